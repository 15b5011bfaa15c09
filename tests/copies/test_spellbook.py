"""Wizard's Spellbook exactly as its rulings say, with cards compiled from Oracle text.

Each test forces the d20 and cites the ruling it checks. The cards: Lightning Bolt
(targets), Blaze (X in its cost), Bone Splinters (a mandatory additional cost: sacrifice a
creature) and Fireblast (an alternative cost: sacrifice two Mountains).
"""

from __future__ import annotations

import pytest
from tests.copies.helpers import (
    BOOK,
    activate_book,
    casts,
    copies,
    game,
    named,
    resolve_all,
)

from grimoire.errors import IllegalActionError
from grimoire.rules import events as ev
from grimoire.rules import zones
from grimoire.rules.actions import ActivateAbility, CastSpell, Decline, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat

MOUNTAINS = ("Mountain", "Mountain", "Mountain")


def _one_card(card: str, roll: int, lands: tuple[str, ...] = MOUNTAINS,
              creatures: tuple[str, ...] = ()) -> Game:
    """A Spellbook and ``lands``; ``card`` in the opponent's graveyard, exiled with the roll."""
    g = game(battlefield=(BOOK, *lands), their_graveyard=(card,),
             their_battlefield=creatures)
    activate_book(g, named(g, BOOK)[0], named(g, card, "graveyard")[0], roll)
    return g


def _bolt_face(g: Game, name: str) -> int:
    return named(g, name, "exile")[-1]


# --- activation ------------------------------------------------------------------------

def test_target_from_any_graveyard_chosen_on_activation_roll_on_resolution() -> None:
    """ruling:dice-targets-before-roll — the target (an instant or sorcery card in any
    graveyard) is chosen as the ability is activated; the d20 is rolled on resolution
    (CR 601.2c via 602.2b, 608.2)."""
    g = game(battlefield=(BOOK,), graveyard=("Blaze",),
             their_graveyard=("Lightning Bolt", "Grizzly Bears"))
    book = named(g, BOOK)[0]
    offered = {a.targets[0][0] for a in g.legal_actions()
               if isinstance(a, ActivateAbility) and a.source == book}
    assert offered == {named(g, "Blaze", "graveyard")[0],
                       named(g, "Lightning Bolt", "graveyard")[0]}  # not the creature card
    g.script_dice([20])
    g.apply(ActivateAbility(book, 0, ((named(g, "Blaze", "graveyard")[0],),)))
    assert not any(isinstance(e, ev.DieRolled) for e in g.events)  # not yet
    g.apply(PassPriority())
    g.apply(PassPriority())
    rolls = [e for e in g.events if isinstance(e, ev.DieRolled)]
    assert [(r.sides, r.natural) for r in rolls] == [(20, 20)]
    assert named(g, "Blaze", "exile")


def test_sorcery_speed_activation_refused_on_opponents_turn() -> None:
    """CR 602.5d, 307.1: "Activate only as a sorcery": refused on the opponent's turn, with
    the rule named, and nothing changes."""
    g = game(battlefield=(BOOK,), their_graveyard=("Lightning Bolt",), active=1)
    while g.pending is not None and g.pending.player != 0:
        g.apply(PassPriority())  # the active opponent passes: player 0 has priority
    book = named(g, BOOK)[0]
    before = len(g.events)
    with pytest.raises(IllegalActionError, match=r"CR 602\.5d, 307\.1"):
        g.apply(ActivateAbility(book, 0, ((named(g, "Lightning Bolt", "graveyard")[0],),)))
    assert len(g.events) == before and not g.objects[book].tapped
    assert not any(isinstance(a, ActivateAbility) for a in g.legal_actions())


# --- 1-9: pay all costs; additional and alternative costs allowed ------------------------

