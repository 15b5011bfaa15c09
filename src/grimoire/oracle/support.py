"""What the engine honours of the IR: the gaps that keep a card from counting as compiled.

The compiler writes what the text says; the engine executes part of it. This module lists,
as data, the IR the engine does NOT honour yet, so that coverage stays honest: a card whose
IR holds a gap counts as not compiled, exactly like one with an
:class:`~grimoire.oracle.ir.Unimplemented` node (see :func:`engine_gaps`).

* :data:`UNSUPPORTED_NODES`: node types with no engine implementation at all (a trigger
  type with no matcher, a static effect nothing applies, an amount nothing evaluates).
* :data:`UNSUPPORTED_FIELDS`: fields the engine ignores; any non-default value is a gap.
* :data:`UNSUPPORTED_VALUES`: particular values of a field the engine can't execute.
* :data:`HONOURED_KEYWORDS` / :data:`KEYWORDS_WITHOUT_ENGINE`: the keyword abilities
  (CR 702) that count; any other keyword (printed, granted or from a static) is a gap.

``tests/ir_completeness`` checks these tables against the engine's dispatch tables (the
resolver registry, the trigger matchers, the evaluators' sources), so a type or field the
compiler grows without engine support fails a test, and an entry that the engine has since
implemented must be removed. This module imports no engine code.

>>> from grimoire.oracle import ir
>>> engine_gaps(ir.KeywordAction("populate"))
["KeywordAction.action='populate' is not implemented"]
>>> engine_gaps(ir.DrawCards(ir.Fixed(2)))
[]
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import MISSING, fields
from typing import Any

from grimoire.oracle import ir
from grimoire.oracle.creature_keywords import EXPANDED_KEYWORDS
from grimoire.oracle.upkeep_keywords import UPKEEP_KEYWORDS

UNSUPPORTED_NODES: dict[type, str] = {
    # trigger types without a matcher in grimoire.rules.triggers.MATCHERS
    # static effects nothing in the engine applies
    # conditions, amounts and references no evaluator handles
    # effects whose resolver exists but whose rules are incomplete
}
"""IR node types the engine does not implement; a card holding one is not compiled."""

UNSUPPORTED_FIELDS: dict[tuple[type, str], str] = {}
"""Fields the engine ignores: a non-default value is a gap."""

UNSUPPORTED_VALUES: dict[tuple[type, str], frozenset[object]] = {
    (ir.KeywordAction, "action"): frozenset({
        "support", "populate",
        "discover",
    }),
    # CR 700.3: a pile step whose destinations no sentence named (grimoire.oracle.piles_text)
    (ir.SeparatePiles, "chosen_to"): frozenset({""}),
    (ir.SeparatePiles, "rest_to"): frozenset({""}),
    (ir.PileOnTop, "put_back"): frozenset({False}),  # "If you do, shuffle that pile and put
    # it back on top of your library." not read (grimoire.oracle.face_down_pile_text)
    (ir.ChooseFromNextPlayer, "gain_control"): frozenset({False}),  # the choices with no
    # instruction after them that acts on them (grimoire.oracle.seating_text)
    (ir.RerollOn, "optional"): frozenset({False}),  # the roll window only offers rerolls
    (ir.SwitchPowerToughness, "duration"): frozenset({"while_source"}),
    (ir.LoseKeywords, "duration"): frozenset({"while_source"}),
    (ir.ProtectionFromChosenColor, "duration"): frozenset({"while_source"}),
    (ir.SetBasePowerToughness, "duration"): frozenset({"while_source"}),
    (ir.BecomeType, "duration"): frozenset({"while_source", "until_your_next_turn"}),
    (ir.GainAbilities, "duration"): frozenset({"while_source", "until_your_next_turn"}),
}
"""Field values the engine can't execute."""

