"""The per-game index of watched event types (issue 15, :mod:`grimoire.rules.trigger_words`).

CR 603.2: whenever a game event matches a triggered ability's trigger event, that ability
triggers. ``triggers.check`` scans the battlefield for such abilities only when a trigger
type written in a card of the game watches the event's type; these tests check that the
scan is skipped only where nothing could trigger, and that triggers written on the
permanent, granted by another card (CR 613.1f) or found in a game of vanilla cards behave
as before."""

from __future__ import annotations

import pytest
from tests.ir_completeness._game import card, game_at, ids, perm, resolve

from grimoire.rules import events as ev
from grimoire.rules import triggers
from grimoire.rules.actions import DeclareAttackers, PassPriority, PlayLand
from grimoire.rules.position import PlayerSpec
from grimoire.rules.trigger_words import may_trigger, watching

WATCHER = card("Test Land Watcher", "Creature — Elf",
               "Whenever a land you control enters, you gain 1 life.", "1", "1", "{G}")
BANNER = card("Test Battle Banner", "Enchantment",
              "Creatures you control have \"Whenever this creature attacks, you gain 2 "
              "life.\"", mana_cost="{2}{W}")


def test_the_words_of_an_event_type_are_the_trigger_types_that_watch_it() -> None:
    """A zone change is watched by "enters" triggers (CR 603.6a); a step beginning is not
    (it is watched by "at the beginning of" triggers, CR 603.2)."""
    assert "EntersTrigger" in watching(ev.ZoneChanged, triggers.MATCHERS)
    assert "EntersTrigger" not in watching(ev.StepBegan, triggers.MATCHERS)
    assert watching(ev.StepBegan, triggers.MATCHERS) == watching(ev.StepBegan,
                                                                 triggers.MATCHERS)


@pytest.mark.interpreted_only
def test_an_enters_trigger_still_triggers_and_other_events_skip_the_scan(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """CR 603.2, 603.6a: a land entering triggers the watcher (1 life); the step and
    priority events of the same game, watched by no card of it, ask no permanent."""
    game = game_at(PlayerSpec(hand=("Forest",), battlefield=(perm("Test Land Watcher"),)),
                   extra=(WATCHER,))
    assert game.n_watchers == 1
    assert may_trigger(game, ev.ZoneChanged, triggers.MATCHERS)
    assert not may_trigger(game, ev.StepBegan, triggers.MATCHERS)
    asked: list[object] = []
    real = triggers._check_source

    def counting(game_: object, source: object, event: object, zone: str = "battlefield"
                 ) -> None:
        asked.append(event)
        real(game_, source, event, zone)  # type: ignore[arg-type]

    monkeypatch.setattr(triggers, "_check_source", counting)
    land = ids(game, "Forest", "hand")[0]
    game.apply(PlayLand(land))
    resolve(game)
    assert game.players[0].life == 21
    assert asked and all(type(e) is not ev.StepBegan for e in asked)
    asked.clear()
    game.apply(PassPriority())  # main 1 ends for both: beginning of combat begins
    game.apply(PassPriority())
    assert game.step != "main1"
    assert not any(type(e) is ev.StepBegan for e in asked)


def test_a_granted_attack_trigger_still_triggers() -> None:
    """CR 613.1f, 603.2: an ability granted by another permanent triggers like a printed
    one: the banner's words are the game's, so the attack is checked and the creature's
    controller gains 2 life (CR 508.1m: as attackers are declared)."""
    game = game_at(PlayerSpec(battlefield=(perm("Test Battle Banner"), perm("Grizzly Bears"))),
                   extra=(BANNER,))
    assert may_trigger(game, ev.AttackersDeclared, triggers.MATCHERS)
    while game.pending is not None and game.pending.kind == "priority" and \
            game.step != "declare_attackers":
        game.apply(PassPriority())
    bears = ids(game, "Grizzly Bears")[0]
    attack = next(a for a in game.legal_actions()
                  if isinstance(a, DeclareAttackers) and a.attacks)
    assert bears in [a[0] for a in attack.attacks]
    game.apply(attack)
    resolve(game)
    assert game.players[0].life == 22


def test_a_vanilla_game_checks_no_permanent() -> None:
    """A game of vanilla creatures has no watcher (n_watchers 0) and no trigger words:
    nothing is scanned, the creature simply enters."""
    game = game_at(PlayerSpec(hand=("Forest",), battlefield=(perm("Grizzly Bears"),)))
    assert game.n_watchers == 0
    assert not may_trigger(game, ev.ZoneChanged, triggers.MATCHERS)
    game.apply(PlayLand(ids(game, "Forest", "hand")[0]))
    assert ids(game, "Forest")
