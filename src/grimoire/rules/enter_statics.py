"""Replacement effects on how permanents enter the battlefield (CR 614.1c, 614.12) beyond a
permanent's own "enters tapped" / "enters with counters":

* :class:`~grimoire.oracle.ir.OthersEnterTapped` — "Creatures your opponents control enter
  tapped": a static of a permanent already on the battlefield, applied to each other
  permanent as it enters (CR 614.12: its characteristics as it would exist there);
* :class:`~grimoire.oracle.ir.EntersTappedUnlessPaid` — "As this land enters, you may pay
  2 life. If you don't, it enters tapped": the choice is made before it enters
  (CR 614.12a). A land played from the hand (CR 305.1) asks its controller
  (:func:`land_asks`); a permanent put onto the battlefield by an effect can't wait for a
  player in the middle of that effect, so it enters tapped (the cost is not paid);
* :class:`~grimoire.oracle.ir.AsEntersChoose` of a color on a land played from the hand:
  "As it enters, choose a color other than green" (the Thriving lands) asks its
  controller before it enters (CR 614.12, :func:`land_asks`); a permanent spell asks as it
  resolves (:func:`grimoire.rules.as_enters.enters_choosing`);
* :class:`~grimoire.oracle.ir.AdditionalLandPlays` — "You may play an additional land on
  each of your turns" (CR 305.2): :func:`land_plays`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.oracle.creature_types import CREATURE_TYPES
from grimoire.rules import costs, zones
from grimoire.rules import events as ev
from grimoire.rules.actions import Choose, Decision
from grimoire.rules.objects import GameObject
from grimoire.rules.query import matches
from grimoire.rules.replacement import enters_replacement

if TYPE_CHECKING:
    from grimoire.rules.actions import Action, Decision, DecisionKind
    from grimoire.rules.game import Game
    from grimoire.rules.resolution import Resolution

PAID_KEY = "enters_paid"
"""Resolution scratch key: the answer to "pay ... ?" for the permanent entering now."""


def others_enter_tapped(game: Game, obj: GameObject) -> bool:
    """CR 614.1c, 614.12: whether a static of another permanent makes ``obj`` (entering the
    battlefield now, under its controller) enter tapped."""
    for sid in game.battlefield:
        source = game.objects[sid]
        if sid == obj.id or not source.info.statics:
            continue
        for _, ability in source.info.statics:
            effect = ability.effect
            if isinstance(effect, ir.OthersEnterTapped) and matches(
                    game, obj, effect.filter, source.controller, source.id):
                return True
    return False


@enters_replacement(ir.EntersTappedUnlessPaid)
def _enters_tapped_unless_paid(game: Game, obj: GameObject,
                               effect: ir.EntersTappedUnlessPaid) -> None:
    # CR 614.12a: the choice was made before it entered (a land played, see land_asks);
    # otherwise nobody paid, so it enters tapped.
    top = game.resolving[-1] if game.resolving else None
    paid = top is not None and top.scratch.pop(PAID_KEY, None) is True
    if not paid:
        obj.tapped = True


def _unless_paid(card: GameObject) -> ir.EntersTappedUnlessPaid | None:
    for _, ability in card.info.statics:
        if isinstance(ability.effect, ir.EntersTappedUnlessPaid):
            return ability.effect
    return None


@dataclass(frozen=True, slots=True)
class EnterPayingOrTapped:
    """Internal node: ask whether to pay for the land ``card`` being played, then put it
    onto the battlefield (tapped if not paid)."""

    card: int
    player: int


COLORS = ("W", "U", "B", "R", "G")


def choosable_colors(obj: GameObject) -> tuple[str, ...]:
    """The colors ``obj``'s "As this enters, choose a color [other than X]" offers."""
    excluded = {a.effect.other_than for _, a in obj.info.statics
                if isinstance(a.effect, ir.AsEntersChoose) and a.effect.kind == "color"}
    return tuple(c for c in COLORS if c not in excluded)


def enter_choice(obj: GameObject) -> tuple[DecisionKind, tuple[str, ...]] | None:
    """What ``obj``'s "As this enters, choose a color [other than X]" / "choose a creature
    type" asks (CR 614.12: before it enters): the decision kind and its options."""
    for _, ability in obj.info.statics:
        effect = ability.effect
        if isinstance(effect, ir.AsEntersChoose):
            if effect.kind == "color":
                return "choose_color", choosable_colors(obj)
            if effect.kind == "two_colors":  # "choose two colors": a pair, both remembered
                return "choose_mode", tuple(a + b for i, a in enumerate(COLORS)
                                            for b in COLORS[i + 1:])
            if effect.kind == "creature_type":  # CR 205.3m: one of the listed types
                return "choose_creature_type", tuple(sorted(CREATURE_TYPES))
            if effect.kind == "word":  # "choose Khans or Dragons"
                return "choose_mode", effect.words
            if effect.kind in ("player", "opponent"):  # the players: enter_options
                return "choose_mode", (effect.kind,)
    return None


