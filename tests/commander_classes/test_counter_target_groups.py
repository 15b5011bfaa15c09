"""Two groups of "any number of" targets, each with its own counter (CR 115.1d, 115.3,
601.2c, 122.1): "put a +1/+1 counter on each of any number of target creatures and a charge
counter on each of any number of target artifacts" (Filigree Vector). Each group may be
empty; an artifact creature may be chosen in both groups (each "target" is its own
instance, CR 115.3); a target gone by resolution gets nothing, the others still do
(CR 608.2b)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import one

from grimoire.rules import zones
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

VECTOR = record("Filigree Vector", "{3}{W}", "Artifact Creature — Phyrexian Construct",
                "When this creature enters, put a +1/+1 counter on each of any number of target "
                "creatures and a charge counter on each of any number of target artifacts.\n"
                "{1}, {T}, Sacrifice another artifact: Proliferate. (Choose any number of "
                "permanents and/or players, then give each another counter of each kind "
                "already there.)", "1", "1")
MYR = record("Darksteel Myr", "{3}", "Artifact Creature — Myr", "Indestructible", "0", "1")
RELIC = record("Darksteel Relic", "{0}", "Artifact", "Indestructible")
RECORDS = (VECTOR, MYR, RELIC)
PLAINS = tuple(PermanentSpec("Plains") for _ in range(4))


def _enter() -> Game:
    """Alice casts the Vector with her Myr and Relic and Bob's Grizzly Bears around; the
    Vector resolves and its trigger asks for targets."""
    game = table(RECORDS, PlayerSpec(hand=("Filigree Vector",), battlefield=(
        *PLAINS, PermanentSpec("Darksteel Myr"), PermanentSpec("Darksteel Relic"))),
                 PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),)))
    game.apply(CastSpell(one(game, "Filigree Vector", "hand")))
    for _ in range(10):
        assert game.pending is not None
        if game.pending.kind == "trigger_targets":
            return game
        game.apply(PassPriority())
    raise AssertionError("no trigger targets")


def _pick(game: Game, creatures: set[int], artifacts: set[int]) -> None:
    assert game.pending is not None
    combo = next(c for c in game.pending.options  # type: ignore[union-attr]
                 if set(c[0]) == creatures and set(c[1]) == artifacts)  # type: ignore[index]
    game.apply(Choose(combo))  # type: ignore[arg-type]


def _resolve(game: Game) -> None:
    while game.stack:
        game.apply(PassPriority())


def _counters(game: Game, name: str) -> dict[str, int]:
    return dict(game.objects[one(game, name)].counters or {})


def test_the_records_compile() -> None:
    """Every card of the class compiles with nothing the engine ignores."""
    compiled(*RECORDS)


def test_each_group_gets_its_own_counter() -> None:
    """The Bears and the Vector itself get a +1/+1 counter; the Myr (an artifact creature,
    chosen in both groups) and the Relic get a charge counter, the Myr a +1/+1 too."""
    game = _enter()
    bears, vector = one(game, "Grizzly Bears"), one(game, "Filigree Vector")
    myr, relic = one(game, "Darksteel Myr"), one(game, "Darksteel Relic")
    _pick(game, {bears, vector, myr}, {myr, relic})
    _resolve(game)
    assert _counters(game, "Grizzly Bears") == {"+1/+1": 1}
    assert _counters(game, "Filigree Vector") == {"+1/+1": 1}
    assert _counters(game, "Darksteel Myr") == {"+1/+1": 1, "charge": 1}
    assert _counters(game, "Darksteel Relic") == {"charge": 1}


def test_no_targets_in_a_group() -> None:
    """Any number may be zero: no creature chosen, the Relic alone gets its charge
    counter."""
    game = _enter()
    _pick(game, set(), {one(game, "Darksteel Relic")})
    _resolve(game)
    assert _counters(game, "Darksteel Relic") == {"charge": 1}
    assert not _counters(game, "Grizzly Bears") and not _counters(game, "Darksteel Myr")


def test_a_target_gone_the_others_still_get_theirs() -> None:
    """CR 608.2b: the Bears leave before the trigger resolves; the Relic still gets its
    counter."""
    game = _enter()
    bears, relic = one(game, "Grizzly Bears"), one(game, "Darksteel Relic")
    _pick(game, {bears}, {relic})
    zones.move(game, bears, "graveyard")
    _resolve(game)
    assert _counters(game, "Darksteel Relic") == {"charge": 1}
