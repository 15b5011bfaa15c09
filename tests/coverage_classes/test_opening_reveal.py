"""Cards revealed from the opening hand (CR 103.6, 103.6b): "You may reveal this card from
your opening hand. If you do, at the beginning of the first upkeep, <effect>." After the
mulligans the starting player, then each other player in turn order, may take such actions
(CR 103.6); revealing creates a delayed triggered ability (CR 603.7a) that triggers once
(CR 603.7c) at the beginning of the first upkeep of the game ("the first upkeep") or of its
owner's first upkeep ("your first upkeep"). Rulings: the opening hand is the hand after all
mulligans; two Sphinxes of Foresight revealed scry 3 twice (each card is its own ability)."""

from __future__ import annotations

from collections.abc import Sequence

from tests.coverage_classes._cards import card
from tests.dice_rules._util import dice_pool, ids

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import events as ev
from grimoire.rules.actions import Choose, Keep, PassPriority
from grimoire.rules.game import Game

RECORDS = (
    card("Chancellor of the Dross", "{4}{B}{B}{B}", "Creature — Phyrexian Vampire",
         "You may reveal this card from your opening hand. If you do, at the beginning of the "
         "first upkeep, each opponent loses 3 life, then you gain life equal to the life lost "
         "this way.\nFlying, lifelink", "6/6"),
    card("Sphinx of Foresight", "{2}{U}{U}", "Creature — Sphinx",
         "You may reveal this card from your opening hand. If you do, scry 3 at the beginning "
         "of your first upkeep.\nFlying\nAt the beginning of your upkeep, scry 1.", "4/4"),
    card("Chancellor of the Annex", "{4}{W}{W}{W}", "Creature — Phyrexian Angel",
         "You may reveal this card from your opening hand. If you do, when each opponent "
         "casts their first spell of the game, counter that spell unless that player pays "
         "{1}.\nFlying\nWhenever an opponent casts a spell, counter it unless that player "
         "pays {1}.", "5/6"),
    card("Leyline of the Void", "{2}{B}{B}", "Enchantment",
         "If this card is in your opening hand, you may begin the game with it on the "
         "battlefield.\nIf a card would be put into an opponent's graveyard from anywhere, "
         "exile it instead."),
)
DEFS = {r["name"]: compile_source(r) for r in RECORDS}


def _start(decks: Sequence[Sequence[str]], first: int = 0) -> Game:
    """A new game of ``decks`` (all names drawn), mulligans kept."""
    g = Game.new(decks=[list(d) for d in decks], pool=dice_pool(*DEFS.values()), seed=5,
                 first_player=first)
    while g.pending is not None and g.pending.kind == "mulligan":
        g.apply(Keep())
    return g


def _reveal_all(g: Game, seat: int) -> tuple[int, ...]:
    ask = g.pending
    assert ask is not None and ask.rule == "CR 103.6" and ask.player == seat
    assert ask.prompt == "reveal these cards"
    g.apply(Choose(tuple(ask.options)))
    return tuple(ask.options)


def _through_upkeep(g: Game, turn: int) -> list[tuple[int, int, str]]:
    """Pass (answering other decisions with their first legal answer) until ``turn``'s
    upkeep is over; the (turn, player, prompt) of each decision that was not priority."""
    asked: list[tuple[int, int, str]] = []
    for _ in range(400):
        if g.turn > turn or (g.turn == turn and g.step not in ("untap", "upkeep")):
            return asked
        d = g.pending
        assert d is not None
        if d.kind == "priority":
            g.apply(PassPriority())
        else:
            asked.append((g.turn, d.player, d.prompt))
            g.apply(g.legal_actions()[0])
    raise AssertionError("upkeep not over")


def test_compiled_and_honoured() -> None:
    """The reveal with a known timing compiles to an OpeningHandReveal the engine honours;
    one with another timing ("when each opponent casts their first spell") stays
    unplayable with a reason."""
    dross = DEFS["Chancellor of the Dross"]
    assert not engine_gaps(dross)
    [reveal] = [a.effect for a in dross.abilities if isinstance(a, ir.StaticAbility)
                and isinstance(a.effect, ir.OpeningHandReveal)]
    assert (reveal.step, reveal.whose) == ("upkeep", "each")
    sphinx = DEFS["Sphinx of Foresight"]
    assert not engine_gaps(sphinx)
    assert [a.effect.whose for a in sphinx.abilities if isinstance(a, ir.StaticAbility)
            and isinstance(a.effect, ir.OpeningHandReveal)] == ["you"]
    assert not ir.is_fully_implemented(DEFS["Chancellor of the Annex"])


