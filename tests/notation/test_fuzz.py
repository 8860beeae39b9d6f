"""Corrupted texts: the reader never fails but with a NotationError that points into the text, at the fault where
the fault is known, and the quick reading never reads what the full one would not."""

import json
import random

import pytest
from notation_corpus import conformance_records

from referee.notation import NotationError, read, read_one, write
from referee.notation.reading import _Fault, _Reader, position, tokens_of

TEXTS = [(game, write(game, record)) for _, game, record in conformance_records()[::5]]
STRAYS = ["{", "}", '"', "[", "]", ":", ".", ";", "\\", "\x00", "\u202e", "\ud800", "1H", "ZZ", "0:", "9.", "-"]
MUTATIONS = 4000


def corrupted(rng: random.Random, text: str) -> str:
    cut = rng.randrange(len(text) + 1)
    kind = rng.randrange(8)
    if kind == 0:
        return text[:cut]
    if kind == 1:
        return text[:cut] + rng.choice(STRAYS) + text[cut:]
    if kind == 2:
        end = min(len(text), cut + rng.randrange(1, 12))
        return text[:cut] + text[end:]
    if kind == 3:
        end = min(len(text), cut + rng.randrange(1, 30))
        return text[:cut] + text[cut:end] + text[cut:]
    if kind == 4:
        return text[:cut] + text[cut:].lower()
    if kind == 5:
        return text.replace("H ", "♥ ", rng.randrange(1, 20)).replace(" T", " 10")
    if kind == 6:
        words = text.split(" ")
        i, j = rng.randrange(len(words)), rng.randrange(len(words))
        words[i], words[j] = words[j], words[i]
        return " ".join(words)
    return text[:cut] + "; a comment\n" + text[cut:]


def full_reading(text: str):
    """What the full tokenizer alone reads: the records, or the fault's (line, column, message)."""
    try:
        return [(one.game, one.record, one.tags) for one in _Reader(tokens_of(text), None).records()]
    except _Fault as fault:
        return (*position(text, fault.at), fault.message)


def test_a_corrupted_text_is_read_or_refused_with_a_place_in_it_and_never_otherwise():
    rng = random.Random(44)
    refused = 0
    for number in range(MUTATIONS):
        game, text = TEXTS[number % len(TEXTS)]
        bad = corrupted(rng, text)
        try:
            outcome = [(one.game, one.record, one.tags) for one in read(bad)]
        except NotationError as error:
            refused += 1
            lines = bad.split("\n")
            assert 1 <= error.line <= len(lines), (bad, error)
            assert 1 <= error.column <= len(lines[error.line - 1]) + 1, (bad, error)
            assert error.message and str(error) == f"line {error.line}, column {error.column}: {error.message}"
            str(error).encode("utf-8")  # survives being encoded, whatever the text held
            outcome = (error.line, error.column, error.message)
        # The quick reading is the full one's wherever it is used.
        full = full_reading(bad)
        assert outcome == full, bad
        # So is the canonical shortcut's, where the text holds one record.
        if type(full) is list and len(full) == 1:
            one = read_one(bad)
            assert [(one.game, one.record, one.tags)] == full, bad
            assert json.dumps(one.record) == json.dumps(full[0][1]), bad
        elif type(full) is tuple and (bad.count("[Game") <= 1):
            with pytest.raises(NotationError) as one_refused:
                read_one(bad)
            assert (one_refused.value.line, one_refused.value.column, one_refused.value.message) == full, bad
    assert refused > MUTATIONS // 4  # the corruptions do break records


@pytest.mark.parametrize("stray", ["1H", "ZZ", "{", '"', "]", "?"])
def test_a_stray_token_in_the_cards_is_pointed_at_exactly(stray):
    rng = random.Random(stray)
    for number in range(60):
        game, text = TEXTS[number]
        lines = text.split("\n")
        # A line of cards (a hand or a trick: not the bids, which take words), and a place between two of its words.
        candidates = [
            index
            for index, line in enumerate(lines)
            if ": " in line and not line.startswith("[") and lines[index - 1] != "Bids"
        ]
        line_index = rng.choice(candidates)
        words = lines[line_index].split(" ")
        at = rng.randrange(2, len(words) + 1)
        column = len(" ".join(words[:at])) + 2
        lines[line_index] = " ".join([*words[:at], stray, *words[at:]])
        with pytest.raises(NotationError) as refused:
            read("\n".join(lines), game)
        assert (refused.value.line, refused.value.column) == (line_index + 1, column), "\n".join(lines)
