""" "You may choose not to untap ~ during your untap step" (CR 502.3).

As the active player's untap step untaps their permanents, the player may leave each tapped
permanent with this ability tapped. The untap step has no priority (CR 502.4), so the
choice is a question of its own, asked before anything untaps (the kernel's
:data:`~grimoire.rules.hooks.UNTAP_CHOICES`), one permanent at a time; a permanent kept
tapped is left out of this untap (``game.skip_untap``, the same as "doesn't untap during its
controller's next untap step"). The permanents asked about this step are kept in the game's
state (:data:`ASKED`), forgotten as the next untap step begins. The choice is made each
untap step anew: a permanent left tapped is asked about again next turn. A permanent that
lost the ability (layer 6) is not asked about.

This is what keeps "for as long as ~ remains tapped" effects going
(:mod:`grimoire.rules.continuous`, :mod:`grimoire.mechanics.untap_locks`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import hooks
from grimoire.rules.actions import Decision
from grimoire.rules.layers import characteristics
from grimoire.rules.turn import untap_permanents

if TYPE_CHECKING:
    from grimoire.rules.game import Game

ASKED: hooks.StateKey[frozenset[int]] = hooks.StateKey("untap_choice")
"""The permanents the active player was asked about in this untap step."""
RULE = "CR 502.3"


def _may_stay(game: Game, oid: int) -> bool:
    obj = game.objects[oid]
    if not obj.tapped or obj.controller != game.active or oid in game.skip_untap:
        return False
    if not any(isinstance(a.effect, ir.MayNotUntap) for _, a in obj.info.statics):
        return False
    return any(isinstance(a, ir.StaticAbility) and isinstance(a.effect, ir.MayNotUntap)
               for a in characteristics(game, obj).abilities)  # (not if it lost it)


def ask(game: Game) -> Decision | None:
    """The next tapped permanent of the active player's with the ability not yet asked
    about this step, as a yes/no question ("keep it tapped?"), or None."""
    asked = ASKED.get(game) or frozenset()
    for oid in game.battlefield:
        if oid not in asked and _may_stay(game, oid):
            ASKED.set(game, asked | {oid})
            return Decision("yes_no", game.active, prompt=f"don't untap {game.objects[oid].name}?",
                            options=(True, False), source=oid, rule=RULE)
    return None


def answer(game: Game, decision: Decision, yes: bool) -> None:
    """Yes: the permanent stays tapped this untap step. Then the next question, or the
    untap itself (CR 502.3)."""
    if yes and decision.source is not None:
        game.skip_untap = game.skip_untap | {decision.source}
    question = ask(game)
    if question is not None:
        game.set_pending(question, "tba")
        return
    untap_permanents(game)


def _forget(game: Game) -> None:
    """A new untap step: nothing was asked yet (CR 502.3: the choice is made each time)."""
    if ASKED.get(game) is not None:
        ASKED.clear(game)


hooks.UNTAP_STEP.add(_forget, order=5)
hooks.UNTAP_CHOICES.add(ask, words=frozenset({"MayNotUntap"}))
hooks.DECISION_ANSWERS[RULE] = answer
