"""Prevention shields by grammar (CR 615): a source of your choice (CR 609.7a, 615.7), a
particular object's damage ("dealt to and dealt by that creature", CR 615.1a) and the rest
of a prevention effect (CR 615.5: "If damage is prevented this way, ~ deals that much
damage to that source's controller").

Expectations from the rules and rulings: Deflecting Palm doesn't target and the source is
chosen as it resolves; a "next time" shield is used by one damage event only (Reverse
Damage's ruling); a "prevent the next 3" shield counts damage, not events (CR 615.7); the
quality is checked again as the source deals damage (CR 609.7b); a shield against a
permanent spell also covers the permanent it becomes (CR 609.7a, Pay No Heed's ruling);
Maze of Ith's creature still takes part in combat, its damage dealt and taken prevented.
Edges: the chosen source deals damage to something else (shield unused), another source
(not prevented), no source to choose (nothing happens), the target gone (no shield)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record
from tests.rules.helpers import finish_combat, game_at, one, perm

from grimoire.oracle.compiler import compile_source
from grimoire.rules import events as ev
from grimoire.rules.actions import (
    ActivateAbility,
    CastSpell,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
)
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

PALM = record("Deflecting Palm", "{R}{W}", "Instant",
              "The next time a source of your choice would deal damage to you this turn, "
              "prevent that damage. If damage is prevented this way, Deflecting Palm deals that "
              "much damage to that source's controller.")
REVERSE = record("Reverse Damage", "{1}{W}{W}", "Instant",
                 "The next time a source of your choice would deal damage to you this turn, "
                 "prevent that damage. You gain life equal to the damage prevented this way.")
GRACE = record("Healing Grace", "{W}", "Instant",
               "Prevent the next 3 damage that would be dealt to any target this turn by a "
               "source of your choice. You gain 3 life.")
HEED = record("Pay No Heed", "{W}", "Instant",
              "Prevent all damage a source of your choice would deal this turn.")
PILGRIM = record("Pilgrim of Justice", "{2}{W}", "Creature — Human Cleric",
                 "Protection from red\n{W}, Sacrifice this creature: The next time a red source "
                 "of your choice would deal damage this turn, prevent that damage.", "1", "3")
MAZE = record("Maze of Ith", "", "Land",
              "{T}: Untap target attacking creature. Prevent all combat damage that would be "
              "dealt to and dealt by that creature this turn.")
FEND = record("Fend Off", "{1}{W}", "Instant",
              "Prevent all combat damage that would be dealt by target creature this turn.\n"
              "Cycling {2} ({2}, Discard this card: Draw a card.)")
ALL = (PALM, REVERSE, GRACE, HEED, PILGRIM, MAZE, FEND)
EXTRA = tuple(compile_source(r) for r in ALL)
WHITE = tuple(perm("Plains") for _ in range(3)) + tuple(perm("Mountain") for _ in range(2))


def test_the_records_compile() -> None:
    compiled(*ALL)


def _bolt_at_alice(hand: tuple[str, ...], *, bob_more: tuple[str, ...] = ()) -> Game:
    """Bob's main phase: he casts Lightning Bolt at Alice, who holds ``hand`` and gets
    priority with the Bolt on the stack."""
    alice = PlayerSpec(hand=hand, battlefield=WHITE)
    bob = PlayerSpec(hand=("Lightning Bolt", *bob_more),
                     battlefield=tuple(perm("Mountain") for _ in range(4)))
    game = game_at(alice, bob, active=1, extra=EXTRA)
    game.apply(CastSpell(one(game, "Lightning Bolt", "hand"), targets=((Seat(0),),)))
    game.apply(PassPriority())  # Bob passes: Alice may respond
    assert game.pending is not None and game.pending.player == 0
    return game


def _respond(game: Game, name: str, chosen: str, targets: tuple = ()) -> None:
    """Alice casts ``name``; as it resolves she chooses the source named ``chosen``."""
    game.apply(CastSpell(one(game, name, "hand"), targets=targets))
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    assert game.pending is not None and game.pending.kind == "choose_objects"
    assert game.pending.rule == "CR 615.7"
    source = next(o for o in game.pending.options if game.objects[o].name == chosen)
    game.apply(Choose((source,)))


def _resolve(game: Game) -> None:
    while game.stack and game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())


def test_deflecting_palm_prevents_and_deals_that_much_to_the_controller() -> None:
    """CR 615.5: the Bolt's 3 damage to Alice is prevented, then the Palm deals 3 to Bob."""
    game = _bolt_at_alice(("Deflecting Palm",))
    _respond(game, "Deflecting Palm", "Lightning Bolt")
    _resolve(game)
    assert game.players[0].life == 20 and game.players[1].life == 17
    palm = [e for e in game.events if isinstance(e, ev.DamageDealt) and e.target == -2]
    assert palm and palm[-1].source_name == "Deflecting Palm" and palm[-1].amount == 3


def test_deflecting_palm_choosing_another_source_prevents_nothing() -> None:
    """The shield is for the chosen source only: Alice chose Bob's Mountain, the Bolt hits."""
    game = _bolt_at_alice(("Deflecting Palm",))
    _respond(game, "Deflecting Palm", "Mountain")
    _resolve(game)
    assert game.players[0].life == 17 and game.players[1].life == 20
    assert game.prevention  # not used: it waits for the Mountain's damage this turn


def test_reverse_damage_gains_the_damage_prevented_once() -> None:
    """Reverse Damage's ruling: only the first damage from the source is reversed."""
    game = _bolt_at_alice(("Reverse Damage",))
    _respond(game, "Reverse Damage", "Lightning Bolt")
    _resolve(game)
    assert game.players[0].life == 23 and not game.prevention


