"""What one player may see (CR 400.2): hidden zones as counts, redacted event log.

A :class:`PlayerView` is cheap to make (it reads the game on demand), so agents get a
fresh one at every decision. Every other player's hand and every library appear only
as counts; the log hides the names of cards moving between hidden zones the viewer can't see.

A view is a barrier (CR 400.2, 401.3, 402.3, 708.5): the object holds only its seat, not
the game (the game it reads is kept in a private weak table, so ``view._game`` and the
view's attributes lead nowhere), the opponent's pending decision shows only its kind and
rule (not the cards they scry or search among), and its pickle and JSON
(:meth:`PlayerView.to_data`) are a :class:`ViewSnapshot` of what the player may know.
Object ids do not betray hidden cards either: libraries are numbered in shuffled order at
setup, every shuffle gives the library's cards new ids (:func:`grimoire.rules.zones.shuffle`,
CR 701.20a), a card changing zones becomes a new object with a new id (CR 400.7), and the
log hides the old id of a card leaving a hidden zone unseen (:func:`grimoire.rules.events.redact`).
"""

from __future__ import annotations

import weakref
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Any

from mypy_extensions import mypyc_attr

from grimoire.errors import GrimoireError
from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks, knowledge, layers, query
from grimoire.rules.actions import Action, Decision, to_data
from grimoire.rules.cardinfo import present
from grimoire.rules.objects import GameObject, Seat, Target

if TYPE_CHECKING:
    from grimoire.rules.game import Game


_REVEALING = frozenset({"HandsRevealed"})


def revealed_hands(game: Game, viewer: int) -> tuple[int, ...]:
    """The seats whose hands ``viewer`` may see besides their own: "Your opponents play with
    their hands revealed", "Players play with their hands revealed" (CR 400.2: the static
    ability makes those hands public while its permanent is on the battlefield)."""
    if not present(game, _REVEALING):
        return ()
    seats: set[int] = set()
    for obj, effect in layers.static_effects(game):
        if isinstance(effect, ir.HandsRevealed):
            whose = effect.whose
            seats.update(p.index for p in game.players if not p.lost and (
                whose == "each" or (p.index == obj.controller) == (whose == "you")))
    seats.discard(viewer)
    return tuple(sorted(seats))


_TOPS = frozenset({"TopRevealed", "LookAtTopAnyTime"})


def visible_tops(game: Game, viewer: int) -> tuple[int, ...]:
    """The seats whose library's top card ``viewer`` may see: "Play with the top card of
    your library revealed" shows it to every player, "You may look at the top card of your
    library any time" to its controller (CR 401.5)."""
    if not present(game, _TOPS):
        return ()
    seats: set[int] = set()
    for obj, effect in layers.static_effects(game):
        if isinstance(effect, ir.TopRevealed) or (
                isinstance(effect, ir.LookAtTopAnyTime) and obj.controller == viewer):
            seats.add(obj.controller)
    return tuple(sorted(s for s in seats if game.players[s].library))


def hidden_in_public_zone(game: Game, obj: GameObject, viewer: int) -> bool:
    """Whether ``obj``, in a public zone, is hidden from ``viewer`` all the same: a card
    exiled face down (CR 406.3; foretell, CR 702.143a), a card of a Contraption or Attraction
    deck (CR 717.2) — as the mechanisms say (:data:`grimoire.rules.hooks.HIDDEN_FROM`)."""
    return any(hidden(game, obj, viewer) for hidden in hooks.HIDDEN_FROM.funcs)


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


_GAMES: weakref.WeakKeyDictionary[PlayerView, Game] = weakref.WeakKeyDictionary()
"""The game each live view reads (a view does not hold it: see the module docstring)."""


def _game(view: PlayerView) -> Game:
    return _GAMES[view]


