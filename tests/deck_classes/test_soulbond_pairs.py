"""Soulbond pairs read by other cards (CR 702.95b): "This creature can't attack or block
unless it's paired with a creature with soulbond" (Flowering Lumberknot; CR 508.1c, 509.1b,
611.3a) and "Target creature gets +2/+2 until end of turn. If it's paired with a creature,
that creature also gets +2/+2 until end of turn" (Joint Assault). Rulings: Lumberknot's
pairing is checked only as attackers or blockers are declared, and if its partner loses
soulbond it stays paired but can't attack or block; Joint Assault checks the pair as it
resolves (the partner's bonus stays if they unpair later)."""

from __future__ import annotations

from tests.deck_classes._cards import card
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.mechanics.soulbond import STATE, SoulbondState
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import query
from grimoire.rules.actions import CastSpell, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

RECORDS = (
    card("Flowering Lumberknot", "{3}{G}", "Creature — Treefolk",
         "This creature can't attack or block unless it's paired with a creature with "
         "soulbond.", "5/5"),
    card("Joint Assault", "{G}", "Instant",
         "Target creature gets +2/+2 until end of turn. If it's paired with a creature, that "
         "creature also gets +2/+2 until end of turn."),
    card("Test Bondling", "{1}{G}", "Creature — Human",
         "Soulbond (You may pair this creature with another unpaired creature when either "
         "enters. They remain paired for as long as you control both of them.)", "1/1"),
)


def _defs() -> tuple[ir.CardDefinition, ...]:
    return tuple(compile_source(r) for r in RECORDS)


def test_honoured() -> None:
    for d in _defs():
        assert ir.is_fully_implemented(d) and not engine_gaps(d), d.name


def _pair(g: Game, a: str, b: str) -> None:
    STATE.set(g, SoulbondState(((one(g, a), one(g, b), 0),)))


def _attackers(g: Game) -> set[int]:
    return {c for a in g.legal_actions() if isinstance(a, DeclareAttackers)
            for c, _ in a.attacks}


def _to_attackers(g: Game) -> None:
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())


def test_lumberknot_attacks_only_while_paired_with_a_soulbond_creature() -> None:
    g = game(PlayerSpec(battlefield=(perm("Flowering Lumberknot"), perm("Test Bondling"),
                                     perm("Grizzly Bears"))), PlayerSpec(),
             step="beginning_of_combat", extra=_defs())
    knot = one(g, "Flowering Lumberknot")
    _to_attackers(g)
    assert knot not in _attackers(g)
    g = game(PlayerSpec(battlefield=(perm("Flowering Lumberknot"), perm("Test Bondling"))),
             PlayerSpec(), step="beginning_of_combat", extra=_defs())
    _pair(g, "Flowering Lumberknot", "Test Bondling")
    _to_attackers(g)
    assert one(g, "Flowering Lumberknot") in _attackers(g)
    g.apply(DeclareAttackers(((one(g, "Flowering Lumberknot"), Seat(1)),)))


def _assault(paired: bool) -> tuple[Game, int, int]:
    g = game(PlayerSpec(hand=("Joint Assault",), battlefield=(
        perm("Test Bondling"), perm("Grizzly Bears"), perm("Hill Giant"),
        *lands("Forest", 1))), PlayerSpec(), extra=_defs())
    if paired:
        _pair(g, "Test Bondling", "Grizzly Bears")
    g.apply(CastSpell(one(g, "Joint Assault", "hand"),
                      targets=((one(g, "Test Bondling"),),)))
    resolve(g)
    return g, one(g, "Grizzly Bears"), one(g, "Hill Giant")


def test_joint_assault_boosts_the_target_and_its_pair() -> None:
    g, bears, giant = _assault(paired=True)
    assert query.power(g, g.objects[one(g, "Test Bondling")]) == 3
    assert query.power(g, g.objects[bears]) == 4  # its pair
    assert query.power(g, g.objects[giant]) == 3  # not paired: unchanged


def test_joint_assault_unpaired_boosts_only_the_target() -> None:
    g, bears, giant = _assault(paired=False)
    assert query.power(g, g.objects[one(g, "Test Bondling")]) == 3
    assert query.power(g, g.objects[bears]) == 2 and query.power(g, g.objects[giant]) == 3
