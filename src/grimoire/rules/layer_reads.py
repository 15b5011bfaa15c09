"""Which characteristics a layered effect reads and writes: dependencies proved absent
without a trial (CR 613.8a).

An effect depends on another in the same layer if applying the other would change the
existence of the first, what it applies to or what it does (CR 613.8a).
:func:`grimoire.rules.layers._depends` finds that out by applying the other to a copy of
the world and asking the first again: a trial, each time over every permanent. With many
static abilities (a Commander table) those trials were most of a game's time.

A trial can only tell a dependency when the other effect changes something the first one
reads: :func:`writes` over-approximates what applying an effect in a layer may change in
an object's :class:`~grimoire.rules.layers.Chars` (``abilities`` standing for the removal
of an ability: an effect that only adds abilities can't remove the one generating the
first effect), :func:`reads` what a static ability's "which objects" question reads of
them (always ``controller``: its source's, whose opponents and whose own permanents count;
``abilities``: its source still has it). When the two don't meet, the trial's answer is
"no dependency" and it is skipped; anything not known here (a condition, a mechanism's
filter field, a comparison of power) reads :data:`ALL` and is tried as before.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from grimoire.oracle import ir
from grimoire.rules import continuous as ce
from grimoire.rules.cardinfo import remember

ALL = frozenset({"abilities", "colors", "controller", "keywords", "name", "subtypes",
                 "supertypes", "types", "power"})
"""Everything: what an effect nobody analysed reads or writes."""

_FIELD_READS: dict[str, frozenset[str]] = {
    "types_any": frozenset({"types", "subtypes"}),  # (with type_or_subtype)
    "types_all": frozenset({"types"}),
    "types_none": frozenset({"types"}),
    "subtypes_any": frozenset({"subtypes", "types"}),  # (with type_or_subtype)
    "subtypes_all": frozenset({"subtypes"}),
    "subtypes_none": frozenset({"subtypes"}),
    "supertypes": frozenset({"supertypes"}),
    "supertypes_none": frozenset({"supertypes"}),
    "colors_any": frozenset({"colors"}),
    "colors_none": frozenset({"colors"}),
    "colorless": frozenset({"colors"}),
    "multicolored": frozenset({"colors"}),
    "keywords_all": frozenset({"keywords"}),
    "keywords_none": frozenset({"keywords"}),
    "name": frozenset({"name"}),
    "chosen_quality": frozenset({"subtypes", "colors"}),
}
"""The characteristics (after the layers) each filter field reads (``query.matches``)."""

_NO_READS = frozenset({
    "type_or_subtype", "zone", "another", "this_object", "token", "tapped", "counters",
    "attached_to_source", "attached_to_this", "is_spell", "or_ability",
    "spell_or_permanent", "with_targets", "single_target", "single_player_target",
    "ability_kinds", "rolls_dice", "mana_value", "attacking", "blocking",
    "attacking_or_blocking"})
"""Filter fields that read the object itself (its zone, id, tapped status, counters,
attachment, card data, combat status), none of its layered characteristics."""

_DEFAULTS: dict[str, Any] = {f.name: f.default for f in fields(ir.ObjectFilter)}
_READS: dict[int, tuple[object, frozenset[str]]] = {}


def filter_reads(flt: ir.ObjectFilter) -> frozenset[str]:
    """The layered characteristics ``flt`` reads (:data:`ALL` if it isn't known)."""
    if flt.controller not in ("any", "you", "opponent") or \
            flt.owner not in ("any", "you", "opponent"):
        return ALL  # the defending or enchanted player: not analysed
    found: set[str] = set()
    for name, default in _DEFAULTS.items():
        if name in ("controller", "owner") or getattr(flt, name) == default:
            continue
        read = _FIELD_READS.get(name)
        if read is None:
            if name not in _NO_READS:
                return ALL
            continue
        found |= read
    return frozenset(found)


def reads(static: ir.StaticEffect, condition: ir.Condition | None) -> frozenset[str]:
    """What asking which objects a static ability's effect applies to reads (memoised per
    effect): its filter's characteristics, its source's controller and abilities."""
    hit = _READS.get(id(static))
    if hit is not None and hit[0] is static and condition is None:
        return hit[1]
    if condition is not None:
        return ALL  # CR 611.3a: a condition may read anything
    if isinstance(static, ir.ControlAttached):
        found = frozenset({"controller", "abilities"})  # the host: an attachment
    else:
        flt = getattr(static, "filter", None)
        found = ALL if not isinstance(flt, ir.ObjectFilter) else (
            filter_reads(flt) | {"controller", "abilities"})
    remember(_READS, id(static), (static, found))
    return found


def writes(static: ir.StaticEffect | None, lasting: ce.ContinuousEffect | None,
           layer: float) -> frozenset[str]:
    """What applying an effect's part in ``layer`` may change (``layers._apply``): known
    for the two kinds that make most trials, a keyword or ability grant in layer 6 (CR
    613.1f: abilities are added, never removed) and "you control enchanted creature" in
    layer 2 (CR 613.1b); :data:`ALL` for any other (a type, color or text change, "loses
    all abilities", an effect of a resolved spell), which is tried as before."""
    if lasting is None and isinstance(static, ir.ControlAttached):
        return frozenset({"controller"})
    if lasting is None and isinstance(static, ir.GrantAbilities | ir.PowerToughnessBoost) \
            and layer == ce.LAYER_ABILITY:
        return frozenset({"keywords"})
    return ALL
