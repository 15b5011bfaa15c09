"""Mana-adding effects (CR 106.4, 605): fixed mana, a chosen type, "could produce".

Mana goes through the proposed-event hook (:func:`replace_proposed` with
:class:`ProposedMana`) so "tapped for mana" replacements (CR 106.12b) can change it, then
into the pool, with a :class:`ManaProduced` event that triggers watch (CR 106.12a).
"""

from __future__ import annotations

from itertools import combinations, combinations_with_replacement
from typing import TYPE_CHECKING

from grimoire.core.mana import COLORS, MANA_TYPES
from grimoire.mechanics.mana_riders import record
from grimoire.oracle import ir
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.kept_mana import note_added as note_kept
from grimoire.rules.mana_production import INDEX, add_mana, commander_identity, could_produce
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution
from grimoire.rules.spend import note_added
from grimoire.rules.values import devotion, effect_amount, players

if TYPE_CHECKING:
    from grimoire.rules.game import Game

def _who(game: Game, res: Resolution, ref: object) -> int:
    who = players(game, res, ref)
    return who[0] if who else res.you


@resolves(ir.AddMana)
def add_fixed(game: Game, res: Resolution, node: ir.AddMana, answer: Action | None) -> None:
    times = effect_amount(game, res, node.amount, res.you)
    mana = tuple(s for s in node.symbols if s in INDEX) * max(0, times)
    res.scratch.pop("mana_added", None)
    add_mana(game, res, _who(game, res, node.player), mana)
    note_added(game, res, node.spend_only)  # CR 106.6
    note_kept(game, res, node.kept, node.spend_only)  # CR 106.4a


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
    res.scratch.pop("mana_added", None)
    asked = _choose(game, res, _who(game, res, node.player), bundles, answer)
    if asked is None:
        note_added(game, res, node.spend_only)  # CR 106.6
        note_kept(game, res, node.kept, node.spend_only)  # CR 106.4a
    note_kept(game, res, node.kept, node.spend_only)  # CR 106.4a
    return asked


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


@resolves(ir.AddManaDevotion)
def add_devotion(game: Game, res: Resolution, node: ir.AddManaDevotion,
                 answer: Action | None) -> Decision | None:
    """"Choose a color. Add an amount of mana of that color equal to your devotion to that
    color." (CR 700.5, 106.4): the devotion is counted as the ability resolves (the ruling),
    so the choice is among each color's mana; a color with no devotion adds nothing, so it
    is not offered, and with no devotion at all no mana is added."""
    who = _who(game, res, node.player)
    bundles = [c * n for c in COLORS if (n := devotion(game, [who], (c,))) > 0]
    res.scratch.pop("mana_added", None)
    return _choose(game, res, who, bundles, answer)


@resolves(ir.ManaSpentRider)
def mana_spent_rider(game: Game, res: Resolution, node: ir.ManaSpentRider,
                     answer: Action | None) -> None:
    """CR 106.6, 603.7a: the mana this ability just added carries the rider."""
    added = res.scratch.get("mana_added")
    if added:
        player, mana = added
        record(game, player, mana, res.source, res.source_name, node)
