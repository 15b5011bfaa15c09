"""Every player choosing a permanent in turn, then one instruction for all the choices
(CR 101.4, 608.2d):

    Starting with you, each player may choose an artifact or enchantment you don't
    control. Destroy each permanent chosen this way.

What may be chosen is fixed as the instruction begins, read by the resolving ability's
controller ("you don't control" is said of them, not of each chooser):
:class:`~grimoire.oracle.ir.NameObjects`. Then each player in turn order (starting with you:
:class:`~grimoire.oracle.ir.EachPlayerFromYou`) chooses one of them (or, with "may", none),
seeing the choices before theirs; the same permanent may be chosen twice (Druid of
Purification's rulings). "<Verb> each permanent chosen this way" acts on all the choices
at once.

>>> from grimoire.oracle.context import Context
>>> ctx = Context()
>>> steps = each_choose_sentence("Starting with you, each player may choose an artifact or "
...                              "enchantment you don't control.", ctx)
>>> [type(s).__name__ for s in steps.steps], steps.steps[1].players
(['NameObjects', 'ForEach'], EachPlayerFromYou())
"""

from __future__ import annotations

import re
from collections.abc import Callable

from grimoire.oracle.context import Context
from grimoire.oracle.filters import needs_battlefield, parse_filter
from grimoire.oracle.ir import (
    AllMatching,
    Bound,
    ChooseObjects,
    Chosen,
    EachPlayer,
    EachPlayerFromYou,
    Effect,
    Fixed,
    ForEach,
    NameObjects,
    ObjectFilter,
    Sequence,
)

__all__ = ["each_choose_sentence"]

_CHOOSE = re.compile(r"(starting with you, )?each player (may choose|chooses) (?:a|an|one) "
                     r"([^,]+?)", re.IGNORECASE)
_THIS_WAY = re.compile(r"(\w+) (?:each|all) (?:\w+ )?(?:permanents?|creatures?|artifacts?|"
                       r"enchantments?|lands?) chosen this way")
_CHOOSABLE, _ONE, CHOSEN = "choosable", "chosen_one_each", "chosen_by_each"


def each_choose_sentence(sentence: str, ctx: Context,
                         parse: Callable[[str, Context], Effect] | None = None) -> Effect | None:
    """The steps of "[Starting with you, ] each player [may choose | chooses] a <permanent>"
    or of "<Verb> each permanent chosen this way" after it; None for another sentence."""
    text = sentence.strip().rstrip(".")
    match = _CHOOSE.fullmatch(text)
    if match is not None:
        phrase = match.group(3)
        if re.search(r" and | type\b", phrase):  # "a creature type and returns ...": not
            return None  # a permanent chosen (Grave Sifter's own class)
        flt, rest = parse_filter(phrase)
        if rest or not (flt.types_any or flt.subtypes_any):
            return None
        flt = needs_battlefield(flt, phrase)
        if flt.zone != "battlefield":
            return None
        pick = Chosen(ObjectFilter(), Fixed(1), up_to=match.group(2) == "may choose",
                      among=Bound(_CHOOSABLE), bind=_ONE)
        players = EachPlayerFromYou() if match.group(1) else EachPlayer()
        ctx.antecedent = Bound(CHOSEN)
        return Sequence((NameObjects(AllMatching(flt), _CHOOSABLE),
                         ForEach(players, ChooseObjects(pick, join=CHOSEN))))
    done = _THIS_WAY.fullmatch(text)
    if done is not None and parse is not None and ctx.antecedent == Bound(CHOSEN):
        return parse(f"{done.group(1)} them", ctx)  # all the choices at once
    return None
