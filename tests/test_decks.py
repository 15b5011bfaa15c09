"""Deck files: MTGA/MTGO text, .dec, .dck; errors naming the line; validation (CR 100.2a, 100.4a);
the built-in decks."""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from grimoire.decks import (
    Deck,
    NameResolver,
    UnknownDeckCardError,
    builtin_deck,
    builtin_deck_names,
    bundled_pool_names,
    deck_from_spec,
    detect_format,
    load_deck,
    parse_deck,
    validate,
)
from grimoire.errors import DeckError, UnknownCardError

ROOT = Path(__file__).resolve().parent.parent
POOL_JSON = ROOT / "src" / "grimoire" / "cards" / "bundled" / "pool.json"
POOL = (
    "Lightning Bolt",
    "Shock",
    "Mountain",
    "Forest",
    "Grizzly Bears",
    "Wizard's Spellbook",
    "Netherese Puzzle-Ward",
    "Jötun Grunt",
    "Fire // Ice",
    "Lurrus of the Dream-Den",
    "Atraxa, Praetors' Voice",
)


def parse(text: str, **options: str) -> Deck:
    return parse_deck(text, pool_names=POOL, **options)


# --- MTGA / MTGO text ---------------------------------------------------------------------


def test_text_counts_with_and_without_x_and_printing() -> None:
    """'4 Name', '4x Name', '4 Name (SET) 123' and the '*F*' foil marker all read one card."""
    deck = parse(
        "4 Lightning Bolt\n3x Shock\n2 Mountain (M10) 242\n1 Forest (ZEN) 246 *F*\n"
        "1 Grizzly Bears (M10)"
    )
    assert deck.counts() == {
        "Lightning Bolt": 4,
        "Shock": 3,
        "Mountain": 2,
        "Forest": 1,
        "Grizzly Bears": 1,
    }
    assert deck.sideboard == ()


def test_text_sections_mtga() -> None:
    """MTGA export: About/Name, Commander, Companion (kept in the sideboard: it starts outside the
    game, CR 702.139a), Deck and Sideboard sections; blank lines only separate sections."""
    text = (
        "About\nName My Deck\n\nCommander\n1 Atraxa, Praetors' Voice\n\n"
        "Companion\n1 Lurrus of the Dream-Den\n\nDeck\n4 Lightning Bolt\n\n20 Mountain\n\n"
        "Sideboard\n2 Shock\n"
    )
    deck = parse(text)
    assert deck.name == "My Deck"
    assert deck.commander == ("Atraxa, Praetors' Voice",)
    assert deck.counts() == {"Lightning Bolt": 4, "Mountain": 20}
    assert deck.counts("sideboard") == {"Lurrus of the Dream-Den": 1, "Shock": 2}


def test_text_mtgo_blank_line_starts_sideboard() -> None:
    """MTGO .txt export: no headers; the group after the blank line is the sideboard."""
    deck = parse("4 Lightning Bolt\n20 Mountain\n\n3 Shock\n", path="burn.txt")
    assert deck.name == "burn"
    assert deck.counts() == {"Lightning Bolt": 4, "Mountain": 20}
    assert deck.counts("sideboard") == {"Shock": 3}


def test_text_sb_prefix_and_header_with_colon() -> None:
    """'SB: 2 Shock' goes to the sideboard; then blank lines do not start one."""
    deck = parse("Deck:\n4 Lightning Bolt\n\n20 Mountain\nSB: 2 Shock")
    assert len(deck) == 24
    assert deck.sideboard == ("Shock", "Shock")


def test_text_names_ignore_case_accents_and_punctuation() -> None:
    """Names resolve to the pool's canonical spelling."""
    deck = parse(
        "1 LIGHTNING BOLT\n1 wizards spellbook\n1 Netherese Puzzle Ward\n1 Jotun Grunt\n"
        "1 Fire/Ice\n1 Fire\n1 Wizard’s Spellbook"
    )
    assert deck.main == (
        "Lightning Bolt",
        "Wizard's Spellbook",
        "Wizard's Spellbook",
        "Netherese Puzzle-Ward",
        "Jötun Grunt",
        "Fire // Ice",
        "Fire // Ice",
    )


