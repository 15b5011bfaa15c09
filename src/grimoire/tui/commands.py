"""Typed commands: a number from the list, or a short sentence (``cast bolt at bob``).

A command resolves to one of the legal actions (never to anything else), or to ``help``,
``quit``, ``board``, an auto-pass (``wait``, ``end turn``, ``skip``: pass now and on until
then) or the stops (``stops all``, ``stops smart``); anything else raises
:class:`CommandError` saying what was wrong.

>>> from grimoire.rules.actions import PassPriority
>>> names = Names({}, ("Alice", "Bob"))
>>> parse_command("pass", [PassPriority()], names, me=0)
Command(kind='action', action=PassPriority(), mode=None)
>>> parse_command("end turn", [PassPriority()], names, me=0).mode
'end_of_turn'
>>> parse_command("1", [PassPriority()], names, me=0).action
PassPriority()
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal

from grimoire.errors import GrimoireError
from grimoire.rules.actions import (
    Action,
    ActivateAbility,
    CastSpell,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    Decline,
    Keep,
    PassPriority,
    PlayLand,
    TakeMulligan,
)
from grimoire.rules.combat import AttackOptions
from grimoire.rules.objects import Seat, Target
from grimoire.tui.describe import Names, describe_action


class CommandError(GrimoireError):
    """A typed command that doesn't name exactly one legal action."""


@dataclass(frozen=True, slots=True)
class Command:
    """What a typed line asks for: an action, or ``help`` / ``quit`` / ``board``."""

    kind: Literal["action", "help", "quit", "board", "autopass", "stops"]
    action: Action | None = None
    mode: str | None = None
    """For ``autopass``: the mode (see :data:`AUTOPASS`); for ``stops``: "all" or "smart"."""


MAX_SCAN = 5000
"""Most legal actions searched by name (combat declarations can number 2^n)."""

_WORDS = {
    "help": "help", "?": "help", "h": "help",
    "quit": "quit", "exit": "quit", "q": "quit",
    "board": "board", "look": "board", "b": "board",
}
AUTOPASS = {
    "wait": "change", "pass until something happens": "change",
    "end turn": "end_of_turn", "pass turn": "end_of_turn", "pass to end of turn": "end_of_turn",
    "skip": "my_turn", "my turn": "my_turn", "pass until my turn": "my_turn",
}
"""Typed auto-pass commands and their modes (:mod:`grimoire.agents.autopass`)."""
_SELF = ("me", "myself", "self", "you")
_OPPONENT = ("opponent", "them", "opp", "ai")


def _norm(text: str) -> list[str]:
    """Lower-case words; an id as the screen shows it (``Air Elemental#182``) is its own
    word, ``#182``."""
    spaced = re.sub(r"#(\d+)", r" #\1 ", text.lower().replace("'s", ""))
    return [w for w in re.split(r"[^a-z0-9+#]+", spaced) if w and w != "#"]


def _name_matches(query: list[str], name: str) -> bool:
    """Every query word starts a word of ``name`` (or is inside it): "bolt", "griz bear"."""
    words = _norm(name)
    return bool(query) and all(any(w.startswith(q) for w in words) or q in "".join(words)
                               for q in query)


def _with_id(query: list[str], oid: int, name: str) -> bool | None:
    """For a query holding an id (``#182``, as shown on screen): whether it names ``oid``
    (with the name, if given, matching too); None when the query holds no id."""
    ids = [w for w in query if w.startswith("#")]
    if not ids:
        return None
    rest = [w for w in query if not w.startswith("#")]
    return all(_id_of(w) == oid for w in ids) and (not rest or _name_matches(rest, name))


def _id_of(word: str) -> int | None:
    match = re.fullmatch(r"#?(\d+)", word)
    return int(match.group(1)) if match else None


def _target_matches(query: list[str], target: Target, names: Names, me: int) -> bool:
    if isinstance(target, Seat):
        player = names.players[target.index]
        if target.index == me and all(q in _SELF for q in query):
            return True
        if target.index != me and all(q in _OPPONENT for q in query):
            return True
        return _name_matches(query, player)
    name, controller = names.objects.get(target, ("?", -1))
    by_id = _with_id(query, target, name)
    if by_id is not None:
        return by_id
    if len(query) == 1 and _id_of(query[0]) == target:
        return True
    rest = list(query)
    if rest and rest[0] in ("my", "mine"):
        if controller != me:
            return False
        rest = rest[1:]
    elif rest and rest[0] in (*_OPPONENT, "their", "his", "her"):
        if controller == me:
            return False
        rest = rest[1:]
    elif len(rest) > 1 and 0 <= controller < len(names.players) and \
            _name_matches(rest[:1], names.players[controller]):
        rest = rest[1:]
    return _name_matches(rest, name)


