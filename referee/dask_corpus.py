"""A corpus of NDJSON batch files adjudicated on a Dask cluster (the optional extra `referee[dask]`).

A `dask.bag` over the files, one task a file: each task answers its file with referee.batch_pool,
exactly as `referee adjudicate GAME FILE.ndjson` does, writes the answers to a file of the same
name in the output directory and sends back only its Tally, which the client adds up. Paths are
fsspec URLs (local paths, or `s3://...`, `gs://...` where the workers have that filesystem's
package), so on a real cluster every worker must be able to read the inputs and write the output.

    from distributed import Client
    from referee.dask_corpus import adjudicate_corpus
    with Client("tcp://scheduler:8786"):
        tally = adjudicate_corpus("hearts", ["s3://archive/2026/*.ndjson"], "s3://archive/answers")

Dask is imported only when a corpus is run: the rest of the package never needs it.
"""

import posixpath

from referee.batch import DEFAULT_LINE_LIMIT, Tally, batch_operation
from referee.batch_pool import answer_file


def corpus_files(inputs: list[str]) -> list[str]:
    """Every file the inputs name, globs expanded (by fsspec, so on any filesystem it knows), in order."""
    import fsspec

    return [opened.full_name for opened in fsspec.open_files(list(inputs), mode="rb")]


def answer_shard(path: str, game: str, output: str, line_limit: int = DEFAULT_LINE_LIMIT) -> Tally:
    """Answers one file into ``output``/its name; runs on a worker."""
    import fsspec

    target = posixpath.join(output, posixpath.basename(path))
    with fsspec.open(path, "rb") as source, fsspec.open(target, "wb") as answers:
        return answer_file(game, source, answers.write, jobs=1, line_limit=line_limit)


def adjudicate_corpus(
    game: str, inputs: list[str], output: str, scheduler=None, line_limit: int = DEFAULT_LINE_LIMIT
) -> Tally:
    """Answers every file of the corpus on the cluster and returns what the whole came to.

    ``scheduler``: as dask's compute() takes it; by default the distributed Client in use (or
    dask's local scheduler when there is none)."""
    import dask.bag
    import fsspec

    batch_operation(game)  # an unknown game fails here, not on every worker
    paths = corpus_files(inputs)
    names = [posixpath.basename(path) for path in paths]
    if len(set(names)) != len(names):
        raise ValueError("two input files have the same name; their answers would overwrite each other")
    filesystem, root = fsspec.core.url_to_fs(output)
    filesystem.makedirs(root, exist_ok=True)
    total = Tally()
    if not paths:
        return total
    shards = dask.bag.from_sequence(paths, npartitions=len(paths))
    tallies = shards.map(answer_shard, game=game, output=output, line_limit=line_limit)
    for tally in tallies.compute(scheduler=scheduler):
        total.add(tally)
    return total
