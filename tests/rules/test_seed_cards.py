"""The seed cards, built from the agreed IR, executed by the engine (CR 706, 707, 607).

Each test cites the seed ruling it checks as ``ruling:<id>`` (see tests/seed_rulings.py).
"""

from __future__ import annotations

import pytest
from tests.rules.helpers import game_at, ids, one, perm

from grimoire.errors import ScriptedDiceExhaustedError
from grimoire.rules import events as ev
from grimoire.rules.actions import (
    ActivateAbility,
    CastSpell,
    Choose,
    Decline,
    PassPriority,
)
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec
from grimoire.rules.save import events_hash

LIB = tuple(f"{n}" for n in ("Forest", "Mountain", "Island", "Swamp", "Plains") * 2)


def _resolve(game: Game) -> None:
    while game.stack and game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())


# --- Underdark Rift -------------------------------------------------------------------

def _rift_game(library: tuple[str, ...]) -> Game:
    return game_at(PlayerSpec(battlefield=(perm("Underdark Rift"),) + (perm("Mountain"),) * 5),
                   PlayerSpec(library=library, battlefield=(perm("Hill Giant"),)))


def test_rift_puts_target_beneath_top_x_cards() -> None:
    """Underdark Rift: CR 706.2 the result X; the target goes just beneath the top X cards.
    ruling:dice-targets-before-roll ruling:dice-results-table ruling:dice-named-by-faces"""
    game = _rift_game(LIB)
    rift, giant = one(game, "Underdark Rift"), one(game, "Hill Giant")
    game.script_dice([3])
    game.apply(ActivateAbility(rift, 1, ((giant,),)))
    assert not ids(game, "Underdark Rift")  # exiled as a cost
    assert one(game, "Underdark Rift", "exile")
    assert not any(isinstance(e, ev.DieRolled) for e in game.events)  # targets first
    _resolve(game)
    rolls = [e for e in game.events if isinstance(e, ev.DieRolled)]
    assert [(r.sides, r.natural) for r in rolls] == [(10, 3)]
    library = game.players[1].library
    assert game.objects[library[-4]].name == "Hill Giant"  # beneath the top three
    assert len(library) == 11


def test_rift_fewer_than_x_goes_to_bottom() -> None:
    """ruling:rift-fewer-than-x — fewer than X cards: the permanent goes on the bottom."""
    game = _rift_game(("Forest", "Island"))
    game.script_dice([7])
    game.apply(ActivateAbility(one(game, "Underdark Rift"), 1,
                               ((one(game, "Hill Giant"),),)))
    _resolve(game)
    library = game.players[1].library
    assert game.objects[library[0]].name == "Hill Giant" and len(library) == 3


def test_rift_only_as_a_sorcery_and_needs_five_more_mana() -> None:
    """CR 602.5d; {5}, {T}: the Rift's own {T} can't help pay the {5}."""
    game = game_at(PlayerSpec(battlefield=(perm("Underdark Rift"),) + (perm("Mountain"),) * 4),
                   PlayerSpec(battlefield=(perm("Hill Giant"),)))
    assert not [a for a in game.legal_actions() if isinstance(a, ActivateAbility)]
    upkeep = game_at(PlayerSpec(battlefield=(perm("Underdark Rift"),) + (perm("Mountain"),) * 5),
                     PlayerSpec(battlefield=(perm("Hill Giant"),)), step="upkeep")
    assert not [a for a in upkeep.legal_actions() if isinstance(a, ActivateAbility)]


# --- Treasure Chest -------------------------------------------------------------------

def _chest(library: tuple[str, ...] = LIB) -> tuple[Game, int]:
    game = game_at(PlayerSpec(library=library,
                              battlefield=(perm("Treasure Chest"),) + (perm("Forest"),) * 4))
    return game, one(game, "Treasure Chest")


def test_chest_1_trapped() -> None:
    """Treasure Chest 1: you lose 3 life. ruling:dice-same-ability (no priority between the
    roll and its effect)."""
    game, chest = _chest()
    game.script_dice([1])
    game.apply(ActivateAbility(chest, 0))
    assert not ids(game, "Treasure Chest")  # sacrificed as a cost
    game.apply(PassPriority())
    game.apply(PassPriority())
    assert game.players[0].life == 17
    kinds = [type(e) for e in game.events]
    between = kinds[kinds.index(ev.DieRolled) + 1:kinds.index(ev.LifeChanged)]
    assert between == [ev.RollCompleted]  # nothing, no priority, between roll and effect


