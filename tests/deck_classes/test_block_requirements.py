"""Block requirements and unblocked damage: "All creatures able to block enchanted creature
do so" (Lure; CR 509.1c: the defending player obeys as many requirements as possible),
the same for this turn (Declare Dominance), and "You may have this creature assign its
combat damage as though it weren't blocked" (Thorn Elemental, CR 510.1c)."""

from __future__ import annotations

from tests.deck_classes._cards import defs
from tests.dice_rules._util import game, lands, one, perm

from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import (
    AssignDamage,
    CastSpell,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
)
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

NAMES = ("Lure", "Declare Dominance", "Thorn Elemental")


def _attack(me: PlayerSpec, them: PlayerSpec, attackers: tuple[str, ...]) -> Game:
    g = game(me, them, step="beginning_of_combat", extra=defs(*NAMES))
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
    g.apply(DeclareAttackers(tuple((one(g, a), Seat(1)) for a in attackers)))
    return g


def _to_blocks(g: Game) -> list[DeclareBlockers]:
    """The legal block declarations (a single one is made by the engine at once)."""
    while g.pending is not None and g.pending.kind == "priority" \
            and g.step in ("declare_attackers", "beginning_of_combat"):
        g.apply(PassPriority())
    if g.pending is not None and g.pending.kind == "declare_blockers":
        return [a for a in g.legal_actions() if isinstance(a, DeclareBlockers)]
    blocked = g.combat.blocked_by
    return [DeclareBlockers(tuple((b, a) for a, bs in blocked.items() for b in bs))]


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name


def test_lure_every_able_creature_blocks_it() -> None:
    """Both untapped creatures must block the lured attacker; a tapped one can't block."""
    me = PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Lure", attached_to=(0, 0)),
                                 perm("Hill Giant")))
    them = PlayerSpec(battlefield=(perm("Giant Spider"), perm("Wall of Wood"),
                                   perm("Raging Goblin", tapped=True)))
    g = _attack(me, them, ("Grizzly Bears", "Hill Giant"))
    bears = one(g, "Grizzly Bears")
    spider, wall = one(g, "Giant Spider"), one(g, "Wall of Wood")
    blocks = _to_blocks(g)
    assert {frozenset(b.blocks) for b in blocks} == {frozenset({(spider, bears), (wall, bears)})}


def test_declare_dominance_this_turn() -> None:
    """Cast before blockers: the target must be blocked by every creature able to."""
    me = PlayerSpec(hand=("Declare Dominance",), battlefield=(perm("Grizzly Bears"),
                                                              *lands("Forest", 4)))
    them = PlayerSpec(battlefield=(perm("Giant Spider"), perm("Wall of Wood")))
    g = _attack(me, them, ("Grizzly Bears",))
    bears = one(g, "Grizzly Bears")
    g.apply(CastSpell(one(g, "Declare Dominance", "hand"), targets=((bears,),)))
    blocks = _to_blocks(g)
    assert {frozenset(b.blocks) for b in blocks} == {
        frozenset({(one(g, "Giant Spider"), bears), (one(g, "Wall of Wood"), bears)})}


def test_without_lure_blocking_is_free() -> None:
    me = PlayerSpec(battlefield=(perm("Grizzly Bears"),))
    them = PlayerSpec(battlefield=(perm("Giant Spider"),))
    g = _attack(me, them, ("Grizzly Bears",))
    assert DeclareBlockers(()) in _to_blocks(g)


def test_assign_damage_as_though_unblocked() -> None:
    """Blocked by a Wall of Wood, Thorn Elemental may deal its 7 to the defending player."""
    me = PlayerSpec(battlefield=(perm("Thorn Elemental"),))
    them = PlayerSpec(battlefield=(perm("Wall of Wood"),))
    g = _attack(me, them, ("Thorn Elemental",))
    thorn, wall = one(g, "Thorn Elemental"), one(g, "Wall of Wood")
    _to_blocks(g)
    g.apply(DeclareBlockers(((wall, thorn),)))
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
    assert g.pending is not None and g.pending.kind == "assign_damage"
    options = list(g.legal_actions())
    assert AssignDamage(thorn, ((Seat(1), 7),)) in options
    assert AssignDamage(thorn, ((wall, 7),)) in options
    g.apply(AssignDamage(thorn, ((Seat(1), 7),)))
    while g.step not in ("end_of_combat", "main2"):
        g.apply(PassPriority())
    assert g.players[1].life == 13
    assert g.objects[wall].damage == 0
