"""Dependencies proved absent without a trial (CR 613.8a, :mod:`grimoire.rules.layer_reads`).

An effect depends on another only if applying the other could change what the first
applies to, or remove it; when the other changes no characteristic the first reads, the
engine skips the trial. The answers must be the trial's: whole games played with every
dependency tried and with the shortcut are the same games.
"""

from __future__ import annotations

import random

import pytest
from tests.layers._cards import pool

from grimoire.agents import RandomAgent
from grimoire.oracle import ir
from grimoire.rules import continuous as ce
from grimoire.rules import layers
from grimoire.rules.game import Game
from grimoire.rules.layer_reads import ALL, filter_reads, reads, writes

_CREATURES = ir.ObjectFilter(types_any=("creature",), controller="you")


def test_what_a_filter_reads() -> None:
    """"Creatures you control" reads types; "creatures with flying" keywords; "white
    creatures" colors; a comparison of power (CR 208) or the defending player is not
    analysed and counts as reading everything."""
    assert filter_reads(_CREATURES) == {"types", "subtypes"}
    assert filter_reads(ir.ObjectFilter(types_any=("creature",), keywords_all=("flying",))) \
        == {"types", "subtypes", "keywords"}
    assert filter_reads(ir.ObjectFilter(colors_any=("W",))) == {"colors"}
    assert filter_reads(ir.ObjectFilter(types_any=("creature",), tapped=True)) \
        == {"types", "subtypes"}
    assert filter_reads(ir.ObjectFilter(power=ir.NumberCheck("ge", 4))) == ALL
    assert filter_reads(ir.ObjectFilter(controller="defending")) == ALL


def test_reads_and_writes_of_effects() -> None:
    """A static ability also reads its source's controller (whose permanents are "yours")
    and abilities (whether it still exists, CR 613.8a); a condition (CR 611.3a) reads
    everything. Granting flying (layer 6) changes keywords only; anything else, as
    "lose all abilities", counts as changing everything."""
    boost = ir.PowerToughnessBoost(_CREATURES, 1, 1)
    assert reads(boost, None) == {"types", "subtypes", "controller", "abilities"}
    assert reads(boost, ir.IsYourTurn()) == ALL
    flying = ir.PowerToughnessBoost(_CREATURES, 0, 0, ("Flying",))
    assert writes(flying, None, ce.LAYER_ABILITY) == {"keywords"}
    humility = ir.SetCharacteristics(_CREATURES, lose_all_abilities=True)
    assert writes(humility, None, ce.LAYER_ABILITY) == ALL
    assert writes(None, ce.ContinuousEffect(source=1, timestamp=1, control=0),
                  ce.LAYER_CONTROL) == ALL  # (effects of resolved spells: always tried)


_LAYERED = ("Blood Moon",) * 5 + ("Urborg, Tomb of Yawgmoth",) * 6 + ("Humility",) * 4 + (
    "Opalescence",) * 4 + ("Glorious Anthem", "Favorable Winds", "Windstorm Drake",
                           "Wind Drake", "Crosswinds", "Turn to Frog", "Mirror Entity")
"""Cards whose effects depend on each other: Blood Moon takes Urborg's ability (CR
613.8a, the rulings' example), Opalescence makes Humility a creature it then affects."""


def _play(seed: int) -> tuple[object, ...]:
    rng = random.Random(seed)
    decks = [[rng.choice(_LAYERED) for _ in range(26)] + ["Plains"] * 6 + ["Mountain"] * 4
             + ["Island"] * 4 for _ in range(2)]
    g = Game.new(decks, pool(), seed=seed, first_player=seed % 2)
    g.run([RandomAgent(seed * 2 + k) for k in range(2)], max_turns=25)
    return (tuple(repr(a) for a in g.action_log),
            tuple((o.name, o.zone, o.controller) for o in g.objects.values()),
            tuple(p.life for p in g.players),
            tuple(sorted((oid, tuple(sorted(c.subtypes)), tuple(sorted(c.types)))
                         for oid, c in layers.world(g).items())))


@pytest.mark.parametrize("seed", (0, 1, 5))
@pytest.mark.interpreted_only  # replaces layers.writes (compiled callers: not seen)
def test_the_shortcut_plays_the_same_games_as_every_trial(
        seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Humility and Opalescence (the rulings' dependency example, CR 613.8), anthems,
    keyword grants and land-type changes: a game played with every dependency tried
    (the shortcut off) is action for action the game played with it."""
    with_shortcut = _play(seed)
    monkeypatch.setattr(layers, "writes", lambda static, lasting, layer: ALL)
    assert _play(seed) == with_shortcut