def test_text_bom_crlf_and_comments() -> None:
    """A UTF-8 BOM, CRLF line ends and '#' or '//' comment lines are accepted."""
    deck = parse("\ufeff# burn\r\nDeck\r\n4 Lightning Bolt\r\n// more\r\n2 Mountain\r\n")
    assert deck.counts() == {"Lightning Bolt": 4, "Mountain": 2}


def test_repeated_lines_add_up_and_group() -> None:
    """Two lines of the same card add up; copies are kept together in first-seen order."""
    deck = parse("2 Shock\n1 Mountain\n2 Shock")
    assert deck.main == ("Shock",) * 4 + ("Mountain",)


# --- .dec and .dck ------------------------------------------------------------------------


def test_dec_apprentice_mws() -> None:
    """.dec: '//' comments (with '// NAME :'), '4 [M10] Name', 'SB:' lines."""
    text = (
        "// NAME : Red Deck\n// CREATOR : someone\n// Lands\n    20 [M10] Mountain\n"
        "4 Lightning Bolt\n\nSB:  3 [M10] Shock\nSB: 1 Grizzly Bears\n"
    )
    assert detect_format(text) == "dec"
    deck = parse(text)
    assert deck.name == "Red Deck"
    assert deck.counts() == {"Mountain": 20, "Lightning Bolt": 4}
    assert deck.counts("sideboard") == {"Shock": 3, "Grizzly Bears": 1}


def test_dec_detected_by_suffix() -> None:
    """A .dec file without comments or brackets still reads as .dec (blank lines ignored)."""
    deck = parse("20 Mountain\n\n4 Shock\n", path="x.dec")
    assert deck.counts() == {"Mountain": 20, "Shock": 4}


def test_dck_forge() -> None:
    """Forge .dck: [metadata] Name=, [Main], [Sideboard], [Commander]; 'N Name|SET|art'."""
    text = (
        "[metadata]\nName=Forge Burn\nDescription=fast\n"
        "[Commander]\n1 Atraxa, Praetors' Voice|C16\n"
        "[Main]\n4 Lightning Bolt|M10|1\n20 Mountain|M10\n2 Shock\n[Sideboard]\n3 Shock|M19|1\n"
        "[Planes]\n"
    )
    assert detect_format(text) == "dck"
    deck = parse(text)
    assert deck.name == "Forge Burn"
    assert deck.commander == ("Atraxa, Praetors' Voice",)
    assert deck.counts() == {"Lightning Bolt": 4, "Mountain": 20, "Shock": 2}
    assert deck.counts("sideboard") == {"Shock": 3}


def test_explicit_format_overrides_detection() -> None:
    """format= forces a parser; an unknown format is a DeckError."""
    assert parse("4 Shock\n\n2 Shock", format="dec").counts() == {"Shock": 6}
    assert parse("4 Shock\n\n2 Shock", format="text").counts("sideboard") == {"Shock": 2}
    with pytest.raises(DeckError, match="unknown deck format"):
        parse("4 Shock", format="mwdeck")


# --- errors name the file and line --------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        ("4 Lightning Bolt\nLightning Bolt", 2, "expected '<count> <card name>'"),
        ("4 Lightning Bolt\nfour Shock", 2, "expected '<count> <card name>'"),
        ("Deck\n0 Shock", 2, "between 1 and"),
        ("Deck\n1001 Shock", 2, "between 1 and"),
        ("Deck\n4", 2, "expected '<count> <card name>'"),
        ("Creatures (4)\n4 Grizzly Bears", 1, "expected '<count> <card name>'"),
        ("Maybeboard\n4 Shock", 1, "expected '<count> <card name>'"),
        ("4 Shock\n\n2 Shock\n\n1 Mountain", 5, "third group"),
        ("About\nTitle X\nDeck\n4 Shock", 2, "Name <deck name>"),
        ("// x\n4 Shock\nSB: Shock", 3, "expected '<count> <card name>'"),
        ("[Main]\n4 Shock|M10\nShock|M10", 3, "expected '<count> <card name>'"),
    ],
)
def test_malformed_line_names_file_and_line(text: str, line: int, message: str) -> None:
    """Every malformed line is a DeckError carrying the path and line number; nothing is
    silently skipped."""
    with pytest.raises(DeckError, match=message) as caught:
        parse(text, path="bad.txt")
    assert caught.value.path == "bad.txt"
    assert caught.value.line == line
    assert str(caught.value).startswith(f"bad.txt:{line}: ")


