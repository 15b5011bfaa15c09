"""Keywords of instants and sorceries standing for alternative costs: awaken (CR 702.113),
whose spell ability is read only if its cost was paid, and harmonize.

**Awaken N—[cost]** (CR 702.113a): "You may pay [cost] rather than pay this spell's mana
cost as you cast this spell" and "If this spell's awaken cost was paid, put N +1/+1
counters on target land you control. That land becomes a 0/0 Elemental creature with
haste. It's still a land." The alternative cost sets the ``awakened`` cast option; the
spell ability is the spell's last instruction, a :class:`~grimoire.oracle.ir.Conditional`
on :class:`~grimoire.oracle.ir.CastWith` ``awakened``, so its target is chosen only if the
awaken cost was paid (CR 702.113b; :mod:`grimoire.oracle.paid_targets`). The land stays a
creature with no duration (the rulings: it keeps its other types and abilities, and gets no
color).

>>> from grimoire.core.mana import ManaCost
>>> awaken = ir.Keyword("awaken", cost=ir.Cost(ManaCost(("5", "B"))), amount=ir.Fixed(4))
>>> spell = ir.SpellAbility(ir.Destroy(ir.TargetRef(0)), (ir.TargetSpec("object"),))
>>> made, costs = awaken_spell(spell, [awaken], "Ruinous Path")
>>> costs[0].option, made.effect.steps[1].condition, len(made.targets)
('awakened', CastWith(option='awakened'), 2)
>>> made.effect.steps[1].then.steps[0].what
TargetRef(index=1)

**Harmonize [cost]** (Tarkir: Dragonstorm, 2025: the 2025-02-07 Comprehensive Rules
predate it, so this follows its reminder text): "You may cast this card from your graveyard
for its harmonize cost. You may tap a creature you control to reduce that cost by {X},
where X is its power. Then exile this spell." Two alternative costs cast from the graveyard
and exiled whenever the spell would leave the stack, as flashback's are (``flashback`` set,
:mod:`grimoire.mechanics.flashback`): the harmonize cost, and the same cost with an
untapped creature tapped that reduces it by its power
(:class:`~grimoire.oracle.ir.TapUntappedCost` ``reduces``; CR 118.7a: generic mana only).

>>> plain, tapping = harmonize_costs([ir.Keyword("harmonize", cost=ir.Cost(
...     ManaCost(("4", "R"))))])
>>> plain.flashback, tapping.cost.parts[0].reduces
(True, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from grimoire.oracle import ir
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.effects import parse_effect, seq

HARMONIZE_TAP = ir.TapUntappedCost(ir.ObjectFilter(
    types_any=("creature",), controller="you", zone="battlefield", tapped=False), 1,
    reduces=True)
"""Harmonize's "tap a creature you control to reduce that cost by {X}, where X is its
power"."""

AWAKENED: Final = "awakened"
"""The cast option of an awaken cost (CR 702.113a)."""

_NUMBER_WORDS = {1: "a", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}


def _awaken_text(n: int) -> str:
    """CR 702.113a's spell ability, as Oracle words the compiler reads."""
    counters = "a +1/+1 counter" if n == 1 else f"{_NUMBER_WORDS.get(n, n)} +1/+1 counters"
    return (f"Put {counters} on target land you control and it becomes a 0/0 Elemental "
            "creature with haste. It's still a land.")


def awaken_spell(spell: ir.SpellAbility | None, abilities: Sequence[object], name: str
                 ) -> tuple[ir.SpellAbility | None, tuple[ir.AlternativeCost, ...]]:
    """The spell with each awaken keyword's conditional instruction added last, and the
    alternative costs (CR 702.113a); unchanged without awaken."""
    awakens = [a for a in abilities if isinstance(a, ir.Keyword) and a.name == "awaken"]
    if not awakens:
        return spell, ()
    if spell is None or len(awakens) > 1:
        reason = "awaken on a card that isn't a spell" if spell is None else \
            "several awaken costs on one spell"
        return ir.SpellAbility(ir.Unimplemented("Awaken", reason)), ()
    keyword = awakens[0]
    if keyword.cost is None or not isinstance(keyword.amount, ir.Fixed):
        return ir.SpellAbility(ir.Unimplemented("Awaken", "awaken without a cost or number"),
                               spell.targets), ()
    ctx = Context(card_name=name)
    ctx.targets.extend(spell.targets)  # the land's target follows the spell's own
    try:
        effect = parse_effect(_awaken_text(keyword.amount.value), ctx)
    except ParseFailure as failure:
        return ir.SpellAbility(ir.Unimplemented("Awaken", failure.reason), spell.targets), ()
    steps = spell.effect.steps if isinstance(spell.effect, ir.Sequence) else (spell.effect,)
    awakened = ir.Conditional(ir.CastWith(AWAKENED), effect)
    text = f"Awaken {keyword.amount.value}—{keyword.cost.mana}"
    return (ir.SpellAbility(seq([*steps, awakened]), tuple(ctx.targets)),
            (ir.AlternativeCost(keyword.cost, text=text, option=AWAKENED),))


def harmonize_costs(abilities: Sequence[object]) -> tuple[ir.AlternativeCost, ...]:
    """The two alternative costs of each harmonize keyword: its cost, and its cost with a
    creature tapped to reduce it (see the module docstring)."""
    out: list[ir.AlternativeCost] = []
    for a in abilities:
        if isinstance(a, ir.Keyword) and a.name == "harmonize" and a.cost is not None:
            text = f"Harmonize {a.cost.mana}"
            out.append(ir.AlternativeCost(a.cost, text=text, flashback=True))
            tapped = ir.Cost(a.cost.mana, (*a.cost.parts, HARMONIZE_TAP))
            out.append(ir.AlternativeCost(tapped, text=f"{text}, tapping a creature",
                                          flashback=True))
    return tuple(out)
