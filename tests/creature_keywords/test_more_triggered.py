"""Afflict, annihilator, For Mirrodin!, ravenous and ingest in real games (CR 702.130a,
702.86a, 702.163a, 702.156a, 702.115a; grimoire.oracle.creature_keywords)."""

from __future__ import annotations

import pytest
from tests.creature_keywords._cards import definitions
from tests.dice_rules._util import cast, game, lands, one, perm, resolve
from tests.unsets._util import pass_until

from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules import query
from grimoire.rules.actions import CastSpell, Choose, DeclareAttackers, DeclareBlockers
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

EXTRA = definitions("Khenra Eternal", "Ulamog's Crusher", "Mirran Bardiche",
                    "Termagant Swarm", "Mist Intruder")


def _attack(mine: tuple[PermanentSpec, ...], theirs: tuple[PermanentSpec, ...],
            attacker: str) -> tuple[Game, int]:
    g = game(PlayerSpec(battlefield=mine), PlayerSpec(battlefield=theirs),
             step="beginning_of_combat", extra=EXTRA)
    if not attacker:  # forced to attack (CR 508.1d): declared without a decision
        return g, 0
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    aid = one(g, attacker)
    g.apply(DeclareAttackers(((aid, Seat(1)),)))
    return g, aid


def test_the_cards_compile() -> None:
    """Each keyword compiles to IR the engine runs."""
    assert all(card_is_compiled([d]) for d in EXTRA)


@pytest.mark.parametrize("block", [True, False])
def test_afflict(block: bool) -> None:
    """CR 702.130a: Afflict 1 — blocked, the defending player loses 1 life."""
    g, aid = _attack((perm("Khenra Eternal"),), (perm("Grizzly Bears"),), "Khenra Eternal")
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "declare_blockers")
    g.apply(DeclareBlockers(((one(g, "Grizzly Bears"), aid),) if block else ()))
    pass_until(g, lambda g: g.step == "main2")
    assert g.players[1].life == (19 if block else 18)


def test_annihilator_sacrifices_two_permanents() -> None:
    """CR 702.86a: Annihilator 2 — attacking, the defending player sacrifices two of their
    three permanents (their choice); CR 508.1d: it attacks each combat if able, so it is
    declared as the attacker without a choice."""
    g, _ = _attack((perm("Ulamog's Crusher"),),
                   (perm("Grizzly Bears"), perm("Forest"), perm("Island")), "")
    pass_until(g, lambda g: g.step == "declare_blockers")
    assert one(g, "Ulamog's Crusher") in g.combat.attackers
    left = [o for o in g.battlefield if g.objects[o].controller == 1]
    assert len(left) == 1
    assert len(g.players[1].graveyard) == 2


def test_for_mirrodin_rebel_is_equipped() -> None:
    """CR 702.163a: a 2/2 red Rebel, then the Equipment attaches to it (4/3, vigilance)."""
    g = game(PlayerSpec(hand=("Mirran Bardiche",), battlefield=lands("Plains", 5)),
             extra=EXTRA)
    cast(g, "Mirran Bardiche")
    resolve(g)
    rebel = g.objects[one(g, "Rebel")]
    assert g.objects[one(g, "Mirran Bardiche")].attached_to == rebel.id
    assert (query.power(g, rebel), query.toughness(g, rebel)) == (4, 3)
    assert query.has_keyword(g, rebel, "vigilance") and rebel.info.card.colors == ("R",)


@pytest.mark.parametrize(("x", "draws"), [(4, 0), (5, 1)])
def test_ravenous(x: int, draws: int) -> None:
    """CR 702.156a: X +1/+1 counters; a card drawn only if X is 5 or more."""
    g = game(PlayerSpec(hand=("Termagant Swarm",), battlefield=lands("Forest", 6)),
             extra=EXTRA)
    hand = len(g.players[0].hand)
    g.apply(CastSpell(one(g, "Termagant Swarm", "hand"), x=x))
    resolve(g)
    swarm = g.objects[one(g, "Termagant Swarm")]
    assert swarm.counter("+1/+1") == x and query.power(g, swarm) == x
    assert len(g.players[0].hand) == hand - 1 + draws


def test_ingest_exiles_the_top_card_of_that_player() -> None:
    """CR 702.115a: combat damage to the opponent: the top card of their library is exiled
    (not the attacker's)."""
    g, _ = _attack((perm("Mist Intruder"),), (), "Mist Intruder")
    mine, theirs = len(g.players[0].library), len(g.players[1].library)
    pass_until(g, lambda g: g.step == "main2")
    assert g.players[1].life == 19
    assert len(g.players[1].library) == theirs - 1 and len(g.players[0].library) == mine
    (exiled,) = g.exile
    assert g.objects[exiled].owner == 1


def test_choices_are_legal_actions() -> None:
    """The defending player's annihilator choice is offered as Choose actions."""
    g, _ = _attack((perm("Ulamog's Crusher"),),
                   (perm("Grizzly Bears"), perm("Forest"), perm("Island")), "")
    for _ in range(20):
        assert g.pending is not None
        if g.pending.player == 1 and g.pending.kind not in ("priority",):
            assert any(isinstance(a, Choose) for a in g.legal_actions())
            return
        g.apply(g.legal_actions()[0])
    raise AssertionError("the defending player was never asked")
