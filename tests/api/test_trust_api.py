"""Trust over HTTP: deal and deal/verify refuse bad seeds naming the field; with REFEREE_SIGNING_KEY every 200
answer of a game operation carries Referee-Attestation, which verifies with the published key in Python, in the
CLI (offline) and in Node's own Ed25519 over the JCS bytes; one changed card fails it; the same request gives
the same attestation; GET /v1/games/{game} names the engine and rules digest that are signed."""

import base64
import hashlib
import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest
import rfc8785
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from cryptography.hazmat.primitives.asymmetric.rsa import generate_private_key

import referee
from referee import attest
from referee.api.app import create_app
from referee.attest import KeyFileError
from referee.cli import main as cli
from referee.games import GAMES

ROOT = Path(__file__).resolve().parents[2]
NODE_VERIFY = ROOT / "tests" / "clients" / "verify-attestation.mjs"
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


def test_node_verifies_with_its_own_ed25519_over_the_jcs_bytes(signed, tmp_path):
    node = shutil.which("node")
    assert node, "this test runs Node.js 20 or newer"
    (tmp_path / "jwks.json").write_text(json.dumps(signed.get("/v1/keys").get_json()))
    checked = 0
    for game, operation, body in [
        ("hearts", "deal", DEAL),
        ("forty-five", "deal", DEAL),
        ("hearts", "settle", {"totals": [26, 0, 1]}),
    ]:
        ruling = signed_ruling(signed, game, operation, body)
        details = signed.get(f"/v1/games/{game}").get_json()
        ruling = {**ruling, "engine": details["engine"], "rules": details["rules_digest"]}
        (tmp_path / "ruling.json").write_text(json.dumps(ruling))
        ok = subprocess.run(
            [node, str(NODE_VERIFY), str(tmp_path / "ruling.json"), str(tmp_path / "jwks.json")],
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert ok.returncode == 0 and json.loads(ok.stdout)["valid"] is True, ok.stdout + ok.stderr
        ruling["answer"]["explanation"] += " "
        (tmp_path / "ruling.json").write_text(json.dumps(ruling))
        changed = subprocess.run(
            [node, str(NODE_VERIFY), str(tmp_path / "ruling.json"), str(tmp_path / "jwks.json")],
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert changed.returncode == 1 and json.loads(changed.stdout)["valid"] is False
        checked += 1
    assert checked == 3


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
