"""Multi-face cards whose other faces the engine can't play are not playable (issues #12,
#13: the honesty rule). Records are the 2025-09-25 Oracle list's (Scryfall fields); the
expectations come from the rules: CR 709 (split cards), 702.127 (aftermath), 710 (flip
cards), 712.2-712.3 (transforming and modal double-faced cards), 715 (adventurers)."""

from __future__ import annotations

from typing import Any

import pytest

from grimoire.cards.model import Card, Face
from grimoire.cli.card import engine_support
from grimoire.decks.check import check_deck
from grimoire.decks.parser import parse_deck
from grimoire.errors import DeckError
from grimoire.oracle import faces
from grimoire.oracle.coverage import coverage
from grimoire.oracle.faces import face_gap
from grimoire.pool import CardPool, record_of


def _face(name: str, cost: str, type_line: str, text: str,
          pt: tuple[str, str] | None = None) -> dict[str, Any]:
    return {"name": name, "mana_cost": cost, "type_line": type_line, "oracle_text": text,
            "power": pt[0] if pt else None, "toughness": pt[1] if pt else None}


def _card(*card_faces: dict[str, Any]) -> dict[str, Any]:
    """A Scryfall multi-face record as the Oracle list holds it (no ``layout``)."""
    return {"name": " // ".join(f["name"] for f in card_faces),
            "type_line": " // ".join(f["type_line"] for f in card_faces),
            "mana_cost": None, "oracle_text": None, "card_faces": list(card_faces)}


FIRE_ICE = _card(
    _face("Fire", "{1}{R}", "Instant",
          "Fire deals 2 damage divided as you choose among one or two targets."),
    _face("Ice", "{1}{U}", "Instant", "Tap target permanent.\nDraw a card."))
BONECRUSHER = _card(
    _face("Bonecrusher Giant", "{2}{R}", "Creature — Giant", "Whenever this creature becomes "
          "the target of a spell, this creature deals 2 damage to that spell's controller.",
          ("4", "3")),
    # (its Adventure half given a first sentence the compiler does not know: Stomp's real
    # "Damage can't be prevented this turn." compiles since round 11)
    _face("Stomp", "{1}{R}", "Instant — Adventure",
          "Choose a card name. Stomp deals 2 damage to any target."))
VALAKUT = _card(
    _face("Valakut Awakening", "{2}{R}", "Instant", "Put any number of cards from your hand "
          "on the bottom of your library, then draw that many cards plus one."),
    _face("Valakut Stoneforge", "", "Land", "This land enters tapped.\n{T}: Add {R}."))
PATHWAY = _card(
    _face("Brightclimb Pathway", "", "Land", "{T}: Add {W}."),
    _face("Grimclimb Pathway", "", "Land", "{T}: Add {B}."))
DUSK_DAWN = _card(
    _face("Dusk", "{2}{W}{W}", "Sorcery", "Destroy all creatures with power 3 or greater."),
    _face("Dawn", "{3}{W}{W}", "Sorcery", "Aftermath (Cast this spell only from your "
          "graveyard. Then exile it.)\nReturn all creature cards with power 2 or less from "
          "your graveyard to your hand."))
AKKI = _card(
    _face("Akki Lavarunner", "{3}{R}", "Creature — Goblin Warrior",
          "Haste\nWhenever this creature deals damage to an opponent, flip it.", ("1", "1")),
    _face("Tok-Tok, Volcano Born", "", "Legendary Creature — Goblin Shaman",
          "Protection from red\nIf a red source would deal damage to a player, it deals that "
          "much damage plus 1 to that player instead.", ("2", "2")))
STUDENT = _card(
    _face("Student of Elements", "{1}{U}", "Creature — Human Wizard",
          "When this creature has flying, flip it.", ("1", "1")),
    _face("Tobita, Master of Winds", "", "Legendary Creature — Human Wizard",
          "Creatures you control have flying.", ("3", "3")))
