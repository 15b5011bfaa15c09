"""The Commander variant (CR 903) and Duel Commander.

Each player's deck is led by one commander, or two with partner or "Choose a Background"
(CR 702.124, 702.179a); the commanders start in the command zone (CR 903.6), life starts
at 40 (CR 903.7; 20 in Duel Commander). The engine's part of the variant lives here, in
one immutable :class:`CommanderState` kept by :data:`STATE` (None in other games):

* **Casting from the command zone** (CR 903.8): the owner may cast it there, for an
  additional {2} for each previous cast from the command zone (the "commander tax"),
  carried on the object in the command zone as a ``commander_tax:N`` flag and added to the
  total cost (:data:`grimoire.rules.hooks.COSTS_ADDED`).
* **Returning to the command zone.** CR 903.9a: a commander put into a graveyard or exile
  since the last check may be put into the command zone by its owner, a state-based
  action asked as a yes/no decision (:func:`sba_choice`). CR 903.9b: a commander that would
  go to its owner's hand or library goes to the command zone instead if its owner so
  chooses — a replacement effect applied after the others
  (:data:`grimoire.rules.hooks.MOVE_REDIRECT`). The engine
  has no per-event replacement decisions yet (CR 616), so this choice is each player's
  standing answer, ``CommanderState.to_command`` (yes unless set otherwise with
  :func:`set_return_choice`).
* **Commander damage** (CR 903.10a, 704.6c): combat damage each commander deals to each
  player is counted; 21 or more from one commander and that player loses.

The designation "commander" belongs to the card (CR 903.3): it follows the card through
zone changes (each a new object, CR 400.7) by :func:`moved`.

Color identity (CR 903.4) is in :mod:`grimoire.mechanics.commander_decks`; the deck
construction rules (CR 903.3, 903.5) in :func:`grimoire.decks.check.commander_problems`;
the formats themselves (life, player counts) in :mod:`grimoire.rules.formats`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from grimoire.core.mana import MANA_TYPES, ManaCost
from grimoire.errors import DeckError
from grimoire.mechanics.commander_decks import color_identity
from grimoire.oracle import ir
from grimoire.rules import hooks, zones
from grimoire.rules.actions import Decision
from grimoire.rules.cardinfo import info_for
from grimoire.rules.formats import GameFormat
from grimoire.rules.layers import characteristics

if TYPE_CHECKING:
    from collections.abc import Sequence

    from grimoire.rules.actions import CastSpell
    from grimoire.rules.casting import CastContext
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject
    from grimoire.rules.resolution import Resolution

TAX_FLAG = "commander_tax:"


@dataclass(frozen=True, slots=True)
class CommanderState:
    """Every commander of the game, by index ``k`` (immutable; copies of a game share it)."""

    owners: tuple[int, ...]
    names: tuple[str, ...]
    ids: tuple[int, ...]
    """The object each commander card is now (0 once it has left the game)."""
    casts: tuple[int, ...]
    """How many times each was cast from the command zone (CR 903.8)."""
    damage: tuple[tuple[int, ...], ...]
    """``damage[k][seat]``: combat damage commander ``k`` has dealt to ``seat`` (903.10a)."""
    moved: frozenset[int] = frozenset()
    """Commanders put into a graveyard or exile since state-based actions were last
    checked (CR 903.9a)."""
    to_command: tuple[bool, ...] = ()
    """Each player's standing choice for CR 903.9b (hand or library → command zone)."""
    limit: int | None = 21

    def index(self, oid: int) -> int | None:
        """The commander index of object ``oid``, or None."""
        return self.ids.index(oid) if oid in self.ids else None




STATE: hooks.StateKey[CommanderState] = hooks.StateKey("commander")
"""The game's commanders (None unless the game is a Commander game)."""

def install(game: Game, commanders: list[list[str]], fmt: GameFormat) -> None:
    """Put each player's commanders into the command zone (CR 903.6)."""
    owners: list[int] = []
    names: list[str] = []
    ids: list[int] = []
    for seat, cards in enumerate(commanders):
        for name in cards:
            obj = zones.new_object(game, info_for(game.pool.get(name)), seat, "command")
            owners.append(seat)
            names.append(obj.name)
            ids.append(obj.id)
    n = len(game.players)
    STATE.set(game, CommanderState(
        tuple(owners), tuple(names), tuple(ids), (0,) * len(ids),
        tuple((0,) * n for _ in ids), frozenset(), (True,) * n, fmt.commander_damage))


