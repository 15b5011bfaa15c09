"""A cost to block for each blocker (CR 509.1d), from the Oracle text and the rulings:
"As long as this creature is attacking, creatures can't block unless their controller pays
{1} for each of those creatures." (Archangel of Tithes). Every creature blocking any
attacker costs {1} while it attacks (CR 611.3a: only then); the defending player may always
choose not to pay (CR 509.1c-d), a declaration costing more than they can pay is not
offered, and the locked-in total is paid (CR 509.1e-f).
"""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import one

from grimoire.rules.actions import DeclareAttackers, DeclareBlockers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
TITHES = record("Archangel of Tithes", "{1}{W}{W}{W}", "Creature — Angel",
                "Flying\nAs long as this creature is untapped, creatures can't attack you or "
                "planeswalkers you control unless their controller pays {1} for each of "
                "those creatures.\nAs long as this creature is attacking, creatures can't "
                "block unless their controller pays {1} for each of those creatures.",
                "3", "5")
WINGS = record("Cloud Sprite", "{U}", "Creature — Faerie",
               "Flying\nThis creature can block only creatures with flying.", "1", "1")


def test_the_record_compiles() -> None:
    compiled(TITHES)


def _blocks(attackers: tuple[str, ...], bob: tuple[PermanentSpec, ...]
            ) -> tuple[Game, list[DeclareBlockers]]:
    """Alice (three players) attacks Bob with ``attackers``; Bob's block declarations."""
    game = table((TITHES,), PlayerSpec(battlefield=(P("Archangel of Tithes"), P("Hill Giant"))),
                 PlayerSpec(battlefield=bob), PlayerSpec(battlefield=(P("Grizzly Bears"),)),
                 step="beginning_of_combat")
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    game.apply(DeclareAttackers(tuple((one(game, a), Seat(1)) for a in attackers)))
    while game.pending is not None and game.pending.kind == "priority" \
            and game.step == "declare_attackers":
        game.apply(PassPriority())
    if game.pending is None or game.pending.kind != "declare_blockers":
        return game, []  # the only legal declaration (no blocker) was made at once
    return game, [a for a in game.legal_actions() if isinstance(a, DeclareBlockers)]


def _untapped_plains(game: Game) -> int:
    return sum(1 for o in game.objects.values() if o.zone == "battlefield"
               and o.name == "Plains" and not o.tapped)


def test_each_blocker_costs_one_while_it_attacks() -> None:
    """CR 509.1d: with the Angel and the Giant attacking and one Plains, Bob may block
    with one of his two Giant Spiders (paying {1}), never with both."""
    bob = (P("Giant Spider"), P("Giant Spider"), P("Plains"))
    game, options = _blocks(("Archangel of Tithes", "Hill Giant"), bob)
    assert DeclareBlockers(()) in options  # CR 509.1c: never forced to pay
    assert max(len(o.blocks) for o in options) == 1
    giant = one(game, "Hill Giant")
    spider = min(o.id for o in game.objects.values() if o.name == "Giant Spider")
    game.apply(DeclareBlockers(((spider, giant),)))
    assert game.combat.blocked_by[giant] == (spider,)
    assert _untapped_plains(game) == 0


def test_with_no_mana_nobody_blocks() -> None:
    """No untapped land: no block can be paid for; the empty declaration is made for Bob,
    and the unblocked Angel deals him 3."""
    game, options = _blocks(("Archangel of Tithes",), (P("Giant Spider"),))
    assert options == []
    while game.step != "end":
        game.apply(PassPriority())
    assert game.players[1].life == 17


def test_no_tax_while_it_stays_home() -> None:
    """CR 611.3a: the Angel doesn't attack (only the Giant does): blocking is free, both
    Spiders may block with no land."""
    _game, options = _blocks(("Hill Giant",), (P("Giant Spider"), P("Giant Spider")))
    assert max(len(o.blocks) for o in options) == 2
