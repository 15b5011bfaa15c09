"""Paying life rather than a spell's mana cost, once during each of your turns (CR 118.9:
an alternative cost, one per spell; CR 119.4: life can be paid only up to the life total;
CR 202.3: the mana value; CR 601.2b, 601.2f-h): "Once during each of your turns, you may
cast an enchantment spell by paying life equal to its mana value rather than paying its mana
cost." (Demon of Fate's Design; its second ability in test_sacrificed_mana_value).
"""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, settle, table
from tests.rules.helpers import ids

from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

DEMON = record("Demon of Fate's Design", "{4}{B}{B}", "Enchantment Creature — Demon",
               "Flying, trample\nOnce during each of your turns, you may cast an enchantment "
               "spell by paying life equal to its mana value rather than paying its mana "
               "cost.\n{2}{B}, Sacrifice another enchantment: This creature gets +X/+0 until "
               "end of turn, where X is the sacrificed enchantment's mana value.", "6", "6")
ANTHEM = record("Test Anthem", "{3}{W}", "Enchantment", "Creatures you control get +0/+1.")
FLASHY = record("Test Flash Ward", "{2}{W}", "Enchantment", "Flash\nYou have hexproof.")
GIANT = record("Test Giant", "{3}{G}", "Creature — Giant", "", "4", "4")
RECORDS = (DEMON, ANTHEM, FLASHY, GIANT)


def test_the_records_compile() -> None:
    """Demon of Fate's Design compiles with nothing the engine doesn't honour."""
    compiled(DEMON)


def _game(hand: tuple[str, ...], *, demons: int = 1, life: int = 20, active: int = 0,
          lands: int = 0) -> Game:
    mine = (*(PermanentSpec("Demon of Fate's Design") for _ in range(demons)),
            *(PermanentSpec("Plains") for _ in range(lands)))
    return table(RECORDS, PlayerSpec(hand=hand, battlefield=mine, life=life), PlayerSpec(),
                 PlayerSpec(), active=active)


def _life_casts(game: Game, name: str) -> list[CastSpell]:
    """The casts of the card ``name`` for an alternative cost (none of these has its own)."""
    return [a for a in game.legal_actions() if isinstance(a, CastSpell) and a.alt is not None
            and game.objects[a.card].name == name]


def test_pays_life_equal_to_mana_value() -> None:
    """Three players: no land, the Anthem (mana value 4) is cast for 4 life and resolves."""
    game = _game(("Test Anthem",))
    [cast] = _life_casts(game, "Test Anthem")
    game.apply(cast)
    settle(game)
    assert game.players[0].life == 16 and ids(game, "Test Anthem")


def test_once_each_turn() -> None:
    """After one spell cast this way, the second Anthem can only be cast for its mana cost
    (four Plains: offered normally, not for life)."""
    game = _game(("Test Anthem", "Test Anthem"), lands=4)
    game.apply(_life_casts(game, "Test Anthem")[0])
    settle(game)
    assert not _life_casts(game, "Test Anthem")
    assert [a for a in game.legal_actions() if isinstance(a, CastSpell)]


def test_two_demons_two_uses() -> None:
    """Each Demon has its own once: two Anthems for 8 life."""
    game = _game(("Test Anthem", "Test Anthem"), demons=2)
    game.apply(_life_casts(game, "Test Anthem")[0])
    settle(game)
    game.apply(_life_casts(game, "Test Anthem")[0])
    settle(game)
    assert game.players[0].life == 12 and len(ids(game, "Test Anthem")) == 2
    assert not _life_casts(game, "Test Anthem")


def test_only_enchantment_spells() -> None:
    """A creature spell that isn't an enchantment isn't offered the cost."""
    game = _game(("Test Giant",))
    assert not _life_casts(game, "Test Giant")


def test_not_during_an_opponents_turn() -> None:
    """"Once during each of your turns": a flash enchantment in Bob's turn can't be cast for
    life."""
    game = _game(("Test Flash Ward",), active=1)
    assert game.pending is not None
    for _ in range(10):
        if game.pending.player == 0:
            break
        settle(game) if game.stack else game.apply(game.legal_actions()[0])
    assert game.pending.player == 0
    assert not _life_casts(game, "Test Flash Ward")


def test_cannot_pay_more_life_than_you_have() -> None:
    """CR 119.4: with 3 life, the Anthem's 4 life can't be paid."""
    game = _game(("Test Anthem",), life=3)
    assert not _life_casts(game, "Test Anthem")
