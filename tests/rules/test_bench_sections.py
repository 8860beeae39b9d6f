"""bench/RESULTS.md keeps what each benchmark measured: a script that writes a section of its own (bench/sections.py)
has it in the file, and bench/run_all.py, which writes the rest of the file again, keeps every such section. Among
them, `referee adjudicate --jobs 2` against `--jobs 1` by the batch's size (bench/batch_sizes.py), which says why a
second process is no faster on a box whose cores other sessions hold: with the load average, each process's time
running, waiting for a core and blocked, and the box's own ceiling beside it."""

import ast
import re
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench"
RESULTS = (BENCH / "RESULTS.md").read_text(encoding="utf-8")


def section_writers() -> dict[str, str]:
    """Each bench script that writes a section of its own: its module name and the script named in its markers."""
    found = {}
    for path in sorted(BENCH.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "attr", None) == "Section":
                found[path.stem] = node.args[0].value
    return found


def kept_by_run_all() -> set[str]:
    tree = ast.parse((BENCH / "run_all.py").read_text(encoding="utf-8"))
    (kept,) = [
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Assign) and [getattr(target, "id", None) for target in node.targets] == ["kept"]
    ]
    return {element.id for element in kept.elts}


def section(script: str) -> str:
    start = RESULTS.index(f"<!-- {script}: from here to the end marker")
    return RESULTS[start : RESULTS.index(f"<!-- end of {script} -->", start)]


def test_every_section_a_bench_script_writes_is_in_results_and_kept_by_run_all():
    writers = section_writers()
    assert "batch_sizes" in writers
    assert kept_by_run_all() == set(writers)
    for script in writers.values():
        assert section(script)


def test_the_batch_sizes_section_measures_jobs_2_at_100000_records_with_the_load_and_each_process_schedule():
    found = section("bench/batch_sizes.py")
    assert re.search(r"^\| 100,000 \| [\d,]+ \| [\d,]+ \| [\d.]+ \|", found, re.MULTILINE)
    assert re.search(r"load average was [\d., ]+ at the start of each round", found)
    assert "| records | ran | waited for a core | blocked |" in found
    assert "each in a session of its own" in found
