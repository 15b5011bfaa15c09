"""Nightpack Ambusher's classes: two plural subtypes joined by "and" ("Other Wolves and
Werewolves you control get +1/+1": each Wolf and each Werewolf, CR 205.3) and a turn-history
condition in the negative ("if you didn't cast a spell this turn", an intervening "if",
CR 603.4); Brineborn Cutthroat's "Whenever you cast a spell during an opponent's turn"."""

from __future__ import annotations

from tests.deck_classes._cards import card
from tests.dice_rules._util import cast, game, lands, one, perm

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import query
from grimoire.rules.actions import PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

AMBUSHER = card("Nightpack Ambusher", "{2}{G}{G}", "Creature — Wolf",
                "Flash\nOther Wolves and Werewolves you control get +1/+1.\nAt the beginning of "
                "your end step, if you didn't cast a spell this turn, create a 2/2 green Wolf "
                "creature token.", "4/4")
WOLF = ir.CardDefinition("Grey Wolf", card_types=("creature",), subtypes=("Wolf",),
                         power=2, toughness=2)
WEREWOLF = ir.CardDefinition("Night Howler", card_types=("creature",),
                             subtypes=("Human", "Werewolf"), power=2, toughness=2)


def _game(hand: tuple[str, ...] = ()) -> Game:
    me = PlayerSpec(hand=hand, battlefield=(perm("Nightpack Ambusher"), perm("Grey Wolf"),
                                            perm("Night Howler"), perm("Grizzly Bears"),
                                            *lands("Mountain", 1)))
    return game(me, step="main2", extra=[compile_source(AMBUSHER), WOLF, WEREWOLF])


def test_the_records_are_honoured() -> None:
    for record in (AMBUSHER, CUTTHROAT):
        d = compile_source(record)
        assert not [n for n in ir.iter_nodes(d) if isinstance(n, ir.Unimplemented)], d.name
        assert not engine_gaps(d), d.name


def test_wolves_and_werewolves_get_the_bonus() -> None:
    """The Wolf and the Werewolf get +1/+1; the Bears don't, nor the Ambusher ("other")."""
    g = _game()
    stats = {name: (query.power(g, g.objects[one(g, name)]),
                    query.toughness(g, g.objects[one(g, name)]))
             for name in ("Grey Wolf", "Night Howler", "Grizzly Bears", "Nightpack Ambusher")}
    assert stats == {"Grey Wolf": (3, 3), "Night Howler": (3, 3), "Grizzly Bears": (2, 2),
                     "Nightpack Ambusher": (4, 4)}


def _to_cleanup(g: Game) -> None:
    turn = g.turn
    for _ in range(100):
        if g.turn != turn or g.step == "cleanup":
            return
        pending = g.pending
        assert pending is not None
        g.apply(PassPriority() if pending.kind == "priority" else g.legal_actions()[0])


def _wolf_tokens(g: Game) -> int:
    return sum(1 for o in g.battlefield if g.objects[o].kind == "token")


def test_no_spell_this_turn_makes_a_wolf() -> None:
    g = _game()
    _to_cleanup(g)
    assert _wolf_tokens(g) == 1


def test_a_spell_this_turn_makes_none() -> None:
    """A Shock cast in the second main phase: the condition is false (CR 603.4)."""
    g = _game(hand=("Shock",))
    cast(g, "Shock", ((Seat(1),),))
    _to_cleanup(g)
    assert g.players[1].life == 18 and _wolf_tokens(g) == 0


CUTTHROAT = card("Brineborn Cutthroat", "{1}{U}", "Creature — Merfolk Pirate",
                 "Flash\nWhenever you cast a spell during an opponent's turn, put a +1/+1 "
                 "counter on this creature.", "2/1")


def _shock_on(active: int) -> int:
    """Cast Shock with the Cutthroat out during ``active``'s turn; its +1/+1 counters."""
    me = PlayerSpec(hand=("Shock",), battlefield=(perm("Brineborn Cutthroat"),
                                                  *lands("Mountain", 1)))
    g = game(me, active=active, extra=[compile_source(CUTTHROAT)])
    if active == 1:
        g.apply(PassPriority())  # the active player passes: priority to the Cutthroat's
    assert g.pending is not None and g.pending.player == 0
    cast(g, "Shock", ((Seat(1),),))
    for _ in range(20):
        if not g.stack:
            break
        pending = g.pending
        assert pending is not None
        g.apply(PassPriority() if pending.kind == "priority" else g.legal_actions()[0])
    assert g.players[1].life == 18
    return (g.objects[one(g, "Brineborn Cutthroat")].counters or {}).get("+1/+1", 0)


def test_a_spell_during_an_opponents_turn_grows_it() -> None:
    """CR 603.4: cast during the opponent's turn, the ability triggers and resolves."""
    assert compile_source(CUTTHROAT).abilities
    assert _shock_on(1) == 1


def test_a_spell_during_your_turn_does_not() -> None:
    assert _shock_on(0) == 0
