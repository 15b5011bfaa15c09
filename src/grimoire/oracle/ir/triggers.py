"""Trigger conditions (CR 603)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, TypeAlias

from grimoire.oracle.ir.base import Unimplemented
from grimoire.oracle.ir.conditions import Condition
from grimoire.oracle.ir.discards import DiscardCausedTrigger
from grimoire.oracle.ir.draw_reveal import FirstDrawRevealed
from grimoire.oracle.ir.exploit import ExploitsTrigger
from grimoire.oracle.ir.filters import ObjectFilter, ZoneName
from grimoire.oracle.ir.haunt import HauntedDiesTrigger
from grimoire.oracle.ir.land_plays import LandPlayedTrigger
from grimoire.oracle.ir.player_events import (
    ExploresTrigger,
    ProliferateTrigger,
    UnattachedTrigger,
)
from grimoire.oracle.ir.rooms import FullyUnlockTrigger

# ---------------------------------------------------------------------------
# Triggers (CR 603)
# ---------------------------------------------------------------------------

Whose = Literal["you", "opponent", "each"]
StepName = Literal[
    "untap", "upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers",
    "declare_blockers", "combat_damage", "end_of_combat", "main2", "end", "cleanup",
]


@dataclass(frozen=True, slots=True)
class EntersTrigger:
    """ "When <this / a filter> enters" (CR 603.6a)."""

    filter: ObjectFilter | None = None
    """None: this object itself."""
    not_from: tuple[ZoneName, ...] = ()
    """ "enters from anywhere other than a graveyard or exile": zones it must not come from."""
    once_per_batch: bool = False
    """ "Whenever one or more artifacts you control enter": once for each batch of
    simultaneous events with one or more matching ones (CR 603.2c); "that many" is how many
    of the batch's events matched (:func:`grimoire.rules.triggers.batch_count`)."""


@dataclass(frozen=True, slots=True)
class DiesTrigger:
    """ "When <this / a filter> dies" (put into a graveyard from the battlefield, CR 700.4)."""

    filter: ObjectFilter | None = None
    once_per_batch: bool = False
    """ "Whenever one or more creatures you control die": see
    :attr:`EntersTrigger.once_per_batch`."""


@dataclass(frozen=True, slots=True)
class LeavesTrigger:
    """ "When <this / a filter> leaves the battlefield" (CR 603.6c)."""

    filter: ObjectFilter | None = None
    once_per_batch: bool = False
    """ "Whenever one or more permanents you control leave the battlefield": see
    :attr:`EntersTrigger.once_per_batch`."""


@dataclass(frozen=True, slots=True)
class AttacksTrigger:
    """ "Whenever <this / a filter> attacks" (CR 508.3a); ``or_blocks``: "attacks or blocks"
    (CR 509.5a as well)."""

    filter: ObjectFilter | None = None
    or_blocks: bool = False
    alone: bool = False
    """ "attacks alone": the only creature declared as an attacker (CR 506.5)."""
    with_greater_power: bool = False
    """ "this creature and at least one other creature with power greater than this
    creature's power attack" (training, CR 702.149a)."""
    most_life: bool = False
    """ "attacks the player with the most life or tied for most life" (dethrone, CR
    702.105a)."""
    at_least: int = 0
    """ "Whenever this creature and at least two other creatures attack" (battalion): it
    triggers only if at least this many creatures (it among them) were declared as
    attackers (CR 508.1, 508.3a)."""
    a_player: bool = False
    """ "Whenever this creature attacks a player": it attacks a player, not a planeswalker
    or a battle (CR 506.2, 508.1b); "that player" is the defending player."""


