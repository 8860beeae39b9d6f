"""Trust over HTTP: deal and deal/verify refuse bad seeds naming the field; with REFEREE_SIGNING_KEY every 200
answer of a game operation carries Referee-Attestation, which verifies with the published key in Python, in the
CLI (offline) and in Node's own Ed25519 over the JCS bytes; one changed card fails it; the same request gives
the same attestation; GET /v1/games/{game} names the engine and rules digest that are signed."""

import base64
import contextlib
import hashlib
import io
import json
import os
from pathlib import Path

import pytest
import rfc8785
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from cryptography.hazmat.primitives.asymmetric.rsa import generate_private_key
from signed_rulings import cli_status, every_check, example_key_pem, node_verdicts

import referee
from referee import attest
from referee.api.app import create_app
from referee.attest import KeyFileError
from referee.cli import main as cli
from referee.games import GAMES

HEADER = "Referee-Attestation"
DEAL = {"players": 4, "dealer": 0, "hand_number": 12, "server_seed": "0f" * 16, "client_seeds": ["aa", "bb"]}


def write_key(path: Path, key=None) -> Path:
    key = key or Ed25519PrivateKey.generate()
    path.write_bytes(
        key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption())
    )
    return path


def write_public(path: Path, key) -> Path:
    path.write_bytes(
        key.public_key().public_bytes(serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo)
    )
    return path


@pytest.fixture(scope="module")
def key_files(tmp_path_factory):
    folder = tmp_path_factory.mktemp("keys")
    old = Ed25519PrivateKey.generate()
    return {"signing": write_key(folder / "signing.pem"), "old": write_public(folder / "old.pem", old), "old_key": old}


@pytest.fixture(scope="module")
def signed(key_files):
    app = create_app(
        {
            "TESTING": True,
            "REFEREE_SIGNING_KEY": str(key_files["signing"]),
            "REFEREE_VERIFY_KEYS": str(key_files["old"]),
        }
    )
    return app.test_client()


def signed_ruling(client, game: str, operation: str, body: dict) -> dict:
    response = client.post(f"/v1/games/{game}/{operation}", json=body)
    assert response.status_code == 200
    return {
        "game": game,
        "operation": operation,
        "request": body,
        "answer": response.get_json(),
        "attestation": response.headers[HEADER],
    }


# deal and deal/verify: the inputs


@pytest.mark.parametrize(
    "change, pointer",
    [
        ({"server_seed": "ab" * 15}, "/server_seed"),
        ({"server_seed": "ab" * 65}, "/server_seed"),
        ({"server_seed": "xy" * 16}, "/server_seed"),
        ({"server_seed": "abc" * 11}, "/server_seed"),
        ({"server_seed": 1234}, "/server_seed"),
        ({"client_seeds": ["ab"] * 9}, "/client_seeds"),
        ({"client_seeds": ["ab", ""]}, "/client_seeds/1"),
        ({"client_seeds": ["ab", "zz"]}, "/client_seeds/1"),
        ({"client_seeds": ["ab" * 65]}, "/client_seeds/0"),
        ({"hand_number": 2**64}, "/hand_number"),
        ({"hand_number": 2**53}, "/hand_number"),
        ({"hand_number": -1}, "/hand_number"),
        ({"dealer": 4}, "/dealer"),
        ({"players": 7}, "/players"),
    ],
)
def test_bad_inputs_are_422s_naming_the_field(client, change, pointer):
    response = client.post("/v1/games/hearts/deal", json={**DEAL, **change})
    assert response.status_code == 422 and response.content_type == "application/problem+json"
    assert pointer in {error["pointer"] for error in response.get_json()["errors"]}


def test_verify_needs_the_records_fields_and_a_hand_per_seat(client):
    deal = client.post("/v1/games/forty-five/deal", json=DEAL).get_json()
    body = {**DEAL, "commitment": deal["commitment"], "hands": deal["hands"]}
    missing = client.post("/v1/games/forty-five/deal/verify", json=body)
    assert missing.status_code == 422 and missing.get_json()["errors"][0]["pointer"] == "/turned"
    short = client.post(
        "/v1/games/forty-five/deal/verify", json={**body, "turned": deal["turned"], "hands": deal["hands"][:3]}
    )
    assert short.status_code == 422 and short.get_json()["errors"][0]["pointer"] == "/hands"
    bad_commitment = client.post(
        "/v1/games/forty-five/deal/verify", json={**body, "turned": deal["turned"], "commitment": "ab" * 31}
    )
    assert bad_commitment.status_code == 422 and bad_commitment.get_json()["errors"][0]["pointer"] == "/commitment"


