"""Step triggers of the second main phase (CR 505.1, 505.1b: "second main phase" counts
the main phases of this turn; the engine makes no extra ones) with an intervening "if"
(CR 603.4). Glimmer Seeker: "At the beginning of your second main phase, if this creature
is tapped, draw a card if you control a Glimmer creature. If you don't control a Glimmer
creature, create a 1/1 white Glimmer enchantment creature token." """

from __future__ import annotations

from tests.dice_rules._util import resolve
from tests.trigger_classes._records import defs, pass_until, perm, table

from grimoire.oracle.support import engine_gaps
from grimoire.rules.game import Game


def _glimmers(g: Game) -> int:
    return sum(1 for o in g.objects.values()
               if o.zone == "battlefield" and o.name.startswith("Glimmer") and o.kind == "token")


def test_honoured() -> None:
    assert not engine_gaps(defs("Glimmer Seeker")[0])


def test_tapped_at_second_main_phase() -> None:
    g = table((perm("Glimmer Seeker", tapped=True),), step="end_of_combat")
    pass_until(g, "main2")
    resolve(g)
    assert _glimmers(g) == 1


def test_untapped_doesnt_trigger() -> None:
    g = table((perm("Glimmer Seeker"),), step="end_of_combat")
    pass_until(g, "main2")
    resolve(g)
    assert _glimmers(g) == 0


def test_not_in_the_first_main_phase() -> None:
    """The trigger is the second main phase's: passing through the first one and combat
    (no attackers) with it tapped makes one token, in the second."""
    g = table((perm("Glimmer Seeker", tapped=True),), step="upkeep")
    pass_until(g, "main1")
    resolve(g)
    assert _glimmers(g) == 0
    pass_until(g, "main2")
    resolve(g)
    assert _glimmers(g) == 1
