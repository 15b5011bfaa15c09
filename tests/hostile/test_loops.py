"""Loops of optional actions (CR 729.3, 104.4b): a game that returns to a state it was in
earlier in the turn through the players' own choices makes the player CR 729.3 names
choose differently, instead of running to the engine's caps; a loop that progresses is the
players' to repeat."""

from __future__ import annotations

import pytest
from tests.dice_rules._util import game, lands, one, perm

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import query
from grimoire.rules.actions import Action, ActivateAbility, Decision, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Target
from grimoire.rules.position import PlayerSpec
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
