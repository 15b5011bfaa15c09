"""Layer 1: copy effects and copiable values (CR 613.2, 707).

**Copiable values** (CR 707.2, 613.2c): what a copy of an object gets — the values printed
on it, as modified by other copy effects (a Clone that copied a Bear has the Bear's values,
CR 707.3), by its face-down status (CR 708.2) and by the exceptions of the copy effect that
made it (CR 707.9a-b); never counters, status or non-copy effects (a boost until end of
turn, an Aura's bonus, a type change). :func:`copiable` gives them for any object; every
copying effect (a token copy, myriad, entering as a copy) reads them there.

**Entering as a copy** (CR 614.1c, 707.5): "You may have this creature enter as a copy of
any creature on the battlefield[, except ...]" (:class:`~grimoire.oracle.ir.EntersAsCopy`)
is a replacement effect: the permanent becomes the copy as it enters, so the copied
"enters tapped"/"enters with" abilities apply and its enters-the-battlefield triggers
trigger (CR 707.5). Its controller chooses among the objects already on the battlefield
(not one entering at the same time, ruling) or declines: then it enters as itself (Clone
as a 0/0 that state-based actions put into the graveyard). The choice is made as it would
enter: :func:`choose` asks a ``choose_objects`` decision by stopping the instruction that
moves it, which runs again with the answer (the way a CR 616.1 order is asked,
:mod:`grimoire.rules.replace`); a permanent spell resolving asks through
:class:`EnterAsCopySpell`, a land being played through :class:`EnterAsCopyLand`. Where the
game can't stop it enters as itself.

What may be copied is on the battlefield, or a card in a graveyard when the filter names
that zone (Body Double; CR 707.2: its printed values). "Enter tapped as a copy" (Vesuva)
enters tapped only as a copy; "except it enters with an additional +1/+1 counter on it if
it's a creature" (Spark Double) reads the copy as it is on the battlefield (CR 707.9e).
Another permanent's "Creatures you control enter as a copy of this creature" (Essence of
the Wild, :func:`others_copy`) applies with no choice and wins over the entering
creature's own copy effect (the rulings: whatever order they apply in).

The copy effect is applied to the object as it is made (layer 1 comes before every other
layer, so :func:`grimoire.rules.layers.characteristics` starts from it): ``obj.info`` is
the copy, ``obj.copied`` its copiable values, ``obj.base`` the card's own values, which the
card has again once it leaves the battlefield (CR 400.7). A copy of a double-faced card
copies the face that is up (CR 707.8) and is not itself double-faced, so it can't
transform (CR 701.28c). X in the copied mana cost is 0 (ruling).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from grimoire.core.mana import ManaCost
from grimoire.oracle import ir
from grimoire.rules import replace as pipeline
from grimoire.rules.actions import Decision
from grimoire.rules.cardinfo import CardInfo, info_for, note, per_game, remember
from grimoire.rules.faces import FACE_UP
from grimoire.rules.grants import leaving
from grimoire.rules.layers import own_info
from grimoire.rules.query import matches
from grimoire.rules.replacement import ENTERS
from grimoire.rules.resolution import Resolution, begin, begin_entering

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

WORDS = frozenset({"EntersAsCopy"})
"""The IR word of the class: a game whose cards lack it never looks for the effect."""
OTHERS_WORDS = frozenset({"OthersEnterAsCopy"})
"""The IR word of "creatures you control enter as a copy of ~" (Essence of the Wild)."""
_PLAIN = ir.EntersAsCopy(ir.ObjectFilter())
"""A copy effect without exceptions: another permanent's "enter as a copy of ~"."""

_TRANSFORMED = "transformed"
"""The flag of a double-faced permanent with its back face up (grimoire.rules.transform)."""


@dataclass(frozen=True, slots=True)
class EnterAsCopySpell:
    """Internal node: a permanent spell with an "enter as a copy" replacement resolves and
    becomes a permanent (CR 608.3), its controller choosing what it copies as it enters
    (CR 614.1c, 707.5)."""

    spell: int


@dataclass(frozen=True, slots=True)
class EnterAsCopyLand:
    """Internal node: ``player`` plays the land ``card`` (CR 305.1), which has an "enter as
    a copy" replacement: it enters, its controller choosing what it copies as it enters
    (CR 614.1c, 707.5; Vesuva)."""

    card: int
    player: int


