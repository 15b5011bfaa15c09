"""Creature and permanent keywords that stand for ordinary abilities (CR 702): the compiler
adds the abilities each keyword means, written out as rules text and compiled like printed
text, so the engine runs them with the code it already has (the keyword itself stays on the
card, for "creatures with afterlife").

>>> keyword_texts(ir.Keyword("afterlife", amount=ir.Fixed(2)))
('When ~ is put into a graveyard from the battlefield, create two 1/1 white and black \
Spirit creature tokens with flying.',)
>>> keyword_texts(ir.Keyword("fading", amount=ir.Fixed(1)))[0]
'~ enters with a fade counter on it.'
>>> keyword_texts(ir.Keyword("afterlife")) is None
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from grimoire.oracle import ir
from grimoire.oracle.keyword_texts import TRIGGERED_KEYWORDS
from grimoire.oracle.lexer import SELF
from grimoire.oracle.soulbond_text import soulbond_abilities
from grimoire.oracle.suspend_text import suspend_abilities

_WORDS = {1: "a", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}

CREATURE_KEYWORDS: dict[str, tuple[str, ...]] = {
    # CR 702.135a
    "afterlife": (f"When {SELF} is put into a graveyard from the battlefield, create {{N}} 1/1 "
                  "white and black Spirit creature {token} with flying.",),
    # CR 702.123a
    "fabricate": (f"When {SELF} enters, you may put {{N}} +1/+1 {{counter}} on it. If you "
                  "don't, create {N} 1/1 colorless Servo artifact creature {token}.",),
    # CR 702.32a: two abilities
    "fading": (f"{SELF} enters with {{N}} fade {{counter}} on it.",
               f"At the beginning of your upkeep, remove a fade counter from {SELF}. If you "
               f"can't, sacrifice {SELF}."),
    # CR 702.92a
    "living weapon": (f"When {SELF} enters, create a 0/0 black Phyrexian Germ creature "
                      f"token, then attach {SELF} to it.",),
    # Mobilize N (Tarkir: Dragonstorm, 2025: the 2025-02-07 CR predates it; its reminder text)
    "mobilize": (f"Whenever {SELF} attacks, create {{N}} tapped and attacking 1/1 red Warrior "
                 "creature {token}. Sacrifice {them} at the beginning of the next end step.",),
    # CR 702.134a
    "mentor": (f"Whenever {SELF} attacks, put a +1/+1 counter on target attacking creature "
               f"with power less than {SELF}'s power.",),
    # CR 702.43a: "... you may put a +1/+1 counter on target artifact creature for each +1/+1
    # counter on this permanent" (the count is set by :func:`_modular_count`)
    "modular": (f"{SELF} enters with {{N}} +1/+1 {{counter}} on it.",
                f"When {SELF} is put into a graveyard from the battlefield, you may put a +1/+1 "
                "counter on target artifact creature."),
    # CR 702.58a: two abilities
    "graft": (f"{SELF} enters with {{N}} +1/+1 {{counter}} on it.",
              f"Whenever another creature enters, if {SELF} has one or more +1/+1 counters on "
              f"it, you may move a +1/+1 counter from {SELF} onto that creature."),
    # CR 702.130a
    "afflict": (f"Whenever {SELF} becomes blocked, defending player loses {{D}} life.",),
    # CR 702.86a
    "annihilator": (f"Whenever {SELF} attacks, defending player sacrifices {{N}} "
                    "{permanent}.",),
    # CR 702.163a
    "for mirrodin!": (f"When {SELF} enters, create a 2/2 red Rebel creature token, then "
                      f"attach {SELF} to it.",),
    # CR 702.156a (X: the X paid for the spell it was, CR 107.3m)
    "ravenous": (f"{SELF} enters with X +1/+1 counters on it.",
                 f"When {SELF} enters, if X is 5 or more, draw a card."),
    # CR 702.101a
    "extort": ("Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses "
               "1 life and you gain life equal to the total life lost this way.",),
    # CR 702.54a: "If an opponent was dealt damage this turn, this permanent enters with N
    # +1/+1 counters on it." (a replacement checked as it enters, CR 614.1c)
    "bloodthirst": (f"As long as an opponent was dealt damage this turn, {SELF} enters with "
                    "{N} +1/+1 {counter} on it.",),
    # CR 702.125a: a static ability of the spell (CR 702.125b: players who left the game
    # aren't opponents; 702.125c: each instance applies)
    "undaunted": (f"{SELF} costs {{1}} less to cast for each opponent you have.",),
}
"""Each keyword and the rules text of the abilities it stands for (``{N}``: its number)."""

NUMBERED = frozenset({"afterlife", "fabricate", "fading", "modular", "bloodthirst", "graft",
                      "rampage", "renown", "backup", "afflict", "annihilator", "hideaway",
                      "mobilize"})
"""The keywords written with a number ("Afterlife 2")."""


def _flanking(n: int, span: str) -> ir.Ability:
    # CR 702.25a: "Whenever this creature becomes blocked by a creature without flanking,
    # the blocking creature gets -1/-1 until end of turn."
    without = ir.ObjectFilter(types_any=("creature",), zone="battlefield",
                              keywords_none=("flanking",))
    return ir.TriggeredAbility(
        ir.BlockTrigger("becomes_blocked_by_creature", by=without),
        ir.ModifyPowerToughness(ir.TriggeringObject(), ir.Fixed(-1), ir.Fixed(-1)), text=span)


def _rampage(n: int, span: str) -> ir.Ability:
    # CR 702.23a: "Whenever this creature becomes blocked, it gets +N/+N until end of turn
    # for each creature blocking it beyond the first."
    boost = ir.Times(ir.CreaturesBlocking(beyond=1), n)
    return ir.TriggeredAbility(ir.BlockTrigger("becomes_blocked"),
                               ir.ModifyPowerToughness(ir.ThisObject(), boost, boost), text=span)


def _renown(n: int, span: str) -> ir.Ability:
    # CR 702.112a: "When this creature deals combat damage to a player, if it isn't renowned,
    # put N +1/+1 counters on it and it becomes renowned."
    return ir.TriggeredAbility(
        ir.CombatDamageTrigger(to_player=True), ir.Monstrosity(ir.Fixed(n), "renowned"),
        condition=ir.Not(ir.HasDesignation("renowned")), text=span)


def _backup(n: int, span: str) -> ir.Ability:
    # CR 702.165a: "When this creature enters, put N +1/+1 counters on target creature. If
    # that's another creature, it also gains the non-backup abilities of this creature
    # printed below this one until end of turn." (filled in by :func:`fill_backup`)
    target = ir.TargetSpec("object", ir.ObjectFilter(types_any=("creature",),
                                                     zone="battlefield"))
    gain = ir.Conditional(ir.ObjectMatches(ir.TargetRef(0), ir.ObjectFilter(another=True)),
                          ir.GainAbilities(ir.TargetRef(0), ()))
    return ir.TriggeredAbility(
        ir.EntersTrigger(),
        ir.Sequence((ir.PutCounters("+1/+1", ir.Fixed(n), ir.TargetRef(0)), gain)),
        (target,), text=span)


def _evolve(n: int, span: str) -> ir.Ability:
    # CR 702.100a: "Whenever a creature you control enters, if that creature's power is
    # greater than this creature's power and/or that creature's toughness is greater than
    # this creature's toughness, put a +1/+1 counter on this creature." (an intervening
    # "if", CR 603.4: checked as it triggers and as it resolves)
    yours = ir.ObjectFilter(types_any=("creature",), controller="you", zone="battlefield")
    greater = ir.AnyOf(tuple(
        ir.CompareAmounts(ir.PowerOf(ir.TriggeringObject(), toughness),
                          "gt", ir.PowerOf(ir.ThisObject(), toughness))
        for toughness in (False, True)))
    return ir.TriggeredAbility(ir.EntersTrigger(yours),
                               ir.PutCounters("+1/+1", ir.Fixed(1), ir.ThisObject()),
                               condition=greater, text=span)


def champion_abilities(flt: ir.ObjectFilter, span: str) -> list[ir.Ability]:
    """CR 702.72a: "Champion an [object]" means "When this permanent enters, sacrifice it
    unless you exile another [object] you control" and "When this permanent leaves the
    battlefield, return the exiled card to the battlefield under its owner's control"
    (linked, CR 702.72b, 607.2a: the card exiled to pay the cost)."""
    other = replace(flt, controller="you", zone="battlefield", another=True)
    exile = ir.Cost(parts=(ir.ExileCost(filter=other),))
    back = ir.ExiledWith(ir.ThisObject())
    return [ir.TriggeredAbility(ir.EntersTrigger(), ir.UnlessPays(ir.SacrificeThis(), exile),
                                text=span),
            ir.TriggeredAbility(ir.LeavesTrigger(), ir.PutOntoBattlefield(
                back, controller=ir.OwnerOf(back)), text=span)]


def scavenge_ability(keyword: ir.Keyword, span: str) -> ir.Ability:
    """CR 702.97a: "Scavenge [cost]" means "[Cost], Exile this card from your graveyard: Put
    a number of +1/+1 counters equal to the power of the card you exiled on target creature.
    Activate only as a sorcery."

    >>> scavenge_ability(ir.Keyword("scavenge"), "Scavenge").reason
    'scavenge without a cost'
    """
    if keyword.cost is None:
        return ir.Unimplemented(span, "scavenge without a cost")
    cost = replace(keyword.cost, parts=(*keyword.cost.parts, ir.ExileCost(this=True)))
    target = ir.TargetSpec("object", ir.ObjectFilter(types_any=("creature",),
                                                     zone="battlefield"))
    put = ir.PutCounters("+1/+1", ir.PowerOf(ir.ThisObject()), ir.TargetRef(0))
    return ir.ActivatedAbility(cost, put, (target,), timing="sorcery", zone="graveyard",
                               text=span)


def _ingest(n: int, span: str) -> ir.Ability:
    # CR 702.115a: "Whenever this creature deals combat damage to a player, that player
    # exiles the top card of their library."
    top = ir.TopCards(ir.Fixed(1), player=ir.TriggeringPlayer())
    return ir.TriggeredAbility(ir.CombatDamageTrigger(to_player=True), ir.Exile(top, linked=False),
                               text=span)


def decayed_abilities(span: str) -> list[ir.Ability]:
    """CR 702.147a: "This creature can't block" and "When this creature attacks, sacrifice
    it at end of combat." (a delayed trigger, CR 603.7)."""
    sacrifice = ir.DelayedTrigger(ir.StepTrigger("end_of_combat", "each"), ir.SacrificeThis())
    return [ir.StaticAbility(ir.CombatRestrictionStatic("cant_block"), text=span),
            ir.TriggeredAbility(ir.AttacksTrigger(), sacrifice, text=span)]


