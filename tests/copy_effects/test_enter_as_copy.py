"""Layer 1: entering as a copy (CR 614.1c, 707.2-707.9) with Clone, Phantasmal Image and
the other cards of the class, compiled from their Oracle text; expectations from the rules
and the Clone / Phantasmal Image rulings."""

from __future__ import annotations

from tests.copy_effects._cards import pool
from tests.dice_rules._util import one, perm, resolve

from grimoire.rules import query
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.copy_effects import copiable
from grimoire.rules.game import Game
from grimoire.rules.layers import characteristics
from grimoire.rules.position import PermanentSpec, PlayerSpec, Position

ISLANDS = tuple(perm("Island") for _ in range(7))


def _game(mine: tuple[PermanentSpec, ...] = (), hand: tuple[str, ...] = (),
          theirs: tuple[PermanentSpec, ...] = (), graveyard: tuple[str, ...] = ()) -> Game:
    library = ("Island",) * 10
    me = PlayerSpec(battlefield=mine + ISLANDS, hand=hand, library=library,
                    graveyard=graveyard)
    them = PlayerSpec(battlefield=theirs, library=library)
    return Game.from_position(Position(players=(me, them), active=0, turn=3, step="main1"),
                              pool(), seed=0)


def _cast_until_asked(g: Game, name: str, x: int = 0) -> None:
    """Cast ``name`` and pass until something other than priority is asked (or it's done)."""
    g.apply(CastSpell(one(g, name, "hand"), x=x))
    while g.pending is not None and g.pending.kind == "priority" and g.stack:
        g.apply(PassPriority())


def _stats(g: Game, oid: int) -> tuple[str, int, int]:
    obj = g.objects[oid]
    return obj.name, query.power(g, obj), query.toughness(g, obj)


def _newest(g: Game, name: str) -> int:
    return max(o.id for o in g.objects.values() if o.name == name and o.zone == "battlefield")


def test_clone_enters_as_a_copy_of_the_chosen_creature() -> None:
    """CR 707.5, 614.1c: Clone enters as a copy — name, power, toughness, abilities
    (CR 707.2a) — of a creature chosen as it enters among those on the battlefield; the
    choice doesn't target (ruling 2013-07-01), so an opponent's creature can be chosen."""
    g = _game(theirs=(perm("Serra Angel"),), mine=(perm("Grizzly Bears"),), hand=("Clone",))
    _cast_until_asked(g, "Clone")
    assert g.pending is not None and g.pending.kind == "choose_objects"
    angel, bears = one(g, "Serra Angel"), one(g, "Grizzly Bears")
    assert set(g.pending.options) == {angel, bears} and g.pending.min_count == 0
    g.apply(Choose((angel,)))
    clone = _newest(g, "Serra Angel")
    assert clone != angel and g.objects[clone].controller == 0
    assert _stats(g, clone) == ("Serra Angel", 4, 4)
    assert query.keywords(g, g.objects[clone]) == {"flying", "vigilance"}
    assert characteristics(g, g.objects[clone]).subtypes == {"Angel"}
    assert g.objects[clone].kind == "card"  # ruling: Clone is not a token


def test_clone_declined_enters_as_a_zero_zero_and_dies() -> None:
    """Ruling 2012-07-01: "You can choose not to copy anything. In that case, Clone enters
    the battlefield as a 0/0 Shapeshifter creature, and is probably put into the graveyard
    immediately" (CR 704.5f)."""
    g = _game(mine=(perm("Grizzly Bears"),), hand=("Clone",))
    _cast_until_asked(g, "Clone")
    g.apply(Choose(()))
    assert g.pending is not None and g.pending.kind == "priority"
    assert one(g, "Clone", "graveyard")
    assert one(g, "Grizzly Bears")


def test_clone_with_nothing_to_copy_enters_as_itself() -> None:
    """CR 614.1c: with no creature on the battlefield there is nothing to choose: Clone
    enters as itself (a 0/0) and dies to state-based actions (CR 704.5f)."""
    g = _game(hand=("Clone",))
    _cast_until_asked(g, "Clone")
    assert g.pending is not None and g.pending.kind == "priority"
    assert one(g, "Clone", "graveyard")