def test_a_commitment_in_upper_case_hex_matches(client):
    deal = client.post("/v1/games/hearts/deal", json=DEAL).get_json()
    body = {
        **DEAL,
        "server_seed": DEAL["server_seed"].upper(),
        "commitment": deal["commitment"].upper(),
        "hands": deal["hands"],
    }
    assert client.post("/v1/games/hearts/deal/verify", json=body).get_json()["verified"] is True


def test_the_deal_record_posts_to_adjudicate_as_it_is(client):
    for game in GAMES:
        body = {
            key: value
            for key, value in DEAL.items()
            if key != "players" or GAMES[game].min_players != GAMES[game].max_players
        }
        record = client.post(f"/v1/games/{game}/deal", json=body).get_json()["record"]
        answer = client.post(f"/v1/games/{game}/adjudicate", json=record)
        assert answer.status_code == 200 and answer.get_json()["valid"] is True, game


# the game details name what is signed


def test_game_details_serve_the_engine_and_the_digest_of_the_rules_served(client):
    for game in GAMES:
        details = client.get(f"/v1/games/{game}").get_json()
        assert details["engine"] == attest.engine_version() == referee.__version__
        assert details["rules_digest"] == hashlib.sha256(rfc8785.dumps(details["rules"])).hexdigest()


# attestations


def test_without_a_key_there_is_no_header_and_no_key(client):
    response = client.post("/v1/games/hearts/deal", json=DEAL)
    assert response.status_code == 200 and HEADER not in response.headers
    assert client.get("/v1/keys").get_json() == {"keys": []}


def test_the_key_set_lists_the_signing_key_then_the_older_ones(signed, key_files):
    keys = signed.get("/v1/keys").get_json()["keys"]
    assert len(keys) == 2
    assert keys[1]["x"] == attest.b64url(attest.raw_public(key_files["old_key"].public_key()))
    for jwk in keys:
        assert (jwk["kty"], jwk["crv"], jwk["alg"], jwk["use"]) == ("OKP", "Ed25519", "EdDSA", "sig")
        # RFC 7638: the thumbprint of the required members in lexicographic order, no whitespace
        members = json.dumps({"crv": "Ed25519", "kty": "OKP", "x": jwk["x"]}, separators=(",", ":")).encode()
        assert jwk["kid"] == base64.urlsafe_b64encode(hashlib.sha256(members).digest()).rstrip(b"=").decode()


def test_every_operation_of_every_game_is_signed(signed):
    from referee.api.examples import example_request
    from referee.operations import OPERATIONS

    for game, operations in OPERATIONS.items():
        for path in operations:
            ruling = signed_ruling(signed, game, path, example_request(game, path))
            assert signed.post("/v1/attestations/verify", json=ruling).get_json()["valid"], (game, path)


def test_a_problem_answer_is_not_signed(signed):
    response = signed.post("/v1/games/hearts/deal", json={**DEAL, "server_seed": "ab"})
    assert response.status_code == 422 and HEADER not in response.headers


def test_the_attestation_is_a_detached_eddsa_jws_naming_the_key(signed):
    ruling = signed_ruling(signed, "hearts", "deal", DEAL)
    header, payload, signature = ruling["attestation"].split(".")
    assert payload == ""
    assert json.loads(base64.urlsafe_b64decode(header + "==")) == {
        "alg": "EdDSA",
        "kid": signed.get("/v1/keys").get_json()["keys"][0]["kid"],
    }
    assert len(base64.urlsafe_b64decode(signature + "==")) == 64


def test_the_same_request_gives_the_same_attestation(signed):
    first = signed_ruling(signed, "forty-five", "deal", DEAL)
    second = signed_ruling(signed, "forty-five", "deal", DEAL)
    assert first["attestation"] == second["attestation"]


def test_it_verifies_and_one_changed_card_fails_it(signed):
    ruling = signed_ruling(signed, "hearts", "deal", DEAL)
    assert signed.post("/v1/attestations/verify", json=ruling).get_json()["valid"] is True
    changed = json.loads(json.dumps(ruling))
    hand = changed["answer"]["hands"][2]
    hand[0] = next(card for card in changed["answer"]["hands"][3] if card not in hand)
    verdict = signed.post("/v1/attestations/verify", json=changed).get_json()
    assert verdict["valid"] is False and "does not match" in verdict["explanation"]
    for name, value in (
        ("operation", "deal/verify"),
        ("game", "auction-hearts"),
        ("engine", "0.9.0"),
        ("rules", "0" * 64),
    ):
        assert signed.post("/v1/attestations/verify", json={**ruling, name: value}).get_json()["valid"] is False, name


