"""Forged actions and bad saves: every rejection is an IllegalActionError (or, for a save,
a DataFileError) naming the reason, and the game is exactly as it was (issue 18)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from tests.build import COMPILED
from tests.hostile.test_listing_agrees import digest

from grimoire.agents import RandomAgent
from grimoire.errors import DataFileError, IllegalActionError
from grimoire.rules import turn
from grimoire.rules.actions import (
    Action,
    ActivateAbility,
    CastSpell,
    Choose,
    Concede,
    Decision,
    DeclareAttackers,
    PlayLand,
)
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.testing import vanilla_pool
from grimoire.rules.view import PlayerView

POOL = vanilla_pool()
DECK = ["Grizzly Bears"] * 20 + ["Forest"] * 20


def _midgame(seed: int = 3, decisions: int = 40) -> Game:
    game = Game.new([DECK, DECK], POOL, seed=seed)
    game.run([RandomAgent(1), RandomAgent(2)], max_decisions=decisions)
    assert game.result is None
    return game


# Forged actions whose fields have the declared types but name nothing legal, or that are not
# actions at all: refused on either build.
FORGED: list[Any] = [
    Concede(2),
    Concede(-1),
    PlayLand(10**40),
    PlayLand(-5),
    CastSpell(card=1, targets=((Seat(7),),)),
    CastSpell(card=1, targets=(("me",),)),  # type: ignore[arg-type]
    CastSpell(card=1, x=-3),
    ActivateAbility(source=10**40, index=10**40),
    DeclareAttackers(((1,),)),  # type: ignore[arg-type]
    DeclareAttackers(((1, "Bob"),)),  # type: ignore[arg-type]
    "PassPriority",
    None,
    PassPriority_like := type("PassPriority", (), {})(),
]

# Forged actions with a field of a wrong type: the pure build constructs them and Game.apply
# must refuse them; the compiled build (make fast) cannot construct them at all (mypyc checks
# each field's declared type: TypeError), so none reaches Game.apply there.
ILL_TYPED: list[Any] = [
    pytest.param(lambda: Concede(1.0), id="Concede(1.0)"),  # type: ignore[arg-type]
    pytest.param(lambda: Concede((1,)), id="Concede((1,))"),  # type: ignore[arg-type]
    pytest.param(lambda: PlayLand({"a": 1}), id="PlayLand({'a': 1})"),  # type: ignore[arg-type]
    pytest.param(lambda: CastSpell(card="Grizzly Bears"),  # type: ignore[arg-type]
                 id="CastSpell(card='Grizzly Bears')"),
    pytest.param(lambda: ActivateAbility(source=1, index=Seat(1)),  # type: ignore[arg-type]
                 id="ActivateAbility(source=1, index=Seat(1))"),
    pytest.param(lambda: Choose([1, 2]), id="Choose([1, 2])"),  # type: ignore[arg-type]
    pytest.param(lambda: Choose({"x": 1}), id="Choose({'x': 1})"),  # type: ignore[arg-type]
    pytest.param(lambda: Choose(1.5), id="Choose(1.5)"),  # type: ignore[arg-type]
]


def _refused_and_unchanged(action: Any) -> None:
    """CR 104.3a (conceding names an existing player), CR 117.1 (what a player may do):
    a malformed action is rejected with IllegalActionError naming the rule and the field,
    and the save before equals the save after (a forged Concede used to corrupt the log)."""
    game = _midgame()
    before, state = game.save(), digest(game)
    with pytest.raises(IllegalActionError) as raised:
        game.apply(action)
    assert raised.value.rule.startswith("CR ")
    assert game.save() == before and digest(game) == state
    Game.load(game.save(), POOL)  # and the game still saves and loads


@pytest.mark.parametrize("action", FORGED, ids=repr)
def test_forged_actions_raise_illegal_action_and_change_nothing(action: Any) -> None:
    """A forged action is refused and changes nothing (:func:`_refused_and_unchanged`)."""
    _refused_and_unchanged(action)


def test_a_bool_seat_is_refused_or_cannot_exist() -> None:
    """CR 104.3a: a seat is a number, not True. The pure build refuses ``Concede(True)``; the
    compiled build stores a bool given for an int field as that int (``Concede(1)``, a real
    concession), so no bool seat reaches Game.apply there."""
    if COMPILED:
        made = Concede(True)
        assert type(made.player) is int and made == Concede(1)
        return
    _refused_and_unchanged(Concede(True))


@pytest.mark.parametrize("forge", ILL_TYPED)
def test_ill_typed_actions_are_refused_or_cannot_exist(forge: Callable[[], Any]) -> None:
    """An action with a field of a wrong type: refused by Game.apply, changing nothing, on
    the pure build; never constructed on the compiled build (TypeError naming the type)."""
    if COMPILED:
        with pytest.raises(TypeError, match="object expected"):
            forge()
        return
    _refused_and_unchanged(forge())


def test_other_players_objects_are_refused() -> None:
    """CR 305.1, 601.2: a player may play lands and cast spells only from their own hand;
    naming the opponent's card changes nothing."""
    game = Game.new([DECK, DECK], POOL, seed=5)
    while game.pending is not None and game.pending.kind != "priority":
        game.apply(game.legal_actions()[0])
    assert game.pending is not None
    other = game.players[1 - game.pending.player]
    before = game.save()
    for oid in (*other.hand, *other.library[:3]):
        for action in (PlayLand(oid), CastSpell(oid)):
            with pytest.raises(IllegalActionError):
                game.apply(action)
    assert game.save() == before


