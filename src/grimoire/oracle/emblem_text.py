"""Emblem text (CR 114.2): "[Player] gets an emblem with "<ability>" [and "<ability>"]".

The quoted abilities are compiled with the ordinary ability compiler; "this emblem" inside
them is the emblem itself (the source of its abilities).

>>> from grimoire.oracle.context import Context
>>> node = emblem_clause('You get an emblem with "Creatures you control get +1/+1."',
...                      Context())
>>> type(node).__name__, type(node.abilities[0]).__name__, node.player
('GetEmblem', 'StaticAbility', You())
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.context import Context
from grimoire.oracle.ir import ActivatedAbility, GetEmblem
from grimoire.oracle.refs import parse_player
from grimoire.oracle.tokens import compile_rules

_EMBLEM = re.compile(
    r"(you|target opponent|target player|each opponent|each player) gets? an emblem with "
    r"\"(.+)\"",
    re.IGNORECASE,
)
_SELF_NAME = "this emblem"
"""The name the quoted text is compiled under: "this emblem" becomes the source."""


def emblem_clause(text: str, ctx: Context) -> GetEmblem | None:
    """The :class:`GetEmblem` a clause creates, or None if it doesn't create one."""
    match = _EMBLEM.fullmatch(text.strip().rstrip("."))
    if match is None:
        return None

    quoted = re.split(r"\" and \"", match.group(2))  # CR 114.2: one emblem, several abilities
    abilities = tuple(a for part in quoted for a in compile_rules(_SELF_NAME, part))
    # CR 114.4: an emblem's activated abilities are activated from the command zone
    abilities = tuple(replace(a, zone="command") if isinstance(a, ActivatedAbility) else a
                      for a in abilities)
    player = parse_player(match.group(1).lower(), ctx)
    return GetEmblem(abilities, player, "\n".join(quoted))
