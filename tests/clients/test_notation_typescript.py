"""The record notation in TypeScript (clients/notation) against the Python notation (referee.notation), the reference.

The package is what `make notation-layout` and tsc make of it: layout.json is referee.notation.layout.export(),
names.json the games' names and package.json the service's version (scripts/notation_layout.py), and the committed
notation.js and notation.d.ts are tsc --strict's build of notation.ts. Then one node process
(tests/clients/notation-check.mjs) answers a corpus of cases Python answered first, and every answer must be
Python's: every record of the conformance files written to the same bytes and read back to the same JSON (its keys in
the same order); the docs' examples; a seeded corpus of texts broken on purpose (tokens dropped, doubled, swapped,
stray characters, bad cards, cut texts, changed case, glyphs, comments, other whitespace, astral characters), each
read to the same records and tags or refused with the same words at the same line and column; and records of the
wrong shape, refused by the writer with the same JSON Pointers and messages, and records written by hand, each text
Python writes of them read back alike. Python must answer every case: a crash of its reader or writer fails the
test. The package is installed as docs/clients.md says and its README's examples print what the README shows.
"""

import json
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

from referee.cards import CARD_LOOKUP
from referee.notation import NotationError, read, read_one, write
from referee.notation.layout import GAMES_WITH_RECORDS
from referee.rulings import InvalidRecord

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from notation_layout import files as layout_files  # noqa: E402

pytestmark = pytest.mark.once

PACKAGE = ROOT / "clients" / "notation"
NPM_BIN = ROOT / "node_modules" / ".bin"
CHECK = ROOT / "tests" / "clients" / "notation-check.mjs"
# How the package is compiled (its README says it compiles under tsc --strict; JSON modules for layout.json).
BUILD = [
    "--strict",
    "--target",
    "ES2022",
    "--module",
    "NodeNext",
    "--moduleResolution",
    "NodeNext",
    "--resolveJsonModule",
    "--declaration",
]
DOCS_CHECKOUT = "/path/to/referee"
SEED = 44
CORRUPTED_TEXTS = 1500
BROKEN_RECORDS = 600


def run(command: list, cwd: Path = ROOT) -> subprocess.CompletedProcess:
    finished = subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=300)
    assert finished.returncode == 0, f"{command[0]} failed:\n{finished.stdout}\n{finished.stderr}"
    return finished


def tsc() -> str:
    assert (NPM_BIN / "tsc").exists(), "the npm tools are missing: run `npm ci` (make test does)"
    return str(NPM_BIN / "tsc")


# The package's files.


def test_layout_names_and_version_are_what_make_notation_layout_writes():
    for name, text in layout_files().items():
        committed = (PACKAGE / name).read_text(encoding="utf-8")
        assert committed == text, f"clients/notation/{name} is stale: run `make notation-layout` (or make artifacts)"


def test_the_package_is_versioned_as_the_generated_typescript_client():
    def version(folder: str) -> str:
        return json.loads((ROOT / "clients" / folder / "package.json").read_text(encoding="utf-8"))["version"]

    assert version("notation") == version("typescript")


@pytest.fixture(scope="module")
def build(tmp_path_factory) -> Path:
    """notation.ts compiled afresh, outside the checkout."""
    folder = tmp_path_factory.mktemp("notation-build")
    run([tsc(), *BUILD, "--outDir", str(folder), str(PACKAGE / "notation.ts")])
    return folder


@pytest.mark.parametrize("name", ["notation.js", "notation.d.ts"])
def test_the_committed_build_is_what_tsc_makes_of_notation_ts(build, name):
    assert (PACKAGE / name).read_bytes() == (build / name).read_bytes(), (
        f"clients/notation/{name} is not tsc's build of notation.ts: compile it again "
        f"(tsc {' '.join(BUILD)} clients/notation/notation.ts)"
    )


# The corpus: each case with what Python answers.


