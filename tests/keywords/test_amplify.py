"""Amplify in real games (CR 702.38; compiled to a revealing devour, grimoire.mechanics.devour,
with the filter "share a creature type with it", grimoire.mechanics.shared_types).

Expectations from CR 702.38a ("As this object enters, reveal any number of cards from your
hand that share a creature type with it. This permanent enters with N +1/+1 counters on it
for each card revealed this way. You can't reveal this card or any other cards that are
entering the battlefield at the same time as this card."), CR 107.1c (zero is "any
number"), CR 702.73a (a changeling card has every creature type, in every zone) and
CR 614.1c (applied however it enters: cast or put onto the battlefield by an effect)."""

from __future__ import annotations

from tests.dice_rules._util import game, lands, one
from tests.ir_completeness._game import card

from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

STINGER = card("Amplify Soldier Test", "Creature — Human Soldier",
               "Amplify 2 (As this creature enters, put two +1/+1 counters on it for each "
               "Human and/or Soldier card you reveal in your hand.)", "1", "1", mana_cost="{W}")
KNIGHT = card("Soldier Card Test", "Creature — Kor Soldier", "", "2", "2", mana_cost="{W}")
ELF = card("Elf Card Test", "Creature — Elf", "", "1", "1", mana_cost="{G}")
SHAPE = card("Shapeshifter Test", "Creature — Shapeshifter", "Changeling", "1", "1",
             mana_cost="{U}")
RAISE = card("Raise Test", "Sorcery", "Return target creature card from your graveyard to "
             "the battlefield.", mana_cost="{B}")
_HAND = ("Soldier Card Test", "Elf Card Test", "Shapeshifter Test")


def _run(g: Game, pick: int | None) -> tuple[int, ...]:
    """Resolve, revealing the first ``pick`` offered cards (None: all); the options."""
    offered: tuple[int, ...] = ()
    for _ in range(20):
        pending = g.pending
        if pending is None or (pending.kind == "priority" and not g.stack):
            break
        if pending.kind == "priority":
            g.apply(PassPriority())
        else:
            assert pending.kind == "choose_objects" and pending.player == 0
            offered = tuple(pending.options)
            g.apply(Choose(offered[:pick] if pick is not None else offered))
    return offered


def _names(g: Game, oids: tuple[int, ...]) -> list[str]:
    return sorted(g.objects[o].name for o in oids)


def test_cast_revealing_cards_that_share_a_creature_type() -> None:
    """CR 702.38a, 702.73a: the Soldier and the changeling share a type (the Elf doesn't);
    two revealed, amplify 2: four +1/+1 counters; they stay in the hand."""
    g = game(PlayerSpec(hand=("Amplify Soldier Test", *_HAND), battlefield=lands("Plains", 1)),
             extra=(STINGER, KNIGHT, ELF, SHAPE, RAISE))
    g.apply(CastSpell(one(g, "Amplify Soldier Test", "hand")))
    offered = _run(g, None)
    assert _names(g, offered) == ["Shapeshifter Test", "Soldier Card Test"]
    assert g.objects[one(g, "Amplify Soldier Test")].counter("+1/+1") == 4
    assert len(g.players[0].hand) == 3


def test_revealing_nothing_enters_without_counters() -> None:
    """CR 107.1c: zero cards is a choice: no counters."""
    g = game(PlayerSpec(hand=("Amplify Soldier Test", *_HAND), battlefield=lands("Plains", 1)),
             extra=(STINGER, KNIGHT, ELF, SHAPE, RAISE))
    g.apply(CastSpell(one(g, "Amplify Soldier Test", "hand")))
    _run(g, 0)
    assert g.objects[one(g, "Amplify Soldier Test")].counter("+1/+1") == 0


def test_returned_by_an_effect_still_amplifies() -> None:
    """CR 614.1c: put onto the battlefield by a spell, it still reveals (one card: two
    counters)."""
    g = game(PlayerSpec(hand=("Raise Test", *_HAND), graveyard=("Amplify Soldier Test",),
                        battlefield=lands("Swamp", 1)),
             extra=(STINGER, KNIGHT, ELF, SHAPE, RAISE))
    g.apply(CastSpell(one(g, "Raise Test", "hand"),
                      targets=((one(g, "Amplify Soldier Test", "graveyard"),),)))
    offered = _run(g, 1)
    assert len(offered) == 2
    assert g.objects[one(g, "Amplify Soldier Test")].counter("+1/+1") == 2
