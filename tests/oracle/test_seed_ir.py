"""The three seed cards compile to exactly the agreed IR (CR 706: dice; CR 607.2a: linked
"exiled with"; CR 118.9: "rather than paying its mana cost")."""

from __future__ import annotations

import json
from pathlib import Path

from grimoire.core.mana import ManaCost
from grimoire.oracle import compile_source
from grimoire.oracle.ir import (
    ActivatedAbility,
    Bound,
    CastCard,
    Conditional,
    CopyCard,
    Cost,
    CreateTokens,
    DieResult,
    DrawCards,
    Exile,
    ExileCost,
    ExiledWith,
    Fixed,
    GainLife,
    IfDid,
    LoseLife,
    MayDo,
    ObjectFilter,
    ObjectMatches,
    PutIntoHand,
    PutIntoLibrary,
    PutOntoBattlefield,
    RollDice,
    SacrificeCost,
    SearchLibrary,
    Sequence,
    Shuffle,
    TableRow,
    TapCost,
    TargetRef,
    TargetSpec,
    ThisObject,
)
from grimoire.oracle.tokens import PREDEFINED_TOKENS

POOL = Path(__file__).resolve().parents[2] / "src" / "grimoire" / "cards" / "bundled" / "pool.json"
CARDS = {c["name"]: c for c in json.loads(POOL.read_text(encoding="utf-8"))}


def _strip_text(ability: ActivatedAbility) -> ActivatedAbility:
    from dataclasses import replace

    return replace(ability, text="")


def test_underdark_rift() -> None:
    """CR 706.2: "X is the result"; the second ability is sorcery-speed, exiles itself."""
    card = compile_source(CARDS["Underdark Rift"])
    expected = ActivatedAbility(
        cost=Cost(mana=ManaCost(("5",)), parts=(TapCost(), ExileCost(this=True))),
        targets=(
            TargetSpec(
                "object",
                ObjectFilter(
                    types_any=("artifact", "creature", "planeswalker"), zone="battlefield"
                ),
            ),
        ),
        effect=Sequence(
            (
                RollDice(count=Fixed(1), sides=10),
                PutIntoLibrary(TargetRef(0), place="beneath_top", depth=DieResult()),
            )
        ),
        timing="sorcery",
    )
    assert _strip_text(card.abilities[1]) == expected  # type: ignore[arg-type]
    assert card.abilities[0].is_mana_ability  # type: ignore[union-attr]


def test_treasure_chest() -> None:
    """CR 706: results table rows; CR 111.10a: Treasure; the 20 row's "otherwise" reads did."""
    card = compile_source(CARDS["Treasure Chest"])
    expected = ActivatedAbility(
        cost=Cost(mana=ManaCost(("4",)), parts=(SacrificeCost(this=True),)),
        effect=RollDice(
            Fixed(1),
            20,
            table=(
                TableRow(1, 1, LoseLife(Fixed(3))),
                TableRow(2, 9, CreateTokens(Fixed(5), PREDEFINED_TOKENS()["Treasure"])),
                TableRow(10, 19, Sequence((GainLife(Fixed(3)), DrawCards(Fixed(3))))),
                TableRow(
                    20,
                    20,
                    Sequence(
                        (
                            SearchLibrary(bind="found"),
                            Conditional(
                                ObjectMatches(
                                    Bound("found"), ObjectFilter(types_any=("artifact",))
                                ),
                                MayDo(PutOntoBattlefield(Bound("found"))),
                            ),
                            IfDid(then=None, otherwise=PutIntoHand(Bound("found"))),
                            Shuffle(),
                        )
                    ),
                ),
            ),
        ),
    )
    assert _strip_text(card.abilities[0]) == expected  # type: ignore[arg-type]
    assert not card.abilities[0].is_mana_ability  # type: ignore[union-attr]


def test_wizards_spellbook() -> None:
    """CR 607.2a: "exiled with this artifact" links to the exile; CR 118.9 payment modes."""
    card = compile_source(CARDS["Wizard's Spellbook"])
    expected = ActivatedAbility(
        cost=Cost(parts=(TapCost(),)),
        targets=(
            TargetSpec("object", ObjectFilter(types_any=("instant", "sorcery"), zone="graveyard")),
        ),
        effect=Sequence(
            (
                Exile(TargetRef(0), linked=True, bind="exiled"),
                RollDice(
                    Fixed(1),
                    20,
                    table=(
                        TableRow(
                            1,
                            9,
                            Sequence(
                                (
                                    CopyCard(Bound("exiled")),
                                    CastCard(Bound("copy"), optional=True, mode="normal"),
                                )
                            ),
                        ),
                        TableRow(
                            10,
                            19,
                            Sequence(
                                (
                                    CopyCard(Bound("exiled")),
                                    CastCard(
                                        Bound("copy"),
                                        optional=True,
                                        mode="instead_mana",
                                        mana=ManaCost(("1",)),
                                    ),
                                )
                            ),
                        ),
                        TableRow(
                            20,
                            20,
                            Sequence(
                                (
                                    CopyCard(ExiledWith(ThisObject())),
                                    CastCard(
                                        Bound("copy"),
                                        optional=True,
                                        mode="without_paying",
                                        any_number=True,
                                    ),
                                )
                            ),
                        ),
                    ),
                ),
            )
        ),
        timing="sorcery",
    )
    assert _strip_text(card.abilities[0]) == expected  # type: ignore[arg-type]


def test_old_and_new_self_reference_compile_the_same() -> None:
    """ "this artifact" and the card's own name both become ThisObject()."""
    text = CARDS["Treasure Chest"]["oracle_text"]
    old = text.replace("Sacrifice this artifact", "Sacrifice Treasure Chest")
    new_card = compile_source(CARDS["Treasure Chest"])
    old_card = compile_source({**CARDS["Treasure Chest"], "oracle_text": old})
    assert _strip_text(old_card.abilities[0]) == _strip_text(new_card.abilities[0])  # type: ignore[arg-type]
