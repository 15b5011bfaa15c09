"""Printing fields (set, rarity, language, artist) in one AND group hold for the same printing.

Scryfall's semantics: ``s:afr r:mythic`` finds cards with a mythic printing *in AFR*, not cards
printed in AFR that are mythic somewhere else; ``-s:afr`` is a card with no AFR printing.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from grimoire.cards import CardStore, import_files

from .conftest import RawCard
from .factories import mtgjson_card, mtgjson_set, write_json

# (name, oracle id, set, number, rarity, artist)
PRINTINGS = [
    ("Alpha", "oid-a", "AAA", "1", "mythic", "Ann Artist"),
    ("Alpha", "oid-a", "BBB", "1", "rare", "Bob Brush"),
    ("Beta", "oid-b", "BBB", "2", "mythic", "Ann Artist"),
    ("Gamma", "oid-c", "CCC", "3", "rare", "Bob Brush"),
    ("Gamma", "oid-c", "AAA", "3", "common", "Bob Brush"),
]


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> CardStore:
    folder = tmp_path_factory.mktemp("printings")
    by_set: dict[str, list[dict[str, object]]] = {}
    for name, oid, code, number, rarity, artist in PRINTINGS:
        by_set.setdefault(code, []).append(
            mtgjson_card(name, oid, number=number, rarity=rarity, artist=artist))
    files = [write_json(folder / f"{code}.json", mtgjson_set(code, cards))
             for code, cards in sorted(by_set.items())]
    # A localized printing (Scryfall all-cards shape): Beta in German, in set DDD, uncommon.
    german = {"object": "card", "oracle_id": "oid-b", "name": "Beta", "lang": "de",
              "printed_name": "Beta-Karte", "mana_cost": "{2}", "type_line": "Artifact",
              "oracle_text": "", "cmc": 2.0, "colors": [], "color_identity": [],
              "set": "ddd", "set_name": "Set DDD", "released_at": "2021-07-23",
              "collector_number": "9", "rarity": "uncommon", "artist": "Cy Canvas"}
    files.append(write_json(folder / "all-cards-20240101.json", [german]))
    db = folder / "cards.sqlite"
    import_files(files, db)
    return CardStore(db)


@pytest.mark.parametrize(
    ("query", "names"),
    [
        ("s:aaa r:mythic", ["Alpha"]),
        ("s:aaa r:rare", []),  # Alpha is rare only in BBB, Gamma only in CCC
        ("r:rare s:bbb", ["Alpha"]),
        ("s:bbb r:mythic", ["Beta"]),
        ("s:aaa r>=rare", ["Alpha"]),
        ("s:aaa (r:mythic or r:common)", ["Alpha", "Gamma"]),
        ("(s:aaa or s:ccc) r:rare", ["Gamma"]),
        ("(s:aaa or s:bbb) r:rare", ["Alpha"]),
        ("(s:aaa r:rare) or (s:ccc r:rare)", ["Gamma"]),
        ("s:aaa r:mythic or s:ccc", ["Alpha", "Gamma"]),
        ("a:ann s:bbb", ["Beta"]),
        ("a:bob r:mythic", []),
        ("-s:aaa", ["Beta"]),
        ("-s:aaa r:mythic", ["Beta"]),
        ("-(s:aaa r:mythic)", ["Beta", "Gamma"]),
        ("-(s:aaa or s:ccc)", ["Beta"]),
        ("t:artifact s:aaa r:rare", []),
        ("t:artifact (s:aaa r:common)", ["Gamma"]),
        ("lang:de r:uncommon", ["Beta"]),
        ("lang:de s:bbb", []),  # Beta's German printing is in DDD, not BBB
        ("lang:de s:ddd a:cy", ["Beta"]),
        ("lang:en s:aaa r:mythic", ["Alpha"]),
    ],
)
def test_printing_conditions_share_one_printing(store: CardStore, query: str,
                                                names: list[str]) -> None:
    assert [card.name for card in store.search(query)] == names


# -- counts from the raw JSON (shared data) --------------------------------------------------------

Printing = tuple[str, str, str]  # (card name, set code, rarity)

PRINTING_QUERIES: list[tuple[str, Callable[[list[Printing]], bool]]] = [
    ("s:afr r:mythic", lambda ps: any(s == "AFR" and r == "mythic" for _, s, r in ps)),
    ("s:afc r:rare", lambda ps: any(s == "AFC" and r == "rare" for _, s, r in ps)),
    ("(s:afr or s:afc) r:rare",
     lambda ps: any(s in ("AFR", "AFC") and r == "rare" for _, s, r in ps)),
    ("s:m10 r>=rare", lambda ps: any(s == "M10" and r in ("rare", "mythic") for _, s, r in ps)),
    ("-s:afr r:mythic", lambda ps: all(s != "AFR" for _, s, _r in ps)
     and any(r == "mythic" for _, _s, r in ps)),
]


@pytest.fixture(scope="module")
def raw_printings(raw_cards: list[RawCard]) -> dict[str, list[Printing]]:
    """Each card's (set, rarity) printings, straight from the raw MTGJSON files (conftest)."""
    return {f"{index}:{card['name']}": [(card["name"], code, rarity)
                                        for code, rarity in card["printings"]]
            for index, card in enumerate(raw_cards)}  # a few Un-cards share a name


@pytest.mark.shared_data
@pytest.mark.parametrize(("query", "test"), PRINTING_QUERIES,
                         ids=[q for q, _ in PRINTING_QUERIES])
def test_printing_counts_match_the_raw_json(full_store: CardStore,
                                            raw_printings: dict[str, list[Printing]],
                                            query: str,
                                            test: Callable[[list[Printing]], bool]) -> None:
    expected = sum(1 for printings in raw_printings.values() if test(printings))
    assert expected > 0, "a query that matches nothing proves nothing"
    assert len(full_store.search(query)) == expected


@pytest.mark.shared_data
@pytest.mark.parametrize(("code", "rarity"), [("M10", "common"), ("AFC", "rare")])
def test_the_same_printing_rule_narrows_results(full_store: CardStore,
                                                raw_printings: dict[str, list[Printing]],
                                                code: str, rarity: str) -> None:
    """Cards in the set that have the rarity only elsewhere (the old bug's case) are left out."""
    loose = sum(1 for ps in raw_printings.values()
                if any(s == code for _, s, _r in ps) and any(r == rarity for *_, r in ps))
    strict = sum(1 for ps in raw_printings.values()
                 if any(s == code and r == rarity for _, s, r in ps))
    assert strict < loose
    assert len(full_store.search(f"s:{code.lower()} r:{rarity}")) == strict
