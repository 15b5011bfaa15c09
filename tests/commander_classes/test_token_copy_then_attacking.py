""""create a token that's a copy of another target attacking creature and that's tapped and
attacking. Exile the token at end of combat." (Flamerush Rider): the same as "create a tapped
and attacking token that's a copy of ..." (CR 707.2, 508.4): its controller chooses which
player it attacks (the ruling: not necessarily the one the Rider attacks); it was never
declared as an attacker, so its "whenever this creature attacks" doesn't trigger (CR 508.3a,
508.4); it is exiled as the end of combat step begins (CR 511.2)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, pass_to, record, table
from tests.rules.helpers import ids

from grimoire.rules.actions import Choose, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

RIDER = record("Flamerush Rider", "{4}{R}", "Creature — Human Warrior",
               "Whenever this creature attacks, create a token that's a copy of another target "
               "attacking creature and that's tapped and attacking. Exile the token at end of "
               "combat.\nDash {2}{R}{R} (You may cast this spell for its dash cost. If you do, "
               "it gains haste, and it's returned from the battlefield to its owner's hand at "
               "the beginning of the next end step.)", "3", "3")
P = PermanentSpec


def test_the_record_compiles() -> None:
    """The card compiles whole."""
    compiled(RIDER)


def _attack(*names: str, seat: int = 2) -> Game:
    """Four players: Alice's ``names`` attack Bob; each token copy attacks seat ``seat``."""
    game = table((RIDER,), PlayerSpec(battlefield=tuple(P(n) for n in names)), PlayerSpec(),
                 PlayerSpec(), PlayerSpec(), step="upkeep")
    pass_to(game, "declare_attackers", active=0)
    attackers = [o for n in dict.fromkeys(names) for o in ids(game, n)]
    game.apply(DeclareAttackers(tuple((o, Seat(1)) for o in attackers)))
    for _ in range(40):
        pending = game.pending
        assert pending is not None
        if game.step != "declare_attackers":
            return game
        if pending.kind == "choose_defender":
            game.apply(next(a for a in game.legal_actions() if isinstance(a, Choose)
                            and a.value == -1 - seat))
        elif pending.kind == "trigger_targets":
            target = next(o for o in ids(game, "Grizzly Bears") if o in game.combat.attackers)
            game.apply(Choose(((target,),)))
        else:
            game.apply(PassPriority() if pending.kind == "priority"
                       else game.legal_actions()[0])
    raise AssertionError("stuck")


def _tokens(game: Game, name: str) -> list[int]:
    return [o for o in ids(game, name) if game.objects[o].kind == "token"]


def test_token_attacks_the_player_chosen_and_is_exiled_at_end_of_combat() -> None:
    """The Bears token enters tapped and attacking Carol (chosen; the Rider attacks Bob);
    at end of combat it is exiled, the card Bears stays."""
    game = _attack("Flamerush Rider", "Grizzly Bears", seat=2)
    token = _tokens(game, "Grizzly Bears")
    assert len(token) == 1 and game.objects[token[0]].tapped
    assert game.combat.attackers[token[0]] == Seat(2)
    pass_to(game, "priority", player=0)
    while game.step != "end_of_combat":
        game.apply(PassPriority() if game.pending is not None
                   and game.pending.kind == "priority" else game.legal_actions()[0])
    while game.stack or game.pending is None or game.pending.kind != "priority":
        game.apply(PassPriority() if game.pending is not None
                   and game.pending.kind == "priority" else game.legal_actions()[0])
    assert _tokens(game, "Grizzly Bears") == [] and len(ids(game, "Grizzly Bears")) == 1


def test_copied_rider_token_does_not_trigger() -> None:
    """Two Riders attack: each targets the other (another attacking creature), two tokens;
    the tokens were never declared as attackers, so they add no trigger (CR 508.4)."""
    game = _attack("Flamerush Rider", "Flamerush Rider", seat=1)
    assert len(_tokens(game, "Flamerush Rider")) == 2
    assert len(ids(game, "Flamerush Rider")) == 4


def test_no_other_attacker_no_token() -> None:
    """Alone, the Rider has no other attacking creature to target: the trigger is removed
    (CR 603.3d) and no token is made."""
    game = _attack("Flamerush Rider")
    assert _tokens(game, "Flamerush Rider") == [] and not game.stack
