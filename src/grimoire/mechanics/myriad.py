"""Myriad (CR 702.116a), a keyword of multiplayer games.

"Whenever this creature attacks, for each opponent other than defending player, you may
create a token that's a copy of this creature that's tapped and attacking that player or a
planeswalker they control. If one or more tokens are created this way, exile the tokens at
end of combat."

The trigger (:func:`grimoire.oracle.creature_keywords`) resolves :class:`ir.Myriad`: one
"you may" per other opponent, in APNAP order (CR 101.4), each creating its token attacking
that player (put onto the battlefield attacking, never declared: CR 508.4), with a delayed
triggered ability exiling that token at end of combat (CR 603.7, 511.2). The copy takes the
creature's copiable values (CR 707.2), its last known ones if it has left the battlefield
(CR 608.2h). In a two-player game there is no other opponent and nothing happens.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import zones
from grimoire.rules.copy_effects import copiable
from grimoire.rules.objects import Seat
from grimoire.rules.registry import resolves
from grimoire.rules.triggers import Delayed
from grimoire.rules.values import apnap, lki

if TYPE_CHECKING:
    from grimoire.rules.actions import Action
    from grimoire.rules.game import Game
    from grimoire.rules.resolution import Resolution

_EXILE = ir.TriggeredAbility(ir.StepTrigger("end_of_combat", "each"),
                             ir.Exile(ir.ThisObject(), linked=False),
                             text="Myriad: exile the token at end of combat")

_COMBAT = ("declare_attackers", "declare_blockers", "first_strike_damage", "combat_damage")


@dataclass(frozen=True, slots=True)
class MyriadToken:
    """Internal step: create the token copy attacking ``seat`` (CR 702.116a)."""

    seat: int


def _defender(game: Game, attacker: int) -> int | None:
    """The defending player ``attacker`` attacks (CR 802.2a), directly or through one of
    their planeswalkers."""
    target = game.combat.attackers.get(attacker)
    if isinstance(target, Seat):
        return target.index
    if target is not None and target in game.objects:
        return game.objects[target].controller
    return None


@resolves(ir.Myriad)
def myriad(game: Game, res: Resolution, node: ir.Myriad, answer: Action | None) -> None:
    """Offer a token for each opponent other than the defending player."""
    defender = _defender(game, res.source)
    others = [p for p in apnap(game) if p not in (res.you, defender)]
    res.push_all(tuple(ir.MayDo(MyriadToken(p)) for p in others))  # type: ignore[arg-type]
    res.did = bool(others)


@resolves(MyriadToken)
def myriad_token(game: Game, res: Resolution, node: MyriadToken,
                 answer: Action | None) -> None:
    """Create one token, tapped and attacking ``node.seat``; exile it at end of combat."""
    original = lki(game, res.source)
    if original is None or game.players[node.seat].lost:
        res.did = False
        return
    # CR 707.2: the copiable values (a Clone's are what it copied, CR 707.3)
    token = zones.create_token(game, copiable(original), res.you, tapped=True)
    if game.step in _COMBAT:  # CR 508.4: attacking, though never declared as an attacker
        game.combat.attackers[token] = Seat(node.seat)
    game.delayed = (*game.delayed, Delayed(_EXILE, res.you, token))
    res.did = True
