"""Combat requirements made by effects for one turn (CR 508.1d, 509.1c): "Target creature an
opponent controls attacks you this turn if able" (Alluring Siren: a requirement to attack a
particular player; attacking anyone else, or nobody, obeys fewer requirements), "Each
creature your opponents control blocks this turn if able" (Predatory Rampage). And a trigger
on combat damage to a player that targets "<permanent> that player controls" (Blind Zealot:
that player is the creature's defending player, CR 506.2)."""

from __future__ import annotations

from tests.deck_classes._cards import defs
from tests.dice_rules._util import game, index_of, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import (
    ActivateAbility,
    CastSpell,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
)
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

NAMES = ("Alluring Siren", "Predatory Rampage", "Blind Zealot")


def _game(p0: PlayerSpec, p1: PlayerSpec, *, active: int = 0, step: str = "main1") -> Game:
    return game(p0, p1, active=active, step=step, extra=defs(*NAMES))


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name


def _siren_then_attack(target_tapped: bool = False) -> tuple[Game, list[DeclareAttackers]]:
    """Seat 0 activates Alluring Siren in seat 1's main phase on seat 1's Grizzly Bears."""
    p0 = PlayerSpec(battlefield=(perm("Alluring Siren"),))
    p1 = PlayerSpec(battlefield=(perm("Grizzly Bears", tapped=target_tapped),
                                 perm("Hill Giant")))
    g = _game(p0, p1, active=1)
    g.apply(PassPriority())  # seat 1 passes; seat 0 has priority
    siren = one(g, "Alluring Siren")
    g.apply(ActivateAbility(siren, index_of(g, siren, ir.ActivatedAbility),
                            targets=((one(g, "Grizzly Bears"),),)))
    resolve(g)
    while g.step in ("main1", "beginning_of_combat") and g.pending is not None \
            and g.pending.kind == "priority":
        g.apply(PassPriority())
    assert g.pending is not None and g.pending.kind == "declare_attackers"
    return g, [a for a in g.legal_actions() if isinstance(a, DeclareAttackers)]


def test_target_must_attack_you() -> None:
    """CR 508.1d: every legal declaration has the Bears attacking seat 0; the Giant is free."""
    g, options = _siren_then_attack()
    bears, giant = one(g, "Grizzly Bears"), one(g, "Hill Giant")
    assert options and all((bears, Seat(0)) in a.attacks for a in options)
    assert any(all(c != giant for c, _ in a.attacks) for a in options)


def test_tapped_target_is_not_required() -> None:
    """A tapped creature can't attack, so the requirement asks nothing (CR 508.1d)."""
    _, options = _siren_then_attack(target_tapped=True)
    assert any(not a.attacks for a in options)


def test_each_creature_your_opponents_control_blocks() -> None:
    """Predatory Rampage: seat 1's untapped creatures must block (CR 509.1c); the tapped one
    can't; the attackers got +3/+3."""
    p0 = PlayerSpec(hand=("Predatory Rampage",), battlefield=(perm("Grizzly Bears"),
                                                              *lands("Forest", 5)))
    p1 = PlayerSpec(battlefield=(perm("Hill Giant"), perm("Wall of Wood", tapped=True)))
    g = _game(p0, p1)
    g.apply(CastSpell(one(g, "Predatory Rampage", "hand")))
    resolve(g)
    while g.pending is not None and g.pending.kind == "priority" \
            and g.step in ("main1", "beginning_of_combat"):
        g.apply(PassPriority())
    bears = one(g, "Grizzly Bears")
    g.apply(DeclareAttackers(((bears, Seat(1)),)))
    while g.pending is not None and g.pending.kind == "priority" \
            and g.step == "declare_attackers":
        g.apply(PassPriority())
    giant = one(g, "Hill Giant")
    if g.pending is not None and g.pending.kind == "declare_blockers":
        blocks = [a for a in g.legal_actions() if isinstance(a, DeclareBlockers)]
        assert blocks and all((giant, bears) in a.blocks for a in blocks)
    else:  # the only legal declaration was made at once
        assert giant in g.combat.blocked_by.get(bears, ())


def test_destroy_target_creature_that_player_controls() -> None:
    """Blind Zealot hits seat 1: the trigger's target must be a creature seat 1 controls
    (not seat 0's own); sacrificing the Zealot destroys it. Declining: nothing happens."""
    for answer in (True, False):
        p0 = PlayerSpec(battlefield=(perm("Blind Zealot"), perm("Grizzly Bears")))
        p1 = PlayerSpec(battlefield=(perm("Hill Giant", tapped=True),))
        g = _game(p0, p1, step="beginning_of_combat")
        g.apply(PassPriority())
        g.apply(PassPriority())
        g.apply(DeclareAttackers(((one(g, "Blind Zealot"), Seat(1)),)))
        for _ in range(20):
            if g.pending is None or g.pending.kind in ("targets", "yes_no"):
                break
            g.apply(g.legal_actions()[0] if g.pending.kind != "priority" else PassPriority())
        giant, bears = one(g, "Hill Giant"), one(g, "Grizzly Bears")
        assert g.pending is not None
        if g.pending.kind == "targets":
            assert bears not in g.pending.options and giant in g.pending.options
        resolve(g, [a for a in g.legal_actions() if getattr(a, "value", None) is answer])
        resolve(g)
        assert g.players[1].life == 18
        destroyed = not [o for o in g.battlefield if g.objects[o].name == "Hill Giant"]
        assert destroyed is answer
        assert bool([o for o in g.battlefield if g.objects[o].name == "Blind Zealot"]) \
            is not answer
