"""Static abilities and replacement effects (CR 604, 613, 614)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal, TypeAlias

from grimoire.oracle.ir.base import Unimplemented
from grimoire.oracle.ir.conditions import Condition
from grimoire.oracle.ir.copies import EntersAsCopy, OthersEnterAsCopy
from grimoire.oracle.ir.cost_changes import AbilityCostChange, CantActivate, SpellCostChange
from grimoire.oracle.ir.costs import Cost
from grimoire.oracle.ir.draw_instead import DrawRevealKindInstead
from grimoire.oracle.ir.effects import Effect
from grimoire.oracle.ir.effects_more import ReflexiveTrigger, RollDice
from grimoire.oracle.ir.exiled_play import PlayExiledWith
from grimoire.oracle.ir.filters import ObjectFilter
from grimoire.oracle.ir.life_casts import LifeInsteadOfMana
from grimoire.oracle.ir.loss import LoseGameInstead
from grimoire.oracle.ir.outside_types import CardsOutsideAre
from grimoire.oracle.ir.prevention import (
    DamageAsThough,
    DamagePrevention,
    LifeFloor,
    UnpreventableDamage,
)
from grimoire.oracle.ir.spell_grants import SpellsHave
from grimoire.oracle.ir.trigger_doubling import TriggerDoubling
from grimoire.oracle.ir.triggers import StepName, Whose
from grimoire.oracle.ir.turn_limits import CantCastEarly, FlashIfTargets
from grimoire.oracle.ir.values import Amount

if TYPE_CHECKING:
    from grimoire.oracle.ir.abilities import Ability

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
class Devour:
    """Devour N, devour [quality] N (CR 702.82a, c): "As this object enters, you may sacrifice
    any number of creatures ([quality] permanents). This permanent enters with N +1/+1
    counters on it for each creature sacrificed this way." (grimoire.mechanics.devour)"""

    count: int
    filter: ObjectFilter = field(default_factory=lambda: ObjectFilter(
        types_any=("creature",), zone="battlefield"))
    reveal: bool = False
    """ "you may reveal any number of other artifact cards from your hand ... for each card
    revealed this way" (Arsenal Thresher): cards of the hand revealed, not sacrificed."""


@dataclass(frozen=True, slots=True)
class ExertOption:
    """ "You may exert this creature as it attacks. When you do, <effect>." (CR 701.39d): an
    optional cost to attack (CR 508.1g) and the reflexive triggered ability linked to it
    (CR 603.12, 607.2h), put on the stack when the creature is exerted
    (:mod:`grimoire.mechanics.exert`). ``unless_exerted``: "If this creature hasn't been
    exerted this turn, you may exert it as it attacks" (Combat Celebrant)."""

    reflexive: ReflexiveTrigger
    unless_exerted: bool = False


@dataclass(frozen=True, slots=True)
class AsEntersChoose:
    """ "As this permanent enters, choose a color" (a replacement, CR 614.12); the choice is
    remembered by the permanent ("the chosen color")."""

    kind: Literal["color", "creature_type", "player", "opponent", "card_name", "word",
                  "two_colors"]
    other_than: str | None = None
    """ "choose a color other than green": the color letter that can't be chosen."""
    words: tuple[str, ...] = ()
    """``kind="word"``: the words offered ("choose Khans or Dragons"; the abilities after
    each word's bullet hold only if it was chosen, :class:`~grimoire.oracle.ir.ChoseWord`)."""


@dataclass(frozen=True, slots=True)
class OpeningHandStart:
    """ "If this card is in your opening hand, you may begin the game with it on the
    battlefield" (CR 103.6)."""


@dataclass(frozen=True, slots=True)
class OpeningHandReveal:
    """ "You may reveal this card from your opening hand. If you do, at the beginning of the
    first upkeep, <effect>" (CR 103.6b): revealing it creates a delayed triggered ability
    (CR 603.7) that does ``effect`` at the beginning of the next ``step`` of ``whose``
    turn ("each": the first such step of the game; "you": its owner's first one)."""

    effect: Effect
    step: StepName = "upkeep"
    whose: Whose = "each"


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


