"""Conditions about what happened earlier: how a permanent came to be, what entered or was
put into a graveyard this turn, an object as it last existed, life changes this turn, and a
player's hand or life against each opponent's. Used by intervening "if" clauses (CR 603.4:
checked as the ability triggers and again as it resolves) and by "as long as" statics
through :func:`grimoire.oracle.conditions.parse_condition`.

>>> from grimoire.oracle.ir import ThisObject
>>> cast = event_condition("you cast it from your hand", Context(antecedent=ThisObject()))
>>> cast.ref, cast.filter.cast_with
(ThisObject(), 'cast:hand')
>>> cond = event_condition("two or more nonland permanents entered the battlefield under your "
...                        "control this turn", Context())
>>> cond.amount.filter.controller, cond.check.value
('you', 2)
>>> event_condition("you descended this turn", Context()).check
NumberCheck(op='ge', value=1)
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle import ir
from grimoire.oracle.amounts import NUMBER_RE, parse_amount, parse_number
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import PERMANENT_TYPES, parse_filter
from grimoire.oracle.lexer import SELF
from grimoire.oracle.mana_source_text import mana_from
from grimoire.oracle.player_counts import checked_condition

_OPS = {"greater": "ge", "more": "ge", "less": "le", "fewer": "le"}
_COUNTED = rf"(a|an|another|one or more|({NUMBER_RE}) or more)"
"""How many: "a" / "another" (one or more), "two or more"."""


def _ref(word: str, ctx: Context) -> ir.ObjectRef | None:
    """The object "it" / "~" / "this creature" / "that creature" names."""
    if word == SELF.lower() or word.startswith("this "):
        return ir.ThisObject()
    return ctx.antecedent


def _least(counted: str, number: str | None, ctx: Context) -> int | None:
    if number is None:
        return 1
    amount = parse_number(number, ctx)
    return amount.value if isinstance(amount, ir.Fixed) else None


def event_condition(text: str, ctx: Context) -> ir.Condition | None:
    """The condition of a phrase of this family, or None."""
    text = text.strip()
    low = text.lower()
    found = _cast(low, ctx) or _life(low) or _against_each(low) or _spells(text, ctx) \
        or _player_quality(low, ctx) or _counted(text, ctx) or _died(text)
    if found is not None:
        return found
    match = re.fullmatch(_COUNTED + r" (.+?) entered the battlefield under your control "
                         r"this turn", text, re.IGNORECASE)
    if match:  # celebration: tokens created count (CR 111.1, 603.6a)
        least = _least(match.group(1), match.group(2), ctx)
        flt, _ = parse_filter(match.group(3))
        flt = replace(flt, controller="you", zone=None,
                      another=flt.another or match.group(1).lower() == "another")
        if least is not None:
            return ir.AmountCompare(ir.EnteredThisTurn(flt), ir.NumberCheck("ge", least))
    if low in ("you've committed a crime this turn", "you committed a crime this turn"):
        return ir.HappenedThisTurn("you_committed_crime")  # CR 700.13
    if low == "you descended this turn":  # CR 700.11: a permanent card into your graveyard
        descended = ir.ObjectFilter(types_any=PERMANENT_TYPES, token=False)
        return ir.AmountCompare(ir.ToGraveyardThisTurn(descended), ir.NumberCheck("ge", 1))
    match = re.fullmatch(_COUNTED + r" (.+? cards?) (?:was|were) put into your graveyard from "
                         r"anywhere this turn", text, re.IGNORECASE)
    if match:
        least = _least(match.group(1), match.group(2), ctx)
        flt, _ = parse_filter(match.group(3))
        if least is not None:
            return ir.AmountCompare(ir.ToGraveyardThisTurn(replace(flt, zone=None, token=False)),
                                    ir.NumberCheck("ge", least))
    match = re.fullmatch(rf"you attacked with creatures with total power ({NUMBER_RE}) or "
                         r"(greater|more) this combat", low)
    if match:  # pack tactics (CR 508.1)
        least = _least("", match.group(1), ctx)
        if least is not None:
            return ir.AmountCompare(ir.AttackersTotalPower(), ir.NumberCheck("ge", least))
    match = re.fullmatch(r"(it|~|this \w+)(?:'s| is) (renowned|monstrous|enchanted)", low)
    if match and (ref := _ref(match.group(1), ctx)) is not None:
        if match.group(2) == "enchanted":  # an Aura attached to it (CR 303.4)
            return ir.ObjectMatches(ref, ir.ObjectFilter(enchanted=True))
        if ref == ir.ThisObject():  # CR 702.112b, 701.37b: the source's designation
            return ir.HasDesignation(match.group(2))  # type: ignore[arg-type]
    return _last_was(low, ctx)


def _cast(low: str, ctx: Context) -> ir.Condition | None:
    """ "you cast it [from your hand]", "it was cast", "it wasn't cast", "you didn't cast it
    from your hand" (CR 601.2a; a permanent put onto the battlefield or a token wasn't)."""
    if low in ("you haven't cast a spell from your hand this turn",
               "you didn't cast a spell from your hand this turn"):
        return ir.Not(ir.CastSpellThisTurn(ir.ObjectFilter(cast_with=ir.CAST_FROM_HAND_FLAG)))
    match = re.fullmatch(r"you (cast|didn't cast) (it|~|this \w+|that creature)( from your hand)?",
                         low)
    if match:
        negated, word, hand = match.group(1) != "cast", match.group(2), match.group(3)
    else:
        match = re.fullmatch(r"(it|he|she|they|~|this \w+|that creature) (was|were|wasn't|"
                             r"weren't) cast( from your hand)?", low)
        if match is None:
            return None
        negated, word, hand = "n't" in match.group(2), match.group(1), match.group(3)
    ref = _ref(word if word not in ("he", "she", "they") else "it", ctx)
    if ref is None:
        return None
    flag = ir.CAST_FROM_HAND_FLAG if hand else ir.CAST_FLAG
    cond = ir.ObjectMatches(ref, ir.ObjectFilter(cast_with=flag))
    return ir.Not(cond) if negated else cond


