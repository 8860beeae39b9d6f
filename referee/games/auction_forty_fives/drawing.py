"""The discard and draw (phase "discard"): each seat in turn from the dealer's left, the dealer last, discards any
number of cards and the referee draws its replacements from the top of the stock (auction-forty-fives.draw), the
dealer under dealer_robs_pack taking the cards it names instead (draw.rob-pack), never more than the stock still
holds (i-draw-short)."""

from referee.cards import CARD_BITS, bits_of, card_series
from referee.engine.actions import DISCARD, PLAY, Action
from referee.games.auction_forty_fives import rules
from referee.games.auction_forty_fives.rules import CATALOGUE, HAND_SIZE
from referee.games.wording import counted


def actions(record: dict) -> list[Action]:
    """The record's discards, each with its index in ``discards``; a dealer's ``takes`` rides on its entry."""
    return [
        Action(DISCARD, entry["seat"], index, entry, cards=tuple(entry["cards"]))
        for index, entry in enumerate(record["discards"])
    ]


def open_phase(position) -> None:
    """Trump is named: the discards begin at the dealer's left."""
    position.phase = DISCARD
    position.fields.discarding = position.to_act = (position.dealer + 1) % position.players


def fault(position, action: Action) -> tuple[str, str] | None:
    """The rule a discard by the seat to act breaks, and why; None when it is legal."""
    fields, seat = position.fields, action.seat
    cards, takes = action.cards, action.entry.get("takes")
    hand = position.hands[seat]
    missing = [card for card in cards if not hand & CARD_BITS.get(card, 0)]
    if missing:
        return rules.NOT_HELD, f"Seat {seat} does not hold {card_series(missing)}, so it cannot discard it."
    left = len(fields.stock) - fields.drawn
    if len(cards) > left:
        return (
            rules.DRAW_SHORT,
            f"Seat {seat} discards {counted(len(cards), 'card')} but the stock holds only {left}, so it may "
            f"discard at most {left}.",
        )
    if takes is None:
        return None
    if seat != position.dealer or not fields.options.dealer_robs_pack:
        who = "the dealer" if seat == position.dealer else f"seat {seat}, not the dealer,"
        return (
            rules.DRAW,
            f"Replacements come from the top of the stock: {who} may not choose cards from it "
            f"(dealer_robs_pack is {'on' if fields.options.dealer_robs_pack else 'off'}).",
        )
    remaining = fields.stock[fields.drawn :]
    strangers = [card for card in takes if card not in remaining]
    if strangers:
        return rules.ROB_PACK, f"{card_series(strangers)} is not in the stock left, so the dealer cannot take it."
    if len(takes) != len(cards):
        return (
            rules.ROB_PACK,
            f"The dealer discards {counted(len(cards), 'card')} and so takes as many from the stock, not {len(takes)}.",
        )
    return None


def apply(position, action: Action) -> None:
    """A legal discard: the cards out, their replacements in (the top of the stock, or the dealer's choice), the
    turn to the next seat; after the dealer, the opening lead by the high bidder's left (auction-forty-fives.play.lead)."""
    fields, seat, cards = position.fields, action.seat, action.cards
    takes = action.entry.get("takes")
    if takes is None:
        drawn = fields.stock[fields.drawn : fields.drawn + len(cards)]
        fields.drawn += len(drawn)
    else:
        drawn = list(takes)
        chosen = set(takes)
        left = [card for card in fields.stock[fields.drawn :] if card not in chosen]
        fields.stock = [*fields.stock[: fields.drawn], *takes, *left]
        fields.drawn += len(takes)
    # The seat's cards become the hand it plays from: those kept, in the order they came, then those drawn. No card
    # has left a hand before the discard, so every card it received is still held.
    discarded = set(cards)
    position.received[seat] = [card for card in position.received[seat] if card not in discarded] + drawn
    position.hands[seat] = (position.hands[seat] & ~bits_of(cards)) | bits_of(drawn)
    fields.discards.append({"seat": seat, "cards": list(cards), "drew": list(drawn)})
    if seat == position.dealer:
        fields.after_draw = [list(hand) for hand in position.received]
        fields.discarding = None
        position.phase = PLAY
        position.leader = position.to_act = (fields.bidder + 1) % position.players
    else:
        fields.discarding = position.to_act = (seat + 1) % position.players


def choices(position) -> dict:
    """What the seat to discard may do: discard none to ``most`` of its cards (the stock limits it), and under
    dealer_robs_pack the dealer may choose its replacements from the stock left."""
    fields, seat = position.fields, position.fields.discarding
    left = len(fields.stock) - fields.drawn
    most = min(HAND_SIZE, left, len(position.cards(seat)))
    chooses = seat == position.dealer and fields.options.dealer_robs_pack
    rule = rules.ROB_PACK if chooses else rules.DRAW_SHORT if most < HAND_SIZE else rules.DRAW
    then = (
        "then takes as many cards of its choice from the stock"
        if chooses
        else "then draws as many from the top of the stock"
    )
    if most:
        why = f"Seat {seat} may discard up to {counted(most, 'card')} (the stock holds {left}) and {then}."
    else:
        why = f"The stock is empty, so seat {seat} may discard nothing."
    return {
        **CATALOGUE.ruling(rule, why),
        "discard": {
            "seat": seat,
            "least": 0,
            "most": most,
            "stock_left": left,
            "chooses_replacements": chooses,
        },
    }
