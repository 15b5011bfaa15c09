"""Mana-adding effects (CR 106.4, 605): fixed mana, a chosen type, "could produce".

Mana goes through the proposed-event hook (:func:`replace_proposed` with
:class:`ProposedMana`) so "tapped for mana" replacements (CR 106.12b) can change it, then
into the pool, with a :class:`ManaProduced` event that triggers watch (CR 106.12a).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations, combinations_with_replacement
from typing import TYPE_CHECKING

from grimoire.core.mana import MANA_TYPES
from grimoire.effects.registry import resolves
from grimoire.effects.values import effect_amount, players
from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import query
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.commander_decks import color_identity
from grimoire.rules.enter_statics import enter_choice
from grimoire.rules.replacement import ProposedMana, replace_proposed
from grimoire.rules.resolution import Resolution

if TYPE_CHECKING:
    from grimoire.rules.game import Game

INDEX = {m: i for i, m in enumerate(MANA_TYPES)}


def add_mana(game: Game, res: Resolution, player: int, mana: tuple[str, ...]) -> None:
    """Add ``mana`` to ``player``'s pool via the replacement hook, with an event."""
    tapped = bool(res.scratch.get("tapped_for_mana", False))
    proposed = replace_proposed(game, ProposedMana(player, res.source, mana, tapped))
    if not proposed.mana:
        return
    pool = game.players[proposed.player].pool
    for m in proposed.mana:
        pool[INDEX[m]] += 1
    res.scratch["mana_added"] = (proposed.player, proposed.mana)  # (a rider reads it)
    game.emit(ev.ManaProduced(proposed.player, res.source, proposed.mana, tapped))


def _who(game: Game, res: Resolution, ref: object) -> int:
    who = players(game, res, ref)
    return who[0] if who else res.you


@resolves(ir.AddMana)
def add_fixed(game: Game, res: Resolution, node: ir.AddMana, answer: Action | None) -> None:
    times = effect_amount(game, res, node.amount, res.you)
    mana = tuple(s for s in node.symbols if s in INDEX) * max(0, times)
    add_mana(game, res, _who(game, res, node.player), mana)


def _bundles(options: tuple[str, ...], count: int, same: bool,
             different: bool) -> list[str]:
    if count <= 0 or not options:
        return []
    if count == 1:
        return list(options)
    if same:
        return [o * count for o in options]
    if different:
        return ["".join(c) for c in combinations(options, count)]
    return ["".join(c) for c in combinations_with_replacement(options, count)]


def _choose(game: Game, res: Resolution, player: int, bundles: list[str],
            answer: Action | None) -> Decision | None:
    preset = res.mana_choice
    if preset is not None and "".join(preset) in bundles:
        add_mana(game, res, player, preset)
        return None
    if len(bundles) == 1:
        add_mana(game, res, player, tuple(bundles[0]))
        return None
    if not bundles:
        return None  # the seeds' ruling: mana of an undefined type → no mana
    if answer is None:
        return Decision("choose_color", player, prompt="choose mana", options=tuple(bundles),
                        source=res.source, rule="CR 106.4")
    assert isinstance(answer, Choose) and isinstance(answer.value, str)
    add_mana(game, res, player, tuple(answer.value))
    return None


@resolves(ir.AddManaChoice)
def add_choice(game: Game, res: Resolution, node: ir.AddManaChoice,
               answer: Action | None) -> Decision | None:
    count = effect_amount(game, res, node.count, res.you)
    options = tuple(o for o in node.options if o in INDEX)
    bundles = _bundles(options, count, node.same, node.different)
    return _choose(game, res, _who(game, res, node.player), bundles, answer)


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
    from itertools import permutations

    from grimoire.rules.replacement import PROPOSED
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


@resolves(ir.AddManaCouldProduce)
def add_could_produce(game: Game, res: Resolution, node: ir.AddManaCouldProduce,
                      answer: Action | None) -> Decision | None:
    types = could_produce(game, res, node.filter)
    if node.kind == "color":
        types = tuple(t for t in types if t != "C")
    count = effect_amount(game, res, node.count, res.you)
    return _choose(game, res, res.you, _bundles(types, count, True, False), answer)


