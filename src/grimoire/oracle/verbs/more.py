"""Verb handlers: search and shuffle, counter, add mana, copy and cast, look, fight, roll,
play, attach, become, reveal, remove counters and the keyword actions."""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.core.mana import ManaCost
from grimoire.oracle.amounts import (
    NUMBER_RE,
    for_each_amount,
    parse_amount,
    parse_number,
    that_much,
)
from grimoire.oracle.animate_text import with_clause
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.copy_text import become_copy
from grimoire.oracle.costs import parse_cost
from grimoire.oracle.creature_types import CREATURE_TYPES
from grimoire.oracle.filters import COLOR_WORDS, parse_filter
from grimoire.oracle.graveyards_text import shuffle_into_library
from grimoire.oracle.ir import (
    AllMatching,
    Amount,
    AmountCompare,
    Animate,
    Attach,
    AttachToPlayer,
    BecomeMonarch,
    Bound,
    CastCard,
    Chosen,
    ClaimThePrize,
    Conditional,
    CopyCard,
    CopyRepeatedly,
    CopySpell,
    CountersOn,
    CounterSpell,
    CreateTokenCopy,
    CreateTokens,
    DoesntUntap,
    Duration,
    EachPlayer,
    Effect,
    EndTheTurn,
    ExtraLandPlay,
    Fight,
    Fixed,
    FlipCoin,
    GainAbilities,
    HandOf,
    InstallResults,
    KeywordAction,
    LibraryLook,
    LookAt,
    MayPlay,
    Monstrosity,
    NumberCheck,
    ObjectFilter,
    ObjectRef,
    OpenAttraction,
    PayCost,
    Proliferate,
    PutCounters,
    PutIntoHand,
    PutIntoLibrary,
    PutOntoBattlefield,
    Regenerate,
    RemoveAllCounters,
    RemoveCounters,
    RepeatTimes,
    RestOf,
    Reveal,
    RevealHand,
    RevealUntil,
    RolledDieBecomesToken,
    SearchLibrary,
    Sequence,
    Shuffle,
    SkipCombatPhases,
    SkipNextTurn,
    SkipUntapStep,
    SwitchPowerToughness,
    TargetRef,
    ThisObject,
    TokenSpec,
    TopCards,
    Transform,
    TriggeringObject,
    You,
)
from grimoire.oracle.ir import ExiledWith as ExiledWithRef
from grimoire.oracle.lexer import SELF
from grimoire.oracle.mana_text import parse_add
from grimoire.oracle.refs import library_owner, parse_object, parse_player
from grimoire.oracle.reveal_among import reveal_among
from grimoire.oracle.reveal_count_text import counted_reveal
from grimoire.oracle.tokens import PREDEFINED_TOKENS
from grimoire.oracle.vehicles import become_types
from grimoire.oracle.verbs.registry import VERBS, Handler, Subject, as_object, as_player, verb


