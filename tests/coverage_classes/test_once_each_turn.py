""""This ability triggers only once each turn." (a limit on triggering that the ability's own
text sets on CR 603.2c, worded as in CR 702.179d). Whispering Wizard: the first noncreature
spell of a turn makes a Spirit; the second that turn doesn't trigger at all; a creature spell
never counts; next turn it triggers again. Valiant's "for the first time each turn" is the
same limit (Seedglaive Mentor)."""

from __future__ import annotations

from tests.coverage_classes._cards import defs
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_card
from grimoire.oracle.support import engine_gaps
from grimoire.rules import events as ev
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec


def _spirits(g: Game) -> int:
    return sum(1 for o in g.battlefield if g.objects[o].name.startswith("Spirit"))


def _game(hand: tuple[str, ...]) -> Game:
    me = PlayerSpec(hand=hand, battlefield=(perm("Whispering Wizard"),
                                            *lands("Mountain", 4), *lands("Forest", 2)))
    return game(me, PlayerSpec(), extra=defs("Whispering Wizard"))


def _triggers(g: Game) -> int:
    return sum(1 for e in g.events if isinstance(e, ev.AbilityTriggered))


def test_honoured() -> None:
    assert not engine_gaps(defs("Whispering Wizard")[0])


def test_only_the_first_spell_of_the_turn() -> None:
    """Two Shocks in one turn: one trigger, one Spirit (the second doesn't trigger, so no
    ability goes on the stack); a creature spell before them doesn't use the trigger up."""
    g = _game(("Grizzly Bears", "Shock", "Lightning Bolt"))
    g.apply(CastSpell(one(g, "Grizzly Bears", "hand")))
    resolve(g)
    assert _spirits(g) == 0
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((Seat(1),),)))
    resolve(g)
    g.apply(CastSpell(one(g, "Lightning Bolt", "hand"), targets=((Seat(1),),)))
    resolve(g)
    assert _spirits(g) == 1 and _triggers(g) == 1
    assert g.players[1].life == 15


def test_again_on_a_later_turn() -> None:
    """The limit is per turn: on the next turn (the opponent's, with an instant) it triggers
    again."""
    g = _game(("Shock", "Lightning Bolt"))
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((Seat(1),),)))
    resolve(g)
    assert _spirits(g) == 1
    for _ in range(200):
        if g.turn == 4 and g.step == "main1" and g.pending is not None \
                and g.pending.kind == "priority" and g.pending.player == 1:
            break
        g.apply(PassPriority() if g.pending is not None and g.pending.kind == "priority"
                else g.legal_actions()[0])
    while g.pending is not None and g.pending.player != 0:  # the opponent passes to me
        g.apply(PassPriority())
    g.apply(CastSpell(one(g, "Lightning Bolt", "hand"), targets=((Seat(1),),)))
    resolve(g)
    assert _spirits(g) == 2


def test_valiant_only_the_first_time_each_turn() -> None:
    """Seedglaive Mentor targeted by my Giant Growth twice in a turn: one +1/+1 counter (the
    second targeting doesn't trigger it); the opponent targeting it first doesn't use it up
    ("a spell or ability you control")."""
    me = PlayerSpec(hand=("Giant Growth", "Giant Growth"), battlefield=(
        perm("Seedglaive Mentor"), *lands("Forest", 2)))
    them = PlayerSpec(hand=("Shock",), battlefield=lands("Mountain", 1))
    g = game(me, them, extra=defs("Seedglaive Mentor"))
    mentor = one(g, "Seedglaive Mentor")
    g.apply(PassPriority())  # the opponent, with priority, shocks the Mentor first
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((mentor,),)))
    while g.pending is not None and g.pending.player != 0:
        g.apply(PassPriority())
    for card in [o for o in g.players[0].hand if g.objects[o].name == "Giant Growth"]:
        g.apply(CastSpell(card, targets=((mentor,),)))
        resolve(g)
    obj = g.objects[mentor]
    assert obj.counter("+1/+1") == 1 and obj.damage == 2


def test_first_life_gain_each_turn_is_not_read_as_once_each_turn() -> None:
    """ "Whenever you gain life for the first time each turn" is the player's first event of
    the turn (CR 119.9; tests/rules/test_first_time_each_turn.py plays its ruling), not the
    "triggers only once each turn" limit of CR 603.2h."""
    seraph = compile_card("Vanguard Seraph", "Creature — Angel Warrior", "{3}{W}",
                          "Flying\nWhenever you gain life for the first time each turn, "
                          "surveil 1.", "2", "4")
    trigger = next(a for a in seraph.abilities if isinstance(a, ir.TriggeredAbility))
    assert trigger.trigger == ir.LifeGainTrigger(first_each_turn=True)

