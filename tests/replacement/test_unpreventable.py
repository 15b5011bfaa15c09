"""Damage that can't be prevented (CR 615.12): "Damage can't be prevented this turn."
(Flaring Pain), "The damage can't be prevented." after a damage instruction (Combust) and
the static "Damage that would be dealt by this creature can't be prevented." (Excruciator).
Prevention effects don't apply to such damage and "existing damage prevention shields
won't be reduced by damage that can't be prevented" (CR 615.12): the shield stays for
damage that can be prevented. Edges: another creature's damage is still prevented by the
static's own limits; before Flaring Pain resolves, the shield works."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record
from tests.replacement.test_prevention_shields import EXTRA as SHIELDS
from tests.replacement.test_prevention_shields import WHITE, _respond
from tests.rules.helpers import finish_combat, game_at, one, perm

from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import CastSpell, Choose, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

PAIN = record("Flaring Pain", "{1}{R}", "Instant",
              "Damage can't be prevented this turn.\nFlashback {R} (You may cast this card from "
              "your graveyard for its flashback cost. Then exile it.)")
COMBUST = record("Combust", "{1}{R}", "Instant",
                 "This spell can't be countered.\nCombust deals 5 damage to target white or "
                 "blue creature. The damage can't be prevented.")
EXCRUCIATOR = record("Excruciator", "{6}{R}{R}", "Creature — Avatar",
                     "Damage that would be dealt by this creature can't be prevented.", "7", "7")
EXTRA = (*SHIELDS, *(compile_source(r) for r in (PAIN, COMBUST, EXCRUCIATOR)))


def test_the_records_compile() -> None:
    compiled(PAIN, COMBUST, EXCRUCIATOR)


def _attack(attackers: tuple[str, ...], alice_hand: tuple[str, ...],
            bob_hand: tuple[str, ...] = ()) -> Game:
    alice = PlayerSpec(hand=alice_hand, battlefield=WHITE)
    bob = PlayerSpec(hand=bob_hand, battlefield=(*(perm(a) for a in attackers),
                                                 *(perm("Mountain") for _ in range(2))))
    game = game_at(alice, bob, active=1, step="beginning_of_combat", extra=EXTRA)
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    game.apply(DeclareAttackers(tuple((one(game, a), Seat(0)) for a in attackers)))
    while game.pending is not None and game.pending.player != 0:
        game.apply(PassPriority())
    return game


def test_flaring_pain_makes_a_shielded_attack_hit_and_keeps_the_shield() -> None:
    """Alice chooses the Giant with Pay No Heed; Bob answers with Flaring Pain: the Giant's
    3 combat damage can't be prevented, and the shield is still there (CR 615.12)."""
    game = _attack(("Hill Giant",), ("Pay No Heed",), ("Flaring Pain",))
    _respond(game, "Pay No Heed", "Hill Giant")
    assert game.pending is not None and game.pending.player == 1
    game.apply(CastSpell(one(game, "Flaring Pain", "hand")))
    while game.stack and game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    finish_combat(game)
    assert game.players[0].life == 17
    assert any(s[3] == one(game, "Hill Giant") for s in game.prevention if len(s) > 3)


def test_without_flaring_pain_the_shield_prevents() -> None:
    game = _attack(("Hill Giant",), ("Pay No Heed",), ("Flaring Pain",))
    _respond(game, "Pay No Heed", "Hill Giant")
    finish_combat(game)
    assert game.players[0].life == 20


def test_excruciators_damage_cant_be_prevented_another_creatures_can() -> None:
    """The static covers "this creature" only: two Pay No Heeds, one on each attacker; the
    Excruciator's 7 is dealt, the Giant's 3 prevented."""
    game = _attack(("Excruciator", "Hill Giant"), ("Pay No Heed", "Pay No Heed"))
    first, second = (o.id for o in game.objects.values()
                     if o.name == "Pay No Heed" and o.zone == "hand")
    for card, source in ((first, "Excruciator"), (second, "Hill Giant")):
        while game.pending is not None and game.pending.player != 0:
            game.apply(PassPriority())  # (Bob, the active player, has priority first)
        game.apply(CastSpell(card))
        while game.pending is not None and game.pending.kind == "priority":
            game.apply(PassPriority())
        assert game.pending is not None and game.pending.kind == "choose_objects"
        game.apply(Choose((next(o for o in game.pending.options
                                if game.objects[o].name == source),)))
    finish_combat(game)
    assert game.players[0].life == 13


def test_combusts_damage_goes_through_a_shield_on_its_target() -> None:
    """Alice shields her Serra Angel against Combust with Healing Grace (3 of its damage):
    Combust's 5 can't be prevented, the Angel (4/4) dies."""
    alice = PlayerSpec(hand=("Healing Grace",), battlefield=(*WHITE, perm("Serra Angel")))
    bob = PlayerSpec(hand=("Combust",), battlefield=tuple(perm("Mountain") for _ in range(2)))
    game = game_at(alice, bob, active=1, extra=EXTRA)
    angel = one(game, "Serra Angel")
    game.apply(CastSpell(one(game, "Combust", "hand"), targets=((angel,),)))
    game.apply(PassPriority())
    _respond(game, "Healing Grace", "Combust", targets=((angel,),))
    while game.stack and game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    assert angel not in game.battlefield
    assert any(o.name == "Serra Angel" and o.zone == "graveyard" for o in game.objects.values())
