"""The published conformance suite (docs/conformance.md): golden playthroughs, injected faults and perft counts for
every game and profile, and the runner that checks an engine against them: this library, or any server that speaks
the contract (``--url``).

The suite's files are conformance/ in the source; a wheel carries them inside the package (``SHIPPED``, copied
there by setup.py), so ``referee conformance`` finds them wherever it is run from (``shipped_suite``).

Generated from each game's Rules (referee/engine/game.py) and their Conformance hooks: every deal comes from
referee-deal-v1 inputs (POST deal's own path), every choice from a random source seeded by the line's name, so
``make conformance-update`` writes the same bytes every time. Pure: no Flask (the URL mode uses urllib).
"""

import hashlib
import importlib.resources
import json
import random
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

import referee
from referee.engine.game import play_action
from referee.engine.replay import after, opening
from referee.games import GAMES, RULES
from referee.operations import find

LINES = 52  # playthroughs per profile file (at least 50, issue 28)
FAULTS = 56  # fault lines per game
PERFT_DEALS = 5  # deals per player count
PERFT_DEPTH = 4
MOON_EVERY = 8  # every 8th playthrough of a game with a sought situation (the moon) seeks it
MOST_TRIES = 400  # deals tried for one sought or fault line before giving up (an error: the suite is incomplete)
PLAY_KINDS = ("out-of-turn", "not-held", "revoke")
# results.jsonl: deals played on past an irregularity put in on purpose, each kind with what result makes of it:
# (the type of the irregularity result finds, whether it is established, whether the deal is settled).
RESULT_KINDS = {
    "none": None,
    "revoke-established": ("revoke", True, True),
    "revoke-not-established": ("revoke", False, False),
    "out-of-turn-followed": ("out-of-turn", True, True),
    "out-of-turn-not-followed": ("out-of-turn", False, False),
    "not-held": ("not-held", False, False),
    # A claim of the rest 2 tricks from the end: conceded, or decided by the claim search (the claim is listed among
    # the irregularities only where it fails).
    "claim-conceded": ("claim", True, True),
    "claim-contested": ("claim", None, True),
}
CLAIM_TRICKS_LEFT = 2
RESULT_ROUNDS = 5  # each kind this many times a game, the profiles in turn
RESULTS = "results"  # results.jsonl: answers of POST result, not adjudicate
SOURCE = "conformance"  # the suite's folder in the source, beside the package
SHIPPED = "conformance_suite"  # the same files inside an installed package (setup.py copies them in)


def shipped_suite() -> Path | None:
    """The suite that came with this package: the copy inside it (an installed wheel), else the source's own
    conformance/ beside it (a checkout, installed editable); None when neither is there."""
    package = Path(str(importlib.resources.files("referee")))
    if (package / SHIPPED).is_dir():
        return package / SHIPPED
    source = package.parent
    if (source / "pyproject.toml").is_file() and (source / SOURCE).is_dir():
        return source / SOURCE
    return None


def canonical(value):
    """``value`` as JSON reads it back (tuples become lists): what a file holds and a server answers."""
    return json.loads(json.dumps(value))


def line_text(line: dict) -> str:
    return json.dumps(line, ensure_ascii=False, separators=(",", ":"))


# -- generating -------------------------------------------------------------------------------------------------


def deal_inputs(name: str, players: int, dealer: int, hand_number: int) -> dict:
    """referee-deal-v1's inputs for the line called ``name``: the seeds are hashes of the name."""
    seed = hashlib.sha256(f"referee-conformance/{name}".encode()).hexdigest()
    return {
        "players": players,
        "dealer": dealer,
        "hand_number": hand_number,
        "server_seed": seed[:32],
        "client_seeds": [seed[32:48]],
    }


def dealt(game_id: str, profile: str, deal: dict) -> dict:
    """The adjudicate record of the deal, exactly as POST deal gives it (with the profile, hand number, options)."""
    accepted = find(game_id, "deal").accepted
    body = {"profile": profile, **{name: value for name, value in deal.items() if name in accepted}}
    return referee.run(game_id, "deal", body)["record"]


