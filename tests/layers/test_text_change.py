"""Layer 3: text-changing effects (CR 612, 613.1c) — the class of Sleight of Mind, Magical
Hack and Mind Bend: "Change the text of target spell or permanent by replacing all instances
of one color word with another [or one basic land type with another]", indefinitely or until
end of turn."""

from __future__ import annotations

from tests.ir_completeness._game import card, cast, game_at, ids, perm, resolve
from tests.rules.helpers import pass_to_step

from grimoire.oracle import ir
from grimoire.rules import query, zones
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.copy_effects import copiable
from grimoire.rules.game import Game
from grimoire.rules.layers import characteristics
from grimoire.rules.position import PlayerSpec
from grimoire.rules.protection import can_target

BEND = card("Mind Bend", "Instant",
            "Change the text of target permanent by replacing all instances of one color word "
            "with another or one basic land type with another. (For example, you may change "
            "\"nonblack creature\" to \"nongreen creature\" or \"forestwalk\" to "
            "\"islandwalk.\" This effect lasts indefinitely.)")
DOCTOR = card("Test Doctoring", "Instant",
              "Change the text of target permanent by replacing all instances of one color "
              "word with another or one basic land type with another until end of turn.")
KNIGHT = card("Test Knight", "Creature — Knight", "Protection from white\nSwampwalk",
              power="2", toughness="2", mana_cost="{B}")
HATE = card("Test Hate", "Enchantment", "Nonblack creatures get -1/-1.")
SQUIRE = card("Test Squire", "Creature — Soldier", "", power="2", toughness="2",
              mana_cost="{W}")
SHADE = card("Test Shade", "Creature — Shade", "", power="2", toughness="2", mana_cost="{B}")
SLEIGHT = card("Sleight of Mind", "Instant",
               "Change the text of target spell or permanent by replacing all instances of one "
               "color word with another. (For example, you may change \"target black spell\" "
               "to \"target blue spell.\" This effect lasts indefinitely.)")
TERROR = card("Test Terror", "Instant", "Destroy target nonblack creature.")
CARDS = (BEND, DOCTOR, KNIGHT, HATE, SQUIRE, SHADE, SLEIGHT, TERROR)


def _game(*battlefield: str, hand: tuple[str, ...] = ("Mind Bend",)) -> Game:
    return game_at(PlayerSpec(hand=hand, battlefield=tuple(perm(n) for n in battlefield)),
                   extra=CARDS)


def _bend(game: Game, target: int, *answers: str, name: str = "Mind Bend") -> None:
    cast(game, name, (target,))
    resolve(game, *answers)


def _protection_colors(game: Game, oid: int) -> tuple[str, ...]:
    return tuple(c for a in characteristics(game, game.objects[oid]).abilities
                 if isinstance(a, ir.Keyword) and a.name == "protection" and a.filter
                 for c in a.filter.colors_any)


def test_color_word_in_protection() -> None:
    """CR 612.2: "protection from white" becomes "protection from black": a black source
    can't target it any more (CR 702.16b), a white one can."""
    game = _game("Test Knight", "Test Squire", "Test Shade")
    knight, squire, shade = (ids(game, n)[0] for n in ("Test Knight", "Test Squire",
                                                       "Test Shade"))
    assert not can_target(game, game.objects[knight], squire)
    _bend(game, knight, "color word", "W", "B")
    assert _protection_colors(game, knight) == ("B",)
    assert can_target(game, game.objects[knight], squire)
    assert not can_target(game, game.objects[knight], shade)
    given = game.objects[knight].info.card.abilities  # what every reader of the card sees
    assert [a.filter.colors_any for a in given if isinstance(a, ir.Keyword) and a.filter] \
        == [("B",)]


def test_land_type_in_landwalk() -> None:
    """CR 612.2, 702.14: "swampwalk" becomes "islandwalk" (a land type used as one)."""
    game = _game("Test Knight")
    knight = ids(game, "Test Knight")[0]
    _bend(game, knight, "basic land type", "Swamp", "Island")
    assert query.has_keyword(game, game.objects[knight], "islandwalk")
    assert not query.has_keyword(game, game.objects[knight], "swampwalk")


