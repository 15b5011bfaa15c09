"""Three classes of the decks' blocking cards (Angelic Fury, Draconic Destruction):

* "Whenever a source an opponent controls deals damage to you or a permanent you control,
  you may have this creature deal 1 damage to that source's controller" (Flameblade Angel,
  CR 120.3, 603.2; "that source's controller" as it last existed, CR 608.2h). Its rulings:
  a source dealing damage to you and to your permanent at once triggers it that many times
  (a trampler and its blocker); the ability is optional.
* "Whenever a creature you control fights, put two +1/+1 counters on it at the beginning of
  the next end step" (Foe-Razer Regent, CR 701.12a-b, 603.7c). Rulings: if the fight's
  target is gone, no fight and no trigger; "it" is the creature that fought.
* Boast (CR 702.142a): activated only if this creature attacked this turn and only once
  each turn; "Boast abilities you activate cost {1} less to activate for each Dragon you
  control" (CR 702.142b, 602.2b, 118.7a: only the generic part).
"""

from __future__ import annotations

import pytest
from tests.deck_classes._cards import card
from tests.dice_rules._util import game, lands, one, perm, resolve
from tests.hostile.test_listing_agrees import digest

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import (
    ActivateAbility,
    CastSpell,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
)
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

RECORDS = (
    card("Flameblade Angel", "{4}{R}{R}", "Creature — Angel",
         "Flying\nWhenever a source an opponent controls deals damage to you or a permanent "
         "you control, you may have this creature deal 1 damage to that source's "
         "controller.", "4/4"),
    card("Michiko Konda, Truth Seeker", "{3}{W}", "Legendary Creature — Human Advisor",
         "Whenever a source an opponent controls deals damage to you, that player sacrifices "
         "a permanent of their choice.", "2/2"),
    card("Foe-Razer Regent", "{5}{G}{G}", "Creature — Dragon",
         "Flying\nWhen this creature enters, you may have it fight target creature you "
         "don't control.\nWhenever a creature you control fights, put two +1/+1 counters on "
         "it at the beginning of the next end step.", "4/5"),
    card("Prey Upon", "{G}", "Sorcery",
         "Target creature you control fights target creature you don't control."),
    card("Dragonkin Berserker", "{1}{R}", "Creature — Human Berserker",
         "First strike\nBoast abilities you activate cost {1} less to activate for each "
         "Dragon you control.\nBoast — {4}{R}: Create a 5/5 red Dragon creature token with "
         "flying. (Activate only if this creature attacked this turn and only once each "
         "turn.)", "2/2"),
)
NAMES = tuple(r["name"] for r in RECORDS)


def _defs() -> list[ir.CardDefinition]:
    return [compile_source(r) for r in RECORDS]


def test_honoured() -> None:
    for d in _defs():
        assert ir.is_fully_implemented(d) and not engine_gaps(d), d.name


def test_compiled_shapes() -> None:
    angel, michiko, regent, _, berserker = _defs()
    trig = angel.abilities[1]
    assert isinstance(trig, ir.TriggeredAbility) and isinstance(trig.trigger, ir.DamageTrigger)
    assert trig.trigger.recipient == "you_or_yours" and trig.trigger.source_controller
    trig = michiko.abilities[0]
    assert isinstance(trig, ir.TriggeredAbility) and isinstance(trig.trigger, ir.DamageTrigger)
    assert trig.trigger.recipient == "you"
    assert any(isinstance(a, ir.TriggeredAbility) and isinstance(a.trigger, ir.FightsTrigger)
               for a in regent.abilities)
    [boast] = [a for a in berserker.abilities if isinstance(a, ir.ActivatedAbility)]
    assert boast.boast and boast.once_per_turn
    assert boast.condition == ir.SourceAttackedThisTurn()


def _g(p0: PlayerSpec, p1: PlayerSpec, **kwargs: object) -> Game:
    return game(p0, p1, extra=tuple(_defs()), **kwargs)  # type: ignore[arg-type]


def _bolt(g: Game, caster: int, target: object) -> None:
    """``caster`` (seat 1 when active) casts Lightning Bolt at ``target``."""
    g.apply(CastSpell(one(g, "Lightning Bolt", "hand"), targets=((target,),)))  # type: ignore[arg-type]


def test_opponent_bolting_you_lets_the_angel_ping_back() -> None:
    """Seat 1's Lightning Bolt deals 3 to seat 0: the Angel's controller may have it deal
    1 damage to the Bolt's controller (CR 608.2h: the spell has left the stack)."""
    g = _g(PlayerSpec(battlefield=(perm("Flameblade Angel"),)),
           PlayerSpec(hand=("Lightning Bolt",), battlefield=lands("Mountain", 1)), active=1)
    _bolt(g, 1, Seat(0))
    resolve(g, [Choose(True)])
    assert g.players[0].life == 17 and g.players[1].life == 19