@pytest.mark.parametrize(
    ("text", "line"),
    [
        ("4 Lightning Bolt\n4 Lightnig Bolt", 2),
        ("Deck\n4 Lightnig Bolt (M10) 146", 2),
        ("// c\n4 [M10] Lightnig Bolt", 2),
        ("[Main]\n4 Lightnig Bolt|M10|1", 2),
        ("4 Shock\nSB: 4 Lightnig Bolt", 2),
    ],
)
def test_unknown_card_names_line_and_suggests(text: str, line: int) -> None:
    """An unknown name in any format names the line and the closest pool names."""
    with pytest.raises(UnknownDeckCardError) as caught:
        parse(text, path="deck.txt")
    error = caught.value
    assert isinstance(error, DeckError)
    assert error.line == line
    assert error.card_name == "Lightnig Bolt"
    assert error.suggestions[0] == "Lightning Bolt"
    assert str(error) == (
        f"deck.txt:{line}: unknown card 'Lightnig Bolt'; did you mean: Lightning Bolt?"
    )
    assert isinstance(error.__cause__, UnknownCardError)


def test_unknown_card_without_close_names() -> None:
    """A name close to nothing is still an error (without suggestions)."""
    with pytest.raises(UnknownDeckCardError, match=r"^<deck>:1: unknown card 'Qwzxv'$"):
        parse("1 Qwzxv")


@pytest.mark.parametrize(
    "text",
    ["", "\n\n", "About\nName Empty\n", "Sideboard\n2 Shock", "[metadata]\nName=x\n[Main]\n"],
)
def test_deck_without_main_cards_is_an_error(text: str) -> None:
    """A deck with no main-deck cards is a DeckError naming the file."""
    with pytest.raises(DeckError, match="no main-deck cards") as caught:
        parse(text, path="empty.txt")
    assert caught.value.path == "empty.txt"


def test_ambiguous_folded_name_is_an_error() -> None:
    """Two pool names that fold to the same key are not guessed between."""
    with pytest.raises(UnknownDeckCardError, match="ambiguous"):
        parse_deck("1 ab c", pool_names=["Ab-C", "Ab C."])
    assert parse_deck("1 Ab-C", pool_names=["Ab-C", "Ab C."]).main == ("Ab-C",)


# --- the pool protocol --------------------------------------------------------------------


class _Pool:
    """A stand-in for grimoire's CardPool: only the ``names()`` protocol is used."""

    def names(self) -> Iterable[str]:
        return iter(POOL)


def test_pool_object_resolver_function_and_collection() -> None:
    """Names resolve against a pool object, a set, or a resolver function."""
    assert parse_deck("2 shock", pool_names=_Pool()).main == ("Shock", "Shock")
    assert parse_deck("2 shock", pool_names=set(POOL)).main == ("Shock", "Shock")
    resolver = NameResolver(POOL)
    assert parse_deck("2 shock", pool_names=resolver).main == ("Shock", "Shock")
    assert parse_deck("2 shock", pool_names=str.title).main == ("Shock", "Shock")
    with pytest.raises(TypeError):
        parse_deck("2 shock", pool_names="Shock")


# --- round trip ---------------------------------------------------------------------------


def test_str_writes_mtga_text_that_round_trips() -> None:
    """str(deck) is MTGA text; parsing it gives an equal deck, commander and sideboard included."""
    deck = Deck(
        "Round Trip",
        main=("Shock", "Mountain", "Shock"),
        sideboard=("Grizzly Bears",),
        commander=("Atraxa, Praetors' Voice",),
    )
    text = str(deck)
    assert text == (
        "About\nName Round Trip\n\nCommander\n1 Atraxa, Praetors' Voice\n\n"
        "Deck\n2 Shock\n1 Mountain\n\nSideboard\n1 Grizzly Bears\n"
    )
    assert parse(text) == deck


@given(
    main=st.lists(st.sampled_from(POOL), min_size=1, max_size=80),
    sideboard=st.lists(st.sampled_from(POOL), max_size=15),
    name=st.text(
        alphabet=st.characters(blacklist_categories=("Cc", "Cs", "Zl", "Zp")), min_size=1
    ).filter(lambda s: s.strip() == s and s != ""),
)
def test_round_trip_property(main: list[str], sideboard: list[str], name: str) -> None:
    """Any deck of pool cards reads back equal from its MTGA text."""
    deck = Deck(name, main=tuple(main), sideboard=tuple(sideboard))
    assert parse(str(deck)) == deck


