""""Target player puts the bottom card of their library into their graveyard. If it's a
creature card, you create a 2/2 black Zombie creature token." (Cellar Door): the bottom card
(CR 401.1: a library is a pile; its bottom card), then "it" is that card in the graveyard
(CR 400.7, 608.2c); the token is its controller's ("you")."""

from __future__ import annotations

from tests.deck_classes._cards import assert_honoured, card
from tests.dice_rules._util import activate, game, lands, perm, resolve

from grimoire.oracle.compiler import compile_source
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

DOOR = card("Cellar Door", "{2}", "Artifact",
            "{3}, {T}: Target player puts the bottom card of their library into their "
            "graveyard. If it's a creature card, you create a 2/2 black Zombie creature token.")


def test_the_record_is_honoured() -> None:
    assert_honoured((DOOR,))


def _open(their_library: tuple[str, ...]) -> Game:
    me = PlayerSpec(battlefield=(perm("Cellar Door"), *lands("Swamp", 3)))
    g = game(me, PlayerSpec(library=their_library), extra=[compile_source(DOOR)])
    activate(g, "Cellar Door", ((Seat(1),),))
    resolve(g)
    return g


def _zombies(g: Game, seat: int) -> int:
    return sum("Zombie" in g.objects[o].info.subtypes and g.objects[o].controller == seat
               for o in g.battlefield)


def test_a_creature_at_the_bottom_makes_a_zombie() -> None:
    """Player 1's library, top first: Forest, Island, Grizzly Bears: the Bears (the bottom
    card) go to their graveyard, player 0 creates a Zombie."""
    g = _open(("Forest", "Island", "Grizzly Bears"))
    assert [g.objects[o].name for o in g.players[1].graveyard] == ["Grizzly Bears"]
    assert [g.objects[o].name for o in g.players[1].library] == ["Island", "Forest"]
    assert _zombies(g, 0) == 1 and _zombies(g, 1) == 0


def test_a_land_at_the_bottom_makes_nothing() -> None:
    g = _open(("Grizzly Bears", "Forest"))
    assert [g.objects[o].name for o in g.players[1].graveyard] == ["Forest"]
    assert _zombies(g, 0) == 0
