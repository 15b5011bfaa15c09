"""Venturing into the dungeon (CR 701.46) and dungeons (CR 309) in real games: the dungeon
is chosen, the venture marker enters the topmost room and each room ability triggers
(CR 309.4c); a branch is a choice (CR 701.46b); the bottommost room's dungeon is completed
by the state-based action (CR 309.6, 704.5t) and the next venture starts a new one."""

from __future__ import annotations

from tests.dice_rules._util import activate, game, ids, lands, one, perm

from grimoire.mechanics.dungeons import STATE as DUNGEON_STATE
from grimoire.oracle.compiler import compile_source
from grimoire.rules import events as ev
from grimoire.rules import query
from grimoire.rules.actions import Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

MAP = compile_source({
    "name": "Dungeon Map", "type_line": "Artifact", "mana_cost": "{2}",
    "oracle_text": "{T}: Add {C}.\n{3}, {T}: Venture into the dungeon. Activate only as a "
    "sorcery. (Enter the first room or advance to the next room.)",
})


DOOR = compile_source({
    "name": "Secret Door", "type_line": "Creature — Wall", "mana_cost": "{2}{U}",
    "power": "0", "toughness": "5",
    "oracle_text": "Defender\n{4}{U}: Venture into the dungeon. Activate only as a sorcery. "
    "(Enter the first room or advance to the next room.)",
})


def _venture(g: Game, room: str | None = None, card: str = "Dungeon Map",
             dungeon: str = "Lost Mine of Phandelver") -> None:
    """Activate ``card``'s venture ability (the Map untapped first, with its lands) and
    resolve it and the room ability; ``room``: the answer to the branch choice, ``dungeon``
    to the choice of a dungeon (CR 701.46a)."""
    if card == "Dungeon Map":
        for oid in g.battlefield:
            g.objects[oid].tapped = False
    activate(g, card, nth=1 if card == "Dungeon Map" else 0)
    for _ in range(50):
        d = g.pending
        assert d is not None
        if d.kind == "choose_mode" and d.rule == "CR 701.46a":
            g.apply(Choose(dungeon))
        elif d.kind == "choose_mode":
            assert room is not None and room in d.options, d.options
            g.apply(Choose(room))
        elif d.kind == "priority":
            if not g.stack:
                return
            g.apply(PassPriority())
        else:
            g.apply(g.legal_actions()[0])
    raise AssertionError("the venture never finished")


def _room(g: Game) -> str | None:
    assert DUNGEON_STATE.get(g) is not None
    cur = DUNGEON_STATE.get(g).current[0]
    return cur[1] if cur is not None else None


def test_venture_through_lost_mine_of_phandelver() -> None:
    """CR 701.46a-c, 309.4c: Cave Entrance (scry 1), a chosen branch (Goblin Lair: a Goblin),
    Dark Pool (drain 1), Temple of Dumathoin (draw), completion (CR 309.7), a new dungeon."""
    g = game(PlayerSpec(battlefield=(perm("Dungeon Map"), *lands("Swamp", 3))), extra=(MAP,))
    _venture(g)
    assert _room(g) == "Cave Entrance"
    assert DUNGEON_STATE.get(g) is not None and DUNGEON_STATE.get(g).current[0] is not None
    dungeon = g.objects[DUNGEON_STATE.get(g).current[0][0]]
    assert dungeon.zone == "command" and dungeon.name == "Lost Mine of Phandelver"
    _venture(g, "Goblin Lair")
    assert _room(g) == "Goblin Lair" and len(ids(g, "Goblin")) == 1
    _venture(g, "Dark Pool")
    assert g.players[1].life == 19 and g.players[0].life == 21
    hand = len(g.players[0].hand)
    _venture(g)  # one arrow: no choice
    assert len(g.players[0].hand) == hand + 1
    # CR 309.6 / 704.5t: once Temple of Dumathoin's ability left the stack, it's completed
    assert DUNGEON_STATE.get(g).current[0] is None
    assert DUNGEON_STATE.get(g).completed[0] == ("Lost Mine of Phandelver",)
    assert any(isinstance(e, ev.DungeonCompleted) for e in g.events)
    assert dungeon.id not in g.objects
    _venture(g)  # CR 701.46a: a new dungeon, top room
    assert _room(g) == "Cave Entrance"


