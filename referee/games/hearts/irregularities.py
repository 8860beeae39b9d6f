"""Misdeal, dead hand and revoke: the rules give no penalty, so each ruling reports the facts (not-covered)."""

from referee.engine.records import require_seat
from referee.engine.replay import replay
from referee.games.hearts.deal import counts_text, require_hands, require_per_seat, wrong_counts
from referee.games.hearts.rules import CARDS_EACH, Variant
from referee.games.wording import counted
from referee.rulings import InvalidRecord


def misdeal(request: dict, variant: Variant) -> dict:
    players, dealer, counts = request["players"], request["dealer"], request["cards_dealt"]
    require_seat(dealer, players, "/dealer")
    require_per_seat(counts, players, "cards_dealt")
    wrong = wrong_counts(counts, players)
    each = CARDS_EACH[players]
    if wrong:
        facts = (
            f"With {players} players each must be dealt {each} cards, but {counts_text(counts, wrong)}: "
            f"a misdeal. The rules give no procedure for it, so the same dealer, seat {dealer}, deals again."
        )
    else:
        facts = f"Every seat was dealt {each} cards, as {variant.strip} requires for {players} players: no misdeal."
    return variant.ruling(
        variant.misdeal,
        facts,
        misdeal=bool(wrong),
        grounds=[variant.strip] if wrong else [],
        next_dealer=dealer,
        wrong_seats=wrong,
        cards_each=each,
    )


def _hand_sizes(request: dict, players: int) -> list[int]:
    has_sizes, has_hands = "hand_sizes" in request, "hands" in request
    if has_sizes == has_hands:
        raise InvalidRecord.at("", "give either hand_sizes or hands (exactly one of them)")
    if has_hands:
        require_per_seat(request["hands"], players, "hands")
        require_hands(request["hands"], "hands", players)
        return [len(hand) for hand in request["hands"]]
    require_per_seat(request["hand_sizes"], players, "hand_sizes")
    return request["hand_sizes"]


def dead_hand(request: dict, variant: Variant) -> dict:
    players = request["players"]
    sizes = _hand_sizes(request, players)
    tricks_won = request.get("tricks_won") or [0] * players
    require_per_seat(tricks_won, players, "tricks_won")
    played = sum(tricks_won)
    if played > CARDS_EACH[players]:
        raise InvalidRecord.at(
            "/tricks_won",
            f"{played} tricks won in all, but a {players}-player deal has only {CARDS_EACH[players]} tricks",
        )
    expected = CARDS_EACH[players] - played
    irregular = [seat for seat, size in enumerate(sizes) if size != expected]
    standard = f"With {counted(played, 'trick')} complete each hand should hold {counted(expected, 'card')}"
    if irregular:
        found = f"{standard}, but {counts_text(sizes, irregular)}"
    else:
        found = f"{standard}, and every hand does"
    return variant.ruling(
        variant.dead_hand,
        f"{found}; the rules make no hand dead and award no pot.",
        dead=[],
        wins_pot=None,
        irregular=irregular,
        expected_size=expected,
    )


def _proof(request: dict, rules) -> tuple[bool | None, dict | None, str]:
    """Whether the given record proves the offender failed to follow, and the offending play."""
    record_fields = [name for name in ("dealer", "hands", "plays") if name in request]
    if not record_fields:
        return None, None, "No record was given, so the revoke is taken as reported."
    if len(record_fields) < 3:
        raise InvalidRecord.at("", "to prove a revoke give the whole record: dealer, hands and plays")
    offender = request["offender"]
    _, found = replay(rules, request)
    if found is not None and found["rule"] == rules.variant.follow and found["seat"] == offender:
        return True, found, f"The record proves it at play {found['index']}: {found['explanation']}"
    if found is not None:
        return (
            False,
            None,
            (
                f"The record breaks a rule first at play {found['index']} ({found['explanation']}), "
                f"before any failure to follow by seat {offender} can be proven."
            ),
        )
    return False, None, f"The record shows seat {offender} following suit whenever able: no revoke is proven."


def revoke(request: dict, rules) -> dict:
    """The ruling on a revoke or an exposure; a revoke is proved from a record replayed by ``rules`` (a game played
    with Hearts' play)."""
    variant = rules.variant
    players, offender, kind = request["players"], request["offender"], request["kind"]
    require_seat(offender, players, "/offender")
    if "tricks_won" in request:
        require_per_seat(request["tricks_won"], players, "tricks_won")
    if kind == "exposure":
        proven, play, found = None, None, f"Seat {offender} exposed a card."
        penalty, remedy = "none", "The rules name no penalty for an exposed card: play goes on."
    else:
        proven, play, found = _proof(request, rules)
        if proven is False:
            penalty, remedy = "none", "Without a revoke there is nothing to rule on."
        else:
            penalty, remedy = (
                "play-rejected",
                (
                    f"A card that does not follow suit when the player can is not a legal "
                    f"play ({variant.follow}); the rules name no further penalty, so the play "
                    f"is taken back."
                ),
            )
    return variant.ruling(
        variant.revoke,
        f"{found} {remedy}",
        penalty=penalty,
        receives_cards=True,
        must_still_pay=True,
        proven=proven,
        index=None if play is None else play["index"],
        card=None if play is None else play["card"],
    )
