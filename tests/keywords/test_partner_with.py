"""Partner with [name] in real games (CR 702.124i; grimoire.oracle.creature_keywords.
partner_with_abilities): besides its deck-construction meaning, "When this permanent enters,
target player may search their library for a card named [name], reveal it, put it into their
hand, then shuffle."

Expectations from CR 702.124i and the Battlebond rulings (2018-06-08): the target player
searches (and decides), the card found is revealed, and the ability works outside
Commander; a name holding a comma is one name (CR 201.2)."""

from __future__ import annotations

from tests.dice_rules._util import game, ids, lands, one
from tests.ir_completeness._game import card

from grimoire.oracle import ir
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

_REMINDER = ("(When this creature enters, target player may put Tova into their hand from "
             "their library, then shuffle.)")
KEL = card("Kel, Pack Runner", "Legendary Creature — Elf",
           "Partner with Tova, Sky Warden " + _REMINDER, "2", "2", mana_cost="{G}")
TOVA = card("Tova, Sky Warden", "Legendary Creature — Bird", "Flying", "1", "1",
            mana_cost="{W}")
_LIBRARY = ("Forest",) * 5 + ("Tova, Sky Warden",)


def _cast_kel(p1_library: tuple[str, ...] = ("Island",) * 5,
              library: tuple[str, ...] = _LIBRARY) -> Game:
    g = game(PlayerSpec(hand=("Kel, Pack Runner",), battlefield=lands("Forest", 1),
                        library=library),
             PlayerSpec(library=p1_library), extra=(KEL, TOVA))
    g.apply(CastSpell(one(g, "Kel, Pack Runner", "hand")))
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())  # the creature spell resolves; its trigger waits for a target
    return g


def _run(g: Game, target: int, answer: bool) -> None:
    """Target ``target``'s seat, let the trigger resolve and answer the "may"."""
    assert g.pending is not None and g.pending.kind == "trigger_targets"
    g.apply(Choose(((Seat(target),),)))
    for _ in range(20):
        pending = g.pending
        if pending is None or (pending.kind == "priority" and not g.stack):
            return
        if pending.kind == "priority":
            g.apply(PassPriority())
        elif pending.kind == "yes_no":
            assert pending.player == target  # the target player decides (CR 702.124i)
            g.apply(Choose(answer))
        else:  # the search: the card if there is one (finding nothing is offered first)
            g.apply(g.legal_actions()[-1])


def _hand(g: Game, seat: int) -> list[str]:
    return sorted(g.objects[o].name for o in g.players[seat].hand)


def test_the_keyword_compiles_to_the_keyword_and_its_enters_trigger() -> None:
    """CR 702.124i: two abilities; the name "Tova, Sky Warden" holds a comma (one name)."""
    keyword, trigger = KEL.abilities
    assert isinstance(keyword, ir.Keyword) and keyword.name == "partner with"
    assert keyword.filter is not None and keyword.filter.name == "Tova, Sky Warden"
    assert isinstance(trigger, ir.TriggeredAbility)
    assert isinstance(trigger.trigger, ir.EntersTrigger)


def test_you_find_the_named_card_and_put_it_into_your_hand() -> None:
    """CR 702.124i: targeting yourself and accepting, the named card goes to your hand."""
    g = _cast_kel()
    _run(g, 0, True)
    assert _hand(g, 0) == ["Tova, Sky Warden"]
    assert len(g.players[0].library) == 5


def test_the_target_opponent_searches_their_own_library() -> None:
    """Ruling 2018-06-08: "You can also target another player who might have that card in
    their library": they search their library and decide."""
    g = _cast_kel(p1_library=("Tova, Sky Warden",) + ("Island",) * 4)
    _run(g, 1, True)
    assert _hand(g, 1) == ["Tova, Sky Warden"] and _hand(g, 0) == []
    assert len(ids(g, "Tova, Sky Warden", "library")) == 1  # yours stays in your library


def test_declined_nothing_moves() -> None:
    """CR 702.124i "may": the target player declines; no card moves."""
    g = _cast_kel()
    _run(g, 0, False)
    assert _hand(g, 0) == [] and len(g.players[0].library) == 6


def test_no_card_with_that_name_finds_nothing() -> None:
    """CR 701.19b: a search for a card with a stated quality may find nothing; the library
    holds no card named Tova, so the hand stays empty."""
    g = _cast_kel(library=("Forest",) * 6)
    _run(g, 0, True)
    assert _hand(g, 0) == [] and len(g.players[0].library) == 6
