""""Choose a creature type." / "Choose a color." as an instruction of a spell or ability
(CR 608.2d), and "of that type" / "of that color" after it: the chosen one (CR 607.2d).

>>> from grimoire.oracle.context import Context
>>> ctx = Context()
>>> choose_sentence("Choose a creature type", ctx)
ChooseQuality(kind='creature_type', options=())
>>> that_quality("Draw a card for each permanent you control of that type", ctx)
'Draw a card for each permanent you control of the chosen type'
"""

from __future__ import annotations

import re
from collections.abc import Callable

from grimoire.oracle.context import Context
from grimoire.oracle.ir import ChooseQuality, EachPlayer, Effect, ForEach, Sequence

_CHOOSE = {"choose a creature type": "creature_type", "choose a color": "color",
           "choose left or right": "direction"}  # CR 101.4: left is the way turn order goes


_TYPES = r"(?:non)?(?:artifact|creature|enchantment|instant|sorcery|land|planeswalker|battle)"
_CARD_TYPE = re.compile(rf"choose ({_TYPES}) or ({_TYPES})")


def choose_sentence(sentence: str, ctx: Context) -> ChooseQuality | None:
    """The instruction "Choose a creature type." / "Choose a color." / "Choose creature or
    land." (a card type, or "nonland": CR 205.2a), or None.

    >>> choose_sentence("Choose land or nonland.", Context())
    ChooseQuality(kind='card_type', options=('land', 'nonland'))
    """
    low = sentence.strip().rstrip(".").lower()
    pair = _CARD_TYPE.fullmatch(low)
    if pair:  # "of the chosen type" / "of the chosen kind" then name a card type
        ctx.chosen_kind = "card_type"
        return ChooseQuality("card_type", pair.groups())
    kind = _CHOOSE.get(low)
    if kind is None:
        return None
    ctx.chosen_kind = kind
    return ChooseQuality(kind)  # type: ignore[arg-type]


def that_quality(text: str, ctx: Context) -> str:
    """``text`` with "of that type" / "of that color" as "of the chosen ..." when this
    ability chose one; unchanged otherwise."""
    if ctx.chosen_kind == "creature_type":
        return re.sub(r"\bof that (?:creature )?type\b", "of the chosen type", text)
    if ctx.chosen_kind == "color":
        return re.sub(r"\bof that color\b", "of the chosen color", text)
    if ctx.chosen_kind == "card_type":
        return re.sub(r"\bof (?:the chosen|that) (?:type|kind)\b", "of the chosen card type", text)
    return text


_EACH_CHOOSES = re.compile(r"each player chooses a creature type and (\w+?)s (.+)", re.IGNORECASE)


def each_chooses_type(text: str, ctx: Context, parse: Callable[[str, Context], Effect]
                      ) -> Effect | None:
    """ "each player chooses a creature type and returns any number of cards of that type
    from their graveyard to their hand" (Grave Sifter): each player in turn order (CR 101.4)
    chooses (CR 608.2d) and does the rest with their own choice (its ruling); None for
    another shape."""
    match = _EACH_CHOOSES.fullmatch(text.strip().rstrip("."))
    if match is None:
        return None
    rest = re.sub(r"\btheir\b", "your", match.group(2))
    ctx.chosen_kind = "creature_type"
    body = parse(that_quality(f"{match.group(1)} {rest}", ctx), ctx)
    return ForEach(EachPlayer(), Sequence((ChooseQuality("creature_type"), body)))
