"""A card's own conditional flash, "You may cast this spell as though it had flash if it
targets a commander." (Timely Ward; CR 601.3b: the targets to be chosen may make the
permission apply, 601.3d), and "Cast this spell only before attackers are declared."
(Master Warcraft's first line; CR 601.3, its ruling: before the declare attackers step),
and "You choose which creatures attack this turn." (CR 508.1; the ruling: the caster chooses
the group, the active player what each attacks)."""

from __future__ import annotations

import pytest
from tests.commander_classes._table import advance, compiled, record, table
from tests.hostile.test_listing_agrees import digest
from tests.rules.helpers import one, pool

from grimoire.core.mana import ManaCost
from grimoire.errors import IllegalActionError
from grimoire.mechanics.commander import STATE as COMMANDERS
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import casting, query, zones
from grimoire.rules.actions import CastSpell, DeclareAttackers, Keep, PassPriority
from grimoire.rules.cardinfo import info_for
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

WARD = record("Timely Ward", "{2}{W}", "Enchantment — Aura",
              "You may cast this spell as though it had flash if it targets a commander.\n"
              "Enchant creature\nEnchanted creature has indestructible.")
WARCRAFT_TIMING = record("Early Tactics", "{R}", "Instant",
                         "Cast this spell only before attackers are declared.\nDraw a card.")
LORD = ir.CardDefinition("Azorius Lord", mana_cost=ManaCost.parse("{W}{U}"),
                         card_types=("creature",), supertypes=("legendary",),
                         colors=("W", "U"), power=2, toughness=2)
MAIN = ["Plains"] * 60 + ["Grizzly Bears"] * 39


def test_the_records_compile() -> None:
    compiled(WARD, WARCRAFT_TIMING)


def _game() -> tuple[Game, dict[str, int]]:
    """Alice's main phase 1 in a Commander game: both commanders and Alice's Bears on the
    battlefield, Plains and Mountains to pay, Timely Ward and Early Tactics in hand."""
    cards = pool(LORD, compile_source(WARD), compile_source(WARCRAFT_TIMING))
    game = Game.new([MAIN] * 2, cards, seed=1, first_player=0, format="commander",
                    commanders=[["Azorius Lord"], ["Azorius Lord"]])
    while game.stage == "mulligan":
        game.apply(Keep())
    while not (game.step == "main1" and game.pending is not None
               and game.pending.kind == "priority" and game.pending.player == 0):
        game.apply(PassPriority())
    state = COMMANDERS.get(game)
    assert state is not None

    def put(name: str, zone: str = "battlefield") -> int:
        obj = zones.new_object(game, info_for(game.pool.get(name)), 0, zone)
        obj.sick = False
        return obj.id

    ids = {"mine": zones.move(game, state.ids[0], "battlefield"),
           "theirs": zones.move(game, state.ids[1], "battlefield"),
           "bears": put("Grizzly Bears"), "ward": put("Timely Ward", "hand"),
           "tactics": put("Early Tactics", "hand")}
    for land in ("Plains", "Plains", "Plains", "Mountain"):
        put(land)
    game.version += 1
    return game, ids


def _ward_targets(game: Game, ward: int) -> set[int]:
    return {t for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == ward
            for group in a.targets for t in group}  # type: ignore[misc]


def _to_combat(game: Game) -> None:
    game.apply(PassPriority())
    while not (game.step == "beginning_of_combat" and game.pending is not None
               and game.pending.kind == "priority" and game.pending.player == 0):
        game.apply(PassPriority())


def test_timely_ward_at_sorcery_speed_targets_any_creature() -> None:
    """CR 307.1: in Alice's main phase with an empty stack the Aura may enchant any creature."""
    game, ids = _game()
    assert _ward_targets(game, ids["ward"]) == {ids["mine"], ids["theirs"], ids["bears"]}


def test_timely_ward_at_instant_speed_only_on_a_commander() -> None:
    """CR 601.3b: at the beginning of combat only casts targeting a commander (either
    player's) are listed; one targeting the Bears is refused, the game unchanged."""
    game, ids = _game()
    _to_combat(game)
    assert _ward_targets(game, ids["ward"]) == {ids["mine"], ids["theirs"]}
    before = digest(game)
    with pytest.raises(IllegalActionError):
        game.apply(CastSpell(ids["ward"], ((ids["bears"],),)))
    assert digest(game) == before


