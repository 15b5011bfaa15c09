"""Wand of Wonder: "{4}, {T}: Roll a d20. Each opponent exiles cards from the top of their
library until they exile an instant or sorcery card, then shuffles the rest into their
library. You may cast up to X instant and/or sorcery spells from among cards exiled this way
without paying their mana costs." with rows "X is one/two/three" (CR 706.3a, 608.2g,
118.9)."""

from __future__ import annotations

from tests.dice_cards._records import definition
from tests.dice_rules._util import activate, game, ids, lands, one, perm, resolve

from grimoire.oracle.compiler import compile_card
from grimoire.rules.actions import CastSpell, Decline
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

WAND = "Wand of Wonder"
BLAST = compile_card("Test Blast", "Instant", "{3}{R}{R}",
                     "Test Blast deals 5 damage to any target.")
THEIRS = ("Forest", "Test Blast", "Island", "Hill Giant", "Swamp")  # top first


def _activate(die: int) -> Game:
    g = game(PlayerSpec(battlefield=(perm(WAND), *lands("Mountain", 4))),
             PlayerSpec(library=THEIRS), extra=(definition(WAND), BLAST))
    g.script_dice([die])
    activate(g, WAND)
    for _ in range(4):  # both players pass: the ability resolves up to the cast choice
        if g.pending is not None and g.pending.kind == "cast_copy":
            break
        g.apply(g.legal_actions()[0])
    return g


def test_exile_until_an_instant_and_cast_it_free() -> None:
    """d20 = 5: X is one. The opponent exiles from the top: the Forest, then Test Blast (an
    instant); the Forest is shuffled back; player 0 casts the Blast without paying its mana
    cost (no land tapped) at player 1, whose card it is (CR 608.2g)."""
    g = _activate(5)
    assert g.pending is not None and g.pending.kind == "cast_copy"
    blast = one(g, "Test Blast", "exile")
    assert len(g.players[1].library) == 4  # the Forest went back
    cast = next(a for a in g.legal_actions()
                if isinstance(a, CastSpell) and a.card == blast and a.targets == ((Seat(1),),))
    resolve(g, [cast])
    assert g.players[1].life == 15
    assert ids(g, "Test Blast", "graveyard")
    assert sum(1 for o in ids(g, "Mountain") if g.objects[o].tapped) == 4  # the {4} only


def test_declining_leaves_it_in_exile() -> None:
    """"You may": declining casts nothing; the card stays exiled."""
    g = _activate(12)
    resolve(g, [Decline()])
    assert one(g, "Test Blast", "exile") and g.players[1].life == 20


STORM = compile_card(
    "Test Storm", "Sorcery", "{R}",
    "Each player exiles cards from the top of their library until they exile an instant or "
    "sorcery card. You may cast up to one instant or sorcery spell from among cards exiled "
    "this way without paying their mana costs.")
BOLT = compile_card("Test Bolt", "Instant", "{R}", "Test Bolt deals 2 damage to any target.")


def test_up_to_x_limits_the_casts() -> None:
    """Each player exiles an instant (two found); "up to one": after one cast, no other is
    offered."""
    g = game(PlayerSpec(hand=("Test Storm",), library=("Test Bolt", "Forest"),
                        battlefield=lands("Mountain", 1)),
             PlayerSpec(library=THEIRS), extra=(STORM, BLAST, BOLT))
    g.apply(CastSpell(one(g, "Test Storm", "hand")))
    while g.pending is not None and g.pending.kind != "cast_copy":
        g.apply(g.legal_actions()[0])
    assert set(g.pending.options) == {one(g, "Test Bolt", "exile"), one(g, "Test Blast", "exile")}
    cast = next(a for a in g.legal_actions() if isinstance(a, CastSpell)
                and a.card == one(g, "Test Blast", "exile") and a.targets == ((Seat(1),),))
    g.apply(cast)
    assert g.pending is None or g.pending.kind != "cast_copy"
    resolve(g)
    assert g.players[1].life == 15 and one(g, "Test Bolt", "exile")
