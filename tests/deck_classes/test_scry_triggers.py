""""Whenever you scry" / "Whenever you surveil" (CR 701.18d: it triggers after the whole
scry process; 701.42): Flamespeaker Adept, Knowledge and Power, Dimir Spybug. Another player's
scry doesn't trigger "whenever you scry". Knowledge and Power's "you may pay {2}. If you do"
(CR 603.5: the payment is made as it resolves; declined, nothing happens)."""

from __future__ import annotations

from tests.deck_classes._cards import assert_honoured, card
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.oracle.compiler import compile_source
from grimoire.rules import query
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

ADEPT = card("Flamespeaker Adept", "{2}{R}", "Creature — Human Shaman",
             "Whenever you scry, this creature gets +2/+0 and gains first strike until end of "
             "turn.", "2/3")
KNOWLEDGE = card("Knowledge and Power", "{4}{R}", "Enchantment",
                 "Whenever you scry, you may pay {2}. If you do, this enchantment deals 2 "
                 "damage to any target.")
SPYBUG = card("Dimir Spybug", "{U}{B}", "Creature — Insect",
              "Flying\nMenace (This creature can't be blocked except by two or more "
              "creatures.)\nWhenever you surveil, put a +1/+1 counter on this creature.",
              "1/1")
OPT = card("Opt", "{U}", "Instant",
           "Scry 1. (Look at the top card of your library. You may put that card on the "
           "bottom.)\nDraw a card.")
NOTION = card("Notion Rain", "{1}{U}{B}", "Sorcery",
              "Surveil 2, then draw two cards. Notion Rain deals 2 damage to you. (To surveil "
              "2, look at the top two cards of your library, then put any number of them "
              "into your graveyard and the rest on top of your library in any order.)")
RECORDS = (ADEPT, KNOWLEDGE, SPYBUG, OPT, NOTION)


def test_the_records_are_honoured() -> None:
    assert_honoured((ADEPT, KNOWLEDGE, SPYBUG))


def _game(mine: tuple[str, ...], hand: tuple[str, ...], theirs: tuple[str, ...] = (),
          their_hand: tuple[str, ...] = ()) -> Game:
    me = PlayerSpec(hand=hand, battlefield=(*(perm(n) for n in mine), *lands("Island", 3),
                                            *lands("Swamp", 2), *lands("Mountain", 3)))
    them = PlayerSpec(hand=their_hand, battlefield=(*(perm(n) for n in theirs),
                                                    *lands("Island", 2)))
    return game(me, them, extra=[compile_source(r) for r in RECORDS])


def _adept(g: Game) -> tuple[int, int, bool]:
    obj = g.objects[one(g, "Flamespeaker Adept")]
    return (query.power(g, obj), query.toughness(g, obj),
            query.has_keyword(g, obj, "first strike"))


def test_scrying_pumps_the_adept() -> None:
    g = _game(("Flamespeaker Adept",), ("Opt",))
    assert _adept(g) == (2, 3, False)
    g.apply(CastSpell(one(g, "Opt", "hand")))
    resolve(g, [Choose(())])  # scry 1: keep the card on top
    assert _adept(g) == (4, 3, True)


def test_an_opponents_scry_is_not_yours() -> None:
    """Player 1 casts Opt in player 0's turn: player 0's Adept doesn't trigger."""
    g = _game(("Flamespeaker Adept",), (), their_hand=("Opt",))
    g.apply(PassPriority())  # player 1 gets priority in player 0's main phase
    g.apply(CastSpell(one(g, "Opt", "hand")))
    resolve(g, [Choose(())])
    assert _adept(g) == (2, 3, False)


def test_knowledge_and_power_paid_and_declined() -> None:
    """Two Opts: the first trigger paid ({2}: 2 damage to player 1), the second declined
    (no damage)."""
    g = _game(("Knowledge and Power",), ("Opt", "Opt"))
    for pay, life in ((True, 18), (False, 18)):
        opt = next(a for a in g.legal_actions() if isinstance(a, CastSpell))
        g.apply(opt)
        while g.pending is not None and g.pending.kind == "priority" and g.stack:
            g.apply(PassPriority())
        assert g.pending is not None
        if g.pending.kind == "choose_objects":
            g.apply(Choose(()))  # the scry: keep it on top
        assert g.pending is not None and g.pending.kind == "trigger_targets"
        g.apply(Choose(((Seat(1),),)))
        resolve(g, [Choose(pay)])
        assert g.players[1].life == life


def test_surveil_puts_a_counter_on_the_spybug() -> None:
    g = _game(("Dimir Spybug",), ("Notion Rain",))
    g.apply(CastSpell(one(g, "Notion Rain", "hand")))
    resolve(g, [Choose(())])
    assert g.objects[one(g, "Dimir Spybug")].counter("+1/+1") == 1
    assert g.players[0].life == 18
