"""Lightforce's classes. "Choose a color. White creatures you control gain protection from
the chosen color until end of turn." (Brave the Elements: the color chosen as the spell
resolves, CR 608.2d; protection from it, CR 702.16b: can't be targeted by spells of that
color). "Shuffle this artifact and your graveyard into their owner's library." (Elixir of
Immortality's rulings: the artifact from the battlefield if it's still there, the whole
graveyard; CR 701.20a). "This creature enters with X +1/+1 counters on it, where X is the
amount of life you've gained this turn." (Voracious Wurm: counted as it enters, CR 614.1c,
119.3; life lost doesn't subtract)."""

from __future__ import annotations

from tests.deck_classes._cards import assert_honoured, card
from tests.dice_rules._util import activate, game, lands, one, perm, resolve

from grimoire.oracle.compiler import compile_source
from grimoire.rules import query
from grimoire.rules.actions import CastSpell, Choose
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

BRAVE = card("Brave the Elements", "{W}", "Instant",
             "Choose a color. White creatures you control gain protection from the chosen "
             "color until end of turn.")
ELIXIR = card("Elixir of Immortality", "{1}", "Artifact",
              "{2}, {T}: You gain 5 life. Shuffle this artifact and your graveyard into their "
              "owner's library.")
WURM = card("Voracious Wurm", "{1}{G}", "Creature — Wurm",
            "This creature enters with X +1/+1 counters on it, where X is the amount of life "
            "you've gained this turn.", "2/2")
STAG = card("Stag Beetle", "{3}{G}{G}", "Creature — Insect",
            "This creature enters with X +1/+1 counters on it, where X is the number of other "
            "creatures on the battlefield.", "0/0")


def test_the_records_are_honoured() -> None:
    assert_honoured((BRAVE, ELIXIR, WURM, STAG))


def _game(mine: tuple[str, ...], hand: tuple[str, ...], graveyard: tuple[str, ...] = (),
          theirs: tuple[str, ...] = ()) -> Game:
    me = PlayerSpec(hand=hand, graveyard=graveyard,
                    battlefield=(*(perm(n) for n in mine), *lands("Plains", 3),
                                 *lands("Mountain", 2), *lands("Forest", 5)))
    them = PlayerSpec(battlefield=tuple(perm(n) for n in theirs))
    return game(me, them, extra=[compile_source(r) for r in (BRAVE, ELIXIR, WURM, STAG)])


def _shock_targets(g: Game) -> set[int]:
    return {t for a in g.legal_actions() if isinstance(a, CastSpell)
            and g.objects[a.card].name == "Shock" for (t,) in a.targets if isinstance(t, int)}


def test_white_creatures_gain_protection_from_the_chosen_color() -> None:
    """Red chosen: player 0's Serra Angel (white) can't be the target of Shock (red); their
    Grizzly Bears (green) and the opponent's white Youthful Knight still can."""
    g = _game(("Serra Angel", "Grizzly Bears"), ("Brave the Elements", "Shock"),
              theirs=("Youthful Knight",))
    angel, bears, knight = one(g, "Serra Angel"), one(g, "Grizzly Bears"), \
        one(g, "Youthful Knight")
    assert {angel, bears, knight} <= _shock_targets(g)
    g.apply(CastSpell(one(g, "Brave the Elements", "hand")))
    resolve(g, [Choose("R")])
    offered = _shock_targets(g)
    assert angel not in offered and {bears, knight} <= offered


def test_elixir_gains_five_and_shuffles_itself_and_the_graveyard() -> None:
    g = _game(("Elixir of Immortality",), (), graveyard=("Shock", "Grizzly Bears"))
    library = len(g.players[0].library)
    activate(g, "Elixir of Immortality")
    resolve(g)
    assert g.players[0].life == 25
    assert not g.players[0].graveyard and len(g.players[0].library) == library + 3
    assert not [o for o in g.battlefield if g.objects[o].name == "Elixir of Immortality"]


def test_voracious_wurm_counts_the_life_gained_this_turn() -> None:
    """Elixir's 5 life this turn: the Wurm enters with five counters (7/7)."""
    g = _game(("Elixir of Immortality",), ("Voracious Wurm",))
    activate(g, "Elixir of Immortality")
    resolve(g)
    g.apply(CastSpell(one(g, "Voracious Wurm", "hand")))
    resolve(g)
    wurm = g.objects[one(g, "Voracious Wurm")]
    assert wurm.counter("+1/+1") == 5 and query.power(g, wurm) == 7


def test_voracious_wurm_without_life_gained() -> None:
    g = _game((), ("Voracious Wurm",))
    g.apply(CastSpell(one(g, "Voracious Wurm", "hand")))
    resolve(g)
    assert g.objects[one(g, "Voracious Wurm")].counter("+1/+1") == 0


def test_stag_beetle_counts_the_other_creatures_as_it_enters() -> None:
    """Two other creatures (one an opponent's): two counters; the Beetle itself isn't
    counted."""
    g = _game(("Grizzly Bears",), ("Stag Beetle",), theirs=("Hill Giant",))
    g.apply(CastSpell(one(g, "Stag Beetle", "hand")))
    resolve(g)
    assert g.objects[one(g, "Stag Beetle")].counter("+1/+1") == 2
