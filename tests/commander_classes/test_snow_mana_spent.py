"""Snow mana spent to cast a spell and a search for one of three kinds of card (CR 107.4h,
601.2h, 205.4g, 701.23): Search for Glory "Search your library for a snow permanent card, a
legendary card, or a Saga card, reveal it, put it into your hand, then shuffle. You gain 1
life for each {S} spent to cast this spell." and Berg Strider "If {S} was spent to cast this
spell, that permanent doesn't untap during its controller's next untap step."

{S} spent is mana a snow source made (CR 107.4h; the rulings: "Snow isn't a type of mana",
it can be any color or colorless); paid with no snow mana, the search still happens and no
life is gained; a copy of the spell had no mana spent to cast it (CR 707.10, the ruling), so
it gains nothing but still searches. A snow permanent card is an artifact, creature,
enchantment, land, or planeswalker card with the supertype snow (the ruling, CR 205.4g)."""

from __future__ import annotations

from tests.commander_classes._table import advance, compiled, pass_to, record, settle, table
from tests.rules.helpers import ids, one

from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import ActivateAbility, CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
GLORY = record("Search for Glory", "{2}{W}", "Snow Sorcery",
               "Search your library for a snow permanent card, a legendary card, or a Saga "
               "card, reveal it, put it into your hand, then shuffle. You gain 1 life for each "
               "{S} spent to cast this spell. ({S} is mana from a snow source.)")
STRIDER = record("Berg Strider", "{4}{U}", "Snow Creature — Giant Wizard",
                 "When this creature enters, tap target artifact or creature an opponent "
                 "controls. If {S} was spent to cast this spell, that permanent doesn't untap "
                 "during its controller's next untap step. ({S} is mana from a snow source.)",
                 "4", "4")
SNOW_PLAINS = record("Snow-Covered Plains", "", "Basic Snow Land — Plains", "({T}: Add {W}.)")
SNOW_ISLAND = record("Snow-Covered Island", "", "Basic Snow Land — Island", "({T}: Add {U}.)")
SNOW_TOTEM = record("Test Snow Totem", "{0}", "Snow Artifact", "{T}: Add {C}.")
LEGEND = record("Test Legend", "{1}{W}", "Legendary Creature — Human Knight", "", "2", "2")
SAGA = record("Test Saga", "{1}{W}", "Enchantment — Saga",
              "(As this Saga enters and after your draw step, add a lore counter. Sacrifice "
              "after II.)\nI, II — You gain 1 life.")
SNOW_BEAR = record("Test Snow Bear", "{1}{G}", "Snow Creature — Bear", "", "2", "2")
SNOW_SPELL = record("Test Snow Bolt", "{R}", "Snow Instant",
                    "Test Snow Bolt deals 1 damage to any target.")
TWINCAST = record("Test Twincast", "{U}{U}", "Instant",
                  "Copy target instant or sorcery spell. You may choose new targets for the "
                  "copy.")
FUMAROLE = record("Tundra Fumarole", "{1}{R}", "Snow Sorcery",
                  "Tundra Fumarole deals 4 damage to target creature or planeswalker. Add {C} "
                  "for each {S} spent to cast this spell. Until end of turn, you don't lose "
                  "this mana as steps and phases end. ({S} is mana from a snow source.)")
SNOW_MOUNTAIN = record("Snow-Covered Mountain", "", "Basic Snow Land — Mountain",
                       "({T}: Add {R}.)")
FONT = record("Test Font", "{0}", "Artifact", "{1}: You gain 1 life.")
RECORDS = (GLORY, STRIDER, SNOW_PLAINS, SNOW_ISLAND, SNOW_TOTEM, LEGEND, SAGA, SNOW_BEAR,
           SNOW_SPELL, TWINCAST, FONT, FUMAROLE, SNOW_MOUNTAIN)
