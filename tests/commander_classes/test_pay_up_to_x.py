"""A payment whose X the payer chooses within a bound (CR 107.3, 118.3, 608.2d): "Whenever
you gain life, you may pay {X}, where X is less than or equal to the amount of life you
gained. If you do, draw X cards." (Well of Lost Dreams): X is chosen as the ability
resolves, from 0 to the life that event gave, and no more than the player can pay."""

from __future__ import annotations

import pytest
from tests.commander_classes._table import compiled, record, table
from tests.hostile.test_listing_agrees import digest
from tests.rules.helpers import one

from grimoire.errors import IllegalActionError
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

WELL = record("Well of Lost Dreams", "{4}", "Artifact",
              "Whenever you gain life, you may pay {X}, where X is less than or equal to the "
              "amount of life you gained. If you do, draw X cards.")
SALVE = record("Test Salve", "{0}", "Instant", "You gain 4 life.")
TRICKLE = record("Test Trickle", "{0}", "Instant", "You gain 2 life.")
RECORDS = (WELL, SALVE, TRICKLE)
P = PermanentSpec


def test_the_record_compiles() -> None:
    """The Well compiles with nothing the engine ignores."""
    compiled(WELL)


def _gain(spell: str, lands: int) -> Game:
    """Alice (the Well, ``lands`` Plains) casts ``spell``; the Well's trigger is on the stack
    and resolving: the "you may" is pending."""
    game = table(RECORDS, PlayerSpec(hand=(spell,), battlefield=(
        P("Well of Lost Dreams"), *(P("Plains") for _ in range(lands)))), PlayerSpec())
    game.apply(CastSpell(one(game, spell, "hand")))
    for _ in range(20):
        assert game.pending is not None
        if game.pending.kind == "yes_no":
            return game
        game.apply(PassPriority())
    raise AssertionError("no trigger")


def test_x_is_bounded_by_the_life_gained_and_draws_that_many() -> None:
    """Gaining 4 with 5 Plains: X may be 0 to 4; Alice pays 3 and draws 3 (three Plains
    tapped)."""
    game = _gain("Test Salve", 5)
    hand = len(game.players[0].hand)
    game.apply(Choose(True))
    assert game.pending is not None and game.pending.kind == "choose_number"
    assert game.pending.options == (0, 1, 2, 3, 4)
    game.apply(Choose(3))
    assert len(game.players[0].hand) == hand + 3
    assert sum(1 for o in game.objects.values() if o.name == "Plains" and o.tapped) == 3


def test_x_is_bounded_by_what_can_be_paid() -> None:
    """Gaining 4 with 2 Plains: X may be 0 to 2 (CR 118.3: no more than she can pay); a
    number outside is refused and nothing changes."""
    game = _gain("Test Salve", 2)
    game.apply(Choose(True))
    assert game.pending is not None and game.pending.options == (0, 1, 2)
    before, state = game.save(), digest(game)
    with pytest.raises(IllegalActionError):
        game.apply(Choose(3))
    assert game.save() == before and digest(game) == state


def test_a_smaller_gain_is_a_smaller_bound() -> None:
    """Gaining 2 with 5 Plains: X may be 0 to 2."""
    game = _gain("Test Trickle", 5)
    game.apply(Choose(True))
    assert game.pending is not None and game.pending.options == (0, 1, 2)


def test_declining_draws_nothing_and_pays_nothing() -> None:
    """ "you may" declined: no draw, no land tapped."""
    game = _gain("Test Salve", 5)
    hand = len(game.players[0].hand)
    game.apply(Choose(False))
    assert len(game.players[0].hand) == hand
    assert not any(o.tapped for o in game.objects.values() if o.name == "Plains")
