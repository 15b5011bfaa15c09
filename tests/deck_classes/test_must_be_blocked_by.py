"""A requirement to be blocked by creatures of a kind: "Equipped creature gets +3/+1 and must
be blocked by an Eldrazi if able" (Slayer's Cleaver; CR 509.1c: the defending player
obeys as many requirements as possible without breaking a restriction). Its rulings: only
one Eldrazi is required to block it, the others (and non-Eldrazi) are free to block it or
not; the defending player chooses which Eldrazi; a tapped Eldrazi (or one that can't
block) doesn't have to; several Cleavers on one creature still ask for one Eldrazi."""

from __future__ import annotations

from tests.deck_classes._cards import card
from tests.dice_rules._util import game, one, perm

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import DeclareAttackers, DeclareBlockers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

RECORDS = (
    card("Slayer's Cleaver", "{3}", "Artifact — Equipment",
         "Equipped creature gets +3/+1 and must be blocked by an Eldrazi if able.\n"
         "Equip {4}"),
    card("Test Eldrazi Drone", "{2}", "Creature — Eldrazi Drone", "", "1/1"),
    card("Test Eldrazi Scion", "{2}", "Creature — Eldrazi Scion", "", "1/1"),
)


def _defs() -> tuple[ir.CardDefinition, ...]:
    return tuple(compile_source(r) for r in RECORDS)


def test_honoured() -> None:
    cleaver = _defs()[0]
    assert ir.is_fully_implemented(cleaver) and not engine_gaps(cleaver)
    rules = [a.effect for a in cleaver.abilities if isinstance(a, ir.StaticAbility)
             and isinstance(a.effect, ir.CombatRestrictionStatic)]
    assert [(r.rule, r.other.subtypes_any if r.other else None) for r in rules] == [
        ("must_be_blocked", ("Eldrazi",))]


def _blocks(them: tuple[str | tuple[str, bool], ...], cleavers: int = 1) -> tuple[Game, set[
        frozenset[tuple[int, int]]]]:
    """Grizzly Bears with ``cleavers`` Cleavers attack seat 1, who controls ``them`` (a
    name, or (name, tapped)); the legal block declarations."""
    me = PlayerSpec(battlefield=(perm("Grizzly Bears"), *(
        perm("Slayer's Cleaver", attached_to=(0, 0)) for _ in range(cleavers))))
    theirs = tuple(perm(t) if isinstance(t, str) else perm(t[0], tapped=t[1]) for t in them)
    g = game(me, PlayerSpec(battlefield=theirs), step="beginning_of_combat", extra=_defs())
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
    g.apply(DeclareAttackers(((one(g, "Grizzly Bears"), Seat(1)),)))
    while g.pending is not None and g.pending.kind == "priority" \
            and g.step in ("declare_attackers", "beginning_of_combat"):
        g.apply(PassPriority())
    assert g.pending is not None and g.pending.kind == "declare_blockers"
    return g, {frozenset(a.blocks) for a in g.legal_actions() if isinstance(a, DeclareBlockers)}


def test_an_eldrazi_must_block_it_others_are_free() -> None:
    """One Eldrazi and a Hill Giant: the Eldrazi blocks the Bears; the Giant may join or
    not; no declaration leaves the Eldrazi out."""
    g, blocks = _blocks(("Test Eldrazi Drone", "Hill Giant"))
    bears, drone, giant = one(g, "Grizzly Bears"), one(g, "Test Eldrazi Drone"), \
        one(g, "Hill Giant")
    assert blocks == {frozenset({(drone, bears)}), frozenset({(drone, bears), (giant, bears)})}


def test_one_eldrazi_of_the_defenders_choice() -> None:
    """Two Eldrazi: either one blocking it obeys the requirement (a single one is needed),
    or both; not neither."""
    g, blocks = _blocks(("Test Eldrazi Drone", "Test Eldrazi Scion"), cleavers=2)
    bears = one(g, "Grizzly Bears")
    drone, scion = one(g, "Test Eldrazi Drone"), one(g, "Test Eldrazi Scion")
    assert blocks == {frozenset({(drone, bears)}), frozenset({(scion, bears)}),
                      frozenset({(drone, bears), (scion, bears)})}


def test_a_tapped_eldrazi_or_none_means_no_requirement() -> None:
    """A tapped Eldrazi can't block: blocking is free (the Giant may block or not)."""
    g, blocks = _blocks((("Test Eldrazi Drone", True), "Hill Giant"))
    bears, giant = one(g, "Grizzly Bears"), one(g, "Hill Giant")
    assert blocks == {frozenset(), frozenset({(giant, bears)})}
    g, blocks = _blocks(("Hill Giant",))
    assert frozenset() in blocks
