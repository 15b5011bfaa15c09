"""The kernel's hooks: where the mechanisms (:mod:`grimoire.mechanics`) plug into the rules.

The kernel names no mechanism. Where the rules give a mechanism a say — a turn-based action
at the start of a step, a state-based action, a replacement of an untap, an object whose
abilities trigger from outside the battlefield, a condition only a mechanism can evaluate,
an object a player may not see — the kernel runs the functions registered on one of the
:class:`Hook` objects below, in their ``order`` (then registration order). A mechanism
registers when it is imported; :mod:`grimoire.assembly` imports :mod:`grimoire.mechanics`,
which imports every mechanism, before any game is played.

Most hooks are lists of functions that are all called; :data:`CONDITIONS`,
:data:`PLAYER_STATUSES` and :data:`FILTER_TESTS` map one IR condition type (status name,
filter field) to the one function that evaluates it. A mechanism keeps its own state in the
game through a typed :class:`StateKey` (``game.states``), never in a field of ``Game``.

>>> seen: list[str] = []
>>> demo: Hook[Callable[[str], None]] = Hook("demo")
>>> _ = demo.add(lambda s: seen.append("late " + s), order=90)
>>> _ = demo.add(lambda s: seen.append("early " + s), order=10)
>>> for f in demo.funcs:
...     f("step")
>>> seen
['early step', 'late step']
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeVar

if TYPE_CHECKING:
    import random
    from collections.abc import Iterable, Mapping, Sequence

    from grimoire.oracle import ir
    from grimoire.rules.actions import Action, ActivateAbility, CastSpell, Decision
    from grimoire.rules.cardinfo import CardInfo
    from grimoire.rules.casting import CastContext
    from grimoire.rules.formats import GameFormat
    from grimoire.rules.game import CardSource, Game
    from grimoire.rules.layers import Chars
    from grimoire.rules.objects import GameObject, Target
    from grimoire.rules.resolution import Resolution

F = TypeVar("F", bound=Callable[..., Any])
Problem = tuple[str, str] | None
"""Why an action is forbidden now: ``(message, rule)``, or None."""
T = TypeVar("T")


class Hook(Generic[F]):
    """An ordered list of functions that mechanisms plug in; :attr:`funcs` is what the
    kernel calls (a tuple, rebuilt on each :meth:`add`, so a call site pays one attribute
    read and a loop).

    A function added with ``words`` has nothing to do in a game none of whose cards brings
    one of them (:func:`grimoire.rules.cardinfo.present`, the per-game mechanism index);
    one added with ``state`` (a :class:`StateKey`'s name) has nothing to do while the game
    keeps no state under that name (a mechanism not yet met: no dungeon ventured into, no
    plane, no Ring-bearer). :meth:`in_game` leaves both out there, so a hot call site
    (every priority listing, every state-based check, every event) does not call them
    only to be told "nothing"."""

    __slots__ = ("_active", "_entries", "funcs", "name")

    def __init__(self, name: str) -> None:
        self.name = name
        self._entries: list[tuple[int, int, F, frozenset[str] | None, str | None]] = []
        self.funcs: tuple[F, ...] = ()
        self._active: tuple[frozenset[str], Mapping[str, Any], tuple[F, ...]] | None = None

    def add(self, func: F, *, order: int = 50, words: frozenset[str] | None = None,
            state: str | None = None) -> F:
        """Plug ``func`` in (lower ``order`` first); returns it, so it can decorate.
        ``words``: ``func`` does nothing in a game whose vocabulary has none of them;
        ``state``: nothing while ``game.states`` has no entry of that name."""
        key = _key(func)
        if "<" not in key[1]:  # a module executed twice replaces its own registration
            self._entries = [e for e in self._entries if _key(e[2]) != key]
        self._entries.append((order, len(self._entries), func, words, state))
        self._entries.sort(key=lambda e: (e[0], e[1]))
        self.funcs = tuple(e[2] for e in self._entries)
        self._active = None
        return func

    def in_game(self, game: Game) -> tuple[F, ...]:
        """:attr:`funcs` without those whose ``words`` the game's vocabulary lacks or whose
        ``state`` the game doesn't keep. Kept for the last vocabulary and states seen: each
        is a new object whenever it changes (:func:`grimoire.rules.cardinfo.note`,
        :meth:`StateKey.set`), and the one kept here can't be freed and its id reused."""
        vocabulary, states = game.vocabulary, game.states
        active = self._active
        if active is None or active[0] is not vocabulary or active[1] is not states:
            funcs = tuple(e[2] for e in self._entries
                          if (e[3] is None or not e[3].isdisjoint(vocabulary))
                          and (e[4] is None or e[4] in states))
            active = self._active = (vocabulary, states, funcs)
        return active[2]

    def __repr__(self) -> str:
        return f"Hook({self.name!r}, {[f.__qualname__ for f in self.funcs]})"


def _key(func: Callable[..., Any]) -> tuple[str, str]:
    """What names a registered function across executions of its module (a lambda or a
    nested function, ``<lambda>``, ``<locals>``, is never the same one)."""
    return (str(getattr(func, "__module__", "")), str(getattr(func, "__qualname__", "<?>")))


class StateKey(Generic[T]):
    """One mechanism's part of the game state, typed: an immutable value (a frozen dataclass)
    kept in ``game.states`` under :attr:`name`, None until the mechanism first sets it. The
    kernel never reads it. :meth:`set` replaces the mapping rather than changing it, so
    copies of a game (``Game.copy``) share it safely; saves replay it from the game's setup.

    >>> class G:
    ...     states: dict[str, object] = {}
    >>> demo: StateKey[tuple[int, ...]] = StateKey("demo")
    >>> game, shared = G(), G.states
    >>> demo.get(game) is None
    True
    >>> demo.set(game, (1, 2))
    >>> demo.get(game), shared
    ((1, 2), {})
    """

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def get(self, game: Game) -> T | None:
        """The mechanism's state in ``game`` (None: never set)."""
        # (no cast() call: SBA checks and priority ask several mechanisms' state each time)
        return game.states.get(self.name)  # type: ignore[return-value]

    def set(self, game: Game, value: T | None) -> None:
        """Make ``value`` the mechanism's state in ``game``."""
        game.states = {**game.states, self.name: value}

    def clear(self, game: Game) -> None:
        """Forget the mechanism's state in ``game`` (as if never set), leaving
        ``game.states`` empty when no other mechanism keeps any."""
        if self.name in game.states:
            game.states = {k: v for k, v in game.states.items() if k != self.name}

    def __repr__(self) -> str:
        return f"StateKey({self.name!r})"


# --- setting up a game (CR 103) ----------------------------------------------------------

GAME_OPTIONS: Hook[Callable[[Game, CardSource, Mapping[str, Any],
                             Sequence[Sequence[int]] | None], None]] = Hook("game_options")
"""A new game's or a position's options for a variant or a supplementary deck, each
mechanism taking its own from the mapping: ``Game.new``'s ``contraptions``, ``attractions``
(CR 717.2) and ``planar_decks`` (CR 901.3), called once the game exists (``placed``: None);
``Game.from_position``'s ``supplementary`` and ``planar_decks``, called once the position is
on the board and its turn and step are set, before the step goes on (``placed``: each
seat's battlefield object ids in position order)."""

FORMAT_CARDS: Hook[Callable[[Game, GameFormat, Sequence[Sequence[str]] | None], None]] = \
    Hook("format_cards")
"""A new game of a format: its own cards for each seat (``Game.new``'s ``commanders``) are
put in place before the libraries are made (a Commander game's commanders start in the
command zone, CR 903.6); a :class:`~grimoire.errors.DeckError` when the format needs cards
it wasn't given (CR 903.3)."""

OPENING_ACTIONS: list[tuple[str, Callable[[GameObject], bool],
                           Callable[[Game, int, tuple[int, ...]], None]]] = []
"""Actions a player may take with cards of their opening hand beyond beginning the game with
them on the battlefield (CR 103.6; revealing them, 103.6b): (the prompt, whether a card
of the hand offers it, what taking it with the chosen cards does). Each is asked of each
player in turn, after the battlefield one."""

GAME_BEGINS: Hook[Callable[[Game], None]] = Hook("game_begins")
"""Mulligans and opening-hand actions are done, the first turn is about to start (CR 103.7;
the starting plane, CR 901.5)."""

PLACED: Hook[Callable[[Game, GameObject], None]] = Hook("placed")
"""A position put this permanent on the battlefield, with the counters the position lists
and no event: what it has by the rules unless the position says otherwise (CR 306.5b: a
planeswalker's loyalty)."""


# --- the turn (CR 500-514) ----------------------------------------------------------------

UNTAP_STEP: Hook[Callable[[Game], None]] = Hook("untap_step")
"""Turn-based actions of the untap step before permanents untap (CR 502.2: phasing first;
then day and night, which the kernel does between ``order`` < 50 and ``order`` >= 50)."""

UNTAP_SKIPPED: Hook[Callable[[Game], bool]] = Hook("untap_skipped")
"""Whether the active player skips this untap step (CR 500.11: "skips their next untap
step"); a function that says True has used up that skip."""

STEP_SKIPPED: Hook[Callable[[Game, str], bool]] = Hook("step_skipped")
"""Whether the active player skips the step ``step`` about to begin ("Skip your draw step":
CR 614.1b, 614.10: as though it didn't exist, no priority and nothing "at the beginning" of
it). Asked only for the draw step."""

NEXT_STEP: Hook[Callable[[Game, str, str], str]] = Hook("next_step")
"""The step that follows ``step`` (whose successor by the usual order is ``nxt``) when an
effect added phases to the turn (CR 500.8); returns ``nxt`` to keep it."""

ATTACK_CHOOSER: Hook[Callable[[Game], int | None]] = Hook("attack_chooser")
"""Who chooses which creatures attack instead of the active player ("You choose which
creatures attack this turn", CR 508.1), or None; the active player then chooses what each
of them attacks (:func:`attack_chooser`)."""


def attack_chooser(game: Game) -> int:
    """The player who chooses the attacking creatures this combat (CR 508.1)."""
    for chooser in ATTACK_CHOOSER.in_game(game):
        seat = chooser(game)
        if seat is not None and not game.players[seat].lost:
            return seat
    return game.active


UNTAP_REPLACED: Hook[Callable[[Game, GameObject], bool]] = Hook("untap_replaced")
"""Whether a replacement effect stops ``obj`` from untapping in its controller's untap step,
doing what it does instead (CR 614; stun counters, CR 122.1d). True: it stays tapped."""

UNTAP_CHOICES: Hook[Callable[[Game], Decision | None]] = Hook("untap_choices")
"""A question to the active player before permanents untap ("You may choose not to untap ~
during your untap step", CR 502.3): one at a time; its answer
(:data:`DECISION_ANSWERS`) asks the next or untaps (:func:`grimoire.rules.turn.
untap_permanents`). Registered with ``words``: a game without such a card asks nothing."""

STEP_BEGINS: dict[str, Hook[Callable[[Game], bool]]] = {}
"""Turn-based actions a mechanism adds at the start of a step (CR 703.4: Saga lore in the
precombat main phase, cranking Contraptions in the upkeep, visiting Attractions). A function
returns True when it started a resolution or a decision: the step waits for it."""


def step_begins(step: str) -> Hook[Callable[[Game], bool]]:
    """The hook of the start of ``step`` (``"upkeep"``, ``"main1"``...)."""
    return STEP_BEGINS.setdefault(step, Hook(f"step_begins[{step}]"))


TURN_BEGINS: Hook[Callable[[Game], None]] = Hook("turn_begins")
"""Effects lasting "until your next turn" that a mechanism keeps (CR 611.2a, detain
CR 701.29a), ended as the new active player's turn begins."""

NO_MAX_HAND: Hook[Callable[[Game, int], bool]] = Hook("no_max_hand")
"""Whether an effect a mechanism keeps gives a player no maximum hand size (CR 402.2)."""

# --- casting, resolving, targets ----------------------------------------------------------

BECAME_TARGETS: Hook[Callable[[Game, int], None]] = Hook("became_targets")
"""A spell or ability (by id) was put on the stack with targets (CR 601.2c, 603.3d): its
targets "become the target" (ward, CR 702.21a; CR 603.2)."""

ENTERING_SPELL: Hook[Callable[[Game, int], bool]] = Hook("entering_spell")
"""A resolving permanent spell (by id) is about to become a permanent (CR 608.3): True when
a mechanism started a resolution that asks its controller first and then puts it onto the
battlefield (unleash, CR 702.98a)."""

ENTERED_BY_EFFECT: Hook[Callable[[Game, GameObject], object | None]] = Hook("entered_by_effect")
"""A permanent an instruction (not its own resolution as a spell) just put onto the
battlefield: the internal node of a mechanism's "as this enters" question to ask next, or
None (riot, unleash, tribute: CR 702.136a, 702.98a, 702.104a; CR 614.1c: the answer is
applied at once, before anything else happens)."""

CAST_RESTRICTIONS: Hook[Callable[[Game], Problem]] = Hook("cast_restrictions")
"""Rules that forbid casting any spell now (split second, CR 702.61a): a problem or None."""

CAST_FORBIDDEN: Hook[Callable[[Game, int, GameObject], Problem]] = Hook("cast_forbidden")
"""Rules that forbid a player casting a card now ("Each player can't cast more than one
spell each turn", CR 101.2): ``(game, player, card)``, a problem or None; registered with
``words`` (asked only in a game with such a rule)."""

PLAYER_UNTARGETABLE: Hook[Callable[[Game, int, int], bool]] = Hook("player_untargetable")
"""Whether player ``seat`` can't be the target of a spell or ability ``controller``
controls ("You have hexproof", CR 702.11c): ``(game, seat, controller)``; registered with
``words``."""

LIFE_GAIN_BARRED: Hook[Callable[[Game, int], bool]] = Hook("life_gain_barred")
"""Whether ``player`` can't gain life now ("Players can't gain life", CR 119.7: the gain
doesn't happen and no replacement of it applies); registered with ``words``."""

ACTIVATION_RESTRICTIONS: Hook[Callable[[Game, ActivateAbility], Problem]] = Hook(
    "activation_restrictions")
"""Rules that forbid activating an ability now (split second, CR 702.61a: mana abilities
aside, CR 702.61b): a problem or None."""


def cast_restriction(game: Game, player: int, card: GameObject) -> Problem:
    """Why no spell can be cast now, or why ``player`` can't cast ``card`` now, or None."""
    for forbids in CAST_RESTRICTIONS.funcs:
        found = forbids(game)
        if found is not None:
            return found
    for forbidden in CAST_FORBIDDEN.in_game(game):
        found = forbidden(game, player, card)
        if found is not None:
            return found
    return None


def activation_restriction(game: Game, action: ActivateAbility) -> Problem:
    """Why this ability can't be activated now, or None."""
    for forbids in ACTIVATION_RESTRICTIONS.funcs:
        found = forbids(game, action)
        if found is not None:
            return found
    return None


PERMANENT_SPELL_ENTERED: Hook[Callable[[Game, int], None]] = Hook("permanent_spell_entered")
"""A resolving permanent spell cast with options (flags) became this permanent (CR 608.3):
what the option's paid cost promised happens (dash's return, CR 702.109a)."""

MOVE_COUNTERS: set[str] = set()
"""Counter kinds that carry a replacement of their permanent's moves (a finality counter,
CR 122.1h): a permanent with one has its moves asked about (:mod:`grimoire.rules.replace`)."""

INSTEAD_OF_GRAVEYARD: Hook[Callable[[Game, int], bool]] = Hook("instead_of_graveyard")
"""An instant or sorcery spell finished resolving (CR 608.2n): True when a replacement puts
it somewhere other than its owner's graveyard (rebound, CR 702.88a)."""

LOCKED_DOWN: Hook[Callable[[GameObject], bool]] = Hook("locked_down")
"""Whether a permanent can't attack or block and its activated abilities (mana abilities
too) can't be activated (detain, CR 701.29a). Called only for a permanent with flags."""

SPELL_CAST: Hook[Callable[[Game, int, GameObject, CastSpell, CastContext], frozenset[str]]] = \
    Hook("spell_cast")
"""A card is being cast (CR 601.2a), its total cost known, just before it moves to the stack:
what a mechanism does to the card as it is now (a morph or disguise spell turns face down,
CR 708.4; a commander's next cast costs more, CR 903.8), returning flags the spell keeps
(rebound: it was cast from its owner's hand, CR 702.88a). ``(game, player, card, action,
context)``."""

PLAYER_TARGET_QUALITY: Hook[Callable[[Game, object, int, int, int | None], bool]] = \
    Hook("player_target_quality")
"""Whether player ``seat`` has the quality a player target requires ("target player who lost
life this turn", CR 115.1, 601.2c): ``(game, condition, seat, controller, source)``; every
function must agree. Called only for a target with a quality."""

ACTIVATION_PROBLEM: Hook[Callable[[Game, int, GameObject, ir.ActivatedAbility, bool],
                                  tuple[str, str] | None]] = Hook("activation_problem")
"""Why a player can't activate an ability now that a mechanism restricts, as ``(message,
rule)``, or None (loyalty abilities, CR 606.3; "reroll any die" when no die can be rerolled,
CR 706.2b). ``(game, player, object, ability, in a roll's modifier window)``."""

ACTIVATION_X: Hook[Callable[[GameObject, ir.ActivatedAbility], range | None]] = Hook(
    "activation_x")
"""The legal values of X of an activated ability a mechanism fixes, or None: the first
answer counts ("[-X]": 0 up to the permanent's loyalty, CR 606.6, 107.3)."""

OWN_X_TRIGGER: Hook[Callable[[ir.TriggeredAbility], bool]] = Hook("own_x_trigger")
"""Whether a triggered ability is the object's "own" and uses the X it was cast or turned
up with (CR 107.3m; a disguise or morph cost's X, CR 702.37f)."""

CAST_COSTS: Hook[Callable[[Game, int, GameObject, list[int | None], bool],
                          list[int | None]]] = Hook("cast_costs")
"""The costs a card may be cast for from where it is, narrowed by a mechanism: ``(game,
player, card, costs, permitted)``, ``costs`` the mana cost (None) and the indexes of the
alternative costs, ``permitted``: another effect lets the player cast it (a foretold card
is cast from exile for its foretell cost only, and a foretell cost is never paid anywhere
else, CR 702.143a)."""

# --- combat (CR 506-511) ------------------------------------------------------------------

ATTACK_COSTS: Hook[Callable[[Game], Callable[[GameObject, Target], tuple[str, ...]] | None]] = \
    Hook("attack_costs")
"""Costs to attack (CR 508.1g-h): for the current game, None when the mechanism imposes
none, else the mana symbols ``attacker`` must pay to attack ``target`` (Propaganda's
"Creatures can't attack you unless their controller pays {2} for each", Norn's Annex's
{W/P})."""

ATTACK_OPTIONAL_COSTS: Hook[Callable[[Game], list[Decision]]] = Hook("attack_optional_costs")
"""Optional costs to attack (CR 508.1g: "you may exert this creature as it attacks"): asked
once attackers (and bands) are declared, the yes/no questions about them; each question's
``rule`` is a key of :data:`ATTACK_OPTIONAL_ANSWERS` (grimoire.rules.attack_costs)."""

ATTACK_OPTIONAL_ANSWERS: dict[str, Callable[[Game, Decision, bool], None]] = {}
"""The rule of an optional-cost-to-attack question -> what the answer does (CR 508.1g)."""

BLOCK_COSTS: Hook[Callable[[Game], Callable[[GameObject], int] | None]] = Hook("block_costs")
"""Costs to block (CR 509.1d): for the current game, None when the mechanism imposes none,
else what ``blocker`` must pay, in generic mana, to block ("Enchanted creature can't attack
or block unless its controller pays {3}")."""

COMBAT_DAMAGE_TO_PLAYER: Hook[Callable[[Game, GameObject, int, int, frozenset[str]], None]] = \
    Hook("combat_damage_to_player")
"""``source`` (with these keywords) dealt ``amount`` combat damage to ``player``, after the
damage's own results (CR 510.2): toxic's poison counters (CR 702.164c)."""

DAMAGE_AMOUNT: Hook[Callable[[Game, GameObject, int], int]] = Hook("damage_amount")
"""The damage a source with static abilities would deal after its own replacement effects,
applied before any other (CR 614.1a: "it deals that much damage plus the result of a d6
roll instead")."""


PLAYER_COLOR_IDENTITY: Hook[Callable[[Game, int], tuple[str, ...]]] = Hook(
    "player_color_identity")
"""Colors (``"W"``...) of a player's commanders' combined color identity (CR 903.4; none
without a commander, CR 903.4f): "add one mana of any color in your commander's color
identity"."""

# --- state-based actions (CR 704) ---------------------------------------------------------

BEFORE_SBA: Hook[Callable[[Game], None]] = Hook("before_sba")
"""Characteristics a mechanism keeps current before state-based actions are checked (CR
613.1d: living metal and station make a Vehicle or Spacecraft a creature)."""

STATE_BASED: Hook[Callable[[Game], bool]] = Hook("state_based")
"""State-based actions of a mechanism, performed after each round of the kernel's
(CR 704.6f planar die, CR 704.5t dungeons); True when one was performed."""

LOSERS: Hook[Callable[[Game], list[tuple[int, str]]]] = Hook("losers")
"""Players a mechanism's state-based action makes lose in the kernel's simultaneous round,
with the reason (CR 704.6c: 21 or more combat damage from one commander). Asked only while
some mechanism keeps state in the game (``game.states``), as are :data:`SBA_DECISIONS`,
:data:`MOVE_REDIRECT` and :data:`IDENTITY_CHANGED`."""

SBA_DECISIONS: Hook[Callable[[Game], Decision | None]] = Hook("sba_decisions")
"""A state-based action that asks a player, once a round performs nothing (CR 903.9a: put
a commander from a graveyard or exile into the command zone?): the first decision asked
stops the check until it is answered (:data:`DECISION_ANSWERS`)."""

SBA_SACRIFICES: Hook[Callable[[Game], list[int]]] = Hook("sba_sacrifices")
"""Permanents a state-based action sacrifices in the kernel's simultaneous round (CR 704.5s:
a Saga with as many lore counters as its final chapter)."""

# --- zones and triggers -------------------------------------------------------------------

DISCARDED = "discarded_to_exile"
"""Flag of a card a discard put into exile instead of the graveyard (it was still
discarded: "whenever you discard" abilities see it)."""

DISCARD_REPLACED: Hook[Callable[[Game, GameObject], frozenset[str] | None]] = Hook(
    "discard_replaced")
"""A card with its own "if you would discard this card" rule (madness, CR 702.35a):
``(game, card)`` -> flags, or None. Non-None sends the discarded card to exile instead,
with those flags and :data:`DISCARDED`."""

AFTER_DISCARD_EXILE: Hook[Callable[[Game, GameObject], None]] = Hook("after_discard_exile")
"""A card a :data:`DISCARD_REPLACED` function sent to exile is there (the new object):
madness's "When this card is exiled this way" (CR 702.35a)."""

DRAWN: Hook[Callable[[Game, int, int], None]] = Hook("drawn")
"""A card was drawn, ``(game, player, card)``, after its event: miracle's reveal
(CR 702.94a)."""


def discard_replacement(game: Game, card: GameObject) -> frozenset[str] | None:
    """The flags of ``card`` discarded into exile by its own rule, or None."""
    for replaced in DISCARD_REPLACED.funcs:
        flags = replaced(game, card)
        if flags is not None:
            return flags | {DISCARDED}
    return None


ENTERING: Hook[Callable[[GameObject], None]] = Hook("entering")
"""A permanent enters the battlefield, before its characteristics are computed (CR 716.3:
a Class enters at level 1)."""

ENTERED_WITH: Hook[Callable[[Game, GameObject, GameObject | None], None]] = Hook(
    "entered_with")
"""Counters a permanent enters with by the rules (CR 614.1c; loyalty CR 306.5b, lore CR
714.3a): ``(game, new object, the object it was before or None for a token)``."""

MOVE_REDIRECT: Hook[Callable[[Game, int, str], str]] = Hook("move_redirect")
"""Where object ``oid`` about to move to ``to_zone`` goes by its owner's standing choice,
after the replacement effects (CR 903.9b: a commander going to a hand or library may go to
the command zone instead)."""

IDENTITY_CHANGED: Hook[Callable[[Game, int, int, str | None], None]] = Hook(
    "identity_changed")
"""Object ``old`` is now object ``new``: it moved to ``to_zone`` (a new object, CR 400.7),
or a shuffle renumbered its library (``to_zone`` None, no zone change, CR 701.20a), or it
left the game (``new`` 0, CR 800.4a). A designation that belongs to the card follows it
(a commander, CR 903.3)."""

FACE_DOWN_MOVED: Hook[Callable[[GameObject, GameObject, str, str], None]] = Hook(
    "face_down_moved")
"""A face-down object changed zones (CR 708.4, 708.9): ``(old, new, from, to)`` — whether
the new object stays face down or is revealed."""

FLAGGED_MOVED: Hook[Callable[[GameObject, GameObject, str, str], None]] = Hook(
    "flagged_moved")
"""An object with flags (how it was cast...) changed zones: ``(old, new, from, to)`` —
characteristics it had only in some zones (a prototyped card has its normal ones again
outside the stack and the battlefield, CR 718.4)."""

@dataclass(frozen=True, slots=True)
class MoveRule:
    """A replacement effect an object carries while it has a flag (CR 614.1a): moving from
    :attr:`from_zone` to :attr:`to_zone` (None: to any zone but :attr:`instead`), it goes to
    :attr:`instead`. :attr:`key` names the effect (it applies once per event, CR 614.5) and
    :attr:`label` is what a player choosing among effects reads (CR 616.1)."""

    key: str
    from_zone: str
    to_zone: str | None
    label: str
    instead: str = "exile"


MOVE_RULES: dict[str, MoveRule] = {}
"""A flag an object may carry (owned by whoever gives it: a mechanism, a resolver, a cast
permission) -> the replacement of its moves that the flag stands for: flashback's "exile it
whenever it would leave the stack" (CR 702.34a), unearth's "if it would leave the
battlefield, exile it instead" (CR 702.84a), "if it would die this turn, exile it instead"
(CR 614.1a). Offered in the ``order`` they were registered with (:func:`move_rule`)."""

_MOVE_ORDERS: dict[str, int] = {}


def move_rule(flag: str, rule: MoveRule, *, order: int = 50) -> None:
    """Register what ``flag`` does to its object's moves (:data:`MOVE_RULES`), offered
    before the rules of a higher ``order`` when several apply to one move."""
    found = MOVE_RULES.get(flag)
    if found is not None and found != rule:
        raise ValueError(f"two move rules for the flag {flag!r}")
    _MOVE_ORDERS[flag] = order
    entries = sorted({**MOVE_RULES, flag: rule}.items(), key=lambda e: _MOVE_ORDERS[e[0]])
    MOVE_RULES.clear()
    MOVE_RULES.update(entries)


CASTABLE_LAND_OPTIONS: set[str] = set()
"""Cast options (:attr:`~grimoire.oracle.ir.AlternativeCost.option`) of alternative costs
that let a land card be cast (a land is played, not cast, CR 305.9, except face down with
morph or disguise, CR 702.37c, 702.168b): a mechanism adds its own when imported."""


CAST_AS: dict[str, Callable[[CardInfo], CardInfo]] = {}
"""Cast options of alternative costs that change what the spell is as it is put on the
stack, and what the permanent it becomes is (a bestowed Aura, CR 702.103b): option → the
characteristics made from the card's own. The kernel lists its targets from them (CR
601.2c) and keeps the card's own in ``base`` (CR 400.7: in any other zone it is the card)."""


TARGETS_ILLEGAL: Hook[Callable[[Game, int], bool]] = Hook("targets_illegal")
"""A permanent spell whose targets are all illegal as it starts resolving (CR 608.3b): a
mechanism may let it resolve anyway, without targets (a bestowed Aura spell resolves as a
creature, CR 702.103e); True if it did."""


AURA_UNATTACHED: Hook[Callable[[Game, GameObject], bool]] = Hook("aura_unattached")
"""An Aura attached illegally or to nothing (CR 704.5m): a mechanism may keep it on the
battlefield (a bestowed Aura becomes unattached and a creature, CR 702.103f, an exception
to 704.5m); True if it did."""


HAPPENED: dict[str, Callable[[Game, int, object], bool]] = {}
"""Turn-history events a mechanism tracks for :class:`~grimoire.oracle.ir.HappenedThisTurn`
(``(game, you, event)``: whether this logged event is one; void's "a spell was warped this
turn")."""


REMEMBERED_FLAGS: set[str] = set()
"""Flags of a spell that say how it was cast and that the permanent it becomes keeps
(CR 702.33d; what an IR ``CastWith`` reads: "if it was suspended", CR 702.62a; unleash's
choice, CR 702.98a): a mechanism adds its own when imported."""

NEXT_SPELL_KEYWORDS: Hook[Callable[[Game, int, GameObject | None], tuple[str, ...]]] = Hook(
    "next_spell_keywords")
"""The helper keywords (convoke, improvise, delve) an effect gives the next spell ``player``
casts ("The next spell you cast this turn has convoke"): ``(game, player, card)``, ``card``
the card being cast (or the one that was, while its costs are paid), None: any card."""

REMEMBERED_PREFIXES: list[str] = []
"""Prefixes of flags with a value that the permanent keeps likewise ("convoked:<ids>": the
creatures that convoked the spell, CR 702.51c)."""


COMMAND_ZONE_TRIGGERS: Hook[Callable[[Game, object], None]] = Hook("command_zone_triggers")
"""Objects in the command zone whose triggered abilities work there (CR 114.4: emblems),
checked against ``event`` with the battlefield's and graveyards' abilities."""

LAST_TRIGGER_SOURCES: Hook[Callable[[Game, object], None]] = Hook("last_trigger_sources")
"""Sources of triggered abilities checked against ``event`` after every other (CR 901.7:
face-up planes and phenomena)."""

EXTRA_TRIGGERS: Hook[Callable[[Game, GameObject, object, int | None], int]] = Hook(
    "extra_triggers")
"""How many additional times a triggered ability of the permanent ``source`` triggers on
``event`` (CR 603.2d: Panharmonicon, Teysa Karlov): ``(game, source, event, trigger
object)``; the counts of all functions add up."""

BLOCK_RESTRICTIONS: Hook[Callable[[Game, GameObject, GameObject], bool]] = Hook(
    "block_restrictions")
"""A mechanism's restriction on blocks (CR 509.1b): called with (blocker, attacker), True
when that creature can't block that attacker (the Ring-bearer, CR 701.52c)."""


ATTACK_CONDITIONS: Hook[Callable[[Game, Any, Any, int | None], bool]] = Hook(
    "attack_conditions")
"""What an attack trigger requires of the attack itself (training CR 702.149a, dethrone CR
702.105a): ``(game, trigger, AttackersDeclared, attacker)``, all must hold."""

ATTACK_TARGET_BARRED: Hook[Callable[[Game, GameObject, int], bool]] = Hook(
    "attack_target_barred")
"""Whether an effect a mechanism keeps bars ``attacker`` from attacking ``player`` and the
planeswalkers they control (CR 508.1c): ``(game, attacker, player)``, asked only while
some mechanism keeps state (``game.states``)."""

FILTER_TESTS: dict[str, Callable[[Game, GameObject, ir.ObjectFilter, int | None], bool]] = {}
"""An :class:`~grimoire.oracle.ir.ObjectFilter` field only a mechanism can evaluate (its
name) -> whether ``obj`` passes it: ``(game, obj, filter, source)``; asked only when the
field is set ("creature that crewed it this turn", CR 702.122; "hasn't been phased out with
this Attraction", CR 702.26)."""

FILTER_CANDIDATES: dict[str, Callable[[Game], list[int] | None]] = {}
"""An :class:`~grimoire.oracle.ir.ObjectFilter` field (its name) -> for a filter that sets
it and names no zone, the objects it may match wherever they are (CR 903.3e: "your
commander" in any zone), instead of the default zone's (None: the default zone's)."""

ABSENT: Hook[Callable[[Game, int], bool]] = Hook("absent")
"""Whether an object missing from ``game.objects`` still exists (a phased-out permanent is
treated as though it doesn't exist, CR 702.26b, but stays the same object): effects that
affect it wait for it."""

# --- conditions and the IR evaluator ------------------------------------------------------

CONDITIONS: dict[type, Callable[[Game, Resolution, Any], bool]] = {}
"""The evaluator of an IR condition type only a mechanism knows (persist's "if it had no
-1/-1 counters", echo's "controlled since your last upkeep")."""

AMOUNTS: dict[type, Callable[[Game, Resolution, Any, int], int]] = {}
"""The evaluator ``(game, res, amount, you)`` of an IR amount type a mechanism knows ("the
number of colors in your commanders' color identity", CR 903.4)."""

PLAYER_LEFT: Hook[Callable[[Game, int], None]] = Hook("player_left")
"""``seat`` left a multiplayer game (CR 800.4a), called once everything they owned left with
them: a designation they had passes on (the initiative, CR 723.4)."""

PLAYER_STATUSES: dict[str, Callable[[Game, int], bool]] = {}
"""The evaluator of an :class:`~grimoire.oracle.ir.PlayerStatus` a mechanism keeps
("if you've completed a dungeon", CR 309.7)."""


def condition(*node_types: type) -> Callable[[F], F]:
    """Register the decorated function as the evaluator of ``node_types``."""
    def register(func: F) -> F:
        for node_type in node_types:
            if node_type in CONDITIONS:
                raise ValueError(f"two evaluators for {node_type.__name__}")
            CONDITIONS[node_type] = func
        return func
    return register


# --- what a player may see (CR 400.2) -----------------------------------------------------

HIDDEN_FROM: Hook[Callable[[Game, GameObject, int], bool]] = Hook("hidden_from")
"""Whether an object in a public zone is hidden from a viewer (CR 406.3: a card exiled face
down, foretell CR 702.143a; a supplementary deck's cards, CR 717.2)."""


PUBLIC_INFO: dict[str, Callable[[Game], tuple[Any, ...]]] = {}
"""Public information a mechanism keeps, by name, that every player's view shows
(``"commanders"``: each commander and the combat damage it has dealt, CR 903.3, 903.10a)."""

COULD_BE: Hook[Callable[[Game, GameObject, ir.CardDefinition], bool | None]] = Hook("could_be")
"""Whether ``card`` could be a hidden object as far as the players who can't see it can tell,
from public facts about how it got there (a spell cast face down has a morph or disguise
cost, CR 702.37c, 702.168b; a foretold card has foretell, CR 702.143a); None when the
mechanism has nothing to say about that object. Read by the search AI's sampling of hidden
identities (:mod:`grimoire.rules.determinize`)."""

RESAMPLE: Hook[Callable[[Game, Game, int, random.Random], None]] = Hook("resample")
"""Re-deal, in ``copy`` (a :meth:`~grimoire.rules.game.Game.copy` of ``game``), a
mechanism's face-down piles whose order no player knows (CR 701.20a: a shuffled face-down
pile; a Contraption or Attraction deck, CR 717.2), ``(game, copy, viewer, rng)``: what lies
where is drawn with ``rng`` from what ``viewer`` may know, never read from ``game``'s order.
Called by the search AI's sampling of hidden information (:mod:`grimoire.rules.determinize`)."""


# --- legal actions (CR 116, 117) ----------------------------------------------------------

PRIORITY_OPTIONS: Hook[Callable[[Game, int], Iterable[Action]]] = Hook("priority_options")
"""Actions a mechanism offers a player with priority: special actions (CR 116.2: turning
a face-down permanent face up, foretelling, the planar die) and casts from its zones
(foretold cards)."""

SPECIAL_ACTIONS: dict[type, Callable[[Game, int, Any], None]] = {}
"""The action type of a mechanism's special action -> what takes it (validating first,
raising :class:`~grimoire.errors.IllegalActionError`)."""

class TextAddition:
    """Rules text a card adds to a spell being cast (splice, CR 702.47a): the ``card``
    revealed, the ``cost`` paid for it as an additional cost, and its target specs and
    effect (its targets follow the spell's own, CR 702.47d)."""

    __slots__ = ("card", "cost", "effect", "specs")

    def __init__(self, card: int, cost: ir.Cost, specs: tuple[ir.TargetSpec, ...],
                 effect: ir.Effect) -> None:
        self.card = card
        self.cost = cost
        self.specs = specs
        self.effect = effect


SPELL_ADDITIONS: Hook[Callable[[Game, int, GameObject], list[TextAddition]]] = Hook(
    "spell_additions")
"""The text additions a player may choose as they cast ``obj`` (CR 601.2b: announced with
the other choices; splice onto Arcane, CR 702.47a)."""

GRAVEYARD_CAST_WORDS: set[str] = set()
"""Keywords of cards a mechanism lets their owner cast from a graveyard (retrace, CR
702.81a): a game with such a card looks in graveyards for casts."""

COSTS_ADDED: Hook[Callable[[GameObject], ir.Cost | None]] = Hook("costs_added")
"""An additional cost a rule adds to the total cost of a spell cast from where the card is
(CR 601.2f): retrace's "by discarding a land card" from a graveyard (CR 702.81a), the
commander tax from the command zone (CR 903.8); None when it adds nothing."""

LAND_PLAYABLE: Hook[Callable[[Game, int, GameObject], bool]] = Hook("land_playable")
"""Whether a mechanism lets a player play a land card from where it is (CR 305.1: "You may
play lands from your graveyard"); registered with ``words``."""


def land_playable(game: Game, player: int, card: GameObject) -> bool:
    """Whether a mechanism lets ``player`` play the land ``card`` from its zone."""
    return any(may(game, player, card) for may in LAND_PLAYABLE.in_game(game))


CASTABLE_FROM: dict[str, Hook[Callable[[Game, int, GameObject], bool]]] = {}
"""Whether a card in a zone (``"graveyard"``, ``"command"``) may be cast by a mechanism's
permission: "You may cast ~ from your graveyard as long as ..." (CR 601.3), a commander from
the command zone (CR 903.8)."""


def castable_from(zone: str) -> Hook[Callable[[Game, int, GameObject], bool]]:
    """The hook of casts from ``zone``."""
    found = CASTABLE_FROM.get(zone)
    if found is None:
        found = CASTABLE_FROM[zone] = Hook(f"castable_from[{zone}]")
    return found


FACE_PROBLEMS: Hook[Callable[[Game, int, GameObject, int], Problem]] = Hook("face_problems")
"""Why a player can't cast face ``face`` (as :attr:`~grimoire.rules.actions.CastSpell.face`)
of a multi-face card from where it is, by a mechanism's rule: an aftermath half only from a
graveyard (CR 702.127a), a card on an adventure not as an Adventure (CR 715.3d); None: no
objection (:mod:`grimoire.rules.faces`)."""


UNLISTED_ACTIVATION: Hook[Callable[[Game, int, GameObject, ir.ActivatedAbility,
                                    ActivateAbility, list[ActivateAbility]], bool]] = Hook(
    "unlisted_activation")
"""Whether an activation the bounded listing leaves out is legal all the same (a crew or
saddle cost paid by another set of creatures, CR 702.122a)."""

DECISION_ANSWERS: dict[str, Callable[[Game, Decision, bool], None]] = {}
"""The rule of a yes/no decision a mechanism's state-based action asks (``"CR 903.9a"``)
-> what the answer does."""


# --- costs (CR 118, 601.2g-h, 602.2b) -----------------------------------------------------


class CostPart:
    """How a mechanism's kind of cost part is paid: :attr:`options` lists the ways (tuples of
    chosen objects; None: it can't be paid), :attr:`pay` pays it from the objects chosen for
    the cost's remaining parts (``x``: the X of the spell or ability) and returns those it
    left for the parts after it."""

    __slots__ = ("options", "pay")

    def __init__(self, options: Callable[[Game, int, Any, int | None],
                                         list[tuple[int, ...]] | None],
                 pay: Callable[[Game, Any, list[int], int | None, int], list[int]]) -> None:
        self.options = options
        self.pay = pay


COST_PARTS: dict[type, CostPart] = {}
"""A cost part type a mechanism pays (crew and saddle's "tap creatures with total power N",
CR 702.122a, 702.171a; a loyalty cost, CR 606.4) -> how."""

MANA_SPENT: Hook[Callable[[Game, int, list[int], list[int], int | None], None]] = Hook(
    "mana_spent")
"""A player's mana pool went from ``before`` to ``after`` paying for ``spell`` (None: not a
spell): mana with a "when that mana is spent" rider (CR 106.6, 603.7a). Called only while
some mechanism keeps state in the game (``game.states``), as is :data:`POOLS_EMPTIED`."""

OUTSIDE_CHARACTERISTICS: Hook[Callable[[Game, GameObject, Chars], Chars]] = Hook(
    "outside_characteristics")
"""A card outside the battlefield as static abilities change it ("land cards you own that
aren't on the battlefield are Deserts", CR 611.3a): each returns the characteristics given
(never changed in place) or new ones; registered with ``words``."""

MANA_ADDED: Hook[Callable[[Game, int, int, tuple[str, ...]], None]] = Hook("mana_added")
"""``(game, player, source, mana)``: mana a source made went into a pool (CR 106.3);
registered with ``words`` ("mana from a Treasure was spent", CR 601.2h)."""

POOLS_EMPTIED: Hook[Callable[[Game], None]] = Hook("pools_emptied")
"""The players' mana pools emptied as a step or phase ended (CR 500.4, 106.4): what a
mechanism kept about the mana in them is gone with it."""

