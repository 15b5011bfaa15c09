"""Permanents you own that an opponent controls (CR 108.3 owner, 108.4 controller; in a
free-for-all game every other player is an opponent, CR 102.3): Zedruu the Greathearted,
"At the beginning of your upkeep, you gain X life and draw X cards, where X is the number of
permanents you own that your opponents control." and "{U}{R}{W}: Target opponent gains
control of target permanent you control." (its rulings: an illegal target, the ability does
nothing; an opponent who leaves the game gives back what Zedruu gave them, CR 800.4a); and
the same words as a target, "target permanent you own but don't control" (Coveted
Falcon's attack trigger, which compiles to the same filter)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, settle, table
from tests.rules.helpers import ids, one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.filters import parse_filter
from grimoire.rules import continuous, zones
from grimoire.rules.actions import ActivateAbility, Concede, PassPriority
from grimoire.rules.cardinfo import info_for
from grimoire.rules.control import sync
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

ZEDRUU = record("Zedruu the Greathearted", "{1}{U}{R}{W}", "Legendary Creature — Minotaur Monk",
                "At the beginning of your upkeep, you gain X life and draw X cards, where X is "
                "the number of permanents you own that your opponents control.\n{U}{R}{W}: "
                "Target opponent gains control of target permanent you control.", "2", "4")
RECORDS = (ZEDRUU,)


def test_the_record_compiles() -> None:
    """The upkeep trigger counts permanents Zedruu's controller owns and an opponent
    controls; "you own but don't control" is the same filter."""
    compiled(*RECORDS)
    trigger = compile_source(ZEDRUU).abilities[0]
    assert isinstance(trigger, ir.TriggeredAbility)
    assert isinstance(trigger.effect, ir.Sequence)
    gain = trigger.effect.steps[0]
    assert isinstance(gain, ir.GainLife) and isinstance(gain.amount, ir.CountOf)
    flt = gain.amount.filter
    assert (flt.owner, flt.controller, flt.zone) == ("you", "opponent", "battlefield")
    other = parse_filter("permanent you own but don't control")[0]
    assert (other.owner, other.controller) == ("you", "opponent")


def _given(game: Game, gifts: tuple[tuple[str, int], ...]) -> list[int]:
    """Permanents Alice owns, each under the control of the seat given (a lasting control
    effect, CR 613.1b)."""
    made = []
    for name, seat in gifts:
        card = game.pool.get(name)
        assert card is not None
        obj = zones.new_object(game, info_for(card), 0, "battlefield")
        continuous.lasting(game, one(game, "Zedruu the Greathearted"), 0, "permanent",
                           frozenset({obj.id}), control=seat)
        made.append(obj.id)
    sync(game)
    return made


def _upkeep(gifts: tuple[tuple[str, int], ...]) -> Game:
    """Alice (Zedruu) reaches her upkeep with ``gifts`` given away, the trigger resolved."""
    game = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Zedruu the Greathearted"),
                                                  PermanentSpec("Forest"))),
                 PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),)), PlayerSpec(),
                 PlayerSpec(), step="untap")
    _given(game, gifts)
    for _ in range(40):
        if game.step == "upkeep" and game.stack:
            break
        assert game.pending is not None
        game.apply(PassPriority() if game.pending.kind == "priority"
                   else game.legal_actions()[0])
    settle(game)
    return game


def test_counts_what_each_opponent_controls_of_yours() -> None:
    """Bob controls two of Alice's permanents and Carol one; Bob's own Grizzly Bears and
    Alice's own Forest don't count: she gains 3 life and draws 3 cards."""
    game = _upkeep((("Hill Giant", 1), ("Plains", 1), ("Grizzly Bears", 2)))
    assert game.players[0].life == 23
    assert len(game.players[0].hand) == 3


def test_nothing_given_nothing_gained() -> None:
    """X is 0: no life, no cards (CR 107.1b)."""
    game = _upkeep(())
    assert game.players[0].life == 20
    assert not game.players[0].hand


def _main() -> Game:
    lands = tuple(PermanentSpec(n) for n in ("Island", "Mountain", "Plains"))
    return table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Zedruu the Greathearted"),
                                                  PermanentSpec("Hill Giant"), *lands)),
                 *(PlayerSpec() for _ in range(3)))


def _activate(game: Game, opponent: int, what: int) -> None:
    zedruu = one(game, "Zedruu the Greathearted")
    index = next(i for i, a in enumerate(game.objects[zedruu].info.card.abilities)
                 if isinstance(a, ir.ActivatedAbility))
    game.apply(ActivateAbility(zedruu, index, targets=((Seat(opponent),), (what,))))


def test_giving_a_permanent_then_the_opponent_leaves() -> None:
    """Alice gives her Hill Giant to Carol, who then controls it; Carol concedes: what
    Alice gave her comes back (CR 800.4a: effects giving her control end)."""
    game = _main()
    giant = one(game, "Hill Giant")
    _activate(game, 2, giant)
    settle(game)
    assert game.objects[giant].controller == 2
    game.apply(Concede(2))
    giant_now = ids(game, "Hill Giant")
    assert giant_now and game.objects[giant_now[0]].controller == 0


def test_the_permanent_gone_the_ability_does_nothing() -> None:
    """Ruling: the target permanent has left the battlefield before the ability resolves:
    the ability does nothing (CR 608.2b)."""
    game = _main()
    giant = one(game, "Hill Giant")
    _activate(game, 1, giant)
    zones.move(game, giant, "graveyard")
    settle(game)
    assert all(game.objects[o].controller == 0 for o in game.battlefield
               if game.objects[o].owner == 0)
