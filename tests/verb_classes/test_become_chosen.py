""""<objects> becomes the basic land type / creature type / color [or colors] of your choice
[until end of turn]" and "Target land becomes an Island ..." (Reef Shaman, Jinx, Mistform
Dreamer, Scuttlemutt, Navigator's Compass, Tide Shaper).

CR 608.2d: the choice is made as the ability resolves. CR 305.7: a land whose subtype is set
to a basic land type loses its other land types and the abilities of its rules text and has
the new type's mana ability; a basic land type added "in addition" brings its mana ability
too. CR 205.1a-b: a new creature type replaces the old ones unless "in addition". CR 105.3:
new colors replace the old. CR 611.2a-b: "until end of turn" ends in the cleanup step; "for
as long as this creature remains on the battlefield" ends when it leaves. CR 608.2b: an
ability whose only target is gone does nothing (and asks nothing)."""

from __future__ import annotations

from tests.dice_rules._util import game, ids, index_of, one, perm
from tests.verb_classes._cards import defs

from grimoire.oracle import ir
from grimoire.oracle.support import engine_gaps
from grimoire.rules import continuous, grants, layers
from grimoire.rules.actions import ActivateAbility, CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

NAMES = ("Reef Shaman", "Jinx", "Mistform Dreamer", "Scuttlemutt", "Mutavault",
         "Navigator's Compass", "Tide Shaper")


def _game(mine: tuple[str, ...], theirs: tuple[str, ...] = (), hand: tuple[str, ...] = ()
          ) -> Game:
    me = PlayerSpec(hand=hand, battlefield=tuple(perm(n) for n in mine))
    them = PlayerSpec(battlefield=tuple(perm(n) for n in theirs))
    return game(me, them, extra=defs(*NAMES))


def _activate(g: Game, source: str, target: str | None, nth: int = 0) -> None:
    src = one(g, source)
    index = index_of(g, src, ir.ActivatedAbility, nth)
    found = [a for a in g.legal_actions() if isinstance(a, ActivateAbility)
             and a.source == src and a.index == index
             and (target is None or a.targets == ((one(g, target),),))]
    g.apply(found[0])


def _resolve(g: Game, answer: object) -> list[str]:
    """Resolve the stack, answering each choice with ``answer``; the kinds asked."""
    asked = []
    while g.stack or (g.pending is not None and g.pending.kind != "priority"):
        if g.pending is not None and g.pending.kind == "priority":
            g.apply(PassPriority())
        else:
            assert g.pending is not None
            asked.append(g.pending.kind)
            g.apply(Choose(answer))
    return asked


def _chars(g: Game, name: str) -> layers.Chars:
    return layers.characteristics(g, g.objects[one(g, name)])


def _made(g: Game, name: str) -> set[tuple[str, ...]]:
    """The mana the permanent's mana abilities make now (after the layers)."""
    return {b for _, b in g.objects[one(g, name)].info.mana_options}


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name


def test_land_becomes_the_chosen_basic_land_type() -> None:
    """Reef Shaman on the opponent's Mutavault, Island chosen: an Island with only "{T}: Add
    {U}" (its {C} ability and its animation ability gone, CR 305.7), until end of turn."""
    g = _game(("Reef Shaman",), ("Mutavault",))
    _activate(g, "Reef Shaman", "Mutavault")
    assert _resolve(g, "Island") == ["choose_mode"]
    chars = _chars(g, "Mutavault")
    assert "Island" in chars.subtypes and "land" in chars.types
    assert _made(g, "Mutavault") == {("U",)}
    assert len([a for a in chars.abilities if isinstance(a, ir.ActivatedAbility)]) == 1
    continuous.expire(g, cleanup=True)  # CR 514.2 (then the layers applied again)
    grants.now(g)
    assert "Island" not in _chars(g, "Mutavault").subtypes
    assert _made(g, "Mutavault") == {("C",)}