@dataclass(frozen=True, slots=True)
class CombatDamageTrigger:
    """ "Whenever <this / a filter> deals combat damage [to a player]" (CR 510.3a)."""

    filter: ObjectFilter | None = None
    to_player: bool = False
    to_enchanted_player: bool = False
    """ "deals combat damage to enchanted player" (a Curse: the player the source Aura is
    attached to, CR 303.4, 702.5d)."""
    to_you: bool = False
    """ "deals combat damage to you": the damaged player is the source's controller."""
    player_quality: Condition | None = None
    """ "to a player who controls more lands than you": what the damaged player must be as
    the damage is dealt (``CheckedPlayer()`` names them); part of the trigger event, not an
    intervening "if" (CR 603.2, 603.4)."""
    batch: Literal["", "player", "step"] = ""
    """ "Whenever one or more creatures you control deal combat damage to a player": once per
    damaged player (``"player"``) or once in all ("to one or more players", ``"step"``) for
    the damage of one combat damage step (CR 510.2: it is dealt simultaneously, one event,
    CR 603.2c)."""
    or_planeswalker: bool = False
    """With ``to_player``: "to a player or planeswalker" (a planeswalker dealt the damage
    counts too, CR 120.3c, 306.8)."""
    or_battle: bool = False
    """With ``to_player``: "to a player or battle" (a battle dealt the damage counts too,
    CR 120.3h, 310.6)."""


@dataclass(frozen=True, slots=True)
class StepTrigger:
    """ "At the beginning of [your / each] <step>" (CR 603.6... 503.1a, 513.1a)."""

    step: StepName
    whose: Whose = "you"
    enchanted: bool = False
    """ "At the beginning of the upkeep of enchanted creature's controller", "At the
    beginning of enchanted player's upkeep": the step of the player the source Aura's
    object is controlled by, or of the player it enchants (CR 303.4); ``whose`` unused."""


CastZone = Literal["hand", "graveyard", "exile", "library", "not_hand"]
"""Where a spell was cast from, for a :class:`CastTrigger` (CR 601.2a)."""


@dataclass(frozen=True, slots=True)
class CastTrigger:
    """ "Whenever you cast a <filter> spell" (CR 601.2i)."""

    filter: ObjectFilter = field(default_factory=ObjectFilter)
    whose: Whose = "you"
    targets_source: bool = False
    """ "a spell that targets this creature" (heroic)."""
    or_copy: bool = False
    """ "Whenever you cast or copy ..." (magecraft): copying counts too."""
    nth_each_turn: int | None = None
    """ "your second spell each turn": only the Nth spell that player casts in a turn."""
    enchanted_player: bool = False
    """ "Whenever enchanted player casts ...": the player the source Aura enchants casts it."""
    from_zone: CastZone | None = None
    """ "a spell from your graveyard": the zone the spell was cast from (CR 601.2a: it moved
    to the stack from there); ``"not_hand"``: "from anywhere other than your hand"."""


@dataclass(frozen=True, slots=True)
class CoinFlipTrigger:
    """ "Whenever you win a coin flip" / "Whenever a player wins a coin flip" / "Whenever
    you lose a coin flip" (CR 705.2: only the flipper wins or loses a flip)."""

    whose: Literal["you", "each"] = "you"
    won: bool = True


@dataclass(frozen=True, slots=True)
class DiceRolledTrigger:
    """ "Whenever you roll one or more dice" / "a die" (CR 706.6: ignored dice never trigger).

    ``natural``: only a die whose natural result is this ("a natural 20");
    ``highest_natural``: a die's highest natural result (Netherese Puzzle-Ward);
    ``planar_counts``: the planar die counts (it does for "one or more dice", CR 901.9).
    """

    whose: Whose = "you"
    sides: int | None = None
    natural: int | None = None
    highest_natural: bool = False
    once_per_roll: bool = True
    result_min: int | None = None
    """ "Whenever you roll a 4 or higher [on a die]": only a die whose result (after
    modifiers, CR 706.2) is at least this; with ``result_max`` a range ("a 1 or 2")."""
    result_max: int | None = None
    any_player: bool = False
    """ "Whenever a 6 is rolled": a die any player rolls."""
    planar: bool = False
    """ "Whenever you roll the planar die" (CR 901.9)."""
    nth_each_turn: int | None = None
    """ "Whenever you roll your third die each turn": only the Nth die you roll in a turn."""


@dataclass(frozen=True, slots=True)
class ChaosEnsuesTrigger:
    """ "Whenever chaos ensues" / "Whenever you roll {CHAOS}" (CR 311.7, 901.9b)."""


@dataclass(frozen=True, slots=True)
class CrankTrigger:
    """ "Whenever you crank <this Contraption>" (Unstable's Contraption rules: a crank
    happens when the sprocket it is assembled on is cranked)."""


