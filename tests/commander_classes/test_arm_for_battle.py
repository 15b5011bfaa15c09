"""Card classes of the Arm for Battle Commander deck, each built for the phrase shape:
"When ~ becomes renowned" (CR 702.112b), "creatures that aren't enchanted" (CR 303.4e),
"Until end of turn, <subject> gains <keyword> and gets +N/+0 for each <thing>" (CR 611.2a,
608.2h: counted once, as it resolves), "<subject> also gains <keyword> until end of turn if
<condition>" (CR 608.2c), "The same is true for <keywords>" (a sentence per keyword), and
"After this [main] phase, there is an additional combat phase [followed by an additional
main phase]" (CR 500.8) with "Untap all creatures that attacked this turn" (CR 508.1), and
"Choose any target, then choose another target for each time ~ was kicked" (CR 702.33c,
601.2b-c)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from tests.commander_classes._table import advance, compiled, record, settle, table, trace_turn
from tests.hostile.test_listing_agrees import digest
from tests.rules.helpers import one

from grimoire.errors import IllegalActionError
from grimoire.rules import query, zones
from grimoire.rules.actions import (
    CastSpell,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
)
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
SEEKER = record("Relic Seeker", "{1}{W}", "Creature — Human Soldier",
                "Renown 1 (When this creature deals combat damage to a player, if it isn't "
                "renowned, put a +1/+1 counter on it and it becomes renowned.)\nWhen this "
                "creature becomes renowned, you may search your library for an Equipment card, "
                "reveal it, put it into your hand, then shuffle.", "2", "2")
SWORD = record("Test Sword", "{2}", "Artifact — Equipment",
               "Equipped creature gets +1/+1.\nEquip {1}")
WINDS = record("Winds of Rath", "{3}{W}{W}", "Sorcery",
               "Destroy all creatures that aren't enchanted. They can't be regenerated.")
AURA = record("Test Aura", "{W}", "Enchantment — Aura",
              "Enchant creature\nEnchanted creature gets +0/+1.")
FISTS = record("Fists of Flame", "{1}{R}", "Instant",
               "Draw a card. Until end of turn, target creature gains trample and gets +1/+0 "
               "for each card you've drawn this turn. (A creature with trample can deal "
               "excess combat damage to the player or planeswalker it's attacking.)")
DIVINATION = record("Divination", "{2}{U}", "Sorcery", "Draw two cards.")
RAGE = record("Temur Battle Rage", "{1}{R}", "Instant",
              "Target creature gains double strike until end of turn.\nFerocious — That "
              "creature also gains trample until end of turn if you control a creature with "
              "power 4 or greater.")
ODRIC = record("Odric, Lunarch Marshal", "{3}{W}", "Legendary Creature — Human Soldier",
               "At the beginning of each combat, creatures you control gain first strike until "
               "end of turn if a creature you control has first strike. The same is true for "
               "flying, deathtouch, double strike, haste, hexproof, indestructible, lifelink, "
               "menace, reach, skulk, trample, and vigilance.", "3", "3")
FLIER = record("Test Flier", "{1}{W}", "Creature — Bird", "Flying", "1", "1")
KILLER = record("Test Killer", "{1}{B}", "Creature — Snake", "Deathtouch", "1", "1")
BEARS = record("Test Bears", "{1}{G}", "Creature — Bear", "", "2", "2")
OGRE = record("Test Ogre", "{3}{R}", "Creature — Ogre", "", "4", "4")
ASSAULT = record("Relentless Assault", "{2}{R}{R}", "Sorcery",
                 "Untap all creatures that attacked this turn. After this main phase, there is "
                 "an additional combat phase followed by an additional main phase.")
AURELIA = record("Aurelia, the Warleader", "{2}{R}{R}{W}{W}", "Legendary Creature — Angel",
                 "Flying, vigilance, haste\nWhenever Aurelia attacks for the first time each "
                 "turn, untap all creatures you control. After this phase, there is an "
                 "additional combat phase.", "3", "4")
COMET = record("Comet Storm", "{X}{R}{R}", "Instant",
               "Multikicker {1} (You may pay an additional {1} any number of times as you "
               "cast this spell.)\nChoose any target, then choose another target for each "
               "time this spell was kicked. Comet Storm deals X damage to each of them.")
RECORDS = (COMET, SEEKER, SWORD, WINDS, AURA, FISTS, DIVINATION, RAGE, ODRIC, FLIER, KILLER, BEARS,
           OGRE, ASSAULT, AURELIA)
M = P("Mountain")


def test_the_records_compile() -> None:
    """Every card compiles with nothing the engine ignores."""
    compiled(*RECORDS)


def _attack(game: Game, *names: str) -> None:
    advance(game, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    game.apply(DeclareAttackers(tuple((one(game, n), Seat(1)) for n in names)))


def _until(game: Game, step: str) -> None:
    advance(game, lambda g: g.step == step and g.pending is not None
            and g.pending.kind == "priority")


@pytest.mark.parametrize("take", [True, False])
def test_relic_seeker_searches_when_it_becomes_renowned(take: bool) -> None:
    """CR 702.112a-b: combat damage to a player makes it renowned (a +1/+1 counter), which
    triggers the search; the "may" can be declined (the Sword stays in the library)."""
    game = table(RECORDS, PlayerSpec(library=("Test Sword", "Plains", "Plains"),
                                     battlefield=(P("Relic Seeker"),)), PlayerSpec(),
                 step="beginning_of_combat")
    _attack(game, "Relic Seeker")
    sword = one(game, "Test Sword", "library")
    for _ in range(80):
        if game.step == "main2":
            break
        pending = game.pending
        assert pending is not None
        if pending.kind == "yes_no":
            game.apply(Choose(take))
        elif pending.kind == "choose_objects":
            game.apply(Choose((sword,)))
        else:
            game.apply(PassPriority() if pending.kind == "priority"
                       else game.legal_actions()[0])
    seeker = game.objects[one(game, "Relic Seeker")]
    assert "renowned" in seeker.flags and seeker.counters == {"+1/+1": 1}
    in_hand = [game.objects[i].name for i in game.players[0].hand]
    assert ("Test Sword" in in_hand) is take


def test_relic_seeker_is_not_renowned_by_damage_to_a_creature() -> None:
    """The ruling: renown doesn't trigger on combat damage to a creature: no search."""
    game = table(RECORDS, PlayerSpec(library=("Test Sword",), battlefield=(P("Relic Seeker"),)),
                 PlayerSpec(battlefield=(P("Test Bears"),)), step="beginning_of_combat")
    _attack(game, "Relic Seeker")
    met = []
    for _ in range(80):
        if game.step == "main2":
            break
        assert game.pending is not None
        met.append(game.pending.kind)
        if game.pending.kind == "declare_blockers":
            game.apply(DeclareBlockers(((one(game, "Test Bears"), one(game, "Relic Seeker")),)))
        else:
            game.apply(PassPriority() if game.pending.kind == "priority"
                       else game.legal_actions()[0])
    assert "yes_no" not in met


