"""Amount phrases ("three", "X", "the result", "the number of cards in your hand").

>>> parse_amount("three", Context()), parse_amount("the result", Context(rolled=True))
(Fixed(value=3), DieResult(natural=False, total=False, other=False))
>>> parse_amount("the number of cards in your hand", Context())
CardsIn(zone='hand', player=You())
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from grimoire.oracle import ir
from grimoire.oracle.chosen_text import that_quality
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import (
    AllMatching,
    Amount,
    AttractionsVisitedThisTurn,
    Bound,
    CardsIn,
    ChosenColorsOf,
    ColorsSpent,
    CountersOn,
    CountOf,
    DieResult,
    EventAmount,
    ExiledWith,
    Fixed,
    FlipsWon,
    GrantingSource,
    HalfOf,
    LifeChangedTotal,
    LifeLostThisWay,
    ManaSpentOn,
    Minus,
    ObjectRef,
    Plus,
    PowerOf,
    ResultCount,
    ResultDifference,
    SacrificedAsCost,
    StoredSameValue,
    SumOf,
    ThisObject,
    Times,
    TimesPaid,
    VarX,
    You,
)
from grimoire.oracle.lexer import GRANTER, SELF
from grimoire.oracle.player_counts import for_each_player, player_amount
from grimoire.oracle.stack_text import stack_amount
from grimoire.oracle.this_way_text import this_way_count
from grimoire.oracle.vote_text import vote_count

NUMBER_WORDS = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "twenty": 20,
    "zero": 0,
    "single": 1,
}
NUMBER_RE = (r"(?:\d+|X|that many|"
             + "|".join(sorted(NUMBER_WORDS, key=len, reverse=True)) + r")")
"""A count word; "that many" (CR 608.2c) is one too, read by :func:`that_many`."""


COUNT_PHRASES: list[Callable[[str, Context], Amount | None]] = []
"""Readers of counting phrases ("basic land types among lands you control", "cards in that
player's hand"), given the text after "the number of" / "for each"; filled by
:mod:`grimoire.oracle.amount_phrases` (which needs the player references of
:mod:`grimoire.oracle.refs`, itself built on this module)."""


AMOUNT_PHRASES: list[Callable[[str, Context], Amount | None]] = []
"""Readers of whole amount phrases no rule of :func:`parse_amount` knows ("the total power of
creatures you control", "twice the number of ...", "3 minus the number of ..."), tried last;
filled by :mod:`grimoire.oracle.amount_phrases`."""


def _counted(text: str, ctx: Context, readers: list[Callable[[str, Context], Amount | None]]
             = COUNT_PHRASES) -> Amount | None:
    """The first reading of ``text`` a reader gives (:data:`COUNT_PHRASES`), or None."""
    for read in readers:
        found = read(text, ctx)
        if found is not None:
            return found
    return None


def parse_number(word: str, ctx: Context) -> Amount:
    """A count word: digits, a number word, or X (the sentence's X, else the spell's X)."""
    word = word.strip()
    if word.isdigit():
        return Fixed(int(word))
    if word.lower() in NUMBER_WORDS:
        return Fixed(NUMBER_WORDS[word.lower()])
    if word == "X":
        if ctx.x_value is not None:
            return ctx.x_value
        return ctx.chosen_x if ctx.chosen_x is not None else VarX()
    if word.lower() == "that many":
        return that_many(ctx)
    raise ParseFailure(word, "not a number")


def that_many(ctx: Context) -> Amount:
    """ "that many" as a count (CR 608.2c: an instruction may refer to a number an earlier
    part of the ability gave): the die result after a roll in this ability; the number an
    earlier instruction of the same ability counted (``Context.counted``); else the number
    of the triggering event of a trigger that has one (the damage dealt, the life gained).
    Anything else is not understood, never guessed."""
    if ctx.rolled:
        return DieResult(total=ctx.result_total)
    if ctx.counted is not None:
        return ctx.counted
    if ctx.in_trigger and ctx.event_counts:
        return EventAmount()
    raise ParseFailure("that many", "'that many' with nothing counted before it")


def result_count(phrase: str, ctx: Context) -> ResultCount | None:
    """The dice of the roll just made that "for each <phrase>" counts: "odd result",
    "even result", "different result", "result of 1", "other result"."""
    if not ctx.rolled:
        return None
    text = phrase.strip().rstrip(".").lower()
    match = re.fullmatch(r"(odd|even) results?", text)
    if match:
        return ResultCount(parity=match.group(1))  # type: ignore[arg-type]
    if text in ("different result", "different results"):
        return ResultCount(distinct=True)
    match = re.fullmatch(r"results? of (\d+)", text)
    if match:
        return ResultCount(value=int(match.group(1)))
    return None


def that_much(ctx: Context) -> Amount:
    """ "that much" / "that many": the die result after a roll in this ability, else the
    number of the triggering event ("deals that much damage")."""
    if ctx.rolled:
        return DieResult(total=ctx.result_total)
    if ctx.in_trigger:
        return EventAmount()
    raise ParseFailure("that much", "'that much' without a roll or an event")


def parse_amount(phrase: str, ctx: Context) -> Amount:
    """Parse an amount phrase."""
    text = that_quality(phrase.strip().rstrip("."), ctx)  # "... of that type" (chosen)
    try:
        return parse_number(text, ctx)
    except ParseFailure:
        pass

    half = re.fullmatch(r"half (.+), rounded (up|down)", text)
    if half:  # "half the number of Zombies you control, rounded down" (CR 107.1a)
        return HalfOf(parse_amount(half.group(1), ctx), half.group(2) == "up")
    summed = re.fullmatch(r"(the number of .+?) plus (the number of .+)", text)
    if summed:  # "the number of creatures you control plus the number of planeswalkers you
        # control": two counts added (a creature planeswalker counts in both: the rulings)
        return Plus((parse_amount(summed.group(1), ctx), parse_amount(summed.group(2), ctx)))
    died = re.fullmatch(r"the number of (.+)", text)
    counted = _counted(died.group(1), ctx) if died else None
    if counted is not None:  # (grimoire.oracle.amount_phrases)
        return counted
    if died and _DIED.fullmatch(died.group(1)):  # "... creatures that died this turn"
        return for_each_amount(died.group(1), ctx)
    stacked = stack_amount(text, ctx)  # "the greatest power among ...", "that spell's ..."
    if stacked is not None:
        return stacked
    low = text.lower()
    match = re.fullmatch(r"(.+) minus (\d+|one|two)", text)
    if match:
        return Minus(parse_amount(match.group(1), ctx), parse_number(match.group(2), ctx))
    match = re.fullmatch(r"(X|\d+) plus (X|\d+|one|two|three)", text)
    if match:  # "~ deals X plus 2 damage", "You gain X plus 3 life" (CR 107.3)
        return Plus((parse_number(match.group(1), ctx), parse_number(match.group(2), ctx)))
    match = re.fullmatch(r"(\d+|one|two|three) plus (the number of .+)", text)
    if match:  # "one plus the number of other creatures you control"
        return Plus((parse_number(match.group(1), ctx), parse_amount(match.group(2), ctx)))
    match = re.fullmatch(r"the number of card types among cards in (your|all) graveyards?", low)
    if match:  # CR 205.2a (Tarmogoyf: every player's graveyard)
        return ir.CardTypesIn("graveyard",
                              ir.EachPlayer() if match.group(1) == "all" else ir.You())
    if low == "the greatest number of stored results on it of the same value":
        return StoredSameValue(ThisObject())  # CR 706.8a
    if low in ("that much", "that many"):
        return that_much(ctx)
    if low in ("the number of times it's been cast from the command zone this game",
               "the number of times it has been cast from the command zone this game"):
        return ir.CommanderCasts()  # CR 903.8
    if low in ("the number of colors in your commanders' color identity",
               "the number of colors in your commander's color identity"):
        return ir.CommanderIdentityColors()  # CR 903.4
    if low == "your speed":  # CR 702.179f (0 without speed)
        return ir.PlayerSpeed()
    match = re.fullmatch(r"the number of " + _PLAYER_COUNTERS, low)
    if match:  # CR 122.1: counters on a player ("the number of experience counters you have")
        return _counters_of(match, ctx)
    match = re.fullmatch(r"your devotion to (white|blue|black|red|green)(?: and "
                         r"(white|blue|black|red|green))?", low)
    if match:  # CR 700.5
        return ir.Devotion(tuple(_COLOR[c] for c in match.groups() if c))
    if low == "your life total":  # CR 119.1 (Storm Herd: "where X is your life total")
        return ir.LifeTotal()
    if low in ("the life lost this way", "the total life lost this way"):
        return LifeLostThisWay()  # CR 702.101a (extort)
    if low in ("the damage dealt this way", "the amount of damage dealt this way"):
        return ir.DamageDealtThisWay()  # CR 608.2c
    if low == f"{SELF}'s loyalty":  # CR 306.5c: the number of its loyalty counters
        return CountersOn(ThisObject(), "loyalty")
    if low in ("the damage dealt", "the amount of damage dealt") and ctx.in_trigger:
        return EventAmount()
    if low == "the amount of life you gained" and ctx.in_trigger and ctx.event_counts:
        return EventAmount()  # "Whenever you gain life, ...": the life that event gave
    if low == "the difference" and ctx.difference is not None:
        return ctx.difference  # (set by the condition that compared the two amounts)
    if low in ("the difference between those results", "the difference between the results"):
        if not ctx.rolled:
            raise ParseFailure(phrase, "'those results' without a roll")
        return ResultDifference()
    match = re.fullmatch(
        r"(?:the|their) total (mana value|power|toughness)(?: of (those cards|them|those "
        r"creatures|the exiled cards|all cards revealed this way))?",
        low,
    )
    if match:
        if match.group(2) == "those cards" and ctx.cards == Bound("milled"):
            # "you mill three cards, then ... the total mana value of those cards": the cards
            # the mill moved (CR 701.13a), not a player named before
            return SumOf(ctx.cards, match.group(1).replace(" ", "_"))  # type: ignore[arg-type]
        if ctx.antecedent is None or (match.group(2) == "all cards revealed this way" and
                                      ctx.antecedent not in (Bound("looked"), Bound("revealed"))):
            raise ParseFailure(phrase, "'their total' without an antecedent")  # (a reveal's)
        return SumOf(ctx.antecedent, match.group(1).replace(" ", "_"))  # type: ignore[arg-type]
    match = re.fullmatch(
        r"the (power|toughness) of the (?:creature|permanent) you sacrificed this way", low
    )
    if match:
        return PowerOf(Bound("sacrificed", player=You()), toughness=match.group(1) == "toughness")
    if low in ("the result", "that result", "the die result"):
        if not ctx.rolled:
            raise ParseFailure(phrase, "'the result' without a roll")
        return DieResult(total=ctx.result_total)
    if low in ("the other result",):
        if not ctx.chooses_two:
            raise ParseFailure(phrase, "'the other result' without two dice")
        return DieResult(other=True)
    if low in ("the total of those results", "the total of the results", "the sum of the results"):
        return DieResult(total=True)
    if low == "the natural result":
        return DieResult(natural=True)
    if low in ("twice x",):
        return Times(parse_number("X", ctx), 2)
    if re.fullmatch(r"the number of colors of mana spent to cast (?:it|~|this spell)", low):
        return ColorsSpent()  # converge (CR 207.2c)
    if re.fullmatch(r"the (?:amount|total amount) of mana spent to cast (?:it|~|this spell|this "
                    r"creature)", low):
        return ManaSpentOn(ThisObject())  # CR 601.2h: the total cost paid (0 if not cast)
    match = re.fullmatch(r"(twice )?the number of times (?:~|it|this \w+|[\w,' -]+) was "
                         r"kicked", low)
    if match:  # CR 702.33c-d: multikicker, two kicker costs
        return Times(TimesPaid(), 2) if match.group(1) else TimesPaid()
    match = re.fullmatch(r"the number of cards in (your|their) (hand|graveyard|library)", low)
    if match:
        from grimoire.oracle.refs import library_owner  # "their": the subject (CR 109.5)

        whose = library_owner(match.group(1), ctx)
        return CardsIn(match.group(2), whose)  # type: ignore[arg-type]
    match = re.fullmatch(r"the number of (.+?) counters on (" + re.escape(SELF) + "|"
                         + re.escape(GRANTER) + ")", text)
    if match:  # on the granting object (CR 201.5a) or on this object
        on = GrantingSource() if match.group(2) == GRANTER else ThisObject()
        return CountersOn(on, match.group(1))
    match = re.fullmatch(r"the number of (.+?) counters on it", text)
    if match and (ctx.antecedent is not None or ctx.of_permanent):
        # "it": the object the sentence is about (the source when nothing else was named)
        it = ctx.antecedent if ctx.antecedent is not None else ThisObject()
        return CountersOn(it, match.group(1))
    if re.fullmatch(r"the number of " + _VISITED, text, re.IGNORECASE):
        return AttractionsVisitedThisTurn()  # CR 701.49a
    match = re.fullmatch(r"the (?:amount|total amount) of life you(?:'ve| have)? (gained|lost) "
                         r"(this|last) turn", low)
    if match:  # CR 119.3
        return LifeChangedTotal(match.group(1) == "gained", match.group(2) == "last")
    match = re.fullmatch(r"the (?:total )?(?:amount of )?life (gained|lost) by your opponents "
                         r"(this|last) turn", low)
    if match:  # CR 119.3: summed over each opponent (Cryptborn Horror)
        return LifeChangedTotal(match.group(1) == "gained", match.group(2) == "last",
                                opponents=True)
    over_players = player_amount(text, ctx)  # "the number of opponents you have" (CR 800.4a)
    if over_players is not None:
        return over_players
    done = this_way_count(low.removeprefix("the number of "), ctx) \
        if low.startswith("the number of ") else None
    if done is not None:  # "the number of creatures destroyed this way" (CR 608.2c)
        return done
    match = re.fullmatch(r"the number of (.+)", text)
    if match:
        flt, _ = parse_filter(match.group(1))
        if flt.zone is None and "card" not in match.group(1):
            flt = replace(flt, zone="battlefield")
        if "card" in match.group(1):
            ctx.antecedent = AllMatching(flt)  # "those cards" later means the cards counted
        return CountOf(flt)
    match = re.fullmatch(r"the mana value of (?:the exiled card|that card|the exiled permanent)",
                         text)
    if match and isinstance(ctx.antecedent, Bound):  # (Skyclave Apparition: CR 202.3)
        return SumOf(ctx.antecedent, "mana_value")
    match = re.fullmatch(r"(target creature)'s (power|toughness)", text) or re.fullmatch(
        r"the (?P<stat>power|toughness) of (?P<what>target (?:creature|permanent)[\w ]*)", text)
    if match:  # "with power greater than target creature's power" (Fell the Mighty), "equal
        from grimoire.oracle.refs import parse_object  # to the power of target creature you

        what, stat = (match.group("what"), match.group("stat")) if match.groupdict() \
            else (match.group(1), match.group(2))  # control" (Wall of Reverence)
        return PowerOf(parse_object(what, ctx), toughness=stat == "toughness")
    text = re.sub(r"^the (power|toughness|mana value) of the exiled card$",
                  r"the exiled card's \1", text)
    match = re.fullmatch(
        r"(that creature's|that permanent's|that spell's|that card's|that artifact's|"
        r"that enchantment's|that Saga's|its|the sacrificed (?:creature|artifact|enchantment|land|"
        r"permanent)'s|the revealed card's|the exiled card's|~'s|"
        r"the tapped creature's) "
        r"(power|toughness|mana value)",
        text,
    )
    if match:
        owner = match.group(1)
        ref: ObjectRef | None
        if owner.startswith("the sacrificed"):
            ref = SacrificedAsCost()
        elif owner == "the revealed card's" and ctx.revealed_cost:
            ref = SacrificedAsCost("revealed")  # "As an additional cost ..., reveal a card"
        elif owner == "the exiled card's" and ctx.exiled_cost and ctx.antecedent is None:
            ref = SacrificedAsCost("exiled")  # a spell's "As an additional cost ..., exile a
            # creature card from your graveyard" (no earlier step exiled anything)
        elif owner == "the exiled card's" and ctx.in_trigger and ctx.of_permanent and (
                ctx.antecedent in (None, ThisObject())):  # a permanent's trigger: the card
            ref = ExiledWith()  # exiled with it (CR 607.2a: Bishop of Binding, Redemptor)
        elif owner == f"{SELF}'s":
            ref = ThisObject()
        elif owner == "the tapped creature's":  # the creature a "When you do" triggered for
            ref = ctx.antecedent if isinstance(ctx.antecedent, ir.TriggeringObject) else None
        elif owner == "that spell's" and ctx.cast_spell is not None:
            ref = ctx.cast_spell  # in a cast trigger: the spell cast (CR 603.2)
        else:
            ref = ctx.antecedent
            if ref is None and owner == "its" and ctx.of_permanent:
                ref = ThisObject()
        if ref is None:
            raise ParseFailure(phrase, "'its' without an antecedent")
        stat = match.group(2)
        if stat == "mana value":
            return SumOf(ref, "mana_value")
        return PowerOf(ref, toughness=stat == "toughness")
    if low in ("its power", f"{SELF}'s power".lower()):
        ref = ThisObject() if SELF in text else ctx.antecedent
        if ref is None:
            raise ParseFailure(phrase, "'its' without an antecedent")
        return PowerOf(ref)
    other = _counted(text, ctx, AMOUNT_PHRASES)
    if other is not None:  # (grimoire.oracle.amount_phrases)
        return other
    raise ParseFailure(phrase, "unknown amount")


_VISITED = r"attractions? you've visited this turn"
_COLOR = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_PLAYER_COUNTERS = (r"(poison|experience|energy|rad|ticket) counters? (you|your opponents|its "
                    r"controller|they|that player) (?:have|has)")
"""Counters a player has (CR 122.1: experience; poison 122.1f; rad 122.1i; energy 107.14);
"your opponents have": their total; "its controller has": the controller of the object named
before (each creature in turn, :mod:`grimoire.oracle.each_boost_text`)."""


def _counters_of(match: re.Match[str], ctx: Context) -> ir.PlayerCountersOf:
    """The counters of ``_PLAYER_COUNTERS``'s player(s)."""
    word = match.group(2)
    who: ir.PlayerRef
    if word in ("you", "your opponents"):
        who = ir.EachOpponent() if word == "your opponents" else You()
    elif word == "its controller" and ctx.antecedent is not None:
        who = ir.ControllerOf(ctx.antecedent)
    elif word != "its controller" and ctx.player_antecedent is not None:
        who = ctx.player_antecedent  # "that player ... for each poison counter they have"
    elif word != "its controller" and ctx.in_trigger:
        who = ir.TriggeringPlayer()
    else:
        raise ParseFailure(match.group(0), f"{word!r} without an antecedent")
    return ir.PlayerCountersOf(who, match.group(1))


BLOCKING = re.compile(r"creature blocking (it|~|this creature)( beyond the first)?")
"""'it gets +1/+1 until end of turn for each creature blocking it [beyond the first]'."""
_DIED = re.compile(r"((?:nontoken )?(?:creature|permanent|[A-Z][a-z]+)s?) (?:that died|put into "
                   r"(your|a) graveyard from the battlefield) this turn")


def for_each_amount(phrase: str, ctx: Context) -> Amount:
    """The amount of a "for each <phrase>" tail.

    >>> for_each_amount("+1/+1 counter on ~", Context())
    CountersOn(ref=ThisObject(), kind='+1/+1')
    """
    text = phrase.strip().rstrip(".")
    counted = _counted(text, ctx)  # (grimoire.oracle.amount_phrases)
    if counted is not None:
        return counted
    types = re.fullmatch(r"card type among cards in (your|all) graveyards?", text)
    if types:  # CR 205.2a: "for each card type among cards in your graveyard"
        return ir.CardTypesIn("graveyard",
                              ir.EachPlayer() if types.group(1) == "all" else ir.You())
    over_players = for_each_player(text, ctx)  # "for each opponent who ..." (CR 800.4a)
    if over_players is not None:
        return over_players
    spell = ctx.antecedent or ctx.cast_spell
    if text == "of the chosen colors it is" and spell is not None:  # CR 607.2d
        return ChosenColorsOf(spell)
    removed = re.fullmatch(r"(.+?) counters? removed this way", text)
    if removed and removed.group(1) == ctx.removed_x:  # the X counters the cost removed
        return VarX()  # (CR 107.3a: the ability's X)
    done = this_way_count(text, ctx)  # "for each creature destroyed this way" (CR 608.2c)
    if done is not None:
        return done
    life = re.fullmatch(r"1 life you (gained|lost)", text)
    if life and life.group(1) == ctx.life_event:  # "Whenever you gain life, ... for each 1
        return EventAmount()  # life you gained": that one event's amount (CR 119.9, 603.2)
    blocking = BLOCKING.fullmatch(text)
    if blocking and (blocking.group(1) == SELF or ctx.antecedent in (None, ThisObject())):
        # "it": the source creature (CR 509.1h; as rampage's count, CR 702.23a)
        return ir.CreaturesBlocking(beyond=1 if blocking.group(2) else 0)
    voted = vote_count(text)  # "for each feather vote" (CR 701.32a)
    if voted is not None:
        return voted
    died = _DIED.fullmatch(text)
    if died:  # CR 700.4: "for each creature that died this turn"
        flt, _ = parse_filter(died.group(1))
        return ir.DiedThisTurn(replace(flt, zone=None), yours=died.group(2) == "your")
    match = re.fullmatch(_PLAYER_COUNTERS, text)
    if match:  # CR 122.1: "for each experience counter you have"
        return _counters_of(match, ctx)
    if text in ("flip you won", "flip you win"):  # CR 705.2 (grimoire.rules.coins)
        return FlipsWon()
    if re.fullmatch(_VISITED, text, re.IGNORECASE):
        return AttractionsVisitedThisTurn()  # CR 701.49a
    if re.fullmatch(r"time (?:~|it|this \w+) was kicked", text, re.IGNORECASE):
        return TimesPaid()  # CR 702.33c-d
    if re.fullmatch(r"colou?r of mana spent to cast (?:it|~|this spell)", text, re.IGNORECASE):
        return ColorsSpent()  # CR 702.44a (sunburst), 207.2c (converge)
    if re.fullmatch(r"time (?:its|~'s) replicate cost was paid", text, re.IGNORECASE):
        return TimesPaid("replicated")  # CR 702.56a
    match = re.fullmatch(r"(.+? cards?) among (?:those cards|the exiled cards)", text)
    if match and ctx.cards is not None:
        return CountOf(parse_filter(match.group(1))[0], among=ctx.cards)
    match = re.fullmatch(r"(.+?) counter on " + re.escape(SELF), text)
    if match:
        return CountersOn(ThisObject(), match.group(1))
    match = re.fullmatch(r"(\S+) counter on it", text)
    if match and ctx.antecedent is not None:  # "for each +1/+1 counter on it" (its last
        return CountersOn(ctx.antecedent, match.group(1))  # known counters, CR 608.2h)
    match = re.fullmatch(r"(\S+) counter on (\w+s(?: you control| your opponents control)?)",
                         text)
    if match and match.group(2) not in ("its", "them"):  # "for each loyalty counter on
        # planeswalkers you control" (Bioessence Hydra): summed over them, as they are now
        flt, _ = parse_filter(match.group(2))
        return CountersOn(AllMatching(replace(flt, zone="battlefield")), match.group(1))
    match = re.fullmatch(r"card in (your|their) (hand|graveyard)", text)
    if match:
        from grimoire.oracle.refs import library_owner  # "their": the subject (CR 109.5)

        whose = library_owner(match.group(1), ctx)
        return CardsIn(match.group(2), whose)  # type: ignore[arg-type]
    match = re.fullmatch(r"(.+?) attached to (~|this creature|it)", text)
    if match and (match.group(2) != "it" or ctx.antecedent in (None, ThisObject())):
        # "for each Aura and Equipment attached to it": the permanents attached to the
        # source ("it": the source, CR 301.5c, 303.4)
        flt, _ = parse_filter(match.group(1))
        return CountOf(replace(flt, zone="battlefield", attached_to_this=True))
    flt, _ = parse_filter(text)
    if flt.zone is None and "card" not in text:
        flt = replace(flt, zone="battlefield")
    return CountOf(flt)
