""""You may cast ~ from your graveyard [as long as <condition>]. If you cast it this way
and it would be put into your graveyard, exile it instead." as a
:class:`~grimoire.oracle.ir.CastFromGraveyard` static (CR 601.3, 113.6f, 614.1a), also
"..., but not from anywhere else" (Haakon); "You may cast Knight spells from your
graveyard" as a :class:`~grimoire.oracle.ir.CastSpellsFromGraveyard` static (CR 601.3).

>>> from grimoire.oracle.context import Context
>>> graveyard_cast_static(
...     "You may cast ~ from your graveyard as long as you've rolled a 6 this turn. "
...     "If you cast it this way and it would be put into your graveyard, exile it instead",
...     Context())
CastFromGraveyard(condition=RolledThisTurn(value=6), exile_instead=True, only_there=False)
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.conditions import parse_condition
from grimoire.oracle.context import Context
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import (
    AllOf,
    CastFromGraveyard,
    CastSpellsFromGraveyard,
    Condition,
    IsYourTurn,
    PlayExiledWith,
    PlayLandsFrom,
)
from grimoire.oracle.lexer import SELF

_PATTERN = re.compile(
    r"You may cast (?:~|this card) from your graveyard(?: as long as (.+?)|(, but not from "
    r"anywhere else))?"
    r"(\. If you cast it this way and it would be put into your graveyard, exile it "
    r"instead)?\.?"
)
_LANDS = re.compile(r"(?:As long as ~ is on the battlefield, y|Y)ou may play ([A-Z]\w+ )?lands "
                    r"from (your graveyard|the top of your library)\.?")
_SPELLS = re.compile(r"(?:As long as ~ is on the battlefield, y|Y)ou may cast ([\w ,-]+? "
                     r"spells) from your graveyard\.?")


_EXILED = re.compile(r"(?:During your turn, (?:if (.+?), )?)?[Yy]ou may (play lands and cast "
                     r"spells|play lands|cast spells) from among cards exiled with (?:~|this "
                     r"(?:creature|enchantment|artifact|permanent))\.?")


def exiled_play_static(text: str, ctx: Context) -> PlayExiledWith | None:
    """ "[During your turn, if <condition>, ]you may play lands and cast spells from among
    cards exiled with ~" (CR 607.2a, 601.3, 305.1), or None.

    >>> found = exiled_play_static("During your turn, if an opponent lost life this turn, "
    ...     "you may play lands and cast spells from among cards exiled with ~.", Context())
    >>> found.lands, found.spells, type(found.condition.conditions[0]).__name__
    (True, True, 'IsYourTurn')
    """
    match = _EXILED.fullmatch(text.strip().replace(SELF, "~"))
    if match is None:
        return None
    condition: Condition | None = None
    if text.startswith("During your turn"):  # CR 611.3a: while the condition holds
        condition = IsYourTurn()
        if match.group(1):
            condition = AllOf((condition, parse_condition(match.group(1), ctx)))
    what = match.group(2)
    return PlayExiledWith(lands="lands" in what, spells="spells" in what, condition=condition)


def graveyard_cast_static(text: str, ctx: Context
                          ) -> CastFromGraveyard | CastSpellsFromGraveyard | PlayLandsFrom | None:
    """The static, or None when the text isn't such a permission.

    >>> graveyard_cast_static("You may cast ~ from your graveyard, but not from anywhere "
    ...     "else.", Context())
    CastFromGraveyard(condition=None, exile_instead=False, only_there=True)
    >>> graveyard_cast_static("You may play Desert lands from your graveyard.", Context()
    ...     ).filter.subtypes_any
    ('Desert',)
    >>> graveyard_cast_static("As long as ~ is on the battlefield, you may cast Knight spells "
    ...     "from your graveyard.", Context()).filter.subtypes_any
    ('Knight',)
    """
    line = text.strip().replace(SELF, "~")
    lands = _LANDS.fullmatch(line)
    if lands is not None:  # CR 305.1: "Desert lands": land cards with that subtype
        flt, _ = parse_filter(f"{lands.group(1) or ''}land card")
        yard = lands.group(2) == "your graveyard"
        return PlayLandsFrom("graveyard" if yard else "library", replace(flt, zone=None))
    spells = _SPELLS.fullmatch(line)
    if spells is not None:  # CR 611.3b: a permanent's static ability works while it is on
        # the battlefield, so "as long as ~ is on the battlefield" adds nothing
        kinds = re.sub(r"^(\w+) and (\w+) spells$", r"\1 or \2 spells", spells.group(1))
        flt, _ = parse_filter(kinds)  # "instant and sorcery spells": each one (CR 608.2c)
        return CastSpellsFromGraveyard(replace(flt, zone=None, is_spell=False))
    match = _PATTERN.fullmatch(line)
    if match is None:
        return None
    condition = parse_condition(match.group(1), ctx) if match.group(1) else None
    return CastFromGraveyard(condition, bool(match.group(3)), only_there=bool(match.group(2)))
