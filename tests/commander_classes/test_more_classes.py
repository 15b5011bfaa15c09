"""Smaller classes from the Commander decks: a counter threshold on the permanent itself
(CR 611.3a), "that permanent's mana value" after it is destroyed (CR 608.2h), and "if that
player controls more creatures than you" at another player's end step (CR 603.4)."""

from __future__ import annotations

from tests.commander_classes._table import advance, compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import query
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.counters import add_counters
from grimoire.rules.position import PermanentSpec, PlayerSpec

ASCENSION = record("Beastmaster Ascension", "{2}{G}", "Enchantment",
                   "Whenever a creature you control attacks, you may put a quest counter on this "
                   "enchantment.\nAs long as this enchantment has seven or more quest counters on "
                   "it, creatures you control get +5/+5.")
SWARM = record("Feed the Swarm", "{1}{B}", "Sorcery",
               "Destroy target creature or enchantment an opponent controls. You lose life equal "
               "to that permanent's mana value.")
KEEPER = record("Keeper of the Accord", "{3}{W}", "Creature — Human Soldier",
                "At the beginning of each opponent's end step, if that player controls more "
                "creatures than you, create a 1/1 white Soldier creature token.\nAt the beginning "
                "of each opponent's end step, if that player controls more lands than you, you may "
                "search your library for a basic Plains card, put it onto the battlefield tapped, "
                "then shuffle.", "3", "4")
RECORDS = (ASCENSION, SWARM, KEEPER)


def test_the_records_compile() -> None:
    """The three cards compile with nothing the engine ignores."""
    compiled(*RECORDS)


def test_ascension_needs_seven_quest_counters() -> None:
    """CR 611.3a: "As long as this enchantment has seven or more quest counters on it": six
    counters, no bonus; the seventh, +5/+5 to Alice's creatures only."""
    game = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Beastmaster Ascension"),
                                                  PermanentSpec("Grizzly Bears"))),
                 PlayerSpec(battlefield=(PermanentSpec("Hill Giant"),)))
    ascension = game.objects[one(game, "Beastmaster Ascension")]
    bears, giant = game.objects[one(game, "Grizzly Bears")], game.objects[one(game, "Hill Giant")]
    add_counters(game, ascension, "quest", 6)
    game.version += 1
    assert query.power(game, bears) == 2
    add_counters(game, ascension, "quest", 1)
    game.version += 1
    assert (query.power(game, bears), query.toughness(game, bears)) == (7, 7)
    assert query.power(game, giant) == 3


def test_feed_the_swarm_loses_the_destroyed_permanents_mana_value() -> None:
    """CR 608.2h: the Hill Giant ({3}{R}) is destroyed, then Alice loses 4 life, its mana
    value read from its last known information."""
    effect = compile_source(SWARM).spell.effect  # type: ignore[union-attr]
    assert isinstance(effect, ir.Sequence) and isinstance(effect.steps[1], ir.LoseLife)
    game = table(RECORDS, PlayerSpec(hand=("Feed the Swarm",),
                                     battlefield=(PermanentSpec("Swamp"), PermanentSpec("Swamp"))),
                 PlayerSpec(battlefield=(PermanentSpec("Hill Giant"),)))
    giant = one(game, "Hill Giant")
    game.apply(CastSpell(one(game, "Feed the Swarm", "hand"), targets=((giant,),)))
    while game.stack:
        game.apply(PassPriority())
    assert not ids(game, "Hill Giant") and game.players[0].life == 16


def _keeper_at_bobs_end_step(bob: tuple[PermanentSpec, ...]) -> list[int]:
    game = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Keeper of the Accord"),)),
                 PlayerSpec(battlefield=bob), active=1, step="main2")
    advance(game, lambda g: g.turn > 3)
    return [o for o in game.battlefield if game.objects[o].kind == "token"]


def test_keeper_of_the_accord_compares_with_the_player_whose_end_step_it_is() -> None:
    """CR 603.4: at Bob's end step, Bob controls two creatures to Alice's one: Alice gets a
    Soldier; with one creature each, nothing (the condition is false)."""
    more = _keeper_at_bobs_end_step((PermanentSpec("Grizzly Bears"), PermanentSpec("Hill Giant")))
    assert len(more) == 1
    assert not _keeper_at_bobs_end_step((PermanentSpec("Grizzly Bears"),))


