"""Copies of a game for search (:meth:`Game.copy <grimoire.rules.game.Game.copy>`: the hard
AI copies a game for every playout).

:func:`copy_game` is written out slot by slot: in the compiled build (mypyc, ``make fast``)
each ``clone.x = game.x`` is a native read and write, where an interpreted function (the
``exec``'d copier used before) went through a descriptor per slot and made the compiled
copy 2.3 times slower than the pure one (bench/RESULTS.md, session 19). A slot of
:class:`~grimoire.rules.game.Game` this function leaves out fails
tests/rules/test_copy_slots.py (every slot filled with its own sentinel, copied, compared).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from grimoire.rules.objects import copy_object, copy_player

if TYPE_CHECKING:
    from grimoire.rules.game import Game


def copy_rng(rng: random.Random) -> random.Random:
    """The generator in the same state, made without the seeding from the operating
    system's entropy that ``random.Random()`` does first (half the generator's share of a
    copy, measured)."""
    clone = random.Random.__new__(random.Random)
    clone.setstate(rng.getstate())
    return clone


def copy_game(game: Game, clone: Game) -> Game:
    """``clone`` (a game made without ``__init__``: ``Game.__new__(Game)``) made a copy of
    ``game`` and returned: the players, objects, zones, logs, resolutions, combat and loop
    record copied (objects shallowly: card data is immutable and shared); ``batch``,
    ``checking_batch`` (open only inside an engine call), ``_legal`` and ``cand_cache``
    (caches) empty; the random generator shared until either game uses it (see
    :attr:`Game.rng <grimoire.rules.game.Game.rng>`; ``game`` is marked as sharing it
    too); every other slot (immutable values) shared."""
    clone._legal = None
    # the generator is shared until one of the two uses it (Game.rng): the game copied
    # from is marked too, so that using it doesn't change the copy's
    clone._rng = game._rng
    clone._rng_shared = game._rng_shared = True
    clone.action_log = list(game.action_log)
    clone.active = game.active
    clone.attack_bans = game.attack_bans
    clone.batch = None
    clone.battlefield = list(game.battlefield)
    clone.blessed = game.blessed
    clone.cand_cache = {}
    clone.chars = game.chars
    clone.chars_given = game.chars_given
    clone.checking_batch = None
    clone.combat = game.combat.copy()
    clone.combat_rules = game.combat_rules
    clone.command = list(game.command)
    clone.day_night = game.day_night
    clone.delayed = game.delayed
    clone.effects = game.effects
    clone.ending_turn = game.ending_turn
    clone.enter_tapped = game.enter_tapped
    clone.event_cap = game.event_cap
    clone.events = list(game.events)
    clone.exile = list(game.exile)
    clone.exiled_until = dict(game.exiled_until)
    clone.extra_turns = game.extra_turns
    clone.first_player = game.first_player
    clone.format = game.format
    clone.info_serials = game.info_serials
    clone.known = dict(game.known)
    clone.last_known = dict(game.last_known)
    clone.linked = dict(game.linked)
    clone.loops = None if game.loops is None else game.loops.copy()
    clone.monarch = game.monarch
    clone.move_replacers = game.move_replacers
    clone.mulligan_queue = list(game.mulligan_queue)
    clone.mulligan_takers = list(game.mulligan_takers)
    clone.must_block = game.must_block
    clone.n_granted = game.n_granted
    clone.n_statics = game.n_statics
    clone.n_volatile = game.n_volatile
    clone.n_watchers = game.n_watchers
    clone.next_id = game.next_id
    clone.next_rolls = game.next_rolls
    clone.next_turn_rules = game.next_turn_rules
    clone.no_attackers = game.no_attackers
    clone.no_combat_phase = game.no_combat_phase
    clone.no_max_hand = game.no_max_hand
    clone.no_regeneration = game.no_regeneration
    clone.objects = {k: copy_object(v) for k, v in game.objects.items()}
    clone.offer_mana_abilities = game.offer_mana_abilities
    clone.one_shots = game.one_shots
    clone.passes = game.passes
    clone.pending = game.pending
    clone.pending_triggers = list(game.pending_triggers)
    clone.play_permissions = dict(game.play_permissions)
    clone.players = [copy_player(p) for p in game.players]
    clone.pool = game.pool
    clone.prevention = game.prevention
    clone.priority_player = game.priority_player
    clone.regeneration = game.regeneration
    clone.renumbered = dict(game.renumbered)
    clone.repeat_cleanup = game.repeat_cleanup
    clone.replacement_answers = game.replacement_answers
    clone.resolving = [r.copy() for r in game.resolving]
    clone.result = game.result
    clone.reverts = game.reverts
    clone.scripted_dice = game.scripted_dice
    clone.settled = game.settled
    clone.setup = game.setup
    clone.skip_combat = game.skip_combat
    clone.skip_turns = game.skip_turns
    clone.skip_untap = game.skip_untap
    clone.stack = list(game.stack)
    clone.stage = game.stage
    clone.states = game.states
    clone.step = game.step
    clone.tba_started = game.tba_started
    clone.timestamp = game.timestamp
    clone.trigger_current = game.trigger_current
    clone.turn = game.turn
    clone.turn_limit = game.turn_limit
    clone.used_this_turn = game.used_this_turn
    clone.version = game.version
    clone.vocabulary = game.vocabulary
    return clone
