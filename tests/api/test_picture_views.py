"""POST /v1/games/{game}/picture with ``for_seat`` (issue 43), `referee picture --for-seat`: the deal and position
views drawn as one seat, or a spectator, may see the record. Every card the seat may not know is a card back, and
nothing in the SVG (a title, a data attribute, a sentence) names it.

What a seat may know is taken here from the view endpoint's answer (referee.view: the cards its record still shows),
never from the picture code; the hands each seat holds, from state's answer for every seat."""

import json
import re

import pytest

import referee
from referee.api.examples import example_request
from referee.cards import SUIT_GLYPHS, rank_of, suit_of
from referee.cli import main as cli_main
from referee.games import GAMES
from referee.pictures.cards import card_name

VIEWS = ("deal", "position")
CARD = re.compile(r"(?<![0-9A-Z])[2-9TJQKA][SHDC](?![0-9A-Z])")
FACE_DOWN = re.compile(r'<g class="card face-down"[^>]*data-card="hidden"')


def seats(game: str) -> list:
    """Every seat of the game's example deal, and None: a spectator."""
    return [*range(len(example_request(game, "state")["hands"])), None]


def cards_of(value) -> list:
    if type(value) is str:
        return [value] if CARD.fullmatch(value) else []
    if type(value) is list:
        return [card for each in value for card in cards_of(each)]
    if type(value) is dict:
        return [card for each in value.values() for card in cards_of(each)]
    return []


def known_to(game: str, record: dict, seat) -> set:
    """The cards ``seat`` may know: those the view endpoint's record for it still shows."""
    return set(cards_of(referee.view(game, record, seat)["record"]))


def face(card: str) -> re.Pattern:
    """The card as a player reads it ("10♦"), not as part of a longer rank ("10♦" is not "0♦")."""
    rank = "10" if rank_of(card) == "T" else rank_of(card)
    return re.compile(rf"(?<![0-9A-Z]){rank}{re.escape(SUIT_GLYPHS[suit_of(card)])}")


def words_of(svg: str) -> str:
    """The SVG's text as a reader reads it, whatever lines it was wrapped into."""
    return " ".join(re.sub(r"<[^>]+>", " ", svg).split())


def picture_for(game: str, record: dict, seat, view: str) -> str:
    return referee.picture(game, {**record, "for_seat": seat}, view)


