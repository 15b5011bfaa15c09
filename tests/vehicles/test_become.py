"""Type-changing effects on Vehicles and other permanents (CR 205.1a-b, 301.7b, 613.1d):
"becomes an artifact creature", "becomes an enchantment", with base power and toughness."""

from __future__ import annotations

from tests.dice_rules._util import cast, game, index_of, lands, one, perm, resolve
from tests.vehicles._cards import card

from grimoire.oracle import ir
from grimoire.rules import query
from grimoire.rules.actions import ActivateAbility, CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

HEARSE = card("Honeymoon Hearse", "Artifact — Vehicle",
              "Trample\nTap two untapped creatures you control: This Vehicle becomes an artifact "
              "creature until end of turn.", "5", "5", "{2}{R}")
FLEETWHEEL = card("Fleetwheel Cruiser", "Artifact — Vehicle",
                  "Trample, haste\nWhen this Vehicle enters, it becomes an artifact creature until "
                  "end of turn.\nCrew 2 (Tap any number of creatures you control with total power "
                  "2 or more: This Vehicle becomes an artifact creature until end of turn.)",
                  "5", "3", "{4}")
MIZZIUM = card("Mizzium Tank", "Artifact — Vehicle",
               "Trample\nWhenever you cast a noncreature spell, this Vehicle becomes an artifact "
               "creature and gets +1/+1 until end of turn.\nCrew 1 (Tap any number of creatures "
               "you control with total power 1 or more: This Vehicle becomes an artifact creature "
               "until end of turn.)", "3", "2", "{1}{R}{R}")
ENGINES = card("Start Your Engines", "Sorcery",
               "Vehicles you control become artifact creatures until end of turn. Creatures you "
               "control get +2/+0 until end of turn.", mana_cost="{3}{R}")
SUIT_UP = card("Suit Up", "Instant",
               "Until end of turn, target creature or Vehicle becomes an artifact creature with "
               "base power and toughness 4/5.\nDraw a card.", mana_cost="{2}{U}")
OPAL = card("Opal Acrolith", "Enchantment",
            "Whenever an opponent casts a creature spell, if this permanent is an enchantment, it "
            "becomes a 2/4 Soldier creature.\n{0}: This permanent becomes an enchantment.",
            mana_cost="{2}{W}")
EXTRA = [HEARSE, FLEETWHEEL, MIZZIUM, ENGINES, SUIT_UP, OPAL]


def _end_turn(g: Game) -> None:
    turn = g.turn
    while g.turn == turn:
        assert g.pending is not None
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])


def _pt(g: Game, oid: int) -> tuple[int, int]:
    obj = g.objects[oid]
    return query.power(g, obj), query.toughness(g, obj)


def test_an_alternative_crew_cost() -> None:
    """Honeymoon Hearse: "Tap two untapped creatures you control: This Vehicle becomes an
    artifact creature until end of turn" (CR 205.1b: it keeps its types; CR 301.7b: its
    printed 5/5); a noncreature again at end of turn (CR 514.2)."""
    p0 = PlayerSpec(battlefield=(perm("Honeymoon Hearse"), perm("Llanowar Elves"),
                                 perm("Llanowar Elves")))
    g = game(p0, extra=EXTRA)
    hearse = one(g, "Honeymoon Hearse")
    elves = tuple(sorted(o.id for o in g.objects.values() if o.name == "Llanowar Elves"))
    g.apply(ActivateAbility(hearse, index_of(g, hearse, ir.ActivatedAbility), costs=elves))
    resolve(g)
    obj = g.objects[hearse]
    assert obj.info.types == {"artifact", "creature"} and "Vehicle" in obj.info.subtypes
    assert _pt(g, hearse) == (5, 5)
    _end_turn(g)
    assert not g.objects[hearse].info.is_creature


def test_enters_as_a_creature_with_haste() -> None:
    """Fleetwheel Cruiser: its enters trigger makes it an artifact creature this turn; with
    haste it can attack at once (CR 702.10)."""
    g = game(PlayerSpec(hand=("Fleetwheel Cruiser",), battlefield=lands("Mountain", 4)),
             extra=EXTRA)
    cast(g, "Fleetwheel Cruiser")
    resolve(g)
    cruiser = one(g, "Fleetwheel Cruiser")
    assert g.objects[cruiser].info.is_creature and _pt(g, cruiser) == (5, 3)
    from grimoire.rules import combat
    assert combat.can_attack(g, g.objects[cruiser])


