"""Checking a scenario's expectations against a game, and describing what differs.

Zones other than the library are compared as multisets; ``library`` and ``stack`` in
order (top first). A battlefield entry with a state (``tapped``, ``counters``...) only
matches a permanent in that state.

>>> from collections import Counter
>>> multiset_difference(["Forest", "Forest", "Island"], ["Forest", "Swamp"])
'missing: Forest, Island; unexpected: Swamp'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from grimoire.core.mana import MANA_TYPES
from grimoire.rules import layers, query
from grimoire.rules.objects import GameObject
from grimoire.rules.slot_copy import slot_names
from grimoire.scenario.matching import perfect_matching
from grimoire.scenario.model import Expectation, PermanentExpectation

if TYPE_CHECKING:
    from grimoire.rules.actions import Decision
    from grimoire.rules.game import Game


def names(game: Game, ids: Sequence[int]) -> list[str]:
    """The names of objects ``ids``."""
    return [game.objects[o].name for o in ids]


def describe_permanent(obj: GameObject) -> str:
    """``Grizzly Bears (tapped, +1/+1: 2)``: the state a battlefield expectation checks."""
    parts = []
    if obj.tapped:
        parts.append("tapped")
    if obj.sick and obj.info.is_creature:
        parts.append("sick")
    if obj.damage:
        parts.append(f"damage {obj.damage}")
    if obj.kind == "token":
        parts.append("token")
    parts.extend(f"{k}: {v}" for k, v in sorted((obj.counters or {}).items()) if v)
    return f"{obj.name} ({', '.join(parts)})" if parts else obj.name


def permanent_fits(game: Game, want: PermanentExpectation, obj: GameObject) -> bool:
    """Whether ``obj`` is the permanent ``want`` describes (its characteristics as the
    layer system computes them, CR 613)."""
    if obj.name.casefold() != want.name.casefold():
        return False
    if want.tapped is not None and obj.tapped != want.tapped:
        return False
    if want.sick is not None and obj.sick != want.sick:
        return False
    if want.damage is not None and obj.damage != want.damage:
        return False
    if want.token is not None and (obj.kind == "token") != want.token:
        return False
    if want.counters is not None:
        have = {k: v for k, v in (obj.counters or {}).items() if v}
        if have != {k: v for k, v in want.counters if v}:
            return False
    return _characteristics_fit(game, want, obj)


def _characteristics_fit(game: Game, want: PermanentExpectation, obj: GameObject) -> bool:
    if want.power is not None and query.power(game, obj) != want.power:
        return False
    if want.toughness is not None and query.toughness(game, obj) != want.toughness:
        return False
    if want.keywords or want.without:
        have = query.keywords(game, obj)
        if any(k not in have for k in want.keywords) or any(k in have for k in want.without):
            return False
    chars = layers.characteristics(game, obj)
    if want.types:
        mine = {t.lower() for t in (*chars.types, *chars.subtypes, *chars.supertypes)}
        if any(t not in mine for t in want.types):
            return False
    return want.colors is None or frozenset(want.colors) == chars.colors


def describe_characteristics(game: Game, obj: GameObject) -> str:
    """``2/2, flying, creature Bear, colors G``: what the layer system computes."""
    chars = layers.characteristics(game, obj)
    parts = [f"{query.power(game, obj)}/{query.toughness(game, obj)}"] \
        if "creature" in chars.types else []
    parts.extend(sorted(query.keywords(game, obj)))
    parts.append(" ".join([*sorted(chars.supertypes), *sorted(chars.types),
                           *sorted(chars.subtypes)][:12]))
    parts.append("colors " + ("/".join(c for c in MANA_TYPES if c in chars.colors) or "none"))
    return ", ".join(parts)


def multiset_difference(want: Sequence[str], got: Sequence[str]) -> str:
    """What is missing from ``got`` and what it has in excess."""
    w = Counter(n.casefold() for n in want)
    g = Counter(n.casefold() for n in got)
    display = {n.casefold(): n for n in [*got, *want]}
    missing = sorted(display[n] for n in (w - g).elements())
    extra = sorted(display[n] for n in (g - w).elements())
    parts = []
    if missing:
        parts.append(f"missing: {', '.join(missing)}")
    if extra:
        parts.append(f"unexpected: {', '.join(extra)}")
    return "; ".join(parts)


def describe_decision(game: Game, decision: Decision) -> str:
    """``a yes_no decision for Alice ('you may', CR 608.2c, from Treasure Chest)``."""
    details = [repr(decision.prompt)] if decision.prompt else []
    if decision.rule:
        details.append(decision.rule)
    source = game.objects.get(decision.source) if decision.source is not None else None
    if source is not None:
        details.append(f"from {source.name}")
    player = game.players[decision.player].name
    extra = f" ({', '.join(details)})" if details else ""
    return f"a {decision.kind} decision for {player}{extra}"


def _fmt(items: Sequence[str]) -> str:
    return "[" + ", ".join(items) + "]"


def check(game: Game, expectations: Sequence[Expectation]) -> list[str]:
    """Every expectation that doesn't hold, described (an empty list: all hold)."""
    problems = []
    for e in expectations:
        problem = _check_one(game, e)
        if problem is not None:
            who = f"{e.player}'s {e.key}" if e.player else e.key
            problems.append(f"{who} (line {e.line}): {problem}")
    return problems


