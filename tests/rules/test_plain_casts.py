"""Plain cards' casts (:mod:`grimoire.rules.plain_casts`, issue 15): a card with one face,
no alternative or additional cost, no X, no modes and no cost-paying keyword is listed
without the general enumeration (CR 601.2a-h), and exactly as the general enumeration
lists it: the same casts in the same order, whatever the game adds (a cost increase,
CR 601.2f; a target gone, CR 601.2c; splicing, CR 702.47a; a permission on the card)."""

from __future__ import annotations

import random

from tests.ir_completeness._game import card, game_at, perm

from grimoire.decks import load_deck
from grimoire.pool import CardPool
from grimoire.rules import casting, plain_casts
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

SHOCK = card("Test Shock", "Instant", "Test Shock deals 2 damage to any target.",
             mana_cost="{R}")
SMITE = card("Test Smite", "Sorcery", "Destroy target creature.", mana_cost="{B}")
TAXER = card("Test Taxer", "Creature — Human", "Noncreature spells cost {1} more to cast.",
             "2", "1", "{1}{W}")
BLAST = card("Test Blast", "Sorcery", "Test Blast deals X damage to any target.",
             mana_cost="{X}{R}")
KICKED = card("Test Kicked", "Sorcery", "Kicker {2}\nYou gain 2 life.", mana_cost="{W}")
_SPLICE = ("(As you cast an Arcane spell, you may reveal this card from your hand and pay "
           "its splice cost. If you do, add this card's effects to that spell.)")
RAY = card("Test Ray", "Instant — Arcane",
           "Test Ray deals 2 damage to any target.\nSplice onto Arcane {1}{R} " + _SPLICE,
           mana_cost="{1}{R}")
SPIKE = card("Test Spike", "Sorcery — Arcane", "Test Spike deals 3 damage to target player.",
             mana_cost="{R}")
EXTRA = (SHOCK, SMITE, TAXER, BLAST, KICKED, RAY, SPIKE)


def _hand(game: Game, name: str, player: int = 0) -> int:
    return next(o for o in game.players[player].hand if game.objects[o].name == name)


def _compare(game: Game) -> int:
    """Each hand card's plain listing equals the general one; how many were plain."""
    plain = 0
    for player in range(len(game.players)):
        for oid in game.players[player].hand:
            found = plain_casts.options(game, player, oid)
            if found is not None:
                plain += 1
                assert found == casting.cast_options(game, player, oid), game.objects[oid]
    return plain


def test_the_same_listing_at_every_priority_of_random_games() -> None:
    """CR 117.1, 601.2: at every priority decision of random games on the bench deck
    (creatures, Lightning Bolt, lands: casts with and without targets, mana short and
    enough, sorcery timing and not), each player's plain cards list what the general
    enumeration lists."""
    pool = CardPool.builtin()
    deck = list(load_deck("decks/bench-vanilla.txt", pool=pool).main)
    compared = 0
    for seed in range(3):
        rng = random.Random(seed)
        game = Game.new([deck, deck], pool, seed=seed)
        for _ in range(1500):
            if game.result is not None:
                break
            assert game.pending is not None
            if game.pending.kind == "priority":
                compared += _compare(game)
            game.apply(rng.choice(list(game.legal_actions())))
    assert compared > 500


def test_which_cards_are_plain() -> None:
    """The choices that make a card not plain: X (CR 107.3), a kicker cost (CR 702.33a),
    a splice cost on an Arcane card is none (it is the other spell's choice)."""
    game = game_at(PlayerSpec(hand=("Test Blast", "Test Kicked", "Test Shock", "Grizzly Bears",
                                    "Test Ray")), extra=EXTRA)
    assert plain_casts.options(game, 0, _hand(game, "Test Blast")) is None
    assert plain_casts.options(game, 0, _hand(game, "Test Kicked")) is None
    for name in ("Test Shock", "Grizzly Bears", "Test Ray"):
        assert plain_casts.options(game, 0, _hand(game, name)) == []  # no mana: none
    assert _compare(game) == 3


def test_targets_listed_and_a_target_gone() -> None:
    """CR 601.2c: "any target" lists each player and each creature; "target creature" with
    no creature on the battlefield can't be cast at all."""
    game = game_at(PlayerSpec(hand=("Test Shock", "Test Smite"),
                              battlefield=(perm("Mountain"), perm("Swamp"))),
                   PlayerSpec(battlefield=(perm("Grizzly Bears"),)), extra=EXTRA)
    shock = plain_casts.options(game, 0, _hand(game, "Test Shock"))
    bears = next(o for o in game.battlefield if game.objects[o].name == "Grizzly Bears")
    assert shock is not None
    assert sorted(str(a.targets) for a in shock) == sorted(
        str(t) for t in (((Seat(0),),), ((Seat(1),),), ((bears,),)))
    assert plain_casts.options(game, 0, _hand(game, "Test Smite")) == casting.cast_options(
        game, 0, _hand(game, "Test Smite"))
    empty = game_at(PlayerSpec(hand=("Test Smite",), battlefield=(perm("Swamp"),)),
                    extra=EXTRA)
    assert plain_casts.options(empty, 0, _hand(empty, "Test Smite")) == []
    assert _compare(empty) == 1


def test_a_cost_increase_in_play() -> None:
    """CR 601.2f: "Noncreature spells cost {1} more" — Test Shock with one Mountain can't
    be cast, with two it can; the creature spell is not taxed."""
    taxed = game_at(PlayerSpec(hand=("Test Shock", "Goblin Piker"),
                               battlefield=(perm("Mountain"), perm("Mountain"))),
                    PlayerSpec(battlefield=(perm("Test Taxer"),)), extra=EXTRA)
    assert plain_casts.options(taxed, 0, _hand(taxed, "Test Shock")) != []
    assert _compare(taxed) == 2
    one = game_at(PlayerSpec(hand=("Test Shock",), battlefield=(perm("Mountain"),)),
                  PlayerSpec(battlefield=(perm("Test Taxer"),)), extra=EXTRA)
    assert plain_casts.options(one, 0, _hand(one, "Test Shock")) == []
    assert _compare(one) == 1
    untaxed = game_at(PlayerSpec(hand=("Test Shock",), battlefield=(perm("Mountain"),)),
                      extra=EXTRA)
    assert plain_casts.options(untaxed, 0, _hand(untaxed, "Test Shock")) != []


def test_splicing_and_flags_go_to_the_general_enumeration() -> None:
    """CR 702.47a: an Arcane spell with a splice card in the same hand has splice choices:
    not listed here (None). The splice card itself has nothing to splice onto it (a card
    can't be spliced onto itself). A card with a mark on it (a permission, CR 601.2a) is
    the general enumeration's too."""
    game = game_at(PlayerSpec(hand=("Test Spike", "Test Ray"),
                              battlefield=tuple(perm("Mountain") for _ in range(4))),
                   extra=EXTRA)
    spike = _hand(game, "Test Spike")
    assert plain_casts.options(game, 0, spike) is None
    assert len(casting.cast_options(game, 0, spike)) > 1  # with and without the splice
    assert plain_casts.options(game, 0, _hand(game, "Test Ray")) == casting.cast_options(
        game, 0, _hand(game, "Test Ray"))
    game.objects[spike].flags = frozenset({"marked"})
    assert plain_casts.options(game, 0, spike) is None
