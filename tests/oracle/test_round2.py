"""The compiler's second round: new text classes compile to IR that means what they say."""

from __future__ import annotations

import json
from pathlib import Path

from grimoire.oracle import compile_card, compile_faces
from grimoire.oracle.ir import (
    AllMatching,
    Animate,
    AnyOf,
    BlockTrigger,
    Bound,
    CantBeCountered,
    CastWith,
    ChosenPlayer,
    CombatRestriction,
    CombatRestrictionStatic,
    CompareAmounts,
    Conditional,
    ConditionalStatic,
    CreateTokenCopy,
    CreateTokens,
    DealDividedDamage,
    DelayedTrigger,
    Destroy,
    DiceRolledTrigger,
    DieResult,
    DiesTrigger,
    EnchantedPlayer,
    EntersWithCounters,
    EventAmount,
    GainControl,
    GrantAbilities,
    HandOf,
    HappenedThisTurn,
    IfDid,
    KeywordAction,
    LoseGame,
    LoyaltyCost,
    MayDo,
    NeighbourPlayer,
    OpenAttraction,
    PayCost,
    PreventDamage,
    PutCounters,
    RandomPlayer,
    ReflexiveTrigger,
    RemoveAllCounters,
    RepeatForResults,
    ResultCount,
    ResultInRange,
    RollAgain,
    RollBonus,
    RollDice,
    RollReplacement,
    Sequence,
    StateChangeTrigger,
    StaticAbility,
    SumOf,
    TableRow,
    TriggeredAbility,
    is_fully_implemented,
    unimplemented_nodes,
)
from grimoire.oracle.lexer import NO_LOW, normalise, parse_row

SNAPSHOTS = Path(__file__).resolve().parent / "snapshots"


def _spell(text: str, name: str = "Test Spell"):  # type: ignore[no-untyped-def]
    card = compile_card(name, "Sorcery", "{1}", text)
    assert is_fully_implemented(card), unimplemented_nodes(card)
    assert card.spell is not None
    return card.spell.effect


def _ability(text: str, type_line: str = "Creature — Test", name: str = "Test Card"):  # type: ignore[no-untyped-def]
    card = compile_card(name, type_line, "{1}", text, "1", "1")
    assert is_fully_implemented(card), unimplemented_nodes(card)
    return card.abilities


def test_every_afr_afc_die_card_compiles() -> None:
    """Every die-rolling card of AFR and AFC (50) compiles with no Unimplemented node."""
    items = json.loads((SNAPSHOTS / "afr_afc_dice.json").read_text(encoding="utf-8"))
    assert len(items) == 50
    missing = [
        item["name"]
        for item in items
        if not all(
            is_fully_implemented(d)
            for d in compile_faces({k: v for k, v in item.items() if k != "ir"})
        )
    ]
    assert missing == []


def test_old_table_rows_and_or_less_rows() -> None:
    """CR 706.3a: rows "N — effect", "N or M — effect" and "N or less | effect"."""
    assert parse_row("2 — Add {W}.") == (2, 2, "Add {W}.")
    assert parse_row("4 or 5 — Draw a card.") == (4, 5, "Draw a card.")
    assert parse_row("9 or less | Draw a card.") == (NO_LOW, 9, "Draw a card.")


def test_enters_the_battlefield_is_current_wording() -> None:
    """Older "enters the battlefield" reads as the current "enters"."""
    assert normalise("When Imp enters the battlefield, draw a card.", "Imp") == (
        "When ~ enters, draw a card."
    )


def test_ignore_the_lower_roll() -> None:
    """CR 706.6: "Roll two d20 and ignore the lower roll" keeps the highest die."""
    effect = _spell("Roll two d20 and ignore the lower roll.\n1—20 | Draw a card.")
    assert isinstance(effect, RollDice)
    assert effect.keep_highest == 1 and effect.table[0] == TableRow(1, 20, effect.table[0].effect)


def test_token_copy_with_exceptions_and_roll_again() -> None:
    """CR 707.9: "a token that's a copy of that creature, except ..."; CR 706.3c roll again."""
    (trigger,) = _ability(
        "Whenever this creature attacks, choose target creature you control, then roll a d20.\n"
        "1—14 | Create a tapped and attacking token that's a copy of that creature, except "
        'it\'s not legendary and it has "At end of combat, exile this token."\n'
        "15—20 | Create one of those tokens. You may roll again."
    )
    assert isinstance(trigger, TriggeredAbility)
    roll = trigger.effect
    assert isinstance(roll, RollDice)
    copy = roll.table[0].effect
    assert isinstance(copy, CreateTokenCopy)
    assert copy.tapped_and_attacking and len(copy.exceptions.abilities) == 1
    assert copy.exceptions.remove_supertypes == ("legendary",)
    second = roll.table[1].effect
    assert isinstance(second, Sequence) and second.steps[1] == MayDo(RollAgain())


