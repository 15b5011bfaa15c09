"""Loading scenario files: YAML (one scenario per document) → :class:`Scenario`.

Every malformed input raises :class:`~grimoire.errors.ScenarioError` naming the file, the
line and what is wrong.

>>> text = '''
... name: a bolt to the face
... players:
...   - {name: Alice, hand: [Lightning Bolt], battlefield: [Mountain]}
...   - {name: Bob, life: 3}
... actions:
...   - {by: Alice, cast: Lightning Bolt, targets: [Bob]}
...   - resolve
... expect:
...   winner: Alice
... '''
>>> scenario, = load_text(text, path="bolt.yaml")
>>> scenario.name, scenario.position.players[1].life, len(scenario.steps)
('a bolt to the face', 3, 2)
>>> load_text("name: x\\nplayers: [{name: Alice}]\\n", path="bad.yaml")
Traceback (most recent call last):
  ...
grimoire.errors.ScenarioError: bad.yaml:2: players: list two to six, in turn order (CR 800.1)
"""

from __future__ import annotations

import re
from collections.abc import Sized
from dataclasses import replace
from pathlib import Path
from typing import get_args

import yaml

from grimoire.core.mana import MANA_TYPES
from grimoire.errors import ScenarioError
from grimoire.rules.actions import DecisionKind
from grimoire.rules.position import PermanentSpec, PlayerSpec, Position
from grimoire.rules.setup import default_name
from grimoire.rules.turn import STEPS
from grimoire.scenario.attach import PendingHost, resolve_hosts
from grimoire.scenario.model import (
    GAME_EXPECTATIONS,
    PLAYER_EXPECTATIONS,
    Expectation,
    PermanentExpectation,
    Scenario,
    Step,
)
from grimoire.scenario.nodes import Reader, line_of

_REPEAT = re.compile(r"^(.+?)\s+x(\d+)$")
_TOP_KEYS = ("name", "description", "ruling", "seed", "players", "turn", "dice",
             "actions", "expect")
_PLAYER_KEYS = ("name", "life", "library", "hand", "graveyard", "exile", "battlefield",
                "lands_played")
_PERMANENT_KEYS = ("card", "tapped", "sick", "damage", "counters", "token", "attached_to")
_EXPECTED_KEYS = ("card", "tapped", "sick", "damage", "counters", "token", "power",
                  "toughness", "keywords", "without", "types", "colors")
"""What an expected permanent may check: its state, and its characteristics as the layer
system computes them (CR 613)."""
COLOR_NAMES = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_ACTION_KEYS = ("by", "activate", "ability", "cast", "play", "pass", "resolve", "choose",
                "attack", "block", "concede", "advance", "active", "targets", "x", "pay",
                "roll_planar_die",
                "costs", "modes", "face")
_MAIN_KEYS = ("activate", "cast", "play", "pass", "resolve", "choose", "attack", "block",
              "concede", "advance", "roll_planar_die")
_OPTIONS = {  # which extra keys each kind of action accepts
    "activate": ("ability", "targets", "x", "pay", "costs"),
    "cast": ("targets", "x", "pay", "costs", "modes", "face"),
    "play": (), "pass": (), "resolve": (), "concede": (), "attack": (), "block": (),
    "choose": ("targets", "x"), "advance": ("active",), "roll_planar_die": (),
}


