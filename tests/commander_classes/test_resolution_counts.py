"""How many times an ability has resolved this turn, and casting "a spell that has convoke".

* "create a 1/1 red Human creature token if this is the first time this ability has
  resolved this turn. If it's the second time, create a 1/1 blue Spirit ... If it's the third
  time, create a 4/4 white Angel ..." (Saint Traft and Rem Karolus): the current resolution
  counts (CR 608.2); the fourth and later do nothing (Omnath's ruling, 2020-09-25: "no effect
  each time beyond the third"); a new object (CR 400.7) starts again; the count is per turn.
* "Whenever you cast a spell that has convoke" / "another spell that has convoke" (Kasla,
  the Broken Halo): a cast trigger whose spell has the keyword (CR 702.51a, 603.2).
"""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, settle, table
from tests.rules.helpers import ids, one

from grimoire.mechanics.resolution_counts import COUNTS
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
SAINT = record("Saint Traft and Rem Karolus", "{U}{R}{W}", "Legendary Creature — Spirit Human",
               "Whenever Saint Traft and Rem Karolus becomes tapped, create a 1/1 red Human "
               "creature token if this is the first time this ability has resolved this turn. "
               "If it's the second time, create a 1/1 blue Spirit creature token with flying. "
               "If it's the third time, create a 4/4 white Angel creature token with flying.\n"
               "Whenever you cast a spell that has convoke, untap Saint Traft and Rem Karolus.",
               "3", "4")
ROSE = record("Rose Room Treasurer", "{2}{R}", "Creature — Mouse Rogue",
              "Haste\nWhenever this creature becomes tapped, create a Treasure token if this "
              "is the first or second time this ability has resolved this turn.", "2", "2")
KASLA = record("Kasla, the Broken Halo", "{3}{U}{R}{W}", "Legendary Creature — Angel Ally",
               "Convoke (Your creatures can help cast this spell. Each creature you tap while "
               "casting this spell pays for {1} or one mana of that creature's color.)\n"
               "Flying, vigilance, haste\nWhenever you cast another spell that has convoke, "
               "scry 2, then draw a card.", "5", "4")
TAP = record("Test Tap", "{0}", "Instant", "Tap target creature.")
UNTAP = record("Test Untap", "{0}", "Instant", "Untap target creature.")
CONVOKE = record("Test Convoke", "{1}", "Instant",
                 "Convoke (Your creatures can help cast this spell.)\nYou gain 1 life.")
PLAIN = record("Test Plain", "{0}", "Instant", "You gain 1 life.")
BOUNCE = record("Test Bounce", "{0}", "Instant",
                "Return target creature to its owner's hand.")
RECORDS = (SAINT, ROSE, KASLA, TAP, UNTAP, CONVOKE, PLAIN, BOUNCE)


def test_the_records_compile() -> None:
    """CR 608.2: each sentence reads the same count; "it's the second time" follows the
    first sentence's "this ability has resolved this turn"."""
    compiled(*RECORDS)
    tapped = compile_source(SAINT).abilities[0]
    assert isinstance(tapped, ir.TriggeredAbility)
    assert [s.condition for s in tapped.effect.steps] == [  # type: ignore[attr-defined]
        ir.ResolvedThisTurn((1,)), ir.ResolvedThisTurn((2,)), ir.ResolvedThisTurn((3,))]
    rose = compile_source(ROSE).abilities[1]
    assert isinstance(rose, ir.TriggeredAbility)
    assert rose.effect.condition == ir.ResolvedThisTurn((1, 2))  # type: ignore[union-attr]
    cast = compile_source(KASLA).abilities[-1]
    assert isinstance(cast, ir.TriggeredAbility) and isinstance(cast.trigger, ir.CastTrigger)
    assert cast.trigger.filter.keywords_all == ("convoke",) and cast.trigger.filter.another


def _play(game: Game, spell: str, target: int | None = None) -> None:
    """Alice casts ``spell`` (on ``target``); everything resolves."""
    targets = ((target,),) if target is not None else ()
    game.apply(CastSpell(game.players[0].hand[[game.objects[o].name for o in
                                                game.players[0].hand].index(spell)],
                         targets=targets))
    settle(game)


def _tokens(game: Game) -> list[str]:
    return sorted(game.objects[o].name for o in game.battlefield
                  if game.objects[o].kind == "token")


def test_first_second_third_and_a_fourth_that_does_nothing() -> None:
    """Tapped four times in a turn: a Human, a Spirit, an Angel, then nothing."""
    game = table(RECORDS, PlayerSpec(hand=("Test Tap", "Test Untap") * 4,
                                     battlefield=(P("Saint Traft and Rem Karolus"),)),
                 PlayerSpec(), PlayerSpec())
    saint = one(game, "Saint Traft and Rem Karolus")
    expected = [["Human"], ["Human", "Spirit"], ["Angel", "Human", "Spirit"],
                ["Angel", "Human", "Spirit"]]
    for made in expected:
        _play(game, "Test Tap", saint)
        assert _tokens(game) == made
        _play(game, "Test Untap", saint)


def test_first_or_second_and_a_new_object_starts_again() -> None:
    """"the first or second time": two Treasures, not a third; the Treasurer returned to
    hand and cast again is a new object (CR 400.7) whose ability has not resolved yet."""
    game = table(RECORDS, PlayerSpec(hand=("Test Tap", "Test Untap") * 3 + ("Test Bounce",
                                                                          "Test Tap"),
                                     battlefield=(P("Rose Room Treasurer"),) + (P("Mountain"),)
                                     * 3),
                 PlayerSpec(), PlayerSpec())
    for _ in range(3):
        _play(game, "Test Tap", one(game, "Rose Room Treasurer"))
        _play(game, "Test Untap", one(game, "Rose Room Treasurer"))
    assert _tokens(game) == ["Treasure", "Treasure"]
    _play(game, "Test Bounce", one(game, "Rose Room Treasurer"))
    _play(game, "Rose Room Treasurer")
    _play(game, "Test Tap", one(game, "Rose Room Treasurer"))
    assert _tokens(game) == ["Treasure"] * 3


def test_the_count_is_per_turn() -> None:
    """Last turn's resolutions don't count this turn."""
    game = table(RECORDS, PlayerSpec(hand=("Test Tap",),
                                     battlefield=(P("Saint Traft and Rem Karolus"),)),
                 PlayerSpec(), PlayerSpec())
    saint = one(game, "Saint Traft and Rem Karolus")
    COUNTS.set(game, ((game.turn - 1, saint, 0, 10_000, 2),))
    _play(game, "Test Tap", saint)
    assert _tokens(game) == ["Human"]


def test_a_spell_that_has_convoke_untaps_and_draws() -> None:
    """Casting a convoke spell (CR 702.51a) with the tapped Saint Traft: the cast trigger
    untaps it; Kasla's "another spell that has convoke" scries 2 and draws. A spell without
    convoke triggers neither."""
    game = table(RECORDS, PlayerSpec(hand=("Test Plain", "Test Convoke"),
                                     battlefield=(P("Saint Traft and Rem Karolus", tapped=True),
                                                  P("Kasla, the Broken Halo"), P("Plains"))),
                 PlayerSpec(), PlayerSpec())
    saint = one(game, "Saint Traft and Rem Karolus")
    hand = len(game.players[0].hand)
    _play(game, "Test Plain")
    assert game.objects[saint].tapped and len(game.players[0].hand) == hand - 1
    _play(game, "Test Convoke")
    assert not game.objects[saint].tapped
    assert len(game.players[0].hand) == hand - 1  # cast one, drew one
    assert not ids(game, "Test Convoke", "hand")
