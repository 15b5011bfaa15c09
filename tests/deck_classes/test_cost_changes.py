"""Cost increases and reductions of spells (CR 601.2f, 118.7a): a spell's own "This spell
costs {N} less/more ..." and a permanent's "<kind of> spells you cast cost {N} less"."""

from __future__ import annotations

import pytest
from tests.deck_classes._cards import defs
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

ALL = ("Etherium Sculptor", "Ghoultree", "Thorn of Amethyst", "Bone Picker", "Fireball",
       "Archmage of Runes")


def _casts(g: Game, name: str) -> list[CastSpell]:
    oid = one(g, name, "hand")
    return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == oid]


def _start(hand: tuple[str, ...], battlefield: tuple[object, ...] = (),
           graveyard: tuple[str, ...] = (), them: tuple[object, ...] = ()) -> Game:
    me = PlayerSpec(hand=hand, battlefield=tuple(battlefield), graveyard=graveyard)
    return game(me, PlayerSpec(battlefield=tuple(them)), extra=defs(*ALL))


def test_the_texts_compile_to_cost_changes() -> None:
    """CR 601.2f: each line is a cost change, and the engine honours all of it."""
    for d in defs(*ALL):
        assert not engine_gaps(d), d.name
    sculptor = defs("Etherium Sculptor")[0].abilities[0]
    assert isinstance(sculptor, ir.StaticAbility)
    assert sculptor.effect == ir.SpellCostChange(
        1, spells=ir.ObjectFilter(types_any=("artifact",)), caster="you")


def test_artifact_spells_you_cast_cost_one_less() -> None:
    """Etherium Sculptor: an artifact spell costs {1} less (CR 601.2f): Bonesplitter ({1})
    costs {0} and is cast with no land; a nonartifact spell costs what it always does."""
    g = _start(("Bonesplitter", "Grizzly Bears"), (perm("Etherium Sculptor"),))
    assert _casts(g, "Bonesplitter")
    assert not _casts(g, "Grizzly Bears")
    g.apply(_casts(g, "Bonesplitter")[0])
    resolve(g)
    assert one(g, "Bonesplitter")


def test_an_opponents_reducer_does_not_reduce_your_spells() -> None:
    """ "Artifact spells you cast": only its controller's spells (CR 601.2f)."""
    g = _start(("Bonesplitter",), them=(perm("Etherium Sculptor"),))
    assert not _casts(g, "Bonesplitter")


def test_reduction_counts_and_never_reduces_colored_mana() -> None:
    """Ghoultree: {1} less for each creature card in your graveyard, but a generic reduction
    reduces only the generic component (CR 118.7a): with eight creature cards its cost is
    {G}, never {0}."""
    bears = ("Grizzly Bears",) * 8
    g = _start(("Ghoultree",), lands("Forest", 1), graveyard=bears)
    assert _casts(g, "Ghoultree")
    g = _start(("Ghoultree",), lands("Mountain", 1), graveyard=bears)
    assert not _casts(g, "Ghoultree")  # {G} is still to pay
    g = _start(("Ghoultree",), lands("Forest", 4), graveyard=bears[:3])
    assert not _casts(g, "Ghoultree")  # {4}{G} with three creature cards
    g = _start(("Ghoultree",), lands("Forest", 5), graveyard=bears[:3])
    g.apply(_casts(g, "Ghoultree")[0])
    assert all(o.tapped for o in g.objects.values()
               if o.name == "Forest" and o.zone == "battlefield")


def test_conditional_reduction() -> None:
    """Bone Picker: {3} less only if a creature died this turn (read as the cost is
    determined, CR 601.2f)."""
    g = _start(("Bone Picker", "Lightning Bolt"), lands("Swamp", 1) + lands("Mountain", 1),
               them=(perm("Grizzly Bears"),))
    assert not _casts(g, "Bone Picker")
    g.apply(CastSpell(one(g, "Lightning Bolt", "hand"), targets=((one(g, "Grizzly Bears"),),)))
    resolve(g)
    assert _casts(g, "Bone Picker")


def test_increase_applies_to_every_players_noncreature_spells() -> None:
    """Thorn of Amethyst: noncreature spells (anyone's) cost {1} more (CR 601.2f); a
    creature spell doesn't."""
    g = _start(("Lightning Bolt", "Raging Goblin"), lands("Mountain", 1),
               them=(perm("Thorn of Amethyst"),))
    assert not _casts(g, "Lightning Bolt")
    assert _casts(g, "Raging Goblin")
    g = _start(("Lightning Bolt",), lands("Mountain", 2), them=(perm("Thorn of Amethyst"),))
    assert _casts(g, "Lightning Bolt")


