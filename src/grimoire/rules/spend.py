"""Mana spending restrictions (CR 106.6): "Spend this mana only to cast creature spells",
"... or activate abilities of artifacts", "Spend this mana only to activate abilities".

CR 106.6: such mana keeps its type; it just can't pay for anything else. The engine knows
what a payment is for (:data:`PURPOSE`, set around the legality checks and the payments of
casting a spell and activating an ability; nothing for any other cost: "unless pays",
attack costs, special actions), and:

* a mana ability whose mana is restricted (:attr:`CardInfo.mana_spend`) is offered to the
  payer only for a purpose its restriction allows (:func:`allowed_option`);
* mana a restricted ability added to a pool is recorded (:func:`note_added`, CR 106.6a: all
  the mana it made, replacement effects' extra included), and a payment for anything else
  can't use it (:func:`usable_pool`, :func:`spent`). Which mana of a type pays is the
  payer's choice (CR 601.2h): restricted mana first where it may pay, so unrestricted mana
  stays free. Records never outnumber the pool's mana of their type (CR 106.4: they empty
  with the pool).

The records are one immutable tuple kept by :data:`STATE` (in ``game.states``).

>>> flt = ir.ObjectFilter(types_any=("creature",))
>>> restriction = ir.SpendOnly(spells=flt)
>>> restriction.abilities is None
True
"""

from __future__ import annotations

from contextvars import ContextVar
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from grimoire.core.mana import MANA_TYPES
from grimoire.oracle import ir
from grimoire.rules import hooks, query
from grimoire.rules.cardinfo import present

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.resolution import Resolution

Purpose = tuple[Literal["spell", "ability"], int]
"""What mana is being spent for: a spell (the card or spell's id) or an activated ability
(its source's id)."""

PURPOSE: ContextVar[Purpose | None] = ContextVar("grimoire_spend_purpose", default=None)
"""The payment being made or checked now (None: a cost of neither kind)."""


@dataclass(frozen=True, slots=True)
class Restricted:
    """One mana of ``mana`` in ``player``'s pool that may pay only for ``only``."""

    player: int
    mana: str
    only: ir.SpendOnly


STATE: hooks.StateKey[tuple[Restricted, ...]] = hooks.StateKey("restricted_mana")


class spending_for:  # a lower-case name: used as a function, ``with spending_for(...)``
    """Make ``purpose`` the payment being made or checked for the block. A class, not a
    generator-based context manager: it wraps every listing of a spell's or an ability's
    ways to be cast or activated, at every priority decision."""

    __slots__ = ("purpose", "token")

    def __init__(self, purpose: Purpose | None) -> None:
        self.purpose = purpose

    def __enter__(self) -> None:
        self.token = PURPOSE.set(self.purpose)

    def __exit__(self, *exc: object) -> None:
        PURPOSE.reset(self.token)


_WORDS = frozenset({"SpendOnly"})


def purpose_key(game: Game) -> Purpose | None:
    """The purpose, for caches of what a payment can use: None in a game where no card
    restricts how its mana is spent (the answer is the same for every purpose)."""
    return PURPOSE.get() if not _WORDS.isdisjoint(game.vocabulary) else None  # restricted()


def restricted(game: Game) -> bool:
    """Whether a card of this game restricts how its mana is spent (CR 106.6): only then
    does what may pay for a spell depend on the spell."""
    return present(game, _WORDS)


def allows(game: Game, player: int, only: ir.SpendOnly, purpose: Purpose | None) -> bool:
    """Whether mana restricted to ``only`` may pay for ``purpose`` (CR 106.6). Mana that
    only "can't be spent to cast" some spells (``only.otherwise``) pays for anything else.
    """
    if purpose is None or (only.otherwise and purpose[0] == "ability"):
        return only.otherwise
    kind, oid = purpose
    flt = only.spells if kind == "spell" else only.abilities
    if flt is None:
        return False
    obj = game.objects.get(oid)
    return obj is not None and query.matches(game, obj, flt, player)


def allowed_option(game: Game, player: int, only: ir.SpendOnly | None) -> bool:
    """Whether a mana ability restricted to ``only`` may be used for the payment now."""
    return only is None or allows(game, player, only, PURPOSE.get())


