"""Evoke, dash, spectacle, surge, bestow, disturb, escape, mayhem and warp: alternative
costs (CR 118.9) with the abilities they stand for.

* **Evoke [cost]** (CR 702.74a): "You may cast this card by paying [cost] rather than
  paying its mana cost" and "When this permanent enters, if its evoke cost was paid, its
  controller sacrifices it." The alternative cost sets the ``evoked`` cast option, which
  the permanent remembers (:class:`~grimoire.oracle.ir.CastWith`).
* **Dash [cost]** (CR 702.109a): "You may cast this card by paying [cost] rather than its
  mana cost", "If this spell's dash cost was paid, return the permanent this spell becomes
  to its owner's hand at the beginning of the next end step" (created as the spell
  resolves: :func:`grimoire.mechanics.alt_cast.entered_dashed`) and "As long as this
  permanent's dash cost was paid, it has haste."
* **Spectacle [cost]** (CR 702.137a): "You may cast this spell by paying [cost] rather than
  its mana cost if an opponent lost life this turn."
* **Surge [cost]** (CR 702.117a): "You may cast this spell by paying [cost] rather than its
  mana cost if you or one of your teammates has cast another spell this turn" (no teammates
  in the free-for-all games Grimoire plays, CR 800.4: the spell being cast isn't cast yet
  while its cost is chosen, CR 601.2b, 601.2i, so any spell cast this turn is another).
* **Bestow [cost]** (CR 702.103a): "As you cast this spell, you may choose to cast it
  bestowed. If you do, you pay [cost] rather than its mana cost." What a bestowed spell is
  (an Aura with enchant creature, CR 702.103b) is :mod:`grimoire.mechanics.bestow`'s.
* **Disturb [cost]** (CR 702.146a): "You may cast this card transformed from your graveyard
  by paying [cost] rather than its mana cost." Where it is paid from and what the spell is
  (its back face, CR 712.8c) are :mod:`grimoire.mechanics.disturb`'s.
* **Emerge [cost]** (CR 702.119a): "You may cast this spell by paying [cost] and
  sacrificing a creature rather than paying its mana cost" and "its total cost is reduced by
  an amount of generic mana equal to the sacrificed creature's mana value"
  (:data:`EMERGE_SACRIFICE`; the reduction: :mod:`grimoire.rules.keywords_cast`).
* **Blitz [cost]** (CR 702.152a): an alternative cost setting the ``blitzed`` option;
  haste and the draw on dying while it was paid (:func:`blitz_abilities`), the sacrifice at
  the next end step (:mod:`grimoire.mechanics.alt_cast`).
* **Escape [cost]** (CR 702.138a): "You may cast this card from your graveyard by paying
  [cost] rather than paying its mana cost" (the ``escaped`` option; where it is paid from:
  :mod:`grimoire.mechanics.escape`).
* **Mayhem [cost]** (Marvel's Spider-Man, 2025; its reminder text): "You may cast this
  card from your graveyard for [cost] if you discarded it this turn" (the ``mayhem``
  option; where and when: :mod:`grimoire.mechanics.mayhem`).
* **Warp [cost]** (Edge of Eternities, 2025: the 2025-02-07 Comprehensive Rules predate it,
  so this follows its reminder text): "You may cast this card from your hand for its warp
  cost. Exile this permanent at the beginning of the next end step, then you may cast it
  from exile on a later turn." The alternative cost sets the ``warped`` cast option; only
  from a hand (:mod:`grimoire.mechanics.warp` narrows it), and the permanent's exile and
  the later cast from exile are that mechanism's.

>>> from grimoire.core.mana import ManaCost
>>> evoke = ir.Keyword("evoke", cost=ir.Cost(ManaCost(("U",))))
>>> keyword_alternative_costs([evoke])[0].option
'evoked'
>>> alt_keyword_abilities(evoke, "Evoke {U}")[0].condition
CastWith(option='evoked')
"""

from __future__ import annotations

from collections.abc import Sequence

from grimoire.oracle import ir

