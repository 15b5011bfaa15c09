"""Keywords that change how a spell's total cost is paid (CR 601.2f-h): affinity, convoke,
improvise and delve.

* **Affinity for [text]** (CR 702.41a): "This spell costs {1} less to cast for each [text]
  you control." A cost reduction applied while the total cost is determined (CR 601.2f);
  it reduces only generic mana (CR 118.7a, :func:`reduce_generic`).
* **Convoke** (CR 702.51a): for each colored mana in the total cost the player may tap an
  untapped creature of that color they control rather than pay that mana, and for each
  generic mana an untapped creature of any color.
* **Improvise** (CR 702.126a): for each generic mana, an untapped artifact they control.
* **Delve** (CR 702.66a): for each generic mana, exile a card from their graveyard.

Convoke, improvise and delve are not additional or alternative costs and apply after the
total cost is determined (CR 702.51b, 702.66b, 702.126b); the chosen objects ("helpers")
pay part of it as the costs are paid (CR 601.2h).

**Choosing.** The helpers are chosen by the player: they are the trailing ids of a
:class:`~grimoire.rules.actions.CastSpell`'s ``costs``, after the objects chosen for the
spell's other cost parts. ``legal_actions`` lists, for each number of helpers, one
canonical set (:func:`ordered_helpers`: objects that can pay a colored symbol first,
then those that are not mana sources, then by id; graveyard cards oldest first); any
other legal set of the same size is accepted by :func:`accepts`. A convoking creature
pays a colored symbol of one of its colors when one is left, else a generic one (paying
the colored symbol is never worse: the mana left to pay is then easier to pay).

>>> split_generic(("2", "G", "1", "U/P"))
(['G', 'U/P'], 3)
>>> reduce_generic(("3", "G"), 5)
('G',)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import cost_changes, costs, hooks, manapay, query, zones
from grimoire.rules import events as ev

if TYPE_CHECKING:
    from grimoire.rules.actions import CastSpell
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

HELPER_KEYWORDS = ("convoke", "improvise", "delve")
"""CR 702.51a, 702.126a, 702.66a: keywords whose helpers pay part of the cost."""

_COLORS = frozenset("WUBRG")
_CREATURE = ir.ObjectFilter(types_any=("creature",))
_ARTIFACT = ir.ObjectFilter(types_any=("artifact",))


def split_generic(symbols: tuple[str, ...]) -> tuple[list[str], int]:
    """The non-generic symbols and the amount of generic mana (CR 107.4b)."""
    generic = sum(int(s) for s in symbols if s.isdigit())
    return [s for s in symbols if not s.isdigit()], generic


def _join(rest: list[str], generic: int) -> tuple[str, ...]:
    return (*((str(generic),) if generic else ()), *rest)


def reduce_generic(symbols: tuple[str, ...], amount: int) -> tuple[str, ...]:
    """``symbols`` with ``amount`` less generic mana, never below zero (CR 118.7a: a
    reduction of generic mana reduces only the generic component)."""
    rest, generic = split_generic(symbols)
    return _join(rest, max(0, generic - amount))


_HELPER_SET = frozenset(HELPER_KEYWORDS)


def granted(game: Game, player: int, obj: GameObject | None = None) -> tuple[str, ...]:
    """The helper keywords effects give the next spell ``player`` casts (``obj``: that card;
    None: any), :data:`~grimoire.rules.hooks.NEXT_SPELL_KEYWORDS`."""
    funcs = hooks.NEXT_SPELL_KEYWORDS.in_game(game)
    if not funcs:
        return ()  # (most games: no such effect waiting)
    return tuple(k for f in funcs for k in f(game, player, obj))


def helper_keywords(obj: GameObject, game: Game | None = None,
                    player: int | None = None) -> tuple[str, ...]:
    """The helper keywords the card has: printed, and (with ``game`` and ``player``, the
    caster) given to the next spell the player casts."""
    keywords = obj.info.keywords
    extra = granted(game, player, obj) if game is not None and player is not None else ()
    if keywords.isdisjoint(_HELPER_SET) and not extra:
        return ()  # (most cards: asked at every cast option)
    return tuple(k for k in HELPER_KEYWORDS if k in keywords or k in extra)


def reduces(obj: GameObject, game: Game | None = None, player: int | None = None) -> bool:
    """Whether the card has a keyword handled here (its mana value then overstates what it
    needs in mana)."""
    return bool(helper_keywords(obj, game, player)) or "affinity" in obj.info.keywords \
        or (bool(obj.info.card.additional_costs) and any(  # "{2} less for each creature
            isinstance(p, ir.SacrificeCost) and p.reduces_each  # sacrificed this way"
            for extra in obj.info.card.additional_costs for p in extra.cost.parts))


def affinity_reduction(game: Game, player: int, obj: GameObject) -> int:
    """CR 702.41a: {1} less for each [text] the caster controls, once per affinity instance
    (CR 702.41b: multiple instances are cumulative)."""
    total = 0
    for ability in obj.info.card.abilities:
        if isinstance(ability, ir.Keyword) and ability.name == "affinity" \
                and ability.filter is not None:
            flt = ability.filter
            total += sum(1 for o in game.battlefield
                         if game.objects[o].controller == player
                         and query.matches(game, game.objects[o], flt, player, obj.id))
    return total


def parts_taken(parts: tuple[object, ...], chosen: tuple[int, ...]) -> int:
    """How many of ``chosen`` the cost parts consume (:func:`costs.pay_parts`); the rest
    are helpers."""
    taken = 0
    for part in parts:
        if isinstance(part, ir.TapPowerCost):
            return len(chosen)  # takes every remaining id: no helpers
        if isinstance(part, ir.TapUntappedCost | ir.SacrificeCost | ir.ReturnToHandCost
                      | ir.ExileCost | ir.DiscardCost | ir.RevealCost) \
                and not getattr(part, "this", False) \
                and not getattr(part, "random", False):
            taken += part.count
    return min(taken, len(chosen))


def _role(game: Game, player: int, obj: GameObject, helper: int) -> str | None:
    """What ``helper`` does for the spell: "convoke", "improvise", "delve" or None."""
    h = game.objects.get(helper)
    if h is None or helper == obj.id:
        return None
    kinds = helper_keywords(obj, game, player)
    if h.zone == "battlefield" and h.controller == player and not h.tapped:
        if "convoke" in kinds and query.matches(game, h, _CREATURE, player, obj.id):
            return "convoke"
        if "improvise" in kinds and query.matches(game, h, _ARTIFACT, player, obj.id):
            return "improvise"
    if "delve" in kinds and h.zone == "graveyard" and h.owner == player:
        return "delve"
    return None


def _colors_paid(game: Game, helper: int, role: str) -> frozenset[str]:
    return game.objects[helper].info.colors & _COLORS if role == "convoke" else frozenset()


def _match(payers: list[frozenset[str]], symbols: list[str]) -> dict[int, int]:
    """A maximum matching of payers to colored symbols they can pay (Kuhn's algorithm):
    symbol index -> payer index."""
    owner: dict[int, int] = {}

    def augment(p: int, seen: set[int]) -> bool:
        for s, symbol in enumerate(symbols):
            if s in seen or not payers[p] & set(symbol.split("/")):
                continue
            seen.add(s)
            if s not in owner or augment(owner[s], seen):
                owner[s] = p
                return True
        return False

    for p in range(len(payers)):
        if payers[p]:
            augment(p, set())
    return owner


def after_helpers(game: Game, player: int, obj: GameObject, symbols: tuple[str, ...],
                  helpers: tuple[int, ...]) -> tuple[str, ...] | None:
    """The mana left to pay once ``helpers`` pay their part of ``symbols``, or None if one
    of them can't help (not eligible, repeated, or nothing left it could pay)."""
    if len(set(helpers)) != len(helpers):
        return None
    roles = [_role(game, player, obj, h) for h in helpers]
    if any(r is None for r in roles):
        return None
    rest, generic = split_generic(symbols)
    payers = [_colors_paid(game, h, r) for h, r in zip(helpers, roles, strict=True)
              if r is not None]
    owner = _match(payers, rest)
    unmatched = len(helpers) - len(owner)
    if unmatched > generic:
        return None  # CR 702.51a etc.: each helper pays one mana of the cost
    left = [s for i, s in enumerate(rest) if i not in owner]
    return _join(left, generic - unmatched)


def base_symbols(game: Game, player: int, obj: GameObject, cost: ir.Cost,
                 x: int, targets: tuple[tuple[object, ...], ...] = ()) -> tuple[str, ...]:
    """The mana of the total cost with X chosen, with the cost increases and reductions
    (:mod:`grimoire.rules.cost_changes`) and affinity's reduction (CR 601.2f)."""
    symbols = manapay.expand_x(cost.mana.symbols, x)
    symbols = cost_changes.changed(game, player, obj, symbols, targets)
    if "affinity" in obj.info.keywords:
        symbols = reduce_generic(symbols, affinity_reduction(game, player, obj))
    return symbols


def sacrificed_reduction(game: Game, cost: ir.Cost, chosen: tuple[int, ...],
                         symbols: tuple[str, ...]) -> tuple[str, ...]:
    """CR 702.119a: emerge's total cost is reduced by generic mana equal to the mana value
    of the permanent chosen to be sacrificed (chosen as the cost is, CR 702.119c);
    harmonize's by the power of the creature chosen to be tapped (its reminder text; a power
    below 0 reduces nothing); the ids
    of ``chosen`` are taken by the cost parts in order (:func:`parts_taken`)."""
    if not any((isinstance(p, ir.SacrificeCost | ir.TapUntappedCost) and p.reduces)
               or (isinstance(p, ir.SacrificeCost) and p.reduces_each) for p in cost.parts):
        return symbols
    taken, amount = 0, 0
    for part in cost.parts:
        if isinstance(part, ir.SacrificeCost) and part.reduces:
            amount += sum(game.objects[o].info.mana_value for o in
                          chosen[taken:taken + part.count] if o in game.objects)
        elif isinstance(part, ir.SacrificeCost) and part.reduces_each:  # CR 601.2f: "{2}
            amount += part.reduces_each * (len(chosen[taken:]) if part.any_number else
                                           parts_taken((part,), chosen[taken:]))  # less for
            # each creature sacrificed this way" (Torgaar; "any number" takes the rest)
        elif isinstance(part, ir.TapUntappedCost) and part.reduces:  # harmonize: its power
            amount += sum(max(0, query.power(game, game.objects[o])) for o in
                          chosen[taken:taken + part.count] if o in game.objects)
        taken += parts_taken((part,), chosen[taken:])
    return reduce_generic(symbols, amount)


def to_pay(game: Game, player: int, obj: GameObject, cost: ir.Cost, chosen: tuple[int, ...],
           x: int, targets: tuple[tuple[object, ...], ...] = ()
           ) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """The mana to pay and the helpers of a validated cast (``chosen``: the action's
    ``costs``; ``targets``: its targets, for "each target beyond the first")."""
    symbols = sacrificed_reduction(game, cost, chosen,
                                   base_symbols(game, player, obj, cost, x, targets))
    if not helper_keywords(obj, game, player):
        return symbols, ()
    helpers = chosen[parts_taken(cost.parts, chosen):]
    left = after_helpers(game, player, obj, symbols, helpers) if helpers else symbols
    return (symbols if left is None else left), helpers


def ordered_helpers(game: Game, player: int, obj: GameObject,
                    symbols: tuple[str, ...], taken: tuple[int, ...]) -> list[int]:
    """The objects that could help, in the canonical order (see the module docstring)."""
    colored = {p for s in split_generic(symbols)[0] for p in s.split("/")} & _COLORS
    found: list[tuple[tuple[int, int, int], int]] = []
    zone_ids = [*game.battlefield, *game.players[player].graveyard]
    for position, oid in enumerate(zone_ids):
        if oid in taken:
            continue
        role = _role(game, player, obj, oid)
        if role is None:
            continue
        o = game.objects[oid]
        pays_color = bool(_colors_paid(game, oid, role) & colored)
        key = (0 if pays_color else 1, 1 if o.info.mana_options else 0,
               position if role == "delve" else oid)
        found.append((key, oid))
    return [oid for _, oid in sorted(found)]


def variants(game: Game, player: int, obj: GameObject, cost: ir.Cost,
             part_sets: list[tuple[int, ...]],
             x: int, targets: tuple[tuple[object, ...], ...] = ()
             ) -> list[tuple[tuple[int, ...], tuple[str, ...]]]:
    """For each way to pay the other cost parts, the canonical helper sets: (the action's
    ``costs``, the mana left to pay)."""
    base = base_symbols(game, player, obj, cost, x, targets)
    part_sets = costs.for_x(cost.parts, part_sets, x)  # "exile X cards" (CR 601.2b)
    if not helper_keywords(obj, game, player):
        return [(chosen, sacrificed_reduction(game, cost, chosen, base)) for chosen in part_sets]
    out: list[tuple[tuple[int, ...], tuple[str, ...]]] = []
    for chosen in part_sets:
        symbols = sacrificed_reduction(game, cost, chosen, base)
        out.append((chosen, symbols))
        order = ordered_helpers(game, player, obj, symbols, chosen)
        for k in range(1, len(order) + 1):
            helpers = tuple(order[:k])
            left = after_helpers(game, player, obj, symbols, helpers)
            if left is None:
                break
            out.append((chosen + helpers, left))
    return out


def x_bonus(game: Game, player: int, obj: GameObject) -> int:
    """How much more X may be than the mana available: one per possible helper."""
    if not helper_keywords(obj, game, player):
        return 0
    return len(ordered_helpers(game, player, obj, (), ()))


def accepts(game: Game, player: int, action: CastSpell, listed: list[CastSpell]) -> bool:
    """Whether ``action`` is legal with helpers other than the listed canonical ones: a
    listed action differs from it only in which helpers (same number) are chosen, and its
    helpers can pay and leave a payable cost."""
    obj = game.objects.get(action.card)
    if obj is None or not helper_keywords(obj, game, player):
        return False
    from grimoire.rules import casting
    cost = casting.action_cost(game, player, action)
    taken = parts_taken(cost.parts, action.costs)
    same = [a for a in listed if len(a.costs) == len(action.costs)
            and a.costs[:taken] == action.costs[:taken]
            and (a.targets, a.modes, a.x, a.alt, a.additional)
            == (action.targets, action.modes, action.x, action.alt, action.additional)]
    if not same:
        return False
    helpers = action.costs[taken:]
    if set(helpers) & set(action.costs[:taken]):
        return False
    left = after_helpers(game, player, obj, base_symbols(game, player, obj, cost, action.x,
                                                         action.targets), helpers)
    if left is None:
        return False
    exclude = costs.payment_exclusions(cost.parts, None, action.costs)
    return costs.mana_plan(game, player, left, exclude) is not None


def pay_helpers(game: Game, player: int, card: GameObject, helpers: tuple[int, ...]) -> None:
    """Tap the convoking creatures and improvising artifacts, exile the delved cards
    (CR 601.2h: part of paying the total cost). ``card``: the spell as it was cast."""
    for oid in helpers:
        role = _role(game, player, card, oid)
        if role == "delve":
            zones.move(game, oid, "exile")  # CR 702.66a
        elif role is not None:
            helper = game.objects[oid]
            helper.tapped = True  # CR 702.51a, 702.126a
            game.emit(ev.Tapped(oid))
