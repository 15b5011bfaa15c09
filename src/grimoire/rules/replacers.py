"""The replacement and prevention effects the pipeline knows (CR 614-616), as providers of
:mod:`grimoire.rules.replace`: one function per kind of proposed event, each listing the
effects that apply to it without changing the game.

* zone changes: the replacements an object's flags stand for, each registered by the
  flag's owner (``hooks.MOVE_RULES``), and "If a card [or token] would be put into a
  graveyard from anywhere, exile it instead" statics (Rest in Peace, Leyline of the
  Void, disturb backs);
* destruction: regeneration shields (CR 701.15a) and umbra armor (CR 702.89a);
* damage: protection (CR 702.16e), prevention shields (CR 615) and "deals double that
  damage" statics (Furnace of Rath);
* counters and tokens: "twice that many", "that many plus one" (Doubling Season,
  Hardened Scales);
* drawing from an empty library: "you win the game instead" (Laboratory Maniac);
* losing and winning: "You can't lose the game and your opponents can't win the game"
  (Platinum Angel);
* mana: the ``ManaReplacement`` statics of :mod:`grimoire.rules.replacement`.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace as with_
from typing import TYPE_CHECKING, Any

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks, query
from grimoire.rules import replace as rp
from grimoire.rules.cardinfo import present
from grimoire.rules.objects import GameObject
from grimoire.rules.protection import prevents_damage
from grimoire.rules.replacement import PROPOSED, ProposedMana, mana_words
from grimoire.rules.static_prevention import shield_rider

if TYPE_CHECKING:
    from grimoire.rules.game import Game


def _statics(game: Game, kind: type | tuple[type, ...]
             ) -> Iterator[tuple[GameObject, int, Any]]:
    """(permanent, ability index, effect) of every static of type ``kind`` on the
    battlefield, in timestamp order."""
    if not game.n_statics:
        return
    objects = game.objects
    for oid in game.battlefield:
        obj = objects[oid]
        for index, ability in obj.info.statics:
            if isinstance(ability.effect, kind):
                yield obj, index, ability.effect


# --- zone changes ----------------------------------------------------------------------


@rp.provider(rp.ProposedMove, order=10)
def _own_rules(game: Game, move: rp.ProposedMove) -> Iterator[rp.Replacement]:
    """Replacements the moving object carries as flags (CR 614.1a: exiled instead), each
    registered by the flag's owner (:data:`~grimoire.rules.hooks.MOVE_RULES`)."""
    obj = game.objects[move.oid]
    flags = obj.flags
    if not flags or flags.isdisjoint(hooks.MOVE_RULES):
        return
    to, frm = move.to_zone, move.from_zone
    for flag, rule in hooks.MOVE_RULES.items():
        if flag in flags and frm == rule.from_zone and to != rule.instead and (
                rule.to_zone is None or to == rule.to_zone):
            yield rp.Replacement((rule.key, obj.id), rule.label,
                                 with_(move, to_zone=rule.instead))


def _graveyard_applies(game: Game, source: GameObject, effect: ir.GraveyardReplacement,
                       obj: GameObject) -> bool:
    if obj.kind == "ability" or (obj.kind == "token" and not effect.tokens):
        return False
    if effect.dies:  # CR 700.4: from the battlefield; the filter reads it there
        return obj.zone == "battlefield" and (effect.filter is None or query.matches(
            game, obj, effect.filter, source.controller, source.id))
    if effect.whose == "you" and obj.owner != source.controller:
        return False
    if effect.whose == "opponent" and obj.owner == source.controller:
        return False
    return effect.filter is None or query.matches(
        game, obj, with_(effect.filter, zone=None), source.controller, source.id)


def _graveyard_result(move: rp.ProposedMove, effect: ir.GraveyardReplacement
                      ) -> rp.ProposedMove:
    return with_(move, to_zone="library" if effect.instead == "shuffle" else "exile")


