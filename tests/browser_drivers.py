"""Runs a browser driver (tests/clients/*.mjs: node, playwright-core, Debian's Chromium) as the browser tests do.

The drivers wait on events with no deadline of their own (tests/clients/chromium.mjs), so the only bound on a run is
GUARD, there so that a page that never answers cannot hang the suite: far above the longest run measured on the
loaded 2-core box (the docs page's, 681 s at a load average of 9), never a figure a slow run could reach."""

import subprocess
from pathlib import Path

CLIENTS = Path(__file__).resolve().parent / "clients"
GUARD = 3600


def run_driver(name: str, *args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(["node", str(CLIENTS / name), *args], capture_output=True, text=True, timeout=GUARD, env=env)
