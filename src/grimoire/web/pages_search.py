"""``/`` (the home page) and ``/search?q=...&page=N``: the Scryfall-style query language of
``grimoire search`` (:mod:`grimoire.cards.search`), paged. A printed name in any language that
no English name contains goes to that card's page; a malformed query is shown next to the
search box with a caret at the fault."""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import RedirectResponse, Response

from grimoire.cards.model import Card
from grimoire.cards.search import SearchSyntaxError
from grimoire.errors import GrimoireError, UnknownCardError
from grimoire.web.common import render, services
from grimoire.web.pages_card import card_url
from grimoire.web.services import Services

PAGE_SIZE = 50
"""Cards per result page (``per=`` asks for 1 to :data:`MAX_PAGE_SIZE`)."""
MAX_PAGE_SIZE = 500

EXAMPLES = ('o:"roll a d20" t:artifact', "宝箱", "c>=rg mv<=3 t:creature", "lang:ja s:afr r:rare",
            "-t:land (c:u or c:b) o:flying")


async def home(request: Request) -> Response:
    """The start page: a search box, examples and the other pages."""
    svc = services(request)
    return render(request, "home.html", {"title": "Home", "examples": EXAMPLES,
                                         "db": svc.db_path, "cards": len(svc.store)})


def _printed_name(svc: Services, query: str) -> Card | None:
    """The card one of whose printed names, in any language, is ``query`` (else None)."""
    try:
        return svc.store.lookup(query.strip('"'))
    except UnknownCardError:
        return None


def _number(request: Request, key: str, default: int, high: int) -> int:
    raw = request.query_params.get(key, str(default))
    try:
        return min(max(int(raw), 1), high)
    except ValueError:
        raise GrimoireError(f"{key} must be a whole number, not {raw!r}") from None


async def search(request: Request) -> Response:
    """One page of the cards matching ``q``, sorted by name."""
    svc = services(request)
    query = request.query_params.get("q", "").strip()
    page = _number(request, "page", 1, 10**9)
    per = _number(request, "per", PAGE_SIZE, MAX_PAGE_SIZE)
    context: dict[str, object] = {"title": f"Search: {query}" if query else "Search",
                                  "query": query, "page": page, "cards": [], "total": 0,
                                  "pages": 0, "error": None, "examples": EXAMPLES,
                                  "per": per if per != PAGE_SIZE else None}
    if query:
        try:
            total, cards = svc.store.search_page(query, limit=per, offset=(page - 1) * per)
        except SearchSyntaxError as error:
            context["error"] = error
            return render(request, "search.html", context, status=400)
        if total == 0:
            exact = _printed_name(svc, query)
            if exact is not None:  # a printed name in any language: its page, as typed
                return RedirectResponse(card_url(exact.name, exact.lang), status_code=303)
        context.update(cards=cards, total=total, pages=-(-total // per))
    return render(request, "search.html", context)
