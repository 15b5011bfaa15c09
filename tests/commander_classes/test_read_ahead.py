"""Read ahead (CR 702.155, 714.3a): "As a Saga with the read ahead ability enters the
battlefield, its controller chooses a number from one to that Saga's final chapter number.
That Saga enters the battlefield with the chosen number of lore counters on it"; "Chapter
abilities of this Saga can't trigger the turn it entered the battlefield unless it has
exactly the number of lore counters on it specified in the chapter symbol of that ability."

Love Song of Night and Day (CMM): cast and choosing chapter I, II or III; put onto the
battlefield by an effect (Sun Titan: the choice is still made, CR 614.1c); lore counters
added later the same turn (only a chapter equal to the new count triggers) and on a later
turn (CR 714.3b, 714.2b as usual); the final-chapter sacrifice (CR 714.4)."""

from __future__ import annotations

import pytest
from tests.commander_classes._table import advance, compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

LOVE_SONG = record(
    "Love Song of Night and Day", "{2}{W}", "Enchantment — Saga",
    "Read ahead (Choose a chapter and start with that many lore counters. Add one after your "
    "draw step. Skipped chapters don't trigger. Sacrifice after III.)\nI — You and target "
    "opponent each draw two cards.\nII — Create a 1/1 white Bird creature token with "
    "flying.\nIII — Put a +1/+1 counter on each of up to two target creatures.")
TITAN = record("Sun Titan", "{4}{W}{W}", "Creature — Giant",
               "Vigilance\nWhenever this creature enters or attacks, you may return target "
               "permanent card with mana value 3 or less from your graveyard to the battlefield.",
               "6", "6")
ELDER_WAR = record(
    "The Elder Dragon War", "{2}{R}{R}", "Enchantment — Saga",
    "Read ahead (Choose a chapter and start with that many lore counters. Add one after your "
    "draw step. Skipped chapters don't trigger. Sacrifice after III.)\nI — This Saga deals 2 "
    "damage to each creature and each opponent.\nII — Discard any number of cards, then draw "
    "that many cards.\nIII — Create a 4/4 red Dragon creature token with flying.")
SURGE = record("Lore Surge", "{0}", "Instant",
               "Put two lore counters on target Saga you control.")
"""(A test card: two lore counters at once, the same turn the Saga entered.)"""
RECORDS = (LOVE_SONG, TITAN, ELDER_WAR, SURGE)
PLAINS = tuple(PermanentSpec("Plains") for _ in range(6))


def test_the_records_compile() -> None:
    """Read ahead is honoured: the two Sagas compile."""
    compiled(LOVE_SONG, ELDER_WAR)


def _run(game: Game, chapter: int | None, limit: int = 80) -> list[str]:
    """Answer the read-ahead question with ``chapter`` (the first legal answer for other
    decisions) and pass until the stack is empty; the rules of the decisions met."""
    rules: list[str] = []
    for _ in range(limit):
        d = game.pending
        assert d is not None
        if d.kind == "priority" and not game.stack:
            return rules
        rules.append(d.rule)
        if d.rule == "CR 702.155b":
            assert d.options == (1, 2, 3) and d.player == 0
            game.apply(Choose(chapter))
        elif d.kind == "yes_no":
            game.apply(Choose(True))
        elif d.kind == "trigger_targets":  # the most targets offered
            game.apply(Choose(max(d.options, key=lambda o: sum(map(len, o)))))
        else:
            game.apply(PassPriority() if d.kind == "priority" else game.legal_actions()[0])
    raise AssertionError("never settled")


def _cast(chapter: int) -> Game:
    game = table(RECORDS, PlayerSpec(hand=("Love Song of Night and Day",), battlefield=(
        *PLAINS, PermanentSpec("Grizzly Bears"))), PlayerSpec(), PlayerSpec())
    game.apply(CastSpell(one(game, "Love Song of Night and Day", "hand")))
    assert "CR 702.155b" in _run(game, chapter)
    return game


def _birds(game: Game) -> int:
    return len(ids(game, "Bird"))


def test_chapter_two_chosen_skips_chapter_one() -> None:
    """CR 702.155a-b: entering with two lore counters, only chapter II triggers: a Bird,
    and nobody draws (chapter I was skipped)."""
    game = _cast(2)
    song = one(game, "Love Song of Night and Day")
    assert game.objects[song].counter("lore") == 2
    assert _birds(game) == 1
    assert len(game.players[0].hand) == 0 and len(game.players[1].hand) == 0


