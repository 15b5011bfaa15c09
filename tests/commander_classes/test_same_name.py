"""A target and every other permanent with its name (CR 201.2): "Return target nonland
permanent and all other permanents with the same name as that permanent to their owners'
hands." (Echoing Truth) and "Destroy target nonland permanent and all other permanents with
the same name as that permanent." (Maelstrom Pulse). Whoever controls them, the others go
too (the rulings: "all other permanents", not only the target's controller's); with the
target gone before it resolves, the spell does nothing (CR 608.2b, Maelstrom Pulse's
ruling)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
TRUTH = record("Echoing Truth", "{1}{U}", "Instant",
               "Return target nonland permanent and all other permanents with the same name "
               "as that permanent to their owners' hands.")
PULSE = record("Maelstrom Pulse", "{1}{B}{G}", "Sorcery",
               "Destroy target nonland permanent and all other permanents with the same name "
               "as that permanent.")
UNSUMMON = record("Unsummon", "{U}", "Instant",
                  "Return target creature to its owner's hand.")


def test_the_records_compile() -> None:
    compiled(TRUTH, PULSE)


def _table(spell: str) -> Game:
    """Alice casts ``spell``; Bob has two Grizzly Bears and a Hill Giant, Carol a Grizzly
    Bears, Alice a Grizzly Bears of her own."""
    return table((TRUTH, PULSE, UNSUMMON),
                 PlayerSpec(hand=(spell,), battlefield=(P("Grizzly Bears"), P("Island"),
                                                        P("Island"), P("Swamp"), P("Forest"))),
                 PlayerSpec(hand=("Unsummon",), battlefield=(P("Grizzly Bears"),
                                                             P("Grizzly Bears"),
                                                             P("Hill Giant"), P("Island"))),
                 PlayerSpec(battlefield=(P("Grizzly Bears"),)))


def _bobs_bears(game: Game) -> int:
    return next(o for o in ids(game, "Grizzly Bears") if game.objects[o].controller == 1)


def _resolve(game: Game) -> None:
    while game.stack:
        game.apply(PassPriority())


def test_every_permanent_with_the_name_returns_to_its_owners_hand() -> None:
    """All four Bears (Bob's two, Carol's, Alice's own) go to their owners' hands; the Hill
    Giant stays."""
    game = _table("Echoing Truth")
    game.apply(CastSpell(one(game, "Echoing Truth", "hand"), targets=((_bobs_bears(game),),)))
    _resolve(game)
    assert not ids(game, "Grizzly Bears")
    hands = [sum(1 for o in game.players[s].hand if game.objects[o].name == "Grizzly Bears")
             for s in range(3)]
    assert hands == [1, 2, 1]
    assert ids(game, "Hill Giant")


def test_every_permanent_with_the_name_is_destroyed() -> None:
    """Maelstrom Pulse on the Hill Giant destroys only it (no other permanent has its
    name); on a Bears, all four Bears."""
    game = _table("Maelstrom Pulse")
    game.apply(CastSpell(one(game, "Maelstrom Pulse", "hand"), targets=((_bobs_bears(game),),)))
    _resolve(game)
    assert not ids(game, "Grizzly Bears") and len(ids(game, "Grizzly Bears", "graveyard")) == 4
    assert ids(game, "Hill Giant")


def test_the_target_gone_nothing_happens() -> None:
    """CR 608.2b: Bob returns his targeted Bears with Unsummon in response; Echoing Truth
    has no legal target and does nothing: the other Bears stay."""
    game = _table("Echoing Truth")
    bears = _bobs_bears(game)
    game.apply(CastSpell(one(game, "Echoing Truth", "hand"), targets=((bears,),)))
    game.apply(PassPriority())  # Alice passes; Bob responds
    assert game.pending is not None and game.pending.player == 1
    game.apply(CastSpell(one(game, "Unsummon", "hand"), targets=((bears,),)))
    _resolve(game)
    assert len(ids(game, "Grizzly Bears")) == 3
