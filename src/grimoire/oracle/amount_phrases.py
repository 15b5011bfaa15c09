"""Counting phrases of the value grammar, the "equal to <amount>" rewrite, and instructions
each player follows with their own number.

:func:`count_phrase` reads what follows "the number of" / "for each":

* "basic land type(s) among lands <player> control(s)" (domain; CR 305.6, 207.2c);
* "creature(s) in <player's> party" (CR 700.8);
* "counter(s) on ~ / it" (every kind, CR 122.1);
* "color(s) among <permanents>" (CR 105.2), "differently named <permanents>" (CR 201.2),
  "different <power|toughness|mana value>(s) among <objects>";
* "card(s) in <player's> <hand|graveyard|library>" and "<filter> <player> control(s)" for
  a player other than you: "that player", "they", "target opponent", "its controller"
  (CR 108.4: the count of what that player controls).

:func:`equal_to` moves "... equal to <amount>" into the sentence's X; a "that player" /
"they" in the amount that names the one "target player" of the instruction is that target
(chosen as the ability is put on the stack, CR 601.2c), though the amount is read first.

:func:`each_players_own` compiles "Each player loses 1 life for each creature they control"
and "~ deals damage to each opponent equal to the number of cards in that player's hand":
the number differs per player, so the instruction is followed for each player in turn
(APNAP, CR 101.4) with ``You()`` naming that player (:class:`~grimoire.oracle.ir.ForEach`).

>>> from grimoire.oracle.context import Context
>>> count_phrase("basic land types among lands you control", Context())
BasicLandTypes(player=You())
>>> count_phrase("creature in your party", Context())
PartySize(player=You())
>>> equal_to("~ deals damage to target player equal to the number of cards in that "
...          "player's hand", ctx := Context())
'~ deals X damage to target player'
>>> ctx.x_value
CardsIn(zone='hand', player=TargetRef(index=0))
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from grimoire.oracle import ir
from grimoire.oracle.amounts import AMOUNT_PHRASES, COUNT_PHRASES, parse_amount, parse_number
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.mana_source_text import mana_from
from grimoire.oracle.refs import library_owner, parse_player

_PLAYERS = (r"you|your opponents|an opponent|each opponent|that player|another target player|"
            r"target player|target opponent|they|defending player|its controller|"
            r"that creature's controller|the chosen player|each player|all players|"
            r"enchanted player|those opponents")
_WHOSE = (r"your|their|that player's|target player's|target opponent's|its controller's|"
          r"defending player's|the chosen player's|each player's|all players'|enchanted "
          r"player's|an opponent's|each opponent's|your opponents'")
_STATS = {"power": "power", "powers": "power", "toughness": "toughness",
          "toughnesses": "toughness", "mana value": "mana_value", "mana values": "mana_value"}


def _player(phrase: str, ctx: Context) -> ir.PlayerRef:
    """The player(s) a phrase names ("you", "they", "target opponent", "that player")."""
    word = phrase.strip().lower()
    if word in ("they", "their"):
        if isinstance(ctx.player_antecedent, ir.TargetRef):  # "target player ... they"
            return ctx.player_antecedent
        return library_owner("their", ctx)
    if word in ("an opponent", "an opponent's", "your opponents", "your opponents'"):
        return ir.EachOpponent()
    return parse_player(word.removesuffix("'s").removesuffix("'"), ctx)


def _objects(phrase: str) -> ir.ObjectFilter:
    """A filter phrase; permanents when it names no card (on the battlefield)."""
    flt, _ = parse_filter(phrase)
    if flt.zone is None and "card" not in phrase:
        flt = replace(flt, zone="battlefield")
    return flt


def count_phrase(text: str, ctx: Context) -> ir.Amount | None:
    """The amount of a counting phrase (see the module docstring), or None."""
    text = text.strip().rstrip(".")
    text = re.sub(r"^the number of ", "", text)
    match = re.fullmatch(r"basic land types? among lands (.+?) controls?", text)
    if match:  # CR 305.6 (domain)
        return ir.BasicLandTypes(_player(match.group(1), ctx))
    match = re.fullmatch(r"creatures? in (" + _WHOSE + r") party", text)
    if match:  # CR 700.8
        return ir.PartySize(_player(match.group(1), ctx))
    match = re.fullmatch(r"counters? on (~|it|this \w+)", text)
    if match:  # CR 122.1: counters of every kind
        if match.group(1) == "it" and ctx.antecedent is not None:
            return ir.AllCountersOn(ctx.antecedent)
        if match.group(1) != "it" or ctx.of_permanent:
            return ir.AllCountersOn(ir.ThisObject())
        return None
    match = re.fullmatch(r"colou?rs? among (.+)", text)
    if match:  # CR 105.2
        return ir.ColorsAmong(_objects(match.group(1)))
    match = re.fullmatch(r"differently named (.+)", text)
    if match:  # CR 201.2
        return ir.DistinctNames(_objects(match.group(1)))
    match = re.fullmatch(r"different (power|toughness|mana value)s? among (.+)", text)
    if match:
        return ir.DistinctAmong(_objects(match.group(2)),
                                _STATS[match.group(1)])  # type: ignore[arg-type]
    match = re.fullmatch(r"(other )?(.*?)spells? (you|they|that player)(?:'ve| have| has) cast "
                         r"this turn", text)
    if match:  # CR 601.2i
        flt = parse_filter(match.group(2) + "spell")[0] if match.group(2) else ir.ObjectFilter()
        return ir.SpellsCastThisTurn(_player(match.group(3), ctx),
                                     replace(flt, zone=None, is_spell=False),
                                     bool(match.group(1)))
    match = re.fullmatch(r"cards? (you|they|that player)(?:'ve| have| has) drawn this turn", text)
    if match:  # CR 121.1: one card per draw
        return ir.CardsDrawnThisTurn(_player(match.group(1), ctx))
    match = re.fullmatch(r"times? (you|they)(?:'ve| have) cast (?:a|your|their) commander "
                         r"from the command zone this game", text)
    if match:  # CR 903.8
        return ir.CommanderCastsBy(_player(match.group(1), ctx))
    match = re.fullmatch(r"(.+?) that died under your control this turn", text)
    if match:  # CR 700.4, 608.2h: controlled by you as they last existed on the battlefield
        return ir.DiedThisTurn(replace(parse_filter(match.group(1))[0], zone=None,
                                       controller="you"))
    spent = mana_from(text, ctx)
    if spent is not None:  # "for each mana from a Desert spent to cast ~" (CR 601.2h)
        return spent
    match = re.fullmatch(r"(.*?)cards? revealed this way", text)
    if match and ctx.cards in (ir.Bound("looked"), ir.Bound("revealed")):  # "for each nonland
        flt = parse_filter(match.group(1) + "card")[0] if match.group(1) else ir.ObjectFilter()
        return ir.CountOf(replace(flt, zone=None), among=ctx.cards)  # card revealed this way"
    if re.fullmatch(r"players? being attacked", text):  # CR 506.2
        return ir.AttackedPlayersCount()
    match = re.fullmatch(r"cards? in (" + _WHOSE + r") (hand|graveyard|library)s?", text)
    if match:
        return ir.CardsIn(match.group(2), _player(match.group(1), ctx))  # type: ignore[arg-type]
    match = re.fullmatch(r"(.+? cards?) in (" + _WHOSE + r") (hand|graveyard|library)", text)
    if match and match.group(2) != "your":  # "creature cards in that player's graveyard"
        flt = replace(parse_filter(match.group(1))[0], zone=match.group(3))  # type: ignore[arg-type]
        return ir.CountOf(flt, among=ir.AllMatching(flt, controlled_by=_player(
            match.group(2), ctx)))
    match = re.fullmatch(r"(.+?) (" + _PLAYERS + r") controls?", text)
    if match and match.group(2) != "you" and not match.group(1).endswith(" that"):
        # CR 108.4: what that player controls ("permanents you own that your opponents
        # control" is one filter: parse_filter's)
        flt = replace(_objects(match.group(1)), controller="any")
        return ir.CountOf(flt, among=ir.AllMatching(flt, controlled_by=_player(
            match.group(2), ctx)))
    return None


_TIMES = {"twice": 2, "three times": 3, "four times": 4}


def whole_amount(text: str, ctx: Context) -> ir.Amount | None:
    """Amounts built of others: "the total power of creatures you control" (the sum over
    the permanents, CR 208.1), "twice <amount>" / "three times <amount>", "<N> plus
    <amount>" / "<amount> plus <amount>" ("that creature's power plus its toughness"),
    "<N> minus <amount>" (possibly negative, CR 107.1b: an effect then uses 0)."""
    text = text.strip().rstrip(".")
    match = re.fullmatch(r"the total power of (?:the )?(.+) you attacked with this combat", text)
    if match:  # the declared attackers among them (CR 508.1), as they are or last were
        return ir.AttackersTotalPower(_objects(match.group(1)))
    match = re.fullmatch(r"the total (power|toughness|mana value) of (.+)", text)
    if match and not re.match(r"(?:those|them|the exiled|the sacrificed|the cards|the "
                              r"creatures|cards exiled)\b", match.group(2)):
        flt = _objects(match.group(2))
        return ir.SumOf(ir.AllMatching(flt), _STATS[match.group(1)])  # type: ignore[arg-type]
    match = re.fullmatch(r"the total (power|toughness|mana value) of the (?:creature|permanent|"
                         r"artifact)s? sacrificed this way", text)
    if match:  # CR 608.2h: as they last existed on the battlefield
        return ir.SumOf(ir.Bound("sacrificed"), _STATS[match.group(1)])  # type: ignore[arg-type]
    match = re.fullmatch(r"the total number of (.+)", text)
    if match:
        return parse_amount("the number of " + match.group(1), ctx)
    match = re.fullmatch(r"(twice|three times|four times) (.+)", text)
    if match:
        return ir.Times(parse_amount(match.group(2), ctx), _TIMES[match.group(1)])
    match = re.fullmatch(r"(\d+|one|two|three|four|five|x) minus (.+)", text, re.IGNORECASE)
    if match:
        return ir.Minus(parse_number(match.group(1), ctx), parse_amount(match.group(2), ctx))
    for match in re.finditer(r" plus ", text):
        left, right = text[: match.start()], text[match.end():]
        state = ctx.snapshot()
        try:
            return ir.Plus((parse_amount(left, ctx), parse_amount(right, ctx)))
        except ParseFailure:
            ctx.restore(state)
    return None


def equal_to(text: str, ctx: Context) -> str:
    """Move "... equal to <amount>" into the sentence's X (CR 107.3-style variable amount)."""
    for match in re.finditer(r"(?<!or)(?<!mana value)(?<!power)(?<!toughness) equal to ", text):
        if text[: match.start()].count('"') % 2:
            continue  # inside a quoted ability: compiled with that ability
        tail = text[match.end() :]
        candidates = [tail]
        for stop in (" to ", ", "):
            cut = tail.find(stop)
            if cut > 0:
                candidates.insert(0, tail[:cut])
        for candidate in candidates:
            state = ctx.snapshot()
            try:
                amount = amount_ahead(text[: match.start()], candidate, ctx,
                                      objects=" itself" not in text)  # (its own verb)
            except ParseFailure:
                ctx.restore(state)
                continue
            ctx.x_value = amount
            rebuilt = text[: match.start()] + tail[len(candidate) :]
            named = not candidate.startswith("its ")  # ("its": maybe not the one meant)
            return '"'.join(x_words(part, named) if n % 2 == 0 else part  # not in quoted
                            for n, part in enumerate(rebuilt.split('"')))  # abilities
    return text