def test_chest_2_to_9_five_treasures() -> None:
    """Treasure Chest 2-9: five Treasure tokens (CR 111.10a), usable as mana."""
    game, chest = _chest()
    game.script_dice([9])
    game.apply(ActivateAbility(chest, 0))
    _resolve(game)
    treasures = ids(game, "Treasure")
    assert len(treasures) == 5 and all(game.objects[t].kind == "token" for t in treasures)


def test_chest_10_to_19_gain_and_draw() -> None:
    """Treasure Chest 10-19: gain 3 life and draw three cards."""
    game, chest = _chest()
    game.script_dice([10])
    game.apply(ActivateAbility(chest, 0))
    _resolve(game)
    assert game.players[0].life == 23 and len(game.players[0].hand) == 3


def test_chest_20_artifact_onto_battlefield() -> None:
    """Treasure Chest 20: search; an artifact card may go onto the battlefield; shuffle."""
    game, chest = _chest((*LIB, "Treasure Chest"))
    game.script_dice([20])
    game.apply(ActivateAbility(chest, 0))
    game.apply(PassPriority())
    game.apply(PassPriority())
    assert game.pending is not None and game.pending.kind == "choose_objects"
    found = one(game, "Treasure Chest", "library")
    game.apply(Choose((found,)))
    assert game.pending.kind == "yes_no"
    game.apply(Choose(True))
    assert ids(game, "Treasure Chest") and not game.players[0].hand
    assert isinstance(game.events[-1], ev.Shuffled) or any(
        isinstance(e, ev.Shuffled) for e in game.events[-3:])


def test_chest_20_otherwise_reads_whether_it_was_put_onto_the_battlefield() -> None:
    """ruling:chest-otherwise — declining puts the artifact card into your hand;
    ruling:chest-hand-no-reveal — a card put into the hand stays hidden from the opponent."""
    game, chest = _chest((*LIB, "Treasure Chest"))
    game.script_dice([20])
    game.apply(ActivateAbility(chest, 0))
    _resolve(game)
    game.apply(Choose((one(game, "Treasure Chest", "library"),)))
    game.apply(Choose(False))
    hand = game.players[0].hand
    assert [game.objects[o].name for o in hand] == ["Treasure Chest"]
    assert game.view(1).hand_sizes[0] == 1
    assert not any(isinstance(e, ev.ZoneChanged) and e.name == "Treasure Chest"
                   and e.to_zone == "hand" for e in game.view(1).log())


def test_chest_20_non_artifact_goes_to_hand() -> None:
    """Treasure Chest 20: a card that isn't an artifact goes into your hand."""
    game, chest = _chest()
    game.script_dice([20])
    game.apply(ActivateAbility(chest, 0))
    _resolve(game)
    forest = game.players[0].library[-1]
    game.apply(Choose((forest,)))
    assert len(game.players[0].hand) == 1
    assert game.objects[game.players[0].hand[0]].name == game.objects[game.players[0].hand[0]].name


def test_scripted_dice_exhausted_raises_and_changes_nothing() -> None:
    """DESIGN principle 4: a scripted game never rolls a silent random number."""
    game, chest = _chest()
    game.script_dice([])
    game.apply(ActivateAbility(chest, 0))
    game.apply(PassPriority())
    before = events_hash(game)
    with pytest.raises(ScriptedDiceExhaustedError):
        game.apply(PassPriority())
    assert events_hash(game) == before and game.stack


# --- Wizard's Spellbook ------------------------------------------------------------------

def _book(hand_lands: tuple[str, ...] = ("Mountain",), graveyard: tuple[str, ...] = (
        "Lightning Bolt",), books: int = 1) -> Game:
    return game_at(
        PlayerSpec(battlefield=(perm("Wizard's Spellbook"),) * books
                   + tuple(perm(n) for n in hand_lands)),
        PlayerSpec(graveyard=graveyard))


