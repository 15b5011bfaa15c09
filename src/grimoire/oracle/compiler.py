"""The Oracle compiler: a card's text and characteristics to a :class:`CardDefinition`.

:func:`compile_card` never raises on odd text: what it does not understand becomes an
:class:`~grimoire.oracle.ir.Unimplemented` node holding the exact span. A mana cost that is
not valid (an unknown symbol, unbalanced braces) is not guessed at: the card gets an empty
mana cost and an ``Unimplemented`` ability naming the bad cost, so it is reported as not
supported. Multi-face cards ("A // B"): :func:`compile_card` compiles the front face;
:func:`compile_faces` compiles every face (coverage counts a card only if all compile).

>>> text = "Lightning Bolt deals 3 damage to any target."
>>> card = compile_card("Lightning Bolt", "Instant", "{R}", text)
>>> card.spell.effect  # doctest: +NORMALIZE_WHITESPACE
DealDamage(amount=Fixed(value=3), recipient=TargetRef(index=0), source=ThisObject(),
           no_regenerate=False, each_source=False, unpreventable=False)
>>> compile_card("Grizzly Bears", "Creature — Bear", "{1}{G}", "", "2", "2").power
2
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from grimoire.core.mana import COLORS, ManaCost, ManaSymbolError
from grimoire.oracle.abilities import parse_lines
from grimoire.oracle.alt_keywords import bargain_costs, keyword_alternative_costs
from grimoire.oracle.casualty_text import casualty_costs, conspire_costs
from grimoire.oracle.exert_text import exert_abilities
from grimoire.oracle.face_down_text import face_down_costs
from grimoire.oracle.filters import CARD_TYPES, SUPERTYPES
from grimoire.oracle.ir import (
    Ability,
    ActivatedAbility,
    AdditionalCost,
    AddMana,
    AlternativeCost,
    CardDefinition,
    Cost,
    DiscardCost,
    Keyword,
    KeywordAction,
    Sequence,
    SpellAbility,
    TapCost,
    Unimplemented,
)
from grimoire.oracle.keywords import foretell_costs, plot_costs
from grimoire.oracle.lexer import split_lines
from grimoire.oracle.loyalty import rolled_loyalty
from grimoire.oracle.named import fill_self_name
from grimoire.oracle.overload_text import overload_costs
from grimoire.oracle.prototype_text import prototype_costs
from grimoire.oracle.put_with_text import link_put_onto
from grimoire.oracle.short_names import expand_short_name
from grimoire.oracle.spell_keywords import awaken_spell, harmonize_costs
from grimoire.oracle.tokens import register_ability_compiler

# CR 305.6: a land with a basic land type has "{T}: Add [mana]" for it.
BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


def parse_type_line(type_line: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """Split a type line into (supertypes, card types, subtypes).

    >>> parse_type_line("Legendary Artifact Creature — Golem")
    (('legendary',), ('artifact', 'creature'), ('Golem',))
    """
    left, _, right = type_line.partition("—")
    supertypes: list[str] = []
    card_types: list[str] = []
    for word in left.split():
        low = word.lower()
        if low in SUPERTYPES:
            supertypes.append(low)
        elif low in CARD_TYPES or low in ("plane", "phenomenon", "dungeon"):
            card_types.append(low)  # CR 309, 311, 312: nontraditional card types
    if card_types == ["plane"] and right.strip():
        return tuple(supertypes), ("plane",), (right.strip(),)  # CR 311.3: one subtype
    return tuple(supertypes), tuple(card_types), tuple(right.split())


def _int(value: str | None) -> int | None:
    if value is None:
        return None
    text = str(value).strip()
    return int(text) if text.lstrip("-").isdigit() else None


def compile_card(
    name: str,
    type_line: str,
    mana_cost: str,
    oracle_text: str,
    power: str | None = None,
    toughness: str | None = None,
    loyalty: str | None = None,
    *,
    oracle_id: str = "",
) -> CardDefinition:
    """Compile one card (its front face if the type line holds "//")."""
    if " // " in type_line:
        type_line = type_line.split(" // ")[0]
        name = name.split(" // ")[0]
        mana_cost = mana_cost.split(" // ")[0]
        oracle_text = oracle_text.split("\n//\n")[0].split("\n// \n")[0]
    supertypes, card_types, subtypes = parse_type_line(type_line)
    extra: list[Ability] = []
    try:
        cost = ManaCost.parse(mana_cost or "")
    except ManaSymbolError as error:
        cost = ManaCost()
        extra.append(Unimplemented(mana_cost, f"invalid mana cost: {error}"))
    # Without a type line (some data files) effect lines are read as spell text.
    is_spell = "instant" in card_types or "sorcery" in card_types or not type_line.strip()
    text = oracle_text or ""
    if "legendary" in supertypes:  # "Verix" for Verix Bladewing (CR 201.4c)
        text = expand_short_name(text, name)
    lines = split_lines(text, name)
    parsed = parse_lines(lines, name, is_spell=is_spell)
    intrinsic: list[Ability] = []
    if "planeswalker" in card_types and (rolled := rolled_loyalty(loyalty)) is not None:
        intrinsic.append(rolled)  # a printed loyalty "1d4+1" (CR 306.5b, rolled)
    if "land" in card_types:
        for subtype in subtypes:
            if subtype in BASIC_LAND_MANA:
                symbol = BASIC_LAND_MANA[subtype]
                intrinsic.append(
                    ActivatedAbility(
                        Cost(parts=(TapCost(),)),
                        AddMana((symbol,)),
                        is_mana_ability=True,
                        text=f"{{T}}: Add {{{symbol}}}.",
                    )
                )
    overloaded, broken = overload_costs(name, oracle_text or "", parsed.abilities)  # 702.96a
    extra.extend(broken)
    colors = tuple(c for c in COLORS if c in cost.colors)
    if not is_spell and any(isinstance(a, Keyword) and a.name == "flashback"
                            for a in parsed.abilities):
        extra.append(Unimplemented("Flashback", "flashback on a permanent card (CR 702.34a)"))
    if not is_spell and any(isinstance(a, Keyword) and a.name == "harmonize"
                            for a in parsed.abilities):
        extra.append(Unimplemented("Harmonize", "harmonize on a permanent card"))
    spell = _ascend_first(parsed.spell, parsed.abilities) if is_spell else parsed.spell
    spell, awaken = awaken_spell(spell, parsed.abilities, name)  # CR 702.113a
    definition = CardDefinition(
        name=name,
        mana_cost=cost,
        card_types=card_types,
        subtypes=subtypes,
        supertypes=supertypes,
        colors=colors,
        power=_int(power),
        toughness=_int(toughness),
        loyalty=_int(loyalty),
        oracle_text=oracle_text or "",
        abilities=tuple(intrinsic + exert_abilities(parsed.abilities, lines) + extra),  # 701.39d
        spell=spell,
        additional_costs=tuple(parsed.additional_costs) + _kicker_costs(parsed.abilities)
        + casualty_costs(parsed.abilities)  # CR 702.153a
        + conspire_costs(parsed.abilities)  # CR 702.78a
        + bargain_costs(parsed.abilities),  # CR 702.166a
        alternative_costs=tuple(parsed.alternative_costs) + _flashback_costs(parsed.abilities)
        + _jump_start_costs(parsed.abilities, cost)
        + keyword_alternative_costs(parsed.abilities)  # evoke, dash (CR 702.74a, 702.109a)
        + face_down_costs(parsed.abilities)  # morph, disguise (CR 702.37a, 702.168a)
        + foretell_costs(parsed.abilities)  # CR 702.143a (grimoire.mechanics.foretell)
        + prototype_costs(line.text for line in lines)  # CR 702.160a, 718
        + plot_costs(parsed.abilities)  # CR 702.170d (grimoire.mechanics.plot)
        + awaken  # CR 702.113a (grimoire.oracle.spell_keywords)
        + harmonize_costs(parsed.abilities)  # (its reminder text; flashback's machinery)
        + overloaded,  # CR 702.96a (grimoire.oracle.overload_text)
        oracle_id=oracle_id,
    )
    definition = link_put_onto(definition)  # CR 607.2a: "put onto the battlefield with ~"
    if " named " in (oracle_text or "") or "ripple" in definition.keywords:  # "a card named
        # ~" (grimoire.oracle.named); ripple's "with the same name as this spell" (702.60a)
        definition = fill_self_name(definition, name)
    return definition


def _ascend_first(spell: SpellAbility | None,
                  abilities: list[Ability]) -> SpellAbility | None:
    """CR 702.131a: ascend on an instant or sorcery is a spell ability, its first
    instruction: "If you control ten or more permanents and you don't have the city's
    blessing, you get the city's blessing for the rest of the game" (grimoire.mechanics.ascend).
    """
    if spell is None or not any(isinstance(a, Keyword) and a.name.lower() == "ascend"
                                for a in abilities):
        return spell
    steps = spell.effect.steps if isinstance(spell.effect, Sequence) else (spell.effect,)
    return replace(spell, effect=Sequence((KeywordAction("ascend"), *steps)))


def _flashback_costs(abilities: list[Ability]) -> tuple[AlternativeCost, ...]:
    """CR 702.34a: "Flashback [cost]" means "You may cast this card from your graveyard if the
    resulting spell is an instant or sorcery spell by paying [cost] rather than paying its
    mana cost" (and it is exiled whenever it would leave the stack)."""
    return tuple(
        AlternativeCost(a.cost, text=f"Flashback {a.cost.mana}", flashback=True)
        for a in abilities
        if isinstance(a, Keyword) and a.name == "flashback" and a.cost is not None
    )