def _life(low: str) -> ir.Condition | None:
    """ "you gained or lost life this turn", "you gained and lost life this turn", "you
    didn't lose life this turn" (CR 119.3)."""
    gained = ir.AmountCompare(ir.LifeChangedTotal(gained=True), ir.NumberCheck("ge", 1))
    lost = ir.AmountCompare(ir.LifeChangedTotal(gained=False), ir.NumberCheck("ge", 1))
    if low == "you gained or lost life this turn":
        return ir.AnyOf((gained, lost))
    if low == "you gained and lost life this turn":
        return ir.AllOf((gained, lost))
    if low in ("you didn't lose life this turn", "you haven't lost life this turn"):
        return ir.Not(lost)
    return None


def _against_each(low: str) -> ir.Condition | None:
    """ "you have more cards in hand than each opponent", "you have more life than each
    opponent" / "than an opponent", "an opponent has more life than you": compared with
    each opponent still in the game (CR 800.4a)."""
    match = re.fullmatch(r"you have more (cards in (?:your )?hand|life) than (each|an) opponent",
                         low)
    if match:
        life = match.group(1) == "life"
        theirs = ir.LifeTotal(ir.CheckedPlayer()) if life else ir.CardsIn("hand",
                                                                          ir.CheckedPlayer())
        yours = ir.LifeTotal() if life else ir.CardsIn("hand")
        if match.group(2) == "each":  # no opponent has as many or more
            return ir.Not(ir.PlayersExist(ir.PlayersWhere(
                ir.EachOpponent(), ir.CompareAmounts(theirs, "ge", yours))))
        return ir.PlayersExist(ir.PlayersWhere(ir.EachOpponent(),
                                               ir.CompareAmounts(theirs, "lt", yours)))
    if low == "no opponent has more life than that player":  # the defending player
        return ir.Not(ir.PlayersExist(ir.PlayersWhere(ir.EachOpponent(), ir.CompareAmounts(
            ir.LifeTotal(ir.CheckedPlayer()), "gt", ir.LifeTotal(ir.DefendingPlayer())))))
    match = re.fullmatch(r"an opponent has more (cards in (?:their )?hand|life) than you", low)
    if match:
        life = match.group(1) == "life"
        theirs = ir.LifeTotal(ir.CheckedPlayer()) if life else ir.CardsIn("hand",
                                                                          ir.CheckedPlayer())
        yours = ir.LifeTotal() if life else ir.CardsIn("hand")
        return ir.PlayersExist(ir.PlayersWhere(ir.EachOpponent(),
                                               ir.CompareAmounts(theirs, "gt", yours)))
    return None


