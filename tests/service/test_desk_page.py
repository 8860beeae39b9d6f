"""The dispute desk (GET /desk): the route that serves it and its assets, and the page in a real browser.

Headless Chromium (Debian's chromium package, driven by tests/clients/desk-page.mjs) uses the desk as a person
would, for every game where a flow exists: paste a record and judge it (the ruling, the picture and what happens
next, in every game), prove a Hearts revoke from the tricks, deal Forty-Five fairly and play it by clicking cards
(an illegal click refused in the rule's own words), go through the phases before the play by the desk's controls
(passing, auctions, robbing, discards), judge a claim that fails and step through its counter-line, download a
signed ruling and verify it (and refuse it once tampered with), play a card by keyboard alone, and read the page at
phone width. Every expectation is the library's own answer (referee.run) to the request the page sent.

DESK_SCREENSHOTS=docs/desk regenerates the screenshots docs/desk.md shows (only then are files written).
"""

import itertools
import json
import os
import re
import sys
import urllib.request
from pathlib import Path

import pytest
from browser_drivers import run_driver
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from result_support import lead_out_of_turn
from signed_rulings import every_check

import referee
from referee.api.desk import ASSET_TYPES, CONTENT_SECURITY_POLICY
from referee.api.examples import example_request
from referee.attest import ruling_file
from referee.games import GAMES
from referee.notation import MEDIA_TYPE, read_one, write

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from live_server import live_server  # noqa: E402

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
DESK_JS = ROOT / "referee" / "api" / "desk_assets" / "desk.js"
CONTRACT_HOOKS = ("game", "profile", "record", "adjudicate", "ruling", "picture", "state")
SEED = "6a09e667f3bcc908b2fb1366ea957d3e"


# ---- the route ----------------------------------------------------------------------------------------------------


def test_the_desk_is_a_page_with_the_contracts_hooks_and_a_strict_content_security_policy(client):
    response = client.get("/desk")
    assert response.status_code == 200 and response.mimetype == "text/html"
    assert response.headers["Content-Security-Policy"] == CONTENT_SECURITY_POLICY
    assert "script-src 'self'" in CONTENT_SECURITY_POLICY and "unsafe-inline" not in CONTENT_SECURITY_POLICY
    assert response.headers["Cache-Control"] == "no-cache"
    page = response.get_data(as_text=True)
    for hook in CONTRACT_HOOKS:
        assert f'data-test="{hook}"' in page, hook
    # No inline script or style: the policy would refuse them.
    assert "<script>" not in page and "<style" not in page and " style=" not in page
    assert 'href="docs"' in page
    for name in ASSET_TYPES:
        assert f'desk/assets/{name}?v={referee.__version__}"' in page


def test_the_desk_opens_a_record_file_in_json_or_as_text(client):
    page = client.get("/desk").get_data(as_text=True)
    assert 'data-test="upload" type="file" accept=".json,.rrn,.txt"' in page


def test_the_docs_page_links_to_the_desk(client):
    assert 'href="desk"' in client.get("/docs").get_data(as_text=True)


def test_the_root_still_redirects_to_the_docs(client):
    assert client.get("/").headers["Location"] == "/docs"


@pytest.mark.parametrize("name", sorted(ASSET_TYPES))
def test_the_assets_are_served_with_their_type_and_kept_a_day_and_revalidated(client, name):
    response = client.get(f"/desk/assets/{name}")
    assert response.status_code == 200 and response.mimetype == ASSET_TYPES[name]
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert "max-age=86400" in response.headers["Cache-Control"]
    again = client.get(f"/desk/assets/{name}", headers={"If-None-Match": response.headers["ETag"]})
    assert again.status_code == 304


@pytest.mark.parametrize(
    "path",
    [
        "/desk/assets/../desk.py",
        "/desk/assets/..%2Fdesk.py",
        "/desk/assets/%2e%2e%2fapp.py",
        "/desk/assets/..%5Cdesk.py",
        "/desk/assets/desk.html",
        "/desk/assets/",
        "/desk/assets/DESK.JS",
        "/desk/assets/desk.js%00.py",
    ],
)
def test_nothing_but_the_listed_assets_is_served(client, path):
    response = client.get(path)
    assert response.status_code == 404 and response.mimetype == "application/problem+json"


def test_the_result_comes_first_of_what_the_desk_shows_of_a_record(client):
    """api.md v1.3: the desk shows a record's result (settled, the score put right, each irregularity with its rule
    and its rectification) before adjudicate's ruling and everything after it."""
    page = client.get("/desk").get_data(as_text=True)
    shown = ["result", "ruling", "state", "picture", "revoke-tricks", "claim-ruling"]
    places = [page.index(f'data-test="{hook}"') for hook in shown]
    assert places == sorted(places), dict(zip(shown, places))
    assert page.index('data-test="record"') < places[0]  # the record comes in above its result


def test_the_script_inserts_text_as_text():
    """House rule: text from the API or a record goes into the page as text. The script builds every node with
    createElement and textContent; markup parsed from strings, eval and inline handlers never appear."""
    script = DESK_JS.read_text(encoding="utf-8")
    for forbidden in ("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function"):
        assert forbidden not in script, forbidden
    assert '"text/html"' not in script  # DOMParser reads the picture as image/svg+xml only


# ---- scenarios for the browser --------------------------------------------------------------------------------


def hands_card(seat: int, card: str) -> str:
    return f'[data-test="hands"] [data-seat="{seat}"] [data-card="{card}"]'


def first_playthrough_whole(game: str, profile: str | None = None) -> dict:
    """The first golden playthrough of a profile of the game (conformance/; the default profile unless named)."""
    profile = profile or GAMES[game].profiles.listing()[0]["id"]
    line = (ROOT / "conformance" / game / f"{profile}.jsonl").read_text(encoding="utf-8").splitlines()[0]
    return json.loads(line)["record"]


