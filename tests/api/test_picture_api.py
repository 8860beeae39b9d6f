"""POST /v1/games/{game}/picture and `referee picture` (api.md v1.2): the same SVG as referee.picture, as
image/svg+xml; every refusal the problem+json state gives for the same body, and a bad view named."""

import json
import re
from pathlib import Path

import pytest
from auction_forty_fives_deals import plain_order, trump_order
from result_support import LATE_REVOKE

import referee
from referee.api.examples import example_request
from referee.cli import main as cli_main
from referee.disputes.analysis import analysis
from referee.games import GAMES, RULES
from referee.games.hearts.examples import EXAMPLES as HEARTS_EXAMPLES
from referee.pictures import MEDIA_TYPE
from referee.pictures import analysis as analysis_view
from referee.pictures.cards import card_name
from referee.pictures.drawn import drawn

ROOT = Path(__file__).resolve().parent.parent.parent / "conformance"


def first_fault(game: str) -> dict:
    """A record of the game that breaks a rule (its suite's first fault line)."""
    with open(ROOT / game / "faults.jsonl", encoding="utf-8") as lines:
        return json.loads(lines.readline())["record"]


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("view", [None, "deal", "position", "result"])
def test_the_endpoint_answers_the_librarys_svg(client, game, view):
    record = first_fault(game)
    query = f"?view={view}" if view else ""
    response = client.post(f"/v1/games/{game}/picture{query}", json=record)
    assert response.status_code == 200
    assert response.mimetype == MEDIA_TYPE
    assert response.mimetype_params == {"charset": "utf-8"}
    assert response.data == referee.picture(game, record, view or "deal").encode()


def test_a_profile_is_drawn_with_its_label(client):
    record = first_fault("hearts")
    assert record["profile"] == "hoyle"
    svg = client.post("/v1/games/hearts/picture", json=record).get_data(as_text=True)
    assert referee.adjudicate("hearts", record)["profile"] in svg


@pytest.mark.parametrize(
    "body",
    [
        {"players": "four"},
        {},
        [],
        {"players": 4, "dealer": 0, "hands": [["2C"], ["3C"], ["4C"], ["5C"]], "plays": [], "profile": "<b>x</b>"},
        {"players": 4, "dealer": 0, "hands": [["2C"], ["3C"], ["4C"], ["5C"]], "plays": [{"seat": 0, "card": "ZZ"}]},
    ],
    ids=["wrong-type", "empty", "not-an-object", "unknown-profile", "not-a-card"],
)
def test_a_record_state_refuses_is_refused_alike(client, body):
    drawn = client.post("/v1/games/hearts/picture", json=body)
    state = client.post("/v1/games/hearts/state", json=body)
    assert drawn.status_code == state.status_code == 422
    assert drawn.mimetype == "application/problem+json"
    assert drawn.get_json() == state.get_json()
    assert drawn.get_json()["errors"], "each problem points into the body"


@pytest.mark.parametrize("view", ["deal", "position"])
def test_a_record_state_takes_is_drawn_where_adjudicate_cannot_judge_it_yet(client, view):
    """api.md v1.2: picture takes the body state takes. A Hearts record cut in its pass (two of four seats have
    passed) is a 422 for adjudicate, a position for state, and a picture of that position."""
    with open(ROOT / "hearts" / "black-lady.jsonl", encoding="utf-8") as lines:
        record = json.loads(lines.readline())["record"]
    cut = {**record, "passes": record["passes"][:2], "plays": []}
    assert client.post("/v1/games/hearts/adjudicate", json=cut).status_code == 422
    state = referee.state("hearts", cut)
    assert state["phase"] == "pass"
    response = client.post(f"/v1/games/hearts/picture?view={view}", json=cut)
    assert response.status_code == 200
    svg = response.get_data(as_text=True)
    assert svg == referee.picture("hearts", cut, view)
    held_now = [card for hand in state["hands"] for card in hand]
    drawn = held_now if view == "position" else [card for hand in cut["hands"] for card in hand]
    for card in drawn:
        assert f"<title>{card_name(card)}" in svg, card


