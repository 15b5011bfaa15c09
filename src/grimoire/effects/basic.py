"""Damage, life, cards, libraries and permanents: the everyday effects.

DealDamage (CR 120), GainLife/LoseLife (CR 119), Fight (CR 701.14), DrawCards (CR 121),
Shuffle (CR 701.20), LibraryLook (scry 701.18, surveil 701.42, mill 701.13b),
SearchLibrary (CR 701.19), LookAt, TapPermanents (CR 701.21), PutCounters/RemoveCounters
(CR 122), ModifyPowerToughness and GrantKeywords (CR 611.2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, get_args

from grimoire.mechanics.scry import look
from grimoire.mechanics.stun import stunned
from grimoire.oracle import ir
from grimoire.rules import continuous, damage, knowledge, query, zones
from grimoire.rules import events as ev
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.choice_bounds import land_types
from grimoire.rules.continuous import COUNTER_PREFIX, until_roll_tag
from grimoire.rules.counters import add_counters
from grimoire.rules.objects import GameObject, Seat, Target
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import amount_value, effect_amount, lki, lki_objects, objects, players

if TYPE_CHECKING:
    from grimoire.rules.game import Game

_PLAYER_REFS = get_args(ir.PlayerRef)
"""Every kind of player reference (read from the IR's union, so a new one is never taken
for an object reference: "each player who controls a white creature" once was)."""


def _recipients(game: Game, res: Resolution, ref: object) -> list[Target]:
    if isinstance(ref, ir.AttackedBySource):  # CR 506.2: the player or planeswalker it
        attacked = [game.combat.attackers.get(o) for o in objects(game, res, ref.attacker)]
        return [t for t in attacked if isinstance(t, Seat)] + list(objects(game, res, ref))
    if isinstance(ref, ir.TargetRef):
        found: list[Target] = [Seat(p) for p in players(game, res, ref)]
        found.extend(objects(game, res, ref))
        return found
    if isinstance(ref, _PLAYER_REFS):
        return [Seat(p) for p in players(game, res, ref)]
    return list(objects(game, res, ref))


def _source(game: Game, res: Resolution, ref: object) -> GameObject | None:
    known = lki_objects(game, res, ref)  # CR 608.2h: a gone source deals damage as it last was
    if known:
        return known[0]
    return lki(game, res.source)


@resolves(ir.DealDamage)
def deal_damage(game: Game, res: Resolution, node: ir.DealDamage,
                answer: Action | None) -> None:
    if node.each_source:  # each deals damage equal to its own power (Band Together)
        recipients = list(_recipients(game, res, node.recipient))
        hits = [damage.deal_damage(game, game.objects[oid], target,
                                   query.power(game, game.objects[oid]))
                for oid in objects(game, res, node.source) for target in recipients]
        res.did = sum(hits) > 0
        return
    source = _source(game, res, node.source)
    amount = effect_amount(game, res, node.amount, res.you)
    dealt = 0
    if source is not None:
        for target in _recipients(game, res, node.recipient):
            hit = damage.deal_damage(game, source, target, amount,
                                     unpreventable=node.unpreventable)  # CR 615.12
            dealt += hit
            if node.no_regenerate and hit > 0 and isinstance(target, int):
                # CR 701.15c: "A creature dealt damage this way can't be regenerated this
                # turn": its shields no longer apply until the turn ends.
                game.no_regeneration = game.no_regeneration | {target}
    res.did = dealt > 0


def _lethal(game: Game, obj: GameObject, source: GameObject) -> int:
    """The damage ``source`` would have to deal to ``obj`` to be lethal (CR 120.4a, 120.6,
    702.2c): what its toughness still takes (1 from a deathtouch source), its loyalty for a
    planeswalker; the greatest of those it has."""
    found = 0
    if query.is_creature(game, obj):
        left = max(0, query.toughness(game, obj) - obj.damage)
        found = min(left, 1) if query.has_keyword(game, source, "deathtouch") else left
    if "planeswalker" in obj.info.types:
        found = max(found, (obj.counters or {}).get("loyalty", 0))
    return found


@resolves(ir.ExcessDamage)
def excess_damage(game: Game, res: Resolution, node: ir.ExcessDamage,
                  answer: Action | None) -> None:
    """CR 120.4a: the excess over lethal damage goes to the creature's controller instead;
    the two parts are dealt at the same time (one instruction, one batch)."""
    inner = node.damage
    assert isinstance(inner, ir.DealDamage)
    source = _source(game, res, inner.source)
    amount = effect_amount(game, res, inner.amount, res.you)
    dealt = 0
    if source is not None:
        for target in _recipients(game, res, inner.recipient):
            rest, excess = amount, 0
            if isinstance(target, int):
                obj = game.objects[target]
                excess = max(0, amount - _lethal(game, obj, source))
                rest, controller = amount - excess, obj.controller
            dealt += damage.deal_damage(game, source, target, rest,
                                        unpreventable=inner.unpreventable)
            if excess:
                dealt += damage.deal_damage(game, source, Seat(controller), excess,
                                            unpreventable=inner.unpreventable)
    res.did = dealt > 0


@resolves(ir.GainLife, ir.LoseLife)
def life(game: Game, res: Resolution, node: ir.GainLife | ir.LoseLife,
         answer: Action | None) -> None:
    amount = effect_amount(game, res, node.amount, res.you)
    sign = 1 if isinstance(node, ir.GainLife) else -1
    who = players(game, res, node.player)
    for seat in who:
        damage.change_life(game, seat, sign * amount)
    if sign < 0 and amount > 0:  # read by "the total life lost this way" (CR 702.101a)
        res.scratch["life_lost"] = int(res.scratch.get("life_lost", 0)) + amount * len(who)
    res.did = bool(who) and amount > 0


@resolves(ir.Fight)
def fight(game: Game, res: Resolution, node: ir.Fight, answer: Action | None) -> None:
    first, second = objects(game, res, node.first), objects(game, res, node.second)
    if not first or not second:
        res.did = False  # CR 701.14b: if either is gone, no damage is dealt
        return
    a, b = game.objects[first[0]], game.objects[second[0]]
    damage.deal_damage(game, a, b.id, query.power(game, a))
    damage.deal_damage(game, b, a.id, query.power(game, b))
    for fighter, other in ((a.id, b.id), (b.id, a.id)) if a.id != b.id else ((a.id, a.id),):
        game.emit(ev.Fought(fighter, other))  # CR 701.12a: "whenever ... fights"
    res.did = True


@resolves(ir.DrawCards)
def draw_cards(game: Game, res: Resolution, node: ir.DrawCards, answer: Action | None) -> None:
    """CR 121.2: the cards are drawn one at a time. A draw may stop the instruction to ask
    which replacement applies (dredge, CR 616.1, 702.52a); the instruction then runs again,
    so the draws already made are remembered (``res.scratch``) and not made twice."""
    count = effect_amount(game, res, node.amount, res.you)
    key = f"draws_done:{id(node)}"
    for i, seat in enumerate(players(game, res, node.player)):
        for k in range(count):
            done: tuple[int, ...] = res.scratch.get(key, ())  # per draw made: 1 if drawn
            if len(done) <= i * count + k:
                res.scratch[key] = (*done, len(zones.draw(game, seat, 1)))
    res.did = sum(res.scratch.pop(key, ())) > 0


@resolves(ir.Shuffle)
def shuffle(game: Game, res: Resolution, node: ir.Shuffle, answer: Action | None) -> None:
    for seat in players(game, res, node.player):
        library = game.players[seat].library
        kept = [o for o in res.bindings.get(node.then_top, ()) if o in library] \
            if node.then_top else []
        for oid in kept:  # "then shuffle and put that card on top" (CR 401.4)
            library.remove(oid)
        zones.shuffle(game, seat)
        library.extend(kept)  # (the list's end is the top)


@resolves(ir.LibraryLook)
def library_look(game: Game, res: Resolution, node: ir.LibraryLook,
                 answer: Action | None) -> Decision | None:
    who = players(game, res, node.player)
    if not who:
        return None
    count = effect_amount(game, res, node.amount, res.you)
    if node.kind == "mill":  # CR 701.13a: each player named mills (in turn order, CR 101.4)
        _mill(game, res, node.bind, who, count)
        return None
    seat = who[0]
    library = game.players[seat].library
    top = tuple(reversed(library[-count:])) if count > 0 else ()
    if node.kind == "reorder":  # you put them back in the order you choose (CR 608.2c)
        return look(game, res, "reorder", res.you, top, answer) if top or answer else None
    # CR 701.18a scry / 701.42a surveil: which cards go away, then the order of the rest
    # (decisions, see grimoire.mechanics.scry).
    asked = look(game, res, node.kind, seat, top, answer) if top or answer else None
    if asked is None and count > 0 and node.kind in ("scry", "surveil"):
        game.emit(ev.Scried(seat, node.kind))  # CR 701.18b, d; 701.42c
    return asked


def _mill(game: Game, res: Resolution, bind: str, who: list[int], count: int) -> None:
    """Each player in ``who`` puts the top ``count`` cards of their library into their
    graveyard (CR 701.13a); the cards that got there are bound under ``bind`` ("from
    among them", "the cards milled this way"): one a replacement effect sent elsewhere
    wasn't milled into the graveyard."""
    moved: list[int] = []
    for seat in who:
        library = game.players[seat].library
        top = tuple(reversed(library[-count:])) if count > 0 else ()
        moved.extend(zones.move(game, oid, "graveyard") for oid in top)
    milled = [n for n in moved if n in game.objects and game.objects[n].zone == "graveyard"]
    if bind:
        res.bindings[bind] = tuple(res.bindings.get(bind, ())) + tuple(milled)
    res.did = bool(moved)


@resolves(ir.SearchLibrary)
def search_library(game: Game, res: Resolution, node: ir.SearchLibrary,
                   answer: Action | None) -> Decision | None:
    who = players(game, res, node.player)
    if not who:
        res.did = False
        return None
    seat = who[0]
    if answer is None:
        library = game.players[seat].library
        pool = tuple(o for o in reversed(library)
                     if query.matches(game, game.objects[o], node.filter, seat, res.source))
        count = effect_amount(game, res, node.count, res.you)
        # CR 701.19b: searching for cards with a stated quality may fail to find them.
        has_quality = node.filter != ir.ObjectFilter()
        low = 0 if has_quality else min(count, len(pool))
        if not pool:
            res.bindings[node.bind] = ()
            res.did = False
            return None
        data: tuple[object, ...] = ()
        if node.share_land_type:  # "that share a land type": each card's land types
            data = ("share", tuple(land_types(game.objects[o]) for o in pool))
        return Decision("choose_objects", seat, prompt="search your library", options=pool,
                        min_count=low, max_count=min(count, len(pool)), source=res.source,
                        rule="CR 701.19", data=data)
    assert isinstance(answer, Choose) and isinstance(answer.value, tuple)
    found = [int(v) for v in answer.value]
    if node.destination is not None:
        dest = node.destination
        found = [zones.move(game, oid, dest, controller=seat, tapped=node.tapped)
                 for oid in found]
    res.bindings[node.bind] = tuple(found)
    res.did = bool(found)
    return None


@resolves(ir.LookAt)
def look_at(game: Game, res: Resolution, node: ir.LookAt, answer: Action | None) -> None:
    found = objects(game, res, node.what)
    knowledge.learn(game, (res.you,), found)  # CR 402.3: the one who looks sees them (only)
    res.bindings[node.bind] = tuple(found)
    res.did = bool(found)


@resolves(ir.TapPermanents)
def tap(game: Game, res: Resolution, node: ir.TapPermanents, answer: Action | None) -> None:
    changed = 0
    for oid in objects(game, res, node.what):
        obj = game.objects[oid]
        if obj.zone == "battlefield" and obj.tapped == node.untap:
            if node.untap and stunned(game, obj):  # CR 122.1d: a stun counter instead
                continue
            obj.tapped = not node.untap
            game.emit(ev.Tapped(oid, node.untap))
            changed += 1
    res.did = changed > 0


@resolves(ir.PutCounters, ir.RemoveCounters)
def counters(game: Game, res: Resolution, node: ir.PutCounters | ir.RemoveCounters,
             answer: Action | None) -> None:
    amount = effect_amount(game, res, node.amount, res.you)
    sign = 1 if isinstance(node, ir.PutCounters) else -1
    hit = objects(game, res, node.what)
    # CR 609.3: counters that aren't there can't be removed ("If you can't": CR 702.32a)
    short = sign < 0 and any(game.objects[oid].counter(node.kind) < amount for oid in hit)
    doubling = isinstance(node.amount, ir.CountersOn) and node.amount.ref == node.what \
        and node.amount.kind == node.kind
    for oid in hit:
        # CR 701.9e: "Double the number of +1/+1 counters on each of them" gives each one as
        # many as that one already has
        each = game.objects[oid].counter(node.kind) if doubling else amount
        add_counters(game, game.objects[oid], node.kind, sign * each)
    res.did = bool(hit) and amount > 0 and not short
    if isinstance(node, ir.PutCounters) and node.bind is not None and amount > 0:
        # "each creature that had counters put on it this way" (CR 608.2c): every player's
        # choices of a "for each player" add up
        res.bindings[node.bind] = (*res.bindings.get(node.bind, ()), *hit)


@resolves(ir.ModifyPowerToughness)
def modify_pt(game: Game, res: Resolution, node: ir.ModifyPowerToughness,
              answer: Action | None) -> None:
    p = amount_value(game, res, node.power, res.you)
    t = amount_value(game, res, node.toughness, res.you)
    hit = [o for o in objects(game, res, node.what) if game.objects[o].zone == "battlefield"]
    if hit:  # CR 611.2c: affects only objects there as it resolved
        continuous.lasting(game, res.source, res.you, node.duration, frozenset(hit),
                           power=p, toughness=t)
    res.did = bool(hit)


@resolves(ir.GrantKeywords)
def grant_keywords(game: Game, res: Resolution, node: ir.GrantKeywords,
                   answer: Action | None) -> None:
    hit = [o for o in objects(game, res, node.what) if game.objects[o].zone == "battlefield"]
    kws = tuple(k.lower() for k in node.keywords)
    until: str = node.duration
    if node.until_roll is not None:  # "..., or until any player rolls a 1, whichever comes first"
        until = until_roll_tag(len(game.events), node.until_roll)
    if node.while_counter is not None:  # "for as long as it has a feather counter on it"
        until = COUNTER_PREFIX + node.while_counter
    if hit:  # CR 611.2c, 613.1f: the creatures there as it resolved gain them
        continuous.lasting(game, res.source, res.you, until, frozenset(hit),
                           add_keywords=kws)
    res.did = bool(hit)
