"""Mana with a rider (CR 106.6, 603.7a): Path of Ancestry's "When that mana is spent to cast a
creature spell that shares a creature type with your commander, scry 1." (CR 903.3e)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record
from tests.rules.helpers import pool

from grimoire.core.mana import ManaCost
from grimoire.mechanics import mana_riders
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import zones
from grimoire.rules.actions import CastSpell, Keep, PassPriority
from grimoire.rules.cardinfo import info_for
from grimoire.rules.game import Game

PATH = record("Path of Ancestry", "", "Land",
              "This land enters tapped.\n{T}: Add one mana of any color in your commander's color "
              "identity. When that mana is spent to cast a creature spell that shares a creature "
              "type with your commander, scry 1. (Look at the top card of your library. You may "
              "put that card on the bottom.)")
ELF_LORD = ir.CardDefinition("Elf Lord", mana_cost=ManaCost.parse("{G}"),
                             card_types=("creature",), supertypes=("legendary",),
                             subtypes=("Elf", "Druid"), colors=("G",), power=1, toughness=1)
ELF = ir.CardDefinition("Elf Scout", mana_cost=ManaCost.parse("{G}"), card_types=("creature",),
                        subtypes=("Elf", "Scout"), colors=("G",), power=1, toughness=1)
BEAST = ir.CardDefinition("Beast Pup", mana_cost=ManaCost.parse("{G}"),
                          card_types=("creature",), subtypes=("Beast",), colors=("G",),
                          power=1, toughness=1)
MAIN = ["Forest"] * 60 + ["Grizzly Bears"] * 39


def _game() -> Game:
    cards = pool(ELF_LORD, ELF, BEAST, compile_source(PATH))
    game = Game.new([MAIN] * 2, cards, seed=1, first_player=0, format="commander",
                    commanders=[["Elf Lord"], ["Elf Lord"]])
    while game.stage == "mulligan":
        game.apply(Keep())
    while not (game.step == "main1" and game.pending is not None
               and game.pending.kind == "priority" and game.pending.player == 0):
        game.apply(PassPriority())
    path = zones.new_object(game, info_for(game.pool.get("Path of Ancestry")), 0, "battlefield")
    path.sick = False
    return game


def _cast_with_path(game: Game, name: str) -> None:
    card = zones.new_object(game, info_for(game.pool.get(name)), 0, "hand")
    game.apply(CastSpell(card.id))
    while game.pending is not None and game.pending.kind != "priority":
        game.apply(game.legal_actions()[0])


def test_the_record_compiles() -> None:
    """Path of Ancestry compiles with nothing the engine ignores; its ability is still a mana
    ability (CR 605.1a)."""
    compiled(PATH)
    ability = compile_source(PATH).abilities[1]
    assert isinstance(ability, ir.ActivatedAbility) and ability.is_mana_ability


def test_spent_on_a_creature_sharing_a_type_it_triggers() -> None:
    """CR 106.6, 603.7a: the Elf Scout shares "Elf" with Alice's commander; the mana from
    Path pays for it, so "scry 1" triggers (it goes on the stack above the spell)."""
    game = _game()
    _cast_with_path(game, "Elf Scout")
    assert [game.objects[o].name for o in game.stack] == ["Elf Scout", "Path of Ancestry"]
    assert not mana_riders.STATE.get(game)


def test_spent_on_a_creature_without_a_shared_type_nothing() -> None:
    """The Beast Pup shares no creature type with the Elf commander: no trigger; the rider
    is used up with its mana."""
    game = _game()
    _cast_with_path(game, "Beast Pup")
    assert [game.objects[o].name for o in game.stack] == ["Beast Pup"]
    assert not mana_riders.STATE.get(game)


def test_riders_leave_with_the_mana() -> None:
    """CR 106.4: mana added and not spent empties at the end of the step, with its rider."""
    from grimoire.rules.actions import ActivateAbility
    game = _game()
    game.offer_mana_abilities = True
    path = next(o for o in game.battlefield if game.objects[o].name == "Path of Ancestry")
    game.apply(next(a for a in game.legal_actions()
                    if isinstance(a, ActivateAbility) and a.source == path))
    while game.pending is not None and game.pending.kind != "priority":
        game.apply(game.legal_actions()[0])
    assert len(mana_riders.STATE.get(game) or ()) == 1 and sum(game.players[0].pool) == 1
    game.offer_mana_abilities = False
    while game.step == "main1":
        game.apply(PassPriority())
    assert not mana_riders.STATE.get(game) and not any(game.players[0].pool)


def test_riders_are_typed_state_that_copies_do_not_share() -> None:
    """The riders live in the mechanism's typed state (``mana_riders.STATE``, not a field
    of ``Game``): a copy of the game (search) that spends the mana uses its riders up
    (CR 106.6) without touching the original's, and the original still triggers."""
    from grimoire.rules.actions import ActivateAbility
    game = _game()
    game.offer_mana_abilities = True
    path = next(o for o in game.battlefield if game.objects[o].name == "Path of Ancestry")
    game.apply(next(a for a in game.legal_actions()
                    if isinstance(a, ActivateAbility) and a.source == path))
    while game.pending is not None and game.pending.kind != "priority":
        game.apply(game.legal_actions()[0])
    game.offer_mana_abilities = False
    assert not hasattr(game, "mana_riders")
    (rider,) = mana_riders.STATE.get(game) or ()
    assert rider.player == 0 and rider.source == path
    clone = game.copy()
    _cast_with_path(clone, "Beast Pup")  # no shared type: the rider is used up, no trigger
    assert not mana_riders.STATE.get(clone)
    assert mana_riders.STATE.get(game) == (rider,)
    _cast_with_path(game, "Elf Scout")
    assert [game.objects[o].name for o in game.stack] == ["Elf Scout", "Path of Ancestry"]
