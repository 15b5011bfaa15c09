"""Boosts that count, read whenever the characteristics are (CR 611.3a, 613.4c): "This creature
gets +2/+2 for each Aura attached to it" (Kor Spiritdancer: Auras on it, not elsewhere),
"Enchanted creature gets +0/+2 for each other creature you control" (Conclave's Blessing:
other than the enchanted creature). And "gets +1/+0 until end of turn and can't be blocked
this turn" (Teleportal: both on the target, CR 509.1b)."""

from __future__ import annotations

from tests.deck_classes._cards import defs
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.oracle.support import engine_gaps
from grimoire.rules import combat, query, zones
from grimoire.rules.actions import CastSpell
from grimoire.rules.position import PlayerSpec

NAMES = ("Kor Spiritdancer", "Conclave's Blessing", "Teleportal")


def test_honoured() -> None:
    """(Teleportal's overload is another engineer's keyword: only its first line here.)"""
    for d in defs(*NAMES):
        assert all("'overload'" in gap for gap in engine_gaps(d)), d.name


def test_for_each_aura_attached_to_it() -> None:
    """Two Auras on the Spiritdancer (0/2): +4/+4, plus their own (Holy Strength +1/+2,
    Unholy Strength +2/+1); an Aura on another creature doesn't count; one leaving counts
    at once."""
    p0 = PlayerSpec(battlefield=(perm("Kor Spiritdancer"),
                                 perm("Holy Strength", attached_to=(0, 0)),
                                 perm("Unholy Strength", attached_to=(0, 0)),
                                 perm("Grizzly Bears"), perm("Pacifism", attached_to=(0, 3))))
    g = game(p0, PlayerSpec(), extra=defs(*NAMES))
    dancer = g.objects[one(g, "Kor Spiritdancer")]
    assert (query.power(g, dancer), query.toughness(g, dancer)) == (7, 9)
    zones.move(g, one(g, "Holy Strength"), "graveyard")
    assert (query.power(g, dancer), query.toughness(g, dancer)) == (4, 5)


def test_for_each_other_creature_you_control() -> None:
    """On my Grizzly Bears with two other creatures of mine: +0/+4; on the opponent's Hill
    Giant, my three creatures all count: +0/+6."""
    p0 = PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Conclave's Blessing",
                                                              attached_to=(0, 0)),
                                 perm("Hill Giant"), perm("Wind Drake")))
    g = game(p0, PlayerSpec(), extra=defs(*NAMES))
    bears = g.objects[one(g, "Grizzly Bears")]
    assert (query.power(g, bears), query.toughness(g, bears)) == (2, 6)
    p0 = PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Hill Giant"),
                                 perm("Wind Drake"), perm("Conclave's Blessing",
                                                          attached_to=(1, 0))))
    g = game(p0, PlayerSpec(battlefield=(perm("Craw Wurm"),)), extra=defs(*NAMES))
    wurm = g.objects[one(g, "Craw Wurm")]
    assert query.toughness(g, wurm) == 4 + 6


def test_gets_plus_one_and_cant_be_blocked() -> None:
    p0 = PlayerSpec(hand=("Teleportal",), battlefield=(perm("Grizzly Bears"),
                                                      *lands("Island", 1), *lands("Mountain", 1)))
    g = game(p0, PlayerSpec(battlefield=(perm("Wall of Wood"),)), extra=defs(*NAMES))
    bears = one(g, "Grizzly Bears")
    g.apply(CastSpell(one(g, "Teleportal", "hand"), targets=((bears,),)))
    resolve(g)
    assert query.power(g, g.objects[bears]) == 3
    assert combat.has_rule(g, g.objects[bears], "cant_be_blocked")
