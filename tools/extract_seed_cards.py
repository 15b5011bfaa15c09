"""Regenerate ``src/grimoire/cards/bundled/seed_cards.json`` from ``../shared``.

The seed card pages (``../shared/seeds/*.txt``) are the source: each page gives a card's
printed name and text in several languages, the sets it was printed in, and its rulings (on a
Portuguese page, with ``dd/mm/yyyy`` dates and some rulings translated). This script parses
them and cross-checks every item against the MTGJSON set files (AFR, AFC and the card's other
printings) and the 2025 Oracle list in ``../shared/data``:

* each printed name must be a known foreign name of the card (that is how its language is
  found: the pages do not label languages);
* each English ruling must be one of the card's MTGJSON rulings (which gives its date);
* each translated ruling is paired with the English ruling it translates (see
  :func:`pair_translations`), and the pairing is checked on its "anchors" (numbers, die
  names, proper names, URLs) that a translation keeps;
* each set name must name a set (MTGJSON's codes; one set absent from the 2022 data is named
  in ``EXTRA_SETS``).

What the pages lack comes from the data, marked ``"source": "mtgjson"`` (type lines, the
languages a page does not show, collector numbers and artists) or from the Oracle list (the
current Oracle wording, which is newer than the printed English text). A page that is not a
card page (``002``: a search page of general rulings) is reported and skipped.

Run from the project root::

    python tools/extract_seed_cards.py           # rewrite the JSON
    python tools/extract_seed_cards.py --check   # exit 1 if the JSON is out of date
"""

from __future__ import annotations

import argparse
import datetime
import difflib
import json
import lzma
import re
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
SEEDS = SHARED / "seeds"
DATA = SHARED / "data"
ORACLE_LIST = DATA / "oracle-cards-2025-09-25.json.xz"
OUTPUT = ROOT / "src" / "grimoire" / "cards" / "bundled" / "seed_cards.json"

LANGUAGE_CODES = {
    "English": "en", "German": "de", "Spanish": "es", "French": "fr", "Italian": "it",
    "Japanese": "ja", "Korean": "ko", "Portuguese (Brazil)": "pt", "Russian": "ru",
    "Chinese Simplified": "zhs", "Chinese Traditional": "zht",
}  # fmt: skip
EXTRA_SETS = {"Magic Online Promos": {"code": "PRM", "type": "promo"}}
"""Sets the pages name that the April 2022 MTGJSON data lacks (MTGJSON's code)."""

_DATE = re.compile(r"^(\d{2})/(\d{2})/(\d{4})$")
_ANCHOR = re.compile(r"https?://\S+|\bd\d+\b|\b\d+\b")
_PROPER = re.compile(r"[A-Z][a-z]+(?: [A-Z][a-z]+)+")

Json = dict[str, Any]


def say(message: str) -> None:
    print(message, file=sys.stderr)


def key(text: str) -> str:
    """Compare texts ignoring case, spacing, quote styles and punctuation."""
    return re.sub(r"\W+", "", text.casefold())


def load_sets() -> dict[str, Json]:
    sets = {}
    for path in sorted((DATA / "mtgjson").glob("*.json.xz")):
        with lzma.open(path, "rt", encoding="utf-8") as f:
            data = json.load(f)["data"]
        sets[data["code"]] = data
    return sets


def paragraphs(path: Path) -> list[str]:
    text = path.read_text(encoding="utf-8").replace("\r\n", "\n")
    return [p.strip() for p in re.split(r"\n\s*\n", text) if p.strip()]


def card_entries(sets: dict[str, Json], name: str) -> list[tuple[Json, Json]]:
    """Every (set, card entry) for the English card name, AFR/AFC first."""
    order = sorted(sets, key=lambda code: (code not in ("AFR", "AFC"), code))
    return [(sets[code], card) for code in order for card in sets[code]["cards"]
            if card["name"] == name]


def find_card(sets: dict[str, Json], first_line: str) -> str | None:
    """The English name of the AFR/AFC card whose printed name (any language) is this line."""
    wanted = key(first_line)
    for code in ("AFR", "AFC"):
        for card in sets[code]["cards"]:
            names = [card["name"]] + [f["name"] for f in card.get("foreignData", [])]
            if wanted in {key(n) for n in names}:
                return str(card["name"])
    return None


def pair_translations(translated: list[str], originals: list[str],
                      reference_order: list[str], card_names: set[str]) -> dict[str, str]:
    """Pair translated rulings (in page order) with their English originals.

    Card pages list a card's rulings in one order in every language, so the translations,
    taken in page order, correspond to the untranslated originals taken in the order the
    English pages show them (``reference_order``). Each pair is then checked: the anchors of
    the original (numbers, ``d20``, URLs, card names) must all appear in the translation.
    """
    position: dict[str, int] = {}
    for index, text in enumerate(reference_order):
        position.setdefault(key(text), index)
    missing = [o for o in originals if key(o) not in position]
    if missing:
        raise SystemExit(f"no English page shows the order of: {missing[0][:60]}...")
    ordered = sorted(originals, key=lambda text: position[key(text)])
    if len(ordered) != len(translated):
        raise SystemExit(f"{len(translated)} translated rulings but {len(ordered)} originals")
    pairs = {}
    for translation, original in zip(translated, ordered, strict=True):
        names = [n for n in _PROPER.findall(original) if n in card_names]
        for anchor in _ANCHOR.findall(original) + names:
            if anchor not in translation:
                raise SystemExit(f"pairing check failed: {anchor!r} of {original[:50]!r} "
                                 f"is not in {translation[:50]!r}")
        pairs[translation] = original
    return pairs


