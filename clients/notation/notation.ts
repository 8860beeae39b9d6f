/**
 * The record notation (docs/notation.md): deals as text, read and written in one canonical form.
 *
 * A port of the referee's Python reader and writer (referee/notation): the same tokens, the same JSON (its keys in
 * the same order), the same canonical text byte for byte, and the same faults, each naming the same line and column
 * (the column in characters: code points, as Python counts them) with the same words. What each game's record holds
 * and how each field is written comes from layout.json (written by `make notation-layout` from the referee's own
 * schemas); the games' names, which faults quote, from names.json.
 */

import layoutJson from "./layout.json" with { type: "json" };
import namesJson from "./names.json" with { type: "json" };

/** One record read from text: its game, the JSON the game's operations take, and its tags for people. */
export type Notated = { game: string; record: Record<string, unknown>; tags: Record<string, string> };

/** Text that is not a record in the notation: `detail` says what was expected at `line`, `column` (both from 1). */
export class NotationError extends Error {
  readonly line: number;
  readonly column: number;
  readonly detail: string;

  constructor(detail: string, line: number, column: number) {
    super(`line ${line}, column ${column}: ${detail}`);
    this.name = "NotationError";
    this.line = line;
    this.column = column;
    this.detail = detail;
  }
}

/** A record the writer cannot write: each error a JSON Pointer into the record (or its tags) and what is wrong
 * there, as the referee's 422 names them; `pointer` and `detail` are the first. */
export class RecordShapeError extends Error {
  readonly pointer: string;
  readonly detail: string;
  readonly errors: ReadonlyArray<{ pointer: string; message: string }>;

  constructor(errors: Array<{ pointer: string; message: string }>) {
    super(errors.map((error) => `${error.pointer || "/"}: ${error.message}`).join("; "));
    this.name = "RecordShapeError";
    this.errors = errors;
    this.pointer = errors[0].pointer;
    this.detail = errors[0].message;
  }
}

function refuse(pointer: string, message: string): RecordShapeError {
  return new RecordShapeError([{ pointer, message }]);
}

// Characters as Python sees them (referee/echo.py, referee/cards.py).

// Python's whitespace (str.isspace, and \s in its regular expressions): JavaScript's \s has U+FEFF but not
// U+001C-U+001F or U+0085.
const WS = "\\t\\n\\v\\f\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000";
const SPACE_RUN = new RegExp(`^[${WS}]+|[${WS}]+$`, "gu");
const NOT_PRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}]|(?! )\p{Zs}/u;
const NOT_PRINTABLE_ALL = new RegExp(NOT_PRINTABLE.source, "gu");
const ALPHA = /^\p{L}+$/u;
const ALNUM = /^[\p{L}\p{N}]$/u;

/** Python's str.strip(). */
function strip(text: string): string {
  return text.replace(SPACE_RUN, "");
}

function codePoints(text: string): string[] {
  return Array.from(text);
}

function codePointCount(text: string): number {
  let count = 0;
  for (const _ of text) {
    count += 1;
  }
  return count;
}

function firstCodePoint(text: string): string {
  return String.fromCodePoint(text.codePointAt(0) as number);
}

/** Python's str.isalpha(). */
function isAlpha(text: string): boolean {
  return ALPHA.test(text);
}

/** Python's str.islower(): a cased character, and none upper or title case. */
function isLower(text: string): boolean {
  return /\p{Lowercase}/u.test(text) && !/[\p{Uppercase}\p{Lt}]/u.test(text);
}

function escapeCodePoint(char: string): string {
  const code = char.codePointAt(0) as number;
  return code <= 0xffff ? `\\u${code.toString(16).padStart(4, "0")}` : `\\U${code.toString(16).padStart(8, "0")}`;
}

/** referee.echo.printable: every character Python's str.isprintable() refuses written as its escape. */
function printable(text: string): string {
  return NOT_PRINTABLE.test(text) ? text.replace(NOT_PRINTABLE_ALL, escapeCodePoint) : text;
}

const QUOTE_LIMIT = 24;

/** referee.echo.quote: a short rendering of a bad input, a string in double quotes, anything else as Python's repr
 * writes the JSON value. */
function quote(value: unknown): string {
  const isText = typeof value === "string";
  let text = isText ? value : pythonRepr(value);
  const points = codePoints(text);
  if (points.length > QUOTE_LIMIT) {
    text = points.slice(0, QUOTE_LIMIT).join("") + "…";
  }
  text = printable(text);
  return isText ? `"${text}"` : text;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isNone(value: unknown): value is null | undefined {
  return value === null || value === undefined;
}

/** Python's repr() of a JSON value (None, True, 12, 1.5, 'text', [...], {...}). */
function pythonRepr(value: unknown): string {
  if (isNone(value)) {
    return "None";
  }
  if (typeof value === "boolean") {
    return value ? "True" : "False";
  }
  if (typeof value === "number") {
    return Number.isInteger(value) ? BigInt(value).toString() : pythonFloat(value);
  }
  if (typeof value === "string") {
    return pythonStringRepr(value);
  }
  if (Array.isArray(value)) {
    return `[${value.map(pythonRepr).join(", ")}]`;
  }
  if (isPlainObject(value)) {
    return `{${Object.entries(value)
      .map(([key, item]) => `${pythonStringRepr(key)}: ${pythonRepr(item)}`)
      .join(", ")}}`;
  }
  return String(value);
}

/** repr() of a float: the shortest digits that read back, fixed from 1e-4 up to 1e16, else d.ddde+XX. */
function pythonFloat(value: number): string {
  if (Number.isNaN(value)) {
    return "nan";
  }
  if (!Number.isFinite(value)) {
    return value > 0 ? "inf" : "-inf";
  }
  const [mantissa, exponentText] = Math.abs(value).toExponential().split("e");
  const exponent = Number(exponentText);
  const digits = mantissa.replace(".", "");
  const sign = value < 0 ? "-" : "";
  if (exponent >= -4 && exponent < 16) {
    if (exponent < 0) {
      return `${sign}0.${"0".repeat(-exponent - 1)}${digits}`;
    }
    const whole = digits.padEnd(exponent + 1, "0");
    const fraction = digits.slice(exponent + 1) || "0";
    return `${sign}${whole.slice(0, exponent + 1)}.${fraction}`;
  }
  const shown = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
  const power = `${Math.abs(exponent)}`.padStart(2, "0");
  return `${sign}${shown}e${exponent < 0 ? "-" : "+"}${power}`;
}

/** repr() of a str: single quotes unless it holds one and no double quote; escapes as Python writes them. */
function pythonStringRepr(text: string): string {
  const mark = text.includes("'") && !text.includes('"') ? '"' : "'";
  let written = mark;
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    if (char === mark || char === "\\") {
      written += "\\" + char;
    } else if (char === "\t") {
      written += "\\t";
    } else if (char === "\n") {
      written += "\\n";
    } else if (char === "\r") {
      written += "\\r";
    } else if (code < 0x20 || code === 0x7f) {
      written += `\\x${code.toString(16).padStart(2, "0")}`;
    } else if (code < 0x7f || !NOT_PRINTABLE.test(char)) {
      written += char;
    } else if (code <= 0xff) {
      written += `\\x${code.toString(16).padStart(2, "0")}`;
    } else {
      written += escapeCodePoint(char);
    }
  }
  return written + mark;
}

