"""A Trap's alternative cost on a history condition (CR 118.9, 601.2b): "If a noncreature
permanent under your control was destroyed this turn by a spell or ability an opponent
controlled, you may pay {G} rather than pay this spell's mana cost." (Cobra Trap). The
rulings: only a spell or ability that says "destroy" counts, and only one an opponent
controlled; the normal cost stays available."""

from __future__ import annotations

import pytest
from tests.deck_classes._cards import card
from tests.dice_rules._util import cast, game, ids, one, perm, resolve

from grimoire.errors import IllegalActionError
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

COBRA = card("Cobra Trap", "{4}{G}{G}", "Instant — Trap",
             "If a noncreature permanent under your control was destroyed this turn by a spell "
             "or ability an opponent controlled, you may pay {G} rather than pay this spell's "
             "mana cost.\nCreate four 1/1 green Snake creature tokens.")
SHATTER = card("Shatter", "{1}{R}", "Instant", "Destroy target artifact.")
RELIC = card("Plain Relic", "{1}", "Artifact", "")
CARDS = tuple(compile_source(r) for r in (COBRA, SHATTER, RELIC))


def _after_shatter(by_opponent: bool) -> Game:
    """Alice (one Forest untapped) loses her Plain Relic to a Shatter, Bob's or her own."""
    alice = PlayerSpec(hand=("Cobra Trap", "Divination", *(() if by_opponent else ("Shatter",))),
                       battlefield=(perm("Plain Relic"), perm("Forest"), perm("Island"),
                                    perm("Island"), perm("Island"),
                                    *(() if by_opponent else (perm("Mountain"),
                                                              perm("Mountain")))))
    bob = PlayerSpec(hand=("Shatter",) if by_opponent else (),
                     battlefield=(perm("Mountain"), perm("Mountain")))
    g = game(alice, bob, extra=CARDS)
    relic = one(g, "Plain Relic")
    if by_opponent:
        cast(g, "Divination")
        g.apply(PassPriority())  # Bob answers with Shatter on the Relic
        g.apply(CastSpell(one(g, "Shatter", "hand"), targets=((relic,),)))
    else:
        cast(g, "Shatter", ((relic,),))
    resolve(g)
    assert ids(g, "Plain Relic", "graveyard")
    return g


def test_compiled_whole() -> None:
    assert all(card_is_compiled([c]) for c in CARDS)


def test_for_g_after_an_opponent_destroyed_an_artifact() -> None:
    g = _after_shatter(by_opponent=True)
    g.apply(CastSpell(one(g, "Cobra Trap", "hand"), alt=0))
    resolve(g)
    assert len(ids(g, "Snake")) == 4


def test_not_after_destroying_your_own() -> None:
    """Alice's own Shatter doesn't meet the condition: the {G} cost is refused, nothing
    changes."""
    g = _after_shatter(by_opponent=False)
    before = g.save()
    with pytest.raises(IllegalActionError):
        g.apply(CastSpell(one(g, "Cobra Trap", "hand"), alt=0))
    assert g.save() == before
