"""Madness (CR 702.35) in real games: a discarded madness card is exiled, then cast for its
madness cost or put into the graveyard.

Oracle records (Scryfall oracle-cards 2025-09-25) are embedded so the tests need no
``../shared/data``.
"""

from __future__ import annotations

from tests.dice_rules._util import game, ids, lands, one, perm, resolve
from tests.unsets._util import pass_until

from grimoire.mechanics import madness
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell, Choose, Decline
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

_MADNESS = ("(If you discard this card, discard it into exile. When you do, cast it for its "
            "madness cost or put it into your graveyard.)")
RECORDS = {r["name"]: r for r in (
    {"name": "Fiery Temper", "type_line": "Instant", "mana_cost": "{1}{R}{R}",
     "oracle_text": "Fiery Temper deals 3 damage to any target.\nMadness {R} " + _MADNESS},
    {"name": "Arrogant Wurm", "type_line": "Creature — Wurm", "mana_cost": "{3}{G}{G}",
     "power": "4", "toughness": "4", "oracle_text": "Trample\nMadness {2}{G} " + _MADNESS},
    {"name": "Tormenting Voice", "type_line": "Sorcery", "mana_cost": "{1}{R}",
     "oracle_text": "As an additional cost to cast this spell, discard a card.\n"
     "Draw two cards."},
    {"name": "Drake Haven", "type_line": "Enchantment", "mana_cost": "{2}{U}",
     "oracle_text": "Whenever you cycle or discard a card, you may pay {1}. If you do, "
     "create a 2/2 blue Drake creature token with flying."},
)}


def _defs() -> list[ir.CardDefinition]:
    return [compile_source(dict(r)) for r in RECORDS.values()]


def _start(hand: tuple[str, ...], battlefield: tuple[object, ...]) -> Game:
    me = PlayerSpec(hand=hand, battlefield=battlefield)  # type: ignore[arg-type]
    return game(me, PlayerSpec(), extra=_defs())


def _discard_with_voice(g: Game, card: str) -> None:
    """Cast Tormenting Voice discarding ``card`` (CR 701.9a, an additional cost)."""
    voice = one(g, "Tormenting Voice", "hand")
    target = one(g, card, "hand")
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell)
                 and a.card == voice and a.costs == (target,)))


def _to_cast_decision(g: Game) -> None:
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "cast_copy")


def test_compiled_without_gaps() -> None:
    """CR 702.35a: madness is honoured where printed (no engine gap)."""
    for name in ("Fiery Temper", "Arrogant Wurm"):
        assert engine_gaps(compile_source(dict(RECORDS[name]))) == []


def test_discarded_madness_card_is_exiled_and_cast_for_its_madness_cost() -> None:
    """CR 702.35a-b: discarded as a cost, Fiery Temper is exiled instead of going to the
    graveyard; its trigger lets its owner cast it for {R} rather than {1}{R}{R}."""
    g = _start(("Tormenting Voice", "Fiery Temper"), lands("Mountain", 3))
    _discard_with_voice(g, "Fiery Temper")
    exiled = one(g, "Fiery Temper", "exile")
    assert madness.FLAG in g.objects[exiled].flags
    assert ids(g, "Fiery Temper", "graveyard") == []
    _to_cast_decision(g)  # the madness trigger resolves first (it's on top of the Voice)
    cast = next(a for a in g.legal_actions() if isinstance(a, CastSpell)
                and a.targets == ((Seat(1),),))
    g.apply(cast)
    resolve(g)
    assert g.players[1].life == 17
    assert sum(1 for o in g.battlefield if g.objects[o].tapped) == 3  # {1}{R} + {R}
    assert one(g, "Fiery Temper", "graveyard")  # resolved, then to the graveyard


def test_declined_madness_card_goes_to_the_graveyard() -> None:
    """CR 702.35a: "If that player doesn't, they put this card into their graveyard"."""
    g = _start(("Tormenting Voice", "Fiery Temper"), lands("Mountain", 3))
    _discard_with_voice(g, "Fiery Temper")
    _to_cast_decision(g)
    g.apply(Decline())
    resolve(g)
    assert one(g, "Fiery Temper", "graveyard")
    assert ids(g, "Fiery Temper", "exile") == []
    assert g.players[1].life == 20


def test_madness_cost_unaffordable_goes_to_the_graveyard() -> None:
    """With no mana left for {R}, nothing can be cast: the card is put into the
    graveyard."""
    g = _start(("Tormenting Voice", "Fiery Temper"), lands("Mountain", 2))
    _discard_with_voice(g, "Fiery Temper")
    resolve(g)
    assert one(g, "Fiery Temper", "graveyard")


def test_madness_creature_cast_in_the_cleanup_step() -> None:
    """Casting with madness ignores timing (CR 608.2g): a creature discarded to hand size
    in the cleanup step (CR 514.1) is cast then, for its madness cost {2}{G}."""
    hand = ("Arrogant Wurm", *("Forest",) * 7)
    g = _start(hand, lands("Forest", 3))
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "discard")
    assert g.step == "cleanup"
    g.apply(Choose((one(g, "Arrogant Wurm", "hand"),)))
    _to_cast_decision(g)
    assert g.step == "cleanup"
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell)))
    resolve(g)
    assert one(g, "Arrogant Wurm")


def test_discard_triggers_still_see_a_madness_discard() -> None:
    """CR 702.35a: the card is discarded (into exile): "Whenever you ... discard a card"
    triggers beside the madness trigger."""
    g = _start(("Tormenting Voice", "Fiery Temper"),
               (*lands("Mountain", 3), perm("Drake Haven")))
    _discard_with_voice(g, "Fiery Temper")
    assert sorted(g.objects[p.source].name for p in g.pending_triggers) == [
        "Drake Haven", "Fiery Temper"]
