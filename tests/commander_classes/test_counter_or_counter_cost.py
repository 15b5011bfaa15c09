""""{1}{R}, Remove a +1/+1 counter or a charge counter from a permanent you control: This
enchantment deals 2 damage to any target." (Ion Storm): a cost of one counter of either
kind from one permanent the player controls, the permanent and the kind chosen as the cost
is paid (CR 601.2h, 602.2b); a cost that can't be paid can't be activated (CR 118.3)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import one

from grimoire.rules.actions import ActivateAbility, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

STORM = record("Ion Storm", "{2}{R}", "Enchantment",
               "{1}{R}, Remove a +1/+1 counter or a charge counter from a permanent you "
               "control: This enchantment deals 2 damage to any target.")
VAULT = record("Test Vault", "{2}", "Artifact", "{T}: You gain 1 life.")


def test_the_record_compiles() -> None:
    """The cost is read whole (both kinds), so the card plays."""
    compiled(STORM)


def _game(*mine: PermanentSpec, theirs: tuple[PermanentSpec, ...] = ()) -> Game:
    return table((STORM, VAULT), PlayerSpec(battlefield=(
        PermanentSpec("Ion Storm"), PermanentSpec("Mountain"), PermanentSpec("Mountain"),
        *mine)), PlayerSpec(battlefield=theirs))


def _activations(game: Game) -> list[ActivateAbility]:
    storm = one(game, "Ion Storm")
    return [a for a in game.legal_actions() if isinstance(a, ActivateAbility)
            and a.source == storm and a.targets == ((Seat(1),),)]


def _counters(game: Game, name: str) -> dict[str, int]:
    return {k: v for k, v in game.objects[one(game, name)].counters.items() if v}


def test_either_kind_pays_and_the_player_chooses() -> None:
    """A creature with a +1/+1 counter and an artifact with a charge counter: two ways; the
    charge counter paid, the creature keeps its +1/+1 counter and Bob takes 2."""
    game = _game(PermanentSpec("Grizzly Bears", counters=(("+1/+1", 1),)),
                 PermanentSpec("Test Vault", counters=(("charge", 1),)))
    ways = _activations(game)
    assert len(ways) == 2
    vault = one(game, "Test Vault")
    by_charge = [a for a in ways if a.costs != (one(game, "Grizzly Bears"),)]
    assert len(by_charge) == 1 and by_charge[0].costs != (vault,)
    game.apply(by_charge[0])
    assert _counters(game, "Test Vault") == {}
    assert _counters(game, "Grizzly Bears") == {"+1/+1": 1}
    while game.stack:
        game.apply(PassPriority())
    assert game.players[1].life == 18


def test_one_permanent_with_both_kinds_two_ways() -> None:
    """A permanent with both kinds: either may be removed (one counter only)."""
    game = _game(PermanentSpec("Test Vault", counters=(("+1/+1", 1), ("charge", 2))))
    ways = _activations(game)
    assert len(ways) == 2
    game.apply(next(a for a in ways if a.costs == (one(game, "Test Vault"),)))
    assert _counters(game, "Test Vault") == {"charge": 2}


def test_no_counter_no_activation() -> None:
    """CR 118.3: no +1/+1 or charge counter on a permanent Alice controls (only on Bob's,
    or another kind on hers): it can't be activated."""
    game = _game(PermanentSpec("Test Vault", counters=(("-1/-1", 1),)),
                 theirs=(PermanentSpec("Grizzly Bears", counters=(("+1/+1", 2),)),))
    assert _activations(game) == []
