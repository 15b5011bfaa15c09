"""Filter words: "monocolored" (CR 105.2b: an object with exactly one color): Ultimate
Price's "Destroy target monocolored creature" can target a green creature, not a colorless or
a two-color one; "If it's a Zombie card" (a subtype, CR 205.3)."""

from __future__ import annotations

from tests.deck_classes._cards import card
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell
from grimoire.rules.position import PlayerSpec

RECORDS = (
    card("Ultimate Price", "{1}{B}", "Instant", "Destroy target monocolored creature."),
    card("Test Golem", "{3}", "Artifact Creature — Golem", "", "3/3"),
    card("Test Hybrid", "{G}{W}", "Creature — Elf Knight", "", "2/2"),
)


def test_only_creatures_of_exactly_one_color() -> None:
    defs = [compile_source(r) for r in RECORDS]
    assert ir.is_fully_implemented(defs[0]) and not engine_gaps(defs[0])
    them = PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Test Golem"),
                                   perm("Test Hybrid")))
    g = game(PlayerSpec(hand=("Ultimate Price",), battlefield=lands("Swamp", 2)), them,
             extra=defs)
    price = one(g, "Ultimate Price", "hand")
    targets = {a.targets[0][0] for a in g.legal_actions()
               if isinstance(a, CastSpell) and a.card == price}
    assert targets == {one(g, "Grizzly Bears")}


RECRUITMENT = (
    card("Cemetery Recruitment", "{1}{B}", "Sorcery",
         "Return target creature card from your graveyard to your hand. If it's a Zombie "
         "card, draw a card."),
    card("Test Zombie", "{1}{B}", "Creature — Zombie", "", "2/2"),
)


def test_if_its_a_subtype_card() -> None:
    """"If it's a Zombie card" reads the returned card's subtype (capitalised in the text):
    returning Test Zombie draws a card, returning Grizzly Bears doesn't."""
    defs = [compile_source(r) for r in RECRUITMENT]
    assert ir.is_fully_implemented(defs[0]) and not engine_gaps(defs[0])
    for returned, drawn in (("Test Zombie", 1), ("Grizzly Bears", 0)):
        me = PlayerSpec(hand=("Cemetery Recruitment",), battlefield=lands("Swamp", 2),
                        graveyard=(returned,))
        g = game(me, extra=defs)
        g.apply(CastSpell(one(g, "Cemetery Recruitment", "hand"),
                          targets=((one(g, returned, "graveyard"),),)))
        resolve(g)
        assert one(g, returned, "hand")
        assert len(g.players[0].hand) == 1 + drawn, returned