def test_an_attestation_from_an_unpublished_key_does_not_verify(signed, client, tmp_path):
    stranger = create_app({"TESTING": True, "REFEREE_SIGNING_KEY": str(write_key(tmp_path / "k.pem"))})
    ruling = signed_ruling(stranger.test_client(), "hearts", "deal", DEAL)
    verdict = signed.post("/v1/attestations/verify", json=ruling).get_json()
    assert verdict["valid"] is False and "No published key" in verdict["explanation"]
    assert client.post("/v1/attestations/verify", json=ruling).get_json()["valid"] is False


def test_a_rotated_key_still_verifies(key_files, tmp_path):
    old_signer = create_app(
        {"TESTING": True, "REFEREE_SIGNING_KEY": str(write_key(tmp_path / "old.pem", key_files["old_key"]))}
    )
    ruling = signed_ruling(
        old_signer.test_client(), "california-jack", "deal", {"dealer": 1, "hand_number": 1, "server_seed": "11" * 16}
    )
    rotated = create_app(
        {
            "TESTING": True,
            "REFEREE_SIGNING_KEY": str(key_files["signing"]),
            "REFEREE_VERIFY_KEYS": str(key_files["old"]),
        }
    ).test_client()
    assert rotated.post("/v1/attestations/verify", json=ruling).get_json()["valid"] is True


@pytest.mark.parametrize("attestation", ["", "a.b", "a.b.c", "!!..!!", "eyJhbGciOiJub25lIn0..AAAA"])
def test_a_malformed_attestation_is_not_valid(signed, attestation):
    ruling = {**signed_ruling(signed, "hearts", "deal", DEAL), "attestation": attestation}
    response = signed.post("/v1/attestations/verify", json=ruling)
    assert response.status_code == 200 and response.get_json()["valid"] is False


def test_the_specs_example_answers_not_valid(signed):
    from referee.api.trust import VERIFY_EXAMPLE

    verdict = signed.post("/v1/attestations/verify", json=VERIFY_EXAMPLE).get_json()
    assert verdict == {"valid": False, "kid": "no-such-key", "explanation": verdict["explanation"]}
    assert "No published key" in verdict["explanation"]


def test_verify_refuses_what_cannot_have_been_signed(signed):
    ruling = signed_ruling(signed, "hearts", "deal", DEAL)
    unknown = signed.post("/v1/attestations/verify", json={**ruling, "operation": "deal/redo"})
    assert unknown.status_code == 422 and unknown.get_json()["errors"][0]["pointer"] == "/operation"
    huge = signed.post("/v1/attestations/verify", json={**ruling, "request": {**DEAL, "hand_number": 2**60}})
    assert huge.status_code == 422 and huge.get_json()["errors"][0]["pointer"] == "/request"


def test_node_verifies_a_signed_ruling_with_its_own_ed25519_over_the_jcs_bytes(signed, tmp_path):
    """A ruling the service signed, saved as the desk saves it (the payload's members from the game's details, the
    attestation, the published key that signed it): Node checks it with node:crypto alone; one space more in the
    explanation fails it."""
    jwks = signed.get("/v1/keys").get_json()
    paths = []
    for game, operation, body in [
        ("hearts", "deal", DEAL),
        ("forty-five", "deal", DEAL),
        ("hearts", "settle", {"totals": [26, 0, 1]}),
    ]:
        ruling = signed_ruling(signed, game, operation, body)
        details = signed.get(f"/v1/games/{game}").get_json()
        ruling = {
            **ruling,
            "engine": details["engine"],
            "rules": details["rules_digest"],
            "jwks": {"keys": jwks["keys"][:1]},
        }
        paths.append(tmp_path / f"{len(paths)}.json")
        paths[-1].write_bytes(attest.ruling_file(ruling))
        ruling["answer"]["explanation"] += " "
        paths.append(tmp_path / f"{len(paths)}.json")
        paths[-1].write_bytes(attest.ruling_file(ruling))
    assert [verdict["valid"] for verdict in node_verdicts(paths)] == [True, False] * 3


