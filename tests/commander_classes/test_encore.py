"""Encore (CR 702.141a): "[Cost], Exile this card from your graveyard: For each opponent,
create a token that's a copy of this card that attacks that opponent this turn if able. The
tokens gain haste. Sacrifice them at the beginning of the next end step. Activate only as a
sorcery." In a four-player game: three tokens, each bound to attack its own opponent."""

from __future__ import annotations

from tests.commander_classes._table import advance, compiled, pass_to, record, table
from tests.rules.helpers import ids, one

from grimoire.rules import query
from grimoire.rules.actions import ActivateAbility, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

LIEUTENANT = record("Kangee's Lieutenant", "{3}{W}", "Creature — Bird Soldier",
                    "Flying\nEncore {5}{W} ({5}{W}, Exile this card from your graveyard: For "
                    "each opponent, create a token copy that attacks that opponent this turn if "
                    "able. They gain haste. Sacrifice them at the beginning of the next end "
                    "step. Activate only as a sorcery.)", "3", "2")
PLAINS = tuple(PermanentSpec("Plains") for _ in range(6))


def test_the_record_compiles() -> None:
    """Kangee's Lieutenant compiles with nothing the engine ignores."""
    compiled(LIEUTENANT)


def _encore(players: int) -> tuple[Game, int]:
    game = table((LIEUTENANT,), PlayerSpec(graveyard=("Kangee's Lieutenant",),
                                           battlefield=PLAINS),
                 *(PlayerSpec() for _ in range(players - 1)))
    card = one(game, "Kangee's Lieutenant", "graveyard")
    game.apply(next(a for a in game.legal_actions() if isinstance(a, ActivateAbility)
                    and a.source == card))
    while game.stack:
        game.apply(PassPriority())
    return game, card


def test_one_hasty_token_per_opponent_each_attacking_its_opponent() -> None:
    """CR 702.141a: the card is exiled (a cost), Alice gets three tokens with haste; at her
    declaration each must attack a different opponent, the one it was made for (CR 508.1d);
    at the beginning of the end step they are sacrificed."""
    game, _ = _encore(4)
    assert ids(game, "Kangee's Lieutenant", "exile")
    tokens = ids(game, "Kangee's Lieutenant")
    assert len(tokens) == 3 and all(game.objects[t].kind == "token" for t in tokens)
    assert all(query.has_keyword(game, game.objects[t], "haste") for t in tokens)
    advance(game, lambda g: bool(g.combat.attackers))  # the only legal declaration
    assert sorted(game.combat.attackers.values(), key=lambda s: s.index) == [  # type: ignore[union-attr]
        Seat(1), Seat(2), Seat(3)]
    advance(game, lambda g: g.step == "end" and not g.stack and not g.pending_triggers)
    assert not ids(game, "Kangee's Lieutenant")


def test_two_players_one_token_and_only_as_a_sorcery() -> None:
    """One opponent, one token; the ability can't be activated at instant speed (with a
    spell on the stack, or on another player's turn)."""
    game, _ = _encore(2)
    assert len(ids(game, "Kangee's Lieutenant")) == 1
    other = table((LIEUTENANT,), PlayerSpec(graveyard=("Kangee's Lieutenant",),
                                            battlefield=PLAINS), PlayerSpec(), active=1)
    pass_to(other, "priority", player=0)
    card = one(other, "Kangee's Lieutenant", "graveyard")
    assert not [a for a in other.legal_actions() if isinstance(a, ActivateAbility)
                and a.source == card]
