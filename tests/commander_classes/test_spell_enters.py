""" "When you cast this spell, each player reveals the top card of their library. This creature
enters with X +1/+1 counters on it, where X is the total mana value of all cards revealed
this way." (Naya Soulbeast; grimoire.mechanics.spell_enters) and the same replacement from a
"Whenever you cast a creature spell" trigger ("that creature enters with X additional +1/+1
counters", Communal Brewing's wording).

Expectations from CR 701.16a (each player reveals: the cards stay on top), 603.2 and 113.6c
(the trigger works on the stack), 614.1c (the permanent enters with the counters), 608.2h
(X read as the trigger resolves: Naya Soulbeast's ruling, "After that ability resolves,
players will be able to cast spells ... knowing how many counters Naya Soulbeast will enter
the battlefield with"), 701.6b (the trigger countered: no counters, a 0/0 dies, CR 704.5f)
and 701.6a (the spell countered: nothing enters)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, settle, table
from tests.rules.helpers import ids, one

from grimoire.oracle.compiler import compile_source
from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules import query
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
SOULBEAST = record("Naya Soulbeast", "{6}{G}{G}", "Creature — Beast",
                   "When you cast this spell, each player reveals the top card of their "
                   "library. This creature enters with X +1/+1 counters on it, where X is the "
                   "total mana value of all cards revealed this way.\nTrample", "0", "0")
BREWING = record("Communal Brewing", "{2}{G}{G}", "Enchantment",
                 "Whenever you cast a creature spell, that creature enters with X additional "
                 "+1/+1 counters on it, where X is the number of ingredient counters on this "
                 "enchantment.")
GIANT = record("Test Giant", "{2}{G}", "Creature — Giant", "", "3", "3")
BEARS = record("Test Bears", "{1}{G}", "Creature — Bear", "", "2", "2")
ORB = record("Test Orb", "{4}", "Artifact", "")
STIFLE = record("Test Stifle", "{U}", "Instant", "Counter target activated or triggered ability.")
CANCEL = record("Test Cancel", "{U}", "Instant", "Counter target spell.")
RUNADI = record("Test Runadi", "{1}{G}{U}", "Legendary Creature — Elf Shaman",
                "Whenever you cast a creature spell with mana value 5 or greater, that "
                "creature enters with X additional +1/+1 counters on it, where X is its mana "
                "value minus 4.", "1", "1")
RECORDS = (SOULBEAST, BREWING, GIANT, BEARS, ORB, STIFLE, CANCEL, RUNADI)


def _forests(n: int) -> tuple[PermanentSpec, ...]:
    return tuple(P("Forest") for _ in range(n))


def _four(hand: tuple[str, ...] = ("Naya Soulbeast",), **bob: object) -> Game:
    """Four players: Alice's library all Test Giants (3), Bob's Test Bears (2), Carol's
    Forests (0), Dan's Test Orbs (4): X = 9."""
    alice = PlayerSpec(hand=hand, battlefield=_forests(8), library=("Test Giant",) * 10)
    bob_spec = PlayerSpec(library=("Test Bears",) * 10, **bob)  # type: ignore[arg-type]
    carol = PlayerSpec(library=("Forest",) * 10)
    dan = PlayerSpec(library=("Test Orb",) * 10)
    return table(RECORDS, alice, bob_spec, carol, dan)


def _cast(game: Game, name: str) -> None:
    oid = one(game, name, "hand")
    game.apply(next(a for a in game.legal_actions() if isinstance(a, CastSpell)
                    and a.card == oid))


def test_the_records_compile_and_its_mana_value_stays_unread() -> None:
    """Naya Soulbeast and Communal Brewing compile; "its mana value" in a cast trigger's X
    (Runadi's wording: the spell's, read before the spell is named) stays unplayable."""
    compiled(SOULBEAST, BREWING, GIANT, BEARS, ORB, STIFLE, CANCEL)
    assert not card_is_compiled([compile_source(RUNADI)])