class _Usurper:
    """An agent that concedes for its opponent."""

    def decide(self, view: PlayerView, decision: Decision) -> Action:
        return Concede(1 - view.player)


def test_an_agent_concedes_only_for_itself() -> None:
    """CR 104.3a: a player may concede; a player can't concede for another. ``Game.run``
    refuses an agent's Concede naming the other seat and leaves the game unchanged."""
    game = Game.new([DECK, DECK], POOL, seed=1)
    before = game.save()
    with pytest.raises(IllegalActionError, match=r"104\.3a"):
        game.run([_Usurper(), _Usurper()])
    assert game.save() == before


@pytest.mark.interpreted_only  # replaces turn.advance (compiled callers: not seen)
def test_an_engine_error_mid_action_rolls_the_game_back(monkeypatch: pytest.MonkeyPatch) -> None:
    """The safety net of ``Game.apply``: an unexpected error after validation restores the
    game from its replay, so the state before the action remains."""
    game = _midgame(seed=8)
    before = game.save()
    action = game.legal_actions()[-1]

    real = turn.advance
    calls = []

    def broken_once(g: Game) -> None:
        calls.append(g)
        if len(calls) == 1:
            raise RuntimeError("boom")
        real(g)

    monkeypatch.setattr(turn, "advance", broken_once)
    with pytest.raises(RuntimeError, match="boom"):
        game.apply(action)
    monkeypatch.undo()
    assert game.save() == before
    game.apply(action)  # and the game goes on


def test_a_game_without_a_seed_saves_and_loads() -> None:
    """A game made with ``seed=None`` records the seed it really used (DESIGN 4, 5)."""
    game = Game.new([DECK, DECK], POOL, seed=None)
    game.run([RandomAgent(1), RandomAgent(2)], max_decisions=30)
    assert isinstance(game.setup["seed"], int)
    loaded = Game.load(game.save(), POOL)
    assert loaded.save() == game.save()


def _valid_save() -> str:
    return _midgame(decisions=5).save()


def _bad_saves() -> list[Any]:
    good = json.loads(_valid_save())
    broken_action = dict(good, actions=[*good["actions"][:1], {"type": "Concede", "player": 1.0}])
    unknown_card = json.loads(json.dumps(good))
    unknown_card["setup"]["decks"][0][0] = "No Such Card"
    return [
        "[]", "", "null", "42", "{}", "{\"format\": \"grimoire-save\"}", "not json",
        "[" * 100_000 + "]" * 100_000, b"\xff\xfe", 42, None,
        json.dumps(dict(good, version=99)),
        json.dumps(dict(good, setup=[])),
        json.dumps(dict(good, setup={"kind": "weird"})),
        json.dumps(dict(good, actions={"a": 1})),
        json.dumps(dict(good, actions=[1, 2])),
        json.dumps(dict(good, actions=[{"script_dice": "x"}])),
        json.dumps(broken_action),
        json.dumps(unknown_card),
        json.dumps(dict(good, events_hash="0")),
    ]


@pytest.mark.parametrize("index", range(20))
def test_every_bad_save_is_a_data_file_error(index: int) -> None:
    """A save that this version did not write, or that does not replay, is a DataFileError
    (a ValueError), never an AttributeError, TypeError or RecursionError."""
    text = _bad_saves()[index]
    with pytest.raises(DataFileError):
        Game.load(text, POOL)
