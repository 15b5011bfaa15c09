"""The Commander variant (CR 903) and Duel Commander.

Each player's deck is led by one commander, or two with partner or "Choose a Background"
(CR 702.124, 702.179a); the commanders start in the command zone (CR 903.6), life starts
at 40 (CR 903.7; 20 in Duel Commander). The engine's part of the variant lives here, in
one immutable :class:`CommanderState` on ``game.commander`` (None in other games):

* **Casting from the command zone** (CR 903.8): the owner may cast it there, for an
  additional {2} for each previous cast from the command zone (the "commander tax"),
  carried on the object in the command zone as a ``commander_tax:N`` flag and added by
  :func:`grimoire.rules.casting.total_cost`.
* **Returning to the command zone.** CR 903.9a: a commander put into a graveyard or exile
  since the last check may be put into the command zone by its owner, a state-based
  action asked as a yes/no decision (:func:`sba_choice`). CR 903.9b: a commander that would
  go to its owner's hand or library goes to the command zone instead if its owner so
  chooses — a replacement effect applied in :func:`grimoire.rules.zones.move`. The engine
  has no per-event replacement decisions yet (CR 616), so this choice is each player's
  standing answer, ``CommanderState.to_command`` (yes unless set otherwise with
  :func:`set_return_choice`).
* **Commander damage** (CR 903.10a, 704.6c): combat damage each commander deals to each
  player is counted; 21 or more from one commander and that player loses.

The designation "commander" belongs to the card (CR 903.3): it follows the card through
zone changes (each a new object, CR 400.7) by :func:`moved`.

Color identity (CR 903.4) is in :mod:`grimoire.rules.commander_decks`; the deck
construction rules (CR 903.3, 903.5) in :func:`grimoire.decks.check.commander_problems`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from grimoire.errors import DeckError
from grimoire.rules import hooks, zones
from grimoire.rules.actions import Decision
from grimoire.rules.cardinfo import info_for

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

TAX_FLAG = "commander_tax:"


@dataclass(frozen=True, slots=True)
class GameFormat:
    """What a game variant changes: life, commanders, commander damage, player counts."""

    name: str
    starting_life: int = 20
    commander: bool = False
    commander_damage: int | None = None
    """Combat damage from one commander that makes a player lose (CR 903.10a)."""
    min_players: int = 2
    max_players: int = 6
    deck_size: int | None = None
    """The exact deck size, commanders included (CR 903.5a); None: at least 60."""


FORMATS = {
    "constructed": GameFormat("constructed"),
    # CR 903: 40 life (903.7), 21 commander damage (903.10a), 100-card decks (903.5a).
    "commander": GameFormat("commander", 40, True, 21, deck_size=100),
    # Duel Commander: the two-player variant of the Commander rules, at 20 life.
    "duel_commander": GameFormat("duel_commander", 20, True, 21, max_players=2, deck_size=100),
}


def game_format(name: str) -> GameFormat:
    """The format called ``name``; DeckError naming the known ones otherwise."""
    key = name.strip().lower().replace("-", "_").replace(" ", "_")
    if key in ("duel", "duel_commander", "duelcommander"):
        key = "duel_commander"
    if key in ("edh", "cmdr"):
        key = "commander"
    found = FORMATS.get(key)
    if found is None:
        raise DeckError(f"unknown format {name!r}; one of {', '.join(sorted(FORMATS))}")
    return found


@dataclass(frozen=True, slots=True)
class CommanderState:
    """Every commander of the game, by index ``k`` (immutable; copies of a game share it)."""

    owners: tuple[int, ...]
    names: tuple[str, ...]
    ids: tuple[int, ...]
    """The object each commander card is now (0 once it has left the game)."""
    casts: tuple[int, ...]
    """How many times each was cast from the command zone (CR 903.8)."""
    damage: tuple[tuple[int, ...], ...]
    """``damage[k][seat]``: combat damage commander ``k`` has dealt to ``seat`` (903.10a)."""
    moved: frozenset[int] = frozenset()
    """Commanders put into a graveyard or exile since state-based actions were last
    checked (CR 903.9a)."""
    to_command: tuple[bool, ...] = ()
    """Each player's standing choice for CR 903.9b (hand or library → command zone)."""
    limit: int | None = 21

    def index(self, oid: int) -> int | None:
        """The commander index of object ``oid``, or None."""
        return self.ids.index(oid) if oid in self.ids else None


def install(game: Game, commanders: list[list[str]], fmt: GameFormat) -> None:
    """Put each player's commanders into the command zone (CR 903.6)."""
    owners: list[int] = []
    names: list[str] = []
    ids: list[int] = []
    for seat, cards in enumerate(commanders):
        for name in cards:
            obj = zones.new_object(game, info_for(game.pool.get(name)), seat, "command")
            owners.append(seat)
            names.append(obj.name)
            ids.append(obj.id)
    n = len(game.players)
    game.commander = CommanderState(
        tuple(owners), tuple(names), tuple(ids), (0,) * len(ids),
        tuple((0,) * n for _ in ids), frozenset(), (True,) * n, fmt.commander_damage)


def set_return_choice(game: Game, seat: int, choice: bool) -> None:
    """``seat``'s answer to CR 903.9b from now on: True puts their commander into the
    command zone instead of their hand or library; False lets it go there."""
    state = game.commander
    if state is None:
        return
    choices = list(state.to_command)
    choices[seat] = choice
    game.commander = replace(state, to_command=tuple(choices))


