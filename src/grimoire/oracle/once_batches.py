"""Batch triggers limited to once a turn, read as their single-object form.

"Whenever one or more other creatures die, draw a card. This ability triggers only once each
turn." triggers once for a whole batch of simultaneous events; "Whenever another creature
dies, draw a card. This ability triggers only once each turn." would trigger for each object
(CR 603.2c) but is limited to once a turn. Both first trigger on the first such event of the
turn and never again that turn, so they are the same ability, provided the instructions don't
refer to the batch ("those creatures", "them"): those are left alone.

>>> singular_once("Whenever one or more other creatures you control with power 2 or less "
...               "enter, draw a card. This ability triggers only once each turn.")
'Whenever another creature you control with power 2 or less enters, draw a card. This \
ability triggers only once each turn.'
"""

from __future__ import annotations

import re

__all__ = ["singular_once"]

_ONCE = "This ability triggers only once each turn."
_BATCH = re.compile(r"(When(?:ever)?) one or more (other )?(creatures|permanents|artifacts|"
                    r"tokens)( [^,]*?)? (die|enter|leave the battlefield), (.+)")
_VERB = {"die": "dies", "enter": "enters", "leave the battlefield": "leaves the battlefield"}


def singular_once(text: str) -> str:
    """``text`` with a once-a-turn batch trigger in its single-object form, else unchanged."""
    if not text.endswith(_ONCE):
        return text
    match = _BATCH.fullmatch(text)
    if match is None or re.search(r"\b(those|them|they|their)\b", match.group(6)):
        return text
    when, other, noun, rest, verb, tail = match.groups()
    article = "another" if other else ("an" if noun[0] in "aeiou" else "a")
    return f"{when} {article} {noun[:-1]}{rest or ''} {_VERB[verb]}, {tail}"
