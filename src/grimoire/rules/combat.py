"""Combat (CR 506-511): attackers, blockers, damage assignment and combat damage.

Declarations are single actions listing every attacker (blocker); the legal ones are
enumerated lazily: :class:`AttackOptions` and :class:`BlockOptions` are sequences whose
``len`` is the number of legal declarations and whose items are built on demand, so a
uniformly random agent can pick ``options[rng.randrange(len(options))]`` without
materialising 2^n declarations. Menace (CR 702.111b) is counted exactly with a small
dynamic programme over blockers.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Container, Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, overload

from grimoire.oracle import ir
from grimoire.rules import banding, costs, damage, hooks, query
from grimoire.rules import events as ev
from grimoire.rules.actions import AssignDamage, DeclareAttackers, DeclareBlockers
from grimoire.rules.attack_requirements import attack_choices
from grimoire.rules.batch import abandon, close_batch, open_batch
from grimoire.rules.block_choosers import must_block_all
from grimoire.rules.continuous import still_tapped
from grimoire.rules.objects import GameObject, Seat, Target
from grimoire.rules.protection import can_block

if TYPE_CHECKING:
    from grimoire.rules.game import Game


class Combat:
    """The combat state of the current turn (copyable)."""

    __slots__ = (
        "assigned",
        "attackers",
        "bands",
        "blocked_by",
        "blocking",
        "dealt_first",
        "declared",
        "first_strikers",
        "gone_blocking",
    )

    def __init__(self) -> None:
        self.attackers: dict[int, Target] = {}
        self.blocked_by: dict[int, tuple[int, ...]] = {}
        """Attacker → its blockers; present (maybe empty) once it became blocked (509.1h)."""
        self.blocking: dict[int, int] = {}
        self.first_strikers: frozenset[int] = frozenset()
        self.dealt_first: frozenset[int] = frozenset()
        self.assigned: dict[int, tuple[tuple[Target, int], ...]] = {}
        self.declared: frozenset[int] = frozenset()
        """The defending players who have declared blockers this combat (CR 802.4)."""
        self.bands: tuple[tuple[int, ...], ...] = ()
        """The attacking bands declared (CR 702.22c, 702.22e: for the rest of combat)."""
        self.gone_blocking: dict[int, tuple[int, ...]] = {}
        """A blocker that left the battlefield → the attackers it was blocking as it left:
        its last known information (CR 608.2b, 608.2h: "target creature it's blocking")."""

    def copy(self) -> Combat:
        clone = Combat.__new__(Combat)
        clone.attackers = dict(self.attackers)
        clone.blocked_by = dict(self.blocked_by)
        clone.blocking = dict(self.blocking)
        clone.first_strikers = self.first_strikers
        clone.dealt_first = self.dealt_first
        clone.assigned = dict(self.assigned)
        clone.declared = self.declared
        clone.bands = self.bands
        clone.gone_blocking = dict(self.gone_blocking)
        return clone

    def is_unblocked(self, game: Game, oid: int) -> bool:
        """CR 509.1h: an attacking creature is unblocked once its defending player has
        declared blockers and none was declared for it."""
        attacked = self.attackers.get(oid)
        if attacked is None or oid in self.blocked_by:
            return False
        if isinstance(attacked, Seat):
            defender = attacked.index
        else:
            walker = game.objects.get(attacked)
            defender = walker.controller if walker is not None else -1
        return defender in self.declared

    def remove(self, oid: int) -> None:
        """Remove a creature from combat (CR 506.4)."""
        if not self.attackers and not self.blocking:
            return
        self.attackers.pop(oid, None)
        if self.blocking.pop(oid, None) is not None:  # from every attacker it blocks
            for attacker, blockers in self.blocked_by.items():
                if oid in blockers:
                    self.blocked_by[attacker] = tuple(b for b in blockers if b != oid)

    def left_battlefield(self, oid: int) -> None:
        """``oid`` left the battlefield: out of combat (CR 506.4), what it was blocking kept
        as its last known information."""
        if oid in self.blocking:
            self.gone_blocking[oid] = tuple(a for a, b in self.blocked_by.items() if oid in b)
        self.remove(oid)

    def clear(self) -> None:
        """End of combat (CR 511.3)."""
        self.gone_blocking.clear()
        self.attackers.clear()
        self.blocked_by.clear()
        self.blocking.clear()
        self.first_strikers = frozenset()
        self.dealt_first = frozenset()
        self.assigned.clear()
        self.declared = frozenset()
        self.bands = ()


LASTING_RULE = "lasting_rule:"
"""The flag prefix of a combat restriction "for as long as <source> remains on the
battlefield" (CR 611.2b): ``lasting_rule:<rule>:<source id>``; it outlasts the turn and ends
once that object has left the battlefield (CR 400.7: its id is then gone). With
``@<event index>`` after the id: "for as long as <source> remains tapped", ending once the
source untaps after that point in the game's log, even if it is tapped again."""


