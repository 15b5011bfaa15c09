"""Goad's two requirements on a whole group for a span of turns (CR 508.1d, 611.2a, 701.38b):
"When Kardur enters, until your next turn, creatures your opponents control attack each
combat if able and attack a player other than you if able." (Kardur, Doomscourge's
rulings: creatures that arrive later are affected too; with no other player to attack, they
must attack you; the opponents' creatures aren't goaded.)"""

from __future__ import annotations

from tests.commander_classes._table import advance, compiled, pass_to, record, table
from tests.rules.helpers import one

from grimoire.rules import attack_requirements, zones
from grimoire.rules.actions import CastSpell, DeclareAttackers, PassPriority
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

KARDUR = record("Kardur, Doomscourge", "{2}{B}{R}", "Legendary Creature — Demon Berserker",
                "When Kardur enters, until your next turn, creatures your opponents control "
                "attack each combat if able and attack a player other than you if able.\n"
                "Whenever an attacking creature dies, each opponent loses 1 life and you gain "
                "1 life.", "4", "3")
RECORDS = (KARDUR,)
LANDS = tuple(PermanentSpec(n) for n in ("Swamp", "Swamp", "Mountain", "Mountain"))


def test_the_records_compile() -> None:
    """Every card of this class compiles with nothing the engine ignores."""
    compiled(*RECORDS)


def _kardur(*others: PlayerSpec):  # type: ignore[no-untyped-def]
    game = table(RECORDS, PlayerSpec(hand=("Kardur, Doomscourge",), battlefield=LANDS),
                 *others)
    game.apply(CastSpell(one(game, "Kardur, Doomscourge", "hand")))
    while game.stack or (game.pending is not None and game.pending.kind != "priority"):
        if game.pending is not None and game.pending.kind == "priority":
            game.apply(PassPriority())
        else:
            game.apply(game.legal_actions()[0])
    return game


def test_opponents_creatures_must_attack_another_player() -> None:
    """CR 508.1d: on Bob's turn his Bears must attack, and attack Carol (not Alice): the only
    legal declaration, made for him; the Bears aren't goaded."""
    game = _kardur(PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),)), PlayerSpec())
    bears = one(game, "Grizzly Bears")
    advance(game, lambda g: g.active == 1 and bool(g.combat.attackers))
    assert game.combat.attackers == {bears: Seat(2)}
    assert not attack_requirements.is_goaded(game, game.objects[bears])


def test_only_the_caster_left_to_attack_is_attacked() -> None:
    """Kardur's ruling: in a two-player game the Bears can attack only Alice, so they must
    attack her (the "attacks each combat" requirement)."""
    game = _kardur(PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),)))
    bears = one(game, "Grizzly Bears")
    advance(game, lambda g: g.active == 1 and bool(g.combat.attackers))
    assert game.combat.attackers == {bears: Seat(0)}


def test_a_creature_arriving_later_and_the_end() -> None:
    """Kardur's ruling: Carol's Hill Giant, put onto the battlefield after the ability
    resolved, must attack on her turn, not Alice; CR 611.2a: once Alice's next turn began,
    Bob's Bears may stay home on his following turn."""
    game = _kardur(PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),)),
                   PlayerSpec(hand=("Hill Giant",)))
    giant = zones.move(game, one(game, "Hill Giant", "hand"), "battlefield")
    game.objects[giant].sick = False
    advance(game, lambda g: g.active == 2 and bool(g.combat.attackers))
    assert game.combat.attackers == {giant: Seat(1)}
    advance(game, lambda g: g.active == 0)
    pass_to(game, "declare_attackers", active=1)
    assert DeclareAttackers(()) in game.legal_actions()
