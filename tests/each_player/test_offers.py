"""Tempting offers (Tempt with Immortality): the opponents accept or not in turn order; then
the offered effect happens for each who accepted, as "each of them": their choices first, in
turn order, then the actions (CR 101.4; the tempting-offer rulings); then the controller's
reward once per acceptance (CR 608.2c)."""

from __future__ import annotations

from tests.dice_rules._util import LIBRARY, dice_pool, ids, lands
from tests.each_player._cards import defs
from tests.each_player._play import cast_and_answer, first

from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import Decision
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec, Position


def test_honoured() -> None:
    assert not engine_gaps(defs("Tempt with Immortality")[0])


def test_accepting_opponents_choose_before_any_returns() -> None:
    """Three players; both opponents accept: player 1 chooses their card, then player 2
    (player 1's card still in their graveyard then), then both return; then player 0's
    own two more returns."""
    specs = (PlayerSpec(library=LIBRARY, hand=("Tempt with Immortality",), battlefield=lands(
        "Swamp", 5), graveyard=("Grizzly Bears", "Hill Giant", "Grizzly Bears", "Hill Giant")),
        PlayerSpec(library=LIBRARY, graveyard=("Grizzly Bears", "Hill Giant")),
        PlayerSpec(library=LIBRARY, graveyard=("Hill Giant", "Grizzly Bears")))
    g = Game.from_position(Position(players=specs, active=0, turn=3, step="main1"),
                           dice_pool(*defs("Tempt with Immortality")), seed=0)
    seen: list[tuple[Decision, dict[str, object]]] = []

    def accept(game: Game, decision: Decision) -> object:
        return True if decision.kind == "yes_no" else first(game, decision)

    cast_and_answer(g, "Tempt with Immortality", accept, seen)
    asked = [(d.player, d.kind) for d, _ in seen]
    assert asked == [(0, "choose_objects"), (1, "yes_no"), (2, "yes_no"),
                     (1, "choose_objects"), (2, "choose_objects"),
                     (0, "choose_objects"), (0, "choose_objects")]
    assert len(seen[4][1]["1:graveyard"]) == 2  # type: ignore[arg-type]
    assert [len(p.graveyard) for p in g.players] == [1 + 1, 1, 1]  # (the spell itself)
    assert len(ids(g, "Grizzly Bears")) + len(ids(g, "Hill Giant")) == 5
