"""Noted roll totals (grimoire.effects.notes): Spark Fiend ("note that total", "if you roll
the noted total, don't roll dice for ~ during any of your following upkeeps") and
Free-Range Chicken ("any other total you have rolled this turn for this ability"), in real
games with scripted dice. A total is the sum of the dice rolled together (CR 706.2)."""

from __future__ import annotations

from tests.dice_cards._records import definition
from tests.dice_rules._util import activate, cast, game, ids, lands, one, perm, resolve, rolls
from tests.rules.helpers import pass_to_step

from grimoire.rules import query
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

FIEND = "Spark Fiend"
CHICKEN = "Free-Range Chicken"


def _fiend(dice: list[int]) -> Game:
    g = game(PlayerSpec(hand=(FIEND,), battlefield=lands("Mountain", 5)),
             extra=(definition(FIEND),))
    g.script_dice(dice)
    cast(g, FIEND)
    resolve(g)
    return g


def _next_upkeep(g: Game, dice: list[int]) -> None:
    """Advance to player 0's next upkeep and resolve what triggers there."""
    g.script_dice(dice)
    pass_to_step(g, "end", active=1)
    pass_to_step(g, "draw", active=0)


def test_spark_fiend_enters_rolling_2_3_or_12_is_sacrificed() -> None:
    """ETB 1+1 = 2: "If you rolled 2, 3, or 12, sacrifice ~" (the total of both dice)."""
    g = _fiend([1, 1])
    assert ids(g, FIEND, "graveyard") and not ids(g, FIEND)


def test_spark_fiend_seven_stops_the_upkeep_rolls() -> None:
    """ETB 3+4 = 7: it stays and never rolls during its controller's upkeeps (the upkeep
    ability's intervening "if", CR 603.4)."""
    g = _fiend([3, 4])
    fiend = one(g, FIEND)
    before = len(rolls(g))
    _next_upkeep(g, [])
    assert g.turn == 5 and len(rolls(g)) == before
    assert one(g, FIEND) == fiend


def test_spark_fiend_noted_total_then_seven_sacrifices() -> None:
    """ETB 2+3 = 5 is noted; the next upkeep rolls 3+4 = 7: sacrifice it."""
    g = _fiend([2, 3])
    assert "note:total:5" in g.objects[one(g, FIEND)].flags
    _next_upkeep(g, [3, 4])
    assert ids(g, FIEND, "graveyard")


def test_spark_fiend_rolling_the_noted_total_ends_the_rolls() -> None:
    """ETB 2+3 = 5 noted; upkeep 1+4 = 5 (the noted total): no more upkeep rolls; an upkeep
    roll of any other total (2+6 = 8) does nothing."""
    g = _fiend([2, 3])
    _next_upkeep(g, [2, 6])
    assert one(g, FIEND) and "note:no_upkeep_rolls" not in g.objects[one(g, FIEND)].flags
    _next_upkeep(g, [1, 4])
    assert "note:no_upkeep_rolls" in g.objects[one(g, FIEND)].flags
    count = len(rolls(g))
    _next_upkeep(g, [])
    assert len(rolls(g)) == count and one(g, FIEND)


def test_spark_fiend_copy_keeps_the_note() -> None:
    """The note is game state: Game.copy() keeps it."""
    g = _fiend([2, 3])
    assert "note:total:5" in g.copy().objects[one(g, FIEND)].flags


def _chicken() -> Game:
    return game(PlayerSpec(battlefield=(perm(CHICKEN), *lands("Forest", 8))),
                extra=(definition(CHICKEN),))


def test_free_range_chicken_doubles_then_repeated_total() -> None:
    """3+3: +3/+3 until end of turn (doubles, CR 706.5). A later 4+2 (total 6 again) this
    turn for this ability: sacrifice it."""
    g = _chicken()
    g.script_dice([3, 3, 4, 2])
    activate(g, CHICKEN)
    resolve(g)
    chicken = g.objects[one(g, CHICKEN)]
    assert (query.power(g, chicken), query.toughness(g, chicken)) == (6, 6)
    activate(g, CHICKEN)
    resolve(g)
    assert ids(g, CHICKEN, "graveyard")


def test_free_range_chicken_different_totals_and_new_turn() -> None:
    """Totals 5 then 7: different, it stays (no doubles: no boost). The totals are
    remembered only for this turn: 5 again next turn does nothing."""
    g = _chicken()
    g.script_dice([1, 4, 3, 4])
    activate(g, CHICKEN)
    resolve(g)
    activate(g, CHICKEN)
    resolve(g)
    chicken = g.objects[one(g, CHICKEN)]
    assert query.power(g, chicken) == 3 and one(g, CHICKEN)
    pass_to_step(g, "main1", active=1)
    pass_to_step(g, "main1", active=0)
    g.script_dice([2, 3])
    activate(g, CHICKEN)
    resolve(g)
    assert one(g, CHICKEN)
