"""Loops of optional actions (CR 729.2-729.5, 104.4b).

A loop is a set of actions that could be repeated indefinitely (CR 729.1b). A loop of
mandatory actions is a draw (CR 104.4b, 729.4: :meth:`Game.run
<grimoire.rules.game.Game.run>` ends one by its ``FORCED_LOOP`` count); a loop that
contains an optional action is not (CR 104.4b), and the players' shortcut is what ends it:
a loop repeats a number of times the player names, then someone makes a different choice
(CR 729.2a, 729.2c). When the loop's actions return the game to a state it was in before
— "the same game state being reached multiple times" — the active player, or if they
are not involved, the first player in turn order who is, must make a different game
choice so the loop does not continue (CR 729.3). A repetition that changed nothing gains
nothing, so ending it at the first return is what any number of iterations gives.

This module enforces that rule. Within a turn, at each priority decision it keeps which
non-pass actions each player took; once a player takes again an action they took
earlier this turn (every loop repeats some action), it starts recording the state at each
priority decision (:func:`fingerprint`) with the choice made there. When a priority
decision finds a state recorded earlier this turn, the actions since then form the loop;
its players are those who did something other than pass. If the player deciding now is
the one CR 729.3 names, the choices they made in that state before are no longer legal
for them there this turn (:func:`allowed`; ``apply`` refuses them, :func:`refused`), so they
make another (passing priority always remains). Nothing is recorded in a turn without a
repeated action, so ordinary games pay one set lookup per priority action.

The state compared is what the rules can see: each player's life, counters, mana,
hand, graveyard and library size; each permanent's card, controller, status, damage,
counters and attachments; the stack's spells and abilities with their targets; exile;
the step, the active player and who decides; the continuous effects that make the
characteristics (CR 613): their content, not their timestamps nor how many identical ones
there are, except that the layer 7c amounts of identical effects add up (CR 613.4c: a
creature at -3/-0 is not in the state it was at -2/-0); combat; the activations used
this turn; each mechanism's own state (``game.states``: loyalty activations, commander
damage, ...). Loops that change anything (a creature getting
-1/-0 each time, the stack growing, a new token each time) are not repeated states: they
progress, and end by the players' choice or by ``Game.run``'s caps.

A loop of optional actions that progresses is repeated "a specified number of times"
(CR 729.2a): the player names the number. The engine bounds that number: one activated
ability of one object may be activated at priority at most :data:`MAX_ACTIVATIONS` times
in a turn (an engine limit, not a rule: past it the activation is no longer listed and
``apply`` refuses it, :func:`refused`). It is what makes a free ``{0}`` ability finite
for a player that never names a number (a random agent activating "{0}: gets -1/-0 and
gains flying" half the time it has priority grows the stack without end: soak games 2281
and 2314 of ``bench/soak.py --seed 1``). A new object is a new count (CR 400.7), and the
count is not part of the state :func:`fingerprint` compares.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from hashlib import blake2b
from typing import TYPE_CHECKING

from grimoire.rules.actions import Action, ActivateAbility, PassPriority

if TYPE_CHECKING:
    from grimoire.rules.game import Game

RULE = "CR 729.3"

MAX_ACTIVATIONS = 32
"""How many times one activated ability of one object may be activated at priority in one
turn (an engine limit standing for the number a player names for a loop, CR 729.2a; see
the module docstring). Ordinary play stays below it (a "{R}: +1/+0" activated 32 times
takes 32 red mana); a random agent takes a free ability's loop to it each turn, about four
actions an activation (its passes and the resolution), so a higher limit makes such games
long: at 64, random games of 40-card decks with three "{0}: gets -1/-0" creatures ran
to the 20,000-action cap."""


@dataclass(slots=True)
class LoopState:
    """One turn's record (see the module docstring); a new one each turn."""

    turn: int
    taken: set[tuple[int, Action]] = field(default_factory=set)
    """(player, action): the non-pass actions taken at priority this turn."""
    watching: bool = False
    """Whether an action was repeated this turn (states are recorded from then on)."""
    first: dict[Hashable, int] = field(default_factory=dict)
    """A recorded state -> the index in ``history`` where it was first seen."""
    history: list[tuple[Hashable, int, Action]] = field(default_factory=list)
    """(state, player, action) at each recorded priority decision, in order."""
    banned: dict[Hashable, frozenset[Action]] = field(default_factory=dict)
    """A state -> the actions its deciding player may no longer take there (CR 729.3)."""
    current: tuple[int, Hashable] | None = None
    """(len(action_log), state) of the pending decision, once computed."""
    activations: dict[tuple[int, int], int] = field(default_factory=dict)
    """(object id, ability index) -> how many times it was activated at priority this turn."""
    spent: frozenset[tuple[int, int]] = frozenset()
    """The (object id, ability index) activated :data:`MAX_ACTIVATIONS` times this turn."""

    def copy(self) -> LoopState:
        return LoopState(self.turn, set(self.taken), self.watching, dict(self.first),
                         list(self.history), dict(self.banned), self.current,
                         dict(self.activations), self.spent)


