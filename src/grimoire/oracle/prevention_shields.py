"""One-shot prevention shields by grammar (CR 615): the sources and recipients a resolving
prevention effect names, compiled as :class:`~grimoire.oracle.ir.PreventDamage`.

* A source of your choice (CR 615.7, chosen as the effect resolves): "The next time a [red]
  source of your choice would deal damage [to <recipient>] this turn, prevent that damage";
  "Prevent all damage a source of your choice would deal [to <recipient>] this turn";
  "Prevent all damage that would be dealt [to <recipient>] this turn by a source of your
  choice"; "Prevent the next N damage that would be dealt to <recipient> this turn by a
  source of your choice" / "... that a source of your choice would deal to <recipient>".
* A particular object (CR 615.1a): "Prevent all [combat] damage that would be dealt to and
  dealt by <object> this turn" (two shields), "... dealt by <object> this turn",
  "Prevent all [combat] damage <object> would deal this turn".
* "Damage can't be prevented this turn." and, after a damage instruction, "The damage can't
  be prevented." (CR 615.12).
* The rest of a prevention effect (CR 615.5): "If damage is prevented this way, ~ deals
  that much damage to that source's controller" amends the shield before it.

<recipient> is "you", "any target", "target creature", "enchanted creature"...; <object> a
target, "that creature", "~". Recipients shared between a player and permanents ("to you
and/or creatures you control") are not read here (one shield would have to count for both).

>>> from grimoire.oracle.context import Context
>>> shield = prevention_shield("the next time a source of your choice would deal damage to "
...                            "any target this turn, prevent that damage", Context())
>>> type(shield.to).__name__, shield.lasting, shield.chosen_source is not None
('TargetRef', False, True)
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from grimoire.oracle.amounts import parse_number
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import (
    CHOSEN_SOURCE,
    Bound,
    DamageCantBePrevented,
    DealDamage,
    Effect,
    ExcessDamage,
    ObjectFilter,
    ObjectRef,
    PlayerRef,
    PreventDamage,
    Sequence,
    TargetRef,
    Unimplemented,
    You,
    iter_nodes,
)
from grimoire.oracle.redirect_text import redirect_sentence
from grimoire.oracle.refs import parse_object, parse_player

_CHOSEN = r"an? (?:(?P<q>[\w ]+?) )?source of your choice"
_TO = r"(?: to (?P<to>.+?))?"
_FORMS = (
    re.compile(rf"the next time {_CHOSEN} would deal (?P<c>combat )?damage{_TO} this turn, "
               r"prevent that damage"),
    re.compile(rf"prevent (?P<all>all) (?P<c>combat )?damage (?:that )?{_CHOSEN} would "
               rf"deal{_TO} this turn"),
    re.compile(rf"prevent (?:(?P<all>all)|the next (?P<n>\w+)) (?P<c>combat )?damage that "
               rf"would be dealt{_TO} this turn by {_CHOSEN}"),
    re.compile(rf"prevent the next (?P<n>\w+) (?P<c>combat )?damage that {_CHOSEN} would "
               rf"deal{_TO} this turn"),
)
_TO_AND_BY = re.compile(r"prevent all (combat )?damage that would be dealt (to and dealt by|by) "
                        r"(.+?) this turn")
_WOULD_DEAL = re.compile(r"prevent all (combat )?damage (.+?) would deal this turn")
_PREVENTED = re.compile(r"if damage is prevented this way, (.+)", re.IGNORECASE)
_EQUAL = re.compile(r"\b(life|damage) equal to the damage prevented this way\b",
                    re.IGNORECASE)
_THAT_SOURCE = re.compile(r"\bthat source's controller\b", re.IGNORECASE)

def _quality(text: str | None) -> ObjectFilter:
    """The sources a "<quality> source of your choice" may be (any zone: a source is an
    object, CR 609.7a): "red", "black or red", "land", "artifact"."""
    if not text:
        return ObjectFilter()
    flt, _ = parse_filter(f"{text} objects")
    return replace(flt, zone=None)


def _recipient(text: str, original: str, ctx: Context) -> ObjectRef | PlayerRef:
    """The player or object "to <text>" names (``original``: the same words as printed)."""
    if re.search(r"\b(?:and|or)\b", text) and text != "any target":
        raise ParseFailure(original, "a shield shared by a player and permanents")
    if text == "you":
        return You()
    if text in ("target player", "target opponent"):
        return parse_player(original, ctx)
    return parse_object(original, ctx)


def _printed(text: str, low: str, match: re.Match[str], group: str) -> str:
    """The printed words of ``group`` (``low`` is ``text`` lowercased)."""
    return text[match.start(group):match.end(group)]


def _chosen_source(text: str, low: str, ctx: Context) -> PreventDamage | None:
    for form in _FORMS:
        match = form.fullmatch(low)
        if match is None:
            continue
        found = match.groupdict()
        to: ObjectRef | PlayerRef | None = None
        if found.get("to"):
            to = _recipient(found["to"], _printed(text, low, match, "to"), ctx)
        amount = parse_number(found["n"], ctx) if found.get("n") else None
        return PreventDamage(amount, to, combat_only=bool(found.get("c")),
                             chosen_source=_quality(found.get("q")),
                             lasting=bool(found.get("all")))
    return None


def _object_source(text: str, low: str, ctx: Context) -> Effect | None:
    match = _TO_AND_BY.fullmatch(low)
    if match is not None and match.group(2) == "by" and re.fullmatch(
            r"(?:\w+ )?(?:creatures|sources|spells|permanents)", match.group(3)):
        return None  # "by creatures": sources of a kind (grimoire.oracle.combat_text)
    if match is not None:
        what = parse_object(text[match.start(3):match.end(3)], ctx)
        combat = bool(match.group(1))
        dealt_by = PreventDamage(None, None, combat_only=combat, source=what)
        if match.group(2) == "by":
            return dealt_by
        return Sequence((PreventDamage(None, what, combat_only=combat), dealt_by))
    match = _WOULD_DEAL.fullmatch(low)
    if match is not None and match.group(2) not in ("it", "~") and not re.search(
            r"\b(?:choice|source|sources|creatures|each|all)\b", match.group(2)):
        what = parse_object(text[match.start(2):match.end(2)], ctx)
        return PreventDamage(None, None, combat_only=bool(match.group(1)), source=what)
    return None


def prevention_shield(text: str, ctx: Context) -> Effect | None:
    """A prevention shield sentence of the shapes above (None: another sentence)."""
    low = text.strip().rstrip(".").lower()
    if "prevent" not in low:
        if " is dealt to " in low and low.endswith(" instead"):
            return redirect_sentence(text, ctx)  # CR 614.9
        return None
    if low == "damage can't be prevented this turn":
        return DamageCantBePrevented()  # CR 615.12
    text = text.strip().rstrip(".")
    return _chosen_source(text, low, ctx) or _object_source(text, low, ctx)


def prevented_sentence(sentence: str, steps: list[Effect], ctx: Context,
                       parse: Callable[[str, Context], Effect]) -> Effect | None:
    """ "If damage is prevented this way, <instruction>" after a source-of-your-choice
    shield (CR 615.5): the instruction becomes the shield's ``then`` (done each time the
    shield prevents damage, right after), and an empty step is returned; None: another
    sentence. "that much" is the damage prevented, "that source" the chosen source; "You
    gain life equal to the damage prevented this way" is read the same way."""
    line = sentence.strip().rstrip(".")
    if line.lower() == "excess damage is dealt to that creature's controller instead" and steps \
            and isinstance(steps[-1], DealDamage) and not steps[-1].each_source \
            and isinstance(steps[-1].recipient, TargetRef):
        steps[-1] = ExcessDamage(steps[-1])  # CR 120.4a
        return Sequence(())
    if line.lower() == "the damage can't be prevented" and steps \
            and isinstance(steps[-1], DealDamage):  # CR 615.12: the damage just dealt
        steps[-1] = replace(steps[-1], unpreventable=True)
        return Sequence(())
    match = _PREVENTED.fullmatch(line)
    equal = _EQUAL.search(line) if match is None else None
    if (match is None and equal is None) or not steps \
            or not isinstance(steps[-1], PreventDamage) or steps[-1].then is not None \
            or (steps[-1].chosen_source is None and (steps[-1].by is None or steps[-1].to
                                                     is not None or _THAT_SOURCE.search(line)
                                                     or "that source" in line.lower())):
        return None  # (a shield from sources of a kind: "that source" names none)
    if match is not None:
        rest = match.group(1)
    else:
        assert equal is not None
        rest = f"{line[:equal.start()]}that much {equal.group(1)}{line[equal.end():]}"
    rest = _THAT_SOURCE.sub("its controller", rest)
    inner = Context(card_name=ctx.card_name, in_trigger=True, event_counts=True,
                    antecedent=Bound(CHOSEN_SOURCE))
    then = parse(rest, inner)
    if inner.targets or any(isinstance(n, Unimplemented) for n in iter_nodes(then)):
        raise ParseFailure(sentence, "a prevention whose rest asks a choice")
    steps[-1] = replace(steps[-1], then=then)
    return Sequence(())
