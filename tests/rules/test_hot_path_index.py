"""The per-game mechanism index on two hot paths (issue 15): events are checked against the
cards in the graveyards only in a game where some card has a triggered ability that works
from a graveyard (CR 113.6k), and a priority listing calls a mechanism's options (turning
face up, foretell, plot, suspend, warp, the top of the library) only in a game whose cards
bring its words. Each skipped call had nothing to do: the same answers either way."""

from __future__ import annotations

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
    the options with words are left out (the planar die, which has none, stays); a game
    with a foretell card gets foretell's options, and the listing offers foretelling."""
    plain = game_at(PlayerSpec(hand=("Grizzly Bears",)))
    names = {f.__module__ for f in hooks.PRIORITY_OPTIONS.in_game(plain)}
    assert names == {"grimoire.mechanics.planechase"}
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
