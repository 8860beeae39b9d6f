"""A benchmark that writes its own section of bench/RESULTS.md, between its start and end markers, so that
bench/run_all.py can write the rest of the file again and keep the section as it is."""

from pathlib import Path


def kept_section(results: Path, start_marker: str, end_marker: str) -> str:
    """The section of an existing RESULTS.md (empty if there is none), for run_all.py to keep."""
    text = results.read_text(encoding="utf-8") if results.exists() else ""
    start, end = text.find(start_marker), text.find(end_marker)
    return "\n" + text[start:end + len(end_marker)] + "\n" if 0 <= start < end else ""


def write_section(results: Path, text: str, start_marker: str, end_marker: str) -> None:
    """``text`` (the section with its markers) in place of the old section, or at the end of the file."""
    old = results.read_text(encoding="utf-8") if results.exists() else ""
    start, end = old.find(start_marker), old.find(end_marker)
    if 0 <= start < end:
        old = old[:start].rstrip("\n") + "\n" + old[end + len(end_marker):].lstrip("\n")
    results.write_text(old.rstrip("\n") + "\n\n" + text, encoding="utf-8")
