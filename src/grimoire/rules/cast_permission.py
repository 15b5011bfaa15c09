"""What a cast permission on an exiled card changes in casting it
(:class:`~grimoire.oracle.ir.CastPermission`): the flags the permission left on the card.

* ``"cast:free"``: cast without paying its mana cost (CR 118.9; mandatory additional
  costs are still paid, CR 601.2f);
* ``"cast:any_color"`` / ``"cast:any_type"``: mana may be spent as though it were of any
  color (any type) (CR 609.4b: the cost doesn't change, only how it may be paid: each
  colored symbol, and for "any type" each {C}, can be paid with any mana).

The flags live on the exiled object, so they end when it leaves exile (CR 400.7).

>>> payable_symbols(("2", "U", "R/G", "C"), frozenset({"cast:any_color"}))
('2', '1', '1', 'C')
>>> payable_symbols(("2", "U"), frozenset({"cast:free"}))
()
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

FREE = "cast:free"
ANY_COLOR = "cast:any_color"
ANY_TYPE = "cast:any_type"
_GENERIC_OK = frozenset({"X", "S"})


def is_free(flags: frozenset[str]) -> bool:
    """Whether the card may be cast without paying its mana cost."""
    return FREE in flags


def payable_symbols(symbols: tuple[str, ...], flags: frozenset[str]) -> tuple[str, ...]:
    """The mana symbols to pay for a mana cost ``symbols`` under the card's permission."""
    if FREE in flags:
        return ()
    if ANY_COLOR not in flags and ANY_TYPE not in flags:
        return symbols
    out: list[str] = []
    for symbol in symbols:
        generic = symbol.isdigit() or symbol in _GENERIC_OK
        if generic or (symbol == "C" and ANY_TYPE not in flags):
            out.append(symbol)
        else:
            out.append("1")  # any mana can pay it (CR 609.4b)
    return tuple(out)


def grant(game: Game, obj: GameObject, player: int, tag: str, *, free: bool,
          any_mana: str | None) -> None:
    """Let ``player`` play ``obj`` from where it is until ``tag`` ends (CR 601.2, 305.1), for
    free or with mana of any color or type when the permission says so (CR 609.4b)."""
    game.play_permissions[obj.id] = (player, tag)
    flags = set(obj.flags)
    if free:
        flags.add(FREE)
    if any_mana:
        flags.add(ANY_COLOR if any_mana == "color" else ANY_TYPE)
    obj.flags = frozenset(flags)