SUPPORTED_CHILD_TYPES: dict[tuple[type, str], frozenset[type]] = {
    (ir.ConditionalStatic, "effect"): frozenset({
        ir.PowerToughnessBoost, ir.EntersTapped, ir.EntersWithCounters, ir.GrantAbilities,
        ir.DynamicBoost,
        ir.CombatRestrictionStatic,  # grimoire.rules.combat.has_rule (CR 611.3a)
        ir.SetCharacteristics,  # grimoire.rules.layers: a layered static, its condition read
        ir.LifeFloor,  # grimoire.mechanics.life_floors (Worship, Elderscale Wurm)
        ir.PlayLandsFrom,  # grimoire.mechanics.land_permissions (CR 305.1)
        ir.CastFromLibraryTop,  # grimoire.mechanics.library_top (CR 601.3)
        ir.PlayerRestriction,  # grimoire.mechanics.player_statics (CR 611.3a)
    }),
}
"""Fields holding a node: only these node types are executed there."""

HONOURED_KEYWORDS: frozenset[str] = frozenset({
    # executed by the engine (grimoire.rules: combat, targeting, casting, attachments)
    "deathtouch", "defender", "double strike", "enchant", "first strike", "flash", "flying",
    "haste", "hexproof", "indestructible", "lifelink", "menace", "protection", "reach",
    "shroud", "trample", "vigilance", "ward",
    "devoid",  # CR 702.114a: colorless (grimoire.rules.cardinfo)
    "compleated",  # CR 702.150a: fewer loyalty counters (grimoire.mechanics.loyalty)
    "infect", "wither",  # CR 120.3b, 120.3d (grimoire.rules.damage)
    "phasing",  # CR 702.26a (grimoire.mechanics.phasing, in the untap step)
    "split second",  # CR 702.61a (grimoire.mechanics.split_second, a kernel hook)
    "dredge",  # CR 702.52a (grimoire.mechanics.dredge, a draw replacement)
    "splice onto arcane",  # CR 702.47a (grimoire.mechanics.splice, a kernel cast hook)
    "retrace",  # CR 702.81a (grimoire.mechanics.retrace, kernel cast hooks)
    "fuse",  # CR 702.102a (grimoire.rules.faces: a split card cast fused from a hand)
    "aftermath",  # CR 702.127a (grimoire.mechanics.aftermath, kernel face and cast hooks)
    "daybound", "nightbound",  # CR 702.145, 728 (grimoire.rules.transform)
    # paying the total cost (grimoire.rules.keywords_cast, CR 601.2f-h)
    "affinity", "convoke", "delve", "improvise",  # CR 702.41a, 702.51a, 702.66a, 702.126a
    "rebound",  # CR 702.88a (grimoire.mechanics.rebound)
    "changeling",  # CR 702.73a: every creature type (grimoire.rules.cardinfo)
    "ascend",  # CR 702.131a-b: the city's blessing (grimoire.mechanics.ascend)
    "toxic",  # CR 702.164c: poison counters with combat damage (grimoire.rules.damage)
    "umbra armor", "totem armor",  # CR 702.89a-b (grimoire.mechanics.umbra_armor)
    # casting face down, turning face up (grimoire.mechanics.face_down, CR 702.37, 702.168)
    "morph", "megamorph", "disguise",
    "banding",  # CR 702.22: bands, blocking a band, who divides damage (grimoire.rules.banding)
    "foretell",  # CR 702.143a: special action, cast from exile (grimoire.mechanics.foretell)
    "plot",  # CR 702.170a-d: special action, cast from exile (grimoire.mechanics.plot)
    "enlist",  # CR 702.154a-c: an optional cost to attack (grimoire.mechanics.enlist)
    "start your engines!",  # CR 702.179a, 704.5z (grimoire.mechanics.speed)
    # evasion (grimoire.rules.combat, CR 509.1b)
    "fear", "horsemanship", "intimidate", "shadow", "skulk", "swampwalk", "islandwalk",
    "forestwalk", "mountainwalk", "plainswalk", "desertwalk", "nonbasic landwalk",
    "read ahead",  # CR 702.155a-b (grimoire.mechanics.read_ahead, sagas)
})
"""Keyword abilities (CR 702) the engine executes; any other :class:`~grimoire.oracle.ir.Keyword`
is a gap (a keyword the engine only records as a name changes nothing in a game)."""

