"""The meld trigger (CR 701.37, 712.4a, 603.4): "At the beginning of your end step, if you
both own and control ~ and a creature named Bruna, the Fading Light, exile them, then meld
them into Brisela, Voice of Nightmares." (Gisela, the Broken Blade; Graf Rats at the
beginning of combat on your turn). The condition is an intervening "if" (checked as the
ability triggers and as it resolves, CR 603.4); the counterpart's name may hold commas, so
the whole line is read here rather than split at its first comma.

>>> from grimoire.oracle.context import Context
>>> ability = meld_trigger("At the beginning of your end step, if you both own and control ~ "
...     "and a creature named Bruna, the Fading Light, exile them, then meld them into Brisela, "
...     "Voice of Nightmares.", Context(), "")
>>> ability.effect.into, ability.effect.partner.name
('Brisela, Voice of Nightmares', 'Bruna, the Fading Light')
"""

from __future__ import annotations

import re

from grimoire.oracle.context import Context
from grimoire.oracle.ir import (
    AllOf,
    Meld,
    ObjectFilter,
    TriggeredAbility,
    YouControl,
)
from grimoire.oracle.triggers import split_trigger

_MELD = re.compile(
    r"(?P<when>At the beginning of [^,]+), if you both own and control (?:~|this creature) "
    r"and a creature named (?P<partner>[^.]+?), exile them, then meld them into "
    r"(?P<into>[^.]+)\.")


def meld_trigger(text: str, ctx: Context, span: str) -> TriggeredAbility | None:
    """The meld trigger of a meld pair's card, or None for any other text."""
    match = _MELD.fullmatch(text.strip())
    if match is None:
        return None
    trigger, rest = split_trigger(f"{match.group('when')}, meld.", ctx)
    if rest.strip() != "meld.":
        return None
    partner = ObjectFilter(types_any=("creature",), name=match.group("partner"),
                           controller="you", owner="you")
    both = AllOf((YouControl(ObjectFilter(this_object=True, controller="you", owner="you")),
                  YouControl(partner)))
    return TriggeredAbility(trigger, Meld(partner, match.group("into")), (), condition=both,
                            text=span)
