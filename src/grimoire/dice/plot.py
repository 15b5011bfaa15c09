"""Bar charts of dice distributions as PNG files, with no third-party dependency.

The image is drawn into an RGB buffer (bars, axes, a 5x7 bitmap font for digits and a few
signs) and written as a PNG with :mod:`zlib` and :mod:`struct`. One bar per possible
result; bars are coloured by the results-table row they fall in (grey: no row), and a
legend under the axis repeats each row's range and percentage in its colour.

>>> png = render_png([(1, 1), (2, 3)], [((1, 1), 1), ((2, 2), 3)], total=4)
>>> png[:8] == b"\\x89PNG\\r\\n\\x1a\\n"
True
"""

from __future__ import annotations

import struct
import zlib
from collections.abc import Sequence
from fractions import Fraction
from pathlib import Path

from grimoire.dice.odds import OddsReport
from grimoire.errors import GrimoireError

Color = tuple[int, int, int]

WHITE: Color = (255, 255, 255)
INK: Color = (40, 40, 48)
GRID: Color = (222, 222, 228)
UNMATCHED: Color = (160, 160, 160)
PALETTE: tuple[Color, ...] = (
    (214, 69, 65), (47, 128, 237), (39, 174, 96), (242, 153, 74), (155, 81, 224),
    (0, 150, 160), (200, 90, 150), (120, 110, 40),
)

_GLYPHS: dict[str, tuple[str, ...]] = {
    "0": ("01110", "10001", "10011", "10101", "11001", "10001", "01110"),
    "1": ("00100", "01100", "00100", "00100", "00100", "00100", "01110"),
    "2": ("01110", "10001", "00001", "00010", "00100", "01000", "11111"),
    "3": ("11110", "00001", "00001", "01110", "00001", "00001", "11110"),
    "4": ("00010", "00110", "01010", "10010", "11111", "00010", "00010"),
    "5": ("11111", "10000", "11110", "00001", "00001", "10001", "01110"),
    "6": ("00110", "01000", "10000", "11110", "10001", "10001", "01110"),
    "7": ("11111", "00001", "00010", "00100", "01000", "01000", "01000"),
    "8": ("01110", "10001", "10001", "01110", "10001", "10001", "01110"),
    "9": ("01110", "10001", "10001", "01111", "00001", "00010", "01100"),
    "-": ("00000", "00000", "00000", "11111", "00000", "00000", "00000"),
    "+": ("00000", "00100", "00100", "11111", "00100", "00100", "00000"),
    "%": ("11001", "11010", "00010", "00100", "01000", "01011", "10011"),
    ".": ("00000", "00000", "00000", "00000", "00000", "01100", "01100"),
    "/": ("00001", "00010", "00010", "00100", "01000", "01000", "10000"),
    ":": ("00000", "01100", "01100", "00000", "01100", "01100", "00000"),
    " ": ("00000",) * 7,
}
GLYPH_W, GLYPH_H = 5, 7


class Canvas:
    """An RGB image in memory."""

    def __init__(self, width: int, height: int, background: Color = WHITE) -> None:
        self.width, self.height = width, height
        self.pixels = bytearray(bytes(background) * (width * height))

    def rect(self, x0: int, y0: int, x1: int, y1: int, color: Color) -> None:
        """Fill the rectangle ``x0 <= x < x1``, ``y0 <= y < y1`` (clipped)."""
        x0, x1 = max(0, x0), min(self.width, x1)
        y0, y1 = max(0, y0), min(self.height, y1)
        if x0 >= x1:
            return
        row = bytes(color) * (x1 - x0)
        for y in range(y0, y1):
            start = (y * self.width + x0) * 3
            self.pixels[start : start + len(row)] = row

    def text(self, x: int, y: int, text: str, color: Color = INK, scale: int = 1) -> int:
        """Draw ``text`` with its top-left at (x, y); return the x after it."""
        for char in text:
            glyph = _GLYPHS.get(char)
            if glyph is None:
                raise GrimoireError(f"the plot font has no glyph for {char!r}")
            for gy, line in enumerate(glyph):
                for gx, bit in enumerate(line):
                    if bit == "1":
                        self.rect(x + gx * scale, y + gy * scale,
                                  x + (gx + 1) * scale, y + (gy + 1) * scale, color)
            x += (GLYPH_W + 1) * scale
        return x

    def png(self) -> bytes:
        """The image as PNG bytes (8-bit RGB, no filtering, zlib level 9)."""
        stride = self.width * 3
        raw = b"".join(
            b"\x00" + bytes(self.pixels[y * stride : (y + 1) * stride])
            for y in range(self.height)
        )
        header = struct.pack(">IIBBBBB", self.width, self.height, 8, 2, 0, 0, 0)
        return (b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", header)
                + _chunk(b"IDAT", zlib.compress(raw, 9)) + _chunk(b"IEND", b""))


def _chunk(kind: bytes, data: bytes) -> bytes:
    return (struct.pack(">I", len(data)) + kind + data
            + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))


def text_width(text: str, scale: int = 1) -> int:
    """Width in pixels of ``text`` drawn at ``scale``."""
    return len(text) * (GLYPH_W + 1) * scale


def _percent(p: Fraction | float) -> str:
    value = round(float(p) * 100, 1)
    return f"{value:.0f}%" if value == int(value) else f"{value:.1f}%"


