"""Looking at a player's hand (CR 402.3: a hand is hidden from the other players; looking
shows its cards to the one who looks, unlike a reveal, CR 701.16a): "Look at target player's
hand" (Peek), "you may look at defending player's hand" (Port Inspector: the "may"
declined, nothing seen), "Look at its controller's hand" (Lay Bare: the controller of the
spell it countered, CR 608.2h)."""

from __future__ import annotations

from tests.dice_rules._util import game, ids, lands, one, perm, resolve
from tests.effd_classes._cards import defs
from tests.unsets._util import pass_until

from grimoire.oracle.support import engine_gaps
from grimoire.rules import knowledge
from grimoire.rules.actions import (
    CastSpell,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
)
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

NAMES = ("Peek", "Port Inspector", "Lay Bare")


def _game(me: PlayerSpec, them: PlayerSpec, **kwargs: object) -> Game:
    return game(me, them, extra=defs(*NAMES), **kwargs)  # type: ignore[arg-type]


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name


def test_peek_sees_the_hand_and_draws() -> None:
    """Peek: its controller now knows each card of the target player's hand; the other
    player learns nothing of their hand; then a card is drawn."""
    g = _game(PlayerSpec(hand=("Peek",), battlefield=lands("Island", 1)),
              PlayerSpec(hand=("Lightning Bolt", "Grizzly Bears")))
    theirs = set(g.players[1].hand)
    assert not theirs & set(knowledge.known_to(g, 0))
    g.apply(CastSpell(one(g, "Peek", "hand"), targets=((Seat(1),),)))
    resolve(g)
    assert theirs <= set(knowledge.known_to(g, 0))
    assert not knowledge.known_to(g, 1)
    assert len(g.players[0].hand) == 1


def _block(accept: bool) -> Game:
    g = _game(PlayerSpec(battlefield=(perm("Port Inspector"),)),
              PlayerSpec(hand=("Lightning Bolt",), battlefield=(perm("Grizzly Bears"),)),
              step="main1")
    inspector, bears = one(g, "Port Inspector"), one(g, "Grizzly Bears")
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    g.apply(DeclareAttackers(((inspector, Seat(1)),)))
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "declare_blockers")
    g.apply(DeclareBlockers(((bears, inspector),)))
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "yes_no")
    g.apply(Choose(accept))
    return g


def test_may_look_at_defending_players_hand() -> None:
    """Port Inspector becomes blocked: you may look at the defending player's hand; declined,
    you learn nothing."""
    g = _block(True)
    assert set(g.players[1].hand) <= set(knowledge.known_to(g, 0))
    g = _block(False)
    assert not knowledge.known_to(g, 0)


def test_its_controller_after_the_spell_is_countered() -> None:
    """Lay Bare counters the opponent's spell, then its controller's hand is looked at
    (the controller of the countered spell, its last known information, CR 608.2h)."""
    g = _game(PlayerSpec(hand=("Lay Bare",), battlefield=lands("Island", 4)),
              PlayerSpec(hand=("Lightning Bolt", "Grizzly Bears"),
                         battlefield=lands("Mountain", 1)), active=1)
    g.apply(CastSpell(one(g, "Lightning Bolt", "hand"), targets=((Seat(0),),)))
    g.apply(PassPriority())
    bolt = g.stack[-1]
    g.apply(CastSpell(one(g, "Lay Bare", "hand"), targets=((bolt,),)))
    resolve(g)
    assert g.players[0].life == 20 and ids(g, "Lightning Bolt", "graveyard")
    assert set(g.players[1].hand) <= set(knowledge.known_to(g, 0))
