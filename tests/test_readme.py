"""The README's curl examples are real: each one, sent to the app, gets exactly the output shown."""

import json
import re
import shlex
from pathlib import Path

import pytest

README = Path(__file__).resolve().parent.parent / "README.md"
PROMPT = "$ curl "


def examples():
    """(command, expected output) for every `$ curl ...` line whose next line is the JSON it printed."""
    lines = README.read_text(encoding="utf-8").splitlines()
    found = []
    for number, line in enumerate(lines):
        if not line.startswith(PROMPT):
            continue
        command, last = line[2:], number
        while command.endswith("\\") and last + 1 < len(lines):  # a command continued over lines
            last += 1
            command = command[:-1] + " " + lines[last].strip()
        if last + 1 < len(lines) and lines[last + 1].startswith(("{", "[")):
            found.append(pytest.param(command, lines[last + 1], id=f"README line {number + 1}"))
    return found


def as_request(command: str) -> tuple[str, str, str | None, dict]:
    words = shlex.split(command)[1:]
    method, body, headers, url = "GET", None, {}, None
    while words:
        word = words.pop(0)
        if word == "-s":
            continue
        if word == "-d":
            body, method = words.pop(0), "POST"
        elif word == "-H":
            name, value = words.pop(0).split(":", 1)
            headers[name.strip()] = value.strip()
        elif word == "-X":
            method = words.pop(0)
        else:
            url = word
    return method, re.sub(r"^(https?://)?localhost:\d+", "", url), body, headers


@pytest.mark.parametrize("command, shown", examples())
def test_readme_example_output_is_what_the_service_answers(client, command, shown):
    method, path, body, headers = as_request(command)
    if body is not None and body.startswith("@"):
        referenced = re.search(r"where `" + re.escape(body[1:]) + r"` is\s+```json\n(.+?)\n```",
                               README.read_text(encoding="utf-8"), re.S)
        assert referenced, f"README shows no content for {body[1:]}"
        body = referenced.group(1)
    response = client.open(path, method=method, data=body, headers=headers)
    assert json.loads(response.get_data()) == json.loads(shown)


def test_the_readme_has_examples_to_check():
    assert len(examples()) >= 30
