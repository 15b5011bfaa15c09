"""Mirror Match: "Cast this spell only during the declare blockers step. For each creature
attacking you or a planeswalker you control, create a token that's a copy of that creature and
that's blocking that creature. Exile those tokens at end of combat." CR 509.4: a creature put
onto the battlefield blocking is blocking (its attacker becomes blocked, 509.1h) but never
"blocked" (no block triggers, 509.3a); the rulings: the delayed exile happens whatever happens
to the original; an attacker attacking someone else gets no blocker (509.4a)."""

from __future__ import annotations

import pytest
from tests.deck_classes._cards import card
from tests.dice_rules._util import game, ids, lands, one, perm
from tests.rules.helpers import pass_to_step, pass_until

from grimoire.errors import IllegalActionError
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules.actions import CastSpell, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

MIRROR = card("Mirror Match", "{4}{U}{U}", "Instant",
              "Cast this spell only during the declare blockers step.\nFor each creature "
              "attacking you or a planeswalker you control, create a token that's a copy of "
              "that creature and that's blocking that creature. Exile those tokens at end of "
              "combat.")
CARDS = (compile_source(MIRROR),)


def _attacked() -> Game:
    """Bob (active) attacks Alice with a Hill Giant (3/3) and a Grizzly Bears (2/2); Alice
    declares no blockers and holds Mirror Match with six Islands."""
    g = game(PlayerSpec(hand=("Mirror Match",), battlefield=lands("Island", 6)),
             PlayerSpec(battlefield=(perm("Hill Giant"), perm("Grizzly Bears"))),
             active=1, extra=CARDS)
    pass_until(g, "declare_attackers")
    g.apply(DeclareAttackers(((one(g, "Hill Giant"), Seat(0)),
                              (one(g, "Grizzly Bears"), Seat(0)))))
    pass_to_step(g, "declare_blockers")  # (Alice has no creature: no blocks to declare)
    return g


def test_compiled_whole() -> None:
    assert card_is_compiled(list(CARDS))


def test_not_before_blockers() -> None:
    """In Bob's main phase Alice can't cast it (CR 601.3); nothing changes."""
    g = game(PlayerSpec(hand=("Mirror Match",), battlefield=lands("Island", 6)),
             PlayerSpec(battlefield=(perm("Hill Giant"),)), active=1, extra=CARDS)
    g.apply(PassPriority())  # Bob passes: Alice has priority in his main phase
    before = g.save()
    with pytest.raises(IllegalActionError):
        g.apply(CastSpell(one(g, "Mirror Match", "hand")))
    assert g.save() == before


def test_copies_block_and_are_exiled() -> None:
    """Each attacker gets a copy of itself blocking it: Alice takes no damage, each pair
    trades (3 to 3, 2 to 2), and the tokens left are exiled at end of combat."""
    g = _attacked()
    giant, bears = one(g, "Hill Giant"), one(g, "Grizzly Bears")
    assert g.pending is not None and g.pending.player == 1
    g.apply(PassPriority())  # Bob passes in the declare blockers step
    g.apply(CastSpell(one(g, "Mirror Match", "hand")))
    g.apply(PassPriority())
    g.apply(PassPriority())  # it resolves
    tokens = [o for o in ids(g, "Hill Giant") + ids(g, "Grizzly Bears") if o not in (giant, bears)]
    assert len(tokens) == 2
    assert all(g.objects[t].controller == 0 for t in tokens)
    assert {g.combat.blocking[t] for t in tokens} == {giant, bears}
    pass_to_step(g, "main2")
    assert g.players[0].life == 20
    assert not [o for o in g.objects.values() if o.zone == "battlefield" and o.controller == 0
                and o.name in ("Hill Giant", "Grizzly Bears")]
