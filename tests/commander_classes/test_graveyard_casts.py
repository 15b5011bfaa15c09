"""Graveyard cast permissions (CR 601.3: a card is cast from another zone only if a rule or
effect allows it), from Haakon, Stromgald Scourge and its rulings:

* "You may cast this card from your graveyard, but not from anywhere else." Haakon can't be
  cast from the hand (CR 101.2: the "can't" wins over any permission); from the graveyard it
  is cast normally, paying its costs, with its usual timing (CR 601.3b).
* "As long as Haakon is on the battlefield, you may cast Knight spells from your
  graveyard." Only Knight cards, only from your own graveyard, only while Haakon is there.
"""

from __future__ import annotations

import pytest
from tests.commander_classes._table import compiled, record, table
from tests.hostile.test_listing_agrees import digest
from tests.rules.helpers import ids, one

from grimoire.errors import IllegalActionError
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
HAAKON = record("Haakon, Stromgald Scourge", "{1}{B}{B}", "Legendary Creature — Zombie Knight",
                "You may cast this card from your graveyard, but not from anywhere else.\n"
                "As long as Haakon is on the battlefield, you may cast Knight spells from your "
                "graveyard.\nWhen Haakon dies, you lose 2 life.", "3", "3")
SQUIRE = record("Test Squire", "{B}", "Creature — Human Knight", "", "1", "1")
FLINGER = record("Test Flinger", "{B}", "Creature — Goblin", "", "1", "1")
JAYA = record("Test Pyre", "{R}", "Legendary Creature — Human",
              "You may cast instant and sorcery spells from your graveyard.", "1", "1")
RECORDS = (HAAKON, SQUIRE, FLINGER, JAYA)
SWAMPS = tuple(P("Swamp") for _ in range(3))


def _casts(game: Game, name: str, zone: str) -> bool:
    oid = one(game, name, zone)
    return any(isinstance(a, CastSpell) and a.card == oid for a in game.legal_actions())


def test_compiles() -> None:
    compiled(*RECORDS)


def test_haakon_only_from_the_graveyard() -> None:
    """In the hand it can't be cast (refused, nothing changed); in the graveyard it can,
    and resolves onto the battlefield."""
    game = table(RECORDS, PlayerSpec(hand=("Haakon, Stromgald Scourge",), battlefield=SWAMPS),
                 PlayerSpec())
    assert not _casts(game, "Haakon, Stromgald Scourge", "hand")
    before = digest(game)
    with pytest.raises(IllegalActionError):
        game.apply(CastSpell(one(game, "Haakon, Stromgald Scourge", "hand")))
    assert digest(game) == before
    game = table(RECORDS, PlayerSpec(graveyard=("Haakon, Stromgald Scourge",),
                                     battlefield=SWAMPS), PlayerSpec())
    assert _casts(game, "Haakon, Stromgald Scourge", "graveyard")
    game.apply(CastSpell(one(game, "Haakon, Stromgald Scourge", "graveyard")))
    while game.stack:
        game.apply(PassPriority())
    assert ids(game, "Haakon, Stromgald Scourge")


def test_knights_from_your_graveyard_while_haakon_is_there() -> None:
    """Haakon on the battlefield: Alice's Knight may be cast from her graveyard, her Goblin
    may not, and Bob's Knight (his graveyard) is no card of hers to cast."""
    game = table(RECORDS, PlayerSpec(graveyard=("Test Squire", "Test Flinger"), battlefield=(
        P("Haakon, Stromgald Scourge"), *SWAMPS)), PlayerSpec(graveyard=("Test Squire",)))
    squire = [o for o in ids(game, "Test Squire", "graveyard") if game.objects[o].owner == 0]
    actions = game.legal_actions()
    assert any(isinstance(a, CastSpell) and a.card == squire[0] for a in actions)
    assert not _casts(game, "Test Flinger", "graveyard")
    bobs = [o for o in ids(game, "Test Squire", "graveyard") if game.objects[o].owner == 1]
    assert not any(isinstance(a, CastSpell) and a.card == bobs[0] for a in actions)


def test_no_knights_once_haakon_is_gone() -> None:
    """Haakon in the graveyard (not on the battlefield): the Knight stays there."""
    game = table(RECORDS, PlayerSpec(graveyard=("Test Squire", "Haakon, Stromgald Scourge"),
                                     battlefield=SWAMPS), PlayerSpec())
    assert not _casts(game, "Test Squire", "graveyard")
    assert _casts(game, "Haakon, Stromgald Scourge", "graveyard")


def test_instant_and_sorcery_spells() -> None:
    """ "instant and sorcery spells": either kind (Lightning Bolt), not a creature."""
    game = table(RECORDS, PlayerSpec(graveyard=("Lightning Bolt", "Test Flinger"),
                                     battlefield=(P("Test Pyre"), P("Mountain"), P("Swamp"))),
                 PlayerSpec())
    assert _casts(game, "Lightning Bolt", "graveyard")
    assert not _casts(game, "Test Flinger", "graveyard")