def first_playthrough(game: str) -> dict:
    """The first golden playthrough of the game's default profile, halfway through its play."""
    record = first_playthrough_whole(game)
    key = "actions" if "actions" in record else "plays"
    plays = [index for index, action in enumerate(record[key]) if action.get("type", "play") == "play"]
    record[key] = record[key][: plays[len(plays) // 2]]
    return record


def hearts_revoke_record() -> dict:
    """Seat 2 discards 3C on the lead of 7D and plays 9D on the next trick: the revoke of docs/disputes.md, with
    the hands written down (seat 2 holds no spade, so the second trick proves nothing more)."""
    tricks = [[(0, "7D"), (1, "3D"), (2, "3C"), (3, "KD")], [(3, "2S"), (0, "4S"), (1, "5S"), (2, "9D")]]
    played = {card for trick in tricks for _, card in trick}
    hands = [[card for seat_, card in sum(tricks, []) if seat_ == seat] for seat in range(4)]
    rest = [rank + suit for suit in "SHDC" for rank in "23456789TJQKA" if rank + suit not in played]
    seat_2_fill = [card for card in rest if card[1] in "HC"][:11]
    others = [card for card in rest if card not in seat_2_fill]
    hands[2] += seat_2_fill
    for seat in (0, 1, 3):
        hands[seat] += others[:11]
        others = others[11:]
    plays = [{"seat": seat, "card": card} for trick in tricks for seat, card in trick]
    return {"players": 4, "dealer": 3, "hands": hands, "plays": plays}


def pasted(name: str, game: str, record: dict, steps: list[dict], **more) -> dict:
    """A scenario that opens the desk on ``game``, pastes ``record``, judges it, then takes ``steps``."""
    judge = [
        {"goto": f"/desk?game={game}"},
        {"fill": '[data-test="record"]', "value": json.dumps(record)},
        {"click": '[data-test="adjudicate"]'},
    ]
    return {"name": name, "game": game, "record": record, "steps": [*judge, *steps], **more}


def captures(**selectors) -> list[dict]:
    return [{"capture": name, "selector": selector, "kind": kind} for name, (selector, kind) in selectors.items()]


JUDGED = {
    "ruling": ('[data-test="ruling"]', "text"),
    "state_explanation": ('[data-test="state-explanation"]', "text"),
    "state": ('[data-test="state"]', "text"),
    "legal": ('[data-test="legal"] [data-card]', "cards"),
    "picture": ('[data-test="picture"]', "svg"),
    "error": ('[data-test="error"]', "text"),
}


def every_game_scenarios() -> list[dict]:
    return [
        pasted(
            f"paste-{game}",
            game,
            first_playthrough(game),
            [
                *captures(**JUDGED),
                {"screenshot": f"paste-{game}", "selector": "main > section:nth-of-type(5)"},
                {"click": '[data-test="revoke-proof"]'},
                *captures(revoke_summary=('[data-test="revoke-summary"]', "text")),
            ],
        )
        for game in GAMES
    ]


def play_plan(game: str, record: dict, plays: int) -> tuple[list[dict], dict, list[dict]]:
    """Clicks that play ``plays`` cards from ``record`` (the first legal card each time), with, at the first chance,
    a click out of turn and a click on a card the rules refuse: (steps, the record the desk should end with, the
    refusals expected, each its explanation)."""
    steps, refusals = [], []
    key = "actions" if "actions" in record else "plays"

    def with_play(seat, card):
        action = {"type": "play", "seat": seat, "card": card} if key == "actions" else {"seat": seat, "card": card}
        return {**record, key: [*record[key], action]}

    def click(seat, card, refused):
        index = len(steps)
        steps.append({"click": hands_card(seat, card)})
        steps.append({"capture": f"verdict-{index}", "selector": '[data-test="move-verdict"]', "kind": "text"})
        if refused:
            explanation = referee.run(game, "state", with_play(seat, card))["violation"]["explanation"]
            refusals.append({"capture": f"verdict-{index}", "explanation": explanation, "card": card, "seat": seat})

    played = 0
    while played < plays:
        state = referee.run(game, "state", record)
        seat, hand = state["to_act"], state["hands"][state["to_act"]]
        if not refusals:
            other = (seat + 1) % len(state["hands"])
            click(other, state["hands"][other][0], refused=True)
        illegal = [card for card in hand if card not in state["legal"]]
        if illegal and len(refusals) < 2:
            click(seat, illegal[0], refused=True)
        click(seat, state["legal"][0], refused=False)
        record = with_play(seat, state["legal"][0])
        played += 1
    return steps, record, refusals


def forty_five_deal() -> tuple[dict, dict]:
    deal = {"players": 4, "dealer": 3, "hand_number": 7, "server_seed": SEED, "client_seeds": []}
    return deal, referee.run("forty-five", "deal", deal)["record"]


def forty_five_clicks_scenario() -> dict:
    deal, record = forty_five_deal()
    assert referee.run("forty-five", "state", record)["phase"] == "play"
    # Enough cards for a follower to hold a card the rules refuse (checked below: two refusals).
    steps, final, refusals = play_plan("forty-five", record, plays=6)
    assert len(refusals) == 2
    # The picture for the docs: the page just after the second refusal (a card the rules refuse, not a turn).
    after = next(index for index, step in enumerate(steps) if step.get("capture") == refusals[-1]["capture"]) + 1
    steps.insert(after, {"screenshot": "refused-forty-five", "selector": "main > section:nth-of-type(5)"})
    return {
        "name": "forty-five-clicks",
        "game": "forty-five",
        "expected_record": final,
        "refusals": refusals,
        "steps": [
            {"goto": "/desk?game=forty-five"},
            {"click": '[data-test="fair-deal"] summary'},
            {"select": '[data-test="players"]', "value": deal["players"]},
            {"select": '[data-test="dealer"]', "value": deal["dealer"]},
            {"fill": '[data-test="hand-number"]', "value": str(deal["hand_number"])},
            {"fill": '[data-test="seed"]', "value": SEED},
            {"click": '[data-test="deal"]'},
            *captures(dealt=('[data-test="record"]', "value"), commitment=('[data-test="commitment"]', "text")),
            {"screenshot": "desk", "full_page": False},
            {"screenshot": "deal-forty-five", "selector": "main > section:nth-of-type(2)"},
            *steps,
            *captures(
                record=('[data-test="record"]', "value"),
                error=('[data-test="error"]', "text"),
                colours=('[data-test="state"] .card, [data-test="hands"] .card', "colours"),
            ),
            {"click": '[data-test="undo"]'},
            *captures(undone=('[data-test="record"]', "value")),
        ],
    }


def phases_scenario(game: str, deal: dict, profile: str | None = None) -> dict:
    """Deal, then go through every phase before the play with the desk's controls (the last robbing choice the
    referee lists; the first bidder bids the least, the others pass; passes and discards of the first cards held)."""
    body = {**deal, **({"profile": profile} if profile else {})}
    record = referee.run(game, "deal", body)["record"]
    steps = []
    for _ in range(40):
        state = referee.run(game, "state", record)
        seat = state["to_act"]
        if state["phase"] in ("play", "over"):
            break
        record = json.loads(json.dumps(record))
        if state.get("choices"):
            choice = state["choices"][-1]  # a rob, giving up the last card of the hand
            test = f"choice-{choice['type']}" + (f"-{choice['discard']}" if "discard" in choice else "")
            steps.append({"screenshot": f"rob-{game}", "selector": "main > section:nth-of-type(5)"})
            steps.append({"click": f'[data-test="{test}"]'})
            record["actions"].append(choice)
        elif state.get("bid") and "bids" in state["bid"]:
            bid = state["bid"]["bids"][0] if not record["bids"] or not state["bid"]["pass"] else None
            steps.append({"click": f'[data-test="bid-{bid if bid is not None else "pass"}"]'})
            record["bids"].append({"seat": seat, "bid": bid})
        elif state.get("bid"):
            bid = state["bid"]["minimum"] if not record["bids"] or not state["bid"]["pass"] else None
            if bid is None:
                steps.append({"click": '[data-test="bid-pass"]'})
            else:
                steps += [{"fill": '[data-test="bid-amount"]', "value": str(bid)}, {"click": '[data-test="bid"]'}]
            record["bids"].append({"seat": seat, "bid": bid})
        elif state.get("penalty_suit") or state.get("trump_suits"):
            suit = (state.get("penalty_suit") or state.get("trump_suits"))[0]
            steps.append({"click": f'[data-test="suit-{suit}"]'})
            record["penalty_suit" if "penalty_suit" in state else "trump"] = suit
        elif state.get("pass"):
            cards = state["hands"][seat][: state["pass"]["count"]]
            steps += [{"click": hands_card(seat, card)} for card in cards]
            if seat == 0:
                steps.append({"screenshot": f"pass-{game}", "selector": "main > section:nth-of-type(5)"})
            steps.append({"click": '[data-test="confirm-choice"]'})
            record["passes"] = [*record.get("passes", []), cards]
        elif state.get("discard"):
            cards = state["hands"][seat][: min(1, state["discard"]["most"])]
            steps += [{"click": hands_card(seat, card)} for card in cards]
            steps.append({"click": '[data-test="confirm-choice"]'})
            record["discards"].append({"seat": seat, "cards": cards})
        else:
            raise AssertionError(f"no control for {state}")
        steps.append({"capture": f"verdict-{len(steps)}", "selector": '[data-test="move-verdict"]', "kind": "text"})
        if len(steps) == 2 and game == "auction-forty-fives":
            steps.append({"screenshot": "auction-forty-fives", "selector": "main > section:nth-of-type(5)"})
    final = referee.run(game, "state", record)
    assert final["phase"] == "play" and final["violation"] is None
    play = play_plan(game, record, plays=1)
    return {
        "name": f"phases-{game}",
        "game": game,
        "expected_record": play[1],
        # A Hearts deal whose passes are not all made, or an auction whose penalty suit is not named yet, is not
        # judged yet: adjudicate and the picture answer 422, and the ruling says why.
        "allowed_statuses": [422] if game in ("hearts", "auction-hearts") else [],
        "steps": [
            {"goto": f"/desk?game={game}"},
            {"click": '[data-test="picture-position"]'},
            {"click": '[data-test="fair-deal"] summary'},
            *([{"select": '[data-test="profile"]', "value": profile}] if profile else []),
            {"select": '[data-test="players"]', "value": deal["players"]},
            {"select": '[data-test="dealer"]', "value": deal["dealer"]},
            {"fill": '[data-test="hand-number"]', "value": str(deal["hand_number"])},
            {"fill": '[data-test="seed"]', "value": deal["server_seed"]},
            {"click": '[data-test="deal"]'},
            *steps,
            *[step for step in play[0] if "click" in step][-1:],
            *captures(record=('[data-test="record"]', "value"), state=('[data-test="state"]', "text")),
            *captures(error=('[data-test="error"]', "text")),
        ],
    }


def revoke_scenario() -> dict:
    return pasted(
        "hearts-revoke",
        "hearts",
        hearts_revoke_record(),
        [
            *captures(**JUDGED),
            {"screenshot": "ruling-hearts-revoke", "selector": "#ruling-panel"},
            {"screenshot": "picture-hearts-revoke", "selector": "main > section:nth-of-type(6)"},
            {"click": '[data-test="revoke-tricks"] [data-trick="0"][data-card="3C"]'},
            *captures(
                revoke_verdict=('[data-test="revoke-verdict"]', "text"),
                revoke_explanation=('[data-test="revoke-explanation"]', "text"),
                revoke_summary=('[data-test="revoke-summary"]', "text"),
            ),
            {"screenshot": "revoke-hearts", "selector": "main > section:nth-of-type(7)"},
            {"click": '[data-test="revoke-tricks"] [data-trick="1"][data-card="4S"]'},
            *captures(innocent_verdict=('[data-test="revoke-verdict"]', "text")),
        ],
    )


def claim_record() -> dict:
    """A Hearts deal played (the first legal card each time) until 4 cards are left in each hand."""
    record = referee.run("hearts", "deal", {"players": 4, "dealer": 0, "hand_number": 3, "server_seed": SEED})["record"]
    for _ in range(36):
        state = referee.run("hearts", "state", record)
        record = {**record, "plays": [*record["plays"], {"seat": state["to_act"], "card": state["legal"][0]}]}
    return record


def claim_scenario() -> dict:
    record = claim_record()
    state = referee.run("hearts", "state", record)
    claim = {"seat": state["to_act"], "tricks": 4}
    answer = referee.run(
        "hearts",
        "rulings/claim",
        {
            "players": 4,
            "hands": state["hands"],
            "trick": state["trick"],
            "leader": state["to_act"],
            "played": [play["card"] for trick in state["tricks"] for play in trick["plays"]],
            "claim": claim,
        },
    )
    assert answer["holds"] is False and answer["counter_line"]
    steps = len(answer["counter_line"])
    return pasted(
        "hearts-claim",
        "hearts",
        record,
        [
            {"select": '[data-test="claim-seat"]', "value": claim["seat"]},
            {"select": '[data-test="claim-kind"]', "value": "tricks"},
            {"fill": '[data-test="claim-count"]', "value": str(claim["tricks"])},
            {"click": '[data-test="judge-claim"]'},
            *captures(
                claim_ruling=('[data-test="claim-ruling"]', "text"),
                claim_verdict=('[data-test="claim-verdict"]', "text"),
                step_0=('[data-test="counter-step"]', "text"),
                prev_disabled=('[data-test="counter-prev"]', "disabled"),
                kinds=('[data-test="claim-kind"] option', "texts"),
            ),
            *counter_captures(0),
            *[
                step
                for index in range(1, steps + 1)
                for step in (
                    {"click": '[data-test="counter-next"]'},
                    {"capture": f"step_{index}", "selector": '[data-test="counter-step"]', "kind": "text"},
                    *counter_captures(index),
                    *(
                        [{"screenshot": "claim-hearts", "selector": "main > section:nth-of-type(8)"}]
                        if index == 8
                        else []
                    ),
                )
            ],
            *captures(
                next_disabled=('[data-test="counter-next"]', "disabled"),
                trick_at_end=('[data-test="counter-position"] .hand:first-child [data-card]', "cards"),
            ),
            {"click": '[data-test="counter-prev"]'},
            *captures(step_back=('[data-test="counter-step"]', "text")),
        ],
        claim=claim,
    )


def counter_captures(index: int) -> list[dict]:
    """What a step of the counter-line shows besides its card: the tricks won along it, each with its winner, and
    the score so far (in Hearts, the penalty cards each seat has taken)."""
    return captures(
        **{
            f"tricks_{index}": ('[data-test="counter-tricks"] li', "texts"),
            f"score_{index}": ('[data-test="counter-score"]', "text"),
            f"winner_{index}": ('[data-test="counter-position"] .card.winner', "cards"),
        }
    )


def counter_reversed_scenario() -> dict:
    """The Hearts claim judged as in claim_scenario, then Next card pressed twice with the two positions' answers
    coming back in the reverse order (the first held until the second is on the page)."""
    judged = claim_scenario()
    steps = judged["steps"]
    upto = steps.index({"click": '[data-test="judge-claim"]'}) + 1
    return {
        **judged,
        "name": "counter-reversed",
        "steps": [
            *steps[:upto],
            {
                "answers_reversed": '[data-test="counter-next"]',
                "path": "/state",
                "shown": {"selector": '[data-test="counter-step"]', "text": "Card 2 of"},
            },
            *captures(step_reversed=('[data-test="counter-step"]', "text")),
            *counter_captures("reversed"),
        ],
    }


def claim_count_scenario() -> dict:
    """The claim's number follows the position: judged on a record with 4 tricks left it says 4; a number typed,
    then another record judged, it says that record's tricks left; 0 for penalty cards, and back."""
    first, second = claim_record(), first_playthrough("hearts")
    return pasted(
        "claim-count",
        "hearts",
        first,
        [
            *captures(count_first=('[data-test="claim-count"]', "value")),
            {"fill": '[data-test="claim-count"]', "value": "2"},
            {"fill": '[data-test="record"]', "value": json.dumps(second)},
            {"click": '[data-test="adjudicate"]'},
            *captures(count_second=('[data-test="claim-count"]', "value")),
            {"select": '[data-test="claim-kind"]', "value": "penalty_cards_at_most"},
            *captures(count_penalty=('[data-test="claim-count"]', "value")),
            {"select": '[data-test="claim-kind"]', "value": "tricks"},
            *captures(count_back=('[data-test="claim-count"]', "value")),
        ],
        second=second,
    )


def claim_every_game_scenarios() -> list[dict]:
    """Every game: a claim of one more trick by the seat to act, judged from a record pasted mid-play (California
    Jack's once the stock is drawn, when a claim can be decided: under `classic`, whose hand is played out)."""
    scenarios = []
    for game in GAMES:
        record = first_playthrough(game)
        if game == "california-jack":
            record = first_playthrough_whole(game, "classic")
            record["plays"] = record["plays"][:42]
        state = referee.run(game, "state", record)
        steps = [
            {"select": '[data-test="claim-seat"]', "value": state["to_act"]},
            {"fill": '[data-test="claim-count"]', "value": "1"},
            {"click": '[data-test="judge-claim"]'},
            *captures(claim_ruling=('[data-test="claim-ruling"]', "text"), error=('[data-test="error"]', "text")),
        ]
        scenarios.append(pasted(f"claim-{game}", game, record, steps, claim={"seat": state["to_act"], "tricks": 1}))
    return scenarios


def stated_line_plan() -> dict:
    """A Hearts claim judged as stated (hearts.i-claim-stated-line): 4 tricks left, seat 0 to lead holding TD 8S 2H
    5S claims to take at most 2 more hearts. Led from TD first, its line fails (the defence makes it take more); from
    8S first, it holds: the line decides, as best play (which holds) would not show. Found here by the library, so the
    page is driving a real case: (the record, the claim, the failing line, the holding line)."""
    record = claim_record()
    state = referee.run("hearts", "state", record)
    seat = state["to_act"]
    claim = {"seat": seat, "penalty_cards_at_most": 2}
    base = {
        "players": 4,
        "hands": state["hands"],
        "trick": state["trick"],
        "leader": seat,
        "played": [play["card"] for trick in state["tricks"] for play in trick["plays"]],
    }

    def holds(line: list[str]) -> bool:
        return referee.run(
            "hearts", "rulings/claim", {**base, "standard": "stated-line", "claim": {**claim, "line": line}}
        )["holds"]

    hand = state["hands"][seat]
    lines = [list(order) for order in itertools.permutations(hand)]
    failing = next(line for line in lines if not holds(line))
    holding = next(line for line in lines if holds(line))
    return {"record": record, "claim": claim, "hand": hand, "failing": failing, "holding": holding, "state": state}


def stated_line_scenario() -> dict:
    """The claimer's line built by clicking its cards (three, one taken back, the line cleared), judged empty (the
    referee's refusal shown in its words), then judged as the failing line (its counter-line shown) and as the
    holding line; then another claimer chosen, and the line starts again from that seat's hand."""
    plan = stated_line_plan()
    seat, failing, holding = plan["claim"]["seat"], plan["failing"], plan["holding"]
    other = (seat + 1) % 4

    def click(cards: list[str]) -> list[dict]:
        return [{"click": f'[data-test="claim-line-hand"] [data-card="{card}"]'} for card in cards]

    line = {
        "line": ('[data-test="claim-line"] [data-card]', "cards"),
        "words": ('[data-test="claim-line-words"]', "text"),
    }
    steps = [
        *captures(hidden_at_first=('[data-test="claim-line-panel"]', "visible")),
        {"select": '[data-test="claim-seat"]', "value": seat},
        {"select": '[data-test="claim-kind"]', "value": "penalty_cards_at_most"},
        {"fill": '[data-test="claim-count"]', "value": str(plan["claim"]["penalty_cards_at_most"])},
        {"select": '[data-test="claim-standard"]', "value": "stated-line"},
        *captures(
            standards=('[data-test="claim-standard"] option', "texts"),
            shown=('[data-test="claim-line-panel"]', "visible"),
            hand=('[data-test="claim-line-hand"] [data-card]', "cards"),
            empty_words=('[data-test="claim-line-words"]', "text"),
            undo_disabled=('[data-test="claim-line-undo"]', "disabled"),
        ),
        {"click": '[data-test="judge-claim"]'},
        *captures(refused=('[data-test="error"]', "text"), refused_here=('[data-test="claim-refused"]', "text")),
        {"screenshot": "claim-stated-line-refused", "selector": "main > section:nth-of-type(8)"},
        *click(failing[:3]),
        *captures(
            **{f"{name}_three": value for name, value in line.items()},
            first_disabled=(f'[data-test="claim-line-hand"] [data-card="{failing[0]}"]', "disabled"),
        ),
        {"click": '[data-test="claim-line-undo"]'},
        *captures(**{f"{name}_undone": value for name, value in line.items()}),
        {"click": '[data-test="claim-line-clear"]'},
        *captures(**{f"{name}_cleared": value for name, value in line.items()}),
        *click(failing),
        *captures(**{f"{name}_failing": value for name, value in line.items()}),
        {"click": '[data-test="judge-claim"]'},
        *captures(
            failing_verdict=('[data-test="claim-verdict"]', "text"),
            failing_ruling=('[data-test="claim-ruling"]', "text"),
            failing_counter=('[data-test="counter-step"]', "text"),
            failing_counter_shown=('[data-test="counter-line"]', "visible"),
        ),
        {"click": '[data-test="claim-line-clear"]'},
        *click(holding),
        {"click": '[data-test="judge-claim"]'},
        *captures(
            **{f"{name}_holding": value for name, value in line.items()},
            holding_verdict=('[data-test="claim-verdict"]', "text"),
            holding_ruling=('[data-test="claim-ruling"]', "text"),
            holding_counter_shown=('[data-test="counter-line"]', "visible"),
        ),
        {"screenshot": "claim-stated-line", "selector": "main > section:nth-of-type(8)"},
        {"select": '[data-test="claim-seat"]', "value": other},
        *captures(
            other_hand=('[data-test="claim-line-hand"] [data-card]', "cards"),
            **{f"{name}_other": value for name, value in line.items()},
            error=('[data-test="error"]', "text"),
        ),
    ]
    return pasted("claim-stated-line", "hearts", plan["record"], steps, plan=plan, allowed_statuses=[422])


def stated_line_phone_scenario() -> dict:
    """The holding line built and judged on a phone, 390 px wide."""
    plan = stated_line_plan()
    steps = [
        {"select": '[data-test="claim-seat"]', "value": plan["claim"]["seat"]},
        {"select": '[data-test="claim-kind"]', "value": "penalty_cards_at_most"},
        {"fill": '[data-test="claim-count"]', "value": str(plan["claim"]["penalty_cards_at_most"])},
        {"select": '[data-test="claim-standard"]', "value": "stated-line"},
        *[{"click": f'[data-test="claim-line-hand"] [data-card="{card}"]'} for card in plan["holding"]],
        {"click": '[data-test="judge-claim"]'},
        *captures(overflow=("body", "overflow"), verdict=('[data-test="claim-verdict"]', "text")),
    ]
    return pasted("claim-stated-line-phone", "hearts", plan["record"], steps, viewport={"width": 390, "height": 844})


def tamper(signed: dict) -> str:
    """One word of the explanation changed, the file written the one way a ruling is saved: only the word differs."""
    changed = json.loads(json.dumps(signed))
    changed["answer"]["explanation"] += " (edited)"
    return ruling_file(changed).decode("utf-8")


def reformatted(signed: dict) -> str:
    """The same ruling printed over several lines: every value the one signed, the file no longer as saved."""
    return json.dumps(signed, indent=2) + "\n"


def attestation_scenario(saved: Path) -> dict:
    # The ruling downloaded here (saved at ``saved``) is uploaded again by verify_steps, in a second run (it needs
    # the download), and checked offline as docs/trust.md says.
    steps = [
        *captures(signing=('[data-test="signing"]', "text")),
        {"download": '[data-test="download-ruling"]', "name": "signed", "save_to": str(saved)},
    ]
    return pasted("attestation", "hearts", hearts_revoke_record(), steps)


def verify_steps(content: str, tampered: str, respaced: str) -> list[dict]:
    return [
        {"goto": "/desk?game=hearts"},
        {"upload": '[data-test="verify-upload"]', "filename": "ruling.json", "content": content},
        *captures(genuine=('[data-test="verify-verdict"]', "text")),
        {"screenshot": "verify-genuine", "selector": "main > section:nth-of-type(9)"},
        {"upload": '[data-test="verify-upload"]', "filename": "ruling.json", "content": tampered},
        *captures(tampered=('[data-test="verify-verdict"]', "text")),
        {"screenshot": "verify-tampered", "selector": "main > section:nth-of-type(9)"},
        {"upload": '[data-test="verify-upload"]', "filename": "ruling.json", "content": respaced},
        *captures(respaced=('[data-test="verify-verdict"]', "text")),
    ]


def upload_scenario() -> dict:
    record = hearts_revoke_record()
    return {
        "name": "upload",
        "game": "hearts",
        "record": record,
        "steps": [
            {"goto": "/desk?game=hearts"},
            {"upload": '[data-test="upload"]', "filename": "deal.json", "content": json.dumps(record)},
            *captures(ruling=('[data-test="ruling"]', "text"), record=('[data-test="record"]', "value")),
        ],
    }


def keyboard_scenario() -> dict:
    deal, record = forty_five_deal()
    state = referee.run("forty-five", "state", record)
    return {
        "name": "keyboard",
        "game": "forty-five",
        "first_legal": state["legal"][0],
        "seat": state["to_act"],
        "steps": [
            {"goto": "/desk?game=forty-five"},
            {"fill": '[data-test="record"]', "value": json.dumps(record)},
            {"focus": '[data-test="adjudicate"]'},
            {"press": "Enter"},
            {"tab_to": '[data-test="hands"] button.card.legal', "name": "tabs", "max": 60},
            *captures(focused=(":focus", "focus")),
            {"press": "Enter"},
            *captures(
                verdict=('[data-test="move-verdict"]', "text"),
                record=('[data-test="record"]', "value"),
                focus_after=(":focus", "focus"),
            ),
        ],
    }


def phone_scenario() -> dict:
    return pasted(
        "phone",
        "hearts",
        hearts_revoke_record(),
        [
            {"click": '[data-test="revoke-tricks"] [data-trick="0"][data-card="3C"]'},
            *captures(overflow=("body", "overflow"), picture=('[data-test="picture"]', "svg")),
            {"focus": '[data-test="game"]'},
            {"screenshot": "phone-top", "full_page": False},
            {"screenshot": "phone", "selector": "main > section:nth-of-type(5)"},
            {"screenshot": "phone-ruling", "selector": "main > section:nth-of-type(4)"},
            {"screenshot": "phone-picture", "selector": "main > section:nth-of-type(6)"},
        ],
        viewport={"width": 390, "height": 844},
    )


def errors_scenario() -> tuple[dict, dict]:
    twice = hearts_revoke_record()
    twice["hands"][1][5] = twice["hands"][0][5]
    return pasted(
        "errors",
        "hearts",
        twice,
        [
            *captures(card_twice=('[data-test="error"]', "text")),
            {"screenshot": "error", "selector": "#notice"},
            {"fill": '[data-test="record"]', "value": '{"players": 4, "hands": [['},
            {"click": '[data-test="adjudicate"]'},
            *captures(not_json=('[data-test="error"]', "text")),
            {"fill": '[data-test="record"]', "value": ""},
            {"click": '[data-test="adjudicate"]'},
            *captures(empty=('[data-test="error"]', "text")),
        ],
        allowed_statuses=[422],
    ), twice


def all_scenarios(saved: Path = Path("ruling.json")) -> list[dict]:
    """``saved``: where the signed ruling the desk downloads is saved."""
    return [
        *every_game_scenarios(),
        revoke_scenario(),
        forty_five_clicks_scenario(),
        phases_scenario("hearts", {"players": 4, "dealer": 0, "hand_number": 1, "server_seed": SEED}, "black-lady"),
        phases_scenario("auction-hearts", {"players": 4, "dealer": 0, "hand_number": 1, "server_seed": SEED}),
        phases_scenario("auction-forty-fives", {"players": 4, "dealer": 0, "hand_number": 1, "server_seed": SEED}),
        phases_scenario("forty-five", {"players": 4, "dealer": 0, "hand_number": 4, "server_seed": SEED}),
        claim_scenario(),
        counter_reversed_scenario(),
        claim_count_scenario(),
        *claim_every_game_scenarios(),
        attestation_scenario(saved),
        upload_scenario(),
        keyboard_scenario(),
        phone_scenario(),
        errors_scenario()[0],
    ]


# ---- the result of a deal as it was played (api.md v1.3), in every game --------------------------------------------

RESULT = {
    "result_verdict": ('[data-test="result-verdict"]', "text"),
    "result_explanation": ('[data-test="result-explanation"]', "text"),
    "result_basis": ('[data-test="result-basis"]', "text"),
    "score_holders": ('[data-test="result-score-table"] th[scope="col"]', "texts"),
    "score_rows": ('[data-test="result-score-table"] th[scope="row"]', "texts"),
    "score_cells": ('[data-test="result-score-table"] tbody td', "texts"),
    "irregularity_types": ('[data-test="irregularity"]', "types"),
    "irregularities": ('[data-test="irregularity"]', "texts"),
    "irregularity_rules": ('[data-test="irregularity-rule"]', "texts"),
    "rectifications": ('[data-test="rectification"]', "texts"),
    "ruling": ('[data-test="ruling"]', "text"),
    "error": ('[data-test="error"]', "text"),
}


def late_revoke_record(game: str) -> dict:
    """A revoke found late: the game's documented result example, a whole deal with an established revoke."""
    return example_request(game, "result")


def condoned_lead_record(game: str) -> dict:
    """A lead out of turn the table played after: the game's first golden playthrough, one trick's first two cards
    swapped."""
    return lead_out_of_turn(game, first_playthrough_whole(game))


def revoke_in_time_record(game: str) -> dict:
    """The same revoke caught in time: the documented example cut just after the revoking card, before the
    offender's side plays to a later trick, so it can still be taken back and the deal has no result yet."""
    record = late_revoke_record(game)
    revoke = next(found for found in referee.result(game, record)["irregularities"] if found["type"] == "revoke")
    key = "actions" if "actions" in record else "plays"
    return {**record, key: record[key][: revoke["index"] + 1]}


def contested_claim_record(game: str) -> dict:
    """A contested claim: a golden playthrough of the game (the first of its profiles whose deal reaches a point where
    a claim can settle it: California Jack's running score may end a hand before its pile is empty) stopped 2 tricks
    from the end, where the first seat whose claim of the rest fails claims it ("the rest are mine"); the claim search
    settles the deal against it."""
    for entry in GAMES[game].profiles.listing():
        record = first_playthrough_whole(game, entry["id"])
        key = "actions" if "actions" in record else "plays"
        players = record.get("players", 2)
        cut = {**record, key: record[key][: len(record[key]) - 2 * players]}
        for seat in range(players):
            claimed = {**cut, "claim": {"seat": seat}}
            answer = referee.result(game, claimed)
            if answer["settled"] and answer["claim"]["holds"] is False:
                return claimed
    raise AssertionError(f"no claim of the last 2 tricks fails in {game}'s golden playthroughs")


RESULT_CASES = {
    "late-revoke": late_revoke_record,
    "condoned-lead": condoned_lead_record,
    "revoke-in-time": revoke_in_time_record,
    "contested-claim": contested_claim_record,
}


def result_scenarios(games: list[str]) -> list[dict]:
    """Each case of RESULT_CASES in each game served: the record pasted and judged, the result panel captured."""
    scenarios = []
    for game in games:
        for case, build in RESULT_CASES.items():
            record = build(game)
            if record is None:
                continue
            steps = captures(**RESULT)
            if case == "late-revoke":
                steps.append({"screenshot": f"result-{game}", "selector": "#result-panel"})
            scenarios.append(pasted(f"result-{case}-{game}", game, record, steps, case=case))
    return scenarios


def expected_score_table(answer: dict, seats: int) -> tuple[list[str], list[str], list[str]]:
    """The settled score as the desk tabulates it: a column a seat (or a side, where the score has fewer numbers
    than seats), a row for the deal's own score (what the hand adds, where the score says it apart from what was
    taken) and one for the totals, where the score has them."""
    score = answer["score"]
    rows = []
    for label, fields in (("This deal", ("hand_scores", "points")), ("Total after this deal", ("totals",))):
        values = next((score[name] for name in fields if all_numbers(score.get(name))), None)
        if values is not None:
            rows.append((label, values))
    if not rows:
        return [], [], []
    count = len(rows[0][1])
    sides = score.get("sides")
    holders = [
        f"Seat {index}"
        if count == seats
        else f"Side {index} (seats {' and '.join(map(str, sides[index]))})"
        if sides
        else f"Side {index}"
        for index in range(count)
    ]
    return holders, [label for label, _ in rows], [str(value) for _, values in rows for value in values]


def all_numbers(value) -> bool:
    return isinstance(value, list) and bool(value) and all(isinstance(item, int | float) for item in value)


def assert_result_shown(game: str, record: dict, captured: dict) -> dict:
    """The result panel says what referee.result answers for the record: settled or not, the ruling's sentence and
    rule, the settled score a seat or side at a time, and each irregularity with its rule and its rectification's
    explanation and rule. Adjudicate's ruling is still shown under it. Returns the library's answer."""
    answer = referee.result(game, record)
    verdict = "Settled: this is the deal's result." if answer["settled"] else "Not settled: the deal has no result yet."
    assert captured["result_verdict"] == verdict, game
    assert captured["result_explanation"] == answer["explanation"], game
    assert captured["result_basis"].startswith(f"Rule {answer['rule']}: "), game
    # What only result reads (a claim, reported facts) the desk leaves out of its other questions.
    played = {name: value for name, value in record.items() if name not in ("claim", "reported")}
    if answer["settled"]:
        seats = len(referee.run(game, "state", played)["hands"])
        holders, rows, cells = expected_score_table(answer, seats)
        assert (captured["score_holders"], captured["score_rows"], captured["score_cells"]) == (holders, rows, cells)
        assert cells, game
    else:
        assert captured["score_holders"] == captured["score_cells"] == [], game  # no score until settled
    assert captured["irregularity_types"] == [found["type"] for found in answer["irregularities"]], game
    for found, shown, rule, fixed in zip(
        answer["irregularities"],
        captured["irregularities"],
        captured["irregularity_rules"],
        captured["rectifications"],
        strict=True,
    ):
        assert found["explanation"] in shown and f"seat {found['seat']}" in shown, game
        assert rule.startswith(f"Rule {found['rule']}: "), game
        rectification = found["rectification"]
        if rectification:
            assert fixed.startswith(f"How it was put right: {rectification['explanation']}"), game
            assert f"Rule {rectification['rule']}: " in fixed, game
        else:
            assert fixed.startswith("Not put right"), game
    assert captured["ruling"] == referee.run(game, "adjudicate", played)["explanation"], game
    return answer


@pytest.mark.once
def test_the_desk_shows_the_result_of_a_record_first_in_every_game(tmp_path):
    """Every game the service serves, in Chromium: a revoke found late (settled, the revoke's rule, the game's
    rectification and the score put right), a lead out of turn the table played after (settled, condoned by the
    game's i-out-of-turn-condoned), a revoke caught in time (not settled, in the result's words: the card to
    take back), and a contested claim (settled against the claimer along the search's counter line). Each record is checked against referee.result first, so the page is driving a
    real case; the page sends the record as pasted."""
    assert Path(CHROMIUM).exists(), f"no Chromium at {CHROMIUM}: apt-get install chromium (make test does)"
    with live_server(workers=2, extra_env={"REFEREE_REQUEST_LOG": "off"}) as server:
        games = [entry["id"] for entry in server_json(server.url, "v1/games")]
        assert sorted(games) == sorted(GAMES)
        scenarios = result_scenarios(games)
        for scenario in scenarios:
            answer = referee.result(scenario["game"], scenario["record"])
            assert answer["settled"] == (scenario["case"] != "revoke-in-time"), scenario["name"]
            if scenario["case"] == "revoke-in-time":
                (found,) = answer["irregularities"]
                assert found["type"] == "revoke" and not found["established"], scenario["name"]
                assert f"seat {found['seat']} takes back {found['card']}" in answer["explanation"], scenario["name"]
            elif scenario["case"] == "late-revoke":
                revokes = [found for found in answer["irregularities"] if found["type"] == "revoke"]
                assert revokes and all(found["established"] for found in revokes), scenario["name"]
                assert revokes[0]["rectification"]["rule"].startswith(f"{scenario['game']}."), scenario["name"]
            elif scenario["case"] == "condoned-lead":
                (found,) = answer["irregularities"]
                assert found["type"] == "out-of-turn" and found["established"], scenario["name"]
                assert found["rectification"]["rule"] == f"{scenario['game']}.i-out-of-turn-condoned"
            elif scenario["case"] == "contested-claim":
                (found,) = answer["irregularities"]
                assert found["type"] == "claim" and found["rule"] == f"{scenario['game']}.i-claim", scenario["name"]
                assert answer["claim"]["counter_line"], scenario["name"]
        seen = run_desk(server.url, scenarios, tmp_path)
    problems = {name: result["problems"] for name, result in seen.items() if result["problems"]}
    assert not problems, json.dumps(problems, indent=1)
    assert {name: result["captured"]["error"] for name, result in seen.items() if result["captured"]["error"]} == {}
    assert {scenario["case"] for scenario in scenarios} == {
        "late-revoke",
        "condoned-lead",
        "revoke-in-time",
        "contested-claim",
    }
    for scenario in scenarios:
        result = seen[scenario["name"]]
        assert_result_shown(scenario["game"], scenario["record"], result["captured"])
        assert posted(result, "result") == [scenario["record"]], scenario["name"]


def test_the_screenshots_the_scenarios_take_are_the_ones_docs_desk_md_shows():
    """docs/desk.md shows each screenshot the browser test takes (DESK_SCREENSHOTS=docs/desk writes them), and
    docs/desk holds nothing else."""
    taken = {
        step["screenshot"]
        for scenario in [
            *all_scenarios(),
            *result_scenarios(list(GAMES)),
            stated_line_scenario(),
            *notation_scenarios(),
            {"steps": verify_steps("{}", "{}", "{}")},
        ]
        for step in scenario["steps"]
        if "screenshot" in step
    }
    shown = set(re.findall(r"\(desk/([a-z0-9-]+)\.png\)", (ROOT / "docs" / "desk.md").read_text(encoding="utf-8")))
    kept = {path.stem for path in (ROOT / "docs" / "desk").glob("*")}
    assert taken == shown == kept


def run_desk(server_url: str, scenarios: list[dict], tmp_path: Path) -> dict:
    path = tmp_path / f"scenarios-{len(list(tmp_path.iterdir()))}.json"
    path.write_text(json.dumps(scenarios), encoding="utf-8")
    finished = run_driver("desk-page.mjs", server_url, CHROMIUM, str(path))
    assert finished.returncode == 0, finished.stderr
    return {seen["name"]: seen for seen in json.loads(finished.stdout)}


def server_json(server_url: str, path: str):
    with urllib.request.urlopen(f"{server_url}/{path}", timeout=60) as answer:
        return json.load(answer)


def posted(seen: dict, operation: str) -> list[dict]:
    return [json.loads(request["body"]) for request in seen["requests"] if request["path"].endswith("/" + operation)]


def signing_key(path: Path) -> Path:
    key = Ed25519PrivateKey.generate()
    path.write_bytes(
        key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption())
    )
    return path


@pytest.mark.once
def test_the_desk_in_chromium_as_a_director_uses_it(client, tmp_path):
    assert Path(CHROMIUM).exists(), f"no Chromium at {CHROMIUM}: apt-get install chromium (make test does)"
    assert (ROOT / "node_modules" / "playwright-core").exists(), "run `npm ci` (make test does)"
    twice = errors_scenario()[1]
    saved = tmp_path / "downloads" / "ruling.json"
    saved.parent.mkdir()
    scenarios = all_scenarios(saved)
    by_name = {scenario["name"]: scenario for scenario in scenarios}
    key = signing_key(tmp_path / "signing.pem")
    env = {"REFEREE_REQUEST_LOG": "off", "REFEREE_SIGNING_KEY": str(key)}
    with live_server(workers=2, extra_env=env) as server:
        seen = run_desk(server.url, scenarios, tmp_path)
        downloaded = seen["attestation"]["captured"]["signed"]["content"]
        signed = json.loads(downloaded)
        verified = run_desk(
            server.url,
            [{"name": "verify", "steps": verify_steps(downloaded, tamper(signed), reformatted(signed))}],
            tmp_path,
        )
        served = {"keys": server_json(server.url, "v1/keys"), "hearts": server_json(server.url, "v1/games/hearts")}
    seen.update(verified)
    problems = {name: result["problems"] for name, result in seen.items() if result["problems"]}
    assert not problems, json.dumps(problems, indent=1)
    shown = {name: result["captured"].get("error") for name, result in seen.items() if result["captured"].get("error")}
    assert shown == {}

    # Every game: a record pasted and judged shows the ruling, what happens next (the seat to act and its legal
    # cards), and the picture with every card of the position.
    for game in GAMES:
        scenario, captured = by_name[f"paste-{game}"], seen[f"paste-{game}"]["captured"]
        record = scenario["record"]
        assert captured["ruling"] == referee.run(game, "adjudicate", record)["explanation"]
        state = referee.run(game, "state", record)
        assert captured["state_explanation"] == state["explanation"]
        assert captured["legal"] == state["legal"] and state["legal"]
        assert f"seat {state['to_act']} to act" in captured["state"]
        assert_picture(captured["picture"], [card for hand in state["hands"] for card in hand])
        # Check every trick: the tricks of the record, proved from alone, as the library answers.
        (proof_request,) = posted(seen[f"paste-{game}"], "revoke-proof")
        assert sum(len(trick) for trick in proof_request["tricks"]) == len(
            [action for action in record.get("actions", record.get("plays")) if action.get("type", "play") == "play"]
        )
        assert captured["revoke_summary"] == referee.run(game, "rulings/revoke-proof", proof_request)["explanation"]

    # A Hearts record with a revoke: the ruling names it, the picture shows it, the tricks prove it.
    record, captured = by_name["hearts-revoke"]["record"], seen["hearts-revoke"]["captured"]
    adjudicated = referee.run("hearts", "adjudicate", record)
    assert adjudicated["violation"]["card"] == "3C" and captured["ruling"] == adjudicated["explanation"]
    assert_picture(captured["picture"], ["3C"])
    (proof_request,) = posted(seen["hearts-revoke"], "revoke-proof")[:1]
    proof = referee.run("hearts", "rulings/revoke-proof", proof_request)
    assert proof_request["tricks"] == [record["plays"][:4], record["plays"][4:]]
    assert captured["revoke_verdict"] == "Revoke proved: Three of clubs in trick 1."
    assert captured["revoke_explanation"] == proof["revokes"][0]["explanation"]
    assert captured["revoke_summary"] == proof["explanation"]
    assert captured["innocent_verdict"] == "No revoke is proved with Four of spades in trick 2."

    # Forty-Five dealt fairly and played by clicks: each refused click explained in the rule's own words, left out.
    scenario, captured = by_name["forty-five-clicks"], seen["forty-five-clicks"]["captured"]
    assert json.loads(captured["dealt"]) == forty_five_deal()[1]
    assert referee.run("forty-five", "deal", forty_five_deal()[0])["commitment"] in captured["commitment"]
    for refusal in scenario["refusals"]:
        assert captured[refusal["capture"]].startswith(f"Refused: seat {refusal['seat']} may not play the ")
        assert captured[refusal["capture"]].endswith(refusal["explanation"])
    assert json.loads(captured["record"]) == scenario["expected_record"]
    expected = scenario["expected_record"]
    assert json.loads(captured["undone"]) == {**expected, "actions": expected["actions"][:-1]}  # taken back
    # Hearts and diamonds red, spades and clubs black, on the cards to click as on the others.
    colours = {suit: {colour for card, colour in captured["colours"] if card[1] == suit} for suit in "SHDC"}
    assert colours["H"] == colours["D"] == {"rgb(179, 38, 30)"}, colours
    assert colours["S"] == colours["C"] == {"rgb(17, 17, 17)"}, colours

    # The phases before the play, by the desk's own controls: the record written is the one the plan expects.
    for game in ("hearts", "auction-hearts", "auction-forty-fives", "forty-five"):
        scenario, captured = by_name[f"phases-{game}"], seen[f"phases-{game}"]["captured"]
        assert json.loads(captured["record"]) == scenario["expected_record"], game
        assert captured["state"].startswith("The play"), game
        verdicts = [text for name, text in captured.items() if name.startswith("verdict-")]
        assert verdicts and all(text.startswith("Seat ") for text in verdicts), (game, verdicts)

    # A claim that fails: its counter-line stepped through card by card, forwards and back.
    scenario, captured = by_name["hearts-claim"], seen["hearts-claim"]["captured"]
    (claim_request,) = posted(seen["hearts-claim"], "rulings/claim")
    state = referee.run("hearts", "state", scenario["record"])
    assert claim_request["hands"] == state["hands"] and claim_request["claim"] == scenario["claim"]
    answer = referee.run("hearts", "rulings/claim", claim_request)
    line = answer["counter_line"]
    assert captured["claim_verdict"] == "The claim fails."
    assert answer["explanation"] in captured["claim_ruling"]
    assert captured["kinds"] == ["at least this many of the tricks left", "at most this many more penalty cards"]
    assert captured["step_0"] == f"The counter-line has {len(line)} cards: press Next card to play them one by one."
    assert captured["prev_disabled"] and captured["next_disabled"]
    names = {card: name for card, name in card_names(line)}
    for index, play in enumerate(line, start=1):
        expected = f"Card {index} of {len(line)}: seat {play['seat']} plays {names[play['card']]}."
        assert captured[f"step_{index}"] == expected
    assert captured["trick_at_end"] == [play["card"] for play in line[-4:]]
    assert captured["step_back"] == captured[f"step_{len(line) - 1}"]
    # Each step shows the tricks won along the line so far, each with its winner (the winning card marked on the
    # table when the trick is just complete), and the score so far: the penalty cards each seat has taken.
    before = len(state["tricks"])
    for index in range(len(line) + 1):
        reached = referee.run(
            "hearts", "state", {**scenario["record"], "plays": scenario["record"]["plays"] + line[:index]}
        )
        won = reached["tricks"][before:]
        assert captured[f"tricks_{index}"] == [
            f"Trick {before + number + 1}: seat {trick['winner']} wins with the {names_of([trick['card']])[0]}."
            for number, trick in enumerate(won)
        ], index
        assert captured[f"score_{index}"] == f"Score so far: {reached['score']['explanation']}", index
        complete = index and (len(state["trick"]) + index) % 4 == 0
        assert captured[f"winner_{index}"] == ([won[-1]["card"]] if complete else []), index
    assert (
        len(
            referee.run("hearts", "state", {**scenario["record"], "plays": scenario["record"]["plays"] + line})[
                "tricks"
            ]
        )
        > before
    )
    # Next card pressed twice, the answers back in the reverse order: the desk shows card 2, the step asked for
    # last, with card 2's tricks and score, not card 1's, whose answer came last.
    reversed_ = seen["counter-reversed"]["captured"]
    assert reversed_["step_reversed"] == captured["step_2"]
    assert [reversed_[f"{what}_reversed"] for what in ("tricks", "score", "winner")] == [
        captured[f"{what}_2"] for what in ("tricks", "score", "winner")
    ]
    # The verdict is in words: no field of the answer is named to the director.
    assert "counter_line" not in captured["claim_ruling"]
    assert "the counter-line is a way of playing the remaining cards that defeats it" in captured["claim_ruling"]

    # The claim's number is the tricks left of the record judged, whatever was typed for the one before.
    scenario, captured = by_name["claim-count"], seen["claim-count"]["captured"]
    left = [
        max(map(len, referee.run("hearts", "state", record)["hands"]))
        for record in (scenario["record"], scenario["second"])
    ]
    assert left[0] != left[1] and left[0] != 2
    assert (captured["count_first"], captured["count_second"]) == (str(left[0]), str(left[1]))
    assert (captured["count_penalty"], captured["count_back"]) == ("0", str(left[1]))

    # Every game: the claim the desk sends is the position the record reached, and the answer shown is the library's.
    for game in GAMES:
        scenario, result = by_name[f"claim-{game}"], seen[f"claim-{game}"]
        (sent,) = posted(result, "rulings/claim")
        state = referee.run(game, "state", scenario["record"])
        assert (
            sent["hands"] == state["hands"] and sent["trick"] == state["trick"] and sent["claim"] == scenario["claim"]
        )
        answer = referee.run(game, "rulings/claim", sent)
        assert answer["explanation"] in result["captured"]["claim_ruling"], game
        assert answer["decided"], game

    # A signed ruling downloaded that stands alone (api.md v1.3): the payload's members, the attestation and the
    # key that signed it; docs/trust.md's checks (Node, its Python snippet, referee verify) pass on the file exactly
    # as the browser saved it. Uploaded to the desk it is genuine, and refused once changed.
    assert "This ruling is signed" in seen["attestation"]["captured"]["signing"]
    assert seen["attestation"]["captured"]["signed"]["filename"] == "ruling-hearts-adjudicate.json"
    assert sorted(signed) == sorted(
        ["game", "operation", "request", "answer", "engine", "rules", "attestation", "jwks"]
    )
    # Saved the one way a ruling is saved, the way --sign-with prints it: canonical JSON and a line feed.
    assert downloaded.encode("utf-8") == ruling_file(signed)
    assert signed["game"] == "hearts" and signed["operation"] == "adjudicate"
    assert signed["request"] == by_name["attestation"]["record"]
    assert signed["answer"] == referee.run("hearts", "adjudicate", signed["request"])
    assert (signed["engine"], signed["rules"]) == (served["hearts"]["engine"], served["hearts"]["rules_digest"])
    assert signed["jwks"] == served["keys"]
    assert re.fullmatch(r"[A-Za-z0-9_-]+\.\.[A-Za-z0-9_-]+", signed["attestation"])
    assert saved.read_bytes() == downloaded.encode("utf-8")
    assert every_check([saved]) == {"node": [True], "python": [True], "referee verify": [True]}
    assert seen["verify"]["captured"]["genuine"].startswith("Genuine: the referee signed this ruling.")
    assert seen["verify"]["captured"]["tampered"].startswith(
        "Not genuine: this ruling is not the one the referee signed."
    )
    # Reformatted, every value the same: the desk holds the file to its saved form, as the offline checks do.
    assert seen["verify"]["captured"]["respaced"].startswith("Not genuine: this file was changed after it was saved.")

    # A record file opened is judged at once.
    captured = seen["upload"]["captured"]
    assert json.loads(captured["record"]) == by_name["upload"]["record"]
    assert captured["ruling"] == referee.run("hearts", "adjudicate", by_name["upload"]["record"])["explanation"]

    # Keyboard only: Tab reaches a legal card, named for a person; Enter plays it; the focus moves on.
    scenario, captured = by_name["keyboard"], seen["keyboard"]["captured"]
    assert captured["focused"] == {"label": names_of([scenario["first_legal"]])[0], "tag": "button", "legal": True}
    played = json.loads(captured["record"])["actions"][-1]
    assert played == {"type": "play", "seat": scenario["seat"], "card": scenario["first_legal"]}
    assert captured["verdict"] == f"Seat {scenario['seat']} played the {names_of([scenario['first_legal']])[0]}."
    assert captured["focus_after"]["tag"] == "button" and captured["focus_after"]["legal"]

    # A phone, 390 px wide: nothing wider than the screen.
    overflow = seen["phone"]["captured"]["overflow"]
    assert overflow["scroll"] <= overflow["client"] == 390 and overflow["wide"] == [], overflow

    # Errors in plain words, the field named.
    captured = seen["errors"]["captured"]
    problem = client.post("/v1/games/hearts/adjudicate", json=twice).get_json()
    assert captured["card_twice"].startswith(f"The referee cannot use this ({len(problem['errors'])} problem")
    for error in problem["errors"]:
        words = " › ".join(error["pointer"].strip("/").split("/"))
        assert f"In the field “{words}”: {error['message']}" in captured["card_twice"]
    assert captured["not_json"].startswith("The record is not valid JSON (")
    assert captured["empty"].startswith("The record is empty")


RANK_WORDS = dict(zip("23456789TJQKA", "Two Three Four Five Six Seven Eight Nine Ten Jack Queen King Ace".split()))
SUIT_WORDS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}


