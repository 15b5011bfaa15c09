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
EXILE_INSTEAD = "cast:exile_instead"
"""Cast with the permission, the spell is exiled instead of going to a graveyard
(:func:`exiled_instead`)."""
_GENERIC_OK = frozenset({"X", "S"})


def is_free(flags: frozenset[str]) -> bool:
    """Whether the card may be cast without paying its mana cost."""
    return FREE in flags


def exiled_instead(game: Game, player: int, obj: GameObject) -> bool:
    """Whether ``player`` casting ``obj`` now does it with a permission whose spell "would be
    put into a graveyard, exile it instead" (CR 614.1a)."""
    entry = game.play_permissions.get(obj.id)
    return EXILE_INSTEAD in obj.flags and entry is not None and entry[0] == player


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
          any_mana: str | None, exile_instead: bool = False) -> None:
    """Let ``player`` play ``obj`` from where it is until ``tag`` ends (CR 601.2, 305.1), for
    free or with mana of any color or type when the permission says so (CR 609.4b);
    ``exile_instead``: the spell cast this way is exiled instead of going to a graveyard
    (:data:`EXILE_INSTEAD`, CR 614.1a)."""
    game.play_permissions[obj.id] = (player, tag)
    flags = set(obj.flags)
    if exile_instead:
        flags.add(EXILE_INSTEAD)
    if free:
        flags.add(FREE)
    if any_mana:
        flags.add(ANY_COLOR if any_mana == "color" else ANY_TYPE)
    obj.flags = frozenset(flags)
