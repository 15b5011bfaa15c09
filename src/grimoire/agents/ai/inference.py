"""What the opponents' play tells about their hands: land drops, read from the public log.

A determinization (:func:`grimoire.rules.determinize.determinize`) deals each opponent's
hand uniformly from their unseen cards. Their play says more: a player who may play a
land (CR 305.2) and has one plays it — the heuristic AI scores a land drop above anything
else, and a human almost always does — so an opponent who ended a turn with no land
played held no land then. Measured on heuristic games of the demo decks
(bench/RESULTS.md, session 13): past turn 8 the opponent's real hand at our attacks was
0-20% lands, the uniform samples 34-40%; the searched playouts met an opponent with a
third of its hand dead (lands it would have played) instead of the spells it holds.

:class:`LandDrops` reads the public log (:meth:`~grimoire.rules.view.PlayerView.log`,
redacted for the viewer: land plays and zone changes are public, the cards drawn are
"?") and keeps, for each opponent, how many cards have gone into their hand since the
last moment they are known to have held no land (the end of their last turn without a
land played, or during their own turn the end of their precombat main phase without
one), less the lands they played since (each was one of those cards). Only that many
cards of their hand can be lands now. :func:`condition` then reshapes a sample: of
the sampled (unknown) cards in that hand, as many as came in since are left as dealt,
chosen at random; any other that was dealt a land changes places with a sampled
non-land card of the same player's library (the multiset of their hidden cards is
unchanged, so the sample stays consistent with every count the player sees).

Only the public log and the sample are read (never the real hidden cards); the choices
draw from the caller's RNG, so a seeded search stays deterministic.
"""

from __future__ import annotations

import random

from grimoire.rules import events as ev
from grimoire.rules.game import Game
from grimoire.rules.objects import GameObject
from grimoire.rules.view import PlayerView

AFTER_MAIN1 = frozenset({
    "beginning_of_combat", "declare_attackers", "declare_blockers", "first_strike_damage",
    "combat_damage", "end_of_combat", "main2", "end", "cleanup"})
"""The steps after the precombat main phase (CR 500.1), where a player who holds a land has
had their chance to play it."""


class LandDrops:
    """For each opponent, the cards that went into their hand since they last held no land
    (see the module docstring), read incrementally from the log as decisions come."""

    def __init__(self) -> None:
        self._reset()

    def _reset(self) -> None:
        self._cursor = self._turn = 0
        self._active = -1
        self._played = False
        self._main1_done = False
        self._this_turn = 0
        """Cards into the active player's hand since their precombat main phase ended."""
        self._since: dict[int, int] = {}

    def limits(self, view: PlayerView) -> dict[int, int]:
        """Each opponent known to have held no land at some point: how many cards went into
        their hand since (at most that many of their hand's cards can be lands)."""
        if view.event_count < self._cursor or view.turn < self._turn:  # another game
            self._reset()
        self._turn = view.turn
        for event in view.log(self._cursor):
            self._read(event)
        self._cursor = view.event_count
        out = {seat: n for seat, n in self._since.items() if seat != view.player}
        if self._active >= 0 and self._active != view.player and self._main1_done \
                and not self._played:
            out[self._active] = min(self._this_turn, out.get(self._active, self._this_turn))
        return out

    def _read(self, event: ev.Event) -> None:
        if isinstance(event, ev.TurnBegan):
            if self._active >= 0 and self._main1_done and not self._played:
                self._since[self._active] = self._this_turn
            self._active, self._played = event.player, False
            self._main1_done, self._this_turn = False, 0
        elif isinstance(event, ev.StepBegan):
            if event.step in AFTER_MAIN1 and not self._main1_done:
                self._main1_done, self._this_turn = True, 0
        elif isinstance(event, ev.LandPlayed):
            if event.player == self._active:
                self._played = True
            if event.player in self._since:  # one of the cards that came in since
                self._since[event.player] = max(0, self._since[event.player] - 1)
        elif isinstance(event, ev.ZoneChanged) and event.to_zone == "hand":
            if event.owner in self._since:
                self._since[event.owner] += 1
            if event.owner == self._active:
                self._this_turn += 1


def condition(sample: Game, view: PlayerView, limits: dict[int, int],
              rng: random.Random) -> None:
    """Reshape ``sample`` (a determinization of ``view``) so that each opponent in
    ``limits`` holds lands only among the cards that went into their hand since they held
    none (see the module docstring). Cards the player knows keep their places."""
    known = {oid for oid, _ in view.known_cards()}
    for _, cards in view.revealed_hands():
        known.update(oid for oid, _ in cards)
    known.update(oid for _, (oid, _) in view.revealed_tops())
    swapped = False
    for seat, since in limits.items():
        player = sample.players[seat]
        hand = [oid for oid in player.hand if oid not in known]
        if len(hand) <= since:
            continue
        fresh = set(rng.sample(hand, since))
        spells = [oid for oid in player.library if oid not in known
                  and not _is_land(sample, oid)]
        for oid in hand:
            if oid in fresh or not _is_land(sample, oid):
                continue
            if not spells:
                break
            _swap(sample, oid, spells.pop(rng.randrange(len(spells))))
            swapped = True
    if swapped:  # as determinize does: the characteristics are derived again
        sample.chars = None
        sample.version += 1


def _is_land(game: Game, oid: int) -> bool:
    return "land" in game.pool.get(game.objects[oid].name).card_types


def _swap(game: Game, a: int, b: int) -> None:
    """Give the hidden cards ``a`` and ``b`` each other's identity (zones, owners and
    timestamps stay: only which card is where changes)."""
    first, second = game.objects[a], game.objects[b]
    game.objects[a] = GameObject(a, second.info, first.owner, first.zone, "card",
                                 first.timestamp)
    game.objects[b] = GameObject(b, first.info, second.owner, second.zone, "card",
                                 second.timestamp)