def vanishing_abilities(n: int, span: str) -> list[ir.Ability]:
    """CR 702.63a: "This permanent enters with N time counters on it," "At the beginning of
    your upkeep, if this permanent has a time counter on it, remove a time counter from it,"
    and "When the last time counter is removed from this permanent, sacrifice it." (with no
    number, it enters with none: CR 702.63b)."""
    time = ir.CountersOn(ir.ThisObject(), "time")
    out: list[ir.Ability] = []
    if n:
        out.append(ir.StaticAbility(ir.EntersWithCounters("time", ir.Fixed(n)), text=span))
    return [*out,
            ir.TriggeredAbility(ir.StepTrigger("upkeep", "you"),
                                ir.RemoveCounters("time", ir.Fixed(1), ir.ThisObject()),
                                condition=ir.AmountCompare(time, ir.NumberCheck("ge", 1)),
                                text=span),
            ir.TriggeredAbility(ir.LastCounterRemovedTrigger("time"), ir.SacrificeThis(),
                                text=span)]


def _training(n: int, span: str) -> ir.Ability:
    # CR 702.149a: "Whenever this creature and at least one other creature with power
    # greater than this creature's power attack, put a +1/+1 counter on this creature."
    return ir.TriggeredAbility(ir.AttacksTrigger(with_greater_power=True),
                               ir.PutCounters("+1/+1", ir.Fixed(1), ir.ThisObject()), text=span)


