"""The layering of ``src/grimoire``, checked mechanically so that it stays true.

Every import in every module is read with :mod:`ast`: module-level imports, imports inside
functions and methods, and imports under ``if TYPE_CHECKING:`` all count, because each one
is a dependency a reader has to follow. Imports are grouped by top-level package (or
top-level module: ``errors``, ``pool``, ``assembly``; ``grimoire`` is the package's own
``__init__``, the public API).

The layers, bottom up (a package may import only what :data:`ALLOWED` lists for it, and the
table itself has no cycle):

* ``core``, ``errors``: mana costs and the error types; import nothing of ours.
* ``oracle`` (Oracle text -> IR; ``oracle.ir`` is the contract with the engine), ``cards``
  (the card database), ``decks`` (deck files), ``dice`` (dice probabilities).
* ``pool``: card names -> compiled definitions (cards + oracle).
* ``rules``: the kernel (game state, turns, priority, stack and resolution, the IR
  evaluator ``rules.values``, characteristics and layers, replacement, events, SBAs,
  triggers, zones). It imports no mechanism, no effect resolver, no deck reader and no card
  pool: resolvers plug in through ``rules.registry``, the default pool through
  ``rules.game.set_default_pool``.
* ``mechanics``: the rules mechanisms built on the kernel (Sagas, Classes, levelers, ward,
  ...) that plug into the kernel's hooks; they import ``rules``, never the reverse.
  The kernel calls no mechanism directly: each plugs into a hook (an exemption list here
  would hide a package cycle from every other tool).
* ``effects``: one resolver per IR effect type; imports ``rules`` and ``mechanics``.
* ``assembly``: plugs ``mechanics``, ``effects`` and ``pool`` into ``rules``; imported by
  ``grimoire``.
* ``agents``, ``scenario``, ``sim``, ``rl``: players, scenario files, simulations, the
  reinforcement-learning environments.
* ``tui``, ``web``: the terminal and browser front ends.
* ``cli``, ``grimoire`` (the public API), ``__main__``: the top.

No module may be longer than :data:`MAX_LINES` lines (:data:`LONG_MODULES` would list an
exception with its reason; there is none).

A function-local import is allowed only where it breaks a real cycle: the module it imports
reaches the importing module through module-level imports (so the import at the top would
close an import cycle), or it imports an optional third-party dependency. Their number may
only go down (:data:`MAX_LOCAL_IMPORTS`). An import under ``try: ... except ImportError`` (a
dependency that may be missing) is not counted.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parent.parent / "src" / "grimoire"

ALLOWED: dict[str, frozenset[str]] = {
    "core": frozenset(),
    "errors": frozenset(),
    "oracle": frozenset({"core", "errors"}),
    "cards": frozenset({"core", "errors"}),
    "decks": frozenset({"errors"}),
    "dice": frozenset({"errors", "oracle"}),
    "pool": frozenset({"cards", "errors", "oracle"}),
    "rules": frozenset({"core", "errors", "oracle"}),
    "mechanics": frozenset({"core", "errors", "oracle", "rules"}),
    "effects": frozenset({"core", "errors", "mechanics", "oracle", "rules"}),
    "assembly": frozenset({"effects", "mechanics", "pool", "rules"}),
    "agents": frozenset({"dice", "errors", "mechanics", "oracle", "rules"}),
    "scenario": frozenset({"core", "errors", "oracle", "rules"}),
    "sim": frozenset({"agents", "decks", "errors", "mechanics", "rules"}),
    "rl": frozenset({"agents", "decks", "errors", "oracle", "pool", "rules"}),
    "tui": frozenset({"agents", "core", "errors", "oracle", "rules"}),
    "web": frozenset({"agents", "cards", "core", "decks", "dice", "errors", "oracle", "pool",
                      "rules", "sim", "tui"}),
    "cli": frozenset({"agents", "cards", "decks", "dice", "errors", "grimoire", "oracle",
                      "pool", "rules", "scenario", "sim", "tui", "web"}),
    "grimoire": frozenset({"assembly", "cards", "decks", "dice", "errors", "oracle", "pool",
                           "rules"}),
    "__main__": frozenset({"cli"}),
}
"""Which packages each package may import (its own modules aside)."""

MAX_LINES = 800
MAX_LOCAL_IMPORTS = 93
"""The ceiling on function-local imports (706 when the check was written; 98 after hoisting
every one that breaks no cycle, 101 with the cycle-breaking ones merged since, 95 once
hooks replaced the kernel's calls of Vehicles, phasing, Commander and foretell, 94 with
zones' three imports of copy_effects merged, 93 once the keyword texts left
oracle.abilities): lower it whenever the number falls."""
LONG_MODULES: dict[str, str] = {}
"""Modules allowed over :data:`MAX_LINES`, path relative to ``src/grimoire`` -> the reason."""

def _unit(path: Path) -> str:
    """The package (or top-level module) ``path`` belongs to."""
    rel = path.relative_to(SRC)
    if len(rel.parts) > 1:
        return rel.parts[0]
    return "grimoire" if rel.stem == "__init__" else rel.stem


def _module_name(path: Path) -> str:
    parts = ["grimoire", *path.relative_to(SRC).with_suffix("").parts]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _target(module: str) -> str | None:
    """The unit an absolute module name belongs to (None: not ours)."""
    parts = module.split(".")
    if parts[0] != "grimoire":
        return None
    return parts[1] if len(parts) > 1 else "grimoire"


def imports(path: Path) -> Iterator[tuple[int, str]]:
    """Every ``(line, module)`` imported by ``path``, wherever the import statement is."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = _module_name(path).split(".") if path.is_relative_to(SRC) else []
    if path.name != "__init__.py":
        package = package[:-1]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:  # a relative import: resolve it against the package
                base = package[:len(package) - node.level + 1]
                yield node.lineno, ".".join(base + ([node.module] if node.module else []))
            elif node.module is not None:
                yield node.lineno, node.module


