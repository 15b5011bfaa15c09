"""Card classes of the Draconic Destruction Commander deck, each built for the phrase shape
and checked with several players: "Whenever <a filter> becomes the target of a spell or
ability an opponent controls" (CR 115.1, 603.2)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import one

from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

REGENT = record("Thunderbreak Regent", "{2}{R}{R}", "Creature — Dragon",
                "Flying\nWhenever a Dragon you control becomes the target of a spell or ability "
                "an opponent controls, this creature deals 3 damage to that player.", "4", "4")
WHELP = record("Test Whelp", "{1}{R}", "Creature — Dragon", "Flying", "2", "2")
SHOCK = record("Shock", "{R}", "Instant", "Shock deals 2 damage to any target.")
RECORDS = (REGENT, WHELP, SHOCK)
MOUNTAINS = tuple(PermanentSpec("Mountain") for _ in range(2))


def test_the_records_compile() -> None:
    """Every card of these classes compiles with nothing the engine ignores."""
    compiled(*RECORDS)


def _resolve(game: Game) -> None:
    while game.stack or (game.pending is not None and game.pending.kind != "priority"):
        assert game.pending is not None
        game.apply(PassPriority() if game.pending.kind == "priority"
                   else game.legal_actions()[0])


def _regent_table() -> Game:
    alice = PlayerSpec(battlefield=(PermanentSpec("Thunderbreak Regent"),
                                    PermanentSpec("Test Whelp"), PermanentSpec("Grizzly Bears"),
                                    *MOUNTAINS))
    bob = PlayerSpec(battlefield=MOUNTAINS, hand=("Shock",))
    return table(RECORDS, alice, bob, PlayerSpec(), active=1)


def test_an_opponent_targeting_a_dragon_is_dealt_three() -> None:
    """CR 603.2: Bob's Shock targets Alice's other Dragon: the Regent deals 3 damage to Bob
    (the ruling: the trigger resolves before the Shock, which still deals its 2)."""
    game = _regent_table()
    whelp = one(game, "Test Whelp")
    game.apply(CastSpell(one(game, "Shock", "hand"), targets=((whelp,),)))
    assert len(game.stack) == 2  # the trigger is put on the stack above the Shock
    _resolve(game)
    assert game.players[1].life == 17 and game.players[2].life == 20
    assert one(game, "Test Whelp", "graveyard")


def test_the_regent_itself_is_a_dragon() -> None:
    """The Regent is a Dragon you control: targeting it triggers it too."""
    game = _regent_table()
    regent = one(game, "Thunderbreak Regent")
    game.apply(CastSpell(one(game, "Shock", "hand"), targets=((regent,),)))
    _resolve(game)
    assert game.players[1].life == 17


def test_no_trigger_for_a_non_dragon_or_a_player() -> None:
    """A non-Dragon creature or Alice herself as the target: no Dragon became a target."""
    for target in ("Grizzly Bears", None):
        game = _regent_table()
        chosen: int | Seat = one(game, target) if target else Seat(0)
        game.apply(CastSpell(one(game, "Shock", "hand"), targets=((chosen,),)))
        _resolve(game)
        assert game.players[1].life == 20


def test_no_trigger_for_the_controllers_own_spell() -> None:
    """"an opponent controls": Alice targeting her own Dragon doesn't trigger it."""
    game = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Thunderbreak Regent"),
                                                  PermanentSpec("Test Whelp"), *MOUNTAINS),
                                     hand=("Shock",)), PlayerSpec(), PlayerSpec())
    game.apply(CastSpell(one(game, "Shock", "hand"), targets=((one(game, "Test Whelp"),),)))
    _resolve(game)
    assert [p.life for p in game.players] == [20, 20, 20]