def test_clone_does_not_copy_boosts_counters_or_status() -> None:
    """CR 707.2 and ruling 2012-07-01: Clone copies what is printed — not a +3/+3 until end
    of turn (layer 7c), not counters, not being tapped."""
    g = _game(mine=(perm("Grizzly Bears", tapped=True, counters=(("+1/+1", 2),)),
                    perm("Forest")), hand=("Giant Growth", "Clone"))
    bears = one(g, "Grizzly Bears")
    g.apply(CastSpell(one(g, "Giant Growth", "hand"), targets=((bears,),)))
    resolve(g)
    assert _stats(g, bears) == ("Grizzly Bears", 7, 7)
    _cast_until_asked(g, "Clone")
    g.apply(Choose((bears,)))
    clone = _newest(g, "Grizzly Bears")
    assert _stats(g, clone) == ("Grizzly Bears", 2, 2)
    assert not g.objects[clone].tapped and not g.objects[clone].counters


def test_copy_of_a_copy_uses_the_copied_values_with_exceptions() -> None:
    """CR 707.3 and the Phantasmal Image rulings: the Illusion type and the sacrifice
    trigger are copiable values (CR 707.9a-b), so a Clone copying a Phantasmal Image that
    copied Grizzly Bears is an Illusion Bear called Grizzly Bears with that trigger."""
    g = _game(mine=(perm("Grizzly Bears"),), hand=("Phantasmal Image", "Clone"))
    bears = one(g, "Grizzly Bears")
    _cast_until_asked(g, "Phantasmal Image")
    g.apply(Choose((bears,)))
    image = _newest(g, "Grizzly Bears")
    assert characteristics(g, g.objects[image]).subtypes == {"Bear", "Illusion"}
    _cast_until_asked(g, "Clone")
    g.apply(Choose((image,)))
    clone = _newest(g, "Grizzly Bears")
    assert clone != image
    assert _stats(g, clone) == ("Grizzly Bears", 2, 2)
    assert characteristics(g, g.objects[clone]).subtypes == {"Bear", "Illusion"}
    assert g.objects[clone].info.triggered  # "When this creature becomes the target ..."
    assert copiable(g.objects[clone]).card == copiable(g.objects[image]).card


def test_phantasmal_image_is_sacrificed_when_targeted() -> None:
    """Phantasmal Image's exception (CR 707.9a): "When this creature becomes the target of
    a spell or ability, sacrifice it" — its trigger resolves first, then Shock has no legal
    target (CR 608.2b)."""
    g = _game(theirs=(perm("Serra Angel"),), mine=(perm("Mountain"),),
              hand=("Phantasmal Image", "Shock"))
    _cast_until_asked(g, "Phantasmal Image")
    g.apply(Choose((one(g, "Serra Angel"),)))
    image = _newest(g, "Serra Angel")
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((image,),)))
    resolve(g)
    assert image not in g.objects
    assert one(g, "Phantasmal Image", "graveyard")  # CR 400.7: the card again
    assert g.players[1].life == 20


def test_copied_enters_abilities_apply_and_trigger() -> None:
    """CR 707.5: the copy's "enters tapped" and "enters with" abilities apply (Skyshroud
    Behemoth: tapped, two fade counters) and its enters-the-battlefield triggers trigger
    (Wall of Omens: draw a card; Clone ruling 2007-07-15)."""
    g = _game(mine=(perm("Skyshroud Behemoth"),), hand=("Clone",))
    _cast_until_asked(g, "Clone")
    g.apply(Choose((one(g, "Skyshroud Behemoth"),)))
    clone = _newest(g, "Skyshroud Behemoth")
    assert g.objects[clone].tapped and g.objects[clone].counter("fade") == 2
    g = _game(mine=(perm("Wall of Omens"),), hand=("Clone",))
    hand = len(g.players[0].hand)
    _cast_until_asked(g, "Clone")
    g.apply(Choose((one(g, "Wall of Omens"),)))
    resolve(g)
    assert len(g.players[0].hand) == hand  # Clone left the hand, the trigger drew one


