"""Counters from the mana spent to cast a permanent, and a floor on an announced X (CR
601.2h, 614.1c, 107.3a, 602.2b): Marath, Will of the Wild "enters with a number of +1/+1
counters on it equal to the amount of mana spent to cast it" (rulings: all mana spent,
additional costs included; entering without being cast, it gets none and dies as a 0/0)
and "{X}, Remove X +1/+1 counters from Marath: Choose one — ... X can't be 0." in each
mode: no activation announces X = 0."""

from __future__ import annotations

import pytest
from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import one

from grimoire.errors import IllegalActionError
from grimoire.rules import query
from grimoire.rules.actions import ActivateAbility, CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
MARATH = record("Marath, Will of the Wild", "{R}{G}{W}", "Legendary Creature — Elemental Beast",
                "Marath enters with a number of +1/+1 counters on it equal to the amount of mana "
                "spent to cast it.\n{X}, Remove X +1/+1 counters from Marath: Choose one —\n"
                "• Put X +1/+1 counters on target creature. X can't be 0.\n"
                "• Marath deals X damage to any target. X can't be 0.\n"
                "• Create an X/X green Elemental creature token. X can't be 0.", "0", "0")
RAISE = record("Raise Tester", "{B}", "Sorcery",
               "Return target creature card from your graveyard to the battlefield.")
HALF = record("Half Tester", "{G}", "Creature — Elf",
              "{X}, {T}: You gain X life. X can't be 0.\n"
              "{1}: Choose one —\n• Draw X cards. X can't be 0.\n• You gain 1 life.", "1", "1")
LANDS = (P("Mountain"), P("Forest"), P("Plains"), P("Swamp"))
RECORDS = (MARATH, RAISE, HALF)


def _resolve(game: Game) -> None:
    while game.stack:
        game.apply(PassPriority())


def test_the_records_compile() -> None:
    """Marath compiles with nothing the engine ignores; the floor said in only some modes
    (it would hang on the mode chosen) is left unknown, so that card isn't playable."""
    compiled(MARATH, RAISE)
    from grimoire.oracle.compiler import compile_source
    from grimoire.oracle.coverage import card_is_compiled
    assert not card_is_compiled([compile_source(HALF)])


def test_marath_cast_enters_with_the_mana_spent() -> None:
    """CR 601.2h, 614.1c: three mana spent ({R}{G}{W}): Marath enters with three +1/+1
    counters, a 3/3."""
    game = table(RECORDS, PlayerSpec(hand=("Marath, Will of the Wild",), battlefield=LANDS),
                 PlayerSpec())
    game.apply(CastSpell(one(game, "Marath, Will of the Wild", "hand")))
    _resolve(game)
    marath = game.objects[one(game, "Marath, Will of the Wild")]
    assert marath.counters.get("+1/+1") == 3
    assert (query.power(game, marath), query.toughness(game, marath)) == (3, 3)


def test_marath_not_cast_gets_no_counters_and_dies() -> None:
    """Ruling: put onto the battlefield without being cast, no mana was spent: no counters,
    and the 0/0 is put into the graveyard (CR 704.5f)."""
    game = table(RECORDS, PlayerSpec(hand=("Raise Tester",), battlefield=LANDS,
                                     graveyard=("Marath, Will of the Wild",)), PlayerSpec())
    game.apply(CastSpell(one(game, "Raise Tester", "hand"),
                         targets=((one(game, "Marath, Will of the Wild", "graveyard"),),)))
    _resolve(game)
    assert sorted(game.objects[o].name for o in game.players[0].graveyard) == [
        "Marath, Will of the Wild", "Raise Tester"]
    assert not any(game.objects[o].name == "Marath, Will of the Wild" for o in game.battlefield)


def test_x_is_never_zero() -> None:
    """CR 107.3a, 602.2b: with two counters and lands, Marath's ability may be activated
    with X = 1 or 2, never 0 (in any mode); X is also bounded by the counters (2)."""
    game = table(RECORDS, PlayerSpec(battlefield=(
        P("Marath, Will of the Wild", counters=(("+1/+1", 2),)), *LANDS)), PlayerSpec())
    marath = one(game, "Marath, Will of the Wild")
    acts = [a for a in game.legal_actions() if isinstance(a, ActivateAbility)
            and a.source == marath]
    assert acts and {a.x for a in acts} == {1, 2}
    before = game.save()
    with pytest.raises(IllegalActionError):  # announced 0: refused, nothing changed
        game.apply(ActivateAbility(marath, 1, ((Seat(1),),), 0, (), (1,)))
    assert game.save() == before


def test_x_of_one_deals_one_damage() -> None:
    """Marath with one counter: X = 1 removes it (a 0/0 afterwards, it dies, CR 704.5f) and
    the ability still deals 1 damage to Bob (CR 113.7a: independent of its source)."""
    game = table(RECORDS, PlayerSpec(battlefield=(
        P("Marath, Will of the Wild", counters=(("+1/+1", 1),)), *LANDS)), PlayerSpec())
    marath = one(game, "Marath, Will of the Wild")
    acts = [a for a in game.legal_actions() if isinstance(a, ActivateAbility)
            and a.source == marath]
    assert len(acts) == 5 and all(a.x == 1 for a in acts)  # 1 + 3 targets + 1
    acts = [a for a in acts if a.modes == (1,) and a.targets == ((Seat(1),),)]
    game.apply(acts[0])
    _resolve(game)
    assert game.players[1].life == 19
    assert not any(game.objects[o].name == "Marath, Will of the Wild" for o in game.battlefield)
