"""Forces of the Imperium (Redemptor Dreadnought): "As an additional cost to cast this spell,
you may exile a creature card from your graveyard." (an optional additional cost, CR 601.2b,
118.8) and "Whenever this creature attacks, if a card is exiled with it, it gets +X/+X until
end of turn, where X is the power of the exiled card." (the card its cost exiled is exiled
with it, CR 607.2a — the Gorex, the Tombshell rulings; an intervening "if", CR 603.4)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, pass_to, record, table
from tests.rules.helpers import ids, one

from grimoire.rules import query, zones
from grimoire.rules.actions import CastSpell, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
DREADNOUGHT = record("Redemptor Dreadnought", "{5}", "Artifact Creature — Astartes Dreadnought",
                     "Fallen Warrior — As an additional cost to cast this spell, you may exile a "
                     "creature card from your graveyard.\nTrample\nPlasma Incinerator — Whenever "
                     "this creature attacks, if a card is exiled with it, it gets +X/+X until end "
                     "of turn, where X is the power of the exiled card.", "4", "4")


def test_the_records_compile() -> None:
    """The card compiles with nothing the engine ignores."""
    compiled(DREADNOUGHT)


def _cast(pay: bool) -> Game:
    game = table((DREADNOUGHT,), PlayerSpec(hand=("Redemptor Dreadnought",),
                                            battlefield=(P("Plains"),) * 5,
                                            graveyard=("Hill Giant",)), PlayerSpec())
    card = one(game, "Redemptor Dreadnought", "hand")
    giant = one(game, "Hill Giant", "graveyard")
    casts = [a for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == card]
    assert {a.additional for a in casts} == {(), (0,)}  # CR 601.2b: paid or not
    game.apply(next(a for a in casts if (a.additional == (0,)) == pay
                    and (not pay or a.costs == (giant,))))
    while game.stack:
        game.apply(PassPriority())
    return game


def _attack(game: Game) -> int:
    dread = one(game, "Redemptor Dreadnought")
    game.objects[dread].sick = False
    pass_to(game, "declare_attackers", active=0)
    game.apply(DeclareAttackers(((dread, Seat(1)),)))
    while game.stack or (game.pending is not None and game.pending.kind != "priority"):
        game.apply(PassPriority() if game.pending is not None
                   and game.pending.kind == "priority" else game.legal_actions()[0])
    return dread


def test_paid_cost_exiles_the_card_and_attacking_adds_its_power() -> None:
    """The Hill Giant (power 3) is exiled to pay the cost; the Dreadnought attacks and gets
    +3/+3 (7/7) until end of turn."""
    game = _cast(True)
    assert ids(game, "Hill Giant", "exile")
    dread = _attack(game)
    assert (query.power(game, game.objects[dread]),
            query.toughness(game, game.objects[dread])) == (7, 7)


def test_unpaid_cost_no_bonus() -> None:
    """The cost declined (CR 601.2b): no card is exiled with it; the trigger's "if" is false
    (CR 603.4): 4/4 when attacking."""
    game = _cast(False)
    assert ids(game, "Hill Giant", "graveyard")
    dread = _attack(game)
    assert query.power(game, game.objects[dread]) == 4


def test_card_gone_from_exile_no_bonus() -> None:
    """A condition changed: the exiled card left exile before the attack (a new object, CR
    400.7): nothing is exiled with it any more; no bonus."""
    game = _cast(True)
    zones.move(game, one(game, "Hill Giant", "exile"), "graveyard")
    dread = _attack(game)
    assert query.power(game, game.objects[dread]) == 4