/** referee.rulings.pointer: a JSON Pointer from its parts, escaped per RFC 6901. */
function pointer(...parts: Array<string | number>): string {
  return parts.map((part) => "/" + printable(String(part)).replaceAll("~", "~0").replaceAll("/", "~1")).join("");
}

// Cards and suits (referee/cards.py): every spelling the API takes, canonical or lower case, 10 for T, the suit
// glyphs.

const RANKS = "23456789TJQKA";
const SUITS = "SHDC";
const SUIT_GLYPHS: Record<string, string> = { S: "♠", H: "♥", D: "♦", C: "♣" };
const RANK_RULE = "rank must be one of 2-9, T (or 10), J, Q, K, A";
const SUIT_RULE = "suit must be one of S, H, D, C (or ♠ ♥ ♦ ♣)";

const SUIT_LOOKUP = new Map<string, string>();
for (const suit of SUITS) {
  for (const spelling of [suit, suit.toLowerCase(), SUIT_GLYPHS[suit]]) {
    SUIT_LOOKUP.set(spelling, suit);
  }
}
const RANK_LOOKUP = new Map<string, string>();
for (const rank of RANKS) {
  RANK_LOOKUP.set(rank, rank);
  RANK_LOOKUP.set(rank.toLowerCase(), rank);
}
RANK_LOOKUP.set("10", "T");
const CARD_LOOKUP = new Map<string, string>();
for (const [rankText, rank] of RANK_LOOKUP) {
  for (const [suitText, suit] of SUIT_LOOKUP) {
    CARD_LOOKUP.set(rankText + suitText, rank + suit);
  }
}

function cardOf(token: unknown): string | null {
  return typeof token === "string" ? (CARD_LOOKUP.get(token) ?? null) : null;
}

/** referee.cards.why_not_a_card: the one clear reason `value` is not a card. */
function whyNotACard(value: unknown): string {
  if (typeof value !== "string") {
    return `${quote(value)} is not a card: a card is a string such as "TH" or "10♥"`;
  }
  const points = codePoints(value);
  const rankText = points.slice(0, -1).join("");
  const suitText = points.slice(-1).join("");
  if (!SUIT_LOOKUP.has(suitText)) {
    return `${quote(value)} is not a card: ${SUIT_RULE}`;
  }
  if (!RANK_LOOKUP.has(rankText)) {
    return `${quote(value)} is not a card: ${RANK_RULE}`;
  }
  return `${quote(value)} is not a card: write the rank then the suit, such as "TH"`;
}

// The games (referee/notation/layout.py, exported to layout.json).

type Field = { name: string; kind: string; label: string; isSection: boolean };
type Converter = (text: string) => unknown;

type GameLayout = {
  game: string;
  name: string;
  fields: Field[];
  tags: Field[];
  sections: Field[];
  players: number | null;
  actions: Map<string, string | null>;
  standards: string[];
  reportedTypes: string[];
  byLabel: Map<string, Field>;
  sectionsByLabel: Map<string, Field>;
  sectionNames: Set<string>;
  tagReaders: Map<string, { key: string; convert: Converter; field: Field }>;
};

type ExportedLayout = {
  fields: Array<[string, string, string]>;
  players: number | null;
  actions: Record<string, string | null>;
  standards: string[];
  reported_types: string[];
};

const SECTION_KINDS = ["hands", "cards", "bids", "discards", "plays", "actions", "reported", "claim"];

/** A tag or section name as it is matched: case, underscores and hyphens ignored. */
function squash(label: string): string {
  return label.toLowerCase().replaceAll("_", "").replaceAll("-", "");
}

const DESCRIPTIVE_TAGS = [
  "Event",
  "Site",
  "Date",
  "Round",
  "Names",
  "Scorer",
  "Annotator",
  "ServerSeed",
  "ClientSeeds",
  "Commitment",
  "Result",
];
const DESCRIPTIVE = new Map(DESCRIPTIVE_TAGS.map((name) => [squash(name), name]));
const OWN_TAG_PREFIX = "X-";

/** A tag of the recorder's own: its name begins X- (in any case). */
function isOwnTag(name: string): boolean {
  return codePoints(name).slice(0, 2).join("").toUpperCase() === OWN_TAG_PREFIX;
}

const BOOLEANS = new Map([
  ["yes", true],
  ["no", false],
  ["true", true],
  ["false", false],
]);
const NULL = "-";
const PASS = "pass";
const TAKES = "takes";
const CONCEDED = new Map([
  ["conceded", true],
  ["contested", false],
]);

class Refused extends Error {}

// Numbers a record can mean: a longer one is refused (as not a number) rather than read at any cost.
const INTEGER = /^-?[0-9]{1,18}$/;

/** A whole number in ASCII digits (at most 18), with a minus sign if negative. */
function integer(text: string): number {
  const digits = strip(text);
  if (!INTEGER.test(digits)) {
    throw new Refused(text);
  }
  return Number(digits) + 0; // + 0: "-0" is 0, as Python's int("-0")
}

function integers(text: string): number[] {
  return strip(text)
    .split(new RegExp(`[${WS},]+`, "u"))
    .filter((part) => part)
    .map(integer);
}

