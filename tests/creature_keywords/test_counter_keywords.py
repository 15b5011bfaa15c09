"""Modular and bloodthirst in real games (CR 702.43a, 702.54a;
grimoire.oracle.creature_keywords)."""

from __future__ import annotations

import pytest
from tests.creature_keywords._cards import definitions
from tests.dice_rules._util import cast, game, ids, lands, one, perm, resolve

from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules import query
from grimoire.rules.actions import CastSpell, Choose
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

EXTRA = definitions("Arcbound Worker", "Gorehorn Minotaurs")


def test_the_cards_compile() -> None:
    """Modular and bloodthirst compile to IR the engine runs."""
    assert all(card_is_compiled([d]) for d in EXTRA)


def test_modular_enters_with_counters() -> None:
    """CR 702.43a: Modular 1 — Arcbound Worker (0/0) enters with a +1/+1 counter."""
    g = game(PlayerSpec(hand=("Arcbound Worker",), battlefield=lands("Plains", 1)),
             extra=EXTRA)
    cast(g, "Arcbound Worker")
    resolve(g)
    worker = g.objects[one(g, "Arcbound Worker")]
    assert worker.counter("+1/+1") == 1 and query.power(g, worker) == 1


@pytest.mark.parametrize("accept", [True, False])
def test_modular_moves_its_counters_to_an_artifact_creature(accept: bool) -> None:
    """CR 702.43a: when it dies, you may put a +1/+1 counter on target artifact creature for
    each +1/+1 counter it had (three, read as it last existed, CR 608.2h); a non-artifact
    creature is not a legal target."""
    g = game(PlayerSpec(hand=("Lightning Bolt",),
                        battlefield=(perm("Arcbound Worker", counters=(("+1/+1", 3),)),
                                     perm("Arcbound Worker", counters=(("+1/+1", 1),)),
                                     perm("Grizzly Bears"), *lands("Mountain", 1))),
             extra=EXTRA)
    big, small = ids(g, "Arcbound Worker")
    g.apply(CastSpell(one(g, "Lightning Bolt", "hand"), ((big,),)))
    resolve(g, [Choose(accept)])
    assert ids(g, "Arcbound Worker") == [small]
    assert g.objects[one(g, "Grizzly Bears")].counter("+1/+1") == 0
    assert g.objects[small].counter("+1/+1") == (4 if accept else 1)


def test_modular_without_an_artifact_creature_has_no_target() -> None:
    """CR 603.3d: only a Grizzly Bears left: the trigger has no legal target."""
    g = game(PlayerSpec(hand=("Shock",),
                        battlefield=(perm("Arcbound Worker", counters=(("+1/+1", 1),)),
                                     perm("Grizzly Bears"), *lands("Mountain", 1))),
             extra=EXTRA)
    g.apply(CastSpell(one(g, "Shock", "hand"), ((one(g, "Arcbound Worker"),),)))
    resolve(g)
    assert ids(g, "Arcbound Worker", "graveyard")
    assert g.objects[one(g, "Grizzly Bears")].counter("+1/+1") == 0


@pytest.mark.parametrize(("shock", "counters"), [("opponent", 2), ("self", 0), (None, 0)])
def test_bloodthirst(shock: str | None, counters: int) -> None:
    """CR 702.54a: Gorehorn Minotaurs enters with two +1/+1 counters only if an opponent was
    dealt damage this turn (damage to yourself doesn't count)."""
    g = game(PlayerSpec(hand=("Shock", "Gorehorn Minotaurs"), battlefield=lands("Mountain", 6)),
             extra=EXTRA)
    if shock is not None:
        g.apply(CastSpell(one(g, "Shock", "hand"), ((Seat(1 if shock == "opponent" else 0),),)))
        resolve(g)
    cast(g, "Gorehorn Minotaurs")
    resolve(g)
    minotaurs = g.objects[one(g, "Gorehorn Minotaurs")]
    assert minotaurs.counter("+1/+1") == counters
    assert query.power(g, minotaurs) == 3 + counters