def _last_was(low: str, ctx: Context) -> ir.Condition | None:
    """ "it had counters on it", "it had a +1/+1 counter on it", "it had no time counters on
    it", "its power was 3 or greater", "it's not a token": the object as it last existed on
    the battlefield (CR 603.10a, 608.2h)."""
    match = re.fullmatch(r"(it|~|this \w+|that creature) had (?:(a|an|one or more|no) )?"
                         r"(?:([+\-\w/]+) )?counters? on it", low)
    if match:
        ref = _ref(match.group(1), ctx)
        if ref is None:
            return None
        kind = match.group(3) or "any"
        has = ir.AsItLastWas(ref, ir.ObjectFilter(counters=kind))
        return ir.Not(has) if match.group(2) == "no" else has
    match = re.fullmatch(r"(its|~'s|this \w+'s|that creature's) (power|toughness) was "
                         r"(?:(\d+) or (greater|more|less|fewer)|less than (\d+)|greater than "
                         r"(\d+))", low)
    if match:
        ref = _ref(match.group(1).removesuffix("'s").replace("its", "it"), ctx)
        if ref is None:
            return None
        if match.group(3):
            check = ir.NumberCheck(_OPS[match.group(4)], int(match.group(3)))  # type: ignore[arg-type]
        elif match.group(5):
            check = ir.NumberCheck("lt", int(match.group(5)))
        else:
            check = ir.NumberCheck("gt", int(match.group(6)))
        stat = ir.ObjectFilter(power=check) if match.group(2) == "power" else \
            ir.ObjectFilter(toughness=check)
        return ir.AsItLastWas(ref, stat)
    match = re.fullmatch(r"(it|~|this \w+)(?:'s not| isn't| is not) a token", low)
    if match:  # (a token put into a graveyard ceases to exist there, CR 704.5d)
        ref = _ref(match.group(1), ctx)
        return ir.AsItLastWas(ref, ir.ObjectFilter(token=False)) if ref is not None else None
    return None


def _spells(text: str, ctx: Context) -> ir.Condition | None:
    """ "you've cast another spell this turn", "you've cast two or more spells this turn",
    "you've cast three or more instant and sorcery spells this turn", "you've cast a spell
    with mana value 4 or greater this turn", "you've cast both a creature spell and a
    noncreature spell this turn" (CR 601.2i), "at least four mana was spent to cast it"
    (CR 601.2h)."""
    low = text.lower()
    match = re.fullmatch(r"you(?:'ve| have)? cast both (?:a|an) (.+?) spell and (?:a|an) (.+?) "
                         r"spell this turn", text, re.IGNORECASE)
    if match:
        both = tuple(ir.CastSpellThisTurn(replace(parse_filter(m + " card")[0], zone=None))
                     for m in match.group(1, 2))
        return ir.AllOf(both)
    match = re.fullmatch(r"you(?:'ve| have)? cast " + _COUNTED + r" (?:(.+?) )?spells?"
                         r"( with [^,]+?)? this turn", text, re.IGNORECASE)
    if match:
        least = _least(match.group(1), match.group(2), ctx)
        noun = ((match.group(3) or "").replace(" and ", " or ") + " card"
                + (match.group(4) or "")).strip()
        flt, _ = parse_filter(noun)
        other = match.group(1).lower() == "another"
        if least is not None:
            return ir.AmountCompare(ir.SpellsCastThisTurn(ir.You(), replace(flt, zone=None),
                                                          other=other),
                                    ir.NumberCheck("ge", least))
    spent = mana_from(text, ctx, was=True)
    if spent is not None:  # "if mana from a Treasure was spent to cast it" (CR 601.2h)
        return ir.AmountCompare(spent, ir.NumberCheck("ge", 1))
    match = re.fullmatch(rf"at least ({NUMBER_RE}) mana was spent to cast (it|that spell|~|"
                         r"this spell)", low)
    if match:
        least = _least("", match.group(1), ctx)
        spell = ir.ThisObject() if match.group(2) in ("~", "this spell") else (
            ctx.cast_spell or ctx.antecedent)
        if least is not None and spell is not None:
            return ir.AmountCompare(ir.ManaSpentOn(spell), ir.NumberCheck("ge", least))
    return None


_QUALITIES = {
    "is poisoned": ir.AmountCompare(ir.PlayerCountersOf(ir.CheckedPlayer(), "poison"),
                                    ir.NumberCheck("ge", 1)),  # CR 122.1f
    "has no cards in hand": ir.AmountCompare(ir.CardsIn("hand", ir.CheckedPlayer()),
                                             ir.NumberCheck("eq", 0)),
}


def _quality(text: str) -> ir.Condition | None:
    """What a player must be: :func:`~grimoire.oracle.player_counts.checked_condition`'s
    qualities, and "controls no <permanents>", "is poisoned", "has no cards in hand", "has N
    or less life"."""
    if text in _QUALITIES:
        return _QUALITIES[text]
    match = re.fullmatch(r"controls no (.+)", text)
    if match:
        some = checked_condition("controls a " + match.group(1))
        return ir.Not(some) if some is not None else None
    match = re.fullmatch(r"has (\d+) or (less|more) life", text)
    if match:
        return ir.AmountCompare(ir.LifeTotal(ir.CheckedPlayer()), ir.NumberCheck(
            "le" if match.group(2) == "less" else "ge", int(match.group(1))))
    return checked_condition(text)


