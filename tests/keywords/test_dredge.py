"""Dredge (CR 702.52) in real games: "As long as you have at least N cards in your library,
if you would draw a card, you may instead mill N cards and return this card from your
graveyard to your hand."

Oracle records (Scryfall oracle-cards 2025-09-25) are embedded so the tests need no
``../shared/data``.
"""

from __future__ import annotations

from tests.dice_rules._util import cast, game, ids, lands, one, resolve

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import events as ev
from grimoire.rules.actions import Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

_REMINDER = ("(If you would draw a card, you may mill {n} cards instead. If you do, return "
             "this card from your graveyard to your hand.)")
RECORDS = {r["name"]: r for r in (
    {"name": "Darkblast", "type_line": "Instant", "mana_cost": "{B}",
     "oracle_text": "Target creature gets -1/-1 until end of turn.\nDredge 3 "
     + _REMINDER.format(n="three")},
    {"name": "Stinkweed Imp", "type_line": "Creature — Imp", "mana_cost": "{2}{B}",
     "power": "1", "toughness": "2",
     "oracle_text": "Flying\nWhenever this creature deals combat damage to a creature, "
     "destroy that creature.\nDredge 5 " + _REMINDER.format(n="five")},
    {"name": "Divination", "type_line": "Sorcery", "mana_cost": "{2}{U}",
     "oracle_text": "Draw two cards."},
)}
LIBRARY = ("Forest", "Mountain", "Island", "Swamp", "Plains", "Forest", "Mountain")


def _defs() -> list[ir.CardDefinition]:
    return [compile_source(dict(r)) for r in RECORDS.values()]


def _game(graveyard: tuple[str, ...], *, library: tuple[str, ...] = LIBRARY,
          hand: tuple[str, ...] = (), step: str = "upkeep",
          battlefield: tuple[object, ...] = ()) -> Game:
    me = PlayerSpec(library=library, graveyard=graveyard, hand=hand,
                    battlefield=battlefield)  # type: ignore[arg-type]
    return game(me, PlayerSpec(), step=step, extra=_defs())


def _to_draw(g: Game) -> None:
    """Pass priority in the upkeep until the draw step's draw asks or is done."""
    while g.pending is not None and g.pending.kind == "priority" and g.step == "upkeep":
        g.apply(PassPriority())


def _choose(g: Game, word: str) -> None:
    """Answer the pending replacement choice with the option whose key ends in ``word``
    (``"draw"``: draw normally) or names the card ``word``."""
    assert g.pending is not None and g.pending.kind == "order_replacements"
    assert g.pending.rule == "CR 616.1"
    for key in g.pending.options:
        last = key[-1]  # type: ignore[index]
        if last == word or (isinstance(last, int) and g.objects[last].name == word):
            g.apply(Choose(key))
            return
    raise AssertionError(f"no option {word!r} in {g.pending.options}")


def _drawn(g: Game) -> int:
    return sum(1 for e in g.events if isinstance(e, ev.CardDrawn) and e.player == 0)


def test_compiled_without_gaps() -> None:
    """CR 702.52a: dredge is honoured where printed (no engine gap)."""
    for name in ("Darkblast", "Stinkweed Imp"):
        assert engine_gaps(compile_source(dict(RECORDS[name]))) == []


def test_draw_step_dredge_mills_and_returns_the_card() -> None:
    """CR 702.52a, 504.1: the draw step's draw may be replaced: Darkblast's controller mills
    three cards and returns it to their hand; no card is drawn (CR 121.1)."""
    g = _game(("Darkblast",))
    hand, library = len(g.players[0].hand), len(g.players[0].library)
    _to_draw(g)
    _choose(g, "Darkblast")
    assert one(g, "Darkblast", "hand")
    assert ids(g, "Darkblast", "graveyard") == []
    assert len(g.players[0].hand) == hand + 1
    assert len(g.players[0].library) == library - 3
    assert len(g.players[0].graveyard) == 3  # the three milled cards
    assert _drawn(g) == 0
    assert g.step == "draw" and g.pending is not None and g.pending.kind == "priority"


