"""Jace, Arcane Strategist's deck classes (issue 13): "Whenever this creature deals combat
damage to a player or planeswalker, proliferate." (CR 510.1, 120.3c: damage to a planeswalker
counts; to a blocking creature it doesn't) and "This creature enters with a +1/+1 counter on
it for each loyalty counter on planeswalkers you control." (CR 614.1c, 122.1: counted over
every planeswalker you control as it enters)."""

from __future__ import annotations

from tests.deck_classes._cards import card
from tests.dice_rules._util import cast, game, lands, one, perm, resolve
from tests.rules.helpers import pass_to_step

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import events as ev
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
    for record in (INFORMANT, HYDRA):
        d = compile_source(record)
        assert not [a for a in ir.iter_nodes(d) if isinstance(a, ir.Unimplemented)], d.name
        assert not engine_gaps(d), d.name


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