def lasting_rule(rule: str, source: int, tapped_since: int | None = None) -> str:
    """The flag of a restriction ``rule`` lasting while ``source`` stays (:data:`LASTING_RULE`).

    >>> lasting_rule("cant_attack_or_block", 7)
    'lasting_rule:cant_attack_or_block:7'
    >>> lasting_rule("cant_attack_or_block", 7, 40)
    'lasting_rule:cant_attack_or_block:7@40'
    """
    tail = "" if tapped_since is None else f"@{tapped_since}"
    return f"{LASTING_RULE}{rule}:{source}{tail}"


def _lasting(game: Game, obj: GameObject, rules: set[str]) -> bool:
    """Whether a lasting restriction of ``rules`` on ``obj`` still applies (CR 611.2b)."""
    for flag in obj.flags:
        if flag.startswith(LASTING_RULE):
            rule, _, held_by = flag[len(LASTING_RULE):].rpartition(":")
            source, _, since = held_by.partition("@")
            held = game.objects.get(int(source))
            if rule in rules and held is not None and held.zone == "battlefield" and (
                    not since or still_tapped(game, held.id, int(since))):
                return True
    return False


def has_rule(game: Game, obj: GameObject, rule: str) -> bool:
    """Whether a restriction ``rule`` ("cant_block", "cant_be_blocked", "cant_attack",
    "must_block") applies to ``obj``, from an effect this turn or a static ability
    (CR 508.1c, 509.1b). "cant_attack_or_block" counts as both."""
    rules = {rule, "cant_attack_or_block"} if rule in ("cant_attack", "cant_block") else {rule}
    if obj.flags and "cant_attack_or_block" in rules and any(
            locked(obj) for locked in hooks.LOCKED_DOWN.funcs):
        return True  # CR 701.29a: a detained permanent can't attack or block
    if obj.flags and _lasting(game, obj, rules):
        return True  # CR 611.2b: "for as long as ~ remains on the battlefield"
    if any(oid == obj.id and r in rules for oid, r in game.combat_rules):
        return True
    if rule == "cant_block" and any(isinstance(a.effect, ir.CantBlock)
                                    for _, a in obj.info.statics):
        return True
    return any(source.id == obj.id if eff.filter is None else query.matches(
        game, obj, eff.filter, source.controller, source.id)
        for source, eff in active_restrictions(game, rules))


def active_restrictions(game: Game, rules: Container[str]
                        ) -> Iterator[tuple[GameObject, ir.CombatRestrictionStatic]]:
    """Each static combat restriction, requirement or tax on the battlefield whose rule is
    in ``rules``, with its source; a conditional one only while its condition holds
    (CR 611.3a)."""
    if not game.n_statics:
        return
    for sid in game.battlefield:
        source = game.objects[sid]
        for _, ability in source.info.statics:
            eff = ability.effect
            if isinstance(eff, ir.ConditionalStatic) and isinstance(
                    eff.effect, ir.CombatRestrictionStatic) and eff.effect.rule in rules:
                if not query.static_condition(game, source, eff.condition):
                    continue  # CR 611.3a: applies only while the condition holds
                eff = eff.effect
            if isinstance(eff, ir.CombatRestrictionStatic) and eff.rule in rules:
                yield source, eff


def can_attack(game: Game, obj: GameObject) -> bool:
    """CR 508.1a: untapped creature, controlled since the turn began or with haste; and
    no defender (CR 702.3b)."""
    if not query.is_creature(game, obj) or obj.tapped or obj.controller != game.active:
        return False
    kws = query.keywords(game, obj)
    if "defender" in kws and not has_rule(game, obj, "attacks_despite_defender"):
        return False  # CR 702.3b (unless an effect lets it attack as though it hadn't)
    if has_rule(game, obj, "cant_attack"):
        return False
    return not obj.sick or "haste" in kws


