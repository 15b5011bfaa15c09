"""Filters: which objects or cards qualify."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from grimoire.oracle.ir.values import GrantingSource, StatCheck

# ---------------------------------------------------------------------------
# Filters: which objects or cards qualify
# ---------------------------------------------------------------------------

Controller = Literal["any", "you", "opponent", "defending", "enchanted_player",
                     "trigger_player", "active"]
"""``defending``: "<permanents> defending player controls": an opponent, and the player the
source is attacking when it is attacking (CR 506.2, 508.5); ``enchanted_player``:
"creatures enchanted player controls", the player the source Aura enchants (CR 303.4);
``trigger_player``: "target permanent that player controls" in a triggered ability, the
player its trigger event named (CR 603.2; "that opponent" who destroyed it); ``active``:
"target creature that player controls" in "At the beginning of each opponent's upkeep, ...":
the player whose step it is, the active player (CR 102.1, 503.1)."""
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
    unblocked: bool = False
    """ "unblocked attacking creature": attacking, its defending player has declared
    blockers, and no creature was declared as its blocker (CR 509.1h)."""
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
    subtypes_all: tuple[str, ...] = ()
    """Subtypes the object must all have: "Eldrazi Scions" are creatures that are both
    Eldrazi and Scions (an Eldrazi that isn't a Scion doesn't match)."""
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
    """Objects bound under this name are excluded ("each creature not chosen this way");
    ``EXCLUDED_TARGET + "0"``: the objects chosen as the first target ("target creature you
    control gets +3/+3 and other creatures you control get +1/+1")."""
    same_name_as: str | None = None
    """``EXCLUDED_TARGET + "0"``: the object chosen as that target, and the objects with its
    name ("target permanent and all other permanents with the same name as that permanent",
    CR 201.2); ``SOURCE_NAME``: objects with the source's name."""
    keywords_all: tuple[str, ...] = ()
    """Keyword abilities the object must have ("creature with flying")."""
    keywords_any: tuple[str, ...] = ()
    """Keyword abilities of which it must have one ("with deathtouch, hexproof, reach, or
    trample")."""
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
    """ "face-down creature" (True) / "face-up" (False): CR 708 (grimoire.mechanics.face_down)."""
    chosen_quality: Literal["type", "color", "not_type", "card_type"] | None = None
    """ "of the chosen type" / "of the chosen color": what the source chose as it entered
    (CR 607.2d: the abilities are linked)."""
    attacking_you_or_yours: bool = False
    """ "that's attacking you or a planeswalker you control": attacking the viewer or a
    planeswalker the viewer controls (CR 506.2, 508.1b)."""
    goaded: bool | None = None
    """ "goaded creature" (CR 701.38b; grimoire.rules.attack_requirements)."""
    commander: bool = False
    """Only commanders (CR 903.3): "your commander" is a commander you own (with ``owner``),
    "a commander you control" one on the battlefield under your control (CR 903.3d)."""
    attacking_you: bool = False
    """ "creature attacking you": attacking the viewing player (CR 506.2, 508.1b)."""
    attacking_enchanted_player: bool = False
    """ "a creature attacks enchanted player": attacking the player the source Aura is
    attached to (a Curse, CR 303.4, 508.1b)."""
    attacking_opponent: Literal["player", "or_planeswalker"] | None = None
    """ "a creature attacks one of your opponents [or a planeswalker an opponent controls]":
    attacking an opponent of the viewer (or, with ``or_planeswalker``, a planeswalker one of
    them controls), CR 506.2, 508.1b (grimoire.mechanics.attack_defenders)."""
    enchanted: bool | None = None
    """ "enchanted creature" as a quality of any permanent, not the source's: one an Aura is
    attached to (CR 303.4, 303.4e); ``False``: "creatures that aren't enchanted", one no Aura
    is attached to."""
    attached_to_this: bool = False
    """ "Aura attached to it": objects attached to the source (CR 301.5, 303.4)."""
    dealt_damage: Literal["by_source", "any", "controller_by_source", "to_you"] | None = None
    """ "creature dealt damage by this creature this turn" (``by_source``), "creature that was
    dealt damage this turn" (``any``): a damage event this turn (CR 120.3) to that object;
    "permanent ... whose controller was dealt combat damage by ~ this turn"
    (``controller_by_source``): combat damage (CR 510.2) from the source to its controller;
    "creature that dealt damage to you this turn" (``to_you``): a damage event this turn
    from that object to the filter's "you" (CR 120.3, any damage, combat or not)."""
    counters: str | None = None
    """ "with a +1/+1 counter on it" (that kind), "with counters on them" / "with a counter on
    it" (``"any"``), "with no counters on them" (``"none"``): counters on the object now
    (CR 122.1)."""
    entered_this_turn: bool = False
    """ "creature that entered this turn": put onto the battlefield this turn (a zone-change
    event to the battlefield since the turn began, CR 603.6a; the same object, CR 400.7)."""
    or_graveyard_card: bool = False
    """ "creatures from the battlefield and/or creature cards from graveyards": a permanent
    or a card in a graveyard (with ``zone=None``; the other words apply to both)."""
    spell_or_permanent: bool = False
    """ "spell or permanent": a spell on the stack or a permanent (CR 110.1, 112.1), for a
    text-changing effect's target (CR 612)."""
    ring_bearer: bool = False
    """ "your Ring-bearer": the creature with the Ring-bearer designation of the player the
    filter reads for (CR 701.52a, 701.52e; grimoire.mechanics.ring)."""
    either: tuple[ObjectFilter, ...] = ()
    """ "Dragon creature card or Ugin planeswalker card": the object also matches one of
    these (each a whole description of its own)."""
    cast_with: str | None = None
    """ "that creature was cast for its warp cost": the object (a permanent remembering how
    it was cast, CR 702.33d) has that cast option (``"warped"``)."""
    banded_with_source: bool = False
    """ "creatures banded with it": the other attacking creatures in the source's band
    (CR 702.22c, 702.22f)."""
    level_up: bool = False
    """ "creature ... with level up": it has a level up ability (CR 702.87a: "[Cost]: Put a
    level counter on this permanent. Activate only as a sorcery.")."""
    blocked_by_source: bool = False
    """ "each creature it's blocking": the attacking creatures the source blocks (CR 509.1h,
    506.4)."""
    targeting: tuple[ObjectFilter, ...] = ()
    """ "spell that targets a permanent you control": a spell (or ability) one of whose
    targets is an object matching one of these, read for the source's controller (CR 115.1,
    115.10; grimoire.mechanics.spell_targets)."""
    targeting_player: Controller | None = None
    """ "spell that targets you" (``"you"``), "... a player" (``"any"``): one of its targets is
    such a player (with ``targeting``: either, "you or a permanent you control")."""
    pairing: Literal["paired", "unpaired", "with_source", "with_target"] | None = None
    """Soulbond's pairs (CR 702.95b; grimoire.mechanics.soulbond): a ``"paired"`` creature,
    an ``"unpaired"`` one, or the creature the source is paired with (``"with_source"``), or
    the one the source's (a spell's or ability's) first target is paired with
    (``"with_target"``: "If it's paired with a creature, that creature also gets +2/+2")."""
    shares_creature_type: bool = False
    """ "cards that share a creature type with it" (CR 205.3m; amplify, CR 702.38a): an object
    with a creature type the source has (grimoire.mechanics.shared_types)."""
    shares_color: bool = False
    """ "creatures you control that each share a color with it" (conspire, CR 702.78a; CR
    105.2): an object with a color the source has (grimoire.mechanics.shared_types)."""
    modified: bool = False
    """ "modified creature" (CR 700.9): it has one or more counters on it, is equipped, or is
    enchanted by an Aura its controller controls (grimoire.mechanics.modified)."""
    activated_this_turn: bool = False
    """ "planeswalker that was activated this turn" (CR 700.10): the permanent was the source
    of an ability activated this turn (grimoire.mechanics.activated_history)."""
    attacked_this_turn: bool = False
    """ "creatures that attacked this turn": declared as attackers this turn (CR 508.1),
    the same objects (CR 400.7) (grimoire.mechanics.extra_phases)."""
    base_power: NumberCheck | None = None
    """ "creature with base power 1" (CR 208.4b): its power after characteristic-defining
    abilities and effects that set power (layers 7a-7b), ignoring the effects and counters
    that modify it."""
    base_toughness: NumberCheck | None = None
    """ "with base power and toughness 1/1": the same for toughness (CR 208.4b)."""
    attacking_trigger_player: bool = False
    """ "creature that's attacking that player" in "Whenever you attack a player, ...": it
    attacks the player the trigger event named (CR 506.2, 603.2)."""
    noncommander: bool = False
    """ "noncommander creature": not a commander (CR 903.3; grimoire.mechanics.commander)."""
    convoked_source: bool = False
    """ "each creature that convoked it": the creatures tapped to pay for the source spell's
    total cost by convoke (CR 702.51c), the spell or the permanent it became
    (grimoire.mechanics.convoked)."""
    outside_identity_of: GrantingSource | None = None
    """ "protection from each color that's not in your commander's color identity" (Commander's
    Plate, CR 702.16i, 903.4): an object with a color that isn't in the combined color identity
    of the commanders of the player who controls the granting object; nothing when that
    player has no commander (CR 903.4f) (grimoire.mechanics.commander)."""


EXCLUDED_TARGET = "@target:"
"""A prefix of :attr:`ObjectFilter.excluding`: the objects of that target group."""
SOURCE_NAME = "@source"
"""An :attr:`ObjectFilter.same_name_as`: objects with the source's name ("target creature with
the same name as this creature", CR 201.2)."""
