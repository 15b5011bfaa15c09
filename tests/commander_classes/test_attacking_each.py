"""Tokens attacking each opponent: "Whenever you attack, for each opponent, create a 1/1
white Human creature token that's tapped and attacking that player or a planeswalker they
control." (Adeline, Resplendent Cathar; CR 508.4 with the rulings: a token for each
opponent, not only those attacked; you choose, as each enters, whether it attacks that
opponent or a planeswalker they control; the tokens were never declared as attackers.)"""

from __future__ import annotations

from typing import Any

from tests.commander_classes._table import advance, compiled, record, table
from tests.rules.helpers import one

from grimoire.rules import events as ev
from grimoire.rules.actions import Choose, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
ADELINE = record("Adeline, Resplendent Cathar", "{1}{W}{W}", "Legendary Creature — Human Knight",
                 "Vigilance\nAdeline's power is equal to the number of creatures you control.\n"
                 "Whenever you attack, for each opponent, create a 1/1 white Human creature "
                 "token that's tapped and attacking that player or a planeswalker they control.",
                 "*", "4")
WALKER: dict[str, Any] = {**record("Test Walker", "{3}", "Legendary Planeswalker — Test", ""),
                          "loyalty": "3"}
RECORDS = (ADELINE, WALKER)


def _tokens(game: Game) -> list[int]:
    return [o for o in game.battlefield if game.objects[o].kind == "token"]


def _attack_bob(game: Game) -> None:
    advance(game, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    game.apply(DeclareAttackers(((one(game, "Grizzly Bears"), Seat(1)),)))


def _resolve(game: Game, answer: Any = None) -> int:
    """Resolve the trigger; answer each choose_defender with ``answer`` (an option value
    picker); how many were asked."""
    asked = 0
    for _ in range(60):
        d = game.pending
        assert d is not None
        if d.kind == "choose_defender":
            asked += 1
            game.apply(Choose(answer(d.options) if answer else d.options[0]))
        elif _tokens(game) and not game.stack:
            return asked
        else:
            game.apply(PassPriority() if d.kind == "priority" else game.legal_actions()[0])
    raise AssertionError("never resolved")


def test_compiles() -> None:
    compiled(*RECORDS)


def test_one_token_attacks_each_opponent() -> None:
    """Four players; Alice attacks only Bob with Grizzly Bears: Adeline (not attacking)
    still makes a Human for Bob, Carol and Dave, each tapped and attacking its own player
    (no choice: no planeswalkers); none was declared as an attacker."""
    game = table(RECORDS, PlayerSpec(battlefield=(P("Adeline, Resplendent Cathar"),
                                                  P("Grizzly Bears"))),
                 PlayerSpec(), PlayerSpec(), PlayerSpec(), step="beginning_of_combat")
    _attack_bob(game)
    assert _resolve(game) == 0
    tokens = _tokens(game)
    assert len(tokens) == 3 and all(game.objects[t].tapped for t in tokens)
    attacked = sorted(game.combat.attackers[t].index for t in tokens)  # type: ignore[union-attr]
    assert attacked == [1, 2, 3]
    declared = [e for e in game.events if isinstance(e, ev.AttackersDeclared)]
    assert all(t not in dict(e.attackers) for e in declared for t in tokens)


def test_a_planeswalker_of_that_player_may_be_chosen() -> None:
    """Carol controls a planeswalker: her token attacks Carol or it, as Alice chooses
    (only those two: never Bob or Bob's things); Bob's token has no choice."""
    game = table(RECORDS, PlayerSpec(battlefield=(P("Adeline, Resplendent Cathar"),
                                                  P("Grizzly Bears"))),
                 PlayerSpec(), PlayerSpec(battlefield=(P("Test Walker"),)),
                 step="beginning_of_combat")
    walker = one(game, "Test Walker")
    seen: list[tuple[object, ...]] = []

    def pick(options: tuple[object, ...]) -> object:
        seen.append(options)
        return walker

    _attack_bob(game)
    assert _resolve(game, pick) == 1
    assert sorted(seen[0], key=str) == sorted((-1 - 2, walker), key=str)
    targets = sorted((game.combat.attackers[t] for t in _tokens(game)), key=str)
    assert targets == sorted((Seat(1), walker), key=str)


def test_an_opponent_who_left_gets_no_token() -> None:
    """CR 800.4a: Dave has lost; only Bob and Carol get a token."""
    game = table(RECORDS, PlayerSpec(battlefield=(P("Adeline, Resplendent Cathar"),
                                                  P("Grizzly Bears"))),
                 PlayerSpec(), PlayerSpec(), PlayerSpec(), step="beginning_of_combat")
    game.players[3].lost = True
    _attack_bob(game)
    _resolve(game)
    assert sorted(game.combat.attackers[t].index  # type: ignore[union-attr]
                  for t in _tokens(game)) == [1, 2]
