"""Melee given by an effect, and a spell's delayed trigger at the next main phase.

* "Each creature you control gains vigilance, trample, and melee until end of turn."
  (Vivien's Stampede), "another target creature you control gains melee until end of turn"
  (Fang of the Pack), "gains haste and myriad until end of turn": the keyword and the
  triggered ability it stands for are gained together (CR 613.1f; CR 702.121a: "Whenever
  this creature attacks, it gets +1/+1 until end of turn for each opponent you attacked with
  a creature this combat"; 702.121b: each instance triggers separately); only the creatures
  there as the spell resolves gain it (CR 611.2c).
* "At the beginning of the next main phase this turn, draw a card for each player who was
  dealt combat damage this turn." (CR 603.7: a delayed triggered ability created as the
  spell resolves; CR 505.1: the next main phase is the postcombat one; cast in that one,
  none follows and it never triggers, CR 603.7c).
* "Scry 1. If this is the second time this ability has resolved this turn, draw a card
  instead." (Rumor Gatherer; CR 608.2c: the second instruction replaces the first).
"""

from __future__ import annotations

from tests.commander_classes._table import advance, compiled, record, settle, table
from tests.rules.helpers import ids, one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import query
from grimoire.rules.actions import CastSpell, DeclareAttackers
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
STAMPEDE = record("Vivien's Stampede", "{4}{G}{G}", "Sorcery",
                  "Each creature you control gains vigilance, trample, and melee until end of "
                  "turn. (Whenever a creature with melee attacks, it gets +1/+1 until end of "
                  "turn for each opponent you attacked this combat.)\nAt the beginning of the "
                  "next main phase this turn, draw a card for each player who was dealt combat "
                  "damage this turn.")
FANG = record("Fang of the Pack", "{3}{G}", "Creature — Wolf",
              "Melee (Whenever this creature attacks, it gets +1/+1 until end of turn for each "
              "opponent you attacked this combat.)\nAt the beginning of combat on your turn, "
              "another target creature you control gains melee until end of turn. (If a "
              "creature has multiple instances of melee, each triggers separately.)", "2", "2")
GATHERER = record("Rumor Gatherer", "{1}{W}{W}", "Creature — Elf Wizard",
                  "Alliance — Whenever another creature you control enters, scry 1. If this is "
                  "the second time this ability has resolved this turn, draw a card instead.",
                  "2", "1")
RECORDS = (STAMPEDE, FANG, GATHERER)
FORESTS = (P("Forest"),) * 6


def test_the_records_compile() -> None:
    """Melee is granted with its trigger; the delayed trigger waits for a main2 step this
    turn; the Gatherer's draw replaces its scry on the second resolution."""
    compiled(*RECORDS)
    spell = compile_source(STAMPEDE).spell
    assert spell is not None and isinstance(spell.effect, ir.Sequence)
    grant, delayed = spell.effect.steps
    assert isinstance(grant, ir.GainAbilities) and grant.duration == "end_of_turn"
    assert [a.name for a in grant.abilities if isinstance(a, ir.Keyword)] == [
        "vigilance", "trample", "melee"]
    assert isinstance(delayed, ir.DelayedTrigger) and delayed.this_turn
    assert delayed.trigger == ir.StepTrigger("main2", "each")
    alliance = compile_source(GATHERER).abilities[0]
    assert isinstance(alliance, ir.TriggeredAbility)
    assert alliance.effect == ir.Conditional(ir.ResolvedThisTurn((2,)), ir.DrawCards(ir.Fixed(1)),
                                             ir.LibraryLook("scry", ir.Fixed(1)))


def _cast(game: Game, name: str) -> None:
    game.apply(CastSpell(one(game, name, "hand")))
    settle(game)


