"""Arrest: "Enchanted creature can't attack or block, and its activated abilities can't be
activated." (CR 602.5: a prohibited ability can't begin to be activated; mana abilities are
activated abilities too, CR 605.1a)."""

from __future__ import annotations

import pytest
from tests.deck_classes._cards import defs
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.errors import IllegalActionError
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import ActivateAbility, CastSpell, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec


def _start(creature: str, arrested: bool, hand: tuple[str, ...] = (),
           step: str = "main1") -> Game:
    battlefield = (perm(creature), *lands("Forest", 2), *lands("Plains", 1))
    if arrested:
        battlefield = (*battlefield, perm("Arrest", attached_to=(0, 0)))
    return game(PlayerSpec(battlefield=battlefield, hand=hand), step=step,
                extra=defs("Arrest", "Prodigal Pyromancer"))


def _activations(g: Game, name: str) -> list[ActivateAbility]:
    oid = one(g, name)
    return [a for a in g.legal_actions() if isinstance(a, ActivateAbility) and a.source == oid]


def test_honoured() -> None:
    assert not engine_gaps(defs("Arrest")[0])


def test_enchanted_creatures_abilities_cant_be_activated() -> None:
    """CR 602.5: the Pyromancer's {T} ability is not offered and is refused."""
    g = _start("Prodigal Pyromancer", arrested=False)
    assert _activations(g, "Prodigal Pyromancer")
    g = _start("Prodigal Pyromancer", arrested=True)
    assert not _activations(g, "Prodigal Pyromancer")
    with pytest.raises(IllegalActionError, match=r"CR 602\.5"):
        g.apply(ActivateAbility(one(g, "Prodigal Pyromancer"), 0,
                                targets=((one(g, "Arrest"),),)))


def test_mana_abilities_too() -> None:
    """CR 605.1a: a mana ability is an activated ability: an arrested Llanowar Elves makes
    no mana, so Giant Spider ({3}{G}) can't be cast with two Forests and a Plains."""
    free = _start("Llanowar Elves", arrested=False, hand=("Giant Spider",))
    assert [a for a in free.legal_actions() if isinstance(a, CastSpell)]
    g = _start("Llanowar Elves", arrested=True, hand=("Giant Spider",))
    assert not [a for a in g.legal_actions() if isinstance(a, CastSpell)]


def test_cant_attack_and_removing_arrest_restores() -> None:
    """It can't attack (CR 508.1c); once Arrest leaves, the ability works again."""
    for arrested in (False, True):
        g = _start("Prodigal Pyromancer", arrested=arrested, step="beginning_of_combat")
        while g.pending is not None and g.pending.kind == "priority" \
                and g.step == "beginning_of_combat":
            g.apply(PassPriority())
        asked = g.pending is not None and g.pending.kind == "declare_attackers"
        attacks = [a for a in g.legal_actions() if asked and isinstance(a, DeclareAttackers)
                   and a.attacks]
        assert bool(attacks) is not arrested
    g = _start("Prodigal Pyromancer", arrested=True, hand=("Naturalize",))
    g.apply(CastSpell(one(g, "Naturalize", "hand"), targets=((one(g, "Arrest"),),)))
    resolve(g)
    assert _activations(g, "Prodigal Pyromancer")
