"""Words for actions and decisions, as the terminal lists and explains them.

>>> from grimoire.rules.actions import PassPriority, Keep
>>> describe_action(PassPriority(), Names({}, ("Alice", "Bob")))
'Pass priority'
>>> describe_action(Keep(), Names({}, ("Alice", "Bob")))
'Keep this hand'
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from dataclasses import dataclass, replace

from grimoire.oracle import ir
from grimoire.rules.actions import (
    Action,
    ActivateAbility,
    AssignDamage,
    CastSpell,
    Choose,
    Decision,
    DeclareAttackers,
    DeclareBlockers,
    Decline,
    Keep,
    PassPriority,
    PlanarRoll,
    PlayLand,
    Plot,
    Suspend,
    TakeMulligan,
    TurnFaceUp,
)
from grimoire.rules.faces import FUSED, face_card
from grimoire.rules.objects import Seat, Target
from grimoire.rules.view import HiddenObjectError, PlayerView


@dataclass(frozen=True, slots=True)
class Names:
    """Object id → (name, controller) for everything the player can see, and the players'
    names."""

    objects: dict[int, tuple[str, int]]
    players: tuple[str, ...]

    @classmethod
    def of(cls, view: PlayerView) -> Names:
        objects: dict[int, tuple[str, int]] = {}
        for p in view.battlefield():
            objects[p.id] = (p.name, p.controller)
        for oid, name in view.hand:
            objects[oid] = (name, view.player)
        for seat in range(len(view.names)):
            for oid, name in view.graveyard(seat):
                objects[oid] = (name, seat)
        for oid, name in view.exile():
            objects.setdefault(oid, (name, -1))
        for oid, name, controller in view.stack():
            objects[oid] = (name, controller)
        pending = view.pending
        if pending is not None and pending.player == view.player:
            for option in pending.options:  # e.g. the library cards a search offers
                if isinstance(option, int) and not isinstance(option, bool) \
                        and option not in objects:
                    with contextlib.suppress(HiddenObjectError):
                        objects[option] = (view.definition(option).name, view.player)
        return cls(objects, view.names)

    def obj(self, oid: int) -> str:
        name = self.objects.get(oid, ("?", -1))[0]
        return f"{name}#{oid}"

    def target(self, target: Target) -> str:
        if isinstance(target, Seat):
            return self.players[target.index]
        return self.obj(target)


def _face(view: PlayerView | None, card: int, face: int) -> str:
    """Which face of a multi-face card is cast: " as Ice" (a split card's half, an
    Adventure), " fused" (both halves, CR 702.102a); nothing for a one-faced card."""
    if face == FUSED:
        return " fused (both halves)"
    definition = None
    if view is not None:
        with contextlib.suppress(HiddenObjectError):
            definition = view.definition(card)
    if definition is None or not definition.faces:
        return f" (face {face})" if face else ""
    made = face_card(definition, face)
    return f" as {made.name}" if made is not None and made is not definition else ""


def _targets(targets: tuple[tuple[Target, ...], ...], names: Names) -> str:
    chosen = [names.target(t) for group in targets for t in group]
    return f" → {', '.join(chosen)}" if chosen else ""


def ability_text(view: PlayerView, source: int, index: int) -> str:
    """The first line of an activated ability's text ("{4}, Sacrifice ...: Roll a d20.")."""
    try:
        ability = view.definition(source).abilities[index]
    except (HiddenObjectError, IndexError):
        return f"ability {index + 1}"
    text = getattr(ability, "text", "") if isinstance(ability, ir.ActivatedAbility) else ""
    if not text:
        return f"ability {index + 1}"
    first = text.splitlines()[0]
    return first if len(first) <= ABILITY_WIDTH else first[:ABILITY_WIDTH - 1].rstrip() + "…"


ABILITY_WIDTH = 60
"""An ability's text in a menu is cut to this many characters (its cost and first words)."""


def menu(view: PlayerView, legal: Sequence[Action]) -> Sequence[Action]:
    """The legal actions as a menu: identical cards in hand offered once (any copy will do:
    three Forests are one "Play Forest"). A lazy listing (combat) is returned as it is.

    >>> from grimoire.rules.testing import vanilla_pool
    >>> from grimoire.rules.game import Game
    >>> from grimoire.rules.position import PlayerSpec, Position
    >>> game = Game.from_position(Position(players=(PlayerSpec(hand=("Forest",) * 3),
    ...     PlayerSpec()), step="main1", turn=1), vanilla_pool(), seed=0)
    >>> len(game.legal_actions()), len(menu(game.view(0), game.legal_actions()))
    (4, 2)
    """
    if not isinstance(legal, list):
        return legal
    hand = dict(view.hand)
    seen: set[object] = set()
    shown: list[Action] = []
    for action in legal:
        card = getattr(action, "card", None)
        if isinstance(action, PlayLand | CastSpell) and card in hand:
            key = (hand[card], replace(action, card=0))
            if key in seen:
                continue
            seen.add(key)
        shown.append(action)
    return shown


