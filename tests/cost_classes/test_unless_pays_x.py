"""An effect's cost with {X}: "Counter target spell unless its controller pays {X}"
(Syncopate, Martyr of Frost: the X announced for the spell or ability, CR 107.3a) and
"draw a card unless that player pays {X}, where X is this creature's power" (Esper
Sentinel: the X its text defines, CR 107.3c). CR 118.12a: the player may pay it or not;
one who can't pay it doesn't."""

from __future__ import annotations

from tests.cost_classes._cards import defs
from tests.dice_rules._util import game, ids, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.rules.actions import ActivateAbility, CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

NAMES = ("Syncopate", "Esper Sentinel", "Martyr of Frost", "Divination")


def _game(me: PlayerSpec, them: PlayerSpec | None = None, **kwargs: object) -> Game:
    return game(me, them or PlayerSpec(), extra=defs(*NAMES), **kwargs)  # type: ignore[arg-type]


def _cast(g: Game, name: str, **want: object) -> None:
    oid = one(g, name, "hand")
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == oid
                 and all(getattr(a, k) == v for k, v in want.items())))


def test_compiled_x() -> None:
    syncopate, sentinel = defs("Syncopate", "Esper Sentinel")
    assert syncopate.spell is not None
    unless = next(n for n in ir.iter_nodes(syncopate.spell) if isinstance(n, ir.UnlessPays))
    assert unless.x is None and unless.cost.mana.symbols == ("X",)
    unless = next(n for n in ir.iter_nodes(sentinel) if isinstance(n, ir.UnlessPays))
    assert unless.x == ir.PowerOf(ir.ThisObject())


def _syncopate_divination(islands: int) -> tuple[Game, int]:
    """Player 0 casts Divination with ``islands`` Islands; player 1 answers with Syncopate
    for X=2."""
    g = _game(PlayerSpec(hand=("Divination",), battlefield=lands("Island", islands)),
              PlayerSpec(hand=("Syncopate",), battlefield=lands("Island", 3)))
    _cast(g, "Divination")
    divination = one(g, "Divination", "stack")
    g.apply(PassPriority())
    _cast(g, "Syncopate", x=2, targets=((divination,),))
    return g, divination


def test_syncopate_x_paid() -> None:
    """The Divination's controller has two more Islands: paying {2} (X) keeps it."""
    g, _ = _syncopate_divination(5)
    hand = len(g.players[0].hand)
    resolve(g, [Choose(True)])
    assert ids(g, "Divination", "graveyard") and len(g.players[0].hand) == hand + 2
    assert all(g.objects[o].tapped for o in ids(g, "Island") if g.objects[o].controller == 0)


def test_syncopate_x_unpaid_exiles_the_spell() -> None:
    """One Island left: {2} can't be paid; the spell is countered and exiled."""
    g, _ = _syncopate_divination(4)
    resolve(g)
    assert ids(g, "Divination", "exile") and not ids(g, "Divination", "graveyard")


def test_syncopate_declined() -> None:
    """CR 118.12a: paying is the player's choice; declined, the spell is countered."""
    g, _ = _syncopate_divination(5)
    resolve(g, [Choose(False)])
    assert ids(g, "Divination", "exile")


def test_martyr_of_frost_x_is_the_cards_revealed() -> None:
    """Martyr of Frost: X is the number of blue cards revealed; one revealed, {1} to pay,
    which the caster (one Island untapped) pays."""
    g = _game(PlayerSpec(hand=("Divination",), battlefield=lands("Island", 4)),
              PlayerSpec(hand=("Syncopate",), battlefield=(perm("Martyr of Frost"),
                                                           *lands("Island", 2))))
    _cast(g, "Divination")
    g.apply(PassPriority())
    martyr = one(g, "Martyr of Frost")
    ways = [a for a in g.legal_actions() if isinstance(a, ActivateAbility) and a.source == martyr]
    assert {a.x for a in ways} == {0, 1}
    g.apply(next(a for a in ways if a.x == 1))
    assert ids(g, "Syncopate", "hand") and ids(g, "Martyr of Frost", "graveyard")
    resolve(g, [Choose(True)])
    assert ids(g, "Divination", "graveyard")
    assert all(g.objects[o].tapped for o in ids(g, "Island") if g.objects[o].controller == 0)


def test_esper_sentinel_x_is_its_power() -> None:
    """Esper Sentinel (power 1): the opponent's first noncreature spell; with no mana left
    to pay {1}, the Sentinel's controller draws; with mana, paying it stops the draw."""
    for islands, drew in ((3, True), (4, False)):
        g = _game(PlayerSpec(battlefield=(perm("Esper Sentinel"),)),
                  PlayerSpec(hand=("Divination",), battlefield=lands("Island", islands)),
                  active=1)
        hand = len(g.players[0].hand)
        _cast(g, "Divination")
        resolve(g, [Choose(True)])
        assert len(g.players[0].hand) == hand + (1 if drew else 0)