def copiable(obj: GameObject) -> CardInfo:
    """``obj``'s copiable values (CR 707.2, 613.2c): see the module docstring."""
    if obj.hidden is not None:
        return own_info(obj)  # CR 708.2: the face-down values are its copiable values
    if obj.copied is not None:
        return obj.copied  # CR 707.3: a copy's copiable values are what it copied
    if _TRANSFORMED in obj.flags or FACE_UP in obj.flags:
        return own_info(obj)  # CR 707.8: the face that is up (a transformed or modal DFC)
    return obj.base or own_info(obj)  # printed values, not non-copy effects (CR 707.2)


_MADE: dict[tuple[int, int, ir.CopyExceptions, bool], tuple[CardInfo, CardInfo, CardInfo]] = \
    per_game({})
"""The copiable values made for a copy, per game: keyed by the copying object's own info, new
in each game (issue 18: kept across games, it grew with the number of games played)."""


def copy_values(values: CardInfo, exceptions: ir.CopyExceptions, own: CardInfo, *,
                faces: bool = False) -> CardInfo:
    """The copiable values of a copy of ``values`` with ``exceptions`` (CR 707.9a-c),
    made by an object whose own values are ``own``; ``faces``: a token copy keeps the back
    face of a transforming card (CR 707.8a), a permanent that becomes a copy doesn't."""
    key = (id(values), id(own), exceptions, faces)
    hit = _MADE.get(key)
    if hit is not None and hit[0] is values and hit[1] is own:
        return hit[2]
    card = values.card
    if not faces:
        card = replace(card, back=None)
    supertypes = tuple(s for s in card.supertypes if s not in exceptions.remove_supertypes)
    supertypes += tuple(s for s in exceptions.add_supertypes if s not in supertypes)
    changes: dict[str, Any] = {
        "supertypes": supertypes,
        "card_types": card.card_types + tuple(
            t for t in exceptions.add_types if t not in card.card_types),
        "subtypes": card.subtypes + tuple(
            s for s in exceptions.add_subtypes if s not in card.subtypes),
        "abilities": card.abilities + exceptions.abilities,  # CR 707.9a
    }
    if exceptions.name is not None:  # "~": the copying object's own name
        changes["name"] = own.name if exceptions.name == "~" else exceptions.name
    if exceptions.power is not None:
        changes["power"] = exceptions.power
    if exceptions.toughness is not None:
        changes["toughness"] = exceptions.toughness
    if exceptions.keep_colors:  # CR 707.9c-d: its own colors, no color indicator copied
        changes["colors"] = own.card.colors
    if exceptions.add_colors:  # CR 707.9b: "black ... in addition to its other colors"
        kept = set(changes.get("colors", ()) or values.colors) | set(exceptions.add_colors)
        changes["colors"] = tuple(c for c in "WUBRG" if c in kept)
    if exceptions.set_colors is not None:  # CR 707.9b: "except it's white"
        changes["colors"] = exceptions.set_colors
    if exceptions.no_mana_cost:  # CR 707.9b: "it has no mana cost" (mana value 0, 202.3a)
        changes["mana_cost"], changes["front_mana_cost"] = ManaCost(()), None
    made = info_for(replace(card, **changes))
    remember(_MADE, key, (values, own, made))  # bounded: see cardinfo.CACHE_LIMIT
    return made


def entering_copy(info: CardInfo) -> ir.EntersAsCopy | None:
    """The "enter as a copy" replacement of a card with ``info``, if it has one."""
    for _, ability in info.statics:
        if isinstance(ability.effect, ir.EntersAsCopy):
            return ability.effect
    return None


def candidates(game: Game, obj: GameObject, effect: ir.EntersAsCopy,
               controller: int) -> tuple[int, ...]:
    """What ``obj`` may enter as a copy of: the objects on the battlefield that match the
    effect's filter for ``controller`` (ruling: only ones already there), or the cards in
    graveyards that do when the filter names that zone (Body Double, CR 707.2)."""
    if effect.filter.zone == "graveyard":
        pool = [oid for p in game.players for oid in p.graveyard]
    else:
        pool = game.battlefield
    return tuple(oid for oid in pool if oid != obj.id and matches(
        game, game.objects[oid], effect.filter, controller, obj.id))


