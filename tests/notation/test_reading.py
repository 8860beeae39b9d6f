"""The notation as docs/notation.md states it: what a text means, what it may leave out, what it refuses."""

import re
from pathlib import Path

import pytest

from referee.notation import NotationError, read, read_one, write
from referee.rulings import InvalidRecord

DOCS = Path(__file__).resolve().parent.parent.parent / "docs" / "notation.md"
HEARTS = """[Game "hearts"]
[Players "4"]
[Dealer "3"]

Hands
0: 3S 5D 6C 7D 7H 9C JC JD JS KH KS TH TS
1: 2H 4H 5C 8C 8S 9D AC JH KC KD QC QD TC
2: 2C 2S 4C 4S 5H 6D 7C 7S 8H 9S AD AH TD
3: 2D 3C 3D 3H 4D 5S 6H 6S 8D 9H AS QH QS

Plays
1. 0: JC KC 7C 3C
2. 1: AC 4C 3H 6C
"""


def refusal(text: str, game: str | None = None) -> tuple[int, int, str]:
    with pytest.raises(NotationError) as refused:
        read_one(text, game)
    return refused.value.line, refused.value.column, refused.value.message


def test_the_docs_examples_read_and_each_canonical_one_is_written_back_as_it_is():
    blocks = re.findall(r"```rrn\n(.*?)```", DOCS.read_text(encoding="utf-8"), re.S)
    assert len(blocks) >= 6
    for block in blocks:
        notated = read_one(block)
        again = write(notated.game, notated.record, notated.tags)
        assert read_one(again).record == notated.record
        if ";" not in block and "[Event" not in block:  # the first is as a director types it, with comments
            assert again == block


def test_the_first_docs_example_is_the_json_it_says_and_keeps_its_tags_for_people():
    block = re.findall(r"```rrn\n(.*?)```", DOCS.read_text(encoding="utf-8"), re.S)[0]
    notated = read_one(block)
    assert notated.tags == {"Event": "Club night", "Date": "2026.11.29"}
    assert notated.record["plays"][:5] == [
        {"seat": 0, "card": "JC"},
        {"seat": 1, "card": "KC"},
        {"seat": 2, "card": "7C"},
        {"seat": 3, "card": "3C"},
        {"seat": 1, "card": "AC"},
    ]


def test_cards_in_every_accepted_form_are_read_as_the_canonical_card():
    text = (
        HEARTS.replace("0: 3S 5D 6C", "0: 3s 5♦ 6c").replace("1. 0: JC KC", "1. 0: jc k♣").replace("TH TS", "10h 10♠")
    )
    assert read_one(text).record == read_one(HEARTS).record


def test_whitespace_and_line_breaks_mean_nothing_more_and_a_label_may_touch_its_card():
    squeezed = " ".join(HEARTS.split()).replace("0: JC", "0:JC").replace("1. 0:", "1.\n\n\t0:")
    assert read_one(squeezed).record == read_one(HEARTS).record


def test_comments_are_left_out():
    commented = HEARTS.replace("Plays\n", "Plays ; the play\n{ as the scorer wrote it }\n")
    assert read_one(commented).record == read_one(HEARTS).record


def test_tag_names_ignore_case_underscores_and_hyphens():
    text = HEARTS.replace('[Players "4"]', '[players "4"]').replace('[Dealer "3"]', '[hand_number "2"] [DEALER "3"]')
    record = read_one(text).record
    assert (record["players"], record["dealer"], record["hand_number"]) == (4, 3, 2)


def test_a_card_out_of_turn_is_written_with_its_seat_and_the_next_card_follows_it():
    text = HEARTS.replace("2. 1: AC 4C 3H 6C", "2. 1: AC 3: 3H 0: 6C 4C")
    assert [play["seat"] for play in read_one(text).record["plays"][4:]] == [1, 3, 0, 1]


def test_trick_numbers_may_be_left_out_but_must_fall_where_a_trick_starts():
    assert read_one(HEARTS.replace("2. 1:", "1:")).record == read_one(HEARTS).record
    line, column, message = refusal(HEARTS.replace("1. 0: JC KC 7C 3C", "1. 0: JC KC 7C"))
    assert (line, column) == (13, 1)
    assert message == (
        "this is card 4 of the play, which belongs to the rest of this trick, not trick 2: a trick has 4 cards"
    )


def test_a_leader_must_be_written_after_a_trick_number():
    assert refusal(HEARTS.replace("2. 1: AC", "2. AC")) == (
        13,
        4,
        "expected the seat that plays AC before it, such as 0:",
    )


def test_hands_are_written_seat_by_seat_from_0():
    assert refusal(HEARTS.replace("1: 2H 4H", "2: 2H 4H", 1))[2].startswith("expected seat 1's cards next (1:)")


def test_a_section_or_tag_given_twice_is_refused_never_read_as_the_last():
    assert refusal(HEARTS + "Hands\n0: AS\n")[2] == "the section Hands is given twice in this record"
    assert refusal(HEARTS.replace('[Dealer "3"]', '[Dealer "3"] [Dealer "2"]'))[2] == (
        "the tag Dealer is given twice in this record"
    )


def test_an_unknown_tag_is_refused_and_one_beginning_x_is_kept():
    line, column, message = refusal(HEARTS.replace('[Dealer "3"]', '[Dealr "3"]'))
    assert (line, column) == (3, 1) and message.startswith('Hearts has no tag "Dealr": its tags are Profile')
    assert read_one(HEARTS.replace('[Dealer "3"]', '[Dealer "3"] [X-Table "7"]')).tags == {"X-Table": "7"}


