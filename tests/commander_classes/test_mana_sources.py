"""Mana spent from sources of a type (CR 601.2h, 106.3, 608.2h): "For each mana from a Desert
spent to cast this spell, create a tapped Treasure token." (Cataclysmic Prospecting, Desert
Bloom), "When this creature enters, if mana from a Treasure was spent to cast it, it gains
first strike and haste until end of turn." (Jaded Sell-Sword), "create a 1/1 black Bat
creature token with flying for each mana from a Cave spent to cast it" (Bat Colony).

The source counts as it was when it made the mana: a Treasure sacrificed to pay its own cost
is still a Treasure (CR 608.2h); a Mountain that is a Desert only through Dune Chanter's
static ability is a Desert (CR 613.1d). Mana of a Desert spent on something else (an
activated ability) doesn't count for a later spell; mana spent from other lands counts as
nothing.
"""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, settle, table
from tests.rules.helpers import ids, one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import query
from grimoire.rules.actions import ActivateAbility, CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
PROSPECTING = record("Cataclysmic Prospecting", "{X}{R}{R}", "Sorcery",
                     "Cataclysmic Prospecting deals X damage to each creature. For each mana "
                     "from a Desert spent to cast this spell, create a tapped Treasure token.")
FERVENT = record("Desert of the Fervent", "", "Land — Desert",
                 "This land enters tapped.\n{T}: Add {R}.\nCycling {1}{R} ({1}{R}, Discard this "
                 "card: Draw a card.)")
SELL_SWORD = record("Jaded Sell-Sword", "{3}{R}", "Creature — Dragon Warrior",
                    "When this creature enters, if mana from a Treasure was spent to cast it, "
                    "it gains first strike and haste until end of turn.", "4", "3")
BAT_COLONY = record("Bat Colony", "{2}{W}", "Enchantment",
                    "When this enchantment enters, create a 1/1 black Bat creature token with "
                    "flying for each mana from a Cave spent to cast it.\nWhenever a Cave you "
                    "control enters, put a +1/+1 counter on target creature you control.")
CHANTER = record("Dune Chanter", "{2}{G}", "Creature — Plant Druid",
                 "Reach\nLands you control and land cards you own that aren't on the "
                 "battlefield are Deserts in addition to their other types.\nLands you control "
                 "have \"{T}: Add one mana of any color.\"\n{T}: Mill two cards. You gain 1 "
                 "life for each land card milled this way.", "2", "3")
TREASURE = record("Treasure", "", "Token Artifact — Treasure",
                  "{T}, Sacrifice this artifact: Add one mana of any color.")
FONT = record("Test Font", "{0}", "Artifact", "{1}: You gain 1 life.")
"""Not a real card: an ability to spend floating mana on."""
BEARS = record("Grizzly Bears", "{1}{G}", "Creature — Bear", "", "2", "2")
RECORDS = (PROSPECTING, FERVENT, SELL_SWORD, BAT_COLONY, CHANTER, TREASURE, FONT, BEARS)


def _game(*battlefield: PermanentSpec, hand: tuple[str, ...] = ("Cataclysmic Prospecting",),
          theirs: tuple[PermanentSpec, ...] = ()) -> Game:
    return table(RECORDS, PlayerSpec(hand=hand, battlefield=battlefield),
                 PlayerSpec(battlefield=theirs))


def _cast(game: Game, name: str, x: int = 0) -> None:
    card = one(game, name, "hand")
    game.apply(next(a for a in game.legal_actions()
                    if isinstance(a, CastSpell) and a.card == card and a.x == x))


def _treasures(game: Game) -> list[int]:
    return [o for o in ids(game, "Treasure") if game.objects[o].controller == 0]


def test_the_records_compile() -> None:
    """The three cards compile whole; the amount and the condition name the source type."""
    compiled(PROSPECTING, SELL_SWORD, BAT_COLONY)
    spell = compile_source(PROSPECTING).spell
    assert spell is not None and "ManaSpentOn(ref=ThisObject(), source='Desert')" in repr(spell)
    trigger = compile_source(SELL_SWORD).abilities[0]
    assert isinstance(trigger, ir.TriggeredAbility)
    assert trigger.condition == ir.AmountCompare(ir.ManaSpentOn(ir.ThisObject(), "Treasure"),
                                                 ir.NumberCheck("ge", 1))


