""""Whenever this creature attacks a player, if no opponent has more life than that player,
..." (the Baldur's Gate backgrounds' granted ability): it triggers when it attacks a player,
not a planeswalker (CR 506.2, 508.1b); "that player" is the defending player; the condition
is an intervening "if" (CR 603.4) comparing that player's life with each opponent's.
"""

from __future__ import annotations

from tests.coverage_classes._cards import card
from tests.dice_rules._util import LIBRARY, dice_pool, one, perm

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec, Position

RECORDS = (
    card("Treasure Raider", "{2}{R}", "Creature — Human Rogue",
         "Whenever this creature attacks a player, if no opponent has more life than that "
         "player, you create two Treasure tokens.", "2/2"),
    card("Guild Artisan", "{1}{R}", "Legendary Enchantment — Background",
         'Commander creatures you own have "Whenever this creature attacks a player, if no '
         'opponent has more life than that player, you create two Treasure tokens." (They\'re '
         'artifacts with "{T}, Sacrifice this token: Add one mana of any color.")'),
)
WALKER = {**card("Test Walker", "{2}{U}", "Legendary Planeswalker — Jace", "+1: Draw a card."),
          "loyalty": "3"}
DEFS = [compile_source(r) for r in (*RECORDS, WALKER)]


def _game(lives: tuple[int, int], walker: bool = False) -> Game:
    me = PlayerSpec(library=LIBRARY, battlefield=(perm("Treasure Raider"),))
    two = PlayerSpec(life=lives[0], library=LIBRARY,
                     battlefield=(perm("Test Walker"),) if walker else ())
    three = PlayerSpec(life=lives[1], library=LIBRARY)
    position = Position(players=(me, two, three), active=0, turn=3, step="beginning_of_combat")
    return Game.from_position(position, dice_pool(*DEFS), seed=0)


def _attack(g: Game, what: object) -> int:
    """Attack ``what`` with the Raider; how many Treasures were made."""
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
    assert g.pending is not None and g.pending.kind == "declare_attackers"
    g.apply(DeclareAttackers(((one(g, "Treasure Raider"), what),)))  # type: ignore[arg-type]
    for _ in range(20):
        assert g.pending is not None
        if g.pending.kind == "priority" and not g.stack and not g.pending_triggers:
            break
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])
    return sum(1 for o in g.battlefield if g.objects[o].name == "Treasure")


def test_compiled_and_honoured() -> None:
    """The trigger and its intervening "if" compile, granted or printed."""
    for d in DEFS[:2]:
        assert ir.is_fully_implemented(d) and not engine_gaps(d), d.name


def test_most_life_defender_triggers() -> None:
    """CR 603.4: the attacked player has as much life as any opponent: two Treasures."""
    g = _game((20, 20))
    assert _attack(g, Seat(1)) == 2


def test_poorer_defender_doesnt() -> None:
    """Another opponent has more life than the attacked player: it doesn't trigger."""
    g = _game((10, 20))
    assert _attack(g, Seat(1)) == 0


def test_planeswalker_isnt_a_player() -> None:
    """CR 508.1b: attacking a planeswalker isn't attacking a player."""
    g = _game((20, 20), walker=True)
    assert _attack(g, one(g, "Test Walker")) == 0
