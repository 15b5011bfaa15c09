"""Permissions to play exiled cards for a time (CR 601.2, 305.1; the effect ends in a
cleanup step, CR 514.2, 611.2a): "Until end of turn, you may cast spells from among those
exiled cards" (a land among them can't be played: it is never cast, CR 305.9), "Until the
end of your next turn, you may play those cards"."""

from __future__ import annotations

from tests.commander_classes._table import LIBRARY, advance, compiled, record, table
from tests.rules.helpers import one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import CastSpell, DeclareAttackers, PassPriority, PlayLand
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

PILLAGER = record("Dream Pillager", "{5}{R}{R}", "Creature — Dragon",
                  "Flying\nWhenever this creature deals combat damage to a player, exile that "
                  "many cards from the top of your library. Until end of turn, you may cast spells "
                  "from among those exiled cards.", "4", "4")
IMPULSE = record("Reckless Impulse", "{1}{R}", "Sorcery",
                 "Exile the top two cards of your library. Until the end of your next turn, you "
                 "may play those cards.")
RECORDS = (PILLAGER, IMPULSE)
TOP = ("Grizzly Bears", "Forest", "Hill Giant", "Island")


def test_the_records_compile() -> None:
    """Both compile; the Pillager's count is the combat damage, its permission cast-only."""
    compiled(*RECORDS)
    trigger = compile_source(PILLAGER).abilities[1]
    assert isinstance(trigger, ir.TriggeredAbility) and isinstance(trigger.effect, ir.Sequence)
    exile, permission = trigger.effect.steps
    assert isinstance(exile, ir.Exile) and exile.what == ir.TopCards(ir.EventAmount())
    assert permission == ir.MayPlay(ir.Bound("exiled"), "end_of_turn", cast_only=True)


def _exiled(game: Game) -> dict[str, int]:
    return {game.objects[o].name: o for o in game.objects if game.objects[o].zone == "exile"}


def _pillager_hits_bob() -> Game:
    forests = tuple(PermanentSpec("Forest") for _ in range(4))
    game = table(RECORDS, PlayerSpec(library=TOP + LIBRARY,
                                     battlefield=(PermanentSpec("Dream Pillager"), *forests)),
                 PlayerSpec(), PlayerSpec(), step="beginning_of_combat")
    advance(game, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    game.apply(DeclareAttackers(((one(game, "Dream Pillager"), Seat(1)),)))
    advance(game, lambda g: g.step == "main2")
    return game


def test_dream_pillager_exiles_that_many_and_permits_casting_them_this_turn() -> None:
    """4 combat damage to Bob: the top four cards are exiled; in Alice's second main phase
    she may cast the Bears from exile, but not play the Forest (CR 305.9); at Bob's turn the
    permission is over (CR 514.2)."""
    game = _pillager_hits_bob()
    assert game.players[1].life == 16
    exiled = _exiled(game)
    assert set(exiled) == set(TOP)
    legal = game.legal_actions()
    assert any(isinstance(a, CastSpell) and a.card == exiled["Grizzly Bears"] for a in legal)
    assert not any(isinstance(a, PlayLand) and a.card == exiled["Forest"] for a in legal)
    advance(game, lambda g: g.active == 1 and g.step == "main1")
    assert not any(o in game.play_permissions for o in exiled.values())


def test_reckless_impulse_lasts_until_the_end_of_alices_next_turn() -> None:
    """Four players: the permission outlasts Bob's, Carol's and Dave's turns and ends in the
    cleanup step of Alice's next turn (CR 611.2a, 514.2); in that turn she may play the exiled
    Forest as her land (CR 305.1)."""
    game = table(RECORDS, PlayerSpec(hand=("Reckless Impulse",),
                                     library=("Forest", TOP[0], *LIBRARY),
                                     battlefield=(PermanentSpec("Mountain"),) * 2,
                                     lands_played=1),
                 PlayerSpec(), PlayerSpec(), PlayerSpec())
    game.apply(CastSpell(one(game, "Reckless Impulse", "hand")))
    while game.stack:
        game.apply(PassPriority())
    exiled = _exiled(game)
    assert set(exiled) == {"Forest", "Grizzly Bears"}
    assert not any(isinstance(a, PlayLand) for a in game.legal_actions())  # land played
    for seat in (1, 2, 3):
        advance(game, lambda g, s=seat: g.active == s and g.step == "main1")  # type: ignore[misc]
        assert all(o in game.play_permissions for o in exiled.values())
    advance(game, lambda g: g.active == 0 and g.step == "main1")
    assert PlayLand(exiled["Forest"]) in game.legal_actions()
    advance(game, lambda g: g.active == 1)
    assert not any(o in game.play_permissions for o in exiled.values())
