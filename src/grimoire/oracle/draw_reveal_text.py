"""Revealing the first card drawn each turn (CR 121.1, 701.20a): "[You may reveal | Reveal]
the first card you draw [each turn | on each of your turns][ as you draw it]. Whenever you
reveal <a quality> card this way, <effect>.[ Whenever you reveal ...]" — one triggered ability
per "Whenever" sentence (:class:`~grimoire.oracle.ir.FirstDrawRevealed`), linked to the reveal
(CR 607.2); "that card" is the drawn card.

>>> [a.trigger.filter.types_any for a in draw_reveal_abilities(
...     "Reveal the first card you draw each turn. Whenever you reveal a creature card this "
...     "way, draw a card.", "Primitive Etchings")]
[('creature',)]
>>> draw_reveal_abilities("Draw a card.", "X") is None
True
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.context import ParseFailure
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import FirstDrawRevealed, MayDo, TriggeredAbility, Unimplemented
from grimoire.oracle.tokens import compile_rules

_REVEAL = re.compile(r"(You may reveal|Reveal) the first card you draw (each turn|on each of "
                     r"your turns)(?: as you draw it)?\. (Whenever you reveal .+)", re.DOTALL)
_THIS_WAY = re.compile(r"Whenever you reveal an? (.+?) card this way, (.+)", re.DOTALL)


def draw_reveal_abilities(text: str, name: str
                          ) -> list[TriggeredAbility] | list[Unimplemented] | None:
    """The triggered abilities of that shape, None for other text, or the line not
    understood (a quality or an instruction the compiler doesn't know)."""
    match = _REVEAL.fullmatch(text.strip())
    if match is None:
        return None
    try:
        return _abilities(match, name)
    except ParseFailure as failure:
        return [Unimplemented(text, failure.reason)]


def _abilities(match: re.Match[str], name: str) -> list[TriggeredAbility]:
    optional = match.group(1) == "You may reveal"
    own_turn = match.group(2) != "each turn"
    out: list[TriggeredAbility] = []
    for sentence in re.split(r"(?<=\.) (?=Whenever you reveal )", match.group(3)):
        this_way = _THIS_WAY.fullmatch(sentence.strip())
        if this_way is None:
            raise ParseFailure(sentence, "a reveal of the first card drawn")
        flt, _ = parse_filter(f"{this_way.group(1)} card")
        compiled = compile_rules(name, f"Whenever you draw a card, {this_way.group(2)}")
        if len(compiled) != 1 or not isinstance(compiled[0], TriggeredAbility):
            reason = getattr(compiled[0], "reason", "") if compiled else ""
            raise ParseFailure(sentence, reason or "the effect of a revealed draw")
        ability = compiled[0]
        effect = MayDo(ability.effect) if optional else ability.effect
        out.append(replace(ability, trigger=FirstDrawRevealed(
            replace(flt, zone=None), own_turn), effect=effect, text=sentence))
    return out
