""""Discard up to two cards, then draw that many cards" (Kinetic Augur), "Discard any number
of cards. Creatures you control get +0/+1 ... for each card discarded this way." (Sacred
Rites): the player chooses how many, none included (CR 701.9a); "that many" is the number
actually discarded (CR 608.2c)."""

from __future__ import annotations

from tests.dice_rules._util import game, ids, lands, one, perm
from tests.verb_classes._cards import defs

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_card
from grimoire.oracle.support import engine_gaps
from grimoire.rules import query
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

NAMES = ("Sacred Rites", "Kinetic Augur")
HAND = ("Shock", "Giant Growth", "Forest")


def _cast(g: Game, name: str, pick: int) -> tuple[int, int]:
    """Cast ``name``, discard ``pick`` cards when asked; (min, max) of the question."""
    card = one(g, name, "hand")
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == card))
    bounds = (-1, -1)
    while g.stack or (g.pending is not None and g.pending.kind != "priority"):
        assert g.pending is not None
        if g.pending.kind == "priority":
            g.apply(PassPriority())
        else:
            d = g.pending
            bounds = (d.min_count, d.max_count)
            g.apply(Choose(tuple(d.options[:pick])))
    return bounds


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name


def test_discard_two_draw_two() -> None:
    """Kinetic Augur: up to two of three cards in hand (0..2 offered); two discarded, two
    drawn: the hand is three cards again, two of them new."""
    g = game(PlayerSpec(hand=("Kinetic Augur", *HAND), battlefield=lands("Mountain", 4)),
             PlayerSpec(), extra=defs(*NAMES))
    assert _cast(g, "Kinetic Augur", 2) == (0, 2)
    assert len(g.players[0].hand) == 3
    assert len(g.players[0].graveyard) == 2


def test_discard_none_draw_none() -> None:
    """Choosing none: nothing discarded, nothing drawn (CR 608.2c)."""
    g = game(PlayerSpec(hand=("Kinetic Augur", *HAND), battlefield=lands("Mountain", 4)),
             PlayerSpec(), extra=defs(*NAMES))
    library = len(g.players[0].library)
    _cast(g, "Kinetic Augur", 0)
    assert len(g.players[0].hand) == 3 and len(g.players[0].library) == library


def test_any_number_counts_this_way() -> None:
    """Sacred Rites: any number (0..3 of three), three discarded: Grizzly Bears gets +0/+3."""
    g = game(PlayerSpec(hand=("Sacred Rites", *HAND), battlefield=(
        perm("Grizzly Bears"), *lands("Plains", 1))), PlayerSpec(), extra=defs(*NAMES))
    assert _cast(g, "Sacred Rites", 3) == (0, 3)
    bears = g.objects[one(g, "Grizzly Bears")]
    assert query.toughness(g, bears) == 5
    assert not ids(g, "Shock", "hand")


def test_each_player_that_many_stays_a_gap() -> None:
    """ "Each player discards any number of cards, then draws that many cards" (Flux): each
    player's own count, which "counted this way" can't tell apart: not compiled."""
    card = compile_card("Flux", "Sorcery", "{2}{U}", "Each player discards any number of "
                        "cards, then draws that many cards.\nDraw a card.")
    assert not ir.is_fully_implemented(card)
