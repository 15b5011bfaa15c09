"""One grant to an object and a group: "Whenever equipped creature attacks or blocks, it and
Zombies you control gain deathtouch until end of turn." (Wand of Orcus). The equipped
creature and each Zombie its controller controls as the ability resolves gain deathtouch
until end of turn (CR 611.2c: the group is fixed then; CR 514.2: it ends at cleanup); an
opponent's Zombie doesn't, nor a non-Zombie that isn't equipped."""

from __future__ import annotations

from tests.commander_classes._table import compiled, pass_to, record, table
from tests.rules.helpers import ids, one

from grimoire.rules import query
from grimoire.rules.actions import DeclareAttackers, PassPriority
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec as P
from grimoire.rules.position import PlayerSpec

WAND = record("Wand of Orcus", "{2}{B}", "Legendary Artifact — Equipment",
              "Whenever equipped creature attacks or blocks, it and Zombies you control gain "
              "deathtouch until end of turn.\nWhenever equipped creature deals combat damage "
              "to a player, create that many 2/2 black Zombie creature tokens.\nEquip {3}")
ZOMBIE = record("Test Zombie", "{1}{B}", "Creature — Zombie", "", "2", "2")


def test_the_record_compiles() -> None:
    compiled(WAND)


def test_the_attacker_and_your_zombies_gain_deathtouch() -> None:
    game = table((WAND, ZOMBIE),
                 PlayerSpec(battlefield=(P("Grizzly Bears"),
                                         P("Wand of Orcus", attached_to=(0, 0)),
                                         P("Test Zombie"), P("Hill Giant"))),
                 PlayerSpec(battlefield=(P("Test Zombie"),)), step="upkeep")
    pass_to(game, "declare_attackers", active=0)
    bears = one(game, "Grizzly Bears")
    game.apply(DeclareAttackers(((bears, Seat(1)),)))
    for _ in range(20):  # the trigger resolves in the declare attackers step
        if game.step != "declare_attackers":
            break
        game.apply(PassPriority() if game.pending and game.pending.kind == "priority"
                   else game.legal_actions()[0])
    zombies = [o for o in ids(game, "Test Zombie") if game.objects[o].controller == 0]
    theirs = [o for o in ids(game, "Test Zombie") if game.objects[o].controller == 1]
    assert query.has_keyword(game, game.objects[bears], "deathtouch")
    assert query.has_keyword(game, game.objects[zombies[0]], "deathtouch")
    assert not query.has_keyword(game, game.objects[theirs[0]], "deathtouch")
    assert not query.has_keyword(game, game.objects[one(game, "Hill Giant")], "deathtouch")
