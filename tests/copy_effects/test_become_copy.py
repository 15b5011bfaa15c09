"""Permanents that become copies while on the battlefield (CR 707.4, 707.9a, 514.2)."""

from __future__ import annotations

from tests.copy_effects.test_enter_as_copy import _game, _stats
from tests.dice_rules._util import one, perm, resolve

from grimoire.rules import query
from grimoire.rules.actions import ActivateAbility, CastSpell, PassPriority
from grimoire.rules.game import Game


def _to_next_turn(g: Game) -> None:
    turn = g.turn
    while g.turn == turn:
        assert g.pending is not None
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])


def test_unstable_shapeshifter_keeps_its_ability_and_its_boost() -> None:
    """CR 707.4 (its example): Unstable Shapeshifter with Giant Growth becomes a copy of the
    creature that entered, keeps "this ability" (CR 707.9a) and still gets +3/+3; it becomes
    a copy again when another creature enters."""
    g = _game(mine=(perm("Unstable Shapeshifter"), perm("Forest"), perm("Forest"),
                    perm("Forest")), hand=("Giant Growth", "Grizzly Bears", "Llanowar Elves"))
    shifter = one(g, "Unstable Shapeshifter")
    g.apply(CastSpell(one(g, "Giant Growth", "hand"), targets=((shifter,),)))
    resolve(g)
    g.apply(CastSpell(one(g, "Grizzly Bears", "hand")))
    resolve(g)
    assert _stats(g, shifter) == ("Grizzly Bears", 5, 5)  # 2/2 + 3/3 (CR 707.4)
    assert g.objects[shifter].info.triggered  # it has this ability
    g.apply(CastSpell(one(g, "Llanowar Elves", "hand")))
    resolve(g)
    assert _stats(g, shifter) == ("Llanowar Elves", 4, 4)
    assert g.objects[shifter].info.mana_sources  # the Elves' mana ability is copied


def test_mirage_mirror_until_end_of_turn() -> None:
    """CR 707.4, 514.2: Mirage Mirror becomes a copy of Serra Angel until end of turn — no
    enters abilities trigger — then is Mirage Mirror again."""
    g = _game(mine=(perm("Mirage Mirror"), perm("Serra Angel")))
    mirror = one(g, "Mirage Mirror")
    angel = one(g, "Serra Angel")
    g.apply(ActivateAbility(mirror, 0, ((angel,),)))
    resolve(g)
    assert _stats(g, mirror) == ("Serra Angel", 4, 4)
    assert query.keywords(g, g.objects[mirror]) == {"flying", "vigilance"}
    assert g.objects[mirror].zone == "battlefield"  # the same object (CR 707.4)
    _to_next_turn(g)
    assert g.objects[mirror].name == "Mirage Mirror" and g.objects[mirror].copied is None
    assert not query.keywords(g, g.objects[mirror])


def test_target_gone_nothing_is_copied() -> None:
    """CR 608.2b: Mirage Mirror's target dies in response (Shock): the ability has no legal
    target, so the Mirror stays itself."""
    g = _game(mine=(perm("Mirage Mirror"), perm("Llanowar Elves"), perm("Mountain")),
              hand=("Shock",))
    mirror, elves = one(g, "Mirage Mirror"), one(g, "Llanowar Elves")
    g.apply(ActivateAbility(mirror, 0, ((elves,),)))
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((elves,),)))
    resolve(g)
    assert elves not in g.objects
    assert g.objects[mirror].name == "Mirage Mirror" and g.objects[mirror].copied is None
