"""Morph, megamorph and disguise in real games (CR 702.37, 702.168, 708)."""

from __future__ import annotations

import pytest
from tests.dice_rules._util import game, lands, perm, resolve
from tests.face_down._cards import (
    EXTRA,
    face_down_cast,
    face_down_ids,
    hand_card,
    turn_ups,
)

from grimoire.errors import IllegalActionError
from grimoire.rules import events as ev
from grimoire.rules import query
from grimoire.rules.actions import (
    CastSpell,
    Choose,
    Concede,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
    TurnFaceUp,
)
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec
from grimoire.rules.view import HiddenObjectError, PlayerView


def _face_down_game(name: str, land: str, n_lands: int, **opponent: object) -> Game:
    """``name`` cast face down for {3} (resolved) with ``n_lands`` lands in all."""
    g = game(PlayerSpec(hand=(name,), battlefield=lands(land, n_lands)),
             PlayerSpec(**opponent),  # type: ignore[arg-type]
             extra=EXTRA)
    g.apply(face_down_cast(g, hand_card(g, name)))
    resolve(g)
    return g


def test_cast_face_down_is_a_nameless_colorless_2_2() -> None:
    """CR 702.37a, 708.2, 708.4: cast for {3} as a 2/2 with no name, text, subtypes, cost."""
    g = game(PlayerSpec(hand=("Battering Craghorn",), battlefield=lands("Mountain", 3)),
             extra=EXTRA)
    card = hand_card(g, "Battering Craghorn")
    cast = face_down_cast(g, card)
    assert CastSpell(card) not in g.legal_actions()  # {2}{R}{R} can't be paid with 3 lands
    g.apply(cast)
    spell = g.objects[g.stack[-1]]
    assert spell.name == "" and spell.info.power == 2 and spell.hidden is not None
    cast_event = next(e for e in g.events if isinstance(e, ev.SpellCast))
    assert cast_event.name == ""  # CR 708.4: only the face-down spell is seen
    assert all(g.objects[o].tapped for o in g.battlefield)  # {3} paid
    resolve(g)
    (oid,) = face_down_ids(g)
    obj = g.objects[oid]
    assert (query.power(g, obj), query.toughness(g, obj)) == (2, 2)
    assert obj.name == "" and not obj.info.colors and not obj.info.subtypes
    assert obj.info.mana_value == 0
    assert "first strike" not in query.keywords(g, obj)  # no text while face down


def test_opponent_view_is_redacted_and_controller_may_look() -> None:
    """CR 708.5: only its controller may look at a face-down permanent."""
    g = _face_down_game("Battering Craghorn", "Mountain", 3)
    (oid,) = face_down_ids(g)
    theirs = PlayerView(g, 1)
    (perm_view,) = [p for p in theirs.battlefield() if p.id == oid]
    assert perm_view.name == "" and (perm_view.power, perm_view.toughness) == (2, 2)
    assert theirs.definition(oid).name == ""
    with pytest.raises(HiddenObjectError):
        theirs.look(oid)
    assert PlayerView(g, 0).look(oid).name == "Battering Craghorn"
    assert all("Battering Craghorn" not in line for line in theirs.describe_log())


def test_turn_face_up_is_a_special_action_paying_the_morph_cost() -> None:
    """CR 116.2b, 702.37e, 708.8: no stack; its own characteristics return."""
    g = _face_down_game("Battering Craghorn", "Mountain", 6)
    (oid,) = face_down_ids(g)
    assert turn_ups(g) == [TurnFaceUp(oid)]
    g.apply(TurnFaceUp(oid))
    obj = g.objects[oid]
    assert obj.name == "Battering Craghorn" and obj.hidden is None and not g.stack
    assert (query.power(g, obj), query.toughness(g, obj)) == (3, 1)
    assert "first strike" in query.keywords(g, obj)
    assert sum(g.objects[o].tapped for o in g.battlefield if o != oid) == 6
    assert any(isinstance(e, ev.TurnedFaceUp) and e.object == oid for e in g.events)
    assert turn_ups(g) == []


