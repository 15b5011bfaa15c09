"""Loops of optional actions (CR 729.3, 104.4b): a game that returns to a state it was in
earlier in the turn through the players' own choices makes the player CR 729.3 names
choose differently, instead of running to the engine's caps; a loop that progresses is the
players' to repeat."""

from __future__ import annotations

import pytest
from tests.dice_rules._util import game, lands, one, perm

from grimoire.agents import RandomAgent
from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import loops, query
from grimoire.rules.actions import Action, ActivateAbility, Decision, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Target
from grimoire.rules.position import PlayerSpec
from grimoire.rules.testing import vanilla_pool
from grimoire.rules.view import PlayerView

_CARDS = (
    compile_source({"name": "Test Glider", "type_line": "Creature — Bird",
                    "mana_cost": "{1}{U}", "power": "1", "toughness": "1",
                    "oracle_text": "{0}: Test Glider gains flying until end of turn."}),
    compile_source({"name": "Test Gust", "type_line": "Enchantment", "mana_cost": "{1}{G}",
                    "oracle_text": "{0}: Target creature loses flying until end of turn."}),
    compile_source({"name": "Test Lemure", "type_line": "Creature — Spirit",
                    "mana_cost": "{4}{B}", "power": "4", "toughness": "3",
                    "oracle_text": "{0}: Test Lemure gets -1/-0 and gains flying until end "
                                   "of turn."}),
)


def _ability(g: Game, oid: int, targets: tuple[tuple[Target, ...], ...] = ()
             ) -> ActivateAbility:
    index = next(i for i, a in enumerate(g.objects[oid].info.card.abilities)
                 if isinstance(a, ir.ActivatedAbility))
    return ActivateAbility(oid, index, targets)


class _Looper:
    """Takes ``action`` whenever it is legal, the stack is empty and ``wanted`` holds for
    the game; else passes (the first legal action otherwise)."""

    def __init__(self, g: Game, action: Action, flying: bool | None) -> None:
        self.g, self.action, self.flying = g, action, flying
        self.taken = 0

    def decide(self, view: PlayerView, decision: Decision) -> Action:
        legal = view.legal_actions
        if decision.kind != "priority":
            return legal[0]
        creature = self.g.objects[_creature(self.g)]
        wanted = self.flying is None or (
            ("flying" in query.keywords(self.g, creature)) == self.flying)
        if self.action in legal and not self.g.stack and wanted:
            self.taken += 1
            return self.action
        return PassPriority()


def _creature(g: Game) -> int:
    return next(oid for oid in g.battlefield if "creature" in g.objects[oid].info.types)


def _main_phase(g: Game, agents: list[_Looper]) -> None:
    """Play until the first main phase of this turn is over (or 500 decisions: a loop)."""
    for _ in range(500):
        if g.step != "main1" or g.result is not None:
            return
        pending = g.pending
        assert pending is not None
        g.apply(agents[pending.player].decide(g.view(pending.player), pending))
    raise AssertionError("the loop never ended")


def test_a_fragmented_loop_ends_with_the_active_player_choosing_differently() -> None:
    """CR 729.3's example: the active player's "{0}: gains flying", the other player's "{0}:
    target creature loses flying", each activated whenever it changes something. The game
    returns to the same state; the active player must then make a different choice, and the
    creature ends without flying (the nonactive player has the final choice)."""
    g = game(PlayerSpec(battlefield=(perm("Test Glider"), *lands("Island", 1))),
             PlayerSpec(battlefield=(perm("Test Gust"),)), extra=_CARDS)
    glider, gust = one(g, "Test Glider"), one(g, "Test Gust")
    agents = [_Looper(g, _ability(g, glider), flying=False),
              _Looper(g, _ability(g, gust, ((glider,),)), flying=True)]
    _main_phase(g, agents)
    assert g.step != "main1" and g.turn == 3
    assert "flying" not in query.keywords(g, g.objects[glider])
    assert 2 <= agents[0].taken < 10 and agents[1].taken == agents[0].taken


def test_a_repeated_free_ability_that_changes_nothing_is_refused_with_the_rule() -> None:
    """CR 729.3 (one player's loop): "{0}: gains flying until end of turn" activated again
    and again once it has flying changes nothing; once the game is back in a state it was
    in, activating it there again is illegal (IllegalActionError naming CR 729.3, the game
    unchanged) and no longer listed; the creature keeps flying until end of turn."""
    g = game(PlayerSpec(battlefield=(perm("Test Glider"),)), extra=_CARDS)
    glider = one(g, "Test Glider")
    activate = _ability(g, glider)
    for _ in range(10):
        if activate not in g.legal_actions():
            break
        g.apply(activate)
        g.apply(PassPriority())
        g.apply(PassPriority())
        assert not g.stack and g.step == "main1"
    else:
        raise AssertionError("the loop was never ended")
    assert "flying" in query.keywords(g, g.objects[glider])
    saved = g.save()
    with pytest.raises(IllegalActionError, match="different game choice") as caught:
        g.apply(activate)
    assert caught.value.rule == "CR 729.3" and g.save() == saved
    g.apply(PassPriority())  # a different choice: the game goes on
    g.apply(PassPriority())
    assert g.step != "main1"


