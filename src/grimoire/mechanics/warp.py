"""Warp (Edge of Eternities, 2025). The Comprehensive Rules this project follows
(2025-02-07) predate warp, so this follows the keyword's reminder text: "Warp [cost] (You may
cast this card from your hand for its warp cost. Exile this creature at the beginning of the
next end step, then you may cast it from exile on a later turn.)"

* The warp cost is an alternative cost (CR 118.9) whose option is :data:`OPTION`
  (:mod:`grimoire.oracle.alt_keywords`); it may be paid only for a card cast from its
  owner's hand (:func:`_costs`): a card cast from exile, a graveyard or anywhere else is
  cast for its mana cost or another alternative cost.
* A permanent spell cast for its warp cost remembers it (CR 702.33d's "how it was cast",
  read by :class:`~grimoire.oracle.ir.CastWith`); as it enters, a delayed triggered ability
  is created (CR 603.7) that exiles that permanent — the same object only: after a zone
  change it is a new object (CR 400.7) — at the beginning of the next end step
  (:class:`~grimoire.oracle.ir.WarpExile`).
* A card exiled by that ability carries :data:`FLAG` and the turn it was exiled
  (:func:`turn_flag`). Its owner may cast it from exile on any later turn, at the normal
  time for its type (CR 601.3: a permission, not a timing change), for as long as it stays
  exiled: leaving exile makes a new object without the flags (CR 400.7).
* Void (the same set): "if a nonland permanent left the battlefield this turn or a spell was
  warped this turn" reads the turn's log (:data:`~grimoire.rules.hooks.HAPPENED`).

>>> turn_flag(3)
'warped_turn:3'
>>> warped_turn(frozenset({FLAG, turn_flag(3)}))
3
>>> warped_turn(frozenset()) is None
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.mechanics.turn_flags import TurnFlag
from grimoire.oracle import ir
from grimoire.rules import casting, hooks, zones
from grimoire.rules import events as ev
from grimoire.rules.registry import resolves
from grimoire.rules.triggers import Delayed

if TYPE_CHECKING:
    from grimoire.rules.actions import Action
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject
    from grimoire.rules.resolution import Resolution

OPTION = "warped"
"""The cast option of a warp cost (:attr:`~grimoire.oracle.ir.AlternativeCost.option`)."""
FLAG = "warped_exile"
"""A card exiled by warp's delayed triggered ability: its owner may cast it later."""

_EXILE = ir.TriggeredAbility(ir.StepTrigger("end", "each"), ir.WarpExile(),
                             text="Warp: exile it at the beginning of the next end step")

_TURNS = TurnFlag("warped_turn:")
turn_flag = _TURNS.flag
"""The flag recording the turn a card was exiled by warp."""
warped_turn = _TURNS.turn
"""The turn recorded by :func:`turn_flag`, or None."""


def _warp_costs(obj: GameObject) -> set[int]:
    return {i for i, a in enumerate(obj.info.card.alternative_costs) if a.option == OPTION}


def _costs(game: Game, player: int, obj: GameObject, alts: list[int | None],
           permitted: bool) -> list[int | None]:
    """A warp cost is paid only for a card cast from a hand ("You may cast this card from
    your hand for its warp cost")."""
    if obj.zone == "hand":
        return alts
    warp = _warp_costs(obj)
    return [i for i in alts if i is None or i not in warp] if warp else alts


def _entered(game: Game, oid: int) -> None:
    """A permanent whose warp cost was paid entered: exile it at the beginning of the next
    end step (a delayed triggered ability, CR 603.7a)."""
    obj = game.objects.get(oid)
    if obj is None or OPTION not in obj.flags:
        return
    game.delayed = (*game.delayed, Delayed(_EXILE, obj.controller, oid))


@resolves(ir.WarpExile)
def warp_exile(game: Game, res: Resolution, node: ir.WarpExile, answer: Action | None) -> None:
    """Exile the warped permanent if it is still the same object on the battlefield, and
    mark the card so its owner may cast it from exile on a later turn."""
    obj = game.objects.get(res.source)
    if obj is None or obj.zone != "battlefield":
        res.did = False  # CR 400.7: it left the battlefield; the new object isn't it
        return
    new = zones.move(game, obj.id, "exile")
    card = game.objects.get(new)
    if card is None or card.zone != "exile":
        res.did = False  # a replacement effect put it elsewhere (CR 614.1a)
        return
    card.flags = card.flags | {FLAG, turn_flag(game.turn)}
    res.did = True


def castable(game: Game, player: int, obj: GameObject) -> bool:
    """``player`` may cast ``obj`` from exile: they own it, warp's delayed triggered ability
    exiled it, and that was on an earlier turn ("on a later turn")."""
    if obj.zone != "exile" or obj.owner != player or FLAG not in obj.flags:
        return False
    turn = warped_turn(obj.flags)
    return turn is not None and game.turn > turn


def options(game: Game, player: int) -> list[Action]:
    """The casts of warped cards in exile open to ``player``."""
    out: list[Action] = []
    if OPTION not in game.vocabulary:
        return out  # no card of this game has warp (grimoire.rules.cardinfo.present)
    for oid in game.exile:
        obj = game.objects[oid]
        if oid not in game.play_permissions and castable(game, player, obj):
            out.extend(casting.cast_options(game, player, oid))
    return out


def _spell_warped(game: Game, you: int, event: object) -> bool:
    """Void's "a spell was warped this turn": a logged cast (by any player) of a spell
    whose warp cost was paid (the spell as it is, or as it last was on the stack)."""
    if not isinstance(event, ev.SpellCast):
        return False
    spell = game.objects.get(event.spell) or game.last_known.get(event.spell)
    return spell is not None and OPTION in spell.flags


def _nonland_left(game: Game, you: int, event: object) -> bool:
    """Void's "a nonland permanent left the battlefield this turn": any player's permanent,
    a token too, as it last existed on the battlefield (CR 603.10a)."""
    if not (isinstance(event, ev.ZoneChanged) and event.from_zone == "battlefield"):
        return False
    gone = game.last_known.get(event.old)
    return gone is not None and not gone.info.is_land


hooks.HAPPENED["spell_warped"] = _spell_warped
hooks.HAPPENED["nonland_permanent_left"] = _nonland_left
hooks.REMEMBERED_FLAGS.add(OPTION)  # the permanent remembers it was warped (CastWith)
hooks.CAST_COSTS.add(_costs)
hooks.PERMANENT_SPELL_ENTERED.add(_entered)
hooks.castable_from("exile").add(castable)
hooks.PRIORITY_OPTIONS.add(options, order=21, words=frozenset({OPTION}))