def test_may_is_declined() -> None:
    """The ability is optional (ruling): declined, nobody is dealt damage."""
    g = _g(PlayerSpec(battlefield=(perm("Flameblade Angel"),)),
           PlayerSpec(hand=("Lightning Bolt",), battlefield=lands("Mountain", 1)), active=1)
    _bolt(g, 1, Seat(0))
    resolve(g, [Choose(False)])
    assert g.players[0].life == 17 and g.players[1].life == 20


def test_damage_to_your_permanent_triggers_it_but_yours_and_theirs_do_not() -> None:
    """A Bolt at your creature triggers it; your own Bolt at yourself, or their Bolt at
    their own creature, doesn't (a source an opponent controls; you or yours)."""
    g = _g(PlayerSpec(battlefield=(perm("Flameblade Angel"), perm("Grizzly Bears"))),
           PlayerSpec(hand=("Lightning Bolt",), battlefield=lands("Mountain", 1)), active=1)
    _bolt(g, 1, one(g, "Grizzly Bears"))
    resolve(g, [Choose(True)])
    assert g.players[1].life == 19
    g = _g(PlayerSpec(battlefield=(perm("Flameblade Angel"),)),
           PlayerSpec(hand=("Lightning Bolt",), battlefield=(perm("Hill Giant"),
                                                             *lands("Mountain", 1))),
           active=1)
    _bolt(g, 1, one(g, "Hill Giant"))
    resolve(g, [Choose(True)])
    assert g.players[1].life == 20 and g.players[0].life == 20
    g = _g(PlayerSpec(hand=("Lightning Bolt",), battlefield=(perm("Flameblade Angel"),
                                                             *lands("Mountain", 1))),
           PlayerSpec())
    _bolt(g, 0, Seat(0))
    resolve(g, [Choose(True)])
    assert g.players[0].life == 17 and g.players[1].life == 20


def test_trampler_hitting_blocker_and_you_triggers_twice() -> None:
    """Ruling: a trampler assigning damage to your blocking creature and to you triggers it
    two times: the attacker's controller is dealt 2."""
    g = _g(PlayerSpec(battlefield=(perm("Flameblade Angel"), perm("Grizzly Bears"))),
           PlayerSpec(battlefield=(perm("Colossal Dreadmaw"),)), active=1,
           step="beginning_of_combat")
    g.apply(PassPriority())
    g.apply(PassPriority())
    g.apply(DeclareAttackers(((one(g, "Colossal Dreadmaw"), Seat(0)),)))
    for _ in range(40):
        if g.pending is not None and g.pending.kind == "declare_blockers":
            g.apply(DeclareBlockers(((one(g, "Grizzly Bears"), one(g, "Colossal Dreadmaw")),)))
            continue
        if g.pending is None or g.step in ("end_of_combat", "main2"):
            break
        kind = g.pending.kind
        g.apply(PassPriority() if kind == "priority" else
                Choose(True) if kind in ("may", "yes_no") else g.legal_actions()[0])
    resolve(g, [Choose(True), Choose(True)])
    assert g.players[0].life == 16  # 6 trample over a 2/2: 4 to seat 0
    assert g.players[1].life == 18


def test_michiko_that_player_sacrifices() -> None:
    """"deals damage to you" only; "that player" is the source's controller."""
    g = _g(PlayerSpec(battlefield=(perm("Michiko Konda, Truth Seeker"),)),
           PlayerSpec(hand=("Lightning Bolt",), battlefield=(perm("Hill Giant"),
                                                             *lands("Mountain", 1))),
           active=1)
    _bolt(g, 1, Seat(0))
    resolve(g)
    assert len([o for o in g.battlefield if g.objects[o].controller == 1]) == 1


def _to_end_step(g: Game) -> None:
    for _ in range(80):
        if g.step == "end" and not g.stack and g.pending is not None \
                and g.pending.kind == "priority":
            return
        assert g.pending is not None
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])