def test_1_9_bolt_copy_cast_paying_its_mana_cost_with_new_targets() -> None:
    """ruling:spellbook-1-9 — the copy is cast paying {R}; its target is chosen as it is
    cast (CR 601.2c); it is cast while the ability resolves (CR 707.12, 608.2g)."""
    g = _one_card("Lightning Bolt", 4)
    assert g.pending is not None and g.pending.kind == "cast_copy"
    targets = {a.targets for a in casts(g)}
    assert ((Seat(1),),) in targets and ((Seat(0),),) in targets
    assert Decline() in g.legal_actions()
    copy = g.pending.options[0]
    g.apply(CastSpell(copy, ((Seat(1),),)))
    assert sum(g.objects[m].tapped for m in named(g, "Mountain")) == 1  # {R} paid
    assert g.objects[g.stack[-1]].kind == "copy"
    resolve_all(g)
    assert g.players[1].life == 17


def test_1_9_cannot_cast_without_the_mana() -> None:
    """ruling:spellbook-1-9 — all costs must be paid: no red source, no cast; the copy not
    cast ceases to exist. ruling:spellbook-copies-cease"""
    g = _one_card("Lightning Bolt", 9, lands=("Forest",))
    assert g.pending is not None and g.pending.kind == "priority"
    assert copies(g) == [] and named(g, "Lightning Bolt", "exile")


def test_1_9_blaze_x_chosen_and_paid() -> None:
    """ruling:spellbook-1-9 — X in the mana cost is chosen and paid (CR 107.3, 601.2b)."""
    g = _one_card("Blaze", 3)
    assert {a.x for a in casts(g)} == {0, 1, 2}  # three Mountains: {X}{R} with X <= 2
    g.apply(CastSpell(g.pending.options[0], ((Seat(1),),), x=2))  # type: ignore[union-attr]
    assert all(g.objects[m].tapped for m in named(g, "Mountain"))
    resolve_all(g)
    assert g.players[1].life == 18


def test_1_9_alternative_cost_allowed() -> None:
    """ruling:spellbook-1-9 — "You may pay any ... alternative costs": Fireblast's copy is
    cast by sacrificing two Mountains rather than paying {4}{R}{R} (CR 118.9)."""
    g = _one_card("Fireblast", 1)
    options = casts(g)
    assert options and all(a.alt == 0 and len(a.costs) == 2 for a in options)
    g.apply(next(a for a in options if a.targets == ((Seat(1),),)))
    assert len(named(g, "Mountain")) == 1 and len(named(g, "Mountain", "graveyard")) == 2
    resolve_all(g)
    assert g.players[1].life == 16


def test_1_9_mandatory_additional_cost_must_be_paid() -> None:
    """ruling:spellbook-1-9 — Bone Splinters' copy needs {B} and a creature to sacrifice
    (CR 118.8, 601.2h): without a creature, it can't be cast; with one, it is sacrificed."""
    g = _one_card("Bone Splinters", 5, lands=("Swamp",), creatures=("Hill Giant",))
    assert g.pending is not None and g.pending.kind == "priority"  # nothing to sacrifice
    g = game(battlefield=(BOOK, "Swamp", "Grizzly Bears"), their_graveyard=("Bone Splinters",),
             their_battlefield=("Hill Giant",))
    activate_book(g, named(g, BOOK)[0], named(g, "Bone Splinters", "graveyard")[0], 5)
    bears, giant = named(g, "Grizzly Bears")[0], named(g, "Hill Giant")[0]
    options = casts(g)
    assert options and all(a.costs == (bears,) for a in options)
    copy = g.pending.options[0]  # type: ignore[union-attr]
    with pytest.raises(IllegalActionError, match=r"mandatory additional costs must be paid"):
        g.apply(CastSpell(copy, ((giant,),)))  # no creature chosen to sacrifice
    g.apply(CastSpell(copy, ((giant,),), costs=(bears,)))
    assert named(g, "Grizzly Bears", "graveyard") and g.objects[named(g, "Swamp")[0]].tapped
    resolve_all(g)
    assert named(g, "Hill Giant", "graveyard")


# --- 10-19: {1} instead of the mana cost; no alternative costs ---------------------------

