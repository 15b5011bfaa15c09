"""The "enter as a copy" replacement from Oracle text (CR 614.1c, 707.5, 707.9).

"You may have this creature enter as a copy of any creature on the battlefield[, except
...]" — Clone, Phantasmal Image, Phyrexian Metamorph, Sculpting Steel, Copy Enchantment and
the other cards of the class — compiles to :class:`~grimoire.oracle.ir.EntersAsCopy`: what
may be copied (an object filter over the battlefield) and the exceptions (CR 707.9), each
clause parsed on its own:

* "it's a(n) <types> in addition to its other types" (CR 707.9b), "it's a 4/4 black
  Zombie in addition to its other colors and types";
* "it isn't legendary", "its name is <name>", "it's 7/7" (CR 707.9b);
* "it doesn't copy that creature's color" (CR 707.9c);
* "it has <keywords>" and "it has "<ability>"" (CR 707.9a);
* "it enters with N additional +1/+1 counters on it", "... an additional loyalty counter
  on it if it's a planeswalker" (CR 707.9e).

What is copied may be on the battlefield or a card in a graveyard (Body Double); "enter
tapped as a copy" (Vesuva) is read too, and "Creatures you control enter as a copy of ~"
(Essence of the Wild) is :class:`~grimoire.oracle.ir.OthersEnterAsCopy`. A clause not
listed (an ability granted only "if it's a creature", a choice limited by the mana spent)
leaves the line not understood, so the card is not counted as playable.

>>> from grimoire.oracle.context import Context
>>> effect = enters_as_copy("You may have ~ enter as a copy of any creature on the "
...                         "battlefield, except it's an Illusion in addition to its other "
...                         "types", Context())
>>> effect.filter.types_any, effect.exceptions.add_subtypes
(('creature',), ('Illusion',))
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import (
    Ability,
    Amount,
    BecomeCopy,
    CopyCounters,
    CopyExceptions,
    EntersAsCopy,
    Fixed,
    ObjectFilter,
    ObjectRef,
    OthersEnterAsCopy,
    VarX,
)
from grimoire.oracle.lexer import SELF
from grimoire.oracle.refs import parse_object
from grimoire.oracle.tokens import compile_rules

_LINE = re.compile(
    r"You may have " + re.escape(SELF) + r" enter( tapped)? as a copy of "
    r"(?:any |an? |another )?(.+?)(?:, except (.+))?"
)
_OTHERS = re.compile(r"(.+?) you control enter as a copy of (" + re.escape(SELF)
                     + r"|enchanted creature)")
_CARD_TYPES = frozenset({"artifact", "creature", "enchantment", "land", "planeswalker",
                         "battle", "kindred"})
_SUPERTYPES = frozenset({"legendary", "snow", "basic", "world"})
_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_COUNT = {"an": 1, "a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


def enters_as_copy(text: str, ctx: Context) -> EntersAsCopy | None:
    """The :class:`EntersAsCopy` for the static line ``text`` (``~`` for the card's name),
    None if it is not such a line; :class:`ParseFailure` if it is one this module can't
    compile fully."""
    match = _LINE.fullmatch(text)
    if match is None:
        return None
    exceptions = copy_exceptions(match.group(3) or "", text, ctx)
    if exceptions.this_ability:
        raise ParseFailure(text, "a static ability can't be the copy's \"this ability\"")
    return EntersAsCopy(_filter(match.group(2), text), exceptions, bool(match.group(1)))


def others_enter_as_copy(text: str) -> OthersEnterAsCopy | None:
    """ "Creatures you control enter as a copy of ~" (Essence of the Wild), "Nontoken
    creatures you control enter as a copy of enchanted creature" (Infinite Reflection):
    the :class:`OthersEnterAsCopy` of the static line ``text``, or None.

    >>> others_enter_as_copy("Creatures you control enter as a copy of ~").filter.controller
    'you'
    """
    match = _OTHERS.fullmatch(text)
    if match is None:
        return None
    flt, _ = parse_filter(match.group(1)[:1].lower() + match.group(1)[1:] + " you control")
    if flt.zone not in (None, "battlefield") or not flt.types_any:
        raise ParseFailure(text, "what enters as a copy is not understood")
    return OthersEnterAsCopy(flt, "self" if match.group(2) == SELF else "enchanted")


_BECOME = re.compile(r"a copy of (.+?)( until end of turn)?(?:, except (.+))?")


def become_copy(what: ObjectRef, rest: str, ctx: Context) -> BecomeCopy | None:
    """ "<what> becomes a copy of <object>[ until end of turn][, except ...]" (CR 707.4),
    ``rest`` being what follows "becomes"; None if it is not that."""

    match = _BECOME.fullmatch(rest)
    if match is None:
        return None
    of = parse_object(match.group(1), ctx)
    if of == what:
        raise ParseFailure(rest, "what it becomes a copy of is not understood")
    exceptions = copy_exceptions(match.group(3) or "", rest, ctx)
    if exceptions.counters is not None:
        raise ParseFailure(rest, "counters on becoming a copy are not implemented")
    return BecomeCopy(what, of, exceptions,
                      "end_of_turn" if match.group(2) else "permanent")


_IN_GRAVEYARD = re.compile(r"(?:\w+ )*card in (?:a|your|an opponent's) graveyard"
                           r"(?: that was put there from the battlefield this turn)?")


def _filter(phrase: str, line: str) -> ObjectFilter:
    """What may be copied: a permanent on the battlefield, or a card in a graveyard (Body
    Double; CR 707.2: a card's copiable values are its printed ones)."""
    another = phrase.startswith("another ")
    phrase = phrase.removeprefix("another ")
    if _IN_GRAVEYARD.fullmatch(phrase):
        flt, _ = parse_filter(phrase)
        if flt.zone != "graveyard" or another:
            raise ParseFailure(line, "what may be copied is not understood")
        return flt
    on_battlefield = phrase.endswith(" on the battlefield")
    phrase = phrase.removesuffix(" on the battlefield")
    if not on_battlefield and not re.search(r"\b(?:you control|an opponent controls)\b", phrase):
        raise ParseFailure(line, "only objects on the battlefield can be copied here")
    flt, _ = parse_filter(phrase)
    if flt.zone not in (None, "battlefield") or flt.from_battlefield_this_turn:
        raise ParseFailure(line, "only objects on the battlefield can be copied here")
    if another:
        flt = replace(flt, another=True)
    return flt


def _quoted(text: str) -> tuple[str, list[str]]:
    """``text`` with each quoted ability replaced by ``Qn``, and the abilities."""
    found: list[str] = []

    def keep(match: re.Match[str]) -> str:
        found.append(match.group(1))
        return f"Q{len(found) - 1}"

    return re.sub(r"\"([^\"]+)\"", keep, text), found


_CLAUSE_START = r"(?=(?:it|it's|its|his|her|he's|has|is)\b)"
_SPLIT = re.compile(r",? and " + _CLAUSE_START + r"|, " + _CLAUSE_START)


def copy_exceptions(text: str, line: str, ctx: Context, *,
                    self_word: str | None = None) -> CopyExceptions:
    """The exceptions of a copy effect, ``text`` being what follows ", except " (CR 707.9);
    :class:`ParseFailure` for a clause not understood. ``self_word``: what ``~`` in a
    quoted ability stands for ("this token" for a token copy).

    >>> copy_exceptions("it isn't legendary and it has haste", "", Context()).abilities
    (Keyword(name='haste', cost=None, amount=None, filter=None, players=False),)
    """
    if not text:
        return CopyExceptions()
    plain, quoted = _quoted(text)
    fields: dict[str, object] = {}
    abilities: list[Ability] = []
    for clause in _SPLIT.split(plain):
        clause = re.sub(r"^the token ", "it ", clause.strip())
        if clause.startswith(("is ", "has ")):  # "it isn't legendary, is an artifact ..."
            clause = "it's " + clause[3:] if clause.startswith("is ") else "it " + clause
        clause = re.sub(r"^(?:he|she)'s ", "it's ", clause)
        clause = re.sub(r"^(?:he|she) has ", "it has ", clause)
        has = re.fullmatch(r"it has (.+)", clause)
        if has:  # "it has haste and "...""
            keywords: list[str] = []
            for word in re.split(r",? and |, ", has.group(1)):
                ref = re.fullmatch(r"Q(\d+)", word)
                if word == "this ability":  # CR 707.9a: the ability making the copy
                    fields["this_ability"] = True
                    continue
                if ref is None:
                    keywords.append(word.capitalize())  # compiled as a printed keyword
                    continue
                ability = quoted[int(ref.group(1))]
                if self_word is not None:
                    ability = ability.replace(SELF, self_word)
                abilities.extend(_compile(ability, line))
            if keywords:
                abilities.extend(_compile("\n".join(keywords), line))
            continue
        if not _clause(clause, fields, line, ctx):
            raise ParseFailure(line, f"copy exception not understood: {clause!r}")
    if abilities:
        fields["abilities"] = tuple(abilities)
    return CopyExceptions(**fields)  # type: ignore[arg-type]


def _clause(clause: str, fields: dict[str, object], line: str, ctx: Context) -> bool:
    """Read one exception clause into ``fields``; False if it is not one this knows."""
    types = re.fullmatch(r"it's (?:an? )?(?:(\d+)/(\d+) )?(.+?) in addition to its other "
                         r"(colors and types|(?:creature )?types)", clause)
    if types:  # CR 707.9b; "a 4/4 black Zombie in addition to its other colors and types"
        power, toughness, words, other = types.groups()
        if power is not None:
            fields["power"], fields["toughness"] = int(power), int(toughness)
        for word in words.split():
            low = word.lower()
            if low in _COLORS and other == "colors and types":
                fields["add_colors"] = (*fields.get("add_colors", ()),  # type: ignore[misc]
                                        _COLORS[low])
            elif low in _COLORS:  # "a black Zombie in addition to its other types": its
                # color is black (CR 105.3, 707.9b; embalm's "a white Zombie", 702.128a)
                fields["set_colors"] = (*(fields.get("set_colors") or ()),  # type: ignore[misc]
                                        _COLORS[low])
            elif low in _CARD_TYPES:
                fields["add_types"] = (*fields.get("add_types", ()), low)  # type: ignore[misc]
            elif low in _SUPERTYPES:
                fields["add_supertypes"] = (
                    *fields.get("add_supertypes", ()), low)  # type: ignore[misc]
            elif word[:1].isupper() and word.isalpha():
                fields["add_subtypes"] = (
                    *fields.get("add_subtypes", ()), word)  # type: ignore[misc]
            else:
                return False
        return True
    if clause in ("it isn't legendary", "it's not legendary", "it's nonlegendary"):
        fields["remove_supertypes"] = ("legendary",)
        return True
    name = re.fullmatch(r"(?:its|his|her) name is (.+)", clause)
    if name:
        fields["name"] = name.group(1)  # "~": the copying object's own name (at run time)
        return True
    stats = re.fullmatch(r"it's (\d+)/(\d+)", clause)
    if stats:
        fields["power"], fields["toughness"] = int(stats.group(1)), int(stats.group(2))
        return True
    if re.fullmatch(r"it doesn't copy that (?:creature|permanent)'s colou?r", clause):
        fields["keep_colors"] = True
        return True
    counters = re.fullmatch(r"it enters with (an|a|one|two|three|X) additional "
                            r"(\+1/\+1|loyalty) counters? on it(?: if it's an? (\w+))?", clause)
    if counters:
        word, kind, if_type = counters.groups()
        amount: Amount = VarX() if word == "X" else Fixed(_COUNT[word])
        if kind == "+1/+1" and if_type is None:
            fields["counters"] = amount
            return True
        if if_type is not None and if_type not in _CARD_TYPES:
            return False
        fields["more_counters"] = (*fields.get("more_counters", ()),  # type: ignore[misc]
                                   CopyCounters(kind, amount, if_type))  # CR 707.9e
        return True
    return False


def _compile(text: str, line: str) -> tuple[Ability, ...]:
    abilities = compile_rules("copy", text)
    if not abilities:
        raise ParseFailure(line, f"ability not understood: {text!r}")
    return abilities
