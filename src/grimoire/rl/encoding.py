"""The fixed-size encoding of what a player sees and may do, for learning agents.

Everything here reads a :class:`~grimoire.rules.view.PlayerView` only (CR 400.2: the
hidden-information barrier); nothing reads the game behind it.

**Actions.** A decision is answered by choosing one of :data:`SLOTS` numbered slots; the
``action_mask`` says which slots hold a legal choice now. What a slot means depends on the
decision, and the observation describes every slot (``slot features`` below), so an agent
learns "what the action is", not "which number it has":

* Most decisions (priority, mulligan, targets, modes, discards, ...): slot ``i`` is the
  ``i``-th legal action in the engine's canonical order (:meth:`Game.legal_actions
  <grimoire.rules.game.Game.legal_actions>`). When more than :data:`SLOTS` actions are legal,
  they are offered in pages of ``SLOTS - 1`` and the last slot turns the page (the next
  ``SLOTS - 1``, back to the first after the last page): no legal action is ever out of
  reach. Turning a page changes nothing in the game; the page starts again at the first
  whenever the game moves on.
* Declaring attackers and blockers (CR 508.1, 509.1), whose declarations number up to
  ``3**n``: one pair at a time. Slot 0 declares the pairs chosen so far (offered only when
  that declaration is legal: no attack at all usually is), slot 1 clears them, and each
  further slot adds one pair (attacker and what it attacks, or blocker and what it
  blocks) not chosen yet, paged the same way (the last slot turns the page) when there
  are more than fit. Choosing pairs changes nothing in the game until slot 0.

**Observations.** A flat ``float32`` vector, every feature scaled to about [-1, 1] and
clipped to [-:data:`BOUND`, :data:`BOUND`]:

1. global (:data:`GLOBAL`): turn, step (one-hot over :data:`STEPS`), whether it is my turn,
   then per seat from mine in turn order: life, hand size, library size, graveyard size,
   in game; my mana pool (6); the stack's size and whether its top is mine;
2. the decision (one-hot over :data:`KINDS`) and whether it is mine;
3. my hand: :data:`HAND` cards x :data:`CARD` features (below), in hand order;
4. the battlefield: per seat from mine, :data:`PERMANENTS` permanents x :data:`PERMANENT`
   features (card features, tapped, summoning sick, damage, counters, attacking,
   blocking, chosen in the pending combat declaration, and eight keywords);
5. the slots: :data:`SLOTS` x :data:`ACTION` features: the action type (one-hot over
   :data:`ACTION_KINDS`), the features of its card or source (or attacker/blocker), and of
   its first target (a player: me or an opponent; an object: mine or not, power,
   toughness, its card features), the number of targets, X, modes, and a Choose's value.

Card features (:data:`CARD`): present, mana value, land, creature, instant, sorcery,
other permanent types, power, toughness, the five colours.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt

from grimoire.oracle import ir
from grimoire.rules.actions import (
    ACTION_TYPES,
    Action,
    ActivateAbility,
    CastSpell,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    PlayLand,
    TurnFaceUp,
)
from grimoire.rules.combat import AttackOptions, BlockOptions
from grimoire.rules.faces import face_card
from grimoire.rules.objects import Seat, Target
from grimoire.rules.view import HiddenObjectError, PermanentView, PlayerView

SLOTS = 64
"""How many actions a decision offers at most (the size of the discrete action space)."""
HAND = 12
PERMANENTS = 24
BOUND = 4.0

STEPS = ("untap", "upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers",
         "declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat",
         "main2", "end", "cleanup")
KINDS = ("priority", "mulligan", "bottom", "declare_attackers", "declare_blockers",
         "assign_damage", "discard", "yes_no", "choose_objects", "choose_color",
         "choose_mode", "cast_copy", "trigger_targets", "order_triggers", "legend_rule",
         "choose_number", "choose_payment", "trigger_modes", "order_replacements")
ACTION_KINDS = (*ACTION_TYPES, "combat_done", "combat_clear", "combat_pair", "next_page")
KEYWORDS = ("flying", "reach", "first strike", "double strike", "trample", "deathtouch",
            "lifelink", "vigilance")
COLORS = ("W", "U", "B", "R", "G")
COMBAT_KINDS = frozenset({"declare_attackers", "declare_blockers"})

CARD = 14
PERMANENT = CARD + 7 + len(KEYWORDS)
TARGET = 6 + CARD
ACTION = len(ACTION_KINDS) + CARD + TARGET + 4
GLOBAL_SEAT = 5


def global_size(seats: int) -> int:
    return 1 + len(STEPS) + 1 + GLOBAL_SEAT * seats + 6 + 2


def observation_size(seats: int) -> int:
    """The length of the observation vector of a ``seats``-player game."""
    return (global_size(seats) + len(KINDS) + 1 + HAND * CARD + seats * PERMANENTS * PERMANENT
            + SLOTS * ACTION)


@dataclass(frozen=True, slots=True)
class Slot:
    """What one slot does: ``action`` is applied, or (combat) a pair is added
    (``pair``), the choice cleared (``clear``) or declared (``action``, with ``done``),
    or the next page of choices shown (``next_page``: ``page`` of ``pages`` now)."""

    action: Action | None = None
    pair: tuple[int, int | Target] | None = None
    clear: bool = False
    done: bool = False
    next_page: bool = False
    page: int = 0
    pages: int = 1


@dataclass(slots=True)
class CombatChoice:
    """A player's choice in progress: the pairs chosen so far in a combat declaration
    (reset when the decision changes) and the page of choices shown (reset whenever the
    game moves on, :meth:`new_decision`)."""

    key: tuple[int, int, str] | None = None
    pairs: list[tuple[int, int | Target]] = field(default_factory=list)
    page: int = 0

    def new_decision(self) -> None:
        """Forget the pairs and the page: the game moved on."""
        self.key, self.pairs, self.page = None, [], 0


def _paged(fixed: list[Slot], items: list[Slot], page: int) -> list[Slot]:
    """``fixed`` then ``items``, at most :data:`SLOTS`; when they don't fit, ``items`` in
    pages, the last slot turning to the next page (``page`` modulo the pages)."""
    if len(fixed) + len(items) <= SLOTS:
        return fixed + items
    size = SLOTS - 1 - len(fixed)
    pages = -(-len(items) // size)
    page %= pages
    shown = items[page * size:(page + 1) * size]
    padding = [Slot()] * (size - len(shown))
    return [*fixed, *shown, *padding, Slot(next_page=True, page=page, pages=pages)]


def _declaration(kind: str, pairs: Sequence[tuple[int, int | Target]]) -> Action:
    ordered = tuple(pairs)
    if kind == "declare_attackers":
        return DeclareAttackers(ordered)
    return DeclareBlockers(tuple((b, a) for b, a in ordered if isinstance(a, int)))


def _combat_pairs(kind: str, legal: Sequence[Action]) -> list[tuple[int, int | Target]]:
    """Every (creature, what it attacks or blocks) pair some legal declaration uses."""
    if isinstance(legal, AttackOptions):
        return [(c, t) for c, options in zip(legal.creatures, legal.choices, strict=True)
                for t in options if t is not None]
    if isinstance(legal, BlockOptions):
        return [(b, a) for b, options in zip(legal.blockers, legal.choices, strict=True)
                for a in options]
    seen: dict[tuple[int, int | Target], None] = {}
    for action in legal:
        if isinstance(action, DeclareAttackers):
            seen.update((pair, None) for pair in action.attacks)
        elif isinstance(action, DeclareBlockers):
            seen.update((pair, None) for pair in action.blocks)
    return list(seen)


def slots(view: PlayerView, combat: CombatChoice) -> list[Slot]:
    """The slots of ``view``'s pending decision (empty when it isn't theirs), at most
    :data:`SLOTS`; ``combat`` holds (and is reset for a new decision) the pairs chosen and
    the page shown."""
    decision = view.pending
    legal = view.legal_actions
    if decision is None or not legal:
        return []
    if decision.kind not in COMBAT_KINDS:
        return _paged([], [Slot(action=a) for a in legal], combat.page)
    key = (view.turn, decision.player, decision.kind)
    if combat.key != key:
        combat.key, combat.pairs, combat.page = key, [], 0
    pairs = _combat_pairs(decision.kind, legal)
    rank = {pair: i for i, pair in enumerate(pairs)}
    declared = _declaration(decision.kind, sorted(combat.pairs, key=lambda p: rank.get(p, 0)))
    out = [Slot(action=declared, done=True) if declared in legal else Slot(),
           Slot(clear=True) if combat.pairs else Slot()]
    used = {c for c, _ in combat.pairs}
    return _paged(out, [Slot(pair=pair) for pair in pairs if pair[0] not in used],
                  combat.page)


def mask(choices: Sequence[Slot]) -> npt.NDArray[np.int8]:
    """1 for each slot holding a choice, 0 elsewhere."""
    out = np.zeros(SLOTS, dtype=np.int8)
    for i, slot in enumerate(choices):
        out[i] = (slot.action is not None or slot.pair is not None or slot.clear
                  or slot.next_page)
    return out


# --- features --------------------------------------------------------------------------

def _card(card: ir.CardDefinition | None) -> list[float]:
    if card is None:
        return [0.0] * CARD
    types = set(card.card_types)
    other = bool(types & {"artifact", "enchantment", "planeswalker", "battle"})
    return [1.0, card.mana_cost.mana_value / 10, float("land" in types),
            float("creature" in types), float("instant" in types),
            float("sorcery" in types), float(other), (card.power or 0) / 10,
            (card.toughness or 0) / 10, *(float(c in card.colors) for c in COLORS)]


def _definition(view: PlayerView, oid: object) -> ir.CardDefinition | None:
    if not isinstance(oid, int):
        return None
    try:
        return view.look(oid)
    except HiddenObjectError:
        return None


def _seat_order(view: PlayerView) -> list[int]:
    n = len(view.names)
    return [(view.player + i) % n for i in range(n)]


def _permanent(view: PlayerView, p: PermanentView, attacking: set[int], blocking: set[int],
               chosen: set[int]) -> list[float]:
    card = _definition(view, p.id)
    out = _card(card)
    out[7] = (p.power or 0) / 10  # now, with every effect applied
    out[8] = (p.toughness or 0) / 10
    return [*out, float(p.tapped), float(p.sick), p.damage / 10,
            sum(n for _, n in p.counters) / 10, float(p.id in attacking),
            float(p.id in blocking), float(p.id in chosen),
            *(float(k in p.keywords) for k in KEYWORDS)]


def _target(view: PlayerView, target: object, perms: dict[int, PermanentView]) -> list[float]:
    if isinstance(target, Seat):
        mine = target.index == view.player
        return [1.0, float(mine), float(not mine), 0.0, 0.0, 0.0, *([0.0] * CARD)]
    if not isinstance(target, int):
        return [0.0] * TARGET
    p = perms.get(target)
    mine = p is not None and p.controller == view.player
    power = (p.power or 0) / 10 if p is not None else 0.0
    toughness = (p.toughness or 0) / 10 if p is not None else 0.0
    return [1.0, 0.0, 0.0, float(mine), power, toughness, *_card(_definition(view, target))]


def _slot_features(view: PlayerView, slot: Slot, perms: dict[int, PermanentView]
                   ) -> list[float]:
    kind = [0.0] * len(ACTION_KINDS)
    if slot.pair is not None:
        kind[ACTION_KINDS.index("combat_pair")] = 1.0
        creature, other = slot.pair
        return [*kind, *_card(_definition(view, creature)), *_target(view, other, perms),
                0.0, 0.0, 0.0, 0.0]
    if slot.next_page:
        kind[ACTION_KINDS.index("next_page")] = 1.0
        return [*kind, *([0.0] * (CARD + TARGET + 3)), (slot.page + 1) / slot.pages]
    if slot.clear or slot.done:
        kind[ACTION_KINDS.index("combat_clear" if slot.clear else "combat_done")] = 1.0
        return [*kind, *([0.0] * (CARD + TARGET + 4))]
    action = slot.action
    if action is None:
        return [0.0] * ACTION
    kind[ACTION_KINDS.index(type(action).__name__)] = 1.0
    subject: object = None
    targets: tuple[tuple[Target, ...], ...] = ()
    x = modes = 0
    value = 0.0
    if isinstance(action, PlayLand):
        subject = action.card
    elif isinstance(action, CastSpell | ActivateAbility):
        subject = action.card if isinstance(action, CastSpell) else action.source
        targets, x, modes = action.targets, action.x, len(action.modes)
    elif isinstance(action, TurnFaceUp):
        subject = action.permanent
    elif isinstance(action, Choose):
        if isinstance(action.value, bool):
            value = float(action.value)
        elif isinstance(action.value, int):
            value = action.value / 10
        elif isinstance(action.value, tuple):
            value = len(action.value) / 10
            subject = action.value[0] if action.value else None
    card = _definition(view, subject)
    face = getattr(action, "face", 0)
    if card is not None and card.faces:  # the face played or cast (CR 709.3b, 712.11b,
        card = face_card(card, face) or card  # 712.12, 715.3b)
    first = targets[0][0] if targets and targets[0] else None
    return [*kind, *_card(card), *_target(view, first, perms),
            sum(len(t) for t in targets) / 4, x / 10, modes / 4, value]


def observe(view: PlayerView, choices: Sequence[Slot], combat: CombatChoice
            ) -> npt.NDArray[np.float32]:
    """The observation vector of ``view``'s player (see the module docstring)."""
    order = _seat_order(view)
    decision = view.pending
    life, hands, libraries = view.life, view.hand_sizes, view.library_sizes
    in_game = view.in_game
    stack = view.stack()
    out: list[float] = [view.turn / 50]
    out += [float(view.step == s) for s in STEPS]
    out.append(float(view.active == view.player))
    for seat in order:
        out += [life[seat] / 20, hands[seat] / 10, libraries[seat] / 60,
                len(view.graveyard(seat)) / 30, float(in_game[seat])]
    pool = list(view.mana_pool)[:6]
    out += [v / 10 for v in pool] + [0.0] * (6 - len(pool))
    out += [len(stack) / 5, float(bool(stack) and stack[-1][2] == view.player)]
    out += [float(decision is not None and decision.kind == k) for k in KINDS]
    out.append(float(decision is not None and decision.player == view.player))
    hand = view.hand[:HAND]
    for oid, _ in hand:
        out += _card(_definition(view, oid))
    out += [0.0] * (CARD * (HAND - len(hand)))
    attackers, blocks = view.combat()
    attacking = set(attackers)
    blocking = {b for bs in blocks.values() for b in bs}
    chosen = {c for c, _ in combat.pairs}
    battlefield = view.battlefield()
    perms = {p.id: p for p in battlefield}
    for seat in order:
        mine = [p for p in battlefield if p.controller == seat][:PERMANENTS]
        for p in mine:
            out += _permanent(view, p, attacking, blocking, chosen)
        out += [0.0] * (PERMANENT * (PERMANENTS - len(mine)))
    for slot in choices[:SLOTS]:
        out += _slot_features(view, slot, perms)
    out += [0.0] * (ACTION * (SLOTS - len(choices[:SLOTS])))
    vector = np.asarray(out, dtype=np.float32)
    return np.clip(vector, -BOUND, BOUND, out=vector)
