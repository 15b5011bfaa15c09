"""CR 616.1f: after one replacement or prevention effect applies, the effects that apply
are looked for again, from the start, on the changed event: one that no longer applies is
dropped, one that still applies is applied (each at most once, CR 614.5)."""

from __future__ import annotations

import pytest
from tests.dice_rules._util import game, ids, lands, one, perm
from tests.replacement._cards import DEFINITIONS

from grimoire.rules.actions import Choose, PassPriority
from grimoire.rules.position import PlayerSpec
from grimoire.rules.replace import ProposedLife, replace


@pytest.mark.parametrize(("first", "zone"), [("Rest in Peace", "exile"),
                                             ("Progenitus", "library")])
def test_one_effect_makes_the_other_inapplicable(first: str, zone: str) -> None:
    """CR 616.1, 616.1f: Progenitus (its owner's "shuffle it into its library instead")
    and Rest in Peace ("exile it instead") both apply to Progenitus going to a graveyard;
    its owner chooses. Once one applies the event no longer puts it into a graveyard, so
    the other no longer applies: exile, or the library — never both."""
    g = game(PlayerSpec(battlefield=(perm("Rest in Peace"), *lands("Swamp", 1))),
             PlayerSpec(battlefield=(perm("Progenitus"),)), extra=DEFINITIONS)
    progenitus = one(g, "Progenitus")
    g.objects[progenitus].damage = 10  # lethal damage: destroyed by CR 704.5g
    g.apply(PassPriority())
    assert g.pending is not None and g.pending.kind == "order_replacements"
    assert g.pending.player == 1  # CR 616.1: the affected object's controller
    source = one(g, first)  # each option names the effect's source first
    chosen = next(k for k in g.pending.options if k[0] == source)
    g.apply(Choose(chosen))
    assert ids(g, "Progenitus", zone)
    assert not ids(g, "Progenitus", "graveyard")
    assert len(ids(g, "Progenitus", "exile")) + len(ids(g, "Progenitus", "library")) == 1


def test_two_doublers_each_apply_once_to_the_changed_event() -> None:
    """CR 616.1f, 614.5: with two Rhox Faithmenders ("If you would gain life, you gain
    twice that much life instead"), gaining 3 life becomes 6 after the first, and the
    second still applies to the changed event: 12."""
    g = game(PlayerSpec(battlefield=(perm("Rhox Faithmender"), perm("Rhox Faithmender"))),
             extra=DEFINITIONS)
    assert replace(g, ProposedLife(0, 3)) == ProposedLife(0, 12)
    assert replace(g, ProposedLife(1, 3)) == ProposedLife(1, 3)  # not the opponent's
