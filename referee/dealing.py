"""referee-deal-v1 (docs/dealing.md): a deal anyone can reproduce from public inputs and one secret
revealed after play.

The deck comes from SHA-256 and HMAC-SHA256 alone, byte for byte as the specification writes it, so any
language reproduces it; how each game deals the deck is its own (its Rules' ``dealing``), the same
statement its random property-test deals use. Pure: no Flask, no marshmallow.
"""

import hashlib
import hmac
import struct

from referee.cards import card_series
from referee.engine.records import require_per_seat, require_seat
from referee.games import GAMES, RULES
from referee.games.wording import counted
from referee.rulings import InvalidRecord

ALGORITHM = "referee-deal-v1"
WORD_SPACE = 2**32
WORDS_PER_BLOCK = 8  # an HMAC-SHA256 block is 32 bytes: 8 words of 4
# Every dealt field beside the hands that a record may state, and what an explanation calls it: a deal check
# compares each one a game deals and the request gives, so none is ever accepted and ignored.
RECORDED_FIELDS = {"turned": "the turned card", "stock": "the stock"}


def u32(number: int) -> bytes:
    return struct.pack(">I", number)


def u64(number: int) -> bytes:
    return struct.pack(">Q", number)


def field(value: bytes | str) -> bytes:
    """A length-prefixed field; a string is its UTF-8 bytes."""
    data = value.encode() if isinstance(value, str) else value
    return u32(len(data)) + data


def commitment(server_seed: bytes) -> str:
    """Step 1: published before the deal."""
    return hashlib.sha256(server_seed).hexdigest()


def deal_key(
    game: str, players: int, dealer: int, hand_number: int, server_seed: bytes, client_seeds: list[bytes]
) -> bytes:
    """Step 2: the key of the random stream, from every input."""
    material = [
        field(ALGORITHM),
        field(game),
        u32(players),
        u32(dealer),
        u64(hand_number),
        field(server_seed),
        u32(len(client_seeds)),
        *(field(seed) for seed in client_seeds),
    ]
    return hashlib.sha256(b"".join(material)).digest()


class RandomStream:
    """Steps 3 and 4: 32-bit words from HMAC-SHA256(key, u64(i)), i = 0, 1, ..., each read once, in order."""

    def __init__(self, key: bytes):
        self.key = key
        self.block_index = 0
        self.words: list[int] = []

    def word(self) -> int:
        if not self.words:
            block = hmac.new(self.key, u64(self.block_index), hashlib.sha256).digest()
            self.block_index += 1
            self.words = list(reversed(struct.unpack(">8I", block)))
        return self.words.pop()

    def uniform(self, n: int) -> int:
        """A number in 0..n-1 with no modulo bias: words at or past the last whole multiple of n are refused."""
        limit = WORD_SPACE - WORD_SPACE % n
        while (word := self.word()) >= limit:
            pass
        return word % n


