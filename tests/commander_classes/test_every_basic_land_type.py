"""Lands that are every basic land type (CR 205.1b, 305.7): Dryad of the Ilysian Grove "You
may play an additional land on each of your turns. Lands you control are every basic land
type in addition to their other types." (Prismatic Omen; Nylea's Presence for one land).

The rulings: each land you control has the types Plains, Island, Swamp, Mountain and Forest
and the mana ability of each (CR 305.7); it keeps its other subtypes and abilities, its name
and whether it is basic; the additional land play is cumulative (CR 305.2). Lands an
opponent controls are not changed."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.rules import layers, zones
from grimoire.rules.actions import ActivateAbility, PlayLand
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
DRYAD = record("Dryad of the Ilysian Grove", "{2}{G}", "Enchantment Creature — Nymph Dryad",
               "You may play an additional land on each of your turns.\nLands you control are "
               "every basic land type in addition to their other types.", "2", "4")
OMEN = record("Prismatic Omen", "{1}{G}", "Enchantment",
              "Lands you control are every basic land type in addition to their other types.")
PRESENCE = record("Nylea's Presence", "{1}{G}", "Enchantment — Aura",
                  "Enchant land\nWhen this Aura enters, draw a card.\nEnchanted land is every "
                  "basic land type in addition to its other types.")
RIFT = record("Test Rift", "", "Land — Cave", "{T}: Add {C}.")
BASICS = ("Plains", "Island", "Swamp", "Mountain", "Forest")


def _mana_options(game: object, land: int) -> set[str]:
    """The mana each of the land's abilities adds (one symbol each)."""
    chars = layers.characteristics(game, game.objects[land])  # type: ignore[attr-defined]
    out: set[str] = set()
    for ability in chars.abilities:
        effect = getattr(ability, "effect", None)
        out.update(getattr(effect, "symbols", ()))
    return out


def test_the_records_compile() -> None:
    """The three cards compile whole."""
    compiled(DRYAD, OMEN, PRESENCE)


def test_each_land_you_control_is_every_basic_type_and_taps_for_each_color() -> None:
    """The ruling: a Swamp is a Plains Island Swamp Mountain Forest and has the five mana
    abilities; a Cave land keeps its type and its {C} ability; the opponent's Forest is
    only a Forest; names and "basic" don't change."""
    game = table((DRYAD, RIFT), PlayerSpec(battlefield=(
        P("Dryad of the Ilysian Grove"), P("Swamp"), P("Test Rift"))),
        PlayerSpec(battlefield=(P("Forest"),)))
    swamp, rift = one(game, "Swamp"), one(game, "Test Rift")
    theirs = one(game, "Forest")
    chars = layers.characteristics(game, game.objects[swamp])
    assert set(BASICS) <= chars.subtypes and chars.name == "Swamp"
    assert "basic" in chars.supertypes
    assert _mana_options(game, swamp) == {"W", "U", "B", "R", "G"}
    rift_chars = layers.characteristics(game, game.objects[rift])
    assert "Cave" in rift_chars.subtypes and set(BASICS) <= rift_chars.subtypes
    assert _mana_options(game, rift) == {"C", "W", "U", "B", "R", "G"}
    assert layers.characteristics(game, game.objects[theirs]).subtypes == frozenset({"Forest"})
    abilities = layers.characteristics(game, game.objects[swamp]).abilities
    blue = next(i for i, a in enumerate(abilities)
                if getattr(getattr(a, "effect", None), "symbols", ()) == ("U",))
    game.apply(ActivateAbility(swamp, blue))  # a mana ability, at priority (CR 605.3a)
    assert game.players[0].pool[1] == 1  # {U} from the Swamp


def test_when_the_dryad_leaves_the_lands_are_themselves_again() -> None:
    """CR 611.3a: the effect lasts only while the Dryad is on the battlefield."""
    game = table((DRYAD,), PlayerSpec(battlefield=(P("Dryad of the Ilysian Grove"),
                                                   P("Swamp"))), PlayerSpec())
    swamp = one(game, "Swamp")
    zones.move(game, one(game, "Dryad of the Ilysian Grove"), "graveyard")
    assert _mana_options(game, swamp) == {"B"}


def test_two_land_plays_and_new_lands_are_every_type() -> None:
    """The additional land play (CR 305.2): two lands from hand this turn, both every basic
    land type once on the battlefield; a third isn't offered."""
    game = table((DRYAD,), PlayerSpec(hand=("Swamp", "Mountain", "Plains"), battlefield=(
        P("Dryad of the Ilysian Grove"),)), PlayerSpec())
    game.apply(PlayLand(one(game, "Swamp", "hand")))
    game.apply(PlayLand(one(game, "Mountain", "hand")))
    assert not any(isinstance(a, PlayLand) for a in game.legal_actions())
    for name in ("Swamp", "Mountain"):
        assert _mana_options(game, one(game, name)) == {"W", "U", "B", "R", "G"}
    assert ids(game, "Plains", "hand")


def test_nyleas_presence_changes_only_the_enchanted_land() -> None:
    """Nylea's Presence on a Mountain: that land is every basic land type; another
    Mountain isn't."""
    game = table((PRESENCE,), PlayerSpec(battlefield=(P("Mountain"), P("Mountain"),
                                                      P("Nylea's Presence", attached_to=(0, 0)))),
                 PlayerSpec())
    first, second = sorted(ids(game, "Mountain"))
    host = game.objects[one(game, "Nylea's Presence")].attached_to
    other = second if host == first else first
    assert host is not None and _mana_options(game, host) == {"W", "U", "B", "R", "G"}
    assert _mana_options(game, other) == {"R"}
