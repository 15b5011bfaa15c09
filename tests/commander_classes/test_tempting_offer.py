"""Offers to each opponent — "Each opponent may <offer>. For each opponent who does,
<reward>." (tempting offer, CR 207.2c; Tempting Contract).

The rulings (Tempt with Immortality, 2013-10-17): the opponents decide in turn order,
starting with the opponent on the controller's left, each knowing the earlier answers; the
effect happens for each who accepted; then it happens again for the controller a number of
times equal to the number of opponents who accepted. CR 608.2c: instructions in order;
CR 800.4a: a player who left the game is not asked."""

from __future__ import annotations

from tests.commander_classes._table import compiled, pass_to, record, table
from tests.rules.helpers import ids, one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

CONTRACT = record("Tempting Contract", "{4}", "Artifact",
                  "At the beginning of your upkeep, each opponent may create a Treasure token. "
                  "For each opponent who does, you create a Treasure token.")
IMMORTALITY = record("Tempt with Immortality", "{4}{B}", "Sorcery",
                     "Tempting offer — Return a creature card from your graveyard to the "
                     "battlefield. Each opponent may return a creature card from their graveyard "
                     "to the battlefield. For each opponent who does, return a creature card "
                     "from your graveyard to the battlefield.")
GLORY = record("Tempt with Glory", "{5}{W}", "Sorcery",
               "Tempting offer — Put a +1/+1 counter on each creature you control. Each opponent "
               "may put a +1/+1 counter on each creature they control. For each opponent who "
               "does, put a +1/+1 counter on each creature you control.")
RECORDS = (CONTRACT, IMMORTALITY, GLORY)
P = PermanentSpec


def test_the_records_compile() -> None:
    """The cards compile with nothing the engine ignores, the offer and its reward as one
    node (the opponents decide before anyone acts)."""
    compiled(*RECORDS)
    spell = compile_source(IMMORTALITY).spell
    assert spell is not None and isinstance(spell.effect, ir.Sequence)
    assert isinstance(spell.effect.steps[-1], ir.OfferEach)


def test_a_sentence_without_its_offer_stays_unplayable() -> None:
    """ "For each opponent who does" with no "each opponent may" before it names nothing: the
    card is not compiled (no guess)."""
    lone = record("Lone Reward", "{1}", "Sorcery", "Draw a card. For each opponent who does, "
                  "draw a card.")
    assert any(isinstance(n, ir.Unimplemented)
               for n in ir.iter_nodes(compile_source(lone).spell))


def _answer_offers(game: Game, answers: dict[int, bool]) -> list[int]:
    """Pass priority until the stack is empty, answering each offer by seat; returns the
    seats asked, in order."""
    asked: list[int] = []
    for _ in range(200):
        d = game.pending
        assert d is not None
        if d.kind == "priority" and not game.stack:
            return asked
        if d.kind == "yes_no" and d.prompt == "accept the offer?":
            asked.append(d.player)
            game.apply(Choose(answers[d.player]))
        elif d.kind == "priority":
            game.apply(PassPriority())
        else:
            game.apply(game.legal_actions()[0])
    raise AssertionError("the stack never emptied")


def _treasures(game: Game, seat: int) -> int:
    return sum(1 for o in ids(game, "Treasure") if game.objects[o].controller == seat)


def test_contract_asks_in_turn_order_and_rewards_each_acceptance() -> None:
    """Alice's upkeep: Bob, Carol, Dan are asked in that order (from her left); Bob and Dan
    accept, Carol declines: Bob and Dan get a Treasure each, Carol none, Alice two."""
    game = table(RECORDS, PlayerSpec(battlefield=(P("Tempting Contract"),)), PlayerSpec(),
                 PlayerSpec(), PlayerSpec(), step="untap")
    pass_to(game, "yes_no", active=0)
    asked = _answer_offers(game, {1: True, 2: False, 3: True})
    assert asked == [1, 2, 3]
    assert [_treasures(game, seat) for seat in range(4)] == [2, 1, 0, 1]


def test_contract_asks_from_the_controllers_left_on_another_turn_order() -> None:
    """Carol controls the Contract: Dan is asked first, then Alice, then Bob; nobody
    accepts: nobody gets a Treasure."""
    game = table(RECORDS, PlayerSpec(), PlayerSpec(),
                 PlayerSpec(battlefield=(P("Tempting Contract"),)), PlayerSpec(),
                 active=2, step="untap")
    pass_to(game, "yes_no", active=2)
    asked = _answer_offers(game, {0: False, 1: False, 3: False})
    assert asked == [3, 0, 1]
    assert [_treasures(game, seat) for seat in range(4)] == [0, 0, 0, 0]


def test_a_player_who_left_is_not_asked() -> None:
    """Dan has left the game (CR 800.4a): only Bob and Carol are asked; both accept: Alice
    gets two Treasures."""
    game = table(RECORDS, PlayerSpec(battlefield=(P("Tempting Contract"),)), PlayerSpec(),
                 PlayerSpec(), PlayerSpec(), step="untap")
    game.players[3].lost = True
    pass_to(game, "yes_no", active=0)
    assert _answer_offers(game, {1: True, 2: True}) == [1, 2]
    assert _treasures(game, 0) == 2 and _treasures(game, 3) == 0


def test_immortality_counts_an_acceptance_that_returned_nothing() -> None:
    """Tempt with Immortality: Alice returns one creature card; Bob accepts and returns his
    Bears; Carol accepts with an empty graveyard; Dan declines. Two acceptances: Alice
    returns two more (the ruling: the number of opponents who accepted), three in all."""
    game = table(RECORDS, PlayerSpec(hand=("Tempt with Immortality",),
                                     battlefield=tuple(P("Swamp") for _ in range(5)),
                                     graveyard=("Hill Giant", "Grizzly Bears", "Serra Angel",
                                                "Hill Giant")),
                 PlayerSpec(graveyard=("Grizzly Bears",)), PlayerSpec(),
                 PlayerSpec(graveyard=("Serra Angel",)))
    game.apply(CastSpell(one(game, "Tempt with Immortality", "hand")))
    assert _answer_offers(game, {1: True, 2: True, 3: False}) == [1, 2, 3]
    on_field = [game.objects[o] for name in ("Hill Giant", "Grizzly Bears", "Serra Angel")
                for o in ids(game, name)]
    by_seat = [sum(1 for o in on_field if o.controller == seat) for seat in range(4)]
    assert by_seat == [3, 1, 0, 0]
    assert len(game.players[3].graveyard) == 1  # Dan declined: his Angel stays


def test_glory_reward_happens_after_the_accepted_offers() -> None:
    """Tempt with Glory: Alice's Bears get a counter, Bob's Bears get one when he accepts,
    then Alice's get one more for Bob's acceptance (two in all); Carol and Dan decline."""
    game = table(RECORDS, PlayerSpec(hand=("Tempt with Glory",), battlefield=(
        P("Grizzly Bears"), *(P("Plains") for _ in range(6)))),
        PlayerSpec(battlefield=(P("Grizzly Bears"),)), PlayerSpec(), PlayerSpec())
    game.apply(CastSpell(one(game, "Tempt with Glory", "hand")))
    _answer_offers(game, {1: True, 2: False, 3: False})
    counters = {game.objects[o].controller: game.objects[o].counter("+1/+1")
                for o in ids(game, "Grizzly Bears")}
    assert counters == {0: 2, 1: 1}