def amount_ahead(before: str, amount: str, ctx: Context, objects: bool = True) -> ir.Amount:
    """The amount of "<instruction>, where X is <amount>", read before the instruction:
    "its" / "that creature's" / "that player" name the instruction's one target
    (:func:`with_target_player`); nothing else of the context is changed for it."""
    named_before = ctx.antecedent
    with_target_player(before, amount, ctx, objects=objects)
    try:
        return parse_amount(amount, ctx)
    finally:
        ctx.antecedent = named_before


def with_target_player(before: str, amount: str, ctx: Context, objects: bool = False) -> None:
    """Before ``amount`` is read ahead of the instruction (``before``) it belongs to: if
    that instruction has one target, "target player" / "target opponent", "that player"
    and "they" in the amount name it (its index is the next target's, CR 601.2c); one
    target object: "its" / "that creature's" name it. If the
    instruction is for each player, "that player" is each in turn (:func:`each_players_own`),
    never a player named before: ParseFailure."""
    if re.search(r"\beach (?:other )?(?:player|opponent)\b", before, re.IGNORECASE) \
            and _THEIRS.search(amount):
        raise ParseFailure(amount, "'that player' of each player, read before the instruction")
    named = re.findall(r"\b(?:any (?:other )?)?target\b[\w ]*", before, re.IGNORECASE)
    if len(named) != 1 or named[0].lower().startswith("any"):
        return  # ("any target" may be a player: never "its")
    if re.match(r"target (?:player|opponent)\b", named[0], re.IGNORECASE):
        if ctx.player_antecedent is None:
            ctx.player_antecedent = ir.TargetRef(len(ctx.targets))
    elif objects and ctx.antecedent is None and not named[0].lower().startswith(
            ("target player", "target opponent")) and re.search(
            r"\b(?:its|that creature's|that permanent's)\b", amount):  # "Target creature gets
        ctx.antecedent = ir.TargetRef(len(ctx.targets))  # +X/+0 ..., where X is its power"


