"""Entering as a copy beyond Clone (CR 614.1c, 707.5, 707.9): a card in a graveyard (Body
Double, Echoing Deeps; CR 707.2), conditional counters (Spark Double, CR 707.9e),
"enter tapped as a copy" (Vesuva) and another permanent's "Creatures you control enter as
a copy of this creature" (Essence of the Wild). Expectations from the rules text and the
cards' rulings."""

from __future__ import annotations

from tests.copy_effects._cards import pool
from tests.dice_rules._util import one, perm, resolve
from tests.ir_completeness._game import card

from grimoire.rules import query
from grimoire.rules.actions import ActivateAbility, CastSpell, Choose, PassPriority, PlayLand
from grimoire.rules.game import Game
from grimoire.rules.layers import characteristics
from grimoire.rules.objects import GameObject
from grimoire.rules.position import PermanentSpec, PlayerSpec, Position

LANDS = tuple(perm("Island") for _ in range(4)) + tuple(perm("Forest") for _ in range(3))


def _game(mine: tuple[PermanentSpec, ...] = (), hand: tuple[str, ...] = (),
          graveyard: tuple[str, ...] = (), theirs: tuple[PermanentSpec, ...] = (),
          their_graveyard: tuple[str, ...] = ()) -> Game:
    library = ("Island",) * 10
    me = PlayerSpec(battlefield=mine + LANDS, hand=hand, library=library, graveyard=graveyard)
    them = PlayerSpec(battlefield=theirs, library=library, graveyard=their_graveyard)
    return Game.from_position(Position(players=(me, them), active=0, turn=3, step="main1"),
                              pool(), seed=0)


def _cast(g: Game, name: str) -> None:
    """Cast ``name`` and pass until something other than priority is asked (or it's done)."""
    g.apply(CastSpell(one(g, name, "hand")))
    while g.pending is not None and g.pending.kind == "priority" and g.stack:
        g.apply(PassPriority())


def counter_count(obj: GameObject, kind: str) -> int:
    return (obj.counters or {}).get(kind, 0)


def _on_battlefield(g: Game, name: str) -> list[int]:
    return sorted(o.id for o in g.objects.values() if o.name == name and o.zone == "battlefield")


# --- a card in a graveyard (Body Double) ------------------------------------------------


def test_body_double_copies_a_creature_card_in_any_graveyard() -> None:
    """CR 707.5, 707.2: Body Double may enter as a copy of any creature card in a graveyard
    (an opponent's too, not a creature on the battlefield); it is treated as that card
    entering, so its "When this creature enters" triggers (ruling 2007-02-01). The copied
    card stays where it is."""
    g = _game(hand=("Body Double",), theirs=(perm("Serra Angel"),),
              their_graveyard=("Thragtusk",), graveyard=("Lightning Bolt",))
    _cast(g, "Body Double")
    assert g.pending is not None and g.pending.kind == "choose_objects"
    tusk = one(g, "Thragtusk", "graveyard")
    assert set(g.pending.options) == {tusk}  # not the Angel, not an instant card
    g.apply(Choose((tusk,)))
    resolve(g)
    (double,) = _on_battlefield(g, "Thragtusk")
    obj = g.objects[double]
    assert obj.controller == 0 and obj.kind == "card"
    assert (query.power(g, obj), query.toughness(g, obj)) == (5, 3)
    assert g.players[0].life == 25  # its copied enters trigger
    assert one(g, "Thragtusk", "graveyard") == tusk


def test_body_double_declined_or_with_nothing_to_copy_enters_as_itself() -> None:
    """Ruling 2007-02-01: no card chosen, Body Double enters as a 0/0 and state-based
    actions put it into its owner's graveyard (CR 704.5f); with no creature card in any
    graveyard there is nothing to choose and no question."""
    g = _game(hand=("Body Double",), their_graveyard=("Thragtusk",))
    _cast(g, "Body Double")
    g.apply(Choose(()))
    resolve(g)
    assert one(g, "Body Double", "graveyard")
    g = _game(hand=("Body Double",), theirs=(perm("Serra Angel"),))
    _cast(g, "Body Double")
    resolve(g)
    assert one(g, "Body Double", "graveyard")


def test_echoing_deeps_copies_a_land_card_in_a_graveyard_and_enters_tapped() -> None:
    """CR 707.5, 707.9b, 305.1: played, Echoing Deeps may enter tapped as a copy of a land
    card in a graveyard, "except it's a Cave in addition to its other types"; it taps for
    the copied land's mana."""
    g = _game(hand=("Echoing Deeps",), their_graveyard=("Tolaria West",))
    g.apply(PlayLand(one(g, "Echoing Deeps", "hand")))
    assert g.pending is not None and g.pending.kind == "choose_objects"
    west = one(g, "Tolaria West", "graveyard")
    assert set(g.pending.options) == {west}
    g.apply(Choose((west,)))
    (deeps,) = _on_battlefield(g, "Tolaria West")
    obj = g.objects[deeps]
    assert obj.tapped and obj.owner == 0
    assert characteristics(g, obj).subtypes == {"Cave"}


