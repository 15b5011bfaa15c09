"""``/card/{name}`` (a card's page, any printed name, ``?lang=`` for the page's language) and
``/odds/{name}?with=...`` (the exact odds of its die roll under modifiers, CR 706)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any
from urllib.parse import quote, urlencode

from markupsafe import Markup
from starlette.requests import Request
from starlette.responses import Response

from grimoire.cards.model import LANGUAGES, Card, language_name
from grimoire.dice.odds import OddsError, OddsReport, find_rolls, odds
from grimoire.errors import GrimoireError
from grimoire.oracle import ir
from grimoire.web.chart import odds_chart, row_colors
from grimoire.web.common import render, services
from grimoire.web.services import Services


def card_url(name: str, lang: str | None = None) -> str:
    """The stable address of a card's page (``/card/Treasure%20Chest?lang=ja``).

    >>> card_url("Wizard's Spellbook", "ja")
    '/card/Wizard%27s%20Spellbook?lang=ja'
    """
    url = "/card/" + quote(name, safe="")
    return f"{url}?{urlencode({'lang': lang})}" if lang else url


@dataclass(frozen=True, slots=True)
class OddsSection:
    """What the odds part of a page shows: the report (or why there is none) and the form."""

    report: OddsReport | None
    error: str
    chosen: tuple[str, ...]
    modifiers: tuple[str, ...]
    bonus: int | None
    x: int | None
    roll_index: int
    roll_count: int
    chart: Markup
    colors: tuple[str, ...]


def _int(request: Request, key: str) -> int | None:
    value = request.query_params.get(key, "").strip()
    if not value:
        return None
    try:
        return int(value)
    except ValueError:
        raise GrimoireError(f"{key} must be a whole number, not {value!r}") from None


def odds_section(svc: Services, card: Card, request: Request) -> OddsSection | None:
    """The odds of ``card``'s die roll under the ``with`` cards of the query (None: the card
    rolls no numeric die)."""
    definition = svc.definition(card)
    rolls = find_rolls(definition)
    if not rolls:
        return None
    roll_index = (_int(request, "roll") or 1) - 1
    bonus, x = _int(request, "bonus"), _int(request, "x")
    chosen = tuple(svc.store.lookup(name).name for name in request.query_params.getlist("with")
                   if name.strip())
    sides = rolls[min(max(roll_index, 0), len(rolls) - 1)].sides
    modifiers = tuple(n for n in svc.roll_modifiers() if _affects(svc, n, sides))
    report, error = None, ""
    try:
        report = odds(definition, with_=[svc.definition(svc.store.lookup(n)) for n in chosen],
                      bonus=bonus, x=x, roll_index=roll_index)
    except OddsError as exc:
        error = str(exc)
    chart = odds_chart(report) if report is not None else Markup("")
    colors = tuple(row_colors(report)) if report is not None else ()
    return OddsSection(report, error, chosen, modifiers, bonus, x, roll_index, len(rolls),
                       chart, colors)


def _affects(svc: Services, name: str, sides: int) -> bool:
    """Whether the modifier card ``name`` changes rolls of a ``sides``-sided die."""
    definition = svc.definition(svc.store.lookup(name))
    for ability in definition.abilities:
        effect = getattr(ability, "effect", None)
        if isinstance(ability, ir.StaticAbility) \
                and isinstance(effect, ir.RollReplacement | ir.RollBonus) \
                and effect.sides in (None, sides):
            return True
    return False


async def card(request: Request) -> Response:
    """A card's page in the language of the name typed, or ``?lang=``."""
    svc = services(request)
    name = request.path_params["name"]
    lang = request.query_params.get("lang") or None
    found = svc.store.lookup(name, lang)
    names = svc.store.printed_names(found.oracle_id)
    context: dict[str, Any] = {
        "title": found.printed_name,
        "card": found,
        "names": names,
        "languages": LANGUAGES,
        "language_name": language_name,
        "problems": svc.support_problems(found),
        "odds": odds_section(svc, found, request),
        "card_url": card_url,
        "odds_action": card_url(found.name),
        "page_lang": found.lang,
    }
    return render(request, "card.html", context)


async def odds_page(request: Request) -> Response:
    """The odds of a card's die roll, with the modifier cards to switch on."""
    svc = services(request)
    found = svc.store.lookup(request.path_params["name"])
    section = odds_section(svc, found, request)
    if section is None:
        raise OddsError(f"{found.name} has no numeric die roll")
    return render(request, "odds.html", {
        "title": f"Odds: {found.name}", "card": found, "odds": section, "card_url": card_url,
        "odds_action": "/odds/" + quote(found.name, safe=""), "page_lang": "en"})
