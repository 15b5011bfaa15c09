"""Dice triggers (CR 603, 706): "whenever you roll one or more dice" once per roll
instruction, a die's highest natural result, natural 20 from the graveyard, a roll inside a
mana ability (CR 605), the roll and its effect in one resolution, targets before the roll,
and Class levels (CR 716) for Barbarian Class."""

from __future__ import annotations

import pytest
from tests.dice_rules._util import (
    activate,
    cast,
    choose,
    counted,
    game,
    ids,
    index_of,
    lands,
    one,
    perm,
    resolve,
    rolls,
)

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules.actions import ActivateAbility, Choose, PassPriority
from grimoire.rules.position import PlayerSpec


def test_brazen_dwarf_once_per_roll_instruction() -> None:
    """ "Whenever you roll one or more dice": Neverwinter Hydra's X=3 d6 is one roll: one
    trigger, 1 damage (the roll happens as the Hydra enters, CR 614.1c)."""
    g = game(
        PlayerSpec(
            hand=("Neverwinter Hydra",), battlefield=(perm("Brazen Dwarf"), *lands("Forest", 8))
        )
    )
    g.script_dice([1, 2, 3])
    cast(g, "Neverwinter Hydra", x=3)
    resolve(g)
    assert g.objects[one(g, "Neverwinter Hydra")].counter("+1/+1") == 6
    assert g.players[1].life == 19


def test_feywild_trickster_and_brazen_dwarf_each_roll() -> None:
    """Two roll instructions (two Treasure Chests) trigger each ability twice."""
    g = game(
        PlayerSpec(
            battlefield=(
                perm("Treasure Chest"),
                perm("Treasure Chest"),
                perm("Feywild Trickster"),
                perm("Brazen Dwarf"),
                *lands("Mountain", 8),
            )
        )
    )
    g.script_dice([1, 1])
    for chest in ids(g, "Treasure Chest"):
        oid = chest
        g.apply(ActivateAbility(oid, index_of(g, oid, ir.ActivatedAbility)))
        resolve(g)
    assert len(ids(g, "Faerie Dragon")) == 2
    assert g.players[1].life == 18 and g.players[0].life == 14


def test_netherese_puzzle_ward_highest_natural_result() -> None:
    """Netherese Puzzle-Ward: upkeep d4, scry X; a natural 4 is the d4's highest natural
    result: draw a card. A 3 is not."""
    for natural, draws in ((4, 1), (3, 0)):
        g = game(PlayerSpec(battlefield=(perm("Netherese Puzzle-Ward"),)), step="untap", turn=2)
        g.script_dice([natural])
        hand = len(g.players[0].hand)
        for _ in range(60):
            if g.step == "draw" or g.pending is None:
                break
            g.apply(g.legal_actions()[0] if g.pending.kind != "priority" else PassPriority())
        assert counted(g) == [(natural, natural)]
        assert len(g.players[0].hand) == hand + draws + 1  # + the draw step's card


def test_vexing_puzzlebox_mana_ability_rolls_without_the_stack() -> None:
    """CR 605.1a/605.3b: "{T}: Add one mana of any color. Roll a d20." is a mana ability: it
    resolves at once, the roll included, nothing goes on the stack; its "whenever you roll"
    trigger (not a mana ability) goes on the stack when a player would next receive
    priority (CR 603.3), and puts counters equal to the result (with Pixie Guide: the kept
    die's)."""
    g = game(PlayerSpec(battlefield=(perm("Vexing Puzzlebox"), perm("Pixie Guide"))), extra=())
    box = one(g, "Vexing Puzzlebox")
    g.script_dice([6, 17])
    g.apply(ActivateAbility(box, index_of(g, box, ir.ActivatedAbility, 0)))
    while g.pending is not None and g.pending.kind == "choose_color":
        g.apply(Choose("R"))
    assert counted(g) == [(17, 17)]
    assert [e.ignored for e in rolls(g)] == [True, False]
    assert sum(g.players[0].pool) == 1
    assert len(g.stack) == 1  # only the counters trigger, on the stack now
    resolve(g)
    assert g.objects[box].counter("charge") == 17