# a signed ruling that stands alone (api.md v1.3): one file, checked offline with nothing else


@pytest.fixture(scope="module")
def standalone(tmp_path_factory):
    """A Hearts claim's ruling signed by `referee claim --sign-with`, saved as the CLI writes it; the app started
    with the same key."""
    folder = tmp_path_factory.mktemp("standalone")
    (folder / "signing.pem").write_bytes(example_key_pem())
    (folder / "claim.json").write_text(json.dumps(CLAIM))
    out = io.TextIOWrapper(io.BytesIO())
    with contextlib.redirect_stdout(out):
        assert cli(["claim", "hearts", str(folder / "claim.json"), "--sign-with", str(folder / "signing.pem")]) == 0
    out.flush()
    (folder / "ruling.json").write_bytes(out.buffer.getvalue())
    app = create_app({"TESTING": True, "REFEREE_SIGNING_KEY": str(folder / "signing.pem")})
    return {"path": folder / "ruling.json", "bytes": out.buffer.getvalue(), "client": app.test_client()}


CLAIM = {
    "players": 4,
    "hands": [["AD", "KD", "QS"], ["2S", "3S", "4S"], ["4C", "5C", "6C"], ["6H", "7H", "8H"]],
    "trick": [],
    "leader": 0,
    "claim": {"seat": 0, "tricks": 3},
}


def http_valid(client, path: Path) -> bool:
    response = client.post("/v1/attestations/verify", data=path.read_bytes(), content_type="application/json")
    return response.status_code == 200 and response.get_json()["valid"]


def test_a_ruling_signed_by_the_cli_stands_alone(standalone):
    ruling = json.loads(standalone["bytes"])
    assert sorted(ruling) == sorted(
        ["game", "operation", "request", "answer", "engine", "rules", "attestation", "jwks"]
    )
    assert ruling["request"] == CLAIM and ruling["answer"] == referee.run("hearts", "rulings/claim", CLAIM)
    # The service with the same key gives the same attestation: the CLI signs what the service signs.
    client = standalone["client"]
    assert client.post("/v1/games/hearts/rulings/claim", json=CLAIM).headers[HEADER] == ruling["attestation"]
    assert ruling["jwks"] == client.get("/v1/keys").get_json()
    assert every_check([standalone["path"]]) == {"node": [True], "python": [True], "referee verify": [True]}
    assert http_valid(client, standalone["path"])


# How a byte of the file is changed at a position: its bits flipped (0x01: a neighbouring character; 0x20: letters'
# case; 0x80: no longer UTF-8), replaced by whitespace (the value often the same), a space put before it, or removed.
BYTE_CHANGES = {
    "xor 0x01": lambda data, at: data[:at] + bytes([data[at] ^ 0x01]) + data[at + 1 :],
    "xor 0x20": lambda data, at: data[:at] + bytes([data[at] ^ 0x20]) + data[at + 1 :],
    "xor 0x80": lambda data, at: data[:at] + bytes([data[at] ^ 0x80]) + data[at + 1 :],
    "a line feed for it": lambda data, at: data[:at] + (b"\n" if data[at : at + 1] != b"\n" else b" ") + data[at + 1 :],
    "a space before it": lambda data, at: data[:at] + b" " + data[at:],
    "removed": lambda data, at: data[:at] + data[at + 1 :],
}


def same_json(original: bytes, changed: bytes) -> bool:
    try:
        return json.loads(changed.decode("utf-8")) == json.loads(original)
    except ValueError:
        return False


@pytest.mark.parametrize("change", list(BYTE_CHANGES))
def test_every_check_refuses_a_byte_changed_anywhere_in_a_signed_ruling(standalone, tmp_path, change):
    """Each byte of the file in turn, changed: the Node program, docs/trust.md's Python snippet and `referee verify`
    refuse every changed file, whether its JSON says something else (which the service refuses too) or says the same
    written another way (a ruling is saved one way: canonical JSON and a line feed)."""
    original = standalone["bytes"]
    paths, value_changed = [], []
    for position in range(len(original)):
        changed = BYTE_CHANGES[change](original, position)
        assert changed != original, position
        paths.append(tmp_path / f"{position}.json")
        paths[-1].write_bytes(changed)
        value_changed.append(not same_json(original, changed))
    found = every_check(paths)
    found["service"] = [
        http_valid(standalone["client"], path) for path, different in zip(paths, value_changed) if different
    ]
    accepted = {
        check: [position for position, valid in enumerate(verdicts) if valid] for check, verdicts in found.items()
    }
    assert accepted == {check: [] for check in found}
    # A flipped bit always changes what the JSON says; a line feed, a space or a byte removed sometimes leaves the
    # values as they were (between tokens, or the last line feed), and those are refused too.
    assert all(value_changed) if change.startswith("xor") else any(value_changed) and not all(value_changed)


