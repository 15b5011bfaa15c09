"""Loyalty text (CR 606, 107.7): loyalty ability costs and loyalty symbols inside effects.

Oracle text writes a loyalty ability as ``+1: ...``, ``−2: ...`` (U+2212 or ``-``), ``0: ...``
or ``−X: ...``; some sources bracket the symbol (``[+1]: ...``). :func:`bracket_cost` turns
the bare form into the bracketed one that :func:`grimoire.oracle.costs.parse_cost` reads.
Inside an effect (a die-table row), ``[+2]`` means "put two loyalty counters on this
permanent" and ``[−1]`` "remove one" (CR 107.7); :func:`loyalty_clause` compiles those and
"you may activate ~'s loyalty ability two more times this turn" (CR 606.3).

>>> bracket_cost("+1"), bracket_cost("−X"), bracket_cost("0"), bracket_cost("{T}")
('[+1]', '[−X]', '[0]', '{T}')
>>> from grimoire.oracle.context import Context
>>> loyalty_clause("[+2]", Context())
PutCounters(kind='loyalty', amount=Fixed(value=2), what=ThisObject(), bind=None)
>>> loyalty_clause("you may activate ~'s loyalty ability two more times this turn", Context())
ExtraLoyaltyActivations(count=2)

A printed loyalty may be a die roll ("1d4+1", Dungeon Master): :func:`rolled_loyalty` makes
it an "enters with that many loyalty counters" replacement that rolls as it enters.
"You get an adventuring party" creates the four tokens its reminder text lists.
"""

from __future__ import annotations

import re

from grimoire.oracle.amounts import NUMBER_WORDS, parse_amount
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.ir import (
    DamageChosenRecipient,
    DieResult,
    Effect,
    EntersWithCounters,
    ExtraLoyaltyActivations,
    Fixed,
    Plus,
    PutCounters,
    RemoveCounters,
    RollDice,
    Sequence,
    StaticAbility,
)
from grimoire.oracle.lexer import SELF
from grimoire.oracle.still_types import keeping_types

_BARE = re.compile(r"([+−-]?)(\d+|X)")
_SYMBOL = re.compile(r"\[([+−-]?)(\d+)\]")
_MORE = re.compile(
    r"you may activate (?:" + re.escape(SELF) + r"'s|its) loyalty abilit(?:y|ies) "
    r"(\w+) more times? this turn",
    re.IGNORECASE,
)


_ROLLED = re.compile(r"(\d*)d(\d+)(?:\s*\+\s*(\d+))?", re.IGNORECASE)
_PARTY = re.compile(r"you get an adventuring party", re.IGNORECASE)
PARTY_TOKENS = (
    "create a 3/3 red Fighter creature token with first strike",
    "create a 1/1 white Cleric creature token with lifelink",
    "create a 2/2 black Rogue creature token with hexproof",
    "create a 1/1 blue Wizard creature token with flying",
)
"""Dungeon Master's reminder text: "Your party is a 3/3 red Fighter with first strike, a 1/1
white Cleric with lifelink, a 2/2 black Rogue with hexproof, and a 1/1 blue Wizard with
flying." (not a CR term; the adventuring party of Dungeons & Dragons)."""


_STILL_A_PLANESWALKER = re.compile(
    r"(" + re.escape(SELF) + r") becomes (.+?),? that's still a planeswalker"
    r"( until end of turn)?", re.IGNORECASE)
_PRONOUN = re.compile(r"\b(?:him|her)\b(?=(?: this turn)?$)")
_CHOSEN_DAMAGE = re.compile(
    re.escape(SELF) + r" deals (.+?) to a creature or player", re.IGNORECASE)


def _damage_chosen(amount_text: str, ctx: Context) -> Effect | None:
    """ "~ deals N damage" / "~ deals damage equal to <amount>" to a creature or player
    chosen on resolution (CR 608.2d); "on him"/"on her" is the source."""
    text = re.sub(r"\bon (?:him|her|it)$", f"on {SELF}", amount_text)
    match = re.fullmatch(r"(\w+) damage|damage equal to (.+)", text)
    if match is None:
        return None
    try:
        amount = parse_amount(match.group(1) or match.group(2), ctx)
    except ParseFailure:
        return None
    return DamageChosenRecipient(amount)


def rolled_loyalty(loyalty: str | None) -> StaticAbility | None:
    """A printed loyalty written as a roll ("1d4+1"): the planeswalker enters with loyalty
    counters equal to the roll (the card's own printed loyalty; CR 306.5b with a rolled
    number, the roll made as it enters like CR 614.1c "as ... enters, roll")."""
    match = _ROLLED.fullmatch((loyalty or "").strip())
    if match is None:
        return None
    count, sides = int(match.group(1) or 1), int(match.group(2))
    amount = Plus((DieResult(total=True), Fixed(int(match.group(3) or 0))))
    roll = RollDice(Fixed(count), sides)
    return StaticAbility(EntersWithCounters("loyalty", amount, roll=roll),
                         text=f"Loyalty {loyalty}")


def bracket_cost(cost_text: str) -> str:
    """``+N`` / ``−N`` / ``-N`` / ``0`` / ``−X`` → ``[+N]`` ... (CR 107.7); else unchanged."""
    text = cost_text.strip()
    if _BARE.fullmatch(text):
        return f"[{text}]"
    return cost_text


def loyalty_clause(text: str, ctx: Context) -> Effect | None:
    """A loyalty symbol used as an effect ("[+2]", CR 107.7) or an extra loyalty activation
    allowance (CR 606.3); None for anything else."""
    clause = text.strip().rstrip(".,").strip()
    symbol = _SYMBOL.fullmatch(clause)
    if symbol:
        amount = int(symbol.group(2))
        if symbol.group(1) in ("−", "-"):
            return RemoveCounters("loyalty", Fixed(amount))
        if amount == 0:
            return Sequence(())  # "[0]": put zero loyalty counters on it
        return PutCounters("loyalty", Fixed(amount))
    still = _STILL_A_PLANESWALKER.fullmatch(clause)
    if still:  # CR 205.1b: it keeps its types (an Animate keeps them)
        from grimoire.oracle.effects import parse_clause
        effect = parse_clause(f"{still.group(1)} becomes {still.group(2)}"
                              f"{still.group(3) or ''}", ctx)
        return keeping_types(effect)  # type: ignore[no-any-return]
    pronoun = _PRONOUN.search(clause)
    if pronoun and ctx.of_permanent:  # "dealt to him this turn": the planeswalker itself
        from grimoire.oracle.effects import parse_clause
        return parse_clause(_PRONOUN.sub(SELF, clause), ctx)
    chosen = _CHOSEN_DAMAGE.fullmatch(clause)
    if chosen:
        return _damage_chosen(chosen.group(1), ctx)
    if _PARTY.fullmatch(clause):
        from grimoire.oracle.effects import parse_clause
        return Sequence(tuple(parse_clause(token, ctx) for token in PARTY_TOKENS))
    more = _MORE.fullmatch(clause)
    if more:
        word = more.group(1).lower()
        count = int(word) if word.isdigit() else NUMBER_WORDS.get(word)
        if count is not None and count > 0:
            return ExtraLoyaltyActivations(count)
    return None