def defenders(game: Game) -> list[Target]:
    """What the active player may attack: opponents and their planeswalkers (CR 508.1b)."""
    out: list[Target] = [Seat(p.index) for p in game.players
                         if p.index != game.active and not p.lost]
    out.extend(o for o in game.battlefield if "planeswalker" in game.objects[o].info.types
               and game.objects[o].controller != game.active)
    return out


def own_abc_caches(cls: type) -> None:
    """Give ``cls``, a subclass of ``Sequence`` (an abstract class), its own registry and
    caches of subclasses, as ``ABCMeta.__new__`` does for every class it makes.

    Compiled by mypyc (``make fast``), a native class is made without ``ABCMeta.__new__``:
    it shared ``Sequence``'s caches, so once anything had asked ``isinstance([], Sequence)``
    a list was an :class:`AttackOptions` and a :class:`BlockOptions`, and a block listing was
    an :class:`AttackOptions` (the rl encoder read ``.creatures`` of it: AttributeError). In
    the pure build the class has its own already and nothing changes."""
    if "_abc_impl" not in cls.__dict__:  # (only compiled, so only on CPython: its _abc)
        abc_init: Callable[[type], None] = importlib.import_module("_abc")._abc_init
        abc_init(cls)


class AttackOptions(Sequence[DeclareAttackers]):
    """Every legal attack declaration, built on demand (mixed-radix numbering).

    ``choices[i]`` lists what creature ``i`` may do: ``None`` (not attack) and the
    defenders it may attack.
    """

    def __init__(self, creatures: list[int], choices: list[list[Target | None]]) -> None:
        self.creatures = creatures
        self.choices = choices
        total = 1
        for options in choices:
            total *= len(options)
        self._set_count(total)

    def _set_count(self, total: int) -> None:
        """Record the exact number of declarations (``total``, any size) and the listed
        length: ``len()`` must fit a machine integer, so beyond ``sys.maxsize`` (63
        possible attackers already make 2**63) the listing is the first ``sys.maxsize``
        and ``truncated`` is True (as :mod:`grimoire.rules.choice_bounds` does); ``apply``
        still accepts every legal declaration (``in`` checks the rules, not the index)."""
        self.total = total
        self.truncated = total > sys.maxsize
        self._len = min(total, sys.maxsize)

    def __len__(self) -> int:
        return self._len

    @overload
    def __getitem__(self, index: int) -> DeclareAttackers: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[DeclareAttackers]: ...

    def __getitem__(self, index: int | slice) -> DeclareAttackers | Sequence[DeclareAttackers]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self._len))]
        n: int = index + self._len if index < 0 else index
        if not 0 <= n < self._len:
            raise IndexError(index)
        raw = self._raw(n)
        attacks: list[tuple[int, Target]] = []
        for creature, options in zip(self.creatures, self.choices, strict=True):
            raw, digit = divmod(raw, len(options))
            target = options[digit]
            if target is not None:
                attacks.append((creature, target))
        return DeclareAttackers(tuple(attacks))

    def _raw(self, n: int) -> int:
        """The mixed-radix number of the ``n``-th listed declaration (subclasses skip
        some numbers)."""
        return n

    def __iter__(self) -> Iterator[DeclareAttackers]:
        return (self[i] for i in range(self._len))

    def __contains__(self, item: object) -> bool:
        if not isinstance(item, DeclareAttackers):
            return False
        chosen = dict(item.attacks)
        if len(chosen) != len(item.attacks) or not set(chosen) <= set(self.creatures):
            return False
        return all(chosen.get(c) in options
                   for c, options in zip(self.creatures, self.choices, strict=True))


