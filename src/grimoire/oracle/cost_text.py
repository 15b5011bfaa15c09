"""Static abilities that change what spells and activated abilities cost (CR 601.2f,
602.2b, 118.7): the text of :class:`~grimoire.oracle.ir.SpellCostChange` and
:class:`~grimoire.oracle.ir.AbilityCostChange`.

* "This spell costs {2} less to cast if you control a Wizard." / "... for each creature
  card in your graveyard." / "This spell costs {X} less to cast, where X is ..." (the spell's
  own ability; the lexer has made "This spell" ``~``);
* "This spell costs {1} more to cast for each target beyond the first." (Fireball);
* "Artifact spells you cast cost {1} less to cast.", "Instant and sorcery spells you cast
  cost {1} less to cast.", "Noncreature spells cost {1} more to cast.", "Spells your
  opponents cast cost {1} more to cast.", "Black spells and green spells you cast cost {1}
  less to cast.", "Each spell you cast that's red or green costs {1} less to cast."

* "This ability costs {1} less to activate for each creature card in your graveyard." (a
  sentence of an activated ability: :func:`own_ability_change`);
* "Activated abilities of enchanted creature cost {3} more to activate.", "Activated
  abilities of creatures you control cost {2} less to activate.", "Activated abilities cost
  {2} more to activate unless they're mana abilities." (:func:`ability_cost_change`).

A reduction of colored mana (CR 118.7b-c) is not compiled; an increase may add colored
symbols ("Strive — This spell costs {2}{W} more to cast for each target beyond the first").

>>> from grimoire.oracle.context import Context
>>> change = cost_change("Artifact spells you cast cost {1} less to cast", Context())
>>> change.generic, change.more, change.spells.types_any, change.caster
(1, False, ('artifact',), 'you')
>>> cost_change("~ costs {1} more to cast for each target beyond the first", Context())
SpellCostChange(generic=1, more=True, spells=None, caster='you', colored=(), per=None, \
extra_targets=True, condition=None, x=None, targeting=None, from_zone=None)
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.amounts import for_each_amount, parse_amount
from grimoire.oracle.conditions import parse_condition
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import (
    AbilityCostChange,
    Amount,
    Condition,
    ObjectFilter,
    SpellCostChange,
)
from grimoire.oracle.lexer import SELF

_MANA = r"((?:\{(?:\d+|X|W|U|B|R|G|C)\})+)"
_OWN = re.compile(
    re.escape(SELF) + r" costs " + _MANA + r" (less|more) to cast(?P<tail>.*)", re.IGNORECASE
)
_OTHERS = re.compile(
    r"(?P<what>.*?\bspells(?: with (?:flying|haste|trample|deathtouch|lifelink|"
    r"vigilance|reach|defender|first strike|double strike|hexproof|menace))?)"
    r"(?: (?P<caster>you|your opponents) cast)?(?P<quality> .+?)? cost "
    + _MANA + r" (less|more) to cast(?P<tail>.*)", re.IGNORECASE
)
_FROM_ZONE = re.compile(r" from (anywhere other than your hand|your graveyard|exile)")
_FROM_ZONES = {"anywhere other than your hand": "not_hand", "your graveyard": "graveyard",
               "exile": "exile"}
_OWN_ABILITY = re.compile(
    r"This ability costs " + _MANA + r" (less|more) to activate(?P<tail>.*)", re.IGNORECASE
)
_ABILITIES_OF = re.compile(
    r"Activated abilities(?: of (?P<of>.+?))? cost " + _MANA
    + r" (?P<dir>less|more) to activate(?P<mana> unless they're mana abilities)?",
    re.IGNORECASE,
)
_KEYWORD_ABILITIES = re.compile(
    r"(?P<kw>Boast|Cycling) abilities you activate cost " + _MANA
    + r" less to activate(?P<tail>.*)")
_TAILS = re.compile(r" for each (?P<each>.+)| if (?P<cond>.+)|, where X is (?P<x>.+)")


def _symbols(mana: str) -> tuple[int, tuple[str, ...], bool]:
    """(generic amount, colored symbols, has X) of "{2}{W}"."""
    parts = re.findall(r"\{([^}]+)\}", mana)
    generic = sum(int(p) for p in parts if p.isdigit())
    colored = tuple(p for p in parts if p in "WUBRGC")
    return generic, colored, "X" in parts


def _tail(tail: str, ctx: Context) -> tuple[Amount | None, bool, Condition | None,
                                             Amount | None]:
    """(per, extra_targets, condition, x) of what follows "to cast"."""
    tail = tail.strip().rstrip(".")
    if not tail:
        return None, False, None, None
    match = _TAILS.fullmatch(" " + tail if not tail.startswith(",") else tail)
    if match is None:
        raise ParseFailure(tail, "unknown cost-change condition")
    if match.group("each") is not None:
        each = match.group("each")
        if each == "target beyond the first":
            return None, True, None, None

        return for_each_amount(each, ctx), False, None, None
    if match.group("cond") is not None:
        return None, False, parse_condition(match.group("cond"), ctx), None

    return None, False, None, parse_amount(match.group("x"), ctx)


def _spells(what: str, quality: str) -> ObjectFilter:
    """The filter of "<what> spells [you cast] <quality>" ("Instant and sorcery spells":
    each spell that is an instant or a sorcery)."""

    text = (what + quality).strip()
    text = re.sub(r"^(\w+) and (\w+) spells", r"\1 or \2 spells", text, flags=re.IGNORECASE)
    first = text.split(" ", 1)[0]
    if first.lower() in ("creature", "artifact", "enchantment", "instant", "sorcery",
                         "planeswalker", "land", "battle", "noncreature", "nonartifact",
                         "legendary", "historic") or not first[:1].isupper() or first in (
                             "White", "Blue", "Black", "Red", "Green", "Multicolored",
                             "Colorless", "Spells"):
        text = text[0].lower() + text[1:]  # (a subtype keeps its capital: "Dragon spells")
    flt, _ = parse_filter(text)
    return replace(flt, zone=None, is_spell=False)  # matched against the card being cast


def cost_change(text: str, ctx: Context) -> SpellCostChange | None:
    """The :class:`SpellCostChange` of a static line, or None for another shape."""
    text = text.strip().rstrip(".")
    # "If an opponent controls seven or more lands, this spell costs {6} less to cast": the
    # condition written first (CR 601.2f)
    text = re.sub(r"^If ([^,]+), (~ costs \{[^,]+ to cast)$", r"\2 if \1", text)
    own = _OWN.fullmatch(text)
    if own:
        generic, colored, has_x = _symbols(own.group(1))
        more = own.group(2).lower() == "more"
        tail, own_aim = own.group("tail"), None
        if_aimed = re.fullmatch(r" if it targets (?:a |an )?(.+)", tail)
        if if_aimed:  # "costs {2} less to cast if it targets a tapped creature" (601.2c, f)
            tail, own_aim = "", _target_filter(if_aimed.group(1))
        per, extra, condition, x = _tail(tail, ctx)
        _check(generic, colored, has_x, more, x, text)
        return SpellCostChange(generic, more, None, "you", colored, per, extra, condition, x,
                               targeting=own_aim)
    # "Black spells and green spells" / "Each spell you cast that's red or green costs":
    # each spell that is either (as "Instant and sorcery spells")
    text = re.sub(r"^(\w+) spells and (\w+) spells\b", r"\1 and \2 spells", text)
    text = re.sub(r"^Each spell (you|your opponents) cast that's (\w+) or (\w+) costs\b",
                  lambda m: f"{m.group(2).capitalize()} and {m.group(3)} spells {m.group(1)} "
                  "cast cost", text)
    # "Creature spells with flying you cast cost {1} less": the quality after the caster
    text = re.sub(r"\bspells (with [a-z ]+?) (you|your opponents) cast\b", r"spells \2 cast \1",
                  text)
    other = _OTHERS.fullmatch(text)
    if other is None or '"' in text:
        return None  # (a quoted cost change is an ability granted to something else)
    quality = other.group("quality") or ""
    zone = _FROM_ZONE.fullmatch(quality)  # "Spells you cast from your graveyard" (CR 601.2a)
    from_zone = None if zone is None else _FROM_ZONES[zone.group(1)]
    quality = "" if zone is not None else quality
    targeting = None
    aimed = re.fullmatch(r" that targets? (this creature|this permanent|~|.+)", quality)
    if aimed:  # "Spells your opponents cast that target this creature" (CR 601.2c, 601.2f)
        aim = aimed.group(1)
        if aim in ("this creature", "this permanent", SELF):
            targeting = ObjectFilter(this_object=True)
        else:
            flt, _ = parse_filter(re.sub(r"^(?:a|an|one or more) ", "", aim))
            targeting = replace(flt, zone="battlefield" if flt.zone is None else flt.zone)
        quality = ""
    chosen = quality.endswith(" of the chosen type")  # CR 607.2d (grimoire.rules.query)
    if re.search(r"\b(?:target|chosen|first|second|from|named|other than)\b",
                 (quality.removesuffix(" of the chosen type") if chosen else quality)
                 + other.group("what")):
        raise ParseFailure(text, "a cost change for particular spells")
    generic, colored, has_x = _symbols(other.group(4))
    more = other.group(5).lower() == "more"
    per, extra, condition, x = _tail(other.group("tail"), ctx)
    if extra or condition is not None:
        raise ParseFailure(text, "a conditional cost change for other spells")
    _check(generic, colored, has_x, more, x, text)
    caster = {"you": "you", "your opponents": "opponents", None: "each"}[other.group("caster")]
    return SpellCostChange(generic, more, _spells(other.group("what"), quality),
                           caster, colored, per, False, None, x,  # type: ignore[arg-type]
                           targeting=targeting, from_zone=from_zone)  # type: ignore[arg-type]


def _target_filter(phrase: str) -> ObjectFilter:
    """What one of the spell's targets must be ("a tapped creature": a permanent unless
    the phrase names a card or a spell)."""
    flt, _ = parse_filter(phrase)
    if flt.zone is None and not re.search(r"\b(?:card|spell)s?\b", phrase):
        flt = replace(flt, zone="battlefield")
    return flt


def _check(generic: int, colored: tuple[str, ...], has_x: bool, more: bool,
           x: Amount | None, text: str) -> None:
    if has_x != (x is not None):
        raise ParseFailure(text, "{X} without its definition")
    if colored and not more:
        raise ParseFailure(text, "a colored cost reduction (CR 118.7b-c)")
    if not generic and not colored and not has_x:
        raise ParseFailure(text, "no cost change")


def own_ability_change(sentence: str, ctx: Context) -> SpellCostChange | None:
    """ "This ability costs {1} less to activate for each creature card in your graveyard"
    (CR 602.2b, 601.2f): the activated ability's own cost change, or None for another
    sentence. A change that depends on the ability's targets ("for each color of the
    creature it targets", "if it targets ...") raises
    :class:`~grimoire.oracle.context.ParseFailure`: targets are chosen before the cost is
    determined (CR 601.2c), but no reader of them is compiled."""
    match = _OWN_ABILITY.fullmatch(sentence.strip().rstrip("."))
    if match is None:
        return None
    tail = match.group("tail")
    if re.search(r"\b(?:target|targets)\b", tail):
        raise ParseFailure(sentence, "a cost change that depends on the ability's targets")
    generic, colored, has_x = _symbols(match.group(1))
    more = match.group(2).lower() == "more"
    per, extra, condition, x = _tail(tail, ctx)
    _check(generic, colored, has_x, more, x, sentence)
    return SpellCostChange(generic, more, None, "you", colored, per, extra, condition, x)


def ability_cost_change(text: str) -> AbilityCostChange | None:
    """The :class:`AbilityCostChange` of "Activated abilities [of <permanents>] cost {N}
    more/less to activate[ unless they're mana abilities]", or None for another shape. The
    objects are those on the battlefield unless the filter names a zone ("creature cards in
    your graveyard")."""
    keyword = _KEYWORD_ABILITIES.fullmatch(text.strip().rstrip("."))
    if keyword is not None:  # "Boast abilities you activate cost {1} less to activate for
        generic, colored, has_x = _symbols(keyword.group(2))  # each Dragon you control"
        per, extra, condition, x = _tail(keyword.group("tail"), Context())
        _check(generic, colored, has_x, False, x, text)
        if extra or condition is not None or x is not None:
            raise ParseFailure(text, "a conditional keyword ability cost change")
        return AbilityCostChange(generic, ObjectFilter(), keyword=keyword.group(  # (CR
            "kw").lower(), per=per)  # type: ignore[arg-type]  # 702.142b, 602.2b)
    match = _ABILITIES_OF.fullmatch(text.strip().rstrip("."))
    if match is None:
        return None
    generic, colored, has_x = _symbols(match.group(2))
    more = match.group("dir").lower() == "more"
    _check(generic, colored, has_x, more, None, text)
    of = match.group("of")
    if of is None:
        sources = ObjectFilter(zone="battlefield")
    else:
        if re.search(r"\b(?:chosen|named|target)\b", of):
            raise ParseFailure(text, "a cost change for particular sources")
        attached = re.fullmatch(r"(?:equipped|enchanted) (creature|land|artifact|permanent)",
                                of.lower())
        if attached:  # the permanent this Aura or Equipment is attached to
            kind = attached.group(1)
            flt = ObjectFilter(types_any=() if kind == "permanent" else (kind,),
                               attached_to_source=True)
        else:
            flt, _ = parse_filter(of)
        sources = flt if flt.zone is not None else replace(flt, zone="battlefield")
    return AbilityCostChange(generic, sources, more, colored, bool(match.group("mana")))
