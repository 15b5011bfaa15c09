"""Meld (CR 701.37, 712.4, 712.21): two cards of a meld pair exiled, then put onto the
battlefield as one melded permanent with the characteristics of their combined back face.

The melded permanent is the object of one of the two cards (the carrier: the one that is a
commander, so the melded permanent is that player's commander, CR 903.3b; else the card
whose ability melded them); its ``base`` is that card's front face, as for a transformed
permanent, and the other card is held with it (:data:`STATE`) while it is on the
battlefield. When it leaves, one permanent leaves and both cards go to the zone it went to
(CR 712.21); a commander carrier sent to the command zone leaves its counterpart in the zone
it would have gone to (CR 903.9c).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from grimoire.core.mana import ManaCost
from grimoire.errors import UnknownCardError
from grimoire.mechanics.commander import is_commander
from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks, query, zones
from grimoire.rules.actions import Action
from grimoire.rules.cardinfo import CardInfo, info_for
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution

if TYPE_CHECKING:
    from grimoire.rules.game import Game


@dataclass(frozen=True, slots=True)
class Melded:
    """The cards a melded permanent holds besides its own: ``parts`` maps the melded
    permanent's id to the other card's front-face characteristics and owner; ``asked`` the
    zone a melded permanent was sent to before its owner's command-zone choice."""

    parts: tuple[tuple[int, CardInfo, int], ...] = ()
    asked: tuple[tuple[int, str], ...] = ()
    became: tuple[tuple[int, int], ...] = ()
    """The two cards a melded permanent became as it left: (the carrier card's new id, the
    other card's new id), both in the zone it went to (CR 712.21c)."""


STATE: hooks.StateKey[Melded] = hooks.StateKey("meld")


def _melds_into(info: CardInfo, into: str) -> bool:
    """Whether the card ``info`` has an ability that melds it into ``into`` (a meld pair's
    card, CR 701.37b)."""
    return any(isinstance(a.effect, ir.Meld) and a.effect.into == into
               for _, a in info.triggered)


@resolves(ir.Meld)
def meld(game: Game, res: Resolution, node: ir.Meld, answer: Action | None) -> None:
    """CR 701.37a: exile the source and its counterpart, then meld them; CR 701.37b-c: a
    token, a copy, or a card that isn't of this meld pair stays in exile (a token ceases to
    exist there by state-based actions)."""
    res.did = False
    source = game.objects.get(res.source)
    if source is None or source.zone != "battlefield":
        return
    partners = [oid for oid in game.battlefield if oid != source.id and query.matches(
        game, game.objects[oid], replace(node.partner, zone="battlefield"), res.you,
        res.source)]
    if not partners:
        return
    first = zones.move(game, source.id, "exile")  # "exile them" (CR 406.3)
    second = zones.move(game, partners[0], "exile")
    cards = [game.objects.get(first), game.objects.get(second)]
    if any(c is None or c.zone != "exile" or c.kind != "card" for c in cards):
        return  # CR 701.37c: they stay where they are
    mine, theirs = cards
    assert mine is not None and theirs is not None
    if not _melds_into(mine.info, node.into) or theirs.info.name != node.partner.name:
        return  # CR 701.37b: not this meld pair's cards
    try:
        melded = game.pool.get(node.into)
    except UnknownCardError:
        return  # a pool without the combined back face: they stay in exile (CR 701.37c)
    carrier, other = (theirs, mine) if is_commander(game, theirs.id) else (mine, theirs)
    front = carrier.info
    combined = ManaCost(front.card.mana_cost.symbols + other.info.card.mana_cost.symbols)
    # CR 712.8g: the melded permanent's mana value is that of its fronts' combined costs
    carrier.base = info_for(replace(melded, front_mana_cost=combined))
    zones.cease(game, other.id)  # the card is now part of the melded permanent
    new = zones.move(game, carrier.id, "battlefield", controller=res.you)  # CR 712.14c
    obj = game.objects[new]
    obj.base = front  # CR 712.21: it leaves as the card it is
    state = STATE.get(game) or Melded()
    STATE.set(game, replace(state, parts=(*state.parts, (new, other.info, other.owner))))
    res.did = True


def _asked(game: Game, oid: int, to_zone: str) -> str:
    """Note where a melded permanent is going before a commander's owner may send it to the
    command zone instead (CR 903.9b-c)."""
    state = STATE.get(game)
    if state is not None and any(p[0] == oid for p in state.parts):
        STATE.set(game, replace(state, asked=(*state.asked, (oid, to_zone))))
    return to_zone


def _left(game: Game, old: int, new: int, to_zone: str | None) -> None:
    """CR 712.21: a melded permanent that leaves the battlefield puts both its cards into
    the zone it went to (the counterpart of a commander sent to the command zone goes where
    the permanent was sent, CR 903.9c)."""
    state = STATE.get(game)
    if state is None or to_zone is None:
        return
    part = next((p for p in state.parts if p[0] == old), None)
    if part is None:
        return
    asked = dict(state.asked).get(old, to_zone)
    STATE.set(game, replace(state, parts=tuple(p for p in state.parts if p[0] != old),
                            asked=tuple(a for a in state.asked if a[0] != old)))
    if not new:
        return  # CR 800.4a: its owner left the game, and its cards with them
    zone = asked if to_zone == "command" else to_zone
    if zone in ("battlefield", "stack"):
        zone = "exile"  # (no effect puts a melded permanent there; kept out of play)
    position = None
    carrier = game.objects.get(new)
    if zone == "library" and carrier is not None and carrier.zone == "library" \
            and carrier.owner == part[2]:
        # CR 712.21a: the two cards go together (on top, on the bottom, or N cards down);
        # the other card is put just above the carrier (no ordering choice is offered)
        position = game.players[part[2]].library.index(new) + 1
    card = zones.new_object(game, part[1], part[2], zone, position=position)
    if carrier is not None and carrier.zone == zone:
        state = STATE.get(game) or Melded()
        STATE.set(game, replace(state, became=(*state.became, (new, card.id))))
    was = game.last_known.get(old)
    # CR 712.21, 712.21e: one permanent left (the carrier's event) but two cards were put
    # into the zone: the other card's own zone change, seen by "whenever a card is put into
    # a graveyard from anywhere"; no object left the battlefield with it (``old`` is 0), so
    # "whenever a creature dies" and counts of objects see the melded permanent once
    game.emit(ev.ZoneChanged(0, card.id, card.name, card.owner,
                             card.owner if was is None else was.controller, "battlefield",
                             zone, "card"))


hooks.MOVE_REDIRECT.add(_asked, order=10)  # CR 903.9c, before the commander's choice
hooks.IDENTITY_CHANGED.add(_left, state=STATE.name)  # CR 712.21


def cards_became(game: Game, new: int) -> tuple[int, ...]:
    """CR 712.21c: the new objects an effect that moved a melded permanent finds: ``new``
    (the id the move returned) and, if that was a melded permanent and both cards are still
    where it put them, the other card too ("Exile target creature, then return that card to
    the battlefield" returns both)."""
    state = STATE.get(game)
    other = next((b for a, b in state.became if a == new), None) if state else None
    if other is None or new not in game.objects or other not in game.objects \
            or game.objects[other].zone != game.objects[new].zone:
        return (new,)
    return (new, other)
