"""Modes of activated and triggered abilities, chosen as they are put on the stack
(CR 700.2a-d, 602.2b, 603.3c), with real cards in real games."""

from __future__ import annotations

import pytest
from tests.ability_modes._cards import definitions
from tests.dice_rules._util import game, ids, lands, one, perm, resolve

from grimoire.agents import RandomAgent
from grimoire.agents.ai.agent import AIAgent
from grimoire.errors import IllegalActionError
from grimoire.rules.actions import ActivateAbility, Choose, PassPriority, from_data, to_data
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec
from grimoire.tui.describe import Names, describe_action

EXTRA = definitions()


def _cratermaker(opponent: tuple[str, ...]) -> Game:
    return game(PlayerSpec(battlefield=(perm("Goblin Cratermaker"), *lands("Mountain", 1))),
                PlayerSpec(battlefield=tuple(perm(n) for n in opponent)), extra=EXTRA)


def _cratermaker_ways(g: Game) -> list[ActivateAbility]:
    crater = one(g, "Goblin Cratermaker")
    return [a for a in g.legal_actions()
            if isinstance(a, ActivateAbility) and a.source == crater]


def test_modal_activation_lists_only_modes_with_targets() -> None:
    """CR 700.2a: a mode whose targets can't be chosen can't be chosen — with no colorless
    nonland permanent, only the damage mode is offered, once per target creature."""
    g = _cratermaker(("Grizzly Bears",))
    ways = _cratermaker_ways(g)
    assert {a.modes for a in ways} == {(0,)}
    assert {a.targets for a in ways} == {((one(g, "Grizzly Bears"),),),
                                          ((one(g, "Goblin Cratermaker"),),)}


def test_modal_activation_damage_mode_resolves() -> None:
    """CR 602.2b, 700.2a: the mode chosen on activation is the one that resolves."""
    g = _cratermaker(("Grizzly Bears", "Bonesplitter"))
    bears = one(g, "Grizzly Bears")
    assert {a.modes for a in _cratermaker_ways(g)} == {(0,), (1,)}
    g.apply(ActivateAbility(one(g, "Goblin Cratermaker"), 0, ((bears,),), modes=(0,)))
    assert g.objects[g.stack[-1]].stack.modes == (0,)  # type: ignore[union-attr]
    resolve(g)
    assert "Grizzly Bears" in [g.objects[o].name for o in g.players[1].graveyard]
    assert one(g, "Bonesplitter")  # the other mode did nothing


def test_modal_activation_destroy_mode_resolves() -> None:
    """CR 700.2a: the second mode, with its own target (CR 700.2c)."""
    g = _cratermaker(("Grizzly Bears", "Bonesplitter"))
    splitter = one(g, "Bonesplitter")
    g.apply(ActivateAbility(one(g, "Goblin Cratermaker"), 0, ((splitter,),), modes=(1,)))
    resolve(g)
    assert not [o for o in g.battlefield if g.objects[o].name == "Bonesplitter"]
    assert g.objects[one(g, "Grizzly Bears")].damage == 0


@pytest.mark.parametrize(("modes", "rule"), [
    ((1,), "CR 700.2a"),     # its target can't be chosen (no colorless nonland permanent)
    ((), "CR 700.2a"),       # a mode must be chosen
    ((0, 0), "CR 700.2d"),   # the same mode twice without "you may choose the same mode"
    ((0, 1), "CR 700.2a"),   # "choose one"
])
def test_illegal_activation_modes_raise_and_change_nothing(modes: tuple[int, ...],
                                                           rule: str) -> None:
    """CR 700.2a, 700.2d: an illegal choice of modes is refused and changes nothing."""
    g = _cratermaker(("Grizzly Bears",))
    bears = one(g, "Grizzly Bears")
    before = (len(g.action_log), len(g.events), list(g.battlefield))
    targets = tuple((bears,) for _ in modes) or ((bears,),)
    with pytest.raises(IllegalActionError) as err:
        g.apply(ActivateAbility(one(g, "Goblin Cratermaker"), 0, targets, modes=modes))
    assert err.value.rule == rule
    assert (len(g.action_log), len(g.events), list(g.battlefield)) == before


def test_modes_on_a_non_modal_ability_are_illegal() -> None:
    """CR 700.2: only a modal ability has modes to choose."""
    g = game(PlayerSpec(battlefield=(perm("Bonesplitter"), perm("Grizzly Bears"),
                                      *lands("Mountain", 1))))
    with pytest.raises(IllegalActionError) as err:
        g.apply(ActivateAbility(one(g, "Bonesplitter"), 1, ((one(g, "Grizzly Bears"),),),
                                modes=(0,)))
    assert err.value.rule == "CR 700.2"


def _knight(opponent: tuple[str, ...]) -> Game:
    g = game(PlayerSpec(hand=("Knight of Autumn",),
                        battlefield=(*lands("Forest", 2), *lands("Plains", 1))),
             PlayerSpec(battlefield=tuple(perm(n) for n in opponent)), extra=EXTRA)
    g.apply(next(a for a in g.legal_actions() if type(a).__name__ == "CastSpell"))
    while g.pending is not None and g.pending.kind == "priority" and g.stack:
        g.apply(PassPriority())
    return g


