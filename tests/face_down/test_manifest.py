"""Manifest dread (CR 701.60a) and turning a manifested permanent face up (CR 701.34)."""

from __future__ import annotations

import pytest
from tests.dice_rules._util import game, lands, perm, resolve
from tests.face_down._cards import EXTRA, definitions, face_down_ids, hand_card, turn_ups

from grimoire.errors import IllegalActionError
from grimoire.oracle.support import engine_gaps
from grimoire.rules import query
from grimoire.rules.actions import CastSpell, Choose, PassPriority, TurnFaceUp
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec
from grimoire.rules.view import HiddenObjectError, PlayerView


def _dread(library: tuple[str, ...], pick: int, n_lands: int = 4) -> Game:
    """Cast the sorcery Manifest Dread and manifest the ``pick``-th of the top two cards."""
    g = game(PlayerSpec(hand=("Manifest Dread",), battlefield=lands("Forest", n_lands),
                        library=library), extra=EXTRA)
    g.apply(CastSpell(hand_card(g, "Manifest Dread")))
    resolve(g, [Choose((g.players[0].library[-1 - pick],))])
    return g


def test_cards_compile_without_gaps() -> None:
    """The cards count: no Unimplemented node and no engine gap."""
    for card in definitions("Manifest Dread", "Unsettling Twins"):
        assert not engine_gaps(card), card.name


def test_manifest_dread_manifests_one_and_mills_the_other() -> None:
    """CR 701.60a, 701.34a: one of the top two becomes a face-down 2/2, the other goes to
    the graveyard."""
    g = _dread(("Grizzly Bears", "Lightning Bolt", "Forest"), pick=0)
    (oid,) = face_down_ids(g)
    obj = g.objects[oid]
    assert obj.name == "" and (query.power(g, obj), query.toughness(g, obj)) == (2, 2)
    names = [g.objects[o].name for o in g.players[0].graveyard]
    assert sorted(names) == ["Lightning Bolt", "Manifest Dread"]
    assert PlayerView(g, 0).look(oid).name == "Grizzly Bears"
    with pytest.raises(HiddenObjectError):
        PlayerView(g, 1).look(oid)


def test_manifested_creature_turns_face_up_for_its_mana_cost() -> None:
    """CR 701.34b: a manifested creature card is turned face up for its mana cost."""
    g = _dread(("Grizzly Bears", "Lightning Bolt", "Forest"), pick=0)
    (oid,) = face_down_ids(g)
    assert turn_ups(g) == [TurnFaceUp(oid, mana_cost=True)]  # {1}{G} from 2 untapped Forests
    with pytest.raises(IllegalActionError):
        g.apply(TurnFaceUp(oid))  # no morph cost: CR 702.37e
    g.apply(TurnFaceUp(oid, mana_cost=True))
    obj = g.objects[oid]
    assert obj.name == "Grizzly Bears" and obj.hidden is None and "manifested" not in obj.flags


def test_manifested_instant_stays_face_down() -> None:
    """CR 701.34g: a manifested instant or sorcery card can't be turned face up."""
    g = _dread(("Grizzly Bears", "Lightning Bolt", "Forest"), pick=1)
    (oid,) = face_down_ids(g)
    assert turn_ups(g) == []
    with pytest.raises(IllegalActionError, match="manifested or cloaked creature card"):
        g.apply(TurnFaceUp(oid, mana_cost=True))


def test_enters_trigger_manifests_dread() -> None:
    """Unsettling Twins: "When this creature enters, manifest dread."."""
    g = game(PlayerSpec(hand=("Unsettling Twins",), battlefield=lands("Plains", 4),
                        library=("Shock", "Grizzly Bears", "Forest")), extra=EXTRA)
    g.apply(CastSpell(hand_card(g, "Unsettling Twins")))
    resolve(g)  # the first legal answer: manifest the top card
    (oid,) = face_down_ids(g)
    assert g.objects[oid].hidden is not None
    assert [g.objects[o].name for o in g.players[0].graveyard] == ["Grizzly Bears"]


def test_soul_summons_manifests_the_top_card() -> None:
    """CR 701.34a: "Manifest the top card of your library." (a sorcery)."""
    g = game(PlayerSpec(hand=("Soul Summons",), battlefield=lands("Plains", 2),
                        library=("Hill Giant", "Forest")), extra=EXTRA)
    g.apply(CastSpell(hand_card(g, "Soul Summons")))
    resolve(g)
    (oid,) = face_down_ids(g)
    assert PlayerView(g, 0).look(oid).name == "Hill Giant"
    assert [g.objects[o].name for o in g.players[0].library] == ["Forest"]
    assert "ward" not in query.keywords(g, g.objects[oid])


def test_sultai_emissary_manifests_when_it_dies() -> None:
    """"When this creature dies, manifest the top card of your library." (CR 701.34a)."""
    g = game(PlayerSpec(hand=("Sultai Emissary",), battlefield=lands("Swamp", 2),
                        library=("Grizzly Bears", "Forest")),
             PlayerSpec(hand=("Shock",), battlefield=lands("Mountain", 1)), extra=EXTRA)
    g.apply(CastSpell(hand_card(g, "Sultai Emissary")))
    resolve(g)
    emissary = next(o for o in g.battlefield if g.objects[o].name == "Sultai Emissary")
    g.apply(PassPriority())
    shock = hand_card(g, "Shock", 1)
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == shock
                 and a.targets == ((emissary,),)))
    resolve(g)
    (oid,) = face_down_ids(g)
    assert g.objects[oid].hidden is not None and g.objects[oid].hidden.name == "Grizzly Bears"


def test_cloak_gives_ward_2() -> None:
    """CR 701.56a: a cloaked permanent is a face-down 2/2 with ward {2} (Veiled
    Ascension's "At the beginning of your upkeep, you may cloak the top card of your
    library"; its other abilities don't compile yet, the trigger does)."""
    g = game(PlayerSpec(battlefield=(perm("Veiled Ascension"),),
                        library=("Grizzly Bears", "Forest", "Island")),
             step="end", active=1, extra=EXTRA)
    for _ in range(20):
        if face_down_ids(g) or g.pending is None:
            break
        if g.pending.kind == "yes_no":
            g.apply(Choose(True))
        else:
            g.apply(PassPriority())
    (oid,) = face_down_ids(g)
    obj = g.objects[oid]
    assert "ward" in query.keywords(g, obj) and "cloaked" in obj.flags
    assert (query.power(g, obj), query.toughness(g, obj)) == (2, 2)
    assert g.step == "upkeep" and g.active == 0
