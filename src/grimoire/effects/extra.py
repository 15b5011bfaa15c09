"""More effect kinds: base P/T, regeneration, prevention, proliferate, energy, the monarch,
paying costs, combat restrictions, revealing hands, transforming, assembling.

SetBasePowerToughness (CR 613.4b), Regenerate (CR 701.15), PreventDamage (CR 615),
Proliferate (CR 701.27), GetEnergy (CR 107.14), BecomeMonarch (CR 722), PayCost (CR 118.3),
CombatRestriction (CR 508.1c, 509.1b), RevealHand (CR 701.16a), Transform (CR 701.28),
Assemble (CR 701.41).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, get_args

from grimoire.mechanics import this_combat
from grimoire.mechanics.contraptions import resolve_assemble
from grimoire.oracle import ir
from grimoire.rules import continuous, costs, knowledge
from grimoire.rules import events as ev
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.attack_requirements import MUST_ATTACK
from grimoire.rules.combat import lasting_rule
from grimoire.rules.combat_restrictions import CANT_BE_BLOCKED_BY_POWER, CANT_BLOCK_PREFIX
from grimoire.rules.continuous import still_tapped
from grimoire.rules.counters import add_counters
from grimoire.rules.query import matches
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution
from grimoire.rules.transform import transform as turn_over
from grimoire.rules.unpreventable import THIS_TURN
from grimoire.rules.values import amount_value, effect_amount, objects, players

if TYPE_CHECKING:
    from grimoire.rules.game import Game

_PLAYER_REFS = get_args(ir.PlayerRef)
"""Every kind of player reference, from the IR's union (see :mod:`.basic`)."""


@resolves(ir.SetBasePowerToughness)
def set_base_pt(game: Game, res: Resolution, node: ir.SetBasePowerToughness,
                answer: Action | None) -> None:
    """A timestamped layer 7b effect (CR 613.4b) on each object, its values fixed as the
    ability resolves (CR 608.2h): later effects of that layer apply after it (CR 613.7),
    and the object's copiable values stay its own (CR 707.2)."""
    hit = [o for o in objects(game, res, node.what) if game.objects[o].zone == "battlefield"]
    for oid in hit:
        power = amount_value(game, res, node.power, res.you) if node.power else None
        tough = amount_value(game, res, node.toughness, res.you) if node.toughness else None
        continuous.lasting(game, res.source, res.you, node.duration, frozenset({oid}),
                           base_power=power, base_toughness=tough)
    res.did = bool(hit)


@resolves(ir.Regenerate)
def regenerate(game: Game, res: Resolution, node: ir.Regenerate,
               answer: Action | None) -> None:
    hit = [o for o in objects(game, res, node.what) if game.objects[o].zone == "battlefield"]
    if node.denied:  # CR 701.15c: "can't be regenerated this turn" (ends at cleanup)
        game.no_regeneration = game.no_regeneration | frozenset(hit)
    else:
        game.regeneration = game.regeneration + tuple(hit)  # one shield each (CR 701.15a)
    res.did = bool(hit)


def _chosen_source_shield(game: Game, res: Resolution, node: ir.PreventDamage,
                          answer: Action | None) -> Decision | None:
    """ "The next time a <quality> source of your choice would deal damage to <recipient>
    this turn, prevent that damage", "Prevent all damage a source of your choice would deal
    this turn" (CR 615.7): the source is chosen as it resolves, among the permanents and
    the spells on the stack with the quality (Circle of Protection's rulings); a "next
    time" shield is used up by that source's next damage to the recipient, a "prevent the
    next N" one by N damage, a lasting one not at all. Its ``then`` (CR 615.5, "If damage
    is prevented this way, ...") is kept with the shield, to be done when it prevents."""
    assert node.chosen_source is not None
    recipients = _recipients(game, res, node.to)
    if answer is None:
        flt = replace(node.chosen_source, zone=None)
        options = tuple(o for o in (*game.battlefield, *game.stack)
                        if game.objects[o].kind != "ability"
                        and matches(game, game.objects[o], flt, res.you, res.source))
        if not options or not recipients:
            res.did = False
            return None
        return Decision("choose_objects", res.you, prompt="choose a source", options=options,
                        source=res.source, rule="CR 615.7")
    assert isinstance(answer, Choose) and isinstance(answer.value, tuple)
    amount = amount_value(game, res, node.amount, res.you) if node.amount is not None else -1
    once = node.amount is None and not node.lasting
    quality = (res.you, replace(node.chosen_source, zone=None), None, res.source)
    for code in recipients:
        for source in answer.value:  # CR 609.7b: its quality is checked again as it deals
            rider = () if node.then is None else (  # damage ("a red source")
                (node.then, res.source, res.you, res.source_name, source),)
            game.prevention = (*game.prevention,
                               (code, amount, node.combat_only, source, once, quality, *rider))
    res.did = bool(recipients) and amount != 0
    return None


