"""A generic driver for the AFR/AFC die-rolling cards: set up a rich position, use the
card's die ability the way its kind of ability is used (cast, activate, attack, wait for a
step, make the enchanted player cast a spell, equip and attack), force the dice, and check
that the row's effect happened through the events it must produce.

Nothing here knows a card's name: the plan comes from the card's compiled IR.
"""

from __future__ import annotations

from dataclasses import dataclass

from tests.dice_rules._util import game

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules.actions import (
    Action,
    ActivateAbility,
    CastSpell,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
)
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

BASICS = ("Plains", "Island", "Swamp", "Mountain", "Forest")
LIBRARY = (
    "Grizzly Bears",
    "Fellwar Stone",
    "Hill Giant",
    "Lightning Bolt",
    "Forest",
    "Llanowar Elves",
    "Serra Angel",
    "Island",
    "Craw Wurm",
    "Shivan Dragon",
    "Divination",
    "Mountain",
) * 2
GRAVEYARD = ("Grizzly Bears", "Lightning Bolt", "Hill Giant", "Divination")


@dataclass(frozen=True, slots=True)
class Plan:
    """How a card's die roll is reached: ``how`` is "cast", "activate", "attack",
    "step", "opponent_casts" or "equip_attack"; ``roll`` the roll node; ``index`` the
    ability index (activate); ``step`` the step that triggers it."""

    how: str
    roll: ir.RollDice
    index: int = -1
    step: str = "main1"
    zone: str = "battlefield"


def _roll_in(node: object) -> ir.RollDice | None:
    return next((n for n in ir.iter_nodes(node) if isinstance(n, ir.RollDice)), None)


def plan_for(card: ir.CardDefinition) -> Plan | None:
    """How to reach the card's first die roll, from its IR (None: it rolls no die itself)."""
    if card.spell is not None:
        roll = _roll_in(card.spell)
        if roll is not None:
            return Plan("cast", roll)
    for index, ability in enumerate(card.abilities):
        roll = _roll_in(ability)
        if roll is None:
            continue
        if isinstance(ability, ir.ActivatedAbility):
            return Plan("activate", roll, index, zone=ability.zone)
        if isinstance(ability, ir.StaticAbility):
            return Plan("cast", roll)  # "as this enters, roll"
        if isinstance(ability, ir.TriggeredAbility):
            trig = ability.trigger
            if isinstance(trig, ir.EntersTrigger):
                return Plan("cast", roll)
            if isinstance(trig, ir.AttacksTrigger):
                return Plan("attack", roll)
            if isinstance(trig, ir.StepTrigger):
                return Plan("step", roll, step=trig.step)
            if isinstance(trig, ir.CastTrigger):
                return Plan("opponent_casts", roll)
            if isinstance(trig, ir.CombatDamageTrigger):
                return Plan("equip_attack", roll)
    for ability in card.abilities:  # a roll as a cost ("{6}, Roll a d8: ...")
        if isinstance(ability, ir.ActivatedAbility) and any(
            isinstance(p, ir.RollCost) for p in ability.cost.parts
        ):
            return Plan(
                "activate",
                ir.RollDice(
                    ir.Fixed(1),
                    next(p.sides for p in ability.cost.parts if isinstance(p, ir.RollCost)),
                ),
                card.abilities.index(ability),
            )
    return None


def setup(name: str, plan: Plan, *, lean: bool = False) -> Game:
    """A rich position: five of each basic land, two creatures on each side, cards in
    graveyards and libraries; the card in hand (to cast) or on the battlefield. ``lean``:
    no other cards in hand (for rolls whose own modifier counts them)."""
    in_hand = plan.how in ("cast", "opponent_casts")
    card_perm = () if in_hand or plan.zone != "battlefield" else (PermanentSpec(name),)
    hand = (name,) if in_hand or plan.zone == "hand" else ()
    grave = (name,) if plan.zone == "graveyard" else ()
    mine = PlayerSpec(
        hand=hand + (() if lean else ("Lightning Bolt", "Divination")),
        battlefield=tuple(PermanentSpec(b) for b in BASICS for _ in range(5))
        + card_perm
        + (PermanentSpec("Hill Giant"), PermanentSpec("Grizzly Bears")),
        graveyard=GRAVEYARD + grave,
        library=LIBRARY,
    )
    theirs = PlayerSpec(
        hand=("Lightning Bolt",),
        library=LIBRARY,
        graveyard=GRAVEYARD,
        battlefield=(
            PermanentSpec("Hill Giant"),
            PermanentSpec("Grizzly Bears"),
            PermanentSpec("Mountain"),
            PermanentSpec("Mountain"),
        ),
    )
    if plan.how == "step" and plan.step == "upkeep":
        return game(mine, theirs, step="untap", turn=3)
    g = game(mine, theirs, step="main1", turn=3)
    # Positions can't say what an Aura or Equipment is attached to, and the engine has no
    # Equip or "enchant player" casting yet: attach it directly, as a position would.
    card = next((o for o in g.objects.values() if o.name == name and o.zone == "battlefield"), None)
    if card is not None and plan.how == "opponent_casts":
        card.attached_to = -1 - 1  # enchanting the opponent (a player is -1 - seat)
    if card is not None and plan.how == "equip_attack":
        card.attached_to = next(
            o.id
            for o in g.objects.values()
            if o.name == "Hill Giant" and o.controller == 0 and o.zone == "battlefield"
        )
    return g