def member_changes(ruling: dict):
    """(what, the ruling changed) for each signed member, the attestation, the key set and the members themselves."""
    other_game = next(game for game in GAMES if game != ruling["game"])
    yield "game", {**ruling, "game": other_game}
    yield "operation", {**ruling, "operation": "rulings/revoke-proof"}
    yield (
        "request: one card",
        {**ruling, "request": {**ruling["request"], "hands": [["AD", "KD", "JS"], *ruling["request"]["hands"][1:]]}},
    )
    yield "request: a field more", {**ruling, "request": {**ruling["request"], "standard": "any-play"}}
    yield (
        "answer: one word",
        {**ruling, "answer": {**ruling["answer"], "explanation": ruling["answer"]["explanation"] + " "}},
    )
    yield "answer: the verdict", {**ruling, "answer": {**ruling["answer"], "holds": not ruling["answer"]["holds"]}}
    yield "engine", {**ruling, "engine": "1.0.0"}
    yield "rules", {**ruling, "rules": "0" * 64}
    header, _, signature = ruling["attestation"].partition("..")
    yield "attestation: its signature", {**ruling, "attestation": f"{header}..{signature[::-1]}"}
    yield "attestation: padded", {**ruling, "attestation": f"{ruling['attestation']}=="}
    stem, last = signature[:-1], signature[-1]
    for unused in range(1, 16):  # the same 64 bytes in the 15 other spellings of the last character
        spelled = B64URL[B64URL.index(last) & 0b110000 | (B64URL.index(last) & 0b1111) ^ unused]
        yield f"attestation: spelled {spelled}", {**ruling, "attestation": f"{header}..{stem}{spelled}"}
    yield (
        "attestation: its header",
        {**ruling, "attestation": f"{attest.b64url(attest.canonical({'alg': 'EdDSA', 'kid': 'x'}))}..{signature}"},
    )
    key = ruling["jwks"]["keys"][0]
    other = attest.public_jwk(Ed25519PrivateKey.generate().public_key())
    for name, value in [
        ("kty", "EC"),
        ("crv", "X25519"),
        ("x", other["x"]),
        ("kid", other["kid"]),
        ("alg", "ES256"),
        ("use", "enc"),
    ]:
        yield f"jwks: {name}", {**ruling, "jwks": {"keys": [{**key, name: value}]}}
    yield "jwks: a key more", {**ruling, "jwks": {"keys": [key, other]}}
    yield "jwks: no key", {**ruling, "jwks": {"keys": []}}
    yield "jwks: a member more", {**ruling, "jwks": {"keys": [{**key, "ext": True}]}}
    yield "a member more", {**ruling, "note": "checked"}
    for name in ruling:
        yield f"no {name}", {member: value for member, value in ruling.items() if member != name}


def test_every_check_refuses_each_member_of_a_signed_ruling_changed(standalone, tmp_path):
    ruling = json.loads(standalone["bytes"])
    changes = list(member_changes(ruling))
    paths = []
    for index, (_, changed) in enumerate(changes):
        # Written the one way a ruling is saved, so that each check refuses the change itself, not its spacing.
        paths.append(tmp_path / f"{index}.json")
        paths[-1].write_bytes(attest.ruling_file(changed))
    found = every_check(paths)
    found["service"] = [http_valid(standalone["client"], path) for path in paths]
    accepted = {
        check: [changes[index][0] for index, valid in enumerate(verdicts) if valid] for check, verdicts in found.items()
    }
    # The service checks against its own keys, so without the key set the file is the request it has always taken:
    # the referee's ruling, valid. The offline checks have nothing to check it with and refuse it.
    assert accepted == {"node": [], "python": [], "referee verify": [], "service": ["no jwks"]}