FELL = record("Fell the Mighty", "{4}{W}", "Sorcery",
              "Destroy all creatures with power greater than target creature's power.")


def test_fell_the_mighty_compares_with_the_targets_power() -> None:
    """The target (Grizzly Bears, power 2) sets the bar: the Hill Giant (3) and Serra Angel
    (4) are destroyed, both Bears (2) survive."""
    compiled(FELL)
    plains = tuple(PermanentSpec("Plains") for _ in range(5))
    game = table((FELL,), PlayerSpec(hand=("Fell the Mighty",),
                                     battlefield=(*plains, PermanentSpec("Grizzly Bears"))),
                 PlayerSpec(battlefield=(PermanentSpec("Hill Giant"), PermanentSpec("Serra Angel"),
                                         PermanentSpec("Grizzly Bears"))))
    target = next(o for o in ids(game, "Grizzly Bears") if game.objects[o].controller == 0)
    game.apply(CastSpell(one(game, "Fell the Mighty", "hand"), targets=((target,),)))
    while game.stack:
        game.apply(PassPriority())
    assert not ids(game, "Hill Giant") and not ids(game, "Serra Angel")
    assert len(ids(game, "Grizzly Bears")) == 2


SEEDBORN = record("Seedborn Muse", "{3}{G}{G}", "Creature — Spirit",
                  "Untap all permanents you control during each other player's untap step.",
                  "2", "4")


def test_seedborn_muse_untaps_its_controllers_permanents_in_others_untap_steps() -> None:
    """CR 502.3: in Bob's untap step Alice's tapped Forest untaps too; Carol's doesn't (she
    has no Muse); a stun counter is removed instead of untapping (CR 122.1d)."""
    compiled(SEEDBORN)
    game = table((SEEDBORN,),
                 PlayerSpec(battlefield=(PermanentSpec("Seedborn Muse"),
                                         PermanentSpec("Forest", tapped=True),
                                         PermanentSpec("Hill Giant", tapped=True,
                                                       counters=(("stun", 1),)))),
                 PlayerSpec(battlefield=(PermanentSpec("Forest", tapped=True),)),
                 PlayerSpec(battlefield=(PermanentSpec("Forest", tapped=True),)),
                 active=0, step="end")
    advance(game, lambda g: g.active == 1 and g.step != "untap")
    forests = {game.objects[o].controller: game.objects[o].tapped for o in ids(game, "Forest")}
    assert forests == {0: False, 1: False, 2: True}
    giant = game.objects[one(game, "Hill Giant")]
    assert giant.tapped and giant.counter("stun") == 0


ORACLE = record("Sandstone Oracle", "{7}", "Artifact Creature — Sphinx",
                "Flying\nWhen this creature enters, choose an opponent. If that player has more "
                "cards in hand than you, draw cards equal to the difference.", "4", "4")


def test_sandstone_oracle_draws_the_difference_with_the_chosen_opponent() -> None:
    """The chosen opponent (Carol, 5 cards) has 4 more cards than Alice (1): Alice draws 4;
    choosing Bob (0 cards) draws nothing (the condition is false)."""
    from grimoire.rules.actions import Choose
    compiled(ORACLE)
    seven = tuple(PermanentSpec("Island") for _ in range(7))
    from grimoire.rules.objects import Seat
    for chosen, drawn in ((Seat(2), 4), (Seat(1), 0)):
        game = table((ORACLE,), PlayerSpec(hand=("Sandstone Oracle", "Forest"), battlefield=seven),
                     PlayerSpec(), PlayerSpec(hand=("Forest",) * 5))
        game.apply(CastSpell(one(game, "Sandstone Oracle", "hand")))
        asked = []
        for _ in range(40):
            assert game.pending is not None
            if game.pending.kind != "priority":
                asked.append((game.pending.kind, game.pending.options))
                game.apply(Choose((chosen,)) if chosen in game.pending.options
                           else game.legal_actions()[0])
            elif not game.stack and one(game, "Sandstone Oracle"):
                break
            else:
                game.apply(PassPriority())
        assert asked, "no choice of opponent"
        assert len(game.players[0].hand) == 1 + drawn, asked
