"""Dice (CR 706): fair natural rolls, the replacements and modifiers that apply, and the
pure bookkeeping of which dice are ignored.

:func:`natural_roll` is the only source of die faces: ``randrange`` (unbiased, CR 706.1a-b:
N equally likely outcomes numbered 1..N, any N), or the next scripted result
(``game.script_dice``); a scripted game that runs out raises
:class:`ScriptedDiceExhaustedError`, never a silent random number.

Replacements (CR 614, 706.6) are collected as :class:`Replacement` values, one per effect
(each applies once to a roll, CR 616.1f): ``RollReplacement`` statics of permanents, and
one-shot "the next time you would roll" effects (``game.next_rolls``). Applying them in an
order gives a :class:`RollPlan`; :class:`Ignoring` then works out, step by step, which dice
count. Everything here is immutable data, so a roll paused on a player's choice copies
exactly with the game.

>>> plan = RollPlan(1, 20, (Replacement(-1, 1, "highest"),))
>>> plan.dice_to_roll
2
>>> state = Ignoring.start(plan, (4, 15))
>>> state, ask = state.advance(None)
>>> ask is None, state.counted, state.ignored
(True, (15,), (4,))
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Literal

from grimoire.errors import GrimoireError, IllegalActionError, ScriptedDiceExhaustedError
from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules.actions import Choose
from grimoire.rules.values import amount_value

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject
    from grimoire.rules.resolution import DieRecord


class BadScriptedDieError(GrimoireError):
    """A scripted die result is not a face of the die being rolled."""


def natural_roll(game: Game, sides: int) -> int:
    """One die's natural result (CR 706.2), 1..``sides`` (CR 706.1a)."""
    if sides < 1:
        raise GrimoireError(f"a die has at least one face, not {sides} (CR 706.1a)")
    script = game.scripted_dice
    if script is not None:
        if not script:
            raise ScriptedDiceExhaustedError(
                f"a d{sides} was rolled but no scripted die result is left")
        value = script[0]
        if not 1 <= value <= sides:
            raise BadScriptedDieError(f"scripted result {value} is not a face of a d{sides}")
        game.scripted_dice = script[1:]
        return value
    # CR 706.1b: randrange is unbiased (rejection sampling), never ``% n`` on a raw word.
    return game.rng.randrange(sides) + 1


# --------------------------------------------------------------------------------------
# Replacements of a roll (CR 706.6, 616.1)
# --------------------------------------------------------------------------------------

Keep = Literal["highest", "lowest", "choose", "total"]


@dataclass(frozen=True, slots=True)
class Replacement:
    """One roll replacement that applies to a roll.

    ``source``: the object whose static ability it is (-1 for a one-shot effect);
    ``extra`` more dice; ``keep``: "highest" (ignore the lowest), "lowest" (ignore the
    highest), "choose" (``chooser`` picks the die to ignore) or "total" (the dice are added
    up: "roll two d6 and use the total"); ``each_die``: it replaces each die's roll by
    ``1 + extra`` dice ("roll two of those dice"), else the whole roll by that many dice plus
    ``extra`` ("roll that many dice plus one") — for "total", one die of the roll (its
    first) by ``1 + extra`` dice whose total is that die's result.
    """

    source: int
    extra: int
    keep: Keep
    each_die: bool = False
    chooser: int | None = None

    def dice_after(self, count: int) -> int:
        """How many dice a roll of ``count`` dice becomes.

        >>> Replacement(-1, 1, "highest").dice_after(3)
        4
        >>> Replacement(-1, 1, "choose", each_die=True).dice_after(3)
        6
        """
        return count * (1 + self.extra) if self.each_die else count + self.extra


def _applies(whose: ir.Whose, controller: int, roller: int) -> bool:
    return whose == "each" or (controller == roller) == (whose == "you")


def static_replacements(game: Game, player: int, sides: int) -> list[Replacement]:
    """RollReplacement statics of permanents that apply to ``player`` rolling a d``sides``
    (numeric dice only: planar-die replacements are not supported, see
    :func:`roll_planar_die`)."""
    found: list[Replacement] = []
    if not game.n_statics:
        return found
    for oid in game.battlefield:
        obj = game.objects[oid]
        for _, ability in obj.info.statics:
            eff = ability.effect
            if isinstance(eff, ir.RollReplacement) and not eff.planar \
                    and eff.sides in (None, sides) \
                    and _applies(eff.whose, obj.controller, player):
                found.append(Replacement(oid, eff.extra, eff.keep,
                                         eff.each_die, obj.controller))
    return found