# --- "enter tapped as a copy" (Vesuva) --------------------------------------------------


def test_vesuva_enters_tapped_as_a_copy_or_untapped_as_itself() -> None:
    """Vesuva's rulings (2021-03-19): it enters tapped as a copy of the chosen land; if no
    land is chosen, it enters untapped as itself."""
    g = _game(hand=("Vesuva",), theirs=(perm("Tolaria West"),))
    g.apply(PlayLand(one(g, "Vesuva", "hand")))
    assert g.pending is not None and g.pending.kind == "choose_objects"
    west = one(g, "Tolaria West")
    assert west in g.pending.options
    g.apply(Choose((west,)))
    copy = max(_on_battlefield(g, "Tolaria West"))
    assert copy != west and g.objects[copy].tapped and g.objects[copy].controller == 0
    g = _game(hand=("Vesuva",), theirs=(perm("Tolaria West"),))
    g.apply(PlayLand(one(g, "Vesuva", "hand")))
    g.apply(Choose(()))
    vesuva = one(g, "Vesuva")
    assert not g.objects[vesuva].tapped


# --- conditional counters (Spark Double) ------------------------------------------------


def test_spark_double_copying_a_legendary_creature() -> None:
    """Spark Double's rulings (2019-05-03): a copy of a creature enters with an additional
    +1/+1 counter, and isn't legendary (a copiable exception, CR 707.9b), so the legend
    rule (CR 704.5j) keeps both."""
    g = _game(mine=(perm("Isamaru, Hound of Konda"),), hand=("Spark Double",))
    _cast(g, "Spark Double")
    isamaru = one(g, "Isamaru, Hound of Konda")
    g.apply(Choose((isamaru,)))
    resolve(g)
    copies = _on_battlefield(g, "Isamaru, Hound of Konda")
    assert len(copies) == 2
    double = g.objects[max(copies)]
    assert counter_count(double, "+1/+1") == 1 and counter_count(double, "loyalty") == 0
    assert (query.power(g, double), query.toughness(g, double)) == (3, 3)
    assert "legendary" not in characteristics(g, double).supertypes
    assert "legendary" in characteristics(g, g.objects[isamaru]).supertypes


def test_spark_double_copying_a_planeswalker() -> None:
    """Spark Double's rulings: a copy of a planeswalker enters with the loyalty printed on
    the card plus one (CR 306.5b, 707.9e) and no +1/+1 counter (it isn't a creature); only
    permanents you control may be chosen ("a creature or planeswalker you control")."""
    g = _game(mine=(perm("Jace Beleren"),), hand=("Spark Double",),
              theirs=(perm("Serra Angel"),))
    _cast(g, "Spark Double")
    jace = one(g, "Jace Beleren")
    assert g.pending is not None and set(g.pending.options) == {jace}
    g.apply(Choose((jace,)))
    resolve(g)
    double = g.objects[max(_on_battlefield(g, "Jace Beleren"))]
    assert counter_count(double, "loyalty") == 4 and counter_count(double, "+1/+1") == 0
    assert "legendary" not in characteristics(g, double).supertypes


# --- another permanent's "enter as a copy of this creature" (Essence of the Wild) -------


def test_essence_of_the_wild_makes_creatures_enter_as_copies() -> None:
    """CR 614.1c, 707.5: Essence of the Wild's creatures enter as 6/6 copies of it (not of
    its non-copy effects or counters); as a copy, Thragtusk's printed enters trigger is gone
    and doesn't trigger (ruling 2011-09-22)."""
    g = _game(mine=(perm("Essence of the Wild", counters={"+1/+1": 2}),),
              hand=("Grizzly Bears", "Thragtusk"))
    _cast(g, "Grizzly Bears")
    resolve(g)
    essences = _on_battlefield(g, "Essence of the Wild")
    assert len(essences) == 2 and not _on_battlefield(g, "Grizzly Bears")
    bears = g.objects[max(essences)]
    assert (query.power(g, bears), query.toughness(g, bears)) == (6, 6)
    assert bears.base is not None and bears.base.name == "Grizzly Bears"
    _cast(g, "Thragtusk")
    resolve(g)
    assert g.players[0].life == 20 and len(_on_battlefield(g, "Essence of the Wild")) == 3


