""""Target land becomes an Island in addition to its other types" (Sealock Monster): CR
305.7, a land that gets a basic land type in addition keeps its types and abilities and
gains the new type's intrinsic mana ability (CR 305.6); the change has no duration, so it
lasts (CR 611.2a: an effect from a resolved ability lasts as long as it says)."""

from __future__ import annotations

from tests.deck_classes._cards import defs
from tests.dice_rules._util import game, index_of, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.support import engine_gaps
from grimoire.rules import combat, layers
from grimoire.rules.actions import ActivateAbility, Choose
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec


def _monstrous(target: str = "Mountain") -> Game:
    """Seat 0 makes Sealock Monster monstrous and targets seat 1's ``target``."""
    p0 = PlayerSpec(battlefield=(perm("Sealock Monster"), *lands("Island", 7)))
    p1 = PlayerSpec(battlefield=(perm(target), perm("Forest")))
    g = game(p0, p1, extra=defs("Sealock Monster"))
    monster = one(g, "Sealock Monster")
    g.apply(ActivateAbility(monster, index_of(g, monster, ir.ActivatedAbility)))
    resolve(g, [Choose(((one(g, target),),))])
    return g


def test_honoured() -> None:
    assert not engine_gaps(defs("Sealock Monster")[0])


def test_mountain_becomes_an_island_too() -> None:
    """The Mountain is a Mountain Island, taps for {R} or {U}; the Monster can now attack
    (the defending player controls an Island); the other land is untouched."""
    g = _monstrous()
    mountain = g.objects[one(g, "Mountain")]
    assert layers.characteristics(g, mountain).subtypes >= {"Mountain", "Island"}
    made = {b for _, b in mountain.info.mana_options}
    assert made == {("R",), ("U",)}
    forest = g.objects[one(g, "Forest")]
    assert "Island" not in layers.characteristics(g, forest).subtypes
    assert not combat.has_rule(g, g.objects[one(g, "Sealock Monster")], "cant_attack")


def test_the_change_lasts_past_the_turn() -> None:
    """No duration: still an Island after the cleanup step (CR 611.2a)."""
    g = _monstrous()
    from grimoire.rules.turn import _end_turn_effects
    _end_turn_effects(g)  # CR 514.2: "until end of turn" effects end here; this one doesn't
    assert "Island" in layers.characteristics(g, g.objects[one(g, "Mountain")]).subtypes
