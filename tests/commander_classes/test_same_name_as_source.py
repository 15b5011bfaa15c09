"""Forces of the Imperium (Callidus Assassin): "You may have this creature enter tapped as a
copy of any creature on the battlefield, except it has 'When this creature enters, destroy up
to one other target creature with the same name as this creature.'" (CR 707.5, 707.9a, 614.1c;
a filter "with the same name as this creature": the source's name, CR 201.2 — a copy has the
copied creature's name, CR 707.2)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
CALLIDUS = record("Callidus Assassin", "{4}{U}{B}", "Creature — Human Shapeshifter Assassin",
                  "Flash\nPolymorphine — You may have this creature enter tapped as a copy of "
                  "any creature on the battlefield, except it has \"When this creature enters, "
                  "destroy up to one other target creature with the same name as this "
                  "creature.\"", "3", "3")
TWIN = record("Evil Twin", "{2}{U}{B}", "Creature — Shapeshifter",
              "You may have this creature enter as a copy of any creature on the battlefield, "
              "except it has \"{U}{B}, {T}: Destroy target creature with the same name as this "
              "creature.\"", "0", "0")


def test_the_records_compile() -> None:
    """The cards compile with nothing the engine ignores."""
    compiled(CALLIDUS, TWIN)


def _cast_callidus() -> Game:
    game = table((CALLIDUS,), PlayerSpec(hand=("Callidus Assassin",), battlefield=(
        P("Island"), P("Swamp"), *(P("Plains"),) * 4)),
        PlayerSpec(battlefield=(P("Grizzly Bears"), P("Hill Giant"))),
        PlayerSpec(battlefield=(P("Grizzly Bears"),)))
    game.apply(CastSpell(one(game, "Callidus Assassin", "hand")))
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    return game


def test_copy_enters_tapped_and_targets_only_same_named_others() -> None:
    """CR 614.1c: Alice copies Bob's Grizzly Bears; her copy enters tapped; its trigger may
    target either other Grizzly Bears (Bob's or Carol's), never itself (CR 115.5 "other")
    nor the Hill Giant; the chosen one is destroyed."""
    game = _cast_callidus()
    bobs = next(o for o in ids(game, "Grizzly Bears") if game.objects[o].controller == 1)
    carols = next(o for o in ids(game, "Grizzly Bears") if game.objects[o].controller == 2)
    game.apply(Choose((bobs,)))  # copy Bob's Bears
    assert game.pending is not None and game.pending.kind == "trigger_targets"
    offered = {t for a in game.legal_actions() if isinstance(a, Choose)
               for group in a.value for t in group}
    assert offered == {bobs, carols}
    game.apply(Choose(((carols,),)))
    while game.stack:
        game.apply(PassPriority())
    mine = [o for o in ids(game, "Grizzly Bears") if game.objects[o].controller == 0]
    assert len(mine) == 1 and game.objects[mine[0]].tapped
    assert bobs in game.battlefield and ids(game, "Grizzly Bears", "graveyard")
    assert ids(game, "Hill Giant")


def test_up_to_one_none_chosen() -> None:
    """"up to one": Alice may choose no target; nothing is destroyed."""
    game = _cast_callidus()
    game.apply(Choose((one(game, "Hill Giant"),)))  # a copy of the Giant: no other Giant
    if game.pending is not None and game.pending.kind == "trigger_targets":
        game.apply(Choose(((),)))
    while game.stack:
        game.apply(PassPriority())
    assert len(ids(game, "Hill Giant")) == 2 and len(ids(game, "Grizzly Bears")) == 2
