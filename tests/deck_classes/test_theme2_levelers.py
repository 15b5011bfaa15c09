"""Levelers' Glory and Cinder Heart classes (issue 13): "put two level counters on each
creature you control with level up" (CR 702.87a, 711), "At the beginning of your end step, if
enchanted creature's power is 4 or greater, sacrifice this Aura." and "At the beginning of
each upkeep, if enchanted creature is untapped, tap it." (CR 603.4: intervening "if"s on
the enchanted creature, CR 303.4), "Draw two cards, then shuffle a card from your hand into
your library." (CR 701.20a) and "At the beginning of the end step, if no creatures are on
the battlefield, sacrifice this enchantment." (CR 603.4, 110.1)."""

from __future__ import annotations

from tests.deck_classes._cards import assert_honoured, card
from tests.dice_rules._util import cast, game, lands, one, perm, resolve
from tests.rules.helpers import pass_to_step

from grimoire.oracle.compiler import compile_source
from grimoire.rules import events as ev
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

STUDENT = card("Student of Warfare", "{W}", "Creature — Human Knight",
               "Level up {W} ({W}: Put a level counter on this. Level up only as a sorcery.)\n"
               "LEVEL 2-6\n3/3\nFirst strike\nLEVEL 7+\n4/4\nDouble strike", "1/1")
TEACHER = card("Venerated Teacher", "{2}{U}", "Creature — Human Wizard",
               "When this creature enters, put two level counters on each creature you "
               "control with level up.", "2/2")
DOMESTICATION = card("Domestication", "{2}{U}{U}", "Enchantment — Aura",
                     "Enchant creature\nYou control enchanted creature.\nAt the beginning of "
                     "your end step, if enchanted creature's power is 4 or greater, sacrifice "
                     "this Aura.")
NARCOLEPSY = card("Narcolepsy", "{1}{U}", "Enchantment — Aura",
                  "Enchant creature\nAt the beginning of each upkeep, if enchanted creature is "
                  "untapped, tap it.")
SEE_BEYOND = card("See Beyond", "{1}{U}", "Sorcery",
                  "Draw two cards, then shuffle a card from your hand into your library.")
PESTILENCE = card("Pestilence", "{2}{B}{B}", "Enchantment",
                  "At the beginning of the end step, if no creatures are on the battlefield, "
                  "sacrifice this enchantment.\n{B}: This enchantment deals 1 damage to each "
                  "creature and each player.")
RECORDS = (STUDENT, TEACHER, DOMESTICATION, NARCOLEPSY, SEE_BEYOND, PESTILENCE)


def _game(me: PlayerSpec, them: PlayerSpec | None = None, **kw: object) -> Game:
    return game(me, them, extra=[compile_source(r) for r in RECORDS], **kw)  # type: ignore[arg-type]


def test_the_records_are_honoured() -> None:
    assert_honoured(RECORDS)


def test_teacher_levels_only_your_levelers() -> None:
    me = PlayerSpec(hand=("Venerated Teacher",),
                    battlefield=(perm("Student of Warfare"), perm("Grizzly Bears"),
                                 *lands("Island", 3)))
    g = _game(me, PlayerSpec(battlefield=(perm("Student of Warfare"),)))
    cast(g, "Venerated Teacher")
    resolve(g)
    mine = [o for o in g.battlefield if g.objects[o].name == "Student of Warfare"
            and g.objects[o].controller == 0]
    theirs = [o for o in g.battlefield if g.objects[o].name == "Student of Warfare"
              and g.objects[o].controller == 1]
    assert g.objects[mine[0]].counter("level") == 2
    assert g.objects[theirs[0]].counter("level") == 0
    assert g.objects[one(g, "Grizzly Bears")].counter("level") == 0


def test_domestication_sacrificed_when_power_reaches_four() -> None:
    """A 3/3 Giant stays stolen; with a +1/+1 counter (power 4) the Aura goes at your end
    step and the Giant returns to its owner."""
    them = PlayerSpec(battlefield=(perm("Hill Giant"),))
    me = PlayerSpec(battlefield=(perm("Domestication", attached_to=(1, 0)),))
    g = _game(me, them)
    giant = one(g, "Hill Giant")
    assert g.objects[giant].controller == 0
    pass_to_step(g, "upkeep", active=1)
    assert one(g, "Domestication")
    g2 = _game(me, PlayerSpec(battlefield=(perm("Hill Giant", counters=(("+1/+1", 1),)),)))
    pass_to_step(g2, "upkeep", active=1)
    assert one(g2, "Domestication", "graveyard")
    assert g2.objects[one(g2, "Hill Giant")].controller == 1


def test_narcolepsy_taps_in_each_upkeep_if_untapped() -> None:
    them = PlayerSpec(battlefield=(perm("Hill Giant"),))
    me = PlayerSpec(battlefield=(perm("Narcolepsy", attached_to=(1, 0)),))
    g = _game(me, them, step="end")
    pass_to_step(g, "draw", active=1)  # its controller's untap step, then the upkeep
    assert g.objects[one(g, "Hill Giant")].tapped
    fired = [e for e in g.events if isinstance(e, ev.AbilityTriggered)]
    pass_to_step(g, "draw", active=0)  # still tapped in player 0's upkeep: no trigger
    assert len([e for e in g.events if isinstance(e, ev.AbilityTriggered)]) == len(fired)


def test_see_beyond_draws_two_and_shuffles_one_back() -> None:
    me = PlayerSpec(hand=("See Beyond",), battlefield=lands("Island", 2))
    g = _game(me)
    library = len(g.players[0].library)
    cast(g, "See Beyond")
    resolve(g)
    assert len(g.players[0].hand) == 1
    assert len(g.players[0].library) == library - 1
    assert [e.player for e in g.events if isinstance(e, ev.Shuffled)] == [0]


def test_pestilence_stays_with_a_creature_and_goes_without() -> None:
    g = _game(PlayerSpec(battlefield=(perm("Pestilence"), perm("Grizzly Bears"))))
    pass_to_step(g, "upkeep", active=1)
    assert one(g, "Pestilence")
    g2 = _game(PlayerSpec(battlefield=(perm("Pestilence"),)))
    pass_to_step(g2, "upkeep", active=1)
    assert one(g2, "Pestilence", "graveyard")
