"""Commander's Plate: "Equipped creature gets +3/+3 and has protection from each color that's
not in your commander's color identity." and "Equip commander {3}" (CR 702.6a, 702.6c: "Attach
~ to target commander creature you control. Activate only as a sorcery."), plus "protection
from each color" (CR 702.16h: from white, from blue, from black, from red and from green).

CR 702.16i: "protection from each color that's not in your commander's color identity" is one
protection ability for each such color; "your" is the Plate's controller; CR 903.4: the
identity of two commanders is combined (the ruling); a colorless identity leaves every color
outside it (the ruling: protection from all colors); with no commander the quality is
undefined (CR 903.4f) and the ruling says the creature gets no protection, still +3/+3.
Protection: can't be targeted by spells of those colors (CR 702.16b), damage from sources of
those colors is prevented (CR 702.16e), can't be blocked by creatures of those colors
(CR 702.16f)."""

from __future__ import annotations

from tests.commander_classes._table import (
    commander_game,
    commander_of,
    compiled,
    put,
    record,
    settle,
    table,
)
from tests.rules.helpers import one, pool

from grimoire.core.mana import ManaCost
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import grants, protection, query, zones
from grimoire.rules.actions import ActivateAbility, CastSpell
from grimoire.rules.cardinfo import info_for
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

PLATE = record("Commander's Plate", "{1}", "Artifact — Equipment",
               "Equipped creature gets +3/+3 and has protection from each color that's not in "
               "your commander's color identity.\nEquip commander {3}\nEquip {5}")
IRIDESCENT = record("Iridescent Angel", "{5}{W}{U}", "Creature — Angel",
                    "Flying, protection from each color", "4", "4")
AZORIUS = ir.CardDefinition("Azorius Lord", mana_cost=ManaCost.parse("{W}{U}"),
                            card_types=("creature",), supertypes=("legendary",),
                            colors=("W", "U"), power=2, toughness=2)
GOLEM = ir.CardDefinition("Colorless Lord", mana_cost=ManaCost.parse("{4}"),
                          card_types=("artifact", "creature"), supertypes=("legendary",),
                          power=2, toughness=2)
GRUUL = ir.CardDefinition("Gruul Lord", mana_cost=ManaCost.parse("{R}{G}"),
                          card_types=("creature",), supertypes=("legendary",),
                          colors=("R", "G"), power=2, toughness=2)
BLACK = ir.CardDefinition("Black Lord", mana_cost=ManaCost.parse("{B}"),
                          card_types=("creature",), supertypes=("legendary",),
                          colors=("B",), power=2, toughness=2)
SWORDS = record("Test Swords", "{W}", "Instant", "Exile target creature.")
AURA_BLUE = record("Test Blue Trick", "{U}", "Instant", "Target creature gets +1/+1 until end "
                   "of turn.")
MAIN = ["Plains"] * 60 + ["Grizzly Bears"] * 39
P = PermanentSpec
EQUIP_COMMANDER, EQUIP = 2, 3


def test_the_records_compile() -> None:
    """The Plate compiles whole: the boost, the granted protection reading the granting
    Equipment's controller, and two equip abilities; the first targets only commander
    creatures its controller controls (CR 702.6c)."""
    compiled(PLATE, IRIDESCENT)
    card = compile_source(PLATE)
    equip = card.abilities[EQUIP_COMMANDER]
    assert isinstance(equip, ir.ActivatedAbility) and equip.timing == "sorcery"
    flt = equip.targets[0].filter
    assert flt.commander and flt.controller == "you" and flt.types_any == ("creature",)


def _game(commanders: list[list[str]]) -> Game:
    cards = pool(AZORIUS, GOLEM, GRUUL, BLACK,
                 *(compile_source(r) for r in (PLATE, IRIDESCENT, SWORDS, AURA_BLUE)))
    return commander_game(cards, MAIN, commanders)




def _spell(game: Game, seat: int, name: str) -> int:
    return zones.new_object(game, info_for(game.pool.get(name)), seat, "hand").id


def _plate_with_mana(game: Game) -> int:
    """Commander's Plate and three Plains (its equip cost) on Alice's battlefield."""
    plate = put(game, 0, "Commander's Plate")
    for _ in range(3):
        put(game, 0, "Plains")
    return plate