@resolves(ir.AddManaLikeProduced)
def add_like_produced(game: Game, res: Resolution, node: ir.AddManaLikeProduced,
                      answer: Action | None) -> Decision | None:
    produced: tuple[str, ...] = res.scratch.get("produced", ())
    types = tuple(m for m in MANA_TYPES if m in produced)
    count = effect_amount(game, res, node.count, res.you)
    return _choose(game, res, _who(game, res, node.player),
                   _bundles(types, count, True, False), answer)


def commander_identity(game: Game, player: int) -> tuple[str, ...]:
    """The colors of ``player``'s commanders' combined color identity (CR 903.4); none
    when they have no commander (CR 903.4f)."""
    state = game.commander
    if state is None:
        return ()
    found: set[str] = set()
    for name, owner in zip(state.names, state.owners, strict=True):
        if owner == player:
            found |= color_identity(game.pool.get(name))
    return tuple(m for m in MANA_TYPES if m in found)


@resolves(ir.AddManaCommanderIdentity)
def add_commander_identity(game: Game, res: Resolution, node: ir.AddManaCommanderIdentity,
                           answer: Action | None) -> Decision | None:
    types = commander_identity(game, res.you)
    if not types:
        return None  # CR 903.4f: undefined without a commander, so no mana
    count = effect_amount(game, res, node.count, res.you)
    return _choose(game, res, res.you, _bundles(types, count, True, False), answer)


@resolves(ir.AddManaChosenColor)
def add_chosen_color(game: Game, res: Resolution, node: ir.AddManaChosenColor,
                     answer: Action | None) -> Decision | None:
    source = game.objects.get(res.source)
    chosen = source.chosen if source is not None else None
    if node.or_symbols:  # "Add {G} or one mana of the chosen color": the player chooses
        kinds = [*node.or_symbols, *([str(chosen)] if chosen in INDEX else [])]
        return _choose(game, res, _who(game, res, node.player),
                       list(dict.fromkeys(k for k in kinds if k in INDEX)), answer)
    if chosen in INDEX:
        count = effect_amount(game, res, node.count, res.you)
        add_mana(game, res, _who(game, res, node.player), (chosen,) * count)
    return None


@dataclass(frozen=True, slots=True)
class EnterChoosingColor:
    """Internal node: a permanent spell with "As this enters, choose a color" resolves:
    its controller chooses, then it enters remembering the color (CR 614.12, 608.3)."""

    spell: int


COLORS = ("W", "U", "B", "R", "G")


def enters_choosing(game: Game, oid: int) -> bool:
    """If the resolving permanent spell ``oid`` has "As this enters, choose a color",
    start the resolution that asks (True); otherwise False (it just enters)."""
    obj = game.objects[oid]
    if enter_choice(obj) is None:
        return False
    res = Resolution(item=oid, source=oid, controller=obj.controller, source_name=obj.name)
    res.push(EnterChoosingColor(oid))
    game.resolving.append(res)
    game.stage = "resolving"
    return True


@resolves(EnterChoosingColor)
def enter_choosing_color(game: Game, res: Resolution, node: EnterChoosingColor,
                         answer: Action | None) -> Decision | None:
    if answer is None:
        choice = enter_choice(game.objects[node.spell])
        assert choice is not None
        return Decision(choice[0], res.controller, prompt=choice[0].replace("_", " "),
                        options=choice[1], source=node.spell, rule="CR 614.12")
    assert isinstance(answer, Choose) and isinstance(answer.value, str)
    from grimoire.rules import zones
    obj = game.objects[node.spell]
    name, info = obj.name, obj.stack
    x = info.x if info is not None else 0
    new = zones.move(game, node.spell, "battlefield", controller=obj.controller, x=x)
    game.objects[new].chosen = answer.value
    game.emit(ev.Resolved(node.spell, name))
    return None


@resolves(ir.ManaSpentRider)
def mana_spent_rider(game: Game, res: Resolution, node: ir.ManaSpentRider,
                     answer: Action | None) -> None:
    """CR 106.6, 603.7a: the mana this ability just added carries the rider."""
    from grimoire.rules.mana_riders import record
    added = res.scratch.get("mana_added")
    if added:
        player, mana = added
        record(game, player, mana, res.source, res.source_name, node)
