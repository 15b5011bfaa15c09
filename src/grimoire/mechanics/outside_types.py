"""Static abilities that change the types of cards outside the battlefield: "Lands you control
and land cards you own that aren't on the battlefield are Deserts in addition to their other
types." (Dune Chanter).

CR 611.3a: a static ability's continuous effect applies at all times while its source is on
the battlefield; CR 604.1 and the rule's own words reach cards in every other zone (a hand, a
library, a graveyard, exile, the command zone). CR 205.1b, 613.1d: the types are added, the
card keeps the ones it has. So a land card in its owner's graveyard is a Desert card there:
"Desert cards" in a search, a "Whenever a Desert card is put into your graveyard" trigger and
"You may play Desert lands from your graveyard" all see it (each reads a card's
characteristics through :func:`grimoire.rules.layers.characteristics`, which asks
:data:`~grimoire.rules.hooks.OUTSIDE_CHARACTERISTICS` for a card outside the battlefield).
Once the source leaves the battlefield the cards are what they print again.

The effects are found among the statics of the permanents as the layers give them (an ability
lost or gained counts, CR 613.1f), once per layered world: a game without such a card never
asks (the hook is registered with ``words``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import hooks, layers

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.layers import Chars
    from grimoire.rules.objects import GameObject

_WORDS = frozenset({"CardsOutsideAre"})

Sources = tuple[tuple[int, ir.CardsOutsideAre], ...]
_LAST: list[object] = [None, ()]
"""The last layered world asked about (kept alive here, so its id is never reused) and the
effects found in it: (controller of the source, effect)."""


def _scan(game: Game) -> Sources:
    return tuple((layers.characteristics(game, obj).controller, effect)
                 for obj, effect in layers.static_effects(game)
                 if isinstance(effect, ir.CardsOutsideAre))


def _sources(game: Game) -> Sources:
    """The effects on the battlefield now (no cache while the layers are being built)."""
    if game.chars is not None and game.chars.__class__ is not tuple:
        return _scan(game)  # (a world being built: its readers see the values so far)
    world = layers.world(game)
    if _LAST[0] is not world:
        _LAST[0], _LAST[1] = world, _scan(game)
    found: Sources = _LAST[1]  # type: ignore[assignment]
    return found


def _outside(game: Game, obj: GameObject, chars: Chars) -> Chars:
    """``obj`` (outside the battlefield) with the types the effects add (CR 205.1b)."""
    if obj.kind != "card":
        return chars
    out = chars
    for controller, effect in _sources(game):
        flt = effect.filter
        if flt.owner == "you" and obj.owner != controller:
            continue
        if flt.types_any and chars.types.isdisjoint(flt.types_any):
            continue  # (its own card types: the effects add no card type they match)
        if out is chars:
            out = chars.copy()  # (the card's plain characteristics are shared)
        out.types = out.types | frozenset(effect.card_types)
        out.subtypes = out.subtypes | frozenset(effect.subtypes)
    return out


hooks.OUTSIDE_CHARACTERISTICS.add(_outside, words=_WORDS)  # CR 611.3a, 613.1d