def test_deck_rejects_bad_values() -> None:
    """A Deck needs main-deck cards, one-line names and non-empty card names."""
    with pytest.raises(DeckError):
        Deck("x", main=())
    with pytest.raises(DeckError):
        Deck("two\nlines", main=("Shock",))
    with pytest.raises(DeckError):
        Deck("x", main=("Shock", ""))
    with pytest.raises(ValueError, match="unknown deck section"):
        Deck("x", main=("Shock",)).counts("maybe")


# --- validation ---------------------------------------------------------------------------


def test_validate_minimum_size() -> None:
    """CR 100.2a: a constructed deck has at least 60 cards."""
    assert validate(Deck("d", main=("Mountain",) * 60)) == []
    problems = validate(Deck("d", main=("Mountain",) * 59))
    assert problems == ["main deck has 59 cards; at least 60 required (CR 100.2a)"]
    assert validate(Deck("d", main=("Mountain",) * 40), min_size=40) == []


def test_validate_copy_limit_basic_lands_exempt() -> None:
    """CR 100.2a: no more than four of a card other than basic land cards."""
    deck = Deck("d", main=("Mountain",) * 30 + ("Snow-Covered Forest",) * 25 + ("Shock",) * 5)
    assert validate(deck) == [
        "5 copies of 'Shock' in deck and sideboard; at most 4 allowed (CR 100.2a, 100.4a)"
    ]
    assert validate(deck, max_copies=5) == []


def test_validate_sideboard_size_and_combined_limit() -> None:
    """CR 100.4a: at most fifteen sideboard cards; the four-card limit counts deck and
    sideboard together."""
    deck = Deck("d", main=("Mountain",) * 57 + ("Shock",) * 3, sideboard=("Shock",) * 2)
    assert validate(deck) == [
        "5 copies of 'Shock' in deck and sideboard; at most 4 allowed (CR 100.2a, 100.4a)"
    ]
    big = Deck("d", main=("Mountain",) * 60, sideboard=("Forest",) * 16)
    assert validate(big) == ["sideboard has 16 cards; at most 15 allowed (CR 100.4a)"]


def test_validate_custom_exemption() -> None:
    """Callers with type lines decide what is exempt (e.g. every card with supertype basic)."""
    deck = Deck("d", main=("Mountain",) * 52 + ("Shock",) * 8)
    assert validate(deck, copy_limit_exempt=lambda name: name == "Shock") == [
        "52 copies of 'Mountain' in deck and sideboard; at most 4 allowed (CR 100.2a, 100.4a)"
    ]


# --- the built-in decks -------------------------------------------------------------------


def _pool_cards() -> dict[str, dict[str, object]]:
    cards = json.loads(POOL_JSON.read_text(encoding="utf-8"))
    return {card["name"]: card for card in cards}


def test_builtin_decks_parse_against_pool_json_and_have_60_cards() -> None:
    """Every shipped deck uses only pool.json cards and has 60 main-deck cards."""
    pool = _pool_cards()
    assert set(bundled_pool_names()) == set(pool)
    names = builtin_deck_names()
    assert {"bench-vanilla", "demo-red-green", "demo-wub-flyers"} <= set(names)
    for name in names:
        deck = builtin_deck(name, pool=list(pool))
        assert len(deck) == 60, name
        assert set(deck.main + deck.sideboard) <= set(pool), name
        assert builtin_deck(name) == deck
        assert parse_deck(str(deck), pool_names=list(pool)) == deck


def test_bench_vanilla_exact_counts() -> None:
    """bench-vanilla: 12 Forest, 12 Mountain, 14 Grizzly Bears, 14 Hill Giant, 8 Lightning Bolt,
    both the packaged copy and decks/bench-vanilla.txt at the repository root."""
    expected = {
        "Forest": 12,
        "Mountain": 12,
        "Grizzly Bears": 14,
        "Hill Giant": 14,
        "Lightning Bolt": 8,
    }
    packaged = builtin_deck("bench-vanilla")
    assert packaged.counts() == expected
    assert packaged.sideboard == ()
    root = load_deck(ROOT / "decks" / "bench-vanilla.txt")
    assert root == packaged


