"""Whole graveyards as the objects of an effect (CR 404.1): exiling a player's graveyard,
shuffling graveyards (and hands) into libraries (CR 701.20a: the player shuffles; each
card goes to its owner's library, CR 400.3), and a spell shuffling itself into its
owner's library instead of going to the graveyard (CR 608.2n)."""

from __future__ import annotations

from tests.dice_rules._util import activate, cast, game, lands, one, perm, resolve

from grimoire.oracle.compiler import compile_source
from grimoire.oracle.coverage import card_is_compiled
from grimoire.oracle.ir import CardDefinition
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

CRYPT = {"name": "Tormod's Crypt", "mana_cost": "{0}", "type_line": "Artifact",
         "oracle_text": "{T}, Sacrifice this artifact: Exile target player's graveyard."}
NEXUS = {"name": "Mnemonic Nexus", "mana_cost": "{3}{U}", "type_line": "Instant",
         "oracle_text": "Each player shuffles their graveyard into their library."}
ZENITH = {"name": "White Sun's Zenith", "mana_cost": "{X}{W}{W}{W}", "type_line": "Instant",
          "oracle_text": "Create X 2/2 white Cat creature tokens. Shuffle White Sun's Zenith "
          "into its owner's library."}
TWISTER = {"name": "Timetwister", "mana_cost": "{2}{U}", "type_line": "Sorcery",
           "oracle_text": "Each player shuffles their hand and graveyard into their library, "
           "then draws seven cards. (Then put Timetwister into its owner's graveyard.)"}
EXTRA: tuple[CardDefinition, ...] = tuple(
    compile_source(r) for r in (CRYPT, NEXUS, ZENITH, TWISTER))
YARD = ("Grizzly Bears", "Hill Giant", "Forest")


def test_compiled() -> None:
    assert all(card_is_compiled([d]) for d in EXTRA)


def test_exile_target_players_graveyard() -> None:
    """Tormod's Crypt exiles only the target player's graveyard; the Crypt itself, put
    into its owner's graveyard as a cost (CR 701.17a), stays there."""
    g = game(PlayerSpec(battlefield=(perm(CRYPT["name"]),), graveyard=("Forest",)),
             PlayerSpec(graveyard=YARD), extra=EXTRA)
    activate(g, CRYPT["name"], ((Seat(1),),))
    resolve(g)
    assert g.players[1].graveyard == []
    assert sorted(g.objects[o].name for o in g.exile) == sorted(YARD)
    assert {g.objects[o].name for o in g.players[0].graveyard} == {"Forest", CRYPT["name"]}


def test_each_player_shuffles_graveyard_into_library() -> None:
    """Mnemonic Nexus: every graveyard card goes to its owner's library, which is shuffled."""
    g = game(PlayerSpec(hand=(NEXUS["name"],), battlefield=lands("Island", 4),
                        graveyard=("Swamp",)),
             PlayerSpec(graveyard=YARD), extra=EXTRA)
    sizes = [len(p.library) for p in g.players]
    cast(g, NEXUS["name"])
    resolve(g)
    assert g.players[1].graveyard == [] and len(g.players[1].library) == sizes[1] + 3
    assert len(g.players[0].library) == sizes[0] + 1
    assert [g.objects[o].name for o in g.players[0].graveyard] == [NEXUS["name"]]


def test_spell_shuffles_itself_into_library() -> None:
    """White Sun's Zenith with X=2: two Cats, and the card goes into its owner's library,
    not the graveyard (CR 608.2n applies only to a spell still on the stack)."""
    g = game(PlayerSpec(hand=(ZENITH["name"],), battlefield=lands("Plains", 5)), extra=EXTRA)
    size = len(g.players[0].library)
    cast(g, ZENITH["name"], x=2)
    resolve(g)
    cats = [o for o in g.objects.values() if o.zone == "battlefield" and o.name == "Cat"]
    assert len(cats) == 2
    assert not g.players[0].graveyard and len(g.players[0].library) == size + 1
    assert one(g, ZENITH["name"], "library")


def test_hand_and_graveyard_then_draw_seven() -> None:
    """Timetwister: hands and graveyards into libraries, shuffled, then seven cards each;
    Timetwister itself ends in its owner's graveyard."""
    g = game(PlayerSpec(hand=(TWISTER["name"], "Forest"), battlefield=lands("Island", 3),
                        graveyard=("Swamp",)),
             PlayerSpec(hand=("Mountain",), graveyard=YARD), extra=EXTRA)
    total = [len(p.library) + len(p.hand) + len(p.graveyard) for p in g.players]
    cast(g, TWISTER["name"])
    resolve(g)
    assert [len(p.hand) for p in g.players] == [7, 7]
    assert g.players[1].graveyard == []
    assert [g.objects[o].name for o in g.players[0].graveyard] == [TWISTER["name"]]
    assert len(g.players[0].library) + 7 == total[0] - 1
    assert len(g.players[1].library) + 7 == total[1]