def test_turn_face_up_refused_without_the_cost_or_for_the_opponent() -> None:
    """CR 702.37e: the cost must be paid; only the controller may turn it face up."""
    g = _face_down_game("Battering Craghorn", "Mountain", 4)  # one land left: {1}{R}{R} no
    (oid,) = face_down_ids(g)
    assert turn_ups(g) == []
    before = len(g.events)
    with pytest.raises(IllegalActionError):
        g.apply(TurnFaceUp(oid))
    assert g.objects[oid].hidden is not None and len(g.events) == before
    g2 = _face_down_game("Battering Craghorn", "Mountain", 6)
    (oid2,) = face_down_ids(g2)
    g2.apply(PassPriority())  # the opponent has priority now
    assert g2.pending is not None and g2.pending.player == 1
    assert turn_ups(g2) == []
    with pytest.raises(IllegalActionError, match="control"):
        g2.apply(TurnFaceUp(oid2))


def test_megamorph_counter_and_turned_face_up_trigger() -> None:
    """CR 702.37b: a +1/+1 counter; CR 708.8: "When ~ is turned face up" triggers."""
    g = _face_down_game("Ainok Survivalist", "Forest", 5,
                        battlefield=(perm("Ornithopter"),))
    (oid,) = face_down_ids(g)
    g.apply(TurnFaceUp(oid))
    obj = g.objects[oid]
    assert obj.name == "Ainok Survivalist" and obj.counter("+1/+1") == 1
    assert (query.power(g, obj), query.toughness(g, obj)) == (3, 2)
    resolve(g)  # the trigger targets the opponent's only artifact
    assert not [o for o in g.battlefield if g.objects[o].name == "Ornithopter"]


def test_disguise_has_ward_and_enters_abilities_never_trigger() -> None:
    """CR 702.168a: ward {2} while face down; CR 708.3, 708.8: enters abilities don't
    trigger when it enters face down or is turned face up."""
    g = _face_down_game("Hunted Bonebrute", "Swamp", 5)
    (oid,) = face_down_ids(g)
    assert query.keywords(g, g.objects[oid]) >= {"ward"}
    g.apply(TurnFaceUp(oid))
    resolve(g)
    obj = g.objects[oid]
    assert obj.name == "Hunted Bonebrute" and "menace" in query.keywords(g, obj)
    assert "ward" not in query.keywords(g, obj)
    assert not [o for o in g.battlefield if g.objects[o].controller == 1]  # no Dogs


def _bolt_face_down(opponent_lands: int) -> tuple[Game, int]:
    g = game(PlayerSpec(hand=("Hunted Bonebrute",), battlefield=lands("Swamp", 3)),
             PlayerSpec(hand=("Lightning Bolt",),
                        battlefield=lands("Mountain", opponent_lands)),
             extra=EXTRA)
    g.apply(face_down_cast(g, hand_card(g, "Hunted Bonebrute")))
    resolve(g)
    (oid,) = face_down_ids(g)
    g.apply(PassPriority())
    bolt = hand_card(g, "Lightning Bolt", 1)
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == bolt
                 and a.targets == ((oid,),)))
    return g, oid


def test_disguised_ward_counters_an_unpaid_spell() -> None:
    """CR 702.168a, 702.21a: the face-down disguised creature's ward {2} counters a spell
    that targets it unless its controller pays {2}."""
    g, oid = _bolt_face_down(1)
    resolve(g)
    assert oid in g.battlefield and g.objects[oid].damage == 0
    assert [g.objects[o].name for o in g.players[1].graveyard] == ["Lightning Bolt"]


def test_revealed_when_it_leaves_the_battlefield() -> None:
    """CR 708.9: a face-down permanent leaving the battlefield is revealed; its "dies"
    ability doesn't trigger, since the face-down permanent had no abilities (CR 603.10a)."""
    g, oid = _bolt_face_down(3)
    resolve(g, [Choose(True)] * 3)
    assert oid not in g.battlefield
    (dead,) = g.players[0].graveyard
    assert g.objects[dead].name == "Hunted Bonebrute" and g.objects[dead].hidden is None
    assert g.players[1].life == 20
    moved = [e for e in g.events if isinstance(e, ev.ZoneChanged) and e.old == oid]
    assert moved and moved[0].name == ""  # the face-down permanent died, then revealed


def test_copy_and_save_load_keep_the_face_down_state() -> None:
    """Game.copy() and save/load replay keep what is face down."""
    g = _face_down_game("Battering Craghorn", "Mountain", 6)
    (oid,) = face_down_ids(g)
    clone = g.copy()
    g.apply(TurnFaceUp(oid))
    assert clone.objects[oid].hidden is not None and clone.objects[oid].name == ""
    loaded = Game.load(g.save(), g.pool)
    assert loaded.objects[oid].name == "Battering Craghorn"
    assert loaded.objects[oid].hidden is None