def test_hearts_i_revoke_found_the_result_view_marks_the_revoke_where_it_lies_and_draws_how_it_was_put_right(client):
    # The revoke (3C on the diamond lead) stands in trick 1, framed as the revoke; the rectification's sentence and
    # rule are drawn with it, and both scores: as the cards fell and once put right.
    svg = client.post("/v1/games/hearts/picture?view=result", json=LATE_REVOKE).get_data(as_text=True)
    rectification = referee.result("hearts", LATE_REVOKE)["irregularities"][0]["rectification"]
    assert f"<title>{card_name('3C')}, seat 2, revoke</title>" in svg
    assert "Put right: The revoke" in svg and f"Rule: {rectification['rule']} (interpretation)" in svg
    assert "Score as the cards fell" in svg and "Score once put right" in svg
    assert "The result" in svg and "No result yet" not in svg


def test_hearts_revoke_the_result_view_draws_a_reported_exposure_and_its_no_penalty_ruling(client):
    """hearts.revoke (an exposure carries no penalty): the result view takes result's ``reported`` and draws the
    exposed card, framed in the trick where it was played, with its rule."""
    body = {**LATE_REVOKE, "reported": [{"type": "exposure", "seat": 1, "card": "5S", "trick": 1}]}
    svg = client.post("/v1/games/hearts/picture?view=result", json=body).get_data(as_text=True)
    assert f"<title>{card_name('5S')}, seat 1, exposure</title>" in svg
    assert "Seat 1 exposed 5S during trick 2" in svg and "rule hearts.revoke (not-covered)" in svg


def test_the_result_view_of_a_revoke_not_yet_established_says_there_is_no_result_yet(client):
    cut = {**LATE_REVOKE, "plays": LATE_REVOKE["plays"][:5]}
    svg = client.post("/v1/games/hearts/picture?view=result", json=cut).get_data(as_text=True)
    assert referee.result("hearts", cut)["settled"] is False
    assert "No result yet" in svg and "Score once put right" not in svg
    assert f"<title>{card_name('3C')}, seat 2, revoke</title>" in svg


# A whole 2-player Forty-Five deal in which seat 0's AS (index 4) cost it a trick: the analysis example (the
# spec's and docs/disputes.md's).
COSTLY_DEAL = example_request("forty-five", "analysis")


def test_forty_five_i_analysis_the_analysis_view_frames_each_costly_card_where_it_lies(client):
    """forty-five.i-analysis: the analysis view marks the card that cost its side something in its trick (framed
    in orange, its title saying the cost) and lists it with what its seat could guarantee before and after it and
    the cards that kept the value, as analysis answers."""
    analysed = referee.analysis("forty-five", COSTLY_DEAL)
    costly = [play for play in analysed["plays"] if play["cost"]]
    assert [(play["seat"], play["card"], play["cost"]) for play in costly] == [(0, "AS", 1)]
    svg = client.post("/v1/games/forty-five/picture?view=analysis", json=COSTLY_DEAL).get_data(as_text=True)
    assert re.search(r'class="card[^"]* costly"[^>]*data-card="AS"', svg)
    assert f"<title>{card_name('AS')}, seat 0, won trick 2, cost 1 trick</title>" in svg
    assert "Plays that cost something" in svg and "The cards that kept the value: 7S, QD" in svg
    words = " ".join(re.sub(r"<[^>]+>", " ", svg).split())
    assert "before this card it could still guarantee 3 more tricks, after it 2, a cost of 1 trick." in words
    assert len(re.findall(r'class="card[^"]* costly"', svg)) == 2  # in its trick, and in the list
    # The same bytes as the library's (a deal the analysis decides whole: no deadline in its answer).
    assert svg == referee.picture("forty-five", COSTLY_DEAL, "analysis")


def test_hearts_i_analysis_the_analysis_view_writes_each_cost_in_the_games_penalty_cards():
    """hearts.i-analysis: the picture sees only the answer, and writes a cost in its unit, in agreement with the
    number ("a cost of 3 hearts", never a bare 3). The Hearts example's QC at index 40 cost 3 hearts; the answer is
    searched without a clock (the service's 2 s would leave the earlier plays to the machine's speed)."""
    record = HEARTS_EXAMPLES["adjudicate"]
    answer = analysis(RULES["hearts"], record, budget=50_000, seconds=10**6)
    costly = [play for play in answer["plays"] if play["decided"] and play["cost"]]
    assert (costly[-1]["index"], costly[-1]["card"], costly[-1]["cost"]) == (40, "QC", 3)
    svg = analysis_view.draw(drawn("hearts", record), answer)
    assert f"<title>{card_name('QC')}, seat 1, cost 3 hearts</title>" in svg
    words = " ".join(re.sub(r"<[^>]+>", " ", svg).split())
    assert "before this card it could still hold itself to 0 more hearts, after it to 3, a cost of 3 hearts." in words
    for play in costly:  # every cost with its unit: 1 heart, 2 hearts...
        unit = "heart" if play["cost"] == 1 else "hearts"
        assert f"cost {play['cost']} {unit}</title>" in svg, play
    # One heart is singular: the same answer with that play's cost made 1.
    one = {**answer, "plays": [{**play, "cost": 1} if play is costly[-1] else play for play in answer["plays"]]}
    assert "a cost of 1 heart." in " ".join(
        re.sub(r"<[^>]+>", " ", analysis_view.draw(drawn("hearts", record), one)).split()
    )


