"""Number agreement in explanations: every sentence that puts a count before a noun words it here."""


def counted(number: int, noun: str, plural: str | None = None) -> str:
    """The count and its noun in agreement: "1 trick", "2 tricks", "0 tricks"; ``plural`` for a noun
    that does not just add an s."""
    if number == 1:
        return f"1 {noun}"
    return f"{number} {plural or noun + 's'}"


# Every game's i-claim says the same of a claim in a deal's result (referee.disputes.claim_result).
CLAIM_IN_RESULT = (
    " In a deal's result, a claim of every remaining trick ends the play: conceded, or found to hold, it gives the "
    "claimer's side every remaining trick and the cards still held go to it in the score; a claim that fails is "
    "scored as the search's counter line plays it. A claim made or agreed to by the side that revoked establishes "
    "the revoke (the Laws of Duplicate Bridge, Law 63A3)."
)
