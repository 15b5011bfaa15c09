"""Crashes found by the 10,000-game soak (``bench/soak.py``, issue 18), each a test of the
rule the engine got wrong."""

from __future__ import annotations

from itertools import product

from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import ActivateAbility, CastSpell, Choose, PassPriority
from grimoire.rules.cardinfo import info_for
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

THOUGHTS = compile_source({
    "name": "Tormented Thoughts", "type_line": "Sorcery", "mana_cost": "{2}{B}",
    "oracle_text": "As an additional cost to cast this spell, sacrifice a creature.\n"
                   "Target player discards a number of cards equal to the sacrificed "
                   "creature's power."})
FEAST = compile_source({
    "name": "Test Feast", "type_line": "Sorcery", "mana_cost": "{2}{B}",
    "oracle_text": "As an additional cost to cast this spell, sacrifice a creature.\n"
                   "You gain life equal to the sacrificed creature's power."})
WALL = compile_source({"name": "Test Wall", "type_line": "Creature — Wall", "mana_cost": "{1}",
                       "power": "0", "toughness": "4", "oracle_text": "Defender"})


def _sacrifice_for(spell: str, counter: str, n: int) -> tuple[int, int]:
    """Cast ``spell`` (targeting player 1 if it targets), sacrificing a 0/4 with ``n``
    ``counter`` counters; player 1's hand size and player 0's life after it resolves."""
    g = game(PlayerSpec(hand=(spell,),
                        battlefield=(*lands("Swamp", 3),
                                     perm("Test Wall", counters=((counter, n),)))),
             PlayerSpec(hand=("Forest", "Island", "Mountain")), extra=[THOUGHTS, FEAST, WALL])
    targets = ((Seat(1),),) if spell == "Tormented Thoughts" else ()
    g.apply(CastSpell(one(g, spell, "hand"), targets=targets, costs=(one(g, "Test Wall"),)))
    resolve(g)
    assert one(g, spell, "graveyard")
    return len(g.players[1].hand), g.players[0].life


def test_discarding_a_negative_number_of_cards_discards_none() -> None:
    """CR 107.1b: a calculation that determines an effect's result and yields a negative
    number uses zero instead. The sacrificed creature's power was -2 (its last known
    information, CR 608.2h): the target discards no card. It used to ask for -2 cards and
    crash listing the answers (``ValueError: r must be non-negative``, soak game 75)."""
    assert _sacrifice_for("Tormented Thoughts", "-1/-1", 2) == (3, 20)


def test_discarding_the_sacrificed_creatures_positive_power() -> None:
    """The same spell with the creature at 2 power (two +1/+1 counters): two discards."""
    assert _sacrifice_for("Tormented Thoughts", "+1/+1", 2) == (1, 20)


def test_gaining_a_negative_amount_of_life_changes_nothing() -> None:
    """CR 107.1b ("you can't ... gain negative life"): gaining life equal to a power of -2
    gains none; it used to make the player lose 2 life."""
    assert _sacrifice_for("Test Feast", "-1/-1", 2) == (3, 20)
    assert _sacrifice_for("Test Feast", "+1/+1", 1) == (3, 21)


def test_a_variable_in_a_mana_cost_the_payer_meets_is_not_paid_blindly() -> None:
    """CR 107.3a, 107.3k: X, Y or Z in a cost is a value its player chooses. The automatic
    payer never chose one for a mana ability's own cost ("{X}, {T}: Add {G}") or a cost
    left unresolved: it doesn't use that ability and finds no payment from it (it used to
    raise ``KeyError: 'Z'``), while plain sources still pay."""
    from grimoire.rules.manapay import Candidate, solve_all
    forest = Candidate(1, ((0, ("G",)),), False)
    odd = Candidate(2, ((0, ("G",)),), False, costs=((0, ("X",)),))
    assert [p.taps for p in solve_all(("G",), [0] * 6, [odd, forest])] == [((1, 0, ("G",)),)]
    assert list(solve_all(("G", "G"), [0] * 6, [odd, forest])) == []
    assert list(solve_all(("Z",), [0] * 6, [forest])) == []


def test_a_spell_that_makes_its_controller_lose_ends_a_two_player_game() -> None:
    """CR 104.3e, 104.2a: One with Death ("You lose the game.") resolving in a two-player
    game: its controller loses and the opponent wins, cleanly, with the spell's own
    resolution over (it used to raise ``IndexError``)."""
    doom = compile_source({"name": "One with Death", "type_line": "Sorcery",
                           "mana_cost": "{B}", "oracle_text": "You lose the game."})
    g = game(PlayerSpec(hand=("One with Death",), battlefield=lands("Swamp", 1)),
             extra=[doom])
    g.apply(CastSpell(one(g, "One with Death", "hand")))
    resolve(g)
    assert g.result is not None and g.result.winner == 1
    assert g.pending is None and not g.resolving


DISORDER = compile_source({
    "name": "Disorder", "type_line": "Sorcery", "mana_cost": "{1}{R}",
    "oracle_text": "Disorder deals 2 damage to each white creature and each player who "
                   "controls a white creature."})
