"""Combinatorial choices stay bounded in ``legal_actions()`` while ``apply()`` accepts every
legal choice, validated directly against the rules (CR 601.2c, 115.3, 107.1c)."""

from __future__ import annotations

from dataclasses import replace
from math import comb

import pytest
from tests.dice_cards._records import definition
from tests.dice_rules._util import game, lands, one, perm, resolve
from tests.engine_gaps._util import attack_with, pass_until

from grimoire.agents import RandomAgent
from grimoire.errors import IllegalActionError
from grimoire.oracle.compiler import compile_source
from grimoire.rules import choice_bounds
from grimoire.rules.actions import CastSpell, Choose
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

BRAGO = compile_source({
    "name": "Brago, King Eternal", "type_line": "Legendary Creature — Spirit Noble",
    "mana_cost": "{2}{W}{U}", "power": "2", "toughness": "4",
    "oracle_text": "Flying\nWhenever Brago deals combat damage to a player, exile any number of "
                   "target nonland permanents you control, then return those cards to the "
                   "battlefield under their owner's control."})
COURAGE = compile_source({
    "name": "Courage in Crisis", "type_line": "Sorcery", "mana_cost": "{2}{G}",
    "oracle_text": "Put a +1/+1 counter on target creature, then proliferate. (Choose any "
                   "number of permanents and/or players, then give each another counter of "
                   "each kind already there.)"})
BEARS = ("Grizzly Bears", "Hill Giant", "Walking Corpse", "Goblin Piker")


def _brago_game() -> Game:
    """Brago and 16 other creatures: 2**17 sets of "any number of target nonland
    permanents you control"."""
    creatures = tuple(perm(BEARS[i % 4], sick=False) for i in range(16))
    return game(PlayerSpec(battlefield=(perm("Brago, King Eternal"), *creatures,
                                        *lands("Plains", 2))),
                step="beginning_of_combat", extra=[BRAGO])


def test_any_number_of_targets_is_bounded_and_any_set_is_accepted() -> None:
    """CR 601.2c, 603.3d: 2**17 legal target sets; the listing is a bounded subset marked
    truncated, and apply() accepts an unlisted legal set and rejects an illegal one naming
    the rule, changing nothing."""
    g = _brago_game()
    attack_with(g, one(g, "Brago, King Eternal"))
    pass_until(g, "trigger_targets")
    listed = g.legal_actions()
    assert choice_bounds.truncated(listed)
    assert len(listed) <= choice_bounds.CAP + 2 < 2 ** 17
    mine = [o for o in g.battlefield if g.objects[o].info.is_creature]
    assert len(mine) == 17
    assert Choose((tuple(mine),)) in listed  # the maximal set is listed
    assert all(Choose(((c,),)) in listed for c in mine)  # and each single choice
    unlisted = (tuple(mine[1:16:2]),)
    assert Choose(unlisted) not in listed
    land = next(o for o in g.battlefield if g.objects[o].info.is_land)
    before = g.save()
    with pytest.raises(IllegalActionError) as err:  # a land is not a nonland permanent
        g.apply(Choose(((mine[0], land),)))
    assert "601.2c" in err.value.rule
    with pytest.raises(IllegalActionError) as err:  # CR 115.3: the same target twice
        g.apply(Choose(((mine[0], mine[0]),)))
    assert "115.3" in err.value.rule
    assert g.save() == before
    copy = g.copy()
    g.apply(Choose(unlisted))
    copy.apply(Choose(unlisted))
    resolve(g)
    resolve(copy)
    moved = {g.objects[o].name for o in g.battlefield} - {"Plains"}
    assert moved and g.save() == copy.save()  # copies and replays match
    assert Game.load(g.save(), g.pool).save() == g.save()


def test_total_mana_value_targets_on_full_graveyards() -> None:
    """CR 601.2c, 603.12: Ancient Brass Dragon's "any number of target creature cards with
    total mana value X or less from graveyards" over 40 graveyard cards stays bounded; an
    unlisted set within the total is accepted, one over it is rejected."""
    yard = tuple(BEARS[i % 4] for i in range(20))
    g = game(PlayerSpec(battlefield=(perm("Ancient Brass Dragon"),), graveyard=yard),
             PlayerSpec(graveyard=yard), step="beginning_of_combat",
             extra=[definition("Ancient Brass Dragon")])
    g.script_dice([20])
    attack_with(g, one(g, "Ancient Brass Dragon"))
    pass_until(g, "trigger_targets")
    listed = g.legal_actions()
    assert choice_bounds.truncated(listed) and len(listed) <= choice_bounds.CAP + 64
    cards = [o for p in g.players for o in p.graveyard]
    by_mv = sorted(cards, key=lambda o: (g.objects[o].info.mana_value, o))
    cheap = tuple(by_mv[-6:-1:2])  # three of the dearest cards: at most 20 together?
    total = sum(g.objects[o].info.mana_value for o in cheap)
    assert total <= 20
    over = tuple(by_mv[-8:])
    assert sum(g.objects[o].info.mana_value for o in over) > 20
    with pytest.raises(IllegalActionError) as err:
        g.apply(Choose((over,)))
    assert "601.2c" in err.value.rule
    g.apply(Choose((cheap,)))
    resolve(g)
    assert {o for o in g.battlefield if g.objects[o].controller == 0} - {
        one(g, "Ancient Brass Dragon")}


