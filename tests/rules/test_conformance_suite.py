"""The published conformance suite (conformance/, docs/conformance.md), game by game: the files hold what each game's
rules promise (Hearts' passes and moons, Forty-Five's robbing, Auction Hearts' jackpots); a changed answer is
reported at its line and step; the files are written the same every time. tests/generic/test_conformance_files.py
checks every file of every game against the library."""

import json
import shutil
from pathlib import Path

import pytest

from referee import conformance
from referee.cli import main
from referee.engine.game import play_action
from referee.engine.replay import after, opening
from referee.games import GAMES, RULES
from referee.games.hearts import passing
from referee.games.hearts.rules import HEARTS, Options

ROOT = Path(__file__).resolve().parent.parent.parent / "conformance"
PLAYTHROUGHS = [path for path in conformance.suite_files(ROOT) if path.suffix == ".jsonl"]


def lines(path: Path) -> list[dict]:
    return [json.loads(text) for text in path.read_text(encoding="utf-8").splitlines()]


def test_the_hearts_playthroughs_pass_in_every_direction_and_shoot_the_moon():
    for profile in GAMES["hearts"].profiles.profiles:
        found = lines(ROOT / "hearts" / f"{profile}.jsonl")
        assert any(
            line["answer"]["score"].get("moon") is not None
            or max(line["answer"]["score"]["points"]) == line["answer"]["score"]["in_play"]
            for line in found
        )
        if Options.of(found[0]["record"]).passing != "none":
            ways = {passing.direction_of(line["record"], HEARTS.under(Options.of(line["record"]))) for line in found}
            assert ways == {"left", "right", "across", "hold"}
            assert all(line["answer"]["pass"]["direction"] in ways for line in found)


def test_the_forty_five_playthroughs_rob_and_take_or_keep_a_turned_ace():
    kinds = {
        step["action"]["type"]
        for line in lines(ROOT / "forty-five" / "seed.jsonl")
        for step in line["steps"]
        if step["phase"] != "play"
    }
    assert kinds == {"rob", "announce", "dealer-rob", "dealer-keep"}


def test_the_auction_hearts_playthroughs_bid_pass_and_play_jackpots():
    found = lines(ROOT / "auction-hearts" / "hoyle.jsonl")
    assert any(
        line["record"].get("jackpot_deal") and line["answer"]["auction"]["named_by"] is not None for line in found
    )
    assert any(line["record"].get("jackpot_deal") and line["answer"]["auction"]["named_by"] is None for line in found)
    assert any(
        not line["record"].get("jackpot_deal") and line["answer"]["auction"]["high_bidder"] is None for line in found
    )
    assert any(
        line["answer"]["settlement"] and line["answer"]["settlement"]["rule"] != "auction-hearts.settle"
        for line in found
    )


def test_a_changed_answer_is_reported_at_its_line_and_step(tmp_path):
    original = lines(ROOT / "hearts" / "black-lady.jsonl")[:3]
    changed = json.loads(json.dumps(original))
    changed[1]["answer"]["score"]["points"][0] += 1
    changed[2]["steps"][5]["legal"] = changed[2]["steps"][5]["legal"][1:] or ["2C"]
    path = tmp_path / "black-lady.jsonl"
    path.write_text("".join(conformance.line_text(line) + "\n" for line in changed), encoding="utf-8")
    result = conformance.check_file(path, conformance.LibraryEngine())
    where = {(line, step) for line, step, _ in result.disagreements}
    assert where == {(2, None), (3, 5)}
    assert "/score/points/0" in conformance.report([result], "the library")