def test_becomes_a_creature_and_gets_a_boost_until_end_of_turn() -> None:
    """Mizzium Tank: "becomes an artifact creature and gets +1/+1 until end of turn": both
    last until end of turn (a 4/3 creature, then a noncreature Vehicle again)."""
    p0 = PlayerSpec(hand=("Start Your Engines",), battlefield=(
        perm("Mizzium Tank"), *lands("Mountain", 4)))
    g = game(p0, extra=EXTRA)
    tank = one(g, "Mizzium Tank")
    cast(g, "Start Your Engines")  # a noncreature spell: the Tank triggers
    resolve(g)
    # the trigger: artifact creature, +1/+1; then the sorcery: +2/+0 to creatures
    assert g.objects[tank].info.is_creature and _pt(g, tank) == (6, 3)
    _end_turn(g)
    assert not g.objects[tank].info.is_creature


def test_vehicles_you_control_become_artifact_creatures() -> None:
    """Start Your Engines: every Vehicle you control (not the opponent's) becomes an
    artifact creature until end of turn; then creatures you control get +2/+0."""
    p0 = PlayerSpec(hand=("Start Your Engines",), battlefield=(
        perm("Honeymoon Hearse"), perm("Fleetwheel Cruiser"), *lands("Mountain", 4)))
    p1 = PlayerSpec(battlefield=(perm("Honeymoon Hearse"),))
    g = game(p0, p1, extra=EXTRA)
    cast(g, "Start Your Engines")
    resolve(g)
    mine = [o for o in g.battlefield if g.objects[o].controller == 0
            and "Vehicle" in g.objects[o].info.subtypes]
    theirs = [o for o in g.battlefield if g.objects[o].controller == 1]
    assert len(mine) == 2 and all(g.objects[o].info.is_creature for o in mine)
    assert not g.objects[theirs[0]].info.is_creature
    assert sorted(_pt(g, o) for o in mine) == [(7, 3), (7, 5)]


def test_base_power_and_toughness_of_a_creature_or_vehicle() -> None:
    """Suit Up targets "creature or Vehicle" (either one): an uncrewed Vehicle becomes an
    artifact creature (CR 205.1b: still a Vehicle) with base power and toughness 4/5 (CR
    613.4b) until end of turn; a Bear becomes a 4/5 artifact creature Bear."""
    p0 = PlayerSpec(hand=("Suit Up", "Suit Up"), battlefield=(
        perm("Honeymoon Hearse"), perm("Grizzly Bears"), *lands("Island", 6)))
    g = game(p0, extra=EXTRA)
    hearse, bears = one(g, "Honeymoon Hearse"), one(g, "Grizzly Bears")
    suits = sorted(o.id for o in g.objects.values() if o.name == "Suit Up")
    g.apply(CastSpell(suits[0], targets=((hearse,),)))
    resolve(g)
    g.apply(CastSpell(suits[1], targets=((bears,),)))
    resolve(g)
    for oid, subtype in ((hearse, "Vehicle"), (bears, "Bear")):
        obj = g.objects[oid]
        assert obj.info.types == {"artifact", "creature"} and subtype in obj.info.subtypes
        assert _pt(g, oid) == (4, 5)
    _end_turn(g)
    assert not g.objects[hearse].info.is_creature and g.objects[hearse].info.power == 5
    assert _pt(g, bears) == (2, 2) and g.objects[bears].info.types == {"creature"}


def test_becomes_an_enchantment_replaces_its_types() -> None:
    """Opal Acrolith: after it became a 2/4 Soldier creature, "{0}: This permanent becomes
    an enchantment" makes it only an enchantment (CR 205.1a: the new card type replaces the
    old ones; the creature type Soldier goes with the creature type). Becoming the creature
    replaced its types the same way (the ruling: "When it turns into a creature, it is no
    longer an enchantment")."""
    p0 = PlayerSpec(battlefield=(perm("Opal Acrolith"), *lands("Plains", 2)))
    p1 = PlayerSpec(hand=("Grizzly Bears",), battlefield=lands("Forest", 2))
    g = game(p0, p1, extra=EXTRA, active=1)
    cast(g, "Grizzly Bears")  # the opponent casts a creature spell: Acrolith animates
    resolve(g)
    opal = one(g, "Opal Acrolith")
    assert g.objects[opal].info.types == {"creature"}
    g.apply(PassPriority())  # player 1 passes with an empty stack
    while g.pending is not None and g.pending.player != 0:
        g.apply(PassPriority())
    g.apply(ActivateAbility(opal, index_of(g, opal, ir.ActivatedAbility)))
    resolve(g)
    obj = g.objects[opal]
    assert obj.info.types == {"enchantment"} and not obj.info.subtypes
