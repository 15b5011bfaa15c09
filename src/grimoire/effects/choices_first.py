""""For each player" effects (:class:`~grimoire.oracle.ir.ForEach`) whose players choose:
"each player may put an artifact, creature, enchantment, or land card from their hand onto
the battlefield" (Show and Tell), "each player may put two +1/+1 counters on a creature they
control. If a player does, ..." (Orzhov Advokist), "each player puts a vow counter on a
creature they control and sacrifices the rest" (Promise of Loyalty).

CR 101.4: the active player makes their choices, then each other player in turn order, each
knowing the earlier choices (CR 101.4b), and only then do the actions happen. So the effect
runs in two passes: first every player in turn answers its "you may" and chooses its objects
(a card in a hidden zone stays face down: CR 101.4a; Show and Tell's ruling), then the
effect is done for each player with those answers, no one deciding anything in between
(Orzhov Advokist's rulings: "Players can't take actions between making their choices and
the +1/+1 counters being placed"). Choices the cards entering make ("as this enters") come
after, in the same order (Show and Tell's ruling).

The first pass takes the choices the effect makes unconditionally, in the sentences up to
the first one that does more than choose (CR 608.2e: a sentence after an action makes its
choices after it): their "you may" and the objects the player chooses from the battlefield,
a hand or a graveyard by a fixed description (``Chosen`` with no ``among``, no comparison
with another object or an earlier choice, not at random), outside branches and repetitions.
A choice that depends on what an earlier step did or chose ("among the cards revealed this
way", "the rest", "of the chosen type", a choice after a "then" or inside an "if you do")
stays where it is, made as that step resolves. An effect with no such choice, or with a
"you may" inside another, resolves player by player as before (CR 608.2c).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from grimoire.effects import each_unless
from grimoire.effects.flow import ForgetChoices
from grimoire.oracle import ir
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import objects, players

if TYPE_CHECKING:
    from grimoire.rules.game import Game

_COUNT = "each:round"
"""Scratch: how many two-pass "for each player" effects this resolution began (a key)."""
_ZONES = frozenset({"battlefield", "hand", "graveyard"})
"""Where a choice made ahead looks (a fixed description of objects already there)."""


@dataclass(frozen=True, slots=True)
class Step:
    """One sentence of the effect: whether it is a "you may", and the choices of its
    objects its player makes ahead (after a "yes")."""

    may: bool
    refs: tuple[ir.Chosen, ...]


def plan(effect: ir.Effect) -> tuple[Step, ...] | None:
    """The choices ``effect`` (done for each player) makes ahead, sentence by sentence; None
    when it makes none, or when it can't be split (a "you may" inside another)."""
    steps = effect.steps if isinstance(effect, ir.Sequence) else (effect,)
    out: list[Step] = []
    settled = True  # no sentence before did anything but choose objects
    for step in steps:  # CR 608.2e: a sentence after an action chooses after it
        may = settled and isinstance(step, ir.MayDo) and isinstance(step.who, ir.You)
        body = step.effect if isinstance(step, ir.MayDo) and may else step
        if settled and any(isinstance(n, ir.MayDo) for n in ir.iter_nodes(body)):
            return None  # a "you may" inside another, or another player's
        out.append(Step(may, _ahead(body) if settled else ()))
        settled = settled and isinstance(step, ir.ChooseObjects)
    if not any(s.may or s.refs for s in out):
        return None
    return tuple(out)


def _ahead(body: object) -> tuple[ir.Chosen, ...]:
    """The ``Chosen`` references of ``body`` its player can choose before anything happens:
    not after an action of its own steps, not inside a branch or a repetition (chosen
    afresh each time), a fixed description, the player's own choice."""
    if isinstance(body, ir.Sequence):
        first: dict[str, ir.Chosen] = {}
        for step in body.steps:
            for ref in _ahead(step):
                first.setdefault(ref.bind, ref)
            if not isinstance(step, ir.ChooseObjects):
                break
        return tuple(first.values())
    branched = {id(n) for b in ir.iter_nodes(body) if isinstance(b, _APART)
                for n in ir.iter_nodes(b) if n is not b}
    found: dict[str, ir.Chosen] = {}
    for n in ir.iter_nodes(body):
        if isinstance(n, ir.Chosen) and id(n) not in branched and _fixed(n):
            found.setdefault(n.bind, n)
    return tuple(found.values())


_APART = (ir.IfDid, ir.Conditional, ir.Sequence, ir.ForEach, ir.ForEachObject,
          ir.RepeatTimes, ir.RepeatProcess, ir.Modal)
"""Nodes whose choices are not made ahead: a branch, steps after others, a repetition."""


def _fixed(ref: ir.Chosen) -> bool:
    """A choice by the player among objects a fixed description names (CR 101.4)."""
    flt = ref.filter
    return isinstance(ref.chooser, ir.You) and ref.among is None and ref.relative_to is None \
        and not ref.random and flt.zone in _ZONES and flt.excluding is None \
        and flt.chosen_quality is None and flt.same_name_as is None


@dataclass(frozen=True, slots=True)
class _AskMay:
    """Internal node: the player answers sentence ``index``'s "you may" (first pass)."""

    key: str
    index: int


@dataclass(frozen=True, slots=True)
class _ChooseAhead:
    """Internal node: the player chooses the objects of sentence ``index`` (first pass),
    unless they declined its "you may"."""

    key: str
    index: int
    refs: tuple[ir.Chosen, ...]


