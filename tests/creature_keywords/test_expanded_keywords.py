"""Keywords the compiler expands into the abilities they stand for, in real games
(grimoire.oracle.creature_keywords): afterlife, fabricate, fading, living weapon, mentor."""

from __future__ import annotations

import pytest
from tests.creature_keywords._cards import RECORDS, definitions
from tests.dice_rules._util import cast, game, ids, lands, one, perm, resolve
from tests.unsets._util import pass_until

from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules import query
from grimoire.rules.actions import CastSpell, Choose, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

EXTRA = definitions("Ministrant of Obligation", "Glint-Sleeve Artisan", "Blastoderm",
                    "Flayer Husk", "Sunhome Stalwart")


def _pass_until(g: Game, kind: str) -> None:
    for _ in range(60):
        assert g.pending is not None
        if g.pending.kind == kind:
            return
        g.apply(PassPriority())
    raise AssertionError(kind)


def test_the_cards_compile() -> None:
    """Each keyword becomes IR the engine runs: no unimplemented text, no engine gap."""
    assert all(card_is_compiled([d]) for d in EXTRA)
    assert set(RECORDS) >= {d.name for d in EXTRA}


def test_afterlife_creates_flying_spirits() -> None:
    """CR 702.135a: Afterlife 2 — when it dies, two 1/1 white and black flying Spirits."""
    g = game(PlayerSpec(hand=("Shock",), battlefield=(perm("Ministrant of Obligation"),
                                                     *lands("Mountain", 1))), extra=EXTRA)
    g.apply(CastSpell(one(g, "Shock", "hand"), ((one(g, "Ministrant of Obligation"),),)))
    resolve(g)
    assert ids(g, "Ministrant of Obligation", "graveyard")
    spirits = [g.objects[i] for i in ids(g, "Spirit")]
    assert len(spirits) == 2
    for spirit in spirits:
        assert (query.power(g, spirit), query.toughness(g, spirit)) == (1, 1)
        assert query.has_keyword(g, spirit, "flying")
        assert set(spirit.info.card.colors) == {"W", "B"}


@pytest.mark.parametrize("put_counter", [True, False])
def test_fabricate_counter_or_servo(put_counter: bool) -> None:
    """CR 702.123a: Fabricate 1 — a +1/+1 counter on it, or if you don't, a 1/1 Servo."""
    g = game(PlayerSpec(hand=("Glint-Sleeve Artisan",), battlefield=lands("Plains", 3)),
             extra=EXTRA)
    cast(g, "Glint-Sleeve Artisan")
    _pass_until(g, "yes_no")
    g.apply(Choose(put_counter))
    resolve(g)
    artisan = g.objects[one(g, "Glint-Sleeve Artisan")]
    servos = ids(g, "Servo")
    if put_counter:
        assert artisan.counter("+1/+1") == 1 and query.power(g, artisan) == 3
        assert servos == []
    else:
        assert artisan.counter("+1/+1") == 0 and query.power(g, artisan) == 2
        assert len(servos) == 1
        servo = g.objects[servos[0]]
        assert servo.kind == "token" and set(servo.info.card.card_types) == {"artifact", "creature"}


def test_fading_counters_then_sacrifice() -> None:
    """CR 702.32a: Blastoderm enters with three fade counters; each upkeep removes one; when
    none can be removed, it is sacrificed."""
    g = game(PlayerSpec(hand=("Blastoderm",), battlefield=lands("Forest", 4)), extra=EXTRA)
    cast(g, "Blastoderm")
    resolve(g)
    blastoderm = one(g, "Blastoderm")
    assert g.objects[blastoderm].counter("fade") == 3
    for turn, left in ((5, 2), (7, 1), (9, 0)):
        pass_until(g, lambda g, t=turn: g.turn == t and g.step == "main1")  # type: ignore[misc]
        assert g.objects[blastoderm].counter("fade") == left
    pass_until(g, lambda g: g.turn == 11 and g.step == "main1")
    assert ids(g, "Blastoderm") == [] and ids(g, "Blastoderm", "graveyard")


def test_living_weapon_germ_is_equipped() -> None:
    """CR 702.92a: a 0/0 black Phyrexian Germ, then the Equipment attaches to it (a 1/1
    with Flayer Husk's +1/+1), so it survives state-based actions."""
    g = game(PlayerSpec(hand=("Flayer Husk",), battlefield=lands("Plains", 1)), extra=EXTRA)
    cast(g, "Flayer Husk")
    resolve(g)
    germ = g.objects[one(g, "Phyrexian Germ")]
    husk = g.objects[one(g, "Flayer Husk")]
    assert husk.attached_to == germ.id and germ.kind == "token"
    assert (query.power(g, germ), query.toughness(g, germ)) == (1, 1)
    assert germ.info.card.colors == ("B",)


def test_mentor_targets_an_attacker_with_lesser_power() -> None:
    """CR 702.134a: attacking with Sunhome Stalwart (power 2), the only legal target is the
    attacking 1/1 (the attacking 2/2 hasn't lesser power): it gets the +1/+1 counter."""
    g = game(PlayerSpec(battlefield=(perm("Sunhome Stalwart"), perm("Llanowar Elves"),
                                     perm("Grizzly Bears"))),
             step="beginning_of_combat", extra=EXTRA)
    _pass_until(g, "declare_attackers")
    stalwart, elves, bears = (one(g, n) for n in ("Sunhome Stalwart", "Llanowar Elves",
                                                  "Grizzly Bears"))
    g.apply(DeclareAttackers(((stalwart, Seat(1)), (elves, Seat(1)), (bears, Seat(1)))))
    (trigger,) = g.stack
    info = g.objects[trigger].stack
    assert info is not None and info.targets == ((elves,),)
    resolve(g)
    assert g.objects[elves].counter("+1/+1") == 1
    assert g.objects[bears].counter("+1/+1") == 0


def test_mentor_without_a_lesser_attacker_does_nothing() -> None:
    """CR 603.3d: with no attacking creature of lesser power the trigger has no legal target
    and is removed from the stack; no counter anywhere."""
    g = game(PlayerSpec(battlefield=(perm("Sunhome Stalwart"), perm("Grizzly Bears"))),
             step="beginning_of_combat", extra=EXTRA)
    _pass_until(g, "declare_attackers")
    stalwart, bears = one(g, "Sunhome Stalwart"), one(g, "Grizzly Bears")
    g.apply(DeclareAttackers(((stalwart, Seat(1)), (bears, Seat(1)))))
    resolve(g)
    assert g.objects[bears].counter("+1/+1") == 0
    assert g.objects[stalwart].counter("+1/+1") == 0