def x_words(rebuilt: str, discard: bool = True) -> str:
    """ "a number of" / "draw cards" / "gain life" / "deal damage" / "mill cards" with the
    sentence's X; "discard cards" too when ``discard`` (the amount names its object: "equal
    to that creature's toughness", not a bare "its power" that may mean another object)."""
    rebuilt = re.sub(r"\ba number of\b", "X", rebuilt, flags=re.IGNORECASE)
    verbs = r"draws?|mills?|discards?" if discard else r"draws?|mills?"
    rebuilt = re.sub(rf"\b({verbs}) cards\b", r"\1 X cards", rebuilt, flags=re.IGNORECASE)
    rebuilt = re.sub(r"\b(gains?|loses?) life\b", r"\1 X life", rebuilt, flags=re.IGNORECASE)
    return re.sub(r"\b(deals?) damage\b", r"\1 X damage", rebuilt, flags=re.IGNORECASE)


_EACH_SUBJECT = re.compile(r"(each player|each opponent|each other player|each of your opponents"
                           r"|each (?:player|opponent) who .+?) (\w+s) (.+)", re.IGNORECASE)
_EACH_RECIPIENT = re.compile(r"((?:~|it|this \w+) deals (?:X )?damage to )(each player|each "
                             r"opponent|each other player)(?= equal to |, where X is )(.+)",
                             re.IGNORECASE)
