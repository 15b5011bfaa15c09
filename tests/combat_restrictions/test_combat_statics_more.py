"""More static combat rules: "can't be blocked except by black creatures" (CR 509.1b: by
nonblack creatures), "can't block creatures with power 2 or greater" (CR 509.1b: read as
blockers are declared), "blocks each combat if able" (CR 509.1c: a requirement), "can't be
blocked as long as defending player controls an artifact" (CR 509.1b, like landwalk)."""

from __future__ import annotations

import pytest
from tests.coverage_classes._cards import card
from tests.dice_rules._util import game, one, perm
from tests.rules.helpers import pass_until

from grimoire.errors import IllegalActionError
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules.actions import DeclareAttackers, DeclareBlockers
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

EXTRA = tuple(compile_source(r) for r in (
    card("Dread Warlock", "{1}{B}{B}", "Creature — Human Wizard Warlock",
         "This creature can't be blocked except by black creatures.", "2/2"),
    card("Brassclaw Orcs", "{2}{R}", "Creature — Orc",
         "This creature can't block creatures with power 2 or greater.", "3/2"),
    card("Bouncing Beebles", "{2}{U}", "Creature — Beeble",
         "This creature can't be blocked as long as defending player controls an artifact.",
         "2/2"),
    card("Razorgrass Screen", "{1}", "Artifact Creature — Wall",
         "Defender (This creature can't attack.)\nThis creature blocks each combat if able.",
         "2/1"),
))


def _blocking(mine: tuple[PermanentSpec, ...], theirs: tuple[PermanentSpec, ...],
              *attackers: str) -> tuple[Game, list[int]]:
    g = game(PlayerSpec(battlefield=mine), PlayerSpec(battlefield=theirs),
             step="beginning_of_combat", extra=EXTRA)
    pass_until(g, "declare_attackers")
    ids = [one(g, n) for n in attackers]
    g.apply(DeclareAttackers(tuple((a, Seat(1)) for a in ids)))
    pass_until(g, "declare_blockers")
    return g, ids


def _refused(g: Game, action: DeclareBlockers) -> None:
    assert action not in g.legal_actions()
    before = g.save()
    with pytest.raises(IllegalActionError):
        g.apply(action)
    assert g.save() == before


def test_compiled() -> None:
    assert all(card_is_compiled([d]) for d in EXTRA)


def test_blocked_only_by_black_creatures() -> None:
    """Dread Warlock: Grizzly Bears (green) can't block it, Vampire Nighthawk (black) can."""
    g, (warlock,) = _blocking((perm("Dread Warlock"),),
                              (perm("Grizzly Bears"), perm("Vampire Nighthawk")), "Dread Warlock")
    _refused(g, DeclareBlockers(((one(g, "Grizzly Bears"), warlock),)))
    g.apply(DeclareBlockers(((one(g, "Vampire Nighthawk"), warlock),)))
    assert g.combat.blocked_by[warlock] == (one(g, "Vampire Nighthawk"),)


def test_cant_block_power_two_or_greater() -> None:
    """Brassclaw Orcs may block Llanowar Elves (power 1), not Grizzly Bears (power 2)."""
    g, (elves, bears) = _blocking((perm("Llanowar Elves"), perm("Grizzly Bears")),
                                  (perm("Brassclaw Orcs"),), "Llanowar Elves", "Grizzly Bears")
    orcs = one(g, "Brassclaw Orcs")
    _refused(g, DeclareBlockers(((orcs, bears),)))
    g.apply(DeclareBlockers(((orcs, elves),)))


def test_blocks_each_combat_if_able() -> None:
    """CR 509.1c: Razorgrass Screen must block when it can: declaring no blocks is illegal;
    it may block either attacker."""
    g, (elves, bears) = _blocking((perm("Llanowar Elves"), perm("Grizzly Bears")),
                                  (perm("Razorgrass Screen"),), "Llanowar Elves", "Grizzly Bears")
    screen = one(g, "Razorgrass Screen")
    _refused(g, DeclareBlockers(()))
    assert set(g.legal_actions()) == {DeclareBlockers(((screen, elves),)),
                                      DeclareBlockers(((screen, bears),))}


def test_unblockable_while_defender_controls_an_artifact() -> None:
    """Bouncing Beebles: Grizzly Bears may block it while their controller has no artifact;
    with Razorgrass Screen (an artifact creature) out, neither may, and the Screen's
    requirement to block gives way to the restriction (CR 509.1c): no block is legal."""
    g, (beebles,) = _blocking((perm("Bouncing Beebles"),), (perm("Grizzly Bears"),),
                              "Bouncing Beebles")
    assert DeclareBlockers(((one(g, "Grizzly Bears"), beebles),)) in g.legal_actions()
    g = game(PlayerSpec(battlefield=(perm("Bouncing Beebles"),)),
             PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Razorgrass Screen"))),
             step="beginning_of_combat", extra=EXTRA)
    pass_until(g, "declare_attackers")
    g.apply(DeclareAttackers(((one(g, "Bouncing Beebles"), Seat(1)),)))
    for _ in range(40):
        if g.step in ("end_of_combat", "main2"):
            break
        assert not (g.pending and g.pending.kind == "declare_blockers")  # nothing may block
        g.apply(g.legal_actions()[0])
    assert g.players[1].life == 18
