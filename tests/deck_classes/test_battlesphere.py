"""Myr Battlesphere: "Whenever this creature attacks, you may tap X untapped Myr you control.
If you do, this creature gets +X/+0 until end of turn and deals X damage to the player or
planeswalker it's attacking." (CR 107.3f: X, undefined by the text, is chosen as the
ability resolves: the number of Myr tapped; CR 506.2: what it attacks.)"""

from __future__ import annotations

from tests.deck_classes._cards import assert_honoured, card
from tests.dice_rules._util import game, ids, one, perm, resolve

from grimoire.oracle.compiler import compile_source
from grimoire.rules import query
from grimoire.rules.actions import Choose, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

SPHERE = card("Myr Battlesphere", "{7}", "Artifact Creature — Myr Construct",
              "When this creature enters, create four 1/1 colorless Myr artifact creature "
              "tokens.\nWhenever this creature attacks, you may tap X untapped Myr you "
              "control. If you do, this creature gets +X/+0 until end of turn and deals X "
              "damage to the player or planeswalker it's attacking.", "4/7")
MYR = card("Omega Myr", "{2}", "Artifact Creature — Myr", "", "1/2")
RECORDS = (SPHERE, MYR)


def test_the_records_are_honoured() -> None:
    assert_honoured(RECORDS)


def _attack(n_myr: int) -> Game:
    g = game(PlayerSpec(battlefield=(perm("Myr Battlesphere"),
                                     *(perm("Omega Myr") for _ in range(n_myr)),
                                     perm("Grizzly Bears"))),
             step="beginning_of_combat", extra=[compile_source(r) for r in RECORDS])
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
    g.apply(DeclareAttackers(((one(g, "Myr Battlesphere"), Seat(1)),)))
    return g


def test_tapping_two_myr_gives_plus_two_and_two_damage() -> None:
    """Two of three untapped Myr tapped: +2/+0 (6/7) and 2 damage to the defending player;
    the third Myr stays untapped; Grizzly Bears (not a Myr) can't be chosen."""
    g = _attack(3)
    myr = ids(g, "Omega Myr")
    asked: list[tuple[object, ...]] = []

    def answer() -> None:
        d = g.pending
        assert d is not None
        if d.kind == "yes_no":
            g.apply(Choose(True))
        elif d.kind == "choose_objects":
            asked.append(d.options)
            g.apply(Choose(tuple(myr[:2])))
        else:
            g.apply(PassPriority())

    while g.step == "declare_attackers" and g.pending is not None:
        answer()
    assert sorted(asked[0]) == sorted(myr)
    sphere = g.objects[one(g, "Myr Battlesphere")]
    assert (query.power(g, sphere), query.toughness(g, sphere)) == (6, 7)
    assert g.players[1].life == 18
    assert [g.objects[m].tapped for m in myr] == [True, True, False]


def test_declining_taps_nothing() -> None:
    """No: no Myr tapped, no bonus, no damage (CR 603.5: "you may")."""
    g = _attack(2)
    resolve(g, [Choose(False)])
    sphere = g.objects[one(g, "Myr Battlesphere")]
    assert query.power(g, sphere) == 4 and g.players[1].life == 20
    assert not any(g.objects[m].tapped for m in ids(g, "Omega Myr"))


HELLRIDER = card("Hellrider", "{2}{R}{R}", "Creature — Devil",
                 "Haste\nWhenever a creature you control attacks, this creature deals 1 damage "
                 "to the player or planeswalker it's attacking.", "3/3")


def test_hellrider_damages_what_each_attacker_attacks() -> None:
    """"it" is the creature whose attack triggered the ability (CR 506.2): Hellrider and
    Grizzly Bears attack the opponent: 2 damage before combat damage."""
    assert_honoured((HELLRIDER,))
    g = game(PlayerSpec(battlefield=(perm("Hellrider"), perm("Grizzly Bears"))),
             step="beginning_of_combat", extra=[compile_source(HELLRIDER)])
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
    g.apply(DeclareAttackers(((one(g, "Hellrider"), Seat(1)),
                              (one(g, "Grizzly Bears"), Seat(1)))))
    resolve(g)
    assert g.players[1].life == 18