def _equip(game: Game, plate: int, index: int, target: int) -> None:
    game.apply(ActivateAbility(plate, index, ((target,),)))
    settle(game)


def _equip_targets(game: Game, plate: int, index: int) -> set[int]:
    return {t for a in game.legal_actions() if isinstance(a, ActivateAbility)
            and a.source == plate and a.index == index for group in a.targets for t in group}


def _protected(game: Game, creature: int, name: str, seat: int = 1) -> bool:
    """Whether ``creature`` has protection from a ``name`` spell of player ``seat``."""
    spell = game.objects[_spell(game, seat, name)]
    return protection.protected_from(game, game.objects[creature], spell)


def test_equip_commander_targets_only_a_commander_you_control() -> None:
    """CR 702.6c: "Equip commander" may target Alice's commander on the battlefield, not her
    Grizzly Bears nor Bob's commander; "Equip {5}" may target the Bears too (and not Bob's
    creatures, CR 702.6a); both only as a sorcery (on Bob's turn neither is offered)."""
    game = _game([["Azorius Lord"], ["Azorius Lord"]])
    mine = zones.move(game, commander_of(game, 0), "battlefield")
    theirs = zones.move(game, commander_of(game, 1), "battlefield")
    bears = put(game, 0, "Grizzly Bears")
    plate = put(game, 0, "Commander's Plate")
    for _ in range(5):
        put(game, 0, "Plains")
    game.version += 1
    assert _equip_targets(game, plate, EQUIP_COMMANDER) == {mine}
    assert _equip_targets(game, plate, EQUIP) == {mine, bears}
    assert theirs not in _equip_targets(game, plate, EQUIP)


def test_plate_on_a_white_blue_commander_protects_from_black_red_green() -> None:
    """Equipped (for {3}) Alice's white-blue commander is a 5/5 with protection from black,
    red and green: Bob's Lightning Bolt can't target it (CR 702.16b) and a red source's
    damage is prevented; a white spell (Test Swords) and a blue one still can (CR 903.4)."""
    game = _game([["Azorius Lord"], ["Azorius Lord"]])
    mine = zones.move(game, commander_of(game, 0), "battlefield")
    plate = _plate_with_mana(game)
    game.version += 1
    _equip(game, plate, EQUIP_COMMANDER, mine)
    lord = game.objects[mine]
    assert lord.id == mine and game.objects[plate].attached_to == mine
    assert (query.power(game, lord), query.toughness(game, lord)) == (5, 5)
    assert _protected(game, mine, "Lightning Bolt")
    assert _protected(game, mine, "Typhoid Rats")  # black
    assert _protected(game, mine, "Grizzly Bears")  # green
    assert not _protected(game, mine, "Test Swords")
    assert not _protected(game, mine, "Test Blue Trick")


def test_bolt_is_not_offered_against_the_plated_commander() -> None:
    """CR 702.16b: protection stops its controller's own red spell too: Alice's Lightning
    Bolt may target her unequipped Bears, not her plated commander."""
    game = _game([["Azorius Lord"], ["Azorius Lord"]])
    mine = zones.move(game, commander_of(game, 0), "battlefield")
    bears = put(game, 0, "Grizzly Bears")
    plate = _plate_with_mana(game)
    put(game, 0, "Mountain")
    game.version += 1
    _equip(game, plate, EQUIP_COMMANDER, mine)
    bolt = _spell(game, 0, "Lightning Bolt")
    targets = {t for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == bolt
               for group in a.targets for t in group}
    assert bears in targets and mine not in targets