def _start(g: Game, name: str, plan: Plan, legal: list[Action]) -> Action | None:
    me = [o.id for o in g.objects.values() if o.name == name and o.controller == 0]
    if plan.how in ("cast", "opponent_casts"):
        casts = [a for a in legal if isinstance(a, CastSpell) and a.card in me]
        if plan.how == "opponent_casts":  # aim an Aura "enchant player" at the opponent
            casts = [a for a in casts if any(Seat(1) in group for group in a.targets)] or casts
        # the smallest positive X (X = 0 would roll no dice; a huge X only slows the test)
        return min(casts, key=lambda a: (a.x == 0, a.x)) if casts else None
    if plan.how == "activate":
        acts = [
            a
            for a in legal
            if isinstance(a, ActivateAbility) and a.source in me and a.index == plan.index
        ]
        return acts[0] if acts else None
    if plan.how == "equip_attack":
        source = me[0] if me else None
        if source is not None and g.objects[source].attached_to is None:
            acts = [a for a in legal if isinstance(a, ActivateAbility) and a.source == source]
            return acts[0] if acts else None
    return None


def drive(g: Game, name: str, plan: Plan, limit: int = 400) -> tuple[object, ...]:
    """Play until the card's roll has happened and its resolution is over; returns the
    visible state (:func:`state`) just before the action during which the die was rolled."""
    started = False
    before: tuple[object, ...] = ()
    for _ in range(limit):
        rolled = any(isinstance(e, ev.RollCompleted) for e in g.events)
        if g.result is not None or g.pending is None:
            return before
        d = g.pending
        legal = list(g.legal_actions())
        if rolled and not g.stack and not g.resolving and d.kind == "priority":
            return before
        if not rolled:
            before = state(g)
        action: Action | None = None
        if d.kind == "priority":
            if d.player == 0 and not started:
                action = _start(g, name, plan, legal)
                started = action is not None and plan.how != "equip_attack"
            elif d.player == 1 and plan.how == "opponent_casts" and not rolled and not g.stack:
                casts = [
                    a
                    for a in legal
                    if isinstance(a, CastSpell) and not g.objects[a.card].info.is_creature
                ]
                action = casts[0] if casts else None
            action = action or PassPriority()
        elif d.kind == "declare_attackers":
            # the card itself, or the creature it is attached to (an Equipment)
            mine = [o for o in g.objects.values() if o.name == name and o.zone == "battlefield"]
            chosen = [o.id for o in mine if o.info.is_creature]
            chosen += [o.attached_to for o in mine if o.attached_to is not None]
            wanted = DeclareAttackers(tuple((c, Seat(1)) for c in chosen))
            action = wanted if wanted in legal else legal[0]
        elif d.kind == "declare_blockers":
            action = DeclareBlockers(())
            if action not in legal:
                action = legal[0]
        elif d.kind == "choose_objects":  # choose something when allowed ("any number")
            action = next((a for a in legal if getattr(a, "value", ())), legal[0])
        else:
            action = legal[0]
        g.apply(action)
    raise AssertionError(f"{name}: the roll never finished")


_EVENTS: dict[type, tuple[type, ...]] = {
    ir.DealDamage: (ev.DamageDealt,),
    ir.DrawCards: (ev.CardDrawn,),
    ir.GainLife: (ev.LifeChanged,),
    ir.LoseLife: (ev.LifeChanged,),
    ir.CreateTokens: (ev.ZoneChanged,),
    ir.CreateTokenCopy: (ev.ZoneChanged,),
    ir.PutIntoHand: (ev.ZoneChanged,),
    ir.PutOntoBattlefield: (ev.ZoneChanged,),
    ir.ReturnToHand: (ev.ZoneChanged,),
    ir.PutIntoLibrary: (ev.ZoneChanged,),
    ir.PutOnTopOrBottom: (ev.ZoneChanged,),
    ir.Destroy: (ev.ZoneChanged,),
    ir.Exile: (ev.ZoneChanged,),
    ir.SacrificePermanents: (ev.Sacrificed, ev.ZoneChanged),
    ir.Discard: (ev.ZoneChanged,),
    ir.PutCounters: (ev.CountersChanged,),
    ir.TapPermanents: (ev.Tapped,),
    ir.CastCard: (ev.SpellCast,),
}
"""The events an effect kind must produce when it does something."""


def expected_events(effect: object) -> tuple[type, ...]:
    """Event types any of which shows the row's effect happened (empty: no event to see)."""
    found: list[type] = []
    for node in ir.iter_nodes(effect):
        found.extend(_EVENTS.get(type(node), ()))
    return tuple(found)


def state(g: Game) -> tuple[object, ...]:
    """A signature of the visible game state (for effects with no event of their own)."""
    from grimoire.rules import query

    perms = tuple(
        sorted(
            (
                o.id,
                o.controller,
                o.tapped,
                tuple(sorted((o.counters or {}).items())),
                tuple(sorted(query.keywords(g, o))),
                tuple(e for e in g.effects if e.affected and o.id in e.affected),
            )
            for o in g.objects.values()
            if o.zone == "battlefield"
        )
    )
    return (
        tuple(p.life for p in g.players),
        tuple(len(p.hand) for p in g.players),
        tuple(tuple(p.library) for p in g.players),
        perms,
        g.combat_rules,
        g.states.get("block_choosers"),
        g.must_block,
        g.attack_bans,
    )