def build() -> Json:
    sets = load_sets()
    with lzma.open(ORACLE_LIST, "rt", encoding="utf-8") as f:
        oracle = {card["name"]: card for card in json.load(f)}
    oracle_date = re.search(r"\d{4}-\d{2}-\d{2}", ORACLE_LIST.name)
    set_names = {data["name"]: code for code, data in sets.items()}
    pages = {path: paragraphs(path) for path in sorted(SEEDS.glob("*.txt"))}
    english_order: list[str] = []  # rulings in the order English pages show them
    for parts in pages.values():
        english_order.extend(parts)
    card_names = {card["name"] for data in sets.values() for card in data["cards"]}

    cards = []
    for path, parts in pages.items():
        name = find_card(sets, parts[0])
        if name is None:
            say(f"{path.name}: skipped, not a card page (starts with {parts[0]!r})")
            continue
        entries = card_entries(sets, name)
        cards.append(extract(path, parts, name, entries, sets, set_names, oracle,
                             oracle_date.group() if oracle_date else None, english_order,
                             card_names))
        say(f"{path.name}: {name}")
    return {
        "format": "grimoire-seed-cards",
        "version": 1,
        "generated_by": "tools/extract_seed_cards.py",
        "sources": {
            "seeds": "../shared/seeds/*.txt",
            "mtgjson": "../shared/data/mtgjson (5.2.0+20220425)",
            "oracle": f"../shared/data/{ORACLE_LIST.name}",
        },
        "cards": cards,
    }


def extract(path: Path, parts: list[str], name: str, entries: list[tuple[Json, Json]],
            sets: dict[str, Json], set_names: dict[str, str], oracle: dict[str, Json],
            oracle_date: str | None, english_order: list[str], card_names: set[str]) -> Json:
    main_set, main = next((s, c) for s, c in entries if c.get("foreignData"))
    foreign: dict[str, Json] = {}
    for _set, entry in entries:
        for item in entry.get("foreignData", []):
            foreign.setdefault(LANGUAGE_CODES[item["language"]], item)
    by_name: dict[str, list[str]] = {}
    for lang, item in foreign.items():
        by_name.setdefault(key(item["name"]), []).append(lang)
    by_name.setdefault(key(name), []).append("en")
    rulings_en = {key(r["text"]): r for r in main.get("rulings", [])}

    localized: list[Json] = []
    printings: list[Json] = []
    page_rulings: list[tuple[str | None, str]] = []
    index = 0
    while index < len(parts):
        part = parts[index]
        langs = by_name.get(key(part), [])
        following = parts[index + 1] if index + 1 < len(parts) else ""
        has_text = bool(following) and not _DATE.match(following) and \
            following not in set_names and following not in EXTRA_SETS and \
            key(following) not in rulings_en
        if langs and "\n" not in part and not has_text:  # a name alone (a rulings page)
            lang = langs[0]
            reference = foreign.get(lang, {})
            localized.append({"lang": lang, "name": part, "type_line": reference.get("type"),
                              "text": reference.get("text"), "source": "seed+mtgjson"})
            index += 1
            continue
        if langs and "\n" not in part:
            text = following
            lang = min(langs, key=lambda code: -similarity(text, code, foreign, main))
            reference = foreign.get(lang) or {}
            printed = reference.get("text") if lang != "en" else main.get("originalText")
            if printed and printed != text:
                how = "in punctuation only" if key(printed) == key(text) else "in words"
                say(f"  {lang}: printed text differs from MTGJSON's {how} (the page is kept)")
            localized.append({
                "lang": lang, "name": part,
                "type_line": reference.get("type") or main.get("originalType"),
                "text": text, "source": "seed",
            })
            index += 2
            continue
        if part in set_names or part in EXTRA_SETS:
            printings.append({"set_name": part})
        elif _DATE.match(part) and index + 1 < len(parts):
            day, month, year = _DATE.match(part).groups()  # type: ignore[union-attr]
            page_rulings.append((datetime.date(int(year), int(month), int(day)).isoformat(),
                                 parts[index + 1]))
            index += 1
        else:
            page_rulings.append((None, part))
        index += 1

    page_langs = {item["lang"] for item in localized}
    english = {"name": name, "type": main.get("originalType") or main["type"],
               "text": main.get("originalText") or main.get("text")}
    for lang, item in sorted({**foreign, "en": english}.items()):
        if lang not in page_langs:
            localized.append({"lang": lang, "name": item["name"], "type_line": item.get("type"),
                              "text": item.get("text"), "source": "mtgjson"})
    page_lang = next((item["lang"] for item in localized
                      if key(item["name"]) == key(parts[0])), "en")

    rulings = []
    untranslated = [(date, text) for date, text in page_rulings if key(text) not in rulings_en]
    shown = {key(text) for _, text in page_rulings}
    originals = [r["text"] for k, r in rulings_en.items() if k not in shown]
    pairs = pair_translations([t for _, t in untranslated], originals,
                              english_order, card_names) if untranslated else {}
    # Every English ruling, dated by MTGJSON, in the order the page shows it (or its
    # translation); rulings the page lacks go last.
    on_page = {key(pairs.get(text, text)): i for i, (_, text) in enumerate(page_rulings)}
    english_rulings = sorted(main.get("rulings", []),
                             key=lambda r: on_page.get(key(r["text"]), len(on_page)))
    for ruling in english_rulings:
        seen = key(ruling["text"]) in shown
        rulings.append({"date": ruling["date"], "lang": "en", "text": ruling["text"],
                        "source": "seed" if seen else "mtgjson"})
    for date, text in page_rulings:
        if key(text) in rulings_en:
            known = rulings_en[key(text)]
            if date and date != known["date"]:
                say(f"  ruling date {date} differs from MTGJSON's {known['date']}")
            continue
        rulings.append({"date": date, "lang": page_lang, "text": text,
                        "translation_of": pairs[text], "source": "seed"})

    printings = resolve_printings(printings, entries, sets, set_names)
    now = oracle.get(name)  # the current Oracle wording, when the 2025 list has the card
    if now:
        face = {key_: now.get(key_) for key_ in ("mana_cost", "type_line", "oracle_text",
                                                 "power", "toughness")}
    else:
        face = {"mana_cost": main.get("manaCost"), "type_line": main["type"],
                "oracle_text": main.get("text"), "power": main.get("power"),
                "toughness": main.get("toughness")}
    faces = [{"name": name, **face, "mana_cost": face["mana_cost"] or "",
              "loyalty": main.get("loyalty")}]
    return {
        "seed_file": path.name,
        "oracle_id": main["identifiers"]["scryfallOracleId"],
        "oracle_date": oracle_date if now else "2022-04-25",
        "name": name,
        "layout": main["layout"],
        "mana_value": main["manaValue"],
        "colors": main["colors"],
        "color_identity": main["colorIdentity"],
        "keywords": main.get("keywords", []),
        "legalities": {k.lower(): v.lower() for k, v in sorted(main["legalities"].items())},
        "faces": faces,
        "localized": localized,
        "printings": printings,
        "rulings": rulings,
        "checked_against": f"MTGJSON {main_set['code']} #{main['number']}",
    }


