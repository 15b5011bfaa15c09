"""The Starlette application: routes, templates, static files and error pages.

>>> from starlette.testclient import TestClient
>>> client = TestClient(create_app())
>>> client.get("/card/Schatztruhe").status_code
200
"""

from __future__ import annotations

import os
from importlib import resources
from pathlib import Path

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.templating import Jinja2Templates

from grimoire.errors import GrimoireError, UnknownCardError
from grimoire.web import pages_card, pages_deck, pages_play, pages_search
from grimoire.web.common import render
from grimoire.web.games import GameRegistry
from grimoire.web.mana import symbolize
from grimoire.web.services import Services

_HERE = Path(str(resources.files("grimoire.web")))


def templates() -> Jinja2Templates:
    """The page templates, with the ``mana`` filter (symbols drawn as SVG)."""
    found = Jinja2Templates(directory=str(_HERE / "templates"))
    found.env.filters["mana"] = symbolize
    return found


def create_app(db: str | os.PathLike[str] | None = None, *,
               games: str | os.PathLike[str] | None = None) -> Starlette:
    """The web app on the card database ``db`` (default: as every other command); games are
    saved in the folder ``games`` (none: kept in memory only)."""
    routes = [
        Route("/", pages_search.home),
        Route("/search", pages_search.search),
        Route("/card/{name:path}", pages_card.card),
        Route("/odds/{name:path}", pages_card.odds_page),
        Route("/deck", pages_deck.deck, methods=["GET", "POST"]),
        Route("/play", pages_play.index, methods=["GET"]),
        Route("/play/new", pages_play.new_game, methods=["POST"]),
        Route("/play/{game_id}", pages_play.show, methods=["GET"]),
        Route("/play/{game_id}/act", pages_play.act, methods=["POST"]),
        Route("/play/{game_id}/stops", pages_play.stops, methods=["POST"]),
        Mount("/static", StaticFiles(directory=str(_HERE / "static")), name="static"),
    ]
    app = Starlette(routes=routes, exception_handlers={
        GrimoireError: _grimoire_error, HTTPException: _http_error})
    app.state.services = Services(db)
    app.state.templates = templates()
    app.state.games = GameRegistry(games)
    return app


async def _grimoire_error(request: Request, exc: Exception) -> Response:
    """Bad input: the page says what was wrong, with a 400 (404 for an unknown card)."""
    status = 404 if isinstance(exc, UnknownCardError) else 400
    suggestions = getattr(exc, "suggestions", ())
    return render(request, "error.html", {"message": str(exc), "suggestions": suggestions,
                                          "title": "Error"}, status=status)


async def _http_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, HTTPException)
    return render(request, "error.html", {"message": exc.detail, "suggestions": (),
                                          "title": "Error"}, status=exc.status_code)
