"""Triggers on cards changing zones that aren't permanents leaving the battlefield, and one
ability with three trigger events:

"Whenever another creature dies, or a creature card is put into a graveyard from anywhere
other than the battlefield, or a creature card leaves your graveyard, Syr Konrad deals 1
damage to each opponent." (CR 603.2: the ability triggers on any of its events; CR 603.6a,
603.10a: zone changes, looked at as they happen).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import CardMovedTrigger, EitherTrigger, ObjectFilter, Trigger

__all__ = ["card_moved_trigger", "several_events"]

_INTO = re.compile(r"(?:Whenever|When) an? ((?:.+? )?card) is put into (a|your|an opponent's) "
                   r"graveyard from anywhere( other than the battlefield)?, ", re.IGNORECASE)
_SELF_INTO = re.compile(r"(?:Whenever|When) ~ is put into a graveyard from anywhere, ")
_BATCH_INTO = re.compile(r"(?:Whenever|When) one or more (.+? cards) are put into your graveyard "
                         r"from anywhere( for the first time each turn)?, ", re.IGNORECASE)
_ONCE = "This ability triggers only once each turn."
_LEAVES = re.compile(r"(?:Whenever|When) an? (.+? card) leaves your graveyard, ", re.IGNORECASE)
_BATCH = re.compile(r"(?:Whenever|When) one or more ((?:[^,]+? )?cards) (leave your graveyard|"
                    r"are put into exile from your graveyard|are put into your graveyard from "
                    r"(?:your library|anywhere))( during your turn)?, ")
_BATCH_MOVES = {"leave your graveyard": ("graveyard", None),
                "are put into exile from your graveyard": ("graveyard", "exile"),
                "are put into your graveyard from your library": ("library", "graveyard"),
                "are put into your graveyard from anywhere": (None, "graveyard")}


def card_moved_trigger(text: str) -> tuple[Trigger, str] | None:
    """The trigger and the effect text of those two shapes, or None."""
    match = _INTO.match(text)
    if match:
        # "a Desert card is put into your graveyard from anywhere": from any zone, the
        # battlefield too (a land that dies is a card put there, CR 700.4, 603.6a); "your" /
        # "an opponent's" graveyard: the card's owner (CR 404.2)
        flt, _ = parse_filter(match.group(1))
        whose = match.group(2).lower()
        return (CardMovedTrigger(flt, to_zone="graveyard",
                                 not_from=("battlefield",) if match.group(3) else (),
                                 yours=whose == "your", opponents=whose == "an opponent's"),
                text[match.end():])
    match = _SELF_INTO.match(text)
    if match:  # it triggers from the graveyard it went to (the Incarnations' rulings): the
        # ability is compiled to work from there (``TriggeredAbility.zone``)
        return (CardMovedTrigger(ObjectFilter(this_object=True), to_zone="graveyard"),
                text[match.end():])
    match = _BATCH_INTO.match(text)
    if match and (match.group(2) or text.endswith(_ONCE)):
        # "one or more cards ... for the first time each turn": the turn's first such event
        # (CR 603.2c: a batch is one event); "... This ability triggers only once each
        # turn": the first event after which it triggered, the same first card (the limit is
        # TriggeredAbility.once_each_turn). Without either, it would trigger once per batch.
        flt, _ = parse_filter(match.group(1))
        return (CardMovedTrigger(flt, to_zone="graveyard", yours=True,
                                 first_each_turn=bool(match.group(2))), text[match.end():])
    match = _LEAVES.match(text)
    if match:
        flt, _ = parse_filter(match.group(1))
        return CardMovedTrigger(flt, from_zone="graveyard", yours=True), text[match.end():]
    match = _BATCH.match(text)
    if match:  # CR 603.2c: a batch of simultaneous moves triggers it once ("that many": how
        # many cards of the batch matched); "your graveyard": cards you own (CR 404.2)
        flt, _ = parse_filter(match.group(1).replace("and/or", "or"))
        from_zone, to_zone = _BATCH_MOVES[match.group(2)]
        rest = text[match.end():]
        if match.group(3):  # "during your turn": the turn can't change between the event
            if rest.startswith("if "):  # and the resolution, an intervening "if" (CR 603.4)
                return None
            rest = "if it's your turn, " + rest
        return CardMovedTrigger(flt, to_zone=to_zone, from_zone=from_zone, yours=True,
                                once_per_batch=True), rest
    return None


def several_events(text: str, ctx: Context,
                   split: Callable[[str, Context], tuple[Trigger, str]]
                   ) -> tuple[Trigger, str] | None:
    """ "Whenever A, or B, or C, <effect>": one trigger on any of the events, each parsed
    by ``split`` as "Whenever <event>, <effect>"; None for another shape."""
    parts = text.split(", or ")
    if len(parts) < 3 or not parts[0].startswith("Whenever "):
        return None
    events = [parts[0].removeprefix("Whenever "), *parts[1:-1]]
    last, sep, effect = parts[-1].partition(", ")
    if not sep:
        return None
    events.append(last)
    found: list[Trigger] = []
    state = ctx.snapshot()
    for event in events:
        try:
            trigger, rest = split(f"Whenever {event}, {effect}", ctx)
        except ParseFailure:
            ctx.restore(state)
            return None  # (not events: some other sentence with ", or ")
        if rest != effect:
            ctx.restore(state)
            return None
        found.append(trigger)
    combined = found[0]
    for trigger in found[1:]:
        combined = EitherTrigger(combined, trigger)
    return combined, effect