KEYWORDS_WITHOUT_ENGINE: dict[str, str] = {
    "kicker": "the compiler turns it into an optional additional cost (CR 702.33a)",
    "miracle": "a triggered ability on the first draw of a turn (CR 702.94a; "
    "grimoire.mechanics.miracle, a kernel hook)",
    "overload": "the compiler compiles the changed text for the alternative cost "
    "(CR 702.96a; grimoire.oracle.overload_text, grimoire.rules.casting)",
    "entwine": "the compiler turns it into an optional additional cost choosing every mode "
    "(CR 702.42a; grimoire.rules.cast_options, grimoire.rules.casting)",
    "replicate": "the compiler turns it into an optional additional cost paid any number of "
    "times and adds the cast trigger copying the spell (CR 702.56a)",
    "multikicker": "the compiler turns it into an optional additional cost paid any number "
    "of times (CR 702.33c; grimoire.rules.cast_options)",
    "buyback": "the compiler turns it into an optional additional cost (CR 702.27a)",
    "bargain": "the compiler turns it into an optional additional cost, a sacrifice, setting "
    "the 'bargained' cast option (CR 702.166a-b; grimoire.oracle.alt_keywords)",
    "casualty": "the compiler turns it into an optional additional cost and adds the cast "
    "trigger copying the spell (CR 702.153a; grimoire.oracle.casualty_text)",
    "conspire": "the compiler turns it into an optional additional cost tapping two "
    "creatures sharing a color with the spell and adds the cast trigger copying it "
    "(CR 702.78a; grimoire.oracle.casualty_text)",
    "escalate": "the compiler turns it into an additional cost paid for each mode chosen "
    "beyond the first (CR 702.120a; grimoire.rules.casting.total_cost)",
    "flashback": "the compiler turns it into an alternative cost from the graveyard "
    "(CR 702.34a)",
    "jump-start": "the compiler turns it into an alternative cost from the graveyard: the "
    "mana cost and a discard (CR 702.133a)",
    **{name: "the compiler adds the triggered ability it stands for (CR 702.108a, 702.91a, "
       "702.45a, 702.83a, 702.46a, 702.85a, 702.40a)"
       for name in ("prowess", "battle cry", "bushido", "exalted", "soulshift", "cascade",
                    "storm")},
    "ripple": "the compiler adds the cast trigger it stands for (CR 702.60a; "
    "grimoire.oracle.keyword_texts)",
    **{name: "the compiler adds the activated ability it stands for (CR 702.29a, 702.29e)"
       for name in ("cycling", "landcycling", "basic landcycling", "forestcycling",
                    "islandcycling", "mountaincycling", "plainscycling", "swampcycling")},
    "reinforce": "the compiler adds the activated ability it stands for (CR 702.77a)",
    **{name: "the compiler adds the upkeep triggered ability it stands for (CR 702.30a, "
       "702.24a; grimoire.oracle.upkeep_keywords, grimoire.mechanics.upkeep_costs)"
       for name in ("echo", "cumulative upkeep")},
    **{name: "the compiler turns it into an alternative cost setting a cast option and the "
       "abilities reading it (CR 702.74a, 702.109a; grimoire.oracle.alt_keywords, "
       "grimoire.mechanics.alt_cast)" for name in ("evoke", "dash", "blitz")},
    "emerge": "the compiler turns it into an alternative cost sacrificing a creature, which "
    "reduces the total cost by its mana value (CR 702.119a; grimoire.oracle.alt_keywords, "
    "grimoire.rules.keywords_cast)",
    "warp": "the compiler turns it into an alternative cost from a hand setting a cast "
    "option; the exile at the next end step and the later cast from exile follow it (its "
    "reminder text: the 2025-02-07 CR predates warp; grimoire.oracle.alt_keywords, "
    "grimoire.mechanics.warp)",
    **{name: "the compiler turns it into an alternative cost with its condition (CR 702.137a, "
       "702.117a; grimoire.oracle.alt_keywords)" for name in ("spectacle", "surge")},
    "prototype": "the compiler turns it into an alternative cost with the prototype's values "
    "(CR 702.160a, 718; grimoire.oracle.prototype_text, grimoire.mechanics.prototype)",
    "disturb": "the compiler turns it into an alternative cost from the graveyard whose cast "
    "option makes the spell its back face, entering transformed (CR 702.146a-b, 712.8c; "
    "grimoire.oracle.alt_keywords, grimoire.mechanics.disturb)",
    "awaken": "the compiler turns it into an alternative cost setting the 'awakened' cast "
    "option and the spell's last instruction reading it (CR 702.113a-b; "
    "grimoire.oracle.spell_keywords)",
    "harmonize": "the compiler turns it into two alternative costs from the graveyard, "
    "exiled as flashback's, one tapping a creature to reduce it by its power (its reminder "
    "text; grimoire.oracle.spell_keywords)",
    "mayhem": "the compiler turns it into an alternative cost from the graveyard, for a card "
    "discarded this turn (its reminder text; grimoire.oracle.alt_keywords, "
    "grimoire.mechanics.mayhem)",
    "escape": "the compiler turns it into an alternative cost from the graveyard setting "
    "the 'escaped' cast option (CR 702.138a-b; grimoire.oracle.alt_keywords, "
    "grimoire.mechanics.escape)",
    "bestow": "the compiler turns it into an alternative cost whose cast option makes the "
    "spell a bestowed Aura, a creature again when unattached (CR 702.103a-f; "
    "grimoire.oracle.alt_keywords, grimoire.mechanics.bestow)",
    "madness": "a replacement of the discard and the trigger it stands for (CR 702.35a; "
    "grimoire.mechanics.madness, a kernel hook)",
    "unearth": "the compiler adds the activated ability it stands for (CR 702.84a; "
    "grimoire.mechanics.unearth)",
    "encore": "the compiler adds the activated ability it stands for (CR 702.141a; "
    "grimoire.mechanics.encore)",
    **{name: "the compiler adds the activated ability it stands for: a Zombie token copy "
       "(CR 702.128a, 702.129a; grimoire.oracle.alt_keywords.zombie_copy_ability)"
       for name in ("embalm", "eternalize")},
    "transmute": "the compiler adds the activated ability it stands for, from a hand "
    "(CR 702.53a; grimoire.oracle.alt_keywords.transmute_ability)",
    **{name: "the compiler adds the triggered ability it stands for (CR 702.79a, 702.93a; "
       "grimoire.mechanics.return_keywords)" for name in ("persist", "undying")},
    **{name: "the compiler adds the abilities it stands for, each citing its CR 702 rule "
       "(grimoire.oracle.creature_keywords)" for name in EXPANDED_KEYWORDS},
    "partner": "deck construction only (CR 702.124h)",
    "friends forever": "deck construction only (CR 702.124j)",
    "choose a background": "deck construction only (CR 702.124k)",
    "doctor's companion": "deck construction only (CR 702.124m)",
}
"""Keywords honoured without engine code of their own, with the reason."""


