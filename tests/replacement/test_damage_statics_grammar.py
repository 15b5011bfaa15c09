"""Damage replacement and prevention statics by grammar (CR 614.1a, 615.1a, 615.10, 616.1):
"If <source> would deal [combat|noncombat] damage to <recipient>, prevent N of that damage"
and "..., it deals double that damage / that much damage plus N ... instead", the parties
read by :mod:`grimoire.oracle.damage_parties`.

Expectations from the rules and rulings: Guardian Seraph prevents 1 of each source's damage
an opponent controls, each time (its rulings; several attackers: 1 from each, Protection of
the Hekma's ruling), and several Seraphs add up; Torbran adds 2 only to damage to an
opponent or a permanent an opponent controls from a red source its controller controls;
"another" leaves out the effect's own source (Embermaw Hellion); "noncombat" leaves out
combat damage (Tor Wauki); with Furnace of Rath and Torbran both applying, the affected
player chooses the order (CR 616.1: 3 x 2 + 2 = 8 or (3 + 2) x 2 = 10)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record
from tests.rules.helpers import finish_combat, game_at, one, perm, resolve_stack

from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import CastSpell, Choose, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

SERAPH = record("Guardian Seraph", "{2}{W}{W}", "Creature — Angel",
                "Flying\nIf a source an opponent controls would deal damage to you, prevent 1 "
                "of that damage.", "3", "4")
SPHERE = record("Sphere of Law", "{3}", "Artifact",
                "If a red source would deal damage to you, prevent 2 of that damage.")
ORBS = record("Orbs of Warding", "{5}", "Artifact",
              "You have hexproof. (You can't be the target of spells or abilities your "
              "opponents control.)\nIf a creature would deal damage to you, prevent 1 of "
              "that damage.")
TORBRAN = record("Torbran, Thane of Red Fell", "{1}{R}{R}{R}", "Legendary Creature — Dwarf Noble",
                 "If a red source you control would deal damage to an opponent or a permanent "
                 "an opponent controls, it deals that much damage plus 2 instead.", "2", "4")
HELLION = record("Embermaw Hellion", "{3}{R}{R}", "Creature — Hellion",
                 "Trample\nIf another red source you control would deal damage to a permanent "
                 "or player, it deals that much damage plus 1 to that permanent or player "
                 "instead.", "4", "5")
WAUKI = record("Tor Wauki the Younger", "{3}{R}{R}", "Legendary Creature — Human Archer",
               "Reach, lifelink\nIf another source you control would deal noncombat damage to "
               "a permanent or player, it deals that much damage plus 1 to that permanent or "
               "player instead.\nWhenever you cast an instant or sorcery spell, Tor Wauki "
               "deals 2 damage to any target.", "3", "3")
TUSKODON = record("Charging Tuskodon", "{3}{G}{G}", "Creature — Dinosaur",
                  "Trample\nIf this creature would deal combat damage to a player, it deals "
                  "double that damage to that player instead.", "4", "4")
FURNACE = record("Furnace of Rath", "{1}{R}{R}{R}", "Enchantment",
                 "If a source would deal damage to a permanent or player, it deals double "
                 "that damage to that permanent or player instead.")
ALL = (SERAPH, SPHERE, ORBS, TORBRAN, HELLION, WAUKI, TUSKODON, FURNACE)
EXTRA = tuple(compile_source(r) for r in ALL)
MOUNTAINS = tuple(perm("Mountain") for _ in range(4))


def test_the_records_compile() -> None:
    compiled(*ALL)


def _game(alice: tuple[str, ...], bob: tuple[str, ...], *, bob_hand: tuple[str, ...] = (),
          alice_hand: tuple[str, ...] = (), active: int = 1, step: str = "main1") -> Game:
    return game_at(PlayerSpec(hand=alice_hand, battlefield=(*map(perm, alice), *MOUNTAINS)),
                   PlayerSpec(hand=bob_hand, battlefield=(*map(perm, bob), *MOUNTAINS)),
                   active=active, step=step, extra=EXTRA)


def _bolt(game: Game, target: Seat | int) -> None:
    """The active player casts Lightning Bolt at ``target``; both pass until it resolves."""
    caster = game.active
    bolt = next(o.id for o in game.objects.values() if o.name == "Lightning Bolt"
                and o.zone == "hand" and o.owner == caster)
    game.apply(CastSpell(bolt, targets=((target,),)))
    resolve_stack(game)


def _attack(game: Game, *names: str) -> None:
    """The active player attacks the other player with ``names``; no blocks."""
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    foe = Seat(1 - game.active)
    game.apply(DeclareAttackers(tuple((one(game, n), foe) for n in names)))
    finish_combat(game)


def test_guardian_seraph_prevents_one_of_an_opponents_bolt() -> None:
    """CR 615.10: 1 of the Bolt's 3 is prevented."""
    game = _game(("Guardian Seraph",), (), bob_hand=("Lightning Bolt",))
    _bolt(game, Seat(0))
    assert game.players[0].life == 18


def test_two_seraphs_add_up_and_each_attacker_loses_one() -> None:
    """Rulings: the effects of several Seraphs are cumulative; several sources at once lose
    1 each (Hill Giant 3 - 2, Grizzly Bears 2 - 2)."""
    game = _game(("Guardian Seraph", "Guardian Seraph"), ("Hill Giant", "Grizzly Bears"),
                 step="beginning_of_combat")
    _attack(game, "Hill Giant", "Grizzly Bears")
    assert game.players[0].life == 19


