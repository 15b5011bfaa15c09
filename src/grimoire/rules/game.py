"""The game: a state machine driven by decisions and actions.

>>> from grimoire.rules.testing import vanilla_pool
>>> from grimoire.agents import RandomAgent
>>> game = Game.new(decks=[["Grizzly Bears"] * 20 + ["Forest"] * 20] * 2,
...                 pool=vanilla_pool(), seed=7)
>>> game.pending.kind, game.pending.player in (0, 1)
('mulligan', True)
>>> result = game.run([RandomAgent(1), RandomAgent(2)])
>>> result.winner in (0, 1, None)
True

``game.pending`` is the decision the engine waits for; ``game.legal_actions()`` lists
every legal answer; ``game.apply(action)`` validates it (an illegal action raises
:class:`~grimoire.errors.IllegalActionError` naming the rule and changes nothing) and
runs forward to the next decision. ``Concede(player)`` is legal for any player at any
time (CR 104.3a) and therefore never listed.

Mana abilities (CR 605.3a) may be activated whenever their controller has priority and
``apply`` always accepts them; they are *listed* in ``legal_actions()`` only when the game
is made with ``offer_mana_abilities=True``. Reason: casting already pays from the pool and
then with the automatic payer, so a standalone activation only matters for explicit
payment; listing every land's ability at every priority makes uniformly random play tap
lands in upkeep and lose the mana (CR 500.4), which turns random games into decking races.

"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from mypy_extensions import mypyc_attr

from grimoire.errors import IllegalActionError, ScriptedDiceExhaustedError
from grimoire.rules import (
    costs,
    hooks,
    knowledge,
    loops,
    replacers,  # noqa: F401  (registers the replacement effects)
    static_prevention,  # noqa: F401  (registers the static prevention effects)
    triggers,
    turn,
)
from grimoire.rules import events as ev
from grimoire.rules.actions import Action, CapReached, Concede, Decision, PassPriority
from grimoire.rules.batch import ALWAYS_CHECKED, Batch
from grimoire.rules.cardinfo import empty_per_game_caches
from grimoire.rules.casting import activation_mana
from grimoire.rules.choice_bounds import bounded_listing
from grimoire.rules.combat import Combat
from grimoire.rules.early_listing import EARLY, TRUNCATED, early_listing
from grimoire.rules.formats import FORMATS, GameFormat
from grimoire.rules.game_copy import copy_game, copy_rng
from grimoire.rules.legal import apply_action, legal_actions
from grimoire.rules.limits import MAX_ACTION_EVENTS, EngineLimitError
from grimoire.rules.loops import LoopState
from grimoire.rules.multiplayer import leave_game
from grimoire.rules.objects import GameObject, Player
from grimoire.rules.passing import hand_on
from grimoire.rules.payment import mana_trigger
from grimoire.rules.replace import ProposedLoss, ProposedWin, replace
from grimoire.rules.resolution import Resolution
from grimoire.rules.save import load_game, replay, save_game
from grimoire.rules.setup import default_name, game_from_position, new_game
from grimoire.rules.slot_copy import slot_names
from grimoire.rules.spend import spending_for
from grimoire.rules.validate import as_action, malformed, shape_problem
from grimoire.rules.values import apnap
from grimoire.rules.view import PlayerView

if TYPE_CHECKING:
    from grimoire.oracle import ir
    from grimoire.rules.continuous import ContinuousEffect
    from grimoire.rules.triggers import PendingTrigger


class CardSource(Protocol):
    """Anything that turns card names into definitions (a :class:`~grimoire.pool.CardPool`)."""

    def get(self, name: str) -> ir.CardDefinition: ...


_DEFAULT_POOL: list[Callable[[], CardSource]] = []


def set_default_pool(factory: Callable[[], CardSource]) -> None:
    """Where :meth:`Game.new` gets its cards when given no pool. The kernel doesn't import
    the card pool (a layer above it): :mod:`grimoire.assembly` sets this to
    :meth:`grimoire.pool.CardPool.open` when the package ``grimoire`` is imported, which
    Python does before any of its submodules."""
    _DEFAULT_POOL[:] = [factory]


class Agent(Protocol):
    """An agent answers decisions from its player's view."""

    def decide(self, view: PlayerView, decision: Decision) -> Action: ...