WHITE_GUARD = compile_source({"name": "Test White Guard", "type_line": "Creature — Human",
                              "mana_cost": "{1}{W}", "power": "2", "toughness": "3",
                              "oracle_text": ""})


def test_damage_to_each_player_who_controls_a_white_creature() -> None:
    """CR 608.2c, 120.3: Disorder deals 2 damage to each white creature and to each player
    who controls one, checked as it resolves: the opponent with a white creature loses 2
    life and the creature is dealt 2, the caster with none is not dealt damage, a green
    creature is not (soak game 277: the player reference was taken for an object
    reference, ``TypeError``). With a white creature on both sides, both players lose 2."""
    for mine in ((), (perm("Test White Guard"),)):
        g = game(PlayerSpec(hand=("Disorder",), battlefield=(*lands("Mountain", 2), *mine)),
                 PlayerSpec(battlefield=(perm("Test White Guard"), perm("Grizzly Bears"))),
                 extra=[DISORDER, WHITE_GUARD])
        g.apply(CastSpell(one(g, "Disorder", "hand")))
        resolve(g)
        guards = [g.objects[o] for o in g.battlefield if g.objects[o].name == "Test White Guard"]
        assert [o.damage for o in guards] == [2] * len(guards) and len(guards) == 1 + len(mine)
        assert g.objects[one(g, "Grizzly Bears")].damage == 0
        assert (g.players[0].life, g.players[1].life) == (18 if mine else 20, 18)


PINGER = compile_source({"name": "Test Pinger", "type_line": "Creature — Goblin",
                         "mana_cost": "{R}", "power": "1", "toughness": "1",
                         "oracle_text": "Haste\nWhen this creature enters, it deals 1 damage "
                                        "to target player."})


def test_a_trigger_goes_on_the_stack_as_it_triggered() -> None:
    """CR 603.3, 113.7a: once triggered, the ability is put on the stack the next time a
    player would receive priority, even if its source no longer has it by then (soak
    game 1477: Kolaghan Stormsinger's "when turned face up" trigger, its source changed
    before the trigger was put on the stack, raised AssertionError). Here the source's
    characteristics become a vanilla creature's while its controller chooses the target."""
    g = game(PlayerSpec(hand=("Test Pinger",), battlefield=lands("Mountain", 1)),
             extra=[PINGER])
    g.apply(CastSpell(one(g, "Test Pinger", "hand")))
    while g.pending is not None and g.pending.kind == "priority" and g.stack:
        g.apply(PassPriority())
    assert g.pending is not None and g.pending.kind == "trigger_targets"
    source = g.objects[one(g, "Test Pinger")]
    source.info = info_for(g.pool.get("Grizzly Bears"))  # it lost the ability
    g.apply(Choose(((Seat(1),),)))
    resolve(g)
    assert g.players[1].life == 19


SAGE = compile_source({"name": "Test Sage", "type_line": "Creature — Human Druid",
                       "mana_cost": "{2}{G}", "power": "1", "toughness": "1",
                       "oracle_text": "{T}: Add {G}. Spend this mana only to cast creature "
                                      "spells."})
SHADE = compile_source({"name": "Test Shade", "type_line": "Creature — Shade",
                        "mana_cost": "{B}", "power": "1", "toughness": "1",
                        "oracle_text": "{G}: Test Shade gets +1/+1 until end of turn."})


def test_restricted_mana_that_emptied_restricts_nothing_later() -> None:
    """CR 106.4, 500.4: unused mana empties from the pool as a step ends, and with it what
    restricted it (CR 106.6). The Sage's restricted {G} floats in the first main phase and
    empties; in the beginning of combat a Forest's {G} pays the Shade's "{G}:" ability.
    The record of the restriction used to outlive the mana and claim the Forest's {G}, so
    the payment the payer planned raised ``RuntimeError`` (soak games 558 and 5833)."""
    g = game(PlayerSpec(battlefield=(perm("Test Sage"), perm("Test Shade"), perm("Forest"))),
             extra=[SAGE, SHADE])
    sage, shade = one(g, "Test Sage"), one(g, "Test Shade")
    g.apply(ActivateAbility(sage, 0))
    assert g.players[0].pool[4] == 1  # WUBRG C: the restricted {G} floats
    g.apply(PassPriority())
    while g.step != "beginning_of_combat":
        g.apply(PassPriority())
    assert g.players[0].pool == [0] * 6
    assert ActivateAbility(shade, 0) in g.legal_actions()
    g.apply(ActivateAbility(shade, 0))
    assert g.objects[one(g, "Forest")].tapped and len(g.stack) == 1


COLOSSUS = compile_source({
    "name": "Test Colossus", "type_line": "Artifact Creature — Golem", "mana_cost": "{11}",
    "power": "11", "toughness": "11",
    "oracle_text": "If Test Colossus would be put into a graveyard from anywhere, reveal "
                   "Test Colossus and shuffle it into its owner's library instead."})
