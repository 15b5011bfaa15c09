"""Planeswalker classes beyond plain loyalty abilities: a planeswalker that becomes a
creature "that's still a planeswalker" (CR 205.1b) with damage to it prevented (CR 615),
Compleated (CR 702.150a) and "~ can be your commander" (CR 903.3a)."""

from __future__ import annotations

from tests.dice_rules._util import cast, game, lands, one, perm, resolve

from grimoire.mechanics.loyalty import commander_eligible
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_card
from grimoire.rules import query
from grimoire.rules.actions import (
    ActivateAbility,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
)
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

GIDEON_TEXT = (
    "+2: Untap all creatures you control. Those creatures get +1/+1 until end of turn.\n"
    "0: Until end of turn, Gideon becomes a 5/5 Human Soldier creature with indestructible "
    "that's still a planeswalker. Prevent all damage that would be dealt to him this turn.\n"
    "−10: Creatures you control get +2/+2 until end of turn. Tap all creatures your "
    "opponents control.")


def gideon() -> ir.CardDefinition:
    return compile_card("Gideon, Martial Paragon", "Legendary Planeswalker — Gideon",
                        "{4}{W}", GIDEON_TEXT, loyalty="5")


def _to(g: Game, kind: str) -> None:
    for _ in range(40):
        assert g.pending is not None
        if g.pending.kind == kind:
            return
        g.apply(PassPriority())
    raise AssertionError(kind)


def test_gideon_becomes_a_creature_and_damage_to_him_is_prevented() -> None:
    """CR 205.1b: a 5/5 creature that's still a planeswalker; it attacks, the blocker's
    damage to it is prevented (CR 615.1) so no loyalty is lost (CR 120.3c)."""
    g = game(PlayerSpec(battlefield=(perm("Gideon, Martial Paragon"),)),
             PlayerSpec(battlefield=(perm("Grizzly Bears"),)), extra=[gideon()])
    oid = one(g, "Gideon, Martial Paragon")
    bears = one(g, "Grizzly Bears")
    index = [i for i, a in enumerate(g.objects[oid].info.card.abilities)
             if isinstance(a, ir.ActivatedAbility)][1]
    g.apply(ActivateAbility(oid, index))
    resolve(g)
    walker = g.objects[oid]
    assert query.is_creature(g, walker) and "planeswalker" in walker.info.types
    assert (query.power(g, walker), query.toughness(g, walker)) == (5, 5)
    assert query.has_keyword(g, walker, "indestructible")
    assert walker.counter("loyalty") == 5
    _to(g, "declare_attackers")
    g.apply(DeclareAttackers(((oid, _seat(1)),)))
    _to(g, "declare_blockers")
    g.apply(DeclareBlockers(((bears, oid),)))
    for _ in range(20):
        if g.step in ("end_of_combat", "main2"):
            break
        legal = g.legal_actions()
        g.apply(PassPriority() if PassPriority() in legal else legal[0])
    assert bears not in g.objects  # 5 damage to the 2/2
    assert g.objects[oid].counter("loyalty") == 5 and g.objects[oid].damage == 0


def _seat(i: int) -> Seat:
    return Seat(i)


def compleated() -> ir.CardDefinition:
    return compile_card("Test Compleated", "Legendary Planeswalker — Jace", "{1}{U}{U/P}",
                        "Compleated ({U/P} can be paid with {U} or 2 life. If life was paid, "
                        "this planeswalker enters with two fewer loyalty counters.)\n"
                        "+1: Draw a card.", loyalty="4")


def test_compleated_paid_with_life_enters_with_two_fewer() -> None:
    """CR 702.150a: two fewer loyalty counters for each Phyrexian symbol paid with life."""
    g = game(PlayerSpec(hand=("Test Compleated",), battlefield=lands("Island", 2)),
             extra=[compleated()])
    cast(g, "Test Compleated")
    resolve(g)
    assert g.players[0].life == 18  # CR 107.4f
    assert g.objects[one(g, "Test Compleated")].counter("loyalty") == 2


def test_compleated_paid_with_mana_enters_with_printed_loyalty() -> None:
    g = game(PlayerSpec(hand=("Test Compleated",), battlefield=lands("Island", 3)),
             extra=[compleated()])
    for island in [o for o in g.battlefield if g.objects[o].name == "Island"]:
        g.apply(ActivateAbility(island, 0))  # CR 605.3a: mana first, then cast with it
    cast(g, "Test Compleated")
    resolve(g)
    assert g.players[0].life == 20
    assert g.objects[one(g, "Test Compleated")].counter("loyalty") == 4


def test_can_be_your_commander() -> None:
    """CR 903.3a: the line compiles to a deck-construction rule (CR 113.6n)."""
    card = compile_card("Daretti, Scrap Savant", "Legendary Planeswalker — Daretti",
                        "{3}{R}", "+2: Discard up to two cards, then draw that many cards.\n"
                        "Daretti, Scrap Savant can be your commander.", loyalty="3")
    assert ir.StaticAbility(ir.CanBeCommander(),
                            text="Daretti, Scrap Savant can be your commander.") in card.abilities
    assert commander_eligible(card)
    plain = compile_card("Test Jace", "Legendary Planeswalker — Jace", "{1}{U}",
                         "+1: Draw a card.", loyalty="3")
    assert not commander_eligible(plain)