def shuffled(pack, key: bytes) -> list[str]:
    """Step 6: Fisher-Yates from the end; the first card of the result is the top of the deck."""
    deck = list(pack)
    stream = RandomStream(key)
    for i in range(len(deck) - 1, 0, -1):
        j = stream.uniform(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def table_of(game: str, request: dict) -> tuple[int, int]:
    """(players, dealer): a game with a fixed table takes its size from its own range."""
    info = GAMES[game]
    players = request.get("players", info.min_players)
    if players not in info.player_counts:
        sizes = card_series([str(count) for count in info.player_counts], "or")
        raise InvalidRecord.at("/players", f"{players} players cannot play {info.name}: it is played by {sizes}")
    require_seat(request["dealer"], players, "/dealer")
    return players, request["dealer"]


def dealt(game: str, request: dict) -> dict:
    """Every value the deal gives: the commitment, the key, the deck and the game's dealt fields."""
    players, dealer = table_of(game, request)
    server_seed, client_seeds = request["server_seed"], request["client_seeds"]
    key = deal_key(game, players, dealer, request["hand_number"], server_seed, client_seeds)
    dealing = RULES[game].dealing
    deck = shuffled(dealing.pack(players), key)
    return {
        "algorithm": ALGORITHM,
        "commitment": commitment(server_seed),
        "key": key.hex(),
        "deck": deck,
        **dealing.layout(deck, players, dealer, request),
    }


def describe(dealing, fields: dict, players: int, dealer: int, seeds: int) -> str:
    """The deal in words: how the deck was made, who was dealt first, and the game's own fields (as ``dealing``, the
    game's Dealing, words them)."""
    first = (dealer + 1) % players
    sentences = [
        f"The deck was shuffled by {ALGORITHM} from the committed server seed and {counted(seeds, 'client seed')}, "
        f"and dealt from the top starting with seat {first}, on the dealer's left: "
        f"{counted(len(fields['hands'][first]), 'card')} each."
    ]
    return " ".join([*sentences, *dealing.described(fields)])


def carried(game: str, request: dict) -> dict:
    """What a deal's record keeps of the request beside the cards: the profile, the hand number and the house rules
    the request gives (its own, and its profile's as filled in), so that the record posted as it is replays under
    the rules it was dealt under."""
    info = GAMES[game]
    kept = ("profile", "hand_number", *info.options, *(info.profiles.defaults if info.profiles else ()))
    return {name: request[name] for name in dict.fromkeys(kept) if name in request}


def deal(game: str, request: dict) -> dict:
    """POST /v1/games/{game}/deal: the deal and the adjudicate record of it with no play yet."""
    players, dealer = table_of(game, request)
    answer = dealt(game, request)
    dealing = RULES[game].dealing
    layout = {name: value for name, value in answer.items() if name not in ("algorithm", "commitment", "key", "deck")}
    explanation = describe(dealing, layout, players, dealer, len(request["client_seeds"]))
    return GAMES[game].rules.ruling(
        dealing.rule,
        explanation,
        **answer,
        record={**dealing.record(layout, players, dealer), **carried(game, request)},
    )


def differences(expected: dict, request: dict) -> list[tuple[str, dict]]:
    """(what it is, the difference) for each hand, and each other dealt field the request gives, not as dealt."""
    # A hand is the cards it holds, in whatever order the record lists them; the stock is drawn in its order.
    found = [
        (f"seat {seat}'s hand", {"seat": seat, "expected": hand, "got": got})
        for seat, (hand, got) in enumerate(zip(expected["hands"], request["hands"]))
        if sorted(hand) != sorted(got)
    ]
    for name, label in RECORDED_FIELDS.items():
        if name in request and name in expected and request[name] != expected[name]:
            found.append((label, {"seat": None, "expected": expected[name], "got": request[name]}))
    return found


def verify(game: str, request: dict) -> dict:
    """POST /v1/games/{game}/deal/verify: was this the deal the revealed seed and the inputs give?"""
    players, _ = table_of(game, request)
    require_per_seat(request["hands"], players, "hands")
    expected = dealt(game, request)
    commitment_matches = expected["commitment"] == request["commitment"].hex()
    found = differences(expected, request)
    deal_matches = not found
    if commitment_matches and deal_matches:
        explanation = (
            f"The server seed matches the commitment and the recorded deal is the one {ALGORITHM} gives "
            f"from these inputs."
        )
    else:
        faults = []
        if not commitment_matches:
            faults.append("the server seed does not match the commitment published before the deal")
        if not deal_matches:
            faults.append(
                f"the recorded deal differs from the one {ALGORITHM} gives in "
                f"{counted(len(found), 'place')}: {', '.join(label for label, _ in found)}"
            )
        explanation = f"Not verified: {' and '.join(faults)}."
    return GAMES[game].rules.ruling(
        RULES[game].dealing.fair_deal,
        explanation,
        verified=commitment_matches and deal_matches,
        commitment_matches=commitment_matches,
        deal_matches=deal_matches,
        differences=[difference for _, difference in found],
    )
