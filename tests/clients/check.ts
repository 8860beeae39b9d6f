// Drives the live server through the committed TypeScript client (clients/typescript, installed as
// referee-client: openapi-typescript types, openapi-fetch calls), compiled with tsc --strict: it must type-check
// with no casts on the answers and no type guards, and print what it got so the test can compare it with the
// library's answers.
//   node check.js BASE_URL RECORDS.json
import { readFileSync } from "node:fs";
import createRefereeClient, { type Schemas } from "referee-client";

type Records = {
  "forty-five": { valid: Schemas["FortyFiveAdjudicateRequest"]; violation: Schemas["FortyFiveAdjudicateRequest"] };
  hearts: { valid: Schemas["HeartsDealRequest"]; violation: Schemas["HeartsDealRequest"] };
  "auction-hearts": { valid: Schemas["AuctionDealRequest"]; violation: Schemas["AuctionDealRequest"] };
  "california-jack": { valid: Schemas["CaliforniaJackAdjudicateRequest"]; violation: Schemas["CaliforniaJackAdjudicateRequest"] };
  "auction-forty-fives": { valid: Schemas["AuctionFortyFivesAdjudicateRequest"]; violation: Schemas["AuctionFortyFivesAdjudicateRequest"] };
};

const [baseUrl, recordsFile] = process.argv.slice(2);
if (!baseUrl || !recordsFile) throw new Error("usage: node check.js BASE_URL RECORDS.json");
const records: Records = JSON.parse(readFileSync(recordsFile, "utf-8"));
const client = createRefereeClient({ baseUrl });
const results: Record<string, unknown> = {};

function answer<T>(name: string, data: T | undefined): T {
  if (data === undefined) throw new Error(`${name}: no answer`);
  results[name] = data;
  return data;
}

// Snapshots: the bodies are checked against the request types at compile time.
const fortyFiveMoves = answer("forty-five/legal-moves", (await client.POST("/v1/games/forty-five/legal-moves", {
  body: { trump: "D", hand: ["AH", "4D", "KS"], trick: [{ seat: 1, card: "7D" }], seat: 2 },
})).data);
const firstLegal: string = fortyFiveMoves.legal[0];
const basis: "rule" | "interpretation" | "not-covered" = fortyFiveMoves.basis;
answer("hearts/check-move", (await client.POST("/v1/games/hearts/check-move", {
  body: { hand: ["AS", "4D", "KD"], trick: [{ seat: 1, card: "7D" }], card: "AS" },
})).data);
const winner: number = answer("california-jack/trick-winner", (await client.POST("/v1/games/california-jack/trick-winner", {
  body: { trump: "H", plays: [{ seat: 0, card: "AS" }, { seat: 1, card: "2H" }] },
})).data).winner;
answer("auction-hearts/check-bid", (await client.POST("/v1/games/auction-hearts/check-bid", {
  body: { players: 4, dealer: 0, bids: [{ seat: 1, bid: 3 }, { seat: 2, bid: null }], bid: 5 },
})).data);
answer("hearts/score", (await client.POST("/v1/games/hearts/score", {
  body: { players: 4, captured: [["2H", "AS"], [], [], []] },
})).data);
answer("forty-five/score", (await client.POST("/v1/games/forty-five/score", {
  body: { players: 4, tricks: [2, 1, 1, 1] },
})).data);

// Whole deals, with and without a violation: violation?.index is a number, no guard needed.
const violations: Record<string, number | undefined> = {};
for (const [name, deal] of [
  ["forty-five", await client.POST("/v1/games/forty-five/adjudicate", { body: records["forty-five"].valid })],
  ["forty-five violation", await client.POST("/v1/games/forty-five/adjudicate", { body: records["forty-five"].violation })],
  ["hearts", await client.POST("/v1/games/hearts/adjudicate", { body: records.hearts.valid })],
  ["hearts violation", await client.POST("/v1/games/hearts/adjudicate", { body: records.hearts.violation })],
  ["auction-hearts", await client.POST("/v1/games/auction-hearts/adjudicate", { body: records["auction-hearts"].valid })],
  ["auction-hearts violation", await client.POST("/v1/games/auction-hearts/adjudicate", { body: records["auction-hearts"].violation })],
  ["california-jack", await client.POST("/v1/games/california-jack/adjudicate", { body: records["california-jack"].valid })],
  ["california-jack violation", await client.POST("/v1/games/california-jack/adjudicate", { body: records["california-jack"].violation })],
  ["auction-forty-fives", await client.POST("/v1/games/auction-forty-fives/adjudicate", { body: records["auction-forty-fives"].valid })],
  ["auction-forty-fives violation", await client.POST("/v1/games/auction-forty-fives/adjudicate", { body: records["auction-forty-fives"].violation })],
] as const) {
  const adj = answer(`${name}/adjudicate`, deal.data);
  const index: number | undefined = adj.violation?.index;
  violations[name] = index;
}
results["violation indexes"] = violations;

// A 422 is a typed problem: its errors point into the body.
const refused = await client.POST("/v1/games/hearts/legal-moves", { body: { hand: ["ZZ"] } });
const pointer: string | undefined = refused.error?.errors[0]?.pointer;
results["422"] = { status: refused.response.status, pointer, detail: refused.error?.detail };

const game = (await client.GET("/v1/games/{game}", { params: { path: { game: "hearts" } } })).data;
results["getGame rules"] = game?.rules.length;

console.log(JSON.stringify({ results, firstLegal, basis, winner }));
