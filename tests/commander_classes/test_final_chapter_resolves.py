"""Triggers on a Saga's final chapter ability resolving (CR 714.2d: the final chapter ability
is the chapter ability with the highest chapter number; CR 608.2b: an ability removed with
every target illegal doesn't resolve; CR 608.2h: "that Saga's mana value" is read as the Saga
last existed, since the Saga is sacrificed before the trigger resolves, CR 704.5s):
"Whenever the final chapter ability of a Saga you control resolves, each opponent loses X life
and you gain X life, where X is that Saga's mana value." (Narci, Fable Singer).
"""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, settle, table
from tests.rules.helpers import ids, one

from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

NARCI = record("Narci, Fable Singer", "{1}{W}{B}{G}", "Legendary Creature — Human Bard",
               "Lifelink\nWhenever you sacrifice an enchantment, draw a card.\nWhenever the "
               "final chapter ability of a Saga you control resolves, each opponent loses X "
               "life and you gain X life, where X is that Saga's mana value.", "3", "3")
SAGA = record("Test Chronicle", "{2}{W}{W}", "Enchantment — Saga",
              "(As this Saga enters and after your draw step, add a lore counter. Sacrifice "
              "after III.)\nI — You gain 1 life.\nII — You gain 1 life.\nIII — Destroy "
              "target creature an opponent controls.")
NAUGHT = record("Naturalize", "{1}{G}", "Instant", "Destroy target artifact or enchantment.")
UNSUMMON = record("Unsummon", "{U}", "Instant", "Return target creature to its owner's hand.")
TALE = record("Test Tale", "{1}{B}", "Enchantment — Saga",
              "(As this Saga enters and after your draw step, add a lore counter. Sacrifice "
              "after II.)\nI — You gain 1 life.\nII — You gain 2 life.")
RECORDS = (NARCI, SAGA, NAUGHT, UNSUMMON, TALE)


def test_the_records_compile() -> None:
    """Narci compiles with nothing the engine doesn't honour."""
    compiled(NARCI, SAGA, TALE)


def _to_main(game: Game) -> None:
    """Pass from the draw step to the first main phase, where the lore counter is put."""
    for _ in range(20):
        assert game.pending is not None
        if game.step == "main1":
            return
        game.apply(PassPriority())
    raise AssertionError("no main phase")


def _game(lore: int, saga_seat: int = 0, extra: tuple[PermanentSpec, ...] = (),
          name: str = "Test Chronicle") -> Game:
    saga = (PermanentSpec(name, counters=(("lore", lore),)),)
    bears = (PermanentSpec("Grizzly Bears"),)
    mine = (PermanentSpec("Narci, Fable Singer"), *(saga if saga_seat == 0 else ()), *extra)
    bobs = (*bears, *(saga if saga_seat == 1 else ()))
    return table(RECORDS, PlayerSpec(battlefield=mine, hand=("Naturalize", "Unsummon")),
                 PlayerSpec(battlefield=bobs), PlayerSpec(), PlayerSpec(), step="draw",
                 active=saga_seat)


def test_final_chapter_drains_each_opponent() -> None:
    """Four players: chapter III resolves (Bob's Bears destroyed); the Saga (mana value 4)
    is sacrificed (CR 704.5s), so Narci also draws; each of the three opponents loses 4,
    Alice gains 4."""
    game = _game(2)
    hand = len(game.players[0].hand)
    _to_main(game)
    settle(game, 100)
    assert ids(game, "Grizzly Bears", "graveyard")
    assert ids(game, "Test Chronicle", "graveyard")
    assert [p.life for p in game.players] == [24, 16, 16, 16]
    assert len(game.players[0].hand) == hand + 1  # "Whenever you sacrifice an enchantment"


def test_earlier_chapter_does_not_trigger() -> None:
    """Chapter II isn't the final chapter ability (CR 714.2d): no drain."""
    game = _game(1)
    _to_main(game)
    settle(game, 100)
    assert [p.life for p in game.players] == [21, 20, 20, 20]
    assert ids(game, "Test Chronicle")


def test_an_opponents_saga_does_not_trigger() -> None:
    """Bob's Saga's final chapter resolves in his turn: not a Saga Alice controls."""
    game = _game(1, saga_seat=1, name="Test Tale")
    _to_main(game)
    settle(game, 100)
    assert ids(game, "Test Tale", "graveyard") and ids(game, "Narci, Fable Singer")
    assert [p.life for p in game.players] == [20, 22, 20, 20]


def test_the_final_chapter_is_the_highest_number() -> None:
    """A two-chapter Saga (mana value 2): chapter II is its final chapter ability."""
    game = _game(1, name="Test Tale")
    _to_main(game)
    settle(game, 100)
    assert [p.life for p in game.players] == [24, 18, 18, 18]


def test_final_chapter_without_its_target_does_not_resolve() -> None:
    """With chapter III on the stack, Alice returns its only target to Bob's hand: the
    ability is removed without resolving (CR 608.2b), so Narci doesn't trigger."""
    game = _game(2, extra=(PermanentSpec("Island"),))
    _to_main(game)
    assert game.stack and game.pending is not None and game.pending.player == 0
    game.apply(CastSpell(one(game, "Unsummon", "hand"), targets=((one(game, "Grizzly Bears"),),)))
    settle(game, 100)
    assert ids(game, "Grizzly Bears", "hand")
    assert [p.life for p in game.players] == [20, 20, 20, 20]


def test_saga_gone_before_its_final_chapter_resolves() -> None:
    """The Saga is destroyed with chapter III on the stack; the ability still resolves and
    Narci reads the Saga as it last existed (CR 608.2h): X = 4."""
    game = _game(2, extra=(PermanentSpec("Forest"), PermanentSpec("Forest")))
    _to_main(game)
    game.apply(CastSpell(one(game, "Naturalize", "hand"),
                         targets=((one(game, "Test Chronicle"),),)))
    settle(game, 100)
    assert ids(game, "Grizzly Bears", "graveyard")
    assert [p.life for p in game.players] == [24, 16, 16, 16]
