"""Alternative costs under a condition (CR 118.9: an alternative cost replaces the mana cost;
CR 601.2b: it is chosen as the spell is cast, so the condition is read then): "If you control
a Swamp, you may sacrifice a creature rather than pay this spell's mana cost" (Dark Triumph)
and "If an opponent controls a Plains and you control a Swamp, you may cast this spell
without paying its mana cost" (Massacre). And "Each player exiles two cards from their hand"
(Mind Swords: each player chooses their own, CR 608.2d)."""

from __future__ import annotations

from tests.deck_classes._cards import defs
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.oracle.support import engine_gaps
from grimoire.rules import query
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

NAMES = ("Dark Triumph", "Massacre", "Mind Swords")


def _casts(g: Game, name: str) -> list[CastSpell]:
    card = one(g, name, "hand")
    return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == card]


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name


def test_sacrifice_instead_of_mana_with_a_swamp() -> None:
    """A Swamp and two creatures, no other mana: Dark Triumph by sacrificing one of them;
    the other gets +2/+0."""
    p0 = PlayerSpec(hand=("Dark Triumph",), battlefield=(perm("Swamp"), perm("Grizzly Bears"),
                                                         perm("Hill Giant")))
    g = game(p0, PlayerSpec(), extra=defs(*NAMES))
    options = _casts(g, "Dark Triumph")
    assert options and all(a.alt == 0 for a in options)
    bears = one(g, "Grizzly Bears")
    g.apply(next(a for a in options if a.costs == (bears,)))
    resolve(g)
    assert not [o for o in g.battlefield if g.objects[o].name == "Grizzly Bears"]
    assert query.power(g, g.objects[one(g, "Hill Giant")]) == 5


def test_no_swamp_no_alternative() -> None:
    """Without a Swamp only the mana cost: five Mountains can pay it, no sacrifice offered."""
    p0 = PlayerSpec(hand=("Dark Triumph",), battlefield=(*lands("Mountain", 4),
                                                         perm("Grizzly Bears")))
    g = game(p0, PlayerSpec(), extra=defs(*NAMES))
    assert _casts(g, "Dark Triumph") == []  # {4}{B} not payable, the alternative not allowed


def test_free_when_both_conditions_hold() -> None:
    """Massacre: free with the opponent's Plains and my Swamp; not with only one of them."""
    p0 = PlayerSpec(hand=("Massacre",), battlefield=(perm("Swamp"),))
    g = game(p0, PlayerSpec(battlefield=(perm("Plains"), perm("Grizzly Bears"))),
             extra=defs(*NAMES))
    options = _casts(g, "Massacre")
    assert options and all(a.alt == 0 for a in options)
    g.apply(options[0])
    resolve(g)
    assert not [o for o in g.battlefield if g.objects[o].name == "Grizzly Bears"]
    g = game(p0, PlayerSpec(battlefield=(perm("Island"),)), extra=defs(*NAMES))
    assert _casts(g, "Massacre") == []


def test_each_player_exiles_two_cards_from_their_hand() -> None:
    """Cast by sacrificing a creature (a Swamp controlled): seat 0's two other cards and two
    of seat 1's three go to exile; a hand of one loses that one."""
    p0 = PlayerSpec(hand=("Mind Swords", "Shock", "Giant Growth"),
                    battlefield=(perm("Swamp"), perm("Grizzly Bears")))
    p1 = PlayerSpec(hand=("Shock", "Lightning Bolt", "Hill Giant"))
    g = game(p0, p1, extra=defs(*NAMES))
    options = _casts(g, "Mind Swords")
    assert options and all(a.alt == 0 for a in options)
    g.apply(options[0])
    resolve(g)
    assert not g.players[0].hand and len(g.players[1].hand) == 1
    exiled = [g.objects[o] for o in g.exile]
    assert sorted(o.owner for o in exiled) == [0, 0, 1, 1]
