"""The package's layering rule (docs/UI.md "Layers"), checked on every module.

Imports are read from the source with ``ast``, counting those inside
functions and under ``TYPE_CHECKING``: a local import hides a two-way
dependency, it does not remove it. A module may import its own layer and the
layers below it, never one above; no import cycle; and the pure layers never
load pygame, not even through what they import.
"""

from __future__ import annotations

import ast
import importlib.util
import pkgutil
import subprocess
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path

import golf_game

LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("engine", ("golf_game.engine",)),
    (
        "base",
        (
            "golf_game",
            "golf_game.actions",
            "golf_game.assets",
            "golf_game.bundled",
            "golf_game.lang",
            "golf_game.tasks",
        ),
    ),
    ("saved", ("golf_game.saved",)),
    ("play", ("golf_game.play",)),
    ("view", ("golf_game.view",)),
    ("scene", ("golf_game.scene",)),
    ("scenes", ("golf_game.scenes",)),
    (
        "app",
        (
            "golf_game.app",
            "golf_game.input",
            "golf_game.keymap",
            "golf_game.gamepad",
            "golf_game.guard",
            "golf_game.signals",
            "golf_game.desktop",
            "golf_game.signals",
        ),
    ),
    ("kiosk", ("golf_game.kiosk",)),
    ("launch", ("golf_game.launch",)),
    ("entry", ("golf_game.__main__", "golf_game.screenshot")),
)
"""Bottom first. A name covers the module and, unless it is the package
itself, everything inside it."""

NO_PYGAME = ("engine", "base", "saved", "play")
"""Layers that must run without pygame (tools, the solver, a headless session)."""


def all_modules() -> list[str]:
    found = ["golf_game"]
    for info in pkgutil.walk_packages(golf_game.__path__, "golf_game."):
        found.append(info.name)
    return sorted(found)


def layer_of(module: str) -> int:
    best: tuple[int, int] | None = None  # (length of the matching name, layer)
    for index, (_, names) in enumerate(LAYERS):
        for name in names:
            exact = module == name
            inside = name != "golf_game" and module.startswith(name + ".")
            if (exact or inside) and (best is None or len(name) > best[0]):
                best = (len(name), index)
    assert best is not None, f"{module} is in no layer: add it to LAYERS and docs/UI.md"
    return best[1]


def imports_of(module: str, known: set[str]) -> set[str]:
    """The golf_game modules ``module`` imports anywhere in its source."""
    spec = importlib.util.find_spec(module)
    assert spec is not None and spec.origin is not None
    with open(spec.origin, encoding="utf-8") as source:
        tree = ast.parse(source.read(), spec.origin)
    is_package = spec.submodule_search_locations is not None
    package = module if is_package else module.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1])
                base = f"{base}.{node.module}" if node.module else base
            else:
                base = node.module or ""
            for alias in node.names:
                child = f"{base}.{alias.name}"
                found.add(child if child in known else base)
    return {name for name in found if name in known and name != module}


def import_graph() -> dict[str, set[str]]:
    modules = all_modules()
    known = set(modules)
    return {module: imports_of(module, known) for module in modules}


def wrong_directions(graph: Mapping[str, Iterable[str]]) -> list[str]:
    problems = []
    for module, targets in sorted(graph.items()):
        for target in sorted(targets):
            if layer_of(target) > layer_of(module):
                problems.append(
                    f"{module} ({LAYERS[layer_of(module)][0]}) imports "
                    f"{target} ({LAYERS[layer_of(target)][0]})"
                )
    return problems


def cycles(graph: Mapping[str, Iterable[str]]) -> list[list[str]]:
    """One cycle through each group of modules that import each other."""
    found: list[list[str]] = []
    done: set[str] = set()

    def visit(module: str, path: list[str]) -> None:
        if module in path:
            found.append([*path[path.index(module) :], module])
            return
        if module in done:
            return
        for target in sorted(graph.get(module, ())):
            visit(target, [*path, module])
        done.add(module)

    for module in sorted(graph):
        visit(module, [])
    return found


def test_the_rule_covers_every_module() -> None:
    modules = all_modules()
    assert len(modules) > 50  # the walk found the subpackages too
    for module in modules:
        layer_of(module)


def test_no_import_goes_up_a_layer() -> None:
    assert wrong_directions(import_graph()) == []


def test_no_import_cycle_even_through_local_imports() -> None:
    assert cycles(import_graph()) == []


def test_the_pure_layers_never_load_pygame() -> None:
    pure = [m for m in all_modules() if LAYERS[layer_of(m)][0] in NO_PYGAME]
    assert "golf_game.play.session" in pure and "golf_game.saved.storage" in pure
    code = (
        "import importlib, sys\n"
        f"for name in {pure!r}:\n"
        "    importlib.import_module(name)\n"
        "    if 'pygame' in sys.modules:\n"
        "        print(name)\n"
        "        sys.exit(1)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, f"{result.stdout.strip()} loaded pygame {result.stderr}"


def test_the_checks_catch_what_they_are_for() -> None:
    # A planted upward import and a planted cycle, in a made-up graph.
    graph = {
        "golf_game.play.session": {"golf_game.scenes.menu"},
        "golf_game.scenes.menu": {"golf_game.play.session"},
        "golf_game.engine.hole": set(),
    }
    assert wrong_directions(graph) == [
        "golf_game.play.session (play) imports golf_game.scenes.menu (scenes)"
    ]
    assert cycles(graph) == [
        ["golf_game.play.session", "golf_game.scenes.menu", "golf_game.play.session"]
    ]
    known = set(all_modules())
    # A function-local import counts: the menu imports its deal entry lazily.
    assert "golf_game.scenes.deal_entry" in imports_of("golf_game.scenes.menu", known)


LONGEST = 500
"""Issue 10's rule: no module over this many lines, so each does one job..."""
LONGEST_SOLVER = 800
"""...except the solver, whose hot loops are inlined on purpose (docs/SOLVER.md)."""


def test_no_module_is_longer_than_its_job_needs() -> None:
    package = Path(golf_game.__file__).parent
    for path in package.rglob("*.py"):
        limit = LONGEST_SOLVER if path.name == "solver.py" else LONGEST
        lines = len(path.read_text(encoding="utf-8").splitlines())
        assert lines <= limit, f"{path.relative_to(package)} has {lines} lines (at most {limit})"
