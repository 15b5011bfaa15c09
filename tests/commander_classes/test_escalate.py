"""Escalate (CR 702.120a): "Escalate [cost]" means "As an additional cost to cast this
spell, pay [cost] for each mode chosen beyond the first"; the cost may be mana (Blessed
Alliance, Escalate {2}) or not (Collective Effort, "Escalate—Tap an untapped creature you
control"). One mode costs nothing more; a mode set the player can't pay for isn't offered
(CR 601.2f-h); the creatures tapped for it are different ones (CR 601.2h)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import one

from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
EFFORT = record("Collective Effort", "{1}{W}{W}", "Sorcery",
                "Escalate—Tap an untapped creature you control. (Pay this cost for each mode "
                "chosen beyond the first.)\nChoose one or more —\n• Destroy target creature "
                "with power 4 or greater.\n• Destroy target enchantment.\n• Put a +1/+1 "
                "counter on each creature target player controls.")
ALLIANCE = record("Blessed Alliance", "{1}{W}", "Instant",
                  "Escalate {2} (Pay this cost for each mode chosen beyond the first.)\n"
                  "Choose one or more —\n• Target player gains 4 life.\n• Untap up to two "
                  "target creatures.\n• Target opponent sacrifices an attacking creature of "
                  "their choice.")
WURM = record("Craw Wurm", "{4}{G}{G}", "Creature — Wurm", "", "6", "4")
ANTHEM = record("Glorious Anthem", "{1}{W}{W}", "Enchantment",
                "Creatures you control get +1/+1.")


def test_the_records_compile() -> None:
    compiled(EFFORT, ALLIANCE)


def _effort(creatures: int) -> tuple[Game, list[CastSpell]]:
    """Alice (three Plains, ``creatures`` Grizzly Bears) may cast Collective Effort; Bob has
    a Craw Wurm (6/4, a record) and a Glorious Anthem; Carol a Bears."""
    game = table((EFFORT, ANTHEM, WURM),
                 PlayerSpec(hand=("Collective Effort",),
                            battlefield=(P("Plains"),) * 3 + (P("Grizzly Bears"),) * creatures),
                 PlayerSpec(battlefield=(P("Craw Wurm"), P("Glorious Anthem"))),
                 PlayerSpec(battlefield=(P("Grizzly Bears"),)))
    card = one(game, "Collective Effort", "hand")
    return game, [a for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == card]


def test_one_mode_costs_no_creature() -> None:
    """No creature: only single modes are offered (CR 702.120a: nothing beyond the first)."""
    _, casts = _effort(0)
    assert casts and {len(c.modes) for c in casts} == {1}


def test_each_mode_beyond_the_first_taps_a_creature() -> None:
    """One creature: two modes at most; two creatures: all three. All three modes tap both
    Bears and destroy the Wurm and the Anthem."""
    _, casts = _effort(1)
    assert {len(c.modes) for c in casts} == {1, 2}
    game, casts = _effort(2)
    assert {len(c.modes) for c in casts} == {1, 2, 3}
    every = next(c for c in casts if len(c.modes) == 3)
    game.apply(every)
    bears = [o for o in game.objects.values() if o.name == "Grizzly Bears" and o.controller == 0]
    assert all(b.tapped for b in bears)
    while game.stack:
        game.apply(PassPriority())
    assert not [o for o in game.battlefield if game.objects[o].controller == 1]


def test_mana_escalate_adds_two_per_extra_mode() -> None:
    """Escalate {2}: with four lands Blessed Alliance ({1}{W}) may have two modes, not three
    ({1}{W} + {2} + {2} is six mana)."""
    game = table((ALLIANCE,), PlayerSpec(hand=("Blessed Alliance",),
                                         battlefield=(P("Plains"),) * 4),
                 PlayerSpec(), PlayerSpec())
    card = one(game, "Blessed Alliance", "hand")
    casts = [a for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == card]
    assert {len(c.modes) for c in casts} == {1, 2}
