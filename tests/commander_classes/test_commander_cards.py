"""Cards made for Commander: lieutenant (two subjects under "As long as you control your
commander", CR 903.3d, 207.2c) and eminence (triggered abilities that work from the command
zone and the battlefield, CR 207.2c, 113.6, 603.4)."""

from __future__ import annotations

from tests.commander_classes._table import commander_of, compiled, put, record
from tests.rules.helpers import pool

from grimoire.core.mana import ManaCost
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import query, zones
from grimoire.rules.actions import Keep, PassPriority
from grimoire.rules.game import Game

BALOTH = record("Thunderfoot Baloth", "{4}{G}{G}", "Creature — Beast",
                "Trample\nLieutenant — As long as you control your commander, this creature gets "
                "+2/+2 and other creatures you control get +2/+2 and have trample.", "5", "5")
ARAHBO = record("Arahbo, Roar of the World", "{3}{G}{W}", "Legendary Creature — Cat Avatar",
                "Eminence — At the beginning of combat on your turn, if Arahbo is in the command "
                "zone or on the battlefield, another target Cat you control gets +3/+3 until end "
                "of turn.\nWhenever another Cat you control attacks, you may pay {1}{G}{W}. If you "
                "do, it gains trample and gets +X/+X until end of turn, where X is its power.",
                "5", "5")
CAT = ir.CardDefinition("Savannah Cat", mana_cost=ManaCost.parse("{1}{W}"),
                        card_types=("creature",), subtypes=("Cat",), colors=("W",),
                        power=2, toughness=2)
GEN = ir.CardDefinition("Gen the Green", mana_cost=ManaCost.parse("{1}{G}"),
                        card_types=("creature",), supertypes=("legendary",), colors=("G",),
                        power=2, toughness=2)
BIG = ir.CardDefinition("Big the Blue", mana_cost=ManaCost.parse("{3}{U}{U}"),
                        card_types=("creature",), supertypes=("legendary",), colors=("U",),
                        power=5, toughness=5)
MAIN = ["Forest"] * 60 + ["Grizzly Bears"] * 39


def _game(first: str, second: str = "Gen the Green") -> Game:
    cards = pool(GEN, CAT, *(compile_source(r) for r in (BALOTH, ARAHBO)))
    game = Game.new([MAIN] * 2, cards, seed=1, first_player=0, format="commander",
                    commanders=[[first], [second]])
    while game.stage == "mulligan":
        game.apply(Keep())
    return game




def test_the_records_compile() -> None:
    """Both cards compile with nothing the engine ignores."""
    compiled(BALOTH, ARAHBO)


def test_lieutenant_boosts_itself_and_the_others_while_you_control_your_commander() -> None:
    """CR 903.3d: only while Alice controls her commander on the battlefield: the Baloth
    gets +2/+2, her other creatures +2/+2 and trample; the opponent's creatures nothing."""
    game = _game("Gen the Green")
    baloth, bears, theirs = (put(game, 0, "Thunderfoot Baloth"), put(game, 0, "Grizzly Bears"),
                             put(game, 1, "Grizzly Bears"))
    objs = [game.objects[o] for o in (baloth, bears, theirs)]
    assert [query.power(game, o) for o in objs] == [5, 2, 2]
    assert not query.has_keyword(game, objs[1], "trample")
    zones.move(game, commander_of(game, 1), "battlefield")  # Bob's commander: not hers
    assert [query.power(game, o) for o in objs] == [5, 2, 2]
    gen = zones.move(game, commander_of(game, 0), "battlefield")
    assert [query.power(game, o) for o in objs] == [7, 4, 2]
    assert query.power(game, game.objects[gen]) == 4  # her commander is "other" too
    assert query.has_keyword(game, objs[1], "trample")
    assert not query.has_keyword(game, objs[2], "trample")


def _to_combat(game: Game) -> None:
    for _ in range(50):
        if game.step == "beginning_of_combat" and game.stack:
            return
        assert game.pending is not None
        game.apply(PassPriority() if game.pending.kind == "priority"
                   else game.legal_actions()[0])
    raise AssertionError("no trigger at the beginning of combat")


def test_eminence_triggers_from_the_command_zone() -> None:
    """CR 207.2c (eminence), 113.6: with Arahbo in the command zone, the beginning of combat
    on Alice's turn gives her Cat +3/+3 until end of turn; not on Bob's turn."""
    game = _game("Arahbo, Roar of the World")
    cat = put(game, 0, "Savannah Cat")
    assert game.objects[commander_of(game, 0)].zone == "command"
    _to_combat(game)
    while game.stack:
        assert game.pending is not None
        game.apply(PassPriority() if game.pending.kind == "priority"
                   else game.legal_actions()[0])
    assert query.power(game, game.objects[cat]) == 5


