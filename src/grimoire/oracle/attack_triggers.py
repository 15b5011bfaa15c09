"""Attack triggers about who is attacked or how many attack (CR 508.1, 508.3a, 506.2):
"Whenever a creature attacks you or a planeswalker you control", "Whenever you attack with
two or more creatures with flying", "Whenever an opponent attacks, if they attacked you
and/or a planeswalker you control", "Whenever an opponent attacks you or a planeswalker you
control with one or more creatures", "Whenever a player attacks enchanted player with one or
more creatures" (a Curse; "that attacking player"), "Whenever a creature attacks one of your
opponents or a planeswalker an opponent controls", "Whenever you attack with a creature an
opponent owns" ("that player": its owner).

>>> from grimoire.oracle.context import Context
>>> trig, rest = attack_trigger("Whenever you attack with two or more creatures with flying, "
...                             "draw a card.", Context())
>>> trig.at_least, trig.filter.keywords_all, rest
(2, ('flying',), 'draw a card.')
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import needs_battlefield, parse_filter
from grimoire.oracle.ir import (
    AttacksTrigger,
    AttackWithTrigger,
    DeclaredAttackedBy,
    EachPlayer,
    EnchantedPlayer,
    ObjectFilter,
    OwnerOf,
    PlayerActionTrigger,
    PlayersWhere,
    Trigger,
    TriggeringObject,
    TriggeringPlayer,
)

_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_WITH = re.compile(r"Whenever (you|an opponent|another player) attacks? with (\w+) or more "
                   r"(.+?), ")
"""("another player": an opponent, the engine's games being free-for-all, CR 102.3)"""
_AT_YOU = re.compile(
    r"Whenever an opponent attacks(?:, if they attacked you and/or a planeswalker you control"
    r"| you or a planeswalker you control with one or more creatures|"
    r" you and/or planeswalkers you control with one or more creatures"
    r"| you and/or one or more planeswalkers you control), ")
"""CR 508.1, 506.2: once per declaration of attackers by an opponent, if any attacker attacks
you or a planeswalker you control ("you and/or one or more planeswalkers": Cunning
Rhetoric)."""
_ATTACKS_YOU = re.compile(r"Whenever (a creature|an? [^,]+?) attacks (you|you or a "
                          r"planeswalker you control), ")


_ATTACKS_OPPONENT = re.compile(r"Whenever (a creature|an? [^,]+?) attacks one of your opponents"
                               r"( or a planeswalker an opponent controls)?, ")
"""CR 506.2, 508.3a: the attacked player is an opponent of the source's controller (or the
planeswalker it attacks is controlled by one): Gahiji, Honored One."""

_OWNED = re.compile(r"Whenever you attack with (?:a|an) ([^,]+?) an opponent owns, ")
"""CR 508.3a: once for each attacking creature you control that an opponent owns (CR 108.3);
"that player" is its owner (Nihiloor)."""

_AT_PLAYERS = re.compile(r"Whenever one or more ([^,]+?) you control attack one or more "
                         r"players, ")
"""CR 508.1, 506.2: once per declaration in which at least one of them attacks a player (not
a planeswalker, Zurzoth's ruling); "those players" are the players they attacked."""

_ANY_ATTACK = "Whenever one or more creatures attack, "
_PLAYER_ATTACKS = "Whenever a player attacks, "
_A_PLAYER = "Whenever you attack a player, "


def _creatures(text: str) -> ObjectFilter:
    flt, _ = parse_filter(text)
    return needs_battlefield(flt, text)


def attack_trigger(text: str, ctx: Context) -> tuple[Trigger, str] | None:
    """The trigger and the rest of the text, or None for another trigger."""
    match = _WITH.match(text)
    if match and match.group(2).lower() in _NUMBERS:
        whose = "you" if match.group(1) == "you" else "opponent"
        if whose == "opponent":
            ctx.player_antecedent = TriggeringPlayer()  # "that player": the attacker
        return (AttackWithTrigger(whose, _NUMBERS[match.group(2).lower()],  # type: ignore[arg-type]
                                  _creatures(match.group(3))), text[match.end():])
    match = _OWNED.match(text)
    if match:
        flt = replace(_creatures(match.group(1)), controller="you", owner="opponent")
        ctx.antecedent = TriggeringObject()  # "that creature"
        ctx.player_antecedent = OwnerOf(TriggeringObject())  # "that player": its owner
        return AttacksTrigger(flt), text[match.end():]
    match = _AT_PLAYERS.match(text)
    if match:
        try:
            flt = replace(_creatures(match.group(1)), controller="you")
        except ParseFailure:
            return None
        ctx.player_antecedent = PlayersWhere(EachPlayer(), DeclaredAttackedBy(flt))
        return (AttackWithTrigger("you", 1, replace(flt, attacking_opponent="player")),
                text[match.end():])
    if text.startswith(_A_PLAYER):  # CR 508.1, 506.2: once for each player attacked
        ctx.player_antecedent = TriggeringPlayer()  # "that player": the player attacked
        return PlayerActionTrigger("attack_player"), text[len(_A_PLAYER):]
    if text.startswith(_ANY_ATTACK):  # any player's declaration with attackers (CR 508.1)
        return AttackWithTrigger("each"), text[len(_ANY_ATTACK):]
    if text.startswith(_PLAYER_ATTACKS):  # CR 508.1: "a player attacks" when they declare
        ctx.player_antecedent = TriggeringPlayer()  # one or more attackers; "the attacking
        return AttackWithTrigger("each"), text[len(_PLAYER_ATTACKS):]  # player" is them
    match = re.match(r"Whenever (?:enchanted player is attacked|a player attacks enchanted "
                     r"player with one or more creatures), ", text)
    if match:  # a Curse (CR 303.4): once per declaration of attackers attacking that player;
        # "that attacking player" is the one who declared them (CR 508.1), else the enchanted
        attacker = text.startswith("Whenever a player")
        ctx.player_antecedent = TriggeringPlayer() if attacker else EnchantedPlayer()
        return AttackWithTrigger("each", enchanted_player=True), text[match.end():]
    match = _AT_YOU.match(text)
    if match:  # CR 506.2: the attacked player, or the controller of the planeswalker
        ctx.player_antecedent = TriggeringPlayer()
        return AttackWithTrigger("opponent", you_or_yours=True), text[match.end():]
    match = _ATTACKS_YOU.match(text)
    if match:
        try:
            flt = _creatures(match.group(1).removeprefix("a ").removeprefix("an "))
        except ParseFailure:
            return None
        flt = replace(flt, attacking_you=True) if match.group(2) == "you" else replace(
            flt, attacking_you_or_yours=True)
        ctx.antecedent = TriggeringObject()  # "that creature"
        return AttacksTrigger(flt), text[match.end():]
    match = _ATTACKS_OPPONENT.match(text)
    if match:
        try:
            flt = _creatures(match.group(1).removeprefix("a ").removeprefix("an "))
        except ParseFailure:
            return None
        flt = replace(flt, attacking_opponent="or_planeswalker" if match.group(2) else "player")
        ctx.antecedent = TriggeringObject()  # "that creature"
        return AttacksTrigger(flt), text[match.end():]
    return None
