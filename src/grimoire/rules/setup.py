"""Starting a game (CR 103): decks, the first player, opening hands, London mulligans;
or an arbitrary position (:mod:`grimoire.rules.position`).

Mulligans are decisions, one player at a time, each attributed to its player. Each round
every player who hasn't kept decides in turn order, starting with the first player; then
everyone who chose to mulligan shuffles their hand away and draws seven at once (CR 103.5).
A player who keeps after N mulligans puts N cards of their choice on the bottom, in any
order: when two or more go, the player then orders them one card at a time (the first
chosen ends up at the very bottom), as for scry (:mod:`grimoire.mechanics.scry`). The cards
stay in hand until all are ordered; the order chosen so far travels in the decision's
``data`` (plain ids), so a game paused mid-order copies, saves and replays.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from grimoire.errors import IllegalActionError, ScenarioError
from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks, turn, zones
from grimoire.rules.actions import Action, Choose, Decision, Keep, TakeMulligan
from grimoire.rules.cardinfo import info_for
from grimoire.rules.formats import game_format
from grimoire.rules.position import Position

if TYPE_CHECKING:
    from grimoire.rules.game import CardSource, Game
    from grimoire.rules.objects import GameObject

HAND_SIZE = 7
MIN_PLAYERS, MAX_PLAYERS = 2, 6
"""Games of two to six players (CR 100.1, 800.1: free-for-all multiplayer)."""


def concrete_seed(seed: int | None) -> int:
    """``seed``, or a fresh one from the operating system when it is None: the game records
    the number it really used, so a game made with ``seed=None`` saves and replays too."""
    if seed is None:
        return secrets.randbits(63)
    if type(seed) is not int:
        raise IllegalActionError(f"a seed is an int or None, not {seed!r}", rule="CR 103.3")
    return seed


def new_game(cls: type[Game], decks: Sequence[Sequence[str]], pool: CardSource, *,
             seed: int | None, players: Sequence[str], first_player: int | None,
             turn_limit: int | None, offer_mana_abilities: bool, format: str = "constructed",
             commanders: Sequence[Sequence[str]] | None = None) -> Game:
    """See :meth:`Game.new`."""
    fmt = game_format(format)
    n = len(decks)
    if not MIN_PLAYERS <= n <= MAX_PLAYERS or len(players) != n:
        raise IllegalActionError(
            f"a game needs {MIN_PLAYERS} to {MAX_PLAYERS} decks and one player per deck "
            f"(got {n} decks, {len(players)} players)", rule="CR 100.1, 800.1")
    if not fmt.min_players <= n <= fmt.max_players:
        raise IllegalActionError(f"{fmt.name} is played by {fmt.min_players}-"
                                 f"{fmt.max_players} players, not {n}", rule="CR 903.2")
    if first_player is not None and not 0 <= first_player < n:
        raise IllegalActionError(f"first_player must be a seat from 0 to {n - 1}",
                                 rule="CR 103.1")
    infos = [[info_for(pool.get(name)) for name in deck] for deck in decks]
    seed = concrete_seed(seed)
    game = cls(pool, players, seed)
    game.turn_limit = turn_limit
    game.offer_mana_abilities = offer_mana_abilities
    game.setup = {"kind": "new", "seed": seed, "decks": [list(d) for d in decks],
                  "players": list(players), "first_player": first_player,
                  "turn_limit": turn_limit, "offer_mana_abilities": offer_mana_abilities}
    game.format = fmt
    if fmt.name != "constructed":
        game.setup["format"] = fmt.name
    for format_cards in hooks.FORMAT_CARDS.funcs:  # the commanders (CR 903.6)
        format_cards(game, fmt, commanders)
    if fmt.commander and commanders is not None:
        game.setup["commanders"] = [list(c) for c in commanders]
    for p in game.players:
        p.life = fmt.starting_life  # CR 103.4, 903.7
    for seat, deck in enumerate(infos):
        for info in deck:
            zones.new_object(game, info, seat, "library")
    for seat in range(n):
        zones.shuffle(game, seat, reuse_ids=True)  # CR 103.3
    # CR 103.1: a random player chooses who plays first; here the game's RNG decides.
    game.first_player = game.rng.randrange(n) if first_player is None else first_player
    game.active = game.first_player
    order = [(game.first_player + i) % n for i in range(n)]  # CR 101.4e: turn order
    for seat in order:
        zones.draw(game, seat, HAND_SIZE)  # CR 103.5
    game.mulligan_queue = order
    game.mulligan_takers = []
    _ask_next(game)
    return game


DEFAULT_NAMES = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank")


def default_name(seat: int) -> str:
    """The default name of ``seat`` (Alice, Bob, Carol, ...)."""
    return DEFAULT_NAMES[seat] if seat < len(DEFAULT_NAMES) else f"Player {seat + 1}"


def _ask_next(game: Game) -> None:
    if game.mulligan_queue:
        seat = game.mulligan_queue[0]
        p = game.players[seat]
        game.set_pending(Decision("mulligan", seat, prompt=f"keep {len(p.hand)} cards?",
                                  options=tuple(p.hand), rule="CR 103.5"), "mulligan")
        return
    if game.mulligan_takers:
        for seat in game.mulligan_takers:  # simultaneously: shuffle away, draw seven
            p = game.players[seat]
            for oid in list(p.hand):
                zones.move(game, oid, "library")
            zones.shuffle(game, seat, reuse_ids=True)
            p.mulligans += 1
            game.emit(ev.MulliganTaken(seat, p.mulligans))
            zones.draw(game, seat, HAND_SIZE)
        game.mulligan_queue = list(game.mulligan_takers)
        game.mulligan_takers = []
        _ask_next(game)
        return
    first = game.first_player
    _opening_actions(game, tuple((first + i) % len(game.players)
                                 for i in range(len(game.players))))


def _begins_on_battlefield(obj: GameObject) -> bool:
    return any(isinstance(a.effect, ir.OpeningHandStart) for _, a in obj.info.statics)


def _put_onto_battlefield(game: Game, seat: int, chosen: tuple[int, ...]) -> None:
    for oid in chosen:
        zones.move(game, oid, "battlefield", controller=seat)  # CR 103.6a


def _opening_kinds() -> list[tuple[str, Callable[[GameObject], bool],
                                   Callable[[Game, int, tuple[int, ...]], None]]]:
    """The opening-hand actions, in the order asked: the battlefield one (CR 103.6a), then
    the mechanisms' (:data:`~grimoire.rules.hooks.OPENING_ACTIONS`, CR 103.6b)."""
    return [("begin the game with these on the battlefield", _begins_on_battlefield,
             _put_onto_battlefield), *hooks.OPENING_ACTIONS]


