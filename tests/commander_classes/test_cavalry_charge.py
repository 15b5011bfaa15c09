"""Classes that blocked the Cavalry Charge Commander deck (issue 14), each from its Oracle
text and rulings:

* A type list with an item of its own supertype: "You may reveal a Knight, Aura, Equipment,
  or legendary artifact card from among them" (Acclaimed Contender; CR 205.4a: "legendary"
  belongs to "artifact" only, so a nonlegendary artifact doesn't qualify).
* "Equipped creature gets +2/+0, has vigilance, and is a Knight in addition to its other
  types." (Sigiled Sword of Valeron; CR 613.1d layer 4 adds the subtype, CR 205.1b keeps the
  others; CR 301.5c: unattached, it grants nothing).
* "the number of cards you've drawn this turn" as an amount (Elenda and Azor; CR 121.1: one
  card per draw; CR 121.2: the count is the player's own draws this turn).
"""

from __future__ import annotations

from tests.commander_classes._table import advance, compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.oracle.filters import PERMANENT_TYPES, parse_filter
from grimoire.rules import layers, query
from grimoire.rules.actions import CastSpell, Choose, DeclareAttackers
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
CONTENDER = record("Acclaimed Contender", "{2}{W}", "Creature — Human Knight",
                   "When this creature enters, if you control another Knight, look at the top "
                   "five cards of your library. You may reveal a Knight, Aura, Equipment, or "
                   "legendary artifact card from among them and put it into your hand. Put the "
                   "rest on the bottom of your library in a random order.", "3", "3")
CROWN = record("Test Crown", "{2}", "Legendary Artifact", "")
TRINKET = record("Test Trinket", "{2}", "Artifact", "")
SWORD = record("Sigiled Sword of Valeron", "{3}", "Artifact — Equipment",
               "Equipped creature gets +2/+0, has vigilance, and is a Knight in addition to its "
               "other types.\nWhenever equipped creature attacks, create a 2/2 white Knight "
               "creature token with vigilance that's attacking.\nEquip {3}")
ELENDA = record("Elenda and Azor", "{3}{W}{U}{B}", "Legendary Creature — Vampire Knight Sphinx",
                "Flying, ward {2}\nWhenever Elenda and Azor attacks, you may pay {X}{W}{U}{B}. "
                "If you do, draw X cards.\nAt the beginning of each end step, you may pay 4 "
                "life. If you do, create a number of 1/1 black Vampire Knight creature tokens "
                "with lifelink equal to the number of cards you've drawn this turn.", "6", "6")
SQUIRE = record("Test Squire", "{W}", "Creature — Human Knight", "", "1", "1")
BEAR = record("Test Bear", "{1}{G}", "Creature — Bear", "", "2", "2")
RECORDS = (CONTENDER, CROWN, TRINKET, SWORD, ELENDA, SQUIRE, BEAR)


_PERMANENTS = tuple(PERMANENT_TYPES)


def _either(phrase: str) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    return [(a.types_any, a.supertypes) for a in parse_filter(phrase)[0].either]


def test_the_records_compile() -> None:
    compiled(*RECORDS)


def _contender_game() -> Game:
    library = ("Test Trinket", "Hill Giant", "Test Crown", "Grizzly Bears", "Forest",
               "Island", "Island")
    return table(RECORDS, PlayerSpec(hand=("Acclaimed Contender",), library=library,
                                     battlefield=(P("Test Squire"), *(P("Plains"),) * 3)),
                 PlayerSpec())


def _to_reveal_choice(game: Game) -> None:
    game.apply(CastSpell(one(game, "Acclaimed Contender", "hand")))
    advance(game, lambda g: g.pending is not None and g.pending.kind != "priority")


def test_contender_offers_only_the_listed_kinds() -> None:
    """Among Test Trinket (a nonlegendary artifact), Hill Giant, Test Crown (a legendary
    artifact), Grizzly Bears and a Forest, only the Crown may be revealed (CR 205.4a)."""
    game = _contender_game()
    _to_reveal_choice(game)
    game.apply(Choose(True))  # "You may reveal"
    decision = game.pending
    assert decision is not None
    names = {game.objects[o].name for o in decision.options if isinstance(o, int)
             and o in game.objects}
    assert names == {"Test Crown"}, decision
    game.apply(Choose((one(game, "Test Crown", "library"),)))
    advance(game, lambda g: not g.stack)
    assert ids(game, "Test Crown", "hand")
    assert not ids(game, "Test Trinket", "hand")


def test_contender_declined() -> None:
    """The "may" declined: nothing is revealed, all five go to the bottom."""
    game = _contender_game()
    _to_reveal_choice(game)
    game.apply(Choose(False))
    advance(game, lambda g: not g.stack)
    assert not [o for o in game.objects.values() if o.zone == "hand"]
    rest = [game.objects[o].name for o in game.players[0].library]
    assert sorted(rest[:5]) == sorted(("Test Trinket", "Hill Giant", "Test Crown", "Grizzly Bears",
                                       "Forest")), rest  # the bottom five (listed bottom first)


