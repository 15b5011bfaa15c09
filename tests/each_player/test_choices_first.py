""""Each player may ..." / "each player puts ... on a creature they control": every player's
choices first, in APNAP order, then the actions (CR 101.4, 101.4b; Show and Tell's and
Orzhov Advokist's rulings)."""

from __future__ import annotations

from tests.dice_rules._util import game, ids, lands, one, perm
from tests.each_player._cards import defs
from tests.each_player._play import cast_and_answer, first, snapshot

from grimoire.effects.choices_first import plan
from grimoire.oracle import ir
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import Choose, Decision, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

NAMES = ("Show and Tell", "Orzhov Advokist")


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name


def test_show_and_tell_all_choose_then_all_enter() -> None:
    """Show and Tell's rulings: the active player chooses (whether, then which card), then
    the other player, knowing only that choice; then the cards enter together: when player
    1 chooses, player 0's creature is still in their hand (CR 101.4)."""
    g = game(PlayerSpec(hand=("Show and Tell", "Grizzly Bears", "Forest"), battlefield=lands(
        "Island", 3)), PlayerSpec(hand=("Hill Giant", "Mountain")), extra=defs(*NAMES))
    seen: list[tuple[Decision, dict[str, object]]] = []

    def yes_creature(game: Game, decision: Decision) -> object:
        if decision.kind == "yes_no":
            return True
        return tuple(o for o in decision.options
                     if "creature" in game.objects[o].info.card.card_types)[:1]

    cast_and_answer(g, "Show and Tell", yes_creature, seen)
    assert [(d.player, d.kind) for d, _ in seen] == [
        (0, "yes_no"), (0, "choose_objects"), (1, "yes_no"), (1, "choose_objects")]
    assert seen[2][1]["0:hand"] == ["Forest", "Grizzly Bears"]
    assert seen[3][1]["owners"] == [1]
    assert ids(g, "Grizzly Bears") and ids(g, "Hill Giant")
    assert g.objects[one(g, "Hill Giant")].controller == 1


def test_show_and_tell_declined_asks_nothing_more() -> None:
    """A player who says no chooses no card; the other still puts theirs (CR 608.2d)."""
    g = game(PlayerSpec(hand=("Show and Tell", "Grizzly Bears"), battlefield=lands(
        "Island", 3)), PlayerSpec(hand=("Hill Giant",)), extra=defs(*NAMES))
    seen: list[tuple[Decision, dict[str, object]]] = []

    def only_player_1(game: Game, decision: Decision) -> object:
        if decision.kind == "yes_no":
            return decision.player == 1
        return first(game, decision)

    cast_and_answer(g, "Show and Tell", only_player_1, seen)
    assert [(d.player, d.kind) for d, _ in seen] == [
        (0, "yes_no"), (1, "yes_no"), (1, "choose_objects")]
    assert ids(g, "Grizzly Bears", "hand") and ids(g, "Hill Giant")


def _upkeep(g: Game, answer: object) -> list[tuple[Decision, dict[str, object]]]:
    """Pass priority into player 0's upkeep and answer the trigger's questions."""
    seen: list[tuple[Decision, dict[str, object]]] = []
    while g.step != "upkeep" or g.stack or (g.pending is not None
                                            and g.pending.kind != "priority") or not seen:
        d = g.pending
        assert d is not None
        if d.kind == "priority":
            if g.step == "draw":
                break
            g.apply(PassPriority())
            continue
        seen.append((d, snapshot(g)))
        g.apply(Choose(answer(g, d)))  # type: ignore[operator]
    return seen


def test_advokist_choices_then_counters_together() -> None:
    """Orzhov Advokist's rulings: player 0 chooses a creature (or not), then player 1 knowing
    that; then the counters are put together: when player 1 chooses, player 0's creature
    has no counters yet. A player who accepted can't attack player 0 (the "if a player
    does" reads that player's own answer)."""
    g = game(PlayerSpec(battlefield=(perm("Orzhov Advokist"), perm("Grizzly Bears"))),
             PlayerSpec(battlefield=(perm("Hill Giant"), perm("Grizzly Bears"))),
             step="untap", extra=defs(*NAMES))
    bears = ids(g, "Grizzly Bears")
    counters_then: list[int] = []

    def answer(game: Game, decision: Decision) -> object:
        counters_then.append(sum((game.objects[o].counters or {}).get("+1/+1", 0)
                                 for o in game.battlefield))
        if decision.kind == "yes_no":
            return True
        return tuple(o for o in decision.options if o in bears)[:1]

    seen = _upkeep(g, answer)
    assert [(d.player, d.kind) for d, _ in seen] == [
        (0, "yes_no"), (0, "choose_objects"), (1, "yes_no"), (1, "choose_objects")]
    assert counters_then == [0, 0, 0, 0]
    assert all((g.objects[o].counters or {}).get("+1/+1") == 2 for o in bears)


def test_plan_keeps_dependent_choices_in_place() -> None:
    """Only choices that depend on nothing done before are made ahead: a "you may" inside
    another can't be split (resolved player by player), and an effect with no choice needs
    no first pass."""
    nested = ir.MayDo(ir.MayDo(ir.DrawCards(ir.Fixed(1))))
    assert plan(nested) is None
    assert plan(ir.DrawCards(ir.Fixed(1))) is None
    steps = plan(ir.MayDo(ir.DrawCards(ir.Fixed(1))))
    assert steps is not None and steps[0].may and not steps[0].refs


def test_plan_stops_at_the_first_action() -> None:
    """CR 608.2e: "each player draws a card, then may discard a card": the "you may" comes
    after the draw, so nothing is asked ahead (the effect resolves player by player)."""
    draw_then_may = ir.Sequence((ir.DrawCards(ir.Fixed(1)),
                                 ir.MayDo(ir.Discard(ir.Fixed(1), ir.You()))))
    assert plan(draw_then_may) is None