MAX_TURNS = 300
"""``Game.run``'s default turn cap: a game still going after this many turns is a draw.
Random games on the bench decks last about 25 turns and decking ends a game without
recursion by about turn 110; only a loop of recursion or extra turns runs this long."""
MAX_ACTIONS = 20_000
"""``Game.run``'s default action cap: about 40 times the actions of an average random
game; it stops optional loops that random agents never break (a free ``{0}`` ability
activated over and over) before they grow the stack without bound."""
MAX_TURN_ACTIONS = 2_000
"""``Game.run``'s default cap on the actions of one turn: random games on random decks of
the imported database take at most 128 in a turn (400 games, 2026-12-02), so a turn this
long is a loop of optional actions no player breaks (a free ``{0}`` ability activated
again and again while the stack grows, CR 729.2a: a loop is for the players to end). It
ends such a game early: every action costs time in proportion to the stack, so a loop
left to the game's action cap took minutes and thousands of stack objects. Forced actions
(a single legal answer) don't count: 1,539 tokens entering at once under an opponent's
"whenever a creature enters" trigger make 3,000 forced passes, a finite stack, no loop."""
FORCED_LOOP = 1_000
"""How many actions in a row, in one turn, with exactly one legal answer each, ``Game.run``
treats as a loop of mandatory actions: the game is a draw (CR 104.4b, 729.4). A stack that
reaches a size smaller than any in the run is progress, not a loop (a stack of 1,000
abilities resolving with forced passes is finite): the count starts again."""


@dataclass(frozen=True, slots=True)
class GameResult:
    """How a game ended: ``winner`` is a seat, or None for a draw (CR 104.4a)."""

    winner: int | None
    reason: str
    turns: int


