"""Room abilities that trigger an additional time: "Room abilities of dungeons you own
trigger an additional time." (Hama Pashar, Ruin Seeker; CR 309.4c: a room ability is a
triggered ability of the dungeon; CR 603.2d: it triggers an additional time).

Only the room abilities of its controller's own dungeons (an opponent's venture is not
doubled), and not other abilities triggered by the same venture; without Hama Pashar, once.
"""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import one

from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec as P
from grimoire.rules.position import PlayerSpec

HAMA = record("Hama Pashar, Ruin Seeker", "{1}{W}{U}", "Legendary Creature — Human Wizard",
              "Room abilities of dungeons you own trigger an additional time.", "2", "3")
VENTURE = record("Test Venture", "{U}", "Sorcery", "Venture into the dungeon.")


def test_the_record_compiles() -> None:
    compiled(HAMA)


def _venture(hama: int | None, caster: int = 0) -> Game:
    """``caster`` casts a venture sorcery into Lost Mine of Phandelver's Cave Entrance
    ("Scry 1."): Hama Pashar controlled by ``hama`` (None: nobody). Returns the game once
    the stack is empty; counts the scry decisions in ``game`` (attribute-free: via events)."""
    specs = [PlayerSpec(hand=("Test Venture",) if seat == caster else (),
                        battlefield=((P("Island"),) if seat == caster else ())
                        + ((P("Hama Pashar, Ruin Seeker"),) if seat == hama else ()))
             for seat in range(3)]
    game = table((HAMA, VENTURE), *specs, active=caster)
    game.apply(CastSpell(one(game, "Test Venture", "hand")))
    for _ in range(60):
        d = game.pending
        assert d is not None
        if d.kind == "choose_mode" and d.rule == "CR 701.46a":
            game.apply(Choose("Tomb of Annihilation"))
        elif d.kind == "priority":
            if not game.stack:
                return game
            game.apply(PassPriority())
        else:
            game.apply(game.legal_actions()[0])
    raise AssertionError("never settled")


def test_the_room_ability_triggers_twice_with_hama() -> None:
    """Tomb of Annihilation's Trapped Entry: "Each player loses 1 life." — twice."""
    game = _venture(hama=0)
    assert [p.life for p in game.players] == [18, 18, 18]


def test_once_without_hama() -> None:
    game = _venture(hama=None)
    assert [p.life for p in game.players] == [19, 19, 19]


def test_an_opponents_dungeon_is_not_doubled() -> None:
    """Bob controls Hama Pashar; Alice's dungeon isn't his: once."""
    game = _venture(hama=1)
    assert [p.life for p in game.players] == [19, 19, 19]