def test_chapter_one_chosen_plays_as_usual() -> None:
    """Choosing one: chapter I triggers (Alice and the target opponent draw two); the next
    turn's lore counter triggers chapter II (CR 714.3b, 714.2b)."""
    game = _cast(1)
    assert len(game.players[0].hand) == 2
    assert sum(len(p.hand) for p in game.players[1:]) == 2
    assert _birds(game) == 0
    song = one(game, "Love Song of Night and Day")
    assert game.objects[song].counter("lore") == 1


def test_chapter_three_chosen_triggers_the_final_chapter_then_sacrifices() -> None:
    """Choosing three: only chapter III (a +1/+1 counter on the Bears), then the Saga is
    sacrificed (CR 714.4): no Bird, no cards drawn."""
    game = _cast(3)
    assert _birds(game) == 0 and len(game.players[0].hand) == 0
    assert game.objects[one(game, "Grizzly Bears")].counter("+1/+1") == 1
    assert not ids(game, "Love Song of Night and Day")
    assert ids(game, "Love Song of Night and Day", "graveyard")


def _two_lore(game: Game) -> None:
    """Alice casts the (test) instant putting two lore counters on her Saga."""
    song = one(game, "Love Song of Night and Day")
    game.apply(CastSpell(one(game, "Lore Surge", "hand"), targets=((song,),)))
    _run(game, None)


def _with_surge(chapter: int) -> Game:
    game = table(RECORDS, PlayerSpec(hand=("Love Song of Night and Day", "Lore Surge"),
                                     battlefield=(*PLAINS, PermanentSpec("Grizzly Bears"))),
                 PlayerSpec(), PlayerSpec())
    game.apply(CastSpell(one(game, "Love Song of Night and Day", "hand")))
    _run(game, chapter)
    return game


def test_lore_added_the_same_turn_triggers_only_the_exact_chapter() -> None:
    """CR 702.155a: entered with one counter this turn, two more lore counters at once make
    three: chapter III triggers, chapter II doesn't (it would on a later turn, CR 714.2b)."""
    game = _with_surge(1)
    _two_lore(game)
    assert _birds(game) == 0
    assert game.objects[one(game, "Grizzly Bears")].counter("+1/+1") == 1


def test_lore_added_on_a_later_turn_triggers_every_chapter_passed() -> None:
    """The rule applies only the turn it entered: on Bob's turn, Alice's Saga (entered at
    chapter I on her turn) gets two lore counters at once: chapters II and III both trigger
    (CR 714.2b), a Bird and the +1/+1 counter."""
    game = _with_surge(1)
    advance(game, lambda g: g.active == 1 and g.step == "main1" and not g.stack
            and g.pending is not None and g.pending.kind == "priority"
            and g.pending.player == 0)
    song = one(game, "Love Song of Night and Day")
    assert game.objects[song].counter("lore") == 1 and _birds(game) == 0
    _two_lore(game)
    assert _birds(game) == 1
    assert game.objects[one(game, "Grizzly Bears")].counter("+1/+1") == 1


@pytest.mark.parametrize(("chapter", "birds", "drawn"), [(1, 0, 2), (2, 1, 0)])
def test_put_onto_the_battlefield_by_an_effect_still_chooses(chapter: int, birds: int,
                                                             drawn: int) -> None:
    """CR 614.1c, 702.155b: Sun Titan returns the Saga from Alice's graveyard; she still
    chooses the chapter, and only that chapter triggers."""
    game = table(RECORDS, PlayerSpec(hand=("Sun Titan",), graveyard=(
        "Love Song of Night and Day",), battlefield=PLAINS), PlayerSpec(), PlayerSpec())
    game.apply(CastSpell(one(game, "Sun Titan", "hand")))
    assert "CR 702.155b" in _run(game, chapter)
    song = one(game, "Love Song of Night and Day")
    assert game.objects[song].counter("lore") == chapter
    assert _birds(game) == birds
    assert len(game.players[0].hand) == drawn


def test_read_ahead_a_static_gives_stays_a_gap() -> None:
    """"Sagas you control have read ahead" (Barbara Wright): the engine reads read ahead
    from the Saga's own keywords only, so the grant keeps the card unplayable."""
    from grimoire.oracle.compiler import compile_source
    from grimoire.oracle.coverage import card_is_compiled
    barbara = record("Barbara Wright", "{1}{W}", "Legendary Creature — Human Advisor",
                     "History Teacher — Sagas you control have read ahead. (As a Saga enters, "
                     "choose a chapter and start with that many lore counters. Skipped chapters "
                     "don't trigger.)\nDoctor's companion (You can have two commanders if the "
                     "other is the Doctor.)", "1", "3")
    assert not card_is_compiled([compile_source(barbara)])
