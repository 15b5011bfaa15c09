"""Games against the AI kept on the server, keyed by an unguessable id.

A :class:`GameSession` owns one :class:`~grimoire.rules.game.Game`, the human's seat and the
AI. Each move of the human goes through :meth:`GameSession.act`, which validates the action
against the legal actions (a forged form is refused and changes nothing), applies it, then
runs the AI and the auto-passes until the human has a real decision to make. Each game is
written to its save file after every move (the engine's save format plus who is who), so a
game resumes after the server restarts.
"""

from __future__ import annotations

import json
import os
import secrets
from collections import OrderedDict
from pathlib import Path
from typing import Any

from grimoire.agents.ai import AIAgent
from grimoire.agents.ai.agent import Level
from grimoire.agents.autopass import PassMode, should_auto_pass
from grimoire.errors import DataFileError, GrimoireError, IllegalActionError
from grimoire.rules.actions import Action, PassPriority
from grimoire.rules.choice_bounds import truncated
from grimoire.rules.game import Game
from grimoire.rules.view import PlayerView

MAX_GAMES = 64
"""Games kept in memory (the least recently used beyond this are dropped; their saves stay)."""
MAX_STEPS = 20_000
"""Most engine decisions run for one move of the human (a guard against a game that never
comes back to the human)."""


class StaleActionError(GrimoireError):
    """The page the action came from no longer shows the game's current decision."""


class GameSession:
    """One game of a human against the AI."""

    def __init__(self, game_id: str, game: Game, *, human: int = 0,
                 level: Level = "normal") -> None:
        self.id = game_id
        self.game = game
        self.human = human
        self.level: Level = level
        self.seed = int(game.setup.get("seed") or 0)
        self.ai = AIAgent(self.seed, level)
        self.stop_everywhere = False
        self.pass_mode: PassMode = None
        self.pass_turn = 0
        self.last_error = ""

    @property
    def version(self) -> int:
        """How many actions the game has taken: a page's actions are valid for this only."""
        return len(self.game.action_log)

    def view(self) -> PlayerView:
        """The human's view: everything the pages show comes from it."""
        return self.game.view(self.human)

    def act(self, action: Action, version: int) -> None:
        """Apply the human's ``action`` (made on the page of ``version``), then run on.

        Raises :class:`StaleActionError` or :class:`IllegalActionError`; the game is then
        unchanged.
        """
        game = self.game
        if game.result is not None:
            raise IllegalActionError("the game is over", rule="CR 104.1")
        if version != self.version:
            raise StaleActionError("this page was out of date; here is the game as it is now")
        decision = game.pending
        if decision is None or decision.player != self.human:
            raise IllegalActionError("it is not your decision")
        legal = game.legal_actions()
        if action not in legal:
            if not truncated(legal):
                raise IllegalActionError(f"not a legal answer to this decision: {action!r}")
            trial = game.copy()  # a choice beyond the bounded listing: try it on a copy first
            trial.apply(action)
        game.apply(action)
        self.run()

    def set_pass(self, mode: PassMode) -> None:
        """Pass priority on the human's behalf until ``mode`` says to stop (then run on)."""
        self.pass_mode = mode
        self.pass_turn = self.game.turn
        self.run()

    def run(self) -> None:
        """Run the AI's decisions, single-answer decisions and auto-passes until the human
        has a decision to make or the game ends (CR 117.3: priority passes back and forth)."""
        game = self.game
        for _ in range(MAX_STEPS):
            if game.result is not None:
                return
            decision = game.pending
            assert decision is not None
            legal = game.legal_actions()
            if len(legal) == 1:
                game.apply(legal[0])
                continue
            if decision.player != self.human:
                # Reseeded from the game's progress, so a resumed game plays the same.
                self.ai.rng.seed(self.seed * 1_000_003 + len(game.action_log))
                game.apply(self.ai.decide(game.view(decision.player), decision))
                continue
            keep, self.pass_mode = should_auto_pass(
                self.view(), legal, mode=self.pass_mode, since_turn=self.pass_turn,
                stop_everywhere=self.stop_everywhere)
            if not keep:
                return
            game.apply(PassPriority())

    def save_text(self) -> str:
        """The game as saved (the engine's save plus the web session's settings)."""
        data = json.loads(self.game.save())
        data["play"] = {"human": self.human, "ai": self.level, "web": {
            "stop_everywhere": self.stop_everywhere, "pass_mode": self.pass_mode,
            "pass_turn": self.pass_turn}}
        return json.dumps(data, separators=(",", ":"))

    @classmethod
    def from_save(cls, game_id: str, text: str, pool: Any) -> GameSession:
        """A session rebuilt from :meth:`save_text` (the game replays exactly)."""
        game = Game.load(text, pool)
        meta = json.loads(text).get("play", {})
        level = meta.get("ai", "normal")
        session = cls(game_id, game, human=int(meta.get("human", 0)),
                      level="easy" if level == "easy" else "normal")
        web = meta.get("web", {})
        session.stop_everywhere = bool(web.get("stop_everywhere", False))
        mode = web.get("pass_mode")
        session.pass_mode = mode if mode in ("change", "my_turn", "end_of_turn") else None
        session.pass_turn = int(web.get("pass_turn", 0))
        return session


class GameRegistry:
    """The open games by id, in memory, each also in ``folder`` (when given) as a save."""

    def __init__(self, folder: str | os.PathLike[str] | None = None) -> None:
        self.folder = Path(folder) if folder is not None else None
        self._games: OrderedDict[str, GameSession] = OrderedDict()

    def new_id(self) -> str:
        """A fresh unguessable game id."""
        return secrets.token_urlsafe(9)

    def add(self, session: GameSession) -> None:
        """Keep ``session`` (and write its save)."""
        self._games[session.id] = session
        self._games.move_to_end(session.id)
        while len(self._games) > MAX_GAMES:
            self._games.popitem(last=False)
        self.store(session)

    def get(self, game_id: str, pool: Any) -> GameSession:
        """The game with this id (loaded from its save if it is not in memory)."""
        session = self._games.get(game_id)
        if session is not None:
            self._games.move_to_end(game_id)
            return session
        path = self._path(game_id)
        if path is None or not path.is_file():
            raise UnknownGameError(f"no game {game_id!r} (it may have expired: start a new one)")
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as error:
            raise DataFileError(f"cannot read the saved game: {error}") from None
        session = GameSession.from_save(game_id, text, pool)
        self._games[game_id] = session
        return session

    def store(self, session: GameSession) -> None:
        """Write the session's save file (atomically)."""
        path = self._path(session.id)
        if path is None:
            return
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(session.save_text(), encoding="utf-8")
        os.replace(tmp, path)

    def _path(self, game_id: str) -> Path | None:
        if self.folder is None:
            return None
        if not game_id or not all(c.isalnum() or c in "-_" for c in game_id):
            raise UnknownGameError(f"no game {game_id!r}")
        return self.folder / f"{game_id}.json"


class UnknownGameError(GrimoireError):
    """No game has this id."""