ANY_PERMANENT = ObjectFilter()
"""Every permanent (a damage recipient filter with no restriction)."""


@dataclass(frozen=True, slots=True)
class DamageReplacement:
    """ "If <source> would deal [combat|noncombat] damage to <recipient>, it deals double
    that damage / that much damage plus N ... instead" (CR 614.1a, 120): the damage becomes
    ``amount * multiplier + plus``. ``by``: the sources (None: any; matched as the damage
    would be dealt, a spell on the stack); the recipient is ``players`` ("none", "any",
    "you", "opponent", relative to the controller of the effect's source) or a permanent
    ``permanents`` matches (None: no permanent) — see :mod:`grimoire.oracle.damage_parties`."""

    multiplier: int = 2
    by: ObjectFilter | None = None
    players: Literal["none", "any", "you", "opponent"] = "any"
    permanents: ObjectFilter | None = ANY_PERMANENT
    kind: Literal["any", "combat", "noncombat"] = "any"
    plus: int = 0
    prevent_half: bool = False
    """ "If a source would deal damage to you or a permanent you control, prevent half that
    damage, rounded up" (CR 615.1a, a prevention effect applied with the replacements,
    CR 616.1): the other half, rounded down, is dealt."""


@dataclass(frozen=True, slots=True)
class DamageRedirect:
    """ "All damage that would be dealt to you is dealt to enchanted creature instead"
    (Pariah): a redirection effect (CR 614.9) from the source's controller to the permanent
    the source is attached to (equipped creature too); ``to_self``: to the source itself
    ("... is dealt to this creature instead", Empyrial Archangel). It does nothing if that
    permanent is gone or no longer a creature (CR 614.9)."""

    to_self: bool = False


@dataclass(frozen=True, slots=True)
class LifeGainReplacement:
    """ "If you would gain life, you gain twice that much life instead" / "that much life
    plus N instead" (CR 614.1a, 119.3)."""

    multiplier: int = 1
    plus: int = 0


