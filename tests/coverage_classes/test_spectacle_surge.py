"""Spectacle and surge, alternative costs with a condition (CR 118.9, 601.2b).

CR 702.137a: spectacle: "You may cast this spell by paying [cost] rather than its mana cost
if an opponent lost life this turn." CR 702.117a: surge: "... if you or one of your
teammates has cast another spell this turn" (the spell being cast isn't cast yet while its
costs are chosen, CR 601.2b, 601.2i). "If its surge cost was paid" reads how it was cast."""

from __future__ import annotations

from tests.coverage_classes._cards import defs
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.oracle.support import engine_gaps
from grimoire.rules import query
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

NAMES = ("Skewer the Critics", "Reckless Bushwhacker")


def _game(me: PlayerSpec) -> Game:
    return game(me, PlayerSpec(), extra=defs(*NAMES))


def _casts(g: Game, name: str) -> list[CastSpell]:
    card = one(g, name, "hand")
    return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == card]


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name
        assert [a.condition is not None for a in d.alternative_costs] == [True], d.name


def test_spectacle_only_after_an_opponent_lost_life() -> None:
    """CR 702.137a: with one Mountain, Skewer the Critics ({2}{R}, spectacle {R}) can't be
    cast; after Shock to the opponent's face it can, for {R}, and deals its 3 damage."""
    g = _game(PlayerSpec(hand=("Skewer the Critics", "Shock"), battlefield=lands("Mountain", 2)))
    assert _casts(g, "Skewer the Critics") == []
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((Seat(1),),)))
    resolve(g)
    assert g.players[1].life == 18
    skewer = [a for a in _casts(g, "Skewer the Critics") if a.targets == ((Seat(1),),)]
    assert [a.alt for a in skewer] == [0]  # only the spectacle cost is payable
    g.apply(skewer[0])
    resolve(g)
    assert g.players[1].life == 15


def test_surge_after_another_spell_and_its_enter_bonus() -> None:
    """CR 702.117a: Reckless Bushwhacker's surge {1}{R} only after another spell this turn;
    cast for it, its "if its surge cost was paid" gives Grizzly Bears +1/+0; cast for its
    mana cost, nothing."""
    me = PlayerSpec(hand=("Reckless Bushwhacker", "Shock"), battlefield=(
        perm("Grizzly Bears"), *lands("Mountain", 4)))
    g = _game(me)
    assert [a.alt for a in _casts(g, "Reckless Bushwhacker")] == [None]
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((Seat(1),),)))
    resolve(g)
    surged = [a for a in _casts(g, "Reckless Bushwhacker") if a.alt == 0]
    assert surged
    g.apply(surged[0])
    resolve(g)
    bears = g.objects[one(g, "Grizzly Bears")]
    assert query.power(g, bears) == 3 and query.has_keyword(g, bears, "haste")
    g = _game(me)
    g.apply(_casts(g, "Reckless Bushwhacker")[0])
    resolve(g)
    assert query.power(g, g.objects[one(g, "Grizzly Bears")]) == 2
