"""Effects: control flow ("may", "if you do", modes), the common one-shot actions and mana."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

from grimoire.oracle.ir.conditions import Condition
from grimoire.oracle.ir.filters import ObjectFilter, ZoneName
from grimoire.oracle.ir.values import (
    Amount,
    Fixed,
    ObjectRef,
    PlayerRef,
    TargetSpec,
    ThisObject,
    You,
)

if TYPE_CHECKING:
    from grimoire.oracle.ir.abilities import Ability
    from grimoire.oracle.ir.costs import Cost  # (costs imports the Effect union)
    from grimoire.oracle.ir.effects import Effect

# ---------------------------------------------------------------------------
# Effects
# ---------------------------------------------------------------------------

Duration = Literal["end_of_turn", "permanent", "while_source", "until_your_next_turn",
                   "while_tapped"]
"""``until_your_next_turn``: ends as the resolving ability's controller's next turn begins
(CR 611.2a); only :class:`ModifyPowerToughness` has it. ``while_tapped``: "for as long as ~
remains tapped" (CR 611.2b; :class:`ModifyPowerToughness` and :class:`GrantKeywords`)."""
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
    """One mode of a modal spell or ability, with its own targets (CR 700.2); ``cost``: the
    additional cost of choosing it (spree, CR 702.172a: "+ {1} — ...")."""

    effect: Effect
    targets: tuple[TargetSpec, ...] = ()
    cost: Cost | None = None


@dataclass(frozen=True, slots=True)
class Modal:
    """ "Choose one —" (or more): modes are chosen as it is put on the stack (CR 700.2a)."""

    modes: tuple[Mode, ...]
    min_choices: int = 1
    max_choices: int = 1
    repeatable: bool = False
    """ "You may choose the same mode more than once." (CR 700.2d)"""
    more: ModeBonus | None = None
    """ "Choose one. If <condition>, you may choose both instead": more modes allowed."""


@dataclass(frozen=True, slots=True)
class ModeBonus:
    """ "Choose one. If you control a commander as you cast this spell, you may choose both
    instead", "... If this spell was kicked, choose any number instead" (CR 700.2, 601.2b):
    up to ``max_choices`` modes may be chosen when ``condition`` holds as the spell is cast
    (the modes are announced then, CR 601.2b), or, for a :class:`CastWith` condition, when
    that optional cost is paid with the modes (kicker, CR 702.33d)."""

    max_choices: int
    condition: Condition
    required: bool = False
    """ "choose both instead" (no "you may"): with the condition, exactly that many."""


@dataclass(frozen=True, slots=True)
class DealDamage:
    """``source`` deals ``amount`` damage to ``recipient`` (an object or a player);
    ``no_regenerate``: "A creature dealt damage this way can't be regenerated this turn"
    (CR 701.15c)."""

    amount: Amount
    recipient: ObjectRef | PlayerRef
    source: ObjectRef = field(default_factory=ThisObject)
    no_regenerate: bool = False
    each_source: bool = False
    """ "<creatures> each deal damage equal to their power to <recipient>" (Band Together):
    each object ``source`` names deals damage equal to its own power (``amount`` is read
    per object, as ``PowerOf`` of that one)."""
    unpreventable: bool = False
    """ "The damage can't be prevented." (CR 615.12)"""


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
    attacking: bool = False
    """ "tokens that are tapped and attacking": put onto the battlefield attacking (CR 508.4;
    ``tapped`` is set too)."""
    size: Amount | None = None
    """An "X/X" token: its base power and toughness are each this amount, read once as the
    effect creates the tokens (CR 111.4, 608.2h); the spec's own P/T are then unused."""
    toughness_size: Amount | None = None
    """With ``size``: the toughness when it is another amount than the power ("Its power is
    equal to ~'s power and its toughness is equal to ~'s toughness"), read at the same time."""