BESTOWED = "bestowed"
"""The cast option of a bestow cost (CR 702.103a; grimoire.mechanics.bestow)."""
DISTURBED = "disturbed"
"""The cast option of a disturb cost (CR 702.146a; grimoire.mechanics.disturb)."""
ESCAPED = "escaped"
"""The cast option of an escape cost (CR 702.138a-b; grimoire.mechanics.escape)."""
MAYHEM = "mayhem"
"""The cast option of a mayhem cost (its reminder text; grimoire.mechanics.mayhem)."""

ALT_KEYWORDS = {"evoke": "evoked", "dash": "dashed", "spectacle": "spectacle",
                "surge": "surged", "bestow": BESTOWED, "warp": "warped",
                "disturb": DISTURBED, "blitz": "blitzed", "emerge": "emerged",
                "escape": ESCAPED, "mayhem": MAYHEM}
"""Alternative-cost keywords and the cast option paying them sets."""

ALT_CONDITIONS: dict[str, ir.Condition] = {
    "spectacle": ir.HappenedThisTurn("opponent_lost_life"),  # CR 702.137a
    "surge": ir.HappenedThisTurn("you_cast_spell"),  # CR 702.117a
}
"""When the keyword's alternative cost may be paid (CR 118.9, 601.2b)."""


EMERGE_SACRIFICE = ir.SacrificeCost(filter=ir.ObjectFilter(
    types_any=("creature",), controller="you", zone="battlefield"), reduces=True)
"""CR 702.119a: emerge's "and sacrificing a creature", reducing the total cost by its mana
value."""


def keyword_alternative_costs(abilities: Sequence[object]) -> tuple[ir.AlternativeCost, ...]:
    """The alternative costs of the card's evoke and dash keywords (emerge's with its
    sacrifice, CR 702.119a)."""
    return tuple(
        ir.AlternativeCost(
            a.cost if a.name != "emerge" else ir.Cost(a.cost.mana, (*a.cost.parts,
                                                                    EMERGE_SACRIFICE)),
            text=f"{a.name.capitalize()} {a.cost.mana}",
            option=ALT_KEYWORDS[a.name], condition=ALT_CONDITIONS.get(a.name))
        for a in abilities
        if isinstance(a, ir.Keyword) and a.name in ALT_KEYWORDS and a.cost is not None)


def alt_keyword_abilities(keyword: ir.Keyword, text: str) -> tuple[ir.Ability, ...]:
    """The abilities the keyword stands for besides its alternative cost."""
    if keyword.cost is None:
        return (ir.Unimplemented(text, f"{keyword.name} without a cost"),)
    if keyword.name in ALT_CONDITIONS or keyword.name in ("bestow", "warp", "disturb", "emerge",
                                                          "escape", "mayhem"):
        # spectacle, surge: the alternative cost only; bestow's Aura is made as it is
        # cast (CR 702.103b, mechanics.bestow); warp, disturb (CR 702.146), escape (CR
        # 702.138a), mayhem: a mechanism's
        return ()
    if keyword.name == "blitz":  # CR 702.152a (the sacrifice: grimoire.mechanics.alt_cast)
        return blitz_abilities(text)
    if keyword.name == "evoke":  # CR 702.74a
        return (ir.TriggeredAbility(ir.EntersTrigger(), ir.SacrificeThis(),
                                    condition=ir.CastWith("evoked"), text=text),)
    # CR 702.109a: "As long as this permanent's dash cost was paid, it has haste."
    haste = ir.PowerToughnessBoost(ir.ObjectFilter(zone="battlefield", this_object=True), 0, 0,
                                   ("haste",))
    return (ir.StaticAbility(ir.ConditionalStatic(ir.CastWith("dashed"), haste), text=text),)