def conformance_records() -> list[tuple[str, str, dict]]:
    found = []
    for path in sorted((ROOT / "conformance").glob("*/*.jsonl")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            case = json.loads(line)
            found.append((f"{path.relative_to(ROOT)}:{number}", case["game"], case["record"]))
    return found


def docs_examples() -> list[str]:
    return re.findall(r"```rrn\n(.*?)```", (ROOT / "docs" / "notation.md").read_text(encoding="utf-8"), re.S)


def compact(value) -> str:
    return json.dumps(value, separators=(",", ":"))


def read_case(case_id: str, op: str, text: str, game: str | None = None) -> dict:
    """A reading case and Python's answer: the records (compact JSON) or the fault. Any other exception propagates:
    the Python reader must not crash."""
    try:
        notated = read(text, game) if op == "read" else [read_one(text, game)]
    except NotationError as error:
        expect = {"error": {"message": error.message, "line": error.line, "column": error.column}}
    else:
        expect = {"records": compact([{"game": n.game, "record": n.record, "tags": n.tags} for n in notated])}
    return {"id": case_id, "op": op, "text": text, "game": game, "expect": expect}


def write_case(case_id: str, game, record, tags=None) -> dict:
    try:
        expect = {"text": write(game, record, tags)}
    except InvalidRecord as error:
        expect = {"errors": [list(pair) for pair in error.errors]}
    return {"id": case_id, "op": "write", "game": game, "record": record, "tags": tags, "expect": expect}


# Tags for people, written with some records: quotes and backslashes escaped, and X- tags.
PEOPLE_TAGS = {"X-Table": "7", "Event": 'Club "night" \\ 2', "Date": "2026.11.29", "Names": "Ann, Bo, Cy, Di"}


def conformance_cases() -> list[dict]:
    cases = []
    for index, (where, game, record) in enumerate(conformance_records()):
        tags = PEOPLE_TAGS if index % 10 == 0 else None
        written = write_case(f"conformance {where} write", game, record, tags)
        assert "text" in written["expect"], f"Python refuses to write {where}: {written['expect']}"
        read = read_case(f"conformance {where} read", "read_one", written["expect"]["text"])
        read["record"] = record
        cases += [written, read]
    return cases


def docs_cases() -> list[dict]:
    cases = []
    for index, text in enumerate(docs_examples()):
        for op in ("read", "read_one"):
            cases.append(read_case(f"docs example {index} {op}", op, text))
        notated = read_one(text)
        cases.append(write_case(f"docs example {index} written", notated.game, notated.record, notated.tags))
    return cases


# Texts broken on purpose.

BAD_CARDS = ["1H", "ZZ", "11S", "AX", "A", "10", "TT", "♥A", "1♥", "Ah!", "AHS", "0S", "J", "QQQ", "é1"]
STRAY = '{}"[]:.;'
TAG_NAMES = ["Dealr", "dealer", "hand_number", "HAND-NUMBER", "Game", "Hands", "Event", "x-mine", "X-Mine", "Names"]
TAG_NAMES += ["Plays", "GAME", "Trump", "players", "Passing", "for_seat", "Seat", "Turned", "Sides", "ScoresBefore"]
TAG_VALUES = ["x", "-1", " 3 ", "٣", "-", "yes", "NO", "True", "QS", "10♥", "0 2, 1 3", "0 2,,1 3", "", "4", "0"]
TAG_VALUES += ['a\\"b', "a\\\\b", "12 0 7 3", " - ", "h", "♦", "1_000", "+1", "9999999", "hearts", "s"]
# Numbers of 18 digits and of 19 (no number), sides with an empty one.
TAG_VALUES += ["100000000000000000", "-1234567890123456789", "4" * 5000, "0 2, 1 3,", ", 0", "2 , , 3"]
SECTION_NAMES = ["plays", "PLAYS", "Play", "Actions", "Hands", "Bids", "Stock", "Claim", "Reported", "Discards"]
SECTION_NAMES += ["Passes", "Deck", "hands", "Dealer", "Xyz", "Hand"]
SECTIONS = [
    "\nClaim\n0: best-play conceded AS KS\n",
    "\nClaim\n1: contested -\n",
    "\nClaim\n2:stated-line 2C\n",
    "\nReported\n2. 1: exposure AS\n3. 0: EXPOSURE 10♥\n",
    "\nReported\n0. 1: exposure AS\n",
    "\nBids\n1: 20 pass hold 25 0: -5\n",
    "\nBids\n3: 1 2: pass 3: 4 0: pass\n",
    "\nDiscards\n1: 2C takes 3D\n2: -\n0: 4H 5H TAKES -\n",
    "\nActions\n0: rob 2C\n1. 0: 9D 8D 6D 3D\n1: announce 2: dealer-rob TD 2: dealer-keep\n",
    "\nStock\n2S 3S -\n",
    "\nDeck\n-\n",
    "\nPasses\n0: 2C 3C 4C\n1: -\n",
]
WHITESPACE = ["\x1c", "\x1f", "\x85", "\xa0", "\u2028", "\u3000", "\ufeff", "\t", "\r\n", "\r", "\x0b", "  \n\n"]
ODD = ["🂡", "𝔸", "\ud83c", "\u200b", "\x00", "é", "́", "\u202e", "ǅ", "ß", "İ", "Σ"]
COMMENTS = ["; a note ♥ 🂡", "{ a comment }", "{ over\ntwo lines }", "{ never closed", "{}", ";", "{ 0: AS }", "{🂡}"]
# Before a fault on its line, these move its column by one character each, by two UTF-16 units each.
ASIDES = ["{🂡}", "{𝔸𝔸 \ud83c}", "{♥}", "{\u0301}"]

CHUNK = re.compile(r"\S+")


def _chunks(text: str) -> list:
    return list(CHUNK.finditer(text))


def _replace(text: str, match, new: str) -> str:
    return text[: match.start()] + new + text[match.end() :]


def _one_of(matches, rng):
    return rng.choice(matches) if matches else None


def _delete(text, rng, others):
    found = _chunks(text)
    return _replace(text, rng.choice(found), "") if found else text


def _duplicate(text, rng, others):
    found = _chunks(text)
    if not found:
        return text
    match = rng.choice(found)
    return _replace(text, match, f"{match.group()} {match.group()}")


def _swap(text, rng, others):
    found = _chunks(text)
    if len(found) < 2:
        return text
    index = rng.randrange(len(found) - 1)
    first, second = found[index], found[index + 1]
    return (
        text[: first.start()]
        + second.group()
        + text[first.end() : second.start()]
        + first.group()
        + text[second.end() :]
    )


def _insert(text, rng, what: str) -> str:
    at = rng.randrange(len(text) + 1)
    return text[:at] + what + text[at:]


def _stray(text, rng, others):
    return _insert(text, rng, rng.choice(STRAY))


def _cards_in(text):
    return [match for match in _chunks(text) if match.group() in CARD_LOOKUP]


def _bad_card(text, rng, others):
    match = _one_of(_cards_in(text), rng)
    return _replace(text, match, rng.choice(BAD_CARDS)) if match else text


def _cut(text, rng, others):
    return text[: rng.randrange(len(text) + 1)]


def _case(text, rng, others):
    change = rng.choice([str.upper, str.lower, str.swapcase, str.title])
    if rng.random() < 0.2:
        return change(text)
    found = _chunks(text)
    if not found:
        return text
    match = rng.choice(found)
    return _replace(text, match, change(match.group()))


GLYPHS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def _glyph(card: str, rng) -> str:
    rank, suit = card[:-1], card[-1]
    rank = "10" if rank in "Tt" and rng.random() < 0.5 else rank
    suit = GLYPHS.get(suit.upper(), suit) if rng.random() < 0.7 else suit.lower()
    return (rank.lower() if rng.random() < 0.3 else rank) + suit


def _glyphs(text, rng, others):
    cards = _cards_in(text)
    if not cards:
        return text
    chosen = cards if rng.random() < 0.3 else [rng.choice(cards)]
    for match in sorted(chosen, key=lambda match: -match.start()):
        text = _replace(text, match, _glyph(match.group(), rng))
    return text


def _comment(text, rng, others):
    comment = rng.choice(COMMENTS)
    lines = text.split("\n")
    at = rng.randrange(len(lines))
    if comment.startswith(";"):
        lines[at] += " " + comment
        return "\n".join(lines)
    found = _chunks(text)
    if not found:
        return text + comment
    match = rng.choice(found)
    spacing = rng.choice(["", " "])
    return text[: match.end()] + spacing + comment + spacing + text[match.end() :]


def _whitespace(text, rng, others):
    spaces = [match for match in re.finditer(r"\s+", text)]
    new = rng.choice(WHITESPACE)
    if spaces and rng.random() < 0.7:
        return _replace(text, rng.choice(spaces), new)
    return _insert(text, rng, new)


def _odd(text, rng, others):
    odd = rng.choice(ODD) * rng.choice([1, 1, 2, 30])
    if rng.random() < 0.5:
        return _insert(text, rng, odd)
    found = _chunks(text)
    if not found:
        return text + odd
    match = rng.choice(found)
    return _replace(text, match, rng.choice([odd, match.group() + odd, odd + match.group()]))


def _aside_then_break(text, rng, others):
    """A comment of astral characters, then a fault after it on its line."""
    found = _chunks(text)
    if not found:
        return text
    match = rng.choice(found)
    broken = rng.choice([*BAD_CARDS, *STRAY, "Xyz", '[Dealr "3"]'])
    return _replace(text, match, f"{rng.choice(ASIDES)} {match.group()} {rng.choice(ASIDES)}{broken}")


def _label(text, rng, others):
    labels = [match for match in _chunks(text) if re.fullmatch(r"[0-9]+[:.]", match.group())]
    match = _one_of(labels, rng)
    if not match:
        return text
    label = match.group()
    number, mark = label[:-1], label[-1]
    choice = rng.randrange(5)
    if choice == 0:
        return _replace(text, match, number + rng.choice([" ", "\t", "  ", " \t"]) + mark)
    if choice == 1:
        following = re.compile(r"\s+").match(text, match.end())
        return text[: match.end()] + text[following.end() :] if following else text
    if choice == 2:
        return _replace(text, match, str(int(number) + rng.choice([1, -1, 2, 10])) + mark)
    if choice == 3:
        numbers = ["0", "9", "64", "12345678", "007", "100000000000000000", "1234567890123456789", "9" * 5000]
        return _replace(text, match, rng.choice(numbers) + mark)
    return _replace(text, match, number + ("." if mark == ":" else ":"))


TAG = re.compile(r'\[([A-Za-z][A-Za-z0-9_-]*) "((?:[^"\\\r\n]|\\["\\])*)"\]')


def _tag(text, rng, others):
    match = _one_of(list(TAG.finditer(text)), rng)
    if not match:
        return text
    name, value = match.groups()
    choice = rng.randrange(7)
    if choice == 0:
        return _replace(text, match, f'[{rng.choice(TAG_NAMES)} "{value}"]')
    if choice == 1:
        return _replace(text, match, f'[{name} "{rng.choice(TAG_VALUES)}"]')
    if choice == 2:
        return _replace(text, match, match.group() + rng.choice(["", " ", "\n"]) + match.group())
    if choice == 3:
        broken = rng.choice([f'[{name} "{value}"', f'[{name} "{value}]', f'{name} "{value}"]', f"[{name} {value}]"])
        return _replace(text, match, broken)
    if choice == 4:
        spaced = rng.choice([f'[ {name}  "{value}" ]', f'[{name}"{value}"]', f'[\n{name}\t"{value}"\n]'])
        return _replace(text, match, spaced)
    if choice == 5:
        return _replace(text, match, "") + f"\n{match.group()}\n"
    return _replace(text, match, f'[{name} "{rng.choice(["chess", *GAMES_WITH_RECORDS])}"]')


def _section_name(text, rng, others):
    names = [match for match in _chunks(text) if match.group()[:1].isalpha() and match.group().isalpha()]
    match = _one_of(names, rng)
    return _replace(text, match, rng.choice(SECTION_NAMES)) if match else text


def _section(text, rng, others):
    return text + rng.choice(SECTIONS)


def _join(text, rng, others):
    return text + rng.choice(["", "\n", " "]) + rng.choice(others)


OPERATIONS = [
    _delete,
    _duplicate,
    _swap,
    _stray,
    _bad_card,
    _cut,
    _case,
    _glyphs,
    _comment,
    _whitespace,
    _odd,
    _aside_then_break,
    _label,
    _tag,
    _section_name,
    _section,
    _join,
]

FLOATS = [1e-05, 0.0001, -0.00012, 12345.5, 1500000000000000.5, 1.5e-300, 0.1, 123456.789, -2.5e-7, 3.14159]
BIDS = [None, 20, -5, 0, "hold", "héllo", "Héllo", "ǆ", "ǅ", "straße", "ΣΑΣ", "hold2", "pass", "", "it's", True, 1.5]
# Words that name a section (of the game or not), numbers of 18 and 19 digits.
BIDS += ["plays", "bids", "hands", "claim", "reported", "passes", "stock", "discards", "actions", "Plays", "ｐlays"]
BIDS += [10**17, -(10**17), 10**18]

# Texts written by hand: the edges of the grammar.
HAND_WRITTEN = [
    "",
    "   \n\t ",
    "[",
    "]",
    '"',
    "{",
    "; only a comment",
    "{ only a comment }",
    '[Game "hearts"',
    '[Game "hearts"]',
    '[Game "chess"]',
    '[Game "hearts"][Game "hearts"]',
    '[Game "hearts"] [Players "4"] [Players "4"]',
    '[Game "hearts"] [Event "a"] [event "b"]',
    '[Game "hearts"]\nPlays\n1. 0: 2C 1: 3C',
    '[Game "hearts"] [Players "3"]\nPlays\n2. 0: 2C',
    '[Game "hearts"]\nPlays\n0: 2C 3C',
    '[Game "hearts"] [Players "0"]\nPlays\n0: 2C 3C',
    '[Game "hearts"]\nHands\n1: 2C',
    '[Game "hearts"]\nHands\n0: 2C\n0: 3C',
    '[Game "hearts"]\nHands\n0 : 2C 1\t: - 2:3C',
    '[Game "hearts"]\nHands Hands',
    '[Game "hearts"]\n[Dealer "0"]\nHands\n0: 2C\n[Dealer "1"]',
    '[Game "hearts"] Dealer',
    '[Game "hearts"] "loose"',
    '[Game "hearts"] [1bad "x"]',
    '[Game "hearts"] [Dealer x]',
    '[Game "hearts"] [Dealer "x" y]',
    '[Game "hearts"] [Dealer "unclosed]\n',
    '[Game "hearts"] [Game_ "hearts"]',
    '[game "hearts"]',
    '[Event "x"] [Game "hearts"]',
    '[Game "forty-five"]\nActions\n0: rob',
    '[Game "forty-five"]\nActions\n0: rob 2C 1: 3C',
    '[Game "forty-five"]\nActions\n0:',
    '[Game "forty-five"] [Players "4"]\nActions\n1. 0: 2C 3C 4C 5C 2. 3: rob 6C 7C',
    '[Game "hearts"]\nReported\n1. 0: exposure',
    '[Game "hearts"]\nReported\n1. 0: revoke AS',
    '[Game "hearts"]\nClaim\nbest-play',
    '[Game "hearts"]\nClaim\n0: worst-play',
    '[Game "hearts"]\nClaim\n0: best-play best-play',
    '[Game "auction-hearts"]\nBids\npass',
    '[Game "auction-hearts"]\nBids\n0: 1.5',
    '[Game "auction-hearts"]\nBids\n0: -0 007 PASS Hold',
    '[Game "auction-forty-fives"]\nDiscards\n0: 2C takes\n1: 3C takes 4C 5C x',
    '[Game "auction-forty-fives"]\nDiscards\n2C',
    '[Game "california-jack"]\nStock\n2S 3S x',
    '[Game "hearts"] [Sides "0 2, 1 3"]',
    '[Game "forty-five"] [Sides "0 2,, 1 3"] [ScoresBefore " 1,2 "] [Turned " 10♥ "]',
    '[Game "auction-hearts"] [PenaltySuit "♠"] [PreviousBidder "-"] [JackpotDeal "TRUE"]',
    '[Game "hearts"] [GameTo " - "] [NoPointsFirstTrick "Yes"] [QueenOfSpades "-0"]',
    '[Game "hearts"] [Dealer "\u0663"] ',
    '[Game "hearts"] [X-Note "🂡🂡🂡"]\nPlays\n1. 0: 🂡',
    '[Game "hearts"] [Event "\\"quoted\\" and \\\\"]',
    '[Game "hearts"] [X-Long "' + "x" * 40 + '"] ' + "y" * 40,
    '🂡\n𝔸𝔸 [Game "hearts"] 1H',
    '[Game "hearts"]\n\ufeffHands',
    '[Game "hearts"]\x1cHands\x1d0:\x1e2C\x1f',
    '[Game "hearts"]\x85Hands\u20280: 2C',
    '[Game "hearts"]\nHands\n0: 2C\r\n1: 3C\r\n',
    '[Game "hearts"]\nPlays\n1. 0:JC KC 7C 3C 2.1:AC',
    '[Game "hearts"]\nPlays\n1. 0: JC 2: 7C',
    '[Game "hearts"]\nPlays\n1. 0: JC KC 7C 3C\n3. 1: AC',
    '[Game "hearts"]\nPlays\n1. 0: JC KC 7C\n2. 1: AC',
    '[Game "hearts"]\n\nHands\n0: 3S\n\n[Game "forty-five"]\nActions\n0: rob 2C',
    '[Game "hearts"] [X-Note "🂡🂡"] [Dealr "3"]',
    '[Game "hearts"] {🂡🂡} 1H',
    '[Game "hearts"]\nHands\n0: 2C {𝔸} 3C 1H',
    '[Game "hearts"]\nHands\n0: 2C 🂡 3C',
    '[Game "auction-hearts"]\nBids\n0: héllo Straße ǅx 𝔸b PASS Ünd ΣΑΣ İx\n',
    '[Game "auction-hearts"]\nBids\n0: ｈold\nＰlays\nPlays',
    '[Game "auction-hearts"]\nBids\n0: hold2',
    '[Game "hearts"]\nPlaysé',
    '[Game "hearts"]\néPlays',
    '[Game "hearts"] [X-Ünïcode "x"]',
    '[Game "hearts"] [Event "🂡"] [Event "x"]',
    '[Game "hearts"]\n; 🂡\n{🂡\n🂡} [Dealr "3"]',
    '[Game "hearts"] [Dealer "\ufeff3"]',
    '[Game "hearts"] [Dealer "\x1c3\x85"] [GameTo "\u3000-\xa0"] [NoPointsFirstTrick "\x1fyes"]',
    '[Game "forty-five"] [ScoresBefore "1\x1c2\x853"] [Sides "0\u20282, 1 3"] [Turned "\x1dAH\x1e"]',
    '[Game "forty-five"] [ScoresBefore "1\ufeff2"]',
    # A labelled seat past the table is kept as written, the cards after it in its run go round the table from it.
    '[Game "hearts"] [Players "4"]\nPlays\n1. 9: 2C 3C 4C 5C\n2. 6: 6C 1: 7C 2: 8C 64: 9C',
    '[Game "hearts"] [Players "3"]\nHands\n0: -\nPlays\n1. 3: 2C 3C 4C\n2. 0007: 5C\nClaim\n5: 6C',
    '[Game "forty-five"] [Players "4"]\nActions\n5: rob 2C 1. 7: 3C 4C 5C 6C\n2. 4: announce 8: 7C dealer-keep',
    '[Game "auction-hearts"] [Players "4"]\nBids\n6: 20 pass 9: hold\nPlays\n1. 100000000000000000: 2C 3C',
    '[Game "california-jack"]\nPlays\n1. 2: 2C 3C 2. 5: 4C',
    '[Game "auction-forty-fives"] [Players "2"]\nDiscards\n7: 2C takes 3C\nReported\n1. 9: exposure AS',
    # Numbers have at most 18 digits (compared where a double holds them exactly: JavaScript's numbers).
    '[Game "hearts"] [Dealer "100000000000000000"] [ScoresBefore "-100000000000000000, 123456789012345680"]',
    '[Game "hearts"] [Dealer "1234567890123456789"]',
    '[Game "hearts"] [ScoresBefore "0 1234567890123456789"]',
    '[Game "hearts"] [GameTo "-1000000000000000000"]',
    '[Game "hearts"] [Dealer "' + "7" * 5000 + '"]',
    '[Game "hearts"]\nHands\n1234567890123456789: 2C',
    '[Game "hearts"]\nHands\n' + "0" * 5000 + ": 2C",
    '[Game "hearts"] [Players "4"]\nPlays\n1234567890123456789. 0: 2C',
    '[Game "hearts"] [Players "4"]\nPlays\n1. ' + "9" * 5000 + ": 2C",
    '[Game "hearts"]\nReported\n1234567890123456789. 0: exposure AS',
    '[Game "hearts"]\nReported\n100000000000000001. 100000000000000000: exposure AS',
    '[Game "hearts"]\nClaim\n1234567890123456789: best-play',
    '[Game "auction-hearts"]\nBids\n0: 1234567890123456789',
    '[Game "auction-hearts"]\nBids\n0: -100000000000000000 100000000000000000 -1234567890123456789',
    '[Game "auction-forty-fives"]\nDiscards\n1234567890123456789 : 2C',
    # Seats counted round the table, and the numbers faults name, exact (as Python's int) past 2 ** 53.
    '[Game "hearts"] [Players "100000000000000000"]\nPlays\n1. 100000000000000000: 2C 3C',
    '[Game "hearts"] [Players "3"]\nPlays\n1. 100000000000000000: 2C 3C 4C 2. 100000000000000000: 5C 6C 7C',
    '[Game "auction-hearts"] [Players "3"]\nBids\n100000000000000000: 1 2 3',
    '[Game "hearts"] [Players "123456789012345678"]\nPlays\n1. 0: 2C 2. 1: 3C',
    '[Game "hearts"] [Players "4"]\nPlays\n123456789012345678. 0: 2C',
    '[Game "hearts"]\nHands\n123456789012345678: 2C',
    '[Game "hearts"] [Players "4"]\nPlays\n1. 123456789012345678: 2.',
    '[Game "forty-five"]\nActions\n999999999999999999: 2.',
    '[Game "hearts"]\nReported\n100000000000000001. 0: exposure AS',
    # A side of no seats.
    '[Game "forty-five"] [Sides "0 2, 1 3,"]',
    '[Game "forty-five"] [Sides ", 0 2"]',
    '[Game "forty-five"] [Sides ","]',
    '[Game "forty-five"] [Sides " \t"]',
    '[Game "forty-five"] [Sides "0 2,\xa0, 1 3"]',
    '[Game "forty-five"] [Sides "0 2, x,"]',
    # A word that names a section ends the bids.
    '[Game "auction-hearts"]\nBids\n0: 20 plays 1. 1: 2C',
    '[Game "auction-forty-fives"]\nBids\n0: 20 DISCARDS 1: 2C\nBids',
    # Own tags begin X- in any case.
    '[Game "hearts"] [x-note "a"] [X-note "b"] [X-NOTE "c"] [x- ""]',
    '[Game "hearts"] [x-a "1"] [x-a "2"]',
    '[Game "hearts"] [x "1"]',
    '[Game "hearts"] [xy-z "1"]',
    '[Game "hearts"] [x_note "1"]',
]


def _plays(*pairs: tuple[int, str], typed: bool = False) -> list[dict]:
    return [
        {"type": "play", "seat": seat, "card": card} if typed else {"seat": seat, "card": card} for seat, card in pairs
    ]


ROB = {"type": "rob", "seat": 5, "discard": "2C"}  # by a seat past a table of four

# Records written by hand, for the writer (with tags where a third item gives them): bids as words, Python's repr of
# what it quotes. Each one Python writes is read back too.
HAND_WRITTEN_RECORDS = [
    *(("auction-hearts", {"players": 4, "bids": [{"seat": 0, "bid": bid}]}) for bid in BIDS),
    *(("auction-forty-fives", {"bids": [{"seat": 1, "bid": bid}]}) for bid in ["discards", "stock", "hold", "hands"]),
    ("hearts", {"claim": {"seat": 0, "standard": "it's"}}),
    ("hearts", {"claim": {"seat": 0, "standard": ["it's", 'say "hi"', "both ' and \"", "\\"]}}),
    ("hearts", {"claim": {"seat": {"it's": [1.5, None, True]}}}),
    # Floats as Python writes them (not those JavaScript cannot tell from an integer: 2.0, -0.0, 1e300).
    *(("hearts", {"claim": {"seat": number}}) for number in FLOATS),
    ("hearts", {"dealer": "\x7f\x80\xa0\xad\u0378\U000e0001\ud800 🂡"}),
    ("hearts", {"dealer": ["\x7f\x80\xa0\xad\u0378\U000e0001\ud800 🂡"]}),
    ("hearts", {"plays": [{"seat": 0, "card": "10♥"}, {"seat": 2, "card": "t♣"}], "players": 3}),
    ("forty-five", {"actions": [{"type": "rob", "discard": "2C"}, {"type": "announce", "seat": 1}]}),
    ("forty-five", {"players": 4, "actions": [{"type": "play", "seat": 3, "card": "2C"}, {"type": "dealer-keep"}]}),
    ("forty-five", {"actions": [{"type": 7}]}),
    ("forty-five", {"actions": [{"type": None}]}),
    ("auction-forty-fives", {"discards": [{"seat": 1, "cards": [], "takes": ["2C"]}, {"seat": 0, "cards": ["AS"]}]}),
    ("hearts", {"reported": [{"type": "exposure", "seat": 1, "card": "as", "trick": 0}]}),
    ("hearts", {"reported": [{"type": "exposure", "seat": -1, "card": "ZZ", "trick": 0}]}),
    ("hearts", {"hands": [[], ["2C"]], "passes": [[]], "hand_number": 2**53 - 1, "game_to": None}),
    # An action type that is not text (a list or object is no key Python can look up).
    ("forty-five", {"actions": [{"type": ["rob"], "discard": "2C"}]}),
    ("forty-five", {"actions": [{"type": {"rob": "2C"}}]}),
    ("forty-five", {"actions": [{"type": True}]}),
    ("forty-five", {"actions": [{"type": "Rob", "discard": "2C"}]}),
    # Seats past the table, written as given and read back so.
    ("hearts", {"players": 4, "plays": _plays((9, "2C"), (2, "3C"), (3, "4C"), (4, "5C"), (6, "6C"))}),
    ("hearts", {"players": 3, "claim": {"seat": 5}}),
    ("hearts", {"players": 3, "reported": [{"type": "exposure", "seat": 7, "card": "AS", "trick": 0}]}),
    ("forty-five", {"players": 4, "actions": [ROB, *_plays((7, "3C"), (0, "4C"), (9, "5C"), (2, "6C"), typed=True)]}),
    (
        "auction-hearts",
        {"players": 4, "bids": [{"seat": seat, "bid": bid} for seat, bid in [(6, 20), (3, None), (8, 1)]]},
    ),
    ("california-jack", {"plays": _plays((2, "2C"), (1, "3C"), (5, "4C"))}),
    ("auction-forty-fives", {"players": 2, "discards": [{"seat": 7, "cards": ["2C"], "takes": ["3C"]}]}),
    # Numbers of 18 digits are read back; of 19, written but refused when read back.
    ("hearts", {"dealer": 10**17, "scores_before": [-(10**17), 0], "plays": [{"seat": 10**17, "card": "2C"}]}),
    ("hearts", {"dealer": 10**18}),
    ("hearts", {"scores_before": [1, -(10**18)]}),
    ("hearts", {"claim": {"seat": 10**18}}),
    ("hearts", {"reported": [{"type": "exposure", "seat": 0, "card": "AS", "trick": 10**18}]}),
    ("hearts", {"reported": [{"type": "exposure", "seat": 10**17, "card": "AS", "trick": 10**17}]}),
    ("auction-hearts", {"bids": [{"seat": 0, "bid": -(10**18)}]}),
    # Seats counted round the table exactly (as Python's int), past 2 ** 53.
    ("hearts", {"players": 4, "plays": _plays((10**17, "2C"), (1, "3C"), (10**17, "4C"))}),
    ("hearts", {"players": 10**17, "plays": _plays((10**17, "2C"), (1, "3C"), (0, "4C"))}),
    ("forty-five", {"players": 3, "actions": [{"type": "announce", "seat": 10**17}, *_plays((2, "2C"), typed=True)]}),
    # Sides: none, or a side of no seats (refused).
    ("forty-five", {"sides": []}),
    ("forty-five", {"sides": [[0, 2], []]}),
    # Own tags begin X- in any case, and follow the descriptive ones in the order given.
    ("hearts", {"dealer": 0}, {"x-table": "7", "X-b": "1", "Event": "e", "X-": "", "x-": "lower"}),
    ("hearts", {"dealer": 0}, {"x": "1"}),
    ("hearts", {"dealer": 0}, {"xylophone": "1"}),
    ("hearts", {"dealer": 0}, {"\u0445-cyrillic": "1"}),
    ("hearts", {"dealer": 0}, {"\uff58-fullwidth": "1"}),
    ("hearts", {"dealer": 0}, {"x_under": "1"}),
]


def corrupted_cases(bases: list[tuple[str, str]]) -> list[dict]:
    """Seeded: each base text broken by one to three operations, read as a file (read) or as one record (read_one),
    for any game, its own or another."""
    rng = random.Random(SEED)
    texts = [text for _, text in bases]
    cases = []
    for index in range(CORRUPTED_TEXTS):
        game, text = rng.choice(bases)
        for _ in range(rng.choice([1, 1, 2, 3])):
            text = rng.choice(OPERATIONS)(text, rng, texts)
        op = rng.choice(["read", "read_one"])
        asked = rng.choice([None, None, game, rng.choice(GAMES_WITH_RECORDS)])
        cases.append(read_case(f"corrupted {index}", op, text, asked))
    for index, text in enumerate(HAND_WRITTEN):
        for op in ("read", "read_one"):
            cases.append(read_case(f"hand-written {index} {op}", op, text))
    return cases


# Records of the wrong shape, for the writer.

BAD_VALUES = [None, -1, "x", True, False, 1.5, [], {}, "ZZ", "1h", "th", "10♥", [1], {"a": 1}, "pass", "Hold", "rob"]
BAD_VALUES += ["", "a\nb", "\x00x", "🂡" * 30, 0, 3, "exposure", "best-play", [[0, 2], [1, 3]], [[]], [0, "1"], ["AS"]]
BAD_VALUES += ["it's", 'say "hi"', "both ' and \"", "tab\there", "\x7f\x85\xa0\u200b", -2.5, 1e-7, 0.1, 123456.789]
BAD_VALUES += ["héllo", "Héllo", "ǆ", "ǅ", "straße", "ΣΑΣ", "hold2", {"k": [None, True, 1.5, "v"]}]
BAD_VALUES += ["plays", "claim", "discards", 10**17, 10**18, -(10**18), ["rob"], {"rob": "2C"}]
BAD_TAGS = [None, {}, [], "x", {"Event": "a\nb"}, {"Foo": "x"}, {"X-a": 1}, {"Event": "ok", "X-b": "fine", "Date": "d"}]
BAD_TAGS += [{"X-z": "1", "Result": "2-1", "event": "x"}, {"Event": "\ud800"}]
BAD_TAGS += [{"x-low": "1", "Event": "e", "X-up": "2"}, {"x-z": "a\nb"}, {"xx": "1"}]


def _paths(value, path=()):
    """Every path into a JSON value, the value's own first."""
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _paths(item, (*path, index))


def _set(record, path, value):
    record = json.loads(json.dumps(record))
    target = record
    for part in path[:-1]:
        target = target[part]
    target[path[-1]] = value
    return record


def _delete_at(record, path):
    record = json.loads(json.dumps(record))
    target = record
    for part in path[:-1]:
        target = target[part]
    del target[path[-1]]
    return record


def broken_record_cases(records: list[tuple[str, str, dict]], readings: list[dict]) -> list[dict]:
    """Seeded: records with a value, key or field changed; the tags, game and table size too. The records written by
    hand, and each text Python writes of them read back. Also every record the corrupted texts read to, written back.
    Any exception but InvalidRecord propagates: the Python writer must not crash."""
    rng = random.Random(SEED + 1)
    cases = []

    def add(case_id, game, record, tags=None):
        cases.append(write_case(case_id, game, record, tags))

    for index in range(BROKEN_RECORDS):
        where, game, record = rng.choice(records)
        paths = [path for path in _paths(record) if path]
        choice = rng.randrange(8)
        tags = None
        if choice <= 2:
            record = _set(record, rng.choice(paths), rng.choice(BAD_VALUES))
        elif choice == 3:
            path = rng.choice(paths)
            if isinstance(path[-1], str):
                record = _delete_at(record, path)
            elif isinstance(_get(record, path), dict):
                record = _set(record, path, {**_get(record, path), "extra": 1})
            else:
                record = _set(record, path, rng.choice(BAD_VALUES))
        elif choice == 4:
            record = {**record, rng.choice(["nonsense", "Hands", "trump", "plays", "actions"]): rng.choice(BAD_VALUES)}
        elif choice == 5:
            tags = rng.choice(BAD_TAGS)
        elif choice == 6:
            game = rng.choice(["chess", "", *GAMES_WITH_RECORDS])
        else:
            record = {**record, "players": rng.choice([0, -1, None, 2, 3, 7, True, "4"])}
        add(f"broken record {index} ({where})", game, record, tags)
    for index, (game, record, *tags) in enumerate(HAND_WRITTEN_RECORDS):
        add(f"hand-written record {index}", game, record, *tags)
        if "text" in cases[-1]["expect"]:
            cases.append(read_case(f"read back hand-written record {index}", "read_one", cases[-1]["expect"]["text"]))
    for case in readings:
        if "records" in case["expect"]:
            for number, notated in enumerate(json.loads(case["expect"]["records"])):
                add(f"{case['id']} written back {number}", notated["game"], notated["record"], notated["tags"])
    return cases


def _get(record, path):
    for part in path:
        record = record[part]
    return record


@pytest.fixture(scope="module")
def checked(tmp_path_factory) -> dict:
    """The corpus, and what the committed package answered: {cases, checked, mismatches}."""
    records = conformance_records()
    cases = conformance_cases() + docs_cases()
    by_game = {}
    for _, game, record in records:
        by_game.setdefault(game, []).append(record)
    # The texts broken: a few records of each game, with people's tags on some, and the docs' examples.
    bases = []
    for game, found in by_game.items():
        for index, record in enumerate(found[:: max(1, len(found) // 12)][:12]):
            bases.append((game, write(game, record, PEOPLE_TAGS if index % 3 == 0 else None)))
    bases += [(read_one(text).game, text) for text in docs_examples()]
    readings = corrupted_cases(bases)
    written = broken_record_cases(records, readings)
    cases += readings + written
    corpus = tmp_path_factory.mktemp("notation-corpus") / "corpus.jsonl"
    corpus.write_text("".join(json.dumps(case) + "\n" for case in cases), encoding="utf-8")
    output = run(["node", str(CHECK), str(PACKAGE), str(corpus)]).stdout
    return {"cases": cases, **json.loads(output)}


def mismatches(checked: dict, prefix: str) -> list:
    return [mismatch for mismatch in checked["mismatches"] if mismatch["id"].startswith(prefix)]


def count(checked: dict, prefix: str) -> int:
    return sum(case["id"].startswith(prefix) for case in checked["cases"])


def test_every_conformance_record_is_written_and_read_back_as_python_does(checked):
    assert count(checked, "conformance ") == 2 * len(conformance_records()) >= 2000
    assert mismatches(checked, "conformance ")[:5] == []


def test_the_docs_examples_are_read_and_written_as_python_does(checked):
    assert count(checked, "docs example ") == 3 * len(docs_examples()) >= 18
    assert mismatches(checked, "docs example ")[:5] == []


def test_broken_texts_are_read_or_refused_as_python_does(checked):
    readings = [
        case
        for case in checked["cases"]
        if case["id"].startswith(("corrupted ", "hand-written ")) and case["op"] != "write"
    ]
    refused = [case for case in readings if "error" in case["expect"]]
    # The corpus is broken enough to be refused mostly, not always: both outcomes are compared.
    assert len(readings) == CORRUPTED_TEXTS + 2 * len(HAND_WRITTEN)
    assert len(readings) / 2 < len(refused) < len(readings) - 100
    assert len({(case["expect"]["error"]["message"].split(",")[0]) for case in refused}) > 40
    assert mismatches(checked, "corrupted ")[:5] == []
    assert mismatches(checked, "hand-written ")[:5] == []


def test_records_of_the_wrong_shape_are_refused_as_python_does(checked):
    written = [case for case in checked["cases"] if case["op"] == "write" and " written back " not in case["id"]]
    broken = [case for case in written if case["id"].startswith("broken record ")]
    assert len(broken) == BROKEN_RECORDS
    assert sum("errors" in case["expect"] for case in broken) > BROKEN_RECORDS / 2
    assert mismatches(checked, "broken record ")[:5] == []
    assert count(checked, "hand-written record ") == len(HAND_WRITTEN_RECORDS)
    assert mismatches(checked, "hand-written record ")[:5] == []
    assert [mismatch for mismatch in checked["mismatches"] if " written back " in mismatch["id"]][:5] == []


def test_what_python_writes_of_the_records_written_by_hand_is_read_back_as_python_does(checked):
    written = [case for case in checked["cases"] if case["id"].startswith("hand-written record ")]
    read_back = [case for case in checked["cases"] if case["id"].startswith("read back hand-written record ")]
    assert len(read_back) == sum("text" in case["expect"] for case in written) > 30
    # Seats past the table and numbers of 18 digits come back; a number of 19 digits is not written at all, so
    # everything written reads back.
    assert sum("error" in case["expect"] for case in read_back) == 0
    assert mismatches(checked, "read back ")[:5] == []


def test_nothing_in_the_corpus_differs(checked):
    assert sum(checked["checked"].values()) == len(checked["cases"])
    assert checked["mismatches"][:5] == [], f"{len(checked['mismatches'])} cases differ"


# Installed as docs/clients.md says, the README's examples print what it shows.


def documented_install() -> list[str]:
    text = (ROOT / "docs" / "clients.md").read_text(encoding="utf-8")
    for line in re.findall(r"^npm install .*$", text, re.M):
        words = line.split("#")[0].split()
        if words[-1].endswith("/clients/notation"):
            return [word.replace(DOCS_CHECKOUT, str(ROOT)) for word in words]
    raise AssertionError("docs/clients.md shows no `npm install` of clients/notation")


def test_installed_as_the_docs_say_the_readme_examples_print_what_the_readme_shows(tmp_path):
    project = tmp_path / "your-project"
    project.mkdir()
    (project / "package.json").write_text('{"name": "your-project", "private": true, "type": "module"}')
    run([*documented_install(), "--prefer-offline", "--no-audit", "--no-fund"], cwd=project)
    installed = project / "node_modules" / "referee-notation"
    assert installed.is_dir() and not installed.is_symlink()
    readme = (PACKAGE / "README.md").read_text(encoding="utf-8")
    programs = re.findall(r"```ts\n(.*?)```", readme, re.S)
    shown = re.findall(r"```text\n(.*?)```", readme, re.S)
    assert len(programs) == len(shown) == 2
    sources = [project / f"example{index}.ts" for index in range(len(programs))]
    for source, program in zip(sources, programs):
        source.write_text(program, encoding="utf-8")
    run([tsc(), *BUILD[:-2], "--noEmitOnError", *map(str, sources)], cwd=project)
    for source, output in zip(sources, shown):
        assert run(["node", str(source.with_suffix(".js"))], cwd=project).stdout == output
