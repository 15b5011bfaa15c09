"""Checking the engine's caches against what they stand for, computed anew.

A cache that keeps a result across changes of the game (the layers' world,
:mod:`grimoire.rules.layers` and :mod:`grimoire.rules.world_inputs`) must give exactly
what computing it again would give. :func:`stale` compares them; tests call it at every
decision of whole games (``tests/layers/test_plain_world.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.rules import layers
from grimoire.rules.slot_copy import slot_names

if TYPE_CHECKING:
    from grimoire.rules.game import Game


def stale(game: Game) -> list[str]:
    """How the cached results differ from fresh ones now (empty: they agree)."""
    if not layers.relevant(game):
        return []
    problems = []
    cached, fresh = layers.world(game), layers.fresh_world(game)
    if set(cached) != set(fresh):
        problems.append(f"world ids {sorted(cached)} != {sorted(fresh)}")
    for oid in sorted(set(cached) & set(fresh)):
        was, now = cached[oid], fresh[oid]
        for name in slot_names(layers.Chars):
            a, b = getattr(was, name), getattr(now, name)
            if (name == "info" and a is not b) or (name != "info" and a != b):
                problems.append(f"{now.name}#{oid} {name}: cached {a!r}, fresh {b!r}")
    return problems
