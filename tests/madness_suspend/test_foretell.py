"""Foretell in real games (CR 702.143, 116.2h): Demon Bolt and Augury Raven."""

from __future__ import annotations

import pytest
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.errors import IllegalActionError
from grimoire.mechanics import foretell
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell, Foretell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

DEMON_BOLT = {
    "name": "Demon Bolt", "mana_cost": "{2}{R}", "type_line": "Instant",
    "oracle_text": "Demon Bolt deals 4 damage to target creature or planeswalker.\n"
    "Foretell {R} (During your turn, you may pay {2} and exile this card from your hand face "
    "down. Cast it on a later turn for its foretell cost.)",
}
AUGURY_RAVEN = {
    "name": "Augury Raven", "mana_cost": "{3}{U}", "type_line": "Creature — Bird",
    "oracle_text": "Flying\nForetell {1}{U} (During your turn, you may pay {2} and exile this "
    "card from your hand face down. Cast it on a later turn for its foretell cost.)",
    "power": "3", "toughness": "1",
}


def _defs() -> list[ir.CardDefinition]:
    return [compile_source(DEMON_BOLT), compile_source(AUGURY_RAVEN)]


def _start(hand: tuple[str, ...], basics: str, n: int) -> Game:
    me = PlayerSpec(hand=hand, battlefield=lands(basics, n))
    them = PlayerSpec(battlefield=(perm("Hill Giant"),))
    return game(me, them, extra=_defs())


def _to_my_next_main(g: Game) -> None:
    """Pass (answering any other decision with its first legal answer) until player 0's
    next precombat main phase."""
    start = g.turn
    for _ in range(400):
        if g.turn > start and g.active == 0 and g.step == "main1" and not g.stack \
                and g.pending is not None and g.pending.kind == "priority":
            return
        legal = g.legal_actions()
        g.apply(PassPriority() if PassPriority() in legal else legal[0])
    raise AssertionError("never reached the next main phase")


def test_compiled_with_no_gap() -> None:
    """CR 702.143a: the foretell keyword is honoured (no engine gap), its cost an
    alternative cost."""
    for record in (DEMON_BOLT, AUGURY_RAVEN):
        card = compile_source(record)
        assert engine_gaps(card) == []
        assert [a.option for a in card.alternative_costs] == [foretell.OPTION]


def test_foretell_then_cast_on_a_later_turn() -> None:
    """CR 702.143a-b, 116.2h: pay {2} and exile it (a special action: no stack), then cast
    it after this turn has ended for its foretell cost {R}."""
    g = _start(("Demon Bolt",), "Mountain", 3)
    bolt = one(g, "Demon Bolt", "hand")
    assert Foretell(bolt) in g.legal_actions()
    g.apply(Foretell(bolt))
    exiled = one(g, "Demon Bolt", "exile")
    assert foretell.FLAG in g.objects[exiled].flags
    assert not g.stack
    assert sum(1 for o in g.battlefield if g.objects[o].tapped) == 2  # paid {2}
    # Not this turn: "after the current turn has ended".
    assert not any(isinstance(a, CastSpell) and a.card == exiled for a in g.legal_actions())
    with pytest.raises(IllegalActionError):
        g.apply(CastSpell(exiled, targets=((one(g, "Hill Giant"),),), alt=0))
    _to_my_next_main(g)
    exiled = one(g, "Demon Bolt", "exile")
    giant = one(g, "Hill Giant")
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == exiled]
    assert casts and all(a.alt == 0 for a in casts)  # only for its foretell cost
    with pytest.raises(IllegalActionError):  # not for its mana cost from exile
        g.apply(CastSpell(exiled, targets=((giant,),)))
    g.apply(CastSpell(exiled, targets=((giant,),), alt=0))
    assert sum(1 for o in g.battlefield if g.objects[o].tapped) == 1  # {R} only
    resolve(g)
    assert g.objects.get(giant) is None or g.objects[giant].zone != "battlefield"
    assert one(g, "Demon Bolt", "graveyard")


def test_foretell_cost_not_from_hand_and_creature_resolves() -> None:
    """CR 702.143a: the foretell cost is payable only for a foretold card; a foretold
    creature spell resolves onto the battlefield."""
    g = _start(("Augury Raven",), "Island", 4)
    raven = one(g, "Augury Raven", "hand")
    assert all(a.alt is None for a in g.legal_actions()
               if isinstance(a, CastSpell) and a.card == raven)
    with pytest.raises(IllegalActionError):
        g.apply(CastSpell(raven, alt=0))
    g.apply(Foretell(raven))
    saved = Game.load(g.save(), g.pool)  # the action is replayed from the log
    for state in (g, saved, g.copy()):
        _to_my_next_main(state)
        exiled = one(state, "Augury Raven", "exile")
        state.apply(CastSpell(exiled, alt=0))
        resolve(state)
        assert one(state, "Augury Raven")


def test_special_action_timing_and_payment() -> None:
    """CR 116.2h: only during your turn with priority, and only if {2} can be paid; an
    illegal foretell changes nothing."""
    g = _start(("Demon Bolt",), "Mountain", 1)
    bolt = one(g, "Demon Bolt", "hand")
    assert Foretell(bolt) not in g.legal_actions()
    with pytest.raises(IllegalActionError, match=r"702\.143a"):
        g.apply(Foretell(bolt))
    assert g.objects[bolt].zone == "hand"
    me = PlayerSpec(hand=("Demon Bolt",), battlefield=lands("Mountain", 3))
    g = game(me, PlayerSpec(), active=1, extra=_defs())
    g.apply(PassPriority())  # player 0 now has priority during player 1's turn
    assert g.pending is not None and g.pending.player == 0
    mine = one(g, "Demon Bolt", "hand")
    assert Foretell(mine) not in g.legal_actions()
    with pytest.raises(IllegalActionError, match=r"116\.2h"):
        g.apply(Foretell(mine))
    assert g.objects[mine].zone == "hand"


def test_foretold_card_is_face_down_to_the_opponent() -> None:
    """CR 702.143a, 406.3: the card is exiled face down; its owner may look at it, the
    opponent sees neither its name in exile nor in the log, and can't read it."""
    from grimoire.rules.view import HiddenObjectError
    g = _start(("Demon Bolt",), "Mountain", 3)
    start = len(g.events)
    g.apply(Foretell(one(g, "Demon Bolt", "hand")))
    exiled = one(g, "Demon Bolt", "exile")
    mine, theirs = g.view(0), g.view(1)
    assert (exiled, "Demon Bolt") in mine.exile()
    assert (exiled, "?") in theirs.exile()
    assert mine.definition(exiled).name == "Demon Bolt"
    with pytest.raises(HiddenObjectError):
        theirs.definition(exiled)
    assert not any("Demon Bolt" in line for line in theirs.describe_log(start))
    assert any("Demon Bolt" in line for line in mine.describe_log(start))
