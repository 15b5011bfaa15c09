"""Mana and tap symbols drawn as inline SVG (CR 107.4), so a page needs no image files.

:func:`symbolize` escapes a text and turns each ``{...}`` symbol it holds into a small SVG:
a coloured circle with the symbol's letter or number, split in two for hybrid symbols
(CR 107.4e), and arrows for {T} and {Q} (CR 107.5, 107.6).

>>> str(symbolize("{T}: Add {G}."))[:36]
'<svg class="ms" viewBox="0 0 20 20" '
>>> "&lt;b&gt;" in symbolize("<b>")
True
"""

from __future__ import annotations

import re
from html import escape

from markupsafe import Markup

_SYMBOL = re.compile(r"\{([^{}]{1,8})\}")

COLORS = {"W": "#f8f4d8", "U": "#a9d3ee", "B": "#b7aea8", "R": "#f0a586", "G": "#9ccfa8",
          "C": "#d6d0cc"}
"""Fill of each coloured mana symbol (white, blue, black, red, green; colourless)."""
_GENERIC = "#d6d0cc"
_OPEN = ('<svg class="ms" viewBox="0 0 20 20" width="1.25em" height="1.25em" role="img" '
         'aria-label="{label}"><title>{label}</title>')
_CIRCLE = '<circle cx="10" cy="10" r="9.5" fill="{fill}" stroke="#333" stroke-width="0.8"/>'
_TEXT = ('<text x="10" y="14.8" text-anchor="middle" font-size="{size}" font-weight="bold" '
         'font-family="sans-serif" fill="#111">{text}</text>')
_TAP = ('<path d="M6 14 L6 8 Q6 5 9 5 L12 5 L12 2.5 L16 6.5 L12 10.5 L12 8 L9.5 8 '
        'Q9 8 9 8.5 L9 14 Z" fill="#111"/>')
_UNTAP = ('<path d="M14 6 L14 12 Q14 15 11 15 L8 15 L8 17.5 L4 13.5 L8 9.5 L8 12 L10.5 12 '
          'Q11 12 11 11.5 L11 6 Z" fill="#111"/>')


def symbol_svg(symbol: str) -> str:
    """One symbol (without braces, e.g. ``"G"``, ``"2"``, ``"W/U"``, ``"T"``) as SVG text.

    >>> "circle" in symbol_svg("2") and ">2<" in symbol_svg("2")
    True
    """
    key = symbol.upper()
    out = [_OPEN.format(label=escape("{" + symbol + "}"))]
    if key in ("T", "Q"):
        out.append(_CIRCLE.format(fill=_GENERIC))
        out.append(_TAP if key == "T" else _UNTAP)
    elif "/" in key:
        left, right = key.split("/", 1)
        out.append(_half(left, "M10 0.5 A9.5 9.5 0 0 0 10 19.5 Z"))
        out.append(_half(right, "M10 0.5 A9.5 9.5 0 0 1 10 19.5 Z"))
        out.append('<circle cx="10" cy="10" r="9.5" fill="none" stroke="#333" '
                   'stroke-width="0.8"/>')
        label = _short(left) + _short(right) if right != "P" else _short(left) + "φ"
        out.append(_TEXT.format(size=7.5, text=escape(label)))
    else:
        out.append(_CIRCLE.format(fill=COLORS.get(key, _GENERIC)))
        size = 14 if len(key) == 1 else 11 if len(key) == 2 else 7
        out.append(_TEXT.format(size=size, text=escape(key)))
    out.append("</svg>")
    return "".join(out)


def _half(part: str, path: str) -> str:
    return f'<path d="{path}" fill="{COLORS.get(part, _GENERIC)}"/>'


def _short(part: str) -> str:
    return "" if part == "P" else part


def symbolize(text: str | None) -> Markup:
    """``text`` as safe HTML with its symbols drawn and its line breaks kept."""
    if not text:
        return Markup("")
    pieces: list[str] = []
    last = 0
    for match in _SYMBOL.finditer(text):
        pieces.append(escape(text[last:match.start()]))
        pieces.append(symbol_svg(match.group(1)))
        last = match.end()
    pieces.append(escape(text[last:]))
    return Markup("".join(pieces).replace("\n", "<br>\n"))