def _jump_start_costs(abilities: list[Ability], cost: ManaCost) -> tuple[AlternativeCost, ...]:
    """CR 702.133a: "Jump-start" means "You may cast this card from your graveyard if the
    resulting spell is an instant or sorcery spell by paying the card's mana cost and by
    discarding a card" (and it is exiled whenever it would leave the stack, like a flashback
    spell: CR 702.133a, 702.34a)."""
    return tuple(
        AlternativeCost(Cost(cost, (DiscardCost(),)), text="Jump-start", flashback=True)
        for a in abilities if isinstance(a, Keyword) and a.name == "jump-start")


_OPTIONS = {"entwine": "entwined", "replicate": "replicated", "squad": "squad",
            "offspring": "offspring"}


def _kicker_costs(abilities: list[Ability]) -> tuple[AdditionalCost, ...]:
    """CR 702.33a: "Kicker [cost]" means "You may pay an additional [cost] as you cast this
    spell"; paying it makes the spell kicked (CR 702.33d)."""
    kicked = tuple(  # CR 702.33c: a multikicker cost may be paid any number of times
        AdditionalCost(a.cost, optional=True, text=a.name.capitalize(), option="kicked",
                       repeatable=a.name == "multikicker")
        for a in abilities
        if isinstance(a, Keyword) and a.name in ("kicker", "multikicker") and a.cost is not None
    )
    # CR 702.42a: entwine: paid, every mode is chosen (grimoire.rules.cast_options);
    # CR 702.56a: replicate: paid any number of times, a copy for each (its cast trigger);
    # CR 702.157a: squad: paid any number of times, a token copy for each (its ETB trigger)
    # CR 702.175a: offspring: paid at most once, a 1/1 token copy (its ETB trigger)
    others = tuple(
        AdditionalCost(a.cost, optional=True, text=a.name.capitalize(),
                       option=_OPTIONS[a.name], repeatable=a.name in ("replicate", "squad"))
        for a in abilities
        if isinstance(a, Keyword) and a.name in _OPTIONS and a.cost is not None
    )
    # CR 702.120a: "Escalate [cost]": "As an additional cost to cast this spell, pay [cost]
    # for each mode chosen beyond the first" (grimoire.rules.casting.total_cost)
    escalate = tuple(
        AdditionalCost(a.cost, text="Escalate", option="escalated", per_extra_mode=True)
        for a in abilities
        if isinstance(a, Keyword) and a.name == "escalate" and a.cost is not None
    )
    # CR 702.27a: "Buyback [cost]": an optional additional cost; paid, the spell goes to its
    # owner's hand instead of the graveyard as it resolves.
    return kicked + others + escalate + tuple(
        AdditionalCost(a.cost, optional=True, text="Buyback", option="buyback")
        for a in abilities
        if isinstance(a, Keyword) and a.name == "buyback" and a.cost is not None
    )


