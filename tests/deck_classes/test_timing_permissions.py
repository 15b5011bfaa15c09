"""Permissions about when and how much: "You may cast green creature spells as though they
had flash" (Yeva, Nature's Herald; CR 601.3b, 702.8a: any time you could cast an instant),
"You may cast sorcery spells as though they had flash" (Hypersonic Dragon), and "You may play
up to two additional lands this turn" (Journey of Discovery; CR 305.2)."""

from __future__ import annotations

from tests.deck_classes._cards import defs
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.oracle.support import engine_gaps
from grimoire.rules import zones
from grimoire.rules.actions import CastSpell, PassPriority, PlayLand
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

NAMES = ("Yeva, Nature's Herald", "Hypersonic Dragon", "Journey of Discovery")


def _their_turn(permanent: str) -> Game:
    """Seat 1's main phase; seat 0 (with ``permanent``, five lands and a hand of a green
    creature, a red creature and a sorcery) gets priority."""
    p0 = PlayerSpec(hand=("Grizzly Bears", "Hill Giant", "Lava Axe"),
                    battlefield=(perm(permanent), *lands("Forest", 2),
                                 *lands("Mountain", 5)))
    g = game(p0, PlayerSpec(), active=1, extra=defs(*NAMES))
    g.apply(PassPriority())
    assert g.pending is not None and g.pending.player == 0
    return g


def _castable(g: Game) -> set[str]:
    return {g.objects[a.card].name for a in g.legal_actions() if isinstance(a, CastSpell)}


def test_honoured() -> None:
    """(Journey of Discovery's entwine is another engineer's keyword: only its modes here.)"""
    for d in defs(*NAMES):
        gaps = engine_gaps(d)
        assert all("'entwine'" in gap for gap in gaps), d.name


def test_green_creature_spells_as_though_flash() -> None:
    """With Yeva: Grizzly Bears (green creature) at instant speed; Hill Giant (red) and Lava
    Axe (sorcery) not. It resolves as usual."""
    g = _their_turn("Yeva, Nature's Herald")
    assert _castable(g) == {"Grizzly Bears"}
    g.apply(CastSpell(one(g, "Grizzly Bears", "hand")))
    resolve(g)
    assert one(g, "Grizzly Bears")


def test_permission_ends_when_the_source_leaves() -> None:
    """The static ability applies only while Yeva is on the battlefield (CR 611.3a)."""
    g = _their_turn("Yeva, Nature's Herald")
    zones.move(g, one(g, "Yeva, Nature's Herald"), "graveyard")
    assert _castable(g) == set()


def test_sorcery_spells_as_though_flash() -> None:
    """With Hypersonic Dragon: Lava Axe on the opponent's turn; the creatures still not."""
    g = _their_turn("Hypersonic Dragon")
    assert _castable(g) == {"Lava Axe"}


def test_up_to_two_additional_lands() -> None:
    """Journey of Discovery's second mode: three land plays this turn, not four."""
    p0 = PlayerSpec(hand=("Journey of Discovery", "Forest", "Forest", "Forest", "Forest"),
                    battlefield=lands("Forest", 3))
    g = game(p0, PlayerSpec(), extra=defs(*NAMES))
    g.apply(CastSpell(one(g, "Journey of Discovery", "hand"), modes=(1,)))
    resolve(g)
    for _ in range(3):
        play = next(a for a in g.legal_actions() if isinstance(a, PlayLand))
        g.apply(play)
    assert not any(isinstance(a, PlayLand) for a in g.legal_actions())
    assert len([o for o in g.battlefield if g.objects[o].name == "Forest"]) == 6
