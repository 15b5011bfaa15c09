"""Who "that player" is in a triggered ability's target phrase, decided by its trigger.

"Whenever this creature deals combat damage to a player, destroy target artifact that player
controls": the player dealt damage is this attacking creature's defending player (CR 506.2,
510.1). "At the beginning of each opponent's upkeep, ... target creature that player
controls" (Tooth Collector, Sentinel of the Eternal Watch): the player whose step it is, the
active player (CR 102.1, 503.1), the only player the trigger event names. A target's
controller is part of the target's legality, so it is checked when the target is chosen and
again on resolution (CR 608.2b). Also "other creatures" in the intervening "if" of
"Whenever a creature enters" (:func:`entering_others`)."""

from __future__ import annotations

import re

from grimoire.oracle.ir import CombatDamageTrigger, EntersTrigger, StepTrigger, Trigger

_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4}
_OTHERS = re.compile(r"^if there are (one|two|three|four) or more other creatures on the "
                     r"battlefield, ")
_TARGET_THAT_PLAYER = re.compile(r"(\btarget [^,.;\"]*?) that player controls\b")
_TARGET_THEIR_GRAVEYARD = re.compile(r"(\btarget [^,.;\"]*? from) their graveyard\b")
"""("that player's graveyard" is the trigger's player: oracle/filters.py, owner trigger_player)"""


def that_player_controls(trigger: Trigger, rest: str) -> str:
    """``rest`` (the ability's text after its trigger) with "that player controls" naming
    the player the trigger means (see the module docstring), or unchanged.

    >>> that_player_controls(StepTrigger("upkeep", "opponent"),
    ...     "target creature that player controls gets -1/-1 until end of turn.")
    'target creature the active player controls gets -1/-1 until end of turn.'
    >>> that_player_controls(StepTrigger("upkeep", "you"), "target creature that player controls")
    'target creature that player controls'
    >>> that_player_controls(CombatDamageTrigger(to_player=True),
    ...     "return target creature card from their graveyard to their hand")
    "return target creature card from defending player's graveyard to their hand"
    """
    if isinstance(trigger, CombatDamageTrigger) and trigger.to_player and trigger.filter is None:
        rest = _TARGET_THEIR_GRAVEYARD.sub(r"\1 defending player's graveyard", rest)  # Neyam
        return rest.replace("that player controls", "defending player controls")
    if isinstance(trigger, StepTrigger) and trigger.whose != "you" and not trigger.enchanted:
        return _TARGET_THAT_PLAYER.sub(r"\1 the active player controls", rest)
    return entering_others(trigger, rest)


def entering_others(trigger: Trigger, rest: str) -> str:
    """ "Whenever a creature enters, if there are two or more other creatures on the
    battlefield, ..." (Portcullis): "other" than the creature that entered, which is itself
    on the battlefield and a creature when this is checked (CR 603.4, as it triggers and as
    it resolves; gone by then, the ability does nothing with it): three or more creatures.

    >>> from grimoire.oracle.ir import ObjectFilter
    >>> entering_others(EntersTrigger(ObjectFilter(types_any=("creature",))),
    ...     "if there are two or more other creatures on the battlefield, exile that creature.")
    'if there are three or more creatures on the battlefield, exile that creature.'
    """
    match = _OTHERS.match(rest)
    if match is None or not isinstance(trigger, EntersTrigger) or trigger.filter is None \
            or trigger.filter.types_any != ("creature",):
        return rest
    count = {v: k for k, v in _NUMBERS.items()}.get(_NUMBERS[match.group(1)] + 1, "five")
    return f"if there are {count} or more creatures on the battlefield, " + rest[match.end():]
