"""Creatures put onto the battlefield attacking choose what they attack (CR 508.4, 802.2,
506.3b) in games of several players."""

from __future__ import annotations

import pytest
from tests.commander_classes._table import advance
from tests.rules.helpers import ids, one

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.rules.actions import CastSpell, Choose, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec
from grimoire.rules.testing import spell

# "Create a token that's a copy of target creature you control, tapped and attacking."
ECHO = spell("Attack Echo", "{R}",
             ir.CreateTokenCopy(ir.TargetRef(0), tapped_and_attacking=True),
             ir.TargetSpec("object", ir.ObjectFilter(types_any=("creature",), controller="you",
                                                     zone="battlefield")))


def _game(*others: PlayerSpec, active: int = 0) -> Game:
    from tests.commander_classes._table import LIBRARY
    from tests.rules.helpers import pool

    from grimoire.rules.position import Position
    me = PlayerSpec(hand=("Attack Echo",), library=LIBRARY,
                    battlefield=(PermanentSpec("Grizzly Bears"), PermanentSpec("Mountain")))
    players = (me, *(PlayerSpec(library=LIBRARY, battlefield=o.battlefield) for o in others))
    return Game.from_position(Position(players=players, active=active, turn=3,
                                       step="beginning_of_combat"), pool(ECHO), seed=0)


def _echo_after_attacking(game: Game, target: Seat) -> None:
    advance(game, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    bears = one(game, "Grizzly Bears")
    game.apply(DeclareAttackers(((bears, target),)))
    advance(game, lambda g: g.pending is not None and g.pending.kind == "priority"
            and g.pending.player == 0 and g.step == "declare_attackers")
    game.apply(CastSpell(one(game, "Attack Echo", "hand"), targets=((bears,),)))
    while game.pending is not None and game.pending.kind == "priority" and game.stack:
        game.apply(PassPriority())


def test_the_token_attacks_the_player_or_planeswalker_its_controller_chooses() -> None:
    """CR 508.4, 802.2: every opponent is a defending player; Alice chooses that the token
    copy attacks Dave (not Bob, whom the Bears attack); it is tapped and attacking."""
    game = _game(PlayerSpec(), PlayerSpec(), PlayerSpec())
    _echo_after_attacking(game, Seat(1))
    d = game.pending
    assert d is not None and d.kind == "choose_defender" and d.player == 0
    assert d.rule == "CR 508.4" and len(d.options) == 3
    with pytest.raises(IllegalActionError):
        game.apply(Choose(-1))  # Alice can't attack herself
    game.apply(Choose(-4))  # Dave (seat 3)
    token = next(o for o in ids(game, "Grizzly Bears") if game.objects[o].kind == "token")
    assert game.combat.attackers[token] == Seat(3) and game.objects[token].tapped


def test_one_opponent_no_question() -> None:
    """CR 508.4: with one defending player the token attacks that player without a
    question; it never "attacked" (no AttackersDeclared for it)."""
    game = _game(PlayerSpec())
    _echo_after_attacking(game, Seat(1))
    token = next(o for o in ids(game, "Grizzly Bears") if game.objects[o].kind == "token")
    assert game.combat.attackers[token] == Seat(1)
    assert game.pending is not None and game.pending.kind == "priority"


def test_a_planeswalker_can_be_chosen() -> None:
    """CR 508.4: a planeswalker a defending player controls is an option too."""
    from grimoire.rules import zones
    from grimoire.rules.cardinfo import info_for
    game = _game(PlayerSpec(), PlayerSpec())
    walker = ir.CardDefinition("Test Walker", card_types=("planeswalker",), loyalty=3)
    obj = zones.new_object(game, info_for(walker), 2, "battlefield")
    obj.counters = {"loyalty": 3}
    oid = obj.id
    _echo_after_attacking(game, Seat(1))
    d = game.pending
    assert d is not None and d.kind == "choose_defender" and oid in d.options
    game.apply(Choose(oid))
    token = next(o for o in ids(game, "Grizzly Bears") if game.objects[o].kind == "token")
    assert game.combat.attackers[token] == oid
