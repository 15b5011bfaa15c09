"""The resolvers of grimoire.effects.more_effects, each through a card compiled from text."""

from __future__ import annotations

import pytest
from tests.ir_completeness._game import card, cast, game_at, ids, perm, resolve

from grimoire.oracle import ir
from grimoire.rules import protection, query
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec
from grimoire.rules.registry import UnsupportedEffectError

BEARS = "Grizzly Bears"


def test_player_counters_poison_kills_at_ten() -> None:
    """CR 122.1: "Target player gets a poison counter"; CR 704.5c: ten poison counters lose."""
    venom = card("Test Venom", "Sorcery", "Target player gets a poison counter.")
    game = game_at(PlayerSpec(hand=("Test Venom",)), extra=(venom,))
    game.players[1].counters["poison"] = 9
    cast(game, "Test Venom", (Seat(1),))
    resolve(game)
    assert game.players[1].counters["poison"] == 10
    assert game.result is not None and game.players[1].lost


def test_switch_power_and_toughness_after_counters() -> None:
    """CR 613.4d: the switch (layer 7d) applies after counters (7c); it ends at cleanup."""
    swap = card("Test Swap", "Instant",
                "Switch target creature's power and toughness until end of turn.")
    game = game_at(PlayerSpec(hand=("Test Swap",), battlefield=(
        perm(BEARS, counters=(("+1/+1", 1),)),)), extra=(swap,))
    (bear,) = ids(game, BEARS)
    cast(game, "Test Swap", (bear,))
    resolve(game)
    obj = game.objects[bear]
    from grimoire.rules import continuous
    continuous.lasting(game, bear, 0, "end_of_turn", frozenset({bear}), power=2)  # still switched
    assert (query.power(game, obj), query.toughness(game, obj)) == (3, 5)


def test_lose_keywords_removes_printed_flying() -> None:
    """CR 613.1f (layer 6): "Target creature loses flying until end of turn"."""
    bird = card("Test Bird", "Creature — Bird", "Flying", "1", "1")
    clip = card("Test Clip", "Instant", "Target creature loses flying until end of turn.")
    game = game_at(PlayerSpec(hand=("Test Clip",), battlefield=(perm("Test Bird"),)),
                   extra=(bird, clip))
    (oid,) = ids(game, "Test Bird")
    assert query.has_keyword(game, game.objects[oid], "flying")
    cast(game, "Test Clip", (oid,))
    resolve(game)
    assert not query.has_keyword(game, game.objects[oid], "flying")


def test_protection_from_the_chosen_color() -> None:
    """CR 702.16a: protection from the color chosen on resolution; damage from a red source
    is prevented (CR 702.16e), a green one is not."""
    ward = card("Test Ward", "Instant", "Target creature you control gains protection from "
                "the color of your choice until end of turn.")
    game = game_at(PlayerSpec(hand=("Test Ward",), battlefield=(perm(BEARS),)), extra=(ward,))
    (bear,) = ids(game, BEARS)
    cast(game, "Test Ward", (bear,))
    resolve(game, "R")
    red = ir.CardDefinition("Red Thing", card_types=("creature",), colors=("R",))
    assert protection.qualities(game.objects[bear]) == (ir.ObjectFilter(colors_any=("R",)),)
    from grimoire.rules.cardinfo import info_for
    from grimoire.rules.zones import new_object
    source = new_object(game, info_for(red), 1, "battlefield")
    assert protection.protected_from(game, game.objects[bear], source)
    assert not protection.protected_from(game, game.objects[bear], game.objects[bear])


def test_divided_damage_announced_on_casting() -> None:
    """CR 601.2d: the division is announced as the spell is cast; each target gets at
    least 1 of the divided damage."""
    game_text = "Test Arc deals 3 damage divided as you choose among one or two targets."
    arc = card("Test Arc", "Instant", game_text)
    game = game_at(PlayerSpec(hand=("Test Arc",)), PlayerSpec(battlefield=(perm(BEARS),)),
                   extra=(arc,))
    (bear,) = ids(game, BEARS)
    cast(game, "Test Arc", (Seat(1), bear))
    assert game.pending is not None and game.pending.kind == "divide"
    resolve(game, (1, 2))  # 1 to the player (the first target), 2 to the creature
    assert game.players[1].life == 19 and not ids(game, BEARS)


