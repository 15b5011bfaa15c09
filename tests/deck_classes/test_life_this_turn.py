"""How much life a player gained or lost this turn or last turn (CR 119.3; damage to a
player is life lost, CR 120.3a), and a life total against the starting one (CR 103.4,
119.5): "where X is the amount of life you gained this turn" (Nightmare's Thirst), "if you
gained 5 or more life this turn" (Resplendent Angel), "if you lost life last turn" (First
Response), "if your life total is less than your starting life total, it becomes equal to
your starting life total" (Resolute Archangel)."""

from __future__ import annotations

from tests.deck_classes._cards import card
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell, DeclareAttackers, DeclareBlockers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

RECORDS = {r["name"]: r for r in (
    card("Nightmare's Thirst", "{B}", "Instant",
         "You gain 1 life. Target creature gets -X/-X until end of turn, where X is the "
         "amount of life you gained this turn."),
    card("Resplendent Angel", "{1}{W}{W}", "Creature — Angel",
         "Flying\nAt the beginning of each end step, if you gained 5 or more life this turn, "
         "create a 4/4 white Angel creature token with flying and vigilance.\n{3}{W}{W}{W}: "
         "Until end of turn, this creature gets +2/+2 and gains lifelink.", "3/3"),
    card("First Response", "{3}{W}", "Enchantment",
         "At the beginning of each upkeep, if you lost life last turn, create a 1/1 white "
         "Soldier creature token."),
    card("Test Salve", "{0}", "Instant", "You gain 2 life."),
    card("Resolute Archangel", "{5}{W}{W}", "Creature — Angel",
         "Flying\nWhen this creature enters, if your life total is less than your starting "
         "life total, it becomes equal to your starting life total.", "4/5"),
)}


def _defs() -> list[ir.CardDefinition]:
    out = [compile_source(r) for r in RECORDS.values()]
    for d in out:
        assert ir.is_fully_implemented(d) and not engine_gaps(d), d.name
    return out


def _cast(g: Game, name: str, *targets: object) -> None:
    oid = next(o for o in g.players[g.pending.player if g.pending else 0].hand
               if g.objects[o].name == name)
    g.apply(CastSpell(oid, targets=tuple((t,) for t in targets)))  # type: ignore[arg-type]
    resolve(g)


def _until(g: Game, turn: int, step: str) -> None:
    """Play on (no attacks, no blocks) until ``step`` of ``turn`` begins."""
    for _ in range(400):
        if g.turn == turn and g.step == step:
            return
        assert g.pending is not None
        kind = g.pending.kind
        if kind == "declare_attackers":
            g.apply(DeclareAttackers(()))
        elif kind == "declare_blockers":
            g.apply(DeclareBlockers(()))
        elif kind == "priority":
            g.apply(PassPriority())
        else:
            g.apply(g.legal_actions()[0])
    raise AssertionError((turn, step, g.turn, g.step))


def _tokens(g: Game, name: str) -> int:
    return sum(1 for o in g.battlefield
               if g.objects[o].name == name and g.objects[o].kind == "token")


def test_x_counts_all_life_gained_this_turn() -> None:
    """Nightmare's Thirst alone: X = 1, Grizzly Bears survives as a 1/1; after Test Salve
    (2 life) the same turn, X = 3 and the Bears dies."""
    me = PlayerSpec(hand=("Nightmare's Thirst",), battlefield=lands("Swamp", 1))
    them = PlayerSpec(battlefield=(perm("Grizzly Bears"),))
    g = game(me, them, extra=_defs())
    _cast(g, "Nightmare's Thirst", one(g, "Grizzly Bears"))
    assert one(g, "Grizzly Bears")
    me = PlayerSpec(hand=("Nightmare's Thirst", "Test Salve"), battlefield=lands("Swamp", 1))
    g = game(me, them, extra=_defs())
    _cast(g, "Test Salve")
    _cast(g, "Nightmare's Thirst", one(g, "Grizzly Bears"))
    assert one(g, "Grizzly Bears", "graveyard")


