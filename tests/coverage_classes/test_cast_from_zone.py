"""Cast triggers that name the zone a spell was cast from (CR 601.2a: a spell moves to the
stack from the zone it was in): "Whenever you cast a spell from your graveyard" (Thalia's
Geistcaller), "from anywhere other than your hand" (Vega, the Watcher), and "your first
instant or sorcery spell from your graveyard each turn" (Sevinne, the Chronoclasm)."""

from __future__ import annotations

from tests.coverage_classes._cards import card as _card
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import events as ev
from grimoire.rules.actions import CastSpell, Choose
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

RECORDS = {r["name"]: r for r in (
    _card("Vega, the Watcher", "{1}{W}{U}", "Legendary Creature — Bird Spirit",
          "Flying\nWhenever you cast a spell from anywhere other than your hand, draw a card.",
          "2/2"),
    _card("Thalia's Geistcaller", "{2}{W}", "Creature — Human Cleric",
          "Lifelink\nWhenever you cast a spell from your graveyard, create a 1/1 white Spirit "
          "creature token with flying.\nSacrifice a Spirit: This creature gains indestructible "
          "until end of turn.", "2/2"),
    _card("Sevinne, the Chronoclasm", "{2}{U}{R}", "Legendary Creature — Human Wizard",
          "Prevent all damage that would be dealt to Sevinne.\nWhenever you cast your first "
          "instant or sorcery spell from your graveyard each turn, copy that spell. You may "
          "choose new targets for the copy.", "2/2"),
    _card("Fiery Temper", "{1}{R}{R}", "Instant",
          "Fiery Temper deals 3 damage to any target.\nFlashback {2}{R} (You may cast this "
          "card from your graveyard for its flashback cost. Then exile it.)"),
)}


def _defs(*names: str) -> list[ir.CardDefinition]:
    return [compile_source(RECORDS[n]) for n in names]


def _game(mine: str, hand: tuple[str, ...] = (), graveyard: tuple[str, ...] = ()) -> Game:
    me = PlayerSpec(hand=hand, graveyard=graveyard,
                    battlefield=(perm(mine), *lands("Mountain", 9), *lands("Island", 3)))
    return game(me, PlayerSpec(), extra=_defs(*RECORDS))


def _flashback(g: Game, name: str, target: object) -> None:
    card = one(g, name, "graveyard")
    cast = next(a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == card
                and a.targets == ((target,),))
    g.apply(cast)


def test_the_class_is_honoured() -> None:
    for d in _defs("Vega, the Watcher", "Thalia's Geistcaller", "Sevinne, the Chronoclasm"):
        assert ir.is_fully_implemented(d) and not engine_gaps(d), d.name


def _drawn(g: Game) -> int:
    return sum(1 for e in g.events if isinstance(e, ev.CardDrawn) and e.player == 0)


def test_from_the_graveyard_triggers_from_the_hand_doesnt() -> None:
    """Vega: the Shock cast from the hand draws nothing; Fiery Temper cast from the graveyard
    (flashback) is cast from anywhere other than the hand: one card."""
    g = _game("Vega, the Watcher", hand=("Shock",), graveyard=("Fiery Temper",))
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((Seat(1),),)))
    resolve(g)
    assert _drawn(g) == 0
    _flashback(g, "Fiery Temper", Seat(1))
    resolve(g)
    assert _drawn(g) == 1 and g.players[1].life == 15


def test_from_your_graveyard() -> None:
    """Thalia's Geistcaller: a Spirit for the flashback cast, none for the cast from hand."""
    g = _game("Thalia's Geistcaller", hand=("Shock",), graveyard=("Fiery Temper",))
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((Seat(1),),)))
    resolve(g)
    assert not [o for o in g.objects.values() if o.name == "Spirit"]
    _flashback(g, "Fiery Temper", Seat(1))
    resolve(g)
    assert len([o for o in g.objects.values() if o.name == "Spirit"]) == 1


def test_first_from_the_graveyard_each_turn_is_copied() -> None:
    """Sevinne: a Shock from the hand doesn't count; the first spell from the graveyard
    (Fiery Temper) is copied: 2 + 3 + 3 damage."""
    g = _game("Sevinne, the Chronoclasm", hand=("Shock",), graveyard=("Fiery Temper",))
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((Seat(1),),)))
    resolve(g)
    _flashback(g, "Fiery Temper", Seat(1))
    resolve(g, [Choose(((Seat(1),),))])
    assert len([e for e in g.events if isinstance(e, ev.SpellCopied)]) == 1
    assert g.players[1].life == 12