def attack_options(game: Game) -> AttackOptions:
    """The legal attack declarations of the active player: restrictions (CR 508.1c, e.g.
    "can't attack you") and requirements (CR 508.1d, "attacks each combat if able")."""
    creatures = [o for o in game.battlefield if can_attack(game, game.objects[o])]
    targets = defenders(game)
    bans = dict(game.attack_bans) if game.attack_bans else {}
    from grimoire.rules import (  # (they build on AttackOptions, defined here)
        attack_costs,
        attack_limits,
    )
    from grimoire.rules import combat_restrictions as restrictions
    choices: list[list[Target | None]] = []
    priced = attack_costs.pricers(game)  # costs to attack (CR 508.1g-h)
    every: list[list[Target]] = []  # each creature's legal targets, before requirements
    for oid in creatures:
        allowed: list[Target] = list(targets)
        banned = bans.get(oid)
        if banned:
            allowed = [t for t in allowed if not (
                (isinstance(t, Seat) and t.index in banned)
                or (isinstance(t, int) and game.objects[t].controller in banned))]
        allowed = [t for t in allowed if restrictions.attack_target_ok(  # CR 508.1c
            game, game.objects[oid], t)]
        costly = attack_costs.costly_targets(priced, game.objects[oid], allowed)  # 508.1d
        choices.append(attack_choices(game, game.objects[oid], allowed, costly))
        every.append(allowed)
    alone = restrictions.alone_restricted(game, creatures, attacking=True)
    if game.n_statics:  # "No more than two creatures can attack you each combat" (508.1c)
        capped = attack_limits.capped_options(game, creatures, every, priced, alone)
        if capped is not None:
            return capped
    taxed = attack_costs.costed_options(game, priced, creatures, choices, alone)  # 508.1h
    if taxed is not None:
        return taxed
    if not alone:
        return AttackOptions(creatures, choices)
    options = restrictions.AloneAttackOptions(creatures, choices, alone)  # CR 506.5
    if not len(options):  # CR 508.1d: no requirement can be obeyed without breaking one
        options = restrictions.AloneAttackOptions(
            creatures, [c if None in c else [None, *c] for c in choices], alone)
    return options


def declare_attackers(game: Game, action: DeclareAttackers) -> None:
    """CR 508.1: the attackers tap (unless vigilance, CR 702.20b) and become attacking."""
    for creature, target in action.attacks:
        obj = game.objects[creature]
        if not query.has_keyword(game, obj, "vigilance"):
            obj.tapped = True
            game.emit(ev.Tapped(creature, attacking=True))  # "becomes tapped" (CR 508.1f)
        game.combat.attackers[creature] = target
    from grimoire.rules.attack_costs import pay
    pay(game, action)  # CR 508.1h-j: the total cost to attack, after tapping (508.1f)
    coded = tuple((c, -1 - t.index if isinstance(t, Seat) else t) for c, t in action.attacks)
    game.emit(ev.AttackersDeclared(game.active, coded))


def _can_block(game: Game, blocker: GameObject, attacker: GameObject) -> bool:
    if has_rule(game, attacker, "cant_be_blocked"):
        return False
    if "protection" in attacker.info.keywords \
            and not can_block(game, blocker, attacker):  # CR 702.16f
        return False
    akws = query.keywords(game, attacker)
    bkws = query.keywords(game, blocker)
    if "flying" in akws and "flying" not in bkws and "reach" not in bkws:  # CR 702.9b
        return False
    from grimoire.rules import combat_restrictions as restrictions
    if not restrictions.pair_ok(game, blocker, attacker):  # CR 509.1b: "can't be blocked by"
        return False
    if any(forbids(game, blocker, attacker) for forbids in hooks.BLOCK_RESTRICTIONS.funcs):
        return False  # a mechanism's (the Ring-bearer's, CR 701.52c)
    return _evasion_ok(game, blocker, attacker, akws, bkws)


LANDWALK: dict[str, str | None] = {
    "swampwalk": "Swamp", "islandwalk": "Island", "forestwalk": "Forest",
    "mountainwalk": "Mountain", "plainswalk": "Plains", "desertwalk": "Desert",
    "nonbasic landwalk": None}
"""Landwalk keywords and the land type each looks for (CR 702.14a: "usually a land type", basic
or not: Hazezon's desertwalk; ``None``: "nonbasic landwalk", a land without the basic
supertype)."""


