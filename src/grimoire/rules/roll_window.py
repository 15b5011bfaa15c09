"""The window after a roll where optional modifiers apply (CR 706.2a-b).

After the dice of one roll instruction are rolled (and the replacements' ignoring is done,
CR 706.6) and before the results are used, players may apply the optional modifiers they
control, each at most as its own text allows:

* rerolls (CR 706.2b, considered first): ``OptionalReroll`` statics ("you may pay {1} to
  reroll one or more dice you rolled", "tap an untapped Wall you control to have any player
  reroll a die that player rolled"), ``RerollOn`` statics ("If you roll a 3 on a six-sided
  die, you may reroll that die") and activated abilities whose effect is
  :class:`~grimoire.oracle.ir.RerollAnyDie` ("{R}, {T}: Reroll any die. (Activate only any
  time it makes sense.)");
* with the rerolls, ``ExchangeRollWithBase`` replacements ("If you would roll one or more
  six-sided dice, instead roll them and you may exchange one result with this creature's
  base power or base toughness", CR 614.1a, 706.7), once per roll each, and
  ``UseInstalledResult`` ("You may uninstall a result from ~ to use it for a die you
  rolled": the installed die's number replaces the die's);
* then adjustments by a fixed amount (CR 706.2b, second): ``OptionalRollAdjust`` statics
  ("you may pay 1 life. If you do, increase or decrease the result by 1").

**"Any die"** means, in Grimoire, a die of a roll whose window is open: the dice rolled by
the roll instruction being made right now, after they are rolled and before anything uses
their results (the rulings: "You decide whether to use [it] right after you see the result
of the die roll"). That is the only time a reroll "makes sense": afterwards the result has
been used. Such an activated ability is offered only there (never with priority, see
:func:`grimoire.rules.casting.ability_problem`); its costs are paid as usual (the automatic
payer activates mana abilities first, CR 706.2a) and, as the roll cannot wait on the stack,
the reroll happens at once.

A rerolled die's previous result is ignored (CR 706.6: no trigger sees it); the new roll is
made by the player who rerolls it (the Pippa ruling: "abilities you control that trigger
'whenever you roll a die' will trigger"), or by the roller when a permanent's ability has
the roller reroll ("have any player reroll a die that player rolled"). Only single dice
are rerolled: a result that is the total of several dice (The Big Idea) is no one die.

Players are asked in turn, the roller first (CR 706.2b: the roller chooses which effect
applies), then the others in seat order; whenever one applies a modifier, the roller is
asked again; the phase ends when every player in turn declines or has nothing to apply.
Only players with a usable modifier are asked, so a roll with none asks nobody.

>>> Window.start(0, 6, 2).adjust
(0, 0)
>>> nonempty_subsets((3, 5))
((3,), (5,), (3, 5))
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import combinations
from typing import TYPE_CHECKING, Any, Literal

from grimoire.oracle import ir
from grimoire.rules import cost_changes, costs, manapay
from grimoire.rules import events as ev
from grimoire.rules.cardinfo import info_for
from grimoire.rules.casting import ability_problem
from grimoire.rules.dice import natural_roll, uninstall

if TYPE_CHECKING:
    from grimoire.rules.dice import Ignoring
    from grimoire.rules.game import Game

DONE = ("done",)
"""The answer that declines to modify the roll (any more)."""

Option = tuple[Any, ...]
"""``("reroll", source, key, slots, chosen)``, ``("adjust", source, key, slot, delta,
chosen)``, ``("exchange", source, key, slot, "power" | "toughness")``, ``("install",
source, key, slot, value)`` or :data:`DONE`;
``key`` is an activated ability's index, or ``-1 - i`` for the static ability with index
``i``; ``chosen`` the objects paying the cost (CR 601.2h)."""


@dataclass(frozen=True, slots=True)
class Window:
    """Where the window of ``roller``'s roll of d``sides`` is: the ``phase``, the
    adjustment of each counted slot, whose ``turn`` it is (an index from the roller in
    seat order), how many players in a row declined (``quiet``), and who rerolled the dice
    rerolled by another player (die index, player)."""

    roller: int
    sides: int
    adjust: tuple[int, ...]
    phase: Literal["reroll", "adjust"] = "reroll"
    turn: int = 0
    quiet: int = 0
    rerolled_by: tuple[tuple[int, int], ...] = ()
    exchanged: tuple[tuple[int, int], ...] = ()
    """The (source, key) replacements that exchanged a result in this roll (once each)."""

    @classmethod
    def start(cls, roller: int, sides: int, slots: int) -> Window:
        """The window of a roll with ``slots`` counted results."""
        return cls(roller, sides, (0,) * slots)


def nonempty_subsets(items: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Every nonempty subset, smallest first ("reroll one or more dice")."""
    return tuple(c for n in range(1, len(items) + 1) for c in combinations(items, n))