def is_commander(game: Game, oid: int) -> bool:
    """Whether object ``oid`` is a commander (CR 903.3)."""
    state = game.commander
    return state is not None and oid in state.ids


def redirect(game: Game, oid: int, to_zone: str) -> str:
    """CR 903.9b: where a commander about to move to ``to_zone`` goes."""
    state = game.commander
    assert state is not None
    k = state.index(oid)
    if game.objects[oid].zone == "command":
        return to_zone  # putting it back where it is would change nothing: not chosen
    if k is not None and to_zone in ("hand", "library") and state.to_command[state.owners[k]]:
        return "command"
    return to_zone


def moved(game: Game, old: int, new: GameObject, to_zone: str) -> None:
    """The commander designation follows the card to its new object (CR 903.3, 400.7)."""
    state = game.commander
    assert state is not None
    k = state.index(old)
    if k is None:
        return
    ids = list(state.ids)
    ids[k] = new.id
    moved_set = state.moved - {k}
    if to_zone in ("graveyard", "exile"):
        moved_set = moved_set | {k}  # CR 903.9a: checked at the next state-based actions
    if to_zone == "command" and state.casts[k]:
        new.flags = new.flags | {f"{TAX_FLAG}{2 * state.casts[k]}"}  # CR 903.8
    game.commander = replace(state, ids=tuple(ids), moved=moved_set)


def renamed(game: Game, old: int, new: int) -> None:
    """A commander in a library that was shuffled has a new id (CR 903.3, 701.20a): the
    designation stays with the card."""
    state = game.commander
    if state is not None and old in state.ids:
        game.commander = replace(state, ids=tuple(new if i == old else i for i in state.ids))


def left_game(game: Game, oid: int) -> None:
    """A commander that left the game (CR 800.4a) is no one's commander any more."""
    state = game.commander
    if state is None or oid not in state.ids:
        return
    ids = tuple(0 if i == oid else i for i in state.ids)
    game.commander = replace(state, ids=ids)


def tax(obj: GameObject) -> int:
    """The commander tax on ``obj`` in the command zone: {2} per previous cast (CR 903.8)."""
    for flag in obj.flags:
        if flag.startswith(TAX_FLAG):
            return int(flag[len(TAX_FLAG):])
    return 0


def castable(game: Game, player: int, obj: GameObject) -> bool:
    """CR 903.8: a player may cast a commander they own from the command zone."""
    state = game.commander
    if state is None or obj.zone != "command" or obj.owner != player:
        return False
    return obj.id in state.ids


def cast_from_command(game: Game, oid: int) -> None:
    """Count a cast from the command zone (the tax of the next one, CR 903.8)."""
    state = game.commander
    assert state is not None
    k = state.index(oid)
    if k is None:
        return
    casts = list(state.casts)
    casts[k] += 1
    game.commander = replace(state, casts=tuple(casts))


def combat_damage(game: Game, source: int, seat: int, amount: int) -> None:
    """Count combat damage a commander dealt to player ``seat`` (CR 903.10a)."""
    state = game.commander
    assert state is not None
    k = state.index(source)
    if k is None or amount <= 0:
        return
    row = list(state.damage[k])
    row[seat] += amount
    damage = list(state.damage)
    damage[k] = tuple(row)
    game.commander = replace(state, damage=tuple(damage))


def losers(game: Game) -> list[tuple[int, str]]:
    """CR 704.6c: players dealt 21 or more combat damage by the same commander."""
    state = game.commander
    if state is None or state.limit is None:
        return []
    out: list[tuple[int, str]] = []
    for k, row in enumerate(state.damage):
        for seat, dealt in enumerate(row):
            if dealt >= state.limit and not game.players[seat].lost and \
                    all(seat != s for s, _ in out):
                out.append((seat, f"{dealt} combat damage from the commander "
                                  f"{state.names[k]} (CR 704.6c)"))
    return out


def sba_choice(game: Game) -> Decision | None:
    """CR 903.9a: offer the owner of a commander put into a graveyard or exile since the
    last check to put it into the command zone (one decision at a time)."""
    state = game.commander
    if state is None or not state.moved:
        return None
    for k in sorted(state.moved):
        oid = state.ids[k]
        obj = game.objects.get(oid)
        if obj is not None and obj.zone in ("graveyard", "exile") \
                and not game.players[state.owners[k]].lost:
            return Decision("yes_no", state.owners[k],
                            prompt=f"put your commander {obj.name} into the command zone?",
                            options=(True, False), source=oid, rule="CR 903.9a")
    game.commander = replace(state, moved=frozenset())
    return None


def answer_sba(game: Game, decision: Decision, yes: bool) -> None:
    """Apply the owner's answer to :func:`sba_choice`."""
    state = game.commander
    assert state is not None and decision.source is not None
    k = state.index(decision.source)
    if k is not None:
        game.commander = replace(state, moved=state.moved - {k})
    if yes and decision.source in game.objects:
        zones.move(game, decision.source, "command")


hooks.castable_from("command").add(castable)  # CR 903.8
hooks.DECISION_ANSWERS["CR 903.9a"] = answer_sba
