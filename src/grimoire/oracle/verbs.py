"""One parser per effect verb: ``handler(subject, rest, ctx) -> Effect``.

``subject`` is who or what does it (``You()`` for imperatives); ``rest`` is the text after
the verb. A handler raises :class:`ParseFailure` when the words don't fit.

>>> from grimoire.oracle.ir import You
>>> VERBS["draw"](You(), "three cards", Context())
DrawCards(amount=Fixed(value=3), player=You())
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Literal

from grimoire.oracle.amounts import NUMBER_RE, for_each_amount, parse_amount, parse_number
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.granted_source import granter_ref
from grimoire.oracle.ir import (
    AllMatching,
    Amount,
    Attach,
    Bound,
    CastCard,
    Chosen,
    CopyCard,
    CounterSpec,
    CounterSpell,
    CreateTokenCopy,
    CreateTokens,
    DealDamage,
    Destroy,
    Discard,
    DoesntUntap,
    DrawCards,
    EachPlayer,
    Effect,
    Exile,
    Fight,
    Fixed,
    GainLife,
    GrantKeywords,
    LibraryLook,
    LookAt,
    LoseLife,
    MayPlay,
    ModifyPowerToughness,
    Monstrosity,
    ObjectFilter,
    ObjectRef,
    PlayerRef,
    PutCounters,
    PutIntoGraveyard,
    PutIntoHand,
    PutIntoLibrary,
    PutOntoBattlefield,
    RestOf,
    ReturnToHand,
    RevealUntil,
    RollDice,
    SacrificePermanents,
    SacrificeThis,
    SearchLibrary,
    Sequence,
    Shuffle,
    TapPermanents,
    TargetRef,
    ThisObject,
    Times,
    TopCards,
    You,
)
from grimoire.oracle.ir import ExiledWith as ExiledWithRef
from grimoire.oracle.keywords import SIMPLE_KEYWORDS
from grimoire.oracle.lexer import SELF
from grimoire.oracle.mana_text import parse_add
from grimoire.oracle.refs import library_owner, parse_object, parse_player
from grimoire.oracle.tokens import parse_token

Subject = object
Handler = Callable[[Subject, str, Context], Effect]
VERBS: dict[str, Handler] = {}


def verb(*names: str) -> Callable[[Handler], Handler]:
    """Register a handler under one or more base verbs."""

    def register(handler: Handler) -> Handler:
        for name in names:
            VERBS[name] = handler
        return handler

    return register


def as_player(subject: Subject, ctx: Context) -> PlayerRef:
    """The subject as a player reference (a target must be a player target)."""
    if isinstance(subject, TargetRef):
        if ctx.targets[subject.index].kind == "object":
            raise ParseFailure(str(subject), "an object where a player is needed")
        return subject
    from grimoire.oracle.ir import (
        ChosenPlayer,
        ControllerOf,
        DefendingPlayer,
        EachOpponent,
        EnchantedPlayer,
        HighestRollers,
        NeighbourPlayer,
        OwnerOf,
        RandomPlayer,
        TriggeringPlayer,
    )

    if isinstance(
        subject,
        You
        | EachOpponent
        | EachPlayer
        | OwnerOf
        | ControllerOf
        | DefendingPlayer
        | TriggeringPlayer
        | NeighbourPlayer
        | RandomPlayer
        | HighestRollers
        | EnchantedPlayer
        | ChosenPlayer,
    ):
        return subject
    raise ParseFailure(str(subject), "not a player")


def as_object(subject: Subject) -> ObjectRef:
    """The subject as an object reference."""
    from grimoire.oracle.ir import (
        EnchantedOrEquipped,
        ExiledWith,
        GrantingSource,
        TopCards,
        TriggeringObject,
    )

    if isinstance(
        subject,
        ThisObject
        | TargetRef
        | Bound
        | AllMatching
        | ExiledWith
        | EnchantedOrEquipped
        | TriggeringObject
        | Chosen
        | TopCards
        | GrantingSource,
    ):
        return subject
    raise ParseFailure(str(subject), "not an object")


def _count(word: str, ctx: Context) -> Amount:
    return parse_number(word, ctx)


@verb("draw")
def _draw(subject: Subject, rest: str, ctx: Context) -> Effect:
    match = re.fullmatch(r"(" + NUMBER_RE + r") cards?(?: for each (.+))?", rest)
    if not match:
        raise ParseFailure(rest, "draw what")
    amount = for_each_amount(match.group(2), ctx) if match.group(2) else _count(match.group(1), ctx)
    return DrawCards(amount, as_player(subject, ctx))


def _life(rest: str, ctx: Context) -> Amount:
    if rest in ("that much life", "that many life"):
        from grimoire.oracle.amounts import that_much

        return that_much(ctx)
    match = re.fullmatch(r"(" + NUMBER_RE + r") life(?: for each (.+))?", rest)
    if not match:
        raise ParseFailure(rest, "how much life")
    if match.group(2):
        each = for_each_amount(match.group(2), ctx)
        value = parse_number(match.group(1), ctx)
        return (
            each
            if value == Fixed(1)
            else Times(each, value.value)
            if isinstance(value, Fixed)
            else each
        )
    return parse_number(match.group(1), ctx)


_CONTROL_DURATIONS = {
    None: "permanent",
    "until end of turn": "end_of_turn",
    "until the end of your next turn": "end_of_your_next_turn",
}


@verb("gain")
def _gain(subject: Subject, rest: str, ctx: Context) -> Effect:
    match = re.fullmatch(
        r"control of (.+?)(?: (until end of turn|until the end of your next turn))?", rest
    )
    if match:
        from grimoire.oracle.ir import GainControl

        return GainControl(
            parse_object(match.group(1), ctx),
            as_player(subject, ctx),
            _CONTROL_DURATIONS[match.group(2)],  # type: ignore[arg-type]
        )
    if re.search(r"\blife\b", rest):
        return GainLife(_life(rest, ctx), as_player(subject, ctx))
    if rest == "protection from the color of your choice until end of turn":
        from grimoire.oracle.ir import ProtectionFromChosenColor

        return ProtectionFromChosenColor(as_object(subject))  # CR 702.16
    match = re.fullmatch(r"(.+?) until end of turn", rest)
    if match:
        from grimoire.oracle.granted_keywords import quality_keywords

        gained = quality_keywords(match.group(1))  # "protection from white" (CR 702.16a)
        if gained:
            from grimoire.oracle.ir import GainAbilities

            return GainAbilities(as_object(subject), gained)  # CR 613.1f
        return GrantKeywords(as_object(subject), _keywords(match.group(1)))
    if not re.search(r"\b(?:life|control)\b", rest):
        # no duration: the effect lasts indefinitely (CR 611.2a)
        return GrantKeywords(as_object(subject), _keywords(rest), "permanent")
    raise ParseFailure(rest, "gain what")


def _keywords(text: str) -> tuple[str, ...]:
    names = [k.strip().lower() for k in re.split(r",\s*(?:and\s+)?|\s+and\s+", text) if k.strip()]
    if not names or not all(n in SIMPLE_KEYWORDS for n in names):
        raise ParseFailure(text, "unknown keywords")
    return tuple(names)


@verb("lose")
def _lose(subject: Subject, rest: str, ctx: Context) -> Effect:
    if rest == "the game":
        from grimoire.oracle.ir import LoseGame

        return LoseGame(as_player(subject, ctx))
    lose_kw = re.fullmatch(r"(.+?) until end of turn", rest)
    if lose_kw and not re.search(r"\blife\b", rest):
        from grimoire.oracle.ir import LoseKeywords

        return LoseKeywords(as_object(subject), _keywords(lose_kw.group(1)))
    if rest in ("that much life", "that many life"):
        from grimoire.oracle.amounts import that_much

        return LoseLife(that_much(ctx), as_player(subject, ctx))
    return LoseLife(_life(rest, ctx), as_player(subject, ctx))


@verb("win")
def _win(subject: Subject, rest: str, ctx: Context) -> Effect:
    if rest != "the game":
        raise ParseFailure(rest, "win what")
    from grimoire.oracle.ir import WinGame

    return WinGame(as_player(subject, ctx))


@verb("double")
def _double(subject: Subject, rest: str, ctx: Context) -> Effect:
    # CR 701.9e: to double the counters of a kind, put as many as are already there.
    match = re.fullmatch(r"the number of (.+?) counters on (.+)", rest)
    if not match:
        raise ParseFailure(rest, "double what")
    from grimoire.oracle.ir import CountersOn

    what = parse_object(match.group(2), ctx)
    return PutCounters(match.group(1), CountersOn(what, match.group(1)), what)


def _pt(value: str, ctx: Context) -> Amount:
    sign = -1 if value[0] in "-−" else 1
    body = value[1:]
    amount = parse_number(body, ctx)
    if isinstance(amount, Fixed):
        return Fixed(sign * amount.value)
    return amount if sign == 1 else Times(amount, -1)


@verb("get")
def _get(subject: Subject, rest: str, ctx: Context) -> Effect:
    poison = re.fullmatch(r"(" + NUMBER_RE + r") (poison|rad|experience) counters?", rest)
    if poison:
        from grimoire.oracle.ir import PlayerCounters

        return PlayerCounters(
            poison.group(2), parse_number(poison.group(1), ctx), as_player(subject, ctx)
        )  # CR 122.1
    if re.fullmatch(r"(\{E\})+", rest):
        from grimoire.oracle.ir import GetEnergy

        return GetEnergy(Fixed(rest.count("{E}")), as_player(subject, ctx))  # CR 107.14
    match = re.fullmatch(r"([+-−]\w+)/([+-−]\w+)(?: and gains? (.+?))? until end of turn", rest)
    nxt = re.fullmatch(r"([+-−]\w+)/([+-−]\w+) until your next turn", rest)
    if nxt:  # CR 611.2a: ends as your next turn begins
        return ModifyPowerToughness(as_object(subject), _pt(nxt.group(1), ctx),
                                    _pt(nxt.group(2), ctx), "until_your_next_turn")
    if not match:
        raise ParseFailure(rest, "gets what")
    what = as_object(subject)
    effect: Effect = ModifyPowerToughness(what, _pt(match.group(1), ctx), _pt(match.group(2), ctx))
    if match.group(3):
        effect = Sequence((effect, GrantKeywords(what, _keywords(match.group(3)))))
    return effect


_DIVIDED = {
    "any number of": (1, 99),
    "one or two": (1, 2),
    "one, two, or three": (1, 3),
    "one or more": (1, 99),
}


@verb("deal")
def _deal(subject: Subject, rest: str, ctx: Context) -> Effect:
    own = re.fullmatch(r"damage equal to (its|that creature's|~'s) (power|toughness) to (.+)", rest)
    if own:  # "its" is the subject dealing the damage
        from grimoire.oracle.ir import PowerOf

        source = as_object(subject)
        ref = source if own.group(1) != "that creature's" else ctx.antecedent
        if ref is None:
            raise ParseFailure(rest, "'that creature' without an antecedent")
        amount_of = PowerOf(ref, toughness=own.group(2) == "toughness")
        return DealDamage(amount_of, _recipient(own.group(3), ctx), source)
    divided = re.fullmatch(
        r"(" + NUMBER_RE + r") damage divided as you choose among "
        r"(any number of|one or two|one, two, or three|one or more) targets",
        rest,
    )
    pair = re.fullmatch(
        r"(" + NUMBER_RE + r") damage to (.+?) and (" + NUMBER_RE + r") damage to (.+)", rest
    )
    if pair:  # "deals 2 damage to any target and 1 damage to you"
        source = as_object(subject)
        first = DealDamage(parse_number(pair.group(1), ctx), _recipient(pair.group(2), ctx), source)
        second = DealDamage(
            parse_number(pair.group(3), ctx), _recipient(pair.group(4), ctx), source
        )
        return Sequence((first, second))
    if divided:  # CR 601.2d: the division is announced as it is put on the stack
        from grimoire.oracle.ir import DealDividedDamage, TargetSpec

        low, high = _DIVIDED[divided.group(2)]
        targets = ctx.add_target(TargetSpec("any", min_count=low, max_count=high))
        return DealDividedDamage(parse_number(divided.group(1), ctx), targets, as_object(subject))
    match = re.fullmatch(r"(" + NUMBER_RE + r"|that much) damage to (.+)", rest)
    if not match:
        raise ParseFailure(rest, "deals what")
    source = as_object(subject)
    if match.group(1) == "that much":
        from grimoire.oracle.amounts import that_much

        amount = that_much(ctx)
    else:
        amount = parse_number(match.group(1), ctx)
    steps: list[Effect] = []
    for recipient_text in re.split(r" and (?=each )", match.group(2)):
        steps.append(DealDamage(amount, _recipient(recipient_text, ctx), source))
    return steps[0] if len(steps) == 1 else Sequence(tuple(steps))


def _recipient(text: str, ctx: Context) -> ObjectRef | PlayerRef:
    if text == "itself":
        return ThisObject()
    try:
        return parse_player(text, ctx)
    except ParseFailure:
        return parse_object(text, ctx)


_COPY = re.compile(
    r"(" + NUMBER_RE + r") (tapped and attacking )?tokens? that's a copy of (.+?)"
    r"(?:, except (.+))?"
)


def _token_copy(subject: Subject, rest: str, ctx: Context) -> Effect | None:
    """ "a token that's a copy of <object>[, except ...]" (CR 707.2, 707.9)."""
    from grimoire.oracle.tokens import compile_rules

    match = _COPY.fullmatch(rest)
    if not match:
        return None
    what = parse_object(match.group(3), ctx)
    nonlegendary = False
    extra: tuple[object, ...] = ()
    for part in re.split(r",? and (?=it )", match.group(4) or ""):
        part = part.strip()
        if not part:
            continue
        if part in ("it's not legendary", "the token isn't legendary"):
            nonlegendary = True
            continue
        plain = re.fullmatch(r"it has ([a-z ,]+)", part)
        if plain:  # "except it has haste"
            from grimoire.oracle.ir import Keyword

            extra += tuple(Keyword(k) for k in _keywords(plain.group(1)))
            continue
        quoted = re.fullmatch(r'it has "(.+)"', part)
        if quoted:
            extra += compile_rules("token", quoted.group(1).replace(SELF, "this token"))
            continue
        raise ParseFailure(part, "unknown copy exception")
    effect = CreateTokenCopy(
        what,
        parse_number(match.group(1), ctx),
        as_player(subject, ctx),
        tapped_and_attacking=bool(match.group(2)),
        nonlegendary=nonlegendary,
        extra_abilities=extra,  # type: ignore[arg-type]
    )
    ctx.last_copy = effect
    ctx.antecedent = Bound("token")
    return effect


@verb("create")
def _create(subject: Subject, rest: str, ctx: Context) -> Effect:
    copy = _token_copy(subject, rest, ctx)
    if copy is not None:
        return copy
    match = re.fullmatch(r"(" + NUMBER_RE + r") of those tokens", rest)
    if match and ctx.last_token is None and isinstance(ctx.last_copy, CreateTokenCopy):
        return replace(ctx.last_copy, amount=parse_number(match.group(1), ctx))
    text = rest
    named = re.fullmatch(r"([A-Z][\w' -]*), (a legendary .+? tokens?(?: with [a-z ,]+)?)", text)
    if named:  # "create The Atropal, a legendary 4/4 ... token with deathtouch" (CR 111.4)
        text = f"{named.group(2)} named {named.group(1)}"
    amount: Amount | None = None
    match = re.fullmatch(r"(.+?) for each (.+)", text)
    if match:
        from grimoire.oracle.amounts import result_count

        counted = result_count(match.group(2), ctx)
        text = match.group(1)
        amount = counted if counted is not None else for_each_amount(match.group(2), ctx)
    match = re.fullmatch(r"(" + NUMBER_RE + r") (tapped )?(.+)", text)
    if not match:
        raise ParseFailure(rest, "create what")
    count = parse_number(match.group(1), ctx)
    if amount is None:
        amount = count
    noun = match.group(3)
    if re.fullmatch(r"(?:of )?(?:those|these) tokens|of those tokens|more of those tokens", noun):
        if ctx.last_token is None:
            raise ParseFailure(rest, "'those tokens' without a token")
        token = ctx.last_token
    else:
        token = parse_token(noun)
    ctx.last_token = token
    ctx.antecedent = Bound("token")
    return CreateTokens(amount, token, as_player(subject, ctx), tapped=bool(match.group(2)))


@verb("destroy")
def _destroy(subject: Subject, rest: str, ctx: Context) -> Effect:
    return Destroy(parse_object(rest, ctx))


@verb("exile")
def _exile(subject: Subject, rest: str, ctx: Context) -> Effect:
    until = re.fullmatch(r"(.+?) until " + re.escape(SELF) + r" leaves the battlefield", rest)
    if until:  # CR 610.3: a linked return when the source leaves the battlefield
        what = parse_object(until.group(1), ctx)
        ctx.antecedent = Bound("exiled")
        return Exile(what, linked=True, bind="exiled", until_source_leaves=True)
    if rest in ("them again", "it again") and ctx.antecedent is not None:
        return Exile(ctx.antecedent, linked=ctx.linked)
    what = parse_object(rest, ctx)
    ctx.antecedent = ctx.cards = Bound("exiled")
    return Exile(what, linked=ctx.linked, bind="exiled")


@verb("assemble")
def _assemble(subject: Subject, rest: str, ctx: Context) -> Effect:
    from grimoire.oracle.ir import Assemble

    match = re.fullmatch(r"(" + NUMBER_RE + r") Contraptions?", rest)
    if not match:
        raise ParseFailure(rest, "assemble what")
    player = You() if isinstance(subject, ThisObject) else as_player(subject, ctx)
    return Assemble(parse_number(match.group(1), ctx), player)  # CR 701.41


def _in_play(ref: ObjectRef, ctx: Context) -> bool:
    if isinstance(ref, TargetRef):
        return ctx.targets[ref.index].filter.zone == "battlefield"
    if isinstance(ref, AllMatching | Chosen):
        return ref.filter.zone == "battlefield"
    return False


_HAND = r"(?:its owner's|their owners'|their owner's|your|its owners') hands?"
_LIB = r"(?:your|its owner's|their owner's|their owners'|their) library"


def _object_from(text: str, ctx: Context) -> ObjectRef:
    """An object phrase that may end in "from your graveyard" (kept in a filter's zone,
    dropped after "~" or "that card", which already say which object)."""
    match = re.fullmatch(r"(.+?) from (?:your|a|any|their) graveyards?", text)
    if match and (
        match.group(1) == SELF
        or not re.search(r"\bcards?\b", match.group(1))
        or match.group(1).startswith(("that ", "those ", "the "))
    ):
        return parse_object(match.group(1), ctx)
    return parse_object(text, ctx)


@verb("return")
def _return(subject: Subject, rest: str, ctx: Context) -> Effect:
    delayed = re.fullmatch(r"(.+?) at the beginning of the next end step", rest)
    if delayed:  # CR 603.7a: a delayed triggered ability
        from grimoire.oracle.ir import DelayedTrigger, StepTrigger

        inner = _return(subject, delayed.group(1), ctx)
        return DelayedTrigger(StepTrigger("end", "each"), inner)
    match = re.fullmatch(r"(.+?) to " + _HAND, rest)
    if match:
        what = _object_from(match.group(1), ctx)
        return ReturnToHand(what) if _in_play(what, ctx) else PutIntoHand(what)
    match = re.fullmatch(
        r"(.+?) to the battlefield"
        r"( tapped)?( transformed)?"  # CR 712.14a: back face up
        r"( under (?:your|its owner's|their owners'|their owner's) control)?"
        r"(?: with (" + NUMBER_RE + r") (\S+) counters? on (?:it|them))?",
        rest,
    )
    if match:
        counters: tuple[CounterSpec, ...] = ()
        if match.group(5):
            counters = (CounterSpec(match.group(6), parse_number(match.group(5), ctx)),)
        what = _object_from(match.group(1), ctx)
        turned = bool(match.group(3))
        if match.group(4) and "owner" in match.group(4):  # CR 110.2: its owner controls it
            from grimoire.oracle.ir import OwnerOf

            return PutOntoBattlefield(what, OwnerOf(what), tapped=bool(match.group(2)),
                                      counters=counters, transformed=turned)
        return PutOntoBattlefield(what, tapped=bool(match.group(2)), counters=counters,
                                  transformed=turned)
    raise ParseFailure(rest, "return where")


@verb("put")
def _put(subject: Subject, rest: str, ctx: Context) -> Effect:
    special = put_rest(rest, ctx)
    if special is not None:
        return special
    match = re.fullmatch(
        r"one of (those cards|them) onto the battlefield( tapped)? and the other into your hand",
        rest,
    )
    if match and isinstance(ctx.antecedent, Bound):
        # "the other": the bound cards the first step did not move.
        among = ctx.antecedent
        first = PutOntoBattlefield(
            Chosen(ObjectFilter(), Fixed(1), among=among), tapped=bool(match.group(2))
        )
        return Sequence((first, PutIntoHand(RestOf(among.name))))
    match = re.fullmatch(
        r"(.+?) on (?:their|your|its owner's) choice of the top or bottom of "
        r"(?:their|your|its owner's) library",
        rest,
    )
    if match:
        from grimoire.oracle.ir import PutOnTopOrBottom

        return PutOnTopOrBottom(parse_object(match.group(1), ctx), as_player(subject, ctx))
    match = re.fullmatch(
        r"(" + NUMBER_RE + r"|that many) (.+?) counters? on (.+?)(?: for each (.+))?", rest
    )
    if match:
        if match.group(1) == "that many":
            from grimoire.oracle.amounts import that_much

            amount = that_much(ctx)
        else:
            amount = (
                for_each_amount(match.group(4), ctx)
                if match.group(4)
                else parse_number(match.group(1), ctx)
            )
        return PutCounters(match.group(2), amount, parse_object(match.group(3), ctx))
    match = re.fullmatch(
        r"(.+?)(?: from (?:your|a|any) (?:graveyard|hand))? onto the battlefield"
        r"( tapped)?( under your control)?",
        rest,
    )
    if match:
        # "a creature card from any graveyard": the zone belongs to the chosen card's filter.
        whole = rest[: rest.index(" onto the battlefield")]
        what = (
            _object_from(whole, ctx) if whole != match.group(1) and match.group(1) != SELF else None
        )
        if what is None:
            what = parse_object(match.group(1), ctx)
        return PutOntoBattlefield(what, tapped=bool(match.group(2)))
    match = re.fullmatch(r"(.+?) into " + _HAND, rest)
    if match:
        return PutIntoHand(parse_object(match.group(1), ctx))
    match = re.fullmatch(r"(.+?) on (top|the bottom) of " + _LIB + r"(?: in any order)?", rest)
    if match:
        place = "top" if match.group(2) == "top" else "bottom"
        return PutIntoLibrary(parse_object(match.group(1), ctx), place)  # type: ignore[arg-type]
    match = re.fullmatch(
        r"(.+?) into " + _LIB + r" just beneath the top (\w+) cards of that library", rest
    )
    if match:
        what = parse_object(match.group(1), ctx)
        return PutIntoLibrary(what, "beneath_top", parse_number(match.group(2), ctx))
    match = re.fullmatch(r"(.+?) into (?:your|its owner's|their owners') graveyards?", rest)
    if match:
        return PutIntoGraveyard(parse_object(match.group(1), ctx))
    raise ParseFailure(rest, "put where")


_GREATEST = re.compile(
    r"(?:a|an) (creature) with the greatest power among creatures (?:that player|they) controls?"
)


@verb("adapt")
def _adapt(subject: Subject, rest: str, ctx: Context) -> Effect:
    from grimoire.oracle.ir import KeywordAction

    return KeywordAction("adapt", parse_number(rest, ctx), what=as_object(subject))  # 701.43a


@verb("sacrifice")
def _sacrifice(subject: Subject, rest: str, ctx: Context) -> Effect:
    each = re.fullmatch(r"(an? \w+), (an? \w+),? and (an? \w+)", rest)
    if each:  # "sacrifice a creature, an artifact, and a land": one of each (CR 701.17a)
        return Sequence(tuple(_sacrifice(subject, part, ctx) for part in each.groups()))
    another = re.fullmatch(r"another (.+)", rest)
    if another and not another.group(1).startswith("target"):
        flt, _ = parse_filter(another.group(1))
        flt = replace(flt, zone="battlefield", another=True)
        return SacrificePermanents(as_player(subject, ctx), flt, Fixed(1))
    if _GREATEST.fullmatch(rest):
        flt = ObjectFilter(types_any=("creature",), zone="battlefield")
        return SacrificePermanents(as_player(subject, ctx), flt, Fixed(1), greatest_power=True)
    if rest == "it" and isinstance(ctx.antecedent, AllMatching | ExiledWithRef):
        # "put all cards exiled with ~ onto the battlefield, then sacrifice it": a singular
        # "it" after a plural antecedent is the source.
        return SacrificeThis()
    if (
        rest in ("it", "them", "that creature", "those creatures", "that token", "those tokens")
        and ctx.antecedent is not None
        and ctx.antecedent != ThisObject()
        and not isinstance(ctx.antecedent, AllMatching | ExiledWithRef)
    ):
        from grimoire.oracle.ir import SacrificeObjects

        return SacrificeObjects(ctx.antecedent)  # CR 701.17a
    if rest == SELF or (rest in ("it", "them") and ctx.antecedent == ThisObject()):
        ctx.antecedent = ThisObject()  # "sacrifice ~ and it deals 3 damage ..."
        return SacrificeThis()
    granter = granter_ref(rest)
    if granter is not None:  # CR 201.5a: "you may sacrifice Spare Dagger" (granted)
        from grimoire.oracle.ir import SacrificeObjects
        return SacrificeObjects(granter)
    match = re.fullmatch(
        r"(" + NUMBER_RE + r") (.+?)(?: of (?:their|his or her|your) choice)?", rest
    )
    if not match:
        raise ParseFailure(rest, "sacrifice what")
    flt, _ = parse_filter(match.group(2))
    flt = replace(flt, zone="battlefield")
    return SacrificePermanents(as_player(subject, ctx), flt, parse_number(match.group(1), ctx))


@verb("discard")
def _discard(subject: Subject, rest: str, ctx: Context) -> Effect:
    if rest in ("that card", "those cards", "it") and isinstance(ctx.antecedent, Chosen):
        return Discard(Fixed(1), as_player(subject, ctx), what=ctx.antecedent)
    if rest in ("your hand", "their hand", "his or her hand"):
        from grimoire.oracle.ir import CardsIn

        player = as_player(subject, ctx)
        return Discard(CardsIn("hand", player), player)
    match = re.fullmatch(r"(" + NUMBER_RE + r") cards?( at random)?", rest)
    if not match:
        raise ParseFailure(rest, "discard what")
    return Discard(
        parse_number(match.group(1), ctx), as_player(subject, ctx), random=bool(match.group(2))
    )


def _tap_handler(untap: bool) -> Handler:
    def handler(subject: Subject, rest: str, ctx: Context) -> Effect:
        what = parse_object(rest, ctx)
        if isinstance(what, TargetRef) and rest in ("it", "them"):
            spec = ctx.targets[what.index]
            if spec.kind != "object" or spec.also_player:
                # "untap it" after "target player or planeswalker": a player can't be
                # tapped (CR 701.21a: permanents), so in a permanent's ability "it" is the
                # permanent itself (Lobe Lobber's "...untap it"); otherwise ambiguous.
                if ctx.of_permanent and rest == "it":
                    return TapPermanents(ThisObject(), untap=untap)
                raise ParseFailure(rest, "tap/untap a target that may be a player")
        return TapPermanents(what, untap=untap)

    return handler


@verb("tap or untap")
def _tap_or_untap(subject: Subject, rest: str, ctx: Context) -> Effect:
    from grimoire.oracle.ir import TapOrUntap

    return TapOrUntap(parse_object(rest, ctx))


VERBS["tap"] = _tap_handler(False)
VERBS["untap"] = _tap_handler(True)


def _look_handler(kind: str) -> Handler:
    def handler(subject: Subject, rest: str, ctx: Context) -> Effect:
        pattern = r"(" + NUMBER_RE + r")" + (r" cards?" if kind == "mill" else r"(?: cards?)?")
        match = re.fullmatch(pattern, rest)
        if not match:
            raise ParseFailure(rest, f"{kind} how many")
        return LibraryLook(
            kind,  # type: ignore[arg-type]
            parse_number(match.group(1), ctx),
            as_player(subject, ctx),
        )

    return handler


for _kind in ("scry", "surveil", "mill"):
    VERBS[_kind] = _look_handler(_kind)


@verb("search")
def _search(subject: Subject, rest: str, ctx: Context) -> Effect:
    from grimoire.oracle.search_text import search_clause

    several = search_clause(rest, ctx)  # several zones, another's library (CR 701.19a)
    if several is not None:
        return several
    match = re.fullmatch(
        r"your library for (.+?)(?:, reveal (?:it|them|that card|those cards))?"
        r"(?:,| and) put (?:it|them|that card|those cards) "
        r"(onto the battlefield( tapped)?|into your hand)"
        r"(?:,|, and)? then shuffle",
        rest,
    )
    if match:
        count, flt = _search_filter(match.group(1), ctx)
        dest = "battlefield" if match.group(2).startswith("onto") else "hand"
        reveal = ", reveal" in rest
        return Sequence(
            (
                SearchLibrary(
                    flt,  # type: ignore[arg-type]
                    count,
                    destination=dest,  # type: ignore[arg-type]
                    tapped=bool(match.group(3)),
                    reveal=reveal,
                ),
                Shuffle(),
            )
        )
    split = re.fullmatch(
        r"your library for (.+?),(?: reveal (?:those cards|them),)? put one onto the "
        r"battlefield( tapped)? and the other into your hand,? then shuffle", rest)
    if split:  # Cultivate, Kodama's Reach: one found card to each zone, then shuffle
        count, flt = _search_filter(split.group(1), ctx)
        found = Bound("found")
        return Sequence((
            SearchLibrary(flt, count, reveal=", reveal" in rest),  # type: ignore[arg-type]
            # the ruling: with only one found, it goes onto the battlefield
            PutOntoBattlefield(Chosen(ObjectFilter(), Fixed(1), among=found),
                               tapped=bool(split.group(2))),
            PutIntoHand(RestOf(found.name)),
            Shuffle(),
        ))
    match = re.fullmatch(r"your library for (.+?)( and reveal (?:it|them))?", rest)
    if match:
        count, flt = _search_filter(match.group(1), ctx)
        ctx.antecedent = ctx.cards = Bound("found")
        return SearchLibrary(flt, count, reveal=bool(match.group(2)))  # type: ignore[arg-type]
    raise ParseFailure(rest, "search how")


def _search_filter(text: str, ctx: Context) -> tuple[Amount, object]:
    match = re.fullmatch(r"(up to )?(" + NUMBER_RE + r"|a number of) (.+)", text)
    if not match:
        raise ParseFailure(text, "search for what")
    flt, _ = parse_filter(match.group(3))
    word = match.group(2)
    count = ctx.x_value if word == "a number of" and ctx.x_value else parse_number(word, ctx)
    if count is None:
        raise ParseFailure(text, "how many")
    return count, replace(flt, zone=None)


@verb("shuffle")
def _shuffle(subject: Subject, rest: str, ctx: Context) -> Effect:
    if rest not in ("", "your library", "their library"):
        from grimoire.oracle.graveyards_text import shuffle_into_library

        moved = shuffle_into_library(as_player(subject, ctx), rest, ctx)  # CR 701.20a
        if moved is None:
            raise ParseFailure(rest, "shuffle what")
        return moved
    return Shuffle(as_player(subject, ctx))


@verb("counter")
def _counter(subject: Subject, rest: str, ctx: Context) -> Effect:
    return CounterSpell(parse_object(rest, ctx))


@verb("add")
def _add(subject: Subject, rest: str, ctx: Context) -> Effect:
    return parse_add(rest, ctx, as_player(subject, ctx))


_TIMES = {"twice": 2, "three times": 3, "four times": 4, "five times": 5}


@verb("copy")
def _copy(subject: Subject, rest: str, ctx: Context) -> Effect:
    times = re.fullmatch(r"(.+) (twice|three times|four times|five times)", rest)
    if times:  # "Copy that card three times": several copies of a card (CR 707.12)
        inner = _copy(subject, times.group(1), ctx)
        if not isinstance(inner, CopyCard):
            raise ParseFailure(rest, "copy a spell several times")
        return replace(inner, times=_TIMES[times.group(2)])
    if rest in ("it", "that card") and isinstance(ctx.antecedent, Bound):
        # "Exile target ... card ... Copy it": a card an earlier step bound (CR 707.12).
        what: ObjectRef = ctx.antecedent
        ctx.antecedent = Bound("copy")
        return CopyCard(what)
    if rest in ("that spell", "it", "target instant or sorcery spell", "target spell") or (
        rest.startswith("target ") and re.search(r"\b(?:spells?|abilit(?:y|ies))\b", rest)
    ):  # CR 707.10: a spell or an ability on the stack
        from grimoire.oracle.ir import CopySpell, TriggeringObject

        if rest == "that spell" and ctx.in_trigger and ctx.antecedent is None:
            spell: ObjectRef = TriggeringObject()
        elif rest in ("that spell", "it"):
            if ctx.antecedent is None:
                raise ParseFailure(rest, "copy what")
            spell = ctx.antecedent
        else:
            spell = parse_object(rest, ctx)
        ctx.antecedent = Bound("copy")
        return CopySpell(spell)  # CR 707.10
    what = parse_object(rest, ctx)
    ctx.antecedent = Bound("copy")
    return CopyCard(what)


@verb("cast")
def _cast(subject: Subject, rest: str, ctx: Context) -> Effect:
    text = rest
    mode = "normal"
    mana = None
    match = re.fullmatch(
        r"(.+?) by paying (\{[^ ]+\}) rather than paying (?:its|their) mana costs?", text
    )
    if match:
        from grimoire.core.mana import ManaCost

        text, mode, mana = match.group(1), "instead_mana", ManaCost.parse(match.group(2))
    match = re.fullmatch(r"(.+?) without paying (?:its|their) mana costs?", text)
    if match:
        text, mode = match.group(1), "without_paying"
    any_number = False
    if text.startswith("any number of "):
        any_number, text = True, text[len("any number of ") :]
    among = re.fullmatch(
        r"(.+?) from among (them|those cards|the exiled cards|cards exiled with "
        + re.escape(SELF) + r")",
        text,
    )
    if among:  # "a spell from among them": the referenced cards, narrowed by the spell filter
        noun = re.sub(r"^(?:an?|one) ", "", re.sub(r"\bspells?\b", "card", among.group(1)))
        only, _ = parse_filter(noun, lambda a: parse_amount(a, ctx))
        any_number = any_number or bool(re.search(r"\bspells\b", among.group(1)))
        if among.group(2).startswith("cards exiled with") or (
            ctx.antecedent is None and among.group(2) == "the exiled cards" and ctx.of_permanent
        ):
            found: ObjectRef = ExiledWithRef(ThisObject())  # CR 607.2a
        elif isinstance(ctx.antecedent, Bound | ExiledWithRef | AllMatching) or (
            isinstance(ctx.antecedent, TargetRef)
            and ctx.targets[ctx.antecedent.index].kind == "object"
        ):
            found = ctx.antecedent  # cards an earlier step named (not a player, not ~)
        else:
            raise ParseFailure(rest, "cast from among what")
        return CastCard(found, optional=False, mode=mode, mana=mana,  # type: ignore[arg-type]
                        any_number=any_number, filter=only)
    if text in ("the copies", "them", "those copies", "the exiled cards", "those cards"):
        any_number = True  # CR 608.2g: each of them may be cast, one at a time, any order
    if text in ("the copy", "the copies", "it", "that card", "them", "those copies"):
        if ctx.antecedent is None:
            raise ParseFailure(rest, "cast what")
        what: ObjectRef = ctx.antecedent
    elif text in ("the exiled card", "the exiled cards", "those cards") or re.match(
        r"(?:up to one )?target ", text
    ):
        # bound earlier, linked (CR 607.2a), or a target card (chosen as it's put on the stack)
        what = parse_object(text, ctx)
    else:
        noun = re.sub(r"\bspells?\b", "card", text.removeprefix("an ").removeprefix("a "))
        flt, _ = parse_filter(noun, lambda a: parse_amount(a, ctx))
        if flt.zone is None:
            raise ParseFailure(rest, "cast from where")
        what = Chosen(flt)
    return CastCard(
        what,
        optional=False,
        mode=mode,  # type: ignore[arg-type]
        mana=mana,
        any_number=any_number,
    )


@verb("look")
def _look(subject: Subject, rest: str, ctx: Context) -> Effect:
    back = re.fullmatch(r"at the top (" + NUMBER_RE + r") cards of (your|target player's|that "
                        r"player's|their|each player's) library,? (?:then|and) put them back "
                        r"in any order", rest)
    if back:  # Sage Owl, Index: the top N cards back in an order you choose
        return LibraryLook("reorder", parse_number(back.group(1), ctx),
                           library_owner(back.group(2), ctx))
    match = re.fullmatch(r"at (.+)", rest)
    if not match:
        raise ParseFailure(rest, "look at what")
    what = parse_object(match.group(1), ctx)
    ctx.antecedent = ctx.cards = Bound("looked")
    return LookAt(what)


@verb("fight")
def _fight(subject: Subject, rest: str, ctx: Context) -> Effect:
    return Fight(as_object(subject), parse_object(rest, ctx))


@verb("roll")
def _roll(subject: Subject, rest: str, ctx: Context) -> Effect:
    from grimoire.oracle.ir import RollAgain, RollPlanarDie, RollToVisit

    if rest == "again" and ctx.rolled:
        return RollAgain()  # CR 706.3c: the same kind and number of dice
    if rest == "the planar die":
        return RollPlanarDie()
    if rest == "to visit your Attractions":
        return RollToVisit(as_player(subject, ctx))  # CR 701.49
    if not isinstance(subject, You | EachPlayer):
        # "that player rolls two d6" (one other player: CR 706.1, the roll is theirs)
        from grimoire.oracle.ir import EachOpponent, HighestRollers

        other = re.fullmatch(r"(" + NUMBER_RE + r") d(\d+)", rest)
        roller = as_player(subject, ctx)
        if other is None or isinstance(roller, EachOpponent | HighestRollers):
            raise ParseFailure(rest, "another player rolls")
        ctx.rolled = True
        return RollDice(parse_number(other.group(1), ctx), int(other.group(2)), player=roller)
    per_player = re.fullmatch(r"a (d\d+) for each player being attacked( and .+)?", rest)
    if per_player:
        rest = f"X {per_player.group(1)}{per_player.group(2) or ''}"
    match = re.fullmatch(r"(" + NUMBER_RE + r") d(\d+)(?: and (.+))?", rest)
    if not match:
        raise ParseFailure(rest, "roll what")
    if per_player:
        from grimoire.oracle.ir import AttackedPlayersCount

        count: Amount = AttackedPlayersCount()
    else:
        count = parse_number(match.group(1), ctx)
    sides = int(match.group(2))
    tail = match.group(3)
    if isinstance(subject, EachPlayer):
        if tail is not None:
            raise ParseFailure(rest, "each player rolls and ...")
        ctx.rolled = True
        return RollDice(count, sides, player=EachPlayer())
    ctx.rolled = True
    roll = RollDice(count, sides)
    if tail is None:
        return roll
    ignore = re.fullmatch(r"ignore (the lower|the lowest|all but the highest) roll", tail)
    if ignore:
        # CR 706.6: an ignored roll is considered never to have happened.
        if ignore.group(1).startswith("all"):
            return replace(roll, keep_highest=1)
        if isinstance(count, Fixed):
            return replace(roll, keep_highest=count.value - 1)
    store = re.fullmatch(r"store those results on (it|~)", tail)
    if store:
        return replace(roll, store_on=ThisObject())  # CR 706.8a
    if tail == "choose one result" and isinstance(count, Fixed) and count.value == 2:
        ctx.chooses_two = True
        return replace(roll, choose_from=2)
    plus = re.fullmatch(r"(add|subtract) (.+)", tail)
    if plus:
        amount = parse_amount(plus.group(2), ctx)
        if plus.group(1) == "subtract":
            amount = Times(amount, -1)
        return replace(roll, bonus=amount)
    from grimoire.oracle.effects import parse_compound

    after = parse_compound(tail, ctx)
    return Sequence((roll, after))


_ORDER = r"(?: in (any|a random) order)?"
_REST_BOTTOM = r"the rest on the bottom of (?:your|their|its owner's) library" + _ORDER


def _rest(ctx: Context) -> RestOf:
    ref = ctx.cards if isinstance(ctx.cards, Bound) else ctx.antecedent
    if isinstance(ref, Bound) and ref.name in ("looked", "found"):
        return RestOf("looked" if ref.name == "looked" else "revealed")
    raise ParseFailure("the rest", "'the rest' without looked-at or revealed cards")


def _order(word: str | None) -> Literal["any", "random"]:
    return "random" if word == "a random" else "any"


def put_rest(text: str, ctx: Context) -> Effect | None:
    """ "... and the rest on the bottom of your library in a random order" forms."""
    match = re.fullmatch(r"(" + NUMBER_RE + r") of them into your hand and " + _REST_BOTTOM, text)
    if match:
        among = ctx.antecedent
        chosen = Chosen(ObjectFilter(), parse_number(match.group(1), ctx), among=among)
        rest = _rest(ctx)
        return Sequence(
            (PutIntoHand(chosen), PutIntoLibrary(rest, "bottom", order=_order(match.group(2))))
        )
    match = re.fullmatch(r"(.+?) (onto the battlefield|into your hand) and " + _REST_BOTTOM, text)
    if match:
        rest = _rest(ctx)
        what = parse_object(match.group(1), ctx)
        first: Effect = (
            PutOntoBattlefield(what) if match.group(2).startswith("onto") else PutIntoHand(what)
        )
        return Sequence((first, PutIntoLibrary(rest, "bottom", order=_order(match.group(3)))))
    match = re.fullmatch(_REST_BOTTOM, text)
    if match:
        return PutIntoLibrary(_rest(ctx), "bottom", order=_order(match.group(1)))
    if text == "the rest into your graveyard":
        return PutIntoGraveyard(_rest(ctx))
    match = re.fullmatch(
        r"(" + NUMBER_RE + r") (?:of them )?into your hand and the (?:rest|other|others) "
        r"(into your graveyard|on the bottom of your library)",
        text,
    )
    if match and isinstance(ctx.antecedent, Bound):
        # "Put one of them into your hand and the rest into your graveyard."
        among = ctx.antecedent
        chosen = Chosen(ObjectFilter(), parse_number(match.group(1), ctx), among=among)
        rest = RestOf(among.name)
        second: Effect = (
            PutIntoGraveyard(rest)
            if match.group(2) == "into your graveyard"
            else PutIntoLibrary(rest, "bottom")
        )
        return Sequence((PutIntoHand(chosen), second))
    return None


@verb("play")
def _play(subject: Subject, rest: str, ctx: Context) -> Effect:
    extra = re.fullmatch(r"(an|two|three) additional lands? this turn", rest)
    if extra:  # CR 305.2: more land plays this turn
        from grimoire.oracle.ir import ExtraLandPlay

        count = {"an": 1, "two": 2, "three": 3}[extra.group(1)]
        return ExtraLandPlay(as_player(subject, ctx), count)
    match = re.fullmatch(r"(it|them|that card|those cards) this turn", rest)
    if not match or ctx.antecedent is None:
        raise ParseFailure(rest, "play what")
    return MayPlay(ctx.antecedent)


@verb("attach")
def _attach(subject: Subject, rest: str, ctx: Context) -> Effect:
    match = re.fullmatch(r"(.+?) to (.+)", rest)
    if not match:
        raise ParseFailure(rest, "attach what")
    what = parse_object(match.group(1), ctx)
    try:
        player = parse_player(match.group(2), ctx)
    except ParseFailure:
        return Attach(what, parse_object(match.group(2), ctx))
    from grimoire.oracle.ir import AttachToPlayer

    return AttachToPlayer(what, player)  # CR 303.4: an Aura with "enchant player"


_TYPES_WORDS = ("artifact", "creature", "enchantment", "land")


@verb("become")
def _become(subject: Subject, rest: str, ctx: Context) -> Effect:
    """ "becomes an X/X Insect artifact creature with flying [until end of turn]"."""
    from grimoire.oracle.ir import Animate

    if rest == "the monarch":
        from grimoire.oracle.ir import BecomeMonarch

        return BecomeMonarch(as_player(subject, ctx))  # CR 722
    die = re.fullmatch(r"(?:a|an) ((?:[a-z]+ )*)([A-Z][a-z]+) creature token with power and "
                       r"toughness each equal to its result", rest)
    if die and ctx.rolled:  # "Roll a d6. It becomes a green Die creature token ..." (Pippa)
        from grimoire.oracle.filters import COLOR_WORDS
        from grimoire.oracle.ir import RolledDieBecomesToken, TokenSpec

        words = die.group(1).split()
        if not all(w in COLOR_WORDS for w in words):
            raise ParseFailure(rest, "becomes what token")
        name = die.group(2)
        return RolledDieBecomesToken(TokenSpec(name, ("creature",), (name,), colors=tuple(
            c for c in "WUBRG" if c in {COLOR_WORDS[w] for w in words})))
    match = re.fullmatch(
        r"(?:a|an) (\d+|X)/(\d+|X) (.+?)(?: with (.+?))?( until end of turn)?", rest
    )
    if not match:  # "becomes an artifact creature", "becomes a Vehicle artifact ..."
        from grimoire.oracle.vehicles import become_types
        return become_types(as_object(subject), rest, ctx)
    from grimoire.oracle.filters import COLOR_WORDS

    types: list[str] = []
    subtypes: list[str] = []
    colors: list[str] = []
    for word in match.group(3).split(" "):
        if word in COLOR_WORDS and not types and not subtypes:
            colors.append(COLOR_WORDS[word])
        elif word == "and" and colors and not types and not subtypes:
            continue
        elif word in _TYPES_WORDS:
            types.append(word)
        elif word[:1].isupper() and word.isalpha():
            subtypes.append(word)
        else:
            raise ParseFailure(rest, f"unknown type word {word!r}")
    if "creature" not in types:
        raise ParseFailure(rest, "becomes a noncreature")
    keywords = _keywords(match.group(4)) if match.group(4) else ()
    return Animate(
        as_object(subject),
        parse_number(match.group(1), ctx),
        parse_number(match.group(2), ctx),
        tuple(types),
        tuple(subtypes),
        keywords,
        "end_of_turn" if match.group(5) else "permanent",
        tuple(c for c in "WUBRG" if c in colors),
    )


@verb("reveal")
def _reveal(subject: Subject, rest: str, ctx: Context) -> Effect:
    from grimoire.oracle.ir import Reveal

    among = re.fullmatch(r"(?:a|an) (.+?) from among (?:them|those cards)", rest)
    if among:
        source = ctx.cards if ctx.cards is not None else ctx.antecedent
        if source is None:
            raise ParseFailure(rest, "'from among them' without cards")
        flt, _ = parse_filter(among.group(1), lambda a: parse_amount(a, ctx))
        chosen = Chosen(replace(flt, zone=None), Fixed(1), among=source)
        ctx.antecedent = Bound(chosen.bind)
        return Reveal(chosen)  # CR 701.16a
    top = re.fullmatch(r"the top card of your library", rest)
    if top:
        ctx.antecedent = Bound("revealed_top")
        return Reveal(TopCards(Fixed(1)), bind="revealed_top")
    if rest in ("their hand", "your hand", "his or her hand"):
        from grimoire.oracle.ir import HandOf, RevealHand

        player = as_player(subject, ctx)
        ctx.cards = HandOf(player)
        ctx.player_antecedent = player
        return RevealHand(player)  # CR 701.16a
    match = re.fullmatch(r"cards from the top of your library until you reveal (?:a|an) (.+)", rest)
    if not match:
        raise ParseFailure(rest, "reveal what")
    flt, _ = parse_filter(match.group(1), lambda a: parse_amount(a, ctx))
    ctx.antecedent = Bound("found")
    return RevealUntil(replace(flt, zone=None))


@verb("open")
def _open(subject: Subject, rest: str, ctx: Context) -> Effect:
    match = re.fullmatch(r"(an|\w+) attractions?", rest, re.IGNORECASE)
    if match is None:
        raise ParseFailure(rest, "open what")
    count = Fixed(1) if match.group(1) == "an" else parse_number(match.group(1), ctx)
    from grimoire.oracle.ir import OpenAttraction

    if count == Fixed(1):
        return OpenAttraction(as_player(subject, ctx))  # CR 701.48
    return OpenAttraction(as_player(subject, ctx), count)  # "Open two Attractions"


@verb("remove")
def _remove(subject: Subject, rest: str, ctx: Context) -> Effect:
    from grimoire.oracle.ir import RemoveAllCounters, RemoveCounters

    match = re.fullmatch(r"all (.+?) counters from (.+)", rest)
    if match:
        return RemoveAllCounters(match.group(1), parse_object(match.group(2), ctx))
    match = re.fullmatch(r"(" + NUMBER_RE + r"|that many) (.+?) counters? from (.+)", rest)
    if not match:
        raise ParseFailure(rest, "remove what")
    if match.group(1) == "that many":
        from grimoire.oracle.amounts import that_much

        amount = that_much(ctx)
    else:
        amount = parse_number(match.group(1), ctx)
    return RemoveCounters(match.group(2), amount, parse_object(match.group(3), ctx))


@verb("monstrosity")
def _monstrosity(subject: Subject, rest: str, ctx: Context) -> Effect:
    return Monstrosity(parse_number(rest, ctx))


def doesnt_untap(text: str, ctx: Context) -> Effect | None:
    """ "<it> doesn't untap during its controller's next untap step"."""
    match = re.fullmatch(
        r"(.+?) (?:doesn't|don't) untap during (?:(?:its|their) controllers?'s?|your|"
        r"that player's) next "
        r"untap steps?",
        text,
    )
    if not match:
        return None
    subject = match.group(1)
    what = parse_object(subject[0].lower() + subject[1:] if subject != SELF else subject, ctx)
    return DoesntUntap(what)


@verb("regenerate")
def _regenerate(subject: Subject, rest: str, ctx: Context) -> Effect:
    from grimoire.oracle.ir import Regenerate

    return Regenerate(parse_object(rest, ctx))  # CR 701.15a


@verb("proliferate")
def _proliferate(subject: Subject, rest: str, ctx: Context) -> Effect:
    from grimoire.oracle.ir import Proliferate

    if rest:
        raise ParseFailure(rest, "proliferate what")
    return Proliferate(as_player(subject, ctx))  # CR 701.27a


@verb("investigate")
def _investigate(subject: Subject, rest: str, ctx: Context) -> Effect:
    from grimoire.oracle.tokens import PREDEFINED_TOKENS

    times = {"": Fixed(1), "twice": Fixed(2), "three times": Fixed(3)}.get(rest)
    if times is None:
        raise ParseFailure(rest, "investigate how often")
    # CR 701.36a: "Investigate" means "Create a Clue token."
    return CreateTokens(times, PREDEFINED_TOKENS()["Clue"], as_player(subject, ctx))


@verb("transform")
def _transform(subject: Subject, rest: str, ctx: Context) -> Effect:
    from grimoire.oracle.ir import Transform

    return Transform(parse_object(rest, ctx))  # CR 701.28a


@verb("pay")
def _pay(subject: Subject, rest: str, ctx: Context) -> Effect:
    from grimoire.oracle.costs import parse_cost
    from grimoire.oracle.ir import PayCost

    if not re.fullmatch(r"(\{[^}]+\})+|\w+ life", rest):
        raise ParseFailure(rest, "pay what")
    return PayCost(parse_cost("pay " + rest), as_player(subject, ctx))


@verb("skip")
def _skip(subject: Subject, rest: str, ctx: Context) -> Effect:
    from grimoire.oracle.ir import SkipNextTurn

    if rest not in ("your next turn", "their next turn"):
        raise ParseFailure(rest, "skip what")
    return SkipNextTurn(as_player(subject, ctx))  # CR 500.11


@verb("end")
def _end(subject: Subject, rest: str, ctx: Context) -> Effect:
    from grimoire.oracle.ir import EndTheTurn

    if rest != "the turn":
        raise ParseFailure(rest, "end what")
    return EndTheTurn()  # CR 721.1


@verb("claim")
def _claim(subject: Subject, rest: str, ctx: Context) -> Effect:
    from grimoire.oracle.ir import ClaimThePrize

    if rest.rstrip("!") != "the prize" or ctx.prize is None:
        raise ParseFailure(rest, "claim what")
    from grimoire.oracle.effects import parse_effect

    prize_ctx = Context(card_name=ctx.card_name, linked=ctx.linked, in_trigger=True)
    return ClaimThePrize(parse_effect(ctx.prize, prize_ctx))  # CR 702.159b


@verb("reroll")
def _reroll(subject: Subject, rest: str, ctx: Context) -> Effect:
    from grimoire.oracle.ir import RerollStored

    if re.fullmatch(r"any number of (?:~'s|its) stored results", rest):
        return RerollStored(ThisObject())  # CR 706.8b
    if rest == "any die" and isinstance(subject, You):
        from grimoire.oracle.ir import RerollAnyDie

        return RerollAnyDie()  # CR 706.2b, see grimoire.rules.roll_window
    raise ParseFailure(rest, "reroll what")


@verb("reflip")
def _reflip(subject: Subject, rest: str, ctx: Context) -> Effect:
    from grimoire.oracle.ir import RerollAnyDie

    if rest == "any coin or reroll any die" and isinstance(subject, You):
        return RerollAnyDie(coins=True)  # CR 705, 706.2b
    raise ParseFailure(rest, "reflip what")


@verb("install")
def _install(subject: Subject, rest: str, ctx: Context) -> Effect:
    from grimoire.oracle.ir import InstallResults

    if rest == "the result on ~" and ctx.rolled and isinstance(subject, You):
        return InstallResults()  # the die goes on this card (CR 706.8a bookkeeping)
    raise ParseFailure(rest, "install what")


@verb("uninstall")
def _uninstall(subject: Subject, rest: str, ctx: Context) -> Effect:
    from grimoire.oracle.ir import InstallResults

    if rest == "all results from ~" and isinstance(subject, You):
        return InstallResults(uninstall=True)
    raise ParseFailure(rest, "uninstall what")


@verb("flip")
def _flip(subject: Subject, rest: str, ctx: Context) -> Effect:
    from grimoire.oracle.ir import FlipCoin

    if rest == "a coin" and isinstance(subject, You):
        return FlipCoin()  # CR 705.2: "If you win/lose the flip" read it
    if rest == "a coin until you lose a flip" and isinstance(subject, You):
        return FlipCoin(until_lost=True)  # "for each flip you won" reads it
    raise ParseFailure(rest, "flip what")


def _action(name: str, subject: Subject, ctx: Context, **fields: object) -> Effect:
    from grimoire.oracle.ir import KeywordAction

    return KeywordAction(name, **fields)  # type: ignore[arg-type]


@verb("explore")
def _explore(subject: Subject, rest: str, ctx: Context) -> Effect:
    if rest:
        raise ParseFailure(rest, "explores what")
    return _action("explore", subject, ctx, what=as_object(subject))  # CR 701.40a


@verb("venture")
def _venture(subject: Subject, rest: str, ctx: Context) -> Effect:
    if rest != "into the dungeon":
        raise ParseFailure(rest, "venture where")
    return _action("venture", subject, ctx, player=as_player(subject, ctx))  # CR 701.46


def _numbered_action(name: str) -> Handler:
    def handler(subject: Subject, rest: str, ctx: Context) -> Effect:
        match = re.fullmatch(NUMBER_RE, rest)
        if not match:
            raise ParseFailure(rest, f"{name} how much")
        return _action(name, subject, ctx, amount=parse_number(rest, ctx))

    return handler


def _bare_action(name: str) -> Handler:
    def handler(subject: Subject, rest: str, ctx: Context) -> Effect:
        if rest:
            raise ParseFailure(rest, f"{name} what")
        return _action(name, subject, ctx, player=as_player(subject, ctx))

    return handler


for _name in ("incubate", "bolster", "support", "discover"):
    VERBS[_name] = _numbered_action(_name)
VERBS["learn"] = _bare_action("learn")


@verb("populate")
def _populate(subject: Subject, rest: str, ctx: Context) -> Effect:
    """CR 701.36a: "To populate means to choose a creature token you control and create a
    token that's a copy of that creature token" (no target; none: nothing happens)."""
    if rest:
        raise ParseFailure(rest, "populate what")
    from grimoire.oracle.ir import Chosen, CreateTokenCopy, ObjectFilter

    player = as_player(subject, ctx)
    token = ObjectFilter(types_any=("creature",), token=True, controller="you",
                         zone="battlefield")
    return CreateTokenCopy(Chosen(token, chooser=player, bind="populated"), controller=player)


