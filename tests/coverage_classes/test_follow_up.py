"""Follow-up sentences that amend the step before them (issue 13):

* "It can't be regenerated." after "If you do, destroy target creature ..." (Necrite): the
  destroy inside "If you do" can't be regenerated (CR 701.19c);
* "Put the rest on the bottom of your library in a random order." after "look at the top
  six cards ... You may exile a legendary creature card from among them." (Djeru and
  Hazoret) and "... on the bottom in a random order" (Loot): the looked-at cards left in the
  library (CR 401.4);
* "It becomes a Rogue in addition to its other types." after a step on that creature: a
  creature type added for good, its others kept (CR 205.1b, 613.1d);
* "Then each player who searched their library this way shuffles." after "each other
  player may search their library for a land card and put that card onto the battlefield"
  (Hired Giant): each player who searched shuffles (CR 701.20a); one who declined doesn't.
"""

from __future__ import annotations

from tests.coverage_classes._cards import card
from tests.deck_classes._cards import assert_honoured
from tests.dice_rules._util import activate, cast, game, lands, one, perm, resolve
from tests.rules.helpers import pass_to_step

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import events as ev
from grimoire.rules.actions import Choose
from grimoire.rules.game import Game
from grimoire.rules.layers import characteristics
from grimoire.rules.position import PlayerSpec

NECRITE = card("Necrite", "{1}{B}{B}", "Creature — Thrull",
               "Whenever this creature attacks and isn't blocked, you may sacrifice it. If you "
               "do, destroy target creature defending player controls. It can't be "
               "regenerated.", "2/2")
DJERU = card("Djeru and Hazoret", "{2}{R}{R}{W}", "Legendary Creature — Human God",
             "As long as you have one or fewer cards in hand, Djeru and Hazoret has vigilance "
             "and haste.\nWhenever Djeru and Hazoret attacks, look at the top six cards of "
             "your library. You may exile a legendary creature card from among them. Put the "
             "rest on the bottom of your library in a random order. Until end of turn, you may "
             "cast the exiled card without paying its mana cost.", "5/4")
LOOT = card("Loot, Exuberant Explorer", "{2}{G}", "Legendary Creature — Beast Noble",
            "You may play an additional land on each of your turns.\n{4}{G}{G}, {T}: Look at "
            "the top six cards of your library. You may reveal a creature card with mana value "
            "less than or equal to the number of lands you control from among them and put it "
            "onto the battlefield. Put the rest on the bottom in a random order.", "1/4")
GIANT = card("Hired Giant", "{3}{R}", "Creature — Giant",
             "When this creature enters, each other player may search their library for a "
             "land card and put that card onto the battlefield. Then each player who searched "
             "their library this way shuffles.", "4/4")
BUTCH = card("Butch DeLoria, Tunnel Snake", "{1}{B}", "Legendary Creature — Human Rogue",
             "Menace\nTunnel Snakes Rule! — Whenever Butch DeLoria attacks, it gets +1/+1 until "
             "end of turn for each other Rogue and/or Snake you control.\n{1}{B}: Put a menace "
             "counter on another target creature. It becomes a Rogue in addition to its other "
             "types.", "2/2")
RECORDS = (NECRITE, DJERU, LOOT, GIANT, BUTCH)


def test_the_records_are_honoured() -> None:
    """Every record compiles whole, with nothing the engine ignores."""
    assert_honoured(RECORDS)


def test_necrite_destroy_cant_be_regenerated() -> None:
    """CR 701.19c: the amended destroy is the one inside "If you do"."""
    destroy = next(n for n in ir.iter_nodes(compile_source(NECRITE))
                   if isinstance(n, ir.Destroy))
    assert destroy.no_regenerate


def test_the_rest_are_the_looked_at_cards() -> None:
    """CR 401.4: the rest (the looked-at cards not exiled / not put onto the battlefield) go
    to the bottom in a random order."""
    for record in (DJERU, LOOT):
        puts = [n for n in ir.iter_nodes(compile_source(record))
                if isinstance(n, ir.PutIntoLibrary)]
        assert [(p.what, p.place, p.order) for p in puts] == [
            (ir.RestOf("looked"), "bottom", "random")], record["name"]


def _giant_game() -> Game:
    me = PlayerSpec(hand=("Hired Giant",), battlefield=lands("Mountain", 4))
    them = PlayerSpec(library=("Grizzly Bears", "Forest", "Grizzly Bears", "Island"))
    return game(me, them, extra=[compile_source(GIANT)])  # type: ignore[arg-type]


def _shuffles(g: Game, player: int) -> int:
    return sum(1 for e in g.events if isinstance(e, ev.Shuffled) and e.player == player)


def test_searcher_shuffles() -> None:
    """CR 701.20a: the opponent searched, so they shuffle after putting the land."""
    g = _giant_game()
    cast(g, "Hired Giant")
    forest = next(o for o in g.players[1].library if g.objects[o].name == "Forest")
    resolve(g, (Choose(True), Choose((forest,))))  # the opponent searches, finds the Forest
    assert _shuffles(g, 1) == 1
    assert [g.objects[o].controller for o in g.battlefield
            if g.objects[o].name == "Forest"] == [1]  # (a new object there, CR 400.7)


def test_declined_search_doesnt_shuffle() -> None:
    """A player who didn't search doesn't shuffle (the sentence names only searchers)."""
    g = _giant_game()
    library = list(g.players[1].library)
    cast(g, "Hired Giant")
    resolve(g, (Choose(False),))
    assert _shuffles(g, 1) == 0
    assert list(g.players[1].library) == library
    assert one(g, "Hired Giant")


def test_becomes_a_rogue_in_addition() -> None:
    """CR 205.1b: the Bears become a Bear Rogue, and stay one after the turn ends."""
    me = PlayerSpec(battlefield=(perm("Butch DeLoria, Tunnel Snake"), perm("Grizzly Bears"),
                                 *lands("Swamp", 2)))
    g = game(me, extra=[compile_source(BUTCH)])  # type: ignore[arg-type]
    bears = one(g, "Grizzly Bears")
    activate(g, "Butch DeLoria, Tunnel Snake", targets=((bears,),))
    resolve(g)
    chars = characteristics(g, g.objects[bears])
    assert set(chars.subtypes) == {"Bear", "Rogue"} and "creature" in chars.types
    assert g.objects[bears].counter("menace") == 1
    pass_to_step(g, "upkeep", active=1)
    assert set(characteristics(g, g.objects[bears]).subtypes) == {"Bear", "Rogue"}