def test_10_19_pay_one_instead_of_the_mana_cost() -> None:
    """ruling:spellbook-10-19 — {1} rather than {R}: a Forest pays for a Bolt's copy
    (CR 118.9)."""
    g = _one_card("Lightning Bolt", 15, lands=("Forest",))
    options = casts(g)
    assert options and all(a.alt is None for a in options)
    g.apply(CastSpell(options[0].card, ((Seat(1),),)))
    assert g.objects[named(g, "Forest")[0]].tapped
    resolve_all(g)
    assert g.players[1].life == 17


def test_10_19_alternative_cost_refused() -> None:
    """ruling:spellbook-10-19 — "You cannot pay ... any alternative costs": Fireblast's
    sacrifice-two-Mountains is refused (CR 118.9a, 601.2b); {1} is paid instead."""
    g = _one_card("Fireblast", 12)
    options = casts(g)
    assert options and all(a.alt is None and a.costs == () for a in options)
    mountains = tuple(named(g, "Mountain")[:2])
    copy = g.pending.options[0]  # type: ignore[union-attr]
    with pytest.raises(IllegalActionError, match=r"CR 118\.9a"):
        g.apply(CastSpell(copy, ((Seat(1),),), alt=0, costs=mountains))
    assert g.pending.kind == "cast_copy"  # type: ignore[union-attr]
    g.apply(CastSpell(copy, ((Seat(1),),)))
    assert len(named(g, "Mountain")) == 3
    assert sum(g.objects[m].tapped for m in named(g, "Mountain")) == 1  # just {1}
    resolve_all(g)
    assert g.players[1].life == 16


def test_10_19_x_is_zero() -> None:
    """ruling:spellbook-10-19 — paying {1} instead of {X}{R}: X can only be 0 (CR 107.3b)."""
    g = _one_card("Blaze", 19)
    assert {a.x for a in casts(g)} == {0}
    copy = g.pending.options[0]  # type: ignore[union-attr]
    with pytest.raises(IllegalActionError, match=r"CR 107\.3b"):
        g.apply(CastSpell(copy, ((Seat(1),),), x=2))


def test_10_19_mandatory_additional_cost_still_paid() -> None:
    """ruling:spellbook-10-19 — "must pay mandatory additional costs": Bone Splinters for {1}
    plus a creature; without a creature it can't be cast."""
    g = _one_card("Bone Splinters", 10, lands=("Forest",), creatures=("Hill Giant",))
    assert g.pending is not None and g.pending.kind == "priority"
    g = game(battlefield=(BOOK, "Forest", "Grizzly Bears"),
             their_graveyard=("Bone Splinters",), their_battlefield=("Hill Giant",))
    activate_book(g, named(g, BOOK)[0], named(g, "Bone Splinters", "graveyard")[0], 10)
    giant, bears = named(g, "Hill Giant")[0], named(g, "Grizzly Bears")[0]
    g.apply(CastSpell(g.pending.options[0], ((giant,),), costs=(bears,)))  # type: ignore[union-attr]
    assert g.objects[named(g, "Forest")[0]].tapped
    resolve_all(g)
    assert named(g, "Hill Giant", "graveyard") and named(g, "Grizzly Bears", "graveyard")


# --- 20: every card exiled with this Spellbook, free, any order -------------------------

def _next_own_main(g: Game) -> None:
    """Pass (answering other decisions with the first legal answer) to player 0's next
    precombat main phase, with priority."""
    start = g.turn
    while not (g.turn > start and g.active == 0 and g.step == "main1"
               and g.pending is not None and g.pending.kind == "priority"):
        assert g.pending is not None
        if g.pending.kind == "priority":
            g.apply(PassPriority())
        else:
            g.apply(g.legal_actions()[0])


