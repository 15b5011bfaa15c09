"""GO TO JAIL: "exile target creature an opponent controls until ~ leaves the battlefield"
(CR 610.3) and "At the beginning of the upkeep of the exiled card's owner, that player rolls
two six-sided dice. If they roll doubles, sacrifice ~." (CR 607.2a linked, 706.5 doubles)."""

from __future__ import annotations

from tests.dice_cards._records import definition
from tests.dice_rules._util import cast, game, one, perm, resolve

from grimoire.rules import events as ev
from grimoire.rules.actions import PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec


def _jailed() -> Game:
    g = game(PlayerSpec(hand=("GO TO JAIL",), battlefield=(perm("Plains"),)),
             PlayerSpec(battlefield=(perm("Craw Wurm"),)), extra=[definition("GO TO JAIL")])
    cast(g, "GO TO JAIL")
    resolve(g)
    resolve(g)  # the enters trigger targets the only creature an opponent controls
    assert one(g, "Craw Wurm", "exile")
    return g


def _to_upkeep_of(g: Game, seat: int) -> None:
    """Pass until the upkeep of ``seat``'s turn with its triggers on the stack."""
    for _ in range(400):
        if g.step == "upkeep" and g.active == seat and g.stack:
            return
        assert g.pending is not None
        if g.pending.kind == "priority":
            g.apply(PassPriority())
        else:
            g.apply(g.legal_actions()[0])
    raise AssertionError("never reached the upkeep")


def test_doubles_sacrifice_go_to_jail_and_free_the_creature() -> None:
    """CR 706.5: the owner of the exiled card rolls; doubles: GO TO JAIL is sacrificed, and
    the exiled card returns to the battlefield (CR 610.3c)."""
    g = _jailed()
    _to_upkeep_of(g, 1)
    g.script_dice([3, 3])
    resolve(g)
    rolls = [e for e in g.events if isinstance(e, ev.DieRolled)]
    assert [e.player for e in rolls] == [1, 1]
    assert one(g, "GO TO JAIL", "graveyard")
    assert one(g, "Craw Wurm")


def test_no_doubles_keeps_the_creature_jailed() -> None:
    """Two different results: nothing happens; the trigger is not on its controller's own
    upkeep (the exiled card's owner is the opponent)."""
    g = _jailed()
    _to_upkeep_of(g, 1)
    g.script_dice([2, 5])
    resolve(g)
    assert one(g, "GO TO JAIL")
    assert one(g, "Craw Wurm", "exile")
    for _ in range(400):  # to the controller's next upkeep: no trigger there
        if g.step == "upkeep" and g.active == 0:
            break
        assert g.pending is not None
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])
    assert not g.stack
