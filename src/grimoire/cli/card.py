"""``grimoire card NAME [--lang CODE] [--json] [--db PATH]``: one card's page, in any language.

Looked up by a printed name in any language (case, accents, punctuation and full-width forms
do not matter), the page shows the printed name, type and text in that language (or in
``--lang``), the English Oracle text, the printings, the names in other languages and the
rulings with their dates, each in its own language.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from grimoire.cards.default_db import resolve_db_path
from grimoire.cards.model import Card, language_name
from grimoire.cards.store import CardStore
from grimoire.pool import CardPool, record_of


def add_db_argument(parser: argparse.ArgumentParser) -> None:
    """The ``--db PATH`` option shared by the card database commands."""
    parser.add_argument(
        "--db", metavar="PATH",
        help="card database (default: $GRIMOIRE_DB, else the user database, else the built-in"
             " one)",
    )


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``card`` command."""
    parser = subparsers.add_parser(
        "card", help="show a card by any printed name, in any language",
        description=__doc__.splitlines()[0] if __doc__ else None,
    )
    parser.add_argument("name", nargs="+", metavar="NAME", help="a printed name, any language")
    parser.add_argument("--lang", metavar="CODE",
                        help="show the printed texts in this language (en, de, ja, pt, zhs ...)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    add_db_argument(parser)
    parser.set_defaults(func=run)


def card_json(card: Card, names: dict[str, str]) -> dict[str, Any]:
    """The ``--json`` object: ``name`` (English), ``oracle_text``, ``printed_name``, ``lang``,
    ``printings`` (set codes), ``rulings`` (``{date, text, lang}``) and more."""
    codes: list[str] = []
    for printing in card.printings:
        if printing.set_code not in codes:
            codes.append(printing.set_code)
    return {
        "name": card.name,
        "oracle_id": card.oracle_id,
        "lang": card.lang,
        "printed_name": card.printed_name,
        "printed_type_line": card.printed_type_line,
        "printed_text": card.printed_text,
        "mana_cost": card.mana_cost,
        "mana_value": card.mana_value,
        "type_line": card.type_line,
        "oracle_text": card.oracle_text,
        "colors": list(card.colors),
        "color_identity": list(card.color_identity),
        "power": card.power,
        "toughness": card.toughness,
        "loyalty": card.loyalty,
        "layout": card.layout,
        "faces": [
            {"name": f.name, "mana_cost": f.mana_cost, "type_line": f.type_line,
             "oracle_text": f.oracle_text, "power": f.power, "toughness": f.toughness,
             "loyalty": f.loyalty}
            for f in card.faces
        ],
        "keywords": list(card.keywords),
        "legalities": dict(card.legalities),
        "printings": codes,
        "printing_details": [
            {"set": p.set_code, "set_name": p.set_name, "released": p.release_date,
             "number": p.collector_number, "rarity": p.rarity, "artist": p.artist,
             "lang": p.lang}
            for p in card.printings
        ],
        "names": names,
        "rulings": [ruling.as_dict() for ruling in card.rulings],
        "engine_support": engine_support(card),
    }


def engine_support(card: Card) -> dict[str, Any]:
    """Whether the rules engine can play ``card``, by the very check the deck loader and
    ``grimoire deck check`` use (:meth:`grimoire.pool.CardPool.support_problems`): every part
    of its Oracle text compiled and executed by the engine; else what is missing.

    >>> from grimoire.cards.model import Face
    >>> bolt = Card.single(oracle_id="x", face=Face(name="Lightning Bolt", mana_cost="{R}",
    ...     type_line="Instant", oracle_text="Lightning Bolt deals 3 damage to any target."),
    ...     colors=("R",), color_identity=("R",), mana_value=1.0)
    >>> engine_support(bolt)
    {'playable': True, 'unimplemented': []}
    """
    missing = CardPool([record_of(card)]).support_problems(card.name)
    return {"playable": not missing, "unimplemented": missing}


def card_page(card: Card, names: dict[str, str]) -> str:
    """The text page of a card (what ``grimoire card`` prints)."""
    lines: list[str] = []
    title = card.printed_name
    if card.lang != "en" or title != card.name:
        title += f"  ({card.name})"
    lines.append(title)
    if card.lang != "en" and card.printed is None:
        lines.append(f"(no {language_name(card.lang)} printing known: English shown)")
    if card.printed is not None and (card.lang != "en" or card.printed_text != card.oracle_text):
        label = language_name(card.lang)
        lines += ["", f"Printed ({label}):", card.printed_type_line, card.printed_text]
    lines += ["", "Oracle (English):"]
    cost = f"  {card.mana_cost}" if card.mana_cost else ""
    lines += [f"{card.name}{cost}", card.type_line, card.oracle_text]
    stats = [f"{card.power}/{card.toughness}" if card.power is not None else "",
             f"Loyalty {card.loyalty}" if card.loyalty is not None else ""]
    if any(stats):
        lines.append("  ".join(s for s in stats if s))
    if card.printings:
        lines += ["", f"Printings ({len(card.printings)}):"]
        for p in card.printings:
            details = ", ".join(x for x in (
                f"#{p.collector_number}" if p.collector_number else "", p.rarity or "",
                p.artist or "", p.lang if p.lang != "en" else "") if x)
            when = f" ({p.release_date})" if p.release_date else ""
            lines.append(f"  {p.set_code:6} {p.set_name or ''}{when}"
                         + (f"  {details}" if details else ""))
    support = engine_support(card)
    if support["playable"]:
        lines += ["", "Rules engine: playable (all of its Oracle text is honoured)."]
    else:
        lines += ["", "Rules engine: not playable yet:"]
        lines += [f"  - {text}" for text in support["unimplemented"]]
    others = {lang: name for lang, name in names.items() if lang not in ("en", card.lang)}
    if others:
        lines += ["", "Other languages:"]
        lines += [f"  {lang:4} {name}" for lang, name in others.items()]
    if card.rulings:
        lines += ["", f"Rulings ({len(card.rulings)}):"]
        for ruling in card.rulings:
            date = ruling.date.isoformat() if ruling.date else "undated"
            tag = f" [{ruling.lang}]" if ruling.lang != card.lang else ""
            lines.append(f"  {date}{tag}  {ruling.text}")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    """Look the card up and print its page."""
    with CardStore(resolve_db_path(args.db)) as store:
        card = store.lookup(" ".join(args.name), args.lang)
        names = store.printed_names(card.oracle_id)
    if args.json:
        print(json.dumps(card_json(card, names), ensure_ascii=False, indent=1))
    else:
        print(card_page(card, names))
    return 0
