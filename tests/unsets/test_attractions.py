"""Attractions (CR 717): the Attraction deck (CR 717.2), lights (CR 717.1), opening
(CR 701.48), and the roll to visit as the precombat main phase begins (CR 505.5, 701.49a,
702.159a)."""

from __future__ import annotations

import pytest
from tests.dice_rules._util import ids, lands, one, perm, resolve
from tests.unsets._cards import all_cards
from tests.unsets._util import unset_game

from grimoire.errors import DeckError
from grimoire.mechanics import attractions
from grimoire.rules import events as ev
from grimoire.rules import query
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec


def _to_main(booth_lights: list[int], natural: int, *, seat: int = 0) -> Game:
    """Alice's upkeep; ``seat`` controls Information Booth lit up at ``booth_lights``; pass
    to the precombat main phase, rolling ``natural`` to visit."""
    booth = PlayerSpec(battlefield=(perm("Information Booth"),))
    players = (booth, PlayerSpec()) if seat == 0 else (PlayerSpec(), booth)
    lights: list[list[list[object]]] = [[], []]
    lights[seat] = [[0, booth_lights]]
    g = unset_game(*players, step="upkeep", extra=all_cards(),
                   supplementary={"lights": lights})
    g.script_dice([natural])
    while g.step != "main1":
        g.apply(PassPriority())
    return g


def test_visit_roll_as_main_phase_begins_triggers_lit_attraction() -> None:
    """CR 505.5, 717.4: the active player rolls to visit; CR 717.5: 5 is lit up on the
    Booth, so its visit ability triggers and draws a card."""
    g = _to_main([2, 5], 5)
    assert [e.result for e in g.events if isinstance(e, ev.VisitRolled)] == [5]
    hand = len(g.players[0].hand)
    resolve(g)
    assert len(g.players[0].hand) == hand + 1


def test_unlit_result_visits_nothing() -> None:
    """CR 701.49a: a 3 isn't lit up on a [2 5] Booth: nothing is visited."""
    g = _to_main([2, 5], 3)
    assert any(isinstance(e, ev.VisitRolled) for e in g.events)
    assert not g.stack


def test_no_roll_without_an_attraction() -> None:
    """CR 505.5: only a player who controls an Attraction rolls to visit: the opponent's
    Booth neither makes Alice roll nor triggers."""
    g = _to_main([1, 2, 3, 4, 5, 6], 4, seat=1)
    assert not any(isinstance(e, ev.VisitRolled) for e in g.events)
    assert g.scripted_dice == (4,)


def test_open_an_attraction_puts_the_top_card_onto_the_battlefield() -> None:
    """CR 701.48b: Coming Attraction opens the top card of the Attraction deck, which keeps
    its lights (CR 717.1); next turn's visit roll of 6 visits it (Clown Extruder)."""
    g = unset_game(PlayerSpec(hand=("Coming Attraction",), battlefield=lands("Forest", 3)),
                   extra=all_cards(),
                   supplementary={"attractions": [["Clown Extruder [1 6]",
                                                   "Information Booth [2]"], []]})
    g.apply(CastSpell(one(g, "Coming Attraction", "hand")))
    resolve(g)
    extruder = one(g, "Clown Extruder")
    assert g.objects[extruder].controller == 0
    assert attractions.state(g).lights_of(extruder) == (1, 6)
    assert len(attractions.state(g).decks[0]) == 1
    assert one(g, "Information Booth", "command")


def test_attraction_entries_need_lights() -> None:
    """CR 717.1: lights vary by printing, so an entry without them is a DeckError."""
    with pytest.raises(DeckError):
        unset_game(PlayerSpec(), extra=all_cards(),
                   supplementary={"attractions": [["Clown Extruder"], []]})
    with pytest.raises(DeckError):
        unset_game(PlayerSpec(), extra=all_cards(),
                   supplementary={"attractions": [["Coming Attraction [1]"], []]})


def test_a_destroyed_attraction_goes_to_the_junkyard() -> None:
    """CR 717.6: an Attraction card that would go to the graveyard goes to the command zone
    instead, in its owner's junkyard (CR 717.6a), not back into the Attraction deck."""
    g = unset_game(PlayerSpec(hand=("Naturalize",), battlefield=(
        perm("Clown Extruder"), *lands("Forest", 2))), extra=all_cards(),
        supplementary={"attractions": [["Information Booth [2]"], []],
                       "lights": [[[0, [1, 6]]], []]})
    extruder = one(g, "Clown Extruder")
    g.apply(CastSpell(one(g, "Naturalize", "hand"), targets=((extruder,),)))
    resolve(g)
    junk = attractions.junkyard(g, 0)
    assert [g.objects[o].name for o in junk] == ["Clown Extruder"]
    assert [g.objects[o].name for o in g.players[0].graveyard] == ["Naturalize"]
    assert [g.objects[o].name for o in attractions.state(g).decks[0]] == ["Information Booth"]


