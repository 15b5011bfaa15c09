"""Card definitions built by hand from the IR, for rules tests and doctests.

These are what the Oracle compiler produces for the same cards (the agreed IR); rules
tests use them so they don't depend on the compiler. :class:`DictPool` is a minimal card
source with the same ``get`` contract as :class:`~grimoire.pool.CardPool`.

>>> vanilla_pool().get("Hill Giant").power
3
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable

from mypy_extensions import mypyc_attr

from grimoire.core.mana import ManaCost
from grimoire.errors import UnknownCardError
from grimoire.oracle import ir


# A plain Python class in the compiled build (setup.py): a batch's pool is pickled to the
# worker processes, and mypyc's native classes neither unpickle (their __new__ runs
# __init__) nor take weak references (decks.names caches a resolver per pool).
@mypyc_attr(native_class=False)
class DictPool:
    """Card definitions by name."""

    def __init__(self, cards: Iterable[ir.CardDefinition]) -> None:
        self.cards = {c.name: c for c in cards}

    def get(self, name: str) -> ir.CardDefinition:
        card = self.cards.get(name)
        if card is None:
            close = tuple(difflib.get_close_matches(name, list(self.cards), n=3))
            raise UnknownCardError(name, close)
        return card

    def add(self, *cards: ir.CardDefinition) -> DictPool:
        for card in cards:
            self.cards[card.name] = card
        return self


def mana_ability(*symbols: str) -> ir.ActivatedAbility:
    """ "{T}: Add {symbols}." (CR 605.1a)"""
    return ir.ActivatedAbility(ir.Cost(parts=(ir.TapCost(),)), ir.AddMana(symbols),
                               is_mana_ability=True)


def basic(name: str, symbol: str) -> ir.CardDefinition:
    return ir.CardDefinition(name, card_types=("land",), subtypes=(name,),
                             supertypes=("basic",), abilities=(mana_ability(symbol),))


def creature(name: str, cost: str, power: int, toughness: int, *keywords: str,
             colors: tuple[str, ...] = ()) -> ir.CardDefinition:
    mana = ManaCost.parse(cost)
    return ir.CardDefinition(
        name, mana_cost=mana, card_types=("creature",), power=power, toughness=toughness,
        colors=colors or tuple(sorted(mana.colors)),
        abilities=tuple(ir.Keyword(k) for k in keywords))


def spell(name: str, cost: str, effect: ir.Effect, *targets: ir.TargetSpec,
          kind: str = "instant") -> ir.CardDefinition:
    mana = ManaCost.parse(cost)
    return ir.CardDefinition(name, mana_cost=mana, card_types=(kind,),
                             colors=tuple(sorted(mana.colors)),
                             spell=ir.SpellAbility(effect, tuple(targets)))


LIGHTNING_BOLT = spell("Lightning Bolt", "{R}", ir.DealDamage(ir.Fixed(3), ir.TargetRef(0)),
                       ir.TargetSpec("any"))

TREASURE = ir.TokenSpec(
    "Treasure", ("artifact",), ("Treasure",),
    rules_text="{T}, Sacrifice this token: Add one mana of any color.",
    abilities=(ir.ActivatedAbility(
        ir.Cost(parts=(ir.TapCost(), ir.SacrificeCost(this=True))),
        ir.AddManaChoice(("W", "U", "B", "R", "G")), is_mana_ability=True),))

UNDERDARK_RIFT = ir.CardDefinition(
    "Underdark Rift", card_types=("land",), abilities=(
        mana_ability("C"),
        ir.ActivatedAbility(
            cost=ir.Cost(mana=ManaCost(("5",)), parts=(ir.TapCost(), ir.ExileCost(this=True))),
            targets=(ir.TargetSpec("object", ir.ObjectFilter(
                types_any=("artifact", "creature", "planeswalker"), zone="battlefield")),),
            effect=ir.Sequence((ir.RollDice(count=ir.Fixed(1), sides=10),
                                ir.PutIntoLibrary(ir.TargetRef(0), place="beneath_top",
                                                  depth=ir.DieResult()))),
            timing="sorcery")))

TREASURE_CHEST = ir.CardDefinition(
    "Treasure Chest", mana_cost=ManaCost(("3",)), card_types=("artifact",), abilities=(
        ir.ActivatedAbility(
            cost=ir.Cost(mana=ManaCost(("4",)), parts=(ir.SacrificeCost(this=True),)),
            effect=ir.RollDice(ir.Fixed(1), 20, table=(
                ir.TableRow(1, 1, ir.LoseLife(ir.Fixed(3))),
                ir.TableRow(2, 9, ir.CreateTokens(ir.Fixed(5), TREASURE)),
                ir.TableRow(10, 19, ir.Sequence((ir.GainLife(ir.Fixed(3)),
                                                 ir.DrawCards(ir.Fixed(3))))),
                ir.TableRow(20, 20, ir.Sequence((
                    ir.SearchLibrary(bind="found"),
                    ir.Conditional(ir.ObjectMatches(ir.Bound("found"),
                                                    ir.ObjectFilter(types_any=("artifact",))),
                                   ir.MayDo(ir.PutOntoBattlefield(ir.Bound("found")))),
                    ir.IfDid(then=None, otherwise=ir.PutIntoHand(ir.Bound("found"))),
                    ir.Shuffle())))))),))

WIZARDS_SPELLBOOK = ir.CardDefinition(
    "Wizard's Spellbook", mana_cost=ManaCost(("5", "U", "U")), card_types=("artifact",),
    colors=("U",), abilities=(
        ir.ActivatedAbility(
            cost=ir.Cost(parts=(ir.TapCost(),)),
            targets=(ir.TargetSpec("object", ir.ObjectFilter(types_any=("instant", "sorcery"),
                                                             zone="graveyard")),),
            effect=ir.Sequence((
                ir.Exile(ir.TargetRef(0), linked=True, bind="exiled"),
                ir.RollDice(ir.Fixed(1), 20, table=(
                    ir.TableRow(1, 9, ir.Sequence((
                        ir.CopyCard(ir.Bound("exiled")),
                        ir.CastCard(ir.Bound("copy"), optional=True, mode="normal")))),
                    ir.TableRow(10, 19, ir.Sequence((
                        ir.CopyCard(ir.Bound("exiled")),
                        ir.CastCard(ir.Bound("copy"), optional=True, mode="instead_mana",
                                    mana=ManaCost(("1",)))))),
                    ir.TableRow(20, 20, ir.Sequence((
                        ir.CopyCard(ir.ExiledWith(ir.ThisObject())),
                        ir.CastCard(ir.Bound("copy"), optional=True, mode="without_paying",
                                    any_number=True)))))))),
            timing="sorcery"),))


def vanilla_pool() -> DictPool:
    """Basic lands, vanilla and keyword creatures, a few spells, and the seed cards."""
    return DictPool([
        basic("Plains", "W"), basic("Island", "U"), basic("Swamp", "B"),
        basic("Mountain", "R"), basic("Forest", "G"),
        creature("Grizzly Bears", "{1}{G}", 2, 2),
        creature("Hill Giant", "{3}{R}", 3, 3),
        creature("Serra Angel", "{3}{W}{W}", 4, 4, "flying", "vigilance"),
        creature("Giant Spider", "{3}{G}", 2, 4, "reach"),
        creature("Raging Goblin", "{R}", 1, 1, "haste"),
        creature("Wall of Wood", "{G}", 0, 3, "defender"),
        creature("Boggart Brute", "{2}{R}", 3, 2, "menace"),
        creature("Colossal Dreadmaw", "{4}{G}{G}", 6, 6, "trample"),
        creature("Fencing Ace", "{1}{W}", 1, 1, "double strike"),
        creature("Youthful Knight", "{1}{W}", 2, 1, "first strike"),
        creature("Typhoid Rats", "{B}", 1, 1, "deathtouch"),
        creature("Vampire Nighthawk", "{1}{B}{B}", 2, 3, "flying", "deathtouch", "lifelink"),
        LIGHTNING_BOLT,
        spell("Divination", "{2}{U}", ir.DrawCards(ir.Fixed(2)), kind="sorcery"),
        spell("Giant Growth", "{G}", ir.ModifyPowerToughness(ir.TargetRef(0), ir.Fixed(3),
                                                              ir.Fixed(3)),
              ir.TargetSpec("object", ir.ObjectFilter(types_any=("creature",)))),
        spell("Murder", "{1}{B}{B}", ir.Destroy(ir.TargetRef(0)),
              ir.TargetSpec("object", ir.ObjectFilter(types_any=("creature",)))),
        spell("Blaze", "{X}{R}", ir.DealDamage(ir.VarX(), ir.TargetRef(0)),
              ir.TargetSpec("any"), kind="sorcery"),
        UNDERDARK_RIFT, TREASURE_CHEST, WIZARDS_SPELLBOOK,
    ])
