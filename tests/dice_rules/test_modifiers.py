"""Modifiers to the result (CR 706.2): static bonuses from permanents, the instruction's own
bonus, natural vs modified results; "choose one result" (Arcane Endeavor) and "roll again"
(CR 706.3c)."""

from __future__ import annotations

from tests.dice_rules._util import (
    activate,
    cast,
    choose,
    completed,
    counted,
    game,
    ids,
    lands,
    one,
    pass_to_decision,
    perm,
    resolve,
    rolls,
)

from grimoire.oracle import ir
from grimoire.rules.position import PlayerSpec

# "Increase the result of each die you roll by 1" (compiled as RollBonus, CR 706.2).
CHARM = ir.CardDefinition(
    "Lucky Charm",
    card_types=("artifact",),
    abilities=(ir.StaticAbility(ir.RollBonus(ir.Fixed(1))),),
)
# A RollBonus whose amount depends on the game: "+1 for each artifact you control".
HOARD = ir.CardDefinition(
    "Hoard Charm",
    card_types=("artifact",),
    abilities=(
        ir.StaticAbility(
            ir.RollBonus(
                ir.CountOf(
                    ir.ObjectFilter(types_any=("artifact",), controller="you", zone="battlefield")
                )
            )
        ),
    ),
)
AGAIN = ir.CardDefinition(
    "Second Chance",
    card_types=("sorcery",),
    mana_cost=ir.ManaCost.parse("{R}"),
    spell=ir.SpellAbility(
        ir.RollDice(
            ir.Fixed(1),
            6,
            table=(
                ir.TableRow(1, 5, ir.GainLife(ir.Fixed(1))),
                ir.TableRow(6, None, ir.Sequence((ir.DrawCards(ir.Fixed(1)), ir.RollAgain()))),
            ),
        )
    ),
)


def _chest(*others: str, grave: tuple[str, ...] = ()):  # type: ignore[no-untyped-def]
    return game(
        PlayerSpec(
            battlefield=(
                perm("Treasure Chest"),
                *tuple(perm(o) for o in others),
                *lands("Mountain", 4),
            ),
            graveyard=grave,
        ),
        extra=(CHARM, HOARD, AGAIN),
    )


def test_bonus_changes_the_row_not_the_natural() -> None:
    """CR 706.2 / ruling:dice-result-vs-natural: natural 9 +1 = 10: the 10-19 row."""
    g = _chest("Lucky Charm")
    g.script_dice([9])
    activate(g, "Treasure Chest")
    resolve(g)
    assert counted(g) == [(9, 10)]
    assert g.players[0].life == 23 and len(g.players[0].hand) == 3


def test_natural_twenty_looks_at_the_face_only() -> None:
    """ruling:dice-result-vs-natural: Critical Hit's "natural 20" ignores modifiers: 19+1
    is a result of 20 (the 20 row happens) but not a natural 20; a natural 20 returns it."""
    g = _chest("Lucky Charm", grave=("Critical Hit",))
    g.script_dice([19])
    activate(g, "Treasure Chest")
    resolve(g, answers=())
    assert one(g, "Critical Hit", "graveyard")
    g2 = _chest(grave=("Critical Hit",))
    g2.script_dice([20])
    activate(g2, "Treasure Chest")
    resolve(g2)
    assert one(g2, "Critical Hit", "hand")


def test_bonus_amount_depends_on_the_game() -> None:
    """CR 706.2: a modifier from another source, evaluated as the roll is made: Hoard Charm
    adds 1 per artifact its controller controls (Chest is sacrificed: Charm itself = +1)."""
    g = _chest("Hoard Charm", "Lucky Charm")
    g.script_dice([8])
    activate(g, "Treasure Chest")
    resolve(g)
    assert counted(g) == [(8, 8 + 2 + 1)]


def test_instructions_own_bonus_diviners_portent() -> None:
    """CR 706.2: "Roll a d20 and add the number of cards in your hand" (Diviner's Portent):
    with 3 other cards in hand, natural 12 is result 15: the 15+ row (scry X, draw X)."""
    g = game(
        PlayerSpec(
            hand=("Diviner's Portent", "Forest", "Forest", "Forest"), battlefield=lands("Island", 6)
        )
    )
    g.script_dice([12])
    cast(g, "Diviner's Portent", x=3)
    resolve(g, answers=())
    assert counted(g) == [(12, 15)]
    assert len(g.players[0].hand) == 3 + 3


def test_arcane_endeavor_choose_one_result_and_the_other() -> None:
    """ "Roll two d8 and choose one result" (CR 706.4): both dice count (both trigger
    Brazen Dwarf's ability once for the roll); the chosen result draws, the other limits
    the free spell's mana value."""
    g = game(PlayerSpec(hand=("Arcane Endeavor",), battlefield=lands("Island", 7)))
    g.script_dice([2, 5])
    cast(g, "Arcane Endeavor")
    pass_to_decision(g)
    assert g.pending is not None and g.pending.rule == "CR 706.4"
    assert g.pending.data == (2, 5)
    g.apply(choose(1))  # draw 5
    resolve(g)
    assert [e.ignored for e in rolls(g)] == [False, False]
    assert completed(g)[0].naturals == (2, 5)
    assert len(g.players[0].hand) == 5


def test_roll_again_same_dice_same_modifiers() -> None:
    """CR 706.3c / ruling:dice-roll-again: "roll again" uses the same kind and number of
    dice and the same modifiers: natural 5 +1 = 6 rolls again, and 4 +1 = 5 stops."""
    g = game(
        PlayerSpec(
            hand=("Second Chance",), battlefield=(perm("Lucky Charm"), *lands("Mountain", 1))
        ),
        extra=(CHARM, HOARD, AGAIN),
    )
    g.script_dice([5, 4])
    cast(g, "Second Chance")
    resolve(g)
    assert [(e.sides, e.natural, e.result) for e in rolls(g)] == [(6, 5, 6), (6, 4, 5)]
    assert len(g.players[0].hand) == 1 and g.players[0].life == 21
    assert len(ids(g, "Second Chance", "graveyard")) == 1
