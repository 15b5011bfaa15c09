"""The initiative (CR 723) and Undercity (CR 309, 701.46d) in real games.

CR 723.2's three inherent triggered abilities ("The Initiative" on the stack): taking the
initiative ventures into Undercity, so does the holder's upkeep, and combat damage to the
holder passes it to the controller of the creatures (once per controller for one combat
damage step: "one or more creatures"). CR 723.3: one holder; CR 723.5: taking it again
triggers again; CR 723.4: it passes on when the holder leaves the game. A plain venture
never enters Undercity, and "venture into Undercity" with another dungeon in the command
zone goes on in that one (CR 701.46d). The DB holds no rulings for these cards: the
expectations come from the CR text."""

from __future__ import annotations

from collections.abc import Callable

from tests.dice_rules._util import activate, cast, game, ids, lands, one, perm
from tests.dungeons.test_venture import MAP

from grimoire.mechanics import initiative
from grimoire.mechanics.dungeons import STATE as DUNGEON_STATE
from grimoire.mechanics.dungeons import UNDERCITY, playable
from grimoire.oracle.compiler import compile_source
from grimoire.rules import query
from grimoire.rules.actions import Choose, Concede, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec, Position

SNEAK = compile_source({
    "name": "Aarakocra Sneak", "type_line": "Creature — Bird Rogue", "mana_cost": "{3}{U}",
    "power": "1", "toughness": "4",
    "oracle_text": "Flying\nWhen this creature enters, you take the initiative."})
SEER = compile_source({
    "name": "Passageway Seer", "type_line": "Creature — Human Wizard",
    "mana_cost": "{2}{B}", "power": "2", "toughness": "2",
    "oracle_text": "Lifelink\nWhen this creature enters, you take the initiative.\n"
    "At the beginning of your end step, if you have the initiative, put a +1/+1 counter on "
    "this creature."})
CARDS = (SNEAK, SEER, MAP)


def _step(g: Game, rooms: list[str]) -> None:
    """One action: pass priority, answer a "which room?" (CR 701.46b) from ``rooms``, find a
    card in a search, attack with nothing, or take the first legal answer of any other
    decision."""
    d = g.pending
    assert d is not None
    if d.kind == "choose_mode" and d.rule == "CR 701.46b":
        g.apply(Choose(rooms.pop(0)))
    elif d.kind == "priority":
        g.apply(PassPriority())
    elif d.kind == "declare_attackers":
        g.apply(DeclareAttackers(()))  # no attack unless a test declares one
    elif d.kind == "choose_objects" and d.min_count == 0:
        g.apply(g.legal_actions()[1])  # find a card rather than nothing (CR 701.19b)
    else:
        g.apply(g.legal_actions()[0])


def _drive(g: Game, rooms: tuple[str, ...] = ()) -> None:
    """Act (:func:`_step`) until the stack is empty and no trigger waits."""
    queue = list(rooms)
    for _ in range(200):
        d = g.pending
        if d is None or (d.kind == "priority" and not g.stack and not g.pending_triggers):
            return
        _step(g, queue)
    raise AssertionError("the game never settled")


def _until(g: Game, done: Callable[[Game], bool], rooms: tuple[str, ...] = ()) -> None:
    """Act (:func:`_step`) until ``done(g)``."""
    queue = list(rooms)
    for _ in range(400):
        if done(g):
            return
        _step(g, queue)
    raise AssertionError("never reached")


def _room(g: Game, seat: int = 0) -> tuple[str, str] | None:
    state = DUNGEON_STATE.get(g)
    if state is None or state.current[seat] is None:
        return None
    oid, room = state.current[seat]  # type: ignore[misc]
    return g.objects[oid].name, room


