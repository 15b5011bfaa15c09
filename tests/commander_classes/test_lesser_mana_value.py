"""A trigger's target compared with the triggering object (CR 603.3d, 608.2b, 608.2h) and one
ability with two death events (CR 700.4, 603.2): "Whenever this creature dies or another
artifact you control is put into a graveyard from the battlefield, return to your hand target
artifact card in your graveyard with lesser mana value" (Scrap Trawler's rulings: the mana
value compared is the artifact's as it last existed on the battlefield; the Trawler and
another artifact put into a graveyard at once trigger it twice)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.rules import zones
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

TRAWLER = record("Scrap Trawler", "{3}", "Artifact Creature — Construct",
                 "Whenever this creature dies or another artifact you control is put into a "
                 "graveyard from the battlefield, return to your hand target artifact card in "
                 "your graveyard with lesser mana value.", "3", "2")
MYR = record("Darksteel Myr", "{3}", "Artifact Creature — Myr", "Indestructible", "0", "1")
TRINKET = record("Test Trinket", "{1}", "Artifact", "")
IDOL = record("Test Idol", "{3}", "Artifact", "")
THOPTER = record("Ornithopter", "{0}", "Artifact Creature — Thopter", "Flying", "0", "2")
SHATTER = record("Shatterstorm", "{2}{R}{R}", "Sorcery",
                 "Destroy all artifacts. They can't be regenerated.")
RECORDS = (TRAWLER, MYR, TRINKET, IDOL, THOPTER, SHATTER)


def _game(*battlefield: str, graveyard: tuple[str, ...] = ("Test Trinket", "Test Idol"),
          hand: tuple[str, ...] = ()) -> Game:
    return table(RECORDS, PlayerSpec(battlefield=tuple(PermanentSpec(n) for n in battlefield),
                                     graveyard=graveyard, hand=hand),
                 PlayerSpec(battlefield=(PermanentSpec("Ornithopter"),)), PlayerSpec())


def _of(game: Game, name: str, seat: int) -> int:
    return next(o for o in ids(game, name) if game.objects[o].controller == seat)


def _run(game: Game, avoid: list[int] | None = None) -> list[tuple[int, ...]]:
    """Pass priority until the stack is empty; each trigger's target is the first option not
    in ``avoid`` (the targets already chosen). Returns the options offered per trigger."""
    offered: list[tuple[int, ...]] = []
    avoid = [] if avoid is None else avoid
    for _ in range(100):
        pending = game.pending
        assert pending is not None
        if pending.kind == "priority":
            if not game.stack and not game.pending_triggers:
                return offered
            game.apply(PassPriority())
        elif pending.kind == "trigger_targets":
            combos = list(pending.options)
            offered.append(tuple(sorted(c[0][0] for c in combos)))  # type: ignore[index]
            pick = next((c for c in combos if c[0][0] not in avoid), combos[0])  # type: ignore[index]
            avoid.append(pick[0][0])  # type: ignore[index]
            game.apply(Choose(pick))  # type: ignore[arg-type]
        else:
            game.apply(game.legal_actions()[0])
    raise AssertionError("the stack never emptied")


def test_the_records_compile() -> None:
    """Every card of the class compiles with nothing the engine ignores."""
    compiled(*RECORDS)


def test_another_artifact_returns_one_with_lesser_mana_value() -> None:
    """Alice's Darksteel Myr (mana value 3) is put into her graveyard: the Trinket (1) is
    the only legal target (the Idol's 3 isn't lesser, nor the Myr's own 3); it returns to her
    hand."""
    game = _game("Scrap Trawler", "Darksteel Myr")
    zones.move(game, one(game, "Darksteel Myr"), "graveyard")
    _run(game)
    assert ids(game, "Test Trinket", "hand") and ids(game, "Test Idol", "graveyard")


def test_nothing_lesser_no_trigger_target() -> None:
    """The Ornithopter (mana value 0) dies: no artifact card has lesser mana value, the
    trigger is removed (CR 603.3d) and the graveyard stays."""
    game = _game("Scrap Trawler", "Ornithopter")
    zones.move(game, _of(game, "Ornithopter", 0), "graveyard")
    _run(game)
    assert not game.players[0].hand and len(game.players[0].graveyard) == 3


def test_an_opponents_artifact_doesnt_trigger() -> None:
    """Bob's Ornithopter dies: not an artifact Alice controls; nothing returns."""
    game = _game("Scrap Trawler", graveyard=("Test Trinket",))
    zones.move(game, _of(game, "Ornithopter", 1), "graveyard")
    assert not game.pending_triggers and game.trigger_current is None
    _run(game)
    assert not game.players[0].hand


def test_trawler_and_another_at_once_trigger_twice() -> None:
    """Ruling: Shatterstorm destroys the Trawler (3) and the Myr — indestructible, it stays
    — and the Idol on the battlefield (3): two triggers, each returning a card with mana
    value less than 3: the Trinket and the Ornithopter; the Idol card (3) is never a legal
    target."""
    game = _game("Scrap Trawler", "Darksteel Myr", "Test Idol", "Mountain", "Mountain",
                 "Mountain", "Mountain", graveyard=("Test Trinket", "Ornithopter"),
                 hand=("Shatterstorm",))
    game.apply(CastSpell(one(game, "Shatterstorm", "hand")))
    offered = _run(game)
    assert [len(o) for o in offered] == [2, 2]  # the Trinket, the Ornithopter: not the
    # Idol, not the Trawler (3 each)
    hand = sorted(game.objects[o].info.name for o in game.players[0].hand)
    assert hand == ["Ornithopter", "Test Trinket"]
    assert one(game, "Darksteel Myr") and ids(game, "Test Idol", "graveyard")


def test_target_gone_returns_nothing() -> None:
    """CR 608.2b: the Trinket is exiled before the trigger resolves: nothing returns."""
    game = _game("Scrap Trawler", "Darksteel Myr")
    zones.move(game, one(game, "Darksteel Myr"), "graveyard")
    game.apply(PassPriority())  # the trigger goes on the stack, its target the Trinket
    assert game.stack
    zones.move(game, ids(game, "Test Trinket", "graveyard")[0], "exile")
    _run(game)
    assert not game.players[0].hand
