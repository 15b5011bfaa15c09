"""Effects: permissions, dice, copies and casting, control, combat requirements, game end."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

from grimoire.core.mana import ManaCost
from grimoire.oracle.ir.copies import CopyExceptions
from grimoire.oracle.ir.effects_core import Duration
from grimoire.oracle.ir.filters import NumberCheck, ObjectFilter
from grimoire.oracle.ir.values import (
    Amount,
    Fixed,
    ObjectRef,
    PlayerRef,
    ResultCount,
    TargetSpec,
    ThisObject,
    You,
)

if TYPE_CHECKING:
    from grimoire.oracle.ir.abilities import Ability
    from grimoire.oracle.ir.costs import Cost
    from grimoire.oracle.ir.effects import Effect
    from grimoire.oracle.ir.statics import CombatRule
    from grimoire.oracle.ir.triggers import Trigger

# --- other new effects -----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class UnlessPays:
    """ "<effect> unless <who> <pays cost>" (CR 118.12a): ``who`` may pay ``cost``; if
    they don't, do ``effect``."""

    effect: Effect
    cost: Cost
    who: PlayerRef = field(default_factory=You)
    times: Amount | None = None
    """The cost is paid this many times over, all or nothing (cumulative upkeep, CR 702.24a:
    "pay [cost] for each age counter on it")."""
    x: Amount | None = None
    """The value of an {X} in ``cost`` the text defines ("unless that player pays {X}, where
    X is Esper Sentinel's power": CR 107.3c); None: the X of the spell or ability (Syncopate:
    "Counter target spell unless its controller pays {X}", its announced X, CR 107.3a)."""
    alternatives: tuple[Cost, ...] = ()
    """Other costs, any one of which stops ``effect`` ("unless that player sacrifices a
    creature of their choice or pays 3 life": ``who`` picks which, or none)."""


@dataclass(frozen=True, slots=True)
class LookAt:
    """ "Look at <objects>" (hidden from the other players); binds them under ``bind``."""

    what: ObjectRef
    bind: str = "looked"


@dataclass(frozen=True, slots=True)
class SetLifeTotal:
    """ "<player>'s life total becomes <amount>" (CR 119.5: the player gains or loses the
    difference)."""

    player: PlayerRef
    amount: Amount


@dataclass(frozen=True, slots=True)
class MustAttackPlayer:
    """ "<it> attacks that player this combat if able": a requirement (CR 508.1d) obeyed
    only by attacking that player, for this turn's combat."""

    what: ObjectRef
    player: PlayerRef


@dataclass(frozen=True, slots=True)
class AttackDuringNextTurn:
    """ "During target opponent's next turn, creatures that player controls attack ~ if
    able" / "... attack you if able": a requirement (CR 508.1d) on every creature ``player``
    controls during their next turn, obeyed only by attacking this permanent (``this``) or
    the ability's controller."""

    player: PlayerRef
    this: bool = False


@dataclass(frozen=True, slots=True)
class ChooseQuality:
    """ "Choose a creature type." / "Choose a color." as an instruction: ``You()`` choose as
    it resolves (CR 608.2d); the source remembers the choice, and "of the chosen type" /
    "of that type" in the later instructions read it (CR 607.2d, 205.3m). ``direction``:
    "choose left or right" (CR 101.4; "the last chosen direction" is the source's latest
    choice, grimoire.rules.seating)."""

    kind: Literal["color", "creature_type", "card_type", "direction"]
    options: tuple[str, ...] = ()
    """For ``card_type``: the words to choose from ("creature", "land"; "nonland": a card
    without that type), as "Choose creature or land." lists them."""


PlayDuration = Literal["end_of_turn", "permanent", "end_of_your_next_turn"]
"""How long a :class:`MayPlay` permission lasts: until the cleanup step of this turn (CR
514.2), of ``You()``'s next turn ("until the end of your next turn", CR 611.2a), or as long
as the card stays where it is (CR 400.7)."""


