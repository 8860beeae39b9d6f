"""`referee show GAME FILE`: the deal and its ruling on a terminal, with card glyphs; plain text where the output is
not a terminal or NO_COLOR is set, colour only on a terminal or when forced (--color always)."""

import io
import json
import re
from pathlib import Path

import pytest

import referee
from referee.cli import EXIT_INVALID, EXIT_NOT_ALL_VALID
from referee.cli import main as cli_main
from referee.pictures.drawn import drawn
from referee.pictures.terminal import console_for, show

ROOT = Path(__file__).resolve().parent.parent.parent / "conformance"
ESCAPE = "\x1b["
# A colour in an SGR sequence (a foreground or background, of the 16 colours or more); bold and dim are not colours.
COLOUR = re.compile(r"\x1b\[[0-9;]*?\b(3[0-8]|4[0-8]|9[0-7]|10[0-7])\b[0-9;]*m")
# A whole Forty-Five deal with a rob, and a deal broken by a failure to follow (docs/forty-five.md).
BROKEN = {
    "players": 2,
    "dealer": 1,
    "turned": "7D",
    "hands": [["AD", "KS", "2C", "3H", "9D"], ["5D", "QS", "4C", "TH", "8D"]],
    "actions": [
        {"type": "rob", "seat": 0, "discard": "2C"},
        {"type": "play", "seat": 0, "card": "KS"},
        {"type": "play", "seat": 1, "card": "4C"},
    ],
}


def shown(tmp_path, capsys, record, game="forty-five", *options) -> tuple[int, str]:
    source = tmp_path / "record.json"
    source.write_text(json.dumps(record))
    status = cli_main(["show", game, str(source), *options])
    return status, capsys.readouterr().out


def test_a_record_that_breaks_a_rule_is_shown_in_plain_text_with_glyphs_and_the_ruling(tmp_path, capsys):
    status, out = shown(tmp_path, capsys, BROKEN)
    assert status == EXIT_NOT_ALL_VALID
    assert ESCAPE not in out
    answer = referee.adjudicate("forty-five", BROKEN)
    lines = out.splitlines()
    assert lines[0].startswith("Forty-Five · 2 players · dealer: seat 1")
    # As a player holds them: the trumps (diamonds, named by the turned card) first, then the colours alternating,
    # each suit high to low as forty-five.rank ranks it.
    assert "  Seat 0: A♦ 9♦ K♠ 3♥ 2♣" in lines
    assert all(line == line.rstrip() for line in lines)
    assert "  Seat 1 (dealer): 5♦ 8♦ Q♠ 10♥ 4♣" in lines
    assert "  Turned: 7♦" in lines
    assert "  Seat 0 robs the turned card, discarding 2♣" in lines
    assert "   1. seat 0 led: K♠   (so far)" in lines
    flowing = " ".join(out.split())
    assert " ".join(answer["violation"]["explanation"].split()) in flowing
    assert "Seat 1 played 4♣: Seat 1 to play" in flowing
    assert "Seat 1: 5♦ 8♦ Q♠ 10♥ 4♣!" in flowing


def test_a_playthrough_shows_every_trick_its_winner_and_the_score(tmp_path, capsys):
    line = json.loads((ROOT / "hearts" / "hoyle.jsonl").read_text(encoding="utf-8").splitlines()[0])
    status, out = shown(tmp_path, capsys, line["record"], "hearts")
    assert status == 0
    answer = referee.adjudicate("hearts", line["record"])
    tricks = [text for text in out.splitlines() if " led: " in text]
    assert len(tricks) == len(answer["tricks"])
    assert all(f"won by seat {trick['winner']}" in text for text, trick in zip(tricks, answer["tricks"]))
    assert " ".join(answer["score"]["explanation"].split()) in " ".join(out.split())
    assert "♥" in out and "♠" in out and "♦" in out and "♣" in out


def test_a_refused_record_is_the_problem_the_api_gives(tmp_path, capsys):
    source = tmp_path / "record.json"
    source.write_text('{"players": "two"}')
    assert cli_main(["show", "forty-five", str(source)]) == EXIT_INVALID
    captured = capsys.readouterr()
    assert captured.out == ""
    assert json.loads(captured.err)["status"] == 422


def test_colour_only_when_forced(tmp_path, capsys, monkeypatch):
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.delenv("FORCE_COLOR", raising=False)
    assert ESCAPE not in shown(tmp_path, capsys, BROKEN)[1]
    assert ESCAPE not in shown(tmp_path, capsys, BROKEN, "forty-five", "--color", "never")[1]
    forced = shown(tmp_path, capsys, BROKEN, "forty-five", "--color", "always")[1]
    assert COLOUR.search(forced) and "♦" in forced


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


@pytest.mark.parametrize("no_color, coloured", [(None, True), ("1", False)])
def test_a_terminal_gets_colour_unless_no_color_is_set(monkeypatch, no_color, coloured):
    monkeypatch.setenv("TERM", "xterm-256color")
    monkeypatch.delenv("FORCE_COLOR", raising=False)
    if no_color is None:
        monkeypatch.delenv("NO_COLOR", raising=False)
    else:
        monkeypatch.setenv("NO_COLOR", no_color)
    terminal = Terminal()
    show(drawn("forty-five", BROKEN), console_for(terminal, "auto"))
    assert bool(COLOUR.search(terminal.getvalue())) is coloured
    assert "K♠" in terminal.getvalue()
