"""What every page shares: the card database, the engine's card pool and the open games.

The database and pool are the ones the other commands use (:func:`resolve_db_path`,
:meth:`CardPool.open`): an explicit ``--db``, else the imported user database, else the
built-in one. The pool is built on first use (the full Oracle pool takes a moment).
"""

from __future__ import annotations

import os
from pathlib import Path

from grimoire.cards.default_db import resolve_db_path
from grimoire.cards.model import Card
from grimoire.cards.store import CardStore
from grimoire.decks.names import NameResolver
from grimoire.oracle import ir
from grimoire.oracle.dfc_text import faces_of
from grimoire.pool import CardPool


class Services:
    """The card store, the card pool and the card-derived lists the pages need."""

    def __init__(self, db: str | os.PathLike[str] | None = None) -> None:
        self.db_arg = db
        self.db_path: Path = resolve_db_path(db)
        self.store = CardStore(self.db_path)
        self._pool: CardPool | None = None
        self._modifiers: tuple[str, ...] | None = None
        self._resolver: NameResolver | None = None

    @property
    def pool(self) -> CardPool:
        """The engine's pool, as ``grimoire play`` and ``grimoire odds`` would use it."""
        if self._pool is None:
            self._pool = CardPool.open(self.db_arg)
        return self._pool

    def resolver(self) -> NameResolver:
        """Deck names to the pool's canonical names (any case, accents or punctuation)."""
        if self._resolver is None:
            self._resolver = NameResolver(list(self.pool))
        return self._resolver

    def definition(self, card: Card) -> ir.CardDefinition:
        """The compiled definition of a database card (from the pool when it holds it)."""
        if card.name in self.pool:
            return self.pool.get(card.name)
        return CardPool([_record(card)]).get(card.name)

    def support_problems(self, card: Card) -> list[str]:
        """Why the engine can't play ``card`` (empty: it honours all of its text)."""
        if card.name in self.pool:
            return self.pool.support_problems(card.name)
        return CardPool([_record(card)]).support_problems(card.name)

    def roll_modifiers(self) -> tuple[str, ...]:
        """Names of the cards whose static abilities replace or modify die rolls (Pixie Guide,
        Barbarian Class ...), found by compiling the cards whose text mentions rolling."""
        if self._modifiers is None:
            names: set[str] = set()
            for card in self.store.search("o:roll"):
                definition = self.definition(card)
                if any(isinstance(a, ir.StaticAbility)
                       and isinstance(a.effect, ir.RollReplacement | ir.RollBonus)
                       for a in definition.abilities):
                    names.add(card.name)
            self._modifiers = tuple(sorted(names))
        return self._modifiers

    def close(self) -> None:
        """Close the database."""
        self.store.close()


def _record(card: Card) -> dict[str, object]:
    """A card-pool record of a database card."""
    return {"name": card.name, "type_line": card.type_line, "mana_cost": card.mana_cost,
            "oracle_text": card.oracle_text, "power": card.power,
            "toughness": card.toughness, "loyalty": card.loyalty, **faces_of(card)}