def _object_matches(query: list[str], oid: int, names: Names) -> bool:
    by_id = _with_id(query, oid, names.objects.get(oid, ("?", -1))[0])
    if by_id is not None:
        return by_id
    if len(query) == 1 and _id_of(query[0]) == oid:
        return True
    return _name_matches(query, names.objects.get(oid, ("?", -1))[0])


def _pick(candidates: list[Action], what: str, legal: Sequence[Action], names: Names) -> Action:
    if not candidates:
        raise CommandError(f"no legal action matches {what!r}; type help or a number")
    unique = list(dict.fromkeys(candidates))
    if len(unique) > 1:
        index = {a: i for i, a in enumerate(legal[:MAX_SCAN])}
        listed = "; ".join(f"{index.get(a, -1) + 1}: {describe_action(a, names)}"
                           for a in unique[:6])
        raise CommandError(f"{what!r} is ambiguous: {listed}"
                           + (" ..." if len(unique) > 6 else ""))
    return unique[0]


def _split_target(rest: str) -> tuple[list[str], list[str] | None]:
    match = re.split(r"\s+(?:at|on|targeting|target|->)\s+", rest, maxsplit=1)
    if len(match) == 2:
        return _norm(match[0]), _norm(match[1])
    return _norm(rest), None


def _cast_like(verb: str, rest: str, legal: Sequence[Action], names: Names,
               me: int) -> Action:
    card_q, target_q = _split_target(rest)
    index_q: int | None = None
    if verb == "activate" and card_q and card_q[-1].isdigit() and len(card_q) > 1:
        index_q = int(card_q.pop()) - 1
    found: list[Action] = []
    targets: tuple[tuple[Target, ...], ...]
    for action in legal[:MAX_SCAN]:
        if verb == "play" and isinstance(action, PlayLand):
            oid, targets = action.card, ()
        elif verb == "cast" and isinstance(action, CastSpell):
            oid, targets = action.card, action.targets
        elif verb == "activate" and isinstance(action, ActivateAbility):
            oid, targets = action.source, action.targets
            if index_q is not None and _nth_ability(legal, action) != index_q:
                continue
        else:
            continue
        if not _object_matches(card_q, oid, names):
            continue
        if target_q is not None and not any(
                _target_matches(target_q, t, names, me) for group in targets for t in group):
            continue
        found.append(action)
    return _pick(found, f"{verb} {rest}", legal, names)


def _nth_ability(legal: Sequence[Action], action: ActivateAbility) -> int:
    """Position of the action's ability among its source's listed abilities (0-based)."""
    indexes = sorted({a.index for a in legal[:MAX_SCAN]
                      if isinstance(a, ActivateAbility) and a.source == action.source})
    return indexes.index(action.index)


def _creatures(text: str, pool: Sequence[int], names: Names) -> list[int]:
    chosen: list[int] = []
    for part in re.split(r",|\band\b", text):
        query = _norm(part)
        if not query:
            continue
        matches = [c for c in pool if _object_matches(query, c, names) and c not in chosen]
        if not matches:
            raise CommandError(f"no creature matches {part.strip()!r}")
        same = {names.objects.get(c, ("?", -1))[0] for c in matches}
        if len(same) > 1:
            raise CommandError(f"{part.strip()!r} is ambiguous: "
                               + ", ".join(names.obj(c) for c in matches))
        chosen.append(matches[0])
    return chosen


def _attack(rest: str, legal: Sequence[Action], names: Names) -> Action:
    if isinstance(legal, AttackOptions):
        creatures, choices = legal.creatures, legal.choices
    else:
        creatures = sorted({c for a in legal if isinstance(a, DeclareAttackers)
                            for c, _ in a.attacks})
        choices = []
    text = re.sub(r"^\s*with\s+", "", rest)
    if text.strip() in ("none", "nothing", "no one", ""):
        picked: list[int] = []
    elif text.strip() in ("all", "everything", "everyone", "all creatures"):
        picked = list(creatures)
    else:
        picked = _creatures(text, creatures, names)

    def defender(c: int) -> Target | None:
        if choices:
            options = choices[creatures.index(c)]
            return next((t for t in options if isinstance(t, Seat)),
                        next((t for t in options if t is not None), None))
        return next((t for a in legal if isinstance(a, DeclareAttackers)
                     for cc, t in a.attacks if cc == c), None)
    attacks = tuple((c, t) for c in picked if (t := defender(c)) is not None)
    action = DeclareAttackers(attacks)
    if action not in legal:
        raise CommandError(f"that attack is not legal: {describe_action(action, names)}")
    return action


