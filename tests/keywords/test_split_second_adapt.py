"""Split second (CR 702.61) and adapt (CR 701.46) in real games.

Oracle records (Scryfall oracle-cards 2025-09-25) are embedded so the tests need no
``../shared/data``.
"""

from __future__ import annotations

import pytest
from tests.dice_rules._util import game, index_of, lands, one, perm, resolve

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import ActivateAbility, CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

RECORDS = {r["name"]: r for r in (
    {"name": "Krosan Grip", "type_line": "Instant", "mana_cost": "{2}{G}",
     "oracle_text": "Split second (As long as this spell is on the stack, players can't cast "
     "spells or activate abilities that aren't mana abilities.)\nDestroy target artifact or "
     "enchantment."},
    {"name": "Skitter Eel", "type_line": "Creature — Fish Crab", "mana_cost": "{3}{U}",
     "power": "3", "toughness": "3",
     "oracle_text": "{2}{U}: Adapt 2. (If this creature has no +1/+1 counters on it, put two "
     "+1/+1 counters on it.)"},
)}


def _defs() -> list[ir.CardDefinition]:
    return [compile_source(dict(r)) for r in RECORDS.values()]


def test_compiled_without_gaps() -> None:
    """CR 702.61a, 701.46a: both compile and are honoured."""
    for record in RECORDS.values():
        card = compile_source(dict(record))
        assert engine_gaps(card) == []
        assert not any(isinstance(n, ir.Unimplemented) for n in ir.iter_nodes(card))


def _grip_cast() -> tuple[Game, int]:
    me = PlayerSpec(hand=("Krosan Grip",), battlefield=lands("Forest", 3))
    them = PlayerSpec(hand=("Lightning Bolt",), battlefield=(
        *lands("Mountain", 1), perm("Fellwar Stone"), perm("Skitter Eel"), *lands("Island", 3)))
    g = game(me, them, extra=_defs())
    g.apply(CastSpell(one(g, "Krosan Grip", "hand"), targets=((one(g, "Fellwar Stone"),),)))
    g.apply(PassPriority())
    return g, one(g, "Lightning Bolt", "hand")


def test_split_second_forbids_casting_and_activating() -> None:
    """CR 702.61a: with Krosan Grip on the stack its opponent can't cast Lightning Bolt or
    activate a non-mana ability (adapt) in response; the Grip resolves."""
    g, bolt = _grip_cast()
    assert g.pending is not None and g.pending.player == 1
    legal = g.legal_actions()
    assert not any(isinstance(a, CastSpell) for a in legal)
    assert not any(isinstance(a, ActivateAbility) and not g.objects[a.source].info.card
                   .abilities[a.index].is_mana_ability for a in legal)  # type: ignore[union-attr]
    with pytest.raises(IllegalActionError, match="split second"):
        g.apply(CastSpell(bolt, targets=((Seat(0),),)))
    eel = one(g, "Skitter Eel")
    with pytest.raises(IllegalActionError, match="split second"):
        g.apply(ActivateAbility(eel, index_of(g, eel, ir.ActivatedAbility)))
    resolve(g)
    assert not [o for o in g.battlefield if g.objects[o].name == "Fellwar Stone"]


def test_split_second_allows_mana_abilities() -> None:
    """CR 702.61b: mana abilities may still be activated."""
    g, _ = _grip_cast()
    mountain = one(g, "Mountain")
    g.apply(ActivateAbility(mountain, index_of(g, mountain, ir.ActivatedAbility)))
    assert g.players[1].pool


def test_after_split_second_resolves_spells_can_be_cast() -> None:
    """CR 702.61a: "as long as this spell is on the stack": once it has resolved, the
    opponent may cast the Bolt."""
    g, bolt = _grip_cast()
    resolve(g)
    assert g.pending is not None and g.pending.player == 0 and not g.stack
    g.apply(PassPriority())
    assert g.pending is not None and g.pending.player == 1
    assert any(isinstance(a, CastSpell) and a.card == bolt for a in g.legal_actions())


def test_adapt_puts_counters_only_without_counters() -> None:
    """CR 701.46a: "If this permanent has no +1/+1 counters on it, put N +1/+1 counters
    on it", checked as the ability resolves: two activations in response to each other
    give two counters, not four."""
    g = game(PlayerSpec(battlefield=(perm("Skitter Eel"), *lands("Island", 6))), extra=_defs())
    eel = one(g, "Skitter Eel")
    index = index_of(g, eel, ir.ActivatedAbility)
    g.apply(ActivateAbility(eel, index))
    g.apply(ActivateAbility(eel, index))
    resolve(g)
    assert g.objects[eel].counter("+1/+1") == 2
