""" "Creature spells you cast have offspring {2}" (Zinnia, Valley's Voice), "Artifact spells you
cast have convoke" (Chief Engineer): the spells a player casts get a keyword from a static
ability of a permanent they control (:class:`~grimoire.oracle.ir.SpellsHave`).

* **As it is cast** (CR 611.3a, 613.1f, 601.2a-f): a card the player casts that matches the
  static's kind (its characteristics as cast; from the zone named, if any) is, while its
  cast is listed, checked and paid, that card with the keyword
  (:data:`grimoire.rules.cast_grants.GRANTS`, answered here): convoke, improvise and delve
  let objects pay its total cost (CR 702.51a, 702.126a, 702.66a), affinity reduces it
  (CR 702.41a), offspring adds an optional additional cost (CR 702.175a, 601.2b). The
  spell on the stack has the keyword; the card in any other zone doesn't (CR 400.7).
* **Offspring** (CR 702.175a-b): each static is its own instance of offspring, paid
  separately (an optional cost each, setting the ``offspring_given`` option); a printed
  offspring is another instance with its own option. The permanent the spell becomes gets,
  for each given offspring cost paid, "When this permanent enters, if its offspring cost was
  paid, create a token that's a copy of it, except it's 1/1": CR 611.3d, an ability given
  with the spell that works only on the battlefield lasts for the rest of the game, so the
  creature enters with it even if the static's source left, and keeps it until it leaves
  (:func:`entering`). A copy of the permanent doesn't copy it (CR 707.2) and wasn't cast
  with the cost paid (CR 603.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from grimoire.oracle import ir
from grimoire.rules import hooks, layers, query
from grimoire.rules.cardinfo import info_for, note
from grimoire.rules.cast_grants import GRANTS, Grant
from grimoire.rules.cast_options import times_paid
from grimoire.rules.grants import with_abilities

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

OFFSPRING: Final = "offspring_given"
"""The option an offspring cost a static gave the spell sets when paid."""
_WORDS = frozenset({"SpellsHave"})

OFFSPRING_TRIGGER = ir.TriggeredAbility(
    ir.EntersTrigger(), ir.CreateTokenCopy(ir.ThisObject(), exceptions=ir.CopyExceptions(
        power=1, toughness=1)), condition=ir.CastWith(OFFSPRING),
    text="Offspring (When this creature enters, if its offspring cost was paid, create a "
         "1/1 token copy of it.)")
"""CR 702.175a: offspring's second ability, for one given offspring cost paid."""
_TRIGGER_INFO = info_for(ir.CardDefinition("offspring", abilities=(OFFSPRING_TRIGGER,)))
"""Its words, noted in a game as a spell gets an offspring cost (the permanent that gets the
trigger enters with no game at hand: grimoire.rules.cardinfo.note)."""


def _given(effect: ir.SpellsHave) -> Grant:
    keyword = effect.keyword
    if keyword.name.lower() == "offspring" and keyword.cost is not None:
        return Grant((keyword,), (ir.AdditionalCost(keyword.cost, optional=True,
                                                    text="Offspring", option=OFFSPRING),))
    return Grant((keyword,))


def grant(game: Game, player: int, card: GameObject) -> Grant | None:
    """What the statics of ``player``'s permanents give ``card`` as ``player`` casts it."""
    if hooks.CAST_AS and any(a.option in hooks.CAST_AS
                             for a in card.info.card.alternative_costs):
        return None  # (bestow, disturb: what the spell is, so whether a static's kind
        # matches, depends on the cost chosen, CR 702.103b; not given, conservatively)
    abilities: tuple[ir.Ability, ...] = ()
    additional: tuple[ir.AdditionalCost, ...] = ()
    for source, effect in layers.static_effects(game):
        if not isinstance(effect, ir.SpellsHave) or source.controller != player:
            continue
        if effect.from_zone is not None and card.zone != effect.from_zone:
            continue
        if effect.kind is not None and not query.matches(game, card, effect.kind, player,
                                                         source.id):
            continue
        given = _given(effect)
        if given.additional:
            note(game, _TRIGGER_INFO)  # (the enters trigger's words: trigger_words)
        abilities += given.abilities
        additional += given.additional
    return Grant(abilities, additional) if abilities else None


def entering(obj: GameObject) -> None:
    """CR 611.3d, 702.175a: a permanent whose spell had given offspring costs paid enters
    with one enters trigger for each (its characteristics elsewhere kept in ``base``)."""
    if OFFSPRING not in obj.flags:
        return
    paid = times_paid(obj.flags, OFFSPRING)
    base = obj.base or obj.info
    obj.info = info_for(with_abilities(obj.info.card, (OFFSPRING_TRIGGER,) * paid))
    obj.base = base


GRANTS.add(grant, words=_WORDS)  # CR 611.3a, 601.2b-f
hooks.ENTERING.add(entering)  # CR 611.3d
hooks.REMEMBERED_FLAGS.add(OFFSPRING)  # the permanent was cast with it paid (CR 702.175a)
