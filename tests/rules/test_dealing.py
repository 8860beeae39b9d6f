"""referee-deal-v1 (docs/dealing.md): the test vectors reproduce in Python and in an independent Node
program written from the specification; the encoding, the random stream and the shuffle are as specified; each
game deals the deck its own way, stated once; a deal's record adjudicates, with no play and played out."""

import hashlib
import hmac
import json
import random
import shutil
import struct
import subprocess
from pathlib import Path

import pytest

import referee
from referee import dealing
from referee.cards import FULL_PACK
from referee.engine.replay import play_out
from referee.games import GAMES, RULES
from referee.games.hearts.rules import STRIPPED

ROOT = Path(__file__).resolve().parents[2]
VECTORS_FILE = ROOT / "tests" / "vectors" / "dealing.json"
VECTORS = json.loads(VECTORS_FILE.read_text(encoding="utf-8"))["vectors"]
NODE_DEAL = ROOT / "tests" / "clients" / "deal.mjs"


def as_request(inputs: dict) -> dict:
    return {
        **inputs,
        "server_seed": bytes.fromhex(inputs["server_seed"]),
        "client_seeds": [bytes.fromhex(seed) for seed in inputs["client_seeds"]],
    }


def node() -> str:
    found = shutil.which("node")
    assert found, "the dealing tests run the Node implementation: install Node.js 20 or newer"
    return found


def test_the_vectors_cover_every_game_with_and_without_client_seeds_and_every_stripped_pack():
    for game in GAMES:
        mine = [vector["inputs"] for vector in VECTORS if vector["inputs"]["game"] == game]
        assert len(mine) >= 3, f"{game} has no test vectors: run `make artifacts`"
        assert any(not inputs["client_seeds"] for inputs in mine) and any(inputs["client_seeds"] for inputs in mine)
    stripped = {vector["inputs"]["players"] for vector in VECTORS if vector["inputs"]["game"] == "hearts"}
    assert stripped >= {3, 5, 6}


def test_the_vectors_cover_california_jack_classic_whose_top_stock_card_names_trump():
    # california-jack.classic.face-up, by the profile and by the option; each trump card differs in suit from the
    # stock's last card, so a deal that took the last card could not pass
    classic = [
        vector
        for vector in VECTORS
        if vector["inputs"]["game"] == "california-jack"
        and (vector["inputs"].get("profile") == "classic" or vector["inputs"].get("stock_face") == "up")
    ]
    assert {"profile" in vector["inputs"] for vector in classic} == {True, False}
    for vector in classic:
        stock = vector["expected"]["stock"]
        assert vector["expected"]["trump_card"] == stock[0] and stock[0][1] != stock[-1][1]


@pytest.mark.parametrize("vector", VECTORS, ids=lambda vector: vector["name"])
def test_python_reproduces_each_vector(vector):
    inputs = vector["inputs"]
    got = referee.run(inputs["game"], "deal", {name: value for name, value in inputs.items() if name != "game"})
    assert {name: got[name] for name in vector["expected"]} == vector["expected"]
    assert got["algorithm"] == "referee-deal-v1"


def test_an_independent_node_implementation_reproduces_every_vector():
    finished = subprocess.run([node(), str(NODE_DEAL), str(VECTORS_FILE)], capture_output=True, text=True, timeout=60)
    assert finished.returncode == 0, finished.stdout + finished.stderr
    assert finished.stdout.strip().endswith(f"{len(VECTORS)} passed, 0 failed")


def test_the_node_implementation_is_really_checked_against_the_vectors(tmp_path):
    # One card moved in one vector's expected deck: the Node check must notice it.
    broken = json.loads(VECTORS_FILE.read_text(encoding="utf-8"))
    deck = broken["vectors"][0]["expected"]["deck"]
    deck[0], deck[1] = deck[1], deck[0]
    (tmp_path / "broken.json").write_text(json.dumps(broken))
    finished = subprocess.run(
        [node(), str(NODE_DEAL), str(tmp_path / "broken.json")], capture_output=True, text=True, timeout=60
    )
    assert finished.returncode == 1 and "deck" in finished.stdout