def _static_key(index: int) -> int:
    return -1 - index


def _static_payments(game: Game, player: int, cost: ir.Cost, source: int
                     ) -> list[tuple[int, ...]]:
    """The ways ``player`` can pay a static ability's modifier cost now. "Tap this
    creature" here is no {T} ability cost (the Snickering Squirrel ruling: it works the
    turn the creature came under your control), so only "untapped" is needed."""
    tap = any(isinstance(p, ir.TapCost) for p in cost.parts)
    if tap:
        src = game.objects.get(source)
        if src is None or src.zone != "battlefield" or src.tapped:
            return []
    rest = tuple(p for p in cost.parts if not isinstance(p, ir.TapCost))
    symbols = manapay.expand_x(cost.mana.symbols, 0)
    return [c for c in costs.choices(game, player, rest, source)
            if costs.mana_plan(game, player, symbols,
                               costs.payment_exclusions(cost.parts, source, c)) is not None]


def _pay_static(game: Game, player: int, cost: ir.Cost, source: int,
                chosen: tuple[int, ...]) -> None:
    exclude = costs.payment_exclusions(cost.parts, source, chosen)
    costs.pay_mana(game, player, manapay.expand_x(cost.mana.symbols, 0), exclude)
    if any(isinstance(p, ir.TapCost) for p in cost.parts):
        game.objects[source].tapped = True
        game.emit(ev.Tapped(source))
    rest = tuple(p for p in cost.parts if not isinstance(p, ir.TapCost))
    costs.pay_parts(game, player, rest, source, chosen)


def _single_dice(ign: Ignoring) -> tuple[int, ...]:
    """The counted slots that are one die each (the ones a reroll can reroll)."""
    return tuple(i for i, (_, members) in enumerate(ign.slots) if len(members) == 1)


def _ability_payments(game: Game, player: int, oid: int, index: int,
                      ability: ir.ActivatedAbility) -> list[tuple[int, ...]]:
    obj = game.objects[oid]
    if ability.timing != "any" or ability.targets \
            or ability_problem(game, player, obj, index, ability, roll_window=True) is not None:
        return []
    cost = ability.cost
    symbols = cost_changes.ability_changed(game, player, obj, ability,  # CR 602.2b
                                           manapay.expand_x(cost.mana.symbols, 0))
    return [c for c in costs.choices(game, player, cost.parts, oid)
            if costs.mana_plan(game, player, symbols,
                               costs.payment_exclusions(cost.parts, oid, c)) is not None]


def _uses_source(cost: ir.Cost) -> bool:
    """Whether paying ``cost`` acts on the ability's own object ("tap this creature",
    "remove a counter from this creature")."""
    return any(isinstance(p, ir.TapCost | ir.UntapCost | ir.RemoveCountersCost)
               or getattr(p, "this", False) for p in cost.parts)


def options(game: Game, win: Window, ign: Ignoring, player: int) -> tuple[Option, ...]:
    """The modifiers ``player`` can apply now (without :data:`DONE`). Options that do
    exactly what an earlier one does are left out: two Walls of Fortune each let you tap
    either Wall, and tapping a Wall through one or the other's ability is the same choice.
    """
    seen: set[tuple[Any, ...]] = set()
    out: list[Option] = []
    for opt, same in _options(game, win, ign, player):
        if same is not None:
            if same in seen:
                continue
            seen.add(same)
        out.append(opt)
    return tuple(out)


