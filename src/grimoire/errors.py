"""The errors Grimoire raises. Every one subclasses :class:`ValueError` (python-chess style),
so ``except ValueError`` catches all bad input, and each says what to do about it.

>>> error = UnknownCardError("Lightnig Bolt", suggestions=("Lightning Bolt",))
>>> str(error)
"unknown card 'Lightnig Bolt'; did you mean: Lightning Bolt?"
>>> isinstance(error, ValueError)
True
"""

from __future__ import annotations


class GrimoireError(ValueError):
    """Base class of every Grimoire error."""


class UnknownCardError(GrimoireError):
    """A card name matches no card; ``suggestions`` holds the closest names."""

    def __init__(self, name: str, suggestions: tuple[str, ...] = (), *, context: str = "") -> None:
        self.name = name
        self.suggestions = suggestions
        hint = f"; did you mean: {', '.join(suggestions)}?" if suggestions else ""
        where = f"{context}: " if context else ""
        shown = name if len(name) <= 120 else f"{name[:100]}... ({len(name)} characters)"
        super().__init__(f"{where}unknown card {shown!r}{hint}")


class IllegalActionError(GrimoireError):
    """An action the rules forbid; ``rule`` names the rule (e.g. ``"CR 305.2"``).

    The game is unchanged after it is raised.
    """

    def __init__(self, message: str, *, rule: str = "") -> None:
        self.rule = rule
        super().__init__(f"{message} ({rule})" if rule else message)


class DeckError(GrimoireError):
    """A deck file is malformed; names the file and line."""

    def __init__(self, message: str, *, path: str = "", line: int | None = None) -> None:
        self.path = path
        self.line = line
        where = path + (f":{line}" if line is not None else "")
        super().__init__(f"{where}: {message}" if where else message)


class ScenarioError(GrimoireError):
    """A scenario file is malformed; names the file and line."""

    def __init__(self, message: str, *, path: str = "", line: int | None = None) -> None:
        self.path = path
        self.line = line
        where = path + (f":{line}" if line is not None else "")
        super().__init__(f"{where}: {message}" if where else message)


class DataFileError(GrimoireError):
    """A data file (MTGJSON, Scryfall, a save) is corrupt or of an unknown shape; names the file."""

    def __init__(self, message: str, *, path: str = "") -> None:
        self.path = path
        super().__init__(f"{path}: {message}" if path else message)


class ScriptedDiceExhaustedError(GrimoireError):
    """A game given scripted die results rolled once more than the script held (never silent)."""
