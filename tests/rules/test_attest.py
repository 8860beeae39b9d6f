"""referee/attest.py against the standards it implements: RFC 8785 canonical JSON (the quick path agrees with the
rfc8785 library on any JSON), RFC 7638 thumbprints and RFC 8037 EdDSA signatures (the RFCs' own examples), and
the detached JWS verifying only the payload it was made for."""

import json

import pytest
import rfc8785
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from hypothesis import given
from hypothesis import strategies as st

from referee import attest

# RFC 8037 appendix A.1 and A.3: an Ed25519 key and its RFC 7638 thumbprint.
RFC8037_D = "nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A"
RFC8037_X = "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo"
RFC8037_THUMBPRINT = "kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k"
# RFC 8037 appendix A.4: the JWS of "Example of Ed25519 signing" under {"alg":"EdDSA"}.
RFC8037_JWS = (
    "eyJhbGciOiJFZERTQSJ9.RXhhbXBsZSBvZiBFZDI1NTE5IHNpZ25pbmc.hgyY0il_MGCjP0JzlnLWG1PPOt7-09PGcvMg3AIbQR6dWbhij"
    "cNR4ki4iylGjg5BhVsPt9g7sVvpAr_MuM0KAg"
)

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**60), 2**60)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=6), children, max_size=4),
    max_leaves=20,
)


def library_or_refusal(value):
    try:
        return rfc8785.dumps(value)
    except (rfc8785.CanonicalizationError, UnicodeEncodeError):
        return "refused"


def ours_or_refusal(value):
    try:
        return attest.canonical(value)
    except attest.NotCanonical:
        return "refused"


@given(json_values)
def test_canonical_json_is_what_rfc8785_writes_for_any_value(value):
    assert ours_or_refusal(value) == library_or_refusal(value)


@pytest.mark.parametrize(
    "value",
    [
        {"b": 1, "a": 2, "é": 3, "\U0001f600": 4, "\ue000": 5},  # UTF-16 order puts the astral key before U+E000
        [1.0, 0.1, 1e21, 1e-7, -0.0, 2**53 - 1],
        {"text": 'quote " backslash \\ tab \t nul \x00 del \x7f line \u2028'},
    ],
)
def test_the_cases_where_plain_json_would_differ_go_the_librarys_way(value):
    assert attest.canonical(value) == rfc8785.dumps(value)


def test_integers_beyond_the_exact_range_are_refused():
    for number in (2**53, -(2**53), 2**64 - 1):
        with pytest.raises(attest.NotCanonical):
            attest.canonical({"hand_number": number})


def test_nesting_deeper_than_python_can_walk_is_refused_not_a_crash():
    nested = [1.5]
    for _ in range(5000):
        nested = [nested]
    with pytest.raises(attest.NotCanonical):
        attest.canonical({"request": nested})


def rfc8037_key() -> Ed25519PrivateKey:
    return Ed25519PrivateKey.from_private_bytes(attest.b64url_decode(RFC8037_D))


def test_the_thumbprint_and_jwk_are_rfc_7638_and_8037s():
    key = rfc8037_key()
    assert attest.thumbprint(key.public_key()) == RFC8037_THUMBPRINT
    assert attest.public_jwk(key.public_key()) == {
        "kty": "OKP",
        "crv": "Ed25519",
        "x": RFC8037_X,
        "kid": RFC8037_THUMBPRINT,
        "alg": "EdDSA",
        "use": "sig",
    }


def test_the_signature_is_rfc_8037s_eddsa():
    header, payload, signature = RFC8037_JWS.split(".")
    assert attest.b64url(rfc8037_key().sign(f"{header}.{payload}".encode())) == signature
    # The same example, detached: our verifier accepts it with the payload supplied apart.
    jwks = {"keys": [{**attest.public_jwk(rfc8037_key().public_key()), "kid": "rfc8037"}]}
    detached = attest.b64url(json.dumps({"alg": "EdDSA", "kid": "rfc8037"}, separators=(",", ":")).encode())
    signed = b"Example of Ed25519 signing"
    token = f"{detached}..{attest.b64url(rfc8037_key().sign(f'{detached}.{attest.b64url(signed)}'.encode()))}"
    assert attest.verify(token, signed, jwks).valid
    assert not attest.verify(token, signed + b"!", jwks).valid


def test_a_signer_is_deterministic_and_names_its_key():
    signer = attest.Signer.of(rfc8037_key())
    token = signer.attest(b"{}")
    assert token == signer.attest(b"{}") and token.split(".")[1] == ""
    assert json.loads(attest.b64url_decode(token.split(".")[0])) == {"alg": "EdDSA", "kid": RFC8037_THUMBPRINT}
    verdict = attest.verify(token, b"{}", attest.KeySet(signer).jwks())
    assert (verdict.valid, verdict.kid) == (True, RFC8037_THUMBPRINT)