def _options(game: Game, win: Window, ign: Ignoring, player: int
             ) -> list[tuple[Option, tuple[Any, ...] | None]]:
    """Each option with what makes it the same as another (None: nothing does)."""
    out: list[tuple[Option, tuple[Any, ...] | None]] = []

    def add(opt: Option, eff: object) -> None:
        cost = getattr(eff, "cost", None)
        out.append((opt, None if cost is None or _uses_source(cost)
                    else (opt[0], eff, *opt[3:])))
    mine = player == win.roller
    singles = _single_dice(ign)
    for oid in game.battlefield:
        obj = game.objects[oid]
        if obj.controller != player:
            continue
        for index, ability in obj.info.statics:
            eff, key = ability.effect, _static_key(index)
            if eff is None or (getattr(eff, "once_per_turn", False)
                               and (oid, key) in game.used_this_turn):
                continue
            if win.phase == "reroll" and isinstance(eff, ir.RerollOn) and mine \
                    and eff.sides in (None, win.sides):
                for s in singles:
                    if ign.slots[s][0] == eff.result:
                        add(("reroll", oid, key, (s,), ()), None)
            elif win.phase == "reroll" and isinstance(eff, ir.ExchangeRollWithBase) and mine \
                    and eff.sides in (None, win.sides) and (oid, key) not in win.exchanged \
                    and obj.info.power is not None and obj.info.toughness is not None:
                for s in singles:
                    for stat in ("power", "toughness"):
                        add(("exchange", oid, key, s, stat), None)
            elif win.phase == "reroll" and isinstance(eff, ir.UseInstalledResult) and mine:
                for s in singles:
                    for value in sorted(set(obj.stored)):
                        add(("install", oid, key, s, value), None)
            elif win.phase == "reroll" and isinstance(eff, ir.OptionalReroll) \
                    and (mine or eff.any_player) and singles:
                groups = nonempty_subsets(singles) if eff.several else \
                    tuple((s,) for s in singles)
                for chosen in _static_payments(game, player, eff.cost, oid):
                    for g in groups:
                        add(("reroll", oid, key, g, chosen), eff)
            elif win.phase == "adjust" and isinstance(eff, ir.OptionalRollAdjust) \
                    and (mine or eff.any_player):
                deltas = (eff.delta,) if eff.increase_only else (eff.delta, -eff.delta)
                for chosen in _static_payments(game, player, eff.cost, oid):
                    for s in range(len(ign.slots)):
                        for d in deltas:
                            add(("adjust", oid, key, s, d, chosen), eff)
        if win.phase == "reroll" and singles:
            for index, act in enumerate(obj.info.card.abilities):
                if isinstance(act, ir.ActivatedAbility) \
                        and isinstance(act.effect, ir.RerollAnyDie):
                    for chosen in _ability_payments(game, player, oid, index, act):
                        for s in singles:
                            add(("reroll", oid, index, (s,), chosen), None)
    return out


def seats(game: Game, roller: int) -> tuple[int, ...]:
    """The order players are asked: the roller first, then the others in seat order."""
    n = len(game.players)
    return tuple((roller + i) % n for i in range(n))