def module_imports(path: Path) -> Iterator[tuple[int, str]]:
    """:func:`imports`, with ``from package import module`` read as ``package.module`` (the
    module a reader has to follow), so that edges are known module by module."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = dict.fromkeys(imports(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            base = SRC.parent / node.module.replace(".", "/")
            for alias in node.names:
                if (base / f"{alias.name}.py").is_file() or (base / alias.name).is_dir():
                    found.pop((node.lineno, node.module), None)
                    found[(node.lineno, f"{node.module}.{alias.name}")] = None
    yield from found


def _kernel_to_mechanism(path: Path, module: str) -> str | None:
    """``"rules.<module> -> mechanics.<module>"`` when ``path`` (a kernel module) imports
    ``module`` (a mechanism), else None."""
    rel = path.relative_to(SRC).with_suffix("").parts if path.is_relative_to(SRC) else ()
    parts = module.split(".")
    if len(rel) == 2 and rel[0] == "rules" and parts[:2] == ["grimoire", "mechanics"]:
        return f"rules.{rel[1]} -> mechanics.{'.'.join(parts[2:]) or '__init__'}"
    return None


def _modules() -> list[Path]:
    return sorted(SRC.rglob("*.py"))


def _edges() -> dict[tuple[str, str], list[str]]:
    """(importer, imported) unit pairs -> where ("file:line imports module")."""
    found: dict[tuple[str, str], list[str]] = {}
    for path in _modules():
        unit = _unit(path)
        for line, module in module_imports(path):
            target = _target(module)
            if target is not None and target != unit:
                where = f"{path.relative_to(SRC.parent.parent)}:{line} imports {module}"
                found.setdefault((unit, target), []).append(where)
    return found


def _cycle(graph: dict[str, frozenset[str]]) -> list[str] | None:
    """A cycle of ``graph`` (as a path that ends where it starts), or None."""
    state: dict[str, int] = {}
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return [*path[path.index(nxt):], nxt]
            if nxt not in state and (found := visit(nxt)) is not None:
                return found
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (found := visit(node)) is not None:
            return found
    return None


def test_allowed_table_has_no_cycle() -> None:
    """The layering written down above is a hierarchy."""
    assert _cycle(ALLOWED) is None, f"ALLOWED has a cycle: {' -> '.join(_cycle(ALLOWED) or [])}"


def test_every_package_is_in_the_table() -> None:
    """A new package must say where it sits."""
    units = {_unit(p) for p in _modules()}
    assert units <= set(ALLOWED), f"not in ALLOWED: {sorted(units - set(ALLOWED))}"


def test_imports_follow_the_layers() -> None:
    """Every import (module-level, function-local or TYPE_CHECKING) points down the table."""
    bad = [f"{where} ({unit} may not import {target})"
           for (unit, target), wheres in sorted(_edges().items())
           if target not in ALLOWED.get(unit, frozenset()) for where in wheres]
    assert not bad, "imports against the layering:\n" + "\n".join(bad)


def test_package_graph_is_acyclic() -> None:
    """The packages' actual import graph has no cycle (it follows from the test above while
    ``ALLOWED`` is acyclic; checked on its own so a message names the cycle)."""
    graph: dict[str, set[str]] = {}
    for unit, target in _edges():
        graph.setdefault(unit, set()).add(target)
    cycle = _cycle({k: frozenset(v) for k, v in graph.items()})
    assert cycle is None, "package import cycle: " + " -> ".join(cycle or [])


@pytest.mark.parametrize("path", _modules(), ids=lambda p: str(p.relative_to(SRC)))
def test_module_size(path: Path) -> None:
    """No module over MAX_LINES lines, unless listed with a reason."""
    rel = str(path.relative_to(SRC))
    lines = len(path.read_text(encoding="utf-8").splitlines())
    if rel in LONG_MODULES:
        return
    assert lines <= MAX_LINES, (f"src/grimoire/{rel} has {lines} lines (over {MAX_LINES}): "
                                "split it, or list it in LONG_MODULES with a reason")


def test_cycle_finder() -> None:
    """The checker itself finds a cycle and a clean hierarchy."""
    assert _cycle({"a": frozenset({"b"}), "b": frozenset({"a"})}) == ["a", "b", "a"]
    assert _cycle({"a": frozenset({"b"}), "b": frozenset()}) is None


def test_imports_reader_sees_local_and_type_checking_imports(tmp_path: Path) -> None:
    """Function-local and TYPE_CHECKING imports count, relative ones are resolved."""
    module = tmp_path / "m.py"
    module.write_text("from typing import TYPE_CHECKING\n"
                      "if TYPE_CHECKING:\n    from grimoire.rules import game\n"
                      "def f():\n    import grimoire.effects.basic\n", encoding="utf-8")
    found = [m for _, m in imports(module)]
    assert "grimoire.rules" in found and "grimoire.effects.basic" in found


def test_kernel_imports_no_mechanism() -> None:
    """The kernel (``rules``) imports no mechanism (``mechanics``), function-local and
    TYPE_CHECKING imports included: the two packages form no cycle."""
    found = sorted(f"{path.relative_to(SRC)} imports {module}" for path in _modules()
                   for _, module in module_imports(path)
                   if _kernel_to_mechanism(path, module) is not None)
    assert not found, "the kernel imports a mechanism (offer a hook instead):\n" + "\n".join(found)


KERNEL_WORDS: dict[str, str] = {
    "exile_if_graveyard": "the kernel's own flag: a cast permission's \"if it would be put "
                          "into a graveyard, exile it instead\" (rules.casting, CR 614.1a)",
    "emblem": "an object's kind: an emblem is an object in the command zone (CR 114.1)",
    "saddled": "English of the kernel's narration of BecameCrewed (CR 702.171b)",
}
"""Strings a mechanism owns that a kernel module may still spell out, with the reason."""


def mechanism_words() -> dict[str, str]:
    """Every string a mechanism owns -> where it comes from: the module-level string
    constants of ``mechanics`` (flags, cast options, designations) and what the mechanisms
    and resolvers register in the kernel's tables of flags, options and words."""
    import grimoire  # noqa: F401  (assembly: every mechanism and resolver registers)
    from grimoire.rules import hooks

    found: dict[str, str] = {}
    for path in sorted((SRC / "mechanics").glob("*.py")):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            value = node.value if isinstance(node, ast.Assign | ast.AnnAssign) else None
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                found[value.value] = f"mechanics/{path.name}"
    for flag, rule in hooks.MOVE_RULES.items():
        found.setdefault(flag, "hooks.MOVE_RULES")
        found.setdefault(rule.key, "hooks.MOVE_RULES")
    for table, words in (("CASTABLE_LAND_OPTIONS", hooks.CASTABLE_LAND_OPTIONS),
                         ("GRAVEYARD_CAST_WORDS", hooks.GRAVEYARD_CAST_WORDS),
                         ("REMEMBERED_FLAGS", hooks.REMEMBERED_FLAGS)):
        for word in words:
            found.setdefault(word, f"hooks.{table}")
    return found


