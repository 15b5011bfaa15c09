"""A player restriction under "as long as" (CR 611.3a: it applies only while the condition
holds; CR 101.2: a "can't" beats any permission): Conqueror's Flail, "As long as this
Equipment is attached to a creature, your opponents can't cast spells during your turn."
Its rulings: the boost counts the colors among permanents its controller controls; moved
from one creature to another, it is never unattached in between."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import one

from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

FLAIL = record("Conqueror's Flail", "{2}", "Artifact — Equipment",
               "Equipped creature gets +1/+1 for each color among permanents you control.\n"
               "As long as this Equipment is attached to a creature, your opponents can't cast "
               "spells during your turn.\nEquip {2}")


def _bolt_castable(game: Game, seat: int) -> bool:
    """Whether ``seat``, holding priority, may cast its Lightning Bolt."""
    while game.pending is not None and game.pending.player != seat:
        game.apply(PassPriority())
    assert game.pending is not None and game.pending.kind == "priority"
    bolt = next(o.id for o in game.objects.values()
                if o.name == "Lightning Bolt" and o.zone == "hand" and o.owner == seat)
    return any(isinstance(a, CastSpell) and a.card == bolt for a in game.legal_actions())


def _players(attached: bool, goblin: bool = True) -> tuple[PlayerSpec, ...]:
    alice = PlayerSpec(hand=("Lightning Bolt",), battlefield=(
        PermanentSpec("Grizzly Bears"), PermanentSpec("Mountain"),
        PermanentSpec("Conqueror's Flail", attached_to=(0, 0) if attached else None),
        *((PermanentSpec("Raging Goblin"),) if goblin else ())))
    other = PlayerSpec(hand=("Lightning Bolt",), battlefield=(PermanentSpec("Mountain"),))
    return (alice, other, other)


def test_the_record_compiles() -> None:
    """Both static abilities are honoured (the restriction under its condition)."""
    compiled(FLAIL)


def test_opponents_cant_cast_during_its_controllers_turn_while_attached() -> None:
    """CR 611.3a, 101.2: attached, on Alice's turn, neither opponent may cast a spell; Alice
    may; the Bears get +2/+2 (green and red among Alice's permanents, the rulings)."""
    game = table((FLAIL,), *_players(True), step="main1", active=0)
    bears = game.objects[one(game, "Grizzly Bears")]
    from grimoire.rules import query
    assert (query.power(game, bears), query.toughness(game, bears)) == (4, 4)
    assert _bolt_castable(game, 0)
    assert not _bolt_castable(game, 1)
    assert not _bolt_castable(game, 2)


def test_unattached_the_condition_fails() -> None:
    """CR 611.3a: not attached to a creature, the restriction doesn't apply."""
    game = table((FLAIL,), *_players(False), step="main1", active=0)
    assert _bolt_castable(game, 1) and _bolt_castable(game, 2)


def test_on_an_opponents_turn_they_may_cast() -> None:
    """"during your turn": on Bob's turn Bob and Carol may cast spells."""
    game = table((FLAIL,), *_players(True), step="main1", active=1)
    assert _bolt_castable(game, 1)
    assert _bolt_castable(game, 2)


def test_the_host_leaving_lifts_the_restriction() -> None:
    """CR 611.3a: the condition is checked continuously: Alice bolts her own equipped Bears;
    (3/3: green is the only color among her permanents); with the Bolt on the stack Bob
    can't respond; once the Bears died (the Flail is attached
    to nothing), Bob may cast a spell the same turn."""
    game = table((FLAIL,), *_players(True, goblin=False), step="main1", active=0)
    bears = one(game, "Grizzly Bears")
    bolt = next(o.id for o in game.objects.values()
                if o.name == "Lightning Bolt" and o.owner == 0)
    game.apply(CastSpell(bolt, targets=((bears,),)))
    assert not _bolt_castable(game, 1)
    while game.stack:
        game.apply(PassPriority())
    assert "Grizzly Bears" not in {game.objects[o].name for o in game.battlefield}
    assert _bolt_castable(game, 1)