/** Sides of seats, a comma between them: none for no text, never a side of no seats (two commas together, or one at
 * either end). */
function sides(text: string): number[][] {
  const found = strip(text) ? text.split(",").map(integers) : [];
  if (found.some((side) => !side.length)) {
    throw new Refused(text);
  }
  return found;
}

function lookup(table: Map<string, unknown>): Converter {
  return (text) => {
    const found = table.get(text);
    if (found === undefined) {
      throw new Refused(text);
    }
    return found;
  };
}

const CONVERTERS: Record<string, Converter> = {
  text: (text) => text,
  int: integer,
  bool: (text) => lookup(BOOLEANS)(strip(text).toLowerCase()),
  card: (text) => lookup(CARD_LOOKUP)(strip(text)),
  suit: (text) => lookup(SUIT_LOOKUP)(strip(text)),
  ints: integers,
  sides,
};

// What each kind of tag takes, in the words of a fault.
const TAKES_WORDS: Record<string, string> = {
  text: "text",
  int: 'a whole number, such as "0"',
  "int?": 'a whole number, or "-" for none',
  bool: '"yes" or "no"',
  card: 'a card, such as "QS" or "10♥"',
  suit: "a suit: S, H, D or C (or ♠ ♥ ♦ ♣)",
  "suit?": 'a suit: S, H, D or C (or ♠ ♥ ♦ ♣), or "-" for none',
  ints: 'whole numbers, such as "0 12 5"',
  sides: 'seat numbers, a comma between sides, such as "0 2, 1 3"',
};

function buildLayout(game: string, exported: ExportedLayout, name: string): GameLayout {
  const fields = exported.fields.map(([fieldName, kind, label]) => ({
    name: fieldName,
    kind,
    label,
    isSection: SECTION_KINDS.includes(kind),
  }));
  const tags = fields.filter((field) => !field.isSection);
  const sections = fields.filter((field) => field.isSection);
  const tagReaders = new Map<string, { key: string; convert: Converter; field: Field }>();
  for (const field of tags) {
    const kind = field.kind.replace(/\?+$/, "");
    const plain = CONVERTERS[kind];
    const convert: Converter = kind === field.kind ? plain : (text) => (strip(text) === NULL ? null : plain(text));
    const reader = { key: field.name, convert, field };
    tagReaders.set(field.label, reader);
    tagReaders.set(squash(field.label), reader);
  }
  return {
    game,
    name,
    fields,
    tags,
    sections,
    players: exported.players,
    actions: new Map(Object.entries(exported.actions)),
    standards: exported.standards,
    reportedTypes: exported.reported_types,
    byLabel: new Map(fields.map((field) => [squash(field.label), field])),
    sectionsByLabel: new Map(sections.map((field) => [field.label, field])),
    sectionNames: new Set(sections.map((field) => squash(field.label))),
    tagReaders,
  };
}

const EXPORTED = layoutJson as unknown as Record<string, ExportedLayout>;
const NAMES = namesJson as unknown as Record<string, string>;
const GAMES_WITH_RECORDS = Object.keys(EXPORTED);
const LAYOUTS = new Map(GAMES_WITH_RECORDS.map((game) => [game, buildLayout(game, EXPORTED[game], NAMES[game])]));
// The game tag a fault shows as an example: the first game of the registry's.
const GAME_TAG = `[Game "${GAMES_WITH_RECORDS[0]}"]`;

function layoutOf(game: string): GameLayout {
  return LAYOUTS.get(game) as GameLayout;
}

// The tokens (referee/notation/reading.py's _TOKEN): a whole tag pair is one token; then labels (a seat "2:" or a
// trick "3."), a quoted value outside a tag, a comment, a bracket, a word, or any other single character.

class Tag {
  constructor(
    readonly name: string,
    readonly value: string,
  ) {}
}

type Token = string | Tag;
const END = ""; // after the last token, so reading never runs off the list

const QUOTED = '"(?:[^"\\\\\\r\\n]|\\\\["\\\\])*"';
const TOKEN = new RegExp(
  `\\[[${WS}]*([A-Za-z][A-Za-z0-9_-]*)[${WS}]*"((?:[^"\\\\\\r\\n]|\\\\["\\\\])*)"[${WS}]*\\]` +
    `|([0-9]+[ \\t]*[:.]|${QUOTED}|;[^\\n]*|\\{[^}]*\\}|[\\[\\]]|[^${WS}\\[\\]{};":]+|[^${WS}])`,
  "gu",
);
// A seat or trick label: its number at most 18 digits (a longer one is no label).
const LABEL = /^([0-9]{1,18})[ \t]*[:.]$/;
const TAG_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;

function unescape(value: string): string {
  return value.includes("\\") ? value.replaceAll('\\"', '"').replaceAll("\\\\", "\\") : value;
}

/** Every token of `text` but comments, and the offset (in UTF-16 units) each begins at. */
function tokensOf(text: string): { tokens: Token[]; offsets: number[] } {
  const tokens: Token[] = [];
  const offsets: number[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const [, name, value, other] = match;
    if (name !== undefined) {
      tokens.push(new Tag(name, unescape(value)));
      offsets.push(match.index);
    } else if (!(other[0] === ";" || (other[0] === "{" && other.length > 1))) {
      tokens.push(other);
      offsets.push(match.index);
    }
  }
  tokens.push(END);
  return { tokens, offsets };
}

/** The line and column (both from 1, the column in code points) of an offset in UTF-16 units. */
function lineAndColumn(text: string, offset: number): [number, number] {
  let line = 1;
  let start = 0;
  for (let at = text.indexOf("\n"); at !== -1 && at < offset; at = text.indexOf("\n", at + 1)) {
    line += 1;
    start = at + 1;
  }
  return [line, codePointCount(text.slice(start, offset)) + 1];
}

function describe(token: Token): string {
  if (token instanceof Tag) {
    return `the tag ${token.name}`;
  }
  return token === END ? "the end of the text" : quote(token);
}

// A label's number is a bigint, exact as Python's int is: up to 18 digits, past what a JavaScript number holds exactly
// (2 ** 53). The seats counted round the table from it, and the faults that name it, are Python's; only the number
// itself, put in the JSON record, is the nearest JavaScript number.
function labelOf(token: Token, mark: string): bigint | null {
  if (typeof token !== "string" || !token.endsWith(mark)) {
    return null;
  }
  const match = LABEL.exec(token);
  return match ? BigInt(match[1]) : null;
}

