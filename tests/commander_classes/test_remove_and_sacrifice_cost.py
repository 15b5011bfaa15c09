"""A cost "Remove three quest counters from this enchantment and sacrifice it" (the Zendikar
Expeditions and Quests; CR 602.2b, 118.3, 122.1): both are costs of the activated ability,
"it" is the permanent itself. Khalni Heart Expedition: "Landfall — Whenever a land you
control enters, you may put a quest counter on this enchantment. Remove three quest counters
from this enchantment and sacrifice it: Search your library for up to two basic land cards,
put them onto the battlefield tapped, then shuffle."

A cost can't be paid without the counters (CR 118.3); once paid, the ability resolves even
though its source is gone (CR 113.7a); "It deals 20 damage" (Goblin Bomb) uses the source's
last known information (CR 113.7a, 608.2h)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, pass_to, record, settle, table
from tests.rules.helpers import ids, one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import ActivateAbility, Choose, PlayLand
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
KHALNI = record("Khalni Heart Expedition", "{1}{G}", "Enchantment",
                "Landfall — Whenever a land you control enters, you may put a quest counter on "
                "this enchantment.\nRemove three quest counters from this enchantment and "
                "sacrifice it: Search your library for up to two basic land cards, put them "
                "onto the battlefield tapped, then shuffle.")
BOMB = record("Goblin Bomb", "{1}{R}", "Enchantment",
              "At the beginning of your upkeep, you may flip a coin. If you win the flip, put a "
              "fuse counter on this enchantment. If you lose the flip, remove a fuse counter "
              "from this enchantment.\nRemove five fuse counters from this enchantment and "
              "sacrifice it: It deals 20 damage to target player or planeswalker.")
CRUCIBLE = record("Hellion Crucible", "", "Land",
                  "{T}: Add {C}.\n{1}{R}, {T}: Put a pressure counter on this land.\n{1}{R}, "
                  "{T}, Remove two pressure counters from this land and sacrifice it: Create a "
                  "4/4 red Hellion creature token with haste. (It can attack and {T} as soon as "
                  "it comes under your control.)")
RECORDS = (KHALNI, BOMB, CRUCIBLE)


def test_the_records_compile() -> None:
    """"and sacrifice it" is the sacrifice of the same permanent, a second cost part."""
    compiled(KHALNI, BOMB, CRUCIBLE)
    ability = compile_source(KHALNI).abilities[1]
    assert isinstance(ability, ir.ActivatedAbility)
    parts = ability.cost.parts
    assert isinstance(parts[0], ir.RemoveCountersCost) and parts[0].count == 3
    assert isinstance(parts[1], ir.SacrificeCost) and parts[1].this


def test_two_counters_cannot_pay() -> None:
    """CR 118.3: with two quest counters the ability can't be activated."""
    game = table(RECORDS, PlayerSpec(battlefield=(
        P("Khalni Heart Expedition", counters=(("quest", 2),)),)), PlayerSpec())
    khalni = one(game, "Khalni Heart Expedition")
    assert not any(isinstance(a, ActivateAbility) and a.source == khalni
                   for a in game.legal_actions())


def test_landfall_counter_then_sacrifice_fetches_two_tapped_basics() -> None:
    """A land played: the landfall "may" accepted puts the third counter; the ability, paid
    by removing three counters and sacrificing the Expedition, puts two basic lands from the
    library onto the battlefield tapped (CR 701.23)."""
    game = table(RECORDS, PlayerSpec(
        hand=("Forest",), library=("Plains", "Island", "Grizzly Bears", "Swamp"),
        battlefield=(P("Khalni Heart Expedition", counters=(("quest", 2),)),)), PlayerSpec())
    game.apply(PlayLand(one(game, "Forest", "hand")))
    settle(game, answers={"yes_no": True})
    khalni = one(game, "Khalni Heart Expedition")
    assert game.objects[khalni].counters == {"quest": 3}
    game.apply(ActivateAbility(khalni, 1))
    assert not ids(game, "Khalni Heart Expedition")
    pass_to(game, "choose_objects", player=0)
    pending = game.pending
    assert pending is not None and pending.max_count == 2
    names = {game.objects[o].name for o in pending.options}
    assert names == {"Plains", "Island", "Swamp"}
    picked = tuple(o for o in pending.options
                   if game.objects[o].name in ("Plains", "Island"))
    game.apply(Choose(picked))
    settle(game)
    for name in ("Plains", "Island"):
        assert game.objects[one(game, name)].tapped
    assert one(game, "Khalni Heart Expedition", "graveyard")


def test_goblin_bomb_deals_20_after_it_is_gone() -> None:
    """CR 113.7a, 608.2h: the Bomb is sacrificed as a cost; "It deals 20 damage" still deals
    it, from the Bomb as it last existed: Bob goes to 0 and loses (4 players: the game goes
    on)."""
    game = table(RECORDS, PlayerSpec(battlefield=(
        P("Goblin Bomb", counters=(("fuse", 5),)),)), PlayerSpec(), PlayerSpec(),
        PlayerSpec())
    game.apply(ActivateAbility(one(game, "Goblin Bomb"), 1, ((Seat(1),),)))
    assert not ids(game, "Goblin Bomb")
    settle(game)
    assert game.players[1].life == 0
    assert game.result is None


def test_hellion_crucible_needs_two_counters_and_makes_a_hasty_hellion() -> None:
    """The land: {1}{R}, {T}, two pressure counters removed and the land sacrificed: a 4/4
    red Hellion token with haste."""
    game = table(RECORDS, PlayerSpec(battlefield=(
        P("Hellion Crucible", counters=(("pressure", 2),)), P("Mountain"), P("Mountain"))),
        PlayerSpec())
    game.apply(ActivateAbility(one(game, "Hellion Crucible"), 2))
    settle(game)
    assert not ids(game, "Hellion Crucible")
    hellion = game.objects[one(game, "Hellion")]
    assert hellion.kind == "token"