def test_winds_of_rath_spares_only_enchanted_creatures() -> None:
    """The ruling: "enchanted" means an Aura is attached (anyone's Aura); an Equipment
    doesn't make a creature enchanted; the others are destroyed."""
    alice = PlayerSpec(hand=("Winds of Rath",), battlefield=(
        P("Test Bears"), P("Test Ogre"), P("Test Sword", attached_to=(0, 1)), *(P("Plains"),) * 5))
    bob = PlayerSpec(battlefield=(P("Test Flier"), P("Test Aura", attached_to=(0, 0))))
    game = table(RECORDS, alice, bob)
    game.apply(CastSpell(one(game, "Winds of Rath", "hand")))
    settle(game)
    alive = {game.objects[i].name for i in game.battlefield}
    assert "Test Bears" in alive and "Test Ogre" not in alive and "Test Flier" not in alive


def test_fists_of_flame_counts_the_card_it_drew_and_locks_in() -> None:
    """The rulings: the bonus counts the card Fists draws (here 2 + 1 = 3 cards drawn) and
    is locked in as it resolves: a later draw doesn't raise it; trample until end of turn."""
    alice = PlayerSpec(hand=("Divination", "Fists of Flame"),
                       battlefield=(P("Test Bears"), *(P("Island"),) * 3, M, M))
    game = table(RECORDS, alice, PlayerSpec())
    game.apply(CastSpell(one(game, "Divination", "hand")))
    settle(game)
    bears = one(game, "Test Bears")
    game.apply(CastSpell(one(game, "Fists of Flame", "hand"), targets=((bears,),)))
    settle(game)
    assert query.power(game, game.objects[bears]) == 2 + 3
    assert "trample" in query.keywords(game, game.objects[bears])
    zones.draw(game, 0)
    assert query.power(game, game.objects[bears]) == 5


