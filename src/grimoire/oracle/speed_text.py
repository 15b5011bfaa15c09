"""Max speed abilities (CR 702.178): "Max speed — [Ability]".

CR 702.178a: "Max speed — [Ability]" means "As long as your speed is 4, this object has
'[Ability]'". The lexer drops the words "Max speed —" like an ability word; the line as
printed keeps them (:attr:`~grimoire.oracle.lexer.Line.raw`), and :func:`max_speed` wraps
what the rest compiled to:

* an ability that works on the battlefield becomes a static ability of this object granting
  it while its controller has max speed (CR 613.1f; the same shape as a station block's
  abilities, :func:`grimoire.oracle.vehicles.station_block`);
* an activated ability that works from another zone ("{3}, Exile this card from your
  graveyard: Draw a card.") gets the condition on its activation (CR 602.5b: the card's
  owner must have max speed, the glossary's "Max Speed" 2);
* "You may cast this card from your graveyard" gets it as its "as long as" condition.

>>> from grimoire.oracle import ir
>>> boost = ir.StaticAbility(ir.PowerToughnessBoost(ir.ObjectFilter(this_object=True), 1, 0))
>>> [wrapped] = max_speed([boost], "Max speed — This creature gets +1/+0.")
>>> wrapped.effect.condition, type(wrapped.effect.effect).__name__
(PlayerStatus(status='max_speed'), 'GrantAbilities')
>>> is_max_speed("Max speed — {T}: Add {C}{C}."), is_max_speed("Max speed is 4.")
(True, False)
"""

from __future__ import annotations

from dataclasses import replace

from grimoire.oracle.ir import (
    Ability,
    ActivatedAbility,
    AllOf,
    CastFromGraveyard,
    Condition,
    ConditionalStatic,
    GrantAbilities,
    ObjectFilter,
    PlayerStatus,
    StaticAbility,
    Unimplemented,
)

MAX_SPEED = PlayerStatus("max_speed")
"""CR 702.179e: "you have max speed" (a speed of 4)."""

_PREFIX = "Max speed — "


def is_max_speed(raw: str) -> bool:
    """Whether the printed line is a max speed ability (CR 702.178a)."""
    return raw.strip().startswith(_PREFIX)


def _with(condition: Condition | None) -> Condition:
    return MAX_SPEED if condition is None else AllOf((MAX_SPEED, condition))


def max_speed(abilities: list[Ability], span: str) -> list[Ability]:
    """The abilities of a "Max speed — [Ability]" line, each had only as long as its
    controller (or the card's owner, outside the battlefield) has max speed (CR 702.178a)."""
    out: list[Ability] = []
    for ability in abilities:
        if isinstance(ability, Unimplemented):
            out.append(ability)
        elif isinstance(ability, ActivatedAbility) and ability.zone != "battlefield":
            out.append(replace(ability, condition=_with(ability.condition), text=span))
        elif isinstance(ability, StaticAbility) and isinstance(ability.effect,
                                                               CastFromGraveyard):
            effect = replace(ability.effect, condition=_with(ability.effect.condition))
            out.append(replace(ability, effect=effect, text=span))
        else:
            grant = GrantAbilities(ObjectFilter(this_object=True), (ability,))
            out.append(StaticAbility(ConditionalStatic(MAX_SPEED, grant), text=span))
    return out