/** The seat a label such as "2:" names; null for any other token. */
function seatOf(token: Token): bigint | null {
  return labelOf(token, ":");
}

/** The trick a label such as "3." names; null for any other token. */
function trickOf(token: Token): bigint | null {
  return labelOf(token, ".");
}

/** A word as keywords are matched (any case); "" for a tag. */
function word(token: Token): string {
  return typeof token === "string" ? token.toLowerCase() : "";
}

class Fault {
  constructor(
    readonly at: number,
    readonly message: string,
  ) {}
}

type Moves = Array<Record<string, unknown>>;

class Reader {
  at = 0;
  readonly cards: Array<string | null>;
  sections: Set<string> = new Set();
  // The record's Players tag as written, exact (its digits): the table's size, which seats are counted round.
  players: bigint | null = null;

  constructor(
    readonly tokens: Token[],
    readonly game: string | undefined,
  ) {
    this.cards = tokens.map(cardOf);
  }

  fault(message: string, at?: number): Fault {
    return new Fault(at === undefined ? this.at : at, message);
  }

  expected(what: string): Fault {
    const token = this.tokens[this.at];
    if (token === "{") {
      return this.fault("this comment is never closed: end it with }");
    }
    if (token === '"') {
      return this.fault('a quoted value belongs in a tag, such as [Event "Club night"], and ends on its line');
    }
    let found = describe(token);
    if (typeof token === "string") {
      const points = codePoints(token);
      if (
        points.length >= 2 &&
        points.length <= 3 &&
        ALNUM.test(points[0]) &&
        !":.".includes(points[points.length - 1])
      ) {
        found += ` (${whyNotACard(token)})`;
      }
    }
    return this.fault(`expected ${what}, found ${found}`);
  }

  nextNonCard(at: number): number {
    while (this.cards[at] !== null) {
      at += 1;
    }
    return at;
  }

  // The records, and each record's tags.

  records(): Notated[] {
    const found: Notated[] = [];
    while (this.tokens[this.at] !== END) {
      found.push(this.record());
    }
    if (!found.length) {
      throw this.expected(`a record, which begins with its game tag, such as ${GAME_TAG}`);
    }
    return found;
  }

  onlyRecord(): Notated {
    const notated = this.record();
    if (this.tokens[this.at] !== END) {
      throw this.fault(
        "expected the end of the record: send one record at a time here (a file of several goes to " +
          "referee convert, or to a batch)",
      );
    }
    return notated;
  }

  record(): Notated {
    const first = this.tokens[this.at];
    if (!(first instanceof Tag)) {
      if (first === "[") {
        throw this.tagFault();
      }
      throw this.expected(`a record, which begins with its game tag, such as ${GAME_TAG}`);
    }
    if (squash(first.name) !== "game") {
      throw this.fault(`expected the game tag first, such as ${GAME_TAG}, found the tag ${first.name}`);
    }
    const game = first.value;
    if (!GAMES_WITH_RECORDS.includes(game)) {
      throw this.fault(
        `there is no game ${quote(game)} with records: the games are ${GAMES_WITH_RECORDS.join(", ")}`,
      );
    }
    if (this.game !== undefined && game !== this.game) {
      throw this.fault(`this record is of ${game}, but it was sent to ${this.game}`);
    }
    this.at += 1;
    const notated: Notated = { game, record: {}, tags: {} };
    const gameLayout = layoutOf(game);
    this.sections = gameLayout.sectionNames;
    this.players = null;
    const record = notated.record;
    for (;;) {
      const token = this.tokens[this.at];
      if (!(token instanceof Tag)) {
        if (token === "[") {
          throw this.tagFault();
        }
        break;
      }
      let reader = gameLayout.tagReaders.get(token.name);
      if (reader === undefined) {
        if (squash(token.name) === "game") {
          return notated; // the next record, with no sections in this one
        }
        reader = gameLayout.tagReaders.get(squash(token.name));
        if (reader === undefined) {
          this.descriptiveTag(gameLayout, notated, token.name, token.value);
          continue;
        }
      }
      if (Object.hasOwn(record, reader.key)) {
        throw this.fault(`the tag ${reader.field.label} is given twice in this record`);
      }
      try {
        record[reader.key] = reader.convert(token.value);
        if (reader.key === "players" && typeof record.players === "number") {
          this.players = BigInt(strip(token.value));
        }
      } catch (error) {
        if (!(error instanceof Refused)) {
          throw error;
        }
        throw this.fault(`${reader.field.label} takes ${TAKES_WORDS[reader.field.kind]}, not ${quote(token.value)}`);
      }
      this.at += 1;
    }
    const seen = new Set<string>();
    while (this.tokens[this.at] !== END && !(this.tokens[this.at] instanceof Tag)) {
      this.section(gameLayout, notated, seen);
    }
    return notated;
  }

  /** Why the tag that opens with the [ here is not one. */
  tagFault(): Fault {
    this.at += 1;
    const name = this.tokens[this.at];
    if (name instanceof Tag || !TAG_NAME.test(name)) {
      return this.expected('a tag name after [, such as [Dealer "0"]');
    }
    this.at += 1;
    const value = this.tokens[this.at];
    if (value === '"') {
      return this.fault('this quoted value is not closed on its line: end it with "]');
    }
    if (value instanceof Tag || !value.startsWith('"')) {
      return this.expected(`the value of ${name} in double quotes, such as [${name} "0"]`);
    }
    this.at += 1;
    return this.expected(`] to close the tag ${name}`);
  }

  descriptiveTag(gameLayout: GameLayout, notated: Notated, name: string, value: string): void {
    const key = squash(name);
    const field = gameLayout.byLabel.get(key);
    if (field !== undefined) {
      throw this.fault(`${field.label} is a section, not a tag: write it after the tags`);
    }
    if (!DESCRIPTIVE.has(key) && !isOwnTag(name)) {
      throw this.fault(
        `${gameLayout.name} has no tag ${quote(name)}: its tags are ` +
          `${gameLayout.tags.map((tag) => tag.label).join(", ")}, and for people ` +
          `${DESCRIPTIVE_TAGS.join(", ")}, or a tag of your own beginning ${OWN_TAG_PREFIX}`,
      );
    }
    const label = DESCRIPTIVE.get(key) ?? name;
    if (Object.hasOwn(notated.tags, label)) {
      throw this.fault(`the tag ${label} is given twice in this record`);
    }
    notated.tags[label] = value;
    this.at += 1;
  }

