"""The per-game mechanism index on two hot paths (issue 15): events are checked against the
cards in the graveyards only in a game where some card has a triggered ability that works
from a graveyard (CR 113.6k), and a priority listing calls a mechanism's options (turning
face up, foretell, plot, suspend, warp, the top of the library) only in a game whose cards
bring its words. Each skipped call had nothing to do: the same answers either way."""

from __future__ import annotations

from collections.abc import Callable

from tests.ir_completeness._game import card, game_at, ids, perm, resolve

from grimoire.rules import hooks
from grimoire.rules.actions import PassPriority, PlayLand
from grimoire.rules.cardinfo import GRAVEYARD_TRIGGERED, info_for, present
from grimoire.rules.position import PlayerSpec

GHAST = card("Test Ghast", "Creature — Spirit",
             "Whenever a land you control enters, you may return this card from your "
             "graveyard to the battlefield.", "2", "1", "{1}{B}")


def test_a_graveyard_trigger_marks_the_game_and_still_triggers() -> None:
    """CR 113.6k, 603.2: a card whose ability triggers from the graveyard brings the mark,
    and a land entering triggers it there; the "may" accepted returns it (CR 603.5)."""
    assert GRAVEYARD_TRIGGERED in info_for(GHAST).vocabulary
    game = game_at(PlayerSpec(hand=("Forest",), graveyard=("Test Ghast",)), extra=(GHAST,))
    assert present(game, frozenset({GRAVEYARD_TRIGGERED}))
    land = next(o for o in game.players[0].hand if game.objects[o].name == "Forest")
    game.apply(PlayLand(land))
    resolve(game, True)
    assert ids(game, "Test Ghast") and not ids(game, "Test Ghast", "graveyard")


def test_the_may_declined_leaves_it_in_the_graveyard() -> None:
    """CR 603.5: declining the optional return leaves the card where it is."""
    game = game_at(PlayerSpec(hand=("Forest",), graveyard=("Test Ghast",)), extra=(GHAST,))
    land = next(o for o in game.players[0].hand if game.objects[o].name == "Forest")
    game.apply(PlayLand(land))
    resolve(game, False)
    assert ids(game, "Test Ghast", "graveyard") and not ids(game, "Test Ghast")


def test_a_game_without_graveyard_triggers_has_no_mark() -> None:
    """A card whose abilities only mention a graveyard (a "dies" trigger works from the
    battlefield, CR 603.10a) is no graveyard watcher: the game skips that scan."""
    dies = card("Test Mourner", "Creature — Human",
                "When this creature dies, return it to its owner's hand.", "1", "1")
    game = game_at(PlayerSpec(battlefield=(perm("Test Mourner"),), graveyard=("Grizzly Bears",)),
                   extra=(dies,))
    assert not present(game, frozenset({GRAVEYARD_TRIGGERED}))
    assert not any(game.objects[o].info.graveyard_triggered
                   for p in game.players for o in p.graveyard)


def test_priority_options_are_called_only_in_games_with_their_words() -> None:
    """CR 116.2: special actions a mechanism offers at priority. In a game of vanilla cards
    the options with words are left out, and the planar die while no game of Planechase
    keeps its state (CR 901.9: only with a planar deck); a game
    with a foretell card gets foretell's options, and the listing offers foretelling."""
    plain = game_at(PlayerSpec(hand=("Grizzly Bears",)))
    names = {f.__module__ for f in hooks.PRIORITY_OPTIONS.in_game(plain)}
    assert names == set()
    seer = card("Test Seer", "Creature — Elf",
                "Foretell {1}{G} (During your turn, you may pay {2} and exile this card "
                "from your hand face down. Cast it on a later turn for its foretell cost.)",
                "2", "2", "{2}{G}")
    game = game_at(PlayerSpec(hand=("Test Seer",),
                              battlefield=(perm("Forest"), perm("Forest"))), extra=(seer,))
    assert "grimoire.mechanics.foretell" in {
        f.__module__ for f in hooks.PRIORITY_OPTIONS.in_game(game)}
    assert any(type(a).__name__ == "Foretell" for a in game.legal_actions())
    assert PassPriority() in game.legal_actions()


def test_a_state_hook_is_left_out_until_its_state_exists() -> None:
    """A hook function registered with ``state`` is called only once the game keeps that
    mechanism's state (``game.states``): before, it had nothing to do (a dungeon no one
    ventured into, CR 309.6; no plane, CR 901.7); after ``StateKey.set`` it is called
    again, and a new value (a new mapping) is seen at once."""
    seen: list[str] = []
    demo: hooks.Hook[Callable[[object], None]] = hooks.Hook("demo")
    key: hooks.StateKey[int] = hooks.StateKey("test_demo_state")
    demo.add(lambda g: seen.append("always"), order=10)
    demo.add(lambda g: seen.append("stateful"), order=20, state=key.name)
    game = game_at(PlayerSpec(hand=("Grizzly Bears",)))
    for f in demo.in_game(game):
        f(game)
    assert seen == ["always"]
    key.set(game, 1)
    for f in demo.in_game(game):
        f(game)
    assert seen == ["always", "always", "stateful"]
    key.clear(game)
    assert len(demo.in_game(game)) == 1


def test_state_based_mechanisms_of_a_vanilla_game_are_not_called() -> None:
    """CR 704.3: the state-based checks of a game of vanilla cards call none of the
    mechanisms' own checks (planes, dungeons, the Ring, soulbond, ascend, speed: CR 704.6f,
    704.5t, 701.52a, 702.95e, 702.131b, 704.5z), nor the planes' trigger check per event."""
    plain = game_at(PlayerSpec(hand=("Grizzly Bears",)))
    assert hooks.STATE_BASED.in_game(plain) == ()
    assert hooks.LAST_TRIGGER_SOURCES.in_game(plain) == ()
    assert hooks.IDENTITY_CHANGED.in_game(plain) == ()


def test_a_vanilla_game_keeps_no_mechanism_state() -> None:
    """Hooks registered with ``state`` (commander damage, the command zone, dungeons...) run
    only while some mechanism keeps state in ``game.states``: a game of vanilla creatures,
    combat damage to players included, must keep none, or every such hook runs at every
    check (a note of "creatures that dealt combat damage this turn" kept in every game cost
    vanilla games about 6%)."""
    import random

    from grimoire.rules.game import Game
    from grimoire.rules.testing import vanilla_pool

    deck = ["Grizzly Bears"] * 20 + ["Forest"] * 20
    game = Game.new([deck, deck], vanilla_pool(), seed=2)
    rng = random.Random(2)
    while game.result is None and game.pending is not None:
        actions = game.legal_actions()
        game.apply(actions[rng.randrange(len(actions))])
        assert not game.states, f"state kept: {sorted(game.states)}"
    damage = sum(1 for e in game.events if type(e).__name__ == "DamageDealt" and e.target < 0)
    assert damage > 0  # combat damage to players happened, and no state came of it