def test_healing_grace_prevents_three_of_the_chosen_sources_damage() -> None:
    """CR 615.7: 3 of the Bolt's 3 to the target (Alice) prevented; she gains 3 besides."""
    game = _bolt_at_alice(("Healing Grace",))
    _respond(game, "Healing Grace", "Lightning Bolt", targets=((Seat(0),),))
    assert game.players[0].life == 23  # the 3 life as it resolves (its ruling)
    _resolve(game)
    assert game.players[0].life == 23


def test_healing_grace_on_another_target_leaves_the_bolt_alone() -> None:
    """The shield is on the target (Bob), not on Alice: the Bolt deals its 3 to her."""
    game = _bolt_at_alice(("Healing Grace",))
    _respond(game, "Healing Grace", "Lightning Bolt", targets=((Seat(1),),))
    _resolve(game)
    assert game.players[0].life == 20  # +3, then -3


def _combat(alice_hand: tuple[str, ...], alice_field: tuple = (),
            attacker: str = "Hill Giant") -> Game:
    """Bob attacks Alice with a Hill Giant (a red 3/3) in his turn; Alice has priority in
    the declare-attackers step."""
    alice = PlayerSpec(hand=alice_hand, battlefield=WHITE + alice_field)
    bob = PlayerSpec(battlefield=(perm(attacker), *(perm("Mountain") for _ in range(2))))
    game = game_at(alice, bob, active=1, step="beginning_of_combat", extra=EXTRA)
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    game.apply(DeclareAttackers(((one(game, attacker), Seat(0)),)))
    while game.pending is not None and game.pending.player != 0:
        game.apply(PassPriority())
    return game


def test_pay_no_heed_prevents_all_of_the_sources_damage_this_turn() -> None:
    game = _combat(("Pay No Heed",))
    _respond(game, "Pay No Heed", "Hill Giant")
    finish_combat(game)
    assert game.players[0].life == 20 and game.prevention  # a lasting shield stays


def _pilgrim(attacker: str) -> Game:
    game = _combat((), alice_field=(perm("Pilgrim of Justice"),), attacker=attacker)
    pilgrim = one(game, "Pilgrim of Justice")
    game.apply(next(a for a in game.legal_actions()
                    if isinstance(a, ActivateAbility) and a.source == pilgrim))
    while game.pending is not None and game.pending.kind == "priority" and game.stack:
        game.apply(PassPriority())
    return game


def test_pilgrim_of_justice_against_a_red_source() -> None:
    """The red Hill Giant is the one red source: chosen, its 3 combat damage prevented."""
    game = _pilgrim("Hill Giant")
    assert game.pending is not None and game.pending.kind == "choose_objects"
    assert [game.objects[o].name for o in game.pending.options] == ["Hill Giant"]
    game.apply(Choose(game.pending.options))
    finish_combat(game)
    assert game.players[0].life == 20 and not game.prevention


def test_pilgrim_of_justice_has_no_green_source_to_choose() -> None:
    """CR 609.7a: "a red source of your choice": the attacking Grizzly Bears are green and
    Bob's Mountains colorless: nothing to choose, no shield, the 2 damage is dealt."""
    game = _pilgrim("Grizzly Bears")
    assert not game.prevention
    finish_combat(game)
    assert game.players[0].life == 18


def test_maze_of_ith_prevents_damage_dealt_to_and_by_the_creature() -> None:
    """Alice blocks the Giant with Grizzly Bears after the Maze: neither deals damage (the
    Giant stays an attacker, untapped, its ruling)."""
    game = _combat((), alice_field=(perm("Maze of Ith"), perm("Grizzly Bears")))
    giant = one(game, "Hill Giant")
    game.apply(ActivateAbility(one(game, "Maze of Ith"), 0, targets=((giant,),)))
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    assert not game.objects[giant].tapped
    game.apply(DeclareBlockers(((one(game, "Grizzly Bears"), giant),)))
    finish_combat(game)
    bears = one(game, "Grizzly Bears")
    assert game.objects[bears].damage == 0 and game.objects[giant].damage == 0
    assert game.players[0].life == 20


def test_fend_off_stops_the_creatures_damage_but_not_damage_to_it() -> None:
    game = _combat(("Fend Off", "Grizzly Bears"), alice_field=(perm("Grizzly Bears"),))
    giant = one(game, "Hill Giant")
    game.apply(CastSpell(one(game, "Fend Off", "hand"), targets=((giant,),)))
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    game.apply(DeclareBlockers(((one(game, "Grizzly Bears"), giant),)))
    finish_combat(game)
    assert game.objects[one(game, "Grizzly Bears")].damage == 0
    assert game.objects[giant].damage == 2


def test_a_shield_against_a_permanent_spell_covers_the_permanent() -> None:
    """CR 609.7a, Pay No Heed's ruling: Alice chooses Bob's Raging Goblin spell; the hasty
    Goblin it becomes attacks her that turn and its damage is prevented."""
    alice = PlayerSpec(hand=("Pay No Heed",), battlefield=WHITE)
    bob = PlayerSpec(hand=("Raging Goblin",), battlefield=(perm("Mountain"),))
    game = game_at(alice, bob, active=1, extra=EXTRA)
    game.apply(CastSpell(one(game, "Raging Goblin", "hand")))
    game.apply(PassPriority())
    _respond(game, "Pay No Heed", "Raging Goblin")
    _resolve(game)
    goblin = one(game, "Raging Goblin")
    while game.step != "declare_attackers" or game.pending is None \
            or game.pending.kind == "priority":
        game.apply(PassPriority())
    game.apply(DeclareAttackers(((goblin, Seat(0)),)))
    finish_combat(game)
    assert game.players[0].life == 20
