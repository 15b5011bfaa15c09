"""+X/+X statics with a variable X (CR 613.4c), and stored die results sharing a value
(CR 706.8a)."""

from __future__ import annotations

from tests.dice_cards._records import definition
from tests.dice_rules._util import cast, game, lands, one, perm, resolve
from tests.engine_gaps._util import card, pass_until

from grimoire.rules import query, zones
from grimoire.rules.actions import Choose
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

CENTAUR = "Centaur of Attention"


def _pt(g: Game, oid: int) -> tuple[int, int]:
    obj = g.objects[oid]
    return query.power(g, obj), query.toughness(g, obj)


def test_centaur_of_attention_greatest_number_of_equal_stored_results() -> None:
    """CR 706.8a, 613.4c: five stored d6 results 3, 3, 5, 3, 1: X = 3 (three 3s)."""
    g = game(PlayerSpec(hand=(CENTAUR,), battlefield=lands("Forest", 5)),
             extra=[definition(CENTAUR)])
    g.script_dice([3, 3, 5, 3, 1, 5, 5, 5])
    cast(g, CENTAUR)
    resolve(g)
    centaur = one(g, CENTAUR)
    assert g.objects[centaur].stored == (3, 3, 5, 3, 1)
    assert _pt(g, centaur) == (6, 6)


def test_centaur_reroll_changes_x_continuously() -> None:
    """CR 706.8b: rerolled results replace the old ones; the boost follows at once."""
    g = game(PlayerSpec(battlefield=(perm(CENTAUR),)), step="upkeep",
             extra=[definition(CENTAUR)])
    centaur = one(g, CENTAUR)
    g.objects[centaur].stored = (1, 2, 3, 4, 5)
    assert _pt(g, centaur) == (4, 4)  # X = 1: every value once
    g.script_dice([5, 5, 5])
    pass_until(g, "yes_no")  # beginning of combat: "you may reroll"
    g.apply(Choose(True))
    for keep in (True, True, True, False, False):  # reroll 1, 2, 3; keep 4, 5
        pass_until(g, "yes_no")
        g.apply(Choose(keep))
    resolve(g)
    assert sorted(g.objects[centaur].stored) == [4, 5, 5, 5, 5]
    assert _pt(g, centaur) == (7, 7)


WREATH = ("Enchant creature\nEnchanted creature gets +X/+X, where X is the number of creature "
          "cards in your graveyard.")
MEISHIN = "All creatures get -X/-0, where X is the number of cards in your hand."


def test_aura_boost_counts_the_graveyard_now() -> None:
    """CR 613.4c, 611.3a: X is read whenever the characteristics are (a card put into the
    graveyard raises it at once)."""
    wreath = card("Wreath of Geists", "Enchantment — Aura", WREATH, "{G}")
    g = game(PlayerSpec(battlefield=(perm("Grizzly Bears"),
                                     perm("Wreath of Geists", attached_to=(0, 0))),
                        graveyard=("Hill Giant", "Forest"), hand=("Craw Wurm",)),
             extra=[wreath])
    bears = one(g, "Grizzly Bears")
    assert _pt(g, bears) == (3, 3)
    zones.move(g, one(g, "Craw Wurm", "hand"), "graveyard")
    assert _pt(g, bears) == (4, 4)


def test_global_minus_x_from_hand_size() -> None:
    """CR 613.4c: "All creatures get -X/-0" with X the cards in its controller's hand."""
    meishin = card("Meishin, the Mind Cage", "Legendary Enchantment", MEISHIN, "{4}{U}{U}{U}")
    g = game(PlayerSpec(battlefield=(perm("Meishin, the Mind Cage"),), hand=("Forest",)),
             PlayerSpec(battlefield=(perm("Craw Wurm"),)), extra=[meishin])
    assert _pt(g, one(g, "Craw Wurm")) == (5, 4)


CLIFFSTOMPER = ("As long as it's your turn and you control four or more Mountains, this "
                "creature gets +X/+0, where X is the number of Mountains you control.")


def test_conditional_dynamic_boost() -> None:
    """CR 611.3a, 613.4c: the boost applies only while the condition holds, with X counted
    when read."""
    stomper = card("Sardian Cliffstomper", "Creature — Human Warrior", CLIFFSTOMPER, "{1}{R}",
                   "2", "1")
    mine = PlayerSpec(battlefield=(perm("Sardian Cliffstomper"), *lands("Mountain", 3)),
                      hand=("Mountain",))
    g = game(mine, extra=[stomper])
    oid = one(g, "Sardian Cliffstomper")
    assert _pt(g, oid) == (2, 1)  # three Mountains
    zones.move(g, one(g, "Mountain", "hand"), "battlefield", controller=0)
    assert _pt(g, oid) == (6, 1)
    theirs = game(mine, active=1, extra=[stomper])  # not its controller's turn
    zones.move(theirs, one(theirs, "Mountain", "hand"), "battlefield", controller=0)
    assert _pt(theirs, one(theirs, "Sardian Cliffstomper")) == (2, 1)