def describe_action(action: Action, names: Names, view: PlayerView | None = None) -> str:
    """A short line for ``action``."""
    match action:
        case PassPriority():
            return "Pass priority"
        case PlayLand(card, face):
            return f"Play {names.obj(card)}{_face(view, card, face)}"
        case CastSpell(card, targets, modes, x, alt, _, costs, spliced, face):
            extra = _face(view, card, face)
            extra += f" with X={x}" if x else ""
            extra += f" splicing {', '.join(names.obj(c) for c in spliced)}" if spliced else ""
            extra += f" (modes {', '.join(str(m + 1) for m in modes)})" if modes else ""
            extra += " (alternative cost)" if alt is not None else ""
            extra += f" paying with {', '.join(names.obj(c) for c in costs)}" if costs else ""
            return f"Cast {names.obj(card)}{_targets(targets, names)}{extra}"
        case ActivateAbility(source, index, targets, x, _, modes):
            text = ability_text(view, source, index) if view is not None else ""
            extra = f" with X={x}" if x else ""
            extra += f" (modes {', '.join(str(m + 1) for m in modes)})" if modes else ""
            return f"Activate {names.obj(source)}: {text}{_targets(targets, names)}{extra}"
        case Keep():
            return "Keep this hand"
        case TakeMulligan():
            return "Take a mulligan"
        case Decline():
            return "Decline"
        case DeclareAttackers(attacks):
            if not attacks:
                return "No attack"
            return "Attack with " + ", ".join(
                f"{names.obj(c)}" + (f" → {names.target(t)}" if not isinstance(t, Seat) else "")
                for c, t in attacks)
        case DeclareBlockers(blocks):
            if not blocks:
                return "No blocks"
            return "Block: " + ", ".join(f"{names.obj(b)} blocks {names.obj(a)}"
                                         for b, a in blocks)
        case AssignDamage(attacker, assignment):
            return f"{names.obj(attacker)} assigns " + ", ".join(
                f"{n} to {names.target(t)}" for t, n in assignment)
        case Choose(value):
            if isinstance(value, bool):
                return "Yes" if value else "No"
            roll_option = _roll_option(value, names)
            if roll_option is not None:
                return roll_option
            decision = view.pending if view is not None else None
            if decision is not None and decision.kind == "trigger_modes" \
                    and isinstance(value, tuple):  # CR 700.2b: mode numbers, as printed
                return "Choose modes " + ", ".join(str(m + 1) for m in value)
            if isinstance(value, tuple):
                return "Choose " + (", ".join(
                    names.target(v) if isinstance(v, int | Seat) else str(v)
                    for v in value) or "nothing")
            return f"Choose {value}"
        case PlanarRoll():
            return "Roll the planar die (CR 901.9)"
        case Plot(card):
            return f"Plot {names.obj(card)}: pay its plot cost, exile it; cast it on a later " \
                "turn without paying its mana cost (CR 702.170a)"
        case Suspend(card):
            return f"Suspend {names.obj(card)}: pay its suspend cost, exile it with its time " \
                "counters (CR 702.62a)"
        case TurnFaceUp(permanent, x, _, mana_cost):
            paying = "its mana cost" if mana_cost else "its morph/disguise cost"
            extra = f" with X={x}" if x else ""
            return f"Turn {names.obj(permanent)} face up, paying {paying}{extra} (CR 702.37e)"
    return repr(action)