@dataclass(frozen=True, slots=True)
class MayPlay:
    """ "You may play <cards> this turn" (a permission to play them from where they are,
    CR 601.2 / 305.1 timing still applies); ``duration`` says until when. ``cast_only``:
    "you may cast spells from among them" (a land among them can't be played, CR 305.9);
    ``free`` / ``any_mana``: as for :class:`CastPermission` (CR 118.9, 609.4b)."""

    what: ObjectRef
    duration: PlayDuration = "end_of_turn"
    cast_only: bool = False
    free: bool = False
    any_mana: Literal["", "color", "type"] = ""
    exile_instead: bool = False
    """ "If that spell would be put into a graveyard, exile it instead" (CR 614.1a): a spell
    cast with this permission is exiled instead of going to a graveyard."""


@dataclass(frozen=True, slots=True)
class ExtraLandPlay:
    """ "You may play an additional land this turn" (CR 305.2): ``player`` may play
    ``count`` more lands this turn."""

    player: PlayerRef = field(default_factory=You)
    count: int = 1


@dataclass(frozen=True, slots=True)
class DoesntUntap:
    """ "<it> doesn't untap during its controller's next untap step" (CR 502.3);
    ``while_you_control``: "... don't untap during their controllers' untap steps for as
    long as you control ~" (CR 611.2b: from every untap step until the source leaves the
    battlefield or another player gains control of it; :mod:`grimoire.mechanics.untap_locks`)."""

    what: ObjectRef
    while_you_control: bool = False
    while_tapped: bool = False
    """ "... for as long as ~ remains tapped" (CR 611.2b): from every untap step of its
    controller until the source untaps or leaves the battlefield."""


@dataclass(frozen=True, slots=True)
class Attach:
    """Attach ``what`` (an Aura or Equipment) to ``to`` (CR 701.3)."""

    what: ObjectRef
    to: ObjectRef


@dataclass(frozen=True, slots=True)
class RevealUntil:
    """Reveal cards from the top of ``player``'s library until one matches ``filter``
    (CR 701.20a reveal). The match is bound under ``bind``; every revealed card (the match
    too) under ``revealed`` ("the rest" is :class:`RestOf` of it)."""

    filter: ObjectFilter
    player: PlayerRef = field(default_factory=You)
    bind: str = "found"
    revealed: str = "revealed"
    shares_type_with: ObjectRef | None = None
    """ "until you reveal a creature card that shares a creature type with it": the match
    must also share a creature type with that object as it last existed (CR 608.2h)."""
    count: Amount | None = None
    """ "until you reveal X land cards": that many matches (all bound under ``bind``); the
    library running out first ends the reveal (CR 701.20a); None: one."""


@dataclass(frozen=True, slots=True)
class Monstrosity:
    """ "Monstrosity N" (CR 701.31a): if the source isn't monstrous, put N +1/+1 counters on
    it and it becomes monstrous; with ``designation="renowned"`` the same for renown
    (CR 702.112a: "... if it isn't renowned, put N +1/+1 counters on it and it becomes
    renowned")."""

    amount: Amount
    designation: Literal["monstrous", "renowned"] = "monstrous"


@dataclass(frozen=True, slots=True)
class BecomeCrewed:
    """The effect of a crew or saddle ability: with ``role="crew"`` this permanent becomes
    an artifact creature until end of turn (CR 702.122a) and "becomes crewed" (CR
    702.122d); with ``role="saddle"`` it becomes saddled until end of turn (CR 702.171a-b).
    ``what``: the permanents ("Target Mount you control becomes saddled until end of
    turn"); this permanent by default."""

    role: Literal["crew", "saddle"] = "crew"
    what: ObjectRef = field(default_factory=ThisObject)


@dataclass(frozen=True, slots=True)
class BecomeType:
    """``what`` becomes ``card_types`` with ``subtypes`` for ``duration`` (CR 613.1d, layer
    4), its power and toughness unchanged (a Vehicle that becomes a creature has its printed
    power and toughness, CR 301.7b). ``keep``: "becomes an artifact creature" keeps its
    other types and subtypes (CR 205.1b); otherwise the new types replace its card types and
    subtypes ("becomes a Vehicle artifact", CR 205.1a; supertypes stay)."""

    what: ObjectRef
    card_types: tuple[str, ...]
    subtypes: tuple[str, ...] = ()
    keep: bool = True
    duration: Duration = "end_of_turn"
    creature_types: bool = False
    """ "becomes a Bear Berserker": only the creature types change, the new ones replacing
    the old (CR 205.1a); its card types and other subtypes stay (``card_types`` empty)."""


