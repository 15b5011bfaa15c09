"""The total power of a batch of attackers (CR 508.1, 603.2c, 608.2h): "Whenever one or more
Phyrexians you control attack, return target artifact card from your graveyard to the
battlefield if its mana value is less than or equal to their total power" (Vulpine
Harvester). "Their" is the Phyrexians among the declared attackers (another attacking
creature doesn't add its power); the comparison is made as the ability resolves, an attacker
gone since counted as it last existed; the target is any artifact card in the graveyard."""

from __future__ import annotations

from tests.commander_classes._table import advance, compiled, pass_to, record, table
from tests.rules.helpers import ids, one

from grimoire.rules import zones
from grimoire.rules.actions import DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

HARVESTER = record("Vulpine Harvester", "{3}{W}", "Creature — Phyrexian Fox",
                   "Whenever one or more Phyrexians you control attack, return target artifact "
                   "card from your graveyard to the battlefield if its mana value is less than "
                   "or equal to their total power.", "3", "3")
RAGER = record("Phyrexian Rager", "{2}{B}", "Creature — Phyrexian Horror",
               "When this creature enters, you draw a card and you lose 1 life.", "3", "2")
SIX = record("Test Engine", "{6}", "Artifact", "")
SEVEN = record("Test Colossus", "{7}", "Artifact", "")
RECORDS = (HARVESTER, RAGER, SIX, SEVEN)


def _attack(names: tuple[str, ...], attackers: tuple[str, ...], graveyard: str) -> Game:
    game = table(RECORDS, PlayerSpec(battlefield=tuple(PermanentSpec(n) for n in names),
                                     graveyard=(graveyard,)), PlayerSpec(), PlayerSpec())
    pass_to(game, "declare_attackers", active=0)
    game.apply(DeclareAttackers(tuple((one(game, n), Seat(1)) for n in attackers)))
    return game


def _done(game: Game) -> None:
    advance(game, lambda g: not g.stack and g.pending is not None
            and g.pending.kind == "priority" and g.step != "declare_attackers")


def test_the_records_compile() -> None:
    """Every card of the class compiles with nothing the engine ignores."""
    compiled(*RECORDS)


def test_total_power_of_the_attacking_phyrexians() -> None:
    """Harvester (3) and Rager (3) attack: total 6; the Engine (mana value 6) returns."""
    game = _attack(("Vulpine Harvester", "Phyrexian Rager"),
                   ("Vulpine Harvester", "Phyrexian Rager"), "Test Engine")
    _done(game)
    assert one(game, "Test Engine")


def test_another_attacker_doesnt_count() -> None:
    """Harvester, Rager and Grizzly Bears attack: the Bears aren't Phyrexian: total 6, not
    8; the Colossus (7) stays in the graveyard (the condition fails; the target was legal)."""
    game = _attack(("Vulpine Harvester", "Phyrexian Rager", "Grizzly Bears"),
                   ("Vulpine Harvester", "Phyrexian Rager", "Grizzly Bears"), "Test Colossus")
    _done(game)
    assert ids(game, "Test Colossus", "graveyard") and not ids(game, "Test Colossus")


def test_no_phyrexian_attacking_no_trigger() -> None:
    """Only the Bears attack: no Phyrexian among the attackers, nothing triggers."""
    game = _attack(("Vulpine Harvester", "Grizzly Bears"), ("Grizzly Bears",), "Test Engine")
    assert not game.pending_triggers and not game.stack
    _done(game)
    assert ids(game, "Test Engine", "graveyard")


def test_an_attacker_gone_counts_as_it_last_existed() -> None:
    """CR 608.2h: the Rager leaves the battlefield with the trigger on the stack; the total
    is still 6 (its last known power) and the Engine returns."""
    game = _attack(("Vulpine Harvester", "Phyrexian Rager"),
                   ("Vulpine Harvester", "Phyrexian Rager"), "Test Engine")
    game.apply(PassPriority())
    for _ in range(10):
        if game.stack:
            break
        game.apply(game.legal_actions()[0])
    assert game.stack
    zones.move(game, one(game, "Phyrexian Rager"), "graveyard")
    _done(game)
    assert one(game, "Test Engine")
