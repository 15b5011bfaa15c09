"""Combat triggers of the theme decks: "blocks or becomes blocked by a creature, destroy that
creature at end of combat" (Tangle Asp: "that creature" is the other creature, CR 509.3d,
603.7), "deals combat damage to a player, create that many tokens" (Living Hive: the damage
dealt, CR 510.2), "Whenever a creature attacks you or a planeswalker you control" (Blood
Reckoning, CR 508.3a), "is dealt combat damage, you gain that much life" (Wall of
Essence) and "Whenever a creature deals combat damage to enchanted player" (Curse of Stalked
Prey: the cursed player, CR 303.4)."""

from __future__ import annotations

from tests.deck_classes._cards import defs
from tests.dice_rules._util import game, one, perm, resolve

from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import DeclareAttackers, DeclareBlockers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

NAMES = ("Tangle Asp", "Living Hive", "Blood Reckoning", "Wall of Essence",
         "Curse of Stalked Prey")


def _combat(p0: PlayerSpec, p1: PlayerSpec, attackers: tuple[str, ...],
            blocks: tuple[tuple[str, str], ...] = ()) -> Game:
    """Seat 0 attacks seat 1 with ``attackers``; seat 1 blocks as given; to the end of
    combat (triggers resolved)."""
    g = game(p0, p1, step="beginning_of_combat", extra=defs(*NAMES))
    g.apply(PassPriority())
    g.apply(PassPriority())
    g.apply(DeclareAttackers(tuple((one(g, a), Seat(1)) for a in attackers)))
    while g.step == "declare_attackers" and g.pending is not None:
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])
    if g.pending is not None and g.pending.kind == "declare_blockers":
        g.apply(DeclareBlockers(tuple((one(g, b), one(g, a)) for b, a in blocks)))
    for _ in range(60):
        if g.pending is None or g.step in ("main2", "end"):
            break
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])
    resolve(g)
    return g


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name


def test_tangle_asp_destroys_the_blocked_creature_at_end_of_combat() -> None:
    """Hill Giant blocked by Tangle Asp: the Asp dies to damage, the Giant (3/3, 1 damage)
    is destroyed at end of combat by the delayed trigger (CR 603.7c: it remembers it)."""
    g = _combat(PlayerSpec(battlefield=(perm("Hill Giant"),)),
                PlayerSpec(battlefield=(perm("Tangle Asp"),)),
                ("Hill Giant",), (("Tangle Asp", "Hill Giant"),))
    names = {g.objects[o].name for o in g.battlefield}
    assert "Hill Giant" not in names and "Tangle Asp" not in names


def test_living_hive_that_many_tokens() -> None:
    """Unblocked Living Hive deals 6: six 1/1 Insects."""
    g = _combat(PlayerSpec(battlefield=(perm("Living Hive"),)), PlayerSpec(), ("Living Hive",))
    assert g.players[1].life == 14
    insects = [o for o in g.battlefield if g.objects[o].name == "Insect"]
    assert len(insects) == 6 and all(g.objects[o].controller == 0 for o in insects)


def test_blood_reckoning_each_attacker_costs_its_controller() -> None:
    """Two creatures attack the Reckoning's controller: their controller loses 2 (and the
    combat damage); the Reckoning's controller loses only the damage."""
    g = _combat(PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Hill Giant"))),
                PlayerSpec(battlefield=(perm("Blood Reckoning"),)),
                ("Grizzly Bears", "Hill Giant"))
    assert g.players[0].life == 18 and g.players[1].life == 15


def test_blood_reckoning_not_for_the_controllers_own_attack() -> None:
    """Its controller attacking the other player: nothing."""
    g = _combat(PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Blood Reckoning"))),
                PlayerSpec(), ("Grizzly Bears",))
    assert g.players[0].life == 20 and g.players[1].life == 18


def test_wall_of_essence_gains_the_combat_damage() -> None:
    """Hill Giant blocked by Wall of Essence: 3 combat damage dealt to it, 3 life gained."""
    g = _combat(PlayerSpec(battlefield=(perm("Hill Giant"),)),
                PlayerSpec(battlefield=(perm("Wall of Essence"),)),
                ("Hill Giant",), (("Wall of Essence", "Hill Giant"),))
    assert g.players[1].life == 23


def test_curse_counts_damage_to_the_enchanted_player_only() -> None:
    """The Curse on seat 1: Grizzly Bears hitting seat 1 gets a +1/+1 counter; with the Curse
    on seat 0 itself, the same attack doesn't trigger it."""
    for cursed, counters in ((1, 1), (0, 0)):
        p0 = PlayerSpec(battlefield=(perm("Grizzly Bears"),
                                     perm("Curse of Stalked Prey", attached_to=(cursed, -1))))
        g = _combat(p0, PlayerSpec(), ("Grizzly Bears",))
        assert g.players[1].life == 18
        assert g.objects[one(g, "Grizzly Bears")].counter("+1/+1") == counters
