"""Effects: rerolls and coin flips, keyword actions, characteristic changes, planar and
repeated processes, and other rarer one-shot effects."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

from grimoire.oracle.ir.conditions import Condition, NoteKind
from grimoire.oracle.ir.effects_core import Duration, TokenSpec
from grimoire.oracle.ir.effects_more import CastCard, CopySpell
from grimoire.oracle.ir.filters import ObjectFilter
from grimoire.oracle.ir.values import (
    Amount,
    Chosen,
    ChosenPlayer,
    ObjectRef,
    PlayerRef,
    TargetRef,
    ThisObject,
    You,
)

if TYPE_CHECKING:
    from grimoire.oracle.ir.abilities import Ability
    from grimoire.oracle.ir.effects import Effect

@dataclass(frozen=True, slots=True)
class Clash:
    """ "Clash with an opponent" (CR 701.23b): choose an opponent; you and that opponent
    each reveal the top card of your library at the same time, then decide in APNAP order
    whether to put it on the bottom, then those cards move at the same time (CR 701.23a,
    c); you win if your card's mana value is greater than the other's (CR 701.23d), read by
    :class:`~grimoire.oracle.ir.WonClash` ("If you win, ...")."""

    opponent: PlayerRef = field(default_factory=lambda: ChosenPlayer(bind="clash_opponent"))


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
    is a die that "reroll any die" can reroll (:mod:`grimoire.mechanics.die_creatures`)."""

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
    "extra_turn", "manifest", "cloak", "goad", "ascend", "speed_up", "chaos_ensues",
    "endure", "flip", "goad_for_game",
]


@dataclass(frozen=True, slots=True)
class KeywordAction:
    """A keyword action of CR 701 with no other IR node, done as the rules define it:
    adapt N (701.43a), explore (701.40a), venture into the dungeon (701.46), learn
    (701.45a), the Ring tempts you (701.52a), incubate N (701.51a), amass <subtype> N
    (701.44a), bolster N (701.33a), support N (701.35a), populate (701.30a), discover N
    (701.55a), connive (701.47a), detain (701.29a), goad (701.38a), manifest dread (701.60);
    manifest (701.34a) and cloak (701.56a) the top card of your library;
    take the initiative (CR 723); take an extra turn after this one (CR 500.7); ascend on an
    instant or sorcery (CR 702.131a, the spell's first instruction); "your speed increases
    by 1" (``speed_up``, the inherent triggered ability of CR 702.179d); endure N (Tarkir:
    Dragonstorm, 2025, after the 2025-02-07 CR: its reminder text); flip a flip card
    (``flip``, CR 710.2); ``goad_for_game``: goad that lasts for the rest of the game
    ("The tokens are goaded for the rest of the game.", CR 701.38b).

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


ChosenKind = Literal["basic_land_type", "creature_type", "color", "colors"]
"""What "... of your choice" names in :class:`BecomeCharacteristics`."""


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
    add_colors: tuple[str, ...] = ()
    """ "is a black Zombie in addition to its other colors and types": colors added to its
    own (layer 5, CR 105.3); a colorless object becomes only these."""
    add_subtypes: tuple[str, ...] = ()
    """Subtypes added to its own (layer 4, CR 205.1b)."""
    add_types: tuple[str, ...] = ()
    """Card types added to its own ("becomes an artifact in addition to its other types",
    layer 4, CR 205.1b)."""
    remove_types: tuple[str, ...] = ()
    """Card types it loses ("becomes blue and isn't an artifact", layer 4)."""
    while_counter: str | None = None
    """ "has base power and toughness 3/1 for as long as it has a feather counter on it":
    instead of ``duration``, while it keeps a counter of this kind (CR 611.2b)."""
    land_subtypes: tuple[str, ...] | None = None
    """ "Target land becomes an Island": its land types replaced, and the abilities of its
    rules text by the new basic land types' mana abilities (layer 4, CR 305.7)."""
    chosen: ChosenKind | None = None
    """ "becomes the basic land type / creature type / color [or colors] of your choice":
    ``You()`` choose as it resolves (CR 608.2d); the choice fills ``land_subtypes``,
    ``creature_subtypes`` (or ``add_subtypes`` with ``chosen_added``) or ``colors``."""
    chosen_added: bool = False
    """ "the creature type of your choice in addition to its other types" (CR 205.1b)."""
    types_set: bool = False
    """``add_types`` and ``add_subtypes`` replace its card types and subtypes ("becomes a
    green Elk creature": it loses its other card types and creature types, CR 205.1a)."""


@dataclass(frozen=True, slots=True)
class LoseKeywords:
    """ "<it> loses flying until end of turn" (CR 613.1f, layer 6); ``cant_have``: "... lose
    hexproof and shroud and can't have hexproof or shroud": no other effect gives them back
    while it lasts (applied after every other layer 6 effect; the Arcane Lighthouse
    rulings)."""

    what: ObjectRef
    keywords: tuple[str, ...]
    duration: Duration = "end_of_turn"
    cant_have: bool = False


