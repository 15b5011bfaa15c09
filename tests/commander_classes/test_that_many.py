""""That many" as a count (CR 608.2c: an instruction refers to a number given earlier, here
the triggering event's damage, CR 120.3): "create that many 1/1 Insect tokens", "draw that
many cards", "exile that many cards from the top of your library"."""

from __future__ import annotations

import pytest
from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import query
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

NEST = record("Hornet Nest", "{2}{G}", "Creature — Insect",
              "Defender (This creature can't attack.)\nWhenever this creature is dealt damage, "
              "create that many 1/1 green Insect creature tokens with flying and deathtouch. (Any "
              "amount of damage a creature with deathtouch deals to a creature is enough to "
              "destroy it.)", "0", "2")
BROODHATCH = record("Broodhatch Nantuko", "{1}{G}", "Creature — Insect Druid",
                    "Whenever this creature is dealt damage, you may create that many 1/1 green "
                    "Insect creature tokens.", "1", "1")
AMBUSHER = record("Illusory Ambusher", "{4}{U}", "Creature — Cat Illusion",
                  "Flash (You may cast this spell any time you could cast an instant.)\n"
                  "Whenever this creature is dealt damage, draw that many cards.", "4", "1")
BOLT = record("Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target.")
SHOCK = record("Shock", "{R}", "Instant", "Shock deals 2 damage to any target.")
RECORDS = (NEST, BROODHATCH, AMBUSHER, BOLT, SHOCK)


def test_the_records_compile() -> None:
    """Each card compiles with nothing the engine ignores; the count is the event's."""
    compiled(*RECORDS)
    trigger = compile_source(NEST).abilities[1]
    assert isinstance(trigger, ir.TriggeredAbility)
    assert isinstance(trigger.effect, ir.CreateTokens)
    assert trigger.effect.amount == ir.EventAmount()


def test_that_many_without_a_number_before_it_is_not_understood() -> None:
    """CR 608.2c: "that many" needs an earlier number; after an attack trigger (no amount)
    it is reported as not understood rather than guessed as zero."""
    text = record("Test Raider", "{2}{R}", "Creature — Human",
                  "Whenever this creature attacks, draw that many cards.", "2", "2")
    ability = compile_source(text).abilities[0]
    assert isinstance(ability, ir.TriggeredAbility)
    assert isinstance(ability.effect, ir.Unimplemented)


def _bolt(game: Game, spell: str, target: int) -> None:
    game.apply(CastSpell(one(game, spell, "hand"), targets=((target,),)))
    while game.stack or (game.pending is not None and game.pending.kind != "priority"):
        assert game.pending is not None
        if game.pending.kind == "priority":
            game.apply(PassPriority())
        else:
            game.apply(game.legal_actions()[0])


def _game(creature: str, spell: str = "Lightning Bolt") -> Game:
    return table(RECORDS, PlayerSpec(hand=(spell,), battlefield=(PermanentSpec("Mountain"),)),
                 PlayerSpec(battlefield=(PermanentSpec(creature),)), PlayerSpec(), PlayerSpec())


def test_hornet_nest_dealt_lethal_damage_makes_that_many_insects() -> None:
    """CR 120.3, 603.10a: 3 damage to the 0/2 Nest: it dies, and its controller (Bob) still
    gets three 1/1 Insects with flying and deathtouch."""
    game = _game("Hornet Nest")
    _bolt(game, "Lightning Bolt", one(game, "Hornet Nest"))
    assert not ids(game, "Hornet Nest")
    insects = [game.objects[o] for o in game.battlefield if game.objects[o].kind == "token"]
    assert len(insects) == 3 and {o.controller for o in insects} == {1}
    assert all(query.has_keyword(game, o, "flying") and query.has_keyword(game, o, "deathtouch")
               for o in insects)


@pytest.mark.parametrize("accept", [True, False])
def test_broodhatch_may_decline(accept: bool) -> None:
    """A "you may" declined creates nothing; accepted, as many tokens as damage (2)."""
    game = table(RECORDS, PlayerSpec(hand=("Shock",), battlefield=(PermanentSpec("Mountain"),)),
                 PlayerSpec(battlefield=(PermanentSpec("Broodhatch Nantuko"),)), PlayerSpec())
    game.apply(CastSpell(one(game, "Shock", "hand"), targets=((one(game, "Broodhatch Nantuko"),),)))
    for _ in range(50):
        assert game.pending is not None
        if game.pending.kind == "yes_no":
            game.apply(Choose(accept))
        elif game.stack or game.pending.kind != "priority":
            game.apply(PassPriority() if game.pending.kind == "priority"
                       else game.legal_actions()[0])
        else:
            break
    tokens = [o for o in game.battlefield if game.objects[o].kind == "token"]
    assert len(tokens) == (2 if accept else 0)


def test_illusory_ambusher_draws_that_many() -> None:
    """Shock deals 2 damage to the 4/1 Ambusher: it dies and Bob draws two cards."""
    game = _game("Illusory Ambusher", "Shock")
    before = len(game.players[1].hand)
    _bolt(game, "Shock", one(game, "Illusory Ambusher"))
    assert len(game.players[1].hand) == before + 2
