"""Zones and zone changes (CR 400): moving objects, drawing, shuffling, making tokens.

A library is a list whose **last** element is the top card (drawing pops it). An object
that changes zones becomes a new object with a new id (CR 400.7); :func:`move` returns it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from grimoire.rules import events as ev
from grimoire.rules import hooks, knowledge
from grimoire.rules.cardinfo import CardInfo, note
from grimoire.rules.cast_options import remembered
from grimoire.rules.grants import leaving, now, own_info
from grimoire.rules.objects import GameObject
from grimoire.rules.replace import (
    ProposedDraw,
    ProposedMove,
    ProposedTokens,
    ProposedWin,
    outside_replacements,
    replace,
)

if TYPE_CHECKING:
    from grimoire.rules.game import Game

PLAYER_ZONES = frozenset({"library", "hand", "graveyard"})


def zone_list(game: Game, obj: GameObject) -> list[int]:
    """The list that holds ``obj`` (its owner's for library, hand and graveyard)."""
    zone = obj.zone
    if zone in PLAYER_ZONES:
        lst: list[int] = getattr(game.players[obj.owner], zone)
        return lst
    if zone == "battlefield":
        return game.battlefield
    if zone == "stack":
        return game.stack
    if zone == "exile":
        return game.exile
    return game.command


def new_object(game: Game, info: CardInfo, owner: int, zone: str, kind: str = "card",
               *, position: int | None = None) -> GameObject:
    """Create an object in ``zone`` (no event): the building block of every zone change."""
    game.next_id += 1
    game.timestamp += 1
    obj = GameObject(game.next_id, info, owner, zone, kind, game.timestamp)
    if info.serial not in game.info_serials:
        note(game, info)  # the per-game index of mechanisms (grimoire.rules.cardinfo)
    if kind in ("token", "copy"):
        game.n_volatile += 1
    game.objects[obj.id] = obj
    lst = zone_list(game, obj)
    if position is None:
        lst.append(obj.id)
    else:
        lst.insert(position, obj.id)
    if zone == "battlefield":
        _entered(game, obj)
    elif zone == "graveyard":
        _graveyard_watch(game, obj, 1)
    elif zone == "command":
        _command_watch(game, obj, 1)
    elif zone == "exile":
        _exile_watch(game, obj, 1)
    return obj


def _graveyard_watch(game: Game, obj: GameObject, delta: int) -> None:
    """Count a card whose triggered ability works from the graveyard (CR 113.6k) as a
    watcher while it is there, so events are checked against it."""
    if obj.info.graveyard_triggered:  # (triggers.graveyard_triggers, once per card)
        game.n_watchers += delta


def _exile_watch(game: Game, obj: GameObject, delta: int) -> None:
    """Count a card whose triggered ability works from exile (suspend, CR 113.6,
    702.62a) as a watcher while it is there."""
    if obj.info.exile_triggered:
        game.n_watchers += delta


def _command_watch(game: Game, obj: GameObject, delta: int) -> None:
    """Count a card whose triggered ability works from the command zone (eminence,
    CR 207.2c) as a watcher while it is there."""
    if obj.info.command_triggered:
        game.n_watchers += delta


def _entered(game: Game, obj: GameObject) -> None:
    obj.sick = True
    for entering in hooks.ENTERING.funcs:  # CR 716.3: a Class enters at level 1
        entering(obj)
    if obj.info.statics:
        game.n_statics += 1
    if obj.info.triggered:
        game.n_watchers += 1


def _layered_now(game: Game) -> None:
    """A permanent entered: every permanent gets the characteristics the layers give it at
    once (CR 613; rules.grants.refresh), not at the next state-based check. The new one
    enters with them (CR 614.12: Blood Moon takes away a land's "enters tapped" and "when
    it enters" abilities before they apply, rulings), and one that brings an effect
    (Humility) changes the others before anything else happens."""
    now(game)  # CR 613.1b too: Mind Control takes its creature as it enters


def left_battlefield(game: Game, obj: GameObject) -> None:
    """Bookkeeping when ``obj`` leaves the battlefield (counts, combat, granted abilities)."""
    _left_battlefield(game, obj)


def graveyard_watch(game: Game, obj: GameObject, delta: int) -> None:
    """Bookkeeping when ``obj`` enters (+1) or leaves (-1) a graveyard."""
    _graveyard_watch(game, obj, delta)


UNTIL_LEAVES = "until_leaves"
"""The kind of a ``game.reverts`` entry ``(UNTIL_LEAVES, oid, (source, old info))``: a change
to ``oid`` "for as long as <source> remains on the battlefield" (CR 611.2b), undone as the
source leaves (entries of other kinds end in the cleanup step, CR 514.2)."""


def restore_info(game: Game, obj: GameObject, old: CardInfo) -> None:
    """Give ``obj`` back the characteristics ``old`` it had before a change that ended
    (CR 514.2, 611.2b); the counts of permanents with statics and triggers follow."""
    statics, triggers = bool(obj.info.statics), bool(obj.info.triggered)
    obj.info = old
    if old is obj.base:
        obj.base = None
    if obj.zone == "battlefield":  # abilities it gained with the change end too
        game.n_statics += bool(old.statics) - statics
        game.n_watchers += bool(old.triggered) - triggers


def _end_linked(game: Game, gone: int) -> None:
    """CR 611.2b: the changes that lasted "for as long as" ``gone`` remained on the
    battlefield end (latest first); changes to ``gone`` itself are forgotten (CR 400.7)."""
    kept: list[tuple[str, int, Any]] = []
    for entry in game.reverts[::-1]:  # not reversed(): mypyc 2.4 fails on tuples of Any
        kind, oid, old = entry
        if kind == UNTIL_LEAVES and old[0] == gone:
            obj = game.objects.get(oid)
            if obj is not None:
                restore_info(game, obj, old[1])
        elif kind != UNTIL_LEAVES or oid != gone:
            kept.append(entry)
    game.reverts = tuple(reversed(kept))


def _left_battlefield(game: Game, obj: GameObject) -> None:
    if game.reverts:
        _end_linked(game, obj.id)
    if obj.info.statics:
        game.n_statics -= 1
    if obj.info.triggered:
        game.n_watchers -= 1
    game.combat.left_battlefield(obj.id)
    if game.regeneration and obj.id in game.regeneration:  # CR 400.7: a new object
        game.regeneration = tuple(s for s in game.regeneration if s != obj.id)
    if obj.grant is not None:
        leaving(game, obj)
    # CR 400.7: the object that returns has a new id, hence no linked cards; the old id's
    # record stays for its own "when ~ leaves the battlefield" abilities (CR 607.2a, 603.10a).


def move(game: Game, oid: int, to_zone: str, *, controller: int | None = None,
         position: int | None = None, tapped: bool = False, x: int = 0,
         emit: bool = True, attach_to: int | None = None, transformed: bool = False) -> int:
    """Move object ``oid`` to ``to_zone`` and return the new object's id (CR 400.7).

    ``position`` is an index into the destination list (for a library: ``0`` is the
    bottom, ``None`` the top). Objects go to their owner's library, hand or graveyard.
    An ability leaving the stack, or a token or copy leaving for a zone it can't exist in,
    still moves here; state-based actions make it cease to exist (CR 704.5d-e).
    ``attach_to``: what an Aura or Equipment entering the battlefield is attached to
    (an object id or ``-1 - seat``); an Aura spell enters attached to its target
    (see :mod:`grimoire.rules.attachments`).
    """
    oid = current_id(game, oid)
    moving = game.objects[oid]
    discarded: frozenset[str] | None = None
    shuffled_in = False
    if to_zone == "graveyard" and moving.zone == "hand" and hooks.DISCARD_REPLACED.funcs:
        discarded = hooks.discard_replacement(game, moving)  # madness (CR 702.35a)
        to_zone = "exile" if discarded is not None else to_zone
    if moving.flags or game.n_statics or moving.info.statics or game.move_replacers or (
            moving.counters and not hooks.MOVE_COUNTERS.isdisjoint(moving.counters)):
        # CR 614.1a, 616: flashback, unearth, Rest in Peace, an Attraction's junkyard ...
        asked = to_zone
        to_zone = replace(game, ProposedMove(oid, moving.zone, to_zone)).to_zone
        # "shuffle it into its owner's library instead": the library is shuffled after
        shuffled_in = to_zone == "library" and asked != "library"
        position = None if shuffled_in else position
    for redirect in hooks.MOVE_REDIRECT.funcs if game.states else ():  # a commander's
        # owner's choice (CR 903.9b)
        redirected = redirect(game, oid, to_zone)
        if redirected != to_zone:
            to_zone, position, shuffled_in = redirected, None, False
    copying = None
    if to_zone == "battlefield" and (moving.info.statics or game.n_statics) \
            and moving.kind != "ability":
        from grimoire.rules.copy_effects import become, choose, extra_counters
        # CR 614.1c, 707.5: "enter as a copy" is chosen before anything moves (it may ask)
        copying = choose(game, moving, moving.owner if controller is None else controller)
    old = game.objects.pop(oid)
    from_zone = old.zone
    source = zone_list(game, old)
    was_top = from_zone == "library" and source[-1] == oid  # its place is public
    source.remove(oid)
    if from_zone == "battlefield":
        _left_battlefield(game, old)
    elif from_zone == "graveyard":
        _graveyard_watch(game, old, -1)
    elif from_zone == "command":
        _command_watch(game, old, -1)
    elif from_zone == "exile":
        _exile_watch(game, old, -1)
    if old.kind == "ability":  # it ceases to exist; its controller stays known (CR 608.2h:
        game.last_known[oid] = old  # "Counter target ability. Its controller loses ...")
        if emit:
            game.emit(ev.ZoneChanged(oid, 0, old.name, old.owner, old.controller, from_zone,
                                     to_zone, old.kind))
        return 0
    game.next_id += 1
    game.timestamp += 1
    # CR 400.7: a new object with the card's own characteristics (granted abilities stay
    # behind)
    info = old.base or (own_info(old) if old.grant is not None else old.info)
    obj = GameObject(game.next_id, info, old.owner, to_zone, old.kind, game.timestamp)
    if info.serial not in game.info_serials:
        note(game, info)
    if old.hidden is not None:  # CR 708.4, 708.9: stays face down or is revealed
        for carry in hooks.FACE_DOWN_MOVED.funcs:
            carry(old, obj, from_zone, to_zone)
        info = obj.info
    if old.flags and hooks.FLAGGED_MOVED.funcs:  # CR 718.4: a prototype is itself again
        for moved in hooks.FLAGGED_MOVED.funcs:
            moved(old, obj, from_zone, to_zone)
        info = obj.info
    if to_zone == "battlefield":
        from grimoire.rules.transform import enter_transformed, enters_at_night
        if transformed or enters_at_night(game, obj):  # CR 702.145b
            enter_transformed(obj)  # CR 712.14a: it enters with its back face up
        info = obj.info
    game.objects[obj.id] = obj
    lst = zone_list(game, obj)
    if position is None:
        lst.append(obj.id)
    else:
        lst.insert(position, obj.id)
    if to_zone in knowledge.HIDDEN or old.id in game.known:
        knowledge.moved(game, old, obj, from_zone, was_top)  # who can tell it is this card
    if to_zone == "battlefield":
        obj.controller = old.owner if controller is None else controller
        obj.x = x
        if from_zone == "stack" and old.flags:  # CR 702.33d-e: read as it enters
            obj.flags = obj.flags | remembered(old.flags)
            if hooks.CAST_AS and old.base is not None:  # CR 702.103b: the permanent a
                info = cast_as(obj)  # bestowed Aura spell becomes is a bestowed Aura
        if attach_to is not None or (from_zone == "stack" and "Aura" in info.subtypes):
            from grimoire.rules.attachments import entering
            entering(game, old, obj, attach_to)  # CR 303.4a, 303.4f, 301.5e
        if copying is not None and copying[1] is not None:
            become(game, obj, copying[0], copying[1])  # layer 1, as it enters (CR 707.5)
            info = obj.info
            tapped = tapped or copying[0].tapped  # "enter tapped as a copy" (Vesuva)
        _entered(game, obj)
        _layered_now(game)
        from grimoire.rules.replacement import enter_replacements
        enter_replacements(game, obj, tapped)
        if copying is not None and copying[1] is not None:
            extra_counters(game, obj, copying[0])  # CR 707.9e
        for entered_with in hooks.ENTERED_WITH.funcs:  # loyalty (CR 306.5b, 702.150a),
            entered_with(game, obj, old)  # a Saga's lore counter (CR 714.3a)
    elif to_zone == "graveyard":
        _graveyard_watch(game, obj, 1)
    elif to_zone == "command":
        _command_watch(game, obj, 1)
    elif to_zone == "exile":
        _exile_watch(game, obj, 1)
    elif to_zone == "stack":
        obj.controller = old.owner if controller is None else controller
    if discarded is not None:
        obj.flags = obj.flags | discarded  # (before the event: it is still a discard)
    game.last_known[oid] = old
    for follow in hooks.IDENTITY_CHANGED.funcs if game.states else ():  # CR 903.3: a
        # commander designation
        follow(game, oid, obj.id, to_zone)  # follows the card
    if emit:
        game.emit(ev.ZoneChanged(oid, obj.id, old.name, old.owner, old.controller, from_zone,
                                 to_zone, old.kind, obj.hidden is not None))  # CR 708.5
    if shuffled_in and obj.zone == "library":
        # CR 701.20a: the whole library is randomized, so no card in it keeps a place (a
        # card known on top) or an id (the revealed card's) a player could follow
        shuffle(game, obj.owner)
    if from_zone == "battlefield" and game.exiled_until:
        from grimoire.rules.linked import source_left
        source_left(game, oid)  # CR 610.3: cards exiled until it leaves come back
    if discarded is not None and obj.zone == "exile":
        for hook in hooks.AFTER_DISCARD_EXILE.funcs:
            hook(game, obj)  # CR 702.35a: "When this card is exiled this way, ..."
    return obj.id


def cast_as(obj: GameObject) -> CardInfo:
    """The permanent ``obj`` that a resolving spell becomes keeps the characteristics
    that the alternative cost it was cast for gave it (:data:`~grimoire.rules.hooks.CAST_AS`,
    CR 702.103b), the card's own in ``base``; returns its characteristics."""
    for option, made in hooks.CAST_AS.items():
        if option in obj.flags:
            obj.base = obj.info
            obj.info = made(obj.info)
            break
    return obj.info


def sacrifice(game: Game, oid: int) -> int:
    """Sacrifice a permanent: its controller puts it into its owner's graveyard
    (CR 701.17a)."""
    obj = game.objects[oid]
    game.emit(ev.Sacrificed(obj.controller, oid, obj.name))
    return move(game, oid, "graveyard")


def cease(game: Game, oid: int) -> None:
    """Remove an object from the game entirely (a token or copy ceasing to exist)."""
    obj = game.objects.pop(oid)
    zone_list(game, obj).remove(oid)
    if obj.kind in ("token", "copy"):
        game.n_volatile -= 1
    if obj.zone == "battlefield":
        _left_battlefield(game, obj)
    elif obj.zone == "graveyard":
        _graveyard_watch(game, obj, -1)
    elif obj.zone == "command":
        _command_watch(game, obj, -1)
    elif obj.zone == "exile":
        _exile_watch(game, obj, -1)
    game.emit(ev.ZoneChanged(oid, 0, obj.name, obj.owner, obj.controller, obj.zone, "none",
                             obj.kind))
    if obj.zone == "battlefield" and game.exiled_until:
        from grimoire.rules.linked import source_left
        source_left(game, oid)  # CR 610.3: a token that ceases to exist has left too


def draw(game: Game, player: int, count: int = 1) -> list[int]:
    """``player`` draws ``count`` cards one at a time (CR 121.2); an empty library sets the
    flag CR 704.5b reads (CR 121.4)."""
    drawn: list[int] = []
    p = game.players[player]
    for _ in range(count):
        if game.n_statics or outside_replacements(game):  # (dredge: CR 702.52a)
            replaced = replace(game, ProposedDraw(player))
            if isinstance(replaced, ProposedWin):  # CR 614.6: an empty-draw win instead
                game.win(replaced.player, "drew from an empty library with an effect "
                         "that makes them win instead (CR 104.2b)")
            if game.result is not None:
                break
            if not isinstance(replaced, ProposedDraw):
                continue
        if not p.library:
            p.drew_from_empty = True
            continue
        oid = p.library[-1]
        new = move(game, oid, "hand")
        drawn.append(new)
        game.emit(ev.CardDrawn(player, new, game.objects[new].name))
        for hook in hooks.DRAWN.funcs:  # miracle (CR 702.94a)
            hook(game, player, new)
    return drawn


def shuffle(game: Game, player: int, *, reuse_ids: bool = False) -> None:
    """Shuffle ``player``'s library with the game's RNG (CR 701.20); unbiased Fisher-Yates.

    CR 701.20a: after a shuffle no player knows the library's order, so no card in it may
    keep an identity a player could have learned (a card revealed, or seen going into the
    library, CR 400.2): the shuffled cards get new ids, ascending from the bottom, that
    follow neither the old ids nor the deck list. ``reuse_ids`` (a game's setup and its
    mulligans, when nothing refers to a library card) hands out the library's own ids
    again instead of new ones. The RNG is drawn exactly as before: games stay replayable.
    """
    library = game.players[player].library
    if game.known:
        knowledge.forget(game, library)  # CR 701.20a: no one knows the order any more
    game.rng.shuffle(library)
    _renumber(game, library, sorted(library) if reuse_ids else None)
    game.emit(ev.Shuffled(player))


def _renumber(game: Game, library: list[int], ids: list[int] | None) -> None:
    """Give the cards of ``library`` the ids ``ids`` (or new ones), in library order."""
    objects = game.objects
    moving = [objects.pop(oid) for oid in library]
    for index, obj in enumerate(moving):
        old = obj.id
        if ids is None:
            game.next_id += 1
            obj.id = game.next_id
        else:
            obj.id = ids[index]
        objects[obj.id] = obj
        library[index] = obj.id
        if old == obj.id:
            continue
        if ids is None:
            game.renumbered[old] = obj.id  # the same object (see current_id)
        for follow in hooks.IDENTITY_CHANGED.in_game(game):  # CR 903.3: the designation
            follow(game, old, obj.id, None)  # follows the card (no zone change, 701.20a)
        if old in game.play_permissions:  # a shuffle is no zone change (CR 400.7): the
            game.play_permissions[obj.id] = game.play_permissions.pop(old)  # card keeps it


def current_id(game: Game, oid: int) -> int:
    """The id the object ``oid`` has now: a library card keeps its identity through a
    shuffle (CR 701.20a: no zone change, CR 400.7) but gets a new id, and an effect that
    chose it before the shuffle still moves it ("put three cards you searched for into
    your graveyard" when one of them, Darksteel Colossus, is shuffled into the library
    instead, CR 614.1a). Ids of the shuffles of the current action, and of a resolution
    paused for a decision, only (``game.renumbered``)."""
    while oid not in game.objects and oid in game.renumbered:
        oid = game.renumbered[oid]
    return oid


def put_in_library(game: Game, oid: int, depth: int | None, bottom: bool = False) -> int:
    """Put an object into its owner's library: on top, on the bottom, or just beneath the
    top ``depth`` cards; with fewer than ``depth`` cards it goes on the bottom (Underdark
    Rift's ruling)."""
    obj = game.objects[oid]
    library = game.players[obj.owner].library
    size = len(library) - (1 if obj.zone == "library" else 0)
    if bottom or (depth is not None and depth >= size):
        position: int | None = 0
    elif depth is None or depth <= 0:
        position = None
    else:
        position = size - depth
    return move(game, oid, "library", position=position)


def token_count(game: Game, controller: int, count: int) -> int:
    """How many tokens an effect that would create ``count`` tokens under ``controller``'s
    control creates, after replacement effects (CR 614.1a: Doubling Season)."""
    if count <= 0 or not game.n_statics:
        return count
    replaced = replace(game, ProposedTokens(controller, count))
    return 0 if replaced is None else int(replaced.count)


def create_token(game: Game, info: CardInfo, controller: int, *, tapped: bool = False) -> int:
    """Create a token on the battlefield under ``controller``'s control (CR 111.2)."""
    obj = new_object(game, info, controller, "battlefield", "token")
    obj.controller = controller
    if game.n_statics:  # "creatures you control enter as a copy of ~" (CR 614.1c, 707.5)
        from grimoire.rules.copy_effects import token_enters
        token_enters(game, obj)
    _layered_now(game)
    from grimoire.rules.replacement import enter_replacements
    enter_replacements(game, obj, tapped)
    for entered_with in hooks.ENTERED_WITH.funcs:  # CR 306.5b
        entered_with(game, obj, None)
    game.emit(ev.ZoneChanged(0, obj.id, obj.name, controller, controller, "none",
                             "battlefield", "token"))
    return obj.id