@dataclass(frozen=True, slots=True)
class ProtectionFromChosenColor:
    """ "<it> gains protection from the color of your choice until end of turn" (CR 702.16):
    ``You()`` choose a color as it resolves."""

    what: ObjectRef
    duration: Duration = "end_of_turn"
    chosen: bool = False
    """ "Choose a color. <They> gain protection from the chosen color": the color the
    ability's earlier "Choose a color." chose (remembered on the source), not asked again."""


@dataclass(frozen=True, slots=True)
class DealDividedDamage:
    """ "~ deals N damage divided as you choose among <targets>" (CR 601.2d: the division is
    announced as the spell is cast; each target gets at least 1)."""

    amount: Amount
    recipients: TargetRef
    source: ObjectRef = field(default_factory=ThisObject)
    evenly: bool = False
    """ "divided evenly, rounded down, among any number of targets" (Fireball): no choice;
    divided as it resolves among the targets still legal then."""


@dataclass(frozen=True, slots=True)
class DistributeCounters:
    """ "Distribute three +1/+1 counters among one, two, or three target creatures" (CR
    601.2d: the division is announced as the spell is cast, each target getting at least
    one; :mod:`grimoire.rules.division`)."""

    amount: Amount
    kind: str
    recipients: TargetRef


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
class PlayersPutOntoBattlefield:
    """ "Each player puts a creature card from their graveyard onto the battlefield"
    (Exhume): in APNAP order each of ``players`` chooses one card matching ``filter`` in
    their own graveyard (CR 101.4), then all the chosen cards are put onto the battlefield
    at once, each under its chooser's control."""

    players: PlayerRef
    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class SkipUntapStep:
    """``player`` skips their next untap step (CR 500.11: the turn starts in the upkeep;
    :mod:`grimoire.mechanics.skip_untap`)."""

    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class SkipCombatPhases:
    """``player`` skips all combat phases of their next turn (CR 500.11: the turn goes from
    the precombat main phase straight to the postcombat main phase, CR 505.1a)."""

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
    join: str | None = None
    """Add the chosen objects to those bound under this name too ("choose a card ..., then
    that player chooses a card ... return those cards": both, CR 608.2c)."""