def _enters_matching(game: Game, obj: GameObject, flt: ir.ObjectFilter, controller: int,
                     source: GameObject) -> bool:
    """Whether ``obj``, about to enter under ``controller``'s control, is one of
    ``source``'s "<filter> you control" (CR 614.12: as it would exist on the
    battlefield: its controller then, its own characteristics)."""
    if flt.controller == "you" and controller != source.controller:
        return False
    if flt.controller == "opponent" and controller == source.controller:
        return False
    return matches(game, obj, replace(flt, controller="any", zone=None), source.controller,
                   source.id)


def others_copy(game: Game, obj: GameObject, controller: int) -> int | None:
    """The permanent ``obj`` enters as a copy of by another permanent's "<filter> you
    control enter as a copy of ~" (Essence of the Wild) or "... of enchanted creature"
    (Infinite Reflection), or None (CR 614.1c, 707.5). With several, the most recent
    permanent's effect is applied last, so it is that one's copy (the rulings: "the one
    whose copy effect you apply last"). Only permanents already on the battlefield apply
    (a permanent entering at the same time as Essence of the Wild doesn't copy it)."""
    if not game.n_statics or OTHERS_WORDS.isdisjoint(game.vocabulary):
        return None
    found: int | None = None
    for oid in game.battlefield:
        source = game.objects[oid]
        for _, ability in source.info.statics:
            effect = ability.effect
            if not isinstance(effect, ir.OthersEnterAsCopy) or oid == obj.id or \
                    not _enters_matching(game, obj, effect.filter, controller, source):
                continue
            of = oid if effect.of == "self" else source.attached_to
            if of is not None and of in game.objects and game.objects[of].zone == "battlefield":
                found = of
    return found


def _key(oid: int) -> tuple[Any, ...]:
    return ("enter_as_copy", oid)


def choose(game: Game, obj: GameObject, controller: int
           ) -> tuple[ir.EntersAsCopy, int | None] | None:
    """Before ``obj`` moves onto the battlefield under ``controller``: its "enter as a
    copy" replacement and the object chosen to copy (None: declined or nothing to copy);
    None if it has no such replacement. Raises :class:`~grimoire.rules.replace.
    ReplacementOrderNeeded` to ask the controller where the game can stop."""
    if obj.hidden is not None:  # CR 708.3: a face-down permanent has no such ability
        return None
    other = others_copy(game, obj, controller)
    if other is not None:  # Essence of the Wild's, whichever order its own copy effect
        return _PLAIN, other  # and this one apply (the rulings): no question asked
    effect = entering_copy(obj.info)
    if effect is None:
        return None
    key = _key(obj.id)
    for asked, chosen in game.replacement_answers:
        if asked == key:
            picked = chosen[0] if isinstance(chosen, tuple) and chosen else None
            still = picked is not None and picked in game.objects and \
                game.objects[picked].zone == (effect.filter.zone or "battlefield")
            return effect, picked if still else None
    options = candidates(game, obj, effect, controller)
    if not options or not pipeline.can_ask():
        return effect, None  # nothing to copy, or nowhere to stop: it enters as itself
    raise pipeline.ReplacementOrderNeeded(Decision(
        "choose_objects", controller,
        prompt=f"{obj.name} enters as a copy of which (none: it enters as itself)?",
        options=options, min_count=0, max_count=1, source=obj.id,
        rule="CR 707.5, 614.1c", data=(key,)))


def become(game: Game, obj: GameObject, effect: ir.EntersAsCopy, original: int) -> None:
    """Make the entering ``obj`` a copy of ``original`` (CR 707.5): layer 1 before any
    other, so everything after reads the copy (its statics, triggers, "enters with")."""
    source = game.objects[original]
    own = obj.info
    made = copy_values(copiable(source), effect.exceptions, own)
    obj.base = own  # CR 400.7: it is the card again once it leaves
    obj.copied = made
    obj.info = made
    note(game, made)