def _keyword_gap(node: ir.Keyword) -> str | None:
    name = node.name.lower()
    if name == "casualty" and not isinstance(node.amount, ir.Fixed):  # "Casualty X"
        return "casualty without a fixed number is not implemented"
    if name in HONOURED_KEYWORDS or name in KEYWORDS_WITHOUT_ENGINE:
        return None
    return f"keyword {name!r} is not implemented"


PRINTED_ONLY_KEYWORDS: frozenset[str] = frozenset({
    "cascade", "storm", "ripple",
    # expanded by the compiler or read from the card's own abilities (grimoire.rules:
    # keywords_cast, upkeep_costs, alt_cast, unearth, rebound, return_keywords, cardinfo)
    "affinity", "convoke", "delve", "improvise", "echo", "cumulative upkeep", "evoke",
    "spectacle", "surge", "jump-start", "bestow", "plot", "warp", "disturb", "escape", "awaken",
    "mayhem", "harmonize",
    "dash", "blitz", "emerge", "unearth", "encore", "embalm", "eternalize", "bargain", "transmute",
    "persist", "undying", "rebound",
    "changeling", "toxic", "madness",
    "multikicker", "replicate", "entwine", "escalate", "overload", "miracle", "dredge",
    "casualty",  # CR 702.153a (grimoire.oracle.casualty_text)
    "conspire",  # CR 702.78a (grimoire.oracle.casualty_text)
    "ascend",  # on a spell the compiler adds its instruction (CR 702.131a)
    "splice onto arcane", "retrace",
    *EXPANDED_KEYWORDS,  # grimoire.oracle.creature_keywords
    "read ahead",  # read from the Saga's own keywords (grimoire.mechanics.read_ahead)
})
"""Keywords the compiler expands only where printed (CR 702.85a, 702.40a): granted by an
effect they are still gaps."""