def test_fists_of_flame_with_its_target_gone_draws_nothing() -> None:
    """The ruling: an illegal target: the spell doesn't resolve, no card is drawn."""
    alice = PlayerSpec(hand=("Fists of Flame",), battlefield=(P("Test Bears"), M, M))
    game = table(RECORDS, alice, PlayerSpec())
    bears = one(game, "Test Bears")
    game.apply(CastSpell(one(game, "Fists of Flame", "hand"), targets=((bears,),)))
    zones.move(game, bears, "graveyard")
    hand = len(game.players[0].hand)
    settle(game)
    assert len(game.players[0].hand) == hand


@pytest.mark.parametrize(("ogre", "trample"), [(True, True), (False, False)])
def test_temur_battle_rage_tramples_only_with_power_four(ogre: bool, trample: bool) -> None:
    """CR 608.2c, the ruling: checked as it resolves; double strike either way."""
    alice = PlayerSpec(hand=("Temur Battle Rage",), battlefield=(
        P("Test Bears"), *((P("Test Ogre"),) if ogre else ()), M, M))
    game = table(RECORDS, alice, PlayerSpec())
    bears = one(game, "Test Bears")
    game.apply(CastSpell(one(game, "Temur Battle Rage", "hand"), targets=((bears,),)))
    settle(game)
    kws = query.keywords(game, game.objects[bears])
    assert "double strike" in kws and ("trample" in kws) is trample


def test_temur_battle_rage_counts_an_opponents_creature_not() -> None:
    """"you control": Bob's 4/4 doesn't give Alice's creature trample."""
    game = table(RECORDS, PlayerSpec(hand=("Temur Battle Rage",), battlefield=(
        P("Test Bears"), M, M)), PlayerSpec(battlefield=(P("Test Ogre"),)))
    bears = one(game, "Test Bears")
    game.apply(CastSpell(one(game, "Temur Battle Rage", "hand"), targets=((bears,),)))
    settle(game)
    assert "trample" not in query.keywords(game, game.objects[bears])


def test_odric_shares_the_listed_keywords_of_your_creatures() -> None:
    """At the beginning of combat, flying and deathtouch (each had by one of Alice's
    creatures) go to all her creatures; haste (nobody has it) doesn't; Bob's creatures
    neither give nor get."""
    alice = PlayerSpec(battlefield=(P("Odric, Lunarch Marshal"), P("Test Flier"),
                                    P("Test Killer"), P("Test Bears")))
    bob = PlayerSpec(battlefield=(P("Test Ogre"), P("Aurelia, the Warleader")))
    game = table(RECORDS, alice, bob, step="main1")
    advance(game, lambda g: g.step == "declare_attackers")
    bears = query.keywords(game, game.objects[one(game, "Test Bears")])
    assert {"flying", "deathtouch"} <= bears and "haste" not in bears
    assert "vigilance" not in bears  # Aurelia's vigilance is Bob's
    ogre = query.keywords(game, game.objects[one(game, "Test Ogre")])
    assert "flying" not in ogre


def test_relentless_assault_in_the_second_main_phase() -> None:
    """CR 500.8: main 2, then an additional combat phase and main phase, then the end step;
    the creature that attacked untaps and attacks again."""
    alice = PlayerSpec(hand=("Relentless Assault",), battlefield=(P("Test Bears"), M, M, M, M))
    game = table(RECORDS, alice, PlayerSpec(), step="beginning_of_combat")
    _attack(game, "Test Bears")
    _until(game, "main2")
    bears = one(game, "Test Bears")
    assert game.objects[bears].tapped and game.players[1].life == 18
    game.apply(CastSpell(one(game, "Relentless Assault", "hand")))
    settle(game)
    assert not game.objects[bears].tapped
    steps = trace_turn(game, "Test Bears")
    assert steps == ["main2", "beginning_of_combat", "declare_attackers", "declare_blockers",
                     "combat_damage", "end_of_combat", "main2", "end"]
    assert game.players[1].life == 16


