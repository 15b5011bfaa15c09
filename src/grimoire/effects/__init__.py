"""Effect resolvers, one per IR effect type; importing this package registers them all.

It imports every module that registers a resolver in the kernel's registry
(:mod:`grimoire.rules.registry`) or a function in one of its hooks
(:mod:`grimoire.rules.hooks`): its own modules, and the mechanisms that resolve their own
nodes or plug into a hook. The kernel never imports it (the
dependency points one way: effects -> rules). Instead :mod:`grimoire.assembly` imports it,
and the package ``grimoire`` imports that in its ``__init__``, which Python runs before any
of its submodules: any import of :mod:`grimoire.rules.game` (or of anything in
``grimoire``) registers every resolver before a game can resolve anything.

>>> from grimoire.oracle import ir
>>> missing_resolvers()
[]
"""

from grimoire.effects import (
    absorb,
    attacking_each,
    basic,
    cast_permission,
    characteristics,
    choices,
    choices_first,
    clash,
    classes,
    control,
    copies,
    dice,
    distribute,
    each_player,
    each_unless,
    exchange_values,
    exile_until,
    extra,
    face_down_pile,
    fights,
    flow,
    foreach,
    life,
    mana,
    more,
    more_effects,
    move_counters,
    moves,
    named_choices,
    notes,
    offers,
    per_player,
    piles,
    planar,
    processes,
    repeat_paid,
    retarget,
    seating,
)
from grimoire.effects import different_names as _different_names  # noqa: F401  (CR 201.2)
from grimoire.effects import entering as _entering  # noqa: F401  (rolled base P/T, CR 614.1c)
from grimoire.effects import land_plays as _land_plays  # noqa: F401  (CR 305.2)
from grimoire.effects import search_zones as _search_zones  # noqa: F401  (CR 701.19a)
from grimoire.effects import text_change as _text_change  # noqa: F401  (CR 612)
from grimoire.effects import x_payments as _x_payments  # noqa: F401  (CR 107.3)
from grimoire.mechanics import die_creatures as _die_creatures  # noqa: F401  (CR 706)
from grimoire.mechanics import emblems as _emblems  # noqa: F401  (GetEmblem, CR 114)
from grimoire.mechanics import exploit as _exploit  # noqa: F401  (Exploit, CR 702.110)
from grimoire.mechanics import haunt as _haunt  # noqa: F401  (Haunt, CR 702.55)
from grimoire.mechanics import hideaway as _hideaway  # noqa: F401  (Hideaway, CR 702.75a)
from grimoire.mechanics import loyalty as _loyalty  # noqa: F401  (ExtraLoyaltyActivations)
from grimoire.mechanics import myriad as _myriad  # noqa: F401  (Myriad, CR 702.116a)
from grimoire.mechanics import ninjutsu as _ninjutsu  # noqa: F401  (Ninjutsu, CR 702.49a)
from grimoire.mechanics import phasing as _phasing  # noqa: F401  (PhaseOut, CR 702.26)
from grimoire.mechanics import unearth as _unearth  # noqa: F401  (Unearth, CR 702.84a)
from grimoire.mechanics import unleash as _unleash  # noqa: F401  (CR 702.98a)
from grimoire.mechanics import vehicles as _vehicles  # noqa: F401  (crew, saddle: CR 702.122)
from grimoire.mechanics import warp as _warp  # noqa: F401  (WarpExile: warp's reminder text)
from grimoire.oracle import ir
from grimoire.rules import as_enters as _as_enters  # noqa: F401  (CR 614.1c, 614.12)
from grimoire.rules import coins as _coins  # noqa: F401  (FlipCoin, CR 705)
from grimoire.rules.registry import RESOLVERS


def missing_resolvers() -> list[str]:
    """Names of effect types in ``ir.EFFECT_TYPES`` without a resolver (should be empty)."""
    return [t.__name__ for t in ir.EFFECT_TYPES if t not in RESOLVERS]


__all__ = [
    "absorb",
    "attacking_each",
    "basic",
    "cast_permission",
    "characteristics",
    "choices",
    "choices_first",
    "clash",
    "classes",
    "control",
    "copies",
    "dice",
    "distribute",
    "each_player",
    "each_unless",
    "exchange_values",
    "exile_until",
    "extra",
    "face_down_pile",
    "fights",
    "flow",
    "foreach",
    "life",
    "mana",
    "missing_resolvers",
    "more",
    "more_effects",
    "move_counters",
    "moves",
    "named_choices",
    "notes",
    "offers",
    "per_player",
    "piles",
    "planar",
    "processes",
    "repeat_paid",
    "retarget",
    "seating",
]
