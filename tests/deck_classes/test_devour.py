"""Devour (CR 702.82a): "As this object enters, you may sacrifice any number of creatures.
This permanent enters with N +1/+1 counters on it for each creature sacrificed this way."
Devour [quality] N sacrifices [quality] permanents (CR 702.82c). The choice is made as the
spell resolves, before the permanent enters (CR 614.1c, 614.12); zero is a choice (CR
107.1c); a sacrificed creature dies (CR 700.4), so its own "when this dies" ability
triggers; "it devoured" counts the sacrificed permanents (CR 702.82b)."""

from __future__ import annotations

from tests.deck_classes._cards import RECORDS, assert_honoured, card
from tests.dice_rules._util import game, lands, one, perm, resolve
from tests.rules.helpers import pass_to_step

from grimoire.mechanics.devour import devoured
from grimoire.oracle.compiler import compile_source
from grimoire.rules import query
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

ELDER = card("Thunder-Thrash Elder", "{2}{R}", "Creature — Lizard Warrior",
             "Devour 3 (As this creature enters, you may sacrifice any number of creatures. It "
             "enters with three times that many +1/+1 counters on it.)", "1/1")
MYCOLOTH = card("Mycoloth", "{3}{G}{G}", "Creature — Fungus",
                "Devour 2 (As this creature enters, you may sacrifice any number of creatures. "
                "It enters with twice that many +1/+1 counters on it.)\nAt the beginning of "
                "your upkeep, create a 1/1 green Saproling creature token for each +1/+1 "
                "counter on this creature.", "4/4")
CAPRICHROME = card("Caprichrome", "{3}{W}", "Artifact Creature — Goat",
                   "Flash\nVigilance\nDevour artifact 1 (As this creature enters, you may "
                   "sacrifice any number of artifacts. It enters with that many +1/+1 counters "
                   "on it.)", "2/2")


def test_the_records_are_honoured() -> None:
    assert_honoured((ELDER, MYCOLOTH, CAPRICHROME))


def _game(hand: str, mine: tuple[str, ...], land: str = "Mountain") -> Game:
    me = PlayerSpec(hand=(hand,), battlefield=(*(perm(n) for n in mine), *lands(land, 5)))
    them = PlayerSpec(battlefield=(perm("Hill Giant"),))
    extra = [compile_source(r) for r in (ELDER, MYCOLOTH, CAPRICHROME,
                                         RECORDS["Zulaport Cutthroat"])]
    return game(me, them, extra=extra)


def _cast_to_choice(g: Game, name: str) -> tuple[int, ...]:
    """Cast ``name``; both pass; the devour choice is pending: its options."""
    g.apply(CastSpell(one(g, name, "hand")))
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
    assert g.pending is not None and g.pending.kind == "choose_objects"
    assert g.pending.min_count == 0 and one(g, name, "stack")
    return tuple(g.pending.options)


def _pt(g: Game, name: str) -> tuple[int, int]:
    obj = g.objects[one(g, name)]
    return query.power(g, obj), query.toughness(g, obj)


def test_devour_three_sacrifices_two_creatures_for_six_counters() -> None:
    """Only player 0's creatures are offered (not their lands, not the opponent's Giant);
    both chosen are sacrificed before the Elder enters with 3 x 2 counters: 7/7."""
    g = _game("Thunder-Thrash Elder", ("Grizzly Bears", "Llanowar Elves"))
    options = _cast_to_choice(g, "Thunder-Thrash Elder")
    assert sorted(options) == sorted((one(g, "Grizzly Bears"), one(g, "Llanowar Elves")))
    g.apply(Choose(options))
    resolve(g)
    elder = g.objects[one(g, "Thunder-Thrash Elder")]
    assert elder.counter("+1/+1") == 6 and _pt(g, "Thunder-Thrash Elder") == (7, 7)
    assert devoured(elder) == 2
    assert sorted(g.objects[o].name for o in g.players[0].graveyard) == [
        "Grizzly Bears", "Llanowar Elves"]


