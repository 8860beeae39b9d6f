"""The fair deal of every game (referee-deal-v1): `deal` and `deal/verify`, built once from each game's table
and the fields its deal gives, so no game module repeats them."""

import copy
import re
from functools import partial

from marshmallow import Schema, ValidationError, fields, missing, validate

from referee import dealing
from referee.echo import quote
from referee.games import GAMES, RULES
from referee.schemas.common import (
    MAX_SEATS,
    SUIT_REF,
    BoundedList,
    Card,
    CardAnswer,
    CardList,
    Described,
    HandNumber,
    ListOfLists,
    OpenApiDescribed,
    Operation,
    Players,
    Request,
    RulingAnswer,
    Seat,
    SeatAnswer,
)

SERVER_SEED_BYTES = (16, 64)
CLIENT_SEED_BYTES = (1, 64)
MOST_CLIENT_SEEDS = 8
COMMITMENT_BYTES = 32
PACK_SIZE = 52
_HEX = re.compile(r"[0-9a-fA-F]*")


def hex_pattern(low: int, high: int) -> str:
    return f"^([0-9a-fA-F]{{2}}){{{low},{high}}}$" if low != high else f"^[0-9a-fA-F]{{{2 * low}}}$"


def read_hex(value, low: int, high: int) -> bytes:
    """The bytes a hex string spells, ``low`` to ``high`` of them; ValidationError naming what is wrong."""
    if type(value) is not str:
        raise ValidationError(f"{quote(value)} is not hex: send the bytes as a string of hex digits")
    if not _HEX.fullmatch(value):
        raise ValidationError(f"{quote(value)} is not hex: only the digits 0-9 and a-f (or A-F) may appear")
    if len(value) % 2:
        raise ValidationError(f"has {len(value)} hex digits: each byte is 2, so the count must be even")
    size = len(value) // 2
    if not low <= size <= high:
        wanted = f"exactly {low} bytes" if low == high else f"{low} to {high} bytes"
        raise ValidationError(
            f"must be {wanted} ({2 * low}{'' if low == high else f' to {2 * high}'} hex digits), not {size}"
        )
    return bytes.fromhex(value)


class HexBytes(OpenApiDescribed, fields.Field):
    """Bytes sent as hex, lower or upper case, loaded as bytes."""

    def __init__(self, low: int, high: int, **kwargs):
        super().__init__(**kwargs)
        self.low, self.high = low, high

    def _deserialize(self, value, attr, data, **kwargs):
        return read_hex(value, self.low, self.high)

    def openapi_properties(self) -> dict:
        return {
            "type": "string",
            "pattern": hex_pattern(self.low, self.high),
            "minLength": 2 * self.low,
            "maxLength": 2 * self.high,
        }


class HexBytesList(BoundedList):
    item_name = "hex seed"

    def __init__(self, low: int, high: int, **kwargs):
        super().__init__(**kwargs)
        self.low, self.high = low, high

    def load_item(self, item):
        return read_hex(item, self.low, self.high)

    def item_properties(self) -> dict:
        return {
            "type": "string",
            "pattern": hex_pattern(self.low, self.high),
            "minLength": 2 * self.low,
            "maxLength": 2 * self.high,
        }


def deal_inputs(game: str) -> dict:
    """The inputs of dealing.md: the table (players only where the game lets it vary), the hand number, the seeds."""
    info = GAMES[game]
    fixed = info.min_players == info.max_players
    return {
        # A game with one table size (California Jack: 2) takes players only to check it.
        "players": Players(info.min_players, info.max_players, required=not fixed),
        "dealer": Seat(required=True),
        "hand_number": HandNumber("the app's number for this deal", required=True),
        "server_seed": HexBytes(
            *SERVER_SEED_BYTES,
            required=True,
            metadata={"description": "16 to 64 bytes in hex: secret until the deal is over, then revealed"},
        ),
        "client_seeds": HexBytesList(
            *CLIENT_SEED_BYTES,
            load_default=list,
            max_length=MOST_CLIENT_SEEDS,
            metadata={"description": "players' contributions, public: 0 to 8, each 1 to 64 bytes in hex"},
        ),
    }


def deal_options(game: str, adjudicate_request: type[Schema]) -> dict:
    """The house rules a deal takes, each as its record takes it (so checked alike), without a default: the deal's
    record keeps the options the request gives, and a profile's fill in where the request is silent."""
    info = GAMES[game]
    names = {*info.options, *(info.profiles.defaults if info.profiles else ())}
    taken = {}
    for name, field in adjudicate_request().declared_fields.items():
        if name in names:
            taken[name] = copy.deepcopy(field)
            taken[name].load_default = missing
    return taken