@rp.provider(rp.ProposedMove)
def _graveyard_statics(game: Game, move: rp.ProposedMove) -> Iterator[rp.Replacement]:
    """ "If a card [or token] would be put into a graveyard from anywhere, exile it instead"
    (CR 614.1a; a token that would die goes nowhere but exile, Rest in Peace's ruling)."""
    if move.to_zone != "graveyard":
        return
    obj = game.objects[move.oid]
    for index, ability in obj.info.statics:  # "If ~ would be put into a graveyard ..."
        effect = ability.effect
        if isinstance(effect, ir.GraveyardReplacement) and effect.this_object and (
                not effect.dies or move.from_zone == "battlefield"):
            yield rp.Replacement((obj.id, index), f"{obj.name}: {effect.instead} instead",
                                 _graveyard_result(move, effect))
    for source, index, effect in _statics(game, ir.GraveyardReplacement):
        if not effect.this_object and _graveyard_applies(game, source, effect, obj):
            yield rp.Replacement((source.id, index), f"{source.name}: exile it instead",
                                 _graveyard_result(move, effect))


# --- destruction ----------------------------------------------------------------------


@rp.provider(rp.ProposedDestroy)
def _regeneration(game: Game, event: rp.ProposedDestroy) -> Iterator[rp.Replacement]:
    """CR 701.15a: the next time it would be destroyed this turn, instead tap it, remove
    all damage from it and remove it from combat (CR 701.15c: not if it can't be
    regenerated)."""
    if (event.regenerate and event.oid in game.regeneration
            and event.oid not in game.no_regeneration):  # CR 701.15c: "can't be regenerated"
        oid = event.oid

        def regenerate(g: Game) -> None:
            shields = list(g.regeneration)
            shields.remove(oid)
            g.regeneration = tuple(shields)
            obj = g.objects[oid]
            was_tapped, obj.tapped = obj.tapped, True
            if not was_tapped:
                g.emit(ev.Tapped(oid))
            obj.damage = 0
            obj.deathtouched = False
            g.combat.remove(oid)

        yield rp.Replacement(("regenerate", oid), "regenerate it (CR 701.15a)", None,
                             regenerate)


# --- damage ---------------------------------------------------------------------------


def _source(game: Game, oid: int) -> GameObject | None:
    return game.objects.get(oid) or game.last_known.get(oid)


@rp.provider(rp.ProposedDamage)
def _protection(game: Game, event: rp.ProposedDamage) -> Iterator[rp.Replacement]:
    """CR 702.16e: damage from a source with the quality is prevented."""
    if event.target < 0:
        return
    obj = game.objects.get(event.target)
    source = _source(game, event.source)
    if obj is None or source is None or "protection" not in obj.info.keywords:
        return
    if prevents_damage(game, source, obj):
        yield rp.Replacement(("protection", obj.id), "protection (CR 702.16e)",
                             with_(event, amount=0), prevent=True)


@rp.provider(rp.ProposedDamage)
def _shields(game: Game, event: rp.ProposedDamage) -> Iterator[rp.Replacement]:
    """Prevention shields (CR 615.1, 615.7: a shield for N prevents the next N; one naming
    a source prevents only that source's damage, CR 615.1a; "the next time" shields are
    used up by one event)."""
    if not game.prevention or event.amount <= 0:
        return
    for i, shield in enumerate(game.prevention):
        recipient, left, combat_only, from_source = shield[:4]
        if recipient not in (0, event.target) or (combat_only and not event.combat) \
                or from_source not in (0, event.source):
            continue
        if len(shield) > 5 and shield[5] is not None \
                and not _shield_filters(game, event, shield[5]):
            continue
        once = len(shield) > 4 and bool(shield[4])
        if left < 0:  # all of it
            used, remains = event.amount, None if once else shield
        else:
            used = min(left, event.amount)
            remains = (recipient, left - used, combat_only, from_source, *shield[4:]) \
                if left - used > 0 else None

        def use(g: Game, shield: Any = shield, remains: Any = remains, used: int = used,
                event: rp.ProposedDamage = event) -> None:
            kept = list(g.prevention)
            at = kept.index(shield)
            if remains is None:
                del kept[at]
            elif remains != shield:
                kept[at] = remains
            g.prevention = tuple(kept)
            if len(shield) > 6:  # CR 615.5: "If damage is prevented this way, ..."
                shield_rider(g, shield[6], used, event.target)

        yield rp.Replacement(("shield", i), "prevent that damage (CR 615)",
                             with_(event, amount=event.amount - used),
                             None if remains == shield and len(shield) <= 6 else use,
                             prevent=True)


