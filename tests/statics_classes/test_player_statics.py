"""Static abilities about players (CR 101.2, 119.7, 702.11c, 702.18a): "You have hexproof",
"You have shroud", "Players can't gain life", "Each player can't cast more than one
(noncreature) spell each turn", "Your opponents can't cast spells during your turn", "You
can't cast noncreature spells". Real Oracle records (:mod:`._records`)."""

from __future__ import annotations

import pytest
from tests.dice_rules._util import game, one, perm, resolve
from tests.statics_classes._records import defs

from grimoire.errors import IllegalActionError
from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules import casting
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

EXTRA = defs("Leyline of Sanctity", "True Believer", "Rampaging Ferocidon", "Angel's Mercy",
             "Boon Reflection", "Rule of Law", "Deafening Silence", "Dragonlord Dromoka",
             "Nikya of the Old Ways")


def _rejected(g: Game, action: CastSpell) -> None:
    """``action`` is not listed, raises, and changes nothing."""
    assert action not in g.legal_actions()
    before = (g.save(), len(g.events))
    with pytest.raises(IllegalActionError):
        g.apply(action)
    assert (g.save(), len(g.events)) == before


def _targets(g: Game, name: str) -> set[object]:
    card = one(g, name, "hand")
    return {a.targets[0][0] for a in g.legal_actions()
            if isinstance(a, CastSpell) and a.card == card}


def test_compiled() -> None:
    assert all(card_is_compiled([d]) for d in EXTRA)


def test_hexproof_player() -> None:
    """CR 702.11c: Leyline's controller can't be targeted by the opponent's Lightning Bolt;
    the opponent may still target themselves, and the Leyline's controller their own
    Shock at themselves."""
    g = game(PlayerSpec(battlefield=(perm("Leyline of Sanctity"),)),
             PlayerSpec(hand=("Lightning Bolt",), battlefield=(perm("Mountain"),)),
             active=1, extra=EXTRA)
    assert _targets(g, "Lightning Bolt") == {Seat(1)}
    _rejected(g, CastSpell(one(g, "Lightning Bolt", "hand"), targets=((Seat(0),),)))
    mine = game(PlayerSpec(hand=("Shock",), battlefield=(perm("Leyline of Sanctity"),
                                                         perm("Mountain"))), extra=EXTRA)
    assert Seat(0) in _targets(mine, "Shock")


def test_shroud_player() -> None:
    """CR 702.18a: with True Believer, not even its controller's own Shock can target
    them; the opponent remains a legal target."""
    g = game(PlayerSpec(hand=("Shock",), battlefield=(perm("True Believer"), perm("Mountain"))),
             extra=EXTRA)
    assert Seat(0) not in _targets(g, "Shock") and Seat(1) in _targets(g, "Shock")


def test_players_cant_gain_life() -> None:
    """CR 119.7: with Rampaging Ferocidon out, Angel's Mercy gains nothing, and Boon
    Reflection's replacement of the gain does nothing; once the Ferocidon is gone (the
    condition changed) the same spell gains twice 7."""
    plains = tuple(perm("Plains") for _ in range(4))
    for ferocidon, life in ((True, 20), (False, 34)):
        theirs = (perm("Rampaging Ferocidon"),) if ferocidon else ()
        g = game(PlayerSpec(hand=("Angel's Mercy",),
                            battlefield=(perm("Boon Reflection"), *plains)),
                 PlayerSpec(battlefield=theirs), extra=EXTRA)
        g.apply(CastSpell(one(g, "Angel's Mercy", "hand")))
        resolve(g)
        assert g.players[0].life == life
        assert one(g, "Angel's Mercy", "graveyard")


def test_one_spell_each_turn() -> None:
    """CR 101.2: under Rule of Law, once a player cast a spell this turn the second can't be
    cast (not listed, refused, nothing changed); the other player has cast none and still
    may."""
    g = game(PlayerSpec(hand=("Shock", "Shock"), battlefield=(
                 perm("Rule of Law"), perm("Mountain"), perm("Mountain"))),
             PlayerSpec(hand=("Lightning Bolt",), battlefield=(perm("Mountain"),)),
             extra=EXTRA)
    first, second = sorted(o.id for o in g.objects.values()
                           if o.name == "Shock" and o.zone == "hand")
    assert casting.cast_problem(g, 0, second, casting.NORMAL) is None
    g.apply(CastSpell(first, targets=((Seat(1),),)))
    resolve(g)
    assert g.players[1].life == 18
    _rejected(g, CastSpell(second, targets=((Seat(1),),)))
    assert casting.cast_problem(g, 1, one(g, "Lightning Bolt", "hand"), casting.NORMAL) is None


def test_one_noncreature_spell_each_turn() -> None:
    """Deafening Silence counts only noncreature spells: after a Shock, Grizzly Bears may
    still be cast, another Shock may not."""
    g = game(PlayerSpec(hand=("Shock", "Shock", "Grizzly Bears"), battlefield=(
                 perm("Deafening Silence"), perm("Mountain"), perm("Mountain"),
                 perm("Forest"), perm("Forest"))), extra=EXTRA)
    first, second = sorted(o.id for o in g.objects.values()
                           if o.name == "Shock" and o.zone == "hand")
    g.apply(CastSpell(first, targets=((Seat(1),),)))
    resolve(g)
    assert casting.cast_problem(g, 0, second, casting.NORMAL) is not None
    assert casting.cast_problem(g, 0, one(g, "Grizzly Bears", "hand"), casting.NORMAL) is None


def test_opponents_cant_cast_during_your_turn() -> None:
    """Dragonlord Dromoka: its controller's opponents can't cast spells during its
    controller's turn; during their own turn they can, and its controller always can."""
    for active, barred in ((0, True), (1, False)):
        g = game(PlayerSpec(hand=("Shock",), battlefield=(perm("Dragonlord Dromoka"),
                                                         perm("Mountain"))),
                 PlayerSpec(hand=("Lightning Bolt",), battlefield=(perm("Mountain"),)),
                 active=active, extra=EXTRA)
        bolt = one(g, "Lightning Bolt", "hand")
        assert (casting.cast_problem(g, 1, bolt, casting.NORMAL) is not None) is barred
        assert casting.cast_problem(g, 0, one(g, "Shock", "hand"), casting.NORMAL) is None


def test_you_cant_cast_noncreature_spells() -> None:
    """Nikya of the Old Ways: its controller can't cast Shock but can cast Grizzly Bears;
    the opponent is not restricted."""
    g = game(PlayerSpec(hand=("Shock", "Grizzly Bears"), battlefield=(
                 perm("Nikya of the Old Ways"), perm("Mountain"), perm("Forest"),
                 perm("Forest"))),
             PlayerSpec(hand=("Lightning Bolt",), battlefield=(perm("Mountain"),)),
             extra=EXTRA)
    assert casting.cast_problem(g, 0, one(g, "Shock", "hand"), casting.NORMAL) is not None
    assert casting.cast_problem(g, 0, one(g, "Grizzly Bears", "hand"), casting.NORMAL) is None
    assert casting.cast_problem(g, 1, one(g, "Lightning Bolt", "hand"), casting.NORMAL) is None
