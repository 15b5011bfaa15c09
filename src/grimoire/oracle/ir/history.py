"""What happened earlier: amounts and conditions read from the turn's event log or from an
object as it last existed (intervening "if" clauses, CR 603.4; "as long as", CR 611.3a).

* :class:`EnteredThisTurn`: "if two or more nonland permanents entered the battlefield under
  your control this turn" (celebration), "an artifact entered ... this turn".
* :class:`ToGraveyardThisTurn`: "if you descended this turn" (CR 700.11: a permanent card was
  put into your graveyard from anywhere), "a creature card was put into your graveyard from
  anywhere this turn".
* :class:`AsItLastWas`: "if it had counters on it", "if its power was 3 or greater": the
  object as it last existed on the battlefield (CR 603.10a, 608.2h).
* :class:`AttackersTotalPower`: "if you attacked with creatures with total power 6 or
  greater this combat" (pack tactics).

Evaluated by :mod:`grimoire.mechanics.turn_history`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from grimoire.oracle.ir.filters import ObjectFilter

if TYPE_CHECKING:
    from grimoire.oracle.ir.values import ObjectRef, PlayerRef


@dataclass(frozen=True, slots=True)
class EnteredThisTurn:
    """How many permanents matching ``filter`` entered the battlefield this turn (CR 603.6a:
    a zone change to the battlefield, tokens created too, CR 111.1), each read as it is now
    or as it last existed on the battlefield (CR 608.2h); the filter's ``controller`` is
    checked against the player it entered under (``controller="you"``: "under your
    control")."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class ToGraveyardThisTurn:
    """How many cards matching ``filter`` were put into ``You()``'s graveyard from anywhere
    this turn (CR 700.11, descend: "no permanent cards put into the player's graveyard that
    turn are required to still be in that graveyard"); a token isn't a card (CR 111.1)."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class AsItLastWas:
    """The object ``ref`` names, as it is on the battlefield or as it last existed there
    (CR 603.10a: a leaves-the-battlefield ability looks back in time; CR 608.2h), matches
    ``filter`` ("if it had a +1/+1 counter on it", "if its power was 3 or greater"); false
    if it was never on the battlefield."""

    ref: ObjectRef
    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class AttackersTotalPower:
    """The total power of the creatures ``You()`` declared as attackers this combat (CR 508.1;
    pack tactics), each read as it is now or as it last existed on the battlefield (CR
    608.2h); 0 before attackers are declared or in another turn."""

    filter: ObjectFilter | None = None
    """Only the declared attackers matching it ("Whenever one or more Phyrexians you control
    attack, ... their total power")."""


CAST_FLAG = "cast"
"""The flag of a spell that was cast (CR 601.2a), which the permanent it becomes keeps: an
:class:`~grimoire.oracle.ir.ObjectFilter` ``cast_with`` reads it ("if you cast it")."""
CAST_FROM_HAND_FLAG = "cast:hand"
"""The flag of a spell cast from its owner's hand ("if you cast it from your hand")."""


@dataclass(frozen=True, slots=True)
class ManaSpentOn:
    """How much mana was spent to cast the spell ``ref`` names (CR 601.2h: the total cost
    paid; 0 for a copy or a spell cast without paying, CR 707.10), read from the spell or
    the permanent it became ("if at least four mana was spent to cast it"). ``source``: only
    the mana a source of that card type or subtype made ("for each mana from a Desert spent
    to cast ~", "if mana from a Treasure was spent to cast it": the source as it was when
    it made the mana, a Treasure sacrificed for it included)."""

    ref: ObjectRef
    source: str | None = None


@dataclass(frozen=True, slots=True)
class PlayersTurn:
    """It is the turn of the player ``player`` names ("if it's not their turn", CR 500)."""

    player: PlayerRef


@dataclass(frozen=True, slots=True)
class GreatestMovedThisWay:
    """The greatest mana value (CR 202.3) among the objects matching ``filter`` (as they
    last were, CR 608.2h) that the earlier instructions of this resolution ``how`` moved
    (CR 608.2c: "the greatest mana value among cards discarded this way"); ``player``: only
    those that player moved ("each player who discarded a card with the greatest mana value
    ..."); -1 when there is none (so no player who moved nothing ties with it)."""

    how: str
    filter: ObjectFilter = field(default_factory=ObjectFilter)
    player: PlayerRef | None = None


@dataclass(frozen=True, slots=True)
class PlayersDealtDamageThisTurn:
    """How many players (``opponents``: ``You()``'s opponents) were dealt damage this turn
    (``combat``: combat damage only, CR 510.2): "the number of opponents that were dealt
    combat damage this turn", "for each opponent who was dealt damage this turn". A player
    is dealt damage when a source deals more than 0 damage to them (CR 120.3, 120.8); one
    who has since left the game still counts (Tymna the Weaver's ruling)."""

    opponents: bool = True
    combat: bool = False


@dataclass(frozen=True, slots=True)
class CombatDamagersThisTurn:
    """How many creatures ``You()`` controlled dealt combat damage to a player this turn
    ("for each creature you controlled that dealt combat damage to a player this turn",
    Excess): each creature once however often it dealt such damage (CR 510.2), counted under
    the player who controlled it as it dealt the damage, whether or not it is still on the
    battlefield (:mod:`grimoire.mechanics.damaged_players`)."""