def _evasion_ok(game: Game, blocker: GameObject, attacker: GameObject,
                akws: frozenset[str], bkws: frozenset[str]) -> bool:
    """The evasion abilities besides flying (CR 509.1b)."""
    if ("shadow" in akws) != ("shadow" in bkws):  # CR 702.28b, both ways
        return False
    if "horsemanship" in akws and "horsemanship" not in bkws:  # CR 702.31b
        return False
    artifact = "artifact" in blocker.info.types
    if "fear" in akws and not artifact and "B" not in blocker.info.colors:  # CR 702.36b
        return False
    if "intimidate" in akws and not artifact and not (  # CR 702.13b
            blocker.info.colors & attacker.info.colors):
        return False
    if "skulk" in akws and query.power(game, blocker) > query.power(game, attacker):
        return False  # CR 702.118b
    for keyword, land_type in LANDWALK.items():
        if keyword in akws and not _landwalk_ignored(game, attacker, keyword) and any(
                # CR 702.14c: the defending player controls such a land ("nonbasic
                # landwalk": a land without the basic supertype)
                game.objects[oid].controller == blocker.controller
                and game.objects[oid].info.is_land
                and ("basic" not in game.objects[oid].info.supertypes if land_type is None
                     else land_type in game.objects[oid].info.subtypes)
                for oid in game.battlefield):
            return False
    return True


def _landwalk_ignored(game: Game, attacker: GameObject, keyword: str) -> bool:
    """ "Creatures with islandwalk can be blocked as though they didn't have islandwalk"
    (Undertow, CR 702.14): a static of any permanent, for the creatures it names."""
    return any(eff.other is not None and keyword in eff.other.keywords_any
               and (eff.filter is None or query.matches(game, attacker, eff.filter,
                                                        source.controller, source.id))
               for source, eff in active_restrictions(game, ("blockable_despite_landwalk",)))


def _blockers(game: Game, player: int) -> list[int]:
    out = []
    for oid in game.battlefield:
        obj = game.objects[oid]
        if obj.controller != player or not obj.info.is_creature or obj.tapped:
            continue
        if has_rule(game, obj, "cant_block"):
            continue
        out.append(oid)
    return out


class BlockOptions(Sequence[DeclareBlockers]):
    """Every legal block declaration, built on demand; exact with menace (see module)."""

    def __init__(self, blockers: list[int], choices: list[list[int]], menace: list[int],
                 required: list[int] | None = None) -> None:
        self.blockers = blockers
        self.choices = choices  # per blocker: attackers it may block (0 = no block)
        self.menace = menace
        self.required = frozenset(required or ())
        self._memo: dict[tuple[int, tuple[int, ...]], int] = {}
        self._set_count(self._count(0, (0,) * len(menace)))

    def _set_count(self, total: int) -> None:
        """See :meth:`AttackOptions._set_count`: 8 attackers and 20 possible blockers
        already make 9**20 declarations, more than ``len()`` can return."""
        self.total = total
        self.truncated = total > sys.maxsize
        self._len = min(total, sys.maxsize)

    def _step(self, state: tuple[int, ...], attacker: int) -> tuple[int, ...]:
        if attacker in self.menace:
            i = self.menace.index(attacker)
            return (*state[:i], min(2, state[i] + 1), *state[i + 1:])
        return state

    def _count(self, i: int, state: tuple[int, ...]) -> int:
        if i == len(self.blockers):
            return 0 if 1 in state else 1  # CR 702.111b: menace needs 0 or 2+ blockers
        key = (i, state)
        cached = self._memo.get(key)
        if cached is None:
            skip = 0 if i in self.required else self._count(i + 1, state)
            cached = skip + sum(
                self._count(i + 1, self._step(state, a)) for a in self.choices[i])
            self._memo[key] = cached
        return cached

    def __len__(self) -> int:
        return self._len

    @overload
    def __getitem__(self, index: int) -> DeclareBlockers: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[DeclareBlockers]: ...

    def __getitem__(self, index: int | slice) -> DeclareBlockers | Sequence[DeclareBlockers]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self._len))]
        n: int = index + self._len if index < 0 else index
        if not 0 <= n < self._len:
            raise IndexError(index)
        return self._declaration(n)

    def _declaration(self, n: int) -> DeclareBlockers:
        """The ``n``-th legal declaration (``0 <= n < len(self)``)."""
        state = (0,) * len(self.menace)
        blocks: list[tuple[int, int]] = []
        for i, blocker in enumerate(self.blockers):
            options = self.choices[i] if i in self.required else [0, *self.choices[i]]
            for attacker in options:
                nxt = self._step(state, attacker) if attacker else state
                count = self._count(i + 1, nxt)
                if n < count:
                    if attacker:
                        blocks.append((blocker, attacker))
                    state = nxt
                    break
                n -= count
        return DeclareBlockers(tuple(blocks))

    def __iter__(self) -> Iterator[DeclareBlockers]:
        return (self[i] for i in range(self._len))

    def __contains__(self, item: object) -> bool:
        if not isinstance(item, DeclareBlockers):
            return False
        counts: dict[int, int] = {}
        seen = set()
        for blocker, attacker in item.blocks:
            if blocker not in self.blockers or blocker in seen:
                return False
            if attacker not in self.choices[self.blockers.index(blocker)]:
                return False
            seen.add(blocker)
            counts[attacker] = counts.get(attacker, 0) + 1
        if any(self.blockers[i] not in seen for i in self.required):
            return False
        return all(counts.get(a, 0) != 1 for a in self.menace)


