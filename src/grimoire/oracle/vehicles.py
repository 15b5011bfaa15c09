"""Crew and saddle (CR 702.122, 702.171): the activated abilities these keywords stand for,
and the triggers on Vehicles and Mounts ("becomes crewed", "attacks while saddled").

"Crew N" means "Tap any number of other untapped creatures you control with total power N or
greater: This permanent becomes an artifact creature until end of turn." (CR 702.122a);
"Saddle N" means "Tap any number of other untapped creatures you control with total power N
or greater: This permanent becomes saddled until end of turn. Activate only as a sorcery."
(CR 702.171a). The keyword compiles straight to that activated ability.

>>> from grimoire.oracle.ir import Fixed, Keyword
>>> crew = expand_keyword(Keyword("crew", amount=Fixed(3)), "Crew 3")
>>> crew.cost.parts[0].power, crew.effect.role, crew.timing
(3, 'crew', 'any')
>>> saddle = expand_keyword(Keyword("saddle", amount=Fixed(1)), "Saddle 1")
>>> saddle.effect.role, saddle.timing
('saddle', 'sorcery')
>>> restricted_line("Crew 1. Activate only once each turn.")[0].once_per_turn
True
>>> restricted_line("~ crews Vehicles as though its power were 2 greater.")[0].effect
CrewPowerBonus(amount=2, saddle=False)
>>> become_types(ThisObject(), "an artifact creature until end of turn", Context())
BecomeType(what=ThisObject(), card_types=('artifact', 'creature'), subtypes=(), keep=True, \
duration='end_of_turn', creature_types=False)
"""

from __future__ import annotations

import re
from typing import Literal

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.creature_types import CREATURE_TYPES
from grimoire.oracle.ir import (
    Ability,
    ActivatedAbility,
    AllMatching,
    AmountCompare,
    BecomeCrewed,
    BecomeType,
    ConditionalStatic,
    Cost,
    CountersOn,
    CrewedTrigger,
    CrewPowerBonus,
    CrewsTrigger,
    Duration,
    Effect,
    Fixed,
    GainAbilities,
    GrantAbilities,
    IsYourTurn,
    Keyword,
    ModifyPowerToughness,
    NumberCheck,
    ObjectFilter,
    ObjectRef,
    Sequence,
    SetBasePowerToughness,
    StaticAbility,
    StationCharge,
    SumOf,
    TapPowerCost,
    TapUntappedCost,
    ThisObject,
    Trigger,
    TriggeringObject,
    TypesWhile,
    Unimplemented,
)
from grimoire.oracle.lexer import SELF
from grimoire.oracle.tokens import compile_rules

EXPANDED = ("crew", "saddle")
"""Keywords that compile to the activated ability they stand for."""


def expand_keyword(keyword: Keyword, text: str) -> ActivatedAbility | None:
    """The activated ability "Crew N" / "Saddle N" stands for (None for other keywords)."""
    if keyword.name not in EXPANDED or not isinstance(keyword.amount, Fixed):
        return None
    role: Literal["crew", "saddle"] = "saddle" if keyword.name == "saddle" else "crew"
    cost = Cost(parts=(TapPowerCost(keyword.amount.value, role),))
    # CR 702.171a: "Activate only as a sorcery" (saddle); crew any time (CR 702.122a)
    return ActivatedAbility(cost, BecomeCrewed(role), timing="sorcery" if role == "saddle"
                            else "any", text=text)


def expand_keywords(keywords: tuple[Keyword, ...], text: str) -> list[Ability]:
    """A keyword line with crew/saddle: those keywords replaced by their abilities."""
    out: list[Ability] = []
    for keyword in keywords:
        expanded = expand_keyword(keyword, text)
        out.append(keyword if expanded is None else expanded)
    return out


_RESTRICTED = re.compile(r"(Crew|Saddle) (\d+)\. Activate only once each turn\.?")


_BONUS = re.compile(re.escape(SELF) + r" (saddles Mounts and )?crews Vehicles as though its "
                    r"power were (\d+) greater\.?")


_CREATURE_AT = re.compile(r"It's an artifact creature at (\d+)\+")


def _at_least(count: int) -> AmountCompare:
    """ "N or more charge counters on this permanent"."""
    return AmountCompare(CountersOn(ThisObject(), "charge"), NumberCheck("ge", count))


def station(raw: str) -> list[Ability]:
    """ "Station" (Edge of Eternities reminder text: "Tap another creature you control: Put
    charge counters equal to its power on this Spacecraft. Station only as a sorcery. It's
    an artifact creature at N+."): the activated ability, and the type change at N+."""
    tap = TapUntappedCost(ObjectFilter(types_any=("creature",), controller="you",
                                       zone="battlefield", another=True, tapped=False))
    out: list[Ability] = [ActivatedAbility(Cost(parts=(tap,)), StationCharge(),
                                           timing="sorcery", text=raw)]
    creature = _CREATURE_AT.search(raw)
    if creature is not None:
        out.append(StaticAbility(TypesWhile(("artifact", "creature"),
                                            _at_least(int(creature.group(1)))),
                                 text=creature.group(0)))
    return out


