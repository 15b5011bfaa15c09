"""Effect resolvers, one per IR effect type; importing this package registers them all."""

from grimoire.effects import (
    basic,
    cast_permission,
    characteristics,
    classes,
    control,
    copies,
    dice,
    exile_until,
    extra,
    flow,
    foreach,
    mana,
    more,
    more_effects,
    moves,
    notes,
    planar,
    processes,
    retarget,
)
from grimoire.effects import entering as _entering  # noqa: F401  (rolled base P/T, CR 614.1c)
from grimoire.effects import land_plays as _land_plays  # noqa: F401  (CR 305.2)
from grimoire.effects import search_zones as _search_zones  # noqa: F401  (CR 701.19a)
from grimoire.rules import emblems as _emblems  # noqa: F401  (GetEmblem, CR 114)
from grimoire.rules import loyalty as _loyalty  # noqa: F401  (ExtraLoyaltyActivations)
from grimoire.rules import myriad as _myriad  # noqa: F401  (Myriad, CR 702.116a)
from grimoire.rules import phasing as _phasing  # noqa: F401  (PhaseOut, CR 702.26)
from grimoire.rules import unearth as _unearth  # noqa: F401  (Unearth, CR 702.84a)
from grimoire.rules import vehicles as _vehicles  # noqa: F401  (crew, saddle: CR 702.122)

__all__ = [
    "basic", "cast_permission", "characteristics", "classes", "control", "copies", "dice",
    "exile_until", "extra", "flow", "foreach", "mana", "more",
    "more_effects", "moves", "notes", "planar", "processes", "retarget",
]
