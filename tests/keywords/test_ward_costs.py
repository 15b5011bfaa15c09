"""Ward with a cost that isn't only mana (CR 702.21a): "Ward—Pay 3 life", "Ward—Discard a
card", "Ward—Sacrifice a creature", "Ward—{2}, Pay 2 life", "Ward—Pay life equal to this
creature's power" (CR 702.21b: X is determined as the ward ability resolves).

The targeting player pays, or the spell is countered (CR 701.5a); a player who can't pay
(life below the amount, CR 119.4; no card to discard, no creature to sacrifice) can't
choose to, and the spell is countered. The compiled cards come from their Oracle text."""

from __future__ import annotations

from tests.rules.helpers import game_at, ids, one, perm

from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec


def _creature(name: str, ward: str, power: str = "2") -> object:
    return compile_source({"name": name, "type_line": "Creature — Test", "mana_cost": "{2}",
                           "power": power, "toughness": "5", "oracle_text": ward})


LIFE = _creature("Test Life Ward", "Ward—Pay 3 life.")
DISCARD = _creature("Test Discard Ward", "Ward—Discard a card.")
SACRIFICE = _creature("Test Sacrifice Ward", "Ward—Sacrifice a creature.")
BOTH = _creature("Test Mixed Ward", "Ward—{2}, Pay 2 life.")
POWER = _creature("Test Power Ward", "Ward—Pay life equal to this creature's power.", "4")
EXTRA = (LIFE, DISCARD, SACRIFICE, BOTH, POWER)


def _bolt(warded: str, *, life: int = 20, mountains: int = 1,
          hand: tuple[str, ...] = (), battlefield: tuple[str, ...] = ()) -> Game:
    """Alice (``life``) casts Lightning Bolt at Bob's ``warded`` creature."""
    game = game_at(PlayerSpec(life=life, hand=("Lightning Bolt", *hand),
                              battlefield=(*(perm("Mountain"),) * mountains,
                                           *(perm(n) for n in battlefield))),
                   PlayerSpec(battlefield=(perm(warded),)), extra=EXTRA)
    bolt = next(o for o in game.players[0].hand if game.objects[o].name == "Lightning Bolt")
    game.apply(CastSpell(bolt, ((one(game, warded),),)))
    return game


def _to_decision(game: Game) -> None:
    while game.pending is not None and game.pending.kind == "priority" and game.stack:
        game.apply(PassPriority())


def _bolted(game: Game, warded: str) -> bool:
    """Whether the Bolt resolved: 3 damage on the warded creature."""
    return game.objects[one(game, warded)].damage == 3


def test_pay_life_lets_the_spell_resolve() -> None:
    """CR 702.21a, 119.4: Alice pays 3 life; Lightning Bolt resolves."""
    game = _bolt("Test Life Ward")
    _to_decision(game)
    assert game.pending is not None and game.pending.kind == "yes_no"
    assert game.pending.player == 0
    game.apply(Choose(True))
    _to_decision(game)
    assert game.players[0].life == 17 and _bolted(game, "Test Life Ward")


def test_declining_counters_the_spell() -> None:
    """CR 702.21a, 701.5a: the "unless" declined: Lightning Bolt is countered, no life
    paid."""
    game = _bolt("Test Life Ward")
    _to_decision(game)
    game.apply(Choose(False))
    _to_decision(game)
    assert game.players[0].life == 20 and not _bolted(game, "Test Life Ward")
    assert [game.objects[o].name for o in game.players[0].graveyard] == ["Lightning Bolt"]


def test_too_little_life_cant_pay() -> None:
    """CR 119.4: a player with less life than the amount can't pay it: no choice, the
    spell is countered."""
    game = _bolt("Test Life Ward", life=2)
    _to_decision(game)
    assert game.pending is not None and game.pending.kind == "priority" and not game.stack
    assert game.players[0].life == 2 and not _bolted(game, "Test Life Ward")


def test_discard_a_card() -> None:
    """"Ward—Discard a card": with a card in hand Alice may discard it; with none she
    can't pay and the spell is countered."""
    game = _bolt("Test Discard Ward", hand=("Grizzly Bears",))
    _to_decision(game)
    game.apply(Choose(True))
    _to_decision(game)
    assert _bolted(game, "Test Discard Ward")
    assert ids(game, "Grizzly Bears", "graveyard")
    empty = _bolt("Test Discard Ward")
    _to_decision(empty)
    assert not empty.stack and not _bolted(empty, "Test Discard Ward")


def test_sacrifice_a_creature_of_the_payers() -> None:
    """"Ward—Sacrifice a creature": the targeting player sacrifices one of their own
    creatures (their choice, CR 118.3), not one of the ward creature's controller."""
    game = _bolt("Test Sacrifice Ward", battlefield=("Grizzly Bears", "Hill Giant"))
    _to_decision(game)
    game.apply(Choose(True))
    assert game.pending is not None and game.pending.kind == "choose_mode"
    bears = one(game, "Grizzly Bears")
    way = next(w for w in game.pending.options if bears in w)  # type: ignore[operator]
    game.apply(Choose(way))
    _to_decision(game)
    assert ids(game, "Grizzly Bears", "graveyard") and ids(game, "Hill Giant")
    assert _bolted(game, "Test Sacrifice Ward")
    none = _bolt("Test Sacrifice Ward")
    _to_decision(none)
    assert not none.stack and not _bolted(none, "Test Sacrifice Ward")


def test_mana_and_life() -> None:
    """"Ward—{2}, Pay 2 life": both parts are paid; without the mana it can't be paid."""
    game = _bolt("Test Mixed Ward", mountains=3)
    _to_decision(game)
    game.apply(Choose(True))
    _to_decision(game)
    assert game.players[0].life == 18 and _bolted(game, "Test Mixed Ward")
    poor = _bolt("Test Mixed Ward", mountains=1)
    _to_decision(poor)
    assert not poor.stack and poor.players[0].life == 20
    assert not _bolted(poor, "Test Mixed Ward")


def test_life_equal_to_power_is_read_as_it_resolves() -> None:
    """CR 702.21b: "Pay life equal to this creature's power" is 4 life for a 4-power
    creature, read as the ward ability resolves."""
    game = _bolt("Test Power Ward")
    _to_decision(game)
    game.apply(Choose(True))
    _to_decision(game)
    assert game.players[0].life == 16 and _bolted(game, "Test Power Ward")