def _connive(subject: Subject, rest: str, ctx: Context) -> Effect:
    if rest:
        raise ParseFailure(rest, "connives what")
    return _action("connive", subject, ctx, what=as_object(subject))  # CR 701.47a


VERBS["connive"] = _connive


@verb("amass")
def _amass(subject: Subject, rest: str, ctx: Context) -> Effect:
    match = re.fullmatch(r"([A-Z][a-z]+) (" + NUMBER_RE + r")", rest)
    if not match:
        raise ParseFailure(rest, "amass what")
    subtype = match.group(1)
    subtype = subtype[:-1] if subtype.endswith("s") else subtype
    return _action(
        "amass", subject, ctx, amount=parse_number(match.group(2), ctx), subtype=subtype
    )  # CR 701.44a


@verb("detain")
def _detain(subject: Subject, rest: str, ctx: Context) -> Effect:
    return _action("detain", subject, ctx, what=parse_object(rest, ctx))  # CR 701.29a


@verb("manifest")
def _manifest(subject: Subject, rest: str, ctx: Context) -> Effect:
    if rest == "the top card of your library":  # CR 701.34a
        return _action("manifest", subject, ctx, player=as_player(subject, ctx))
    if rest != "dread":
        raise ParseFailure(rest, "manifest what")
    return _action("manifest_dread", subject, ctx, player=as_player(subject, ctx))


@verb("cloak")
def _cloak(subject: Subject, rest: str, ctx: Context) -> Effect:
    if rest != "the top card of your library":
        raise ParseFailure(rest, "cloak what")
    return _action("cloak", subject, ctx, player=as_player(subject, ctx))  # CR 701.56a


@verb("take")
def _take(subject: Subject, rest: str, ctx: Context) -> Effect:
    if rest == "the initiative":
        return _action("take_initiative", subject, ctx, player=as_player(subject, ctx))
    if rest == "an extra turn after this one":
        return _action("extra_turn", subject, ctx, player=as_player(subject, ctx))  # CR 500.7
    raise ParseFailure(rest, "take what")


@verb("switch")
def _switch(subject: Subject, rest: str, ctx: Context) -> Effect:
    from grimoire.oracle.ir import SwitchPowerToughness

    match = re.fullmatch(r"(.+?)'s? power and toughness until end of turn", rest)
    if not match:
        raise ParseFailure(rest, "switch what")
    return SwitchPowerToughness(parse_object(match.group(1), ctx))  # CR 613.4d


from grimoire.oracle import choose as _choose  # noqa: E402,F401  (registers "choose")
from grimoire.oracle import unset_text as _unset_text  # noqa: E402,F401  (registers "phase")
