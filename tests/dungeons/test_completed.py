"""Cards that read completed dungeons (CR 309.7): "as long as you've completed a dungeon"
statics (CR 611.3a), "Whenever you complete a dungeon" triggers, and venture triggers."""

from __future__ import annotations

from tests.dice_rules._util import game, lands, one, perm
from tests.dungeons.test_venture import MAP, _venture

from grimoire.mechanics.dungeons import STATE as DUNGEON_STATE
from grimoire.oracle.compiler import compile_source
from grimoire.rules import query
from grimoire.rules.actions import Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

CARDS = tuple(compile_source(r) for r in (
    {"name": "Cloister Gargoyle", "type_line": "Artifact Creature — Gargoyle",
     "mana_cost": "{2}{W}", "power": "0", "toughness": "4",
     "oracle_text": "When this creature enters, venture into the dungeon. (Enter the first "
     "room or advance to the next room.)\nAs long as you've completed a dungeon, this creature "
     "gets +3/+0 and has flying."},
    {"name": "Gloom Stalker", "type_line": "Creature — Dwarf Ranger", "mana_cost": "{2}{W}",
     "power": "2", "toughness": "3",
     "oracle_text": "As long as you've completed a dungeon, this creature has double strike."},
    {"name": "Dungeon Crawler", "type_line": "Creature — Zombie", "mana_cost": "{B}",
     "power": "2", "toughness": "1",
     "oracle_text": "This creature enters tapped.\nWhenever you complete a dungeon, you may "
     "return this card from your graveyard to your hand."},
))


def _complete_lost_mine(g: Game) -> None:
    for room in (None, "Mine Tunnels", "Dark Pool", None):
        _venture(g, room)


def test_completed_dungeon_statics_and_trigger() -> None:
    """CR 309.7, 611.3a: Cloister Gargoyle gets +3/+0 and flying and Gloom Stalker double
    strike only once a dungeon is completed; Dungeon Crawler returns from the graveyard to
    its owner's hand (a "you may" answered yes)."""
    g = game(PlayerSpec(battlefield=(perm("Dungeon Map"), perm("Cloister Gargoyle"),
                                      perm("Gloom Stalker"), *lands("Swamp", 3)),
                        graveyard=("Dungeon Crawler",)), extra=(MAP, *CARDS))
    gargoyle, stalker = one(g, "Cloister Gargoyle"), one(g, "Gloom Stalker")
    assert query.power(g, g.objects[gargoyle]) == 0
    assert not query.has_keyword(g, g.objects[stalker], "double strike")
    _complete_lost_mine(g)
    assert DUNGEON_STATE.get(g) is not None and DUNGEON_STATE.get(g).completed[0]
    assert query.power(g, g.objects[gargoyle]) == 3
    assert query.has_keyword(g, g.objects[gargoyle], "flying")
    assert query.has_keyword(g, g.objects[stalker], "double strike")
    assert one(g, "Dungeon Crawler", "hand")


def test_enters_trigger_ventures() -> None:
    """Cloister Gargoyle's "When this creature enters, venture into the dungeon" (CR 701.46a)
    puts a dungeon in the command zone when it resolves."""
    g = game(PlayerSpec(hand=("Cloister Gargoyle",), battlefield=lands("Plains", 3)),
             extra=CARDS)
    from tests.dice_rules._util import cast
    cast(g, "Cloister Gargoyle")
    for _ in range(20):
        if g.pending is None or (g.pending.kind == "priority" and not g.stack):
            break
        g.apply(PassPriority() if g.pending.kind == "priority" else Choose(
            "Lost Mine of Phandelver") if g.pending.kind == "choose_mode"
            else g.legal_actions()[0])
    assert DUNGEON_STATE.get(g) is not None and DUNGEON_STATE.get(g).current[0] is not None
    assert DUNGEON_STATE.get(g).current[0][1] == "Cave Entrance"