def test_node_deals_a_fresh_deal_the_same_as_python():
    inputs = {
        "game": "auction-hearts",
        "players": 5,
        "dealer": 2,
        "hand_number": 77,
        "server_seed": "5eed" * 12,
        "client_seeds": ["01", "ff" * 64],
    }
    finished = subprocess.run(
        [node(), str(NODE_DEAL), "--deal", json.dumps(inputs)], capture_output=True, text=True, timeout=60, check=True
    )
    theirs = json.loads(finished.stdout)
    ours = dealing.dealt("auction-hearts", as_request(inputs))
    assert theirs == {name: value for name, value in ours.items() if name != "algorithm"}


def test_the_key_is_sha256_of_the_length_prefixed_fields_in_order():
    server, clients = bytes(range(16)), [b"\x01", b"\xab\xcd"]
    material = (
        b"\x00\x00\x00\x0freferee-deal-v1"
        + b"\x00\x00\x00\x06hearts"
        + b"\x00\x00\x00\x04"
        + b"\x00\x00\x00\x02"
        + b"\xff" * 8
        + b"\x00\x00\x00\x10"
        + server
        + b"\x00\x00\x00\x02"
        + b"\x00\x00\x00\x01\x01"
        + b"\x00\x00\x00\x02\xab\xcd"
    )
    assert dealing.deal_key("hearts", 4, 2, 2**64 - 1, server, clients) == hashlib.sha256(material).digest()


def test_every_input_changes_the_key():
    base = ("hearts", 4, 0, 1, b"s" * 16, [b"c"])
    keys = {
        dealing.deal_key(*base),
        dealing.deal_key("auction-hearts", *base[1:]),
        dealing.deal_key(base[0], 5, *base[2:]),
        dealing.deal_key(*base[:2], 1, *base[3:]),
        dealing.deal_key(*base[:3], 2, *base[4:]),
        dealing.deal_key(*base[:4], b"t" * 16, base[5]),
        dealing.deal_key(*base[:5], []),
        dealing.deal_key(*base[:5], [b"c", b""][:1] + [b"d"]),
    }
    assert len(keys) == 8


def test_the_commitment_is_the_lower_case_hex_sha256_of_the_server_seed():
    assert dealing.commitment(b"\x00" * 16) == hashlib.sha256(b"\x00" * 16).hexdigest()
    assert dealing.commitment(b"\x00" * 16) == dealing.commitment(b"\x00" * 16).lower()


def test_the_stream_reads_eight_words_from_each_hmac_block_in_order():
    key = b"k" * 32
    stream = dealing.RandomStream(key)
    words = [stream.word() for _ in range(16)]
    expected = [
        word
        for block in range(2)
        for word in struct.unpack(">8I", hmac.new(key, struct.pack(">Q", block), hashlib.sha256).digest())
    ]
    assert words == expected


def test_uniform_refuses_the_words_that_would_bias_it():
    stream = dealing.RandomStream(b"k")
    limit = 2**32 - 2**32 % 3  # 2^32 - 1: the one word 0xffffffff is refused for n = 3
    stream.words = [7, limit, 2**32 - 1]  # popped from the end: 0xffffffff first, then the limit itself, then 7
    assert stream.uniform(3) == 7 % 3
    stream.words = [5]
    assert stream.uniform(2**32) == 5


def test_the_shuffle_is_fisher_yates_from_the_end(monkeypatch):
    class Scripted(dealing.RandomStream):
        def uniform(self, n):
            return 0  # swap each position with the top: the result is a rotation the test can predict

    monkeypatch.setattr(dealing, "RandomStream", Scripted)
    deck = dealing.shuffled(["a", "b", "c", "d"], b"k")
    # i = 3: swap a[3], a[0] -> d b c a; i = 2: swap a[2], a[0] -> c b d a; i = 1: swap a[1], a[0] -> b c d a
    assert deck == ["b", "c", "d", "a"]


