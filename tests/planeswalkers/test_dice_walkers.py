"""The numeric-die planeswalkers in real games: Comet, Stellar Pup and Dungeon Master.

Comet's loyalty ability rolls a d6 whose table rows hold loyalty symbols: "[+2]" puts two
loyalty counters on it, "[−1]" removes one (CR 107.7); "you may activate Comet's loyalty
ability two more times this turn" changes the once-per-turn rule of CR 606.3. Dungeon
Master's printed loyalty is "1d4+1" (rolled as it enters) and its −6 gives "an adventuring
party" (its reminder text: a 3/3 Fighter with first strike, a 1/1 Cleric with lifelink, a
2/2 Rogue with hexproof and a 1/1 Wizard with flying).
"""

from __future__ import annotations

import pytest
from tests.dice_cards._records import definition
from tests.dice_rules._util import (
    cast,
    game,
    ids,
    index_of,
    lands,
    one,
    pass_to_decision,
    perm,
    resolve,
)

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.rules.actions import ActivateAbility, Choose
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

COMET = "Comet, Stellar Pup"


def _comet_game(loyalty: int = 5) -> Game:
    comet = definition(COMET, loyalty="5")  # printed loyalty 5 (not in the data file)
    return game(PlayerSpec(battlefield=(perm(COMET, counters=(("loyalty", loyalty),)),),
                           graveyard=("Grizzly Bears", "Mountain")),
                PlayerSpec(battlefield=(perm("Grizzly Bears"),)), extra=[comet])


def _roll(g: Game, natural: int) -> int:
    oid = one(g, COMET)
    g.script_dice([natural])
    g.apply(ActivateAbility(oid, 0))
    return oid


def test_comet_compiles_every_row() -> None:
    card = definition(COMET, loyalty="5")
    assert not ir.unimplemented_nodes(card)
    (ability,) = [a for a in card.abilities if isinstance(a, ir.ActivatedAbility)]
    assert ability.cost.parts == (ir.LoyaltyCost(0),)


def test_comet_one_or_two_adds_loyalty_and_hasty_squirrels() -> None:
    """CR 107.7: "[+2]" in a row puts two loyalty counters on Comet."""
    g = _comet_game()
    oid = _roll(g, 2)
    resolve(g)
    assert g.objects[oid].counter("loyalty") == 7
    squirrels = ids(g, "Squirrel")
    assert len(squirrels) == 2
    from grimoire.rules import query
    assert all(query.has_keyword(g, g.objects[s], "haste") for s in squirrels)


def test_comet_three_removes_loyalty_and_returns_a_cheap_card() -> None:
    """CR 107.7: "[−1]" removes a loyalty counter; then a card with mana value 2 or less
    returns from the graveyard to hand (chosen on resolution, CR 608.2d)."""
    g = _comet_game()
    oid = _roll(g, 3)
    bears = one(g, "Grizzly Bears", "graveyard")
    resolve(g, [Choose((bears,))])
    assert g.objects[oid].counter("loyalty") == 4
    assert [g.objects[h].name for h in g.players[0].hand] == ["Grizzly Bears"]


def test_comet_four_or_five_damages_a_chosen_creature_or_player() -> None:
    """CR 608.2d: the creature or player is chosen as the row resolves (no target); the
    damage equals Comet's loyalty then, and "[−2]" follows."""
    g = _comet_game()
    oid = _roll(g, 5)
    pass_to_decision(g)
    assert g.pending is not None and g.pending.kind == "choose_objects"
    assert Seat(1) in g.pending.options and one(g, "Grizzly Bears") in g.pending.options
    g.apply(Choose((Seat(1),)))
    resolve(g)
    assert g.players[1].life == 15  # 5 loyalty counters
    assert g.objects[oid].counter("loyalty") == 3


def test_comet_four_kills_a_creature() -> None:
    g = _comet_game(loyalty=3)
    oid = _roll(g, 4)
    bears = one(g, "Grizzly Bears")
    resolve(g, [Choose((bears,))])
    assert bears not in g.objects
    assert g.objects[oid].counter("loyalty") == 1


