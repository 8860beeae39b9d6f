"""prometheus_client's multiprocess files, kept so that they can neither crash a worker nor pile up.

Each worker writes its counters and histograms to mmapped files (``counter_<pid>.db``, ``histogram_<pid>.db``) in
PROMETHEUS_MULTIPROC_DIR. prometheus_client makes them sparse: a page gets its disk (or, on tmpfs, its memory) at
the first write into it, and on a full filesystem that write is SIGBUS, which kills the worker on its first
metric. So a worker's files are made with all of their pages (posix_fallocate) before prometheus_client opens
them, sized for every label set the service can produce; a filesystem without room fails that step with
ENOSPC, an ordinary error the worker waits out. And a dead worker's files are added into one archive file per
kind and removed, so totals never go backwards and the directory holds the live workers' files and the archive,
however often workers are replaced. Pure: prometheus_client only, no Flask.
"""

import mmap
import os

from prometheus_client import multiprocess
from prometheus_client.mmap_dict import MmapedDict

# The kinds of metric the service defines (referee.api.observability): each has one file a worker. Counters and
# histograms only: their values add up across files, so a dead worker's can be archived. A gauge's multiprocess
# mode decides how it is read and needs its own bookkeeping (tests/service/test_metric_files.py pins the list).
FILE_KINDS = ("counter", "histogram")
# Each file's preallocated size. The service's label sets are bounded (its routes, methods, statuses, games): all
# of them together take about 60 KB in the counter file and 180 KB in the histogram file (every route under every
# method with every kind of body: tests/service/test_disks.py), so prometheus_client never has to grow a file past
# this (a growth would be sparse again).
FILE_BYTES = 1024 * 1024
ARCHIVE = "archive"
# Where the archive is written before it replaces the old one: not *.db, so /metrics never reads it half-made.
_PARTIAL = ".partial"


def worker_files(directory: str, pid: int) -> list[str]:
    return [os.path.join(directory, f"{kind}_{pid}.db") for kind in FILE_KINDS]


# What one worker's files take.
WORKER_BYTES = len(FILE_KINDS) * FILE_BYTES


def room_for_workers(workers: int) -> int:
    """The bytes the directory needs: every worker's files, and an archive as large as one worker's."""
    return (workers + 1) * WORKER_BYTES


def _allocated(path: str, size: int) -> None:
    """``path`` created with ``size`` bytes that are really there; OSError (ENOSPC on a full filesystem) if not."""
    descriptor = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        os.posix_fallocate(descriptor, 0, size)
    except OSError:
        os.close(descriptor)
        os.unlink(path)
        raise
    os.close(descriptor)


def preallocate(directory: str, pid: int) -> None:
    """Makes this worker's metric files with all their pages, before prometheus_client maps them. OSError when
    the filesystem has no room (nothing is left behind)."""
    made = []
    try:
        for path in worker_files(directory, pid):
            _allocated(path, FILE_BYTES)
            made.append(path)
    except OSError:
        for path in made:
            os.unlink(path)
        raise


def _archive_size(totals: dict) -> int:
    # prometheus_client's layout: an 8-byte header, then per entry a 4-byte length, the key padded to 8 bytes and
    # two doubles; len + 28 bounds an entry whatever the padding.
    needed = 8 + sum(len(key.encode("utf-8")) + 28 for key in totals)
    return -(-needed // mmap.PAGESIZE) * mmap.PAGESIZE


def archive_dead_worker(directory: str, pid: int) -> None:
    """Adds a dead worker's counters and histograms into the archive files and removes its files (and its live
    gauges, through prometheus_client's mark_process_dead). OSError, with every file as it was, when the
    filesystem has no room for the new archive: the worker's files are then archived with the next one's."""
    multiprocess.mark_process_dead(pid, directory)
    for kind in FILE_KINDS:
        dead = os.path.join(directory, f"{kind}_{pid}.db")
        if not os.path.exists(dead):
            continue
        archive = os.path.join(directory, f"{kind}_{ARCHIVE}.db")
        totals: dict[str, float] = {}
        for path in (archive, dead):
            if os.path.exists(path):
                for key, value, _timestamp, _position in MmapedDict.read_all_values_from_file(path):
                    totals[key] = totals.get(key, 0.0) + value
        partial = archive + _PARTIAL
        _allocated(partial, _archive_size(totals))
        merged = MmapedDict(partial)
        try:
            for key, value in totals.items():
                merged.write_value(key, value, 0.0)
        finally:
            merged.close()
        # Between these two calls a scrape counts the dead worker twice, for a few microseconds; the other order
        # would make the totals fall, which Prometheus reads as a counter reset.
        os.replace(partial, archive)
        os.unlink(dead)
