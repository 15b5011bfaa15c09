"""Cost parts that choose X objects: "As an additional cost to cast this spell, discard X
cards" (Channeled Force), "discard X land cards" (Scorched Earth), "discard X cards at
random" (Devastating Dreams), "sacrifice X lands" (Devastating Summons), "Flashback—{R}{R},
Discard X cards" (Conflagrate), "Flashback—{1}{U}, Exile X blue cards from your graveyard"
(Flash of Insight), "{T}, Sacrifice X Goats" (Springjack Pasture), "Tap ten untapped Elves
you control" next to {T} (Lathril).

CR 107.3a: X not defined by the text is chosen and announced as the spell is cast or the
ability activated; CR 601.2b: a variable cost is announced then, and X can't be more than
the objects there are to pay it; CR 601.2h: exactly that many are then chosen and paid.
CR 118.3: a tapped permanent can't be tapped to pay a cost, so a {T} source is not one of
the "untapped" ones its other cost part taps."""

from __future__ import annotations

from tests.cost_classes._cards import defs
from tests.dice_rules._util import game, ids, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.rules import query
from grimoire.rules.actions import ActivateAbility, CastSpell, Choose
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

NAMES = ("Channeled Force", "Scorched Earth", "Devastating Dreams", "Devastating Summons",
         "Conflagrate", "Flash of Insight", "Springjack Pasture", "Mountain Goat",
         "Lathril, Blade of the Elves", "Elvish Mystic", "Savannah Lions", "Craw Wurm")


def _game(me: PlayerSpec, them: PlayerSpec | None = None, **kwargs: object) -> Game:
    return game(me, them or PlayerSpec(), extra=defs(*NAMES), **kwargs)  # type: ignore[arg-type]


def _casts(g: Game, name: str, zone: str = "hand") -> list[CastSpell]:
    oid = one(g, name, zone)
    return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == oid]


def _activations(g: Game, name: str) -> list[ActivateAbility]:
    oid = one(g, name)
    return [a for a in g.legal_actions() if isinstance(a, ActivateAbility) and a.source == oid]


def test_compiled_as_x_parts() -> None:
    force, earth, dreams, summons = defs(*NAMES[:4])
    assert force.additional_costs[0].cost.parts == (ir.DiscardCost(0, x=True),)
    earth_part = earth.additional_costs[0].cost.parts[0]
    assert isinstance(earth_part, ir.DiscardCost) and earth_part.x
    assert earth_part.filter.types_any == ("land",)
    dreams_part = dreams.additional_costs[0].cost.parts[0]
    assert isinstance(dreams_part, ir.DiscardCost) and dreams_part.x and dreams_part.random
    summons_part = summons.additional_costs[0].cost.parts[0]
    assert isinstance(summons_part, ir.SacrificeCost) and summons_part.x


def test_discard_x_announced_up_to_the_hand() -> None:
    """Channeled Force has no {X} in its mana cost: X is what the player announces (0 to
    the other cards in hand); that many chosen cards are discarded, the target player
    draws X and the creature is dealt X damage."""
    g = _game(PlayerSpec(hand=("Channeled Force", "Savannah Lions", "Craw Wurm", "Forest"),
                         battlefield=(*lands("Island", 2), *lands("Mountain", 2))),
              PlayerSpec(battlefield=(perm("Savannah Lions"),)))
    theirs = next(o for o in ids(g, "Savannah Lions") if g.objects[o].controller == 1)
    casts = _casts(g, "Channeled Force")
    assert {c.x for c in casts} == {0, 1, 2, 3}
    assert all(len(c.costs) == c.x for c in casts)
    mine = set(g.players[0].hand) - {one(g, "Channeled Force", "hand")}
    assert {o for c in casts for o in c.costs} == mine
    cast = next(c for c in casts if c.x == 2 and c.targets == ((Seat(1),), (theirs,)))
    library = len(g.players[1].library)
    chosen = sorted(g.objects[o].name for o in cast.costs)
    g.apply(cast)
    assert sorted(g.objects[o].name for o in g.players[0].graveyard) == chosen
    resolve(g)
    assert len(g.players[1].library) == library - 2
    assert theirs not in g.battlefield  # 2 damage to a 2/1


def test_discard_x_land_cards_matches_the_x_paid_in_mana() -> None:
    """Scorched Earth ({X}{R}): X is announced once; it is both the mana paid and the
    number of land cards discarded, so X can't exceed the land cards in hand, and a
    nonland card can't be discarded for it."""
    g = _game(PlayerSpec(hand=("Scorched Earth", "Forest", "Island", "Craw Wurm"),
                         battlefield=lands("Mountain", 4)),
              PlayerSpec(battlefield=lands("Plains", 3)))
    casts = _casts(g, "Scorched Earth")
    assert {c.x for c in casts} == {0, 1, 2}
    wurm = one(g, "Craw Wurm", "hand")
    assert all(wurm not in c.costs and len(c.costs) == c.x == len(c.targets[0]) for c in casts)
    g.apply(next(c for c in casts if c.x == 2
                 and all(g.objects[t].controller == 1 for t in c.targets[0])))
    resolve(g)
    assert len(ids(g, "Plains", "graveyard")) == 2 and ids(g, "Craw Wurm", "hand")
    assert len([o for o in g.battlefield if g.objects[o].tapped]) == 3


