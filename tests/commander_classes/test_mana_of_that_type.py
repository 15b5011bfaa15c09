""""Add one mana of any type that a land you control could produce. If this creature has a
+1/+1 counter on it, add three mana of that type instead." (Incubation Druid): CR 608.2c,
the second instruction is done rather than the first when the condition holds as the
ability resolves; "that type" is the one type chosen, three of it (CR 106.1b: the types are
the five colors and colorless, the Druid's first ruling). CR 605.1a: it is still a mana
ability (no target, could add mana, not a loyalty ability)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import one

from grimoire.core.mana import MANA_TYPES
from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import ActivateAbility, Choose
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

DRUID = record("Incubation Druid", "{1}{G}", "Creature — Elf Druid",
               "{T}: Add one mana of any type that a land you control could produce. If this "
               "creature has a +1/+1 counter on it, add three mana of that type instead.\n"
               "{3}{G}{G}: Adapt 3. (If this creature has no +1/+1 counters on it, put three "
               "+1/+1 counters on it.)", "0", "2")
WASTES = record("Wastes", "", "Basic Land", "{T}: Add {C}.")


def test_the_record_compiles_as_a_mana_ability() -> None:
    """CR 605.1a: the Druid's first ability is a mana ability, whole."""
    compiled(DRUID)
    first = compile_source(DRUID).abilities[0]
    assert getattr(first, "is_mana_ability", False)


def _tap(counters: int, *lands: str, pick: str = "U") -> Game:
    game = table((DRUID, WASTES), PlayerSpec(battlefield=(
        PermanentSpec("Incubation Druid", counters=(("+1/+1", counters),) if counters else ()),
        *(PermanentSpec(n) for n in lands))), PlayerSpec())
    game.offer_mana_abilities = True
    druid = one(game, "Incubation Druid")
    game.apply(next(a for a in game.legal_actions() if isinstance(a, ActivateAbility)
                    and a.source == druid and a.index == 0))
    while game.pending is not None and game.pending.kind != "priority":
        options = game.legal_actions()
        game.apply(next((a for a in options if isinstance(a, Choose)
                         and pick in str(a.value)), options[0]))
    game.offer_mana_abilities = False
    return game


def _pool(game: Game) -> dict[str, int]:
    return {t: n for t, n in zip(MANA_TYPES, game.players[0].pool, strict=True) if n}


def test_with_a_counter_three_mana_of_the_one_type_chosen() -> None:
    """With a +1/+1 counter: three blue mana (the type chosen among Forest's and Island's)."""
    assert _pool(_tap(1, "Forest", "Island")) == {"U": 3}


def test_without_a_counter_one_mana() -> None:
    """No counter: the first instruction, one mana."""
    assert _pool(_tap(0, "Forest", "Island")) == {"U": 1}


def test_colorless_is_a_type() -> None:
    """Ruling: the types include colorless; with Wastes only, three {C}."""
    assert _pool(_tap(2, "Wastes", pick="C")) == {"C": 3}


def test_no_land_no_mana() -> None:
    """CR 106.7: no land that could produce mana, no type, so no mana (counter or not)."""
    assert _pool(_tap(1)) == {}
