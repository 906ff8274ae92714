"""The engine must never load pygame: it runs in tools, tests and the solver."""

import subprocess
import sys


def test_importing_engine_loads_no_pygame() -> None:
    code = (
        "import sys, golf_game.engine, golf_game.engine.hole, golf_game.engine.round\n"
        "loaded = [m for m in sys.modules if m == 'pygame' or m.startswith('pygame.')]\n"
        "print(','.join(loaded))\n"
        "sys.exit(1 if loaded else 0)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, f"engine loaded pygame modules: {result.stdout}"
