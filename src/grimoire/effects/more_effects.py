"""Keyword actions, layer 6/7d changes, divided damage, reveals, player counters.

KeywordAction (adapt CR 701.43a, bolster 701.33a, connive 701.47a, explore 701.40a; the
other actions are listed in :data:`grimoire.oracle.support.UNSUPPORTED_VALUES` and raise),
SwitchPowerToughness (CR 613.4d), LoseKeywords (CR 613.1f), ProtectionFromChosenColor
(CR 702.16a), DealDividedDamage (CR 601.2d, 120.3), Reveal (CR 701.16a), PlayerCounters
(CR 122.1), SacrificeObjects (CR 701.17a) and EntersTappedEffect (CR 614.1c, 611.2a).

>>> from grimoire.rules.registry import RESOLVERS
>>> RESOLVERS[ir.KeywordAction].__name__
'keyword_action'
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from grimoire.effects import keyword_actions
from grimoire.effects.keyword_actions import ACTIONS as KEYWORD_ACTIONS
from grimoire.mechanics.dungeons import venture
from grimoire.mechanics.face_down import manifest, manifest_dread
from grimoire.mechanics.ring import tempt
from grimoire.oracle import ir
from grimoire.rules import continuous, damage, knowledge, query, zones
from grimoire.rules import events as ev
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.activation_limits import FORBIDDEN
from grimoire.rules.cardinfo import info_for
from grimoire.rules.costs import unsacrificeable
from grimoire.rules.counters import add_counters
from grimoire.rules.objects import GameObject, Seat, Target
from grimoire.rules.registry import UnsupportedEffectError, resolves
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import (
    effect_amount,
    follow,
    legal_group,
    lki,
    objects,
    players,
)

if TYPE_CHECKING:
    from grimoire.rules.game import Game

COLORS = ("W", "U", "B", "R", "G")


def _on_battlefield(game: Game, res: Resolution, ref: object) -> list[int]:
    return [o for o in objects(game, res, ref) if game.objects[o].zone == "battlefield"]


def _lasting(node_duration: str) -> None:
    # CR 611.2a: the engine ends these at end of turn (``game.reverts``) or never.
    if node_duration not in ("end_of_turn", "permanent"):
        raise UnsupportedEffectError(f"duration {node_duration!r} is not supported here")


@resolves(ir.SacrificeObjects)
def sacrifice_objects(game: Game, res: Resolution, node: ir.SacrificeObjects,
                      answer: Action | None) -> None:
    # CR 701.17a: the controller puts it into its owner's graveyard; objects that left the
    # battlefield are ignored (a new object, CR 400.7).
    moved = [zones.sacrifice(game, oid) for oid in _on_battlefield(game, res, node.what)
             if not unsacrificeable(game, game.objects[oid])]  # CR 701.17a
    res.did = bool(moved)


@resolves(ir.Reveal)
def reveal(game: Game, res: Resolution, node: ir.Reveal, answer: Action | None) -> None:
    # CR 701.16a: shown to all players; the cards stay where they are.
    shown = tuple(objects(game, res, node.what))
    knowledge.revealed(game, shown)
    if node.bind:
        res.bindings[node.bind] = shown
    res.did = bool(shown)


@resolves(ir.PlayerCounters)
def player_counters(game: Game, res: Resolution, node: ir.PlayerCounters,
                    answer: Action | None) -> None:
    # CR 122.1: counters on players (poison: CR 704.5c is checked by the SBA).
    amount = effect_amount(game, res, node.amount, res.you)
    who = players(game, res, node.player)
    for seat in who:
        counters = game.players[seat].counters
        counters[node.kind] = max(0, counters.get(node.kind, 0) + amount)
    res.did = bool(who) and amount > 0


@resolves(ir.SwitchPowerToughness)
def switch_pt(game: Game, res: Resolution, node: ir.SwitchPowerToughness,
              answer: Action | None) -> None:
    _lasting(node.duration)
    hit = _on_battlefield(game, res, node.what)
    if hit:  # CR 613.4d: applied after every other power/toughness change
        continuous.lasting(game, res.source, res.you, node.duration, frozenset(hit),
                           switch=True)
    res.did = bool(hit)


def _swap_info(game: Game, obj: GameObject, card: ir.CardDefinition, duration: str) -> None:
    if obj.base is None:
        obj.base = obj.info
    if duration == "end_of_turn":  # CR 514.2: undone in the cleanup step
        game.reverts = (*game.reverts, ("info", obj.id, obj.info))
    obj.info = info_for(card)


@resolves(ir.LoseKeywords)
def lose_keywords(game: Game, res: Resolution, node: ir.LoseKeywords,
                  answer: Action | None) -> None:
    # CR 613.1f (layer 6): the printed abilities and earlier grants are lost.
    _lasting(node.duration)
    lost = {k.lower() for k in node.keywords}
    hit = _on_battlefield(game, res, node.what)
    if hit:  # earlier grants and printed keywords go; later grants apply after it
        continuous.lasting(game, res.source, res.you, node.duration, frozenset(hit),
                           remove_keywords=tuple(sorted(lost)), cant_have=node.cant_have)
    res.did = bool(hit)


@resolves(ir.ProtectionFromChosenColor)
def protection_from_color(game: Game, res: Resolution, node: ir.ProtectionFromChosenColor,
                          answer: Action | None) -> Decision | None:
    _lasting(node.duration)
    hit = _on_battlefield(game, res, node.what)
    if not hit:
        res.did = False
        return None
    source = game.objects.get(res.source) or lki(game, res.source)
    if node.chosen:  # "the chosen color": chosen by the ability's "Choose a color." first
        color = source.chosen if source is not None else None
        if not isinstance(color, str):
            res.did = False
            return None
    elif answer is None:  # the color is chosen as the ability resolves
        return Decision("choose_color", res.you, prompt="choose a color", options=COLORS,
                        source=res.source, rule="CR 702.16a")
    else:
        assert isinstance(answer, Choose) and isinstance(answer.value, str)
        color = answer.value
    quality = ir.Keyword("protection", filter=ir.ObjectFilter(colors_any=(color,)))
    for oid in hit:
        obj = game.objects[oid]
        card = obj.info.card
        _swap_info(game, obj, replace(card, abilities=(*card.abilities, quality)),
                   node.duration)
    res.did = True
    return None


@resolves(ir.DealDividedDamage)
def divided_damage(game: Game, res: Resolution, node: ir.DealDividedDamage,
                   answer: Action | None) -> Decision | None:
    """CR 601.2d: the division announced as it was put on the stack
    (:mod:`grimoire.rules.division`); a target illegal now is dealt nothing and the others
    what was announced (CR 608.2b). "Divided evenly, rounded down": among the targets
    still legal, as it resolves (Fireball's rulings). A division inside a mode (not
    announced) is chosen here (a gap: ``grimoire.oracle.support``)."""
    recipients: list[Target] = [Seat(p) for p in players(game, res, node.recipients)]
    recipients.extend(objects(game, res, node.recipients))
    total = effect_amount(game, res, node.amount, res.you)
    announced = res.scratch.get("announced_division")
    if node.evenly or announced is not None:
        source = game.objects.get(res.source) or lki(game, res.source)
        if node.evenly:
            share = total // len(recipients) if recipients else 0
            plan = [(t, share) for t in recipients]
        else:
            assert announced is not None
            chosen, division = announced
            index = res.toff + node.recipients.index
            group = chosen[index] if index < len(chosen) else ()
            legal = set(legal_group(game, res, node.recipients.index))
            plan = []
            for target, amount in zip(group, division, strict=False):
                if target not in legal:
                    continue  # CR 608.2b: an illegal target is dealt nothing
                if isinstance(target, int):
                    now = follow(game, res, target)
                    if now is not None:
                        plan.append((now, amount))
                elif isinstance(target, Seat) and not game.players[target.index].lost:
                    plan.append((target, amount))
        dealt = 0
        if source is not None:
            for target, amount in plan:
                if amount > 0:
                    dealt += damage.deal_damage(game, source, target, amount)
        res.did = dealt > 0
        return None
    split: tuple[int, ...] = res.scratch.get("division", ())
    if answer is not None:
        assert isinstance(answer, Choose) and isinstance(answer.value, int)
        split = (*split, answer.value)
        res.scratch["division"] = split
    if len(recipients) > 1 and len(split) < len(recipients) - 1:
        left = total - sum(split)
        others = len(recipients) - len(split) - 1
        options = tuple(range(1, left - others + 1)) if left - others >= 1 else (left,)
        return Decision("choose_number", res.you, prompt="damage to the next target",
                        options=options, source=res.source, rule="CR 601.2d")
    res.scratch.pop("division", None)
    amounts = [*split, total - sum(split)]
    source = game.objects.get(res.source) or lki(game, res.source)
    dealt = 0
    if source is not None:
        for target, amount in zip(recipients, amounts, strict=False):
            dealt += damage.deal_damage(game, source, target, amount)
    res.did = dealt > 0
    return None


@resolves(ir.EntersTappedEffect)
def enters_tapped_effect(game: Game, res: Resolution, node: ir.EntersTappedEffect,
                         answer: Action | None) -> None:
    # CR 614.1c, 611.2a: a replacement effect created by a resolving spell; it ends at the
    # beginning of its controller's next turn or in the cleanup step (rules.turn).
    game.enter_tapped = (*game.enter_tapped, (res.you, node.filter, res.source, node.duration))
    res.did = True


# --- keyword actions (CR 701) -----------------------------------------------------------

SUPPORTED_ACTIONS = frozenset({"adapt", "bolster", "connive", "explore", "venture", "ring_tempts",
                               "manifest_dread", "manifest", "cloak"}) | KEYWORD_ACTIONS


@resolves(ir.KeywordAction)
def keyword_action(game: Game, res: Resolution, node: ir.KeywordAction,
                   answer: Action | None) -> Decision | None:
    if node.action not in SUPPORTED_ACTIONS:
        raise UnsupportedEffectError(f"keyword action {node.action!r} is not implemented")
    if node.action in KEYWORD_ACTIONS:  # amass (reads node.subtype, CR 701.44a), incubate
        return keyword_actions.resolve(game, res, node, answer)
    if node.action in ("manifest_dread", "manifest", "cloak"):  # grimoire.mechanics.face_down
        assert answer is None or isinstance(answer, Choose)
        seat = (players(game, res, node.player) or [res.you])[0]
        res.did = True
        if node.action == "manifest_dread":  # CR 701.60a
            return manifest_dread(game, seat, res.source, answer)
        library = game.players[seat].library  # CR 701.34a, 701.56a: the top card
        res.did = bool(library)
        if library:
            manifest(game, library[-1], seat, cloak=node.action == "cloak")
        return None
    if node.action == "ring_tempts":  # CR 701.52 (grimoire.mechanics.ring)
        return tempt(game, res, (players(game, res, node.player) or [res.you])[0], answer)
    if node.action == "venture":  # CR 701.46 (grimoire.mechanics.dungeons)
        return venture(game, res, (players(game, res, node.player) or [res.you])[0], answer,
                       node.subtype)  # "venture into Undercity" (CR 701.46d)
    amount = effect_amount(game, res, node.amount, res.you) if node.amount is not None else 1
    actor = _on_battlefield(game, res, node.what if node.what is not None else ir.ThisObject())
    if node.action == "adapt":  # CR 701.43a
        for oid in actor:
            if game.objects[oid].counter("+1/+1") == 0:
                add_counters(game, game.objects[oid], "+1/+1", amount)
        res.did = bool(actor)
        return None
    if node.action == "bolster":
        return _bolster(game, res, node, amount, answer)
    if node.action == "explore":
        return _explore(game, res, actor, answer)
    return _connive(game, res, actor, answer)


def _bolster(game: Game, res: Resolution, node: ir.KeywordAction, amount: int,
             answer: Action | None) -> Decision | None:
    # CR 701.33a: a creature you control with the least toughness (you choose among ties).
    seat = (players(game, res, node.player) or [res.you])[0]
    mine = [o for o in game.battlefield if game.objects[o].controller == seat
            and query.is_creature(game, game.objects[o])]
    if not mine:
        res.did = False
        return None
    least = min(query.toughness(game, game.objects[o]) for o in mine)
    tied = tuple(o for o in mine if query.toughness(game, game.objects[o]) == least)
    if len(tied) > 1 and answer is None:
        return Decision("choose_objects", seat, prompt="bolster", options=tied,
                        source=res.source, rule="CR 701.33a")
    chosen = tied[0] if answer is None else int(_first(answer))
    add_counters(game, game.objects[chosen], "+1/+1", amount)
    res.did = True
    return None


def _first(answer: Action) -> Any:
    assert isinstance(answer, Choose)
    value = answer.value
    return value[0] if isinstance(value, tuple) else value


def _explore(game: Game, res: Resolution, actor: list[int],
             answer: Action | None) -> Decision | None:
    # CR 701.40a: reveal the top card; a land goes to hand, else a +1/+1 counter and the
    # player may put the card into their graveyard. CR 701.40b: explores even if gone.
    obj = game.objects[actor[0]] if actor else lki(game, res.source)
    seat = obj.controller if obj is not None else res.you
    library = game.players[seat].library
    explored = ev.Explored(obj.id if obj is not None else res.source, seat)  # (CR 701.40c)
    if answer is not None:
        assert isinstance(answer, Choose)
        if answer.value is True and library:
            zones.move(game, library[-1], "graveyard")
        res.did = True
        game.emit(explored)  # CR 701.40b: it explored, the process complete
        return None
    if not library:
        res.did = True
        game.emit(explored)  # CR 701.40b: even if some actions were impossible
        return None
    top = game.objects[library[-1]]
    if "land" in top.info.types:
        zones.move(game, top.id, "hand")
        res.did = True
        game.emit(explored)
        return None
    for oid in actor:
        add_counters(game, game.objects[oid], "+1/+1", 1)
    return Decision("yes_no", seat, prompt=f"put {top.name} into your graveyard?",
                    options=(True, False), source=res.source, rule="CR 701.40a")


def _connive(game: Game, res: Resolution, actor: list[int],
             answer: Action | None) -> Decision | None:
    # CR 701.47a: draw a card, then discard a card; a nonland discard gives a +1/+1 counter.
    obj = game.objects[actor[0]] if actor else lki(game, res.source)
    seat = obj.controller if obj is not None else res.you
    hand = game.players[seat].hand
    if answer is None:
        zones.draw(game, seat, 1)
        if not hand:
            res.did = True
            return None
        if len(hand) > 1:
            return Decision("choose_objects", seat, prompt="discard a card",
                            options=tuple(hand), source=res.source, rule="CR 701.47a")
        discarded = hand[0]
    else:
        discarded = int(_first(answer))
    is_land = "land" in game.objects[discarded].info.types
    zones.move(game, discarded, "graveyard")
    if not is_land:
        for oid in actor:
            if game.objects[oid].zone == "battlefield":
                add_counters(game, game.objects[oid], "+1/+1", 1)
    res.did = True
    return None


@resolves(ir.ForbidActivations)
def forbid_activations(game: Game, res: Resolution, node: ir.ForbidActivations,
                       answer: Action | None) -> None:
    """CR 602.5: the permanents can't have their activated abilities activated, for as long
    as they stay on the battlefield (a new object after a zone change, CR 400.7)."""
    for oid in objects(game, res, node.what):
        obj = game.objects[oid]
        if obj.zone == "battlefield":
            obj.flags = obj.flags | {FORBIDDEN}
            game.version += 1
