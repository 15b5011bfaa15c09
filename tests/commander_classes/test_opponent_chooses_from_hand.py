"""An opponent's choice among their own hand, then a free cast from among the chosen cards:
"Target opponent chooses X cards from their hand. Look at those cards. You may cast a spell
from among them without paying its mana cost." (Extract Brain).

CR 608.2d: the target opponent makes the choice as the spell resolves (all their cards if
they have X or fewer); CR 608.2g, 601.2: the caster may cast one of them during the
resolution, without paying its mana cost (CR 118.9), or decline; a card not chosen can't be
cast; the cards not cast stay in the opponent's hand.
"""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.rules.actions import CastSpell, Choose, Decline, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec as P
from grimoire.rules.position import PlayerSpec

BRAIN = record("Extract Brain", "{X}{U}{B}", "Sorcery",
               "Target opponent chooses X cards from their hand. Look at those cards. You may "
               "cast a spell from among them without paying its mana cost.")
LANDS = tuple(P(n) for n in ("Island", "Swamp", "Island", "Swamp"))


def test_the_record_compiles() -> None:
    compiled(BRAIN)


def _brain(x: int, bob_picks: tuple[str, ...], cast: str | None) -> tuple[Game, dict[str, bool]]:
    """Alice casts Extract Brain with ``x`` at Bob (Hill Giant, Grizzly Bears, Forest in
    hand); Bob chooses ``bob_picks``; Alice casts ``cast`` (None: declines). Returns the game
    once the stack is empty and which cards Alice was offered."""
    game = table((BRAIN,), PlayerSpec(hand=("Extract Brain",), battlefield=LANDS),
                 PlayerSpec(hand=("Hill Giant", "Grizzly Bears", "Forest")))
    game.apply(CastSpell(one(game, "Extract Brain", "hand"), targets=((Seat(1),),), x=x))
    offered: dict[str, bool] = {}
    for _ in range(80):
        d = game.pending
        assert d is not None
        if d.kind == "priority":
            if not game.stack:
                return game, offered
            game.apply(PassPriority())
        elif d.kind == "choose_objects" and d.player == 1:
            game.apply(Choose(tuple(o for o in d.options
                                    if game.objects[o].name in bob_picks)))
        elif d.kind == "cast_copy":
            assert d.player == 0
            offered = {game.objects[a.card].name: True for a in game.legal_actions()
                       if isinstance(a, CastSpell)}
            if cast is None:
                game.apply(Decline())
            else:
                game.apply(next(a for a in game.legal_actions() if isinstance(a, CastSpell)
                                and game.objects[a.card].name == cast))
        else:
            game.apply(game.legal_actions()[0])
    raise AssertionError("never settled")


def test_cast_one_of_the_chosen_cards_for_free() -> None:
    """X=2: Bob picks Hill Giant and Forest; Alice is offered only the Giant (a land is no
    spell) and casts it without paying: it's hers, and the Bears and Forest stay with Bob."""
    game, offered = _brain(2, ("Hill Giant", "Forest"), "Hill Giant")
    assert set(offered) == {"Hill Giant"}
    giant = one(game, "Hill Giant")
    assert game.objects[giant].controller == 0 and game.objects[giant].owner == 1
    assert sorted(game.objects[o].name for o in game.players[1].hand) == ["Forest",
                                                                         "Grizzly Bears"]


def test_decline_leaves_the_hand_alone() -> None:
    game, offered = _brain(2, ("Hill Giant", "Grizzly Bears"), None)
    assert set(offered) == {"Hill Giant", "Grizzly Bears"}
    assert not ids(game, "Hill Giant") and len(game.players[1].hand) == 3


def test_x_zero_offers_nothing() -> None:
    game, offered = _brain(0, (), "Hill Giant")
    assert offered == {} and len(game.players[1].hand) == 3
