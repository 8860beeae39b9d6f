"""The published conformance suite (conformance/, docs/conformance.md), for every game: every file checks clean
against the library, so a change of the engine's behaviour fails here until `make artifacts` writes the files again
and the change is reviewed; every game and profile has its files, covering every table size; every fault kind is
injected and found at its index; every kind of irregularity result plays on from is in results.jsonl, under every
profile; the perft counts are the library's."""

import json
from pathlib import Path

import pytest
from games_under_test import games_under_test

from referee import conformance
from referee.games import GAMES

ROOT = Path(__file__).resolve().parent.parent.parent / "conformance"
PLAYTHROUGHS = [
    path for path in conformance.suite_files(ROOT) if path.suffix == ".jsonl" and path.parent.name in games_under_test()
]
# perft's count to the end of the first trick is recomputed here where the trick has at most this many plays; the
# runner (`referee conformance`, in `make conformance`) recomputes every count of every deal.
FIRST_TRICK_PLAYS_HERE = 6


def lines(path: Path) -> list[dict]:
    return [json.loads(text) for text in path.read_text(encoding="utf-8").splitlines()]


@pytest.mark.parametrize("path", PLAYTHROUGHS, ids=lambda path: f"{path.parent.name}/{path.name}")
def test_every_conformance_file_agrees_with_the_library(path):
    result = conformance.check_file(path, conformance.LibraryEngine())
    assert result.lines >= (len(conformance.RESULT_KINDS) if path.stem == conformance.RESULTS else 50)
    assert not result.disagreements, (
        conformance.report([result], "the library")
        + "\nA change of behaviour is a reviewed change of these files: run `make artifacts` and commit them with it."
    )


@pytest.mark.parametrize("game_id", games_under_test())
def test_perft_counts_are_the_librarys(game_id):
    data = json.loads((ROOT / game_id / "perft.json").read_text(encoding="utf-8"))
    info = GAMES[game_id]
    assert data["profile"] == info.profiles.default.id
    tables = [entry["deal"]["players"] for entry in data["deals"]]
    assert sorted(set(tables)) == list(info.player_counts)
    assert all(tables.count(players) >= 5 for players in set(tables))
    for entry in data["deals"]:
        assert conformance.canonical(conformance.dealt(game_id, data["profile"], entry["deal"])) == entry["record"]
        whole = entry["deal"]["players"] <= FIRST_TRICK_PLAYS_HERE
        counts = conformance.perft_counts(game_id, entry["record"], data["depth"], first_trick=whole)
        assert counts == (entry["counts"] if whole else {key: entry["counts"][key] for key in counts})


def test_every_game_and_profile_has_its_files_covering_every_table_size():
    for game_id in games_under_test():
        info = GAMES[game_id]
        for name in [*info.profiles.profiles, "faults"]:
            found = lines(ROOT / game_id / f"{name}.jsonl")
            assert len(found) >= 50
            if name != "faults":
                tables = {line["deal"]["players"] for line in found}
                assert tables == set(info.player_counts), (game_id, name)
                assert all(line["options"] == dict(info.profiles.profiles[name].options) for line in found)


def test_every_fault_kind_is_injected_and_found_at_its_index():
    for game_id in games_under_test():
        found = lines(ROOT / game_id / "faults.jsonl")
        assert {line["fault"]["kind"] for line in found} == set(conformance.fault_kinds(game_id))
        for line in found:
            assert line["answer"]["valid"] is False
            assert line["answer"]["violation"]["index"] == line["fault"]["index"]


def test_results_hold_every_kind_of_irregularity_under_every_profile_as_result_finds_it():
    for game_id in games_under_test():
        found = lines(ROOT / game_id / f"{conformance.RESULTS}.jsonl")
        assert {line["injected"]["kind"] for line in found} == set(conformance.result_kinds(game_id)), game_id
        assert {line["profile"] for line in found} == set(GAMES[game_id].profiles.profiles), game_id
        for line in found:
            assert conformance.result_shows(line["answer"], line["injected"]), (game_id, line["injected"])
            assert line["answer"]["settled"] is (line["answer"]["score"] is not None)
