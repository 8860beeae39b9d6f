"""The docs' pictures are real: every picture a page shows (docs/pictures/*.svg) is what `referee picture` draws now
from the worked example it follows (`make pictures` draws them again), and every game's page shows one."""

import importlib.util
from pathlib import Path

from referee.games import GAMES

ROOT = Path(__file__).resolve().parents[2]
PICTURES = ROOT / "docs" / "pictures"
SCRIPT = ROOT / "scripts" / "docs_pictures.py"


def generator():
    spec = importlib.util.spec_from_file_location("docs_pictures", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_picture_the_docs_show_is_what_referee_picture_draws_now(tmp_path):
    drawn = {path.name: path.read_bytes() for path in generator().draw(tmp_path)}
    committed = {path.name: path.read_bytes() for path in PICTURES.glob("*.svg")}
    assert sorted(committed) == sorted(drawn), "run `make artifacts`: a picture is missing or no page shows it"
    stale = [name for name, data in drawn.items() if committed[name] != data]
    assert not stale, f"run `make artifacts`: {stale} differ from what referee picture draws"


def test_every_game_and_the_dispute_desk_show_pictures():
    shown = generator().wanted()
    pages = {page.name for page, *_ in shown.values()}
    assert "disputes.md" in pages
    games = {game for _, game, _, _ in shown.values()}
    assert games == set(GAMES)
    assert {view for *_, view, _ in shown.values()} == {"deal", "position", "result", "analysis"}
