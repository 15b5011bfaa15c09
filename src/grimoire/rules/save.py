"""Save files and replays: JSON text that rebuilds a game exactly.

A save holds the setup (seed and decks, or a position), the action log (with any
scripted dice), the RNG's current state and a hash of the event log. Loading replays the
actions from the setup and checks that the RNG state and event hash match, so a loaded
game continues exactly as the original would (DESIGN principle 4). A replay file is the
same without the RNG state: seed + decks + actions reproduce the game bit for bit.
"""

from __future__ import annotations

import hashlib
import json
from typing import TYPE_CHECKING, Any

from grimoire.errors import DataFileError
from grimoire.rules.actions import CapReached, from_data, to_data

if TYPE_CHECKING:
    from grimoire.rules.game import CardSource, Game

FORMAT = "grimoire-save"
VERSION = 1


def events_hash(game: Game) -> str:
    """A short hash of the event log (reprs are deterministic)."""
    digest = hashlib.sha256()
    for event in game.events:
        digest.update(repr(event).encode())
    return digest.hexdigest()[:16]


def _rng_state(game: Game) -> list[Any]:
    version, internal, gauss = game.rng.getstate()
    return [version, list(internal), gauss]


def save_game(game: Game, *, replay_only: bool = False) -> str:
    """The JSON text of a save (or of a replay with ``replay_only``)."""
    log: list[Any] = []
    for entry in game.action_log:
        if isinstance(entry, tuple):
            log.append({"script_dice": list(entry)})
        elif isinstance(entry, CapReached):
            log.append({"draw": entry.reason})
        else:
            log.append(to_data(entry))
    data: dict[str, Any] = {"format": FORMAT, "version": VERSION, "setup": game.setup,
                            "actions": log, "events_hash": events_hash(game)}
    if not replay_only:
        data["rng_state"] = _rng_state(game)
    return json.dumps(data, indent=None, separators=(",", ":"))


def _build(cls: type[Game], setup: dict[str, Any], pool: CardSource) -> Game:
    """The game a save's setup describes, before any action."""
    if setup["kind"] == "new":
        return cls.new(setup["decks"], pool, seed=setup["seed"],
                       players=tuple(setup["players"]), first_player=setup["first_player"],
                       turn_limit=setup.get("turn_limit"),
                       offer_mana_abilities=setup.get("offer_mana_abilities", False),
                       contraptions=setup.get("contraptions"),
                       attractions=setup.get("attractions"),
                       planar_decks=setup.get("planar_decks"),
                       format=setup.get("format", "constructed"),
                       commanders=setup.get("commanders"))
    if setup["kind"] == "position":
        return cls.from_position(setup["position"], pool, seed=setup["seed"],
                                 turn_limit=setup.get("turn_limit"),
                                 supplementary=setup.get("supplementary"),
                                 planar_decks=setup.get("planar_decks"))
    raise DataFileError(f"unknown setup kind {setup['kind']!r}")


def replay(cls: type[Game], setup: dict[str, Any], actions: list[Any],
           pool: CardSource) -> Game | None:
    """The game ``setup`` and ``actions`` (entries of ``Game.action_log``) rebuild, or None
    when the game has no setup to rebuild from (``Game.apply`` rolls back with it)."""
    if setup.get("kind") not in ("new", "position"):
        return None
    game = _build(cls, setup, pool)
    for entry in actions:
        if isinstance(entry, tuple):
            game.script_dice(entry)
        elif isinstance(entry, CapReached):
            game.end_by_cap(entry.reason)
        else:
            game.apply(entry)
    return game


def load_game(cls: type[Game], text: object, pool: CardSource) -> Game:
    """Rebuild the game a save or replay describes; DataFileError (a ValueError) for
    anything that is not a save this version wrote, or that doesn't replay to it."""
    if not isinstance(text, str | bytes):
        raise DataFileError(f"a save is JSON text, not {type(text).__name__}")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise DataFileError(f"malformed save: not JSON ({error})") from error
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise DataFileError(f"not a {FORMAT} file")
    if data.get("version") != VERSION:
        raise DataFileError(f"unsupported {FORMAT} version {data.get('version')!r}")
    setup, actions = data.get("setup"), data.get("actions")
    if not isinstance(setup, dict) or not isinstance(actions, list):
        raise DataFileError("malformed save: it needs a 'setup' object and an 'actions' list")
    try:
        game = _build(cls, setup, pool)
        for entry in actions:
            if not isinstance(entry, dict):
                raise DataFileError(f"malformed action {entry!r}")
            if "script_dice" in entry:
                dice = entry["script_dice"]
                if not isinstance(dice, list) or not all(type(v) is int for v in dice):
                    raise DataFileError(f"malformed scripted dice {dice!r}")
                game.script_dice(dice)
            elif "draw" in entry and game.result is None:
                game.end_by_cap(str(entry["draw"]))
            else:
                game.apply(from_data(entry))
    except DataFileError:
        raise
    except (KeyError, TypeError, AttributeError, ValueError, RecursionError) as broken:
        # ValueError: the Grimoire errors (an unknown card, an illegal action) included
        raise DataFileError(f"malformed save: {type(broken).__name__}: {broken}") from broken
    if events_hash(game) != data.get("events_hash"):
        raise DataFileError("replaying the save does not reproduce its event log")
    if "rng_state" in data and _rng_state(game) != data["rng_state"]:
        raise DataFileError("replaying the save does not reproduce its RNG state")
    return game
