"""Static prevention effects (CR 615) of permanents on the battlefield: the engine side of
:class:`~grimoire.oracle.ir.DamagePrevention`, a provider of the damage replacement pipeline
(:mod:`grimoire.rules.replace`; CR 616.1: with several, the affected player or controller
chooses the order). "Prevent N of that damage" prevents N of each damage event it applies
to (CR 615.1a); "prevent all" prevents the whole event."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace as with_
from typing import TYPE_CHECKING, Any

from grimoire.oracle import ir
from grimoire.rules import query
from grimoire.rules import replace as rp
from grimoire.rules.batch import applied_in_batch, once_in_batch
from grimoire.rules.cardinfo import present
from grimoire.rules.query import static_condition
from grimoire.rules.registry import RESOLVERS
from grimoire.rules.resolution import Resolution

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

_WORDS = frozenset({"DamagePrevention"})


def _applies(game: Game, holder: GameObject, effect: ir.DamagePrevention,
             event: rp.ProposedDamage) -> bool:
    if effect.kind == "combat" and not event.combat:
        return False
    if effect.kind == "noncombat" and event.combat:
        return False
    viewer = holder.controller
    if effect.to_opponent and (event.target >= 0 or -1 - event.target == viewer):
        return False  # CR 102.2: only damage to an opponent
    if effect.to is not None or effect.to_you:
        if event.target < 0:
            if not (effect.to_you and -1 - event.target == viewer):
                return False
        else:
            target = game.objects.get(event.target)
            if effect.to is None or target is None or not query.matches(
                    game, target, effect.to, viewer, holder.id):
                return False
    if effect.by is not None:
        dealer = game.objects.get(event.source) or game.last_known.get(event.source)
        if dealer is None or not query.matches(game, dealer, effect.by, viewer, holder.id):
            return False
    return True


@rp.provider(rp.ProposedDamage)
def _static_prevention(game: Game, event: rp.ProposedDamage) -> Iterator[rp.Replacement]:
    """CR 615.1a: "Prevent all damage that would be dealt to ...", "prevent 1 of that
    damage"; CR 615.5: "..., prevent that damage. Remove a +1/+1 counter from this creature"
    (once for simultaneous damage, :func:`grimoire.rules.batch.once_in_batch`); CR 615.12:
    to damage that can't be prevented, only the rest of the effect applies."""
    if event.amount <= 0 or not game.n_statics or not present(game, _WORDS):
        return
    objects = game.objects
    for oid in game.battlefield:
        holder = objects[oid]
        for index, ability in holder.info.statics:
            effect = ability.effect
            if not isinstance(effect, ir.DamagePrevention):
                continue
            key = (oid, index)
            batched = effect.once or effect.condition is not None
            again = batched and applied_in_batch(game, key)
            if not again and effect.condition is not None and not static_condition(
                    game, holder, effect.condition):
                continue  # "while it has a +1/+1 counter on it"
            if not _applies(game, holder, effect, event):
                continue
            left = 0 if effect.amount is None else max(0, event.amount - effect.amount)
            if event.unpreventable:
                left = event.amount  # CR 615.12: nothing prevented, the rest still done
            then = None if effect.then is None or (effect.once and again) else _also(
                holder, effect.then, event.target, event.amount - left)
            if batched:
                then = _noting(key, then)
            label = f"{holder.name}: prevent (CR 615)"
            if event.unpreventable:
                if effect.then is not None:  # (not a prevention: it applies all the same)
                    yield rp.Replacement(key, label, event, then)
                continue
            yield rp.Replacement(key, label, with_(event, amount=left), then, prevent=True)


def _noting(key: tuple[int, int], then: Callable[[Game], None] | None
            ) -> Callable[[Game], None]:
    """``then``, after noting that the effect applied in this batch of simultaneous
    events."""
    def perform(game: Game) -> None:
        once_in_batch(game, key)
        if then is not None:
            then(game)

    return perform


def _also(holder: GameObject, then: ir.Effect, target: int,
          prevented: int) -> Callable[[Game], None]:
    """CR 615.5: the rest of a prevention effect ("and exile that many cards from the top
    of your library"), done right after the damage is prevented: ``EventAmount`` is the
    damage prevented, ``TriggeringObject`` the permanent it would have been dealt to. The
    instruction asks nothing (the compiler allows only such), so its resolver runs at once
    inside the damage event."""
    source, controller, name = holder.id, holder.controller, holder.name

    def perform(game: Game) -> None:
        res = Resolution(source=source, controller=controller, source_name=name,
                         trigger_object=target if target >= 0 else None)
        res.scratch["event_amount"] = prevented
        RESOLVERS[type(then)](game, res, then, None)

    return perform


def shield_rider(game: Game, rider: tuple[Any, ...], prevented: int, target: int) -> None:
    """CR 615.5: the rest of a resolved prevention effect ("If damage is prevented this way,
    ~ deals that much damage to that source's controller"), done right after its shield
    prevents ``prevented`` damage: ``rider`` is (the instruction, the effect's source, its
    controller, its name, the chosen source, bound as ``chosen_source``)."""
    then, source, controller, name, chosen = rider
    res = Resolution(source=source, controller=controller, source_name=name,
                     trigger_object=target if target >= 0 else None)
    res.scratch["event_amount"] = prevented
    res.bindings[ir.CHOSEN_SOURCE] = (chosen,)
    RESOLVERS[type(then)](game, res, then, None)


def follow_spell(game: Game, spell: int, permanent: int) -> None:
    """CR 609.7a: a shield against a chosen permanent spell also applies to the damage the
    permanent it becomes deals (Pay No Heed's ruling): its shields follow it."""
    if any(len(shield) > 3 and shield[3] == spell for shield in game.prevention):
        game.prevention = tuple((*s[:3], permanent, *s[4:]) if len(s) > 3 and s[3] == spell
                                else s for s in game.prevention)
