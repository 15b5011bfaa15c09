"""Warp in real games (grimoire.oracle.alt_keywords, grimoire.mechanics.warp).

The 2025-02-07 Comprehensive Rules predate warp (Edge of Eternities, 2025): the expectations
come from the keyword's reminder text, "You may cast this card from your hand for its warp
cost. Exile this creature at the beginning of the next end step, then you may cast it from
exile on a later turn.", and from the rules it leans on (CR 118.9 alternative costs, CR 603.7
delayed triggered abilities, CR 400.7 a new object after a zone change).
"""

from __future__ import annotations

from typing import Any

from tests.dice_rules._util import game, ids, lands, one, perm, resolve
from tests.unsets._util import pass_until

from grimoire.mechanics import warp
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import query
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

_REMINDER = ("(You may cast this card from your hand for its warp cost. Exile this creature "
             "at the beginning of the next end step, then you may cast it from exile on a "
             "later turn.)")
RECORDS: dict[str, dict[str, Any]] = {r["name"]: r for r in (
    {"name": "Germinating Wurm", "type_line": "Creature — Plant Wurm", "mana_cost": "{4}{G}",
     "oracle_text": "When this creature enters, you gain 2 life.\nWarp {1}{G} " + _REMINDER,
     "power": "5", "toughness": "5"},
    {"name": "Nova Hellkite", "type_line": "Creature — Dragon", "mana_cost": "{3}{R}{R}",
     "oracle_text": "Flying, haste\nWhen this creature enters, it deals 1 damage to target "
     "creature an opponent controls.\nWarp {2}{R} " + _REMINDER,
     "power": "4", "toughness": "5"},
    {"name": "Plasma Bolt", "type_line": "Sorcery", "mana_cost": "{R}",
     "oracle_text": "Plasma Bolt deals 2 damage to any target.\nVoid — Plasma Bolt deals 3 "
     "damage instead if a nonland permanent left the battlefield this turn or a spell was "
     "warped this turn."},
    {"name": "Insatiable Skittermaw", "type_line": "Creature — Insect Horror",
     "mana_cost": "{2}{B}", "oracle_text": "Menace (This creature can't be blocked except by "
     "two or more creatures.)\nVoid — At the beginning of your end step, if a nonland "
     "permanent left the battlefield this turn or a spell was warped this turn, put a +1/+1 "
     "counter on this creature.", "power": "2", "toughness": "2"},
    {"name": "Full Bore", "type_line": "Instant", "mana_cost": "{R}",
     "oracle_text": "Target creature you control gets +3/+2 until end of turn. If that "
     "creature was cast for its warp cost, it also gains trample and haste until end of "
     "turn."},
)}
EXTRA = tuple(compile_source(dict(r)) for r in RECORDS.values())


def _casts(g: Game, name: str, zone: str = "hand") -> list[CastSpell]:
    card = one(g, name, zone)
    return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == card]


def _warp_index(g: Game, name: str, zone: str = "hand") -> int:
    card = g.objects[one(g, name, zone)].info.card
    return next(i for i, a in enumerate(card.alternative_costs) if a.option == warp.OPTION)


def _warp_wurm(g: Game) -> int:
    """Cast Germinating Wurm from the hand for its warp cost and resolve it."""
    alt = _warp_index(g, "Germinating Wurm")
    (cast,) = [a for a in _casts(g, "Germinating Wurm") if a.alt == alt]
    g.apply(cast)
    resolve(g)
    return one(g, "Germinating Wurm")


def test_warp_compiles_to_an_alternative_cost_honoured_by_the_engine() -> None:
    """The reminder text: "cast this card from your hand for its warp cost" is an
    alternative cost (CR 118.9) setting the ``warped`` option; nothing is left unhonoured."""
    card = compile_source(dict(RECORDS["Germinating Wurm"]))
    (alt,) = card.alternative_costs
    assert alt.option == "warped"
    assert str(alt.cost.mana) == "{1}{G}"
    assert engine_gaps(card) == []
    assert not ir.unimplemented_nodes(card)


def test_warp_is_offered_from_the_hand_beside_the_mana_cost() -> None:
    """CR 118.9, 601.2b: with five Forests both ways are listed; with two only the warp
    cost ({1}{G}) can be paid."""
    rich = game(PlayerSpec(hand=("Germinating Wurm",), battlefield=lands("Forest", 5)),
                extra=EXTRA)
    assert sorted(a.alt is None for a in _casts(rich, "Germinating Wurm")) == [False, True]
    poor = game(PlayerSpec(hand=("Germinating Wurm",), battlefield=lands("Forest", 2)),
                extra=EXTRA)
    assert [a.alt for a in _casts(poor, "Germinating Wurm")] == [
        _warp_index(poor, "Germinating Wurm")]


