""""<objects> becomes <a quality> [until end of turn]" where the quality is chosen as the
spell or ability resolves or is a basic land type (CR 608.2d, 613.1d-e):

* "Target land becomes the basic land type of your choice until end of turn", "Target land
  becomes an Island until end of turn": its land types are replaced, and the abilities of
  its rules text by the new type's mana ability (CR 305.7);
* "~ becomes the creature type of your choice [in addition to its other types] until end of
  turn": its creature types replaced (or one added, CR 205.1b; a basic land type added
  brings its mana ability, CR 305.7);
* "Target creature becomes the color [or colors] of your choice until end of turn": the new
  colors replace its own (CR 105.3).

Without "until end of turn" the change lasts indefinitely (CR 611.2a); "for as long as ~
remains on the battlefield" while the source stays (CR 611.2b). A spell as the
object ("target spell or permanent") is not handled here (the parse fails, a gap).

>>> from grimoire.oracle.context import Context
>>> node = become_chosen("Target land becomes the basic land type of your choice until end "
...                      "of turn", Context())
>>> node.chosen, node.duration
('basic_land_type', 'end_of_turn')
>>> become_chosen("~ becomes the color or colors of your choice", Context()).chosen
'colors'
>>> become_chosen("Target land becomes a Swamp until end of turn", Context()).land_subtypes
('Swamp',)
"""

from __future__ import annotations

import re

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.ir import BecomeCharacteristics, ChosenKind, Duration, ObjectRef
from grimoire.oracle.lexer import SELF
from grimoire.oracle.refs import parse_object

_KINDS: dict[str, ChosenKind] = {
    "the basic land type": "basic_land_type", "the creature type": "creature_type",
    "the color": "color", "the color or colors": "colors",
}
_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")

_UNTIL = r"( until end of turn| for as long as (?:~|this creature) remains on the battlefield)?"
_CHOSEN = re.compile(r"(.+?) becomes? (the basic land type|the creature type|the color or "
                     r"colors|the color) of your choice"
                     r"( in addition to its other types)?" + _UNTIL)
_LAND = re.compile(r"(.+?) becomes? an? (" + "|".join(_LAND_TYPES) + r")" + _UNTIL)


def become_chosen(text: str, ctx: Context) -> BecomeCharacteristics | None:
    """The change ``text`` states, or None if it isn't one of the shapes above."""
    match = _CHOSEN.fullmatch(text)
    if match:
        subject, kind, added, until = match.groups()
        if added and kind not in ("the creature type", "the basic land type"):
            raise ParseFailure(text, "a color in addition")
        return BecomeCharacteristics(_what(subject, ctx), chosen=_KINDS[kind],
                                     chosen_added=bool(added), duration=_duration(until))
    match = _LAND.fullmatch(text)
    if match and "land" in match.group(1).lower():
        subject, land_type, until = match.groups()
        return BecomeCharacteristics(_what(subject, ctx), land_subtypes=(land_type,),
                                     duration=_duration(until))
    return None


def _duration(until: str | None) -> Duration:
    """CR 611.2a: until end of turn, or indefinitely; CR 611.2b: while the source stays."""
    if until is None:
        return "permanent"
    return "end_of_turn" if until == " until end of turn" else "while_source"


def _what(subject: str, ctx: Context) -> ObjectRef:
    if "spell" in subject.lower():
        raise ParseFailure(subject, "a spell's characteristics")
    phrase = subject if subject == SELF else subject[0].lower() + subject[1:]
    return parse_object(phrase, ctx)
