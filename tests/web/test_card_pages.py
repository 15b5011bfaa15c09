"""Card pages (``/card/{name}``): any printed name, the page's language, the Oracle text
beside the printed one, the other languages, printings, rulings with dates, engine support;
the texts below are the seeds' (../shared/seeds)."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import quote

from starlette.testclient import TestClient

from grimoire.cards.default_db import builtin_db_path
from grimoire.cards.store import CardStore
from grimoire.web.mana import symbol_svg, symbolize
from grimoire.web.services import Services

from .conftest import ODD_CARD


def test_a_german_name_gives_the_german_page_beside_the_oracle_text(client: TestClient) -> None:
    page = client.get("/card/Unterreich-Spalte")
    assert page.status_code == 200
    assert '<html lang="de">' in page.text
    assert "Unterreich-Spalte" in page.text
    assert "Würfle einen W10" in page.text          # the German printed text (seed 000)
    assert "Roll a d10" in page.text                 # the Oracle text beside it
    assert "(Underdark Rift)" in page.text


def test_lang_picks_the_page_language_and_other_languages_are_links(client: TestClient) -> None:
    page = client.get("/card/Treasure Chest", params={"lang": "ja"})
    assert page.status_code == 200
    assert "宝箱" in page.text and '<html lang="ja">' in page.text
    with CardStore(builtin_db_path()) as store:
        names = store.printed_names(store.lookup("Treasure Chest").oracle_id)
    assert len(names) >= 10
    for code, name in names.items():
        if code != "ja":
            assert f'href="/card/Treasure%20Chest?lang={code}"' in page.text
            assert name in page.text


def test_printings_and_rulings_with_their_dates(client: TestClient) -> None:
    page = client.get("/card/Sima de la Infraoscuridad")
    with CardStore(builtin_db_path()) as store:
        card = store.lookup("Sima de la Infraoscuridad")
    assert card.printings and card.rulings
    rows = re.findall(r"<tr><td>([A-Z0-9]+)</td>", page.text)
    assert rows == [p.set_code for p in card.printings]
    for printing in card.printings:
        if printing.collector_number:
            assert f"<td>{printing.collector_number}</td>" in page.text
    dates = re.findall(r"<time>([0-9-]+|undated)</time>", page.text)
    assert dates == [r.date.isoformat() if r.date else "undated" for r in card.rulings]


def test_the_page_says_whether_the_engine_plays_the_card(
        client: TestClient, odd_client: TestClient, odd_db: Path) -> None:
    assert "Playable: the engine honours" in client.get("/card/Treasure Chest").text
    page = odd_client.get("/card/" + quote(ODD_CARD, safe=""))
    assert page.status_code == 200
    assert "Not playable yet" in page.text
    services = Services(odd_db)
    problems = services.support_problems(services.store.lookup(ODD_CARD))
    services.close()
    assert problems
    for problem in problems:
        assert problem.replace("'", "&#39;").replace('"', "&#34;") in page.text


def test_mana_symbols_are_drawn_and_text_is_escaped(client: TestClient) -> None:
    page = client.get("/card/Underdark Rift")
    assert page.text.count('<svg class="ms"') >= 4  # {T}, {C}, {5}, {T}
    assert "<title>{T}</title>" in page.text
    assert "{T}:" not in page.text.split("Oracle (English)")[1].split("</section>")[0]
    assert 'fill="#9ccfa8"' in symbol_svg("G") and "W" in symbol_svg("W/U")
    assert str(symbolize("<script>")) == "&lt;script&gt;"


def test_an_unknown_name_is_a_404_with_the_closest_names(client: TestClient) -> None:
    page = client.get("/card/Tresure Chets")
    assert page.status_code == 404
    assert "unknown card" in page.text
    assert 'href="/card/Treasure%20Chest"' in page.text


def test_an_unknown_language_is_a_clear_error(client: TestClient) -> None:
    page = client.get("/card/Treasure Chest", params={"lang": "klingon"})
    assert page.status_code == 400
    assert "unknown language" in page.text


def test_the_stylesheet_ships_with_the_package(client: TestClient) -> None:
    css = client.get("/static/style.css")
    assert css.status_code == 200 and "svg.ms" in css.text
    assert "http" not in client.get("/card/Treasure Chest").text.split("<main>")[0].replace(
        'href="/static', "")  # no asset from another host