def test_revealed_chancellor_drains_at_the_first_upkeep() -> None:
    """CR 103.6b, 603.7a: the starting player reveals their Chancellors of the Dross; at the
    beginning of the first upkeep each one makes the opponent lose 3 life and its owner gain
    the life lost; two revealed are two abilities (CR 603.7c: each triggers once)."""
    g = _start([["Chancellor of the Dross"] * 30 + ["Swamp"] * 10, ["Forest"] * 40])
    revealed = _reveal_all(g, 0)
    assert revealed and any(isinstance(e, ev.HandRevealed) and e.player == 0 for e in g.events)
    _through_upkeep(g, 1)
    n = len(revealed)
    assert g.players[1].life == 20 - 3 * n and g.players[0].life == 20 + 3 * n
    _through_upkeep(g, 3)  # once only: the next upkeeps do nothing
    assert g.players[1].life == 20 - 3 * n and g.players[0].life == 20 + 3 * n


def test_a_may_declined_does_nothing() -> None:
    """ "You may reveal": choosing none reveals nothing and nothing triggers."""
    g = _start([["Chancellor of the Dross"] * 30 + ["Swamp"] * 10, ["Forest"] * 40])
    ask = g.pending
    assert ask is not None and ask.rule == "CR 103.6" and ask.min_count == 0
    g.apply(Choose(()))
    _through_upkeep(g, 1)
    assert g.players[0].life == g.players[1].life == 20
    assert not any(isinstance(e, ev.HandRevealed) for e in g.events)


def test_the_first_upkeep_is_the_starting_players() -> None:
    """CR 103.6: the starting player acts first, then the other; "the first upkeep" is
    the starting player's (turn 1), even for the other player's Chancellor."""
    g = _start([["Forest"] * 40, ["Chancellor of the Dross"] * 30 + ["Swamp"] * 10], first=0)
    revealed = _reveal_all(g, 1)
    assert g.turn == 1 and g.active == 0
    _through_upkeep(g, 1)
    assert g.players[0].life == 20 - 3 * len(revealed)
    assert g.players[1].life == 20 + 3 * len(revealed)


def test_your_first_upkeep_waits_for_the_owners_turn() -> None:
    """ "at the beginning of your first upkeep": the non-starting player's Sphinxes scry
    at their own first upkeep (turn 2), not at the starting player's; two Sphinxes revealed
    scry 3 twice (the ruling), each once only (CR 603.7c)."""
    g = _start([["Forest"] * 40, ["Sphinx of Foresight"] * 30 + ["Island"] * 10], first=0)
    revealed = _reveal_all(g, 1)
    assert len(revealed) >= 2
    assert _through_upkeep(g, 1) == []
    asked = _through_upkeep(g, 2)
    assert asked and {(t, p) for t, p, _ in asked} == {(2, 1)}
    assert sum(prompt.startswith("scry:") for _, _, prompt in asked) == len(revealed)
    assert sum("(3 left" in prompt for _, _, prompt in asked) == len(revealed)  # scry 3
    assert not [a for a in _through_upkeep(g, 4) if "scry" in a[2]]


def test_battlefield_first_then_reveal() -> None:
    """CR 103.6: with a Leyline and a Chancellor in the opening hand the player is asked
    both: the cards that begin on the battlefield, then the cards to reveal."""
    deck = ["Leyline of the Void", "Chancellor of the Dross"] * 20
    g = _start([deck, ["Forest"] * 40])
    ask = g.pending
    assert ask is not None and ask.prompt == "begin the game with these on the battlefield"
    g.apply(Choose(tuple(ask.options)))
    assert len(ids(g, "Leyline of the Void")) == len(ask.options)
    _reveal_all(g, 0)
