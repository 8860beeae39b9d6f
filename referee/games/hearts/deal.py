"""A whole deal: validating the record, the misdeal finding, scoring and adjudication."""

from referee.cards import card_series
from referee.games.hearts.pack import CARDS_EACH, SUIT_COUNTS, pack_for, pack_name
from referee.games.hearts.play import SUIT_SINGULAR, Replay, replay
from referee.games.hearts.record import located_plays, require_hands, require_per_seat, require_play_seats
from referee.games.hearts.rules import RuleIds
from referee.games.hearts.scoring import penalty_cards, penalty_points
from referee.games.records import require_in_pack, require_seat
from referee.games.wording import counted


def require_deal(request: dict) -> None:
    """The hands and plays can describe a deal at this table (cards in the pack, dealt once, seats in range)."""
    players = request["players"]
    require_seat(request["dealer"], players, "/dealer")
    require_per_seat(request["hands"], players, "hands")
    require_play_seats(request["plays"], players, "plays")
    require_hands(request["hands"], "hands", players)
    # A card played twice is a violation of the record (not held the second time), not a 422.
    pack = pack_for(players)
    if not pack.issuperset([play["card"] for play in request["plays"]]):
        require_in_pack(located_plays(request["plays"], "plays"), pack, pack_name(players))


def wrong_counts(counts: list[int], players: int) -> list[int]:
    return [seat for seat, count in enumerate(counts) if count != CARDS_EACH[players]]


def counts_text(counts: list[int], seats: list[int]) -> str:
    return card_series(f"seat {seat} has {counts[seat]}" for seat in seats)


def misdeal_findings(hands: list[list[str]], rules: RuleIds, catalogue) -> list[dict]:
    players = len(hands)
    counts = [len(hand) for hand in hands]
    wrong = wrong_counts(counts, players)
    if not wrong:
        return []
    return [catalogue.ruling(
        rules.misdeal,
        f"With {players} players each hand must hold {CARDS_EACH[players]} cards ({rules.strip}), but "
        f"{counts_text(counts, wrong)}: a misdeal, for which the rules give no procedure.",
        seat=None, seats=wrong)]


def score_answer(captured: list[list[str]], penalty_suit: str, rules: RuleIds, catalogue) -> dict:
    points = penalty_points(captured, penalty_suit)
    players = len(captured)
    takers = [f"seat {seat} took {points[seat]} ({', '.join(penalty_cards(captured[seat], penalty_suit))})"
              for seat in range(players) if points[seat]]
    taken = "; ".join(takers) if takers else "nobody has taken any"
    explanation = f"One point per {SUIT_SINGULAR[penalty_suit]} taken: {taken}."
    return catalogue.ruling(rules.score, explanation, points=points, penalty_suit=penalty_suit,
                            in_play=SUIT_COUNTS[players][penalty_suit], total=sum(points))


def replay_answer(result: Replay, score: dict, findings: list[dict], catalogue) -> dict:
    """The adjudicate answer's common fields; the top-level ruling is the violation's, else the score's."""
    if result.violation is not None:
        violation = result.violation
        ruling = catalogue.ruling(violation["rule"], violation["explanation"])
    else:
        won = sum(1 for trick in result.tricks if trick["winner"] is not None)  # the last may be unfinished
        progress = "The deal is complete" if result.complete else f"{counted(won, 'trick')} won so far"
        ruling = catalogue.ruling(score["rule"], f"Every play follows the rules. {progress}. {score['explanation']}")
    return {"valid": result.violation is None, "violation": result.violation, "complete": result.complete,
            "tricks": result.tricks, "score": score, "irregularities": findings, **ruling}


def play_out(request: dict, leader: int, rules: RuleIds, catalogue, opening_text: str | None = None) -> Replay:
    return replay(request["hands"], request["plays"], leader, rules, catalogue, opening_text)

