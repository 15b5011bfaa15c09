"""The greatest mana value among the cards an earlier instruction moved (CR 608.2c, 202.3):
"Whenever this creature deals combat damage to a player, each opponent discards a card.
Each player who discarded a card with the greatest mana value among cards discarded this
way loses life equal to that mana value." (Scythe Specter's rulings: every player tied for
the greatest loses that much; a player who discarded nothing loses nothing.)"""

from __future__ import annotations

from tests.commander_classes._table import advance, compiled, pass_to, record, table
from tests.rules.helpers import one

from grimoire.rules.actions import DeclareAttackers
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

SPECTER = record("Scythe Specter", "{4}{B}{B}", "Creature — Specter",
                 "Flying\nWhenever this creature deals combat damage to a player, each opponent "
                 "discards a card. Each player who discarded a card with the greatest mana "
                 "value among cards discarded this way loses life equal to that mana value.",
                 "4", "4")
RECORDS = (SPECTER,)


def test_the_records_compile() -> None:
    """Every card of this class compiles with nothing the engine ignores."""
    compiled(*RECORDS)


def _hit(*hands: tuple[str, ...]):  # type: ignore[no-untyped-def]
    """Alice's Specter hits Bob; the opponents hold ``hands``."""
    game = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Scythe Specter"),)),
                 *(PlayerSpec(hand=h) for h in hands), step="beginning_of_combat")
    pass_to(game, "declare_attackers", active=0)
    game.apply(DeclareAttackers(((one(game, "Scythe Specter"), Seat(1)),)))
    advance(game, lambda g: g.step == "end_of_combat" or g.step == "main2")
    return game


def test_only_the_greatest_mana_value_loses_life() -> None:
    """Bob discards Hill Giant (4), Carol Colossal Dreadmaw (6), Dave Serra Angel (5):
    only Carol loses 6; Bob loses only the Specter's 4 combat damage."""
    game = _hit(("Hill Giant",), ("Colossal Dreadmaw",), ("Serra Angel",))
    assert [p.life for p in game.players] == [20, 16, 14, 20]
    assert all(not p.hand for p in game.players[1:])


def test_tied_players_each_lose_it_and_an_empty_hand_loses_nothing() -> None:
    """Scythe Specter's ruling: Bob and Carol both discard a 6: both lose 6; Dave has no
    card, discards nothing and loses nothing."""
    game = _hit(("Colossal Dreadmaw",), ("Colossal Dreadmaw",), ())
    assert [p.life for p in game.players] == [20, 10, 14, 20]


def test_lands_discarded_lose_nothing() -> None:
    """A land's mana value is 0 (CR 202.3a): both opponents discarding lands lose 0."""
    game = _hit(("Forest",), ("Island",))
    assert [p.life for p in game.players] == [20, 16, 20]
