"""Card definitions built by hand from the agreed IR (/tmp/seed_ir.md shapes), for dice tests.

They stand in for the Oracle compiler's output so the odds can be tested on their own;
``test_odds.py`` also checks the same cards through the real compiler when it exists.
"""

from __future__ import annotations

from grimoire.core.mana import ManaCost
from grimoire.oracle.ir import (
    ActivatedAbility,
    Bound,
    CardDefinition,
    CardsIn,
    Conditional,
    Cost,
    CreateTokens,
    DieResult,
    DrawCards,
    ExileCost,
    Fixed,
    GainLife,
    IfDid,
    Keyword,
    LoseLife,
    MayDo,
    ObjectFilter,
    ObjectMatches,
    PutIntoHand,
    PutIntoLibrary,
    PutOntoBattlefield,
    RollBonus,
    RollDice,
    RollPlanarDie,
    RollReplacement,
    SacrificeCost,
    SearchLibrary,
    Sequence,
    Shuffle,
    SpellAbility,
    StaticAbility,
    TableRow,
    TapCost,
    TargetRef,
    TargetSpec,
    TokenSpec,
)

TREASURE = TokenSpec("Treasure", ("artifact",), ("Treasure",),
                     rules_text="{T}, Sacrifice this token: Add one mana of any color.")

TREASURE_CHEST = CardDefinition(
    "Treasure Chest",
    mana_cost=ManaCost(("3",)),
    card_types=("artifact",),
    abilities=(
        ActivatedAbility(
            cost=Cost(mana=ManaCost(("4",)), parts=(SacrificeCost(this=True),)),
            effect=RollDice(Fixed(1), 20, table=(
                TableRow(1, 1, LoseLife(Fixed(3))),
                TableRow(2, 9, CreateTokens(Fixed(5), TREASURE)),
                TableRow(10, 19, Sequence((GainLife(Fixed(3)), DrawCards(Fixed(3))))),
                TableRow(20, 20, Sequence((
                    SearchLibrary(bind="found"),
                    Conditional(
                        ObjectMatches(Bound("found"), ObjectFilter(types_any=("artifact",))),
                        MayDo(PutOntoBattlefield(Bound("found"))),
                    ),
                    IfDid(then=None, otherwise=PutIntoHand(Bound("found"))),
                    Shuffle(),
                ))),
            )),
        ),
    ),
)

UNDERDARK_RIFT = CardDefinition(
    "Underdark Rift",
    card_types=("land",),
    abilities=(
        ActivatedAbility(
            cost=Cost(mana=ManaCost(("5",)), parts=(TapCost(), ExileCost(this=True))),
            targets=(TargetSpec("object", ObjectFilter(
                types_any=("artifact", "creature", "planeswalker"), zone="battlefield")),),
            effect=Sequence((RollDice(count=Fixed(1), sides=10),
                             PutIntoLibrary(TargetRef(0), place="beneath_top",
                                            depth=DieResult()))),
            timing="sorcery",
        ),
    ),
)

ADVANTAGE = RollReplacement(extra=1, keep="highest")
PIXIE_GUIDE = CardDefinition(
    "Pixie Guide", card_types=("creature",), subtypes=("Faerie",), power=1, toughness=3,
    abilities=(Keyword("flying"), StaticAbility(ADVANTAGE)),
)
BARBARIAN_CLASS = CardDefinition(
    "Barbarian Class", card_types=("enchantment",), subtypes=("Class",),
    abilities=(StaticAbility(ADVANTAGE),),
)
KRARKS_OTHER_THUMB = CardDefinition(
    "Krark's Other Thumb", card_types=("artifact",),
    abilities=(StaticAbility(RollReplacement(extra=1, keep="choose")),),
)
DISADVANTAGE = CardDefinition(
    "Test Disadvantage", card_types=("enchantment",),
    abilities=(StaticAbility(RollReplacement(extra=1, keep="lowest")),),
)
PLUS_ONE = CardDefinition(
    "Test Plus One", card_types=("enchantment",),
    abilities=(StaticAbility(RollBonus(Fixed(1))),),
)
SQUIRREL_POWERED_SCHEME = CardDefinition(
    "Squirrel-Powered Scheme", card_types=("enchantment",),
    abilities=(StaticAbility(RollBonus(Fixed(2))),),
)
D6_ONLY_BONUS = CardDefinition(
    "Test d6 Bonus", card_types=("enchantment",),
    abilities=(StaticAbility(RollBonus(Fixed(1), sides=6)),),
)
HAND_BONUS = CardDefinition(
    "Test Hand Bonus", card_types=("enchantment",),
    abilities=(StaticAbility(RollBonus(CardsIn("hand"))),),
)
ARCANE_ENDEAVOR = CardDefinition(
    "Arcane Endeavor", card_types=("sorcery",),
    spell=SpellAbility(Sequence((RollDice(Fixed(2), 8, choose_from=2),
                                 DrawCards(DieResult())))),
)
HAND_ROLL = CardDefinition(
    "Test Hand Roll", card_types=("sorcery",),
    spell=SpellAbility(RollDice(Fixed(1), 20, bonus=CardsIn("hand"), table=(
        TableRow(1, 14, GainLife(Fixed(1))),
        TableRow(15, None, DrawCards(Fixed(2))),
    ))),
)
PLANAR = CardDefinition(
    "Test Planar", card_types=("sorcery",), spell=SpellAbility(RollPlanarDie()),
)
VANILLA = CardDefinition("Test Vanilla", card_types=("creature",), power=2, toughness=2)
