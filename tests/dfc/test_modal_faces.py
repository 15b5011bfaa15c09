"""Modal double-faced cards in real games (CR 712.3, 712.8, 712.11-712.14; issues #12-#14).

Records are the 2025-09-25 Oracle list's (Scryfall fields, no ``layout``); the expectations
come from the rules and the cards' rulings (``grimoire card "Emeria's Call"``): "To determine
whether it is legal to play a modal double-faced card, consider only the characteristics of
the face you're playing", "The mana value ... On the stack and battlefield, consider whichever
face is up. In all other zones, consider only the front face", "A modal double-faced card
can't be transformed", "If an effect puts a double-faced card onto the battlefield, it enters
with its front face up".
"""

from __future__ import annotations

from typing import Any

import pytest
from tests.dice_rules._util import game, ids, lands, one, perm, resolve

from grimoire.agents.ai import AIAgent
from grimoire.agents.random import RandomAgent
from grimoire.errors import IllegalActionError
from grimoire.oracle.compiler import compile_card
from grimoire.oracle.coverage import coverage
from grimoire.oracle.faces import face_gap, is_modal, modal_definition
from grimoire.pool import CardPool
from grimoire.rules import events as ev
from grimoire.rules import query, zones
from grimoire.rules.actions import Action, CastSpell, Choose, PassPriority, PlayLand
from grimoire.rules.faces import FACE_UP
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec
from grimoire.rules.transform import enter_transformed, transform


def _face(name: str, cost: str, type_line: str, text: str,
          pt: tuple[str, str] | None = None) -> dict[str, Any]:
    return {"name": name, "mana_cost": cost, "type_line": type_line, "oracle_text": text,
            "power": pt[0] if pt else None, "toughness": pt[1] if pt else None}


def _card(front: dict[str, Any], back: dict[str, Any]) -> dict[str, Any]:
    """A modal DFC record as the Oracle list holds it (``card_faces``, no ``layout``)."""
    return {"name": f"{front['name']} // {back['name']}",
            "type_line": f"{front['type_line']} // {back['type_line']}",
            "mana_cost": None, "oracle_text": None, "card_faces": [front, back]}


SEJIRI = _card(
    _face("Sejiri Shelter", "{1}{W}", "Instant", "Target creature you control gains "
          "protection from the color of your choice until end of turn."),
    _face("Sejiri Glacier", "", "Land", "This land enters tapped.\n{T}: Add {W}."))
PATHWAY = _card(_face("Brightclimb Pathway", "", "Land", "{T}: Add {W}."),
                _face("Grimclimb Pathway", "", "Land", "{T}: Add {B}."))
EMERIA = _card(
    _face("Emeria's Call", "{4}{W}{W}{W}", "Sorcery", "Create two 4/4 white Angel Warrior "
          "creature tokens with flying. Non-Angel creatures you control gain indestructible "
          "until your next turn."),
    _face("Emeria, Shattered Skyclave", "", "Land", "As this land enters, you may pay 3 "
          "life. If you don't, it enters tapped.\n{T}: Add {W}."))
EGON = _card(
    _face("Egon, God of Death", "{2}{B}", "Legendary Creature — God", "Deathtouch\nAt the "
          "beginning of your upkeep, exile two cards from your graveyard. If you can't, "
          "sacrifice Egon and draw a card.", ("6", "6")),
    _face("Throne of Death", "{B}", "Legendary Artifact", "At the beginning of your upkeep, "
          "mill a card.\n{2}{B}, {T}, Exile a creature card from your graveyard: Draw a card."))
CELEBRANT = _card(  # made up of two real faces: a creature front, an instant back (no
    # compiled modal card has an instant back face; CR 712.11c)
    _face("Selfless Glyphweaver", "{2}{W}", "Creature — Human Cleric", "Exile this creature: "
          "Creatures you control gain indestructible until end of turn.", ("2", "3")),
    _face("Jwari Disruption", "{1}{U}", "Instant",
          "Counter target spell unless its controller pays {1}."))

DEFS = tuple(d for d in (modal_definition(r) for r in (SEJIRI, PATHWAY, EMERIA, EGON,
                                                         CELEBRANT)) if d is not None)