def test_sword_makes_the_equipped_creature_a_knight() -> None:
    """Test Bear equipped: 4/2 with vigilance, a Bear and a Knight (CR 205.1b keeps
    Bear); Hill Giant, not equipped, stays a Giant only."""
    game = table(RECORDS, PlayerSpec(battlefield=(
        P("Test Bear"), P("Hill Giant"), P("Sigiled Sword of Valeron", attached_to=(0, 0)))),
        PlayerSpec())
    bears, giant = game.objects[one(game, "Test Bear")], game.objects[one(game, "Hill Giant")]
    assert set(layers.characteristics(game, bears).subtypes) == {"Bear", "Knight"}
    assert query.power(game, bears) == 4 and query.toughness(game, bears) == 2
    assert query.has_keyword(game, bears, "vigilance")
    assert "Knight" not in layers.characteristics(game, giant).subtypes
    assert not query.has_keyword(game, giant, "vigilance")


def _elenda_game() -> Game:
    return table(RECORDS, PlayerSpec(hand=("Divination",), battlefield=(
        P("Elenda and Azor"), *(P("Island"),) * 3)), PlayerSpec(), step="main2")


def _to_end_step_choice(game: Game) -> None:
    advance(game, lambda g: g.step == "end" and g.pending is not None
            and g.pending.kind != "priority")


def test_elenda_counts_the_cards_drawn_this_turn() -> None:
    """Divination drew two cards this turn: paying 4 life makes two lifelink Vampire
    Knights (CR 121.1)."""
    game = _elenda_game()
    game.apply(CastSpell(one(game, "Divination", "hand")))
    advance(game, lambda g: not g.stack)
    _to_end_step_choice(game)
    game.apply(Choose(True))
    advance(game, lambda g: not g.stack)
    tokens = ids(game, "Vampire Knight")
    assert len(tokens) == 2 and game.players[0].life == 16
    assert all(query.has_keyword(game, game.objects[t], "lifelink") for t in tokens)


def test_elenda_declined_or_nothing_drawn() -> None:
    """Declining the payment makes nothing and costs nothing; paying with no card drawn
    this turn makes no token (zero tokens, CR 111.2), yet the life is paid."""
    game = _elenda_game()
    _to_end_step_choice(game)
    game.apply(Choose(False))
    advance(game, lambda g: not g.stack)
    assert not ids(game, "Vampire Knight") and game.players[0].life == 20
    game = _elenda_game()
    _to_end_step_choice(game)
    game.apply(Choose(True))
    advance(game, lambda g: not g.stack)
    assert not ids(game, "Vampire Knight") and game.players[0].life == 16


MANTLE = record("Conjurer's Mantle", "{1}{W}", "Artifact — Equipment",
                "Equipped creature gets +1/+1 and has vigilance.\nWhenever equipped creature "
                "attacks, look at the top six cards of your library. You may reveal a card that "
                "shares a creature type with that creature from among them and put it into "
                "your hand. Put the rest on the bottom of your library in a random order.\n"
                "Equip {1}")
CLERIC = record("Test Cleric", "{W}", "Creature — Human Cleric", "", "1", "1")


def _mantle_offer(host: str) -> set[str]:
    """The cards offered when ``host``, wearing the Mantle, attacks; library top six: a
    Human Cleric, a Bear, a Forest, Hill Giant (no creature type here), a Knight."""
    library = ("Test Cleric", "Test Bear", "Forest", "Hill Giant", "Test Squire", "Island",
               "Island")
    game = table((*RECORDS, MANTLE, CLERIC), PlayerSpec(library=library, battlefield=(
        P(host), P("Conjurer's Mantle", attached_to=(0, 0)))), PlayerSpec(),
        step="beginning_of_combat")
    advance(game, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    game.apply(DeclareAttackers(((one(game, host), Seat(1)),)))
    advance(game, lambda g: g.pending is not None and g.pending.kind == "yes_no")
    game.apply(Choose(True))
    decision = game.pending
    assert decision is not None and decision.kind != "priority"
    return {game.objects[o].name for o in decision.options if isinstance(o, int)}


def test_mantle_compares_with_the_attacking_creature() -> None:
    """CR 205.3m: a card shares a creature type with that creature (the attacker, not the
    Equipment): the Human Knight finds the Human Cleric and the Knight; the Bear finds
    the Bear; lands and cards without creature types never qualify."""
    assert _mantle_offer("Test Squire") == {"Test Cleric", "Test Squire"}
    assert _mantle_offer("Test Bear") == {"Test Bear"}


def test_legendary_permanent_item_needs_a_permanent_type() -> None:
    """ "land and/or legendary permanent cards" (Kamahl's Druidic Vow): a legendary sorcery
    is no permanent card (CR 110.4): the legendary alternative keeps the permanent types."""
    from_filter = _either("land and/or legendary permanent cards")
    assert from_filter == [(("land",), ()), (_PERMANENTS, ("legendary",))]
