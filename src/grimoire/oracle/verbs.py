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
    You,
)
from grimoire.oracle.keywords import SIMPLE_KEYWORDS
from grimoire.oracle.lexer import SELF
from grimoire.oracle.mana_text import parse_add
from grimoire.oracle.refs import parse_object, parse_player
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
        ControllerOf,
        DefendingPlayer,
        EachOpponent,
        OwnerOf,
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
        | TriggeringPlayer,
    ):
        return subject
    raise ParseFailure(str(subject), "not a player")


def as_object(subject: Subject) -> ObjectRef:
    """The subject as an object reference."""
    from grimoire.oracle.ir import (
        EnchantedOrEquipped,
        ExiledWith,
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
        | TopCards,
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


@verb("gain")
def _gain(subject: Subject, rest: str, ctx: Context) -> Effect:
    if re.search(r"\blife\b", rest):
        return GainLife(_life(rest, ctx), as_player(subject, ctx))
    match = re.fullmatch(r"(.+?) until end of turn", rest)
    if match:
        return GrantKeywords(as_object(subject), _keywords(match.group(1)))
    raise ParseFailure(rest, "gain what")


def _keywords(text: str) -> tuple[str, ...]:
    names = [k.strip().lower() for k in re.split(r",\s*(?:and\s+)?|\s+and\s+", text) if k.strip()]
    if not names or not all(n in SIMPLE_KEYWORDS for n in names):
        raise ParseFailure(text, "unknown keywords")
    return tuple(names)


@verb("lose")
def _lose(subject: Subject, rest: str, ctx: Context) -> Effect:
    return LoseLife(_life(rest, ctx), as_player(subject, ctx))


def _pt(value: str, ctx: Context) -> Amount:
    sign = -1 if value[0] in "-−" else 1
    body = value[1:]
    amount = parse_number(body, ctx)
    if isinstance(amount, Fixed):
        return Fixed(sign * amount.value)
    return amount if sign == 1 else Times(amount, -1)


@verb("get")
def _get(subject: Subject, rest: str, ctx: Context) -> Effect:
    match = re.fullmatch(r"([+-−]\w+)/([+-−]\w+)(?: and gains (.+?))? until end of turn", rest)
    if not match:
        raise ParseFailure(rest, "gets what")
    what = as_object(subject)
    effect: Effect = ModifyPowerToughness(what, _pt(match.group(1), ctx), _pt(match.group(2), ctx))
    if match.group(3):
        effect = Sequence((effect, GrantKeywords(what, _keywords(match.group(3)))))
    return effect


@verb("deal")
def _deal(subject: Subject, rest: str, ctx: Context) -> Effect:
    match = re.fullmatch(r"(" + NUMBER_RE + r") damage to (.+)", rest)
    if not match:
        raise ParseFailure(rest, "deals what")
    source = as_object(subject)
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


@verb("create")
def _create(subject: Subject, rest: str, ctx: Context) -> Effect:
    text = rest
    amount: Amount | None = None
    match = re.fullmatch(r"(.+?) for each (.+)", text)
    if match:
        text, amount = match.group(1), for_each_amount(match.group(2), ctx)
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
    what = parse_object(rest, ctx)
    ctx.antecedent = Bound("exiled")
    return Exile(what, linked=ctx.linked, bind="exiled")


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
    match = re.fullmatch(r"(.+?) to " + _HAND, rest)
    if match:
        what = _object_from(match.group(1), ctx)
        return ReturnToHand(what) if _in_play(what, ctx) else PutIntoHand(what)
    match = re.fullmatch(
        r"(.+?) to the battlefield"
        r"( tapped)?( under (?:your|its owner's|their owners') control)?"
        r"(?: with (" + NUMBER_RE + r") (\S+) counters? on (?:it|them))?",
        rest,
    )
    if match:
        counters: tuple[CounterSpec, ...] = ()
        if match.group(4):
            counters = (CounterSpec(match.group(5), parse_number(match.group(4), ctx)),)
        return PutOntoBattlefield(
            _object_from(match.group(1), ctx), tapped=bool(match.group(2)), counters=counters
        )
    raise ParseFailure(rest, "return where")


@verb("put")
def _put(subject: Subject, rest: str, ctx: Context) -> Effect:
    special = put_rest(rest, ctx)
    if special is not None:
        return special
    match = re.fullmatch(r"(" + NUMBER_RE + r") (.+?) counters? on (.+?)(?: for each (.+))?", rest)
    if match:
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
        return PutOntoBattlefield(parse_object(match.group(1), ctx), tapped=bool(match.group(2)))
    match = re.fullmatch(r"(.+?) into " + _HAND, rest)
    if match:
        return PutIntoHand(parse_object(match.group(1), ctx))
    match = re.fullmatch(r"(.+?) on (top|the bottom) of " + _LIB, rest)
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


@verb("sacrifice")
def _sacrifice(subject: Subject, rest: str, ctx: Context) -> Effect:
    if rest == SELF or (rest in ("it", "them") and ctx.antecedent == ThisObject()):
        return SacrificeThis()
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
        return TapPermanents(parse_object(rest, ctx), untap=untap)

    return handler


VERBS["tap"] = _tap_handler(False)
VERBS["untap"] = _tap_handler(True)


def _look_handler(kind: str) -> Handler:
    def handler(subject: Subject, rest: str, ctx: Context) -> Effect:
        pattern = r"(" + NUMBER_RE + r")" + (r" cards?" if kind == "mill" else "")
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
    match = re.fullmatch(r"your library for (.+?)", rest)
    if match:
        count, flt = _search_filter(match.group(1), ctx)
        ctx.antecedent = Bound("found")
        return SearchLibrary(flt, count)  # type: ignore[arg-type]
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
        raise ParseFailure(rest, "shuffle what")
    return Shuffle(as_player(subject, ctx))


@verb("counter")
def _counter(subject: Subject, rest: str, ctx: Context) -> Effect:
    return CounterSpell(parse_object(rest, ctx))


@verb("add")
def _add(subject: Subject, rest: str, ctx: Context) -> Effect:
    return parse_add(rest, ctx, as_player(subject, ctx))


@verb("copy")
def _copy(subject: Subject, rest: str, ctx: Context) -> Effect:
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
    if text in ("the copy", "the copies", "it", "that card", "them", "those copies"):
        if ctx.antecedent is None:
            raise ParseFailure(rest, "cast what")
        what: ObjectRef = ctx.antecedent
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
    match = re.fullmatch(r"at (.+)", rest)
    if not match:
        raise ParseFailure(rest, "look at what")
    what = parse_object(match.group(1), ctx)
    ctx.antecedent = Bound("looked")
    return LookAt(what)


@verb("fight")
def _fight(subject: Subject, rest: str, ctx: Context) -> Effect:
    return Fight(as_object(subject), parse_object(rest, ctx))


@verb("roll")
def _roll(subject: Subject, rest: str, ctx: Context) -> Effect:
    if not isinstance(subject, You):
        raise ParseFailure(rest, "another player rolls")
    match = re.fullmatch(r"(" + NUMBER_RE + r") d(\d+)(?: and (.+))?", rest)
    if not match:
        raise ParseFailure(rest, "roll what")
    count = parse_number(match.group(1), ctx)
    sides = int(match.group(2))
    tail = match.group(3)
    ctx.rolled = True
    roll = RollDice(count, sides)
    if tail is None:
        return roll
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
    ref = ctx.antecedent
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
    return None


@verb("play")
def _play(subject: Subject, rest: str, ctx: Context) -> Effect:
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
    return Attach(what, parse_object(match.group(2), ctx))


@verb("reveal")
def _reveal(subject: Subject, rest: str, ctx: Context) -> Effect:
    match = re.fullmatch(r"cards from the top of your library until you reveal (?:a|an) (.+)", rest)
    if not match:
        raise ParseFailure(rest, "reveal what")
    flt, _ = parse_filter(match.group(1), lambda a: parse_amount(a, ctx))
    ctx.antecedent = Bound("found")
    return RevealUntil(replace(flt, zone=None))


@verb("monstrosity")
def _monstrosity(subject: Subject, rest: str, ctx: Context) -> Effect:
    return Monstrosity(parse_number(rest, ctx))


def doesnt_untap(text: str, ctx: Context) -> Effect | None:
    """ "<it> doesn't untap during its controller's next untap step"."""
    match = re.fullmatch(
        r"(.+?) (?:doesn't|don't) untap during (?:its|their) controllers?'s? next "
        r"untap steps?",
        text,
    )
    if not match:
        return None
    subject = match.group(1)
    what = parse_object(subject[0].lower() + subject[1:] if subject != SELF else subject, ctx)
    return DoesntUntap(what)
