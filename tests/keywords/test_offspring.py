"""Offspring in real games (CR 702.175; grimoire.oracle.creature_keywords.offspring_ability):
an optional additional cost, and a 1/1 token copy as the creature enters if it was paid.

Expectations from CR 702.175a ("You may pay an additional [cost] as you cast this spell" and
"When this permanent enters, if its offspring cost was paid, create a token that's a copy
of it, except it's 1/1"), CR 603.4 (the intervening "if"), 707.9b (the 1/1 is a copiable
value), 608.2h (the copy of a creature gone uses its last known information)."""

from __future__ import annotations

from tests.dice_rules._util import game, ids, lands, one, resolve
from tests.ir_completeness._game import card

from grimoire.rules import query
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

_REMINDER = ("(You may pay an additional {1} as you cast this spell. If you do, when this "
             "creature enters, create a 1/1 token copy of it.)")
BANDIT = card("Prosperous Bandit", "Creature — Raccoon Rogue", "Offspring {1} " + _REMINDER
              + "\nFirst strike\nWhenever this creature deals combat damage to a player, "
              "create that many tapped Treasure tokens.", "2", "2", mana_cost="{2}{R}")


def _game(p0: PlayerSpec, p1: PlayerSpec | None = None) -> Game:
    return game(p0, p1, extra=(BANDIT,))


def _casts(g: Game, oid: int) -> list[CastSpell]:
    return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == oid]


def test_offspring_paid_makes_a_one_one_token_copy() -> None:
    """CR 702.175a: paid, the permanent's enters trigger creates a token copy of it,
    except it's 1/1: same name, types and abilities (first strike), 1/1 (CR 707.9b)."""
    g = _game(PlayerSpec(hand=("Prosperous Bandit",), battlefield=lands("Mountain", 4)))
    bandit = one(g, "Prosperous Bandit", "hand")
    casts = _casts(g, bandit)
    assert sorted(a.additional for a in casts) == [(), (0,)]
    g.apply(next(a for a in casts if a.additional == (0,)))
    assert all(g.objects[m].tapped for m in ids(g, "Mountain"))  # {2}{R} + {1}
    resolve(g)
    found = [g.objects[o] for o in ids(g, "Prosperous Bandit")]
    assert sorted(o.kind for o in found) == ["card", "token"]
    token = next(o for o in found if o.kind == "token")
    original = next(o for o in found if o.kind == "card")
    assert (query.power(g, token), query.toughness(g, token)) == (1, 1)
    assert (query.power(g, original), query.toughness(g, original)) == (2, 2)
    assert query.has_keyword(g, token, "first strike")
    assert len(found) == 2  # the token's own offspring cost wasn't paid: no second token


def test_offspring_declined_makes_no_token() -> None:
    """CR 702.175a, 603.4: the cost not paid, the ability doesn't trigger."""
    g = _game(PlayerSpec(hand=("Prosperous Bandit",), battlefield=lands("Mountain", 4)))
    g.apply(next(a for a in _casts(g, one(g, "Prosperous Bandit", "hand"))
                 if a.additional == ()))
    resolve(g)
    assert [g.objects[o].kind for o in ids(g, "Prosperous Bandit")] == ["card"]
    assert not g.stack


def test_offspring_not_offered_without_the_mana() -> None:
    """CR 601.2f-h: three lands pay the mana cost but not the offspring cost too."""
    g = _game(PlayerSpec(hand=("Prosperous Bandit",), battlefield=lands("Mountain", 3)))
    assert [a.additional for a in _casts(g, one(g, "Prosperous Bandit", "hand"))] == [()]


def test_put_onto_the_battlefield_without_casting_makes_no_token() -> None:
    """CR 702.175a: no spell, no offspring cost paid: a creature put onto the battlefield
    (here by the position) doesn't trigger."""
    g = _game(PlayerSpec(battlefield=(PermanentSpec("Prosperous Bandit"),)))
    assert len(ids(g, "Prosperous Bandit")) == 1 and not g.stack


def test_creature_gone_before_the_trigger_resolves_still_makes_its_token() -> None:
    """CR 608.2h, 707.2: the creature killed in response to its enters trigger, the token
    is still a copy of it as it last existed on the battlefield, 1/1."""
    g = _game(PlayerSpec(hand=("Prosperous Bandit",), battlefield=lands("Mountain", 4)),
              PlayerSpec(hand=("Shock",), battlefield=lands("Mountain", 1)))
    g.apply(next(a for a in _casts(g, one(g, "Prosperous Bandit", "hand"))
                 if a.additional == (0,)))
    g.apply(PassPriority())
    g.apply(PassPriority())  # the spell resolves; the enters trigger is put on the stack
    assert g.stack and g.pending is not None and g.pending.kind == "priority"
    original = one(g, "Prosperous Bandit")
    g.apply(PassPriority())
    g.apply(CastSpell(one(g, "Shock", "hand"), ((original,),)))
    resolve(g)
    assert ids(g, "Prosperous Bandit", "graveyard")
    (token,) = [g.objects[o] for o in ids(g, "Prosperous Bandit")]
    assert token.kind == "token" and query.power(g, token) == 1