def test_a_bad_view_is_a_400_naming_the_query_parameter(client):
    response = client.post("/v1/games/hearts/picture?view=<table>", json=first_fault("hearts"))
    assert response.status_code == 400
    assert response.mimetype == "application/problem+json"
    assert "query parameter view" in response.get_json()["detail"]
    assert "deal, position, result or analysis" in response.get_json()["detail"]


def test_the_endpoint_refuses_what_every_post_refuses(client, app):
    assert (
        client.post("/v1/games/hearts/picture", data=b'{"players":', content_type="application/json").status_code == 400
    )
    text = client.post("/v1/games/hearts/picture", data=b"{}", content_type="text/plain")
    assert text.status_code == 415 and text.mimetype == "application/problem+json"
    assert client.get("/v1/games/hearts/picture").status_code == 405
    unknown = client.post("/v1/games/bridge/picture", json={})
    assert unknown.status_code == 404 and "bridge" in unknown.get_json()["detail"]
    limit = app.config["MAX_CONTENT_LENGTH"]
    large = client.post("/v1/games/hearts/picture", data=b" " * (limit + 1), content_type="application/json")
    assert large.status_code == 413


def test_batches_take_no_pictures(client):
    """A batch answers JSON lines; a picture is a document of its own (and costs no more than state)."""
    response = client.post("/v1/games/hearts/picture/batch", data=b"{}\n", content_type="application/x-ndjson")
    assert response.status_code == 404


def test_the_spec_documents_the_picture_of_every_game(app):
    spec = app.extensions["referee_api"].spec.to_dict()
    for game in GAMES:
        operation = spec["paths"][f"/v1/games/{game}/picture"]["post"]
        assert MEDIA_TYPE in operation["responses"]["200"]["content"]
        assert {"400", "405", "413", "415", "422"} <= set(operation["responses"])
        view = next(parameter for parameter in operation["parameters"] if parameter.get("name") == "view")
        assert view["in"] == "query" and view["schema"]["enum"] == ["deal", "position", "result", "analysis"]


@pytest.mark.parametrize("view", ["deal", "position", "result", "analysis"])
def test_the_command_line_writes_the_librarys_bytes(tmp_path, capsysbinary, view):
    # The analysis view of a deal its search decides whole: an answer cut by the deadline may differ run to run.
    game, record = (
        ("forty-five", COSTLY_DEAL)
        if view == "analysis"
        else ("auction-forty-fives", first_fault("auction-forty-fives"))
    )
    source = tmp_path / "record.json"
    source.write_text(json.dumps(record))
    assert cli_main(["picture", game, str(source), "--view", view]) == 0
    expected = referee.picture(game, record, view).encode()
    assert capsysbinary.readouterr().out == expected
    written = tmp_path / "deal.svg"
    assert cli_main(["picture", game, str(source), "--view", view, "--output", str(written)]) == 0
    assert written.read_bytes() == expected


def test_the_command_line_reports_a_refused_record_as_the_api_does(tmp_path, capsysbinary):
    source = tmp_path / "record.json"
    source.write_text('{"players": "four"}')
    assert cli_main(["picture", "hearts", str(source)]) == 2
    captured = capsysbinary.readouterr()
    assert captured.out == b""
    assert json.loads(captured.err)["status"] == 422


def test_hands_are_drawn_as_a_player_holds_them_by_suit_and_rank():
    """Spades, hearts, clubs, diamonds (the colours alternating), high to low in each: not the order dealt."""
    dealt = ["2C", "AH", "7S", "KD", "TH", "3S", "QC", "5D", "JS", "9H", "4C", "8D", "6S"]
    rest = [rank + suit for suit in "SHDC" for rank in "23456789TJQKA" if rank + suit not in dealt]
    record = {"players": 4, "dealer": 3, "hands": [dealt, rest[:13], rest[13:26], rest[26:]], "plays": []}
    svg = referee.picture("hearts", record, "deal")
    section = svg.split("Hands as dealt", 1)[1].split("Seat 1", 1)[0]
    titles = [piece.split("</title>", 1)[0] for piece in section.split("<title>")[1:]]
    held = ["JS", "7S", "6S", "3S", "AH", "TH", "9H", "QC", "4C", "2C", "KD", "8D", "5D"]
    assert titles == [card_name(card) for card in held]


