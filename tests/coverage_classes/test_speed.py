"""Start your engines!, speed and max speed (CR 702.178, 702.179, 704.5z).

CR 702.179a, 704.5z: controlling a permanent with start your engines! gives a player with no
speed a speed of 1 (a state-based action). CR 702.179d: the player's inherent triggered
ability: "Whenever one or more opponents lose life during your turn, if your speed is less
than 4, your speed increases by 1. This ability triggers only once each turn." (it uses the
stack; it has no source). CR 702.179e: max speed is 4. CR 702.178a: "Max speed — [Ability]"
means "As long as your speed is 4, this object has [Ability]" (from the graveyard: the
owner's speed, glossary "Max Speed"). CR 702.179f: "your speed" is 0 without speed."""

from __future__ import annotations

from tests.coverage_classes._cards import defs
from tests.dice_rules._util import game, ids, lands, one, perm, resolve

from grimoire.mechanics import speed
from grimoire.oracle import ir
from grimoire.oracle.support import engine_gaps
from grimoire.rules import query, sba
from grimoire.rules.actions import (
    ActivateAbility,
    CastSpell,
    Choose,
    DeclareAttackers,
    PassPriority,
)
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

NAMES = ("Muraganda Raceway", "Swiftwing Assailant", "Risen Necroregent",
         "Glitch Ghost Surveyor", "Point the Way", "Racers' Scoreboard", "Hazoret, Godseeker",
         "Gastal Thrillseeker", "Exquisite Blood")


def _game(me: PlayerSpec, them: PlayerSpec | None = None, **kwargs: object) -> Game:
    return game(me, them or PlayerSpec(), extra=defs(*NAMES), **kwargs)  # type: ignore[arg-type]


def _bolt_face(g: Game, seat: int = 1) -> None:
    """Player 0 casts Lightning Bolt at ``seat`` and everything resolves."""
    g.apply(CastSpell(one(g, "Lightning Bolt", "hand"), targets=((Seat(seat),),)))
    resolve(g)


def _at_speed(g: Game, seat: int, value: int) -> None:
    """Give ``seat`` this speed, then check state-based actions (CR 704.3: they are checked
    before a player gets priority; the permanents get what the speed grants, CR 613.1f)."""
    speed.increase(g, seat, value - (speed.speed(g, seat) or 0))
    assert sba.check(g) is None


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name


def test_no_speed_until_a_permanent_with_the_keyword() -> None:
    """CR 702.179b, 704.5z: no speed before; speed 1 as soon as the permanent is there (a
    state-based action, before anyone gets priority); it stays after the permanent leaves
    (speed belongs to the player); the opponent gets none."""
    g = _game(PlayerSpec(hand=("Swiftwing Assailant",), battlefield=lands("Plains", 4)))
    assert speed.speed(g, 0) is None
    g.apply(CastSpell(one(g, "Swiftwing Assailant", "hand")))
    resolve(g)
    assert speed.speed(g, 0) == 1 and speed.speed(g, 1) is None
    g = _game(PlayerSpec(hand=("Unsummon",), battlefield=(
        perm("Swiftwing Assailant"), *lands("Island", 1))))
    g.apply(CastSpell(one(g, "Unsummon", "hand"), targets=((one(g, "Swiftwing Assailant"),),)))
    resolve(g)
    assert ids(g, "Swiftwing Assailant", "hand") and speed.speed(g, 0) == 1


def test_an_opponent_losing_life_on_your_turn_increases_speed_once() -> None:
    """CR 702.179d: the Thrillseeker's 1 damage to the opponent: the speed ability triggers
    and goes on the stack (the opponent could respond), speed 2 once it resolves. A second
    life loss the same turn (Lightning Bolt) doesn't trigger it again."""
    g = _game(PlayerSpec(hand=("Gastal Thrillseeker", "Lightning Bolt"), battlefield=(
        perm("Swiftwing Assailant"), *lands("Swamp", 2), *lands("Mountain", 2))))
    g.apply(CastSpell(one(g, "Gastal Thrillseeker", "hand")))
    for _ in range(20):
        if g.stack and g.objects[g.stack[-1]].name == "Speed":
            break
        g.apply(PassPriority())
    assert speed.speed(g, 0) == 1  # on the stack, not yet resolved
    resolve(g)
    assert speed.speed(g, 0) == 2 and g.players[1].life == 19
    _bolt_face(g)
    assert g.players[1].life == 16 and speed.speed(g, 0) == 2


def test_not_on_the_opponents_turn_nor_for_your_own_life() -> None:
    """CR 702.179d: "during your turn" and "opponents": Lightning Bolt at the opponent
    during the opponent's turn, or at yourself during your turn, changes nothing."""
    me = PlayerSpec(hand=("Lightning Bolt",), battlefield=(
        perm("Swiftwing Assailant"), *lands("Mountain", 1)))
    g = _game(me, active=1)
    g.apply(PassPriority())  # the active opponent passes: player 0 may cast the Bolt
    g.apply(CastSpell(one(g, "Lightning Bolt", "hand"), targets=((Seat(1),),)))
    resolve(g)
    assert g.players[1].life == 17 and speed.speed(g, 0) == 1
    g = _game(me)
    _bolt_face(g, seat=0)
    assert g.players[0].life == 17 and speed.speed(g, 0) == 1


