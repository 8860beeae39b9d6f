"""`referee adjudicate GAME FILE.ndjson --jobs N`: the endpoint's answers, in order, over N processes; a
progress bar on a terminal only; a summary table on standard error; the exit status."""

import fcntl
import json
import os
import pty
import random
import select
import struct
import subprocess
import sys
import termios
from pathlib import Path

import pytest

from referee.cli import EXIT_BROKEN_PIPE, EXIT_INVALID, EXIT_NOT_ALL_VALID, main
from referee.engine.replay import play_out
from referee.games import RULES

REFEREE = str(Path(sys.executable).with_name("referee"))
NDJSON = "application/x-ndjson"


def write_batch(path: Path, game: str, count: int, seed: int, extra: list[str] = ()) -> Path:
    """``count`` seeded random deals, every fifth with two plays swapped, then the ``extra`` lines."""
    rng = random.Random(seed)
    lines = []
    for number in range(count):
        record, _ = play_out(RULES[game], rng)
        plays = "actions" if "actions" in record else "plays"
        if number % 5 == 4 and len(record[plays]) > 6:
            record[plays][1], record[plays][6] = record[plays][6], record[plays][1]
        lines.append(json.dumps(record))
    path.write_text("\n".join([*lines, *extra]) + "\n", encoding="utf-8")
    return path


@pytest.mark.parametrize("game", sorted(RULES))
def test_two_jobs_answer_exactly_as_one_job_and_as_the_http_endpoint(tmp_path, client, capsys, game):
    batch = write_batch(tmp_path / "deals.ndjson", game, 600, seed=17, extra=["", "not json", "{}"])
    one, two = tmp_path / "one.ndjson", tmp_path / "two.ndjson"
    assert main(["adjudicate", game, str(batch), "--jobs", "1", "--output", str(one)]) == EXIT_NOT_ALL_VALID
    assert main(["adjudicate", game, str(batch), "--jobs", "2", "--output", str(two)]) == EXIT_NOT_ALL_VALID
    assert one.read_bytes() == two.read_bytes()
    served = client.post(f"/v1/games/{game}/adjudicate/batch", data=batch.read_bytes(), content_type=NDJSON)
    assert served.get_data() == one.read_bytes()
    summary = json.loads(one.read_bytes().splitlines()[-1])["summary"]
    assert summary["records"] == 602 and summary["errors"] == 2 and summary["invalid"] > 0
    table = capsys.readouterr().err
    for name in ("records", "valid", "invalid", "errors"):
        assert any(line.split() == [name, str(summary[name])] for line in table.splitlines()), (name, table)
    for rule, count in summary["violations"].items():
        assert any(line.split() == [rule, str(count)] for line in table.splitlines()), (rule, table)
    assert any(line.split() == ["status", "400", "1"] for line in table.splitlines()), table


def test_every_record_valid_exits_0_and_the_answers_go_to_standard_output(tmp_path):
    batch = tmp_path / "valid.ndjson"
    rng = random.Random(4)
    batch.write_text("\n".join(json.dumps(play_out(RULES["hearts"], rng)[0]) for _ in range(20)) + "\n")
    finished = subprocess.run(
        [REFEREE, "adjudicate", "hearts", str(batch), "--jobs", "2"], capture_output=True, timeout=120
    )
    assert finished.returncode == 0, finished.stderr
    lines = [json.loads(line) for line in finished.stdout.splitlines()]
    assert [line["status"] for line in lines[:-1]] == [200] * 20
    assert lines[-1]["summary"] == {
        "records": 20,
        "valid": 20,
        "invalid": 0,
        "errors": 0,
        "violations": {},
        "complete": True,
        "last_line": 20,
    }
    # Not a terminal: the summary table and nothing else (no progress bar, no carriage returns).
    assert finished.stderr.decode().splitlines() == ["records  20", "valid    20", "invalid   0", "errors    0"]


def test_standard_input_with_ndjson_and_an_unknown_game(tmp_path):
    batch = write_batch(tmp_path / "deals.txt", "forty-five", 5, seed=2)
    finished = subprocess.run(
        [REFEREE, "adjudicate", "forty-five", "-", "--ndjson", "--jobs", "1"],
        input=batch.read_bytes(),
        capture_output=True,
        timeout=120,
    )
    assert finished.returncode in (0, EXIT_NOT_ALL_VALID)
    assert json.loads(finished.stdout.splitlines()[-1])["summary"]["records"] == 5
    unknown = subprocess.run([REFEREE, "adjudicate", "chess", str(batch), "--ndjson"], capture_output=True, timeout=120)
    assert unknown.returncode == EXIT_INVALID and json.loads(unknown.stderr)["status"] == 404


def test_standard_input_redirected_from_a_file_with_two_jobs(tmp_path):
    """Standard input from a file is a regular file named "<stdin>": it is read as a stream, not by that name."""
    batch = write_batch(tmp_path / "deals.ndjson", "hearts", 6, seed=3)
    named = subprocess.run(
        [REFEREE, "adjudicate", "hearts", str(batch), "--jobs", "2"], capture_output=True, timeout=120
    )
    with batch.open("rb") as redirected:
        piped = subprocess.run(
            [REFEREE, "adjudicate", "hearts", "-", "--ndjson", "--jobs", "2"],
            stdin=redirected,
            capture_output=True,
            timeout=120,
        )
    assert piped.returncode == named.returncode and piped.stdout == named.stdout, piped.stderr
    assert json.loads(piped.stdout.splitlines()[-1])["summary"]["records"] == 6