def enter_options(game: Game, obj: GameObject,
                  choice: tuple[DecisionKind, tuple[str, ...]]) -> tuple[str, ...]:
    """The options of ``obj``'s :func:`enter_choice`: for "choose a player" / "choose an
    opponent" each player still in the game (but its controller for an opponent, CR 102.2),
    as ``"player N"`` (what it remembers, CR 614.12); else the listed options."""
    if choice[1] not in (("player",), ("opponent",)):
        return choice[1]
    return tuple(f"player {p}" for p, player in enumerate(game.players) if not player.lost
                 and not (choice[1] == ("opponent",) and p == obj.controller))


def _chooses_color(obj: GameObject) -> bool:
    return enter_choice(obj) is not None


@dataclass(frozen=True, slots=True)
class EnterChoosingColorLand:
    """Internal node: the land ``card`` being played asks its controller for a color, then
    enters remembering it (CR 614.12, 305.1)."""

    card: int
    player: int


def enter_choosing_color_land(game: Game, res: Resolution, node: EnterChoosingColorLand,
                              answer: Action | None) -> Decision | None:
    """The resolver of :class:`EnterChoosingColorLand` (CR 614.12)."""
    obj = game.objects[node.card]
    if answer is None:
        choice = enter_choice(obj)
        assert choice is not None
        kind, options = choice[0], enter_options(game, obj, choice)
        return Decision(kind, node.player, prompt=f"as {obj.name} enters, "
                        f"{kind.replace('_', ' ')}", options=options, source=node.card,
                        rule="CR 614.12")
    assert isinstance(answer, Choose) and isinstance(answer.value, str)
    new = zones.move(game, node.card, "battlefield", controller=node.player)
    game.objects[new].chosen = answer.value
    game.emit(ev.LandPlayed(node.player, new, game.objects[new].name))
    return None


def land_entering_node(game: Game, player: int, card: int
                       ) -> EnterPayingOrTapped | EnterChoosingColorLand | None:
    """The node that asks ``player`` before the land ``card`` being played enters ("As this
    land enters, you may pay ...", "As it enters, choose a color"), or None."""
    obj = game.objects[card]
    if _unless_paid(obj) is not None:
        return EnterPayingOrTapped(card, player)
    return EnterChoosingColorLand(card, player) if _chooses_color(obj) else None


def land_asks(game: Game, player: int, card: int) -> bool:
    """If the land ``card`` being played has "As this land enters, you may pay ..." or "As
    it enters, choose a color", start the resolution that asks its controller before it
    enters (True); otherwise False."""
    node = land_entering_node(game, player, card)
    if node is None:
        return False
    obj = game.objects[card]
    from grimoire.rules.resolution import Resolution, begin  # (a cycle: resolution imports this)
    res = Resolution(item=card, source=card, controller=player, source_name=obj.name)
    res.push(node)
    return begin(game, res)


def enter_paying_or_tapped(game: Game, res: Resolution, node: EnterPayingOrTapped,
                           answer: Action | None) -> Decision | None:
    """The resolver of :class:`EnterPayingOrTapped` (CR 614.12a, 118.3, 119.4)."""
    obj = game.objects[node.card]
    effect = _unless_paid(obj)
    assert effect is not None
    if answer is None:
        if costs.can_pay_effect_cost(game, node.player, effect.cost, node.card):
            return Decision("yes_no", node.player,
                            prompt=f"as {obj.name} enters, pay? (no: it enters tapped)",
                            options=(True, False), source=node.card, rule="CR 614.12a")
        paid = False  # CR 119.4: a cost that can't be paid isn't
    else:
        assert isinstance(answer, Choose)
        paid = answer.value is True
    if paid:
        costs.pay_effect_cost(game, node.player, effect.cost, node.card)
    res.scratch[PAID_KEY] = paid
    new = zones.move(game, node.card, "battlefield", controller=node.player)
    res.scratch.pop(PAID_KEY, None)
    game.emit(ev.LandPlayed(node.player, new, game.objects[new].name))
    return None


def land_plays(game: Game, player: int) -> int:
    """How many lands ``player`` may play this turn (CR 305.2): one, plus one for each
    "you may play an additional land on each of your turns" they control."""
    extra = 0
    if game.n_statics:
        for oid in game.battlefield:
            obj = game.objects[oid]
            if obj.controller != player:
                continue
            for _, ability in obj.info.statics:
                if isinstance(ability.effect, ir.AdditionalLandPlays):
                    extra += ability.effect.count
    return 1 + extra + game.players[player].extra_lands
