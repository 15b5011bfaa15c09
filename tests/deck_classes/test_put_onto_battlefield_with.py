"""Linked abilities about what an object put onto the battlefield (CR 607.2a): Diabolic
Servitude — "When this enchantment enters, return target creature card from your graveyard
to the battlefield. When the creature put onto the battlefield with this enchantment dies,
exile it and return this enchantment to its owner's hand. When this enchantment leaves the
battlefield, exile the creature put onto the battlefield with this enchantment." Ruling: if
the creature is returned to its owner's hand or exiled, the enchantment loses track of it
(a new object, CR 400.7) and has no further effect on it."""

from __future__ import annotations

from tests.deck_classes._cards import card
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

SERVITUDE = card(
    "Diabolic Servitude", "{3}{B}", "Enchantment",
    "When this enchantment enters, return target creature card from your graveyard to the "
    "battlefield.\nWhen the creature put onto the battlefield with this enchantment dies, "
    "exile it and return this enchantment to its owner's hand.\nWhen this enchantment leaves "
    "the battlefield, exile the creature put onto the battlefield with this enchantment.")


def _def() -> ir.CardDefinition:
    return compile_source(SERVITUDE)


def test_honoured() -> None:
    d = _def()
    assert ir.is_fully_implemented(d) and not engine_gaps(d)
    assert any(isinstance(a, ir.TriggeredAbility) and isinstance(a.trigger,
               ir.LinkedDiesTrigger) for a in d.abilities)


def _servitude(hand: tuple[str, ...] = ()) -> Game:
    """Servitude cast and resolved, returning Hill Giant (the only creature card in the
    graveyard; Grizzly Bears stays on the battlefield)."""
    me = PlayerSpec(hand=("Diabolic Servitude", *hand), graveyard=("Hill Giant",),
                    battlefield=(*lands("Swamp", 8), *lands("Forest", 2),
                                 *lands("Island", 1)))
    g = game(me, PlayerSpec(battlefield=(perm("Grizzly Bears"),)), extra=(_def(),))
    g.apply(CastSpell(one(g, "Diabolic Servitude", "hand")))
    resolve(g)  # the spell, then the enters trigger (its only target)
    assert one(g, "Hill Giant") and one(g, "Diabolic Servitude")
    return g


def _cast(g: Game, name: str, target: int) -> None:
    g.apply(CastSpell(one(g, name, "hand"), targets=((target,),)))
    resolve(g)


def test_the_creature_dies_it_is_exiled_and_servitude_returns_to_hand() -> None:
    g = _servitude(("Murder",))
    _cast(g, "Murder", one(g, "Hill Giant"))
    assert one(g, "Hill Giant", "exile")
    assert one(g, "Diabolic Servitude", "hand")


def test_servitude_leaves_the_creature_is_exiled() -> None:
    g = _servitude(("Naturalize",))
    _cast(g, "Naturalize", one(g, "Diabolic Servitude"))
    assert one(g, "Hill Giant", "exile")
    assert one(g, "Diabolic Servitude", "graveyard")


def test_another_creature_dying_does_nothing() -> None:
    g = _servitude(("Murder",))
    _cast(g, "Murder", one(g, "Grizzly Bears"))
    assert one(g, "Grizzly Bears", "graveyard") and one(g, "Diabolic Servitude")
    assert one(g, "Hill Giant")


def test_bounced_creature_is_no_longer_tracked() -> None:
    """Ruling: Unsummon returns the Giant to hand; Servitude then leaving exiles nothing
    (the Giant cast again is a new object)."""
    g = _servitude(("Unsummon", "Naturalize"))
    g.apply(CastSpell(one(g, "Unsummon", "hand"), targets=((one(g, "Hill Giant"),),)))
    resolve(g)
    assert one(g, "Hill Giant", "hand")
    _cast(g, "Naturalize", one(g, "Diabolic Servitude"))
    assert one(g, "Hill Giant", "hand") and one(g, "Diabolic Servitude", "graveyard")