own_abc_caches(AttackOptions)
own_abc_caches(BlockOptions)


def block_options(game: Game, player: int) -> BlockOptions:
    """The legal block declarations of defending ``player`` (CR 509.1a-c)."""
    attackers = [a for a, t in game.combat.attackers.items()
                 if (t == Seat(player)) or (isinstance(t, int) and t in game.objects
                                            and game.objects[t].controller == player)]
    blockers = _blockers(game, player)
    choices = [[a for a in attackers if _can_block(game, game.objects[b], game.objects[a])]
               for b in blockers]
    menace = [a for a in attackers if query.has_keyword(game, game.objects[a], "menace")]
    required = [i for i, b in enumerate(blockers) if choices[i] and (
        b in game.must_block or has_rule(game, game.objects[b], "must_block")
        or must_block_all(game, game.objects[b]))]  # "Creatures your opponents control ..."
    # CR 509.1c: obey as many requirements as possible without violating restrictions.
    from grimoire.rules import combat_restrictions as restrictions
    return restrictions.block_options(game, player, blockers, choices, menace, required)


def block_costs(game: Game, blockers: Iterable[int]) -> dict[int, int]:
    """The generic mana each of ``blockers`` costs to block, where it costs any (CR 509.1d:
    "can't block unless its controller pays {3}", priced by the mechanisms through
    :data:`grimoire.rules.hooks.BLOCK_COSTS`)."""
    found = [p for price in hooks.BLOCK_COSTS.funcs if (p := price(game)) is not None]
    if not found:
        return {}
    out: dict[int, int] = {}
    for blocker in blockers:
        amount = sum(p(game.objects[blocker]) for p in found)
        if amount:
            out[blocker] = amount
    return out


def declare_blockers(game: Game, player: int, action: DeclareBlockers) -> None:
    """CR 509.1g-h: blockers become blocking; attackers with blockers become blocked.
    The total cost to block is locked in and paid first (CR 509.1d-f)."""
    total = sum(block_costs(game, {b for b, _ in action.blocks}).values())
    if total:
        costs.pay_mana(game, player, ("1",) * total)
    combat = game.combat
    combat.declared = combat.declared | {player}
    blocks = banding.with_band_mates(game, action.blocks)  # CR 702.22h: a band's members
    for blocker, attacker in blocks:
        combat.blocking.setdefault(blocker, attacker)  # the first of extra blocks (509.1a)
        combat.blocked_by[attacker] = (*combat.blocked_by.get(attacker, ()), blocker)
    game.emit(ev.BlockersDeclared(player, blocks))


def has_first_strike_step(game: Game) -> bool:
    """CR 510.4: a first-strike damage step happens if any attacker or blocker has first
    strike or double strike as the combat damage step begins."""
    combat = game.combat
    found = [o for o in (*combat.attackers, *combat.blocking)
             if _strikes_first(game, game.objects[o])]
    combat.first_strikers = frozenset(found)
    return bool(found)


def _strikes_first(game: Game, obj: GameObject) -> bool:
    return query.has_keyword(game, obj, "first strike") or \
        query.has_keyword(game, obj, "double strike")


def _deals_now(game: Game, obj: GameObject, first: bool) -> bool:
    if first:
        return _strikes_first(game, obj)
    # CR 702.7c / 702.4c: the rest, plus double strike.
    if query.has_keyword(game, obj, "double strike"):
        return True
    return obj.id not in game.combat.first_strikers