LIBRARY = ("Grizzly Bears", "Test Legend", "Test Saga", "Test Snow Bear", "Snow-Covered Plains",
           "Test Snow Bolt", "Plains", "Plains")


def _game(*battlefield: PermanentSpec, hand: tuple[str, ...] = ("Search for Glory",),
          theirs: PlayerSpec | None = None, players: int = 2) -> Game:
    others = [theirs or PlayerSpec()] + [PlayerSpec() for _ in range(players - 2)]
    return table(RECORDS, PlayerSpec(hand=hand, battlefield=battlefield, library=LIBRARY),
                 *others)


def _cast_glory(game: Game) -> None:
    game.apply(CastSpell(one(game, "Search for Glory", "hand")))


def _search(game: Game, name: str) -> set[str]:
    """Wait for the search, take ``name``; the names offered."""
    pass_to(game, "choose_objects", player=0)
    pending = game.pending
    assert pending is not None
    offered = {game.objects[o].name for o in pending.options}
    game.apply(Choose((next(o for o in pending.options if game.objects[o].name == name),)))
    return offered


def test_the_records_compile() -> None:
    """The search names three kinds of card; "{S} spent" is the mana from snow sources."""
    compiled(GLORY, STRIDER, FUMAROLE)
    spell = compile_source(GLORY).spell
    assert spell is not None and "ManaSpentOn(ref=ThisObject(), source='snow')" in repr(spell)


def test_three_snow_mana_gains_three_and_finds_a_legendary_card() -> None:
    """Paid with three snow lands: three {S} spent, 3 life (CR 107.4h, 601.2h). Offered: the
    legendary card, the Saga card, the snow creature card, the snow land card (a snow
    permanent card); not the snow instant (not a permanent card, the ruling), nor Grizzly
    Bears or a Plains."""
    game = _game(P("Snow-Covered Plains"), P("Snow-Covered Plains"), P("Snow-Covered Island"))
    _cast_glory(game)
    offered = _search(game, "Test Legend")
    assert offered == {"Test Legend", "Test Saga", "Test Snow Bear", "Snow-Covered Plains"}
    settle(game)
    assert one(game, "Test Legend", "hand")
    assert game.players[0].life == 23


def test_no_snow_mana_still_searches_and_gains_nothing() -> None:
    """The ruling: cast without spending snow mana, no life is gained; the search still
    happens (a Saga card this time)."""
    game = _game(P("Plains"), P("Plains"), P("Island"))
    _cast_glory(game)
    _search(game, "Test Saga")
    settle(game)
    assert one(game, "Test Saga", "hand") and game.players[0].life == 20


def test_snow_mana_of_any_type_counts_once_each() -> None:
    """The rulings: {S} can be any color or colorless: the snow artifact's {C} and a snow
    Island's {U} count (2 life), the Plains' {W} doesn't. The mana is floated first (the
    player's choice of payment, CR 601.2g-h)."""
    game = _game(P("Plains"), P("Snow-Covered Island"), P("Test Snow Totem"), P("Plains"))
    game.apply(ActivateAbility(one(game, "Test Snow Totem"), 0))
    game.apply(ActivateAbility(one(game, "Snow-Covered Island"), 0))
    _cast_glory(game)
    _search(game, "Test Snow Bear")
    settle(game)
    assert game.players[0].life == 22
    assert len(ids(game, "Plains")) == 2


def test_snow_mana_spent_on_an_ability_is_not_spent_on_the_spell() -> None:
    """A snow land's {W} floated and spent on an activated ability's {1} (Font: 1 life) was
    not spent to cast the spell, which then is paid with Plains: 1 life in all."""
    game = _game(P("Snow-Covered Plains"), P("Plains"), P("Plains"), P("Plains"),
                 P("Test Font"))
    game.apply(ActivateAbility(one(game, "Snow-Covered Plains"), 0))
    game.apply(ActivateAbility(one(game, "Test Font"), 0))
    settle(game)
    assert game.players[0].life == 21
    _cast_glory(game)
    _search(game, "Test Legend")
    settle(game)
    assert game.players[0].life == 21