def test_taking_the_initiative_ventures_into_undercity() -> None:
    """CR 723.1-723.2: "you take the initiative" makes you the holder, and "Whenever a player
    takes the initiative, that player ventures into Undercity" puts Undercity in the command
    zone with the marker on Secret Entrance (CR 701.46d, 309.4a), whose room ability
    searches for a basic land card into the hand."""
    g = game(PlayerSpec(hand=("Aarakocra Sneak",), battlefield=lands("Island", 4)),
             extra=CARDS)
    hand = len(g.players[0].hand)
    assert initiative.holder(g) is None  # CR 723.1: no initiative until someone takes it
    cast(g, "Aarakocra Sneak")
    _drive(g)
    assert initiative.holder(g) == 0
    assert _room(g) == (UNDERCITY, "Secret Entrance")
    dungeon = g.objects[DUNGEON_STATE.get(g).current[0][0]]  # type: ignore[index,union-attr]
    assert dungeon.zone == "command" and "Undercity" in dungeon.info.subtypes  # CR 205.3p
    assert len(g.players[0].hand) == hand  # the Sneak left, a basic land came (CR 701.23)
    assert any(g.objects[o].name in ("Plains", "Island", "Swamp", "Mountain", "Forest")
               for o in g.players[0].hand)


def test_taking_it_again_ventures_again() -> None:
    """CR 723.5: the holder told to take the initiative again ventures again (Secret
    Entrance, then a chosen room: Lost Well's scry 2); there is still one holder."""
    g = game(PlayerSpec(hand=("Aarakocra Sneak", "Passageway Seer"),
                        battlefield=lands("Island", 4) + lands("Swamp", 3)), extra=CARDS)
    cast(g, "Aarakocra Sneak")
    _drive(g)
    cast(g, "Passageway Seer")
    _drive(g, ("Lost Well",))
    assert initiative.holder(g) == 0
    assert _room(g) == (UNDERCITY, "Lost Well")


def test_upkeep_of_the_holder_ventures() -> None:
    """CR 723.2: "At the beginning of the upkeep of the player who has the initiative, that
    player ventures into Undercity": the opponent's upkeep does nothing for them; the
    holder's own upkeep moves their marker (Secret Entrance -> Forge: two +1/+1 counters
    on target creature)."""
    g = game(PlayerSpec(hand=("Aarakocra Sneak",), battlefield=lands("Island", 4)),
             PlayerSpec(battlefield=(perm("Grizzly Bears"),)), extra=CARDS)
    cast(g, "Aarakocra Sneak")
    _drive(g)
    sneak = one(g, "Aarakocra Sneak")
    # through the opponent's turn to the holder's next upkeep
    _until(g, lambda g: g.active == 0 and g.step in ("draw", "main1") and g.turn > 3,
           ("Forge",))
    assert _room(g) == (UNDERCITY, "Forge")
    counters = sum(g.objects[o].counter("+1/+1") for o in g.battlefield)
    assert counters == 2
    assert g.objects[sneak].zone == "battlefield"


def _combat(attackers: tuple[str, ...], holder: int) -> Game:
    g = game(PlayerSpec(battlefield=tuple(perm(n) for n in attackers)),
             PlayerSpec(), step="beginning_of_combat", extra=CARDS)
    initiative.STATE.set(g, initiative.InitiativeState(holder))
    return g


def _attack(g: Game, names: tuple[str, ...], rooms: tuple[str, ...] = ()) -> None:
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
    attacks = tuple((oid, Seat(1)) for n in names for oid in ids(g, n))
    g.apply(DeclareAttackers(attacks))
    _until(g, lambda g: g.step in ("end_of_combat", "main2"), rooms)
    _drive(g, rooms)


def test_combat_damage_to_the_holder_passes_the_initiative() -> None:
    """CR 723.2: two creatures dealing combat damage to the holder at once: the attacker
    takes the initiative once ("one or more creatures"), and that taking ventures them into
    Undercity once (Secret Entrance)."""
    g = _combat(("Grizzly Bears", "Grizzly Bears"), holder=1)
    _attack(g, ("Grizzly Bears",))
    assert g.players[1].life == 16
    assert initiative.holder(g) == 0
    assert _room(g, 0) == (UNDERCITY, "Secret Entrance")
    taken = [e for e in g.events if type(e).__name__ == "VentureMoved"]
    assert len(taken) == 1


def test_damage_to_a_player_without_it_changes_nothing() -> None:
    """CR 723.2: only damage to the player who has the initiative passes it; the holder
    attacking the other player keeps it and doesn't venture."""
    g = _combat(("Grizzly Bears",), holder=0)
    _attack(g, ("Grizzly Bears",))
    assert g.players[1].life == 18
    assert initiative.holder(g) == 0 and _room(g, 0) is None