def _dethrone(n: int, span: str) -> ir.Ability:
    # CR 702.105a: "Whenever this creature attacks the player with the most life or tied for
    # most life, put a +1/+1 counter on this creature."
    return ir.TriggeredAbility(ir.AttacksTrigger(most_life=True),
                               ir.PutCounters("+1/+1", ir.Fixed(1), ir.ThisObject()), text=span)


def _melee(n: int, span: str) -> ir.Ability:
    # CR 702.121a: "Whenever this creature attacks, it gets +1/+1 until end of turn for each
    # opponent you attacked with a creature this combat." (the players being attacked)
    count = ir.AttackedPlayersCount()
    return ir.TriggeredAbility(ir.AttacksTrigger(),
                               ir.ModifyPowerToughness(ir.ThisObject(), count, count), text=span)


def _provoke(n: int, span: str) -> ir.Ability:
    # CR 702.39a: "Whenever this creature attacks, you may have target creature defending
    # player controls untap and block this creature this combat if able." (the target is
    # chosen as it triggers, the "may" decided as it resolves; 702.39b: each instance
    # triggers separately)
    target = ir.TargetSpec("object", ir.ObjectFilter(types_any=("creature",),
                                                     controller="defending", zone="battlefield"))
    provoked = ir.Sequence((ir.TapPermanents(ir.TargetRef(0), untap=True),
                            ir.MustBlock(ir.TargetRef(0), attacker=ir.ThisObject(),
                                         this_combat=True)))
    return ir.TriggeredAbility(ir.AttacksTrigger(), ir.MayDo(provoked), (target,), text=span)


