"""A permanent "that was activated this turn" (CR 700.10: it was the source of an ability
activated this turn), in a target of either description: Cut Short's "Destroy target
planeswalker that was activated this turn or tapped creature." (CR 115.1: one target that
matches either).
"""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, settle, table
from tests.rules.helpers import ids, one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import ActivateAbility, CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
CUT = record("Cut Short", "{2}{W}", "Instant",
             "Convoke (Your creatures can help cast this spell. Each creature you tap while "
             "casting this spell pays for {1} or one mana of that creature's color.)\n"
             "Destroy target planeswalker that was activated this turn or tapped creature.")
WALKER = {**record("Test Walker", "{2}{W}", "Legendary Planeswalker — Test",
                   "+1: You gain 1 life."), "loyalty": "3"}
RECORDS = (CUT, WALKER)


def test_the_records_compile() -> None:
    compiled(*RECORDS)
    cut = compile_source(CUT).spell
    assert cut is not None
    either = cut.targets[0].filter.either
    assert [f.types_any for f in either] == [("planeswalker",), ("creature",)]
    assert either[0].activated_this_turn and either[1].tapped


def _targets(game: Game) -> set[int]:
    card = one(game, "Cut Short", "hand")
    return {t for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == card
            for group in a.targets for t in group if isinstance(t, int)}


def _game() -> Game:
    return table(RECORDS, PlayerSpec(hand=("Cut Short",),
                                     battlefield=(P("Test Walker"),) + (P("Plains"),) * 3),
                 PlayerSpec(battlefield=(P("Grizzly Bears", tapped=True), P("Hill Giant"))),
                 PlayerSpec())




def test_only_a_tapped_creature_or_an_activated_planeswalker() -> None:
    """Before Alice activates her planeswalker only the tapped Bears can be targeted; after,
    the planeswalker too (CR 700.10); never the untapped Giant. Cut Short destroys it."""
    game = _game()
    walker, bears = one(game, "Test Walker"), one(game, "Grizzly Bears")
    assert _targets(game) == {bears}
    game.apply(ActivateAbility(walker, 0))
    settle(game)
    assert _targets(game) == {bears, walker}
    game.apply(CastSpell(one(game, "Cut Short", "hand"), targets=((walker,),)))
    settle(game)
    assert not ids(game, "Test Walker") and ids(game, "Grizzly Bears")


def test_a_controller_after_the_second_description_applies_to_both() -> None:
    """"target enchanted creature or enchantment creature you control" (Nyx Herald): both
    descriptions are permanents you control."""
    herald = record("Nyx Herald", "{2}{G}", "Enchantment Creature — Centaur Shaman",
                    "At the beginning of combat on your turn, target enchanted creature or "
                    "enchantment creature you control gets +1/+1 and gains trample until end "
                    "of turn.", "2", "3")
    compiled(herald)
    trigger = compile_source(herald).abilities[0]
    assert isinstance(trigger, ir.TriggeredAbility)
    either = trigger.targets[0].filter.either
    assert [f.controller for f in either] == ["you", "you"]
    assert either[0].enchanted