STATIC_GRANTED: frozenset[str] = frozenset({"riot"})
"""Keywords expanded only where printed that a static ability may still give: the mechanism
reads the statics itself ("Nontoken creatures you control have riot", grimoire.mechanics.
riot, CR 702.136b)."""


def _granted_keywords_gap(node: Any) -> str | None:
    """A keyword a node gives (``keywords``: granted, on a token, from a static) that the
    engine doesn't execute."""
    static = isinstance(node, ir.PowerToughnessBoost)  # "have riot": read by the mechanism
    missing = [k for k in node.keywords if not (static and k.lower() in STATIC_GRANTED) and (
               k.lower() in PRINTED_ONLY_KEYWORDS or (
                   k.lower() not in HONOURED_KEYWORDS
                   and k.lower() not in KEYWORDS_WITHOUT_ENGINE))]
    return f"keyword {missing[0].lower()!r} is not implemented" if missing else None


GRANT_EXPANDED_KEYWORDS: frozenset[str] = frozenset({*EXPANDED_KEYWORDS, *UPKEEP_KEYWORDS})
"""Keywords the compiler expands into triggered abilities wherever they are given, a grant
included (grimoire.oracle.creature_keywords, grimoire.oracle.upkeep_keywords)."""


def _granted_printed_only(node: Any) -> str | None:
    """A keyword ability an effect gives (``abilities`` of a grant: "each creature card in
    your graveyard gains "Escape—..."") that the compiler expands only where printed (an
    alternative or additional cost of the card's own definition): the engine doesn't. The
    keywords expanded into triggered abilities (provoke, myriad, melee, echo, cumulative
    upkeep...) are expanded in the grant too ("All Slivers have provoke": the grant holds the
    trigger), so they are honoured."""
    missing = [a.name for a in node.abilities
               if isinstance(a, ir.Keyword) and a.name.lower() in PRINTED_ONLY_KEYWORDS
               and a.name.lower() not in GRANT_EXPANDED_KEYWORDS]
    return f"granted keyword {missing[0].lower()!r} is not implemented" if missing else None


def _nth_spell_of_a_kind(node: ir.CastTrigger) -> str | None:
    if node.or_copy and (node.targets_source or node.nth_each_turn is not None):
        return "a copied spell's targets or count are not matched (grimoire.rules.triggers)"
    return None


COMMAND_ZONE_STATICS: tuple[type, ...] = (ir.NoMaximumHandSize,)
"""Static effects the engine applies from a face-up plane or phenomenon (CR 901.7)."""


def _card_gap(node: ir.CardDefinition) -> str | None:
    """The gaps of a whole card: :func:`_command_zone_card`, :func:`_unlinked_option`,
    :func:`_two_divisions`."""
    return _command_zone_card(node) or _unlinked_option(node) or _two_divisions(node) \
        or _opponent_chosen_target(node)


