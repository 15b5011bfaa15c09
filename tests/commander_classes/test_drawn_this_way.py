"""Reflexive triggers counted by what a resolution drew (CR 603.12, 603.2c, 608.2c):
"Draw a card, then each other player may draw a card. Whenever a card is drawn this way,
Explosion of Riches deals 5 damage to target opponent chosen at random from among your
opponents." (Explosion of Riches).

Each card drawn by the spell's own instructions is one trigger event, so one ability each,
whether a "may" was taken or declined by others; cards drawn before it resolved don't count.
The abilities are put on the stack after the spell has resolved, each with its own target
chosen at random among the caster's opponents (CR 603.3d; Witch Hunt's ruling: the game's
seeded RNG picks, nobody is asked), never the caster.
"""

from __future__ import annotations

import pytest
from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import one

from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

EXPLOSION = record("Explosion of Riches", "{5}{R}", "Sorcery",
                   "Draw a card, then each other player may draw a card. Whenever a card is "
                   "drawn this way, Explosion of Riches deals 5 damage to target opponent "
                   "chosen at random from among your opponents.")
MOUNTAINS = tuple(PermanentSpec("Mountain") for _ in range(6))


def test_the_record_compiles() -> None:
    compiled(EXPLOSION)
    node = compile_source(EXPLOSION).spell
    assert "drawn" in repr(node)


def _cast(players: int, yes: set[int], seed: int = 0, life: int = 40) -> tuple[Game, list[int]]:
    """Alice casts Explosion of Riches at a table of ``players``; the players in ``yes``
    draw when asked, the others decline. Returns the game once the stack is empty, and
    the hand sizes before the cast."""
    game = table((EXPLOSION,), PlayerSpec(hand=("Explosion of Riches",), battlefield=MOUNTAINS,
                                          life=life),
                 *(PlayerSpec(life=life) for _ in range(players - 1)))
    game.rng.seed(seed)
    hands = [len(p.hand) for p in game.players]
    game.apply(CastSpell(one(game, "Explosion of Riches", "hand")))
    for _ in range(200):
        if game.pending is None:  # the game is over
            return game, hands
        if not game.stack and game.pending.kind == "priority":
            return game, hands
        if game.pending.kind == "priority":
            game.apply(PassPriority())
        elif game.pending.kind == "yes_no":
            game.apply(Choose(game.pending.player in yes))
        else:  # the order of the identical triggers (CR 603.3b); no target is asked
            assert game.pending.kind == "order_triggers", game.pending.kind
            game.apply(game.legal_actions()[0])
    raise AssertionError("never settled")


@pytest.mark.parametrize(("yes", "drawn"), [({1, 2, 3}, 4), ({1, 3}, 3), (set(), 1)])
def test_one_trigger_per_card_drawn(yes: set[int], drawn: int) -> None:
    """Four players: Alice draws, then Bob, Carol and Dan may. Each card drawn is one
    trigger: 5 damage to a random opponent each, 5 x cards drawn in all; Alice takes none,
    and who declined drew nothing."""
    game, hands = _cast(4, yes)
    after = [len(p.hand) for p in game.players]
    assert after == [hands[0] - 1 + 1] + [hands[s] + (s in yes) for s in (1, 2, 3)]
    lost = [40 - p.life for p in game.players]
    assert lost[0] == 0 and sum(lost) == 5 * drawn
    assert all(x % 5 == 0 for x in lost)


def test_two_players_the_only_opponent_takes_all() -> None:
    """With one opponent every trigger targets Bob: Alice's card and Bob's make 10."""
    game, _ = _cast(2, {1})
    assert [p.life for p in game.players] == [40, 30]


def test_every_opponent_can_be_chosen_and_the_seed_decides() -> None:
    """Over several seeds each opponent is hit at least once; the same seed hits the same
    players (randomness only through the game's seeded RNG)."""
    hit: set[int] = set()
    for seed in range(6):
        game, _ = _cast(4, set(), seed)
        hit |= {s for s, p in enumerate(game.players) if p.life < 40}
        again, _ = _cast(4, set(), seed)
        assert [p.life for p in game.players] == [p.life for p in again.players]
    assert hit == {1, 2, 3}


def test_a_player_killed_by_the_first_trigger() -> None:
    """Bob at 5 life with one opponent: the first 5 damage kills him (CR 704.5a), the game
    ends; the second ability never deals damage to anyone else."""
    game, _ = _cast(2, {1}, life=5)
    assert game.players[1].life <= 0 and game.players[0].life == 5