def _recipients(game: Game, res: Resolution, to: ir.ObjectRef | ir.PlayerRef | None
                ) -> list[int]:
    """The shield's recipients as damage codes (a player ``-1 - seat``; 0: anything)."""
    if to is None:
        return [0]  # 0: any recipient
    if isinstance(to, _PLAYER_REFS):  # TargetRef among them ("any target", CR 115.4)
        found = [-1 - p for p in players(game, res, to)]
        return found + objects(game, res, to) if isinstance(to, ir.TargetRef) else found
    return objects(game, res, to)


@resolves(ir.PreventDamage)
def prevent_damage(game: Game, res: Resolution, node: ir.PreventDamage,
                   answer: Action | None) -> Decision | None:
    if node.chosen_source is not None:
        return _chosen_source_shield(game, res, node, answer)
    amount = amount_value(game, res, node.amount, res.you) if node.amount is not None else -1
    recipients = _recipients(game, res, node.to)
    sources = [0]  # 0: damage from any source
    if node.source is not None:  # "prevent all combat damage it would deal" (CR 615.1a)
        sources = objects(game, res, node.source)
    # "by attacking creatures", "to you and creatures you control": filters read as the
    # damage would be dealt (grimoire.rules.replacers._shields), not locked in (CR 615.1a)
    by = (res.you, node.by, None, res.source) if node.by is not None else None
    rider = () if node.then is None or by is None else (  # CR 615.5: "You gain life equal
        (node.then, res.source, res.you, res.source_name, 0),)  # to the damage prevented
    for code in recipients:  # CR 615.1: a shield that lasts this turn  # this way"
        for source in sources:
            shield = (code, amount, node.combat_only, source)
            game.prevention = (*game.prevention,
                               shield if by is None else (*shield, False, by, *rider))
    if node.to_also is not None:
        also = (res.you, node.by, node.to_also, res.source)
        game.prevention = (*game.prevention, (0, amount, node.combat_only, 0, False, also))
    res.did = (bool(recipients) or node.to_also is not None) and bool(sources)
    return None


@resolves(ir.Proliferate)
def proliferate(game: Game, res: Resolution, node: ir.Proliferate,
                answer: Action | None) -> Decision | None:
    # CR 701.27a: choose any number of permanents and/or players with counters; give each
    # another counter of each kind already there. Players are offered as -1 - seat.
    who = players(game, res, node.player)
    chooser = who[0] if who else res.you
    if answer is None:
        options = tuple(o for o in game.battlefield if game.objects[o].counters) + tuple(
            -1 - p.index for p in game.players if any(p.counters.values()))
        if not options:
            res.did = False
            game.emit(ev.Proliferated(chooser))  # (you proliferate, choosing nothing)
            return None
        return Decision("choose_objects", chooser, prompt="proliferate", options=options,
                        min_count=0, max_count=len(options), source=res.source,
                        rule="CR 701.27a")
    assert isinstance(answer, Choose) and isinstance(answer.value, tuple)
    for code in answer.value:
        if code < 0:
            counters = game.players[-1 - code].counters
            for kind in [k for k, v in counters.items() if v]:
                counters[kind] += 1
        elif code in game.objects and game.objects[code].counters:
            obj = game.objects[code]
            for kind in list(obj.counters or {}):
                add_counters(game, obj, kind, 1)
    res.did = bool(answer.value)
    game.emit(ev.Proliferated(chooser))  # "Whenever you proliferate" (CR 701.27a)
    return None


@resolves(ir.GetEnergy)
def get_energy(game: Game, res: Resolution, node: ir.GetEnergy, answer: Action | None) -> None:
    amount = effect_amount(game, res, node.amount, res.you)
    for seat in players(game, res, node.player):  # CR 107.14: energy counters on a player
        counters = game.players[seat].counters
        counters["energy"] = counters.get("energy", 0) + amount
    res.did = amount > 0


@resolves(ir.BecomeMonarch)
def become_monarch(game: Game, res: Resolution, node: ir.BecomeMonarch,
                   answer: Action | None) -> None:
    who = players(game, res, node.player)
    if who and game.monarch != who[0]:  # CR 722.1
        previous, game.monarch = game.monarch, who[0]
        game.emit(ev.BecameMonarch(who[0], previous))
    res.did = bool(who)


@resolves(ir.PayCost)
def pay_cost(game: Game, res: Resolution, node: ir.PayCost,
             answer: Action | None) -> Decision | None:
    who = players(game, res, node.player)
    payer = who[0] if who else res.you
    if answer is None:
        if not costs.can_pay_effect_cost(game, payer, node.cost, res.source):
            res.did = False  # CR 118.3: an unpayable cost can't be paid
            return None
        return Decision("yes_no", payer, prompt="pay the cost?", options=(True, False),
                        source=res.source, rule="CR 118.3")
    assert isinstance(answer, Choose)
    if answer.value is True:
        costs.pay_effect_cost(game, payer, node.cost, res.source)
    res.did = answer.value is True
    return None


