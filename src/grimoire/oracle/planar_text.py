"""Command-zone card text: the triggers and sentences of planes and phenomena (CR 901),
dungeon room abilities (CR 309.4c), and the two-event trigger "When ~ enters and at the
beginning of your upkeep, ..." (CR 603.2).

Hooked into :func:`grimoire.oracle.triggers.split_trigger` and the sentence parser of
:mod:`grimoire.oracle.effects`; the engine side is :mod:`grimoire.mechanics.planechase`.

>>> from grimoire.oracle.context import Context
>>> planar_trigger("When you encounter ~, draw a card.", Context())
(PlaneswalkToTrigger(), 'draw a card.')
>>> planar_sentence("planeswalk", Context())
Planeswalk(from_die=False)
"""

from __future__ import annotations

import re

from grimoire.oracle.context import Context
from grimoire.oracle.ir import (
    CastThisTrigger,
    ChaosEnsuesTrigger,
    DungeonCompletedTrigger,
    Effect,
    EitherTrigger,
    KeywordAction,
    MayDo,
    PlanarFaceTrigger,
    PlanarRule,
    PlanarTopToBottom,
    Planeswalk,
    PlaneswalkToTrigger,
    RevealPlanarTop,
    RoomTrigger,
    ThisObject,
    Trigger,
)
from grimoire.oracle.lexer import SELF
from grimoire.oracle.triggers import split_trigger

_SELF = re.escape(SELF)
_TRIGGERS: tuple[tuple[str, Trigger], ...] = (
    (r"When you planeswalk to " + _SELF + r", ", PlaneswalkToTrigger()),  # CR 901.11
    (r"When you encounter " + _SELF + r", ", PlaneswalkToTrigger()),  # 312.5
    (r"Whenever you roll a blank on the planar die, ", PlanarFaceTrigger()),  # CR 901.9a
    (r"When chaos ensues, ", ChaosEnsuesTrigger()),  # CR 311.7
    (r"Whenever you complete a dungeon, ", DungeonCompletedTrigger()),  # CR 309.7
)

_SENTENCES: dict[str, Effect] = {
    "planeswalk": Planeswalk(),  # CR 701.24
    "chaos ensues": KeywordAction("chaos_ensues"),  # CR 311.7 (an effect, not a roll)
    "reveal the top card of your planar deck": RevealPlanarTop(),
    "you may put it on the bottom of your planar deck": MayDo(PlanarTopToBottom()),
    # Chaotic Aether; Fixed Point in Time (CR 611.2, 614.1a)
    "each blank roll of the planar die is a {chaos} roll until a player planeswalks away "
    "from a plane": PlanarRule("blank_is_chaos"),
    "until your next turn, if a player would planeswalk as a result of rolling the planar "
    "die, chaos ensues instead": PlanarRule("walk_is_chaos"),
}


def planar_trigger(text: str, ctx: Context) -> tuple[Trigger, str] | None:
    """The trigger at the start of ``text`` and the effect text after it, or None."""
    for pattern, trigger in _TRIGGERS:
        match = re.match(pattern, text)
        if match:
            if isinstance(trigger, PlaneswalkToTrigger):
                ctx.antecedent = ThisObject()  # "put an eruption counter on it"
            return trigger, text[match.end():]
    match = re.match(r"^When you move your venture marker into ([^,]+), ", text)
    if match:  # CR 309.4c: a dungeon's room ability
        return RoomTrigger(match.group(1)), text[match.end():]
    match = re.match(r"^(When [^,.]+?) (?:and|or) (at the beginning of [^,.]+?), (.+)$", text,
                     re.DOTALL)
    if match:  # CR 603.2: one ability with two trigger events
        first, rest1 = split_trigger(match.group(1) + ", X", ctx)
        second_text = "At" + match.group(2)[2:] + ", X"
        second, rest2 = split_trigger(second_text, ctx)
        if rest1 == rest2 == "X":
            return EitherTrigger(first, second), match.group(3)
    match = re.match(r"^(At the beginning of [^,.]+?|(?:When|Whenever) [^,.]+?) and whenever "
                     r"([^,.]+?), (.+)$", text, re.DOTALL)
    if match:  # the Shrines: "At the beginning of your upkeep and whenever you cast a red
        # spell, ..."; "When this enchantment enters and whenever you cast a spell with mana
        # value 5 or greater, ..." (CR 603.2: one ability, either event triggers it)
        first, rest1 = split_trigger(match.group(1) + ", X", ctx)
        antecedent = ctx.antecedent
        second_text = match.group(2)
        if antecedent == ThisObject():  # "When ~ enters and whenever it attacks": this object
            second_text = re.sub(r"^it ", "~ ", second_text)
        second, rest2 = split_trigger(f"Whenever {second_text}, X", ctx)
        if isinstance(first, CastThisTrigger) or isinstance(second, CastThisTrigger):
            return None  # (the cast trigger works from the stack, the other not: CR 113.6c)
        if ctx.antecedent != antecedent:
            return None  # ("it" in the effect would mean different objects for each event)
        if rest1 == rest2 == "X":
            return EitherTrigger(first, second), match.group(3)
    return None


def planar_sentence(text: str, ctx: Context) -> Effect | None:
    """A Planechase sentence (without its final period), or None."""
    return _SENTENCES.get(text.strip().rstrip(".").lower())