RECLAIM = compile_card("Splendid Reclamation", "Sorcery", "{3}{G}",
                       "Return all land cards from your graveyard to the battlefield tapped.")
ZIGGURAT = compile_card("Ancient Ziggurat", "Land", "", "{T}: Add one mana of any color. "
                        "Spend this mana only to cast a creature spell.")


def _game(hand: tuple[str, ...], battlefield: tuple[Any, ...] = (), step: str = "main1",
          **kwargs: Any) -> Game:
    return game(PlayerSpec(hand=hand, battlefield=battlefield, **kwargs), step=step,
                extra=(*DEFS, RECLAIM, ZIGGURAT))


def test_records_are_modal_and_both_faces_compile() -> None:
    """CR 712.3: two independent faces, each compiled; honoured, so no face gap (coverage
    counts the card only if both faces compile)."""
    assert is_modal(SEJIRI) and is_modal(PATHWAY) and face_gap(SEJIRI) is None
    card = CardPool([SEJIRI]).get("Sejiri Shelter // Sejiri Glacier")
    assert card.name == "Sejiri Shelter" and card.back is None
    assert [f.name for f in card.faces] == ["Sejiri Glacier"]
    assert CardPool([SEJIRI, PATHWAY]).support_problems("Sejiri Shelter") == []
    # Emeria's Call: "gain indestructible until your next turn" is honoured (CR 611.2a)
    unread = _card(_face("Odd Call", "{W}", "Sorcery", "Juggle this card over your shoulder."),
                   _face("Odd Skyclave", "", "Land", "{T}: Add {W}."))
    report = coverage([SEJIRI, PATHWAY, EMERIA, unread])
    assert report.passed == ["Sejiri Shelter // Sejiri Glacier",
                             "Brightclimb Pathway // Grimclimb Pathway",
                             "Emeria's Call // Emeria, Shattered Skyclave"]
    # a front face with text the compiler doesn't read: not playable
    assert CardPool([unread]).support_problems("Odd Call")[0].startswith("not understood")


def test_in_hand_only_the_front_face_counts() -> None:
    """CR 712.8a: in a hand it has only its front face's characteristics: Sejiri Shelter is
    an instant (no land), mana value 2; Emeria's Call's mana value is 7; a Pathway is a
    colorless land (no mana cost, no color indicator: CR 105.2, 202.2)."""
    g = _game(("Sejiri Shelter", "Emeria's Call", "Brightclimb Pathway"))
    shelter = g.objects[one(g, "Sejiri Shelter", "hand")]
    assert not shelter.info.is_land and shelter.info.is_instant
    assert shelter.info.mana_value == 2
    assert g.objects[one(g, "Emeria's Call", "hand")].info.mana_value == 7
    pathway = g.objects[one(g, "Brightclimb Pathway", "hand")]
    assert pathway.info.is_land and pathway.info.colors == frozenset()


def test_legal_actions_list_each_face() -> None:
    """CR 712.11b, 712.12: the player chooses the face; a land face is played (a land drop),
    a spell face cast; both faces of a Pathway are lands."""
    g = _game(("Sejiri Shelter", "Brightclimb Pathway"), (perm("Grizzly Bears"),
                                                          *lands("Plains", 2)))
    shelter = one(g, "Sejiri Shelter", "hand")
    pathway = one(g, "Brightclimb Pathway", "hand")
    legal = g.legal_actions()
    assert PlayLand(shelter, 1) in legal and PlayLand(shelter, 0) not in legal
    assert any(isinstance(a, CastSpell) and a.card == shelter and a.face == 0 for a in legal)
    assert not any(isinstance(a, CastSpell) and a.face == 1 for a in legal)  # CR 305.9
    assert PlayLand(pathway, 0) in legal and PlayLand(pathway, 1) in legal