def test_a_ruling_written_another_way_is_refused_offline_though_its_values_are_the_ones_signed(standalone, tmp_path):
    """docs/trust.md: a signed ruling is saved one way, RFC 8785 canonical JSON and a line feed, and the offline checks
    hold the file to it byte for byte: spaces between values, members in another order, an escaped character, a
    number written as 3.0, the last line feed gone or doubled, a byte-order mark are each refused, by Node, the docs'
    Python snippet and `referee verify` alike, saying the file is not as saved. The service checks the JSON value
    it is sent (a request body is not a file) and takes them."""
    saved = standalone["bytes"]
    ruling = json.loads(saved)
    compact = saved.rstrip(b"\n")
    variants = {
        "spaced": json.dumps(ruling, sort_keys=True).encode() + b"\n",
        "indented": json.dumps(ruling, sort_keys=True, indent="\t").encode() + b"\n",
        "reordered": json.dumps(dict(reversed(ruling.items())), separators=(",", ":")).encode() + b"\n",
        "escaped": saved.replace(b'"AD"', b'"\\u0041D"', 1),
        "as a float": saved.replace(b'"tricks":3', b'"tricks":3.0', 1),
        "no line feed": compact,
        "two line feeds": saved + b"\n",
        "a carriage return": compact + b"\r\n",
        "a byte-order mark": b"\xef\xbb\xbf" + saved,
    }
    assert all(variant != saved for variant in variants.values())
    paths = []
    for name, variant in variants.items():
        paths.append(tmp_path / f"{len(paths)}.json")
        paths[-1].write_bytes(variant)
        if name != "a byte-order mark":  # JSON forbids one; the others are the same value written another way
            assert json.loads(variant) == ruling, name
    found = every_check(paths)
    assert found == {check: [False] * len(variants) for check in found}
    assert {verdict["explanation"] for verdict in node_verdicts(paths[:-1])} == {
        "the file is not as it was saved: it is not RFC 8785 canonical JSON and a line feed, if only in its spacing"
    }
    for path in paths[:-1]:
        assert cli_verdict(path)["explanation"] == attest.NOT_AS_SAVED
        assert http_valid(standalone["client"], path)


def cli_verdict(path: Path) -> dict:
    out = io.TextIOWrapper(io.BytesIO())
    with contextlib.redirect_stdout(out):
        cli(["verify", str(path)])
    out.flush()
    return json.loads(out.buffer.getvalue())


def test_a_signed_ruling_is_saved_one_way_by_the_cli(standalone):
    """--sign-with prints the ruling as it is to be saved: RFC 8785 canonical JSON of the whole file and a line
    feed, the form the checks hold it to."""
    saved = standalone["bytes"]
    assert saved == rfc8785.dumps(json.loads(saved)) + b"\n" == attest.ruling_file(json.loads(saved))


def test_a_ruling_resigned_with_another_key_is_valid_only_as_that_keys(standalone, tmp_path):
    """Anyone can sign a changed ruling with a key of their own and carry it: the offline checks then name that
    key's kid, not the referee's; against the referee's key set (--jwks, or the service) it is refused."""
    ruling = json.loads(standalone["bytes"])
    forged_answer = {**ruling["answer"], "holds": not ruling["answer"]["holds"]}
    forger = attest.Signer.of(Ed25519PrivateKey.generate())
    forged = attest.signed_ruling(forger, "hearts", "rulings/claim", ruling["request"], forged_answer)
    (tmp_path / "forged.json").write_bytes(attest.ruling_file(forged))
    (tmp_path / "jwks.json").write_text(json.dumps(ruling["jwks"]))
    assert every_check([tmp_path / "forged.json"]) == {"node": [True], "python": [True], "referee verify": [True]}
    assert node_verdicts([tmp_path / "forged.json"])[0]["kid"] == forger.kid != ruling["jwks"]["keys"][0]["kid"]
    assert cli_status(tmp_path / "forged.json", "--jwks", str(tmp_path / "jwks.json")) == 1
    assert not http_valid(standalone["client"], tmp_path / "forged.json")


def test_referee_verify_without_a_key_set_says_to_name_one(signed, tmp_path, capsys):
    (tmp_path / "ruling.json").write_text(json.dumps(signed_ruling(signed, "hearts", "deal", DEAL)))
    assert cli(["verify", str(tmp_path / "ruling.json")]) == 2
    assert "carries no key set (jwks): name the referee's with --jwks" in capsys.readouterr().err


