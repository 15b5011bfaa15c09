"""Attack requirements (CR 508.1d) and goad (CR 701.38).

A creature may be under several requirements at once: "attacks each combat if able" (a
static ability), "attacks this turn if able" (an effect, Bident of Thassa), and each player
who goaded it (CR 701.38b: "attacks each combat if able and attacks a player other than [the
goading player] if able"; CR 701.38c: one more pair of requirements per goading player).
:func:`attack_choices` keeps, of a creature's legal attack targets, those obeying the most
requirements (CR 508.1d): the requirements of different creatures are independent, so the
maximum of the whole declaration is the sum of each creature's maximum (the counting
restriction "can't attack alone", CR 506.5, is handled by the caller).

Goad is a designation (CR 701.38b), kept as ``goaded:<seat>`` flags on the permanent beside a
``goaded`` flag while any remains; it ends as the goading player's next turn begins
(CR 701.38a, :func:`end_goads`), and a new object (CR 400.7) is not goaded.

>>> from grimoire.rules.objects import Seat
>>> by_bob = frozenset({1})  # goaded by Bob, and one "attacks each combat if able"
>>> _score(Seat(2), by_bob, 1), _score(Seat(1), by_bob, 1), _score(7, by_bob, 1)
(3, 2, 2)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import query
from grimoire.rules.objects import GameObject, Seat, Target

if TYPE_CHECKING:
    from grimoire.rules.game import Game

MUST_ATTACK = "must_attack_you:"
"""A combat rule ``(oid, "must_attack_you:<seat>")``: ``oid`` attacks that player this turn
if able (CR 508.1d): "attacks you this turn if able", "attacks that player this combat if
able"."""

MUST_ATTACK_OBJECT = "must_attack_object:"
"""A combat rule ``(oid, "must_attack_object:<planeswalker>")``: ``oid`` attacks that
planeswalker this turn if able (CR 508.1d, Gideon Jura). A rule keyed ``-1 - seat`` (this
one or :data:`MUST_ATTACK`) applies to every creature that player controls."""

ATTACK_OTHERS = "attack_others_than:"
"""A combat rule ``(-1 - seat, "attack_others_than:<player>")``: every creature ``seat``
controls attacks each combat if able and attacks a player other than that player if able
(CR 508.1d: goad's two requirements, CR 701.38b, without the goaded designation; Kardur,
Doomscourge)."""

GOADED = "goaded:"
"""The flag prefix of a goaded permanent, followed by the seat that goaded it."""

GOAD_KEPT = "goad_kept:"
"""The flag prefix of a goad that lasts for the rest of the game, followed by the goading
seat ("The tokens are goaded for the rest of the game."): :func:`end_goads` keeps it."""

_ANY_GOAD = "goaded"
"""Set beside the ``goaded:<seat>`` flags while any remains (one lookup per attacker)."""


def goad(game: Game, obj: GameObject, seat: int, for_game: bool = False) -> bool:
    """CR 701.38a: ``seat`` goads ``obj`` until ``seat``'s next turn (``for_game``: for the
    rest of the game); CR 701.38d: goading it again has no effect (no more requirements),
    though a goad for the rest of the game still lengthens the designation. Returns whether
    it became goaded by ``seat`` now."""
    flag = f"{GOADED}{seat}"
    if for_game:
        obj.flags = obj.flags | {f"{GOAD_KEPT}{seat}"}
    if flag in obj.flags:
        return False
    obj.flags = obj.flags | {flag, _ANY_GOAD}
    return True


def goaders(obj: GameObject) -> frozenset[int]:
    """The players who goaded ``obj`` (CR 701.38c: several players may)."""
    if _ANY_GOAD not in obj.flags:
        return frozenset()
    return frozenset(int(f[len(GOADED):]) for f in obj.flags if f.startswith(GOADED))


def is_goaded(game: Game, obj: GameObject) -> bool:
    """Whether ``obj`` is goaded (CR 701.38b), by an effect or a static ability."""
    return _ANY_GOAD in obj.flags or bool(_static_goaders(game, obj))


def _static_goaders(game: Game, obj: GameObject) -> frozenset[int]:
    """The controllers of static abilities that say ``obj`` "is goaded" (Bloodthirsty
    Blade: "Equipped creature ... is goaded")."""
    if not game.n_statics:
        return frozenset()
    out: set[int] = set()
    for sid in game.battlefield:
        source = game.objects[sid]
        for _, ability in source.info.statics:
            eff = ability.effect
            if isinstance(eff, ir.ConditionalStatic):
                if not query.static_condition(game, source, eff.condition):
                    continue
                eff = eff.effect
            if isinstance(eff, ir.CombatRestrictionStatic) and eff.rule == "goaded" and (
                    sid == obj.id if eff.filter is None else query.matches(
                        game, obj, eff.filter, source.controller, sid)):
                out.add(source.controller)
    return frozenset(out)