def test_modal_etb_trigger_asks_modes_without_untargetable_mode() -> None:
    """CR 603.3c, 700.2b: the modes are chosen as the trigger is put on the stack; the
    destroy mode is missing when there is no artifact or enchantment to target."""
    g = _knight(())
    assert g.pending is not None and g.pending.kind == "trigger_modes"
    assert g.pending.rule == "CR 700.2b"
    assert set(g.legal_actions()) == {Choose((0,)), Choose((2,))}
    g.apply(Choose((2,)))
    resolve(g)
    assert g.players[0].life == 24
    assert not (g.objects[one(g, "Knight of Autumn")].counters or {}).get("+1/+1")


def test_modal_etb_trigger_targeted_mode() -> None:
    """CR 700.2b-c: the chosen mode's target is chosen after the mode, then it resolves."""
    g = _knight(("Bonesplitter", "Bonesplitter"))
    assert set(g.legal_actions()) == {Choose((0,)), Choose((1,)), Choose((2,))}
    g.apply(Choose((1,)))
    assert g.pending is not None and g.pending.kind == "trigger_targets"
    splitter, other = ids(g, "Bonesplitter")
    g.apply(Choose(((splitter,),)))
    top = g.objects[g.stack[-1]].stack
    assert top is not None and top.modes == (1,) and top.targets == ((splitter,),)
    resolve(g)
    assert ids(g, "Bonesplitter") == [other]
    assert g.players[0].life == 20


def test_illegal_trigger_mode_raises_and_changes_nothing() -> None:
    """CR 700.2b: a mode whose target can't be chosen is not a legal answer."""
    g = _knight(())
    pending, log = g.pending, len(g.action_log)
    with pytest.raises(IllegalActionError) as err:
        g.apply(Choose((1,)))
    assert "CR 700.2" in str(err.value.rule)
    assert g.pending == pending and len(g.action_log) == log


def _titan() -> Game:
    g = game(PlayerSpec(hand=("Titan of Industry",), battlefield=(
        *lands("Forest", 7), perm("Grizzly Bears"))), extra=EXTRA)
    g.apply(next(a for a in g.legal_actions() if type(a).__name__ == "CastSpell"))
    while g.pending is not None and g.pending.kind == "priority" and g.stack:
        g.apply(PassPriority())
    return g


def test_choose_two_trigger() -> None:
    """CR 700.2b, 700.2d: "choose two" offers pairs of different modes; both chosen modes
    resolve in printed order, the player target chosen for its mode."""
    g = _titan()
    assert g.pending is not None and g.pending.kind == "trigger_modes"
    offered = {a.value for a in g.legal_actions() if isinstance(a, Choose)}
    assert offered == {(1, 2), (1, 3), (2, 3)}  # nothing to destroy: mode 0 can't be chosen
    g.apply(Choose((1, 2)))
    assert g.pending is not None and g.pending.kind == "trigger_targets"
    g.apply(Choose(((Seat(0),),)))
    resolve(g)
    assert g.players[0].life == 25
    assert [o for o in g.battlefield if g.objects[o].name == "Rhino Warrior"]


def test_copy_and_save_keep_the_chosen_modes() -> None:
    """A game copied or saved mid-choice continues exactly (replays carry the modes)."""
    g = _titan()
    clone = g.copy()
    clone.apply(Choose((2, 3)))
    assert g.pending is not None and g.pending.kind == "trigger_modes"
    assert g.trigger_current is not None and g.trigger_current.modes is None
    g.apply(Choose((1, 2)))
    loaded = Game.load(g.save(), g.pool)
    assert loaded.pending == g.pending and loaded.trigger_current == g.trigger_current
    action = ActivateAbility(3, 0, ((4,),), modes=(1,))
    assert from_data(to_data(action)) == action


@pytest.mark.parametrize("agent", [RandomAgent(seed=1), AIAgent(seed=1)])
def test_agents_choose_modes(agent: RandomAgent | AIAgent) -> None:
    """The random and AI agents answer the mode decision with a legal choice."""
    g = _titan()
    assert g.pending is not None
    action = agent.decide(g.view(g.pending.player), g.pending)
    assert action in g.legal_actions()
    g.apply(action)
    resolve(g)
    assert not g.stack


def test_ai_values_modes() -> None:
    """The AI picks the modes its effect model values most: the 4/4 Rhino token is in its
    choice (CR 700.2b)."""
    g = _titan()
    assert g.pending is not None
    choice = AIAgent(seed=1).decide(g.view(0), g.pending)
    assert isinstance(choice, Choose) and isinstance(choice.value, tuple)
    assert 2 in choice.value


def test_describe_modal_activation() -> None:
    """The terminal names the chosen mode of an activation, counting from 1."""
    g = _cratermaker(("Grizzly Bears",))
    action = _cratermaker_ways(g)[0]
    names = Names({o.id: (o.name, o.controller) for o in g.objects.values()}, ("A", "B"))
    assert describe_action(action, names).endswith("(modes 1)")