def test_five_or_more_life_this_turn() -> None:
    """Resplendent Angel: 6 life gained this turn (three Salves) makes a 4/4 Angel at the end
    step; 4 life (two Salves) doesn't."""
    for salves, angels in ((3, 1), (2, 0)):
        me = PlayerSpec(hand=("Test Salve",) * salves,
                        battlefield=(perm("Resplendent Angel"),))
        g = game(me, extra=_defs())
        for _ in range(salves):
            _cast(g, "Test Salve")
        _until(g, 4, "upkeep")
        assert _tokens(g, "Angel") == angels, salves


def test_lost_life_last_turn() -> None:
    """First Response: you Shock yourself on your turn 3. At the opponent's upkeep (turn 4)
    you lost life last turn: a Soldier. At your upkeep (turn 5), last turn was the
    opponent's, in which you lost none: no second Soldier."""
    me = PlayerSpec(hand=("Shock",), battlefield=(perm("First Response"),
                                                  *lands("Mountain", 1)))
    g = game(me, extra=_defs())
    _cast(g, "Shock", Seat(0))
    assert g.players[0].life == 18
    _until(g, 4, "draw")
    assert _tokens(g, "Soldier") == 1
    _until(g, 5, "draw")
    assert _tokens(g, "Soldier") == 1


def test_no_life_lost_no_token() -> None:
    """Without the Shock, no Soldier at the next upkeep."""
    g = game(PlayerSpec(battlefield=(perm("First Response"),)), extra=_defs())
    _until(g, 4, "draw")
    assert _tokens(g, "Soldier") == 0


def _archangel(life: int, *, respond: bool = False) -> Game:
    me = PlayerSpec(life=life, hand=("Resolute Archangel", "Test Salve"),
                    battlefield=lands("Plains", 7))
    g = game(me, extra=_defs())
    g.apply(CastSpell(one(g, "Resolute Archangel", "hand")))
    while g.stack and not any(g.objects[o].kind == "ability" for o in g.stack):
        g.apply(PassPriority())  # the creature spell resolves; its trigger goes on the stack
    if respond:  # CR 603.4: the "if" is checked again as the trigger resolves
        assert any(g.objects[o].kind == "ability" for o in g.stack)  # it did trigger
        _cast(g, "Test Salve")
    resolve(g)
    return g


def test_life_becomes_the_starting_total() -> None:
    """Resolute Archangel at 12 life: the life total becomes 20 (CR 119.5)."""
    assert _archangel(12).players[0].life == 20


def test_above_the_starting_total_nothing_happens() -> None:
    """At 25 life the condition is false: the total stays 25 (it never goes down)."""
    assert _archangel(25).players[0].life == 25


def test_intervening_if_checked_again_on_resolution() -> None:
    """At 19 life the ability triggers; gaining 2 in response makes 21, so on resolution the
    condition is false and the total stays 21 (CR 603.4)."""
    assert _archangel(19, respond=True).players[0].life == 21


def test_trailing_if_with_otherwise() -> None:
    """Cosmos Elixir: "draw a card if your life total is greater than your starting life
    total. Otherwise, you gain 2 life." (the "if" written after the instruction, CR 608.2c):
    at 25 life you draw at your end step; at 18 you gain 2 instead and draw nothing."""
    elixir = compile_source(card(
        "Cosmos Elixir", "{4}", "Artifact",
        "At the beginning of your end step, draw a card if your life total is greater than "
        "your starting life total. Otherwise, you gain 2 life."))
    assert ir.is_fully_implemented(elixir) and not engine_gaps(elixir)
    for life, hand, after in ((25, 1, 25), (18, 0, 20)):
        g = game(PlayerSpec(life=life, battlefield=(perm("Cosmos Elixir"),)),
                 extra=(elixir,))
        _until(g, 4, "upkeep")
        assert len(g.players[0].hand) == hand and g.players[0].life == after, life
