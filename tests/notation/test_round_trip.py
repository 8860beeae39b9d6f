"""Lossless: every conformance record goes to text and back unchanged, and the text is the one canonical form."""

import json

from notation_corpus import conformance_records

from referee.notation import read, read_one, reading, write, write_all
from referee.notation.canonical import read_canonical
from referee.notation.reading import _Reader, quick_tokens, tokens_of

RECORDS = conformance_records()


def test_the_corpus_is_every_conformance_record_of_every_game():
    assert len(RECORDS) >= 1000
    assert {game for _, game, _ in RECORDS} == {
        "forty-five",
        "hearts",
        "auction-hearts",
        "california-jack",
        "auction-forty-fives",
    }


def test_every_conformance_record_goes_to_text_and_back_unchanged():
    changed = []
    for where, game, record in RECORDS:
        back = read_one(write(game, record), game)
        # Equal as JSON values (an object's keys come back in the canonical order of the text, which JSON ignores).
        if back.game != game or back.record != record or back.tags != {}:
            changed.append(where)
    assert changed == []


def test_writing_what_was_read_gives_the_same_text():
    for where, game, record in RECORDS:
        text = write(game, record)
        assert write(game, read_one(text).record) == text, where


def test_a_file_of_every_record_reads_back_as_every_record_in_order():
    notated = read(write_all([read_one(write(game, record)) for _, game, record in RECORDS]))
    assert [(one.game, one.record) for one in notated] == [(game, record) for _, game, record in RECORDS]


def test_the_quick_tokens_are_the_full_tokens_for_every_written_record():
    # The quick reading is an optimisation only: where it applies, it must read exactly the full tokenizer's tokens.
    for where, game, record in RECORDS:
        text = write(game, record)
        assert quick_tokens(text) == tokens_of(text), where


def test_the_full_tokens_alone_read_every_record_as_the_quick_ones_do():
    for where, game, record in RECORDS[::7]:
        text = write(game, record)
        assert _Reader(tokens_of(text), game).only_record().record == record, where


def test_descriptive_tags_are_kept_in_the_roster_order_and_come_back():
    _, game, record = RECORDS[0]
    tags = {"X-Table": "4", "Result": "bidder made it", "Event": 'Club "night"', "Date": "2026.11.29"}
    text = write(game, record, tags)
    assert text.splitlines()[:5] == [
        f'[Game "{game}"]',
        '[Event "Club \\"night\\""]',
        '[Date "2026.11.29"]',
        '[Result "bidder made it"]',
        '[X-Table "4"]',
    ]
    assert read_one(text).tags == tags


def test_the_canonical_shortcut_reads_what_the_reader_reads_key_for_key_and_most_records_take_it():
    taken = 0
    for where, game, record in RECORDS:
        text = write(game, record)
        shortcut = read_canonical(text, game)
        if shortcut is None:
            continue
        taken += 1
        read = reading.read_one(text, game)
        assert (shortcut.game, shortcut.tags) == (read.game, read.tags), where
        assert json.dumps(shortcut.record) == json.dumps(read.record), where  # the same keys in the same order
    assert taken >= 0.7 * len(RECORDS)
