"""The compiler side of copies, casting during resolution and linked exile: the phrases
compile to the general IR nodes for every card of the class, not for one name."""

from __future__ import annotations

import json
import lzma
from pathlib import Path

import pytest

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_card, compile_faces


def _nodes(card: ir.CardDefinition, kind: type) -> list[object]:
    return [n for n in ir.iter_nodes(card) if isinstance(n, kind)]


def test_copy_it_after_exiling_a_card_copies_the_card() -> None:
    """CR 707.12: "Exile target ... card ... Copy it" copies the exiled card (CopyCard of the
    bound card), not a spell; "the copy" is then cast (CastCard)."""
    card = compile_card("Test Relic", "Sorcery", "{2}",
                        "Exile target instant card from a graveyard. Copy it. "
                        "You may cast the copy without paying its mana cost.")
    assert ir.is_fully_implemented(card)
    (copy,) = _nodes(card, ir.CopyCard)
    assert copy.what == ir.Bound("exiled") and not _nodes(card, ir.CopySpell)  # type: ignore[attr-defined]
    (cast,) = _nodes(card, ir.CastCard)
    assert cast == ir.CastCard(ir.Bound("copy"), optional=True, mode="without_paying")


def test_copy_it_of_a_spell_is_still_a_spell_copy() -> None:
    """CR 707.10: "Whenever you cast ..., copy that spell" copies the spell."""
    card = compile_card("Test Relic", "Enchantment", "{2}", "Whenever you cast an instant spell, "
                        "copy that spell.")
    assert _nodes(card, ir.CopySpell) and not _nodes(card, ir.CopyCard)


@pytest.mark.parametrize(("text", "mode", "mana"), [
    ("You may cast the copy.", "normal", None),
    ("You may cast the copy by paying {1} rather than paying its mana cost.", "instead_mana",
     ("1",)),
    ("You may cast the copy without paying its mana cost.", "without_paying", None),
])
def test_cast_the_copy_payment_modes(text: str, mode: str, mana: tuple[str, ...] | None) -> None:
    """CR 118.9: the three ways to pay for a cast copy."""
    card = compile_card("Test Relic", "Sorcery", "{2}",
                        "Exile target sorcery card from a graveyard. Copy that card. " + text)
    (cast,) = _nodes(card, ir.CastCard)
    assert isinstance(cast, ir.CastCard) and cast.mode == mode and cast.optional
    assert (cast.mana.symbols if cast.mana else None) == mana


def test_the_exiled_card_in_another_ability_is_linked() -> None:
    """CR 607.2a: Imprint-style "the exiled card" in another ability refers to the cards the
    linked ability exiled (ExiledWith), and that exile is recorded (linked=True)."""
    card = compile_card("Test Relic", "Artifact", "{2}", (
        "Imprint — When this artifact enters, you may exile an instant card from your hand.\n"
        "{2}, {T}: You may copy the exiled card. If you do, you may cast the copy without "
        "paying its mana cost."))
    assert ir.is_fully_implemented(card)
    (exile,) = _nodes(card, ir.Exile)
    assert isinstance(exile, ir.Exile) and exile.linked
    (copy,) = _nodes(card, ir.CopyCard)
    assert copy == ir.CopyCard(ir.ExiledWith(ir.ThisObject()))


def test_return_the_exiled_card_under_its_owners_control() -> None:
    """CR 607.2a, 110.2: "return the exiled card to the battlefield under its owner's
    control" returns the linked card, controlled by its owner (not the source itself)."""
    card = compile_card("Test Relic", "Enchantment", "{2}{W}", (
        "When this enchantment enters, exile another target nonland permanent.\n"
        "When this enchantment leaves the battlefield, return the exiled card to the "
        "battlefield under its owner's control."))
    (put,) = _nodes(card, ir.PutOntoBattlefield)
    linked = ir.ExiledWith(ir.ThisObject())
    assert put == ir.PutOntoBattlefield(linked, ir.OwnerOf(linked))


def test_each_card_exiled_with_this_and_any_number() -> None:
    """CR 607.2a: "Copy each card exiled with this artifact. You may cast any number of the
    copies without paying their mana costs" (Wizard's Spellbook's 20)."""
    card = compile_card("Test Relic", "Artifact", "{2}", (
        "{T}: Exile target instant or sorcery card from a graveyard.\n"
        "{1}, {T}: Copy each card exiled with this artifact. You may cast any number of the "
        "copies without paying their mana costs."))
    assert ir.is_fully_implemented(card)
    (copy,) = _nodes(card, ir.CopyCard)
    assert copy == ir.CopyCard(ir.ExiledWith(ir.ThisObject()))
    (cast,) = _nodes(card, ir.CastCard)
    assert isinstance(cast, ir.CastCard) and cast.any_number and cast.mode == "without_paying"


REAL = ("Wizard's Spellbook", "Isochron Scepter", "Shiko, Paragon of the Way", "Spellbinder",
        "Oblivion Ring", "Journey to Nowhere", "Fiend Hunter", "Synod Sanctum", "Cold Storage")