def _records(game: Game, player: int) -> list[Restricted]:
    """``player``'s restricted mana, never more of a type than the pool holds (the
    latest records first to go: the pool empties whole, CR 106.4)."""
    found = STATE.get(game)
    if not found:
        return []
    pool = game.players[player].pool
    out: list[Restricted] = []
    for index, kind in enumerate(MANA_TYPES):
        mine = [r for r in found if r.player == player and r.mana == kind]
        out.extend(mine[len(mine) - pool[index]:] if pool[index] < len(mine) else mine)
    return out


def cost_held(game: Game, player: int) -> tuple[int, ...]:
    """The mana of ``player``'s usable pool (:func:`usable_pool`) that may pay for the
    payment now but not for a mana ability's own cost (a filter land's {1}, CR 106.6,
    605.3a): every restricted mana but that which only "can't be spent to cast" some spells;
    () when there is none. The payer plans sources' costs without it
    (:func:`grimoire.rules.manapay.solve`)."""
    if not STATE.get(game):
        return ()
    purpose = PURPOSE.get()
    out = [0] * len(MANA_TYPES)
    for r in _records(game, player):
        if not r.only.otherwise and allows(game, player, r.only, purpose):
            out[MANA_TYPES.index(r.mana)] += 1
    return tuple(out) if any(out) else ()


def reserved(game: Game, player: int) -> list[int] | None:
    """The mana in ``player``'s pool the payment now can't use (None: none)."""
    if not STATE.get(game):
        return None
    purpose = PURPOSE.get()
    out = [0] * len(MANA_TYPES)
    for r in _records(game, player):
        if not allows(game, player, r.only, purpose):
            out[MANA_TYPES.index(r.mana)] += 1
    return out if any(out) else None


def usable_pool(game: Game, player: int) -> list[int]:
    """``player``'s pool as the payment now may spend it (CR 106.6)."""
    pool = game.players[player].pool
    held = reserved(game, player) if game.states else None  # (no records: nothing held)
    return pool if held is None else [p - h for p, h in zip(pool, held, strict=True)]


def spent(game: Game, player: int, before: list[int], after: list[int]) -> list[int]:
    """The payment now took ``before`` (its usable pool) down to ``after``: the pool that
    remains (the reserved mana added back) and the records used up (restricted mana that
    may pay is spent first, CR 601.2h)."""
    found = STATE.get(game)
    if not found:
        return after
    held = reserved(game, player) or [0] * len(MANA_TYPES)
    purpose = PURPOSE.get()
    mine = _records(game, player)
    keep = [r for r in found if r.player != player]
    for index, kind in enumerate(MANA_TYPES):
        used = before[index] - after[index]
        for r in (r for r in mine if r.mana == kind):
            if used > 0 and allows(game, player, r.only, purpose):
                used -= 1
            else:
                keep.append(r)
    STATE.set(game, tuple(keep))
    return [a + h for a, h in zip(after, held, strict=True)]


def note_added(game: Game, res: Resolution, only: ir.SpendOnly | None) -> None:
    """The mana the resolving ability just added is restricted to ``only`` (CR 106.6a)."""
    added = res.scratch.get("mana_added")
    if only is None or not added:
        return
    player, mana = added
    old = _records(game, player) if STATE.get(game) else []
    others = [r for r in STATE.get(game) or () if r.player != player]
    STATE.set(game, (*others, *old, *(Restricted(player, m, only) for m in mana)))


def restore(game: Game, kept: tuple[Restricted, ...]) -> None:
    """The pools emptied but for ``kept`` restricted mana (CR 106.4a): it keeps its
    restriction (CR 106.6)."""
    if kept:
        STATE.set(game, kept)


def _emptied(game: Game) -> None:
    """CR 106.4, 500.4: the pools emptied, and the records of restricted mana with them.
    Kept, a record would restrict the next mana of its type that an unrestricted source
    adds (a Forest's {G} after a Somberwald Sage's {G} emptied): the payer, which planned
    with the Forest, then found its own payment unusable."""
    if STATE.get(game):
        STATE.clear(game)


hooks.POOLS_EMPTIED.add(_emptied)  # CR 106.4
