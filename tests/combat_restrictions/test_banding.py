"""Banding (CR 702.22) in real games (grimoire.rules.banding): declaring bands (CR 508.1e,
702.22c-d), blocking a band (CR 702.22h) and who divides combat damage (CR 702.22j-k)."""

from __future__ import annotations

from typing import Any

import pytest
from tests.dice_rules._util import game, ids, one, perm
from tests.unsets._util import pass_until

from grimoire.errors import IllegalActionError
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import query
from grimoire.rules.actions import AssignDamage, Choose, DeclareAttackers, DeclareBlockers
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

_BANDING = ("Banding (Any creatures with banding, and up to one without, can attack in a "
            "band. Bands are blocked as a group. If any creatures with banding you control "
            "are blocking or being blocked by a creature, you divide that creature's combat "
            "damage, not its controller.)")
RECORDS: tuple[dict[str, Any], ...] = (
    {"name": "Benalish Hero", "type_line": "Creature — Human Soldier", "mana_cost": "{W}",
     "oracle_text": _BANDING, "power": "1", "toughness": "1"},
    {"name": "Mesa Pegasus", "type_line": "Creature — Pegasus", "mana_cost": "{1}{W}",
     "oracle_text": "Banding (Any creatures with banding, and up to one without, can attack "
     "in a band. Bands are blocked as a group. If any creatures with banding you control are "
     "blocking or being blocked by a creature, you divide that creature's combat damage, not "
     "its controller.)\nFlying", "power": "1", "toughness": "1"},
    {"name": "Icatian Skirmishers", "type_line": "Creature — Human Soldier",
     "mana_cost": "{3}{W}", "oracle_text": "First strike; " + _BANDING[0].lower()
     + _BANDING[1:] + "\nWhenever this creature attacks, all creatures banded with it gain "
     "first strike until end of turn.", "power": "1", "toughness": "1"},
)
EXTRA = tuple(compile_source(dict(r)) for r in RECORDS)


def _to_attack(g: Game) -> None:
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")


def _attack(g: Game, *names: str) -> list[int]:
    _to_attack(g)
    found = [one(g, n) for n in names]
    g.apply(DeclareAttackers(tuple((o, Seat(1)) for o in found)))
    return found


def _to(g: Game, kind: str) -> None:
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == kind)


def test_banding_compiles_and_is_honoured() -> None:
    """CR 702.22a: banding is a keyword the engine executes (no gap left)."""
    card = EXTRA[0]
    assert "banding" in {k.name for k in card.abilities if hasattr(k, "name")}
    assert engine_gaps(card) == []


def test_bands_offered_are_banding_creatures_and_at_most_one_without() -> None:
    """CR 508.1e, 702.22c: with Benalish Hero and two Grizzly Bears attacking, the bands
    offered are none, the Hero with either Bears; never the Hero with both."""
    g = game(PlayerSpec(battlefield=(perm("Benalish Hero"), perm("Grizzly Bears"),
                                     perm("Grizzly Bears"))), extra=EXTRA)
    _to_attack(g)
    hero = one(g, "Benalish Hero")
    bears = ids(g, "Grizzly Bears")
    g.apply(DeclareAttackers(tuple((o, Seat(1)) for o in (hero, *bears))))
    d = g.pending
    assert d is not None and d.kind == "declare_bands" and d.player == 0
    assert set(d.options) == {(), ((hero, bears[0]),), ((hero, bears[1]),)}
    with pytest.raises(IllegalActionError, match=r"702\.22c"):
        g.apply(Choose(((hero, *bears),)))
    g.apply(Choose(((hero, bears[0]),)))
    assert g.combat.bands == ((hero, bears[0]),)
    assert g.pending is not None and g.pending.kind == "priority"


