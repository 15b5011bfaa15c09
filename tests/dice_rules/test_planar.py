"""The planar die (CR 706.7, 901.9d; ruling:dice-planar-die).

Grimoire plays no Planechase games (no planar deck, no planeswalking, no planar-die special
action): these tests roll the planar die through the API (``grimoire.rules.dice.
roll_planar_die``) and through the ``RollPlanarDie`` effect of a hand-built plane-like
spell, in an ordinary two-player position.
"""

from __future__ import annotations

from collections import Counter

import pytest
from tests.dice_rules._util import cast, game, lands, one, perm, resolve, rolls

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.rules import dice
from grimoire.rules.position import PlayerSpec

# A plane-like effect: "Roll the planar die. Then draw cards equal to the result."
PLANAR = ir.CardDefinition(
    "Planar Test",
    card_types=("sorcery",),
    mana_cost=ir.ManaCost.parse("{U}"),
    spell=ir.SpellAbility(ir.Sequence((ir.RollPlanarDie(), ir.DrawCards(ir.DieResult())))),
)


def test_planar_die_triggers_one_or_more_dice() -> None:
    """ruling:dice-planar-die, CR 901.9d: rolling the planar die triggers "whenever you roll
    one or more dice" (Brazen Dwarf, Feywild Trickster) ..."""
    g = game(PlayerSpec(battlefield=(perm("Brazen Dwarf"), perm("Feywild Trickster"))))
    g.script_dice([3])
    face = dice.planar_die_special_action(g)
    assert face == "blank"
    assert g.pending is not None and g.pending.kind == "order_triggers"  # CR 603.3b
    resolve(g)
    assert g.players[1].life == 19 and one(g, "Faerie Dragon")


def test_numeric_effects_ignore_the_planar_die() -> None:
    """... but any effect that refers to a numerical result ignores it (CR 706.7): no
    natural-20 or highest-natural trigger (Critical Hit, Netherese Puzzle-Ward) even on its
    sixth face, and "the result" reads nothing: the plane-like spell draws no card."""
    g = game(
        PlayerSpec(
            hand=("Planar Test",),
            battlefield=(perm("Netherese Puzzle-Ward"), *lands("Island", 1)),
            graveyard=("Critical Hit",),
        ),
        extra=(PLANAR,),
    )
    g.script_dice([6])
    cast(g, "Planar Test")
    resolve(g)
    assert [(e.sides, e.natural, e.result) for e in rolls(g)] == [(0, 0, 0)]
    assert not g.players[0].hand  # no draw from "the result", none from Puzzle-Ward
    assert one(g, "Critical Hit", "graveyard")


def test_planar_special_action_only_with_priority_in_a_main_phase() -> None:
    """CR 901.9: only the active player, stack empty, main phase; otherwise refused."""
    g = game(PlayerSpec(), step="upkeep")
    with pytest.raises(IllegalActionError):
        dice.planar_die_special_action(g)
    assert not rolls(g)


def test_planar_faces_are_fair() -> None:
    """CR 901.3: one chaos face, one planeswalker face, four blank faces, from the game RNG."""
    g = game(PlayerSpec(), seed=11)
    faces = Counter(dice.roll_planar_die(g, 0) for _ in range(6000))
    assert set(faces) == {"chaos", "planeswalker", "blank"}
    assert faces["blank"] > faces["chaos"] and faces["blank"] > faces["planeswalker"]
