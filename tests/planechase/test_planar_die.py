"""The planar die special action (CR 901.9) and planeswalking (CR 701.24, 901.8, 901.11) in
Planechase positions. Scripted faces: 1 = {CHAOS}, 2 = Planeswalker symbol, 3-6 = blank
(``grimoire.rules.dice.PLANAR_FACES``)."""

from __future__ import annotations

import pytest
from tests.dice_rules._util import lands, resolve
from tests.planechase._util import planar_game

from grimoire.errors import IllegalActionError
from grimoire.mechanics.planechase import STATE as PLANAR_STATE
from grimoire.rules import events as ev
from grimoire.rules.actions import PassPriority, PlanarRoll
from grimoire.rules.position import PlayerSpec

CHAOS, WALK, BLANK = 1, 2, 3
DECKS = (("Goldmeadow", "Orochi Colony", "Nephalia"), ("Lethe Lake", "Bloodhill Bastion"))


def _face_up(g: object) -> list[str]:
    state = PLANAR_STATE.get(g)
    return [g.objects[o].name for o in state.face_up]


def test_starting_plane_is_the_active_players_top_plane() -> None:
    """CR 901.5: the starting player's top plane is turned face up (a phenomenon on top goes
    to the bottom first); nothing triggers."""
    g = planar_game(PlayerSpec(), decks=(("Chaotic Aether", "Goldmeadow"), ("Orochi Colony",)))
    assert _face_up(g) == ["Goldmeadow"]
    assert PLANAR_STATE.get(g) is not None
    assert PLANAR_STATE.get(g).decks == (("Chaotic Aether",), ("Orochi Colony",))
    assert not g.stack and not g.pending_triggers


def test_special_action_costs_one_more_each_time() -> None:
    """CR 901.9: the action costs {N} for the N times the player took it before this turn;
    the roll itself is free the first time."""
    g = planar_game(PlayerSpec(battlefield=lands("Forest", 1)), decks=DECKS)
    g.script_dice([BLANK, BLANK])
    assert PlanarRoll() in g.legal_actions()
    g.apply(PlanarRoll())  # free
    assert g.objects[g.battlefield[0]].tapped is False
    g.apply(PlanarRoll())  # {1}: the Forest pays it
    assert g.objects[g.battlefield[0]].tapped is True
    assert PlanarRoll() not in g.legal_actions()  # {2} now: no mana left
    with pytest.raises(IllegalActionError, match=r"CR 901\.9"):
        g.apply(PlanarRoll())
    faces = [e.face for e in g.events if isinstance(e, ev.PlanarRolled)]
    assert faces == ["blank", "blank"]


def test_special_action_timing() -> None:
    """CR 901.9: only the active player, with priority, the stack empty, in a main phase;
    an illegal roll raises naming the rule and changes nothing."""
    g = planar_game(PlayerSpec(), decks=DECKS, step="upkeep")
    assert PlanarRoll() not in g.legal_actions()
    before = len(g.events)
    with pytest.raises(IllegalActionError, match=r"CR 901\.9"):
        g.apply(PlanarRoll())
    assert len(g.events) == before


def test_not_a_planechase_game() -> None:
    """CR 901.9: without planar decks there is no special action."""
    from tests.dice_rules._util import game
    g = game(PlayerSpec())
    assert PlanarRoll() not in g.legal_actions()
    with pytest.raises(IllegalActionError, match=r"CR 901\.9"):
        g.apply(PlanarRoll())


def test_planeswalker_symbol_planeswalks() -> None:
    """CR 901.8, 901.9c: the planeswalking ability goes on the stack; when it resolves the
    roller planeswalks (CR 701.24b): the plane goes to the bottom of its owner's planar deck
    and the top card of the roller's deck is turned face up."""
    g = planar_game(PlayerSpec(), decks=DECKS)
    g.script_dice([WALK])
    g.apply(PlanarRoll())
    assert [g.objects[o].name for o in g.stack] == ["Planeswalking ability"]
    resolve(g)
    assert _face_up(g) == ["Orochi Colony"]
    assert PLANAR_STATE.get(g) is not None
    assert PLANAR_STATE.get(g).decks[0] == ("Nephalia", "Goldmeadow")
    walked = [e for e in g.events if isinstance(e, ev.Planeswalked)]
    assert walked[-1].name == "Orochi Colony" and walked[-1].away == ("Goldmeadow",)


def test_the_planar_controller_is_the_active_player() -> None:
    """CR 901.6: the face-up plane is controlled by the active player; its chaos ability is
    theirs (Goldmeadow: "create a 0/1 white Goat" for the planar controller)."""
    g = planar_game(PlayerSpec(), decks=(DECKS[1], DECKS[0]), active=1)
    g.script_dice([CHAOS])
    g.apply(PlanarRoll())
    resolve(g)
    goats = [o for o in g.objects.values() if o.name == "Goat" and o.zone == "battlefield"]
    assert [o.controller for o in goats] == [1]


def test_blank_does_nothing_but_roll_triggers() -> None:
    """CR 901.9a: a blank does nothing; the active player gets priority again."""
    g = planar_game(PlayerSpec(), decks=DECKS)
    g.script_dice([BLANK])
    g.apply(PlanarRoll())
    assert g.pending is not None and g.pending.kind == "priority" and g.pending.player == 0
    assert not g.stack and _face_up(g) == ["Goldmeadow"]
    g.apply(PassPriority())


def test_copy_and_save_keep_the_planar_state() -> None:
    """Copies share the immutable planar state; a save replays it exactly."""
    g = planar_game(PlayerSpec(), decks=DECKS)
    g.script_dice([WALK])
    g.apply(PlanarRoll())
    clone = g.copy()
    resolve(g)
    assert _face_up(clone) == ["Goldmeadow"] and _face_up(g) == ["Orochi Colony"]
    from grimoire.rules.game import Game
    loaded = Game.load(g.save(), g.pool)
    assert PLANAR_STATE.get(loaded) == PLANAR_STATE.get(g)