def test_dredge_declined_draws_normally() -> None:
    """CR 702.52a: "you may": declined, the card is drawn and Darkblast stays."""
    g = _game(("Darkblast",))
    library = len(g.players[0].library)
    _to_draw(g)
    _choose(g, "draw")
    assert one(g, "Darkblast", "graveyard")
    assert len(g.players[0].library) == library - 1
    assert _drawn(g) == 1


def test_not_enough_cards_in_library_no_dredge() -> None:
    """CR 702.52b: with fewer than five cards in their library, Stinkweed Imp can't dredge:
    nobody is asked and the card is drawn."""
    g = _game(("Stinkweed Imp",), library=("Forest", "Island", "Swamp", "Plains"))
    _to_draw(g)
    assert g.step == "draw" and g.pending is not None and g.pending.kind == "priority"
    assert _drawn(g) == 1
    assert one(g, "Stinkweed Imp", "graveyard")


def test_choosing_between_two_dredge_cards() -> None:
    """CR 616.1, 702.52a: with two dredge cards the player picks which one replaces the
    draw; the other stays in the graveyard."""
    g = _game(("Darkblast", "Stinkweed Imp"))
    _to_draw(g)
    assert len(g.pending.options) == 3 if g.pending else False  # draw, or either card
    _choose(g, "Stinkweed Imp")
    assert one(g, "Stinkweed Imp", "hand")
    assert one(g, "Darkblast", "graveyard")
    assert len(g.players[0].library) == len(LIBRARY) - 5


def test_draw_two_asks_for_each_card_and_draws_no_extra() -> None:
    """CR 121.2, 702.52a: "Draw two cards" is two draws, each of which may be replaced; the
    instruction that stopped to ask doesn't repeat a draw already made."""
    g = _game(("Darkblast",), hand=("Divination",), step="main1",
              battlefield=lands("Island", 3))
    hand = len(g.players[0].hand)
    cast(g, "Divination")
    g.apply(PassPriority())
    g.apply(PassPriority())
    _choose(g, "Darkblast")  # the first draw: dredge 3
    assert one(g, "Darkblast", "hand")
    # the second draw: Darkblast is in the hand now, nothing can dredge: drawn
    resolve(g)
    assert _drawn(g) == 1
    assert len(g.players[0].hand) == hand - 1 + 2  # Divination cast; Darkblast + a card
    assert len(g.players[0].library) == len(LIBRARY) - 3 - 1


def test_draw_two_dredge_declined_then_taken() -> None:
    """CR 121.2: each draw is its own choice: drawing the first card normally doesn't answer
    the second draw's question."""
    g = _game(("Darkblast",), hand=("Divination",), step="main1",
              battlefield=lands("Island", 3))
    cast(g, "Divination")
    g.apply(PassPriority())
    g.apply(PassPriority())
    _choose(g, "draw")
    _choose(g, "Darkblast")
    resolve(g)
    assert _drawn(g) == 1
    assert one(g, "Darkblast", "hand")
    assert len(g.players[0].library) == len(LIBRARY) - 1 - 3


def test_dredge_in_hand_or_on_battlefield_does_nothing() -> None:
    """CR 702.52a: dredge functions only while the card is in its owner's graveyard."""
    g = _game((), hand=("Darkblast",))
    _to_draw(g)
    assert _drawn(g) == 1
    assert g.pending is not None and g.pending.kind == "priority"


def test_opponents_dredge_card_does_not_replace_my_draw() -> None:
    """CR 702.52a: "if you would draw": only its owner's draws are replaced."""
    me = PlayerSpec(library=LIBRARY)
    them = PlayerSpec(graveyard=("Darkblast",))
    g = game(me, them, step="upkeep", extra=_defs())
    _to_draw(g)
    assert _drawn(g) == 1
    assert one(g, "Darkblast", "graveyard")
