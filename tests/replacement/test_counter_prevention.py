"""Prevention that removes counters (CR 615.5, 615.12): "If damage would be dealt to this
creature, prevent that damage. Remove a +1/+1 counter from this creature" (the Phantoms) and
"If damage would be dealt to this creature while it has a +1/+1 counter on it, prevent that
damage and remove a +1/+1 counter from it" (Undergrowth Champion).

Expectations from the rulings: one counter is removed each time it would be dealt damage,
however much (Phantom Centaur); damage from several sources at once (two blockers) removes
only one counter and all of it is prevented (Phantom Centaur, Undergrowth Champion); damage
that can't be prevented is dealt and a counter is still removed (CR 615.12, both cards'
rulings); with no counter, Undergrowth Champion's prevention doesn't apply (the condition
changed); two Bolts one after the other remove two counters."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record
from tests.rules.helpers import finish_combat, game_at, ids, one, perm, resolve_stack

from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import CastSpell, DeclareAttackers, DeclareBlockers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

CENTAUR = record("Phantom Centaur", "{2}{G}{G}", "Creature — Centaur Spirit",
                 "Protection from black\nThis creature enters with three +1/+1 counters on "
                 "it.\nIf damage would be dealt to this creature, prevent that damage. Remove a "
                 "+1/+1 counter from this creature.", "2", "0")
CHAMPION = record("Undergrowth Champion", "{1}{G}{G}", "Creature — Elemental",
                  "If damage would be dealt to this creature while it has a +1/+1 counter on "
                  "it, prevent that damage and remove a +1/+1 counter from this creature.\n"
                  "Landfall — Whenever a land you control enters, put a +1/+1 counter on this "
                  "creature.", "2", "2")
LEYLINE = record("Leyline of Punishment", "{2}{R}{R}", "Enchantment",
                 "If this card is in your opening hand, you may begin the game with it on the "
                 "battlefield.\nPlayers can't gain life.\nDamage can't be prevented.")
ALL = (CENTAUR, CHAMPION, LEYLINE)
EXTRA = tuple(compile_source(r) for r in ALL)


def test_the_records_compile() -> None:
    compiled(*ALL)


def _game(creature: str, counters: int, *, bob: tuple[str, ...] = (),
          alice_more: tuple[str, ...] = (), step: str = "main1") -> Game:
    """Alice's turn: ``creature`` with ``counters`` +1/+1 counters, two Bolts in hand."""
    field = (perm(creature, counters={"+1/+1": counters}) if counters else perm(creature),
             *map(perm, alice_more), *(perm("Mountain") for _ in range(2)))
    return game_at(PlayerSpec(hand=("Lightning Bolt", "Lightning Bolt"), battlefield=field),
                   PlayerSpec(battlefield=tuple(map(perm, bob))), step=step, extra=EXTRA)


def _bolt(game: Game, target: int) -> None:
    game.apply(CastSpell(ids(game, "Lightning Bolt", "hand")[0], targets=((target,),)))
    resolve_stack(game)


def test_a_bolt_removes_one_counter_and_deals_nothing() -> None:
    game = _game("Phantom Centaur", 3)
    centaur = one(game, "Phantom Centaur")
    _bolt(game, centaur)
    obj = game.objects[centaur]
    assert obj.damage == 0 and obj.counters.get("+1/+1") == 2
    _bolt(game, centaur)
    assert game.objects[centaur].counters.get("+1/+1") == 1


def test_two_blockers_remove_one_counter() -> None:
    """Blocked by Hill Giant and Grizzly Bears: all 5 damage prevented, one counter."""
    game = _game("Phantom Centaur", 3, bob=("Hill Giant", "Grizzly Bears"),
                 step="beginning_of_combat")
    centaur = one(game, "Phantom Centaur")
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    game.apply(DeclareAttackers(((centaur, Seat(1)),)))
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    game.apply(DeclareBlockers(((one(game, "Hill Giant"), centaur),
                                (one(game, "Grizzly Bears"), centaur))))
    finish_combat(game)
    obj = game.objects[centaur]
    assert obj.zone == "battlefield" and obj.damage == 0 and obj.counters.get("+1/+1") == 2


def test_damage_that_cant_be_prevented_still_removes_a_counter() -> None:
    """CR 615.12: under Leyline of Punishment the Bolt's 3 is dealt to the Centaur (5/3)
    and a counter is removed (4/2 with 3 damage): it dies."""
    game = _game("Phantom Centaur", 3, alice_more=("Leyline of Punishment",))
    centaur = one(game, "Phantom Centaur")
    _bolt(game, centaur)
    assert ids(game, "Phantom Centaur", "graveyard")


def test_undergrowth_champion_with_no_counter_is_dealt_damage() -> None:
    """The condition is false: Bolt deals 3 to a 2/2 and it dies."""
    game = _game("Undergrowth Champion", 0)
    _bolt(game, one(game, "Undergrowth Champion"))
    assert ids(game, "Undergrowth Champion", "graveyard")


def test_undergrowth_champion_last_counter_covers_simultaneous_damage() -> None:
    """With one counter, blocked by two creatures: all of it prevented, one counter gone;
    the second Bolt then finds no counter and kills it."""
    game = _game("Undergrowth Champion", 1, bob=("Hill Giant", "Grizzly Bears"),
                 step="beginning_of_combat")
    champion = one(game, "Undergrowth Champion")
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    game.apply(DeclareAttackers(((champion, Seat(1)),)))
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    game.apply(DeclareBlockers(((one(game, "Hill Giant"), champion),
                                (one(game, "Grizzly Bears"), champion))))
    finish_combat(game)
    obj = game.objects[champion]
    assert obj.zone == "battlefield" and obj.damage == 0 and not obj.counters.get("+1/+1")