@dataclass(frozen=True, slots=True)
class Destroy:
    """Destroy permanents (CR 701.7); ``no_regenerate``: "It can't be regenerated"
    (CR 701.15c)."""

    what: ObjectRef
    no_regenerate: bool = False
    bind: str | None = None
    """Name the destroyed permanents put into a graveyard for a later step ("return a
    creature card put into a graveyard this way", CR 608.2c; as the new objects they are
    there, CR 400.7)."""


@dataclass(frozen=True, slots=True)
class Exile:
    """Exile objects (CR 701.13). ``linked``: remember them as exiled with the source (CR 607)."""

    what: ObjectRef
    linked: bool = True
    bind: str | None = None
    """Bind the exiled card(s) — new objects, CR 400.7 — for "that card" in later steps."""
    until_source_leaves: bool = False
    """ "exile ... until ~ leaves the battlefield" (CR 610.3): return them when it leaves."""
    return_when_leaves: bool = False
    """ "exile that creature. Return that card to the battlefield under its owner's control
    when ~ leaves the battlefield." (Portcullis's rulings: the return is set up as it
    resolves; exiled even if the source already left, and then never returned)."""
    face_down: bool = False
    """ "exiles the top card of their library face down": no player may look at the cards
    unless an effect lets them (CR 406.3; grimoire.mechanics.face_down_exile)."""
    until_leaves: ObjectRef | None = None
    """ "Exile target creature ... until target enchantment you control leaves the
    battlefield" (Calix, CR 610.3): return them when that other object leaves; nothing is
    exiled if it is already gone or no longer a legal target (CR 610.3a, 608.2b)."""


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
    attach_to: ObjectRef | None = None
    """ "to the battlefield attached to target creature": an Aura enters attached to that
    object, with no CR 303.4f choice; if it can't legally be attached to it, the Aura stays
    where it is (CR 303.4g, 303.4i)."""
    linked: bool = False
    """CR 607.2a: the source remembers what it put onto the battlefield, for its linked
    abilities ("the creature put onto the battlefield with this enchantment")."""
    attacking: bool = False
    """ "onto the battlefield tapped and attacking": each enters attacking what its controller
    chooses (CR 508.4; grimoire.mechanics.enter_attacking): never "attacked"."""
    bind: str | None = None
    """The permanents it put onto the battlefield are bound under this name for the later
    steps (CR 400.7: new objects; "Return all creature cards from your graveyard to the
    battlefield. Each of them is a 1/1 Spirit ...")."""


@dataclass(frozen=True, slots=True)
class CounterSpec:
    """``amount`` counters of ``kind`` (for "enters with" / "with ... counters on it").
    ``if_type``: only on a permanent of that card type as it enters ("an additional +1/+1
    counter on it if it's a creature", CR 614.12)."""

    kind: str
    amount: Amount
    if_type: str | None = None