def test_a_loop_that_progresses_is_not_cut() -> None:
    """CR 104.4b, 729.2a: "{0}: gets -1/-0 and gains flying" changes the game each time
    (its power goes down): no state repeats, so the player may go on as long as they
    choose."""
    g = game(PlayerSpec(battlefield=(perm("Test Lemure"),)), extra=_CARDS)
    lemure = one(g, "Test Lemure")
    activate = _ability(g, lemure)
    for _ in range(12):
        assert activate in g.legal_actions()
        g.apply(activate)
        g.apply(PassPriority())
        g.apply(PassPriority())
    assert query.power(g, g.objects[lemure]) == 4 - 12


def test_the_loop_record_survives_copy_and_save() -> None:
    """A copy and a replayed save refuse the same choice (the record is part of the game,
    rebuilt from the actions on load)."""
    g = game(PlayerSpec(battlefield=(perm("Test Glider"),)), extra=_CARDS)
    activate = _ability(g, one(g, "Test Glider"))
    while activate in g.legal_actions():
        g.apply(activate)
        g.apply(PassPriority())
        g.apply(PassPriority())
    clone = g.copy()
    assert activate not in clone.legal_actions()
    loaded = Game.load(g.save(), g.pool)
    assert activate not in loaded.legal_actions()


def test_a_progressing_free_loop_stops_at_the_engine_limit_for_the_turn(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """CR 729.2a: a loop of optional actions repeats the number of times its player names;
    the engine bounds that number (``loops.MAX_ACTIVATIONS``, lowered to 5 here). The
    Lemure's "{0}: gets -1/-0" progresses, so CR 729.3 never ends it: after 5 activations
    this turn the sixth is no longer listed, and applying it raises IllegalActionError
    naming CR 729.2a with the game unchanged. A second Lemure counts on its own, and the
    next turn the first may be activated again."""
    monkeypatch.setattr(loops, "MAX_ACTIVATIONS", 5)
    g = game(PlayerSpec(battlefield=(perm("Test Lemure"), perm("Test Lemure"))),
             extra=_CARDS)
    first, second = (oid for oid in g.battlefield)
    activate, other = _ability(g, first), _ability(g, second)
    for _ in range(5):
        assert activate in g.legal_actions()
        g.apply(activate)  # on the stack: the loop need not resolve to count
    assert activate not in g.legal_actions() and other in g.legal_actions()
    saved = g.save()
    with pytest.raises(IllegalActionError, match="engine limit") as caught:
        g.apply(activate)
    assert caught.value.rule == "CR 729.2a" and g.save() == saved
    g.apply(other)

    def step() -> None:
        assert g.pending is not None
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])

    start = g.turn
    while g.turn == start:
        step()
    assert query.power(g, g.objects[first]) == 4  # "until end of turn" has ended
    while g.pending is None or g.pending.kind != "priority" or g.pending.player != 0:
        step()
    assert g.turn == start + 1 and activate in g.legal_actions()


def test_random_players_with_a_free_ability_get_past_each_turn(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Soak games 2281 and 2314 (``bench/soak.py --seed 1``): random agents activating a
    free "{0}: gets -1/-0 and gains flying" ran every such game to the 2,000-actions-a-turn
    cap (CR 729.2a: the loop is the players' to end, and a random player never names a
    number). With the engine limit on one ability's activations in a turn, every turn's
    loop ends and the game reaches its tenth turn; without it, the first Lemure's turn is
    the last."""
    deck = ["Test Lemure"] * 6 + ["Swamp"] * 34
    pool = vanilla_pool()
    for card in _CARDS:
        pool = pool.add(card)
    for seed in range(2):
        g = Game.new([deck, deck], pool, seed=seed)
        result = g.run([RandomAgent(seed), RandomAgent(seed + 1)], max_turns=10)
        assert result.reason == "turn cap 10 reached: a draw", result.reason
        assert any(type(a) is ActivateAbility for a in g.action_log)
    monkeypatch.setattr(loops, "MAX_ACTIVATIONS", 1 << 30)
    g = Game.new([deck, deck], pool, seed=0)
    result = g.run([RandomAgent(0), RandomAgent(1)], max_turns=10)
    assert result.reason.startswith("turn action cap"), result.reason
