"""Number agreement in explanations: every sentence that puts a count before a noun words it here."""


def counted(number: int, noun: str, plural: str | None = None) -> str:
    """The count and its noun in agreement: "1 trick", "2 tricks", "0 tricks"; ``plural`` for a noun
    that does not just add an s."""
    if number == 1:
        return f"1 {noun}"
    return f"{number} {plural or noun + 's'}"


# Every game's i-claim-stated-line: the claimer's statement, judged as a director judges it.
CLAIM_STATED_LINE = (
    "Under the standard 'stated-line' the claim states the claimer's line: its cards in the order it will play them "
    "(the claimer's statement, the Laws of Duplicate Bridge, Law 70). The claimer plays the first card of its line it "
    "still holds that is legal; when none is, the legal card worst for the claim, as a choice the claimer did not "
    "state is resolved against it (Law 70D and 70E: doubtful points go against the claimer, and a director accepts "
    "no line of play that depends on finding one defence). Every other seat, the claimer's partners included, plays "
    "however it likes: the claim holds only if it holds against all of their play. A line naming a card the claimer "
    "does not hold, or a card twice, is refused; a line is given with this standard only. The claim's line, when it "
    "holds, is the play as stated against the strongest defence." + " In a deal's result a claim under this standard "
    "is settled as rulings/claim decides it."
)

# Every game's i-analysis says the same: what the analysis (POST /v1/games/{game}/analysis) values each play by.
ANALYSIS = (
    "The rules say nothing of how good a play was. The referee's analysis values each play of a deal by what the "
    "seat to play could still guarantee just before it and just after it: its side's tricks still to win, or minus "
    "the penalty cards it will still take, with its best play against every other seat playing as one side to hold "
    "it down, every card known (double dummy; the paranoid assumption of Sturtevant and Korf, 'On Pruning "
    "Techniques for Multi-Player Games', AAAI 2000). A card whose value after is below the value before cost its "
    "side the difference; the best cards are those that keep the value. It is decided by the claim search, within "
    "one budget of positions and seconds for the whole deal: the plays it does not reach, the earliest, are not "
    "decided; nor is a play made while cards are still to be drawn (the rest of the play is not known)."
)

# Every game's i-claim says the same of a claim in a deal's result (referee.disputes.claim_result).
CLAIM_IN_RESULT = (
    " In a deal's result, a claim of every remaining trick ends the play: conceded, or found to hold, it gives the "
    "claimer's side every remaining trick and the cards still held go to it in the score; a claim that fails is "
    "scored as the search's counter line plays it. A claim made or agreed to by the side that revoked establishes "
    "the revoke (the Laws of Duplicate Bridge, Law 63A3)."
)
