"""Mortals of Myth's classes: heroic's "put a +1/+1 counter on it" (it: this creature, as
printed "on Lagonna-Band Trailblazer"; CR 603.2), strive's "Choose any number of target
creatures. Put a +1/+1 counter on / Double the number of +1/+1 counters on each of them"
(CR 115.1d, 601.2c, 608.2b, 122.1), and the target quality "creature that dealt damage to
you this turn" (CR 120.3, 400.7)."""

from __future__ import annotations

from tests.deck_classes._cards import card
from tests.dice_rules._util import game, lands, one, perm, resolve
from tests.hostile.test_listing_agrees import digest

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import ActivateAbility, CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

RECORDS = {r["name"]: r for r in (
    card("Lagonna-Band Trailblazer", "{W}", "Creature — Centaur Scout",
         "Heroic — Whenever you cast a spell that targets this creature, put a +1/+1 counter "
         "on it.", "0/4"),
    card("Nature's Panoply", "{G}", "Instant",
         "Strive — This spell costs {2}{G} more to cast for each target beyond the first.\n"
         "Choose any number of target creatures. Put a +1/+1 counter on each of them."),
    card("Solidarity of Heroes", "{1}{G}", "Instant",
         "Strive — This spell costs {1}{G} more to cast for each target beyond the first.\n"
         "Choose any number of target creatures. Double the number of +1/+1 counters on "
         "each of them."),
    card("Spear of Heliod", "{1}{W}{W}", "Legendary Enchantment Artifact",
         "Creatures you control get +1/+1.\n{1}{W}{W}, {T}: Destroy target creature that "
         "dealt damage to you this turn."),
    card("Test Pinger", "{1}{R}", "Creature — Human Wizard",
         "{T}: This creature deals 1 damage to any target.", "1/1"),
)}


def _defs() -> list[ir.CardDefinition]:
    out = [compile_source(r) for r in RECORDS.values()]
    for d in out:
        assert ir.is_fully_implemented(d) and not engine_gaps(d), d.name
    return out


def _game(me: PlayerSpec, them: PlayerSpec | None = None, active: int = 0) -> Game:
    return game(me, them or PlayerSpec(), extra=_defs(), active=active)


def _counters(g: Game, name: str) -> int:
    return g.objects[one(g, name)].counter("+1/+1")


def test_compiled() -> None:
    _defs()


def test_heroic_counter_goes_on_this_creature() -> None:
    """CR 603.2: casting Giant Growth on Lagonna-Band Trailblazer triggers its heroic; the
    trigger resolves first and puts the counter on the Trailblazer (not on the spell): 0/4
    with a counter, +3/+3 after Giant Growth = 4/8."""
    g = _game(PlayerSpec(hand=("Giant Growth",), battlefield=(
        perm("Lagonna-Band Trailblazer"), *lands("Forest", 1))))
    trail = one(g, "Lagonna-Band Trailblazer")
    g.apply(CastSpell(one(g, "Giant Growth", "hand"), targets=((trail,),)))
    resolve(g)
    assert _counters(g, "Lagonna-Band Trailblazer") == 1
    assert not g.stack


def test_heroic_not_for_other_targets() -> None:
    """The trigger needs a spell that targets this creature: Giant Growth on Grizzly Bears
    puts no counter on the Trailblazer."""
    g = _game(PlayerSpec(hand=("Giant Growth",), battlefield=(
        perm("Lagonna-Band Trailblazer"), perm("Grizzly Bears"), *lands("Forest", 1))))
    g.apply(CastSpell(one(g, "Giant Growth", "hand"), targets=((one(g, "Grizzly Bears"),),)))
    resolve(g)
    assert _counters(g, "Lagonna-Band Trailblazer") == 0


def test_panoply_each_chosen_target_and_strive_cost() -> None:
    """Strive: two targets cost {G} + {2}{G} (CR 601.2f); each of them gets a counter; a
    creature not chosen gets none."""
    g = _game(PlayerSpec(hand=("Nature's Panoply",), battlefield=(
        perm("Grizzly Bears"), perm("Hill Giant"), perm("Lagonna-Band Trailblazer"),
        *lands("Forest", 4))))
    bears, giant = one(g, "Grizzly Bears"), one(g, "Hill Giant")
    panoply = one(g, "Nature's Panoply", "hand")
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == panoply
             and a.targets == ((bears, giant),)]
    assert casts
    g.apply(casts[0])
    resolve(g)
    assert _counters(g, "Grizzly Bears") == 1 and _counters(g, "Hill Giant") == 1
    assert _counters(g, "Lagonna-Band Trailblazer") == 0
    # the four Forests paid {G} + {2}{G}
    assert all(o.tapped for o in g.objects.values()
               if o.name == "Forest" and o.zone == "battlefield")


