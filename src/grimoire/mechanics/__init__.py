"""Rules mechanisms built on the kernel (:mod:`grimoire.rules`): one module per mechanism.

A mechanism is a rule that exists for a class of cards or a game variant rather than for every
game: the Commander and Planechase variants, supplementary decks (Contraptions,
Attractions), dungeons, Sagas, Classes, levelers, emblems, loyalty abilities, phasing,
Vehicles, face-down spells and permanents, keywords such as unearth, myriad, ward, foretell, plot,
rebound, flashback, bestow, umbra armor, persist and undying, echo and cumulative upkeep,
detain and stun counters, dredge, splice, retrace, encore, ascend, hideaway, madness, miracle,
ninjutsu, casting from the top of a library,
split second, suspend, unleash, speed (start your engines!), prototype, the Ring tempting you, warp.
Mechanisms import the kernel; the kernel imports nothing from this package
(``tests/test_architecture.py`` checks it): a mechanism plugs in through the kernel's hooks
(:mod:`grimoire.rules.hooks`: turn-based actions, state-based actions, untap replacements,
trigger sources and matchers, conditions, hidden objects...) and its registry of resolvers
(:mod:`grimoire.rules.registry`), when it is imported.

Importing this package imports every mechanism, so every hook is filled;
:mod:`grimoire.assembly` does it before any game is played.
"""


from grimoire.mechanics import (  # noqa: F401  (each registers its hooks when imported)
    alt_cast,
    ascend,
    attack_conditions,
    attack_tax,
    attractions,
    bestow,
    classes,
    commander,
    commander_decks,
    contraptions,
    counter_triggers,
    damage_roll,
    detain,
    die_creatures,
    died_counts,
    dredge,
    dungeons,
    emblems,
    encore,
    enter_attacking,
    exiled_owner,
    face_down,
    flashback,
    foretell,
    graveyard_cast,
    hideaway,
    levelers,
    library_top,
    loyalty,
    madness,
    mana_riders,
    miracle,
    myriad,
    next_turn_attacks,
    ninjutsu,
    object_amounts,
    phasing,
    planechase,
    plot,
    prototype,
    rebound,
    retrace,
    return_keywords,
    ring,
    sagas,
    scry,
    speed,
    splice,
    split_second,
    stun,
    supplementary,
    suspend,
    umbra_armor,
    unearth,
    unleash,
    upkeep_costs,
    vehicles,
    voting,
    ward,
    warp,
)