def _myriad(n: int, span: str) -> ir.Ability:
    # CR 702.116a: "Whenever this creature attacks, for each opponent other than defending
    # player, you may create a token that's a copy of this creature that's tapped and
    # attacking that player or a planeswalker they control. If one or more tokens are
    # created this way, exile the tokens at end of combat."
    return ir.TriggeredAbility(ir.AttacksTrigger(), ir.Myriad(), text=span)


def sunburst_abilities(span: str) -> list[ir.Ability]:
    """CR 702.44a: "If this object is entering the battlefield from the stack as a creature,
    it enters with a +1/+1 counter on it for each color of mana spent to cast it. If this
    object is entering the battlefield from the stack and isn't entering as a creature, it
    enters with a charge counter on it for each color of mana spent to cast it." (Not cast:
    no mana was spent, CR 702.44b.)

    >>> [a.effect.effect.kind for a in sunburst_abilities("Sunburst")]
    ['+1/+1', 'charge']
    """
    creature = ir.ObjectMatches(ir.ThisObject(), ir.ObjectFilter(types_any=("creature",)))
    return [ir.StaticAbility(ir.ConditionalStatic(creature, ir.EntersWithCounters(
                "+1/+1", ir.ColorsSpent())), text=span),
            ir.StaticAbility(ir.ConditionalStatic(ir.Not(creature), ir.EntersWithCounters(
                "charge", ir.ColorsSpent())), text=span)]


def unleash_abilities(span: str) -> list[ir.Ability]:
    """CR 702.98a: "You may have this permanent enter with a +1/+1 counter on it" (the
    choice, made as the spell resolves, sets the ``unleashed`` cast option:
    :mod:`grimoire.mechanics.unleash`) and "This permanent can't block as long as it has a
    +1/+1 counter on it" (with any +1/+1 counter, however it got there, CR 702.98b).

    >>> [type(a.effect.effect).__name__ for a in unleash_abilities("Unleash")]
    ['EntersWithCounters', 'CombatRestrictionStatic']
    """
    countered = ir.AmountCompare(ir.CountersOn(ir.ThisObject(), "+1/+1"), ir.NumberCheck("ge", 1))
    return [ir.StaticAbility(ir.ConditionalStatic(ir.CastWith("unleashed"), ir.EntersWithCounters(
                "+1/+1", ir.Fixed(1))), text=span),
            ir.StaticAbility(ir.ConditionalStatic(countered, ir.CombatRestrictionStatic(
                "cant_block")), text=span)]