@dataclass(frozen=True, slots=True)
class MonarchTrigger:
    """ "Whenever you become the monarch" / "Whenever an opponent becomes the monarch"
    (CR 722.1-722.4): once each time a player of ``who`` (relative to the controller)
    becomes it; that player is the triggering player ("that player")."""

    who: Literal["you", "opponent", "any"] = "you"


@dataclass(frozen=True, slots=True)
class FightsTrigger:
    """ "Whenever a creature you control fights": once for each creature matching ``filter``
    that fights (CR 701.12a-b: one that deals no fight damage because the other is gone
    doesn't fight); the fighting creature is the triggering object."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class LinkedDiesTrigger:
    """ "When the creature put onto the battlefield with this enchantment dies" (CR 607.2a,
    700.4): the permanent this object's linked ability put onto the battlefield (the same
    object, CR 400.7) is put into a graveyard from the battlefield; "it" is the card there."""


@dataclass(frozen=True, slots=True)
class AttractionVisitedTrigger:
    """ "Whenever you visit an Attraction": once for each Attraction you control that your
    roll to visit visits (CR 701.49a)."""


@dataclass(frozen=True, slots=True)
class PhasedTrigger:
    """ "Whenever <this / a filter> phases out" (``out``) or "phases in" (CR 702.26); a
    phasing-out permanent's own ability looks back in time (CR 603.10a)."""

    out: bool
    filter: ObjectFilter | None = None


@dataclass(frozen=True, slots=True)
class CastThisTrigger:
    """ "When you cast this spell" (CR 603.2: triggers on the cast event, the spell's
    ability functions on the stack, CR 113.6c)."""


@dataclass(frozen=True, slots=True)
class VisitRollTrigger:
    """ "Whenever you roll to visit your Attractions" (CR 701.49); ``result``: only when the
    result is this ("if you roll a 6")."""

    result: int | None = None


@dataclass(frozen=True, slots=True)
class VisitTrigger:
    """A visit ability, "Visit — [Effect]" (CR 702.159a): whenever you roll to visit your
    Attractions, if the result equals a number lit up on this Attraction (CR 717.5)."""


@dataclass(frozen=True, slots=True)
class EndOfCombatTrigger:
    """ "At end of combat" (CR 511.2)."""


@dataclass(frozen=True, slots=True)
class TappedForManaTrigger:
    """ "Whenever <filter> is tapped for mana [of type]" (CR 106.12, 605.1b)."""

    filter: ObjectFilter
    mana_type: str | None = None


@dataclass(frozen=True, slots=True)
class LifeGainTrigger:
    """ "Whenever you gain life"; ``first_each_turn``: "... for the first time each turn"
    (only that player's first life-gain event of the turn, CR 603.2)."""

    whose: Whose = "you"
    first_each_turn: bool = False


@dataclass(frozen=True, slots=True)
class LifeLossTrigger:
    """ "Whenever you lose life", "Whenever an opponent loses life" (CR 119.3; each life
    loss event triggers it once, its amount is "that much")."""

    whose: Whose = "you"


@dataclass(frozen=True, slots=True)
class CountersPutTrigger:
    """ "Whenever one or more <kind> counters are put on <this / a filter>" (CR 122.6: also
    as the permanent enters with them): once per event putting counters on one object, its
    amount the number put ("that many")."""

    kind: str = "+1/+1"
    filter: ObjectFilter | None = None
    nth: int = 0
    """ "When the twelfth hour counter is put on this artifact": only when the event takes
    the object's count of that kind from below ``nth`` to ``nth`` or more."""
    by_you: bool = False
    """ "Whenever you put one or more +1/+1 counters on ...": only counters the trigger's
    controller put (CR 122.6a)."""


@dataclass(frozen=True, slots=True)
class DrawTrigger:
    """ "Whenever you draw a card"."""

    whose: Whose = "you"


@dataclass(frozen=True, slots=True)
class SacrificeTrigger:
    """ "Whenever you sacrifice <filter>" (CR 701.17)."""

    filter: ObjectFilter = field(default_factory=ObjectFilter)
    whose: Whose = "you"


