""""target <A> and all other <B> with the same name as that <A>" (Echoing Truth, Bile Blight,
Echoing Return): the target and every other <B> with its name (CR 201.2), whoever controls
them, found as the spell resolves (CR 608.2c); if the target is illegal then, the spell
(whose only target it is) doesn't resolve and nothing else is affected (CR 608.2b)."""

from __future__ import annotations

from tests.deck_classes._cards import assert_honoured, card
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.oracle.compiler import compile_source
from grimoire.rules import query, zones
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

TRUTH = card("Echoing Truth", "{1}{U}", "Instant",
             "Return target nonland permanent and all other permanents with the same name as "
             "that permanent to their owners' hands.")
BLIGHT = card("Bile Blight", "{B}{B}", "Instant",
              "Target creature and all other creatures with the same name as that creature "
              "get -3/-3 until end of turn.")
RETURN = card("Echoing Return", "{B}", "Sorcery",
              "Return target creature card and all other cards with the same name as that "
              "card from your graveyard to your hand.")


def test_the_records_are_honoured() -> None:
    assert_honoured((TRUTH, BLIGHT, RETURN))


def _game(hand: str, mine: tuple[str, ...], theirs: tuple[str, ...],
          graveyard: tuple[str, ...] = ()) -> Game:
    me = PlayerSpec(hand=(hand,), graveyard=graveyard,
                    battlefield=(*(perm(n) for n in mine), *lands("Island", 2),
                                 *lands("Swamp", 2)))
    them = PlayerSpec(battlefield=tuple(perm(n) for n in theirs), graveyard=("Grizzly Bears",))
    return game(me, them, extra=[compile_source(r) for r in (TRUTH, BLIGHT, RETURN)])


def _on(g: Game, name: str) -> list[int]:
    return [o for o in g.battlefield if g.objects[o].name == name]


def test_echoing_truth_returns_every_permanent_with_that_name() -> None:
    """Player 0's Grizzly Bears targeted: it and player 1's two Grizzly Bears go to their
    owners' hands; the Hill Giant stays."""
    g = _game("Echoing Truth", ("Grizzly Bears",), ("Grizzly Bears", "Grizzly Bears",
                                                     "Hill Giant"))
    mine = next(o for o in _on(g, "Grizzly Bears") if g.objects[o].controller == 0)
    g.apply(CastSpell(one(g, "Echoing Truth", "hand"), targets=((mine,),)))
    resolve(g)
    assert not _on(g, "Grizzly Bears") and _on(g, "Hill Giant")
    assert [g.objects[o].name for o in g.players[1].hand] == ["Grizzly Bears"] * 2
    assert "Grizzly Bears" in [g.objects[o].name for o in g.players[0].hand]


def test_the_target_gone_nothing_happens() -> None:
    """The targeted Bears leave before Echoing Truth resolves: it doesn't resolve, the other
    Bears stay (CR 608.2b)."""
    g = _game("Echoing Truth", ("Grizzly Bears",), ("Grizzly Bears",))
    mine = next(o for o in _on(g, "Grizzly Bears") if g.objects[o].controller == 0)
    g.apply(CastSpell(one(g, "Echoing Truth", "hand"), targets=((mine,),)))
    zones.move(g, mine, "exile")
    resolve(g)
    assert len(_on(g, "Grizzly Bears")) == 1


def test_bile_blight_shrinks_the_namesakes() -> None:
    """Llanowar Elves targeted: both Elves die (-3/-3); the Hill Giant is untouched."""
    g = _game("Bile Blight", ("Llanowar Elves",), ("Llanowar Elves", "Hill Giant"))
    g.apply(CastSpell(one(g, "Bile Blight", "hand"),
                      targets=((_on(g, "Llanowar Elves")[0],),)))
    resolve(g)
    assert not _on(g, "Llanowar Elves")
    assert query.power(g, g.objects[one(g, "Hill Giant")]) == 3


def test_echoing_return_takes_the_namesakes_from_your_graveyard_only() -> None:
    """Two Grizzly Bears in player 0's graveyard come back; player 1's stays; the Shock
    stays."""
    g = _game("Echoing Return", (), (), graveyard=("Grizzly Bears", "Grizzly Bears", "Shock"))
    bears = [o for o in g.players[0].graveyard if g.objects[o].name == "Grizzly Bears"]
    g.apply(CastSpell(one(g, "Echoing Return", "hand"), targets=((bears[0],),)))
    resolve(g)
    assert sorted(g.objects[o].name for o in g.players[0].hand) == ["Grizzly Bears"] * 2
    assert [g.objects[o].name for o in g.players[0].graveyard] == ["Shock", "Echoing Return"]
    assert len(g.players[1].graveyard) == 1
