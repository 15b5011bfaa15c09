"""Scry (CR 701.18a) and surveil (CR 701.42a): which cards go away, then their order."""

from __future__ import annotations

from tests.rules.helpers import game_at, perm

from grimoire.agents import RandomAgent
from grimoire.oracle import ir
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec
from grimoire.rules.testing import spell

SCRY3 = spell("Test Scry", "{U}", ir.LibraryLook("scry", ir.Fixed(3)))
SURVEIL3 = spell("Test Surveil", "{U}", ir.LibraryLook("surveil", ir.Fixed(3)))
LIBRARY = ("Grizzly Bears", "Hill Giant", "Serra Angel", "Forest", "Forest")


def _cast(name: str) -> Game:
    game = game_at(PlayerSpec(hand=(name,), battlefield=(perm("Island"),), library=LIBRARY),
                   extra=(SCRY3, SURVEIL3))
    game.apply(CastSpell(game.players[0].hand[0]))
    game.apply(PassPriority())
    game.apply(PassPriority())
    return game


def _names(game: Game, oid_list: list[int]) -> list[str]:
    return [game.objects[o].name for o in oid_list]


def _by_name(game: Game, name: str) -> int:
    return next(o for o in game.pending.options  # type: ignore[union-attr]
                if game.objects[o].name == name)


def test_scry_chooses_bottom_then_orders_top_and_bottom() -> None:
    """CR 701.18a: any number on the bottom in any order, the rest on top in any order;
    each choice is the scrying player's decision."""
    game = _cast("Test Scry")
    d = game.pending
    assert d is not None and d.kind == "choose_objects" and d.player == 0
    assert d.rule == "CR 701.18a" and len(d.options) == 3 and d.min_count == 0
    # Bottom: nothing this time; then order all three on top: Angel, Bears, Giant.
    game.apply(Choose(()))
    d = game.pending
    assert d is not None and d.kind == "choose_objects" and d.max_count == 1
    assert "top" in d.prompt
    game.apply(Choose((_by_name(game, "Serra Angel"),)))
    game.apply(Choose((_by_name(game, "Grizzly Bears"),)))
    assert not game.stack  # the last card needed no decision
    library = game.players[0].library
    assert _names(game, library[::-1][:3]) == ["Serra Angel", "Grizzly Bears", "Hill Giant"]
    assert len(library) == 5


def test_scry_orders_the_bottom() -> None:
    """CR 701.18a: the cards put on the bottom go in the order the player chooses (the
    first chosen is the very bottom card)."""
    game = _cast("Test Scry")
    opts = game.pending.options  # type: ignore[union-attr]
    giant = _by_name(game, "Hill Giant")
    game.apply(Choose(tuple(o for o in opts if o != giant)))  # Bears + Angel to bottom
    d = game.pending
    assert d is not None and "bottom" in d.prompt and len(d.options) == 2
    game.apply(Choose((_by_name(game, "Serra Angel"),)))
    library = game.players[0].library
    assert _names(game, library[:2]) == ["Serra Angel", "Grizzly Bears"]
    assert game.objects[library[-1]].name == "Hill Giant"


def test_surveil_puts_into_graveyard_and_orders_the_rest() -> None:
    """CR 701.42a: surveil: any number into the graveyard, the rest on top in any order."""
    game = _cast("Test Surveil")
    d = game.pending
    assert d is not None and d.rule == "CR 701.42a"
    game.apply(Choose((_by_name(game, "Grizzly Bears"),)))
    game.apply(Choose((_by_name(game, "Serra Angel"),)))
    library = game.players[0].library
    assert _names(game, library[::-1][:2]) == ["Serra Angel", "Hill Giant"]
    assert "Grizzly Bears" in _names(game, game.players[0].graveyard)


def test_random_scry_keeps_every_card_and_replays() -> None:
    """Every card stays in exactly one zone through the scry decisions, and a saved
    game paused mid-scry loads and continues identically."""
    game = _cast("Test Scry")
    game.apply(Choose(()))
    cards = sum(1 for o in game.objects.values() if o.owner == 0 and o.kind == "card")
    text = game.save()
    loaded = Game.load(text, game.pool)
    assert loaded.pending == game.pending
    game.run([RandomAgent(1), RandomAgent(2)], max_decisions=20)
    loaded.run([RandomAgent(1), RandomAgent(2)], max_decisions=20)
    assert loaded.events == game.events
    p = game.players[0]
    zones = p.library + p.hand + p.graveyard + [o for o in game.battlefield + game.stack
                                                + game.exile if game.objects[o].owner == 0]
    assert len(zones) == len(set(zones)) == cards