def one_shot_replacements(game: Game, player: int, sides: int) -> list[Replacement]:
    """The "next time <player> would roll" effects waiting for this roll (CR 614.1a); they
    are used up by :func:`use_one_shots`."""
    # "roll that many dice plus one and <chooser> chooses one to ignore" replaces the whole
    # roll; "the next time you would roll a dN, instead roll two dN and use the total"
    # replaces one die of it (The Big Idea's ruling: one of the two dice of a "difference"
    # roll): N such effects make a roll of one die N + 1 dice, never 2 ** N.
    return [Replacement(-1 - i, more, "total" if total else "choose", False, who)
            for i, (seat, more, want, who, total, _) in enumerate(game.next_rolls)
            if seat == player and want in (None, sides)]


def expire_one_shots(game: Game) -> None:
    """CR 514.2: the unused "the next time ... would roll ... this turn" replacements end with
    the turn; those without "this turn" ("The next time you would roll a six-sided die",
    The Big Idea) wait until a roll uses them (CR 614.1a)."""
    game.next_rolls = tuple(e for e in game.next_rolls if not e[5])


def use_one_shots(game: Game, used: list[Replacement]) -> None:
    """Remove the one-shot replacements that were applied (each applies once)."""
    gone = {-1 - r.source for r in used if r.source < 0}
    game.next_rolls = tuple(e for i, e in enumerate(game.next_rolls) if i not in gone)


def static_bonus(game: Game, player: int, sides: int) -> int:
    """The sum of RollBonus statics that apply to ``player`` rolling a d``sides``
    (CR 706.2: modifiers may come from other sources); amounts are evaluated for the
    static's controller ("add the number of artifacts you control")."""
    total = 0
    if not game.n_statics:
        return total
    for oid in game.battlefield:
        obj = game.objects[oid]
        for _, ability in obj.info.statics:
            eff = ability.effect
            if isinstance(eff, ir.RollBonus) and (eff.sides in (None, sides)) \
                    and _applies(eff.whose, obj.controller, player):
                total += _static_amount(game, oid, obj.controller, eff.amount)
    return total


def _static_amount(game: Game, source: int, controller: int, amount: ir.Amount) -> int:
    if isinstance(amount, ir.Fixed):
        return amount.value
    from grimoire.rules.resolution import Resolution
    return amount_value(game, Resolution(source=source, controller=controller), amount,
                        controller)


REPLACEMENT_HOOKS: list[Callable[[Game, int, int], list[Replacement]]] = [
    static_replacements, one_shot_replacements]
MODIFIER_HOOKS: list[Callable[[Game, int, int], int]] = [static_bonus]


def replacements(game: Game, player: int, sides: int) -> list[Replacement]:
    """Every roll replacement that applies to ``player`` rolling a d``sides`` (all hooks)."""
    return [r for hook in REPLACEMENT_HOOKS for r in hook(game, player, sides)]


def modifier(game: Game, player: int, sides: int) -> int:
    """The total modifier other sources add to each result (all hooks, CR 706.2)."""
    return sum(hook(game, player, sides) for hook in MODIFIER_HOOKS)


def order_matters(reps: list[Replacement] | tuple[Replacement, ...]) -> bool:
    """Whether the order the roller applies ``reps`` in can change anything (CR 616.1).

    "Roll that many plus N and ignore the lowest/highest/one of your choice" effects commute:
    whatever order, the same number of dice is rolled and the same kept results are
    reachable. An effect on *each* die ("roll two of those dice") or "use the total" does
    not commute with a different effect: the number of dice rolled depends on the order.

    >>> a, b = Replacement(1, 1, "highest"), Replacement(2, 1, "lowest")
    >>> order_matters([a, b]), order_matters([a, Replacement(3, 1, "choose", True)])
    (False, True)
    """
    if len(reps) < 2:
        return False
    if not any(r.each_die or r.keep == "total" for r in reps):
        return False
    shapes = {(r.extra, r.keep, r.each_die) for r in reps}
    return len(shapes) > 1


# --------------------------------------------------------------------------------------
# Which dice count (CR 706.6)
# --------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RollPlan:
    """A roll of ``count`` d``sides`` with ``steps`` applied in this order (the first one
    the roller chose applies to the original roll, CR 616.1)."""

    count: int
    sides: int
    steps: tuple[Replacement, ...] = ()

    @property
    def dice_to_roll(self) -> int:
        """How many dice are physically rolled."""
        n = self.count
        for step in self.steps:
            n = step.dice_after(n)
        return n


