"""Redirection sentences (CR 614.9) of resolving spells and abilities, compiled as
:class:`~grimoire.oracle.ir.RedirectDamage`:

* "The next N damage that would be dealt to <recipient> this turn is dealt to <new> instead"
  (the en-Kor: "The next 1 damage that would be dealt to ~ this turn is dealt to target
  creature you control instead"; Carom, Razia, Hazduhr's "... this turn to <recipient> ...");
* "All [combat] damage that would be dealt [this turn] to <recipient> [this turn] [by
  <object>] is dealt to <new> instead" (Sivvi's Valor, Shimian Night Stalker).

<recipient> and <new> are a player ("you", "its owner", "its controller") or an object ("~",
"target creature you control", "any target", "another target creature"); targets are read
in the order the text names them. A source "of your choice" or a filter of sources is not
read here.

>>> from grimoire.oracle.context import Context
>>> node = redirect_sentence("The next 1 damage that would be dealt to ~ this turn is dealt "
...                          "to target creature you control instead.", Context())
>>> type(node.to).__name__, type(node.instead).__name__, node.amount
('ThisObject', 'TargetRef', Fixed(value=1))
"""

from __future__ import annotations

import re

from grimoire.oracle.amounts import parse_number
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.ir import (
    ControllerOf,
    ObjectRef,
    OwnerOf,
    PlayerRef,
    RedirectDamage,
    ThisObject,
    You,
)
from grimoire.oracle.refs import parse_object, parse_player

_FORM = re.compile(
    r"(?:the next (?P<n>\w+)|all) (?P<c>combat )?damage that would be dealt (?:this turn )?"
    r"to (?P<to>.+?)(?: this turn)?(?: by (?P<by>.+?))?(?: this turn)? is dealt to "
    r"(?P<new>.+?) instead", re.IGNORECASE)


def _party(text: str, ctx: Context, holder: ObjectRef | None) -> ObjectRef | PlayerRef:
    low = text.lower()
    if low == "you":
        return You()
    if low in ("its owner", "its controller"):
        if holder is None:
            raise ParseFailure(text, "whose owner")
        return OwnerOf(holder) if low == "its owner" else ControllerOf(holder)
    if low in ("target player", "target opponent"):
        return parse_player(low, ctx)
    if low == "this creature":
        return ThisObject()
    if "choice" in low or re.search(r"\b(?:each|all|and)\b", low):
        raise ParseFailure(text, "a redirection among several objects")
    return parse_object(text[0].lower() + text[1:] if text.startswith("Target") else text,
                        ctx)


def redirect_sentence(text: str, ctx: Context) -> RedirectDamage | None:
    """The redirection ``text`` states (None: another sentence)."""
    line = text.strip().rstrip(".")
    match = _FORM.fullmatch(line)
    if match is None:
        return None
    to = _party(match.group("to"), ctx, None)
    source: ObjectRef | None = None
    if match.group("by"):
        by = match.group("by")
        if "choice" in by.lower() or not by.lower().startswith(("target ", "~", "it")):
            raise ParseFailure(line, "a redirection of a kind of source")
        found = _party(by, ctx, None)
        if isinstance(found, You | OwnerOf | ControllerOf):
            raise ParseFailure(line, "damage dealt by a player")
        source = found  # type: ignore[assignment]
    holder = to if not isinstance(to, You | OwnerOf | ControllerOf) else None
    instead = _party(match.group("new"), ctx, holder)  # type: ignore[arg-type]
    amount = parse_number(match.group("n"), ctx) if match.group("n") else None
    return RedirectDamage(amount, to, instead, combat_only=bool(match.group("c")),
                          source=source)
