"""Characteristics of the last creature card exiled with a permanent (CR 607.2a linked
abilities, 613.1d layer 4, 613.4b layer 7b, 205.1b): "Imprint — When this creature enters, you
may exile target nontoken creature. As long as a card exiled with this creature is a creature
card, this creature has the power, toughness, and creature types of the last creature card
exiled with it. It's still a Shapeshifter." (Duplicant's rulings: its base power and toughness
change, counters and other modifications still apply; it gains no abilities; nothing changes
while no exiled creature card remains.)"""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.rules import layers, query, zones
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

DUPLICANT = record("Duplicant", "{6}", "Artifact Creature — Shapeshifter",
                   "Imprint — When this creature enters, you may exile target nontoken "
                   "creature.\nAs long as a card exiled with this creature is a creature card, "
                   "this creature has the power, toughness, and creature types of the last "
                   "creature card exiled with it. It's still a Shapeshifter.", "2", "4")
ANGEL = record("Serra Angel", "{3}{W}{W}", "Creature — Angel", "Flying\nVigilance", "4", "4")
RECORDS = (DUPLICANT, ANGEL)
WASTES = tuple(PermanentSpec("Plains") for _ in range(6))


def _enter(*, exile: bool = True, counters: int = 0) -> Game:
    """Alice casts Duplicant; Bob controls Serra Angel (4/4 flying Angel); its trigger
    targets the Angel and Alice exiles it (or declines)."""
    game = table(RECORDS, PlayerSpec(hand=("Duplicant",), battlefield=WASTES),
                 PlayerSpec(battlefield=(PermanentSpec("Serra Angel"),)), PlayerSpec())
    game.apply(CastSpell(one(game, "Duplicant", "hand")))
    angel = one(game, "Serra Angel")
    for _ in range(40):
        pending = game.pending
        assert pending is not None
        if pending.kind == "priority":
            if not game.stack and not game.pending_triggers and ids(game, "Duplicant"):
                break
            game.apply(PassPriority())
        elif pending.kind == "trigger_targets":
            game.apply(Choose(next(c for c in pending.options  # type: ignore[arg-type]
                                   if c[0][0] == angel)))  # type: ignore[index]
        else:  # the "may"
            assert Choose(exile) in game.legal_actions(), pending
            game.apply(Choose(exile))
    if counters:
        game.objects[one(game, "Duplicant")].counters = {"+1/+1": counters}
        game.version += 1
    return game


def _stats(game: Game) -> tuple[int, int, frozenset[str], bool]:
    obj = game.objects[one(game, "Duplicant")]
    chars = layers.characteristics(game, obj)
    return (query.power(game, obj), query.toughness(game, obj), chars.subtypes,
            query.has_keyword(game, obj, "flying"))


def test_the_records_compile() -> None:
    """Every card of the class compiles with nothing the engine ignores."""
    compiled(*RECORDS)


def test_takes_the_exiled_creatures_power_toughness_and_types() -> None:
    """The Angel is exiled: Duplicant is a 4/4 Angel Shapeshifter artifact creature,
    without flying (only power, toughness and creature types are taken)."""
    game = _enter()
    assert ids(game, "Serra Angel", "exile")
    assert _stats(game) == (4, 4, frozenset({"Angel", "Shapeshifter"}), False)
    assert "artifact" in layers.characteristics(game, game.objects[one(game, "Duplicant")]).types


def test_counters_still_apply() -> None:
    """Ruling: the base power and toughness change; a +1/+1 counter still adds: 5/5."""
    game = _enter(counters=1)
    assert _stats(game)[:2] == (5, 5)


def test_declined_stays_a_two_four_shapeshifter() -> None:
    """The "may" declined: nothing exiled, Duplicant is its printed 2/4 Shapeshifter."""
    game = _enter(exile=False)
    assert ids(game, "Serra Angel")
    assert _stats(game) == (2, 4, frozenset({"Shapeshifter"}), False)


def test_the_card_leaving_exile_ends_it() -> None:
    """The condition changed: the Angel card leaves exile (to its owner's hand): no creature
    card exiled with Duplicant remains, it is a 2/4 Shapeshifter again."""
    game = _enter()
    zones.move(game, ids(game, "Serra Angel", "exile")[0], "hand")
    assert _stats(game) == (2, 4, frozenset({"Shapeshifter"}), False)