def test_filter_of_a_static_ability() -> None:
    """CR 613.1c before 613.4c: "Nonblack creatures get -1/-1" hacked to "Nonwhite": the
    white creature is 2/2 again, the black one 1/1."""
    game = _game("Test Hate", "Test Squire", "Test Shade")
    squire, shade = ids(game, "Test Squire")[0], ids(game, "Test Shade")[0]
    assert query.power(game, game.objects[squire]) == 1
    assert query.power(game, game.objects[shade]) == 2
    _bend(game, ids(game, "Test Hate")[0], "color word", "B", "W")
    assert query.power(game, game.objects[squire]) == 2
    assert query.power(game, game.objects[shade]) == 1


def test_type_line_of_a_land() -> None:
    """CR 612.1: the type line is text: a Swamp hacked to Island is an Island, and it has
    the Island's intrinsic mana ability instead of the Swamp's (CR 305.6)."""
    game = _game("Swamp")
    swamp = ids(game, "Swamp")[0]
    _bend(game, swamp, "basic land type", "Swamp", "Island")
    chars = characteristics(game, game.objects[swamp])
    assert "Island" in chars.subtypes and "Swamp" not in chars.subtypes
    adds = [a.effect.symbols for a in chars.abilities
            if isinstance(a, ir.ActivatedAbility) and isinstance(a.effect, ir.AddMana)]
    assert adds == [("U",)]


def test_until_end_of_turn() -> None:
    """CR 514.2, 611.2a: "until end of turn": the text is its own again next turn."""
    game = _game("Test Knight", hand=("Test Doctoring",))
    knight = ids(game, "Test Knight")[0]
    _bend(game, knight, "color word", "W", "U", name="Test Doctoring")
    assert _protection_colors(game, knight) == ("U",)
    pass_to_step(game, "upkeep", active=1)
    assert _protection_colors(game, knight) == ("W",)


def test_two_changes_apply_in_timestamp_order() -> None:
    """CR 613.7: white->blue then blue->red gives "protection from red"; blue->red first
    (no blue to change) then white->blue gives "protection from blue"."""
    game = _game("Test Knight", hand=("Mind Bend", "Mind Bend"))
    knight = ids(game, "Test Knight")[0]
    _bend(game, knight, "color word", "W", "U")
    _bend(game, knight, "color word", "U", "R")
    assert _protection_colors(game, knight) == ("R",)
    game = _game("Test Knight", hand=("Mind Bend", "Mind Bend"))
    knight = ids(game, "Test Knight")[0]
    _bend(game, knight, "color word", "U", "R")
    _bend(game, knight, "color word", "W", "U")
    assert _protection_colors(game, knight) == ("U",)


def test_target_gone() -> None:
    """CR 608.2b: the target left before it resolves: nothing is asked, nothing changes."""
    game = _game("Test Knight")
    knight = ids(game, "Test Knight")[0]
    cast(game, "Mind Bend", (knight,))
    zones.move(game, knight, "graveyard")
    resolve(game)
    assert not any(e.text_change for e in game.effects)


def test_copy_has_the_printed_text() -> None:
    """CR 707.2: text-changing effects are not copied: the copiable values keep
    "protection from white"."""
    game = _game("Test Knight")
    knight = ids(game, "Test Knight")[0]
    _bend(game, knight, "color word", "W", "B")
    printed = [a for a in copiable(game.objects[knight]).card.abilities
               if isinstance(a, ir.Keyword) and a.name == "protection"]
    assert printed[0].filter is not None and printed[0].filter.colors_any == ("W",)


def test_leaving_ends_it() -> None:
    """CR 400.7, 611.2c: "indefinitely" lasts for that object; back from the graveyard it is
    a new object with its printed text."""
    game = _game("Test Knight")
    knight = ids(game, "Test Knight")[0]
    _bend(game, knight, "color word", "W", "B")
    new = zones.move(game, knight, "graveyard")
    back = zones.move(game, new, "battlefield")
    assert _protection_colors(game, back) == ("W",)