def blitz_abilities(text: str) -> tuple[ir.Ability, ...]:
    """CR 702.152a: "As long as this permanent's blitz cost was paid, it has haste and 'When
    this permanent is put into a graveyard from the battlefield, draw a card.'" (the draw
    trigger looks back at the permanent as it last existed, CR 603.10a, which had it)."""
    blitzed = ir.CastWith("blitzed")
    haste = ir.PowerToughnessBoost(ir.ObjectFilter(zone="battlefield", this_object=True), 0, 0,
                                   ("haste",))
    return (ir.StaticAbility(ir.ConditionalStatic(blitzed, haste), text=text),
            ir.TriggeredAbility(ir.DiesTrigger(), ir.DrawCards(ir.Fixed(1)), condition=blitzed,
                                text=text))


def unearth_ability(keyword: ir.Keyword, text: str) -> ir.Ability:
    """CR 702.84a: "Unearth [cost]" means "[Cost]: Return this card from your graveyard to
    the battlefield. It gains haste. Exile it at the beginning of the next end step. If it
    would leave the battlefield, exile it instead of putting it anywhere else. Activate only
    as a sorcery." (the effect: :class:`~grimoire.oracle.ir.Unearth`).

    >>> from grimoire.core.mana import ManaCost
    >>> unearth_ability(ir.Keyword("unearth", cost=ir.Cost(ManaCost(("B",)))), "U").zone
    'graveyard'
    """
    if keyword.cost is None:
        return ir.Unimplemented(text, "unearth without a cost")
    return ir.ActivatedAbility(keyword.cost, ir.Unearth(), timing="sorcery", zone="graveyard",
                               text=text)


def encore_ability(keyword: ir.Keyword, text: str) -> ir.Ability:
    """CR 702.141a: "Encore [cost]" means "[Cost], Exile this card from your graveyard: For
    each opponent, create a token that's a copy of this card that attacks that opponent this
    turn if able. The tokens gain haste. Sacrifice them at the beginning of the next end
    step. Activate only as a sorcery." (the effect: :class:`~grimoire.oracle.ir.Encore`).

    >>> from grimoire.core.mana import ManaCost
    >>> ability = encore_ability(ir.Keyword("encore", cost=ir.Cost(ManaCost(("5", "W")))), "E")
    >>> ability.zone, ability.timing, [(type(p).__name__, p.this) for p in ability.cost.parts]
    ('graveyard', 'sorcery', [('ExileCost', True)])
    """
    if keyword.cost is None:
        return ir.Unimplemented(text, "encore without a cost")
    cost = ir.Cost(keyword.cost.mana, (*keyword.cost.parts, ir.ExileCost(this=True)))
    return ir.ActivatedAbility(cost, ir.Encore(), timing="sorcery", zone="graveyard",
                               text=text)


ZOMBIE_COPIES: dict[str, ir.CopyExceptions] = {
    # CR 702.128a: "except it's white, it has no mana cost, and it's a Zombie in addition to
    # its other types"
    "embalm": ir.CopyExceptions(add_subtypes=("Zombie",), set_colors=("W",),
                                no_mana_cost=True),
    # CR 702.129a: "except it's black, it's 4/4, it has no mana cost, and it's a Zombie in
    # addition to its other types"
    "eternalize": ir.CopyExceptions(add_subtypes=("Zombie",), power=4, toughness=4,
                                    set_colors=("B",), no_mana_cost=True),
}
"""The keywords exiling their card from a graveyard for a Zombie token copy of it."""


def zombie_copy_ability(keyword: ir.Keyword, text: str) -> ir.Ability:
    """CR 702.128a, 702.129a: "Embalm [cost]" / "Eternalize [cost]" mean "[Cost], Exile this
    card from your graveyard: Create a token that's a copy of this card, except [the
    keyword's exceptions: :data:`ZOMBIE_COPIES`]. Activate only as a sorcery." (the card
    exiled as a cost, the token copies its last known information, CR 608.2h).

    >>> from grimoire.core.mana import ManaCost
    >>> ability = zombie_copy_ability(ir.Keyword("eternalize", cost=ir.Cost(ManaCost(("4",)))),
    ...                               "E")
    >>> ability.zone, ability.timing, ability.effect.exceptions.power
    ('graveyard', 'sorcery', 4)
    >>> zombie_copy_ability(ir.Keyword("embalm"), "Embalm").reason
    'embalm without a cost'
    """
    if keyword.cost is None:
        return ir.Unimplemented(text, f"{keyword.name} without a cost")
    cost = ir.Cost(keyword.cost.mana, (*keyword.cost.parts, ir.ExileCost(this=True)))
    return ir.ActivatedAbility(cost, ir.CreateTokenCopy(
        ir.ThisObject(), exceptions=ZOMBIE_COPIES[keyword.name]), timing="sorcery",
        zone="graveyard", text=text)