def test_discard_x_at_random_uses_the_seeded_rng() -> None:
    """Devastating Dreams: X cards discarded at random (the game's RNG: the same seed, the
    same cards); each player then sacrifices X lands."""
    results = []
    for _ in range(2):
        g = _game(PlayerSpec(hand=("Devastating Dreams", "Forest", "Island", "Craw Wurm",
                                   "Savannah Lions"), battlefield=lands("Mountain", 4)),
                  PlayerSpec(battlefield=lands("Plains", 3)), seed=11)
        casts = _casts(g, "Devastating Dreams")
        assert {c.x for c in casts} == {0, 1, 2, 3, 4}
        g.apply(next(c for c in casts if c.x == 2))
        results.append(sorted(g.objects[o].name for o in g.players[0].graveyard))
        resolve(g)
        assert len(ids(g, "Plains", "graveyard")) == 2
    assert results[0] == results[1] and len(results[0]) == 2


def test_sacrifice_x_lands() -> None:
    """Devastating Summons: X lands sacrificed as it is cast, two X/X Elementals made."""
    g = _game(PlayerSpec(hand=("Devastating Summons",), battlefield=lands("Mountain", 4)))
    casts = _casts(g, "Devastating Summons")
    assert {0, 1, 2, 3} <= {c.x for c in casts}
    g.apply(next(c for c in casts if c.x == 2))
    assert len(ids(g, "Mountain", "graveyard")) == 2
    resolve(g)
    elementals = ids(g, "Elemental")
    assert len(elementals) == 2
    assert all(query.power(g, g.objects[o]) == 2 == query.toughness(g, g.objects[o])
               for o in elementals)


def test_flashback_discarding_x_cards() -> None:
    """Conflagrate's flashback {R}{R}, discard X cards: X is the number discarded (no X in
    that cost's mana), and the damage divided is X."""
    g = _game(PlayerSpec(graveyard=("Conflagrate",), hand=("Forest", "Island"),
                         battlefield=lands("Mountain", 2)), PlayerSpec(life=20))
    casts = _casts(g, "Conflagrate", "graveyard")
    assert {c.x for c in casts} == {1, 2}  # CR 601.2d: any number of targets, at least one
    cast = next(c for c in casts if c.x == 2 and c.targets == ((Seat(1),),))
    g.apply(cast)
    resolve(g)
    assert g.players[1].life == 18 and ids(g, "Conflagrate", "exile")
    assert len(g.players[0].graveyard) == 2


def test_flashback_exiling_x_blue_cards_not_itself() -> None:
    """Flash of Insight's flashback exiles X blue cards from the graveyard; the card itself
    can't pay for its own flashback (its reminder text; CR 601.2a: it is on the stack)."""
    g = _game(PlayerSpec(graveyard=("Flash of Insight", "Channeled Force", "Craw Wurm"),
                         battlefield=lands("Island", 2)))
    casts = _casts(g, "Flash of Insight", "graveyard")
    assert {c.x for c in casts} == {0, 1}
    assert {c.costs for c in casts if c.x == 1} == {(one(g, "Channeled Force", "graveyard"),)}


def test_mana_ability_sacrificing_x_goats() -> None:
    """Springjack Pasture: "{T}, Sacrifice X Goats: Add X mana of any one color. You gain X
    life." X is chosen as it is activated (listed at priority like any mana ability whose
    X the player picks, CR 107.3a, 605.3a)."""
    g = _game(PlayerSpec(battlefield=(perm("Springjack Pasture"), perm("Mountain Goat"),
                                      perm("Mountain Goat"))))
    ways = [a for a in _activations(g, "Springjack Pasture") if a.index == 2]
    assert sorted((a.x, len(a.costs)) for a in ways) == [(0, 0), (1, 1), (1, 1), (2, 2)]
    g.apply(next(a for a in ways if a.x == 2))
    g.apply(Choose("GG"))
    assert len(ids(g, "Mountain Goat", "graveyard")) == 2
    assert g.players[0].life == 22


def test_tap_cost_source_is_not_one_of_the_untapped_ones() -> None:
    """Lathril is an Elf, but its own {T} taps it: "Tap ten untapped Elves you control"
    needs ten other Elves (CR 118.3). Nine Elvish Mystics aren't enough; ten are, and
    they may have come under control this turn (CR 302.6 is only for {T})."""
    nine = tuple(perm("Elvish Mystic", sick=True) for _ in range(9))
    g = _game(PlayerSpec(battlefield=(perm("Lathril, Blade of the Elves"), *nine)))
    assert not [a for a in _activations(g, "Lathril, Blade of the Elves")]
    g = _game(PlayerSpec(battlefield=(perm("Lathril, Blade of the Elves"), *nine,
                                      perm("Elvish Mystic", sick=True))))
    [way] = _activations(g, "Lathril, Blade of the Elves")
    assert one(g, "Lathril, Blade of the Elves") not in way.costs and len(way.costs) == 10
    g.apply(way)
    resolve(g)
    assert g.players[1].life == 10 and g.players[0].life == 30