def names_of(cards: list[str]) -> list[str]:
    return [f"{RANK_WORDS[card[0]]} of {SUIT_WORDS[card[1]]}" for card in cards]


def card_names(plays: list[dict]) -> list[tuple[str, str]]:
    cards = [play["card"] for play in plays]
    return list(zip(cards, names_of(cards)))


def assert_picture(picture: dict, cards: list[str]) -> None:
    """The picture is inline SVG, and each card named has a <title> in it."""
    assert picture["titles"], picture["text"]
    titles = " ".join(picture["titles"])
    for card in cards:
        assert card in titles or names_of([card])[0].lower() in titles.lower(), card


@pytest.mark.once
def test_i_claim_stated_line_the_desk_builds_the_claimers_line_from_its_hand(tmp_path):
    """hearts.i-claim-stated-line in Chromium: "as stated" shows the claimer's hand as buttons; the cards clicked
    make the line, in order, shown and sent as claim.line (a card taken back, the line cleared); the verdict, the
    explanation and the counter-line shown are the library's answer to the request sent. An empty line is the
    referee's refusal in its own words, and the page goes on working; another claimer starts the line again."""
    assert Path(CHROMIUM).exists(), f"no Chromium at {CHROMIUM}: apt-get install chromium (make test does)"
    scenario = stated_line_scenario()
    plan = scenario["plan"]
    hand, failing, holding, claim = plan["hand"], plan["failing"], plan["holding"], plan["claim"]
    with live_server(workers=2, extra_env={"REFEREE_REQUEST_LOG": "off"}) as server:
        seen = run_desk(server.url, [scenario, stated_line_phone_scenario()], tmp_path)
    # On a phone: nothing wider than the screen, the line's hand and the line included.
    phone = seen["claim-stated-line-phone"]
    assert not phone["problems"], phone["problems"]
    assert phone["captured"]["verdict"] == "The claim holds."
    overflow = phone["captured"]["overflow"]
    assert overflow["scroll"] <= overflow["client"] == 390 and overflow["wide"] == [], overflow
    result = seen["claim-stated-line"]
    captured = result["captured"]
    assert not result["problems"], result["problems"]
    assert captured["hidden_at_first"] is False and captured["shown"] is True
    assert captured["standards"][-1] == "as stated (the claimer's line, Law 70)"
    assert captured["hand"] == hand and captured["undo_disabled"] is True
    assert captured["empty_words"].startswith("No card in the line yet")

    # Judged with no card in the line: the referee's refusal, in its words, at the top and where the claim is judged,
    # in place of a verdict.
    empty, wrong, right = posted(result, "rulings/claim")
    assert empty["standard"] == "stated-line" and empty["claim"] == {**claim, "line": []}
    with pytest.raises(referee.InvalidRecord) as refused:
        referee.run("hearts", "rulings/claim", empty)
    ((pointer, message),) = refused.value.errors
    assert captured["refused"] == f"The referee cannot use this (1 problem): In the field “claim › line”: {message}."
    assert pointer == "/claim/line" and captured["refused_here"] == captured["refused"]

    # The line, as clicked: in order, a card placed is not offered twice, one taken back, then all cleared.
    assert captured["line_three"] == failing[:3] and captured["first_disabled"] is True
    assert captured["words_three"] == f"The line, 3 cards of {len(hand)}: {faces(failing[:3])}."
    assert captured["line_undone"] == failing[:2] and captured["line_cleared"] == []
    assert captured["line_failing"] == failing and captured["line_holding"] == holding

    # Each claim sent as built, and the answer shown is the library's: the failing line with its counter-line.
    assert (wrong["claim"], right["claim"]) == ({**claim, "line": failing}, {**claim, "line": holding})
    assert wrong["hands"] == plan["state"]["hands"] and wrong["standard"] == right["standard"] == "stated-line"
    failed, held = (referee.run("hearts", "rulings/claim", request) for request in (wrong, right))
    assert (failed["holds"], held["holds"]) == (False, True)
    assert failed["rule"] == held["rule"] == "hearts.i-claim-stated-line"
    assert captured["failing_verdict"] == "The claim fails." and failed["explanation"] in captured["failing_ruling"]
    assert f"with the line {', '.join(failing)}" in captured["failing_ruling"]
    assert captured["failing_counter_shown"] is True
    assert captured["failing_counter"] == (
        f"The counter-line has {len(failed['counter_line'])} cards: press Next card to play them one by one."
    )
    assert captured["holding_verdict"] == "The claim holds." and held["explanation"] in captured["holding_ruling"]
    assert captured["holding_counter_shown"] is False

    # Another claimer: its own hand, and an empty line.
    other = referee.run("hearts", "state", scenario["record"])["hands"][(claim["seat"] + 1) % 4]
    assert captured["other_hand"] == other and captured["line_other"] == []
    assert captured["error"] == ""


