"""``/search?q=``: the query language of ``grimoire search``, paged; a malformed query is
shown with the position of its fault."""

from __future__ import annotations

import re

from starlette.testclient import TestClient

from grimoire.cards.default_db import builtin_db_path
from grimoire.cards.search import SearchSyntaxError, compile_query
from grimoire.cards.store import CardStore
from grimoire.web.pages_search import PAGE_SIZE


def _names(text: str) -> list[str]:
    return re.findall(r'<tr><td><a href="/card/[^"]+">([^<]+)</a>', text)


def test_search_finds_the_seed_dice_cards(client: TestClient) -> None:
    page = client.get("/search", params={"q": 'o:"roll a d20" t:artifact'})
    assert page.status_code == 200
    assert {"Treasure Chest", "Wizard&#39;s Spellbook"} <= set(_names(page.text))


def test_a_printed_name_in_any_language_goes_to_its_page(client: TestClient) -> None:
    page = client.get("/search", params={"q": "宝箱"}, follow_redirects=False)
    assert page.status_code == 303
    assert page.headers["location"] == "/card/Treasure%20Chest?lang=ja"
    assert "宝箱" in client.get("/search", params={"q": "schatztruhe"}).text


def test_results_are_paged_in_name_order(client: TestClient) -> None:
    """The pages together are the whole result, each once, in name order."""
    with CardStore(builtin_db_path()) as store:
        everything = [c.name for c in store.search("t:creature")]
        assert store.count("t:creature") == len(everything)
    per = 10
    assert len(everything) > 2 * per
    pages = [_names(client.get("/search", params={"q": "t:creature", "page": str(k + 1),
                                                  "per": str(per)}).text)
             for k in range(-(-len(everything) // per))]
    assert [len(p) for p in pages[:-1]] == [per] * (len(pages) - 1)
    assert [name for page in pages for name in page] == everything


def test_the_page_links_the_next_page(client: TestClient) -> None:
    first = client.get("/search", params={"q": "t:creature", "per": "10"})
    assert 'rel="next" href="/search?q=t%3Acreature&amp;page=2&amp;per=10"' in first.text
    assert "page 1 of" in first.text and 'rel="prev"' not in first.text
    second = client.get("/search", params={"q": "t:creature", "page": "2", "per": "10"})
    assert 'rel="prev"' in second.text
    assert PAGE_SIZE == 50  # the default size when per= is not given


def test_a_syntax_error_is_shown_with_its_position(client: TestClient) -> None:
    query = "t:artifact (o:roll"
    try:
        compile_query(query)
    except SearchSyntaxError as error:
        expected = error
    else:
        raise AssertionError("the query is malformed")
    page = client.get("/search", params={"q": query})
    assert page.status_code == 400
    assert f"at position {expected.position}" in page.text
    caret = re.search(r"<pre>(.*)\n( *)\^</pre>", page.text)
    assert caret is not None and len(caret.group(2)) == expected.position
    assert f'value="{query}"' in page.text  # the query stays in the box to be fixed


def test_a_bad_page_number_is_an_error(client: TestClient) -> None:
    assert client.get("/search", params={"q": "t:creature", "page": "x"}).status_code == 400
