"""A benchmark that writes its own section of bench/RESULTS.md, between its start and end markers, so that
bench/run_all.py can write the rest of the file again and keep the section as it is."""

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Section:
    """The section a benchmark script (``script``, e.g. "bench/batch.py") writes."""

    script: str

    @property
    def start(self) -> str:
        return f"<!-- {self.script}: from here to the end marker; bench/run_all.py keeps it -->"

    @property
    def end(self) -> str:
        return f"<!-- end of {self.script} -->"

    def kept(self, results: Path) -> str:
        """The section of an existing RESULTS.md (empty if there is none), for run_all.py to keep."""
        text = results.read_text(encoding="utf-8") if results.exists() else ""
        start, end = text.find(self.start), text.find(self.end)
        return "\n" + text[start : end + len(self.end)] + "\n" if 0 <= start < end else ""

    def write(self, results: Path, text: str) -> None:
        """``text`` (the section with its markers) in place of the old section, or at the end of the file."""
        old = results.read_text(encoding="utf-8") if results.exists() else ""
        start, end = old.find(self.start), old.find(self.end)
        if 0 <= start < end:
            old = old[:start].rstrip("\n") + "\n" + old[end + len(self.end) :].lstrip("\n")
        results.write_text(old.rstrip("\n") + "\n\n" + text, encoding="utf-8")