def faces(cards: list[str]) -> str:
    """Cards as the desk writes them in a sentence: "10♦ 8♠"."""
    glyphs = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
    return " ".join(f"{'10' if card[0] == 'T' else card[0]}{glyphs[card[1]]}" for card in cards)


@pytest.mark.once
def test_i_analysis_the_desk_marks_each_play_that_cost_something(tmp_path):
    """forty-five.i-analysis and hearts.i-analysis in Chromium: the record pasted and judged, "Where did each card go
    wrong?" asks the analysis and lists each play that cost something, in the words of the analysis picture: in
    tricks what the seat could still guarantee, in penalty cards what it could still hold itself to (never a bare
    "-3"). The Hearts deal is analysed from its end under the service's 2 s, so only its late QC (index 40, 3 tricks
    from the end) is certain to be decided on any machine."""
    assert Path(CHROMIUM).exists(), f"no Chromium at {CHROMIUM}: apt-get install chromium (make test does)"
    records = {
        "forty-five": example_request("forty-five", "analysis"),
        "hearts": example_request("hearts", "adjudicate"),
    }
    steps = [
        {"click": '[data-test="analyse"]'},
        *captures(
            explanation=('[data-test="analysis-explanation"]', "text"),
            costs=('[data-test="analysis-cost"]', "texts"),
            error=('[data-test="error"]', "text"),
        ),
    ]
    scenarios = [pasted(f"analysis-{game}", game, record, steps) for game, record in records.items()]
    with live_server(workers=2, extra_env={"REFEREE_REQUEST_LOG": "off"}) as server:
        seen = run_desk(server.url, scenarios, tmp_path)
    for game, record in records.items():
        result = seen[f"analysis-{game}"]
        assert not result["problems"], result["problems"]
        assert result["captured"]["error"] == ""
        assert posted(result, "analysis") == [record]
    forty_five = seen["analysis-forty-five"]["captured"]
    assert forty_five["explanation"] == referee.analysis("forty-five", records["forty-five"])["explanation"]
    assert forty_five["costs"] == [
        "Seat 0's AS (index 4) cost 1 trick: before this card it could still guarantee 3 more tricks, after it 2. "
        "Best: 7S, QD."
    ]
    hearts = seen["analysis-hearts"]["captured"]["costs"]
    costly_queen = (
        "Seat 1's QC (index 40) cost 3 hearts: before this card it could still hold itself to 0 more hearts, after it "
        "to 3. Best: "
    )
    assert any(cost.startswith(costly_queen) for cost in hearts), hearts
    assert not any(re.search(r"\b(keep|kept) -", cost) for cost in hearts), hearts


