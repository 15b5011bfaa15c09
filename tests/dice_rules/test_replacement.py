"""Roll replacements from permanents (CR 706.6, 614, 616.1): Pixie Guide, Barbarian Class,
Krark's Other Thumb, "ignore the highest", several together, ties, and ignored dice that
were never rolled."""

from __future__ import annotations

import pytest
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

from grimoire.errors import IllegalActionError, ScriptedDiceExhaustedError
from grimoire.oracle import ir
from grimoire.rules.position import PlayerSpec

# "If you would roll one or more dice, instead roll that many dice plus one and ignore the
# highest roll" (the class of Pixie Guide with keep="lowest").
MISFORTUNE = ir.CardDefinition(
    "Misfortune",
    card_types=("enchantment",),
    abilities=(ir.StaticAbility(ir.RollReplacement(1, "lowest")),),
)


def _chest(*others: str, hand: tuple[str, ...] = (), grave: tuple[str, ...] = ()):  # type: ignore[no-untyped-def]
    return game(
        PlayerSpec(
            battlefield=(
                perm("Treasure Chest"),
                *tuple(perm(o) for o in others),
                *lands("Mountain", 4),
            ),
            hand=hand,
            graveyard=grave,
        ),
        extra=(MISFORTUNE,),
    )


def test_pixie_guide_rolls_two_and_ignores_the_lower() -> None:
    """CR 706.6 / ruling:dice-ignored-never-rolled: Pixie Guide's extra die is rolled, the
    lowest ignored; the kept die picks the row (12: gain 3, draw 3)."""
    g = _chest("Pixie Guide")
    g.script_dice([3, 12])
    activate(g, "Treasure Chest")
    resolve(g)
    assert [(e.natural, e.ignored) for e in rolls(g)] == [(3, True), (12, False)]
    assert counted(g) == [(12, 12)]
    assert [c.naturals for c in completed(g)] == [(12,)]
    assert g.players[0].life == 23 and len(g.players[0].hand) == 3


def test_ignored_die_never_triggers_anything() -> None:
    """ruling:dice-ignored-never-rolled, CR 706.6: an ignored natural 20 (ignore the
    highest) doesn't return Critical Hit, doesn't trigger Netherese Puzzle-Ward's "highest
    natural result", and doesn't pick the row: the kept 7 does (five Treasures)."""
    g = _chest("Misfortune", "Netherese Puzzle-Ward", grave=("Critical Hit",))
    g.script_dice([20, 7])
    activate(g, "Treasure Chest")
    resolve(g)
    assert [(e.natural, e.ignored) for e in rolls(g)] == [(20, True), (7, False)]
    assert one(g, "Critical Hit", "graveyard")
    assert not g.players[0].hand
    assert len([o for o in g.objects.values() if o.name == "Treasure"]) == 5


def test_two_replacements_roll_three_and_ignore_two() -> None:
    """CR 616.1f: Pixie Guide and Barbarian Class each apply once: three dice, the two
    lowest ignored; they commute, so nobody is asked an order."""
    g = _chest("Pixie Guide", "Barbarian Class")
    g.script_dice([5, 1, 9])
    activate(g, "Treasure Chest")
    resolve(g)
    assert [(e.natural, e.ignored) for e in rolls(g)] == [(5, True), (1, True), (9, False)]
    assert len([o for o in g.objects.values() if o.name == "Treasure"]) == 5


def test_ignore_highest_and_lowest_leave_the_middle() -> None:
    """CR 706.6: "ignore the highest" and "ignore the lowest" together keep the middle die."""
    g = _chest("Pixie Guide", "Misfortune")
    g.script_dice([20, 1, 15])
    activate(g, "Treasure Chest")
    resolve(g)
    assert counted(g) == [(15, 15)]
    assert g.players[0].life == 23


def test_tied_lowest_is_not_a_question() -> None:
    """CR 706.6: tied lowest rolls: the player would choose, but tied dice of one roll show
    the same number, so nothing can tell the choices apart: no decision, one die ignored."""
    g = _chest("Pixie Guide")
    g.script_dice([7, 7])
    activate(g, "Treasure Chest")
    resolve(g, answers=())
    assert [e.ignored for e in rolls(g)] == [True, False]
    assert counted(g) == [(7, 7)]


