""""As this artifact enters, choose two colors" (CR 614.12: a choice made as it enters,
remembered, CR 607.2d) and "Whenever you cast a spell, if it's at least one of the chosen
colors, you gain 1 life for each of the chosen colors it is" (Tablet of the Guilds; CR
603.4: the intervening "if"; CR 105.2: a spell's colors)."""

from __future__ import annotations

from tests.deck_classes._cards import assert_honoured, card
from tests.dice_rules._util import cast, game, lands, one, resolve

from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import Choose
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

TABLET = card("Tablet of the Guilds", "{2}", "Artifact",
              "As this artifact enters, choose two colors.\nWhenever you cast a spell, if it's "
              "at least one of the chosen colors, you gain 1 life for each of the chosen "
              "colors it is.")
AZORIUS = card("Azorius Recruit", "{W}{U}", "Creature — Human Soldier", "", "2/2")
RECORDS = (TABLET, AZORIUS)


def test_the_records_are_honoured() -> None:
    assert_honoured(RECORDS)


def _tablet(colors: str) -> Game:
    g = game(PlayerSpec(battlefield=(*lands("Plains", 3), *lands("Island", 3),
                                     *lands("Mountain", 2)),
                        hand=("Tablet of the Guilds", "Azorius Recruit", "Shock",
                              "Grizzly Bears")),
             extra=[compile_source(r) for r in RECORDS])
    cast(g, "Tablet of the Guilds")
    assert g.pending is not None
    resolve(g, [Choose(colors)])
    assert g.objects[one(g, "Tablet of the Guilds")].chosen == colors
    return g


def test_the_choice_offers_each_pair_of_colors() -> None:
    """Ten pairs of the five colors (CR 105.1)."""
    g = game(PlayerSpec(battlefield=lands("Plains", 2), hand=("Tablet of the Guilds",)),
             extra=[compile_source(r) for r in RECORDS])
    cast(g, "Tablet of the Guilds")
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(next(a for a in g.legal_actions()))
    assert g.pending is not None and len(g.pending.options) == 10
    assert "WU" in g.pending.options


def test_a_two_color_spell_of_both_chosen_colors_gains_two() -> None:
    """White and blue chosen: a white-blue creature spell gains 2 life, a red Shock
    nothing (the "if" is false: no trigger, CR 603.4)."""
    g = _tablet("WU")
    cast(g, "Azorius Recruit")
    resolve(g)
    assert g.players[0].life == 22
    cast(g, "Shock", ((Seat(1),),))
    resolve(g)
    assert g.players[0].life == 22


def test_one_chosen_color_gains_one() -> None:
    """Blue and red chosen: the white-blue spell is one of them: 1 life; Shock (red): 1."""
    g = _tablet("UR")
    cast(g, "Azorius Recruit")
    resolve(g)
    assert g.players[0].life == 21
    cast(g, "Shock", ((Seat(1),),))
    resolve(g)
    assert g.players[0].life == 22
