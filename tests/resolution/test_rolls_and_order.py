"""Chaos Dragon compares every player's roll; "in any order" asks the owner (CR 401.4)."""

from __future__ import annotations

from tests.dice_rules._util import activate, game, lands, one, perm, resolve
from tests.resolution._cards import definitions

from grimoire.rules import events as ev
from grimoire.rules.actions import Choose, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec


def _dragon_attacks(you: int, opponent: int) -> bool:
    """Whether Chaos Dragon attacks the opponent this combat (it must if able,
    CR 508.1d) after the two d20 rolls."""
    g = game(PlayerSpec(battlefield=(perm("Chaos Dragon"),)), step="main1",
             extra=definitions("Chaos Dragon"))
    g.script_dice([you, opponent])  # each player rolls a d20, APNAP order (CR 101.4)
    dragon = one(g, "Chaos Dragon")
    for _ in range(20):
        assert g.pending is not None
        if g.pending.kind == "declare_attackers":
            return any((dragon, Seat(1)) in a.attackers for a in g.legal_actions()
                       if isinstance(a, DeclareAttackers))
        if g.step in ("declare_blockers", "combat_damage", "end_of_combat", "main2"):
            break
        g.apply(PassPriority())
    return any(isinstance(e, ev.AttackersDeclared) and (dragon, -2) in e.attackers  # -1 - seat
               for e in g.events)


def _until(g: Game, kind: str) -> None:
    """Pass priority until a ``kind`` decision is pending."""
    for _ in range(20):
        assert g.pending is not None
        if g.pending.kind == kind:
            return
        g.apply(PassPriority())
    raise AssertionError(f"no {kind} decision")


def test_chaos_dragon_attacks_when_you_roll_highest() -> None:
    """Chaos Dragon: "if one or more opponents had the highest result" compares every
    player's roll: you 15, the opponent 10: the opponent didn't have the highest result,
    so the Dragon may (and must, CR 508.1d) attack them."""
    assert _dragon_attacks(15, 10)


def test_chaos_dragon_cant_attack_an_opponent_who_rolled_highest() -> None:
    """You 10, the opponent 15: the opponent had the highest result; the Dragon can't
    attack that player this combat."""
    assert not _dragon_attacks(10, 15)


def test_chaos_dragon_tie_counts_as_highest_for_the_opponent() -> None:
    """A tie at the top: the opponent had the highest result too (one or more players
    may have it), so the Dragon can't attack them."""
    assert not _dragon_attacks(12, 12)


def _investigate(library: tuple[str, ...]) -> Game:
    g = game(PlayerSpec(battlefield=(perm("Arcane Investigator"), *lands("Island", 6)),
                        library=library),
             extra=definitions("Arcane Investigator"))
    g.script_dice([14])  # 10-20: look at the top three
    activate(g, "Arcane Investigator")
    return g


def test_arcane_investigator_asks_the_owner_the_order_of_the_rest() -> None:
    """CR 401.4: "the rest on the bottom of your library in any order": after taking one
    card, the owner chooses which of the other two goes to the bottom first."""
    g = _investigate(("Grizzly Bears", "Craw Wurm", "Shock", "Forest", "Island"))
    _until(g, "choose_objects")
    assert g.pending is not None
    top3 = {g.objects[o].name: o for o in g.pending.options}
    assert set(top3) == {"Grizzly Bears", "Craw Wurm", "Shock"}
    g.apply(Choose((top3["Grizzly Bears"],)))  # into the hand
    assert g.pending is not None and g.pending.kind == "choose_objects"
    assert g.pending.rule == "CR 401.4" and g.pending.player == 0
    assert {g.objects[o].name for o in g.pending.options} == {"Craw Wurm", "Shock"}
    g.apply(Choose((top3["Shock"],)))  # Shock to the bottom first, then Craw Wurm under it
    resolve(g)
    library = [g.objects[o].name for o in g.players[0].library]
    assert library[:2] == ["Craw Wurm", "Shock"]  # index 0 is the bottom
    assert [g.objects[o].name for o in g.players[0].hand] == ["Grizzly Bears"]


def test_arcane_investigator_other_order() -> None:
    """CR 401.4: the other choice gives the other order."""
    g = _investigate(("Grizzly Bears", "Craw Wurm", "Shock", "Forest", "Island"))
    _until(g, "choose_objects")
    assert g.pending is not None
    top3 = {g.objects[o].name: o for o in g.pending.options}
    g.apply(Choose((top3["Grizzly Bears"],)))
    g.apply(Choose((top3["Craw Wurm"],)))
    resolve(g)
    library = [g.objects[o].name for o in g.players[0].library]
    assert library[:2] == ["Shock", "Craw Wurm"]
