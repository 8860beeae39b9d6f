"""A corpus on Dask (referee[dask]): a local cluster of two worker processes answers every shard exactly as
`referee adjudicate GAME SHARD.ndjson` does, and the totals are the shards' totals added up."""

import json

import pytest
from test_batch_cli import write_batch

from referee.batch import Tally
from referee.cli import EXIT_NOT_ALL_VALID, main

distributed = pytest.importorskip("distributed", reason="the dask extra is installed by `make test`")


@pytest.fixture(scope="module")
def cluster_client():
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0") as cluster:
        with distributed.Client(cluster) as client:
            yield client


def test_a_two_worker_cluster_gives_the_cli_answers(tmp_path, cluster_client, capsys):
    from referee.dask_corpus import adjudicate_corpus

    corpus = tmp_path / "corpus"
    corpus.mkdir()
    shards = [
        write_batch(corpus / f"shard-{index}.ndjson", "hearts", 150, seed=index, extra=["", "oops"])
        for index in range(5)
    ]
    assert len(cluster_client.scheduler_info()["workers"]) == 2
    with distributed.get_task_stream(cluster_client) as tasks:
        tally = adjudicate_corpus(
            "hearts", [str(corpus / "*.ndjson")], str(tmp_path / "answers"), scheduler=cluster_client
        )

    expected = Tally()
    for shard in shards:
        by_cli = tmp_path / f"cli-{shard.name}"
        assert main(["adjudicate", "hearts", str(shard), "--jobs", "1", "--output", str(by_cli)]) == EXIT_NOT_ALL_VALID
        assert (tmp_path / "answers" / shard.name).read_bytes() == by_cli.read_bytes()
        summary = json.loads(by_cli.read_bytes().splitlines()[-1])["summary"]
        expected.add(
            Tally(records=summary["records"], yes=summary["valid"], no=summary["invalid"], errors=summary["errors"])
        )
    capsys.readouterr()
    assert (tally.records, tally.yes, tally.no, tally.errors) == (
        expected.records,
        expected.yes,
        expected.no,
        expected.errors,
    )
    assert tally.records == 5 * 151 and tally.errors == 5 and tally.error_statuses == {400: 5}
    assert sum(tally.rules.values()) == tally.no > 0
    # A task a shard, run on both workers.
    shard_tasks = [task for task in tasks.data if str(task["key"]).startswith("('answer_shard-")]
    assert len({str(task["key"]) for task in shard_tasks}) == 5, shard_tasks
    assert len({task["worker"] for task in shard_tasks}) == 2, shard_tasks


def test_the_cli_entry_runs_a_corpus_and_exits_as_adjudicate_does(tmp_path, capsys):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    write_batch(corpus / "a.ndjson", "forty-five", 40, seed=1)
    write_batch(corpus / "b.ndjson", "forty-five", 40, seed=2)
    status = main(
        [
            "corpus",
            "forty-five",
            str(corpus / "a.ndjson"),
            str(corpus / "b.ndjson"),
            "--output",
            str(tmp_path / "out"),
            "--workers",
            "2",
        ]
    )
    table = capsys.readouterr().err
    assert status == EXIT_NOT_ALL_VALID and any(line.split() == ["records", "80"] for line in table.splitlines())
    assert sorted(path.name for path in (tmp_path / "out").iterdir()) == ["a.ndjson", "b.ndjson"]


def test_an_unknown_game_is_refused_before_the_cluster_works(tmp_path):
    from referee.dask_corpus import adjudicate_corpus
    from referee.operations import UnknownOperation

    with pytest.raises(UnknownOperation):
        adjudicate_corpus("chess", [str(tmp_path / "*.ndjson")], str(tmp_path / "out"), scheduler="sync")
