"""Support N (CR 701.35a): on a permanent, "Put a +1/+1 counter on each of up to N other
target creatures"; on an instant or sorcery, "... up to N target creatures". And "other
target" on a permanent's ability with no earlier target means other than its source
(CR 115.3; Angelic Quartermaster can't pick itself)."""

from __future__ import annotations

from tests.coverage_classes._cards import defs
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

NAMES = ("Saddleback Lagac", "Lead by Example", "Angelic Quartermaster")


def _game(me: PlayerSpec, them: PlayerSpec | None = None) -> Game:
    return game(me, them or PlayerSpec(battlefield=(perm("Llanowar Elves"),)),
                extra=defs(*NAMES))


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name


def _enter(name: str, mana: int) -> Game:
    me = PlayerSpec(hand=(name,), battlefield=(perm("Grizzly Bears"), perm("Hill Giant"),
                                               *lands("Plains", 2), *lands("Forest", mana)))
    g = _game(me)
    g.apply(CastSpell(one(g, name, "hand")))
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
    assert g.pending is not None and g.pending.kind == "trigger_targets"
    return g


def _counters(g: Game, name: str) -> int:
    return g.objects[one(g, name)].counter("+1/+1")


def test_support_on_a_permanent_targets_other_creatures() -> None:
    """CR 701.35a: "other" target creatures: Saddleback Lagac isn't offered; it may pick
    any two others, the opponent's too, and each gets one counter."""
    g = _enter("Saddleback Lagac", 2)
    lagac = one(g, "Saddleback Lagac")
    offered = {t for combo in g.pending.options for group in combo for t in group}
    assert lagac not in offered
    assert max(len(combo[0]) for combo in g.pending.options) == 2  # up to two
    g.apply(Choose(((one(g, "Grizzly Bears"), one(g, "Llanowar Elves")),)))
    resolve(g)
    assert (_counters(g, "Grizzly Bears"), _counters(g, "Llanowar Elves"),
            _counters(g, "Hill Giant"), _counters(g, "Saddleback Lagac")) == (1, 1, 0, 0)


def test_support_may_choose_no_target() -> None:
    """ "Up to two": zero targets is a legal choice, and nothing gets a counter."""
    g = _enter("Saddleback Lagac", 2)
    g.apply(Choose(((),)))
    resolve(g)
    assert _counters(g, "Grizzly Bears") == _counters(g, "Hill Giant") == 0


def test_other_target_excludes_the_source() -> None:
    """CR 115.3: Angelic Quartermaster's "each of up to two other target creatures" can't
    include Angelic Quartermaster."""
    g = _enter("Angelic Quartermaster", 3)
    angel = one(g, "Angelic Quartermaster")
    assert all(angel not in group for combo in g.pending.options for group in combo)


def test_support_on_a_spell_and_a_target_gone() -> None:
    """On an instant, support has no "other". Lead by Example targets Bears and Hill Giant;
    Shock kills the Bears in response: as it resolves only the Giant, still legal, gets a
    counter (CR 608.2b)."""
    me = PlayerSpec(hand=("Lead by Example", "Shock"), battlefield=(
        perm("Grizzly Bears"), perm("Hill Giant"), *lands("Forest", 2), *lands("Mountain", 1)))
    g = _game(me)
    bears, giant = one(g, "Grizzly Bears"), one(g, "Hill Giant")
    g.apply(CastSpell(one(g, "Lead by Example", "hand"), targets=((bears, giant),)))
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((bears,),)))
    resolve(g)
    assert one(g, "Grizzly Bears", "graveyard")
    assert _counters(g, "Hill Giant") == 1
