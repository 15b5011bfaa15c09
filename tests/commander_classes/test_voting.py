"""Voting (CR 701.32a): "Starting with you, each player votes for A or B" — each player in
turn order from the controller chooses one option; "If A gets more votes" / "If B gets more
votes or the vote is tied" (will of the council) and "for each A vote" (council's dilemma).
Four-player games, since the vote is about the table.
"""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
TYRANT = record("Tyrant's Choice", "{1}{B}", "Sorcery",
                "Will of the council — Starting with you, each player votes for death or "
                "torture. If death gets more votes, each opponent sacrifices a creature of "
                "their choice. If torture gets more votes or the vote is tied, each opponent "
                "loses 4 life.")
ORCHARD = record("Orchard Elemental", "{5}{G}", "Creature — Elemental",
                 "Council's dilemma — When this creature enters, starting with you, each player "
                 "votes for sprout or harvest. Put two +1/+1 counters on this creature for each "
                 "sprout vote. You gain 3 life for each harvest vote.", "2", "2")
ENIGMA = record("Path of the Enigma", "{4}{U}{U}", "Sorcery",
                "Target player draws four cards.\nWill of the Planeswalkers — Starting with "
                "you, each player votes for planeswalk or chaos. If planeswalk gets more "
                "votes, planeswalk. If chaos gets more votes or the vote is tied, chaos ensues.")


def test_the_records_compile() -> None:
    """Each card of these classes compiles with nothing the engine ignores."""
    compiled(TYRANT, ORCHARD, ENIGMA)


def _vote(game: Game, ballots: dict[int, str]) -> list[int]:
    """Resolve the stack, each player voting as ``ballots`` says; the voters in order."""
    order: list[int] = []
    while game.stack or (game.pending is not None and game.pending.kind != "priority"):
        pending = game.pending
        assert pending is not None
        if pending.kind == "choose_mode" and pending.rule == "CR 701.32a":
            order.append(pending.player)
            game.apply(Choose(ballots[pending.player]))
        elif pending.kind == "priority":
            game.apply(PassPriority())
        else:
            game.apply(game.legal_actions()[0])
    return order


def _tyrant(caster: int) -> Game:
    specs = [PlayerSpec(battlefield=(P("Grizzly Bears"),)) for _ in range(4)]
    specs[caster] = PlayerSpec(hand=("Tyrant's Choice",), battlefield=(
        P("Swamp"), P("Swamp"), P("Grizzly Bears")))
    game = table((TYRANT,), *specs, active=caster)
    game.apply(CastSpell(one(game, "Tyrant's Choice", "hand")))
    return game


def test_will_of_the_council_tie_goes_to_the_second_choice() -> None:
    """CR 701.32a: two death, two torture votes: "torture ... or the vote is tied": each
    opponent loses 4 life and no creature is sacrificed."""
    game = _tyrant(0)
    order = _vote(game, {0: "death", 1: "torture", 2: "torture", 3: "death"})
    assert order == [0, 1, 2, 3]
    assert [p.life for p in game.players] == [20, 16, 16, 16]
    assert len(ids(game, "Grizzly Bears")) == 4


def test_will_of_the_council_majority_wins() -> None:
    """Three death votes to one: each opponent sacrifices a creature; nobody loses life."""
    game = _tyrant(0)
    _vote(game, {0: "death", 1: "death", 2: "torture", 3: "death"})
    assert [p.life for p in game.players] == [20, 20, 20, 20]
    assert [game.objects[o].controller for o in ids(game, "Grizzly Bears")] == [0]


def test_voting_starts_with_the_controller_and_goes_in_turn_order() -> None:
    """CR 701.32a: Carol casts it on her turn: Carol, Dan, Alice, Bob vote in that order."""
    game = _tyrant(2)
    order = _vote(game, {0: "torture", 1: "torture", 2: "death", 3: "death"})
    assert order == [2, 3, 0, 1]
    assert [p.life for p in game.players] == [16, 16, 20, 16]


def test_councils_dilemma_counts_each_vote() -> None:
    """"for each sprout vote": three sprout votes put six +1/+1 counters on the Elemental,
    one harvest vote gains Alice 3 life."""
    game = table((ORCHARD,), PlayerSpec(hand=("Orchard Elemental",), battlefield=(
        P("Forest"),) * 6), PlayerSpec(), PlayerSpec(), PlayerSpec())
    game.apply(CastSpell(one(game, "Orchard Elemental", "hand")))
    _vote(game, {0: "harvest", 1: "sprout", 2: "sprout", 3: "sprout"})
    assert game.objects[one(game, "Orchard Elemental")].counter("+1/+1") == 6
    assert game.players[0].life == 23


def test_a_player_who_left_doesnt_vote() -> None:
    """CR 800.4a: a player who has left the game isn't asked (Bob lost)."""
    game = _tyrant(0)
    game.players[1].lost = True
    order = _vote(game, {0: "death", 2: "torture", 3: "torture"})
    assert order == [0, 2, 3]
