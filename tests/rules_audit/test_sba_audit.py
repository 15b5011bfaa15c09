"""Audit: state-based actions (CR 704) and the end of the game (CR 104)."""

from __future__ import annotations

from tests.rules.helpers import game_at, ids, one, perm

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import sba
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec
from grimoire.rules.testing import creature, spell

LEGEND = ir.CardDefinition("Test Legend", card_types=("creature",),
                           supertypes=("legendary",), power=2, toughness=2)
STATIC_WITHER = ir.CardDefinition("Test Legend Walker", card_types=("planeswalker",),
                                  supertypes=("legendary",))
CATACLYSM = spell("Test Doom", "{B}", ir.LoseLife(ir.Fixed(20), ir.EachPlayer()),
                  kind="sorcery")
EXTRA = (LEGEND, STATIC_WITHER, CATACLYSM, creature("Test Stinger", "{B}", 1, 1, "deathtouch"))


def test_all_players_losing_at_once_is_a_draw() -> None:
    """CR 104.4a: if all remaining players lose simultaneously (here both reach 0 life
    from one spell, CR 704.5a), the game is a draw."""
    game = game_at(PlayerSpec(hand=("Test Doom",), battlefield=(perm("Swamp"),)), extra=EXTRA)
    game.apply(CastSpell(game.players[0].hand[0]))
    game.apply(PassPriority())
    game.apply(PassPriority())
    assert game.result is not None and game.result.winner is None
    assert "104.4a" in game.result.reason
    assert [e for e in game.events if isinstance(e, ev.GameEnded)][-1].winner is None


def test_poison_counters_lose() -> None:
    """CR 704.5c: a player with ten or more poison counters loses the game."""
    game = game_at(PlayerSpec(), extra=EXTRA)
    game.players[1].counters["poison"] = 10
    assert sba.check(game) is None
    assert game.result is not None and game.result.winner == 0


def test_deathtouch_any_damage_destroys() -> None:
    """CR 704.5h / 702.2b: a creature dealt damage by a deathtouch source is destroyed
    even if the damage is less than its toughness."""
    game = game_at(PlayerSpec(hand=("Lightning Bolt",), battlefield=(perm("Mountain"),)),
                   PlayerSpec(battlefield=(perm("Colossal Dreadmaw"),)), extra=EXTRA)
    maw = one(game, "Colossal Dreadmaw")
    # A non-deathtouch source: 3 damage to a 6/6 leaves it alive.
    game.apply(CastSpell(game.players[0].hand[0], ((maw,),)))
    game.apply(PassPriority())
    game.apply(PassPriority())
    assert game.objects[maw].damage == 3
    from grimoire.rules import damage
    stinger = game_at(PlayerSpec(battlefield=(perm("Test Stinger"),)),
                      PlayerSpec(battlefield=(perm("Colossal Dreadmaw"),)), extra=EXTRA)
    src = stinger.objects[one(stinger, "Test Stinger")]
    damage.deal_damage(stinger, src, one(stinger, "Colossal Dreadmaw"), 1)
    sba.check(stinger)
    assert not ids(stinger, "Colossal Dreadmaw")


def test_planeswalker_with_no_loyalty_dies() -> None:
    """CR 704.5i: a planeswalker with loyalty 0 is put into its owner's graveyard."""
    game = game_at(PlayerSpec(battlefield=(perm("Test Legend Walker",
                                                counters=(("loyalty", 0),)),)), extra=EXTRA)
    assert not ids(game, "Test Legend Walker")


def test_legend_rule_only_per_controller() -> None:
    """CR 704.5j: the legend rule applies to legendary permanents with the same name
    controlled by the same player; two players may each control one."""
    game = game_at(PlayerSpec(battlefield=(perm("Test Legend"),)),
                   PlayerSpec(battlefield=(perm("Test Legend"),)), extra=EXTRA)
    assert game.pending is not None and game.pending.kind == "priority"
    assert len(ids(game, "Test Legend")) == 2


def test_legend_rule_choice_is_the_controllers() -> None:
    """CR 704.5j: "that player chooses one of them": the decision belongs to the
    controller, even when it arises on the opponent's turn."""
    game = game_at(PlayerSpec(), PlayerSpec(battlefield=(perm("Test Legend"),) * 2),
                   extra=EXTRA)
    d = game.pending
    assert d is not None and d.kind == "legend_rule" and d.player == 1
    game.apply(Choose((d.options[0],)))
    assert ids(game, "Test Legend") == [d.options[0]]


def test_counters_annihilate_minus_side() -> None:
    """CR 704.5q: N +1/+1 and N -1/-1 counters are removed, N the smaller count."""
    game = game_at(PlayerSpec(battlefield=(
        perm("Hill Giant", counters=(("+1/+1", 1), ("-1/-1", 2))),)))
    giant = game.objects[one(game, "Hill Giant")]
    assert {k: v for k, v in (giant.counters or {}).items() if v} == {"-1/-1": 1}


def test_token_in_graveyard_ceases_and_draw_game_on_turn_start() -> None:
    """CR 704.5d: a token that died goes to the graveyard, then ceases to exist (its
    leaving still triggers "dies" abilities), so the graveyard stays empty."""
    game = game_at(PlayerSpec(hand=("Lightning Bolt",), battlefield=(perm("Mountain"),)),
                   PlayerSpec(battlefield=(perm("Grizzly Bears", token=True),)))
    bears = one(game, "Grizzly Bears")
    game.apply(CastSpell(game.players[0].hand[0], ((bears,),)))
    game.apply(PassPriority())
    game.apply(PassPriority())
    assert not game.players[1].graveyard and not ids(game, "Grizzly Bears", "graveyard")
    moves = [e for e in game.events if isinstance(e, ev.ZoneChanged) and e.old == bears]
    assert moves and moves[0].to_zone == "graveyard"
    assert Seat(1) is not None
