"""Targets and combat that kept theme decks from playing (issue 13). A target that depends on
an earlier one (Rapid Fire's Searing Blaze): "~ deals 1
damage to target player or planeswalker and 1 damage to target creature that player or that
planeswalker's controller controls." (CR 115.1, 601.2c: both targets chosen as it is cast;
CR 608.2b: each checked again as it resolves) and the landfall "If you had a land enter under
your control this turn, ~ deals 3 damage to that player or planeswalker and 3 damage to that
creature instead." (CR 603.6a, 614.1a; rulings: checked as it resolves, only the landfall
effect happens, and a target gone still leaves the other one dealt damage). Forged in
Battle: "When that creature dies this turn, ~ deals 3 damage to the creature's controller"
(CR 603.7a, 603.7c: a delayed trigger that lasts this turn only) and "That creature can't
block this combat" (CR 509.1b, 511.3: it ends with the combat)."""

from __future__ import annotations

import pytest
from tests.deck_classes._cards import assert_honoured, card
from tests.dice_rules._util import activate, cast, game, lands, one, perm, resolve
from tests.rules.helpers import pass_to_step

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import zones
from grimoire.rules.actions import (
    CastSpell,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
    PlayLand,
)
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

BLAZE = card("Searing Blaze", "{R}{R}", "Instant",
             "Searing Blaze deals 1 damage to target player or planeswalker and 1 damage to "
             "target creature that player or that planeswalker's controller controls.\n"
             "Landfall — If you had a land enter the battlefield under your control this turn, "
             "Searing Blaze deals 3 damage to that player or planeswalker and 3 damage to that "
             "creature instead.")
WALKER = ir.CardDefinition("Test Walker", card_types=("planeswalker",), loyalty=5)


def _game(me: PlayerSpec, them: PlayerSpec | None = None) -> Game:
    return game(me, them, extra=(compile_source(BLAZE), WALKER))


def _me(*extra: str) -> PlayerSpec:
    return PlayerSpec(hand=("Searing Blaze", *extra), battlefield=lands("Mountain", 2))


def test_the_record_is_honoured() -> None:
    assert_honoured((BLAZE,))


def test_one_damage_each_without_landfall() -> None:
    g = _game(_me(), PlayerSpec(battlefield=(perm("Hill Giant"),)))
    giant = one(g, "Hill Giant")
    cast(g, "Searing Blaze", ((Seat(1),), (giant,)))
    resolve(g)
    assert g.players[1].life == 19
    assert g.objects[giant].damage == 1


def test_three_damage_each_after_a_land_entered() -> None:
    """A land played this turn: only the landfall effect (3 and 3), checked on resolution."""
    g = _game(_me("Mountain"), PlayerSpec(battlefield=(perm("Hill Giant"),)))
    g.apply(PlayLand(one(g, "Mountain", "hand")))
    giant = one(g, "Hill Giant")
    cast(g, "Searing Blaze", ((Seat(1),), (giant,)))
    resolve(g)
    assert g.players[1].life == 17
    assert one(g, "Hill Giant", "graveyard")


def test_the_creature_must_be_that_players() -> None:
    """Your own creature with the opponent as the first target is not a legal choice; the
    listing never offers it (CR 601.2c)."""
    me = PlayerSpec(hand=("Searing Blaze",),
                    battlefield=(perm("Grizzly Bears"), *lands("Mountain", 2)))
    g = _game(me, PlayerSpec(battlefield=(perm("Hill Giant"),)))
    bears, giant = one(g, "Grizzly Bears"), one(g, "Hill Giant")
    with pytest.raises(IllegalActionError):
        cast(g, "Searing Blaze", ((Seat(1),), (bears,)))
    assert one(g, "Searing Blaze", "hand")  # nothing changed
    offered = {a.targets for a in g.legal_actions() if isinstance(a, CastSpell)}
    assert ((Seat(1),), (giant,)) in offered and ((Seat(0),), (bears,)) in offered
    assert ((Seat(1),), (bears,)) not in offered and ((Seat(0),), (giant,)) not in offered


def test_no_creature_no_cast() -> None:
    """Ruling: with no creature that player controls, the spell can't be cast."""
    g = _game(_me())
    assert not [a for a in g.legal_actions() if isinstance(a, CastSpell)]


def test_planeswalker_and_its_controllers_creature() -> None:
    g = _game(_me(), PlayerSpec(battlefield=(perm("Test Walker"), perm("Hill Giant"))))
    walker, giant = one(g, "Test Walker"), one(g, "Hill Giant")
    loyalty = g.objects[walker].counter("loyalty")
    cast(g, "Searing Blaze", ((walker,), (giant,)))
    resolve(g)
    assert g.objects[walker].counter("loyalty") == loyalty - 1
    assert g.players[1].life == 20


def test_creature_gone_the_player_is_still_dealt_damage() -> None:
    """Ruling: if either target is illegal on resolution, the other is still dealt damage."""
    g = _game(_me(), PlayerSpec(battlefield=(perm("Hill Giant"),)))
    cast(g, "Searing Blaze", ((Seat(1),), (one(g, "Hill Giant"),)))
    zones.move(g, one(g, "Hill Giant"), "hand")
    resolve(g)
    assert g.players[1].life == 19


