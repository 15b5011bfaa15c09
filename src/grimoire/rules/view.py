"""What one player may see (CR 400.2): hidden zones as counts, redacted event log.

A :class:`PlayerView` is cheap to make (it reads the game on demand), so agents get a
fresh one at every decision. Every other player's hand and every library appear only
as counts; the log hides the names of cards moving between hidden zones the viewer can't see.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimoire.errors import GrimoireError
from grimoire.rules import events as ev
from grimoire.rules import query
from grimoire.rules.actions import Action, Decision
from grimoire.rules.objects import GameObject, Target

if TYPE_CHECKING:
    from grimoire.oracle import ir
    from grimoire.rules.game import Game


def in_supplementary_deck(game: Game, oid: int) -> bool:
    """Whether ``oid`` is a face-down card of a Contraption or Attraction deck (CR 717.2)."""
    from grimoire.rules.supplementary import in_deck
    return in_deck(game, oid)


class HiddenObjectError(GrimoireError):
    """A player asked about an object in a zone hidden from them (CR 400.2)."""


@dataclass(frozen=True, slots=True)
class PermanentView:
    """Public facts about a permanent."""

    id: int
    name: str
    controller: int
    tapped: bool
    power: int | None
    toughness: int | None
    damage: int
    counters: tuple[tuple[str, int], ...]
    sick: bool
    types: frozenset[str] = frozenset()
    """Card types ("creature", "land", ...)."""
    keywords: frozenset[str] = frozenset()
    """Keyword abilities it has now (printed, granted, from statics)."""
    attached_to: int | None = None
    """The object an Aura or Equipment is attached to (public, CR 301.5, 303.4)."""


class PlayerView:
    """The game as ``player`` sees it."""

    __slots__ = ("_game", "player")

    def __init__(self, game: Game, player: int) -> None:
        self._game = game
        self.player = player

    @property
    def turn(self) -> int:
        return self._game.turn

    @property
    def step(self) -> str:
        return self._game.step

    @property
    def active(self) -> int:
        return self._game.active

    @property
    def pending(self) -> Decision | None:
        return self._game.pending

    @property
    def legal_actions(self) -> Sequence[Action]:
        """The legal answers, when the pending decision is this player's (else empty)."""
        pending = self._game.pending
        if pending is None or pending.player != self.player:
            return []
        return self._game.legal_actions()

    @property
    def life(self) -> tuple[int, ...]:
        return tuple(p.life for p in self._game.players)

    @property
    def in_game(self) -> tuple[bool, ...]:
        """Per seat: whether that player is still in the game (CR 800.4)."""
        return tuple(not p.lost for p in self._game.players)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self._game.players)

    @property
    def hand(self) -> tuple[tuple[int, str], ...]:
        """Your own hand: (id, name) pairs."""
        g = self._game
        return tuple((o, g.objects[o].name) for o in g.players[self.player].hand)

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        return tuple(len(p.hand) for p in self._game.players)

    @property
    def library_sizes(self) -> tuple[int, ...]:
        return tuple(len(p.library) for p in self._game.players)

    @property
    def mana_pool(self) -> tuple[int, ...]:
        return tuple(self._game.players[self.player].pool)

    def battlefield(self) -> tuple[PermanentView, ...]:
        g = self._game
        out = []
        for oid in g.battlefield:
            o = g.objects[oid]
            creature = o.info.is_creature
            out.append(PermanentView(
                oid, o.name, o.controller, o.tapped,
                query.power(g, o) if creature else None,
                query.toughness(g, o) if creature else None,
                o.damage, tuple(sorted((o.counters or {}).items())), o.sick,
                o.info.types, query.keywords(g, o), o.attached_to))
        return tuple(out)

    def commanders(self) -> tuple[tuple[int, int, str, tuple[int, ...]], ...]:
        """Every commander (public, CR 903.3): (the object it is now, its owner, its name,
        the combat damage it has dealt to each seat, CR 903.10a); empty outside Commander."""
        state = self._game.commander
        if state is None:
            return ()
        return tuple(zip(state.ids, state.owners, state.names, state.damage, strict=True))

    def emblems(self) -> tuple[tuple[int, int, str], ...]:
        """Every player's emblems (public, CR 114.4): (id, owner, rules text)."""
        from grimoire.rules.emblems import emblems
        return tuple((o.id, o.owner, o.info.card.oracle_text) for o in emblems(self._game))

    def definition(self, oid: int) -> ir.CardDefinition:
        """The card definition (Oracle characteristics) of an object this player can see:
        in their hand, on the battlefield, the stack, a graveyard or exile, or offered to
        them by their pending decision (CR 400.2); HiddenObjectError for another player's
        hand or any library."""
        obj = self._game.objects.get(oid)
        if obj is None:  # CR 113.7a: a source that left a public zone: its last known info
            known = self._game.last_known.get(oid)
            if known is not None and known.zone in ("battlefield", "stack", "graveyard", "exile"):
                return known.info.card
        pending = self._game.pending
        offered = pending is not None and pending.player == self.player \
            and oid in pending.options  # e.g. the cards of your library you search
        if obj is None or (not offered and (obj.zone == "library" or (
                obj.zone == "hand" and obj.owner != self.player) or (
                obj.zone == "command" and in_supplementary_deck(self._game, oid)) or (
                obj.zone == "exile" and _foretold_hidden(obj, self.player)))):
            raise HiddenObjectError(f"object #{oid} is not visible to {self.names[self.player]}")
        return obj.info.card

    def look(self, oid: int) -> ir.CardDefinition:
        """The card a face-down spell or permanent is: its controller may look at it
        (CR 708.5), everyone once the game is over (CR 708.9); HiddenObjectError otherwise.
        For a face-up object, its :meth:`definition`."""
        from grimoire.rules.face_down import identity
        obj = self._game.objects.get(oid)
        if obj is None or obj.hidden is None:
            return self.definition(oid)
        card = identity(self._game, self.player, oid)
        if card is None:
            raise HiddenObjectError(f"face-down object #{oid} is hidden from "
                                    f"{self.names[self.player]} (CR 708.5)")
        return card

    def graveyard(self, seat: int) -> tuple[tuple[int, str], ...]:
        g = self._game
        return tuple((o, g.objects[o].name) for o in g.players[seat].graveyard)

    def exile(self) -> tuple[tuple[int, str], ...]:
        """Exile: (id, name); a card exiled face down by foretell shows as "?" to all but
        its owner (CR 702.143a, 406.3)."""
        from grimoire.rules.foretell import hidden_from
        g = self._game
        return tuple((o, "?" if hidden_from(g.objects[o], self.player) else g.objects[o].name)
                     for o in g.exile)

    def stack(self) -> tuple[tuple[int, str, int], ...]:
        g = self._game
        return tuple((o, g.objects[o].name, g.objects[o].controller) for o in g.stack)

    def combat(self) -> tuple[dict[int, Target], dict[int, tuple[int, ...]]]:
        """This combat's attackers (id → what it attacks) and blocks (attacker → its
        blockers): public once declared (CR 508.1, 509.1)."""
        c = self._game.combat
        return dict(c.attackers), dict(c.blocked_by)

    @property
    def event_count(self) -> int:
        """How many events the log holds (to read only the last ones with :meth:`log`)."""
        return len(self._game.events)

    def log(self, start: int = 0) -> list[ev.Event]:
        """The event log from ``start``, as this player may see it."""
        return [ev.redact(e, self.player) for e in self._game.events[start:]]

    def describe_log(self, start: int = 0) -> list[str]:
        return [ev.describe(e, self.names) for e in self.log(start)]


def _foretold_hidden(obj: GameObject, viewer: int) -> bool:
    from grimoire.rules.foretell import hidden_from
    return hidden_from(obj, viewer)