def test_each_mana_from_a_desert_makes_a_tapped_treasure() -> None:
    """X = 2 paid with two Deserts and two Mountains (every land: four mana): two mana came
    from Deserts, so two tapped Treasures; 2 damage to each creature kills the 2/2 Bears of
    either player (CR 601.2h, 111.1)."""
    game = _game(P("Desert of the Fervent"), P("Desert of the Fervent"), P("Mountain"),
                 P("Mountain"), P("Grizzly Bears"), theirs=(P("Grizzly Bears"),))
    _cast(game, "Cataclysmic Prospecting", x=2)
    settle(game)
    made = _treasures(game)
    assert len(made) == 2 and all(game.objects[o].tapped for o in made)
    assert not ids(game, "Grizzly Bears")


def test_no_desert_mana_no_treasure() -> None:
    """Paid with Mountains only: the damage is dealt, no Treasure is made (zero mana from a
    Desert)."""
    game = _game(P("Mountain"), P("Mountain"), P("Mountain"), P("Desert of the Fervent",
                                                                 tapped=True))
    _cast(game, "Cataclysmic Prospecting", x=1)
    settle(game)
    assert _treasures(game) == []


def test_desert_mana_spent_on_an_ability_does_not_count() -> None:
    """The Desert's {R} floated and spent on an activated ability's {1}: it was not spent to
    cast the spell; the spell then paid with Mountains makes no Treasure."""
    game = _game(P("Desert of the Fervent"), P("Mountain"), P("Mountain"), P("Test Font"))
    desert = one(game, "Desert of the Fervent")
    game.apply(ActivateAbility(desert, 1))  # {T}: Add {R}
    assert game.players[0].pool[3] == 1
    game.apply(ActivateAbility(one(game, "Test Font"), 0))
    settle(game)
    assert game.players[0].pool[3] == 0 and game.players[0].life == 21
    _cast(game, "Cataclysmic Prospecting", x=0)
    settle(game)
    assert _treasures(game) == []


def test_floating_desert_mana_spent_on_the_spell_counts() -> None:
    """The Desert's {R} floated before casting, then spent on the spell with a Mountain's:
    one mana from a Desert, one Treasure."""
    game = _game(P("Desert of the Fervent"), P("Mountain"))
    game.apply(ActivateAbility(one(game, "Desert of the Fervent"), 1))
    _cast(game, "Cataclysmic Prospecting", x=0)
    settle(game)
    assert len(_treasures(game)) == 1


def test_lands_made_deserts_by_dune_chanter_count() -> None:
    """Two effects interacting: with Dune Chanter, each Mountain is a Desert (CR 613.1d), so
    X = 1 paid with three Mountains makes three Treasures; the Chanter (2/3) survives 1
    damage."""
    game = _game(P("Dune Chanter"), P("Mountain"), P("Mountain"), P("Mountain"))
    _cast(game, "Cataclysmic Prospecting", x=1)
    settle(game)
    assert len(_treasures(game)) == 3
    assert ids(game, "Dune Chanter")


def test_a_sacrificed_treasure_counts_as_a_treasure() -> None:
    """CR 608.2h: the Treasure sacrificed to pay for its own mana is gone when its mana is
    added; the mana still came from a Treasure: the Sell-Sword gains first strike and
    haste."""
    game = _game(P("Treasure", token=True), P("Mountain"), P("Mountain"), P("Mountain"),
                 hand=("Jaded Sell-Sword",))
    _cast(game, "Jaded Sell-Sword")
    settle(game)
    sword = game.objects[one(game, "Jaded Sell-Sword")]
    assert not ids(game, "Treasure")
    assert query.has_keyword(game, sword, "first strike")
    assert query.has_keyword(game, sword, "haste")


def test_no_treasure_mana_no_keywords() -> None:
    """Cast with four Mountains: the condition is false (CR 603.4), no keywords."""
    game = _game(P("Mountain"), P("Mountain"), P("Mountain"), P("Mountain"),
                 hand=("Jaded Sell-Sword",))
    _cast(game, "Jaded Sell-Sword")
    settle(game)
    sword = game.objects[one(game, "Jaded Sell-Sword")]
    assert not query.has_keyword(game, sword, "haste")