def _opening_actions(game: Game, seats: tuple[int, ...], kind: int = 0) -> None:
    """CR 103.6: once mulligans are done, the starting player, then each other player in
    turn order, may take the actions cards of their opening hand offer (begin the game
    with them on the battlefield, CR 103.6a; reveal them, CR 103.6b), one kind of action
    after the other; the kind asked and the players still to ask (the first being the one
    asked) travel in the decision's ``data``. ``kind``: the first kind to ask ``seats[0]``."""
    kinds = _opening_kinds()
    for i, seat in enumerate(seats):
        for k in range(kind if i == 0 else 0, len(kinds)):
            prompt, offers, _ = kinds[k]
            cards = tuple(o for o in game.players[seat].hand if offers(game.objects[o]))
            if cards:
                game.set_pending(Decision(
                    "choose_objects", seat, prompt=prompt, options=cards, min_count=0,
                    max_count=len(cards), rule="CR 103.6", data=(k, *seats[i:])), "mulligan")
                return
    game.pending = None
    for begins in hooks.GAME_BEGINS.funcs:  # CR 103.7 (the starting plane, CR 901.5)
        begins(game)
    turn.start_turn(game, first=True)


def answer_mulligan(game: Game, decision: Decision, action: Action) -> None:
    """Apply a (validated) mulligan, bottom or opening-hand (CR 103.6) decision."""
    seat = decision.player
    p = game.players[seat]
    if decision.rule == "CR 103.6":
        assert isinstance(action, Choose) and isinstance(action.value, tuple)
        kind, seats = decision.data[0], tuple(decision.data[1:])
        _opening_kinds()[kind][2](game, seat, tuple(int(v) for v in action.value))
        _opening_actions(game, seats, kind + 1)
        return
    if decision.kind == "mulligan":
        game.mulligan_queue.pop(0)
        if isinstance(action, TakeMulligan):
            game.mulligan_takers.append(seat)
        else:
            assert isinstance(action, Keep)
            bottom = counted_mulligans(game, seat)
            if bottom:
                game.set_pending(Decision(
                    "bottom", seat, prompt=f"put {bottom} card(s) on the bottom",
                    options=tuple(p.hand), min_count=min(bottom, len(p.hand)),
                    max_count=min(bottom, len(p.hand)), rule="CR 103.5"), "mulligan")
                return
            _kept(game, seat)
    else:
        assert isinstance(action, Choose) and isinstance(action.value, tuple)
        chosen = tuple(int(v) for v in action.value)
        if decision.kind == "bottom":
            ordered: tuple[int, ...] = ()
            left = chosen
        else:  # one more card of the bottom order
            ordered = tuple(decision.data) + chosen
            left = tuple(o for o in decision.options if o not in chosen)
        if len(left) > 1:
            _ask_bottom_order(game, seat, left, ordered)
            return
        # CR 103.5: the chosen cards go on the bottom in the chosen order; each card put
        # on the bottom goes beneath the previous one, so the first chosen goes last.
        for oid in reversed(ordered + left):
            zones.put_in_library(game, oid, None, bottom=True)
        _kept(game, seat)
    _ask_next(game)


