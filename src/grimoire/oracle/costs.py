"""Cost phrases (CR 118, 602.1): mana symbols, {T}, {Q}, "Sacrifice ~", "Pay 2 life"...

>>> cost = parse_cost("{5}, {T}, Exile ~")
>>> cost.mana.symbols, cost.has_tap, cost.parts[1].this
(('5',), True, True)
>>> parse_cost("{W/U}, {Q}").parts
(UntapCost(),)
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.core.mana import ManaCost, ManaSymbolError
from grimoire.oracle.amounts import NUMBER_WORDS, parse_amount
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.costs_more import other_cost_part
from grimoire.oracle.filters import CARD_TYPES, parse_filter
from grimoire.oracle.ir import (
    Amount,
    Cost,
    CostPart,
    DiscardCost,
    ExileCost,
    Fixed,
    GrantingSource,
    LoyaltyCost,
    MillCost,
    PayEnergyCost,
    PayLifeCost,
    RemoveCountersCost,
    ReturnToHandCost,
    RevealCost,
    RollCost,
    SacrificeCost,
    TapCost,
    TapUntappedCost,
    UninstallCost,
    UntapCost,
    VarX,
)
from grimoire.oracle.lexer import GRANTER, SELF

_SYMBOLS = re.compile(r"^(\{[^{}]+\})+$")
_COUNTS = {**NUMBER_WORDS, "another": 1}


def _count(word: str) -> int:
    if word.isdigit():
        return int(word)
    if word.lower() in _COUNTS:
        return _COUNTS[word.lower()]
    raise ParseFailure(word, "not a count")


def parse_cost_part(part: str) -> tuple[ManaCost | None, CostPart | None]:
    """Parse one comma-separated piece of a cost."""
    text = part.strip()
    low = text.lower()
    if text == "{T}":
        return None, TapCost()
    loyalty = re.fullmatch(r"\[([+−-]?)(\d+|X)\]", text)
    if loyalty:  # CR 606.4: the loyalty symbol
        sign = -1 if loyalty.group(1) in ("−", "-") else 1
        if loyalty.group(2) == "X":
            if sign == 1:
                raise ParseFailure(text, "[+X] loyalty cost")
            return None, LoyaltyCost(None, minus_x=True)
        return None, LoyaltyCost(sign * int(loyalty.group(2)))
    if text == "{Q}":
        return None, UntapCost()
    if re.fullmatch(r"(\{E\})+", text):
        return None, PayEnergyCost(text.count("{E}"))  # CR 107.14
    energy = re.fullmatch(r"pay (\w+) \{E\}", low)
    if energy and energy.group(1) in _COUNTS:  # "Pay eight {E}" (CR 107.14)
        return None, PayEnergyCost(_COUNTS[energy.group(1)])
    if _SYMBOLS.match(text):
        symbols = re.findall(r"\{([^{}]+)\}", text)
        tap = [s for s in symbols if s in ("T", "Q")]
        mana_text = "".join(f"{{{s}}}" for s in symbols if s not in ("T", "Q"))
        try:
            mana = ManaCost.parse(mana_text)
        except ManaSymbolError as error:
            raise ParseFailure(text, str(error)) from error
        if tap:
            raise ParseFailure(text, "{T}/{Q} mixed into a mana cost")
        return mana, None
    if low in (f"exile {SELF} from your graveyard", "exile this card from your graveyard"):
        return None, ExileCost(this=True)  # CR 113.6k: an ability of the card in a graveyard
    if low == f"sacrifice {GRANTER}":  # CR 201.5a: "Sacrifice Blazing Torch", granted
        return None, SacrificeCost(granter=GrantingSource())
    if low in (
        f"sacrifice {SELF}",
        f"exile {SELF}",
        f"discard {SELF}",
        f"return {SELF} to its owner's hand",
    ):
        verb = low.split(" ")[0]
        part_map = {
            "sacrifice": SacrificeCost(this=True),
            "exile": ExileCost(this=True),
            "discard": DiscardCost(this=True),
            "return": ReturnToHandCost(this=True),
        }
        return None, part_map[verb]  # type: ignore[return-value]
    match = re.fullmatch(r"sacrifice any number of (other )?(.+)", text, re.IGNORECASE)
    if match:  # "Sacrifice this creature and any number of other non-Eldrazi creatures"
        flt, _ = parse_filter(match.group(2))
        return None, SacrificeCost(filter=replace(flt, zone="battlefield", controller="you",
                                                  another=bool(match.group(1))),
                                   count=0, any_number=True)
    match = re.fullmatch(
        r"sacrifice (a|an|another|one|two|three|four|five|\d+|X) (.+)", text, re.IGNORECASE
    )
    if match:  # "Sacrifice another creature or an artifact": one filter (either type)
        noun = re.sub(r" or (?:a|an|another) ", " or ", match.group(2))
        flt, _ = parse_filter(noun)
        if match.group(1).lower() == "another" or " or another " in match.group(2):
            flt = replace(flt, another=True)
        if flt.controller == "any":
            flt = replace(flt, controller="you")
        x = match.group(1) == "X"  # CR 107.3a, 601.2b: "Sacrifice X lands"
        return None, SacrificeCost(
            filter=replace(flt, zone="battlefield"), count=0 if x else _count(match.group(1)),
            x=x)
    match = re.fullmatch(r"pay ((?:\{[^{}]+\})+)", text, re.IGNORECASE)
    if match:
        return parse_cost_part(match.group(1))
    match = re.fullmatch(r"pay twice ((?:\{[^{}]+\})+)", text, re.IGNORECASE)
    if match:  # "pays twice {X}" (Thassa's Intervention): that cost two times over, {X}{X}
        return parse_cost_part(match.group(1) * 2)
    match = re.fullmatch(r"pay (\d+|x) life", low)
    if match:
        amount = Fixed(int(match.group(1))) if match.group(1).isdigit() else None
        if amount is None:
            return None, PayLifeCost(VarX())
        return None, PayLifeCost(amount)
    match = re.fullmatch(r"pay life equal to (.+)", text, re.IGNORECASE)
    if match:  # "Pay life equal to the number of colors in your commanders' color identity"
        return None, PayLifeCost(parse_amount(match.group(1), Context()))
    match = re.fullmatch(r"mill (a|one|two|three|\d+) cards?", text, re.IGNORECASE)
    if match:  # CR 701.13a-b
        return None, MillCost(_count(match.group(1)))
    match = re.fullmatch(r"reveal (a|an|one|two|three|\d+|X) (.+?) from your hand", text,
                         re.IGNORECASE)
    if match:  # the reveal lands: "reveal a Forest or Plains card from your hand"
        flt = replace(parse_filter(match.group(2))[0], zone="hand")
        if match.group(1) == "X":  # "Reveal X white cards from your hand" (CR 107.3a)
            return None, RevealCost(0, flt, x=True)
        return None, RevealCost(_count(match.group(1)), flt)
    match = re.fullmatch(
        r"discard (a|an|one|two|three|\d+|X) (.+?)( at random)?", text, re.IGNORECASE
    )
    if match:
        noun = match.group(2)
        flt = (
            replace(parse_filter(noun)[0], zone="hand")
            if noun not in ("card", "cards")
            else parse_filter("card")[0]
        )
        x = match.group(1) == "X"  # "discard X cards" (CR 107.3a, 601.2b)
        return None, DiscardCost(0 if x else _count(match.group(1)), flt,
                                 random=bool(match.group(3)), x=x)
    match = re.fullmatch(
        r"remove (a|an|one|two|three|four|five|six|\d+) (.+?) counters? from " + re.escape(SELF),
        text,
        re.IGNORECASE,
    )
    if match:
        return None, RemoveCountersCost(match.group(2), _count(match.group(1)))
    match = re.fullmatch(r"remove (X|any number of) (.+?) counters from " + re.escape(SELF),
                         text, re.IGNORECASE)
    if match:  # CR 107.3a, 107.1c: the ability's X, chosen as it is activated
        return None, RemoveCountersCost(match.group(2), 0, x=True)
    match = re.fullmatch(r"uninstall an? (\d+) from " + re.escape(SELF), text, re.IGNORECASE)
    if match:  # an installed die (grimoire.rules.costs)
        return None, UninstallCost(int(match.group(1)))
    match = re.fullmatch(r"exile X (.+?) from your graveyard", text, re.IGNORECASE)
    if match:  # CR 107.3a, 601.2b: as many cards as the announced X
        flt, _ = parse_filter(match.group(1))
        return None, ExileCost(filter=replace(flt, zone="graveyard", owner="you"), count=0,
                               x=True)
    match = re.fullmatch(
        r"exile (a|an|one|two|three|four|five|six|seven|eight|\d+) (.+?) from your "
        r"(graveyard|hand)", text, re.IGNORECASE
    )
    if match:
        flt, _ = parse_filter(match.group(2))
        flt = replace(flt, zone=match.group(3), owner="you")  # type: ignore[arg-type]
        return None, ExileCost(filter=flt, count=_count(match.group(1)))
    match = re.fullmatch(r"exile (a|an|another|one|two|\d+) (.+?) you control", text,
                         re.IGNORECASE)
    if match and "spell" not in match.group(2):  # "Exile a creature you control"
        flt, _ = parse_filter(match.group(2))
        flt = replace(flt, zone="battlefield", controller="you",
                      another=flt.another or match.group(1).lower() == "another")
        return None, ExileCost(filter=flt, count=_count(match.group(1)))
    match = re.fullmatch(
        r"return (a|an|one|two|three|\d+|X) (.+?) you control to (?:its|their) owner's hands?",
        text,
        re.IGNORECASE,
    )
    if match:
        flt, _ = parse_filter(match.group(2))
        x = match.group(1) == "X"  # "return X Swamps you control ..." (CR 107.3a)
        return None, ReturnToHandCost(
            filter=replace(flt, controller="you", zone="battlefield"),
            count=0 if x else _count(match.group(1)), x=x)
    match = re.fullmatch(
        r"tap (a|an|another|one|two|three|four|five|ten|\d+|X) untapped (.+?) you control"
        r"( with \w+)?", text, re.IGNORECASE)
    if match:  # "tap four untapped creatures you control with flying" (Sephara)
        flt, _ = parse_filter(match.group(2) + (match.group(3) or ""))
        flt = replace(flt, controller="you", zone="battlefield", tapped=False,
                      another=flt.another or match.group(1).lower() == "another")
        if match.group(1) == "X":  # "Tap X untapped artifacts you control" (CR 107.3a)
            return None, TapUntappedCost(flt, 0, x=True)
        return None, TapUntappedCost(flt, _count(match.group(1)))
    match = re.fullmatch(r"roll a d(\d+)", low)
    if match:
        return None, RollCost(int(match.group(1)))
    more = other_cost_part(text)  # counters, unattach, exert (grimoire.oracle.costs_more)
    if more is not None:
        return None, more
    raise ParseFailure(text, "unknown cost")


def defined_x(text: str, ctx: Context) -> Amount | None:
    """What the {X} of an effect's cost ``text`` is when the sentence defines it ("unless
    that player pays {X}, where X is ~'s power": CR 107.3c), else None (the X of the spell
    or ability, CR 107.3a).

    >>> defined_x("pay {X}", Context(x_value=Fixed(2)))
    Fixed(value=2)
    >>> defined_x("pay {2}", Context(x_value=Fixed(2))) is None
    True
    """
    return ctx.x_value if "{X}" in text else None


def parse_cost(text: str) -> Cost:
    """Parse a whole cost ("{2}, {T}, Sacrifice ~")."""
    mana = ManaCost()
    parts: list[CostPart] = []
    pieces: list[str] = []
    for p in (p for p in re.split(r",\s*|\s+and\s+", text.strip()) if p):
        if pieces and re.fullmatch(r"(?:or )?(?:an? )?(?:" + "|".join(CARD_TYPES) + ")", p):
            pieces[-1] += ", " + p  # "sacrifice a creature, artifact, or land": one type list
        elif pieces and p.lower() == "sacrifice it" and SELF in pieces[-1]:
            pieces.append(f"Sacrifice {SELF}")  # "Remove three quest counters from ~ and
            # sacrifice it": the same permanent (CR 602.2b, 118.3)
        elif pieces and p.lower().startswith("any number of ") \
                and pieces[-1].lower().startswith("sacrifice "):
            pieces.append("sacrifice " + p)  # "Sacrifice ~ and any number of other ..."
        else:
            pieces.append(p)
    if not pieces:
        raise ParseFailure(text, "empty cost")
    for piece in pieces:
        piece_mana, part = parse_cost_part(piece)
        if piece_mana is not None:
            mana = ManaCost(mana.symbols + piece_mana.symbols)
        if part is not None:
            parts.append(part)
    return Cost(mana=mana, parts=tuple(parts))
