"""Effects that change who controls, what things are, and what players may do.

GainControl (CR 613.1b), Animate (CR 613.1d, 613.4b), Attach (CR 701.3), Monstrosity
(CR 701.31), MayPlay (CR 601.2 / 305.1 permissions), DoesntUntap (CR 502.3), MustBlock /
CantAttackPlayers (CR 509.1c, 508.1c), SetMaxHandSize (CR 402.2),
SkipNextTurn (CR 500.11), WinGame / LoseGame (CR 104.2-104.3), RemoveAllCounters.

Control changes are layer-2 continuous effects with their durations (grimoire.rules.
control); other changes "until end of turn" are undone in the cleanup step (CR 514.2)
through ``game.reverts``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from grimoire.mechanics import skip_untap, this_combat, untap_locks
from grimoire.oracle import ir
from grimoire.rules import cast_permission as perm
from grimoire.rules import continuous, query, zones
from grimoire.rules import events as ev
from grimoire.rules.actions import Action
from grimoire.rules.attachments import attach as attach_to
from grimoire.rules.cardinfo import info_for
from grimoire.rules.combat_restrictions import MUST_BLOCK_PREFIX
from grimoire.rules.control import sync
from grimoire.rules.counters import add_counters
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import amount_value, apnap, objects, players

if TYPE_CHECKING:
    from grimoire.rules.game import Game


def _on_battlefield(game: Game, res: Resolution, ref: object) -> list[int]:
    return [o for o in objects(game, res, ref) if game.objects[o].zone == "battlefield"]


@resolves(ir.GainControl)
def gain_control(game: Game, res: Resolution, node: ir.GainControl,
                 answer: Action | None) -> None:
    who = players(game, res, node.player)
    hit = _on_battlefield(game, res, node.what)
    if not who or not hit:
        res.did = False
        return
    # CR 613.1b, 611.2c: a layer-2 effect on the objects fixed now, for its duration; the
    # controller changes at once (sickness, CR 302.6; out of combat, CR 506.4)
    duration = node.duration if node.while_counter is None else \
        continuous.COUNTER_PREFIX + node.while_counter  # CR 611.2b
    continuous.lasting(game, res.source, res.you, duration, frozenset(hit), control=who[0])
    sync(game)
    res.did = True


@resolves(ir.OwnersGainControl)
def owners_gain_control(game: Game, res: Resolution, node: ir.OwnersGainControl,
                        answer: Action | None) -> None:
    """CR 108.3, 613.1b, 611.2c: "Each player gains control of all creatures they own": the
    matching permanents someone other than their owner controls are fixed now, and each
    goes to its owner for good (a later control effect, with a later timestamp, wins again,
    CR 613.7). A player who has left the game owns nothing here (CR 800.4a)."""
    moved = False
    for seat in apnap(game):
        mine = frozenset(o for o in game.battlefield if game.objects[o].owner == seat
                         and game.objects[o].controller != seat
                         and query.matches(game, game.objects[o], node.filter, res.you,
                                           res.source))
        if mine:
            continuous.lasting(game, res.source, res.you, "permanent", mine, control=seat)
            moved = True
    sync(game)
    res.did = moved


@resolves(ir.SwapControlOfAll)
def swap_control(game: Game, res: Resolution, node: ir.SwapControlOfAll,
                 answer: Action | None) -> None:
    """CR 613.1b, 611.2c: the two groups are fixed as it resolves; each goes to the other
    player (none of either is fine: Reins of Power's ruling)."""
    others = players(game, res, node.other)
    if not others or others[0] == res.you:
        res.did = False
        return
    other = others[0]
    groups = {seat: frozenset(o for o in game.battlefield
                              if game.objects[o].controller == seat
                              and query.matches(game, game.objects[o], node.filter, res.you,
                                                res.source))
              for seat in (res.you, other)}
    for seat, gets in ((res.you, groups[other]), (other, groups[res.you])):
        if gets:
            continuous.lasting(game, res.source, res.you, node.duration, gets, control=seat)
    sync(game)
    res.bindings[node.bind] = tuple(groups[res.you] | groups[other])
    res.did = True


@resolves(ir.ExchangeControl)
def exchange_control(game: Game, res: Resolution, node: ir.ExchangeControl,
                     answer: Action | None) -> None:
    """CR 701.12a-b: two permanents exchange controllers (two layer-2 effects with no end);
    with one of them gone (CR 608.2b) or both under one player, nothing happens."""
    hit = _on_battlefield(game, res, node.what)
    if node.other is not None:
        hit += _on_battlefield(game, res, node.other)
    if len(hit) != 2 or game.objects[hit[0]].controller == game.objects[hit[1]].controller:
        res.did = False
        return
    first, second = (game.objects[o] for o in hit)
    continuous.lasting(game, res.source, res.you, "permanent", frozenset({first.id}),
                       control=second.controller)
    continuous.lasting(game, res.source, res.you, "permanent", frozenset({second.id}),
                       control=first.controller)
    sync(game)
    res.did = True


@resolves(ir.Animate)
def animate(game: Game, res: Resolution, node: ir.Animate, answer: Action | None) -> None:
    """CR 613.1d-f, 613.4b: it becomes the creature; "until end of turn" ends in the cleanup
    step (CR 514.2), "for as long as ~ remains on the battlefield" as the source leaves, and
    never starts if the source already left (CR 611.2b)."""
    p = amount_value(game, res, node.power, res.you)
    t = amount_value(game, res, node.toughness, res.you)
    hit = _on_battlefield(game, res, node.what)
    source = game.objects.get(res.source)
    if node.duration == "while_source" and (source is None or source.zone != "battlefield"):
        res.did = False  # CR 611.2b: the duration never starts
        return
    for oid in hit:
        obj = game.objects[oid]
        card = obj.info.card
        keywords = tuple(ir.Keyword(k) for k in node.keywords if k not in obj.info.keywords)
        if node.keep_types:  # CR 205.1b: "It's still a land", "artifact creature"
            types = tuple(dict.fromkeys(card.card_types + node.card_types))
            subtypes = tuple(dict.fromkeys(card.subtypes + node.subtypes))
        else:  # CR 205.1a: the new card types and subtypes replace the old ones
            types, subtypes = node.card_types, node.subtypes
        new = replace(card, card_types=types, subtypes=subtypes,
                      supertypes=tuple(dict.fromkeys(card.supertypes + node.supertypes)),
                      power=p, toughness=t, abilities=card.abilities + keywords,
                      colors=node.colors or card.colors)  # CR 613.1e: a new color
        if obj.base is None:
            obj.base = obj.info
        if node.duration == "end_of_turn":
            game.reverts = (*game.reverts, ("info", oid, obj.info))
        elif node.duration == "while_source":  # CR 611.2b (grimoire.rules.zones)
            game.reverts = (*game.reverts, (zones.UNTIL_LEAVES, oid, (res.source, obj.info)))
        obj.info = info_for(new)
    res.did = bool(hit)


@resolves(ir.Attach)
def attach(game: Game, res: Resolution, node: ir.Attach, answer: Action | None) -> None:
    things, hosts = objects(game, res, node.what), _on_battlefield(game, res, node.to)
    if not things or not hosts:
        res.did = False
        return
    # CR 701.3a-c: only onto something it can legally be attached to (else it doesn't move)
    res.did = any([attach_to(game, oid, hosts[0]) for oid in things])


@resolves(ir.AttachToPlayer)
def attach_to_player(game: Game, res: Resolution, node: ir.AttachToPlayer,
                     answer: Action | None) -> None:
    who = players(game, res, node.to)
    things = _on_battlefield(game, res, node.what)
    # a player is encoded as -1 - seat; CR 701.3a-b: only if it can enchant that player
    res.did = bool(who) and any([attach_to(game, oid, -1 - who[0]) for oid in things])


@resolves(ir.Monstrosity)
def monstrosity(game: Game, res: Resolution, node: ir.Monstrosity,
                answer: Action | None) -> None:
    obj = game.objects.get(res.source)
    if obj is None or obj.zone != "battlefield" or node.designation in obj.flags:
        res.did = False  # CR 701.31a, 702.112a: only if it isn't monstrous (renowned)
        return
    add_counters(game, obj, "+1/+1", amount_value(game, res, node.amount, res.you))
    obj.flags = obj.flags | {node.designation}
    game.emit(ev.BecameMonstrous(obj.id, node.designation))  # CR 701.31b, 702.112b
    res.did = True


@resolves(ir.MayPlay)
def may_play(game: Game, res: Resolution, node: ir.MayPlay, answer: Action | None) -> None:
    """CR 601.2, 305.1: a permission to play the cards from where they are, until the end
    of this turn or of ``You()``'s next turn (CR 611.2a; see :func:`play_permission_tag`);
    a land is never cast (CR 305.9), so "cast" gives it nothing."""
    hit = []
    for oid in objects(game, res, node.what):
        obj = game.objects.get(oid)
        if obj is None or (node.cast_only and obj.info.is_land):
            continue
        perm.grant(game, obj, res.you, play_permission_tag(game, node.duration),
                   free=node.free, any_mana=node.any_mana, exile_instead=node.exile_instead)
        hit.append(oid)
    res.did = bool(hit)


def play_permission_tag(game: Game, duration: str) -> str:
    """The duration a play permission is stored with: ``"end_of_turn"``, ``"permanent"``,
    or ``"next_turn_end:<turn>"`` (ends in the cleanup step of the holder's first turn after
    turn ``<turn>``, CR 514.2, 611.2a; grimoire.rules.turn)."""
    if duration == "end_of_your_next_turn":
        return f"next_turn_end:{game.turn}"
    return duration


@resolves(ir.DoesntUntap)
def doesnt_untap(game: Game, res: Resolution, node: ir.DoesntUntap,
                 answer: Action | None) -> None:
    hit = _on_battlefield(game, res, node.what)
    if node.while_you_control:  # "for as long as you control ~" (CR 611.2b)
        res.did = untap_locks.hold(game, hit, res.source, res.you)
        return
    if node.while_tapped:  # "for as long as ~ remains tapped" (CR 611.2b)
        res.did = untap_locks.hold_while_tapped(game, hit, res.source)
        return
    game.skip_untap = game.skip_untap | frozenset(hit)
    res.did = bool(hit)


@resolves(ir.MustBlock)
def must_block(game: Game, res: Resolution, node: ir.MustBlock,
               answer: Action | None) -> None:
    hit = _on_battlefield(game, res, node.what)
    if node.attacker is not None:  # "blocks ~ this turn if able": that one (CR 509.1c)
        attackers = _on_battlefield(game, res, node.attacker)
        entries = tuple((b, f"{MUST_BLOCK_PREFIX}{a}") for b in hit for a in attackers)
        if node.this_combat:  # "... this combat if able" (CR 511.3)
            this_combat.for_this_combat(game, entries)
        else:
            game.combat_rules = (*game.combat_rules, *entries)  # cleared in cleanup
        res.did = bool(hit and attackers)
        return
    game.must_block = game.must_block | frozenset(hit)  # cleared in cleanup
    res.did = bool(hit)


@resolves(ir.CantAttackPlayers)
def cant_attack(game: Game, res: Resolution, node: ir.CantAttackPlayers,
                answer: Action | None) -> None:
    seats = frozenset(players(game, res, node.players))
    hit = _on_battlefield(game, res, node.what)
    game.attack_bans = (*game.attack_bans, *((oid, seats) for oid in hit))
    res.did = bool(hit)


@resolves(ir.SetMaxHandSize)
def no_max_hand(game: Game, res: Resolution, node: ir.SetMaxHandSize,
                answer: Action | None) -> None:
    who = players(game, res, node.player)
    game.no_max_hand = game.no_max_hand | frozenset(who)
    res.did = bool(who)


@resolves(ir.SkipNextTurn)
def skip_next_turn(game: Game, res: Resolution, node: ir.SkipNextTurn,
                   answer: Action | None) -> None:
    counts = list(game.skip_turns)
    for seat in players(game, res, node.player):
        counts[seat] += 1  # CR 500.11
    game.skip_turns = tuple(counts)


@resolves(ir.SkipUntapStep)
def skip_untap_step(game: Game, res: Resolution, node: ir.SkipUntapStep,
                    answer: Action | None) -> None:
    """CR 500.11: each named player skips their next untap step."""
    seats = players(game, res, node.player)
    for seat in seats:
        skip_untap.skip_next(game, seat)
    res.did = bool(seats)


@resolves(ir.SkipCombatPhases)
def skip_combat_phases(game: Game, res: Resolution, node: ir.SkipCombatPhases,
                       answer: Action | None) -> None:
    """CR 500.11: each named player's next turn has no combat phase (grimoire.rules.turn)."""
    counts = list(game.skip_combat)
    for seat in players(game, res, node.player):
        counts[seat] += 1
    game.skip_combat = tuple(counts)
    res.did = True


@resolves(ir.LoseGame)
def lose_game(game: Game, res: Resolution, node: ir.LoseGame, answer: Action | None) -> None:
    for seat in players(game, res, node.player):
        game.lose(seat, "an effect says so (CR 104.3e)", check_end=False)
    game.check_end()


@resolves(ir.WinGame)
def win_game(game: Game, res: Resolution, node: ir.WinGame, answer: Action | None) -> None:
    for seat in players(game, res, node.player):  # CR 104.2b: an effect says a player wins
        game.win(seat, "an opponent won the game (CR 104.2b)")


@resolves(ir.RemoveAllCounters)
def remove_all_counters(game: Game, res: Resolution, node: ir.RemoveAllCounters,
                        answer: Action | None) -> None:
    removed = 0
    for oid in objects(game, res, node.what):
        obj = game.objects[oid]
        kinds = [node.kind] if node.kind else sorted(obj.counters or {})  # "" : every kind
        for kind in kinds:
            removed += obj.counter(kind)
            add_counters(game, obj, kind, -obj.counter(kind))
    res.did = removed > 0  # "If no counters were removed this way" (CR 608.2c)