def counted_mulligans(game: Game, seat: int) -> int:
    """The mulligans that count toward the cards put on the bottom: all of them, but in a
    multiplayer game the first is free (CR 103.5c)."""
    taken = game.players[seat].mulligans
    return max(taken - 1, 0) if len(game.players) > 2 else taken


def _ask_bottom_order(game: Game, seat: int, left: tuple[int, ...],
                      ordered: tuple[int, ...]) -> None:
    """CR 103.5: the player puts the cards on the bottom "in any order": choose the next
    one (the first chosen ends up at the very bottom)."""
    game.set_pending(Decision(
        "choose_objects", seat, options=left, min_count=1, max_count=1, rule="CR 103.5",
        prompt=(f"order: choose the card to put on the bottom ({len(left)} left; "
                "the first chosen ends up at the very bottom)"), data=ordered), "mulligan")


def _kept(game: Game, seat: int) -> None:
    p = game.players[seat]
    p.kept = True
    game.emit(ev.HandKept(seat, len(p.hand)))


def _attach_placed(game: Game, position: Position, placed: list[list[int]]) -> None:
    """Attach the permanents whose spec names a host (see ``PermanentSpec.attached_to``)."""
    for seat, spec in enumerate(position.players):
        for oid, perm in zip(placed[seat], spec.battlefield, strict=True):
            if perm.attached_to is None:
                continue
            host_seat, index = perm.attached_to
            if not 0 <= host_seat < len(placed) or not -1 <= index < len(placed[host_seat]):
                raise ScenarioError(f"{perm.name}: attached_to {perm.attached_to} names no "
                                    "player or permanent of the position")
            game.objects[oid].attached_to = (-1 - host_seat if index == -1
                                             else placed[host_seat][index])


def game_from_position(cls: type[Game], position: Position | dict[str, Any],
                       pool: CardSource, *, seed: int | None,
                       turn_limit: int | None,
                       supplementary: dict[str, Any] | None = None,
                       planar_decks: Sequence[Sequence[str]] | None = None) -> Game:
    """See :meth:`Game.from_position`."""
    if not isinstance(position, Position):
        position = Position.from_dict(position)
    names = tuple(p.name or default_name(i) for i, p in enumerate(position.players))
    seed = concrete_seed(seed)
    game = cls(pool, names, seed)
    game.turn_limit = turn_limit
    game.setup = {"kind": "position", "seed": seed, "position": position.to_dict(),
                  "turn_limit": turn_limit}
    if supplementary is not None:
        game.setup["supplementary"] = supplementary
    placed: list[list[int]] = [[] for _ in position.players]
    for seat, spec in enumerate(position.players):
        p = game.players[seat]
        p.life = spec.life
        p.lands_played = spec.lands_played
        p.kept = True
        for name in reversed(spec.library):  # the last element is the top
            zones.new_object(game, info_for(pool.get(name)), seat, "library")
        for zone in ("hand", "graveyard", "exile"):
            for name in getattr(spec, zone):
                zones.new_object(game, info_for(pool.get(name)), seat, zone)
        for perm in spec.battlefield:
            kind = "token" if perm.token else "card"
            obj = zones.new_object(game, info_for(pool.get(perm.name)), seat, "battlefield",
                                   kind)
            obj.tapped = perm.tapped
            obj.sick = perm.sick
            obj.damage = perm.damage
            if perm.counters:
                obj.counters = dict(perm.counters)
            for placed_by_rules in hooks.PLACED.funcs:  # CR 306.5b: loyalty, unless
                placed_by_rules(game, obj)  # the position says
            placed[seat].append(obj.id)
    _attach_placed(game, position, placed)
    game.active = position.active
    game.first_player = position.active
    game.turn = position.turn
    game.step = position.step
    game.tba_started = True  # the position is already inside the step
    game.priority_player = position.active
    options = {key: value for key, value in (("supplementary", supplementary),
                                            ("planar_decks", planar_decks))
               if value is not None}
    if options:  # supplementary decks (CR 717.2), Planechase (CR 901)
        for set_up in hooks.GAME_OPTIONS.funcs:
            set_up(game, pool, options, placed)
    game.stage = "priority_check"
    turn.advance(game)
    return game
