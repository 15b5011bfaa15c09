"""Portcullis: "Whenever a creature enters, if there are two or more other creatures on the
battlefield, exile that creature. Return that card to the battlefield under its owner's
control when this artifact leaves the battlefield." Its rulings: the count is checked again
on resolution (CR 603.4), "other" than the entering creature; the return is set up as the
ability resolves and happens when Portcullis leaves, under the card's owner's control
(CR 610.3c) — but if Portcullis left before the ability resolved, the creature is exiled
for good (the return is never set up)."""

from __future__ import annotations

from tests.deck_classes._cards import assert_honoured, card
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.oracle.compiler import compile_source
from grimoire.rules import zones
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

PORTCULLIS = card("Portcullis", "{4}", "Artifact",
                  "Whenever a creature enters, if there are two or more other creatures on the "
                  "battlefield, exile that creature. Return that card to the battlefield under "
                  "its owner's control when this artifact leaves the battlefield.")


def test_the_record_is_honoured() -> None:
    assert_honoured((PORTCULLIS,))


def _game(mine: tuple[str, ...], theirs: tuple[str, ...] = ()) -> Game:
    me = PlayerSpec(hand=("Llanowar Elves",),
                    battlefield=(*(perm(n) for n in mine), *lands("Forest", 3)))
    them = PlayerSpec(battlefield=tuple(perm(n) for n in theirs))
    return game(me, them, extra=[compile_source(PORTCULLIS)])


def _elves(g: Game, zone: str = "battlefield") -> list[int]:
    return [o for o in g.objects if g.objects[o].name == "Llanowar Elves"
            and g.objects[o].zone == zone]


def test_the_third_creature_is_exiled_and_returns_when_portcullis_leaves() -> None:
    """Grizzly Bears (player 0) and Hill Giant (player 1) are there: the Elves are exiled;
    Portcullis (player 1's) leaves: the Elves return under player 0's control."""
    g = _game(("Grizzly Bears",), ("Hill Giant", "Portcullis"))
    g.apply(CastSpell(one(g, "Llanowar Elves", "hand")))
    resolve(g)
    assert not _elves(g) and len(_elves(g, "exile")) == 1
    zones.move(g, one(g, "Portcullis"), "graveyard")
    resolve(g)
    back = _elves(g)
    assert len(back) == 1 and g.objects[back[0]].controller == 0


def test_one_other_creature_is_not_enough() -> None:
    g = _game(("Grizzly Bears", "Portcullis"))
    g.apply(CastSpell(one(g, "Llanowar Elves", "hand")))
    resolve(g)
    assert len(_elves(g)) == 1


def test_portcullis_gone_before_it_resolves_exiles_for_good() -> None:
    g = _game(("Grizzly Bears", "Hill Giant", "Portcullis"))
    g.apply(CastSpell(one(g, "Llanowar Elves", "hand")))
    while len(g.stack) == 1 and g.objects[g.stack[-1]].name == "Llanowar Elves":
        g.apply(PassPriority())  # the Elves resolve; the trigger goes on the stack
    assert g.stack, "the trigger is waiting"
    zones.move(g, one(g, "Portcullis"), "graveyard")
    resolve(g)
    assert not _elves(g) and len(_elves(g, "exile")) == 1
