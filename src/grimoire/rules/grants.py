"""Abilities granted by static abilities: "Creatures you control have "{T}: Add {G}."".

CR 613.1f (layer 6): ability-adding effects apply to the objects their filter matches, for
as long as the static's source is on the battlefield (CR 611.3a). A permanent with granted
abilities gets a :class:`~grimoire.rules.cardinfo.CardInfo` whose definition holds its own
abilities followed by the granted ones (CR 113.2/113.3: it has them like printed ones, so
triggers, activated and mana abilities, keywords and statics all work unchanged); the
granted abilities are recomputed whenever state-based actions are checked (CR 117.5).

Games with no granting static on the battlefield pay one test of a counter.

>>> from grimoire.oracle import ir
>>> bears = ir.CardDefinition("Grizzly Bears", card_types=("creature",), power=2, toughness=2)
>>> granted = with_abilities(bears, (ir.Keyword("Flying"),))
>>> [type(a).__name__ for a in granted.abilities], with_abilities(bears, ()) is bears
(['Keyword'], True)
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import layers
from grimoire.rules.cardinfo import CardInfo, info_for, per_game, remember
from grimoire.rules.control import sync
from grimoire.rules.layers import characteristics, relevant

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

_CACHE: dict[tuple[int, tuple[ir.Ability, ...]], tuple[ir.CardDefinition, ir.CardDefinition]]
_CACHE = {}


def with_abilities(card: ir.CardDefinition,
                   abilities: tuple[ir.Ability, ...]) -> ir.CardDefinition:
    """``card`` with ``abilities`` appended (cached; ``card`` itself if there are none)."""
    if not abilities:
        return card
    key = (id(card), abilities)
    hit = _CACHE.get(key)
    if hit is None or hit[0] is not card:
        hit = remember(_CACHE, key, (card, replace(card, abilities=card.abilities + abilities)))
    return hit[1]


LOST = ir.Keyword("(lost)")
"""Stands where an ability an effect removed was, so the other abilities keep their
indices (activations and triggers name abilities by index)."""

_MADE: dict[tuple[object, ...], tuple[ir.CardDefinition, ir.CardDefinition]] = per_game({})


def materialized(game: Game, obj: GameObject) -> CardInfo:
    """``obj``'s own card data changed to the characteristics the layers give it now
    (CR 613): its abilities (removed ones stand as :data:`LOST`, added ones follow), types,
    colors and base power/toughness; its own info when nothing changes them."""
    own = own_info(obj)
    if not relevant(game):
        return own
    return _made(own, characteristics(game, obj))


def _made(own: CardInfo, chars: layers.Chars) -> CardInfo:
    """:func:`materialized` for the characteristics ``chars`` of an object whose own card
    data is ``own``."""
    card = own.card
    same = chars.abilities is card.abilities
    # identity first: an object no effect touches shares its values with its own info
    if same and (chars.types is own.types or chars.types == own.types) \
            and (chars.subtypes is own.subtypes or chars.subtypes == own.subtypes) \
            and (chars.supertypes is own.supertypes or chars.supertypes == own.supertypes) \
            and (chars.colors is own.colors or chars.colors == own.colors) \
            and chars.power == own.power and chars.toughness == own.toughness:
        return own
    abilities = card.abilities
    if not same:
        have = {id(a) for a in chars.abilities}
        # CR 612: a printed ability whose text changed (layer 3) keeps its place
        now = tuple(chars.texts.get(id(a), a) for a in card.abilities) if chars.texts \
            else card.abilities
        mine = {id(a) for a in now}
        abilities = tuple(a if id(a) in have else LOST for a in now) + tuple(
            a for a in chars.abilities if id(a) not in mine)
    key = (id(card), tuple(id(a) for a in abilities), chars.types, chars.subtypes,
           chars.supertypes, chars.colors, chars.power, chars.toughness)
    hit = _MADE.get(key)
    if hit is None or hit[0] is not card:
        made = replace(card, abilities=abilities, card_types=_order(chars.types, card.card_types),
                       subtypes=_order(chars.subtypes, card.subtypes),
                       supertypes=_order(chars.supertypes, card.supertypes),
                       colors=tuple(c for c in "WUBRG" if c in chars.colors),
                       power=chars.power, toughness=chars.toughness)
        hit = (card, made)
        remember(_MADE, key, hit)  # bounded: see cardinfo.CACHE_LIMIT
    return info_for(hit[1])


def _order(values: frozenset[str], printed: tuple[str, ...]) -> tuple[str, ...]:
    """``values`` in printed order first, the others sorted."""
    return tuple(v for v in printed if v in values) + tuple(
        sorted(v for v in values if v not in printed))


def refresh(game: Game) -> None:
    """Give every permanent the characteristics the layers give it now (CR 613), so that
    triggers, activated and mana abilities read them like printed ones (CR 113.2)."""
    if not relevant(game):
        return
    world = layers.world(game)
    objects = game.objects
    if world is game.chars_given and len(world) == len(game.battlefield):
        # Checked at every state-based check: one loop, own_info inline (no calls).
        for oid in game.battlefield:
            chars = world.get(oid)
            obj = objects[oid]
            grant = obj.grant
            if chars is None or chars.info is not (
                    grant[0] if grant is not None and obj.info is grant[1] else obj.info):
                break
        else:
            return  # the same characteristics as last time, already given
    for oid in game.battlefield:
        obj = objects[oid]
        chars = world.get(oid)
        grant = obj.grant
        own = grant[0] if grant is not None and obj.info is grant[1] else obj.info  # own_info
        if chars is not None and chars.info is own and world is game.chars[1]:
            # what characteristics() would give: its own info when no effect touched it
            new = own if chars.shared else _made(own, chars)
        else:
            new = materialized(game, obj)
        if new is not obj.info:  # (else _set changes nothing)
            _set(game, obj, new)
    game.chars_given = layers.world(game)


def now(game: Game) -> None:
    """Apply the layers to every permanent at once (CR 613): its card data (abilities,
    types, power/toughness, :func:`refresh`) and its controller (layer 2,
    :func:`grimoire.rules.control.sync`) — not only when state-based actions are checked.
    Called as a permanent enters and after an instruction that changed the effects."""
    if game.n_statics or game.n_granted or game.effects or game.command:
        refresh(game)
        sync(game)


def _set(game: Game, obj: GameObject, new: CardInfo) -> None:
    state = obj.grant
    if state is not None and obj.info is not state[1]:
        state = None  # something else replaced its characteristics since (a Class level)
    base: CardInfo = state[0] if state is not None else obj.info
    if new is obj.info:
        return
    before_statics, before_triggers = bool(obj.info.statics), bool(obj.info.triggered)
    obj.info = new
    game.n_granted += (new is not base) - (state is not None)
    obj.grant = (base, new) if new is not base else None
    if obj.zone == "battlefield":
        game.n_statics += bool(new.statics) - before_statics
        game.n_watchers += bool(new.triggered) - before_triggers


def leaving(game: Game, obj: GameObject) -> None:
    """A permanent leaves the battlefield: the object keeps what it had for its "leaves the
    battlefield" abilities (CR 603.10a); the new object it becomes has its own abilities
    only (CR 400.7, see :func:`own_info`)."""
    if obj.grant is not None:
        game.n_granted -= 1


def own_info(obj: GameObject) -> CardInfo:
    """The object's characteristics without granted abilities."""
    return layers.own_info(obj)
