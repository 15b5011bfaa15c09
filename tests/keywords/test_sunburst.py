"""Sunburst (CR 702.44) and converge (CR 207.2c): the colors of mana spent to cast a spell,
in real games.

Oracle records (Scryfall oracle-cards 2025-09-25) are embedded so the tests need no
``../shared/data``.
"""

from __future__ import annotations

from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

RECORDS = {r["name"]: r for r in (
    {"name": "Pentad Prism", "type_line": "Artifact", "mana_cost": "{2}",
     "oracle_text": "Sunburst (This enters with a charge counter on it for each color of mana "
     "spent to cast it.)\nRemove a charge counter from this artifact: Add one mana of any "
     "color."},
    {"name": "Etched Oracle", "type_line": "Artifact Creature — Wizard", "mana_cost": "{4}",
     "power": "0", "toughness": "0",
     "oracle_text": "Sunburst (This enters with a +1/+1 counter on it for each color of mana "
     "spent to cast it.)\n{1}, Remove four +1/+1 counters from this creature: Target player "
     "draws three cards."},
    {"name": "Radiant Flames", "type_line": "Sorcery", "mana_cost": "{2}{R}",
     "oracle_text": "Converge — Radiant Flames deals X damage to each creature, where X is the "
     "number of colors of mana spent to cast this spell."},
)}


def _defs() -> list[ir.CardDefinition]:
    return [compile_source(dict(r)) for r in RECORDS.values()]


def _start(hand: tuple[str, ...], battlefield: tuple[object, ...]) -> Game:
    me = PlayerSpec(hand=hand, battlefield=battlefield)  # type: ignore[arg-type]
    return game(me, PlayerSpec(battlefield=(perm("Hill Giant"), perm("Grizzly Bears"))),
                extra=_defs())


def _cast(g: Game, name: str) -> None:
    card = one(g, name, "hand")
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == card))
    resolve(g)


def test_compiled_without_gaps() -> None:
    """CR 702.44a, 207.2c: sunburst and converge are honoured."""
    for record in RECORDS.values():
        card = compile_source(dict(record))
        assert engine_gaps(card) == []
        assert not any(isinstance(n, ir.Unimplemented) for n in ir.iter_nodes(card))


def test_noncreature_sunburst_charge_counters() -> None:
    """CR 702.44a: not a creature, it enters with a charge counter for each color spent:
    {2} paid with a Mountain and a Forest, two."""
    g = _start(("Pentad Prism",), (*lands("Mountain", 1), *lands("Forest", 1)))
    _cast(g, "Pentad Prism")
    prism = g.objects[one(g, "Pentad Prism")]
    assert prism.counter("charge") == 2 and prism.counter("+1/+1") == 0


def test_one_color_counts_once() -> None:
    """CR 702.44a: colors, not mana: two red mana are one color."""
    g = _start(("Pentad Prism",), lands("Mountain", 2))
    _cast(g, "Pentad Prism")
    assert g.objects[one(g, "Pentad Prism")].counter("charge") == 1


def test_creature_sunburst_plus_counters() -> None:
    """CR 702.44a: a creature enters with +1/+1 counters instead: four colors, a 4/4."""
    battlefield = (*lands("Plains", 1), *lands("Island", 1), *lands("Swamp", 1),
                   *lands("Mountain", 1))
    g = _start(("Etched Oracle",), battlefield)
    _cast(g, "Etched Oracle")
    oracle = g.objects[one(g, "Etched Oracle")]
    assert oracle.counter("+1/+1") == 4 and oracle.counter("charge") == 0


def test_converge_counts_colors_spent() -> None:
    """CR 207.2c (converge): X is 2 with red and green spent: the 2/2 dies, the 3/3 lives."""
    g = _start(("Radiant Flames",), (*lands("Mountain", 2), *lands("Forest", 1)))
    _cast(g, "Radiant Flames")
    names = {g.objects[o].name for o in g.battlefield}
    assert "Grizzly Bears" not in names and "Hill Giant" in names
