"""Every card whose "Flip a coin" now compiles, in a real game (CR 705): the flipper calls
(CR 705.2), the coin is scripted (1 = heads, 2 = tails), and the won or lost branch is
checked on the game state."""

from __future__ import annotations

from collections.abc import Iterable

from tests.dice_rerolls._coin_records import RECORDS
from tests.dice_rerolls._helpers import ROLLER
from tests.dice_rules._util import activate, cast, game, ids, lands, one, perm

from grimoire.mechanics.phasing import is_phased_out
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import events as ev
from grimoire.rules import query
from grimoire.rules.actions import (
    ActivateAbility,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
)
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

HEADS, TAILS = 1, 2
DEFS = tuple(compile_source(r) for r in RECORDS.values())


def _game(mine: Iterable[PermanentSpec] = (), theirs: Iterable[PermanentSpec] = (),
          hand: tuple[str, ...] = (), step: str = "main1", active: int = 0) -> Game:
    return game(PlayerSpec(battlefield=tuple(mine), hand=hand),
                PlayerSpec(battlefield=tuple(theirs)), step=step, active=active,
                extra=(*DEFS, ROLLER))


def _to_call(g: Game) -> None:
    """Play on (passing priority, first legal answers) until a player must call a flip."""
    for _ in range(200):
        assert g.pending is not None
        if g.pending.rule == "CR 705.2" and g.pending.options == ("heads", "tails"):
            return
        if g.pending.kind == "priority":
            g.apply(PassPriority())
        else:
            g.apply(g.legal_actions()[0])
    raise AssertionError("no coin flip")


def _flip(g: Game, coin: int, call: str = "heads") -> None:
    """Call, flip the scripted ``coin`` and let the stack resolve."""
    _to_call(g)
    g.script_dice([coin])
    g.apply(Choose(call))
    while g.pending is not None and g.stack and g.pending.rule != "CR 705.2":
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])


def _flips(g: Game) -> list[bool]:
    return [e.won for e in g.events if isinstance(e, ev.CoinFlipped) and not e.ignored]


def _to_upkeep(g: Game) -> None:
    """From the opponent's end step to the active player's upkeep triggers."""
    while not (g.active == 0 and g.step == "upkeep"):
        assert g.pending is not None
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])


def _attack(g: Game, attacker: int, blocker: int | None = None) -> None:
    while g.pending is not None and g.pending.kind != "declare_attackers":
        g.apply(PassPriority())
    g.apply(DeclareAttackers(((attacker, Seat(1)),)))
    while g.pending is not None and g.pending.kind != "declare_blockers":
        if g.pending.rule == "CR 705.2":
            return  # an attack trigger flips first
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])
    g.apply(DeclareBlockers(((blocker, attacker),) if blocker is not None else ()))


def test_puppets_verdict_both_branches() -> None:
    """CR 705.2: won: destroy all creatures with power 2 or less; lost (a copy of the game):
    destroy all creatures with power 3 or greater."""
    g = _game(lands("Mountain", 4), (perm("Grizzly Bears"), perm("Craw Wurm")),
              hand=("Puppet's Verdict",))
    cast(g, "Puppet's Verdict")
    _to_call(g)
    lost = g.copy()
    _flip(g, HEADS)
    assert ids(g, "Grizzly Bears", "graveyard") and ids(g, "Craw Wurm")
    _flip(lost, TAILS)
    assert ids(lost, "Craw Wurm", "graveyard") and ids(lost, "Grizzly Bears")


def test_viashino_sandswimmer_loses_and_is_sacrificed() -> None:
    """CR 705.2: tails against a heads call: "If you lose the flip, sacrifice this
    creature"."""
    g = _game((perm("Viashino Sandswimmer"), *lands("Mountain", 1)))
    activate(g, "Viashino Sandswimmer")
    _flip(g, TAILS)
    assert _flips(g) == [False] and one(g, "Viashino Sandswimmer", "graveyard")


def test_sorcerers_strongbox_wins_three_cards() -> None:
    """CR 705.2: won: sacrifice the Strongbox and draw three cards."""
    g = _game((perm("Sorcerer's Strongbox"), *lands("Island", 2)))
    activate(g, "Sorcerer's Strongbox")
    _flip(g, HEADS)
    assert one(g, "Sorcerer's Strongbox", "graveyard") and len(g.players[0].hand) == 3


