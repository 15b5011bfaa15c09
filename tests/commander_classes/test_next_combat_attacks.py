"""Attack requirements and restrictions that wait for a later combat or turn.

* "target creature an opponent controls can't block this turn. If this is the second time
  this ability has resolved this turn, that creature attacks during its controller's next
  combat phase if able." (Sizzling Soloist; Trench Behemoth's "target creature an opponent
  controls attacks during its controller's next combat phase if able."): CR 508.1d, a
  requirement in the first combat phase of a turn of the creature's controller that begins
  after the effect; a creature that left the battlefield is a new object (CR 400.7); CR
  608.2 with CR 603: the count of the ability's resolutions this turn.
* "each player may put two +1/+1 counters on a creature they control. If a player does,
  creatures that player controls can't attack you or planeswalkers you control until your
  next turn." (Orzhov Advokist; CR 508.1c, 611.2a): each player decides for themself (the
  2020-11-10 rulings: in turn order, a player may decline); the restriction covers creatures
  arriving later and outlives the Advokist, and ends as its controller's next turn begins.
"""

from __future__ import annotations

import pytest
from tests.commander_classes._table import advance, compiled, record, settle, table
from tests.rules.helpers import ids, one

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import zones
from grimoire.rules.actions import CastSpell, Choose, DeclareAttackers, PlayLand
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
SOLOIST = record("Sizzling Soloist", "{3}{R}", "Creature — Human Citizen",
                 "Alliance — Whenever another creature you control enters, target creature an "
                 "opponent controls can't block this turn. If this is the second time this "
                 "ability has resolved this turn, that creature attacks during its controller's "
                 "next combat phase if able.", "3", "2")
BEHEMOTH = record("Trench Behemoth", "{5}{U}{U}", "Creature — Kraken",
                  "Return a land you control to its owner's hand: Untap this creature. It gains "
                  "hexproof until end of turn.\nLandfall — Whenever a land you control enters, "
                  "target creature an opponent controls attacks during its controller's next "
                  "combat phase if able.", "7", "7")
ADVOKIST = record("Orzhov Advokist", "{2}{W}", "Creature — Human Advisor",
                  "At the beginning of your upkeep, each player may put two +1/+1 counters on a "
                  "creature they control. If a player does, creatures that player controls "
                  "can't attack you or planeswalkers you control until your next turn.", "1", "4")
RECORDS = (SOLOIST, BEHEMOTH, ADVOKIST)


def test_the_records_compile() -> None:
    """The Soloist's second sentence is conditional on the second resolution (CR 608.2c)."""
    compiled(*RECORDS)
    alliance = compile_source(SOLOIST).abilities[0]
    assert isinstance(alliance, ir.TriggeredAbility) and isinstance(alliance.effect, ir.Sequence)
    assert alliance.effect.steps[1] == ir.Conditional(
        ir.ResolvedThisTurn((2,)), ir.AttacksNextCombat(ir.TargetRef(0)))
    upkeep = compile_source(ADVOKIST).abilities[0]
    assert isinstance(upkeep, ir.TriggeredAbility) and isinstance(upkeep.effect, ir.ForEach)


def _soloist_game() -> Game:
    return table(RECORDS, PlayerSpec(hand=("Grizzly Bears",) * 3, battlefield=(
        P("Sizzling Soloist"), *(P("Forest"),) * 6)),
        PlayerSpec(battlefield=(P("Hill Giant"),)), PlayerSpec(battlefield=(P("Hill Giant"),)))


def _enter(game: Game, target: int) -> None:
    """Alice casts a Bears; the Soloist's trigger targets ``target``."""
    game.apply(CastSpell(ids(game, "Grizzly Bears", "hand")[0]))
    settle(game, answers={"trigger_targets": ((target,),)})


def _declaring(game: Game, seat: int) -> set[DeclareAttackers]:
    advance(game, lambda g: g.active == seat and g.pending is not None
            and g.pending.kind == "declare_attackers")
    return set(game.legal_actions())  # type: ignore[arg-type]


def test_soloist_second_resolution_forces_the_attack_in_its_controllers_next_combat() -> None:
    """Three players: the first trigger (Bob's Giant) only stops blocking; the second (Carol's
    Giant) makes Carol's Giant attack in Carol's next combat, not Bob's Giant in Bob's."""
    game = _soloist_game()
    bobs, carols = (g for g in sorted(ids(game, "Hill Giant"),
                                      key=lambda o: game.objects[o].controller))
    _enter(game, bobs)
    _enter(game, carols)
    assert DeclareAttackers(()) in _declaring(game, 1)  # Bob's Giant: free
    legal = _declaring(game, 2)
    assert DeclareAttackers(()) not in legal
    assert legal == {DeclareAttackers(((carols, Seat(0)),)),
                     DeclareAttackers(((carols, Seat(1)),))}
    with pytest.raises(IllegalActionError):
        game.apply(DeclareAttackers(()))


