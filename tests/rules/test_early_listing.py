"""The declarations of attackers and blockers listed once (issue 15,
:mod:`grimoire.rules.early_listing`): the engine lists them to decide whether to ask
(CR 508.1, 509.1: asked only with more than one legal declaration), and the decision's
first listing is that one, equal to a fresh one."""

from __future__ import annotations

from tests.ir_completeness._game import game_at, perm

from grimoire.rules import choice_bounds, combat, early_listing
from grimoire.rules.actions import DeclareAttackers, DeclareBlockers
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec


def _to_attacks(game: Game) -> Game:
    """Pass priority in the beginning of combat step until the attack declaration."""
    while game.pending is not None and game.pending.kind == "priority" \
            and game.step == "beginning_of_combat":
        game.apply(game.legal_actions()[0])
    return game


def test_the_attack_listing_is_kept_for_the_decision() -> None:
    """CR 508.1: two creatures that can attack: a decision, whose answers are the listing
    made as it was asked, the same as a fresh listing; once answered, it is not reused."""
    game = _to_attacks(game_at(PlayerSpec(battlefield=(perm("Grizzly Bears"),
                                                       perm("Hill Giant"))),
                               step="beginning_of_combat"))
    assert game.pending is not None and game.pending.kind == "declare_attackers"
    kept = early_listing.early_listing(game)
    assert kept is not None
    assert list(kept) == list(combat.attack_options(game))
    assert list(game.legal_actions()) == list(kept)
    bears = next(o for o in game.battlefield if game.objects[o].name == "Grizzly Bears")
    game.apply(DeclareAttackers(((bears, Seat(1)),)))
    assert early_listing.early_listing(game) is None  # another decision now


def test_the_block_listing_and_no_decision() -> None:
    """CR 509.1: a defender with a creature that can block the attacker is asked; with no
    creature there is one declaration (no blocks), made at once: nothing is kept."""
    game = _to_attacks(game_at(PlayerSpec(battlefield=(perm("Grizzly Bears"),)),
                               PlayerSpec(battlefield=(perm("Hill Giant"),)),
                               step="beginning_of_combat"))
    bears = next(o for o in game.battlefield if game.objects[o].name == "Grizzly Bears")
    game.apply(DeclareAttackers(((bears, Seat(1)),)))
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(game.legal_actions()[0])
    assert game.pending is not None and game.pending.kind == "declare_blockers"
    kept = early_listing.early_listing(game)
    assert kept is not None and list(kept) == list(combat.block_options(game, 1))
    assert list(game.legal_actions()) == list(kept)
    game.apply(DeclareBlockers(()))
    lone = _to_attacks(game_at(PlayerSpec(battlefield=(perm("Grizzly Bears"),)),
                               step="beginning_of_combat"))
    lone_bears = next(o for o in lone.battlefield if lone.objects[o].name == "Grizzly Bears")
    lone.apply(DeclareAttackers(((lone_bears, Seat(1)),)))
    assert lone.pending is None or lone.pending.kind != "declare_blockers"


def test_the_cut_mark_key_is_choice_bounds() -> None:
    """A listing cut by a choice bound is listed again (the mark is made as always): the
    key this module looks for is choice_bounds'."""
    assert early_listing.TRUNCATED == choice_bounds.TRUNCATED
