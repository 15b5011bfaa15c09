"""State triggers on a life total (CR 603.8: "When you have 30 or more life, ..." triggers when
the game state matches, checked whenever a player would receive priority; it doesn't trigger
again until it has left the stack): Rune-Tail, Kitsune Ascendant's "When you have 30 or more
life, flip Rune-Tail." (Truth Seekers; CR 710: flip cards) and Opal Avenger's "When you have 10
or less life, if this permanent is an enchantment, it becomes a 3/5 Soldier creature." (CR
603.4: the intervening "if" is checked as it would trigger and as it resolves)."""

from __future__ import annotations

from typing import Any

from tests.commander_classes._table import LIBRARY, record
from tests.rules.helpers import one, pool

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.faces import is_flip
from grimoire.oracle.flip_text import flip_definition
from grimoire.oracle.support import engine_gaps
from grimoire.rules import query
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec, Position

RUNE_TAIL: dict[str, Any] = {
    "name": "Rune-Tail, Kitsune Ascendant // Rune-Tail's Essence", "layout": "flip",
    "mana_cost": "{2}{W}", "type_line": "Legendary Creature — Fox Monk // Legendary Enchantment",
    "card_faces": [
        {"name": "Rune-Tail, Kitsune Ascendant", "mana_cost": "{2}{W}",
         "type_line": "Legendary Creature — Fox Monk",
         "oracle_text": "When you have 30 or more life, flip Rune-Tail.",
         "power": "2", "toughness": "2"},
        {"name": "Rune-Tail's Essence", "mana_cost": "", "type_line": "Legendary Enchantment",
         "oracle_text": "Prevent all damage that would be dealt to creatures you control."}]}
OPAL = record("Opal Avenger", "{2}{W}", "Enchantment",
              "When you have 10 or less life, if this permanent is an enchantment, it becomes a "
              "3/5 Soldier creature.")
SHOCK = record("Shock", "{R}", "Instant", "Shock deals 2 damage to any target.")
TRANSCENDENCE = record("Transcendence", "{3}{W}{W}{W}", "Enchantment",
                       "You don't lose the game for having 0 or less life.\nWhen you have 20 or "
                       "more life, you lose the game.\nWhenever you lose life, you gain 2 life "
                       "for each 1 life you lost. (Damage dealt to you causes you to lose life.)")


def _rune_tail() -> ir.CardDefinition:
    card = flip_definition(RUNE_TAIL, is_flip=is_flip(RUNE_TAIL))
    assert card is not None and ir.is_fully_implemented(card) and not engine_gaps(card)
    return card


def test_the_cards_compile() -> None:
    """Both halves of Rune-Tail and Opal Avenger compile; Transcendence stays unplayable
    (its "You don't lose the game" static)."""
    assert _rune_tail().flipped is not None
    opal = compile_source(OPAL)
    assert ir.is_fully_implemented(opal) and not engine_gaps(opal)
    assert not ir.is_fully_implemented(compile_source(TRANSCENDENCE))


def _table(life: int, *battlefield: str, bob_hand: tuple[str, ...] = ()) -> Game:
    """Alice (active, three players) with ``battlefield``; Bob with a Mountain."""
    alice = PlayerSpec(life=life, battlefield=tuple(PermanentSpec(n) for n in battlefield),
                       library=LIBRARY)
    bob = PlayerSpec(battlefield=(PermanentSpec("Mountain"),), hand=bob_hand, library=LIBRARY)
    cards = pool(_rune_tail(), compile_source(OPAL), compile_source(SHOCK))
    position = Position(players=(alice, bob, PlayerSpec(library=LIBRARY)), active=0, turn=3,
                        step="main1")
    return Game.from_position(position, cards, seed=0)


def _settle(game: Game, limit: int = 30) -> int:
    """Pass until the stack is empty; returns how many abilities resolved."""
    resolved = 0
    for _ in range(limit):
        assert game.pending is not None
        if game.pending.kind == "priority" and not game.stack and resolved:
            return resolved
        if game.stack:
            resolved += 1 if game.pending.kind == "priority" else 0
        game.apply(PassPriority() if game.pending.kind == "priority"
                   else game.legal_actions()[0])
    return resolved


def test_rune_tail_flips_at_thirty() -> None:
    """At 29 life nothing happens; at 30 the trigger flips Rune-Tail into Rune-Tail's Essence,
    which then prevents damage to Alice's creatures (Shock at the Bears does nothing)."""
    game = _table(29, "Rune-Tail, Kitsune Ascendant", "Grizzly Bears")
    game.apply(PassPriority())
    assert not game.stack
    game.players[0].life = 30
    game.apply(PassPriority())  # Bob would receive priority: the state trigger (CR 603.8)
    assert game.stack
    _settle(game)
    essence = one(game, "Rune-Tail's Essence")
    assert not query.is_creature(game, game.objects[essence])


def test_it_flips_even_if_life_dropped_again() -> None:
    """No intervening "if": life back to 29 before the trigger resolves, it flips anyway."""
    game = _table(30, "Rune-Tail, Kitsune Ascendant")
    game.apply(PassPriority())
    assert game.stack
    game.players[0].life = 29
    _settle(game)
    assert one(game, "Rune-Tail's Essence")


def test_the_essence_prevents_damage_to_your_creatures() -> None:
    """Once flipped: Bob's Shock at Alice's Bears is prevented (CR 615.1)."""
    game = _table(30, "Rune-Tail, Kitsune Ascendant", "Grizzly Bears", bob_hand=("Shock",))
    game.apply(PassPriority())
    _settle(game)
    assert one(game, "Rune-Tail's Essence")
    bears = one(game, "Grizzly Bears")
    game.apply(PassPriority())  # Alice passes: Bob has priority
    assert game.pending is not None and game.pending.player == 1
    game.apply(CastSpell(one(game, "Shock", "hand"), targets=((bears,),)))
    _settle(game)
    assert one(game, "Grizzly Bears") and game.objects[one(game, "Grizzly Bears")].damage == 0


def test_opal_avenger_becomes_a_creature_once() -> None:
    """At 10 life the Avenger becomes a 3/5 Soldier creature (not an enchantment any more):
    the trigger's "if" then fails, so it does not trigger again and again (CR 603.4)."""
    game = _table(10, "Opal Avenger")
    game.apply(PassPriority())
    assert len(game.stack) == 1
    _settle(game)
    avenger = game.objects[one(game, "Opal Avenger")]
    assert query.is_creature(game, avenger)
    assert (query.power(game, avenger), query.toughness(game, avenger)) == (3, 5)
    game.apply(PassPriority())
    assert not game.stack


def test_opal_avenger_waits_above_ten() -> None:
    """At 11 life: no trigger."""
    game = _table(11, "Opal Avenger")
    game.apply(PassPriority())
    assert not game.stack