def test_exceptions_set_power_and_add_counters() -> None:
    """CR 707.9b: Quicksilver Gargantuan "except it's 7/7" is a 7/7 Grizzly Bears; CR
    707.9e: Altered Ego "enters with X additional +1/+1 counters" (X=2) is a 4/4 Bear whose
    counters are not a copiable value."""
    g = _game(mine=(perm("Grizzly Bears"), perm("Forest"), perm("Forest")),
              hand=("Quicksilver Gargantuan", "Altered Ego"))
    bears = one(g, "Grizzly Bears")
    _cast_until_asked(g, "Quicksilver Gargantuan")
    g.apply(Choose((bears,)))
    assert _stats(g, _newest(g, "Grizzly Bears")) == ("Grizzly Bears", 7, 7)
    g = _game(mine=(perm("Grizzly Bears"), perm("Forest"), perm("Forest")),
              hand=("Altered Ego",))
    bears = one(g, "Grizzly Bears")
    _cast_until_asked(g, "Altered Ego", x=2)
    g.apply(Choose((bears,)))
    ego = _newest(g, "Grizzly Bears")
    assert _stats(g, ego) == ("Grizzly Bears", 4, 4)
    assert copiable(g.objects[ego]).power == 2


def test_metamorph_is_an_artifact_in_addition() -> None:
    """CR 707.9b: Phyrexian Metamorph copying a creature is an artifact in addition to its
    other types."""
    g = _game(mine=(perm("Grizzly Bears"),), hand=("Phyrexian Metamorph",))
    _cast_until_asked(g, "Phyrexian Metamorph")
    g.apply(Choose((one(g, "Grizzly Bears"),)))
    chars = characteristics(g, g.objects[_newest(g, "Grizzly Bears")])
    assert chars.types == {"artifact", "creature"}


def test_a_copy_leaving_is_the_card_again() -> None:
    """CR 400.7: a Clone that copied Grizzly Bears and dies is Clone in the graveyard (the
    copy effect ends with the object)."""
    g = _game(mine=(perm("Grizzly Bears"), perm("Mountain")), hand=("Clone", "Shock"))
    _cast_until_asked(g, "Clone")
    g.apply(Choose((one(g, "Grizzly Bears"),)))
    clone = _newest(g, "Grizzly Bears")
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((clone,),)))
    resolve(g)
    assert clone not in g.objects
    card = g.objects[one(g, "Clone", "graveyard")]
    assert card.copied is None and (card.info.power, card.info.toughness) == (0, 0)


def test_clone_copies_a_token_and_is_not_one() -> None:
    """Clone ruling 2007-07-15: copying a token, Clone copies the token's original
    characteristics as the effect that created it stated; Clone is not a token."""
    g = _game(mine=(perm("Grizzly Bears", token=True),), hand=("Clone",))
    token = one(g, "Grizzly Bears")
    assert g.objects[token].kind == "token"
    _cast_until_asked(g, "Clone")
    g.apply(Choose((token,)))
    clone = _newest(g, "Grizzly Bears")
    assert g.objects[clone].kind == "card" and _stats(g, clone) == ("Grizzly Bears", 2, 2)


def test_clone_copying_a_face_down_creature_is_a_face_down_two_two() -> None:
    """CR 707.2, 708.2: a face-down permanent's copiable values are the face-down ones (a
    2/2 creature with no name, types or abilities); the Clone itself is face up."""
    g = _game(mine=(perm("Serra Angel"),), hand=("Clone",))
    from grimoire.mechanics.face_down import turn_down
    angel = g.objects[one(g, "Serra Angel")]
    turn_down(angel, False)
    g.version += 1
    _cast_until_asked(g, "Clone")
    g.apply(Choose((angel.id,)))
    clone = max(o.id for o in g.objects.values() if o.zone == "battlefield")
    assert _stats(g, clone) == ("", 2, 2) and g.objects[clone].hidden is None
    assert not query.keywords(g, g.objects[clone])


