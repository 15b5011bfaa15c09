"""Encore (CR 702.141a), a keyword of multiplayer games: "[Cost], Exile this card from your
graveyard: For each opponent, create a token that's a copy of this card that attacks that
opponent this turn if able. The tokens gain haste. Sacrifice them at the beginning of the
next end step. Activate only as a sorcery."

The compiler adds the activated ability (:func:`grimoire.oracle.alt_keywords.encore_ability`);
:class:`ir.Encore` resolves here: one token per opponent still in the game, in APNAP order
(CR 101.4), each a copy of the exiled card's copiable values (CR 707.2; its last known
information, CR 608.2h), with haste for as long as it exists, the requirement to attack that
opponent this turn (CR 508.1d: ``must_attack_you:<seat>``, obeyed only by attacking that
player) and a delayed triggered ability sacrificing it at the beginning of the next end step
(CR 603.7).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import continuous, zones
from grimoire.rules.attack_requirements import MUST_ATTACK
from grimoire.rules.copy_effects import copiable
from grimoire.rules.registry import resolves
from grimoire.rules.triggers import Delayed
from grimoire.rules.values import apnap, lki

if TYPE_CHECKING:
    from grimoire.rules.actions import Action
    from grimoire.rules.game import Game
    from grimoire.rules.resolution import Resolution

_SACRIFICE = ir.TriggeredAbility(ir.StepTrigger("end", "each"), ir.SacrificeThis(),
                                 text="Encore: sacrifice the token")


@resolves(ir.Encore)
def encore(game: Game, res: Resolution, node: ir.Encore, answer: Action | None) -> None:
    """Create the tokens, one for each opponent."""
    card = lki(game, res.source)
    opponents = [p for p in apnap(game) if p != res.you]
    if card is None or not opponents:
        res.did = False
        return
    made: list[int] = []
    for seat in opponents:
        token = zones.create_token(game, copiable(card), res.you)
        made.append(token)
        # CR 508.1d: it attacks that opponent this turn if able
        game.combat_rules = (*game.combat_rules, (token, f"{MUST_ATTACK}{seat}"))
        game.delayed = (*game.delayed, Delayed(_SACRIFICE, res.you, token))
    continuous.lasting(game, res.source, res.you, "permanent", frozenset(made),
                       add_keywords=("haste",))  # "The tokens gain haste."
    res.did = True