def test_gain_control_and_neighbour() -> None:
    """The player to your right gains control (a layer 2 effect, CR 613.1b)."""
    text = "{T}: The player to your right gains control of this artifact."
    (ability,) = _ability(text, "Artifact")
    assert ability.effect == GainControl(ability.effect.what, NeighbourPlayer("right"))  # type: ignore[union-attr]


def test_aura_moves_to_random_other_opponent() -> None:
    """An Aura with "enchant player" attaches to another opponent chosen at random."""
    abilities = _ability(
        "Enchant player\nWhenever enchanted player casts a noncreature spell, this Aura deals "
        "1 damage to that player. Then attach this Aura to another one of your opponents "
        "chosen at random.",
        "Enchantment — Aura Curse",
    )
    trigger = abilities[1]
    assert isinstance(trigger, TriggeredAbility)
    assert isinstance(trigger.effect, Sequence)
    attach = trigger.effect.steps[-1]
    assert attach.to == RandomPlayer(True, EnchantedPlayer())  # type: ignore[union-attr]


def test_compare_with_damage_dealt_or_twelve() -> None:
    """A condition comparing the result with the damage dealt (the trigger's amount)."""
    abilities = _ability(
        "Whenever this creature deals combat damage, roll a d12. If the result is greater than "
        "the damage dealt or the result is 12, double the number of +1/+1 counters on it."
    )
    effect = abilities[0].effect  # type: ignore[union-attr]
    assert isinstance(effect, Sequence)
    conditional = effect.steps[1]
    assert isinstance(conditional, Conditional)
    assert isinstance(conditional.condition, AnyOf)
    assert conditional.condition.conditions[0] == CompareAmounts(DieResult(), "gt", EventAmount())
    # CR 701.9e: doubling counters puts as many as are there.
    assert isinstance(conditional.then, PutCounters)


def test_total_mana_value_of_targets() -> None:
    """ "add the total mana value of those cards" sums the chosen targets."""
    effect = _spell(
        "Choose up to two target permanent cards in your graveyard. Roll a d20 and add the "
        "total mana value of those cards.\n1—20 | Return those cards to your hand."
    )
    assert isinstance(effect, RollDice) and isinstance(effect.bonus, SumOf)


def test_sacrificed_this_way_binds() -> None:
    """ "put into a graveyard this way" reads the sacrificed objects (CR 400.7)."""
    effect = _spell(
        "Each player sacrifices a nontoken creature of their choice. Roll a d20.\n"
        "1—20 | Return a creature card put into a graveyard this way to the battlefield "
        "under your control."
    )
    assert isinstance(effect, Sequence)
    assert effect.steps[0].bind == "sacrificed"  # type: ignore[union-attr]
    row = effect.steps[1].table[0].effect  # type: ignore[union-attr]
    assert row.what.among == Bound("sacrificed")


def test_delayed_dies_trigger_loses_the_game() -> None:
    """CR 603.7a: "When that creature dies, its owner loses the game." is delayed."""
    effect = _spell(
        "Put a creature card from a graveyard onto the battlefield under your control. "
        "When that creature dies, its owner loses the game."
    )
    assert isinstance(effect, Sequence)
    delayed = effect.steps[1]
    assert isinstance(delayed, DelayedTrigger) and isinstance(delayed.effect, LoseGame)


def test_result_triggers_and_that_many() -> None:
    """CR 706.2: "Whenever you roll a 1 or 2, put that many counters" reads the result."""
    (trigger,) = _ability("Whenever you roll a 1 or 2, put that many +1/+1 counters on ~.")
    assert isinstance(trigger, TriggeredAbility)
    assert trigger.trigger == DiceRolledTrigger(once_per_roll=False, result_min=1, result_max=2)
    assert trigger.effect == PutCounters("+1/+1", DieResult())


def test_for_each_odd_result() -> None:
    """ "For each odd result, create ..." repeats per matching die."""
    effect = _spell(
        "Roll three six-sided dice. For each odd result, create a 1/1 white Clown Robot "
        "artifact creature token."
    )
    assert isinstance(effect, Sequence)
    step = effect.steps[1]
    assert isinstance(step, RepeatForResults) and step.which == ResultCount(parity="odd")
    assert isinstance(step.effect, CreateTokens)


def test_on_a_result_and_remove_all() -> None:
    """ "On a 5 or higher, ..." is a condition on the result; "remove all counters"."""
    (trigger,) = _ability(
        "At the beginning of your upkeep, roll a six-sided die. On a 5 or higher, put a "
        "+1/+1 counter on ~. On a 1, remove all +1/+1 counters from ~."
    )
    effect = trigger.effect  # type: ignore[union-attr]
    assert isinstance(effect, Sequence)
    assert effect.steps[1].condition == ResultInRange(5, None)  # type: ignore[union-attr]
    assert isinstance(effect.steps[2].then, RemoveAllCounters)  # type: ignore[union-attr]