def fair_deal(game: str, players: int, dealer: int, hand_number: int = 3, client_seeds=()) -> dict:
    body = {"dealer": dealer, "hand_number": hand_number, "server_seed": "ab" * 16, "client_seeds": list(client_seeds)}
    if GAMES[game].min_players != GAMES[game].max_players:
        body["players"] = players
    return referee.run(game, "deal", body)


def test_forty_five_deals_3_then_2_from_the_dealers_left_then_turns_a_card():
    # forty-five.deal
    answer = fair_deal("forty-five", 4, 3)
    deck = answer["deck"]
    assert answer["hands"][0] == deck[0:3] + deck[12:14]
    assert answer["hands"][3] == deck[9:12] + deck[18:20]
    assert answer["turned"] == deck[20] and answer["stock"] == deck[21:]
    assert answer["record"] == {
        "players": 4,
        "dealer": 3,
        "hands": answer["hands"],
        "turned": deck[20],
        "actions": [],
        "hand_number": 3,
    }


@pytest.mark.parametrize("players", sorted(STRIPPED))
def test_hearts_deals_the_stripped_pack_one_card_at_a_time(players):
    # hearts.strip
    answer = fair_deal("hearts", players, 0)
    assert sorted(answer["deck"]) == sorted(card for card in FULL_PACK if card not in STRIPPED[players])
    for seat, hand in enumerate(answer["hands"]):
        assert hand == answer["deck"][(seat - 1) % players :: players]
    assert answer["record"]["plays"] == [] and "turned" not in answer


def test_california_jack_deals_six_each_alternately_and_the_last_stock_card_is_trump():
    # california-jack.i-deal-order, california-jack.trump
    answer = fair_deal("california-jack", 2, 0)
    deck = answer["deck"]
    assert answer["hands"] == [deck[1:12:2], deck[0:12:2]]
    assert answer["stock"] == deck[12:] and answer["trump"] == deck[-1][1]
    assert answer["record"] == {
        "dealer": 0,
        "hands": answer["hands"],
        "stock": deck[12:],
        "plays": [],
        "hand_number": 3,
    }


class Unshuffled(random.Random):
    """Leaves the pack in its canonical order and makes seat 0 the dealer."""

    def shuffle(self, items):
        pass

    def randrange(self, *args):
        return 0


@pytest.mark.parametrize("game", list(GAMES))
def test_the_property_test_deals_use_the_same_statement_of_each_deal(game):
    rules = RULES[game]
    players = GAMES[game].max_players
    record = rules.deal(Unshuffled(1), players)
    stated = rules.dealing.layout(list(rules.dealing.pack(players)), players, 0, {})
    assert record["hands"] == stated["hands"]
    assert {name: record[name] for name in ("turned", "stock") if name in record} == {
        name: stated[name] for name in ("turned", "stock") if name in record
    }


@pytest.mark.parametrize("game", list(GAMES))
def test_a_deals_record_adjudicates_with_no_play_and_played_out(game):
    # <game>.i-fair-deal: the record is adjudicate's, as it is
    for seed in range(25):
        players = GAMES[game].player_counts[seed % len(GAMES[game].player_counts)]
        answer = fair_deal(game, players, seed % players, hand_number=seed, client_seeds=[f"{seed:02x}"])
        untouched = referee.adjudicate(game, answer["record"])
        assert untouched["valid"] and untouched["violation"] is None
        record, last = play_out(RULES[game], random.Random(seed), dealt=answer["record"])
        played = referee.adjudicate(game, record)
        assert played["valid"] and played.get("complete", True), played["explanation"]
        assert RULES[game].to_act(last) is None