def render_png(
    distribution: Sequence[tuple[int, Fraction | int]],
    rows: Sequence[tuple[tuple[int, int | None], Fraction | int]],
    *,
    total: int = 1,
    unmatched: Sequence[tuple[tuple[int, int | None], Fraction | int]] = (),
) -> bytes:
    """Draw ``distribution`` (value, weight) as bars coloured by ``rows`` ((low, high), weight).

    Weights are divided by ``total`` (1 when they are already probabilities). ``unmatched``
    ranges (results in no row) are listed in the legend in grey.
    """
    if not distribution:
        raise GrimoireError("nothing to plot: the distribution is empty")
    values = [(v, Fraction(w) / total) for v, w in sorted(distribution)]
    count = len(values)
    bar = max(2, min(24, 640 // count))
    gap = 1 if bar < 8 else 3
    left, top, bottom_axis = 56, 16, 26
    plot_w = count * (bar + gap) + gap
    width = max(360, left + plot_w + 16)
    legend = [(f"{_range(lo, hi)}: {_percent(Fraction(w) / total)}", PALETTE[i % len(PALETTE)])
              for i, ((lo, hi), w) in enumerate(rows)]
    legend += [(f"{_range(lo, hi)}: {_percent(Fraction(w) / total)}", UNMATCHED)
               for (lo, hi), w in unmatched]
    legend_lines = _layout_legend(legend, width - left)
    plot_h = 200
    height = top + plot_h + bottom_axis + 14 * len(legend_lines) + 10
    canvas = Canvas(width, height)
    peak = max(p for _, p in values)
    ceiling = _nice_ceiling(peak)
    base_y = top + plot_h
    for fraction in (Fraction(0), ceiling / 2, ceiling):
        y = base_y - round(fraction / ceiling * plot_h)
        canvas.rect(left, y, left + plot_w, y + 1, GRID)
        label = _percent(fraction)
        canvas.text(left - 6 - text_width(label), y - GLYPH_H // 2, label)
    label_every = _label_step(values, bar + gap)
    for index, (value, p) in enumerate(values):
        color = _row_color(value, rows) if rows else PALETTE[1]
        x = left + gap + index * (bar + gap)
        h = round(p / ceiling * plot_h)
        canvas.rect(x, base_y - h, x + bar, base_y, color)
        if index % label_every == 0 or index == count - 1:
            label = str(value)
            center = x + bar // 2 - text_width(label) // 2
            canvas.text(center, base_y + 6, label)
    canvas.rect(left, base_y, left + plot_w, base_y + 1, INK)
    canvas.rect(left - 1, top, left, base_y + 1, INK)
    y = base_y + bottom_axis
    for line in legend_lines:
        x = left
        for entry, swatch in line:
            canvas.rect(x, y, x + 7, y + 7, swatch)
            x = canvas.text(x + 10, y, entry) + 12
        y += 14
    return canvas.png()


def plot_report(report: OddsReport, path: str | Path) -> Path:
    """Write the bar chart of ``report`` to ``path`` (a .png file) and return the path."""
    target = Path(path)
    if target.suffix.lower() != ".png":
        raise GrimoireError(f"the plot is a PNG image: give a file name ending in .png, "
                            f"not {str(path)!r}")
    # Without a results table every result is its own row: one colour, no legend.
    rows = ([((row.low, row.high), row.probability) for row in report.rows]
            if report.has_table else [])
    loose = [((row.low, row.high), row.probability) for row in report.unmatched]
    data = render_png(report.distribution, rows, unmatched=loose if rows else [])
    try:
        target.write_bytes(data)
    except OSError as error:
        raise GrimoireError(f"cannot write the plot to {str(target)!r}: {error}") from None
    return target


def _range(low: int, high: int | None) -> str:
    if high is None:
        return f"{low}+"
    return str(low) if low == high else f"{low}-{high}"


def _row_color(value: int, rows: Sequence[tuple[tuple[int, int | None], object]]) -> Color:
    for index, ((low, high), _) in enumerate(rows):
        if value >= low and (high is None or value <= high):
            return PALETTE[index % len(PALETTE)]
    return UNMATCHED


def _nice_ceiling(peak: Fraction) -> Fraction:
    """The smallest of 1%, 2%, 5%, 10%, 20%... steps (x2 for the middle line) above ``peak``."""
    for step in (1, 2, 4, 5, 10, 20, 25, 40, 50, 60, 80, 100):
        if Fraction(step, 100) >= peak:
            return Fraction(step, 100)
    return Fraction(1)


def _label_step(values: Sequence[tuple[int, Fraction]], slot: int) -> int:
    """Label every n-th bar so that labels never overlap."""
    widest = max(text_width(str(v)) for v, _ in values) + 4
    return max(1, -(-widest // slot))


def _layout_legend(
    entries: Sequence[tuple[str, Color]], width: int
) -> list[list[tuple[str, Color]]]:
    """Wrap legend entries (text, colour) into lines no wider than ``width``."""
    lines: list[list[tuple[str, Color]]] = [[]]
    used = 0
    for entry in entries:
        size = 10 + text_width(entry[0]) + 12
        if lines[-1] and used + size > width:
            lines.append([])
            used = 0
        lines[-1].append(entry)
        used += size
    return [line for line in lines if line]
