"""Transmute in real games (CR 702.53; grimoire.oracle.alt_keywords.transmute_ability).

Expectations from CR 702.53a ("[Cost], Discard this card: Search your library for a card
with the same mana value as the discarded card, reveal that card, and put it into your hand.
Then shuffle your library. Activate only as a sorcery."), 702.53b (it exists in every zone
but works only from a hand), 701.19b (a search for a card with a stated quality may fail to
find one)."""

from __future__ import annotations

from tests.dice_rules._util import game, ids, index_of, lands, one, resolve
from tests.ir_completeness._game import card

from grimoire.oracle import ir
from grimoire.rules.actions import ActivateAbility, CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

DRIFT = card("Drift of Phantasms", "Creature — Spirit", "Defender\nFlying\nTransmute {1}{U}{U} "
             "({1}{U}{U}, Discard this card: Search your library for a card with the same mana "
             "value as this card, reveal it, put it into your hand, then shuffle. Transmute "
             "only as a sorcery.)", "0", "5", mana_cost="{2}{U}")
EXTRA = (DRIFT,)


def _transmute(g: Game) -> ActivateAbility:
    oid = one(g, "Drift of Phantasms", "hand")
    return ActivateAbility(oid, index_of(g, oid, ir.ActivatedAbility))


def test_transmute_finds_a_card_with_the_same_mana_value() -> None:
    """CR 702.53a: discarded as the cost, the card's mana value 3 is what the search reads:
    of Murder (3) and Grizzly Bears (2), only Murder may be found; it goes to the hand."""
    g = game(PlayerSpec(hand=("Drift of Phantasms",), battlefield=lands("Island", 3),
                        library=("Grizzly Bears", "Murder", "Forest", "Forest")), extra=EXTRA)
    action = _transmute(g)
    assert action in g.legal_actions()
    g.apply(action)
    assert ids(g, "Drift of Phantasms", "graveyard")  # discarded as the cost
    murder = one(g, "Murder", "library")
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
    assert g.pending is not None and set(g.pending.options) == {murder}  # not the Bears
    g.apply(Choose((murder,)))
    resolve(g)
    assert ids(g, "Murder", "hand") and ids(g, "Grizzly Bears", "library")


def test_transmute_may_find_nothing() -> None:
    """CR 701.19b: no card with mana value 3 in the library: nothing is found; the card
    was still discarded (a cost, CR 602.2b) and the library shuffled."""
    g = game(PlayerSpec(hand=("Drift of Phantasms",), battlefield=lands("Island", 3),
                        library=("Grizzly Bears", "Forest")), extra=EXTRA)
    g.apply(_transmute(g))
    resolve(g)
    assert len(g.players[0].hand) == 0 and ids(g, "Drift of Phantasms", "graveyard")
    assert len(g.players[0].library) == 2


def test_transmute_only_as_a_sorcery_and_only_from_a_hand() -> None:
    """CR 702.53a: not while a spell is on the stack; CR 702.53b: on the battlefield the
    ability exists but can't be activated."""
    g = game(PlayerSpec(hand=("Drift of Phantasms", "Grizzly Bears"),
                        battlefield=(*lands("Island", 3), *lands("Forest", 2)),
                        library=("Murder", "Forest")), extra=EXTRA)
    g.apply(CastSpell(one(g, "Grizzly Bears", "hand")))
    assert _transmute(g) not in g.legal_actions()
    g = game(PlayerSpec(battlefield=(PermanentSpec("Drift of Phantasms"),
                                     *lands("Island", 3))), extra=EXTRA)
    drift = one(g, "Drift of Phantasms")
    assert not any(isinstance(a, ActivateAbility) and a.source == drift
                   for a in g.legal_actions())
