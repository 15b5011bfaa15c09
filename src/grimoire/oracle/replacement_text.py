"""Replacement-effect statics (CR 614.1a) on zone changes, tokens, counters, damage,
drawing and the end of the game, as IR for :mod:`grimoire.rules.replacers`.

>>> rip = replacement_static("If a card or token would be put into a graveyard from "
...                          "anywhere, exile it instead")
>>> rip.whose, rip.tokens, rip.instead
('any', True, 'exile')
>>> replacement_static("If one or more +1/+1 counters would be put on a creature you control, "
...                    "that many plus one +1/+1 counters are put on it instead").plus
1
>>> lose = replacement_static("You can't lose the game and your opponents can't win the game")
>>> lose.you_cant_lose, lose.opponents_cant_win, lose.you_cant_win, lose.opponents_cant_lose
(True, True, False, False)
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Literal

from grimoire.oracle.amounts import parse_number
from grimoire.oracle.conditions import parse_condition
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.damage_parties import damage_recipient, damage_source
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import (
    CantLoseGame,
    ConditionalStatic,
    CounterReplacement,
    DamageRedirect,
    DamageReplacement,
    DrawRevealKindInstead,
    EmptyDrawWins,
    Fixed,
    GraveyardReplacement,
    LifeFloor,
    LifeGainReplacement,
    ObjectFilter,
    StaticEffect,
    TokenReplacement,
)
from grimoire.oracle.lexer import SELF

_TIMES = {"twice": 2, "three times": 3, "double": 2, "triple": 3}
_WHOSE = {"a": "any", "your": "you", "an opponent's": "opponent"}

_GRAVEYARD = re.compile(
    r"If (a card|a card or token|an? (.+?) card) would be put into (a|your|an opponent's) "
    r"graveyard from anywhere, exile (?:it|that card) instead")
_SELF_GRAVEYARD = re.compile(
    r"If ~ would be put into a graveyard from anywhere, (exile it|reveal ~ and shuffle it "
    r"into its owner's library) instead")
_TOKENS = re.compile(
    r"If an effect would create one or more tokens under your control, it creates "
    r"(twice|three times) that many of those tokens instead"
    r"|If one or more tokens would be created under your control, (twice|three times) that "
    r"many of those tokens are created instead")
_ANY_COUNTERS = re.compile(
    r"If an effect would put one or more counters on (a permanent|a creature) you control, "
    r"it puts (twice|three times) that many of those counters on that (?:permanent|creature) "
    r"instead")
_PLUS_COUNTERS = re.compile(
    r"If one or more \+1/\+1 counters would be put on (a creature|a permanent|an artifact) "
    r"you control, (that many plus one|twice that many) \+1/\+1 counters are put on "
    r"(?:it|that (?:creature|permanent|artifact)) instead")
_DAMAGE = re.compile(
    r"If (.+?) would deal (combat |noncombat )?damage(?: to (.+?))?, (?:it|that source) deals "
    r"(double that damage|triple that damage|twice that much damage|three times that much "
    r"damage|that much damage plus (\w+))(?: to (?:that .+?|this creature|equipped creature|"
    r"enchanted creature|you|it|~))? instead")
_HALF = re.compile(r"If (.+?) would deal (combat |noncombat )?damage to (.+?), prevent half "
                   r"that damage, rounded up")
_DIES = re.compile(r"If (~|this creature|an? .+?) would die, exile it instead")
_LIFE = re.compile(r"If you would gain life, you gain (twice that much life|that much life "
                   r"plus (\d+)) instead")
_FLOOR = re.compile(r"(?:If (.+?), d|D)amage that would reduce your life total to less than "
                    r"(\w+) reduces it to (\w+) instead")
_REDIRECT = re.compile(r"All damage that would be dealt to you is dealt to (enchanted creature|"
                       r"equipped creature|~|this creature) instead")
_LOSE_WIN = {
    "You can't lose the game and your opponents can't win the game": CantLoseGame(),
    "You can't lose the game": CantLoseGame(opponents_cant_win=False),
    "Your opponents can't win the game": CantLoseGame(you_cant_lose=False),
    "You can't win the game and your opponents can't lose the game": CantLoseGame(
        you_cant_lose=False, opponents_cant_win=False, you_cant_win=True,
        opponents_cant_lose=True),
}


def _permanent(kind: str) -> ObjectFilter:
    flt, _ = parse_filter(f"{kind.split(' ', 1)[1]} you control")
    return replace(flt, zone="battlefield")


def damage_static(text: str) -> DamageReplacement | None:
    """ "If <source> would deal [combat] damage [to <recipient>], it deals double that damage
    / that much damage plus N [to that ...] instead" (CR 614.1a); "..., prevent half that
    damage, rounded up" (CR 615.1a). The parties are read by
    :mod:`grimoire.oracle.damage_parties`."""
    match = _DAMAGE.fullmatch(text)
    half = _HALF.fullmatch(text) if match is None else None
    found = match or half
    if found is None:
        return None
    by = damage_source(found.group(1))
    kind: Literal["any", "combat", "noncombat"] = (
        "combat" if found.group(2) == "combat " else
        "noncombat" if found.group(2) == "noncombat " else "any")
    players, permanents = damage_recipient(found.group(3)) if found.group(3) else (
        "any", ObjectFilter())
    if half is not None:
        return DamageReplacement(1, by, players, permanents, kind, prevent_half=True)
    assert match is not None
    how = match.group(4)
    if match.group(5):
        plus = parse_number(match.group(5), Context())
        if not isinstance(plus, Fixed):
            raise ParseFailure(text, "plus how much")
        return DamageReplacement(1, by, players, permanents, kind, plus=plus.value)
    times = 3 if how.startswith(("triple", "three")) else 2
    return DamageReplacement(times, by, players, permanents, kind)


def replacement_static(line: str) -> StaticEffect | None:
    """The replacement static ``line`` states, or None when it is not one of these."""
    text = line.strip().rstrip(".").replace(SELF, "~")
    redirect = _REDIRECT.fullmatch(text)
    if redirect:  # CR 614.9 (Pariah, Pariah's Shield, Empyrial Archangel)
        return DamageRedirect(to_self=redirect.group(1) in ("~", "this creature"))
    match = _SELF_GRAVEYARD.fullmatch(text)
    if match:  # CR 614.1a: it functions from every zone ("from anywhere")
        return GraveyardReplacement(this_object=True, instead="exile" if match.group(1)
                                    == "exile it" else "shuffle")
    match = _GRAVEYARD.fullmatch(text)
    if match:
        flt = None
        if match.group(2):
            flt, _ = parse_filter(f"{match.group(2)} card")
            if flt == ObjectFilter():
                raise ParseFailure(line, "unknown card kind")
        return GraveyardReplacement(
            _WHOSE[match.group(3)], tokens=match.group(1) == "a card or token",  # type: ignore[arg-type]
            filter=flt)
    match = _DIES.fullmatch(text)
    if match:  # CR 700.4: "dies" means put into a graveyard from the battlefield
        subject = match.group(1)
        if subject in ("~", "this creature"):
            return GraveyardReplacement(this_object=True, dies=True, tokens=True)
        flt, _ = parse_filter(subject.split(" ", 1)[1])
        if not flt.types_any or flt == ObjectFilter():
            raise ParseFailure(line, "unknown dying object")
        return GraveyardReplacement(tokens=True, filter=replace(flt, zone=None), dies=True)
    match = _LIFE.fullmatch(text)
    if match:
        plus = match.group(2)
        return LifeGainReplacement(1 if plus else 2, int(plus) if plus else 0)
    match = _TOKENS.fullmatch(text)
    if match:
        return TokenReplacement(_TIMES[match.group(1) or match.group(2)])
    match = _ANY_COUNTERS.fullmatch(text)
    if match:
        return CounterReplacement(_permanent(match.group(1)), None, _TIMES[match.group(2)],
                                  effects_only=True)
    match = _PLUS_COUNTERS.fullmatch(text)
    if match:
        plus = match.group(2) == "that many plus one"
        return CounterReplacement(_permanent(match.group(1)), "+1/+1", 1 if plus else 2,
                                  1 if plus else 0)
    damage = damage_static(text)  # Furnace of Rath, Torbran, Gisela (CR 614.1a, 615.1a)
    if damage is not None:
        return damage
    floor = _FLOOR.fullmatch(text)
    if floor and floor.group(2) == floor.group(3):  # CR 614.1a, 120.4c (Worship)
        value = parse_number(floor.group(2), Context())
        if not isinstance(value, Fixed):
            raise ParseFailure(line, "a life floor of how much")
        if floor.group(1):
            return ConditionalStatic(parse_condition(floor.group(1), Context()),
                                     LifeFloor(value.value))
        return LifeFloor(value.value)
    if text in _LOSE_WIN:
        return _LOSE_WIN[text]
    if text == "If you would draw a card while your library has no cards in it, you win the " \
            "game instead":
        return EmptyDrawWins()
    if text == _ABUNDANCE:  # CR 614.1a, 121.6 (grimoire.mechanics.draw_instead)
        return DrawRevealKindInstead()
    return None


_ABUNDANCE = ("If you would draw a card, you may instead choose land or nonland and reveal "
              "cards from the top of your library until you reveal a card of the chosen kind. "
              "Put that card into your hand and put all other cards revealed this way on the "
              "bottom of your library in any order")
