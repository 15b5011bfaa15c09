"""The verb "choose" as an effect step: "You may choose a creature." (CR 608.2d).

The choice is made as the effect resolves (:class:`~grimoire.oracle.ir.ChooseObjects`) and
bound under ``"chosen"``, which "each creature not chosen this way" excludes
(:attr:`~grimoire.oracle.ir.ObjectFilter.excluding`); "it" after it is the chosen object.

>>> from grimoire.oracle.context import Context
>>> ctx = Context()
>>> step = choose(You(), "a creature", ctx)
>>> step.what.filter.types_any, step.what.count, step.what.up_to
(('creature',), Fixed(value=1), False)
"""

from __future__ import annotations

import re

from grimoire.oracle.amounts import NUMBER_RE, parse_number
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import needs_battlefield, parse_filter
from grimoire.oracle.ir import (
    Bound,
    ChooseDifferentNames,
    ChooseObjects,
    Chosen,
    ChosenPlayer,
    DefendingPlayer,
    EachOpponent,
    EachPlayer,
    Effect,
    Fixed,
    ForEach,
    HandOf,
    ObjectFilter,
    OwnerOf,
    TargetRef,
    TriggeringPlayer,
    You,
)
from grimoire.oracle.verbs.registry import Subject, verb

_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}


@verb("choose")
def choose(subject: Subject, rest: str, ctx: Context) -> Effect:
    """ "choose a creature" / "choose up to two creatures you control" (not targets: those
    are chosen on casting, elsewhere)."""
    chooser = subject
    each = re.fullmatch(r"an? (.+? card) in their graveyard", rest)
    if isinstance(subject, EachOpponent | EachPlayer) and each:
        # "Each opponent chooses a creature card in their graveyard. Put those cards ...":
        # each in turn order (CR 101.4, 608.2d), from their own graveyard
        flt, _ = parse_filter(f"{each.group(1)} in your graveyard")
        ctx.antecedent = Bound(_EACH)
        return ForEach(subject, ChooseObjects(Chosen(flt, Fixed(1), bind="chosen_each"),
                                              join=_EACH))
    own_hand = re.fullmatch(r"(" + NUMBER_RE + r") cards? from their hand", rest)
    if own_hand and isinstance(subject, TargetRef):  # "Target opponent chooses X cards from
        # their hand." (Extract Brain): that player chooses among their own hand (CR 608.2d)
        picked = Chosen(ObjectFilter(), parse_number(own_hand.group(1), ctx), chooser=subject,
                        among=HandOf(subject), bind="chosen_from_hand")
        ctx.antecedent = picked  # "Look at those cards."
        return ChooseObjects(picked)
    if subject != You() and not (isinstance(subject, OwnerOf) and subject.ref == _FIRST) \
            and not isinstance(subject, TriggeringPlayer | DefendingPlayer):  # "that player
        # chooses a permanent card in your graveyard" (Neyam Shai Murad): they choose
        raise ParseFailure(rest, "only you choose")
    among = ctx.cards if ctx.cards is not None else ctx.antecedent
    if rest in ("one of them", "one of those cards") and among is not None and chooser == You():
        # "Exile the top two cards of your library. Choose one of them." (CR 608.2d)
        picked = Chosen(ObjectFilter(), Fixed(1), among=among, bind="chosen_one")
        ctx.antecedent = picked
        return ChooseObjects(picked)
    randomly = re.fullmatch(r"an? (.+?) at random (?:in|from) your graveyard", rest)
    if randomly and chooser == You():  # "choose a card at random in your graveyard": the
        flt, _ = parse_filter(f"{randomly.group(1)} in your graveyard")  # game's RNG picks
        picked = Chosen(flt, Fixed(1), random=True)
        ctx.antecedent = picked
        return ChooseObjects(picked)
    names = re.fullmatch(r"any number of (.+?) with different names", rest)
    if names and chooser == You():  # CR 201.2, 608.2d: "For each of them, ..." next
        phrase = re.sub(r"^(\w+) tokens and/or (\w+) tokens", r"\1 or \2 tokens",
                        names.group(1))
        flt = needs_battlefield(parse_filter(phrase)[0], phrase)
        if flt.controller != "you":
            raise ParseFailure(rest, "choose what")
        named = ChooseDifferentNames(flt)
        ctx.antecedent = Bound(named.bind)
        return named
    match = re.fullmatch(r"(up to )?(a|an|one|two|three) (.+)", rest)
    if not match or "target" in rest or " or more" in rest:
        raise ParseFailure(rest, "choose what")
    phrase = match.group(3)
    flt, _ = parse_filter(phrase)
    if flt.zone is None and not flt.types_any and not flt.subtypes_any:
        raise ParseFailure(rest, "choose what")
    flt = needs_battlefield(flt, phrase)
    if chooser != You():  # "then that player chooses a creature card in your graveyard"
        what = Chosen(flt, Fixed(_NUMBERS[match.group(2)]), up_to=bool(match.group(1)),
                      chooser=chooser, bind="chosen_by_player")  # type: ignore[arg-type]
        ctx.antecedent = _FIRST  # "those cards": both choices (CR 608.2c)
        return ChooseObjects(what, join=_FIRST.name)
    what = Chosen(flt, Fixed(_NUMBERS[match.group(2)]), up_to=bool(match.group(1)))
    ctx.antecedent = what
    if flt.owner == "opponent" and flt.zone == "graveyard" and what.count == Fixed(1):
        # "a creature card in an opponent's graveyard, then that player ...": its owner;
        # with none to choose, an opponent you choose (Dawnbreak Reclaimer's ruling)
        ctx.player_antecedent = OwnerOf(_FIRST, otherwise=ChosenPlayer())
    return ChooseObjects(what)


_EACH = "chosen_by_each"
"""What the players' choices of "Each opponent chooses a ..." add up to ("those cards")."""
_FIRST = Bound("chosen")
"""What a first "choose" step binds (``Chosen.bind``'s default)."""