def end_goads(game: Game) -> None:
    """CR 701.38a: as ``game.active``'s turn begins, the creatures they goaded stop being
    goaded by them, but for those goaded for the rest of the game."""
    ends = f"{GOADED}{game.active}"
    kept = f"{GOAD_KEPT}{game.active}"
    for oid in game.battlefield:
        obj = game.objects[oid]
        if ends in obj.flags and kept not in obj.flags:
            obj.flags = obj.flags - {ends}
            if not any(flag.startswith(GOADED) for flag in obj.flags):
                obj.flags = obj.flags - {_ANY_GOAD}


def _must_attack_statics(game: Game, obj: GameObject) -> int:
    """The "attacks each combat if able" requirements of static abilities on ``obj``: its
    own (:class:`~grimoire.oracle.ir.MustAttack`) and other permanents' ("Creatures your
    opponents control attack each combat if able"), one per ability."""
    count = sum(isinstance(a.effect, ir.MustAttack) for _, a in obj.info.statics)
    if not game.n_statics:
        return count
    for sid in game.battlefield:
        source = game.objects[sid]
        for _, ability in source.info.statics:
            eff = ability.effect
            if isinstance(eff, ir.ConditionalStatic):
                if not query.static_condition(game, source, eff.condition):
                    continue  # CR 611.3a
                eff = eff.effect
            if isinstance(eff, ir.CombatRestrictionStatic) and eff.rule == "must_attack" and (
                    sid == obj.id if eff.filter is None else query.matches(
                        game, obj, eff.filter, source.controller, sid)):
                count += 1
    return count


def _score(target: Target, goaded_by: frozenset[int], plain: int,
           players: tuple[int, ...] = (), walkers: tuple[int, ...] = ()) -> int:
    """The requirements an attack on ``target`` obeys: every "attacks if able" one, per
    goading player "attacks a player other than them" (a planeswalker is not a player), each
    "attacks <that player> if able" whose player it is and each "attacks <that planeswalker>
    if able" whose planeswalker it is (CR 508.1d)."""
    return plain + len(goaded_by) + sum(
        isinstance(target, Seat) and target.index != g for g in goaded_by) + sum(
        isinstance(target, Seat) and target.index == p for p in players) + sum(
        target == w for w in walkers)


def choice_scores(game: Game, obj: GameObject, allowed: list[Target]) -> list[int] | None:
    """The requirements (CR 508.1d) each attack of ``obj`` on a target of ``allowed`` obeys
    (not attacking obeys none); None when ``obj`` is under no requirement."""
    mine = (obj.id, -1 - obj.controller)  # its own rules, and its controller's creatures'
    goaded_by = goaders(obj) | _static_goaders(game, obj) | frozenset(
        int(rule[len(ATTACK_OTHERS):]) for oid, rule in game.combat_rules
        if oid in mine and rule.startswith(ATTACK_OTHERS))
    plain = _must_attack_statics(game, obj) + sum(
        oid == obj.id and rule == "must_attack" for oid, rule in game.combat_rules)
    named = tuple(int(rule[len(MUST_ATTACK):]) for oid, rule in game.combat_rules
                  if oid in mine and rule.startswith(MUST_ATTACK))
    walkers = tuple(int(rule[len(MUST_ATTACK_OBJECT):]) for oid, rule in game.combat_rules
                    if oid in mine and rule.startswith(MUST_ATTACK_OBJECT))
    if not plain and not goaded_by and not named and not walkers:
        return None
    return [_score(t, goaded_by, plain, named, walkers) for t in allowed]


def attack_choices(game: Game, obj: GameObject, allowed: list[Target],
                   costly: frozenset[Target] = frozenset()) -> list[Target | None]:
    """What ``obj`` may do in a legal declaration (CR 508.1d): ``None`` (not attack) and the
    targets in ``allowed``, keeping only the choices that obey as many requirements as
    possible without paying a cost to attack (``costly``: the targets it must pay to
    attack; the player may pay, never must)."""
    scores = choice_scores(game, obj, allowed) if allowed else None
    if scores is None:
        return [None, *allowed]
    best = max((s for t, s in zip(allowed, scores, strict=True) if t not in costly), default=0)
    kept: list[Target | None] = [t for t, s in zip(allowed, scores, strict=True) if s >= best]
    return kept if best else [None, *kept]
