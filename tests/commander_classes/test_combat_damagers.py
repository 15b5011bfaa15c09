"""Creatures that dealt combat damage to a player this turn, counted under their controller
(CR 510.2): Excess, "Create a Treasure token for each creature you controlled that dealt
combat damage to a player this turn." (the aftermath half of Indulge // Excess, CR 702.127):
each creature once, whether or not it is still on the battlefield ("controlled"); damage to
a creature, and damage in another turn, don't count. Four players: attackers split between
two opponents."""

from __future__ import annotations

from typing import Any

from tests.commander_classes._table import LIBRARY, advance, pass_to
from tests.rules.helpers import ids, pool

from grimoire.mechanics.damaged_players import DAMAGERS, combat_damagers
from grimoire.oracle.compiler import compile_faces
from grimoire.oracle.coverage import card_is_compiled
from grimoire.oracle.split_faces import multiface_definition
from grimoire.rules import zones
from grimoire.rules.actions import CastSpell, DeclareAttackers, DeclareBlockers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec, Position

INDULGE: dict[str, Any] = {
    "name": "Indulge // Excess", "mana_cost": "{2}{R} // {1}{R}",
    "type_line": "Sorcery // Sorcery", "oracle_text": None, "card_faces": [
        {"name": "Indulge", "mana_cost": "{2}{R}", "type_line": "Sorcery",
         "oracle_text": "Whenever a creature you control attacks this turn, create a 1/1 green "
                        "and white Citizen creature token that's tapped and attacking."},
        {"name": "Excess", "mana_cost": "{1}{R}", "type_line": "Sorcery",
         "oracle_text": "Aftermath (Cast this spell only from your graveyard. Then exile it.)\n"
                        "Create a Treasure token for each creature you controlled that dealt "
                        "combat damage to a player this turn."}]}
P = PermanentSpec


def test_the_record_compiles() -> None:
    """Both halves compile with nothing the engine ignores."""
    faces = compile_faces(INDULGE)
    assert [f.name for f in faces] == ["Indulge", "Excess"] and card_is_compiled(list(faces))


def _game() -> Game:
    alice = PlayerSpec(graveyard=("Indulge // Excess",), library=LIBRARY, battlefield=(
        P("Mountain"), P("Mountain"), P("Grizzly Bears"), P("Grizzly Bears"), P("Hill Giant")))
    carol = PlayerSpec(library=LIBRARY, battlefield=(P("Wall of Wood"),))
    others = [PlayerSpec(library=LIBRARY) for _ in range(2)]
    players = (alice, others[0], carol, others[1])
    card = multiface_definition(INDULGE)
    assert card is not None
    return Game.from_position(Position(players=players, active=0, turn=3, step="main1"),
                              pool(card), seed=0)


def _combat(game: Game) -> tuple[int, int, int]:
    """Alice attacks Bob with a Bears and the Giant, Carol with the other Bears; Carol's Wall
    blocks that Bears. Back in Alice's second main phase."""
    bears_a, bears_b = ids(game, "Grizzly Bears")
    giant = ids(game, "Hill Giant")[0]
    pass_to(game, "declare_attackers", active=0)
    game.apply(DeclareAttackers(((bears_a, Seat(1)), (giant, Seat(1)), (bears_b, Seat(2)))))
    wall = ids(game, "Wall of Wood")[0]
    pass_to(game, "declare_blockers", player=2)
    game.apply(DeclareBlockers(((wall, bears_b),)))
    advance(game, lambda g: g.step == "main2" and g.pending is not None
            and g.pending.kind == "priority" and g.pending.player == 0)
    return bears_a, bears_b, giant


def _excess(game: Game) -> None:
    excess = next(o for o in game.players[0].graveyard
                  if game.objects[o].name.startswith("Indulge"))
    game.apply(CastSpell(excess, face=1))
    while game.stack:
        game.apply(PassPriority())


def test_each_creature_that_dealt_combat_damage_to_a_player_makes_a_treasure() -> None:
    """CR 510.2: the Bears and the Giant dealt combat damage to Bob: two Treasures; the
    blocked Bears dealt damage only to the Wall (not a player): none for it."""
    game = _game()
    _combat(game)
    assert game.players[1].life == 15
    _excess(game)
    assert len(ids(game, "Treasure")) == 2


def test_a_creature_gone_since_still_counts() -> None:
    """"you controlled": the Giant dealt combat damage to Bob, then left the battlefield; it
    still counts."""
    game = _game()
    _, _, giant = _combat(game)
    zones.move(game, giant, "graveyard")
    _excess(game)
    assert len(ids(game, "Treasure")) == 2


def test_damage_of_an_earlier_turn_doesnt_count() -> None:
    """"this turn": after Alice's combat, on Bob's turn, nothing of Alice's dealt combat
    damage: Excess cast then (if it could be) would count 0 — the record is per turn."""
    game = _game()
    _combat(game)
    turn, seen = DAMAGERS.get(game) or (0, frozenset())
    assert turn == game.turn and {c for _, c in seen} == {0}
    game.turn += 1
    assert combat_damagers(game, None, None, 0) == 0  # type: ignore[arg-type]
