"""The odds of a die roll as an inline SVG bar chart: one bar per result, coloured by the
results-table row it falls in (CR 706.3a), results no row holds in grey.

>>> from fractions import Fraction
>>> from grimoire.dice.odds import OddsReport, RowOdds
>>> report = OddsReport("Coin", "d2", (RowOdds(1, 1, Fraction(1, 2)),
...     RowOdds(2, 2, Fraction(1, 2))), (), ((1, Fraction(1, 2)), (2, Fraction(1, 2))))
>>> svg = str(odds_chart(report))
>>> svg.count("<rect class=\\"bar\\"")
2
"""

from __future__ import annotations

from html import escape

from markupsafe import Markup

from grimoire.dice.odds import OddsReport

PALETTE = ("#3b7dd8", "#e0793a", "#3aa45b", "#b04ad8", "#d8b83b", "#d83b5e", "#3bc4d8")
"""Fill of the bars of each table row, in row order."""
_NO_ROW = "#9a9a9a"
WIDTH, HEIGHT, LEFT, BOTTOM, TOP = 640, 240, 44, 28, 12


def row_colors(report: OddsReport) -> list[str]:
    """The colour of each row of ``report`` (the same in the table's legend)."""
    return [PALETTE[i % len(PALETTE)] for i in range(len(report.rows))]


def _color(report: OddsReport, value: int) -> str:
    for i, row in enumerate(report.rows):
        if value >= row.low and (row.high is None or value <= row.high):
            return PALETTE[i % len(PALETTE)]
    return _NO_ROW


def odds_chart(report: OddsReport) -> Markup:
    """The distribution of the roll's result as an SVG bar chart."""
    dist = report.distribution
    if not dist:
        return Markup("")
    peak = max(float(p) for _, p in dist) or 1.0
    plot_w, plot_h = WIDTH - LEFT - 8, HEIGHT - BOTTOM - TOP
    step = plot_w / len(dist)
    bar_w = max(step * 0.8, 1.0)
    label_every = max(1, len(dist) // 20)
    parts = [f'<svg class="chart" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" '
             f'aria-label="odds of each result of {escape(report.card)}">']
    for frac in (0.0, 0.5, 1.0):  # gridlines at 0, half and full height of the peak
        y = TOP + plot_h * (1 - frac)
        parts.append(f'<line x1="{LEFT}" x2="{WIDTH - 8}" y1="{y:.1f}" y2="{y:.1f}" '
                     'stroke="#ddd"/>')
        parts.append(f'<text x="{LEFT - 4}" y="{y + 4:.1f}" text-anchor="end" '
                     f'font-size="11">{peak * frac * 100:.1f}%</text>')
    for i, (value, p) in enumerate(dist):
        h = plot_h * float(p) / peak
        x = LEFT + i * step + (step - bar_w) / 2
        y = TOP + plot_h - h
        parts.append(f'<rect class="bar" x="{x:.1f}" y="{y:.1f}" width="{bar_w:.1f}" '
                     f'height="{h:.1f}" fill="{_color(report, value)}">'
                     f'<title>{value}: {p} ({float(p) * 100:.2f}%)</title></rect>')
        if i % label_every == 0:
            parts.append(f'<text x="{x + bar_w / 2:.1f}" y="{HEIGHT - 10}" '
                         f'text-anchor="middle" font-size="11">{value}</text>')
    parts.append("</svg>")
    return Markup("".join(parts))
