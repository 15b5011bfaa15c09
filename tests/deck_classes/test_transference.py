"""Transference's classes. "Until end of turn, target artifact creature becomes blue and
isn't an artifact." (Neurok Transmuter: layer 5 sets its color, CR 105.3, 613.1e; layer 4
takes the card type away, CR 613.1d; the later effect wins within a layer, CR 613.7) and "you
may move a +1/+1 counter from target creature onto this creature" (Arcbound Fiend: CR 122.5;
nothing moves from a creature without one; a "may" declined moves nothing)."""

from __future__ import annotations

from tests.deck_classes._cards import assert_honoured, card
from tests.dice_rules._util import activate, game, lands, one, perm, resolve
from tests.rules.helpers import pass_to_step

from grimoire.oracle.compiler import compile_source
from grimoire.rules import layers
from grimoire.rules.actions import Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

TRANSMUTER = card("Neurok Transmuter", "{2}{U}", "Creature — Human Wizard",
                  "{U}: Target creature becomes an artifact in addition to its other types "
                  "until end of turn.\n{U}: Until end of turn, target artifact creature becomes "
                  "blue and isn't an artifact.", "2/2")
FIEND = card("Arcbound Fiend", "{6}", "Artifact Creature — Horror",
             "Fear (This creature can't be blocked except by artifact creatures and/or black "
             "creatures.)\nAt the beginning of your upkeep, you may move a +1/+1 counter from "
             "target creature onto this creature.\nModular 3 (This creature enters with three "
             "+1/+1 counters on it. When it dies, you may put its +1/+1 counters on target "
             "artifact creature.)", "0/0")
EXTRA = [compile_source(TRANSMUTER), compile_source(FIEND)]


def test_the_records_are_honoured() -> None:
    assert_honoured((TRANSMUTER, FIEND))


def _chars(g: Game, name: str) -> layers.Chars:
    return layers.characteristics(g, g.objects[one(g, name)])


def _transmute(g: Game, target: str, nth: int) -> None:
    activate(g, "Neurok Transmuter", ((one(g, target),),), nth=nth)
    resolve(g)


def test_an_artifact_creature_becomes_blue_and_not_an_artifact_until_end_of_turn() -> None:
    g = game(PlayerSpec(battlefield=(perm("Neurok Transmuter"), *lands("Island", 3))),
             PlayerSpec(battlefield=(perm("Stonecoil Serpent", counters=(("+1/+1", 2),)),)),
             extra=EXTRA)
    assert "artifact" in _chars(g, "Stonecoil Serpent").types
    _transmute(g, "Stonecoil Serpent", 1)
    chars = _chars(g, "Stonecoil Serpent")
    assert "artifact" not in chars.types and "creature" in chars.types
    assert chars.colors == frozenset({"U"})
    pass_to_step(g, "upkeep", active=1)
    chars = _chars(g, "Stonecoil Serpent")
    assert "artifact" in chars.types and chars.colors == frozenset()


def test_made_an_artifact_then_not_one_the_later_wins() -> None:
    """Grizzly Bears become an artifact (first ability), then 'isn't an artifact' (second,
    later timestamp): not an artifact, and blue."""
    g = game(PlayerSpec(battlefield=(perm("Neurok Transmuter"), perm("Grizzly Bears"),
                                     *lands("Island", 3))), extra=EXTRA)
    _transmute(g, "Grizzly Bears", 0)
    assert "artifact" in _chars(g, "Grizzly Bears").types
    _transmute(g, "Grizzly Bears", 1)
    chars = _chars(g, "Grizzly Bears")
    assert "artifact" not in chars.types and chars.colors == frozenset({"U"})


def _fiend_upkeep(them: PlayerSpec) -> Game:
    me = PlayerSpec(battlefield=(perm("Arcbound Fiend", counters=(("+1/+1", 3),)),))
    g = game(me, them, step="end", active=1, extra=EXTRA)
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
    assert g.pending is not None and g.pending.kind == "trigger_targets"
    return g


def test_arcbound_fiend_takes_a_counter() -> None:
    g = _fiend_upkeep(PlayerSpec(battlefield=(perm("Stonecoil Serpent",
                                                   counters=(("+1/+1", 2),)),)))
    g.apply(Choose(((one(g, "Stonecoil Serpent"),),)))
    resolve(g, [Choose(True)])
    assert g.objects[one(g, "Arcbound Fiend")].counter("+1/+1") == 4
    assert g.objects[one(g, "Stonecoil Serpent")].counter("+1/+1") == 1


def test_arcbound_fiend_declined() -> None:
    """The "may" declined: nothing moves."""
    g = _fiend_upkeep(PlayerSpec(battlefield=(perm("Stonecoil Serpent",
                                                   counters=(("+1/+1", 2),)),)))
    g.apply(Choose(((one(g, "Stonecoil Serpent"),),)))
    resolve(g, [Choose(False)])
    assert g.objects[one(g, "Arcbound Fiend")].counter("+1/+1") == 3
    assert g.objects[one(g, "Stonecoil Serpent")].counter("+1/+1") == 2


def test_arcbound_fiend_from_a_creature_without_a_counter() -> None:
    g = _fiend_upkeep(PlayerSpec(battlefield=(perm("Grizzly Bears"),)))
    g.apply(Choose(((one(g, "Grizzly Bears"),),)))
    resolve(g, [Choose(True)])
    assert g.objects[one(g, "Arcbound Fiend")].counter("+1/+1") == 3