  // The sections.

  section(gameLayout: GameLayout, notated: Notated, seen: Set<string>): void {
    const name = this.tokens[this.at] as string;
    if (name === "[") {
      throw this.tagFault();
    }
    let field = gameLayout.sectionsByLabel.get(name);
    if (field === undefined && TAG_NAME.test(name)) {
      field = gameLayout.byLabel.get(squash(name));
    }
    if (field === undefined || !field.isSection) {
      if (field !== undefined) {
        throw this.fault(`${field.label} is a tag: write it as [${field.label} "…"] before the sections`);
      }
      const names = gameLayout.sections.map((section) => section.label).join(", ");
      throw this.expected(`a section (${names}) or the next record's [Game] tag`);
    }
    if (seen.has(field.name)) {
      throw this.fault(`the section ${field.label} is given twice in this record`);
    }
    seen.add(field.name);
    this.at += 1;
    notated.record[field.name] = this.readSection(gameLayout, notated.record, field);
  }

  readSection(gameLayout: GameLayout, record: Record<string, unknown>, field: Field): unknown {
    switch (field.kind) {
      case "hands":
        return this.readHands(field);
      case "cards":
        return this.readCards();
      case "bids":
        return this.readBids(gameLayout, record);
      case "discards":
        return this.readDiscards();
      case "plays":
        return this.moves(gameLayout, record, false);
      case "actions":
        return this.moves(gameLayout, record, true);
      case "reported":
        return this.readReported(gameLayout);
      default:
        return this.readClaim(gameLayout);
    }
  }

  atSectionEnd(): boolean {
    const token = this.tokens[this.at];
    if (token instanceof Tag || token === END || token === "[") {
      return true;
    }
    return isAlpha(firstCodePoint(token)) && this.sections.has(squash(token));
  }

  seatLabel(what: string): number {
    const seat = seatOf(this.tokens[this.at]);
    if (seat === null) {
      throw this.expected(what);
    }
    this.at += 1;
    return Number(seat);
  }

  /** The cards from here to the first token that is not one; "-" alone for none. */
  cardsUntil(): string[] {
    const at = this.at;
    if (this.tokens[at] === NULL) {
      this.at = at + 1;
      return [];
    }
    const end = this.nextNonCard(at);
    this.at = end;
    return this.cards.slice(at, end) as string[];
  }

  readHands(field: Field): string[][] {
    const tokens = this.tokens;
    const hands: string[][] = [];
    let at = this.at;
    for (;;) {
      const seat = seatOf(tokens[at]);
      if (seat === null) {
        break;
      }
      if (seat !== BigInt(hands.length)) {
        this.at = at;
        throw this.fault(
          `expected seat ${hands.length}'s cards next (${hands.length}:), found seat ${seat}'s: ` +
            `write ${field.label} seat by seat from 0`,
        );
      }
      if (tokens[at + 1] === NULL) {
        hands.push([]);
        at += 2;
      } else {
        const end = this.nextNonCard(at + 1);
        hands.push(this.cards.slice(at + 1, end) as string[]);
        at = end;
      }
    }
    this.at = at;
    if (!this.atSectionEnd()) {
      const what = hands.length ? "a card, the next seat's cards (such as 1:)" : "seat 0's cards, beginning 0:";
      throw this.expected(`${what}, a section or the next record`);
    }
    return hands;
  }

  endOfEntry(what: string): void {
    if (seatOf(this.tokens[this.at]) === null && !this.atSectionEnd()) {
      throw this.expected(what);
    }
  }

  readCards(): string[] {
    const cards = this.cardsUntil();
    if (!this.atSectionEnd()) {
      throw this.expected("a card, a section or the next record");
    }
    return cards;
  }

  /** The table's size, exact: the record's Players tag as written (its digits), else the game's. */
  tableSize(record: Record<string, unknown>, gameLayout: GameLayout): bigint | null {
    const given = Object.hasOwn(record, "players");
    const players = given ? record.players : gameLayout.players;
    if (!(typeof players === "number" && Number.isInteger(players) && players > 0)) {
      return null;
    }
    return given && this.players !== null ? this.players : BigInt(players);
  }

  readBids(gameLayout: GameLayout, record: Record<string, unknown>): Moves {
    const size = this.tableSize(record, gameLayout);
    const bids: Moves = [];
    let seat: bigint | null = null;
    while (!this.atSectionEnd()) {
      const token = this.tokens[this.at] as string;
      const labelled = seatOf(token);
      if (labelled !== null) {
        seat = labelled;
        this.at += 1;
        continue;
      }
      if (seat === null) {
        throw this.expected("the seat that bids, such as 1:");
      }
      let bid: number | string | null;
      if (INTEGER.test(token)) {
        bid = Number(token) + 0;
      } else if (isAlpha(token)) {
        bid = token.toLowerCase() === PASS ? null : token.toLowerCase();
      } else {
        throw this.expected("a bid: a number, pass, or a word the game takes (such as hold)");
      }
      bids.push({ seat: Number(seat), bid });
      this.at += 1;
      seat = size !== null ? (seat + 1n) % size : null;
    }
    return bids;
  }

  readDiscards(): Moves {
    const discards: Moves = [];
    while (!this.atSectionEnd()) {
      const seat = this.seatLabel("the seat that discards, such as 1:");
      const entry: Record<string, unknown> = { seat, cards: this.cardsUntil() };
      if (word(this.tokens[this.at]) === TAKES) {
        this.at += 1;
        entry.takes = this.cardsUntil();
      }
      discards.push(entry);
      this.endOfEntry("a card, takes, the next seat's discard (such as 2:), a section or the next record");
    }
    return discards;
  }

