"""Results tables that name a thing: Goblin Tutor's rows are the card to search for
("the indicated card"), Celebr-8000's bullets the ability each result gives (CR 706.3)."""

from __future__ import annotations

from tests.dice_cards._records import definition
from tests.dice_rules._util import cast, choose, game, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.rules import query
from grimoire.rules.actions import PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

LIBRARY = ("Forest", "Goblin Tutor", "Hill Giant", "Giant Growth", "Forest")


def _tutor(natural: int) -> Game:
    g = game(PlayerSpec(hand=("Goblin Tutor",), library=LIBRARY,
                        battlefield=lands("Mountain", 1)),
             extra=[definition("Goblin Tutor")])
    g.script_dice([natural])
    cast(g, "Goblin Tutor")
    return g


def test_goblin_tutor_compiles_rows_to_searches() -> None:
    """CR 706.3: each row's noun phrase is the card searched for; "A card named ~" is the
    card's own name (CR 201.2); the 1 has no row (it has no effect)."""
    spell = definition("Goblin Tutor").spell
    assert spell is not None and isinstance(spell.effect, ir.RollDice)
    rows = {row.low: row.effect for row in spell.effect.table}
    assert sorted(rows) == [2, 3, 4, 5, 6]
    assert isinstance(rows[2], ir.Sequence)
    search = rows[2].steps[0]
    assert isinstance(search, ir.SearchLibrary) and search.filter.name == "Goblin Tutor"


def test_goblin_tutor_finds_the_indicated_card() -> None:
    """CR 701.19a search, 706.3: a 5 finds a creature card, put into the hand."""
    g = _tutor(5)
    giant = one(g, "Hill Giant", "library")
    assert g.pending is not None
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert g.pending is not None and g.pending.kind == "choose_objects"
    assert set(g.pending.options) == {giant}  # only the creature card qualifies
    resolve(g, [choose((giant,))])
    assert one(g, "Hill Giant", "hand")


def test_goblin_tutor_named_row_and_one() -> None:
    """A 2 finds a card named Goblin Tutor; a 1 has no effect (the library is untouched)."""
    g = _tutor(2)
    other = one(g, "Goblin Tutor", "library")
    resolve(g, [choose((other,))])
    assert one(g, "Goblin Tutor", "hand")
    g = _tutor(1)
    before = list(g.players[0].library)
    resolve(g)
    assert list(g.players[0].library) == before
    assert one(g, "Goblin Tutor", "graveyard")


def _celebr(naturals: list[int]) -> tuple[Game, int]:
    g = game(PlayerSpec(battlefield=(perm("Celebr-8000"),)), step="upkeep",
             extra=[definition("Celebr-8000")])
    g.script_dice(naturals)
    bot = one(g, "Celebr-8000")
    for _ in range(20):  # to the beginning of combat: the trigger resolves
        if g.step == "beginning_of_combat" and not g.stack and g.pending is not None \
                and g.pending.kind == "priority":
            break
        resolve(g)
        if g.pending is not None and g.pending.kind == "priority":
            g.apply(PassPriority())
    return g, bot


def test_celebr_8000_indicated_abilities() -> None:
    """CR 706.3: a 1 gives +1/+1, each other result the ability its bullet names, until end
    of turn (CR 514.2)."""
    g, bot = _celebr([1, 5])
    obj = g.objects[bot]
    assert (query.power(g, obj), query.toughness(g, obj)) == (4, 4)
    assert "flying" in query.keywords(g, obj)
    assert "double strike" not in query.keywords(g, obj)


def test_celebr_8000_doubles_add_double_strike() -> None:
    """CR 706.2, "If you rolled doubles": two 4s give lifelink and double strike."""
    g, bot = _celebr([4, 4])
    kws = query.keywords(g, g.objects[bot])
    assert "lifelink" in kws and "double strike" in kws
    assert query.power(g, g.objects[bot]) == 3
