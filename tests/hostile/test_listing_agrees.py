"""What the legal-action listing offers, ``apply`` accepts; what it refuses, it refuses
cleanly (issue 18).

Random games on random decks of the built-in pool's playable cards: at every decision,
sampled listed actions are applied to a copy and must be accepted (the listing and the
validator agree: soak game 1653 listed a block ``apply`` refused, CR 506.5); and forged
actions (another player's or a hidden object, an id that is gone, an out-of-range choice,
the wrong kind of answer, a field of the wrong type) raise :class:`IllegalActionError`
naming a rule, leave a digest of the whole game state unchanged, and name no card the
player can't see (CR 400.2, 401.3, 402.3).
"""

from __future__ import annotations

import dataclasses
import hashlib
import pickle
import random
from functools import cache
from typing import Any

import pytest
from tests.build import constructible

from grimoire.errors import IllegalActionError
from grimoire.pool import CardPool
from grimoire.rules.actions import (
    Action,
    ActivateAbility,
    AssignDamage,
    CastSpell,
    Choose,
    Concede,
    DeclareAttackers,
    DeclareBlockers,
    Decline,
    Foretell,
    Keep,
    PassPriority,
    PlayLand,
    TakeMulligan,
    TurnFaceUp,
)
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.slot_copy import slot_names
from grimoire.rules.testing import vanilla_pool

BASICS = ("Plains", "Island", "Swamp", "Mountain", "Forest")
CACHES = frozenset({"_legal", "cand_cache", "chars", "chars_given", "batch", "pool",
                    "info_serials", "vocabulary", "version", "settled", "_rng_shared"})
"""Game slots that are caches or shared card data, not game state (``_rng_shared``: whether
the generator, whose state ``_rng`` is digested, is shared with a copy, see ``Game.rng``)."""


def digest(game: Game) -> str:
    """A digest of the whole game state (every slot but the caches), objects included;
    the loop record's memo of the pending state's fingerprint (``current``) is a cache."""
    state = {s: getattr(game, s) for s in slot_names(Game) if s not in CACHES}
    if game.loops is not None:
        state["loops"] = dataclasses.replace(game.loops, current=None)
    return hashlib.sha256(pickle.dumps(state)).hexdigest()


@cache
def _cards() -> tuple[CardPool, tuple[str, ...]]:
    pool = CardPool.builtin()
    names = tuple(n for n in sorted(pool) if not pool.support_problems(n)
                  and not pool.unsupported(n) and "land" not in pool.get(n).card_types)
    return pool, names


def _random_game(seed: int) -> tuple[Game, random.Random]:
    pool, names = _cards()
    rng = random.Random(seed)
    decks = [[rng.choice(BASICS) for _ in range(16)] + [rng.choice(names) for _ in range(24)]
             for _ in range(2)]
    return Game.new(decks, pool, seed=seed), rng


@pytest.mark.parametrize("seed", range(8))
def test_every_listed_action_is_accepted(seed: int) -> None:
    """Every action the listing offers at a decision (three sampled at each of up to 200
    decisions) is accepted by ``apply`` on a copy of the game: the generator and the
    validator agree."""
    game, rng = _random_game(seed)
    for _ in range(200):
        if game.result is not None:
            break
        legal = game.legal_actions()
        assert len(legal) > 0, game.pending
        for i in rng.sample(range(len(legal)), min(3, len(legal))):
            try:
                game.copy().apply(legal[i])
            except IllegalActionError as error:  # pragma: no cover - the failure message
                raise AssertionError(f"listed but refused: {legal[i]!r}: {error}") from None
        game.apply(legal[rng.randrange(len(legal))])


def _hidden(game: Game, player: int) -> list[int]:
    """The objects hidden from ``player``: the other hands, every library (CR 400.2)."""
    out: list[int] = []
    for seat, p in enumerate(game.players):
        out.extend(p.library)
        if seat != player:
            out.extend(p.hand)
    return out


