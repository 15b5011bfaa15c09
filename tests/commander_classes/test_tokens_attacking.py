"""Tokens created "tapped and attacking" (CR 508.4: their controller chooses what each
attacks, among the defending players and their planeswalkers, CR 802.2; they never
"attacked", so no attack trigger sees them; CR 506.3b: outside combat, or under a player
who isn't attacking, they aren't attacking)."""

from __future__ import annotations

from tests.commander_classes._table import advance, compiled, record, table
from tests.rules.helpers import one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import events as ev
from grimoire.rules.actions import CastSpell, Choose, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

HERO = record("Hero of Bladehold", "{2}{W}{W}", "Creature — Human Knight",
              "Battle cry (Whenever this creature attacks, each other attacking creature gets "
              "+1/+0 until end of turn.)\nWhenever this creature attacks, create two 1/1 white "
              "Soldier creature tokens that are tapped and attacking.", "3", "4")
MUSTER = record("Test Muster", "{1}{W}", "Instant",
                "Create two 1/1 white Soldier creature tokens that are tapped and attacking.")
RECORDS = (HERO, MUSTER)


def test_the_records_compile() -> None:
    """The token trigger creates two tapped, attacking Soldiers."""
    compiled(*RECORDS)
    trigger = compile_source(HERO).abilities[-1]
    assert isinstance(trigger, ir.TriggeredAbility)
    assert isinstance(trigger.effect, ir.CreateTokens)
    assert trigger.effect.attacking and trigger.effect.tapped


def _tokens(game: Game) -> list[int]:
    return [o for o in game.battlefield if game.objects[o].kind == "token"]


def test_hero_of_bladehold_tokens_attack_whom_alice_chooses() -> None:
    """Four players: the Hero attacks Bob; Alice sends one Soldier at Carol and one at Dave
    (CR 508.4, 802.2). They are tapped and attacking; no AttackersDeclared names them
    (they never attacked); combat damage reaches those players."""
    game = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Hero of Bladehold"),)),
                 PlayerSpec(), PlayerSpec(), PlayerSpec(), step="beginning_of_combat")
    advance(game, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    game.apply(DeclareAttackers(((one(game, "Hero of Bladehold"), Seat(1)),)))
    chosen = iter((Seat(2), Seat(3)))
    asked = 0
    for _ in range(60):
        d = game.pending
        assert d is not None
        if d.kind == "choose_defender":
            assert d.rule == "CR 508.4" and len(d.options) == 3
            game.apply(Choose(-1 - next(chosen).index))
            asked += 1
        elif len(_tokens(game)) == 2 and not game.stack:
            break
        else:
            game.apply(PassPriority() if d.kind == "priority" else game.legal_actions()[0])
    assert asked == 2
    tokens = _tokens(game)
    assert sorted(game.combat.attackers[t].index for t in tokens) == [2, 3]  # type: ignore[union-attr]
    assert all(game.objects[t].tapped for t in tokens)
    declared = [e for e in game.events if isinstance(e, ev.AttackersDeclared)]
    assert all(t not in dict(e.attackers) for e in declared for t in tokens)
    advance(game, lambda g: g.step == "main2")
    assert game.players[1].life == 17  # the Hero
    assert game.players[2].life < 20 and game.players[3].life < 20


def test_tokens_made_by_a_player_who_isnt_attacking_are_not_attacking() -> None:
    """CR 506.3b: Bob casts the instant during Alice's combat: his Soldiers enter tapped
    but attack no one; in a main phase, nothing attacks at all."""
    plains = (PermanentSpec("Plains"), PermanentSpec("Plains"))
    game = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),)),
                 PlayerSpec(hand=("Test Muster",), battlefield=plains), PlayerSpec(),
                 step="beginning_of_combat")
    advance(game, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    game.apply(DeclareAttackers(((one(game, "Grizzly Bears"), Seat(2)),)))
    advance(game, lambda g: g.pending is not None and g.pending.kind == "priority"
            and g.pending.player == 1 and g.step == "declare_attackers")
    game.apply(CastSpell(one(game, "Test Muster", "hand")))
    advance(game, lambda g: not g.stack and len(_tokens(g)) == 2)
    assert all(game.objects[t].tapped and t not in game.combat.attackers for t in _tokens(game))
    main = table(RECORDS, PlayerSpec(hand=("Test Muster",), battlefield=plains), PlayerSpec())
    main.apply(CastSpell(one(main, "Test Muster", "hand")))
    while main.stack:
        main.apply(PassPriority())
    assert len(_tokens(main)) == 2 and not main.combat.attackers