@dataclass(frozen=True, slots=True)
class CantLoseGame:
    """ "You can't lose the game and your opponents can't win the game" (CR 104.3, 104.2b;
    a concession still ends the game, CR 104.3a); the other way round, "You can't win the
    game and your opponents can't lose the game" (``you_cant_win``, ``opponents_cant_lose``)."""

    you_cant_lose: bool = True
    opponents_cant_win: bool = True
    you_cant_win: bool = False
    opponents_cant_lose: bool = False


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
class CastOnlyDuring:
    """ "Cast this spell only during <steps> [of an opponent's turn] [and only if <condition>]"
    (CR 601.3): castable only in one of ``steps`` (empty: any), of ``whose`` turn, while
    ``condition`` holds; ``attacked``: "only if you've been attacked this step" (a creature
    is attacking its caster)."""

    steps: tuple[str, ...] = ()
    """The steps as the game names them (a :data:`StepName` or ``"first_strike_damage"``,
    CR 510.4)."""
    whose: Literal["any", "yours", "opponents"] = "any"
    condition: Condition | None = None
    attacked: bool = False


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
class EntersRemovingCounters:
    """ "As ~ enters, remove all counters from all <permanents>. ~ enters with a <kind>
    counter on it for each counter removed this way" (CR 614.1c, 122.8: counters of every
    kind, loyalty counters too; counters on players stay)."""

    filter: ObjectFilter
    kind: str
    per: int = 1


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
class OthersEnterWithCounters:
    """ "Each other Warrior creature you control enters with an additional +1/+1 counter on
    it": a static of a permanent already on the battlefield, applied to each other
    permanent ``filter`` matches as it enters (a replacement effect, CR 614.1c, 614.12; the
    counters are put through the counter replacements, CR 122.6)."""

    filter: ObjectFilter
    kind: str
    amount: Amount
    per: ObjectFilter | None = None
    """ "... for each Angel you already control": ``amount`` times the number of permanents
    ``per`` matches that were on the battlefield before the entering permanent (those
    entering with it don't count)."""


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
    "block_any_number", "toughness_damage", "unblockable_if_defender_controls",
    "must_be_blocked", "cant_attack_or_block_alone", "cant_attack_unless_defender_controls",
    "must_attack", "cant_attack_you", "cant_attack_you_or_planeswalkers", "attack_tax",
    "attack_tax_or_planeswalkers", "goaded",
    "lure", "unblocked_damage", "cant_attack_alone", "must_attack_you",
    "attacks_despite_defender", "min_blockers", "attack_block_cost", "cant_be_sacrificed",
    "block_tax", "blockable_despite_landwalk", "cant_attack_if_defender_controls",
    "no_combat_damage", "attack_only_nearest", "max_attackers_you",
    "unblockable_if_defender_most",
]
"""``attack_only_nearest``: "Each player may attack only the nearest opponent in the last chosen
direction and planeswalkers controlled by that opponent" (CR 508.1c; the direction is the
source's ``chosen``, see grimoire.rules.seating); ``max_attackers_you``: "No more than two
creatures can attack you each combat" (CR 508.1c: ``count`` creatures at most attack the
source's controller, planeswalkers aside); ``unblockable_if_defender_most``: "can't be
blocked as long as defending player controls the most creatures or is tied for the most"
(CR 509.1b: ``other`` the permanents counted, as blockers are declared);
``no_combat_damage``: "assigns no combat damage this turn" (CR 510.1a: it assigns none);
``block_any_number``: "can block any number of creatures" (CR 509.1a: one, unless an
effect says otherwise); ``toughness_damage``: "assigns combat damage equal to its toughness
rather than its power" (CR 510.1a: the amount assigned, its power unchanged);
``unblockable_if_defender_controls``: "can't be blocked as long as defending player controls
an artifact" (CR 509.1b, as landwalk, CR 702.14c: ``other`` the permanents); ``lure``:
"All creatures able to block <it> do so" (CR 509.1c: a requirement on each creature able
to block it); ``unblocked_damage``: "You may have this creature assign its
combat damage as though it weren't blocked" (CR 510.1c); ``must_attack_you``: "attacks you
this turn if able" (CR 508.1d: a requirement to attack a particular player, the controller
of the effect's source); ``attacks_despite_defender``: "can attack as though it didn't have
defender" (CR 702.3b); ``blockable_despite_landwalk``: "Creatures with islandwalk can be
blocked as though they didn't have islandwalk" (CR 702.14: the landwalk keywords ignored are
``other.keywords_any``); ``cant_attack_if_defender_controls``: "can't attack if defending
player controls an untapped creature with power 3 or greater" (CR 508.1c, ``other`` the
permanents); ``min_blockers``: "can't be blocked except by three or more
creatures" (CR 509.1b, the number in ``count``); ``attack_block_cost``: "Enchanted creature
can't attack or block unless its controller pays {3}" (CR 508.1g-h, 509.1d: a cost of ``tax``
generic mana to attack any player or planeswalker, and the same to block); ``block_tax``:
"creatures can't block unless their controller pays {1} for each of those creatures"
(CR 509.1d: ``tax`` generic mana for each creature of ``filter`` declared as a blocker);
``cant_be_sacrificed``: not a combat rule, a restriction on the permanent (CR 701.17a;
Assault Suit's rulings: an instruction to sacrifice it does nothing, and it can't be
chosen for a sacrifice)."""


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
    tax: int = 0
    """``attack_tax``, ``attack_block_cost``: the generic mana each creature costs to attack
    (CR 508.1h), or to block (CR 509.1d)."""
    tax_symbol: str = "1"
    """The mana symbol ``tax`` counts: generic ``"1"``, or ``"W/P"`` (Norn's Annex: "pays
    {W/P} for each of those creatures", {W} or 2 life, CR 107.4f)."""
    count: int = 0
    """``min_blockers``: the fewest creatures that may block it (CR 509.1b);
    ``extra_block``: how many more creatures it can block (0 or 1: one more, CR 509.1a)."""


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
class CastAsThoughFlash:
    """ "You may cast green creature spells as though they had flash" (CR 601.3b, 702.8a):
    its controller may cast spells matching ``filter`` any time they could cast an
    instant."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class CantBeCountered:
    """ "This spell can't be countered" (CR 101.2: a "can't" wins); with ``filter``, a
    permanent's "Creature and enchantment spells you control can't be countered": the spells
    on the stack matching it (its controller's, as ``filter`` says)."""

    filter: ObjectFilter | None = None


@dataclass(frozen=True, slots=True)
class HandsRevealed:
    """ "Your opponents play with their hands revealed" (``whose="opponents"``), "Players
    play with their hands revealed" (``"each"``), "Play with your hand revealed"
    (``"you"``): those hands are public while the permanent is on the battlefield (CR
    400.2, 701.20b: every player may see the cards; the hand stays a hidden zone for
    effects that care)."""

    whose: Literal["opponents", "each", "you"]


@dataclass(frozen=True, slots=True)
class TopRevealed:
    """ "Play with the top card of your library revealed" (CR 401.5, 701.14c): every player
    may see the top card of its controller's library while the permanent is there."""


@dataclass(frozen=True, slots=True)
class CastFromLibraryTop:
    """ "You may cast creature spells from the top of your library" (CR 601.3: a permission
    to cast from a zone): its controller may cast the top card of their library if it matches
    ``filter`` (a card filter), paying its costs, with its usual timing (CR 601.3b)."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class CantBeAttached:
    """ "This creature can't be equipped" / "This token can't be enchanted": Equipment
    (``kind="Equipment"``) or Auras (``"Aura"``) can't become attached to this permanent;
    an effect that tries doesn't move them (CR 301.5b, 303.4d-e), and one attached already
    becomes unattached as a state-based action (CR 704.5m-n)."""

    kind: Literal["Equipment", "Aura"]


@dataclass(frozen=True, slots=True)
class DoesntUntapStatic:
    """ "<filter> doesn't untap during its controller's untap step" (CR 502.3);
    ``filter=None``: this permanent."""

    filter: ObjectFilter | None = None


@dataclass(frozen=True, slots=True)
class UntapDuringOthers:
    """ "Untap all permanents you control during each other player's untap step" (Seedborn
    Muse; CR 502.3: an effect that untaps them as that step's untapping happens)."""


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
    """ "You may cast ~ from your graveyard [as long as <condition>]" (CR 601.3, 113.6f): its
    owner may cast it from their graveyard, paying its costs, while ``condition`` holds
    (None: always); ``exile_instead``: "If you cast it this way and it would be put into
    your graveyard, exile it instead" (CR 614.1a); ``only_there``: "..., but not from
    anywhere else" (CR 101.2: it can't be cast from any other zone)."""

    condition: Condition | None = None
    exile_instead: bool = False
    only_there: bool = False


@dataclass(frozen=True, slots=True)
class PlayLandsFrom:
    """ "You may play lands from your graveyard" / "You may play lands from the top of your
    library" (CR 305.1: a land is played from the hand unless an effect allows another
    zone): while this permanent is on the battlefield, its controller may play land cards
    matching ``filter`` from their own graveyard, or the top card of their library, as
    their land play (CR 305.2: it counts against the plays allowed; main phase, empty
    stack, CR 305.1)."""

    zone: Literal["graveyard", "library"]
    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class CastSpellsFromGraveyard:
    """ "You may cast Knight spells from your graveyard" (CR 601.3): while this permanent is
    on the battlefield, its controller may cast cards matching ``filter`` (a card filter)
    from their own graveyard, paying their costs, with their usual timing (CR 601.3b)."""

    filter: ObjectFilter


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
    ``base_mana_value``: "base power and base toughness each equal to its mana value".
    ``replace_types``: the card types and subtypes are set, not added ("Enchanted permanent
    is a colorless Forest land": supertypes kept, CR 205.1a); ``colors``: the colors are set
    (layer 5, CR 613.1e; ``()``: colorless)."""

    filter: ObjectFilter
    card_types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    replace_land_types: bool = False
    replace_types: bool = False
    colors: tuple[str, ...] | None = None
    lose_all_abilities: bool = False
    base_power: int | None = None
    base_toughness: int | None = None
    base_mana_value: bool = False
    supertypes: tuple[str, ...] = ()
    """Supertypes added ("is legendary", CR 205.4, 613.1d)."""
    removed_types: tuple[str, ...] = ()
    """Card types removed ("Heliod isn't a creature", CR 613.1d), with the subtypes of
    those types (the Theros gods' rulings: it loses all creature subtypes)."""
    colors_added: bool = False
    """``colors`` are added to its own ("is a black Demon in addition to its other colors
    and types", CR 105.3)."""
    replace_creature_types: bool = False
    """``subtypes`` replace the creature types, card types kept ("Enchanted creature is a
    Treefolk with base power and toughness 0/4", CR 205.1a)."""
    chosen_subtype: bool = False
    """The type the source chose as it entered is added ("This creature is the chosen type
    in addition to its other types", CR 607.2d, 205.1b)."""
    from_exiled: bool = False
    """The power, toughness and creature types of the last creature card exiled with the
    source (CR 607.2a), ``subtypes`` kept ("It's still a Shapeshifter"); nothing while none
    is in exile."""


PlayerRule = Literal["hexproof", "shroud", "cant_gain_life", "cant_cast", "spell_limit",
                     "skip_draw"]
"""``hexproof``: "You have hexproof" (CR 702.11c: opponents' spells and abilities can't
target the player); ``shroud``: no spell or ability can (CR 702.18a); ``cant_gain_life``:
"Players can't gain life" (CR 119.7); ``cant_cast``: "Your opponents can't cast noncreature
spells"; ``spell_limit``: "Each player can't cast more than one spell each turn" (CR 101.2:
the "can't" beats any permission); ``skip_draw``: "Skip your draw step" (CR 614.1b,
614.10: the player's draw steps don't happen)."""


@dataclass(frozen=True, slots=True)
class PlayerRestriction:
    """A static ability about players rather than objects: ``who`` ("you": the source's
    controller, "opponents": each of their opponents, "each": every player) has ``rule``
    while the source is on the battlefield, limited to ``when`` (the source's controller's
    turn, or combat)."""

    rule: PlayerRule
    who: Literal["you", "opponents", "each"]
    spells: ObjectFilter | None = None
    """``cant_cast``, ``spell_limit``: the spells it names (None: any spell)."""
    when: Literal["always", "your_turn", "combat"] = "always"


StaticEffect: TypeAlias = (
    PowerToughnessBoost | EntersTapped | EntersWithCounters | RollReplacement | RollBonus
    | ManaReplacement | CantBlock | AsEntersChoose | OpeningHandStart | OpeningHandReveal
    | MustAttack
    | CastOnlyBefore | CastOnlyDuring | NoMaximumHandSize | OptionalRollAdjust | RerollOn
    | ExchangeRollWithBase
    | CoinFlipReplacement | UseInstalledResult
    | CombatRestrictionStatic | CantBeCountered | DoesntUntapStatic | GrantAbilities
    | CantBeAttached | HandsRevealed | TopRevealed | CastFromLibraryTop
    | ConditionalStatic | OptionalReroll | EntersWithRolledBase | EntersRemovingCounters
    | DynamicBoost
    | OthersEnterTapped | OthersEnterWithCounters | EntersTappedUnlessPaid | ControlAttached
    | MayNotUntap | EntersAsCopy
    | OthersEnterAsCopy
    | AdditionalLandPlays | LookAtTopAnyTime | CanBeCommander | ExertOption
    | CastFromGraveyard | DamagePlusRoll | CrewPowerBonus | TypesWhile
    | CastSpellsFromGraveyard | PlayLandsFrom | PlayExiledWith
    | LevelPowerToughness | BecomesDayAsEnters | PowerToughnessCDA | SetCharacteristics
    | GraveyardReplacement | TokenReplacement | CounterReplacement | DamageReplacement
    | CantLoseGame | EmptyDrawWins | LifeGainReplacement | LifeFloor
    | SpellCostChange | AbilityCostChange | CantActivate | DamagePrevention | UntapDuringOthers
    | CastAsThoughFlash | DamageRedirect | Devour | PlayerRestriction | UnpreventableDamage
    | TriggerDoubling | CantCastEarly | FlashIfTargets | LoseGameInstead | CardsOutsideAre
    | SpellsHave | DamageAsThough | DrawRevealKindInstead | LifeInsteadOfMana
    | Unimplemented
)