def test_fighting_creature_gets_counters_at_the_next_end_step() -> None:
    """Prey Upon: your Hill Giant (3/3) fights their Grizzly Bears (2/2): the Giant fought
    and gets two +1/+1 counters at the beginning of the end step, not before (CR 603.7c:
    "it" is the creature that fought); the Regent didn't fight and gets none."""
    g = _g(PlayerSpec(hand=("Prey Upon",), battlefield=(
        perm("Foe-Razer Regent"), perm("Hill Giant"), *lands("Forest", 1))),
        PlayerSpec(battlefield=(perm("Grizzly Bears"),)))
    giant = one(g, "Hill Giant")
    g.apply(CastSpell(one(g, "Prey Upon", "hand"),
                      targets=((giant,), (one(g, "Grizzly Bears"),))))
    resolve(g)
    assert g.objects[giant].counter("+1/+1") == 0 and not [
        o for o in g.battlefield if g.objects[o].name == "Grizzly Bears"]
    _to_end_step(g)
    resolve(g)
    assert g.objects[giant].counter("+1/+1") == 2
    regent = one(g, "Foe-Razer Regent")
    assert g.objects[regent].counter("+1/+1") == 0  # only the creature that fought


def test_no_fight_when_the_target_is_gone() -> None:
    """CR 701.12b: the opponent's creature leaves before Prey Upon resolves (partly
    illegal targets): no fight, no trigger, no counters."""
    g = _g(PlayerSpec(hand=("Prey Upon",), battlefield=(
        perm("Foe-Razer Regent"), perm("Hill Giant"), *lands("Forest", 1))),
        PlayerSpec(hand=("Unsummon",), battlefield=(perm("Grizzly Bears"),
                                                    *lands("Island", 1))))
    giant = one(g, "Hill Giant")
    g.apply(CastSpell(one(g, "Prey Upon", "hand"),
                      targets=((giant,), (one(g, "Grizzly Bears"),))))
    g.apply(PassPriority())
    g.apply(CastSpell(one(g, "Unsummon", "hand"), targets=((one(g, "Grizzly Bears"),),)))
    resolve(g)
    _to_end_step(g)
    resolve(g)
    assert g.objects[giant].counter("+1/+1") == 0


def _boast_actions(g: Game) -> list[ActivateAbility]:
    berserker = one(g, "Dragonkin Berserker")
    return [a for a in g.legal_actions() if isinstance(a, ActivateAbility)
            and a.source == berserker]


def test_boast_needs_an_attack_this_turn() -> None:
    """CR 702.142a: not before the creature attacked (even with the mana)."""
    g = _g(PlayerSpec(battlefield=(perm("Dragonkin Berserker"), *lands("Mountain", 5))),
           PlayerSpec())
    assert not _boast_actions(g)
    with pytest.raises(IllegalActionError):
        g.apply(ActivateAbility(one(g, "Dragonkin Berserker"), 2))


def _attacked(p0: PlayerSpec) -> Game:
    g = _g(p0, PlayerSpec(), step="beginning_of_combat")
    g.apply(PassPriority())
    g.apply(PassPriority())
    g.apply(DeclareAttackers(((one(g, "Dragonkin Berserker"), Seat(1)),)))
    return g


def test_boast_after_attacking_once_each_turn() -> None:
    """It attacked: boast makes a 5/5 Dragon; a second activation this turn is refused
    with nothing changed."""
    g = _attacked(PlayerSpec(battlefield=(perm("Dragonkin Berserker"),
                                          *lands("Mountain", 10))))
    [action, *_] = _boast_actions(g)
    g.apply(action)
    resolve(g)
    assert len([o for o in g.battlefield if g.objects[o].name == "Dragon"]) == 1
    assert not _boast_actions(g)
    before = digest(g)
    with pytest.raises(IllegalActionError):
        g.apply(ActivateAbility(one(g, "Dragonkin Berserker"), action.index))
    assert digest(g) == before


def test_boast_costs_one_less_for_each_dragon_but_not_its_red() -> None:
    """With two Shivan Dragons, {4}{R} costs {2}{R}: three Mountains pay it; with four
    Dragons it costs {R} (CR 118.7a: the reduction takes only generic mana)."""
    dragons = tuple(perm("Shivan Dragon") for _ in range(2))
    g = _attacked(PlayerSpec(battlefield=(perm("Dragonkin Berserker"), *dragons,
                                          *lands("Mountain", 3))))
    assert _boast_actions(g)
    g = _attacked(PlayerSpec(battlefield=(perm("Dragonkin Berserker"), *dragons,
                                          *lands("Mountain", 2))))
    assert not _boast_actions(g)
    g = _attacked(PlayerSpec(battlefield=(perm("Dragonkin Berserker"), *dragons, *dragons,
                                          *lands("Mountain", 1))))
    assert _boast_actions(g)
    g = _attacked(PlayerSpec(battlefield=(perm("Dragonkin Berserker"), *dragons, *dragons,
                                          *lands("Forest", 5))))
    assert not _boast_actions(g)  # no red mana
