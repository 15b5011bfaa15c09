""""Each player loses 4 life unless they sacrifice a nontoken creature of their choice"
(Bellowing Mauler): each player decides in turn whether to pay and with what (CR 101.4,
118.3), then the payments happen at once (one event: a "whenever a creature dies" ability
of a creature sacrificed this way sees the others die, CR 603.10a), then the effect for each
player who didn't pay (CR 118.12a)."""

from __future__ import annotations

from tests.dice_rules._util import game, ids, one, perm
from tests.each_player._cards import defs
from tests.each_player._play import snapshot

from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import Choose, Decision, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

NAMES = ("Bellowing Mauler", "Dross Harvester")


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name


def _to_cleanup(g: Game, answer: object) -> list[tuple[Decision, dict[str, object]]]:
    """Pass priority through player 0's end step, answering the other decisions."""
    seen: list[tuple[Decision, dict[str, object]]] = []
    while g.step != "cleanup" and g.turn == 3:
        d = g.pending
        assert d is not None
        if d.kind == "priority":
            g.apply(PassPriority())
            continue
        seen.append((d, snapshot(g)))
        g.apply(Choose(answer(g, d)))  # type: ignore[operator]
    return seen


def test_payments_decided_in_turn_then_made_at_once() -> None:
    """Player 0 sacrifices Dross Harvester, player 1 a Grizzly Bears; player 1 decides while
    the Harvester is still on the battlefield; both die together, so the Harvester sees
    both deaths (+4 life, against its own end-step loss of 4); no one loses the 4 life."""
    g = game(PlayerSpec(battlefield=(perm("Bellowing Mauler"), perm("Dross Harvester"))),
             PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Hill Giant"))),
             step="main2", extra=defs(*NAMES))
    harvester, bears = one(g, "Dross Harvester"), one(g, "Grizzly Bears")

    def pay(game: Game, decision: Decision) -> object:
        if decision.kind == "yes_no":
            return True
        if decision.prompt == "pay with":
            return next(w for w in decision.options if harvester in w or bears in w)
        return decision.options[0] if decision.kind != "choose_objects" else tuple(
            decision.options[:max(decision.min_count, 1)])

    seen = _to_cleanup(g, pay)
    paying = [(d.player, d.kind) for d, _ in seen if d.prompt.startswith("pay")]
    assert paying == [(0, "yes_no"), (0, "choose_mode"), (1, "yes_no"), (1, "choose_mode")]
    player_1_asked = next(z for d, z in seen if d.player == 1)
    assert "Dross Harvester" in player_1_asked["0:battlefield"]  # type: ignore[operator]
    assert ids(g, "Dross Harvester", "graveyard") and ids(g, "Grizzly Bears", "graveyard")
    assert g.players[0].life == 20 and g.players[1].life == 20


def test_a_player_who_declines_loses_the_life() -> None:
    """Player 1 declines: they lose 4 life; player 0, who paid, doesn't (CR 118.12a)."""
    g = game(PlayerSpec(battlefield=(perm("Bellowing Mauler"), perm("Grizzly Bears"))),
             PlayerSpec(battlefield=(perm("Hill Giant"),)), step="main2",
             extra=defs(*NAMES))
    bears = one(g, "Grizzly Bears")

    def only_player_0(game: Game, decision: Decision) -> object:
        if decision.kind == "yes_no":
            return decision.player == 0
        if decision.prompt == "pay with":
            return next(w for w in decision.options if bears in w)
        return decision.options[0]

    _to_cleanup(g, only_player_0)
    assert ids(g, "Grizzly Bears", "graveyard") and ids(g, "Hill Giant")
    assert g.players[0].life == 20 and g.players[1].life == 16