def similarity(text: str, lang: str, foreign: dict[str, Json], main: Json) -> float:
    reference = main.get("text", "") if lang == "en" else foreign[lang].get("text", "")
    return difflib.SequenceMatcher(None, text, reference).ratio()


def resolve_printings(named: list[Json], entries: list[tuple[Json, Json]],
                      sets: dict[str, Json], set_names: dict[str, str]) -> list[Json]:
    """The page's printings (by set name), completed by MTGJSON's printings of the card."""
    result: dict[tuple[str, str], Json] = {}
    for set_data, entry in entries:
        source = "seed+mtgjson" if any(p["set_name"] == set_data["name"] for p in named) \
            else "mtgjson"
        result[(set_data["code"], entry["number"])] = {
            "set_code": set_data["code"], "set_name": set_data["name"],
            "set_release_date": set_data["releaseDate"], "set_type": set_data["type"],
            "collector_number": entry["number"], "rarity": entry["rarity"],
            "artist": entry.get("artist"), "release_date": set_data["releaseDate"],
            "lang": "en", "source": source,
        }
    for item in named:
        set_name = item["set_name"]
        code = set_names.get(set_name) or EXTRA_SETS[set_name]["code"]
        if any(c == code for c, _ in result):
            continue
        data = sets.get(code, {})
        result[(code, "")] = {
            "set_code": code, "set_name": set_name,
            "set_release_date": data.get("releaseDate"),
            "set_type": data.get("type") or EXTRA_SETS.get(set_name, {}).get("type"),
            "collector_number": None, "rarity": None, "artist": None, "release_date": None,
            "lang": "en", "source": "seed",
        }
    return [result[k] for k in sorted(result)]


def render(bundle: Json) -> str:
    return json.dumps(bundle, ensure_ascii=False, indent=1) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail if the JSON is stale")
    args = parser.parse_args(argv)
    if not SEEDS.is_dir() or not DATA.is_dir():
        print(f"needs {SEEDS} and {DATA}", file=sys.stderr)
        return 2
    text = render(build())
    if args.check:
        current = OUTPUT.read_text(encoding="utf-8") if OUTPUT.exists() else ""
        if current != text:
            print(f"{OUTPUT.relative_to(ROOT)} is out of date; run {sys.argv[0]}",
                  file=sys.stderr)
            return 1
        return 0
    OUTPUT.write_text(text, encoding="utf-8")
    say(f"wrote {OUTPUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