@pytest.mark.parametrize("game", list(GAMES))
def test_verify_accepts_the_deal_and_names_each_difference(game):
    # <game>.i-fair-deal
    players = GAMES[game].min_players
    answer = fair_deal(game, players, 0, client_seeds=["c0ffee"])
    body = {
        "dealer": 0,
        "hand_number": 3,
        "server_seed": "ab" * 16,
        "client_seeds": ["c0ffee"],
        "commitment": answer["commitment"],
        **{name: answer["record"][name] for name in ("hands", "turned", "stock") if name in answer["record"]},
    }
    if "players" in answer["record"]:
        body["players"] = players
    verified = referee.run(game, "deal/verify", body)
    assert (verified["verified"], verified["commitment_matches"], verified["deal_matches"]) == (True, True, True)
    assert verified["rule"] == f"{game}.i-fair-deal" and verified["differences"] == []
    reordered = referee.run(game, "deal/verify", {**body, "hands": [sorted(hand) for hand in body["hands"]]})
    assert reordered["verified"], "a hand is the cards it holds, in any order"
    hands = [list(hand) for hand in body["hands"]]
    hands[1][0], hands[0][0] = hands[0][0], hands[1][0]
    swapped = referee.run(game, "deal/verify", {**body, "hands": hands})
    assert (swapped["verified"], swapped["commitment_matches"], swapped["deal_matches"]) == (False, True, False)
    assert [(item["seat"], item["expected"], item["got"]) for item in swapped["differences"]] == [
        (0, body["hands"][0], hands[0]),
        (1, body["hands"][1], hands[1]),
    ]
    assert "seat 0's hand, seat 1's hand" in swapped["explanation"]
    wrong_seed = referee.run(game, "deal/verify", {**body, "server_seed": "ac" * 16})
    assert not wrong_seed["verified"] and not wrong_seed["commitment_matches"] and not wrong_seed["deal_matches"]
    assert "does not match the commitment" in wrong_seed["explanation"]


def test_verify_names_a_wrong_turned_card_or_stock_with_no_seat():
    answer = fair_deal("forty-five", 3, 1)
    body = {
        "players": 3,
        "dealer": 1,
        "hand_number": 3,
        "server_seed": "ab" * 16,
        "commitment": answer["commitment"],
        "hands": answer["hands"],
        "turned": answer["stock"][0],
        "stock": answer["stock"],
    }
    verified = referee.run("forty-five", "deal/verify", body)
    assert verified["differences"] == [{"seat": None, "expected": answer["turned"], "got": answer["stock"][0]}]
    assert "the turned card" in verified["explanation"]


def changed_dealt_fields(dealt: dict):
    """(field, how it was changed, the changed value) for every dealt field beside the hands a record may state."""
    for name in sorted(set(dealt) & set(dealing.RECORDED_FIELDS)):
        value = dealt[name]
        if isinstance(value, list):
            yield name, "reordered", [*value[1:], value[0]]
            yield name, "cut short", value[:-1]
            yield name, "a card replaced", [dealt["hands"][0][0], *value[1:]]
        else:
            yield name, "another card", dealt["hands"][0][0]


def dealt_field_cases():
    for game in GAMES:
        answer = fair_deal(game, GAMES[game].min_players, 0)
        for name, change, value in changed_dealt_fields(answer):
            yield pytest.param(game, name, value, id=f"{game}-{name}-{change}")


@pytest.mark.parametrize(("game", "name", "changed"), list(dealt_field_cases()))
def test_verify_compares_every_dealt_field_the_game_has(game, name, changed):
    # <game>.i-fair-deal: a stock or turned card given and not as dealt is a difference (seat null), never ignored
    players = GAMES[game].min_players
    answer = fair_deal(game, players, 0)
    body = {
        "dealer": 0,
        "hand_number": 3,
        "server_seed": "ab" * 16,
        "commitment": answer["commitment"],
        "hands": answer["hands"],
        **{field: answer[field] for field in dealing.RECORDED_FIELDS if field in answer},
    }
    if "players" in answer["record"]:
        body["players"] = players
    assert referee.run(game, "deal/verify", body)["verified"]
    verified = referee.run(game, "deal/verify", {**body, name: changed})
    assert (verified["verified"], verified["commitment_matches"], verified["deal_matches"]) == (False, True, False)
    assert verified["rule"] == f"{game}.i-fair-deal"
    assert verified["differences"] == [{"seat": None, "expected": answer[name], "got": changed}]
    assert dealing.RECORDED_FIELDS[name] in verified["explanation"]