def test_a_picture_carries_no_attestation(signed):
    """api.md v1.3: picture answers a drawing, not a ruling: no Referee-Attestation under a signing key (sign the
    ruling it draws), for every game and both views, and the spec promises none."""
    from referee.api.examples import example_request

    spec = signed.get("/openapi.json").get_json()
    for game in GAMES:
        record = example_request(game, "state")
        for query in ("", "?view=position"):
            response = signed.post(f"/v1/games/{game}/picture{query}", json=record)
            assert response.status_code == 200 and HEADER not in response.headers, (game, query)
        assert HEADER in signed.post(f"/v1/games/{game}/state", json=record).headers, game
        answer = spec["paths"][f"/v1/games/{game}/picture"]["post"]["responses"]["200"]
        assert HEADER not in answer.get("headers", {}), game


def test_the_cli_verifies_offline_with_a_jwks_file(signed, tmp_path, capsys):
    (tmp_path / "jwks.json").write_text(json.dumps(signed.get("/v1/keys").get_json()))
    ruling = signed_ruling(signed, "auction-hearts", "deal", DEAL)
    (tmp_path / "ruling.json").write_text(json.dumps(ruling))
    assert cli(["verify", str(tmp_path / "ruling.json"), "--jwks", str(tmp_path / "jwks.json")]) == 0
    assert json.loads(capsys.readouterr().out)["valid"] is True
    ruling["answer"]["deck"][0], ruling["answer"]["deck"][1] = ruling["answer"]["deck"][1], ruling["answer"]["deck"][0]
    (tmp_path / "ruling.json").write_text(json.dumps(ruling))
    assert cli(["verify", str(tmp_path / "ruling.json"), "--jwks", str(tmp_path / "jwks.json")]) == 1
    assert json.loads(capsys.readouterr().out)["valid"] is False
    (tmp_path / "jwks.json").write_text("[]")
    assert cli(["verify", str(tmp_path / "ruling.json"), "--jwks", str(tmp_path / "jwks.json")]) == 2


def test_a_bad_key_file_stops_the_start_naming_it(tmp_path):
    (tmp_path / "not-a-key.pem").write_text("hello")
    with pytest.raises(KeyFileError, match="not-a-key.pem"):
        create_app({"REFEREE_SIGNING_KEY": str(tmp_path / "not-a-key.pem")})
    with pytest.raises(KeyFileError, match=r"^REFEREE_SIGNING_KEY=.*missing\.pem: no such file$"):
        create_app({"REFEREE_SIGNING_KEY": str(tmp_path / "missing.pem")})
    write_key(tmp_path / "rsa.pem", generate_private_key(public_exponent=65537, key_size=2048))
    with pytest.raises(KeyFileError, match="not an Ed25519 key"):
        create_app({"REFEREE_SIGNING_KEY": str(tmp_path / "rsa.pem")})


def test_california_jack_takes_players_only_to_check_the_table(client):
    body = {"dealer": 1, "hand_number": 5, "server_seed": "22" * 16}
    plain = client.post("/v1/games/california-jack/deal", json=body).get_json()
    assert client.post("/v1/games/california-jack/deal", json={**body, "players": 2}).get_json() == plain
    refused = client.post("/v1/games/california-jack/deal", json={**body, "players": 3})
    assert refused.status_code == 422 and refused.get_json()["errors"][0]["pointer"] == "/players"


def test_every_answered_line_of_a_batch_carries_its_records_attestation(signed, client):
    """adjudicate/batch under a signing key: each record's line carries the attestation its single request
    gets, so a line verifies as that ruling; a problem line carries none, and unsigned service lines none."""
    from referee.api.examples import example_request

    record = example_request("hearts", "adjudicate")
    body = f"{json.dumps(record)}\nnot a record\n"
    response = signed.post(
        "/v1/games/hearts/adjudicate/batch", data=body, headers={"Content-Type": "application/x-ndjson"}
    )
    lines = [json.loads(line) for line in response.get_data(as_text=True).splitlines()]
    answered, refused, summary = lines
    single = signed_ruling(signed, "hearts", "adjudicate", record)
    assert answered["attestation"] == single["attestation"] and "attestation" not in refused
    ruling = {
        "game": "hearts",
        "operation": "adjudicate",
        "request": record,
        "answer": answered["answer"],
        "attestation": answered["attestation"],
    }
    assert signed.post("/v1/attestations/verify", json=ruling).get_json()["valid"]
    unsigned = client.post(
        "/v1/games/hearts/adjudicate/batch", data=body, headers={"Content-Type": "application/x-ndjson"}
    )
    assert all("attestation" not in json.loads(line) for line in unsigned.get_data(as_text=True).splitlines())


B64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"


