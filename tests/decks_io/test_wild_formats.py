"""Issue 13, part 2: deck files as people have them. Forge ``.dck`` with every section Forge
writes, MTGA/MTGO exports, Moxfield and Archidekt text, MTGO ``.dek`` XML; the oddities of
the real Forge decklists (../shared/data/decks/README.md) each get a case here."""

from __future__ import annotations

from pathlib import Path

import pytest

from grimoire.decks import UnknownDeckCardError, detect_format, parse_deck
from grimoire.decks.names import NameResolver
from grimoire.errors import DeckError
from grimoire.pool import CardPool

NAMES = ["Lightning Bolt", "Mountain", "Forest", "Shock", "Beast Within", "Sol Ring",
         "Ixhel, Scion of Atraxa", "Flameblade Angel", "Dandân", "Séance Board",
         "Arcane Signet", "Fire // Ice", "Legions of Lim-Dûl", "Lurrus of the Dream-Den",
         "Grizzly Bears", "Tazri, Stalwart Survivor", "Krenko, Mob Boss"]

FORGE = """\
[shop]\r
WinsToUnlock=20\r
Credits=3000\r
[metadata]\r
Name=Sky Slam \r
DescriptionGround and pound\r
Set=ONC\r
[metadata]\r
Name=Second name\r
[Avatar]\r
\r
[Planes]\r
[Schemes]\r
[Conspiracy]\r
[Dungeon]\r
[Commander]\r
1 Ixhel, Scion of Atraxa [ONC]|1\r
[main]\r
1 Beast  Within|ONC|1\r
2  Lightning Bolt|M10\r
3 Flameblade Angel+|SOI\r
16 Mountain|FDN|[272]\r
4 Mountain|FDN|[273]\r
1 Dandân\r
1 Séance Board|ALL\r
1 Fire // Ice|APC\r
[Sideboard]\r
2 Shock|M19|2\r
[main]\r
1 Sol Ring"""


def test_forge_every_section_and_oddity() -> None:
    """Every Forge section is read or skipped with a note; sections repeat and come in any
    case; foil markers, set tags, art indexes, double spaces, CRLF and accents."""
    deck = parse_deck(FORGE, pool_names=NAMES, path="sky.dck")
    assert deck.name == "Sky Slam"
    assert deck.commander == ("Ixhel, Scion of Atraxa",)
    assert deck.counts() == {"Beast Within": 1, "Lightning Bolt": 2, "Flameblade Angel": 3,
                             "Mountain": 20, "Dandân": 1, "Séance Board": 1, "Fire // Ice": 1,
                             "Sol Ring": 1}
    assert deck.sideboard == ("Shock", "Shock")
    skipped = " ".join(deck.notes)
    for section in ("shop", "Avatar", "Schemes", "Conspiracy", "Dungeon"):
        assert f"[{section}] skipped" in skipped
    assert deck.notes[0].startswith("sky.dck:1: [shop]")


def test_forge_planes_are_the_planar_deck() -> None:
    """CR 901.3: Forge's ``[Planes]`` section is the planar deck."""
    deck = parse_deck("[Main]\n20 Forest\n[Planes]\n1 Grizzly Bears", pool_names=NAMES,
                      path="p.dck")
    assert deck.planar == ("Grizzly Bears",)


def test_forge_unknown_section_is_a_note_not_an_error() -> None:
    deck = parse_deck("[Main]\n20 Forest\n[Vanguard Stuff]\n1 Whatever", pool_names=NAMES,
                      path="v.dck")
    assert len(deck) == 20 and "not a section Grimoire plays" in deck.notes[0]


def test_unknown_card_names_file_line_and_close_names() -> None:
    with pytest.raises(UnknownDeckCardError) as caught:
        parse_deck("[Main]\n20 Forest\n2 Lightnin Bolt|M10", pool_names=NAMES, path="x.dck")
    message = str(caught.value)
    assert message.startswith("x.dck:3: unknown card 'Lightnin Bolt'")
    assert "Lightning Bolt" in message


MTGA = """\
Commander
1 Tazri, Stalwart Survivor (ZNR) 42

Companion
1 Lurrus of the Dream-Den (IKO) 226

Deck
4 Lightning Bolt (M10) 146
20 Mountain (ZNR) 280

Sideboard
2 Shock (M19) 156
"""


def test_mtga_headers() -> None:
    """CR 702.139a: the companion starts outside the game (the sideboard)."""
    deck = parse_deck(MTGA, pool_names=NAMES)
    assert deck.commander == ("Tazri, Stalwart Survivor",)
    assert deck.sideboard.count("Lurrus of the Dream-Den") == 1
    assert deck.sideboard.count("Shock") == 2 and len(deck) == 24


