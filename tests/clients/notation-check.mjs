// The TypeScript notation (clients/notation) on a corpus the Python notation answered
// (tests/clients/test_notation_typescript.py): one case a line, each with what Python gave. Prints one JSON object:
// the cases checked by kind, and every case where the TypeScript answer differs.
//
//     node notation-check.mjs PACKAGE_FOLDER CORPUS.jsonl
//
// A case is {id, op, ..., expect}:
// - op "write": writeRecord(game, record, tags) must give expect.text, or refuse with expect.errors ([pointer,
//   message] pairs) as a RecordShapeError;
// - op "read" / "read_one": readRecords / readRecord(text, game) must give expect.records (Python's json.dumps of
//   [{game, record, tags}], compact), or throw a NotationError with expect.error's message, line and column; where the
//   case has `record`, the one record read must also deep-equal it.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const [folder, corpus] = process.argv.slice(2);
const notation = await import(pathToFileURL(join(folder, "notation.js")).href);
const { readRecords, readRecord, writeRecord, NotationError, RecordShapeError } = notation;

// Python's json.dumps(value, separators=(",", ":")): JSON.stringify's text with every character outside printable
// ASCII escaped by its UTF-16 units (ensure_ascii), as Python writes them.
function pythonJson(value) {
  return JSON.stringify(value).replace(
    /[^\x20-\x7e]/g,
    (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

function outcome(run) {
  try {
    return { value: run() };
  } catch (error) {
    return { error };
  }
}

function checkWrite(entry) {
  const { value, error } = outcome(() => writeRecord(entry.game, entry.record, entry.tags ?? undefined));
  if (entry.expect.text !== undefined) {
    if (error) {
      return { got: { thrown: String(error) } };
    }
    return value === entry.expect.text ? null : { got: { text: value } };
  }
  if (!(error instanceof RecordShapeError)) {
    return { got: error ? { thrown: String(error) } : { text: value } };
  }
  const got = error.errors.map(({ pointer, message }) => [pointer, message]);
  const first = entry.expect.errors[0];
  const same =
    pythonJson(got) === pythonJson(entry.expect.errors) &&
    error.pointer === first[0] &&
    error.detail === first[1] &&
    error.message === entry.expect.errors.map(([pointer, message]) => `${pointer || "/"}: ${message}`).join("; ");
  return same ? null : { got: { errors: got, message: error.message } };
}

function checkRead(entry) {
  const game = entry.game ?? undefined;
  const { value, error } = outcome(() =>
    entry.op === "read" ? readRecords(entry.text, game) : [readRecord(entry.text, game)],
  );
  if (entry.expect.records !== undefined) {
    if (error) {
      return { got: { thrown: String(error) } };
    }
    const got = pythonJson(value.map(({ game, record, tags }) => ({ game, record, tags })));
    if (got !== entry.expect.records) {
      return { got: { records: got } };
    }
    if (entry.record !== undefined) {
      try {
        assert.deepStrictEqual(value[0].record, entry.record);
      } catch {
        return { got: { record: value[0].record } };
      }
    }
    return null;
  }
  if (!(error instanceof NotationError)) {
    return { got: error ? { thrown: String(error) } : { records: pythonJson(value) } };
  }
  const { message, line, column } = entry.expect.error;
  const same =
    error.detail === message &&
    error.line === line &&
    error.column === column &&
    error.message === `line ${line}, column ${column}: ${message}`;
  return same ? null : { got: { error: { message: error.detail, line: error.line, column: error.column } } };
}

const checked = {};
const mismatches = [];
for (const line of readFileSync(corpus, "utf-8").split("\n")) {
  if (!line) {
    continue;
  }
  const entry = JSON.parse(line);
  const answered = entry.expect.text !== undefined || entry.expect.records !== undefined;
  const kind = `${entry.op} ${answered ? "ok" : "refused"}`;
  checked[kind] = (checked[kind] ?? 0) + 1;
  const differs = entry.op === "write" ? checkWrite(entry) : checkRead(entry);
  if (differs) {
    mismatches.push({ id: entry.id, expect: entry.expect, ...differs });
  }
}
process.stdout.write(JSON.stringify({ checked, mismatches }) + "\n");
