"""Effects that move objects between zones (CR 400, 701): destroy, exile, sacrifice,
discard, counter, return, put into a library / onto the battlefield, create tokens.

Each sets the resolution's ``did`` flag to whether anything moved (a move of zero objects
did nothing, IR convention); those that find objects bind the new objects (CR 400.7).
"""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations
from typing import TYPE_CHECKING

from grimoire.effects.each_player import choose_then
from grimoire.mechanics import face_down_exile
from grimoire.mechanics.enter_attacking import KEY as ATTACKING
from grimoire.mechanics.enter_attacking import enter_attacking
from grimoire.mechanics.meld import cards_became
from grimoire.oracle import ir
from grimoire.rules import damage, linked, query, zones
from grimoire.rules import events as ev
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.attachments import can_attach, choose_hosts, is_aura
from grimoire.rules.cardinfo import info_for, token_definition
from grimoire.rules.costs import unsacrificeable
from grimoire.rules.counters import add_counters
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution
from grimoire.rules.this_way import DESTROYED
from grimoire.rules.values import (
    amount_value,
    apnap,
    effect_amount,
    objects,
    players,
    remember_moved,
)

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject


def _finish(res: Resolution, moved: list[int], bind: str | None = None) -> None:
    res.did = bool(moved)
    if bind:
        res.bindings[bind] = tuple(moved)


@resolves(ir.Destroy)
def destroy(game: Game, res: Resolution, node: ir.Destroy, answer: Action | None) -> None:
    moved = []
    for oid in objects(game, res, node.what):
        obj = game.objects.get(oid)
        if obj is None or obj.zone != "battlefield":
            # CR 701.8a, 400.7: already gone, e.g. an umbra armor Aura destroyed instead of
            # the creature it enchanted earlier in this same "destroy all" (CR 702.89a): it
            # is a new object elsewhere now, not destroyed again.
            continue
        # CR 701.8a, 702.12b, 701.15a; 701.15c: "can't be regenerated": shields don't apply
        name = game.objects[oid].name
        new = damage.destroy(game, oid, regenerate=not node.no_regenerate)
        if new is not None:
            moved.append(new)
            # who destroyed it ("Whenever a spell or ability an opponent controls destroys")
            game.emit(ev.Destroyed(res.controller, oid, new, name, res.source))
            # CR 608.2c: "for each permanent destroyed this way" (grimoire.rules.this_way),
            # wherever a replacement effect put it (CR 614.6)
            res.scratch[DESTROYED] = (*res.scratch.get(DESTROYED, ()), oid)
    _finish(res, moved)
    if node.bind:  # "a creature card put into a graveyard this way": not one exiled instead
        res.bindings[node.bind] = tuple(  # (CR 614.6) nor a token (not a card; CR 111.8:
            new for new in moved if new in game.objects  # it can't come back)
            and game.objects[new].zone == "graveyard" and game.objects[new].kind == "card")


@resolves(ir.Exile)
def exile(game: Game, res: Resolution, node: ir.Exile, answer: Action | None) -> None:
    if node.until_source_leaves and not linked.source_still_there(game, res.source):
        _finish(res, [], node.bind)  # CR 610.3a-b: the source already left; nothing moves
        return
    holder: list[int] = []
    if node.until_leaves is not None:  # CR 610.3a, 608.2b: that object gone or illegal
        holder = [h for h in objects(game, res, node.until_leaves)
                  if linked.source_still_there(game, h)]
        if not holder:
            _finish(res, [], node.bind)
            return
    found, moved = [], []
    for oid in objects(game, res, node.what):
        # CR 712.21c: a melded permanent exiled is two cards, each found by "that card"
        for card in cards_became(game, zones.move(game, oid, "exile")):
            found.append(oid)
            moved.append(card)
    if holder and moved:  # (Calix's ruling: a token exiled this way never returns)
        linked.record_until(game, holder[0], tuple(moved))
    if node.face_down:  # CR 406.3: exiled face down, hidden from every player
        face_down_exile.turn_down(game, moved)
    if node.bind:
        remember_moved(res, found, moved)
    if (node.linked or node.until_source_leaves or node.return_when_leaves) and moved:
        # CR 607.2a: remember what this object exiled, per source object (ids are never
        # reused: if the source already left, only its own abilities read this record);
        # "Return that card ... when ~ leaves": only while the source is still there
        back = node.until_source_leaves or (
            node.return_when_leaves and linked.source_still_there(game, res.source))
        linked.record(game, res.source, tuple(moved), until=back)
    _finish(res, moved, node.bind)