def test_devouring_nothing() -> None:
    """The "may" declined (an empty choice): no sacrifice, no counters."""
    g = _game("Thunder-Thrash Elder", ("Grizzly Bears",))
    _cast_to_choice(g, "Thunder-Thrash Elder")
    g.apply(Choose(()))
    resolve(g)
    assert _pt(g, "Thunder-Thrash Elder") == (1, 1) and one(g, "Grizzly Bears")
    assert devoured(g.objects[one(g, "Thunder-Thrash Elder")]) == 0


def test_a_devoured_creature_dies() -> None:
    """Zulaport Cutthroat sacrificed to devour dies (CR 700.4): each opponent loses 1 life
    and player 0 gains 1; the Elder has 3 counters."""
    g = _game("Thunder-Thrash Elder", ("Zulaport Cutthroat",))
    options = _cast_to_choice(g, "Thunder-Thrash Elder")
    g.apply(Choose(options))
    resolve(g)
    assert (g.players[0].life, g.players[1].life) == (21, 19)
    assert _pt(g, "Thunder-Thrash Elder") == (4, 4)


def test_devour_artifact_offers_artifacts_only() -> None:
    """Devour artifact 1 (CR 702.82c): Bonesplitter is offered, Grizzly Bears isn't."""
    g = _game("Caprichrome", ("Bonesplitter", "Grizzly Bears"), land="Plains")
    options = _cast_to_choice(g, "Caprichrome")
    assert options == (one(g, "Bonesplitter"),)
    g.apply(Choose(options))
    resolve(g)
    assert _pt(g, "Caprichrome") == (3, 3) and one(g, "Grizzly Bears")


def test_no_creature_to_devour_asks_nothing() -> None:
    g = _game("Thunder-Thrash Elder", ())
    g.apply(CastSpell(one(g, "Thunder-Thrash Elder", "hand")))
    resolve(g)
    assert _pt(g, "Thunder-Thrash Elder") == (1, 1)


def test_mycoloth_makes_a_saproling_per_counter() -> None:
    """Mycoloth devours one creature (two counters); in its controller's next upkeep it
    creates two Saprolings."""
    g = _game("Mycoloth", ("Grizzly Bears",), land="Forest")
    options = _cast_to_choice(g, "Mycoloth")
    g.apply(Choose(options))
    resolve(g)
    assert _pt(g, "Mycoloth") == (6, 6)
    pass_to_step(g, "draw", active=0)
    assert sum("Saproling" in g.objects[o].info.subtypes for o in g.battlefield) == 2


THRESHER = card("Arsenal Thresher", "{2}{W/B}{U}", "Artifact Creature — Construct",
                "As this creature enters, you may reveal any number of other artifact cards "
                "from your hand. This creature enters with a +1/+1 counter on it for each "
                "card revealed this way.", "2/2")


def test_arsenal_thresher_counts_the_artifact_cards_revealed() -> None:
    """Devour's shape with a reveal: only the artifact cards of the hand are offered; the
    two revealed stay in the hand; two counters (CR 614.1c, 701.16a)."""
    assert_honoured((THRESHER,))
    me = PlayerSpec(hand=("Arsenal Thresher", "Bonesplitter", "Short Sword", "Grizzly Bears"),
                    battlefield=(*lands("Plains", 2), *lands("Island", 2)))
    g = game(me, PlayerSpec(), extra=[compile_source(THRESHER)])
    options = _cast_to_choice(g, "Arsenal Thresher")
    assert sorted(options) == sorted((one(g, "Bonesplitter", "hand"),
                                      one(g, "Short Sword", "hand")))
    g.apply(Choose(options))
    resolve(g)
    assert g.objects[one(g, "Arsenal Thresher")].counter("+1/+1") == 2
    assert len(g.players[0].hand) == 3
