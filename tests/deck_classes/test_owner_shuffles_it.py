"""An object's owner shuffles it into their library (CR 701.20a, 108.3): "At the beginning
of the end step, this creature's owner shuffles it into their library" (Blitz Hellion), "The
owner of target nonland permanent shuffles it into their library, then draws two cards"
(Oblation). Rulings (Blitz Hellion): if it isn't on the battlefield as the ability
resolves, nothing happens (it stays where it is, the library isn't shuffled)."""

from __future__ import annotations

from tests.deck_classes._cards import card
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

RECORDS = (
    card("Blitz Hellion", "{3}{R}{G}", "Creature — Hellion",
         "Trample, haste\nAt the beginning of the end step, this creature's owner shuffles "
         "it into their library.", "7/7"),
    card("Oblation", "{2}{W}", "Instant",
         "The owner of target nonland permanent shuffles it into their library, then draws "
         "two cards."),
)


def _defs() -> tuple[ir.CardDefinition, ...]:
    return tuple(compile_source(r) for r in RECORDS)


def test_honoured() -> None:
    for d in _defs():
        assert ir.is_fully_implemented(d) and not engine_gaps(d), d.name


def _end_step(g: Game) -> None:
    for _ in range(80):
        if g.step == "end":
            return
        assert g.pending is not None
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])


def test_hellion_goes_into_its_owners_library_at_end_step() -> None:
    g = game(PlayerSpec(battlefield=(perm("Blitz Hellion"),), library=("Forest",) * 3),
             PlayerSpec(library=("Island",) * 3), extra=_defs())
    hellion = one(g, "Blitz Hellion")
    _end_step(g)
    resolve(g)
    assert hellion not in g.battlefield
    assert [g.objects[o].name for o in g.players[0].library].count("Blitz Hellion") == 1
    assert len(g.players[0].library) == 4 and len(g.players[1].library) == 3


def test_hellion_gone_nothing_happens() -> None:
    """Bolted in response... here: it is killed before the trigger resolves (Oblation at the
    end step would do the same): it stays in the graveyard, no card goes into a library."""
    g = game(PlayerSpec(battlefield=(perm("Blitz Hellion"),), library=("Forest",) * 3),
             PlayerSpec(hand=("Murder",), battlefield=lands("Swamp", 3)), extra=_defs())
    _end_step(g)
    assert g.stack
    g.apply(PassPriority())
    g.apply(CastSpell(one(g, "Murder", "hand"), targets=((one(g, "Blitz Hellion"),),)))
    resolve(g)
    assert one(g, "Blitz Hellion", "graveyard") and len(g.players[0].library) == 3


def test_oblation_the_owner_shuffles_and_draws() -> None:
    """The target's owner (seat 1) shuffles it into their library and draws two cards."""
    g = game(PlayerSpec(hand=("Oblation",), battlefield=lands("Plains", 3)),
             PlayerSpec(battlefield=(perm("Hill Giant"),), library=("Island",) * 3),
             extra=_defs())
    g.apply(CastSpell(one(g, "Oblation", "hand"), targets=((one(g, "Hill Giant"),),)))
    resolve(g)
    assert not [o for o in g.battlefield if g.objects[o].name == "Hill Giant"]
    assert len(g.players[1].hand) == 2 and len(g.players[1].library) == 2