@dataclass(frozen=True, slots=True)
class StationCharge:
    """What a station ability does: put charge counters equal to the tapped creature's
    power on this permanent (Edge of Eternities reminder text: "Tap another creature you
    control: Put charge counters equal to its power on this Spacecraft. Station only as a
    sorcery."); last known information if that creature left (CR 608.2h)."""


@dataclass(frozen=True, slots=True)
class GainAbilities:
    """``what`` gains ``abilities`` (keyword abilities compiled like printed ones, quoted
    abilities) for ``duration`` (CR 613.1f, layer 6): "it gains crew 2 and "..."" ."""

    what: ObjectRef
    abilities: tuple[Ability, ...]
    duration: Duration = "end_of_turn"


# --- dice (CR 706) ------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TableRow:
    """One row of a results table: ``low``—``high`` (``high=None`` for "N+") | effect."""

    low: int
    high: int | None
    effect: Effect


@dataclass(frozen=True, slots=True)
class RollDice:
    """Roll ``count`` ``sides``-sided dice (CR 706.1) and apply a results table.

    ``bonus`` is added to the result by the instruction itself ("roll a d20 and add the
    number of cards in your hand", CR 706.2). ``choose_from > 1`` means "roll N dice and
    choose one result". The result is bound for :class:`DieResult`; then the row of
    ``table`` the result falls in resolves in the same resolution (no priority between,
    per the seeds' rulings). Steps after the roll ("Then ...") follow it in a
    :class:`Sequence` and may read :class:`DieResult`.
    """

    count: Amount
    sides: int
    bonus: Amount | None = None
    table: tuple[TableRow, ...] = ()
    choose_from: int = 1
    keep_highest: int | None = None
    """ "ignore the lower roll" / "ignore all but the highest roll": keep only this many of
    the highest results; the others are ignored (CR 706.6)."""
    player: PlayerRef = field(default_factory=lambda: You())
    """Who rolls ("each player rolls a d20": ``EachPlayer()``, each rolls ``count`` dice)."""
    store_on: ObjectRef | None = None
    """ "store those results on it" (CR 706.8a): the results are noted on this permanent."""


@dataclass(frozen=True, slots=True)
class RollPlanarDie:
    """Roll the planar die (CR 901.9); it triggers "roll one or more dice" but has no number."""


@dataclass(frozen=True, slots=True)
class RollAgain:
    """ "Roll again": the same number and kind of dice, same modifiers (CR 706.3c)."""


# --- copies and casting (CR 707, 601, 118.9) -----------------------------------


@dataclass(frozen=True, slots=True)
class CopyCard:
    """Copy a card (CR 707.12): each copy is made in the card's zone and bound as ``bind``."""

    what: ObjectRef
    bind: str = "copy"
    times: int = 1
    """ "Copy that card three times": that many copies of each card."""


CastPaymentMode = Literal["normal", "without_paying", "instead_mana"]


@dataclass(frozen=True, slots=True)
class CastCard:
    """Cast objects during the resolution (CR 608.2g, 707.12), ignoring timing permissions.

    ``mode``: "normal" pays all costs (alternative and additional costs allowed);
    "without_paying" casts without paying the mana cost (CR 118.9); "instead_mana" pays
    ``mana`` rather than the mana cost (CR 118.9). With several objects and
    ``any_number=True`` the player picks which to cast next, in any order, or stops.
    Mandatory additional costs are always paid.
    """

    what: ObjectRef
    optional: bool = True
    mode: CastPaymentMode = "normal"
    mana: ManaCost | None = None
    any_number: bool = False
    """Several objects: cast any number of them, one at a time in any order ("the copies",
    "any number of ..."); False: at most one ("a spell from among them")."""
    filter: ObjectFilter | None = None
    """Only the referenced objects matching it ("an instant or sorcery spell from among
    them")."""
    play: bool = False
    """ "You may play the exiled card": a land card among them may be played as part of the
    resolution, if its controller could play a land now (CR 305.1-305.3)."""
    exile_instead: bool = False
    """ "If a spell cast this way would be put into a graveyard, exile it instead." (a
    replacement on the spell, CR 614.1a)."""
    total: Amount | None = None
    """ "with total mana value X or less": the mana values of the cards cast add up to at
    most this (CR 202.3)."""


