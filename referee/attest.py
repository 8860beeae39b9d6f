"""Attestations: a ruling signed so anyone can check later that the referee gave it (api.md, "Attestations").

The payload is the RFC 8785 (JCS) canonical JSON of ``{game, operation, request, answer, engine, rules}``; the
attestation is a JWS in compact form with that payload detached (RFC 7515 appendix F): ``header..signature``,
``alg`` EdDSA (Ed25519), ``kid`` the key's RFC 7638 thumbprint. Ed25519 is deterministic, so the same request
always gives the same attestation. `cryptography` does the Ed25519 and `rfc8785` the canonical JSON; the JWS
framing around them is base64url and one dot, written here rather than pulled in with a JOSE library.
Pure: no Flask.
"""

import base64
import binascii
import hashlib
import json
from dataclasses import dataclass
from functools import cache

import rfc8785
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

import referee
from referee.games import GAMES
from referee.jsonio import MOST_EXACT_INTEGER
from referee.keyfiles import KeyFileError, load_keys, load_signing_key, load_verify_key  # noqa: F401 (the API)
from referee.rulings import InvalidRecord

ALGORITHM = "EdDSA"
HEADER = "Referee-Attestation"


class NotCanonical(ValueError):
    """A value RFC 8785 cannot write: an integer beyond ±(2^53 − 1), or text UTF-8 cannot carry."""


def engine_version() -> str:
    """The package version: what `engine` names in a payload and in GET /v1/games/{game}."""
    return referee.__version__


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def b64url_decode(text: str) -> bytes:
    """The bytes of ``text`` in the one form b64url writes: RFC 7515 section 2's base64url (RFC 4648 section 5's
    alphabet, no padding, no other characters) with the unused bits of the last character zero (RFC 4648 section
    3.5's canonical encoding). Anything else is a ValueError: accepting the other spellings would let one signature
    be written 16 ways."""
    if not isinstance(text, str) or not text.isascii():
        raise ValueError("not base64url")
    try:
        data = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except binascii.Error:
        raise ValueError("not base64url") from None
    # Python's decoder skips characters outside the alphabet and ignores the unused bits: the round trip catches
    # both, and padding.
    if b64url(data) != text:
        raise ValueError("not canonical base64url")
    return data


# JSON's own sorted, compact encoding (C code) is already RFC 8785 for most answers, and rfc8785, pure Python, takes
# ten times longer on a whole deal's answer (bench/RESULTS.md): it is used for whatever the quick check cannot vouch
# for. tests/rules/test_attest.py checks the two agree on any JSON.
_sorted_compact = json.JSONEncoder(
    sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False, check_circular=False
).encode


def _encoded_alike(value) -> bool:
    """Whether JCS and json's sorted compact encoding write ``value`` alike: no float (ECMAScript writes numbers
    its own way), no integer JCS refuses, no key with a character past U+D7FF (JCS orders keys by UTF-16 code
    units, json by code points)."""
    stack = [value]
    while stack:
        item = stack.pop()
        kind = type(item)
        if kind is dict:
            for key, member in item.items():
                if type(key) is not str or (not key.isascii() and max(key) > "\ud7ff"):
                    return False
                stack.append(member)
        elif kind is list or kind is tuple:
            stack.extend(item)
        elif kind is int:
            if not -MOST_EXACT_INTEGER <= item <= MOST_EXACT_INTEGER:
                return False
        elif kind is not str and kind is not bool and item is not None:
            return False
    return True


def canonical(value) -> bytes:
    """RFC 8785 canonical JSON."""
    try:
        if _encoded_alike(value):
            return _sorted_compact(value).encode("utf-8")
        return rfc8785.dumps(value)
    except (rfc8785.CanonicalizationError, UnicodeEncodeError) as error:
        raise NotCanonical(str(error)) from None
    except RecursionError:
        raise NotCanonical("it nests arrays or objects too deeply") from None


def rules_digest(rules: list[dict]) -> str:
    """The lower-case hex SHA-256 of a rule catalogue as served (its `rules` list) in canonical JSON."""
    return hashlib.sha256(canonical(rules)).hexdigest()


SIGNED_MEMBERS = ("game", "operation", "request", "answer", "engine", "rules")


def payload(game: str, operation: str, request, answer, engine: str, rules: str) -> bytes:
    """The signed bytes: one ruling, the engine that gave it and the rules it applied."""
    return canonical(
        {"game": game, "operation": operation, "request": request, "answer": answer, "engine": engine, "rules": rules}
    )


def thumbprint(public_key: Ed25519PublicKey) -> str:
    """RFC 7638: SHA-256 of the required members of the JWK, in lexicographic order, no whitespace."""
    members = {"crv": "Ed25519", "kty": "OKP", "x": b64url(raw_public(public_key))}
    return b64url(hashlib.sha256(canonical(members)).digest())