def test_hydra_with_pixie_guide_rolls_one_more_die_in_all() -> None:
    """ "roll that many dice plus one": Neverwinter Hydra's X=2 d6 become three d6 (not two
    pairs); the lowest is ignored and the counters are the total of the two kept."""
    g = game(
        PlayerSpec(
            hand=("Neverwinter Hydra",), battlefield=(perm("Pixie Guide"), *lands("Forest", 6))
        )
    )
    g.script_dice([2, 6, 5])
    cast(g, "Neverwinter Hydra", x=2)
    resolve(g)
    hydra = g.objects[one(g, "Neverwinter Hydra")]
    assert [(e.natural, e.ignored) for e in rolls(g)] == [(2, True), (6, False), (5, False)]
    assert hydra.counter("+1/+1") == 11


def test_krarks_other_thumb_asks_which_to_keep() -> None:
    """Krark's Other Thumb (CR 706.6): each die becomes two of those dice and the player
    ignores one of their choice: a decision, answered with the lower one here."""
    g = _chest("Krark's Other Thumb")
    g.script_dice([18, 4])
    activate(g, "Treasure Chest")
    pass_to_decision(g)
    assert g.pending is not None and g.pending.kind == "choose_number"
    assert g.pending.rule == "CR 706.6" and g.pending.options == (0, 1)
    g.apply(choose(1))  # keep the 4
    resolve(g)
    assert [(e.natural, e.ignored) for e in rolls(g)] == [(18, True), (4, False)]
    assert len([o for o in g.objects.values() if o.name == "Treasure"]) == 5


def test_krarks_other_thumb_equal_dice_need_no_choice() -> None:
    """CR 706.6: two equal results: either choice keeps the same result, no decision."""
    g = _chest("Krark's Other Thumb")
    g.script_dice([11, 11])
    activate(g, "Treasure Chest")
    resolve(g, answers=())
    assert counted(g) == [(11, 11)] and g.players[0].life == 23


def test_krarks_other_thumb_is_per_die() -> None:
    """ "If you would roll a die, instead roll two of those dice": Hydra's X=2 d6 become two
    pairs, one kept from each pair by the player's choice."""
    g = game(
        PlayerSpec(
            hand=("Neverwinter Hydra",),
            battlefield=(perm("Krark's Other Thumb"), *lands("Forest", 6)),
        )
    )
    g.script_dice([1, 6, 3, 2])
    cast(g, "Neverwinter Hydra", x=2)
    resolve(g, answers=(choose(1), choose(2)))  # keep 6 from (1, 6), 3 from (3, 2)
    hydra = g.objects[one(g, "Neverwinter Hydra")]
    assert hydra.counter("+1/+1") == 9
    assert [e.ignored for e in rolls(g)] == [True, False, False, True]


def test_order_of_replacements_is_the_rollers_choice_when_it_matters() -> None:
    """CR 616.1: Pixie Guide ("that many plus one") and Krark's Other Thumb ("each die:
    two of those") don't commute: the roller chooses. Pixie first: its two dice each
    become two (four dice); Thumb first: the pair becomes three dice, ignore the lowest."""

    def play(first: int) -> tuple[int, list[bool]]:
        g = _chest("Pixie Guide", "Krark's Other Thumb")
        g.script_dice([2, 9, 14, 3])
        activate(g, "Treasure Chest")
        pass_to_decision(g)
        assert g.pending is not None and g.pending.rule == "CR 616.1"
        names = [g.objects[r.source].name for r in g.pending.data]
        g.apply(choose(names.index(["Pixie Guide", "Krark's Other Thumb"][first])))
        resolve(g, answers=(choose(1), choose(2), choose(1)))
        return len(rolls(g)), [e.ignored for e in rolls(g)]

    four, ignored4 = play(0)
    three, ignored3 = play(1)
    assert (four, three) == (4, 3)
    assert ignored4.count(False) == 1 and ignored3.count(False) == 1


def test_wrong_choice_is_refused_and_changes_nothing() -> None:
    """A choice outside the options is an IllegalActionError; the game is unchanged."""
    g = _chest("Krark's Other Thumb")
    g.script_dice([18, 4])
    activate(g, "Treasure Chest")
    pass_to_decision(g)
    assert g.pending is not None and g.pending.kind == "choose_number"
    before = len(g.events)
    with pytest.raises(IllegalActionError):
        g.apply(choose(5))
    assert len(g.events) == before and g.pending.kind == "choose_number"


