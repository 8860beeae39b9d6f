"""The pass before play (hearts.pass, hearts.i-pass-rotation, hearts.i-pass-record): which way the cards go on
this deal, whether a record's passes are legal, and the hands they leave."""

from referee.games.hearts.rules import PASS_SIZE, Variant
from referee.games.hearts.checks import require_hands, require_per_seat
from referee.games.wording import counted
from referee.rulings import InvalidRecord

EVEN_CYCLE = ("left", "right", "across", "hold")
ODD_CYCLE = ("left", "right", "hold")


def has_across(players: int) -> bool:
    return players % 2 == 0


def direction(request: dict, variant: Variant) -> str | None:
    """The direction of this deal's pass ("hold" when nothing is passed), or None where no passing is played."""
    players = request["players"]
    named = request.get("pass_direction")
    if named is not None:
        if named == "across" and not has_across(players):
            raise InvalidRecord.at("/pass_direction", f"a {players}-player table has no seat across: pass left, "
                                                      f"right or hold ({variant.pass_rotation})")
        return named
    if variant.house.passing == "none":
        return None
    if request.get("hand_number") is None:
        raise InvalidRecord.at("/hand_number", "passing left-right-across-hold needs the deal's hand_number (0 for "
                                               "the first deal) or a pass_direction")
    cycle = EVEN_CYCLE if has_across(players) else ODD_CYCLE
    return cycle[request["hand_number"] % len(cycle)]


def offset(way: str, players: int) -> int:
    """How many seats to the left the cards go."""
    return {"left": 1, "right": players - 1, "across": players // 2, "hold": 0}[way]


def check_passes(request: dict, way: str, variant: Variant) -> dict | None:
    """The first illegal pass as a violation (phase pass, index the passing seat), or None."""
    hands, players = request["hands"], request["players"]
    passes = request.get("passes")
    if passes is None:
        if way == "hold":
            return None
        raise InvalidRecord.at("/passes", f"this deal passes {way}: give passes, the {PASS_SIZE} cards each seat "
                                          f"passed ({variant.passing})")
    require_per_seat(passes, players, "passes")
    require_hands(passes, "passes", players)
    want = 0 if way == "hold" else PASS_SIZE
    for seat, passed in enumerate(passes):
        dealt = set(hands[seat])
        if len(set(passed)) != len(passed) or len(passed) != want:
            why = ("nothing is passed on a hold deal" if way == "hold"
                   else f"each player passes {counted(PASS_SIZE, 'card')} {way}")
            return _violation(variant, variant.pass_record, seat,
                              f"Seat {seat} passed {', '.join(passed) or 'nothing'}, but {why}.")
        missing = [card for card in passed if card not in dealt]
        if missing:
            return _violation(variant, variant.not_held, seat,
                              f"Seat {seat} passed {', '.join(missing)}, which it was not dealt.", card=missing[0])
    return None


def _violation(variant: Variant, rule: str, seat: int, explanation: str, card: str | None = None) -> dict:
    return variant.ruling(rule, explanation, phase="pass", index=seat, seat=seat, card=card)


def hands_after(hands: list[list[str]], passes: list[list[str]] | None, way: str) -> list[list[str]]:
    """Each hand less what it passed, plus what it received, in the order dealt then received."""
    players = len(hands)
    if way == "hold" or passes is None:
        return [list(hand) for hand in hands]
    shift = offset(way, players)
    after = []
    for seat in range(players):
        giver = (seat - shift) % players
        kept = [card for card in hands[seat] if card not in set(passes[seat])]
        after.append(kept + list(passes[giver]))
    return after
