"""An enchantment that becomes a creature and keeps its types (CR 205.1b, 613.1d): Cacophony
Unleashed "When this enchantment enters, if you cast it, destroy all nonenchantment
creatures. Whenever this enchantment or another enchantment you control enters, until end of
turn, this enchantment becomes a legendary 6/6 Nightmare God creature with menace and
deathtouch. It's still an enchantment."

"It's still an enchantment" (like "It's still a land") keeps its card types: an enchantment
creature until end of turn (CR 205.1b, 514.2: the effect ends in the cleanup step); "if you
cast it" is an intervening "if" (CR 603.4)."""

from __future__ import annotations

from tests.commander_classes._table import advance, compiled, record, settle, table
from tests.rules.helpers import ids, one

from grimoire.oracle.compiler import compile_source
from grimoire.rules import layers, query, zones
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
CACOPHONY = record("Cacophony Unleashed", "{5}{B}{B}", "Enchantment",
                   "When this enchantment enters, if you cast it, destroy all nonenchantment "
                   "creatures.\nWhenever this enchantment or another enchantment you control "
                   "enters, until end of turn, this enchantment becomes a legendary 6/6 "
                   "Nightmare God creature with menace and deathtouch. It's still an "
                   "enchantment.")
NYMPH = record("Test Nymph", "{G}", "Enchantment Creature — Nymph", "", "1", "1")
HALO = record("Test Halo", "{W}", "Enchantment", "")
RECORDS = (CACOPHONY, NYMPH, HALO)
SWAMPS = tuple(P("Swamp") for _ in range(8))


def test_the_record_compiles() -> None:
    """The animation keeps its types (CR 205.1b)."""
    compiled(CACOPHONY)
    assert "keep_types=True" in repr(compile_source(CACOPHONY).abilities[1])


def test_cast_it_wipes_nonenchantment_creatures_and_becomes_a_god() -> None:
    """Cast: Bob's Grizzly Bears and Alice's Serra Angel are destroyed, the enchantment
    creature (Test Nymph) stays; Cacophony is a legendary 6/6 black Nightmare God enchantment
    creature with menace and deathtouch until end of turn, then an enchantment only."""
    game = table(RECORDS, PlayerSpec(hand=("Cacophony Unleashed",), battlefield=(
        P("Serra Angel"), P("Test Nymph"), *SWAMPS)),
        PlayerSpec(battlefield=(P("Grizzly Bears"),)), PlayerSpec())
    game.apply(CastSpell(one(game, "Cacophony Unleashed", "hand")))
    settle(game)
    assert not ids(game, "Grizzly Bears") and not ids(game, "Serra Angel")
    assert one(game, "Test Nymph")
    caco = game.objects[one(game, "Cacophony Unleashed")]
    chars = layers.characteristics(game, caco)
    assert {"enchantment", "creature"} <= chars.types
    assert {"Nightmare", "God"} <= chars.subtypes and "legendary" in chars.supertypes
    assert (query.power(game, caco), query.toughness(game, caco)) == (6, 6)
    assert query.has_keyword(game, caco, "menace")
    assert query.has_keyword(game, caco, "deathtouch")
    assert "B" in chars.colors
    advance(game, lambda g: g.turn != 3)
    chars = layers.characteristics(game, caco)
    assert "creature" not in chars.types and "enchantment" in chars.types


def test_put_onto_the_battlefield_destroys_nothing() -> None:
    """CR 603.4: not cast: the first trigger doesn't happen (the Bears live); the second
    still animates it."""
    game = table(RECORDS, PlayerSpec(hand=("Cacophony Unleashed",),
                                     battlefield=(P("Grizzly Bears"),)), PlayerSpec())
    zones.move(game, one(game, "Cacophony Unleashed", "hand"), "battlefield")
    assert len(game.pending_triggers) == 1  # only the animation (CR 603.4)
    game.apply(PassPriority())  # the trigger is put on the stack (CR 117.5)
    settle(game)
    assert one(game, "Grizzly Bears")
    caco = game.objects[one(game, "Cacophony Unleashed")]
    assert "creature" in layers.characteristics(game, caco).types


def test_another_enchantment_entering_animates_it_again() -> None:
    """On a later turn, another enchantment Alice controls enters (she casts Test Halo): the
    Cacophony becomes the 6/6 God again."""
    game = table(RECORDS, PlayerSpec(hand=("Test Halo",), battlefield=(
        P("Cacophony Unleashed"), P("Plains"))), PlayerSpec())
    caco = game.objects[one(game, "Cacophony Unleashed")]
    assert "creature" not in layers.characteristics(game, caco).types
    game.apply(CastSpell(one(game, "Test Halo", "hand")))
    settle(game)
    assert "creature" in layers.characteristics(game, caco).types
    assert query.power(game, caco) == 6