def test_guardian_seraph_leaves_your_own_source_and_your_creatures_alone() -> None:
    """Only damage to you from a source an opponent controls: Alice's own Bolt at herself
    deals 3; Bob's Bolt at her Seraph deals 3 (the Seraph survives with 3 damage)."""
    game = _game(("Guardian Seraph",), (), alice_hand=("Lightning Bolt",),
                 bob_hand=("Lightning Bolt",), active=0)
    _bolt(game, Seat(0))
    assert game.players[0].life == 17


def test_sphere_of_law_only_red_sources() -> None:
    """A red Bolt loses 2; a green Grizzly Bears' combat damage is dealt in full."""
    game = _game(("Sphere of Law",), ("Grizzly Bears",), bob_hand=("Lightning Bolt",))
    _bolt(game, Seat(0))
    assert game.players[0].life == 19
    game2 = _game(("Sphere of Law",), ("Grizzly Bears",), step="beginning_of_combat")
    _attack(game2, "Grizzly Bears")
    assert game2.players[0].life == 18


def test_orbs_of_warding_creatures_only() -> None:
    """"If a creature would deal damage to you": Hill Giant's 3 becomes 2; Alice's own Bolt
    at herself (an instant; hexproof stops only opponents' targeting) deals 3."""
    game = _game(("Orbs of Warding",), ("Hill Giant",), step="beginning_of_combat")
    _attack(game, "Hill Giant")
    assert game.players[0].life == 18
    game2 = _game(("Orbs of Warding",), (), alice_hand=("Lightning Bolt",), active=0)
    _bolt(game2, Seat(0))
    assert game2.players[0].life == 17


def test_torbran_adds_two_to_opponents_and_their_permanents_only() -> None:
    """A red source Alice controls: +2 to Bob, +2 to Bob's creature, nothing added to
    damage she deals to herself."""
    game = _game(("Torbran, Thane of Red Fell",), ("Colossal Dreadmaw",),
                 alice_hand=("Lightning Bolt", "Lightning Bolt", "Lightning Bolt"), active=0)
    _bolt(game, Seat(1))
    assert game.players[1].life == 15
    dreadmaw = one(game, "Colossal Dreadmaw")
    _bolt(game, dreadmaw)
    assert game.objects[dreadmaw].damage == 5
    _bolt(game, Seat(0))
    assert game.players[0].life == 17


def test_torbran_and_a_green_creature() -> None:
    """Grizzly Bears is green: its combat damage gets nothing from Torbran."""
    game = _game(("Torbran, Thane of Red Fell", "Grizzly Bears"), (), active=0,
                 step="beginning_of_combat")
    _attack(game, "Grizzly Bears")
    assert game.players[1].life == 18


def test_embermaw_hellion_not_its_own_damage() -> None:
    """"Another red source": Hill Giant's 3 becomes 4, the Hellion's own 4 stays 4."""
    game = _game(("Embermaw Hellion", "Hill Giant"), (), active=0, step="beginning_of_combat")
    _attack(game, "Embermaw Hellion", "Hill Giant")
    assert game.players[1].life == 20 - 4 - 4


def test_tor_wauki_noncombat_only() -> None:
    """Combat damage of Hill Giant isn't increased; Alice's Bolt (noncombat) deals 4."""
    game = _game(("Tor Wauki the Younger", "Hill Giant"), (), active=0,
                 step="beginning_of_combat")
    _attack(game, "Hill Giant")
    assert game.players[1].life == 17
    game2 = _game(("Tor Wauki the Younger",), (), alice_hand=("Lightning Bolt",), active=0)
    bolt = one(game2, "Lightning Bolt", "hand")
    game2.apply(CastSpell(bolt, targets=((Seat(1),),)))
    # Tor Wauki's own trigger (2 damage to any target) goes on the stack above the Bolt;
    # aimed at Bob it deals 2 (its own damage isn't "another source"), the Bolt 3 + 1
    assert game2.pending is not None and game2.pending.kind == "trigger_targets"
    game2.apply(Choose(((Seat(1),),)))
    resolve_stack(game2)
    assert game2.players[1].life == 20 - 2 - 4


def test_charging_tuskodon_doubles_only_to_a_player() -> None:
    """Unblocked: 8 to Bob."""
    game = _game(("Charging Tuskodon",), (), active=0, step="beginning_of_combat")
    _attack(game, "Charging Tuskodon")
    assert game.players[1].life == 12


def test_furnace_and_torbran_the_affected_player_orders_them() -> None:
    """CR 616.1: Bob, dealt damage, chooses which applies first: Torbran first gives
    (3 + 2) x 2 = 10, Furnace first 3 x 2 + 2 = 8."""
    for torbran_first, expected in ((True, 10), (False, 8)):
        game = _game(("Torbran, Thane of Red Fell", "Furnace of Rath"), (),
                     alice_hand=("Lightning Bolt",), active=0)
        game.apply(CastSpell(one(game, "Lightning Bolt", "hand"), targets=((Seat(1),),)))
        while game.stack and game.pending is not None:
            if game.pending.kind == "order_replacements":
                assert game.pending.player == 1
                keys = game.pending.options
                torbran = one(game, "Torbran, Thane of Red Fell")
                pick = next(k for k in keys if (k[0] == torbran) == torbran_first)
                game.apply(Choose(pick))
            else:
                game.apply(PassPriority())
        assert game.players[1].life == 20 - expected, torbran_first
