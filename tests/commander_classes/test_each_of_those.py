"""The instruction done for each of the targets named before (CR 608.2c, 608.2b): "Choose
up to two target creatures you don't control. For each of those creatures, create a token
that's a copy of that creature. Those tokens gain haste. Exile them at the beginning of
the next end step." (Hate Mirage's rulings: one token per still-legal target; the tokens
copy only the copiable values, CR 707.2)."""

from __future__ import annotations

from tests.commander_classes._table import advance, compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.rules import query, zones
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.position import PermanentSpec, PlayerSpec

MIRAGE = record("Hate Mirage", "{3}{R}", "Sorcery",
                "Choose up to two target creatures you don't control. For each of those "
                "creatures, create a token that's a copy of that creature. Those tokens gain "
                "haste. Exile them at the beginning of the next end step.")
TWINFLAME = record("Twinflame", "{1}{R}", "Sorcery",
                   "Strive — This spell costs {2}{R} more to cast for each target beyond the "
                   "first.\nChoose any number of target creatures you control. For each of "
                   "them, create a token that's a copy of that creature, except it has haste. "
                   "Exile those tokens at the beginning of the next end step.")
RECORDS = (MIRAGE, TWINFLAME)
MOUNTAINS = tuple(PermanentSpec("Mountain") for _ in range(4))


def test_the_records_compile() -> None:
    """Every card of this class compiles with nothing the engine ignores."""
    compiled(*RECORDS)


def _cast(game, *targets: int) -> None:  # type: ignore[no-untyped-def]
    game.apply(CastSpell(one(game, "Hate Mirage", "hand"), targets=(targets,)))


def _resolve(game) -> None:  # type: ignore[no-untyped-def]
    while game.stack and game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())


def _tokens(game, seat: int) -> list[int]:  # type: ignore[no-untyped-def]
    return [o for o in game.battlefield if game.objects[o].controller == seat
            and game.objects[o].kind == "token"]


def test_one_hasty_token_copy_for_each_target() -> None:
    """Alice copies Bob's Serra Angel (tapped, with a +1/+1 counter) and Carol's Hill
    Giant: two tokens under her control, untapped, without the counter (CR 707.2), with
    haste; both exiled at the beginning of the next end step."""
    game = table(RECORDS, PlayerSpec(hand=("Hate Mirage",), battlefield=MOUNTAINS),
                 PlayerSpec(battlefield=(PermanentSpec("Serra Angel", tapped=True,
                                                       counters=(("+1/+1", 1),)),)),
                 PlayerSpec(battlefield=(PermanentSpec("Hill Giant"),)))
    angel, giant = one(game, "Serra Angel"), one(game, "Hill Giant")
    _cast(game, angel, giant)
    _resolve(game)
    made = _tokens(game, 0)
    assert sorted(game.objects[t].info.name for t in made) == ["Hill Giant", "Serra Angel"]
    for token in made:
        obj = game.objects[token]
        assert not obj.tapped and not obj.counters and query.has_keyword(game, obj, "haste")
    assert query.power(game, game.objects[next(
        t for t in made if game.objects[t].info.name == "Serra Angel")]) == 4
    advance(game, lambda g: g.step == "cleanup" or g.active != 0)
    assert not _tokens(game, 0) and one(game, "Serra Angel") and one(game, "Hill Giant")


def test_a_target_gone_makes_one_token() -> None:
    """Hate Mirage's ruling: the Giant leaves before the spell resolves: one token only,
    the Angel's (CR 608.2b)."""
    game = table(RECORDS, PlayerSpec(hand=("Hate Mirage",), battlefield=MOUNTAINS),
                 PlayerSpec(battlefield=(PermanentSpec("Serra Angel"),
                                         PermanentSpec("Hill Giant"))))
    angel, giant = one(game, "Serra Angel"), one(game, "Hill Giant")
    _cast(game, angel, giant)
    zones.move(game, giant, "graveyard")
    _resolve(game)
    assert [game.objects[t].info.name for t in _tokens(game, 0)] == ["Serra Angel"]


def test_twinflame_copies_each_of_your_targets() -> None:
    """Twinflame ("for each of them"): one hasty copy of each of Alice's two creatures
    (strive paid for the second target), exiled at the next end step."""
    game = table(RECORDS, PlayerSpec(hand=("Twinflame",), battlefield=(
        *MOUNTAINS, PermanentSpec("Mountain"), PermanentSpec("Grizzly Bears"),
        PermanentSpec("Hill Giant"))), PlayerSpec())
    game.apply(CastSpell(one(game, "Twinflame", "hand"),
                         targets=((one(game, "Grizzly Bears"), one(game, "Hill Giant")),)))
    _resolve(game)
    assert sorted(game.objects[t].info.name for t in _tokens(game, 0)) == [
        "Grizzly Bears", "Hill Giant"]
    assert len(ids(game, "Grizzly Bears")) == 2
    advance(game, lambda g: g.active != 0)
    assert not _tokens(game, 0)