def _roll_option(value: object, names: Names) -> str | None:
    """A die-roll window's answer (:data:`grimoire.rules.roll_window.Option`) in words.

    >>> _roll_option(("adjust", 7, -1, 0, 1, ()), Names({7: ("Xenosquirrels", 0)}, ("A", "B")))
    'Xenosquirrels#7: add 1 to die 1'
    >>> _roll_option(("done",), Names({}, ()))
    'Keep the roll as it is'
    """
    if not isinstance(value, tuple) or not value or not isinstance(value[0], str):
        return None
    kind = value[0]
    if kind == "done" and len(value) == 1:
        return "Keep the roll as it is"
    if len(value) < 4 or not isinstance(value[1], int):
        return None
    source = names.obj(value[1])
    if kind == "reroll" and isinstance(value[3], tuple):
        dice = ", ".join(str(slot + 1) for slot in value[3])
        return f"{source}: reroll die {dice}"
    if kind == "adjust" and len(value) >= 5 and isinstance(value[4], int):
        verb = "add" if value[4] > 0 else "subtract"
        word = "to" if value[4] > 0 else "from"
        return f"{source}: {verb} {abs(value[4])} {word} die {value[3] + 1}"
    if kind == "exchange" and len(value) >= 5:
        return f"{source}: exchange die {value[3] + 1} with its base {value[4]}"
    if kind == "install" and len(value) >= 5:
        return f"{source}: use the installed {value[4]} for die {value[3] + 1}"
    return None


HELP = {
    "priority": "You have priority (CR 117): cast a spell, activate an ability, play a land "
                "(main phase, empty stack, once a turn: CR 305.2), or pass. When both players "
                "pass in a row, the top of the stack resolves, or the step ends (CR 117.4).",
    "mulligan": "Keep these seven cards, or shuffle them away and draw seven new ones; for "
                "each mulligan you put one card on the bottom (London mulligan, CR 103.5).",
    "bottom": "Choose the cards to put on the bottom of your library for your mulligans "
              "(CR 103.5).",
    "declare_attackers": "Choose which untapped creatures attack (CR 508.1). Creatures that "
                         "came under your control this turn can't attack unless they have "
                         "haste (CR 302.6).",
    "declare_blockers": "Choose which of your untapped creatures block which attackers "
                        "(CR 509.1). Flying creatures can be blocked only by creatures with "
                        "flying or reach; menace needs two or more blockers.",
    "assign_damage": "Divide the attacker's combat damage among its blockers (lethal damage "
                     "to each in order before the next, CR 510.1c) and, with trample, the "
                     "player.",
    "discard": "Choose a card to discard (for example down to seven in cleanup, CR 514.1).",
    "yes_no": "Answer yes or no to the optional instruction being resolved.",
    "choose_objects": "Choose objects for the instruction being resolved.",
    "choose_color": "Choose a color.",
    "choose_mode": "Choose a mode.",
    "choose_number": "Choose a number (for a die roll: which die to keep or which result).",
    "cast_copy": "You may cast the copy now (or decline).",
    "divide": "Divide the damage among the targets, in target order; each gets at least 1 "
              "(CR 601.2d).",
    "trigger_targets": "Choose targets for the triggered ability you control (CR 603.3d).",
    "trigger_modes": "Choose the modes of the triggered ability you control (CR 700.2b).",
    "order_triggers": "Choose the order your triggered abilities go on the stack (CR 603.3b).",
    "legend_rule": "Choose the legendary permanent to keep (the legend rule, CR 704.5j).",
    "order_replacements": "Several replacement or prevention effects apply to one event: "
                          "choose which applies first (CR 616.1).",
    "choose_creature_type": "Choose a creature type (CR 205.3m) for the permanent entering.",
    "declare_bands": "Declare which attacking creatures are banded together: creatures "
                     "with banding and up to one without, attacking the same player or "
                     "planeswalker (CR 508.1e, 702.22c).",
    "choose_defender": "Choose the player or planeswalker the creature put onto the "
                       "battlefield attacking attacks (CR 508.4).",
    "opponent_target": "You were named: choose the creature you control that becomes the "
                       "target of the opponent's ability (CR 601.2c, 602.2b).",
}

COMMANDS = ("Type a number from the list, or a command: pass | wait (pass until something "
            "happens) | end turn | skip (pass until my turn) | stops all / stops smart | "
            "play <land> | "
            "cast <card> [at <target>] | activate <card> [<n>] [at <target>] | "
            "attack with all|none|<creatures> | block <attacker> with <creature>[; ...] | "
            "no blocks | keep | mulligan | yes | no | choose <names> | help | quit")


def explain(decision: Decision) -> str:
    """What the pending decision asks, for ``help``."""
    lines = [HELP.get(decision.kind, decision.kind)]
    if decision.prompt:
        lines.append(f"Prompt: {decision.prompt}")
    if decision.rule:
        lines.append(f"Rule: {decision.rule}")
    if decision.kind in ("bottom", "choose_objects") and decision.max_count > 1:
        lines.append(f"Choose {decision.min_count} to {decision.max_count}.")
    lines.append(COMMANDS)
    return "\n".join(lines)
