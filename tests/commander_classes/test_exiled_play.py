"""Playing the cards a permanent exiled (CR 607.2a, 601.3, 305.1, 611.3a): "During your
turn, if an opponent lost life this turn, you may play lands and cast spells from among
cards exiled with this enchantment." (Theater of Horrors' rulings: the usual timing
applies; a land uses the turn's land play; a cast card leaves exile.)"""

from __future__ import annotations

from tests.commander_classes._table import advance, compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.rules.actions import CastSpell, PassPriority, PlayLand
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

THEATER = record("Theater of Horrors", "{1}{B}{R}", "Enchantment",
                 "At the beginning of your upkeep, exile the top card of your library.\nDuring "
                 "your turn, if an opponent lost life this turn, you may play lands and cast "
                 "spells from among cards exiled with this enchantment.\n{3}{R}: This "
                 "enchantment deals 1 damage to target opponent or planeswalker.")
NIGHTVEIL = record("Nightveil Specter", "{U/B}{U/B}{U/B}", "Creature — Specter",
                   "Flying\nWhenever this creature deals combat damage to a player, that player "
                   "exiles the top card of their library.\nYou may play lands and cast spells "
                   "from among cards exiled with this creature.", "2", "3")
RECORDS = (THEATER, NIGHTVEIL)
MOUNTAINS = tuple(PermanentSpec("Mountain") for _ in range(5))


def test_the_records_compile() -> None:
    """Every card of this class compiles with nothing the engine ignores."""
    compiled(*RECORDS)


def _exiled(library: tuple[str, ...]):  # type: ignore[no-untyped-def]
    """Alice's upkeep exiled her top card with the Theater; her main phase."""
    game = table(RECORDS, PlayerSpec(hand=("Lightning Bolt", "Forest"), library=library,
                                     battlefield=(PermanentSpec("Theater of Horrors"),
                                                  *MOUNTAINS)),
                 PlayerSpec(), active=1, step="end")
    advance(game, lambda g: g.active == 0 and g.step == "main1" and not g.stack)
    theater = one(game, "Theater of Horrors")
    (card,) = game.linked[theater]
    return game, card


def _bolt_bob(game) -> None:  # type: ignore[no-untyped-def]
    game.apply(CastSpell(ids(game, "Lightning Bolt", "hand")[0], targets=((Seat(1),),)))
    while game.stack:
        game.apply(PassPriority())


def test_spells_only_after_an_opponent_lost_life() -> None:
    """CR 611.3a: the exiled Hill Giant can't be cast before Bob lost life; after the Bolt
    it can, and it enters under Alice's control, leaving exile."""
    game, giant = _exiled(("Hill Giant",) * 10)
    assert game.objects[giant].zone == "exile" and game.objects[giant].info.name == "Hill Giant"
    assert not any(isinstance(a, CastSpell) and a.card == giant for a in game.legal_actions())
    _bolt_bob(game)
    assert game.players[1].life == 17
    cast = [a for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == giant]
    assert cast
    game.apply(cast[0])
    while game.stack:
        game.apply(PassPriority())
    assert game.objects[one(game, "Hill Giant")].controller == 0


def test_a_land_uses_the_land_play() -> None:
    """CR 305.2: after Bob lost life, the exiled Forest may be played as the land play; once
    the land from hand is played, it can't be."""
    game, forest = _exiled(("Forest",) * 10)
    _bolt_bob(game)
    assert PlayLand(forest) in game.legal_actions()
    game.apply(PlayLand(game.players[0].hand[0]))  # (a Forest: the one drawn, or her own)
    assert PlayLand(forest) not in game.legal_actions()


def test_not_during_an_opponents_turn() -> None:
    """"During your turn": on Bob's turn, even after he lost life, Alice can't cast the
    exiled Lightning Bolt."""
    game, bolt = _exiled(("Lightning Bolt",) * 10)
    _bolt_bob(game)
    advance(game, lambda g: g.active == 1 and g.pending is not None
            and g.pending.kind == "priority" and g.pending.player == 0)
    assert game.objects[bolt].zone == "exile"
    assert not any(isinstance(a, CastSpell) and a.card == bolt for a in game.legal_actions())