def test_comet_six_allows_two_more_activations() -> None:
    """CR 606.3 as changed by the effect: two more activations this turn, then no more."""
    g = _comet_game()
    oid = _roll(g, 6)
    resolve(g)
    assert g.objects[oid].counter("loyalty") == 6
    for natural, loyalty in ((6, 7), (2, 9)):  # a second 6 allows two more again
        oid = _roll(g, natural)
        resolve(g)
        assert g.objects[oid].counter("loyalty") == loyalty
    # allowed: 1 + 2 + 2 = 5 activations; used 3
    for natural in (1, 1):
        _roll(g, natural)
        resolve(g)
    with pytest.raises(IllegalActionError, match=r"CR 606\.3"):
        g.apply(ActivateAbility(oid, 0))
    assert g.objects[oid].counter("loyalty") == 13


def test_comet_without_a_six_activates_once() -> None:
    g = _comet_game()
    oid = _roll(g, 1)
    resolve(g)
    with pytest.raises(IllegalActionError, match=r"CR 606\.3"):
        g.apply(ActivateAbility(oid, 0))


def _nth(g: Game, oid: int, nth: int) -> int:
    return index_of(g, oid, ir.ActivatedAbility, nth)


def _dungeon_master_game(d4: int) -> tuple[Game, int]:
    g = game(PlayerSpec(hand=("Dungeon Master",), battlefield=lands("Plains", 2)
                        + lands("Island", 2)), extra=[definition("Dungeon Master")])
    g.script_dice([d4])
    cast(g, "Dungeon Master")
    resolve(g)
    return g, one(g, "Dungeon Master")


def test_dungeon_master_enters_with_rolled_loyalty() -> None:
    """Its printed loyalty "1d4+1": a d4 rolled as it enters, plus 1 (CR 306.5b)."""
    g, oid = _dungeon_master_game(3)
    assert g.objects[oid].counter("loyalty") == 4


def test_dungeon_master_skeleton_for_an_opponent() -> None:
    g, oid = _dungeon_master_game(1)
    g.apply(ActivateAbility(oid, _nth(g, oid, 0), ((Seat(1),),)))
    resolve(g)
    assert g.objects[oid].counter("loyalty") == 3
    (skeleton,) = ids(g, "Skeleton")
    assert g.objects[skeleton].controller == 1


def test_dungeon_master_d20() -> None:
    """+1: roll a d20; 12 or higher draws a card."""
    g, oid = _dungeon_master_game(2)
    hand = len(g.players[0].hand)
    g.script_dice([15])
    g.apply(ActivateAbility(oid, _nth(g, oid, 1)))
    resolve(g)
    assert len(g.players[0].hand) == hand + 1
    assert g.objects[oid].counter("loyalty") == 4


def test_dungeon_master_adventuring_party() -> None:
    """−6: "You get an adventuring party" creates the four tokens of its reminder text."""
    g = game(PlayerSpec(battlefield=(perm("Dungeon Master", counters=(("loyalty", 7),)),)),
             extra=[definition("Dungeon Master")])
    oid = one(g, "Dungeon Master")
    g.apply(ActivateAbility(oid, _nth(g, oid, 2)))
    resolve(g)
    assert g.objects[oid].counter("loyalty") == 1
    from grimoire.rules import query
    party = {g.objects[o].name: g.objects[o] for o in g.battlefield
             if g.objects[o].kind == "token"}
    assert sorted(party) == ["Cleric", "Fighter", "Rogue", "Wizard"]
    assert (query.power(g, party["Fighter"]), query.toughness(g, party["Fighter"])) == (3, 3)
    assert query.has_keyword(g, party["Fighter"], "first strike")
    assert query.has_keyword(g, party["Cleric"], "lifelink")
    assert query.has_keyword(g, party["Rogue"], "hexproof")
    assert query.has_keyword(g, party["Wizard"], "flying")


def test_dungeon_master_minus_six_needs_six_loyalty() -> None:
    """CR 606.6."""
    g, oid = _dungeon_master_game(4)  # loyalty 5
    with pytest.raises(IllegalActionError, match=r"CR 606\.6"):
        g.apply(ActivateAbility(oid, _nth(g, oid, 2)))