def _lethal(game: Game, source: GameObject, obj: GameObject) -> int:
    if query.has_keyword(game, source, "deathtouch"):
        return 1  # CR 702.2c
    return max(0, query.toughness(game, obj) - obj.damage)


def damage_amount(game: Game, obj: GameObject) -> int:
    """The combat damage ``obj`` assigns: its power (CR 510.1a), or its toughness where an
    effect says "assigns combat damage equal to its toughness rather than its power" (its
    power itself is unchanged, Doran's rulings)."""
    if game.n_statics or game.combat_rules:
        if has_rule(game, obj, "no_combat_damage"):
            return 0  # "it assigns no combat damage this turn" (CR 510.1a)
        if has_rule(game, obj, "toughness_damage"):
            return query.toughness(game, obj)
    return query.power(game, obj)


def assignment_options(game: Game, attacker: int) -> list[AssignDamage]:
    """Legal divisions of a blocked attacker's damage (CR 510.1c, 702.19b)."""
    if attacker in game.combat.blocking:  # CR 510.1d: a blocker dividing its damage
        from grimoire.rules import combat_restrictions as restrictions
        return restrictions.blocker_assignment_options(game, attacker)
    if banding.defender_divides(game, attacker):  # CR 702.22j: among its blockers only
        return banding.defender_division_options(game, attacker)
    obj = game.objects[attacker]
    amount = damage_amount(game, obj)
    blockers = [b for b in game.combat.blocked_by.get(attacker, ()) if b in game.objects]
    recipients: list[Target] = list(blockers)
    trample = query.has_keyword(game, obj, "trample")
    if trample:
        recipients.append(game.combat.attackers[attacker])
    out: list[AssignDamage] = []
    if amount > 0 and has_rule(game, obj, "unblocked_damage"):
        # "You may have this creature assign its combat damage as though it weren't
        # blocked": all of it to the player or permanent it attacks (CR 510.1a-c)
        out.append(AssignDamage(attacker, ((game.combat.attackers[attacker], amount),)))
    if amount <= 0 or not recipients:
        return out
    lethal = [_lethal(game, obj, game.objects[b]) for b in blockers]
    listed = 0
    for split in _compositions(amount, len(recipients)):
        if trample and split[-1] > 0 and any(s < need for s, need in zip(split, lethal,
                                                                         strict=False)):
            continue  # CR 702.19b: lethal to every blocker before the player
        if listed == ASSIGNMENT_CAP:  # a bounded listing (apply checks any division:
            _mark_bounded(game)  # :func:`division_legal`)
            out.append(_lethal_first(attacker, recipients, lethal, amount))
            break
        listed += 1
        out.append(AssignDamage(attacker, tuple((r, s) for r, s in zip(recipients, split,
                                                                       strict=True) if s)))
    return out


ASSIGNMENT_CAP = 256
"""At most this many divisions of one creature's combat damage are listed (plus the one
assigning lethal damage in order, the rest to the last recipient): with a gang block the
divisions are C(power + n - 1, n - 1), millions with twenty power and eight blockers."""


def _mark_bounded(game: Game) -> None:
    game.cand_cache[("choice_bounds", "truncated")] = True  # (grimoire.rules.choice_bounds)


def _lethal_first(source: int, recipients: Sequence[Target], lethal: Sequence[int],
                  amount: int) -> AssignDamage:
    """Lethal damage to each blocker in turn, whatever is left to the last recipient."""
    split: list[int] = []
    left = amount
    for need in lethal[:len(recipients) - 1]:
        split.append(min(need, left))
        left -= split[-1]
    split += [0] * (len(recipients) - 1 - len(split))
    split.append(left)
    return AssignDamage(source, tuple((r, n) for r, n in zip(recipients, split, strict=True)
                                      if n))


