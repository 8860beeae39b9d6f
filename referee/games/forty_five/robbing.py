"""Robbing, the phase before the opening lead (phase "rob"): the holder of the ace of trumps robs the turned card
or announces the ace (forty-five.rob.ace, rob.announce), or, when an ace is turned, the dealer takes it or keeps
the hand (forty-five.rob.turned-ace). The ace holder may still rob or announce after the opening lead, until it
plays (forty-five.i-rob-timing); playing without either demotes its ace.

The phase is open while a choice is pending before the opening lead; its seat is the dealer's on a turned ace,
else the ace holder's."""

from referee.engine.actions import PLAY, ROB
from referee.games.forty_five import rules
from referee.games.forty_five.rules import CATALOGUE


def open_phase(position) -> None:
    """The position's phase before the opening lead: "rob" while a robbing choice is pending."""
    position.phase = ROB if chooser(position) is not None else PLAY


def chooser(position) -> int | None:
    """The seat whose robbing choice is pending before the opening lead, or None."""
    fields = position.fields
    if fields.played:
        return None
    if fields.turned[0] == "A":
        return position.dealer if fields.dealer_choice is None else None
    holder = fields.ace_holder
    return holder if holder is not None and holder not in fields.robbed else None


def choices(position) -> dict:
    """What the seat with the pending choice may do, each as the record would list it."""
    fields, seat = position.fields, chooser(position)
    turned, hand = fields.turned, position.cards(seat)
    if fields.turned[0] == "A":
        return CATALOGUE.ruling(
            rules.TURNED_ACE,
            f"{turned} was turned, so the dealer, seat {seat}, chooses before the opening lead: keep "
            f"the original hand (dealer-keep), or discard a card now and take {turned} into the hand "
            f"after the first trick (dealer-rob).",
            choices=[
                {"type": "dealer-keep", "seat": seat},
                *({"type": "dealer-rob", "seat": seat, "discard": card} for card in hand),
            ],
        )
    ace = fields.ace
    return CATALOGUE.ruling(
        rules.ROB_ACE,
        f"Seat {seat} holds {ace}, the ace of trumps: it may announce the ace (announce), or rob, taking "
        f"{turned} for any card of its hand (rob); if it plays a card without doing either, {ace} becomes "
        f"the lowest trump.",
        choices=[
            {"type": "announce", "seat": seat},
            *({"type": "rob", "seat": seat, "discard": card} for card in hand),
        ],
    )


def fault(position, action) -> tuple | None:
    """(rule, explanation, seat, card) for a robbing action the rules refuse, or None."""
    fields, kind, seat, discard = position.fields, action.kind, action.seat, action.card
    turned = fields.turned
    if kind in ("rob", "announce"):
        if turned[0] == "A":
            return (
                rules.TURNED_ACE,
                f"{turned} was turned: an ace turned belongs to the dealer, who chooses with "
                f"dealer-rob or dealer-keep; seat {seat} cannot {kind}.",
                seat,
                discard,
            )
        if seat in fields.robbed:
            return (
                rules.ROB_ONCE,
                f"Seat {seat} has already chosen to {fields.robbed[seat]}; it cannot {kind} again.",
                seat,
                discard,
            )
        if not position.holds(seat, fields.ace):
            return (
                rules.ROB_ACE,
                f"Seat {seat} does not hold {fields.ace}, the ace of trumps, so it cannot {kind}.",
                seat,
                discard,
            )
        if seat in fields.played:
            return (
                rules.ROB_TIMING,
                f"Seat {seat} has already played a card, so it is too late to {kind}: its ace was "
                f"demoted when it played.",
                seat,
                discard,
            )
        if kind == "rob" and not position.holds(seat, discard):
            return rules.NOT_HELD, f"Seat {seat} does not hold {discard}, so it cannot discard it.", seat, discard
        return None
    dealer = position.dealer
    if turned[0] != "A":
        return (
            rules.TURNED_ACE,
            f"{turned} was turned, not an ace, so there is no dealer's choice; only the holder of "
            f"{fields.ace} may rob.",
            seat,
            discard,
        )
    if seat is not None and seat != dealer:
        return (
            rules.TURNED_ACE,
            f"Only the dealer, seat {dealer}, may take or refuse a turned ace, not seat {seat}.",
            seat,
            discard,
        )
    if fields.played:
        return (
            rules.TURNED_ACE,
            "The opening lead has been made: the dealer's choice on a turned ace comes before it.",
            dealer,
            discard,
        )
    if fields.dealer_choice is not None:
        return (
            rules.ROB_ONCE,
            f"The dealer has already chosen ({fields.dealer_choice}); the choice is made once.",
            dealer,
            discard,
        )
    if kind == "dealer-rob" and not position.holds(dealer, discard):
        return rules.NOT_HELD, f"The dealer does not hold {discard}, so cannot discard it.", dealer, discard
    return None


def apply(position, action) -> None:
    """A robbing action the rules allow: the robber's discard out and the turned card in; a dealer taking a
    turned ace discards now, the ace joining after trick 1 (forty-five.i-turned-ace)."""
    fields, kind = position.fields, action.kind
    if kind in ("rob", "announce"):
        if kind == "rob":
            position.take(action.seat, action.card)
            position.give(action.seat, fields.turned)
        fields.robbed[action.seat] = kind
    else:
        if kind == "dealer-rob":
            position.take(position.dealer, action.card)
            fields.joining = (position.dealer, fields.turned)
        fields.dealer_choice = kind
    if position.phase == ROB:
        open_phase(position)


def before_lead(position, index: int) -> None:
    """The opening lead closes the phase: a turned ace with no choice recorded was kept
    (forty-five.i-turned-ace-default)."""
    fields = position.fields
    if fields.turned[0] == "A" and fields.dealer_choice is None:
        fields.dealer_choice = "dealer-keep"
        position.notes.append(
            CATALOGUE.ruling(
                rules.TURNED_ACE_DEFAULT,
                f"{fields.turned} was turned and the record shows no choice by the dealer before "
                f"the opening lead, so the dealer kept the original hand.",
                seat=position.dealer,
                index=index,
            )
        )
    position.phase = PLAY


def forfeits(position, seat: int) -> bool:
    """Whether ``seat`` playing now demotes its ace: it holds the ace of trumps as dealt and has neither robbed nor
    announced nor played (forty-five.rob.announce)."""
    fields = position.fields
    return seat == fields.ace_holder and seat not in fields.played and seat not in fields.robbed


def forfeit(position, seat: int, index: int) -> None:
    fields = position.fields
    fields.demoted = True
    position.notes.append(
        CATALOGUE.ruling(
            rules.ROB_ANNOUNCE,
            f"Seat {seat} holds {fields.ace} and played without robbing or announcing it, so {fields.ace} "
            f"becomes the lowest trump.",
            seat=seat,
            index=index,
        )
    )
