"""What signing costs per request: the referee with a signing key (every 200 answer carries Referee-Attestation)
against the same referee without one, same gunicorn settings, same bodies, measured in alternating rounds.

    .venv/bin/python bench/http_attest.py [--rounds 5] [--seconds 4] [--connections 16] [--json out.json]
"""

import argparse
import json
import sys
import tempfile
from pathlib import Path

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

BENCH = Path(__file__).resolve().parent
sys.path[:0] = [str(BENCH), str(BENCH.parent / "scripts")]
from http_floor import WORKERS, load_targets  # noqa: E402
from live_server import live_server  # noqa: E402
from wrk import side_by_side, write_mix  # noqa: E402

# The floor's targets, and the answers that make signing dearest: a whole deal and a fair deal (large answers).
EXTRA_TARGETS = [
    {
        "name": "hearts deal (fair deal, 4 players)",
        "path": "/v1/games/hearts/deal",
        "body": {"players": 4, "dealer": 0, "hand_number": 12, "server_seed": "0f" * 32, "client_seeds": ["c0ffee"]},
    },
]


def key_file() -> str:
    pem = Ed25519PrivateKey.generate().private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    )
    with tempfile.NamedTemporaryFile("wb", suffix=".pem", delete=False) as file:
        file.write(pem)
    return file.name


def measure(rounds: int, seconds: float, connections: int, only: str = "") -> list[dict]:
    targets = [target for target in [*load_targets(), *EXTRA_TARGETS] if only in target["name"]]
    rows = []
    with (
        live_server(workers=WORKERS) as unsigned,
        live_server(workers=WORKERS, extra_env={"REFEREE_SIGNING_KEY": key_file()}) as signed,
    ):
        for target in targets:
            mix = write_mix([("POST", target["path"], json.dumps(target["body"], separators=(",", ":")))])
            medians = side_by_side(
                target["name"],
                {"unsigned": (unsigned.url, mix), "signed": (signed.url, mix)},
                rounds=rounds,
                seconds=seconds,
                connections=connections,
            )
            rps = {side: figures["rps"] for side, figures in medians.items()}
            rows.append(
                {
                    "name": target["name"],
                    "unsigned_rps": rps["unsigned"],
                    "signed_rps": rps["signed"],
                    "ratio": rps["signed"] / rps["unsigned"],
                    # A worker's time per request, from the throughput of WORKERS busy workers.
                    "extra_us": (1 / rps["signed"] - 1 / rps["unsigned"]) * WORKERS * 1e6,
                    "unsigned_p99_ms": medians["unsigned"]["p99_ms"],
                    "signed_p99_ms": medians["signed"]["p99_ms"],
                }
            )
    return rows


def in_process(only: str = "", passes: int = 7, calls: int = 300) -> dict:
    """µs a request spends on the attestation in-process (no server, no network), best of ``passes``: the
    canonical payload and the Ed25519 signature. Steadier than the HTTP figures on a shared box."""
    import timeit

    import referee
    from referee.attest import Signer, game_rules_digest, payload

    signer = Signer.of(Ed25519PrivateKey.generate())
    costs = {}
    for target in [*load_targets(), *EXTRA_TARGETS]:
        if only not in target["name"]:
            continue
        game, operation = target["path"].split("/", 4)[3:]
        body, digest = target["body"], game_rules_digest(game)
        answer = referee.run(game, operation, body)
        signed = payload(game, operation, body, answer, "1.0.0", digest)
        best = lambda call: min(timeit.repeat(call, number=calls, repeat=passes)) / calls * 1e6  # noqa: E731
        costs[target["name"]] = {
            "payload_bytes": len(signed),
            "payload_us": best(lambda: payload(game, operation, body, answer, "1.0.0", digest)),
            "sign_us": best(lambda: signer.attest(signed)),
        }
    return costs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=4)
    parser.add_argument("--connections", type=int, default=16)
    parser.add_argument("--only", default="", help="just the targets whose name contains this")
    parser.add_argument("--json", type=Path, help="write the rows here as JSON")
    args = parser.parse_args()
    costs = in_process(args.only)
    rows = measure(args.rounds, args.seconds, args.connections, args.only)
    print(
        f"{'target':40} {'unsigned rps':>12} {'signed rps':>10} {'ratio':>6} {'extra µs':>9} "
        f"{'payload µs':>10} {'sign µs':>8} {'bytes':>6}"
    )
    for row in rows:
        row.update(costs[row["name"]])
        print(
            f"{row['name']:40} {row['unsigned_rps']:12.0f} {row['signed_rps']:10.0f} {row['ratio']:6.2f} "
            f"{row['extra_us']:9.0f} {row['payload_us']:10.1f} {row['sign_us']:8.1f} {row['payload_bytes']:6}"
        )
    if args.json:
        args.json.write_text(json.dumps(rows, indent=2))


if __name__ == "__main__":
    main()
