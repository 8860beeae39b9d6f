"""Number agreement in explanations: every sentence that puts a count before a noun words it here."""


def counted(number: int, noun: str, plural: str | None = None) -> str:
    """The count and its noun in agreement: "1 trick", "2 tricks", "0 tricks"; ``plural`` for a noun
    that does not just add an s."""
    if number == 1:
        return f"1 {noun}"
    return f"{number} {plural or noun + 's'}"
