"""The worked examples are real: every curl example in README.md, the project's pages beside it and docs/*.md, sent
to the app, gets exactly the output shown; the README stays a front page and every relative link leads somewhere."""

import json
import re
import shlex
from pathlib import Path

import pytest

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
