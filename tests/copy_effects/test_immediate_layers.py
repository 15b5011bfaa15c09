"""Type and ability changes apply at once, not at the next state-based check (CR 613,
614.12): a permanent enters with the characteristics the layers give it."""

from __future__ import annotations

from tests.copy_effects.test_enter_as_copy import _game
from tests.dice_rules._util import one, perm, resolve

from grimoire.rules import query
from grimoire.rules.actions import CastSpell, PlayLand
from grimoire.rules.layers import characteristics


def test_blood_moon_land_enters_untapped_as_a_mountain() -> None:
    """Blood Moon rulings (2020-08-07): a nonbasic land loses "enters tapped" before it can
    apply (CR 614.12), and is a Mountain with "{T}: Add {R}" at once."""
    g = _game(mine=(perm("Blood Moon"),), hand=("Tolaria West",))
    g.apply(next(a for a in g.legal_actions() if isinstance(a, PlayLand)))
    land = g.objects[one(g, "Tolaria West")]
    assert not land.tapped
    assert characteristics(g, land).subtypes == {"Mountain"}
    assert {m for source in land.info.mana_sources for m in source.types} == {"R"}


def test_humility_takes_away_an_enters_trigger_before_it_triggers() -> None:
    """Humility (CR 613.1f, 603.6a): a creature entering while Humility is on the
    battlefield has no abilities as it enters, so "When this creature enters, draw a card"
    never triggers (the Blood Moon ruling's reasoning for "when it enters" abilities)."""
    g = _game(mine=(perm("Humility"), perm("Plains"), perm("Plains")), hand=("Wall of Omens",))
    before = len(g.players[0].hand)
    g.apply(CastSpell(one(g, "Wall of Omens", "hand")))
    resolve(g)
    wall = g.objects[one(g, "Wall of Omens")]
    assert len(g.players[0].hand) == before - 1  # cast, and nothing drawn
    assert (query.power(g, wall), query.toughness(g, wall)) == (1, 1)
    assert not query.keywords(g, wall)


def test_humility_entering_changes_the_others_at_once() -> None:
    """CR 613.1f, 613.4b: as Humility enters, every creature loses its abilities and is 1/1
    before anything else happens (its card data too: the mana ability is gone)."""
    g = _game(mine=(perm("Llanowar Elves"), perm("Plains"), perm("Plains"), perm("Plains"),
                    perm("Plains")), hand=("Humility",))
    g.apply(CastSpell(one(g, "Humility", "hand")))
    resolve(g)
    elves = g.objects[one(g, "Llanowar Elves")]
    assert not elves.info.mana_sources
    assert (query.power(g, elves), query.toughness(g, elves)) == (1, 1)


def test_humility_entering_during_combat_changes_the_damage_that_step() -> None:
    """CR 613.1f, 613.4b, 510.1: Humility entering after attackers are declared (as a
    flashed spell would) makes the attacking Serra Angel a 1/1 with no abilities before combat
    damage: the defending player loses 1 life, not 4."""
    from grimoire.rules import zones
    from grimoire.rules.actions import DeclareAttackers, PassPriority
    from grimoire.rules.objects import Seat
    g = _game(mine=(perm("Serra Angel"),), hand=("Humility",))
    angel = one(g, "Serra Angel")
    while g.pending is not None and g.pending.kind != "declare_attackers":
        g.apply(PassPriority())
    g.apply(DeclareAttackers(((angel, Seat(1)),)))
    zones.move(g, one(g, "Humility", "hand"), "battlefield")
    assert (query.power(g, g.objects[angel]), query.toughness(g, g.objects[angel])) == (1, 1)
    assert not query.keywords(g, g.objects[angel])
    while g.step != "main2":
        assert g.pending is not None
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])
    assert g.players[1].life == 19