@dataclass(frozen=True, slots=True)
class DestroyedTrigger:
    """ "Whenever a spell or ability an opponent controls destroys <filter>" (CR 701.8a,
    603.10a: it looks back at the destroyed permanent); ``by``: whose spell or ability it
    must be. "That player" / "that opponent" is the one who controlled it."""

    filter: ObjectFilter = field(default_factory=ObjectFilter)
    by: Whose = "opponent"


@dataclass(frozen=True, slots=True)
class BecomesMonstrousTrigger:
    """ "When this creature becomes monstrous" (CR 701.31b); "becomes renowned" with
    ``designation="renowned"`` (CR 702.112b)."""

    designation: Literal["monstrous", "renowned"] = "monstrous"


@dataclass(frozen=True, slots=True)
class CrewedTrigger:
    """ "Whenever ~ becomes crewed" (CR 702.122d: whenever a crew ability of it resolves),
    "becomes saddled" (``role="saddle"``, CR 702.171b); ``attacks``: "Whenever ~ attacks
    while saddled" (it attacks while it has the saddled designation)."""

    role: Literal["crew", "saddle"] = "crew"
    attacks: bool = False


@dataclass(frozen=True, slots=True)
class CrewsTrigger:
    """ "Whenever ~ crews a Vehicle" (CR 702.122b: it is tapped to pay a crew cost),
    "saddles a Mount or crews a Vehicle" (CR 702.171c; ``roles``); ``main_phase``: "during
    your main phase". The triggering object is that Vehicle or Mount."""

    roles: tuple[str, ...] = ("crew",)
    main_phase: bool = False


@dataclass(frozen=True, slots=True)
class DamageTrigger:
    """ "Whenever <this / filter> deals damage" or, with ``receives=True``, "is dealt damage"
    (CR 120.3; enrage)."""

    filter: ObjectFilter | None = None
    receives: bool = False
    recipient: Literal["any", "player", "opponent", "creature", "you", "you_or_yours"] = "any"
    """ "deals damage to a player / an opponent / a creature / you / you or a permanent you
    control" (the trigger's controller and the permanents they control, CR 120.3)."""
    combat_only: bool = False
    """ "deals combat damage to a creature"."""
    source_controller: bool = False
    """ "Whenever a source deals damage to this creature, that source's controller ...": the
    triggering player is the damage source's controller (as it last existed, CR 608.2h)."""
    at_least: int = 0
    """ "deals 5 or more damage": one source's damage to one recipient dealt at one time must
    be at least this much (CR 120.3; a later 2 more doesn't add to an earlier 3)."""
    noncombat_only: bool = False
    """ "deals noncombat damage" (damage not dealt in a combat damage step, CR 510.2)."""


BlockEvent = Literal[
    "blocks", "blocks_creature", "becomes_blocked", "becomes_blocked_by_creature",
    "blocks_or_becomes_blocked", "blocks_or_becomes_blocked_by_creature",
    "attacks_and_isnt_blocked", "opponent_attacks_you_unblocked",
]


@dataclass(frozen=True, slots=True)
class BlockTrigger:
    """Block triggers (CR 509.3a-g): "Whenever ~ blocks", "blocks a creature", "becomes
    blocked [by a creature]", "attacks and isn't blocked"; ``filter=None``: this object.
    ``opponent_attacks_you_unblocked``: "Whenever one or more creatures an opponent controls
    attack you and aren't blocked" (once for each such opponent, "that player").
    ``by``: what the blocker must be for ``becomes_blocked_by_creature`` ("by a creature
    without flanking", CR 702.25a)."""

    event: BlockEvent
    filter: ObjectFilter | None = None
    by: ObjectFilter | None = None


@dataclass(frozen=True, slots=True)
class StateChangeTrigger:
    """ "Whenever ~ becomes tapped / untapped", "When ~ is turned face up" (CR 708.8),
    "becomes the target of a spell or ability [you control]"; ``filter=None``: this object."""

    event: Literal["tapped", "untapped", "turned_face_up", "targeted", "targeted_by_you"]
    filter: ObjectFilter | None = None
    by: ObjectFilter | None = None
    """ "becomes the target of an instant or sorcery spell": what targets it (CR 115.1)."""
    not_attacking: bool = False
    """ "becomes tapped, if it isn't being declared as an attacker" (Verity Circle): not a
    tap of CR 508.1f (true again by the time it resolves, so part of the event)."""