def test_up_to_two_targets_cast_beyond_the_listing() -> None:
    """CR 601.2c: Song of Inspiration's "up to two target permanent cards in your
    graveyard" over 30 cards (466 sets) is listed bounded; casting it with an unlisted pair
    is legal, a card from the opponent's graveyard is rejected naming the rule."""
    yard = tuple(BEARS[i % 4] for i in range(30))
    g = game(PlayerSpec(hand=("Song of Inspiration",), graveyard=yard,
                        battlefield=lands("Forest", 5)),
             PlayerSpec(graveyard=("Craw Wurm",)), extra=[definition("Song of Inspiration")])
    song = one(g, "Song of Inspiration", "hand")
    listed = g.legal_actions()
    casts = [a for a in listed if isinstance(a, CastSpell) and a.card == song]
    assert choice_bounds.truncated(listed)
    assert len(casts) <= choice_bounds.CAP + 2 < 1 + 30 + comb(30, 2)
    mine = list(g.players[0].graveyard)
    pair = (mine[17], mine[29])
    assert CastSpell(song, ((mine[17], mine[29]),)) not in listed
    with pytest.raises(IllegalActionError) as err:
        g.apply(CastSpell(song, ((mine[0], one(g, "Craw Wurm", "graveyard")),)))
    assert "601.2c" in err.value.rule
    with pytest.raises(IllegalActionError) as err:
        g.apply(CastSpell(song, ((mine[0], mine[1], mine[2]),)))
    assert "601.2c" in err.value.rule
    names = sorted(g.objects[o].name for o in pair)
    g.script_dice([20])
    g.apply(CastSpell(song, (pair,)))
    resolve(g)
    assert sorted(g.objects[o].name for o in g.players[0].hand) == names  # both returned
    assert all(o not in g.players[0].graveyard for o in pair)


def test_choose_any_number_decision_with_25_options() -> None:
    """CR 701.27a, 107.1c: proliferate over 25 permanents with counters is a "choose any
    number" decision with 2**25 answers: listed bounded, any subset accepted."""
    with_counter = tuple(perm(BEARS[i % 4], counters=(("+1/+1", 1),)) for i in range(24))
    g = game(PlayerSpec(hand=("Courage in Crisis",), battlefield=(
        *with_counter, perm("Craw Wurm"), *lands("Forest", 3))), extra=[COURAGE])
    wurm = one(g, "Craw Wurm")
    g.apply(CastSpell(one(g, "Courage in Crisis", "hand"), ((wurm,),)))
    pass_until(g, "choose_objects")
    d = g.pending
    assert d is not None and len(d.options) == 25
    listed = g.legal_actions()
    assert choice_bounds.truncated(listed) and len(listed) <= choice_bounds.CAP + 2
    assert Choose(d.options) in listed and Choose(()) in listed
    picked = tuple(d.options[i] for i in (1, 5, 9, 13, 24))
    assert Choose(picked) not in listed
    for bad in (Choose((d.options[0], d.options[0])), Choose((-99,))):
        with pytest.raises(IllegalActionError) as err:
            g.apply(bad)
        assert err.value.rule == "CR 701.27a"
    g.apply(Choose(picked))
    resolve(g)
    for oid in d.options:  # one more counter on each chosen permanent only
        start = 1
        assert (g.objects[oid].counters or {}).get("+1/+1") == start + (oid in picked)


def test_random_agents_play_bounded_positions_to_the_end() -> None:
    """Random agents pick from the bounded listing; the game runs and replays exactly."""
    g = _brago_game()
    g.turn_limit = 8
    saved = g.save()
    result = g.run([RandomAgent(3), RandomAgent(4)], max_decisions=400)
    again = Game.load(saved, g.pool).run([RandomAgent(3), RandomAgent(4)],
                                         max_decisions=400)
    assert result == again


def test_crew_listing_is_marked_bounded() -> None:
    """CR 702.122a: crew 3 with twelve 1/1s has 220 minimal choices (and more non-minimal
    ones); the listing is marked truncated and an unlisted legal choice is accepted."""
    from tests.vehicles.test_crew import board, crew_actions

    from grimoire.mechanics.vehicles import LISTED
    g = board(*["Llanowar Elves"] * 12, vehicle="Test Juggernaut")
    jug = one(g, "Test Juggernaut")
    assert choice_bounds.truncated(g.legal_actions())
    listed = crew_actions(g, jug)
    assert len(listed) == LISTED
    elves = sorted(o.id for o in g.objects.values() if o.name == "Llanowar Elves")
    four = replace(listed[0], costs=tuple(elves[-4:]))  # not minimal, still legal
    assert four not in listed
    g.apply(four)
    assert all(g.objects[e].tapped for e in elves[-4:])
