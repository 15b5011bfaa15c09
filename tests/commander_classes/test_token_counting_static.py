"""A token's own quoted static that counts ("create a 1/1 blue Illusion creature token with
"This token gets +1/+0 for each other Illusion you control."", Minn, Wily Illusionist): the
"for each" inside the quotes belongs to the token's ability (CR 111.4, 604.1), not to the
number of tokens created, and the token's subtype words name the type, not the token itself
(a token named "Illusion" still counts the other Illusions, CR 111.4, 201.5)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, settle, table
from tests.rules.helpers import ids, one

from grimoire.oracle.compiler import compile_source
from grimoire.oracle.ir import CreateTokens, Fixed, TriggeredAbility
from grimoire.rules import query
from grimoire.rules.actions import CastSpell
from grimoire.rules.position import PermanentSpec as P
from grimoire.rules.position import PlayerSpec

MAKER = record(
    "Test Illusionist", "{1}{U}", "Creature — Gnome Wizard",
    'When this creature enters, create a 1/1 blue Illusion creature token with "This token '
    'gets +1/+0 for each other Illusion you control."', "1", "3")


def test_one_token_with_its_own_counting_ability() -> None:
    compiled(MAKER)
    ability = compile_source(MAKER).abilities[0]
    assert isinstance(ability, TriggeredAbility) and isinstance(ability.effect, CreateTokens)
    assert ability.effect.amount == Fixed(1)


def test_each_token_counts_the_other_illusions() -> None:
    """Two Illusion tokens: each gets +1/+0 for the other (2/1); alone, one is 1/1."""
    game = table((MAKER,), PlayerSpec(hand=("Test Illusionist", "Test Illusionist"),
                                      battlefield=tuple(P("Island") for _ in range(4))),
                 PlayerSpec())
    game.apply(CastSpell(ids(game, "Test Illusionist", "hand")[0]))
    settle(game)
    (first,) = ids(game, "Illusion")
    assert query.power(game, game.objects[first]) == 1
    game.apply(CastSpell(one(game, "Test Illusionist", "hand")))
    settle(game)
    tokens = ids(game, "Illusion")
    assert len(tokens) == 2
    assert [(query.power(game, game.objects[t]), query.toughness(game, game.objects[t]))
            for t in tokens] == [(2, 1), (2, 1)]
