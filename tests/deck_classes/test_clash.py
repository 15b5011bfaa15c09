"""Clash (CR 701.23): "Clash with an opponent" means "Choose an opponent. You and that
opponent each clash." (701.23b). Each reveals the top card of their library at the same
time, then in APNAP order each decides whether to put it on the bottom (701.23a, c); a
player wins if their card has a higher mana value than all other cards revealed (701.23d):
a tie is no win. "If you win, A. Otherwise, B." is one test with two branches; "If you win,
repeat this process" repeats the whole process while you win (Hoarder's Greed's ruling)."""

from __future__ import annotations

from tests.deck_classes._cards import assert_honoured, card
from tests.dice_rules._util import game, lands, one, perm, resolve
from tests.rules.helpers import pass_to_step

from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import CastSpell, Choose
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

REMINDER = (" (Each clashing player reveals the top card of their library, then puts that "
            "card on their choice of the top or bottom. A player wins if their card had a "
            "greater mana value.)")
BOGGART = card("Adder-Staff Boggart", "{1}{R}", "Creature — Goblin Warrior",
               "When this creature enters, clash with an opponent. If you win, put a +1/+1 "
               "counter on this creature." + REMINDER, "2/1")
GREED = card("Hoarder's Greed", "{3}{B}", "Sorcery",
             "You lose 2 life and draw two cards, then clash with an opponent. If you win, "
             "repeat this process." + REMINDER)
TEETH = card("Pulling Teeth", "{1}{B}", "Sorcery",
             "Clash with an opponent. If you win, target player discards two cards. "
             "Otherwise, that player discards a card." + REMINDER)
GLANCE = card("Captivating Glance", "{2}{U}", "Enchantment — Aura",
              "Enchant creature\nAt the beginning of your end step, clash with an opponent. "
              "If you win, gain control of enchanted creature. Otherwise, that player gains "
              "control of enchanted creature." + REMINDER)
KEEP, BOTTOM = Choose(False), Choose(True)


def test_the_records_are_honoured() -> None:
    assert_honoured((BOGGART, GREED, TEETH, GLANCE))


def _game(mine: tuple[str, ...], theirs: tuple[str, ...], hand: tuple[str, ...],
          land: str, battlefield: tuple[object, ...] = (),
          their_hand: tuple[str, ...] = ()) -> Game:
    me = PlayerSpec(library=mine, hand=hand,
                    battlefield=(*lands(land, 6), *battlefield))  # type: ignore[arg-type]
    them = PlayerSpec(library=theirs, hand=their_hand)
    return game(me, them, extra=[compile_source(r) for r in (BOGGART, GREED, TEETH, GLANCE)])


def _boggart(mine: tuple[str, ...], theirs: tuple[str, ...],
             answers: tuple[Choose, Choose]) -> Game:
    g = _game(mine, theirs, ("Adder-Staff Boggart",), "Mountain")
    g.apply(CastSpell(one(g, "Adder-Staff Boggart", "hand")))
    resolve(g, answers)
    return g


def test_a_higher_mana_value_wins() -> None:
    """Hill Giant (3) against a Forest (0): player 0 wins, the Boggart gets its counter;
    both keep their cards on top."""
    g = _boggart(("Hill Giant", "Forest"), ("Forest", "Island"), (KEEP, KEEP))
    assert g.objects[one(g, "Adder-Staff Boggart")].counter("+1/+1") == 1
    assert g.objects[g.players[0].library[-1]].name == "Hill Giant"


def test_a_tie_is_no_win_and_each_player_places_their_own_card() -> None:
    """Grizzly Bears (2) against Grizzly Bears (2): nobody wins (CR 701.23d). Player 0
    keeps theirs on top, player 1 puts theirs on the bottom (each asked, APNAP order)."""
    g = _boggart(("Grizzly Bears", "Forest"), ("Grizzly Bears", "Island"), (KEEP, BOTTOM))
    assert g.objects[one(g, "Adder-Staff Boggart")].counter("+1/+1") == 0
    assert g.objects[g.players[0].library[-1]].name == "Grizzly Bears"
    assert g.objects[g.players[1].library[0]].name == "Grizzly Bears"
    assert g.objects[g.players[1].library[-1]].name == "Island"


def test_the_card_put_on_the_bottom_still_counts() -> None:
    """The cards are revealed first, then moved (CR 701.23c): player 0's Shivan Dragon put
    on the bottom still wins against a Forest."""
    g = _boggart(("Shivan Dragon", "Forest"), ("Forest",), (BOTTOM, KEEP))
    assert g.objects[one(g, "Adder-Staff Boggart")].counter("+1/+1") == 1
    assert g.objects[g.players[0].library[0]].name == "Shivan Dragon"


def test_hoarders_greed_repeats_while_you_win() -> None:
    """Draw Forest, Forest; reveal Shivan Dragon against a Forest: a win, so again: draw
    Shivan Dragon and a Forest; reveal a Forest against a Forest: a tie, the process ends.
    Four life lost, four cards drawn."""
    mine = ("Forest", "Forest", "Shivan Dragon", "Forest", "Forest", "Island")
    g = _game(mine, ("Forest",) * 5, ("Hoarder's Greed",), "Swamp")
    hand = len(g.players[0].hand)
    g.apply(CastSpell(one(g, "Hoarder's Greed", "hand")))
    resolve(g, (KEEP, KEEP, KEEP, KEEP))
    assert g.players[0].life == 16
    assert len(g.players[0].hand) == hand - 1 + 4
    assert g.objects[g.players[0].library[-1]].name == "Forest"
    assert len(g.players[0].library) == 2


def test_otherwise_the_target_discards_one() -> None:
    """Pulling Teeth lost (a Forest against a Hill Giant): the target player discards one
    card, not two."""
    g = _game(("Forest",), ("Hill Giant",), ("Pulling Teeth",), "Swamp",
              their_hand=("Shock", "Shock", "Shock"))
    g.apply(CastSpell(one(g, "Pulling Teeth", "hand"), targets=((Seat(1),),)))
    resolve(g, (KEEP, KEEP))
    assert len(g.players[1].hand) == 2


def test_pulling_teeth_won_the_target_discards_two() -> None:
    g = _game(("Hill Giant",), ("Forest",), ("Pulling Teeth",), "Swamp",
              their_hand=("Shock", "Shock", "Shock"))
    g.apply(CastSpell(one(g, "Pulling Teeth", "hand"), targets=((Seat(1),),)))
    resolve(g, (KEEP, KEEP))
    assert len(g.players[1].hand) == 1


def test_captivating_glance_lost_gives_the_opponent_control() -> None:
    """The ruling: "If you don't win the clash, the other player gains control of the
    enchanted creature (even if that player didn't win the clash either)": a tie at player
    0's end step gives player 1 player 0's own Grizzly Bears."""
    bears = perm("Grizzly Bears")
    glance = perm("Captivating Glance", attached_to=(0, 6))
    g = _game(("Forest",) * 3, ("Forest",) * 3, (), "Island", (bears, glance))
    pass_to_step(g, "end", active=0)
    resolve(g, (KEEP, KEEP))
    assert g.objects[one(g, "Grizzly Bears")].controller == 1
