""""<player>'s life total becomes <amount>" (CR 119.5: the player gains or loses the
difference, so it is life gained or lost, CR 119.3): Arbiter of Knollridge ("the highest
life total among all players"), Repay in Kind ("the lowest"), Blessed Wind (a target)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import one

from grimoire.rules import events as ev
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

ARBITER = record("Arbiter of Knollridge", "{6}{W}", "Creature — Giant Wizard",
                 "Vigilance\nWhen this creature enters, each player's life total becomes the "
                 "highest life total among all players.", "5", "5")
REPAY = record("Repay in Kind", "{5}{B}{B}", "Sorcery",
               "Each player's life total becomes the lowest life total among all players.")
WIND = record("Blessed Wind", "{7}{W}{W}", "Sorcery",
              "Target player's life total becomes 20.")
RECORDS = (ARBITER, REPAY, WIND)
LIVES = (40, 12, 30, 55)


def test_the_records_compile() -> None:
    """The three compile with nothing the engine ignores."""
    compiled(*RECORDS)


def _cast(name: str, lands: str, n: int, target: Seat | None = None) -> tuple[Game, int]:
    mine = PlayerSpec(life=LIVES[0], hand=(name,),
                      battlefield=tuple(PermanentSpec(lands) for _ in range(n)))
    game = table(RECORDS, mine, *(PlayerSpec(life=life) for life in LIVES[1:]))
    card = one(game, name, "hand")
    mark = len(game.events)
    game.apply(CastSpell(card, targets=((target,),) if target is not None else ()))
    while game.stack or (game.pending is not None and game.pending.kind != "priority"):
        assert game.pending is not None
        game.apply(PassPriority() if game.pending.kind == "priority"
                   else game.legal_actions()[0])
    return game, mark


def test_arbiter_raises_every_player_to_the_highest_life_total() -> None:
    """Four players at 40, 12, 30 and 55: all end at 55, each gaining the difference (a
    LifeChanged gain per player below 55, none for Dave, already there)."""
    game, mark = _cast("Arbiter of Knollridge", "Plains", 7)
    assert [p.life for p in game.players] == [55, 55, 55, 55]
    gains = {e.player: e.amount for e in game.events[mark:] if isinstance(e, ev.LifeChanged)}
    assert gains == {0: 15, 1: 43, 2: 25}
    assert one(game, "Arbiter of Knollridge")


def test_repay_in_kind_lowers_everyone_to_the_lowest() -> None:
    """All end at 12, the others losing life (CR 119.5); Bob changes nothing."""
    game, mark = _cast("Repay in Kind", "Swamp", 7)
    assert [p.life for p in game.players] == [12, 12, 12, 12]
    losses = {e.player: e.amount for e in game.events[mark:] if isinstance(e, ev.LifeChanged)}
    assert losses == {0: -28, 2: -18, 3: -43}


def test_blessed_wind_sets_only_the_target() -> None:
    """Dave's 55 becomes 20; nobody else's life changes."""
    game, _ = _cast("Blessed Wind", "Plains", 9, Seat(3))
    assert [p.life for p in game.players] == [40, 12, 30, 20]
