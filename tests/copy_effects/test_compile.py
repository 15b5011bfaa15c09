"""The "enter as a copy" class compiles from Oracle text (CR 614.1c, 707.9), and the
variants the engine can't play stay not understood (support stays honest)."""

from __future__ import annotations

from tests.copy_effects._cards import definition

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps


def _copy_effect(card: ir.CardDefinition) -> ir.EntersAsCopy:
    found = [a.effect for a in card.abilities if isinstance(a, ir.StaticAbility)
             and isinstance(a.effect, ir.EntersAsCopy)]
    assert len(found) == 1, card.abilities
    return found[0]


def _record(name: str, text: str) -> ir.CardDefinition:
    return compile_source({"name": name, "type_line": "Creature — Shapeshifter",
                           "mana_cost": "{3}{U}", "oracle_text": text, "power": "0",
                           "toughness": "0"})


def test_the_class_compiles_with_its_exceptions() -> None:
    """CR 707.9a-b, 707.9e: the exceptions are read clause by clause."""
    clone = _copy_effect(definition("Clone"))
    assert clone.filter.types_any == ("creature",) and clone.exceptions == ir.CopyExceptions()
    image = _copy_effect(definition("Phantasmal Image")).exceptions
    assert image.add_subtypes == ("Illusion",)
    assert isinstance(image.abilities[0], ir.TriggeredAbility)
    assert _copy_effect(definition("Phyrexian Metamorph")).filter.types_any == (
        "artifact", "creature")
    assert _copy_effect(definition("Phyrexian Metamorph")).exceptions.add_types == (
        "artifact",)
    garg = _copy_effect(definition("Quicksilver Gargantuan")).exceptions
    assert (garg.power, garg.toughness) == (7, 7)
    assert _copy_effect(definition("Altered Ego")).exceptions.counters == ir.VarX()
    dack = _copy_effect(definition("Dack's Duplicate")).exceptions
    assert {a.name for a in dack.abilities if isinstance(a, ir.Keyword)} == {
        "haste", "dethrone"}
    for name in ("Clone", "Phantasmal Image", "Phyrexian Metamorph", "Quicksilver Gargantuan",
                 "Altered Ego", "Dack's Duplicate"):
        assert not engine_gaps(definition(name)), name


def test_variants_with_conditions_are_not_understood() -> None:
    """A choice limited by the mana spent (Mockingbird) or an exception granting an ability
    only if the copy is a creature (Moritte of the Frost) is not this class yet: the line
    stays not understood, so the card isn't counted."""
    for text in (
        "You may have this creature enter as a copy of any creature on the battlefield with "
        "mana value less than or equal to the amount of mana spent to cast this creature, "
        "except it's a Bird in addition to its other types and it has flying.",
        "You may have this creature enter as a copy of a permanent you control, except it's "
        "legendary and snow in addition to its other types and, if it's a creature, it "
        "enters with two additional +1/+1 counters on it and has changeling.",
    ):
        card = _record("Copier", text)
        assert any(isinstance(a, ir.Unimplemented) for a in card.abilities), text


def test_graveyard_tapped_and_conditional_counter_variants() -> None:
    """CR 707.2, 707.5, 707.9e: "any creature card in a graveyard" (Body Double) is a
    filter over graveyards; "enter tapped as a copy" (Vesuva) sets ``tapped``; Spark
    Double's counters are conditional on the copy's card type; Essence of the Wild's line
    is another permanent's replacement (:class:`~grimoire.oracle.ir.OthersEnterAsCopy`)."""
    body = _record("Copier", "You may have this creature enter as a copy of any creature "
                   "card in a graveyard.").abilities[0].effect
    assert isinstance(body, ir.EntersAsCopy)
    assert body.filter.zone == "graveyard" and body.filter.types_any == ("creature",)
    vesuva = _record("Copier", "You may have this creature enter tapped as a copy of any "
                     "land on the battlefield.").abilities[0].effect
    assert isinstance(vesuva, ir.EntersAsCopy) and vesuva.tapped
    spark = _record("Copier", "You may have this creature enter as a copy of a creature or "
                    "planeswalker you control, except it enters with an additional +1/+1 "
                    "counter on it if it's a creature, it enters with an additional loyalty "
                    "counter on it if it's a planeswalker, and it isn't legendary."
                    ).abilities[0].effect
    assert isinstance(spark, ir.EntersAsCopy)
    assert spark.exceptions.counters is None and spark.exceptions.remove_supertypes == (
        "legendary",)
    assert spark.exceptions.more_counters == (
        ir.CopyCounters("+1/+1", ir.Fixed(1), "creature"),
        ir.CopyCounters("loyalty", ir.Fixed(1), "planeswalker"))
    essence = _record("Copier", "Creatures you control enter as a copy of this creature."
                      ).abilities[0].effect
    assert isinstance(essence, ir.OthersEnterAsCopy) and essence.of == "self"
    assert essence.filter.controller == "you" and essence.filter.types_any == ("creature",)
    for name in ("Body Double", "Spark Double", "Essence of the Wild", "Vesuva",
                 "Echoing Deeps"):
        assert not engine_gaps(definition(name)), name


def test_choice_filter_you_control_and_keep_colors() -> None:
    """ "a creature you control" limits the choice (Mirror Image); "it doesn't copy that
    creature's color" keeps the copy's own colors (CR 707.9c)."""
    mirror = _copy_effect(_record("Mirror", "You may have this creature enter as a copy of a "
                                            "creature you control."))
    assert mirror.filter.controller == "you"
    keep = _copy_effect(_record("Keeper", "You may have this creature enter as a copy of any "
                                          "creature on the battlefield, except it doesn't "
                                          "copy that creature's color."))
    assert keep.exceptions.keep_colors


def test_clauses_without_it_and_the_copying_objects_own_name() -> None:
    """CR 707.9b: Auton Soldier's "it isn't legendary, is an artifact in addition to its
    other types, and has myriad" is three clauses; Sakashima the Impostor's "its name is
    Sakashima the Impostor" keeps the copying object's own name (``~``)."""
    auton = _copy_effect(_record("Auton", "You may have this creature enter as a copy of any "
                                          "creature on the battlefield, except it isn't "
                                          "legendary, is an artifact in addition to its other "
                                          "types, and has myriad.")).exceptions
    assert auton.remove_supertypes == ("legendary",) and auton.add_types == ("artifact",)
    assert any(isinstance(a, ir.Keyword) and a.name == "myriad" for a in auton.abilities)
    sakashima = _copy_effect(compile_source({
        "name": "Sakashima the Impostor", "type_line": "Legendary Creature — Human Rogue",
        "mana_cost": "{2}{U}{U}", "power": "3", "toughness": "1",
        "oracle_text": "You may have Sakashima the Impostor enter as a copy of any creature "
                       "on the battlefield, except its name is Sakashima the Impostor, it's "
                       "legendary in addition to its other types, and it has \"{2}{U}{U}: "
                       "Return Sakashima the Impostor to its owner's hand at the beginning "
                       "of the next end step.\""})).exceptions
    assert sakashima.name == "~" and sakashima.add_supertypes == ("legendary",)