def riot_abilities(span: str) -> list[ir.Ability]:
    """CR 702.136a: "You may have this permanent enter with an additional +1/+1 counter on
    it. If you don't, it gains haste." (the choice, made as it enters, sets the
    ``riot_counter`` option: :mod:`grimoire.mechanics.riot`): an "enters with" replacement
    reading the option and haste while it is absent.

    >>> [type(a.effect.effect).__name__ for a in riot_abilities("Riot")]
    ['EntersWithCounters', 'PowerToughnessBoost']
    """
    chosen = ir.CastWith("riot_counter")
    haste = ir.PowerToughnessBoost(ir.ObjectFilter(zone="battlefield", this_object=True), 0, 0,
                                   ("haste",))
    return [ir.StaticAbility(ir.ConditionalStatic(chosen, ir.EntersWithCounters(
                "+1/+1", ir.Fixed(1))), text=span),
            ir.StaticAbility(ir.ConditionalStatic(ir.Not(chosen), haste), text=span)]


def ninjutsu_ability(cost: ir.Cost, span: str) -> ir.Ability:
    """CR 702.49a: "[Cost], Reveal this card from your hand, Return an unblocked attacking
    creature you control to its owner's hand: Put this card onto the battlefield from your
    hand tapped and attacking." (Revealing it changes nothing in the game.)

    >>> from grimoire.core.mana import ManaCost
    >>> ninjutsu_ability(ir.Cost(ManaCost(("1", "U"))), "Ninjutsu {1}{U}").zone
    'hand'
    """
    unblocked = ir.ObjectFilter(types_any=("creature",), controller="you", zone="battlefield",
                                attacking=True, unblocked=True)
    return ir.ActivatedAbility(ir.Cost(cost.mana, (*cost.parts, ir.ReturnToHandCost(
        filter=unblocked))), ir.Ninjutsu(), zone="hand", text=span)


def _hideaway(n: int, span: str) -> ir.Ability:
    # CR 702.75a: "When this permanent enters, look at the top N cards of your library.
    # Exile one of them face down and put the rest on the bottom of your library in a random
    # order." (grimoire.mechanics.hideaway)
    return ir.TriggeredAbility(ir.EntersTrigger(), ir.Hideaway(n), text=span)


def _exploit(n: int, span: str) -> ir.Ability:
    # CR 702.110a: "When this creature enters, you may sacrifice a creature." (the creature
    # it sacrifices is the one it exploits, CR 702.110b; grimoire.mechanics.exploit)
    return ir.TriggeredAbility(ir.EntersTrigger(), ir.Exploit(), text=span)


def _haunt(n: int, span: str) -> ir.Ability:
    # CR 702.55a: on a permanent, "When this permanent is put into a graveyard from the
    # battlefield, exile it haunting target creature." (grimoire.mechanics.haunt; on an
    # instant or sorcery the compiler reports it unsupported)
    creature = ir.TargetSpec("object", ir.ObjectFilter(types_any=("creature",),
                                                       zone="battlefield"))
    return ir.TriggeredAbility(ir.DiesTrigger(), ir.Haunt(), (creature,), text=span)


BUILT_KEYWORDS: dict[str, Callable[[int, str], ir.Ability]] = {
    "flanking": _flanking, "rampage": _rampage, "renown": _renown, "backup": _backup,
    "evolve": _evolve, "ingest": _ingest, "training": _training, "dethrone": _dethrone,
    "melee": _melee, "myriad": _myriad, "hideaway": _hideaway, "provoke": _provoke,
    "exploit": _exploit, "haunt": _haunt,
}
"""Keywords whose ability is built as IR directly (from the keyword's number, 0 if none, and
the keyword line shown as the ability's text)."""

EXPANDED_KEYWORDS = frozenset(CREATURE_KEYWORDS) | frozenset(BUILT_KEYWORDS) | {
    "scavenge", "decayed", "vanishing", "suspend", "sunburst", "unleash", "squad", "outlast",
    "devour", "offspring", "partner with", "riot", "amplify",
    "ninjutsu", "champion", "soulbond", "tribute", "recover"}
"""Every keyword this module expands (the engine runs the abilities, not the keyword)."""

GRANTABLE_KEYWORDS = frozenset(BUILT_KEYWORDS) | frozenset(
    name for name, texts in CREATURE_KEYWORDS.items()
    if all(text.startswith("Whenever") for text in texts))
"""Keywords standing only for abilities that work on a permanent already on the battlefield
(triggered abilities such as extort's, CR 702.101a, or built ones such as myriad's): a static
granting one grants the abilities with it (CR 613.1f)."""


