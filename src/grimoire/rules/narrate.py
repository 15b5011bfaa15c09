"""Naming objects in a log: a :class:`Narrator` follows the events and names each object
id by its card name, adding ``#id`` only when two objects on the battlefield share a name
(then the id is what tells them apart).

It reads nothing but the events (and names it was told to start with), so it serves the
omniscient log (``game.events``) and a player's log (``view.log()``, where hidden cards are
``"?"`` and read "a card") alike.

>>> from grimoire.rules import events as ev
>>> n = Narrator(("Alice", "Bob"))
>>> lines = [n.line(e) for e in (
...     ev.ZoneChanged(3, 10, "Grizzly Bears", 0, 0, "hand", "battlefield"),
...     ev.ZoneChanged(4, 11, "Grizzly Bears", 0, 0, "hand", "battlefield"),
...     ev.ZoneChanged(5, 12, "Hill Giant", 1, 1, "hand", "battlefield"),
...     ev.AttackersDeclared(0, ((10, -2),)),
...     ev.BlockersDeclared(1, ((12, 10),)))]
>>> lines[-2:]
['Alice attacks with Grizzly Bears #10', 'Bob blocks: Hill Giant blocks Grizzly Bears #10']
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from grimoire.rules import events as ev


class Narrator:
    """Turns events into lines, naming objects (see the module docstring)."""

    __slots__ = ("_battlefield", "_names", "players", "step")

    def __init__(self, players: Sequence[str], *, known: Mapping[int, str] | None = None,
                 battlefield: Iterable[int] = ()) -> None:
        self.players = tuple(players)
        self._names: dict[int, str] = dict(known or {})
        self._battlefield: set[int] = set(battlefield)
        self.step = ""

    def label(self, oid: int) -> str:
        """The name of object ``oid`` (``#id`` if never seen; ``name #id`` if another
        object with the same name is on the battlefield)."""
        name = self._names.get(oid)
        if name is None or name == "?":
            return f"#{oid}"
        if oid in self._battlefield and any(
                o != oid and self._names.get(o) == name for o in self._battlefield):
            return f"{name} #{oid}"
        return name

    def learn(self, event: ev.Event) -> None:
        """Update what the narrator knows from ``event`` (call in log order)."""
        match event:
            case ev.StepBegan(step, _):
                self.step = step
            case ev.ZoneChanged(old, new, name, _, _, frm, to, _):
                if name != "?":
                    self._names[old] = name
                    if new:
                        self._names[new] = name
                if frm == "battlefield":
                    self._battlefield.discard(old)
                if to == "battlefield" and new:
                    self._battlefield.add(new)
            case ev.CardDrawn(_, card, name) if name != "?":
                self._names[card] = name
            case ev.SpellCast(_, spell, name, _) | ev.SpellCopied(_, spell, name):
                self._names[spell] = name
            case ev.LandPlayed(_, card, name) | ev.Sacrificed(_, card, name):
                self._names[card] = name
            case ev.AbilityActivated(_, source, name, _, _) | ev.AbilityTriggered(
                    _, source, name, _, _) if source > 0:
                self._names.setdefault(source, name)
            case ev.DamageDealt(source, name, _, _, _):
                self._names.setdefault(source, name)
            case _:
                pass

    def line(self, event: ev.Event) -> str:
        """Learn from ``event``, then describe it."""
        self.learn(event)
        return ev.describe(event, self.players, label=self.label, step=self.step)

    def lines(self, events: Iterable[ev.Event],
              skip: tuple[type, ...] = ()) -> list[str]:
        """Describe ``events`` in order, leaving out (but learning from) ``skip`` types."""
        out: list[str] = []
        for event in events:
            if isinstance(event, skip):
                self.learn(event)
                continue
            out.append(self.line(event))
        return out
