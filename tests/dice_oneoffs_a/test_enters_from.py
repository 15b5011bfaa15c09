""""When this creature enters from anywhere other than a graveyard or exile, if it's on
the battlefield and you control 9 or fewer creatures named ~, roll a d20" ("Name Sticker"
Goblin): the origin zone (CR 603.6a, 603.10a look back at the zone change) and an
intervening "if" of two parts (CR 603.4)."""

from __future__ import annotations

from tests.dice_cards._records import definition
from tests.dice_rules._util import cast, game, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules.actions import ActivateAbility
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

GOBLIN = '"Name Sticker" Goblin'
RED = 3  # index of R in the mana pool (W U B R G C)


def _trigger() -> ir.TriggeredAbility:
    (ability,) = [a for a in definition(GOBLIN).abilities if isinstance(a, ir.TriggeredAbility)]
    return ability


def test_name_sticker_compiles_origin_and_condition() -> None:
    """CR 603.4: the intervening "if" is both parts (AllOf); the name is the card's own."""
    trigger = _trigger()
    assert trigger.trigger == ir.EntersTrigger(not_from=("graveyard", "exile"))
    assert isinstance(trigger.condition, ir.AllOf)
    count = trigger.condition.conditions[1]
    assert isinstance(count, ir.AmountCompare) and isinstance(count.amount, ir.CountOf)
    assert count.amount.filter.name == GOBLIN


def _cast(others: int, natural: int) -> Game:
    board = (*lands("Mountain", 3), *(perm(GOBLIN) for _ in range(others)))
    g = game(PlayerSpec(hand=(GOBLIN,), battlefield=board), extra=[definition(GOBLIN)])
    g.script_dice([natural])
    cast(g, GOBLIN)
    return g


def test_name_sticker_from_hand_adds_mana() -> None:
    """Cast from the hand: it triggers; a 10 is the 7-14 row: {R}{R}{R}{R}{R}."""
    g = _cast(0, 10)
    resolve(g)
    assert g.players[0].pool[RED] == 5


def test_name_sticker_counts_goblins_named_alike() -> None:
    """With 9 others it would be the 10th: "9 or fewer" is false, no roll (CR 603.4)."""
    g = _cast(8, 20)  # 8 others + itself = 9: rolls, 15-20 row
    resolve(g)
    assert g.players[0].pool[RED] == 6
    g = _cast(9, 20)
    resolve(g)
    assert g.players[0].pool[RED] == 0
    assert not [e for e in g.events if isinstance(e, ev.DieRolled)]


def test_name_sticker_from_graveyard_does_not_trigger() -> None:
    """From a graveyard (Order of Whiteclay's {Q} reanimation), it doesn't trigger."""
    g = game(PlayerSpec(graveyard=(GOBLIN,),
                        battlefield=(*lands("Plains", 3), perm("Order of Whiteclay",
                                                               tapped=True))),
             extra=[definition(GOBLIN)])
    g.script_dice([10])
    g.apply(ActivateAbility(one(g, "Order of Whiteclay"), 0,
                            targets=((one(g, GOBLIN, "graveyard"),),)))
    resolve(g)
    assert one(g, GOBLIN)
    assert g.players[0].pool[RED] == 0
    assert not [e for e in g.events if isinstance(e, ev.DieRolled)]
