"""What the game page shows, built from the human's :class:`PlayerView` only (CR 400.2: the
opponent's hand and both libraries are counts; nothing else reaches the page)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from grimoire.core.mana import MANA_TYPES
from grimoire.errors import GrimoireError
from grimoire.rules.actions import (
    Action,
    ActivateAbility,
    CastSpell,
    Decision,
    PlayLand,
    to_data,
)
from grimoire.rules.choice_bounds import truncated
from grimoire.rules.combat import AttackOptions, BlockOptions
from grimoire.rules.objects import Seat
from grimoire.rules.view import PermanentView, PlayerView
from grimoire.tui.describe import HELP, Names, describe_action
from grimoire.tui.narration import narrate
from grimoire.web.games import GameSession

MAX_BUTTONS = 60
"""Beyond this many listed answers, a choice is shown as a form of checkboxes."""
LOG_LINES = 60
TITLES = {"priority": "Your move", "mulligan": "Keep or mulligan?",
          "declare_attackers": "Declare attackers", "declare_blockers": "Declare blockers"}
"""Headings of the decision panel (others: the decision kind in words)."""


@dataclass(slots=True)
class ActionGroup:
    """The buttons of one card (cast it, then pick a target), or a lone button."""

    title: str
    buttons: list[tuple[str, str]] = field(default_factory=list)  # (label, action JSON)


@dataclass(frozen=True, slots=True)
class Seat_:
    """One player's side of the table."""

    index: int
    name: str
    you: bool
    life: int
    hand_size: int
    library: int
    graveyard: tuple[tuple[int, str], ...]
    creatures: tuple[PermanentView, ...]
    others: tuple[PermanentView, ...]
    lands: tuple[PermanentView, ...]
    active: bool


def _source(action: Action) -> int | None:
    for attr in ("card", "source", "permanent"):
        value = getattr(action, attr, None)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return None


def action_groups(view: PlayerView, legal: list[Action], names: Names) -> list[ActionGroup]:
    """The legal actions as groups of buttons: one group per card (its casts, plays and
    abilities, each target a button), identical cards in hand offered once."""
    hand = dict(view.hand)
    groups: dict[object, ActionGroup] = {}
    seen: set[str] = set()
    for action in legal:
        label = describe_action(action, names, view)
        source = _source(action)
        if source is not None and source in hand:  # any copy will do: offer one per name
            key_label = label.replace(names.obj(source), hand[source])
            if key_label in seen:
                continue
            seen.add(key_label)
            label = key_label
        key: object = source if source is not None else ("lone", len(groups))
        if isinstance(action, PlayLand | CastSpell | ActivateAbility) and source is not None:
            name = hand.get(source) or names.objects.get(source, ("?", 0))[0]
            key = (type(action).__name__, name if source in hand else source)
            title = label.split(" → ")[0].split(" with X=")[0]
            if isinstance(action, ActivateAbility):
                title = label.split(" → ")[0]
        else:
            title = label
        group = groups.setdefault(key, ActionGroup(title))
        payload = json.dumps(to_data(action), separators=(",", ":"))
        sub = label[len(group.title):].strip(" :") if label.startswith(group.title) else label
        group.buttons.append((sub or label, payload))
    return list(groups.values())


def attack_form(options: AttackOptions, names: Names) -> list[dict[str, Any]]:
    """Per creature that may attack: its choices (not attacking, each defender)."""
    rows = []
    for creature, choices in zip(options.creatures, options.choices, strict=True):
        values = []
        for target in choices:
            if target is None:
                values.append(("", "doesn't attack"))
            elif isinstance(target, Seat):
                values.append((f"seat:{target.index}", f"attacks {names.players[target.index]}"))
            else:
                values.append((f"obj:{target}", f"attacks {names.obj(target)}"))
        rows.append({"id": creature, "name": names.obj(creature), "choices": values})
    return rows


def block_form(options: BlockOptions, names: Names) -> list[dict[str, Any]]:
    """Per creature that may block: the attackers it may block."""
    rows = []
    for blocker, choices in zip(options.blockers, options.choices, strict=True):
        values = [("", "doesn't block")]
        values += [(str(a), f"blocks {names.obj(a)}") for a in choices]
        rows.append({"id": blocker, "name": names.obj(blocker), "choices": values,
                     "required": blocker in options.required})
    return rows


def _seat(view: PlayerView, seat: int) -> Seat_:
    perms = [p for p in view.battlefield() if p.controller == seat]
    return Seat_(
        index=seat, name=view.names[seat], you=seat == view.player, life=view.life[seat],
        hand_size=view.hand_sizes[seat], library=view.library_sizes[seat],
        graveyard=view.graveyard(seat),
        creatures=tuple(p for p in perms if "creature" in p.types),
        others=tuple(p for p in perms if "creature" not in p.types and "land" not in p.types),
        lands=tuple(p for p in perms if "land" in p.types and "creature" not in p.types),
        active=view.active == seat)


def _texts(view: PlayerView, ids: list[int]) -> dict[int, str]:
    """Oracle text of each object the player may see (for tooltips)."""
    out: dict[int, str] = {}
    for oid in ids:
        try:
            definition = view.definition(oid)
        except GrimoireError:
            continue
        cost = str(definition.mana_cost or "")
        out[oid] = f"{definition.name} {cost}\n{definition.oracle_text}".strip()
    return out


def board_context(session: GameSession, pool: Any) -> dict[str, Any]:
    """Everything ``play.html`` shows, from the human's view."""
    view = session.view()
    names = Names.of(view)
    decision: Decision | None = view.pending if view.pending is not None \
        and view.pending.player == view.player else None
    legal = view.legal_actions
    groups: list[ActionGroup] = []
    attack: list[dict[str, Any]] = []
    block: list[dict[str, Any]] = []
    choose: list[tuple[int, str]] = []
    if decision is not None:
        if isinstance(legal, AttackOptions):
            attack = attack_form(legal, names)
        elif isinstance(legal, BlockOptions):
            block = block_form(legal, names)
        elif (len(legal) > MAX_BUTTONS or truncated(legal)) and decision.max_count > 1:
            choose = [(i, names.target(o) if isinstance(o, int | Seat) else str(o))
                      for i, o in enumerate(decision.options)]
        else:
            groups = action_groups(view, list(legal), names)
    me, opp = view.player, 1 - view.player
    attackers, blockers = view.combat()
    visible = [p.id for p in view.battlefield()] + [o for o, _ in view.hand] \
        + [o for o, _, _ in view.stack()]
    result = session.game.result
    return {
        "view": view, "names": names, "me": _seat(view, me), "opp": _seat(view, opp),
        "hand": view.hand, "stack": list(reversed(view.stack())), "exile": view.exile(),
        "attackers": attackers, "blockers": blockers, "texts": _texts(view, visible),
        "decision": decision, "help": HELP.get(decision.kind, "") if decision else "",
        "groups": groups, "attack": attack, "block": block, "choose": choose,
        "log": narrate(view.log(), view.names, pool)[-LOG_LINES:],
        "version": session.version, "result": result,
        "winner": None if result is None or result.winner is None
        else view.names[result.winner],
        "stop_everywhere": session.stop_everywhere, "pass_mode": session.pass_mode,
        "mana_pool": "".join(f"{{{MANA_TYPES[i]}}}" * n
                             for i, n in enumerate(view.mana_pool[:len(MANA_TYPES)])),
        "titles": TITLES,
    }
