"""Statics granting keyword abilities that carry a quality: "Equipped creature has
protection from red" (CR 702.16a), "Equipped creature gets +2/+2 and has protection from
Rogues and from Clerics" (the Swords: a boost and a grant, CR 613.4c and 613.1f).

:func:`parse_statics` splits "gets +N/+M and has <keywords>" into the boost and a
:class:`~grimoire.oracle.ir.GrantAbilities` of the compiled keywords when the keywords
aren't plain names (plain names stay on :class:`~grimoire.oracle.ir.PowerToughnessBoost`).

>>> from grimoire.oracle.context import Context
>>> [type(e).__name__ for e in parse_statics(
...     "Equipped creature gets +2/+2 and has protection from red", Context())]
['PowerToughnessBoost', 'GrantAbilities']
"""

from __future__ import annotations

import re
from collections.abc import Callable

from grimoire.oracle.activation_text import activation_statics
from grimoire.oracle.char_predicates import predicate_static
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.creature_keywords import GRANTABLE_KEYWORDS, with_keyword_abilities
from grimoire.oracle.ir import (
    Duration,
    Effect,
    GainAbilities,
    GrantAbilities,
    GrantingSource,
    GrantKeywords,
    Keyword,
    ObjectFilter,
    ObjectRef,
    StaticEffect,
)
from grimoire.oracle.keywords import SIMPLE_KEYWORDS, parse_keyword_line
from grimoire.oracle.otherwise_statics import otherwise_statics
from grimoire.oracle.outside_types_text import outside_statics
from grimoire.oracle.prevention_text import prevention_statics
from grimoire.oracle.soulbond_text import paired_statics
from grimoire.oracle.spell_grants_text import life_instead, spells_have
from grimoire.oracle.statics import _subject as static_subject
from grimoire.oracle.statics import parse_static


def quality_keywords(text: str) -> tuple[Keyword, ...]:
    """The keywords of ``text`` when one of them isn't a plain name ("protection from
    red", "flying and protection from Clerics"), else ``()``.

    >>> [k.filter.colors_any for k in quality_keywords("protection from white")]
    [('W',)]
    >>> quality_keywords("flying and haste")
    ()
    """
    keywords = parse_keyword_line(text)
    if not keywords or all(k.name.lower() in SIMPLE_KEYWORDS and k.filter is None
                           for k in keywords):
        return ()
    if any(k.name.lower() not in _QUALITY_OK and (k.name.lower() not in SIMPLE_KEYWORDS
                                                 or k.filter is not None) for k in keywords):
        return ()
    return tuple(keywords)


_IDENTITY = re.compile(r"protection from each color that's not in your commanders?'?s? "
                       r"color identity")


def _identity_protection(text: str) -> tuple[Keyword, ...]:
    """ "protection from each color that's not in your commander's color identity" (CR
    702.16i, 903.4): "your" is the player who controls the granting object
    (:class:`~grimoire.oracle.ir.GrantingSource`, bound as it grants the ability).

    >>> _identity_protection("protection from each color that's not in your commander's "
    ...                      "color identity")[0].filter.outside_identity_of
    GrantingSource(oid=0)
    """
    if _IDENTITY.fullmatch(text.strip()) is None:
        return ()
    return (Keyword("protection", filter=ObjectFilter(outside_identity_of=GrantingSource())),)


_QUALITY_OK = frozenset({"protection", "ward"})
"""Keywords with a quality or a cost this module grants, to permanents (CR 702.16, 702.21;
the engine reads them from the permanent's abilities)."""


def granted_keywords(text: str, subject: Callable[[str], ObjectFilter]) -> StaticEffect | None:
    """ "<subject> has <keywords>" with a keyword that isn't a plain name, or None."""
    match = re.fullmatch(r"(.+?) (?:has|have) (.+)", text.strip().rstrip("."))
    if match is None:
        return None
    keywords = _identity_protection(match.group(2)) or quality_keywords(match.group(2))
    if not keywords:
        return None
    flt = subject(match.group(1))
    if flt.zone != "battlefield":
        return None  # "each creature card in your hand has ...": grants reach permanents only
    return GrantAbilities(flt, keywords)  # CR 613.1f


