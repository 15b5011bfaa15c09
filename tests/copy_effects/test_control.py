"""Layer 2: control-changing effects through the layer system (CR 613.1b), with their
durations (CR 611.2a-b), timestamps (CR 613.7), summoning sickness (CR 302.6) and removal
from combat (CR 506.4)."""

from __future__ import annotations

from tests.copy_effects._cards import pool
from tests.dice_rules._util import one, perm, resolve

from grimoire.rules import continuous, query
from grimoire.rules.actions import CastSpell, DeclareAttackers, PassPriority
from grimoire.rules.control import sync
from grimoire.rules.game import Game
from grimoire.rules.layers import characteristics
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec, Position


def _game(mine: tuple[PermanentSpec, ...] = (), theirs: tuple[PermanentSpec, ...] = (),
          hand: tuple[str, ...] = (), their_hand: tuple[str, ...] = (), active: int = 0,
          step: str = "main1") -> Game:
    library = ("Island",) * 10
    me = PlayerSpec(battlefield=mine, hand=hand, library=library)
    them = PlayerSpec(battlefield=theirs, hand=their_hand, library=library)
    return Game.from_position(Position(players=(me, them), active=active, turn=3, step=step),
                              pool(), seed=0)


def _mountains(n: int) -> tuple[PermanentSpec, ...]:
    return tuple(perm("Mountain") for _ in range(n))


def _to_next_turn(g: Game) -> None:
    """Pass (answering anything else with its first legal answer) until a new turn."""
    turn = g.turn
    for _ in range(400):
        if g.turn != turn:
            return
        assert g.pending is not None
        if g.pending.kind == "priority":
            g.apply(PassPriority())
        else:
            g.apply(g.legal_actions()[0])
    raise AssertionError("the turn never ended")


def test_act_of_aggression_until_end_of_turn() -> None:
    """Act of Aggression (CR 613.1b, 514.2): control until end of turn — the creature is
    untapped, has haste, may attack; in the cleanup step control goes back."""
    g = _game(mine=_mountains(5), theirs=(perm("Serra Angel", tapped=True),),
              hand=("Act of Aggression",))
    angel = one(g, "Serra Angel")
    g.apply(CastSpell(one(g, "Act of Aggression", "hand"), targets=((angel,),)))
    resolve(g)
    obj = g.objects[angel]
    assert obj.controller == 0 and characteristics(g, obj).controller == 0
    assert not obj.tapped and obj.sick  # CR 302.6: sick, but it has haste
    assert "haste" in query.keywords(g, obj)
    _to_next_turn(g)
    assert g.objects[angel].controller == 1
    assert g.objects[angel].own_controller is None


def test_mind_control_for_as_long_as_attached() -> None:
    """Mind Control (CR 613.1b, 611.3a): its controller controls the enchanted creature as
    the Aura enters, and only while it stays attached."""
    g = _game(mine=(*(perm("Island") for _ in range(5)),), theirs=(perm("Grizzly Bears"),),
              hand=("Mind Control",))
    bears = one(g, "Grizzly Bears")
    g.apply(CastSpell(one(g, "Mind Control", "hand"), targets=((bears,),)))
    resolve(g)
    assert g.objects[bears].controller == 0 and g.objects[bears].sick
    from grimoire.rules import zones
    zones.move(g, one(g, "Mind Control"), "graveyard")
    sync(g)
    assert g.objects[bears].controller == 1


def test_later_timestamp_wins_then_the_earlier_applies_again() -> None:
    """CR 613.7: two control effects — the opponent's Mind Control, then my Act of
    Aggression (later timestamp) — I control it this turn; once mine ends in the cleanup
    step, Mind Control's effect (still there) gives it back to the opponent, not to its
    owner."""
    g = _game(mine=(perm("Grizzly Bears"), *_mountains(5)), hand=("Act of Aggression",),
              theirs=(perm("Mind Control", attached_to=(0, 0)),))
    bears = one(g, "Grizzly Bears")
    sync(g)
    assert g.objects[bears].controller == 1
    g.apply(CastSpell(one(g, "Act of Aggression", "hand"), targets=((bears,),)))
    resolve(g)
    assert g.objects[bears].controller == 0
    _to_next_turn(g)
    assert g.objects[bears].controller == 1
    assert g.objects[bears].own_controller == 0


