"""Audit: lands (CR 305), casting (CR 307, 601), activating (CR 602, 302.6) and
resolution with illegal targets (CR 608.2b)."""

from __future__ import annotations

import pytest
from tests.rules.helpers import game_at, one, pass_to_step, perm

from grimoire.core.mana import ManaCost
from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules.actions import (
    ActivateAbility,
    CastSpell,
    DeclareAttackers,
    PassPriority,
    PlayLand,
)
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec
from grimoire.rules.testing import spell

TAPPER = ir.CardDefinition(
    "Test Tapper", card_types=("creature",), power=1, toughness=1, abilities=(
        ir.ActivatedAbility(ir.Cost(parts=(ir.TapCost(),)), ir.GainLife(ir.Fixed(1))),))
UNTAPPER = ir.CardDefinition(
    "Test Untapper", card_types=("creature",), power=1, toughness=1, abilities=(
        ir.ActivatedAbility(ir.Cost(parts=(ir.UntapCost(),)), ir.GainLife(ir.Fixed(1))),))
HASTY_TAPPER = ir.CardDefinition(
    "Test Hasty Tapper", card_types=("creature",), power=1, toughness=1, abilities=(
        ir.Keyword("haste"),
        ir.ActivatedAbility(ir.Cost(parts=(ir.TapCost(),)), ir.GainLife(ir.Fixed(1))),))
TAP_ARTIFACT = ir.CardDefinition(
    "Test Tap Rock", card_types=("artifact",), abilities=(
        ir.ActivatedAbility(ir.Cost(parts=(ir.TapCost(),)), ir.GainLife(ir.Fixed(1))),))
ONCE = ir.CardDefinition(
    "Test Once", card_types=("artifact",), abilities=(
        ir.ActivatedAbility(ir.Cost(), ir.GainLife(ir.Fixed(1)), once_per_turn=True),))
TWIN_SHOCK = spell("Twin Shock", "{R}", ir.DealDamage(ir.Fixed(2), ir.TargetRef(0)),
                   ir.TargetSpec("object", ir.ObjectFilter(types_any=("creature",)),
                                 min_count=2, max_count=2))
EXTRA = (TAPPER, UNTAPPER, HASTY_TAPPER, TAP_ARTIFACT, ONCE, TWIN_SHOCK)


def _game(p0: PlayerSpec, p1: PlayerSpec | None = None, **kw: object) -> Game:
    return game_at(p0, p1, extra=EXTRA, **kw)  # type: ignore[arg-type]


@pytest.mark.parametrize("name", ["Test Tapper", "Test Untapper"])
def test_summoning_sick_creature_cant_pay_tap_or_untap(name: str) -> None:
    """CR 302.6: a creature's {T} or {Q} ability can't be activated unless it has been
    under its controller's control continuously since their most recent turn began."""
    tapped = name == "Test Untapper"
    game = _game(PlayerSpec(battlefield=(perm(name, sick=True, tapped=tapped),)))
    source = one(game, name)
    assert not any(isinstance(a, ActivateAbility) for a in game.legal_actions())
    with pytest.raises(IllegalActionError):
        game.apply(ActivateAbility(source, 0))
    assert game.players[0].life == 20 and not game.stack


def test_haste_and_noncreatures_ignore_summoning_sickness() -> None:
    """CR 302.6 / 702.10b: haste lets the {T} ability be used; the rule applies only to
    creatures, so a "sick" artifact may tap at once."""
    game = _game(PlayerSpec(battlefield=(perm("Test Hasty Tapper", sick=True),
                                         perm("Test Tap Rock", sick=True))))
    game.apply(ActivateAbility(one(game, "Test Hasty Tapper"), 1))
    game.apply(ActivateAbility(one(game, "Test Tap Rock"), 0))
    assert len(game.stack) == 2


def test_sick_creature_cant_attack_until_its_controllers_next_turn() -> None:
    """CR 302.6 / 508.1a: a creature that came under its controller's control this turn
    can't attack; it can once that player's next turn begins."""
    game = _game(PlayerSpec(battlefield=(perm("Grizzly Bears", sick=True),)))
    pass_to_step(game, "declare_attackers")
    # No legal attack: the step offers no declaration at all.
    assert not any(isinstance(e, ev.AttackersDeclared) and e.attackers for e in game.events)
    pass_to_step(game, "main1", active=0, limit=600)
    bears = one(game, "Grizzly Bears")
    assert not game.objects[bears].sick
    pass_to_step(game, "beginning_of_combat", active=0)
    game.apply(PassPriority())
    game.apply(PassPriority())
    assert game.pending is not None and game.pending.kind == "declare_attackers"
    game.apply(DeclareAttackers(((bears, Seat(1)),)))
    assert bears in game.combat.attackers


def test_one_land_per_turn() -> None:
    """CR 305.2: a player may normally play one land per turn."""
    game = _game(PlayerSpec(hand=("Forest", "Mountain")))
    forest, mountain = game.players[0].hand
    game.apply(PlayLand(forest))
    assert not any(isinstance(a, PlayLand) for a in game.legal_actions())
    with pytest.raises(IllegalActionError, match=r"CR 305.2"):
        game.apply(PlayLand(mountain))
    assert mountain in game.players[0].hand