def test_as_enters_roll_old_wording() -> None:
    """CR 614.1c: the older "enters the battlefield with ... equal to the result"."""
    (static,) = _ability(
        "As Imp enters the battlefield, roll a six-sided die. Imp enters the battlefield with "
        "a number of +1/+1 counters on it equal to the result.",
        name="Imp",
    )
    assert isinstance(static, StaticAbility) and isinstance(static.effect, EntersWithCounters)


def test_roll_statics() -> None:
    """CR 706.2 modifier and CR 706.6 ignore-one replacement."""
    (bonus,) = _ability("Increase the result of each die you roll by 2.", "Enchantment")
    assert bonus.effect == RollBonus(bonus.effect.amount)  # type: ignore[union-attr]
    (thumb,) = _ability(
        "If you would roll a die, instead roll two of those dice and ignore one of those "
        "results.",
        "Artifact",
    )
    assert thumb.effect == RollReplacement(1, "choose", each_die=True)  # type: ignore[union-attr]


def test_if_you_cant_and_open_attraction() -> None:
    """ "If you can't, sacrifice it." reads the did flag; CR 701.48 open an Attraction."""
    (trigger,) = _ability(
        "At the beginning of your upkeep, remove a funk counter from ~. If you can't, "
        "sacrifice it."
    )
    assert isinstance(trigger.effect.steps[1], IfDid)  # type: ignore[union-attr]
    (dies,) = _ability("When this creature dies, open an Attraction.")
    assert dies.effect == OpenAttraction()  # type: ignore[union-attr]


def test_choose_an_opponent() -> None:
    """ "Choose an opponent. That player sacrifices ..." (CR 608.2d, no targeting)."""
    effect = _spell("Choose an opponent. That player sacrifices a creature of their choice.")
    assert effect.player == ChosenPlayer()  # type: ignore[union-attr]


def test_reflexive_trigger_has_own_targets() -> None:
    """CR 603.12: "When you do, ..." targets are chosen by the reflexive trigger."""
    (trigger,) = _ability(
        "Whenever this creature deals combat damage to a player, roll a d20. When you do, "
        "put X +1/+1 counters on each of up to two target creatures, where X is the result."
    )
    assert isinstance(trigger, TriggeredAbility) and trigger.targets == ()
    reflexive = trigger.effect.steps[1]  # type: ignore[union-attr]
    assert isinstance(reflexive, ReflexiveTrigger) and reflexive.targets[0].max_count == 2


def test_common_statics_and_effects() -> None:
    """Combat restrictions (CR 509.1b), "can't be countered", regeneration (CR 701.15)."""
    (pacifism,) = _ability("Enchanted creature can't attack or block.", "Enchantment — Aura")
    assert isinstance(pacifism.effect, CombatRestrictionStatic)  # type: ignore[union-attr]
    assert pacifism.effect.rule == "cant_attack_or_block"  # type: ignore[union-attr]
    card = compile_card("Spell", "Instant", "{G}", "This spell can't be countered.\nDraw a card.")
    assert card.abilities[0] == StaticAbility(CantBeCountered(), text=card.abilities[0].text)  # type: ignore[union-attr]
    destroy = _spell("Destroy target creature. It can't be regenerated.")
    assert destroy == Destroy(destroy.what, no_regenerate=True)  # type: ignore[union-attr]
    fog = _spell("Prevent all combat damage that would be dealt this turn.")
    assert fog == PreventDamage(None, None, combat_only=True)
    unblockable = _spell("Target creature can't be blocked this turn.")
    assert isinstance(unblockable, CombatRestriction) and unblockable.rule == "cant_be_blocked"


def test_pay_and_plural_subjects() -> None:
    """ "you may pay {2}. If you do, ..." and "Creatures you control get +1/+1 ..."."""
    (trigger,) = _ability(
        "When this creature enters, you may pay {2}. If you do, draw a card."
    )
    first = trigger.effect.steps[0]  # type: ignore[union-attr]
    assert isinstance(first, MayDo) and isinstance(first.effect, PayCost)
    pump = _spell("Creatures you control get +1/+1 until end of turn.")
    assert isinstance(pump.what, AllMatching)  # type: ignore[union-attr]