def _shield_filters(game: Game, event: rp.ProposedDamage, filters: Any) -> bool:
    """Whether a shield's filters (``(controller, sources, recipients, source id)``, from
    :class:`~grimoire.oracle.ir.PreventDamage` ``by`` / ``to_also``) take in this damage, read
    as it would be dealt (CR 615.1a): "by attacking creatures" (the source now), "to you and
    creatures you control" (the recipient now; a player is covered by its own shield)."""
    controller, sources, recipients, source_id = filters
    if sources is not None:
        dealer = _source(game, event.source)
        if dealer is None or not query.matches(game, dealer, sources, controller,
                                               source_id):
            return False
    if recipients is not None:
        if event.target < 0:
            return False
        obj = game.objects.get(event.target)
        if obj is None or not query.matches(game, obj, recipients, controller, source_id):
            return False
    return True


def damage_parties(game: Game, holder: GameObject, event: rp.ProposedDamage,
                   by: ir.ObjectFilter | None, players: str,
                   permanents: ir.ObjectFilter | None, kind: str = "any") -> bool:
    """Whether ``event`` is damage of ``kind`` from a source ``by`` matches to a recipient
    ``players`` / ``permanents`` names (:mod:`grimoire.oracle.damage_parties`), read as the
    damage would be dealt (CR 615.1a, 614.1a) and relative to ``holder``'s controller."""
    if (kind == "combat" and not event.combat) or (kind == "noncombat" and event.combat):
        return False
    viewer = holder.controller
    if event.target < 0:
        seat = -1 - event.target
        if players == "none" or (players == "you" and seat != viewer) or (
                players == "opponent" and seat == viewer):
            return False
    else:
        obj = game.objects.get(event.target)
        if permanents is None or obj is None or not query.matches(
                game, obj, permanents, viewer, holder.id):
            return False
    if by is not None:
        dealer = _source(game, event.source)
        if dealer is None or not query.matches(game, dealer, by, viewer, holder.id):
            return False
    return True