# ---- records as text (docs/notation.md) ---------------------------------------------------------------------------

RECORD_TEXT = ('[data-test="record-text"]', "value")
TEXT_NOTE = ('[data-test="record-text-note"]', "text")
TEXT_TAGS = {"Event": "Club night", "Date": "2026.11.29"}


def score_sheet(game: str, record: dict, tags: dict | None = None) -> str:
    """A record's text as a director pastes it: the canonical text with a comment above it and one on a trick (the
    JSON form has no comments, so neither survives the conversion)."""
    text = write(game, record, tags or {})
    first_trick = next(line for line in text.splitlines() if line.startswith("1. "))
    return f"; table 3, from the score sheet\n{text.replace(first_trick, first_trick + '   ; the opening lead')}"


def text_fault(client, game: str, text: str) -> dict:
    """The service's own account of a text that is not a record: errors[0] of POST notation's 400."""
    answer = client.post(f"/v1/games/{game}/notation?to=json", data=text.encode(), content_type=MEDIA_TYPE)
    assert answer.status_code == 400, answer.get_data(as_text=True)
    (fault,) = answer.get_json()["errors"]
    return fault


def offset_of(text: str, line: int, column: int) -> int:
    """The offset (in UTF-16 code units, as a page counts them) of a line and column (from 1; the column in
    characters)."""
    lines = text.split("\n")
    before = "\n".join(lines[: line - 1]) + ("\n" if line > 1 else "")
    return len((before + lines[line - 1][: column - 1]).encode("utf-16-le")) // 2


