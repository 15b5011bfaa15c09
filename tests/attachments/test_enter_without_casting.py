"""Auras put onto the battlefield without being cast (CR 303.4f-g): the player putting it
there chooses what it enchants as it enters (a decision, not a target); with nothing
legal, it stays in its zone."""

from __future__ import annotations

from tests.attachments._game import LANDS, card, game_at, ids, one, perm, resolve

from grimoire.rules import query
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

RETURN = card("Test Aura Return", "Sorcery",
              "Return target Aura card from your graveyard to the battlefield.", "{1}")
CURSE = card("Test Curse", "Enchantment — Aura Curse", "Enchant player\n"
             "Whenever enchanted player casts a noncreature spell, you draw a card.", "{R}")


def _return(game: object, aura: str) -> None:
    from grimoire.rules.game import Game
    assert isinstance(game, Game)
    game.apply(CastSpell(one(game, "Test Aura Return", "hand"),
                         targets=((one(game, aura, "graveyard"),),)))
    game.apply(PassPriority())
    game.apply(PassPriority())


def test_player_chooses_what_the_aura_enchants() -> None:
    """CR 303.4f: the choice offers every legal object (creatures on both sides, even one
    with hexproof: it isn't targeted) and nothing else; the Aura enters attached."""
    elusive = card("Test Elusive Bear", "Creature — Bear", "Hexproof", "{1}{G}", "2", "2")
    game = game_at(PlayerSpec(hand=("Test Aura Return",), graveyard=("Holy Strength",),
                              battlefield=(*LANDS, perm("Grizzly Bears"))),
                   PlayerSpec(battlefield=(perm("Test Elusive Bear"),)),
                   extra=(RETURN, elusive))
    bears, elusive_id = one(game, "Grizzly Bears"), one(game, "Test Elusive Bear")
    _return(game, "Holy Strength")
    decision = game.pending
    assert decision is not None and decision.kind == "choose_objects"
    assert decision.rule == "CR 303.4f" and decision.player == 0
    assert set(decision.options) == {bears, elusive_id}
    game.apply(Choose((elusive_id,)))
    aura = one(game, "Holy Strength")
    assert game.objects[aura].attached_to == elusive_id
    assert query.toughness(game, game.objects[elusive_id]) == 4


def test_single_legal_choice_is_made_at_once() -> None:
    """CR 303.4f: with exactly one legal object there's nothing to ask."""
    game = game_at(PlayerSpec(hand=("Test Aura Return",), graveyard=("Pacifism",),
                              battlefield=LANDS), PlayerSpec(battlefield=(perm("Hill Giant"),)),
                   extra=(RETURN,))
    _return(game, "Pacifism")
    resolve(game)
    assert game.objects[one(game, "Pacifism")].attached_to == one(game, "Hill Giant")


def test_no_legal_object_leaves_it_in_its_zone() -> None:
    """CR 303.4g: nothing it could enchant: the Aura stays in the graveyard."""
    game = game_at(PlayerSpec(hand=("Test Aura Return",), graveyard=("Pacifism",),
                              battlefield=LANDS), extra=(RETURN,))
    _return(game, "Pacifism")
    resolve(game)
    assert ids(game, "Pacifism", "graveyard") and not ids(game, "Pacifism")


def test_enchant_player_aura_chooses_a_player() -> None:
    """CR 303.4f, 702.5d: an "enchant player" Aura put onto the battlefield enchants a
    player its controller chooses."""
    game = game_at(PlayerSpec(hand=("Test Aura Return",), graveyard=("Test Curse",),
                              battlefield=(*LANDS, perm("Grizzly Bears"))),
                   extra=(RETURN, CURSE))
    _return(game, "Test Curse")
    decision = game.pending
    assert decision is not None and set(decision.options) == {Seat(0), Seat(1)}
    game.apply(Choose((Seat(1),)))
    assert game.objects[one(game, "Test Curse")].attached_to == -1 - 1
