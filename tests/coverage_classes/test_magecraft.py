"""Magecraft (an ability word, CR 207.2c): "Whenever you cast or copy an instant or sorcery
spell". A copy of a spell is put on the stack, not cast (CR 707.10), and the player who
copies it is the one whose magecraft sees it; a spell an opponent copies doesn't trigger
yours. Archmage Emeritus: "..., draw a card."""

from __future__ import annotations

from tests.coverage_classes._cards import defs
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.oracle.support import engine_gaps
from grimoire.rules import events as ev
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

NAMES = ("Archmage Emeritus", "Twincast")


def _game(hand: tuple[str, ...], their_hand: tuple[str, ...] = ()) -> Game:
    me = PlayerSpec(hand=hand, battlefield=(perm("Archmage Emeritus"), *lands("Island", 2),
                                            *lands("Mountain", 1), *lands("Forest", 2)))
    them = PlayerSpec(hand=their_hand, battlefield=lands("Island", 2))
    return game(me, them, extra=defs(*NAMES))


def _my_draws(g: Game) -> int:
    return sum(1 for e in g.events if isinstance(e, ev.CardDrawn) and e.player == 0)


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name


def test_cast_an_instant_draws() -> None:
    g = _game(("Shock",))
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((Seat(1),),)))
    resolve(g)
    assert _my_draws(g) == 1 and g.players[1].life == 18


def test_a_creature_spell_doesnt_trigger() -> None:
    g = _game(("Grizzly Bears",))
    g.apply(CastSpell(one(g, "Grizzly Bears", "hand")))
    resolve(g)
    assert one(g, "Grizzly Bears") and _my_draws(g) == 0


def test_copying_triggers_too() -> None:
    """Shock (cast: one draw), Twincast (cast: one draw) copying Shock (copied: one more,
    CR 707.10); both Shocks deal their damage."""
    g = _game(("Shock", "Twincast"))
    shock = one(g, "Shock", "hand")
    g.apply(CastSpell(shock, targets=((Seat(1),),)))
    spell = one(g, "Shock", "stack")  # (the magecraft trigger is above it)
    g.apply(CastSpell(one(g, "Twincast", "hand"), targets=((spell,),)))
    resolve(g)
    assert _my_draws(g) == 3
    assert g.players[1].life == 16


def test_an_opponents_copy_doesnt_trigger_mine() -> None:
    """The opponent copies my Shock with their Twincast: they cast and copy, I don't; my
    Archmage triggers once (for my Shock)."""
    g = _game(("Shock",), their_hand=("Twincast",))
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((Seat(1),),)))
    spell = one(g, "Shock", "stack")  # (the magecraft trigger is above it)
    while g.pending is not None and g.pending.player != 1:
        g.apply(PassPriority())
    g.apply(CastSpell(one(g, "Twincast", "hand"), targets=((spell,),)))
    resolve(g)
    assert _my_draws(g) == 1
    copies = [e for e in g.events if isinstance(e, ev.SpellCopied)]
    assert [e.player for e in copies] == [1]