def load_file(path: str | Path) -> list[Scenario]:
    """Read every scenario in the file at ``path``."""
    try:
        with Path(path).open("rb") as handle:
            data = handle.read(MAX_TEXT + 1)
        if len(data) > MAX_TEXT:
            raise ScenarioError(f"the file is larger than {MAX_TEXT // 2**20} MB",
                                path=str(path))
        text = data.decode("utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise ScenarioError(f"cannot read the file: {error}", path=str(path)) from error
    return load_text(text, path=str(path))


def load_text(text: str, *, path: str = "<text>") -> list[Scenario]:
    """Read every scenario in ``text`` (YAML; documents separated by ``---``)."""
    try:
        documents = [d for d in yaml.compose_all(text, Loader=yaml.SafeLoader) if d is not None]
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        line = int(mark.line) + 1 if mark is not None else None
        raise ScenarioError(f"not valid YAML: {error.problem or error.context}", path=path,
                            line=line) from error
    except yaml.YAMLError as error:
        raise ScenarioError(f"not valid YAML: {error}", path=path) from error
    except RecursionError:
        raise ScenarioError("not a scenario: the YAML is nested too deeply", path=path) from None
    if not documents:
        raise ScenarioError("the file holds no scenario", path=path, line=1)
    reader = Reader(path)
    return [_scenario(reader, doc) for doc in documents]


def _scenario(r: Reader, doc: yaml.Node) -> Scenario:
    top = r.mapping(doc, "a scenario", _TOP_KEYS, required=("name", "players"))
    cards: list[tuple[str, int]] = []
    players, names = _players(r, top["players"], cards)
    active, number, step = 0, 1, "main1"
    if "turn" in top:
        turn = r.mapping(top["turn"], "turn", ("active", "step", "number"))
        if "active" in turn:
            active = _player_index(r, turn["active"], names, "turn active")
        if "number" in turn:
            number = r.integer(turn["number"], "turn number", minimum=1)
        if "step" in turn:
            step = r.string(turn["step"], "turn step")
            if step not in STEPS:
                r.fail(turn["step"], f"unknown step {step!r}; one of: {', '.join(STEPS)}")
    dice: tuple[int, ...] | None = None
    if "dice" in top:
        dice = tuple(r.integer(n, "a die result", minimum=1)
                     for n in r.sequence(top["dice"], "dice"))
    rulings: list[str] = []
    if "ruling" in top:
        node = top["ruling"]
        items = r.sequence(node, "ruling") if isinstance(node, yaml.SequenceNode) else [node]
        rulings.extend(r.string(n, "ruling") for n in items)
    steps = tuple(_step(r, n, names) for n in r.sequence(top["actions"], "actions")) \
        if "actions" in top else ()
    expectations: list[Expectation] = []
    error: str | None = None
    error_line: int | None = None
    if "expect" in top:
        expect = r.mapping(top["expect"], "expect", (*names, *GAME_EXPECTATIONS))
        for key, node in expect.items():
            if key == "error":
                error, error_line = r.string(node, "expect error"), line_of(node)
                if not steps:
                    r.fail(node, "expect error needs an action to reject")
            elif key in names:
                expectations.extend(_player_expectations(r, key, node))
            else:
                expectations.append(Expectation(None, key, _game_value(r, key, node, names),
                                                line_of(node)))
    position = Position(players=tuple(players), active=active, turn=number, step=step)
    return Scenario(
        name=r.string(top["name"], "name"), path=r.path, line=line_of(doc), position=position,
        seed=r.integer(top["seed"], "seed") if "seed" in top else 0, dice=dice, steps=steps,
        expectations=tuple(expectations), error=error, error_line=error_line,
        cards=tuple(cards), rulings=tuple(rulings))


# --- the position ------------------------------------------------------------------------

def _players(r: Reader, node: yaml.Node, cards: list[tuple[str, int]]
             ) -> tuple[list[PlayerSpec], tuple[str, ...]]:
    items = r.sequence(node, "players")
    if not 2 <= len(items) <= 6:
        r.fail(node, "players: list two to six, in turn order (CR 800.1)")
    specs = []
    hosts: list[PendingHost] = []
    for i, item in enumerate(items):
        fields = r.mapping(item, f"player {i + 1}", _PLAYER_KEYS)
        name = r.string(fields["name"], "a player's name") if "name" in fields \
            else default_name(i)
        if name in GAME_EXPECTATIONS or name in PLAYER_EXPECTATIONS or ":" in name:
            r.fail(fields.get("name", item), f"{name!r} can't be a player's name")
        zones = {zone: tuple(_card_list(r, fields[zone], f"{name}'s {zone}", cards))
                 for zone in ("library", "hand", "graveyard", "exile") if zone in fields}
        battlefield = tuple(_permanents(r, fields["battlefield"], name, cards, i, hosts)) \
            if "battlefield" in fields else ()
        specs.append(PlayerSpec(
            name=name,
            life=r.integer(fields["life"], "life") if "life" in fields else 20,
            battlefield=battlefield,
            lands_played=r.integer(fields["lands_played"], "lands_played", minimum=0)
            if "lands_played" in fields else 0,
            **zones))
    names = tuple(s.name for s in specs)
    for i, name in enumerate(names):
        if name in names[:i]:
            r.fail(node, f"two players have the same name {name!r}")
    if hosts:  # resolved once every battlefield is known (a host may be the other player's)
        fields_ = [list(s.battlefield) for s in specs]
        resolve_hosts(r, hosts, names, fields_)
        specs = [replace(s, battlefield=tuple(b)) for s, b in zip(specs, fields_, strict=True)]
    return specs, names


MAX_REPEAT = 1_000
"""The largest repeat count (``Forest x60``) a scenario may use."""
MAX_CARDS = 5_000
"""The most cards or permanents one list of a scenario may hold (repeats included)."""
MAX_TEXT = 16 * 1024 * 1024
"""The largest scenario file read, in bytes."""


def _repeat(r: Reader, node: yaml.Node, what: str) -> tuple[str, int]:
    text = r.string(node, what)
    match = _REPEAT.match(text)
    if match is None:
        return text, 1
    if len(match.group(2)) > 6 or int(match.group(2)) > MAX_REPEAT:
        r.fail(node, f"{what}: a repeat count must be at most {MAX_REPEAT}")
    count = int(match.group(2))
    if count < 1:
        r.fail(node, f"{what}: a repeat count must be at least 1")
    return match.group(1).strip(), count


def _room(r: Reader, node: yaml.Node, out: Sized, what: str) -> None:
    """Fail if the list ``out`` being read holds more than :data:`MAX_CARDS`."""
    if len(out) > MAX_CARDS:
        r.fail(node, f"{what}: more than {MAX_CARDS} cards")


def _card_list(r: Reader, node: yaml.Node, what: str,
               cards: list[tuple[str, int]]) -> list[str]:
    out: list[str] = []
    for item in r.sequence(node, what):
        name, count = _repeat(r, item, f"a card in {what}")
        cards.append((name, line_of(item)))
        out.extend([name] * count)
        _room(r, item, out, what)
    return out


def _counters(r: Reader, node: yaml.Node, what: str) -> tuple[tuple[str, int], ...]:
    fields = r.mapping(node, what)
    return tuple((kind, r.integer(n, f"{kind} counters", minimum=0))
                 for kind, n in fields.items())


def _permanents(r: Reader, node: yaml.Node, player: str, cards: list[tuple[str, int]],
                seat: int, hosts: list[PendingHost]) -> list[PermanentSpec]:
    out: list[PermanentSpec] = []
    for item in r.sequence(node, f"{player}'s battlefield"):
        if not isinstance(item, yaml.MappingNode):
            name, count = _repeat(r, item, f"a permanent of {player}")
            cards.append((name, line_of(item)))
            out.extend([PermanentSpec(name)] * count)
            _room(r, item, out, f"{player}'s battlefield")
            continue
        f = r.mapping(item, f"a permanent of {player}", _PERMANENT_KEYS, required=("card",))
        name, count = _repeat(r, f["card"], "card")
        cards.append((name, line_of(f["card"])))
        spec = PermanentSpec(
            name,
            tapped=r.boolean(f["tapped"], "tapped") if "tapped" in f else False,
            sick=r.boolean(f["sick"], "sick") if "sick" in f else False,
            damage=r.integer(f["damage"], "damage", minimum=0) if "damage" in f else 0,
            counters=_counters(r, f["counters"], "counters") if "counters" in f else (),
            token=r.boolean(f["token"], "token") if "token" in f else False)
        if "attached_to" in f:  # resolved later, against both battlefields
            hosts.append(PendingHost(seat, tuple(range(len(out), len(out) + count)),
                                     f["attached_to"]))
        out.extend([spec] * count)
        _room(r, item, out, f"{player}'s battlefield")
    return out


def _player_index(r: Reader, node: yaml.Node, names: tuple[str, ...], what: str) -> int:
    name = r.string(node, what)
    if name not in names:
        r.fail(node, f"{what}: no player named {name!r} (players: {', '.join(names)})")
    return names.index(name)


# --- actions ------------------------------------------------------------------------------

def _refs(r: Reader, node: yaml.Node, what: str) -> tuple[str, ...]:
    if isinstance(node, yaml.SequenceNode):
        return tuple(r.string(n, what) for n in node.value)
    return (r.string(node, what),)


def _step(r: Reader, node: yaml.Node, names: tuple[str, ...]) -> Step:
    line = line_of(node)
    if isinstance(node, yaml.ScalarNode):
        word = r.value(node, "an action")
        if word == "resolve":
            return Step("resolve", line)
        r.fail(node, f"unknown action {word!r}; write `resolve` or a mapping such as "
                     "{by: Alice, cast: Lightning Bolt}")
    f = r.mapping(node, "an action", _ACTION_KEYS)
    kinds = [k for k in _MAIN_KEYS if k in f]
    if len(kinds) != 1:
        r.fail(node, "an action needs exactly one of: " + ", ".join(_MAIN_KEYS)
               + (f" (found {', '.join(kinds)})" if kinds else ""))
    kind = kinds[0]
    for key in f:
        if key not in (kind, "by", *_OPTIONS[kind]):
            r.fail(f[key], f"{key!r} doesn't go with {kind!r}")
    by: str | None = None
    if "by" in f:
        by = names[_player_index(r, f["by"], names, "by")]
    elif kind not in ("resolve", "advance"):
        r.fail(node, f"a {kind!r} action needs `by:` (the player who acts)")
    main = f[kind]
    subject: str | None = None
    choice: object = None
    attacks: tuple[tuple[str, str | None], ...] = ()
    blocks: tuple[tuple[str, str], ...] = ()
    target_step: str | None = None
    if kind == "advance":
        target_step = r.string(main, "advance")
        if target_step not in STEPS:
            r.fail(main, f"unknown step {target_step!r}; one of: {', '.join(STEPS)}")
        if "active" in f:
            subject = names[_player_index(r, f["active"], names, "active")]
    elif kind in ("activate", "cast", "play"):
        subject = r.string(main, kind)
    elif kind in ("pass", "resolve", "concede", "roll_planar_die"):
        if not r.boolean(main, kind):
            r.fail(main, f"{kind}: false means nothing; leave the action out")
    elif kind == "choose":
        choice = _choice(r, main)
    elif kind == "attack":
        attacks = tuple(_attack(r, n) for n in r.sequence(main, "attack"))
    else:
        blocks = tuple(_block(r, n) for n in r.sequence(main, "block"))
    modes = tuple(r.integer(n, "a mode", minimum=1) for n in r.sequence(f["modes"], "modes")) \
        if "modes" in f else None
    return Step(
        kind, line, by=by, subject=subject,
        ability=r.integer(f["ability"], "ability", minimum=1) if "ability" in f else None,
        targets=tuple(r.string(n, "a target") for n in r.sequence(f["targets"], "targets"))
        if "targets" in f else None,
        x=r.integer(f["x"], "x", minimum=0) if "x" in f else None,
        pay=tuple(_card_list(r, f["pay"], "pay", [])) if "pay" in f else (),
        costs=tuple(r.string(n, "a cost object") for n in r.sequence(f["costs"], "costs"))
        if "costs" in f else None,
        modes=modes, choice=choice, attacks=attacks, blocks=blocks, step=target_step,
        face=r.integer(f["face"], "face", minimum=-1) if "face" in f else None)


def _choice(r: Reader, node: yaml.Node) -> object:
    if isinstance(node, yaml.SequenceNode):
        return tuple(_choice(r, n) for n in node.value)
    value = r.value(node, "choose")
    if value is None:
        return ()
    if isinstance(value, bool | int):
        return value
    if isinstance(value, str) and value.strip():
        return value.strip()
    r.fail(node, f"choose must be yes/no, a card, a number, a zone or a list, not {value!r}")


def _attack(r: Reader, node: yaml.Node) -> tuple[str, str | None]:
    if isinstance(node, yaml.MappingNode):
        f = r.mapping(node, "an attacker", ("card", "defender"), required=("card",))
        return r.string(f["card"], "an attacker"), \
            r.string(f["defender"], "defender") if "defender" in f else None
    return r.string(node, "an attacker"), None


def _block(r: Reader, node: yaml.Node) -> tuple[str, str]:
    f = r.mapping(node, "a block ({blocker: X, attacker: Y} or {X: Y})")
    if set(f) == {"blocker", "attacker"}:
        return r.string(f["blocker"], "blocker"), r.string(f["attacker"], "attacker")
    if len(f) != 1:
        r.fail(node, "a block is {blocker: X, attacker: Y} or {X: Y}")
    (blocker, attacker), = f.items()
    return blocker, r.string(attacker, "attacker")


# --- expectations -----------------------------------------------------------------------

def _player_expectations(r: Reader, player: str, node: yaml.Node) -> list[Expectation]:
    f = r.mapping(node, f"expect {player}", PLAYER_EXPECTATIONS)
    out = []
    for key, value_node in f.items():
        what = f"{player}'s {key}"
        value: object
        if key in ("life", "poison", "library_size", "hand_size"):
            value = r.integer(value_node, what, minimum=None if key == "life" else 0)
        elif key == "battlefield":
            value = tuple(_permanent_expectations(r, value_node, what))
        elif key == "mana_pool":
            value = _mana(r, value_node, what)
        else:
            value = tuple(_card_list(r, value_node, what, []))
        out.append(Expectation(player, key, value, line_of(value_node)))
    return out


def _mana(r: Reader, node: yaml.Node, what: str) -> str:
    """Mana as symbols, ``"GG"`` or ``"{G}{G}"`` (``""``: empty), in WUBRGC order."""
    value = r.value(node, what)
    text = "" if value is None else str(value)
    symbols = text.replace("{", "").replace("}", "").replace(" ", "").upper()
    bad = [s for s in symbols if s not in MANA_TYPES]
    if bad:
        r.fail(node, f"{what}: {bad[0]!r} is not a mana symbol (W, U, B, R, G, C)")
    return "".join(sorted(symbols, key=MANA_TYPES.index))


def _permanent_expectations(r: Reader, node: yaml.Node,
                            what: str) -> list[PermanentExpectation]:
    out: list[PermanentExpectation] = []
    for item in r.sequence(node, what):
        if not isinstance(item, yaml.MappingNode):
            name, count = _repeat(r, item, f"a permanent in {what}")
            out.extend([PermanentExpectation(name)] * count)
            _room(r, item, out, what)
            continue
        f = r.mapping(item, f"a permanent in {what}", _EXPECTED_KEYS, required=("card",))
        name, count = _repeat(r, f["card"], "card")
        out.extend([PermanentExpectation(
            name,
            tapped=r.boolean(f["tapped"], "tapped") if "tapped" in f else None,
            sick=r.boolean(f["sick"], "sick") if "sick" in f else None,
            damage=r.integer(f["damage"], "damage", minimum=0) if "damage" in f else None,
            counters=_counters(r, f["counters"], "counters") if "counters" in f else None,
            token=r.boolean(f["token"], "token") if "token" in f else None,
            power=r.integer(f["power"], "power") if "power" in f else None,
            toughness=r.integer(f["toughness"], "toughness") if "toughness" in f else None,
            keywords=_words(r, f, "keywords"), without=_words(r, f, "without"),
            types=_words(r, f, "types"),
            colors=_colors(r, f["colors"]) if "colors" in f else None)] * count)
        _room(r, item, out, what)
    return out


def _words(r: Reader, f: dict[str, yaml.Node], key: str) -> tuple[str, ...]:
    """A list of keywords or types (lower case; empty if absent)."""
    if key not in f:
        return ()
    return tuple(r.string(n, key).strip().lower() for n in r.sequence(f[key], key))


def _colors(r: Reader, node: yaml.Node) -> tuple[str, ...]:
    """Color names or letters as W/U/B/R/G letters, in WUBRG order."""
    letters = []
    for item in r.sequence(node, "colors"):
        word = r.string(item, "colors").strip()
        letter = COLOR_NAMES.get(word.lower(), word.upper())
        if letter not in MANA_TYPES[:5]:
            r.fail(item, f"colors: {word!r} is not a color (white, blue, black, red, green)")
        letters.append(letter)
    return tuple(sorted(set(letters), key=MANA_TYPES.index))


def _game_value(r: Reader, key: str, node: yaml.Node, names: tuple[str, ...]) -> object:
    if key == "stack":
        return tuple(_card_list(r, node, "the stack", []))
    if key == "winner":
        value = r.value(node, "winner")
        if value is None or value in ("none", "draw"):
            return None
        return names[_player_index(r, node, names, "winner")]
    # pending: none, or {player: Alice, kind: yes_no}
    if isinstance(node, yaml.ScalarNode):
        if r.value(node, "pending") in (None, "none"):
            return None
        r.fail(node, "pending must be none or {player: NAME, kind: KIND}")
    f = r.mapping(node, "pending", ("player", "kind"))
    player = names[_player_index(r, f["player"], names, "pending player")] \
        if "player" in f else None
    kind = r.string(f["kind"], "pending kind") if "kind" in f else None
    if kind is not None:
        kinds: tuple[str, ...] = get_args(DecisionKind)
        if kind not in kinds:
            r.fail(f["kind"], f"unknown decision kind {kind!r}; one of: {', '.join(kinds)}")
    return (player, kind)
