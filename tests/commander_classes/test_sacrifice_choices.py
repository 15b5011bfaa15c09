"""Sacrifices the players choose among limited sets, with several opponents:

* "Each opponent sacrifices a creature or planeswalker with the greatest mana value among
  creatures and planeswalkers they control" (CR 701.17a, 202.3; Soul Shatter's ruling: each
  opponent in turn order chooses among their tied ones);
* "that player chooses up to two creatures they control, then sacrifices the rest"
  (CR 101.4, 701.17a; Archfiend of Depravity's rulings: no targeting, none may be kept).
"""

from __future__ import annotations

from tests.commander_classes._table import compiled, pass_to, record, table
from tests.rules.helpers import ids, one

from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.position import PermanentSpec, PlayerSpec

SHATTER = record("Soul Shatter", "{2}{B}", "Instant",
                 "Each opponent sacrifices a creature or planeswalker with the greatest mana "
                 "value among creatures and planeswalkers they control.")
ARCHFIEND = record("Archfiend of Depravity", "{3}{B}{B}", "Creature — Demon",
                   "Flying\nAt the beginning of each opponent's end step, that player chooses up "
                   "to two creatures they control, then sacrifices the rest.", "5", "4")
RAZIA = record("Razia's Purification", "{4}{R}{W}", "Sorcery",
               "Each player chooses three permanents they control, then sacrifices the rest.")
RECORDS = (SHATTER, ARCHFIEND, RAZIA)
SWAMPS = tuple(PermanentSpec("Swamp") for _ in range(3))


def _bf(*names: str) -> PlayerSpec:
    return PlayerSpec(battlefield=tuple(PermanentSpec(n) for n in names))


def _resolve(game, name: str) -> None:  # type: ignore[no-untyped-def]
    game.apply(CastSpell(one(game, name, "hand")))
    while game.stack and game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())


def test_the_records_compile() -> None:
    """Every card of this class compiles with nothing the engine ignores."""
    compiled(*RECORDS)


def test_soul_shatter_takes_each_opponents_greatest_mana_value() -> None:
    """CR 202.3, 701.17a: Bob loses his Hill Giant (4) not his Bears (2), Carol her Dreadmaw
    (6) not her Angel (5); Dave controls none and loses nothing; Alice's own Dreadmaw stays
    (only opponents sacrifice)."""
    game = table(RECORDS, PlayerSpec(hand=("Soul Shatter",),
                                     battlefield=(*SWAMPS, PermanentSpec("Colossal Dreadmaw"))),
                 _bf("Grizzly Bears", "Hill Giant"), _bf("Serra Angel", "Colossal Dreadmaw"),
                 _bf("Swamp"))
    _resolve(game, "Soul Shatter")
    names = {(game.objects[o].controller, game.objects[o].info.name) for o in game.battlefield}
    assert (1, "Grizzly Bears") in names and (1, "Hill Giant") not in names
    assert (2, "Serra Angel") in names and (2, "Colossal Dreadmaw") not in names
    assert (0, "Colossal Dreadmaw") in names
    assert len(ids(game, "Hill Giant", "graveyard")) == 1


def test_soul_shatter_tie_is_the_sacrificing_players_choice() -> None:
    """Soul Shatter's ruling: with two Hill Giants (both 4) Bob chooses which one; his Bears
    (2) can't be chosen."""
    game = table(RECORDS, PlayerSpec(hand=("Soul Shatter",), battlefield=SWAMPS),
                 _bf("Hill Giant", "Hill Giant", "Grizzly Bears"))
    giants = ids(game, "Hill Giant")
    game.apply(CastSpell(one(game, "Soul Shatter", "hand")))
    pass_to(game, "choose_objects", player=1)
    assert game.pending is not None and set(game.pending.options) == set(giants)
    game.apply(Choose((giants[1],)))
    assert ids(game, "Hill Giant") == [giants[0]]
    assert one(game, "Grizzly Bears")


def _archfiend_end_step(bob: PlayerSpec, *others: PlayerSpec):  # type: ignore[no-untyped-def]
    game = table(RECORDS, _bf("Archfiend of Depravity"), bob, *others, active=1, step="main2")
    pass_to(game, "choose_objects", player=1)
    return game


def test_archfiend_keeps_two_and_sacrifices_the_rest() -> None:
    """Archfiend of Depravity's rulings: at Bob's end step Bob keeps Angel and Dreadmaw;
    his Bears and Giant are sacrificed; his Swamp (not a creature) stays; Carol's creatures
    are untouched (only "that player", whose end step it is)."""
    game = _archfiend_end_step(
        _bf("Serra Angel", "Colossal Dreadmaw", "Grizzly Bears", "Hill Giant", "Swamp"),
        _bf("Grizzly Bears"))
    assert game.pending is not None and game.pending.min_count == 0 \
        and game.pending.max_count == 2
    game.apply(Choose((one(game, "Serra Angel"), one(game, "Colossal Dreadmaw"))))
    left = {(game.objects[o].controller, game.objects[o].info.name) for o in game.battlefield}
    assert left == {(0, "Archfiend of Depravity"), (1, "Serra Angel"),
                    (1, "Colossal Dreadmaw"), (1, "Swamp"), (2, "Grizzly Bears")}


def test_archfiend_choosing_none_sacrifices_every_creature() -> None:
    """Archfiend of Depravity's ruling: choosing no creature, Bob sacrifices all of them."""
    game = _archfiend_end_step(_bf("Serra Angel", "Grizzly Bears", "Hill Giant"))
    game.apply(Choose(()))
    assert not [o for o in game.battlefield if game.objects[o].controller == 1]
    assert len(game.players[1].graveyard) == 3


def test_archfiend_does_nothing_at_its_controllers_end_step() -> None:
    """"each opponent's end step": at Alice's own end step her creatures stay."""
    game = table(RECORDS, _bf("Archfiend of Depravity", "Grizzly Bears", "Hill Giant",
                              "Serra Angel"), _bf("Grizzly Bears"), step="main2")
    for _ in range(40):
        assert game.pending is not None
        assert game.pending.kind != "choose_objects"
        if game.active == 1:
            break
        game.apply(PassPriority())
    assert len([o for o in game.battlefield if game.objects[o].controller == 0]) == 4


def test_razia_each_player_keeps_three_permanents() -> None:
    """CR 101.4: each player chooses three permanents in turn order; all the others are
    sacrificed (lands too: "permanents"); a player with three or fewer keeps them all."""
    game = table(RECORDS, PlayerSpec(hand=("Razia's Purification",),
                                     battlefield=(*(PermanentSpec(n) for n in (
                                         "Mountain", "Mountain", "Mountain", "Plains", "Plains",
                                         "Plains")), PermanentSpec("Hill Giant"))),
                 _bf("Grizzly Bears", "Swamp"))
    game.apply(CastSpell(one(game, "Razia's Purification", "hand")))
    pass_to(game, "choose_objects", player=0)
    giant = one(game, "Hill Giant")
    keep = (giant, *ids(game, "Mountain")[:2])
    game.apply(Choose(keep))
    while game.pending is not None and game.pending.kind != "priority":
        game.apply(game.legal_actions()[0])
    assert {o for o in game.battlefield if game.objects[o].controller == 0} == set(keep)
    assert one(game, "Grizzly Bears") and one(game, "Swamp")