@mypyc_attr(native_class=False)  # compiled (setup.py), a native class has no __weakref__
class PlayerView:
    """The game as ``player`` sees it."""

    __slots__ = ("__weakref__", "player")

    def __init__(self, game: Game, player: int) -> None:
        _GAMES[self] = game
        self.player = player

    def __reduce__(self) -> tuple[Any, ...]:
        """A pickle (or copy) of a view is a :class:`ViewSnapshot`: only what the player
        may know, never the game."""
        return (ViewSnapshot, (self.player, self.to_data()))

    def __repr__(self) -> str:
        return f"<PlayerView of {self.names[self.player]}, turn {self.turn} {self.step}>"

    @property
    def turn(self) -> int:
        return _game(self).turn

    @property
    def step(self) -> str:
        return _game(self).step

    @property
    def active(self) -> int:
        return _game(self).active

    @property
    def pending(self) -> Decision | None:
        """The decision the game waits for: in full when it is this player's; the
        opponent's shows only who decides, its kind and its rule (not the cards they look
        at, scry or search among: CR 401.3, 402.3)."""
        pending = _game(self).pending
        if pending is None or pending.player == self.player:
            return pending
        return Decision(pending.kind, pending.player, min_count=0, max_count=0,
                        rule=pending.rule)

    @property
    def legal_actions(self) -> Sequence[Action]:
        """The legal answers, when the pending decision is this player's (else empty)."""
        pending = _game(self).pending
        if pending is None or pending.player != self.player:
            return []
        return _game(self).legal_actions()

    @property
    def life(self) -> tuple[int, ...]:
        return tuple(p.life for p in _game(self).players)

    @property
    def in_game(self) -> tuple[bool, ...]:
        """Per seat: whether that player is still in the game (CR 800.4)."""
        return tuple(not p.lost for p in _game(self).players)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(p.name for p in _game(self).players)

    @property
    def hand(self) -> tuple[tuple[int, str], ...]:
        """Your own hand: (id, name) pairs."""
        g = _game(self)
        return tuple((o, g.objects[o].name) for o in g.players[self.player].hand)

    def revealed_hands(self) -> tuple[tuple[int, tuple[tuple[int, str], ...]], ...]:
        """The other players' hands you may see (Telepathy, Revelation; CR 400.2): (seat,
        (id, name) pairs) for each."""
        g = _game(self)
        return tuple((seat, tuple((o, g.objects[o].name) for o in g.players[seat].hand))
                     for seat in revealed_hands(g, self.player))

    def revealed_tops(self) -> tuple[tuple[int, tuple[int, str]], ...]:
        """The top cards of libraries you may see (Garruk's Horde, "look at the top card of
        your library any time"; CR 401.5): (seat, (id, name)) for each."""
        g = _game(self)
        return tuple((seat, (top, g.objects[top].name)) for seat in visible_tops(g, self.player)
                     for top in (g.players[seat].library[-1],))

    def known_cards(self) -> tuple[tuple[int, str], ...]:
        """Cards in libraries and other players' hands this player knows (they scried
        them back on top, searched among them, saw them revealed or returned to a hand:
        :mod:`grimoire.rules.knowledge`), as (id, name) pairs."""
        g = _game(self)
        return tuple((o, g.objects[o].name) for o in knowledge.known_to(g, self.player))

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        return tuple(len(p.hand) for p in _game(self).players)

    @property
    def library_sizes(self) -> tuple[int, ...]:
        return tuple(len(p.library) for p in _game(self).players)

    @property
    def mana_pool(self) -> tuple[int, ...]:
        return tuple(_game(self).players[self.player].pool)

    def battlefield(self) -> tuple[PermanentView, ...]:
        g = _game(self)
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
        found = hooks.PUBLIC_INFO.get("commanders")
        return found(_game(self)) if found is not None else ()

    def emblems(self) -> tuple[tuple[int, int, str], ...]:
        """Every player's emblems (public, CR 114.4): (id, owner, rules text)."""
        g = _game(self)
        return tuple((o.id, o.owner, o.info.card.oracle_text)
                     for o in (g.objects[oid] for oid in g.command) if o.kind == "emblem")

    def definition(self, oid: int) -> ir.CardDefinition:
        """The card definition (Oracle characteristics) of an object this player can see:
        in their hand, on the battlefield, the stack, a graveyard or exile, or offered to
        them by their pending decision (CR 400.2); HiddenObjectError for another player's
        hand or any library."""
        obj = _game(self).objects.get(oid)
        if obj is None:  # CR 113.7a: a source that left a public zone: its last known info
            known = _game(self).last_known.get(oid)
            if known is not None and known.zone in ("battlefield", "stack", "graveyard", "exile"):
                return known.info.card
        pending = _game(self).pending
        offered = (pending is not None and pending.player == self.player
                   and oid in pending.options) or (  # e.g. the cards of your library you
            self.player in _game(self).known.get(oid, ()))  # search; cards you know
        if obj is None or (not offered and ((obj.zone == "library" and not self._top_seen(obj)) or (
                obj.zone == "hand" and obj.owner != self.player
                and obj.owner not in revealed_hands(_game(self), self.player)) or (
                obj.zone in ("command", "exile")
                and hidden_in_public_zone(_game(self), obj, self.player)))):
            raise HiddenObjectError(f"object #{oid} is not visible to {self.names[self.player]}")
        return obj.info.card

    def _top_seen(self, obj: GameObject) -> bool:
        """Whether ``obj`` is a library's top card this player may see (CR 401.5)."""
        g = _game(self)
        library = g.players[obj.owner].library
        return bool(library) and library[-1] == obj.id \
            and obj.owner in visible_tops(g, self.player)

    def look(self, oid: int) -> ir.CardDefinition:
        """The card a face-down spell or permanent is: its controller may look at it
        (CR 708.5), everyone once the game is over (CR 708.9); HiddenObjectError otherwise.
        For a face-up object, its :meth:`definition`."""
        obj = _game(self).objects.get(oid)
        if obj is None or obj.hidden is None:
            return self.definition(oid)
        card = obj.hidden.card  # CR 708.5: its controller; CR 708.9: all, once it is over
        if obj.controller != self.player and _game(self).result is None:
            raise HiddenObjectError(f"face-down object #{oid} is hidden from "
                                    f"{self.names[self.player]} (CR 708.5)")
        return card

    def graveyard(self, seat: int) -> tuple[tuple[int, str], ...]:
        g = _game(self)
        return tuple((o, g.objects[o].name) for o in g.players[seat].graveyard)

    def exile(self) -> tuple[tuple[int, str], ...]:
        """Exile: (id, name); a card exiled face down by foretell shows as "?" to all but
        its owner (CR 702.143a, 406.3)."""
        g = _game(self)
        return tuple((o, "?" if hidden_in_public_zone(g, g.objects[o], self.player)
                      else g.objects[o].name) for o in g.exile)

    def stack(self) -> tuple[tuple[int, str, int], ...]:
        g = _game(self)
        return tuple((o, g.objects[o].name, g.objects[o].controller) for o in g.stack)

    def combat(self) -> tuple[dict[int, Target], dict[int, tuple[int, ...]]]:
        """This combat's attackers (id → what it attacks) and blocks (attacker → its
        blockers): public once declared (CR 508.1, 509.1)."""
        c = _game(self).combat
        return dict(c.attackers), dict(c.blocked_by)

    @property
    def event_count(self) -> int:
        """How many events the log holds (to read only the last ones with :meth:`log`)."""
        return len(_game(self).events)

    def log(self, start: int = 0) -> list[ev.Event]:
        """The event log from ``start``, as this player may see it."""
        return [ev.redact(e, self.player) for e in _game(self).events[start:]]

    def describe_log(self, start: int = 0) -> list[str]:
        return [ev.describe(e, self.names) for e in self.log(start)]

    def to_data(self) -> dict[str, Any]:
        """Everything this player may know, as JSON-ready data: the public zones, their
        own hand, sizes of the hidden zones, their pending decision (the opponent's
        redacted), their legal actions (the first :data:`LISTED_ACTIONS`) and the log as
        they may read it."""
        return view_data(self)


