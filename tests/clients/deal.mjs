// referee-deal-v1 in plain Node (node:crypto only), written from docs/dealing.md and nothing else,
// to check the project's deals from a second implementation.
//
//   node tests/clients/deal.mjs tests/vectors/dealing.json    checks every vector; exit 0 when all match
//   node tests/clients/deal.mjs --deal '{"game": "hearts", "players": 4, "dealer": 0, "hand_number": 1,
//                                        "server_seed": "00...", "client_seeds": []}'   prints the deal as JSON
// California Jack's inputs may also name the house rules that turn its stock face up ("profile": "classic", or
// "stock_face": "up"): its top card is then the trump card instead of its last.
import { createHash, createHmac } from "node:crypto";
import { readFileSync } from "node:fs";

const SUITS = ["S", "H", "D", "C"];
const RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A"];
// hearts.strip: the cards removed for each table size (hearts and auction-hearts).
const STRIPPED = { 3: ["2C"], 4: [], 5: ["2C", "2D"], 6: ["2C", "3C", "2D", "2S"] };

const u32 = (n) => { const b = Buffer.alloc(4); b.writeUInt32BE(n); return b; };
const u64 = (n) => { const b = Buffer.alloc(8); b.writeBigUInt64BE(BigInt(n)); return b; };
const field = (bytes) => Buffer.concat([u32(bytes.length), bytes]);
const text = (s) => Buffer.from(s, "utf8");
const sha256 = (bytes) => createHash("sha256").update(bytes).digest();

function key(inputs) {
  const seeds = inputs.client_seeds.map((seed) => Buffer.from(seed, "hex"));
  return sha256(Buffer.concat([
    field(text("referee-deal-v1")), field(text(inputs.game)), u32(inputs.players), u32(inputs.dealer),
    u64(inputs.hand_number), field(Buffer.from(inputs.server_seed, "hex")), u32(seeds.length),
    ...seeds.map(field),
  ]));
}

function stream(secret) {
  let block = 0, words = [];
  const word = () => {
    if (words.length === 0) {
      const bytes = createHmac("sha256", secret).update(u64(block++)).digest();
      for (let i = 0; i < 32; i += 4) words.push(bytes.readUInt32BE(i));
    }
    return words.shift();
  };
  return (n) => {
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) { const w = word(); if (w < limit) return w % n; }
  };
}

function pack(game, players) {
  const cards = SUITS.flatMap((suit) => RANKS.map((rank) => rank + suit));
  const removed = game === "hearts" || game === "auction-hearts" ? STRIPPED[players] : [];
  return cards.filter((card) => !removed.includes(card));
}

function shuffle(cards, secret) {
  const a = [...cards], uniform = stream(secret);
  for (let i = a.length - 1; i >= 1; i--) { const j = uniform(i + 1); [a[i], a[j]] = [a[j], a[i]]; }
  return a;
}

const faceUp = (inputs) => inputs.stock_face === "up" || (inputs.profile === "classic" && inputs.stock_face === undefined);

function layout(game, deck, players, dealer, inputs) {
  const hands = Array.from({ length: players }, () => []);
  const seat = (turn) => (dealer + 1 + turn) % players;
  let top = 0;
  if (game === "forty-five" || game === "auction-forty-fives") {
    for (const packet of [3, 2]) for (let turn = 0; turn < players; turn++) hands[seat(turn)].push(...deck.slice(top, top += packet));
    // auction-forty-fives turns no card: every card after the hands is the stock.
    if (game === "auction-forty-fives") return { hands, stock: deck.slice(top) };
    return { hands, turned: deck[top], stock: deck.slice(top + 1) };
  }
  if (game === "california-jack") {
    for (let turn = 0; turn < 12; turn++) hands[seat(turn)].push(deck[top++]);
    const stock = deck.slice(top);
    const trumpCard = faceUp(inputs) ? stock[0] : stock[stock.length - 1];
    return { hands, stock, trump: trumpCard[1], trump_card: trumpCard };
  }
  deck.forEach((card, index) => hands[seat(index)].push(card));
  return { hands };
}

export function deal(inputs) {
  const secret = key(inputs);
  const deck = shuffle(pack(inputs.game, inputs.players), secret);
  return {
    commitment: sha256(Buffer.from(inputs.server_seed, "hex")).toString("hex"),
    key: secret.toString("hex"), deck, ...layout(inputs.game, deck, inputs.players, inputs.dealer, inputs),
  };
}

const args = process.argv.slice(2);
if (args[0] === "--deal") {
  process.stdout.write(JSON.stringify(deal(JSON.parse(args[1]))) + "\n");
} else {
  const vectors = JSON.parse(readFileSync(args[0], "utf8")).vectors;
  let failed = 0;
  for (const vector of vectors) {
    const got = deal(vector.inputs);
    const differing = Object.keys(vector.expected)
      .filter((name) => JSON.stringify(got[name]) !== JSON.stringify(vector.expected[name]));
    if (differing.length) {
      failed++;
      console.log(`${vector.name}: ${differing.join(", ")} differ`);
    }
  }
  console.log(`${vectors.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