def test_scripted_game_out_of_dice_raises_and_changes_nothing() -> None:
    """DESIGN principle 4: a scripted game with no result left raises
    ScriptedDiceExhaustedError (never a silent random number) and the action is undone."""
    g = _chest("Pixie Guide")
    g.script_dice([5])  # Pixie Guide needs two
    activate(g, "Treasure Chest")
    snapshot = (len(g.events), g.players[0].life, len(g.stack))
    with pytest.raises(ScriptedDiceExhaustedError):
        resolve(g)
    assert (len(g.events), g.players[0].life, len(g.stack)) == snapshot
    g.script_dice([6])
    resolve(g)
    assert counted(g) == [(6, 6)]


# One-shot replacements ("The next time target player would roll one or more dice this
# turn, instead they roll that many dice plus one and you choose one of those rolls to
# ignore"; "the next time you would roll a six-sided die, instead roll two six-sided dice
# and use the total"), as the compiler produces them (NextRollReplacement).
MEDDLE = ir.CardDefinition(
    "Meddler",
    card_types=("artifact",),
    abilities=(
        ir.ActivatedAbility(
            ir.Cost(parts=(ir.TapCost(),)),
            ir.NextRollReplacement(ir.TargetRef(0)),
            targets=(ir.TargetSpec("player"),),
        ),
    ),
)
DOUBLER = ir.CardDefinition(
    "Doubler",
    card_types=("artifact",),
    abilities=(
        ir.ActivatedAbility(
            ir.Cost(parts=(ir.TapCost(),)),
            ir.NextRollReplacement(ir.You(), sides=6, use_total=True, this_turn=False),
        ),
    ),
)
D6 = ir.CardDefinition(
    "Six",
    card_types=("sorcery",),
    mana_cost=ir.ManaCost.parse("{R}"),
    spell=ir.SpellAbility(
        ir.RollDice(
            ir.Fixed(1),
            6,
            table=(
                ir.TableRow(1, 6, ir.GainLife(ir.Fixed(1))),
                ir.TableRow(7, None, ir.DrawCards(ir.Fixed(1))),
            ),
        )
    ),
)


def test_one_shot_use_the_total_of_two_dice() -> None:
    """ "instead roll two six-sided dice and use the total" (CR 614.1a): both dice count (no
    die is ignored), the result is their total (4+5 = 9: the 7+ row); used up once."""
    from grimoire.rules.actions import ActivateAbility

    g = game(
        PlayerSpec(hand=("Six", "Six"), battlefield=(perm("Doubler"), *lands("Mountain", 2))),
        extra=(DOUBLER, D6),
    )
    g.apply(ActivateAbility(one(g, "Doubler"), 0))
    resolve(g)
    g.script_dice([4, 5, 3])
    first = [o.id for o in g.objects.values() if o.name == "Six" and o.zone == "hand"]
    from grimoire.rules.actions import CastSpell

    g.apply(CastSpell(first[0]))
    resolve(g)
    assert [(e.natural, e.ignored) for e in rolls(g)] == [(4, False), (5, False)]
    assert completed(g)[0].results == (9,)
    assert len(g.players[0].hand) == 2  # the other Six, plus one card drawn
    g.apply(CastSpell(first[1]))
    resolve(g)
    assert completed(g)[1].naturals == (3,)  # the one-shot was used up


def test_one_shot_the_activating_player_chooses_for_the_roller() -> None:
    """ "instead they roll that many dice plus one and you choose one of those rolls to
    ignore": in the opponent's turn, the Meddler's controller makes the opponent's next
    roll two dice and chooses which to ignore (CR 706.6)."""
    from grimoire.rules.actions import ActivateAbility, PassPriority
    from grimoire.rules.objects import Seat

    g = game(
        PlayerSpec(battlefield=(perm("Meddler"),)),
        PlayerSpec(battlefield=(perm("Treasure Chest"), *lands("Mountain", 4))),
        extra=(MEDDLE,),
        active=1,
    )
    g.apply(PassPriority())  # the active player passes: the Meddler's controller may act
    g.apply(ActivateAbility(one(g, "Meddler"), 0, ((Seat(1),),)))
    resolve(g)
    assert g.pending is not None and g.pending.player == 1
    g.script_dice([17, 3])
    activate(g, "Treasure Chest")
    pass_to_decision(g)
    assert g.pending is not None and g.pending.player == 0 and g.pending.rule == "CR 706.6"
    g.apply(choose(0))  # the Meddler's controller ignores the 17
    resolve(g)
    assert counted(g) == [(3, 3)] and len(ids(g, "Treasure")) == 5
