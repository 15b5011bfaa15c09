"""Parley: "each player reveals the top card of their library. For each [non]land card
revealed this way, <effect>. Then each player draws a card." (Phabine, Boss's Confidant;
Cutthroat Negotiator), with the count as an amount ("creatures you control get +1/+1 until
end of turn for each nonland card revealed this way").

Expectations from CR 701.16a (each player reveals their top card; it stays there, so the
card each player then draws is the one revealed, Selvala's ruling on the same wording),
608.2c (the count is the cards revealed by this ability, as it resolves), 111.1 and 613.4c
(the tokens made first get the boost too: "Then creatures you control get +1/+1"), 302.6
with Phabine's "Creature tokens you control have haste" (702.10)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, settle, table
from tests.rules.helpers import ids, one

from grimoire.rules import query
from grimoire.rules.actions import ActivateAbility, Choose, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
PHABINE = record("Phabine, Boss's Confidant", "{3}{R}{G}{W}", "Legendary Creature — Cat Advisor",
                 "Creature tokens you control have haste.\nParley — At the beginning of combat "
                 "on your turn, each player reveals the top card of their library. For each "
                 "land card revealed this way, you create a 1/1 green and white Citizen "
                 "creature token. Then creatures you control get +1/+1 until end of turn for "
                 "each nonland card revealed this way. Then each player draws a card.", "3", "6")
NEGOTIATOR = record("Cutthroat Negotiator", "{2}{U}{R}", "Creature — Orc Pirate",
                    "Parley — Whenever this creature attacks, each player reveals the top card "
                    "of their library. For each nonland card revealed this way, you create a "
                    "tapped Treasure token. Then each player draws a card.", "4", "3")
BEARS = record("Test Bears", "{1}{G}", "Creature — Bear", "", "2", "2")
OONA = record("Oona, Queen of the Fae", "{3}{U/B}{U/B}{U/B}", "Legendary Creature — Faerie Wizard",
              "Flying\n{X}{U/B}: Choose a color. Target opponent exiles the top X cards of their "
              "library. For each card of the chosen color exiled this way, create a 1/1 blue "
              "and black Faerie Rogue creature token with flying.", "5", "5")
RECORDS = (PHABINE, NEGOTIATOR, BEARS, OONA)


def _players(tops: tuple[str, ...], battlefield: tuple[PermanentSpec, ...]) -> list[PlayerSpec]:
    """A player per top card (their whole library that card), the first with
    ``battlefield``."""
    return [PlayerSpec(battlefield=battlefield if i == 0 else (), library=(top,) * 10)
            for i, top in enumerate(tops)]


def _combat(game: Game) -> None:
    """Pass until the beginning of combat trigger has resolved (the stack empty again)."""
    for _ in range(40):
        assert game.pending is not None
        if game.step == "beginning_of_combat" and not game.stack and \
                game.pending.kind == "priority" and game.players[0].hand:
            return  # (the draw, the ability's last instruction, happened)
        game.apply(PassPriority() if game.pending.kind == "priority"
                   else game.legal_actions()[0])
    raise AssertionError("no combat")


def test_the_records_compile() -> None:
    """Every card compiles with nothing the engine ignores."""
    compiled(*RECORDS)


def test_phabine_counts_lands_and_nonlands_revealed_by_four_players() -> None:
    """CR 701.16a, 608.2c: Alice and Carol reveal a Forest, Bob and Dan a Test Bears: two
    Citizens, then every creature Alice controls gets +2/+2 until end of turn (the new
    Citizens too: 3/3, with haste from Phabine); then each player draws the card they
    revealed."""
    specs = _players(("Forest", "Test Bears", "Forest", "Test Bears"),
                     (P("Phabine, Boss's Confidant"), P("Test Bears")))
    game = table(RECORDS, *specs, step="main1")
    _combat(game)
    citizens = [game.objects[o] for o in ids(game, "Citizen")]
    assert len(citizens) == 2
    for token in citizens:
        assert (query.power(game, token), query.toughness(game, token)) == (3, 3)
        assert query.has_keyword(game, token, "haste")
    phabine = game.objects[one(game, "Phabine, Boss's Confidant")]
    assert (query.power(game, phabine), query.toughness(game, phabine)) == (5, 8)
    bears = game.objects[one(game, "Test Bears")]
    assert query.power(game, bears) == 4
    assert [len(p.hand) for p in game.players] == [1, 1, 1, 1]  # CR 701.16a: the top card
    assert [game.objects[p.hand[0]].name for p in game.players] == [
        "Forest", "Test Bears", "Forest", "Test Bears"]


def test_phabine_all_lands_no_boost() -> None:
    """Three players reveal lands: three Citizens, no boost (0 nonland cards)."""
    specs = _players(("Forest", "Forest", "Forest"), (P("Phabine, Boss's Confidant"),))
    game = table(RECORDS, *specs, step="main1")
    _combat(game)
    assert len(ids(game, "Citizen")) == 3
    phabine = game.objects[one(game, "Phabine, Boss's Confidant")]
    assert (query.power(game, phabine), query.toughness(game, phabine)) == (3, 6)


def test_the_boost_ends_with_the_turn() -> None:
    """CR 514.2: "until end of turn": the next turn the Citizens are 1/1 again."""
    specs = _players(("Forest", "Test Bears"), (P("Phabine, Boss's Confidant"),))
    game = table(RECORDS, *specs, step="main1")
    _combat(game)
    turn = game.turn
    while game.turn == turn:
        assert game.pending is not None
        game.apply(PassPriority() if game.pending.kind == "priority"
                   else game.legal_actions()[0])
    (citizen,) = [game.objects[o] for o in ids(game, "Citizen")]
    assert query.power(game, citizen) == 1


def test_cutthroat_negotiator_makes_tapped_treasures_for_nonlands() -> None:
    """CR 701.16a, 608.2c: attacking, two of three players reveal nonland cards: two
    tapped Treasures for its controller; everyone draws."""
    specs = _players(("Test Bears", "Forest", "Test Bears"), (P("Cutthroat Negotiator"),))
    game = table(RECORDS, *specs, step="beginning_of_combat")
    for _ in range(20):
        assert game.pending is not None
        if game.pending.kind == "declare_attackers":
            break
        game.apply(PassPriority())
    game.apply(DeclareAttackers(((one(game, "Cutthroat Negotiator"), Seat(1)),)))
    settle(game)
    treasures = [game.objects[o] for o in ids(game, "Treasure")]
    assert len(treasures) == 2 and all(t.tapped for t in treasures)
    assert all(t.controller == 0 for t in treasures)
    assert [len(p.hand) for p in game.players] == [1, 1, 1]


def test_oona_two_colored_tokens_for_each_card_of_the_chosen_color() -> None:
    """The same "For each <card> ... this way, create <token>" with a two-colored token
    ("a 1/1 blue and black Faerie Rogue": one token, not two instructions): X = 3, Bob
    exiles his top three cards, two green (Test Bears) and a land; green chosen, two
    flying Faerie Rogues, blue and black (CR 608.2c, 105.2)."""
    alice = PlayerSpec(battlefield=(P("Oona, Queen of the Fae"),
                                    *(P("Island") for _ in range(4))))
    bob = PlayerSpec(library=("Forest", "Test Bears", "Test Bears") * 3)
    game = table(RECORDS, alice, bob)
    oona = one(game, "Oona, Queen of the Fae")
    game.apply(ActivateAbility(oona, 1, ((Seat(1),),), x=3))
    for _ in range(20):
        pending = game.pending
        assert pending is not None
        if pending.kind == "choose_color":
            game.apply(Choose("G"))
        elif pending.kind == "priority" and not game.stack:
            break
        else:
            game.apply(PassPriority() if pending.kind == "priority"
                       else game.legal_actions()[0])
    exiled = [game.objects[o].name for o in game.exile]
    assert sorted(exiled) == ["Forest", "Test Bears", "Test Bears"]
    rogues = [game.objects[o] for o in ids(game, "Faerie Rogue")]
    assert len(rogues) == 2
    assert all(query.has_keyword(game, r, "flying") and set(r.info.colors) == {"U", "B"}
               for r in rogues)
