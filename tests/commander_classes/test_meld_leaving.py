"""A melded permanent leaving the battlefield (CR 712.21): one permanent leaves, two cards
are put into the new zone. "Whenever a creature dies" (Moonlit Wake, CR 700.4) triggers
once; "whenever a creature card is put into an opponent's graveyard from anywhere"
(Profane Memento) triggers twice (the example of CR 712.21); CR 712.21e: counted as
objects it is one, as cards two. CR 712.21a: put into a library, the two cards go there
together (on the bottom with "Put target creature on the bottom of its owner's library",
on top with "Put target creature on top of its owner's library")."""

from __future__ import annotations

from tests.commander_classes._table import advance, compiled, record, settle, table
from tests.commander_classes.test_meld import NAMES, RECORDS
from tests.rules.helpers import ids, one

from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

MURDER = record("Murder", "{1}{B}{B}", "Instant", "Destroy target creature.")
PORTAL = record("The Spot's Portal", "{2}{B}", "Instant",
                "Put target creature on the bottom of its owner's library. You lose 2 life "
                "unless you control a Villain.")
GRIPTIDE = record("Griptide", "{3}{U}", "Instant",
                  "Put target creature on top of its owner's library.")
WAKE = record("Moonlit Wake", "{2}{W}", "Enchantment", "Whenever a creature dies, you gain 1 "
              "life.")
MEMENTO = record("Profane Memento", "{1}", "Artifact",
                 "Whenever a creature card is put into an opponent's graveyard from anywhere, "
                 "you gain 1 life.")
CLOUDSHIFT = record("Cloudshift", "{W}", "Instant", "Exile target creature you control, then "
                    "return that card to the battlefield under your control.")
JOURNEY = record("Otherworldly Journey", "{1}{W}", "Instant — Arcane",
                 "Exile target creature. At the beginning of the next end step, return that "
                 "card to the battlefield under its owner's control with a +1/+1 counter on "
                 "it.")
SWORDS = record("Swords to Plowshares", "{W}", "Instant",
                "Exile target creature. Its controller gains life equal to its power.")
ALL = (*RECORDS, MURDER, PORTAL, GRIPTIDE, WAKE, MEMENTO, CLOUDSHIFT, JOURNEY, SWORDS)
LANDS = tuple(PermanentSpec(n) for n in ("Swamp", "Swamp", "Swamp", "Island", "Plains",
                                         "Plains"))


def _melded(theirs: tuple[PermanentSpec, ...] = (), hand: tuple[str, ...] = ()) -> Game:
    """Four players; Alice's Gisela and Bruna melded into Brisela at her end step, Alice
    holding priority there with the stack empty."""
    game = table(ALL, PlayerSpec(battlefield=(PermanentSpec(NAMES[0]), PermanentSpec(NAMES[1]),
                                              *LANDS), hand=hand),
                 PlayerSpec(battlefield=theirs), PlayerSpec(), PlayerSpec())
    turn = game.turn
    advance(game, lambda g: g.turn != turn or bool(ids(g, NAMES[2])))
    advance(game, lambda g: not g.stack and g.pending is not None and g.pending.player == 0)
    assert game.step == "end"
    return game


def _cast(game: Game, name: str) -> None:
    game.apply(CastSpell(one(game, name, "hand"), targets=((one(game, NAMES[2]),),)))
    settle(game)  # the triggered abilities too


def test_the_records_compile() -> None:
    compiled(MURDER, PORTAL, GRIPTIDE, WAKE, MEMENTO, CLOUDSHIFT, JOURNEY, SWORDS)


def test_one_creature_dies_two_cards_reach_the_graveyard() -> None:
    """CR 712.21 (its example), 700.4: Brisela destroyed: Bob's Moonlit Wake ("whenever a
    creature dies") gains him 1 life, his Profane Memento ("whenever a creature card is put
    into an opponent's graveyard from anywhere") 2; both cards are in Alice's graveyard."""
    game = _melded((PermanentSpec("Moonlit Wake"), PermanentSpec("Profane Memento")),
                   ("Murder",))
    before = game.players[1].life
    _cast(game, "Murder")
    assert one(game, NAMES[0], "graveyard") and one(game, NAMES[1], "graveyard")
    assert game.players[1].life == before + 3
    assert not ids(game, NAMES[2], "graveyard")


