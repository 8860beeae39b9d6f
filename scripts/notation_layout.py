"""`make artifacts` writes what the TypeScript notation package (clients/notation) takes from the code itself:
layout.json, referee.notation.layout.export() (each game's record fields, their kinds and labels, its fixed table
size, actions, claim standards and reported facts); names.json, each game's name as the reader's faults quote it
("Hearts has no tag ..."); and the version in package.json, the service's (referee.__version__), as `make clients`
versions the generated clients. tests/clients/test_notation_typescript.py writes them again and compares.

    python scripts/notation_layout.py [FOLDER]   (default: clients/notation)
"""

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "clients" / "notation"


def as_json(value) -> str:
    return json.dumps(value, indent=2, ensure_ascii=False) + "\n"


def files(folder: Path = FOLDER) -> dict[str, str]:
    """Each file's name and its text, package.json's from the one in ``folder`` with the service's version."""
    import referee
    from referee.games import GAMES
    from referee.notation.layout import export

    layouts = export()
    package = json.loads((folder / "package.json").read_text(encoding="utf-8"))
    return {
        "layout.json": as_json(layouts),
        "names.json": as_json({game: GAMES[game].name for game in layouts}),
        "package.json": as_json(package | {"version": referee.__version__}),
    }


def main() -> None:
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else FOLDER
    for name, text in files(folder).items():
        destination = folder / name
        destination.write_text(text, encoding="utf-8")
        print(f"wrote {destination.relative_to(ROOT) if destination.is_relative_to(ROOT) else destination}")


if __name__ == "__main__":
    main()
