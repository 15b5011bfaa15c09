"""The last two blockers of the Call the Spirits Commander deck (issue 14), from the Oracle
text and the rulings:

* "As this creature enters, remove all counters from all permanents. This creature enters
  with a +1/+1 counter on it for each counter removed this way." (Thief of Blood; CR 614.1c,
  122.8; rulings 2015-11-04: loyalty counters come off planeswalkers, a player's counters
  stay).
* "Whenever a spell or ability an opponent controls destroys a noncreature permanent you
  control, you may destroy target permanent that opponent controls." (Karmic Justice;
  CR 701.8a, 603.10a; rulings 2004-10-04: a sacrifice doesn't trigger it, it triggers on its
  own destruction, its own ability destroying your permanent doesn't trigger it). "That
  opponent" is the one whose spell or ability destroyed it: the target must be theirs
  (CR 603.2, 115.1), not another opponent's in a multiplayer game.
"""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.rules import query
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
THIEF = record("Thief of Blood", "{4}{B}{B}", "Creature — Vampire",
               "Flying\nAs this creature enters, remove all counters from all permanents. "
               "This creature enters with a +1/+1 counter on it for each counter removed "
               "this way.", "1", "1")
KARMIC = record("Karmic Justice", "{2}{W}", "Enchantment",
                "Whenever a spell or ability an opponent controls destroys a noncreature "
                "permanent you control, you may destroy target permanent that opponent "
                "controls.")
NATURALIZE = record("Naturalize", "{1}{G}", "Instant",
                    "Destroy target artifact or enchantment.")
MURDER = record("Murder", "{1}{B}{B}", "Instant", "Destroy target creature.")
ANTHEM = record("Glorious Anthem", "{1}{W}{W}", "Enchantment",
                "Creatures you control get +1/+1.")
WALKER = {**record("Test Walker", "{2}{W}{W}", "Legendary Planeswalker — Ajani",
                   "+1: You gain 2 life."), "loyalty": "4"}


def test_the_records_compile() -> None:
    """Both cards compile with nothing the engine ignores."""
    compiled(THIEF, KARMIC)


def _resolve(game: Game, answer: bool = True) -> None:
    """Pass priority until the stack is empty, answering "you may" with ``answer`` and
    taking the first option of any other decision."""
    for _ in range(200):
        if not game.stack and not game.pending_triggers and game.pending is not None \
                and game.pending.kind == "priority":
            return
        pending = game.pending
        assert pending is not None
        if pending.kind == "priority":
            game.apply(PassPriority())
        elif pending.kind == "yes_no":
            game.apply(Choose(answer))
        else:
            game.apply(game.legal_actions()[0])
    raise AssertionError("the stack never emptied")


# --- Thief of Blood --------------------------------------------------------------------


def _thief() -> Game:
    """Alice casts Thief of Blood; Bob's Bears have two +1/+1 counters, Carol's
    planeswalker 4 loyalty (as it has on the battlefield), Alice's own Giant a -1/-1
    counter; Bob has a poison counter."""
    game = table((THIEF, WALKER), PlayerSpec(
        hand=("Thief of Blood",),
        battlefield=(P("Swamp"),) * 6 + (P("Hill Giant", counters=(("-1/-1", 1),)),)),
        PlayerSpec(battlefield=(P("Grizzly Bears", counters=(("+1/+1", 2),)),)),
        PlayerSpec(battlefield=(P("Test Walker", counters=(("loyalty", 4),)),)))
    game.players[1].counters["poison"] = 1
    game.apply(CastSpell(one(game, "Thief of Blood", "hand")))
    _resolve(game)
    return game


def test_thief_removes_every_counter_and_enters_with_that_many() -> None:
    """CR 614.1c, 122.8: 2 + 4 + 1 = 7 counters removed from all permanents (its
    controller's too), so the 1/1 enters with seven +1/+1 counters (8/8); the Bears are
    2/2 again and the Giant 3/3."""
    game = _thief()
    thief = game.objects[one(game, "Thief of Blood")]
    assert thief.counters == {"+1/+1": 7}
    assert (query.power(game, thief), query.toughness(game, thief)) == (8, 8)
    bears = game.objects[one(game, "Grizzly Bears")]
    assert not bears.counters and query.power(game, bears) == 2
    assert query.power(game, game.objects[one(game, "Hill Giant")]) == 3


def test_thief_takes_loyalty_counters_but_not_a_players_counters() -> None:
    """Rulings 2015-11-04: the planeswalker loses its loyalty counters (and is put into
    its owner's graveyard, CR 704.5i); Bob's poison counter stays."""
    game = _thief()
    assert not ids(game, "Test Walker")
    assert ids(game, "Test Walker", "graveyard")
    assert game.players[1].counters.get("poison") == 1


