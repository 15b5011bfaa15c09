"""Cards revealed from the opening hand (CR 103.6b): "You may reveal this card from your
opening hand. If you do, at the beginning of the first upkeep, <effect>." (the Chancellors,
Providence, Sphinx of Foresight). Revealing the card is an action taken before the first
turn (CR 103.6); what it does is a delayed triggered ability (CR 603.7) created then, which
triggers at the beginning of the first such step and does the effect once.

>>> static = opening_reveal("You may reveal this card from your opening hand. If you do, at "
...     "the beginning of the first upkeep, each opponent mills seven cards")
>>> static.step, static.whose, type(static.effect).__name__
('upkeep', 'each', 'LibraryLook')
>>> opening_reveal("You may reveal this card from your opening hand. If you do, scry 3 at "
...     "the beginning of your first upkeep.").whose
'you'
>>> opening_reveal("Flying") is None
True
"""

from __future__ import annotations

import re

from grimoire.oracle.context import ParseFailure
from grimoire.oracle.ir import Effect, OpeningHandReveal, StepName, TriggeredAbility, Whose
from grimoire.oracle.tokens import compile_rules

_REVEAL = re.compile(
    r"You may reveal (?:this card|~) from your opening hand\. If you do, (.+?)\.?", re.DOTALL)

_WHEN: dict[str, tuple[StepName, Whose]] = {
    "at the beginning of the first upkeep": ("upkeep", "each"),
    "at the beginning of your first upkeep": ("upkeep", "you"),
    "at the beginning of your first main phase of the game": ("main1", "you"),
}
"""When the delayed ability triggers: the first such step after the reveal (CR 603.7c: it
triggers only once), of any player's turn ("the first upkeep": the starting player's) or
of the revealing player's own turn."""


def _effect(text: str) -> Effect:
    """The instruction, read as the effect of a triggered ability (what the delayed ability
    is, CR 603.7): compiled through the registered ability compiler (no import cycle)."""
    compiled = compile_rules("reveal", f"At the beginning of your upkeep, {text}.")
    if len(compiled) != 1 or not isinstance(compiled[0], TriggeredAbility):
        reason = getattr(compiled[0], "reason", "") if compiled else ""
        raise ParseFailure(text, reason or "an instruction of an opening-hand reveal")
    return compiled[0].effect


def opening_reveal(text: str) -> OpeningHandReveal | None:
    """The reveal ability of ``text``, None for another shape; raises
    :class:`ParseFailure` for a reveal whose timing isn't known ("when each opponent casts
    their first spell of the game")."""
    match = _REVEAL.fullmatch(text.strip())
    if match is None:
        return None
    rest = match.group(1)
    for when, (step, whose) in _WHEN.items():
        if rest.lower().startswith(when + ", "):
            return OpeningHandReveal(_effect(rest[len(when) + 2:]), step, whose)
        if rest.lower().endswith(" " + when):
            return OpeningHandReveal(_effect(rest[: -len(when) - 1]), step, whose)
    raise ParseFailure(text, "an opening-hand reveal with another timing (CR 103.6b)")
