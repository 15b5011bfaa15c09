""""Each player sacrifices / discards": CR 101.4 (APNAP choices, then the actions at once).

CR 101.4: the active player chooses, then each other player in turn order, each knowing the
earlier choices (101.4b), a card chosen from a hand staying face down (101.4a); then all the
chosen objects move simultaneously: one event, so a "whenever a creature dies" ability of a
creature sacrificed beside others sees them all (CR 603.10a) and a "whenever one or more
creatures die" ability triggers once (CR 603.2c). CR 608.2e: each sentence or clause of a
multi-step effect is chosen for and done in turn (Smallpox's rulings)."""

from __future__ import annotations

from tests.dice_rules._util import game, ids, lands, one, perm
from tests.each_player._cards import defs
from tests.each_player._play import cast_and_answer, first, snapshot

from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import Choose, Decision, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Target
from grimoire.rules.position import PlayerSpec

NAMES = ("Innocent Blood", "Barter in Blood", "Delirium Skeins", "Smallpox", "Dross Harvester",
         "Chainsaw", "Sower of Temptation")


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name


def test_barter_in_blood_choices_before_any_sacrifice() -> None:
    """Barter in Blood's ruling: the active player chooses first, then the other player,
    then all creatures are sacrificed simultaneously: when the nonactive player chooses,
    the active player's chosen creatures are still on the battlefield (CR 101.4, 101.4b)."""
    g = game(PlayerSpec(hand=("Barter in Blood",), battlefield=(
        perm("Grizzly Bears"), perm("Grizzly Bears"), perm("Hill Giant"),
        *lands("Swamp", 4))),
        PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Hill Giant"), perm("Hill Giant"))),
        extra=defs(*NAMES))
    seen: list[tuple[Decision, dict[str, object]]] = []
    cast_and_answer(g, "Barter in Blood", first, seen)
    assert [d.player for d, _ in seen] == [0, 1]
    assert all((d.min_count, d.max_count) == (2, 2) for d, _ in seen)
    zones_then = seen[1][1]
    assert zones_then["0:battlefield"] == ["Grizzly Bears", "Grizzly Bears", "Hill Giant",
                                           "Swamp", "Swamp", "Swamp", "Swamp"]
    assert zones_then["owners"] == [1]
    assert len(ids(g, "Grizzly Bears", "graveyard")) + len(ids(g, "Hill Giant", "graveyard")) \
        == 4


def test_nonactive_player_first_when_it_is_their_turn() -> None:
    """APNAP order follows the active player, not the caster (CR 101.4): on player 1's turn
    (an instant-speed copy of the effect: Innocent Blood cast as player 1's sorcery), player
    1 chooses first."""
    g = game(PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Hill Giant"))),
             PlayerSpec(hand=("Innocent Blood",), battlefield=(
                 perm("Grizzly Bears"), perm("Hill Giant"), *lands("Swamp", 1))),
             active=1, extra=defs(*NAMES))
    seen: list[tuple[Decision, dict[str, object]]] = []
    cast_and_answer(g, "Innocent Blood", first, seen)
    assert [d.player for d, _ in seen] == [1, 0]


def test_dies_trigger_sees_every_creature_sacrificed_at_once() -> None:
    """Dross Harvester sacrificed by Innocent Blood beside the opponent's creature (each
    player choosing among two): one event, so its "whenever a creature dies" looks back and
    triggers for both (CR 101.4, 603.10a): 4 life, not 2."""
    g = game(PlayerSpec(hand=("Innocent Blood",), battlefield=(
        perm("Dross Harvester"), perm("Grizzly Bears"), *lands("Swamp", 1))),
        PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Hill Giant"))),
        extra=defs(*NAMES))
    harvester = one(g, "Dross Harvester")

    def harvester_first(game: Game, decision: Decision) -> object:
        return (harvester,) if harvester in decision.options else first(game, decision)

    seen: list[tuple[Decision, dict[str, object]]] = []
    cast_and_answer(g, "Innocent Blood", harvester_first, seen)
    assert [(d.player, d.prompt) for d, _ in seen][:2] == [(0, "sacrifice"), (1, "sacrifice")]
    assert ids(g, "Dross Harvester", "graveyard") and len(ids(g, "Grizzly Bears")) == 1
    assert g.players[0].life == 24


def test_one_or_more_triggers_once() -> None:
    """Chainsaw's "whenever one or more creatures die" triggers once for the creatures of
    both players sacrificed simultaneously (CR 603.2c): one rev counter."""
    g = game(PlayerSpec(hand=("Innocent Blood",), battlefield=(
        perm("Chainsaw"), perm("Grizzly Bears"), perm("Grizzly Bears"), *lands("Swamp", 1))),
        PlayerSpec(battlefield=(perm("Hill Giant"), perm("Hill Giant"))), extra=defs(*NAMES))
    seen: list[tuple[Decision, dict[str, object]]] = []
    cast_and_answer(g, "Innocent Blood", first, seen)
    assert [d.player for d, _ in seen] == [0, 1]
    assert len(ids(g, "Grizzly Bears")) == 1 and len(ids(g, "Hill Giant")) == 1
    assert g.objects[one(g, "Chainsaw")].counters.get("rev", 0) == 1


def _steal(g: Game) -> None:
    """Player 0 casts Sower of Temptation and takes player 1's Hill Giant."""
    giant = one(g, "Hill Giant")

    def target(game: Game, decision: Decision) -> object:
        return (Target(giant),) if giant in decision.options else first(game, decision)

    cast_and_answer(g, "Sower of Temptation", target)
    if g.objects[giant].controller != 0:  # targets chosen as the trigger is put on the stack
        raise AssertionError("the setup didn't steal the Hill Giant")