@pytest.mark.parametrize("step", ["upkeep", "beginning_of_combat", "end"])
def test_land_only_in_main_phase(step: str) -> None:
    """CR 305.1: a land is played only during your main phase with an empty stack."""
    game = _game(PlayerSpec(hand=("Forest",)), step=step)
    with pytest.raises(IllegalActionError, match=r"CR 305.1"):
        game.apply(PlayLand(game.players[0].hand[0]))


def test_land_not_with_nonempty_stack_nor_on_opponents_turn() -> None:
    """CR 305.1 / 116.2a: not while the stack is nonempty, not during another player's
    turn (even in their main phase)."""
    game = _game(PlayerSpec(hand=("Forest", "Lightning Bolt"), battlefield=(perm("Mountain"),)))
    forest, bolt = game.players[0].hand
    game.apply(CastSpell(bolt, ((Seat(1),),)))
    with pytest.raises(IllegalActionError, match=r"CR 305.1"):
        game.apply(PlayLand(forest))
    game2 = _game(PlayerSpec(), PlayerSpec(hand=("Forest",)))
    game2.apply(PassPriority())  # Bob gets priority in Alice's main phase
    assert game2.pending is not None and game2.pending.player == 1
    with pytest.raises(IllegalActionError, match=r"CR 305.1"):
        game2.apply(PlayLand(game2.players[1].hand[0]))


def test_sorcery_timing() -> None:
    """CR 307.1: a sorcery is cast only in its owner's main phase with an empty stack;
    an instant may be cast whenever its caster has priority (CR 304.1)."""
    game = _game(PlayerSpec(hand=("Divination", "Lightning Bolt"),
                            battlefield=(perm("Island"),) * 3 + (perm("Mountain"),)),
                 step="upkeep")
    divination, bolt = game.players[0].hand
    with pytest.raises(IllegalActionError, match=r"CR 307.1"):
        game.apply(CastSpell(divination))
    game.apply(CastSpell(bolt, ((Seat(1),),)))  # instant in the upkeep: fine
    pass_to_step(game, "main1")
    game.apply(CastSpell(divination))
    assert game.stack


def test_sorcery_not_with_nonempty_stack() -> None:
    """CR 307.1: not while the stack is nonempty, even in your main phase."""
    game = _game(PlayerSpec(hand=("Divination", "Lightning Bolt"),
                            battlefield=(perm("Island"),) * 3 + (perm("Mountain"),)))
    divination, bolt = game.players[0].hand
    game.apply(CastSpell(bolt, ((Seat(1),),)))
    assert not any(isinstance(a, CastSpell) and a.card == divination
                   for a in game.legal_actions())
    with pytest.raises(IllegalActionError, match=r"CR 307.1"):
        game.apply(CastSpell(divination))


def test_illegal_cast_changes_nothing() -> None:
    """CR 601.2 / issue 2: an illegal cast raises a typed error naming the rule and leaves
    the game as it was (no mana spent, the card still in hand, no event)."""
    game = _game(PlayerSpec(hand=("Murder",), battlefield=(perm("Swamp"),) * 3),
                 PlayerSpec(battlefield=(perm("Grizzly Bears"),)))
    murder = game.players[0].hand[0]
    before = (game.save(), len(game.events), [o.tapped for o in game.objects.values()])
    with pytest.raises(IllegalActionError, match=r"CR 601.2"):
        game.apply(CastSpell(murder, ((Seat(1),),)))  # a player is not a creature
    with pytest.raises(IllegalActionError):
        game.apply(CastSpell(murder))  # no target chosen
    with pytest.raises(IllegalActionError):
        game.apply(CastSpell(murder, ((one(game, "Grizzly Bears"),),), x=3))  # no X
    assert (game.save(), len(game.events), [o.tapped for o in game.objects.values()]) \
        == before


def test_casting_with_insufficient_mana_is_illegal() -> None:
    """CR 601.2h / 601.5: the total cost must be paid in full, or the cast is illegal."""
    game = _game(PlayerSpec(hand=("Murder",), battlefield=(perm("Swamp"),) * 2),
                 PlayerSpec(battlefield=(perm("Grizzly Bears"),)))
    murder = game.players[0].hand[0]
    with pytest.raises(IllegalActionError):
        game.apply(CastSpell(murder, ((one(game, "Grizzly Bears"),),)))
    assert murder in game.players[0].hand


def test_x_is_chosen_and_paid() -> None:
    """CR 601.2b / 107.3a: the value of X is announced and paid as part of the cost."""
    game = _game(PlayerSpec(hand=("Blaze",), battlefield=(perm("Mountain"),) * 4))
    blaze = game.players[0].hand[0]
    xs = {a.x for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == blaze}
    assert xs == {0, 1, 2, 3}
    game.apply(CastSpell(blaze, ((Seat(1),),), x=3))
    assert all(game.objects[o].tapped for o in game.battlefield)
    game.apply(PassPriority())
    game.apply(PassPriority())
    assert game.players[1].life == 17


