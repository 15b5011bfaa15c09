"""Targets a spell has only if an optional cost was paid, or only if it wasn't (CR 601.2c,
702.33g, 702.166d).

"Destroy target artifact or enchantment. If this spell was kicked, it deals damage ... to
target creature": the second target is read only by the instruction that happens when the
spell was kicked, and a player chooses it only if they paid the kicker (CR 702.33g; the same
for bargain, CR 702.166d, and any cost that sets a :class:`~grimoire.oracle.ir.CastWith`
option). "Exile target artifact or enchantment. If this spell was kicked, exile target
nonland permanent instead": the first target is then an alternative target, chosen only if
the spell wasn't kicked (CR 601.2c: "a spell may require alternative targets only if an
alternative or additional cost was chosen for it"). The engine gives those targets' specs
no targets for a cast that doesn't read them (``grimoire.rules.casting.spell_specs``).

>>> from grimoire.oracle import ir
>>> kicked = ir.CastWith("kicked")
>>> paid_only(ir.Sequence((ir.Destroy(ir.TargetRef(0)), ir.Conditional(
...     kicked, ir.Destroy(ir.TargetRef(1))))))
{1: ('kicked', True)}
>>> instead = ir.Conditional(kicked, ir.Destroy(ir.TargetRef(1)), ir.Destroy(ir.TargetRef(0)))
>>> sorted(cleared(instead, frozenset())), sorted(cleared(instead, frozenset({"kicked"})))
([1], [0])
"""

from __future__ import annotations

from dataclasses import fields

from grimoire.oracle import ir

Guard = tuple[str, bool]
"""A target's condition: the option (``"kicked"``) and whether it is read only if that cost
was paid (True) or only if it wasn't (False)."""

_KNOWN: dict[int, tuple[object, dict[int, Guard]]] = {}
""":func:`paid_only` by the identity of the effect (kept alive here, so an id is never
reused): a spell's text is read once, not at every listing of its casts."""


def paid_only(effect: object) -> dict[int, Guard]:
    """The target indexes ``effect`` reads only on one side of "if this spell was
    <option>", each with its :data:`Guard` (an index read anywhere else is always chosen)."""
    known = _KNOWN.get(id(effect))
    if known is not None and known[0] is effect:
        return known[1]
    always: set[int] = set()
    guarded: dict[int, Guard] = {}
    _collect(effect, None, always, guarded)
    found = {i: guard for i, guard in sorted(guarded.items()) if i not in always}
    _KNOWN[id(effect)] = (effect, found)
    return found


def _collect(node: object, guard: Guard | None, always: set[int],
             guarded: dict[int, Guard]) -> None:
    if isinstance(node, ir.TargetRef):
        if guard is None or guarded.setdefault(node.index, guard) != guard:
            always.add(node.index)  # read unguarded, or under two different guards
    elif isinstance(node, ir.Conditional) and isinstance(node.condition, ir.CastWith):
        option = node.condition.option
        _collect(node.then, guard or (option, True), always, guarded)
        _collect(node.otherwise, guard or (option, False), always, guarded)
    elif isinstance(node, tuple):
        for item in node:
            _collect(item, guard, always, guarded)
    elif hasattr(node, "__dataclass_fields__") and not isinstance(node, type):
        for f in fields(node):  # type: ignore[arg-type]
            _collect(getattr(node, f.name), guard, always, guarded)


def cleared(effect: object, flags: frozenset[str]) -> frozenset[int]:
    """The target indexes not chosen for a spell cast with these ``flags`` (the options of
    the costs paid): those read only on the side of their condition that doesn't hold."""
    return frozenset(i for i, (option, paid) in paid_only(effect).items()
                     if (option in flags) != paid)
