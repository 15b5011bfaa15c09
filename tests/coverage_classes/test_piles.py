"""Two piles (CR 700.3): "Reveal the top five cards of your library. An opponent separates
those cards into two piles. Put one pile into your hand and the other into your graveyard."
(Fact or Fiction) and "... and separate them into two piles. An opponent chooses one of those
piles. Put that pile into your hand and the other into your graveyard." (Steam Augury).

CR 700.3a: each card goes into exactly one pile; 700.3d: a pile may be empty; 700.3c: the
cards stay in the library while they are separated. Fact or Fiction's rulings: "Only you
choose which pile goes to your hand"; an empty pile may be chosen.
"""

from __future__ import annotations

from tests.coverage_classes._cards import card
from tests.dice_rules._util import cast, game, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

RECORDS = (
    card("Fact or Fiction", "{3}{U}", "Instant",
         "Reveal the top five cards of your library. An opponent separates those cards into "
         "two piles. Put one pile into your hand and the other into your graveyard."),
    card("Steam Augury", "{2}{U}{R}", "Instant",
         "Reveal the top five cards of your library and separate them into two piles. An "
         "opponent chooses one of those piles. Put that pile into your hand and the other into "
         "your graveyard."),
    card("Intrude on the Mind", "{3}{U}{U}", "Instant",
         "Reveal the top five cards of your library and separate them into two piles. An "
         "opponent chooses one of those piles. Put that pile into your hand and the other into "
         "your graveyard. Create a 0/0 colorless Thopter artifact creature token with flying, "
         "then put a +1/+1 counter on it for each card put into your graveyard this way."),
)
RECORDS += (card("Epiphany at the Drownyard", "{X}{U}", "Instant",
                  "Reveal the top X plus one cards of your library and separate them into two "
                  "piles. An opponent chooses one of those piles. Put that pile into your hand "
                  "and the other into your graveyard."),)
DEFS = [compile_source(r) for r in RECORDS]
LIBRARY = ("Forest", "Island", "Mountain", "Plains", "Swamp", "Forest", "Island")


def _game(name: str, library: tuple[str, ...] = LIBRARY) -> Game:
    lands = tuple(perm(n) for n in ("Island", "Island", "Island", "Mountain", "Mountain"))
    return game(PlayerSpec(hand=(name,), library=library, battlefield=lands), extra=DEFS)


def _to_decision(g: Game, kind: str) -> None:
    while g.pending is not None and g.pending.kind == "priority" and g.stack:
        g.apply(PassPriority())
    assert g.pending is not None and g.pending.kind == kind, g.pending


def _top(g: Game, n: int) -> list[int]:
    return list(reversed(g.players[0].library))[:n]


def test_compiled_and_honoured() -> None:
    for d in DEFS:
        assert ir.is_fully_implemented(d) and not engine_gaps(d), d.name


def test_opponent_separates_you_choose() -> None:
    """The opponent separates (CR 700.3a); its controller chooses the pile for the hand;
    the other pile goes to the graveyard; the sixth card stays in the library."""
    g = _game("Fact or Fiction")
    top = _top(g, 5)
    cast(g, "Fact or Fiction")
    _to_decision(g, "choose_objects")
    assert g.pending.player == 1 and set(g.pending.options) == set(top)
    assert all(g.objects[o].zone == "library" for o in top)  # CR 700.3c
    g.apply(Choose((top[0], top[1])))
    assert g.pending.kind == "choose_mode" and g.pending.player == 0
    second = tuple(o for o in g.pending.options[1])
    g.apply(Choose(g.pending.options[1]))  # the pile of three
    resolve(g)
    hand = {g.objects[o].name for o in g.players[0].hand}
    assert len(g.players[0].hand) == 3 and hand == {"Mountain", "Plains", "Swamp"}
    assert len(second) == 3
    assert sorted(g.objects[o].name for o in g.players[0].graveyard) == [
        "Fact or Fiction", "Forest", "Island"]
    assert len(g.players[0].library) == 2


def test_empty_pile_chosen() -> None:
    """CR 700.3d: one pile may hold every card; the empty pile may be chosen: nothing goes
    to the hand, all five to the graveyard."""
    g = _game("Fact or Fiction")
    top = _top(g, 5)
    cast(g, "Fact or Fiction")
    _to_decision(g, "choose_objects")
    g.apply(Choose(tuple(top)))
    g.apply(Choose(()))
    resolve(g)
    assert not g.players[0].hand and len(g.players[0].graveyard) == 6


def test_you_separate_opponent_chooses_fewer_cards() -> None:
    """Steam Augury: its controller separates, an opponent chooses the pile for the hand;
    with two cards left in the library only those two are revealed and separated."""
    g = _game("Steam Augury", ("Forest", "Swamp"))
    top = _top(g, 5)
    assert len(top) == 2
    picked = g.objects[top[1]].name
    cast(g, "Steam Augury")
    _to_decision(g, "choose_objects")
    assert g.pending.player == 0
    g.apply(Choose((top[0],)))
    assert g.pending.kind == "choose_mode" and g.pending.player == 1
    g.apply(Choose((top[1],)))
    resolve(g)
    assert [g.objects[o].name for o in g.players[0].hand] == [picked]
    assert len(g.players[0].graveyard) == 2 and not g.players[0].library


def test_this_way_counts_the_graveyard_pile() -> None:
    """Intrude on the Mind: the Thopter gets a counter for each card put into the graveyard
    by the piles (two)."""
    g = _game("Intrude on the Mind")
    top = _top(g, 5)
    cast(g, "Intrude on the Mind")
    _to_decision(g, "choose_objects")
    g.apply(Choose(tuple(top[:3])))
    g.apply(Choose(tuple(top[:3])))  # the opponent gives the three-card pile
    resolve(g)
    thopter = next(o for o in g.objects.values() if o.name == "Thopter" and o.zone == "battlefield")
    assert thopter.counter("+1/+1") == 2


def test_x_plus_one_cards() -> None:
    """Epiphany at the Drownyard cast with X=2 reveals and separates three cards (CR 107.3)."""
    g = _game("Epiphany at the Drownyard")
    top = _top(g, 3)
    cast(g, "Epiphany at the Drownyard", x=2)
    _to_decision(g, "choose_objects")
    assert set(g.pending.options) == set(top) and g.pending.player == 0
    g.apply(Choose((top[0],)))
    g.apply(Choose(tuple(o for o in top if o != top[0])))
    resolve(g)
    assert len(g.players[0].hand) == 2 and len(g.players[0].library) == len(LIBRARY) - 3