def test_panoply_three_targets_too_expensive() -> None:
    """Three targets would cost {G}{2}{G}{2}{G} = 7 mana; with four lands it is not offered,
    and trying it is refused with the game unchanged."""
    g = _game(PlayerSpec(hand=("Nature's Panoply",), battlefield=(
        perm("Grizzly Bears"), perm("Hill Giant"), perm("Lagonna-Band Trailblazer"),
        *lands("Forest", 4))))
    three = (one(g, "Grizzly Bears"), one(g, "Hill Giant"), one(g, "Lagonna-Band Trailblazer"))
    assert not [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.targets == (three,)]
    before = digest(g)
    try:
        g.apply(CastSpell(one(g, "Nature's Panoply", "hand"), targets=(three,)))
    except IllegalActionError:
        pass
    else:
        raise AssertionError("three targets with four lands was accepted")
    assert digest(g) == before


def test_panoply_target_gone_the_other_still_gets_its_counter() -> None:
    """CR 608.2b: a target that became illegal is not affected; the spell still resolves
    for the legal one (Murder on the Hill Giant in response)."""
    g = _game(PlayerSpec(hand=("Nature's Panoply", "Murder"), battlefield=(
        perm("Grizzly Bears"), perm("Hill Giant"), *lands("Forest", 4),
        *lands("Swamp", 3))))
    bears, giant = one(g, "Grizzly Bears"), one(g, "Hill Giant")
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell)
                 and g.objects[a.card].name == "Nature's Panoply"
                 and a.targets == ((bears, giant),)))
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell)
                 and g.objects[a.card].name == "Murder" and a.targets == ((giant,),)))
    resolve(g)
    assert not [o for o in g.objects.values() if o.name == "Hill Giant" and o.zone == "battlefield"]
    assert _counters(g, "Grizzly Bears") == 1


def test_solidarity_doubles_counters_on_each() -> None:
    """CR 122.1, 701.10 (double): Solidarity of Heroes on a creature with two +1/+1 counters
    and one with none: four and zero. Its heroic ruling: the Trailblazer's heroic trigger
    resolves first, so its one counter is doubled to two."""
    g = _game(PlayerSpec(hand=("Solidarity of Heroes",), battlefield=(
        perm("Grizzly Bears", counters={"+1/+1": 2}), perm("Hill Giant"),
        perm("Lagonna-Band Trailblazer"), *lands("Forest", 6))))
    three = (one(g, "Grizzly Bears"), one(g, "Hill Giant"), one(g, "Lagonna-Band Trailblazer"))
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell)
                 and a.targets == (three,)))
    resolve(g)
    assert _counters(g, "Grizzly Bears") == 4
    assert _counters(g, "Hill Giant") == 0
    assert _counters(g, "Lagonna-Band Trailblazer") == 2


def _spear_targets(g: Game) -> set[int]:
    spear = one(g, "Spear of Heliod")
    return {t for a in g.legal_actions() if isinstance(a, ActivateAbility) and a.source == spear
            for group in a.targets for t in group if isinstance(t, int)}


def test_spear_targets_only_a_creature_that_dealt_damage_to_you() -> None:
    """CR 120.3: the opponent's pinger deals 1 damage to me: it becomes a legal target of
    Spear of Heliod; their other creature, which dealt none, is not; the Spear destroys the
    pinger."""
    me = PlayerSpec(battlefield=(perm("Spear of Heliod"), *lands("Plains", 3)))
    them = PlayerSpec(battlefield=(perm("Test Pinger"), perm("Grizzly Bears")))
    g = _game(me, them, active=1)
    pinger = one(g, "Test Pinger")
    g.apply(ActivateAbility(pinger, 0, ((Seat(0),),)))
    resolve(g)
    assert g.players[0].life == 19
    g.apply(PassPriority())  # the active player passes: I get priority with an empty stack
    assert _spear_targets(g) == {pinger}
    spear = one(g, "Spear of Heliod")
    g.apply(next(a for a in g.legal_actions() if isinstance(a, ActivateAbility)
                 and a.source == spear))
    resolve(g)
    assert one(g, "Test Pinger", "graveyard") and one(g, "Grizzly Bears")


def test_spear_damage_to_a_creature_or_the_other_player_does_not_count() -> None:
    """Damage dealt to my creature is not damage dealt to me: no legal
    target, so the ability can't be activated (CR 601.2c, 602.2b)."""
    me = PlayerSpec(battlefield=(perm("Spear of Heliod"), perm("Hill Giant"),
                                 *lands("Plains", 3)))
    them = PlayerSpec(battlefield=(perm("Test Pinger"),))
    g = _game(me, them, active=1)
    g.apply(ActivateAbility(one(g, "Test Pinger"), 0, ((one(g, "Hill Giant"),),)))
    resolve(g)
    g.apply(PassPriority())
    assert _spear_targets(g) == set()