STATION_BAR = re.compile(r"STATION (\d+)\+")
"""A station symbol line: the abilities below it apply at N or more charge counters."""


def station_block(threshold: int, abilities: list[Ability], text: str) -> Ability:
    """The abilities under "STATION N+": this permanent has them as long as it has N or
    more charge counters on it (reminder text of the station symbol)."""
    grant = GrantAbilities(ObjectFilter(this_object=True), tuple(abilities))
    return StaticAbility(ConditionalStatic(_at_least(threshold), grant), text=text)


def restricted_line(text: str, raw: str = "") -> list[Ability] | None:
    """ "Crew 1. Activate only once each turn." (CR 602.5b on the crew ability), "~ saddles
    Mounts and crews Vehicles as though its power were 2 greater." (a static ability),
    "Living metal" (CR 702.161a), "Station", or None."""
    if text.strip().lower() == "living metal":  # CR 702.161a: during your turn
        return [StaticAbility(TypesWhile(("artifact", "creature"), IsYourTurn()),
                              text=raw or text)]
    if text.strip() == "Station":
        return station(raw or text)
    bonus = _BONUS.fullmatch(text.strip())
    if bonus is not None:
        effect = CrewPowerBonus(int(bonus.group(2)), saddle=bonus.group(1) is not None)
        return [StaticAbility(effect, text=text.strip())]
    match = _RESTRICTED.fullmatch(text.strip())
    if match is None:
        return None
    ability = expand_keyword(Keyword(match.group(1).lower(), amount=Fixed(int(match.group(2)))),
                             text.strip())
    assert ability is not None
    return [ActivatedAbility(ability.cost, ability.effect, timing=ability.timing,
                             once_per_turn=True, text=ability.text)]


_TRIGGERS: dict[str, CrewedTrigger] = {
    "becomes crewed": CrewedTrigger("crew"),
    "becomes saddled": CrewedTrigger("saddle"),
    "attacks while saddled": CrewedTrigger("saddle", attacks=True),
}


_CREWS = re.compile(r"(?:When|Whenever) " + re.escape(SELF)
                    + r" (crews a Vehicle|saddles a Mount or crews a Vehicle)"
                    r"( during your main phase)?, (.+)")


def vehicle_trigger(text: str, ctx: Context) -> tuple[Trigger, str] | None:
    """ "Whenever ~ becomes crewed, ..." (CR 702.122d), "Whenever ~ attacks while saddled,
    ..." (CR 702.171b), "Whenever ~ crews a Vehicle, that Vehicle ..." (CR 702.122b): the
    trigger and the effect text, or None."""
    crews = _CREWS.fullmatch(text)
    if crews is not None:
        roles = ("crew",) if crews.group(1) == "crews a Vehicle" else ("saddle", "crew")
        ctx.antecedent = TriggeringObject()  # "that Vehicle": the one it crewed
        rest = re.sub(r"\bthat (?:Mount or Vehicle|Vehicle|Mount)\b", "it", crews.group(3))
        return CrewsTrigger(roles, main_phase=crews.group(2) is not None), rest
    events = "|".join(re.escape(e) for e in sorted(_TRIGGERS, key=len, reverse=True))
    match = re.match(r"^(?:When|Whenever) " + re.escape(SELF) + r" (" + events + r"), ", text)
    if match is None:
        return None
    trigger = _TRIGGERS[match.group(1)]
    ctx.antecedent = ThisObject()
    return trigger, text[match.end():]


BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
"""CR 205.3i: the basic land types."""

_CARD_TYPES = {"artifact": "artifact", "artifacts": "artifact", "creature": "creature",
               "creatures": "creature", "enchantment": "enchantment", "land": "land"}
_BECOME = re.compile(
    r"(?:(?:a|an) )?(?P<types>[A-Za-z ]+?)"
    r"(?: with (?:base )?power and toughness (?P<pt>(?P<p>\d+)/(?P<t>\d+)"
    r"|each equal to its mana value|each))?"
    r"(?: and gets? (?P<boost>[+-]\d+/[+-]\d+))?"
    r"(?:,? and (?:(?:it|they) )?gains? (?P<gains>.+?))?"
    r"(?P<eot> until end of turn)?"
)


