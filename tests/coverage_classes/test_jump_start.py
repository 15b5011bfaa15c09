"""Jump-start (CR 702.133a): "You may cast this card from your graveyard if the resulting
spell is an instant or sorcery spell by paying the card's mana cost and by discarding a
card"; a spell cast this way is exiled instead of going anywhere else when it leaves the
stack. From the hand it is cast normally, with no discard."""

from __future__ import annotations

from tests.coverage_classes._cards import defs
from tests.dice_rules._util import game, ids, lands, one, resolve

from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec


def _game(me: PlayerSpec) -> Game:
    return game(me, PlayerSpec(), extra=defs("Radical Idea"))


def _casts(g: Game, zone: str) -> list[CastSpell]:
    card = one(g, "Radical Idea", zone)
    return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == card]


def test_honoured() -> None:
    [card] = defs("Radical Idea")
    assert not engine_gaps(card)
    assert [(a.text, a.flashback) for a in card.alternative_costs] == [("Jump-start", True)]


def test_from_the_graveyard_discarding_then_exiled() -> None:
    """The mana cost and a discard (the Forest): a card drawn, Radical Idea exiled."""
    g = _game(PlayerSpec(hand=("Forest",), graveyard=("Radical Idea",),
                         battlefield=lands("Island", 2)))
    forest = one(g, "Forest", "hand")
    [cast] = _casts(g, "graveyard")
    assert cast.costs == (forest,)
    g.apply(cast)
    resolve(g)
    assert ids(g, "Forest", "graveyard") and ids(g, "Radical Idea", "exile")
    assert len(g.players[0].hand) == 1  # the card drawn


def test_no_card_to_discard_no_jump_start() -> None:
    """The discard is part of the cost (CR 601.2h): with an empty hand it can't be paid."""
    g = _game(PlayerSpec(graveyard=("Radical Idea",), battlefield=lands("Island", 2)))
    assert _casts(g, "graveyard") == []


def test_from_the_hand_normally() -> None:
    """Cast from the hand: its mana cost only, and it goes to the graveyard."""
    g = _game(PlayerSpec(hand=("Radical Idea", "Forest"), battlefield=lands("Island", 2)))
    casts = _casts(g, "hand")
    assert [a.costs for a in casts] == [()]
    g.apply(casts[0])
    resolve(g)
    assert ids(g, "Radical Idea", "graveyard") and ids(g, "Forest", "hand")