def code_strings(path: Path) -> Iterator[tuple[int, str]]:
    """Every string literal of ``path`` that is code, not a docstring or a comment-like
    bare string: ``(line, value)``, f-strings' literal parts included."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    bare = {id(node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and id(node) not in bare:
            yield node.lineno, node.value


def test_kernel_names_no_mechanism_word() -> None:
    """The kernel (``rules``) spells out no flag, option or word a mechanism owns: it reads
    them through the tables the mechanisms fill (``hooks.MOVE_RULES`` for flashback's,
    unearth's and "exile it if it would die" replacements, CR 614.1a;
    ``hooks.CASTABLE_LAND_OPTIONS`` for morph and disguise, CR 702.37c)."""
    words = mechanism_words()
    assert {"flashback", "unearthed", "exile_if_dies", "face_down", "disguised"} <= set(words)
    found = [f"rules/{path.name}:{line}: {value!r} (owned by {words[value]})"
             for path in sorted((SRC / "rules").glob("*.py"))
             for line, value in code_strings(path)
             if value in words and value not in KERNEL_WORDS]
    assert not found, "the kernel names a mechanism's word (read a hook's table):\n" + \
        "\n".join(found)


def test_code_strings_skip_docstrings(tmp_path: Path) -> None:
    """A docstring may name a mechanism; a literal in code may not."""
    module = tmp_path / "m.py"
    module.write_text('"""flashback"""\nX = "unearthed"\n"""after X: face_down"""\n',
                      encoding="utf-8")
    assert list(code_strings(module)) == [(2, "unearthed")]


def test_module_imports_names_the_submodule(tmp_path: Path) -> None:
    """``from grimoire.rules import game`` is an import of ``grimoire.rules.game``."""
    module = tmp_path / "m.py"
    module.write_text("from grimoire.rules import game\nfrom grimoire.rules.game import Game\n",
                      encoding="utf-8")
    assert [m for _, m in module_imports(module)] == ["grimoire.rules.game",
                                                      "grimoire.rules.game"]


# --- function-local imports -------------------------------------------------------------


def _exists(module: str) -> bool:
    path = SRC.parent / module.replace(".", "/")
    return (path / "__init__.py").is_file() or path.with_suffix(".py").is_file()


def _is_package(module: str) -> bool:
    return (SRC.parent / module.replace(".", "/") / "__init__.py").is_file()


def _runs(node: ast.Import | ast.ImportFrom, importer: str) -> set[str]:
    """The modules of ours that executing ``node`` in ``importer`` needs complete: the
    imported modules, and a package only for a name its ``__init__`` defines (a package
    still initialising is enough to import its submodules). The root package ``grimoire``
    is never counted: it always initialises first (it imports :mod:`grimoire.assembly`)."""
    if isinstance(node, ast.Import):
        found = {a.name for a in node.names if _exists(a.name)}
    else:
        if node.level:
            base = importer.split(".")
            if not _is_package(importer):
                base = base[:-1]
            base = base[:len(base) - node.level + 1]
            module = ".".join(base + ([node.module] if node.module else []))
        else:
            module = node.module or ""
        subs = {f"{module}.{a.name}" for a in node.names if _exists(f"{module}.{a.name}")}
        found = subs | ({module} if len(subs) < len(node.names) or not _is_package(module)
                        else set())
    return {m for m in found if m.split(".")[0] == "grimoire" and m != "grimoire"}


def _local_and_module_imports(path: Path) -> tuple[list[ast.Import | ast.ImportFrom],
                                                    list[ast.Import | ast.ImportFrom]]:
    """(imports inside functions, imports run when the module is imported: not under
    ``if TYPE_CHECKING:``)."""
    local: list[ast.Import | ast.ImportFrom] = []
    top: list[ast.Import | ast.ImportFrom] = []

    def visit(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
                visit(child, True)
            elif isinstance(child, ast.Try) and in_function and any(
                    "ImportError" in ast.unparse(h.type or ast.Name("BaseException"))
                    for h in child.handlers):
                continue  # a dependency that may be missing (fcntl off POSIX, an extra)
            elif isinstance(child, ast.If) and not in_function \
                    and "TYPE_CHECKING" in ast.unparse(child.test):
                for other in child.orelse:
                    visit(other, in_function)
            elif isinstance(child, ast.Import | ast.ImportFrom):
                (local if in_function else top).append(child)
            else:
                visit(child, in_function)
    visit(ast.parse(path.read_text(encoding="utf-8")), False)
    return local, top


def _import_time_graph() -> dict[str, set[str]]:
    """Module -> the modules of ours its import runs (module-level imports)."""
    graph: dict[str, set[str]] = {}
    for path in _modules():
        name = _module_name(path)
        _, top = _local_and_module_imports(path)
        graph[name] = {m for node in top for m in _runs(node, name)} - {name}
    return graph


def _reaches(graph: dict[str, set[str]], start: set[str], goal: str) -> bool:
    seen: set[str] = set()
    stack = list(start)
    while stack:
        node = stack.pop()
        if node == goal:
            return True
        if node not in seen:
            seen.add(node)
            stack.extend(graph.get(node, ()))
    return False


def local_imports() -> tuple[list[str], list[str]]:
    """(every function-local import, those that break no cycle), as "file:line module"."""
    graph = _import_time_graph()
    every: list[str] = []
    needless: list[str] = []
    for path in _modules():
        name = _module_name(path)
        local, _ = _local_and_module_imports(path)
        for node in local:
            where = f"{path.relative_to(SRC.parent.parent)}:{node.lineno} " + (
                node.module or "." if isinstance(node, ast.ImportFrom)
                else ", ".join(a.name for a in node.names))
            every.append(where)
            top = (node.names[0].name if isinstance(node, ast.Import)
                   else "grimoire" if node.level else node.module or "").split(".")[0]
            if top != "grimoire":
                if top in sys.stdlib_module_names:
                    needless.append(where + " (the standard library: import it at the top)")
                continue  # an optional third-party dependency, imported when used
            if not _reaches(graph, _runs(node, name), name):
                needless.append(where + " (no cycle: import it at the top)")
    return every, needless


def test_function_local_imports_break_cycles() -> None:
    """A function-local import of ours is allowed only where the imported module reaches the
    importing one through module-level imports (at the top it would close a cycle)."""
    _, needless = local_imports()
    assert not needless, "function-local imports that break no cycle:\n" + "\n".join(needless)


def test_function_local_imports_only_go_down() -> None:
    """The number of function-local imports never rises above :data:`MAX_LOCAL_IMPORTS`
    (lower the ceiling when it falls)."""
    every, _ = local_imports()
    assert len(every) <= MAX_LOCAL_IMPORTS, (
        f"{len(every)} function-local imports (ceiling {MAX_LOCAL_IMPORTS})")
