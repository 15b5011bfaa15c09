"""Triggers of the theme and Commander decks' blocking cards, by class of text:

* "Whenever a source [an opponent controls | you control] deals damage to you [or a
  permanent you control], ..." (CR 120.3, 603.2): once for each damage event, so a trampler
  dealing damage to your blocker and to you triggers it twice (Flameblade Angel's ruling);
  "that source's controller" / "that player" is the controller of the source (as it last
  existed, CR 608.2h) and "that many" the damage dealt.
* "Whenever a creature you control fights, ..." (CR 701.12a): once for each such creature
  that fights; "it" is that creature.
* "When the creature put onto the battlefield with ~ dies, ..." (CR 607.2a: linked to the
  ability that put it there, :mod:`grimoire.oracle.put_with_text`).

>>> from grimoire.oracle.context import Context
>>> trig, rest = deck_trigger("Whenever a source an opponent controls deals damage to you or "
...                           "a permanent you control, you gain 1 life.", Context())
>>> trig.recipient, trig.filter.controller, trig.source_controller, rest
('you_or_yours', 'opponent', True, 'you gain 1 life.')
>>> trig, rest = deck_trigger("Whenever a creature you control fights, draw a card.", Context())
>>> trig.filter.controller, trig.filter.types_any, rest
('you', ('creature',), 'draw a card.')
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.context import Context
from grimoire.oracle.filters import needs_battlefield, parse_filter
from grimoire.oracle.ir import (
    DamageTrigger,
    FightsTrigger,
    LinkedDiesTrigger,
    MonarchTrigger,
    ObjectFilter,
    Trigger,
    TriggeringObject,
    TriggeringPlayer,
)

_SOURCE_DAMAGES_YOU = re.compile(
    r"Whenever a source (an opponent controls |you control )?deals damage to you"
    r"( or a permanent you control)?, ")
_FIGHTS = re.compile(r"Whenever (an? [^,]+?) fights, ")
_MONARCH = re.compile(r"Whenever (you|an opponent|a player) becomes? the monarch, ")
_MONARCH_WHO = {"you": "you", "an opponent": "opponent", "a player": "any"}
_LINKED_DIES = re.compile(r"When(?:ever)? the (?:creature|permanent) put onto the battlefield "
                          r"with ~ dies, ")


def deck_trigger(text: str, ctx: Context) -> tuple[Trigger, str] | None:
    """The trigger and the rest of the text, or None for another trigger."""
    match = _SOURCE_DAMAGES_YOU.match(text)
    if match:  # CR 120.3: any source, a spell or a permanent, wherever it is
        whose = match.group(1) or ""
        controller = "opponent" if "opponent" in whose else "you" if whose else "any"
        ctx.player_antecedent = TriggeringPlayer()  # "that player": the source's controller
        ctx.antecedent = TriggeringObject()  # "that source"
        trigger = DamageTrigger(ObjectFilter(controller=controller),  # type: ignore[arg-type]
                                recipient="you_or_yours" if match.group(2) else "you",
                                source_controller=True)
        return trigger, text[match.end():]
    match = _LINKED_DIES.match(text)
    if match:  # CR 607.2a: the permanent its linked ability put onto the battlefield
        ctx.antecedent = TriggeringObject()  # "it": the card in the graveyard
        return LinkedDiesTrigger(), text[match.end():]
    match = _MONARCH.match(text)
    if match:  # CR 722.1-722.4: "that player" is the new monarch
        ctx.player_antecedent = TriggeringPlayer()
        return MonarchTrigger(_MONARCH_WHO[match.group(1)]), text[match.end():]  # type: ignore[arg-type]
    match = _FIGHTS.match(text)
    if match:  # CR 701.12a: each creature that fights
        noun = match.group(1)
        flt, _ = parse_filter(re.sub(r"^an? ", "", noun))
        ctx.antecedent = TriggeringObject()  # "it": the creature that fought
        return FightsTrigger(replace(needs_battlefield(flt, noun), zone="battlefield")), \
            text[match.end():]
    return None