  /** The play trick by trick: "3." before a trick, "2:" before the card of seat 2, each card after it played by the
   * next seat round the table; a game's other actions (Forty-Five's rob) where they came. */
  moves(gameLayout: GameLayout, record: Record<string, unknown>, typed: boolean): Moves {
    const size = this.tableSize(record, gameLayout);
    const tokens = this.tokens;
    const cards = this.cards;
    const actions = gameLayout.actions;
    const moves: Moves = [];
    let seat: bigint | null = null;
    let labelled = false;
    let played = 0;
    let at = this.at;
    for (;;) {
      const token = tokens[at];
      if (cards[at] !== null) {
        // A run of cards, each played by the seat after the last's.
        const end = this.nextNonCard(at);
        if (seat === null || (size === null && end - at > 1)) {
          this.at = seat === null ? at : at + 1;
          throw this.fault(`expected the seat that plays ${cards[this.at]} before it, such as 0:`);
        }
        // The first card's seat as written (a seat past the table is the record's to refuse), each next one round
        // the table from it.
        for (let index = 0; index < end - at; index++) {
          const player = Number(index ? (seat + BigInt(index)) % (size as bigint) : seat);
          const card = cards[at + index];
          moves.push(typed ? { type: "play", seat: player, card } : { seat: player, card });
        }
        played += end - at;
        seat = size !== null ? (seat + BigInt(end - at)) % size : null;
        labelled = false;
        at = end;
        continue;
      }
      const number = seatOf(token);
      if (number !== null) {
        seat = number;
        labelled = true;
        at += 1;
        continue;
      }
      this.at = at;
      const trick = trickOf(token);
      if (trick !== null) {
        const count = BigInt(played);
        if (size !== null && (count % size || trick !== count / size + 1n)) {
          const expected = count % size === 0n ? `trick ${count / size + 1n}` : "the rest of this trick";
          throw this.fault(
            `this is card ${played + 1} of the play, which belongs to ${expected}, not trick ${trick}: ` +
              `a trick has ${size} cards`,
          );
        }
        seat = null;
        labelled = false;
        at += 1;
        continue;
      }
      const kind = word(token);
      if (typed && actions.has(kind)) {
        const move: Record<string, unknown> = { type: kind };
        if (labelled) {
          move.seat = Number(seat);
        }
        at += 1;
        const cardKey = actions.get(kind);
        if (cardKey) {
          const card = cards[at];
          if (card === null) {
            this.at = at;
            throw this.expected(`the card of ${kind}`);
          }
          move[cardKey] = card;
          at += 1;
        }
        moves.push(move);
        labelled = false;
        continue;
      }
      if (labelled) {
        throw this.expected(`a card after ${seat}:` + (typed ? ` or one of ${[...actions.keys()].join(", ")}` : ""));
      }
      if (this.atSectionEnd()) {
        return moves;
      }
      const words = typed ? `, or one of ${[...actions.keys()].join(", ")}` : "";
      throw this.expected(`a card, a seat such as 0:, a trick number such as 2.${words}, or a section`);
    }
  }

  readReported(gameLayout: GameLayout): Moves {
    const facts: Moves = [];
    while (!this.atSectionEnd()) {
      const trick = trickOf(this.tokens[this.at]);
      if (trick === null) {
        throw this.expected("the trick a fact happened in, such as 3.");
      }
      if (trick < 1n) {
        throw this.fault("tricks are numbered from 1");
      }
      this.at += 1;
      const seat = this.seatLabel("the seat, such as 1:");
      const kind = word(this.tokens[this.at]);
      if (!gameLayout.reportedTypes.includes(kind)) {
        throw this.expected(`what happened: ${gameLayout.reportedTypes.join(", ")}`);
      }
      this.at += 1;
      const card = cardOf(this.tokens[this.at]);
      if (card === null) {
        throw this.expected("the card");
      }
      this.at += 1;
      facts.push({ type: kind, seat, card, trick: Number(trick - 1n) });
    }
    return facts;
  }

  readClaim(gameLayout: GameLayout): Record<string, unknown> {
    const seat = this.seatLabel("the seat that claims, such as 0:");
    const claim: Record<string, unknown> = { seat };
    let said = word(this.tokens[this.at]);
    if (gameLayout.standards.includes(said)) {
      claim.standard = said;
      this.at += 1;
      said = word(this.tokens[this.at]);
    }
    const conceded = CONCEDED.get(said);
    if (conceded !== undefined) {
      claim.conceded = conceded;
      this.at += 1;
    }
    if (this.tokens[this.at] === NULL || cardOf(this.tokens[this.at]) !== null) {
      claim.line = this.cardsUntil();
    }
    if (!this.atSectionEnd()) {
      const standards = gameLayout.standards.join(", ");
      throw this.expected(
        `the claim's standard (${standards}), conceded or contested, its line of cards, or a section`,
      );
    }
    return claim;
  }
}

function read<T>(text: string, game: string | undefined, reading: (reader: Reader) => T): T {
  const { tokens, offsets } = tokensOf(text);
  try {
    return reading(new Reader(tokens, game));
  } catch (error) {
    if (!(error instanceof Fault)) {
      throw error;
    }
    const offset = error.at < offsets.length ? offsets[error.at] : text.length;
    const [line, column] = lineAndColumn(text, offset);
    throw new NotationError(error.message, line, column);
  }
}

/** Every record in `text`, in order; with `game`, each must be of that game. NotationError on any fault. */
export function readRecords(text: string, game?: string): Notated[] {
  return read(text, game, (reader) => reader.records());
}

/** The one record `text` holds: NotationError if it holds none, or more than one. */
export function readRecord(text: string, game?: string): Notated {
  return read(text, game, (reader) => reader.onlyRecord());
}

// Writing, in the one canonical form (referee/notation/writing.py).

type Where = Array<string | number>;

// The reader takes numbers of at most 18 digits: the writer writes no other (as Python's writer).
const NUMBER_LIMIT = 1e18;

function isInt(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && Math.abs(value) < NUMBER_LIMIT;
}

/** An integer as Python's str() writes it: every digit. */
function digits(value: number): string {
  return BigInt(value).toString();
}

function escapeTag(value: string): string {
  return value.replaceAll("\\", "\\\\").replaceAll('"', '\\"');
}

function tag(label: string, value: string): string {
  return `[${label} "${escapeTag(value)}"]`;
}

