"""The resolution interpreter (CR 608.2): an explicit, copyable work list of IR nodes.

A resolving spell or ability is a :class:`Resolution`: its context (source, controller,
targets, X, bindings, die result, the ``did`` flag) and a work list of IR effect nodes.
:func:`run` pops nodes and calls the one resolver registered for each node's type
(:mod:`grimoire.rules.registry`). A resolver may push child nodes, or return a
:class:`~grimoire.rules.actions.Decision` to ask a player something mid-resolution (a
"you may", the card a search finds, which copy to cast); the game stores it as pending,
and :func:`answer` resumes the same resolver with the player's answer. Everything is
plain data, so a paused resolution copies exactly with the game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from mypy_extensions import mypyc_attr

from grimoire.oracle import ir
from grimoire.rules import hooks, replace
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.batch import Batch, abandon, close_batch
from grimoire.rules.enter_statics import enter_choice
from grimoire.rules.events import ZoneChanged
from grimoire.rules.grants import now
from grimoire.rules.objects import Target
from grimoire.rules.registry import RESOLVERS, UnsupportedEffectError
from grimoire.rules.this_way import began
from grimoire.rules.values import NeedChoice

if TYPE_CHECKING:
    from grimoire.rules.game import Game

WorkItem = tuple[Any, int, int]
"""(IR node, the player ``You()`` means, offset of ``TargetRef`` indexes)."""


@dataclass(frozen=True, slots=True)
class DieRecord:
    """The last die roll of this resolution (CR 706.2): the kept dice's natural results and
    results, the sides, and the roll node (for "roll again", CR 706.3c)."""

    sides: int
    naturals: tuple[int, ...]
    results: tuple[int, ...]
    node: ir.RollDice | None = None
    chosen: int = 0
    """Index of the chosen die for "roll N dice and choose one result"."""

    @property
    def result(self) -> int:
        """The result of the (chosen) die after modifiers."""
        return self.results[self.chosen] if self.results else 0

    @property
    def natural(self) -> int:
        """The natural result of the (chosen) die."""
        return self.naturals[self.chosen] if self.naturals else 0


@dataclass(frozen=True, slots=True)
class ReplacementAnswer:
    """Internal node: record the answer to a CR 616.1 ordering question, after which the
    instruction that asked runs again (see :mod:`grimoire.rules.replace`)."""

    keys: tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class ChooseAsEntered:
    """Internal node: the permanent ``oid`` an instruction of this resolution put onto the
    battlefield has "As this enters, choose a color / a creature type" (CR 614.1c, 614.12):
    its controller chooses now, before anything else happens (resolved in
    :mod:`grimoire.rules.as_enters`)."""

    oid: int


@dataclass(frozen=True, slots=True)
class ChooseBinding:
    """Internal node: bind the objects a player chose for a ``Chosen`` reference."""

    bind: str


@mypyc_attr(serializable=True, allow_interpreted_subclasses=True)  # see slot_copy
class Resolution:
    """A spell or ability being resolved (see the module docstring)."""

    __slots__ = (
        "after",
        "bindings",
        "cast_during",
        "controller",
        "did",
        "die",
        "is_mana",
        "item",
        "legal",
        "mana_choice",
        "mark",
        "modes",
        "scratch",
        "source",
        "source_name",
        "specs",
        "targets",
        "toff",
        "trigger_object",
        "trigger_player",
        "waiting",
        "work",
        "x",
        "you",
    )

    def __init__(self, *, source: int, controller: int, item: int = 0, source_name: str = "",
                 targets: tuple[tuple[Target, ...], ...] = (),
                 specs: tuple[ir.TargetSpec, ...] = (), x: int = 0,
                 modes: tuple[int, ...] = (), trigger_object: int | None = None,
                 trigger_player: int | None = None, is_mana: bool = False) -> None:
        self.item = item
        self.source = source
        self.source_name = source_name
        self.controller = controller
        self.targets = targets
        self.specs = specs
        self.x = x
        self.modes = modes
        self.bindings: dict[str, tuple[int, ...]] = {}
        self.die: DieRecord | None = None
        self.did = True
        self.work: list[WorkItem] = []
        self.waiting: WorkItem | None = None
        self.scratch: dict[str, Any] = {}
        self.trigger_object = trigger_object
        self.trigger_player = trigger_player
        self.mana_choice: tuple[str, ...] | None = None
        self.is_mana = is_mana
        self.you = controller
        self.toff = 0
        self.cast_during = False
        self.legal: tuple[tuple[Target, ...], ...] | None = None
        """CR 608.2b: the targets still legal when resolution started (None: not checked
        yet; :func:`grimoire.rules.values.legal_group` checks them on first use)."""
        self.after: str | None = None
        """A one-shot effect's resolution outside the stack (:func:`one_shots`): the stage
        the game goes back to when it is done (None: a spell or ability on the stack)."""
        self.mark = 1 << 62
        """Length of the game's event log when resolution started: the zone changes after
        it are this resolution's own (CR 400.7j: it can find what it moved). Set with
        :attr:`legal`; until then nothing is followed."""

    def push(self, node: Any, you: int | None = None, toff: int | None = None) -> None:
        """Schedule ``node`` to resolve next (in the current player/target scope)."""
        self.work.append((node, self.you if you is None else you,
                          self.toff if toff is None else toff))

    def push_all(self, nodes: tuple[Any, ...]) -> None:
        """Schedule ``nodes`` to resolve in order."""
        for node in nodes[::-1]:  # not reversed(): mypyc 2.4 fails on tuples of Any
            self.push(node)

    def copy(self) -> Resolution:
        """A copy for :meth:`Game.copy` (work list, bindings and scratch copied), written
        out slot by slot like :func:`grimoire.rules.objects.copy_object`."""
        clone = _NEW_RESOLUTION(Resolution)
        clone.after = self.after
        clone.bindings = dict(self.bindings)
        clone.cast_during = self.cast_during
        clone.controller = self.controller
        clone.did = self.did
        clone.die = self.die
        clone.is_mana = self.is_mana
        clone.item = self.item
        clone.legal = self.legal
        clone.mana_choice = self.mana_choice
        clone.mark = self.mark
        clone.modes = self.modes
        clone.scratch = dict(self.scratch)
        clone.source = self.source
        clone.source_name = self.source_name
        clone.specs = self.specs
        clone.targets = self.targets
        clone.toff = self.toff
        clone.trigger_object = self.trigger_object
        clone.trigger_player = self.trigger_player
        clone.waiting = self.waiting
        clone.work = list(self.work)
        clone.x = self.x
        clone.you = self.you
        return clone


_NEW_RESOLUTION: Final = Resolution.__new__
"""Like :data:`grimoire.rules.objects._NEW_OBJECT`."""


def begin(game: Game, res: Resolution) -> bool:
    """Start ``res``: it resolves before anything else happens (CR 608.2), so the game waits
    on it. True, for the callers that answer "did a resolution start?".

    >>> class _G:
    ...     resolving: list[Resolution] = []
    ...     stage = "priority"
    >>> g = _G()
    >>> begin(g, Resolution(source=0, controller=0))
    True
    >>> g.stage
    'resolving'
    """
    game.resolving.append(res)
    game.stage = "resolving"
    return True


def begin_entering(game: Game, oid: int, node: object) -> bool:
    """Start a resolution, sourced by the object ``oid`` about to enter the battlefield, whose
    one piece of work is ``node`` (an "as this enters" choice or a replacement's question
    asked on entering: CR 614.1c-d, 614.12). True, like :func:`begin`."""
    obj = game.objects[oid]
    res = Resolution(item=oid, source=oid, controller=obj.controller, source_name=obj.name)
    res.push(node)
    return begin(game, res)


def _call(game: Game, res: Resolution, item: WorkItem, action: Action | None) -> Decision | None:
    node, res.you, res.toff = item
    if type(node) is ReplacementAnswer:
        assert isinstance(action, Choose)
        replace.record(game, node.keys, action.value)
        return None
    resolver = RESOLVERS.get(type(node))
    if resolver is None:
        raise UnsupportedEffectError(f"no resolver for {type(node).__name__}: {node!r}")
    outer = game.batch is None
    version = game.version
    start = len(game.events)
    if outer:  # CR 603.2: one instruction's events are one batch (grimoire.rules.batch)
        game.batch = Batch(len(game.events))
    try:
        if replace.may_ask(game):
            with replace.asking():
                decision = resolver(game, res, node, action)
        else:
            decision = resolver(game, res, node, action)
    except replace.ReplacementOrderNeeded as order:  # (not ``need``: compiled, one name
        # is one typed local, and binding the NeedChoice below to it raised TypeError)
        if outer:  # the batch the re-run opens is the one its triggers see (CR 603.2)
            close_batch(game)
        # CR 616.1: the player orders the effects; the instruction runs again after.
        res.work.append(item)
        res.waiting = (ReplacementAnswer(order.decision.data[0]), res.you, res.toff)
        return order.decision
    except NeedChoice as need:
        if outer:
            close_batch(game)
        # CR 608.2d: a choice made on resolution; ask, bind, then run the node again.
        res.work.append(item)
        res.waiting = (ChooseBinding(need.ref.bind), res.you, res.toff)
        return Decision(kind="choose_objects", player=need.chooser, prompt="choose",
                        options=need.options, min_count=need.low, max_count=need.high,
                        source=res.source, rule="CR 608.2d", data=need.data)
    except BaseException:
        if outer:
            abandon(game)
        raise
    if game.version != version:  # the instruction changed what the layers apply (CR 613)
        now(game)
    _entered_choosing(game, res, start)
    if game.one_shots and not res.is_mana:  # CR 610.3: e.g. cards return as the source
        take_one_shots(game, res)  # this instruction moved leaves: next, in this resolution
    if outer:
        close_batch(game)
    if decision is not None:
        res.waiting = item
    return decision


def take_one_shots(game: Game, res: Resolution) -> None:
    """Move the queued one-shot effects (``game.one_shots``) into ``res``: they resolve
    next, in the order they were queued."""
    for node, _, _ in game.one_shots[::-1]:  # not reversed(): mypyc 2.4 fails on tuples of Any
        res.work.append((node, res.you, res.toff))
    game.one_shots = ()


def one_shots(game: Game) -> bool:
    """Outside any resolution (as state-based actions are checked): begin resolving the
    queued one-shot effects (CR 610.3), returning to the current stage after; True if
    there were any (the game's stage is then ``resolving``)."""
    if not game.one_shots:
        return False
    _, controller, source = game.one_shots[0]
    res = Resolution(source=source, controller=controller)
    res.after = game.stage
    take_one_shots(game, res)
    return begin(game, res)


def _entered_choosing(game: Game, res: Resolution, start: int) -> None:
    """CR 614.1c, 614.12: a permanent an effect put onto the battlefield with "As this
    enters, choose ..." still gets its choice (a spell or a land played asks on its own,
    :mod:`grimoire.rules.as_enters`, :mod:`grimoire.rules.enter_statics`): each such
    permanent the instruction just put there, with nothing chosen, asks next."""
    for i in range(len(game.events) - 1, start - 1, -1):
        event = game.events[i]
        if type(event) is ZoneChanged and event.to_zone == "battlefield":
            obj = game.objects.get(event.new)
            if obj is None or obj.zone != "battlefield":
                continue
            if obj.chosen is None and enter_choice(obj) is not None:
                res.work.append((ChooseAsEntered(obj.id), res.you, res.toff))
            if event.from_zone != "stack":  # (a spell asked as it resolved: ENTERING_SPELL)
                for ask in hooks.ENTERED_BY_EFFECT.funcs:
                    node = ask(game, obj)
                    if node is not None:
                        res.work.append((node, res.you, res.toff))


def run(game: Game, res: Resolution) -> Decision | None:
    """Resolve nodes until the work list is empty (None) or a player must decide."""
    began(game, res)  # CR 608.2c: what its instructions did is read from here on
    while res.work:
        if game.result is not None:
            res.work.clear()
            return None
        item = res.work.pop()
        decision = _call(game, res, item, None)
        if decision is not None:
            return decision
    replace.forget(game)
    return None


def answer(game: Game, res: Resolution, action: Action) -> Decision | None:
    """Resume the waiting resolver with ``action`` (already validated), then continue."""
    item = res.waiting
    assert item is not None
    res.waiting = None
    decision = _call(game, res, item, action)
    if decision is not None:
        return decision
    return run(game, res)
