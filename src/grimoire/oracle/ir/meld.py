"""Meld (CR 701.37, 712.4): "exile them, then meld them into <name>"."""

from __future__ import annotations

from dataclasses import dataclass

from grimoire.oracle.ir.filters import ObjectFilter


@dataclass(frozen=True, slots=True)
class Meld:
    """Exile the source and a permanent matching ``partner`` (its counterpart: "a creature
    named Bruna, the Fading Light" you own and control), then, if both are cards of a meld
    pair in exile, put them onto the battlefield as one melded permanent with the
    characteristics of ``into``, the combined back face (CR 701.37a, 712.4a, 712.8g);
    otherwise they stay in exile (CR 701.37c)."""

    partner: ObjectFilter
    into: str