def test_sower_of_temptation_while_it_remains() -> None:
    """Sower of Temptation (CR 611.2b): control "for as long as this creature remains on
    the battlefield" ends when it leaves."""
    g = _game(mine=(*(perm("Island") for _ in range(4)),), theirs=(perm("Serra Angel"),),
              hand=("Sower of Temptation",))
    angel = one(g, "Serra Angel")
    g.apply(CastSpell(one(g, "Sower of Temptation", "hand")))
    resolve(g)
    assert g.objects[angel].controller == 0
    from grimoire.rules import zones
    zones.move(g, one(g, "Sower of Temptation"), "graveyard")
    sync(g)
    assert g.objects[angel].controller == 1


def test_a_control_change_removes_from_combat() -> None:
    """CR 506.4: an attacking creature whose controller changes is removed from combat (it
    deals no combat damage)."""
    g = _game(mine=(perm("Serra Angel"),), theirs=_mountains(5),
              their_hand=("Act of Aggression",), step="main1")
    angel = one(g, "Serra Angel")
    while g.pending is not None and g.pending.kind != "declare_attackers":
        g.apply(PassPriority())
    g.apply(DeclareAttackers(((angel, Seat(1)),)))
    while g.pending is not None and g.pending.player != 1:
        g.apply(PassPriority())
    assert angel in g.combat.attackers
    g.apply(CastSpell(one(g, "Act of Aggression", "hand"), targets=((angel,),)))
    resolve(g)
    assert g.objects[angel].controller == 1 and angel not in g.combat.attackers
    life = g.players[1].life  # (Phyrexian mana may have been paid with life)
    while g.step != "main2":
        g.apply(PassPriority() if g.pending is not None and g.pending.kind == "priority"
                else g.legal_actions()[0])
    assert g.players[1].life == life


def test_until_the_end_of_your_next_turn() -> None:
    """CR 611.2a: "until the end of your next turn" lasts through the opponent's turn and
    ends in the cleanup step of its controller's next turn."""
    g = _game(mine=(perm("Island"),), theirs=(perm("Grizzly Bears"),))
    bears = one(g, "Grizzly Bears")
    continuous.lasting(g, 0, 0, "end_of_your_next_turn", frozenset({bears}), control=0)
    sync(g)
    assert g.objects[bears].controller == 0
    _to_next_turn(g)  # my turn ends: still mine
    assert g.objects[bears].controller == 0
    _to_next_turn(g)  # the opponent's turn
    assert g.objects[bears].controller == 0
    _to_next_turn(g)  # my next turn's cleanup
    assert g.objects[bears].controller == 1


def test_switcheroo_exchanges_control() -> None:
    """CR 701.12a, 613.1b: Switcheroo exchanges control of two target creatures, for good;
    each is "sick" for its new controller (CR 302.6)."""
    g = _game(mine=(perm("Grizzly Bears"), *(perm("Island") for _ in range(5))),
              theirs=(perm("Serra Angel"),), hand=("Switcheroo",))
    bears, angel = one(g, "Grizzly Bears"), one(g, "Serra Angel")
    g.apply(CastSpell(one(g, "Switcheroo", "hand"), targets=((bears, angel),)))
    resolve(g)
    assert (g.objects[bears].controller, g.objects[angel].controller) == (1, 0)
    assert g.objects[angel].sick
    _to_next_turn(g)
    assert (g.objects[bears].controller, g.objects[angel].controller) == (1, 0)


def test_exchange_with_one_target_gone_does_nothing() -> None:
    """CR 701.12a-b, 608.2b: if one of the two creatures is gone when Switcheroo resolves
    (Shock in response), no exchange happens."""
    g = _game(mine=(perm("Grizzly Bears"), perm("Mountain"),
                    *(perm("Island") for _ in range(5))),
              theirs=(perm("Llanowar Elves"),), hand=("Switcheroo", "Shock"))
    bears, elves = one(g, "Grizzly Bears"), one(g, "Llanowar Elves")
    g.apply(CastSpell(one(g, "Switcheroo", "hand"), targets=((bears, elves),)))
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((elves,),)))
    resolve(g)
    assert elves not in g.objects and g.objects[bears].controller == 0