def _opponent_chosen_target(node: ir.CardDefinition) -> str | None:
    """ "target creature of an opponent's choice they control" (CR 601.2c): only an activated
    ability's own targets are chosen that way (grimoire.rules.opponent_targets); a spell's,
    a trigger's or a mode's are not."""
    own = {id(spec) for a in node.abilities if isinstance(a, ir.ActivatedAbility)
           for spec in a.targets}
    for part in (*node.abilities, node.spell):
        if any(isinstance(n, ir.TargetSpec) and n.by_opponent and id(n) not in own
               for n in ir.iter_nodes(part)):
            return "a target of an opponent's choice is chosen only for an activated ability"
    return None


def _two_divisions(node: ir.CardDefinition) -> str | None:
    """One spell or ability with a division outside its modes and another inside a mode,
    or two modals each with one: only one is announced (grimoire.rules.division)."""
    parts = [a.effect for a in node.abilities
             if isinstance(a, ir.ActivatedAbility | ir.TriggeredAbility)]
    if node.spell is not None:
        parts.append(node.spell.effect)
    for effect in parts:
        in_modes = {id(n) for m in ir.iter_nodes(effect) if isinstance(m, ir.Modal)
                    for n in ir.iter_nodes(m)}
        modals = [m for m in ir.iter_nodes(effect) if isinstance(m, ir.Modal)
                  and any(_is_divided(n) for n in ir.iter_nodes(m))]
        outside = any(_is_divided(n) and id(n) not in in_modes for n in ir.iter_nodes(effect))
        if modals and (outside or len(modals) > 1):
            return "two divisions in one spell or ability are not announced (CR 601.2d)"
        entwined = any(isinstance(a, ir.Keyword) and a.name.lower() == "entwine"
                       for a in node.abilities)
        if entwined and any(sum(any(_is_divided(n) for n in ir.iter_nodes(mode.effect))
                                for mode in m.modes) > 1 for m in modals):
            return "two divisions in entwined modes are not announced (CR 601.2d, 702.42a)"
    return None


def _unlinked_option(node: ir.CardDefinition) -> str | None:
    """CR 702.33e, 702.166b: "if this spell was kicked/bargained" is linked to the card's
    own kicker or bargain; text without one reads another spell's ("counter target spell
    if it was kicked"), which the engine doesn't track."""
    own = {extra.option for extra in node.additional_costs}
    spell = node.spell
    if spell is not None and any(
            isinstance(n, ir.CastWith) and n.option in ("kicked", "bargained")
            and n.option not in own for n in ir.iter_nodes(spell.effect)):
        return "whether another spell was kicked or bargained is not tracked (CR 702.33e)"
    return None


def _command_zone_card(node: ir.CardDefinition) -> str | None:
    """A plane's or phenomenon's static and activated abilities work from the command zone
    (CR 901.7); the engine applies only :data:`COMMAND_ZONE_STATICS` there."""
    if not {"plane", "phenomenon"} & set(node.card_types):
        return None
    for ability in node.abilities:
        if isinstance(ability, ir.ActivatedAbility) or (
                isinstance(ability, ir.StaticAbility)
                and not isinstance(ability.effect, COMMAND_ZONE_STATICS)):
            return "this ability of a plane doesn't work from the command zone (CR 901.7)"
    return None


EMBLEM_STATICS: tuple[type, ...] = (ir.PowerToughnessBoost, ir.DynamicBoost)
"""Static effects the engine applies from an emblem (CR 114.4; grimoire.rules.query), also
under an "as long as" condition (ConditionalStatic)."""


