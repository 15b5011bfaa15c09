"""Banding (CR 702.22): attacking in bands, and who divides combat damage.

Banding is a static ability that modifies the rules for combat (CR 702.22a), so it lives
with combat in the kernel, like flying and trample:

* **Declaring bands** (CR 508.1e, 702.22c-d): once the attackers are declared, if two or more
  creatures attacking the same player, planeswalker or battle could form a band (at least one
  with banding), the active player is asked (a ``declare_bands`` decision answered with
  ``Choose(bands)``, ``bands`` a tuple of bands, each a tuple of creature ids; ``()`` is no
  band). A band holds one or more creatures with banding and at most one without. The
  declaration belongs to declaring attackers: it is asked before any player gets priority,
  so "whenever ~ attacks" abilities resolve with the bands known. The listing is bounded
  (:data:`BAND_CAP`); any legal set of bands is accepted (:func:`band_problem`).
* **The band lasts for the combat** (CR 702.22e) even if banding is lost; a creature removed
  from combat leaves its band (CR 702.22f: members are read among the current attackers).
* **Blocking a band** (CR 702.22h): a creature blocking one member of a band blocks every
  other member too (:func:`with_band_mates`), whatever could have blocked them (the rule's
  example: the flier and the swampwalker).
* **Damage** (CR 702.22j-k): an attacking creature blocked by a creature with banding has
  its combat damage divided by the defending player, among the creatures blocking it only
  (:func:`defender_divides`); a creature blocking a creature with banding has its damage
  divided by the active player (:func:`assigner`).

"Bands with other [quality]" is not handled here (:mod:`grimoire.oracle.support` counts it
as a gap).

>>> list(splits(2, 2))
[(0, 2), (1, 1), (2, 0)]
>>> _partitions([1, 2])
[[], [[1]], [[1], [2]], [[1, 2]], [[2]]]
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import islice
from typing import TYPE_CHECKING

from grimoire.rules import query
from grimoire.rules.actions import AssignDamage, Decision
from grimoire.rules.objects import Seat, Target

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

KEYWORD = "banding"
BAND_CAP = 256
"""At most this many sets of bands are listed (the first is always "no band")."""
DIVISION_CAP = 256
"""At most this many divisions of one creature's damage are listed (any legal one is
accepted: :func:`division_legal`)."""

Bands = tuple[tuple[int, ...], ...]


def has_banding(game: Game, obj: GameObject) -> bool:
    """Whether ``obj`` has banding now (CR 702.22a; granted banding counts, CR 613.1f)."""
    return KEYWORD in query.keywords(game, obj)


def splits(total: int, parts: int) -> Iterator[tuple[int, ...]]:
    """Every way to divide ``total`` among ``parts`` recipients, lazily."""
    if parts == 1:
        yield (total,)
        return
    for first in range(total + 1):
        for rest in splits(total - first, parts - 1):
            yield (first, *rest)


def _partitions(items: Sequence[int]) -> list[list[list[int]]]:
    """Every way to put some of ``items`` into nonempty groups (the rest in none), each
    once: groups in the order of their first item."""
    out: list[list[list[int]]] = [[]]
    for item in items:
        grown: list[list[list[int]]] = []
        for groups in out:
            grown.append(groups)  # not in a band
            grown.append([*groups, [item]])  # a new band
            grown.extend([*groups[:i], [*g, item], *groups[i + 1:]]
                         for i, g in enumerate(groups))  # an earlier band
        out = grown
    return sorted(out)


def _with_others(groups: list[list[int]], others: Sequence[int]) -> Iterator[Bands]:
    """Each group with no creature or one distinct creature without banding (CR 702.22c)."""
    if not groups:
        yield ()
        return
    first, rest = groups[0], groups[1:]
    for tail in _with_others(rest, others):
        used = {m for band in tail for m in band}
        yield (tuple(first), *tail)
        for other in others:
            if other not in used:
                yield (tuple(sorted((*first, other))), *tail)


def _groups(game: Game) -> list[tuple[list[int], list[int]]]:
    """The attackers by what they attack (CR 702.22d): (with banding, without)."""
    by_target: dict[Target, tuple[list[int], list[int]]] = {}
    for oid, target in game.combat.attackers.items():
        obj = game.objects.get(oid)
        if obj is None:
            continue
        banding, plain = by_target.setdefault(target, ([], []))
        (banding if has_banding(game, obj) else plain).append(oid)
    return [g for g in by_target.values() if g[0] and len(g[0]) + len(g[1]) > 1]


def band_options(game: Game) -> tuple[Bands, ...]:
    """The sets of bands the active player may declare, no band first (bounded by
    :data:`BAND_CAP`); a band of one creature changes nothing and isn't listed."""
    per_target: list[list[Bands]] = []
    for banding, plain in _groups(game):
        found = [tuple(b for b in bands if len(b) > 1)
                 for groups in _partitions(banding) for bands in _with_others(groups, plain)]
        per_target.append(list(dict.fromkeys(found)))
    options: list[Bands] = [()]
    for choices in per_target:
        options = [(*done, *more) for done in options for more in choices][:BAND_CAP]
    listed = [tuple(sorted(o)) for o in options]
    return tuple(dict.fromkeys(listed))


