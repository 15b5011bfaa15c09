"""Daybound and nightbound in real games (CR 702.145, 728; untap step CR 502.2).

Tavern Ruffian's record has no ``layout`` (like the coverage pool's): it is recognised as a
transforming card by its faces (grimoire.oracle.dfc_text)."""

from __future__ import annotations

from tests.dfc._records import definitions, pass_until
from tests.dice_rules._util import cast, game, lands, one, perm, resolve

from grimoire.rules import events as ev
from grimoire.rules import query
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec
from grimoire.rules.transform import transform

WEREWOLF = definitions("Tavern Ruffian", "Firmament Sage")


def test_daybound_makes_it_day_and_night_comes_after_a_turn_without_spells() -> None:
    """CR 702.145d: a daybound permanent makes it day; CR 728.2a: it becomes night when the
    previous turn's active player cast no spells; CR 702.145c: the daybound permanent then
    transforms (the same object, CR 712.18); CR 702.145b: no other effect transforms it."""
    g = game(PlayerSpec(hand=("Tavern Ruffian",), battlefield=lands("Mountain", 4)),
             extra=WEREWOLF)
    assert g.day_night is None
    cast(g, "Tavern Ruffian")
    resolve(g)
    ruffian = one(g, "Tavern Ruffian")
    assert g.day_night == "day"
    assert not transform(g, g.objects[ruffian])  # only its daybound ability transforms it
    pass_until(g, "upkeep", active=1)  # player 0 cast a spell in turn 3: still day
    assert g.day_night == "day"
    pass_until(g, "upkeep", active=0)  # player 1 cast nothing in turn 4: night
    assert g.day_night == "night"
    smasher = g.objects[ruffian]
    assert smasher.name == "Tavern Smasher"
    assert (query.power(g, smasher), query.toughness(g, smasher)) == (6, 5)
    assert any(isinstance(e, ev.Transformed) and e.object == ruffian for e in g.events)
    assert g.copy().day_night == "night"
    assert Game.load(g.save(), g.pool).day_night == "night"


def test_at_night_daybound_enters_transformed_and_two_spells_make_it_day() -> None:
    """CR 702.145b: at night a daybound card enters transformed; CR 728.2b: night becomes
    day after a turn whose active player cast two or more spells; CR 702.145f: the
    nightbound permanent then transforms back."""
    g = game(PlayerSpec(hand=("Tavern Ruffian", "Lightning Bolt"),
                        battlefield=(perm("Tavern Ruffian"), *lands("Mountain", 5))),
             extra=WEREWOLF)
    g.day_night = "night"
    from grimoire.rules import sba
    sba.check(g)  # the permanent on the battlefield transforms at once (702.145c)
    assert one(g, "Tavern Smasher")
    cast(g, "Tavern Ruffian")
    resolve(g)
    entered = [o for o in g.objects.values() if o.zone == "battlefield"
               and o.name == "Tavern Smasher"]
    assert len(entered) == 2  # the new one entered with its back face up
    cast(g, "Lightning Bolt", targets=((entered[0].id,),))
    resolve(g)  # two spells this turn; the damage stays marked on it
    assert entered[0].damage == 3
    pass_until(g, "upkeep", active=1)
    assert g.day_night == "day"
    ruffians = [o for o in g.objects.values() if o.zone == "battlefield"
                and o.name == "Tavern Ruffian"]
    assert sorted(o.id for o in ruffians) == sorted(o.id for o in entered)  # same objects


def test_becomes_day_as_it_enters_and_day_night_trigger() -> None:
    """CR 728: "If it's neither day nor night, it becomes day as this creature enters";
    CR 728.1a: "Whenever day becomes night or night becomes day, draw a card" triggers when
    night comes in the untap step (CR 502.2) and resolves in the upkeep."""
    g = game(PlayerSpec(hand=("Firmament Sage",), battlefield=lands("Island", 4)),
             extra=WEREWOLF)
    cast(g, "Firmament Sage")
    resolve(g)
    assert g.day_night == "day"
    pass_until(g, "upkeep", active=1)
    assert g.day_night == "day" and not g.stack
    hand = len(g.players[0].hand)
    pass_until(g, "draw", active=0)  # night came; the trigger resolved in the upkeep
    assert g.day_night == "night"
    assert any(isinstance(e, ev.DayNightChanged) and e.now == "night" for e in g.events)
    assert len(g.players[0].hand) == hand + 2  # the trigger's card, then the draw step's
    assert sum(1 for e in g.events if isinstance(e, ev.AbilityTriggered)
               and e.name == "Firmament Sage") == 1
