"""The numeric-die list's planes and phenomena, played in Planechase positions (CR 901.7:
their abilities work while face up in the command zone; CR 311.7 chaos abilities; CR 312.5
encounter abilities; CR 704.6f). Scripted faces: 1 = {CHAOS}, 2 = Planeswalker, 3-6 = blank.
"""

from __future__ import annotations

from tests.dice_rules._util import ids, lands, one, perm, resolve
from tests.planechase._util import planar_game

from grimoire.mechanics.planechase import STATE as PLANAR_STATE
from grimoire.rules import events as ev
from grimoire.rules.actions import Choose, PassPriority, PlanarRoll
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

CHAOS, WALK, BLANK = 1, 2, 3
OTHER = ("Goldmeadow", "Orochi Colony")


def _face_up(g: Game) -> list[str]:
    assert PLANAR_STATE.get(g) is not None
    return [g.objects[o].name for o in PLANAR_STATE.get(g).face_up]


def _plane(g: Game) -> int:
    assert PLANAR_STATE.get(g) is not None
    return PLANAR_STATE.get(g).face_up[0]


def test_ten_wizards_mountain() -> None:
    """Whenever you roll the planar die, +1/+1 counter on up to one target creature (the
    roll triggers it whatever the face, CR 901.9d); whenever chaos ensues, creatures you
    control gain flying until end of turn (CR 311.7)."""
    g = planar_game(PlayerSpec(battlefield=(perm("Grizzly Bears"), *lands("Forest", 1))),
                    PlayerSpec(battlefield=(perm("Hill Giant"),)),
                    decks=(("Ten Wizards Mountain", *OTHER), OTHER))
    bears, giant = one(g, "Grizzly Bears"), one(g, "Hill Giant")
    g.script_dice([BLANK])
    g.apply(PlanarRoll())
    assert g.pending is not None and g.pending.kind == "trigger_targets"
    g.apply(Choose(((bears,),)))
    resolve(g)
    assert g.objects[bears].counters == {"+1/+1": 1}
    g.script_dice([CHAOS])
    g.apply(PlanarRoll())  # the second time this turn costs {1} (CR 901.9)
    while g.pending is not None and (g.stack or g.pending.kind != "priority"):
        if g.pending.kind == "trigger_targets":
            g.apply(Choose(((giant,),)))
        else:
            g.apply(g.legal_actions()[0])
    assert g.objects[giant].counters == {"+1/+1": 1}
    from grimoire.rules import query
    assert query.has_keyword(g, g.objects[bears], "flying")
    assert not query.has_keyword(g, g.objects[giant], "flying")


def test_the_drum_mining_facility() -> None:
    """Whenever you roll the planar die, creatures you control get +1/+1 and gain haste until
    end of turn; whenever chaos ensues, end the turn (CR 721.1)."""
    from grimoire.rules import query
    g = planar_game(PlayerSpec(battlefield=(perm("Grizzly Bears", sick=True),
                                            *lands("Forest", 1))),
                    decks=(("The Drum, Mining Facility", *OTHER), OTHER))
    bears = one(g, "Grizzly Bears")
    g.script_dice([BLANK])
    g.apply(PlanarRoll())
    resolve(g)
    assert query.power(g, g.objects[bears]) == 3
    assert query.has_keyword(g, g.objects[bears], "haste")
    g.script_dice([CHAOS])
    turn = g.turn
    g.apply(PlanarRoll())  # chaos: both the roll trigger and the chaos trigger
    resolve(g)
    assert g.turn == turn + 1 and g.active == 1  # the turn ended (CR 721.1)
    assert query.power(g, g.objects[bears]) == 2


def test_stairs_to_infinity_no_max_hand_size_and_draw() -> None:
    """Players have no maximum hand size (CR 402.2, from the command zone); whenever you roll
    the planar die, draw a card."""
    hand = ("Forest",) * 9
    g = planar_game(PlayerSpec(hand=hand), decks=(("Stairs to Infinity", *OTHER), OTHER),
                    step="main2")
    g.script_dice([BLANK])
    g.apply(PlanarRoll())
    resolve(g)
    assert len(g.players[0].hand) == 10
    for _ in range(6):  # main2 -> end -> cleanup: no discard to seven
        if g.active != 0:
            break
        g.apply(PassPriority())
    assert g.active == 1 and len(g.players[0].hand) == 10


def test_stairs_to_infinity_chaos_reveals_the_planar_top() -> None:
    """Whenever you roll {CHAOS}, reveal the top card of your planar deck; you may put it on
    the bottom."""
    g = planar_game(PlayerSpec(),
                    decks=(("Stairs to Infinity", "Goldmeadow", "Orochi Colony"), OTHER))
    g.script_dice([CHAOS])
    g.apply(PlanarRoll())
    resolve(g, [Choose(True)])  # order the triggers, then "yes" to the bottom
    assert PLANAR_STATE.get(g) is not None
    assert PLANAR_STATE.get(g).decks[0] == ("Orochi Colony", "Goldmeadow")
    assert PLANAR_STATE.get(g).revealed == "Goldmeadow"


