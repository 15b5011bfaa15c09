"""An optional additional cost that reduces the spell's cost: "As an additional cost to cast
this spell, you may sacrifice any number of creatures. This spell costs {2} less to cast for
each creature sacrificed this way." (Torgaar, Famine Incarnate; Awaken the Blood Avatar;
Rottenmouth Viper: CR 601.2b, the permanents are chosen as the cost is; CR 601.2f, the total
cost is reduced by that much generic mana, CR 118.7a.)

>>> split_reduction("you may sacrifice any number of creatures. This spell costs {2} less "
...                 "to cast for each creature sacrificed this way")
('you may sacrifice any number of creatures', 2)
>>> split_reduction("you may sacrifice any number of creatures. This spell costs {2} less "
...                 "to cast for each artifact sacrificed this way") is None
True
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.context import ParseFailure
from grimoire.oracle.ir import AdditionalCost, SacrificeCost

_REDUCTION = re.compile(r"(you may sacrifice any number of (?:\w+ )*?(\w+)s)\. (?:This spell|~) "
                        r"costs \{(\d+)\} less to cast for each (\w+) sacrificed this way",
                        re.IGNORECASE)


def split_reduction(text: str) -> tuple[str, int] | None:
    """``(the cost's text, generic mana less per permanent sacrificed)`` when ``text`` is
    the cost followed by its reduction (the kind counted is the kind sacrificed), else
    None."""
    match = _REDUCTION.fullmatch(text.strip().rstrip("."))
    if match is None or match.group(2).lower() != match.group(4).lower():
        return None
    return match.group(1), int(match.group(3))


def with_reduction(costs: list[AdditionalCost], each: int,
                   text: str) -> list[AdditionalCost]:
    """``costs`` with their "sacrifice any number of" part reducing the cost by ``each``
    per permanent sacrificed."""
    out: list[AdditionalCost] = []
    found = False
    for extra in costs:
        parts = tuple(replace(p, reduces_each=each)
                      if isinstance(p, SacrificeCost) and p.any_number else p
                      for p in extra.cost.parts)
        found = found or parts != extra.cost.parts
        out.append(replace(extra, cost=replace(extra.cost, parts=parts)))
    if not found:
        raise ParseFailure(text, "no sacrificed permanents to count")
    return out
