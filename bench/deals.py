"""Random legal deals for the engine benchmark. Forty-Five's and California Jack's are made through the referee's own
public operations (legal-moves, trick-winner, score) so every record is legal by the referee's rules; Hearts deals
are made by OpenSpiel instead, so that both engines accept every one of them; every other game's are dealt and
played out at random by its own rules (``game_deals``)."""

import random

from referee import run
from referee.cards import FULL_PACK
from referee.engine.replay import play_out
from referee.games import GAMES, RULES

# OpenSpiel's hearts numbers a card rank * 4 + suit, suits in the order C, D, H, S, ranks 2..A.
OPENSPIEL_SUITS = "CDHS"
OPENSPIEL_RANKS = "23456789TJQKA"
HEARTS_PARAMETERS = {
    # The closest OpenSpiel gets to our Hearts: no passing, hearts may be led at any time, any
    # club may open (ours allows any card, so every OpenSpiel deal is legal for us too), and
    # points may fall on the first trick.
    "pass_cards": False,
    "must_break_hearts": False,
    "can_lead_any_club": True,
    "no_pts_on_first_trick": False,
}


def openspiel_card(action: int) -> str:
    return OPENSPIEL_RANKS[action // 4] + OPENSPIEL_SUITS[action % 4]


def openspiel_action(card: str) -> int:
    return OPENSPIEL_RANKS.index(card[0]) * 4 + OPENSPIEL_SUITS.index(card[1])


def hearts_deals(count: int, seed: int) -> list[dict]:
    """Random 4-player deals played out at random by OpenSpiel, as our adjudicate records."""
    import pyspiel

    game = pyspiel.load_game("hearts", HEARTS_PARAMETERS)
    rng = random.Random(seed)
    deals = []
    for _ in range(count):
        pack = list(range(52))
        rng.shuffle(pack)
        state = game.new_initial_state()
        state.apply_action(0)  # the pass direction chance node: with passing off there is one outcome
        for action in pack:  # OpenSpiel deals the i-th card to player i % 4
            state.apply_action(action)
        plays = []
        while not state.is_terminal():
            seat = state.current_player()
            action = rng.choice(state.legal_actions())
            plays.append({"seat": seat, "card": openspiel_card(action)})
            state.apply_action(action)
        hands = [[openspiel_card(a) for a in pack[seat::4]] for seat in range(4)]
        # Our opening lead is the dealer's left; OpenSpiel's is the holder of 2C.
        dealer = (plays[0]["seat"] - 1) % 4
        deals.append({"players": 4, "dealer": dealer, "hands": hands, "plays": plays})
    return deals


def _play_out(game: str, hands: list[list[str]], leader: int, snapshot: dict, rng: random.Random) -> list[dict]:
    """Every card played, at random among the legal ones; each trick's winner leads the next."""
    plays, players = [], len(hands)
    while any(hands):
        trick = []
        for offset in range(players):
            seat = (leader + offset) % players
            legal = run(game, "legal-moves", {**snapshot, "hand": hands[seat], "trick": trick, "seat": seat})["legal"]
            card = rng.choice(legal)
            hands[seat].remove(card)
            trick.append({"seat": seat, "card": card})
        plays.extend(trick)
        leader = run(game, "trick-winner", {**snapshot, "plays": trick})["winner"]
    return plays


def forty_five_deals(count: int, seed: int, players: int = 4) -> list[dict]:
    """Random legal Forty-Five deals; the trump ace's holder always robs, a turned ace is kept."""
    rng = random.Random(seed)
    deals = []
    for _ in range(count):
        pack = list(FULL_PACK)
        rng.shuffle(pack)
        hands = [pack[5 * seat : 5 * seat + 5] for seat in range(players)]
        turned = pack[5 * players]
        trump = turned[1]
        dealer = rng.randrange(players)
        record = {"players": players, "dealer": dealer, "hands": [list(h) for h in hands], "turned": turned}
        actions = []
        if turned[0] == "A":
            actions.append({"type": "dealer-keep"})
        else:
            for seat, hand in enumerate(hands):
                if "A" + trump in hand:
                    discard = rng.choice([card for card in hand if card != "A" + trump])
                    actions.append({"type": "rob", "seat": seat, "discard": discard})
                    hand[hand.index(discard)] = turned
        plays = _play_out("forty-five", hands, (dealer + 1) % players, {"trump": trump}, rng)
        deals.append({**record, "actions": actions + [{"type": "play", **play} for play in plays]})
    return deals


def california_jack_deals(count: int, seed: int) -> list[dict]:
    """Random legal California Jack games from a shuffled deck, played until someone reaches 10."""
    rng = random.Random(seed)
    deals = []
    for _ in range(count):
        deck = list(FULL_PACK)
        rng.shuffle(deck)
        dealer = rng.randrange(2)
        non_dealer = 1 - dealer
        hands = [[], []]
        for index, card in enumerate(deck[:12]):
            hands[(non_dealer + index) % 2].append(card)
        stock, trump = deck[12:], deck[51][1]
        captured, plays, leader = [[], []], [], non_dealer
        while any(hands):
            trick = []
            for seat in (leader, 1 - leader):
                legal = run(
                    "california-jack",
                    "legal-moves",
                    {"trump": trump, "hand": hands[seat], "trick": trick, "seat": seat},
                )["legal"]
                card = rng.choice(legal)
                hands[seat].remove(card)
                trick.append({"seat": seat, "card": card})
            plays.extend(trick)
            leader = run("california-jack", "trick-winner", {"trump": trump, "plays": trick})["winner"]
            captured[leader].extend(play["card"] for play in trick)
            if run("california-jack", "score", {"trump": trump, "captured": captured})["winner"] is not None:
                break
            for seat in (leader, 1 - leader):
                if stock:
                    hands[seat].append(stock.pop(0))
        deals.append({"dealer": dealer, "deck": deck, "plays": plays})
    return deals


def game_deals(game: str, count: int, seed: int) -> list[dict]:
    """Random legal deals of any game of the registry, dealt and played to their end at random by the game's own
    rules (referee.engine.replay.play_out: its auction, robbing or discards chosen at random too), at a 4-player
    table where the game is played at one, else at its own size."""
    rng = random.Random(seed)
    players = 4 if 4 in GAMES[game].player_counts else None
    return [play_out(RULES[game], rng, players)[0] for _ in range(count)]


# The deals each game is measured on: the generators above where a game has one (the figures before every game was
# measured came from them), play_out's for every other game of the registry.
DEDICATED = {"hearts": hearts_deals, "forty-five": forty_five_deals, "california-jack": california_jack_deals}


def bench_deals(game: str, count: int, seed: int) -> list[dict]:
    if game in DEDICATED:
        return DEDICATED[game](count, seed=seed)
    return game_deals(game, count, seed)