def bad_card_text(game: str, record: dict) -> tuple[str, str]:
    """The record's text with the last card of its first hand written "1S" (not a card): (the text, the card)."""
    text = write(game, record)
    line = next(line for line in text.splitlines() if line.startswith("0: "))
    return text.replace(line, line.rsplit(" ", 1)[0] + " 1S"), "1S"


def hearts_sheet_record() -> dict:
    """The Hearts deal docs/notation.md starts with (the API docs' example), 6 tricks and a card played."""
    record = example_request("hearts", "adjudicate")
    return {**record, "plays": record["plays"][:25]}


def notation_scenarios() -> list[dict]:
    """A Hearts record pasted as text, judged, shown as text (copied, downloaded), a card played on it; a .rrn file
    opened (a Forty-Five record starting with a comment in braces, so read as text for its name); a text that is not
    a record and one of another game; the text on a phone."""
    hearts = hearts_sheet_record()
    state = referee.run("hearts", "state", hearts)
    seat, card = state["to_act"], state["legal"][0]
    other = hearts_revoke_record()
    forty_five = first_playthrough("forty-five")
    bad, _ = bad_card_text("hearts", hearts)
    paste = [
        {"goto": "/desk?game=hearts"},
        {"fill": '[data-test="record"]', "value": score_sheet("hearts", hearts, TEXT_TAGS)},
        {"click": '[data-test="adjudicate"]'},
    ]
    return [
        {
            "name": "text-paste",
            "game": "hearts",
            "record": hearts,
            "play": {"seat": seat, "card": card},
            "other": other,
            "permissions": ["clipboard-read", "clipboard-write"],
            "steps": [
                *paste,
                *captures(
                    record=('[data-test="record"]', "value"),
                    ruling=('[data-test="ruling"]', "text"),
                    hidden=('[data-test="record-text-panel"]', "visible"),
                    error=('[data-test="error"]', "text"),
                ),
                {"click": '[data-test="record-as-text"]'},
                *captures(
                    text=RECORD_TEXT,
                    shown=('[data-test="record-text-panel"]', "visible"),
                    toggle=('[data-test="record-as-text"]', "text"),
                ),
                {"screenshot": "record-text-hearts", "selector": "main > section:nth-of-type(2)"},
                {"click": '[data-test="copy-text"]'},
                *captures(clipboard=("body", "clipboard"), copied=TEXT_NOTE),
                {"download": '[data-test="download-text"]', "name": "saved"},
                {"click": hands_card(seat, card)},
                *captures(played=RECORD_TEXT, played_record=('[data-test="record"]', "value")),
                {"fill": '[data-test="record"]', "value": json.dumps(other)},
                *captures(
                    stale=TEXT_NOTE,
                    stale_copy=('[data-test="copy-text"]', "disabled"),
                    stale_download=('[data-test="download-text"]', "disabled"),
                ),
                {"click": '[data-test="adjudicate"]'},
                *captures(other_text=RECORD_TEXT, other_copy=('[data-test="copy-text"]', "disabled")),
                {"click": '[data-test="record-as-text"]'},
                *captures(closed=('[data-test="record-text-panel"]', "visible")),
                *captures(last_error=('[data-test="error"]', "text")),
            ],
        },
        {
            "name": "text-upload",
            "game": "forty-five",
            "record": forty_five,
            "steps": [
                {"goto": "/desk?game=forty-five"},
                {
                    "upload": '[data-test="upload"]',
                    "filename": "deal.rrn",
                    "mime_type": "application/octet-stream",
                    "content": "{ Forty-Five, table 2 }\n" + write("forty-five", forty_five),
                },
                *captures(
                    record=('[data-test="record"]', "value"),
                    ruling=('[data-test="ruling"]', "text"),
                    error=('[data-test="error"]', "text"),
                ),
            ],
        },
        {
            "name": "text-errors",
            "game": "hearts",
            "bad": bad,
            "forty_five": write("forty-five", forty_five),
            "allowed_statuses": [400],
            "steps": [
                {"goto": "/desk?game=hearts"},
                {"fill": '[data-test="record"]', "value": bad},
                {"click": '[data-test="adjudicate"]'},
                *captures(bad_card=('[data-test="error"]', "text"), selection=('[data-test="record"]', "selection")),
                {"screenshot": "notation-error", "selectors": ["#notice", "main > section:nth-of-type(2)"]},
                {"fill": '[data-test="record"]', "value": write("forty-five", forty_five)},
                {"click": '[data-test="adjudicate"]'},
                *captures(other_game=('[data-test="error"]', "text"), ruling=('[data-test="ruling"]', "text")),
            ],
        },
        {
            "name": "text-phone",
            "game": "hearts",
            "viewport": {"width": 390, "height": 844},
            "steps": [
                *paste,
                {"click": '[data-test="record-as-text"]'},
                *captures(overflow=("body", "overflow"), text=RECORD_TEXT, error=('[data-test="error"]', "text")),
            ],
        },
    ]