def request_options(game_id: str, operation: str, options: dict) -> dict:
    accepted = find(game_id, operation).accepted
    return {name: value for name, value in options.items() if name in accepted}


def play_steps(
    game_id: str, record: dict, options: dict, rng: random.Random, choose=None, stop_at: int | None = None
) -> tuple[list, list, dict]:
    """The play from the opening lead of ``record`` (ready to play) as steps, each card chosen at random (or by
    ``choose``); stops before the play numbered ``stop_at``. Returns (plays, steps, the position reached)."""
    rules = RULES[game_id]
    accepted = find(game_id, "legal-moves").accepted
    position, plays, steps = opening(rules, record), [], []
    while (seat := rules.to_act(position)) is not None and len(plays) != stop_at:
        legality = rules.legality(position)
        legal = list(legality.legal)
        card = rng.choice(legal) if choose is None else choose(position, legal, rng)
        play = {"seat": seat, "card": card}
        # The options in force are the line's snapshot_options, given once, not at every step.
        request = {name: value for name, value in rules.conformance.snapshot(position).items() if name in accepted}
        steps.append(
            {"phase": "play", "to_act": seat, "legal": legal, "rule": legality.rule, "action": play, "request": request}
        )
        plays.append(play)
        rules.apply(position, play_action(play, len(plays) - 1))
    return plays, steps, position