def _apply(game: Game, win: Window, ign: Ignoring, player: int,
           option: Option) -> tuple[Window, Ignoring]:
    kind, oid, key = option[0], option[1], option[2]
    obj = game.objects[oid]
    if key >= 0:  # an activated ability: "reroll any die" (CR 602.2, paid at once)
        ability = obj.info.card.abilities[key]
        assert isinstance(ability, ir.ActivatedAbility)
        if ability.once_per_turn:
            game.used_this_turn = game.used_this_turn | {(oid, key)}
        game.emit(ev.AbilityActivated(player, oid, obj.name, key))
        chosen: tuple[int, ...] = option[4]
        exclude = costs.payment_exclusions(ability.cost.parts, oid, chosen)
        costs.pay_mana(game, player, cost_changes.ability_changed(  # CR 602.2b, 601.2f
            game, player, obj, ability, manapay.expand_x(ability.cost.mana.symbols, 0)),
                       exclude)
        costs.pay_parts(game, player, ability.cost.parts, oid, chosen)
        by = player  # Pippa ruling: the player who rerolls rolls the new die
    else:
        eff = next(a.effect for i, a in obj.info.statics if _static_key(i) == key)
        if getattr(eff, "once_per_turn", False):
            game.used_this_turn = game.used_this_turn | {(oid, key)}
        cost = getattr(eff, "cost", None)
        if cost is not None:
            _pay_static(game, player, cost, oid, option[-1])
        by = win.roller  # "you may reroll" / "have any player reroll a die they rolled"
    if kind == "exchange":
        return _exchange(game, win, ign, option)
    if kind == "install":  # "uninstall a result from ~ to use it for a die you rolled"
        slot, value = option[3], option[4]
        uninstall(obj, value)
        members = ign.slots[slot][1]
        return win, replace(ign, slots=(*ign.slots[:slot], (value, members),
                                        *ign.slots[slot + 1:]))
    if kind == "adjust":
        slot, delta = option[3], option[4]
        adjust = (*win.adjust[:slot], win.adjust[slot] + delta, *win.adjust[slot + 1:])
        return replace(win, adjust=adjust), ign
    slots, naturals, rerolled = list(ign.slots), ign.naturals, win.rerolled_by
    for s in option[3]:  # CR 706.2b: reroll that die; the previous result is ignored
        new = natural_roll(game, win.sides)
        slots[s] = (new, (len(naturals),))
        if by != win.roller:
            rerolled = (*rerolled, (len(naturals), by))
        naturals = (*naturals, new)
    return replace(win, rerolled_by=rerolled), replace(ign, slots=tuple(slots),
                                                       naturals=naturals)


def _exchange(game: Game, win: Window, ign: Ignoring,
              option: Option) -> tuple[Window, Ignoring]:
    """ "exchange one result with this creature's base power or base toughness": the die's
    number becomes the creature's base value (CR 613.4b, layer 7b, as the rolled base of
    :mod:`grimoire.effects.entering`) and the base value becomes the die's number, to which
    the modifiers then apply (CR 706.2)."""
    _, oid, key, slot, stat = option
    obj = game.objects[oid]
    value, members = ign.slots[slot]
    old = obj.info.power if stat == "power" else obj.info.toughness
    assert old is not None
    if obj.base is None:
        obj.base = obj.info
    card = obj.info.card
    obj.info = info_for(replace(card, power=value) if stat == "power"
                        else replace(card, toughness=value))
    slots = (*ign.slots[:slot], (old, members), *ign.slots[slot + 1:])
    return replace(win, exchanged=(*win.exchanged, (oid, key))), replace(ign, slots=slots)


def advance(game: Game, win: Window, ign: Ignoring, answer: Option | None,
            ) -> tuple[Window, Ignoring, tuple[int, tuple[Option, ...]] | None]:
    """Go as far as possible; ``answer`` (validated by the caller against the options last
    offered) answers the last question. Returns the new state and the next question
    (player, options with :data:`DONE` first), or None when the window is closed."""
    order = seats(game, win.roller)
    while True:
        if answer is not None:
            player = order[win.turn]
            if answer == DONE:
                win = replace(win, turn=(win.turn + 1) % len(order), quiet=win.quiet + 1)
            else:
                win, ign = _apply(game, win, ign, player, answer)
                win = replace(win, turn=0, quiet=0)
            answer = None
            continue
        if win.quiet >= len(order):
            if win.phase == "adjust":
                return win, ign, None
            win = replace(win, phase="adjust", turn=0, quiet=0)  # CR 706.2b: then +/-
            continue
        player = order[win.turn]
        found = options(game, win, ign, player)
        if found:
            return win, ign, (player, (DONE, *found))
        win = replace(win, turn=(win.turn + 1) % len(order), quiet=win.quiet + 1)