_THEIRS = re.compile(r"\b(that player's|that player|their|they've|they|them)\b")
_YOURS = {"that player's": "your", "that player": "you", "their": "your", "they've": "you've",
          "they": "you", "them": "you"}


def each_players_own(text: str, ctx: Context, parse: Callable[[str, Context], ir.Effect],
                     base_verb: Callable[[str], str | None]) -> ir.Effect | None:
    """ "Each player <verb>s ... they control" / "~ deals damage to each opponent equal to
    ... that player ...": the instruction for each player in turn (CR 101.4) with
    ``You()`` naming that player; None for another shape (or when "you" is in it too, since
    inside the repetition "you" would name that player)."""
    body = text.strip().rstrip(".")
    if re.search(r"\b(?:you|your|you've)\b", body, re.IGNORECASE) or " then " in body:
        return None
    subject = _EACH_SUBJECT.fullmatch(body)
    recipient = None if subject else _EACH_RECIPIENT.fullmatch(body)
    if subject is not None:
        verb = base_verb(subject.group(2).lower())
        rest = subject.group(3)
        if verb is None or not _counts_theirs(rest) or re.search(r"\band\b", rest):
            return None
        who_text, rewritten = subject.group(1), f"you {verb} {own_text(rest)}"
    elif recipient is not None and _counts_theirs(recipient.group(3)):
        who_text = recipient.group(2)
        rewritten = f"{recipient.group(1)}you{own_text(recipient.group(3))}"
    else:
        return None
    who = parse_player(who_text, ctx)
    if not isinstance(who, ir.EachPlayer | ir.EachOpponent | ir.PlayersWhere):
        return None
    state = ctx.snapshot()
    try:
        effect = parse(rewritten, ctx)
    except ParseFailure:
        ctx.restore(state)
        return None
    return ir.ForEach(who, effect)


def _counts_theirs(text: str) -> bool:
    """Whether a number of the instruction ("equal to ...", "for each ...", "where X is
    ...") is read from the player's own things ("they control", "their hand")."""
    counted = re.search(r"\b(?:equal to|for each|where X is|the number of)\b(.+)", text)
    return counted is not None and _THEIRS.search(counted.group(1)) is not None


def own_text(text: str) -> str:
    """The text with "they" / "their" / "that player" read as the player following it."""
    text = re.sub(r"\bthat player (control|ha)s\b", lambda m: "you " + (
        "control" if m.group(1) == "control" else "have"), text)
    return _THEIRS.sub(lambda m: _YOURS[m.group(1)], text)


COUNT_PHRASES.append(count_phrase)  # read by parse_amount / for_each_amount
AMOUNT_PHRASES.append(whole_amount)  # tried last by parse_amount