# --- everything else -----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ForEach:
    """Do ``effect`` once for each player in ``players`` (``You()`` inside means that player)."""

    players: PlayerRef
    effect: Effect


# --- control, copies of permanents, combat requirements, game end -------------------

ControlDuration = Literal["permanent", "end_of_turn", "end_of_your_next_turn", "while_source",
                          "while_you_control", "while_tapped", "while_control_tapped"]
"""``while_source``: "for as long as ~ remains on the battlefield"; ``while_you_control``:
"for as long as you control ~"; ``while_tapped``: "for as long as ~ remains tapped";
``while_control_tapped``: "for as long as you control ~ and ~ remains tapped" (CR 611.2b)."""


@dataclass(frozen=True, slots=True)
class GainControl:
    """``player`` gains control of ``what`` (CR 613.1b, layer 2) for ``duration``."""

    what: ObjectRef
    player: PlayerRef = field(default_factory=You)
    duration: ControlDuration = "permanent"
    while_counter: str | None = None
    """ "for as long as it has a shield counter on it": instead of ``duration``, while the
    permanent keeps a counter of this kind (CR 611.2b)."""


@dataclass(frozen=True, slots=True)
class VowRestriction:
    """ "Each of those creatures can't attack you or planeswalkers you control for as long as
    it has a vow counter on it" (CR 508.1c, 611.2b): ``You()`` is the player barred; the
    effect lasts while the permanent has a ``kind`` counter."""

    what: ObjectRef
    kind: str


@dataclass(frozen=True, slots=True)
class SwapControlOfAll:
    """ "You and that opponent each gain control of all creatures the other controls until
    end of turn" (CR 613.1b): the permanents ``filter`` matches that each of the two players
    controls now change to the other one's control for ``duration``; both groups are bound
    under ``bind`` ("Those creatures gain haste")."""

    filter: ObjectFilter
    other: PlayerRef
    duration: ControlDuration = "end_of_turn"
    bind: str = "swapped"


@dataclass(frozen=True, slots=True)
class ExchangeControl:
    """ "Exchange control of <what> and <other>" (CR 701.12a; "two target lands": both in
    ``what``, ``other`` None): each gets the other's controller (layer 2, CR 613.1b)."""

    what: ObjectRef
    other: ObjectRef | None = None


@dataclass(frozen=True, slots=True)
class PutOnTopOrBottom:
    """ "<chooser> puts it on their choice of the top or bottom of their library";
    ``depth``: "second from the top or on the bottom" (beneath that many cards)."""

    what: ObjectRef
    chooser: PlayerRef
    depth: int = 0


@dataclass(frozen=True, slots=True)
class CreateTokenCopy:
    """Create tokens that are copies of ``of`` (CR 707.2, 111.1), with ``exceptions``
    (CR 707.9: "except it isn't legendary and it has haste", read like those of
    :class:`EntersAsCopy`). ``tapped_and_attacking`` puts them onto the battlefield
    attacking (CR 508.4); ``blocking`` blocking (CR 509.4)."""

    of: ObjectRef
    amount: Amount = field(default_factory=lambda: Fixed(1))
    controller: PlayerRef = field(default_factory=You)
    tapped_and_attacking: bool = False
    exceptions: CopyExceptions = field(default_factory=CopyExceptions)
    bind: str | None = None
    blocking: ObjectRef | None = None
    """ "a token that's a copy of that creature and that's blocking that creature": put onto
    the battlefield blocking that attacker (CR 509.4; never "blocked", 509.4a: not at all if
    it no longer attacks its controller or a planeswalker they control)."""
    attacking_player: PlayerRef | None = None
    """With ``tapped_and_attacking``: "attacking that player": each attacks that player and
    nothing else (CR 508.4; none left: it just enters tapped)."""


