"""Checking an attestation: the request of POST /v1/attestations/verify and of `referee verify FILE`, the key set
of GET /v1/keys, and the answers."""

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from referee.echo import quote
from referee.games import GAMES
from referee.schemas import GAME_OPERATIONS
from referee.schemas.common import Operation

HEX_DIGEST = r"^[0-9a-f]{64}$"
MOST_ATTESTATION_CHARS = 4096


class Jwk(Schema):
    kty = fields.String(required=True, validate=validate.OneOf(["OKP"]))
    crv = fields.String(required=True, validate=validate.OneOf(["Ed25519"]))
    x = fields.String(required=True, metadata={"description": "the public key, base64url"})
    kid = fields.String(required=True, metadata={"description": "the RFC 7638 thumbprint of the key"})
    alg = fields.String(required=True, validate=validate.OneOf(["EdDSA"]))
    use = fields.String(required=True, validate=validate.OneOf(["sig"]))


class Jwks(Schema):
    keys = fields.List(
        fields.Nested(Jwk),
        required=True,
        metadata={
            "description": "the signing key first, then older keys still accepted; empty when the service signs nothing"
        },
    )


class AttestationVerifyRequest(Schema):
    """A ruling as it was given and the attestation that came with it."""

    game = fields.String(required=True, validate=validate.OneOf(list(GAMES)))
    operation = fields.String(
        required=True,
        validate=validate.Length(max=64),
        metadata={"description": 'the path after the game, as signed: "adjudicate", "deal/verify", "rulings/revoke"'},
    )
    request = fields.Dict(required=True, metadata={"description": "the request body as it was sent"})
    answer = fields.Dict(required=True, metadata={"description": "the answer body as it was received"})
    attestation = fields.String(
        required=True,
        validate=validate.Length(max=MOST_ATTESTATION_CHARS),
        metadata={"description": "the Referee-Attestation header that came with the answer"},
    )
    engine = fields.String(
        validate=validate.Length(max=64),
        metadata={"description": "the engine version to check against; default this server's"},
    )
    rules = fields.String(
        validate=validate.Regexp(HEX_DIGEST),
        metadata={"description": "the rules digest to check against; default this server's digest of the game's rules"},
    )
    jwks = fields.Nested(
        Jwks,
        metadata={
            "description": "the key set a signed ruling saved from the desk or the CLI carries: exactly the one key "
            "that signed it. The attestation is checked against this server's keys all the same; the key set "
            "given must be that key, written as GET /v1/keys writes it, or the ruling is not valid"
        },
    )

    @validates_schema
    def the_game_has_the_operation(self, data, **kwargs):
        game, operation = data.get("game"), data.get("operation")
        known = [op.path for op in GAME_OPERATIONS.get(game, [])]
        if game in GAMES and operation is not None and operation not in known:
            raise ValidationError(
                f"{GAMES[game].name} has no operation {quote(operation)}: it has {', '.join(known)}", "operation"
            )


class AttestationVerifyAnswer(Schema):
    valid = fields.Boolean(required=True)
    kid = fields.String(required=True, allow_none=True, metadata={"description": "the key the attestation names"})
    explanation = fields.String(required=True)


# Loaded the way every operation's body is (referee.operations.load); the checking itself needs the key set.
VERIFY = Operation(
    "attestations/verify",
    AttestationVerifyRequest(),
    AttestationVerifyAnswer,
    dict,
    "Check a Referee-Attestation against a key set",
)
