"""Effect text to IR: sentences, "Then", "If you do", "Otherwise", "you may", "unless", and
clauses joined by "and" / ", then", each clause handed to a verb parser (:mod:`verbs`).

>>> ctx = Context()
>>> parse_effect("You gain 3 life and draw three cards.", ctx).steps[1]
DrawCards(amount=Fixed(value=3), player=You())
>>> parse_effect("~ deals 3 damage to any target.", ctx)
DealDamage(amount=Fixed(value=3), recipient=TargetRef(index=0), source=ThisObject())
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.amounts import parse_amount
from grimoire.oracle.conditions import parse_condition
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.ir import (
    Bound,
    CastCard,
    Conditional,
    CreateTokens,
    Effect,
    IfDid,
    MayDo,
    MayPlay,
    Sequence,
    ThisObject,
    Unimplemented,
    UnlessPays,
    You,
    iter_nodes,
)
from grimoire.oracle.lexer import SELF
from grimoire.oracle.refs import parse_object, parse_player, parse_target
from grimoire.oracle.verbs import VERBS

_THIRD = {
    "draws": "draw",
    "gains": "gain",
    "loses": "lose",
    "gets": "get",
    "deals": "deal",
    "creates": "create",
    "destroys": "destroy",
    "exiles": "exile",
    "returns": "return",
    "puts": "put",
    "sacrifices": "sacrifice",
    "discards": "discard",
    "taps": "tap",
    "untaps": "untap",
    "scries": "scry",
    "surveils": "surveil",
    "mills": "mill",
    "searches": "search",
    "shuffles": "shuffle",
    "counters": "counter",
    "adds": "add",
    "copies": "copy",
    "casts": "cast",
    "looks": "look",
    "fights": "fight",
    "rolls": "roll",
}
_THIRD_RE = re.compile(r"\b(" + "|".join(_THIRD) + r")\b")
_NOOP = Sequence(())


def split_sentences(text: str) -> list[str]:
    """Split effect text into sentences, never inside quoted text.

    >>> split_sentences('Create a token with "Draw a card." Then scry 1.')
    ['Create a token with "Draw a card."', 'Then scry 1.']
    """
    sentences: list[str] = []
    current = ""
    quoted = False
    for index, char in enumerate(text):
        current += char
        if char == '"':
            quoted = not quoted
            if (
                not quoted
                and current[-2:-1] in (".", "!")
                and text[index + 1 : index + 2] in ("", " ")
            ):
                sentences.append(current.strip())
                current = ""
            continue
        if char in ".!" and not quoted:
            following = text[index + 1 : index + 2]
            if following in ("", " ", '"'):
                if following == '"':
                    continue
                sentences.append(current.strip())
                current = ""
    if current.strip():
        sentences.append(current.strip())
    return [s for s in sentences if s]


def seq(steps: list[Effect]) -> Effect:
    """One step, or a :class:`Sequence` of several (nested sequences flattened)."""
    flat: list[Effect] = []
    for step in steps:
        if isinstance(step, Sequence):
            flat.extend(step.steps)
        else:
            flat.append(step)
    for index, step in enumerate(flat):
        # "create a token, then attach ~ to it": the token is bound for the later step.
        if (
            isinstance(step, CreateTokens)
            and step.bind is None
            and any(
                node == Bound("token") for later in flat[index + 1 :] for node in iter_nodes(later)
            )
        ):
            flat[index] = replace(step, bind="token")
    return flat[0] if len(flat) == 1 else Sequence(tuple(flat))


def parse_effect(text: str, ctx: Context) -> Effect:
    """Parse one or more sentences of effect text."""
    steps: list[Effect] = []
    for sentence in split_sentences(text):
        state = ctx.snapshot()
        try:
            step = parse_sentence(sentence, ctx)
        except ParseFailure as failure:
            ctx.restore(state)
            step = Unimplemented(sentence, failure.reason)
        if step != _NOOP:
            steps.append(step)
    if not steps:
        raise ParseFailure(text, "no effect")
    return seq(steps)


def parse_sentence(sentence: str, ctx: Context) -> Effect:
    """Parse one sentence (its "where X is ..." tail sets X for the sentence only)."""
    text = sentence.strip().rstrip(".").strip()
    saved_x = ctx.x_value
    match = re.search(r",? where X is (.+)$", text)
    if match:
        ctx.x_value = parse_amount(match.group(1), ctx)
        text = text[: match.start()]
    try:
        return _sentence_body(text, ctx)
    finally:
        ctx.x_value = saved_x


def _sentence_body(text: str, ctx: Context) -> Effect:
    low = text.lower()
    if low.startswith("then "):
        text, low = text[5:], low[5:]
    match = re.fullmatch(r"if you do, (.+)", text, re.IGNORECASE)
    if match:
        return IfDid(then=parse_compound(match.group(1), ctx))
    match = re.fullmatch(r"if you don't, (.+)", text, re.IGNORECASE)
    if match:
        return IfDid(then=None, otherwise=parse_compound(match.group(1), ctx))
    match = re.fullmatch(r"otherwise, (.+)", text, re.IGNORECASE)
    if match:
        return IfDid(then=None, otherwise=parse_compound(match.group(1), ctx))
    match = re.fullmatch(r"if (.+?), (.+)", text, re.IGNORECASE)
    if match:
        condition = parse_condition(match.group(1), ctx)
        return Conditional(condition, parse_compound(match.group(2), ctx))
    return parse_compound(text, ctx)


_SEPARATORS = (", then ", " then ", ", and ", " and ")


def parse_compound(text: str, ctx: Context) -> Effect:
    """Parse a clause, or clauses joined by "then" / "and" (tried left to right)."""
    state = ctx.snapshot()
    try:
        return parse_clause(text, ctx)
    except ParseFailure as failure:
        ctx.restore(state)
        first_failure = failure
    for separator in _SEPARATORS:
        start = 0
        while True:
            index = text.find(separator, start)
            if index < 0:
                break
            start = index + 1
            left, right = text[:index], text[index + len(separator) :]
            try:
                first = parse_clause(left, ctx)
                second = parse_compound(right, ctx)
            except ParseFailure:
                ctx.restore(state)
                continue
            return seq([s for s in (first, second) if s != _NOOP] or [_NOOP])
    raise first_failure


def parse_clause(text: str, ctx: Context) -> Effect:
    """Parse one clause: [subject] verb rest."""
    text = text.strip().rstrip(",")
    low = text.lower()
    if not text:
        raise ParseFailure(text, "empty clause")
    if low.startswith("you may "):
        body = text[len("you may ") :]
        have = re.fullmatch(r"have (.+?) (deal|get|gain|fight|become)(?= )(.*)", body)
        if have:  # "you may have ~ deal 1 damage to itself" = "you may: ~ deals ..."
            verb3 = {
                "deal": "deals",
                "get": "gets",
                "gain": "gains",
                "fight": "fights",
                "become": "becomes",
            }[have.group(2)]
            body = f"{have.group(1)} {verb3}{have.group(3)}"
        inner = parse_compound(body, ctx)
        if isinstance(inner, CastCard):
            return replace(inner, optional=True)
        if isinstance(inner, MayPlay):
            return inner  # a permission, not an optional action
        return MayDo(inner)
    match = re.fullmatch(r"(.+) unless you (.+)", text)
    if match:
        from grimoire.oracle.costs import parse_cost

        effect = parse_compound(match.group(1), ctx)
        return UnlessPays(effect, parse_cost(match.group(2)), You())
    match = re.fullmatch(r"(?:you )?choose (.*\btarget\b.*)", text, re.IGNORECASE)
    if match:
        parse_target(match.group(1), ctx)
        return _NOOP
    text = _equal_to(text, ctx)
    from grimoire.oracle.verbs import doesnt_untap, put_rest

    special = doesnt_untap(text, ctx) or (
        put_rest(text, ctx) if text.startswith("the rest ") else None
    )
    if special is not None:
        return special
    words = text.split(" ", 1)
    head = words[0].lower()
    rest = words[1] if len(words) > 1 else ""
    if head == "you" and rest.split(" ", 1)[0] in VERBS:
        head, _, rest = rest.partition(" ")
    if head in VERBS:
        ctx.last_subject = You()
        return VERBS[head](You(), rest, ctx)
    if head in _THIRD and ctx.last_subject is not None:
        return VERBS[_THIRD[head]](ctx.last_subject, rest, ctx)
    for match in _THIRD_RE.finditer(text):
        subject_text = text[: match.start()].strip()
        if not subject_text:
            continue
        state = ctx.snapshot()
        try:
            subject = _subject(subject_text, ctx)
        except ParseFailure:
            ctx.restore(state)
            continue
        ctx.last_subject = subject
        return VERBS[_THIRD[match.group(1)]](subject, text[match.end() :].strip(), ctx)
    raise ParseFailure(text, "unknown effect")


def _subject(text: str, ctx: Context) -> object:
    if text[:1].isupper() and not text[1:2].isupper():
        first, _, rest = text.partition(" ")
        if first.lower() in (
            "target",
            "each",
            "all",
            "that",
            "its",
            "it",
            "another",
            "up",
            "equipped",
            "enchanted",
            "you",
            "defending",
            "creatures",
            "those",
        ):
            text = first.lower() + (" " + rest if rest else "")
    if text == SELF:
        return ThisObject()
    try:
        return parse_player(text, ctx)
    except ParseFailure:
        return parse_object(text, ctx)


def _equal_to(text: str, ctx: Context) -> str:
    """Move "... equal to <amount>" into the sentence's X (CR 107.3-style variable amount)."""
    for match in re.finditer(r"(?<!or)(?<!mana value)(?<!power)(?<!toughness) equal to ", text):
        tail = text[match.end() :]
        candidates = [tail]
        for stop in (" to ", ", "):
            cut = tail.find(stop)
            if cut > 0:
                candidates.insert(0, tail[:cut])
        for candidate in candidates:
            state = ctx.snapshot()
            try:
                amount = parse_amount(candidate, ctx)
            except ParseFailure:
                ctx.restore(state)
                continue
            ctx.x_value = amount
            rebuilt = text[: match.start()] + tail[len(candidate) :]
            rebuilt = re.sub(r"\ba number of\b", "X", rebuilt, flags=re.IGNORECASE)
            rebuilt = re.sub(r"\b(draws?) cards\b", r"\1 X cards", rebuilt, flags=re.IGNORECASE)
            rebuilt = re.sub(
                r"\b(gains?|loses?) life\b", r"\1 X life", rebuilt, flags=re.IGNORECASE
            )
            rebuilt = re.sub(r"\b(deals?) damage\b", r"\1 X damage", rebuilt, flags=re.IGNORECASE)
            return rebuilt
    return text
