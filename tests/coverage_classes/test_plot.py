"""Plot (CR 702.170): exile a card from your hand paying its plot cost (a special action,
CR 116.2k, 702.170a-b); on a later turn cast it from exile without paying its mana cost, in
your main phase while the stack is empty (CR 702.170d)."""

from __future__ import annotations

from tests.coverage_classes._cards import card
from tests.dice_rules._util import game, lands, one, resolve
from tests.unsets._util import pass_until

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell, PassPriority, Plot
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

_REMINDER = ("(You may pay {c} and exile this card from your hand. Cast it as a sorcery on a "
             "later turn without paying its mana cost. Plot only as a sorcery.)")
RECORDS = (
    card("Djinn of Fool's Fall", "{4}{U}", "Creature — Djinn",
         "Flying\nPlot {3}{U} " + _REMINDER.format(c="{3}{U}"), "4/3"),
    card("Spinewoods Paladin", "{4}{G}", "Creature — Human Knight",
         "Trample\nWhen this creature enters, you gain 3 life.\nPlot {3}{G} "
         + _REMINDER.format(c="{3}{G}"), "5/4"),
)
DEFS = tuple(compile_source(r) for r in RECORDS)


def _game(me: PlayerSpec, other: PlayerSpec | None = None, **kwargs: object) -> Game:
    return game(me, other or PlayerSpec(), extra=DEFS, **kwargs)  # type: ignore[arg-type]


def _untapped(g: Game, player: int = 0) -> int:
    return sum(1 for o in g.battlefield
               if g.objects[o].controller == player and not g.objects[o].tapped)


def _casts(g: Game, oid: int) -> list[CastSpell]:
    return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == oid]


def _my_next_main(g: Game) -> None:
    turn = g.turn
    pass_until(g, lambda g: g.turn == turn + 2 and g.step == "main1"
               and g.pending is not None and g.pending.kind == "priority")


def test_honoured() -> None:
    """The plot keyword compiles to its cast without paying the mana cost."""
    for d in DEFS:
        assert ir.is_fully_implemented(d) and not engine_gaps(d), d.name
        assert [(a.option, a.cost.mana.symbols) for a in d.alternative_costs] == [("plot", ())]


def test_plot_then_cast_free_on_a_later_turn() -> None:
    """CR 702.170a, 702.170d: Djinn of Fool's Fall is plotted for {3}{U} (a special action:
    the stack stays empty); it can't be cast the same turn; on its owner's next turn it is
    cast from exile without paying {4}{U}, and resolves as a 4/3 flier."""
    g = _game(PlayerSpec(hand=("Djinn of Fool's Fall",), battlefield=lands("Island", 4)))
    djinn = one(g, "Djinn of Fool's Fall", "hand")
    assert Plot(djinn) in g.legal_actions()
    g.apply(Plot(djinn))
    assert not g.stack and _untapped(g) == 0
    exiled = one(g, "Djinn of Fool's Fall", "exile")
    assert _casts(g, exiled) == []  # not the turn it became plotted
    _my_next_main(g)
    (cast,) = _casts(g, exiled)
    g.apply(cast)
    assert _untapped(g) == 4  # its mana cost wasn't paid
    resolve(g)
    assert one(g, "Djinn of Fool's Fall")


def test_not_castable_on_the_opponents_turn() -> None:
    """CR 702.170d: only during its owner's main phase: on the opponent's turn, with
    priority and the stack empty, the plotted card isn't listed."""
    g = _game(PlayerSpec(hand=("Djinn of Fool's Fall",), battlefield=lands("Island", 4)))
    g.apply(Plot(one(g, "Djinn of Fool's Fall", "hand")))
    exiled = one(g, "Djinn of Fool's Fall", "exile")
    pass_until(g, lambda g: g.turn == 4 and g.step == "main1" and g.pending is not None
               and g.pending.player == 0)
    assert _casts(g, exiled) == []


def test_plot_only_in_your_main_phase_with_the_stack_empty() -> None:
    """CR 702.170a, 116.2k: not on the opponent's turn (the card has no flash) and not
    with a spell on the stack; taking it anyway is refused with the rule."""
    g = _game(PlayerSpec(), PlayerSpec(hand=("Djinn of Fool's Fall",),
                                       battlefield=lands("Island", 4)))
    g.apply(PassPriority())  # the active player passes: the other gets priority
    assert g.pending is not None and g.pending.player == 1
    djinn = one(g, "Djinn of Fool's Fall", "hand")
    assert Plot(djinn) not in g.legal_actions()
    try:
        g.apply(Plot(djinn))
    except IllegalActionError as error:
        assert "702.170a" in str(error.rule)
    else:
        raise AssertionError("plotted on the opponent's turn")


def test_cast_from_hand_pays_the_mana_cost() -> None:
    """CR 702.170d: the free cast is only a plotted card's; from the hand it costs {4}{G}
    (four Forests can't pay it, but they can plot it)."""
    g = _game(PlayerSpec(hand=("Spinewoods Paladin",), battlefield=lands("Forest", 4)))
    paladin = one(g, "Spinewoods Paladin", "hand")
    assert _casts(g, paladin) == []
    assert Plot(paladin) in g.legal_actions()


def test_plotted_creature_enters_and_its_trigger_works() -> None:
    """CR 702.170d: a creature cast from exile this way is an ordinary creature spell:
    Spinewoods Paladin's enters trigger gains 3 life."""
    g = _game(PlayerSpec(hand=("Spinewoods Paladin",), battlefield=lands("Forest", 4)))
    g.apply(Plot(one(g, "Spinewoods Paladin", "hand")))
    exiled = one(g, "Spinewoods Paladin", "exile")
    _my_next_main(g)
    (cast,) = _casts(g, exiled)
    g.apply(cast)
    resolve(g)
    assert one(g, "Spinewoods Paladin")
    assert g.players[0].life == 23
