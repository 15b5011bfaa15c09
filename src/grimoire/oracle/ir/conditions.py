"""Conditions: what "if", "as long as" and intervening clauses test."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, TypeAlias

from grimoire.oracle.ir.attacked_by import DeclaredAttackedBy
from grimoire.oracle.ir.base import Unimplemented
from grimoire.oracle.ir.filters import Comparison, NumberCheck, ObjectFilter
from grimoire.oracle.ir.history import AsItLastWas, PlayersTurn
from grimoire.oracle.ir.values import Amount, ObjectRef, PlayerRef

# ---------------------------------------------------------------------------
# Conditions
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ResultInRange:
    """The die result (or natural result) lies in ``low``..``high`` (``high=None``: no top)."""

    low: int
    high: int | None
    natural: bool = False
    any_die: bool = False
    """With several dice: true if any one of the results lies in the range ("if any of
    those results was 10 or higher")."""


@dataclass(frozen=True, slots=True)
class ObjectMatches:
    """The referenced object matches ``filter`` ("if it's an artifact card")."""

    ref: ObjectRef
    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class SharesCreatureType:
    """ "if it shares a creature type with ~" (kinship): the object ``ref`` and ``other``
    have a creature type in common (CR 205.3m; :mod:`grimoire.mechanics.shared_types`)."""

    ref: ObjectRef
    other: ObjectRef


@dataclass(frozen=True, slots=True)
class YouControl:
    """``You()`` control at least ``at_least`` permanents matching ``filter``."""

    filter: ObjectFilter
    at_least: int = 1


@dataclass(frozen=True, slots=True)
class AmountCompare:
    """Compare an amount with a number ("if you have 10 or more life")."""

    amount: Amount
    check: NumberCheck


@dataclass(frozen=True, slots=True)
class Not:
    """The negation of a condition."""

    condition: Condition


@dataclass(frozen=True, slots=True)
class CompareAmounts:
    """Compare two game amounts ("if the result is greater than the damage dealt")."""

    left: Amount
    op: Comparison
    right: Amount


@dataclass(frozen=True, slots=True)
class AnyOf:
    """True if any of ``conditions`` is ("... or the result is 12")."""

    conditions: tuple[Condition, ...]


@dataclass(frozen=True, slots=True)
class WonFlip:
    """ "If you win the flip" (``won``) / "If you lose the flip": the coin this ability
    flipped came up as the flipper called, or not (CR 705.2)."""

    won: bool = True


@dataclass(frozen=True, slots=True)
class WonClash:
    """ "If you win" after "clash with an opponent": you won this ability's last clash
    (CR 701.23d)."""


@dataclass(frozen=True, slots=True)
class RolledDoubles:
    """The two dice just rolled show equal results (CR 706.5: "rolled doubles")."""


@dataclass(frozen=True, slots=True)
class ResultIn:
    """The result of the roll just made is one of ``values`` ("if you rolled 2, 3, or 12";
    with several dice, their total)."""

    values: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class SomePlayerLife:
    """Some player among ``players`` has a life total passing ``check`` ("a player has 13 or
    less life", CR 119.1)."""

    players: PlayerRef
    check: NumberCheck


@dataclass(frozen=True, slots=True)
class PlayersExist:
    """The player reference denotes at least one player ("if one or more opponents had the
    highest result")."""

    players: PlayerRef


@dataclass(frozen=True, slots=True)
class HasGreatestPower:
    """The referenced creature has the greatest power (``ties``: or is tied for it) among
    creatures on the battlefield."""

    ref: ObjectRef
    ties: bool = True


@dataclass(frozen=True, slots=True)
class CastWith:
    """The spell was cast with an optional cost paid: ``"kicked"`` (CR 702.33d),
    ``"bargained"``, ``"gift_promised"``, an alternative cost's (``"surged"``, CR 702.117a;
    ``"spectacle"``, CR 702.137a); read by the spell or the permanent it became."""

    option: Literal["kicked", "bargained", "gift_promised", "evoked", "dashed", "suspended",
                    "unleashed", "surged", "spectacle", "warped", "tribute_paid",
                    "offspring", "blitzed", "awakened", "escaped", "conspired",
                    "riot_counter",  # CR 702.136a: riot's counter chosen (not haste)
                    "offspring_given"]  # an offspring cost a static gave it (CR 611.3d)


@dataclass(frozen=True, slots=True)
class KickedWith:
    """ "If it was kicked with its {1}{B} kicker" (CR 702.33f): the kicker cost printed as
    ``cost`` (its mana text) was paid for the spell or the permanent it became."""

    cost: str


@dataclass(frozen=True, slots=True)
class DealtDamageThisTurn:
    """A player among ``players`` has been dealt a total amount of damage passing
    ``check`` this turn ("if an opponent was dealt 7 or more damage this turn": over the
    whole turn, by any sources, Spinerock Knoll's rulings; CR 120)."""

    players: PlayerRef
    check: NumberCheck


@dataclass(frozen=True, slots=True)
class AttackedWithThisTurn:
    """``You()`` declared a number of different creatures passing ``check`` as attackers
    this turn ("if you attacked with three or more creatures this turn": a creature
    declared in two combats counts once, one put onto the battlefield attacking never
    counts; Windbrisk Heights' rulings, CR 508.1)."""

    check: NumberCheck


@dataclass(frozen=True, slots=True)
class ControlSameName:
    """``You()`` control a number of permanents matching ``filter`` that all have the same
    name passing ``check`` ("if you control three or more lands with the same name",
    "eight or more artifacts with the same name as one another": CR 201.2, the largest
    group of one name; a face-down permanent has no name and joins none, CR 708.2)."""

    filter: ObjectFilter
    check: NumberCheck


@dataclass(frozen=True, slots=True)
class TriggerAttackersAttackedYou:
    """In the effect of an attack trigger ("Whenever another player attacks with two or more
    creatures, they draw a card if none of those creatures attacked you"): one or more of
    the creatures the triggering player declared as attackers in that declaration attacked
    ``You()`` (the player, not a planeswalker you control, CR 506.2, 508.1), checked as the
    ability resolves (CR 608.2c; removal from combat doesn't undo that they attacked)."""


@dataclass(frozen=True, slots=True)
class CastSpellThisTurn:
    """``You()`` cast a spell matching ``filter`` (its characteristics as it was cast) this
    turn ("if you've cast a noncreature spell this turn", "unless you've cast a creature
    spell this turn"; CR 601.2i: a spell becomes cast as the casting completes; a copy is
    not cast, CR 707.10; grimoire.mechanics.cast_history)."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class SomePlayerCardsIn:
    """Some player among ``players`` (every one, with ``every``) has a number of cards in
    their ``zone`` passing ``check`` ("if a library has twenty or fewer cards in it", "if
    each player has no cards in hand")."""

    zone: Literal["hand", "library", "graveyard"]
    players: PlayerRef
    check: NumberCheck
    every: bool = False


@dataclass(frozen=True, slots=True)
class Suspended:
    """CR 702.62b: the source is suspended (in exile, with suspend, with a time counter on
    it); "if this card is suspended" (grimoire.mechanics.suspend)."""


@dataclass(frozen=True, slots=True)
class ManaSpentToCast:
    """ "If {W} was spent to cast ~" / "if at least three white mana was spent to cast this
    spell" (adamant): at least ``at_least`` mana of ``color`` (a letter of WUBRG) was spent
    on the total cost of the spell (CR 601.2h); read by the spell or the permanent it became.
    A copy had no mana spent on it (CR 707.10; Dryad's Caress ruling)."""

    color: str
    at_least: int = 1


@dataclass(frozen=True, slots=True)
class SourceAttackedThisTurn:
    """ "Activate only if this creature attacked this turn" (boast, CR 702.142a): the
    source was declared as an attacker this turn (CR 508.1; one put onto the battlefield
    attacking wasn't declared, CR 508.4). ``player``: declared attacking that player (not
    a planeswalker or battle of theirs, CR 506.2): "each player this creature attacked this
    turn" checks ``CheckedPlayer()``."""

    player: PlayerRef | None = None


TurnEventName = Literal[
    "creature_died", "you_attacked", "you_gained_life", "opponent_lost_life",
    "permanent_left_your_control", "you_cast_spell", "you_visited_attraction",
    "opponent_dealt_damage", "land_entered_yours", "you_created_token",
    "nonland_permanent_left", "spell_warped", "you_committed_crime",
    "noncreature_yours_destroyed_by_opponent", "creature_attacked",
]


@dataclass(frozen=True, slots=True)
class HappenedThisTurn:
    """Something happened earlier this turn ("if a creature died this turn")."""

    event: TurnEventName


@dataclass(frozen=True, slots=True)
class PlayerStatus:
    """``You()`` hold a designation: the monarch (CR 722), the city's blessing
    (CR 702.131c); ``completed_dungeon``: "you've completed a dungeon" (CR 309.7);
    ``controls_commander``: "you control your commander" (CR 903.3d); ``controls_a_commander``:
    "you control a commander" (anyone's, CR 903.3); ``max_speed``: "you
    have max speed" (a speed of 4, CR 702.179e); ``monarch_as_turn_began``: "you were the
    monarch as the turn began" (CR 722)."""

    status: Literal["monarch", "citys_blessing", "initiative", "completed_dungeon",
                    "controls_commander", "controls_a_commander", "max_speed",
                    "monarch_as_turn_began"]


@dataclass(frozen=True, slots=True)
class IsYourTurn:
    """It is ``You()``'s turn ("during your turn")."""


@dataclass(frozen=True, slots=True)
class InStep:
    """The current step (or main phase) is one of ``steps`` (the names of
    :data:`grimoire.rules.turn.STEPS`): "Activate only during the declare blockers step",
    "... before attackers are declared" (the steps before that one, CR 602.5b, 500.1)."""

    steps: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class AllOf:
    """True if every one of ``conditions`` is ("if it's on the battlefield and you control
    ...")."""

    conditions: tuple[Condition, ...]


NoteKind = Literal["total", "total_this_turn", "no_upkeep_rolls"]


@dataclass(frozen=True, slots=True)
class NotedOnSource:
    """What the source noted (:class:`NoteOnSource`): for ``"total"`` /
    ``"total_this_turn"``, the total of this ability's roll equals a total noted earlier
    (this turn) ("If you roll the noted total", "If the total of those results is equal to
    any other total you have rolled this turn for this ability"); for ``"no_upkeep_rolls"``,
    the source was told not to roll dice during its controller's upkeeps."""

    kind: NoteKind


@dataclass(frozen=True, slots=True)
class RolledThisTurn:
    """``You()`` rolled a die whose result was ``value`` this turn ("as long as you've
    rolled a 6 this turn"; CR 706.6: ignored rolls never happened)."""

    value: int


@dataclass(frozen=True, slots=True)
class HadNoCounters:
    """The source, as it last existed on the battlefield, "had no <kind> counters on it"
    (persist CR 702.79a, undying CR 702.93a; grimoire.mechanics.return_keywords)."""

    kind: str


@dataclass(frozen=True, slots=True)
class ControlledSinceLastUpkeep:
    """The source "came under your control since the beginning of your last upkeep"
    (echo, CR 702.30a; grimoire.mechanics.upkeep_costs)."""


@dataclass(frozen=True, slots=True)
class HasDesignation:
    """The source permanent is renowned or monstrous (CR 702.112b, 701.31b)."""

    designation: Literal["monstrous", "renowned"]


@dataclass(frozen=True, slots=True)
class CastFrom:
    """ "If this spell was cast from a graveyard": the zone the source spell was cast from
    (CR 601.2a: moved to the stack from there); false for a spell that wasn't cast."""

    zone: Literal["graveyard", "exile", "hand"]


@dataclass(frozen=True, slots=True)
class ChoseWord:
    """The source permanent's "As this enters, choose Khans or Dragons" choice was ``word``
    (CR 614.12; the bulleted abilities of the Sieges, CR 607.2)."""

    word: str


@dataclass(frozen=True, slots=True)
class DrewThisWay:
    """Inside :class:`~grimoire.oracle.ir.PlayersWhere`: the checked player drew a card
    earlier in this resolution ("for each opponent who drew a card this way", CR 608.2c,
    121.1: a player who can't draw doesn't)."""


@dataclass(frozen=True, slots=True)
class CastInMainPhase:
    """ "If you cast this spell during your main phase" (addendum): the source spell was cast
    (moved to the stack, CR 601.2a) during a main phase of its controller's turn (CR 505);
    false for a copy, which wasn't cast."""


@dataclass(frozen=True, slots=True)
class VoteWon:
    """After a :class:`~grimoire.oracle.ir.Vote`: "If ``option`` gets more votes" (more than
    each other choice); ``or_tied``: "... or the vote is tied" (at least as many as each
    other choice, CR 701.32a)."""

    option: str
    or_tied: bool = False


@dataclass(frozen=True, slots=True)
class ResolvedThisTurn:
    """ "If this is the first (second, third...) time this ability has resolved this turn",
    "If it's the second time": this resolution is one of the ``times``-th resolutions of
    this ability of this object this turn (the current one counts; a copy of the ability is
    the same ability; an ability removed from the stack without resolving, CR 608.2b, never
    resolved; :mod:`grimoire.mechanics.resolution_counts`)."""

    times: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class AttackedPlayersWhere:
    """ "if one or more players being attacked are poisoned": at least one player a creature
    is attacking now (the player, not a planeswalker or battle they control, CR 506.2,
    508.1b) has ``quality`` (``CheckedPlayer()`` names each in turn;
    :mod:`grimoire.mechanics.attack_conditions`)."""

    quality: Condition


@dataclass(frozen=True, slots=True)
class CheckedIsOpponent:
    """The checked player (``CheckedPlayer()``) is an opponent of ``You()``: "deals combat
    damage to an opponent" / "to one of your opponents" (CR 102.2, 102.3; evaluated by
    :mod:`grimoire.mechanics.opponent_damaged`)."""


@dataclass(frozen=True, slots=True)
class RevealedOrControlledAsCast:
    """ "If you revealed a Dragon card or controlled a Dragon as you cast this spell": the
    spell's optional additional cost revealed a card (CR 601.2b, 601.2h; a copy keeps it, CR
    707.10), or its caster controlled a permanent matching ``filter`` as the casting was
    finished (CR 601.2i: after its costs were paid; a copy was not cast and gets the bonus
    only from the reveal; :mod:`grimoire.mechanics.reveal_bonus`)."""

    filter: ObjectFilter


Condition: TypeAlias = (
    ResolvedThisTurn | VoteWon | CastInMainPhase | DrewThisWay | HasDesignation | CastFrom
    | ChoseWord
    | ResultInRange | ObjectMatches | YouControl | AmountCompare | Not | CompareAmounts | AnyOf
    | RolledDoubles | ResultIn | PlayersExist | HasGreatestPower | AllOf | IsYourTurn | CastWith
    | InStep
    | HappenedThisTurn | PlayerStatus | Unimplemented
    | NotedOnSource | WonFlip | RolledThisTurn | ControlledSinceLastUpkeep | HadNoCounters
    | SomePlayerLife | KickedWith | DealtDamageThisTurn | AttackedWithThisTurn
    | SomePlayerCardsIn | Suspended | ManaSpentToCast | WonClash | CastSpellThisTurn
    | SharesCreatureType | SourceAttackedThisTurn | AsItLastWas
    | PlayersTurn | ControlSameName | TriggerAttackersAttackedYou | AttackedPlayersWhere
    | CheckedIsOpponent
    | RevealedOrControlledAsCast
    | DeclaredAttackedBy
)