@dataclass(frozen=True, slots=True)
class Myriad:
    """Myriad's effect (CR 702.116a): for each opponent other than the defending player, you
    may create a token copy of this creature tapped and attacking that player; the tokens
    are exiled at end of combat (:mod:`grimoire.mechanics.myriad`)."""


@dataclass(frozen=True, slots=True)
class Animate:
    """``what`` becomes a ``power``/``toughness`` creature with ``card_types``, ``subtypes``
    and ``keywords`` for ``duration`` (CR 613.1d layer 4, 613.4b layer 7b, 613.1f layer 6);
    with ``keep_types`` it keeps its other types ("becomes an X/X Insect artifact creature
    with flying")."""

    what: ObjectRef
    power: Amount
    toughness: Amount
    card_types: tuple[str, ...] = ("creature",)
    subtypes: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    duration: Duration = "end_of_turn"
    colors: tuple[str, ...] = ()
    """ "becomes a 3/3 green Ape creature": its color becomes these (CR 613.1e, layer 5)."""
    keep_types: bool = True
    """CR 205.1b: it keeps its card types and subtypes ("It's still a land", "that's still a
    planeswalker", "becomes an artifact creature"); False: CR 205.1a, the new card types and
    subtypes replace the old ("an enchantment becomes a 4/4 Serpent creature")."""
    supertypes: tuple[str, ...] = ()
    """ "becomes a legendary 4/4 red Dragon creature": supertypes it gains; it keeps its own
    (CR 205.1a replaces card types and subtypes only)."""


@dataclass(frozen=True, slots=True)
class AttachToPlayer:
    """Attach the source Aura (``what``) to a player (CR 701.3, 303.4: "enchant player")."""

    what: ObjectRef
    to: PlayerRef


@dataclass(frozen=True, slots=True)
class MustBlock:
    """ "<creatures> block this turn if able" (a requirement, CR 509.1c); with ``attacker``,
    "Target creature blocks ~ this turn if able": the requirement is to block that one;
    ``this_combat``: "... this combat if able", ending with this combat (CR 511.3,
    :mod:`grimoire.mechanics.this_combat`)."""

    what: ObjectRef
    duration: Duration = "end_of_turn"
    attacker: ObjectRef | None = None
    this_combat: bool = False


@dataclass(frozen=True, slots=True)
class CantAttackPlayers:
    """``what`` can't attack ``players`` or planeswalkers they control until end of combat
    (a restriction, CR 508.1c)."""

    what: ObjectRef
    players: PlayerRef


@dataclass(frozen=True, slots=True)
class DelayedTrigger:
    """Create a delayed triggered ability (CR 603.7): when ``trigger`` happens (to ``watch``
    if given, an object the effect bound), do ``effect`` once; with ``this_turn`` only if
    it happens this turn ("when you next cast a spell this turn")."""

    trigger: Trigger
    effect: Effect
    watch: ObjectRef | None = None
    this_turn: bool = False
    each_time: bool = False
    """ "Whenever that creature deals combat damage this turn, ...": with ``this_turn`` it
    triggers each time its event happens this turn, not only once (CR 603.7c)."""


@dataclass(frozen=True, slots=True)
class LoseGame:
    """``player`` loses the game (CR 104.3)."""

    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class WinGame:
    """``player`` wins the game (CR 104.2)."""

    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class OpenAttraction:
    """Open an Attraction (CR 701.48): put the top card of the Attraction deck onto the
    battlefield (nothing happens without an Attraction deck, CR 701.48a); ``count`` times
    ("Open two Attractions")."""

    player: PlayerRef = field(default_factory=You)
    count: Amount = field(default_factory=lambda: Fixed(1))


@dataclass(frozen=True, slots=True)
class PhaseOut:
    """``what`` phases out (CR 702.26b); it phases in during the untap step of the player it
    phased out under (CR 702.26a), or, with ``until_visit_max``, when the effect's
    controller rolls that number or less while rolling to visit their Attractions."""

    what: ObjectRef = field(default_factory=ThisObject)
    until_visit_max: int | None = None


