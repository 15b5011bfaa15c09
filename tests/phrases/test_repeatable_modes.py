"""Modal spells whose modes may repeat (CR 700.2d): "Choose three. You may choose the same
mode more than once." A mode chosen several times is treated as if it appeared that many
times in sequence, each instance with its own target (the Confluences)."""

from __future__ import annotations

import pytest
from tests.dice_rules._util import game, ids, lands, one, perm, resolve

from grimoire.errors import IllegalActionError
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.coverage import card_is_compiled
from grimoire.oracle.ir import CardDefinition, Modal
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

FIERY = {"name": "Fiery Confluence", "mana_cost": "{2}{R}{R}", "type_line": "Sorcery",
         "oracle_text": "Choose three. You may choose the same mode more than once.\n"
         "• Fiery Confluence deals 1 damage to each creature.\n"
         "• Fiery Confluence deals 2 damage to each opponent.\n"
         "• Destroy target artifact."}
RIGHTEOUS = {"name": "Righteous Confluence", "mana_cost": "{3}{W}{W}", "type_line": "Sorcery",
             "oracle_text": "Choose three. You may choose the same mode more than once.\n"
             "• Create a 2/2 white Knight creature token with vigilance.\n"
             "• Exile target enchantment.\n• You gain 5 life."}
ORNITHOPTER = {"name": "Ornithopter", "mana_cost": "{0}",
               "type_line": "Artifact Creature — Thopter", "oracle_text": "Flying",
               "power": "0", "toughness": "2"}
EXTRA: tuple[CardDefinition, ...] = tuple(
    compile_source(r) for r in (FIERY, RIGHTEOUS, ORNITHOPTER))


def _fiery() -> Game:
    return game(PlayerSpec(hand=(FIERY["name"],), battlefield=lands("Mountain", 4)),
                PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Hill Giant"),
                                        perm(ORNITHOPTER["name"]), perm(ORNITHOPTER["name"]))),
                extra=EXTRA)


def test_compiles_as_a_repeatable_modal() -> None:
    """Both cards compile (no gap), with "choose three" exactly; the mode sentence
    written with the card's name compiles too."""
    assert all(card_is_compiled([d]) for d in EXTRA)
    for definition in EXTRA[:2]:
        effect = definition.spell.effect if definition.spell else None
        assert isinstance(effect, Modal) and effect.repeatable
        assert (effect.min_choices, effect.max_choices) == (3, 3)


def test_same_mode_three_times() -> None:
    """Three instances of "1 damage to each creature" in sequence: the 2/2 Bears and the
    0/2 Ornithopters die after the second; the 3/3 Hill Giant after the third."""
    g = _fiery()
    g.apply(CastSpell(one(g, FIERY["name"], "hand"), modes=(0, 0, 0)))
    resolve(g)
    assert one(g, "Hill Giant", "graveyard") and one(g, "Grizzly Bears", "graveyard")
    assert not [o for o in g.objects.values()
                if o.zone == "battlefield" and o.info.is_creature]
    assert g.players[1].life == 20


def test_repeated_targeted_mode_with_different_targets() -> None:
    """Destroy target artifact twice, each instance with its own target (CR 700.2d), and
    2 damage to each opponent once."""
    g = _fiery()
    thopters = tuple(ids(g, ORNITHOPTER["name"]))
    g.apply(CastSpell(one(g, FIERY["name"], "hand"), modes=(1, 2, 2),
                      targets=((thopters[0],), (thopters[1],))))
    resolve(g)
    assert len(ids(g, ORNITHOPTER["name"], "graveyard")) == 2
    assert g.players[1].life == 18
    assert one(g, "Grizzly Bears") and one(g, "Hill Giant")


def test_mode_count_is_enforced() -> None:
    """Exactly three modes (CR 700.2): two modes, or four, are illegal and change nothing."""
    g = _fiery()
    card = one(g, FIERY["name"], "hand")
    before = len(g.events)
    for modes in ((1, 1), (1, 1, 1, 1)):
        with pytest.raises(IllegalActionError):
            g.apply(CastSpell(card, modes=modes))
    assert len(g.events) == before and g.objects[card].zone == "hand"


def test_tokens_twice_and_life_once() -> None:
    """Righteous Confluence: two Knight tokens and 5 life, in printed order."""
    g = game(PlayerSpec(hand=(RIGHTEOUS["name"],), battlefield=lands("Plains", 5)),
             extra=EXTRA)
    g.apply(CastSpell(one(g, RIGHTEOUS["name"], "hand"), modes=(0, 0, 2)))
    resolve(g)
    knights = [o for o in g.objects.values() if o.zone == "battlefield" and o.kind == "token"]
    assert len(knights) == 2 and all("vigilance" in k.info.keywords for k in knights)
    assert g.players[0].life == 25
