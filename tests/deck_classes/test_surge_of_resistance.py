"""Two classes of the Surge of Resistance theme deck: "Scry X, where X is the greatest mana
value among permanents you control, then draw three cards" (Ugin's Insight; CR 107.3c: X
defined by the text, mid-sentence) and "that land becomes a 0/0 Elemental creature with
haste that's still a land" (Cyclone Sire; CR 205.1b: it keeps its land type; no duration
stated: for good, CR 611.2a)."""

from __future__ import annotations

from tests.deck_classes._cards import assert_honoured, card
from tests.dice_rules._util import cast, game, lands, one, perm

from grimoire.oracle.compiler import compile_source
from grimoire.rules import query
from grimoire.rules.actions import Choose
from grimoire.rules.layers import characteristics
from grimoire.rules.position import PlayerSpec

INSIGHT = card("Ugin's Insight", "{3}{U}{U}", "Sorcery",
               "Scry X, where X is the greatest mana value among permanents you control, then "
               "draw three cards.")
SIRE = card("Cyclone Sire", "{2}{U}", "Creature — Elemental",
            "Flying\nWhen this creature dies, you may put three +1/+1 counters on target land "
            "you control. If you do, that land becomes a 0/0 Elemental creature with haste "
            "that's still a land.", "3/4")


def test_the_records_are_honoured() -> None:
    assert_honoured((INSIGHT, SIRE))


def test_insight_scries_the_greatest_mana_value() -> None:
    """Craw Wurm (mana value 6) is the greatest: scry 6 is offered the top six cards; then
    three cards are drawn."""
    g = game(PlayerSpec(battlefield=(perm("Craw Wurm"), perm("Grizzly Bears"),
                                     *lands("Island", 5)), hand=("Ugin's Insight",)),
             extra=[compile_source(INSIGHT)])
    cast(g, "Ugin's Insight")
    seen: list[int] = []
    while g.stack or (g.pending is not None and g.pending.kind != "priority"):
        d = g.pending
        assert d is not None
        if d.kind != "priority":
            seen.append(len(d.options))
        g.apply(next(iter(g.legal_actions())))
    assert seen and seen[0] == 6
    assert len(g.players[0].hand) == 3


def test_sire_animates_a_land_for_good() -> None:
    """Murdered, the Sire puts three counters on a Forest, which becomes a 3/3 Elemental
    land creature with haste (0/0 plus counters), still a Forest."""
    g = game(PlayerSpec(battlefield=(perm("Cyclone Sire"), perm("Forest"),
                                     *lands("Swamp", 3)), hand=("Murder",)),
             extra=[compile_source(SIRE)])
    cast(g, "Murder", ((one(g, "Cyclone Sire"),),))
    target = one(g, "Forest")
    while g.stack or (g.pending is not None and g.pending.kind != "priority"):
        d = g.pending
        assert d is not None
        if d.kind == "trigger_targets":  # the Forest, not a Swamp
            g.apply(Choose(((target,),)))
        elif d.kind == "yes_no":
            g.apply(Choose(True))
        else:
            g.apply(next(iter(g.legal_actions())))
    forest = g.objects[one(g, "Forest")]
    chars = characteristics(g, forest)
    assert {"land", "creature"} <= set(chars.types) and "Forest" in chars.subtypes
    assert "Elemental" in chars.subtypes
    assert (query.power(g, forest), query.toughness(g, forest)) == (3, 3)
    assert query.has_keyword(g, forest, "haste")