def test_thief_with_no_counters_anywhere_is_a_1_1() -> None:
    """No counter removed: none put (CR 614.1c); it is the printed 1/1."""
    game = table((THIEF,), PlayerSpec(hand=("Thief of Blood",),
                                      battlefield=(P("Swamp"),) * 6), PlayerSpec())
    game.apply(CastSpell(one(game, "Thief of Blood", "hand")))
    _resolve(game)
    thief = game.objects[one(game, "Thief of Blood")]
    assert not thief.counters and query.power(game, thief) == 1


# --- Karmic Justice -------------------------------------------------------------------


def _karmic(destroyer: str, target: str, *, caster: int = 1) -> Game:
    """Four players; Alice has Karmic Justice, Glorious Anthem and Grizzly Bears; Bob and
    Carol each have a Hill Giant and a Glorious Anthem. ``caster`` (Bob by default) casts
    ``destroyer`` on Alice's ``target`` during Alice's turn."""
    records = (KARMIC, NATURALIZE, MURDER, ANTHEM)
    theirs = (P("Forest"), P("Swamp"), P("Swamp"), P("Hill Giant"), P("Glorious Anthem"))
    game = table(records,
                 PlayerSpec(hand=("Naturalize", "Murder"),
                            battlefield=(P("Karmic Justice"), P("Glorious Anthem"),
                                         P("Grizzly Bears"), P("Forest"), P("Swamp"),
                                         P("Swamp"))),
                 PlayerSpec(hand=(destroyer,), battlefield=theirs),
                 PlayerSpec(battlefield=theirs), PlayerSpec())
    hit = next(o for o in ids(game, target) if game.objects[o].controller == 0)
    spell = next(o for o in ids(game, destroyer, "hand") if game.objects[o].owner == caster)
    if caster != 0:  # Alice passes priority to Bob
        game.apply(PassPriority())
        assert game.pending is not None and game.pending.player == caster
    game.apply(CastSpell(spell, targets=((hit,),)))
    return game


def _permanents(game: Game, seat: int) -> list[int]:
    return [o for o in game.battlefield if game.objects[o].controller == seat]


def _bobs(game: Game, name: str, seat: int = 1) -> list[int]:
    return [o for o in ids(game, name) if game.objects[o].controller == seat]


def test_an_opponent_destroying_a_noncreature_permanent_triggers_it() -> None:
    """CR 701.8a: Bob's Naturalize destroys Alice's Anthem; Karmic Justice triggers and the
    only legal targets are Bob's permanents (CR 603.2: "that opponent"), never Carol's."""
    game = _karmic("Naturalize", "Glorious Anthem")
    for _ in range(50):
        pending = game.pending
        assert pending is not None
        if pending.kind == "trigger_targets":
            break
        game.apply(PassPriority())
    assert game.pending is not None and game.pending.kind == "trigger_targets"
    options = game.pending.options
    chosen = {t for combo in options for group in combo for t in group}  # type: ignore[attr-defined]
    assert chosen == set(_permanents(game, 1))  # Bob's five; none of Carol's
    giant = _bobs(game, "Hill Giant")[0]
    game.apply(Choose(((giant,),)))
    _resolve(game)
    assert not _bobs(game, "Hill Giant") and _bobs(game, "Glorious Anthem")
    assert len(_permanents(game, 2)) == 5


def test_it_triggers_on_its_own_destruction() -> None:
    """Ruling 2004-10-04 (CR 603.10a): Bob's Naturalize on Karmic Justice itself: it looks
    back and triggers; Alice destroys one of Bob's permanents."""
    game = _karmic("Naturalize", "Karmic Justice")
    _resolve(game)
    assert ids(game, "Karmic Justice", "graveyard")
    assert len(_permanents(game, 1)) == 4 and len(_permanents(game, 2)) == 5


def test_declining_destroys_nothing() -> None:
    """ "you may": declined, Bob keeps both permanents."""
    game = _karmic("Naturalize", "Glorious Anthem")
    _resolve(game, answer=False)
    assert len(_permanents(game, 1)) == 5


def test_a_creature_destroyed_doesnt_trigger_it() -> None:
    """A noncreature permanent only: Bob's Murder on Alice's Bears triggers nothing."""
    game = _karmic("Murder", "Grizzly Bears")
    _resolve(game)
    assert ids(game, "Grizzly Bears", "graveyard")
    assert len(_permanents(game, 1)) == 5


def test_alice_destroying_her_own_permanent_doesnt_trigger_it() -> None:
    """An opponent's spell or ability only (ruling 2004-10-04): Alice's own Naturalize on
    her Anthem triggers nothing."""
    game = _karmic("Naturalize", "Glorious Anthem", caster=0)
    _resolve(game)
    assert ids(game, "Glorious Anthem", "graveyard")
    assert len(_permanents(game, 1)) == 5
    assert not any(game.objects[o].controller == 0 for o in ids(game, "Glorious Anthem"))
