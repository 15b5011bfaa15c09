"""Modal triggers that "choose up to one —" (CR 700.2, 603.3c): the controller may choose one
mode or none; a mode whose targets can't be chosen can't be chosen; "If no mode is chosen,
the ability is removed from the stack" (CR 603.3c, 700.2b).
"""

from __future__ import annotations

from tests.coverage_classes._cards import card
from tests.dice_rules._util import game, lands, one, perm

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

RECORDS = (
    card("Sawblade Slinger", "{3}{G}", "Creature — Human Archer",
         "When this creature enters, choose up to one —\n• Destroy target artifact an "
         "opponent controls.\n• This creature fights target Zombie an opponent controls.",
         "4/3"),
)
DEFS = [compile_source(r) for r in RECORDS]


def _cast(them: tuple[str, ...]) -> Game:
    g = game(PlayerSpec(hand=("Sawblade Slinger",), battlefield=lands("Forest", 4)),
             PlayerSpec(battlefield=tuple(perm(n) for n in them)), extra=DEFS)
    g.apply(CastSpell(one(g, "Sawblade Slinger", "hand")))
    for _ in range(10):
        assert g.pending is not None
        if g.pending.kind != "priority" or not g.stack:
            break
        g.apply(PassPriority())
    return g


def test_compiled_up_to_one() -> None:
    """CR 700.2: "choose up to one" is zero or one of the modes."""
    (d,) = DEFS
    assert ir.is_fully_implemented(d) and not engine_gaps(d)
    modal = next(a.effect for a in d.abilities if isinstance(a, ir.TriggeredAbility))
    assert isinstance(modal, ir.Modal) and (modal.min_choices, modal.max_choices) == (0, 1)


def test_one_mode_chosen() -> None:
    """The artifact mode chosen: it is destroyed."""
    g = _cast(("Bonesplitter",))
    assert g.pending is not None and g.pending.kind == "trigger_modes"
    assert set(g.pending.options) == {(), (0,)}  # no Zombie: the fight can't be chosen
    g.apply(Choose((0,)))
    while g.pending is not None and g.pending.kind == "priority" and g.stack:
        g.apply(PassPriority())
    assert one(g, "Bonesplitter", "graveyard")


def test_none_chosen_removed() -> None:
    """CR 603.3c: no mode chosen: the ability is removed, nothing happens."""
    g = _cast(("Bonesplitter",))
    g.apply(Choose(()))
    assert not g.stack
    assert one(g, "Bonesplitter")


def test_no_legal_mode_removed() -> None:
    """CR 603.3c: no mode can be chosen (no artifact, no Zombie): removed at once."""
    g = _cast(())
    assert g.pending is not None and g.pending.kind == "priority" and not g.stack