def test_reanimated_clone_chooses_as_it_enters() -> None:
    """CR 614.1c, 707.5: a Clone put onto the battlefield by an effect (Reanimate) is a
    replacement effect on entering too: the choice is asked during the resolution, and the
    rest of the instruction goes on."""
    g = _game(mine=(perm("Serra Angel"), perm("Swamp")), hand=("Reanimate",),
              graveyard=("Clone",))
    clone_card = one(g, "Clone", "graveyard")
    g.apply(CastSpell(one(g, "Reanimate", "hand"), targets=((clone_card,),)))
    while g.pending is not None and g.pending.kind == "priority" and g.stack:
        g.apply(PassPriority())
    assert g.pending is not None and g.pending.kind == "choose_objects"
    g.apply(Choose((one(g, "Serra Angel"),)))
    resolve(g)
    angels = [o for o in g.objects.values() if o.name == "Serra Angel"
              and o.zone == "battlefield"]
    assert len(angels) == 2 and {o.controller for o in angels} == {0}
    assert g.players[0].life < 20  # the instruction after the move still happened


def test_clone_copies_the_face_that_is_up_and_cannot_transform() -> None:
    """CR 707.8: copying a double-faced permanent uses the face that is up — Bloodline
    Keeper front face up gives a Bloodline Keeper, transformed a Lord of Lineage; the Clone
    is not a double-faced card, so it can't transform (CR 701.28c)."""
    from grimoire.rules.transform import can_transform, transform
    g = _game(mine=(perm("Bloodline Keeper"),), hand=("Clone",))
    keeper = one(g, "Bloodline Keeper")
    _cast_until_asked(g, "Clone")
    g.apply(Choose((keeper,)))
    clone = _newest(g, "Bloodline Keeper")
    assert clone != keeper and _stats(g, clone) == ("Bloodline Keeper", 3, 3)
    assert not can_transform(g.objects[clone])
    g = _game(mine=(perm("Bloodline Keeper"),), hand=("Clone",))
    keeper = one(g, "Bloodline Keeper")
    assert transform(g, g.objects[keeper])
    _cast_until_asked(g, "Clone")
    g.apply(Choose((keeper,)))
    lord = _newest(g, "Lord of Lineage")
    # 5/5, and "Other Vampire creatures you control get +2/+2" from the other Lord
    assert lord != keeper and _stats(g, lord) == ("Lord of Lineage", 7, 7)
    assert query.keywords(g, g.objects[lord]) == {"flying"}
    assert not can_transform(g.objects[lord])


def test_sakashima_keeps_its_name_and_is_legendary() -> None:
    """CR 707.9b: "except its name is Sakashima the Impostor, it's legendary in addition to
    its other types": a legendary Grizzly Bears-like 2/2 named Sakashima the Impostor, with
    the added activated ability."""
    g = _game(mine=(perm("Grizzly Bears"),), hand=("Sakashima the Impostor",))
    _cast_until_asked(g, "Sakashima the Impostor")
    g.apply(Choose((one(g, "Grizzly Bears"),)))
    saka = g.objects[one(g, "Sakashima the Impostor")]
    assert _stats(g, saka.id) == ("Sakashima the Impostor", 2, 2)
    chars = characteristics(g, saka)
    assert chars.supertypes == {"legendary"} and chars.subtypes == {"Bear"}
    assert saka.info.activated


def test_token_copy_exceptions_share_the_copy_rules() -> None:
    """CR 707.9b, 707.3: Saheeli's Artistry's token copy of a Clone that copied Serra Angel
    is a Serra Angel (the Clone's copiable values) that is an artifact in addition (the
    exception, read like an "enter as a copy" one) — a token, not a Clone."""
    g = _game(mine=tuple(perm("Island") for _ in range(4)), theirs=(perm("Serra Angel"),),
              hand=("Clone", "Saheeli's Artistry"))
    _cast_until_asked(g, "Clone")
    g.apply(Choose((one(g, "Serra Angel"),)))
    clone = _newest(g, "Serra Angel")
    g.apply(CastSpell(one(g, "Saheeli's Artistry", "hand"), targets=((clone,),), modes=(1,)))
    resolve(g)
    token = _newest(g, "Serra Angel")
    assert token != clone and g.objects[token].kind == "token"
    assert characteristics(g, g.objects[token]).types == {"artifact", "creature"}
    assert _stats(g, token) == ("Serra Angel", 4, 4)
