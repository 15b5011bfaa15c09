"""Counting restrictions on attacks and a blocking restriction read from creature counts
(CR 508.1c-d, 509.1b):

* Crawlspace, "No more than two creatures can attack you each combat." (Judoon Enforcers:
  one): a restriction on the whole declaration; planeswalkers its controller controls may be
  attacked by any number (its ruling); requirements are maximised without breaking it
  (CR 508.1d).
* Hooded Horror, "This creature can't be blocked as long as defending player controls the
  most creatures or is tied for the most." (its rulings: the counts are read as blockers
  are declared; a block already made isn't undone)."""

from __future__ import annotations

from tests.commander_classes._table import advance, compiled, pass_to, record, table
from tests.rules.helpers import one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import combat, zones
from grimoire.rules.actions import DeclareAttackers, DeclareBlockers
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

CRAWLSPACE = record("Crawlspace", "{3}", "Artifact",
                    "No more than two creatures can attack you each combat.")
JUDOON = record("Judoon Enforcers", "{5}{R}{W}", "Creature — Alien Rhino Soldier",
                "Trample\nNo more than one creature can attack you each combat.", "8", "8")
HORROR = record("Hooded Horror", "{4}{B}", "Creature — Horror",
                "This creature can't be blocked as long as defending player controls the most "
                "creatures or is tied for the most.", "4", "4")
WALKER = {**record("Test Walker", "{2}{W}", "Legendary Planeswalker — Test",
                   "+1: You gain 1 life."), "loyalty": "5"}
RECORDS = (CRAWLSPACE, JUDOON, HORROR, WALKER)
BEARS = PermanentSpec("Grizzly Bears")


def test_the_records_compile() -> None:
    """Each card of the class compiles with nothing the engine ignores."""
    compiled(CRAWLSPACE, JUDOON, HORROR)
    static = compile_source(CRAWLSPACE).abilities[0]
    assert isinstance(static, ir.StaticAbility)
    assert isinstance(static.effect, ir.CombatRestrictionStatic)
    assert (static.effect.rule, static.effect.count) == ("max_attackers_you", 2)


def _bears(game: Game, seat: int) -> list[int]:
    return [o for o in game.battlefield if game.objects[o].controller == seat
            and game.objects[o].name == "Grizzly Bears"]


def _on(decl: DeclareAttackers, target: object) -> int:
    return sum(t == target for _, t in decl.attacks)


def test_no_more_than_two_attack_you() -> None:
    """CR 508.1c: Alice's three Bears; Bob controls Crawlspace. Every declaration listed
    sends at most two at Bob; the third may attack Carol (27 - 1 declarations); three at
    Bob is refused."""
    game = table(RECORDS, PlayerSpec(battlefield=(BEARS, BEARS, BEARS)),
                 PlayerSpec(battlefield=(PermanentSpec("Crawlspace"),)), PlayerSpec())
    options = combat.attack_options(game)
    assert len(options) == 26
    assert all(_on(d, Seat(1)) <= 2 for d in options)
    assert any(_on(d, Seat(1)) == 2 and _on(d, Seat(2)) == 1 for d in options)
    three = DeclareAttackers(tuple((b, Seat(1)) for b in _bears(game, 0)))
    assert three not in options


def test_planeswalkers_may_be_attacked_by_any_number() -> None:
    """Crawlspace's ruling: two Bears at Bob and the third at Bob's planeswalker is legal."""
    game = table(RECORDS, PlayerSpec(battlefield=(BEARS, BEARS, BEARS)),
                 PlayerSpec(battlefield=(PermanentSpec("Crawlspace"), PermanentSpec(
                     "Test Walker", counters=(("loyalty", 5),)))))
    walker = one(game, "Test Walker")
    a, b, c = _bears(game, 0)
    assert DeclareAttackers(((a, Seat(1)), (b, Seat(1)), (c, walker))) in \
        combat.attack_options(game)
    assert DeclareAttackers(((a, walker), (b, walker), (c, walker))) in \
        combat.attack_options(game)


