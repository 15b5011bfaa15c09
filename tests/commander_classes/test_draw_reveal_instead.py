"""Abundance: "If you would draw a card, you may instead choose land or nonland and reveal
cards from the top of your library until you reveal a card of the chosen kind. Put that card
into your hand and put all other cards revealed this way on the bottom of your library in any
order." A replacement effect (CR 614.1a, 614.6) with a "may" (declined: the card is drawn),
chosen for each draw separately (CR 121.2; the ruling on multi-card draws), that draws
nothing (the ruling: nothing that triggers on a draw triggers) and applies with an empty
library (the ruling: no draw from an empty library, CR 121.4, 704.5b); with no card of the
chosen kind the whole library is revealed and ordered (the ruling). The draw step's draw
(CR 504.1) can be replaced too.
"""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import one

from grimoire.rules import events as ev
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

ABUNDANCE = record("Abundance", "{2}{G}{G}", "Enchantment",
                   "If you would draw a card, you may instead choose land or nonland and "
                   "reveal cards from the top of your library until you reveal a card of the "
                   "chosen kind. Put that card into your hand and put all other cards revealed "
                   "this way on the bottom of your library in any order.")
DIVINATION = record("Divination", "{2}{U}", "Sorcery", "Draw two cards.")
SCRIBE = record("Test Scribe", "{1}{U}", "Creature — Human",
                "Whenever you draw a card, you gain 1 life.", "1", "1")
RECORDS = (ABUNDANCE, DIVINATION, SCRIBE)
# listed top card first
LIBRARY = ("Grizzly Bears", "Hill Giant", "Serra Angel", "Forest", "Giant Spider", "Island")


def test_the_records_compile() -> None:
    """Abundance compiles with nothing the engine doesn't honour."""
    compiled(ABUNDANCE)


def _game(library: tuple[str, ...] = LIBRARY, *, step: str = "main1",
          scribe: bool = False) -> Game:
    mine = (PermanentSpec("Abundance"), *(PermanentSpec("Island") for _ in range(3)),
            *((PermanentSpec("Test Scribe"),) if scribe else ()))
    spec = PlayerSpec(hand=("Divination",), battlefield=mine, library=library)
    game = table(RECORDS, spec, PlayerSpec(), PlayerSpec(), PlayerSpec(), step=step)
    if not library:  # (the table fills empty libraries)
        game.players[0].library.clear()
    return game


def _names(game: Game, oids: list[int]) -> list[str]:
    return [game.objects[o].name for o in oids]


def _answer(game: Game, kinds: list[str], bottom: list[str], until: str | None = None) -> None:
    """Resolve the stack, answering each replacement choice with the next of ``kinds``
    ("draw", "land", "nonland") and each bottom-order question with the next card named in
    ``bottom`` (bottommost first)."""
    for _ in range(200):
        pending = game.pending
        assert pending is not None
        if pending.kind == "priority":
            if not game.stack and (until is None or game.step == until):
                return
            game.apply(PassPriority())
        elif pending.kind == "order_replacements":
            want = kinds.pop(0)
            game.apply(Choose(next(k for k in pending.options if k[-1] == want)))
        elif pending.kind == "choose_objects":
            name = bottom.pop(0)
            game.apply(Choose((next(o for o in pending.options
                                     if game.objects[o].name == name),)))
        else:
            game.apply(game.legal_actions()[0])
    raise AssertionError("never settled")


def _cast(game: Game, kinds: list[str], bottom: list[str]) -> None:
    game.apply(CastSpell(one(game, "Divination", "hand")))
    _answer(game, kinds, bottom)
    assert not kinds and not bottom


def _top_first(game: Game) -> list[str]:
    return _names(game, list(reversed(game.players[0].library)))


def test_land_then_nonland_each_draw_separately() -> None:
    """"Draw two cards": the first draw reveals Bears, Giant, Angel, Forest (land chosen):
    the Forest goes to the hand, the three others to the bottom in the order chosen (Angel
    bottommost, then Bears, then Giant); the second draw (nonland) finds Giant Spider."""
    game = _game()
    _cast(game, ["land", "nonland"], ["Serra Angel", "Grizzly Bears"])
    hand = _names(game, game.players[0].hand)
    assert sorted(hand) == ["Forest", "Giant Spider"]
    assert _top_first(game) == ["Island", "Hill Giant", "Grizzly Bears", "Serra Angel"]


def test_declined_draws_normally() -> None:
    """"You may": declined both times, the two top cards are drawn."""
    game = _game()
    _cast(game, ["draw", "draw"], [])
    assert sorted(_names(game, game.players[0].hand)) == ["Grizzly Bears", "Hill Giant"]


def test_declined_once_then_applied() -> None:
    """Each draw is its own choice: drawn normally first, then "land" for the second."""
    game = _game()
    _cast(game, ["draw", "land"], ["Serra Angel"])
    assert sorted(_names(game, game.players[0].hand)) == ["Forest", "Grizzly Bears"]
    assert _top_first(game) == ["Giant Spider", "Island", "Hill Giant", "Serra Angel"]


def test_nothing_is_drawn() -> None:
    """Replaced, the draw doesn't happen: no draw event, "whenever you draw" doesn't
    trigger (the ruling)."""
    game = _game(scribe=True)
    mark = len(game.events)
    _cast(game, ["nonland", "nonland"], [])
    assert not [e for e in game.events[mark:] if isinstance(e, ev.CardDrawn)]
    assert game.players[0].life == 20


def test_no_card_of_that_kind() -> None:
    """No land in the library: nothing goes to the hand and the whole library is put back
    in the order chosen (the ruling)."""
    game = _game(("Grizzly Bears", "Hill Giant", "Serra Angel"))
    _cast(game, ["land", "draw"], ["Hill Giant", "Serra Angel"])
    assert _names(game, game.players[0].hand) == ["Grizzly Bears"]
    assert _top_first(game) == ["Serra Angel", "Hill Giant"]


def test_empty_library_doesnt_lose() -> None:
    """With an empty library the draw is replaced: no draw from an empty library, so no
    loss (the ruling; CR 121.4, 704.5b)."""
    game = _game(())
    _cast(game, ["land", "nonland"], [])
    assert not game.players[0].drew_from_empty and not game.players[0].lost


def test_draw_step_draw_replaced() -> None:
    """The draw step's draw (CR 504.1) can be replaced: nonland, with Forest on top."""
    game = _game(("Forest", "Hill Giant", "Island"), step="upkeep")
    hand = len(game.players[0].hand)
    _answer(game, ["nonland"], [], until="main1")
    assert _names(game, game.players[0].hand[hand:]) == ["Hill Giant"]
    assert _top_first(game) == ["Island", "Forest"]


def test_opponents_draws_are_not_replaced() -> None:
    """Only its controller's draws: Bob's draw step draw is a plain draw, no question."""
    game2 = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Abundance"),)),
                  PlayerSpec(library=("Hill Giant", "Forest")), step="upkeep", active=1)
    _answer(game2, [], [], until="main1")
    assert _names(game2, game2.players[1].hand) == ["Hill Giant"]