/** Python's truth of a value (tags or {}): an empty list or object is false too. */
function pythonTruthy(value: unknown): boolean {
  if (Array.isArray(value)) {
    return value.length > 0;
  }
  if (isPlainObject(value)) {
    return Object.keys(value).length > 0;
  }
  return Boolean(value);
}

function descriptive(tags: unknown): string[] {
  if (!isPlainObject(tags)) {
    throw refuse("/tags", "tags is an object of tag names and their text");
  }
  for (const [name, value] of Object.entries(tags)) {
    if (!DESCRIPTIVE_TAGS.includes(name) && !isOwnTag(name)) {
      throw refuse(
        pointer("tags", name),
        `${quote(name)} is not a descriptive tag: they are ${DESCRIPTIVE_TAGS.join(", ")}, or a tag of your own ` +
          `beginning ${OWN_TAG_PREFIX}`,
      );
    }
    if (typeof value !== "string" || value.includes("\n") || value.includes("\r")) {
      throw refuse(pointer("tags", name), "a tag's value is text on one line");
    }
  }
  const ordered = [
    ...DESCRIPTIVE_TAGS.filter((name) => Object.hasOwn(tags, name)),
    ...Object.keys(tags).filter(isOwnTag),
  ];
  return ordered.map((name) => tag(name, tags[name] as string));
}

function card(value: unknown, where: Where): string {
  const found = cardOf(value);
  if (found === null) {
    throw refuse(pointer(...where), `${quote(value)} is not a card`);
  }
  return found;
}

function cards(value: unknown, where: Where): string {
  if (!Array.isArray(value)) {
    throw refuse(pointer(...where), "expected a list of cards");
  }
  return value.map((item, index) => card(item, [...where, index])).join(" ") || NULL;
}

function seat(value: unknown, where: Where): number {
  if (!isInt(value) || value < 0) {
    throw refuse(pointer(...where), `${quote(value)} is not a seat`);
  }
  return value;
}

function tagValue(field: Field, value: unknown): string {
  const where = [field.name];
  if (isNone(value) && field.kind.endsWith("?")) {
    return NULL;
  }
  const kind = field.kind.replace(/\?+$/, "");
  if (kind === "text" && typeof value === "string" && !value.includes("\n") && !value.includes("\r")) {
    return value;
  }
  if (kind === "int" && isInt(value)) {
    return digits(value);
  }
  if (kind === "bool" && typeof value === "boolean") {
    return value ? "yes" : "no";
  }
  if (kind === "card") {
    return card(value, where);
  }
  if (kind === "suit" && typeof value === "string" && SUIT_LOOKUP.has(value)) {
    return SUIT_LOOKUP.get(value) as string;
  }
  if (kind === "ints" && Array.isArray(value) && value.every(isInt)) {
    return value.map(digits).join(" ");
  }
  if (
    kind === "sides" &&
    Array.isArray(value) &&
    value.every((side) => Array.isArray(side) && side.length > 0 && side.every(isInt))
  ) {
    return value.map((side: number[]) => side.map(digits).join(" ")).join(", ");
  }
  throw refuse(pointer(...where), `${quote(value)} is not a value ${field.label} takes (${field.kind})`);
}

function items(value: unknown, field: Field, shape: string): Array<Record<string, unknown>> {
  if (!Array.isArray(value)) {
    throw refuse(pointer(field.name), `${field.name} is a list`);
  }
  value.forEach((item, index) => {
    if (!isPlainObject(item)) {
      throw refuse(pointer(field.name, index), `each item of ${field.name} is an object: ${shape}`);
    }
  });
  return value;
}

function requireKeys(item: Record<string, unknown>, keys: string[], optional: string[], where: Where, shape: string) {
  if (
    keys.some((key) => !Object.hasOwn(item, key)) ||
    Object.keys(item).some((key) => !keys.includes(key) && !optional.includes(key))
  ) {
    throw refuse(pointer(...where), `expected ${shape}`);
  }
}

function writeHands(field: Field, value: unknown): string[] {
  if (!Array.isArray(value)) {
    throw refuse(pointer(field.name), "expected a list of cards for each seat");
  }
  return value.map((hand, index) => `${index}: ${cards(hand, [field.name, index])}`);
}

/** A word the reader takes as the start of a section (so it cannot be written as a bid). */
function isSectionName(said: string, gameLayout: GameLayout): boolean {
  return gameLayout.sectionNames.has(squash(said));
}

function writeBids(field: Field, value: unknown, gameLayout: GameLayout): string[] {
  const written: string[] = [];
  items(value, field, '{"seat": 1, "bid": 20}').forEach((item, index) => {
    const where = [field.name, index];
    requireKeys(item, ["seat", "bid"], [], where, 'a bid such as {"seat": 1, "bid": 20}');
    const bid = item.bid;
    let said: string;
    if (isNone(bid)) {
      said = PASS;
    } else if (isInt(bid)) {
      said = digits(bid);
    } else if (
      typeof bid === "string" &&
      isAlpha(bid) &&
      isLower(bid) &&
      bid !== PASS &&
      !isSectionName(bid, gameLayout)
    ) {
      said = bid;
    } else {
      throw refuse(pointer(...where, "bid"), `${quote(bid)} is not a bid: a number, null or a word`);
    }
    written.push(`${seat(item.seat, [...where, "seat"])}: ${said}`);
  });
  return written.length ? [written.join(" ")] : [];
}

function writeDiscards(field: Field, value: unknown): string[] {
  return items(value, field, '{"seat": 1, "cards": ["2C"]}').map((item, index) => {
    const where = [field.name, index];
    requireKeys(item, ["seat", "cards"], ["takes"], where, 'a discard such as {"seat": 1, "cards": ["2C"]}');
    let line = `${seat(item.seat, [...where, "seat"])}: ${cards(item.cards, [...where, "cards"])}`;
    if (Object.hasOwn(item, "takes")) {
      line += ` ${TAKES} ${cards(item.takes, [...where, "takes"])}`;
    }
    return line;
  });
}

function tableSize(record: Record<string, unknown>, gameLayout: GameLayout): number | null {
  const players = Object.hasOwn(record, "players") ? record.players : gameLayout.players;
  return isInt(players) && players > 0 ? players : null;
}

/** Trick by trick, a line each: its number, its leader, and each card after the first labelled with its seat only
 * where that is not the next seat round the table (as the reader counts them). */
