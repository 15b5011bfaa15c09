"""Token copies of a card "except it's a 3/3 black Zombie creature in addition to its other
types" (CR 707.9b: the exception becomes part of the copiable values; its color is black,
not the card's, as "a white Zombie" of embalm is white, CR 702.128a; its power and toughness
are 3/3; creature and Zombie are added to its types, CR 205.1b). Anikthea, Hand of Erebos:
"Whenever Anikthea enters or attacks, exile up to one target non-Aura enchantment card from
your graveyard. Create a token that's a copy of that card, ..." ("up to one": with no target
chosen, there is no card to copy, CR 601.2c, 608.2b).
"""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, settle, table
from tests.rules.helpers import ids, one

from grimoire.rules import layers, query
from grimoire.rules.actions import CastSpell, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

ANIKTHEA = record("Anikthea, Hand of Erebos", "{2}{W}{B}{G}",
                  "Legendary Enchantment Creature — Demigod",
                  "Menace\nOther enchantment creatures you control have menace.\nWhenever "
                  "Anikthea enters or attacks, exile up to one target non-Aura enchantment "
                  "card from your graveyard. Create a token that's a copy of that card, except "
                  "it's a 3/3 black Zombie creature in addition to its other types.", "4", "4")
ANTHEM = record("Test Anthem", "{1}{W}", "Enchantment", "Creatures you control get +1/+1.")
CURSE = record("Test Ward", "{W}", "Enchantment — Aura", "Enchant creature\nEnchanted "
               "creature gets +1/+1.")
KAYA = record("Test Kaya", "{2}{W}{B}", "Sorcery",
              "Exile target creature or enchantment. If it wasn't an Aura, create a token "
              "that's a copy of it, except it's a 1/1 white Spirit creature with flying in "
              "addition to its other types.")
RECORDS = (ANIKTHEA, ANTHEM, CURSE, KAYA)
_LANDS = tuple(PermanentSpec(n) for n in ("Plains", "Swamp", "Forest", "Forest", "Forest"))


def test_the_records_compile() -> None:
    """Anikthea compiles with nothing the engine doesn't honour."""
    compiled(ANIKTHEA, ANTHEM, CURSE)


def test_with_flying_stays_unplayable() -> None:
    """"a 1/1 white Spirit creature with flying in addition to its other types": the
    "with flying" part is not read, so that card stays unplayable."""
    from grimoire.oracle.compiler import compile_source
    from grimoire.oracle.coverage import card_is_compiled
    assert not card_is_compiled([compile_source(KAYA)])


def _cast(game: Game, target: bool) -> None:
    game.apply(CastSpell(one(game, "Anikthea, Hand of Erebos", "hand")))
    settle(game, 60, {"trigger_targets": ((one(game, "Test Anthem", "graveyard"),),)
                      if target else ((),)})


def _game() -> Game:
    return table(RECORDS, PlayerSpec(hand=("Anikthea, Hand of Erebos",),
                                     graveyard=("Test Anthem", "Test Ward"),
                                     battlefield=_LANDS), PlayerSpec(), PlayerSpec())


def test_enters_copies_the_exiled_card_as_a_black_zombie() -> None:
    """The Anthem is exiled and a token copy enters: an enchantment creature Zombie, 3/3,
    black only (not white), with the Anthem's ability (so it is 4/4 and Anikthea 5/5) and
    menace from Anikthea (another enchantment creature Alice controls)."""
    game = _game()
    _cast(game, True)
    assert ids(game, "Test Anthem", "exile")
    [token] = ids(game, "Test Anthem")
    obj = game.objects[token]
    chars = layers.characteristics(game, obj)
    assert obj.kind == "token" and obj.controller == 0
    assert {"enchantment", "creature"} <= set(chars.types)
    assert "Zombie" in chars.subtypes
    assert tuple(chars.colors) == ("B",)
    assert (query.power(game, obj), query.toughness(game, obj)) == (4, 4)
    anikthea = game.objects[one(game, "Anikthea, Hand of Erebos")]
    assert query.power(game, anikthea) == 5
    assert query.has_keyword(game, obj, "menace")


def test_up_to_one_declined_makes_no_token() -> None:
    """"Up to one target": with none chosen, nothing is exiled and no token is made."""
    game = _game()
    _cast(game, False)
    assert ids(game, "Test Anthem", "graveyard") and not ids(game, "Test Anthem")


def test_an_aura_card_is_not_a_legal_target() -> None:
    """"non-Aura": only the Anthem can be targeted, never the Aura card."""
    game = _game()
    game.apply(CastSpell(one(game, "Anikthea, Hand of Erebos", "hand")))
    for _ in range(20):
        assert game.pending is not None
        if game.pending.kind == "trigger_targets":
            break
        game.apply(PassPriority())
    ward = one(game, "Test Ward", "graveyard")
    assert all(ward not in group for option in game.pending.options for group in option)


def test_attacks_trigger_three_players() -> None:
    """Three players: Anikthea attacks Bob; its attack trigger makes the copy too."""
    game = table(RECORDS, PlayerSpec(graveyard=("Test Anthem",), battlefield=(
        PermanentSpec("Anikthea, Hand of Erebos"),)), PlayerSpec(), PlayerSpec(),
        step="beginning_of_combat")
    for _ in range(20):
        assert game.pending is not None
        if game.pending.kind == "declare_attackers":
            break
        game.apply(PassPriority())
    game.apply(DeclareAttackers(((one(game, "Anikthea, Hand of Erebos"), Seat(1)),)))
    settle(game, 60, {"trigger_targets": ((one(game, "Test Anthem", "graveyard"),),)})
    [token] = ids(game, "Test Anthem")
    assert query.power(game, game.objects[token]) == 4
