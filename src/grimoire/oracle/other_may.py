"""One player named by the text chooses whether an instruction happens: "Its controller may
search their library ..." (Path to Exile), "target opponent may have you draw three cards"
(Combustible Gearhulk: the opponent chooses, you act). CR 608.2d: the player named makes the
choice; "each player may" is another shape (a choice per player, in turn order). "That
attacking player may tap or untap target permanent of their choice" (Curse of Inertia): the
triggering player also chooses the target as the trigger is put on the stack, and whether
to tap or untap it (CR 701.21); the ability's controller still controls it (its rulings).
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.ir import Effect, MayDo, TapOrUntap, TriggeringPlayer, You
from grimoire.oracle.refs import parse_player
from grimoire.oracle.verbs import VERBS

__all__ = ["other_player_may"]

_OTHER_MAY = re.compile(r"(its controller|its owner|that (?:attacking )?player|target player"
                        r"|target opponent|that creature's controller|that permanent's controller) "
                        r"may (\w+) (.+)",
                        re.IGNORECASE)


def other_player_may(text: str, ctx: Context) -> Effect | None:
    """ "<a player> may <instruction>": that player chooses whether to do it, and does it
    (CR 608.2d: the player named makes the choice). One player only: "each player may"
    is another shape."""
    match = _OTHER_MAY.fullmatch(text)
    if match is None:
        return None
    verb, rest = match.group(2).lower(), match.group(3)
    have = re.fullmatch(r"you (\w+) (.+)", rest) if verb == "have" else None
    if have is not None:  # "target opponent may have you draw three cards": they choose,
        verb, rest = have.group(1).lower(), have.group(2)  # you act (CR 608.2d)
    if verb == "tap" and rest.startswith("or untap "):
        verb, rest = "tap or untap", rest[len("or untap "):]
    their = have is None and " target " in f" {rest}" and rest.endswith(" of their choice")
    rest = rest.removesuffix(" of their choice") if their else rest
    if verb not in VERBS:
        return None
    who_text = match.group(1)[0].lower() + match.group(1)[1:]
    state = ctx.snapshot()
    first = len(ctx.targets)
    try:
        who = parse_player(who_text, ctx)
        ctx.last_subject = who
        inner = VERBS[verb](You() if have is not None else who, rest, ctx)
        if their and (who != TriggeringPlayer() or not ctx.in_trigger
                      or len(ctx.targets) == first):
            raise ParseFailure(text, "a target of another player's choice")
    except ParseFailure:
        ctx.restore(state)
        return None
    for index in range(first, len(ctx.targets) if their else first):  # "of their choice"
        ctx.targets[index] = replace(ctx.targets[index], by_triggering_player=True)
    if isinstance(inner, TapOrUntap) and have is None:  # they choose: tap or untap
        inner = replace(inner, who=who)
    return MayDo(inner, who)