Slot = tuple[int, tuple[int, ...]]
"""A candidate result: (value, indexes of the rolled dice it is made of)."""


@dataclass(frozen=True, slots=True)
class Ask:
    """A choice the roll needs: ``chooser`` picks one of ``options`` (slot indexes)."""

    chooser: int | None
    options: tuple[int, ...]
    prompt: str


@dataclass(frozen=True, slots=True)
class Ignoring:
    """The replacement steps undone from the innermost out (CR 706.6); see the module doc.

    ``slots`` are the candidates still counted; ``pending`` how many steps remain
    (``plan.steps[pending - 1]`` is next); ``cursor`` the progress inside that step;
    ``done`` the slots that step already settled (per-die steps).
    """

    plan: RollPlan
    naturals: tuple[int, ...]
    slots: tuple[Slot, ...]
    pending: int
    cursor: int = 0
    done: tuple[Slot, ...] = ()

    @classmethod
    def start(cls, plan: RollPlan, naturals: tuple[int, ...]) -> Ignoring:
        """The bookkeeping for ``naturals``, the dice rolled for ``plan`` in roll order."""
        slots = tuple((n, (i,)) for i, n in enumerate(naturals))
        return cls(plan, naturals, slots, len(plan.steps))

    @property
    def finished(self) -> bool:
        return self.pending == 0

    @property
    def counted(self) -> tuple[int, ...]:
        """The values of the dice that count (each the natural, or a total)."""
        return tuple(v for v, _ in self.slots)

    @property
    def counted_dice(self) -> frozenset[int]:
        """Indexes of the rolled dice that count."""
        return frozenset(i for _, members in self.slots for i in members)

    @property
    def ignored(self) -> tuple[int, ...]:
        """The naturals of the dice that were ignored (never rolled, CR 706.6)."""
        keep = self.counted_dice
        return tuple(n for i, n in enumerate(self.naturals) if i not in keep)

    def advance(self, choice: int | None) -> tuple[Ignoring, Ask | None]:
        """Go as far as possible; ``choice`` answers the last :class:`Ask`. Returns the new
        state and the next question (None when finished)."""
        state = self
        while not state.finished:
            step = state.plan.steps[state.pending - 1]
            nxt, ask = (state._each_die(step, choice) if step.each_die
                        else state._whole(step, choice))
            choice = None
            if ask is not None:
                return nxt, ask
            state = nxt
        return state, None

    def _next_step(self, slots: tuple[Slot, ...]) -> Ignoring:
        return replace(self, slots=slots, pending=self.pending - 1, cursor=0, done=())

    def _whole(self, step: Replacement, choice: int | None) -> tuple[Ignoring, Ask | None]:
        slots = self.slots
        if step.keep == "total":  # one die was replaced by the first 1 + extra: their sum
            group = slots[:1 + step.extra]
            total: Slot = (sum(v for v, _ in group), tuple(i for _, m in group for i in m))
            return self._next_step((total, *slots[1 + step.extra:])), None
        if step.keep in ("highest", "lowest"):
            # CR 706.6: ties for lowest are the roller's choice; tied dice of one roll are the
            # same kind showing the same number, so every choice keeps the same results and
            # nothing can tell them apart: the earliest of them is ignored, without asking.
            order = sorted(range(len(slots)), key=lambda i: (
                slots[i][0] if step.keep != "lowest" else -slots[i][0], i))
            drop = set(order[:step.extra])
            return self._next_step(tuple(s for i, s in enumerate(slots) if i not in drop)), None
        if choice is not None:  # "choose": ignore the chosen slot
            slots = slots[:choice] + slots[choice + 1:]
            state = replace(self, slots=slots, cursor=self.cursor + 1)
        else:
            state = self
        if state.cursor >= step.extra:
            return state._next_step(state.slots), None
        options = _distinct(state.slots)
        if len(options) == 1:
            return state._whole(step, options[0])
        return state, Ask(step.chooser, options, "die to ignore")

    def _each_die(self, step: Replacement, choice: int | None) -> tuple[Ignoring, Ask | None]:
        size = 1 + step.extra
        state = self
        while True:
            group = state.slots[state.cursor * size:(state.cursor + 1) * size]
            if not group:
                return state._next_step(state.done), None
            if step.keep == "total":
                kept: Slot = (sum(v for v, _ in group),
                              tuple(i for _, members in group for i in members))
            elif step.keep == "highest":
                kept = max(group, key=lambda s: s[0])
            elif step.keep == "lowest":
                kept = min(group, key=lambda s: s[0])
            else:
                options = _distinct(group)
                if len(options) > 1 and choice is None:
                    base = state.cursor * size
                    return state, Ask(step.chooser, tuple(base + o for o in options),
                                      "die to keep")
                kept = group[0] if len(options) == 1 or choice is None \
                    else state.slots[choice]
                choice = None
            state = replace(state, cursor=state.cursor + 1, done=(*state.done, kept))


