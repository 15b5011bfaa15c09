"""Spell filters of two qualified nouns sharing one noun (CR 601.2, 205.3): "Whenever you cast
a Phyrexian creature or artifact creature spell, incubate X, where X is that spell's mana
value" (Brimaz, Blight of Oreskos; CR 701.51a: an Incubator token with X +1/+1 counters).
The spell is either a Phyrexian creature or an artifact creature; a creature that is
neither, or a Phyrexian that isn't a creature, doesn't trigger it."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, settle, table
from tests.rules.helpers import ids, one

from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

BRIMAZ = record("Brimaz, Blight of Oreskos", "{2}{W}{B}", "Legendary Creature — Phyrexian Cat",
                "Whenever you cast a Phyrexian creature or artifact creature spell, incubate X, "
                "where X is that spell's mana value. (Create an Incubator token with X +1/+1 "
                "counters on it and \"{2}: Transform this token.\" It transforms into a 0/0 "
                "Phyrexian artifact creature.)\nAt the beginning of each end step, if a "
                "Phyrexian died under your control this turn, proliferate.", "3", "4")
RAGER = record("Phyrexian Rager", "{2}{B}", "Creature — Phyrexian Horror",
               "When this creature enters, you draw a card and you lose 1 life.", "3", "2")
MYR = record("Darksteel Myr", "{3}", "Artifact Creature — Myr", "Indestructible", "0", "1")
TABERNACLE = record("Phyrexian Altar Test", "{3}", "Artifact — Phyrexian", "")
RECORDS = (BRIMAZ, RAGER, MYR, TABERNACLE)
SWAMPS = (*(PermanentSpec("Swamp") for _ in range(3)), PermanentSpec("Forest"))


def _cast(hand: str) -> Game:
    game = table(RECORDS, PlayerSpec(hand=(hand,), battlefield=(
        PermanentSpec("Brimaz, Blight of Oreskos"), *SWAMPS)), PlayerSpec(), PlayerSpec())
    game.apply(CastSpell(one(game, hand, "hand")))
    settle(game, 200)
    return game


def _incubators(game: Game) -> list[int]:
    return [game.objects[o].counters.get("+1/+1", 0) for o in ids(game, "Incubator")]


def test_the_records_compile() -> None:
    """Every card of the class compiles with nothing the engine ignores."""
    compiled(*RECORDS)


def test_a_phyrexian_creature_spell_incubates_its_mana_value() -> None:
    """Phyrexian Rager (a Phyrexian creature, mana value 3): an Incubator with three
    +1/+1 counters (CR 701.51a)."""
    assert _incubators(_cast("Phyrexian Rager")) == [3]


def test_an_artifact_creature_spell_incubates_too() -> None:
    """Darksteel Myr (an artifact creature, not a Phyrexian): the other alternative."""
    assert _incubators(_cast("Darksteel Myr")) == [3]


def test_neither_alternative_makes_nothing() -> None:
    """Grizzly Bears (a creature, neither Phyrexian nor artifact) and a Phyrexian artifact
    that isn't a creature: no trigger."""
    assert _incubators(_cast("Grizzly Bears")) == []
    assert _incubators(_cast("Phyrexian Altar Test")) == []
