"""The search language: parser errors point at the fault; results match independent counts."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from grimoire.cards import CardStore, SearchSyntaxError, import_files
from grimoire.cards.search import And, Not, Or, Term, parse

from .conftest import RawCard
from .factories import write_json

# -- parsing ------------------------------------------------------------------------------------


def test_parse_tree_of_a_typical_query() -> None:
    tree = parse('o:"roll a d20" t:artifact or -(c:r mv>=3)')
    assert isinstance(tree, Or) and len(tree.items) == 2
    left, right = tree.items
    assert isinstance(left, And)
    assert left.items[0] == Term("oracle", ":", "roll a d20", 0, 2)
    assert isinstance(right, Not) and isinstance(right.item, And)


@pytest.mark.parametrize(
    ("query", "position", "message"),
    [
        ("", 0, "empty query"),
        ("   ", 3, "empty query"),
        ("t:artifact (c:r or", 18, "after 'or'"),
        ("(t:artifact", 0, "missing ')'"),
        ("t:artifact)", 10, "unexpected ')'"),
        ("o:\"roll a d20", 2, "unterminated quoted string"),
        ("foo:bar", 0, "unknown search keyword 'foo'"),
        ("t:creature pow>=x", 16, "expected a number"),
        ("c:purple", 2, "unknown color"),
        ("is:shiny", 3, "unknown is: flag"),
        ("r>=epic", 3, "unknown rarity"),
        ("lang:klingon", 5, "unknown language"),
        ("t: artifact", 2, "missing value after 't:'"),
        ("- t:land", 0, "'-' must be followed"),
        ("or t:land", 0, "expected a search term"),
        ("t:land ()", 8, "empty parentheses"),
        ("o>draw", 0, "'oracle' takes ':'"),
    ],
)
def test_malformed_queries_point_at_the_fault(query: str, position: int, message: str) -> None:
    with pytest.raises(SearchSyntaxError) as caught:
        parse_and_compile(query)
    assert caught.value.position == position
    assert message in str(caught.value)
    assert isinstance(caught.value, ValueError)
    caret_line = str(caught.value).splitlines()[-1]
    assert caret_line.index("^") - 2 == position


def parse_and_compile(query: str) -> None:
    from grimoire.cards.search import compile_query

    compile_query(query)


# -- semantics on a small hand-made pool ---------------------------------------------------------

POOL = [
    ("Red Guy", "{R}", "Creature — Goblin", "Haste", "1", "1", ["R"]),
    ("Gruul Beast", "{R}{G}", "Creature — Beast", "Trample", "4", "3", ["R", "G"]),
    ("Green Wall", "{1}{G}", "Creature — Plant Wall", "Defender", "0", "5", ["G"]),
    ("Azorius Charm", "{W}{U}", "Instant", "Draw a card.", None, None, ["W", "U"]),
    ("Mox Thing", "{0}", "Artifact", "{T}: Add {C}.", None, None, []),
    ("Big Dragon", "{4}{R}{R}", "Legendary Creature — Dragon", "Flying", "6", "6", ["R"]),
    ("Star Child", "{2}{G}", "Creature — Elf", "Roll a d20.", "*", "2", ["G"]),
]


@pytest.fixture(scope="module")
def pool_store(tmp_path_factory: pytest.TempPathFactory) -> CardStore:
    folder = tmp_path_factory.mktemp("pool")
    cards = [{"name": n, "mana_cost": m, "type_line": t, "oracle_text": o, "power": p,
              "toughness": tough, "color_identity": ci}
             for n, m, t, o, p, tough, ci in POOL]
    db = folder / "pool.sqlite"
    import_files([write_json(folder / "pool.json", cards)], db)
    return CardStore(db)


@pytest.mark.parametrize(
    ("query", "names"),
    [
        ("c:r", ["Big Dragon", "Gruul Beast", "Red Guy"]),
        ("c=r", ["Big Dragon", "Red Guy"]),
        ("c>=rg", ["Gruul Beast"]),
        ("c<=rg", ["Big Dragon", "Green Wall", "Gruul Beast", "Mox Thing", "Red Guy",
                   "Star Child"]),
        ("c:c", ["Mox Thing"]),
        ("c:m", ["Azorius Charm", "Gruul Beast"]),
        ("c:azorius", ["Azorius Charm"]),
        ("id:g", ["Green Wall", "Mox Thing", "Star Child"]),
        ("id:gruul -c:c", ["Big Dragon", "Green Wall", "Gruul Beast", "Red Guy", "Star Child"]),
        ("mv>=3", ["Big Dragon", "Star Child"]),
        ("cmc=0", ["Mox Thing"]),
        ("pow>tou", ["Gruul Beast"]),
        ("pow=0", ["Green Wall", "Star Child"]),  # * counts as 0
        ("tou>=5 or t:instant", ["Azorius Charm", "Big Dragon", "Green Wall"]),
        ("-t:creature", ["Azorius Charm", "Mox Thing"]),
        ("t:creature -(c:r or c:g)", []),
        ('o:"roll a D20"', ["Star Child"]),
        ("dragon", ["Big Dragon"]),
        ('"big dragon"', ["Big Dragon"]),
        ('!"big dragon"', ["Big Dragon"]),
        ("name:guy or name:wall", ["Green Wall", "Red Guy"]),
        ("m:rr", ["Big Dragon"]),
        ("is:permanent is:vanilla", []),
        ("is:commander", ["Big Dragon"]),
        ("is:spell t:artifact", ["Mox Thing"]),
        ("has:pt -t:legendary mv<=1", ["Red Guy"]),
    ],
)
def test_query_semantics(pool_store: CardStore, query: str, names: list[str]) -> None:
    assert [card.name for card in pool_store.search(query)] == names


# -- counts from the raw JSON (shared data) --------------------------------------------------------

def _count(cards: list[RawCard], test: Callable[[RawCard], bool]) -> int:
    return sum(1 for card in cards if test(card))


TEN_QUERIES: list[tuple[str, Callable[[RawCard], bool]]] = [
    ('o:"roll a d20"', lambda c: "roll a d20" in c["text"]),
    ('o:"roll a d20" t:artifact', lambda c: "roll a d20" in c["text"] and "artifact" in c["type"]),
    ("s:afr c:rg", lambda c: "AFR" in c["sets"] and {"R", "G"} <= c["colors"]),
    ("s:afc id<=g", lambda c: "AFC" in c["sets"] and c["identity"] <= {"G"}),
    ("s:afr t:creature pow>=5",
     lambda c: "AFR" in c["sets"] and "creature" in c["type"] and (c["power"] or -1) >= 5),
    ("s:afr mv<=2 -t:land", lambda c: "AFR" in c["sets"] and c["mv"] <= 2
     and "land" not in c["type"]),
    ("lang:ja s:afc", lambda c: "AFC" in c["sets"] and "Japanese" in c["langs"]),
    ("dragon s:afr", lambda c: "AFR" in c["sets"] and "dragon" in c["name"].lower()),
    ("s:stx c=w (t:instant or t:sorcery)", lambda c: "STX" in c["sets"] and c["colors"] == {"W"}
     and ("instant" in c["type"] or "sorcery" in c["type"])),
    ("s:khm t:snow -c:c", lambda c: "KHM" in c["sets"] and "snow" in c["type"]
     and bool(c["colors"])),
    ("is:dfc s:mid", lambda c: "MID" in c["sets"] and c["layout"] in (
        "transform", "modal_dfc", "meld", "reversible_card")),
    ("kw:flying s:afr -t:dragon", lambda c: "AFR" in c["sets"] and "flying" in c["keywords"]
     and "dragon" not in c["type"]),
]


@pytest.mark.shared_data
@pytest.mark.parametrize(("query", "test"), TEN_QUERIES, ids=[q for q, _ in TEN_QUERIES])
def test_counts_match_the_raw_json(full_store: CardStore, raw_cards: list[RawCard], query: str,
                                   test: Callable[[RawCard], bool]) -> None:
    expected = _count(raw_cards, test)
    assert expected > 0, "a query that matches nothing proves nothing"
    assert len(full_store.search(query)) == expected


@pytest.mark.shared_data
def test_the_benchmark_query_finds_the_seed_cards(full_store: CardStore) -> None:
    names = [card.name for card in full_store.search('o:"roll a d20" t:artifact')]
    assert {"Treasure Chest", "Wizard's Spellbook"} <= set(names)
    assert names == sorted(names)
