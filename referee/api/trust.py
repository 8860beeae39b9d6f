"""Attestations over HTTP: the Referee-Attestation header on every JSON 200 answer of a game operation (when the
service has a signing key; a picture is a drawing, not a ruling, and carries none), the key set at GET /v1/keys,
and POST /v1/attestations/verify."""

from flask import Flask, Response, current_app, request
from flask_smorest import Blueprint

from referee.api.body import read_json_body
from referee.api.documentation import wrong_method
from referee.api.examples import example_request
from referee.api.routes import (
    POST_PROBLEMS,
    REQUEST_ID_HEADERS,
    REQUEST_ID_PARAMETER,
    document_problems,
    json_answer,
    posted_problems,
    problems_list,
)
from referee.attest import (
    HEADER,
    KeySet,
    NotCanonical,
    Signer,
    check_ruling,
    engine_version,
    game_rules_digest,
    load_key_set,
    payload,
)
from referee.games import GAMES
from referee.operations import find, load, run_operation
from referee.schemas import GAME_OPERATIONS
from referee.schemas.attestation import VERIFY, AttestationVerifyAnswer, AttestationVerifyRequest, Jwks

KEYS_EXTENSION = "referee_keys"

ATTESTATION_HEADER_SPEC = {
    "description": "With a signing key configured: a JWS (compact, detached payload, EdDSA) over the RFC 8785 form "
    "of {game, operation, request, answer, engine, rules}; verify it with GET /v1/keys (docs/trust.md). "
    "Absent only when the service has no key: every number a request may hold (hand_number up to "
    "2^53 - 1 included) is one canonical JSON carries exactly.",
    "schema": {"type": "string", "pattern": r"^[A-Za-z0-9_-]+\.\.[A-Za-z0-9_-]+$"},
}


class Attestor:
    """Signs one answer: the payload of api.md, with this engine and the game's rules digest."""

    def __init__(self, signer: Signer):
        self.signer = signer
        self.engine = engine_version()

    def token(self, game: str, operation: str, body, answer: dict) -> str | None:
        """The attestation of this answer to this request, or None where canonical JSON cannot carry it."""
        try:
            signed = payload(game, operation, body, answer, self.engine, game_rules_digest(game))
        except NotCanonical:
            # No request field admits a number canonical JSON cannot carry (hand_number stops at 2^53 - 1); were
            # one to slip through, its answer would go unsigned rather than signed over altered numbers.
            return None
        return self.signer.attest(signed)

    def __call__(self, response: Response, game: str, operation: str, body, answer: dict) -> None:
        attestation = self.token(game, operation, body, answer)
        if attestation is not None:
            response.headers[HEADER] = attestation


def attestor_for(keys: KeySet) -> Attestor | None:
    return Attestor(keys.signer) if keys.signer is not None else None


def keys_from_config(app: Flask) -> KeySet:
    """The keys named by REFEREE_SIGNING_KEY and REFEREE_VERIFY_KEYS; a key file that cannot be used stops the
    start (KeyFileError names the file and why)."""
    return load_key_set(app.config.get("REFEREE_SIGNING_KEY"), app.config.get("REFEREE_VERIFY_KEYS"))


trust = Blueprint("trust", __name__, description="Attestations: the published keys and checking a signed ruling")


@trust.route("/v1/keys", parameters=[REQUEST_ID_PARAMETER])
@trust.doc(
    operationId="listKeys",
    summary="The public keys attestations are signed with (JWKS)",
    description="The public keys (a JWKS) the service signs its rulings with, and older ones still valid: check "
    "a `Referee-Attestation` header yourself with one of them, or send it to `POST /v1/attestations/verify`. "
    "Empty when the service does not sign (no REFEREE_SIGNING_KEY).",
)
@trust.alt_response(
    200, schema=Jwks, success=True, description="The key set; empty without a signing key", headers=REQUEST_ID_HEADERS
)
@document_problems(trust, {405: "Only GET is allowed here (the Allow header says so)"}, [wrong_method("POST")])
def keys():
    return json_answer(current_app.extensions[KEYS_EXTENSION].jwks())


VERIFY_PROBLEMS = {
    400: "The body is not JSON",
    405: "Only POST is allowed here (the Allow header says so)",
    413: "The body is larger than the limit",
    415: "The body is not sent as application/json",
    422: "Valid JSON that cannot describe a signed ruling; errors point into the body",
    503: POST_PROBLEMS[503],
}


def verify_example() -> dict:
    """A ruling as the spec's example for POST /v1/attestations/verify: the first game of the registry, its first
    operation's example request and the answer it gets, with an attestation of a key no service publishes."""
    game = next(iter(GAMES))
    operation, request_body = next(
        (operation.path, example)
        for operation in GAME_OPERATIONS[game]
        if (example := example_request(game, operation.path)) is not None
    )
    return {
        "game": game,
        "operation": operation,
        "request": request_body,
        "answer": run_operation(find(game, operation), request_body),
        # The protected header {"alg":"EdDSA","kid":"no-such-key"} and a signature of 3 zero bytes.
        "attestation": "eyJhbGciOiJFZERTQSIsImtpZCI6Im5vLXN1Y2gta2V5In0..AAAA",
    }


VERIFY_EXAMPLE = verify_example()


@trust.route("/v1/attestations/verify", methods=["POST"], parameters=[REQUEST_ID_PARAMETER])
@trust.doc(
    operationId="verifyAttestation",
    summary="Check a Referee-Attestation against the published keys",
    description="Whether a signed ruling holds: send the `game` and `operation` you called, the `request` you sent, the "
    "`answer` you got and the `attestation` (its `Referee-Attestation` header), or a signed ruling saved from the "
    "desk or the CLI as it is (it adds `engine`, `rules` and the `jwks` holding the key that signed). The answer "
    "says whether the signature holds under one of the published keys, which (`kid`), and why not when it does "
    "not.\n\n"
    "**Errors** come as `application/problem+json` (the examples below are real answers):\n"
    + problems_list(VERIFY_PROBLEMS),
    requestBody={
        "required": True,
        "content": {"application/json": {"schema": AttestationVerifyRequest, "example": VERIFY_EXAMPLE}},
    },
)
@trust.alt_response(
    200,
    schema=AttestationVerifyAnswer,
    success=True,
    description="Whether the attestation holds",
    headers=REQUEST_ID_HEADERS,
)
@document_problems(trust, VERIFY_PROBLEMS, posted_problems(VERIFY, VERIFY_EXAMPLE))
def verify_attestation():
    document = load(VERIFY, read_json_body(request))
    verdict = check_ruling(document, current_app.extensions[KEYS_EXTENSION].jwks())
    return json_answer({"valid": verdict.valid, "kid": verdict.kid, "explanation": verdict.explanation})