def _player_quality(low: str, ctx: Context) -> ir.Condition | None:
    """ "defending player controls no black permanents", "that player has no cards in
    hand", "it's not their turn": a quality of one player (CR 506.2: the defending player
    of the attacking source; "that player": the trigger's player)."""
    match = re.fullmatch(r"(?:it's|it is) not (their|that player's) turn", low)
    if match and ctx.player_antecedent is not None:
        return ir.Not(ir.PlayersTurn(ctx.player_antecedent))
    match = re.fullmatch(r"(defending player|that player) (.+)", low)
    if match is None:
        return None
    who: ir.PlayerRef | None = ir.DefendingPlayer() if match.group(1) == "defending player" \
        else ctx.player_antecedent
    if who is None:
        return None
    quality = _quality(match.group(2))
    return ir.PlayersExist(ir.PlayersWhere(who, quality)) if quality is not None else None


def _number_of(phrase: str, ctx: Context) -> ir.Amount | None:
    try:
        return parse_amount("the number of " + phrase, ctx)
    except ParseFailure:
        return None


_BOUND = rf"(?:(exactly )?({NUMBER_RE})( or more| or fewer| or less)?|(no)|(fewer than) (\w+))"
"""A count's bound: "exactly one", "four or more", "three or fewer", "no", "fewer than six"."""


def _check(match: re.Match[str], first: int, ctx: Context) -> ir.NumberCheck | None:
    exactly, number, more, no, fewer, than = match.group(*range(first, first + 6))
    if no:
        return ir.NumberCheck("eq", 0)
    word = number or than
    value = 1 if word and word.lower() in ("a", "an") else None
    if value is None:
        amount = parse_number(word, ctx)
        if not isinstance(amount, ir.Fixed):
            return None
        value = amount.value
    if fewer:
        return ir.NumberCheck("lt", value)
    if exactly or not more:
        return ir.NumberCheck("eq" if exactly else "ge", value)
    return ir.NumberCheck("ge" if more == " or more" else "le", value)


def _counted(text: str, ctx: Context) -> ir.Condition | None:
    """A count against a bound: "you have four or more creature cards in your graveyard",
    "there are no Zombies on the battlefield", "your opponents control no creatures",
    "you control exactly one creature", "you have seven or more cards in hand", "twenty or
    more creature cards are in your graveyard" (the count as "the number of ...")."""
    forms = (
        (rf"you have {_BOUND} (.+?) in (?:your )?(hand|graveyard|library)", "{} in your {}"),
        (rf"there (?:are|is) {_BOUND} (.+?) (in your graveyard|on the battlefield)", "{} {}"),
        (rf"{_BOUND} (.+?) (?:are|is) (in your graveyard)", "{} {}"),
        (rf"(you|your opponents) control {_BOUND} (.+)", "{1} {0} control"),
    )
    for pattern, phrase in forms:
        match = re.fullmatch(pattern, text, re.IGNORECASE)
        if match is None:
            continue
        first = 2 if phrase.startswith("{1}") else 1
        check = _check(match, first, ctx)
        rest = match.groups()[first + 5:]
        if phrase.startswith("{1}"):
            amount = _number_of(phrase.format(match.group(1).lower(), rest[0]), ctx)
        else:
            amount = _number_of(phrase.format(*rest), ctx)
        if check is not None and amount is not None:
            return ir.AmountCompare(amount, check)
    return None


def _died(text: str) -> ir.Condition | None:
    """ "a creature died under your control this turn", "another Human died under your
    control this turn", "an artifact or creature was put into a graveyard from the
    battlefield this turn", "an enchantment was put into your graveyard from the battlefield
    this turn" (CR 700.4), each matched as it last existed on the battlefield."""
    match = re.fullmatch(r"(a|an|another) (.+?) (?:died|was put into (a|your) graveyard from "
                         r"the battlefield)(?: under (your|an opponent's) control)? this turn",
                         text, re.IGNORECASE)
    if match is None:
        return None
    flt, _ = parse_filter(match.group(2))
    whose = {"your": "you", "an opponent's": "opponent"}.get((match.group(4) or "").lower())
    flt = replace(flt, zone=None, controller=whose or flt.controller,  # type: ignore[arg-type]
                  another=flt.another or match.group(1).lower() == "another")
    died = ir.DiedThisTurn(flt, yours=(match.group(3) or "").lower() == "your")
    return ir.AmountCompare(died, ir.NumberCheck("ge", 1))