def band_decision(game: Game) -> Decision | None:
    """The active player's band declaration, if any band can be formed (CR 508.1e)."""
    if not game.combat.attackers or not _groups(game):
        return None
    options = band_options(game)
    if len(options) < 2:
        return None
    return Decision("declare_bands", game.active, prompt="declare bands of attackers",
                    options=options, rule="CR 508.1e")


def band_problem(game: Game, bands: object) -> str | None:
    """Why ``bands`` isn't a legal declaration of bands now (CR 702.22c-d), or None."""
    if not isinstance(bands, tuple) or not all(isinstance(b, tuple) and b for b in bands):
        return "bands are a tuple of nonempty tuples of attacking creatures"
    members = [m for band in bands for m in band]
    if len(members) != len(set(members)):
        return "each creature may be a member of only one band (CR 702.22c)"
    attackers = game.combat.attackers
    for band in bands:
        if any(not isinstance(m, int) or m not in attackers or m not in game.objects
               for m in band):
            return "only attacking creatures are banded (CR 702.22c)"
        if len({attackers[m] for m in band}) != 1:
            return "creatures in a band attack the same player, planeswalker or battle " \
                   "(CR 702.22d)"
        without = [m for m in band if not has_banding(game, game.objects[m])]
        if len(without) == len(band) or len(without) > 1:
            return "a band is creatures with banding and up to one without (CR 702.22c)"
    return None


def declare_bands(game: Game, bands: Bands) -> None:
    """Record the declared bands for the rest of combat (CR 702.22e)."""
    game.combat.bands = tuple(tuple(sorted(b)) for b in bands if len(b) > 1)


def band_mates(game: Game, oid: int) -> tuple[int, ...]:
    """The other attacking creatures in ``oid``'s band (CR 702.22f: a creature removed from
    combat left it)."""
    for band in game.combat.bands:
        if oid in band:
            return tuple(m for m in band if m != oid and m in game.combat.attackers)
    return ()


def with_band_mates(game: Game, blocks: Sequence[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    """``blocks`` and, for each, the same blocker blocking every other member of the
    attacker's band (CR 702.22h)."""
    if not game.combat.bands:
        return tuple(blocks)
    out = list(dict.fromkeys(blocks))
    for blocker, attacker in blocks:
        out.extend(p for p in ((blocker, m) for m in band_mates(game, attacker)) if p not in out)
    return tuple(out)


def _blocked(game: Game, blocker: int) -> list[int]:
    combat = game.combat
    return [a for a, b in combat.blocked_by.items()
            if blocker in b and a in combat.attackers and a in game.objects]


def _blockers(game: Game, attacker: int) -> list[int]:
    return [b for b in game.combat.blocked_by.get(attacker, ()) if b in game.objects]


def defender_divides(game: Game, attacker: int) -> bool:
    """CR 702.22j: ``attacker`` is blocked by a creature with banding (its damage is divided
    by the defending player among its blockers)."""
    return attacker in game.combat.attackers and any(
        has_banding(game, game.objects[b]) for b in _blockers(game, attacker))


def assigner(game: Game, source: int) -> int:
    """The player who divides ``source``'s combat damage: its controller (CR 510.1c-d), the
    defending player for an attacker blocked by a creature with banding (CR 702.22j), the
    active player for a blocker blocking a creature with banding (CR 702.22k)."""
    obj = game.objects[source]
    if source in game.combat.blocking:
        if any(has_banding(game, game.objects[a]) for a in _blocked(game, source)):
            return game.active
        return obj.controller
    if defender_divides(game, source):
        return game.objects[_blockers(game, source)[0]].controller
    return obj.controller


def defender_division_options(game: Game, attacker: int) -> list[AssignDamage]:
    """CR 702.22j: the divisions of ``attacker``'s damage among the creatures blocking it
    (the defending player "can divide that creature's combat damage as they choose among
    any creatures blocking it": never to a player, trample or not)."""
    amount = query.power(game, game.objects[attacker])
    blockers = _blockers(game, attacker)
    if amount <= 0 or not blockers:
        return []
    found = list(islice(splits(amount, len(blockers)), DIVISION_CAP + 1))
    if len(found) > DIVISION_CAP:
        found = found[:DIVISION_CAP]
        game.cand_cache[("choice_bounds", "truncated")] = True
    return [AssignDamage(attacker, tuple((b, n) for b, n in zip(blockers, split, strict=True)
                                         if n)) for split in found]


def division_legal(game: Game, action: AssignDamage, amount: int) -> bool:
    """CR 702.22j: a division among the attacker's blockers only (amounts checked before)."""
    recipients = {r for r, _ in action.assignment}
    return not any(isinstance(r, Seat) for r in recipients) and recipients <= set(
        _blockers(game, action.attacker)) and amount > 0
