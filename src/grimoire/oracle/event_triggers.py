"""Trigger events of keyword abilities and actions, and of players' actions (CR 603.2):

* exploit (CR 702.110b): "When ~ exploits a creature, ...", "Whenever a creature you control
  exploits a nontoken creature, ..." (grimoire.mechanics.exploit);
* "Whenever you fully unlock a Room" (CR 709.5i; grimoire.mechanics.room_unlocks);
* "Whenever the final chapter ability of a Saga you control resolves" (CR 714.2d;
  grimoire.mechanics.saga_resolved);
* haunt: "When the creature ~ haunts dies" (CR 702.55c; grimoire.mechanics.haunt);
* "When a spell or ability an opponent controls causes you to discard this card" (CR 701.9a;
  grimoire.mechanics.discard_causes);
* "Whenever ~ attacks a player" (CR 508.1b; grimoire.mechanics.attack_conditions);
* "When ~ enters untapped" (CR 603.6a);
* "Whenever a player sacrifices a creature" (CR 701.17a);
* "Whenever a player plays a land" (CR 305.1; grimoire.mechanics.land_play_triggers);
* "Whenever a creature you control explores", "Whenever you proliferate" (CR 701.40b,
  701.27a), "Whenever this Equipment becomes unattached from a permanent" (CR 701.3d;
  grimoire.mechanics.action_triggers).

>>> from grimoire.oracle.context import Context
>>> trig, rest = event_trigger("When ~ exploits a creature, draw a card.", Context())
>>> trig.filter is None, trig.exploited.types_any, rest
(True, ('creature',), 'draw a card.')
>>> trig, _ = event_trigger("Whenever a creature you control exploits a nontoken creature, "
...                         "draw a card.", Context())
>>> trig.filter.controller, trig.exploited.token
('you', False)
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.context import Context
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import (
    AttacksTrigger,
    DefendingPlayer,
    DiscardCausedTrigger,
    EntersTrigger,
    ExploitsTrigger,
    ExploresTrigger,
    FinalChapterResolvedTrigger,
    FullyUnlockTrigger,
    HauntedDiesTrigger,
    LandPlayedTrigger,
    ObjectFilter,
    ProliferateTrigger,
    SacrificeTrigger,
    ThisObject,
    Trigger,
    TriggeringObject,
    TriggeringPlayer,
    UnattachedTrigger,
)
from grimoire.oracle.lexer import SELF

_EXPLOITS = re.compile(r"(?:When|Whenever) (~|an? [^,]+?) exploits (an? [^,]+?), ")


_UNLOCK = "Whenever you fully unlock a Room, "
_FINAL_CHAPTER = "Whenever the final chapter ability of a Saga you control resolves, "
_ATTACKS_PLAYER = f"Whenever {SELF} attacks a player, "
_UNTAPPED = f"When {SELF} enters untapped, "
_EXPLORES = re.compile(r"Whenever (~|an? [^,]+?) explores, ")
_PROLIFERATE = re.compile(r"(?:When|Whenever) you proliferate, ")
_UNATTACHED = re.compile(r"Whenever (?:~|this Equipment) becomes unattached from a permanent, ")
_PLAYS = re.compile(r"Whenever (you|a player|an opponent) plays? a land, ")
_SACRIFICES = re.compile(r"Whenever (a player|an opponent) sacrifices (an? |another )([^,]+), ")
_HAUNTED = re.compile(r"When the creature (?:~|it|this card) haunts dies, ")
_DISCARD = re.compile(r"(?:When|Whenever) a spell or ability an opponent controls causes you "
                      r"to discard (~|this card|a card), ")


def event_trigger(text: str, ctx: Context) -> tuple[Trigger, str] | None:
    """The exploit (or Room) trigger and the rest of the text, or None for another one."""
    if text.startswith(_UNLOCK):  # CR 709.5i
        return FullyUnlockTrigger(), text[len(_UNLOCK):]
    if text.startswith(_FINAL_CHAPTER):  # CR 714.2d ("that Saga": the Saga, CR 608.2h)
        ctx.antecedent = TriggeringObject()
        return FinalChapterResolvedTrigger(), text[len(_FINAL_CHAPTER):]
    discard = _DISCARD.match(text)
    if discard:  # CR 701.9a ("that player": the opponent; "it": this card)
        ctx.player_antecedent = TriggeringPlayer()
        this_card = discard.group(1) != "a card"
        if this_card:
            ctx.antecedent = ThisObject()
        return DiscardCausedTrigger(this_card), text[discard.end():]
    unattached = _UNATTACHED.match(text)
    if unattached:  # CR 701.3d ("that permanent": the one it was attached to)
        ctx.antecedent = TriggeringObject()
        return UnattachedTrigger(), text[unattached.end():]
    proliferate = _PROLIFERATE.match(text)
    if proliferate:  # CR 701.27a
        return ProliferateTrigger(), text[proliferate.end():]
    explores = _EXPLORES.match(text)
    if explores:  # CR 701.40b ("it": the creature that explored)
        if explores.group(1) == SELF:
            ctx.antecedent = ThisObject()
            return ExploresTrigger(), text[explores.end():]
        flt, plural = parse_filter(re.sub(r"^an? ", "", explores.group(1)))
        if plural:
            return None
        ctx.antecedent = TriggeringObject()
        return ExploresTrigger(replace(flt, zone="battlefield")), text[explores.end():]
    plays = _PLAYS.match(text)
    if plays:  # CR 305.1 ("that player": who played it)
        if plays.group(1) != "you":
            ctx.player_antecedent = TriggeringPlayer()
        whose = {"you": "you", "a player": "each", "an opponent": "opponent"}[plays.group(1)]
        return LandPlayedTrigger(whose), text[plays.end():]  # type: ignore[arg-type]
    sacrifices = _SACRIFICES.match(text)
    if sacrifices:  # CR 701.17a ("that player": who sacrificed it)
        flt, plural = parse_filter(("another " if sacrifices.group(2) == "another " else "")
                                   + sacrifices.group(3))
        if plural or re.search(r"\bthat card\b", text):
            return None  # ("that card": the card it became, CR 400.7: not followed here)
        ctx.player_antecedent = TriggeringPlayer()  # ("them": that player)
        rest = re.sub(r"\bto them\b", "to that player", text[sacrifices.end():])
        return SacrificeTrigger(replace(flt, zone="battlefield"), "each" if sacrifices.group(
            1) == "a player" else "opponent"), rest
    if text.startswith(_UNTAPPED):  # CR 603.6a: it entered untapped (checked as it enters)
        ctx.antecedent = ThisObject()
        untapped = ObjectFilter(this_object=True, tapped=False, zone="battlefield")
        return EntersTrigger(untapped), text[len(_UNTAPPED):]
    if text.startswith(_ATTACKS_PLAYER):  # CR 508.1b ("that player": the defending one)
        ctx.antecedent = ThisObject()
        ctx.player_antecedent = DefendingPlayer()
        return AttacksTrigger(a_player=True), text[len(_ATTACKS_PLAYER):]
    haunted = _HAUNTED.match(text)
    if haunted:  # CR 702.55b-c ("it": the card put into a graveyard)
        ctx.antecedent = TriggeringObject()
        return HauntedDiesTrigger(), text[haunted.end():]
    match = _EXPLOITS.match(text)
    if match is None:
        return None
    exploited, plural = parse_filter(re.sub(r"^an? ", "", match.group(2)))
    if plural or exploited.types_any != ("creature",):
        return None  # CR 702.110b: it exploits a creature
    exploited = replace(exploited, zone="battlefield")
    # "the exploited creature's toughness": the triggering object, as it last existed
    rest = re.sub(r"\bthe exploited creature\b", "that creature", text[match.end():])
    if "the exploited creature" in text:
        ctx.antecedent = TriggeringObject()  # "that creature": the one sacrificed
    if match.group(1) == SELF:
        if "the exploited creature" not in text:
            ctx.antecedent = ThisObject()  # "it": this creature
        return ExploitsTrigger(None, exploited), rest
    exploiter, plural = parse_filter(re.sub(r"^an? ", "", match.group(1)))
    if plural or exploiter.types_any != ("creature",):
        return None
    return ExploitsTrigger(replace(exploiter, zone="battlefield"), exploited), rest
