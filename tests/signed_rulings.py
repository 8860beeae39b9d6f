"""Signed rulings that stand alone (api.md v1.3), checked the ways docs/trust.md tells a third party to: its Python
snippet, tests/clients/verify-attestation.mjs in Node, and `referee verify`, each on the file as it was saved. Also
the files a page tells its reader to save, and the fixed key the docs' command outputs were printed with."""

import contextlib
import hashlib
import io
import json
import re
import shutil
import subprocess
from pathlib import Path

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from referee.cli import main as cli

ROOT = Path(__file__).resolve().parents[1]
TRUST_DOCS = ROOT / "docs" / "trust.md"
NODE_VERIFY = ROOT / "tests" / "clients" / "verify-attestation.mjs"
SNIPPET = "verify_ruling.py"
# "Save this as `NAME`" (or "save it as"), then the fenced block holding the file.
SAVED = re.compile(r"[Ss]ave (?:this|it)\s+as\s+`([^`]+)`[^\n]*\n+```[a-z]*\n(.*?)^```", re.S | re.M)


def saved_files(page: Path) -> dict[str, str]:
    """Each file ``page`` tells its reader to save, by name."""
    return dict(SAVED.findall(page.read_text(encoding="utf-8")))


def example_key_pem() -> bytes:
    """The signing key of the docs' examples: fixed (from a seed), so the kid a run prints is the one the docs show.
    It signs nothing but examples; no service is started with it."""
    seed = hashlib.sha256(b"referee docs/trust.md: the example signing key").digest()
    key = Ed25519PrivateKey.from_private_bytes(seed)
    return key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    )


def node_verdicts(paths: list[Path]) -> list[dict]:
    """The Node check's verdict on each file, in one process."""
    node = shutil.which("node")
    assert node, "this test runs Node.js 20 or newer"
    done = subprocess.run(
        [node, str(NODE_VERIFY), *map(str, paths)], capture_output=True, text=True, timeout=600, check=False
    )
    verdicts = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(verdicts) == len(paths), done.stderr
    assert done.returncode == (0 if all(verdict["valid"] for verdict in verdicts) else 1), done.stderr
    return verdicts


def snippet_verdict():
    """docs/trust.md's Python snippet, loaded: its verdict(path) function."""
    namespace = {"__name__": "verify_ruling"}
    exec(compile(saved_files(TRUST_DOCS)[SNIPPET], SNIPPET, "exec"), namespace)
    return namespace["verdict"]


def cli_status(path: Path, *more: str) -> int:
    """`referee verify FILE` run in this process: its exit status (0 valid, 1 not valid, 2 refused)."""
    out, err = io.TextIOWrapper(io.BytesIO()), io.TextIOWrapper(io.BytesIO())
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        return cli(["verify", str(path), *more])


def every_check(paths: list[Path]) -> dict[str, list[bool]]:
    """Whether each documented check finds each file valid: {check: [valid per file]}."""
    verdict = snippet_verdict()
    return {
        "node": [found["valid"] for found in node_verdicts(paths)],
        "python": [verdict(str(path))["valid"] for path in paths],
        "referee verify": [cli_status(path) == 0 for path in paths],
    }