BURY = compile_source({
    "name": "Test Burial", "type_line": "Sorcery", "mana_cost": "{2}{B}",
    "oracle_text": "Search your library for up to three creature cards, put them into your "
                   "graveyard, then shuffle."})


def test_cards_searched_for_go_to_the_graveyard_when_one_is_shuffled_in_instead() -> None:
    """CR 614.1a, 701.20a: three creature cards searched for go to the graveyard; the
    Colossus among them is shuffled into the library instead, and the other two still go
    (a shuffle is no zone change, CR 400.7: the cards the search chose are the same
    objects under the library's new ids). Whichever order they were chosen in, the game
    used to raise ``KeyError`` moving a card by its id from before the shuffle (soak game
    809, Buried Alive and Darksteel Colossus)."""
    for colossus_first in (True, False):
        g = game(PlayerSpec(hand=("Test Burial",), battlefield=lands("Swamp", 3),
                            library=("Grizzly Bears", "Test Colossus", "Forest",
                                     "Grizzly Bears", "Forest")),
                 extra=[COLOSSUS, BURY])
        g.apply(CastSpell(one(g, "Test Burial", "hand")))
        while g.pending is not None and g.pending.kind == "priority" and g.stack:
            g.apply(PassPriority())
        assert g.pending is not None and g.pending.kind == "choose_objects"
        bears = [o for o in g.players[0].library if g.objects[o].name == "Grizzly Bears"]
        colossus = one(g, "Test Colossus", "library")
        chosen = (colossus, *bears) if colossus_first else (*bears, colossus)
        g.apply(Choose(chosen))
        resolve(g)
        graveyard = sorted(g.objects[o].name for o in g.players[0].graveyard)
        assert graveyard == ["Grizzly Bears", "Grizzly Bears", "Test Burial"]
        assert one(g, "Test Colossus", "library")


MILL = compile_source({"name": "Test Mill", "type_line": "Sorcery", "mana_cost": "{U}",
                       "oracle_text": "Target player mills three cards."})


def test_milling_a_card_that_is_shuffled_in_instead_still_mills_the_others() -> None:
    """CR 701.13a: the top three cards are milled at once; the Colossus among them is
    shuffled into its library instead (CR 614.1a, 701.20a) and the other two still go to
    the graveyard (soak game 2149, Progenitus: ``KeyError`` on the next card's old id)."""
    g = game(PlayerSpec(hand=("Test Mill",), battlefield=lands("Island", 1)),
             PlayerSpec(library=("Test Colossus", "Grizzly Bears", "Lightning Bolt",
                                 "Forest", "Island")),
             extra=[COLOSSUS, MILL])
    g.apply(CastSpell(one(g, "Test Mill", "hand"), targets=((Seat(1),),)))
    resolve(g)
    graveyard = sorted(g.objects[o].name for o in g.players[1].graveyard)
    assert graveyard == ["Grizzly Bears", "Lightning Bolt"]
    assert one(g, "Test Colossus", "library") and len(g.players[1].library) == 3


VALLEY = compile_source({"name": "Test Valley", "type_line": "Land",
                         "oracle_text": "{1}, {T}: Add {R}{G}."})
WURM = compile_source({"name": "Test Wurm", "type_line": "Creature — Wurm",
                       "mana_cost": "{R}{G}{G}", "power": "4", "toughness": "4"})


def test_restricted_mana_never_pays_a_filter_lands_cost() -> None:
    """CR 106.6, 605.3a: mana that may be spent only to cast creature spells pays for a
    creature spell but not for a mana ability's own cost (the filter land's {1}). With two
    Sages' {G} floating, the payer planned one of them into the Valley's {1}, listed the
    Wurm as castable, and the payment raised ``RuntimeError`` ("a mana ability's cost was
    planned but can't be paid": a four-player game, Mossfire Valley paying for Vrondiss
    with Dragon-only mana). Without another source the Wurm can't be cast; with a Forest
    for the {1}, it is, and one restricted {G} pays for the Wurm itself."""
    for floating, forest in product((True, False), (False, True)):
        battlefield = (perm("Test Sage"), perm("Test Sage"), perm("Test Valley"),
                       *((perm("Forest"),) if forest else ()))
        g = game(PlayerSpec(hand=("Test Wurm",), battlefield=battlefield),
                 extra=[SAGE, VALLEY, WURM])
        if floating:  # the Sages' mana in the pool; else the payer taps them itself
            for sage in [o for o in g.battlefield if g.objects[o].name == "Test Sage"]:
                g.apply(ActivateAbility(sage, 0))
            assert g.players[0].pool[4] == 2  # WUBRG C: the restricted {G}{G} float
        cast = CastSpell(one(g, "Test Wurm", "hand"))
        assert (cast in g.legal_actions()) is forest
        if forest:
            g.apply(cast)
            assert g.objects[one(g, "Forest")].tapped and g.objects[one(g, "Test Valley")].tapped
            assert len(g.stack) == 1 and sum(g.players[0].pool) == (1 if floating else 0)
