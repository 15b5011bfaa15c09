"""A search for a list of different cards, each found once (CR 701.19a: the cards found must
match what is searched for; CR 701.19b: a search for cards with a stated quality may find
fewer; CR 701.16a: revealed; CR 701.20a: then shuffle): "Search your library for a Plains card,
an Island card, a Swamp card, and a Mountain card. Reveal those cards, put them into your
hand, then shuffle." (Shard Convergence, Naya Domain), Gem of Becoming's three lands,
Conflux's five colours."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import events as ev
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

SHARD = record("Shard Convergence", "{3}{G}", "Sorcery",
               "Search your library for a Plains card, an Island card, a Swamp card, and a "
               "Mountain card. Reveal those cards, put them into your hand, then shuffle.")
GEM = record("Gem of Becoming", "{3}", "Artifact",
             "{3}, {T}, Sacrifice this artifact: Search your library for an Island card, a "
             "Swamp card, and a Mountain card. Reveal those cards, put them into your hand, "
             "then shuffle.")
CONFLUX = record("Conflux", "{3}{W}{U}{B}{R}{G}", "Sorcery",
                 "Search your library for a white card, a blue card, a black card, a red card, "
                 "and a green card. Reveal those cards, put them into your hand, then shuffle.")
RECORDS = (SHARD, GEM, CONFLUX)


def test_the_records_compile() -> None:
    """The three cards compile with nothing the engine ignores."""
    compiled(*RECORDS)


def _cast_shard(library: tuple[str, ...]) -> tuple[Game, list[str]]:
    alice = PlayerSpec(battlefield=tuple(PermanentSpec("Forest") for _ in range(4)),
                       hand=("Shard Convergence",), library=library)
    game = table(RECORDS, alice, PlayerSpec(), PlayerSpec())
    game.apply(CastSpell(one(game, "Shard Convergence", "hand")))
    offered: list[str] = []
    for _ in range(40):
        assert game.pending is not None
        if game.pending.kind == "priority":
            if not game.stack:
                return game, offered
            game.apply(PassPriority())
            continue
        options = game.pending.options
        offered.append(",".join(sorted(game.objects[o].name for o in options  # type: ignore[index]
                                       if o in game.objects)))
        game.apply(game.legal_actions()[-1])  # (a card, not "find nothing")
    raise AssertionError("never resolved")


def test_one_of_each_basic_type() -> None:
    """Four searches, one card of each named type to the hand; the library is shuffled once
    (CR 701.20a) and the Forests stay in it."""
    library = ("Forest", "Plains", "Island", "Swamp", "Mountain") * 3
    game, offered = _cast_shard(library)
    hand = sorted(game.objects[o].name for o in game.players[0].hand)
    assert hand == ["Island", "Mountain", "Plains", "Swamp"]
    assert len(game.players[0].library) == 11
    assert sum(1 for e in game.events if isinstance(e, ev.Shuffled)) == 1
    assert all(set(names.split(",")) <= {"Plains", "Island", "Swamp", "Mountain"}
               for names in offered if names)


def test_each_search_reveals_and_goes_to_hand() -> None:
    """CR 701.16a: each card found is revealed and put into the hand, then one shuffle."""
    spell = compile_source(SHARD).spell
    assert spell is not None and isinstance(spell.effect, ir.Sequence)
    *searches, last = spell.effect.steps
    assert isinstance(last, ir.Shuffle) and len(searches) == 4
    assert all(isinstance(s, ir.SearchLibrary) and s.reveal and s.destination == "hand"
               for s in searches)
    assert [s.filter.subtypes_any for s in searches if isinstance(s, ir.SearchLibrary)] == [
        ("Plains",), ("Island",), ("Swamp",), ("Mountain",)]


def test_a_missing_type_is_not_found() -> None:
    """No Swamp in the library: the other three are found (CR 701.19b: a search for a card
    with a stated quality may find nothing)."""
    library = ("Forest", "Plains", "Island", "Mountain") * 3
    game, _ = _cast_shard(library)
    hand = sorted(game.objects[o].name for o in game.players[0].hand)
    assert hand == ["Island", "Mountain", "Plains"]