function writeMoves(field: Field, value: unknown, record: Record<string, unknown>, gameLayout: GameLayout): string[] {
  const typed = field.kind === "actions";
  const size = tableSize(record, gameLayout);
  const lines: string[] = [];
  let words: string[] = [];
  // The seat the reader counts next, exact (as Python's int) where the seats pass 2 ** 53.
  let next: bigint | null = null;
  let played = 0;
  items(value, field, '{"seat": 2, "card": "AH"}').forEach((item, index) => {
    const where = [field.name, index];
    const kind: unknown = typed ? (Object.hasOwn(item, "type") ? item.type : "play") : "play";
    if (kind === "play") {
      const keys = typed ? ["type", "seat", "card"] : ["seat", "card"];
      requireKeys(item, keys, [], where, 'a play such as {"seat": 2, "card": "AH"}');
      if (size && played % size === 0) {
        if (words.length) {
          lines.push(words.join(" "));
        }
        words = [`${Math.floor(played / size) + 1}.`];
        next = null;
      }
      const player = BigInt(seat(item.seat, [...where, "seat"]));
      if (player !== next) {
        words.push(`${player}:`);
      }
      words.push(card(item.card, [...where, "card"]));
      played += 1;
      next = size ? (player + 1n) % BigInt(size) : null;
      return;
    }
    if (typeof kind !== "string" || !gameLayout.actions.has(kind)) {
      throw refuse(pointer(...where, "type"), `${quote(kind)} is not an action of this game`);
    }
    const cardKey = gameLayout.actions.get(kind);
    requireKeys(item, cardKey ? ["type", cardKey] : ["type"], ["seat"], where, `a ${kind} action`);
    if (Object.hasOwn(item, "seat")) {
      next = BigInt(seat(item.seat, [...where, "seat"]));
      words.push(`${next}:`);
    }
    words.push(kind);
    if (cardKey) {
      words.push(card(item[cardKey], [...where, cardKey]));
    }
  });
  if (words.length) {
    lines.push(words.join(" "));
  }
  return lines;
}

function writeReported(field: Field, value: unknown, gameLayout: GameLayout): string[] {
  const shape = '{"type": "exposure", "seat": 1, "card": "AS", "trick": 2}';
  return items(value, field, shape).map((item, index) => {
    const where = [field.name, index];
    requireKeys(item, ["type", "seat", "card", "trick"], [], where, `a fact such as ${shape}`);
    const trick = item.trick;
    const kind = item.type;
    if (!isInt(trick) || trick < 0 || trick + 1 >= NUMBER_LIMIT) {
      throw refuse(pointer(...where, "trick"), `${quote(trick)} is not a trick number`);
    }
    if (typeof kind !== "string" || !gameLayout.reportedTypes.includes(kind)) {
      throw refuse(pointer(...where, "type"), `${quote(kind)} is not a fact this game takes`);
    }
    const who = seat(item.seat, [...where, "seat"]);
    return `${BigInt(trick) + 1n}. ${digits(who)}: ${kind} ${card(item.card, [...where, "card"])}`;
  });
}

function writeClaim(field: Field, value: unknown, gameLayout: GameLayout): string[] {
  const where = [field.name];
  if (!isPlainObject(value)) {
    throw refuse(pointer(...where), 'a claim is an object such as {"seat": 0}');
  }
  requireKeys(value, ["seat"], ["standard", "conceded", "line"], where, 'a claim such as {"seat": 0}');
  const words = [`${digits(seat(value.seat, [...where, "seat"]))}:`];
  if (Object.hasOwn(value, "standard")) {
    const standard = value.standard;
    if (typeof standard !== "string" || !gameLayout.standards.includes(standard)) {
      throw refuse(pointer(...where, "standard"), `${quote(standard)} is not a standard`);
    }
    words.push(standard);
  }
  if (Object.hasOwn(value, "conceded")) {
    if (typeof value.conceded !== "boolean") {
      throw refuse(pointer(...where, "conceded"), "conceded is true or false");
    }
    words.push(value.conceded ? "conceded" : "contested");
  }
  if (Object.hasOwn(value, "line")) {
    words.push(cards(value.line, [...where, "line"]));
  }
  return [words.join(" ")];
}

function writeSection(field: Field, value: unknown, record: Record<string, unknown>, gameLayout: GameLayout): string[] {
  switch (field.kind) {
    case "hands":
      return writeHands(field, value);
    case "cards":
      return [cards(value, [field.name])];
    case "bids":
      return writeBids(field, value, gameLayout);
    case "discards":
      return writeDiscards(field, value);
    case "plays":
    case "actions":
      return writeMoves(field, value, record, gameLayout);
    case "reported":
      return writeReported(field, value, gameLayout);
    default:
      return writeClaim(field, value, gameLayout);
  }
}

/** `record` (a record of `game` as its operations take it) as text in the canonical form, with `tags` (for people:
 * Event, Date...) after the game tag. RecordShapeError where a value is not of the shape the game takes. */
export function writeRecord(game: string, record: Record<string, unknown>, tags?: Record<string, string>): string {
  if (!GAMES_WITH_RECORDS.includes(game)) {
    throw refuse("", `${quote(game)} is not a game with records: ${GAMES_WITH_RECORDS.join(", ")}`);
  }
  if (!isPlainObject(record)) {
    throw refuse("", "a record is a JSON object");
  }
  const gameLayout = layoutOf(game);
  const known = new Set(gameLayout.fields.map((field) => field.name));
  const unknown = Object.keys(record).filter((name) => !known.has(name));
  if (unknown.length) {
    throw new RecordShapeError(
      unknown.map((name) => ({
        pointer: pointer(name),
        message: `${gameLayout.name} records have no field ${quote(name)}`,
      })),
    );
  }
  const lines = [tag("Game", game), ...descriptive(pythonTruthy(tags) ? tags : {})];
  for (const field of gameLayout.tags) {
    if (Object.hasOwn(record, field.name)) {
      lines.push(tag(field.label, tagValue(field, record[field.name])));
    }
  }
  for (const field of gameLayout.sections) {
    if (Object.hasOwn(record, field.name)) {
      lines.push("", field.label, ...writeSection(field, record[field.name], record, gameLayout));
    }
  }
  return lines.join("\n") + "\n";
}