# a signed ruling that stands alone (api.md v1.3)

CLAIM = {
    "players": 4,
    "hands": [["AD", "KD"], ["2S", "3S"], ["4C", "5C"], ["6H", "7H"]],
    "trick": [],
    "leader": 0,
    "claim": {"seat": 0, "tricks": 2},
}


def standalone(signer=None) -> dict:
    import referee

    signer = signer or attest.Signer.of(rfc8037_key())
    return attest.signed_ruling(signer, "hearts", "rulings/claim", CLAIM, referee.run("hearts", "rulings/claim", CLAIM))


def test_a_signed_ruling_holds_the_payloads_members_the_attestation_and_the_one_key_that_signed():
    ruling = standalone()
    assert list(ruling) == [*attest.SIGNED_MEMBERS, "attestation", "jwks"]
    assert (ruling["engine"], ruling["rules"]) == (attest.engine_version(), attest.game_rules_digest("hearts"))
    assert ruling["jwks"] == {"keys": [attest.public_jwk(rfc8037_key().public_key())]}
    signed = attest.payload(*(ruling[name] for name in attest.SIGNED_MEMBERS))
    assert attest.verify(ruling["attestation"], signed, ruling["jwks"]).valid


def test_a_signed_ruling_verifies_with_the_key_it_carries_and_says_whose_key_to_compare():
    verdict = attest.check_ruling(standalone())
    assert (verdict.valid, verdict.kid) == (True, RFC8037_THUMBPRINT)
    assert "GET /v1/keys" in verdict.explanation
    # Against a key set given apart, the carried one must still be the key that signed.
    assert attest.check_ruling(standalone(), attest.KeySet(attest.Signer.of(rfc8037_key())).jwks()).valid


def changed_key_sets():
    jwk = attest.public_jwk(rfc8037_key().public_key())
    other = attest.public_jwk(Ed25519PrivateKey.generate().public_key())
    yield "no key", {"keys": []}
    yield "two keys", {"keys": [jwk, other]}
    yield "another key", {"keys": [other]}
    yield "another x under this kid", {"keys": [{**jwk, "x": other["x"]}]}
    yield "a member more", {"keys": [{**jwk, "note": "x"}]}
    yield "a member less", {"keys": [{name: value for name, value in jwk.items() if name != "use"}]}
    for name, value in [("kty", "EC"), ("crv", "X25519"), ("alg", "ES256"), ("use", "enc"), ("kid", "k")]:
        yield f"{name} changed", {"keys": [{**jwk, name: value}]}
    yield "x not canonical base64url", {"keys": [{**jwk, "x": jwk["x"] + "="}]}


@pytest.mark.parametrize("name, jwks", list(changed_key_sets()), ids=[name for name, _ in changed_key_sets()])
def test_a_signed_ruling_whose_key_set_changed_is_not_valid(name, jwks):
    verdict = attest.check_ruling({**standalone(), "jwks": jwks})
    assert verdict.valid is False, name
    # Nor against the right key set given apart: the ruling's own key set is part of it.
    trusted = attest.KeySet(attest.Signer.of(rfc8037_key())).jwks()
    assert attest.check_ruling({**standalone(), "jwks": jwks}, trusted).valid is False, name


def test_a_signed_ruling_that_carries_its_key_set_must_carry_the_engine_and_rules():
    for name in ("engine", "rules"):
        ruling = {key: value for key, value in standalone().items() if key != name}
        with pytest.raises(attest.InvalidRecord) as refused:
            attest.check_ruling(ruling)
        assert refused.value.errors[0][0] == f"/{name}"


def test_a_signed_ruling_is_saved_one_way_and_any_other_spelling_is_not_as_saved():
    ruling = standalone()
    saved = attest.ruling_file(ruling)
    assert saved == rfc8785.dumps(ruling) + b"\n" and b"\n" not in saved[:-1]
    assert attest.saved_form_problem(saved, ruling) is None
    for other in (saved.rstrip(b"\n"), saved + b"\n", json.dumps(ruling).encode() + b"\n", b" " + saved):
        assert attest.saved_form_problem(other, json.loads(other)) == attest.NOT_AS_SAVED
    # A value canonical JSON cannot write (beyond 2^53 - 1) has no saved form at all.
    huge = {**ruling, "request": {**ruling["request"], "hand_number": 2**60}}
    assert attest.saved_form_problem(json.dumps(huge).encode(), huge) == attest.NOT_AS_SAVED