def test_step_right_up_opens_two() -> None:
    """ "Open two Attractions": the top two cards, one at a time (CR 701.48b); with the
    deck then empty, nothing more happens (CR 701.48a)."""
    g = unset_game(PlayerSpec(hand=("Step Right Up", "Step Right Up"),
                              battlefield=lands("Swamp", 8)), extra=all_cards(),
                   supplementary={"attractions": [["Clown Extruder [1 6]",
                                                   "Information Booth [2]"], []]})
    g.apply(CastSpell(ids(g, "Step Right Up", "hand")[0]))
    resolve(g)
    assert {g.objects[o].name for o in g.battlefield if g.objects[o].controller == 0} >= {
        "Clown Extruder", "Information Booth"}
    assert attractions.state(g).decks[0] == ()


def test_soul_swindler_is_indestructible_after_a_visit() -> None:
    """CR 701.49a: a roll to visit with a lit-up result visits the Attraction; "as long as
    you've visited an Attraction this turn" then holds (CR 611.3a), not after an unlit
    result."""
    for natural, expected in ((4, True), (3, False)):
        g = unset_game(PlayerSpec(battlefield=(perm("Information Booth"),
                                               perm("Soul Swindler"))),
                       step="upkeep", extra=all_cards(),
                       supplementary={"lights": [[[0, [4]]], []]})
        swindler = one(g, "Soul Swindler")
        assert "indestructible" not in query.keywords(g, g.objects[swindler])
        g.script_dice([natural])
        while g.step != "main1":
            g.apply(PassPriority())
        resolve(g)
        assert ("indestructible" in query.keywords(g, g.objects[swindler])) is expected
        assert any(isinstance(e, ev.AttractionVisited) for e in g.events) is expected


def test_counting_attractions_visited_this_turn() -> None:
    """ "for each Attraction you've visited this turn" (CR 701.49a): a roll of 2 visits the
    two Attractions with 2 lit up, not the third."""
    from grimoire.oracle.compiler import compile_source
    counter = compile_source({"name": "Visit Counter", "type_line": "Sorcery",
                              "mana_cost": "{B}", "oracle_text": (
                                  "Draw a card for each Attraction you've visited this turn.")})
    g = unset_game(PlayerSpec(hand=("Visit Counter",), battlefield=(
        perm("Clown Extruder"), perm("Clown Extruder"), perm("Information Booth"),
        *lands("Swamp", 1))), step="upkeep", extra=[*all_cards(), counter],
        supplementary={"lights": [[[0, [2]], [1, [2, 5]], [2, [6]]], []]})
    g.script_dice([2])
    while g.step != "main1":
        g.apply(PassPriority())
    resolve(g)
    hand = len(g.players[0].hand)
    g.apply(CastSpell(one(g, "Visit Counter", "hand")))
    resolve(g)
    assert len(g.players[0].hand) == hand - 1 + 2


def test_motion_sickness_moves_when_you_visit() -> None:
    """ "Whenever you visit an Attraction" triggers per visited Attraction (CR 701.49a);
    Motion Sickness moves to the target tapped creature (CR 701.3a)."""
    g = unset_game(PlayerSpec(battlefield=(
        perm("Information Booth"), PermanentSpec("Motion Sickness", attached_to=(1, 0)))),
        PlayerSpec(battlefield=(perm("Grizzly Bears", tapped=True),
                                perm("Hill Giant", tapped=True))),
        step="upkeep", extra=all_cards(), supplementary={"lights": [[[0, [5]]], []]})
    aura, giant = one(g, "Motion Sickness"), one(g, "Hill Giant")
    g.script_dice([5])
    while g.step != "main1":
        g.apply(PassPriority())
    while (g.pending is not None and g.pending.kind != "priority") or g.stack:
        kind = g.pending.kind if g.pending is not None else ""
        if kind == "trigger_targets":
            g.apply(Choose(((giant,),)))
        elif kind == "yes_no":
            g.apply(Choose(True))
        elif kind == "order_triggers":
            g.apply(g.legal_actions()[0])
        else:
            g.apply(PassPriority())
    assert g.objects[aura].attached_to == giant
