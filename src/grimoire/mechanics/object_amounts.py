"""Amounts read from one object's characteristics: "gets +1/+1 for each of its colors"
(Knight of New Alara; CR 105.2: an object's colors, as the layers make them now, CR 613.1e)
and "for each of the chosen colors it is" (Tablet of the Guilds, CR 607.2d); how often the
resolving activated ability was activated this turn (Dragon Whelp, CR 602.2); how many
different powers creatures you control have (coven, CR 207.2c).

:class:`~grimoire.oracle.ir.ColorCount` counts the colors of the object its reference
names (in a static boost, the object being boosted: ``Bound(ir.AFFECTED_NAME)``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks, query
from grimoire.rules.layers import characteristics
from grimoire.rules.values import lki_objects, objects

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.resolution import Resolution


def color_count(game: Game, res: Resolution, amount: ir.ColorCount, you: int) -> int:
    """The colors the referenced object has now (CR 105.2); 0 when it is gone."""
    for oid in objects(game, res, amount.ref):
        return len(characteristics(game, game.objects[oid]).colors)
    return 0


def chosen_colors_of(game: Game, res: Resolution, amount: ir.ChosenColorsOf,
                     you: int) -> int:
    """How many of the colors the source chose (CR 607.2d) the referenced object has."""
    source = game.objects.get(res.source)
    chosen = source.chosen if source is not None else None
    for obj in lki_objects(game, res, amount.ref):
        if obj is not None and chosen:
            colors = characteristics(game, obj).colors if obj.id in game.objects \
                else obj.info.colors
            return sum(1 for c in chosen if c in colors)
    return 0


def activations_this_turn(game: Game, res: Resolution, amount: ir.ActivationsThisTurn,
                          you: int) -> int:
    """The ``AbilityActivated`` events of this turn for the resolving ability: same source
    object and ability index (0 when nothing is resolving from an activation)."""
    item = game.objects.get(res.item) if res.item else None
    index = item.stack.ability if item is not None and item.stack is not None else -1
    count = 0
    for event in reversed(game.events):
        if isinstance(event, ev.TurnBegan):
            break
        if isinstance(event, ev.AbilityActivated) and event.source == res.source:
            if index < 0 and res.is_mana:  # a mana ability resolves as it is activated
                index = event.index  # (CR 605.3a): the latest activation is this one
            count += event.index == index
    return count


def distinct_among(game: Game, res: Resolution, amount: ir.DistinctAmong, you: int) -> int:
    """How many different values of ``amount.stat`` the permanents matching ``amount.filter``
    have now ("three or more creatures with different powers", coven, CR 207.2c)."""
    values: set[int] = set()
    for oid in query.objects_matching(game, amount.filter, you, res.source):
        obj = game.objects[oid]
        values.add(query.power(game, obj) if amount.stat == "power" else query.toughness(
            game, obj) if amount.stat == "toughness" else obj.info.mana_value)
    return len(values)


hooks.AMOUNTS[ir.ColorCount] = color_count  # CR 105.2
hooks.AMOUNTS[ir.DistinctAmong] = distinct_among  # CR 207.2c (coven)
hooks.AMOUNTS[ir.ActivationsThisTurn] = activations_this_turn  # CR 602.2
hooks.AMOUNTS[ir.ChosenColorsOf] = chosen_colors_of  # CR 607.2d
