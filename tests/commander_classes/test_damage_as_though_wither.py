"""Damage dealt as though its source had wither: "All damage is dealt as though its source
had wither." (Everlasting Torment, with "Players can't gain life." and "Damage can't be
prevented.").

CR 120.3d / 702.80a: damage dealt to a creature by a source with wither isn't marked but
becomes that many -1/-1 counters; CR 702.80c: wherever the source deals damage from (the
card's ruling: "all damage, whether it's dealt by creatures, other permanents, spells, or
cards that aren't on the battlefield"); CR 120.3a: damage to a player is still life loss.
CR 119.7 with the ruling: a lifelink source's life gain doesn't happen. CR 615.12 with the
ruling: "Damage can't be prevented" overrides prevention effects."""

from __future__ import annotations

from tests.commander_classes._table import advance, compiled, record, settle, table
from tests.rules.helpers import ids, one

from grimoire.rules.actions import CastSpell, DeclareAttackers, DeclareBlockers
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
TORMENT = record("Everlasting Torment", "{2}{B/R}", "Enchantment",
                 "Players can't gain life.\nDamage can't be prevented.\nAll damage is dealt as "
                 "though its source had wither. (A source with wither deals damage to "
                 "creatures in the form of -1/-1 counters.)")
SHOCK = record("Shock", "{R}", "Instant", "Shock deals 2 damage to any target.")
LINKER = record("Test Linker", "{1}{W}", "Creature — Cleric", "Lifelink", "2", "2")
WALL = record("Test Wall", "{3}{G}", "Creature — Wall",
              "Prevent all damage that would be dealt to this creature.", "4", "4")
OGRE = record("Test Ogre", "{3}{R}", "Creature — Ogre", "", "4", "4")
RECORDS = (TORMENT, SHOCK, LINKER, WALL, OGRE)
M = P("Mountain")


def test_the_records_compile() -> None:
    """Everlasting Torment compiles with nothing the engine ignores."""
    compiled(*RECORDS)


def _game(torment: bool = True) -> Game:
    mine = (P("Everlasting Torment"),) if torment else ()
    return table(RECORDS,
                 PlayerSpec(hand=("Shock", "Shock"),
                            battlefield=(*mine, P("Test Linker"), M, M)),
                 PlayerSpec(battlefield=(P("Test Ogre"), P("Test Wall"))),
                 PlayerSpec(), PlayerSpec())


def _shock(game: Game, target: int | Seat) -> None:
    game.apply(CastSpell(ids(game, "Shock", "hand")[0], targets=((target,),)))
    settle(game)


def test_a_spells_damage_becomes_minus_counters() -> None:
    """A spell (a source not on the battlefield, CR 702.80c) deals 2 damage to a 4/4: two
    -1/-1 counters, no damage marked."""
    game = _game()
    ogre = one(game, "Test Ogre")
    _shock(game, ogre)
    assert game.objects[ogre].counter("-1/-1") == 2
    assert game.objects[ogre].damage == 0


def test_damage_to_a_player_is_still_life_loss() -> None:
    """CR 120.3a: wither changes only damage dealt to creatures."""
    game = _game()
    _shock(game, Seat(2))
    assert game.players[2].life == 18
    assert game.players[2].counters.get("poison", 0) == 0


def test_prevention_does_not_apply() -> None:
    """"Damage can't be prevented" overrides the Wall's prevention (ruling): the damage is
    dealt, as -1/-1 counters."""
    game = _game()
    wall = one(game, "Test Wall")
    _shock(game, wall)
    assert game.objects[wall].counter("-1/-1") == 2


def test_without_the_enchantment_damage_is_marked() -> None:
    """Without Everlasting Torment the same damage is marked (CR 120.3e)."""
    game = _game(torment=False)
    ogre = one(game, "Test Ogre")
    _shock(game, ogre)
    assert game.objects[ogre].counter("-1/-1") == 0
    assert game.objects[ogre].damage == 2


def test_combat_damage_both_ways_and_no_lifelink_gain() -> None:
    """Combat: the lifelinked 2/2 blocked by the 4/4: each gets -1/-1 counters (the 2/2 dies
    of 0 toughness, CR 704.5f), and "Players can't gain life" stops the lifelink gain."""
    game = _game()
    linker, ogre = one(game, "Test Linker"), one(game, "Test Ogre")
    advance(game, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    game.apply(DeclareAttackers(((linker, Seat(1)),)))
    advance(game, lambda g: g.pending is not None and g.pending.kind == "declare_blockers"
            and g.pending.player == 1)
    game.apply(DeclareBlockers(((ogre, linker),)))
    advance(game, lambda g: g.step == "combat_damage")
    assert game.objects[ogre].counter("-1/-1") == 2
    assert game.objects[ogre].damage == 0
    assert linker not in game.battlefield
    assert game.players[0].life == 20