@dataclass(frozen=True, slots=True)
class StateTrigger:
    """A state trigger (CR 603.8): "When you control no other creatures, ...": it triggers
    when ``condition`` is true of the game, once, and not again until that ability has left
    the stack (grimoire.rules.state_triggers)."""

    condition: Condition


@dataclass(frozen=True, slots=True)
class PlayerActionTrigger:
    """ "When you cycle this card" (CR 702.29c), "Whenever you cycle a card" (``cycle``, CR
    702.29a), "Whenever you cycle or discard a card"
    (CR 702.29d), "Whenever you discard a card", "Whenever you scry", "Whenever you attack"
    (you attack with one or more creatures), "Whenever you attack a player" (``attack_player``:
    once for each player attacked, CR 506.2; that player is the triggering player), "Whenever
    <player> draws their Nth card each turn"; ``nth_each_turn`` for the latter."""

    action: Literal[
        "cycle_this", "cycle", "cycle_or_discard", "discard", "scry", "surveil", "attack", "draw",
        "attack_player",
    ]
    whose: Whose = "you"
    nth_each_turn: int | None = None


@dataclass(frozen=True, slots=True)
class AttackWithTrigger:
    """ "Whenever you attack with two or more creatures with flying" (CR 508.1: once per
    declaration, if at least ``at_least`` of the declared attackers match ``filter``);
    ``you_or_yours``: only attackers attacking the source's controller or a planeswalker
    they control count ("Whenever an opponent attacks, if they attacked you and/or a
    planeswalker you control")."""

    whose: Whose = "you"
    at_least: int = 1
    filter: ObjectFilter | None = None
    you_or_yours: bool = False
    enchanted_player: bool = False
    """ "Whenever enchanted player is attacked" (a Curse, CR 303.4): only attackers attacking
    the player the source Aura enchants (not their planeswalkers) count."""


@dataclass(frozen=True, slots=True)
class PlaneswalkToTrigger:
    """ "When you planeswalk to ~" (CR 901.11) or, for a phenomenon, "When you encounter ~"
    (CR 312.5): this card is moved off a planar deck and turned face up after the game has
    started (the starting plane triggers nothing, CR 901.5)."""


@dataclass(frozen=True, slots=True)
class PlanarFaceTrigger:
    """ "Whenever you roll a blank on the planar die" (CR 901.9a); with ``face`` =
    "planeswalker" the inherent planeswalking ability of Planechase games (CR 901.8)."""

    face: Literal["blank", "planeswalker"] = "blank"


@dataclass(frozen=True, slots=True)
class RoomTrigger:
    """A dungeon's room ability: "When you move your venture marker into this room" (CR
    309.4c), for the room named ``room``."""

    room: str


@dataclass(frozen=True, slots=True)
class DungeonCompletedTrigger:
    """ "Whenever you complete a dungeon" (CR 309.7)."""


@dataclass(frozen=True, slots=True)
class EitherTrigger:
    """Two trigger conditions of one ability: "When ~ enters and at the beginning of your
    upkeep, ..." triggers on either event (CR 603.2)."""

    first: Trigger
    second: Trigger


@dataclass(frozen=True, slots=True)
class ExiledOwnerStepTrigger:
    """ "At the beginning of the upkeep of the exiled card's owner": ``step`` of the turn of
    the owner of a card this object exiled (CR 607.2a linked, 610.3); that player is
    :class:`TriggeringPlayer`."""

    step: StepName


@dataclass(frozen=True, slots=True)
class TransformsTrigger:
    """ "When this creature transforms into <this face>" (CR 701.28e): this object
    transformed and has this face up."""


@dataclass(frozen=True, slots=True)
class DayNightTrigger:
    """ "Whenever day becomes night or night becomes day" (CR 728.1a)."""


@dataclass(frozen=True, slots=True)
class ChapterTrigger:
    """A chapter symbol "{rN}—[Effect]" (CR 714.2b): "When one or more lore counters are put
    onto this Saga, if the number of lore counters on it was less than N and became at least
    N"; "{rN1}, {rN2}—" is one such ability per numeral (CR 714.2c)."""

    chapter: int


@dataclass(frozen=True, slots=True)
class LastCounterRemovedTrigger:
    """ "When the last <kind> counter is removed from this permanent" (vanishing, CR 702.63a;
    grimoire.mechanics.counter_triggers)."""

    kind: str = "time"


