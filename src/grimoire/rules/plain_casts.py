"""The casts of a plain card in its owner's hand, listed without the general machinery.

Each priority listing asks every card in the hand how it can be cast (CR 117.1, 601.2a-h:
:func:`grimoire.rules.casting.cast_options`). That enumeration iterates faces (CR 709.3a,
715.3a), alternative costs (CR 118.9), optional and additional costs (CR 601.2b), modes
(CR 700.2), splicing (CR 702.47a) and X (CR 107.3), and for a card with none of them each
of those loops runs once, with its empty choice, at a cost measured in issue 15 (the
listing was a fifth of a vanilla game's time).

A card is *plain* (:func:`plain_card`, decided from its card data alone and kept on its
:class:`~grimoire.rules.cardinfo.CardInfo`) when it has one face, no alternative or
additional cost, no X or Phyrexian symbol in its mana cost, no modes, no keyword that pays
part of the cost or reduces it (convoke, delve, improvise, affinity: CR 702.51a, 702.66a,
702.126a, 702.41a), no cost per target (CR 601.2f), and it is no land (CR 305.9). For a
plain card with no permission or mark on it (``flags``) and nothing to splice onto it, the
general enumeration's every choice has exactly one value: the mana cost (no alternative),
no additional cost, no modes, no splice. :func:`options` then lists what
:func:`casting.cast_options <grimoire.rules.casting.cast_options>` lists, in the same order,
with the same functions for everything that depends on the game (the timing and
restrictions, CR 601.3 and 307.1; the total cost with what rules add, CR 601.2f; the other
cost parts; X from added costs; cost changes, CR 601.2f; payability, CR 601.2g-h; targets,
CR 601.2c and their limits), only without the loops that have one pass. The games are
the same action for action (``bench/same_games.py``).

A card that is not plain, or a plain card with flags or splice offers, gets ``None``: the
caller asks :func:`~grimoire.rules.casting.cast_options`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import (
    cast_grants,
    casting,
    cost_changes,
    costs,
    division,
    keywords_cast,
    spell_cost,
    target_limits,
)
from grimoire.rules import targets as target_choices
from grimoire.rules.actions import CastSpell
from grimoire.rules.spend import spending_for

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

_NORMAL = casting.NORMAL


def plain_card(obj: GameObject) -> bool:
    """Whether ``obj``'s card data makes it plain (see the module docstring); kept on its
    info (it depends on nothing else)."""
    info = obj.info
    plain = info.plain_spell
    if plain is None:
        plain = info.plain_spell = _plain_card(obj)
    return plain


def _plain_card(obj: GameObject) -> bool:
    info = obj.info
    card = info.card
    if card.faces or card.alternative_costs or card.additional_costs or info.is_land:
        return False
    symbols = card.mana_cost.symbols
    if "X" in symbols or any(s.endswith("/P") for s in symbols):
        return False  # CR 107.3, 107.4f: X and life are choices
    spell = card.spell
    if spell is None and not info.is_permanent:
        return False  # nothing to cast (casting.cast_options lists nothing)
    if spell is not None and isinstance(spell.effect, ir.Modal):
        return False  # CR 700.2: modes are a choice
    if any(isinstance(a.effect, ir.FlashIfTargets) for _, a in info.statics):
        return False  # its casts depend on its targets (grimoire.rules.flash_permission)
    return not keywords_cast.reduces(obj) and not cost_changes.per_target(obj)


def options(game: Game, player: int, oid: int, limit: int = 4096) -> list[CastSpell] | None:
    """Every legal way to cast ``oid`` now, as :func:`casting.cast_options
    <grimoire.rules.casting.cast_options>` lists them for the normal context; None when the
    card is not plain, carries flags, may have cards spliced onto it, or has another face
    now (then ask ``cast_options``)."""
    obj = game.objects.get(oid)
    if obj is None or obj.flags or not plain_card(obj):
        return None
    base = obj.base
    if base is not None and base.card.faces:
        return None  # (its whole card has faces: faces.per_face's case)
    with spending_for(("spell", oid)):  # CR 106.6: the mana that may pay for this spell
        if casting.additions(game, player, obj, _NORMAL):
            return None  # CR 702.47a: splice choices, the general enumeration's
        if cast_grants.grant_for(game, player, obj) is not None:
            return None  # what statics give the spell (CR 601.2b-f, 611.3a): likewise
        return _options(game, player, oid, obj, limit)


def _options(game: Game, player: int, oid: int, obj: GameObject, limit: int
             ) -> list[CastSpell]:
    """:func:`options` for a plain card (the general enumeration with one alternative,
    ``None``; one set of additional costs, ``()``; one set of modes, ``()``; no splice)."""
    if casting.cast_problem(game, player, oid, _NORMAL) is not None:
        return []
    if obj.info.mana_value > casting._max_mana(game, player) and \
            not cost_changes.may_reduce(game, player, obj):  # CR 601.2f
        return []  # not enough mana for the mana cost, whatever else is chosen
    specs = casting.spell_specs(obj, ())
    cost = spell_cost.total_cost(obj, _NORMAL, None, (), (), ())
    part_sets = costs.choices(game, player, cost.parts, oid, casting=oid)
    if not part_sets:
        return []
    xs = casting._cast_xs(game, player, obj, cost, _NORMAL)
    by_targets = cost_changes.per_target(obj, game, player)  # CR 601.2f, 601.2c
    payable_by_x = [(x, [] if by_targets else casting._payable_sets(
        game, player, obj, cost, part_sets, x, ())) for x in xs]
    if specs and not by_targets and not any(p for _, p in payable_by_x):
        return []  # no way to pay it (CR 601.2f-h): its targets not listed
    target_sets = target_choices.choices(game, specs, player, oid) if specs else [()]
    if not target_sets:
        return []
    limited = target_limits.limited(specs)
    spell = obj.info.card.spell
    effect = spell.effect if spell else None
    divided = bool(specs) and division.divided_node(effect) is not None
    out: list[CastSpell] = []
    for x, payable in payable_by_x:
        for tset in target_sets:
            if limited and not target_limits.fits(game, specs, tset, player, oid, x):
                continue  # CR 601.2c: "up to X targets", "total X or less"
            if divided and not division.fits(game, player, oid, effect, tset, x):
                continue  # CR 601.2d: each target gets at least 1
            if by_targets:
                payable = casting._payable_sets(game, player, obj, cost, part_sets, x, tset)
            for chosen in payable:
                out.append(CastSpell(oid, tset, (), x, None, (), chosen, ()))
                if len(out) >= limit:
                    return out
    return out
