"""Costs to attack and to block on one creature (CR 508.1g-h, 509.1c-f): "Enchanted creature
can't attack or block unless its controller pays {3}" (Oppressive Rays) and "This creature
can't attack or block unless you pay {2}" (Qal Sisma Behemoth). The player may always choose
not to pay (CR 508.1d, 509.1c; the rulings of both cards), a declaration costing more than
the player can pay is not listed, and the locked-in total is paid (CR 508.1h-j, 509.1d-f)."""

from __future__ import annotations

from tests.deck_classes._cards import assert_honoured, card
from tests.dice_rules._util import game, lands, one, perm

from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import DeclareAttackers, DeclareBlockers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

RAYS = card("Oppressive Rays", "{W}", "Enchantment — Aura",
            "Enchant creature\nEnchanted creature can't attack or block unless its controller "
            "pays {3}.\nActivated abilities of enchanted creature cost {3} more to activate.")
BEHEMOTH = card("Qal Sisma Behemoth", "{2}{R}", "Creature — Ogre Warrior",
                "This creature can't attack or block unless you pay {2}.", "5/5")
RECORDS = (RAYS, BEHEMOTH)


def test_the_records_are_honoured() -> None:
    assert_honoured(RECORDS)


def _game(me: PlayerSpec, them: PlayerSpec) -> Game:
    g = game(me, them, step="beginning_of_combat",
             extra=[compile_source(r) for r in RECORDS])
    while g.pending is not None and g.pending.kind == "priority" \
            and g.step == "beginning_of_combat":
        g.apply(PassPriority())
    return g


def _attacks(g: Game) -> list[DeclareAttackers]:
    if g.pending is None or g.pending.kind != "declare_attackers":
        return [DeclareAttackers(())]  # the one legal declaration was made at once
    return [a for a in g.legal_actions() if isinstance(a, DeclareAttackers)]


def _untapped(g: Game, player: int, name: str) -> int:
    return sum(1 for o in g.objects.values() if o.zone == "battlefield" and o.name == name
               and o.controller == player and not o.tapped)


def test_enchanted_creature_attacks_only_if_its_controller_pays_three() -> None:
    """Two Forests can't pay {3}: Grizzly Bears under Oppressive Rays can't attack, the
    unenchanted Bears can. With three Forests it may attack; the three are tapped for it."""
    them = PlayerSpec()
    rays = perm("Oppressive Rays", attached_to=(0, 0))
    poor = _game(PlayerSpec(battlefield=(perm("Grizzly Bears"), rays, perm("Grizzly Bears"),
                                         *lands("Forest", 2))), them)
    bears = sorted(o.id for o in poor.objects.values() if o.name == "Grizzly Bears")
    declared = {c for a in _attacks(poor) for c, _ in a.attacks}
    assert declared == {bears[1]}
    rich = _game(PlayerSpec(battlefield=(perm("Grizzly Bears"), rays, *lands("Forest", 3))),
                 them)
    enchanted = one(rich, "Grizzly Bears")
    assert DeclareAttackers(()) in _attacks(rich)  # CR 508.1d: never forced to pay
    rich.apply(DeclareAttackers(((enchanted, Seat(1)),)))
    assert rich.combat.attackers == {enchanted: Seat(1)}
    assert _untapped(rich, 0, "Forest") == 0


def _blocks(me: PlayerSpec, them: PlayerSpec) -> tuple[Game, int, list[DeclareBlockers]]:
    """Hill Giant (player 0) attacks player 1; player 1's declarations."""
    g = _game(me, them)
    giant = one(g, "Hill Giant")
    g.apply(DeclareAttackers(((giant, Seat(1)),)))
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
    if g.pending is None or g.pending.kind != "declare_blockers":
        return g, giant, []
    return g, giant, [a for a in g.legal_actions() if isinstance(a, DeclareBlockers)]


def test_enchanted_creature_blocks_only_if_its_controller_pays_three() -> None:
    """CR 509.1d-f: player 1's enchanted Bears can block only with {3} available; blocking
    taps three Plains, not blocking taps none."""
    me = PlayerSpec(battlefield=(perm("Hill Giant"),))
    rays = perm("Oppressive Rays", attached_to=(1, 0))
    g, _, options = _blocks(me, PlayerSpec(battlefield=(perm("Grizzly Bears"), rays,
                                                        *lands("Plains", 2))))
    assert not any(o.blocks for o in options)
    g, giant, options = _blocks(me, PlayerSpec(battlefield=(perm("Grizzly Bears"), rays,
                                                            *lands("Plains", 3))))
    bears = one(g, "Grizzly Bears")
    assert DeclareBlockers(()) in options and DeclareBlockers(((bears, giant),)) in options
    g.apply(DeclareBlockers(((bears, giant),)))
    assert g.combat.blocked_by[giant] == (bears,)
    assert _untapped(g, 1, "Plains") == 0


def test_two_costly_blockers_need_the_total() -> None:
    """CR 509.1d: the total cost is locked in: two Behemoths ({2} each) with three Mountains
    may block one at a time, not both."""
    me = PlayerSpec(battlefield=(perm("Hill Giant"),))
    them = PlayerSpec(battlefield=(perm("Qal Sisma Behemoth"), perm("Qal Sisma Behemoth"),
                                   *lands("Mountain", 3)))
    _, _, options = _blocks(me, them)
    assert sorted(len(o.blocks) for o in options) == [0, 1, 1]


def test_self_cost_to_attack() -> None:
    """"This creature can't attack or block unless you pay {2}": with one Mountain the
    Behemoth can't attack; with two it can."""
    them = PlayerSpec()
    poor = _game(PlayerSpec(battlefield=(perm("Qal Sisma Behemoth"), perm("Mountain"))), them)
    assert [a.attacks for a in _attacks(poor)] == [()]
    rich = _game(PlayerSpec(battlefield=(perm("Qal Sisma Behemoth"),
                                         *lands("Mountain", 2))), them)
    assert len(_attacks(rich)) == 2


def test_a_costly_blocker_is_never_required_to_block() -> None:
    """CR 509.1c: a Behemoth under a "must be blocked if able" attacker's requirement may
    still not block, since blocking would cost mana."""
    lure = card("Prized Unicorn", "{3}{G}", "Creature — Unicorn",
                "All creatures able to block this creature do so.", "2/2")
    g = game(PlayerSpec(battlefield=(perm("Prized Unicorn"),)),
             PlayerSpec(battlefield=(perm("Qal Sisma Behemoth"), *lands("Mountain", 2))),
             step="beginning_of_combat",
             extra=[compile_source(r) for r in (*RECORDS, lure)])
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
    unicorn = one(g, "Prized Unicorn")
    g.apply(DeclareAttackers(((unicorn, Seat(1)),)))
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
    assert g.pending is not None and g.pending.kind == "declare_blockers"
    options = [a for a in g.legal_actions() if isinstance(a, DeclareBlockers)]
    assert DeclareBlockers(()) in options
    assert DeclareBlockers(((one(g, "Qal Sisma Behemoth"), unicorn),)) in options