@resolves(ir.CombatRestriction)
def combat_restriction(game: Game, res: Resolution, node: ir.CombatRestriction,
                       answer: Action | None) -> None:
    hit = [o for o in objects(game, res, node.what) if game.objects[o].zone == "battlefield"]
    # CR 508.1d: "attacks you this turn if able" names the player: this ability's controller
    rule = f"{node.rule}:{res.you}" if node.rule == "must_attack_you" else node.rule
    if node.count > 1:  # "can block an additional two creatures this turn" (CR 509.1a)
        rule = f"{node.rule}:{node.count}"
    if node.blocker_power is not None:  # "... by creatures with power 2 or less" (509.1b)
        rule = f"{CANT_BE_BLOCKED_BY_POWER}{node.blocker_power.op}:{node.blocker_power.value}"
    if node.attacker is not None:  # "can't block ~ this turn": that pair only (CR 509.1b)
        attackers = [o for o in objects(game, res, node.attacker)
                     if game.objects[o].zone == "battlefield"]
        game.combat_rules = (*game.combat_rules, *(
            (b, f"{CANT_BLOCK_PREFIX}{a}") for b in hit for a in attackers))
        res.did = bool(hit and attackers)
        return
    if node.duration == "while_tapped":  # CR 611.2b: while the source remains tapped
        since = len(game.events)
        if not still_tapped(game, res.source, since):
            res.did = False  # the duration never starts
            return
        for oid in hit:
            game.objects[oid].flags |= {lasting_rule(rule, res.source, since)}
        res.did = bool(hit)
        return
    if node.duration == "while_source":  # CR 611.2b: past this turn, while the source stays
        source = game.objects.get(res.source)
        if source is None or source.zone != "battlefield":
            res.did = False  # the duration never starts
            return
        for oid in hit:
            game.objects[oid].flags |= {lasting_rule(rule, res.source)}
        res.did = bool(hit)
        return
    if node.this_combat:  # "can't block this combat" (CR 511.3)
        this_combat.for_this_combat(game, tuple((oid, rule) for oid in hit))
        res.did = bool(hit)
        return
    game.combat_rules = (*game.combat_rules, *((oid, rule) for oid in hit))
    if node.rule == "must_block":
        game.must_block = game.must_block | frozenset(hit)
    res.did = bool(hit)


@resolves(ir.MustAttackPlayer)
def must_attack_player(game: Game, res: Resolution, node: ir.MustAttackPlayer,
                       answer: Action | None) -> None:
    """CR 508.1d: a requirement this turn, obeyed only by attacking the player named
    (``must_attack:<seat>`` in the combat rules, grimoire.rules.attack_requirements)."""
    hit = [o for o in objects(game, res, node.what) if game.objects[o].zone == "battlefield"]
    seats = players(game, res, node.player)
    game.combat_rules = (*game.combat_rules,
                         *((oid, f"{MUST_ATTACK}{seat}") for oid in hit for seat in seats[:1]))
    res.did = bool(hit and seats)


@resolves(ir.RemoveFromCombat)
def remove_from_combat(game: Game, res: Resolution, node: ir.RemoveFromCombat,
                       answer: Action | None) -> None:
    """CR 506.4: each named creature stops being an attacking or blocking creature."""
    combat = game.combat
    hit = [o for o in objects(game, res, node.what)
           if o in combat.attackers or o in combat.blocking]
    for oid in hit:
        combat.remove(oid)
    if hit:
        game.version += 1  # "attacking"/"blocking" no longer hold (grimoire.rules.layers)
    res.did = bool(hit)


@resolves(ir.RevealHand)
def reveal_hand(game: Game, res: Resolution, node: ir.RevealHand,
                answer: Action | None) -> None:
    for seat in players(game, res, node.player):  # CR 701.16a: everyone sees it
        hand = game.players[seat].hand
        knowledge.revealed(game, hand)
        game.emit(ev.HandRevealed(seat, tuple(game.objects[o].name for o in hand)))
    res.did = True


@resolves(ir.Transform)
def transform(game: Game, res: Resolution, node: ir.Transform, answer: Action | None) -> None:
    # CR 701.28a: turn it over; CR 701.28c: a permanent that isn't a transforming
    # double-faced card doesn't transform (grimoire.rules.transform).
    hit = [oid for oid in objects(game, res, node.what) if oid in game.objects]
    res.did = sum(turn_over(game, game.objects[oid]) for oid in hit) > 0


@resolves(ir.Assemble)
def assemble(game: Game, res: Resolution, node: ir.Assemble,
             answer: Action | None) -> Decision | None:
    # CR 701.41a: Unstable's assembling, from the reminder text (grimoire.mechanics.contraptions);
    # without a Contraption deck nothing happens.
    return resolve_assemble(game, res, node, answer)



@resolves(ir.DamageCantBePrevented)
def damage_cant_be_prevented(game: Game, res: Resolution, node: ir.DamageCantBePrevented,
                             answer: Action | None) -> None:
    """CR 615.12: "Damage can't be prevented this turn" (until the cleanup step ends the
    turn's shields, CR 514.2)."""
    if THIS_TURN not in game.prevention:
        game.prevention = (*game.prevention, THIS_TURN)