def test_only_the_canonical_base64url_signature_verifies_over_http_and_in_the_cli(signed, tmp_path, capsys):
    """An Ed25519 signature is 64 bytes, 86 base64url characters: the last one carries 2 bits and 4 unused ones,
    so 16 characters decode to the same bytes. Only the one with the unused bits zero (RFC 4648 3.5, RFC 7515 2)
    is the attestation; the other 15, and the padded form, are refused as not canonical, over HTTP and offline."""
    ruling = signed_ruling(signed, "hearts", "deal", {**DEAL, "players": 4})
    header, _, signature = ruling["attestation"].partition("..")
    assert len(signature) == 86
    stem, last = signature[:-1], signature[-1]
    same_bytes = [B64URL[B64URL.index(last) & 0b110000 | unused] for unused in range(16)]
    assert (
        last in same_bytes
        and len(
            {
                attest.b64url_decode(stem + char) if char == last else base64.urlsafe_b64decode(stem + char + "==")
                for char in same_bytes
            }
        )
        == 1
    )
    jwks = signed.get("/v1/keys").get_json()
    (tmp_path / "jwks.json").write_text(json.dumps(jwks))
    variants = [f"{header}..{stem}{char}" for char in same_bytes] + [f"{header}..{signature}=="]
    for variant in variants:
        answer = signed.post("/v1/attestations/verify", json={**ruling, "attestation": variant})
        assert answer.status_code == 200
        verdict = answer.get_json()
        (tmp_path / "ruling.json").write_text(json.dumps({**ruling, "attestation": variant}))
        status = cli(["verify", str(tmp_path / "ruling.json"), "--jwks", str(tmp_path / "jwks.json")])
        assert json.loads(capsys.readouterr().out) == verdict
        if variant == ruling["attestation"]:
            assert verdict["valid"] is True and status == 0
        else:
            assert verdict["valid"] is False and status == 1, variant
            assert verdict["kid"] == jwks["keys"][0]["kid"]
            assert "not written as canonical base64url" in verdict["explanation"]
    assert sum(variant == ruling["attestation"] for variant in variants) == 1


@pytest.mark.parametrize("text", ["AA==", "AB", "A_9", "AA AA", "AA\nAA", "A", "ÀA"])
def test_base64url_outside_its_canonical_form_is_refused(text):
    with pytest.raises(ValueError):
        attest.b64url_decode(text)


def test_an_empty_signing_key_setting_is_an_error_naming_it(monkeypatch):
    monkeypatch.setenv("REFEREE_SIGNING_KEY", "")
    with pytest.raises(ValueError, match="^REFEREE_SIGNING_KEY is set but empty"):
        create_app({"TESTING": True})


def test_a_key_file_that_cannot_be_read_says_why_naming_the_path(tmp_path):
    from referee.keyfiles import load_keys

    (tmp_path / "keys").mkdir()
    with pytest.raises(KeyFileError, match=r"^REFEREE_SIGNING_KEY=.*keys: is a directory$"):
        load_keys(str(tmp_path / "keys"), None)
    with pytest.raises(KeyFileError, match=r"^REFEREE_VERIFY_KEYS: .*old\.pem: no such file$"):
        load_keys(None, f"{tmp_path / 'old.pem'}")
    unreadable = write_key(tmp_path / "unreadable.pem")
    unreadable.chmod(0)
    if os.access(unreadable, os.R_OK):
        pytest.skip("root reads any file: the permission case needs a non-root user")
    with pytest.raises(KeyFileError, match=r"unreadable\.pem: permission denied"):
        load_keys(str(unreadable), None)


def test_sign_with_a_key_that_cannot_be_used_or_on_a_batch_is_refused_in_one_line(tmp_path, capsys):
    (tmp_path / "claim.json").write_text(json.dumps(CLAIM))
    (tmp_path / "not-a-key.pem").write_text("hello")
    assert cli(["claim", "hearts", str(tmp_path / "claim.json"), "--sign-with", str(tmp_path / "not-a-key.pem")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("referee: --sign-with ") and "not-a-key.pem" in err and err.count("\n") == 1
    (tmp_path / "key.pem").write_bytes(example_key_pem())
    (tmp_path / "deals.ndjson").write_text("{}\n{}\n")
    assert cli(["adjudicate", "hearts", str(tmp_path / "deals.ndjson"), "--sign-with", str(tmp_path / "key.pem")]) == 2
    assert capsys.readouterr().err.startswith("referee: --sign-with signs one ruling")
