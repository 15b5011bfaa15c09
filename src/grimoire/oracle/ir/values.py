"""References to objects and players, amounts, and target specifications."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal, TypeAlias

from grimoire.oracle.ir.counts import (
    AllCountersOn,
    BasicLandTypes,
    ColorsAmong,
    CommanderCastsBy,
    DistinctNames,
    PartySize,
    SpellsCastThisTurn,
)
from grimoire.oracle.ir.filters import Comparison, Controller, ObjectFilter, ZoneName
from grimoire.oracle.ir.history import (
    AttackersTotalPower,
    CombatDamagersThisTurn,
    EnteredThisTurn,
    GreatestMovedThisWay,
    ManaSpentOn,
    PlayersDealtDamageThisTurn,
    ToGraveyardThisTurn,
)
from grimoire.oracle.ir.player_order import ChosenAsEntered, EachPlayerFromYou, OtherOpponents

if TYPE_CHECKING:
    from grimoire.oracle.ir.conditions import Condition

# ---------------------------------------------------------------------------
# References to objects and players
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ThisObject:
    """The source of the ability, or the spell itself ("this creature", "Treasure Chest")."""


@dataclass(frozen=True, slots=True)
class GrantingSource:
    """In an ability granted by another object's static ability, that object named by its
    name (CR 201.5a: "Equipped creature has '{T}, Sacrifice Blazing Torch: Blazing Torch
    deals 2 damage to any target.'" — the Equipment, not the creature). ``oid`` is 0 as
    compiled; the engine binds it to the granting object's id when it grants the ability
    (:mod:`grimoire.rules.granted_source`)."""

    oid: int = 0


@dataclass(frozen=True, slots=True)
class TargetRef:
    """The ``index``-th target of the resolving spell or ability (object or player)."""

    index: int = 0


@dataclass(frozen=True, slots=True)
class Bound:
    """An object (or objects) an earlier step of this resolution bound under ``name``.

    ``player``: only those that player acted on ("the creature you sacrificed this way"
    after "each player sacrifices a creature").
    """

    name: str
    player: PlayerRef | None = None


@dataclass(frozen=True, slots=True)
class AllMatching:
    """Every object matching ``filter`` ("each creature you control", "all artifacts");
    ``controlled_by``: only those the player(s) named control ("all creatures target player
    controls", CR 108.4: a permanent's controller)."""

    filter: ObjectFilter
    controlled_by: PlayerRef | None = None


@dataclass(frozen=True, slots=True)
class ExiledWith:
    """The cards exiled with ``source`` by its linked ability (CR 607.2a), still in exile;
    ``filter`` narrows them ("all permanent cards exiled with ~"). With ``zone="battlefield"``:
    "the creature put onto the battlefield with this enchantment", still there (the same
    object, CR 400.7: once it leaves, the source loses track of it)."""

    source: ThisObject = field(default_factory=ThisObject)
    filter: ObjectFilter | None = None
    zone: Literal["exile", "battlefield"] = "exile"


@dataclass(frozen=True, slots=True)
class EnchantedOrEquipped:
    """The permanent the source Aura or Equipment is attached to."""


@dataclass(frozen=True, slots=True)
class TriggeringObject:
    """The object the triggering event was about ("that creature", "it" in a trigger)."""


@dataclass(frozen=True, slots=True)
class Chosen:
    """Objects a player chooses as the effect resolves, no targeting (CR 608.2d):
    "a creature card from your graveyard", "up to X cards from among cards exiled with ...".

    ``count`` objects matching ``filter`` (``up_to``: 0..count); ``random``: chosen at
    random ("a card at random from your graveyard"); ``among`` narrows to referenced objects
    (``ExiledWith(ThisObject())``). The chosen objects are bound under ``bind``.
    """

    filter: ObjectFilter
    count: Amount = field(default_factory=lambda: Fixed(1))
    up_to: bool = False
    random: bool = False
    chooser: PlayerRef = field(default_factory=lambda: You())
    among: ObjectRef | None = None
    bind: str = "chosen"
    total: StatCheck | None = None
    """A limit on the chosen objects together ("with total mana value X or less")."""
    relative_to: ObjectRef | None = None
    """What the filter compares with instead of the source ("a card that shares a creature
    type with that creature", CR 205.3m)."""


@dataclass(frozen=True, slots=True)
class TopCards:
    """The top ``amount`` cards of ``player``'s library ("the top three cards of your library");
    ``bottom``: the bottom ones ("the bottom card of their library")."""

    amount: Amount
    player: PlayerRef = field(default_factory=lambda: You())
    bottom: bool = False


@dataclass(frozen=True, slots=True)
class GraveyardOf:
    """Every card in ``player``'s graveyard ("Exile target player's graveyard", "all
    graveyards", "shuffles their graveyard into their library"; CR 404.1); with ``filter``,
    only the cards matching it ("all creature cards from target player's graveyard")."""

    player: PlayerRef
    filter: ObjectFilter | None = None


@dataclass(frozen=True, slots=True)
class HandOf:
    """The cards in ``player``'s hand ("You choose a card from it" after "reveals their
    hand")."""

    player: PlayerRef


@dataclass(frozen=True, slots=True)
class SacrificedAsCost:
    """The permanent sacrificed to pay the cost of this spell or ability ("the sacrificed
    creature's power"), with its last known information (CR 608.2h); with
    ``verb="revealed"``, the card revealed to pay it ("the revealed card's mana value",
    CR 601.2h, 701.16a); ``"exiled"``, the card a spell exiled to pay it ("the exiled card's
    power")."""

    verb: Literal["sacrificed", "revealed", "exiled"] = "sacrificed"


@dataclass(frozen=True, slots=True)
class RestOf:
    """ "the rest": the objects bound under ``name`` that are still where they were when
    bound (the looked-at or revealed cards no later step moved); with ``filter``, only those
    matching it ("all land cards revealed this way")."""

    name: str
    filter: ObjectFilter | None = None


@dataclass(frozen=True, slots=True)
class AttackedBySource:
    """ "the player or planeswalker it's attacking": what ``attacker`` (the source, or the
    creature whose attack triggered the ability) attacks now (CR 506.2, 508.1b), a damage
    recipient; nothing once it isn't attacking."""

    attacker: ObjectRef = field(default_factory=lambda: ThisObject())


ObjectRef: TypeAlias = (
    ThisObject | TargetRef | Bound | AllMatching | ExiledWith | EnchantedOrEquipped
    | TriggeringObject | Chosen | TopCards | RestOf | SacrificedAsCost | HandOf
    | GraveyardOf | GrantingSource | AttackedBySource
)


@dataclass(frozen=True, slots=True)
class You:
    """The controller of the resolving spell or ability."""


@dataclass(frozen=True, slots=True)
class EachOpponent:
    """Each opponent of ``You()``, in APNAP order."""


@dataclass(frozen=True, slots=True)
class EachPlayer:
    """Every player, in APNAP order (CR 101.4)."""


@dataclass(frozen=True, slots=True)
class OwnerOf:
    """The owner of the referenced object ("its owner's library"); ``otherwise``: the
    player named when there is no such object ("choose a creature card in an opponent's
    graveyard, then that player chooses ...": with no card to choose, an opponent you
    choose, Dawnbreak Reclaimer's ruling)."""

    ref: ObjectRef
    otherwise: PlayerRef | None = None


@dataclass(frozen=True, slots=True)
class ControllerOf:
    """The controller of the referenced object ("its controller")."""

    ref: ObjectRef


@dataclass(frozen=True, slots=True)
class DefendingPlayer:
    """The player the source creature attacks."""


@dataclass(frozen=True, slots=True)
class TriggeringPlayer:
    """The player the triggering event was about ("that player")."""


@dataclass(frozen=True, slots=True)
class NeighbourPlayer:
    """The player seated to ``You()``'s ``side`` ("the player to your right"); in a
    two-player game, the opponent."""

    side: Literal["left", "right"] = "right"


@dataclass(frozen=True, slots=True)
class RandomPlayer:
    """One player chosen at random through the game's RNG ("another one of your opponents
    chosen at random"): among opponents if ``opponent``, never ``excluding``."""

    opponent: bool = True
    excluding: PlayerRef | None = None


@dataclass(frozen=True, slots=True)
class HighestRollers:
    """The players who had the highest result of the roll just made by several players
    ("if one or more opponents had the highest result ... those players");
    ``opponents_only`` keeps only ``You()``'s opponents."""

    opponents_only: bool = True


@dataclass(frozen=True, slots=True)
class ChosenPlayer:
    """A player ``You()`` choose as the effect resolves ("Choose an opponent. That player
    ..."), no targeting (CR 608.2d); bound under ``bind`` for later steps."""

    opponent: bool = True
    bind: str = "chosen_player"
    random: bool = False
    """ "choose an opponent at random": picked through the game's RNG, nobody chooses."""


@dataclass(frozen=True, slots=True)
class EnchantedPlayer:
    """The player the source Aura enchants ("enchanted player", CR 303.4)."""


@dataclass(frozen=True, slots=True)
class PlayersAttacking:
    """ "each opponent attacking that player": the players (your opponents, in APNAP order)
    who control a creature attacking ``defender`` in this combat (CR 506.2, 508.1)."""

    defender: PlayerRef


@dataclass(frozen=True, slots=True)
class PlayersOtherThan:
    """ "each player other than target player": every player still in the game but
    ``excluded`` (in APNAP order, CR 101.4; a player who left is no one, CR 800.4a)."""

    excluded: PlayerRef


@dataclass(frozen=True, slots=True)
class PlayerOrController:
    """ "that player or that planeswalker's controller": the ``index``-th target if it is a
    player, else the controller of the permanent chosen (its last known information if it
    left, CR 608.2h)."""

    index: int


@dataclass(frozen=True, slots=True)
class CheckedPlayer:
    """Inside :attr:`PlayersWhere.condition`: the player being checked (the "who" of "the
    number of players who control more lands than you")."""


@dataclass(frozen=True, slots=True)
class PlayersWhere:
    """The players of ``players`` for whom ``condition`` holds, ``CheckedPlayer()`` in it
    naming each in turn ("each opponent who has three or more poison counters", "the number
    of players who control more lands than you"); checked as the instruction is followed
    (CR 608.2c), APNAP order kept (CR 101.4)."""

    players: PlayerRef
    condition: Condition


PlayerRef: TypeAlias = (
    You | TargetRef | EachOpponent | EachPlayer | OwnerOf | ControllerOf | DefendingPlayer
    | TriggeringPlayer | NeighbourPlayer | RandomPlayer | HighestRollers | EnchantedPlayer
    | ChosenPlayer | ChosenAsEntered | PlayerOrController | CheckedPlayer | PlayersWhere
    | PlayersAttacking | PlayersOtherThan | EachPlayerFromYou | OtherOpponents
)

# ---------------------------------------------------------------------------
# Amounts
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Fixed:
    """A number printed on the card."""

    value: int


@dataclass(frozen=True, slots=True)
class VarX:
    """The value of X chosen for the spell or ability (CR 107.3; 107.3i for ETB effects)."""


@dataclass(frozen=True, slots=True)
class FlipsWon:
    """ "for each flip you won": the coin flips this ability won (CR 705.2)."""


@dataclass(frozen=True, slots=True)
class DieResult:
    """The result of the die roll made earlier in this resolution (CR 706.2).

    ``natural=True`` reads the natural result (the face), before modifiers.
    With several dice, ``total=True`` is their sum (Neverwinter Hydra); otherwise the
    kept die's result.
    """

    natural: bool = False
    total: bool = False
    other: bool = False
    """ "the other result" of "roll two dN and choose one result" (the result not chosen)."""


@dataclass(frozen=True, slots=True)
class CountOf:
    """How many objects match ``filter`` ("for each creature you control"); ``among``:
    only among the referenced objects ("for each creature card among those cards")."""

    filter: ObjectFilter
    among: ObjectRef | None = None


@dataclass(frozen=True, slots=True)
class CardsIn:
    """How many cards are in ``player``'s ``zone`` ("the number of cards in your hand")."""

    zone: ZoneName
    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class PowerOf:
    """The power (or toughness) of a referenced object ("damage equal to its power")."""

    ref: ObjectRef
    toughness: bool = False


@dataclass(frozen=True, slots=True)
class Plus:
    """The sum of amounts ("the result plus the number of ...")."""

    terms: tuple[Amount, ...]


@dataclass(frozen=True, slots=True)
class Times:
    """An amount multiplied by a constant ("twice X")."""

    amount: Amount
    factor: int


@dataclass(frozen=True, slots=True)
class CountersOn:
    """How many ``kind`` counters are on the referenced object ("for each +1/+1 counter on
    this creature"; last known information if it left the battlefield, CR 608.2h)."""

    ref: ObjectRef
    kind: str


@dataclass(frozen=True, slots=True)
class SumOf:
    """The total ``stat`` of the referenced objects ("the total mana value of those cards");
    last known information for objects that left their zone (CR 608.2h)."""

    ref: ObjectRef
    stat: StatName = "mana_value"


@dataclass(frozen=True, slots=True)
class EventAmount:
    """The number the triggering event was about: "the damage dealt", "that much" after
    "whenever ... deals damage", the number of counters put ("that many")."""


@dataclass(frozen=True, slots=True)
class ResultCount:
    """How many dice of the roll just made show a result with ``parity`` ("for each odd
    result"), or equal ``value`` ("for each result of 1"); ``distinct``: how many
    different results ("for each different result")."""

    parity: Literal["odd", "even"] | None = None
    value: int | None = None
    distinct: bool = False
    exclude_value: int | None = None
    """ "for each other result": results other than this value."""


@dataclass(frozen=True, slots=True)
class Minus:
    """``amount`` minus ``subtract`` ("the result minus 1"), possibly negative."""

    amount: Amount
    subtract: Amount


@dataclass(frozen=True, slots=True)
class ResultDifference:
    """The difference between the two results of the roll just made (the larger minus the
    smaller): "equal to the difference between those results"."""


@dataclass(frozen=True, slots=True)
class StoredSameValue:
    """The greatest number of stored results on ``ref`` that share one value (CR 706.8a)."""

    ref: ObjectRef


@dataclass(frozen=True, slots=True)
class CardTypesIn:
    """How many card types are among cards in ``player``'s ``zone`` (delirium)."""

    zone: ZoneName = "graveyard"
    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class LifeChangedTotal:
    """The life ``You()`` gained (``gained``) or lost this turn, or last turn
    (``last_turn``): "the amount of life you gained this turn", "if you gained 5 or more life
    this turn", "if you lost life last turn" (CR 119.3: every gain or loss of life, damage
    to a player included, CR 120.3a)."""

    gained: bool = True
    last_turn: bool = False
    opponents: bool = False
    """The total over ``You()``'s opponents instead ("the total life lost by your opponents
    this turn")."""
    checked: bool = False
    """That of ``CheckedPlayer()`` instead ("target player who lost life this turn")."""


@dataclass(frozen=True, slots=True)
class SpellsCastLastTurn:
    """How many spells were cast last turn; ``by_one_player``: the most any single player
    cast ("if a player cast two or more spells last turn")."""

    by_one_player: bool = False


@dataclass(frozen=True, slots=True)
class LifeTotal:
    """``player``'s life total (CR 119.1)."""

    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class DiceRolledThisTurn:
    """How many dice ``You()`` rolled this turn (CR 706.6: ignored rolls never happened)."""


@dataclass(frozen=True, slots=True)
class AttractionsVisitedThisTurn:
    """How many times ``You()`` visited an Attraction this turn ("the number of Attractions
    you've visited this turn", CR 701.49a)."""


@dataclass(frozen=True, slots=True)
class PlayerCount:
    """How many players ``players`` denotes ("you have two or more opponents"; players who
    left the game are no one's opponents, CR 800.4a)."""

    players: PlayerRef


@dataclass(frozen=True, slots=True)
class PlayerCountersOf:
    """How many ``kind`` counters ``player`` has (poison, CR 122.1f; energy, CR 107.14);
    with several players, the total."""

    player: PlayerRef
    kind: str = "poison"


ThisWayVerb = Literal["destroyed", "discarded", "exiled", "sacrificed", "milled",
                     "put_into_graveyard", "put_onto_battlefield", "drawn"]


@dataclass(frozen=True, slots=True)
class CountedThisWay:
    """How many objects matching ``filter`` (as they last were, CR 608.2h) the earlier
    instructions of this resolution ``how`` moved (CR 608.2c: "for each creature destroyed
    this way", "for each card discarded this way"); ``controlled_by_you``: only those
    ``You()`` controlled ("the number of creatures they controlled that were destroyed this
    way", inside "each player ...")."""

    how: ThisWayVerb
    filter: ObjectFilter = field(default_factory=ObjectFilter)
    controlled_by_you: bool = False
    of_creator: bool = False
    """Inside a delayed triggered ability: counted by the ability that created it, as that
    one resolved ("Exile all creatures you control. At the beginning of the next end step,
    reveal ... until you reveal that many creature cards", CR 603.7c)."""


@dataclass(frozen=True, slots=True)
class ExtremeLife:
    """The highest (or lowest) life total among all players still in the game (CR 119.1)."""

    highest: bool = True


@dataclass(frozen=True, slots=True)
class HalfOf:
    """Half of ``amount``, rounded up or down as the text says ("loses half their life,
    rounded up", CR 107.1a)."""

    amount: Amount
    round_up: bool = True


@dataclass(frozen=True, slots=True)
class StartingLife:
    """The starting life total of the game's format (CR 103.4; 40 in Commander, CR 903.7):
    "half their starting life total"."""


@dataclass(frozen=True, slots=True)
class CommanderCasts:
    """ "the number of times it's been cast from the command zone this game" (CR 903.8): the
    casts from the command zone of the commander that is the triggering object (a spell),
    else the source; 0 for an object that isn't a commander."""


@dataclass(frozen=True, slots=True)
class CommanderIdentityColors:
    """ "the number of colors in your commanders' color identity" (CR 903.4: the combined
    identity of the player's commanders; 0 without a commander, CR 903.4f)."""


@dataclass(frozen=True, slots=True)
class AttackedPlayersCount:
    """How many players the source creature's controller is attacking ("for each player
    being attacked")."""


@dataclass(frozen=True, slots=True)
class GreatestAmong:
    """ "the greatest power among creatures you control": the greatest ``stat`` among the
    permanents matching ``filter`` (0 if there are none)."""

    filter: ObjectFilter
    stat: Literal["mana_value", "power", "toughness"] = "power"
    player: PlayerRef | None = None
    """Whose "you" the filter means ("among creatures they control": that player's)."""


@dataclass(frozen=True, slots=True)
class DistinctAmong:
    """ "creatures with different powers": how many different values of ``stat`` the
    permanents matching ``filter`` have (coven, CR 207.2c: "three or more creatures with
    different powers" is three or more different powers among them)."""

    filter: ObjectFilter
    stat: Literal["mana_value", "power", "toughness"] = "power"


@dataclass(frozen=True, slots=True)
class SpellsCastBefore:
    """ "each other spell that was cast before it this turn" (storm, CR 702.40a): the spells
    cast this turn before the source spell was cast."""


@dataclass(frozen=True, slots=True)
class LifeLostThisWay:
    """The total life players lost earlier in the same resolution: "you gain life equal to
    the total life lost this way" (extort, CR 702.101a)."""


@dataclass(frozen=True, slots=True)
class DamageDealtThisWay:
    """The damage the earlier instructions of the same resolution dealt (prevented damage
    isn't dealt, CR 615.1): "You gain life equal to the damage dealt this way" (CR 608.2c)."""


@dataclass(frozen=True, slots=True)
class CreaturesBlocking:
    """How many creatures are blocking the source creature, less ``beyond`` (never below 0):
    rampage's "for each creature blocking it beyond the first" (CR 702.23a)."""

    beyond: int = 0


@dataclass(frozen=True, slots=True)
class TimesPaid:
    """How many times the optional cost setting ``option`` was paid for the source spell (or
    the permanent it became): "for each time it was kicked", "the number of times ~ was
    kicked" (CR 702.33c-e, multikicker and two kicker costs), "for each time its replicate
    cost was paid" (``"replicated"``, CR 702.56a); grimoire.rules.cast_options."""

    option: str = "kicked"


@dataclass(frozen=True, slots=True)
class ColorsSpent:
    """The number of colors of mana spent to cast the source spell (or the permanent it
    became; 0 if it wasn't cast): sunburst (CR 702.44a), converge (CR 207.2c)."""


AFFECTED_NAME = "affected"
"""The binding under which a static boost's amount finds the object it is applied to
(``Bound(AFFECTED_NAME)``: "gets +1/+1 for each of its colors", CR 613.4c)."""


@dataclass(frozen=True, slots=True)
class ColorCount:
    """How many colors ``ref`` has now (CR 105.2): "gets +1/+1 for each of its colors"."""

    ref: ObjectRef


@dataclass(frozen=True, slots=True)
class ChosenColorsOf:
    """How many of the colors the source chose as it entered ``ref`` has ("you gain 1 life
    for each of the chosen colors it is"; CR 105.2, 607.2d)."""

    ref: ObjectRef


@dataclass(frozen=True, slots=True)
class PlayerSpeed:
    """ "your speed" (CR 702.179f): ``You()``'s speed, 0 for a player with no speed."""


@dataclass(frozen=True, slots=True)
class VotesFor:
    """After a :class:`Vote`: the votes ``option`` got ("for each feather vote", CR 701.32a)."""

    option: str


@dataclass(frozen=True, slots=True)
class ActivationsThisTurn:
    """How many times the resolving activated ability (of this object, CR 400.7) has been
    activated this turn, this activation included ("If this ability has been activated four
    or more times this turn", CR 602.2; :mod:`grimoire.mechanics.object_amounts`)."""


@dataclass(frozen=True, slots=True)
class DiedThisTurn:
    """How many permanents matching ``filter`` (as they last existed on the battlefield,
    CR 608.2h) were put into a graveyard from the battlefield this turn (CR 700.4: "died");
    ``yours``: only those put into ``You()``'s graveyard ("for each creature put into your
    graveyard from the battlefield this turn": the ones you owned)."""

    filter: ObjectFilter
    yours: bool = False


@dataclass(frozen=True, slots=True)
class Devotion:
    """``player``'s devotion to ``colors`` (CR 700.5): the mana symbols of any of those
    colors among the mana costs of permanents they control (a hybrid symbol counts once)."""

    colors: tuple[str, ...]
    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class CardsDrawnThisTurn:
    """How many cards ``player`` has drawn this turn (CR 121.1: one draw, one card; "as long
    as you've drawn two or more cards this turn"; :mod:`grimoire.mechanics.draw_counts`)."""

    player: PlayerRef = field(default_factory=You)


Amount: TypeAlias = (
    Fixed | VarX | DieResult | CountOf | CardsIn | PowerOf | Plus | Times | CountersOn
    | CreaturesBlocking | LifeLostThisWay | DamageDealtThisWay
    | SumOf | EventAmount | ResultCount | Minus | ResultDifference | DiceRolledThisTurn
    | AttackedPlayersCount | LifeTotal | StoredSameValue | CardTypesIn | SpellsCastLastTurn
    | SpellsCastBefore
    | GreatestAmong | AttractionsVisitedThisTurn | FlipsWon
    | PlayerCount | PlayerCountersOf | StartingLife | CountedThisWay | HalfOf
    | ExtremeLife | TimesPaid | ColorsSpent | CommanderCasts | CommanderIdentityColors
    | LifeChangedTotal | PlayerSpeed | Devotion | ColorCount | ChosenColorsOf | DiedThisTurn
    | VotesFor | ActivationsThisTurn | DistinctAmong | CardsDrawnThisTurn
    | BasicLandTypes | PartySize | AllCountersOn | ColorsAmong | DistinctNames
    | SpellsCastThisTurn | CommanderCastsBy
    | EnteredThisTurn | ToGraveyardThisTurn | AttackersTotalPower | ManaSpentOn
    | GreatestMovedThisWay | PlayersDealtDamageThisTurn | CombatDamagersThisTurn
)

StatName = Literal["mana_value", "power", "toughness"]


@dataclass(frozen=True, slots=True)
class StatCheck:
    """Compare an object's ``stat`` with an amount known only in the game (see ObjectFilter)."""

    stat: StatName
    op: Comparison
    amount: Amount

# --- Targets ---------------------------------------------------------------

TargetKind = Literal["object", "player", "any"]
"""``object``: a permanent, card or spell matching the filter; ``player``: a player
(narrowed by ``player_filter``); ``any``: "any target" (creature, player, planeswalker or
battle, CR 115.4)."""


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """One "target ..." phrase (CR 115). ``min_count=0`` for "up to N"."""

    kind: TargetKind
    filter: ObjectFilter = field(default_factory=ObjectFilter)
    player_filter: Controller = "any"
    min_count: int = 1
    max_count: int = 1
    distinct_from: tuple[int, ...] = ()
    """Indexes of earlier targets this one must differ from ("another target creature")."""
    also_player: bool = False
    """With ``kind="object"``: a player (narrowed by ``player_filter``) may be chosen too
    ("target player or planeswalker", "target opponent or creature")."""
    total: StatCheck | None = None
    """A limit on the chosen targets together ("with total mana value X or less")."""
    max_amount: Amount | None = None
    """ "up to X target creatures" where X is known only in the game (overrides
    ``max_count``; for a reflexive trigger, X is known when it is put on the stack)."""
    one_per_opponent: bool = False
    """ "for each opponent, up to one target <permanent> that player controls / <card> from
    that player's graveyard": at most one target per opponent (its controller, or the
    owner of a card), with ``max_amount`` the number of opponents (CR 115.1, 601.2c)."""
    exact_amount: bool = False
    """With ``max_amount``: exactly that many targets, not up to ("X target creatures",
    "each of X targets"; CR 601.2c: the number is determined, then that many chosen)."""
    player_quality: Condition | None = None
    """ "target player who lost life this turn": what the player chosen must be, with
    ``CheckedPlayer()`` naming them (CR 115.1; checked when chosen and on resolution); for
    an object, what its controller (a card's owner) must be (Geth's Summons)."""
    one_owner: bool = False
    """ "up to three target cards from a single graveyard": every object chosen has the same
    owner (checked as the targets are chosen, CR 601.2c)."""
    random: bool = False
    """ "target opponent chosen at random": picked among the legal targets with the game's
    seeded RNG as the triggered ability is put on the stack (Witch Hunt; CR 603.3d)."""
    controlled_by_target: int | None = None
    """ "target creature that player [or that planeswalker's controller] controls": each
    object chosen here is controlled by the player chosen for the target at this index (or
    by the controller of the permanent chosen there; CR 115.1, 601.2c, 608.2b)."""
    by_triggering_player: bool = False
    """ "target permanent of their choice": the triggering player chooses it (CR 603.3d)."""
    by_opponent: bool = False
    """ "target creature of an opponent's choice they control": CR 601.2c, opponent_targets."""