def become_types(what: ObjectRef, rest: str, ctx: Context) -> Effect:
    """ "<it> becomes an artifact creature [until end of turn]" (CR 205.1b: keeps its other
    types; a Vehicle has its printed power and toughness, CR 301.7b), "<it> becomes a
    Vehicle artifact with base power and toughness each equal to its mana value, and it
    gains crew 2 and "..." until end of turn" (CR 205.1a: the new types replace the old;
    CR 613.4b base power and toughness; CR 613.1f abilities). "With power and toughness each
    equal to its mana value" (Sydri, Karn's Touch) sets them too (CR 613.4b: layer 7b, like
    "base"). ParseFailure otherwise."""
    if rest.strip() == "saddled until end of turn":  # CR 702.171b
        return BecomeCrewed("saddle", what)
    added = re.fullmatch(r"(?:a|an) ([A-Z][a-z]+) in addition to its other types"
                         r"( until end of turn)?", rest.strip())
    if added and added.group(1) in BASIC_LAND_TYPES:
        # "target land becomes an Island in addition to its other types": CR 305.7 (it keeps
        # its types and gains the type's mana ability, CR 305.6; grimoire.mechanics.vehicles)
        return BecomeType(what, (), (added.group(1),), True,
                          "end_of_turn" if added.group(2) else "permanent")
    added = re.fullmatch(r"(?:a|an) ((?:[A-Z][a-z]+ )*[A-Z][a-z]+) in addition to its other "
                         r"types( until end of turn)?", rest.strip())
    if added and all(t in CREATURE_TYPES for t in added.group(1).split()):
        # "It becomes a Vampire in addition to its other types": a creature type added, the
        # others kept (CR 205.1b, layer 4)
        return BecomeType(what, (), tuple(added.group(1).split()), True,
                          "end_of_turn" if added.group(2) else "permanent")
    match = _BECOME.fullmatch(rest.strip())
    if match is None:
        raise ParseFailure(rest, "becomes what")
    types: list[str] = []
    subtypes: list[str] = []
    for word in match.group("types").split():
        if word in _CARD_TYPES:
            types.append(_CARD_TYPES[word])
        elif word[:1].isupper() and word.isalpha() and not types:
            subtypes.append(word)
        else:
            raise ParseFailure(rest, f"unknown type word {word!r}")
    if not types and subtypes and all(s in CREATURE_TYPES for s in subtypes) \
            and not match.group("pt") and not match.group("boost") and not match.group("gains"):
        # "~ becomes a Bear Berserker until end of turn": new creature types (CR 205.1a)
        return BecomeType(what, (), tuple(subtypes), False,
                          "end_of_turn" if match.group("eot") else "permanent",
                          creature_types=True)
    if not types:
        raise ParseFailure(rest, "becomes what")
    keep = set(types) == {"artifact", "creature"} and not subtypes  # CR 205.1b
    if "creature" in types and not keep:
        raise ParseFailure(rest, "becomes a creature with new types (needs its P/T)")
    duration: Duration = "end_of_turn" if match.group("eot") else "permanent"
    steps: list[Effect] = [BecomeType(what, tuple(types), tuple(subtypes), keep, duration)]
    if match.group("pt"):
        if match.group("p"):
            power: object = Fixed(int(match.group("p")))
            toughness: object = Fixed(int(match.group("t")))
        else:  # "each equal to its mana value": one object's own
            if isinstance(what, AllMatching):
                raise ParseFailure(rest, "each object's own mana value")
            # "each" alone: the clause's "equal to <amount>" was moved into its X
            x = ctx.x_value if match.group("pt") == "each" else SumOf(what, "mana_value")
            if x is None:
                raise ParseFailure(rest, "base power and toughness each equal to what")
            power = toughness = x
        steps.append(SetBasePowerToughness(what, power, toughness,  # type: ignore[arg-type]
                                           duration))
    if match.group("boost"):  # "and gets +1/+1 until end of turn" (CR 613.4c)
        p, t = match.group("boost").split("/")
        if duration != "end_of_turn":
            raise ParseFailure(rest, "a lasting boost")
        steps.append(ModifyPowerToughness(what, Fixed(int(p)), Fixed(int(t))))
    if match.group("gains"):
        steps.append(GainAbilities(what, _gained(match.group("gains")), duration))
    if len(steps) == 1:
        return steps[0]
    return Sequence(tuple(steps))


def _gained(text: str) -> tuple[Ability, ...]:
    """ "crew 2 and "<ability>"": keyword abilities and quoted abilities, compiled as rules
    text ("this Vehicle" in the quotes is the object that gains it)."""

    quoted = re.findall(r'"([^"]+)"', text)
    bare = re.sub(r'(?:,? and )?"[^"]+"', "", text).strip().rstrip(",")
    lines = ([bare[:1].upper() + bare[1:]] if bare else []) + [
        q.replace(SELF, "this permanent") for q in quoted]
    abilities = compile_rules("it", "\n".join(lines))
    if not abilities or any(isinstance(a, Unimplemented) for a in abilities):
        raise ParseFailure(text, "gains what")
    return abilities
