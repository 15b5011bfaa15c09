"""Evaluators of the counting amounts of :mod:`grimoire.oracle.ir.counts`: domain (CR 305.6,
207.2c), the party (CR 700.8), counters of every kind (CR 122.1), the colors among
permanents (CR 105.2), differently named permanents (CR 201.2), the spells a player cast
this turn (CR 601.2i) and their commander casts (CR 903.8).

Each is read when the effect needs it (CR 608.2h: determined once, as it is applied) from
the characteristics the layers give now (CR 613), so a land that became a Forest counts
as one, and a changeling creature can fill any one party slot (CR 702.73a, 700.8b).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from grimoire.mechanics import commander
from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks, query
from grimoire.rules.layers import characteristics
from grimoire.rules.values import lki, lki_objects, players

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.resolution import Resolution

BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
"""CR 305.6."""
PARTY_TYPES = ("Cleric", "Rogue", "Warrior", "Wizard")
"""CR 700.8."""
_LANDS = ir.ObjectFilter(types_any=("land",), zone="battlefield")
_CREATURES = ir.ObjectFilter(types_any=("creature",), zone="battlefield")
_SLOT_FILTERS = tuple(ir.ObjectFilter(types_any=("creature",), subtypes_any=(kind,),
                                      zone="battlefield") for kind in PARTY_TYPES)


def basic_land_types(game: Game, res: Resolution, amount: ir.BasicLandTypes, you: int) -> int:
    """CR 305.6 and the domain rulings: the basic land types that appear among the lands the
    player controls (a land may show several; duplicates count once), summed per player."""
    total = 0
    for seat in players(game, res, amount.player):
        seen: set[str] = set()
        for oid in query.objects_matching(game, _LANDS, seat, res.source):
            obj = game.objects[oid]
            if obj.controller == seat:
                seen.update(t for t in characteristics(game, obj).subtypes
                            if t in BASIC_LAND_TYPES)
        total += len(seen)
    return total


def party_size(game: Game, res: Resolution, amount: ir.PartySize, you: int) -> int:
    """CR 700.8a-b: the largest number of the four party slots that distinct creatures the
    player controls can fill, each creature in one slot only."""
    total = 0
    for seat in players(game, res, amount.player):
        slots: list[set[int]] = []
        for flt in _SLOT_FILTERS:
            slots.append({oid for oid in query.objects_matching(game, flt, seat, res.source)
                          if game.objects[oid].controller == seat})
        total += _best_party(slots, 0, frozenset())
    return total


def _best_party(slots: list[set[int]], index: int, used: frozenset[int]) -> int:
    """The most slots from ``index`` on that distinct creatures not in ``used`` can fill
    (four slots: the search is at most a few hundred steps)."""
    if index == len(slots):
        return 0
    best = _best_party(slots, index + 1, used)  # this slot left empty
    for oid in slots[index] - used:
        best = max(best, 1 + _best_party(slots, index + 1, used | {oid}))
        if best == len(slots) - index:
            break  # every remaining slot filled: no better way
    return best


def all_counters_on(game: Game, res: Resolution, amount: ir.AllCountersOn, you: int) -> int:
    """CR 122.1: the counters of every kind on the object (its last known information when
    it left its zone, CR 608.2h)."""
    known = lki_objects(game, res, amount.ref)
    obj = known[0] if known else None
    if isinstance(amount.ref, ir.ThisObject) and res.source not in game.objects:
        obj = lki(game, res.source)
    if obj is None or not obj.counters:
        return 0
    return sum(n for n in obj.counters.values() if n > 0)


def colors_among(game: Game, res: Resolution, amount: ir.ColorsAmong, you: int) -> int:
    """CR 105.2: the colors (of five) that the matching objects have among them now."""
    seen: set[str] = set()
    for oid in query.objects_matching(game, amount.filter, you, res.source):
        seen.update(characteristics(game, game.objects[oid]).colors)
    return len(seen & {"W", "U", "B", "R", "G"})


def distinct_names(game: Game, res: Resolution, amount: ir.DistinctNames, you: int) -> int:
    """CR 201.2: how many different names the matching objects have (a nameless face-down
    permanent adds none, CR 708.2)."""
    names = {characteristics(game, game.objects[oid]).name
             for oid in query.objects_matching(game, amount.filter, you, res.source)}
    names.discard("")
    return len(names)


def spells_cast_this_turn(game: Game, res: Resolution, amount: ir.SpellsCastThisTurn,
                          you: int) -> int:
    """CR 601.2i: the ``SpellCast`` events of this turn by the player(s), each spell as it
    was cast (its last known information if it left the stack, CR 608.2h) matching the
    filter; copies aren't cast (CR 707.10). ``other``: neither the source spell nor the
    spell the source permanent was (Dream Thief's ruling; a new object, CR 400.7)."""
    seats = set(players(game, res, amount.player))
    flt = replace(amount.filter, zone=None, is_spell=False, another=False)
    own = {res.source}
    count = 0
    for event in reversed(game.events):
        if isinstance(event, ev.TurnBegan):
            break
        if amount.other and type(event) is ev.ZoneChanged and event.new == res.source \
                and event.from_zone == "stack":
            own.add(event.old)  # it resolved after it was cast: seen first, newest first
        if not isinstance(event, ev.SpellCast) or event.player not in seats:
            continue
        if amount.other and event.spell in own:
            continue
        spell = lki(game, event.spell)
        if spell is not None and query.matches(game, spell, flt, you, res.source):
            count += 1
    return count


def commander_casts_by(game: Game, res: Resolution, amount: ir.CommanderCastsBy,
                       you: int) -> int:
    """CR 903.8: the casts from the command zone of the commanders the player owns."""
    state = commander.STATE.get(game)
    if state is None:
        return 0
    seats = set(players(game, res, amount.player))
    return sum(n for owner, n in zip(state.owners, state.casts, strict=True) if owner in seats)


hooks.AMOUNTS[ir.BasicLandTypes] = basic_land_types  # CR 305.6 (domain)
hooks.AMOUNTS[ir.PartySize] = party_size  # CR 700.8
hooks.AMOUNTS[ir.AllCountersOn] = all_counters_on  # CR 122.1
hooks.AMOUNTS[ir.ColorsAmong] = colors_among  # CR 105.2
hooks.AMOUNTS[ir.DistinctNames] = distinct_names  # CR 201.2
hooks.AMOUNTS[ir.SpellsCastThisTurn] = spells_cast_this_turn  # CR 601.2i
hooks.AMOUNTS[ir.CommanderCastsBy] = commander_casts_by  # CR 903.8
