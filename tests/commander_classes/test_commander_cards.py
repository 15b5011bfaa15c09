"""Cards made for Commander: lieutenant (two subjects under "As long as you control your
commander", CR 903.3d, 207.2c) and eminence (triggered abilities that work from the command
zone and the battlefield, CR 207.2c, 113.6, 603.4)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record
from tests.rules.helpers import pool

from grimoire.core.mana import ManaCost
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import query, zones
from grimoire.rules.actions import Keep, PassPriority
from grimoire.rules.cardinfo import info_for
from grimoire.rules.game import Game

BALOTH = record("Thunderfoot Baloth", "{4}{G}{G}", "Creature — Beast",
                "Trample\nLieutenant — As long as you control your commander, this creature gets "
                "+2/+2 and other creatures you control get +2/+2 and have trample.", "5", "5")
ARAHBO = record("Arahbo, Roar of the World", "{3}{G}{W}", "Legendary Creature — Cat Avatar",
                "Eminence — At the beginning of combat on your turn, if Arahbo is in the command "
                "zone or on the battlefield, another target Cat you control gets +3/+3 until end "
                "of turn.\nWhenever another Cat you control attacks, you may pay {1}{G}{W}. If you "
                "do, it gains trample and gets +X/+X until end of turn, where X is its power.",
                "5", "5")
CAT = ir.CardDefinition("Savannah Cat", mana_cost=ManaCost.parse("{1}{W}"),
                        card_types=("creature",), subtypes=("Cat",), colors=("W",),
                        power=2, toughness=2)
GEN = ir.CardDefinition("Gen the Green", mana_cost=ManaCost.parse("{1}{G}"),
                        card_types=("creature",), supertypes=("legendary",), colors=("G",),
                        power=2, toughness=2)
MAIN = ["Forest"] * 60 + ["Grizzly Bears"] * 39


def _game(first: str, second: str = "Gen the Green") -> Game:
    cards = pool(GEN, CAT, *(compile_source(r) for r in (BALOTH, ARAHBO)))
    game = Game.new([MAIN] * 2, cards, seed=1, first_player=0, format="commander",
                    commanders=[[first], [second]])
    while game.stage == "mulligan":
        game.apply(Keep())
    return game


def _commander(game: Game, seat: int) -> int:
    state = game.commander
    assert state is not None
    return next(i for i, o in zip(state.ids, state.owners, strict=True) if o == seat)


def _put(game: Game, seat: int, name: str) -> int:
    obj = zones.new_object(game, info_for(game.pool.get(name)), seat, "battlefield")
    obj.sick = False
    return obj.id


def test_the_records_compile() -> None:
    """Both cards compile with nothing the engine ignores."""
    compiled(BALOTH, ARAHBO)


def test_lieutenant_boosts_itself_and_the_others_while_you_control_your_commander() -> None:
    """CR 903.3d: only while Alice controls her commander on the battlefield: the Baloth
    gets +2/+2, her other creatures +2/+2 and trample; the opponent's creatures nothing."""
    game = _game("Gen the Green")
    baloth, bears, theirs = (_put(game, 0, "Thunderfoot Baloth"), _put(game, 0, "Grizzly Bears"),
                             _put(game, 1, "Grizzly Bears"))
    objs = [game.objects[o] for o in (baloth, bears, theirs)]
    assert [query.power(game, o) for o in objs] == [5, 2, 2]
    assert not query.has_keyword(game, objs[1], "trample")
    zones.move(game, _commander(game, 1), "battlefield")  # Bob's commander: not hers
    assert [query.power(game, o) for o in objs] == [5, 2, 2]
    gen = zones.move(game, _commander(game, 0), "battlefield")
    assert [query.power(game, o) for o in objs] == [7, 4, 2]
    assert query.power(game, game.objects[gen]) == 4  # her commander is "other" too
    assert query.has_keyword(game, objs[1], "trample")
    assert not query.has_keyword(game, objs[2], "trample")


def _to_combat(game: Game) -> None:
    for _ in range(50):
        if game.step == "beginning_of_combat" and game.stack:
            return
        assert game.pending is not None
        game.apply(PassPriority() if game.pending.kind == "priority"
                   else game.legal_actions()[0])
    raise AssertionError("no trigger at the beginning of combat")


def test_eminence_triggers_from_the_command_zone() -> None:
    """CR 207.2c (eminence), 113.6: with Arahbo in the command zone, the beginning of combat
    on Alice's turn gives her Cat +3/+3 until end of turn; not on Bob's turn."""
    game = _game("Arahbo, Roar of the World")
    cat = _put(game, 0, "Savannah Cat")
    assert game.objects[_commander(game, 0)].zone == "command"
    _to_combat(game)
    while game.stack:
        assert game.pending is not None
        game.apply(PassPriority() if game.pending.kind == "priority"
                   else game.legal_actions()[0])
    assert query.power(game, game.objects[cat]) == 5


def test_eminence_needs_a_target_and_arahbo_on_the_battlefield_works_too() -> None:
    """CR 603.3d: with no other Cat there is no target, so nothing goes on the stack; on the
    battlefield (CR 113.6) Arahbo's ability works the same, and only once (not also from the
    command zone: the card is in one zone)."""
    game = _game("Arahbo, Roar of the World")
    arahbo = zones.move(game, _commander(game, 0), "battlefield")
    game.objects[arahbo].sick = False
    cat = _put(game, 0, "Savannah Cat")
    _to_combat(game)
    assert len(game.stack) == 1
    while game.stack:
        assert game.pending is not None
        game.apply(PassPriority() if game.pending.kind == "priority"
                   else game.legal_actions()[0])
    assert query.power(game, game.objects[cat]) == 5
    assert query.power(game, game.objects[arahbo]) == 5  # "another target Cat"
