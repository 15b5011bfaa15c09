"""Counts over players and players picked by a quality (CR 800.4a, 608.2c): "the number of
opponents you have", "for each opponent who controls fewer creatures than you", "each
opponent who has three or more poison counters", "for each opponent whose life total is
less than half their starting life total" (CR 103.4, 903.7)."""

from __future__ import annotations

import pytest
from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import one

from grimoire.rules import query
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.formats import FORMATS
from grimoire.rules.game import Game
from grimoire.rules.multiplayer import leave_game
from grimoire.rules.position import PermanentSpec, PlayerSpec

SPHINX = record("Inspired Sphinx", "{5}{U}{U}", "Creature — Sphinx",
                "Flying\nWhen this creature enters, draw cards equal to the number of opponents "
                "you have.\n{3}{U}: Create a 1/1 colorless Thopter artifact creature token with "
                "flying.", "5", "5")
VOICE = record("Voice of Many", "{2}{G}{G}", "Creature — Elf Druid",
               "When this creature enters, draw a card for each opponent who controls fewer "
               "creatures than you.", "3", "3")
FEED = record("Feed the Infection", "{3}{B}", "Sorcery",
              "You draw three cards and you lose 3 life.\nCorrupted — Each opponent who has three "
              "or more poison counters loses 3 life.")
ANYA = record("Anya, Merciless Angel", "{3}{R}{W}", "Legendary Creature — Angel",
              "Flying\nAnya gets +3/+3 for each opponent whose life total is less than half their "
              "starting life total.\nAs long as an opponent's life total is less than half their "
              "starting life total, Anya has indestructible.", "4", "4")
RECORDS = (SPHINX, VOICE, FEED, ANYA)


def test_the_records_compile() -> None:
    """The four cards compile with nothing the engine ignores."""
    compiled(*RECORDS)


def _resolve(game: Game, name: str) -> None:
    game.apply(CastSpell(one(game, name, "hand")))
    while game.stack or (game.pending is not None and game.pending.kind != "priority"):
        assert game.pending is not None
        game.apply(PassPriority() if game.pending.kind == "priority"
                   else game.legal_actions()[0])


def _lands(name: str, n: int) -> tuple[PermanentSpec, ...]:
    return tuple(PermanentSpec(name) for _ in range(n))


@pytest.mark.parametrize("left", [False, True])
def test_inspired_sphinx_counts_the_opponents_still_in_the_game(left: bool) -> None:
    """Four players: Alice has three opponents and draws three; once Dave has left the game
    he is no one's opponent (CR 800.4a, 102.3) and she draws two."""
    game = table(RECORDS, PlayerSpec(hand=("Inspired Sphinx",), battlefield=_lands("Island", 7)),
                 PlayerSpec(), PlayerSpec(), PlayerSpec())
    if left:
        game.players[3].lost = True
        leave_game(game, 3)
    _resolve(game, "Inspired Sphinx")
    assert len(game.players[0].hand) == (2 if left else 3)


def test_voice_of_many_counts_opponents_with_fewer_creatures() -> None:
    """With the Voice on the battlefield Alice controls two creatures: Bob (none) and Carol
    (one) control fewer, Dave (two) doesn't, so she draws two cards."""
    bears = PermanentSpec("Grizzly Bears")
    game = table(RECORDS, PlayerSpec(hand=("Voice of Many",),
                                     battlefield=(*_lands("Forest", 4), bears)),
                 PlayerSpec(), PlayerSpec(battlefield=(bears,)),
                 PlayerSpec(battlefield=(bears, PermanentSpec("Hill Giant"))))
    _resolve(game, "Voice of Many")
    assert len(game.players[0].hand) == 2


def test_feed_the_infection_hits_only_the_corrupted_opponents() -> None:
    """Bob (3 poison) and Dave (5) lose 3 life; Carol (2) doesn't; Alice draws three and
    loses 3 (she is no opponent of hers, whatever her poison)."""
    game = table(RECORDS, PlayerSpec(hand=("Feed the Infection",), battlefield=_lands("Swamp", 4)),
                 PlayerSpec(), PlayerSpec(), PlayerSpec())
    for seat, poison in ((0, 4), (1, 3), (2, 2), (3, 5)):
        game.players[seat].counters["poison"] = poison
    _resolve(game, "Feed the Infection")
    assert [p.life for p in game.players] == [17, 17, 20, 17]
    assert len(game.players[0].hand) == 3


@pytest.mark.parametrize(("lives", "commander", "size", "indestructible"), [
    ((19, 20, 5), True, 10, True),   # 40 to start: 19 and 5 are below 20, 20 isn't
    ((25, 30, 40), True, 4, False),
    ((9, 10, 20), False, 7, True),   # 20 to start: only 9 is below 10
])
def test_anya_counts_opponents_below_half_their_starting_life(
        lives: tuple[int, int, int], commander: bool, size: int, indestructible: bool) -> None:
    """CR 103.4, 903.7: the starting life total is the format's (40 in Commander); "less
    than half" is strict. Each such opponent gives +3/+3; any one gives indestructible."""
    game = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Anya, Merciless Angel"),)),
                 *(PlayerSpec(life=life) for life in lives))
    if commander:
        game.format = FORMATS["commander"]
    anya = game.objects[one(game, "Anya, Merciless Angel")]
    game.version += 1
    assert (query.power(game, anya), query.toughness(game, anya)) == (size, size)
    assert query.has_keyword(game, anya, "indestructible") is indestructible
    game.players[1].life = 100 if commander else 30  # the condition changes: read again
    game.players[3].life = 100
    game.version += 1
    assert query.power(game, anya) == (4 if lives[1] >= (20 if commander else 10) else 7)
