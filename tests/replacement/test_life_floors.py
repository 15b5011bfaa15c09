"""Life floors (CR 614.1a, 120.4c): "Damage that would reduce your life total to less than 1
reduces it to 1 instead" (Ali from Cairo) and its conditional form (Worship: "If you control
a creature, ...").

Expectations from the rulings: Worship "reduces your life total to 1, not the damage to 1";
the damage is still dealt in full (a lifelink source's controller gains all of it, Elderscale
Wurm's and Angel's Grace's rulings; the DamageDealt event carries all of it); loss of life
that isn't damage bypasses it (Worship's ruling: Sign in Blood's 2); Worship does nothing
without a creature (the condition changed); Ali's floor is for its controller only."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record
from tests.rules.helpers import finish_combat, game_at, one, perm, resolve_stack

from grimoire.oracle.compiler import compile_source
from grimoire.rules import events as ev
from grimoire.rules.actions import CastSpell, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

ALI = record("Ali from Cairo", "{2}{R}{R}", "Creature — Human",
             "Damage that would reduce your life total to less than 1 reduces it to 1 "
             "instead.", "0", "1")
WORSHIP = record("Worship", "{3}{W}", "Enchantment",
                 "If you control a creature, damage that would reduce your life total to less "
                 "than 1 reduces it to 1 instead.")
SIGN = record("Sign in Blood", "{B}{B}", "Sorcery",
              "Target player draws two cards and loses 2 life.")
ALL = (ALI, WORSHIP, SIGN)
EXTRA = tuple(compile_source(r) for r in ALL)


def test_the_records_compile() -> None:
    compiled(ALI, WORSHIP)


def _game(alice: tuple[str, ...], *, life: int = 2, bob: tuple[str, ...] = (),
          bob_hand: tuple[str, ...] = ("Lightning Bolt",), step: str = "main1") -> Game:
    """Bob's turn; Alice at ``life`` with ``alice`` on the battlefield."""
    swamps = tuple(perm("Swamp") for _ in range(2))
    mountains = tuple(perm("Mountain") for _ in range(2))
    return game_at(PlayerSpec(life=life, battlefield=tuple(map(perm, alice))),
                   PlayerSpec(hand=bob_hand, battlefield=(*map(perm, bob), *swamps,
                                                           *mountains)),
                   active=1, step=step, extra=EXTRA)


def _cast_at_alice(game: Game, name: str) -> None:
    game.apply(CastSpell(one(game, name, "hand"), targets=((Seat(0),),)))
    resolve_stack(game)


def test_ali_keeps_you_at_one_and_the_damage_is_dealt_in_full() -> None:
    game = _game(("Ali from Cairo",))
    _cast_at_alice(game, "Lightning Bolt")
    assert game.players[0].life == 1 and not game.players[0].lost
    dealt = [e for e in game.events if isinstance(e, ev.DamageDealt) and e.target == -1]
    assert dealt and dealt[-1].amount == 3


def test_ali_above_the_floor_damage_as_usual() -> None:
    """At 20, the Bolt reduces Alice to 17: not below 1, the floor doesn't apply."""
    game = _game(("Ali from Cairo",), life=20)
    _cast_at_alice(game, "Lightning Bolt")
    assert game.players[0].life == 17


def test_lifelink_still_gains_all_of_the_damage() -> None:
    """Vampire Nighthawk (2, lifelink) hits Alice at 2: she goes to 1, Bob gains 2."""
    game = _game(("Ali from Cairo",), bob=("Vampire Nighthawk",), bob_hand=(),
                 step="beginning_of_combat")
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    game.apply(DeclareAttackers(((one(game, "Vampire Nighthawk"), Seat(0)),)))
    finish_combat(game)
    assert game.players[0].life == 1 and game.players[1].life == 22


def test_life_loss_is_not_damage() -> None:
    """Sign in Blood's "loses 2 life" takes Alice from 2 to 0 (the floor is for damage)."""
    game = _game(("Ali from Cairo",), bob_hand=("Sign in Blood",))
    _cast_at_alice(game, "Sign in Blood")
    assert game.players[0].life <= 0


def test_worship_needs_a_creature() -> None:
    """With Grizzly Bears Alice stays at 1; with no creature the Bolt takes her to -1."""
    game = _game(("Worship", "Grizzly Bears"))
    _cast_at_alice(game, "Lightning Bolt")
    assert game.players[0].life == 1
    alone = _game(("Worship",))
    _cast_at_alice(alone, "Lightning Bolt")
    assert alone.players[0].life == -1


def test_the_floor_is_its_controllers_only() -> None:
    """Bob's Bolt at himself (Ali is Alice's): his life falls below 1."""
    game = _game(("Ali from Cairo",))
    game.players[1].life = 2
    game.apply(CastSpell(one(game, "Lightning Bolt", "hand"), targets=((Seat(1),),)))
    resolve_stack(game)
    assert game.players[1].life == -1
