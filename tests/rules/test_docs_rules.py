"""docs/rules.md lists every rule and interpretation of every game from the code itself (scripts/docs_rules.py, run
by `make artifacts`), and the repository points to nothing outside it."""

import importlib.util
import re
import subprocess
from pathlib import Path

from referee.games import GAMES

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "docs_rules.py"


def rules_page() -> str:
    spec = importlib.util.spec_from_file_location("docs_rules", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.page()


def test_the_rules_page_is_what_the_catalogues_say_now():
    committed = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    assert committed == rules_page(), "docs/rules.md is stale: run `make artifacts`"


def test_the_rules_page_names_every_rule_of_every_game_once():
    sections = rules_page().split('<a id="')[1:]
    assert [section.split('"')[0] for section in sections] == list(GAMES)
    for info, section in zip(GAMES.values(), sections):
        for rule in info.rules:
            assert section.count(f"| `{rule.id}` |") == 1, rule.id


def tracked_text_files() -> list[Path]:
    listed = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    paths = [ROOT / name for name in listed.splitlines()]
    return [
        path
        for path in paths
        if path.suffix in {".py", ".md", ".mjs", ".ts", ".json", ".yaml", ".toml", ""}
        and path.is_file()
        and "clients/" not in str(path.relative_to(ROOT))
    ]


def test_nothing_in_the_repository_points_outside_it():
    """The project stands alone: its docs restate what it needs; no file names the design notes it grew from."""
    outside = re.compile(r"\.\./shared|shared/(design|rules)/|architecture\.md|rules\.md")
    # The repository's own page of rules, named by its path or linked from beside it.
    own = re.compile(r"docs/rules\.md|\"rules\.md\"|\[rules\.md\]\(rules\.md\)|\]\(rules\.md\)")
    found = []
    for path in tracked_text_files():
        try:
            text = own.sub("", path.read_text(encoding="utf-8"))
        except UnicodeDecodeError:
            continue
        found += [f"{path.relative_to(ROOT)}: {match.group(0)}" for match in outside.finditer(text)]
    assert found == []


def test_every_link_in_the_docs_reaches_a_file_of_the_repository():
    link = re.compile(r"\]\(([^)#:\s]+)(?:#[^)]*)?\)")
    broken = []
    for page in [ROOT / "README.md", ROOT / "CONTRIBUTING.md", *sorted((ROOT / "docs").rglob("*.md"))]:
        for target in link.findall(page.read_text(encoding="utf-8")):
            if not (page.parent / target).exists():
                broken.append(f"{page.relative_to(ROOT)} -> {target}")
    assert broken == []
