"""Spells exiled as they resolve and cast again from that exile (Rod of Absorption):
"Whenever a player casts an instant or sorcery spell, exile it instead of putting it into a
graveyard as it resolves." (CR 608.2n, 614.1a; the card is then one "exiled with ~", CR
607.2a) and "{X}, {T}, Sacrifice ~: You may cast any number of spells from among cards
exiled with ~ with total mana value X or less without paying their mana costs." (CR 608.2g,
118.9, 202.3).

Rulings (2021-07-23): a spell countered or that never resolves is not exiled; the cast
spells' total mana value is X or less, cast in any order, the others stay in exile.
"""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, settle, table
from tests.rules.helpers import one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import ActivateAbility, CastSpell, Decline, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
ROD = record("Rod of Absorption", "{2}{U}", "Artifact",
             "Whenever a player casts an instant or sorcery spell, exile it instead of "
             "putting it into a graveyard as it resolves.\n{X}, {T}, Sacrifice this "
             "artifact: You may cast any number of spells from among cards exiled with this "
             "artifact with total mana value X or less without paying their mana costs.")
COUNTER = record("Counterspell", "{U}{U}", "Instant", "Counter target spell.")
RECORDS = (ROD, COUNTER)


def test_the_records_compile() -> None:
    compiled(*RECORDS)
    rod = compile_source(ROD)
    trigger, activated = rod.abilities
    assert isinstance(trigger, ir.TriggeredAbility)
    assert trigger.effect == ir.ExileAsItResolves(ir.TriggeringObject())
    assert isinstance(activated, ir.ActivatedAbility)
    cast = activated.effect
    assert isinstance(cast, ir.CastCard) and cast.total == ir.VarX()
    assert cast.mode == "without_paying" and cast.any_number and cast.optional


def _game() -> Game:
    return table(RECORDS,
                 PlayerSpec(hand=("Lightning Bolt", "Divination"),
                            battlefield=(P("Rod of Absorption"),) + (P("Island"),) * 5
                            + (P("Mountain"),) * 2),
                 PlayerSpec(hand=("Counterspell",), battlefield=(P("Island"),) * 2),
                 PlayerSpec())


def _cast(game: Game, name: str, player: int, targets: tuple[tuple[object, ...], ...] = ()
          ) -> None:
    card = one(game, name, "hand")
    action = next(a for a in game.legal_actions() if isinstance(a, CastSpell)
                  and a.card == card and (not targets or a.targets == targets))
    game.apply(action)


def test_a_resolved_spell_is_exiled_with_the_rod_a_countered_one_is_not() -> None:
    """Alice's Bolt resolves: exiled, linked to the Rod (CR 608.2n, 607.2a). Alice's
    Divination is countered by Bob's Counterspell: Divination goes to the graveyard (the
    ruling), Bob's Counterspell (another player's spell) is exiled with the Rod."""
    game = _game()
    rod = one(game, "Rod of Absorption")
    _cast(game, "Lightning Bolt", 0, ((Seat(1),),))
    settle(game)
    assert game.players[1].life == 17
    bolt = one(game, "Lightning Bolt", "exile")
    assert game.linked[rod] == (bolt,)
    _cast(game, "Divination", 0)
    divination = one(game, "Divination", "stack")
    for _ in range(20):  # the Rod's trigger resolves; Bob gets priority over Divination
        pending = game.pending
        assert pending is not None
        if pending.kind == "priority" and pending.player == 1 and game.stack == [divination]:
            break
        game.apply(PassPriority())
    _cast(game, "Counterspell", 1, ((divination,),))
    settle(game)
    assert game.objects[one(game, "Divination", "graveyard")]
    counter = one(game, "Counterspell", "exile")
    assert set(game.linked[rod]) == {bolt, counter}


def _rod_with_two_exiled() -> tuple[Game, int, int, int]:
    """Alice's Bolt (mana value 1) and Divination (3) resolved: both exiled with the Rod;
    then she activates the Rod with X=3."""
    game = _game()
    _cast(game, "Lightning Bolt", 0, ((Seat(1),),))
    settle(game)
    _cast(game, "Divination", 0)
    settle(game)
    rod = one(game, "Rod of Absorption")
    bolt, divination = one(game, "Lightning Bolt", "exile"), one(game, "Divination", "exile")
    assert set(game.linked[rod]) == {bolt, divination}
    game.apply(ActivateAbility(rod, 1, x=3))
    for _ in range(20):
        pending = game.pending
        assert pending is not None
        if pending.kind == "cast_copy":
            break
        game.apply(PassPriority())
    return game, rod, bolt, divination


def _offered(game: Game) -> set[int]:
    return {a.card for a in game.legal_actions() if isinstance(a, CastSpell)}


def test_cast_within_the_total_mana_value() -> None:
    """X=3: both cards can be cast at first; after Bolt (1) only 2 is left, so Divination
    (3) is no longer offered and stays in exile (CR 202.3, the ruling); Bolt is cast
    without paying its mana cost and resolves (the Rod is gone: into the graveyard)."""
    game, rod, bolt, divination = _rod_with_two_exiled()
    assert rod not in game.objects or game.objects[rod].zone != "battlefield"
    assert _offered(game) == {bolt, divination}
    game.apply(next(a for a in game.legal_actions() if isinstance(a, CastSpell)
                    and a.card == bolt and a.targets == ((Seat(1),),)))
    settle(game)
    assert game.players[1].life == 14
    assert one(game, "Divination", "exile") == divination
    assert one(game, "Lightning Bolt", "graveyard")


def test_the_bigger_card_first_uses_the_whole_budget() -> None:
    """Divination first (3 of X=3): nothing is left for Bolt, which stays in exile."""
    game, _, bolt, divination = _rod_with_two_exiled()
    hand = len(game.players[0].hand)
    game.apply(next(a for a in game.legal_actions()
                    if isinstance(a, CastSpell) and a.card == divination))
    settle(game)
    assert len(game.players[0].hand) == hand + 2
    assert one(game, "Lightning Bolt", "exile") == bolt


def test_may_declined_casts_nothing() -> None:
    """"You may": declining casts nothing; both cards stay in exile (the ruling)."""
    game, _, bolt, divination = _rod_with_two_exiled()
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Decline)))
    settle(game)
    assert one(game, "Lightning Bolt", "exile") == bolt
    assert one(game, "Divination", "exile") == divination