def raw_public(public_key: Ed25519PublicKey) -> bytes:
    return public_key.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)


def public_jwk(public_key: Ed25519PublicKey) -> dict:
    return {
        "kty": "OKP",
        "crv": "Ed25519",
        "x": b64url(raw_public(public_key)),
        "kid": thumbprint(public_key),
        "alg": ALGORITHM,
        "use": "sig",
    }


def jwk_public_key(jwk: dict) -> Ed25519PublicKey:
    """The Ed25519 public key a JWK holds; ValueError for any other kind of key."""
    if not isinstance(jwk, dict) or jwk.get("kty") != "OKP" or jwk.get("crv") != "Ed25519":
        raise ValueError("not an Ed25519 key (kty OKP, crv Ed25519)")
    raw = b64url_decode(jwk.get("x"))
    if len(raw) != 32:
        raise ValueError("an Ed25519 public key is 32 bytes")
    return Ed25519PublicKey.from_public_bytes(raw)


@dataclass(frozen=True)
class Signer:
    key: Ed25519PrivateKey
    kid: str
    protected: str  # the JWS protected header, base64url: the same for every attestation of this key

    @classmethod
    def of(cls, key: Ed25519PrivateKey) -> "Signer":
        kid = thumbprint(key.public_key())
        return cls(key, kid, b64url(canonical({"alg": ALGORITHM, "kid": kid})))

    def attest(self, signed: bytes) -> str:
        """The compact JWS of ``signed`` with the payload left out: ``header..signature``."""
        signature = self.key.sign(f"{self.protected}.{b64url(signed)}".encode("ascii"))
        return f"{self.protected}..{b64url(signature)}"


@dataclass(frozen=True)
class KeySet:
    """The signing key (or none) and the older public keys still accepted (rotation)."""

    signer: Signer | None
    verify_keys: tuple[Ed25519PublicKey, ...] = ()

    def jwks(self) -> dict:
        keys = [*([self.signer.key.public_key()] if self.signer else []), *self.verify_keys]
        seen, listed = set(), []
        for key in keys:
            jwk = public_jwk(key)
            if jwk["kid"] not in seen:
                seen.add(jwk["kid"])
                listed.append(jwk)
        return {"keys": listed}


def load_key_set(signing_key_path: str | None, verify_key_paths: str | None) -> KeySet:
    """The keys the environment names: REFEREE_SIGNING_KEY (a path) and REFEREE_VERIFY_KEYS (comma-separated
    paths of PEM public keys). KeyFileError, naming the setting and the file, when one cannot be used."""
    signing, verify_keys = load_keys(signing_key_path, verify_key_paths)
    return KeySet(Signer.of(signing) if signing is not None else None, verify_keys)


@dataclass(frozen=True)
class Verdict:
    valid: bool
    kid: str | None
    explanation: str


def verify(attestation, signed: bytes, jwks: dict) -> Verdict:
    """Whether ``attestation`` is an EdDSA JWS over ``signed`` by a key of ``jwks``, and why not."""
    parts = attestation.split(".") if isinstance(attestation, str) else []
    if len(parts) != 3 or parts[1] != "":
        return Verdict(False, None, "The attestation is not a compact JWS with a detached payload (header..signature).")
    try:
        header = json.loads(b64url_decode(parts[0]))
    except (ValueError, UnicodeDecodeError):
        return Verdict(False, None, "The attestation's header is not base64url JSON.")
    if not isinstance(header, dict) or header.get("alg") != ALGORITHM:
        return Verdict(False, None, f"The attestation's header does not name alg {ALGORITHM}.")
    kid = header.get("kid")
    if not isinstance(kid, str):
        return Verdict(False, None, "The attestation's header names no kid.")
    if "crit" in header or header.get("b64", True) is not True:
        return Verdict(False, kid, "The attestation's header asks for JWS extensions this verifier does not apply.")
    try:
        signature = b64url_decode(parts[2])
    except ValueError:
        return Verdict(
            False,
            kid,
            "The attestation's signature is not written as canonical base64url (RFC 7515: "
            "the URL-safe alphabet, no padding, the last character's unused bits zero), the "
            "one form a signature is given in.",
        )
    jwk = next((key for key in jwks.get("keys", []) if isinstance(key, dict) and key.get("kid") == kid), None)
    if jwk is None:
        return Verdict(
            False, kid, "No published key has this attestation's kid: it was not signed by a key of this key set."
        )
    try:
        public_key = jwk_public_key(jwk)
    except ValueError as error:
        return Verdict(False, kid, f"The published key with this kid cannot verify: {error}.")
    try:
        public_key.verify(signature, f"{parts[0]}.{b64url(signed)}".encode("ascii"))
    except InvalidSignature:
        return Verdict(
            False,
            kid,
            "The signature does not match: the game, operation, request, answer, engine or "
            "rules differ from what was signed.",
        )
    return Verdict(
        True,
        kid,
        "The attestation is a valid Ed25519 signature by this key over this game, operation, "
        "request and answer, with this engine and rule catalogue.",
    )


