"""Batch triggers on cards leaving a graveyard (CR 603.2c: "one or more" triggers once for
each batch of simultaneous events with one or more matching cards; CR 603.10a: zone
changes), and "that many": how many of the batch's cards matched.

Rakshasa Vizier: "Whenever one or more cards are put into exile from your graveyard, put
that many +1/+1 counters on this creature." Desecrated Tomb: "Whenever one or more creature
cards leave your graveyard, create a 1/1 black Bat creature token with flying." Stonebound
Mentor: "Whenever one or more cards leave your graveyard, scry 1." Attuned Hunter: "...
leave your graveyard during your turn, put a +1/+1 counter on this creature." The objects
of one cost move at once, one batch (Bearscape's "Exile two cards from your graveyard")."""

from __future__ import annotations

from tests.dice_rules._util import activate, ids, one, resolve
from tests.trigger_classes._records import defs, lands, perm, table

from grimoire.oracle import ir
from grimoire.oracle.support import engine_gaps
from grimoire.rules import events as ev
from grimoire.rules.actions import ActivateAbility, CastSpell
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat

NAMES = ("Rakshasa Vizier", "Desecrated Tomb", "Stonebound Mentor", "Attuned Hunter")
YARD = ("Grizzly Bears", "Shock", "Forest")


def _counters(g: Game, name: str) -> int:
    return (g.objects[one(g, name)].counters or {}).get("+1/+1", 0)


def _resolved(g: Game, name: str) -> int:
    return sum(1 for e in g.events if isinstance(e, ev.Resolved) and e.name == name)


def _bats(g: Game) -> int:
    return sum(1 for o in g.objects.values() if o.zone == "battlefield" and o.name == "Bat")


def test_honoured_and_batched() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name
        assert any(isinstance(n, ir.CardMovedTrigger) and n.once_per_batch
                   for n in ir.iter_nodes(d))


def test_a_whole_graveyard_exiled_is_one_batch() -> None:
    """Tormod's Crypt exiles my graveyard at once: my three cards and the Crypt itself
    (sacrificed to pay the cost, it is there by then): the Vizier triggers once and gets
    four counters; the Tomb triggers once (one Bat): only Grizzly Bears is a creature card."""
    g = table((perm("Rakshasa Vizier"), perm("Desecrated Tomb"), perm("Tormod's Crypt")),
              graveyard=YARD)
    activate(g, "Tormod's Crypt", targets=((Seat(0),),))
    resolve(g)
    assert _counters(g, "Rakshasa Vizier") == 4 and _resolved(g, "Rakshasa Vizier") == 1
    assert _bats(g) == 1 and _resolved(g, "Desecrated Tomb") == 1


def test_no_creature_card_in_the_batch() -> None:
    """Shock, Forest and the Crypt leave: the Tomb's "creature cards" matched none."""
    g = table((perm("Rakshasa Vizier"), perm("Desecrated Tomb"), perm("Tormod's Crypt")),
              graveyard=("Shock", "Forest"))
    activate(g, "Tormod's Crypt", targets=((Seat(0),),))
    resolve(g)
    assert _counters(g, "Rakshasa Vizier") == 3 and _bats(g) == 0


def test_an_opponents_graveyard_isnt_yours() -> None:
    g = table((perm("Rakshasa Vizier"), perm("Desecrated Tomb"), perm("Tormod's Crypt")),
              their_graveyard=YARD)
    activate(g, "Tormod's Crypt", targets=((Seat(1),),))
    resolve(g)
    assert _counters(g, "Rakshasa Vizier") == 0 and _bats(g) == 0


def test_a_cost_exiling_two_cards_is_one_batch() -> None:
    """Bearscape's cost exiles two cards: one trigger, two counters; then the Crypt's
    exile of the rest (Forest and the sacrificed Crypt) is a second batch: a second
    trigger, two more counters."""
    g = table((perm("Rakshasa Vizier"), perm("Bearscape"), perm("Tormod's Crypt"),
               *lands("Forest", 2)), graveyard=YARD)
    bearscape = one(g, "Bearscape")
    yard = [ids(g, n, "graveyard")[0] for n in ("Grizzly Bears", "Shock")]
    g.apply(ActivateAbility(bearscape, 0, (), costs=tuple(yard)))
    resolve(g)
    assert _counters(g, "Rakshasa Vizier") == 2 and _resolved(g, "Rakshasa Vizier") == 1
    activate(g, "Tormod's Crypt", targets=((Seat(0),),))
    resolve(g)
    assert _counters(g, "Rakshasa Vizier") == 4 and _resolved(g, "Rakshasa Vizier") == 2


def test_returned_to_hand_leaves_but_isnt_exiled() -> None:
    """Raise Dead returns Grizzly Bears to my hand: it left my graveyard (Tomb, Mentor)
    but wasn't exiled (no Vizier trigger)."""
    g = table((perm("Rakshasa Vizier"), perm("Desecrated Tomb"), perm("Stonebound Mentor"),
               *lands("Swamp", 1)), ("Raise Dead",), graveyard=YARD)
    g.apply(CastSpell(one(g, "Raise Dead", "hand"),
                      targets=((ids(g, "Grizzly Bears", "graveyard")[0],),)))
    resolve(g)
    assert one(g, "Grizzly Bears", "hand")
    assert _bats(g) == 1 and _resolved(g, "Stonebound Mentor") == 1
    assert _counters(g, "Rakshasa Vizier") == 0


def test_during_your_turn_only() -> None:
    """Attuned Hunter: on the opponent's turn my graveyard is exiled (my Crypt, activated
    at instant speed): "during your turn" is false, no counter; on my turn, one."""
    g = table((perm("Attuned Hunter"), perm("Tormod's Crypt")), graveyard=YARD, active=1)
    while g.pending is not None and g.pending.player != 0:
        g.apply(g.legal_actions()[0])
    activate(g, "Tormod's Crypt", targets=((Seat(0),),))
    resolve(g)
    assert not g.players[0].graveyard and _counters(g, "Attuned Hunter") == 0
    g2 = table((perm("Attuned Hunter"), perm("Tormod's Crypt")), graveyard=YARD)
    activate(g2, "Tormod's Crypt", targets=((Seat(0),),))
    resolve(g2)
    assert _counters(g2, "Attuned Hunter") == 1
