"""Named choices made by each opponent, then instructions for each player who chose a word
(CR 101.4: in APNAP order, each knowing the earlier choices; CR 608.2c: the instructions in
the order written): Master of Ceremonies ("each opponent chooses money, friends, or secrets.
For each player who chose money, you and that player each create a Treasure token. ...").
Four-player games, since each opponent chooses."""

from __future__ import annotations

from tests.commander_classes._table import advance, compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.oracle.compiler import compile_source
from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules import query
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
MASTER = record("Master of Ceremonies", "{3}{W}", "Creature — Rhino Druid",
                "At the beginning of your upkeep, each opponent chooses money, friends, or "
                "secrets. For each player who chose money, you and that player each create a "
                "Treasure token. For each player who chose friends, you and that player each "
                "create a 1/1 green and white Citizen creature token. For each player who "
                "chose secrets, you and that player each draw a card.", "3", "4")
GIFT = record("Test Gift", "{U}", "Instant",
              "Each opponent chooses cards or life. For each player who chose cards, that "
              "player draws a card. For each player who chose life, you gain 2 life.")
DILEMMA = record("Prisoner's Dilemma", "{3}{R}{R}", "Sorcery",
                 "Each opponent secretly chooses silence or snitch, then the choices are "
                 "revealed. If each opponent chose silence, Prisoner's Dilemma deals 4 damage "
                 "to each of them. If each opponent chose snitch, Prisoner's Dilemma deals 8 "
                 "damage to each of them. Otherwise, Prisoner's Dilemma deals 12 damage to each "
                 "opponent who chose silence.\nFlashback {5}{R}{R}")
SPOTLIGHT = record("Seize the Spotlight", "{2}{R}", "Sorcery",
                   "Each opponent chooses fame or fortune. For each player who chose fame, gain "
                   "control of a creature that player controls until end of turn. Untap those "
                   "creatures and they gain haste until end of turn. For each player who chose "
                   "fortune, you draw a card and create a Treasure token.")


def test_the_records_compile() -> None:
    """The class compiles; secret choices (Prisoner's Dilemma) stay not understood."""
    compiled(MASTER, GIFT, SPOTLIGHT)
    assert not card_is_compiled([compile_source(DILEMMA)])


def _choose(game: Game, words: dict[int, str], pick: tuple[int, ...] = (),
            offered: list[tuple[int, set[object]]] | None = None) -> list[int]:
    """Resolve the stack, each opponent choosing as ``words`` says (and the controller
    choosing each object of ``pick`` when offered, the offers noted in ``offered``); the
    choosers in order."""
    order: list[int] = []
    while game.stack or (game.pending is not None and game.pending.kind != "priority"):
        pending = game.pending
        assert pending is not None
        if pending.kind == "choose_mode" and pending.rule == "CR 101.4":
            order.append(pending.player)
            game.apply(Choose(words[pending.player]))
        elif pending.kind != "priority" and any(o in pending.options for o in pick):
            if offered is not None:
                offered.append((pending.player, set(pending.options)))
            game.apply(Choose((next(o for o in pick if o in pending.options),)))
        elif pending.kind == "priority":
            game.apply(PassPriority())
        else:
            game.apply(game.legal_actions()[0])
    return order


def _upkeep(players: int = 4, lost: int | None = None) -> Game:
    specs = [PlayerSpec() for _ in range(players)]
    specs[0] = PlayerSpec(battlefield=(P("Master of Ceremonies"),))
    game = table((MASTER,), *specs, active=players - 1, step="main2")
    if lost is not None:
        game.players[lost].lost = True
    advance(game, lambda g: g.pending is not None and g.pending.rule == "CR 101.4")
    return game


def _hands(game: Game) -> list[int]:
    return [len(p.hand) for p in game.players]


def _owned(game: Game, name: str) -> list[int]:
    return sorted(game.objects[o].controller for o in ids(game, name))


def test_each_opponent_chooses_in_apnap_order_and_each_word_pays_both() -> None:
    """CR 101.4: on Alice's upkeep Bob, Carol and Dave choose in that order. Bob: money (a
    Treasure each for Alice and Bob), Carol: secrets (both draw), Dave: friends (a Citizen
    each for Alice and Dave)."""
    game = _upkeep()
    before = _hands(game)
    order = _choose(game, {1: "money", 2: "secrets", 3: "friends"})
    assert order == [1, 2, 3]
    assert _owned(game, "Treasure") == [0, 1]
    assert _owned(game, "Citizen") == [0, 3]
    assert [a - b for a, b in zip(_hands(game), before, strict=True)] == [1, 0, 1, 0]


