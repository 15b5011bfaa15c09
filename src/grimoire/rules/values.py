"""Evaluating IR references, amounts and conditions against a resolution.

Object references yield object ids that exist now; a target that became illegal is left
out (CR 608.2b: the effect doesn't affect it). ``Chosen`` references ask the player
(CR 608.2d) through :class:`NeedChoice`, which the interpreter turns into a decision.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from grimoire.core.mana import symbol_colors
from grimoire.oracle import ir
from grimoire.rules import cast_options, hooks, layers, life_history, query, targets, this_way
from grimoire.rules import events as ev
from grimoire.rules.chosen_players import chosen_seat
from grimoire.rules.mana_spent import spent_on
from grimoire.rules.objects import GameObject, Seat
from grimoire.rules.registry import UnsupportedEffectError
from grimoire.rules.turn_log import spells_cast_before, spells_cast_last_turn

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.resolution import Resolution


class NeedChoice(Exception):
    """Raised by :func:`objects` when a ``Chosen`` reference has not been chosen yet."""

    def __init__(self, ref: ir.Chosen | ir.ChosenPlayer, options: tuple[object, ...],
                 low: int, high: int, chooser: int, data: tuple[object, ...] = ()) -> None:
        super().__init__(ref.bind)
        self.ref = ref
        self.options = options
        self.low = low
        self.high = high
        self.chooser = chooser
        self.data = data
        """The decision's details: a limit on the chosen objects' total (``Chosen.total``)."""


def legal_group(game: Game, res: Resolution, index: int) -> tuple[object, ...]:
    """The ``index``-th target group's targets that were legal as resolution started
    (CR 608.2b: checked once; checked now if this resolution never was)."""
    if res.legal is None:
        res.legal = targets.still_legal(game, res.specs, res.targets, res.controller,
                                        res.item or None)
        res.mark = len(game.events)  # what it moves from now on, it can find (CR 400.7j)
    pos = res.toff + index
    return res.legal[pos] if pos < len(res.legal) else ()


def follow(game: Game, res: Resolution, oid: int) -> int | None:
    """The object ``oid`` is now: itself while it stays in its zone; the object it became
    when this resolution moved it to a public zone (CR 400.7j: "other parts of that effect
    can find that object"); None once it left otherwise (CR 400.7)."""
    if oid in game.objects:
        return oid
    log = game.events
    for i in range(len(log) - 1, res.mark - 1, -1):
        event = log[i]
        if type(event) is ev.ZoneChanged and event.old == oid:
            new = event.new
            if not new or event.to_zone in ("library", "hand"):
                return None  # ceased to exist, or went to a hidden zone
            obj = game.objects.get(new)
            if obj is None or obj.zone != event.to_zone:
                return None
            return new
    return None


def _moved_self(game: Game, res: Resolution) -> list[int]:
    """CR 400.7e: a trigger on its source moving between zones ("When this Aura is put into
    a graveyard from the battlefield, return it ...") finds the new object the source
    became, if that zone is public."""
    new = res.trigger_object
    obj = game.objects.get(new) if new is not None else None
    if obj is None or obj.zone not in ("graveyard", "exile", "battlefield", "command"):
        return []
    moved = any(type(e) is ev.ZoneChanged and e.old == res.source and e.new == new
                for e in reversed(game.events))
    return [obj.id] if moved else []


def objects(game: Game, res: Resolution, ref: object) -> list[int]:
    """The ids of the objects ``ref`` names, that still exist (see the module docstring)."""
    live = game.objects
    if isinstance(ref, ir.ThisObject):
        if res.source in live:
            return [res.source]
        return _moved_self(game, res)
    if isinstance(ref, ir.TargetRef):
        # CR 608.2b: the targets legal when resolution started, as they are now
        out: list[int] = []
        for t in legal_group(game, res, ref.index):
            if isinstance(t, int):
                now = follow(game, res, t)
                if now is not None:
                    out.append(now)
        return out
    if isinstance(ref, ir.Bound):
        found = [oid for oid in res.bindings.get(ref.name, ()) if oid in live]
        if ref.player is not None:  # "the creature <that player> sacrificed this way"
            seats = set(players(game, res, ref.player))
            found = [o for o in found if live[o].controller in seats]
        return found
    if isinstance(ref, ir.AllMatching):
        found = query.objects_matching(game, ref.filter, res.you, res.source)
        if ref.controlled_by is not None:  # "... target player controls" (CR 108.4)
            seats = set(players(game, res, ref.controlled_by))
            found = [oid for oid in found if live[oid].controller in seats]
        return found
    if isinstance(ref, ir.ExiledWith):
        # CR 607.2a: only cards this object exiled with its linked ability, still in exile.
        return [oid for oid in game.linked.get(res.source, ())
                if oid in live and live[oid].zone == ref.zone and (
                    ref.filter is None
                    or query.matches(game, live[oid], ref.filter, res.you, res.source))]
    if isinstance(ref, ir.AttackedBySource):  # CR 506.2: the planeswalker it attacks (a
        aims = [game.combat.attackers.get(o) for o in objects(game, res, ref.attacker)]
        return [t for t in aims if isinstance(t, int) and t in live]  # player: _recipients
    if isinstance(ref, ir.GrantingSource):  # CR 201.5a: the object that granted it
        return [ref.oid] if ref.oid in live else []
    if isinstance(ref, ir.EnchantedOrEquipped):
        # CR 608.2h: an Aura or Equipment gone since uses its last known attachment
        src = live.get(res.source) or game.last_known.get(res.source)
        if src is not None and src.attached_to in live:
            return [src.attached_to] if src.attached_to is not None else []
        return []
    if isinstance(ref, ir.TriggeringObject):
        oid = res.trigger_object
        return [oid] if oid is not None and oid in live else []
    if isinstance(ref, ir.TopCards):
        n = max(amount_value(game, res, ref.amount, res.you), 0)  # (the list's end: the top)
        piles = [game.players[seat].library for seat in players(game, res, ref.player)]
        return [o for pile in piles for o in (pile[:n] if ref.bottom else pile[::-1][:n])]
    if isinstance(ref, ir.GraveyardOf):  # "target player's graveyard" (CR 404.1)
        cards = [oid for seat in players(game, res, ref.player)
                 for oid in game.players[seat].graveyard]
        if ref.filter is not None:  # "all creature cards from target player's graveyard"
            cards = [oid for oid in cards if query.matches(game, game.objects[oid], ref.filter,
                                                          res.you, res.source)]
        return cards
    if isinstance(ref, ir.HandOf):  # CR 701.16a: "reveals their hand ... from it"
        return [oid for seat in players(game, res, ref.player)
                for oid in game.players[seat].hand]
    if isinstance(ref, ir.SacrificedAsCost):
        # CR 400.7: sacrificed, a new object; amounts read its last info (lki_objects)
        return [oid for oid in res.scratch.get(ref.verb, ()) if oid in live]
    if isinstance(ref, ir.RestOf):
        # Bound objects still where they were: a moved object is a new object (CR 400.7).
        found = [oid for oid in res.bindings.get(ref.name, ()) if oid in live]
        if ref.filter is not None:  # "all land cards revealed this way"
            found = [oid for oid in found
                     if query.matches(game, live[oid], ref.filter, res.you, res.source)]
        return found
    if isinstance(ref, ir.Chosen):
        if ref.bind in res.bindings:
            return [oid for oid in res.bindings[ref.bind] if oid in live]
        relative = res.source if ref.relative_to is None else next(
            iter(_relative(game, res, ref.relative_to)), None)  # "with that creature"
        pool = objects(game, res, ref.among) if ref.among is not None else \
            query.objects_matching(game, ref.filter, res.you, relative)
        if ref.among is not None:
            pool = [o for o in pool if query.matches(game, live[o], ref.filter, res.you,
                                                     relative)]
        count = amount_value(game, res, ref.count, res.you)
        high = min(count, len(pool))
        low = 0 if ref.up_to else high
        if high == 0:  # nothing to choose from (or none to choose): no decision to make
            res.bindings[ref.bind] = ()
            return []
        if ref.random:
            picked = tuple(game.rng.sample(pool, high))
            res.bindings[ref.bind] = picked
            return list(picked)
        chooser = players(game, res, ref.chooser)
        data: tuple[object, ...] = ()
        if ref.total is not None:  # "with total mana value X or less" (CR 608.2d)
            from grimoire.rules.target_limits import total_limit
            data = total_limit(game, ref.total, pool, res)
        raise NeedChoice(ref, tuple(pool), low, high, chooser[0] if chooser else res.you, data)
    raise TypeError(f"not an object reference: {ref!r}")


def _relative(game: Game, res: Resolution, ref: ir.ObjectRef) -> list[int]:
    """The object a chosen filter compares with ("shares a creature type with that
    creature"): the referenced one, or as it last existed if it is gone (CR 608.2h; the
    filter tests read ``game.last_known`` then)."""
    if isinstance(ref, ir.TriggeringObject) and not objects(game, res, ref):
        return [o.id for o in lki_objects(game, res, ref)]
    return objects(game, res, ref)


def remember_moved(res: Resolution, before: list[int], after: list[int]) -> None:
    """Note which object each moved one was (``after[i]`` was ``before[i]``): a later
    "its controller" or "its power" of a permanent an earlier step moved reads the permanent
    as it last existed on the battlefield (CR 608.2h, 400.7; see :func:`lki_objects`)."""
    was = dict(res.scratch.get("moved_from", {}))  # a new dict: copies share scratch values
    was.update(zip(after, before, strict=True))
    res.scratch["moved_from"] = was


def lki_objects(game: Game, res: Resolution, ref: object) -> list[GameObject]:
    """The objects ``ref`` names, or their last known information (CR 608.2h) for the
    permanents sacrificed as a cost ("the sacrificed creature's power"), and for permanents
    an earlier step of the resolution moved off the battlefield ("Exile target creature. Its
    controller ...": that creature as it last existed on the battlefield, not the card in
    exile, CR 608.2h, 400.7)."""
    if isinstance(ref, ir.Bound) and "moved_from" in res.scratch:
        was: dict[int, int] = res.scratch["moved_from"]
        out: list[GameObject] = []
        for oid in res.bindings.get(ref.name, ()):
            old = game.last_known.get(was[oid]) if oid in was else None
            now = old if old is not None and old.zone == "battlefield" else lki(game, oid)
            if now is not None:
                out.append(now)
        return out
    if isinstance(ref, ir.Bound) and ref.player is None:  # one that left: as it last was
        known = (lki(game, oid) for oid in res.bindings.get(ref.name, ()))
        return [obj for obj in known if obj is not None]
    if isinstance(ref, ir.SacrificedAsCost):
        found = (lki(game, oid) for oid in res.scratch.get(ref.verb, ()))
        return [obj for obj in found if obj is not None]
    if isinstance(ref, ir.TargetRef):  # CR 608.2h: a target that left is read as it last was
        known = (lki(game, t) for t in legal_group(game, res, ref.index) if isinstance(t, int))
        return [obj for obj in known if obj is not None]
    if isinstance(ref, ir.EnchantedOrEquipped):
        src = lki(game, res.source)  # CR 608.2h: the Aura's, then the creature's, last info
        host = src.attached_to if src is not None else None
        found_host = lki(game, host) if host is not None and host >= 0 else None
        return [found_host] if found_host is not None else []
    if isinstance(ref, ir.GrantingSource):  # CR 608.2h: sacrificed as a cost, say
        granter = lki(game, ref.oid)
        return [granter] if granter is not None else []
    if isinstance(ref, ir.TriggeringObject) and res.trigger_object is not None:
        known_obj = lki(game, res.trigger_object)
        return [known_obj] if known_obj is not None else []
    return [game.objects[oid] for oid in objects(game, res, ref)]


def apnap(game: Game) -> list[int]:
    """Players in APNAP order (CR 101.4), still in the game."""
    n = len(game.players)
    order = [(game.active + i) % n for i in range(n)]
    return [p for p in order if not game.players[p].lost]


def lki(game: Game, oid: int) -> GameObject | None:
    """The object, or its last known information if it left its zone (CR 608.2h)."""
    return game.objects.get(oid) or game.last_known.get(oid)


def player_binding(name: str) -> str:
    """The binding under which the players a :class:`~grimoire.oracle.ir.Bound` names are
    kept (its objects are under ``name`` itself).

    >>> player_binding("delayed:target 0")
    'delayed:target 0 (players)'
    """
    return f"{name} (players)"


def players(game: Game, res: Resolution, ref: object) -> list[int]:
    """The players ``ref`` names."""
    if isinstance(ref, ir.You):
        return [res.you]
    if isinstance(ref, ir.Bound):  # a target player remembered (CR 603.7c)
        return [p for p in res.bindings.get(player_binding(ref.name), ())
                if not game.players[p].lost]
    if isinstance(ref, ir.TargetRef):  # CR 608.2b: checked once, as resolution started
        return [t.index for t in legal_group(game, res, ref.index)
                if isinstance(t, Seat) and not game.players[t.index].lost]
    if isinstance(ref, ir.EachOpponent):
        return [p for p in apnap(game) if p != res.you]
    if isinstance(ref, ir.EachPlayer):
        return apnap(game)
    if isinstance(ref, ir.EachPlayerFromYou):  # "starting with you" (CR 101.4)
        n = len(game.players)
        return [p for p in ((res.you + i) % n for i in range(n)) if not game.players[p].lost]
    if isinstance(ref, ir.OwnerOf | ir.ControllerOf):
        # CR 608.2h: the controller of an object gone since is read from its last info
        out: list[int] = []
        for obj in lki_objects(game, res, ref.ref):
            if obj is not None:
                seat = obj.owner if isinstance(ref, ir.OwnerOf) else obj.controller
                if seat not in out:
                    out.append(seat)
        other = ref.otherwise if isinstance(ref, ir.OwnerOf) else None  # no such object
        return out or (players(game, res, other) if other is not None else [])
    if isinstance(ref, ir.DefendingPlayer):
        defender = game.combat.attackers.get(res.source)
        if isinstance(defender, Seat):
            return [defender.index]
        return [p for p in apnap(game) if p != res.controller][:1]
    if isinstance(ref, ir.TriggeringPlayer):
        return [res.trigger_player] if res.trigger_player is not None else []
    if isinstance(ref, ir.PlayersOtherThan):  # "each player other than target player"
        left_out = set(players(game, res, ref.excluded))
        return [p for p in apnap(game) if p not in left_out]
    if isinstance(ref, ir.OtherOpponents):  # "each other opponent" (CR 102.3)
        left_out = set(players(game, res, ref.excluded))
        return [p for p in apnap(game) if p != res.you and p not in left_out]
    if isinstance(ref, ir.PlayersAttacking):  # CR 506.2, 508.1: attacking that player
        defenders = {Seat(d) for d in players(game, res, ref.defender)}
        attacking = {game.objects[c].controller for c, t in game.combat.attackers.items()
                     if t in defenders and c in game.objects}
        return [p for p in apnap(game) if p in attacking and p != res.you]
    if isinstance(ref, ir.PlayersWhere):  # "each opponent who ...", CR 608.2c
        return players_where(game, res, ref)
    if isinstance(ref, ir.CheckedPlayer):  # the player a PlayersWhere is checking
        checked = res.scratch.get("checked_player")
        return [checked] if checked is not None else []
    if isinstance(ref, ir.PlayerOrController):  # the target player, or the permanent's
        seats: list[int] = []  # controller (its last known information, CR 608.2h)
        for t in legal_group(game, res, ref.index):
            known = lki(game, t) if isinstance(t, int) else None
            found = t.index if isinstance(t, Seat) else (known.controller if known else None)
            if found is not None and found not in seats and not game.players[found].lost:
                seats.append(found)
        return seats
    if isinstance(ref, ir.NeighbourPlayer):
        # CR 101.4: turn order goes to the left; with two players both sides are the opponent.
        n = len(game.players)
        step = 1 if ref.side == "left" else n - 1
        seat = (res.you + step) % n
        while game.players[seat].lost and seat != res.you:
            seat = (seat + step) % n
        return [seat] if seat != res.you else []
    if isinstance(ref, ir.RandomPlayer):
        pool = [p for p in apnap(game) if not (ref.opponent and p == res.you)]
        if ref.excluding is not None:
            excluded = players(game, res, ref.excluding)
            pool = [p for p in pool if p not in excluded]
        return [pool[game.rng.randrange(len(pool))]] if pool else []
    if isinstance(ref, ir.EnchantedPlayer):  # CR 303.4: the player the Aura is attached to
        aura = lki(game, res.source)
        attached = aura.attached_to if aura is not None else None
        return [-1 - attached] if attached is not None and attached < 0 else []
    if isinstance(ref, ir.ChosenPlayer):  # CR 608.2d: "Choose an opponent. That player ..."
        if ref.bind in res.bindings:
            return [p for p in res.bindings[ref.bind] if not game.players[p].lost]
        pool = [p for p in apnap(game) if not (ref.opponent and p == res.you)]
        if ref.random:  # "choose an opponent at random": the game's RNG picks
            picked = [pool[game.rng.randrange(len(pool))]] if pool else []
            res.bindings[ref.bind] = tuple(picked)
            return picked
        if len(pool) <= 1:  # a single candidate: nothing to ask
            res.bindings[ref.bind] = tuple(pool)
            return pool
        raise NeedChoice(ref, tuple(Seat(p) for p in pool), 1, 1, res.you)
    if isinstance(ref, ir.ChosenAsEntered):  # CR 614.12: remembered by the source (its last
        source = lki(game, res.source)  # known information, CR 608.2h); none once that
        chosen_at = chosen_seat(source.chosen if source is not None else None)  # player left
        return [chosen_at] if chosen_at is not None and not game.players[chosen_at].lost else []
    if isinstance(ref, ir.HighestRollers):
        # "If one or more opponents had the highest result": the highest of every
        # player's roll, yours included; then only the opponents who had it.
        rolls: dict[int, int] = res.scratch.get("rolls_by_player", {})
        top = max(rolls.values(), default=None)
        return [p for p in apnap(game) if p in rolls and rolls[p] == top
                and not (ref.opponents_only and p == res.you)]
    raise TypeError(f"not a player reference: {ref!r}")


def players_where(game: Game, res: Resolution, ref: ir.PlayersWhere) -> list[int]:
    """The players of ``ref.players`` for whom ``ref.condition`` holds now, each checked
    with ``CheckedPlayer()`` naming them (CR 608.2c); APNAP order kept (CR 101.4)."""
    outer = res.scratch.get("checked_player")
    found: list[int] = []
    try:
        for seat in players(game, res, ref.players):
            res.scratch["checked_player"] = seat
            if condition_holds(game, res, ref.condition):
                found.append(seat)
    finally:
        if outer is None:
            res.scratch.pop("checked_player", None)
        else:
            res.scratch["checked_player"] = outer
    return found


def effect_amount(game: Game, res: Resolution, amount: object, you: int) -> int:
    """The number an effect uses for ``amount`` (cards to draw or discard, damage, life,
    counters, tokens, mana): CR 107.1b, a calculation that determines the result of an
    effect and yields a negative number uses zero instead (a creature's power can be
    negative; "discard cards equal to its power" then discards none). Comparisons and P/T
    changes read :func:`amount_value`, which keeps the sign."""
    return max(0, amount_value(game, res, amount, you))


def _mana_value(obj: GameObject) -> int:
    """CR 202.3e: a spell on the stack (or last known there) with X in its mana cost counts
    X as the value chosen for it; elsewhere X is 0 (CR 202.3b)."""
    value = obj.info.mana_value
    if obj.zone == "stack" and obj.x > 0:
        value += obj.x * obj.info.card.mana_cost.symbols.count("X")
    return value


def amount_value(game: Game, res: Resolution, amount: object, you: int) -> int:
    """The number an amount stands for now."""
    if isinstance(amount, ir.Fixed):
        return amount.value
    if isinstance(amount, ir.VarX):
        return res.x
    if isinstance(amount, ir.DieResult):
        die = res.die
        if die is None:  # a trigger on a roll ("... equal to the result"): the event's result
            return int(res.scratch.get("event_amount", 0))
        if amount.total:
            return sum(die.naturals if amount.natural else die.results)
        if amount.other:
            others = [r for i, r in enumerate(die.naturals if amount.natural else die.results)
                      if i != die.chosen]
            return others[0] if others else 0
        return die.natural if amount.natural else die.result
    if isinstance(amount, ir.CountOf):
        if amount.among is not None:  # "for each creature card among them"
            return sum(1 for o in objects(game, res, amount.among) if query.matches(
                game, game.objects[o], amount.filter, you, res.source))
        return len(query.objects_matching(game, amount.filter, you, res.source))
    if isinstance(amount, ir.ColorsSpent):  # CR 702.44a: sunburst, converge
        spell = game.objects.get(res.source) or game.last_known.get(res.source)
        return cast_options.colors_spent(spell.flags) if spell is not None else 0
    if isinstance(amount, ir.TimesPaid):  # CR 702.33c-d (multikicker), 702.56a (replicate)
        spell = game.objects.get(res.source) or game.last_known.get(res.source)
        return cast_options.times_paid(spell.flags, amount.option) if spell is not None else 0
    if isinstance(amount, ir.LifeTotal):  # CR 119.1
        return sum(game.players[p].life for p in players(game, res, amount.player))
    if isinstance(amount, ir.CardTypesIn):  # CR 205.2a: card types among those cards
        found: set[str] = set()
        for p in players(game, res, amount.player):
            for oid in getattr(game.players[p], amount.zone):
                found.update(game.objects[oid].info.types)
        return len(found)
    if isinstance(amount, ir.CardsIn):
        return sum(len(getattr(game.players[p], amount.zone))
                   for p in players(game, res, amount.player))
    if isinstance(amount, ir.PowerOf):
        named = lki_objects(game, res, amount.ref)
        if not named and isinstance(amount.ref, ir.Bound):  # gone since: as it last was (608.2h)
            named = [o for o in (lki(game, i) for i in res.bindings.get(amount.ref.name, ())) if o]
        obj = named[0] if named else None
        if isinstance(amount.ref, ir.ThisObject) and res.source not in game.objects:
            obj = lki(game, res.source)  # CR 608.2h: the source's last known information
        if obj is None:
            return 0
        return query.toughness(game, obj) if amount.toughness else query.power(game, obj)
    if isinstance(amount, ir.Plus):
        return sum(amount_value(game, res, t, you) for t in amount.terms)
    if isinstance(amount, ir.Times):
        return amount_value(game, res, amount.amount, you) * amount.factor
    if isinstance(amount, ir.SumOf):
        total = 0
        known: list[GameObject | None] = [
            lki(game, o) for o in res.bindings.get(amount.ref.name, ())] \
            if isinstance(amount.ref, ir.Bound) else list(lki_objects(game, res, amount.ref))
        if isinstance(amount.ref, ir.ThisObject) and res.source not in game.objects:
            known = [lki(game, res.source)]  # CR 608.2h: "the discarded card" (transmute)
        for obj in known:
            if obj is not None:
                total += {"mana_value": _mana_value(obj), "power": query.power(game, obj),
                          "toughness": query.toughness(game, obj)}[amount.stat]
        return total
    if isinstance(amount, ir.EventAmount):
        return int(res.scratch.get("event_amount", 0))
    if isinstance(amount, ir.ResultCount):
        results = res.die.results if res.die is not None else ()
        matching = [r for r in results if result_matches(amount, r)]
        return len(set(matching)) if amount.distinct else len(matching)
    if isinstance(amount, ir.LifeLostThisWay):  # extort (CR 702.101a)
        return int(res.scratch.get("life_lost", 0))
    if isinstance(amount, ir.DamageDealtThisWay):  # CR 608.2c: this resolution's damage
        return this_way.damage_dealt(game, res)
    if isinstance(amount, ir.CreaturesBlocking):  # rampage (CR 702.23a, 509.1h)
        blockers = len(game.combat.blocked_by.get(res.source, ()))  # CR 509.1h, 702.23a
        return max(0, blockers - amount.beyond)
    if isinstance(amount, ir.Minus):
        return amount_value(game, res, amount.amount, you) - amount_value(
            game, res, amount.subtract, you)
    if isinstance(amount, ir.ResultDifference):
        results = res.die.results if res.die is not None else ()
        return max(results) - min(results) if results else 0
    if isinstance(amount, ir.CountersOn):
        if isinstance(amount.ref, ir.GrantingSource):  # CR 201.5a, 608.2h
            granter = lki(game, amount.ref.oid)
            return granter.counter(amount.kind) if granter is not None else 0
        ids = objects(game, res, amount.ref)
        if isinstance(amount.ref, ir.AllMatching):  # "on planeswalkers you control": summed
            return sum(game.objects[i].counter(amount.kind) for i in ids)
        obj = game.objects[ids[0]] if ids else lki(game, res.source)
        if isinstance(amount.ref, ir.ThisObject) and res.source not in game.objects:
            obj = lki(game, res.source)  # CR 608.2h: not the new object (CR 400.7e)
        return obj.counter(amount.kind) if obj is not None else 0
    if isinstance(amount, ir.StoredSameValue):  # CR 706.8a: stored results sharing a value
        ids = objects(game, res, amount.ref)
        holder = game.objects[ids[0]] if ids else lki(game, res.source)
        stored = holder.stored if holder is not None else ()
        return max((stored.count(v) for v in set(stored)), default=0)
    if isinstance(amount, ir.DiceRolledThisTurn):
        return dice_rolled_this_turn(game, you)
    if isinstance(amount, ir.FlipsWon):  # CR 705.2 (grimoire.rules.coins)
        from grimoire.rules.coins import flips_won
        return flips_won(res)
    if isinstance(amount, ir.AttractionsVisitedThisTurn):  # CR 701.49a
        return sum(1 for e in _this_turn(game) if isinstance(e, ev.AttractionVisited)
                   and e.player == you)
    if isinstance(amount, ir.AttackedPlayersCount):
        # CR 506.2: players being attacked (by the creatures attacking now)
        return len({t for t in game.combat.attackers.values() if isinstance(t, Seat)})
    if isinstance(amount, ir.SpellsCastBefore):  # storm (CR 702.40a)
        return spells_cast_before(game, res.source)
    if isinstance(amount, ir.GreatestAmong):  # "the greatest power among creatures ..."
        seats = [you] if amount.player is None else players(game, res, amount.player)
        return greatest_among(game, amount, seats[0], res.source) if seats else 0
    if isinstance(amount, ir.SpellsCastLastTurn):
        return spells_cast_last_turn(game, amount.by_one_player)
    if isinstance(amount, ir.LifeChangedTotal):  # CR 119.3
        return life_history.total(game, amount, you, res.scratch.get("checked_player"))
    if isinstance(amount, ir.PlayerCount):  # "you have two or more opponents" (CR 800.4a)
        return len(players(game, res, amount.players))
    if isinstance(amount, ir.Devotion):  # CR 700.5
        return devotion(game, players(game, res, amount.player), amount.colors)
    if isinstance(amount, ir.PlayerCountersOf):  # poison (CR 122.1f), energy (CR 107.14)
        return sum(game.players[p].counters.get(amount.kind, 0)
                   for p in players(game, res, amount.player))
    if isinstance(amount, ir.ExtremeLife):  # CR 119.1, 800.4a: players still in the game
        lives = [game.players[p].life for p in apnap(game)]
        return (max(lives) if amount.highest else min(lives)) if lives else 0
    if isinstance(amount, ir.HalfOf):  # "half their life, rounded up" (CR 107.1a)
        whole = amount_value(game, res, amount.amount, you)
        return (whole + 1) // 2 if amount.round_up else whole // 2
    if isinstance(amount, ir.StartingLife):  # CR 103.4, 903.7
        return game.format.starting_life
    if isinstance(amount, ir.CountedThisWay):  # CR 608.2c: "for each ... destroyed this way"
        return this_way.counted(game, res, amount, you)
    plugged = hooks.AMOUNTS.get(type(amount))
    if plugged is not None:  # an amount a mechanism evaluates
        return plugged(game, res, amount, you)
    raise TypeError(f"not an amount: {amount!r}")


def _has_greatest_power(game: Game, res: Resolution, cond: ir.HasGreatestPower) -> bool:
    """ "it has the greatest power [or is tied for greatest power] among creatures on the
    battlefield" (CR 208.1: a creature's power as it is now)."""
    ids = objects(game, res, cond.ref)
    if not ids:
        return False
    mine = query.power(game, game.objects[ids[0]])
    others = [query.power(game, game.objects[o]) for o in game.battlefield
              if o != ids[0] and query.is_creature(game, game.objects[o])]
    return all(mine >= p if cond.ties else mine > p for p in others)


def dice_rolled_this_turn(game: Game, player: int) -> int:
    """How many dice ``player`` rolled this turn (CR 706.6: an ignored roll never
    happened; the planar die counts, CR 706.7)."""
    return sum(1 for event in _this_turn(game) if isinstance(event, ev.DieRolled)
               and event.player == player and not event.ignored)


def result_matches(which: ir.ResultCount, result: int) -> bool:
    """Whether one die result counts for a :class:`ir.ResultCount`."""
    if which.parity == "odd" and result % 2 == 0:
        return False
    if which.parity == "even" and result % 2 == 1:
        return False
    if which.value is not None and result != which.value:
        return False
    return which.exclude_value is None or result != which.exclude_value


def _this_turn(game: Game) -> Iterator[object]:
    """This turn's events, newest first (the log back to its ``TurnBegan``)."""
    for event in reversed(game.events):
        if isinstance(event, ev.TurnBegan):
            return
        yield event


def _happened(game: Game, you: int, what: str, event: object) -> bool:
    """Whether ``event`` is one a :class:`ir.HappenedThisTurn` condition looks for."""
    if what in hooks.HAPPENED:  # a mechanism's history (Attractions, void)
        return hooks.HAPPENED[what](game, you, event)
    if what == "creature_died":  # CR 700.4: put into a graveyard from the battlefield
        if not (isinstance(event, ev.ZoneChanged) and event.from_zone == "battlefield"
                and event.to_zone == "graveyard"):
            return False
        old = game.last_known.get(event.old) or game.objects.get(event.new)
        return old is not None and old.info.is_creature
    if what == "you_attacked":  # CR 508.1
        return isinstance(event, ev.AttackersDeclared) and event.player == you \
            and bool(event.attackers)
    if what == "creature_attacked":  # CR 508.1: declared as attackers, by any player
        return isinstance(event, ev.AttackersDeclared) and bool(event.attackers)
    if what in ("you_gained_life", "opponent_lost_life"):  # CR 119.3
        return isinstance(event, ev.LifeChanged) and (
            event.player == you and event.amount > 0 if what == "you_gained_life"
            else event.player != you and event.amount < 0)
    if what == "you_cast_spell":  # CR 601.2i
        return isinstance(event, ev.SpellCast) and event.player == you
    if what == "opponent_dealt_damage":  # bloodthirst (CR 702.54a); a player is -1 - seat
        return isinstance(event, ev.DamageDealt) and event.target < 0 \
            and -1 - event.target != you and event.amount > 0
    if what == "land_entered_yours":  # a land entered under your control (CR 603.6a)
        if not (isinstance(event, ev.ZoneChanged) and event.to_zone == "battlefield"):
            return False
        new = game.objects.get(event.new) or game.last_known.get(event.new)
        return new is not None and new.info.is_land and new.controller == you
    if what == "you_created_token":  # CR 111.2: a token's owner is the player who made it
        return isinstance(event, ev.ZoneChanged) and event.from_zone == "none" \
            and event.kind == "token" and event.owner == you
    if what == "permanent_left_your_control":  # revolt (AER): any permanent, a token too
        # CR 603.10a: it left the battlefield; ``controller`` is its controller as it left
        return isinstance(event, ev.ZoneChanged) and event.from_zone == "battlefield" \
            and event.controller == you
    raise UnsupportedEffectError(f"{what!r} this turn is not tracked")


def condition_holds(game: Game, res: Resolution, cond: object) -> bool:
    """Whether a condition is true now."""
    if isinstance(cond, ir.ResultInRange):
        die = res.die
        if die is None:
            return False
        value = die.natural if cond.natural else die.result
        return value >= cond.low and (cond.high is None or value <= cond.high)
    if isinstance(cond, ir.ObjectMatches):
        ids = objects(game, res, cond.ref)
        if not ids and cond.filter.zone is None:
            # CR 608.2h: "Return target creature card ... If it's a Zombie card": the card
            # an earlier step moved is read as it last existed (a zone is asked of it now)
            known = lki_objects(game, res, cond.ref)
            return bool(known) and all(
                query.matches(game, o, cond.filter, res.you, res.source) for o in known)
        return bool(ids) and all(
            query.matches(game, game.objects[o], cond.filter, res.you, res.source) for o in ids)
    if isinstance(cond, ir.YouControl):
        flt = cond.filter
        found = [o for o in game.battlefield
                 if game.objects[o].controller == res.you
                 and query.matches(game, game.objects[o], flt, res.you, res.source)]
        return len(found) >= cond.at_least
    if isinstance(cond, ir.AmountCompare):
        value = amount_value(game, res, cond.amount, res.you)
        return query._compare(value, cond.check)
    if isinstance(cond, ir.Not):
        return not condition_holds(game, res, cond.condition)
    if isinstance(cond, ir.CompareAmounts):
        left = amount_value(game, res, cond.left, res.you)
        right = amount_value(game, res, cond.right, res.you)
        return query._compare(left, ir.NumberCheck(cond.op, right))
    if isinstance(cond, ir.HasGreatestPower):
        return _has_greatest_power(game, res, cond)
    if isinstance(cond, ir.AnyOf):
        return any(condition_holds(game, res, c) for c in cond.conditions)
    if isinstance(cond, ir.AllOf):
        return all(condition_holds(game, res, c) for c in cond.conditions)
    if isinstance(cond, ir.HasDesignation):  # CR 702.112b, 701.31b
        obj = game.objects.get(res.source)
        return obj is not None and obj.zone == "battlefield" and cond.designation in obj.flags
    if isinstance(cond, ir.HappenedThisTurn):
        return any(_happened(game, res.you, cond.event, e) for e in _this_turn(game))
    evaluator = hooks.CONDITIONS.get(type(cond))
    if evaluator is not None:  # a mechanism's (persist, undying's CR 702.79a, 702.93a;
        return evaluator(game, res, cond)  # echo's CR 702.30a ...)
    if isinstance(cond, ir.IsYourTurn):  # CR 500: "during your turn"
        return game.active == res.you
    if isinstance(cond, ir.PlayerStatus):
        if cond.status == "monarch":  # CR 722.1
            return game.monarch == res.you
        status = hooks.PLAYER_STATUSES.get(cond.status)
        if status is not None:  # a mechanism's ("completed a dungeon", CR 309.7; "control
            # your commander", CR 903.3d)
            return status(game, res.you)
        raise UnsupportedEffectError(f"player status {cond.status!r} is not implemented")
    if isinstance(cond, ir.PlayersExist):  # "if one or more <players> ..."
        return bool(players(game, res, cond.players))
    if isinstance(cond, ir.RolledDoubles):
        results = res.die.results if res.die is not None else ()
        return len(results) >= 2 and len(set(results)) == 1  # CR 706.5
    if isinstance(cond, ir.ResultIn):
        if res.die is None:
            return False
        value = sum(res.die.results) if len(res.die.results) > 1 else res.die.result
        return value in cond.values
    if isinstance(cond, ir.NotedOnSource):  # "the noted total" (:func:`noted`)
        return noted(game, res, cond)
    if isinstance(cond, ir.WonFlip):  # CR 705.2 (grimoire.rules.coins)
        from grimoire.rules.coins import won_flip
        return won_flip(res, cond)
    if isinstance(cond, ir.ChoseWord):  # CR 614.12: "choose Khans or Dragons" as it entered
        return getattr(game.objects.get(res.source), "chosen", None) == cond.word
    if isinstance(cond, ir.CastFrom):  # CR 601.2a: the zone it moved to the stack from
        return any(isinstance(event, ev.ZoneChanged) and event.new == res.source
                   and event.to_zone == "stack" and event.from_zone == cond.zone
                   for event in _this_turn(game))
    if isinstance(cond, ir.CastWith):  # CR 702.33d: the spell (or its permanent) was kicked
        spell = game.objects.get(res.source) or game.last_known.get(res.source)
        return spell is not None and cond.option in spell.flags
    if isinstance(cond, ir.DealtDamageThisTurn):  # over the whole turn (Spinerock Knoll)
        dealt: dict[int, int] = {}
        for event in _this_turn(game):
            if isinstance(event, ev.DamageDealt) and event.target < 0:  # a player: -1 - seat
                dealt[-1 - event.target] = dealt.get(-1 - event.target, 0) + event.amount
        return any(query._compare(dealt.get(p, 0), cond.check)
                   for p in players(game, res, cond.players))
    if isinstance(cond, ir.AttackedWithThisTurn):  # CR 508.1: different creatures declared
        attackers = {a for event in _this_turn(game)
                     if isinstance(event, ev.AttackersDeclared) and event.player == res.you
                     for a, _ in event.attackers}
        return query._compare(len(attackers), cond.check)
    if isinstance(cond, ir.SomePlayerCardsIn):  # "a library has twenty or fewer cards"
        sizes = [len(getattr(game.players[p], cond.zone)) for p in players(game, res,
                                                                            cond.players)]
        passing = [query._compare(n, cond.check) for n in sizes]
        return all(passing) if cond.every else any(passing)
    if isinstance(cond, ir.Suspended):  # CR 702.62b
        card = game.objects.get(res.source)
        return card is not None and card.zone == "exile" and "suspend" in card.info.keywords \
            and card.counter("time") > 0
    if isinstance(cond, ir.KickedWith):  # CR 702.33f: "kicked with its {1}{B} kicker"
        spell = game.objects.get(res.source) or game.last_known.get(res.source)
        return spell is not None and cast_options.kicked_with(spell, cond.cost)
    if isinstance(cond, ir.ManaSpentToCast):  # CR 601.2h: recorded as the mana was spent
        spell = game.objects.get(res.source) or game.last_known.get(res.source)
        return spell is not None and spent_on(spell.flags, cond.color) >= cond.at_least
    if isinstance(cond, ir.SomePlayerLife):  # "a player has 13 or less life" (CR 119.1)
        return any(query._compare(game.players[p].life, cond.check)
                   for p in players(game, res, cond.players))
    if isinstance(cond, ir.Unimplemented):
        raise UnsupportedEffectError(f"unimplemented condition: {cond.text!r}")
    raise TypeError(f"not a condition: {cond!r}")


# --- notes on the source, storm, "the greatest ... among" ---------------------------

NO_UPKEEP_ROLLS = "note:no_upkeep_rolls"


def total_flag(kind: str, total: int, *, turn: int) -> str:
    return f"note:total@{turn}:{total}" if kind == "total_this_turn" else f"note:total:{total}"


def roll_total(res: Resolution) -> int | None:
    return sum(res.die.results) if res.die is not None and res.die.results else None
"""The note of "don't roll dice for ~ during any of your following upkeeps"."""


def noted(game: Game, res: Resolution, cond: ir.NotedOnSource) -> bool:
    """Whether the source's notes satisfy ``cond`` (see :class:`ir.NotedOnSource`)."""
    obj = game.objects.get(res.source) or game.last_known.get(res.source)
    if obj is None:
        return False
    if cond.kind == "no_upkeep_rolls":
        return NO_UPKEEP_ROLLS in obj.flags
    total = roll_total(res)
    return total is not None and total_flag(cond.kind, total, turn=game.turn) in obj.flags


def greatest_among(game: Game, amount: ir.GreatestAmong, you: int, source: int | None) -> int:
    """The greatest ``amount.stat`` among the permanents matching ``amount.filter`` (0 if
    none match: there is no greatest)."""
    values = []
    for oid in query.objects_matching(game, amount.filter, you, source):
        obj = game.objects[oid]
        if amount.stat == "power":
            values.append(query.power(game, obj))
        elif amount.stat == "toughness":
            values.append(query.toughness(game, obj))
        else:
            values.append(obj.info.mana_value)
    return max(values, default=0)


def devotion(game: Game, seats: list[int], colors: tuple[str, ...]) -> int:
    """CR 700.5: the mana symbols of any of ``colors`` among the mana costs of permanents
    ``seats`` control, a hybrid symbol counted once; the cost after copy effects (layer 1,
    CR 700.5a: the object's copiable values)."""
    wanted = frozenset(colors)
    total = 0
    for oid in game.battlefield:
        obj = game.objects[oid]
        if obj.controller not in seats:
            continue
        cost = layers.characteristics(game, obj).info.card.mana_cost
        total += sum(1 for symbol in cost.symbols if symbol_colors(symbol) & wanted)
    return total