def test_two_commanders_combine_and_the_plate_reads_its_controller() -> None:
    """The ruling: with two commanders (white-blue and red-green) the identity is W, U, R, G:
    the only protection is from black. Bob's commander isn't Alice's business: Bob (a black
    commander) equipping the Plate on his would get protection from W, U, R, G (his own
    identity, CR 903.4), 4 players."""
    game = _game([["Azorius Lord", "Gruul Lord"], ["Black Lord"], ["Azorius Lord"],
                  ["Azorius Lord"]])
    mine = zones.move(game, commander_of(game, 0), "battlefield")
    plate = _plate_with_mana(game)
    game.version += 1
    _equip(game, plate, EQUIP_COMMANDER, mine)
    assert _protected(game, mine, "Typhoid Rats")
    assert not _protected(game, mine, "Lightning Bolt")
    assert not _protected(game, mine, "Grizzly Bears")
    assert not _protected(game, mine, "Test Swords")
    # Bob's Plate on Bob's black commander
    his = zones.move(game, commander_of(game, 1), "battlefield")
    his_plate = put(game, 1, "Commander's Plate")
    game.objects[his_plate].attached_to = his  # (as if Bob had equipped it on his turn)
    game.version += 1
    grants.refresh(game)  # the granted abilities, as after any event (CR 613.1f)
    assert _protected(game, his, "Lightning Bolt", seat=0)
    assert _protected(game, his, "Test Swords", seat=0)
    assert not _protected(game, his, "Typhoid Rats", seat=0)


def test_colorless_commander_gets_protection_from_all_colors() -> None:
    """The ruling: a commander with no colors in its identity: protection from all colors
    (each of W, U, B, R, G is outside it); a colorless source is still not stopped."""
    game = _game([["Colorless Lord"], ["Azorius Lord"]])
    mine = zones.move(game, commander_of(game, 0), "battlefield")
    plate = _plate_with_mana(game)
    game.version += 1
    _equip(game, plate, EQUIP_COMMANDER, mine)
    for name in ("Lightning Bolt", "Typhoid Rats", "Grizzly Bears", "Test Swords",
                 "Test Blue Trick"):
        assert _protected(game, mine, name), name
    assert not _protected(game, mine, "Colorless Lord")


def test_without_a_commander_only_the_boost() -> None:
    """The ruling (CR 903.4f): no commander: the equipped creature gets +3/+3 and no
    protection; "Equip commander" has no legal target."""
    game = table((PLATE,), PlayerSpec(battlefield=(
        P("Grizzly Bears"), P("Commander's Plate"), P("Plains"), P("Plains"), P("Plains"),
        P("Plains"), P("Plains"))), PlayerSpec())
    plate, bears = one(game, "Commander's Plate"), one(game, "Grizzly Bears")
    assert _equip_targets(game, plate, EQUIP_COMMANDER) == set()
    _equip(game, plate, EQUIP, bears)
    assert query.power(game, game.objects[bears]) == 5
    for name in ("Lightning Bolt", "Typhoid Rats", "Serra Angel"):
        assert not _protected(game, bears, name)


def test_red_damage_prevented_and_green_cannot_block() -> None:
    """CR 702.16e-f: the plated white-blue commander attacks Bob: Bob's green Grizzly Bears
    can't block it; Bob's Serra Angel (white) can."""
    game = _game([["Azorius Lord"], ["Azorius Lord"]])
    mine = zones.move(game, commander_of(game, 0), "battlefield")
    game.objects[mine].sick = False
    plate = _plate_with_mana(game)
    bears = put(game, 1, "Grizzly Bears")
    angel = put(game, 1, "Serra Angel")
    game.version += 1
    _equip(game, plate, EQUIP_COMMANDER, mine)
    lord, b, a = (game.objects[x] for x in (mine, bears, angel))
    assert not protection.can_block(game, b, lord)
    assert protection.can_block(game, a, lord)
    assert protection.prevents_damage(game, game.objects[put(game, 1, "Raging Goblin")], lord)


def test_iridescent_angel_protection_from_each_color() -> None:
    """CR 702.16h: "protection from each color": red and white spells can't target it, a
    colorless one can."""
    game = table((IRIDESCENT,), PlayerSpec(battlefield=(P("Iridescent Angel"),)),
                 PlayerSpec(hand=("Lightning Bolt",)))
    angel = one(game, "Iridescent Angel")
    bolt = game.objects[one(game, "Lightning Bolt", "hand")]
    assert protection.protected_from(game, game.objects[angel], bolt)
    colorless = game.objects[_spell(game, 1, "Treasure Chest")]
    assert not protection.protected_from(game, game.objects[angel], colorless)