def test_a_missing_batch_file_and_jobs_without_a_batch_are_one_line_each(tmp_path, capsys):
    missing = tmp_path / "missing.ndjson"
    assert main(["adjudicate", "hearts", str(missing)]) == EXIT_INVALID
    assert capsys.readouterr().err == f"referee: cannot read {missing}: No such file or directory\n"
    record = tmp_path / "deal.json"
    record.write_text("{}")
    assert main(["adjudicate", "hearts", str(record), "--jobs", "2"]) == EXIT_INVALID
    assert capsys.readouterr().err == "referee: --jobs answers a batch: name a .ndjson file or add --ndjson\n"
    assert main(["adjudicate", "hearts", str(tmp_path / "x.ndjson"), "--jobs", "0"]) == EXIT_INVALID
    assert capsys.readouterr().err == "referee: --jobs must be at least 1 (got 0)\n"
    batch = write_batch(tmp_path / "deals.ndjson", "hearts", 2, seed=1)
    output = tmp_path / "no such folder" / "answers.ndjson"
    assert main(["adjudicate", "hearts", str(batch), "--output", str(output)]) == EXIT_INVALID
    assert capsys.readouterr().err == f"referee: cannot write {output}: No such file or directory\n"


def test_a_batch_on_standard_input_without_ndjson_says_to_add_it(tmp_path):
    batch = write_batch(tmp_path / "deals.ndjson", "hearts", 3, seed=6)
    finished = subprocess.run(
        [REFEREE, "adjudicate", "hearts", "-"], input=batch.read_bytes(), capture_output=True, timeout=120
    )
    assert finished.returncode == EXIT_INVALID and finished.stdout == b""
    assert finished.stderr == b"referee: standard input holds one record a line, a batch: add --ndjson\n"


def test_a_batch_file_without_a_batch_suffix_says_to_add_ndjson(tmp_path, capsys):
    batch = write_batch(tmp_path / "deals.txt", "hearts", 3, seed=6)
    assert main(["adjudicate", "hearts", str(batch)]) == EXIT_INVALID
    assert capsys.readouterr().err == f"referee: {batch} holds one record a line, a batch: add --ndjson\n"


def test_a_record_spread_over_lines_is_still_one_record(tmp_path, capsys):
    record, _ = play_out(RULES["hearts"], random.Random(2))
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(record, indent=2))
    assert main(["adjudicate", "hearts", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["valid"] is True
    path.write_text(json.dumps(record, indent=2) + "\n{")  # not JSON: the endpoint's 400, not a batch
    assert main(["adjudicate", "hearts", str(path)]) == EXIT_INVALID
    assert json.loads(capsys.readouterr().err)["status"] == 400


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_reader_that_stops_early_ends_the_batch_quietly_with_141(tmp_path, jobs):
    """`referee adjudicate hearts big.ndjson | head -1`: no traceback, and the status a shell gives SIGPIPE."""
    batch = write_batch(tmp_path / "deals.ndjson", "hearts", 1500, seed=8)  # answers far past a pipe's buffer
    process = subprocess.Popen(
        [REFEREE, "adjudicate", "hearts", str(batch), "--jobs", jobs], stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    first = process.stdout.readline()
    process.stdout.close()
    error = process.stderr.read()
    assert process.wait(timeout=120) == EXIT_BROKEN_PIPE == 141
    assert json.loads(first)["line"] == 1
    assert error == b""


def test_on_a_terminal_a_progress_bar_shows_then_the_table(tmp_path):
    batch = write_batch(tmp_path / "deals.ndjson", "hearts", 1500, seed=9)
    controller, terminal = pty.openpty()
    # A terminal of 24 rows and 100 columns: a fresh pty is 0 by 0, and a bar 0 columns wide is empty.
    fcntl.ioctl(terminal, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 100, 0, 0))
    process = subprocess.Popen(
        [REFEREE, "adjudicate", "hearts", str(batch), "--jobs", "2", "--output", str(tmp_path / "answers.ndjson")],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=terminal,
    )
    os.close(terminal)
    shown = b""
    while True:
        ready, _, _ = select.select([controller], [], [], 120)
        if not ready:
            break
        try:
            chunk = os.read(controller, 4096)
        except OSError:  # the terminal closed: the process has exited
            break
        if not chunk:
            break
        shown += chunk
    os.close(controller)
    assert process.wait(timeout=120) == EXIT_NOT_ALL_VALID
    text = shown.decode("utf-8", "replace")
    assert "hearts:" in text and "B/s" in text and "\r" in text, text  # tqdm's bar, redrawn in place
    assert "records" in text and "invalid" in text, text


def test_a_single_record_still_prints_one_answer(tmp_path, capsys):
    record, _ = play_out(RULES["california-jack"], random.Random(1))
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(record))
    assert main(["adjudicate", "california-jack", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["valid"] is True
