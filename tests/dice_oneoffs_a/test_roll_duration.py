"""Drop Tower: "Visit — Target creature gains flying until end of turn, or until any player
rolls a 1, whichever comes first." (CR 611.2a: the effect lasts as long as it says; CR 514.2:
"until end of turn" ends in the cleanup step; CR 706.2: the result of a roll)."""

from __future__ import annotations

from tests.dice_cards._records import definition
from tests.dice_rules._util import activate, one, perm, resolve
from tests.unsets._util import pass_until, unset_game

from grimoire.rules import query
from grimoire.rules.actions import Choose
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec


def _visited() -> tuple[Game, int]:
    """Alice's upkeep; Drop Tower lit at 4; her visit roll (a 4) gives Hill Giant flying.
    Grizzly Bears carries Lobe Lobber, whose ability rolls a d6."""
    g = unset_game(PlayerSpec(battlefield=(perm("Grizzly Bears"),
                                           perm("Lobe Lobber", attached_to=(0, 0)),
                                           perm("Drop Tower"), perm("Hill Giant"))),
                   step="upkeep", extra=[definition("Drop Tower"), definition("Lobe Lobber")],
                   supplementary={"lights": [[[2, [4]]], []]})
    giant = one(g, "Hill Giant")
    g.script_dice([4])
    pass_until(g, lambda g: g.step == "main1" and g.active == 0)
    if g.pending is not None and g.pending.kind == "trigger_targets":
        g.apply(Choose(((giant,),)))
    resolve(g)
    assert "flying" in query.keywords(g, g.objects[giant])
    return g, giant


def _lob(g: Game, natural: int) -> None:
    g.script_dice([natural])
    activate(g, "Grizzly Bears", targets=((Seat(1),),))
    resolve(g)


def test_flying_ends_when_any_player_rolls_a_one() -> None:
    """A 5 leaves the flying (and untaps the Bears: Lobe Lobber); the next roll, a 1, ends
    it at once, before the end of the turn."""
    g, giant = _visited()
    _lob(g, 5)
    assert "flying" in query.keywords(g, g.objects[giant])
    _lob(g, 1)
    assert "flying" not in query.keywords(g, g.objects[giant])


def test_flying_ends_at_end_of_turn_without_a_one() -> None:
    """CR 514.2: no 1 rolled, the flying still ends in the cleanup step; copies keep it."""
    g, giant = _visited()
    copy = g.copy()
    assert "flying" in query.keywords(copy, copy.objects[giant])
    pass_until(g, lambda g: g.active == 1)
    assert "flying" not in query.keywords(g, g.objects[giant])
    from grimoire.rules import continuous
    assert not continuous.touching(g, giant)
