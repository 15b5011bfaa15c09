"""Leveler cards (CR 711): the base power and toughness of a level symbol's striation.

A leveler's level symbols compile to :class:`~grimoire.oracle.ir.LevelPowerToughness`
statics (the power/toughness box) and conditional granted abilities (applied by
:mod:`grimoire.rules.grants`); :func:`base_stat` gives the base power or toughness the
level counters select (CR 711.2a-b, layer 7b), else the printed one, the uppermost box
(CR 711.5, 711.6). Level counters are put by the level up ability (CR 702.87a).

>>> from grimoire.rules.cardinfo import info_for
>>> from grimoire.rules.objects import GameObject
>>> card = ir.CardDefinition("L", card_types=("creature",), power=1, toughness=1,
...     abilities=(ir.StaticAbility(ir.LevelPowerToughness(2, 6, 3, 3)),))
>>> obj = GameObject(1, info_for(card), 0, "battlefield", "card", 0)
>>> obj.counters = {"level": 2}
>>> base_stat(obj, 0, 1), base_stat(obj, 1, 1)
(3, 3)
>>> obj.counters = {"level": 1}
>>> base_stat(obj, 0, 1)
1
"""

from __future__ import annotations

from grimoire.oracle import ir
from grimoire.rules.objects import GameObject


def base_stat(obj: GameObject, which: int, printed: int) -> int:
    """Power (``which=0``) or toughness (1) of ``obj`` before other effects: the box of the
    level symbol whose range holds its level counters, else ``printed``."""
    level = obj.counter("level")
    if not level or obj.zone != "battlefield":
        return printed  # CR 711.5-711.6: the uppermost power/toughness box
    for _, ability in obj.info.statics:
        box = ability.effect
        if isinstance(box, ir.LevelPowerToughness) and box.low <= level and (
                box.high is None or level <= box.high):
            return box.toughness if which else box.power  # CR 711.2a-b
    return printed
