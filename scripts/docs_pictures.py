"""`make pictures`: the pictures of the docs' worked examples (docs/pictures/*.svg), each drawn by `referee picture`
from the record of the example it follows.

A page shows a picture with a markdown image, ``![what it shows](pictures/NAME.svg)``, after the `$ curl` example
whose record it draws: an `adjudicate` example is drawn whole, a `state` example as the position it reaches, a
`result` example as its result, an `analysis` example as its analysis, and a `picture` example as its `?view=` says. A body given as ``-d @FILE`` is the page's "where `FILE` is" block, as
tests/api/test_docs_examples.py reads it. tests/api/test_docs_pictures.py draws them again and compares.

    python scripts/docs_pictures.py [DESTINATION]   (default: docs/pictures)
"""

import re
import shlex
import sys
import tempfile
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
PICTURES = DOCS / "pictures"
IMAGE = re.compile(r"!\[[^\]]*\]\(pictures/([\w.-]+\.svg)\)")
OPERATION = re.compile(r"/v1/games/([\w-]+)/(adjudicate|state|result|analysis|picture)\b")
VIEWS = {"adjudicate": "deal", "state": "position", "result": "result", "analysis": "analysis"}


def commands(page: str) -> list[tuple[int, str]]:
    """(offset in the page, command) for every `$ curl` line, its continuation lines joined."""
    found = []
    for match in re.finditer(r"^\$ (curl .*)$", page, re.M):
        command, end = match.group(1), match.end()
        while command.endswith("\\"):
            following = re.match(r"\n(.*)", page[end:])
            command, end = command[:-1] + " " + following.group(1).strip(), end + following.end()
        found.append((match.start(), command))
    return found


def drawing(page: str, command: str) -> tuple[str, str, str]:
    """(game, view, record as JSON) of an example's command."""
    words = shlex.split(command)
    body = words[words.index("-d") + 1]
    url = next(word for word in words if OPERATION.search(word))
    game, operation = OPERATION.search(url).groups()
    view = VIEWS.get(operation) or parse_qs(urlsplit(url).query).get("view", ["deal"])[0]
    if body.startswith("@"):
        block = re.search(r"where `" + re.escape(body[1:]) + r"` is\s+```json\n(.+?)\n```", page, re.S)
        if block is None:
            raise LookupError(f"the page shows no content for {body[1:]}")
        body = block.group(1)
    return game, view, body


def wanted() -> dict[str, tuple[Path, str, str, str]]:
    """Each picture the docs show -> (its page, game, view, record)."""
    pictures = {}
    for path in sorted(DOCS.rglob("*.md")):
        page = path.read_text(encoding="utf-8")
        examples = [(offset, command) for offset, command in commands(page) if OPERATION.search(command)]
        for image in IMAGE.finditer(page):
            before = [command for offset, command in examples if offset < image.start()]
            if not before:
                raise LookupError(
                    f"{path.name}: {image.group(1)} follows no adjudicate, state, result, analysis or picture example"
                )
            if image.group(1) in pictures:
                raise LookupError(f"{path.name}: {image.group(1)} is drawn twice")
            pictures[image.group(1)] = (path, *drawing(page, before[-1]))
    return pictures


def draw(destination: Path) -> list[Path]:
    """Writes every picture the docs show into ``destination`` with `referee picture`; returns their paths."""
    from referee.cli import main

    destination.mkdir(parents=True, exist_ok=True)
    written = []
    with tempfile.TemporaryDirectory() as scratch:
        for name, (page, game, view, record) in wanted().items():
            source = Path(scratch) / f"{name}.json"
            source.write_text(record, encoding="utf-8")
            output = destination / name
            if main(["picture", game, str(source), "--view", view, "--output", str(output)]) != 0:
                raise RuntimeError(f"{page.name}: referee picture refused the record of {name}")
            written.append(output)
    return written


if __name__ == "__main__":
    for path in draw(Path(sys.argv[1]) if len(sys.argv) > 1 else PICTURES):
        print(f"wrote {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")
