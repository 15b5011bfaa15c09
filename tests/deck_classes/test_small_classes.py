"""Small classes: "gets -1/-1 until end of turn for each artifact you control" (counted as
it resolves, CR 608.2h, 611.2c), "That creature can't be regenerated" (CR 701.15c), "can't
block and can't be blocked", "can't be blocked except by creatures with flying" (CR
509.1b)."""

from __future__ import annotations

from tests.deck_classes._cards import defs
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.support import engine_gaps
from grimoire.rules import combat_restrictions, query
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

NAMES = ("Irradiate", "Nekrataal", "Tormented Soul", "Treetop Bracers")


def _game(me: PlayerSpec, them: PlayerSpec) -> Game:
    return game(me, them, extra=defs(*NAMES))


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name


def test_minus_one_for_each_artifact_you_control() -> None:
    """Two artifacts: -2/-2 on Hill Giant (3/3); the count is read as it resolves."""
    me = PlayerSpec(hand=("Irradiate",), battlefield=(perm("Bonesplitter"),
                                                      perm("Short Sword"), *lands("Swamp", 4)))
    them = PlayerSpec(battlefield=(perm("Hill Giant"),))
    g = _game(me, them)
    giant = one(g, "Hill Giant")
    g.apply(CastSpell(one(g, "Irradiate", "hand"), targets=((giant,),)))
    resolve(g)
    obj = g.objects[giant]
    assert (query.power(g, obj), query.toughness(g, obj)) == (1, 1)


def test_that_creature_cant_be_regenerated() -> None:
    """Nekrataal's destroy can't be regenerated (CR 701.15c)."""
    d = defs("Nekrataal")[0]
    trigger = d.abilities[1]
    assert isinstance(trigger, ir.TriggeredAbility)
    assert isinstance(trigger.effect, ir.Destroy) and trigger.effect.no_regenerate


def test_cant_block_and_cant_be_blocked() -> None:
    d = defs("Tormented Soul")[0]
    rules = {a.effect.rule for a in d.abilities if isinstance(a, ir.StaticAbility)
             and isinstance(a.effect, ir.CombatRestrictionStatic)}
    assert rules == {"cant_block", "cant_be_blocked"}


def test_cant_be_blocked_except_by_flyers() -> None:
    """Treetop Bracers: Grizzly Bears can't block the enchanted creature, Wind Drake can."""
    me = PlayerSpec(battlefield=(perm("Hill Giant"), perm("Treetop Bracers", attached_to=(0, 0))))
    them = PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Wind Drake")))
    g = _game(me, them)
    giant = g.objects[one(g, "Hill Giant")]
    bears, drake = g.objects[one(g, "Grizzly Bears")], g.objects[one(g, "Wind Drake")]
    assert not combat_restrictions.pair_ok(g, bears, giant)
    assert combat_restrictions.pair_ok(g, drake, giant)
    assert query.power(g, giant) == 4
