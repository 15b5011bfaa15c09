"""``/play``: a game against the AI in the browser.

The page shows the human's :class:`~grimoire.rules.view.PlayerView` only: their hand, both
boards, the stack, graveyards, exile, life and counters, the log as that player may read it,
and the pending decision's legal actions as buttons (a card, then its target) or, for attacks
and blocks, a form per creature. A posted action is decoded and checked against the legal
actions by :meth:`GameSession.act`; anything else is refused with a message, and the game
does not change.
"""

from __future__ import annotations

import json
import random

from starlette.requests import Request
from starlette.responses import RedirectResponse, Response

from grimoire.agents.ai.agent import Level
from grimoire.agents.autopass import MODES
from grimoire.decks import builtin_deck, builtin_deck_names, parse_deck
from grimoire.errors import DataFileError, GrimoireError
from grimoire.rules.actions import Action, from_data
from grimoire.rules.game import Game
from grimoire.sim.decks import game_options
from grimoire.web.board import board_context
from grimoire.web.common import games, render, services
from grimoire.web.forms import action_from_form
from grimoire.web.games import GameSession, StaleActionError

DEFAULT_DECKS = ("demo-red-green", "demo-wub-flyers")
AI_NAME = "Bob"


async def index(request: Request) -> Response:
    """The new-game form (and the saved games to resume)."""
    registry = games(request)
    saved: list[str] = []
    if registry.folder is not None and registry.folder.is_dir():
        saved = sorted((p.stem for p in registry.folder.glob("*.json")),
                       key=lambda s: -(registry.folder / f"{s}.json").stat().st_mtime
                       if registry.folder else 0)[:20]
    return render(request, "play_index.html", {
        "title": "Play", "decks": builtin_deck_names(), "defaults": DEFAULT_DECKS,
        "saved": saved})


def _field(form: object, key: str, default: str = "") -> str:
    value = form.get(key) if hasattr(form, "get") else None
    return value.strip() if isinstance(value, str) else default


async def new_game(request: Request) -> Response:
    """Start a game: the human plays the first deck (seat 0), the AI the second."""
    svc = services(request)
    form = await request.form(max_files=0, max_fields=20, max_part_size=200_000)
    specs = (_field(form, "deck", DEFAULT_DECKS[0]) or DEFAULT_DECKS[0],
             _field(form, "ai_deck", DEFAULT_DECKS[1]) or DEFAULT_DECKS[1])
    seed_text = _field(form, "seed")
    try:
        seed = int(seed_text) if seed_text else random.SystemRandom().randrange(2**32)
    except ValueError:
        raise GrimoireError(f"the seed must be a whole number, not {seed_text!r}") from None
    level: Level = "easy" if _field(form, "ai") == "easy" else "normal"
    first = {"you": 0, "ai": 1}.get(_field(form, "first"))
    name = _field(form, "name", "Alice")[:40] or "Alice"
    text = _field(form, "deck_text")
    # A pasted deck is read against the engine's pool, so a card it can't play yet is
    # refused with the reason (as `grimoire play` does), never offered as if it worked.
    mine = parse_deck(text, pool_names=svc.pool, path="<your deck>") if text \
        else builtin_deck(specs[0], pool=svc.resolver())
    parsed = [mine, builtin_deck(specs[1], pool=svc.resolver())]
    game = Game.new([list(deck.main) for deck in parsed], svc.pool, seed=seed,
                    players=(name, AI_NAME), first_player=first, **game_options(parsed))
    registry = games(request)
    session = GameSession(registry.new_id(), game, level=level)
    session.run()
    registry.add(session)
    return RedirectResponse(f"/play/{session.id}", status_code=303)


def _session(request: Request) -> GameSession:
    return games(request).get(request.path_params["game_id"], services(request).pool)


async def show(request: Request) -> Response:
    """The game as the human sees it."""
    session = _session(request)
    error, session.last_error = session.last_error, ""
    context = board_context(session, services(request).pool)
    context.update(title="Game", error=error, modes=MODES, game_id=session.id)
    return render(request, "play.html", context)


async def act(request: Request) -> Response:
    """Apply the human's action; a bad one is reported on the page and changes nothing."""
    session = _session(request)
    form = await request.form(max_files=0, max_fields=200)
    status = 303
    try:
        version = int(_field(form, "version", "-1") or "-1")
        action = _decode(form, session)
        session.act(action, version)
    except StaleActionError as exc:
        session.last_error = str(exc)
    except (GrimoireError, ValueError) as exc:
        session.last_error = f"Refused: {exc}"
    games(request).store(session)
    return RedirectResponse(f"/play/{session.id}", status_code=status)


def _decode(form: object, session: GameSession) -> Action:
    """The action a form posts: a button's JSON (``action``) or a combat/choice form."""
    raw = _field(form, "action")
    if raw:
        try:
            data = json.loads(raw)
        except json.JSONDecodeError:
            raise DataFileError("the action is not valid JSON") from None
        if not isinstance(data, dict):
            raise DataFileError("the action must be a JSON object")
        return from_data(data)
    return action_from_form(form, session.view())


async def stops(request: Request) -> Response:
    """Change the stops: stop everywhere on/off, or pass until a moment (see autopass)."""
    session = _session(request)
    form = await request.form(max_files=0, max_fields=10)
    try:
        version = int(_field(form, "version", "-1") or "-1")
    except ValueError:
        version = -1
    if "stop_everywhere" in form:
        session.stop_everywhere = _field(form, "stop_everywhere") == "on"
    mode = _field(form, "pass")
    if mode:
        if mode not in MODES:
            session.last_error = f"Refused: no auto-pass mode {mode!r}"
        elif version != session.version:
            session.last_error = "this page was out of date; here is the game as it is now"
        elif session.game.result is None:
            session.set_pass(mode)  # type: ignore[arg-type]
    games(request).store(session)
    return RedirectResponse(f"/play/{session.id}", status_code=303)