def test_soulbeast_enters_with_the_total_mana_value_revealed() -> None:
    """CR 701.16a, 614.1c: four players each reveal their top card (3 + 2 + 0 + 4); the
    cards stay on top; Naya Soulbeast enters with nine +1/+1 counters, a 9/9."""
    game = _four()
    tops = [p.library[-1] for p in game.players]
    _cast(game, "Naya Soulbeast")
    settle(game)
    beast = game.objects[one(game, "Naya Soulbeast")]
    assert beast.counter("+1/+1") == 9
    assert (query.power(game, beast), query.toughness(game, beast)) == (9, 9)
    assert [p.library[-1] for p in game.players] == tops  # (revealed, not moved)


def test_the_count_is_known_once_the_trigger_resolved() -> None:
    """The ruling: after the trigger resolves, the spell still on the stack, the count is
    fixed (here already on the spell: a card drawn afterwards changes nothing)."""
    game = _four()
    _cast(game, "Naya Soulbeast")
    spell = game.stack[0]
    for _ in range(4):
        game.apply(PassPriority())  # the trigger resolves (four passes)
    assert game.stack == [spell]
    assert any(f.endswith(":9") for f in game.objects[spell].flags)
    game.players[0].library.pop()  # the revealed top card leaves the library
    settle(game)
    assert game.objects[one(game, "Naya Soulbeast")].counter("+1/+1") == 9


def test_the_trigger_countered_means_no_counters() -> None:
    """CR 701.6b: Bob counters the cast trigger; the spell resolves and the 0/0 enters
    with no counters and dies (CR 704.5f)."""
    alice = PlayerSpec(hand=("Naya Soulbeast",), battlefield=_forests(8),
                       library=("Test Giant",) * 10)
    bob = PlayerSpec(hand=("Test Stifle",), battlefield=(P("Island"),),
                     library=("Test Bears",) * 10)
    game = table(RECORDS, alice, bob)
    _cast(game, "Naya Soulbeast")
    trigger = game.stack[-1]
    game.apply(PassPriority())  # Alice passes: Bob gets priority with the trigger on top
    stifle = one(game, "Test Stifle", "hand")
    game.apply(CastSpell(stifle, ((trigger,),)))
    settle(game)
    assert ids(game, "Naya Soulbeast", "graveyard")
    assert not ids(game, "Naya Soulbeast")


def test_the_spell_countered_first_means_nothing_enters() -> None:
    """CR 701.6a: the spell countered while its trigger waits; the trigger still resolves
    (the cards are revealed) but there is no spell to give counters to."""
    alice = PlayerSpec(hand=("Naya Soulbeast",), battlefield=_forests(8),
                       library=("Test Giant",) * 10)
    bob = PlayerSpec(hand=("Test Cancel",), battlefield=(P("Island"),),
                     library=("Test Bears",) * 10)
    game = table(RECORDS, alice, bob)
    _cast(game, "Naya Soulbeast")
    spell = game.stack[0]
    game.apply(PassPriority())
    game.apply(CastSpell(one(game, "Test Cancel", "hand"), ((spell,),)))
    settle(game)
    assert ids(game, "Naya Soulbeast", "graveyard") and not ids(game, "Naya Soulbeast")


def test_communal_brewing_adds_to_the_creature_cast() -> None:
    """CR 614.1c: "that creature enters with X additional +1/+1 counters" where X is the
    ingredient counters on the enchantment as the trigger resolves: a Test Bears with
    three ingredient counters there enters as a 5/5; a noncreature spell gets nothing
    (the trigger is for creature spells)."""
    alice = PlayerSpec(hand=("Test Bears", "Test Orb"),
                       battlefield=(P("Communal Brewing", counters=(("ingredient", 3),)),
                                    *_forests(6)))
    game = table(RECORDS, alice, PlayerSpec())
    _cast(game, "Test Bears")
    settle(game)
    bears = game.objects[one(game, "Test Bears")]
    assert bears.counter("+1/+1") == 3
    assert query.power(game, bears) == 5
    _cast(game, "Test Orb")
    settle(game)
    assert not game.objects[one(game, "Test Orb")].counters
