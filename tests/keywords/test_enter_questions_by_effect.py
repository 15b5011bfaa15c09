"""Unleash and tribute however the permanent enters (CR 614.1c: "as this enters"
replacement effects apply to a permanent an effect puts onto the battlefield, not only to a
resolving spell; grimoire.rules.hooks.ENTERED_BY_EFFECT, grimoire.mechanics.unleash and
.tribute).

Expectations from CR 702.98a (unleash: "You may have this permanent enter with a +1/+1
counter on it" and "can't block as long as it has a +1/+1 counter on it") and CR 702.104a-b
(tribute: "an opponent of your choice may put an additional N +1/+1 counters on it as it
enters"; "if tribute wasn't paid" checked again as the enters trigger resolves, CR 603.4)."""

from __future__ import annotations

from tests.dice_rules._util import game, lands, one
from tests.ir_completeness._game import card

from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

CACKLER = compile_source({
    "name": "Rakdos Cackler", "type_line": "Creature — Devil", "mana_cost": "{B/R}",
    "power": "1", "toughness": "1",
    "oracle_text": "Unleash (You may have this creature enter with a +1/+1 counter on it. It "
    "can't block as long as it has a +1/+1 counter on it.)"})
SNAKE = compile_source({
    "name": "Snake of the Golden Grove", "type_line": "Creature — Snake",
    "mana_cost": "{4}{G}", "power": "4", "toughness": "4",
    "oracle_text": "Tribute 3 (As this creature enters, an opponent of your choice may put "
    "three +1/+1 counters on it.)\nWhen this creature enters, if tribute wasn't paid, you "
    "gain 4 life."})
RAISE = card("Raise Test", "Sorcery", "Return target creature card from your graveyard to "
             "the battlefield.", mana_cost="{B}")


def _raise(name: str, answer: bool) -> tuple[Game, list[tuple[int, str]]]:
    """Return ``name`` from the graveyard with Raise Test, answering each yes/no question
    ``answer``; (player, rule) of each question."""
    g = game(PlayerSpec(hand=("Raise Test",), graveyard=(name,), battlefield=lands("Swamp", 1)),
             extra=(CACKLER, SNAKE, RAISE))
    g.apply(CastSpell(one(g, "Raise Test", "hand"), targets=((one(g, name, "graveyard"),),)))
    asked: list[tuple[int, str]] = []
    for _ in range(30):
        pending = g.pending
        if pending is None or (pending.kind == "priority" and not g.stack):
            break
        if pending.kind == "priority":
            g.apply(PassPriority())
        else:
            assert pending.kind == "yes_no"
            asked.append((pending.player, pending.rule))
            g.apply(Choose(answer))
    return g, asked


def test_unleash_returned_by_an_effect_asks_its_controller() -> None:
    """CR 702.98a, 614.1c: returned by a spell, its controller still chooses (once)."""
    g, asked = _raise("Rakdos Cackler", True)
    assert asked == [(0, "CR 702.98a")]
    assert g.objects[one(g, "Rakdos Cackler")].counter("+1/+1") == 1
    g, asked = _raise("Rakdos Cackler", False)
    assert g.objects[one(g, "Rakdos Cackler")].counter("+1/+1") == 0


def test_tribute_returned_by_an_effect_the_opponent_pays() -> None:
    """CR 702.104a: the (only) opponent decides; paid, three counters and, tribute paid,
    the enters trigger gains no life (CR 702.104b, 603.4)."""
    g, asked = _raise("Snake of the Golden Grove", True)
    assert asked == [(1, "CR 702.104a")]
    assert g.objects[one(g, "Snake of the Golden Grove")].counter("+1/+1") == 3
    assert g.players[0].life == 20


def test_tribute_returned_by_an_effect_declined_gains_life() -> None:
    """CR 702.104b: not paid, no counters, and the enters trigger gains 4 life."""
    g, asked = _raise("Snake of the Golden Grove", False)
    assert asked == [(1, "CR 702.104a")]
    assert g.objects[one(g, "Snake of the Golden Grove")].counter("+1/+1") == 0
    assert g.players[0].life == 24


DEVOURER = card("Devourer Test", "Creature — Dragon", "Devour 2 (As this enters, you may "
                "sacrifice any number of creatures. This creature enters with twice that many "
                "+1/+1 counters on it.)", "2", "2", mana_cost="{R}")
BEAR = card("Bear Test", "Creature — Bear", "", "2", "2", mana_cost="{G}")


def test_devour_returned_by_an_effect_sacrifices_others_not_itself() -> None:
    """CR 702.82a, 614.1c: returned by a spell, its controller may still sacrifice creatures
    as it enters (never itself: it isn't on the battlefield yet as it enters); one Bear,
    devour 2: two counters."""
    g = game(PlayerSpec(hand=("Raise Test",), graveyard=("Devourer Test",),
                        battlefield=(*lands("Swamp", 1), PermanentSpec("Bear Test"))),
             extra=(DEVOURER, BEAR, RAISE))
    bear = one(g, "Bear Test")
    g.apply(CastSpell(one(g, "Raise Test", "hand"),
                      targets=((one(g, "Devourer Test", "graveyard"),),)))
    offered: tuple[int, ...] = ()
    for _ in range(20):
        pending = g.pending
        if pending is None or (pending.kind == "priority" and not g.stack):
            break
        if pending.kind == "priority":
            g.apply(PassPriority())
        else:
            assert pending.kind == "choose_objects"
            offered = tuple(pending.options)
            g.apply(Choose(offered))
    assert offered == (bear,)
    assert g.objects[one(g, "Devourer Test")].counter("+1/+1") == 2
    assert one(g, "Bear Test", "graveyard")