def test_essence_of_the_wild_wins_over_clone_and_spares_the_opponent() -> None:
    """Rulings 2011-09-22: Clone entering under Essence's controller is a copy of Essence
    whatever order the two copy effects apply in (no question); an opponent's creature
    enters as itself ("Creatures you control")."""
    g = _game(mine=(perm("Essence of the Wild"),), hand=("Clone",),
              theirs=(perm("Serra Angel"),))
    _cast(g, "Clone")
    assert g.pending is None or g.pending.kind == "priority"
    resolve(g)
    assert len(_on_battlefield(g, "Essence of the Wild")) == 2 and not _on_battlefield(
        g, "Clone")
    g = Game.from_position(Position(players=(
        PlayerSpec(battlefield=(perm("Essence of the Wild"),), library=("Island",) * 10),
        PlayerSpec(battlefield=tuple(perm("Forest") for _ in range(2)),
                   hand=("Grizzly Bears",), library=("Island",) * 10)),
        active=1, turn=3, step="main1"), pool(), seed=0)
    _cast(g, "Grizzly Bears")
    resolve(g)
    assert _on_battlefield(g, "Grizzly Bears") and len(
        _on_battlefield(g, "Essence of the Wild")) == 1


def test_essence_of_the_wild_tokens_stay_tokens() -> None:
    """CR 111.1, 707.5: a creature token created under Essence's controller enters as a
    copy of Essence and is still a token."""
    g = _game(mine=(perm("Essence of the Wild"), perm("Plains")), hand=("Raise the Alarm",))
    _cast(g, "Raise the Alarm")
    resolve(g)
    tokens = [o for o in g.objects.values() if o.kind == "token" and o.zone == "battlefield"]
    assert len(tokens) == 2
    for token in tokens:
        assert token.name == "Essence of the Wild"
        assert (query.power(g, token), query.toughness(g, token)) == (6, 6)


def test_copy_of_a_graveyard_card_with_added_colors_and_stats() -> None:
    """CR 707.9b: "enter as a copy of any creature card in a graveyard, except it's a 4/4
    black Zombie in addition to its other colors and types" (Lazotep Convert's line): the
    copy is 4/4, black as well as the copied card's colors, and a Zombie as well as its
    types."""
    convert = card("Test Convert", "Creature — Zombie", "You may have this creature enter "
                   "as a copy of any creature card in a graveyard, except it's a 4/4 black "
                   "Zombie in addition to its other colors and types.", "0", "0", "{2}{U}")
    g = Game.from_position(Position(players=(
        PlayerSpec(battlefield=LANDS, hand=("Test Convert",), library=("Island",) * 10,
                   graveyard=("Serra Angel",)),
        PlayerSpec(library=("Island",) * 10)), active=0, turn=3, step="main1"),
        pool().add(convert), seed=0)
    _cast(g, "Test Convert")
    g.apply(Choose((one(g, "Serra Angel", "graveyard"),)))
    resolve(g)
    (angel,) = _on_battlefield(g, "Serra Angel")
    chars = characteristics(g, g.objects[angel])
    assert (query.power(g, g.objects[angel]), query.toughness(g, g.objects[angel])) == (4, 4)
    assert chars.colors == {"W", "B"} and chars.subtypes == {"Angel", "Zombie"}
    assert query.keywords(g, g.objects[angel]) == {"flying", "vigilance"}


def test_token_copy_with_stats_colors_and_types_added() -> None:
    """CR 707.9b, 111.10: The Jolly Balloon Man's token is a copy of the target "except it's
    a 1/1 red Balloon creature in addition to its other colors and types and it has flying
    and haste": a 1/1, red and green, a Bear and a Balloon, with flying and haste."""
    balloon = card("The Jolly Balloon Man", "Legendary Creature — Human Clown",
                   "Haste\n{1}, {T}: Create a token that's a copy of another target creature "
                   "you control, except it's a 1/1 red Balloon creature in addition to its "
                   "other colors and types and it has flying and haste. Sacrifice it at the "
                   "beginning of the next end step. Activate only as a sorcery.", "1", "4",
                   "{1}{R}{W}")
    g = Game.from_position(Position(players=(
        PlayerSpec(battlefield=(perm("The Jolly Balloon Man"), perm("Grizzly Bears"), *LANDS),
                   library=("Island",) * 10),
        PlayerSpec(library=("Island",) * 10)), active=0, turn=3, step="main1"),
        pool().add(balloon), seed=0)
    man, bears = one(g, "The Jolly Balloon Man"), one(g, "Grizzly Bears")
    g.apply(next(a for a in g.legal_actions() if isinstance(a, ActivateAbility)
                 and a.source == man and a.targets == ((bears,),)))
    resolve(g)
    (token,) = [o for o in g.objects.values() if o.kind == "token" and o.zone == "battlefield"]
    chars = characteristics(g, token)
    assert token.name == "Grizzly Bears"
    assert (query.power(g, token), query.toughness(g, token)) == (1, 1)
    assert chars.colors == {"G", "R"} and chars.subtypes == {"Bear", "Balloon"}
    assert {"flying", "haste"} <= query.keywords(g, token)