def test_creature_changed_controller_is_no_longer_legal() -> None:
    """CR 608.2b: the creature must still be controlled by that player as it resolves."""
    g = _game(_me(), PlayerSpec(battlefield=(perm("Hill Giant"),)))
    giant = one(g, "Hill Giant")
    cast(g, "Searing Blaze", ((Seat(1),), (giant,)))
    g.objects[giant].controller = 0
    resolve(g)
    assert g.players[1].life == 19
    assert g.objects[giant].damage == 0


# --- Forged in Battle: Searing Blood and Forgestoker Dragon ---------------------------

SEARING_BLOOD = card("Searing Blood", "{R}{R}", "Instant",
                     "Searing Blood deals 2 damage to target creature. When that creature dies "
                     "this turn, Searing Blood deals 3 damage to the creature's controller.")
FORGESTOKER = card("Forgestoker Dragon", "{4}{R}{R}", "Creature — Dragon",
                   "Flying\n{1}{R}: This creature deals 1 damage to target creature. That "
                   "creature can't block this combat. Activate only if this creature is "
                   "attacking.", "5/4")


def _forged(me: PlayerSpec, them: PlayerSpec | None = None, **kw: object) -> Game:
    return game(me, them, extra=(compile_source(SEARING_BLOOD), compile_source(FORGESTOKER)),
                **kw)  # type: ignore[arg-type]


def test_forged_records_are_honoured() -> None:
    assert_honoured((SEARING_BLOOD, FORGESTOKER))


def test_searing_blood_kills_and_burns_the_controller() -> None:
    """The Bears die from the 2 damage (CR 704.5g): the delayed trigger deals 3 to their
    controller."""
    g = _forged(_blood(), PlayerSpec(battlefield=(perm("Grizzly Bears"),)))
    cast(g, "Searing Blood", ((one(g, "Grizzly Bears"),),))
    resolve(g)
    assert one(g, "Grizzly Bears", "graveyard")
    assert g.players[1].life == 17


def _blood(*extra: str) -> PlayerSpec:
    return PlayerSpec(hand=("Searing Blood", *extra), battlefield=lands("Mountain", 3))


def test_searing_blood_later_death_this_turn_still_counts() -> None:
    """The Giant survives 2 damage; a Shock later this turn kills it: 3 damage then."""
    g = _forged(_blood("Shock"), PlayerSpec(battlefield=(perm("Hill Giant"),)))
    cast(g, "Searing Blood", ((one(g, "Hill Giant"),),))
    resolve(g)
    assert g.players[1].life == 20
    cast(g, "Shock", ((one(g, "Hill Giant"),),))
    resolve(g)
    assert one(g, "Hill Giant", "graveyard")
    assert g.players[1].life == 17


def test_searing_blood_death_next_turn_does_nothing() -> None:
    """"dies this turn": the delayed ability is gone by the next turn."""
    them = PlayerSpec(hand=("Lightning Bolt",),
                      battlefield=(perm("Hill Giant"), *lands("Mountain", 1)))
    g = _forged(_blood(), them)
    cast(g, "Searing Blood", ((one(g, "Hill Giant"),),))
    resolve(g)
    pass_to_step(g, "main1", active=1)
    cast(g, "Lightning Bolt", ((one(g, "Hill Giant"),),))
    resolve(g)
    assert one(g, "Hill Giant", "graveyard")
    assert g.players[1].life == 20


def _dragon_attacks() -> Game:
    me = PlayerSpec(battlefield=(perm("Forgestoker Dragon"), *lands("Mountain", 2)))
    them = PlayerSpec(battlefield=(perm("Giant Spider"), perm("Giant Spider")))
    g = _forged(me, them, step="beginning_of_combat")
    while g.pending is not None and g.pending.kind == "priority" \
            and g.step == "beginning_of_combat":
        g.apply(PassPriority())
    g.apply(DeclareAttackers(((one(g, "Forgestoker Dragon"), Seat(1)),)))
    return g


def test_forgestoker_only_while_attacking() -> None:
    g = _forged(PlayerSpec(battlefield=(perm("Forgestoker Dragon"), *lands("Mountain", 2))),
                PlayerSpec(battlefield=(perm("Hill Giant"),)))
    with pytest.raises(IllegalActionError):
        activate(g, "Forgestoker Dragon", ((one(g, "Hill Giant"),),))


def test_forgestoker_target_cant_block_this_combat() -> None:
    """Two Giant Spiders (reach) could block the flying Dragon; the one it pinged can't."""
    g = _dragon_attacks()
    pinged, other = sorted(o.id for o in g.objects.values() if o.name == "Giant Spider")
    activate(g, "Forgestoker Dragon", ((pinged,),))
    while g.stack:
        g.apply(PassPriority())
    assert g.objects[pinged].damage == 1
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
    assert g.pending is not None and g.pending.kind == "declare_blockers"
    blockers = {b for a in g.legal_actions() if isinstance(a, DeclareBlockers)
                for b, _ in a.blocks}
    assert pinged not in blockers and other in blockers
    g.apply(DeclareBlockers(()))
    pass_to_step(g, "main2")
    assert (pinged, "cant_block") not in g.combat_rules  # ended with this combat (CR 511.3)
