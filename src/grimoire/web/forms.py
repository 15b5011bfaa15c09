"""Actions built from the game page's forms (attacks, blocks, a set of choices), checked
only for shape here: :meth:`GameSession.act` checks them against the rules."""

from __future__ import annotations

from typing import Any

from grimoire.errors import GrimoireError
from grimoire.rules.actions import Action, Choose, DeclareAttackers, DeclareBlockers
from grimoire.rules.combat import AttackOptions, BlockOptions
from grimoire.rules.objects import Seat, Target
from grimoire.rules.view import PlayerView


class FormError(GrimoireError):
    """A posted form does not describe an action."""


def _get(form: Any, key: str) -> str:
    value = form.get(key)
    return value.strip() if isinstance(value, str) else ""


def _target(text: str) -> Target:
    kind, _, number = text.partition(":")
    if kind not in ("seat", "obj") or not number.isdigit():
        raise FormError(f"not a defender: {text!r}")
    return Seat(int(number)) if kind == "seat" else int(number)


def action_from_form(form: Any, view: PlayerView) -> Action:
    """The action the posted ``form`` describes for ``view``'s pending decision."""
    kind = _get(form, "form")
    legal = view.legal_actions
    decision = view.pending
    if decision is None or decision.player != view.player:
        raise FormError("it is not your decision")
    if kind == "attack" and isinstance(legal, AttackOptions):
        attacks = tuple((c, _target(_get(form, f"attack-{c}"))) for c in legal.creatures
                        if _get(form, f"attack-{c}"))
        return DeclareAttackers(attacks)
    if kind == "block" and isinstance(legal, BlockOptions):
        blocks = []
        for blocker in legal.blockers:
            value = _get(form, f"block-{blocker}")
            if value:
                if not value.isdigit():
                    raise FormError(f"not an attacker: {value!r}")
                blocks.append((blocker, int(value)))
        return DeclareBlockers(tuple(blocks))
    if kind == "choose":
        picked = []
        for raw in form.getlist("choose"):
            if not isinstance(raw, str) or not raw.isdigit() \
                    or not 0 <= int(raw) < len(decision.options):
                raise FormError(f"not one of the options: {raw!r}")
            picked.append(int(raw))
        return Choose(tuple(decision.options[i] for i in sorted(set(picked))))
    raise FormError("the form does not describe an action for this decision")