def _get(obj: object, *names: str) -> object:
    for name in names:
        if isinstance(obj, Mapping):
            if name in obj and obj[name] is not None:
                return obj[name]
        elif getattr(obj, name, None) is not None:
            return getattr(obj, name)
    return None


def _str(value: object) -> str | None:
    return None if value is None else str(value)


def _oracle_id(obj: object) -> str:
    value = _get(obj, "oracle_id")
    if value is None:
        identifiers = _get(obj, "identifiers")
        if isinstance(identifiers, Mapping):
            value = identifiers.get("scryfallOracleId")
    return str(value or "")


def compile_faces(obj: object) -> tuple[CardDefinition, ...]:
    """Compile every face of a card given as an object or a mapping (Scryfall ``card_faces``,
    MTGJSON or pool fields); a single-faced card gives one definition."""
    faces = _get(obj, "card_faces")
    oracle_id = _oracle_id(obj)
    if isinstance(faces, list) and faces:
        return tuple(_compile_one(face, oracle_id) for face in faces)
    return (_compile_one(obj, oracle_id),)


def _compile_one(obj: object, oracle_id: str) -> CardDefinition:
    return compile_card(
        str(_get(obj, "face_name", "name") or ""),
        str(_get(obj, "type_line", "type") or ""),
        str(_get(obj, "mana_cost", "manaCost") or ""),
        str(_get(obj, "oracle_text", "text") or ""),
        _str(_get(obj, "power")),
        _str(_get(obj, "toughness")),
        _str(_get(obj, "loyalty")),
        oracle_id=oracle_id,
    )


def compile_source(obj: object) -> CardDefinition:
    """Compile any object (or mapping) with ``name``, ``type_line``, ``mana_cost``,
    ``oracle_text``, ``power``, ``toughness``, ``loyalty`` — its front face."""
    return compile_faces(obj)[0]


def _token_abilities(name: str, text: str) -> tuple[Ability, ...]:
    parsed = parse_lines(split_lines(text, name), name, is_spell=False)
    return tuple(parsed.abilities)


register_ability_compiler(_token_abilities)
