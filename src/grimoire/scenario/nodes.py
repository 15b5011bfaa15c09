"""Reading YAML nodes with their line numbers, so every error names the file and the line.

Scenario files are parsed with ``yaml.compose`` (not ``safe_load``): the node tree keeps
each value's position. A :class:`Reader` turns nodes into plain values and raises
:class:`~grimoire.errors.ScenarioError` naming the file, the line and what is wrong.

>>> import yaml
>>> reader = Reader("demo.yaml")
>>> node = yaml.compose("life: twenty\\n")
>>> fields = reader.mapping(node, "player", ("life",))
>>> reader.integer(fields["life"], "life")
Traceback (most recent call last):
  ...
grimoire.errors.ScenarioError: demo.yaml:1: life must be a whole number, not 'twenty'
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from typing import Any, NoReturn

import yaml
from yaml.constructor import ConstructorError, SafeConstructor

from grimoire.errors import ScenarioError

_CONSTRUCTOR = SafeConstructor()


def line_of(node: yaml.Node) -> int:
    """The 1-based line where ``node`` starts."""
    return int(node.start_mark.line) + 1


class Reader:
    """Typed access to YAML nodes of one file; errors name ``path`` and the node's line."""

    def __init__(self, path: str) -> None:
        self.path = path

    def fail(self, node: yaml.Node | None, message: str) -> NoReturn:
        """Raise a ScenarioError at ``node``'s line."""
        raise ScenarioError(message, path=self.path,
                            line=line_of(node) if node is not None else None)

    def value(self, node: yaml.Node, what: str) -> Any:
        """A scalar's Python value (int, bool, str, None...)."""
        if not isinstance(node, yaml.ScalarNode):
            self.fail(node, f"{what} must be a single value, not a "
                            f"{'list' if isinstance(node, yaml.SequenceNode) else 'mapping'}")
        try:
            return _CONSTRUCTOR.construct_object(node, deep=True)
        except (ConstructorError, ValueError) as error:
            self.fail(node, f"{what}: {error}")

    def mapping(self, node: yaml.Node, what: str, allowed: Iterable[str] | None = None,
                required: Iterable[str] = ()) -> dict[str, yaml.Node]:
        """A mapping's values by key; unknown, duplicate or missing keys are errors."""
        if not isinstance(node, yaml.MappingNode):
            self.fail(node, f"{what} must be a mapping (key: value lines)")
        allowed_keys = list(allowed) if allowed is not None else None
        out: dict[str, yaml.Node] = {}
        for key_node, value_node in node.value:
            key = self.value(key_node, f"a key of {what}")
            if not isinstance(key, str | int) or isinstance(key, bool):
                self.fail(key_node, f"a key of {what} must be a word, not {key!r}")
            key = str(key)
            if key in out:
                self.fail(key_node, f"duplicate key {key!r} in {what}")
            if allowed_keys is not None and key not in allowed_keys:
                close = difflib.get_close_matches(key, allowed_keys, n=1)
                hint = f"; did you mean {close[0]!r}?" if close else ""
                self.fail(key_node, f"unknown key {key!r} in {what}{hint} "
                                    f"(allowed: {', '.join(allowed_keys)})")
            out[key] = value_node
        for key in required:
            if key not in out:
                self.fail(node, f"{what} needs a {key!r} key")
        return out

    def sequence(self, node: yaml.Node, what: str) -> list[yaml.Node]:
        """A list's items (an empty value counts as an empty list)."""
        if isinstance(node, yaml.ScalarNode) and self.value(node, what) is None:
            return []
        if not isinstance(node, yaml.SequenceNode):
            self.fail(node, f"{what} must be a list, e.g. [A, B]")
        return list(node.value)

    def string(self, node: yaml.Node, what: str) -> str:
        """A non-empty string (numbers are accepted as their text)."""
        value = self.value(node, what)
        if isinstance(value, bool) or value is None or not isinstance(value, str | int):
            self.fail(node, f"{what} must be text, not {value!r}")
        text = str(value).strip()
        if not text:
            self.fail(node, f"{what} must not be empty")
        return text

    def integer(self, node: yaml.Node, what: str, minimum: int | None = None) -> int:
        """A whole number, at least ``minimum`` if given."""
        value = self.value(node, what)
        if isinstance(value, bool) or not isinstance(value, int):
            self.fail(node, f"{what} must be a whole number, not {value!r}")
        if minimum is not None and value < minimum:
            self.fail(node, f"{what} must be at least {minimum}, not {value}")
        return value

    def boolean(self, node: yaml.Node, what: str) -> bool:
        """``true``/``false`` (or ``yes``/``no``)."""
        value = self.value(node, what)
        if not isinstance(value, bool):
            self.fail(node, f"{what} must be true or false, not {value!r}")
        return value