def test_murder_itself_is_no_creature_card() -> None:
    """The Memento counts creature cards only: Murder put into Alice's graveyard as it
    resolves (CR 608.2n) gives nothing; with no melded permanent around (Bruna alone,
    never melded), one creature dies and one card: 1 + 1."""
    game = table(ALL, PlayerSpec(battlefield=(PermanentSpec(NAMES[1]), *LANDS),
                                 hand=("Murder",)),
                 PlayerSpec(battlefield=(PermanentSpec("Moonlit Wake"),
                                         PermanentSpec("Profane Memento"))),
                 PlayerSpec(), PlayerSpec())
    before = game.players[1].life
    game.apply(CastSpell(one(game, "Murder", "hand"), targets=((one(game, NAMES[1]),),)))
    settle(game)  # the triggered abilities too
    assert game.players[1].life == before + 2


def test_both_cards_go_to_the_bottom_of_the_library() -> None:
    """CR 712.21a: "Put target creature on the bottom of its owner's library" puts both cards
    on the bottom (the melded permanent's owner's library, not one on top); Alice, with no
    Villain, loses 2 life."""
    game = _melded(hand=("The Spot's Portal",))
    life = game.players[0].life
    _cast(game, "The Spot's Portal")
    library = game.players[0].library
    assert {game.objects[oid].name for oid in library[:2]} == set(NAMES[:2])
    assert game.players[0].life == life - 2


def test_both_cards_go_on_top_of_the_library() -> None:
    """CR 712.21a: "Put target creature on top of its owner's library": the two cards are the
    top two."""
    game = _melded(hand=("Griptide",))
    _cast(game, "Griptide")
    library = game.players[0].library
    assert {game.objects[oid].name for oid in library[-2:]} == set(NAMES[:2])
    assert not ids(game, NAMES[2])


def test_cloudshift_returns_both_cards() -> None:
    """CR 712.21c, 400.7: "Exile target creature you control, then return that card to the
    battlefield under your control": Gisela and Bruna both return, two permanents (not
    melded again: the meld trigger is this end step's, already resolved)."""
    game = _melded(hand=("Cloudshift",))
    _cast(game, "Cloudshift")
    assert one(game, NAMES[0]) and one(game, NAMES[1]) and not ids(game, NAMES[2])
    assert not ids(game, NAMES[0], "exile") and not ids(game, NAMES[1], "exile")
    assert all(game.objects[one(game, n)].controller == 0 for n in NAMES[:2])


def test_otherworldly_journey_returns_both_with_a_counter_each() -> None:
    """CR 712.21c (its example): Otherworldly Journey exiles Brisela; at the beginning of the
    next end step (Bob's turn) Gisela and Bruna are both returned under their owner's
    control, each with a +1/+1 counter."""
    game = _melded(hand=("Otherworldly Journey",))
    _cast(game, "Otherworldly Journey")
    assert one(game, NAMES[0], "exile") and one(game, NAMES[1], "exile")
    turn = game.turn
    advance(game, lambda g: g.turn != turn and bool(ids(g, NAMES[0])) and not g.stack)
    assert game.active == 1 and game.step == "end"
    for name in NAMES[:2]:
        obj = game.objects[one(game, name)]
        assert obj.controller == 0 and obj.counter("+1/+1") == 1


def test_swords_reads_the_melded_permanent_once() -> None:
    """CR 712.21c, 608.2h: Swords to Plowshares on Brisela: both cards exiled; its
    controller gains life equal to its power once (9, the permanent as it last existed),
    not once per card."""
    game = _melded(hand=("Swords to Plowshares",))
    life = game.players[0].life
    _cast(game, "Swords to Plowshares")
    assert one(game, NAMES[0], "exile") and one(game, NAMES[1], "exile")
    assert game.players[0].life == life + 9