def test_roll_and_row_in_one_resolution_no_priority_between() -> None:
    """ruling:dice-same-ability, CR 706.3b: the roll and the row's effect happen in one
    resolution: between the DieRolled event and the row's life loss no player gets
    priority (no decision is recorded), and nothing is put on the stack."""
    g = game(PlayerSpec(battlefield=(perm("Treasure Chest"), *lands("Mountain", 4))))
    g.script_dice([1])
    activate(g, "Treasure Chest")
    g.apply(PassPriority())
    log = len(g.action_log)
    g.apply(PassPriority())  # both passed: it resolves
    kinds = [type(e).__name__ for e in g.events]
    roll_at = kinds.index("DieRolled")
    assert "LifeChanged" in kinds[roll_at:]
    assert len(g.action_log) == log + 1 and g.players[0].life == 17 and not g.stack


def test_targets_are_chosen_before_the_roll() -> None:
    """ruling:dice-targets-before-roll: Underdark Rift's target is chosen as it is
    activated; no die is rolled until it resolves (then the target goes beneath X=2)."""
    g = game(
        PlayerSpec(battlefield=(perm("Underdark Rift"), *lands("Mountain", 5))),
        PlayerSpec(battlefield=(perm("Hill Giant"),)),
    )
    giant = one(g, "Hill Giant")
    g.script_dice([2])
    activate(g, "Underdark Rift", targets=((giant,),), nth=1)
    assert not rolls(g) and g.stack
    resolve(g)
    library = g.players[1].library
    assert g.objects[library[-3]].name == "Hill Giant"


def test_barbarian_class_levels_as_a_sorcery() -> None:
    """CR 716.2a: "{1}{R}: Level 2" is activated only as a sorcery and only at level 1;
    at level 2 the Class has "whenever you roll one or more dice, target creature you
    control gets +2/+0 and gains menace"; level 3 gives haste; level 1's replacement stays
    (CR 716.3)."""
    g = game(
        PlayerSpec(
            battlefield=(
                perm("Barbarian Class"),
                perm("Treasure Chest"),
                perm("Hill Giant"),
                *lands("Mountain", 9),
            )
        )
    )
    cls = one(g, "Barbarian Class")
    bar = index_of(g, cls, ir.ActivatedAbility)
    g.apply(ActivateAbility(cls, bar))
    resolve(g)
    assert g.objects[cls].level == 2
    assert not [
        a
        for a in g.legal_actions()
        if isinstance(a, ActivateAbility) and a.source == cls and a.index == bar
    ]
    g.script_dice([4, 15])
    activate(g, "Treasure Chest")
    resolve(g)
    giant = g.objects[one(g, "Hill Giant")]
    assert [e.ignored for e in rolls(g)] == [True, False]
    from grimoire.rules import query

    assert query.power(g, giant) == 5 and "menace" in query.keywords(g, giant)
    g.apply(ActivateAbility(cls, index_of(g, cls, ir.ActivatedAbility)))
    resolve(g)
    assert g.objects[cls].level == 3


def test_class_level_up_only_as_a_sorcery() -> None:
    """CR 716.2a, 307.1: not in the opponent's turn (an IllegalActionError)."""
    g = game(
        PlayerSpec(battlefield=(perm("Barbarian Class"), *lands("Mountain", 2))),
        step="main1",
        active=1,
    )
    cls = one(g, "Barbarian Class")
    with pytest.raises(IllegalActionError):
        g.apply(ActivateAbility(cls, index_of(g, cls, ir.ActivatedAbility)))


