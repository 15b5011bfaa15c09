"""Grab for Power's classes (issue 13): "<instruction> instead if you control artifacts named
A and B" (CR 608.2c: checked as the ability resolves; CR 201.2: one artifact of each name) —
"Gain control of that creature instead" (the same creature, not tapped then), "It deals 3
damage instead", "Create five of those tokens instead" — and "Whenever a source deals damage
to this creature, that source's controller mills that many cards." (CR 120.3, 701.13)."""

from __future__ import annotations

from tests.deck_classes._cards import assert_honoured, card
from tests.dice_rules._util import activate, cast, game, lands, one, perm, resolve

from grimoire.oracle.compiler import compile_source
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

CROWN = card("Crown of Empires", "{2}", "Artifact",
             "{3}, {T}: Tap target creature. Gain control of that creature instead if you "
             "control artifacts named Scepter of Empires and Throne of Empires.")
SCEPTER = card("Scepter of Empires", "{3}", "Artifact",
               "{T}: This artifact deals 1 damage to target player or planeswalker. It deals 3 "
               "damage instead if you control artifacts named Crown of Empires and Throne of "
               "Empires.")
THRONE = card("Throne of Empires", "{4}", "Artifact",
              "{1}, {T}: Create a 1/1 white Soldier creature token. Create five of those tokens "
              "instead if you control artifacts named Crown of Empires and Scepter of Empires.")
SPHINX = card("Belltower Sphinx", "{4}{U}", "Creature — Sphinx",
              "Flying\nWhenever a source deals damage to this creature, that source's "
              "controller mills that many cards.", "2/5")
RECORDS = (CROWN, SCEPTER, THRONE, SPHINX)


def _game(mine: tuple[str, ...], them: PlayerSpec | None = None,
          hand: tuple[str, ...] = ()) -> Game:
    me = PlayerSpec(hand=hand, battlefield=(*(perm(n) for n in mine), *lands("Mountain", 4)))
    return game(me, them, extra=[compile_source(r) for r in RECORDS])


def test_the_records_are_honoured() -> None:
    assert_honoured(RECORDS)


def test_crown_taps_without_the_set_and_steals_with_it() -> None:
    g = _game(("Crown of Empires", "Scepter of Empires"),
              PlayerSpec(battlefield=(perm("Hill Giant"),)))
    activate(g, "Crown of Empires", ((one(g, "Hill Giant"),),))
    resolve(g)
    giant = g.objects[one(g, "Hill Giant")]
    assert giant.tapped and giant.controller == 1
    g = _game(("Crown of Empires", "Scepter of Empires", "Throne of Empires"),
              PlayerSpec(battlefield=(perm("Hill Giant"),)))
    activate(g, "Crown of Empires", ((one(g, "Hill Giant"),),))
    resolve(g)
    giant = g.objects[one(g, "Hill Giant")]
    assert giant.controller == 0 and not giant.tapped  # instead of tapping it


def test_scepter_one_or_three() -> None:
    g = _game(("Scepter of Empires", "Crown of Empires"))
    activate(g, "Scepter of Empires", ((Seat(1),),))
    resolve(g)
    assert g.players[1].life == 19
    g = _game(("Scepter of Empires", "Crown of Empires", "Throne of Empires"))
    activate(g, "Scepter of Empires", ((Seat(1),),))
    resolve(g)
    assert g.players[1].life == 17


def test_throne_one_or_five_soldiers() -> None:
    def soldiers(g: Game) -> int:
        return sum(1 for o in g.battlefield if g.objects[o].name == "Soldier")
    g = _game(("Throne of Empires",))
    activate(g, "Throne of Empires")
    resolve(g)
    assert soldiers(g) == 1
    g = _game(("Throne of Empires", "Crown of Empires", "Scepter of Empires"))
    activate(g, "Throne of Empires")
    resolve(g)
    assert soldiers(g) == 5


def test_belltower_sphinx_mills_the_sources_controller() -> None:
    """Your own Bolt on it: you, the source's controller, mill 3 (CR 120.3)."""
    g = _game(("Belltower Sphinx",), hand=("Lightning Bolt",))
    library = len(g.players[0].library)
    cast(g, "Lightning Bolt", ((one(g, "Belltower Sphinx"),),))
    resolve(g)
    assert len(g.players[0].library) == library - 3
    assert len(g.players[1].graveyard) == 0


def test_belltower_sphinx_opponents_spell() -> None:
    them = PlayerSpec(hand=("Shock",), battlefield=lands("Mountain", 1))
    me = PlayerSpec(battlefield=(perm("Belltower Sphinx"),))
    g = game(me, them, active=1, extra=[compile_source(r) for r in RECORDS])
    library = len(g.players[1].library)
    cast(g, "Shock", ((one(g, "Belltower Sphinx"),),))
    resolve(g)
    assert len(g.players[1].library) == library - 2