def test_the_same_word_twice_pays_the_controller_twice() -> None:
    """CR 608.2c: "for each player who chose money": two such players, two Treasures for
    Alice, one each for them; nobody chose secrets, so nobody draws."""
    game = _upkeep()
    before = _hands(game)
    _choose(game, {1: "money", 2: "money", 3: "friends"})
    assert _owned(game, "Treasure") == [0, 0, 1, 2]
    assert _owned(game, "Citizen") == [0, 3]
    assert _hands(game) == before


def test_a_player_who_left_the_game_chooses_nothing() -> None:
    """CR 800.4a: Carol has left the game: only Bob and Dave choose, and nothing is done for
    her."""
    game = _upkeep(lost=2)
    order = _choose(game, {1: "secrets", 3: "secrets"})
    assert order == [1, 3]
    assert not ids(game, "Treasure") and not ids(game, "Citizen")


def test_two_players() -> None:
    """With one opponent, Bob alone chooses; friends: a Citizen each."""
    game = _upkeep(players=2)
    assert _choose(game, {1: "friends"}) == [1]
    assert _owned(game, "Citizen") == [0, 1]


def test_on_another_players_turn_the_active_player_chooses_first() -> None:
    """CR 101.4: Alice casts an instant on Carol's turn: Carol (the active player) chooses
    first, then Dave, then Bob; "that player" is each chooser, "you" stays Alice."""
    specs = [PlayerSpec() for _ in range(4)]
    specs[0] = PlayerSpec(hand=("Test Gift",), battlefield=(P("Island"),))
    game = table((GIFT,), *specs, active=2)
    game.apply(PassPriority())
    advance(game, lambda g: g.pending is not None and g.pending.player == 0
            and g.pending.kind == "priority")
    before = _hands(game)
    game.apply(CastSpell(one(game, "Test Gift", "hand")))
    order = _choose(game, {2: "cards", 3: "life", 1: "cards"})
    assert order == [2, 3, 1]
    assert [a - b for a, b in zip(_hands(game), before, strict=True)] == [-1, 1, 1, 0]
    assert game.players[0].life == 22


def _spotlight(dave_creature: bool = False) -> Game:
    specs = [PlayerSpec() for _ in range(4)]
    specs[0] = PlayerSpec(hand=("Seize the Spotlight",), battlefield=(
        P("Mountain"), P("Mountain"), P("Mountain")))
    specs[1] = PlayerSpec(battlefield=(P("Grizzly Bears", tapped=True), P("Hill Giant")))
    if dave_creature:
        specs[3] = PlayerSpec(battlefield=(P("Serra Angel", tapped=True),))
    game = table((SPOTLIGHT,), *specs)
    game.apply(CastSpell(one(game, "Seize the Spotlight", "hand")))
    return game


def test_fame_takes_a_creature_of_that_players_untapped_with_haste() -> None:
    """Bob chooses fame: Alice chooses one of his creatures (no target, CR 608.2d), the
    tapped Bears; she controls it until end of turn, untapped, with haste. Carol chooses
    fortune: Alice draws a card and creates a Treasure. Dave's fame takes nothing (he controls
    no creature)."""
    game = _spotlight()
    bears = one(game, "Grizzly Bears")
    before = len(game.players[0].hand)
    offered: list[tuple[int, set[object]]] = []
    order = _choose(game, {1: "fame", 2: "fortune", 3: "fame"}, pick=(bears,), offered=offered)
    assert order == [1, 2, 3]
    assert offered == [(0, {bears, one(game, "Hill Giant")})]  # Alice chooses, Bob's only
    obj = game.objects[bears]
    assert obj.controller == 0 and not obj.tapped
    assert "haste" in query.keywords(game, obj)
    assert game.objects[one(game, "Hill Giant")].controller == 1
    assert len(game.players[0].hand) == before + 1
    assert _owned(game, "Treasure") == [0]
    advance(game, lambda g: g.active == 1)
    assert game.objects[bears].controller == 1  # until end of turn (CR 514.2)


def test_two_players_chose_fame_both_creatures_are_untapped() -> None:
    """Bob and Dave choose fame: Alice takes the Bears and the Serra Angel; "Untap those
    creatures": both, gathered over the two rounds; nobody chose fortune: no card."""
    game = _spotlight(dave_creature=True)
    bears, angel = one(game, "Grizzly Bears"), one(game, "Serra Angel")
    before = len(game.players[0].hand)
    _choose(game, {1: "fame", 2: "fame", 3: "fame"}, pick=(bears, angel))
    for oid in (bears, angel):
        assert game.objects[oid].controller == 0 and not game.objects[oid].tapped
        assert "haste" in query.keywords(game, game.objects[oid])
    assert len(game.players[0].hand) == before and not ids(game, "Treasure")
