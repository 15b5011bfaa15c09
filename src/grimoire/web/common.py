"""Helpers every page module uses: rendering a template, the shared services and games."""

from __future__ import annotations

from typing import Any

from starlette.requests import Request
from starlette.responses import Response
from starlette.templating import Jinja2Templates

from grimoire.web.games import GameRegistry
from grimoire.web.services import Services


def render(request: Request, name: str, context: dict[str, Any], *,
           status: int = 200) -> Response:
    """Render the template ``name`` with ``context`` (plus the request)."""
    pages: Jinja2Templates = request.app.state.templates
    return pages.TemplateResponse(request, name, context, status_code=status)


def services(request: Request) -> Services:
    """The app's shared :class:`Services`."""
    found: Services = request.app.state.services
    return found


def games(request: Request) -> GameRegistry:
    """The app's open games."""
    found: GameRegistry = request.app.state.games
    return found
