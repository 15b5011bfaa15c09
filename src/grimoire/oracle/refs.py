"""Object and player phrases: "target creature an opponent controls", "it", "each opponent".

A "target ..." phrase registers a :class:`~grimoire.oracle.ir.TargetSpec` on the ability
(CR 115.1) and becomes a :class:`~grimoire.oracle.ir.TargetRef`; "it", "that card",
"that creature" refer back to the last object named (the context's antecedent).

>>> ctx = Context()
>>> parse_object("target artifact, creature, or planeswalker", ctx)
TargetRef(index=0)
>>> ctx.targets[0].filter.types_any, ctx.targets[0].filter.zone
(('artifact', 'creature', 'planeswalker'), 'battlefield')
>>> parse_player("each opponent", ctx)
EachOpponent()
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.amounts import NUMBER_RE, parse_amount, parse_number
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import needs_battlefield, parse_filter
from grimoire.oracle.ir import (
    AllMatching,
    Chosen,
    ControllerOf,
    DefendingPlayer,
    EachOpponent,
    EachPlayer,
    EnchantedOrEquipped,
    ExiledWith,
    Fixed,
    ObjectFilter,
    ObjectRef,
    OwnerOf,
    PlayerRef,
    TargetRef,
    TargetSpec,
    ThisObject,
    TopCards,
    TriggeringObject,
    TriggeringPlayer,
    You,
)
from grimoire.oracle.lexer import SELF

_BACK_REFS = (
    "it",
    "that card",
    "that creature",
    "that permanent",
    "them",
    "those cards",
    "those creatures",
    "that spell",
    "those permanents",
    "the card",
    "that artifact",
    "that land",
    "those tokens",
    "that token",
    "the exiled card",
    "the chosen creature",
)
_COUNT = {"two": 2, "three": 3, "four": 4, "five": 5, "X": -1}


def parse_target(phrase: str, ctx: Context) -> TargetRef:
    """Parse "[up to N] [another] target <filter>" and register the target."""
    text = phrase.strip()
    min_count, max_count = 1, 1
    match = re.match(
        r"^(?:each of )?up to (one|two|three|four|five) (?=(?:other |another )?target)", text
    )
    if match:
        min_count, max_count = 0, _COUNT.get(match.group(1), 1)
        text = text[match.end() :]
    else:
        match = re.match(r"^(two|three|four|five) (?=target)", text)
        if match:
            min_count = max_count = _COUNT[match.group(1)]
            text = text[match.end() :]
    another = False
    if text.startswith("another target "):
        another, text = True, "target " + text[len("another target ") :]
    if text.startswith("other target "):
        text = "target " + text[len("other target ") :]
    if text == "any target" or (another and text == "target any"):
        return ctx.add_target(TargetSpec("any", min_count=min_count, max_count=max_count))
    if not text.startswith("target "):
        raise ParseFailure(phrase, "not a target phrase")
    noun = text[len("target ") :]
    if noun in ("player", "opponent", "players", "opponents"):
        who = "opponent" if noun.startswith("opponent") else "any"
        return ctx.add_target(
            TargetSpec(
                "player",
                player_filter=who,  # type: ignore[arg-type]
                min_count=min_count,
                max_count=max_count,
            )
        )
    also_player = False
    player_filter = "any"
    match = re.match(r"^(player|opponent) or (.+)$", noun) or re.match(
        r"^(.+?),? or (player|opponent)$", noun
    )
    if match:
        also_player = True
        groups = match.groups()
        player_word = groups[0] if groups[0] in ("player", "opponent") else groups[1]
        noun = groups[1] if groups[0] in ("player", "opponent") else groups[0]
        player_filter = "opponent" if player_word == "opponent" else "any"
    flt, _ = parse_filter(noun, lambda a: parse_amount(a, ctx))
    flt = needs_battlefield(flt, noun)
    if another:
        flt = replace(flt, another=True)
    spec = TargetSpec(
        "object",
        flt,
        player_filter=player_filter,  # type: ignore[arg-type]
        min_count=min_count,
        max_count=max_count,
        also_player=also_player,
    )
    return ctx.add_target(spec)


def parse_object(phrase: str, ctx: Context) -> ObjectRef:
    """Parse a phrase naming objects an effect acts on."""
    text = phrase.strip()
    low = text.lower()
    if text == SELF or (low in ("itself",) and ctx.antecedent is None):
        return ThisObject()
    if low in _BACK_REFS or low == "the copy" or low == "the copies":
        if low.startswith("the cop"):
            return ctx.antecedent or ThisObject()
        if ctx.antecedent is None:
            raise ParseFailure(phrase, "reference without antecedent")
        return ctx.antecedent
    if low in (
        "enchanted creature",
        "equipped creature",
        "enchanted permanent",
        "enchanted land",
        "enchanted artifact",
        "enchanted enchantment",
        "enchanted forest",
    ):
        return EnchantedOrEquipped()
    if "target" in low.split(" ") or low == "any target" or low.startswith("target "):
        return parse_target(text, ctx)
    match = re.fullmatch(
        r"(?:each|all) (?:cards? )?exiled with " + re.escape(SELF), text
    ) or re.fullmatch(r"each card exiled with " + re.escape(SELF), text)
    if match:
        return ExiledWith(ThisObject())
    match = re.fullmatch(
        r"the top (?:("
        + NUMBER_RE
        + r") )?cards? of (your|their|its owner's|target player's) library",
        text,
    )
    if match:
        amount = parse_number(match.group(1) or "one", ctx)
        return TopCards(amount, You())
    match = re.fullmatch(r"(?:each|all) (.+)", text)
    if match:
        flt, _ = parse_filter(match.group(1), lambda a: parse_amount(a, ctx))
        return AllMatching(needs_battlefield(flt, match.group(1)))
    match = re.fullmatch(r"(up to )?(" + NUMBER_RE + r") (.+?)( at random)?", text)
    if match:
        noun = match.group(3)
        among = None
        m2 = re.fullmatch(
            r"(.+?) from among (?:cards|the cards) exiled with " + re.escape(SELF), noun
        )
        if m2:
            noun, among = m2.group(1), ExiledWith(ThisObject())
        flt, _ = parse_filter(noun, lambda a: parse_amount(a, ctx))
        if flt.zone is None and not re.search(r"\bcards?\b", noun):
            flt = replace(flt, zone="battlefield")
        ref = Chosen(
            flt,
            parse_number(match.group(2), ctx),
            up_to=bool(match.group(1)),
            random=bool(match.group(4)),
            among=among,
        )
        ctx.antecedent = ref
        return ref
    raise ParseFailure(phrase, "unknown object phrase")


def parse_player(phrase: str, ctx: Context) -> PlayerRef:
    """Parse a phrase naming a player (or players)."""
    text = phrase.strip().lower()
    if text in ("you", "your"):
        return You()
    if text in ("each opponent", "each of your opponents", "your opponents"):
        return EachOpponent()
    if text in ("each player", "all players"):
        return EachPlayer()
    if text in ("that player", "they"):
        if ctx.player_antecedent is not None:
            return ctx.player_antecedent
        if ctx.in_trigger:
            return TriggeringPlayer()
        raise ParseFailure(phrase, "'that player' without antecedent")
    if text in ("defending player", "the defending player"):
        return DefendingPlayer()
    if text in ("its owner", "their owner", "its owners", "their owners"):
        return OwnerOf(_antecedent(ctx, phrase))
    if text in ("its controller", "their controller"):
        return ControllerOf(_antecedent(ctx, phrase))
    if text in ("target player", "target opponent"):
        ref = parse_target(text, ctx)
        ctx.player_antecedent = ref
        return ref
    raise ParseFailure(phrase, "unknown player phrase")


def _antecedent(ctx: Context, phrase: str) -> ObjectRef:
    if ctx.antecedent is None:
        if ctx.in_trigger:
            return TriggeringObject()
        raise ParseFailure(phrase, "'its' without an antecedent")
    return ctx.antecedent


def is_player_phrase(phrase: str) -> bool:
    """Whether the phrase names players rather than objects."""
    return phrase.strip().lower() in (
        "you",
        "each opponent",
        "each player",
        "that player",
        "target player",
        "target opponent",
        "its owner",
        "its controller",
        "defending player",
        "they",
        "each of your opponents",
    )


ALL_FILTER = ObjectFilter()
ONE = Fixed(1)