def test_demo_decks_are_legal_and_roll_dice() -> None:
    """The demo decks are legal constructed decks (CR 100.2a, 100.4a), play ~24 lands, and hold
    at least one card whose Oracle text rolls a die (CR 706)."""
    pool = _pool_cards()
    for name in builtin_deck_names():
        if not name.startswith("demo-"):
            continue
        deck = builtin_deck(name)
        assert validate(deck) == [], name
        types = [str(pool[card]["type_line"]) for card in deck.main]
        lands = sum("Land" in type_line for type_line in types)
        creatures = sum("Creature" in type_line for type_line in types)
        assert 22 <= lands <= 26, name
        assert creatures >= 15, name
        assert any("roll a d" in str(pool[card]["oracle_text"]).lower() for card in deck.main)


def test_builtin_deck_unknown_name_suggests() -> None:
    """An unknown built-in deck name is a DeckError suggesting the closest."""
    with pytest.raises(DeckError, match="did you mean: bench-vanilla"):
        builtin_deck("bench-vanila")


def test_load_deck_and_deck_from_spec(tmp_path: Path) -> None:
    """load_deck reads a file (format by suffix/content); deck_from_spec takes a path or a
    built-in name; a missing file is a DeckError naming it."""
    path = tmp_path / "burn.dck"
    path.write_text("[Main]\n4 Lightning Bolt|M10\n20 Mountain\n", encoding="utf-8")
    deck = load_deck(path)
    assert deck.name == "burn"
    assert deck.counts() == {"Lightning Bolt": 4, "Mountain": 20}
    assert deck_from_spec(str(path)) == deck
    assert deck_from_spec("bench-vanilla") == builtin_deck("bench-vanilla")
    with pytest.raises(DeckError, match="no deck file"):
        deck_from_spec(str(tmp_path / "missing.txt"))
    with pytest.raises(DeckError, match="cannot read deck file") as caught:
        load_deck(tmp_path / "missing.txt")
    assert caught.value.path == str(tmp_path / "missing.txt")
    bad = tmp_path / "bad.txt"
    bad.write_bytes(b"4 Shock\xff\n")
    with pytest.raises(DeckError, match="cannot read deck file"):
        load_deck(bad)


@pytest.mark.parametrize(
    ("text", "note"),
    [
        ("[metadata]\nName X\n[Main]\n4 Shock", "<deck>:2: [metadata] line without '='"),
        ("[Main]\n4 Shock|M10\n[Schemes]\n1 Shock", "<deck>:3: [Schemes] skipped"),
    ],
)
def test_forge_lines_grimoire_does_not_play_are_noted(text: str, note: str) -> None:
    """What Forge writes and Grimoire does not play is skipped with a note naming the line,
    never silently and never as an error (issue 13: decks as people have them)."""
    deck = parse_deck(text, pool_names=["Shock"])
    assert deck.counts() == {"Shock": 4}
    assert deck.notes[0].startswith(note)


def test_suggestions_in_a_large_pool_compare_the_nearest_names() -> None:
    """Over a pool larger than the candidates compared in full (thousands of names), a
    misspelling still finds its card and its close neighbours; a name close to nothing gets
    no suggestion; the same pool object reuses one resolver."""
    from grimoire.decks.names import NameResolver, resolver_for

    filler = [f"Filler Card Number {i}" for i in range(5000)]
    names = [*filler, "Lightning Bolt", "Lightning Blast", "Treasure Chest", "Sol Ring"]
    resolver = NameResolver(names)
    assert resolver.suggest("Lightnig Bolt")[0] == "Lightning Bolt"
    assert resolver.suggest("Tresure Chets")[0] == "Treasure Chest"
    assert resolver.suggest("sol rng")[0] == "Sol Ring"
    assert resolver.suggest("Qwzx Vvvk") == ()

    class Pool:
        def names(self) -> list[str]:
            return names

        def __len__(self) -> int:
            return len(names)

    pool = Pool()
    first = resolver_for(pool)
    assert resolver_for(pool) is first
    names.append("Lightning Bolt Two")  # the pool grew: a new resolver sees the new card
    assert resolver_for(pool) is not first
    assert resolver_for(pool)("lightning bolt two") == "Lightning Bolt Two"
