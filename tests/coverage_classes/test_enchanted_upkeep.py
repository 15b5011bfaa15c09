""""At the beginning of the upkeep of enchanted creature's controller" and "At the beginning
of enchanted player's upkeep" (CR 303.4: an Aura's enchanted object or player): the trigger
is the upkeep of that player, whoever controls the Aura; "that player" is them, "that
creature" the enchanted creature."""

from __future__ import annotations

from tests.coverage_classes._cards import defs
from tests.dice_rules._util import game, perm
from tests.rules.helpers import pass_to_step

from grimoire.oracle.support import engine_gaps
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

NAMES = ("Stab Wound", "Unstable Mutation", "Curse of the Bloody Tome")


def _game(me: PlayerSpec, them: PlayerSpec) -> Game:
    return game(me, them, extra=defs(*NAMES), step="end")


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name


def test_the_enchanted_creatures_controller_upkeep() -> None:
    """Player 0's Stab Wound on player 1's Hill Giant (3/3, now 1/1): player 1 loses 2 life
    in their upkeep, not in player 0's."""
    them = PlayerSpec(battlefield=(perm("Hill Giant"),))
    me = PlayerSpec(battlefield=(perm("Stab Wound", attached_to=(1, 0)),))
    g = _game(me, them)
    pass_to_step(g, "draw", active=1)  # player 1's upkeep passed, its trigger resolved
    assert g.players[1].life == 18 and g.players[0].life == 20
    pass_to_step(g, "draw", active=0)
    assert g.players[1].life == 18 and g.players[0].life == 20


def test_that_creature_is_the_enchanted_one() -> None:
    """Unstable Mutation on player 0's own Grizzly Bears: a -1/-1 counter on the Bears in
    player 0's upkeep."""
    me = PlayerSpec(battlefield=(perm("Grizzly Bears"),
                                 perm("Unstable Mutation", attached_to=(0, 0))))
    g = _game(me, PlayerSpec(battlefield=(perm("Hill Giant"),)))
    bears = next(o for o in g.battlefield if g.objects[o].name == "Grizzly Bears")
    pass_to_step(g, "draw", active=0)
    assert g.objects[bears].counter("-1/-1") == 1
    assert all(g.objects[o].counter("-1/-1") == 0 for o in g.battlefield if o != bears)


def test_the_enchanted_player_upkeep() -> None:
    """Curse of the Bloody Tome on player 1: they mill two cards in their upkeep."""
    me = PlayerSpec(battlefield=(perm("Curse of the Bloody Tome", attached_to=(1, -1)),))
    g = _game(me, PlayerSpec())
    before = len(g.players[1].library)
    pass_to_step(g, "draw", active=1)
    assert len(g.players[1].graveyard) == 2
    assert before - len(g.players[1].library) == 3  # two milled, then the draw step's card
