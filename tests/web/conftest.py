"""Fixtures of the web app's tests: the app on the built-in card database, its test client."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from grimoire.cards.default_db import builtin_db_path
from grimoire.web import create_app


@pytest.fixture(scope="module")
def games_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where the module's games are saved."""
    return tmp_path_factory.mktemp("games")


@pytest.fixture(scope="module")
def client(games_dir: Path) -> Iterator[TestClient]:
    """A client of the app on the built-in database (whatever the user has imported)."""
    app = create_app(builtin_db_path(), games=games_dir)
    with TestClient(app) as test_client:
        yield test_client


ODD_CARD = "Moonlit Jabberwock"
"""A made-up card whose text the compiler does not understand (see ``odd_db``)."""


@pytest.fixture(scope="module")
def odd_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A small database: an Island and a creature with text no engine could understand."""
    from grimoire.cards.importers import import_files

    folder = tmp_path_factory.mktemp("odd")
    common = {"object": "card", "lang": "en", "set": "tst", "set_name": "Test Set",
              "released_at": "2024-01-01", "colors": [], "color_identity": []}
    cards = [
        {**common, "oracle_id": "oid-island", "name": "Island", "mana_cost": "",
         "type_line": "Basic Land — Island", "oracle_text": "({T}: Add {U}.)", "cmc": 0.0,
         "collector_number": "1", "rarity": "common"},
        {**common, "oracle_id": "oid-jabber", "name": ODD_CARD, "mana_cost": "{1}{U}",
         "type_line": "Creature — Beast", "power": "2", "toughness": "2", "cmc": 2.0,
         "oracle_text": "At the beginning of each full moon, flibber the nearest jabberwock.",
         "collector_number": "2", "rarity": "rare"},
    ]
    source = folder / "all-cards-20240101.json"
    source.write_text(json.dumps(cards), encoding="utf-8")
    db = folder / "odd.sqlite"
    import_files([source], db)
    return db


@pytest.fixture(scope="module")
def odd_client(odd_db: Path) -> Iterator[TestClient]:
    """A client of the app on :func:`odd_db`."""
    with TestClient(create_app(odd_db)) as test_client:
        yield test_client
