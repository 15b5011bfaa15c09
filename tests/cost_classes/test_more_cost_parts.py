"""More cost parts (CR 118.1, 601.2h, 602.2b): "Unattach Leonin Bola" (granted, CR 201.5a;
the Equipment stays on the battlefield, CR 701.3d), "Put a -0/-1 counter on this creature",
"Remove a +1/+1 counter from a creature you control", "Exert this creature" (CR 701.39a),
"Sacrifice an artifact or another creature". CR 118.3: a cost that can't be paid fully
can't be paid (an unattached Equipment can't be unattached; no counter, no removal)."""

from __future__ import annotations

from tests.cost_classes._cards import defs
from tests.dice_rules._util import game, ids, lands, one, perm, resolve

from grimoire.rules import query
from grimoire.rules.actions import ActivateAbility, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

NAMES = ("Leonin Bola", "Razor Boomerang", "Wall of Roots", "Ghave, Guru of Spores",
         "Steward of Solidarity", "Malevolent Noble", "Grizzly Bears", "Craw Wurm",
         "Savannah Lions", "Sol Ring")


def _game(me: PlayerSpec, them: PlayerSpec | None = None, **kwargs: object) -> Game:
    return game(me, them or PlayerSpec(), extra=defs(*NAMES), **kwargs)  # type: ignore[arg-type]


def _activations(g: Game, oid: int) -> list[ActivateAbility]:
    return [a for a in g.legal_actions() if isinstance(a, ActivateAbility) and a.source == oid]


def test_unattach_the_granting_equipment() -> None:
    """Leonin Bola on Grizzly Bears: the Bears' "{T}, Unattach Leonin Bola: Tap target
    creature." taps the Wurm; the Bola stays on the battlefield, unattached, and the Bears
    no longer have the ability."""
    g = _game(PlayerSpec(battlefield=(perm("Grizzly Bears"),
                                      perm("Leonin Bola", attached_to=(0, 0)))),
              PlayerSpec(battlefield=(perm("Craw Wurm"),)))
    bears, bola, wurm = one(g, "Grizzly Bears"), one(g, "Leonin Bola"), one(g, "Craw Wurm")
    tap = next(a for a in _activations(g, bears) if a.targets == ((wurm,),))
    g.apply(tap)
    assert g.objects[bola].attached_to is None and g.objects[bola].zone == "battlefield"
    resolve(g)
    assert g.objects[wurm].tapped
    g.objects[bears].tapped = False
    assert not [a for a in _activations(g, bears) if a.targets]


def test_granted_unattach_damage_source_is_the_equipment() -> None:
    """Razor Boomerang's ruling: the damage's source is the Boomerang (colorless), which then
    returns to its owner's hand."""
    g = _game(PlayerSpec(battlefield=(perm("Grizzly Bears"),
                                      perm("Razor Boomerang", attached_to=(0, 0)))),
              PlayerSpec(battlefield=(perm("Savannah Lions"),)))
    bears, lions = one(g, "Grizzly Bears"), one(g, "Savannah Lions")
    g.apply(next(a for a in _activations(g, bears) if a.targets == ((lions,),)))
    resolve(g)
    assert ids(g, "Savannah Lions", "graveyard") and ids(g, "Razor Boomerang", "hand")


def test_put_a_counter_on_itself_for_mana_once_each_turn() -> None:
    """Wall of Roots: a -0/-1 counter pays for {G} (its toughness 5 becomes 4); only once
    each turn (CR 602.5b)."""
    g = _game(PlayerSpec(battlefield=(perm("Wall of Roots"),)))
    wall = one(g, "Wall of Roots")
    [add] = _activations(g, wall)
    g.apply(add)
    assert g.objects[wall].counter("-0/-1") == 1 and query.toughness(g, g.objects[wall]) == 4
    assert sum(g.players[0].pool) == 1
    assert _activations(g, wall) == []


def test_remove_a_counter_from_a_creature_you_control() -> None:
    """Ghave: "{1}, Remove a +1/+1 counter from a creature you control: Create a 1/1
    Saproling." Any creature of its controller with such a counter may pay; none: no
    activation."""
    g = _game(PlayerSpec(battlefield=(perm("Ghave, Guru of Spores", counters=(("+1/+1", 2),)),
                                      perm("Grizzly Bears", counters=(("+1/+1", 1),)),
                                      perm("Savannah Lions"), *lands("Forest", 1))))
    ghave, bears = one(g, "Ghave, Guru of Spores"), one(g, "Grizzly Bears")
    ways = [a for a in _activations(g, ghave) if a.index == 1]
    assert sorted(a.costs for a in ways) == sorted([(ghave,), (bears,)])
    g.apply(next(a for a in ways if a.costs == (bears,)))
    resolve(g)
    assert g.objects[bears].counter("+1/+1") == 0 and len(ids(g, "Saproling")) == 1



def test_removing_the_last_counter_kills_the_source_the_ability_resolves() -> None:
    """Ghave with its last +1/+1 counter removed to pay the cost dies (CR 704.5f), and the
    ability, independent of its source, still makes a Saproling (CR 113.7a)."""
    g = _game(PlayerSpec(battlefield=(perm("Ghave, Guru of Spores", counters=(("+1/+1", 1),)),
                                      *lands("Forest", 1))))
    ghave = one(g, "Ghave, Guru of Spores")
    [way] = [a for a in _activations(g, ghave) if a.index == 1]
    g.apply(way)
    resolve(g)
    assert ids(g, "Ghave, Guru of Spores", "graveyard") and len(ids(g, "Saproling")) == 1


def test_exert_as_a_cost_skips_the_next_untap() -> None:
    """Steward of Solidarity: "{T}, Exert this creature: Create a 1/1 Warrior." It stays
    tapped through its controller's next untap step (CR 701.39a)."""
    g = _game(PlayerSpec(battlefield=(perm("Steward of Solidarity"),)))
    steward = one(g, "Steward of Solidarity")
    [make] = _activations(g, steward)
    g.apply(make)
    resolve(g)
    assert len(ids(g, "Warrior")) == 1
    for _ in range(200):  # to player 0's next turn, past its untap step
        if g.turn == 5 and g.step == "upkeep":
            break
        g.apply(PassPriority() if g.pending and g.pending.kind == "priority"
                else g.legal_actions()[0])
    assert g.turn == 5 and g.objects[steward].tapped


def test_sacrifice_an_artifact_or_another_creature() -> None:
    """Malevolent Noble: an artifact or a creature other than itself may be sacrificed."""
    g = _game(PlayerSpec(battlefield=(perm("Malevolent Noble"), perm("Sol Ring"),
                                      perm("Savannah Lions"), *lands("Swamp", 2))))
    noble = one(g, "Malevolent Noble")
    paid = {a.costs for a in _activations(g, noble)}
    assert paid == {(one(g, "Sol Ring"),), (one(g, "Savannah Lions"),)}