@dataclass(frozen=True, slots=True)
class CardMovedTrigger:
    """ "Whenever a creature card is put into a graveyard from anywhere other than the
    battlefield" (``to_zone``, ``not_from``), "Whenever a creature card leaves your
    graveyard" (``from_zone``, ``yours``: its owner is this ability's controller): a card
    matching ``filter`` changing zones (CR 603.6a, 603.10a)."""

    filter: ObjectFilter
    to_zone: str | None = None
    from_zone: str | None = None
    not_from: tuple[str, ...] = ()
    yours: bool = False
    opponents: bool = False
    """ "... put into an opponent's graveyard": the card's owner is an opponent of this
    ability's controller (CR 404.2: a card goes to its owner's graveyard)."""
    first_each_turn: bool = False
    """ "Whenever one or more land cards are put into your graveyard from anywhere for the
    first time each turn": only the turn's first such event triggers it (a batch of several
    cards is one event, CR 603.2c), even one that happened before the source was there."""
    once_per_batch: bool = False
    """ "Whenever one or more cards leave your graveyard": see
    :attr:`EntersTrigger.once_per_batch`."""


@dataclass(frozen=True, slots=True)
class ExpendTrigger:
    """ "Whenever you expend N" (CR 700.14): you paid a cost to cast a spell and the mana you
    had spent this turn to cast spells went from less than ``amount`` to ``amount`` or more
    (:mod:`grimoire.mechanics.expend`)."""

    amount: int


@dataclass(frozen=True, slots=True)
class CrimeTrigger:
    """ "Whenever you commit a crime" (CR 700.13): you cast a spell, activated an ability or
    put a triggered ability on the stack that targets an opponent, a permanent, spell or
    ability an opponent controls, or a card in an opponent's graveyard; once per spell or
    ability, however many such targets it has (:mod:`grimoire.mechanics.crimes`)."""


@dataclass(frozen=True, slots=True)
class ClassLevelTrigger:
    """ "When this Class becomes level N" (CR 716.2c): the Class's level-up ability resolved
    and made it level ``level`` (:mod:`grimoire.mechanics.classes`)."""

    level: int


@dataclass(frozen=True, slots=True)
class FinalChapterResolvedTrigger:
    """ "Whenever the final chapter ability of a Saga you control resolves" (CR 714.2d: the
    chapter ability with the highest chapter number; CR 608.2: it resolves, not removed as its
    targets became illegal); the triggering object is that Saga (last known information)."""


Trigger: TypeAlias = (
    LastCounterRemovedTrigger | CardMovedTrigger
    | EntersTrigger | DiesTrigger | LeavesTrigger | AttacksTrigger | CombatDamageTrigger
    | StepTrigger | CastTrigger | DiceRolledTrigger | TappedForManaTrigger | LifeGainTrigger
    | LifeLossTrigger | CountersPutTrigger
    | DrawTrigger | SacrificeTrigger | DestroyedTrigger | BecomesMonstrousTrigger | DamageTrigger
    | CrewedTrigger | CrewsTrigger
    | VisitRollTrigger | VisitTrigger | EndOfCombatTrigger | ChaosEnsuesTrigger | CrankTrigger
    | FightsTrigger | LinkedDiesTrigger | MonarchTrigger
    | PhasedTrigger | AttractionVisitedTrigger
    | CastThisTrigger | BlockTrigger | StateChangeTrigger | PlayerActionTrigger
    | AttackWithTrigger
    | PlaneswalkToTrigger | PlanarFaceTrigger | EitherTrigger | RoomTrigger
    | DungeonCompletedTrigger | CoinFlipTrigger
    | ExiledOwnerStepTrigger | ChapterTrigger | DayNightTrigger | TransformsTrigger
    | StateTrigger | ExpendTrigger | CrimeTrigger | ClassLevelTrigger | ExploitsTrigger
    | FullyUnlockTrigger | HauntedDiesTrigger | DiscardCausedTrigger | LandPlayedTrigger
    | ExploresTrigger | ProliferateTrigger | FirstDrawRevealed | UnattachedTrigger
    | FinalChapterResolvedTrigger
    | Unimplemented
)
