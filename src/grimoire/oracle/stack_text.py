"""Phrases about spells and abilities on the stack and their targets: "target spell or ability
with one or more targets" (CR 115.2: abilities on the stack can be targeted), "You may
choose new targets for that spell or ability" (CR 115.7d), and the amount "the greatest
power among creatures you control".

>>> stack_filter("spell or ability with one or more targets").or_ability
True
>>> greatest_amount("the greatest power among creatures you control").stat
'power'
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.ir import (
    Amount,
    CastTrigger,
    ChooseNewTargets,
    Conditional,
    CopyRepeatedly,
    CopySpell,
    DelayedTrigger,
    Effect,
    GreatestAmong,
    IfDid,
    MayDo,
    ObjectFilter,
    Sequence,
    SpellsCastBefore,
    SumOf,
    TargetToLowestRoller,
    ThisObject,
    TimesPaid,
    Trigger,
    TriggeringObject,
    TriggeringPlayer,
)

_STACK = re.compile(
    r"spells?(?P<or_ability> or abilit(?:y|ies))?(?P<who> you control| an opponent controls)?"
    r"(?:(?P<targets> with one or more targets)|(?P<single> with a single target))?",
    re.IGNORECASE,
)
_GREATEST = re.compile(
    r"the greatest (power|toughness|mana value) among (.+)", re.IGNORECASE
)
_NEW_TARGETS = re.compile(
    r"you may choose new targets for (that spell or ability|that spell|that ability|it)",
    re.IGNORECASE,
)


_ABILITY = re.compile(
    r"(?P<kind>activated or triggered|activated|triggered) abilit(?:y|ies)"
    r"(?P<who_first> you control| an opponent controls)?"
    r"(?P<source> from an? (?P<types>artifact|enchantment|artifact or enchantment|colorless)"
    r" source)?(?P<who> you control| an opponent controls)?(?P<single> with a single target)?",
    re.IGNORECASE,
)
_WHO = {"you control": "you", "an opponent controls": "opponent"}
Parse = Callable[[str], tuple[ObjectFilter, bool]]
"""The noun phrase parser (grimoire.oracle.filters.parse_filter, which calls this module)."""


def stack_filter(phrase: str, parse: Parse | None = None) -> ObjectFilter | None:
    """ "spell or ability [you control] [with one or more targets]", "activated or triggered
    ability [you control]", "spell or permanent", or None. With ``parse`` (the noun phrase
    parser), also a list of spells and abilities ("spell, activated ability, or triggered
    ability")."""
    if phrase.strip() == "spell or permanent":  # (Sleight of Mind's target, CR 612)
        return ObjectFilter(spell_or_permanent=True)
    union = None if parse is None else _spell_ability_union(phrase.strip(), parse)
    if union is not None:
        return union
    match = _STACK.fullmatch(phrase.strip())
    if match is not None and (match.group("or_ability") or match.group("single")):
        who = (match.group("who") or "").strip()  # (a plain "spell" is the filters' own)
        return ObjectFilter(is_spell=True, zone="stack", or_ability=bool(match.group(
                                "or_ability")),
                            controller=_WHO.get(who, "any"),  # type: ignore[arg-type]
                            with_targets=bool(match.group("targets")),
                            single_target=bool(match.group("single")))
    match = _ABILITY.fullmatch(phrase.strip())
    if match is not None and not (match.group("who_first") and match.group("who")):
        who = (match.group("who_first") or match.group("who") or "").strip()
        kinds = tuple(k for k in ("activated", "triggered") if k in match.group("kind").lower())
        # "from an artifact source": the ability's source has the type (CR 113.7); "from a
        # colorless source": it has no color (CR 105.2c)
        quality = match.group("types") or ""
        types = tuple(quality.split(" or ")) if quality and quality != "colorless" else ()
        return ObjectFilter(is_spell=True, zone="stack", or_ability=True, ability_kinds=kinds,
                            controller=_WHO.get(who, "any"),  # type: ignore[arg-type]
                            single_target=bool(match.group("single")), types_any=types,
                            colorless=True if quality == "colorless" else None)
    return None


_UNION_ITEM = re.compile(r"(?P<ability>activated|triggered) ability|(?P<spell>(?:[\w-]+ )?spell)",
                         re.IGNORECASE)


def _spell_ability_union(phrase: str, parse: Parse) -> ObjectFilter | None:
    """A list of spells and abilities on the stack of which the object must be one: "spell,
    activated ability, or triggered ability", "instant spell, sorcery spell, activated ability,
    or triggered ability", "activated ability, triggered ability, or legendary spell",
    "triggered ability or colorless spell" (CR 115.1, 115.2: spells and activated or triggered
    abilities on the stack are what such a target can be; mana abilities never are, CR
    605.3b); None unless an ability and a spell are both named.

    >>> from grimoire.oracle.filters import parse_filter
    >>> flt = _spell_ability_union("instant spell, sorcery spell, or triggered ability",
    ...                            parse_filter)
    >>> [(f.types_any, f.or_ability, f.ability_kinds) for f in flt.either]
    [(('instant',), False, ()), (('sorcery',), False, ()), ((), True, ('triggered',))]
    >>> _spell_ability_union("activated or triggered ability", parse_filter) is None
    True
    """
    items = [p for p in re.split(r",? or |, ", phrase) if p]
    if len(items) < 2:
        return None
    kinds: list[str] = []
    spells: list[ObjectFilter] = []
    for item in items:
        match = _UNION_ITEM.fullmatch(item)
        if match is None:
            return None
        if match.group("ability"):
            kinds.append(match.group("ability").lower())
        else:
            try:
                flt, plural = parse(item)
            except ParseFailure:
                return None
            if plural or not flt.is_spell or flt.or_ability or flt.zone != "stack":
                return None
            spells.append(flt)
    if not kinds or not spells:
        return None
    kinds_t = tuple(k for k in ("activated", "triggered") if k in kinds)
    abilities = ObjectFilter(is_spell=True, zone="stack", or_ability=True,
                             ability_kinds=kinds_t)
    if any(f == ObjectFilter(is_spell=True, zone="stack") for f in spells):
        if kinds_t == ("activated", "triggered"):  # every spell and every ability
            return ObjectFilter(is_spell=True, zone="stack", or_ability=True)
        spells = [ObjectFilter(is_spell=True, zone="stack")]
    return ObjectFilter(is_spell=True, zone="stack", or_ability=True,
                        either=(*spells, abilities))


def greatest_amount(phrase: str) -> GreatestAmong | None:
    """ "the greatest power among creatures you control" (permanents), or None."""
    match = _GREATEST.fullmatch(phrase.strip().rstrip("."))
    if match is None:
        return None
    from grimoire.oracle.filters import needs_battlefield, parse_filter

    try:
        flt, _ = parse_filter(match.group(2))
    except ParseFailure:
        return None
    if flt.zone not in (None, "battlefield") or flt.is_spell:
        return None
    stat = match.group(1).lower().replace(" ", "_")
    if flt.commander:  # CR 903.3e: "your commanders" are found in every zone
        return GreatestAmong(flt, stat)  # type: ignore[arg-type]
    return GreatestAmong(replace(needs_battlefield(flt, match.group(2))),
                         stat)  # type: ignore[arg-type]


def stack_amount(phrase: str, ctx: Context) -> Amount | None:
    """ "the greatest power among ..." or "that spell's mana value" (the spell an earlier
    step named: its card's mana value, read from where it is now or its last known
    information, CR 608.2h), or None."""
    greatest = greatest_amount(phrase)
    if greatest is not None:
        return greatest
    theirs = re.fullmatch(r"(the greatest \w+(?: value)? among .+?) (?:they control|that "
                          r"player controls)", phrase.strip().rstrip("."), re.IGNORECASE)
    if theirs and ctx.player_antecedent is not None:  # "among creatures they control": the
        mine = greatest_amount(f"{theirs.group(1)} you control")  # player named before
        if mine is not None:
            return replace(mine, player=ctx.player_antecedent)
    match = re.fullmatch(r"(that spell|that card|~)'s (mana value|power|toughness)",
                         phrase.strip().rstrip("."), re.IGNORECASE)
    if match is None:
        return None
    stat = match.group(2).lower().replace(" ", "_")
    if match.group(1) == "~":  # "this spell's mana value" (the lexer's self-reference)
        if stat != "mana_value":
            return None  # "~'s power" is the amounts parser's own

        return SumOf(ThisObject(), stat)  # type: ignore[arg-type]
    if ctx.antecedent is not None:
        return SumOf(ctx.antecedent, stat)  # type: ignore[arg-type]
    return None


def new_targets_sentence(text: str, ctx: Context) -> Effect | None:
    """ "You may choose new targets for that spell or ability" / "for target spell" (CR
    115.7d), or None."""
    body = text.strip().rstrip(".")
    match = re.fullmatch(r"(you may choose new targets for|change the target of) (target .+)",
                         body, re.IGNORECASE)
    if match:
        from grimoire.oracle.refs import parse_target

        change = match.group(1).lower().startswith("change")  # CR 115.7a
        return ChooseNewTargets(parse_target(match.group(2), ctx), change=change)
    if _NEW_TARGETS.fullmatch(body) is None or ctx.antecedent is None:
        return None
    return ChooseNewTargets(ctx.antecedent)


_FOR_THE_COPY = re.compile(
    r"you may choose new targets for (?:the copy|the copies|it|them)", re.IGNORECASE
)


def _with_new_targets(effect: Effect) -> Effect | None:
    """``effect`` with its last :class:`CopySpell` set to allow new targets (CR 707.10c),
    looking inside "you may", "if you do" and conditions; None if it copies no spell."""

    if isinstance(effect, CopySpell):
        return replace(effect, new_targets=True)

    if isinstance(effect, CopyRepeatedly):
        return replace(effect, copy=replace(effect.copy, new_targets=True))
    if isinstance(effect, DelayedTrigger):  # "when you next cast ..., copy that spell"
        inner = _with_new_targets(effect.effect)
        return None if inner is None else replace(effect, effect=inner)
    if isinstance(effect, Sequence) and effect.steps:
        last = _with_new_targets(effect.steps[-1])
        return None if last is None else Sequence((*effect.steps[:-1], last))
    if isinstance(effect, MayDo):
        inner = _with_new_targets(effect.effect)
        return None if inner is None else replace(effect, effect=inner)
    if isinstance(effect, IfDid) and effect.then is not None and effect.otherwise is None:
        inner = _with_new_targets(effect.then)
        return None if inner is None else replace(effect, then=inner)
    if isinstance(effect, Conditional):  # (and "..., copy that spell twice instead")
        inner = _with_new_targets(effect.then)
        if inner is None or effect.otherwise is None:
            return None if inner is None else replace(effect, then=inner)
        other = _with_new_targets(effect.otherwise)
        return None if other is None else replace(effect, then=inner, otherwise=other)
    return None


def copy_targets_sentence(sentence: str, steps: list[Effect]) -> Effect | None:
    """ "You may choose new targets for the copy" after a step that copies a spell or ability
    inside "you may" / "if you do" (the plain case is amended by the effect parser): that
    step is replaced in ``steps``; returns an empty step, or None."""

    if not steps or _FOR_THE_COPY.fullmatch(sentence.strip().rstrip(".")) is None:
        return None
    amended = _with_new_targets(steps[-1])
    if amended is None:
        return None
    steps[-1] = amended
    return Sequence(())


_AT_A_PLAYER = re.compile(
    r"^Whenever (you|a player|an opponent) casts? a spell that targets (?:only )?(?:a single|"
    r"one) player, "
)
_WHOSE = {"you": "you", "a player": "each", "an opponent": "opponent"}


def stack_trigger(text: str, ctx: Context) -> tuple[Trigger, str] | None:
    """ "Whenever a player casts a spell that targets a single player, " (CR 601.2i: the
    targets are chosen as it is cast), or None; "that spell" is the spell cast."""
    match = _AT_A_PLAYER.match(text)
    if match is None:
        return None

    flt = ObjectFilter(is_spell=True, zone="stack", single_player_target=True)
    if match.group(1) != "you":
        ctx.player_antecedent = TriggeringPlayer()
    ctx.antecedent = TriggeringObject()
    return CastTrigger(flt, _WHOSE[match.group(1)]), text[match.end():]  # type: ignore[arg-type]


def lowest_roller_sentence(sentence: str, steps: list[Effect], ctx: Context) -> Effect | None:
    """ "Change the target of that spell to the player with the lowest result." and the
    "Reroll to break ties, if necessary." after it (which amends the step in ``steps``)."""

    text = sentence.strip().rstrip(".").lower()
    if text == "change the target of that spell to the player with the lowest result" \
            and ctx.rolled and ctx.antecedent is not None:
        return TargetToLowestRoller(ctx.antecedent)
    if text == "reroll to break ties, if necessary" and steps \
            and isinstance(steps[-1], TargetToLowestRoller):
        steps[-1] = replace(steps[-1], reroll_ties=True)
        return Sequence(())
    return None


_STORM = re.compile(
    r"copy (?:~|it) for each (?:other )?spell (?:that was )?cast before it this turn",
    re.IGNORECASE,
)


_REPLICATE = re.compile(r"copy (?:~|it) for each time its (replicate|casualty|conspire) cost "
                        r"was paid", re.IGNORECASE)
_PAID = {"replicate": "replicated", "casualty": "casualty", "conspire": "conspired"}
"""The cast option each of those costs sets (CR 702.56a, 702.153a, 702.78a)."""


def storm_sentence(sentence: str, ctx: Context) -> Effect | None:
    """ "copy it for each spell cast before it this turn" (storm, CR 702.40a), "copy it for
    each time its replicate cost was paid" (replicate, CR 702.56a), or None."""
    text = sentence.strip().rstrip(".")
    paid = _REPLICATE.fullmatch(text)
    if paid is not None:  # casualty: paid once or not at all (CR 702.153a)
        return CopyRepeatedly(CopySpell(ThisObject()), TimesPaid(_PAID[paid.group(1).lower()]))
    if _STORM.fullmatch(text) is None:
        return None
    return CopyRepeatedly(CopySpell(ThisObject()), SpellsCastBefore())