def keyword_texts(keyword: ir.Keyword) -> tuple[str, ...] | None:
    """The rules text ``keyword`` stands for, or None when its number is missing (or it is
    built as IR, :data:`BUILT_KEYWORDS`)."""
    texts = CREATURE_KEYWORDS.get(keyword.name)
    if texts is None:
        return None
    if keyword.name not in NUMBERED:
        return texts
    if not isinstance(keyword.amount, ir.Fixed) or keyword.amount.value not in _WORDS:
        return None
    count = keyword.amount.value
    plural = count != 1
    return tuple(
        t.replace("{N}", _WORDS[count]).replace("{D}", str(count))
        .replace("{token}", "tokens" if plural else "token")
        .replace("{counter}", "counters" if plural else "counter")
        .replace("{permanent}", "permanents" if plural else "permanent")
        .replace("{them}", "them" if plural else "it")
        for t in texts)


def creature_keyword_abilities(
    keyword: ir.Keyword, span: str, compile_line: Callable[[str], Sequence[ir.Ability]]
) -> list[ir.Ability]:
    """The abilities ``keyword`` adds, each compiled by ``compile_line`` and shown as the
    keyword line ``span``.

    >>> creature_keyword_abilities(ir.Keyword("fading"), "Fading", lambda t: [])[0].reason
    'fading without a number'
    """
    if keyword.name == "scavenge":
        return [scavenge_ability(keyword, span)]
    if keyword.name == "champion" and keyword.filter is not None:
        return champion_abilities(keyword.filter, span)
    if keyword.name == "tribute" and isinstance(keyword.amount, ir.Fixed):  # CR 702.104a
        # the opponent's choice sets the ``tribute_paid`` option (grimoire.mechanics.tribute)
        return [ir.StaticAbility(ir.ConditionalStatic(ir.CastWith("tribute_paid"),
                ir.EntersWithCounters("+1/+1", keyword.amount)), text=span)]
    if keyword.name == "partner with" and keyword.filter is not None \
            and keyword.filter.name is not None:
        return partner_with_abilities(keyword.filter.name, span, compile_line)
    if keyword.name == "recover":  # CR 702.59a
        return recover_abilities(keyword, span, compile_line)
    if keyword.name == "soulbond":  # CR 702.95a
        return soulbond_abilities(span)
    if keyword.name == "decayed":
        return decayed_abilities(span)
    if keyword.name == "sunburst":
        return sunburst_abilities(span)
    if keyword.name == "unleash":
        return unleash_abilities(span)
    if keyword.name == "riot":
        return riot_abilities(span)
    if keyword.name == "amplify" and isinstance(keyword.amount, ir.Fixed):
        # CR 702.38a: "As this object enters, reveal any number of cards from your hand that
        # share a creature type with it. This permanent enters with N +1/+1 counters on it
        # for each card revealed this way." (a revealing devour, grimoire.mechanics.devour)
        return [ir.StaticAbility(ir.Devour(keyword.amount.value, ir.ObjectFilter(
            shares_creature_type=True), reveal=True), text=span)]
    if keyword.name == "devour" and isinstance(keyword.amount, ir.Fixed):  # CR 702.82a, c
        if keyword.filter is None:
            return [ir.StaticAbility(ir.Devour(keyword.amount.value), text=span)]
        return [ir.StaticAbility(ir.Devour(keyword.amount.value, replace(
            keyword.filter, zone="battlefield")), text=span)]
    if keyword.name == "ninjutsu" and keyword.cost is not None:  # CR 702.49a
        return [ninjutsu_ability(keyword.cost, span)]
    if keyword.name == "squad":  # CR 702.157a
        return [ir.TriggeredAbility(ir.EntersTrigger(), ir.CreateTokenCopy(
            ir.ThisObject(), amount=ir.TimesPaid("squad")), text=span)]
    if keyword.name == "offspring":  # CR 702.175a (its optional cost: grimoire.oracle.compiler)
        return [offspring_ability(keyword, span)]
    if keyword.name == "outlast" and keyword.cost is not None:  # CR 702.107a
        return [ir.ActivatedAbility(ir.Cost(keyword.cost.mana, (*keyword.cost.parts,
                                                                 ir.TapCost())),
                                    ir.PutCounters("+1/+1", ir.Fixed(1), ir.ThisObject()),
                                    timing="sorcery", text=span)]
    if keyword.name == "suspend":  # CR 702.62a (grimoire.oracle.suspend_text)
        return suspend_abilities(keyword, span)
    if keyword.name == "vanishing":
        amount = keyword.amount
        return vanishing_abilities(amount.value if isinstance(amount, ir.Fixed) else 0, span)
    if keyword.name in BUILT_KEYWORDS:
        amount = keyword.amount
        if keyword.name in NUMBERED and not isinstance(amount, ir.Fixed):
            return [ir.Unimplemented(span, f"{keyword.name} without a number")]
        n = amount.value if isinstance(amount, ir.Fixed) else 0
        return [BUILT_KEYWORDS[keyword.name](n, span)]
    texts = keyword_texts(keyword)
    if texts is None:
        return [ir.Unimplemented(span, f"{keyword.name} without a number")]
    abilities = [_shown_as(a, span) for text in texts for a in compile_line(text)]
    if keyword.name == "modular":
        abilities = [_modular_count(a) for a in abilities]
    return abilities