def _activate(game: Game, book: int, target: int, roll: int) -> None:
    game.script_dice([roll])
    game.apply(ActivateAbility(book, 0, ((target,),)))
    game.apply(PassPriority())
    game.apply(PassPriority())


def test_spellbook_1_9_cast_copy_paying_costs() -> None:
    """ruling:spellbook-1-9 — the copy is cast paying all its costs (CR 707.12, 608.2g)."""
    game = _book()
    bolt = game.players[1].graveyard[0]
    _activate(game, one(game, "Wizard's Spellbook"), bolt, 4)
    assert game.pending is not None and game.pending.kind == "cast_copy"
    casts = [a for a in game.legal_actions() if isinstance(a, CastSpell)]
    assert casts and Decline() in game.legal_actions()
    game.apply(CastSpell(casts[0].card, ((Seat(1),),)))
    assert game.objects[one(game, "Mountain")].tapped  # {R} paid
    spell = game.stack[-1]
    assert game.objects[spell].kind == "copy"
    _resolve(game)
    assert game.players[1].life == 17
    assert not any(o.kind == "copy" for o in game.objects.values())
    assert one(game, "Lightning Bolt", "exile")


def test_spellbook_1_9_cannot_cast_without_the_mana() -> None:
    """ruling:spellbook-1-9 — with no way to pay {R}, the copy can't be cast."""
    game = _book(hand_lands=("Forest",))
    _activate(game, one(game, "Wizard's Spellbook"), game.players[1].graveyard[0], 9)
    assert game.pending is not None and game.pending.kind == "priority"
    assert not any(o.kind == "copy" for o in game.objects.values())


def test_spellbook_10_19_pay_one_instead() -> None:
    """ruling:spellbook-10-19 — {1} instead of its mana cost: a Forest pays for a Bolt."""
    game = _book(hand_lands=("Forest",))
    _activate(game, one(game, "Wizard's Spellbook"), game.players[1].graveyard[0], 15)
    casts = [a for a in game.legal_actions() if isinstance(a, CastSpell)]
    assert casts and all(a.alt is None for a in casts)
    game.apply(CastSpell(casts[0].card, ((Seat(1),),)))
    assert game.objects[one(game, "Forest")].tapped
    _resolve(game)
    assert game.players[1].life == 17


def test_spellbook_20_casts_all_exiled_copies_free_any_order() -> None:
    """ruling:spellbook-20 — every card exiled with it, free, in any order (CR 607.2a).
    ruling:spellbook-copies-cease — copies not cast cease to exist."""
    game = _book(hand_lands=(), graveyard=("Lightning Bolt", "Divination", "Lightning Bolt"))
    book = one(game, "Wizard's Spellbook")
    first = game.players[1].graveyard[0]
    _activate(game, book, first, 2)  # no mana for the Bolt copy: nothing to cast
    game.objects[book].tapped = False
    game.players[0].lands_played = 0
    second = game.players[1].graveyard[0]  # Divination
    _activate(game, book, second, 20)
    assert game.pending is not None and game.pending.kind == "cast_copy"
    offered = game.pending.options
    assert len(offered) == 2  # both cards exiled with this Spellbook
    divination = next(o for o in offered if game.objects[o].name == "Divination")
    game.apply(CastSpell(divination))
    assert game.pending.kind == "cast_copy" and len(game.pending.options) == 1
    game.apply(Decline())
    assert not any(o.kind == "copy" and o.zone != "stack" for o in game.objects.values())
    _resolve(game)
    assert len(game.players[0].hand) == 2  # the Divination copy resolved, free


def test_spellbooks_track_exiled_cards_separately() -> None:
    """ruling:spellbook-tracks-separately — each Spellbook's linked exile is its own
    (CR 607.2a)."""
    game = _book(graveyard=("Lightning Bolt", "Divination"), books=2)
    a, b = ids(game, "Wizard's Spellbook")
    _activate(game, a, game.players[1].graveyard[0], 2)
    game.apply(Decline())
    game.players[0].lands_played = 0
    _activate(game, b, game.players[1].graveyard[0], 20)
    assert game.pending is not None and game.pending.kind == "cast_copy"
    assert [game.objects[o].name for o in game.pending.options] == ["Divination"]
    assert len(game.linked[a]) == 1 and len(game.linked[b]) == 1
