"""Rules mechanisms built on the kernel (:mod:`grimoire.rules`): one module per mechanism.

A mechanism is a rule that exists for a class of cards or a game variant rather than for every
game: vehicles and crew, loyalty abilities, phasing, Sagas, Classes, levelers, dungeons,
Planechase, Contraptions and Attractions, the Commander variant, face-down spells, emblems,
keywords such as foretell, rebound, unearth, myriad, ward, umbra armor, persist and undying,
echo and cumulative upkeep, detain and stun counters. Mechanisms import the kernel; the kernel
imports no mechanism (``tests/test_architecture.py`` checks it).
"""