@mypyc_attr(serializable=True, allow_interpreted_subclasses=True)  # see slot_copy
class Game:
    """A game of Magic for two to six players (see the module docstring)."""

    __slots__ = (
        "_legal",
        "_rng",
        "_rng_shared",
        "action_log",
        "active",
        "attack_bans",
        "batch",
        "battlefield",
        "blessed",
        "cand_cache",
        "chars",
        "chars_given",
        "checking_batch",
        "combat",
        "combat_rules",
        "command",
        "day_night",
        "delayed",
        "effects",
        "ending_turn",
        "enter_tapped",
        "event_cap",
        "events",
        "exile",
        "exiled_until",
        "extra_turns",
        "first_player",
        "format",
        "info_serials",
        "known",
        "last_known",
        "linked",
        "loops",
        "monarch",
        "move_replacers",
        "mulligan_queue",
        "mulligan_takers",
        "must_block",
        "n_granted",
        "n_statics",
        "n_volatile",
        "n_watchers",
        "next_id",
        "next_rolls",
        "next_turn_rules",
        "no_attackers",
        "no_combat_phase",
        "no_max_hand",
        "no_regeneration",
        "objects",
        "offer_mana_abilities",
        "one_shots",
        "passes",
        "pending",
        "pending_triggers",
        "play_permissions",
        "players",
        "pool",
        "prevention",
        "priority_player",
        "regeneration",
        "renumbered",
        "repeat_cleanup",
        "replacement_answers",
        "resolving",
        "result",
        "reverts",
        "scripted_dice",
        "settled",
        "setup",
        "skip_combat",
        "skip_turns",
        "skip_untap",
        "stack",
        "stage",
        "states",
        "step",
        "tba_started",
        "timestamp",
        "trigger_current",
        "turn",
        "turn_limit",
        "used_this_turn",
        "version",
        "vocabulary",
    )

    def __init__(self, pool: CardSource, players: Sequence[str], seed: int | None) -> None:
        empty_per_game_caches()  # the previous games' card data (cardinfo.per_game)
        self.pool = pool
        self.players = [Player(i, name) for i, name in enumerate(players)]
        self.objects: dict[int, GameObject] = {}
        self.battlefield: list[int] = []
        self.stack: list[int] = []
        self.exile: list[int] = []
        self.command: list[int] = []
        self.next_id = 0
        self.timestamp = 0
        self.turn = 0
        self.active = 0
        self.step = "untap"
        self.stage = "mulligan"
        self.priority_player = 0
        self.passes = 0
        self.pending: Decision | None = None
        self.result: GameResult | None = None
        self.events: list[ev.Event] = []
        self.event_cap = 1 << 62
        """Length of the event log past which the current action stops (an engine limit,
        :mod:`grimoire.rules.limits`); per-action scratch, set only while an action runs
        (``_apply`` puts back the previous value however the action ends)."""
        self.batch: Batch | None = None
        """The open batch of simultaneous events (CR 603.2, :mod:`grimoire.rules.batch`);
        only ever open inside one engine call, so never saved or copied."""
        self.checking_batch: tuple[ev.Event, ...] | None = None
        """The events of the batch being checked for triggers (CR 603.2c: "one or more"
        triggers see it whole, :func:`grimoire.rules.triggers.batch_count`); set only while
        :func:`grimoire.rules.batch.check_events` runs, so never saved or copied."""
        self._rng = random.Random(seed)
        self._rng_shared = False
        """Whether ``_rng`` is shared with copies of the game (:attr:`rng`)."""
        self.scripted_dice: tuple[int, ...] | None = None
        self.resolving: list[Resolution] = []
        self.pending_triggers: list[PendingTrigger] = []
        self.trigger_current: PendingTrigger | None = None
        self.combat = Combat()
        self.linked: dict[int, tuple[int, ...]] = {}
        self.exiled_until: dict[int, tuple[int, ...]] = {}
        """Source id → cards exiled "until it leaves the battlefield" (CR 610.3)."""
        self.one_shots: tuple[tuple[Any, int, int], ...] = ()
        """One-shot effects waiting to resolve: (node, controller, source), e.g. the return
        of cards exiled "until" a source left (CR 610.3, :mod:`grimoire.rules.linked`)."""
        self.used_this_turn: frozenset[tuple[int, int]] = frozenset()
        self.loops: LoopState | None = None
        """This turn's record of repeated choices and states (CR 729.3, rules.loops)."""
        self.n_statics = 0
        self.effects: tuple[ContinuousEffect, ...] = ()
        """Continuous effects from resolved spells and abilities (CR 611,
        :mod:`grimoire.rules.continuous`), applied by :mod:`grimoire.rules.layers`."""
        self.version = 0
        """Bumped by changes that may alter characteristics the events don't show."""
        self.settled: tuple[int, int, int] | None = None
        """Where the last check before priority found nothing to do: (events, version, actions)
        then (:func:`grimoire.rules.turn.before_priority`); None when nothing is known."""
        self.chars: Any = None
        self.chars_given: Any = None
        """The layers' world that :func:`grimoire.rules.grants.refresh` last gave the
        permanents (it has nothing to do while that world is current)."""
        """The cached characteristics (:mod:`grimoire.rules.layers`), immutable."""
        self.n_granted = 0
        """How many objects have abilities granted by statics (CR 613.1f)."""
        self.n_volatile = 0
        """How many tokens and copies of cards exist (SBAs skip their scan when none)."""
        self.n_watchers = 0
        self.vocabulary: frozenset[str] = frozenset()
        """Every word of the IR of the cards noted in this game (immutable, shared by
        copies): :func:`grimoire.rules.cardinfo.present` asks it before a mechanism scans."""
        self.info_serials: frozenset[int] = frozenset()
        self.last_known: dict[int, GameObject] = {}
        self.known: dict[int, frozenset[int]] = {}
        """Who knows which card each known library or hand card is (rules.knowledge)."""
        self.renumbered: dict[int, int] = {}
        """Library cards' old id -> new id from the shuffles of this action or of the
        resolution in progress (CR 701.20a: the same objects; see
        :func:`grimoire.rules.zones.current_id`)."""
        self.action_log: list[Action | tuple[int, ...] | CapReached] = []
        self.setup: dict[str, Any] = {}
        self.turn_limit: int | None = None
        self.offer_mana_abilities = False
        self.tba_started = False
        self.no_attackers = False
        self.repeat_cleanup = False
        self.mulligan_queue: list[int] = []
        self.mulligan_takers: list[int] = []
        self.first_player = 0
        self._legal: Sequence[Action] | None = None
        self.cand_cache: dict[Any, Any] = {}
        # Effects that last a while (all immutable values, so copies share them safely):
        self.play_permissions: dict[int, tuple[int, str]] = {}
        """Object id → (player, duration): "you may play it this turn" (MayPlay)."""
        self.skip_untap: frozenset[int] = frozenset()
        self.reverts: tuple[tuple[str, int, Any], ...] = ()
        """("info"/"unflag", object id, old value) to undo at end of turn (CR 514.2)."""
        self.delayed: tuple[Any, ...] = ()
        self.enter_tapped: tuple[tuple[int, Any, int, str], ...] = ()
        """Resolved "<filter> enter tapped" effects: (controller, filter, source, duration)
        (CR 614.1c); see :mod:`grimoire.effects.more_effects`."""
        """Delayed triggered abilities (CR 603.7), see :mod:`grimoire.effects.control`."""
        self.attack_bans: tuple[tuple[int, frozenset[int]], ...] = ()
        self.must_block: frozenset[int] = frozenset()
        self.no_max_hand: frozenset[int] = frozenset()
        self.skip_turns: tuple[int, ...] = (0,) * len(self.players)
        self.skip_combat: tuple[int, ...] = (0,) * len(self.players)
        """Per seat: how many of their next turns skip all combat phases (CR 500.11)."""
        self.no_combat_phase = False
        """This turn's combat phases are skipped (CR 500.11; grimoire.rules.turn)."""
        self.extra_turns: tuple[int, ...] = ()
        """Seats of the turns to come before normal turn order resumes, the next last (CR
        500.7); see :mod:`grimoire.effects.keyword_actions`."""
        self.combat_rules: tuple[tuple[int, str], ...] = ()
        self.next_turn_rules: tuple[tuple[int, str], ...] = ()
        """Combat rules for a player's next turn, ``(seat, rule)``
        (grimoire.mechanics.next_turn_attacks)."""
        """(object id, "cant_block" / "cant_be_blocked" / ...) until end of turn."""
        self.prevention: tuple[tuple[Any, ...], ...] = ()
        """Damage prevention shields this turn: (recipient code or 0 for any, amount or
        -1 for all, combat only, source id or 0 for any source[, used up by the next
        damage event]) (CR 615)."""
        self.regeneration: tuple[int, ...] = ()
        """Regeneration shields this turn, one entry per shield (CR 701.15a)."""
        self.replacement_answers: tuple[tuple[Any, Any], ...] = ()
        """Answers to ``order_replacements`` decisions (CR 616.1) for the instruction or
        state-based check that asked them (see :mod:`grimoire.rules.replace`)."""
        self.no_regeneration: frozenset[int] = frozenset()
        """Objects that can't be regenerated this turn (CR 701.15c)."""
        self.monarch: int | None = None
        self.blessed: frozenset[int] = frozenset()
        """The seats with the city's blessing, kept for the rest of the game (CR 702.131c;
        :mod:`grimoire.mechanics.ascend`)."""
        self.day_night: str | None = None
        """ "day", "night" or None: neither (CR 728, grimoire.rules.transform)."""
        self.next_rolls: tuple[tuple[int, int, int | None, int, bool, bool], ...] = ()
        """One-shot roll replacements: (roller, extra dice, sides, chooser, use total,
        this turn only)."""
        self.ending_turn = False
        """An effect ends the turn when its resolution finishes (CR 721.1)."""
        self.states: Mapping[str, object] = {}
        """Each mechanism's own immutable state, by name (phased-out permanents, dungeons,
        Planechase, supplementary decks...), typed and read by the mechanism through its
        :class:`~grimoire.rules.hooks.StateKey`; replaced, never changed, so copies share
        it."""
        self.move_replacers = 0
        """How many mechanisms of this game replace the zone changes of any object (an
        Attraction deck's junkyard, CR 717.6): while not 0, :func:`grimoire.rules.zones.move`
        asks the replacement pipeline about every move (CR 614)."""
        self.format: GameFormat = FORMATS["constructed"]
        """The format: starting life, player counts, commanders (:mod:`grimoire.rules.formats`)."""

    # --- construction (see grimoire.rules.setup) -----------------------------------

    @classmethod
    def new(cls, decks: Sequence[Sequence[str]], pool: CardSource | None = None, *,
            seed: int | None = None,
            players: Sequence[str] | None = None, first_player: int | None = None,
            turn_limit: int | None = None, offer_mana_abilities: bool = False,
            contraptions: Sequence[Sequence[str]] | None = None,
            attractions: Sequence[Sequence[str]] | None = None,
            planar_decks: Sequence[Sequence[str]] | None = None,
            format: str = "constructed",
            commanders: Sequence[Sequence[str]] | None = None) -> Game:
        """A new game of ``len(decks)`` players (2-6, free-for-all, CR 800-806): libraries
        shuffled, the first player chosen at random unless given (CR 103.1), seven cards
        drawn, then London mulligans as decisions (CR 103.5). ``players``: the names
        (default Alice, Bob, Carol, ...). ``format``: ``"constructed"``, ``"commander"``
        or ``"duel_commander"`` (CR 903); ``commanders``: each seat's commander(s), which
        start in the command zone, apart from ``decks`` (CR 903.6).
        ``contraptions`` / ``attractions``: each seat's supplementary deck (Unstable,
        CR 717.2; see :mod:`grimoire.mechanics.supplementary`). Without ``pool``, the cards come
        from the imported database when there is one, else the built-in pool
        (:meth:`grimoire.pool.CardPool.open`; ``game.pool.source`` says which)."""
        if players is None:
            players = tuple(default_name(i) for i in range(len(decks)))
        if pool is None:
            if not _DEFAULT_POOL:  # (grimoire.assembly always sets it: see set_default_pool)
                raise RuntimeError("no default card pool: grimoire.assembly was not imported")
            pool = _DEFAULT_POOL[0]()
        game = new_game(cls, decks, pool, seed=seed, players=players,
                        first_player=first_player, turn_limit=turn_limit,
                        offer_mana_abilities=offer_mana_abilities, format=format,
                        commanders=commanders)
        options = {key: value for key, value in (
            ("contraptions", contraptions), ("attractions", attractions),
            ("planar_decks", planar_decks)) if value is not None}
        if options:  # the mechanisms of supplementary decks and variants set them up
            for set_up in hooks.GAME_OPTIONS.funcs:
                set_up(game, pool, options, None)
            for key, value in options.items():
                game.setup[key] = [list(d) for d in value]
        return game

    @classmethod
    def from_position(cls, position: Any, pool: CardSource, *, seed: int | None = 0,
                      turn_limit: int | None = None,
                      supplementary: dict[str, Any] | None = None,
                      planar_decks: Sequence[Sequence[str]] | None = None) -> Game:
        """A game starting from an arbitrary position (see :mod:`grimoire.rules.position`);
        ``supplementary``: Contraption and Attraction data
        (:mod:`grimoire.mechanics.supplementary`)."""
        return game_from_position(cls, position, pool, seed=seed, turn_limit=turn_limit,
                                  supplementary=supplementary, planar_decks=planar_decks)

    # --- small helpers used across the engine ----------------------------------------

    def emit(self, event: ev.Event) -> None:
        """Append ``event`` to the log and find the abilities it triggers (CR 603.2)."""
        self.events.append(event)
        if len(self.events) > self.event_cap:  # one action can't grow without bound
            raise EngineLimitError(f"more than {MAX_ACTION_EVENTS:,} events in one action")
        if self.batch is not None and type(event) is not ev.ManaProduced:
            return  # checked with its batch as it closes (CR 603.2, grimoire.rules.batch)
        if self.n_watchers or self.delayed or type(event) in ALWAYS_CHECKED:
            triggers.check(self, event)

    def set_pending(self, decision: Decision, stage: str) -> None:
        self.pending = decision
        self.stage = stage
        if decision.kind == "choose_objects":
            knowledge.shown(self, decision)  # the cards it shows (CR 401.3, 402.3)
        self._legal = None

    def next_player(self, seat: int) -> int:
        """The next player in turn order still in the game."""
        n = len(self.players)
        for i in range(1, n + 1):
            other = (seat + i) % n
            if not self.players[other].lost:
                return other
        return seat

    def apnap(self) -> list[int]:
        """Players in APNAP order (CR 101.4)."""
        return apnap(self)

    def defending_player(self) -> int:
        """The non-active player of a two-player game; with several opponents, the next
        one in turn order (callers that know the attack ask :mod:`grimoire.rules.combat`)."""
        return self.next_player(self.active)

    def lose(self, seat: int, reason: str, check_end: bool = True) -> None:
        """``seat`` loses the game (CR 104.3), unless an effect says they can't (a
        concession always ends the game, CR 104.3a)."""
        p = self.players[seat]
        if p.lost:
            return
        if self.n_statics and replace(self, ProposedLoss(seat, reason)) is None:
            return
        p.lost = True
        p.loss_reason = reason
        self.emit(ev.PlayerLost(seat, reason))
        if check_end:
            self.check_end()

    def win(self, seat: int, reason: str) -> None:
        """An effect says ``seat`` wins the game (CR 104.2b): every other player loses,
        unless an effect says ``seat`` can't win (CR 614.1a)."""
        if self.n_statics and replace(self, ProposedWin(seat)) is None:
            return
        for p in self.players:
            if p.index != seat:
                self.lose(p.index, reason, check_end=False)
        self.check_end()

    def check_end(self) -> None:
        """End the game if at most one player remains (CR 104.2a, 104.4a)."""
        if self.result is not None:
            return
        left = [p.index for p in self.players if not p.lost]
        if len(left) == 1:
            last = [p for p in self.players if p.lost and p.index != left[0]]
            self.end(left[0], (last[-1].loss_reason if last else "") or "opponent lost")
        elif not left:
            self.end(None, "all players lost simultaneously (CR 104.4a)")
        elif any(p.lost and not p.departed for p in self.players):
            for p in self.players:  # CR 800.4: a multiplayer game goes on without them
                if p.lost and not p.departed:
                    leave_game(self, p.index)

    def end(self, winner: int | None, reason: str) -> None:
        """Record the result and stop."""
        self.result = GameResult(winner, reason, self.turn)
        self.pending = None
        self.stage = "over"
        self._legal = None
        self.resolving.clear()
        self.emit(ev.GameEnded(winner, reason))

    def resolve_mana_ability(self, player: int, source: int, index: int,
                             ability: ir.ActivatedAbility, action: Any) -> int:
        """Activate a mana ability at priority: pay, then resolve at once (CR 605.3)."""
        res = Resolution(source=source, controller=player, is_mana=True,
                         source_name=self.objects[source].name, x=action.x)
        res.scratch["tapped_for_mana"] = ability.cost.has_tap
        exclude = costs.payment_exclusions(ability.cost.parts, source, action.costs)  # {T}/{Q}
        with spending_for(("ability", source)):  # CR 106.6
            costs.pay_mana(self, player, activation_mana(  # CR 602.2b, 601.2f
                self, player, self.objects[source], ability, action.x), exclude)
        costs.pay_parts(self, player, ability.cost.parts, source, action.costs, res)
        res.push(ability.effect)
        self.resolving.append(res)
        self.stage = "resolving"
        return 0

    def resolve_trigger_now(self, pending: PendingTrigger, ability: ir.TriggeredAbility) -> None:
        """A triggered mana ability resolves right after the mana ability that triggered it
        (CR 605.4a); its choices are the player's (see :mod:`grimoire.rules.payment`)."""
        mana_trigger(self, pending, ability)

    def script_dice(self, results: Sequence[int]) -> None:
        """Script the natural results of the next die rolls; from now on a roll with no
        scripted result left raises ScriptedDiceExhaustedError (DESIGN principle 4)."""
        values = tuple(int(v) for v in results)
        self.scripted_dice = (self.scripted_dice or ()) + values
        self.action_log.append(values)

    # --- the public interface --------------------------------------------------------

    def legal_actions(self) -> Sequence[Action]:
        """Every legal answer to ``pending`` (a list, or a lazy sequence for combat).

        Complete while each combinatorial choice (groups of targets, "choose any number")
        has at most ``choice_bounds.CAP`` answers; above that a deterministic, representative
        subset, returned as a :class:`~grimoire.rules.choice_bounds.BoundedActions` with
        ``truncated=True``. ``apply`` validates such choices directly, so it accepts every
        legal action, listed or not (see :mod:`grimoire.rules.choice_bounds`)."""
        if self._legal is None:
            cache = self.cand_cache  # (combat declarations: listed as they were asked)
            early = early_listing(self) if EARLY in cache else None
            cache.clear()
            listing = legal_actions(self) if early is None else early
            self._legal = bounded_listing(self, listing) if TRUNCATED in cache or (
                self.pending is not None and self.pending.kind == "trigger_targets") else listing
            held = self.loops  # (the test of loops.allowed, inline: most turns record nothing)
            if held is not None and (held.watching or held.spent) and held.turn == self.turn \
                    and self.pending is not None and self.pending.kind == "priority":
                self._legal = loops.allowed(self, self._legal)
        return self._legal

    def apply(self, action: object, *, auto: bool = False, untouched: bool = False) -> None:
        """Validate and apply ``action``, then run to the next decision.

        Transactional (CR 730.1: an illegal action is reversed entirely): a rejected action
        raises :class:`IllegalActionError` (naming the rule and the reason) and leaves the
        game exactly as it was; see :mod:`grimoire.rules.validate` for why validation is up
        front. With ``auto=True``, decisions with one legal answer are answered at once.

        ``untouched=True``: the caller changed nothing in the game since the previous
        ``apply`` (it only read it, as :meth:`run` and its agents do), so what the engine
        found before that decision still holds (a check before priority that found
        nothing, see :func:`grimoire.rules.turn.before_priority`). By default the engine
        assumes the caller may have changed anything (a test or a script setting damage or
        a counter). What isn't an action is refused (:func:`validate.as_action`).
        """
        action = as_action(action)  # (typed Action, the compiled build raised TypeError)
        if not untouched:
            self.settled = None
        elif not auto and type(action) is PassPriority and hand_on(self, action):
            return  # (CR 117.3d: only priority moves, see grimoire.rules.passing)
        self._apply(action, auto)

    def _apply(self, action: Action, auto: bool = False, listed: bool = False) -> None:
        """:meth:`apply`, for :meth:`run`: between its actions only the engine and the
        agents, which read the game through a view and never change it, act on the game.

        ``listed``: ``action`` is one :meth:`legal_actions` listed for this decision (the
        engine's own value, never an agent's): it is well formed, and at priority the
        listing already left out what the loop rule forbids (:func:`loops.allowed`, with
        the same bookkeeping :func:`loops.refused` would do), so neither is checked again."""
        if self.result is not None:
            raise IllegalActionError("the game is over", rule="CR 104.1")
        if not listed:
            problem = shape_problem(action, players=len(self.players))
            if problem is not None:
                raise malformed(action, problem)
        pending = self.pending
        at_priority = pending is not None and pending.kind == "priority" and \
            not isinstance(action, Concede)
        state = None
        if at_priority:
            refusal = None if listed else loops.refused(self, action)
            if refusal is not None:
                raise IllegalActionError(refusal[0], rule=refusal[1])
            state = loops.before(self) if self.loops is not None and self.loops.watching \
                else None  # (the test of loops.before, inline: at every priority action)
            deciding = self.pending.player if self.pending is not None else 0
        snapshot = self.copy() if self.scripted_dice is not None else None
        if self.renumbered and not self.resolving:  # references of the resolution or
            self.renumbered = {}  # action in progress only (see zones.current_id)
        logged, emitted = len(self.action_log), len(self.events)
        # The cap is per-action scratch, set for this action only and put back however it
        # ends: a rejected action leaves the game exactly as it was (CR 117.1).
        cap, self.event_cap = self.event_cap, emitted + MAX_ACTION_EVENTS
        try:
            try:
                if isinstance(action, Concede):
                    self.action_log.append(action)
                    self.lose(action.player, "conceded (CR 104.3a)")
                else:
                    apply_action(self, action)
                    if at_priority:
                        loops.record(self, deciding, state, action)
                if getattr(self, "result") is None:  # noqa: B009 (compiled: see turn.advance)
                    turn.advance(self)
                while auto and self.pending is not None:
                    legal = self.legal_actions()
                    if len(legal) != 1:
                        break
                    apply_action(self, legal[0])
                    turn.advance(self)
            except ScriptedDiceExhaustedError:
                if snapshot is not None:
                    self._restore(snapshot)
                raise
            except IllegalActionError:
                # A rule refused the action after something was already done: undo it.
                if len(self.action_log) != logged or len(self.events) != emitted:
                    self._roll_back(snapshot, logged)
                raise
            except EngineLimitError as error:  # undone, then a draw (grimoire.rules.limits)
                self._roll_back(snapshot, logged)
                self.end_by_cap(f"{error}: a draw")
            except Exception:
                self._roll_back(snapshot, logged)  # an engine error: the game stays as it was
                raise
        finally:
            self.event_cap = cap

    def _roll_back(self, snapshot: Game | None, logged: int) -> None:
        """Return to the state before the failed action: from the snapshot of a scripted
        game, else by replaying the setup and the first ``logged`` actions (the failure
        path only: the normal path takes no snapshot)."""
        if snapshot is not None:
            self._restore(snapshot)
            return
        rebuilt = replay(type(self), self.setup, self.action_log[:logged], self.pool)
        if rebuilt is not None:
            self._restore(rebuilt)

    def run(self, agents: Sequence[Agent], *, auto: bool = True,
            max_decisions: int | None = None, max_turns: int | None = MAX_TURNS,
            max_actions: int | None = MAX_ACTIONS,
            max_turn_actions: int | None = MAX_TURN_ACTIONS) -> GameResult:
        """Play to the end with one agent per seat; returns the result.

        ``max_decisions``: pause (return a ``"stopped"`` result, the game still going) after
        that many agent decisions. The caps end the game as a draw, with the reason in
        ``GameResult.reason`` (and a :class:`~grimoire.rules.actions.CapReached` record in
        the action log, so saves and replays end the same way): ``max_turns`` once a turn
        past it would begin, ``max_actions`` once the action log holds that many actions,
        ``max_turn_actions`` once this run has applied that many chosen actions in one turn
        (forced ones, a single legal answer, don't count: a loop of optional actions no
        player ends, see :data:`MAX_TURN_ACTIONS`), and a loop
        of mandatory actions (:data:`FORCED_LOOP` in one turn with a single legal answer
        each) at once (CR 104.4b, 729.4). ``None`` turns a cap off.

        An agent may concede only for its own player (CR 104.3a): a ``Concede`` naming
        another seat raises :class:`IllegalActionError` and changes nothing.
        """
        decisions = forced = 0
        views: dict[int, PlayerView] = {}
        lowest = 1 << 62  # the smallest stack of this run of forced actions
        forced_turn = this_turn = self.turn
        turn_start = len(self.action_log)
        turn_forced = 0  # forced actions this turn: not counted by max_turn_actions
        self.settled = None  # the caller may have changed the game (see apply)
        while self.result is None:
            if max_turns is not None and self.turn > max_turns:
                self.end_by_cap(f"turn cap {max_turns} reached: a draw")
                break
            if max_actions is not None and len(self.action_log) >= max_actions:
                self.end_by_cap(f"action cap {max_actions} reached: a draw")
                break
            if self.turn != this_turn:
                this_turn, turn_start, turn_forced = self.turn, len(self.action_log), 0
            if max_turn_actions is not None and \
                    len(self.action_log) - turn_start - turn_forced >= max_turn_actions:
                self.end_by_cap(f"turn action cap {max_turn_actions} reached in turn "
                                f"{self.turn}: a loop no player ended, a draw")
                break
            if auto:
                legal = self.legal_actions()
                if len(legal) == 1:
                    depth = len(self.stack)
                    if self.turn != forced_turn or depth < lowest:  # a new turn, or a stack
                        forced, forced_turn, lowest = 0, self.turn, depth  # that unwinds
                    forced += 1
                    if forced >= FORCED_LOOP:
                        self.end_by_cap("a loop of mandatory actions: a draw (CR 104.4b)")
                        break
                    turn_forced += 1
                    action = legal[0]
                    if type(action) is not PassPriority or not hand_on(self, action):
                        self._apply(action, listed=True)
                    continue
            forced, lowest = 0, 1 << 62
            decision = self.pending
            assert decision is not None
            view = views.get(decision.player)
            if view is None:  # one view per seat for the run: a view reads the live game
                view = views[decision.player] = PlayerView(self, decision.player)
            agent: Any = agents[decision.player]  # (compiled, a TypeError before as_action)
            action = as_action(agent.decide(view, decision))
            if isinstance(action, Concede) and action.player != decision.player:
                raise IllegalActionError(
                    f"player {decision.player} may concede only for themselves, not for "
                    f"{action.player!r}", rule="CR 104.3a")
            listing = self._legal  # an answer taken from the listing itself is the engine's
            if type(action) is not PassPriority or not hand_on(self, action):  # CR 117.3d
                self._apply(action, listed=type(listing) is list and any(
                    a is action for a in listing))
            decisions += 1
            if max_decisions is not None and decisions >= max_decisions:
                break
        assert self.result is not None or max_decisions is not None
        return self.result if self.result is not None else GameResult(None, "stopped",
                                                                       self.turn)

    def end_by_cap(self, reason: str) -> None:
        """End the game as a draw for ``reason`` (a cap of :meth:`run`, CR 104.4b), recorded
        in the action log so that a save or replay ends the same way."""
        if self.result is None:
            self.action_log.append(CapReached(reason))
            self.end(None, reason)

    def view(self, player: int) -> PlayerView:
        """What ``player`` may see (CR 400.2: hidden zones show counts only)."""
        return PlayerView(self, player)

    def copy(self) -> Game:
        """A copy for search: objects copied shallowly, card data shared."""
        return copy_game(self, Game.__new__(Game))  # no __init__ (see slot_copy)

    @property
    def rng(self) -> random.Random:
        """The game's random generator (shuffles, dice, random choices: every game
        replayable from its seed). A copy shares its generator with the game it was copied
        from until either uses it: the first to use it gets its own, in the same state
        (copying a generator's 625 words was a third of a compiled ``Game.copy()``, and a
        playout that never shuffles or rolls never pays it)."""
        if self._rng_shared:
            self._rng = copy_rng(self._rng)
            self._rng_shared = False
        return self._rng

    @rng.setter
    def rng(self, value: random.Random) -> None:
        self._rng = value
        self._rng_shared = False

    def _restore(self, other: Game) -> None:
        for name in slot_names(Game):
            setattr(self, name, getattr(other, name))

    def save(self) -> str:
        """The game as JSON text (setup, actions, RNG state); see :mod:`grimoire.rules.save`."""
        return save_game(self)

    @classmethod
    def load(cls, text: object, pool: CardSource) -> Game:
        """Rebuild a saved game exactly (see :mod:`grimoire.rules.save`), from str or bytes."""
        return load_game(cls, text, pool)

    def __repr__(self) -> str:
        lives = ", ".join(f"{p.name} {p.life}" for p in self.players)
        return f"<Game turn {self.turn} {self.step} ({lives})>"