def held_in(svg: str, heading: str, seat: int) -> list[str]:
    """The cards drawn for ``seat`` under ``heading``, left to right."""
    section = svg.split(f">{heading}<", 1)[1].split(f">Seat {seat}", 1)[1]
    section = re.split(r">Seat \d|>Score<|>The table<|>Tricks<", section, maxsplit=1)[0]
    return re.findall(r'data-card="(\w\w)"', section)


def held_expected(cards, orders: dict, trump: str | None) -> list[str]:
    """The holding convention restated: suits spades, hearts, clubs, diamonds, that cycle started at the trump suit
    where one is known; each suit high to low by ``orders`` (suit -> its cards, highest first)."""
    cycle = "SHCD"[("SHCD".index(trump) if trump else 0) :] + "SHCD"[: ("SHCD".index(trump) if trump else 0)]
    place = {card: (cycle.index(suit), order.index(card)) for suit, order in orders.items() for card in order}
    return sorted(cards, key=place.__getitem__)


def test_forty_five_rank_hands_are_held_trumps_first_each_suit_in_the_games_own_order():
    """forty-five.rank: the turned card names trump at the deal, so both hands are held trumps first (the ace of
    hearts among them, 5 and J above it, the black trumps low in black), then the colours alternating, the plain
    black suit K Q J A 2 ... 10."""
    record = {
        "players": 2,
        "dealer": 1,
        "turned": "7C",
        "hands": [["KS", "2C", "TD", "AH", "5C"], ["3H", "TS", "JD", "AS", "QS"]],
        "actions": [],
    }
    svg = referee.picture("forty-five", record, "deal")
    assert held_in(svg, "Hands as dealt", 0) == ["5C", "AH", "2C", "TD", "KS"]
    assert held_in(svg, "Hands as dealt", 1) == ["JD", "QS", "AS", "TS", "3H"]
    assert held_in(referee.picture("forty-five", record, "position"), "Hands held now", 1) == [
        "JD",
        "QS",
        "AS",
        "TS",
        "3H",
    ]


def test_auction_forty_fives_hands_as_dealt_know_no_trump_and_hands_held_now_put_the_named_trump_first():
    """auction-forty-fives plays as forty-five.rank: no trump is known when the cards are dealt (the auction names
    it), so the hands as dealt are held in the fixed order, the ace of hearts heading the hearts; once spades are
    named, the hands held now put the trumps first, the ace of hearts among them."""
    line = json.loads((ROOT / "auction-forty-fives" / "bicycle.jsonl").read_text(encoding="utf-8").splitlines()[0])
    record = {**line["record"], "plays": []}
    assert referee.adjudicate("auction-forty-fives", record)["trump"] == "S"
    svg = referee.picture("auction-forty-fives", record, "deal")
    assert held_in(svg, "Hands as dealt", 2) == ["TS", "AH", "JH", "JC", "8D"]
    assert held_in(svg, "Hands held now", 2) == ["AH", "TS", "JH", "JC", "8D"]
    orders = {suit: plain_order(suit) for suit in "SHCD"} | {"S": trump_order("S")}
    for seat, hand in enumerate(referee.state("auction-forty-fives", record)["hands"]):
        assert held_in(svg, "Hands held now", seat) == held_expected(hand, orders, "S")


def test_california_jack_hands_are_held_trumps_first_as_the_stocks_last_card_names_them():
    line = json.loads((ROOT / "california-jack" / "classic.jsonl").read_text(encoding="utf-8").splitlines()[0])
    record = {**line["record"], "plays": []}
    trump = referee.adjudicate("california-jack", record)["trump"]
    svg = referee.picture("california-jack", record, "deal")
    usual = {suit: [rank + suit for rank in "AKQJT98765432"] for suit in "SHCD"}
    for seat, hand in enumerate(record["hands"]):
        held = held_in(svg, "Hands as dealt", seat)
        assert held == held_expected(hand, usual, trump)
        assert held[0][1] == trump or not any(card[1] == trump for card in hand)
