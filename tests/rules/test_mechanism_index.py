"""The per-game index of what the game's cards can do (``grimoire.rules.cardinfo``).

Mechanisms that scan the battlefield, hands or graveyards at every step skip the scan in a
game whose cards can't need them; these tests check that the index sees every way a
mechanism can come into a game (printed, granted by another card, a token made mid-game)
and that listing legal actions before applying one changes nothing about what is legal.
"""

from __future__ import annotations

import pytest
from tests.ir_completeness._game import card, game_at, ids, perm

from grimoire.errors import IllegalActionError
from grimoire.mechanics import phasing
from grimoire.rules.actions import ActivateAbility, CastSpell, PassPriority
from grimoire.rules.cardinfo import NONMANA_ACTIVATED, ZONE_ACTIVATED, info_for, present
from grimoire.rules.position import PlayerSpec

SHIMMER = card("Test Shimmer", "Enchantment", "Creatures you control have phasing.")
CYCLER = card("Test Cycler", "Creature — Bear", "Cycling {2}", power="2", toughness="2")
FLARE = card("Test Flare", "Instant",
             "Test Flare deals 1 damage to any target.\nFlashback {1}{R}", mana_cost="{R}")
MAKER = card("Test Maker", "Sorcery", "Create a 1/1 white Soldier creature token.")


def test_vocabulary_has_keywords_subtypes_nodes_and_flags() -> None:
    """Words come from the whole IR: a granted keyword (CR 613.1f) is in the granting
    card's words, a hand ability (cycling, CR 702.29a; CR 113.6k) is marked, and a true
    boolean field (a flashback cost, CR 702.34a) is its name."""
    assert "phasing" in info_for(SHIMMER).vocabulary
    assert "bear" in info_for(CYCLER).vocabulary
    assert ZONE_ACTIVATED in info_for(CYCLER).vocabulary
    assert "flashback" in info_for(FLARE).vocabulary
    assert ZONE_ACTIVATED not in info_for(FLARE).vocabulary


def test_game_notes_its_cards_and_tokens_made_later() -> None:
    """Every card of the game is noted when it is created; a token made during the game
    (CR 111.1) is noted too."""
    game = game_at(PlayerSpec(hand=("Test Maker",), battlefield=(perm("Plains"),)),
                   PlayerSpec(library=("Test Cycler",) * 10), extra=(MAKER, CYCLER))
    assert present(game, frozenset({"bear"}))  # the opponent's library counts
    assert not present(game, frozenset({"phasing", "saga"}))
    game.apply(CastSpell(game.players[0].hand[0]))
    game.apply(PassPriority())
    game.apply(PassPriority())
    token = next(o for o in game.objects.values() if o.kind == "token")
    assert token.info.serial in game.info_serials
    assert present(game, frozenset({"soldier"}))


def test_granted_phasing_still_phases_out() -> None:
    """CR 702.26a: a creature given phasing by another permanent phases out in its
    controller's untap step (the phasing scan runs: the keyword is in the game's words)."""
    game = game_at(PlayerSpec(battlefield=(perm("Test Shimmer"), perm("Grizzly Bears"))),
                   active=1, step="end", extra=(SHIMMER,))
    bears = ids(game, "Grizzly Bears")[0]
    while game.active != 0 or game.step in ("untap", "cleanup"):
        game.apply(game.legal_actions()[0])
    assert phasing.is_phased_out(game, bears)


def test_a_listed_decision_still_refuses_an_unlisted_action() -> None:
    """Applying an action after listing the legal ones reuses the listing, and an action
    not in it is still checked and refused (CR 601.2: no target, no cast)."""
    game = game_at(PlayerSpec(hand=("Lightning Bolt",), battlefield=(perm("Mountain"),)))
    bolt = game.players[0].hand[0]
    listed = game.legal_actions()
    assert any(isinstance(a, CastSpell) and a.card == bolt for a in listed)
    with pytest.raises(IllegalActionError):
        game.apply(CastSpell(bolt, ((999,),)))
    assert game.players[0].hand == [bolt]


PINGER = card("Test Pinger", "Creature — Goblin",
              "{T}: Test Pinger deals 1 damage to any target.", power="1", toughness="1")
SPEAR = card("Test Spear", "Artifact — Equipment",
             "Equipped creature has \"{T}: This creature deals 1 damage to any target.\"\n"
             "Equip {0}")


def test_non_mana_activated_abilities_are_indexed_printed_or_granted() -> None:
    """CR 602.1, 605.1a: a card with a non-mana activated ability marks the game (printed,
    or inside what another card grants, CR 613.1f); mana abilities alone do not. Without
    the mark priority lists no activation on the battlefield; with a granted ability the
    equipped creature's ability is listed (CR 113.2: it has it)."""
    assert NONMANA_ACTIVATED in info_for(PINGER).vocabulary
    assert NONMANA_ACTIVATED in info_for(SPEAR).vocabulary  # the granted ability
    plain = game_at(PlayerSpec(battlefield=(perm("Forest"), perm("Grizzly Bears"))))
    assert not present(plain, frozenset({NONMANA_ACTIVATED}))
    assert not any(isinstance(a, ActivateAbility) for a in plain.legal_actions())
    armed = game_at(PlayerSpec(battlefield=(perm("Test Spear"), perm("Grizzly Bears"))),
                    extra=(SPEAR,))
    bears, spear = ids(armed, "Grizzly Bears")[0], ids(armed, "Test Spear")[0]
    equip = next(a for a in armed.legal_actions()
                 if isinstance(a, ActivateAbility) and a.source == spear)
    armed.apply(equip if equip.targets else ActivateAbility(spear, equip.index, ((bears,),)))
    while armed.stack:
        armed.apply(PassPriority())
    assert armed.objects[spear].attached_to == bears
    assert any(isinstance(a, ActivateAbility) and a.source == bears
               for a in armed.legal_actions())
