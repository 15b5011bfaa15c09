"""Enlist (CR 702.154; grimoire.mechanics.enlist): an optional cost to attack (CR 508.1g,
702.154b) tapping up to one untapped, non-attacking creature you control that has haste or
has been under your control since the turn began; when you do, the attacker gets +X/+0
until end of turn, X the tapped creature's power as the trigger resolves (CR 603.12,
608.2h).

Edges: declined (nothing tapped, no boost), a summoning-sick creature without haste can't be
enlisted but one with haste can, an attacking creature can't be (CR 702.154c: nor itself),
one creature per enlist ("up to one"), and the power read on resolution (a pump in
response counts)."""

from __future__ import annotations

from tests.coverage_classes._cards import card
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.mechanics import enlist
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import query
from grimoire.rules.actions import CastSpell, Choose, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

SKYKNIGHT = compile_source(card(
    "Coalition Skyknight", "{3}{W}", "Creature — Human Knight",
    "Flying\nEnlist (As this creature attacks, you may tap a nonattacking creature you control "
    "without summoning sickness. When you do, add its power to this creature's until end of "
    "turn.)", "2/2"))


def _game(*mine: tuple[str, bool], hand: tuple[str, ...] = ()) -> Game:
    me = PlayerSpec(hand=hand, battlefield=(
        perm("Coalition Skyknight"), *lands("Forest", 1),
        *(perm(n, sick=sick) for n, sick in mine)))
    return game(me, step="beginning_of_combat", extra=(SKYKNIGHT,))


def _attack(g: Game, *names: str) -> None:
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
    assert g.pending is not None and g.pending.kind == "declare_attackers"
    g.apply(DeclareAttackers(tuple((one(g, n), Seat(1)) for n in names)))


def _knight_power(g: Game) -> int:
    return query.power(g, g.objects[one(g, "Coalition Skyknight")])


def test_compiled_and_honoured() -> None:
    """CR 702.154a: the keyword is executed by the mechanism."""
    assert ir.is_fully_implemented(SKYKNIGHT) and not engine_gaps(SKYKNIGHT)


def test_enlisting_taps_the_creature_and_adds_its_power() -> None:
    """CR 702.154a: Hill Giant (power 3) is tapped as the Skyknight attacks; the "when you
    do" trigger gives +3/+0: 5 power, and 5 combat damage to the defending player."""
    g = _game(("Hill Giant", False))
    _attack(g, "Coalition Skyknight")
    giant = one(g, "Hill Giant")
    assert g.pending is not None and g.pending.rule == enlist.RULE
    assert g.pending.data == (giant,)
    g.apply(Choose(True))
    assert g.objects[giant].tapped
    resolve(g)
    assert _knight_power(g) == 5
    while g.step != "end":
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])
    assert g.players[1].life == 15


def test_declined_nothing_is_tapped() -> None:
    """"you may": declined, the Giant stays untapped and nothing triggers."""
    g = _game(("Hill Giant", False))
    _attack(g, "Coalition Skyknight")
    g.apply(Choose(False))
    resolve(g)
    assert not g.objects[one(g, "Hill Giant")].tapped and _knight_power(g) == 2


def test_only_creatures_that_could_have_attacked() -> None:
    """CR 702.154a: a creature that came under your control this turn can be enlisted only
    with haste (Raging Goblin yes, Grizzly Bears no); an attacking creature never."""
    g = _game(("Grizzly Bears", True), ("Raging Goblin", True), ("Hill Giant", False))
    _attack(g, "Coalition Skyknight", "Hill Giant")
    assert g.pending is not None and g.pending.rule == enlist.RULE
    assert g.pending.data == (one(g, "Raging Goblin"),)
    g.apply(Choose(True))
    assert g.pending is None or g.pending.rule != enlist.RULE  # no other question


def test_up_to_one_creature() -> None:
    """CR 702.154a: "up to one": once a creature is enlisted the other candidate isn't
    asked about; declining the first, the second is."""
    g = _game(("Hill Giant", False), ("Grizzly Bears", False))
    _attack(g, "Coalition Skyknight")
    g.apply(Choose(True))
    assert g.pending is None or g.pending.rule != enlist.RULE
    resolve(g)
    assert [g.objects[one(g, n)].tapped for n in ("Hill Giant", "Grizzly Bears")] == \
        [True, False]
    g = _game(("Hill Giant", False), ("Grizzly Bears", False))
    _attack(g, "Coalition Skyknight")
    g.apply(Choose(False))
    assert g.pending is not None and g.pending.rule == enlist.RULE
    g.apply(Choose(True))
    resolve(g)
    assert _knight_power(g) == 2 + 2


def test_the_power_is_read_as_the_trigger_resolves() -> None:
    """CR 608.2h: X is the tapped creature's power when the trigger resolves: Giant Growth
    on the enlisted Bears in response makes it +5/+0."""
    g = _game(("Grizzly Bears", False), hand=("Giant Growth",))
    _attack(g, "Coalition Skyknight")
    g.apply(Choose(True))
    bears = one(g, "Grizzly Bears")
    while g.pending is not None and g.pending.kind != "priority":
        g.apply(g.legal_actions()[0])
    assert g.stack  # the enlist trigger waits
    g.apply(CastSpell(one(g, "Giant Growth", "hand"), ((bears,),)))
    resolve(g)
    assert _knight_power(g) == 2 + 5
