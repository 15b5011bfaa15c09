"""Contraptions (Unstable), from the cards' reminder text: "To assemble a Contraption, put
the top card of your Contraption deck face up onto one of your sprockets"; at the beginning
of your upkeep the CRANK! counter moves to the next sprocket and you crank each Contraption
on it (you may choose not to); "Whenever you crank ~" triggers. Contraptions aren't in the
Comprehensive Rules (CR 701.41a)."""

from __future__ import annotations

import pytest
from tests.dice_cards._records import definition
from tests.dice_rules._util import one, perm, resolve
from tests.unsets._util import to_next_turn, unset_game

from grimoire.errors import DeckError, IllegalActionError
from grimoire.mechanics import contraptions
from grimoire.oracle.support import engine_gaps
from grimoire.rules import events as ev
from grimoire.rules.actions import Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

CONTRAPTIONS = ("Gift Horse", "Hard Hat Area", "Boomflinger", "Thud-for-Duds")


def _upkeep(contraption: str, sprocket: int = 1, crank: int = 0, deck: tuple[str, ...] = (),
            p1: PlayerSpec | None = None) -> Game:
    """Bob's end step; Alice has ``contraption`` on ``sprocket``; passing reaches her
    upkeep, where the crank asks which Contraptions to crank."""
    g = unset_game(PlayerSpec(battlefield=(perm(contraption),)), p1, step="end", active=1,
                   turn=2, cards=CONTRAPTIONS,
                   supplementary={"contraptions": [list(deck), []],
                                  "sprockets": [[[0, sprocket]], []], "crank": [crank, 0]})
    to_next_turn(g)
    return g


def test_the_four_contraptions_compile_without_gaps() -> None:
    """The crank trigger has a matcher now: no engine gap is left on these cards."""
    for name in CONTRAPTIONS:
        assert engine_gaps(definition(name)) == [], name


def test_gift_horse_crank_creates_goblins() -> None:
    """Upkeep: the counter moves to sprocket 1; cranking Gift Horse triggers it; 5 and 2
    make 3 Goblins (the difference between those results)."""
    g = _upkeep("Gift Horse")
    horse = one(g, "Gift Horse")
    assert g.step == "upkeep" and g.pending is not None
    assert g.pending.kind == "choose_objects" and g.pending.options == (horse,)
    assert contraptions.state(g).crank == (1, 0)
    g.apply(Choose((horse,)))
    assert any(isinstance(e, ev.Cranked) and e.object == horse for e in g.events)
    g.script_dice([5, 2])
    resolve(g)
    goblins = [o for o in g.objects.values() if o.name == "Goblin" and o.zone == "battlefield"]
    assert len(goblins) == 3 and all(o.controller == 0 for o in goblins)


def test_choosing_not_to_crank_triggers_nothing() -> None:
    """"You may choose not to crank any of them": no crank, no trigger."""
    g = _upkeep("Gift Horse")
    g.apply(Choose(()))
    assert not g.stack and not any(isinstance(e, ev.Cranked) for e in g.events)


def test_the_counter_cycles_and_skips_other_sprockets() -> None:
    """The counter goes 3 -> 1; a Contraption on sprocket 2 isn't cranked (no question)."""
    g = _upkeep("Gift Horse", sprocket=2, crank=3)
    assert contraptions.state(g).crank == (1, 0)
    assert g.pending is not None and g.pending.kind == "priority" and g.step == "upkeep"
    g2 = _upkeep("Gift Horse", sprocket=2, crank=1)
    assert g2.pending is not None and g2.pending.kind == "choose_objects"


def test_boomflinger_damages_target_player() -> None:
    """The difference between 6 and 1: 5 damage to the target player."""
    g = _upkeep("Boomflinger")
    g.apply(Choose((one(g, "Boomflinger"),)))
    assert g.pending is not None and g.pending.kind == "trigger_targets"
    g.apply(Choose(((Seat(1),),)))
    g.script_dice([6, 1])
    resolve(g)
    assert (g.players[0].life, g.players[1].life) == (20, 15)


def test_thud_for_duds_damages_target_creature() -> None:
    """The difference between 1 and 4: 3 damage to the only creature, a 3/3."""
    g = _upkeep("Thud-for-Duds", p1=PlayerSpec(battlefield=(perm("Hill Giant"),)))
    g.apply(Choose((one(g, "Thud-for-Duds"),)))
    g.script_dice([1, 4])
    resolve(g)
    assert not [o for o in g.objects.values() if o.name == "Hill Giant"
                and o.zone == "battlefield"]


def test_hard_hat_area_assembles_onto_chosen_sprockets() -> None:
    """6 and 4: assemble two Contraptions, the top of the deck first, each onto the sprocket
    the player chooses; an illegal sprocket is refused and changes nothing."""
    g = _upkeep("Hard Hat Area", deck=("Gift Horse", "Boomflinger", "Thud-for-Duds"))
    g.apply(Choose((one(g, "Hard Hat Area"),)))
    g.script_dice([6, 4])
    resolve(g)  # the sprocket questions take the first legal answer: sprocket 1
    assert [n for n in ("Gift Horse", "Boomflinger") if any(
        o.name == n and o.zone == "battlefield" for o in g.objects.values())] == [
        "Gift Horse", "Boomflinger"]
    state = contraptions.state(g)
    assert len(state.decks[0]) == 1
    assert state.sprocket(one(g, "Gift Horse")) == 1
    assert state.sprocket(one(g, "Boomflinger")) == 1


def test_sprocket_choice_is_a_decision() -> None:
    g = _upkeep("Hard Hat Area", deck=("Gift Horse", "Boomflinger"))
    g.apply(Choose((one(g, "Hard Hat Area"),)))
    g.script_dice([3, 1])
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
    assert g.pending is not None and g.pending.kind == "choose_number"
    assert g.pending.options == (1, 2, 3)
    before = g.save()
    with pytest.raises(IllegalActionError):
        g.apply(Choose(4))
    assert g.save() == before
    g.apply(Choose(3))
    assert g.pending is not None and g.pending.kind == "choose_number"
    g.apply(Choose(2))
    state = contraptions.state(g)
    assert state.sprocket(one(g, "Gift Horse")) == 3
    assert state.sprocket(one(g, "Boomflinger")) == 2
    assert state.decks[0] == ()
    loaded = Game.load(g.save(), g.pool)
    assert contraptions.state(loaded) == state


def test_a_contraption_deck_holds_only_contraptions() -> None:
    with pytest.raises(DeckError):
        unset_game(PlayerSpec(), supplementary={"contraptions": [["Hill Giant"], []]})