def test_pompeii() -> None:
    """When you planeswalk to Pompeii and at the beginning of your upkeep, put an eruption
    counter on it; whenever you roll a blank, scry 2 then a counter; when chaos ensues,
    damage equal to the counters to each creature and player, each player sacrifices a land,
    then planeswalk."""
    g = planar_game(PlayerSpec(battlefield=(perm("Hill Giant"), *lands("Forest", 4))),
                    PlayerSpec(battlefield=(perm("Grizzly Bears"), *lands("Mountain", 1))),
                    decks=(("Goldmeadow", "Pompeii", "Orochi Colony"), OTHER))
    g.script_dice([WALK])
    g.apply(PlanarRoll())
    resolve(g)  # planeswalk to Pompeii, then its trigger
    assert _face_up(g) == ["Pompeii"]
    assert g.objects[_plane(g)].counters == {"eruption": 1}
    g.script_dice([BLANK])
    g.apply(PlanarRoll())  # {1}
    resolve(g)  # scry 2 (first answers), then a counter
    assert g.objects[_plane(g)].counters == {"eruption": 2}
    g.script_dice([CHAOS])
    g.apply(PlanarRoll())  # {2}
    resolve(g)
    assert g.players[0].life == 18 and g.players[1].life == 18
    assert not ids(g, "Grizzly Bears") and ids(g, "Hill Giant")
    assert len(ids(g, "Mountain")) == 0
    assert _face_up(g) == ["Orochi Colony"]  # then planeswalk
    assert PLANAR_STATE.get(g) is not None and PLANAR_STATE.get(g).decks[0][-1] == "Pompeii"


def test_pompeii_upkeep_counter() -> None:
    """ "at the beginning of your upkeep": the planar controller's upkeep (CR 901.6), either
    player's turn (the same ability also triggers on planeswalking to it, CR 603.2)."""
    g = planar_game(PlayerSpec(), decks=(OTHER, ("Pompeii", *OTHER)), step="end", active=1)
    resolve(g)
    for _ in range(10):
        if g.step == "upkeep" and g.stack:
            break
        g.apply(PassPriority())
    resolve(g)
    assert g.active == 0
    assert g.objects[_plane(g)].counters == {"eruption": 1}


def test_chaotic_aether() -> None:
    """When you encounter Chaotic Aether (CR 312.5), blank rolls are {CHAOS} rolls until a
    player planeswalks away from a plane; then the phenomenon is left (CR 704.6f)."""
    g = planar_game(PlayerSpec(battlefield=lands("Forest", 3)),
                    decks=(("Goldmeadow", "Chaotic Aether", "Orochi Colony", "Nephalia"),
                           OTHER))
    g.script_dice([WALK])
    g.apply(PlanarRoll())
    resolve(g)
    assert _face_up(g) == ["Orochi Colony"]  # encountered, then walked away from it
    encounter = [e for e in g.events if isinstance(e, ev.Planeswalked)]
    assert [e.name for e in encounter] == ["Chaotic Aether", "Orochi Colony"]
    assert PLANAR_STATE.get(g) is not None and PLANAR_STATE.get(g).blank_is_chaos
    g.script_dice([BLANK])
    g.apply(PlanarRoll())
    assert [e.face for e in g.events if isinstance(e, ev.PlanarRolled)][-1] == "chaos"
    resolve(g)
    g.script_dice([WALK])
    g.apply(PlanarRoll())
    resolve(g)  # planeswalk away from Murasa, a plane: the effect ends
    assert PLANAR_STATE.get(g) is not None and not PLANAR_STATE.get(g).blank_is_chaos


def test_fixed_point_in_time() -> None:
    """When you encounter Fixed Point in Time, until your next turn a planeswalk from a
    planar die roll becomes chaos (CR 614.1a); it ends as your next turn begins."""
    g = planar_game(PlayerSpec(battlefield=lands("Forest", 3)),
                    decks=(("Goldmeadow", "Fixed Point in Time", "Orochi Colony"), OTHER))
    g.script_dice([WALK])
    g.apply(PlanarRoll())
    resolve(g)
    assert _face_up(g) == ["Orochi Colony"]
    assert PLANAR_STATE.get(g) is not None and PLANAR_STATE.get(g).walk_is_chaos == 0
    g.script_dice([WALK])
    g.apply(PlanarRoll())
    resolve(g)
    assert _face_up(g) == ["Orochi Colony"]  # no planeswalk: chaos ensued instead
    assert any(isinstance(e, ev.ChaosEnsued) for e in g.events)
    for _ in range(40):
        if g.active == 0 and g.turn > 3:
            break
        g.apply(g.legal_actions()[0] if g.pending and g.pending.kind != "priority"
                else PassPriority())
    assert PLANAR_STATE.get(g) is not None and PLANAR_STATE.get(g).walk_is_chaos is None
