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
