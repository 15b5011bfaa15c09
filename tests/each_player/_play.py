"""Helpers: cast a spell and answer the questions its resolution asks, recording them."""

from __future__ import annotations

from collections.abc import Callable

from tests.dice_rules._util import one

from grimoire.rules.actions import CastSpell, Choose, Decision, PassPriority
from grimoire.rules.game import Game

Answer = Callable[[Game, Decision], object]
"""What to answer a decision (the value of a :class:`Choose`)."""


def first(game: Game, decision: Decision) -> object:
    """The first option (the first ``min_count`` options for a choice of objects)."""
    if decision.kind == "choose_objects":
        return tuple(decision.options[:max(decision.min_count, 1)])
    return decision.options[0]


def cast_and_answer(game: Game, name: str, answer: Answer = first,
                    seen: list[tuple[Decision, dict[str, object]]] | None = None) -> None:
    """Cast ``name`` from the active player's hand and pass priority until the stack is
    empty, answering every other decision with ``answer``; each decision is appended to
    ``seen`` with a snapshot of the zones as it was asked (and under ``"owners"`` the
    controllers of the objects it offered)."""
    card = one(game, name, "hand")
    game.apply(next(a for a in game.legal_actions()
                    if isinstance(a, CastSpell) and a.card == card))
    while game.stack or (game.pending is not None and game.pending.kind != "priority"):
        decision = game.pending
        assert decision is not None
        if decision.kind == "priority":
            game.apply(PassPriority())
            continue
        if seen is not None:
            seen.append((decision, {**snapshot(game), "owners": sorted({
                game.objects[o].controller for o in decision.options
                if isinstance(o, int) and o in game.objects})}))
        game.apply(Choose(answer(game, decision)))  # type: ignore[arg-type]


def snapshot(game: Game) -> dict[str, object]:
    """Names per zone per seat: ``{"0:battlefield": [...], "1:hand": [...]}``."""
    out: dict[str, object] = {}
    for seat, player in enumerate(game.players):
        out[f"{seat}:hand"] = sorted(game.objects[o].name for o in player.hand)
        out[f"{seat}:graveyard"] = sorted(game.objects[o].name for o in player.graveyard)
        out[f"{seat}:battlefield"] = sorted(game.objects[o].name for o in game.battlefield
                                            if game.objects[o].controller == seat)
    return out