def test_molten_birth_returns_to_hand_when_won() -> None:
    """CR 705.2: two Elementals, then the won flip returns Molten Birth to its owner's
    hand."""
    g = _game(lands("Mountain", 3), hand=("Molten Birth",))
    cast(g, "Molten Birth")
    _flip(g, TAILS, call="tails")
    assert len(ids(g, "Elemental")) == 2 and one(g, "Molten Birth", "hand")


def test_chaotic_goo_may_flip_and_loses_a_counter() -> None:
    """CR 705.2: "you may flip a coin": yes; lost: remove a +1/+1 counter (3 -> 2)."""
    g = _game((perm("Chaotic Goo", counters=(("+1/+1", 3),)),), step="end", active=1)
    _to_upkeep(g)
    while g.pending is not None and g.pending.kind != "yes_no":
        g.apply(PassPriority())
    g.apply(Choose(True))
    _flip(g, TAILS)
    assert g.objects[one(g, "Chaotic Goo")].counter("+1/+1") == 2


def test_goblin_kaboomist_lost_flip_deals_two_to_itself() -> None:
    """CR 705.2: a Land Mine, then the lost flip: 2 damage to the 1/2 Kaboomist, which
    dies (CR 704.5g)."""
    g = _game((perm("Goblin Kaboomist"),), step="end", active=1)
    _to_upkeep(g)
    _flip(g, TAILS)
    assert ids(g, "Land Mine") and one(g, "Goblin Kaboomist", "graveyard")


def test_scoria_wurm_lost_flip_returns_it() -> None:
    """CR 705.2: "If you lose the flip, return this creature to its owner's hand"; a won
    flip (a copy) keeps it."""
    g = _game((perm("Scoria Wurm"),), step="end", active=1)
    _to_upkeep(g)
    _to_call(g)
    won = g.copy()
    _flip(g, TAILS)
    assert one(g, "Scoria Wurm", "hand")
    _flip(won, HEADS)
    assert one(won, "Scoria Wurm")


def test_tavern_swindler_wins_six_life() -> None:
    """CR 705.2: pay 3 life, win the flip: gain 6."""
    g = _game((perm("Tavern Swindler"),))
    activate(g, "Tavern Swindler")
    _flip(g, HEADS)
    assert g.players[0].life == 23


def test_goblin_archaeologist_destroys_an_artifact_and_untaps() -> None:
    """CR 705.2: won: destroy target artifact and untap this creature."""
    g = _game((perm("Goblin Archaeologist"), *lands("Mountain", 1)), (perm("Dice Tower"),))
    activate(g, "Goblin Archaeologist", targets=((one(g, "Dice Tower"),),))
    _flip(g, HEADS)
    assert one(g, "Dice Tower", "graveyard")
    assert not g.objects[one(g, "Goblin Archaeologist")].tapped


def test_frenetic_efreet_phases_out_or_is_sacrificed() -> None:
    """CR 705.2, 702.26: won: it phases out (treated as though it doesn't exist); lost (a
    copy): sacrificed."""
    g = _game((perm("Frenetic Efreet"),))
    activate(g, "Frenetic Efreet")
    _to_call(g)
    lost = g.copy()
    efreet = one(g, "Frenetic Efreet")
    _flip(g, HEADS)
    assert is_phased_out(g, efreet) and not ids(g, "Frenetic Efreet")
    _flip(lost, TAILS)
    assert one(lost, "Frenetic Efreet", "graveyard")


def test_volatile_rig_damage_then_death_flips() -> None:
    """CR 705.2: dealt damage, the lost flip sacrifices it; it dies, and that lost flip
    deals 4 damage to each creature and each player."""
    g = _game((perm("Volatile Rig"), *lands("Mountain", 1)), (perm("Craw Wurm"),),
              hand=("Lightning Bolt",))
    cast(g, "Lightning Bolt", targets=((one(g, "Volatile Rig"),),))
    _flip(g, TAILS)
    _flip(g, TAILS)
    assert _flips(g) == [False, False]
    assert one(g, "Volatile Rig", "graveyard") and one(g, "Craw Wurm", "graveyard")
    assert g.players[0].life == 16 and g.players[1].life == 16


