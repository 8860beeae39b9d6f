"""`make artifacts` writes docs/rules.md: every rule and interpretation of every game, with its id, its basis and its
text, read from the code itself (each game's catalogue, in its rules.py), as GET /v1/games/{game} serves them.
tests/rules/test_docs_rules.py writes it again and compares.

    python scripts/docs_rules.py [DESTINATION]   (default: docs/rules.md)
"""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DESTINATION = ROOT / "docs" / "rules.md"

BASES = {
    "rule": "the rules say so",
    "interpretation": "the rules are silent or unclear; the referee's reading, named",
    "not-covered": "the rules do not cover it; what the referee does instead",
}


def cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def page() -> str:
    from referee.games import GAMES

    lines = [
        "# Every rule and interpretation",
        "",
        "Every answer names the rule it rests on (`rule`) and whether the rules say so or Referee had to read them "
        "(`basis`). This page lists every id of every game, written from the code itself (`make artifacts` writes "
        "it again; `GET /v1/games/{game}` serves the same list). A basis is one of:",
        "",
        *(f"- `{basis}`: {meaning}." for basis, meaning in BASES.items()),
        "",
        "Games: " + ", ".join(f"[{info.name}](#{info.id})" for info in GAMES.values()) + ".",
    ]
    for info in GAMES.values():
        lines += ["", f'<a id="{info.id}"></a>', "", f"## {info.name} (`{info.id}`)", ""]
        lines += ["| id | basis | text |", "|---|---|---|"]
        lines += [f"| `{rule['id']}` | {rule['basis']} | {cell(rule['text'])} |" for rule in info.rules.as_list()]
    return "\n".join(lines) + "\n"


def main() -> None:
    destination = Path(sys.argv[1]) if len(sys.argv) > 1 else DESTINATION
    destination.write_text(page(), encoding="utf-8")
    print(f"wrote {destination.relative_to(ROOT) if destination.is_relative_to(ROOT) else destination}")


if __name__ == "__main__":
    main()
