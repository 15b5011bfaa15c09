"""Instant-speed responses: what the spells on the stack are worth to the AI.

Everything here reads only public information (CR 400.2): the stack, the definitions of
the spells on it, and their targets, announced when cast (CR 601.2c) and read from the
:class:`~grimoire.rules.events.SpellCast` events of the AI's log.

- Countering (CR 701.5a) an opponent's spell is worth what the spell would bring them
  (a permanent by its size, any other spell by its mana value, plus what it would take
  from us) minus :data:`COUNTER_THRESHOLD`: cheap spells are let through. Countering our
  own spell is a loss.
- Removing a permanent that an opponent's spell on the stack targets also wastes that
  spell: with all its targets illegal it doesn't resolve (CR 608.2b), e.g. burn in
  response to a pump spell.

>>> COUNTER_THRESHOLD
2.0
"""

from __future__ import annotations

from dataclasses import dataclass

from grimoire.agents.ai.board import CARD_VALUE, Board, creature_value, permanent_value
from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules.view import HiddenObjectError, PermanentView

COUNTER_THRESHOLD = 2.0
"""A spell must be worth more than this to the opponent for the AI to counter it."""

_LOOKBACK = 512
"""How many recent events to read for the targets of the spells on the stack."""


@dataclass(frozen=True, slots=True)
class StackSpell:
    """A spell on the stack as the AI sees it; ``targets`` as in :class:`ev.SpellCast`."""

    id: int
    controller: int
    card: ir.CardDefinition
    targets: tuple[int, ...]


def stack_spells(board: Board) -> list[StackSpell]:
    """The spells on the stack (bottom first) with their announced targets."""
    view = board.view
    on_stack = view.stack()
    if not on_stack:
        return []
    targets: dict[int, tuple[int, ...]] = {}
    for event in view.log(max(0, view.event_count - _LOOKBACK)):
        if isinstance(event, ev.SpellCast):
            targets[event.spell] = event.targets
    out = []
    for oid, _, controller in on_stack:
        if oid not in targets:
            continue  # an ability, or a spell cast long ago: no known targets
        try:
            card = view.definition(oid)
        except HiddenObjectError:
            continue
        out.append(StackSpell(oid, controller, card, targets[oid]))
    return out


def spell_worth(board: Board, spell: StackSpell) -> float:
    """What ``spell`` is worth to its controller if it resolves (always >= 0)."""
    card = spell.card
    mv = card.mana_cost.mana_value
    if "creature" in card.card_types:
        kws = frozenset(a.name for a in card.abilities if isinstance(a, ir.Keyword))
        probe = PermanentView(0, card.name, spell.controller, False, card.power or 0,
                              card.toughness or 0, 0, (), False,
                              frozenset(card.card_types), kws)
        worth = creature_value(probe) + 0.5 * mv
    else:
        worth = CARD_VALUE + 0.5 * mv
    for target in spell.targets:  # what it aims at on the other side
        p = board.perms.get(target)
        if p is not None and p.controller != spell.controller:
            worth += permanent_value(p)
    return worth


def counter_value(board: Board, targets: tuple[object, ...]) -> float:
    """CR 701.5a: the value of countering each targeted spell (see the module doc)."""
    by_id = {s.id: s for s in stack_spells(board)}
    total = 0.0
    for target in targets:
        spell = by_id.get(target) if isinstance(target, int) else None
        if spell is None:
            continue
        worth = spell_worth(board, spell)
        if spell.controller == board.me:
            total -= worth
        else:
            total += worth - COUNTER_THRESHOLD
    return total


def fizzle_bonus(board: Board, removed: set[int]) -> float:
    """CR 608.2b: the opponent spells on the stack left with no legal target once the
    permanents in ``removed`` are gone are wasted cards."""
    bonus = 0.0
    for spell in stack_spells(board):
        objects = [t for t in spell.targets if t >= 0]
        if spell.controller != board.me and objects and len(objects) == len(spell.targets) \
                and set(objects) <= removed:
            bonus += CARD_VALUE
    return bonus


def top_is_mine(board: Board) -> bool:
    """Whether the top object of the stack is the AI's own (it waits for it to resolve
    rather than respond to itself)."""
    stack = board.view.stack()
    return bool(stack) and stack[-1][2] == board.me