def test_animate_until_end_of_turn() -> None:
    """CR 613.1d/613.4b: "Until end of turn, ~ becomes an X/X ... creature with flying"."""
    (ability,) = _ability(
        "{4}: Roll a d6. Until end of turn, you may have this artifact become an X/X Insect "
        "artifact creature with flying, where X is the result.",
        "Artifact",
    )
    animate = ability.effect.steps[1].effect  # type: ignore[union-attr]
    assert isinstance(animate, Animate) and animate.power == DieResult()
    assert animate.duration == "end_of_turn" and animate.keywords == ("flying",)


def test_loyalty_abilities() -> None:
    """CR 606.3-606.4: "[+1]: ..." is a loyalty ability: sorcery timing, once each turn."""
    card = compile_card(
        "Walker", "Legendary Planeswalker — Test", "{3}", "[+1]: Draw a card.\n[−2]: Scry 2.",
        loyalty="3",
    )
    assert is_fully_implemented(card)
    plus, minus = card.abilities
    assert plus.cost.parts == (LoyaltyCost(1),)  # type: ignore[union-attr]
    assert minus.cost.parts == (LoyaltyCost(-2),)  # type: ignore[union-attr]
    # once per turn for all the permanent's loyalty abilities: grimoire.mechanics.loyalty
    assert plus.timing == "sorcery" and not plus.once_per_turn  # type: ignore[union-attr]


def test_block_and_state_triggers() -> None:
    """CR 509.3c "becomes blocked"; "becomes tapped"; CR 700.4 "put into a graveyard from
    the battlefield" is "dies"."""
    (blocked,) = _ability("Whenever this creature becomes blocked, draw a card.")
    assert blocked.trigger == BlockTrigger("becomes_blocked")  # type: ignore[union-attr]
    (tapped,) = _ability("Whenever this creature becomes tapped, you gain 1 life.")
    assert tapped.trigger == StateChangeTrigger("tapped")  # type: ignore[union-attr]
    (dies,) = _ability(
        "When this artifact is put into a graveyard from the battlefield, draw a card.",
        "Artifact",
    )
    assert dies.trigger == DiesTrigger()  # type: ignore[union-attr]


def test_conditions_kicked_and_history() -> None:
    """CR 702.33d kicked; "if a creature died this turn"; delirium's card-type count."""
    kicked = _spell("Draw a card. If this spell was kicked, draw two cards.")
    assert kicked.steps[1].condition == CastWith("kicked")  # type: ignore[union-attr]
    died = _spell("If a creature died this turn, draw a card.")
    assert died.condition == HappenedThisTurn("creature_died")  # type: ignore[union-attr]


def test_conditional_static_and_granted_ability() -> None:
    """CR 611.3a "as long as"; CR 613.1f an ability in quotes granted to permanents."""
    (boost,) = _ability("This creature gets +1/+1 as long as you control an Island.")
    assert isinstance(boost.effect, ConditionalStatic)  # type: ignore[union-attr]
    assert boost.effect.effect.filter.this_object  # type: ignore[union-attr]
    (grant,) = _ability('Lands you control have "{T}: Add {C}."', "Enchantment")
    assert isinstance(grant.effect, GrantAbilities)  # type: ignore[union-attr]
    assert grant.effect.abilities[0].is_mana_ability  # type: ignore[union-attr]


def test_keyword_actions_and_divided_damage() -> None:
    """CR 701.44a amass, 701.36a investigate (a Clue), CR 601.2d divided damage."""
    amass = _spell("Amass Zombies 2.")
    assert amass == KeywordAction("amass", amount=amass.amount, subtype="Zombie")  # type: ignore[union-attr]
    clue = _spell("Investigate.")
    assert isinstance(clue, CreateTokens) and clue.token.name == "Clue"
    divided = _spell("~ deals 4 damage divided as you choose among any number of targets.")
    assert isinstance(divided, DealDividedDamage)


def test_reveal_hand_choose_and_discard() -> None:
    """Duress-style: the revealed hand is what "you choose ... from it" chooses among."""
    effect = _spell(
        "Target opponent reveals their hand. You choose a noncreature, nonland card from it. "
        "That player discards that card."
    )
    assert isinstance(effect, Sequence)
    discard = effect.steps[1]
    assert discard.what.among == HandOf(discard.player)  # type: ignore[union-attr]
    assert discard.what.filter.types_none == ("creature", "land")  # type: ignore[union-attr]


def test_words_that_are_not_subtypes() -> None:
    """CR 205.3: only listed subtypes are subtypes ("Enchanted land" is not a subtype)."""
    (grant,) = _ability('Enchanted land has "{T}: Add {G}{G}."', "Enchantment — Aura")
    assert grant.effect.filter.subtypes_any == ()  # type: ignore[union-attr]
    assert grant.effect.filter.attached_to_source  # type: ignore[union-attr]
    card = compile_card("Odd", "Sorcery", "{1}", "Destroy target Banana creature.")
    assert not is_fully_implemented(card)