def offspring_ability(keyword: ir.Keyword, span: str) -> ir.Ability:
    """CR 702.175a: "Offspring [cost]" means "You may pay an additional [cost] as you cast
    this spell" (an optional additional cost setting the ``offspring`` option, made by the
    compiler with the card's other additional costs) and "When this permanent enters, if
    its offspring cost was paid, create a token that's a copy of it, except it's 1/1" (an
    intervening "if", CR 603.4; the 1/1 is part of the copy's copiable values, CR 707.9b).

    >>> from grimoire.core.mana import ManaCost
    >>> ability = offspring_ability(ir.Keyword("offspring", cost=ir.Cost(ManaCost(("2",)))), "O")
    >>> ability.condition, ability.effect.exceptions.power
    (CastWith(option='offspring'), 1)
    >>> offspring_ability(ir.Keyword("offspring"), "Offspring").reason
    'offspring without a cost'
    """
    if keyword.cost is None:
        return ir.Unimplemented(span, "offspring without a cost")
    return ir.TriggeredAbility(
        ir.EntersTrigger(), ir.CreateTokenCopy(ir.ThisObject(), exceptions=ir.CopyExceptions(
            power=1, toughness=1)), condition=ir.CastWith("offspring"), text=span)


def partner_with_abilities(name: str, span: str,
                           compile_line: Callable[[str], Sequence[ir.Ability]]
                           ) -> list[ir.Ability]:
    """CR 702.124i: "Partner with [name]" represents two abilities: the deck-construction one
    (:mod:`grimoire.decks.check`) and "When this permanent enters, target player may search
    their library for a card named [name], reveal it, put it into their hand, then shuffle"
    (the target player decides, not the controller; compiled like printed text).

    >>> [a] = partner_with_abilities("Gorm the Great", "P", lambda t: [ir.Unimplemented(t, "x")])
    >>> a.text, a.reason
    ('P', 'x')
    """
    text = (f"When {SELF} enters, target player may search their library for a card named "
            f"{name}, reveal it, put it into their hand, then shuffle.")
    return [_shown_as(a, span) for a in compile_line(text)]


def recover_abilities(keyword: ir.Keyword, span: str,
                      compile_line: Callable[[str], Sequence[ir.Ability]]) -> list[ir.Ability]:
    """CR 702.59a: "Recover [cost]" means "When a creature is put into your graveyard from
    the battlefield, you may pay [cost]. If you do, return this card from your graveyard to
    your hand. Otherwise, exile this card." (it functions only from the graveyard: a creature
    put into its owner's graveyard, so one you own).

    >>> recover_abilities(ir.Keyword("recover"), "Recover", lambda t: [])[0].reason
    'recover without a mana cost'
    """
    if keyword.cost is None or keyword.cost.parts:
        return [ir.Unimplemented(span, "recover without a mana cost")]
    text = (f"When a creature is put into your graveyard from the battlefield, you may pay "
            f"{keyword.cost.mana}. If you do, return {SELF} from your graveyard to your hand. "
            f"Otherwise, exile {SELF}.")
    out: list[ir.Ability] = []
    for ability in compile_line(text):
        if isinstance(ability, ir.TriggeredAbility) and isinstance(
                ability.trigger, ir.DiesTrigger) and ability.trigger.filter is not None:
            owned = replace(ability.trigger.filter, owner="you")  # "your graveyard"
            ability = replace(ability, trigger=ir.DiesTrigger(owned), zone="graveyard")
        out.append(_shown_as(ability, span))
    return out


