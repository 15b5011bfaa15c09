"""The Jiang Yanggu deck's classes (issue 13): "If you don't control a creature named Mowu,
create Mowu, a legendary 3/3 green Dog creature token." (CR 201.2, 111.4, 608.2c) and
"Search your library and graveyard for a basic land card and a card named Jiang Yanggu,
reveal them, put them into your hand, then shuffle." (CR 701.19a-b: each card may come
from either zone; a hidden zone's card may be left unfound; CR 701.20a)."""

from __future__ import annotations

from tests.deck_classes._cards import assert_honoured, card
from tests.dice_rules._util import activate, cast, game, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import events as ev
from grimoire.rules import query
from grimoire.rules.actions import PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

JIANG = {"name": "Jiang Yanggu", "mana_cost": "{3}{G}",
         "type_line": "Legendary Planeswalker — Yanggu", "loyalty": "3",
         "oracle_text": "+1: Target creature gets +2/+2 until end of turn.\n−1: If you don't "
                        "control a creature named Mowu, create Mowu, a legendary 3/3 green Dog "
                        "creature token.\n−5: Until end of turn, target creature gains trample "
                        "and gets +X/+X, where X is the number of lands you control."}
JOURNEY = card("Journey for the Elixir", "{2}{G}", "Sorcery",
               "Search your library and graveyard for a basic land card and a card named Jiang "
               "Yanggu, reveal them, put them into your hand, then shuffle.")


MOWU = ir.CardDefinition("Mowu", card_types=("creature",), subtypes=("Dog",),
                         supertypes=("legendary",), colors=("G",), power=3, toughness=3)


def _game(me: PlayerSpec) -> Game:
    return game(me, extra=(compile_source(JIANG), compile_source(JOURNEY), MOWU))


def test_the_records_are_honoured() -> None:
    assert_honoured((JIANG, JOURNEY))


def _mowus(g: Game) -> list[int]:
    return [o for o in g.battlefield if g.objects[o].name == "Mowu"]


def test_minus_one_creates_mowu() -> None:
    g = _game(PlayerSpec(battlefield=(perm("Jiang Yanggu", counters=(("loyalty", 3),)),)))
    activate(g, "Jiang Yanggu", nth=1)
    resolve(g)
    (mowu,) = _mowus(g)
    obj = g.objects[mowu]
    assert (query.power(g, obj), query.toughness(g, obj)) == (3, 3)
    assert "legendary" in obj.info.card.supertypes and "Dog" in obj.info.card.subtypes
    assert g.objects[one(g, "Jiang Yanggu")].counter("loyalty") == 2


def test_minus_one_with_mowu_does_nothing_more() -> None:
    """Already controlling a creature named Mowu: no token (the legend rule never comes
    up); the loyalty is still paid (CR 606.4)."""
    me = PlayerSpec(battlefield=(perm("Jiang Yanggu", counters=(("loyalty", 3),)),
                                 perm("Mowu", token=True)))
    g = _game(me)
    activate(g, "Jiang Yanggu", nth=1)
    resolve(g)
    assert len(_mowus(g)) == 1
    assert g.objects[one(g, "Jiang Yanggu")].counter("loyalty") == 2


def test_an_opponents_mowu_does_not_count() -> None:
    """"you don't control": the opponent's Mowu doesn't stop yours."""
    me = PlayerSpec(battlefield=(perm("Jiang Yanggu", counters=(("loyalty", 3),)),))
    g = game(me, PlayerSpec(battlefield=(perm("Mowu", token=True),)),
             extra=(compile_source(JIANG), MOWU))
    activate(g, "Jiang Yanggu", nth=1)
    resolve(g)
    assert len(_mowus(g)) == 2


def _finding(g: Game) -> None:
    """Resolve the stack, finding a card in each search when one can be found (the last
    listed choice; the first is to find nothing, CR 701.19b)."""
    while g.pending is not None and (g.stack or g.pending.kind != "priority"):
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[-1])


def _hand(g: Game) -> list[str]:
    return sorted(g.objects[o].name for o in g.players[0].hand)


def test_journey_finds_both_from_either_zone() -> None:
    """The basic land from the library, Jiang Yanggu from the graveyard; then a shuffle."""
    me = PlayerSpec(hand=("Journey for the Elixir",), library=("Forest", "Hill Giant"),
                    graveyard=("Jiang Yanggu",), battlefield=lands("Forest", 3))
    g = _game(me)
    cast(g, "Journey for the Elixir")
    _finding(g)
    assert _hand(g) == ["Forest", "Jiang Yanggu"]
    assert [e.player for e in g.events if isinstance(e, ev.Shuffled)] == [0]


def test_journey_without_jiang_still_finds_the_land() -> None:
    me = PlayerSpec(hand=("Journey for the Elixir",), library=("Hill Giant",),
                    graveyard=("Swamp",), battlefield=lands("Forest", 3))
    g = _game(me)
    cast(g, "Journey for the Elixir")
    _finding(g)
    assert _hand(g) == ["Swamp"]
