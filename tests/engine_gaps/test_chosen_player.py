"""Players chosen as an effect resolves (CR 608.2d): "Choose an opponent. That player ..."
and "Choose a player. That player ..."."""

from __future__ import annotations

import pytest
from tests.dice_cards._records import definition
from tests.dice_rules._util import cast, game, lands, one, perm, resolve
from tests.engine_gaps._util import card

from grimoire.errors import IllegalActionError
from grimoire.rules.actions import ActivateAbility, Choose
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec


def _edict(natural: int) -> Game:
    g = game(PlayerSpec(hand=("Myrkul's Edict",), battlefield=(*lands("Swamp", 2),
                                                               perm("Grizzly Bears"))),
             PlayerSpec(battlefield=(perm("Craw Wurm"), perm("Goblin Piker"))),
             extra=[definition("Myrkul's Edict")])
    g.script_dice([natural])
    cast(g, "Myrkul's Edict")
    return g


def test_myrkuls_edict_chosen_opponent_sacrifices() -> None:
    """CR 608.2d, 701.21a: 1-9: the chosen opponent (the only one in a two-player game)
    sacrifices a creature of their choice; the caster's creature stays."""
    g = _edict(5)
    resolve(g, [Choose((one(g, "Goblin Piker"),))])
    assert one(g, "Goblin Piker", "graveyard")
    assert one(g, "Craw Wurm") and one(g, "Grizzly Bears")


def test_myrkuls_edict_twenty_greatest_power() -> None:
    """20: each opponent sacrifices a creature with the greatest power they control."""
    g = _edict(20)
    resolve(g)
    assert one(g, "Craw Wurm", "graveyard") and one(g, "Goblin Piker")


VALLEYMAKER = ("{T}, Sacrifice a Mountain: This creature deals 3 damage to target creature.\n"
               "{T}, Sacrifice a Forest: Choose a player. That player adds {G}{G}{G}.")


def test_choose_a_player_asks_between_players() -> None:
    """CR 608.2d: with two candidates the controller chooses; the chosen player gets the
    mana (CR 106.4), not the controller."""
    valley = card("Valleymaker", "Creature — Giant Shaman", VALLEYMAKER, "{5}{R/G}", "5", "5")
    g = game(PlayerSpec(battlefield=(perm("Valleymaker"), perm("Forest"))), extra=[valley])
    vm, forest = one(g, "Valleymaker"), one(g, "Forest")
    g.apply(ActivateAbility(vm, 1, costs=(forest,)))
    assert g.pending is not None and g.pending.kind == "choose_objects"
    assert set(g.pending.options) == {Seat(0), Seat(1)}
    with pytest.raises(IllegalActionError):
        g.apply(Choose((Seat(0), Seat(1))))
    g.apply(Choose((Seat(1),)))
    assert sum(g.players[1].pool) == 3 and sum(g.players[0].pool) == 0


SEARCHLIGHT = "{T}: Choose a player. That player adds one mana of any color they choose."


def test_mana_for_a_chosen_player_is_not_used_to_pay() -> None:
    """CR 106.4: the mana goes to the chosen player, so the automatic payer doesn't count
    it as its controller's; activated by hand, the choice is asked (CR 608.2d)."""
    light = card("Spectral Searchlight", "Artifact", SEARCHLIGHT, "{3}")
    g = game(PlayerSpec(battlefield=(perm("Spectral Searchlight"),),
                        hand=("Grizzly Bears",)), extra=[light])
    assert not [a for a in g.legal_actions() if getattr(a, "card", None)
                == one(g, "Grizzly Bears", "hand")]
    g.apply(ActivateAbility(one(g, "Spectral Searchlight"), 0))
    g.apply(Choose((Seat(1),)))
    assert g.pending is not None and g.pending.player == 1  # "any color they choose"
    g.apply(Choose("G"))
    assert sum(g.players[0].pool) == 0 and sum(g.players[1].pool) == 1