def _distinct(slots: tuple[Slot, ...]) -> tuple[int, ...]:
    """One slot index per different value: choosing between equal results changes nothing."""
    seen: dict[int, int] = {}
    for i, (value, _) in enumerate(slots):
        seen.setdefault(value, i)
    return tuple(seen.values())


# --------------------------------------------------------------------------------------
# The planar die (CR 901.9, 706.7)
# --------------------------------------------------------------------------------------

PLANAR_FACES = ("chaos", "planeswalker", "blank", "blank", "blank", "blank")
"""CR 901.3: the planar die has six faces: chaos, planeswalker and four blank faces."""


def roll_planar_die(game: Game, player: int) -> str:
    """``player`` rolls the planar die: returns its face ("chaos", "planeswalker", "blank").

    CR 706.7 / 901.9d: the roll triggers "whenever you roll one or more dice", but nothing
    that refers to a numerical result sees it: its events carry ``sides=0`` and no number
    (``natural=result=0``); the face index comes from the same fair RNG (or script, 1..6).
    Grimoire plays no Planechase games (no planar deck, no planeswalking, no special
    action): this is the roll itself, for effects and tests that roll the planar die.
    Replacements of planar-die rolls ("roll that many planar dice plus one") are not
    applied.
    """
    face = PLANAR_FACES[natural_roll(game, len(PLANAR_FACES)) - 1]
    game.emit(ev.DieRolled(player, 0, 0, 0))
    return face


def planar_die_special_action(game: Game) -> str:
    """The active player rolls the planar die as a special action (CR 901.9, 116.2i):
    only with priority, the stack empty, in a main phase of their turn; it doesn't use the
    stack; afterwards the active player gets priority (CR 901.9a-c) after waiting triggers
    are put on the stack. Returns the face.

    Honest limits: Grimoire plays no Planechase games, so chaos and planeswalker faces have
    no plane to act on, and the action's mana cost (CR 901.9: one more each time that
    turn) is not charged. Raises :class:`~grimoire.errors.IllegalActionError` (changing
    nothing) when the action isn't allowed.
    """
    from grimoire.rules import turn
    pending = game.pending
    if pending is None or pending.kind != "priority" or pending.player != game.active \
            or game.stack or game.step not in ("main1", "main2"):
        raise IllegalActionError("the planar die is rolled only by the active player with "
                                 "priority, the stack empty, in a main phase",
                                 rule="CR 901.9")
    face = roll_planar_die(game, game.active)
    game.passes = 0
    game.priority_player = game.active
    game.stage = "priority_check"
    turn.advance(game)
    return face


def uninstall(obj: GameObject, value: int) -> None:
    """Take one installed die showing ``value`` off ``obj`` ("Uninstall a 6 from ~", or
    "uninstall a result ... to use it for a die you rolled")."""
    stored = list(obj.stored)
    stored.remove(value)
    obj.stored = tuple(stored)


def roll_now(game: Game, player: int, node: ir.RollDice, *, source: int = 0,
             x: int = 0) -> DieRecord | None:
    """Make the roll ``node`` at once, outside any resolution that could pause (a roll as
    part of a cost, or as a permanent is put onto the battlefield by an effect): the same
    replacements, modifiers, events and triggers as the ``RollDice`` resolver
    (:func:`grimoire.effects.dice.roll_dice`); a choice among dice (CR 706.6) or of
    replacement order (CR 616.1) takes the first option offered, because paying a cost or
    moving an object can't wait for a player."""
    from grimoire.rules.resolution import Resolution, run
    from grimoire.rules.resolution import answer as resume
    res = Resolution(source=source, controller=player, x=x)
    res.push(node)
    decision = run(game, res)
    while decision is not None:
        decision = resume(game, res, Choose(decision.options[0]))
    return res.die
