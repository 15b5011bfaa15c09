"""Grimoire in the browser: ``grimoire serve`` (a Starlette app served by uvicorn).

Pages are rendered on the server from Jinja2 templates; every asset (CSS, the mana symbols,
drawn as inline SVG by :mod:`grimoire.web.mana`) ships inside the package, so the app needs
no build step and no network. Stable addresses: ``/card/{name}``, ``/search?q=``,
``/odds/{name}?with=``, ``/deck`` and ``/play``.
"""

from grimoire.web.app import create_app

__all__ = ["create_app"]
