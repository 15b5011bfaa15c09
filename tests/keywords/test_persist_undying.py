"""Persist and undying in real games (CR 702.79a, 702.93a; grimoire.mechanics.return_keywords)."""

from __future__ import annotations

from tests.dice_rules._util import game, ids, lands, one, perm, resolve
from tests.keywords._cards import definitions

from grimoire.rules import query
from grimoire.rules.actions import CastSpell
from grimoire.rules.position import PlayerSpec

EXTRA = definitions("Young Wolf", "Safehold Elite")


def _shock(g, name: str) -> None:  # type: ignore[no-untyped-def]
    g.apply(CastSpell(ids(g, "Shock", "hand")[0], ((one(g, name),),)))
    resolve(g)


def test_undying_returns_once_with_a_counter() -> None:
    """CR 702.93a: it died with no +1/+1 counter: back with one (a 2/2); dying again with
    the counter, it stays in the graveyard."""
    g = game(PlayerSpec(hand=("Shock", "Shock"), battlefield=(perm("Young Wolf"),
                                                             *lands("Mountain", 2))),
             extra=EXTRA)
    _shock(g, "Young Wolf")
    wolf = g.objects[one(g, "Young Wolf")]
    assert wolf.counter("+1/+1") == 1 and query.power(g, wolf) == 2
    _shock(g, "Young Wolf")
    assert ids(g, "Young Wolf") == []
    assert ids(g, "Young Wolf", "graveyard")


def test_persist_returns_with_minus_counter() -> None:
    """CR 702.79a: Safehold Elite returns with a -1/-1 counter (a 1/1), and not again."""
    g = game(PlayerSpec(hand=("Shock", "Shock"), battlefield=(perm("Safehold Elite"),
                                                             *lands("Mountain", 2))),
             extra=EXTRA)
    _shock(g, "Safehold Elite")
    elite = g.objects[one(g, "Safehold Elite")]
    assert elite.counter("-1/-1") == 1 and query.toughness(g, elite) == 1
    _shock(g, "Safehold Elite")
    assert ids(g, "Safehold Elite") == []
    assert ids(g, "Safehold Elite", "graveyard")
