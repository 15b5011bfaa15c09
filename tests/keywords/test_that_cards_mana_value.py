"""Amounts "equal to that spell's mana value" (a cast trigger's spell, CR 603.2) and "that
card's mana value" (a card an earlier instruction revealed), read as the ability resolves:
CR 202.3 (mana value), 202.3e (X on the stack counts), 608.2h (last known information).

Oracle records (Scryfall oracle-cards 2025-09-25) are embedded so the tests need no
``../shared/data``.
"""

from __future__ import annotations

from tests.dice_rules._util import cast, game, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import query, zones
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

RECORDS = {r["name"]: r for r in (
    {"name": "Erratic Cyclops", "type_line": "Creature — Cyclops Shaman",
     "mana_cost": "{3}{R}", "power": "0", "toughness": "8",
     "oracle_text": "Trample\nWhenever you cast an instant or sorcery spell, this creature "
     "gets +X/+0 until end of turn, where X is that spell's mana value."},
    {"name": "Bounteous Kirin", "type_line": "Legendary Creature — Kirin Spirit",
     "mana_cost": "{5}{G}{G}", "power": "4", "toughness": "4",
     "oracle_text": "Flying\nWhenever you cast a Spirit or Arcane spell, you may gain life "
     "equal to that spell's mana value."},
    {"name": "Manaplasm", "type_line": "Creature — Ooze", "mana_cost": "{2}{G}",
     "power": "1", "toughness": "1",
     "oracle_text": "Whenever you cast a spell, this creature gets +X/+X until end of turn, "
     "where X is that spell's mana value."},
    {"name": "Blaze", "type_line": "Sorcery", "mana_cost": "{X}{R}",
     "oracle_text": "Blaze deals X damage to any target."},
    {"name": "Riddle of Lightning", "type_line": "Instant", "mana_cost": "{3}{R}{R}",
     "oracle_text": "Choose any target. Scry 3, then reveal the top card of your library. "
     "Riddle of Lightning deals damage equal to that card's mana value to that permanent or "
     "player."},
    {"name": "Hill Giant", "type_line": "Creature — Giant", "mana_cost": "{3}{R}",
     "power": "3", "toughness": "3", "oracle_text": ""},
    {"name": "Kodama's Reach", "type_line": "Sorcery — Arcane", "mana_cost": "{2}{G}",
     "oracle_text": "Search your library for up to two basic land cards, reveal those "
     "cards, put one onto the battlefield tapped and the other into your hand, then "
     "shuffle."},
)}


def _defs() -> list[ir.CardDefinition]:
    return [compile_source(dict(r)) for r in RECORDS.values()]


def _game(hand: tuple[str, ...], battlefield: tuple[object, ...],
          library: tuple[str, ...] = ()) -> Game:
    me = PlayerSpec(hand=hand, battlefield=battlefield,  # type: ignore[arg-type]
                    library=library)
    return game(me, PlayerSpec(), extra=_defs())


def _power(g: Game, name: str) -> int:
    return query.power(g, g.objects[one(g, name)])


def test_compiled_without_gaps() -> None:
    """Each card's whole text is honoured."""
    for name in ("Erratic Cyclops", "Bounteous Kirin", "Manaplasm", "Riddle of Lightning"):
        assert engine_gaps(compile_source(dict(RECORDS[name]))) == [], name


def test_cast_trigger_reads_the_spell_cast() -> None:
    """CR 603.2, 202.3: Erratic Cyclops gets +X/+0 where X is the mana value of the instant
    or sorcery cast; a creature spell doesn't trigger it."""
    g = _game(("Riddle of Lightning",), (perm("Erratic Cyclops"), *lands("Mountain", 5)))
    cast(g, "Riddle of Lightning", targets=((Seat(1),),))
    resolve(g)
    assert _power(g, "Erratic Cyclops") == 5


def test_x_counts_on_the_stack() -> None:
    """CR 202.3e: Blaze cast with X=3 has mana value 4 on the stack: +4/+4 for Manaplasm."""
    g = _game(("Blaze",), (perm("Manaplasm"), *lands("Mountain", 4)))
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell)
                 and a.x == 3 and a.targets == ((Seat(1),),)))
    resolve(g)
    assert _power(g, "Manaplasm") == 1 + 4
    assert g.players[1].life == 17


def test_spell_gone_uses_last_known_information() -> None:
    """CR 608.2h: the spell left the stack before the trigger resolved (countered): its
    mana value as it last existed on the stack is used."""
    g = _game(("Blaze",), (perm("Manaplasm"), *lands("Mountain", 3)))
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell)
                 and a.x == 2 and a.targets == ((Seat(1),),)))
    blaze = one(g, "Blaze", "stack")
    zones.move(g, blaze, "graveyard")  # as if countered, with the trigger still waiting
    resolve(g)
    assert _power(g, "Manaplasm") == 1 + 3
    assert g.players[1].life == 20


def test_may_gain_life_declined() -> None:
    """ "You may gain life equal to that spell's mana value": declined, nothing happens;
    accepted, the Arcane spell's mana value (3)."""
    for accept in (False, True):
        g = _game(("Kodama's Reach",), (perm("Bounteous Kirin"), *lands("Forest", 3)))
        cast(g, "Kodama's Reach")
        g.apply(PassPriority())
        g.apply(PassPriority())  # the trigger resolves: "you may"
        assert g.pending is not None and g.pending.kind == "yes_no"
        g.apply(Choose(accept))
        assert g.players[0].life == (23 if accept else 20)


def test_revealed_cards_mana_value() -> None:
    """Riddle of Lightning: the card revealed after the scry is a Hill Giant (mana value
    4): 4 damage to the chosen target."""
    g = _game(("Riddle of Lightning",), lands("Mountain", 5), library=("Hill Giant",) * 6)
    cast(g, "Riddle of Lightning", targets=((Seat(1),),))
    resolve(g)
    assert g.players[1].life == 16


def test_target_gone_nothing_happens() -> None:
    """CR 608.2b: the only target became illegal: the spell doesn't resolve (no scry, no
    damage)."""
    g = game(PlayerSpec(hand=("Riddle of Lightning",), library=("Hill Giant",) * 6,
                        battlefield=lands("Mountain", 5)),
             PlayerSpec(battlefield=(perm("Hill Giant"),)), extra=_defs())
    giant = one(g, "Hill Giant")
    cast(g, "Riddle of Lightning", targets=((giant,),))
    zones.move(g, giant, "graveyard")
    resolve(g)
    assert one(g, "Riddle of Lightning", "graveyard")
    assert len(g.players[0].library) == 6