@resolves(ir.ReturnToHand, ir.PutIntoHand)
def to_hand(game: Game, res: Resolution, node: ir.ReturnToHand | ir.PutIntoHand,
            answer: Action | None) -> None:
    moved = [zones.move(game, oid, "hand") for oid in objects(game, res, node.what)]
    _finish(res, moved)


@resolves(ir.PutIntoGraveyard)
def to_graveyard(game: Game, res: Resolution, node: ir.PutIntoGraveyard,
                 answer: Action | None) -> None:
    moved = [zones.move(game, oid, "graveyard") for oid in objects(game, res, node.what)]
    _finish(res, moved, node.bind)


def _in_any_order(game: Game, res: Resolution, node: ir.PutIntoLibrary, ids: list[int],
                  answer: Action | None) -> Decision | None:
    """CR 401.4: cards put on top or on the bottom of a library at the same time go in the
    order their owner chooses: the owner picks them one at a time (each goes there next,
    over or under the ones already put). A card put there is a new object (CR 400.7), so
    ``ids`` holds only the cards still to place."""
    placed = list(res.scratch.pop("placed", ()))
    if isinstance(answer, Choose) and isinstance(answer.value, tuple) and answer.value:
        first = answer.value[0]
        if first in ids:
            ids.remove(first)
            placed.append(zones.put_in_library(game, first, None,
                                               bottom=node.place == "bottom"))
    for owner in apnap(game):
        mine = [oid for oid in ids if game.objects[oid].owner == owner]
        if len(mine) > 1:
            res.scratch["placed"] = tuple(placed)
            where = "on the bottom" if node.place == "bottom" else "on top"
            return Decision("choose_objects", owner, prompt=f"put which card {where} next?",
                            options=tuple(mine), source=res.source, rule="CR 401.4")
    placed.extend(zones.put_in_library(game, oid, None, bottom=node.place == "bottom")
                  for oid in ids)
    _finish(res, placed)
    return None


@resolves(ir.PutIntoLibrary)
def to_library(game: Game, res: Resolution, node: ir.PutIntoLibrary,
               answer: Action | None) -> Decision | None:
    depth = amount_value(game, res, node.depth, res.you) if node.depth is not None else None
    moved = []
    shuffle_owners: list[int] = []
    ids = objects(game, res, node.what)
    if node.order == "random":  # "in a random order" (CR 401.4): the game's seeded RNG
        game.rng.shuffle(ids)
    elif node.order == "any" and node.place in ("top", "bottom"):
        return _in_any_order(game, res, node, ids, answer)
    for oid in ids:
        owner = game.objects[oid].owner
        if node.place == "top":
            moved.append(zones.put_in_library(game, oid, None))
        elif node.place == "bottom":
            moved.append(zones.put_in_library(game, oid, None, bottom=True))
        elif node.place == "beneath_top":
            # Underdark Rift's ruling: fewer than X cards → the bottom (put_in_library).
            moved.append(zones.put_in_library(game, oid, depth or 0))
        else:
            moved.append(zones.put_in_library(game, oid, None))
            if owner not in shuffle_owners:
                shuffle_owners.append(owner)
    for owner in shuffle_owners:
        zones.shuffle(game, owner)
    _finish(res, moved)
    return None


