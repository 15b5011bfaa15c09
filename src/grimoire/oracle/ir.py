"""The ability IR: what the Oracle compiler produces and the rules engine executes.

Every card's behaviour is data built from these frozen, slotted dataclasses. The compiler
(:mod:`grimoire.oracle.compiler`) turns Oracle text into them; the engine executes each
effect node with exactly one resolver (:mod:`grimoire.effects.registry`). Resolvers never
read card text. Text the compiler does not understand becomes :class:`Unimplemented`,
carrying the exact span, and a card holding one is reported as not supported.

Conventions (read these before adding a node):

* **Amounts** (:data:`Amount`) are numbers that may depend on the game: ``Fixed(3)``,
  ``VarX()`` (the X chosen for the spell or ability), ``DieResult()`` ("the result", after
  modifiers, CR 706.2), ``CountOf(filter)``...
* **Object references** (:data:`ObjectRef`) name objects an effect acts on:
  ``ThisObject()`` (the source), ``TargetRef(i)`` (the i-th target of the ability, chosen
  when it was put on the stack, CR 601.2c / 602.2b), ``Bound("name")`` (an object an earlier
  step of the same resolution bound, e.g. the card a search found, the copy a copy effect
  made: "that card", "it"), ``AllMatching(filter)`` ("each creature"),
  ``ExiledWith(ThisObject())`` (CR 607.2a linked abilities).
* **Player references** (:data:`PlayerRef`): ``You()`` (the controller of the resolving
  spell or ability), ``TargetRef(i)`` (a target that is a player), ``EachOpponent()``,
  ``OwnerOf(ref)``, ``ControllerOf(ref)``...
* **Bindings**: effects that find or make objects bind them under a name
  (``SearchLibrary(bind="found")``, ``CopyCard(bind="copy")``); later steps refer to them
  with ``Bound(name)``. A die roll binds its result for ``DieResult()``.
* **"If you do" / "Otherwise"**: every effect node records whether it *did* something in
  the resolution's ``did`` flag: :class:`MayDo` sets it to whether the player chose to act
  and the action happened; a :class:`Conditional` whose condition is false and has no
  ``otherwise`` sets it to False; a move of zero objects sets it to False. :class:`IfDid`
  reads it. (Treasure Chest's 20: "If it's an artifact card, you may put it onto the
  battlefield. Otherwise, put that card into your hand": the "otherwise" reads whether the
  card was put onto the battlefield, per its ruling.)
* Nodes are immutable and shared between games; per-game state never lives here.

>>> roll = RollDice(count=Fixed(1), sides=10)
>>> roll.sides, roll.table
(10, ())
>>> is_fully_implemented(Sequence((DrawCards(Fixed(1), You()), Unimplemented("flip a coin"))))
False
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, fields
from typing import Literal, TypeAlias

from grimoire.core.mana import ManaCost

# ---------------------------------------------------------------------------
# The node that stands for text the compiler did not understand
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Unimplemented:
    """Text the compiler could not turn into IR (may stand wherever any node may).

    ``text`` is the exact span of Oracle text; ``reason`` says what was not understood.
    A card holding one is not supported: it is not offered as if it worked.
    """

    text: str
    reason: str = ""


# ---------------------------------------------------------------------------
# Filters: which objects or cards qualify
# ---------------------------------------------------------------------------

Controller = Literal["any", "you", "opponent"]
Comparison = Literal["eq", "ne", "lt", "le", "gt", "ge"]
ZoneName = Literal["library", "hand", "battlefield", "graveyard", "stack", "exile", "command"]


@dataclass(frozen=True, slots=True)
class NumberCheck:
    """A comparison such as "with mana value 3 or less" (``NumberCheck("le", 3)``)."""

    op: Comparison
    value: int


@dataclass(frozen=True, slots=True)
class ObjectFilter:
    """Which objects (permanents, cards, spells) qualify.

    ``types_any`` is a disjunction: ``("artifact", "creature", "planeswalker")`` matches
    "artifact, creature, or planeswalker". Every other field narrows it further.
    An empty filter matches every object.
    """

    types_any: tuple[str, ...] = ()
    types_all: tuple[str, ...] = ()
    types_none: tuple[str, ...] = ()
    subtypes_any: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    colors_any: tuple[str, ...] = ()
    colorless: bool | None = None
    controller: Controller = "any"
    owner: Controller = "any"
    zone: ZoneName | None = None
    another: bool = False
    """"another": excludes the source object itself."""
    token: bool | None = None
    tapped: bool | None = None
    attacking: bool | None = None
    name: str | None = None
    mana_value: NumberCheck | None = None
    power: NumberCheck | None = None
    toughness: NumberCheck | None = None
    is_spell: bool = False
    """The filter is for spells on the stack ("target spell", "target instant spell")."""
    colors_none: tuple[str, ...] = ()
    """Colors the object must not have ("nonblack": ``("B",)``); colors are WUBRG letters."""
    supertypes_none: tuple[str, ...] = ()
    """Supertypes the object must not have ("nonbasic", "nonlegendary")."""
    subtypes_none: tuple[str, ...] = ()
    """Subtypes the object must not have ("non-Aura enchantment", "non-Human creature")."""
    multicolored: bool | None = None
    """Two or more colors (CR 105.2c) ("protection from multicolored")."""
    attached_to_source: bool = False
    """The permanent the source Aura/Equipment is attached to ("enchanted land",
    "equipped creature" in a trigger or a static ability)."""
    stats: tuple[StatCheck, ...] = ()
    """Comparisons with game-dependent amounts ("with mana value less than or equal to the
    other result", "with power greater than or equal to that result")."""
    blocking: bool | None = None
    attacking_or_blocking: bool = False
    """ "attacking or blocking creature"."""
    excluding: str | None = None
    """Objects bound under this name are excluded ("each creature not chosen this way")."""
    keywords_all: tuple[str, ...] = ()
    """Keyword abilities the object must have ("creature with flying")."""
    keywords_none: tuple[str, ...] = ()
    """Keyword abilities it must not have ("creature without flying")."""
    this_object: bool = False
    """Only the source object itself ("This creature gets +2/+2 as long as ...")."""
    from_battlefield_this_turn: bool = False
    """A card in a graveyard "that was put there from the battlefield this turn"."""
    not_phased_out_with_source: bool = False
    """ "that hasn't been phased out with this Attraction": never phased out (CR 702.26) by
    an effect of the source object."""
    rolls_dice: bool = False
    """Objects that let a player roll a die (an ability or spell that rolls or rerolls one):
    the quality of "protection from die rolls"."""
    or_ability: bool = False
    """With ``is_spell``: activated and triggered abilities on the stack match too ("target
    spell or ability", CR 115.2)."""
    with_targets: bool = False
    """Spells or abilities on the stack that have one or more targets ("with one or more
    targets")."""
    ability_kinds: tuple[str, ...] = ()
    """Only abilities on the stack of these kinds, ``"activated"`` / ``"triggered"`` ("target
    activated or triggered ability you control"); spells don't match."""
    single_target: bool = False
    """Spells or abilities on the stack with exactly one target ("with a single target")."""
    single_player_target: bool = False
    """Spells or abilities on the stack whose only target is one player ("a spell that targets
    a single player")."""
    type_or_subtype: bool = False
    """``types_any`` and ``subtypes_any`` are alternatives: "creature or Vehicle" matches an
    object with one of the card types or one of the subtypes."""
    crewed_source: str | None = None
    """Only creatures that crewed (``"crew"``, CR 702.122b) or saddled (``"saddle"``, CR
    702.171c) the source this turn: "creature that crewed it this turn"."""
    face_down: bool | None = None
    """ "face-down creature" (True) / "face-up" (False): CR 708 (grimoire.rules.face_down)."""


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
    ``filter`` narrows them ("all permanent cards exiled with ~")."""

    source: ThisObject = field(default_factory=ThisObject)
    filter: ObjectFilter | None = None


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


@dataclass(frozen=True, slots=True)
class TopCards:
    """The top ``amount`` cards of ``player``'s library ("the top three cards of your library")."""

    amount: Amount
    player: PlayerRef = field(default_factory=lambda: You())


@dataclass(frozen=True, slots=True)
class GraveyardOf:
    """Every card in ``player``'s graveyard ("Exile target player's graveyard", "all
    graveyards", "shuffles their graveyard into their library"; CR 404.1)."""

    player: PlayerRef


@dataclass(frozen=True, slots=True)
class HandOf:
    """The cards in ``player``'s hand ("You choose a card from it" after "reveals their
    hand")."""

    player: PlayerRef


@dataclass(frozen=True, slots=True)
class SacrificedAsCost:
    """The permanent sacrificed to pay the cost of this spell or ability ("the sacrificed
    creature's power"), with its last known information (CR 608.2h)."""


@dataclass(frozen=True, slots=True)
class RestOf:
    """ "the rest": the objects bound under ``name`` that are still where they were when
    bound (the looked-at or revealed cards no later step moved)."""

    name: str


ObjectRef: TypeAlias = (
    ThisObject | TargetRef | Bound | AllMatching | ExiledWith | EnchantedOrEquipped
    | TriggeringObject | Chosen | TopCards | RestOf | SacrificedAsCost | HandOf
    | GraveyardOf | GrantingSource
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
    """The owner of the referenced object ("its owner's library")."""

    ref: ObjectRef


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


@dataclass(frozen=True, slots=True)
class EnchantedPlayer:
    """The player the source Aura enchants ("enchanted player", CR 303.4)."""


PlayerRef: TypeAlias = (
    You | TargetRef | EachOpponent | EachPlayer | OwnerOf | ControllerOf | DefendingPlayer
    | TriggeringPlayer | NeighbourPlayer | RandomPlayer | HighestRollers | EnchantedPlayer
    | ChosenPlayer
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
class AttackedPlayersCount:
    """How many players the source creature's controller is attacking ("for each player
    being attacked")."""


@dataclass(frozen=True, slots=True)
class GreatestAmong:
    """ "the greatest power among creatures you control": the greatest ``stat`` among the
    permanents matching ``filter`` (0 if there are none)."""

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
class CreaturesBlocking:
    """How many creatures are blocking the source creature, less ``beyond`` (never below 0):
    rampage's "for each creature blocking it beyond the first" (CR 702.23a)."""

    beyond: int = 0


Amount: TypeAlias = (
    Fixed | VarX | DieResult | CountOf | CardsIn | PowerOf | Plus | Times | CountersOn
    | CreaturesBlocking | LifeLostThisWay
    | SumOf | EventAmount | ResultCount | Minus | ResultDifference | DiceRolledThisTurn
    | AttackedPlayersCount | LifeTotal | StoredSameValue | CardTypesIn | SpellsCastLastTurn
    | SpellsCastBefore
    | GreatestAmong | AttractionsVisitedThisTurn | FlipsWon
    | PlayerCount
)

StatName = Literal["mana_value", "power", "toughness"]


@dataclass(frozen=True, slots=True)
class StatCheck:
    """Compare an object's ``stat`` with an amount known only in the game (see ObjectFilter)."""

    stat: StatName
    op: Comparison
    amount: Amount

# ---------------------------------------------------------------------------
# Targets
# ---------------------------------------------------------------------------

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
    ``"bargained"``, ``"gift_promised"``; read by the spell or the permanent it became."""

    option: Literal["kicked", "bargained", "gift_promised", "evoked", "dashed"]


TurnEventName = Literal[
    "creature_died", "you_attacked", "you_gained_life", "opponent_lost_life",
    "permanent_left_your_control", "you_cast_spell", "you_visited_attraction",
    "opponent_dealt_damage",
]


@dataclass(frozen=True, slots=True)
class HappenedThisTurn:
    """Something happened earlier this turn ("if a creature died this turn")."""

    event: TurnEventName


@dataclass(frozen=True, slots=True)
class PlayerStatus:
    """``You()`` hold a designation: the monarch (CR 722), the city's blessing
    (CR 702.131c); ``completed_dungeon``: "you've completed a dungeon" (CR 309.7);
    ``controls_commander``: "you control your commander" (CR 903.3d)."""

    status: Literal["monarch", "citys_blessing", "initiative", "completed_dungeon",
                    "controls_commander"]


@dataclass(frozen=True, slots=True)
class IsYourTurn:
    """It is ``You()``'s turn ("during your turn")."""


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
class Unearth:
    """Unearth's effect (CR 702.84a): "Return this card from your graveyard to the
    battlefield. It gains haste. Exile it at the beginning of the next end step. If it would
    leave the battlefield, exile it instead of putting it anywhere else."
    (grimoire.rules.unearth)"""


@dataclass(frozen=True, slots=True)
class HadNoCounters:
    """The source, as it last existed on the battlefield, "had no <kind> counters on it"
    (persist CR 702.79a, undying CR 702.93a; grimoire.rules.return_keywords)."""

    kind: str


@dataclass(frozen=True, slots=True)
class ControlledSinceLastUpkeep:
    """The source "came under your control since the beginning of your last upkeep"
    (echo, CR 702.30a; grimoire.rules.upkeep_costs)."""


@dataclass(frozen=True, slots=True)
class HasDesignation:
    """The source permanent is renowned or monstrous (CR 702.112b, 701.31b)."""

    designation: Literal["monstrous", "renowned"]


Condition: TypeAlias = (
    HasDesignation
    | ResultInRange | ObjectMatches | YouControl | AmountCompare | Not | CompareAmounts | AnyOf
    | RolledDoubles | ResultIn | PlayersExist | HasGreatestPower | AllOf | IsYourTurn | CastWith
    | HappenedThisTurn | PlayerStatus | Unimplemented
    | NotedOnSource | WonFlip | RolledThisTurn | ControlledSinceLastUpkeep | HadNoCounters
    | SomePlayerLife
)

# ---------------------------------------------------------------------------
# Effects
# ---------------------------------------------------------------------------

Duration = Literal["end_of_turn", "permanent", "while_source", "until_your_next_turn"]
"""``until_your_next_turn``: ends as the resolving ability's controller's next turn begins
(CR 611.2a); only :class:`ModifyPowerToughness` has it."""
LibraryPlace = Literal["top", "bottom", "beneath_top", "shuffled"]


@dataclass(frozen=True, slots=True)
class Sequence:
    """Steps done in order ("..., then ...", sentences of one ability)."""

    steps: tuple[Effect, ...]


@dataclass(frozen=True, slots=True)
class MayDo:
    """ "You may ...": ``who`` chooses whether to do ``effect``; sets the ``did`` flag."""

    effect: Effect
    who: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class IfDid:
    """ "If you do, ..." / "Otherwise, ...": branch on the ``did`` flag of the previous step."""

    then: Effect | None
    otherwise: Effect | None = None


@dataclass(frozen=True, slots=True)
class Conditional:
    """ "If <condition>, ..." evaluated as the effect resolves."""

    condition: Condition
    then: Effect
    otherwise: Effect | None = None


@dataclass(frozen=True, slots=True)
class Mode:
    """One mode of a modal spell or ability, with its own targets (CR 700.2)."""

    effect: Effect
    targets: tuple[TargetSpec, ...] = ()


@dataclass(frozen=True, slots=True)
class Modal:
    """ "Choose one —" (or more): modes are chosen as it is put on the stack (CR 700.2a)."""

    modes: tuple[Mode, ...]
    min_choices: int = 1
    max_choices: int = 1
    repeatable: bool = False
    """ "You may choose the same mode more than once." (CR 700.2d)"""


@dataclass(frozen=True, slots=True)
class DealDamage:
    """``source`` deals ``amount`` damage to ``recipient`` (an object or a player);
    ``no_regenerate``: "A creature dealt damage this way can't be regenerated this turn"
    (CR 701.15c)."""

    amount: Amount
    recipient: ObjectRef | PlayerRef
    source: ObjectRef = field(default_factory=ThisObject)
    no_regenerate: bool = False


@dataclass(frozen=True, slots=True)
class DrawCards:
    """A player draws cards (CR 121)."""

    amount: Amount
    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class GainLife:
    """A player gains life (CR 119.3)."""

    amount: Amount
    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class LoseLife:
    """A player loses life (CR 119.3)."""

    amount: Amount
    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class TokenSpec:
    """What a token is (CR 111.3): its characteristics and its rules text.

    ``abilities`` are compiled from ``rules_text`` by the compiler; predefined tokens
    (Treasure, Food, Clue, CR 111.10) are ordinary specs built from their reminder text.
    """

    name: str
    card_types: tuple[str, ...]
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    rules_text: str = ""
    abilities: tuple[Ability, ...] = ()


@dataclass(frozen=True, slots=True)
class CreateTokens:
    """Create ``amount`` tokens of ``token`` under ``controller``'s control (CR 111.2)."""

    amount: Amount
    token: TokenSpec
    controller: PlayerRef = field(default_factory=You)
    tapped: bool = False
    bind: str | None = None


@dataclass(frozen=True, slots=True)
class Destroy:
    """Destroy permanents (CR 701.7); ``no_regenerate``: "It can't be regenerated"
    (CR 701.15c)."""

    what: ObjectRef
    no_regenerate: bool = False


@dataclass(frozen=True, slots=True)
class Exile:
    """Exile objects (CR 701.13). ``linked``: remember them as exiled with the source (CR 607)."""

    what: ObjectRef
    linked: bool = True
    bind: str | None = None
    """Bind the exiled card(s) — new objects, CR 400.7 — for "that card" in later steps."""
    until_source_leaves: bool = False
    """ "exile ... until ~ leaves the battlefield" (CR 610.3): return them when it leaves."""


@dataclass(frozen=True, slots=True)
class ReturnToHand:
    """Return objects to their owners' hands."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class PutIntoLibrary:
    """Put objects into their owners' libraries (CR 401).

    ``place="beneath_top"`` puts each just beneath the top ``depth`` cards; per Underdark
    Rift's ruling, if the library has fewer than ``depth`` cards it goes on the bottom.
    """

    what: ObjectRef
    place: LibraryPlace
    depth: Amount | None = None
    order: Literal["any", "random"] = "any"
    """With several cards: the owner orders them ("in any order") or they go in a random
    order ("in a random order", through the game's RNG)."""


@dataclass(frozen=True, slots=True)
class PutOntoBattlefield:
    """Put objects onto the battlefield under ``controller``'s control (CR 110.2)."""

    what: ObjectRef
    controller: PlayerRef = field(default_factory=You)
    tapped: bool = False
    counters: tuple[CounterSpec, ...] = ()
    """ "with N +1/+1 counters on it" (it enters with them, CR 614.1c)."""
    transformed: bool = False
    """ "return it to the battlefield transformed": back face up (CR 712.14a)."""


@dataclass(frozen=True, slots=True)
class CounterSpec:
    """``amount`` counters of ``kind`` (for "enters with" / "with ... counters on it")."""

    kind: str
    amount: Amount


@dataclass(frozen=True, slots=True)
class PutIntoHand:
    """Put objects into their owners' hands (from any zone)."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class PutIntoGraveyard:
    """Put objects into their owners' graveyards (not "dies" unless from the battlefield)."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class SacrificePermanents:
    """``player`` sacrifices ``count`` permanents matching ``filter`` (CR 701.17)."""

    player: PlayerRef
    filter: ObjectFilter
    count: Amount = field(default_factory=lambda: Fixed(1))
    bind: str | None = None
    """Bind the sacrificed creatures' new objects in the graveyards (CR 400.7; last known
    information for their characteristics, CR 608.2h) for "put into a graveyard this way"."""
    greatest_power: bool = False
    """ "a creature with the greatest power among creatures that player controls"."""


@dataclass(frozen=True, slots=True)
class SacrificeThis:
    """The source's controller sacrifices it ("sacrifice this creature")."""


@dataclass(frozen=True, slots=True)
class Discard:
    """A player discards cards (CR 701.9); ``random`` for "at random"; ``what``: the
    particular cards ("That player discards that card")."""

    amount: Amount
    player: PlayerRef = field(default_factory=You)
    random: bool = False
    what: ObjectRef | None = None


@dataclass(frozen=True, slots=True)
class TapPermanents:
    """Tap (or untap, with ``untap=True``) objects (CR 701.21)."""

    what: ObjectRef
    untap: bool = False


@dataclass(frozen=True, slots=True)
class PutCounters:
    """Put ``amount`` counters of ``kind`` ("+1/+1", "charge") on objects (CR 122)."""

    kind: str
    amount: Amount
    what: ObjectRef = field(default_factory=ThisObject)


@dataclass(frozen=True, slots=True)
class RemoveCounters:
    """Remove counters of ``kind`` from objects."""

    kind: str
    amount: Amount
    what: ObjectRef = field(default_factory=ThisObject)


@dataclass(frozen=True, slots=True)
class ModifyPowerToughness:
    """ "gets +N/+M until end of turn" (a continuous effect from a resolving ability, CR 611.2)."""

    what: ObjectRef
    power: Amount
    toughness: Amount
    duration: Duration = "end_of_turn"


@dataclass(frozen=True, slots=True)
class GrantKeywords:
    """ "gains flying until end of turn"."""

    what: ObjectRef
    keywords: tuple[str, ...]
    duration: Duration = "end_of_turn"
    until_roll: int | None = None
    """ "until end of turn, or until any player rolls a 1, whichever comes first": the
    effect also ends when any player rolls this result (grimoire.rules.roll_duration)."""


@dataclass(frozen=True, slots=True)
class LibraryLook:
    """Scry, surveil or mill N (CR 701.18, 701.42, 701.13b); ``reorder``: "look at the top
    N cards of <player's> library, then put them back in any order" (you choose the order,
    CR 608.2c; no card leaves the top)."""

    kind: Literal["scry", "surveil", "mill", "reorder"]
    amount: Amount
    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class SearchLibrary:
    """ "Search your library for <filter> card(s)" (CR 701.19).

    Found cards are bound under ``bind`` and moved to ``destination`` (or left for later
    steps to move when ``destination`` is None). ``reveal`` shows them to all players.
    Shuffling is a separate :class:`Shuffle` step, as the text says.
    """

    filter: ObjectFilter = field(default_factory=ObjectFilter)
    count: Amount = field(default_factory=lambda: Fixed(1))
    player: PlayerRef = field(default_factory=You)
    destination: ZoneName | None = None
    tapped: bool = False
    reveal: bool = False
    bind: str = "found"


@dataclass(frozen=True, slots=True)
class SearchZones:
    """ "Search your graveyard, hand, and/or library for <filter> card(s)", "Search target
    player's library for three cards" (CR 701.19a): ``player`` searches ``owner``'s zones
    (None: their own). ``either`` ("and/or"): the searcher chooses whether to search the
    library too. Found cards are bound under ``bind`` and moved to ``destination`` (under
    the searcher's control, tapped if ``tapped``). ``shuffle``: "If you search your library
    this way, shuffle" (CR 701.20a). See :mod:`grimoire.effects.search_zones`."""

    zones: tuple[ZoneName, ...]
    filter: ObjectFilter = field(default_factory=ObjectFilter)
    count: Amount = field(default_factory=lambda: Fixed(1))
    player: PlayerRef = field(default_factory=You)
    owner: PlayerRef | None = None
    either: bool = False
    destination: ZoneName | None = None
    tapped: bool = False
    reveal: bool = False
    shuffle: bool = False
    bind: str = "found"
    up_to: bool = False
    """ "up to seven cards": the searcher may find fewer (CR 701.19d: else exactly that
    many, as many as possible)."""
    same_name_as: ObjectRef | None = None
    """ "cards with the same name as that spell": only cards with that object's name (its
    last known information, CR 608.2h); with ``every`` the count is "all" / "any number"."""
    every: bool = False
    """ "all cards" / "any number of cards" (with ``up_to``): no count; "all" must find every
    such card in a public zone (CR 701.19b lets a hidden zone's be left)."""


@dataclass(frozen=True, slots=True)
class Shuffle:
    """A player shuffles their library (CR 701.20)."""

    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class CounterSpell:
    """Counter a spell or ability (CR 701.5)."""

    what: ObjectRef
    exile_instead: bool = False
    """ "If that spell is countered this way, exile it instead of putting it into its
    owner's graveyard" (CR 614.1a)."""


@dataclass(frozen=True, slots=True)
class Fight:
    """Two creatures fight (CR 701.14)."""

    first: ObjectRef
    second: ObjectRef


# --- mana --------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AddMana:
    """Add fixed mana: ``symbols=("G", "G")`` is "Add {G}{G}" (CR 106.4)."""

    symbols: tuple[str, ...]
    amount: Amount = field(default_factory=lambda: Fixed(1))
    """How many times to add ``symbols`` ("Add {G} for each ...")."""
    player: PlayerRef = field(default_factory=You)
    """Who adds the mana ("its controller adds {G}{G}")."""
    spend_only: ObjectFilter | None = None
    """ "Spend this mana only to cast <filter> spells" (CR 106.6)."""


@dataclass(frozen=True, slots=True)
class AddManaChoice:
    """Add mana of a chosen color/type.

    ``count`` mana, each of one of ``options`` (a color or "C"); ``same``: all of one chosen
    type ("three mana of any one color"); ``different``: pairwise different ("two mana of
    different colors").
    """

    options: tuple[str, ...]
    count: Amount = field(default_factory=lambda: Fixed(1))
    same: bool = False
    different: bool = False
    player: PlayerRef = field(default_factory=You)
    spend_only: ObjectFilter | None = None
    """ "Spend this mana only to cast <filter> spells" (CR 106.6)."""


@dataclass(frozen=True, slots=True)
class AddManaCouldProduce:
    """ "Add one mana of any color/type that <filter> could produce" (CR 106.7).

    ``kind="type"`` allows colorless; ``kind="color"`` only colors.
    """

    filter: ObjectFilter
    kind: Literal["color", "type"] = "color"
    count: Amount = field(default_factory=lambda: Fixed(1))


@dataclass(frozen=True, slots=True)
class AddManaCommanderIdentity:
    """ "Add one mana of any color in your commander's color identity" (CR 903.4, 903.4f:
    nothing when you have no commander)."""

    count: Amount = field(default_factory=lambda: Fixed(1))


@dataclass(frozen=True, slots=True)
class AddManaLikeProduced:
    """ "adds one mana of any type that land produced" (a triggered mana ability on "tapped
    for mana", CR 106.12a, 605.1b): ``count`` mana of one type the triggering permanent
    just produced, added by ``player``."""

    player: PlayerRef = field(default_factory=You)
    count: Amount = field(default_factory=lambda: Fixed(1))


@dataclass(frozen=True, slots=True)
class AddManaChosenColor:
    """ "adds one mana of the chosen color" (the color chosen as the source entered)."""

    count: Amount = field(default_factory=lambda: Fixed(1))
    player: PlayerRef = field(default_factory=You)


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


@dataclass(frozen=True, slots=True)
class LookAt:
    """ "Look at <objects>" (hidden from the other players); binds them under ``bind``."""

    what: ObjectRef
    bind: str = "looked"


@dataclass(frozen=True, slots=True)
class MayPlay:
    """ "You may play <cards> this turn" (a permission to play them from where they are,
    CR 601.2 / 305.1 timing still applies); ``duration`` says until when."""

    what: ObjectRef
    duration: Duration = "end_of_turn"


@dataclass(frozen=True, slots=True)
class ExtraLandPlay:
    """ "You may play an additional land this turn" (CR 305.2): ``player`` may play
    ``count`` more lands this turn."""

    player: PlayerRef = field(default_factory=You)
    count: int = 1


@dataclass(frozen=True, slots=True)
class DoesntUntap:
    """ "<it> doesn't untap during its controller's next untap step" (CR 502.3)."""

    what: ObjectRef


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


# --- everything else -----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ForEach:
    """Do ``effect`` once for each player in ``players`` (``You()`` inside means that player)."""

    players: PlayerRef
    effect: Effect


# --- control, copies of permanents, combat requirements, game end -------------------

ControlDuration = Literal["permanent", "end_of_turn", "end_of_your_next_turn"]


@dataclass(frozen=True, slots=True)
class GainControl:
    """``player`` gains control of ``what`` (CR 613.1b, layer 2) for ``duration``."""

    what: ObjectRef
    player: PlayerRef = field(default_factory=You)
    duration: ControlDuration = "permanent"


@dataclass(frozen=True, slots=True)
class PutOnTopOrBottom:
    """ "<chooser> puts it on their choice of the top or bottom of their library"."""

    what: ObjectRef
    chooser: PlayerRef


@dataclass(frozen=True, slots=True)
class CreateTokenCopy:
    """Create tokens that are copies of ``of`` (CR 707.2, 111.1), with exceptions (CR 707.9):
    ``nonlegendary`` ("except it's not legendary"), ``extra_abilities`` ("and it has ...").
    ``tapped_and_attacking`` puts them onto the battlefield attacking (CR 508.4)."""

    of: ObjectRef
    amount: Amount = field(default_factory=lambda: Fixed(1))
    controller: PlayerRef = field(default_factory=You)
    tapped_and_attacking: bool = False
    nonlegendary: bool = False
    extra_abilities: tuple[Ability, ...] = ()
    bind: str | None = None


@dataclass(frozen=True, slots=True)
class Myriad:
    """Myriad's effect (CR 702.116a): for each opponent other than the defending player, you
    may create a token copy of this creature tapped and attacking that player; the tokens
    are exiled at end of combat (:mod:`grimoire.rules.myriad`)."""


@dataclass(frozen=True, slots=True)
class Animate:
    """``what`` becomes a ``power``/``toughness`` creature with ``card_types``, ``subtypes``
    and ``keywords`` for ``duration`` (CR 613.1d layer 4, 613.4b layer 7b, 613.1f layer 6);
    it keeps its other types ("becomes an X/X Insect artifact creature with flying")."""

    what: ObjectRef
    power: Amount
    toughness: Amount
    card_types: tuple[str, ...] = ("creature",)
    subtypes: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    duration: Duration = "end_of_turn"
    colors: tuple[str, ...] = ()
    """ "becomes a 3/3 green Ape creature": its color becomes these (CR 613.1e, layer 5)."""


@dataclass(frozen=True, slots=True)
class AttachToPlayer:
    """Attach the source Aura (``what``) to a player (CR 701.3, 303.4: "enchant player")."""

    what: ObjectRef
    to: PlayerRef


@dataclass(frozen=True, slots=True)
class MustBlock:
    """ "<creatures> block this turn if able" (a requirement, CR 509.1c)."""

    what: ObjectRef
    duration: Duration = "end_of_turn"


@dataclass(frozen=True, slots=True)
class ControlBlocks:
    """ "You choose which creatures block this turn and how those creatures block"
    (``player`` makes the blocking declarations this turn instead of the defending
    player(s), CR 509.1)."""

    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class CantAttackPlayers:
    """``what`` can't attack ``players`` or planeswalkers they control until end of combat
    (a restriction, CR 508.1c)."""

    what: ObjectRef
    players: PlayerRef


@dataclass(frozen=True, slots=True)
class DelayedTrigger:
    """Create a delayed triggered ability (CR 603.7): when ``trigger`` happens (to ``watch``
    if given, an object the effect bound), do ``effect`` once."""

    trigger: Trigger
    effect: Effect
    watch: ObjectRef | None = None


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
class RemoveAllCounters:
    """Remove all counters of ``kind`` from objects."""

    kind: str
    what: ObjectRef = field(default_factory=ThisObject)


@dataclass(frozen=True, slots=True)
class ReflexiveTrigger:
    """ "When you do, <effect>" (CR 603.12): a reflexive triggered ability, created if the
    previous step was done (the ``did`` flag); its ``targets`` are chosen when it is put on
    the stack, after the rest of the resolution."""

    effect: Effect
    targets: tuple[TargetSpec, ...] = ()


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
    instead tap it, remove it from combat and remove all damage from it."""

    what: ObjectRef = field(default_factory=ThisObject)


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


@dataclass(frozen=True, slots=True)
class CombatRestriction:
    """ "<it> can't block this turn" / "can't be blocked this turn" (CR 508.1c, 509.1b) for
    ``duration``."""

    what: ObjectRef
    rule: CombatRule
    duration: Duration = "end_of_turn"


@dataclass(frozen=True, slots=True)
class RevealHand:
    """``player`` reveals their hand (CR 701.16a)."""

    player: PlayerRef


@dataclass(frozen=True, slots=True)
class TapOrUntap:
    """ "tap or untap <objects>": the controller chooses, for each, tap or untap (CR 701.21)."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class CopySpell:
    """Copy a spell on the stack (CR 707.10); with ``new_targets`` the copy's controller may
    choose new targets for it (CR 707.10c). The copy is bound as ``bind``."""

    what: ObjectRef
    new_targets: bool = False
    bind: str = "copy"


@dataclass(frozen=True, slots=True)
class NextRollReplacement:
    """ "The next time <player> would roll <dice> this turn, instead they roll that many
    plus ``extra`` and <chooser> chooses one to ignore" (a one-shot replacement effect,
    CR 614.1a, 706.6); ``use_total``: "instead roll two dN and use the total"."""

    player: PlayerRef
    extra: int = 1
    sides: int | None = None
    chooser: PlayerRef = field(default_factory=You)
    use_total: bool = False
    this_turn: bool = True
    """ "this turn": the replacement ends with the turn if unused (else: until used)."""


@dataclass(frozen=True, slots=True)
class RerollStored:
    """Reroll any number (chosen by ``You()``) of the stored results of ``what``
    (CR 706.8b)."""

    what: ObjectRef = field(default_factory=ThisObject)


@dataclass(frozen=True, slots=True)
class FlipCoin:
    """ "Flip a coin" (CR 705): the flipper calls heads or tails and wins the flip if the
    coin comes up that way (CR 705.2); "If you win/lose the flip" read it
    (:class:`WonFlip`)."""

    player: PlayerRef = field(default_factory=You)
    until_lost: bool = False
    """ "Flip a coin until you lose a flip": flip again after each won flip
    (:class:`FlipsWon` counts the won ones)."""


@dataclass(frozen=True, slots=True)
class InstallResults:
    """ "Install the result on ~" / "Uninstall all results from ~" (``uninstall``): put the
    die just rolled on the permanent, or take all its dice off (the card's reminder "Put the
    die on this card"; kept as its stored results, CR 706.8a)."""

    what: ObjectRef = field(default_factory=ThisObject)
    uninstall: bool = False


@dataclass(frozen=True, slots=True)
class RolledDieBecomesToken:
    """ "Roll a six-sided die. It becomes a green Die creature token with power and toughness
    each equal to its result" (Pippa, Duchess of Dice; its ruling: the die rolled
    represents the token): a ``token`` whose power and toughness are the result, and which
    is a die that "reroll any die" can reroll (:mod:`grimoire.rules.die_creatures`)."""

    token: TokenSpec


@dataclass(frozen=True, slots=True)
class RerollAnyDie:
    """ "Reroll any die" / "Reflip any coin or reroll any die" (Goblin Bookie, Pippa; the
    reminder "Activate only any time it makes sense"): a reroll (CR 706.2b) of a die whose
    roll is current; ``coins``: a coin flip's reflip too (CR 705)."""

    coins: bool = False


@dataclass(frozen=True, slots=True)
class EntersTappedEffect:
    """ "Until your next turn, <filter> enter tapped" (a replacement effect created by a
    resolving spell, CR 614.1c, 611.2)."""

    filter: ObjectFilter
    duration: Literal["until_your_next_turn", "end_of_turn"] = "until_your_next_turn"


KeywordActionName = Literal[
    "adapt", "explore", "venture", "learn", "ring_tempts", "incubate", "amass", "bolster",
    "support", "populate", "discover", "connive", "take_initiative", "detain", "manifest_dread",
    "extra_turn", "manifest", "cloak",
]


@dataclass(frozen=True, slots=True)
class KeywordAction:
    """A keyword action of CR 701 with no other IR node, done as the rules define it:
    adapt N (701.43a), explore (701.40a), venture into the dungeon (701.46), learn
    (701.45a), the Ring tempts you (701.52a), incubate N (701.51a), amass <subtype> N
    (701.44a), bolster N (701.33a), support N (701.35a), populate (701.30a), discover N
    (701.55a), connive (701.47a), detain (701.29a), manifest dread (701.60); manifest
    (701.34a) and cloak (701.56a) the top card of your library;
    take the initiative (CR 723); take an extra turn after this one (CR 500.7).

    ``what``: the permanent that explores/connives or the detained object; ``amount``: N;
    ``subtype``: the amass subtype.
    """

    action: KeywordActionName
    amount: Amount | None = None
    what: ObjectRef | None = None
    subtype: str | None = None
    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class SwitchPowerToughness:
    """Switch a creature's power and toughness (CR 613.4d, layer 7d) for ``duration``."""

    what: ObjectRef
    duration: Duration = "end_of_turn"


@dataclass(frozen=True, slots=True)
class BecomeCharacteristics:
    """A resolving spell or ability's layered changes to ``what`` for ``duration`` (CR 611.2c:
    the objects are fixed as it resolves): "loses all abilities" (layer 6), "becomes a blue
    Frog" (creature types replaced, layer 4; color, layer 5), "has base power and toughness
    1/1" (7b), "gains all creature types" (layer 4, CR 205.3m)."""

    what: ObjectRef
    lose_all_abilities: bool = False
    creature_subtypes: tuple[str, ...] | None = None
    colors: tuple[str, ...] | None = None
    base_power: Amount | None = None
    base_toughness: Amount | None = None
    all_creature_types: bool = False
    duration: Duration = "end_of_turn"


@dataclass(frozen=True, slots=True)
class LoseKeywords:
    """ "<it> loses flying until end of turn" (CR 613.1f, layer 6)."""

    what: ObjectRef
    keywords: tuple[str, ...]
    duration: Duration = "end_of_turn"


@dataclass(frozen=True, slots=True)
class ProtectionFromChosenColor:
    """ "<it> gains protection from the color of your choice until end of turn" (CR 702.16):
    ``You()`` choose a color as it resolves."""

    what: ObjectRef
    duration: Duration = "end_of_turn"


@dataclass(frozen=True, slots=True)
class DealDividedDamage:
    """ "~ deals N damage divided as you choose among <targets>" (CR 601.2d: the division is
    announced as the spell is cast; each target gets at least 1)."""

    amount: Amount
    recipients: TargetRef
    source: ObjectRef = field(default_factory=ThisObject)


@dataclass(frozen=True, slots=True)
class SacrificeObjects:
    """Particular permanents are sacrificed by their controllers ("sacrifice it", "sacrifice
    that token", CR 701.17a); objects no longer on the battlefield are ignored."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class Reveal:
    """Reveal cards (CR 701.16a): every player sees them; they stay where they are. They are
    bound under ``bind`` for later steps ("put that card into your hand")."""

    what: ObjectRef
    bind: str | None = None


@dataclass(frozen=True, slots=True)
class PlayerCounters:
    """``player`` gets ``amount`` counters of ``kind`` ("gets a poison counter", CR 122.1)."""

    kind: str
    amount: Amount
    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class EndTheTurn:
    """End the turn (CR 721.1)."""


@dataclass(frozen=True, slots=True)
class SkipNextTurn:
    """``player`` skips their next turn (CR 500.11)."""

    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class ClassLevelUp:
    """ "This Class's level becomes ``level``": the effect of a class level bar's activated
    ability (CR 716.2a); the engine derives that ability from :class:`ClassLevel`."""

    level: int


@dataclass(frozen=True, slots=True)
class ChooseObjects:
    """ "[You may] choose a creature": make the choice now (CR 608.2d) and bind it under
    ``what.bind``, for "each creature not chosen this way" (``ObjectFilter.excluding``)."""

    what: Chosen


@dataclass(frozen=True, slots=True)
class RepeatProcess:
    """Do ``effect``; then, if ``condition`` holds, do it all again ("create a Dragon and
    roll a d20. If you roll a 20, repeat this process.")."""

    effect: Effect
    condition: Condition
    max_repeats: int | None = None
    """ "repeat this process once": at most this many repeats (None: no limit)."""


@dataclass(frozen=True, slots=True)
class ExileIfDiesThisTurn:
    """ "If that creature would die this turn, exile it instead" (CR 614.1a, 700.4): a
    replacement for the rest of the turn; ``damaged_only``: "a creature dealt damage this
    way" (only those ``what`` that this source dealt damage to this turn)."""

    what: ObjectRef
    damaged_only: bool = False


@dataclass(frozen=True, slots=True)
class GetEmblem:
    """ "You get an emblem with "<ability>"" (CR 114.1): ``player`` gets an emblem, an
    object in the command zone with these abilities (CR 114.2, 114.4). See
    :mod:`grimoire.rules.emblems`."""

    abilities: tuple[Ability, ...]
    player: PlayerRef = field(default_factory=lambda: You())
    text: str = ""
    """The quoted rules text, as the emblem shows it."""


@dataclass(frozen=True, slots=True)
class Planeswalk:
    """The planar controller planeswalks (CR 701.24b): each face-up plane and phenomenon goes
    to the bottom of its owner's planar deck, then the top card of their planar deck is
    turned face up. ``from_die``: the planeswalking ability of a planar die roll (CR 901.8),
    which "chaos ensues instead" effects replace. See :mod:`grimoire.rules.planechase`."""

    from_die: bool = False


@dataclass(frozen=True, slots=True)
class RevealPlanarTop:
    """ "reveal the top card of your planar deck" (CR 701.16a, on a planar deck)."""


@dataclass(frozen=True, slots=True)
class PlanarTopToBottom:
    """ "put it on the bottom of your planar deck": the top card of your planar deck."""


@dataclass(frozen=True, slots=True)
class PlanarRule:
    """A rule change of the planar die made by a resolving ability (CR 611.2):
    ``blank_is_chaos``: "each blank roll of the planar die is a {CHAOS} roll until a player
    planeswalks away from a plane" (Chaotic Aether); ``walk_is_chaos``: "until your next
    turn, if a player would planeswalk as a result of rolling the planar die, chaos ensues
    instead" (Fixed Point in Time, a replacement effect, CR 614.1a)."""

    rule: Literal["blank_is_chaos", "walk_is_chaos"]


@dataclass(frozen=True, slots=True)
class ExtraLoyaltyActivations:
    """ "You may activate ~'s loyalty abilities N more times this turn": the source's loyalty
    abilities may be activated ``count`` more times this turn (CR 606.3 as an effect
    changes it)."""

    count: int


@dataclass(frozen=True, slots=True)
class DamageChosenRecipient:
    """ "~ deals N damage to a creature or player": the recipient is chosen by ``You()`` as
    the effect resolves, without targeting (CR 608.2d), among creatures on the battlefield
    and players."""

    amount: Amount
    source: ObjectRef = field(default_factory=ThisObject)


@dataclass(frozen=True, slots=True)
class ForEachObject:
    """ "For each <filter>, <effect>": ``effect`` once for each object matching ``filter``
    when this step begins, with ``Bound(bind)`` naming that object ("for each nonlegendary
    creature you control, create a token that's a copy of that creature")."""

    filter: ObjectFilter
    effect: Effect
    bind: str = "each"


@dataclass(frozen=True, slots=True)
class ChooseNewTargets:
    """ "You may choose new targets for that spell or ability" (CR 115.7d): ``You()`` may
    leave the targets of the spells or abilities ``what`` as they are or choose new legal
    ones (only the final set is checked, CR 115.7e). ``change``: "change the target of"
    (CR 115.7a): each target must be changed to another legal target if there is one."""

    what: ObjectRef
    change: bool = False


@dataclass(frozen=True, slots=True)
class CastPermission:
    """ "You may cast <it> [without paying its mana cost] for as long as it remains exiled[,
    and you may spend mana as though it were mana of any color to cast that spell]": ``You()``
    may cast the exiled card while it stays in exile (a new object has no permission, CR
    400.7). ``free``: without paying its mana cost (CR 118.9); ``any_mana``: ``"color"`` /
    ``"type"`` mana may be spent as though it were of any color / type (CR 609.4b); ``play``:
    "play" (a land may be played, CR 305.1)."""

    what: ObjectRef
    free: bool = False
    any_mana: Literal["", "color", "type"] = ""
    play: bool = False


@dataclass(frozen=True, slots=True)
class OnceEachTurn:
    """ "<you may do something>. Do this only once each turn.": ``effect`` is done only if it
    hasn't been done (its ``did`` flag set) for this source object yet this turn."""

    effect: Effect


@dataclass(frozen=True, slots=True)
class ExileUntil:
    """Each of ``player`` exiles cards from the top of their library until they exile a card
    matching ``filter`` (CR 701.11; an empty library stops it). The matches are bound under
    ``bind``; ``rest``: what happens to the other exiled cards ("then shuffles the rest into
    their library": ``"shuffle"``; ``"stay"`` in exile)."""

    filter: ObjectFilter
    player: PlayerRef = field(default_factory=You)
    bind: str = "found"
    rest: Literal["stay", "shuffle"] = "stay"
    revealed: str = "exiled_way"
    """Every card exiled this way (the match too) is bound under this name ("all cards
    exiled this way that weren't cast": :class:`RestOf` of it, as for :class:`RevealUntil`)."""


@dataclass(frozen=True, slots=True)
class SetX:
    """A results-table row "X is one.": X of the rest of the ability is ``value``."""

    value: int


@dataclass(frozen=True, slots=True)
class CastUpTo:
    """ "You may cast up to X <filter> spells from among <cards> [without paying their mana
    costs]": :class:`CastCard` of ``cast.what`` limited to ``count`` spells."""

    cast: CastCard
    count: Amount


@dataclass(frozen=True, slots=True)
class TargetToLowestRoller:
    """ "Change the target of that spell to the player with the lowest result" of the roll
    every player just made (CR 115.7a: only to another legal target); ``reroll_ties``:
    "Reroll to break ties, if necessary" (the tied players roll again until one is lowest)."""

    what: ObjectRef
    reroll_ties: bool = False


@dataclass(frozen=True, slots=True)
class CopyRepeatedly:
    """ "Copy it for each ...": ``copy`` done ``count`` times (CR 707.10)."""

    copy: CopySpell
    count: Amount


@dataclass(frozen=True, slots=True)
class NoteOnSource:
    """The source notes something (kept on the object, so a new object remembers nothing,
    CR 400.7): ``"total"`` / ``"total_this_turn"`` the total of this ability's roll ("note
    that total"; every roll of "for this ability" totals this turn); ``"no_upkeep_rolls"``
    "don't roll dice for ~ during any of your following upkeeps" (the source's upkeep
    roll abilities do nothing from then on)."""

    kind: NoteKind


Effect: TypeAlias = (
    Sequence | MayDo | IfDid | Conditional | Modal | DealDamage | DrawCards | GainLife | LoseLife
    | CreateTokens | Destroy | Exile | ReturnToHand | PutIntoLibrary | PutOntoBattlefield
    | PutIntoHand | PutIntoGraveyard | SacrificePermanents | SacrificeThis | Discard
    | TapPermanents | PutCounters | RemoveCounters | ModifyPowerToughness | GrantKeywords
    | LibraryLook | SearchLibrary | Shuffle | CounterSpell | Fight | AddMana | AddManaChoice
    | SearchZones
    | AddManaCouldProduce | RollDice | RollPlanarDie | RollAgain | CopyCard | CastCard | ForEach
    | AddManaLikeProduced | AddManaChosenColor | AddManaCommanderIdentity | Myriad | UnlessPays
    | LookAt
    | MayPlay | DoesntUntap
    | Attach | RevealUntil | Monstrosity | GainControl | PutOnTopOrBottom | CreateTokenCopy
    | BecomeCrewed | BecomeType | GainAbilities | StationCharge
    | Animate | AttachToPlayer | MustBlock | ControlBlocks | CantAttackPlayers | DelayedTrigger
    | LoseGame | WinGame | OpenAttraction | RollToVisit | ClaimThePrize | RepeatForResults
    | PhaseOut
    | SetMaxHandSize | RemoveAllCounters | SkipNextTurn | ReflexiveTrigger
    | SetBasePowerToughness | Assemble | Regenerate | Proliferate | Transform | GetEnergy
    | BecomeMonarch | PayCost | PreventDamage | CombatRestriction | RevealHand | TapOrUntap
    | CopySpell | NextRollReplacement | EndTheTurn | RerollStored | RerollAnyDie | FlipCoin
    | RolledDieBecomesToken | InstallResults
    | EntersTappedEffect
    | KeywordAction | SwitchPowerToughness | LoseKeywords | ProtectionFromChosenColor
    | BecomeCharacteristics
    | DealDividedDamage | Reveal | PlayerCounters | SacrificeObjects
    | ClassLevelUp
    | Planeswalk | RevealPlanarTop | PlanarTopToBottom | PlanarRule | GetEmblem
    | ChooseObjects | RepeatProcess | ExileIfDiesThisTurn
    | ExtraLoyaltyActivations | DamageChosenRecipient | Unearth
    | NoteOnSource | ForEachObject | ChooseNewTargets | CastPermission | OnceEachTurn
    | ExileUntil | SetX | CastUpTo | TargetToLowestRoller | CopyRepeatedly
    | ExtraLandPlay
    | Unimplemented
)

# ---------------------------------------------------------------------------
# Costs (CR 118, 602.1, 107.5, 107.6)
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TapCost:
    """{T}: tap this permanent (CR 107.5); needs it untapped and, for a creature, CR 302.6."""


@dataclass(frozen=True, slots=True)
class UntapCost:
    """{Q}: untap this permanent (CR 107.6); needs it tapped and, for a creature, CR 302.6."""


@dataclass(frozen=True, slots=True)
class SacrificeCost:
    """Sacrifice ``count`` permanents: the source (``this=True``), the object that granted
    this ability (``granter``, CR 201.5a: a :class:`GrantingSource`) or ones matching
    ``filter``."""

    this: bool = False
    filter: ObjectFilter = field(default_factory=ObjectFilter)
    count: int = 1
    granter: GrantingSource | None = None


@dataclass(frozen=True, slots=True)
class ExileCost:
    """Exile the source (``this=True``) or ``count`` cards matching ``filter`` from a zone."""

    this: bool = False
    filter: ObjectFilter = field(default_factory=ObjectFilter)
    count: int = 1


@dataclass(frozen=True, slots=True)
class PayEnergyCost:
    """Pay {E} ``count`` times: remove that many energy counters from yourself (CR 107.14)."""

    count: int = 1


@dataclass(frozen=True, slots=True)
class PayLifeCost:
    """Pay N life (CR 119.4): a player can pay life only up to their life total."""

    amount: Amount


@dataclass(frozen=True, slots=True)
class DiscardCost:
    """Discard ``count`` cards matching ``filter`` (``this=True``: discard this card)."""

    count: int = 1
    filter: ObjectFilter = field(default_factory=ObjectFilter)
    random: bool = False
    this: bool = False


@dataclass(frozen=True, slots=True)
class RevealCost:
    """Reveal ``count`` cards matching ``filter`` from your hand (the cards stay there):
    "you may reveal a Forest or Plains card from your hand" (CR 118.1, 701.16a)."""

    count: int = 1
    filter: ObjectFilter = field(default_factory=ObjectFilter)


@dataclass(frozen=True, slots=True)
class RemoveCountersCost:
    """Remove ``count`` counters of ``kind`` from the source (CR 122)."""

    kind: str
    count: int = 1


@dataclass(frozen=True, slots=True)
class UninstallCost:
    """ "Uninstall a 6 from ~": take an installed die showing ``value`` off the source (its
    reminder: "Put the die on this card"; installed results are kept as stored results,
    CR 706.8a)."""

    value: int


@dataclass(frozen=True, slots=True)
class ReturnToHandCost:
    """Return permanents you control to their owner's hand as a cost."""

    this: bool = False
    filter: ObjectFilter = field(default_factory=ObjectFilter)
    count: int = 1


@dataclass(frozen=True, slots=True)
class RollCost:
    """ "Roll a dN" as part of a cost; its result is bound for the effect."""

    sides: int


@dataclass(frozen=True, slots=True)
class TapUntappedCost:
    """ "Tap N untapped <filter> you control" as a cost (CR 118.3; a creature tapped this
    way need not have been under control since the turn began, CR 302.6 applies only to
    {T}/{Q} costs of its own abilities)."""

    filter: ObjectFilter
    count: int = 1


@dataclass(frozen=True, slots=True)
class TapPowerCost:
    """ "Tap any number of other untapped creatures you control with total power N or
    greater" (crew, CR 702.122a; saddle, CR 702.171a): the player chooses the creatures;
    ``role`` is what they do by being tapped ("crew" a Vehicle, CR 702.122b; "saddle" a
    Mount, CR 702.171c)."""

    power: int
    role: Literal["crew", "saddle"] = "crew"


@dataclass(frozen=True, slots=True)
class LoyaltyCost:
    """A loyalty symbol "[+1]", "[−6]", "[0]", "[−X]" (CR 606.4): put on (``amount`` > 0) or
    remove loyalty counters; ``amount=None`` with ``minus_x`` for "[−X]"."""

    amount: int | None
    minus_x: bool = False


CostPart: TypeAlias = (
    TapCost | UntapCost | SacrificeCost | ExileCost | PayLifeCost | PayEnergyCost | DiscardCost
    | RemoveCountersCost | ReturnToHandCost | RollCost | TapUntappedCost | LoyaltyCost
    | TapPowerCost | UninstallCost | RevealCost
    | Unimplemented
)


@dataclass(frozen=True, slots=True)
class Cost:
    """A whole cost: mana plus other parts, paid in any order the player likes (CR 601.2h)."""

    mana: ManaCost = field(default_factory=ManaCost)
    parts: tuple[CostPart, ...] = ()

    @property
    def has_tap(self) -> bool:
        """Whether the cost holds {T} (CR 106.12: abilities that "tap for mana")."""
        return any(isinstance(part, TapCost) for part in self.parts)

    @property
    def has_untap(self) -> bool:
        """Whether the cost holds {Q}."""
        return any(isinstance(part, UntapCost) for part in self.parts)


@dataclass(frozen=True, slots=True)
class AdditionalCost:
    """An additional cost to cast a spell (CR 118.8, 601.2b); ``optional`` for kicker-like costs."""

    cost: Cost
    optional: bool = False
    text: str = ""
    option: str = ""
    """The :class:`CastWith` option paying it sets ("kicked": CR 702.33a, 702.33d)."""


@dataclass(frozen=True, slots=True)
class AlternativeCost:
    """An alternative cost (CR 118.9): pay ``cost`` rather than the mana cost."""

    cost: Cost
    text: str = ""
    flashback: bool = False
    option: str = ""
    """The :class:`CastWith` option paying it sets ("evoked": CR 702.74a, "dashed":
    CR 702.109a)."""
    """CR 702.34a: cast from its owner's graveyard with this cost (and only from there);
    exiled instead of going anywhere else whenever it would leave the stack."""


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


@dataclass(frozen=True, slots=True)
class DiesTrigger:
    """ "When <this / a filter> dies" (put into a graveyard from the battlefield, CR 700.4)."""

    filter: ObjectFilter | None = None


@dataclass(frozen=True, slots=True)
class LeavesTrigger:
    """ "When <this / a filter> leaves the battlefield" (CR 603.6c)."""

    filter: ObjectFilter | None = None


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


@dataclass(frozen=True, slots=True)
class CombatDamageTrigger:
    """ "Whenever <this / a filter> deals combat damage [to a player]" (CR 510.3a)."""

    filter: ObjectFilter | None = None
    to_player: bool = False


@dataclass(frozen=True, slots=True)
class StepTrigger:
    """ "At the beginning of [your / each] <step>" (CR 603.6... 503.1a, 513.1a)."""

    step: StepName
    whose: Whose = "you"


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
    """ "Whenever you gain life"."""

    whose: Whose = "you"


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
class BecomesMonstrousTrigger:
    """ "When this creature becomes monstrous" (CR 701.31b)."""


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
    recipient: Literal["any", "player", "opponent", "creature"] = "any"
    """ "deals damage to a player / an opponent / a creature"."""
    combat_only: bool = False
    """ "deals combat damage to a creature"."""


BlockEvent = Literal[
    "blocks", "blocks_creature", "becomes_blocked", "becomes_blocked_by_creature",
    "blocks_or_becomes_blocked", "blocks_or_becomes_blocked_by_creature",
    "attacks_and_isnt_blocked",
]


@dataclass(frozen=True, slots=True)
class BlockTrigger:
    """Block triggers (CR 509.3a-g): "Whenever ~ blocks", "blocks a creature", "becomes
    blocked [by a creature]", "attacks and isn't blocked"; ``filter=None``: this object.
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


@dataclass(frozen=True, slots=True)
class PlayerActionTrigger:
    """ "When you cycle this card" (CR 702.29c), "Whenever you cycle or discard a card"
    (CR 702.29d), "Whenever you discard a card", "Whenever you scry", "Whenever you attack"
    (you attack with one or more creatures), "Whenever <player> draws their Nth card each
    turn"; ``nth_each_turn`` for the latter."""

    action: Literal[
        "cycle_this", "cycle_or_discard", "discard", "scry", "surveil", "attack", "draw"
    ]
    whose: Whose = "you"
    nth_each_turn: int | None = None


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
    grimoire.rules.counter_triggers)."""

    kind: str = "time"


Trigger: TypeAlias = (
    LastCounterRemovedTrigger
    | EntersTrigger | DiesTrigger | LeavesTrigger | AttacksTrigger | CombatDamageTrigger
    | StepTrigger | CastTrigger | DiceRolledTrigger | TappedForManaTrigger | LifeGainTrigger
    | DrawTrigger | SacrificeTrigger | BecomesMonstrousTrigger | DamageTrigger | CrewedTrigger
    | CrewsTrigger
    | VisitRollTrigger | VisitTrigger | EndOfCombatTrigger | ChaosEnsuesTrigger | CrankTrigger
    | PhasedTrigger | AttractionVisitedTrigger
    | CastThisTrigger | BlockTrigger | StateChangeTrigger | PlayerActionTrigger
    | PlaneswalkToTrigger | PlanarFaceTrigger | EitherTrigger | RoomTrigger
    | DungeonCompletedTrigger | CoinFlipTrigger
    | ExiledOwnerStepTrigger | ChapterTrigger | DayNightTrigger | TransformsTrigger
    | Unimplemented
)

# ---------------------------------------------------------------------------
# Static abilities and replacement effects (CR 604, 613, 614)
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PowerToughnessBoost:
    """ "<filter> get +N/+M [and have <keywords>]" (a static, CR 613.4c / 613.1f)."""

    filter: ObjectFilter
    power: int
    toughness: int
    keywords: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class EntersTapped:
    """ "This permanent enters tapped" (a replacement, CR 614.1c)."""


@dataclass(frozen=True, slots=True)
class EntersWithCounters:
    """ "enters with N <kind> counters" (CR 614.1c); X uses the spell's X (CR 107.3i exception)."""

    kind: str
    amount: Amount
    roll: RollDice | None = None
    """ "As this creature enters, roll X d6. It enters with ... equal to the total": the roll
    made first, whose result ``amount`` reads (CR 614.1c)."""


@dataclass(frozen=True, slots=True)
class AsEntersChoose:
    """ "As this permanent enters, choose a color" (a replacement, CR 614.12); the choice is
    remembered by the permanent ("the chosen color")."""

    kind: Literal["color", "creature_type", "player", "opponent", "card_name"]


@dataclass(frozen=True, slots=True)
class OpeningHandStart:
    """ "If this card is in your opening hand, you may begin the game with it on the
    battlefield" (CR 103.6)."""


@dataclass(frozen=True, slots=True)
class CanBeCommander:
    """ "~ can be your commander" (CR 903.3a): a deck-construction rule that functions
    before the game begins (CR 113.6n); it changes nothing during a game."""


@dataclass(frozen=True, slots=True)
class RollReplacement:
    """ "If you would roll a dN, instead roll that many plus ``extra`` and ignore ..." (CR 706.6).

    ``keep``: "highest" (ignore the lowest), "lowest" (ignore the highest) or "choose"
    (Krark's Other Thumb: ignore one of your choice). ``sides=None``: any die.
    """

    extra: int
    keep: Literal["highest", "lowest", "choose"]
    sides: int | None = None
    whose: Whose = "you"
    planar: bool = False
    """It replaces rolls of the planar die ("one or more planar dice", CR 901.9)."""
    each_die: bool = False
    """It replaces each die's roll ("instead roll two of those dice and ignore one"), not
    the whole roll ("instead roll that many dice plus one")."""


@dataclass(frozen=True, slots=True)
class RollBonus:
    """ "Whenever you roll a die, add N to the result" style static modifier (CR 706.2)."""

    amount: Amount
    sides: int | None = None
    whose: Whose = "you"


@dataclass(frozen=True, slots=True)
class ManaReplacement:
    """A replacement on "tapped for mana" (CR 106.12b): ``multiplier`` (Mana Reflection) or
    ``becomes`` (Contamination: produces {B} instead)."""

    filter: ObjectFilter
    multiplier: int = 1
    becomes: tuple[str, ...] = ()


ReplacedZone = Literal["exile", "shuffle"]


@dataclass(frozen=True, slots=True)
class GraveyardReplacement:
    """ "If a card [or token] would be put into <whose> graveyard from anywhere, exile it
    instead" (CR 614.1a, 614.6); ``this_object``: "If ~ would be put into a graveyard from
    anywhere" (it functions from every zone); ``instead``: exile it, or "reveal ~ and
    shuffle it into its owner's library"."""

    whose: Literal["any", "you", "opponent"] = "any"
    tokens: bool = False
    filter: ObjectFilter | None = None
    this_object: bool = False
    instead: ReplacedZone = "exile"
    dies: bool = False
    """ "If <a creature> would die" (CR 700.4): only from the battlefield; ``filter`` is
    matched there (its controller, token or not)."""


@dataclass(frozen=True, slots=True)
class TokenReplacement:
    """ "If an effect would create one or more tokens under your control, it creates
    twice that many of those tokens instead" (CR 614.1a, 111.1)."""

    multiplier: int = 2


@dataclass(frozen=True, slots=True)
class CounterReplacement:
    """ "If an effect would put one or more counters on a permanent you control, it puts
    twice that many ... instead"; "If one or more +1/+1 counters would be put on a creature
    you control, that many plus one ... instead" (CR 614.1a, 122.6). ``kind`` None: any
    kind of counter."""

    filter: ObjectFilter
    kind: str | None = None
    multiplier: int = 1
    plus: int = 0
    effects_only: bool = False
    """ "If an effect would put": not counters put as a cost (a loyalty ability's +1,
    Doubling Season's ruling)."""


@dataclass(frozen=True, slots=True)
class DamageReplacement:
    """ "If a source [you control] would deal damage to a permanent or player, it deals
    double that damage ... instead" (CR 614.1a, 120). ``source``/``recipient``: "you" /
    "opponent" / "any" (recipient "opponent": an opponent or a permanent one controls)."""

    multiplier: int = 2
    source: Literal["any", "you"] = "any"
    recipient: Literal["any", "opponent"] = "any"


@dataclass(frozen=True, slots=True)
class LifeGainReplacement:
    """ "If you would gain life, you gain twice that much life instead" / "that much life
    plus N instead" (CR 614.1a, 119.3)."""

    multiplier: int = 1
    plus: int = 0


@dataclass(frozen=True, slots=True)
class CantLoseGame:
    """ "You can't lose the game and your opponents can't win the game" (CR 104.3, 104.2b;
    a concession still ends the game, CR 104.3a)."""

    you_cant_lose: bool = True
    opponents_cant_win: bool = True


@dataclass(frozen=True, slots=True)
class EmptyDrawWins:
    """ "If you would draw a card while your library has no cards in it, you win the game
    instead" (CR 614.1a, 121.4, 104.2b)."""


@dataclass(frozen=True, slots=True)
class CantBlock:
    """ "This creature can't block"."""


@dataclass(frozen=True, slots=True)
class MustAttack:
    """ "This creature attacks each combat if able" (a requirement, CR 508.1d)."""


@dataclass(frozen=True, slots=True)
class CastOnlyBefore:
    """ "Cast this spell only before combat or during combat before <step>" (CR 601.3):
    castable only in the turn's beginning phase, precombat main phase, or combat before
    ``step`` begins."""

    step: StepName = "declare_blockers"


@dataclass(frozen=True, slots=True)
class TypesWhile:
    """This permanent has ``card_types`` in addition to its other types while
    ``condition`` holds (CR 613.1d, layer 4): living metal, "during your turn" (CR
    702.161a); a Spacecraft's "It's an artifact creature at N+" (station reminder text)."""

    card_types: tuple[str, ...]
    condition: Condition


@dataclass(frozen=True, slots=True)
class CrewPowerBonus:
    """ "This creature [saddles Mounts and] crews Vehicles as though its power were N
    greater": its power counts N more toward a crew cost (CR 702.122a), and toward a saddle
    cost with ``saddle`` (CR 702.171a)."""

    amount: int
    saddle: bool = False


@dataclass(frozen=True, slots=True)
class NoMaximumHandSize:
    """ "You have no maximum hand size" (CR 402.2); ``players`` "each"/"you"."""

    whose: Whose = "you"


@dataclass(frozen=True, slots=True)
class OptionalRollAdjust:
    """ "After you roll a die, you may <cost>. If you do, increase or decrease the result by
    N" (an optional modifier with a cost, CR 706.2a); ``once_per_turn``: "Do this only once
    each turn"."""

    cost: Cost
    delta: int = 1
    once_per_turn: bool = False
    increase_only: bool = False
    """ "increase the result ... by N" (no decrease)."""
    any_player: bool = False
    """Dice any player rolled, not only yours."""


@dataclass(frozen=True, slots=True)
class OptionalReroll:
    """ "you may <cost> to (have any player) reroll a die (one or more dice) <they> rolled"
    (a reroll modifier with a cost, CR 706.2a-b)."""

    cost: Cost
    any_player: bool = False
    once_per_turn: bool = False
    several: bool = False
    """ "reroll one or more dice you rolled" (else one die)."""


@dataclass(frozen=True, slots=True)
class EntersWithRolledBase:
    """ "As ~ enters, roll a dN twice. Its base power becomes the first result and its base
    toughness becomes the second result" (CR 614.1c, 613.4b)."""

    sides: int


@dataclass(frozen=True, slots=True)
class DynamicBoost:
    """ "<filter> gets +X/+X, where X is <amount>" (a static, CR 613.4c)."""

    filter: ObjectFilter
    power: Amount
    toughness: Amount


@dataclass(frozen=True, slots=True)
class OthersEnterTapped:
    """ "<filter> enter tapped" for permanents other than this one (a replacement effect,
    CR 614.1c)."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class RerollOn:
    """ "If you roll a N on a dM, you may reroll that die" (a reroll modifier, CR 706.2b)."""

    result: int
    sides: int | None = None
    optional: bool = True


@dataclass(frozen=True, slots=True)
class UseInstalledResult:
    """ "You may uninstall a result from ~ to use it for a die you rolled": an installed
    result replaces the result of a die its controller rolled (applied in the roll's
    window, :mod:`grimoire.rules.roll_window`)."""


@dataclass(frozen=True, slots=True)
class CoinFlipReplacement:
    """ "If you would flip a coin, instead flip two coins and ignore one" (Krark's Thumb;
    a replacement, CR 614.1a)."""


@dataclass(frozen=True, slots=True)
class ExchangeRollWithBase:
    """ "If you would roll one or more dN, instead roll them and you may exchange one result
    with this creature's base power or base toughness" (a replacement of your rolls,
    CR 614.1a, 706.7: it exchanges a numerical result with another value)."""

    sides: int | None = None


CombatRule = Literal[
    "cant_block", "cant_be_blocked", "cant_attack", "cant_attack_or_block", "must_block",
    "can_block_only", "cant_be_blocked_by", "max_one_blocker", "extra_block",
    "must_be_blocked", "cant_attack_or_block_alone", "cant_attack_unless_defender_controls",
]


@dataclass(frozen=True, slots=True)
class CombatRestrictionStatic:
    """ "<filter> can't be blocked" / "can't block" / "can't attack" as a static ability
    (restrictions, CR 508.1c, 509.1b); ``filter=None``: this permanent."""

    rule: CombatRule
    filter: ObjectFilter | None = None
    other: ObjectFilter | None = None
    """The other creatures (or the defending player's permanents) the rule names: "can block
    only creatures with flying", "can't be blocked by creatures with power 2 or less",
    "can't attack unless defending player controls an Island"."""


@dataclass(frozen=True, slots=True)
class EntersTappedUnlessPaid:
    """ "As this land enters, you may pay 2 life. If you don't, it enters tapped."
    (a replacement with an optional cost, CR 614.12, 614.1c)."""

    cost: Cost


@dataclass(frozen=True, slots=True)
class ControlAttached:
    """ "You control enchanted creature" (a control-changing effect, CR 613.1b layer 2)."""


@dataclass(frozen=True, slots=True)
class MayNotUntap:
    """ "You may choose not to untap this creature during your untap step" (CR 502.3)."""


@dataclass(frozen=True, slots=True)
class LookAtTopAnyTime:
    """ "You may look at the top card of your library any time" (hidden information made
    visible to its owner only)."""


@dataclass(frozen=True, slots=True)
class AdditionalLandPlays:
    """ "You may play an additional land on each of your turns" (CR 305.2)."""

    count: int = 1


@dataclass(frozen=True, slots=True)
class CantBeCountered:
    """ "This spell can't be countered" (CR 101.2: a "can't" wins)."""


@dataclass(frozen=True, slots=True)
class DoesntUntapStatic:
    """ "<filter> doesn't untap during its controller's untap step" (CR 502.3);
    ``filter=None``: this permanent."""

    filter: ObjectFilter | None = None


@dataclass(frozen=True, slots=True)
class GrantAbilities:
    """ "<filter> has "<ability>"" (CR 613.1f, layer 6): the objects have these abilities;
    "this creature" inside the quotes is the object that has it."""

    filter: ObjectFilter
    abilities: tuple[Ability, ...]


@dataclass(frozen=True, slots=True)
class BecomesDayAsEnters:
    """ "If it's neither day nor night, it becomes day as this creature enters" (CR 728)."""


@dataclass(frozen=True, slots=True)
class LevelPowerToughness:
    """A level symbol's power/toughness box (CR 711.2a-b): "As long as this creature has at
    least ``low`` level counters on it, but no more than ``high`` (None: no maximum), it has
    base power and toughness ``power``/``toughness``" (layer 7b, CR 613.4b)."""

    low: int
    high: int | None
    power: int
    toughness: int


@dataclass(frozen=True, slots=True)
class ConditionalStatic:
    """A static ability that applies only while ``condition`` holds ("as long as ...",
    "during your turn", CR 611.3a)."""

    condition: Condition
    effect: StaticEffect


@dataclass(frozen=True, slots=True)
class CastFromGraveyard:
    """ "You may cast ~ from your graveyard as long as <condition>" (CR 601.3, 113.6f): its
    owner may cast it from their graveyard, paying its costs, while ``condition`` holds;
    ``exile_instead``: "If you cast it this way and it would be put into your graveyard,
    exile it instead" (CR 614.1a)."""

    condition: Condition
    exile_instead: bool = False


@dataclass(frozen=True, slots=True)
class DamagePlusRoll:
    """ "If ~ would deal damage to a permanent or player, it deals that much damage plus
    the result of a d<sides> roll to that permanent or player instead" (CR 614.1a)."""

    sides: int


@dataclass(frozen=True, slots=True)
class PowerToughnessCDA:
    """ "~'s power and toughness are each equal to <amount>", "~'s power is equal to <amount>
    and its toughness is equal to that number plus 1": a characteristic-defining ability
    (CR 604.3), applied in layer 7a (CR 613.4a) in every zone. ``None`` leaves the printed
    value."""

    power: Amount | None
    toughness: Amount | None


@dataclass(frozen=True, slots=True)
class SetCharacteristics:
    """A static ability changing the characteristics of the permanents ``filter`` matches
    (CR 613.1d type, 613.1f abilities, 613.4b base power/toughness).

    ``card_types`` / ``subtypes`` are added ("is a creature in addition to its other
    types", "Each land is a Swamp in addition to its other land types"); with
    ``replace_land_types`` the land subtypes replace the old ones and the permanents lose
    the abilities of their rules text and gain the basic land types' mana abilities
    ("Nonbasic lands are Mountains", CR 305.7). ``lose_all_abilities``: "lose all
    abilities". ``base_power`` / ``base_toughness``: "have base power and toughness 1/1";
    ``base_mana_value``: "base power and base toughness each equal to its mana value"."""

    filter: ObjectFilter
    card_types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    replace_land_types: bool = False
    lose_all_abilities: bool = False
    base_power: int | None = None
    base_toughness: int | None = None
    base_mana_value: bool = False


StaticEffect: TypeAlias = (
    PowerToughnessBoost | EntersTapped | EntersWithCounters | RollReplacement | RollBonus
    | ManaReplacement | CantBlock | AsEntersChoose | OpeningHandStart | MustAttack
    | CastOnlyBefore | NoMaximumHandSize | OptionalRollAdjust | RerollOn | ExchangeRollWithBase
    | CoinFlipReplacement | UseInstalledResult
    | CombatRestrictionStatic | CantBeCountered | DoesntUntapStatic | GrantAbilities
    | ConditionalStatic | OptionalReroll | EntersWithRolledBase | DynamicBoost
    | OthersEnterTapped | EntersTappedUnlessPaid | ControlAttached | MayNotUntap
    | AdditionalLandPlays | LookAtTopAnyTime | CanBeCommander
    | CastFromGraveyard | DamagePlusRoll | CrewPowerBonus | TypesWhile
    | LevelPowerToughness | BecomesDayAsEnters | PowerToughnessCDA | SetCharacteristics
    | GraveyardReplacement | TokenReplacement | CounterReplacement | DamageReplacement
    | CantLoseGame | EmptyDrawWins | LifeGainReplacement
    | Unimplemented
)

# ---------------------------------------------------------------------------
# Abilities and cards
# ---------------------------------------------------------------------------

Timing = Literal["any", "sorcery"]


@dataclass(frozen=True, slots=True)
class Keyword:
    """A keyword ability (CR 702), e.g. ``Keyword("flying")``, ``Keyword("ward", cost)``."""

    name: str
    cost: Cost | None = None
    amount: Amount | None = None
    filter: ObjectFilter | None = None
    """What it applies to: "Enchant Forest" (CR 702.5a), "protection from multicolored"
    (CR 702.16a)."""
    players: bool = False
    """ "Enchant player" (CR 702.5a)."""


@dataclass(frozen=True, slots=True)
class ActivatedAbility:
    """ "Cost: Effect." (CR 602). A mana ability (CR 605.1a) has ``is_mana_ability=True``."""

    cost: Cost
    effect: Effect
    targets: tuple[TargetSpec, ...] = ()
    timing: Timing = "any"
    once_per_turn: bool = False
    zone: ZoneName = "battlefield"
    is_mana_ability: bool = False
    text: str = ""
    any_player: bool = False
    """ "Any player may activate this ability" (CR 602.1)."""
    during: Literal["your_turn", "your_turn_before_attackers", "your_upkeep", "combat"] | None = (
        None
    )
    """ "Activate only during your turn[, before attackers are declared]" (CR 602.5b)."""
    condition: Condition | None = None
    """ "Activate only if <condition>" (CR 602.5b)."""
    cycling: bool = False
    """A cycling or typecycling ability (CR 702.29a, 702.29e-f): activating it cycles the
    card ("when you cycle", "cycle or discard" triggers, CR 702.29c-d)."""


@dataclass(frozen=True, slots=True)
class TriggeredAbility:
    """ "When/Whenever/At ..., effect." (CR 603); ``condition`` is an intervening "if" (603.4)."""

    trigger: Trigger
    effect: Effect
    targets: tuple[TargetSpec, ...] = ()
    condition: Condition | None = None
    optional: bool = False
    is_mana_ability: bool = False
    """A triggered mana ability (CR 605.1b) resolves at once, without the stack."""
    text: str = ""
    zone: ZoneName = "battlefield"
    """Where it functions (CR 113.6k: "return this card from your graveyard" triggers there)."""


@dataclass(frozen=True, slots=True)
class StaticAbility:
    """A static ability (CR 604) or a replacement effect from a permanent (CR 614)."""

    effect: StaticEffect
    text: str = ""


@dataclass(frozen=True, slots=True)
class SpellAbility:
    """What an instant or sorcery does when it resolves (CR 608.2), with its targets."""

    effect: Effect
    targets: tuple[TargetSpec, ...] = ()


@dataclass(frozen=True, slots=True)
class ClassLevel:
    """A Class level bar "[Cost]: Level N" and the abilities printed below it (CR 716.2a):
    an activated ability (sorcery speed, only at level N-1) that makes the level N, and
    ``abilities`` the Class has as long as it is level N or greater."""

    level: int
    cost: Cost
    abilities: tuple[Ability, ...] = ()
    text: str = ""


Ability: TypeAlias = (
    Keyword | ActivatedAbility | TriggeredAbility | StaticAbility | ClassLevel | Unimplemented
)


@dataclass(frozen=True, slots=True)
class CardDefinition:
    """A card's characteristics and compiled behaviour: what the engine plays with.

    ``abilities`` are the abilities of the object (keywords, activated, triggered,
    static); ``spell`` is what an instant or sorcery does; ``additional_costs`` and
    ``alternative_costs`` apply when casting it (CR 601.2b).
    """

    name: str
    mana_cost: ManaCost = field(default_factory=ManaCost)
    card_types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    oracle_text: str = ""
    abilities: tuple[Ability, ...] = ()
    spell: SpellAbility | None = None
    additional_costs: tuple[AdditionalCost, ...] = ()
    alternative_costs: tuple[AlternativeCost, ...] = ()
    oracle_id: str = ""
    back: CardDefinition | None = None
    """The back face of a transforming double-faced card (CR 712.1, 712.8e): what the
    permanent is while transformed (:mod:`grimoire.rules.transform`)."""
    front_mana_cost: ManaCost | None = None
    """On a transforming card's back face: the front face's mana cost, from which the
    back face's mana value is calculated (CR 712.8e)."""

    @property
    def type_line(self) -> str:
        """The type line rebuilt from the characteristics ("Legendary Creature — Elf")."""
        left = " ".join(
            [s.capitalize() for s in self.supertypes] + [t.capitalize() for t in self.card_types]
        )
        return f"{left} — {' '.join(self.subtypes)}" if self.subtypes else left

    def has_type(self, card_type: str) -> bool:
        """Whether ``card_type`` (lowercase, e.g. "creature") is one of the card's types."""
        return card_type in self.card_types

    @property
    def keywords(self) -> frozenset[str]:
        """The names of the card's keyword abilities ("flying", "haste", ...)."""
        return frozenset(a.name for a in self.abilities if isinstance(a, Keyword))


# ---------------------------------------------------------------------------
# Walking the tree
# ---------------------------------------------------------------------------


def iter_nodes(node: object) -> Iterator[object]:
    """Yield ``node`` and every IR node inside it, depth first.

    >>> [type(n).__name__ for n in iter_nodes(MayDo(GainLife(Fixed(3))))]
    ['MayDo', 'GainLife', 'Fixed', 'You', 'You']
    """
    stack: list[object] = [node]
    while stack:
        current = stack.pop()
        yield current
        if isinstance(current, tuple):
            stack.extend(reversed(current))
            continue
        if not hasattr(current, "__dataclass_fields__"):
            continue
        children = [getattr(current, f.name) for f in fields(current)]  # type: ignore[arg-type]
        stack.extend(reversed([c for c in children if _is_container(c)]))


def _is_container(value: object) -> bool:
    return isinstance(value, tuple) or hasattr(value, "__dataclass_fields__")


def unimplemented_nodes(node: object) -> list[Unimplemented]:
    """Every :class:`Unimplemented` node inside ``node``."""
    return [n for n in iter_nodes(node) if isinstance(n, Unimplemented)]


def is_fully_implemented(node: object) -> bool:
    """Whether ``node`` holds no :class:`Unimplemented` node."""
    return not unimplemented_nodes(node)


EFFECT_TYPES: tuple[type, ...] = (
    Sequence, MayDo, IfDid, Conditional, Modal, DealDamage, DrawCards, GainLife, LoseLife,
    CreateTokens, Destroy, Exile, ReturnToHand, PutIntoLibrary, PutOntoBattlefield, PutIntoHand,
    PutIntoGraveyard, SacrificePermanents, SacrificeThis, Discard, TapPermanents, PutCounters,
    RemoveCounters, ModifyPowerToughness, GrantKeywords, LibraryLook, SearchLibrary, Shuffle,
    SearchZones,
    CounterSpell, Fight, AddMana, AddManaChoice, AddManaCouldProduce, RollDice, RollPlanarDie,
    RollAgain, CopyCard, CastCard, ForEach, AddManaLikeProduced, AddManaChosenColor,
    AddManaCommanderIdentity, Myriad,
    UnlessPays,
    LookAt, MayPlay, DoesntUntap, Attach, RevealUntil, Monstrosity,
    # added by the compiler's second round (each needs a resolver):
    GainControl, PutOnTopOrBottom, CreateTokenCopy, Animate, AttachToPlayer, MustBlock,
    ControlBlocks, CantAttackPlayers, DelayedTrigger, LoseGame, WinGame, OpenAttraction,
    PhaseOut, RollToVisit, ClaimThePrize, RepeatForResults, SetMaxHandSize, RemoveAllCounters,
    SkipNextTurn, ReflexiveTrigger, SetBasePowerToughness, Assemble, Regenerate, Proliferate,
    Transform, GetEnergy, BecomeMonarch, PayCost, PreventDamage, CombatRestriction, RevealHand,
    TapOrUntap, CopySpell, NextRollReplacement, EndTheTurn, RerollStored, RerollAnyDie, FlipCoin,
    RolledDieBecomesToken, InstallResults,
    EntersTappedEffect,
    ClassLevelUp,
    Planeswalk, RevealPlanarTop, PlanarTopToBottom, PlanarRule, GetEmblem,
    KeywordAction, SwitchPowerToughness, LoseKeywords, ProtectionFromChosenColor,
    BecomeCharacteristics,
    DealDividedDamage, Reveal, PlayerCounters, SacrificeObjects,
    ChooseObjects, RepeatProcess, ExileIfDiesThisTurn,
    ExtraLoyaltyActivations, DamageChosenRecipient,
    NoteOnSource, ForEachObject, ChooseNewTargets, CastPermission, OnceEachTurn,
    ExileUntil, SetX, CastUpTo, TargetToLowestRoller, CopyRepeatedly,
    BecomeCrewed, BecomeType, GainAbilities, StationCharge,
    ExtraLandPlay,
)
"""Every effect node type: the resolver registry must have one resolver for each."""