def _block(rest: str, legal: Sequence[Action], names: Names) -> Action:
    blocks: list[tuple[int, int]] = []
    blockers = getattr(legal, "blockers", None)
    choices: list[list[int]] = getattr(legal, "choices", [])
    if blockers is None:
        pairs = {p for a in legal if isinstance(a, DeclareBlockers) for p in a.blocks}
        blockers = sorted({b for b, _ in pairs})
        attackers = sorted({a for _, a in pairs})
    else:
        attackers = sorted({a for c in choices for a in c})
    for clause in re.split(r";|\band block\b", rest):
        clause = re.sub(r"^\s*block\s+", "", clause).strip()
        if not clause:
            continue
        parts = re.split(r"\s+with\s+", clause, maxsplit=1)
        if len(parts) != 2:
            raise CommandError(f"say 'block <attacker> with <creature>', not {clause!r}")
        attacker = _creatures(parts[0], attackers, names)
        for blocker in _creatures(parts[1], blockers, names):
            blocks.append((blocker, attacker[0]))
    action = DeclareBlockers(tuple(blocks))
    if action not in legal:
        raise CommandError(f"that block is not legal: {describe_action(action, names)}")
    return action


def _choose(rest: str, legal: Sequence[Action], names: Names, me: int) -> Action:
    query = rest.strip().lower()
    found: list[Action] = []
    parts = [_norm(p) for p in re.split(r",|\band\b", rest) if _norm(p)]
    for action in legal[:MAX_SCAN]:
        if not isinstance(action, Choose):
            continue
        value = action.value
        if isinstance(value, tuple):
            if len(value) == len(parts) and all(any(
                    _target_matches(p, v, names, me) if isinstance(v, int | Seat) else
                    _name_matches(p, str(v)) for v in value) for p in parts):
                found.append(action)
        elif str(value).lower() == query:
            found.append(action)
    return _pick(found, f"choose {rest}", legal, names)


def _simple(word: str, legal: Sequence[Action]) -> Action | None:
    table: dict[str, Callable[[Action], bool]] = {
        "pass": lambda a: isinstance(a, PassPriority) or a in (
            DeclareAttackers(()), DeclareBlockers(())),  # pass = no attack / no blocks
        "keep": lambda a: isinstance(a, Keep),
        "mulligan": lambda a: isinstance(a, TakeMulligan),
        "yes": lambda a: a == Choose(True),
        "no": lambda a: a == Choose(False) or isinstance(a, Decline),
        "decline": lambda a: isinstance(a, Decline),
    }
    aliases = {"p": "pass", "ok": "pass", "done": "pass", "y": "yes", "n": "no",
               "mull": "mulligan"}
    test = table.get(aliases.get(word, word))
    if test is None:
        return None
    for action in legal[:MAX_SCAN]:
        if test(action):
            return action
    raise CommandError(f"{word!r} is not a legal answer now; type help")


def parse_command(text: str, legal: Sequence[Action], names: Names, *, me: int) -> Command:
    """The command ``text`` asks for, among ``legal`` (the pending decision's answers)."""
    line = text.strip()
    lowered = line.lower()
    if not line:
        raise CommandError("type a number or a command (help lists them)")
    if lowered in _WORDS:
        return Command(_WORDS[lowered])  # type: ignore[arg-type]
    words = " ".join(lowered.split())
    if words in AUTOPASS:
        if PassPriority() not in legal:
            raise CommandError(f"{words!r} passes priority, and you can't pass now")
        return Command("autopass", PassPriority(), AUTOPASS[words])
    if words in ("stops all", "stops smart"):
        return Command("stops", mode=words.split()[1])
    if re.fullmatch(r"\d+", line):
        n = int(line)
        if not 1 <= n <= len(legal):
            raise CommandError(f"pick a number from 1 to {len(legal)}")
        return Command("action", legal[n - 1])
    simple = _simple(lowered, legal)
    if simple is not None:
        return Command("action", simple)
    verb, _, rest = lowered.partition(" ")
    if verb in ("play", "cast", "activate"):
        return Command("action", _cast_like(verb, rest, legal, names, me))
    if verb == "attack":
        return Command("action", _attack(rest, legal, names))
    if lowered in ("no block", "no blocks", "block none", "block nothing"):
        return Command("action", _block("", legal, names))
    if verb == "block":
        return Command("action", _block(rest, legal, names))
    if lowered in ("no attack", "no attacks"):
        return Command("action", _attack("none", legal, names))
    if verb == "choose":
        return Command("action", _choose(rest, legal, names, me))
    raise CommandError(f"unknown command {verb!r}; type help")