MOXFIELD = """\
1x Sol Ring (C21) 263 *F* #Ramp #!Commander
1x Arcane Signet (CMR) 297 [Ramp,Artifact] ^Have,#37d67a^
4x Lightning Bolt *F*
1 Krenko, Mob Boss #Commander
30 Mountain
"""


def test_moxfield_and_archidekt_text() -> None:
    """``1x``, ``*F*``, ``(SET) 123``, Moxfield ``#tags``, Archidekt ``[categories]`` and
    ``^tags^`` are printing details, not names."""
    deck = parse_deck(MOXFIELD, pool_names=NAMES)
    assert deck.counts() == {"Sol Ring": 1, "Arcane Signet": 1, "Lightning Bolt": 4,
                             "Krenko, Mob Boss": 1, "Mountain": 30}


DEK = """<?xml version="1.0" encoding="utf-8"?>
<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema">
  <NetDeckID>0</NetDeckID>
  <PreconstructedDeckID>0</PreconstructedDeckID>
  <Cards CatID="1" Quantity="4" Sideboard="false" Name="Lightning Bolt" Annotation="0" />
  <Cards CatID="2" Quantity="20" Sideboard="false" Name="Mountain" Annotation="0" />
  <Cards CatID="3" Quantity="2" Sideboard="true" Name="Shock" Annotation="0" />
  <Cards CatID="4" Quantity="1" Sideboard="false" Name="Fire/Ice" Annotation="0" />
</Deck>
"""


def test_mtgo_dek_xml(tmp_path: Path) -> None:
    assert detect_format(DEK) == "dek"
    deck = parse_deck(DEK, pool_names=NAMES, path="burn.dek")
    assert deck.counts() == {"Lightning Bolt": 4, "Mountain": 20, "Fire // Ice": 1}
    assert deck.sideboard == ("Shock", "Shock")
    with pytest.raises(UnknownDeckCardError, match=r"bad\.dek:3: unknown card 'Lightnin'"):
        parse_deck('<Deck>\n<NetDeckID>0</NetDeckID>\n<Cards Quantity="1" Name="Lightnin"/>'
                   '\n</Deck>', pool_names=NAMES, path="bad.dek")
    with pytest.raises(DeckError, match="Quantity and Name"):
        parse_deck('<Deck>\n<Cards Name="Shock"/>\n</Deck>', pool_names=NAMES, path="b.dek")


def test_unplayable_card_refused_unless_asked() -> None:
    """The loader refuses a card the engine can't play; ``deck check`` reads it anyway."""
    pool = CardPool([{"name": "Forest", "type_line": "Basic Land — Forest",
                      "oracle_text": "({T}: Add {G}.)"},
                     {"name": "Odd Card", "type_line": "Sorcery", "mana_cost": "{G}",
                      "oracle_text": "Frobnicate the gizmo."}])
    with pytest.raises(DeckError, match="not supported by the rules engine"):
        parse_deck("20 Forest\n1 Odd Card", pool_names=pool)
    deck = parse_deck("20 Forest\n1 Odd Card", pool_names=pool, playable_only=False)
    assert deck.counts()["Odd Card"] == 1


@pytest.mark.shared_data
def test_every_real_decklist_parses(deck_files: list[Path], oracle_pool: CardPool) -> None:
    """Every file of ../shared/data/decks parses against the Oracle list; the only failures
    allowed are cards that the list does not have (products printed after 2025-09-25, an
    Arena-only card, and Trade Secrets, which only the MTGJSON set files know), each reported
    as an unknown card with file and line."""
    from grimoire.decks import load_deck
    resolver = NameResolver(oracle_pool)
    absent: list[str] = []
    parsed = 0
    for path in deck_files:
        try:
            deck = load_deck(path, pool=resolver, playable_only=False)
        except UnknownDeckCardError as error:
            assert f"{path}:" in str(error)
            absent.append(error.card_name)
            assert resolver.find(error.card_name) is None
            continue
        parsed += 1
        assert len(deck.main) + len(deck.commander) in (40, 41, 60, 100), path
    assert len(deck_files) == 205
    assert parsed >= 200, absent
    assert set(absent) <= {"Auntie Ool, Cursewretch", "Ashling, the Limitless",
                           "Doctor Doom, King of Latveria", "Tactical Advantage",
                           "Trade Secrets"}