def _three_exiled(roll: int) -> tuple[Game, int]:
    """Exile Lightning Bolt, Blaze, then Fireblast with one Spellbook, over three turns;
    the third activation rolls ``roll``."""
    g = game(battlefield=(BOOK,), their_graveyard=("Lightning Bolt", "Blaze", "Fireblast"))
    book = named(g, BOOK)[0]
    for name, result in (("Lightning Bolt", 2), ("Blaze", 3)):
        activate_book(g, book, named(g, name, "graveyard")[0], result)  # no mana: no cast
        assert g.pending is not None and g.pending.kind == "priority"
        _next_own_main(g)
    activate_book(g, book, named(g, "Fireblast", "graveyard")[0], roll)
    return g, book


def test_20_cast_any_number_free_in_any_order() -> None:
    """ruling:spellbook-20 — copies of each card exiled with it, cast without paying their
    mana costs, in any order: one decision at a time offers every copy not yet cast, and the
    stack follows the order chosen; no priority in between (CR 608.2g, 607.2a)."""
    g, _ = _three_exiled(20)
    d = g.pending
    assert d is not None and d.kind == "cast_copy" and d.min_count == 0
    names = sorted(g.objects[o].name for o in d.options)
    assert names == ["Blaze", "Fireblast", "Lightning Bolt"]
    by_name = {g.objects[o].name: o for o in d.options}
    order = ["Fireblast", "Lightning Bolt", "Blaze"]  # not the exile order
    for i, name in enumerate(order):
        assert g.pending is not None and g.pending.kind == "cast_copy"  # no priority
        assert len(g.pending.options) == 3 - i
        g.apply(CastSpell(by_name[name], ((Seat(1),),)))
    assert [g.objects[o].name for o in g.stack] == order  # Blaze on top
    assert not any(g.objects[o].tapped for o in g.battlefield if o != named(g, BOOK)[0])
    resolve_all(g)
    assert g.players[1].life == 20 - 4 - 3 - 0  # Blaze's X was 0
    assert copies(g) == []  # ruling:spellbook-copies-cease: resolved copies cease to exist


def test_20_x_is_zero_and_no_alternative_cost() -> None:
    """ruling:spellbook-20 — without paying the mana cost: X is 0 (CR 107.3b) and no
    alternative cost may be paid (CR 118.9a)."""
    g, _ = _three_exiled(20)
    options = casts(g)
    assert {a.x for a in options} == {0} and all(a.alt is None for a in options)
    fireblast = next(o for o in g.pending.options  # type: ignore[union-attr]
                     if g.objects[o].name == "Fireblast")
    with pytest.raises(IllegalActionError, match=r"CR 118\.9a"):
        g.apply(CastSpell(fireblast, ((Seat(1),),), alt=0))


def test_20_mandatory_additional_cost_and_copies_not_cast_cease() -> None:
    """ruling:spellbook-20 — Bone Splinters' copy is free but still needs a creature to
    sacrifice. ruling:spellbook-copies-cease — the copies not cast cease to exist once
    the ability has finished resolving (CR 704.5e, 707.10a)."""
    g = game(battlefield=(BOOK,), their_graveyard=("Bone Splinters", "Lightning Bolt"),
             their_battlefield=("Hill Giant",))
    book = named(g, BOOK)[0]
    activate_book(g, book, named(g, "Bone Splinters", "graveyard")[0], 2)
    _next_own_main(g)
    activate_book(g, book, named(g, "Lightning Bolt", "graveyard")[0], 20)
    d = g.pending
    assert d is not None and d.kind == "cast_copy" and len(d.options) == 2
    assert {g.objects[a.card].name for a in casts(g)} == {"Lightning Bolt"}  # no creature
    g.apply(Decline())
    assert g.pending is not None and g.pending.kind == "priority" and not g.stack
    assert copies(g) == []
    assert {g.objects[o].name for o in g.exile} == {"Bone Splinters", "Lightning Bolt"}


