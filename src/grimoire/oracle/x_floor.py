"""A floor on the announced X of an activated ability: "X can't be 0." (CR 107.3a, 602.2b:
the controller announces X as they activate it; this text forbids announcing 0).

Marath, Will of the Wild says it in each of its three modes; the floor is then the
ability's (:attr:`~grimoire.oracle.ir.ActivatedAbility.x_min`), honoured where the engine
lists the values of X (:mod:`grimoire.rules.casting`). Said in only some modes it would hang
on the mode chosen: not compiled (the sentence stays an unknown one).

>>> from grimoire.oracle.ir import Cost, ManaCost
>>> options: dict[str, object] = {}
>>> x_floor("Draw X cards. X can't be 0.", [], Cost(ManaCost(("X",))), options), options
(('Draw X cards.', []), {'x_min': 1})
>>> x_floor("Choose one —", ["Draw X cards. X can't be 0.", "Gain X life."],
...         Cost(ManaCost(("X",))), {})[1]
["Draw X cards. X can't be 0.", 'Gain X life.']
"""

from __future__ import annotations

from grimoire.oracle.ir import Cost, RemoveCountersCost

__all__ = ["x_floor"]

_SENTENCE = "X can't be 0."


def _without(text: str) -> str:
    return text.replace(" " + _SENTENCE, "").replace(_SENTENCE, "").strip()


def x_floor(body: str, bullets: list[str], cost: Cost,
            options: dict[str, object]) -> tuple[str, list[str]]:
    """``body`` and the modes ``bullets`` without their "X can't be 0." sentences when the
    effect (or every mode) says it and X is announced in the cost, setting
    ``options["x_min"]``; else both unchanged."""
    if _SENTENCE not in body and not any(_SENTENCE in mode for mode in bullets):
        return body, bullets
    announced = "X" in cost.mana.symbols or any(
        isinstance(part, RemoveCountersCost) and part.x for part in cost.parts)
    if not announced or (bullets and not all(_SENTENCE in mode for mode in bullets)):
        return body, bullets
    options["x_min"] = 1
    return _without(body), [_without(mode) for mode in bullets]
