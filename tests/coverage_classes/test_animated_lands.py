"""Lands that become creatures: "This land becomes a 2/2 <types> creature [with <keywords>,
all creature types, "<ability>"] until end of turn. It's still a land." CR 205.1b: it keeps
its card types and subtypes ("still a land"); CR 205.3m: "all creature types" is every
creature type; CR 613.1f: a quoted ability is gained (layer 6); the effect ends in the
cleanup step (CR 514.2) and the permanent is a land again, not a creature."""

from __future__ import annotations

import pytest
from tests.coverage_classes._cards import defs
from tests.dice_rules._util import activate, game, lands, one, perm, resolve

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.oracle.support import engine_gaps
from grimoire.rules import layers, query
from grimoire.rules.actions import ActivateAbility, CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

NAMES = ("Mutavault", "Mishra's Factory", "Spawning Pool", "Creeping Tar Pit",
         "Explosive Welcome", "Veiled Serpent")


def _game(*battlefield: str, extra_lands: int = 3) -> Game:
    me = PlayerSpec(battlefield=(*(perm(n) for n in battlefield),
                                 *lands("Swamp", extra_lands)))
    return game(me, PlayerSpec(), extra=defs(*NAMES))


def _types(g: Game, name: str) -> frozenset[str]:
    return layers.characteristics(g, g.objects[one(g, name)]).types


def _swamp(g: Game) -> int:
    return next(o for o in g.battlefield if g.objects[o].name == "Swamp")


def _next_turn(g: Game) -> None:
    for _ in range(200):
        if g.turn != 3:
            return
        g.apply(PassPriority() if g.pending is not None and g.pending.kind == "priority"
                else g.legal_actions()[0])
    raise AssertionError("the turn never ended")


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name


def test_mutavault_has_every_creature_type_until_end_of_turn() -> None:
    g = _game("Mutavault")
    vault = one(g, "Mutavault")
    assert "creature" not in _types(g, "Mutavault")
    activate(g, "Mutavault", nth=1)
    resolve(g)
    obj = g.objects[vault]
    assert {"creature", "land"} <= _types(g, "Mutavault")
    assert {"Goblin", "Sliver", "Assembly-Worker"} <= obj.info.subtypes
    assert (query.power(g, obj), query.toughness(g, obj)) == (2, 2)
    _next_turn(g)
    assert "creature" not in _types(g, "Mutavault") and "land" in _types(g, "Mutavault")


def test_mishras_factory_pumps_itself_once_animated() -> None:
    """Before it is a creature, "target Assembly-Worker creature" has no legal target; once
    it is a 2/2 Assembly-Worker artifact creature land, it can tap to give itself +1/+1."""
    g = _game("Mishra's Factory")
    factory = one(g, "Mishra's Factory")
    with pytest.raises(IllegalActionError):
        g.apply(ActivateAbility(factory, 2, ((factory,),)))
    g.apply(ActivateAbility(_swamp(g), 0))
    activate(g, "Mishra's Factory", nth=1)  # paid with the Swamp's floating {B}
    resolve(g)
    assert not g.objects[factory].tapped
    assert {"artifact", "creature", "land"} <= _types(g, "Mishra's Factory")
    activate(g, "Mishra's Factory", targets=((factory,),), nth=2)
    resolve(g)
    obj = g.objects[factory]
    assert (query.power(g, obj), query.toughness(g, obj)) == (3, 3)


def test_spawning_pool_gains_regeneration_until_end_of_turn() -> None:
    """The quoted "{B}: Regenerate this creature" is an ability it has while animated (it
    can be activated, giving a regeneration shield) and not after the turn."""
    g = _game("Spawning Pool", extra_lands=4)
    pool = one(g, "Spawning Pool")
    activate(g, "Spawning Pool", nth=1)
    resolve(g)
    assert "creature" in _types(g, "Spawning Pool")
    printed = len(defs("Spawning Pool")[0].abilities)  # enters tapped, {T}: Add, {1}{B}: ...
    regen = [a for a in g.legal_actions() if isinstance(a, ActivateAbility) and a.source == pool
             and a.index >= printed]
    assert len(regen) == 1
    g.apply(regen[0])
    resolve(g)
    assert pool in g.regeneration  # CR 701.15a: a regeneration shield
    _next_turn(g)
    assert "creature" not in _types(g, "Spawning Pool")
    assert not [a for a in g.legal_actions() if isinstance(a, ActivateAbility)
                and a.source == pool and a.index >= printed]


def test_creeping_tar_pit_still_a_land_and_unblockable() -> None:
    me = PlayerSpec(battlefield=(perm("Creeping Tar Pit"), *lands("Island", 1),
                                 *lands("Swamp", 2)))
    g = game(me, PlayerSpec(), extra=defs(*NAMES))
    activate(g, "Creeping Tar Pit", nth=1)
    resolve(g)
    assert {"creature", "land"} <= _types(g, "Creeping Tar Pit")
    obj = g.objects[one(g, "Creeping Tar Pit")]
    assert set(obj.info.colors) == {"U", "B"}  # CR 613.1e: its new colors
    assert (obj.id, "cant_be_blocked") in g.combat_rules


def test_any_other_target_is_another_object() -> None:
    """CR 115.3: "any target and ... any other target": the second target must differ from
    the first (the same creature can't take both 5 and 3)."""
    me = PlayerSpec(hand=("Explosive Welcome",), battlefield=(perm("Grizzly Bears"),
                                                             *lands("Mountain", 8)))
    g = game(me, PlayerSpec(), extra=defs(*NAMES))
    card, bears = one(g, "Explosive Welcome", "hand"), one(g, "Grizzly Bears")
    with pytest.raises(IllegalActionError):
        g.apply(CastSpell(card, targets=((bears,), (bears,))))
    g.apply(CastSpell(card, targets=((bears,), (Seat(1),))))
    resolve(g)
    assert one(g, "Grizzly Bears", "graveyard") and g.players[1].life == 17
    assert isinstance(defs("Explosive Welcome")[0].spell, ir.SpellAbility)


def test_without_still_a_type_the_new_types_replace_the_old() -> None:
    """CR 205.1a: Veiled Serpent "becomes a 4/4 Serpent creature with "..."": no "still an
    enchantment", so it is a creature only (a Serpent), no longer an enchantment, and it
    has the quoted ability (CR 613.1f). The trigger's "if this permanent is an enchantment"
    (CR 603.4) keeps a second spell from doing it again."""
    me = PlayerSpec(battlefield=(perm("Veiled Serpent"),))
    them = PlayerSpec(hand=("Shock", "Lightning Bolt"), battlefield=lands("Mountain", 2))
    g = game(me, them, active=1, extra=defs(*NAMES))
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((Seat(0),),)))
    resolve(g)
    serpent = g.objects[one(g, "Veiled Serpent")]
    assert _types(g, "Veiled Serpent") == frozenset({"creature"})
    assert serpent.info.subtypes == frozenset({"Serpent"})
    assert (query.power(g, serpent), query.toughness(g, serpent)) == (4, 4)
    assert any(isinstance(a, ir.StaticAbility) for a in serpent.info.card.abilities) or \
        serpent.info.card.abilities != defs("Veiled Serpent")[0].abilities
    n_triggers = len(g.events)
    g.apply(CastSpell(one(g, "Lightning Bolt", "hand"), targets=((Seat(0),),)))
    resolve(g)
    assert g.players[0].life == 15
    assert not [e for e in g.events[n_triggers:] if type(e).__name__ == "AbilityTriggered"]