def set_return_choice(game: Game, seat: int, choice: bool) -> None:
    """``seat``'s answer to CR 903.9b from now on: True puts their commander into the
    command zone instead of their hand or library; False lets it go there."""
    state = STATE.get(game)
    if state is None:
        return
    choices = list(state.to_command)
    choices[seat] = choice
    STATE.set(game, replace(state, to_command=tuple(choices)))


def is_commander(game: Game, oid: int) -> bool:
    """Whether object ``oid`` is a commander (CR 903.3)."""
    state = STATE.get(game)
    return state is not None and oid in state.ids


def redirect(game: Game, oid: int, to_zone: str) -> str:
    """CR 903.9b: where a commander about to move to ``to_zone`` goes."""
    state = STATE.get(game)
    assert state is not None
    k = state.index(oid)
    if game.objects[oid].zone == "command":
        return to_zone  # putting it back where it is would change nothing: not chosen
    if k is not None and to_zone in ("hand", "library") and state.to_command[state.owners[k]]:
        return "command"
    return to_zone


def moved(game: Game, old: int, new: GameObject, to_zone: str) -> None:
    """The commander designation follows the card to its new object (CR 903.3, 400.7)."""
    state = STATE.get(game)
    assert state is not None
    k = state.index(old)
    if k is None:
        return
    ids = list(state.ids)
    ids[k] = new.id
    moved_set = state.moved - {k}
    if to_zone in ("graveyard", "exile"):
        moved_set = moved_set | {k}  # CR 903.9a: checked at the next state-based actions
    if to_zone == "command" and state.casts[k]:
        new.flags = new.flags | {f"{TAX_FLAG}{2 * state.casts[k]}"}  # CR 903.8
    STATE.set(game, replace(state, ids=tuple(ids), moved=moved_set))


def renamed(game: Game, old: int, new: int) -> None:
    """A commander in a library that was shuffled has a new id (CR 903.3, 701.20a): the
    designation stays with the card."""
    state = STATE.get(game)
    if state is not None and old in state.ids:
        STATE.set(game, replace(state, ids=tuple(new if i == old else i for i in state.ids)))


def left_game(game: Game, oid: int) -> None:
    """A commander that left the game (CR 800.4a) is no one's commander any more."""
    state = STATE.get(game)
    if state is None or oid not in state.ids:
        return
    ids = tuple(0 if i == oid else i for i in state.ids)
    STATE.set(game, replace(state, ids=ids))


def tax(obj: GameObject) -> int:
    """The commander tax on ``obj`` in the command zone: {2} per previous cast (CR 903.8)."""
    for flag in obj.flags:
        if flag.startswith(TAX_FLAG):
            return int(flag[len(TAX_FLAG):])
    return 0


def castable(game: Game, player: int, obj: GameObject) -> bool:
    """CR 903.8: a player may cast a commander they own from the command zone."""
    state = STATE.get(game)
    if state is None or obj.zone != "command" or obj.owner != player:
        return False
    return obj.id in state.ids


def cast_from_command(game: Game, oid: int) -> None:
    """Count a cast from the command zone (the tax of the next one, CR 903.8)."""
    state = STATE.get(game)
    assert state is not None
    k = state.index(oid)
    if k is None:
        return
    casts = list(state.casts)
    casts[k] += 1
    STATE.set(game, replace(state, casts=tuple(casts)))


def combat_damage(game: Game, source: int, seat: int, amount: int) -> None:
    """Count combat damage a commander dealt to player ``seat`` (CR 903.10a)."""
    state = STATE.get(game)
    assert state is not None
    k = state.index(source)
    if k is None or amount <= 0:
        return
    row = list(state.damage[k])
    row[seat] += amount
    damage = list(state.damage)
    damage[k] = tuple(row)
    STATE.set(game, replace(state, damage=tuple(damage)))


def losers(game: Game) -> list[tuple[int, str]]:
    """CR 704.6c: players dealt 21 or more combat damage by the same commander."""
    state = STATE.get(game)
    if state is None or state.limit is None:
        return []
    out: list[tuple[int, str]] = []
    for k, row in enumerate(state.damage):
        for seat, dealt in enumerate(row):
            if dealt >= state.limit and not game.players[seat].lost and \
                    all(seat != s for s, _ in out):
                out.append((seat, f"{dealt} combat damage from the commander "
                                  f"{state.names[k]} (CR 704.6c)"))
    return out