def test_copy_not_cast_exists_only_during_the_resolution() -> None:
    """ruling:spellbook-copies-cease — while the player decides, the copy exists in exile
    (CR 707.12); declining leaves no copy once the ability has finished resolving."""
    g = _one_card("Lightning Bolt", 7)
    assert g.pending is not None and g.pending.kind == "cast_copy"
    (copy,) = g.pending.options
    assert g.objects[copy].zone == "exile" and g.objects[copy].kind == "copy"
    assert g.objects[copy].owner == 0  # CR 112.2a: owned by the player who made it
    g.apply(Decline())
    assert copy not in g.objects and copies(g) == []
    gone = [e for e in g.events if isinstance(e, ev.ZoneChanged) and e.old == copy]
    assert gone and gone[-1].to_zone == "none"


# --- linked exile: per Spellbook, forgotten on a zone change ------------------------------

def test_two_spellbooks_track_their_own_cards() -> None:
    """ruling:spellbook-tracks-separately — on a 20, a Spellbook copies only the cards it
    exiled (CR 607.2a)."""
    g = game(battlefield=(BOOK, BOOK),
             their_graveyard=("Lightning Bolt", "Blaze", "Fireblast"))
    a, b = named(g, BOOK)
    activate_book(g, a, named(g, "Lightning Bolt", "graveyard")[0], 2)
    activate_book(g, b, named(g, "Blaze", "graveyard")[0], 2)
    _next_own_main(g)
    activate_book(g, a, named(g, "Fireblast", "graveyard")[0], 20)
    assert g.pending is not None and g.pending.kind == "cast_copy"
    assert sorted(g.objects[o].name for o in g.pending.options) == [
        "Fireblast", "Lightning Bolt"]


def test_spellbook_that_leaves_and_returns_remembers_nothing() -> None:
    """ruling:spellbook-tracks-separately — a Spellbook that leaves the battlefield and
    returns is a new object with no memory of the cards it exiled (CR 400.7, 607.2a)."""
    g = game(battlefield=(BOOK,), their_graveyard=("Lightning Bolt", "Blaze"))
    book = named(g, BOOK)[0]
    activate_book(g, book, named(g, "Lightning Bolt", "graveyard")[0], 2)
    in_hand = zones.move(g, book, "hand")
    returned = zones.move(g, in_hand, "battlefield", controller=0)
    _next_own_main(g)
    activate_book(g, returned, named(g, "Blaze", "graveyard")[0], 20)
    assert g.pending is not None and g.pending.kind == "cast_copy"
    assert [g.objects[o].name for o in g.pending.options] == ["Blaze"]
    assert named(g, "Lightning Bolt", "exile")  # still exiled, just not linked any more


def test_spellbook_gone_before_resolution_still_copies_what_it_exiled() -> None:
    """CR 607.2a, 113.7a: the ability resolves without its source; on a 20 "each card exiled
    with this artifact" still means the cards its abilities exiled, this one included."""
    g = game(battlefield=(BOOK,), their_graveyard=("Lightning Bolt", "Divination"))
    book = named(g, BOOK)[0]
    activate_book(g, book, named(g, "Lightning Bolt", "graveyard")[0], 2)
    _next_own_main(g)
    g.script_dice([20])
    g.apply(ActivateAbility(book, 0, ((named(g, "Divination", "graveyard")[0],),)))
    zones.move(g, book, "graveyard")  # as if destroyed in response
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert g.pending is not None and g.pending.kind == "cast_copy"
    assert sorted(g.objects[o].name for o in g.pending.options) == [
        "Divination", "Lightning Bolt"]


def test_target_gone_before_resolution_nothing_is_rolled() -> None:
    """ruling:dice-targets-before-roll — the target is chosen on activation; if it is no
    longer in the graveyard, the ability doesn't resolve and no die is rolled (CR 608.2b)."""
    g = game(battlefield=(BOOK,), their_graveyard=("Lightning Bolt",))
    book = named(g, BOOK)[0]
    bolt = named(g, "Lightning Bolt", "graveyard")[0]
    g.script_dice([20])
    g.apply(ActivateAbility(book, 0, ((bolt,),)))
    zones.move(g, bolt, "hand")  # as if returned to its owner's hand in response
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert not any(isinstance(e, ev.DieRolled) for e in g.events)
    assert g.scripted_dice == (20,) and copies(g) == [] and not g.stack
