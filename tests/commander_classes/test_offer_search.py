"""A tempting offer whose offer is a search — "Each opponent may search their library for a
land card and put it onto the battlefield. For each opponent who searches a library this
way, search your library for a land card and put it onto the battlefield. Then each player
who searched a library this way shuffles." (Tempt with Discovery).

The rulings (2013-10-17): the opponents decide in turn order, starting with the opponent on
the controller's left; then the effect happens for each who accepted; then it happens again
for the controller once per opponent who accepted. CR 701.19a/b: a player who searches for
a card with a stated quality may find nothing and still has searched; CR 701.20a: the
players who searched shuffle (an opponent who declined searched nothing and doesn't)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import events as ev
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

DISCOVERY = record(
    "Tempt with Discovery", "{3}{G}", "Sorcery",
    "Tempting offer — Search your library for a land card and put it onto the battlefield. "
    "Each opponent may search their library for a land card and put it onto the battlefield. "
    "For each opponent who searches a library this way, search your library for a land card "
    "and put it onto the battlefield. Then each player who searched a library this way "
    "shuffles.")
RECORDS = (DISCOVERY,)
P = PermanentSpec


def test_it_compiles_as_one_offer_node() -> None:
    """The card compiles with nothing ignored; the offer and its reward are one node."""
    compiled(*RECORDS)
    spell = compile_source(DISCOVERY).spell
    assert spell is not None and isinstance(spell.effect, ir.Sequence)
    assert isinstance(spell.effect.steps[-1], ir.OfferEach)


def test_the_searched_reward_needs_a_search_offer() -> None:
    """ "For each opponent who searches a library this way" after an offer that is not a
    search names nothing: the card stays uncompiled (no guess)."""
    odd = record("Odd Offer", "{1}", "Sorcery", "Each opponent may draw a card. For each "
                 "opponent who searches a library this way, draw a card.")
    assert any(isinstance(n, ir.Unimplemented)
               for n in ir.iter_nodes(compile_source(odd).spell))


def _resolve(game: Game, answers: dict[int, bool], finds: dict[int, bool]) -> list[int]:
    """Pass until the stack is empty, answering offers by seat and each search by taking
    the first card offered (or none, when ``finds`` says so); returns the searchers."""
    searchers: list[int] = []
    for _ in range(300):
        d = game.pending
        assert d is not None
        if d.kind == "priority" and not game.stack:
            return searchers
        if d.kind == "yes_no" and d.prompt == "accept the offer?":
            game.apply(Choose(answers[d.player]))
        elif d.kind == "choose_objects" and d.prompt == "search your library":
            searchers.append(d.player)
            game.apply(Choose(d.options[:1] if finds.get(d.player, True) else ()))
        elif d.kind == "priority":
            game.apply(PassPriority())
        else:
            game.apply(game.legal_actions()[0])
    raise AssertionError("the stack never emptied")


def _lands(game: Game, seat: int) -> int:
    return sum(1 for o in game.objects.values()
               if o.zone == "battlefield" and o.controller == seat)  # (all lands here)


def _start(game: Game) -> dict[int, int]:
    return {seat: _lands(game, seat) for seat in range(len(game.players))}


def _cast(game: Game) -> int:
    game.apply(CastSpell(one(game, "Tempt with Discovery", "hand")))
    return len(game.events)


def _shufflers(game: Game, since: int) -> set[int]:
    return {e.player for e in game.events[since:] if isinstance(e, ev.Shuffled)}


def test_two_acceptances_give_the_controller_three_lands() -> None:
    """Alice casts it; Bob and Dan accept, Carol declines: Alice finds one land, Bob and
    Dan one each, then Alice two more (one per acceptance). Alice, Bob and Dan shuffle;
    Carol searched nothing and doesn't."""
    game = table(RECORDS, PlayerSpec(hand=("Tempt with Discovery",),
                                     battlefield=tuple(P("Forest") for _ in range(4))),
                 PlayerSpec(), PlayerSpec(), PlayerSpec())
    before = _start(game)
    mark = _cast(game)
    searchers = _resolve(game, {1: True, 2: False, 3: True}, {})
    assert sorted(searchers) == [0, 0, 0, 1, 3]
    gained = {seat: _lands(game, seat) - before[seat] for seat in range(4)}
    assert gained == {0: 3, 1: 1, 2: 0, 3: 1}
    assert _shufflers(game, mark) == {0, 1, 3}


def test_an_acceptance_that_finds_nothing_still_counts() -> None:
    """Bob accepts but finds no land (CR 701.19b: he may fail to find one); he still
    searched, so Alice searches again and Bob shuffles. Carol and Dan decline."""
    game = table(RECORDS, PlayerSpec(hand=("Tempt with Discovery",),
                                     battlefield=tuple(P("Forest") for _ in range(4))),
                 PlayerSpec(), PlayerSpec(), PlayerSpec())
    before = _start(game)
    mark = _cast(game)
    _resolve(game, {1: True, 2: False, 3: False}, {1: False})
    gained = {seat: _lands(game, seat) - before[seat] for seat in range(4)}
    assert gained == {0: 2, 1: 0, 2: 0, 3: 0}
    assert _shufflers(game, mark) == {0, 1}


def test_nobody_accepts() -> None:
    """Every opponent declines: Alice finds one land only and only she shuffles."""
    game = table(RECORDS, PlayerSpec(hand=("Tempt with Discovery",),
                                     battlefield=tuple(P("Forest") for _ in range(4))),
                 PlayerSpec(), PlayerSpec(), PlayerSpec())
    before = _start(game)
    mark = _cast(game)
    _resolve(game, {1: False, 2: False, 3: False}, {})
    assert _lands(game, 0) - before[0] == 1
    assert all(_lands(game, s) == before[s] for s in (1, 2, 3))
    assert _shufflers(game, mark) == {0}