@cache
def game_rules_digest(game: str) -> str:
    """What `rules` names in a payload: the digest of the game's catalogue as GET /v1/games/{game} serves it."""
    return rules_digest(GAMES[game].rules.as_list())


def signed_ruling(signer: Signer, game: str, operation: str, request, answer) -> dict:
    """A signed ruling that stands alone (api.md v1.3): the payload's members, the attestation, and the key set that
    verifies it (the one key that signed), so that a third party checks it offline with nothing else. NotCanonical
    where canonical JSON cannot carry the request or the answer."""
    engine, rules = engine_version(), game_rules_digest(game)
    return {
        "game": game,
        "operation": operation,
        "request": request,
        "answer": answer,
        "engine": engine,
        "rules": rules,
        "attestation": signer.attest(payload(game, operation, request, answer, engine, rules)),
        "jwks": {"keys": [public_jwk(signer.key.public_key())]},
    }


def ruling_file(ruling: dict) -> bytes:
    """A signed ruling as it is saved (the desk's download, --sign-with): its one form, the RFC 8785 canonical JSON
    of the whole file and a line feed. With one form, a byte changed anywhere in the file is a change the checks
    refuse, its spacing included. NotCanonical where canonical JSON cannot carry it."""
    return canonical(ruling) + b"\n"


NOT_AS_SAVED = (
    "The file is not as it was saved: a signed ruling is written one way (RFC 8785 canonical JSON, then a line "
    "feed), and this file differs from it, if only in its spacing."
)


def saved_form_problem(raw: bytes, ruling) -> str | None:
    """Why ``raw``, the bytes of a file read as ``ruling``, is not that ruling written in its one form; None when
    it is."""
    try:
        return None if raw == ruling_file(ruling) else NOT_AS_SAVED
    except NotCanonical:
        return NOT_AS_SAVED


def carried_key_problem(jwks: dict, kid: str) -> str | None:
    """Why the key set a signed ruling carries is not exactly the one key that signed it (the attestation's
    ``kid``), written as Referee publishes it; None when it is. Held to one spelling, a changed key set is refused
    like any other change to the file, rather than read past where the signature happens not to depend on it."""
    keys = jwks.get("keys")
    if not isinstance(keys, list) or len(keys) != 1:
        count = len(keys) if isinstance(keys, list) else 0
        return (
            f"The key set this ruling carries holds {count} key{'' if count == 1 else 's'}: a signed ruling "
            "carries exactly the one key that signed it."
        )
    try:
        public_key = jwk_public_key(keys[0])
    except ValueError as error:
        return f"The key this ruling carries cannot verify: {error}."
    if keys[0] != public_jwk(public_key):
        return (
            "The key this ruling carries is not written as the referee publishes it: exactly kty OKP, crv "
            "Ed25519, x, kid (its RFC 7638 thumbprint), alg EdDSA and use sig."
        )
    if keys[0]["kid"] != kid:
        return "The key this ruling carries is not the key its attestation names."
    return None


def check_ruling(document: dict, jwks: dict | None = None) -> Verdict:
    """``document`` ({game, operation, request, answer, attestation}, optionally the engine and rules digest to
    check against, by default this installation's; or a signed ruling that stands alone, which carries them and its
    key set, ``jwks``) checked against the key set ``jwks``; without one, against the key the ruling carries, whose
    kid the verdict names for the reader to compare with the referee's."""
    for name in ("request", "answer"):
        try:
            canonical(document[name])
        except NotCanonical as error:
            raise InvalidRecord.at(
                f"/{name}", f"cannot be written as RFC 8785 canonical JSON, so it cannot have been signed: {error}"
            ) from None
    carried = document.get("jwks")
    if carried is not None:
        for name in ("engine", "rules"):
            if name not in document:
                raise InvalidRecord.at(
                    f"/{name}",
                    "a signed ruling that carries its key set (jwks) carries every member it was signed over",
                )
    game = document["game"]
    signed = payload(
        game,
        document["operation"],
        document["request"],
        document["answer"],
        document.get("engine") or engine_version(),
        document.get("rules") or game_rules_digest(game),
    )
    verdict = verify(document["attestation"], signed, jwks if jwks is not None else carried)
    if carried is not None and verdict.kid is not None:
        problem = carried_key_problem(carried, verdict.kid)
        if problem is not None:
            return Verdict(False, verdict.kid, problem)
    if verdict.valid and jwks is None:
        return Verdict(
            True,
            verdict.kid,
            "The attestation is a valid Ed25519 signature over this game, operation, request and answer, with "
            "this engine and rule catalogue, by the key this ruling carries. That key is the referee's if its kid "
            "is among the keys the referee publishes (GET /v1/keys on its server).",
        )
    return verdict
