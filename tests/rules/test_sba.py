"""State-based actions (CR 704)."""

from __future__ import annotations

from tests.rules.helpers import game_at, ids, one, perm

from grimoire.oracle import ir
from grimoire.rules import sba, zones
from grimoire.rules.actions import Choose, PassPriority
from grimoire.rules.cardinfo import info_for
from grimoire.rules.position import PlayerSpec
from grimoire.rules.testing import LIGHTNING_BOLT

LEGEND = ir.CardDefinition("Legendary Bear", card_types=("creature",),
                           supertypes=("legendary",), power=2, toughness=2)


def test_zero_life_loses() -> None:
    """CR 704.5a: a player with 0 or less life loses."""
    game = game_at(PlayerSpec(), PlayerSpec(life=0))
    assert game.result is not None and game.result.winner == 0


def test_draw_from_empty_library_loses() -> None:
    """CR 704.5b / 121.4: drawing from an empty library loses at the next SBA check."""
    game = game_at(PlayerSpec(), step="end")
    game.players[1].library.clear()
    while game.result is None:
        game.apply(PassPriority())
    assert game.result.winner == 0 and "704.5b" in game.result.reason


def test_both_lose_is_a_draw() -> None:
    """CR 104.4a: if all remaining players lose simultaneously, the game is a draw."""
    game = game_at(PlayerSpec(life=0), PlayerSpec(life=0))
    assert game.result is not None and game.result.winner is None


def test_zero_toughness_lethal_damage_and_deathtouch() -> None:
    """CR 704.5f toughness 0; CR 704.5g lethal damage; CR 704.5h deathtouch damage."""
    game = game_at(PlayerSpec(battlefield=(
        perm("Grizzly Bears", counters=(("-1/-1", 2),)), perm("Hill Giant", damage=3),
        perm("Colossal Dreadmaw", damage=1))))
    assert not ids(game, "Grizzly Bears") and not ids(game, "Hill Giant")
    dreadmaw = game.objects[one(game, "Colossal Dreadmaw")]
    dreadmaw.deathtouched = True
    sba.check(game)
    assert not ids(game, "Colossal Dreadmaw")


def test_counters_annihilate() -> None:
    """CR 704.5q: +1/+1 and -1/-1 counters cancel in pairs."""
    game = game_at(PlayerSpec(battlefield=(
        perm("Hill Giant", counters=(("+1/+1", 3), ("-1/-1", 1))),)))
    assert game.objects[one(game, "Hill Giant")].counters == {"+1/+1": 2}


def test_legend_rule_is_a_choice() -> None:
    """CR 704.5j: the controller chooses which legendary permanent to keep."""
    game = game_at(PlayerSpec(battlefield=(perm("Legendary Bear"), perm("Legendary Bear"))),
                   extra=(LEGEND,))
    assert game.pending is not None and game.pending.kind == "legend_rule"
    keep = game.pending.options[1]
    game.apply(Choose((keep,)))
    assert ids(game, "Legendary Bear") == [keep]
    assert len(game.players[0].graveyard) == 1


def test_tokens_and_copies_cease_outside_their_zones() -> None:
    """CR 704.5d tokens; CR 704.5e copies of cards outside the stack and battlefield."""
    game = game_at(PlayerSpec(battlefield=(perm("Grizzly Bears", token=True),)))
    token = one(game, "Grizzly Bears")
    zones.move(game, token, "graveyard")
    copy = zones.new_object(game, info_for(LIGHTNING_BOLT), 0, "exile", "copy")
    total = len(game.objects)
    sba.check(game)
    assert len(game.objects) == total - 2 and copy.id not in game.objects
    assert not game.players[0].graveyard