def test_eminence_needs_a_target_and_arahbo_on_the_battlefield_works_too() -> None:
    """CR 603.3d: with no other Cat there is no target, so nothing goes on the stack; on the
    battlefield (CR 113.6) Arahbo's ability works the same, and only once (not also from the
    command zone: the card is in one zone)."""
    game = _game("Arahbo, Roar of the World")
    arahbo = zones.move(game, commander_of(game, 0), "battlefield")
    game.objects[arahbo].sick = False
    cat = put(game, 0, "Savannah Cat")
    _to_combat(game)
    assert len(game.stack) == 1
    while game.stack:
        assert game.pending is not None
        game.apply(PassPriority() if game.pending.kind == "priority"
                   else game.legal_actions()[0])
    assert query.power(game, game.objects[cat]) == 5
    assert query.power(game, game.objects[arahbo]) == 5  # "another target Cat"


TOME = record("Tome of Legends", "{2}", "Artifact",
              "This artifact enters with a page counter on it.\nWhenever your commander enters or "
              "attacks, put a page counter on this artifact.\n{1}, {T}, Remove a page counter "
              "from this artifact: Draw a card.")
BEACON = record("Command Beacon", "", "Land",
                "{T}: Add {C}.\n{T}, Sacrifice this land: Put your commander into your hand from "
                "the command zone.")
CACTUS = record("Cactus Preserve", "", "Land — Desert",
                "This land enters tapped.\n{T}: Add one mana of any type that a land you control "
                "could produce.\n{3}: Until end of turn, this land becomes an X/X green Plant "
                "creature with reach, where X is the greatest mana value among your commanders. "
                "It's still a land.")


def _game2(first: str = "Gen the Green", second: str = "Gen the Green") -> Game:
    cards = pool(GEN, CAT, BIG, *(compile_source(r) for r in (TOME, BEACON, CACTUS)))
    game = Game.new([MAIN] * 2, cards, seed=1, first_player=0, format="commander",
                    commanders=[[first], [second]])
    while game.stage == "mulligan":
        game.apply(Keep())
    return game


def test_commander_records_compile() -> None:
    """Tome of Legends, Command Beacon and Cactus Preserve compile with no gap."""
    compiled(TOME, BEACON, CACTUS)


def test_tome_counts_your_commander_entering_not_the_opponents() -> None:
    """CR 903.3, 603.2: "Whenever your commander enters or attacks" triggers for Alice's
    commander entering, not for Bob's."""
    from grimoire.rules.counters import add_counters
    game = _game2()
    tome = put(game, 0, "Tome of Legends")
    add_counters(game, game.objects[tome], "page", 1)
    zones.move(game, commander_of(game, 1), "battlefield")
    assert not game.pending_triggers
    zones.move(game, commander_of(game, 0), "battlefield")
    assert len(game.pending_triggers) == 1 and game.pending_triggers[0].source == tome


def test_command_beacon_puts_the_commander_into_hand_without_tax() -> None:
    """Command Beacon: the commander goes from the command zone to its owner's hand (the
    903.9b replacement is not applied: it would leave it where it is); cast from the hand it
    pays no commander tax (CR 903.8 applies only to casts from the command zone)."""
    from grimoire.rules.actions import ActivateAbility
    game = _game2()
    beacon = put(game, 0, "Command Beacon")
    game.offer_mana_abilities = False
    while not (game.pending is not None and game.pending.kind == "priority"
               and game.pending.player == 0 and game.active == 0 and game.step == "main1"):
        game.apply(PassPriority() if game.pending.kind == "priority"  # type: ignore[union-attr]
                   else game.legal_actions()[0])
    game.apply(next(a for a in game.legal_actions() if isinstance(a, ActivateAbility)
                    and a.source == beacon and a.index == 1))
    while game.stack:
        game.apply(PassPriority())
    gen = commander_of(game, 0)
    assert game.objects[gen].zone == "hand" and not [
        o for o in game.battlefield if game.objects[o].name == "Command Beacon"]


def test_cactus_preserve_reads_commanders_in_the_command_zone() -> None:
    """CR 903.3e: "the greatest mana value among your commanders" sees Alice's commander in
    the command zone (Gen, mana value 2), not Bob's."""
    from grimoire.oracle.compiler import compile_source as cs
    from grimoire.rules.resolution import Resolution
    from grimoire.rules.values import amount_value
    game = _game2(second="Big the Blue")
    animate = cs(CACTUS).abilities[2].effect  # type: ignore[union-attr]
    assert isinstance(animate, ir.Animate) and animate.power is not None
    res = Resolution(source=0, controller=0)
    assert amount_value(game, res, animate.power, 0) == 2
