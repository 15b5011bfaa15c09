"""``attached_to:`` in a scenario's battlefield entries: an Aura's or Equipment's host.

The host is named like any other reference (see :mod:`grimoire.scenario.refs`):
``Grizzly Bears``, ``Bob:Grizzly Bears``, ``Forest#2`` (the second one on that
battlefield), or a player's name for an Aura with "enchant player" (CR 303.4a, 702.5a).
It is resolved against the position's battlefields once both players are read, into
:class:`~grimoire.rules.position.PermanentSpec`'s ``attached_to=(seat, index)``; a name
that matches nothing, or permanents of both players without saying whose, is a
line-numbered :class:`~grimoire.errors.ScenarioError`. Whether the attachment is legal
is the engine's business (state-based actions, CR 704.5m-n).

>>> from grimoire.rules.position import PermanentSpec
>>> from grimoire.scenario.nodes import Reader
>>> import yaml
>>> node = yaml.compose('"Bob:Grizzly Bears"')
>>> fields = [(PermanentSpec("Pacifism"),), (PermanentSpec("Grizzly Bears"),)]
>>> host(Reader("demo.yaml"), node, ("Alice", "Bob"), fields, (0, 0))
(1, 0)

Bad references name the file and the line:

>>> from grimoire.errors import ScenarioError
>>> from grimoire.scenario import load_text
>>> def error(mine: str, host: str) -> str:
...     lines = ["name: bad host", "players:", f"  - battlefield: [{mine}]",
...              "  - battlefield:", f"      - {{card: Pacifism, attached_to: {host}}}"]
...     try:
...         load_text("\\n".join(lines), path="p.yaml")
...     except ScenarioError as problem:
...         return str(problem)
...     return "loaded"
>>> error("Grizzly Bears", "Grizzly Baers")
"p.yaml:5: attached_to: no 'Grizzly Baers' on the battlefield and no player named so; \
did you mean Grizzly Bears?"
>>> error("Pacifism", "Pacifism")
"p.yaml:5: attached_to: 'Pacifism' is ambiguous: say Alice:Pacifism or Bob:Pacifism"
>>> error("Grizzly Bears", "Alice:Grizzly Bears#2")
"p.yaml:5: attached_to: 'Alice:Grizzly Bears#2': there are only 1 'Grizzly Bears'"
>>> error("Grizzly Bears", "Bob:Pacifism")
"p.yaml:5: attached_to: 'Bob:Pacifism' names the permanent itself"
>>> error("Grizzly Bears", "Alice")
'loaded'
"""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from dataclasses import dataclass, replace

import yaml

from grimoire.rules.position import PermanentSpec
from grimoire.scenario.nodes import Reader
from grimoire.scenario.refs import parse_reference


@dataclass(frozen=True, slots=True)
class PendingHost:
    """An ``attached_to:`` read but not yet resolved: the entries it applies to
    (``seat``, battlefield indexes) and the YAML node naming the host."""

    seat: int
    indexes: tuple[int, ...]
    node: yaml.Node


def host(r: Reader, node: yaml.Node, names: tuple[str, ...],
         battlefields: Sequence[Sequence[PermanentSpec]], attached: tuple[int, int]
         ) -> tuple[int, int]:
    """The ``(seat, index)`` that ``node`` names (index -1: the player), for the entry at
    ``attached`` (which can't be its own host)."""
    text = r.string(node, "attached_to")
    if text in names:
        return names.index(text), -1  # CR 702.5a: "enchant player"
    who, name, nth = parse_reference(text, names)
    seats = [names.index(who)] if who is not None else list(range(len(names)))
    wanted = name.casefold()
    found = [(seat, i) for seat in seats for i, spec in enumerate(battlefields[seat])
             if spec.name.casefold() == wanted]
    if not found:
        present = sorted({s.name for seat in seats for s in battlefields[seat]})
        close = difflib.get_close_matches(name, present, n=3)
        hint = f"; did you mean {', '.join(close)}?" if close else ""
        scope = f"{who}'s battlefield" if who is not None else "the battlefield"
        r.fail(node, f"attached_to: no {name!r} on {scope} and no player named so{hint}")
    if who is None and len({seat for seat, _ in found}) > 1:
        options = " or ".join(f"{names[s]}:{name}" for s in sorted({s for s, _ in found}))
        r.fail(node, f"attached_to: {text!r} is ambiguous: say {options}")
    if nth is not None:
        if nth < 1 or nth > len(found):
            r.fail(node, f"attached_to: {text!r}: there are only {len(found)} {name!r}")
        found = [found[nth - 1]]
    choice = next((f for f in found if f != attached), None)
    if choice is None:
        r.fail(node, f"attached_to: {text!r} names the permanent itself")
    return choice


def resolve_hosts(r: Reader, pending: Sequence[PendingHost], names: tuple[str, ...],
                  battlefields: list[list[PermanentSpec]]) -> None:
    """Fill in ``attached_to`` for every pending entry (in place)."""
    for p in pending:
        for index in p.indexes:
            where = host(r, p.node, names, battlefields, (p.seat, index))
            battlefields[p.seat][index] = replace(battlefields[p.seat][index],
                                                  attached_to=where)