def test_spell_target_requirement() -> None:
    """CR 612.1, 608.2b: Sleight of Mind on "Destroy target nonblack creature" (black ->
    white) makes its white target illegal as it resolves: the spell does nothing."""
    game = _game("Test Squire", hand=("Test Terror", "Sleight of Mind"))
    squire = ids(game, "Test Squire")[0]
    cast(game, "Test Terror", (squire,))
    terror = game.stack[-1]
    cast(game, "Sleight of Mind", (terror,))
    resolve(game, "B", "W")
    assert ids(game, "Test Squire") == [squire]  # still there


def test_spell_unchanged_kills() -> None:
    """The same Terror without the change destroys the white creature (CR 701.8)."""
    game = _game("Test Squire", hand=("Test Terror",))
    cast(game, "Test Terror", (ids(game, "Test Squire")[0],))
    resolve(game)
    assert ids(game, "Test Squire") == []


EVOLUTION = card("Artificial Evolution", "Instant",
                 "Change the text of target spell or permanent by replacing all instances of "
                 "one creature type with another. The new creature type can't be Wall. (This "
                 "effect lasts indefinitely.)")
NEW_BLOOD = card("New Blood", "Sorcery",
                 "As an additional cost to cast this spell, tap an untapped Vampire you "
                 "control.\nGain control of target creature. Change the text of that creature "
                 "by replacing all instances of one creature type with Vampire.",
                 mana_cost="{2}{B}{B}")
GOBLIN = card("Test Goblin", "Creature — Goblin", "", power="1", toughness="1")
BAT = card("Test Vampire", "Creature — Vampire", "", power="1", toughness="1")
TYPED = (*CARDS, EVOLUTION, NEW_BLOOD, GOBLIN, BAT)


def test_creature_type_changed_but_never_to_wall() -> None:
    """CR 612.1-612.2: Artificial Evolution changes "Goblin" on the type line to "Elf"
    (creature types are text); "The new creature type can't be Wall": Wall isn't offered
    as the new word."""
    game = game_at(PlayerSpec(hand=("Artificial Evolution",),
                              battlefield=(perm("Test Goblin"),)), extra=TYPED)
    goblin = ids(game, "Test Goblin")[0]
    cast(game, "Artificial Evolution", (goblin,))
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    game.apply(Choose("Goblin"))  # the word replaced
    assert game.pending is not None and "Wall" not in game.pending.options
    assert "Elf" in game.pending.options and "Goblin" not in game.pending.options
    resolve(game, "Elf")
    chars = characteristics(game, game.objects[goblin])
    assert "Elf" in chars.subtypes and "Goblin" not in chars.subtypes


def test_new_blood_steals_and_makes_a_vampire() -> None:
    """New Blood (tap an untapped Vampire as an additional cost): gain control of the
    opponent's Goblin (CR 613.1b) and change "Goblin" to "Vampire" in its text (CR 612.2):
    the player chooses only the word replaced, never Vampire itself."""
    game = game_at(PlayerSpec(hand=("New Blood",), battlefield=(
        perm("Test Vampire"), *(perm("Swamp") for _ in range(4)))),
        PlayerSpec(battlefield=(perm("Test Goblin"),)), extra=TYPED)
    goblin, bat = ids(game, "Test Goblin")[0], ids(game, "Test Vampire")[0]
    blood = next(o for o in game.players[0].hand if game.objects[o].name == "New Blood")
    (action,) = [a for a in game.legal_actions() if isinstance(a, CastSpell)
                 and a.card == blood and a.targets == ((goblin,),)]
    assert action.costs == (bat,)
    game.apply(action)
    assert game.objects[bat].tapped
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    assert game.pending is not None and "Vampire" not in game.pending.options
    resolve(game, "Goblin")
    chars = characteristics(game, game.objects[goblin])
    assert "Vampire" in chars.subtypes and "Goblin" not in chars.subtypes
    assert game.objects[goblin].controller == 0