def test_playing_the_back_face_is_the_land_drop() -> None:
    """CR 712.12, 305.2: played as Sejiri Glacier it enters with that face up (tapped, its
    own text) and uses the land play: a second land is illegal and changes nothing."""
    g = _game(("Sejiri Shelter", "Brightclimb Pathway"))
    g.apply(PlayLand(one(g, "Sejiri Shelter", "hand"), 1))
    glacier = g.objects[one(g, "Sejiri Glacier")]
    assert glacier.info.is_land and glacier.tapped and FACE_UP in glacier.flags
    assert glacier.info.mana_value == 0  # CR 712.8f: the face that is up
    assert g.players[0].lands_played == 1
    assert any(isinstance(e, ev.LandPlayed) and e.name == "Sejiri Glacier" for e in g.events)
    pathway = one(g, "Brightclimb Pathway", "hand")
    before = g.save()
    with pytest.raises(IllegalActionError, match="already played a land"):
        g.apply(PlayLand(pathway, 1))
    assert g.save() == before
    assert not any(isinstance(a, PlayLand) for a in g.legal_actions())


def test_a_face_the_card_lacks_is_refused() -> None:
    """A face index the card doesn't have, or a spell face played as a land, is an illegal
    action naming the rule; nothing changes."""
    g = _game(("Sejiri Shelter", "Grizzly Bears"), (perm("Grizzly Bears"),
                                                    *lands("Plains", 2)))
    shelter = one(g, "Sejiri Shelter", "hand")
    before = g.save()
    with pytest.raises(IllegalActionError, match="no face 2") as error:
        g.apply(CastSpell(shelter, face=2))
    assert "712.11b" in str(error.value)
    with pytest.raises(IllegalActionError, match="not a land"):
        g.apply(PlayLand(shelter, 0))  # CR 305.1: the front face is an instant
    with pytest.raises(IllegalActionError, match="no face 1"):
        g.apply(PlayLand(one(g, "Grizzly Bears", "hand"), 1))
    with pytest.raises(IllegalActionError):
        g.apply(CastSpell(shelter, face=1))  # CR 305.9: a land face is played, not cast
    assert g.save() == before


def test_back_face_spell_on_the_stack_and_battlefield() -> None:
    """CR 712.11b, 712.8f, 712.13: cast as Throne of Death, the spell has only that face's
    characteristics (mana value 1 on the stack, 3 in the hand) and the permanent enters
    with it up; leaving the battlefield it is Egon again (CR 400.7, 712.8a)."""
    g = _game(("Egon, God of Death",), lands("Swamp", 1))
    egon = one(g, "Egon, God of Death", "hand")
    assert g.objects[egon].info.mana_value == 3
    legal = g.legal_actions()
    assert not any(isinstance(a, CastSpell) and a.face == 0 for a in legal)  # {2}{B}
    g.apply(CastSpell(egon, face=1))
    spell = g.objects[g.stack[-1]]
    assert spell.name == "Throne of Death" and spell.info.mana_value == 1
    assert spell.info.card.card_types == ("artifact",)
    assert any(isinstance(e, ev.SpellCast) and e.name == "Throne of Death" for e in g.events)
    resolve(g)
    throne = g.objects[one(g, "Throne of Death")]
    assert not query.is_creature(g, throne) and throne.info.is_legendary
    hand = zones.move(g, throne.id, "hand")
    assert g.objects[hand].name == "Egon, God of Death"
    assert FACE_UP not in g.objects[hand].flags


def test_only_the_cast_face_is_evaluated() -> None:
    """CR 712.11c: only the face cast is evaluated. In an upkeep the creature front face
    can't be cast (CR 307.1) and the instant back face has no spell to target (CR 601.2c);
    with a spell on the stack, the instant back face counters it; it leaves the stack as its
    front face (CR 712.8a): the graveyard holds a creature card of mana value 3."""
    g = _game(("Selfless Glyphweaver",), lands("Island", 2), step="upkeep")
    glyph = one(g, "Selfless Glyphweaver", "hand")
    assert not [a for a in g.legal_actions() if isinstance(a, CastSpell)]
    with pytest.raises(IllegalActionError, match="sorcery speed"):
        g.apply(CastSpell(glyph))
    g = game(PlayerSpec(hand=("Grizzly Bears",), battlefield=lands("Forest", 2)),
             PlayerSpec(hand=("Selfless Glyphweaver",), battlefield=lands("Island", 2)),
             extra=DEFS)
    g.apply(CastSpell(one(g, "Grizzly Bears", "hand")))
    g.apply(PassPriority())
    glyph = one(g, "Selfless Glyphweaver", "hand")
    counter = CastSpell(glyph, ((g.stack[-1],),), face=1)
    assert counter in g.legal_actions()
    g.apply(counter)
    disruption = g.objects[g.stack[-1]]
    assert disruption.name == "Jwari Disruption" and disruption.info.mana_value == 2
    resolve(g)  # the Bears' controller can't pay {1}: both lands were tapped for it
    assert ids(g, "Grizzly Bears", "graveyard")
    card = g.objects[one(g, "Selfless Glyphweaver", "graveyard")]
    assert card.info.is_creature and card.info.mana_value == 3