def test_once_each_turn() -> None:
    """CR 602.5b: "Activate only once each turn" limits activations per turn."""
    game = _game(PlayerSpec(battlefield=(perm("Test Once"),)))
    source = one(game, "Test Once")
    game.apply(ActivateAbility(source, 0))
    with pytest.raises(IllegalActionError, match=r"CR 602.5b"):
        game.apply(ActivateAbility(source, 0))
    pass_to_step(game, "main1", active=1, limit=600)
    pass_to_step(game, "main1", active=0, limit=600)
    assert game.turn == 5
    game.apply(ActivateAbility(source, 0))  # a new turn


def test_some_targets_illegal_affects_the_legal_ones() -> None:
    """CR 608.2b: a spell with some targets illegal resolves, affecting only the legal
    targets; an illegal target is neither affected nor dealt damage."""
    game = _game(PlayerSpec(hand=("Twin Shock", "Lightning Bolt"),
                            battlefield=(perm("Mountain"), perm("Mountain"))),
                 PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Hill Giant"))))
    shock, bolt = game.players[0].hand
    bears, giant = one(game, "Grizzly Bears"), one(game, "Hill Giant")
    game.apply(CastSpell(shock, ((bears, giant),)))
    game.apply(CastSpell(bolt, ((bears,),)))  # kill the Bears in response
    for _ in range(4):
        game.apply(PassPriority())
    resolved = [e for e in game.events if isinstance(e, ev.Resolved)]
    assert [r.fizzled for r in resolved] == [False, False]
    assert game.objects[giant].damage == 2
    hits = [e for e in game.events if isinstance(e, ev.DamageDealt) and e.source_name ==
            "Twin Shock"]
    assert [h.target for h in hits] == [giant]


def test_all_targets_illegal_does_nothing_and_goes_to_graveyard() -> None:
    """CR 608.2b: with every target illegal the spell doesn't resolve: none of its
    effects happen, and it is put into its owner's graveyard (CR 608.2n)."""
    game = _game(PlayerSpec(hand=("Giant Growth", "Lightning Bolt"),
                            battlefield=(perm("Forest"), perm("Mountain"))),
                 PlayerSpec(battlefield=(perm("Grizzly Bears"),)))
    growth, bolt = game.players[0].hand
    bears = one(game, "Grizzly Bears")
    game.apply(CastSpell(bolt, ((bears,),)))
    game.apply(PassPriority())
    game.apply(PassPriority())
    assert bears not in game.objects or game.objects[bears].zone != "battlefield"
    game2 = _game(PlayerSpec(hand=("Giant Growth", "Lightning Bolt"),
                             battlefield=(perm("Forest"), perm("Mountain"))),
                  PlayerSpec(battlefield=(perm("Grizzly Bears"),)))
    growth, bolt = game2.players[0].hand
    bears = one(game2, "Grizzly Bears")
    game2.apply(CastSpell(growth, ((bears,),)))
    game2.apply(CastSpell(bolt, ((bears,),)))
    for _ in range(4):
        game2.apply(PassPriority())
    last = [e for e in game2.events if isinstance(e, ev.Resolved)][-1]
    assert last.name == "Giant Growth" and last.fizzled
    assert {game2.objects[o].name for o in game2.players[0].graveyard} == {
        "Giant Growth", "Lightning Bolt"}
    assert not any(isinstance(e, ev.LifeChanged) for e in game2.events)


CHARM = ir.CardDefinition(
    "Test Charm", mana_cost=ManaCost.parse("{R}"), card_types=("instant",), colors=("R",),
    spell=ir.SpellAbility(ir.Modal((
        ir.Mode(ir.DealDamage(ir.Fixed(2), ir.TargetRef(0)),
                (ir.TargetSpec("object", ir.ObjectFilter(types_any=("creature",))),)),
        ir.Mode(ir.GainLife(ir.Fixed(3))),))))


def test_modes_are_chosen_with_their_targets() -> None:
    """CR 601.2b-c / 700.2a: the mode is chosen as the spell is cast, then the targets
    that mode needs; a mode with no legal target can't be chosen (CR 601.2c), and a
    mode index that doesn't exist is an illegal cast that changes nothing."""
    game = game_at(PlayerSpec(hand=("Test Charm",), battlefield=(perm("Mountain"),)),
                   extra=(CHARM,))
    charm = game.players[0].hand[0]
    options = [a for a in game.legal_actions() if isinstance(a, CastSpell)]
    assert options == [CastSpell(charm, (), (1,))]  # no creature: only the life mode
    with pytest.raises(IllegalActionError):
        game.apply(CastSpell(charm, (), (0,)))
    with pytest.raises(IllegalActionError):
        game.apply(CastSpell(charm, (), (2,)))
    assert charm in game.players[0].hand
    game.apply(CastSpell(charm, (), (1,)))
    game.apply(PassPriority())
    game.apply(PassPriority())
    assert game.players[0].life == 23
