"""Sagas in real games (CR 714): lore counters, chapter abilities, the final sacrifice."""

from __future__ import annotations

from tests.dfc._records import definitions, pass_until
from tests.dice_rules._util import cast, game, ids, lands, one, perm, resolve

from grimoire.rules import events as ev
from grimoire.rules.actions import PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

SAGAS = definitions("History of Benalia", "The Eldest Reborn", "The First Eruption")


def _knights(g: Game) -> list[int]:
    return [o.id for o in g.objects.values() if o.zone == "battlefield" and o.kind == "token"
            and "Knight" in o.info.subtypes]


def test_cast_saga_enters_with_a_lore_counter_and_chapter_one_triggers() -> None:
    """CR 714.3a: as a Saga enters, its controller puts a lore counter on it; CR 714.2b:
    chapter I triggers (lore counters went from 0 to 1)."""
    g = game(PlayerSpec(hand=("History of Benalia",), battlefield=lands("Plains", 3)),
             extra=SAGAS)
    cast(g, "History of Benalia")
    g.apply(PassPriority())
    g.apply(PassPriority())  # the Saga spell resolves
    saga = g.objects[one(g, "History of Benalia")]
    assert saga.counter("lore") == 1
    assert len(g.stack) == 1  # chapter I
    resolve(g)
    assert len(_knights(g)) == 1
    assert one(g, "History of Benalia") == saga.id  # not sacrificed before chapter III


def test_precombat_main_adds_lore_and_final_chapter_sacrifices_after_resolving() -> None:
    """CR 714.3b: a lore counter as the precombat main phase begins (no stack); CR 714.2c:
    "I, II" is one ability per numeral; CR 714.4/704.5s: the Saga is sacrificed once its
    final chapter ability has left the stack."""
    g = game(PlayerSpec(battlefield=(perm("History of Benalia", counters=(("lore", 1),)),)),
             step="draw", extra=SAGAS)
    g.apply(PassPriority())
    g.apply(PassPriority())  # to the precombat main phase
    assert g.step == "main1"
    saga = one(g, "History of Benalia")
    assert g.objects[saga].counter("lore") == 2 and len(g.stack) == 1  # chapter II
    resolve(g)
    assert len(_knights(g)) == 1
    # the next turn of the same player: chapter III, then the sacrifice
    pass_until(g, "draw", active=0)
    assert g.turn == 5
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert g.step == "main1" and g.objects[saga].counter("lore") == 3
    assert len(g.stack) == 1 and saga in g.battlefield  # waits for chapter III (704.5s)
    knight = _knights(g)[0]
    g.apply(PassPriority())
    g.apply(PassPriority())
    from grimoire.rules import query
    assert query.power(g, g.objects[knight]) == 4  # 2/2 + 2/1 until end of turn
    assert saga not in g.objects and ids(g, "History of Benalia", "graveyard")
    assert any(isinstance(e, ev.Sacrificed) and e.object == saga for e in g.events)


def test_chapter_three_with_a_target_reanimates() -> None:
    """CR 714.2b: a targeted chapter ability; the Saga is sacrificed after it resolves."""
    g = game(PlayerSpec(battlefield=(perm("The Eldest Reborn", counters=(("lore", 2),)),)),
             PlayerSpec(graveyard=("Grizzly Bears",)), step="draw", extra=SAGAS)
    g.apply(PassPriority())
    g.apply(PassPriority())
    resolve(g)
    bears = g.objects[one(g, "Grizzly Bears")]
    assert bears.controller == 0 and bears.owner == 1
    assert ids(g, "The Eldest Reborn", "graveyard")


def test_chapter_one_opponent_sacrifices_and_copy_save_load_keep_lore() -> None:
    """CR 714.2b with an effect needing the opponent's choice; lore counters survive
    Game.copy() and save/load (plain state)."""
    g = game(PlayerSpec(hand=("The Eldest Reborn",), battlefield=lands("Swamp", 5)),
             PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Grizzly Bears"))),
             extra=SAGAS)
    cast(g, "The Eldest Reborn")
    resolve(g)
    assert len(ids(g, "Grizzly Bears")) == 1 and len(ids(g, "Grizzly Bears", "graveyard")) == 1
    saga = one(g, "The Eldest Reborn")
    clone = g.copy()
    assert clone.objects[saga].counter("lore") == 1
    loaded = Game.load(g.save(), g.pool)
    assert loaded.objects[saga].counter("lore") == 1


def test_removing_lore_counters_does_not_trigger_and_damage_chapter() -> None:
    """CR 714.2b: only counters put onto the Saga trigger a chapter; chapter I deals damage
    to each creature without flying."""
    g = game(PlayerSpec(hand=("The First Eruption",), battlefield=lands("Mountain", 3)),
             PlayerSpec(battlefield=(perm("Grizzly Bears"),)), extra=SAGAS)
    cast(g, "The First Eruption")
    resolve(g)
    bears = g.objects[one(g, "Grizzly Bears")]
    assert bears.damage == 1
    from grimoire.rules.counters import add_counters
    saga = g.objects[one(g, "The First Eruption")]
    add_counters(g, saga, "lore", -1)
    assert not g.pending_triggers
    add_counters(g, saga, "lore", 1)  # from 0 to 1 again: chapter I triggers again
    assert len(g.pending_triggers) == 1