@dataclass(frozen=True, slots=True)
class PutIntoHand:
    """Put objects into their owners' hands (from any zone)."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class PutIntoGraveyard:
    """Put objects into their owners' graveyards (not "dies" unless from the battlefield)."""

    what: ObjectRef
    bind: str | None = None
    """Bind the cards put there (new objects, CR 400.7) for "If it's a creature card"."""


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
    greatest_mana_value: bool = False
    """ "a creature or planeswalker with the greatest mana value among creatures and
    planeswalkers they control" (CR 202.3)."""
    every: bool = False
    """ "sacrifices all artifacts ... they control": every one matching, no choice."""
    also: tuple[ObjectFilter, ...] = ()
    """More kinds, any of which is sacrificed ("all artifacts, enchantments, and nonbasic
    lands": ``filter`` or one of these)."""


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
    up_to: bool = False
    """ "discard up to two cards" / "any number of cards": the player chooses how many, from
    none to ``amount`` (CR 701.9a, 107.1c)."""
    filter: ObjectFilter | None = None
    """ "discard any number of land cards": only cards of the hand matching it (CR 701.9a)."""


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
    bind: str | None = None
    """Name the objects that got counters for a later step ("goad each creature that had
    counters put on it this way", CR 608.2c); each player of a ``ForEach`` adds theirs."""


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
    effect also ends when any player rolls this result (CR 611.2a;
    grimoire.rules.continuous.until_roll_tag)."""
    while_counter: str | None = None
    """ "has flying for as long as it has a feather counter on it": instead of
    ``duration``, the effect lasts while the object keeps a counter of this kind (CR
    611.2b)."""


@dataclass(frozen=True, slots=True)
class LibraryLook:
    """Scry, surveil or mill N (CR 701.18, 701.42, 701.13b); ``reorder``: "look at the top
    N cards of <player's> library, then put them back in any order" (you choose the order,
    CR 608.2c; no card leaves the top)."""

    kind: Literal["scry", "surveil", "mill", "reorder"]
    amount: Amount
    player: PlayerRef = field(default_factory=You)
    bind: str = ""
    """For a mill: the name the cards it put into a graveyard are bound under ("You may put
    a land card from among them into your hand", "the cards milled this way")."""


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
    share_land_type: bool = False
    """ "cards that share a land type": the chosen cards have a land type in common."""


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
    """A player shuffles their library (CR 701.20); ``then_top``: the library cards bound
    under that name are kept out of the shuffle and put on top ("reveal it, then shuffle
    and put that card on top", CR 401.4)."""

    player: PlayerRef = field(default_factory=You)
    then_top: str = ""


@dataclass(frozen=True, slots=True)
class CounterSpell:
    """Counter a spell or ability (CR 701.5)."""

    what: ObjectRef
    exile_instead: bool = False
    """ "If that spell is countered this way, exile it instead of putting it into its
    owner's graveyard" (CR 614.1a)."""
    instead: Literal["", "hand", "top", "bottom", "top_or_bottom"] = ""
    """ "If that spell is countered this way, put it into its owner's hand / on top of / on
    the bottom of / on your choice of the top or bottom of its owner's library instead of
    into that player's graveyard" (a self-replacement effect, CR 614.1a, 614.15; the choice
    is the countering spell's controller's)."""


@dataclass(frozen=True, slots=True)
class Fight:
    """Two creatures fight (CR 701.14)."""

    first: ObjectRef
    second: ObjectRef


# --- mana --------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SpendOnly:
    """ "Spend this mana only to cast <spells> spells or activate abilities of <sources>"
    (CR 106.6): the spells it may pay for (None: none) and the sources of the activated
    abilities it may pay for (None: none; ``ObjectFilter()``: any ability).

    ``otherwise``: "This mana can't be spent to cast nonartifact spells" (Powerstone,
    CR 111.10h): it pays for ``spells`` only among spells, but for anything that isn't a
    spell (abilities, "unless pays" costs, special actions) without restriction."""

    spells: ObjectFilter | None = None
    abilities: ObjectFilter | None = None
    otherwise: bool = False


@dataclass(frozen=True, slots=True)
class AddMana:
    """Add fixed mana: ``symbols=("G", "G")`` is "Add {G}{G}" (CR 106.4)."""

    symbols: tuple[str, ...]
    amount: Amount = field(default_factory=lambda: Fixed(1))
    """How many times to add ``symbols`` ("Add {G} for each ...")."""
    player: PlayerRef = field(default_factory=You)
    """Who adds the mana ("its controller adds {G}{G}")."""
    spend_only: SpendOnly | None = None
    """ "Spend this mana only to ..." (CR 106.6)."""
    kept: bool = False
    """ "Until end of turn, you don't lose this mana as steps and phases end" (CR 106.4a)."""


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
    spend_only: SpendOnly | None = None
    """ "Spend this mana only to ..." (CR 106.6)."""
    kept: bool = False
    """ "Until end of turn, you don't lose this mana as steps and phases end" (CR 106.4a)."""


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
    or_symbols: tuple[str, ...] = ()
    """ "Add {G} or one mana of the chosen color": the other mana the player may add instead
    (one mana, ``count`` 1)."""