@rp.provider(rp.ProposedDamage)
def _damage_statics(game: Game, event: rp.ProposedDamage) -> Iterator[rp.Replacement]:
    """ "If a source would deal damage to a permanent or player, it deals double that damage
    ... instead", "... that much damage plus 1 ..." (CR 614.1a); "prevent half that damage,
    rounded up" (CR 615.1a)."""
    if event.amount <= 0:
        return
    for source, index, effect in _statics(game, ir.DamageReplacement):
        if not damage_parties(game, source, event, effect.by, effect.players,
                              effect.permanents, effect.kind):
            continue
        if effect.prevent_half:  # CR 615.1a: half prevented, rounded up; the rest is dealt
            yield rp.Replacement((source.id, index), f"{source.name}: prevent half",
                                 with_(event, amount=event.amount // 2), prevent=True)
            continue
        amount = event.amount * effect.multiplier + effect.plus
        yield rp.Replacement((source.id, index), f"{source.name}: {amount} damage",
                             with_(event, amount=amount))


@rp.provider(rp.ProposedDamage)
def _redirect_statics(game: Game, event: rp.ProposedDamage) -> Iterator[rp.Replacement]:
    """ "All damage that would be dealt to you is dealt to enchanted creature instead", "...
    to this creature instead" (CR 614.9: a redirection; nothing happens if that creature is
    gone or isn't one)."""
    if event.amount <= 0 or event.target >= 0:
        return
    for source, index, effect in _statics(game, ir.DamageRedirect):
        if event.target != -1 - source.controller:
            continue
        host_id = source.id if effect.to_self else source.attached_to
        if host_id is None:
            continue
        host = game.objects.get(host_id)
        if host is None or host.zone != "battlefield" or not query.is_creature(game, host):
            continue
        yield rp.Replacement((source.id, index), f"{source.name}: dealt to {host.name}",
                             with_(event, target=host.id))


@rp.provider(rp.ProposedLife)
def _life_statics(game: Game, event: rp.ProposedLife) -> Iterator[rp.Replacement]:
    """ "If you would gain life, you gain twice that much life instead" (CR 614.1a)."""
    if event.amount <= 0:
        return
    for source, index, effect in _statics(game, ir.LifeGainReplacement):
        if source.controller == event.player:
            amount = event.amount * effect.multiplier + effect.plus
            yield rp.Replacement((source.id, index), f"{source.name}: gain {amount}",
                                 with_(event, amount=amount))


# --- counters, tokens ------------------------------------------------------------------


@rp.provider(rp.ProposedCounters)
def _counter_statics(game: Game, event: rp.ProposedCounters) -> Iterator[rp.Replacement]:
    """ "If an effect would put one or more counters on a permanent you control, it puts
    twice that many ... instead"; "... that many plus one ..." (CR 614.1a, 122.6)."""
    if event.amount <= 0:
        return
    obj = game.objects.get(event.oid)
    if obj is None or obj.zone != "battlefield":
        return
    for source, index, effect in _statics(game, ir.CounterReplacement):
        if effect.kind not in (None, event.kind) or (effect.effects_only
                                                      and not event.by_effect) or not query.matches(
                game, obj, effect.filter, source.controller, source.id):
            continue
        amount = event.amount * effect.multiplier + effect.plus
        yield rp.Replacement((source.id, index), f"{source.name}: {amount} counters",
                             with_(event, amount=amount))


@rp.provider(rp.ProposedTokens)
def _token_statics(game: Game, event: rp.ProposedTokens) -> Iterator[rp.Replacement]:
    """ "If an effect would create one or more tokens under your control, it creates twice
    that many of those tokens instead" (CR 614.1a)."""
    if event.count <= 0:
        return
    for source, index, effect in _statics(game, ir.TokenReplacement):
        if source.controller == event.controller:
            yield rp.Replacement((source.id, index), f"{source.name}: twice that many",
                                 with_(event, count=event.count * effect.multiplier))


# --- drawing, losing and winning -------------------------------------------------------


@rp.provider(rp.ProposedDraw)
def _empty_draw(game: Game, event: rp.ProposedDraw) -> Iterator[rp.Replacement]:
    """ "If you would draw a card while your library has no cards in it, you win the game
    instead" (CR 614.1a, 104.2b)."""
    if game.players[event.player].library:
        return
    for source, index, _ in _statics(game, ir.EmptyDrawWins):
        if source.controller == event.player:
            yield rp.Replacement((source.id, index), f"{source.name}: win the game",
                                 rp.ProposedWin(event.player))


@rp.provider(rp.ProposedLoss, rp.ProposedWin)
def _cant_lose(game: Game, event: rp.ProposedLoss | rp.ProposedWin
               ) -> Iterator[rp.Replacement]:
    """ "You can't lose the game and your opponents can't win the game", "You can't win the
    game and your opponents can't lose the game" (CR 104.3, 104.2b; a concession is never
    stopped, CR 104.3a)."""
    if isinstance(event, rp.ProposedLoss) and "CR 104.3a" in event.reason:
        return
    for source, index, effect in _statics(game, ir.CantLoseGame):
        mine = source.controller == event.player
        if isinstance(event, rp.ProposedLoss):
            stopped = effect.you_cant_lose if mine else effect.opponents_cant_lose
        else:
            stopped = effect.you_cant_win if mine else effect.opponents_cant_win
        if stopped:
            yield rp.Replacement((source.id, index), f"{source.name}: it doesn't happen",
                                 None)


# --- mana ------------------------------------------------------------------------------

@rp.provider(ProposedMana)
def _mana_statics(game: Game, event: ProposedMana) -> Iterator[rp.Replacement]:
    """ "If a permanent is tapped for mana, it produces ... instead" (CR 106.12b)."""
    if not game.n_statics or not present(game, mana_words()):
        return  # no card of this game has such a static (asked per source and option)
    for oid in game.battlefield:
        source = game.objects[oid]
        for index, ability in source.info.statics:
            handler = PROPOSED.get((type(ability.effect), ProposedMana))
            if handler is not None:
                result = handler(game, source, ability.effect, event)
                if result != event:
                    yield rp.Replacement((oid, index), f"{source.name}: {result.mana}",
                                         result)