def test_fungi_cavern_lasts_until_your_next_turn() -> None:
    """Fungi Cavern: "Target creature gets -4/-0 until your next turn" (CR 611.2a): it lasts
    through the opponent's turn and ends as the venturer's next turn begins."""
    g = game(PlayerSpec(battlefield=(perm("Dungeon Map"), *lands("Swamp", 3))),
             PlayerSpec(battlefield=(perm("Hill Giant"),)), extra=(MAP,))
    giant = one(g, "Hill Giant")
    _venture(g)
    _venture(g, "Mine Tunnels")
    assert len(ids(g, "Treasure")) == 1
    _venture(g, "Fungi Cavern")
    assert query.power(g, g.objects[giant]) == -1
    for _ in range(60):  # pass through the opponent's turn
        if g.active == 1 and g.step == "main1":
            break
        g.apply(PassPriority() if g.pending and g.pending.kind == "priority"
                else g.legal_actions()[0])
    assert query.power(g, g.objects[giant]) == -1
    for _ in range(80):
        if g.active == 0:
            break
        g.apply(PassPriority() if g.pending and g.pending.kind == "priority"
                else g.legal_actions()[0])
    assert g.active == 0 and query.power(g, g.objects[giant]) == 3


def test_each_player_has_their_own_dungeon() -> None:
    """CR 309.3: a player owns one dungeon in the command zone at a time; the opponent's
    venture marker is separate."""
    g = game(PlayerSpec(battlefield=(perm("Secret Door"), *lands("Island", 10))),
             extra=(DOOR,))
    _venture(g, card="Secret Door")
    assert DUNGEON_STATE.get(g) is not None and DUNGEON_STATE.get(g).current[1] is None
    copy = g.copy()
    _venture(g, "Goblin Lair", card="Secret Door")
    assert _room(copy) == "Cave Entrance" and _room(g) == "Goblin Lair"
    loaded = Game.load(g.save(), g.pool)
    assert DUNGEON_STATE.get(loaded) == DUNGEON_STATE.get(g)



def test_tomb_of_annihilation() -> None:
    """Choosing the dungeon (CR 701.46a): Tomb of Annihilation. Trapped Entry (each player
    loses 1 life), Oubliette (discard a card and sacrifice a creature, an artifact and a land,
    CR 701.17a), Cradle of the Death God (The Atropal, a legendary 4/4 black God Horror
    creature token with deathtouch), then completed (CR 309.7)."""
    g = game(PlayerSpec(hand=("Forest",), battlefield=(
        perm("Secret Door"), perm("Grizzly Bears"), perm("Dungeon Map"),
        *lands("Island", 16))), extra=(MAP, DOOR))
    bears = one(g, "Grizzly Bears")
    activate(g, "Secret Door")
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert g.pending is not None and g.pending.kind == "choose_mode"
    assert set(g.pending.options) >= {"Lost Mine of Phandelver", "Tomb of Annihilation"}
    g.apply(Choose("Tomb of Annihilation"))
    while g.stack:
        g.apply(PassPriority())
    assert _room(g) == "Trapped Entry"
    assert g.players[0].life == 19 and g.players[1].life == 19
    activate(g, "Secret Door")
    for _ in range(30):
        d = g.pending
        assert d is not None
        if d.kind == "priority" and not g.stack:
            break
        if d.kind == "choose_mode":
            g.apply(Choose("Oubliette"))
        elif d.kind == "priority":
            g.apply(PassPriority())
        elif bears in d.options:
            g.apply(Choose((bears,)))
        else:
            g.apply(g.legal_actions()[0])
    assert _room(g) == "Oubliette"
    assert not g.players[0].hand and not ids(g, "Grizzly Bears")
    assert not ids(g, "Dungeon Map") and len(ids(g, "Island")) == 15
    assert ids(g, "Secret Door")
    _venture(g, card="Secret Door")
    atropal = g.objects[one(g, "The Atropal")]
    assert atropal.kind == "token" and atropal.info.is_legendary
    assert query.has_keyword(g, atropal, "deathtouch") and query.power(g, atropal) == 4
    state = DUNGEON_STATE.get(g)
    assert state is not None and state.completed[0] == ("Tomb of Annihilation",)