def notation_posted(seen: dict) -> list[tuple[str, str]]:
    """The requests to notation the page sent: (the query, the body as sent)."""
    return [
        (request["path"].partition("?")[2], request["body"])
        for request in seen["requests"]
        if request["path"].partition("?")[0].endswith("/notation")
    ]


@pytest.mark.once
def test_the_desk_reads_a_record_written_as_text_and_shows_the_record_as_text(client, tmp_path):
    """docs/notation.md on the desk, in Chromium. A Hearts record pasted as its text (tags, comments) is read by the
    referee (notation?to=json, the text as pasted) and judged as its JSON, which the box then holds; "Show the record
    as text" shows the canonical text of that record with the text's tags (referee.notation.write), copied and
    downloaded as .rrn as shown, and written again when a card is played; the box edited, the text is marked out of
    date until the record is judged (another deal's record: its own text, no tags). A .rrn file is read as text. A
    text that is not a record says where, in the service's words, with the caret on the faulty card; a text of
    another game says so. On a phone the text fits the screen."""
    assert Path(CHROMIUM).exists(), f"no Chromium at {CHROMIUM}: apt-get install chromium (make test does)"
    scenarios = notation_scenarios()
    by_name = {scenario["name"]: scenario for scenario in scenarios}
    with live_server(workers=2, extra_env={"REFEREE_REQUEST_LOG": "off"}) as server:
        seen = run_desk(server.url, scenarios, tmp_path)
    problems = {name: result["problems"] for name, result in seen.items() if result["problems"]}
    assert not problems, json.dumps(problems, indent=1)

    # Pasted as text: read by the referee as pasted, judged as JSON, shown as the canonical text with its tags.
    scenario, result = by_name["text-paste"], seen["text-paste"]
    captured, record = result["captured"], by_name["text-paste"]["record"]
    assert captured["error"] == captured["last_error"] == ""
    sheet = score_sheet("hearts", record, TEXT_TAGS)
    assert notation_posted(result)[0] == ("to=json", sheet)
    assert json.loads(captured["record"]) == record == read_one(sheet, "hearts").record
    assert posted(result, "adjudicate")[0] == record
    assert captured["ruling"] == referee.run("hearts", "adjudicate", record)["explanation"]
    assert (captured["hidden"], captured["shown"], captured["closed"]) == (False, True, False)
    assert captured["toggle"] == "Hide the record as text"
    text = write("hearts", record, TEXT_TAGS)
    assert captured["text"] == text and text.startswith('[Game "hearts"]\n[Event "Club night"]\n')
    # Copied and downloaded as shown.
    assert captured["clipboard"] == text and captured["copied"] == "Copied: the record's text is on the clipboard."
    assert captured["saved"] == {"filename": "record-hearts.rrn", "content": text}
    # A card played: the record and its text move on together, the tags kept.
    played = {**record, "plays": [*record["plays"], scenario["play"]]}
    assert json.loads(captured["played_record"]) == played
    assert captured["played"] == write("hearts", played, TEXT_TAGS)
    # The box edited: the text is out of date, not copied or saved, until the record is judged; another deal's
    # record has no tags from the text pasted before.
    assert captured["stale"].startswith("The record has changed since this text was written")
    assert captured["stale_copy"] and captured["stale_download"]
    assert captured["other_text"] == write("hearts", scenario["other"]) and not captured["other_copy"]

    # A .rrn file: read as text, whatever it starts with, and judged.
    scenario, result = by_name["text-upload"], seen["text-upload"]
    captured = result["captured"]
    assert captured["error"] == ""
    assert json.loads(captured["record"]) == scenario["record"]
    assert captured["ruling"] == referee.run("forty-five", "adjudicate", scenario["record"])["explanation"]
    assert [query for query, _ in notation_posted(result)] == ["to=json"]

    # A text that is not a record: the service's line, column and words, the caret on the card at fault.
    scenario, captured = by_name["text-errors"], seen["text-errors"]["captured"]
    fault = text_fault(client, "hearts", scenario["bad"])
    assert captured["bad_card"] == f"Line {fault['line']}, column {fault['column']}: {fault['message']}."
    start = offset_of(scenario["bad"], fault["line"], fault["column"])
    assert captured["selection"] == {"start": start, "end": start + 2, "focused": True}
    assert scenario["bad"][start : start + 2] == "1S"
    # A text of another game: the service says so, and nothing is judged.
    fault = text_fault(client, "hearts", scenario["forty_five"])
    assert "forty-five" in fault["message"] and (fault["line"], fault["column"]) == (1, 1)
    assert captured["other_game"] == f"Line 1, column 1: {fault['message']}."
    assert captured["ruling"] == "No deal judged yet."

    # On a phone: nothing wider than the screen, the text open.
    captured = seen["text-phone"]["captured"]
    assert captured["error"] == "" and captured["text"] == write("hearts", by_name["text-paste"]["record"], TEXT_TAGS)
    overflow = captured["overflow"]
    assert overflow["scroll"] <= overflow["client"] == 390 and overflow["wide"] == [], overflow