def _emblem_gap(node: ir.GetEmblem) -> str | None:
    """CR 114.4: an emblem's abilities work from the command zone; the engine checks its
    triggered abilities there, offers its activated abilities (grimoire.mechanics.emblems)
    and applies only :data:`EMBLEM_STATICS`."""
    for ability in node.abilities:
        if isinstance(ability, ir.Unimplemented) or (
                isinstance(ability, ir.TriggeredAbility) and ability.zone == "battlefield") or (
                isinstance(ability, ir.ActivatedAbility) and ability.zone == "command"):
            continue  # (an Unimplemented ability is reported as such)
        effect = ability.effect if isinstance(ability, ir.StaticAbility) else None
        if isinstance(effect, ir.ConditionalStatic):
            effect = effect.effect
        if not isinstance(effect, EMBLEM_STATICS):
            return "this emblem ability doesn't work from the command zone (CR 114.4)"
    return None


def _has(node: object, kind: type) -> bool:
    """Whether ``node`` holds a ``kind`` node that runs in the same resolution (not inside
    a delayed triggered ability, which resolves later on its own)."""
    if isinstance(node, kind):
        return True
    if isinstance(node, ir.DelayedTrigger):
        return False
    if isinstance(node, tuple):
        return any(_has(n, kind) for n in node)
    if hasattr(node, "__dataclass_fields__"):
        return any(_has(getattr(node, f.name), kind) for f in fields(node))  # type: ignore[arg-type]
    return False


def _flip_read_before_flipped(node: ir.Sequence) -> str | None:
    """ "Flip a coin at the beginning of the next end step. If you lose the flip, ...": the
    branch would run now, before the delayed flip (CR 705.2)."""
    flipped = False
    for step in node.steps:
        if not flipped and _has(step, ir.WonFlip):
            return "\"If you win/lose the flip\" runs before the coin is flipped"
        flipped = flipped or _has(step, ir.FlipCoin)
    return None


def _is_divided(node: object) -> bool:
    return (isinstance(node, ir.DealDividedDamage) and not node.evenly) or isinstance(
        node, ir.DistributeCounters | ir.PreventDividedDamage)


def _division_in_mode(node: ir.Modal) -> str | None:
    """A division inside a mode is announced on casting when that mode is chosen (CR
    601.2d, 700.2; grimoire.rules.division.division_at): one division per spell or ability,
    so two modes with a division that may be chosen together are a gap, as is a modal
    inside a mode."""
    divided = [m for m in node.modes if any(_is_divided(n) for n in ir.iter_nodes(m.effect))]
    if len(divided) > 1 and (node.max_choices > 1 or node.repeatable
                             or node.more is not None):
        return "two divisions in modes chosen together are not announced (CR 601.2d)"
    if divided and any(isinstance(n, ir.Modal) for m in divided for n in ir.iter_nodes(m.effect)):
        return "a division inside a nested mode is not announced on casting (CR 601.2d)"
    return None


def _token_without_size(node: ir.TokenSpec) -> str | None:
    """A creature token needs power and toughness: printed, or a characteristic-defining
    ability among its own (CR 604.3, 111.4)."""
    if "creature" not in node.card_types or node.power is not None:
        return None
    if any(isinstance(a, ir.StaticAbility) and isinstance(a.effect, ir.PowerToughnessCDA)
           for a in node.abilities):
        return None
    return "a creature token without power and toughness"


def _others_cast(node: ir.MayDo) -> str | None:
    """ "That player may cast that card": the cast is made by the resolving ability's
    controller (grimoire.effects.flow.may_do asks ``who`` but runs the effect as ``You()``)."""
    if isinstance(node.who, ir.You) or not any(isinstance(n, ir.CastCard)
                                                for n in ir.iter_nodes(node.effect)):
        return None
    return "another player's cast is not made by that player"


GAP_RULES: dict[type, Callable[[Any], str | None]] = {
    ir.MayDo: _others_cast,
    ir.TokenSpec: _token_without_size,
    ir.Modal: _division_in_mode,
    ir.Sequence: _flip_read_before_flipped,
    ir.CardDefinition: _card_gap,
    ir.GetEmblem: _emblem_gap,
    ir.CastTrigger: _nth_spell_of_a_kind,
    ir.Keyword: _keyword_gap,
    ir.GainAbilities: _granted_printed_only,
    ir.GrantAbilities: _granted_printed_only,
    ir.GrantKeywords: _granted_keywords_gap,
    ir.Animate: _granted_keywords_gap,
    ir.PowerToughnessBoost: _granted_keywords_gap,
}
"""Gaps that depend on several fields of a node: the reason, or None."""


