"""Control returned to owners (CR 108.3, 613.1b, 611.2c): "{T}: Each player gains control
of all creatures they own." (Homeward Path; rulings: the owner of a card is the player who
started the game with it, of a token the player under whose control it was created). Each
stolen creature goes back to its owner, whoever took it; permanents that aren't creatures
stay; a later control effect wins again (CR 613.7, timestamps)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import one

from grimoire.rules.actions import ActivateAbility, CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
PATH = record("Homeward Path", "", "Land",
              "{T}: Add {C}.\n{T}: Each player gains control of all creatures they own.")
STEAL = record("Steal Tester", "{U}", "Sorcery", "Gain control of target permanent.")
RECORDS = (PATH, STEAL)


def test_the_records_compile() -> None:
    """Homeward Path compiles with nothing the engine ignores."""
    compiled(PATH, STEAL)


def _steal(game: Game, name: str) -> None:
    """The active player casts Steal Tester on ``name`` and it resolves."""
    seat = game.active
    spell = next(o for o in game.players[seat].hand if game.objects[o].name == "Steal Tester")
    game.apply(CastSpell(spell, targets=((one(game, name),),)))
    while game.stack:
        game.apply(PassPriority())


def _path(game: Game) -> None:
    """Pass until Alice has priority, then activate Homeward Path's second ability."""
    while not (game.pending is not None and game.pending.kind == "priority"
               and game.pending.player == 0):
        game.apply(PassPriority())
    path = one(game, "Homeward Path")
    game.apply(next(a for a in game.legal_actions()
                    if isinstance(a, ActivateAbility) and a.source == path and a.index == 1))
    while game.stack:
        game.apply(PassPriority())


def _controller(game: Game, name: str) -> int:
    return game.objects[one(game, name)].controller


def test_stolen_creatures_go_home_and_other_permanents_stay() -> None:
    """Bob steals Alice's Bears and Carol's Hill Giant and Carol's Forest; Alice taps
    Homeward Path: the Bears return to Alice, the Giant to Carol (not only "your"
    creatures: each player), the Forest (not a creature) stays with Bob."""
    game = table(RECORDS, PlayerSpec(battlefield=(P("Homeward Path"), P("Grizzly Bears"))),
                 PlayerSpec(hand=("Steal Tester",) * 3, battlefield=(P("Island"),) * 3),
                 PlayerSpec(battlefield=(P("Hill Giant"), P("Forest"))), active=1)
    for name in ("Grizzly Bears", "Hill Giant", "Forest"):
        _steal(game, name)
    assert [_controller(game, n) for n in ("Grizzly Bears", "Hill Giant", "Forest")] == [1, 1, 1]
    _path(game)
    assert [_controller(game, n) for n in ("Grizzly Bears", "Hill Giant", "Forest")] == [0, 2, 1]


def test_a_later_steal_wins_again() -> None:
    """CR 613.7: Homeward Path's effect has an earlier timestamp than a control effect
    made after it: Bob steals the Bears again and keeps them."""
    game = table(RECORDS, PlayerSpec(battlefield=(P("Homeward Path"), P("Grizzly Bears"))),
                 PlayerSpec(hand=("Steal Tester",) * 2, battlefield=(P("Island"),) * 2),
                 active=1)
    _steal(game, "Grizzly Bears")
    _path(game)
    assert _controller(game, "Grizzly Bears") == 0
    while not (game.pending is not None and game.pending.kind == "priority"
               and game.pending.player == 1 and not game.stack):
        game.apply(PassPriority())
    _steal(game, "Grizzly Bears")
    assert _controller(game, "Grizzly Bears") == 1


def test_nothing_stolen_changes_nothing() -> None:
    """Every creature under its owner's control: the ability does nothing."""
    game = table(RECORDS, PlayerSpec(battlefield=(P("Homeward Path"), P("Grizzly Bears"))),
                 PlayerSpec(battlefield=(P("Hill Giant"),)))
    _path(game)
    assert (_controller(game, "Grizzly Bears"), _controller(game, "Hill Giant")) == (0, 1)
