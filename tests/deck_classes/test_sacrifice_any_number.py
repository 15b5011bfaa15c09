"""The cost "sacrifice any number of <permanents>" (CR 601.2b, 601.2h, 701.17a; none is one
of the choices) and the count "for each <kind> sacrificed this way" (CR 608.2c): Devouring
Greed's optional additional cost and "loses 2 life plus 2 life for each Spirit sacrificed
this way. You gain that much life."; Emrakul's Evangel's "Sacrifice this creature and any
number of other non-Eldrazi creatures"."""

from __future__ import annotations

from tests.deck_classes._cards import card
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import ActivateAbility, CastSpell
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

RECORDS = {r["name"]: r for r in (
    card("Devouring Greed", "{2}{B}{B}", "Sorcery — Arcane",
         "As an additional cost to cast this spell, you may sacrifice any number of "
         "Spirits.\nTarget player loses 2 life plus 2 life for each Spirit sacrificed this "
         "way. You gain that much life."),
    card("Emrakul's Evangel", "{2}{G}", "Creature — Human",
         "{T}, Sacrifice this creature and any number of other non-Eldrazi creatures: Create "
         "a 3/2 colorless Eldrazi Horror creature token for each creature sacrificed this "
         "way.", "3/2"),
    card("Test Spirit", "{1}", "Creature — Spirit", "", "1/1"),
)}


def _defs() -> list[ir.CardDefinition]:
    out = [compile_source(r) for r in RECORDS.values()]
    for d in out:
        assert ir.is_fully_implemented(d) and not engine_gaps(d), d.name
    return out


def _greed(spirits: int) -> Game:
    me = PlayerSpec(hand=("Devouring Greed",), battlefield=(
        *(perm("Test Spirit") for _ in range(spirits)), perm("Grizzly Bears"),
        *lands("Swamp", 4)))
    return game(me, PlayerSpec(), extra=_defs())


def _casts(g: Game) -> list[CastSpell]:
    return [a for a in g.legal_actions() if isinstance(a, CastSpell)
            and a.targets == ((Seat(1),),)]


def test_compiled() -> None:
    _defs()


def test_each_spirit_sacrificed_adds_two() -> None:
    """Two Spirits sacrificed: the opponent loses 2 + 2×2 = 6 and I gain 6; the Spirits are
    in my graveyard, the Bears (not a Spirit) can't be chosen."""
    g = _greed(2)
    spirits = tuple(o for o in g.battlefield if g.objects[o].name == "Test Spirit")
    bears = one(g, "Grizzly Bears")
    assert all(bears not in a.costs for a in _casts(g))
    g.apply(next(a for a in _casts(g) if set(a.costs) == set(spirits)))
    resolve(g)
    assert g.players[1].life == 14 and g.players[0].life == 26
    assert not [o for o in g.battlefield if g.objects[o].name == "Test Spirit"]


def test_none_sacrificed() -> None:
    """"You may": no Spirit sacrificed, the spell still resolves for 2."""
    g = _greed(2)
    g.apply(next(a for a in _casts(g) if not a.costs))
    resolve(g)
    assert g.players[1].life == 18 and g.players[0].life == 22
    assert len([o for o in g.battlefield if g.objects[o].name == "Test Spirit"]) == 2


def test_evangel_counts_itself_and_the_others() -> None:
    """Emrakul's Evangel and two other creatures sacrificed: three Eldrazi Horror tokens."""
    me = PlayerSpec(battlefield=(perm("Emrakul's Evangel"), perm("Grizzly Bears"),
                                 perm("Test Spirit")))
    g = game(me, PlayerSpec(), extra=_defs())
    evangel = one(g, "Emrakul's Evangel")
    others = {one(g, "Grizzly Bears"), one(g, "Test Spirit")}
    g.apply(next(a for a in g.legal_actions() if isinstance(a, ActivateAbility)
                 and a.source == evangel and set(a.costs) == others))
    resolve(g)
    horrors = [o for o in g.battlefield if "Horror" in g.objects[o].name]
    assert len(horrors) == 3
    assert not others & set(g.battlefield)