def test_max_speed_is_four_and_grants_the_abilities() -> None:
    """CR 702.179d-e, 702.178a: from speed 3 the next trigger reaches 4 (max speed): the
    Assailant gets +0/+1 and vigilance; at 4 the ability no longer triggers (its "if")."""
    g = _game(PlayerSpec(hand=("Lightning Bolt",), battlefield=(
        perm("Swiftwing Assailant"), *lands("Mountain", 1))))
    assailant = g.objects[one(g, "Swiftwing Assailant")]
    _at_speed(g, 0, 3)
    assert query.toughness(g, assailant) == 3
    assert not query.has_keyword(g, assailant, "vigilance")
    _bolt_face(g)
    assert speed.speed(g, 0) == 4 and speed.has_max_speed(g, 0)
    assert query.toughness(g, assailant) == 4 and query.has_keyword(g, assailant, "vigilance")
    assert not any(g.objects[o].name == "Speed" for o in g.stack)
    speed.increase(g, 0)
    assert speed.speed(g, 0) == 4  # never past 4


def _mana_options(g: Game, name: str) -> list[ActivateAbility]:
    oid = one(g, name)
    return [a for a in g.legal_actions() if isinstance(a, ActivateAbility) and a.source == oid]


def test_a_max_speed_mana_ability_and_trigger() -> None:
    """CR 702.178a on a land: "{T}: Add {C}{C}" only at max speed; on a creature: "At the
    beginning of your end step, create a 2/2 black Zombie" only at max speed."""
    me = PlayerSpec(battlefield=(perm("Muraganda Raceway"), perm("Risen Necroregent")))
    for value, mana_abilities, zombies in ((3, 1, 0), (4, 2, 1)):
        g = _game(me, step="main2")
        _at_speed(g, 0, value)
        raceway = g.objects[one(g, "Muraganda Raceway")]
        assert len([a for a in raceway.info.card.abilities if isinstance(
            a, ir.ActivatedAbility) and a.is_mana_ability]) == mana_abilities
        g.apply(PassPriority())
        g.apply(PassPriority())  # on to the end step
        assert g.step == "end"
        resolve(g)
        assert len(ids(g, "Zombie")) == zombies


def _graveyard_actions(g: Game, name: str) -> list[ActivateAbility]:
    oid = one(g, name, "graveyard")
    return [a for a in g.legal_actions() if isinstance(a, ActivateAbility) and a.source == oid]


def test_graveyard_ability_needs_the_owners_max_speed() -> None:
    """CR 702.178a (glossary "Max Speed": the owner's speed outside the battlefield): the
    Surveyor's "{3}, Exile this card from your graveyard: Draw a card." only at max speed."""
    me = PlayerSpec(graveyard=("Glitch Ghost Surveyor",), battlefield=(
        perm("Muraganda Raceway"), *lands("Island", 3)))
    g = _game(me)
    _at_speed(g, 0, 3)
    assert _graveyard_actions(g, "Glitch Ghost Surveyor") == []
    g = _game(me)
    _at_speed(g, 0, 4)
    [action] = _graveyard_actions(g, "Glitch Ghost Surveyor")
    hand = len(g.players[0].hand)
    g.apply(action)
    resolve(g)
    assert ids(g, "Glitch Ghost Surveyor", "exile") and len(g.players[0].hand) == hand + 1


def test_your_speed_as_an_amount() -> None:
    """CR 702.179f: Point the Way searches for up to X basic lands, X = your speed (2)."""
    me = PlayerSpec(battlefield=(perm("Point the Way"), *lands("Forest", 4)))
    g = _game(me)
    _at_speed(g, 0, 2)
    g.apply(next(a for a in g.legal_actions() if isinstance(a, ActivateAbility)
                 and a.source == one(g, "Point the Way")))
    while g.pending is not None and g.pending.kind == "priority" and g.stack:
        g.apply(PassPriority())
    assert g.pending is not None and g.pending.max_count == 2
    resolve(g, [Choose(g.pending.options[:2])])
    assert len(g.battlefield) == 6 and not ids(g, "Point the Way")  # four Forests, two more


def test_max_speed_cost_reduction_and_attack_restriction() -> None:
    """CR 702.178a: Racers' Scoreboard's "Spells you cast cost {1} less" only at max speed
    (Hill Giant, {3}{R}, castable from three Mountains then)."""
    me = PlayerSpec(hand=("Hill Giant",), battlefield=(
        perm("Racers' Scoreboard"), *lands("Mountain", 3)))
    for value, castable in ((3, False), (4, True)):
        g = _game(me)
        _at_speed(g, 0, value)
        assert any(isinstance(a, CastSpell) for a in g.legal_actions()) == castable


def test_exquisite_blood_gains_that_much() -> None:
    """CR 119.3: "Whenever an opponent loses life, you gain that much life": the 3 of a
    Lightning Bolt; the controller's own life loss doesn't trigger it."""
    g = _game(PlayerSpec(hand=("Lightning Bolt",), battlefield=(
        perm("Exquisite Blood"), *lands("Mountain", 1))))
    _bolt_face(g)
    assert g.players[1].life == 17 and g.players[0].life == 23
    g = _game(PlayerSpec(hand=("Lightning Bolt",), battlefield=(
        perm("Exquisite Blood"), *lands("Mountain", 1))))
    _bolt_face(g, seat=0)
    assert g.players[0].life == 17


def test_cant_attack_unless_you_have_max_speed() -> None:
    """CR 702.179e, 508.1c: Hazoret "can't attack or block unless you have max speed": no
    attack with it at speed 3, an attack at 4."""
    me = PlayerSpec(battlefield=(perm("Hazoret, Godseeker"),))
    for value, attacks in ((3, False), (4, True)):
        g = _game(me)
        _at_speed(g, 0, value)
        while g.pending is not None and g.pending.kind == "priority" \
                and g.step in ("main1", "beginning_of_combat"):
            g.apply(PassPriority())  # on to the declaration of attackers (if any is legal)
        assert g.turn == 3
        declarations = [a for a in g.legal_actions() if isinstance(a, DeclareAttackers)]
        assert any(a.attacks for a in declarations) == attacks