def dealt_fields(game: str) -> tuple[set[str], set[str]]:
    """The fields beside ``hands`` the game's deal gives (turned, stock, trump), and those of them its record
    keeps, read from a deal of the game itself."""
    info, game_dealing = GAMES[game], RULES[game].dealing
    sample = game_dealing.layout(list(game_dealing.pack(info.min_players)), info.min_players, 0, {})
    record = game_dealing.record(sample, info.min_players, 0)
    return set(sample) - {"hands"}, set(record) & set(sample) - {"hands"}


DEALT_DOCS = {
    "turned": lambda: CardAnswer(required=True, metadata={"description": "the card turned for trump"}),
    "stock": lambda: fields.List(CardAnswer(), required=True, metadata={"description": "the cards left, top first"}),
    "trump": lambda: Described(SUIT_REF, required=True, metadata={"description": "the trump suit"}),
    "trump_card": lambda: CardAnswer(
        required=True,
        metadata={
            "description": "the stock's card that names trump, as adjudicate names it under the same house rules"
        },
    ),
}

# Checked when given (and compared with the deal: referee.dealing.RECORDED_FIELDS); required where the game's
# record keeps it.
RECORDED = {
    "turned": lambda required: Card(required=required, metadata={"description": "the turned card as recorded"}),
    "stock": lambda required: CardList(
        required=required, max_length=PACK_SIZE, metadata={"description": "the stock as recorded, top first"}
    ),
}


class DealVerifyDifference(Schema):
    seat = SeatAnswer(required=True, allow_none=True, metadata={"description": "null: the turned card or the stock"})
    expected = fields.Raw(
        required=True, metadata={"description": "as dealt: the seat's whole hand, the turned card or the stock"}
    )
    got = fields.Raw(required=True, metadata={"description": "as recorded"})


class DealVerifyAnswer(RulingAnswer):
    verified = fields.Boolean(required=True, metadata={"description": "the commitment and the whole deal match"})
    commitment_matches = fields.Boolean(required=True)
    deal_matches = fields.Boolean(required=True)
    differences = fields.List(fields.Nested(DealVerifyDifference), required=True)


def schema_name(game: str, suffix: str) -> str:
    return "".join(word.title() for word in game.split("-")) + suffix


def operations(game: str, adjudicate_request: type[Schema]) -> list[Operation]:
    """`deal` and `deal/verify` for ``game``; its deal's record is documented as its adjudicate request."""
    inputs, (extra, kept) = deal_inputs(game), dealt_fields(game)
    request = Request.from_dict(
        {**inputs, **deal_options(game, adjudicate_request)}, name=schema_name(game, "FairDealRequest")
    )
    answer = RulingAnswer.from_dict(
        {
            "algorithm": fields.String(required=True, validate=validate.OneOf([dealing.ALGORITHM])),
            "commitment": fields.String(required=True, metadata={"description": "hex SHA-256 of the server seed"}),
            "key": fields.String(required=True, metadata={"description": "hex: the key of the random stream"}),
            "deck": fields.List(CardAnswer(), required=True, metadata={"description": "the shuffled pack, top first"}),
            "hands": fields.List(
                fields.List(CardAnswer()),
                required=True,
                metadata={"description": "per seat, each in the order its cards were dealt"},
            ),
            **{name: DEALT_DOCS[name]() for name in sorted(extra)},
            "record": fields.Nested(
                adjudicate_request,
                required=True,
                metadata={
                    "description": "the adjudicate record of this deal with no play yet, with the request's profile, "
                    "hand_number and house rules: add the play and post it as it is"
                },
            ),
        },
        name=schema_name(game, "FairDealAnswer"),
    )
    verify_request = Request.from_dict(
        {
            **inputs,
            "commitment": HexBytes(
                COMMITMENT_BYTES,
                COMMITMENT_BYTES,
                required=True,
                metadata={"description": "the commitment published before the deal (hex)"},
            ),
            "hands": ListOfLists(
                CardList(max_length=PACK_SIZE),
                max_length=MAX_SEATS,
                required=True,
                metadata={"description": "the hands as recorded, each in the order dealt"},
            ),
            **{name: RECORDED[name](name in kept) for name in sorted(extra & set(dealing.RECORDED_FIELDS))},
        },
        name=schema_name(game, "DealVerifyRequest"),
    )
    return [
        Operation(
            "deal",
            request(),
            answer,
            partial(dealing.deal, game),
            "A fair deal (referee-deal-v1) from a committed server seed and players' seeds",
            description="A fair deal (referee-deal-v1) anyone can reproduce: the hands come from the server's seed and the players' `client_seeds`. Send `players`, `dealer`, `hand_number`, the `server_seed` (kept secret until the hand ends) and the `client_seeds`; publish the answer's `commitment` before play and reveal the seed after.",
        ),
        Operation(
            "deal/verify",
            verify_request(),
            DealVerifyAnswer,
            partial(dealing.verify, game),
            "Check a deal against its revealed server seed and commitment",
            description="Whether recorded `hands` are the fair deal of the revealed `server_seed`, and whether that seed matches the `commitment` published before play. Send what the deal took, the `commitment` and the `hands` as recorded.",
        ),
    ]