def test_end_step_condition_reads_the_holder() -> None:
    """Passageway Seer: "At the beginning of your end step, if you have the initiative"
    (CR 603.4): a counter while its controller has it, none once it passed on."""
    g = game(PlayerSpec(hand=("Passageway Seer",), battlefield=lands("Swamp", 3)),
             extra=CARDS)
    cast(g, "Passageway Seer")
    _drive(g)
    seer = one(g, "Passageway Seer")
    assert query.power(g, g.objects[seer]) == 2
    _until(g, lambda g: g.active == 1)
    assert g.objects[seer].counter("+1/+1") == 1
    initiative.STATE.set(g, initiative.InitiativeState(1))
    # past the Seer's next end step, into the holder's upkeep (CR 723.2: they venture)
    _until(g, lambda g: g.turn == 6 and g.step == "draw", ("Forge", "Trap!"))
    assert initiative.holder(g) == 1 and _room(g, 1) is not None
    assert g.objects[seer].counter("+1/+1") == 1


def test_plain_venture_never_enters_undercity() -> None:
    """CR 701.46d: Undercity is entered only by "venture into Undercity"; a plain venture
    offers the other dungeons, and venturing into Undercity with another dungeon in the
    command zone moves on in that dungeon (CR 701.46b)."""
    assert UNDERCITY not in playable() and playable(UNDERCITY) == frozenset({UNDERCITY})
    g = game(PlayerSpec(hand=("Aarakocra Sneak",),
                        battlefield=(perm("Dungeon Map"), *lands("Island", 7))), extra=CARDS)
    activate(g, "Dungeon Map", nth=1)
    for _ in range(50):
        d = g.pending
        assert d is not None
        if d.kind == "choose_mode" and d.rule == "CR 701.46a":
            assert UNDERCITY not in d.options
            g.apply(Choose("Lost Mine of Phandelver"))
        elif d.kind == "priority" and not g.stack:
            break
        else:
            g.apply(PassPriority() if d.kind == "priority" else g.legal_actions()[0])
    assert _room(g) == ("Lost Mine of Phandelver", "Cave Entrance")
    cast(g, "Aarakocra Sneak")
    _drive(g, ("Goblin Lair",))
    assert initiative.holder(g) == 0
    assert _room(g) == ("Lost Mine of Phandelver", "Goblin Lair")


def test_throne_of_the_dead_three_completes_undercity() -> None:
    """Undercity's last room: a creature card from the top ten onto the battlefield with
    three +1/+1 counters and hexproof until your next turn (CR 611.2a); the dungeon is
    then completed (CR 309.6, 309.7) and the next venture starts Undercity again
    (CR 701.46c)."""
    library = ("Hill Giant",) * 12  # the search finds no basic land: the shuffle matters not
    g = game(PlayerSpec(library=library, hand=("Aarakocra Sneak",),
                        battlefield=lands("Island", 4)), extra=CARDS)
    cast(g, "Aarakocra Sneak")
    _drive(g)
    for room in ("Lost Well", "Stash", "Catacombs", "Throne of the Dead Three"):
        initiative.take(g, 0)  # CR 723.5: each taking ventures
        _drive(g, (room,))
    giant = one(g, "Hill Giant")
    assert g.objects[giant].counter("+1/+1") == 3
    assert query.has_keyword(g, g.objects[giant], "hexproof")
    state = DUNGEON_STATE.get(g)
    assert state is not None and state.completed[0] == (UNDERCITY,)
    assert _room(g) is None
    initiative.take(g, 0)
    _drive(g)
    assert _room(g) == (UNDERCITY, "Secret Entrance")


def test_holder_leaving_passes_it_to_the_active_player() -> None:
    """CR 723.4: the holder leaves a multiplayer game: the active player takes the
    initiative at the same time, which ventures them into Undercity (CR 723.2)."""
    specs = tuple(PlayerSpec(library=("Island",) * 10) for _ in range(3))
    g = Game.from_position(Position(players=specs, active=0, turn=3, step="main1"),
                           game(PlayerSpec(), extra=CARDS).pool, seed=0)
    initiative.STATE.set(g, initiative.InitiativeState(2))
    g.apply(Concede(2))
    assert initiative.holder(g) == 0
    _drive(g)
    assert _room(g, 0) == (UNDERCITY, "Secret Entrance")