def test_increase_and_reduction_together() -> None:
    """CR 601.2f: plus the increases, minus the reductions: Thorn's {1} more and Archmage's
    {1} less leave Lightning Bolt at {R}."""
    g = _start(("Lightning Bolt",), (perm("Archmage of Runes"), *lands("Mountain", 1)),
               them=(perm("Thorn of Amethyst"),))
    assert _casts(g, "Lightning Bolt")


def test_fireball_costs_one_more_for_each_target_beyond_the_first() -> None:
    """Fireball's ruling: X=5 with three targets costs {7}{R}. With four Mountains, X=2 on
    two targets ({3}{R}) is legal and X=3 on two targets ({4}{R}) is not."""
    g = _start(("Fireball",), lands("Mountain", 4), them=(perm("Grizzly Bears"),))
    bears = one(g, "Grizzly Bears")
    fireball = one(g, "Fireball", "hand")
    two = ((Seat(1), bears),)
    casts = _casts(g, "Fireball")
    assert any(a.targets == two and a.x == 2 for a in casts)
    assert not any(a.targets == two and a.x == 3 for a in casts)
    assert any(a.targets == ((bears,),) and a.x == 3 for a in casts)
    with pytest.raises(IllegalActionError):
        g.apply(CastSpell(fireball, targets=two, x=3))
    g.apply(CastSpell(fireball, targets=two, x=2))
    assert all(o.tapped for o in g.objects.values()
               if o.name == "Mountain" and o.zone == "battlefield")
    resolve(g)
    assert g.players[1].life == 19  # 2 divided evenly between two targets: 1 each
    assert g.objects[bears].damage == 1


def test_fireball_divides_among_the_targets_legal_as_it_resolves() -> None:
    """Fireball's rulings: divided as it resolves among the targets still legal: X=4 on a
    player and a creature that is gone deals all 4 to the player; X=5 on three targets
    deals 1 to each (rounded down)."""
    g = _start(("Fireball", "Lightning Bolt"), lands("Mountain", 8),
               them=(perm("Grizzly Bears"), perm("Hill Giant")))
    bears, giant = one(g, "Grizzly Bears"), one(g, "Hill Giant")
    g.apply(CastSpell(one(g, "Fireball", "hand"), targets=((Seat(1), bears),), x=4))
    g.apply(CastSpell(one(g, "Lightning Bolt", "hand"), targets=((bears,),)))
    resolve(g)
    assert g.players[1].life == 16
    g = _start(("Fireball",), lands("Mountain", 8),
               them=(perm("Grizzly Bears"), perm("Hill Giant")))
    bears, giant = one(g, "Grizzly Bears"), one(g, "Hill Giant")
    g.apply(CastSpell(one(g, "Fireball", "hand"), targets=((Seat(1), bears, giant),), x=5))
    resolve(g)
    assert g.players[1].life == 19
    assert g.objects[bears].damage == 1 and g.objects[giant].damage == 1


def test_fireball_with_no_target_and_x_zero() -> None:
    """Fireball's ruling: it may be cast with zero targets whatever X is; it deals no
    damage. X=0 costs {R}."""
    g = _start(("Fireball",), lands("Mountain", 1))
    casts = _casts(g, "Fireball")
    assert CastSpell(one(g, "Fireball", "hand"), targets=((),), x=0) in casts
    g.apply(CastSpell(one(g, "Fireball", "hand"), targets=((),), x=0))
    resolve(g)
    assert g.players[1].life == 20
    assert one(g, "Fireball", "graveyard")


def test_compiled_shapes() -> None:
    """The shapes of the class compile; the ones not honoured stay gaps."""
    def first(text: str, type_line: str = "Artifact") -> object:
        d = compile_source({"name": "Probe", "mana_cost": "{2}", "type_line": type_line,
                            "oracle_text": text})
        return d.abilities[0]
    change = first("Instant and sorcery spells you cast cost {1} less to cast.")
    assert isinstance(change, ir.StaticAbility)
    assert isinstance(change.effect, ir.SpellCostChange)
    assert change.effect.spells is not None
    assert change.effect.spells.types_any == ("instant", "sorcery")
    opponents = first("Spells your opponents cast cost {1} more to cast.")
    assert isinstance(opponents, ir.StaticAbility)
    assert isinstance(opponents.effect, ir.SpellCostChange)
    assert opponents.effect.caster == "opponents" and opponents.effect.more
    # colored reductions (CR 118.7b-c) and "the first spell each turn" are not compiled
    assert isinstance(first("White spells you cast cost {W} less to cast."), ir.Unimplemented)
    assert isinstance(first("The first creature spell you cast each turn costs {1} less to "
                            "cast."), ir.Unimplemented)