def sba_choice(game: Game) -> Decision | None:
    """CR 903.9a: offer the owner of a commander put into a graveyard or exile since the
    last check to put it into the command zone (one decision at a time)."""
    state = STATE.get(game)
    if state is None or not state.moved:
        return None
    for k in sorted(state.moved):
        oid = state.ids[k]
        obj = game.objects.get(oid)
        if obj is not None and obj.zone in ("graveyard", "exile") \
                and not game.players[state.owners[k]].lost:
            return Decision("yes_no", state.owners[k],
                            prompt=f"put your commander {obj.name} into the command zone?",
                            options=(True, False), source=oid, rule="CR 903.9a")
    STATE.set(game, replace(state, moved=frozenset()))
    return None


def answer_sba(game: Game, decision: Decision, yes: bool) -> None:
    """Apply the owner's answer to :func:`sba_choice`."""
    state = STATE.get(game)
    assert state is not None and decision.source is not None
    k = state.index(decision.source)
    if k is not None:
        STATE.set(game, replace(state, moved=state.moved - {k}))
    if yes and decision.source in game.objects:
        zones.move(game, decision.source, "command")


def commander_identity(game: Game, player: int) -> tuple[str, ...]:
    """The colors of ``player``'s commanders' combined color identity (CR 903.4); none
    when they have no commander (CR 903.4f)."""
    state = STATE.get(game)
    if state is None:
        return ()
    found: set[str] = set()
    for name, owner in zip(state.names, state.owners, strict=True):
        if owner == player:
            found |= color_identity(game.pool.get(name))
    return tuple(m for m in MANA_TYPES if m in found)


def controls_commander(game: Game, player: int) -> bool:
    """CR 903.3d: ``player`` controls a commander of theirs on the battlefield."""
    state = STATE.get(game)
    return state is not None and any(
        owner == player and oid in game.objects
        and game.objects[oid].zone == "battlefield" and game.objects[oid].controller == player
        for oid, owner in zip(state.ids, state.owners, strict=True))


def controls_a_commander(game: Game, player: int) -> bool:
    """ "If you control a commander": ``player`` controls a commander on the battlefield,
    whoever owns it (CR 903.3; Fierce Guardianship's ruling: another player's counts)."""
    state = STATE.get(game)
    return state is not None and any(
        oid in game.objects and game.objects[oid].zone == "battlefield"
        and game.objects[oid].controller == player for oid in state.ids)


def public(game: Game) -> tuple[tuple[int, int, str, tuple[int, ...]], ...]:
    """Every commander (public, CR 903.3): (the object it is now, its owner, its name, the
    combat damage it has dealt to each seat, CR 903.10a); empty outside Commander."""
    state = STATE.get(game)
    if state is None:
        return ()
    return tuple(zip(state.ids, state.owners, state.names, state.damage, strict=True))


# --- the kernel's hooks -----------------------------------------------------------------


def _format_cards(game: Game, fmt: GameFormat,
                  commanders: Sequence[Sequence[str]] | None) -> None:
    if not fmt.commander:
        return
    if commanders is None or len(commanders) != len(game.players) or not all(commanders):
        raise DeckError(f"a {fmt.name} game needs one or two commanders for each deck "
                        "(CR 903.3)")
    install(game, [list(c) for c in commanders], fmt)  # CR 903.6


def _tax(card: GameObject) -> ir.Cost | None:
    """CR 903.8: {2} more for each previous cast from the command zone (kept in flags)."""
    taxed = tax(card) if card.flags and card.zone == "command" else 0
    return ir.Cost(ManaCost((str(taxed),))) if taxed else None


def _casting(game: Game, player: int, card: GameObject, action: CastSpell,
             ctx: CastContext) -> frozenset[str]:
    if card.zone == "command" and STATE.get(game) is not None:
        cast_from_command(game, card.id)  # CR 903.8: the next cast's tax
    return frozenset()


def _combat_damage(game: Game, source: GameObject, player: int, amount: int,
                   keywords: frozenset[str]) -> None:
    state = STATE.get(game)
    if state is not None and source.id in state.ids:
        combat_damage(game, source.id, player, amount)  # CR 903.10a


