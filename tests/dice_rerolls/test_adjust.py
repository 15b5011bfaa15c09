"""Optional adjustments of a result (CR 706.2a-b): Night Shift of the Living Dead,
Snickering Squirrel, Xenosquirrels; rerolls before adjustments; illegal answers; copies and
saves of a game paused in the window."""

from __future__ import annotations

import pytest
from tests.dice_rerolls._helpers import done, options, roll, settle, table
from tests.dice_rules._util import counted, ids, one, perm

from grimoire.errors import IllegalActionError
from grimoire.rules.actions import Choose
from grimoire.rules.game import Game


def test_night_shift_pays_life_to_turn_a_five_into_a_six_once_each_turn() -> None:
    """CR 706.2a: "After you roll a die, you may pay 1 life. If you do, increase or decrease
    the result by 1. Do this only once each turn": 5 becomes a result of 6 (natural 5),
    which triggers Night Shift's own "Whenever you roll a 6" (the result, CR 706.2); the
    next roll that turn is offered nothing."""
    g = table([perm("Night Shift of the Living Dead")])
    roll(g, 5)
    up = [o for o in options(g) if o[4] == 1]
    assert {o[4] for o in options(g)} == {1, -1}
    g.apply(Choose(up[0]))
    settle(g)
    assert counted(g) == [(5, 6)]
    assert g.players[0].life == 20 - 1 + 6
    assert len(ids(g, "Zombie Employee")) == 1
    roll(g, 4)
    assert g.pending is not None and g.pending.kind == "priority" and not g.stack
    assert g.players[0].life == 29


def test_snickering_squirrel_taps_even_when_new_and_only_increases() -> None:
    """Snickering Squirrel rulings: it can be tapped the turn it came under your control (no
    {T} symbol), only increases, and works on a die any player rolled; two Squirrels make a
    6 into an 8 ("results that aren't normally possible")."""
    g = table(theirs=[perm("Snickering Squirrel", sick=True), perm("Snickering Squirrel")])
    roll(g, 6)
    assert g.pending is not None and g.pending.player == 1
    first = options(g)
    assert len(first) == 2 and {o[4] for o in first} == {1}
    g.apply(Choose(first[0]))
    g.apply(Choose(options(g)[0]))
    assert g.pending is not None and g.pending.kind != "choose_mode"
    settle(g)
    assert counted(g) == [(6, 8)]
    assert g.players[0].life == 28
    assert all(g.objects[s].tapped for s in ids(g, "Snickering Squirrel"))


def test_xenosquirrels_remove_counters_to_decrease() -> None:
    """CR 706.2a: "you may remove a +1/+1 counter from this creature. If you do, increase
    or decrease the result by 1": as often as counters remain (two here); then the 0/0
    is put into its owner's graveyard (CR 704.5f)."""
    g = table([perm("Xenosquirrels", counters=(("+1/+1", 2),))])
    roll(g, 4)
    down = [o for o in options(g) if o[4] == -1]
    g.apply(Choose(down[0]))
    g.apply(Choose(next(o for o in options(g) if o[4] == -1)))
    assert g.pending is not None and g.pending.kind != "choose_mode"
    settle(g)
    assert counted(g) == [(4, 2)]
    assert one(g, "Xenosquirrels", "graveyard")
    assert g.players[0].life == 22


def test_rerolls_come_before_adjustments() -> None:
    """CR 706.2b: first the effects that reroll, then those that increase or decrease; once
    the roller adjusted the result, no reroll is offered any more."""
    g = table([perm("Clam-I-Am"), perm("Night Shift of the Living Dead")])
    roll(g, 3, 3)
    assert {o[0] for o in options(g)} == {"reroll"}
    g.apply(Choose(options(g)[0]))
    assert {o[0] for o in options(g)} == {"reroll"}  # a 3 again
    done(g)
    assert {o[0] for o in options(g)} == {"adjust"}
    g.apply(Choose(next(o for o in options(g) if o[4] == 1)))
    settle(g)
    assert counted(g) == [(3, 4)]
    assert g.players[0].life == 20 - 1 + 4


