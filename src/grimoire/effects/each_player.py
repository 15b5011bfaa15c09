"""Actions several players take at the same time: "each player sacrifices a creature of their
choice" (:class:`~grimoire.oracle.ir.SacrificePermanents`), "each player discards a card"
(:class:`~grimoire.oracle.ir.Discard`) with a player reference naming more than one player.

CR 101.4: the active player makes their choices, then each other player in turn order, each
knowing the choices made before them (CR 101.4b) but not the cards another chose in a
hidden zone (CR 101.4a: a card chosen from a hand stays face down); *then* the actions
happen simultaneously. So nothing moves until every player has chosen (a player's options
can't depend on another's sacrifice: a creature a player gets back as another's Sower of
Temptation is sacrificed was not theirs to choose), and every chosen object moves in the
same instruction, one batch of events (CR 603.2c, 603.10a): "whenever a creature dies"
triggers once for each, and a permanent sacrificed beside others sees them all die
(Barter in Blood's and Liliana of the Veil's rulings).

The choices made so far live in the resolution's scratch (plain data, copied with the game,
so a search that copies the game mid-choice plays the same), keyed by the node's kind.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import query, zones
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.costs import unsacrificeable
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import effect_amount, objects, players

if TYPE_CHECKING:
    from grimoire.rules.game import Game

Picks = tuple[tuple[int, int], ...]
"""(seat, object id) pairs: what each player chose, in APNAP order."""
PickFor = Callable[[int, "Action | None"], "list[int] | Decision"]

SACRIFICE = "each:sacrifice"
"""Scratch: (seats that chose, their picks, ids already moved) of a sacrifice."""
DISCARD = "each:discard"
"""Scratch: the same for a discard."""


def gather(res: Resolution, who: list[int], answer: Action | None, key: str,
           pick_for: PickFor) -> Picks | Decision:
    """CR 101.4: each player of ``who`` (APNAP order) chooses in turn with ``pick_for``
    (their picks, or the decision that asks them); the pairs once everyone has chosen.
    They stay in the scratch under ``key`` until :func:`finish` (an instruction run again
    after a CR 616.1 question doesn't ask again)."""
    done: tuple[int, ...]
    picks: Picks
    done, picks, _ = res.scratch.get(key, ((), (), ()))
    for seat in who:
        if seat in done:
            continue
        picked = pick_for(seat, answer)
        if isinstance(picked, Decision):
            res.scratch[key] = (done, picks, ())
            return picked
        answer = None
        picks = (*picks, *((seat, oid) for oid in picked))
        done = (*done, seat)
    res.scratch[key] = (done, picks, res.scratch.get(key, ((), (), ()))[2])
    return picks


def moved_so_far(res: Resolution, key: str) -> list[int]:
    """The new ids of the objects this action already moved (before a CR 616.1 question
    interrupted it)."""
    return list(res.scratch.get(key, ((), (), ()))[2])


def record(res: Resolution, key: str, moved: list[int]) -> None:
    """Remember what moved, for a re-run of the instruction."""
    done, picks, _ = res.scratch[key]
    res.scratch[key] = (done, picks, tuple(moved))


def finish(res: Resolution, key: str, moved: list[int], bind: str | None = None) -> None:
    """The action is done: forget the choices, set ``did`` and bind what moved."""
    res.scratch.pop(key, None)
    res.did = bool(moved)
    if bind:
        res.bindings[bind] = tuple(moved)


def choose_then(res: Resolution, player: int, pool: list[int], count: int,
                answer: Action | None, prompt: str, rule: str) -> list[int] | Decision:
    """The objects a player picks: all of them if there is no real choice."""
    if count >= len(pool):
        return pool
    if answer is None:
        return Decision("choose_objects", player, prompt=prompt, options=tuple(pool),
                        min_count=count, max_count=count, source=res.source, rule=rule)
    assert isinstance(answer, Choose) and isinstance(answer.value, tuple)
    return [int(v) for v in answer.value]


def _up_to(res: Resolution, player: int, hand: list[int], count: int,
           answer: Action | None) -> list[int] | Decision:
    """The cards a player discards of "discard up to N cards" (their choice of how many)."""
    if not hand or count <= 0:
        return []
    if answer is None:
        return Decision("choose_objects", player, prompt="discard up to", options=tuple(hand),
                        min_count=0, max_count=min(count, len(hand)), source=res.source,
                        rule="CR 701.8a")
    assert isinstance(answer, Choose) and isinstance(answer.value, tuple)
    return [int(v) for v in answer.value]


@resolves(ir.SacrificePermanents)
def sacrifice(game: Game, res: Resolution, node: ir.SacrificePermanents,
              answer: Action | None) -> Decision | None:
    """CR 701.17a, 101.4: each player chooses permanents they control, in APNAP order; then
    all of them are sacrificed at once."""

    def pick_for(seat: int, answer: Action | None) -> list[int] | Decision:
        count = effect_amount(game, res, node.count, res.you)
        pool = [o for o in game.battlefield if game.objects[o].controller == seat
                and any(query.matches(game, game.objects[o], f, seat, res.source)
                        for f in (node.filter, *node.also))
                and not unsacrificeable(game, game.objects[o])]  # (Assault Suit's ruling)
        if node.greatest_power and pool:  # "the creature with the greatest power": ties
            top = max(query.power(game, game.objects[o]) for o in pool)  # are chosen
            pool = [o for o in pool if query.power(game, game.objects[o]) == top]
        if node.greatest_mana_value and pool:  # CR 202.3: ties are the player's choice
            most = max(game.objects[o].info.mana_value for o in pool)
            pool = [o for o in pool if game.objects[o].info.mana_value == most]
        if node.every:
            return pool
        return choose_then(res, seat, pool, count, answer, "sacrifice", "CR 701.17a")

    picks = gather(res, players(game, res, node.player), answer, SACRIFICE, pick_for)
    if isinstance(picks, Decision):
        return picks
    moved = moved_so_far(res, SACRIFICE)
    for _, oid in picks:  # CR 101.4: all at once (this instruction's one batch of events)
        obj = game.objects.get(oid)
        if obj is None or obj.zone != "battlefield":
            continue  # moved already, before a CR 616.1 question ran the instruction again
        moved.append(zones.sacrifice(game, oid))
        record(res, SACRIFICE, moved)
    finish(res, SACRIFICE, moved, node.bind)
    return None


@resolves(ir.Discard)
def discard(game: Game, res: Resolution, node: ir.Discard,
            answer: Action | None) -> Decision | None:
    """CR 701.8a, 101.4, 101.4a: each player chooses cards in their hand, face down, in
    APNAP order (no one sees another's before they are discarded); then all of them are
    discarded at once."""

    def pick_for(seat: int, answer: Action | None) -> list[int] | Decision:
        hand = list(game.players[seat].hand)
        if node.what is not None:  # "discard it": only those cards, if still in that hand
            hand = [o for o in objects(game, res, node.what) if o in hand]
        if node.filter is not None:  # "discard any number of land cards"
            hand = [o for o in hand
                    if query.matches(game, game.objects[o], node.filter, seat, res.source)]
        count = effect_amount(game, res, node.amount, res.you)
        if node.random:  # at random: with the game's RNG
            return game.rng.sample(hand, min(count, len(hand)))
        if node.up_to:  # "up to two cards", "any number of cards": none to that many
            return _up_to(res, seat, hand, count, answer)
        return choose_then(res, seat, hand, count, answer, "discard", "CR 701.8a")

    picks = gather(res, players(game, res, node.player), answer, DISCARD, pick_for)
    if isinstance(picks, Decision):
        return picks
    moved = moved_so_far(res, DISCARD)
    for seat, oid in picks:  # CR 101.4: all at once (this instruction's one batch of events)
        if oid not in game.players[seat].hand:
            continue  # moved already, before a CR 616.1 question ran the instruction again
        moved.append(zones.move(game, oid, "graveyard"))
        record(res, DISCARD, moved)
    finish(res, DISCARD, moved)
    return None