def _state(game: Game) -> LoopState:
    loops: LoopState | None = game.loops
    if loops is None or loops.turn != game.turn:
        loops = game.loops = LoopState(game.turn)
    return loops


def _current(game: Game, loops: LoopState) -> Hashable:
    """The pending decision's state, as a 128-bit digest of its :func:`fingerprint` (a turn
    of a free-ability loop records thousands of states, and a whole fingerprint is
    kilobytes). Not Python's ``hash``: it maps -1 and -2 alike, so a creature at -1/-0
    and at -2/-0 would look the same."""
    at = len(game.action_log)
    if loops.current is None or loops.current[0] != at:
        digest = blake2b(repr(fingerprint(game)).encode(), digest_size=16).digest()
        loops.current = (at, digest)
    return loops.current[1]


def allowed(game: Game, legal: Sequence[Action]) -> Sequence[Action]:
    """``legal`` (a priority decision's actions) without the choices CR 729.3 rules out for
    the deciding player in this state this turn, and without activations of an ability
    activated :data:`MAX_ACTIVATIONS` times this turn."""
    loops = game.loops  # (inline: at every priority listing, most turns record nothing)
    if loops is None or loops.turn != game.turn or not (loops.watching or loops.spent):
        return legal
    banned = _banned(game)
    spent = _spent(game)
    if not banned and not spent:
        return legal
    return [a for a in legal if a not in banned and not (
        spent and type(a) is ActivateAbility and (a.source, a.index) in spent)]


def _spent(game: Game) -> frozenset[tuple[int, int]]:
    """The abilities activated :data:`MAX_ACTIVATIONS` times this turn."""
    loops = game.loops
    if loops is None or loops.turn != game.turn:
        return frozenset()
    return loops.spent


def _banned(game: Game) -> frozenset[Action]:
    """The choices ruled out at the pending priority decision (see :func:`_must_deviate`)."""
    loops = game.loops
    if loops is None or loops.turn != game.turn or not loops.watching:
        return frozenset()
    state = _current(game, loops)
    start = loops.first.get(state)
    if start is not None:
        _must_deviate(game, loops, state, start)
    return loops.banned.get(state, frozenset())


def _must_deviate(game: Game, loops: LoopState, state: Hashable, start: int) -> None:
    """The game is back in ``state``, first seen at ``history[start]``: the loop's player
    named by CR 729.3 may not make again, here, the choices they made here."""
    assert game.pending is not None
    segment = loops.history[start:]
    involved = {p for _, p, a in segment if not isinstance(a, PassPriority)}
    if not involved:
        return
    n = len(game.players)
    order = [(game.active + i) % n for i in range(n)]
    chooser = next(p for p in order if p in involved)  # CR 729.3: the active player first
    if chooser != game.pending.player:
        return
    repeated = {a for s, p, a in segment if s == state and p == chooser
                and not isinstance(a, PassPriority)}
    if repeated:
        loops.banned[state] = loops.banned.get(state, frozenset()) | repeated


