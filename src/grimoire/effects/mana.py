"""Mana-adding effects (CR 106.4, 605): fixed mana, a chosen type, "could produce".

Mana goes through the proposed-event hook (:func:`replace_proposed` with
:class:`ProposedMana`) so "tapped for mana" replacements (CR 106.12b) can change it, then
into the pool, with a :class:`ManaProduced` event that triggers watch (CR 106.12a).
"""

from __future__ import annotations

from itertools import combinations, combinations_with_replacement
from typing import TYPE_CHECKING

from grimoire.core.mana import MANA_TYPES
from grimoire.effects.registry import resolves
from grimoire.effects.values import amount_value, players
from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import query
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.cardinfo import mana_produced
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
    game.emit(ev.ManaProduced(proposed.player, res.source, proposed.mana, tapped))


def _who(game: Game, res: Resolution, ref: object) -> int:
    who = players(game, res, ref)
    return who[0] if who else res.you


@resolves(ir.AddMana)
def add_fixed(game: Game, res: Resolution, node: ir.AddMana, answer: Action | None) -> None:
    times = amount_value(game, res, node.amount, res.you)
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
    count = amount_value(game, res, node.count, res.you)
    options = tuple(o for o in node.options if o in INDEX)
    bundles = _bundles(options, count, node.same, node.different)
    return _choose(game, res, _who(game, res, node.player), bundles, answer)


def could_produce(game: Game, res: Resolution, flt: ir.ObjectFilter) -> tuple[str, ...]:
    """Mana types the permanents matching ``flt`` could produce (the seeds' ruling: any
    type an ability would produce if it resolved now, ignoring whether costs are payable)."""
    found: set[str] = set()
    for oid in query.objects_matching(game, flt, res.you, res.source):
        obj = game.objects[oid]
        for _, ability in obj.info.activated:
            if ability.is_mana_ability:
                for bundle in mana_produced(ability.effect) or ():
                    found.update(bundle)
    return tuple(m for m in MANA_TYPES if m in found)


@resolves(ir.AddManaCouldProduce)
def add_could_produce(game: Game, res: Resolution, node: ir.AddManaCouldProduce,
                      answer: Action | None) -> Decision | None:
    types = could_produce(game, res, node.filter)
    if node.kind == "color":
        types = tuple(t for t in types if t != "C")
    count = amount_value(game, res, node.count, res.you)
    return _choose(game, res, res.you, _bundles(types, count, True, False), answer)


@resolves(ir.AddManaLikeProduced)
def add_like_produced(game: Game, res: Resolution, node: ir.AddManaLikeProduced,
                      answer: Action | None) -> Decision | None:
    produced: tuple[str, ...] = res.scratch.get("produced", ())
    types = tuple(m for m in MANA_TYPES if m in produced)
    count = amount_value(game, res, node.count, res.you)
    return _choose(game, res, _who(game, res, node.player),
                   _bundles(types, count, True, False), answer)


@resolves(ir.AddManaChosenColor)
def add_chosen_color(game: Game, res: Resolution, node: ir.AddManaChosenColor,
                     answer: Action | None) -> None:
    source = game.objects.get(res.source)
    chosen = source.chosen if source is not None else None
    if chosen in INDEX:
        count = amount_value(game, res, node.count, res.you)
        add_mana(game, res, _who(game, res, node.player), (chosen,) * count)
