"""A batch answered over several processes: `referee adjudicate GAME FILE.ndjson --jobs N`.

The input is cut into parts of whole lines, each answered with referee.batch (as the HTTP endpoint
answers), and the answers are written back in input order. N jobs are this process and N - 1
workers: this process hands parts to the workers while they have fewer than IN_FLIGHT_PER_JOB each
in hand and answers the next part itself otherwise, so no core waits on another. From a file this
process only finds where the parts begin and end (it counts newlines) and each worker reads its part
itself; from a stream that cannot be read twice (standard input) this process reads the parts and
sends them. A worker leaves its answers in a temporary file and sends back only its name. Memory
and the temporary files stay bounded whatever the size of the input."""

import io
import os
import stat
import tempfile
from collections import deque
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from contextlib import ExitStack
from typing import BinaryIO

from referee.batch import (
    ADJUDICATE,
    DEFAULT_LINE_LIMIT,
    Tally,
    answer_lines,
    batch_operation,
    physical_lines,
    summary_line,
)

# Bytes of whole lines a worker answers at a time (a few hundred deals).
BLOCK_BYTES = 256 * 1024
IN_FLIGHT_PER_JOB = 3


def available_cores() -> int:
    """The cores this process may run on (a container's CPU set, not the host's count)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def line_ranges(source: BinaryIO, block_bytes: int = BLOCK_BYTES) -> Iterator[tuple[int, int, int]]:
    """(the number of its first line, its offset, its length in bytes) of consecutive parts of
    ``source`` from where it stands to its end, each a run of whole lines of at least ``block_bytes``
    (the last may be shorter). Only newlines are counted; however long a line, one chunk is held."""
    number = 1
    start = position = source.tell()
    newlines = 0  # in the part so far
    while chunk := source.read(block_bytes):
        position += len(chunk)
        last = chunk.rfind(b"\n")
        if last >= 0 and position - len(chunk) + last + 1 - start >= block_bytes:
            cut = position - len(chunk) + last + 1  # every newline of this chunk lies before the cut
            yield number, start, cut - start
            number += newlines + chunk.count(b"\n")
            newlines, start = 0, cut
        else:
            newlines += chunk.count(b"\n")
    if position > start:
        yield number, start, position - start


def line_blocks(
    source: BinaryIO, line_limit: int = DEFAULT_LINE_LIMIT, block_bytes: int = BLOCK_BYTES
) -> Iterator[tuple[int, bytes, int]]:
    """(the number of its first line, a block of whole lines, the bytes of ``source`` it stands for) for
    all of ``source``, for a stream the workers cannot read themselves. A line too long to answer keeps
    its first ``line_limit`` + 1 bytes (enough to answer it 413) and the rest of it is skipped as it is
    read."""
    number = 1
    while block := source.read(block_bytes):
        read = len(block)
        if not block.endswith(b"\n"):
            rest = source.readline(line_limit + 1)
            read += len(rest)
            block += rest
            if not rest.endswith(b"\n") and len(rest) == line_limit + 1:
                while (skipped := source.readline(block_bytes)) and not skipped.endswith(b"\n"):
                    read += len(skipped)
                read += len(skipped)
                block += b"\n" if skipped else b""
        yield number, block, read
        number += block.count(b"\n")


def answer_block(
    game: str, operation: str, line_limit: int, number: int, block: bytes, size: int
) -> tuple[bytes, Tally, int]:
    """The answer lines of a block of whole lines whose first is line ``number``, what they came to,
    and ``size``, the bytes of the input the block stands for."""
    return (*_answer(game, operation, line_limit, number, io.BytesIO(block).read), size)


def answer_range(
    game: str, operation: str, line_limit: int, path: str, number: int, offset: int, length: int
) -> tuple[bytes, Tally, int]:
    """As answer_block, for the ``length`` bytes of the file at ``path`` from ``offset`` on, read here."""
    with open(path, "rb") as source:
        source.seek(offset)
        left = length

        def read(size: int) -> bytes:
            nonlocal left
            chunk = source.read(min(size, left))
            left -= len(chunk)
            return chunk

        return (*_answer(game, operation, line_limit, number, read), length)


def _answer(
    game: str, operation: str, line_limit: int, number: int, read: Callable[[int], bytes]
) -> tuple[bytes, Tally]:
    tally = Tally(operation)
    lines = enumerate(physical_lines(read, line_limit), number)
    return b"".join(answer_lines(batch_operation(game, operation), lines, tally, line_limit)), tally


def readable_path(source: BinaryIO) -> str | None:
    """The path of ``source`` when it is a regular file that workers can open and read for themselves
    (standard input redirected from a file is one, but its name, "<stdin>", is not its path)."""
    name = getattr(source, "name", None)
    try:
        if not isinstance(name, str) or not source.seekable():
            return None
        opened, named = os.fstat(source.fileno()), os.stat(name)
    except (OSError, ValueError, io.UnsupportedOperation):
        return None
    same = (opened.st_dev, opened.st_ino) == (named.st_dev, named.st_ino)
    return os.path.abspath(name) if same and stat.S_ISREG(opened.st_mode) else None


def spooled(directory: str, function: Callable, *arguments) -> tuple[str, Tally, int]:
    """Runs in a worker: ``function``'s answers written to a file in ``directory``, whose name goes
    back instead of the answers themselves (a name crosses the pipe at once; megabytes of answers would
    wait on the main process, busy answering parts of its own)."""
    answers, part, size = function(*arguments)
    with tempfile.NamedTemporaryFile(dir=directory, delete=False) as spool:
        spool.write(answers)
    return spool.name, part, size


def answer_file(
    game: str,
    source: BinaryIO,
    write: Callable[[bytes], object],
    jobs: int = 1,
    line_limit: int = DEFAULT_LINE_LIMIT,
    progress: Callable[[int], object] | None = None,
    block_bytes: int = BLOCK_BYTES,
    operation: str = ADJUDICATE,
) -> Tally:
    """Writes the answer line of every record ``source`` holds, in input order, then the summary
    line. ``jobs`` processes answer: this one and ``jobs`` - 1 workers. ``progress`` is told the bytes
    answered as they are. ``operation``: what answers each record (referee.batch.BATCHED)."""
    batch_operation(game, operation)  # an unknown game fails here, before any worker starts
    workers = jobs - 1
    path = readable_path(source) if workers > 0 else None
    if path is not None:
        tasks = ((answer_range, game, operation, line_limit, path, *part) for part in line_ranges(source, block_bytes))
    else:
        tasks = (
            (answer_block, game, operation, line_limit, *block)
            for block in line_blocks(source, line_limit, block_bytes)
        )
    tally = Tally(operation)
    # In input order: the workers' parts (futures) and this process's own (answered already), each
    # written once every part before it is.
    pending: deque = deque()

    def write_ready(wait: bool = False) -> None:
        while pending and (wait or not isinstance(pending[0], Future) or pending[0].done()):
            head = pending.popleft()
            if isinstance(head, Future):
                spool, part, size = head.result()
                with open(spool, "rb") as answers:
                    write(answers.read())
                os.unlink(spool)
            else:
                answers, part, size = head
                write(answers)
            tally.add(part)
            if progress is not None:
                progress(size)

    with ExitStack() as stack:
        if workers > 0:  # the pool is shut down (its workers done) before the directory is removed
            directory = stack.enter_context(tempfile.TemporaryDirectory(prefix="referee-batch-"))
            pool = stack.enter_context(ProcessPoolExecutor(max_workers=workers))
        for function, *arguments in tasks:
            out = sum(isinstance(item, Future) and not item.done() for item in pending)
            if out < workers * IN_FLIGHT_PER_JOB:
                pending.append(pool.submit(spooled, directory, function, *arguments))
            else:  # the workers have enough in hand: this process answers the part itself
                pending.append(function(*arguments))
            write_ready()
            while len(pending) > (workers + 1) * IN_FLIGHT_PER_JOB:  # memory stays bounded
                pending[0].result()
                write_ready()
        write_ready(wait=True)
    write(summary_line(tally))
    return tally