def _default(node_type: type, name: str) -> object:
    for f in fields(node_type):
        if f.name == name:
            if f.default is not MISSING:
                return f.default
            if f.default_factory is not MISSING:
                return f.default_factory()
    raise KeyError(f"{node_type.__name__} has no field {name!r}")


_DEFAULTS: dict[tuple[type, str], object] = {
    key: _default(*key) for key in UNSUPPORTED_FIELDS
}
_BY_TYPE: dict[type, list[tuple[str, str | frozenset[object]]]] = {}
for (_type, _name), _why in UNSUPPORTED_FIELDS.items():
    _BY_TYPE.setdefault(_type, []).append((_name, _why))
for (_type, _name), _values in UNSUPPORTED_VALUES.items():
    _BY_TYPE.setdefault(_type, []).append((_name, _values))


def node_gaps(node: object) -> list[str]:
    """The gaps of one node (not its children)."""
    node_type = type(node)
    if node_type in UNSUPPORTED_NODES:
        return [f"{node_type.__name__}: {UNSUPPORTED_NODES[node_type]}"]
    out: list[str] = []
    for (owner, name), allowed in SUPPORTED_CHILD_TYPES.items():
        child = getattr(node, name) if owner is node_type else None
        if child is not None and type(child) not in allowed:
            out.append(f"{node_type.__name__}.{name}: {type(child).__name__} is not supported")
    rule_of = GAP_RULES.get(node_type)
    reason = rule_of(node) if rule_of is not None else None
    if reason is not None:
        out.append(f"{node_type.__name__}: {reason}")
    for name, rule in _BY_TYPE.get(node_type, ()):
        value = getattr(node, name)
        if isinstance(rule, str):
            if value != _DEFAULTS[(node_type, name)]:
                out.append(f"{node_type.__name__}.{name}: {rule}")
        elif value in rule:
            out.append(f"{node_type.__name__}.{name}={value!r} is not implemented")
    return out


def unbound_names(node: object) -> list[str]:
    """Names read (``Bound``, ``RestOf``, ``ObjectFilter.excluding``) that no step of the
    same ability binds: the engine would find nothing there ("create a token. It gains
    haste" with the token never bound).

    >>> unbound_names(ir.GrantKeywords(ir.Bound("token"), ("haste",)))
    ["'token'"]
    """
    produced: set[str] = set()
    read: list[str] = []
    for n in ir.iter_nodes(node):
        if isinstance(n, ir.Bound | ir.RestOf):
            read.append(n.name)
        elif isinstance(n, ir.ObjectFilter) and n.excluding is not None \
                and not n.excluding.startswith(ir.EXCLUDED_TARGET):  # (a target: chosen)
            read.append(n.excluding)
        if isinstance(n, ir.DynamicBoost):  # the boosted object, as its amount reads it
            produced.add(ir.AFFECTED_NAME)
        for name in ("bind", "revealed", "join"):
            value = getattr(n, name, None)
            if isinstance(value, str):
                produced.add(value)
        if isinstance(n, ir.ForEachObject | ir.ForEachWhoChose) and n.gather is not None:
            produced.add("all_" + n.gather)  # every round's objects
    return [repr(name) for name in dict.fromkeys(read) if name not in produced]


def engine_gaps(node: object) -> list[str]:
    """Every gap inside ``node`` (a card definition, an ability, an effect...)."""
    gaps = [gap for n in ir.iter_nodes(node) for gap in node_gaps(n)]
    parts: tuple[object, ...] = (node,)
    if isinstance(node, ir.CardDefinition):
        parts = (*node.abilities, node.spell)
    for part in parts:
        gaps.extend(f"unbound name {name}: no step binds it" for name in unbound_names(part))
    return gaps