def transmute_ability(keyword: ir.Keyword, text: str) -> ir.Ability:
    """CR 702.53a: "Transmute [cost]" means "[Cost], Discard this card: Search your library
    for a card with the same mana value as the discarded card, reveal that card, and put it
    into your hand. Then shuffle your library. Activate only as a sorcery." It functions only
    in a hand (CR 113.6k); the discarded card's mana value is its last known information
    (CR 608.2h: :class:`~grimoire.oracle.ir.SumOf` of this object).

    >>> from grimoire.core.mana import ManaCost
    >>> ability = transmute_ability(ir.Keyword("transmute", cost=ir.Cost(ManaCost(("1",)))), "T")
    >>> ability.zone, ability.timing, ability.effect.steps[0].filter.stats[0].op
    ('hand', 'sorcery', 'eq')
    """
    if keyword.cost is None:
        return ir.Unimplemented(text, "transmute without a cost")
    same = ir.StatCheck("mana_value", "eq", ir.SumOf(ir.ThisObject(), "mana_value"))
    search = ir.SearchLibrary(ir.ObjectFilter(stats=(same,)), destination="hand", reveal=True)
    cost = ir.Cost(keyword.cost.mana, (*keyword.cost.parts, ir.DiscardCost(this=True)))
    return ir.ActivatedAbility(cost, ir.Sequence((search, ir.Shuffle(ir.You()))),
                               timing="sorcery", zone="hand", text=text)


ZONE_KEYWORDS = frozenset({"unearth", "encore", "transmute", *ZOMBIE_COPIES})
"""Keywords standing for an activated ability that functions in a graveyard or a hand (CR
113.6k)."""


def zone_ability(keyword: ir.Keyword, text: str) -> ir.Ability:
    """The activated ability a keyword of :data:`ZONE_KEYWORDS` stands for."""
    if keyword.name == "unearth":
        return unearth_ability(keyword, text)  # CR 702.84a
    if keyword.name == "encore":
        return encore_ability(keyword, text)  # CR 702.141a
    if keyword.name == "transmute":
        return transmute_ability(keyword, text)  # CR 702.53a
    return zombie_copy_ability(keyword, text)  # CR 702.128a, 702.129a


BARGAIN_SACRIFICE = ir.SacrificeCost(filter=ir.ObjectFilter(
    controller="you", zone="battlefield", either=(
        ir.ObjectFilter(types_any=("artifact", "enchantment")), ir.ObjectFilter(token=True))))
"""CR 702.166a: what bargain sacrifices: "an artifact, enchantment, or token"."""


def bargain_costs(abilities: Sequence[object]) -> tuple[ir.AdditionalCost, ...]:
    """CR 702.166a-b: "Bargain" means "As an additional cost to cast this spell, you may
    sacrifice an artifact, enchantment, or token"; a spell whose controller pays it is
    "bargained" (the ``bargained`` cast option, read by :class:`~grimoire.oracle.ir.CastWith`:
    "if this spell was bargained", linked to it, CR 702.166c).

    >>> bargain_costs([ir.Keyword("bargain")])[0].option
    'bargained'
    """
    return tuple(ir.AdditionalCost(ir.Cost(parts=(BARGAIN_SACRIFICE,)), optional=True,
                                   text="Bargain", option="bargained")
                 for a in abilities if isinstance(a, ir.Keyword) and a.name == "bargain")