def test_relentless_assault_in_the_first_main_phase_comes_before_the_usual_combat() -> None:
    """CR 500.8: phases added after main 1 come directly after it; the turn's own combat
    and main 2 follow. Untapping: a tapped creature that didn't attack stays tapped."""
    alice = PlayerSpec(hand=("Relentless Assault",), battlefield=(
        P("Test Bears"), P("Test Ogre", tapped=True), M, M, M, M))
    game = table(RECORDS, alice, PlayerSpec())
    game.apply(CastSpell(one(game, "Relentless Assault", "hand")))
    settle(game)
    assert game.objects[one(game, "Test Ogre")].tapped
    steps = trace_turn(game, None)
    assert steps == ["main1", "beginning_of_combat", "declare_attackers", "end_of_combat",
                     "main2", "beginning_of_combat", "declare_attackers", "end_of_combat",
                     "main2", "end"]


def test_aurelia_adds_a_combat_phase_without_a_main_phase() -> None:
    """"After this phase": the combat phase is followed directly by another (no main phase
    between, as Savage Beating's ruling says), then main 2; the first time only."""
    alice = PlayerSpec(battlefield=(P("Aurelia, the Warleader"), P("Test Bears")))
    game = table(RECORDS, alice, PlayerSpec(), step="beginning_of_combat")
    steps = trace_turn(game, "Aurelia, the Warleader", "Test Bears")
    assert steps == ["beginning_of_combat", "declare_attackers", "declare_blockers",
                     "combat_damage", "end_of_combat", "beginning_of_combat",
                     "declare_attackers", "declare_blockers", "combat_damage",
                     "end_of_combat", "main2", "end"]
    assert game.players[1].life == 20 - 2 * 5



def _comet_game() -> tuple[Game, int, list[int]]:
    alice = PlayerSpec(hand=("Comet Storm",), battlefield=(M,) * 6)
    game = table(RECORDS, alice, PlayerSpec(battlefield=(P("Test Bears"), P("Test Ogre"))))
    return game, one(game, "Comet Storm", "hand"), [one(game, "Test Bears"),
                                                    one(game, "Test Ogre")]


def test_comet_storm_has_one_target_more_than_its_kicks() -> None:
    """The rulings: kicked k times, exactly k + 1 different targets (X and the kicks paid
    from the same six Mountains: X + k <= 4)."""
    game, comet, _ = _comet_game()
    casts = [a for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == comet]
    assert casts and all(len(a.targets[0]) == len(a.additional) + 1 for a in casts)
    assert all(len(set(a.targets[0])) == len(a.targets[0]) for a in casts)
    assert max(len(a.additional) for a in casts) == 3


def test_comet_storm_kicked_once_hits_both_targets() -> None:
    """X = 2, kicked once: 2 damage to Bob and to the Bears (which dies)."""
    game, comet, (bears, _) = _comet_game()
    cast = next(a for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == comet
                and a.x == 2 and len(a.additional) == 1 and set(a.targets[0]) == {Seat(1), bears})
    game.apply(cast)
    settle(game)
    assert game.players[1].life == 18 and bears not in game.battlefield


def test_comet_storm_with_a_target_gone_hits_the_rest() -> None:
    """The ruling: as long as any target is legal, each legal one is dealt X damage."""
    game, comet, (bears, ogre) = _comet_game()
    cast = next(a for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == comet
                and a.x == 1 and len(a.additional) == 1 and set(a.targets[0]) == {bears, ogre})
    game.apply(cast)
    zones.move(game, bears, "graveyard")
    settle(game)
    assert game.objects[ogre].damage == 1


def test_comet_storm_unkicked_with_two_targets_is_refused() -> None:
    """Not kicked: one target only; a cast naming two is refused, the game unchanged."""
    game, comet, (bears, ogre) = _comet_game()
    one_target = next(a for a in game.legal_actions() if isinstance(a, CastSpell)
                      and a.card == comet and not a.additional and a.x == 1)
    before = digest(game)
    with pytest.raises(IllegalActionError):
        game.apply(replace(one_target, targets=((bears, ogre),)))
    assert digest(game) == before
