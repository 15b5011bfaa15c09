"""What mana abilities make: adding mana to a pool through replacement effects (CR 106.12b,
614.1a), the types of mana permanents could produce (CR 106.7) and a commander's color
identity as mana (CR 903.4)."""

from __future__ import annotations

from itertools import permutations
from typing import TYPE_CHECKING

from grimoire.core.mana import COLORS, MANA_TYPES
from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks, query
from grimoire.rules.kept_mana import before_adding
from grimoire.rules.replacement import PROPOSED, ProposedMana, replace_proposed
from grimoire.rules.values import devotion

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.resolution import Resolution


INDEX = {m: i for i, m in enumerate(MANA_TYPES)}


def add_mana(game: Game, res: Resolution, player: int, mana: tuple[str, ...]) -> None:
    """Add ``mana`` to ``player``'s pool via the replacement hook, with an event."""
    tapped = bool(res.scratch.get("tapped_for_mana", False))
    proposed = replace_proposed(game, ProposedMana(player, res.source, mana, tapped))
    if not proposed.mana:
        return
    before_adding(game)  # CR 106.4a: kept mana spent since is no longer in the pool
    pool = game.players[proposed.player].pool
    for m in proposed.mana:
        pool[INDEX[m]] += 1
    res.scratch["mana_added"] = (proposed.player, proposed.mana)  # (a rider reads it)
    for noted in hooks.MANA_ADDED.in_game(game):  # "mana from a Desert" (CR 601.2h)
        noted(game, proposed.player, res.source, proposed.mana)
    game.emit(ev.ManaProduced(proposed.player, res.source, proposed.mana, tapped))


def could_produce(game: Game, res: Resolution, flt: ir.ObjectFilter) -> tuple[str, ...]:
    """Mana types the permanents matching ``flt`` could produce (CR 106.7; the seeds'
    ruling: any type an ability of theirs would produce if it resolved now, taking into
    account replacement effects in any possible order, ignoring whether costs are payable).
    """
    found = _could_produce(game, flt, res.you, res.source, frozenset((res.source,)))
    return tuple(m for m in MANA_TYPES if m in found)


def _could_produce(game: Game, flt: ir.ObjectFilter, you: int, source: int,
                   asking: frozenset[int]) -> set[str]:
    # ``asking``: permanents whose "could produce" is being worked out. A permanent that
    # would only produce what another one in the chain could produce adds nothing on its
    # own (CR 106.7 example: Exotic Orchards facing each other produce no mana).
    found: set[str] = set()
    for oid in query.objects_matching(game, flt, you, source):
        if oid in asking:
            continue
        obj = game.objects[oid]
        for _, ability in obj.info.activated:
            if not ability.is_mana_ability:
                continue
            types = _effect_types(game, obj.id, obj.controller, ability.effect,
                                  asking | {oid})
            if ability.cost.has_tap:
                types = _replaced_types(game, obj.id, obj.controller, types)
            found |= types
    return found


def _effect_types(game: Game, oid: int, controller: int, effect: object,
                  asking: frozenset[int]) -> set[str]:
    """The mana types ``effect`` (of permanent ``oid``) would add if it resolved now."""
    if isinstance(effect, ir.AddMana):
        return {s for s in effect.symbols if s in INDEX}
    if isinstance(effect, ir.AddManaChoice):
        return {o for o in effect.options if o in INDEX}
    if isinstance(effect, ir.AddManaCommanderIdentity):
        return set(commander_identity(game, controller))
    if isinstance(effect, ir.AddManaChosenColor):
        chosen = game.objects[oid].chosen
        return {chosen} if chosen in INDEX else set()  # CR 106.5: nothing chosen, no type
    if isinstance(effect, ir.AddManaDevotion):  # CR 700.5: the colors it would count now
        return {c for c in COLORS if devotion(game, [controller], (c,)) > 0}
    if isinstance(effect, ir.AddManaCouldProduce):
        types = _could_produce(game, effect.filter, controller, oid, asking)
        return types - {"C"} if effect.kind == "color" else types
    found: set[str] = set()
    if isinstance(effect, ir.Sequence | ir.MayDo):  # composite effects: any step's mana
        for step in (effect.steps if isinstance(effect, ir.Sequence) else (effect.effect,)):
            found |= _effect_types(game, oid, controller, step, asking)
    return found


def _replaced_types(game: Game, oid: int, controller: int, types: set[str]) -> set[str]:
    """CR 106.7: the types after the applicable "tapped for mana" replacement effects
    (CR 106.12b), applied in every possible order."""

    effects = [(game.objects[s], a.effect) for s in game.battlefield
               for _, a in game.objects[s].info.statics
               if (type(a.effect), ProposedMana) in PROPOSED]
    if not effects:
        return types
    out: set[str] = set()
    for m in types:
        for order in permutations(effects, min(len(effects), 5)):
            proposed = ProposedMana(controller, oid, (m,), True)
            for src, effect in order:
                proposed = PROPOSED[(type(effect), ProposedMana)](game, src, effect, proposed)
            out.update(x for x in proposed.mana if x in INDEX)
    return out


def commander_identity(game: Game, player: int) -> tuple[str, ...]:
    """The colors of ``player``'s commanders' combined color identity (CR 903.4), as the
    mechanism that keeps commanders says; none without a commander (CR 903.4f)."""
    found: set[str] = set()
    for identity in hooks.PLAYER_COLOR_IDENTITY.funcs:
        found.update(identity(game, player))
    return tuple(m for m in MANA_TYPES if m in found)