def test_warped_permanent_is_exiled_at_the_next_end_step_then_cast_on_a_later_turn() -> None:
    """Reminder text: the warped Wurm enters (its enters trigger gains 2 life), is exiled at
    the beginning of the end step, can't be cast from exile that turn, and is cast from
    exile for its mana cost on its owner's next turn; it then stays."""
    g = game(PlayerSpec(hand=("Germinating Wurm",), battlefield=lands("Forest", 5)),
             extra=EXTRA)
    _warp_wurm(g)
    assert g.players[0].life == 22
    pass_until(g, lambda g: g.step == "end" and not g.stack and g.pending is not None
               and g.pending.kind == "priority" and not ids(g, "Germinating Wurm"))
    assert g.turn == 3
    exiled = one(g, "Germinating Wurm", "exile")
    assert warp.FLAG in g.objects[exiled].flags
    assert _casts(g, "Germinating Wurm", "exile") == []  # "on a later turn"
    pass_until(g, lambda g: g.turn == 4 and g.step == "main1")
    assert _casts(g, "Germinating Wurm", "exile") == []  # the opponent's turn: sorcery timing
    pass_until(g, lambda g: g.turn == 5 and g.step == "main1")
    listed = _casts(g, "Germinating Wurm", "exile")
    assert [a.alt for a in listed] == [None]  # the warp cost is paid only from a hand
    g.apply(listed[0])
    resolve(g)
    assert one(g, "Germinating Wurm")
    assert g.players[0].life == 24
    pass_until(g, lambda g: g.turn == 6)
    assert one(g, "Germinating Wurm")  # cast for its mana cost: no exile


def test_wurm_cast_for_its_mana_cost_is_not_exiled() -> None:
    """Only a spell whose warp cost was paid makes the delayed exile."""
    g = game(PlayerSpec(hand=("Germinating Wurm",), battlefield=lands("Forest", 5)),
             extra=EXTRA)
    g.apply(next(a for a in _casts(g, "Germinating Wurm") if a.alt is None))
    resolve(g)
    pass_until(g, lambda g: g.turn == 4)
    assert one(g, "Germinating Wurm")


def test_warped_permanent_that_left_is_not_exiled_and_gets_no_permission() -> None:
    """CR 400.7, 603.7: the delayed ability exiles that permanent only. A warped Wurm
    bounced to its owner's hand before the end step stays in the hand (a new object), and
    no card in exile may be cast."""
    g = game(PlayerSpec(hand=("Germinating Wurm", "Unsummon"),
                        battlefield=(*lands("Forest", 2), *lands("Island", 1))), extra=EXTRA)
    wurm = _warp_wurm(g)
    g.apply(CastSpell(one(g, "Unsummon", "hand"), targets=((wurm,),)))
    resolve(g)
    assert one(g, "Germinating Wurm", "hand")
    pass_until(g, lambda g: g.turn == 5 and g.step == "main1")
    assert ids(g, "Germinating Wurm", "exile") == []
    assert one(g, "Germinating Wurm", "hand")


def test_card_exiled_otherwise_cannot_be_cast_from_exile() -> None:
    """Only a card exiled by warp's delayed ability may be cast from exile: a card with warp
    that is simply in exile may not."""
    g = game(PlayerSpec(exile=("Germinating Wurm",), battlefield=lands("Forest", 5)),
             extra=EXTRA)
    assert _casts(g, "Germinating Wurm", "exile") == []


def test_warped_creature_enters_trigger_targets_and_it_leaves_at_end_step() -> None:
    """Nova Hellkite warped for {2}{R} (its {3}{R}{R} out of reach): its enters trigger
    deals 1 damage to a creature an opponent controls, and it is exiled at the end step."""
    g = game(PlayerSpec(hand=("Nova Hellkite",), battlefield=lands("Mountain", 3)),
             PlayerSpec(battlefield=lands("Grizzly Bears", 1)), extra=EXTRA)
    bears = one(g, "Grizzly Bears")
    alt = _warp_index(g, "Nova Hellkite")
    (cast,) = [a for a in _casts(g, "Nova Hellkite") if a.alt == alt]
    g.apply(cast)
    resolve(g)
    assert one(g, "Nova Hellkite")
    assert g.objects[bears].damage == 1
    pass_until(g, lambda g: g.turn == 4)
    assert ids(g, "Nova Hellkite") == []
    assert one(g, "Nova Hellkite", "exile")


# Void (Edge of Eternities): "if a nonland permanent left the battlefield this turn or a
# spell was warped this turn" (a turn-history condition, CR 603.4 when it is a trigger's).


def _bolt_opponent(g: Game) -> None:
    g.apply(CastSpell(one(g, "Plasma Bolt", "hand"), targets=((Seat(1),),)))
    resolve(g)