@verb("search")
def _search(subject: Subject, rest: str, ctx: Context) -> Effect:
    from grimoire.oracle.search_text import search_clause

    several = search_clause(rest, ctx)  # several zones, another's library (CR 701.19a)
    if several is not None:
        return several
    from grimoire.oracle.search_pairs import search_pair

    pair = search_pair(rest, ctx)  # "a Forest card and a Plains card", "that share a land type"
    if pair is not None:
        return pair
    match = re.fullmatch(
        r"(your|their) library for (.+?)(?:, reveal (?:it|them|that card|those cards))?"
        r"(?:,| and) put (?:it|them|that card|those cards) "
        r"(onto the battlefield( tapped)?|into (?:your|their) hand|into (?:your|their) "
        r"graveyard)(?:,|, and)? then shuffle",
        rest,
    )
    if match:
        # "Its controller may search their library for a basic land card, put that card
        # onto the battlefield tapped, then shuffle" (Path to Exile): that player searches
        # their own library, puts the card under their control and shuffles (CR 701.19a).
        searcher = as_player(subject, ctx)
        if (match.group(1) == "their") == isinstance(searcher, You):
            raise ParseFailure(rest, "whose library")
        count, flt = _search_filter(match.group(2), ctx)
        dest = "battlefield" if match.group(3).startswith("onto") else \
            "graveyard" if match.group(3).endswith("graveyard") else "hand"
        reveal = ", reveal" in rest
        ctx.antecedent = Bound("found")  # "... then shuffle. Then ..., untap that land."
        return Sequence(
            (
                SearchLibrary(
                    flt,  # type: ignore[arg-type]
                    count,
                    player=searcher,
                    destination=dest,  # type: ignore[arg-type]
                    tapped=bool(match.group(4)),
                    reveal=reveal,
                ),
                Shuffle(searcher),
            )
        )
    tutor = re.fullmatch(r"your library for (.+?),? (?:and )?reveal (?:it|that card)(?:,|\.)"
                         r" (?:then )?shuffle and put (?:that card|the card|it) on top", rest,
                         re.IGNORECASE)
    if tutor:  # Worldly Tutor: the found card is revealed, the rest shuffled, it goes on
        # top (CR 701.19a, 701.20a; CR 401.4: its owner's library)
        count, flt = _search_filter(tutor.group(1), ctx)
        return Sequence((SearchLibrary(flt, count, reveal=True),  # type: ignore[arg-type]
                         Shuffle(then_top="found")))
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
    match = re.fullmatch(r"(up to )?(" + NUMBER_RE + r"|a number of|any number of) (.+)", text)
    if not match:
        raise ParseFailure(text, "search for what")
    if match.group(2) == "any number of":  # "any number of Spirit cards": none to all of
        # those found (CR 701.19b: a search for a quality may find fewer)
        flt, _ = parse_filter(match.group(3), lambda a: parse_amount(a, ctx))
        return Fixed(99), replace(flt, zone=None)
    # "a green creature card with mana value X or less" (read as the search happens)
    flt, _ = parse_filter(match.group(3), lambda a: parse_amount(a, ctx))
    word = match.group(2)
    count = ctx.x_value if word == "a number of" and ctx.x_value else parse_number(word, ctx)
    if count is None:
        raise ParseFailure(text, "how many")
    return count, replace(flt, zone=None)