def test_an_answer_not_offered_is_illegal_and_changes_nothing() -> None:
    """CR 706.2b: only the offered modifications (or declining) answer the window."""
    g = table([perm("Xenosquirrels", counters=(("+1/+1", 1),))])
    roll(g, 4)
    before = (len(g.events), g.pending)
    with pytest.raises(IllegalActionError):
        g.apply(Choose(("adjust", one(g, "Xenosquirrels"), -2, 0, 5, ())))
    with pytest.raises(IllegalActionError):
        g.apply(Choose(True))
    assert (len(g.events), g.pending) == before


def test_a_game_paused_in_the_window_copies_and_saves_exactly() -> None:
    """DESIGN principle 4: the window's state is plain data: a copy answers independently,
    and a save replays to the same decision and continues the same way."""
    g = table([perm("Night Shift of the Living Dead")])
    roll(g, 5)
    clone = g.copy()
    clone.apply(Choose(options(clone)[0]))
    settle(clone)
    loaded = Game.load(g.save(), g.pool)
    assert loaded.pending == g.pending
    for game in (g, loaded):
        done(game)
        settle(game)
        assert counted(game) == [(5, 5)]
    assert counted(clone) == [(5, 6)]
    assert Game.load(g.save(), g.pool).players[0].life == g.players[0].life == 25


def test_vedalken_squirrel_whacker_exchanges_a_result_with_its_base_power() -> None:
    """CR 614.1a, 706.7: "If you would roll one or more six-sided dice, instead roll them and
    you may exchange one result with this creature's base power or base toughness": its
    rolled base is 2/5 (it enters rolling twice, CR 614.1c); the Dice Tower rolls a 6, the
    6 becomes its base power and the roll's result is the old 2 (gain 2); once per roll."""
    from tests.dice_cards._records import definition
    from tests.dice_rerolls._helpers import defs
    from tests.dice_rules._util import cast, game, lands

    from grimoire.rules import query
    from grimoire.rules.position import PlayerSpec
    g = game(PlayerSpec(battlefield=(perm("Dice Tower"), *lands("Island", 5)),
                        hand=("Vedalken Squirrel-Whacker",)),
             extra=(*defs(), definition("Vedalken Squirrel-Whacker")))
    g.script_dice([2, 5])
    cast(g, "Vedalken Squirrel-Whacker")
    settle(g)
    whacker = g.objects[one(g, "Vedalken Squirrel-Whacker")]
    assert (query.power(g, whacker), query.toughness(g, whacker)) == (2, 5)
    roll(g, 6)
    swap = [o for o in options(g) if o[0] == "exchange" and o[4] == "power"]
    assert len(swap) == 1 and len(options(g)) == 2
    g.apply(Choose(swap[0]))
    assert g.pending is not None and g.pending.kind != "choose_mode"  # once per roll
    settle(g)
    assert (query.power(g, whacker), query.toughness(g, whacker)) == (6, 5)
    assert g.players[0].life == 22


def test_socketed_sprocketer_installs_a_die_and_uses_it_later() -> None:
    """Socketed Sprocketer (reminder: "Put the die on this card"): "{T}: Uninstall all
    results from ~, then roll a six-sided die. Install the result on ~" keeps a 6 on it;
    "You may uninstall a result from ~ to use it for a die you rolled": the Dice Tower's 1
    becomes the installed 6 (gain 6; CR 706.2: the number the die shows then); a copy of
    the game instead pays "Uninstall a 6 from ~: Draw a card"."""
    from tests.dice_cards._records import definition
    from tests.dice_rerolls._helpers import defs
    from tests.dice_rules._util import activate, game, lands

    from grimoire.rules.position import PlayerSpec
    g = game(PlayerSpec(battlefield=(perm("Socketed Sprocketer"), perm("Dice Tower"),
                                     *lands("Island", 2))),
             extra=(*defs(), definition("Socketed Sprocketer")))
    sprocketer = one(g, "Socketed Sprocketer")
    g.script_dice([6])
    activate(g, "Socketed Sprocketer")
    settle(g)
    assert g.objects[sprocketer].stored == (6,)
    drawn = g.copy()
    roll(g, 1)
    (use,) = options(g)
    assert use[0] == "install" and use[4] == 6
    g.apply(Choose(use))
    settle(g)
    assert counted(g)[-1] == (1, 6) and g.players[0].life == 26
    assert g.objects[sprocketer].stored == ()
    activate(drawn, "Socketed Sprocketer", nth=1)
    settle(drawn)
    assert len(drawn.players[0].hand) == 1 and drawn.objects[sprocketer].stored == ()