def test_void_without_either_event_deals_two() -> None:
    """Plasma Bolt: 2 damage when no nonland permanent left and no spell was warped."""
    g = game(PlayerSpec(hand=("Plasma Bolt",), battlefield=lands("Mountain", 1)), extra=EXTRA)
    _bolt_opponent(g)
    assert g.players[1].life == 18


def test_void_after_a_warped_spell_deals_three() -> None:
    """A spell cast for its warp cost this turn (the Wurm, already resolved into a
    permanent): Plasma Bolt deals 3 instead."""
    g = game(PlayerSpec(hand=("Germinating Wurm", "Plasma Bolt"),
                        battlefield=(*lands("Forest", 2), *lands("Mountain", 1))), extra=EXTRA)
    _warp_wurm(g)
    _bolt_opponent(g)
    assert g.players[1].life == 17


def test_void_a_spell_cast_for_its_mana_cost_is_not_warped() -> None:
    """The same Wurm cast for its mana cost: no spell was warped, Plasma Bolt deals 2."""
    g = game(PlayerSpec(hand=("Germinating Wurm", "Plasma Bolt"),
                        battlefield=(*lands("Forest", 5), *lands("Mountain", 1))), extra=EXTRA)
    g.apply(next(a for a in _casts(g, "Germinating Wurm") if a.alt is None))
    resolve(g)
    _bolt_opponent(g)
    assert g.players[1].life == 18


def test_void_after_a_nonland_permanent_left_deals_three() -> None:
    """An opponent's creature died (Lightning Bolt on Grizzly Bears): a nonland permanent
    left the battlefield this turn, so Plasma Bolt deals 3."""
    g = game(PlayerSpec(hand=("Lightning Bolt", "Plasma Bolt"), battlefield=lands("Mountain", 2)),
             PlayerSpec(battlefield=lands("Grizzly Bears", 1)), extra=EXTRA)
    g.apply(CastSpell(one(g, "Lightning Bolt", "hand"), targets=((one(g, "Grizzly Bears"),),)))
    resolve(g)
    assert one(g, "Grizzly Bears", "graveyard")
    _bolt_opponent(g)
    assert g.players[1].life == 17


def test_void_end_step_trigger_counts_the_warp() -> None:
    """Insatiable Skittermaw's end step trigger (an intervening "if", CR 603.4): a +1/+1
    counter on the turn a spell was warped, none on the next turn of its controller when
    nothing happened (the warped Wurm's own exile at that earlier end step is history)."""
    g = game(PlayerSpec(hand=("Germinating Wurm",),
                        battlefield=(*lands("Forest", 2), perm("Insatiable Skittermaw"))),
             extra=EXTRA)
    maw = one(g, "Insatiable Skittermaw")
    _warp_wurm(g)
    pass_until(g, lambda g: g.turn == 4)
    assert g.objects[maw].counters.get("+1/+1", 0) == 1
    pass_until(g, lambda g: g.turn == 6)
    assert g.objects[maw].counters.get("+1/+1", 0) == 1


def _full_bore(g: Game, wurm: int) -> None:
    g.apply(CastSpell(one(g, "Full Bore", "hand"), targets=((wurm,),)))
    resolve(g)


def test_full_bore_on_a_warped_creature_adds_trample_and_haste() -> None:
    """Full Bore: +3/+2, and "if that creature was cast for its warp cost" (the permanent
    remembers how it was cast, CR 702.33d) trample and haste too."""
    g = game(PlayerSpec(hand=("Germinating Wurm", "Full Bore"),
                        battlefield=(*lands("Forest", 2), *lands("Mountain", 1))), extra=EXTRA)
    wurm = _warp_wurm(g)
    _full_bore(g, wurm)
    obj = g.objects[wurm]
    assert (query.power(g, obj), query.toughness(g, obj)) == (8, 7)
    assert query.has_keyword(g, obj, "trample") and query.has_keyword(g, obj, "haste")


def test_full_bore_on_a_creature_cast_for_its_mana_cost_only_boosts() -> None:
    """The same Wurm cast for its mana cost: +3/+2 only."""
    g = game(PlayerSpec(hand=("Germinating Wurm", "Full Bore"),
                        battlefield=(*lands("Forest", 5), *lands("Mountain", 1))), extra=EXTRA)
    g.apply(next(a for a in _casts(g, "Germinating Wurm") if a.alt is None))
    resolve(g)
    wurm = one(g, "Germinating Wurm")
    _full_bore(g, wurm)
    obj = g.objects[wurm]
    assert (query.power(g, obj), query.toughness(g, obj)) == (8, 7)
    assert not query.has_keyword(g, obj, "trample") and not query.has_keyword(g, obj, "haste")