def halfway(record: dict) -> dict:
    """The record cut halfway through its plays: hands still held, some cards already played."""
    key = "plays" if "plays" in record else "actions"
    return {**record, key: record[key][: len(record[key]) // 2]}


# Each game's examples: state's (a deal under way), adjudicate's whole (every card played, so little is hidden: a
# robber's discard) and cut halfway.
RECORDS = {
    "state": lambda game: example_request(game, "state"),
    "adjudicate": lambda game: example_request(game, "adjudicate"),
    "adjudicate-halfway": lambda game: halfway(example_request(game, "adjudicate")),
}
CASES = [(game, name, view) for game in GAMES for name in RECORDS for view in VIEWS]


@pytest.mark.parametrize(("game", "name", "view"), CASES)
def test_i_view_a_picture_for_a_seat_names_no_card_the_seat_may_not_know(game, name, view):
    """hearts.i-view, auction-hearts.i-view, forty-five.i-view, auction-forty-fives.i-view, california-jack.i-view:
    for every seat and a spectator, no card the seat may not know is named in the SVG by its code, its name or its
    face, and each card of its own hand is drawn by name."""
    record = RECORDS[name](game)
    hidden_somewhere = False
    for seat in seats(game):
        svg = picture_for(game, record, seat, view)
        known = known_to(game, record, seat)
        unseen = set(cards_of(record)) - known
        hidden_somewhere |= bool(unseen)
        for card in unseen:
            assert card not in CARD.findall(svg), (seat, card)
            assert card_name(card) not in svg, (seat, card)
            assert not face(card).search(svg), (seat, card)
        if seat is not None:
            for card in referee.state(game, record)["hands"][seat]:
                assert f"<title>{card_name(card)}" in svg, (seat, card)
    assert hidden_somewhere or name == "adjudicate", "every seat may know every card: the test would prove nothing"


@pytest.mark.parametrize(("game", "name", "view"), CASES)
def test_i_view_each_hidden_card_of_a_hand_is_drawn_face_down_and_the_hands_keep_their_lengths(game, name, view):
    """The same i-view rules: each seat's hand shows a card back for each of its cards the picture's seat may not
    know, no more and no fewer; in the position view, those are the only cards face down."""
    record = RECORDS[name](game)
    held = referee.state(game, record)["hands"]
    for seat in seats(game):
        svg = picture_for(game, record, seat, view)
        known = known_to(game, record, seat)
        who = "a spectator" if seat is None else f"seat {seat}"
        for holder, hand in enumerate(held):
            hidden = sum(card not in known for card in hand)
            assert svg.count(f"Face down: a card seat {holder} holds, hidden from {who}<") == hidden, (seat, holder)
        if view == "position":
            assert len(FACE_DOWN.findall(svg)) == sum(card not in known for hand in held for card in hand), seat
        else:
            for holder, hand in enumerate(record["hands"]):
                hidden = sum(card not in known for card in hand)
                assert svg.count(f"Face down: a card dealt to seat {holder}, hidden from {who}<") == hidden


@pytest.mark.parametrize(("game", "name", "view"), CASES)
def test_a_picture_without_for_seat_draws_every_card_face_up(game, name, view):
    record = RECORDS[name](game)
    svg = referee.picture(game, record, view)
    assert not FACE_DOWN.search(svg) and "Face down" not in svg and "may see it" not in svg
    assert svg != picture_for(game, record, 0, view)


def test_hearts_i_view_the_picture_for_a_seat_draws_the_others_cards_face_down():
    """hearts.i-view: seat 1 sees its own 13 cards dealt and every card played; of the others' hands as dealt, only
    the card each has played since, the rest 12 card backs each."""
    record = example_request("hearts", "state")
    svg = picture_for("hearts", record, 1, "deal")
    assert "<title>Hearts, as seat 1 may see it:" in svg
    for card in record["hands"][1]:
        assert f"<title>{card_name(card)}</title>" in svg
    played = {play["card"] for play in record["plays"]}
    for holder in (0, 2, 3):
        hidden = [card for card in record["hands"][holder] if card not in played]
        assert svg.count(f"Face down: a card dealt to seat {holder}, hidden from seat 1<") == len(hidden) == 12


def test_forty_five_i_view_a_robbers_discard_is_drawn_face_down_for_the_other_seats():
    """forty-five.i-view: the card a robber gives up is its own secret; the others see that it discarded one."""
    record = example_request("forty-five", "state")
    rob = record["actions"][0]
    assert rob["type"] == "rob" and rob["seat"] == 0
    own = picture_for("forty-five", record, 0, "deal")
    other = picture_for("forty-five", record, 1, "deal")
    assert f"<title>{card_name(rob['discard'])}</title>" in own
    assert card_name(rob["discard"]) not in other
    robbing = other[other.index("robs the turned card") :]
    assert robbing.index("Face down: a card hidden from seat 1<") < robbing.index("Tricks")


@pytest.mark.parametrize("view", VIEWS)
def test_the_endpoint_draws_a_seats_view_as_the_library_does(client, view):
    body = {**example_request("hearts", "state"), "for_seat": 2}
    response = client.post(f"/v1/games/hearts/picture?view={view}", json=body)
    assert response.status_code == 200
    assert response.mimetype == "image/svg+xml"
    svg = response.get_data(as_text=True)
    assert svg == referee.picture("hearts", body, view)
    assert "<title>Hearts, as seat 2 may see it:" in svg and FACE_DOWN.search(svg)


def test_a_spectators_picture_is_drawn_with_for_seat_null(client):
    body = {**example_request("hearts", "state"), "for_seat": None}
    svg = client.post("/v1/games/hearts/picture", json=body).get_data(as_text=True)
    assert "<title>Hearts, as a spectator may see it:" in svg
    assert "Face down: a card dealt to seat 0, hidden from a spectator<" in svg


@pytest.mark.parametrize(("for_seat", "view"), [(9, "deal"), (9, "position"), (-1, "deal"), ("two", "deal")])
def test_a_seat_the_deal_lacks_is_a_422_naming_for_seat(client, for_seat, view):
    body = {**example_request("hearts", "state"), "for_seat": for_seat}
    response = client.post(f"/v1/games/hearts/picture?view={view}", json=body)
    assert response.status_code == 422
    assert response.mimetype == "application/problem+json"
    assert [error["pointer"] for error in response.get_json()["errors"]] == ["/for_seat"]
    assert response.get_json() == client.post("/v1/games/hearts/state", json=body).get_json()


@pytest.mark.parametrize("view", ["result", "analysis"])
def test_the_views_that_review_the_whole_deal_refuse_for_seat_with_a_422(client, view):
    body = {**example_request("hearts", "adjudicate"), "for_seat": 1}
    response = client.post(f"/v1/games/hearts/picture?view={view}", json=body)
    assert response.status_code == 422
    (error,) = response.get_json()["errors"]
    assert error["pointer"] == "/for_seat"
    assert "view=deal or view=position" in error["message"]


@pytest.mark.parametrize(("argument", "seat"), [("2", 2), ("spectator", None)])
def test_referee_picture_for_seat_draws_the_endpoints_svg(tmp_path, argument, seat):
    record = example_request("hearts", "state")
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    output = tmp_path / "deal.svg"
    assert cli_main(["picture", "hearts", str(path), "--for-seat", argument, "--output", str(output)]) == 0
    assert output.read_text(encoding="utf-8") == picture_for("hearts", record, seat, "deal")


def test_referee_picture_refuses_a_for_seat_neither_a_number_nor_spectator(tmp_path, capsys):
    path = tmp_path / "deal.json"
    path.write_text("{}", encoding="utf-8")
    with pytest.raises(SystemExit) as exit:
        cli_main(["picture", "hearts", str(path), "--for-seat", "north"])
    assert exit.value.code == 2
    assert "spectator" in capsys.readouterr().err


@pytest.mark.parametrize("view", VIEWS)
def test_forty_five_i_not_held_a_ruling_that_names_a_hidden_card_is_withheld_from_the_seats_that_may_not_see_it(view):
    """forty-five.i-not-held, drawn under forty-five.i-view: seat 0 robs, discarding JD, which seat 2 holds. The
    ruling names JD; seat 2 reads it, while seat 0 (which does not hold it), seat 1 and a spectator read that it is
    withheld, and the card is not named anywhere in their pictures."""
    record = example_request("forty-five", "state")
    held = record["hands"][2][0]
    bad = {**record, "actions": [{"type": "rob", "seat": 0, "discard": held}, *record["actions"][1:]]}
    ruling = referee.adjudicate("forty-five", bad)["violation"]
    assert ruling["rule"] == "forty-five.i-not-held" and held in ruling["explanation"]
    assert ruling["explanation"] in words_of(picture_for("forty-five", bad, 2, view))
    for seat, who in ((0, "seat 0"), (1, "seat 1"), (None, "a spectator")):
        svg = picture_for("forty-five", bad, seat, view)
        assert held not in CARD.findall(svg) and card_name(held) not in svg and not face(held).search(svg)
        assert f"Withheld: these words name cards {who} may not see." in words_of(svg)


def test_hearts_i_view_referee_show_of_a_record_with_for_seat_shows_the_hidden_cards_as_backs(tmp_path, capsys):
    """hearts.i-view on the terminal: `referee show` reads the body the picture reads, for_seat included."""
    record = {**example_request("hearts", "state"), "for_seat": 1}
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert cli_main(["show", "hearts", str(path), "--color", "never"]) == 0
    shown = capsys.readouterr().out
    known = known_to("hearts", example_request("hearts", "state"), 1)
    for card in set(cards_of(record)) - known:
        assert not face(card).search(shown), card
    held = referee.state("hearts", example_request("hearts", "state"))["hands"]
    hidden = sum(card not in known for hand in [*record["hands"], *held] for card in hand)
    assert shown.count("▒▒") - shown.count("(▒▒") == hidden