def test_a_basic_land_changes_type() -> None:
    """Jinx on a Forest, Swamp chosen: a Swamp (not a Forest) that taps for {B}."""
    g = _game(("Island", "Island"), ("Forest",), hand=("Jinx",))
    jinx = one(g, "Jinx", "hand")
    forest = one(g, "Forest")
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == jinx
                 and a.targets == ((forest,),)))
    assert _resolve(g, "Swamp") == ["choose_mode"]
    chars = _chars(g, "Forest")
    assert "Swamp" in chars.subtypes and "Forest" not in chars.subtypes
    assert _made(g, "Forest") == {("B",)}


def test_in_addition_keeps_the_old_type() -> None:
    """Navigator's Compass on my Forest, Island chosen: a Forest Island tapping for {G} or
    {U} (CR 305.7)."""
    g = _game(("Navigator's Compass", "Forest"))
    _activate(g, "Navigator's Compass", "Forest")
    _resolve(g, "Island")
    assert {"Forest", "Island"} <= _chars(g, "Forest").subtypes
    assert _made(g, "Forest") == {("G",), ("U",)}


def test_creature_type_of_your_choice_replaces() -> None:
    """Mistform Dreamer becomes a Goblin: no longer an Illusion (CR 205.1a)."""
    g = _game(("Mistform Dreamer", "Island"))
    _activate(g, "Mistform Dreamer", None)
    assert _resolve(g, "Goblin") == ["choose_creature_type"]
    chars = _chars(g, "Mistform Dreamer")
    assert "Goblin" in chars.subtypes and "Illusion" not in chars.subtypes
    assert "creature" in chars.types


def test_colors_of_your_choice() -> None:
    """Scuttlemutt makes Grizzly Bears white and blue (its green gone, CR 105.3)."""
    g = _game(("Scuttlemutt",), ("Grizzly Bears",))
    mutt = one(g, "Scuttlemutt")
    bears = one(g, "Grizzly Bears")
    g.apply(next(a for a in g.legal_actions() if isinstance(a, ActivateAbility)
                 and a.source == mutt and a.targets == ((bears,),)))
    assert _resolve(g, "WU") == ["choose_mode"]
    assert _chars(g, "Grizzly Bears").colors == frozenset({"W", "U"})


def test_the_source_gone_asks_nothing() -> None:
    """Mistform Dreamer's ability with the Dreamer killed in response: no choice is asked
    and nothing changes."""
    g = _game(("Mistform Dreamer", "Island", "Mountain"), hand=("Lightning Bolt",))
    _activate(g, "Mistform Dreamer", None)
    dreamer = one(g, "Mistform Dreamer")
    bolt = one(g, "Lightning Bolt", "hand")
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == bolt
                 and a.targets == ((dreamer,),)))
    assert _resolve(g, "Goblin") == []
    assert not ids(g, "Mistform Dreamer")


def test_for_as_long_as_the_source_remains() -> None:
    """Tide Shaper kicked: the opponent's Forest is an Island while the Shaper stays (CR
    611.2b; the Shaper gets +1/+1 as an opponent controls an Island); the Shaper killed,
    the Forest is a Forest again."""
    g = _game(("Island", "Island", "Mountain"), ("Forest",),
              hand=("Tide Shaper", "Lightning Bolt"))
    shaper = one(g, "Tide Shaper", "hand")
    kicked = [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == shaper
              and a.additional]
    g.apply(kicked[0])
    forest = one(g, "Forest")
    while g.stack or (g.pending is not None and g.pending.kind != "priority"):
        assert g.pending is not None
        if g.pending.kind == "priority":
            g.apply(PassPriority())
        else:
            g.apply(Choose(((forest,),)))  # the trigger's target: the opponent's Forest
    assert "Island" in _chars(g, "Forest").subtypes
    assert _made(g, "Forest") == {("U",)}
    shaper = one(g, "Tide Shaper")
    assert _chars(g, "Tide Shaper").power + _chars(g, "Tide Shaper").p_mod == 2
    bolt = one(g, "Lightning Bolt", "hand")
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == bolt
                 and a.targets == ((shaper,),)))
    _resolve(g, None)
    assert not ids(g, "Tide Shaper")
    assert "Island" not in _chars(g, "Forest").subtypes
    assert _made(g, "Forest") == {("G",)}
