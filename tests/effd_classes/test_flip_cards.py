"""Flip cards (CR 710) and the flipped status (CR 110.5): "flip this creature" gives the
permanent its alternative name, text, type line, power and toughness (CR 710.2), keeping its
mana cost and color (CR 710.1c), its counters, damage and tapped status (the same object);
flipping is one-way (CR 710.4); a flipped permanent that leaves the battlefield is the
normal card again (CR 710.4, 400.7); an unflipped copy of it has the normal characteristics
(CR 707.3: the copy's own status)."""

from __future__ import annotations

from tests.dice_rules._util import game, ids, lands, one, perm, resolve
from tests.effd_classes._cards import FLIP_RECORDS, record
from tests.unsets._util import pass_until

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.coverage import coverage
from grimoire.oracle.faces import face_gap, is_flip
from grimoire.oracle.flip_text import flip_definition
from grimoire.oracle.support import engine_gaps
from grimoire.rules import query, zones
from grimoire.rules.actions import ActivateAbility, CastSpell, Choose
from grimoire.rules.flip import flip, is_flipped
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec


def _defs() -> list[ir.CardDefinition]:
    out = [compile_source(record("Clone"))]
    for flip_card in FLIP_RECORDS.values():
        card = flip_definition(flip_card, is_flip=is_flip(flip_card))
        assert card is not None and ir.is_fully_implemented(card), flip_card["name"]
        out.append(card)
    return out


def _game(*battlefield: PermanentSpec, hand: tuple[str, ...] = ()) -> Game:
    return game(PlayerSpec(battlefield=battlefield, hand=hand), PlayerSpec(), extra=_defs())


def test_honoured_and_counted() -> None:
    """Both halves compile, no face gap: coverage counts the flip cards."""
    for card in _defs()[1:]:
        assert not engine_gaps(card), card.name
        assert card.flipped is not None and card.flipped.mana_cost == card.mana_cost
    assert all(face_gap(r) is None for r in FLIP_RECORDS.values())
    assert coverage(list(FLIP_RECORDS.values())).compiled == len(FLIP_RECORDS)


def _activate(g: Game, name: str) -> None:
    oid = one(g, name)
    g.apply(next(a for a in g.legal_actions() if isinstance(a, ActivateAbility)
                 and a.source == oid))
    resolve(g)


def test_flips_when_the_condition_holds() -> None:
    """Orochi Eggwatcher with eight other creatures: a Snake makes ten creatures, it flips
    into Shidako, Broodmistress (3/3, legendary, its own ability), the same tapped object with
    the card's mana cost (CR 710.1c); then it can't flip again (CR 710.4)."""
    bears = tuple(perm("Grizzly Bears") for _ in range(8))
    g = _game(perm("Orochi Eggwatcher"), *bears, *lands("Forest", 3))
    watcher = one(g, "Orochi Eggwatcher")
    _activate(g, "Orochi Eggwatcher")
    obj = g.objects[watcher]
    assert obj.name == "Shidako, Broodmistress" and is_flipped(obj)
    assert (query.power(g, obj), query.toughness(g, obj)) == (3, 3)
    assert "legendary" in obj.info.card.supertypes and obj.tapped
    assert str(obj.info.card.mana_cost) == "{2}{G}" and obj.info.card.colors == ("G",)
    assert not flip(g, obj) and obj.name == "Shidako, Broodmistress"


def test_no_flip_below_the_count() -> None:
    """Seven other creatures: the Snake makes nine; it stays unflipped."""
    bears = tuple(perm("Grizzly Bears") for _ in range(7))
    g = _game(perm("Orochi Eggwatcher"), *bears, *lands("Forest", 3))
    _activate(g, "Orochi Eggwatcher")
    assert ids(g, "Orochi Eggwatcher") and not is_flipped(g.objects[one(g, "Orochi Eggwatcher")])


def test_leaving_the_battlefield_forgets_the_status() -> None:
    """A flipped permanent put into a graveyard is Orochi Eggwatcher there (CR 710.4)."""
    bears = tuple(perm("Grizzly Bears") for _ in range(8))
    g = _game(perm("Orochi Eggwatcher"), *bears, *lands("Forest", 3))
    _activate(g, "Orochi Eggwatcher")
    zones.move(g, one(g, "Shidako, Broodmistress"), "graveyard")
    assert one(g, "Orochi Eggwatcher", "graveyard")


def test_may_flip_at_end_step() -> None:
    """Budoka Pupil with two ki counters: at the beginning of the end step you may flip it;
    declined, it stays Budoka Pupil; accepted, it is Ichiga with its ki counters."""
    for accept in (False, True):
        g = _game(perm("Budoka Pupil", counters=(("ki", 2),)))
        pupil = one(g, "Budoka Pupil")
        pass_until(g, lambda g: g.pending is not None and g.pending.kind == "yes_no")
        g.apply(Choose(accept))
        resolve(g)
        obj = g.objects[pupil]
        assert obj.name == ("Ichiga, Who Topples Oaks" if accept else "Budoka Pupil")
        assert obj.counter("ki") == 2


def test_delayed_trigger_flips_the_source() -> None:
    """Hill Giant dealt 2 damage by Shock; Initiate of Blood deals it 1 more; when it dies
    this turn, the Initiate (the source of the delayed trigger) flips into Goka the
    Unjust."""
    g = game(PlayerSpec(battlefield=(perm("Initiate of Blood"), *lands("Mountain", 1)),
                        hand=("Shock",)),
             PlayerSpec(battlefield=(perm("Hill Giant"),)), extra=_defs())
    giant = one(g, "Hill Giant")
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((giant,),)))
    resolve(g)
    initiate = one(g, "Initiate of Blood")
    g.apply(next(a for a in g.legal_actions() if isinstance(a, ActivateAbility)
                 and a.source == initiate and a.targets == ((giant,),)))
    resolve(g)
    assert not ids(g, "Hill Giant")
    assert g.objects[initiate].name == "Goka the Unjust"


def test_copy_of_a_flipped_permanent_is_unflipped() -> None:
    """CR 707.3: a Clone copying flipped Shidako is unflipped: it is Orochi Eggwatcher."""
    bears = tuple(perm("Grizzly Bears") for _ in range(8))
    g = _game(perm("Orochi Eggwatcher"), *bears, *lands("Forest", 3), *lands("Island", 4),
              hand=("Clone",))
    _activate(g, "Orochi Eggwatcher")
    shidako = one(g, "Shidako, Broodmistress")
    g.apply(CastSpell(one(g, "Clone", "hand")))
    resolve(g, [Choose((shidako,))])
    assert ids(g, "Orochi Eggwatcher")
