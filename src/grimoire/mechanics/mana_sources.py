"""Where the mana spent to cast a spell came from: "For each mana from a Desert spent to cast
this spell, create a tapped Treasure token" (Cataclysmic Prospecting), "if mana from a
Treasure was spent to cast it" (CR 601.2h: the mana spent is part of how the spell was cast),
"You gain 1 life for each {S} spent to cast this spell" (CR 107.4h: mana from a snow source).

Only in a game with a card that reads the mana spent (:class:`~grimoire.oracle.ir.ManaSpentOn`
in its vocabulary) does each mana added to a pool (:data:`~grimoire.rules.hooks.MANA_ADDED`)
leave a :class:`Sourced` record: the card types, subtypes and supertypes (lower-cased) of
the source as it was when it made the mana — a Treasure sacrificed to pay its own mana
ability's cost counts as the Treasure it last was on the battlefield (CR 608.2h), a land
that is a Desert only through another permanent's effect counts as a Desert (CR 613: as the
layers made it).

When mana is spent from a pool to cast a spell (:data:`~grimoire.rules.hooks.MANA_SPENT`),
the records of the spent mana are used up and each type word of their sources is counted on
the spell as a flag ``"spentfrom:<word>:<n>"``, which the permanent the spell becomes keeps
(:data:`~grimoire.rules.hooks.REMEMBERED_PREFIXES`) and :func:`spent_from` reads. Which mana
of a type is spent is the payer's choice (CR 601.2h): for a spell that reads where its mana
came from, the recorded mana first; for anything else, the other mana first (the recorded
mana stays for a later spell). Records never outnumber the pool's mana of their type (mana
spent on an ability's cost uses them up, newest last), and they empty with the pool
(CR 106.4, :data:`~grimoire.rules.hooks.POOLS_EMPTIED`; mana kept through a step, CR 106.4a,
loses its record).

>>> from types import SimpleNamespace
>>> spell = SimpleNamespace(flags=frozenset())
>>> _count(spell, [frozenset({"land", "desert"}), frozenset({"land"})])
>>> sorted(spell.flags), spent_from(spell.flags, "Desert"), spent_from(spell.flags, "Cave")
(['spentfrom:desert:1', 'spentfrom:land:2'], 1, 0)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from grimoire.core.mana import MANA_TYPES
from grimoire.rules import hooks
from grimoire.rules.layers import characteristics

if TYPE_CHECKING:
    from grimoire.rules.game import Game

SPENT_FROM = "spentfrom:"
"""The prefix of a spell's flags counting the mana spent to cast it by its source's type."""

_WORDS = frozenset({"ManaSpentOn"})


@dataclass(frozen=True, slots=True)
class Sourced:
    """One mana of ``mana`` in ``player``'s pool, made by a source of these type words."""

    player: int
    mana: str
    words: frozenset[str]


STATE: hooks.StateKey[tuple[Sourced, ...]] = hooks.StateKey("mana_sources")
"""The records of the mana in the players' pools, oldest first (None: none)."""


def _source_words(game: Game, source: int) -> frozenset[str]:
    """The card types, subtypes and supertypes of ``source`` now, or as it last existed on
    the battlefield if it left (CR 608.2h: a Treasure sacrificed for its own mana; CR
    107.4h: "{S}" spent is mana a snow source made)."""
    obj = game.objects.get(source)
    if obj is None or obj.zone != "battlefield":
        obj = game.last_known.get(source, obj)
    if obj is None:
        return frozenset()
    chars = characteristics(game, obj)  # supertypes too: {S} is mana from a snow source
    return frozenset(w.lower() for w in (*chars.types, *chars.subtypes, *chars.supertypes))


def _added(game: Game, player: int, source: int, mana: tuple[str, ...]) -> None:
    """``source`` made ``mana`` for ``player``'s pool: record where it came from."""
    words = _source_words(game, source)
    old = _clipped(game, player, game.players[player].pool, exclude=mana)
    others = tuple(r for r in STATE.get(game) or () if r.player != player)
    STATE.set(game, (*others, *old, *(Sourced(player, m, words) for m in mana)))


def _clipped(game: Game, player: int, pool: Sequence[int],
             exclude: tuple[str, ...] = ()) -> list[Sourced]:
    """``player``'s records, never more of a type than ``pool`` holds (less the mana
    ``exclude`` just added): the newest kept."""
    out: list[Sourced] = []
    found = STATE.get(game) or ()
    for index, kind in enumerate(MANA_TYPES):
        have = pool[index] - exclude.count(kind)
        mine = [r for r in found if r.player == player and r.mana == kind]
        out.extend(mine[len(mine) - have:] if 0 <= have < len(mine) else mine if have > 0
                   else [])
    return out


def _reads_sources(game: Game, spell: int | None) -> bool:
    """Whether ``spell`` reads what its mana was spent from (then its payer spends the
    recorded mana first, CR 601.2h)."""
    obj = game.objects.get(spell) if spell is not None else None
    return obj is not None and not _WORDS.isdisjoint(obj.info.vocabulary)


def _spent(game: Game, player: int, before: list[int], after: list[int],
           spell: int | None) -> None:
    """``player``'s pool went from ``before`` to ``after`` paying for ``spell`` (None: not a
    spell): use up the records of the spent mana, counting them on the spell."""
    found = STATE.get(game)
    if not found:
        return
    first = _reads_sources(game, spell)
    kept: list[Sourced] = [r for r in found if r.player != player]
    used_words: list[frozenset[str]] = []
    for index, kind in enumerate(MANA_TYPES):
        mine = [r for r in _clipped(game, player, before) if r.mana == kind]
        used = before[index] - after[index]
        bare = before[index] - len(mine)  # mana of this type without a record
        take = min(used, len(mine)) if first else max(0, used - bare)
        used_words.extend(r.words for r in mine[:take])
        kept.extend(mine[take:])
    if kept:
        STATE.set(game, tuple(kept))
    else:
        STATE.clear(game)
    obj = game.objects.get(spell) if spell is not None else None
    if obj is not None and used_words:
        _count(obj, used_words)


def _count(spell: Any, used: Sequence[frozenset[str]]) -> None:
    """Add to ``spell.flags`` the mana spent from sources of each type word (a cost paid in
    two parts adds up)."""
    totals: dict[str, int] = {}
    old = {f for f in spell.flags if f.startswith(SPENT_FROM)}
    for flag in old:
        word, n = flag[len(SPENT_FROM):].rsplit(":", 1)
        totals[word] = int(n)
    for words in used:
        for word in words:
            totals[word] = totals.get(word, 0) + 1
    spell.flags = (spell.flags - old) | {f"{SPENT_FROM}{w}:{n}" for w, n in totals.items()}


def spent_from(flags: frozenset[str], word: str) -> int:
    """How much mana from sources of type ``word`` was spent to cast the object with these
    flags."""
    prefix = f"{SPENT_FROM}{word.lower()}:"
    return sum(int(f[len(prefix):]) for f in flags if f.startswith(prefix))


def _emptied(game: Game) -> None:
    """CR 106.4: the mana left the pools, and its records with it."""
    if STATE.get(game):
        STATE.clear(game)


hooks.MANA_ADDED.add(_added, words=_WORDS)  # CR 601.2h
hooks.MANA_SPENT.add(_spent)  # CR 601.2h
hooks.POOLS_EMPTIED.add(_emptied)  # CR 106.4
hooks.REMEMBERED_PREFIXES.append(SPENT_FROM)  # the permanent it became remembers
