"""``/deck``: paste or upload a deck list; see which cards the engine plays, which it
doesn't and why, and the odds of each die-rolling card in it (under the roll modifiers the
deck itself holds)."""

from __future__ import annotations

from dataclasses import dataclass

from starlette.datastructures import UploadFile
from starlette.requests import Request
from starlette.responses import Response

from grimoire.decks import Deck, parse_deck
from grimoire.dice.odds import OddsError, OddsReport, find_rolls, odds
from grimoire.errors import DeckError, GrimoireError
from grimoire.oracle import ir
from grimoire.web.chart import odds_chart
from grimoire.web.common import render, services
from grimoire.web.services import Services

MAX_DECK_BYTES = 200_000
"""The largest deck file accepted (a deck list is a few kilobytes)."""


@dataclass(frozen=True, slots=True)
class CardLine:
    """One distinct card of the checked deck."""

    name: str
    count: int
    section: str
    problems: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class DieCard:
    """A die-rolling card of the deck and its odds (or why they can't be given)."""

    name: str
    report: OddsReport | None
    error: str
    chart: object


def check(svc: Services, deck: Deck) -> list[CardLine]:
    """Each distinct card of ``deck``, per section, with what the engine can't do with it."""
    lines: list[CardLine] = []
    for section in ("commander", "main", "sideboard", "contraptions", "attractions", "planar"):
        for name, count in deck.counts(section).items() if section in (
                "commander", "main", "sideboard") else _counts(getattr(deck, section)).items():
            base = name.split(" [", 1)[0]  # an Attraction keeps its lit-up numbers
            problems = tuple(svc.pool.support_problems(base))
            lines.append(CardLine(name, count, section, problems))
    return lines


def _counts(cards: tuple[str, ...]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for card in cards:
        counts[card] = counts.get(card, 0) + 1
    return counts


def die_cards(svc: Services, deck: Deck) -> list[DieCard]:
    """The odds of each die-rolling card of the main deck, with the deck's own modifiers."""
    names = list(dict.fromkeys(deck.main + deck.commander))
    definitions = {name: svc.pool.get(name) for name in names}
    modifiers = [d for d in definitions.values() if any(
        isinstance(a, ir.StaticAbility) and isinstance(a.effect, ir.RollReplacement | ir.RollBonus)
        for a in d.abilities)]
    found: list[DieCard] = []
    for name, definition in definitions.items():
        if not find_rolls(definition):
            continue
        try:
            report = odds(definition, with_=[m for m in modifiers if m is not definition])
            found.append(DieCard(name, report, "", odds_chart(report)))
        except OddsError as error:
            found.append(DieCard(name, None, str(error), ""))
    return found


async def _deck_text(request: Request) -> str:
    form = await request.form(max_files=1, max_fields=10)
    upload = form.get("file")
    if isinstance(upload, UploadFile) and upload.filename:
        data = await upload.read(MAX_DECK_BYTES + 1)
        if len(data) > MAX_DECK_BYTES:
            raise DeckError(f"deck file larger than {MAX_DECK_BYTES} bytes")
        try:
            return data.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise DeckError("the deck file is not UTF-8 text") from None
    text = form.get("deck")
    return text if isinstance(text, str) else ""


async def deck(request: Request) -> Response:
    """The form (GET) and the check of a pasted or uploaded deck (POST)."""
    svc = services(request)
    context: dict[str, object] = {"title": "Deck check", "text": "", "error": None,
                                  "deck": None, "lines": [], "dice": []}
    if request.method == "POST":
        text = await _deck_text(request)
        context["text"] = text
        try:
            parsed = parse_deck(text, pool_names=svc.resolver())
        except GrimoireError as error:
            context["error"] = str(error)
            return render(request, "deck.html", context, status=400)
        lines = check(svc, parsed)
        context.update(deck=parsed, lines=lines, dice=die_cards(svc, parsed),
                       playable=sum(1 for line in lines if not line.problems),
                       unplayable=sum(1 for line in lines if line.problems))
    return render(request, "deck.html", context)
