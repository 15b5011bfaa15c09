"""Loyalty abilities in real games (CR 606, 209, 306.5, 704.5i, 120.3c).

Planeswalkers are compiled from their Oracle text (both "−" U+2212 and "-" minus signs) and
played over the real compiled pool with :func:`tests.dice_rules._util.game`.
"""

from __future__ import annotations

import pytest
from tests.dice_rules._util import dice_pool, game, one, perm, resolve

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_card
from grimoire.rules import events as ev
from grimoire.rules.actions import ActivateAbility, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

JACE_TEXT = ("+2: Each player draws a card.\n"
             "−1: Target player draws a card.\n"
             "-10: Target player mills twenty cards.")


def jace() -> ir.CardDefinition:
    return compile_card("Test Jace", "Legendary Planeswalker — Jace", "{1}{U}{U}", JACE_TEXT,
                        loyalty="3")


def blaster() -> ir.CardDefinition:
    return compile_card("Test Blaster", "Legendary Planeswalker — Chandra", "{2}{R}",
                        "0: This planeswalker deals 1 damage to target player.\n"
                        "−X: Test Blaster deals X damage to target creature.", loyalty="4")


def _walker_game(name: str = "Test Jace", **kwargs: object) -> Game:
    defs = [jace(), blaster()]
    counters = kwargs.pop("counters", ())
    assert isinstance(counters, tuple)
    return game(PlayerSpec(battlefield=(perm(name, counters=counters),)),
                PlayerSpec(battlefield=(perm("Grizzly Bears"),)), extra=defs,
                **kwargs)  # type: ignore[arg-type]


def _loyalty_actions(g: Game, oid: int) -> list[ActivateAbility]:
    return [a for a in g.legal_actions() if isinstance(a, ActivateAbility) and a.source == oid]


def test_compiles_each_loyalty_symbol() -> None:
    """CR 107.7, 606.2: "+N", "−N" (U+2212 or "-") and "−X" costs make loyalty abilities."""
    card = jace()
    costs = [a.cost.parts for a in card.abilities if isinstance(a, ir.ActivatedAbility)]
    assert costs == [(ir.LoyaltyCost(2),), (ir.LoyaltyCost(-1),), (ir.LoyaltyCost(-10),)]
    x = [a for a in blaster().abilities if isinstance(a, ir.ActivatedAbility)]
    assert x[0].cost.parts == (ir.LoyaltyCost(0),)
    assert x[1].cost.parts == (ir.LoyaltyCost(None, minus_x=True),)
    assert all(a.timing == "sorcery" for a in x)


def test_cast_planeswalker_enters_with_printed_loyalty() -> None:
    """CR 306.5b: it enters with loyalty counters equal to its printed loyalty."""
    g = game(PlayerSpec(hand=("Test Jace",), battlefield=tuple(perm("Island") for _ in range(3))),
             extra=[jace()])
    from tests.dice_rules._util import cast
    cast(g, "Test Jace")
    resolve(g)
    assert g.objects[one(g, "Test Jace")].counter("loyalty") == 3


def test_plus_ability_adds_loyalty_and_resolves() -> None:
    """CR 606.4: the cost puts loyalty counters on it; the effect then resolves."""
    g = _walker_game()
    oid = one(g, "Test Jace")
    hands = [len(p.hand) for p in g.players]
    actions = _loyalty_actions(g, oid)
    assert ActivateAbility(oid, 0) in actions  # +2 listed
    assert not any(a.index == 2 for a in actions)  # −10 with 3 loyalty: not listed
    g.apply(ActivateAbility(oid, 0))
    assert g.objects[oid].counter("loyalty") == 5  # paid on activation
    resolve(g)
    assert [len(p.hand) for p in g.players] == [h + 1 for h in hands]


def test_only_one_loyalty_ability_per_turn() -> None:
    """CR 606.3: no second loyalty activation of that permanent this turn; an illegal
    activation raises naming the rule and changes nothing."""
    g = _walker_game()
    oid = one(g, "Test Jace")
    g.apply(ActivateAbility(oid, 0))
    resolve(g)
    assert _loyalty_actions(g, oid) == []
    before = (g.save(), len(g.events), g.objects[oid].counter("loyalty"))
    with pytest.raises(IllegalActionError, match=r"CR 606\.3"):
        g.apply(ActivateAbility(oid, 1, ((Seat(0),),)))
    assert (g.save(), len(g.events), g.objects[oid].counter("loyalty")) == before


def test_loyalty_only_at_sorcery_speed() -> None:
    """CR 606.3: only in a main phase of your turn with an empty stack."""
    g = _walker_game(step="upkeep")
    oid = one(g, "Test Jace")
    assert _loyalty_actions(g, oid) == []
    with pytest.raises(IllegalActionError, match=r"CR 606\.3"):
        g.apply(ActivateAbility(oid, 0))
    g = _walker_game()
    oid = one(g, "Test Jace")
    g.apply(ActivateAbility(oid, 0))  # on the stack now: nothing else
    with pytest.raises(IllegalActionError, match=r"CR 606\.3"):
        g.apply(ActivateAbility(oid, 1, ((Seat(0),),)))


