"""Kinship: "At the beginning of your upkeep, you may look at the top card of your library.
If it shares a creature type with this creature, you may reveal it. If you do, <effect>."

CR 205.3m: creature types are the subtypes of a creature or kindred card. Kinship's rulings
(Lorwyn/Morningtide, 2008-04-01): "If the top card doesn't share a creature type with the
creature that has the kinship ability, you can't reveal it" / "you may choose not to reveal
it even if it does" — either way the "If you do" effect doesn't happen.
"""

from __future__ import annotations

from tests.coverage_classes._cards import card
from tests.dice_rules._util import game, ids, one, perm

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import zones
from grimoire.rules.actions import Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

RECORDS = (
    card("Wolf-Skull Shaman", "{1}{G}", "Creature — Elf Shaman",
         "Kinship — At the beginning of your upkeep, you may look at the top card of your "
         "library. If it shares a creature type with this creature, you may reveal it. If you "
         "do, create a 2/2 green Wolf creature token.", "2/2"),
    card("Elvish Mystic Test", "{G}", "Creature — Elf Druid", "", "1/1"),
    card("Bramble Kindred Test", "{G}", "Kindred Instant — Elf", "Draw a card."),
)
DEFS = [compile_source(r) for r in RECORDS]


def _upkeep(top: str) -> Game:
    """Player 0's upkeep trigger waiting, ``top`` on top of their library."""
    me = PlayerSpec(library=(top, "Forest", "Forest"), battlefield=(perm("Wolf-Skull Shaman"),))
    g = game(me, PlayerSpec(), step="end", active=1, turn=2, extra=DEFS)
    while g.pending is not None and g.pending.kind == "priority" and g.turn == 2:
        g.apply(PassPriority())
    while g.pending is not None and g.pending.kind == "priority" and g.stack == []:
        g.apply(PassPriority())
    return g


def _answer(g: Game, *answers: bool) -> list[str]:
    """Resolve the trigger answering its yes/no questions in order; the prompts asked."""
    queue, asked = list(answers), []
    for _ in range(50):
        if g.pending is None or (g.pending.kind == "priority" and not g.stack):
            break
        if g.pending.kind == "priority":
            g.apply(PassPriority())
        else:
            asked.append(g.pending.kind)
            g.apply(Choose(queue.pop(0)))
    return asked


def _wolves(g: Game) -> int:
    return len(ids(g, "Wolf"))


def test_honoured() -> None:
    assert ir.is_fully_implemented(DEFS[0]) and not engine_gaps(DEFS[0])


def test_shares_a_type_revealed() -> None:
    """The top card is an Elf: it may be revealed, and then the token is created."""
    g = _upkeep("Elvish Mystic Test")
    assert g.step == "upkeep" and g.turn == 3 and g.stack
    assert _answer(g, True, True) == ["yes_no", "yes_no"]
    assert _wolves(g) == 1


def test_kindred_card_shares_its_type() -> None:
    """CR 205.3m: a kindred card's subtypes are creature types."""
    g = _upkeep("Bramble Kindred Test")
    _answer(g, True, True)
    assert _wolves(g) == 1


def test_no_shared_type_no_reveal() -> None:
    """A land on top: it can't be revealed (no question), nothing happens."""
    g = _upkeep("Mountain")
    assert _answer(g, True) == ["yes_no"]
    assert _wolves(g) == 0


def test_declined_look_or_reveal() -> None:
    """Declining to look, or to reveal a sharing card: no token."""
    g = _upkeep("Elvish Mystic Test")
    assert _answer(g, False) == ["yes_no"]
    assert _wolves(g) == 0
    g = _upkeep("Elvish Mystic Test")
    _answer(g, True, False)
    assert _wolves(g) == 0


def test_source_gone() -> None:
    """The source has left the battlefield before its trigger resolved: its last known
    creature types count (CR 608.2h)."""
    g = _upkeep("Elvish Mystic Test")

    zones.move(g, one(g, "Wolf-Skull Shaman"), "hand")
    _answer(g, True, True)
    assert _wolves(g) == 1
