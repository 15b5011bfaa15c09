"""Classes that blocked the Call the Spirits Commander deck (issue 14), from the Oracle text
and rulings:

* "Whenever an enchantment you control enters, create a 2/2 white Cat creature token. If
  that enchantment is an Aura, you may attach it to the token." (Ajani's Chosen; CR 603.2,
  701.3a-b: only if the Aura can legally enchant the token, else it doesn't move).
* "This creature and enchanted creature each get +X/+X, where X is the number of creature
  cards in all graveyards." (Nighthowler, with bestow: CR 702.103, 613.4c).
"""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.rules import query
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
CHOSEN = record("Ajani's Chosen", "{2}{W}{W}", "Creature — Cat Soldier",
                "Whenever an enchantment you control enters, create a 2/2 white Cat creature "
                "token. If that enchantment is an Aura, you may attach it to the token.",
                "3", "3")
STRENGTH = record("Holy Strength", "{W}", "Enchantment — Aura",
                  "Enchant creature\nEnchanted creature gets +1/+2.")
GROUND = record("Fertile Ground", "{1}{G}", "Enchantment — Aura",
                "Enchant land\nWhenever enchanted land is tapped for mana, its controller adds "
                "an additional one mana of any color.")
ANTHEM = record("Glorious Anthem", "{1}{W}{W}", "Enchantment",
                "Creatures you control get +1/+1.")

NIGHTHOWLER = record("Nighthowler", "{1}{B}{B}", "Enchantment Creature — Horror",
                     "Bestow {2}{B}{B} (If you cast this card for its bestow cost, it's an Aura "
                     "spell with enchant creature. It becomes a creature again if it's not "
                     "attached to a creature.)\nThis creature and enchanted creature each get "
                     "+X/+X, where X is the number of creature cards in all graveyards.",
                     "0", "0")


def test_the_records_compile() -> None:
    """Each card of these classes compiles with nothing the engine ignores."""
    compiled(CHOSEN, STRENGTH, GROUND, ANTHEM, NIGHTHOWLER)


def _howler(bestow: bool) -> Game:
    """Alice casts Nighthowler (bestowed on her Bears, or as a creature); three creature
    cards are in graveyards (two hers, one Bob's) and a land card."""
    game = table((NIGHTHOWLER,), PlayerSpec(
        hand=("Nighthowler",), battlefield=(P("Swamp"),) * 4 + (P("Grizzly Bears"),),
        graveyard=("Hill Giant", "Serra Angel", "Forest")),
        PlayerSpec(graveyard=("Giant Spider",)))
    bears = one(game, "Grizzly Bears")
    casts = [a for a in game.legal_actions() if isinstance(a, CastSpell)
             and (a.alt is not None) == bestow and (not bestow or a.targets == ((bears,),))]
    game.apply(casts[0])
    while game.stack:
        game.apply(PassPriority())
    return game


def test_nighthowler_as_a_creature_counts_creature_cards_in_all_graveyards() -> None:
    """CR 613.4c: three creature cards in the graveyards (a land card doesn't count): the
    0/0 Nighthowler is 3/3; the Bears are unchanged."""
    game = _howler(False)
    howler = game.objects[one(game, "Nighthowler")]
    assert (query.power(game, howler), query.toughness(game, howler)) == (3, 3)
    assert query.power(game, game.objects[one(game, "Grizzly Bears")]) == 2


def test_nighthowler_bestowed_boosts_the_enchanted_creature() -> None:
    """CR 702.103, 613.4c: bestowed on the Bears, it is an Aura and they get +3/+3 (5/5)."""
    game = _howler(True)
    bears = game.objects[one(game, "Grizzly Bears")]
    assert (query.power(game, bears), query.toughness(game, bears)) == (5, 5)
    assert game.objects[one(game, "Nighthowler")].attached_to == bears.id


def _play(game: Game, answer: bool) -> None:
    """Resolve the stack, answering the "you may" question with ``answer``."""
    while game.stack:
        pending = game.pending
        assert pending is not None
        game.apply(Choose(answer) if pending.kind == "yes_no" else PassPriority())


def _chosen(card: str) -> Game:
    return table((CHOSEN, STRENGTH, GROUND, ANTHEM),
                 PlayerSpec(hand=(card,), battlefield=(P("Ajani's Chosen"), P("Plains"),
                                                       P("Plains"), P("Forest"))),
                 PlayerSpec(battlefield=(P("Grizzly Bears"),)), PlayerSpec())


def test_an_aura_moves_onto_the_cat() -> None:
    """CR 701.3a: Holy Strength cast on Ajani's Chosen; the trigger makes a Cat and Alice
    attaches the Aura to it: the Cat is 3/4, Ajani's Chosen back to 3/3."""
    game = _chosen("Holy Strength")
    game.apply(CastSpell(one(game, "Holy Strength", "hand"),
                         targets=((one(game, "Ajani's Chosen"),),)))
    _play(game, True)
    cat = game.objects[one(game, "Cat")]
    assert (query.power(game, cat), query.toughness(game, cat)) == (3, 4)
    chosen = game.objects[one(game, "Ajani's Chosen")]
    assert query.toughness(game, chosen) == 3
    assert game.objects[one(game, "Holy Strength")].attached_to == cat.id


def test_declining_leaves_the_aura_where_it_is() -> None:
    """"you may": declined, the Cat is made and the Aura stays on Ajani's Chosen."""
    game = _chosen("Holy Strength")
    chosen = one(game, "Ajani's Chosen")
    game.apply(CastSpell(one(game, "Holy Strength", "hand"), targets=((chosen,),)))
    _play(game, False)
    assert ids(game, "Cat")
    assert game.objects[one(game, "Holy Strength")].attached_to == chosen


def test_an_aura_that_cant_enchant_the_cat_doesnt_move() -> None:
    """Ruling: an Aura with "enchant land" can't enchant the Cat, so it won't move."""
    game = _chosen("Fertile Ground")
    forest = one(game, "Forest")
    game.apply(CastSpell(one(game, "Fertile Ground", "hand"), targets=((forest,),)))
    _play(game, True)
    assert ids(game, "Cat")
    assert game.objects[one(game, "Fertile Ground")].attached_to == forest


def test_a_non_aura_enchantment_makes_a_cat_only() -> None:
    """CR 603.2: any enchantment Alice controls entering triggers it; not an Aura, nothing
    is asked: one Cat (3/3 with the Anthem)."""
    game = table((CHOSEN, ANTHEM),
                 PlayerSpec(hand=("Glorious Anthem",), battlefield=(
                     P("Ajani's Chosen"), P("Plains"), P("Plains"), P("Plains"))),
                 PlayerSpec())
    game.apply(CastSpell(one(game, "Glorious Anthem", "hand")))
    while game.stack:
        pending = game.pending
        assert pending is not None and pending.kind == "priority"
        game.apply(PassPriority())
    cat = game.objects[one(game, "Cat")]
    assert query.power(game, cat) == 3
