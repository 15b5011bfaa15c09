"""Where a card's triggered ability works from (CR 113.6): the battlefield, unless its
text says otherwise.

CR 113.6k: an ability that exiles or returns this card "from your graveyard" works from
there ("Whenever you scry, ... you may exile this card from your graveyard"), as one whose
trigger condition says "if ~ is in your graveyard" does. But "When this creature dies, ...
exile this creature from your graveyard" is a leaves-the-battlefield ability of the
permanent (CR 603.6c, 603.10a: it triggers from the battlefield, looking back in time), so
it stays a battlefield ability; and "return target card named ~ from your graveyard" names
another card (Rekindling Phoenix's Elemental token, on the battlefield).

>>> from grimoire.oracle import ir
>>> trigger_zone(ir.DiesTrigger(), "exile ~ from your graveyard.", "")
'battlefield'
>>> trigger_zone(ir.StepTrigger("upkeep", "you"), "exile ~ from your graveyard.", "")
'graveyard'
"""

from __future__ import annotations

import re
from typing import Literal

from grimoire.oracle import ir
from grimoire.oracle.lexer import SELF

_FROM_GRAVEYARD = re.compile(r"(?<!named )" + re.escape(SELF) + r" from your graveyard")
"""This card from a graveyard, not another "card named ~" (Rekindling Phoenix's token)."""
_IF_IN_GRAVEYARD = re.compile(r", if (?:~|this card) is in your graveyard")


def trigger_zone(trigger: object, effect_text: str,
                 line: str) -> Literal["battlefield", "graveyard", "exile"]:
    """The zone of a triggered ability with ``trigger``, effect text ``effect_text`` and
    whole line ``line``."""
    if isinstance(trigger, ir.HauntedDiesTrigger):
        return "exile"  # CR 702.55c: "the creature it haunts" abilities work from exile
    if isinstance(trigger, ir.DiscardCausedTrigger) and trigger.this_card:
        return "graveyard"  # "causes you to discard this card": from where it went
    if isinstance(trigger, ir.DiesTrigger) and trigger.filter is None:
        return "battlefield"  # CR 603.6c, 603.10a: this permanent's own "dies"
    if _FROM_GRAVEYARD.search(effect_text) or _IF_IN_GRAVEYARD.search(line):
        return "graveyard"
    return "battlefield"
