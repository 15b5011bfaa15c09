"""Top blockers of the Commander decks (issue 14), each from its Oracle text and rulings:

* "Return target Dragon creature card or Ugin planeswalker card from your graveyard to your
  hand" (Haven of the Spirit Dragon; CR 115.1: one target matching either description).
"""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import one

from grimoire.rules.actions import ActivateAbility, PassPriority
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
HAVEN = record("Haven of the Spirit Dragon", "", "Land",
               "{T}: Add {C}.\n{T}: Add one mana of any color. Spend this mana only to cast a "
               "Dragon creature spell.\n{2}, {T}, Sacrifice this land: Return target Dragon "
               "creature card or Ugin planeswalker card from your graveyard to your hand.")
SHIVAN = record("Shivan Dragon", "{4}{R}{R}", "Creature — Dragon",
                "Flying\n{R}: This creature gets +1/+0 until end of turn.", "5", "5")
UGIN = {**record("Ugin, the Ineffable", "{6}", "Legendary Planeswalker — Ugin",
                 "Colorless spells you cast cost {2} less to cast.\n+1: Exile the top card of "
                 "your library face down and look at it. Create a 2/2 colorless Spirit "
                 "creature token. When that token leaves the battlefield, put the exiled card "
                 "into your hand.\n−3: Destroy target permanent that's one or more colors."),
        "loyalty": "4"}
CHANDRA = {**record("Chandra, Pyrogenius", "{4}{R}{R}", "Legendary Planeswalker — Chandra",
                    "+2: Chandra, Pyrogenius deals 2 damage to each opponent.\n−3: Chandra, "
                    "Pyrogenius deals 4 damage to target creature."), "loyalty": "5"}


def test_the_records_compile() -> None:
    """Each card of these classes compiles with nothing the engine ignores."""
    compiled(HAVEN, SHIVAN)


def test_haven_returns_a_dragon_creature_or_an_ugin_planeswalker() -> None:
    """CR 115.1: the Dragon creature card and the Ugin planeswalker card may be targeted;
    a non-Dragon creature card and a non-Ugin planeswalker card may not; the chosen one
    returns to Alice's hand."""
    game = table((HAVEN, SHIVAN, UGIN, CHANDRA), PlayerSpec(
        battlefield=(P("Haven of the Spirit Dragon"), P("Mountain"), P("Mountain")),
        graveyard=("Shivan Dragon", "Ugin, the Ineffable", "Chandra, Pyrogenius",
                   "Hill Giant")), PlayerSpec())
    haven = one(game, "Haven of the Spirit Dragon")
    options = [a for a in game.legal_actions() if isinstance(a, ActivateAbility)
               and a.source == haven and a.targets]
    offered = {game.objects[a.targets[0][0]].name for a in options}
    assert offered == {"Shivan Dragon", "Ugin, the Ineffable"}
    ugin = one(game, "Ugin, the Ineffable", "graveyard")
    game.apply(next(a for a in options if a.targets == ((ugin,),)))
    while game.stack:
        game.apply(PassPriority())
    assert one(game, "Ugin, the Ineffable", "hand")
    assert one(game, "Haven of the Spirit Dragon", "graveyard")