def test_each_player_rolls_in_apnap_order() -> None:
    """CR 101.4: "each player rolls a d20": both roll, active player first; each roll is
    its own ("whenever you roll" triggers only for its controller's roll)."""
    spell = ir.CardDefinition(
        "Contest",
        card_types=("sorcery",),
        mana_cost=ir.ManaCost.parse("{R}"),
        spell=ir.SpellAbility(ir.RollDice(ir.Fixed(1), 20, player=ir.EachPlayer())),
    )
    g = game(
        PlayerSpec(hand=("Contest",), battlefield=lands("Mountain", 1)),
        PlayerSpec(battlefield=(perm("Brazen Dwarf"),)),
        extra=(spell,),
    )
    g.script_dice([8, 13])
    cast(g, "Contest")
    resolve(g)
    assert [(e.player, e.natural) for e in rolls(g)] == [(0, 8), (1, 13)]
    assert g.players[0].life == 19  # the opponent's Dwarf: its controller rolled


def test_events_describe_ignored_dice() -> None:
    """The log shows an ignored die as such (CR 706.6)."""
    g = game(
        PlayerSpec(battlefield=(perm("Treasure Chest"), perm("Pixie Guide"), *lands("Mountain", 4)))
    )
    g.script_dice([2, 3])
    activate(g, "Treasure Chest")
    resolve(g)
    text = [ev.describe(e, ("A", "B")) for e in rolls(g)]
    assert text == ["A rolls a d20: 2 -> 2 (ignored)", "A rolls a d20: 3 -> 3"]
    assert choose(1).value == 1


@pytest.mark.parametrize(("natural", "draws"), [(12, 1), (5, 0)])
def test_trigger_reads_the_roll_that_triggered_it(natural: int, draws: int) -> None:
    """Farideh, Devil's Chosen: "whenever you roll one or more dice, ... If any of those
    results was 10 or higher, draw a card": the triggered ability sees the results of
    the roll that triggered it (CR 706.2)."""
    g = game(
        PlayerSpec(
            battlefield=(
                perm("Treasure Chest"),
                perm("Farideh, Devil's Chosen"),
                *lands("Mountain", 4),
            )
        )
    )
    g.script_dice([natural])
    activate(g, "Treasure Chest")
    resolve(g)
    from grimoire.rules import query

    farideh = g.objects[one(g, "Farideh, Devil's Chosen")]
    assert {"flying", "menace"} <= set(query.keywords(g, farideh))
    row_cards = 3 if natural >= 10 else 0
    assert len(g.players[0].hand) == row_cards + draws


def test_vrondiss_may_damage_itself_and_enrage() -> None:
    """Vrondiss, Rage of Ancients: "whenever you roll one or more dice, you may have
    Vrondiss deal 1 damage to itself" - yes: its enrage trigger makes a Dragon Spirit."""
    g = game(
        PlayerSpec(
            battlefield=(
                perm("Treasure Chest"),
                perm("Vrondiss, Rage of Ancients"),
                *lands("Mountain", 4),
            )
        )
    )
    g.script_dice([1])
    activate(g, "Treasure Chest")
    resolve(g, answers=(choose(True), choose(True)))
    assert g.objects[one(g, "Vrondiss, Rage of Ancients")].damage == 1
    assert one(g, "Dragon Spirit")


def test_roll_as_a_cost_uses_replacements() -> None:
    """Clay Golem "{6}, Roll a d8: Monstrosity X, where X is the result": the roll is part
    of the cost (CR 601.2h); replacements still apply (Pixie Guide: the higher of two)."""
    g = game(PlayerSpec(battlefield=(perm("Clay Golem"), perm("Pixie Guide"), *lands("Forest", 6))))
    g.script_dice([2, 7])
    golem = one(g, "Clay Golem")
    activate(g, "Clay Golem")
    assert [(e.natural, e.ignored) for e in rolls(g)] == [(2, True), (7, False)]
    resolve(g)  # (its Berserk trigger then destroys the first permanent offered)
    assert ev.CountersChanged(golem, "+1/+1", 7, by=0) in g.events