def test_a_changed_result_answer_is_reported_at_its_line(tmp_path, capsys):
    """results.jsonl is checked against POST result's answer, like the other files against adjudicate's: a tampered
    score and a tampered irregularity are each reported at their line, and `referee conformance` exits 1."""
    original = lines(ROOT / "hearts" / "results.jsonl")
    revoked = next(number for number, line in enumerate(original) if line["injected"]["kind"] == "revoke-established")
    changed = json.loads(json.dumps(original))
    changed[revoked]["answer"]["score"]["points"] = [0] * len(changed[revoked]["answer"]["score"]["points"])
    changed[0]["answer"]["settled"] = not changed[0]["answer"]["settled"]
    folder = tmp_path / "hearts"
    shutil.copytree(ROOT / "hearts", folder)
    (folder / "results.jsonl").write_text(
        "".join(conformance.line_text(line) + "\n" for line in changed), encoding="utf-8"
    )
    result = conformance.check_file(folder / "results.jsonl", conformance.LibraryEngine())
    assert {line for line, _, _ in result.disagreements} == {1, revoked + 1}
    assert main(["conformance", "--game", "hearts", "--dir", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert f"results.jsonl:{revoked + 1} answer: /score/points/" in out
    assert "results.jsonl:1 answer: /settled: expected" in out


def test_an_answer_that_misses_the_injected_irregularity_is_reported_even_when_the_file_agrees(tmp_path):
    """A line's answer edited together with what result finds (a revoke no longer there) is still a disagreement:
    the line says what was injected, and the runner checks the answer finds it as it stands."""
    line = next(
        line for line in lines(ROOT / "hearts" / "results.jsonl") if line["injected"]["kind"] == "revoke-established"
    )

    class Forgetful(conformance.LibraryEngine):
        def ask(self, game_id, operation, body):
            answer = super().ask(game_id, operation, body)
            return {**answer, "irregularities": []}

    found, _, _ = conformance.check_line(Forgetful(), {**line, "answer": {**line["answer"], "irregularities": []}})
    assert [what for _, what in found] == ["the injected revoke-established is not found as it stands: []"]


def test_regenerating_a_file_gives_the_same_bytes():
    for game_id, profile in (("california-jack", "classic"), ("auction-hearts", "hoyle")):
        text = "".join(conformance.line_text(line) + "\n" for line in conformance.playthroughs(game_id, profile))
        assert text == (ROOT / game_id / f"{profile}.jsonl").read_text(encoding="utf-8")
    text = "".join(conformance.line_text(line) + "\n" for line in conformance.results("forty-five"))
    assert text == (ROOT / "forty-five" / "results.jsonl").read_text(encoding="utf-8")


def test_the_forty_five_opening_position_follows_the_robbing_the_record_shows():
    """forty-five.rob.ace, forty-five.i-turned-ace: the position at the opening lead has the robber's turned card,
    and a dealer who took a turned ace gets it when the first trick is complete."""
    rules = RULES["forty-five"]
    record = {
        "players": 2,
        "dealer": 0,
        "hands": [["2C", "3C", "4C", "5C", "6C"], ["2D", "3D", "4D", "5D", "7D"]],
        "turned": "AS",
        "actions": [{"type": "dealer-rob", "seat": 0, "discard": "6C"}],
    }
    position = opening(rules, record)
    assert position.cards(0) == ["2C", "3C", "4C", "5C"]
    position = after(
        rules, after(rules, position, play_action({"seat": 1, "card": "2D"})), play_action({"seat": 0, "card": "2C"})
    )
    assert position.holds(0, "AS")
    robbed = opening(
        rules,
        {
            **record,
            "turned": "9S",
            "hands": [["AS", "3C", "4C", "5C", "6C"], record["hands"][1]],
            "actions": [{"type": "rob", "seat": 0, "discard": "6C"}],
        },
    )
    assert sorted(robbed.cards(0)) == sorted(["AS", "3C", "4C", "5C", "9S"])


def test_the_runner_reads_the_suite_that_comes_with_the_package_from_any_folder(tmp_path, monkeypatch, capsys):
    """Run from a folder with no conformance/ in it, `referee conformance` reads the package's own suite (here the
    checkout's; an installed wheel's in tests/service/test_build.py), not ./conformance."""
    monkeypatch.chdir(tmp_path)
    assert conformance.shipped_suite() == ROOT
    assert main(["conformance", "--game", "california-jack", "--profile", "classic"]) == 0
    out = capsys.readouterr().out
    assert str(ROOT / "california-jack" / "classic.jsonl") in out
    assert out.splitlines()[-1] == "every file agrees (52 lines in 1 file)"


def test_files_missing_from_the_suite_are_not_disagreements_and_the_runner_says_how_to_point_at_it(tmp_path, capsys):
    assert main(["conformance", "--game", "hearts", "--dir", str(tmp_path)]) == 2
    out = capsys.readouterr().out
    assert out.splitlines()[-1] == (
        f"7 files of the suite are not in {tmp_path}, so they were not compared. Point --dir at the suite's folder: "
        "conformance/ in Referee's source, or a copy of it."
    )
    below_the_header = "\n".join(out.splitlines()[2:])
    assert "disagreement" not in below_the_header and "update" not in out
    (tmp_path / "hearts").mkdir()
    (tmp_path / "hearts" / "hoyle.jsonl").write_text((ROOT / "hearts" / "hoyle.jsonl").read_text(encoding="utf-8"))
    assert main(["conformance", "--game", "hearts", "--dir", str(tmp_path)]) == 2
    last = capsys.readouterr().out.splitlines()[-2:]
    assert last[0] == "every file agrees (52 lines in 1 file)"
    assert last[1].startswith(f"6 files of the suite are not in {tmp_path}, so they were not compared.")


def test_an_installation_without_the_suite_says_so_and_how_to_point_at_one(monkeypatch, capsys):
    monkeypatch.setattr(conformance, "shipped_suite", lambda: None)
    assert main(["conformance", "--game", "hearts"]) == 2
    assert capsys.readouterr().err.strip() == (
        "This installation of Referee carries no conformance suite. Point --dir at the suite's folder: conformance/ "
        "in Referee's source, or a copy of it."
    )


def test_the_files_are_written_again_only_into_a_folder_named(capsys):
    with pytest.raises(SystemExit) as refused:
        main(["conformance", "--update"])
    assert refused.value.code == 2
    assert "--update writes the suite's files into the folder --dir names" in capsys.readouterr().err