def _thopters(g: Game) -> int:
    return sum(1 for o in g.battlefield if g.objects[o].name == "Thopter")


def test_enters_or_turned_face_up_trigger() -> None:
    """CR 603.2, 708.3, 708.8: "When ~ enters or is turned face up" triggers on turning
    face up, not on entering face down; cast face up, it triggers on entering."""
    g = _face_down_game("Gadget Technician", "Island", 5)
    assert _thopters(g) == 0
    (oid,) = face_down_ids(g)
    g.apply(TurnFaceUp(oid))
    resolve(g)
    assert _thopters(g) == 1 and g.objects[oid].name == "Gadget Technician"
    g2 = game(PlayerSpec(hand=("Gadget Technician",),
                         battlefield=(*lands("Island", 2), *lands("Mountain", 2))), extra=EXTRA)
    g2.apply(CastSpell(hand_card(g2, "Gadget Technician")))
    resolve(g2)
    assert _thopters(g2) == 1


def test_turned_face_up_while_attacking_untaps_with_pine_walker() -> None:
    """Pine Walker: "Whenever this creature or another creature you control is turned face
    up, untap that creature." Turned face up while attacking (CR 116.2b: any time with
    priority), it stays attacking and untaps (CR 708.8: effects and status stay)."""
    g = _face_down_game("Pine Walker", "Forest", 5)
    (oid,) = face_down_ids(g)
    for _ in range(300):
        d = g.pending
        assert d is not None
        if d.kind == "declare_attackers" and d.player == 0 and g.turn > 3:
            g.apply(DeclareAttackers(((oid, Seat(1)),)))
            break
        if d.kind == "priority":
            g.apply(PassPriority())
        elif d.kind == "declare_attackers":
            g.apply(DeclareAttackers())
        elif d.kind == "declare_blockers":
            g.apply(DeclareBlockers())
        else:
            g.apply(g.legal_actions()[0])
    assert g.objects[oid].tapped and g.objects[oid].hidden is not None
    g.apply(TurnFaceUp(oid))
    assert g.objects[oid].name == "Pine Walker"
    resolve(g)
    assert not g.objects[oid].tapped and oid in g.combat.attackers


def test_a_land_with_morph_is_cast_face_down_not_played() -> None:
    """CR 702.37c, 305.9: Zoetic Cavern may be played as a land or cast face down for {3}
    (never cast for its mana cost); turned face up it is a land, no longer a creature."""
    g = game(PlayerSpec(hand=("Zoetic Cavern",), battlefield=lands("Mountain", 5)),
             extra=EXTRA)
    card = hand_card(g, "Zoetic Cavern")
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == card]
    assert casts == [face_down_cast(g, card)]
    with pytest.raises(IllegalActionError):
        g.apply(CastSpell(card))
    g.apply(casts[0])
    resolve(g)
    (oid,) = face_down_ids(g)
    assert g.players[0].lands_played == 0 and query.is_creature(g, g.objects[oid])
    g.apply(TurnFaceUp(oid))
    obj = g.objects[oid]
    assert obj.name == "Zoetic Cavern" and not query.is_creature(g, obj) and obj.info.is_land


def test_face_down_cards_are_revealed_at_game_end() -> None:
    """CR 708.9: at the end of the game all face-down permanents are revealed."""
    g = _face_down_game("Battering Craghorn", "Mountain", 3)
    (oid,) = face_down_ids(g)
    with pytest.raises(HiddenObjectError):
        PlayerView(g, 1).look(oid)
    g.apply(Concede(0))
    assert g.result is not None
    assert PlayerView(g, 1).look(oid).name == "Battering Craghorn"


def test_morph_cost_x_is_the_x_of_the_turned_face_up_trigger() -> None:
    """CR 702.37f: with {X} in the morph cost, its other abilities use the X chosen."""
    g = _face_down_game("Warbreak Trumpeter", "Mountain", 8)
    (oid,) = face_down_ids(g)
    assert [a.x for a in turn_ups(g)] == [0, 1, 2]  # {X}{X}{R} from 5 untapped Mountains
    g.apply(TurnFaceUp(oid, x=2))
    resolve(g)
    goblins = [o for o in g.battlefield if g.objects[o].name == "Goblin"]
    assert len(goblins) == 2
    assert sum(g.objects[o].tapped for o in g.battlefield) == 3 + 5