def division_legal(game: Game, action: AssignDamage) -> bool:
    """Whether ``action`` divides its creature's combat damage legally, checked directly
    (a listing of divisions may be bounded): every recipient one it may assign to, the
    whole damage assigned, and with trample lethal damage to each blocker before any to the
    player or permanent it attacks (CR 510.1c-d, 702.19b)."""
    source = action.attacker
    obj = game.objects.get(source)
    if obj is None:
        return False
    amount = damage_amount(game, obj)
    given = dict(action.assignment)
    if len(given) != len(action.assignment) or any(
            not isinstance(n, int) or n < 0 for n in given.values()) \
            or sum(given.values()) != amount:
        return False
    combat = game.combat
    if source in combat.blocking:  # CR 510.1d: a blocker of several attackers
        return set(given) <= {a for a, b in combat.blocked_by.items()
                              if source in b and a in combat.attackers and a in game.objects}
    blockers = [b for b in game.combat.blocked_by.get(source, ()) if b in game.objects]
    attacked = game.combat.attackers.get(source)
    if attacked is None:  # neither attacking nor blocking: nothing to divide
        return False
    if banding.defender_divides(game, source):  # CR 702.22j
        return banding.division_legal(game, action, amount)
    trample = query.has_keyword(game, obj, "trample")
    allowed = set(blockers) | ({attacked} if trample else set())
    if set(given) <= allowed and not (trample and given.get(attacked, 0) > 0 and any(
            given.get(b, 0) < _lethal(game, obj, game.objects[b]) for b in blockers)):
        return True
    return has_rule(game, obj, "unblocked_damage") and given == {attacked: amount}


def _compositions(total: int, parts: int) -> Iterator[tuple[int, ...]]:
    if parts == 1:
        yield (total,)
        return
    for first in range(total + 1):
        for rest in _compositions(total - first, parts - 1):
            yield (first, *rest)


def needs_assignment(game: Game, first: bool) -> int | None:
    """The next attacker whose controller must divide its damage this step, if any."""
    combat = game.combat
    for attacker in combat.attackers:
        if attacker in combat.assigned or attacker not in combat.blocked_by:
            continue
        obj = game.objects[attacker]
        if not _deals_now(game, obj, first):
            continue
        if len(assignment_options(game, attacker)) > 1:
            return attacker
    from grimoire.rules import combat_restrictions as restrictions
    return restrictions.blocker_needing_assignment(game, first)  # CR 510.1d


def deal_combat_damage(game: Game, first: bool) -> None:
    """CR 510.1-510.2: assign and deal all combat damage of this step simultaneously."""
    combat = game.combat
    hits: list[tuple[GameObject, Target, int]] = []
    for attacker, target in combat.attackers.items():
        obj = game.objects[attacker]
        if not _deals_now(game, obj, first):
            continue
        amount = damage_amount(game, obj)
        if amount <= 0:
            continue  # CR 510.1a
        if attacker not in combat.blocked_by:  # CR 510.1b
            if isinstance(target, Seat) or target in game.objects:
                hits.append((obj, target, amount))
            continue
        if attacker in combat.assigned:
            hits.extend((obj, r, n) for r, n in combat.assigned[attacker])
            continue
        options = assignment_options(game, attacker)
        if options:
            hits.extend((obj, r, n) for r, n in options[0].assignment)
        elif query.has_keyword(game, obj, "trample"):
            hits.append((obj, target, amount))  # CR 702.19e: no blockers left
    from grimoire.rules import combat_restrictions as restrictions
    for blocker, attacker in combat.blocking.items():
        obj = game.objects[blocker]
        if restrictions.blocks_several(game, blocker):  # CR 510.1d: divided as chosen
            if _deals_now(game, obj, first):
                hits.extend((obj, r, n) for r, n in restrictions.blocker_division(game, blocker))
            continue
        if not _deals_now(game, obj, first) or attacker not in game.objects \
                or attacker not in combat.attackers:  # CR 510.1d: removed from combat
            continue
        amount = damage_amount(game, obj)
        if amount > 0:  # CR 510.1d
            hits.append((obj, attacker, amount))
    open_batch(game)  # CR 510.2: dealt simultaneously, one batch of events
    try:
        for source, target, amount in hits:
            damage.deal_damage(game, source, target, amount, combat=True)
    except BaseException:
        abandon(game)
        raise
    close_batch(game)
    combat.assigned.clear()
    if first:
        combat.dealt_first = frozenset(s.id for s, _, _ in hits)


def assignment_ok(options: list[AssignDamage], action: AssignDamage) -> bool:
    """Whether ``action`` is one of the legal divisions (order-insensitive)."""
    key = sorted((repr(r), n) for r, n in action.assignment)
    return any(sorted((repr(r), n) for r, n in o.assignment) == key for o in options)

