"""Casting a card from its owner's graveyard by its own static ability: "You may cast ~
from your graveyard as long as you've rolled a 6 this turn. If you cast it this way and it
would be put into your graveyard, exile it instead." (Eelectrocute).

CR 601.3: a card may be cast only if a rule or effect allows it; CR 113.6f: an ability
changing where its own card may be cast from functions in that zone. The spell is cast
normally, paying its mana cost (CR 601.2f); cast this way with ``exile_instead``, it is
flagged so that going to a graveyard becomes going to exile (CR 614.1a), as flashback's
exile does for every zone (CR 702.34a).

>>> from grimoire.rules.testing import vanilla_pool
>>> from grimoire.rules.game import Game
>>> from grimoire.rules.position import Position
>>> game = Game.from_position(Position(), vanilla_pool())
>>> rolled_this_turn(game, 0, ir.RolledThisTurn(6))
False
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks, layers, query
from grimoire.rules.cardinfo import present
from grimoire.rules.casting import EXILE_IF_GRAVEYARD, permitted
from grimoire.rules.objects import GameObject
from grimoire.rules.values import _this_turn

if TYPE_CHECKING:
    from grimoire.rules.actions import CastSpell
    from grimoire.rules.casting import CastContext
    from grimoire.rules.game import Game
    from grimoire.rules.resolution import Resolution

_SPELLS = frozenset({"CastSpellsFromGraveyard"})

EXILE_FLAG = EXILE_IF_GRAVEYARD
"""Flag of a spell cast from a graveyard this way: put into a graveyard → exile instead."""


def rolled_this_turn(game: Game, player: int, cond: ir.RolledThisTurn) -> bool:
    """Whether ``player`` rolled a die with result ``cond.value`` this turn (CR 706.6: an
    ignored roll never happened)."""

    return any(isinstance(e, ev.DieRolled) and e.player == player and not e.ignored
               and e.result == cond.value for e in _this_turn(game))


def _permissions(obj: GameObject) -> list[ir.CastFromGraveyard]:
    return [a.effect for a in obj.info.card.abilities
            if isinstance(a, ir.StaticAbility) and isinstance(a.effect, ir.CastFromGraveyard)]


def allowed(game: Game, player: int, obj: GameObject) -> bool:
    """Whether ``player`` may cast ``obj`` from their graveyard by its own permission now."""
    if obj.zone != "graveyard" or obj.owner != player or not obj.info.statics:
        return False
    return any(p.condition is None or query.static_condition(game, obj, p.condition)
               for p in _permissions(obj))


def allowed_by_permanent(game: Game, player: int, obj: GameObject) -> bool:
    """Whether a permanent ``player`` controls lets them cast ``obj`` from their graveyard:
    "You may cast Knight spells from your graveyard" (CR 601.3; its abilities as they are
    now, CR 613.1f: lost ones don't count)."""
    if obj.zone != "graveyard" or obj.owner != player or obj.kind != "card" \
            or not present(game, _SPELLS):
        return False
    for oid in game.battlefield:
        source = game.objects[oid]
        if source.controller != player or not source.info.statics:
            continue
        for ability in layers.characteristics(game, source).abilities:
            effect = ability.effect if isinstance(ability, ir.StaticAbility) else None
            if isinstance(effect, ir.CastSpellsFromGraveyard) and query.matches(
                    game, obj, effect.filter, player, oid):
                return True
    return False


def _only_there(game: Game, player: int, card: GameObject) -> tuple[str, str] | None:
    """ "You may cast this card from your graveyard, but not from anywhere else." (Haakon):
    from any other zone it can't be cast (CR 101.2: a "can't" wins over any permission)."""
    if card.zone == "graveyard" or not card.info.statics:
        return None
    if any(p.only_there for p in _permissions(card)):
        return ("this card can be cast only from your graveyard", "CR 101.2")
    return None


def exile_flag(game: Game, player: int, obj: GameObject, action: CastSpell,
               permitted_otherwise: bool) -> bool:
    """Whether this cast is "this way" (by the card's own permission, not flashback or
    another effect's) with "exile it instead"; call before the card moves to the stack."""
    if permitted_otherwise or not allowed(game, player, obj):
        return False
    card = obj.info.card
    if action.alt is not None and card.alternative_costs[action.alt].flashback:
        return False  # cast by flashback: its own exile applies (CR 702.34a)
    return any(p.exile_instead for p in _permissions(obj))


@hooks.condition(ir.RolledThisTurn)
def _rolled(game: Game, res: Resolution, cond: ir.RolledThisTurn) -> bool:
    return rolled_this_turn(game, res.you, cond)  # "you've rolled a 6 this turn"


def _casting(game: Game, player: int, card: GameObject, action: CastSpell,
             ctx: CastContext) -> frozenset[str]:
    """ "If you cast it this way and it would be put into your graveyard, exile it instead"
    (CR 614.1a): the spell keeps :data:`EXILE_FLAG`."""
    if ctx.mode != "normal" or ctx.during or card.zone != "graveyard":
        return frozenset()
    if exile_flag(game, player, card, action, permitted(game, player, card.id)):
        return frozenset({EXILE_FLAG})
    return frozenset()


hooks.GRAVEYARD_CAST_WORDS.update(("CastFromGraveyard", "CastSpellsFromGraveyard"))
hooks.castable_from("graveyard").add(allowed)  # CR 601.3: by its own static ability
hooks.castable_from("graveyard").add(allowed_by_permanent)  # CR 601.3: by a permanent's
hooks.CAST_FORBIDDEN.add(_only_there, words=frozenset({"CastFromGraveyard"}))  # CR 101.2
hooks.SPELL_CAST.add(_casting, order=10)  # read before anything changes the card