def test_not_on_opponents_turn() -> None:
    """CR 606.3: only during your own turn."""
    g = _walker_game(active=1)
    oid = one(g, "Test Jace")
    g.apply(PassPriority())  # the active player passes: we have priority in their main phase
    assert g.pending is not None and g.pending.player == 0
    assert _loyalty_actions(g, oid) == []
    with pytest.raises(IllegalActionError, match=r"CR 606"):
        g.apply(ActivateAbility(oid, 0))


def test_cannot_remove_more_loyalty_than_it_has() -> None:
    """CR 606.6: a negative loyalty cost needs that many loyalty counters."""
    g = _walker_game()
    oid = one(g, "Test Jace")
    with pytest.raises(IllegalActionError, match=r"CR 606\.6"):
        g.apply(ActivateAbility(oid, 2, ((Seat(1),),)))
    assert g.objects[oid].counter("loyalty") == 3


def test_minus_x_chooses_x_up_to_loyalty() -> None:
    """CR 606.6, 107.3: "−X" lets X be 0 to its loyalty; X counters are removed and the
    effect uses that X."""
    g = _walker_game("Test Blaster")
    oid = one(g, "Test Blaster")
    bears = one(g, "Grizzly Bears")
    xs = sorted(a.x for a in _loyalty_actions(g, oid) if a.index == 1)
    assert xs == [0, 1, 2, 3, 4]
    with pytest.raises(IllegalActionError):
        g.apply(ActivateAbility(oid, 1, ((bears,),), x=5))
    g.apply(ActivateAbility(oid, 1, ((bears,),), x=2))
    assert g.objects[oid].counter("loyalty") == 2
    resolve(g)
    assert bears not in g.objects  # 2 damage to a 2/2


def test_zero_loyalty_goes_to_graveyard() -> None:
    """CR 704.5i: a planeswalker with loyalty 0 is put into its owner's graveyard."""
    g = _walker_game("Test Blaster")
    oid = one(g, "Test Blaster")
    bears = one(g, "Grizzly Bears")
    g.apply(ActivateAbility(oid, 1, ((bears,),), x=4))
    resolve(g)
    assert g.players[0].graveyard and g.objects[g.players[0].graveyard[-1]].name == "Test Blaster"


def test_zero_ability_puts_no_counters() -> None:
    """CR 107.7: "[0]" puts zero loyalty counters on it; it still counts as the activation."""
    g = _walker_game("Test Blaster")
    oid = one(g, "Test Blaster")
    g.apply(ActivateAbility(oid, 0, ((Seat(1),),)))
    resolve(g)
    assert g.objects[oid].counter("loyalty") == 4
    assert g.players[1].life == 19
    assert _loyalty_actions(g, oid) == []


def test_next_turn_allows_another_activation() -> None:
    """CR 606.3: the restriction is per turn."""
    g = _walker_game()
    oid = one(g, "Test Jace")
    g.apply(ActivateAbility(oid, 0))
    resolve(g)
    for _ in range(400):
        if g.turn == 5 and g.step == "main1" and g.pending is not None \
                and g.pending.kind == "priority" and g.pending.player == 0:
            break
        legal = g.legal_actions()
        g.apply(PassPriority() if PassPriority() in legal else legal[0])
    assert g.turn == 5
    assert ActivateAbility(oid, 0) in _loyalty_actions(g, oid)


def test_combat_damage_removes_loyalty() -> None:
    """CR 120.3c, 306.8, 508.1: a creature attacking a planeswalker; its combat damage
    removes loyalty counters, and at 0 it goes to the graveyard (CR 704.5i)."""
    g = game(PlayerSpec(battlefield=(perm("Grizzly Bears"),)),
             PlayerSpec(battlefield=(perm("Test Jace", counters=(("loyalty", 2),)),)),
             step="main1", extra=[jace()])
    walker = one(g, "Test Jace")
    bears = one(g, "Grizzly Bears")
    for _ in range(20):
        assert g.pending is not None
        if g.pending.kind == "declare_attackers":
            break
        g.apply(PassPriority())
    g.apply(DeclareAttackers(((bears, walker),)))
    for _ in range(40):
        if walker not in g.objects:
            break
        legal = g.legal_actions()
        g.apply(PassPriority() if PassPriority() in legal else legal[0])
    assert walker not in g.objects
    assert any(isinstance(e, ev.CountersChanged) and e.object == walker and e.amount == -2
               for e in g.events)
    assert g.players[1].life == 20


def test_copy_and_save_keep_the_per_turn_record() -> None:
    """Game.copy()/save()/load() keep who activated a loyalty ability this turn."""
    g = _walker_game()
    oid = one(g, "Test Jace")
    g.apply(ActivateAbility(oid, 0))
    resolve(g)
    clone = g.copy()
    assert _loyalty_actions(clone, oid) == []
    loaded = Game.load(g.save(), dice_pool(jace(), blaster()))
    assert _loyalty_actions(loaded, oid) == []
    assert loaded.objects[oid].counter("loyalty") == 5
