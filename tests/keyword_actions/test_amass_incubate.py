"""Amass (CR 701.44) and incubate (CR 701.51) in real games, with the cards' Oracle text."""

from __future__ import annotations

from tests.dice_rules._util import cast, game, ids, index_of, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_card
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import ActivateAbility, CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

DECEIVE = compile_card(
    "Deceive the Messenger", "Instant", "{U}",
    "Target creature gets -3/-0 until end of turn.\nAmass Orcs 1. (Put a +1/+1 counter on an "
    "Army you control. It's also an Orc. If you don't control an Army, create a 0/0 black Orc "
    "Army creature token first.)")
CRUSH = compile_card(
    "Crush Dissent", "Instant", "{3}{U}",
    "Counter target spell unless its controller pays {2}.\nAmass Zombies 2. (Put two +1/+1 "
    "counters on an Army you control. It's also a Zombie. If you don't control an Army, create "
    "a 0/0 black Zombie Army creature token first.)")
MERCILESS = compile_card(
    "Merciless Repurposing", "Instant", "{4}{B}{B}",
    "Exile target creature. Incubate 3. (Create an Incubator token with three +1/+1 counters "
    "on it and \"{2}: Transform this token.\" It transforms into a 0/0 Phyrexian artifact "
    "creature.)")
CARDS = (DECEIVE, CRUSH, MERCILESS)


def _deceive(g: Game, target: int) -> None:
    g.apply(CastSpell(ids(g, "Deceive the Messenger", "hand")[0], targets=((target,),)))


def test_cards_compile_without_gaps() -> None:
    """The three cards have no Unimplemented node and no engine gap."""
    for card in CARDS:
        assert not [a for a in card.abilities if isinstance(a, ir.Unimplemented)]
        assert not engine_gaps(card), card.name


def test_amass_creates_army_then_grows_it() -> None:
    """CR 701.44a: with no Army, a 0/0 black Orc Army token is created and gets the counter
    (it survives state-based actions as a 1/1); a second amass grows the same Army."""
    g = game(PlayerSpec(hand=("Deceive the Messenger", "Deceive the Messenger"),
                        battlefield=lands("Island", 2)),
             PlayerSpec(battlefield=(perm("Grizzly Bears"),)), extra=CARDS)
    _deceive(g, one(g, "Grizzly Bears"))
    resolve(g)
    army = g.objects[one(g, "Orc Army")]
    assert army.counter("+1/+1") == 1 and army.controller == 0
    assert {"Orc", "Army"} <= set(army.info.card.subtypes) and army.info.card.colors == ("B",)
    _deceive(g, one(g, "Grizzly Bears"))
    resolve(g)
    assert ids(g, "Orc Army") == [army.id]
    assert g.objects[army.id].counter("+1/+1") == 2


def test_amass_other_subtype_adds_it_to_existing_army() -> None:
    """CR 701.44a: "If it isn't a [subtype], it becomes a [subtype] in addition to its other
    types" - an Orc Army that amasses Zombies 2 is an Orc Zombie Army with three counters;
    no second Army is created."""
    g = game(PlayerSpec(hand=("Deceive the Messenger", "Deceive the Messenger", "Crush Dissent"),
                        battlefield=lands("Island", 8)),
             PlayerSpec(battlefield=(perm("Grizzly Bears"),)), extra=CARDS)
    _deceive(g, one(g, "Grizzly Bears"))
    resolve(g)
    army = one(g, "Orc Army")
    _deceive(g, one(g, "Grizzly Bears"))
    spell = one(g, "Deceive the Messenger", "stack")
    cast(g, "Crush Dissent", ((spell,),))
    g.apply(PassPriority())
    g.apply(PassPriority())  # Crush Dissent resolves: the spell's controller may pay {2}
    assert g.pending is not None and g.pending.kind == "yes_no"
    g.apply(Choose(False))  # not paid: countered, then Amass Zombies 2
    resolve(g)
    assert len(ids(g, "Deceive the Messenger", "graveyard")) == 2
    assert len([o for o in g.battlefield if "Army" in g.objects[o].info.card.subtypes]) == 1
    card = g.objects[army].info.card
    assert {"Orc", "Zombie", "Army"} <= set(card.subtypes)
    assert g.objects[army].counter("+1/+1") == 3  # 1 + 2; the countered spell added none
    assert "Zombie" in g.copy().objects[army].info.card.subtypes


def test_incubate_creates_incubator_that_transforms() -> None:
    """CR 701.51a-b: an Incubator artifact token with three +1/+1 counters; "{2}: Transform
    this artifact" turns it into a Phyrexian artifact creature (0/0 + counters = 3/3)."""
    g = game(PlayerSpec(hand=("Merciless Repurposing",), battlefield=lands("Swamp", 8)),
             PlayerSpec(battlefield=(perm("Grizzly Bears"),)), extra=CARDS)
    cast(g, "Merciless Repurposing", ((one(g, "Grizzly Bears"),),))
    resolve(g)
    assert one(g, "Grizzly Bears", "exile")
    inc = g.objects[one(g, "Incubator")]
    assert inc.counter("+1/+1") == 3 and inc.controller == 0
    assert not inc.info.card.has_type("creature") and inc.info.card.has_type("artifact")
    g.apply(ActivateAbility(inc.id, index_of(g, inc.id, ir.ActivatedAbility), ()))
    resolve(g)
    token = g.objects[inc.id]
    assert token.name == "Phyrexian Token" and token.info.card.has_type("creature")
    from grimoire.rules import query
    assert (query.power(g, token), query.toughness(g, token)) == (3, 3)
    assert g.copy().objects[inc.id].name == "Phyrexian Token"
