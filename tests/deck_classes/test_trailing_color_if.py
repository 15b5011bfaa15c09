"""An instruction followed by "if it's <color>" (CR 608.2c: checked as it resolves; CR
105.2): "At the beginning of your upkeep, put a +1/+1 counter on equipped creature if it's
black." (Ring of Xathrid; Ring of Kalonia with green)."""

from __future__ import annotations

from tests.deck_classes._cards import assert_honoured, card
from tests.dice_rules._util import game, one, perm

from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import PassPriority
from grimoire.rules.position import PlayerSpec

RING = card("Ring of Xathrid", "{2}", "Artifact — Equipment",
            "{2}: Regenerate equipped creature. (The next time that creature would be "
            "destroyed this turn, instead tap it, remove it from combat, and heal all damage on "
            "it.)\nAt the beginning of your upkeep, put a +1/+1 counter on equipped creature if "
            "it's black.\nEquip {1} ({1}: Attach to target creature you control. Equip only as "
            "a sorcery.)")


def test_the_record_is_honoured() -> None:
    assert_honoured((RING,))


def _upkeep(creature: str) -> int:
    """The +1/+1 counters on ``creature`` (equipped) after our next upkeep."""
    g = game(PlayerSpec(battlefield=(perm(creature), perm("Ring of Xathrid",
                                                          attached_to=(0, 0)))),
             step="untap", turn=3, extra=[compile_source(RING)])
    while g.step in ("untap", "upkeep") and g.pending is not None:
        g.apply(PassPriority() if g.pending.kind == "priority"
                else next(iter(g.legal_actions())))
    return g.objects[one(g, creature)].counter("+1/+1")


def test_a_black_creature_gets_the_counter_a_green_one_does_not() -> None:
    """Walking Corpse (black) gets one counter; Grizzly Bears (green) none."""
    assert _upkeep("Walking Corpse") == 1
    assert _upkeep("Grizzly Bears") == 0
