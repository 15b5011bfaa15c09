"""Effect resolvers, one per IR effect type; importing this package registers them all."""

from grimoire.effects import (
    basic,
    classes,
    control,
    copies,
    dice,
    extra,
    flow,
    mana,
    more,
    more_effects,
    moves,
)

__all__ = [
    "basic", "classes", "control", "copies", "dice", "extra", "flow", "mana", "more",
    "more_effects", "moves",
]