def parse_statics(text: str, ctx: Context) -> list[StaticEffect]:
    """The static effects of one line: usually one; a boost and a grant for "gets +N/+M
    and has <keywords with a quality>"."""

    try:
        return [parse_static(text, ctx)]
    except ParseFailure:
        given = spells_have(text)  # "Creature spells you cast have offspring {2}" (CR 611.3a)
        if given is not None:
            return [given]
        life = life_instead(text)  # "... by paying life equal to its mana value" (118.9)
        if life is not None:
            return [life]
        outside = outside_statics(text, ctx)  # "... cards you own that aren't on the
        if outside is not None:  # battlefield are Deserts ..." (CR 611.3a, 613.1d)
            return outside
        listed = predicate_static(text, ctx, static_subject, parse_statics)  # "loses all
        if listed is not None:  # abilities and is a blue Frog creature ..." (CR 613.1d-f)
            return listed
        otherwise = otherwise_statics(text, ctx, parse_statics)  # "... Otherwise, it ..."
        if otherwise is not None:
            return otherwise
        both = re.fullmatch(r"(.+?) can't block and can't be blocked\.?", text.strip())
        if both:  # two rules of one static ability (CR 509.1b)
            return [parse_static(f"{both.group(1)} can't block", ctx),
                    parse_static(f"{both.group(1)} can't be blocked", ctx)]
        unblockable = re.fullmatch(r"(.+?) can't be blocked and (has|have) (.+?)\.?",
                                   text.strip())
        if unblockable:  # "Equipped creature can't be blocked and has shroud" (CR 509.1b, 613.1f)
            who = unblockable.group(1)
            return [parse_static(f"{who} can't be blocked", ctx),
                    parse_static(f"{who} {unblockable.group(2)} {unblockable.group(3)}", ctx)]

        paired = paired_statics(text, ctx, parse_statics)  # soulbond's (CR 702.95b)
        if paired is not None:
            return paired
        prevented = prevention_statics(text, ctx)  # CR 615: "Prevent all damage ..."
        if prevented is not None:
            return list(prevented)

        forbidden = activation_statics(text, ctx)  # Arrest (CR 602.5)
        if forbidden is not None:
            return forbidden
        two = re.fullmatch(r"(~|This \w+) enters tapped\. As it enters, (choose .+?)\.?",
                           text.strip())
        if two is not None:  # the Thriving lands: two replacement effects (CR 614.1c, 614.12)
            return [parse_static(f"{two.group(1)} enters tapped", ctx),
                    parse_static(f"As {two.group(1)} enters, {two.group(2)}", ctx)]
        tapped = re.fullmatch(r"(~|This \w+) enters tapped with (.+?)\.?", text.strip())
        if tapped is not None:  # the Vivid lands: two replacement effects (CR 614.1c)
            return [parse_static(f"{tapped.group(1)} enters tapped", ctx),
                    parse_static(f"{tapped.group(1)} enters with {tapped.group(2)}", ctx)]
        match = re.fullmatch(r"(.+?) (gets? [+-]\d+/[+-]\d+) and (has|have) (.+?)\.?",
                             text.strip())
        from grimoire.oracle.compound_statics import TWO_SUBJECTS
        if match is None or TWO_SUBJECTS.search(text) or '"' in match.group(4):
            from grimoire.oracle.compound_statics import split_compound

            compound = split_compound(text, ctx)  # "gets +N/+M and can't block", "As long as"
            if compound is None:
                raise
            return compound
        subject = match.group(1)
        boost = parse_static(f"{subject} {match.group(2)}", ctx)
        grant = parse_static(f"{subject} {match.group(3)} {match.group(4)}", ctx)
        return [boost, grant]


def keyword_grant(what: ObjectRef, names: tuple[str, ...], until: Duration) -> Effect:
    """ "<what> gains <keywords> until end of turn": plain keywords are a
    :class:`GrantKeywords`; a list holding a keyword that stands for a triggered ability
    (melee, CR 702.121a; myriad, provoke, extort...) is granted as the keywords and that
    ability together (CR 613.1f: the object has the ability while the effect lasts; 702.121b:
    each instance triggers separately).

    >>> from grimoire.oracle.ir import ThisObject
    >>> type(keyword_grant(ThisObject(), ("trample",), "end_of_turn")).__name__
    'GrantKeywords'
    >>> grant = keyword_grant(ThisObject(), ("vigilance", "melee"), "end_of_turn")
    >>> [type(a).__name__ for a in grant.abilities]  # type: ignore[union-attr]
    ['Keyword', 'Keyword', 'TriggeredAbility']
    """
    if not any(name in GRANTABLE_KEYWORDS for name in names):
        return GrantKeywords(what, names, until)
    return GainAbilities(what, with_keyword_abilities(tuple(Keyword(n) for n in names)), until)