def test_no_band_decision_without_banding() -> None:
    """CR 508.1e: bands are announced only when an attacker has banding."""
    g = game(PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Hill Giant"))), extra=EXTRA)
    _attack(g, "Grizzly Bears", "Hill Giant")
    assert g.pending is not None and g.pending.kind == "priority"


def test_blocking_one_member_blocks_the_band_and_the_active_player_divides() -> None:
    """CR 702.22h: Giant Spider blocks the Bears banded with Benalish Hero, so it blocks the
    Hero too; CR 702.22k: the active player divides the Spider's 2 damage and puts it all
    on the Hero, so the Bears survive. The Bears and Hero deal 3 to the 2/4 Spider."""
    g = game(PlayerSpec(battlefield=(perm("Benalish Hero"), perm("Grizzly Bears"))),
             PlayerSpec(battlefield=(perm("Giant Spider"),)), extra=EXTRA)
    hero, bears = _attack(g, "Benalish Hero", "Grizzly Bears")
    g.apply(Choose(((hero, bears),)))
    spider = one(g, "Giant Spider")
    _to(g, "declare_blockers")
    g.apply(DeclareBlockers(((spider, bears),)))
    assert g.combat.blocked_by[hero] == (spider,)
    _to(g, "assign_damage")
    d = g.pending
    assert d is not None and d.source == spider and d.player == 0
    g.apply(AssignDamage(spider, ((hero, 2),)))
    pass_until(g, lambda g: g.step == "main2")
    assert one(g, "Benalish Hero", "graveyard")
    assert g.objects[bears].damage == 0
    assert g.objects[spider].damage == 3
    assert g.players[1].life == 20


def test_unbanded_attackers_are_blocked_separately() -> None:
    """Without a band the Spider blocks the Bears only: they die, the Hero deals 1."""
    g = game(PlayerSpec(battlefield=(perm("Benalish Hero"), perm("Grizzly Bears"))),
             PlayerSpec(battlefield=(perm("Giant Spider"),)), extra=EXTRA)
    hero, bears = _attack(g, "Benalish Hero", "Grizzly Bears")
    g.apply(Choose(()))
    spider = one(g, "Giant Spider")
    _to(g, "declare_blockers")
    g.apply(DeclareBlockers(((spider, bears),)))
    pass_until(g, lambda g: g.step == "main2")
    assert one(g, "Grizzly Bears", "graveyard")
    assert one(g, "Benalish Hero") == hero
    assert g.players[1].life == 19


def test_a_flier_blocked_brings_its_band_mate_along() -> None:
    """CR 702.22h (the rule's example): Air Elemental can block only the flying Mesa
    Pegasus, but the Bears banded with it become blocked by the Elemental too."""
    g = game(PlayerSpec(battlefield=(perm("Mesa Pegasus"), perm("Grizzly Bears"))),
             PlayerSpec(battlefield=(perm("Air Elemental"),)), extra=EXTRA)
    pegasus, bears = _attack(g, "Mesa Pegasus", "Grizzly Bears")
    g.apply(Choose(((pegasus, bears),)))
    elemental = one(g, "Air Elemental")
    _to(g, "declare_blockers")
    g.apply(DeclareBlockers(((elemental, pegasus),)))
    assert g.combat.blocked_by[bears] == (elemental,)
    pass_until(g, lambda g: g.step == "main2")
    assert g.players[1].life == 20  # neither is unblocked


def test_defending_banding_blocker_divides_the_attackers_damage() -> None:
    """CR 702.22j: Craw Wurm (6/4) blocked by Benalish Hero and Grizzly Bears: the
    defending player divides the Wurm's damage and puts all 6 on the Hero."""
    g = game(PlayerSpec(battlefield=(perm("Craw Wurm"),)),
             PlayerSpec(battlefield=(perm("Benalish Hero"), perm("Grizzly Bears"))),
             extra=EXTRA)
    (wurm,) = _attack(g, "Craw Wurm")
    hero, bears = one(g, "Benalish Hero"), one(g, "Grizzly Bears")
    _to(g, "declare_blockers")
    g.apply(DeclareBlockers(((hero, wurm), (bears, wurm))))
    _to(g, "assign_damage")
    d = g.pending
    assert d is not None and d.source == wurm and d.player == 1
    g.apply(AssignDamage(wurm, ((hero, 6),)))
    pass_until(g, lambda g: g.step == "main2")
    assert one(g, "Benalish Hero", "graveyard")
    assert g.objects[bears].damage == 0


def test_trampler_blocked_by_banding_deals_nothing_to_the_player() -> None:
    """CR 702.22j: the defending player divides Colossal Dreadmaw's damage "among any
    creatures blocking it": all 6 to the Hero, none tramples over. Blocked by a creature
    without banding, 5 would trample over (CR 702.19b)."""
    g = game(PlayerSpec(battlefield=(perm("Colossal Dreadmaw"),)),
             PlayerSpec(battlefield=(perm("Benalish Hero"),)), extra=EXTRA)
    (dreadmaw,) = _attack(g, "Colossal Dreadmaw")
    _to(g, "declare_blockers")
    g.apply(DeclareBlockers(((one(g, "Benalish Hero"), dreadmaw),)))
    pass_until(g, lambda g: g.step == "main2")
    assert g.players[1].life == 20
    plain = game(PlayerSpec(battlefield=(perm("Colossal Dreadmaw"),)),
                 PlayerSpec(battlefield=(perm("Grizzly Bears"),)), extra=EXTRA)
    (dreadmaw,) = _attack(plain, "Colossal Dreadmaw")
    _to(plain, "declare_blockers")
    plain.apply(DeclareBlockers(((one(plain, "Grizzly Bears"), dreadmaw),)))
    _to(plain, "assign_damage")
    plain.apply(AssignDamage(dreadmaw, ((one(plain, "Grizzly Bears"), 2), (Seat(1), 4))))
    pass_until(plain, lambda g: g.step == "main2")
    assert plain.players[1].life == 16


def test_band_member_removed_from_combat_leaves_the_band() -> None:
    """CR 702.22f: a creature removed from combat is removed from its band; blocking the
    other member then blocks only it."""
    g = game(PlayerSpec(battlefield=(perm("Benalish Hero"), perm("Grizzly Bears"))),
             PlayerSpec(battlefield=(perm("Giant Spider"),)), extra=EXTRA)
    hero, bears = _attack(g, "Benalish Hero", "Grizzly Bears")
    g.apply(Choose(((hero, bears),)))
    g.combat.remove(hero)  # as an effect removing it from combat would (CR 506.4)
    _to(g, "declare_blockers")
    g.apply(DeclareBlockers(((one(g, "Giant Spider"), bears),)))
    assert hero not in g.combat.blocked_by


def test_creatures_banded_with_it_gain_first_strike() -> None:
    """Icatian Skirmishers: "Whenever this creature attacks, all creatures banded with it
    gain first strike until end of turn": the Bears in its band do (CR 702.22c), the Hill
    Giant attacking outside the band doesn't; the bands are declared before the trigger
    resolves (CR 508.1e)."""
    g = game(PlayerSpec(battlefield=(perm("Icatian Skirmishers"), perm("Grizzly Bears"),
                                     perm("Hill Giant"))), extra=EXTRA)
    skirmishers, bears, giant = _attack(g, "Icatian Skirmishers", "Grizzly Bears",
                                        "Hill Giant")
    g.apply(Choose(((skirmishers, bears),)))
    pass_until(g, lambda g: not g.stack and g.step == "declare_attackers"
               and g.pending is not None and g.pending.kind == "priority"
               and any(type(e).__name__ == "Resolved" for e in g.events[-5:]))
    assert query.has_keyword(g, g.objects[bears], "first strike")
    assert not query.has_keyword(g, g.objects[giant], "first strike")