def test_timely_ward_resolves_on_the_commander_at_instant_speed() -> None:
    """Cast on Bob's commander during combat, it resolves: the commander is indestructible."""
    game, ids = _game()
    _to_combat(game)
    cast = next(a for a in game.legal_actions() if isinstance(a, CastSpell)
                and a.card == ids["ward"] and a.targets == ((ids["theirs"],),))
    game.apply(cast)
    for _ in range(20):
        if not game.stack:
            break
        game.apply(PassPriority())
    ward = one(game, "Timely Ward")
    assert game.objects[ward].attached_to == ids["theirs"]
    assert query.has_keyword(game, game.objects[ids["theirs"]], "indestructible")


def test_before_attackers_are_declared() -> None:
    """CR 601.3: castable in main phase 1 and at the beginning of combat; not once the
    declare attackers step has begun, nor in main phase 2."""
    game, ids = _game()
    assert casting.cast_problem(game, 0, ids["tactics"], casting.NORMAL) is None
    _to_combat(game)
    assert casting.cast_problem(game, 0, ids["tactics"], casting.NORMAL) is None
    while game.step not in ("declare_attackers", "main2"):
        game.apply(PassPriority() if game.pending is not None
                   and game.pending.kind == "priority" else game.legal_actions()[0])
    assert casting.cast_problem(game, 0, ids["tactics"], casting.NORMAL) is not None


WARCRAFT = record("Master Warcraft", "{2}{R/W}{R/W}", "Instant",
                  "Cast this spell only before attackers are declared.\nYou choose which "
                  "creatures attack this turn.\nYou choose which creatures block this turn and "
                  "how those creatures block.")
BEARS = record("Test Bears", "{1}{G}", "Creature — Bear", "", "2", "2")
OGRE = record("Test Ogre", "{3}{R}", "Creature — Ogre", "", "4", "4")


def _warcraft_table() -> Game:
    """Alice's beginning of combat, three players: Bob holds Master Warcraft."""
    alice = PlayerSpec(battlefield=(PermanentSpec("Test Bears"), PermanentSpec("Test Ogre")))
    bob = PlayerSpec(hand=("Master Warcraft",), battlefield=(PermanentSpec("Mountain"),) * 4)
    game = table((WARCRAFT, BEARS, OGRE), alice, bob, PlayerSpec(),
                 step="beginning_of_combat")
    advance(game, lambda g: g.pending is not None and g.pending.kind == "priority"
            and g.pending.player == 1)
    return game


def test_master_warcraft_lets_its_caster_choose_the_attackers() -> None:
    """CR 508.1 and the rulings: Bob, on Alice's turn, chooses that only the Bears attack;
    then Alice (the active player) chooses which opponent it attacks."""
    compiled(WARCRAFT)
    game = _warcraft_table()
    game.apply(CastSpell(one(game, "Master Warcraft", "hand")))
    advance(game, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    assert game.pending is not None and game.pending.player == 1
    bears, ogre = one(game, "Test Bears"), one(game, "Test Ogre")
    only_bears = next(a for a in game.legal_actions() if isinstance(a, DeclareAttackers)
                      and [c for c, _ in a.attacks] == [bears])
    game.apply(only_bears)
    assert game.pending is not None and game.pending.player == 0
    options = game.legal_actions()
    assert {d for a in options if isinstance(a, DeclareAttackers) for _, d in a.attacks} == {
        Seat(1), Seat(2)}
    before = digest(game)
    with pytest.raises(IllegalActionError):  # not the group Bob chose
        game.apply(DeclareAttackers(((bears, Seat(2)), (ogre, Seat(2)))))
    assert digest(game) == before
    game.apply(DeclareAttackers(((bears, Seat(2)),)))
    assert game.combat.attackers.keys() == {bears}


def test_without_master_warcraft_the_active_player_declares() -> None:
    """The effect not created (Bob passes): Alice's own declaration, one decision."""
    game = _warcraft_table()
    advance(game, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    assert game.pending is not None and game.pending.player == 0
