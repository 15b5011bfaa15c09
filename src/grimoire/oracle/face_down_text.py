"""Morph, megamorph and disguise: the alternative cost of casting a card face down.

CR 702.37a: "Morph [cost]" means "You may cast this card as a 2/2 face-down creature with
no text, no name, no subtypes, and no mana cost by paying {3} rather than paying its mana
cost" (megamorph likewise, CR 702.37b); CR 702.168a: disguise casts it the same way, with
ward {2}. The keyword itself stays on the card: its cost turns the permanent face up
(:mod:`grimoire.mechanics.face_down`). The alternative cost sets the cast option the engine
reads to turn the card face down (``"face_down"``, or ``"disguised"`` for ward {2}).

>>> from grimoire.core.mana import ManaCost
>>> morph = ir.Keyword("morph", cost=ir.Cost(ManaCost(("1", "R"))))
>>> face_down_costs([morph])[0].cost.mana.symbols
('3',)
>>> face_down_costs([morph])[0].option
'face_down'
"""

from __future__ import annotations

from collections.abc import Sequence

from grimoire.core.mana import ManaCost
from grimoire.oracle import ir

FACE_DOWN_OPTIONS = {"morph": "face_down", "megamorph": "face_down", "disguise": "disguised"}
"""The keywords that let a card be cast face down, and the cast option each sets."""

_THREE = ir.Cost(ManaCost(("3",)))


def face_down_costs(abilities: Sequence[object]) -> tuple[ir.AlternativeCost, ...]:
    """The {3} alternative cost of casting the card face down (one, whatever the number of
    morph or disguise keywords)."""
    for a in abilities:
        if isinstance(a, ir.Keyword) and a.name in FACE_DOWN_OPTIONS and a.cost is not None:
            name = "Disguise" if a.name == "disguise" else "Morph"
            return (ir.AlternativeCost(_THREE, text=f"{name}: cast face down for {{3}}",
                                       option=FACE_DOWN_OPTIONS[a.name]),)
    return ()