def _plain(value: Any) -> Any:
    """``value`` as JSON data (Seats as ``{"seat": i}``, tuples as lists)."""
    if value is None or isinstance(value, bool | int | str):
        return value
    if isinstance(value, Seat):
        return {"seat": value.index}
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    return repr(value)


def _decision_data(decision: Decision | None) -> dict[str, Any] | None:
    if decision is None:
        return None
    return {"kind": decision.kind, "player": decision.player, "prompt": decision.prompt,
            "options": _plain(decision.options), "min_count": decision.min_count,
            "max_count": decision.max_count, "source": decision.source,
            "rule": decision.rule, "data": _plain(decision.data)}


LISTED_ACTIONS = 500
"""At most this many legal actions go into a view's JSON (``legal_action_count`` tells
how many there are)."""


def view_data(view: PlayerView) -> dict[str, Any]:
    """What ``view``'s player may know, as JSON-ready data (:meth:`PlayerView.to_data`)."""
    seats = range(len(view.names))
    attackers, blocks = view.combat()
    legal = view.legal_actions
    return {
        "player": view.player, "names": list(view.names), "turn": view.turn,
        "step": view.step, "active": view.active, "life": list(view.life),
        "hand": _plain(view.hand), "hand_sizes": list(view.hand_sizes),
        "revealed_hands": [[seat, _plain(cards)] for seat, cards in view.revealed_hands()],
        "revealed_tops": [[seat, _plain(card)] for seat, card in view.revealed_tops()],
        "library_sizes": list(view.library_sizes), "mana_pool": list(view.mana_pool),
        "battlefield": [{k: _plain(tuple(sorted(v)) if isinstance(v, frozenset) else v)
                         for k, v in asdict(p).items()} for p in view.battlefield()],
        "graveyards": [_plain(view.graveyard(s)) for s in seats],
        "exile": _plain(view.exile()), "stack": _plain(view.stack()),
        "emblems": _plain(view.emblems()),
        "combat": {"attackers": [[a, _plain(t)] for a, t in attackers.items()],
                   "blocks": [[a, list(b)] for a, b in blocks.items()]},
        "pending": _decision_data(view.pending),
        "legal_action_count": len(legal),
        "legal_actions": [to_data(a) for a in legal[:LISTED_ACTIONS]],
        "log": view.describe_log(),
    }


@dataclass(frozen=True, slots=True)
class ViewSnapshot:
    """A frozen copy of what one player may know: what a pickled view becomes, and what
    :meth:`PlayerView.to_data` returns as ``data``."""

    player: int
    data: dict[str, Any]

