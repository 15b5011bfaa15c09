""""Cast this spell only during <steps> [and only if <condition>]" (CR 601.3: a spell can't
be cast when a rule or effect forbids it): Just Fate only in the declare attackers step of
a combat where its caster is attacked; Feast of Blood only while its caster controls two
or more Vampires."""

from __future__ import annotations

from tests.coverage_classes._cards import defs
from tests.dice_rules._util import game, ids, lands, one, perm, resolve
from tests.rules.helpers import pass_until

from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

NAMES = ("Just Fate", "Feast of Blood")


def _casts(g: Game, name: str, player: int) -> list[CastSpell]:
    card = one(g, name, "hand")
    assert g.pending is not None and g.pending.player == player
    return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == card]


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name


def test_only_when_attacked_in_the_declare_attackers_step() -> None:
    """Player 1 can't cast Just Fate in player 0's main phase; once Grizzly Bears attack
    them, in the declare attackers step, they can, and it destroys the attacker."""
    them = PlayerSpec(hand=("Just Fate",), battlefield=lands("Plains", 3))
    g = game(PlayerSpec(battlefield=(perm("Grizzly Bears"),)), them, extra=defs(*NAMES),
             step="beginning_of_combat")
    g.apply(PassPriority())  # player 0 passes: player 1 has priority in beginning of combat
    assert _casts(g, "Just Fate", 1) == []
    pass_until(g, "declare_attackers")
    g.apply(DeclareAttackers(((one(g, "Grizzly Bears"), Seat(1)),)))
    g.apply(PassPriority())  # player 0 passes in the declare attackers step
    assert g.step == "declare_attackers"
    [cast] = _casts(g, "Just Fate", 1)
    g.apply(cast)
    resolve(g)
    assert ids(g, "Grizzly Bears", "graveyard")


def test_not_attacked_not_castable() -> None:
    """Player 0 attacks with nothing (no creature): no declare attackers step with an
    attack on player 1, so Just Fate stays uncastable (checked at player 1's priority)."""
    them = PlayerSpec(hand=("Just Fate",), battlefield=lands("Plains", 3))
    g = game(PlayerSpec(), them, extra=defs(*NAMES), step="main1")
    g.apply(PassPriority())
    assert _casts(g, "Just Fate", 1) == []


def test_only_if_you_control_two_vampires() -> None:
    """CR 601.3: one Vampire Nighthawk: Feast of Blood can't be cast; two: it can."""
    for vampires, castable in ((1, False), (2, True)):
        me = PlayerSpec(hand=("Feast of Blood",), battlefield=(
            *(perm("Vampire Nighthawk") for _ in range(vampires)), *lands("Swamp", 2)))
        g = game(me, PlayerSpec(battlefield=(perm("Hill Giant"),)), extra=defs(*NAMES))
        assert bool(_casts(g, "Feast of Blood", 0)) == castable