@resolves(ir.PutOntoBattlefield)
def onto_battlefield(game: Game, res: Resolution, node: ir.PutOntoBattlefield,
                     answer: Action | None) -> Decision | None:
    if answer is not None and ATTACKING in res.scratch:  # CR 508.4: what each attacks
        return enter_attacking(game, res, None, answer)
    who = players(game, res, node.controller)
    controller = who[0] if who else res.you
    moving: list[tuple[int, int]] = []
    for oid in objects(game, res, node.what):
        obj = game.objects[oid]
        if not obj.info.is_permanent or obj.zone == "battlefield":
            continue  # CR 110.4: only permanent cards can be put onto the battlefield
        if node.transformed and obj.info.card.back is None:
            continue  # CR 712.14a: a card that isn't a transforming DFC stays where it is
        # "under its owner's control" / "their owners' control": each card's own owner.
        moving.append((oid, obj.owner if isinstance(node.controller, ir.OwnerOf)
                       else controller))
    auras = [(oid, c) for oid, c in moving if is_aura(game.objects[oid].info)]
    if node.attach_to is not None:  # "attached to target creature" (Gryff's Boon)
        named = objects(game, res, node.attach_to)
        hosts: dict[int, int | None] | Decision = {
            oid: named[0] if named and can_attach(game, game.objects[oid], named[0], c)
            else None for oid, c in auras}
    else:
        hosts = choose_hosts(game, res, auras, answer) if auras else {}
    if isinstance(hosts, Decision):
        return hosts  # CR 303.4f: the Aura's controller chooses what it will enchant
    moved = []
    for oid, who_controls in moving:
        if oid in hosts and hosts[oid] is None:
            continue  # CR 303.4g: nothing it could enchant: it stays where it is
        new = zones.move(game, oid, "battlefield", controller=who_controls,
                         tapped=node.tapped, attach_to=hosts.get(oid),
                         transformed=node.transformed)
        moved.append(new)
        if node.linked:  # CR 607.2a: "the creature put onto the battlefield with ~"
            linked.record(game, res.source, (new,))
        if node.counters and new in game.objects:
            # CR 614.1c, 122.6: it enters with the counters (nothing checks state-based
            # actions in between; they count as "put on" it, CR 122.6)
            for spec in node.counters:
                if spec.if_type is not None and not query.matches(
                        game, game.objects[new], ir.ObjectFilter(types_any=(spec.if_type,)),
                        res.you, res.source):
                    continue  # "... if it's a creature": the type it entered as (614.12)
                add_counters(game, game.objects[new], spec.kind,  # (by: CR 122.6a)
                             effect_amount(game, res, spec.amount, res.you),
                             by=game.objects[new].controller)
    # CR 400.7j: "Put a creature card from among them onto the battlefield ... It gains
    # hexproof": later parts of the effect find the permanent the chosen card became; so
    # for a remembered card ("return that card to the battlefield ... If you do, discard
    # cards equal to that creature's toughness": Vanish into Memory's ruling) and for the
    # set ("Each of them is a 1/1 Spirit ...": node.bind)
    bind = node.what.bind if isinstance(node.what, ir.Chosen) else (
        node.what.name if isinstance(node.what, ir.Bound) else None)
    _finish(res, moved, node.bind or (bind if moved else None))
    if node.attacking:  # CR 508.4: put onto the battlefield attacking (never "attacked")
        return enter_attacking(game, res, [o for o in moved if o in game.objects], None)
    return None


@resolves(ir.PlayersPutOntoBattlefield)
def players_put(game: Game, res: Resolution, node: ir.PlayersPutOntoBattlefield,
                answer: Action | None) -> Decision | None:
    """Exhume: each player in APNAP order chooses a matching card in their own graveyard
    (CR 101.4), then the chosen cards enter at once under their choosers' control."""
    picks: tuple[tuple[int, int], ...] = res.scratch.get("players_put", ())
    chose = {seat for seat, _ in picks}
    for seat in players(game, res, node.players):
        if seat in chose:
            continue
        pool = [o for o in game.players[seat].graveyard if game.objects[o].info.is_permanent
                and query.matches(game, game.objects[o], node.filter, seat, res.source)]
        picked = choose_then(res, seat, pool, 1, answer, "put onto the battlefield",
                             "CR 101.4")
        if isinstance(picked, Decision):
            return picked
        answer = None
        picks = (*picks, *((seat, oid) for oid in picked))
        chose.add(seat)
        res.scratch["players_put"] = picks
    res.scratch.pop("players_put", None)
    _finish(res, [zones.move(game, oid, "battlefield", controller=seat) for seat, oid in picks])
    return None


