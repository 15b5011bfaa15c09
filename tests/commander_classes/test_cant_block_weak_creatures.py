"""A group that can't block creatures of some power (CR 509.1b), from the Oracle text and
the rulings: "Creatures your opponents control without flying or reach can't block creatures
with power 2 or less." (Sidar Kondo of Jamuraa). Rulings: it applies to creatures your
opponents control even when an opponent is being attacked by a player other than you; once an
attacking creature has been blocked, reducing its power to 2 or less won't change or undo
that block. "This creature can't block creatures with power 2 or greater" (Zurgo
Bellstriker) is the creature's own restriction; both at once leave it nothing to block.
"""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import one

from grimoire.errors import IllegalActionError
from grimoire.rules.actions import CastSpell, DeclareAttackers, DeclareBlockers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
SIDAR = record("Sidar Kondo of Jamuraa", "{2}{G}{W}", "Legendary Creature — Human Knight",
               "Flanking (Whenever a creature without flanking blocks this creature, the "
               "blocking creature gets -1/-1 until end of turn.)\nCreatures your opponents "
               "control without flying or reach can't block creatures with power 2 or less.\n"
               "Partner (You can have two commanders if both have partner.)", "2", "5")
ZURGO = record("Zurgo Bellstriker", "{R}", "Legendary Creature — Orc Warrior",
               "Zurgo Bellstriker can't block creatures with power 2 or greater.\nDash {1}{R} "
               "(You may cast this spell for its dash cost. If you do, it gains haste, and it's "
               "returned from the battlefield to its owner's hand at the beginning of the next "
               "end step.)", "2", "2")
DISFIGURE = record("Disfigure", "{B}", "Instant", "Target creature gets -2/-2 until end of turn.")
RECORDS = (SIDAR, ZURGO, DISFIGURE)


def test_the_records_compile() -> None:
    compiled(*RECORDS)


def _carol_attacks_bob(attackers: tuple[str, ...], bob: tuple[PermanentSpec, ...],
                       carol_hand: tuple[str, ...] = (), seat: int = 1) -> Game:
    """Four players, Carol's turn: Alice controls Sidar; Carol attacks Bob."""
    game = table(RECORDS, PlayerSpec(battlefield=(P("Sidar Kondo of Jamuraa"),)),
                 PlayerSpec(battlefield=bob),
                 PlayerSpec(battlefield=(*(P(a) for a in attackers), P("Swamp")),
                            hand=carol_hand),
                 PlayerSpec(battlefield=(P("Typhoid Rats"),)),
                 step="beginning_of_combat", active=2)
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    game.apply(DeclareAttackers(tuple((_of(game, a, 2), Seat(seat)) for a in attackers)))
    while game.pending is not None and game.pending.kind == "priority" \
            and game.step == "declare_attackers":
        game.apply(PassPriority())
    return game


def _of(game: Game, name: str, seat: int) -> int:
    return next(o.id for o in game.objects.values() if o.name == name and o.controller == seat
                and o.zone == "battlefield")


def _blocks(game: Game) -> list[DeclareBlockers]:
    if game.pending is None or game.pending.kind != "declare_blockers":
        return []
    return [a for a in game.legal_actions() if isinstance(a, DeclareBlockers)]


def test_opponents_creatures_cant_block_a_weak_attacker_of_another_player() -> None:
    """The ruling: Carol attacks Bob (Alice is not in the combat); Bob's Hill Giant can't
    block Carol's 2-power Bears but may block her Hill Giant; Bob's Giant Spider (reach) may
    block either (CR 509.1b)."""
    game = _carol_attacks_bob(("Grizzly Bears", "Hill Giant"),
                              (P("Hill Giant"), P("Giant Spider")))
    bears = one(game, "Grizzly Bears")
    carol_giant, bob_giant = _of(game, "Hill Giant", 2), _of(game, "Hill Giant", 1)
    spider = one(game, "Giant Spider")
    options = _blocks(game)
    pairs = {p for o in options for p in o.blocks}
    assert (bob_giant, bears) not in pairs
    assert {(bob_giant, carol_giant), (spider, bears), (spider, carol_giant)} <= pairs
    try:
        game.apply(DeclareBlockers(((bob_giant, bears),)))
    except IllegalActionError:
        pass
    else:
        raise AssertionError("a creature without flying or reach blocked a 2-power creature")


def test_the_controllers_own_creatures_and_flyers_are_free() -> None:
    """Bob's Serra Angel (flying) may block Carol's 2-power Bears; when Carol attacks Alice,
    Alice's own Sidar (no flying or reach) may block them: not an opponent's creature."""
    game = _carol_attacks_bob(("Grizzly Bears",), (P("Serra Angel"),))
    bears, angel = one(game, "Grizzly Bears"), one(game, "Serra Angel")
    assert DeclareBlockers(((angel, bears),)) in _blocks(game)
    game = _carol_attacks_bob(("Grizzly Bears",), (), seat=0)
    sidar = one(game, "Sidar Kondo of Jamuraa")
    assert DeclareBlockers(((sidar, one(game, "Grizzly Bears")),)) in _blocks(game)


def test_a_block_stays_when_the_attacker_shrinks() -> None:
    """The ruling: Bob's Hill Giant blocks Carol's Hill Giant (power 3); Carol's Disfigure
    then makes hers 1/1: it stays blocked (CR 509.1h: for the rest of combat)."""
    game = _carol_attacks_bob(("Hill Giant",), (P("Hill Giant"),), carol_hand=("Disfigure",))
    attacker, blocker = _of(game, "Hill Giant", 2), _of(game, "Hill Giant", 1)
    if game.pending is not None and game.pending.kind == "declare_blockers":
        game.apply(DeclareBlockers(((blocker, attacker),)))
    assert game.combat.blocked_by[attacker] == (blocker,)
    assert game.pending is not None and game.pending.player == 2
    game.apply(CastSpell(one(game, "Disfigure", "hand"), targets=((attacker,),)))
    while game.stack:
        assert game.pending is not None
        game.apply(PassPriority())
    assert game.combat.blocked_by[attacker] == (blocker,)


def test_two_restrictions_together() -> None:
    """Two restrictions at once (CR 509.1b): "Zurgo Bellstriker can't block creatures with
    power 2 or greater" and Sidar's ("... with power 2 or less") leave Bob's Zurgo no creature
    to block, neither Carol's 1-power Goblin nor her Hill Giant: Bob's only declaration (no
    block) is made at once."""
    game = _carol_attacks_bob(("Hill Giant", "Raging Goblin"), (P("Zurgo Bellstriker"),))
    assert _blocks(game) == []
    assert 1 in game.combat.declared and not game.combat.blocking