def test_bolster_chooses_the_least_toughness() -> None:
    """CR 701.33a: bolster N puts N +1/+1 counters on your creature with least toughness."""
    wall = card("Test Wall", "Creature — Wall", "", "0", "4")
    rally = card("Test Rally", "Sorcery", "Bolster 2.")
    game = game_at(PlayerSpec(hand=("Test Rally",), battlefield=(perm(BEARS),
                                                                  perm("Test Wall"))),
                   extra=(wall, rally))
    cast(game, "Test Rally")
    resolve(game)
    assert game.objects[ids(game, BEARS)[0]].counter("+1/+1") == 2
    assert game.objects[ids(game, "Test Wall")[0]].counter("+1/+1") == 0


def test_explore_land_to_hand_else_counter() -> None:
    """CR 701.40a: a revealed land goes to hand; a nonland gives a +1/+1 counter and may go
    to the graveyard."""
    scout = card("Test Scout", "Creature — Merfolk", "When this creature enters, it explores.",
                 "1", "1")
    game = game_at(PlayerSpec(hand=("Test Scout",), library=("Forest", BEARS)),
                   extra=(scout,))
    cast(game, "Test Scout")
    resolve(game)
    (oid,) = ids(game, "Test Scout")
    assert ids(game, "Forest", "hand") and game.objects[oid].counter("+1/+1") == 0
    game2 = game_at(PlayerSpec(hand=("Test Scout",), library=(BEARS, "Forest")),
                    extra=(scout,))
    cast(game2, "Test Scout")
    resolve(game2, True)
    (oid2,) = ids(game2, "Test Scout")
    assert game2.objects[oid2].counter("+1/+1") == 1 and ids(game2, BEARS, "graveyard")


def test_connive_draw_discard_counter_for_nonland() -> None:
    """CR 701.47a: draw, then discard; a nonland discard puts a +1/+1 counter on it."""
    rogue = card("Test Rogue", "Creature — Rogue", "When this creature enters, it connives.",
                 "1", "1")
    game = game_at(PlayerSpec(hand=("Test Rogue", BEARS), library=("Forest",) * 3),
                   extra=(rogue,))
    cast(game, "Test Rogue")
    (bear_in_hand,) = ids(game, BEARS, "hand")
    resolve(game, (bear_in_hand,))
    (oid,) = ids(game, "Test Rogue")
    assert game.objects[oid].counter("+1/+1") == 1 and ids(game, BEARS, "graveyard")


def test_unsupported_keyword_action_raises() -> None:
    """A keyword action the engine lacks is an explicit error, never a silent no-op."""
    from grimoire.effects.more_effects import keyword_action
    from grimoire.rules.resolution import Resolution
    game = game_at(PlayerSpec())
    with pytest.raises(UnsupportedEffectError):
        keyword_action(game, Resolution(source=0, controller=0),
                       ir.KeywordAction("populate"), None)


def test_enters_tapped_until_your_next_turn() -> None:
    """CR 614.1c, 611.2a: "Until your next turn, creatures your opponents control enter
    tapped" applies to the opponent's creatures, not yours, and ends as your turn begins."""
    frost = card("Test Frost", "Sorcery",
                 "Until your next turn, creatures your opponents control enter tapped.")
    game = game_at(PlayerSpec(hand=("Test Frost",)), extra=(frost,))
    cast(game, "Test Frost")
    resolve(game)
    from grimoire.rules import zones
    from grimoire.rules.cardinfo import info_for
    pool_bear = game.pool.get(BEARS)
    theirs = zones.create_token(game, info_for(pool_bear), 1)
    mine = zones.create_token(game, info_for(pool_bear), 0)
    assert game.objects[theirs].tapped and not game.objects[mine].tapped
    from grimoire.rules.turn import start_turn
    game.active = 1
    start_turn(game)  # player 0's next turn begins: the effect ends
    assert game.active == 0 and not game.enter_tapped


def test_reveal_binds_for_the_next_step() -> None:
    """CR 701.16a: revealed cards stay put; "Put that card into your hand" moves it."""
    peek = card("Test Peek", "Sorcery",
                "Reveal the top card of your library. Put that card into your hand.")
    game = game_at(PlayerSpec(hand=("Test Peek",), library=(BEARS, "Forest")), extra=(peek,))
    cast(game, "Test Peek")
    resolve(game)
    assert ids(game, BEARS, "hand")


def test_sacrifice_objects_only_still_there() -> None:
    """CR 701.17a: "Choose target creature you control. Sacrifice it." sacrifices exactly
    that permanent."""
    offer = card("Test Offer", "Sorcery", "Choose target creature you control. Sacrifice it.")
    game = game_at(PlayerSpec(hand=("Test Offer",), battlefield=(perm(BEARS), perm(BEARS))),
                   extra=(offer,))
    first, second = ids(game, BEARS)
    cast(game, "Test Offer", (first,))
    resolve(game)
    assert ids(game, BEARS) == [second] and len(ids(game, BEARS, "graveyard")) == 1
