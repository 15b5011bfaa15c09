"""Objects chosen by the counters on them (CR 122.1): "with a +1/+1 counter on it", "that
has a +1/+1 counter on it", "with no +1/+1 counters on them", counted by a static boost
(CR 613.4c), named by "Those creatures" after a count (CR 608.2c), and two counters put by
one instruction ("put a +1/+1 counter on that creature and a +1/+1 counter on this
creature")."""

from __future__ import annotations

from tests.commander_classes._table import compiled, pass_to, record, table
from tests.rules.helpers import one

from grimoire.rules import query
from grimoire.rules.actions import CastSpell, DeclareAttackers, PassPriority
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

SENTINELS = record("High Sentinels of Arashin", "{3}{W}", "Creature — Bird Soldier",
                   "Flying\nThis creature gets +1/+1 for each other creature you control with "
                   "a +1/+1 counter on it.\n{3}{W}: Put a +1/+1 counter on target creature.",
                   "3", "4")
HINDERVINES = record("Hindervines", "{2}{G}", "Instant",
                     "Prevent all combat damage that would be dealt this turn by creatures with "
                     "no +1/+1 counters on them.")
RANGER = record("Juniper Order Ranger", "{3}{G}{W}", "Creature — Human Knight Ranger",
                "Whenever another creature you control enters, put a +1/+1 counter on that "
                "creature and a +1/+1 counter on this creature.", "2", "4")
CALL = record("Inspiring Call", "{2}{G}", "Instant",
              "Draw a card for each creature you control with a +1/+1 counter on it. Those "
              "creatures gain indestructible until end of turn. (Damage and effects that say "
              "\"destroy\" don't destroy them.)")
SLURRK = record("Slurrk, All-Ingesting", "{5}{G}", "Legendary Creature — Ooze",
                "Slurrk enters with five +1/+1 counters on it.\nWhenever Slurrk or another "
                "creature you control dies, if it had a +1/+1 counter on it, put a +1/+1 "
                "counter on each creature you control that has a +1/+1 counter on it.\n"
                "Partner (You can have two commanders if both have partner.)", "0", "0")
RECORDS = (SENTINELS, HINDERVINES, RANGER, CALL, SLURRK)
COUNTER = (("+1/+1", 1),)


def test_the_records_compile() -> None:
    """Every card of this class compiles with nothing the engine ignores."""
    compiled(*RECORDS)


def test_sentinels_count_other_creatures_with_a_counter() -> None:
    """CR 613.4c: two other creatures of Alice's with a +1/+1 counter (not the Bears without
    one, not Bob's, not the Sentinels' own counter): 3/4 + 2 + its own counter = 6/7."""
    game = table(RECORDS, PlayerSpec(battlefield=(
        PermanentSpec("High Sentinels of Arashin", counters=COUNTER),
        PermanentSpec("Hill Giant", counters=COUNTER), PermanentSpec("Serra Angel",
                                                                     counters=COUNTER),
        PermanentSpec("Grizzly Bears"))),
        PlayerSpec(battlefield=(PermanentSpec("Hill Giant", counters=COUNTER),)))
    sentinels = game.objects[one(game, "High Sentinels of Arashin")]
    assert (query.power(game, sentinels), query.toughness(game, sentinels)) == (6, 7)


def test_inspiring_call_draws_and_protects_those_creatures() -> None:
    """CR 608.2c: two creatures with a counter: two cards, and those two (not the Bears)
    gain indestructible until end of turn."""
    game = table(RECORDS, PlayerSpec(hand=("Inspiring Call",), battlefield=(
        *(PermanentSpec("Forest") for _ in range(3)),
        PermanentSpec("Hill Giant", counters=COUNTER),
        PermanentSpec("Serra Angel", counters=COUNTER), PermanentSpec("Grizzly Bears"))),
        PlayerSpec())
    game.apply(CastSpell(one(game, "Inspiring Call", "hand")))
    while game.stack:
        game.apply(PassPriority())
    assert len(game.players[0].hand) == 2
    has = {game.objects[o].info.name: query.has_keyword(game, game.objects[o], "indestructible")
           for o in game.battlefield if game.objects[o].info.is_creature}
    assert has == {"Hill Giant": True, "Serra Angel": True, "Grizzly Bears": False}


def test_ranger_puts_a_counter_on_each() -> None:
    """CR 608.2c: a creature entering under Alice's control gets a counter, and so does the
    Ranger."""
    game = table(RECORDS, PlayerSpec(hand=("Grizzly Bears",), battlefield=(
        PermanentSpec("Juniper Order Ranger"), PermanentSpec("Forest"), PermanentSpec("Forest"))),
        PlayerSpec())
    game.apply(CastSpell(one(game, "Grizzly Bears", "hand")))
    while game.stack:
        game.apply(PassPriority())
    assert game.objects[one(game, "Grizzly Bears")].counter("+1/+1") == 1
    assert game.objects[one(game, "Juniper Order Ranger")].counter("+1/+1") == 1


def test_slurrk_grows_only_those_that_have_a_counter() -> None:
    """CR 122.1: the Giant (with a counter) dies: Slurrk and the Angel (with counters) get one
    more; the Bears (none) get none."""
    game = table(RECORDS, PlayerSpec(hand=("Murder",), battlefield=(
        PermanentSpec("Slurrk, All-Ingesting", counters=(("+1/+1", 5),)),
        PermanentSpec("Hill Giant", counters=COUNTER), PermanentSpec("Serra Angel",
                                                                     counters=COUNTER),
        PermanentSpec("Grizzly Bears"), *(PermanentSpec("Swamp") for _ in range(3)))),
        PlayerSpec())
    game.apply(CastSpell(one(game, "Murder", "hand"),
                         targets=((one(game, "Hill Giant"),),)))
    for _ in range(20):
        if not game.stack and game.pending is not None and game.pending.kind == "priority":
            break
        game.apply(PassPriority() if game.pending is not None and game.pending.kind ==
                   "priority" else game.legal_actions()[0])
    assert one(game, "Hill Giant", "graveyard")
    assert game.objects[one(game, "Slurrk, All-Ingesting")].counter("+1/+1") == 6
    assert game.objects[one(game, "Serra Angel")].counter("+1/+1") == 2
    assert game.objects[one(game, "Grizzly Bears")].counter("+1/+1") == 0


def test_hindervines_prevents_only_creatures_without_counters() -> None:
    """CR 615: Bob's Bears (no counter) deal no combat damage; his Giant with a counter
    deals 4."""
    game = table(RECORDS, PlayerSpec(hand=("Hindervines",), battlefield=tuple(
        PermanentSpec("Forest") for _ in range(3))),
        PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),
                                PermanentSpec("Hill Giant", counters=COUNTER))),
        active=1, step="main1")

    pass_to(game, "declare_attackers", active=1)
    bears, giant = one(game, "Grizzly Bears"), one(game, "Hill Giant")
    game.apply(DeclareAttackers(((bears, Seat(0)), (giant, Seat(0)))))
    pass_to(game, "priority", player=0)
    game.apply(CastSpell(one(game, "Hindervines", "hand")))
    while game.stack or game.step in ("declare_attackers", "declare_blockers"):
        pending = game.pending
        assert pending is not None
        game.apply(PassPriority() if pending.kind == "priority" else game.legal_actions()[0])
    assert game.players[0].life == 16