def test_mana_spent_only_on_creature_spells_reads_the_face_cast() -> None:
    """CR 712.11c, 106.6: with only "Spend this mana only to cast a creature spell" mana,
    Egon (a creature) can be cast and Throne of Death (an artifact) can't; the answer for
    one face is not reused for the other."""
    g = _game(("Egon, God of Death",), lands("Ancient Ziggurat", 3))
    egon = one(g, "Egon, God of Death", "hand")
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell)]
    assert [a.face for a in casts] == [0]
    with pytest.raises(IllegalActionError):
        g.apply(CastSpell(egon, face=1))
    g.apply(CastSpell(egon))
    assert g.objects[g.stack[-1]].name == "Egon, God of Death"


def test_land_face_that_asks_as_it_enters() -> None:
    """Emeria, Shattered Skyclave (CR 614.12a): the back face's own "As this land enters,
    you may pay 3 life" asks; paid, it enters untapped."""
    g = _game(("Emeria's Call",))
    g.apply(PlayLand(one(g, "Emeria's Call", "hand"), 1))
    assert g.pending is not None and g.pending.kind == "yes_no"
    g.apply(Choose(True))
    emeria = g.objects[one(g, "Emeria, Shattered Skyclave")]
    assert not emeria.tapped and g.players[0].life == 17
    assert g.players[0].lands_played == 1


def test_pathway_back_face_makes_its_own_color() -> None:
    """CR 712.12: Grimclimb Pathway enters with that face up: it taps for {B}, not {W}."""
    g = _game(("Brightclimb Pathway",))
    g.apply(PlayLand(one(g, "Brightclimb Pathway", "hand"), 1))
    grim = g.objects[one(g, "Grimclimb Pathway")]
    produced = {m for s in grim.info.mana_sources for b in s.bundles for m in b}
    assert produced == {"B"}


def test_put_onto_the_battlefield_by_an_effect_enters_front_face_up() -> None:
    """CR 712.14, 712.8a (ruling: "If an effect puts a double-faced card onto the
    battlefield, it enters with its front face up"): Splendid Reclamation returns "land
    cards": the Pathway (its front face a land) returns as Brightclimb Pathway, even after
    it was played as Grimclimb; Sejiri Shelter, an instant card there, stays."""
    g = _game(("Brightclimb Pathway", "Splendid Reclamation"), lands("Forest", 4),
              graveyard=("Sejiri Shelter",))
    g.apply(PlayLand(one(g, "Brightclimb Pathway", "hand"), 1))
    grim = one(g, "Grimclimb Pathway")
    zones.move(g, grim, "graveyard")  # destroyed: a new object, its front face (400.7)
    card = g.objects[one(g, "Brightclimb Pathway", "graveyard")]
    assert FACE_UP not in card.flags
    g.apply(CastSpell(one(g, "Splendid Reclamation", "hand")))
    resolve(g)
    back = g.objects[one(g, "Brightclimb Pathway")]
    assert back.tapped and FACE_UP not in back.flags
    assert ids(g, "Sejiri Shelter", "graveyard")  # not a land card (CR 712.8a)


def test_discarded_or_milled_it_is_the_front_face() -> None:
    """CR 712.8a: a card put into a graveyard from a hand or library is its front face (an
    instant), and a land played as its back face that dies is too."""
    g = _game(("Sejiri Shelter",), library=("Sejiri Shelter", "Plains", "Plains"))
    top = g.players[0].library[-1]
    milled = g.objects[zones.move(g, top, "graveyard")]
    assert milled.name == "Sejiri Shelter" and milled.info.is_instant
    g.apply(PlayLand(one(g, "Sejiri Shelter", "hand"), 1))
    died = g.objects[zones.move(g, one(g, "Sejiri Glacier"), "graveyard")]
    assert died.name == "Sejiri Shelter" and not died.info.is_land
    assert died.info.mana_value == 2


