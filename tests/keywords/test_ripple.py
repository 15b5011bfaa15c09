"""Ripple (CR 702.60): a cast trigger revealing the top N cards; cards with the spell's name
may be cast without paying their mana costs, the rest go to the bottom (the compiler adds
the trigger, grimoire.oracle.keyword_texts)."""

from __future__ import annotations

from tests.dice_rules._util import game, lands, one

from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import Action, CastSpell, Choose, Decline, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

FLAME = compile_source({
    "name": "Surging Flame", "type_line": "Instant", "mana_cost": "{1}{R}",
    "oracle_text": "Ripple 4 (When you cast this spell, you may reveal the top four cards of "
    "your library. You may cast any revealed cards with the same name as this spell without "
    "paying their mana costs. Put the rest on the bottom of your library.)\nSurging Flame "
    "deals 2 damage to any target."})
TOP = ("Island", "Surging Flame", "Mountain", "Swamp")


def _game(top: tuple[str, ...] = TOP) -> Game:
    library = top + ("Forest",) * 10  # the first card named is the top one
    return game(PlayerSpec(hand=("Surging Flame",), library=library,
                           battlefield=lands("Mountain", 2)), extra=(FLAME,))


def _library(g: Game) -> list[str]:
    """The library, top first."""
    return [g.objects[o].name for o in reversed(g.players[0].library)]


def _play(g: Game, *reveal: bool) -> None:
    """Cast the Flame at the opponent; answer each ripple trigger's "may reveal" from
    ``reveal`` and cast every revealed Flame at the opponent (other decisions: the first
    legal answer)."""
    answers = list(reveal)
    g.apply(CastSpell(one(g, "Surging Flame", "hand"), ((Seat(1),),)))
    for _ in range(60):
        d = g.pending
        if d is None or (d.kind == "priority" and not g.stack):
            return
        action: Action
        if d.kind == "priority":
            action = PassPriority()
        elif d.kind == "yes_no":
            action = Choose(answers.pop(0))
        elif d.kind == "cast_copy":
            action = next(a for a in g.legal_actions() if isinstance(a, CastSpell)
                          and a.targets == ((Seat(1),),))
        else:
            action = g.legal_actions()[0]
        g.apply(action)
    raise AssertionError("the stack never emptied")


def test_revealed_same_name_card_is_cast_free_rest_to_bottom() -> None:
    """CR 702.60a: the Flame among the top four is cast without paying its mana cost (it
    deals 2 more); the other three go to the bottom. Its own ripple triggers too (a spell
    cast), declined here."""
    g = _game()
    _play(g, True, False)
    assert g.players[1].life == 16
    library = _library(g)
    assert library[:10] == ["Forest"] * 10
    assert sorted(library[10:]) == ["Island", "Mountain", "Swamp"]


def test_declined_reveal_leaves_the_library_as_it_was() -> None:
    """CR 702.60a: "you may reveal": declined, nothing is cast and nothing moves."""
    g = _game()
    _play(g, False)
    assert g.players[1].life == 18
    assert _library(g) == [*TOP, *["Forest"] * 10]


def test_no_same_name_card_all_revealed_to_bottom() -> None:
    """CR 702.60a: no card with its name: all revealed cards go to the bottom."""
    g = _game(("Island", "Plains", "Mountain", "Swamp"))
    _play(g, True)
    assert g.players[1].life == 18
    library = _library(g)
    assert library[:10] == ["Forest"] * 10
    assert sorted(library[10:]) == ["Island", "Mountain", "Plains", "Swamp"]


def test_declining_to_cast_the_revealed_card_puts_it_on_the_bottom() -> None:
    """CR 702.60a: "you may cast": declined, the Flame goes to the bottom with the rest."""
    g = _game()
    g.apply(CastSpell(one(g, "Surging Flame", "hand"), ((Seat(1),),)))
    for _ in range(60):
        d = g.pending
        if d is None or (d.kind == "priority" and not g.stack):
            break
        if d.kind == "priority":
            g.apply(PassPriority())
        elif d.kind == "yes_no":
            g.apply(Choose(True))
        elif d.kind == "cast_copy":
            g.apply(Decline())
        else:
            g.apply(g.legal_actions()[0])
    assert g.players[1].life == 18
    assert sorted(_library(g)[10:]) == ["Island", "Mountain", "Surging Flame", "Swamp"]
