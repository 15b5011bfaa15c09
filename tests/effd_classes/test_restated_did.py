"""A branch on whether an earlier optional instruction was carried out, the instruction
restated (CR 608.2c-d): "If you don't put the card onto the battlefield, put it into your
hand." (Risen Reef: a land put onto the battlefield, or the "may" declined, or not a land at
all), "If you didn't put a card into your hand this way, draw a card." after "Put the rest on
the bottom" (Adventure Awaits: the rest go either way), "If you don't draw a card this way"
(Trade Route Envoy: a false "if")."""

from __future__ import annotations

from tests.dice_rules._util import game, ids, lands, one, resolve
from tests.effd_classes._cards import defs

from grimoire.oracle import ir
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell, Choose
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

NAMES = ("Risen Reef", "Adventure Awaits", "Trade Route Envoy")


def _game(hand: str, library: tuple[str, ...]) -> Game:
    me = PlayerSpec(hand=(hand,), library=library,  # top first
                    battlefield=(*lands("Forest", 3), *lands("Island", 2)))
    return game(me, PlayerSpec(), extra=defs(*NAMES))


def _names(g: Game, zone: str) -> list[str]:
    return sorted(g.objects[o].name for o in getattr(g.players[0], zone))


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name
        assert any(isinstance(n, ir.IfDid) for n in ir.iter_nodes(d)), d.name


def test_land_onto_the_battlefield_or_into_the_hand() -> None:
    """Risen Reef enters, the top card is a Mountain: put onto the battlefield tapped (not
    into the hand); declined, it goes into the hand."""
    for accept in (True, False):
        g = _game("Risen Reef", ("Mountain", "Swamp"))
        g.apply(CastSpell(one(g, "Risen Reef", "hand")))
        resolve(g, [Choose(accept)])
        assert (len(ids(g, "Mountain")) == 1) is accept
        if accept:
            assert g.objects[one(g, "Mountain")].tapped
        assert _names(g, "hand") == ([] if accept else ["Mountain"])


def test_not_a_land_goes_into_the_hand() -> None:
    """The top card isn't a land card: nothing may be put onto the battlefield, so it is
    put into the hand."""
    g = _game("Risen Reef", ("Grizzly Bears", "Swamp"))
    g.apply(CastSpell(one(g, "Risen Reef", "hand")))
    resolve(g)
    assert _names(g, "hand") == ["Grizzly Bears"]


def test_rest_on_the_bottom_then_draw_if_none_taken() -> None:
    """Adventure Awaits: a creature card taken, no draw; declined, the five go to the bottom
    and the card drawn is the sixth (the rest are put on the bottom either way)."""
    library = ("Grizzly Bears", "Swamp", "Swamp", "Swamp", "Swamp", "Lightning Bolt")
    g = _game("Adventure Awaits", library)
    g.apply(CastSpell(one(g, "Adventure Awaits", "hand")))
    resolve(g, [Choose(True)])
    assert _names(g, "hand") == ["Grizzly Bears"]
    assert len(g.players[0].library) == 5
    g = _game("Adventure Awaits", library)
    g.apply(CastSpell(one(g, "Adventure Awaits", "hand")))
    resolve(g, [Choose(False)])
    assert _names(g, "hand") == ["Lightning Bolt"]
    assert len(g.players[0].library) == 5


def test_a_false_if_did_not_draw() -> None:
    """Trade Route Envoy without a creature with a counter: no card drawn, so it gets a
    +1/+1 counter."""
    g = _game("Trade Route Envoy", ("Swamp",))
    g.apply(CastSpell(one(g, "Trade Route Envoy", "hand")))
    resolve(g)
    assert _names(g, "hand") == []
    assert g.objects[one(g, "Trade Route Envoy")].counter("+1/+1") == 1