def _shown_as(ability: ir.Ability, span: str) -> ir.Ability:
    """``ability`` with the keyword line as its text."""
    if isinstance(ability, ir.TriggeredAbility | ir.StaticAbility | ir.ActivatedAbility
                  | ir.Unimplemented):
        return replace(ability, text=span)
    return ability


def _modular_count(ability: ir.Ability) -> ir.Ability:
    """Modular's dies trigger puts one counter for each +1/+1 counter the permanent had
    (read from its last known information, CR 608.2h)."""
    if not isinstance(ability, ir.TriggeredAbility) or not isinstance(ability.effect, ir.MayDo):
        return ability
    put = ability.effect.effect
    if not isinstance(put, ir.PutCounters):
        return ability
    count = replace(put, amount=ir.CountersOn(ir.ThisObject(), "+1/+1"))
    return replace(ability, effect=replace(ability.effect, effect=count))


def _is_backup(ability: ir.Ability) -> bool:
    return (isinstance(ability, ir.Keyword) and ability.name == "backup") or (
        isinstance(ability, ir.TriggeredAbility) and ability.text.lower().startswith("backup")
        and isinstance(ability.effect, ir.Sequence))


def fill_backup(abilities: Sequence[ir.Ability]) -> list[ir.Ability]:
    """Give each backup trigger the abilities printed below it, backup excepted (CR
    702.165a, 702.165c: printed abilities only, fixed in the card's IR).

    >>> keyword = ir.Keyword("backup", amount=ir.Fixed(1))
    >>> trigger = creature_keyword_abilities(keyword, "Backup 1", lambda t: [])[0]
    >>> filled = fill_backup([keyword, trigger, ir.Keyword("flying")])
    >>> filled[1].effect.steps[1].then.abilities
    (Keyword(name='flying', cost=None, amount=None, filter=None, players=False),)
    """
    out = list(abilities)
    for i, ability in enumerate(out):
        if isinstance(ability, ir.TriggeredAbility) and _is_backup(ability):
            assert isinstance(ability.effect, ir.Sequence)
            below = tuple(a for a in out[i + 1:] if not _is_backup(a))
            put, gain = ability.effect.steps
            assert isinstance(gain, ir.Conditional) and isinstance(gain.then, ir.GainAbilities)
            gain = replace(gain, then=replace(gain.then, abilities=below))
            out[i] = replace(ability, effect=ir.Sequence((put, gain)))
    return out


def keyword_line(keyword: ir.Keyword) -> str:
    """The keyword as printed ("Afterlife 1", "Scavenge {3}{B}{G}").

    >>> keyword_line(ir.Keyword("afterlife", amount=ir.Fixed(1)))
    'Afterlife 1'
    """
    text = keyword.name.capitalize()
    if isinstance(keyword.amount, ir.Fixed):
        text += f" {keyword.amount.value}"
    if keyword.cost is not None and not keyword.cost.parts:
        text += f" {keyword.cost.mana}"
    return text


def with_keyword_abilities(abilities: tuple[ir.Ability, ...]) -> tuple[ir.Ability, ...]:
    """A token's abilities ("a 2/2 Zombie creature token with decayed") with the abilities
    its keywords stand for added, compiled like a printed keyword line (CR 111.3: a token
    has the abilities the effect that created it lists)."""
    from grimoire.oracle.compiler import compile_card

    names = EXPANDED_KEYWORDS | (frozenset(TRIGGERED_KEYWORDS) - {"cascade", "storm", "ripple"})
    extra: list[ir.Ability] = []
    for ability in abilities:
        if isinstance(ability, ir.Keyword) and ability.name in names:
            card = compile_card("Token", "Creature", "", keyword_line(ability))
            extra.extend(a for a in card.abilities if not isinstance(a, ir.Keyword))
    return (*abilities, *extra) if extra else abilities
