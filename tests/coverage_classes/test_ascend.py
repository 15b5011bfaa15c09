"""Ascend and the city's blessing (CR 702.131). On a permanent (CR 702.131b): any time you
control ten or more permanents you get the city's blessing, for the rest of the game
(CR 702.131c: it stays when you later control fewer). On an instant or sorcery (CR
702.131a): checked as the spell resolves, before its other instructions. Ten permanents
without an ascend source give nothing; the opponent's permanents don't count."""

from __future__ import annotations

from tests.coverage_classes._cards import defs
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.oracle.support import engine_gaps
from grimoire.rules import events as ev
from grimoire.rules import query
from grimoire.rules.actions import CastSpell, PlayLand
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

NAMES = ("Dusk Charger", "Secrets of the Golden City")


def _game(me: PlayerSpec, them: PlayerSpec | None = None) -> Game:
    return game(me, them or PlayerSpec(), extra=defs(*NAMES))


def _charger(g: Game) -> tuple[int, int]:
    obj = g.objects[one(g, "Dusk Charger")]
    return query.power(g, obj), query.toughness(g, obj)


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name


def test_the_tenth_permanent_gives_the_blessing_for_good() -> None:
    """Nine permanents: a 3/3. A land played makes ten: the blessing (checked before the
    player receives priority again, CR 117.5), a 5/5. Unsummon on
    the Charger's neighbour leaves nine again, and the blessing stays (CR 702.131c)."""
    me = PlayerSpec(hand=("Forest", "Unsummon"), battlefield=(
        perm("Dusk Charger"), perm("Grizzly Bears"), *lands("Island", 7)))
    g = _game(me)
    assert _charger(g) == (3, 3) and not g.blessed
    g.apply(PlayLand(one(g, "Forest", "hand")))
    assert g.blessed == frozenset({0}) and _charger(g) == (5, 5)
    g.apply(CastSpell(one(g, "Unsummon", "hand"), targets=((one(g, "Grizzly Bears"),),)))
    resolve(g)
    assert len([o for o in g.battlefield if g.objects[o].controller == 0]) == 9
    assert _charger(g) == (5, 5)


def test_the_opponents_permanents_dont_count() -> None:
    them = PlayerSpec(battlefield=lands("Swamp", 12))
    g = _game(PlayerSpec(hand=("Forest",), battlefield=(perm("Dusk Charger"),
                                                        *lands("Island", 7))), them)
    g.apply(PlayLand(one(g, "Forest", "hand")))
    assert not g.blessed and _charger(g) == (3, 3)


def _secrets(n_lands: int) -> Game:
    g = _game(PlayerSpec(hand=("Secrets of the Golden City",),
                         battlefield=lands("Island", n_lands)))
    assert not g.blessed  # ten permanents but no ascend source on the battlefield
    g.apply(CastSpell(one(g, "Secrets of the Golden City", "hand")))
    resolve(g)
    return g


def _draws(g: Game) -> int:
    return sum(1 for e in g.events if isinstance(e, ev.CardDrawn) and e.player == 0)


def test_ascend_on_a_sorcery_is_its_first_instruction() -> None:
    """CR 702.131a: with ten permanents the blessing comes as the spell resolves, in time
    for "If you have the city's blessing": three cards. With nine: two, and no blessing."""
    g = _secrets(10)
    assert g.blessed == frozenset({0}) and _draws(g) == 3
    g = _secrets(9)
    assert not g.blessed and _draws(g) == 2