WAIF = _card(
    _face("Reckless Waif", "{R}", "Creature — Human Rogue Werewolf", "At the beginning of "
          "each upkeep, if no spells were cast last turn, transform this creature.", ("1", "1")),
    _face("Merciless Predator", "", "Creature — Werewolf", "At the beginning of each upkeep, "
          "if a player cast two or more spells last turn, transform this creature.", ("3", "2")))
BEARS = _face("Grizzly Bears", "{1}{G}", "Creature — Bear", "", ("2", "2"))

def test_flip_card_has_no_face_gap() -> None:
    """CR 710: a flip card's both halves are compiled (grimoire.oracle.flip_text); it is
    playable when both compile (tests/effd_classes/test_flip_cards.py)."""
    assert faces.is_flip(AKKI) and face_gap(AKKI) is None


def test_transforming_modal_and_normal_cards_have_no_face_gap() -> None:
    """CR 712.2: a transforming card's both faces are compiled; a normal card has one.
    CR 709.3, 702.127a, 715.3: split, aftermath and adventurer cards are cast face by face
    (tests/split_faces); CR 712.3: a modal double-faced card's either face cast or played
    (tests/dfc/test_modal_faces.py). A modal card whose back face doesn't compile is
    unplayable with that face's reason."""
    assert face_gap(WAIF) is None
    assert face_gap(BEARS) is None
    assert [face_gap(r) for r in (FIRE_ICE, DUSK_DAWN, BONECRUSHER)] == [None, None, None]
    assert face_gap(PATHWAY) is None and face_gap(VALAKUT) is None
    assert CardPool([VALAKUT]).support_problems("Valakut Awakening")[0].startswith(
        "not understood: 'Put any number of cards")


def test_pool_reports_the_other_face_by_either_name() -> None:
    """The pool (deck loader, ``deck check``, ``grimoire card``) finds Fire // Ice by its full
    name or its front face's, playable (both halves compile); an adventurer card is refused
    with its Adventure half's reason; a fully compiled transforming card stays playable."""
    pool = CardPool([FIRE_ICE, WAIF, BEARS, BONECRUSHER, PATHWAY])
    assert pool.support_problems("Fire // Ice") == []
    assert pool.support_problems("fire") == []
    assert pool.support_problems("Bonecrusher Giant") == [
        "not understood: 'Choose a card name.'"]
    assert pool.support_problems("Brightclimb Pathway") == []
    assert pool.support_problems("Reckless Waif // Merciless Predator") == []
    assert pool.support_problems("Grizzly Bears") == []


def test_pool_compiles_the_face_texts_of_a_scryfall_record() -> None:
    """A Scryfall multi-face record keeps its text on the faces (``oracle_text`` is null):
    the pool compiles each half's text, not an empty text box (CR 709.4: the card is the
    halves combined, each half castable)."""
    fire = CardPool([FIRE_ICE]).get("Fire // Ice")
    assert fire.name == "Fire // Ice"
    assert [f.name for f in fire.faces] == ["Fire", "Ice"]
    assert all(f.spell is not None for f in fire.faces)


def test_coverage_counts_them_not_compiled() -> None:
    """``grimoire coverage`` agrees with the pool: the split, aftermath, modal, transforming,
    flip (both halves compiled: Tok-Tok's "deals that much damage plus 1" since round 12)
    and normal cards; not the flip card whose state trigger doesn't compile (CR 603.8), nor
    the adventurer whose Adventure half doesn't compile."""
    report = coverage([FIRE_ICE, BONECRUSHER, PATHWAY, DUSK_DAWN, AKKI, STUDENT, WAIF, BEARS])
    assert report.passed == ["Fire // Ice", "Brightclimb Pathway // Grimclimb Pathway",
                             "Dusk // Dawn", "Akki Lavarunner // Tok-Tok, Volcano Born",
                             "Reckless Waif // Merciless Predator", "Grizzly Bears"]
    assert "Bonecrusher Giant // Stomp" in report.failed
    assert "Student of Elements // Tobita, Master of Winds" in report.failed


