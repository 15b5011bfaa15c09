"""Conditions on the creature an instruction acted on (CR 608.2c), read as it last existed
once gone (CR 608.2h): "If that creature is a Human, put two +1/+1 counters on it instead"
(Elder Cathar), "If the sacrificed creature was a Human" (Falkenrath Torturer), "If that
creature was a Human, you gain life equal to its toughness" (Death's Caress)."""

from __future__ import annotations

from tests.deck_classes._cards import assert_honoured, card
from tests.dice_rules._util import cast, game, lands, one, perm, resolve

from grimoire.oracle.compiler import compile_source
from grimoire.rules import query
from grimoire.rules.actions import ActivateAbility
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

CATHAR = card("Elder Cathar", "{2}{W}", "Creature — Human Soldier",
              "When this creature dies, put a +1/+1 counter on target creature you control. If "
              "that creature is a Human, put two +1/+1 counters on it instead.", "2/2")
TORTURER = card("Falkenrath Torturer", "{2}{B}", "Creature — Vampire",
                "Sacrifice a creature: This creature gains flying until end of turn. If the "
                "sacrificed creature was a Human, put a +1/+1 counter on this creature.", "2/1")
CARESS = card("Death's Caress", "{3}{B}{B}", "Sorcery",
              "Destroy target creature. If that creature was a Human, you gain life equal to "
              "its toughness.")
HUMAN = card("Village Ironsmith", "{1}{R}", "Creature — Human Warrior", "First strike", "1/3")
RECORDS = (CATHAR, TORTURER, CARESS, HUMAN)


def test_the_records_are_honoured() -> None:
    assert_honoured(RECORDS)


def _game(me: PlayerSpec, them: PlayerSpec | None = None) -> Game:
    return game(me, them, extra=[compile_source(r) for r in RECORDS])


def test_caress_gains_the_humans_toughness_only() -> None:
    """A Human 1/3 destroyed: 3 life; Grizzly Bears (a Bear): none."""
    for victim, gained in (("Village Ironsmith", 3), ("Grizzly Bears", 0)):
        g = _game(PlayerSpec(battlefield=lands("Swamp", 5), hand=("Death's Caress",)),
                  PlayerSpec(battlefield=(perm(victim),)))
        cast(g, "Death's Caress", ((one(g, victim),),))
        resolve(g)
        assert g.players[0].life == 20 + gained
        assert not [o for o in g.objects.values() if o.name == victim
                    and o.zone == "battlefield"]


def test_torturer_grows_for_a_sacrificed_human() -> None:
    """Sacrificing the Human: flying and a counter; sacrificing Bears: flying only."""
    for victim, counters in (("Village Ironsmith", 1), ("Grizzly Bears", 0)):
        g = _game(PlayerSpec(battlefield=(perm("Falkenrath Torturer"), perm(victim))))
        torturer = one(g, "Falkenrath Torturer")
        g.apply(ActivateAbility(torturer, 0, costs=(one(g, victim),)))
        resolve(g)
        assert query.has_keyword(g, g.objects[torturer], "flying")
        assert g.objects[torturer].counter("+1/+1") == counters


def test_cathar_puts_two_counters_on_a_human() -> None:
    """Elder Cathar dies (Murder): its target gets two counters if a Human, else one."""
    for target, counters in (("Village Ironsmith", 2), ("Grizzly Bears", 1)):
        g = _game(PlayerSpec(battlefield=(perm("Elder Cathar"), perm(target),
                                          *lands("Swamp", 3)), hand=("Murder",)))
        cast(g, "Murder", ((one(g, "Elder Cathar"),),))
        resolve(g)
        assert g.objects[one(g, target)].counter("+1/+1") == counters
