"""Jace, Arcane Strategist's deck classes (issue 13): "Whenever this creature deals combat
damage to a player or planeswalker, proliferate." (CR 510.1, 120.3c: damage to a planeswalker
counts; to a blocking creature it doesn't) and "This creature enters with a +1/+1 counter on
it for each loyalty counter on planeswalkers you control." (CR 614.1c, 122.1: counted over
every planeswalker you control as it enters) and "Up to two target creatures you control each
deal damage equal to their power to another target creature." (CR 120.3: each source its own
power; rulings: an illegal source deals nothing, an illegal recipient stops all of it)."""

from __future__ import annotations

import pytest
from tests.deck_classes._cards import assert_honoured, card
from tests.dice_rules._util import cast, game, lands, one, perm, resolve
from tests.rules.helpers import pass_to_step

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import events as ev
from grimoire.rules import zones
from grimoire.rules.actions import DeclareAttackers, DeclareBlockers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat, Target
from grimoire.rules.position import PlayerSpec

INFORMANT = card("Guildpact Informant", "{2}{U}", "Creature — Faerie Rogue",
                 "Flying\nWhenever this creature deals combat damage to a player or "
                 "planeswalker, proliferate. (Choose any number of permanents and/or players, "
                 "then give each another counter of each kind already there.)", "1/1")
HYDRA = card("Bioessence Hydra", "{3}{G}{U}", "Creature — Hydra Mutant",
             "Trample\nThis creature enters with a +1/+1 counter on it for each loyalty counter "
             "on planeswalkers you control.\nWhenever one or more loyalty counters are put on "
             "planeswalkers you control, put that many +1/+1 counters on this creature.", "4/4")
WALKER = ir.CardDefinition("Test Walker", card_types=("planeswalker",), loyalty=3)
ROOKIE = ir.CardDefinition("Other Walker", card_types=("planeswalker",), loyalty=2)


def _game(me: PlayerSpec, them: PlayerSpec | None = None, **kw: object) -> Game:
    return game(me, them, extra=(compile_source(INFORMANT), compile_source(HYDRA), WALKER,
                                 ROOKIE), **kw)  # type: ignore[arg-type]


def test_the_records_are_honoured() -> None:
    assert_honoured((INFORMANT, HYDRA))


def _triggers(g: Game, name: str) -> int:
    return sum(1 for e in g.events if isinstance(e, ev.AbilityTriggered) and e.name == name)


def _attack(g: Game, defender: Target, block: str | None = None) -> None:
    pass_to_step(g, "beginning_of_combat")
    while g.pending is not None and g.pending.kind == "priority" \
            and g.step == "beginning_of_combat":
        g.apply(PassPriority())
    informant = one(g, "Guildpact Informant")
    g.apply(DeclareAttackers(((informant, defender),)))
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
    if g.pending is not None and g.pending.kind == "declare_blockers":
        blocks = ((one(g, block), informant),) if block else ()
        g.apply(DeclareBlockers(blocks))
    pass_to_step(g, "main2")


def test_informant_on_a_player() -> None:
    g = _game(PlayerSpec(battlefield=(perm("Guildpact Informant"),)))
    _attack(g, Seat(1))
    assert g.players[1].life == 19
    assert _triggers(g, "Guildpact Informant") == 1


def test_informant_on_a_planeswalker() -> None:
    g = _game(PlayerSpec(battlefield=(perm("Guildpact Informant"),)),
              PlayerSpec(battlefield=(perm("Test Walker"),)))
    walker = one(g, "Test Walker")
    _attack(g, walker)
    assert g.objects[walker].counter("loyalty") == 2
    assert _triggers(g, "Guildpact Informant") == 1