def test_deck_check_and_loader_refuse_a_flip_card() -> None:
    """``deck check`` lists what a flip card is missing (Student of Elements' state trigger,
    CR 603.8); the deck loader refuses the card (a split card and a flip card whose halves
    both compile are accepted)."""
    pool = CardPool([FIRE_ICE, AKKI, STUDENT, BEARS])
    text = "2 Fire // Ice\n2 Akki Lavarunner\n2 Student of Elements\n14 Grizzly Bears"
    deck = parse_deck(text, pool_names=pool, playable_only=False)
    check = check_deck(deck, pool)
    assert [(p.name, p.copies, p.missing) for p in check.unplayable] == [
        ("Student of Elements // Tobita, Master of Winds", 2,
         ("not understood: 'When this creature has flying, flip it.'",))]
    with pytest.raises(DeckError, match="Student of Elements"):
        parse_deck(text, pool_names=pool)


def _db_card(layout: str, *card_faces: Face) -> Card:
    """A database card (:class:`grimoire.cards.model.Card`) with its layout and faces."""
    return Card(oracle_id="x", name=" // ".join(f.name for f in card_faces),
                mana_cost=" // ".join(f.mana_cost for f in card_faces), mana_value=3.0,
                colors=("R",), color_identity=("R",),
                type_line=" // ".join(f.type_line for f in card_faces),
                oracle_text="\n//\n".join(f.oracle_text for f in card_faces),
                power=card_faces[0].power, toughness=card_faces[0].toughness,
                layout=layout, faces=card_faces)


def test_database_card_uses_its_layout() -> None:
    """``grimoire card`` (engine_support) reads the database layout: an adventurer card is
    compiled with its Adventure half (CR 715.3), whose text that doesn't compile keeps it
    unplayable."""
    giant = _db_card(
        "adventure", Face(name="Bonecrusher Giant", mana_cost="{2}{R}",
                          type_line="Creature — Giant", oracle_text=str(
                              BONECRUSHER["card_faces"][0]["oracle_text"]),
                          power="4", toughness="3"),
        Face(name="Stomp", mana_cost="{1}{R}", type_line="Instant — Adventure",
             oracle_text=str(BONECRUSHER["card_faces"][1]["oracle_text"])))
    assert record_of(giant)["layout"] == "adventure"
    support = engine_support(giant)
    assert support["playable"] is False
    assert support["unimplemented"][-1] == \
        "not understood: 'Choose a card name.'"


def test_layouts_without_card_faces() -> None:
    """A joined record (pool.json shape) with a layout, or with only " // " to go by."""
    assert face_gap({"name": "Fire // Ice", "layout": "split",
                     "type_line": "Instant // Instant"}) is None
    assert face_gap({"name": "Bruna, the Fading Light", "layout": "meld",
                     "mana_cost": "{5}{W}{W}"}) is None  # its own text decides
    assert face_gap({"name": "Brisela, Voice of Nightmares", "layout": "meld",
                     "mana_cost": ""}) == faces.MELD  # CR 712.4b
    assert face_gap({"name": "Saga", "layout": "saga"}) is None
    assert face_gap({"name": "A // B", "type_line": "Creature // Land"}) == faces.SEVERAL_FACES
    room = {"name": "Bottomless Pool // Locker Room", "layout": "split",
            "type_line": "Enchantment — Room // Enchantment — Room"}
    assert face_gap(room) == faces.ROOM


def test_reversible_and_unread_transforming_cards() -> None:
    """The same card on both sides (a reversible Swamp) is one card; a transforming card
    whose back face has a mana cost (so not compiled with it, CR 712.2) is a gap."""
    swamp = _face("Swamp", "", "Basic Land — Swamp", "({T}: Add {B}.)")
    assert face_gap(_card(swamp, swamp)) is None
    eddie = _card(
        _face("Eddie Brock", "{2}{B}", "Legendary Creature — Human Hero Villain",
              "{3}{B}{R}{G}: Transform Eddie Brock. Activate only as a sorcery.", ("3", "3")),
        _face("Venom, Lethal Protector", "{3}{B}{R}{G}",
              "Legendary Creature — Symbiote Hero Villain", "Menace, trample, haste", ("5", "5")))
    assert face_gap(eddie) == faces.TRANSFORM_BACK