def test_choices_made_before_control_changes_back() -> None:
    """Player 0 controls Sower of Temptation and player 1's Hill Giant; Innocent Blood: player
    0 chooses the Sower, player 1 chooses among the creatures they control *then* (CR 101.4:
    the choices come before the sacrifices), so not the Giant, which only returns to them
    once the Sower is gone: a Bears is sacrificed, the Giant survives under player 1."""
    g = game(PlayerSpec(hand=("Sower of Temptation", "Innocent Blood"), battlefield=lands(
        "Island", 4) + lands("Swamp", 1)),
        PlayerSpec(battlefield=(perm("Hill Giant"), perm("Grizzly Bears"), perm("Grizzly Bears"))),
        extra=defs(*NAMES))
    _steal(g)
    giant, sower = one(g, "Hill Giant"), one(g, "Sower of Temptation")

    def sacrifice_sower(game: Game, decision: Decision) -> object:
        assert giant not in decision.options or decision.player == 0
        return (sower,) if sower in decision.options else first(game, decision)

    seen: list[tuple[Decision, dict[str, object]]] = []
    cast_and_answer(g, "Innocent Blood", sacrifice_sower, seen)
    assert [d.player for d, _ in seen] == [0, 1]
    assert seen[1][1]["owners"] == [1] and giant not in seen[1][0].options
    assert ids(g, "Grizzly Bears", "graveyard") and ids(g, "Sower of Temptation", "graveyard")
    assert g.objects[one(g, "Hill Giant")].controller == 1


def test_discards_are_chosen_face_down_then_made_together() -> None:
    """Delirium Skeins: each player chooses three cards in APNAP order, seeing only their own
    hand; no card is discarded (nor shown) until every player has chosen (CR 101.4a)."""
    g = game(PlayerSpec(hand=("Delirium Skeins", "Shock", "Giant Growth", "Forest", "Island"),
                        battlefield=lands("Swamp", 3)),
             PlayerSpec(hand=("Grizzly Bears", "Hill Giant", "Mountain", "Plains")),
             extra=defs(*NAMES))
    mine = set(g.players[0].hand)
    seen: list[tuple[Decision, dict[str, object]]] = []
    known_then: list[set[int]] = []

    def pick(game: Game, decision: Decision) -> object:
        known_then.append({o for o in mine if 1 in game.known.get(o, ())})
        return tuple(decision.options[:3])

    cast_and_answer(g, "Delirium Skeins", pick, seen)
    assert [d.player for d, _ in seen] == [0, 1]
    second, zones_then = seen[1]
    assert zones_then["owners"] == [1] and not set(second.options) & mine
    assert zones_then["0:graveyard"] == [] and len(zones_then["0:hand"]) == 4  # type: ignore
    assert known_then == [set(), set()]  # player 1 never learnt player 0's chosen cards
    assert len(g.players[0].hand) == 1 and len(g.players[1].hand) == 1
    assert len(g.players[0].graveyard) == 4 and len(g.players[1].graveyard) == 3


def test_smallpox_each_step_in_turn() -> None:
    """Smallpox's rulings (CR 608.2e): life lost, then the discards chosen and made, then the
    creatures chosen and sacrificed, then the lands: player 1 chooses their creature after
    the discards happened but before any creature was sacrificed."""
    g = game(PlayerSpec(hand=("Smallpox", "Shock", "Forest"), battlefield=(
        perm("Grizzly Bears"), perm("Hill Giant"), *lands("Swamp", 3))),
        PlayerSpec(hand=("Mountain", "Plains"), battlefield=(
            perm("Grizzly Bears"), perm("Hill Giant"), *lands("Mountain", 2))),
        extra=defs(*NAMES))
    seen: list[tuple[Decision, dict[str, object]]] = []
    cast_and_answer(g, "Smallpox", first, seen)
    prompts = [(d.player, d.prompt) for d, _ in seen]
    assert prompts == [(0, "discard"), (1, "discard"), (0, "sacrifice"), (1, "sacrifice"),
                       (0, "sacrifice"), (1, "sacrifice")]
    creature_choice = seen[3][1]
    assert len(creature_choice["0:graveyard"]) == 1  # type: ignore[arg-type]  # (discarded)
    assert creature_choice["0:battlefield"][:2] == ["Grizzly Bears", "Hill Giant"]  # type: ignore
    assert g.players[0].life == 19 and g.players[1].life == 19
    assert len(g.players[0].hand) == 1 and len(g.players[1].hand) == 1


def test_a_copy_taken_between_the_choices_plays_the_same() -> None:
    """The choices made so far are plain data of the resolution (copied with the game): a
    copy taken while player 1 is choosing ends as the original does (a search AI copies
    games at every decision)."""
    g = game(PlayerSpec(hand=("Barter in Blood",), battlefield=(
        perm("Grizzly Bears"), perm("Grizzly Bears"), perm("Hill Giant"),
        *lands("Swamp", 4))),
        PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Hill Giant"), perm("Hill Giant"))),
        extra=defs(*NAMES))
    copies: list[Game] = []

    def copy_at_player_1(game: Game, decision: Decision) -> object:
        if decision.player == 1 and not copies:
            copies.append(game.copy())
        return first(game, decision)

    cast_and_answer(g, "Barter in Blood", copy_at_player_1)
    clone = copies[0]
    assert clone.pending is not None and clone.pending.player == 1
    clone.apply(Choose(first(clone, clone.pending)))  # type: ignore[arg-type]
    while clone.stack or (clone.pending is not None and clone.pending.kind != "priority"):
        assert clone.pending is not None
        clone.apply(PassPriority() if clone.pending.kind == "priority" else Choose(
            first(clone, clone.pending)))  # type: ignore[arg-type]
    assert snapshot(clone) == snapshot(g)
