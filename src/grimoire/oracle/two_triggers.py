"""One ability printed with two trigger events, compiled as its two triggered abilities
(CR 603.2: it triggers whenever either event occurs; each half may work from another zone,
CR 113.6c: "when you cast this spell" from the stack, CR 702.29c: "when you cycle this card"
from wherever the card went):

* "Whenever you cast a red spell or a Mountain you control enters, ..."
* "When you cycle this card and when this creature dies, ...", "When this artifact enters
  and when you sacrifice it, ...", "When you cast this spell and whenever this creature
  attacks, ..." ("it" / "this card" / "this spell" in the second event: the card itself)
* "When this artifact enters or is put into a graveyard from the battlefield, ..." (CR
  700.4: the second event is its dying)
* "Whenever this creature dies or another artifact you control is put into a graveyard from
  the battlefield, ..." (CR 700.4: two deaths, each its own event; Scrap Trawler's rulings:
  both at once trigger it twice)
* "When this creature enters or the creature it haunts dies, ..." (haunt, CR 702.55c: the
  second works from exile)
* "Whenever you play a land or cast a spell, ..." (CR 305.1, 601.2i)

>>> two_triggers("When you cycle this card and when this creature dies, draw a card.")
('When you cycle ~, draw a card.', 'When this creature dies, draw a card.')
>>> two_triggers("Whenever this creature dies or another artifact you control is put into a "
...              "graveyard from the battlefield, scry 1.")[1]
'Whenever another artifact you control is put into a graveyard from the battlefield, scry 1.'
>>> two_triggers("When this artifact enters and when you sacrifice it, scry 1.")[1]
'When you sacrifice ~, scry 1.'
>>> two_triggers("When this artifact enters or is put into a graveyard from the battlefield, "
...              "draw a card.")[1]
'When this artifact is put into a graveyard from the battlefield, draw a card.'
"""

from __future__ import annotations

import re

from grimoire.oracle.lexer import SELF

_CAST_OR_ENTERS = re.compile(r"(When|Whenever) you cast (an? [^,]+? spell) or (an? [^,]+?) "
                             r"enters(, .+)", re.DOTALL)
_AND_WHEN = re.compile(r"(When|Whenever) ([^,]+?) and (when|whenever) ([^,]+?)(, .+)", re.DOTALL)
_OR_DIES = re.compile(r"(When|Whenever) (~|this \w+) (enters) or (is put into a graveyard from "
                      r"the battlefield)(, .+)", re.DOTALL)
_DIES_OR_ANOTHER = re.compile(r"(When|Whenever) (~|this \w+) dies or (another [^,]+?) (dies|is put "
                              r"into a graveyard from the battlefield)(, .+)", re.DOTALL)
_ITSELF = re.compile(r"\b(?:this card|this spell|it)$")
"""The card itself, at the end of an event ("when you cycle this card", "when you sacrifice
it")."""


_LAND_OR_CAST = re.compile(r"Whenever (you|a player) (plays? a land) or (casts? an? [^,]+?)(, .+)",
                          re.DOTALL)
_OR_HAUNTED = re.compile(r"When (~|this \w+) enters or the creature it haunts dies(, .+)",
                        re.DOTALL)


def two_triggers(text: str) -> tuple[str, str] | None:
    """The two one-event abilities ``text`` stands for, or None."""
    land = _LAND_OR_CAST.fullmatch(text)
    if land and " from " not in land.group(3):  # CR 305.1, 601.2i ("from anywhere other
        # than your hand" would qualify both events)
        who, play, cast, rest = land.groups()
        return f"Whenever {who} {play}{rest}", f"Whenever {who} {cast}{rest}"
    haunts = _OR_HAUNTED.fullmatch(text)
    if haunts:  # CR 702.55c: the second works from exile
        who, rest = haunts.groups()
        return f"When {who} enters{rest}", f"When the creature {SELF} haunts dies{rest}"
    cast_or_enters = _CAST_OR_ENTERS.fullmatch(text)
    if cast_or_enters:
        when, cast, enters, rest = cast_or_enters.groups()
        return f"{when} you cast {cast}{rest}", f"{when} {enters} enters{rest}"
    another = _DIES_OR_ANOTHER.fullmatch(text)
    if another:
        when, who, other, event, rest = another.groups()
        return f"{when} {who} dies{rest}", f"{when} {other} {event}{rest}"
    dies = _OR_DIES.fullmatch(text)
    if dies:
        when, who, first, second, rest = dies.groups()
        return f"{when} {who} {first}{rest}", f"{when} {who} {second}{rest}"
    both = _AND_WHEN.fullmatch(text)
    if both and not (both.group(2).endswith(" enters") and both.group(3) == "whenever" and (
            both.group(4).startswith("it ") or re.search(r"\bit\b", both.group(5)))):
        # ("When ~ enters and whenever it attacks, ...", "... put a counter on it": "it" is
        # the card itself there, which the enters-and-whenever grammar knows)
        when, first, when2, second, rest = both.groups()
        first, second = _ITSELF.sub("~", first), _ITSELF.sub("~", second)
        return f"{when} {first}{rest}", f"{when2.capitalize()} {second}{rest}"
    return None
