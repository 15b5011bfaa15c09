""""Whenever this Vehicle deals combat damage to a player, you may cast target instant or
sorcery card from that player's graveyard without paying its mana cost. If that spell would
be put into a graveyard, exile it instead." (Deluxe Dragster).

CR 603.2: "that player" is the player the trigger event named (the one dealt damage); the
target is a card that player owns in their graveyard, chosen as the trigger is put on the
stack (CR 603.3d) — never a card in another player's graveyard; the cast is optional (a "may"
declined casts nothing); the spell cast this way is exiled instead of going to a graveyard
(CR 614.1a).
"""

from __future__ import annotations

import pytest
from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import DeclareAttackers, Decline, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
RAIDER = record("Test Raider", "{2}{U}", "Creature — Test",
                "Whenever this creature deals combat damage to a player, you may cast target "
                "instant or sorcery card from that player's graveyard without paying its mana "
                "cost. If that spell would be put into a graveyard, exile it instead.", "2", "2")
GIFT = record("Test Gift", "{5}", "Sorcery", "You gain 3 life.")
RECORDS = (RAIDER, GIFT)


def test_the_records_compile() -> None:
    compiled(*RECORDS)
    trigger = compile_source(RAIDER).abilities[0]
    assert isinstance(trigger, ir.TriggeredAbility)
    flt = trigger.targets[0].filter
    assert (flt.zone, flt.owner) == ("graveyard", "trigger_player")


def _game() -> Game:
    return table(RECORDS, PlayerSpec(battlefield=(P("Test Raider"),)),
                 PlayerSpec(graveyard=("Test Gift",)), PlayerSpec(graveyard=("Test Gift",)),
                 step="beginning_of_combat")


def _attack_bob(game: Game, accept: bool) -> list[object]:
    """The Raider attacks Bob unblocked; returns the target options offered."""
    for _ in range(40):
        assert game.pending is not None
        if game.pending.kind == "declare_attackers":
            game.apply(DeclareAttackers(((one(game, "Test Raider"), Seat(1)),)))
            break
        game.apply(PassPriority())
    offered: list[object] = []
    for _ in range(200):
        assert game.pending is not None
        kind = game.pending.kind
        if kind == "trigger_targets":
            offered = list(game.pending.options)
            game.apply(game.legal_actions()[0])
        elif kind == "cast_copy":  # CR 608.2g: cast it now, or decline ("you may")
            game.apply(next(a for a in game.legal_actions()
                            if isinstance(a, Decline) != accept))
        elif kind == "priority" and game.step in ("main2", "end_of_combat") and not game.stack:
            break
        else:
            game.apply(PassPriority() if kind == "priority" else game.legal_actions()[0])
    return offered


@pytest.mark.parametrize("accept", [True, False])
def test_cast_from_the_damaged_players_graveyard(accept: bool) -> None:
    """Bob is dealt the damage: only his Gift can be targeted (not Carol's); cast, Alice
    gains 3 and the Gift is exiled; declined, it stays in Bob's graveyard."""
    game = _game()
    bobs = game.players[1].graveyard[0]
    carols = game.players[2].graveyard[0]
    _attack_bob(game, accept)
    assert game.players[1].life == 18
    assert carols in game.players[2].graveyard
    if accept:
        assert game.players[0].life == 23
        assert bobs not in game.players[1].graveyard
        assert ids(game, "Test Gift", "exile")
    else:
        assert game.players[0].life == 20 and bobs in game.players[1].graveyard
