"""Riot in real games (CR 702.136; grimoire.mechanics.riot, grimoire.oracle.
creature_keywords.riot_abilities).

Expectations from CR 702.136a ("You may have this permanent enter with an additional +1/+1
counter on it. If you don't, it gains haste."), CR 614.1c (a replacement applied as it
enters, however it enters: cast, or put onto the battlefield by an effect) and CR 122.6
(counter replacements apply to the counter it enters with)."""

from __future__ import annotations

from tests.dice_rules._util import game, lands, one
from tests.ir_completeness._game import card

from grimoire.rules import query
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

GOBLIN = card("Riot Goblin Test", "Creature — Goblin Berserker",
              "Riot (This creature enters with your choice of a +1/+1 counter or haste.)",
              "2", "2", mana_cost="{R}")
RAISE = card("Raise Test", "Sorcery", "Return target creature card from your graveyard to "
             "the battlefield.", mana_cost="{B}")
SCALES = card("Scales Test", "Enchantment", "If one or more +1/+1 counters would be put on "
              "a creature you control, that many plus one +1/+1 counters are put on it "
              "instead.", mana_cost="{G}")


def _play(g: Game, name: str, answer: bool, target: int | None = None) -> list[str]:
    """Cast ``name`` and let it resolve, answering the riot question ``answer``; the
    questions' prompts."""
    targets = ((target,),) if target is not None else ()
    g.apply(CastSpell(one(g, name, "hand"), targets=targets))
    asked: list[str] = []
    for _ in range(20):
        pending = g.pending
        if pending is None or (pending.kind == "priority" and not g.stack):
            break
        if pending.kind == "priority":
            g.apply(PassPriority())
        else:
            assert pending.kind == "yes_no" and pending.player == 0
            asked.append(pending.prompt)
            g.apply(Choose(answer))
    return asked


def _game(hand: tuple[str, ...], graveyard: tuple[str, ...] = (),
          battlefield: tuple[PermanentSpec, ...] = ()) -> Game:
    return game(PlayerSpec(hand=hand, graveyard=graveyard,
                           battlefield=(*lands("Mountain", 1), *lands("Swamp", 1), *battlefield)),
                extra=(GOBLIN, RAISE, SCALES))


def _state(g: Game) -> tuple[int, bool]:
    goblin = g.objects[one(g, "Riot Goblin Test")]
    return goblin.counter("+1/+1"), query.has_keyword(g, goblin, "haste")


def test_cast_choosing_the_counter() -> None:
    """CR 702.136a: the counter chosen, it enters with it and has no haste."""
    g = _game(("Riot Goblin Test",))
    assert len(_play(g, "Riot Goblin Test", True)) == 1
    assert _state(g) == (1, False)
    assert query.power(g, g.objects[one(g, "Riot Goblin Test")]) == 3


def test_cast_declining_the_counter_gains_haste() -> None:
    """CR 702.136a "If you don't, it gains haste": no counter, haste (for good)."""
    g = _game(("Riot Goblin Test",))
    _play(g, "Riot Goblin Test", False)
    assert _state(g) == (0, True)


def test_put_onto_the_battlefield_by_an_effect_still_chooses() -> None:
    """CR 614.1c, 702.136a: returned by a spell, it still enters with the choice; asked once."""
    g = _game(("Raise Test",), graveyard=("Riot Goblin Test",))
    asked = _play(g, "Raise Test", True, one(g, "Riot Goblin Test", "graveyard"))
    assert len(asked) == 1 and _state(g) == (1, False)
    g = _game(("Raise Test",), graveyard=("Riot Goblin Test",))
    _play(g, "Raise Test", False, one(g, "Riot Goblin Test", "graveyard"))
    assert _state(g) == (0, True)


def test_a_counter_replacement_applies_to_the_riot_counter() -> None:
    """CR 122.6, 614.1c: the counter it enters with is put on it, so "that many plus one"
    applies: two counters."""
    g = _game(("Riot Goblin Test",), battlefield=(PermanentSpec("Scales Test"),))
    _play(g, "Riot Goblin Test", True)
    assert _state(g) == (2, False)


def test_a_permanent_in_the_starting_position_is_not_asked() -> None:
    """Nothing entered: a riot creature already on the battlefield asks nothing and, with
    no counter chosen, has haste."""
    g = _game((), battlefield=(PermanentSpec("Riot Goblin Test"),))
    assert g.pending is not None and g.pending.kind == "priority"
    assert _state(g) == (0, True)
