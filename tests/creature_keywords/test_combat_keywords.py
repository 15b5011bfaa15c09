"""Flanking, rampage and renown in real combats (CR 702.25a, 702.23a, 702.112a;
grimoire.oracle.creature_keywords)."""

from __future__ import annotations

import pytest
from tests.creature_keywords._cards import definitions
from tests.dice_rules._util import dice_pool, game, ids, one, perm, resolve
from tests.unsets._util import pass_until

from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules import query
from grimoire.rules.actions import DeclareAttackers, DeclareBlockers
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

EXTRA = definitions("Benalish Cavalry", "Mtenda Herder", "Frost Giant",
                    "Knight of the Pilgrim's Road")


def _blocked(mine: tuple[PermanentSpec, ...], theirs: tuple[PermanentSpec, ...],
             attacker: str, blockers: tuple[str, ...]) -> Game:
    """Attack with ``attacker``; the opponent blocks it with ``blockers``; stop with the
    block triggers resolved, before combat damage."""
    g = game(PlayerSpec(battlefield=mine), PlayerSpec(battlefield=theirs),
             step="beginning_of_combat", extra=EXTRA)
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    aid = one(g, attacker)
    g.apply(DeclareAttackers(((aid, Seat(1)),)))
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "declare_blockers")
    chosen = [one(g, n) for n in blockers]
    g.apply(DeclareBlockers(tuple((b, aid) for b in chosen)))
    return g


def test_the_cards_compile() -> None:
    """Flanking, rampage and renown compile to IR the engine runs."""
    assert all(card_is_compiled([d]) for d in EXTRA)


def test_flanking_shrinks_a_blocker_without_flanking() -> None:
    """CR 702.25a: Grizzly Bears blocking Benalish Cavalry gets -1/-1 until end of turn."""
    g = _blocked((perm("Benalish Cavalry"),), (perm("Grizzly Bears"),), "Benalish Cavalry",
                 ("Grizzly Bears",))
    bears = one(g, "Grizzly Bears")
    assert g.stack  # the trigger, before combat damage
    resolve(g)
    assert (query.power(g, g.objects[bears]), query.toughness(g, g.objects[bears])) == (1, 1)


def test_flanking_ignores_a_blocker_with_flanking() -> None:
    """CR 702.25a: a blocker that has flanking (Mtenda Herder) doesn't trigger it."""
    g = _blocked((perm("Benalish Cavalry"),), (perm("Mtenda Herder"),), "Benalish Cavalry",
                 ("Mtenda Herder",))
    herder = one(g, "Mtenda Herder")
    assert not g.stack
    assert query.toughness(g, g.objects[herder]) == 1


def test_flanking_kills_a_one_toughness_blocker() -> None:
    """CR 702.25a, 704.5f: a 1/1 (Llanowar Elves) blocking a flanker dies before damage."""
    g = _blocked((perm("Benalish Cavalry"),), (perm("Llanowar Elves"),), "Benalish Cavalry",
                 ("Llanowar Elves",))
    resolve(g)
    assert ids(g, "Llanowar Elves") == [] and ids(g, "Llanowar Elves", "graveyard")


@pytest.mark.parametrize(("blockers", "size"), [(1, 4), (2, 6), (3, 8)])
def test_rampage_per_blocker_beyond_the_first(blockers: int, size: int) -> None:
    """CR 702.23a: Rampage 2 — +2/+2 for each creature blocking it beyond the first."""
    g = game(PlayerSpec(battlefield=(perm("Frost Giant"),)),
             PlayerSpec(battlefield=tuple(perm("Grizzly Bears") for _ in range(3))),
             step="beginning_of_combat", extra=EXTRA)
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    giant = one(g, "Frost Giant")
    g.apply(DeclareAttackers(((giant, Seat(1)),)))
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "declare_blockers")
    bears = ids(g, "Grizzly Bears")[:blockers]
    g.apply(DeclareBlockers(tuple((b, giant) for b in bears)))
    resolve(g)
    obj = g.objects[giant]
    assert (query.power(g, obj), query.toughness(g, obj)) == (size, size)


def test_renown_once() -> None:
    """CR 702.112a-b: combat damage to a player puts a +1/+1 counter on Knight of the
    Pilgrim's Road and it becomes renowned; the next hit adds nothing (intervening if)."""
    g = game(PlayerSpec(battlefield=(perm("Knight of the Pilgrim's Road"),)),
             step="beginning_of_combat", extra=EXTRA)
    knight = one(g, "Knight of the Pilgrim's Road")
    for turn, life, counters in ((3, 17, 1), (5, 13, 1)):
        pass_until(g, lambda g, t=turn: g.turn == t and g.pending is not None  # type: ignore[misc]
                   and g.pending.kind == "declare_attackers")
        g.apply(DeclareAttackers(((knight, Seat(1)),)))
        pass_until(g, lambda g, t=turn: g.turn == t and g.step == "main2")  # type: ignore[misc]
        assert g.players[1].life == life
        assert g.objects[knight].counter("+1/+1") == counters
        assert "renowned" in g.objects[knight].flags


def test_renowned_survives_copy_and_save() -> None:
    """CR 702.112b: the designation is game state: Game.copy() and save/load keep it."""
    g = game(PlayerSpec(battlefield=(perm("Knight of the Pilgrim's Road"),)),
             step="beginning_of_combat", extra=EXTRA)
    knight = one(g, "Knight of the Pilgrim's Road")
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    g.apply(DeclareAttackers(((knight, Seat(1)),)))
    pass_until(g, lambda g: g.step == "main2")
    assert "renowned" in g.copy().objects[knight].flags
    loaded = Game.load(g.save(), dice_pool(*EXTRA))
    assert "renowned" in loaded.objects[knight].flags
    assert loaded.objects[knight].counter("+1/+1") == 1
