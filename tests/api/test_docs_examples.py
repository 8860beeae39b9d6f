"""The worked examples are real: every curl example in README.md, the project's pages beside it and docs/*.md, sent
to the app, gets exactly the output shown; every other command shown with a prompt (`$ node ...`, `$ referee ...`),
run in order in a folder holding the files its page says to save, prints exactly the output shown; the README stays
a front page and every relative link leads somewhere."""

import json
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest
from signed_rulings import example_key_pem, saved_files

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
# The README, the project's own pages beside it, and docs/.
PAGES = [
    README,
    *(ROOT / name for name in ("CHANGELOG.md", "CONTRIBUTING.md", "SECURITY.md")),
    *sorted((ROOT / "docs").rglob("*.md")),
]
PROMPT = "$ curl "
NDJSON = "application/x-ndjson"
README_LIMIT = 12_000


def examples():
    """(page, command, expected output) for every `$ curl ...` line whose next line is the JSON it printed
    (NDJSON: the lines it printed, up to the first that is not a JSON object)."""
    return [example for page in PAGES for example in examples_in(page)]


def examples_in(page: Path):
    lines = page.read_text(encoding="utf-8").splitlines()
    found = []
    for number, line in enumerate(lines):
        if not line.startswith(PROMPT):
            continue
        command, last = line[2:], number
        while command.endswith("\\") and last + 1 < len(lines):  # a command continued over lines
            last += 1
            command = command[:-1] + " " + lines[last].strip()
        if last + 1 < len(lines) and lines[last + 1].startswith(("{", "[")):
            end = last + 2
            while NDJSON in command and end < len(lines) and lines[end].startswith("{"):
                end += 1
            shown = lines[last + 1 : end]
            found.append(pytest.param(page, command, "\n".join(shown), id=f"{page.name} line {number + 1}"))
    return found


def as_request(command: str) -> tuple[str, str, str | None, dict]:
    words = shlex.split(command)[1:]
    method, body, headers, url = "GET", None, {}, None
    while words:
        word = words.pop(0)
        if word == "-s":
            continue
        if word in ("-d", "--data-binary"):  # a referenced body is taken as written, newlines kept
            body, method = words.pop(0), "POST"
        elif word == "-H":
            name, value = words.pop(0).split(":", 1)
            headers[name.strip()] = value.strip()
        elif word == "-X":
            method = words.pop(0)
        else:
            url = word
    return method, re.sub(r"^(https?://)?localhost:\d+", "", url), body, headers


@pytest.mark.parametrize("page, command, shown", examples())
def test_example_output_is_what_the_service_answers(client, page, command, shown):
    method, path, body, headers = as_request(command)
    if body is not None and body.startswith("@"):
        referenced = re.search(
            r"where `" + re.escape(body[1:]) + r"` is\s+```(?:json|ndjson)\n(.+?)\n```",
            page.read_text(encoding="utf-8"),
            re.S,
        )
        assert referenced, f"{page.name} shows no content for {body[1:]}"
        body = referenced.group(1)
    response = client.open(path, method=method, data=body, headers=headers)
    if response.content_type == NDJSON:
        assert [json.loads(line) for line in response.get_data().splitlines()] == [
            json.loads(line) for line in shown.splitlines()
        ]
    else:
        assert json.loads(response.get_data()) == json.loads(shown)


SHELL_BLOCK = re.compile(r"^```sh\n(.*?)^```", re.S | re.M)
# Files a page's commands use that the page does not show: the example signing key (docs/trust.md), fixed so that
# the kid a run prints is the one the page shows.
GIVEN_FILES = {"signing.pem": example_key_pem}


def command_runs(page: Path) -> list[tuple[str, str]]:
    """(command, output shown) for each `$ ` line of the page's shell blocks that is not curl (curl examples are
    sent to the app above), in page order: its output is every line after it up to the next `$ ` line or the end of
    the block."""
    runs = []
    for block in SHELL_BLOCK.findall(page.read_text(encoding="utf-8")):
        lines = block.splitlines()
        for number, line in enumerate(lines):
            if line.startswith("$ ") and not line.startswith(PROMPT):
                end = next((later for later in range(number + 1, len(lines)) if lines[later].startswith("$ ")), None)
                runs.append((line[2:], "\n".join(lines[number + 1 : end])))
    return runs


PAGES_WITH_COMMANDS = [page for page in PAGES if command_runs(page)]


@pytest.mark.parametrize("page", PAGES_WITH_COMMANDS, ids=lambda page: page.name)
def test_command_output_is_what_a_run_prints(page, tmp_path):
    """The commands run as a reader at the repository's root would run them (tests/ beside the files they save),
    with this environment's `referee`, `python3` and `node` first on the PATH."""
    (tmp_path / "tests").symlink_to(ROOT / "tests")
    for name, content in saved_files(page).items():
        (tmp_path / name).write_text(content + "\n", encoding="utf-8")
    for name, content in GIVEN_FILES.items():
        (tmp_path / name).write_bytes(content())
    environment = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}
    for command, shown in command_runs(page):
        done = subprocess.run(
            ["bash", "-c", command], cwd=tmp_path, env=environment, capture_output=True, text=True, timeout=300
        )
        assert done.stdout.rstrip("\n") == shown, f"{page.name}: {command}\n{done.stderr}"


def test_the_trust_pages_commands_are_checked():
    commands = [command for command, _ in command_runs(ROOT / "docs" / "trust.md")]
    for wanted in (
        "node tests/clients/deal.mjs",
        "referee verify",
        "node tests/clients/verify-attestation.mjs",
        "python3 verify_ruling.py",
    ):
        assert any(command.startswith(wanted) for command in commands), wanted


def test_the_pages_have_examples_to_check():
    assert len(examples()) >= 35
    for game in ("forty-five", "hearts", "california-jack"):
        assert any(f"/v1/games/{game}/" in example.values[1] for example in examples_in(README)), game


def test_the_readme_is_a_front_page():
    text = README.read_text(encoding="utf-8")
    assert len(text) <= README_LIMIT, f"README.md is {len(text)} characters; move detail into docs/"
    assert "make run" in text and "make test" in text


@pytest.mark.parametrize("page", PAGES, ids=lambda page: page.name)
def test_every_relative_link_leads_to_a_file(page):
    for target in re.findall(r"\]\(([^)#]+)(?:#[^)]*)?\)", page.read_text(encoding="utf-8")):
        if "://" not in target:
            assert (page.parent / target).exists(), f"{page.name} links to {target}, which is not there"
