"""Split, aftermath, fuse, adventurer and omen cards for the face tests: the Oracle records of
the 2025-09-25 Oracle list (Scryfall shape, text on the faces), compiled as the card pool
compiles them (:func:`grimoire.oracle.split_faces.multiface_definition`), and a game helper
over the built-in pool (tests/dice_rules/_util)."""

from __future__ import annotations

from typing import Any

from tests.coverage_classes._cards import card as face
from tests.dice_rules._util import game, lands, one, perm

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.split_faces import multiface_definition
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

__all__ = ["DEFS", "casts", "lands", "one", "perm", "play", "record"]


def record(*faces: dict[str, Any]) -> dict[str, Any]:
    """A Scryfall multi-face record (no layout, text on the faces)."""
    return {"name": " // ".join(f["name"] for f in faces), "mana_cost": None,
            "type_line": " // ".join(f["type_line"] for f in faces), "oracle_text": None,
            "card_faces": list(faces)}


RECORDS = (
    record(face("Fire", "{1}{R}", "Instant",
                "Fire deals 2 damage divided as you choose among one or two targets."),
           face("Ice", "{1}{U}", "Instant", "Tap target permanent.\nDraw a card.")),
    record(face("Wear", "{1}{R}", "Instant", "Destroy target artifact.\nFuse (You may cast one "
                "or both halves of this card from your hand.)"),
           face("Tear", "{W}", "Instant", "Destroy target enchantment.\nFuse (You may cast one "
                "or both halves of this card from your hand.)")),
    record(face("Dusk", "{2}{W}{W}", "Sorcery", "Destroy all creatures with power 3 or greater."),
           face("Dawn", "{3}{W}{W}", "Sorcery", "Aftermath (Cast this spell only from your "
                "graveyard. Then exile it.)\nReturn all creature cards with power 2 or less "
                "from your graveyard to your hand.")),
    record(face("Murderous Rider", "{1}{B}{B}", "Creature — Zombie Knight",
                "Lifelink\nWhen this creature dies, put it on the bottom of its owner's "
                "library.", "2/3"),
           face("Swift End", "{1}{B}{B}", "Instant — Adventure",
                "Destroy target creature or planeswalker. You lose 2 life. (Then exile this "
                "card. You may cast the creature later from exile.)")),
    record(face("Dirgur Island Dragon", "{5}{U}", "Creature — Dragon",
                "Flying\nWard {2} (Whenever this creature becomes the target of a spell or "
                "ability an opponent controls, counter it unless that player pays {2}.)", "4/4"),
           face("Skimming Strike", "{1}{U}", "Instant — Omen",
                "Tap up to one target creature. Draw a card. (Then shuffle this card into its "
                "owner's library.)")),
)

DEFS: dict[str, ir.CardDefinition] = {}
for _record in RECORDS:
    _made = multiface_definition(_record)
    assert _made is not None, _record["name"]
    DEFS[_made.name] = _made
DEFS["Twincast"] = compile_source(face(
    "Twincast", "{U}{U}", "Instant",
    "Copy target instant or sorcery spell. You may choose new targets for the copy."))


def play(hand: tuple[str, ...] = (), battlefield: tuple[PermanentSpec, ...] = (), *,
         graveyard: tuple[str, ...] = (), theirs: tuple[PermanentSpec, ...] = (),
         their_hand: tuple[str, ...] = (), step: str = "main1", active: int = 0) -> Game:
    """A game at ``step`` of ``active``'s turn: player 0 with ``hand``, ``battlefield`` and
    ``graveyard``, player 1 with ``theirs`` and ``their_hand``."""
    me = PlayerSpec(hand=hand, battlefield=battlefield, graveyard=graveyard)
    return game(me, PlayerSpec(hand=their_hand, battlefield=theirs), step=step,
                active=active, extra=DEFS.values())


def casts(g: Game, card: int) -> list[CastSpell]:
    """The legal casts of ``card`` now."""
    return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == card]