def test_informant_blocked_by_a_creature_no_trigger() -> None:
    """Damage to a blocking creature is neither to a player nor to a planeswalker."""
    g = _game(PlayerSpec(battlefield=(perm("Guildpact Informant"),)),
              PlayerSpec(battlefield=(perm("Giant Spider"),)))
    _attack(g, Seat(1), block="Giant Spider")
    assert g.players[1].life == 20
    assert _triggers(g, "Guildpact Informant") == 0


def test_hydra_counts_loyalty_over_all_your_planeswalkers() -> None:
    """3 + 2 loyalty: five +1/+1 counters; the opponent's planeswalker doesn't count."""
    me = PlayerSpec(hand=("Bioessence Hydra",),
                    battlefield=(perm("Test Walker"), perm("Other Walker"),
                                 *lands("Forest", 3), *lands("Island", 2)))
    g = _game(me, PlayerSpec(battlefield=(perm("Test Walker"),)))
    cast(g, "Bioessence Hydra")
    resolve(g)
    assert g.objects[one(g, "Bioessence Hydra")].counter("+1/+1") == 5


def test_hydra_without_planeswalkers_enters_plain() -> None:
    me = PlayerSpec(hand=("Bioessence Hydra",),
                    battlefield=(*lands("Forest", 3), *lands("Island", 2)))
    g = _game(me)
    cast(g, "Bioessence Hydra")
    resolve(g)
    assert g.objects[one(g, "Bioessence Hydra")].counter("+1/+1") == 0


BAND = card("Band Together", "{2}{G}", "Instant",
            "Up to two target creatures you control each deal damage equal to their power to "
            "another target creature.")


def _band(me: tuple[str, ...]) -> Game:
    spec = PlayerSpec(hand=("Band Together",),
                      battlefield=(*(perm(n) for n in me), *lands("Forest", 3)))
    return game(spec, PlayerSpec(battlefield=(perm("Craw Wurm"),)),
                extra=(compile_source(BAND),))


def test_band_together_is_honoured() -> None:
    assert_honoured((BAND,))


def test_band_together_each_deals_its_power() -> None:
    """Bears (2) and Giant (3): 5 damage to the Craw Wurm (6/4), which dies; the sources
    are dealt nothing (not a fight)."""
    g = _band(("Grizzly Bears", "Hill Giant"))
    bears, giant, wurm = one(g, "Grizzly Bears"), one(g, "Hill Giant"), one(g, "Craw Wurm")
    cast(g, "Band Together", ((bears, giant), (wurm,)))
    resolve(g)
    assert one(g, "Craw Wurm", "graveyard")
    assert g.objects[bears].damage == 0 and g.objects[giant].damage == 0
    dealt = sorted(e.amount for e in g.events if isinstance(e, ev.DamageDealt))
    assert dealt == [2, 3]


def test_band_together_one_source_gone() -> None:
    """Ruling: one of the two is an illegal target on resolution: the other still deals
    damage equal to its power."""
    g = _band(("Grizzly Bears", "Hill Giant"))
    bears, giant, wurm = one(g, "Grizzly Bears"), one(g, "Hill Giant"), one(g, "Craw Wurm")
    cast(g, "Band Together", ((bears, giant), (wurm,)))
    zones.move(g, giant, "hand")
    resolve(g)
    assert g.objects[wurm].damage == 2


def test_band_together_recipient_gone_nothing() -> None:
    """Ruling: the last target illegal: no creature deals or is dealt damage."""
    g = _band(("Grizzly Bears",))
    bears, wurm = one(g, "Grizzly Bears"), one(g, "Craw Wurm")
    cast(g, "Band Together", ((bears,), (wurm,)))
    zones.move(g, wurm, "hand")
    resolve(g)
    assert not [e for e in g.events if isinstance(e, ev.DamageDealt)]


def test_band_together_target_not_yours_illegal() -> None:
    g = _band(("Grizzly Bears",))
    with pytest.raises(IllegalActionError):
        cast(g, "Band Together", ((one(g, "Craw Wurm"),), (one(g, "Grizzly Bears"),)))