def line_start(game_id: str, profile_id: str, name: str, index: int) -> tuple:
    """What line ``index`` of a file starts from: the game, its deal's inputs, the profile's options and the line's
    own generator. Each table size in turn; the hand number climbs through every pass direction of every rotation."""
    info, rules = GAMES[game_id], RULES[game_id]
    counts = info.player_counts
    players = counts[index % len(counts)]
    deal = deal_inputs(name, players, index % players, index // len(counts))
    options = dict(info.profiles.profiles[profile_id].options)
    return rules, deal, options, random.Random(f"referee-conformance/{name}")


def playthrough(game_id: str, profile_id: str, name: str, index: int, situation: dict, choose=None) -> dict:
    """One golden line: a deal from its inputs, what comes before the play, the play to the end, the answer."""
    rules, deal, options, rng = line_start(game_id, profile_id, name, index)
    record, steps = rules.conformance.before_play(rules, {**dealt(game_id, profile_id, deal), **situation}, rng)
    plays, play_steps_, _ = play_steps(game_id, record, options, rng, choose)
    record = rules.with_plays(record, plays)
    answer = canonical(referee.adjudicate(game_id, record))
    if not answer["valid"]:
        raise AssertionError(f"{name}: a generated playthrough is not valid: {answer['violation']}")
    return {
        "game": game_id,
        "profile": profile_id,
        "options": options,
        "snapshot_options": request_options(game_id, "legal-moves", options),
        "deal": deal,
        "record": canonical(record),
        "steps": canonical([*steps, *play_steps_]),
        "answer": answer,
    }


def playthroughs(game_id: str, profile_id: str, lines: int = LINES) -> list[dict]:
    suite = RULES[game_id].conformance
    out = []
    for index in range(lines):
        situation = suite.situations[index % len(suite.situations)]
        sought = (
            suite.sought[(index // MOON_EVERY) % len(suite.sought)]
            if suite.sought and index % MOON_EVERY == 3
            else None
        )
        if sought is None:
            out.append(playthrough(game_id, profile_id, f"{game_id}/{profile_id}/{index}", index, situation))
            continue
        label, choose, shows = sought
        for attempt in range(MOST_TRIES):
            line = playthrough(
                game_id, profile_id, f"{game_id}/{profile_id}/{index}/{label}/{attempt}", index, situation, choose
            )
            if shows(line["answer"]):
                break
        else:
            raise AssertionError(f"{game_id}@{profile_id}: no deal in {MOST_TRIES} showed {label}")
        out.append(line)
    return out


def fault_line(game_id: str, profile_id: str, name: str, index: int, kind: str) -> dict | None:
    """One fault line of ``kind``, or None when this deal offers no such fault (another deal is tried)."""
    rules, deal, options, rng = line_start(game_id, profile_id, name, index)
    suite = rules.conformance
    situation = suite.situations[index % len(suite.situations)]
    base = {**dealt(game_id, profile_id, deal), **situation}
    if kind not in PLAY_KINDS:
        found = [fault for fault in suite.faults_before_play(base, rng) if fault[0] == kind]
        if not found:
            return None
        _, record, phase, at = found[0]
        steps, action = [], None
    else:
        ready, steps = suite.before_play(rules, base, rng)
        total = len(play_steps(game_id, ready, options, random.Random(name))[0])
        plays, more, position = play_steps(game_id, ready, options, rng, stop_at=rng.randrange(total))
        seat = rules.to_act(position)
        if seat is None:  # this play ended sooner than the one that chose where to stop
            return None
        hands = [position.cards(each) for each in range(position.players)]
        if kind == "out-of-turn":
            others = [other for other in range(len(hands)) if other != seat and hands[other]]
            if not others:
                return None
            other = rng.choice(others)
            action = {"seat": other, "card": rng.choice(hands[other])}
        elif kind == "not-held":
            elsewhere = [card for other, hand in enumerate(hands) if other != seat for card in hand]
            if not elsewhere:
                return None
            action = {"seat": seat, "card": rng.choice(elsewhere)}
        else:
            refused = [card for card in hands[seat] if card not in rules.legality(position).legal]
            if not refused:
                return None
            action = {"seat": seat, "card": rng.choice(refused)}
        record = rules.with_plays(ready, [*plays, action])
        phase, at, steps = "play", suite.play_index(ready, len(plays)), [*steps, *more]
    answer = canonical(referee.adjudicate(game_id, record))
    violation = answer["violation"]
    if answer["valid"] or violation["index"] != at or violation.get("phase", phase) != phase:
        raise AssertionError(f"{name}: the injected {kind} is not the violation adjudicate finds: {violation}")
    fault = {"kind": kind, "phase": phase, "index": at}
    if action is not None:
        fault["action"] = action
    return {
        "game": game_id,
        "profile": profile_id,
        "options": options,
        "snapshot_options": request_options(game_id, "legal-moves", options),
        "deal": deal,
        "record": canonical(record),
        "steps": canonical(steps),
        "fault": fault,
        "answer": answer,
    }


def fault_kinds(game_id: str) -> list[str]:
    """The play faults every game has, and the game's own before the play (found by asking it for a deal's)."""
    suite, info = RULES[game_id].conformance, GAMES[game_id]
    kinds = list(PLAY_KINDS)
    for index in range(40):
        profile = list(info.profiles.profiles)[index % len(info.profiles.profiles)]
        deal = deal_inputs(f"{game_id}/kinds/{index}", info.player_counts[index % len(info.player_counts)], 0, index)
        for kind, *_ in suite.faults_before_play(dealt(game_id, profile, deal), random.Random(index)):
            if kind not in kinds:
                kinds.append(kind)
    return kinds


def faults(game_id: str, lines: int = FAULTS) -> list[dict]:
    info = GAMES[game_id]
    profiles, kinds, out = list(info.profiles.profiles), fault_kinds(game_id), []
    for index in range(lines):
        kind = kinds[index % len(kinds)]
        out.append(
            first_offered(
                lambda attempt: fault_line(
                    game_id,
                    profiles[(index + attempt) % len(profiles)],  # a fault of the pass needs a profile that passes
                    f"{game_id}/faults/{index}/{attempt}",
                    index + attempt,
                    kind,
                ),
                f"{game_id}: a {kind} fault",
            )
        )
    return out


def first_offered(line, what: str) -> dict:
    """The first line ``line(attempt)`` makes, each attempt a deal of its own (None: that deal offers no such line,
    so the next is tried)."""
    for attempt in range(MOST_TRIES):
        made = line(attempt)
        if made is not None:
            return made
    raise AssertionError(f"no deal in {MOST_TRIES} offered {what}")


# -- results: deals played on past their irregularities ---------------------------------------------------------


def replayed(game_id: str, ready: dict, plays: list):
    """The position ``plays`` (legal or not: each is applied as it stands) reach from ``ready``'s opening lead."""
    rules = RULES[game_id]
    position = opening(rules, ready)
    for index, play in enumerate(plays):
        rules.apply(position, play_action(play, index))
    return position


def revoking_plays(game_id: str, ready: dict, rng: random.Random, from_trick: int) -> tuple[list, int] | None:
    """A play to the end in which the first seat, from trick ``from_trick`` on, that holds a card the rules refuse
    it while following plays that card (a revoke), every other card legal; and the revoke's index among the plays.
    None when nobody could revoke."""
    rules = RULES[game_id]
    position, plays, revoke = opening(rules, ready), [], None
    while (seat := rules.to_act(position)) is not None:
        legal = rules.legality(position).legal
        refused = [card for card in position.cards(seat) if card not in legal]
        if revoke is None and position.trick and len(position.tricks) >= from_trick and refused:
            card, revoke = rng.choice(refused), len(plays)
        else:
            card = rng.choice(list(legal))
        plays.append({"seat": seat, "card": card})
        rules.apply(position, play_action(plays[-1], len(plays) - 1))
    return None if revoke is None else (plays, revoke)


def out_of_turn_plays(game_id: str, ready: dict, plays: list, rng: random.Random) -> tuple[list, int] | None:
    """``plays`` (a deal played legally) with one trick's order broken, every card the same: two plays after the
    lead swapped, so that the later seat plays first (the seat passed over plays next); where a trick has no two
    such plays (a table of 2), the seat after the leader leads instead and the rest follow on from it. The index
    of the play out of turn among the plays."""
    rules = RULES[game_id]
    tricks = replayed(game_id, ready, plays).tricks
    starts = [sum(len(trick["plays"]) for trick in tricks[:number]) for number in range(len(tricks))]
    swaps = [(start + at) for start, trick in zip(starts, tricks) for at in range(1, len(trick["plays"]) - 1)]
    if swaps:
        at = rng.choice(swaps)
        return [*plays[:at], plays[at + 1], plays[at], *plays[at + 2 :]], at
    start = rng.choice(starts[:-1] or starts)
    position = replayed(game_id, ready, plays[:start])
    changed = list(plays[:start])
    leader = rules.to_act(position)
    others = [seat for seat in range(position.players) if seat != leader and position.cards(seat)]
    if not others:
        return None
    early = min(others, key=lambda seat: (seat - leader) % position.players)  # the seat after the leader
    rules.turn_to(position, early)
    while (seat := rules.to_act(position)) is not None:
        changed.append({"seat": seat, "card": rng.choice(list(rules.legality(position).legal))})
        rules.apply(position, play_action(changed[-1], len(changed) - 1))
    return changed, start


def not_held_plays(game_id: str, ready: dict, plays: list, rng: random.Random) -> tuple[list, int] | None:
    """``plays`` cut at a random play, whose seat plays a card another seat holds instead; and its index."""
    at = rng.randrange(len(plays))
    position = replayed(game_id, ready, plays[:at])
    seat = RULES[game_id].to_act(position)
    elsewhere = [card for other in range(position.players) if other != seat for card in position.cards(other)]
    if seat is None or not elsewhere:
        return None
    return [*plays[:at], {"seat": seat, "card": rng.choice(elsewhere)}], at


def result_line(game_id: str, profile_id: str, name: str, index: int, kind: str) -> dict | None:
    """One line of results.jsonl: a deal played with an irregularity of ``kind`` (see RESULT_KINDS), and result's
    answer; None when this deal offers no such irregularity (another deal is tried)."""
    rules, deal, options, rng = line_start(game_id, profile_id, name, index)
    suite = rules.conformance
    situation = suite.situations[index % len(suite.situations)]
    ready, _ = suite.before_play(rules, {**dealt(game_id, profile_id, deal), **situation}, rng)
    plays = play_steps(game_id, ready, options, rng)[0]
    made = (plays, None)
    if kind.startswith("revoke"):
        tricks = len(replayed(game_id, ready, plays).tricks)
        made = revoking_plays(game_id, ready, rng, rng.randrange(max(tricks - 1, 1)))
    elif kind.startswith("out-of-turn"):
        made = out_of_turn_plays(game_id, ready, plays, rng)
    elif kind == "not-held":
        made = not_held_plays(game_id, ready, plays, rng)
    if kind.startswith("claim"):
        return claim_line(game_id, profile_id, options, deal, ready, plays, index, kind)
    if made is None:
        return None
    plays, at = made
    if kind.endswith("not-established") or kind.endswith("not-followed"):
        plays = plays[: at + 1]  # the record ends right after it: nobody has played on from it
    record = rules.with_plays(ready, plays)
    answer = canonical(referee.result(game_id, record))
    injected = {"kind": kind}
    if at is not None:
        injected.update(index=suite.play_index(ready, at), action=plays[at])
    if not result_shows(answer, injected):
        raise AssertionError(f"{name}: result does not find the injected {kind}: {json.dumps(answer)[:2000]}")
    return {
        "game": game_id,
        "profile": profile_id,
        "options": options,
        "deal": deal,
        "record": canonical(record),
        "injected": injected,
        "answer": answer,
    }


def claim_line(
    game_id: str, profile_id: str, options: dict, deal: dict, ready: dict, plays: list, index: int, kind: str
) -> dict | None:
    """A line of results.jsonl whose record stops CLAIM_TRICKS_LEFT tricks from the end with a claim of the rest by
    a seat drawn from ``index``; None where that claim does not settle the deal (cards still to draw)."""
    rules = RULES[game_id]
    players = len(ready["hands"])
    cut = len(plays) - CLAIM_TRICKS_LEFT * players
    if cut <= 0:
        return None
    claim = {"seat": index % players, "conceded": kind == "claim-conceded"}
    record = {**rules.with_plays(ready, plays[:cut]), "claim": claim}
    answer = canonical(referee.result(game_id, record))
    injected = {"kind": kind}
    if not answer["settled"]:
        return None
    if not result_shows(answer, injected):
        raise AssertionError(f"{game_id}: result does not settle the {kind}: {json.dumps(answer)[:2000]}")
    return {
        "game": game_id,
        "profile": profile_id,
        "options": options,
        "deal": deal,
        "record": canonical(record),
        "injected": injected,
        "answer": answer,
    }


def result_shows(answer: dict, injected: dict) -> bool:
    """Whether a result answer finds the irregularity a line injected, as its kind says it stands."""
    expected = RESULT_KINDS[injected["kind"]]
    if expected is None:
        return answer.get("settled") is True and answer.get("irregularities") == []
    kind, established, settled = expected
    if kind == "claim":  # no action of the record: the claim settles it, listed where it fails
        claim = answer.get("claim") or {}
        failed = [each for each in answer.get("irregularities") or [] if each.get("type") == "claim"]
        holds = claim.get("holds")
        return (
            answer.get("settled") is settled
            and claim.get("decided") is True
            and (established is None or holds is established)
            and len(failed) == (0 if holds else 1)
        )
    found = [
        irregularity
        for irregularity in answer.get("irregularities") or []
        if irregularity.get("index") == injected["index"]
    ]
    return answer.get("settled") is settled and [(each.get("type"), each.get("established")) for each in found] == [
        (kind, established)
    ]


def result_kinds(game_id: str) -> list[str]:
    """The kinds of results.jsonl's lines for a game: a claim is decided by the game's dispute desk, so a game
    without one has no claim lines."""
    return [kind for kind in RESULT_KINDS if not kind.startswith("claim") or RULES[game_id].disputes is not None]


def results(game_id: str, rounds: int = RESULT_ROUNDS) -> list[dict]:
    profiles, out = list(GAMES[game_id].profiles.profiles), []
    kinds = result_kinds(game_id)
    for index in range(rounds * len(kinds)):
        kind, profile = (kinds[index % len(kinds)], profiles[index // len(kinds) % len(profiles)])
        # A claim settles a deal only once no card is left to draw: a profile whose hands may end before the pile
        # is empty (California Jack's running score) may offer none, and the next profile is asked.
        chosen = (
            [profile, *(other for other in profiles if other != profile)] if kind.startswith("claim") else [profile]
        )
        for tried, candidate in enumerate(chosen, 1):
            try:
                out.append(
                    first_offered(
                        lambda attempt, candidate=candidate: result_line(
                            game_id, candidate, f"{game_id}/results/{index}/{attempt}", index + attempt, kind
                        ),
                        f"{game_id}@{candidate}: a {kind} to play on from",
                    )
                )
                break
            except AssertionError:
                if tried == len(chosen):
                    raise
    return out


# -- perft ------------------------------------------------------------------------------------------------------


def perft_counts(game_id: str, record: dict, depth: int = PERFT_DEPTH, first_trick: bool = True) -> dict:
    """The number of distinct legal action sequences of length 1..depth from the deal's first counted action, and
    (``first_trick``) of those that end with the first trick complete (docs/conformance.md, "perft")."""
    rules = RULES[game_id]
    counts, completed = [0] * (depth + 1), 0

    def walk(position, length: int, in_first: bool) -> None:
        nonlocal completed
        seat = rules.to_act(position)
        for card in rules.legality(position).legal:
            following = after(rules, position, play_action({"seat": seat, "card": card}, length))
            if length < depth:
                counts[length + 1] += 1
            ends_first = in_first and not following.trick
            completed += ends_first
            still_first = in_first and not ends_first
            if (length + 1 < depth or (first_trick and still_first)) and rules.to_act(following) is not None:
                walk(following, length + 1, still_first)

    for actions, start in rules.conformance.perft_starts(record):
        if actions:
            counts[actions] += 1
        walk(opening(rules, start), actions, True)
    out = {str(length): counts[length] for length in range(1, depth + 1)}
    return {**out, "first_trick": completed} if first_trick else out


def perft(game_id: str, deals: int = PERFT_DEALS) -> dict:
    info = GAMES[game_id]
    profile = info.profiles.default.id
    entries = []
    for players in info.player_counts:
        for index in range(deals):
            deal = deal_inputs(f"{game_id}/perft/{players}/{index}", players, index % players, 0)
            record = dealt(game_id, profile, deal)
            entries.append({"deal": deal, "record": canonical(record), "counts": perft_counts(game_id, record)})
    return {
        "game": game_id,
        "profile": profile,
        "options": dict(info.profiles.default.options),
        "depth": PERFT_DEPTH,
        "deals": entries,
    }


# -- writing ----------------------------------------------------------------------------------------------------


def files(root: Path, game_id: str) -> dict[Path, str]:
    """Every file of a game's suite and its text."""
    info, folder = GAMES[game_id], root / game_id
    out = {
        folder / f"{profile}.jsonl": "".join(line_text(line) + "\n" for line in playthroughs(game_id, profile))
        for profile in info.profiles.profiles
    }
    out[folder / "faults.jsonl"] = "".join(line_text(line) + "\n" for line in faults(game_id))
    out[folder / f"{RESULTS}.jsonl"] = "".join(line_text(line) + "\n" for line in results(game_id))
    out[folder / "perft.json"] = json.dumps(perft(game_id), indent=1, ensure_ascii=False) + "\n"
    return out


def update(root: Path, games=None) -> list[Path]:
    written = []
    for game_id in games or GAMES:
        for path, text in files(root, game_id).items():
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            written.append(path)
    return written


# -- the engines the runner checks -------------------------------------------------------------------------------


class LibraryEngine:
    """This library, through the same path as the HTTP endpoints (referee.run)."""

    name = "the library"

    def ask(self, game_id: str, operation: str, body: dict) -> dict:
        try:
            return canonical(referee.run(game_id, operation, body))
        except referee.InvalidRecord as error:
            return {"status": 422, "errors": [{"pointer": where, "message": why} for where, why in error.errors]}


class HttpEngine:
    """Any server that speaks the contract: POST {url}/v1/games/{game}/{operation} with a JSON body."""

    def __init__(self, url: str, timeout: float = 30):
        self.url, self.timeout, self.name = url.rstrip("/"), timeout, url

    def ask(self, game_id: str, operation: str, body: dict) -> dict:
        request = urllib.request.Request(
            f"{self.url}/v1/games/{game_id}/{operation}",
            data=json.dumps(body).encode(),
            headers={"Content-Type": "application/json"},
            method="POST",
        )
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as response:
                return json.loads(response.read())
        except urllib.error.HTTPError as error:
            return {"status": error.code, "body": error.read().decode("utf-8", "replace")[:500]}


# -- the runner ---------------------------------------------------------------------------------------------------


@dataclass
class FileResult:
    path: str
    lines: int = 0
    steps: int = 0
    checks: int = 0
    disagreements: list = field(default_factory=list)
    missing: bool = False


def differences(expected, got, where: str = "") -> list[str]:
    """Each JSON Pointer where ``got`` differs from ``expected``, with both values."""
    if isinstance(expected, dict) and isinstance(got, dict):
        out = []
        for key in dict.fromkeys([*expected, *got]):
            if key not in got:
                out.append(f"{where}/{key}: missing (expected {json.dumps(expected[key])})")
            elif key not in expected:
                out.append(f"{where}/{key}: not expected (got {json.dumps(got[key])})")
            else:
                out += differences(expected[key], got[key], f"{where}/{key}")
        return out
    if isinstance(expected, list) and isinstance(got, list) and len(expected) == len(got):
        return [
            found
            for index, (one, other) in enumerate(zip(expected, got))
            for found in differences(one, other, f"{where}/{index}")
        ]
    return [] if expected == got else [f"{where or '/'}: expected {json.dumps(expected)}, got {json.dumps(got)}"]


def without(value, ignored: frozenset):
    if isinstance(value, dict):
        return {key: without(item, ignored) for key, item in value.items() if key not in ignored}
    if isinstance(value, list):
        return [without(item, ignored) for item in value]
    return value


def check_step(engine, game_id: str, step: dict, snapshot_options: dict) -> list[str]:
    """The contract's own checks of a step that has a snapshot request: a play asks legal-moves (the legal cards, as
    a set, and the rule) and check-move (legal, and the rule); a bid asks check-bid (legal, and the rule)."""
    action, request, found = step["action"], step.get("request"), []
    if request is None:
        return found
    if "card" in action:
        request = {**snapshot_options, **request}
        moves = engine.ask(game_id, "legal-moves", request)
        if sorted(moves.get("legal") or []) != sorted(step["legal"]) or moves.get("rule") != step["rule"]:
            found.append(
                f"legal-moves: expected {json.dumps(sorted(step['legal']))} under {step['rule']}, got "
                f"{json.dumps(moves.get('legal', moves))} under {moves.get('rule')}"
            )
        checks = [("check-move", {**request, "card": action["card"]})]
    elif "bid" in action:
        checks = [("check-bid", {**request, "bid": action["bid"]})]
    else:
        return found
    for operation, body in checks:
        answer = engine.ask(game_id, operation, body)
        if answer.get("legal") is not True or answer.get("rule") != step["rule"]:
            found.append(
                f"{operation}: expected legal under {step['rule']}, got legal {answer.get('legal', answer)} "
                f"under {answer.get('rule')}"
            )
    return found


def check_line(engine, line: dict, ignored: frozenset = frozenset(), steps: bool = True) -> tuple[list, int, int]:
    """(disagreements as (step index or None for the answer, what), steps, checks) for one line of a file."""
    game_id, found, checks, line_steps = line["game"], [], 0, line.get("steps", [])
    if steps:
        for index, step in enumerate(line_steps):
            for what in check_step(engine, game_id, step, line.get("snapshot_options", {})):
                found.append((index, f"{step['phase']}, seat {step['to_act']}: {what}"))
            checks += 1 if step.get("request") is not None else 0
    injected = line.get("injected")
    answer = engine.ask(game_id, "adjudicate" if injected is None else "result", line["record"])
    checks += 1
    found += [(None, what) for what in differences(without(line["answer"], ignored), without(answer, ignored))]
    if injected is not None and not result_shows(answer, injected):
        found.append(
            (
                None,
                f"the injected {injected['kind']} is not found as it stands: {json.dumps(answer.get('irregularities'))}",
            )
        )
    fault = line.get("fault")
    if fault is not None:
        violation = answer.get("violation") or {}
        if answer.get("valid") is not False or violation.get("index") != fault["index"]:
            found.append(
                (
                    None,
                    f"the injected {fault['kind']} at index {fault['index']} is not the violation "
                    f"found: {json.dumps(violation)}",
                )
            )
    return found, len(line_steps), checks


def check_perft(path: Path, engine=None) -> FileResult:
    """perft.json against this library's own counts (perft is a count of the library's legal moves)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    result = FileResult(str(path))
    for number, entry in enumerate(data["deals"], 1):
        result.lines += 1
        record = dealt(data["game"], data["profile"], entry["deal"])
        if canonical(record) != entry["record"]:
            result.disagreements.append((number, None, "the record does not follow from the deal's inputs"))
        counts = perft_counts(data["game"], entry["record"], data["depth"])
        result.checks += 1
        for what in differences(entry["counts"], counts):
            result.disagreements.append((number, None, f"counts{what}"))
    return result


def check_file(path: Path, engine, ignored: frozenset = frozenset(), steps: bool = True) -> FileResult:
    result = FileResult(str(path))
    with open(path, encoding="utf-8") as lines:
        for number, text in enumerate(lines, 1):
            line = json.loads(text)
            found, count, checks = check_line(engine, line, ignored, steps)
            result.lines += 1
            result.steps += count
            result.checks += checks
            result.disagreements += [(number, step, what) for step, what in found]
    return result


def suite_files(root: Path, game: str | None = None, profile: str | None = None) -> list[Path]:
    """The files of the suite, every game's (or ``game``'s) profiles, then its faults, results and perft."""
    out = []
    for game_id in [game] if game else GAMES:
        folder = root / game_id
        names = [profile] if profile else [*GAMES[game_id].profiles.profiles, "faults", RESULTS]
        out += [folder / f"{name}.jsonl" for name in names]
        if not profile:
            out.append(folder / "perft.json")
    return out


def run(
    root: Path, engine, game: str | None = None, profile: str | None = None, ignored: frozenset = frozenset()
) -> list[FileResult]:
    results = []
    for path in suite_files(root, game, profile):
        if not path.is_file():
            result = FileResult(str(path), missing=True)
        elif path.suffix == ".json":
            result = check_perft(path)
        else:
            result = check_file(path, engine, ignored)
        results.append(result)
    return results


def report(results: list[FileResult], engine_name: str, root: Path | None = None) -> str:
    """A summary table, one row a file, then every disagreement with its file, line and step; files missing from
    ``root`` are said to be missing, with the way to point at the suite (a missing file is no disagreement)."""
    width = max([len(result.path) for result in results] + [4])
    rows = [
        f"Conformance against {engine_name}",
        f"{'file':<{width}}  {'lines':>6}  {'steps':>6}  {'checks':>7}  {'disagreements':>13}",
    ]
    for result in results:
        found = "missing" if result.missing else len(result.disagreements)
        rows.append(f"{result.path:<{width}}  {result.lines:>6}  {result.steps:>6}  {result.checks:>7}  {found:>13}")
    total = sum(len(result.disagreements) for result in results)
    for result in results:
        for line, step, what in result.disagreements:
            where = result.path + (f":{line}" if line is not None else "")
            where += f" step {step}" if step is not None else (" answer" if result.path.endswith(".jsonl") else "")
            rows.append(f"{where}: {what}")
    compared = [result for result in results if not result.missing]
    if compared:
        rows.append(
            f"{'every file agrees' if not total else plural(total, 'disagreement')} "
            f"({plural(sum(result.lines for result in compared), 'line')} in {plural(len(compared), 'file')})"
        )
    missing = len(results) - len(compared)
    if missing:
        rows.append(
            f"{plural(missing, 'file')} of the suite {'is' if missing == 1 else 'are'} not in {root}, so "
            f"{'it was' if missing == 1 else 'they were'} not compared. {POINT_AT_THE_SUITE}"
        )
    return "\n".join(rows)


POINT_AT_THE_SUITE = "Point --dir at the suite's folder: conformance/ in Referee's source, or a copy of it."
NO_SUITE = f"This installation of Referee carries no conformance suite. {POINT_AT_THE_SUITE}"


def plural(count: int, noun: str) -> str:
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"