def _public_names(game: Game, player: int) -> set[str]:
    """Names ``player`` may know: public zones and their own hand."""
    seen = [*game.battlefield, *game.stack, *game.exile, *game.players[player].hand]
    for p in game.players:
        seen.extend(p.graveyard)
    return {game.objects[o].name for o in seen} | set(BASICS)


def _forgeries(game: Game, player: int, gone: list[int], rng: random.Random) -> list[Any]:
    """Forged answers to the pending decision: object ids hidden from ``player``, gone
    from the game, negative or huge; choices out of range or of the wrong type; the
    wrong kind of action; and a listed action with one field replaced."""
    hidden = _hidden(game, player)
    ids = [rng.choice(hidden) if hidden else 10**6, rng.choice(gone) if gone else 10**6,
           -1, 10**9]
    out: list[Any] = []
    for oid in ids:
        out += [PlayLand(oid), CastSpell(oid), ActivateAbility(oid, 0), TurnFaceUp(oid),
                Foretell(oid), Choose((oid,)), Choose(oid), Choose((oid, oid)),
                DeclareAttackers(((oid, Seat(1 - player)),)), DeclareBlockers(((oid, oid),)),
                AssignDamage(oid, ((oid, 1),))]
    out += [Choose(99), Choose(-1), Choose("purple"), Choose(True), Keep(), TakeMulligan(),
            Decline(), PassPriority(), Concede(player + 5),
            *constructible(lambda: Concede(1 - player + 0.5))]  # type: ignore[arg-type]
    legal = game.legal_actions()
    if len(legal):
        action = legal[rng.randrange(len(legal))]
        for field in dataclasses.fields(action):
            for value in (ids[0], ids[1], -5, 10**12, "x", None, (ids[0],), 2.5, Seat(5)):
                change = {field.name: value}
                out += constructible(lambda: dataclasses.replace(action, **change))  # noqa: B023
    return out


def _accepted(game: Game, action: Any) -> bool:
    """Whether ``action`` is legal here (a forgery may happen to be legal)."""
    try:
        game.copy().apply(action)
    except IllegalActionError:
        return False
    return True


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(2))
def test_forged_actions_are_refused_cleanly(seed: int) -> None:
    """CR 117.1, 104.3a, 730.1: a forged answer is refused with IllegalActionError naming
    a rule, the game state (its digest, not only its save) is exactly as before, and the
    message names no card in a zone hidden from the player (CR 400.2, 401.3, 402.3)."""
    game, rng = _random_game(100 + seed)
    gone: list[int] = []
    refused = 0
    for step in range(200):
        if game.result is not None:
            break
        assert game.pending is not None
        player = game.pending.player
        if step % 10 == 0:
            before, save = digest(game), game.save()
            hidden = _hidden(game, player)
            secret = {game.objects[o].name for o in hidden} - _public_names(game, player)
            for action in _forgeries(game, player, gone, rng):
                if _accepted(game, action):
                    continue
                with pytest.raises(IllegalActionError) as raised:
                    game.apply(action)
                refused += 1
                message = str(raised.value)
                assert raised.value.rule.startswith("CR "), message
                assert not [n for n in secret if n in message], (action, message)
                assert digest(game) == before and game.save() == save, action
        legal = game.legal_actions()
        objects = set(game.objects)
        action: Action = legal[rng.randrange(len(legal))]
        game.apply(action)
        gone = [o for o in objects if o not in game.objects][-10:] or gone
    assert refused > 100


def test_a_declaration_answering_another_decision_is_refused() -> None:
    """CR 103.5, 117.1: a block or attack declaration naming no object, sent while a
    mulligan is pending, is simply not an answer to it (it used to raise KeyError while
    the engine looked for the restriction the declaration broke)."""
    game = Game.new([["Grizzly Bears"] * 20 + ["Forest"] * 20] * 2, vanilla_pool(), seed=3)
    assert game.pending is not None and game.pending.kind == "mulligan"
    before = digest(game)
    for action in (DeclareBlockers(((10**6, 10**6),)), DeclareAttackers(((10**6, Seat(0)),))):
        with pytest.raises(IllegalActionError, match="not a legal answer to mulligan"):
            game.apply(action)
    assert digest(game) == before