@resolves(ir.SacrificeThis)
def sacrifice_this(game: Game, res: Resolution, node: ir.SacrificeThis,
                   answer: Action | None) -> None:
    obj = game.objects.get(res.source)
    if obj is None or obj.zone != "battlefield" or obj.controller != res.controller \
            or unsacrificeable(game, obj):  # CR 701.17a: it can't be sacrificed
        res.did = False
        return
    _finish(res, [zones.sacrifice(game, obj.id)])  # CR 701.17a


@resolves(ir.CounterSpell)
def counter(game: Game, res: Resolution, node: ir.CounterSpell,
            answer: Action | None) -> Decision | None:
    moved = []
    for oid in objects(game, res, node.what):
        obj = game.objects[oid]
        if obj.zone != "stack" or any(isinstance(a.effect, ir.CantBeCountered)
                                      and a.effect.filter is None for _, a in obj.info.statics) \
                or _protected(game, obj):
            continue  # CR 101.2: "can't be countered" wins
        # CR 701.5a: a countered spell goes to its owner's graveyard; an ability ceases.
        # "If that spell is countered this way, exile it instead" (CR 614.1a).
        if node.instead and obj.kind != "ability":
            # CR 614.1a, 614.15: "put it into its owner's hand / on top of / on the bottom
            # of its owner's library instead": a self-replacement, so it never heads for the
            # graveyard (flashback's exile still applies to the new destination)
            if node.instead == "top_or_bottom" and answer is None:
                return Decision("yes_no", res.you, prompt=f"put {obj.name} on top of its "
                                "owner's library? (no: the bottom)", options=(True, False),
                                source=res.source, rule="CR 614.1a")
            top = node.instead == "top" or (node.instead == "top_or_bottom" and isinstance(
                answer, Choose) and answer.value is True)
            if node.instead == "hand":
                zones.move(game, oid, "hand")
            else:
                zones.move(game, oid, "library", position=None if top else 0)
        else:
            zones.move(game, oid, "exile" if node.exile_instead and obj.kind != "ability"
                       else "graveyard")
        moved.append(oid)
    _finish(res, moved)
    return None


def _protected(game: Game, spell: GameObject) -> bool:
    """A permanent's "<kind> spells you control can't be countered" covers ``spell``."""
    for oid in game.battlefield:
        source = game.objects[oid]
        for _, ability in source.info.statics:
            eff = ability.effect
            if isinstance(eff, ir.CantBeCountered) and eff.filter is not None and \
                    query.matches(game, spell, eff.filter, source.controller, oid):
                return True
    return False


@resolves(ir.CreateTokens)
def create_tokens(game: Game, res: Resolution, node: ir.CreateTokens,
                  answer: Action | None) -> Decision | None:
    if answer is not None and ATTACKING in res.scratch:  # CR 508.4: what each attacks
        return enter_attacking(game, res, None, answer)
    count = effect_amount(game, res, node.amount, res.you)
    spec = node.token
    if node.size is not None:  # an X/X token: X read once, as the tokens are made (CR 111.4)
        side = effect_amount(game, res, node.size, res.you)
        other = side if node.toughness_size is None else effect_amount(
            game, res, node.toughness_size, res.you)
        spec = replace(spec, power=side, toughness=other)
    info = info_for(token_definition(spec))
    made: list[int] = []
    for seat in players(game, res, node.controller):
        made.extend(zones.create_token(game, info, seat, tapped=node.tapped)
                    for _ in range(zones.token_count(game, seat, count)))  # CR 614.1a
    _finish(res, made, node.bind)
    if node.attacking:  # CR 508.4: put onto the battlefield attacking (never "attacked")
        return enter_attacking(game, res, made, None)
    return None


def subsets(pool: tuple[int, ...], low: int, high: int) -> list[tuple[int, ...]]:
    """Every subset of ``pool`` of size ``low``..``high`` (for choose decisions)."""
    out: list[tuple[int, ...]] = []
    for n in range(low, min(high, len(pool)) + 1):
        out.extend(combinations(pool, n))
    return out