@verb("shuffle")
def _shuffle(subject: Subject, rest: str, ctx: Context) -> Effect:
    if rest in ("the rest into your library", "the rest into their library") and \
            ctx.cards == Bound("looked"):
        # the rest of the cards revealed from the top never left the library: shuffling
        # them "into" it is shuffling it (CR 701.20a; Genesis Hydra)
        return Shuffle(as_player(subject, ctx))
    if rest == "the rest of the revealed cards into your library" and \
            Bound("found") in (ctx.antecedent, ctx.cards):
        # after "reveal cards ... until ...": the rest never left the library (CR 701.20a)
        return Shuffle(as_player(subject, ctx))
    if rest in ("and put that card on top", "and put the card on top") and \
            ctx.cards == Bound("found"):  # after "search ... and reveal it." (CR 401.4)
        return Shuffle(as_player(subject, ctx), then_top="found")
    hand = re.fullmatch(r"(a card|two cards|three cards) from your hand into your library", rest)
    if hand:  # See Beyond: chosen from your hand, then the library is shuffled (CR 701.20a)
        return PutIntoLibrary(parse_object(f"{hand.group(1)} from your hand", ctx), "shuffled")
    if rest not in ("", "your library", "their library"):
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
    retarget = re.fullmatch(r"(.+?) and (?:you )?may choose (?:a )?new targets? for (?:the|that) "
                            r"copy", rest)
    if retarget:  # "copy ~ and may choose a new target for the copy" (CR 707.10c)
        inner = _copy(subject, retarget.group(1), ctx)
        if not isinstance(inner, CopySpell):
            raise ParseFailure(rest, "new targets for a copy of a card")
        return replace(inner, new_targets=True)
    if rest == SELF:  # "copy this spell" (a spell's text, or its cast trigger): CR 707.10
        ctx.antecedent = Bound("copy")
        return CopySpell(ThisObject())
    times = re.fullmatch(r"(.+) (twice|three times|four times|five times|X times)", rest)
    if times:  # "Copy that card three times": several copies of a card (CR 707.12)
        inner = _copy(subject, times.group(1), ctx)
        if isinstance(inner, CopySpell):  # "copy that spell twice": one copy at a time,
            count = (Fixed(_TIMES[times.group(2)]) if times.group(2) in _TIMES  # CR 707.10
                     else parse_amount("X", ctx))
            return CopyRepeatedly(inner, count)
        if not isinstance(inner, CopyCard) or times.group(2) not in _TIMES:
            raise ParseFailure(rest, "copy a card X times")
        return replace(inner, times=_TIMES[times.group(2)])
    if rest in ("it", "that card") and isinstance(ctx.antecedent, Bound):
        # "Exile target ... card ... Copy it": a card an earlier step bound (CR 707.12).
        what: ObjectRef = ctx.antecedent
        ctx.antecedent = Bound("copy")
        return CopyCard(what)
    if rest in ("that spell", "it", "target instant or sorcery spell", "target spell") or (
        rest.startswith("target ") and re.search(r"\b(?:spells?|abilit(?:y|ies))\b", rest)
    ):  # CR 707.10: a spell or an ability on the stack
        if rest == "that spell" and ctx.in_trigger and ctx.antecedent is None:
            spell: ObjectRef = TriggeringObject()
        elif rest == "it" and ctx.antecedent is None and ctx.cast_spell is not None:
            spell = ctx.cast_spell  # "Whenever you cast a spell, copy it": the spell cast
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
        text, mode, mana = match.group(1), "instead_mana", ManaCost.parse(match.group(2))
    match = re.fullmatch(r"(.+?) without paying (?:its|their) mana costs?", text)
    if match:
        text, mode = match.group(1), "without_paying"
    any_number = False
    if text.startswith("any number of "):
        any_number, text = True, text[len("any number of ") :]
    among = re.fullmatch(
        r"(.+?) from among (them|those cards|the exiled cards|the milled cards|the cards milled "
        r"this way|cards (?:revealed|exiled) this way|cards exiled with " + re.escape(SELF) + ")",
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
        elif ctx.cards == Bound("milled") and among.group(2) in (
                "them", "the milled cards", "the cards milled this way"):
            found = ctx.cards  # the cards a mill moved (CR 701.13a)
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


@verb("play")
def _play(subject: Subject, rest: str, ctx: Context) -> Effect:
    extra = re.fullmatch(r"(?:up to )?(an|two|three) additional lands? this turn", rest)
    if extra:  # CR 305.2: more land plays this turn ("up to two": the same, each a "may")
        count = {"an": 1, "two": 2, "three": 3}[extra.group(1)]
        return ExtraLandPlay(as_player(subject, ctx), count)
    free = re.fullmatch(r"(the exiled card|it|that card) without paying its mana cost", rest)
    if free:  # during the resolution: cast it, or play it if a land (CR 305.1, 608.2g)
        what = parse_object(free.group(1), ctx)
        return CastCard(what, optional=False, mode="without_paying", play=True)
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
    return AttachToPlayer(what, player)  # CR 303.4: an Aura with "enchant player"


_TYPES_WORDS = ("artifact", "creature", "enchantment", "land")


@verb("become")
def _become(subject: Subject, rest: str, ctx: Context) -> Effect:
    """ "becomes an X/X Insect artifact creature with flying [until end of turn]"."""
    if rest == "the monarch":
        return BecomeMonarch(as_player(subject, ctx))  # CR 722
    copying = become_copy(as_object(subject), rest, ctx)  # CR 707.4 (oracle.copy_text)
    if copying is not None:
        return copying
    die = re.fullmatch(r"(?:a|an) ((?:[a-z]+ )*)([A-Z][a-z]+) creature token with power and "
                       r"toughness each equal to its result", rest)
    if die and ctx.rolled:  # "Roll a d6. It becomes a green Die creature token ..." (Pippa)
        words = die.group(1).split()
        if not all(w in COLOR_WORDS for w in words):
            raise ParseFailure(rest, "becomes what token")
        name = die.group(2)
        return RolledDieBecomesToken(TokenSpec(name, ("creature",), (name,), colors=tuple(
            c for c in "WUBRG" if c in {COLOR_WORDS[w] for w in words})))
    # "in addition to its other types", "that's still a land": it keeps them (CR 205.1b)
    in_addition = " in addition to its other types" in rest or bool(re.search(
        r" that's still a land$", rest))
    rest = re.sub(r" that's still a land$", "", rest)
    legendary = rest.startswith("a legendary ")  # a supertype it gains (CR 205.4a)
    rest = rest.replace("a legendary ", "a ", 1) if legendary else rest
    match = re.fullmatch(
        r"(?:a|an) (\d+|X)/(\d+|X) (.+?)(?: with (.+?))?"
        r"( until end of turn| for as long as ~ remains on the battlefield)?",
        rest.replace(" in addition to its other types", "")
    )
    if not match and legendary:
        raise ParseFailure(rest, "becomes a legendary noncreature")
    if not match:  # "becomes an artifact creature", "becomes a Vehicle artifact ..."
        return become_types(as_object(subject), rest, ctx)

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
        elif word[:1].isupper() and word.replace("-", "").isalpha():  # "Assembly-Worker"
            subtypes.append(word)
        else:
            raise ParseFailure(rest, f"unknown type word {word!r}")
    if "creature" not in types:
        raise ParseFailure(rest, "becomes a noncreature")
    keywords, all_types, gained = with_clause(match.group(4)) if match.group(4) else (
        (), False, ())
    if all_types:  # CR 205.3m: "all creature types" (every one, as changeling, 702.73a)
        subtypes.extend(sorted(CREATURE_TYPES - set(subtypes)))
    what = as_object(subject)
    duration: Duration = "permanent" if not match.group(5) else (
        "end_of_turn" if match.group(5) == " until end of turn" else "while_source")
    animate = Animate(
        what,
        parse_number(match.group(1), ctx),
        parse_number(match.group(2), ctx),
        tuple(types),
        tuple(subtypes),
        keywords,
        duration,
        tuple(c for c in "WUBRG" if c in colors),
        # CR 205.1b: "[creature types] artifact creature" keeps the other types; else the
        # new types replace them (CR 205.1a) unless "It's still a land" follows
        keep_types="artifact" in types or in_addition,
        supertypes=("legendary",) if legendary else (),
    )
    if not gained:
        return animate
    return Sequence((animate, GainAbilities(what, gained, duration)))  # CR 613.1f


@verb("reveal")
def _reveal(subject: Subject, rest: str, ctx: Context) -> Effect:
    among = reveal_among(rest, ctx)  # "a Knight card from among them" (CR 701.16a)
    if among is not None:
        return among
    tops = re.fullmatch(r"the top (?:(" + NUMBER_RE + r") cards|card) of (your|their) library",
                        rest)  # (one card each: "Each player reveals the top card of ...")
    if tops and (tops.group(1) or isinstance(subject, EachPlayer)):  # CR 701.16a: every
        count = parse_number(tops.group(1), ctx) if tops.group(1) else Fixed(1)  # player
        what = TopCards(count, library_owner(tops.group(2), ctx))  # sees them
        ctx.antecedent = ctx.cards = Bound("looked")
        return Reveal(what, bind="looked")
    found = re.fullmatch(r"(?:those cards|them|it|that card), put (?:them|it|that card) into "
                         r"your hand, then shuffle", rest)
    if found and ctx.antecedent == Bound("found"):
        # "search your library for up to X Plains cards, where X is ... . Reveal those cards,
        # put them into your hand, then shuffle." (CR 701.16a reveal, 701.19a search, 701.20a)
        cards = Bound("found")
        return Sequence((Reveal(cards), PutIntoHand(cards), Shuffle()))
    then = re.fullmatch(r"(it|that card) and put (?:it|that card) into your hand", rest)
    if then and ctx.antecedent is not None:  # "you may reveal it and put it into your hand"
        card = ctx.antecedent
        return Sequence((Reveal(card), PutIntoHand(card)))  # CR 701.16a
    if rest in ("it", "that card") and ctx.antecedent is not None:  # (kinship: the card
        return Reveal(ctx.antecedent)  # looked at, CR 701.16a)
    top = re.fullmatch(r"the top card of your library", rest)
    if top:
        ctx.antecedent = Bound("revealed_top")
        return Reveal(TopCards(Fixed(1)), bind="revealed_top")
    if rest in ("a card at random from their hand", "a card at random from your hand"):
        # CR 701.16a: that card is revealed and stays in the hand ("that card's mana value")
        player = as_player(subject, ctx)
        chosen = Chosen(ObjectFilter(), Fixed(1), random=True, among=HandOf(player),
                        bind="revealed")
        ctx.antecedent = Bound("revealed")
        ctx.player_antecedent = player
        return Reveal(chosen)
    if rest in ("their hand", "your hand", "his or her hand"):
        player = as_player(subject, ctx)
        ctx.cards = HandOf(player)
        ctx.player_antecedent = player
        return RevealHand(player)  # CR 701.16a
    counted = counted_reveal(rest, ctx)  # "until you reveal X land cards" (CR 701.20a)
    if counted is not None:
        return counted
    match = re.fullmatch(r"cards from the top of your library until you reveal (?:a|an) (.+)", rest)
    if not match:
        raise ParseFailure(rest, "reveal what")
    phrase, shares = match.group(1), None
    sharing = re.fullmatch(r"(.+?) that shares a creature type with it", phrase)
    if sharing and ctx.antecedent is not None:  # "... with it" (Heirloom Blade: the creature
        phrase, shares = sharing.group(1), ctx.antecedent  # that died, CR 608.2h)
    flt, _ = parse_filter(phrase, lambda a: parse_amount(a, ctx))
    ctx.antecedent = Bound("found")
    return RevealUntil(replace(flt, zone=None), shares_type_with=shares)


@verb("open")
def _open(subject: Subject, rest: str, ctx: Context) -> Effect:
    match = re.fullmatch(r"(an|\w+) attractions?", rest, re.IGNORECASE)
    if match is None:
        raise ParseFailure(rest, "open what")
    count = Fixed(1) if match.group(1) == "an" else parse_number(match.group(1), ctx)
    if count == Fixed(1):
        return OpenAttraction(as_player(subject, ctx))  # CR 701.48
    return OpenAttraction(as_player(subject, ctx), count)  # "Open two Attractions"


@verb("remove")
def _remove(subject: Subject, rest: str, ctx: Context) -> Effect:
    match = re.fullmatch(r"all (?:(.+?) )?counters from (.+)", rest)
    if match:  # "Remove all counters from target permanent": every kind (kind "")
        return RemoveAllCounters(match.group(1) or "", parse_object(match.group(2), ctx))
    match = re.fullmatch(r"(" + NUMBER_RE + r"|that many) (.+?) counters? from (.+)", rest)
    if not match:
        raise ParseFailure(rest, "remove what")
    amount = that_much(ctx) if match.group(1) == "that many" else parse_number(match.group(1), ctx)
    return RemoveCounters(match.group(2), amount, parse_object(match.group(3), ctx))


@verb("monstrosity")
def _monstrosity(subject: Subject, rest: str, ctx: Context) -> Effect:
    return Monstrosity(parse_number(rest, ctx))


@verb("adapt")
def _adapt(subject: Subject, rest: str, ctx: Context) -> Effect:
    """CR 701.46a: "Adapt N" means "If this permanent has no +1/+1 counters on it, put N
    +1/+1 counters on it" (checked as the ability resolves)."""
    none = AmountCompare(CountersOn(ThisObject(), "+1/+1"), NumberCheck("eq", 0))
    return Conditional(none, PutCounters("+1/+1", parse_number(rest, ctx), ThisObject()))


def doesnt_untap(text: str, ctx: Context) -> Effect | None:
    """ "<it> doesn't untap during its controller's next untap step"."""
    match = re.fullmatch(
        r"(.+?) (?:doesn't|don't) untap during (?:(?:its|their) controllers?'s?|your|"
        r"that player's) next "
        r"untap steps?",
        text,
    )
    held = re.fullmatch(
        r"(.+?) (?:doesn't|don't) untap during (?:its controller's untap step|their "
        r"controllers' untap steps) for as long as you control ~", text)
    if not match and not held:
        return None
    subject = (match or held).group(1)  # type: ignore[union-attr]
    what = parse_object(subject[0].lower() + subject[1:] if subject != SELF else subject, ctx)
    return DoesntUntap(what, while_you_control=held is not None)


@verb("regenerate")
def _regenerate(subject: Subject, rest: str, ctx: Context) -> Effect:
    return Regenerate(parse_object(rest, ctx))  # CR 701.15a


@verb("proliferate")
def _proliferate(subject: Subject, rest: str, ctx: Context) -> Effect:
    once = Proliferate(as_player(subject, ctx))  # CR 701.27a; "twice": do it two times
    times = {"": 1, "twice": 2, "three times": 3}.get(rest)
    if times is None:  # "proliferate X times" (its X read once, CR 608.2h)
        return RepeatTimes(once, parse_number(rest.removesuffix(" times"), ctx))
    return once if times == 1 else Sequence((once,) * times)


@verb("investigate")
def _investigate(subject: Subject, rest: str, ctx: Context) -> Effect:
    times: Amount | None = {"": Fixed(1), "twice": Fixed(2), "three times": Fixed(3)}.get(rest)
    counted = re.fullmatch(r"(X|" + NUMBER_RE + r") times|once for each (.+)", rest)
    if times is None and counted is not None:  # "investigate X times, where X is ..."
        times = parse_number(counted.group(1), ctx) if counted.group(1) \
            else for_each_amount(counted.group(2), ctx)
    if times is None:
        raise ParseFailure(rest, "investigate how often")
    # CR 701.36a: "Investigate" means "Create a Clue token."
    return CreateTokens(times, PREDEFINED_TOKENS()["Clue"], as_player(subject, ctx))


@verb("transform")
def _transform(subject: Subject, rest: str, ctx: Context) -> Effect:
    return Transform(parse_object(rest, ctx))  # CR 701.28a


@verb("pay")
def _pay(subject: Subject, rest: str, ctx: Context) -> Effect:
    if not re.fullmatch(r"(\{[^}]+\})+|\w+ life", rest) or rest == "X life":
        raise ParseFailure(rest, "pay what")  # (X life: its "where X is" isn't carried on)
    return PayCost(parse_cost("pay " + rest), as_player(subject, ctx))


@verb("skip")
def _skip(subject: Subject, rest: str, ctx: Context) -> Effect:
    if rest in ("all combat phases of your next turn", "all combat phases of their next turn"):
        return SkipCombatPhases(as_player(subject, ctx))  # CR 500.11
    if rest in ("your next untap step", "their next untap step"):
        return SkipUntapStep(as_player(subject, ctx))  # CR 500.11 (Dovin)
    if rest not in ("your next turn", "their next turn"):
        raise ParseFailure(rest, "skip what")
    return SkipNextTurn(as_player(subject, ctx))  # CR 500.11


@verb("end")
def _end(subject: Subject, rest: str, ctx: Context) -> Effect:
    if rest != "the turn":
        raise ParseFailure(rest, "end what")
    return EndTheTurn()  # CR 721.1


@verb("claim")
def _claim(subject: Subject, rest: str, ctx: Context) -> Effect:
    if rest.rstrip("!") != "the prize" or ctx.prize is None:
        raise ParseFailure(rest, "claim what")
    from grimoire.oracle.effects import parse_effect

    prize_ctx = Context(card_name=ctx.card_name, linked=ctx.linked, in_trigger=True)
    return ClaimThePrize(parse_effect(ctx.prize, prize_ctx))  # CR 702.159b


@verb("install")
def _install(subject: Subject, rest: str, ctx: Context) -> Effect:
    if rest == "the result on ~" and ctx.rolled and isinstance(subject, You):
        return InstallResults()  # the die goes on this card (CR 706.8a bookkeeping)
    raise ParseFailure(rest, "install what")


@verb("uninstall")
def _uninstall(subject: Subject, rest: str, ctx: Context) -> Effect:
    if rest == "all results from ~" and isinstance(subject, You):
        return InstallResults(uninstall=True)
    raise ParseFailure(rest, "uninstall what")


@verb("flip")
def _flip(subject: Subject, rest: str, ctx: Context) -> Effect:
    if rest == "a coin" and isinstance(subject, You):
        return FlipCoin()  # CR 705.2: "If you win/lose the flip" read it
    if rest == "a coin until you lose a flip" and isinstance(subject, You):
        return FlipCoin(until_lost=True)  # "for each flip you won" reads it
    raise ParseFailure(rest, "flip what")


def _action(name: str, subject: Subject, ctx: Context, **fields: object) -> Effect:
    return KeywordAction(name, **fields)  # type: ignore[arg-type]


@verb("explore")
def _explore(subject: Subject, rest: str, ctx: Context) -> Effect:
    if rest:
        raise ParseFailure(rest, "explores what")
    return _action("explore", subject, ctx, what=as_object(subject))  # CR 701.40a


@verb("venture")
def _venture(subject: Subject, rest: str, ctx: Context) -> Effect:
    if rest.lower() == "into undercity":  # CR 701.46d: the dungeon with that dungeon type
        return _action("venture", subject, ctx, player=as_player(subject, ctx),
                       subtype="Undercity")
    if rest != "into the dungeon":
        raise ParseFailure(rest, "venture where")
    return _action("venture", subject, ctx, player=as_player(subject, ctx))  # CR 701.46


def _numbered_action(name: str) -> Handler:
    def handler(subject: Subject, rest: str, ctx: Context) -> Effect:
        match = re.fullmatch(NUMBER_RE, rest)
        if not match:
            raise ParseFailure(rest, f"{name} how much")
        # "Its controller incubates X": that player creates the token (CR 701.51a)
        return _action(name, subject, ctx, amount=parse_number(rest, ctx),
                       player=as_player(subject, ctx))

    return handler


def _bare_action(name: str) -> Handler:
    def handler(subject: Subject, rest: str, ctx: Context) -> Effect:
        if rest:
            raise ParseFailure(rest, f"{name} what")
        return _action(name, subject, ctx, player=as_player(subject, ctx))

    return handler


for _name in ("incubate", "bolster"):
    VERBS[_name] = _numbered_action(_name)

VERBS["learn"] = _bare_action("learn")


@verb("populate")
def _populate(subject: Subject, rest: str, ctx: Context) -> Effect:
    """CR 701.36a: "To populate means to choose a creature token you control and create a
    token that's a copy of that creature token" (no target; none: nothing happens)."""
    if rest:
        raise ParseFailure(rest, "populate what")
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


@verb("goad")
def _goad(subject: Subject, rest: str, ctx: Context) -> Effect:
    return _action("goad", subject, ctx, what=parse_object(rest, ctx))  # CR 701.38a


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
    match = re.fullmatch(r"(.+?)'s? power and toughness until end of turn", rest)
    if not match:
        raise ParseFailure(rest, "switch what")
    return SwitchPowerToughness(parse_object(match.group(1), ctx))  # CR 613.4d
