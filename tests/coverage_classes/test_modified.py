"""Modified permanents (CR 700.9): "A permanent is modified if it has one or more counters on
it (see rule 122), if it is equipped (see rule 301.5), or if it is enchanted by an Aura that
is controlled by that permanent's controller (see rule 303.4)." The filter word "modified" in
any sentence: a static count (Upriser Renegade), a dies trigger (Akki Ember-Keeper, which
looks back at the creature as it last existed, CR 603.10a), a permission (Guardians of Oboro).
"""

from __future__ import annotations

from tests.coverage_classes._cards import card
from tests.dice_rules._util import game, one, perm

from grimoire.mechanics.modified import is_modified
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import query, zones
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

REMINDER = " (Equipment, Auras you control, and counters are modifications.)"
RECORDS = (
    card("Upriser Renegade", "{1}{R}", "Creature — Human Samurai",
         "This creature gets +2/+0 for each other modified creature you control." + REMINDER,
         "1/3"),
    card("Akki Ember-Keeper", "{1}{R}", "Enchantment Creature — Goblin Warrior",
         "Whenever a nontoken modified creature you control dies, create a 1/1 colorless "
         "Spirit creature token." + REMINDER, "2/1"),
    card("Guardians of Oboro", "{2}{U}", "Creature — Moonfolk Samurai",
         "Defender\nModified creatures you control can attack as though they didn't have "
         "defender." + REMINDER, "3/4"),
)
DEFS = [compile_source(r) for r in RECORDS]


def _game(mine: tuple[PermanentSpec, ...], theirs: tuple[PermanentSpec, ...] = ()) -> Game:
    return game(PlayerSpec(battlefield=mine), PlayerSpec(battlefield=theirs), extra=DEFS)


def _bears(g: Game) -> list[int]:
    return sorted(o for o in g.battlefield if g.objects[o].name == "Grizzly Bears")


def test_compiled_and_honoured() -> None:
    """CR 700.9: the word compiles into the filter, with no gap."""
    for d in DEFS:
        assert ir.is_fully_implemented(d) and not engine_gaps(d), d.name


def test_each_modification_counts() -> None:
    """CR 700.9: a counter, an Equipment, an Aura its controller controls each make a
    creature modified; a plain creature isn't; the Renegade counts the others (+2/+0 each)."""
    g = _game((perm("Upriser Renegade"), perm("Grizzly Bears", counters=(("+1/+1", 1),)),
               perm("Grizzly Bears"), perm("Bonesplitter", attached_to=(0, 2)),
               perm("Grizzly Bears"), perm("Holy Strength", attached_to=(0, 4)),
               perm("Grizzly Bears")))
    bears = _bears(g)
    flags = [is_modified(g, g.objects[b]) for b in bears]
    assert flags == [True, True, True, False]
    renegade = g.objects[one(g, "Upriser Renegade")]
    assert query.power(g, renegade) == 1 + 2 * 3


def test_opponents_aura_doesnt_modify() -> None:
    """CR 700.9: an Aura controlled by another player (Pacifism on your creature) doesn't
    make it modified; the Renegade stays 1/3. Its own counter changes that."""
    g = _game((perm("Upriser Renegade"), perm("Grizzly Bears")),
              (perm("Pacifism", attached_to=(0, 1)),))
    bear = g.objects[one(g, "Grizzly Bears")]
    assert not is_modified(g, bear)
    renegade = g.objects[one(g, "Upriser Renegade")]
    assert query.power(g, renegade) == 1
    bear.counters = {"+1/+1": 1}
    assert is_modified(g, bear) and query.power(g, renegade) == 3


def test_dies_trigger_looks_back() -> None:
    """CR 603.10a: a modified (equipped) creature that dies triggers the Ember-Keeper, its
    Equipment still attached as it died; an unmodified one doesn't; a token doesn't
    ("nontoken")."""
    g = _game((perm("Akki Ember-Keeper"), perm("Grizzly Bears"),
               perm("Bonesplitter", attached_to=(0, 1)), perm("Grizzly Bears"),
               perm("Grizzly Bears", token=True, counters=(("+1/+1", 1),))))
    equipped = g.objects[one(g, "Bonesplitter")].attached_to
    assert isinstance(equipped, int)
    plain = next(b for b in _bears(g) if b != equipped and g.objects[b].kind != "token")
    token = next(b for b in _bears(g) if g.objects[b].kind == "token")
    zones.move(g, plain, "graveyard")
    zones.move(g, token, "graveyard")
    assert not g.pending_triggers
    zones.move(g, equipped, "graveyard")
    assert len(g.pending_triggers) == 1