def test_transform_does_not_turn_a_modal_card_over() -> None:
    """CR 701.28c, 712.9 (ruling: "A modal double-faced card can't be transformed or be put
    onto the battlefield transformed"): nothing happens, either face up."""
    g = _game(("Egon, God of Death",), (perm("Egon, God of Death"), *lands("Swamp", 1)))
    egon = g.objects[one(g, "Egon, God of Death")]
    assert transform(g, egon) is False and egon.name == "Egon, God of Death"
    assert enter_transformed(egon) is False
    g.apply(CastSpell(one(g, "Egon, God of Death", "hand"), face=1))
    resolve(g)
    throne = g.objects[one(g, "Throne of Death")]
    assert transform(g, throne) is False and throne.name == "Throne of Death"


def test_copy_and_replay_keep_the_face_up() -> None:
    """A save (replayed) and a copy of the game keep the land played as its back face."""
    g = _game(("Brightclimb Pathway",))
    g.apply(PlayLand(one(g, "Brightclimb Pathway", "hand"), 1))
    assert ids(g.copy(), "Grimclimb Pathway")
    assert ids(Game.load(g.save(), g.pool), "Grimclimb Pathway")


def _ai(g: Game) -> Action:
    assert g.pending is not None
    return AIAgent(0).decide(g.view(0), g.pending)


def test_ai_plays_the_land_face_only_without_another_land() -> None:
    """The AI values a spell // land card's land face as a land drop when it has no other
    land (CR 712.12, 305.2), and keeps it for its spell face when a plain land is there."""
    g = _game(("Sejiri Shelter", "Grizzly Bears"))
    action = _ai(g)
    assert action == PlayLand(one(g, "Sejiri Shelter", "hand"), 1)
    g = _game(("Sejiri Shelter", "Plains"))
    action = _ai(g)
    assert action == PlayLand(one(g, "Plains", "hand"))
    g = _game(("Brightclimb Pathway", "Grizzly Bears", "Vampire Nighthawk"))
    action = _ai(g)  # a black spell in hand
    assert action == PlayLand(one(g, "Brightclimb Pathway", "hand"), 1)


def test_agents_pick_either_face_in_games() -> None:
    """Random and AI agents run games holding modal cards without errors; across seeds the
    random agent plays back faces and the AI plays their lands."""
    hand = ("Sejiri Shelter", "Brightclimb Pathway", "Egon, God of Death",
            "Selfless Glyphweaver")  # (Emeria's Call's front face isn't compiled)
    seen: set[str] = set()
    for seed in range(4):
        for agents in ((RandomAgent(seed), RandomAgent(seed + 1)),
                       (AIAgent(seed), AIAgent(seed + 1))):
            spec = PlayerSpec(hand=hand, library=hand * 3, battlefield=(
                *lands("Plains", 2), *lands("Swamp", 2), *lands("Island", 2)))
            g = game(spec, spec, seed=seed, extra=(*DEFS, RECLAIM))
            g.run(agents, max_decisions=300)
            seen |= {e.name for e in g.events if isinstance(e, ev.LandPlayed | ev.SpellCast)}
    assert {"Sejiri Glacier", "Grimclimb Pathway", "Throne of Death", "Sejiri Shelter",
            "Brightclimb Pathway"} <= seen


def test_learning_encoding_describes_the_face_played() -> None:
    """The RL action features describe the face played or cast (CR 712.11b, 712.12):
    Sejiri Shelter played as Sejiri Glacier is a land of mana value 0, cast it is an instant
    of mana value 2."""
    pytest.importorskip("numpy")
    from grimoire.rl.encoding import ACTION_KINDS, Slot, _slot_features
    g = _game(("Sejiri Shelter",))
    shelter = one(g, "Sejiri Shelter", "hand")
    view = g.view(0)
    card = len(ACTION_KINDS)  # the card features follow the kind: present, mana value, land
    played = _slot_features(view, Slot(PlayLand(shelter, 1)), {})
    assert played[card:card + 3] == [1.0, 0.0, 1.0]
    cast = _slot_features(view, Slot(CastSpell(shelter)), {})
    assert cast[card:card + 3] == [1.0, 0.2, 0.0]