def refused(game: Game, action: Action) -> tuple[str, str] | None:
    """Why ``action`` may not be taken at the pending priority decision, and the rule
    (CR 729.3, or the engine limit on a loop's repetitions), or None."""
    if type(action) is ActivateAbility and (action.source, action.index) in _spent(game):
        return (f"engine limit: this ability was activated {MAX_ACTIVATIONS} times this "
                f"turn (the most a loop of optional actions repeats in one turn)",
                "CR 729.2a")
    if action in _banned(game):
        assert game.pending is not None
        return (f"player {game.pending.player} must make a different game choice: this "
                f"game state was reached before in this turn, and this choice repeats the "
                f"loop that led back to it", RULE)
    return None


def record(game: Game, player: int, state: Hashable | None, action: Action) -> None:
    """Note that ``player`` took ``action`` at a priority decision in ``state`` (the
    :func:`before` value; None when no state was being recorded)."""
    loops = game.loops  # (_state, inline: at every priority action)
    if loops is None or loops.turn != game.turn:
        loops = game.loops = LoopState(game.turn)
    if type(action) is ActivateAbility:
        ability = (action.source, action.index)
        count = loops.activations[ability] = loops.activations.get(ability, 0) + 1
        if count >= MAX_ACTIVATIONS:
            loops.spent = loops.spent | {ability}
    if state is not None and loops.watching:
        loops.first.setdefault(state, len(loops.history))
        loops.history.append((state, player, action))
    elif not isinstance(action, PassPriority):
        key = (player, action)
        if key in loops.taken:
            loops.watching = True  # an action repeated: record the states from now on
        else:
            loops.taken.add(key)


def before(game: Game) -> Hashable | None:
    """The pending priority decision's state, when states are being recorded this turn."""
    loops = game.loops
    if loops is None or loops.turn != game.turn or not loops.watching:
        return None
    return _current(game, loops)


def fingerprint(game: Game) -> Hashable:
    """The game state as the loop rule compares it (see the module docstring)."""
    objects = game.objects
    assert game.pending is not None
    players = tuple((p.life, tuple(p.pool), tuple(sorted(p.counters.items())),
                     tuple(p.hand), len(p.library), tuple(p.graveyard), p.lands_played,
                     p.lost) for p in game.players)
    permanents = []
    for oid in game.battlefield:
        o = objects[oid]
        permanents.append((oid, o.info.name, o.controller, o.tapped, o.sick, o.damage,
                           o.deathtouched, tuple(sorted(o.counters.items()))
                           if o.counters else (), o.attached_to, tuple(sorted(o.flags)),
                           o.x, o.chosen, o.level))
    stack = []
    for oid in game.stack:  # the objects on the stack, not their ids (new each time)
        o = objects[oid]
        info = o.stack
        stack.append((o.info.name, o.controller, None if info is None else (
            info.source, info.ability, info.targets, info.x, info.modes)))
    combat = game.combat
    amounts: dict[tuple[object, ...], tuple[int, int]] = {}
    for e in game.effects:  # CR 613.4c: the layer 7c amounts of identical effects add up
        key = e.unsized()
        p, t = amounts.get(key, (0, 0))
        amounts[key] = (p + e.power, t + e.toughness)
    effects = tuple(sorted((repr(key), p, t) for key, (p, t) in amounts.items()))
    return (game.step, game.active, game.pending.player, game.pending.kind, players,
            tuple(permanents), tuple(stack), tuple(game.exile), effects,
            tuple(sorted(combat.attackers.items(), key=repr)),
            tuple(sorted(combat.blocking.items())), tuple(sorted(game.used_this_turn)),
            len(game.pending_triggers), len(game.delayed), len(game.prevention),
            len(game.regeneration),
            tuple(sorted(game.states.items(), key=lambda item: item[0])))