@pytest.mark.shared_data
def test_real_cards_of_the_class_compile(shared_data: Path) -> None:
    """Real Oracle cards using these phrases compile fully (2025 Oracle list)."""
    path = shared_data / "oracle-cards-2025-09-25.json.xz"
    with lzma.open(path, "rt", encoding="utf-8") as handle:
        cards = {c["name"]: c for c in json.load(handle) if c["name"] in REAL}
    assert set(cards) == set(REAL)
    for name, record in cards.items():
        assert all(ir.is_fully_implemented(d) for d in compile_faces(record)), name


def test_cast_the_exiled_card_from_an_earlier_step() -> None:
    """CR 608.2g: "You may exile an instant card from among them. You may cast the exiled card
    without paying its mana cost" casts the card that step exiled (no copy)."""
    card = compile_card("Test Relic", "Sorcery", "{2}", (
        "Look at the top five cards of your library. You may exile an instant card from among "
        "them. You may cast the exiled card without paying its mana cost."))
    assert ir.is_fully_implemented(card)
    (cast,) = _nodes(card, ir.CastCard)
    assert cast == ir.CastCard(ir.Bound("exiled"), optional=True, mode="without_paying")


def test_cast_target_card_from_a_graveyard() -> None:
    """CR 601.2c, 608.2g: "You may cast target instant or sorcery card ... from your graveyard
    without paying its mana cost" targets the card, then casts it on resolution."""
    card = compile_card("Test Relic", "Sorcery", "{2}", (
        "You may cast target instant or sorcery card with mana value 3 or less from your "
        "graveyard without paying its mana cost."))
    assert ir.is_fully_implemented(card) and card.spell is not None
    assert card.spell.effect == ir.CastCard(ir.TargetRef(0), optional=True,
                                            mode="without_paying")
    (spec,) = card.spell.targets
    assert spec.filter.zone == "graveyard" and spec.filter.owner == "you"


def test_exile_until_this_leaves_the_battlefield() -> None:
    """CR 610.3: "exile target ... until this creature leaves the battlefield" is a linked
    exile the engine undoes when the source leaves."""
    card = compile_card("Test Warden", "Creature — Human Cleric", "{1}{W}{W}", (
        "When this creature enters, exile target creature an opponent controls until this "
        "creature leaves the battlefield."), "2", "2")
    (exile,) = _nodes(card, ir.Exile)
    assert exile == ir.Exile(ir.TargetRef(0), linked=True, bind="exiled",
                             until_source_leaves=True)


def test_cast_spells_from_among_them() -> None:
    """CR 608.2g: "cast a spell ... from among them" narrows the referenced cards and casts
    at most one; "any number of spells" or plural "spells" cast each in any order."""
    one = compile_card("Test Relic", "Sorcery", "{2}", (
        "Look at the top three cards of your library. You may cast an instant or sorcery "
        "spell from among them without paying its mana cost."))
    (cast,) = _nodes(one, ir.CastCard)
    assert isinstance(cast, ir.CastCard) and cast.what == ir.Bound("looked")
    assert not cast.any_number and cast.filter is not None
    assert cast.filter.types_any == ("instant", "sorcery")
    many = compile_card("Test Relic", "Sorcery", "{X}{B}", (
        "Target opponent exiles the top X cards of their library. You may cast any number of "
        "spells with mana value X or less from among them without paying their mana costs."))
    (cast,) = _nodes(many, ir.CastCard)
    assert isinstance(cast, ir.CastCard) and cast.any_number and cast.filter is not None


def test_kicker_compiles_to_an_optional_additional_cost() -> None:
    """CR 702.33a: "Kicker [cost]" = "You may pay an additional [cost] as you cast this
    spell"; paying it sets the "kicked" option that "if this spell was kicked" reads."""
    card = compile_card("Test Roil", "Instant", "{1}{U}", (
        "Kicker {1}{U} (You may pay an additional {1}{U} as you cast this spell.)\n"
        "Return target nonland permanent to its owner's hand. If this spell was kicked, draw "
        "a card."))
    assert ir.is_fully_implemented(card)
    (extra,) = card.additional_costs
    assert extra.optional and extra.option == "kicked"
    assert extra.cost.mana.symbols == ("1", "U")
    assert _nodes(card, ir.CastWith) == [ir.CastWith("kicked")]


def test_copy_that_card_several_times() -> None:
    """CR 707.12: "Copy that card three times" makes three copies; "the copies" may each
    be cast (any number, any order)."""
    card = compile_card("Test Deluge", "Sorcery", "{6}{U}", (
        "Exile target instant or sorcery card from a graveyard. Copy that card three times. "
        "You may cast the copies without paying their mana costs."))
    (copy,) = _nodes(card, ir.CopyCard)
    assert copy == ir.CopyCard(ir.Bound("exiled"), times=3)
    (cast,) = _nodes(card, ir.CastCard)
    assert isinstance(cast, ir.CastCard) and cast.any_number