def test_soloist_requirement_is_spent_after_one_combat() -> None:
    """Only the next combat phase: in Carol's following turn the Giant may stay home."""
    game = _soloist_game()
    carols = next(g for g in ids(game, "Hill Giant") if game.objects[g].controller == 2)
    _enter(game, carols)
    _enter(game, carols)
    _declaring(game, 2)
    game.apply(DeclareAttackers(((carols, Seat(0)),)))
    turn = game.turn
    assert DeclareAttackers(()) in _declaring(game, 2)
    assert game.turn == turn + 3  # Carol's following turn


def test_soloist_target_gone_and_returned_is_a_new_object() -> None:
    """The Giant returned to its owner's hand and cast again is a new object (CR 400.7): no
    requirement; nor for the first resolution's target."""
    game = _soloist_game()
    bobs = next(g for g in ids(game, "Hill Giant") if game.objects[g].controller == 1)
    _enter(game, bobs)
    _enter(game, bobs)
    in_hand = zones.move(game, bobs, "hand")
    returned = zones.move(game, in_hand, "battlefield", controller=1)
    assert returned != bobs
    assert DeclareAttackers(()) in _declaring(game, 1)


def test_trench_behemoth_landfall() -> None:
    """A land entering under Alice's control: Bob's Giant attacks in Bob's next combat."""
    game = table(RECORDS, PlayerSpec(hand=("Island",), battlefield=(P("Trench Behemoth"),)),
                 PlayerSpec(battlefield=(P("Hill Giant"),)))
    giant = one(game, "Hill Giant")
    game.apply(PlayLand(one(game, "Island", "hand")))
    settle(game)
    advance(game, lambda g: g.active == 1 and g.step == "declare_blockers")
    assert giant in game.combat.attackers  # the one legal declaration, made for Bob


def _advokist_game(accept: dict[int, bool]) -> Game:
    """Four players, Alice's upkeep with the Advokist: each player who has a creature
    answers the "may" with ``accept[seat]``."""
    game = table(RECORDS, PlayerSpec(battlefield=(P("Orzhov Advokist"),)),
                 PlayerSpec(battlefield=(P("Grizzly Bears"),)),
                 PlayerSpec(battlefield=(P("Grizzly Bears"),)),
                 PlayerSpec(battlefield=(P("Hill Giant"),)), step="end", active=3)
    for _ in range(60):
        d = game.pending
        assert d is not None
        if d.kind == "yes_no":
            game.apply(Choose(accept.get(d.player, False)))
        elif not game.stack and d.kind == "priority" and game.active == 0 and \
                game.step == "main1":
            break
        else:
            game.apply(game.legal_actions()[0])
    return game


def test_advokist_each_player_chooses_for_themself() -> None:
    """Bob accepts, Carol declines, Dan accepts: Bob's and Dan's creatures get the counters
    and can't attack Alice until her next turn (they may attack others); Carol's may."""
    game = _advokist_game({1: True, 2: False, 3: True})
    bobs = next(o for o in ids(game, "Grizzly Bears") if game.objects[o].controller == 1)
    carols = next(o for o in ids(game, "Grizzly Bears") if game.objects[o].controller == 2)
    giant = one(game, "Hill Giant")
    assert [game.objects[o].counter("+1/+1") for o in (bobs, carols, giant)] == [2, 0, 2]
    assert DeclareAttackers(((bobs, Seat(0)),)) not in _declaring(game, 1)
    assert DeclareAttackers(((bobs, Seat(2)),)) in game.legal_actions()
    assert DeclareAttackers(((carols, Seat(0)),)) in _declaring(game, 2)
    assert DeclareAttackers(((giant, Seat(0)),)) not in _declaring(game, 3)


def test_advokist_restriction_covers_later_creatures_outlives_it_and_ends() -> None:
    """A creature Bob gets later can't attack Alice either, the Advokist gone (the rulings);
    the restriction ends as Alice's next turn begins (CR 611.2a)."""
    game = _advokist_game({1: True})
    zones.move(game, one(game, "Orzhov Advokist"), "graveyard")
    first = next(o for o in ids(game, "Grizzly Bears") if game.objects[o].controller == 1)
    late = zones.move(game, zones.move(game, first, "library"), "battlefield", controller=1)
    assert game.objects[late].zone == "battlefield" and game.objects[late].controller == 1
    legal = _declaring(game, 1)
    assert legal and all(t != Seat(0) for a in legal for _, t in a.attacks)
    assert any(a.attacks for a in legal)  # it may attack Carol or Dan
    advance(game, lambda g: g.active == 0 and g.step == "main1")
    assert DeclareAttackers(((late, Seat(0)),)) in _declaring(game, 1)