def test_bottle_of_suleiman_djinn_or_five_damage() -> None:
    """CR 705.2: won: a 5/5 flying Djinn; lost (a copy): 5 damage to you."""
    g = _game((perm("Bottle of Suleiman"), *lands("Island", 1)))
    activate(g, "Bottle of Suleiman")
    _to_call(g)
    lost = g.copy()
    _flip(g, HEADS)
    djinn = g.objects[one(g, "Djinn")]
    assert query.has_keyword(g, djinn, "flying")
    _flip(lost, TAILS)
    assert lost.players[0].life == 15 and not ids(lost, "Djinn")


def test_the_gold_saucer_makes_a_treasure() -> None:
    """CR 705.2: won: create a Treasure token."""
    g = _game((perm("The Gold Saucer"), *lands("Island", 2)))
    activate(g, "The Gold Saucer", nth=1)
    _flip(g, HEADS)
    assert len(ids(g, "Treasure")) == 1


def test_boompile_destroys_all_nonland_permanents() -> None:
    """CR 705.2: won: destroy all nonland permanents (Boompile too); lands stay."""
    g = _game((perm("Boompile"), *lands("Island", 1)), (perm("Grizzly Bears"),))
    activate(g, "Boompile")
    _flip(g, HEADS)
    assert one(g, "Boompile", "graveyard") and one(g, "Grizzly Bears", "graveyard")
    assert ids(g, "Island")


def test_creepy_doll_destroys_the_creature_it_dealt_damage_to() -> None:
    """CR 705.2, 510.2: the Doll deals combat damage to its blocker; won: "destroy that
    creature" destroys the blocker (the creature dealt damage), not the Doll."""
    g = _game((perm("Creepy Doll"),), (perm("Hill Giant"),))
    _attack(g, one(g, "Creepy Doll"), one(g, "Hill Giant"))
    _flip(g, HEADS)
    assert one(g, "Hill Giant", "graveyard") and one(g, "Creepy Doll")


def test_voracious_cobra_destroys_its_blocker() -> None:
    """CR 702.7 first strike, 603.2: "Whenever this creature deals combat damage to a
    creature, destroy that creature": the creature dealt damage is destroyed before it
    deals regular damage; the Cobra lives."""
    g = _game((perm("Voracious Cobra"),), (perm("Hill Giant"),))
    _attack(g, one(g, "Voracious Cobra"), one(g, "Hill Giant"))
    while g.pending is not None and g.step != "end" and not ids(g, "Hill Giant", "graveyard"):
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])
    assert one(g, "Hill Giant", "graveyard") and one(g, "Voracious Cobra")


def test_orcish_captain_pumps_an_orc() -> None:
    """CR 705.2: won: target Orc creature (the Captain itself) gets +2/+0."""
    g = _game((perm("Orcish Captain"), *lands("Mountain", 1)))
    captain = one(g, "Orcish Captain")
    activate(g, "Orcish Captain", targets=((captain,),))
    _flip(g, HEADS)
    assert query.power(g, g.objects[captain]) == 3


def test_winter_sky_both_branches() -> None:
    """CR 705.2: won: 1 damage to each creature and each player; lost (a copy): each player
    draws a card."""
    g = _game(lands("Mountain", 1), (perm("Goblin Piker"),), hand=("Winter Sky",))
    cast(g, "Winter Sky")
    _to_call(g)
    lost = g.copy()
    _flip(g, HEADS)
    assert g.players[0].life == g.players[1].life == 19
    assert one(g, "Goblin Piker", "graveyard")
    _flip(lost, TAILS)
    assert len(lost.players[0].hand) == len(lost.players[1].hand) == 1


def test_goblin_bangchuckers_hits_the_target_or_itself() -> None:
    """CR 705.2: won: 2 damage to any target; lost (a copy): 2 damage to itself."""
    g = _game((perm("Goblin Bangchuckers"),))
    activate(g, "Goblin Bangchuckers", targets=((Seat(1),),))
    _to_call(g)
    lost = g.copy()
    _flip(g, HEADS)
    assert g.players[1].life == 18
    _flip(lost, TAILS)
    assert one(lost, "Goblin Bangchuckers", "graveyard") and lost.players[1].life == 20


def test_wild_wurm_lost_flip_returns_it() -> None:
    """CR 705.2: its enters trigger flips; lost: back to its owner's hand."""
    g = _game(lands("Mountain", 4), hand=("Wild Wurm",))
    cast(g, "Wild Wurm")
    _flip(g, HEADS, call="tails")
    assert one(g, "Wild Wurm", "hand")


