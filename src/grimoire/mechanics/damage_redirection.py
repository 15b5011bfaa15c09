"""Redirection shields (CR 614.9): the engine side of
:class:`~grimoire.oracle.ir.RedirectDamage` ("The next 1 damage that would be dealt to ~ this
turn is dealt to target creature you control instead", the en-Kor).

Resolving, the effect puts a shield among the turn's shields (``game.prevention``, gone at
cleanup with them, CR 514.2): ``("redirect", recipient code, amount left or -1 for all,
"to", new recipient code, combat only, source id or 0, serial)`` (codes: an object id, or ``-1 -
seat`` for a player). The shield's first word keeps it apart from the prevention shields,
which read an object or player code there.

Damage that would be dealt to the recipient (from that source, combat damage only if so) is
dealt to the new recipient instead, up to the amount left: a "next 1" shield splits 3 damage
into 1 dealt to the new recipient and 2 to the first (the rest of the event is unchanged:
its source, combat or not, can't be prevented). The redirection does nothing — and the
shield waits — while the new recipient is gone or no longer a creature, planeswalker or
battle, or a player who has left (CR 614.9). A redirection is not a prevention: it applies
to damage that can't be prevented. Redirected damage is a new event for the new recipient,
so its own replacement and prevention effects apply to it (CR 616.1).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace as with_
from typing import TYPE_CHECKING, Any

from grimoire.oracle import ir
from grimoire.rules import query
from grimoire.rules import replace as rp
from grimoire.rules.actions import Action, Decision
from grimoire.rules.damage import deal_damage
from grimoire.rules.objects import Seat
from grimoire.rules.registry import resolves
from grimoire.rules.values import amount_value, objects, players

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.resolution import Resolution

REDIRECT = "redirect"
_PLAYER_REFS = (ir.You, ir.OwnerOf, ir.ControllerOf, ir.TargetRef)


def _codes(game: Game, res: Resolution, ref: Any) -> list[int]:
    """The damage codes ``ref`` names (an object id, or ``-1 - seat``)."""
    found: list[int] = []
    if isinstance(ref, _PLAYER_REFS):
        found = [-1 - p for p in players(game, res, ref)]
    if not isinstance(ref, ir.You | ir.OwnerOf | ir.ControllerOf):
        found += [o for o in objects(game, res, ref)
                  if game.objects[o].zone == "battlefield"]
    return found


@resolves(ir.RedirectDamage)
def redirect_damage(game: Game, res: Resolution, node: ir.RedirectDamage,
                    answer: Action | None) -> Decision | None:
    """CR 614.9: a shield for the turn (see the module docstring)."""
    recipients = _codes(game, res, node.to)
    new = _codes(game, res, node.instead)
    sources = [0] if node.source is None else objects(game, res, node.source)
    amount = -1 if node.amount is None else amount_value(game, res, node.amount, res.you)
    res.did = bool(recipients and new and sources) and amount != 0
    if not res.did:
        return None
    serial = len(game.events)  # with the codes, tells two activations' shields apart
    for code in recipients:
        for source in sources:
            game.prevention = (*game.prevention, (REDIRECT, code, amount, "to", new[0],
                                                  node.combat_only, source, serial))
    return None


def _receives(game: Game, code: int) -> bool:
    """Whether damage can be redirected to ``code`` now (CR 614.9)."""
    if code < 0:
        return not game.players[-1 - code].lost
    obj = game.objects.get(code)
    return obj is not None and obj.zone == "battlefield" and (
        query.is_creature(game, obj) or bool({"planeswalker", "battle"}
                                             & set(obj.info.types)))


@rp.provider(rp.ProposedDamage)
def _redirect_shields(game: Game, event: rp.ProposedDamage) -> Iterator[rp.Replacement]:
    """CR 614.9: the redirection shields that apply to ``event``."""
    if not game.prevention or event.amount <= 0:
        return
    for shield in game.prevention:
        if shield[0] != REDIRECT:
            continue
        _, code, left, _, new, combat_only, source, serial = shield
        if code != event.target or (combat_only and not event.combat) or (
                source not in (0, event.source)) or not _receives(game, new):
            continue
        used = event.amount if left < 0 else min(left, event.amount)
        remains = shield if left < 0 else (
            (*shield[:2], left - used, *shield[3:]) if left > used else None)
        if used == event.amount:
            result = with_(event, target=new)
            rest = 0
        else:
            result = with_(event, amount=event.amount - used)
            rest = used

        def perform(g: Game, shield: Any = shield, remains: Any = remains, rest: int = rest,
                    event: rp.ProposedDamage = event, new: int = new) -> None:
            kept = list(g.prevention)
            at = kept.index(shield)
            if remains is None:
                del kept[at]
            else:
                kept[at] = remains
            g.prevention = tuple(kept)
            if rest:  # the redirected part of a split event (CR 614.9)
                dealer = g.objects.get(event.source) or g.last_known.get(event.source)
                if dealer is not None:
                    deal_damage(g, dealer, Seat(-1 - new) if new < 0 else new, rest,
                                event.combat, event.unpreventable)

        name = f"player {-1 - new}" if new < 0 else game.objects[new].name
        yield rp.Replacement((REDIRECT, code, new, source, serial),
                             f"{used} dealt to {name} instead (CR 614.9)", result,
                             None if remains == shield else perform)