def _redirect(game: Game, oid: int, to_zone: str) -> str:
    state = STATE.get(game)
    if state is None or oid not in state.ids:
        return to_zone
    return redirect(game, oid, to_zone)  # CR 903.9b


def _identity(game: Game, old: int, new: int, to_zone: str | None) -> None:
    state = STATE.get(game)
    if state is None or old not in state.ids:
        return
    if not new:
        left_game(game, old)  # CR 800.4a
    elif to_zone is None:
        renamed(game, old, new)  # CR 701.20a
    else:
        moved(game, old, game.objects[new], to_zone)  # CR 903.3: it follows the card


def _sba_choice(game: Game) -> Decision | None:
    state = STATE.get(game)
    return sba_choice(game) if state is not None and state.moved else None  # CR 903.9a


def _is_commander(game: Game, obj: GameObject, flt: ir.ObjectFilter,
                  source: int | None) -> bool:
    return is_commander(game, obj.id)  # CR 903.3


def _not_commander(game: Game, obj: GameObject, flt: ir.ObjectFilter,
                   source: int | None) -> bool:
    return not is_commander(game, obj.id)  # "noncommander creature" (CR 903.3)


def _outside_identity(game: Game, obj: GameObject, flt: ir.ObjectFilter,
                      source: int | None) -> bool:
    """ "protection from each color that's not in your commander's color identity" (CR
    702.16i, 903.4): ``obj`` has a color outside the combined identity of the commanders of
    the player controlling the granting object (the rulings: two commanders combine, a
    colorless identity leaves every color outside it); with no commander, none (CR 903.4f;
    the ruling: no protection)."""
    ref = flt.outside_identity_of
    assert ref is not None
    granter = game.objects.get(ref.oid) or game.last_known.get(ref.oid)
    state = STATE.get(game)
    if granter is None or state is None or granter.controller not in state.owners:
        return False
    identity = commander_identity(game, granter.controller)
    return any(c not in identity for c in characteristics(game, obj).colors)


def _commanders(game: Game) -> list[int] | None:
    state = STATE.get(game)
    if state is None:
        return None
    return [oid for oid in state.ids if oid in game.objects]  # CR 903.3e: in any zone


def _casts(game: Game, res: Resolution, amount: object, you: int) -> int:
    """CR 903.8: how many times this commander was cast from the command zone."""
    state = STATE.get(game)
    oid = res.trigger_object if res.trigger_object is not None else res.source
    k = None if state is None else state.index(oid)
    return 0 if state is None or k is None else state.casts[k]


def _identity_colors(game: Game, res: Resolution, amount: object, you: int) -> int:
    """ "the number of colors in your commanders' color identity" (CR 903.4; none without a
    commander, CR 903.4f)."""
    return len(commander_identity(game, you))


hooks.FORMAT_CARDS.add(_format_cards)  # CR 903.6
hooks.AMOUNTS[ir.CommanderCasts] = _casts  # CR 903.8
hooks.AMOUNTS[ir.CommanderIdentityColors] = _identity_colors  # CR 903.4
hooks.castable_from("command").add(castable)  # CR 903.8
hooks.COSTS_ADDED.add(_tax)  # CR 903.8
hooks.SPELL_CAST.add(_casting, order=60)  # CR 903.8
hooks.COMBAT_DAMAGE_TO_PLAYER.add(_combat_damage)  # CR 903.10a
hooks.MOVE_REDIRECT.add(_redirect)  # CR 903.9b
hooks.IDENTITY_CHANGED.add(_identity, state=STATE.name)  # CR 903.3
hooks.LOSERS.add(losers)  # CR 704.6c
hooks.SBA_DECISIONS.add(_sba_choice)  # CR 903.9a
hooks.DECISION_ANSWERS["CR 903.9a"] = answer_sba
hooks.FILTER_TESTS["commander"] = _is_commander
hooks.FILTER_TESTS["noncommander"] = _not_commander
hooks.FILTER_TESTS["outside_identity_of"] = _outside_identity  # CR 702.16i, 903.4
hooks.FILTER_CANDIDATES["commander"] = _commanders
hooks.PLAYER_STATUSES["controls_commander"] = controls_commander  # CR 903.3d
hooks.PLAYER_STATUSES["controls_a_commander"] = controls_a_commander
hooks.PLAYER_COLOR_IDENTITY.add(commander_identity)  # CR 903.4
hooks.PUBLIC_INFO["commanders"] = public