@dataclass(frozen=True, slots=True)
class _Keep:
    """Internal node: put the player's choices aside (the next player chooses afresh)."""

    key: str
    names: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class _Restore:
    """Internal node: bring back the player's choices before their effect (second pass)."""

    key: str


@dataclass(frozen=True, slots=True)
class _Answered:
    """Internal node: a "you may" the player answered in the first pass (second pass)."""

    key: str
    index: int
    effect: ir.Effect


def _may_key(key: str, seat: int, index: int) -> str:
    return f"{key}:may:{seat}:{index}"


@resolves(ir.ForEach)
def for_each(game: Game, res: Resolution, node: ir.ForEach, answer: Action | None) -> None:
    """CR 101.4: every player's choices first, in order, then the effect for each player;
    an effect with nothing to choose ahead, player by player (CR 608.2c)."""
    schedule(res, players(game, res, node.players), node.effect)


def schedule(res: Resolution, seats: list[int], effect: ir.Effect) -> None:
    """Do ``effect`` for each of ``seats`` (``You()`` naming each in turn): their choices
    first, then the actions, when it has choices to make ahead (:func:`plan`)."""
    if len(seats) > 1 and isinstance(effect, ir.UnlessPays) and each_unless.splits(effect):
        res.scratch[_COUNT] = int(res.scratch.get(_COUNT, 0)) + 1
        each_unless.schedule(res, f"each:{res.scratch[_COUNT]}", seats, effect)
        return
    steps = plan(effect) if len(seats) > 1 else None
    names = tuple(dict.fromkeys(n.bind for n in ir.iter_nodes(effect)
                                if isinstance(n, ir.Chosen)))
    if steps is None:
        for seat in reversed(seats):
            res.push(effect, you=seat)
            if names:
                res.push(ForgetChoices(names))
        return
    number = int(res.scratch.get(_COUNT, 0)) + 1
    res.scratch[_COUNT] = number
    key = f"each:{number}"
    work: list[tuple[Any, int]] = []
    ahead = tuple(dict.fromkeys(r.bind for s in steps for r in s.refs))
    for seat in seats:  # first pass: the choices, in order (CR 101.4, 101.4b)
        work.append((ForgetChoices(ahead), seat))  # (bound before: this effect asks anew)
        for index, step in enumerate(steps):
            if step.may:
                work.append((_AskMay(key, index), seat))
            if step.refs:
                work.append((_ChooseAhead(key, index, step.refs), seat))
        work.append((_Keep(key, ahead), seat))
    sentences = _answered(effect, steps, key)
    for seat in seats:  # second pass: the actions, with no one deciding in between
        if names:
            work.append((ForgetChoices(names), seat))
        work += [(_Restore(key), seat), *((n, seat) for n in sentences)]
    for item, seat in reversed(work):
        res.push(item, you=seat)


def _answered(effect: ir.Effect, steps: tuple[Step, ...], key: str) -> tuple[Any, ...]:
    """``effect``'s sentences, each top "you may" replaced by the answer the first pass
    gave."""
    sentences = effect.steps if isinstance(effect, ir.Sequence) else (effect,)
    return tuple(_Answered(key, i, s.effect) if step.may and isinstance(s, ir.MayDo) else s
                 for i, (s, step) in enumerate(zip(sentences, steps, strict=True)))


@resolves(_AskMay)
def ask_may(game: Game, res: Resolution, node: _AskMay, answer: Action | None) -> Decision | None:
    """The player's "you may", asked now (CR 101.4), remembered for the second pass."""
    if game.players[res.you].lost:
        res.scratch[_may_key(node.key, res.you, node.index)] = False
        return None
    if answer is None:
        return Decision("yes_no", res.you, prompt="you may", options=(True, False),
                        source=res.source, rule="CR 101.4")
    assert isinstance(answer, Choose)
    res.scratch[_may_key(node.key, res.you, node.index)] = answer.value is True
    return None


@resolves(_ChooseAhead)
def choose_ahead(game: Game, res: Resolution, node: _ChooseAhead,
                 answer: Action | None) -> None:
    """Evaluating each reference asks the player (``NeedChoice``) and binds the answer;
    this node runs again after each answer until all are bound (CR 608.2d, 101.4)."""
    if res.scratch.get(_may_key(node.key, res.you, node.index), True) is False:
        return
    for ref in node.refs:
        objects(game, res, ref)


@resolves(_Keep)
def keep(game: Game, res: Resolution, node: _Keep, answer: Action | None) -> None:
    """Move the player's bound choices aside, so the next player's references ask them."""
    kept = {name: res.bindings.pop(name) for name in node.names if name in res.bindings}
    res.scratch[f"{node.key}:bound:{res.you}"] = kept


@resolves(_Restore)
def restore(game: Game, res: Resolution, node: _Restore, answer: Action | None) -> None:
    """Bind the player's choices again for their effect."""
    res.bindings.update(res.scratch.pop(f"{node.key}:bound:{res.you}", {}))


@resolves(_Answered)
def answered(game: Game, res: Resolution, node: _Answered, answer: Action | None) -> None:
    """As :func:`~grimoire.effects.flow.may_do`, with the answer given in the first pass."""
    if res.scratch.pop(_may_key(node.key, res.you, node.index), False):
        res.did = True  # the effect below sets it to False if nothing happens
        res.push(node.effect)
    else:
        res.did = False
