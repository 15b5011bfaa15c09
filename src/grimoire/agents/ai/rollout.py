"""The hard AI's rollout policy: the heuristic AI, answering at once where it could only pass.

A playout (:func:`grimoire.agents.ai.search._play_out`) plays the heuristic AI for every
seat. Most of its decisions are priority passes in steps where nobody does anything, and
listing every legal action there (every card in hand with its targets and payments, every
ability) costs more than the heuristic's whole answer. So the rollout policy passes
priority without listing the legal actions (:func:`passes`):

* on an empty stack, in a step without combat decisions to answer or in another player's
  main phase (:data:`QUIET_STEPS`): the playout never casts an instant there; the real
  decisions, and the search's root, always consider every action;
* anywhere else except the seat's own main phase on an empty stack (the combat steps where
  a trick or a removal spell would be cast, and any answer to a spell or ability on the
  stack: CR 117.1a, instant speed), when the seat holds nothing it could play at instant
  speed (:func:`instant_play`): no instant or flash card in hand (CR 117.1a, 702.8a), no
  card a permanent's static lets it cast as though it had flash, no activated ability
  other than a mana ability on a permanent it controls (CR 602.2), and nothing the game
  offers beyond its hand and battlefield (a card it may play from another zone, a
  commander, an ability that works from a graveyard or hand, or a mechanism's own
  priority options) — the heuristic's only answer would then be to pass.

The second rule changes nothing the heuristic would do (its listing holds only the pass,
and mana abilities it never activates on their own); it only skips the listing. Both
read only the sampled game the playout plays on, which was dealt from the searching
player's view (:func:`grimoire.rules.determinize.determinize`): a seat's "hand" there is a
sample, never the real hidden cards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.rules import hooks
from grimoire.rules.cardinfo import NONMANA_ACTIVATED, ZONE_ACTIVATED, present
from grimoire.rules.flash_permission import flash_permitted

if TYPE_CHECKING:
    from grimoire.rules.game import Game

QUIET_STEPS = frozenset({"untap", "upkeep", "draw", "beginning_of_combat",
                         "first_strike_damage", "combat_damage", "end_of_combat", "end",
                         "cleanup"})
"""Steps in which a playout passes priority on an empty stack without listing actions."""
MAIN_STEPS = frozenset({"main1", "main2"})
OUTSIDE_WORDS = frozenset({ZONE_ACTIVATED})
"""An activated ability that works outside the battlefield (CR 113.6k), in a card's IR."""


def quiet_moment(stack: bool, step: str, active: int, seat: int) -> bool:
    """The first rule: on an empty stack in a quiet step or another player's main phase,
    the rollout policy passes whatever ``seat`` holds."""
    return not stack and (step in QUIET_STEPS or (step in MAIN_STEPS and active != seat))


def passes(game: Game, seat: int, quiet: bool = True) -> bool:
    """Whether a playout passes priority for ``seat`` without listing the legal actions
    (see the module docstring). ``quiet=False`` drops the first rule: the seat then
    passes at once only where the heuristic's one answer would be to pass, so the
    playout plays exactly the heuristic AI (instants in the upkeep, the end step and
    another player's main phase included: CR 117.1a)."""
    if quiet and quiet_moment(bool(game.stack), game.step, game.active, seat):
        return True
    if not game.stack and game.step in MAIN_STEPS and game.active == seat:
        return False  # its own main phase: lands, creatures, sorceries (CR 307.1, 505.6a)
    return not instant_play(game, seat)


def instant_play(game: Game, seat: int) -> bool:
    """Whether ``seat`` may hold something to play at instant speed now: an instant or a
    flash card in hand (or one a static lets it cast as though it had flash), a non-mana
    activated ability of a permanent it controls, or anything the game offers beyond those
    (see the module docstring). A cheap over-approximation of the engine's listing: True
    whenever it can't tell (mana and targets are not checked)."""
    if game.play_permissions or game.command or present(game, OUTSIDE_WORDS) or \
            not hooks.GRAVEYARD_CAST_WORDS.isdisjoint(game.vocabulary) or \
            any(offered(game, seat) for offered in hooks.PRIORITY_OPTIONS.in_game(game)):
        return True  # (a mechanism's options: CR 116.2, 702.37e, 702.143a, 901.9)
    objects = game.objects
    statics = game.n_statics
    for oid in game.players[seat].hand:
        obj = objects[oid]
        info = obj.info
        if info.is_instant or info.has_flash or info.card.faces:
            return True  # (a card with faces: each face's own timing, CR 709.3a)
        if statics and flash_permitted(game, seat, obj):  # CR 601.3b
            return True
    if game.offer_mana_abilities or NONMANA_ACTIVATED in game.vocabulary:
        for oid in game.battlefield:
            obj = objects[oid]
            abilities = obj.info.activated if game.offer_mana_abilities \
                else obj.info.nonmana_activated
            if abilities and (obj.controller == seat or
                              any(ability.any_player for _, ability in abilities)):
                return True
    return False