@pytest.mark.parametrize(
    "tag, value, field, expected",
    [
        ("GameTo", "-", "game_to", None),
        ("GameTo", "100", "game_to", 100),
        ("NoPointsFirstTrick", "yes", "no_points_first_trick", True),
        ("NoPointsFirstTrick", "False", "no_points_first_trick", False),
        ("ScoresBefore", "12, 0 -3 7", "scores_before", [12, 0, -3, 7]),
        ("Profile", "black-lady", "profile", "black-lady"),
    ],
)
def test_tag_values_by_their_kind(tag, value, field, expected):
    assert read_one(HEARTS.replace('[Dealer "3"]', f'[Dealer "3"] [{tag} "{value}"]')).record[field] == expected


@pytest.mark.parametrize(
    "tag, value, takes",
    [
        ("Dealer", "three", 'a whole number, such as "0"'),
        ("Dealer", "+3", 'a whole number, such as "0"'),
        ("Dealer", "٣", 'a whole number, such as "0"'),
        ("GameTo", "none", 'a whole number, or "-" for none'),
        ("NoPointsFirstTrick", "maybe", '"yes" or "no"'),
    ],
)
def test_a_tag_value_of_the_wrong_kind_is_refused_at_its_tag(tag, value, takes):
    text = HEARTS.replace('[Dealer "3"]', f'[{tag} "{value}"]') if tag == "Dealer" else HEARTS + ""
    if tag != "Dealer":
        text = HEARTS.replace('[Dealer "3"]', f'[Dealer "3"] [{tag} "{value}"]')
    line, column, message = refusal(text)
    assert line == 3 and message.startswith(f"{tag} takes {takes}, not ")


def test_a_text_of_another_game_than_the_one_asked_is_refused_at_its_game():
    assert refusal(HEARTS, "forty-five") == (1, 1, "this record is of hearts, but it was sent to forty-five")


def test_the_game_tag_comes_first():
    assert refusal('[Players "4"]\n[Game "hearts"]')[2] == (
        'expected the game tag first, such as [Game "forty-five"], found the tag Players'
    )


def test_an_unclosed_comment_or_quote_is_named_as_such():
    assert refusal(HEARTS + "{ not closed") == (14, 1, "this comment is never closed: end it with }")
    assert refusal('[Game "hearts"] [Event "Club night]')[2] == (
        'this quoted value is not closed on its line: end it with "]'
    )


def test_several_records_are_read_in_order_and_one_is_asked_of_a_single_body():
    both = HEARTS + "\n" + HEARTS.replace('[Dealer "3"]', '[Dealer "2"]')
    assert [one.record["dealer"] for one in read(both)] == [3, 2]
    assert refusal(both)[:2] == (15, 1)


def test_forty_five_robbing_is_written_where_it_came_and_leaves_its_seat_to_play():
    text = """[Game "forty-five"] [Players "2"] [Dealer "0"] [Turned "QS"]
    Hands 0: 4H 3C 2C AS TC 1: 7S 7C 8H 3D AC
    Actions 1. 1: 7S 0: rob 3C AS 2. 0: 4H 8H dealer-keep"""
    assert read_one(text).record["actions"] == [
        {"type": "play", "seat": 1, "card": "7S"},
        {"type": "rob", "seat": 0, "discard": "3C"},
        {"type": "play", "seat": 0, "card": "AS"},
        {"type": "play", "seat": 0, "card": "4H"},
        {"type": "play", "seat": 1, "card": "8H"},
        {"type": "dealer-keep"},
    ]
    record = read_one(text).record
    assert read_one(write("forty-five", record)).record == record


def test_bids_follow_the_seats_round_the_table_and_pass_is_null():
    text = '[Game "auction-forty-fives"] [Players "4"] Bids 1: 15 20 pass hold 3: 30'
    assert read_one(text).record["bids"] == [
        {"seat": 1, "bid": 15},
        {"seat": 2, "bid": 20},
        {"seat": 3, "bid": None},
        {"seat": 0, "bid": "hold"},
        {"seat": 3, "bid": 30},
    ]


def test_discards_with_the_cards_drawn_and_an_empty_discard():
    text = '[Game "auction-forty-fives"] Discards 1: 2C 7D takes 3C 4C 2: -'
    assert read_one(text).record["discards"] == [
        {"seat": 1, "cards": ["2C", "7D"], "takes": ["3C", "4C"]},
        {"seat": 2, "cards": []},
    ]


def test_a_claim_and_a_reported_exposure_for_result():
    text = HEARTS + "\nReported\n2. 2: exposure AD\n\nClaim\n0: stated-line contested AS QS\n"
    record = read_one(text).record
    assert record["reported"] == [{"type": "exposure", "seat": 2, "card": "AD", "trick": 1}]
    assert record["claim"] == {"seat": 0, "standard": "stated-line", "conceded": False, "line": ["AS", "QS"]}
    assert write("hearts", record).endswith("Reported\n2. 2: exposure AD\n\nClaim\n0: stated-line contested AS QS\n")


@pytest.mark.parametrize(
    "record, pointer",
    [
        ({"hands": [["AS", "XX"]]}, "/hands/0/1"),
        ({"plays": [{"seat": 0}]}, "/plays/0"),
        ({"plays": [{"seat": -1, "card": "AS"}]}, "/plays/0/seat"),
        ({"dealer": "3"}, "/dealer"),
        ({"profile": "two\nlines"}, "/profile"),
        ({"bids": [{"seat": 0, "bid": "pass"}]}, "/bids/0/bid"),
        ({"dealt": []}, "/dealt"),
    ],
)
def test_the_writer_refuses_a_value_it_cannot_write_naming_its_pointer(record, pointer):
    game = "auction-hearts" if "bids" in record else "hearts"
    with pytest.raises(InvalidRecord) as refused:
        write(game, record)
    assert refused.value.errors[0][0] == pointer
