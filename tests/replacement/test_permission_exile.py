"""A play permission's replacement (CR 614.1a): "You may cast it this turn ... If that spell
would be put into a graveyard, exile it instead." (Dire Fleet Daredevil).

Expectations from the rules and rulings: the Bolt Alice exiles from Bob's graveyard and casts
goes to exile as it resolves (CR 608.2n), not to Bob's graveyard; a Bolt Alice casts from her
hand the usual way still goes to her graveyard (only the spell cast with the permission)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record
from tests.rules.helpers import game_at, ids, one, perm, resolve_stack

from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import CastSpell, Choose
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

DAREDEVIL = record("Dire Fleet Daredevil", "{1}{R}", "Creature — Human Pirate",
                   "First strike\nWhen this creature enters, exile target instant or sorcery "
                   "card from an opponent's graveyard. You may cast it this turn, and mana of "
                   "any type can be spent to cast that spell. If that spell would be put into a "
                   "graveyard, exile it instead.", "2", "1")
EXTRA = (compile_source(DAREDEVIL),)


def test_the_record_compiles() -> None:
    compiled(DAREDEVIL)


def test_the_stolen_bolt_is_exiled_and_a_bolt_from_hand_is_not() -> None:
    game = game_at(PlayerSpec(hand=("Dire Fleet Daredevil", "Lightning Bolt"),
                              battlefield=tuple(perm("Mountain") for _ in range(4))),
                   PlayerSpec(graveyard=("Lightning Bolt",)), extra=EXTRA)
    bobs = ids(game, "Lightning Bolt", "graveyard")
    game.apply(CastSpell(one(game, "Dire Fleet Daredevil", "hand")))
    resolve_stack(game)
    if game.pending is not None and game.pending.kind == "trigger_targets":
        game.apply(Choose(((bobs[0],),)))
    resolve_stack(game)
    stolen = [o.id for o in game.objects.values() if o.name == "Lightning Bolt"
              and o.zone == "exile"]
    assert stolen
    game.apply(CastSpell(stolen[0], targets=((Seat(1),),)))
    resolve_stack(game)
    assert game.players[1].life == 17
    assert not [o for o in game.objects.values() if o.name == "Lightning Bolt"
                and o.zone == "graveyard" and o.owner == 1]
    assert [o for o in game.objects.values() if o.name == "Lightning Bolt"
            and o.zone == "exile" and o.owner == 1]
    mine = one(game, "Lightning Bolt", "hand")
    game.apply(CastSpell(mine, targets=((Seat(1),),)))
    resolve_stack(game)
    assert game.players[1].life == 14
    assert [o for o in game.objects.values() if o.name == "Lightning Bolt"
            and o.zone == "graveyard" and o.owner == 0]