def test_skyclaw_thrash_attacks_and_wins_flying() -> None:
    """CR 705.2: attacking, won: +1/+1 and flying until end of turn."""
    g = _game((perm("Skyclaw Thrash"),))
    thrash = one(g, "Skyclaw Thrash")
    _attack(g, thrash)
    _flip(g, HEADS)
    assert query.power(g, g.objects[thrash]) == 5
    assert query.has_keyword(g, g.objects[thrash], "flying")


def test_a_flip_after_a_delayed_flip_is_a_gap() -> None:
    """Goblin Kites: "Flip a coin at the beginning of the next end step. If you lose the
    flip, sacrifice that creature": the branch can't run before the delayed flip, so the
    card doesn't count as compiled (CR 705.2, 603.7)."""
    kites = next(d for d in DEFS if d.name == "Goblin Kites")
    assert any("before the coin is flipped" in gap for gap in engine_gaps(kites))


def test_tavern_scoundrel_wins_treasures_only_on_its_controllers_won_flips() -> None:
    """CR 705.2: "{1}, {T}, Sacrifice another permanent: Flip a coin" and "Whenever you win
    a coin flip, create two Treasure tokens": a won flip makes two Treasures; the
    opponent's won flip (Tavern Swindler's) makes none (only the flipper wins a flip)."""
    g = _game((perm("Tavern Scoundrel"), perm("Grizzly Bears"), *lands("Island", 1)),
              (perm("Tavern Swindler"),))
    scoundrel = one(g, "Tavern Scoundrel")
    g.apply(ActivateAbility(scoundrel, 1, costs=(one(g, "Grizzly Bears"),)))
    _flip(g, HEADS)
    while g.stack:
        g.apply(PassPriority())
    assert one(g, "Grizzly Bears", "graveyard") and len(ids(g, "Treasure")) == 2
    g2 = _game((perm("Tavern Scoundrel"),), (perm("Tavern Swindler"),), active=1)
    activate(g2, "Tavern Swindler")
    _flip(g2, HEADS)
    assert _flips(g2) == [True] and not ids(g2, "Treasure")


def test_crazed_firecat_flips_until_it_loses() -> None:
    """CR 705.2: "flip a coin until you lose a flip. Put a +1/+1 counter on this creature
    for each flip you won": won, won, lost: two counters (each flip called anew)."""
    g = _game(lands("Mountain", 7), hand=("Crazed Firecat",))
    cast(g, "Crazed Firecat")
    _flip(g, HEADS)
    _flip(g, HEADS)
    _flip(g, TAILS)
    assert _flips(g) == [True, True, False]
    assert g.objects[one(g, "Crazed Firecat")].counter("+1/+1") == 2


def test_krarks_thumb_flips_two_coins_and_keeps_one() -> None:
    """CR 614.1a: "If you would flip a coin, instead flip two coins and ignore one": tails
    and heads come up, the flipper keeps heads (as called) and wins; the ignored coin is
    logged as ignored. Two alike need no choice."""
    g = _game((perm("Krark's Thumb"), perm("Tavern Swindler")))
    activate(g, "Tavern Swindler")
    _to_call(g)
    g.script_dice([TAILS, HEADS])
    g.apply(Choose("heads"))
    assert g.pending is not None and g.pending.rule == "CR 614.1a"
    g.apply(Choose("heads"))
    while g.stack:
        g.apply(PassPriority())
    assert [(e.heads, e.ignored) for e in g.events if isinstance(e, ev.CoinFlipped)] == [
        (False, True), (True, False)]
    assert g.players[0].life == 23


def test_whenever_a_player_wins_a_coin_flip() -> None:
    """CR 705.2: "Whenever a player wins a coin flip" sees the opponent's won flip, not a
    lost one."""
    watcher = compile_source({"name": "Coin Watcher", "type_line": "Enchantment",
                              "mana_cost": "{1}", "oracle_text":
                              "Whenever a player wins a coin flip, you gain 2 life."})
    g = game(PlayerSpec(battlefield=(perm("Coin Watcher"),)),
             PlayerSpec(battlefield=(perm("Tavern Swindler"),)), active=1,
             extra=(*DEFS, watcher))
    activate(g, "Tavern Swindler")
    _to_call(g)
    lost = g.copy()
    _flip(g, HEADS)
    while g.stack:
        g.apply(PassPriority())
    assert g.players[0].life == 22
    _flip(lost, TAILS)
    assert lost.players[0].life == 20