def extra_counters(game: Game, obj: GameObject, effect: ir.EntersAsCopy) -> None:
    """ "except it enters with N additional +1/+1 counters" (CR 707.9e: an additional
    effect of entering, through the replacement pipeline like any "enters with"); "... if
    it's a creature": read from the copy as it is now on the battlefield (Spark Double's
    ruling: its own characteristics, not the copied permanent's)."""
    exceptions = effect.exceptions
    if exceptions.counters is not None:
        ENTERS[ir.EntersWithCounters](game, obj, ir.EntersWithCounters(
            "+1/+1", exceptions.counters))
    for more in exceptions.more_counters:
        if more.if_type is None or matches(game, obj, ir.ObjectFilter(
                types_any=(more.if_type,)), obj.controller, obj.id):
            ENTERS[ir.EntersWithCounters](game, obj, ir.EntersWithCounters(
                more.kind, more.amount))


def token_enters(game: Game, obj: GameObject) -> None:
    """A token being created (CR 111.1) enters as a copy of what another permanent's
    "creatures you control enter as a copy of ~" names (Essence of the Wild's rulings: a
    token stays a token)."""
    other = others_copy(game, obj, obj.controller)
    if other is not None:
        become_copy(game, obj, game.objects[other], _PLAIN.exceptions, None, False)


def enters_copying(game: Game, oid: int) -> bool:
    """If the resolving permanent spell ``oid`` may enter as a copy, start the resolution
    that asks as it enters (True); otherwise False (it just enters)."""
    obj = game.objects[oid]
    if obj.hidden is not None or entering_copy(obj.info) is None:
        return False
    return begin_entering(game, oid, EnterAsCopySpell(oid))


def land_enters_copying(game: Game, player: int, card: int) -> bool:
    """If the land ``card`` being played may enter as a copy, start the resolution that
    asks as it enters (True); otherwise False (it just enters)."""
    obj = game.objects[card]
    if not obj.info.statics or obj.hidden is not None or entering_copy(obj.info) is None:
        return False
    res = Resolution(item=card, source=card, controller=player, source_name=obj.name)
    res.push(EnterAsCopyLand(card, player))
    return begin(game, res)


def become_copy(game: Game, obj: GameObject, source: GameObject,
                exceptions: ir.CopyExceptions, ability: ir.Ability | None,
                until_end_of_turn: bool) -> None:
    """The permanent ``obj`` becomes a copy of ``source`` (CR 707.4): its copiable values
    become ``source``'s with ``exceptions`` (and the ability that made the copy, CR 707.9a);
    no enters or leaves abilities trigger and the non-copy effects on it go on applying
    (they are layered on top, :mod:`grimoire.rules.layers`). Until end of turn, the copy
    effect ends in the cleanup step (CR 514.2) and its earlier values return."""
    values = copiable(source)
    own = obj.hidden or obj.base or own_info(obj)
    made = copy_values(values, exceptions, own)
    if ability is not None and ability not in made.card.abilities:
        made = info_for(replace(made.card, abilities=(*made.card.abilities, ability)))
    if obj.hidden is not None:  # CR 707.3 (example): still face down; face up, the copy
        obj.hidden = made
        note(game, made)
        return
    if obj.grant is not None:  # granted abilities are given again on top (grants.refresh)
        leaving(game, obj)
        obj.info = own_info(obj)
        obj.grant = None
    if until_end_of_turn:
        game.reverts = (*game.reverts, ("copy", obj.id, (obj.info, obj.copied)))
    before_statics, before_triggers = bool(obj.info.statics), bool(obj.info.triggered)
    if obj.base is None:
        obj.base = obj.info  # CR 400.7: it is the card again once it leaves
    obj.copied = made
    obj.info = made
    note(game, made)
    if obj.zone == "battlefield":
        game.n_statics += bool(made.statics) - before_statics
        game.n_watchers += bool(made.triggered) - before_triggers
    game.version += 1  # CR 613.2a: layer 1 changed


def end_copy(game: Game, obj: GameObject, old: tuple[CardInfo, CardInfo | None]) -> None:
    """An "until end of turn" copy effect ends (CR 514.2): the values it had before."""
    info, copied = old
    before_statics, before_triggers = bool(obj.info.statics), bool(obj.info.triggered)
    if obj.grant is not None:
        leaving(game, obj)
        obj.grant = None
    obj.info = info
    obj.copied = copied
    if obj.base is info:
        obj.base = None
    if obj.zone == "battlefield":
        game.n_statics += bool(info.statics) - before_statics
        game.n_watchers += bool(info.triggered) - before_triggers
    game.version += 1
