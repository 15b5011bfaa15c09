"""Conditions on the mana spent to cast a spell (CR 601.2h): "If {W} was spent to cast this
spell" (Dryad's Caress), "When this creature enters, if {R} was spent to cast it" (the
permanent remembers), adamant "If at least three white mana was spent to cast this
spell"."""

from __future__ import annotations

from tests.deck_classes._cards import card
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import query
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

RECORDS = {r["name"]: r for r in (
    card("Dryad's Caress", "{4}{G}{G}", "Instant",
         "You gain 1 life for each creature on the battlefield. If {W} was spent to cast "
         "this spell, untap all creatures you control."),
    card("Gruul Scrapper", "{3}{G}", "Creature — Human Berserker",
         "When this creature enters, if {R} was spent to cast it, it gains haste until end "
         "of turn.", "3/2"),
    card("Rally for the Throne", "{2}{W}", "Instant",
         "Create two 1/1 white Human creature tokens.\nAdamant — If at least three white "
         "mana was spent to cast this spell, you gain 1 life for each creature you "
         "control."),
)}


def _defs() -> list[ir.CardDefinition]:
    out = [compile_source(r) for r in RECORDS.values()]
    for d in out:
        assert ir.is_fully_implemented(d) and not engine_gaps(d), d.name
    return out


def _cast(hand: str, battlefield: tuple[PermanentSpec, ...]) -> Game:
    g = game(PlayerSpec(hand=(hand,), battlefield=battlefield), extra=_defs())
    g.apply(CastSpell(one(g, hand, "hand")))
    resolve(g)
    return g


def test_conditions_compile() -> None:
    caress = _defs()[0]
    assert caress.spell is not None
    assert "ManaSpentToCast(color='W', at_least=1)" in repr(caress.spell.effect)
    rally = _defs()[2]
    assert rally.spell is not None
    assert "ManaSpentToCast(color='W', at_least=3)" in repr(rally.spell.effect)


def _bears_tapped() -> tuple[PermanentSpec, ...]:
    return (perm("Grizzly Bears", tapped=True), perm("Grizzly Bears", tapped=True))


def test_white_spent_untaps_your_creatures() -> None:
    """Dryad's Caress paid with a Plains among the lands: {W} was spent, so your creatures
    untap; paid with Forests only, they stay tapped. The life is gained either way (two
    creatures: 2 life)."""
    g = _cast("Dryad's Caress", (*_bears_tapped(), *lands("Forest", 5), *lands("Plains", 1)))
    assert g.players[0].life == 22
    assert not any(g.objects[o].tapped for o in g.battlefield
                   if g.objects[o].name == "Grizzly Bears")
    g = _cast("Dryad's Caress", (*_bears_tapped(), *lands("Forest", 6)))
    assert g.players[0].life == 22
    assert all(g.objects[o].tapped for o in g.battlefield
               if g.objects[o].name == "Grizzly Bears")


def test_the_permanent_remembers_what_was_spent() -> None:
    """Gruul Scrapper: "if {R} was spent to cast it" is read by the enters trigger of the
    permanent the spell became: haste with a Mountain in the payment, none without."""
    g = _cast("Gruul Scrapper", (*lands("Forest", 3), *lands("Mountain", 1)))
    scrapper = g.objects[one(g, "Gruul Scrapper")]
    assert query.has_keyword(g, scrapper, "haste")
    g = _cast("Gruul Scrapper", lands("Forest", 4))
    assert not query.has_keyword(g, g.objects[one(g, "Gruul Scrapper")], "haste")


def test_adamant_counts_the_mana() -> None:
    """Rally for the Throne with three Plains: three white mana was spent, so you gain 1 life
    for each of your two Humans; with two Plains and a Forest, no life."""
    g = _cast("Rally for the Throne", lands("Plains", 3))
    assert g.players[0].life == 22
    g = _cast("Rally for the Throne", (*lands("Plains", 2), *lands("Forest", 1)))
    assert g.players[0].life == 20