@dataclass(frozen=True, slots=True)
class RollToVisit:
    """Roll to visit your Attractions (CR 701.49): roll a d6; Attractions with that number
    lit up are visited."""

    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class ClaimThePrize:
    """ "claim the prize!" (CR 702.159b): do the source's "Prize —" effect."""

    effect: Effect


@dataclass(frozen=True, slots=True)
class RepeatForResults:
    """Do ``effect`` once for each die of the roll just made whose result matches ``which``
    ("For each odd result, create ...", "For each even result, put ..."): an
    :class:`~grimoire.oracle.ir.ResultCount` says which results count."""

    which: ResultCount
    effect: Effect


@dataclass(frozen=True, slots=True)
class SetMaxHandSize:
    """ "You have no maximum hand size for the rest of the game" (CR 402.2) for
    ``player``."""

    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class MoveCounters:
    """ "Move a +1/+1 counter from ~ onto target creature" (CR 122.5): one ``kind`` counter
    from ``source`` onto ``to``, or none if either can't be done. With ``onto`` instead of
    ``to``: "move any number of +1/+1 counters from ~ onto other creatures": ``You()``
    moves them one at a time, each onto a permanent ``onto`` matches, until they stop."""

    kind: str
    source: ObjectRef = field(default_factory=ThisObject)
    to: ObjectRef | None = None
    onto: ObjectFilter | None = None


@dataclass(frozen=True, slots=True)
class PutCountersOf:
    """ "When this creature dies, put its counters on target creature you control": as many
    counters of each kind as ``source`` had (its last known information if it left, CR
    608.2h) are put on ``what`` (CR 122.1); none if it had none."""

    source: ObjectRef
    what: ObjectRef


@dataclass(frozen=True, slots=True)
class RemoveAllCounters:
    """Remove all counters of ``kind`` from objects; ``kind`` "": counters of every kind
    ("Remove all counters from target permanent", CR 122.1)."""

    kind: str
    what: ObjectRef = field(default_factory=ThisObject)


@dataclass(frozen=True, slots=True)
class ReflexiveTrigger:
    """ "When you do, <effect>" (CR 603.12): a reflexive triggered ability, created if the
    previous step was done (the ``did`` flag); its ``targets`` are chosen when it is put on
    the stack, after the rest of the resolution. ``times``: "Whenever a card is drawn this
    way, ..." — one ability per object the earlier instructions moved so (CR 603.2c), done
    or not."""

    effect: Effect
    targets: tuple[TargetSpec, ...] = ()
    times: Amount | None = None


@dataclass(frozen=True, slots=True)
class SetBasePowerToughness:
    """ "<it> has base power/toughness N until end of turn" (CR 613.4b, layer 7b); ``None``
    leaves that value alone."""

    what: ObjectRef
    power: Amount | None = None
    toughness: Amount | None = None
    duration: Duration = "end_of_turn"


@dataclass(frozen=True, slots=True)
class Assemble:
    """Assemble ``amount`` Contraptions (CR 701.41)."""

    amount: Amount
    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class Regenerate:
    """Regenerate permanents (CR 701.15a): the next time each would be destroyed this turn,
    instead tap it, remove it from combat and remove all damage from it. ``denied``: "<it>
    can't be regenerated this turn" instead (CR 701.15c: no regeneration shield applies to
    it this turn, those it has and any made later)."""

    what: ObjectRef = field(default_factory=ThisObject)
    denied: bool = False


@dataclass(frozen=True, slots=True)
class Proliferate:
    """Proliferate (CR 701.27a)."""

    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class Transform:
    """Transform a double-faced permanent (CR 701.28a)."""

    what: ObjectRef = field(default_factory=ThisObject)