def test_requirements_are_maximised_under_the_limit() -> None:
    """CR 508.1d: three Bears that must attack each combat if able, in a two-player game
    with Crawlspace: the legal declarations send exactly two (three breaks the
    restriction, one obeys fewer requirements than possible)."""
    game = table(RECORDS, PlayerSpec(battlefield=(BEARS, BEARS, BEARS)),
                 PlayerSpec(battlefield=(PermanentSpec("Crawlspace"),)))
    game.combat_rules = tuple((b, "must_attack") for b in _bears(game, 0))
    options = combat.attack_options(game)
    assert len(options) == 3
    assert all(len(d.attacks) == 2 for d in options)
    first = _bears(game, 0)[0]
    assert DeclareAttackers(((first, Seat(1)),)) not in options


def test_the_smallest_limit_of_one_player_counts() -> None:
    """Judoon Enforcers (one) and Crawlspace (two) under Bob: at most one creature attacks
    him; with three players the others may go to Carol."""
    game = table(RECORDS, PlayerSpec(battlefield=(BEARS, BEARS)),
                 PlayerSpec(battlefield=(PermanentSpec("Crawlspace"),
                                         PermanentSpec("Judoon Enforcers"))), PlayerSpec())
    options = combat.attack_options(game)
    assert all(_on(d, Seat(1)) <= 1 for d in options)
    assert len(options) == 9 - 1


def test_the_limit_protects_only_its_controller() -> None:
    """"you": Alice's own Crawlspace doesn't limit her attack on Bob."""
    game = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Crawlspace"), BEARS, BEARS,
                                                  BEARS)), PlayerSpec())
    assert any(_on(d, Seat(1)) == 3 for d in combat.attack_options(game))


def _horror_attacks(bob: int, carol: int, alice_extra: int = 0) -> Game:
    """Alice's Hooded Horror attacks Bob (``bob`` Bears); Carol has ``carol`` Bears."""
    game = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Hooded Horror"),
                                                  *(BEARS,) * alice_extra)),
                 PlayerSpec(battlefield=(BEARS,) * bob), PlayerSpec(battlefield=(BEARS,) * carol))
    pass_to(game, "declare_attackers")
    game.apply(DeclareAttackers(((one(game, "Hooded Horror"), Seat(1)),)))
    advance(game, lambda g: g.step == "declare_blockers")
    return game


def _can_block(game: Game) -> bool:
    return any(d.blocks for d in combat.block_options(game, 1))


def test_unblockable_while_the_defender_has_the_most() -> None:
    """Bob controls two creatures, Alice one and Carol one: Bob has the most, so no block
    of the Horror is legal (CR 509.1b); it deals its 4 damage to Bob."""
    game = _horror_attacks(bob=2, carol=1)
    assert not _can_block(game)
    blocker = _bears(game, 1)[0]
    assert DeclareBlockers(((blocker, one(game, "Hooded Horror")),)) not in \
        combat.block_options(game, 1)
    advance(game, lambda g: g.step == "main2")
    assert game.players[1].life == 16


def test_tied_for_the_most_is_enough() -> None:
    """Bob and Carol both control two creatures: tied for the most, still unblockable."""
    assert not _can_block(_horror_attacks(bob=2, carol=2))


def test_blockable_when_another_player_has_more() -> None:
    """Carol controls three creatures, Bob two: Bob may block the Horror."""
    assert _can_block(_horror_attacks(bob=2, carol=3))


def test_the_counts_are_read_as_blockers_are_declared() -> None:
    """Hooded Horror's ruling: Bob had the most as it attacked, but one of his Bears left
    before blocks; now Carol has more and the remaining Bears may block."""
    game = _horror_attacks(bob=2, carol=2)
    zones.move(game, _bears(game, 1)[0], "graveyard")
    assert _can_block(game)
