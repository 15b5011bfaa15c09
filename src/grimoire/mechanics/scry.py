"""Scry and surveil as a sequence of decisions (CR 701.18a, 701.42a).

CR 701.18a: to "scry N" is to look at the top N cards of your library, then put any number
of them on the bottom of your library *in any order* and the rest on top *in any order*.
CR 701.42a (surveil): any number into your graveyard, the rest on top in any order.

The player first chooses which cards go away (bottom or graveyard), then, when two or
more cards remain on top, the order of those, one card at a time (the first card chosen
ends up on top), then likewise the order of the cards going to the bottom (the first
chosen ends up at the very bottom). A single card needs no ordering decision. The state
between decisions lives in the resolution's ``scratch`` (plain data, so a paused scry
copies and saves with the game).

>>> _order_prompt("top", 3)
'order: choose the card to put on top (3 left; the first chosen ends up on top)'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from grimoire.rules import knowledge, zones
from grimoire.rules.actions import Action, Choose, Decision

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.resolution import Resolution

_KEY = "library_look"
_RULES = {"scry": "CR 701.18a", "surveil": "CR 701.42a", "reorder": "CR 608.2c"}


def _order_prompt(where: str, left: int) -> str:
    if where == "top":
        return (f"order: choose the card to put on top ({left} left; "
                "the first chosen ends up on top)")
    return (f"order: choose the card to put on the bottom ({left} left; "
            "the first chosen ends up at the very bottom)")


def look(game: Game, res: Resolution, kind: str, seat: int, top: tuple[int, ...],
         answer: Action | None) -> Decision | None:
    """Run one step of a scry or surveil of ``top`` (the looked-at cards, top card
    first); return the next decision, or None when the cards are all placed."""
    rule = _RULES[kind]
    if answer is None and kind == "reorder":  # "put them back in any order": order only
        if len(top) < 2:
            return None
        res.scratch[_KEY] = {"phase": "top", "seat": seat, "kind": kind, "top": top,
                             "bottom": (), "top_order": (), "bottom_order": (),
                             "original": top}
        return Decision("choose_objects", seat, prompt=_order_prompt("top", len(top)),
                        options=top, min_count=1, max_count=1, source=res.source, rule=rule)
    if answer is None:
        where = "bottom" if kind == "scry" else "graveyard"
        res.scratch[_KEY] = {"phase": "split", "seat": seat, "kind": kind, "top": top,
                             "bottom": (), "top_order": (), "bottom_order": (),
                             "original": top}
        return Decision("choose_objects", seat, prompt=f"{kind}: put into {where}",
                        options=top, min_count=0, max_count=len(top), source=res.source,
                        rule=rule)
    assert isinstance(answer, Choose) and isinstance(answer.value, tuple)
    state: dict[str, Any] = dict(res.scratch[_KEY])
    chosen = tuple(int(v) for v in answer.value)
    phase = state["phase"]
    if phase == "split":
        state["top"] = tuple(o for o in state["top"] if o not in chosen)
        if kind == "scry":
            state["bottom"] = chosen
        else:
            for oid in chosen:
                zones.move(game, oid, "graveyard")
    elif phase == "top":
        state["top_order"] += chosen
        state["top"] = tuple(o for o in state["top"] if o not in chosen)
    else:
        state["bottom_order"] += chosen
        state["bottom"] = tuple(o for o in state["bottom"] if o not in chosen)
    for where in ("top", "bottom"):
        left = state[where]
        if len(left) > 1:
            state["phase"] = where
            res.scratch[_KEY] = state
            return Decision("choose_objects", seat, prompt=_order_prompt(where, len(left)),
                            options=left, min_count=1, max_count=1, source=res.source,
                            rule=rule)
        state[f"{where}_order"] += left
        state[where] = ()
    del res.scratch[_KEY]
    _place(game, state)
    return None


def _place(game: Game, state: dict[str, Any]) -> None:
    """Move the cards to their chosen places (library: index 0 is the bottom)."""
    top_order: tuple[int, ...] = state["top_order"]
    kept = tuple(o for o in state["original"] if o in top_order)
    placed = []
    if top_order != kept:  # reorder the top: the last moved ends up on top
        for oid in reversed(top_order):
            placed.append(zones.move(game, oid, "library"))
    for oid in reversed(state["bottom_order"]):  # the last moved ends up at the bottom
        placed.append(zones.put_in_library(game, oid, None, bottom=True))
    knowledge.learn(game, (state["seat"],), placed)  # the player placed them (new objects)