@dataclass(frozen=True, slots=True)
class Vote:
    """ "Starting with you, each player votes for A or B" (CR 701.32a): each player in turn
    order from ``You()`` chooses one of ``options``; the later instructions read the votes
    (:class:`VoteWon`, :class:`VotesFor`)."""

    options: tuple[str, ...]


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
    way" (only those ``what`` that this source dealt damage to this turn); ``leaves``: "If
    it would leave the battlefield, exile it instead of putting it anywhere else" (any
    destination, for as long as it stays: a new object afterwards, CR 400.7)."""

    what: ObjectRef
    damaged_only: bool = False
    leaves: bool = False


@dataclass(frozen=True, slots=True)
class GetEmblem:
    """ "You get an emblem with "<ability>"" (CR 114.1): ``player`` gets an emblem, an
    object in the command zone with these abilities (CR 114.2, 114.4). See
    :mod:`grimoire.mechanics.emblems`."""

    abilities: tuple[Ability, ...]
    player: PlayerRef = field(default_factory=lambda: You())
    text: str = ""
    """The quoted rules text, as the emblem shows it."""


@dataclass(frozen=True, slots=True)
class Planeswalk:
    """The planar controller planeswalks (CR 701.24b): each face-up plane and phenomenon goes
    to the bottom of its owner's planar deck, then the top card of their planar deck is
    turned face up. ``from_die``: the planeswalking ability of a planar die roll (CR 901.8),
    which "chaos ensues instead" effects replace. See :mod:`grimoire.mechanics.planechase`."""

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
    among: ObjectRef | None = None
    """The objects named before, instead of those matching ``filter`` ("Choose up to two
    target creatures ... For each of those creatures, ...": the targets still legal)."""
    gather: str | None = None
    """A binding of ``effect`` (the token it made) gathered over every round under
    ``"all_" + gather`` ("Those tokens gain haste": all of them)."""
    apnap: bool = False
    """ "For each of those creatures, its controller ...": the objects are taken in APNAP
    order of their controllers as they last were (CR 101.4, 608.2h; Divergent
    Transformations' ruling), each player's in the order named."""


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




@dataclass(frozen=True, slots=True)
class Ninjutsu:
    """Ninjutsu's effect (CR 702.49a): "Put this card onto the battlefield from your hand
    tapped and attacking", attacking what the returned creature was attacking (CR 702.49c;
    grimoire.mechanics.ninjutsu)."""


@dataclass(frozen=True, slots=True)
class Hideaway:
    """Hideaway's effect (CR 702.75a): "look at the top N cards of your library. Exile one
    of them face down and put the rest on the bottom of your library in a random order."
    The exiled card is linked to the source (CR 607.2a; grimoire.mechanics.hideaway)."""

    count: int


@dataclass(frozen=True, slots=True)
class Unearth:
    """Unearth's effect (CR 702.84a): "Return this card from your graveyard to the
    battlefield. It gains haste. Exile it at the beginning of the next end step. If it would
    leave the battlefield, exile it instead of putting it anywhere else."
    (grimoire.mechanics.unearth)"""


@dataclass(frozen=True, slots=True)
class WarpExile:
    """Warp's delayed exile (from its reminder text; the 2025-02-07 Comprehensive Rules
    predate warp): "Exile this permanent at the beginning of the next end step, then you may
    cast it from exile on a later turn." The source permanent is exiled and its owner may
    cast the card from exile after this turn (grimoire.mechanics.warp)."""


@dataclass(frozen=True, slots=True)
class Encore:
    """Encore's effect (CR 702.141a): "For each opponent, create a token that's a copy of
    this card that attacks that opponent this turn if able. The tokens gain haste. Sacrifice
    them at the beginning of the next end step." (grimoire.mechanics.encore)"""


@dataclass(frozen=True, slots=True)
class Pair:
    """Soulbond's effect (CR 702.95a): pair the source with ``other`` (None: another
    unpaired creature its controller controls, chosen as it resolves) for as long as both
    remain creatures on the battlefield under that player's control; nothing happens if
    either can no longer be paired (CR 702.95c; grimoire.mechanics.soulbond)."""

    other: ObjectRef | None = None


@dataclass(frozen=True, slots=True)
class ManaSpentRider:
    """ "When that mana is spent to cast <filter>, <effect>" after a mana ability's mana
    (CR 106.6: a delayed triggered ability, CR 603.7a, that triggers when the mana just added
    is spent to cast a matching spell; ``shares_commander_type``: the spell must share a
    creature type with its caster's commander, CR 903.3e)."""

    filter: ObjectFilter
    effect: Effect | None
    """The triggered ability's effect; None for a rider that only replaces how the spell's
    permanent enters (``counters``)."""
    shares_commander_type: bool = False
    counters: Amount | None = None
    """ "If you spend this mana to cast <spell>, it enters with [a number of] additional
    +1/+1 counters on it [equal to ...]": a replacement effect on that permanent entering
    (CR 614.1c), not a trigger; the amount is read as it enters."""


TextWord = Literal["color", "land_type", "creature_type"]
"""The kinds of word a text-changing effect replaces (CR 612.2)."""


@dataclass(frozen=True, slots=True)
class ChangeText:
    """ "Change the text of <what> by replacing all instances of one color word with another
    [or one basic land type with another]" (CR 612, layer 3, CR 613.1c): as it resolves, its
    controller chooses the kind of word (when ``kinds`` offers two), the word replaced and
    its replacement. ``duration``: "until end of turn", or indefinitely (``"permanent"``:
    until the object leaves its zone, CR 400.7)."""

    what: ObjectRef
    kinds: tuple[TextWord, ...]
    duration: Duration = "permanent"
    new_word: str | None = None
    """The word that replaces the chosen one when the text names it ("replacing all
    instances of one creature type with Vampire")."""
    not_new: tuple[str, ...] = ()
    """Words the replacing one can't be ("The new creature type can't be Wall.")."""


@dataclass(frozen=True, slots=True)
class SeparatePiles:
    """ "An opponent separates those cards into two piles. Put one pile into your hand and
    the other into your graveyard." (Fact or Fiction) / "... and separate them into two
    piles. An opponent chooses one of those piles. Put that pile into your hand and the other
    into your graveyard." (Steam Augury): CR 700.3. ``separator`` puts each of the cards
    ``what`` into exactly one of two piles (CR 700.3a; a pile may be empty, 700.3d; the cards
    stay where they are meanwhile, 700.3c); ``chooser`` picks the pile that goes to
    ``chosen_to``; the other goes to ``rest_to``. Empty destinations: a sentence is missing
    (an engine gap, :mod:`grimoire.oracle.support`)."""

    what: ObjectRef
    separator: PlayerRef
    chosen_to: Literal["", "hand"]
    rest_to: Literal["", "graveyard"]
    chooser: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class PileOnTop:
    """ "exile <what> and the top ``count`` cards of your library in a face-down pile. If you
    do, shuffle that pile and put it back on top of your library." (Triumph of Saint
    Katherine; CR 701.20a shuffling, CR 406.3 face-down exile): the cards are exiled as one
    pile, shuffled with the game's RNG and put on top of the library (CR 608.2c: as many as
    can be; nothing exiled, nothing put back). ``put_back`` False: the second sentence is
    missing (an engine gap, :mod:`grimoire.oracle.support`; the compiler starts with False)."""

    what: ObjectRef
    count: Amount
    put_back: bool = True
