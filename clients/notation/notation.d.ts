/**
 * The record notation (docs/notation.md): deals as text, read and written in one canonical form.
 *
 * A port of the referee's Python reader and writer (referee/notation): the same tokens, the same JSON (its keys in
 * the same order), the same canonical text byte for byte, and the same faults, each naming the same line and column
 * (the column in characters: code points, as Python counts them) with the same words. What each game's record holds
 * and how each field is written comes from layout.json (written by `make notation-layout` from the referee's own
 * schemas); the games' names, which faults quote, from names.json.
 */
/** One record read from text: its game, the JSON the game's operations take, and its tags for people. */
export type Notated = {
    game: string;
    record: Record<string, unknown>;
    tags: Record<string, string>;
};
/** Text that is not a record in the notation: `detail` says what was expected at `line`, `column` (both from 1). */
export declare class NotationError extends Error {
    readonly line: number;
    readonly column: number;
    readonly detail: string;
    constructor(detail: string, line: number, column: number);
}
/** A record the writer cannot write: each error a JSON Pointer into the record (or its tags) and what is wrong
 * there, as the referee's 422 names them; `pointer` and `detail` are the first. */
export declare class RecordShapeError extends Error {
    readonly pointer: string;
    readonly detail: string;
    readonly errors: ReadonlyArray<{
        pointer: string;
        message: string;
    }>;
    constructor(errors: Array<{
        pointer: string;
        message: string;
    }>);
}
/** Every record in `text`, in order; with `game`, each must be of that game. NotationError on any fault. */
export declare function readRecords(text: string, game?: string): Notated[];
/** The one record `text` holds: NotationError if it holds none, or more than one. */
export declare function readRecord(text: string, game?: string): Notated;
/** `record` (a record of `game` as its operations take it) as text in the canonical form, with `tags` (for people:
 * Event, Date...) after the game tag. RecordShapeError where a value is not of the shape the game takes. */
export declare function writeRecord(game: string, record: Record<string, unknown>, tags?: Record<string, string>): string;