def test_a_copy_gains_nothing_but_searches() -> None:
    """CR 707.10 and the ruling: the copy (Twincast's, 4 players) had no mana spent to cast
    it: its controller finds a card in their own library and gains no life; the original,
    paid with three snow lands, gains 3 for its caster."""
    game = _game(P("Snow-Covered Plains"), P("Snow-Covered Plains"), P("Snow-Covered Plains"),
                 theirs=PlayerSpec(hand=("Test Twincast",), library=LIBRARY,
                                   battlefield=(P("Island"), P("Island"))), players=4)
    _cast_glory(game)
    glory = game.stack[-1]
    game.apply(PassPriority())
    game.apply(CastSpell(one(game, "Test Twincast", "hand"), targets=((glory,),)))
    pass_to(game, "choose_objects", player=1)  # the copy resolves first, for player 1
    pending = game.pending
    assert pending is not None
    game.apply(Choose((next(o for o in pending.options
                            if game.objects[o].name == "Test Saga"),)))
    _search(game, "Test Legend")
    settle(game)
    assert game.players[0].life == 23 and game.players[1].life == 20
    assert [game.objects[o].name for o in game.players[0].hand] == ["Test Legend"]
    assert [game.objects[o].name for o in game.players[1].hand] == ["Test Saga"]


def test_berg_strider_snow_mana_keeps_it_tapped() -> None:
    """Berg Strider cast with a snow land among its mana: the target creature is tapped and
    doesn't untap in its controller's next untap step; cast with no snow mana, it only
    taps (CR 107.4h, 601.2h; the permanent remembers the mana spent to cast it)."""
    for snow, untapped in ((True, False), (False, True)):
        first = P("Snow-Covered Island") if snow else P("Island")
        game = _game(first, P("Island"), P("Island"), P("Island"), P("Island"),
                     hand=("Berg Strider",), theirs=PlayerSpec(battlefield=(P("Grizzly Bears"),)))
        bears = one(game, "Grizzly Bears")
        game.apply(CastSpell(one(game, "Berg Strider", "hand")))
        settle(game)
        settle(game)
        assert game.objects[bears].tapped
        pass_to(game, "priority", active=1)
        assert game.objects[bears].tapped is not untapped


def test_snow_mana_counts_no_more_than_was_spent() -> None:
    """Four snow mana available (the snow artifact's {C} floated, three snow lands): the
    spell costs three, so at most three {S} were spent: 3 life, not 4 (CR 601.2h)."""
    game = _game(P("Test Snow Totem"), P("Snow-Covered Plains"), P("Snow-Covered Plains"),
                 P("Snow-Covered Plains"))
    game.apply(ActivateAbility(one(game, "Test Snow Totem"), 0))
    _cast_glory(game)
    _search(game, "Test Legend")
    settle(game)
    assert game.players[0].life == 23


def test_tundra_fumarole_adds_colorless_for_each_snow_mana_and_keeps_it() -> None:
    """Tundra Fumarole paid with a Snow-Covered Mountain and a Plains: 4 damage to the
    target, one {C} added (one {S} spent), kept as the step ends (CR 106.4 is overridden
    until end of turn); paid with no snow mana: none."""
    for snow, made in ((True, 1), (False, 0)):
        first = P("Snow-Covered Mountain") if snow else P("Mountain")
        game = _game(first, P("Plains"), hand=("Tundra Fumarole",),
                     theirs=PlayerSpec(battlefield=(P("Hill Giant"),)))
        game.apply(CastSpell(one(game, "Tundra Fumarole", "hand"),
                             targets=((one(game, "Hill Giant"),),)))
        settle(game)
        assert not ids(game, "Hill Giant")
        assert game.players[0].pool[5] == made
        advance(game, lambda g: g.step == "end")  # past combat and the second main phase
        assert game.players[0].pool[5] == made