@dataclass(frozen=True, slots=True)
class GetEnergy:
    """ "you get {E}{E}": ``player`` gets ``amount`` energy counters (CR 107.14)."""

    amount: Amount
    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class BecomeMonarch:
    """``player`` becomes the monarch (CR 722)."""

    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class PayCost:
    """``player`` pays ``cost`` as part of the effect ("you may pay {2}. If you do, ...");
    sets the ``did`` flag when paid (CR 118.3)."""

    cost: Cost
    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class PreventDamage:
    """A prevention effect (CR 615): prevent the next ``amount`` damage (``None``: all
    damage) that would be dealt to ``to`` (``None``: to anything) this turn;
    ``combat_only``: only combat damage ("Prevent all combat damage that would be dealt
    this turn")."""

    amount: Amount | None = None
    to: ObjectRef | PlayerRef | None = None
    combat_only: bool = False
    source: ObjectRef | None = None
    """Only damage this object would deal ("Prevent all combat damage it would deal")."""
    chosen_source: ObjectFilter | None = None
    """ "The next time a <filter> source of your choice would deal damage ... this turn,
    prevent that damage" (CR 615.7): the source is chosen on resolution and the shield
    is used up by the next damage that source would deal."""
    by: ObjectFilter | None = None
    """ "... dealt this turn by attacking creatures", "... by colorless sources": only damage
    from a source that matches as the damage would be dealt (CR 615.1a; not locked in: a
    source that becomes colorless later is included, Lithomancer's Focus ruling)."""
    to_also: ObjectFilter | None = None
    """ "to you and creatures you control": besides ``to``, the permanents that match as
    the damage would be dealt (Safe Passage ruling: creatures that weren't on the
    battlefield as it resolved are included)."""
    lasting: bool = False
    """With ``chosen_source``: "Prevent all damage a source of your choice would deal this
    turn" (the shield lasts the turn, CR 615.1) rather than "the next time" (used up by
    one damage event, CR 615.7)."""
    then: Effect | None = None
    """ "If damage is prevented this way, ~ deals that much damage to that source's
    controller" (CR 615.5): done right after the shield prevents damage, with
    ``EventAmount`` the damage prevented and ``Bound(CHOSEN_SOURCE)`` the source."""

    @property
    def bind(self) -> str | None:
        """The name ``then`` reads the chosen source by (a shield with a rider binds it)."""
        return CHOSEN_SOURCE if self.then is not None else None


CHOSEN_SOURCE = "chosen_source"
"""The binding of the source chosen for a prevention shield, for the rest of its effect
("that source's controller", CR 615.5)."""


@dataclass(frozen=True, slots=True)
class CombatRestriction:
    """ "<it> can't block this turn" / "can't be blocked this turn" (CR 508.1c, 509.1b) for
    ``duration``."""

    what: ObjectRef
    rule: CombatRule
    duration: Duration = "end_of_turn"
    this_combat: bool = False
    """ "can't block this combat": it ends as the end of combat step begins (CR 511.3;
    :mod:`grimoire.mechanics.this_combat`)."""
    count: int = 0
    """``extra_block``: how many more creatures it can block this turn (0: one, CR 509.1a)."""
    attacker: ObjectRef | None = None
    """With ``cant_block``: the one creature it can't block ("Target creature can't block ~
    this turn", CR 509.1b); None: it can't block at all."""
    blocker_power: NumberCheck | None = None
    """With ``cant_be_blocked``: only by creatures whose power passes this check ("can't be
    blocked by creatures with power 2 or less this turn", CR 509.1b), read as blockers are
    declared; None: by no creature."""


@dataclass(frozen=True, slots=True)
class RemoveFromCombat:
    """ "remove <creatures> from combat" (CR 506.4: no longer attacking or blocking; a
    creature it blocked stays blocked, CR 509.1h)."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class RevealHand:
    """``player`` reveals their hand (CR 701.16a)."""

    player: PlayerRef


@dataclass(frozen=True, slots=True)
class TapOrUntap:
    """ "tap or untap <objects>": ``who`` (the controller unless another player is named)
    chooses, for each, tap or untap (CR 701.21)."""

    what: ObjectRef
    who: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class CopySpell:
    """Copy a spell on the stack (CR 707.10); with ``new_targets`` the copy's controller may
    choose new targets for it (CR 707.10c). The copy is bound as ``bind``."""

    what: ObjectRef
    new_targets: bool = False
    bind: str = "copy"


@dataclass(frozen=True, slots=True)
class ForbidActivations:
    """ "Its activated abilities can't be activated." as an instruction: for as long as the
    permanent stays on the battlefield (CR 602.5, 611.2a: no duration is stated)."""

    what: ObjectRef