def _attack(game: Game, attacks: list[tuple[int, int]]) -> None:
    """Declare ``(creature id, seat)`` attacks, then pass until the combat damage step."""
    advance(game, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    game.apply(DeclareAttackers(tuple((oid, Seat(seat)) for oid, seat in attacks)))
    settle(game)


def _stampede_game() -> Game:
    return table(RECORDS, PlayerSpec(hand=("Vivien's Stampede",), battlefield=(
        P("Grizzly Bears"), P("Grizzly Bears"), P("Hill Giant"), *FORESTS)),
        PlayerSpec(), PlayerSpec(), PlayerSpec())


def test_stampede_melee_counts_the_opponents_attacked_and_draws_per_damaged_player() -> None:
    """Four players: Alice attacks Bob and Carol; each attacker gets +2/+2 (two opponents
    attacked), none taps (vigilance); in her postcombat main phase she draws two cards (Bob
    and Carol were dealt combat damage; Dan was not)."""
    game = _stampede_game()
    _cast(game, "Vivien's Stampede")
    bears = ids(game, "Grizzly Bears")
    giant = one(game, "Hill Giant")
    _attack(game, [(bears[0], 1), (bears[1], 2), (giant, 1)])
    for oid, size in ((bears[0], 4), (bears[1], 4), (giant, 5)):
        obj = game.objects[oid]
        assert (query.power(game, obj), query.toughness(game, obj)) == (size, size)
        assert not obj.tapped  # vigilance (CR 702.20b)
    hand = len(game.players[0].hand)
    advance(game, lambda g: g.step == "main2" and not g.stack and g.pending is not None
            and g.pending.kind == "priority")
    assert game.players[1].life == 20 - 4 - 5 and game.players[2].life == 16
    assert len(game.players[0].hand) == hand + 2


def test_stampede_one_opponent_attacked_gives_plus_one() -> None:
    """Only Bob attacked: +1/+1 each; one player dealt combat damage: one card."""
    game = _stampede_game()
    _cast(game, "Vivien's Stampede")
    bears = ids(game, "Grizzly Bears")
    _attack(game, [(bears[0], 1), (bears[1], 1)])
    obj = game.objects[bears[0]]
    assert query.power(game, obj) == 3
    hand = len(game.players[0].hand)
    advance(game, lambda g: g.step == "main2" and not g.stack)
    settle(game)
    assert len(game.players[0].hand) == hand + 1
    assert game.players[1].life == 20 - 6


def test_stampede_cast_in_the_last_main_phase_draws_nothing_and_later_creatures_lack_melee(
        ) -> None:
    """Cast in the postcombat main phase, no main phase follows this turn: the delayed
    trigger never triggers (CR 603.7c) and is gone next turn; a creature arriving after the
    spell resolved hasn't melee (CR 611.2c)."""
    game = table(RECORDS, PlayerSpec(hand=("Vivien's Stampede", "Grizzly Bears"),
                                     battlefield=(P("Hill Giant"), *FORESTS, P("Forest"),
                                                  P("Forest"))),
                 PlayerSpec(), PlayerSpec(), step="main2")
    _cast(game, "Vivien's Stampede")
    _cast(game, "Grizzly Bears")
    giant = game.objects[one(game, "Hill Giant")]
    bears = game.objects[one(game, "Grizzly Bears")]
    assert "melee" in query.keywords(game, giant) and "melee" not in query.keywords(game, bears)
    hand = [len(p.hand) for p in game.players]
    advance(game, lambda g: g.turn == 4 and g.step == "main1")
    assert [len(p.hand) for p in game.players] == [hand[0], hand[1] + 1, hand[2]]
    assert "melee" not in query.keywords(game, giant)  # until end of turn (CR 514.2)


def test_fang_of_the_pack_gives_a_second_instance() -> None:
    """Fang's own melee and the one it gave another creature trigger separately (CR
    702.121b); attacking two opponents, the other creature gets +2/+2."""
    game = table(RECORDS, PlayerSpec(battlefield=(P("Fang of the Pack"), P("Grizzly Bears"))),
                 PlayerSpec(), PlayerSpec(), step="main1")
    bears = one(game, "Grizzly Bears")
    fang = one(game, "Fang of the Pack")
    _attack(game, [(fang, 1), (bears, 2)])
    assert query.power(game, game.objects[bears]) == 4
    assert query.power(game, game.objects[fang]) == 4


def test_rumor_gatherer_scrys_then_draws_instead_the_second_time() -> None:
    """First creature entering: scry 1, no card drawn; the second: a card drawn instead of
    the scry; the third: scry again (only the second time draws)."""
    game = table(RECORDS, PlayerSpec(hand=("Grizzly Bears",) * 3, battlefield=(
        P("Rumor Gatherer"), *FORESTS)), PlayerSpec())
    drawn: list[int] = []
    for _ in range(3):
        before = len(game.players[0].hand)
        game.apply(CastSpell(ids(game, "Grizzly Bears", "hand")[0]))
        met = settle(game)
        drawn.append(len(game.players[0].hand) - before + 1)  # +1: the Bears cast
        assert ("choose_objects" in met) == (len(drawn) != 2), met  # the scry's choice
    assert drawn == [0, 1, 0]