def _check_one(game: Game, e: Expectation) -> str | None:
    if e.player is None:
        return _check_game(game, e.key, e.value)
    seat = next(p.index for p in game.players if p.name == e.player)
    p = game.players[seat]
    key, want = e.key, e.value
    if key in ("life", "poison", "library_size", "hand_size"):
        got_n = {"life": p.life, "poison": p.counters.get("poison", 0),
                 "library_size": len(p.library), "hand_size": len(p.hand)}[key]
        return None if got_n == want else f"expected {want}, got {got_n}"
    if key == "mana_pool":
        got_pool = "".join(m * n for m, n in zip(MANA_TYPES, p.pool, strict=True))
        return None if got_pool == want else f"expected {want or 'empty'!r}, got " \
            f"{got_pool or 'empty'!r}"
    if key == "library":
        got = names(game, list(reversed(p.library)))
        same = [n.casefold() for n in got] == [n.casefold() for n in want]
        return None if same else f"expected {_fmt(want)} (top first), got {_fmt(got)}"
    if key == "battlefield":
        objs = [game.objects[o] for o in game.battlefield if game.objects[o].controller == seat]
        if perfect_matching(want, objs, lambda w, o: permanent_fits(game, w, o)):
            return None
        layered = any(w.power is not None or w.toughness is not None or w.keywords
                      or w.without or w.types or w.colors is not None for w in want)
        got = [describe_permanent(o) + (f" [{describe_characteristics(game, o)}]"
                                        if layered else "") for o in objs]
        return f"expected {_fmt([w.describe() for w in want])}, got {_fmt(got)}"
    if key == "never_sees":
        return _seen_by(game, seat, want)
    zone_ids = {"library_unordered": p.library, "hand": p.hand, "graveyard": p.graveyard,
                "exile": [o for o in game.exile if game.objects[o].owner == seat]}[key]
    got = names(game, zone_ids)
    diff = multiset_difference(want, got)
    return f"expected {_fmt(want)}, got {_fmt(got)} ({diff})" if diff else None


def _seen_by(game: Game, seat: int, hidden: Sequence[str]) -> str | None:
    """Whether any event of ``seat``'s view of the log names a card of ``hidden`` (CR 701.19b
    and the seed ruling: a card searched for into a hand need not be revealed)."""
    wanted = {name.casefold() for name in hidden}
    for event in game.view(seat).log():
        for value in (getattr(event, f) for f in slot_names(type(event))):
            if isinstance(value, str) and value.casefold() in wanted:
                return f"saw {value} in {type(event).__name__}"
    return None


def _check_game(game: Game, key: str, want: Any) -> str | None:
    if key == "stack":
        got = names(game, list(reversed(game.stack)))
        same = [n.casefold() for n in got] == [n.casefold() for n in want]
        return None if same else f"expected {_fmt(want)} (top first), got {_fmt(got)}"
    if key == "winner":
        if game.result is None:
            return f"expected {want or 'a draw'}, but the game is not over"
        got_w = None if game.result.winner is None else game.players[game.result.winner].name
        if got_w == want:
            return None
        return f"expected {want or 'a draw'}, got {got_w or 'a draw'} ({game.result.reason})"
    # pending
    d = game.pending
    if want is None:
        return None if d is None else f"expected none, got {describe_decision(game, d)}"
    player, kind = want
    if d is None:
        return "expected a decision, but none is pending (the game is over)"
    if (player is not None and game.players[d.player].name != player) or \
            (kind is not None and d.kind != kind):
        expected = " ".join(x for x in (kind or "any", "decision for", player or "anyone"))
        return f"expected {expected}, got {describe_decision(game, d)}"
    return None


def snapshot(game: Game) -> tuple[Any, ...]:
    """Everything a rejected action must leave unchanged."""
    objs = tuple(sorted((o.id, o.zone, o.controller, o.tapped, o.damage,
                         tuple(sorted((o.counters or {}).items())))
                        for o in game.objects.values()))
    players = tuple((p.life, tuple(p.library), tuple(p.hand), tuple(p.graveyard),
                     tuple(p.pool), tuple(sorted(p.counters.items())), p.lands_played, p.lost)
                    for p in game.players)
    return (len(game.events), len(game.action_log), objs, players, tuple(game.battlefield),
            tuple(game.stack), tuple(game.exile), game.pending, game.step, game.turn,
            game.scripted_dice)
