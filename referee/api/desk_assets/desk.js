// The dispute desk (GET /desk): plain JavaScript, no framework, no build step. Every ruling on the page comes from
// the public API of the server that served it (relative URLs, so the desk works behind any path prefix). Text from
// the API or from a record is always inserted as text, never as markup; the picture, our own SVG, is parsed as
// SVG and imported node by node.
"use strict";

(() => {
  const $ = (id) => document.getElementById(id);

  const RANK_NAMES = {
    2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven", 8: "Eight", 9: "Nine", T: "Ten",
    J: "Jack", Q: "Queen", K: "King", A: "Ace",
  };
  const SUITS = { S: ["spades", "♠"], H: ["hearts", "♥"], D: ["diamonds", "♦"], C: ["clubs", "♣"] };
  const PHASE_WORDS = {
    rob: "Robbing the turned card", bid: "The auction", pass: "Passing cards", discard: "Discarding and drawing",
    play: "The play", over: "The deal is over",
  };
  const BASIS_WORDS = {
    rule: "the rules' own words",
    interpretation: "an interpretation the referee applies where the rules are unclear",
    "not-covered": "the rules are silent on this",
  };
  const ATTESTATION_HEADER = "Referee-Attestation";
  // A record's text in the notation (docs/notation.md): its media type, and the file a record's text is saved as.
  const NOTATION = "text/x-referee-record";
  const NOTATION_FILE = ".rrn";
  // The claim standard whose claim carries the claimer's line (rulings/claim's claim.line).
  const STATED_LINE = "stated-line";

  const cardName = (card) => `${RANK_NAMES[card[0]]} of ${SUITS[card[1]][0]}`;
  const cardFace = (card) => `${card[0] === "T" ? "10" : card[0]}${SUITS[card[1]][1]}`;
  const cardList = (cards) => cards.map(cardFace).join(" ");
  const plural = (count, one, many) => `${count} ${count === 1 ? one : many}`;

  // What the desk knows now; the record in the text box is the truth and everything else is drawn from answers.
  const desk = {
    games: [],
    profiles: [],
    state: null,
    adjudication: null,
    history: [],
    selected: [],
    signed: {},
    fetched: {},
    counter: null,
    line: [],
    spec: null,
    busy: 0,
    tagged: null,
  };

  class DeskError extends Error {}

  // ---- elements -------------------------------------------------------------------------------------------------

  function element(tag, attributes = {}, ...children) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) {
      if (value === false || value === null || value === undefined) continue;
      if (name === "className") node.className = value;
      else node.setAttribute(name, value === true ? "" : String(value));
    }
    for (const child of children) {
      if (child === null || child === undefined || child === false) continue;
      node.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
    return node;
  }

  function cardElement(card, { tag = "span", label = cardName(card), className = "card", ...attributes } = {}) {
    // The suit's colour joins whatever classes the caller gives (legal, picked), never replaced by them.
    const red = card[1] === "H" || card[1] === "D";
    const node = element(tag, { className: `${className} ${red ? "red" : "black"}`, "aria-label": label, ...attributes },
      cardFace(card));
    if (tag === "button") node.type = "button";
    else node.setAttribute("role", "img");
    node.dataset.card = card;
    return node;
  }

  function replaceContent(node, ...children) {
    node.replaceChildren(...children.filter((child) => child !== null && child !== undefined && child !== false)
      .map((child) => (child instanceof Node ? child : document.createTextNode(String(child)))));
  }

  // ---- talking to the referee -----------------------------------------------------------------------------------

  function pointerWords(pointer) {
    if (!pointer) return "the request as a whole";
    return `the field “${pointer.slice(1).split("/").join(" › ")}”`;
  }

  // Where an error of a record's text is (a problem's error has a line and a column when it points into a text).
  const placeWords = (error) => `line ${error.line}, column ${error.column}`;
  const inText = (error) => Number.isInteger(error.line) && Number.isInteger(error.column);
  const sentence = (part) => (/[.!?:]$/.test(part) ? part : `${part}.`);

  // A problem+json answer in sentences: each error with the field it points at, or else the detail.
  function problemWords(problem, status) {
    if (!problem || typeof problem !== "object") return `The referee refused the request (HTTP ${status}).`;
    const errors = Array.isArray(problem.errors) ? problem.errors : [];
    const where = (error) => pointerWords(error.pointer) + (inText(error) ? ` (${placeWords(error)})` : "");
    const parts = errors.length
      ? [`The referee cannot use this (${plural(errors.length, "problem", "problems")}):`,
        ...errors.map((error) => `In ${where(error)}: ${error.message}`)]
      : [problem.detail || problem.title || `HTTP ${status}`];
    return parts.map(sentence).join(" ");
  }

  // A JSON body is sent as JSON; a string with its media type (contentType) as the text it is.
  async function ask(path, body, { accept = "application/json", contentType = "application/json" } = {}) {
    const options = { headers: { Accept: `${accept}, application/problem+json` } };
    if (body !== undefined) {
      options.method = "POST";
      options.headers["Content-Type"] = contentType;
      options.body = contentType === "application/json" ? JSON.stringify(body) : body;
    }
    let response;
    try {
      response = await fetch(path, options);
    } catch (error) {
      throw new DeskError("The referee did not answer: is the service still running?");
    }
    const type = response.headers.get("Content-Type") || "";
    if (!response.ok) {
      let problem = null;
      if (type.includes("json")) {
        try { problem = await response.json(); } catch (error) { problem = null; }
      }
      const failure = new DeskError(problemWords(problem, response.status));
      failure.status = response.status;
      failure.problem = problem;
      throw failure;
    }
    const answer = type.includes("json") ? await response.json() : await response.text();
    return { answer, attestation: response.headers.get(ATTESTATION_HEADER) };
  }

  const game = () => $("game").value;
  const gamePath = (operation) => `v1/games/${encodeURIComponent(game())}/${operation}`;

  // The request fields an operation takes, read from the service's own OpenAPI description, so that a claim or a
  // revoke proof carries the house rules and game fields the record has without the page naming any game.
  async function specification() {
    if (!desk.spec) desk.spec = ask("openapi.json").then(({ answer }) => answer);
    return desk.spec;
  }

  function schemaNames(spec, schema, seen = new Set()) {
    const names = new Set();
    if (!schema || typeof schema !== "object") return names;
    if (schema.$ref) {
      if (seen.has(schema.$ref)) return names;
      seen.add(schema.$ref);
      const target = schema.$ref.replace("#/components/schemas/", "");
      return schemaNames(spec, spec.components.schemas[target], seen);
    }
    for (const name of Object.keys(schema.properties || {})) names.add(name);
    for (const part of [...(schema.allOf || []), ...(schema.oneOf || []), ...(schema.anyOf || [])]) {
      for (const name of schemaNames(spec, part, seen)) names.add(name);
    }
    return names;
  }

  async function requestShape(operation) {
    const spec = await specification();
    const path = spec.paths[`/v1/games/${game()}/${operation}`];
    const schema = path && path.post.requestBody.content["application/json"].schema;
    const resolved = schema && schema.$ref ? spec.components.schemas[schema.$ref.replace("#/components/schemas/", "")] : schema;
    return {
      fields: schemaNames(spec, schema),
      claimKinds: resolved && resolved.properties && resolved.properties.claim
        ? schemaNames(spec, resolved.properties.claim) : new Set(),
    };
  }

  // ---- notices --------------------------------------------------------------------------------------------------

  function showError(message) {
    const notice = $("notice");
    notice.textContent = message;
    notice.hidden = false;
  }

  function clearError() {
    $("notice").hidden = true;
    $("notice").textContent = "";
  }

  // Every handler runs through here: a refusal or a failure is a sentence on the page, never a blank one. The page
  // is busy until every handler started has finished (a button pressed twice runs two at once).
  function guarded(handler) {
    return async (event) => {
      clearError();
      desk.busy += 1;
      document.body.setAttribute("aria-busy", "true");
      try {
        await handler(event);
      } catch (error) {
        showError(error instanceof DeskError ? error.message : `Something went wrong in the page: ${error.message}`);
      } finally {
        desk.busy -= 1;
        if (!desk.busy) document.body.removeAttribute("aria-busy");
      }
    };
  }

  // ---- the record ---------------------------------------------------------------------------------------------

  // The record in the box: JSON, or its text in the notation (docs/notation.md), which the referee turns into JSON
  // first; the box then holds the JSON, the form the desk works on.
  async function readRecord() {
    const text = $("record").value.trim();
    if (!text) throw new DeskError("The record is empty: paste a deal record, open a file, or deal the cards.");
    if (isRecordText(text)) return recordFromText($("record").value);
    let record;
    try {
      record = JSON.parse(text);
    } catch (error) {
      throw new DeskError(`The record is not valid JSON (${error.message}). Check the brackets, commas and quotes.`);
    }
    if (!record || typeof record !== "object" || Array.isArray(record)) {
      throw new DeskError("The record must be one JSON object, in braces { }, with the hands and the play.");
    }
    return record;
  }

  // A record written in the notation starts with its tags ("[Game ...") or a comment (";"); JSON with "{".
  const isRecordText = (text) => /^\s*[[;]/.test(text);

  // The record a text holds, as JSON (POST notation?to=json), for the game chosen on the desk: the referee says
  // where a text is not a record, and the desk puts the caret there. Its tags for people (Event, Date...) are kept
  // for the text the desk writes of it, for as long as the record is of those hands.
  async function recordFromText(text) {
    let converted;
    try {
      converted = await ask(`${gamePath("notation")}?to=json`, text, { contentType: `${NOTATION}; charset=utf-8` });
    } catch (error) {
      const first = error.problem && Array.isArray(error.problem.errors) ? error.problem.errors[0] : null;
      if (error.status !== 400 || !first || !inText(first)) throw error;
      pointAt(first.line, first.column);
      const words = new DeskError(sentence(`Line ${first.line}, column ${first.column}: ${first.message}`));
      words.status = error.status;
      throw words;
    }
    const { record, tags } = converted.answer;
    desk.tagged = { game: game(), hands: JSON.stringify(record.hands), tags };
    writeRecord(record);
    return record;
  }

  // The caret on a line and column of the record box (both from 1, the column in characters, as the referee
  // counts them), the word there selected: where the text went wrong.
  function pointAt(line, column) {
    const box = $("record");
    const lines = box.value.split("\n");
    if (line < 1 || line > lines.length) return;
    const before = lines.slice(0, line - 1).reduce((length, text) => length + text.length + 1, 0);
    const start = before + Array.from(lines[line - 1]).slice(0, column - 1).join("").length;
    const word = /^\S*/.exec(box.value.slice(start, before + lines[line - 1].length))[0];
    box.focus({ preventScroll: true });
    box.setSelectionRange(start, start + word.length);
    // The box scrolled to the line (a third of the way down), as near as its lines, unwrapped, say.
    const lineHeight = parseFloat(getComputedStyle(box).lineHeight) || 20;
    box.scrollTop = Math.max(0, (line - 1) * lineHeight - box.clientHeight / 3);
    box.scrollIntoView({ block: "nearest" });
  }

  // The tags for people a text gave this record (its hands the same), or none.
  function tagsOf(record) {
    const tagged = desk.tagged;
    return tagged && tagged.game === game() && tagged.hands === JSON.stringify(record.hands) ? tagged.tags : {};
  }

  // One field a line, each value on its line: a record a person can read and edit.
  function writeRecord(record) {
    const lines = Object.entries(record).map(([name, value]) => `  ${JSON.stringify(name)}: ${JSON.stringify(value)}`);
    $("record").value = `{\n${lines.join(",\n")}\n}`;
  }

  // The record's plays as plays ({seat, card}), whether it lists them alone or among its other actions.
  function playList(record) {
    const plays = Array.isArray(record.actions) ? record.actions.filter((action) => action.type === "play")
      : Array.isArray(record.plays) ? record.plays : [];
    return plays.map((play) => ({ seat: play.seat, card: play.card }));
  }

  function appendPlay(record, seat, card) {
    if (Array.isArray(record.actions)) record.actions.push({ type: "play", seat, card });
    else record.plays = [...(record.plays || []), { seat, card }];
  }

  function tableSize(record) {
    if (Number.isInteger(record.players)) return record.players;
    if (desk.state && desk.state.hands) return desk.state.hands.length;
    const info = desk.games.find((entry) => entry.id === game());
    return info ? info.players.min : 4;
  }

  function defaultProfile() {
    return desk.profiles.length ? desk.profiles[0].id : "";
  }

  // ---- games and profiles ---------------------------------------------------------------------------------------

  async function loadGames() {
    const { answer } = await ask("v1/games");
    desk.games = answer;
    const wanted = new URLSearchParams(window.location.search).get("game");
    replaceContent($("game"), ...answer.map((entry) => element("option", { value: entry.id }, entry.name)));
    if (answer.some((entry) => entry.id === wanted)) $("game").value = wanted;
    await gameChosen();
  }

  async function gameChosen() {
    const info = desk.games.find((entry) => entry.id === game());
    const { answer } = await ask(`v1/games/${encodeURIComponent(game())}/profiles`);
    desk.profiles = answer;
    replaceContent($("profile"), ...answer.map((profile) => element("option", { value: profile.id }, profile.name)));
    profileChosen();
    const players = [];
    for (let count = info.players.min; count <= info.players.max; count += 1) players.push(count);
    replaceContent($("players"), ...players.map((count) => element("option", { value: count }, count)));
    $("players").value = String(players.includes(4) ? 4 : players[0]);
    seatsChanged();
    resetPanels();
  }

  function profileChosen() {
    const profile = desk.profiles.find((entry) => entry.id === $("profile").value);
    $("profile-about").textContent = profile ? `Source: ${profile.source}` : "";
  }

  // The house rules list edits the record's "profile" field, so the record on screen is what is judged.
  async function profileToRecord() {
    profileChosen();
    let record;
    try { record = await readRecord(); } catch (error) { return; }
    if ($("profile").value === defaultProfile() && !("profile" in record)) return;
    record.profile = $("profile").value;
    writeRecord(record);
    await showRecordText(record);
  }

  function profileFromRecord(record) {
    const named = typeof record.profile === "string" ? record.profile : defaultProfile();
    if (desk.profiles.some((entry) => entry.id === named)) $("profile").value = named;
    profileChosen();
  }

  function seatsChanged() {
    const count = Number($("players").value);
    const seats = [...Array(count).keys()];
    replaceContent($("dealer"), ...seats.map((seat) => element("option", { value: seat }, `Seat ${seat}`)));
    $("dealer").value = String(count - 1);
  }

  function resetPanels() {
    desk.state = null;
    desk.adjudication = null;
    desk.signed = {};
    desk.counter = null;
    $("ruling").textContent = "No deal judged yet.";
    noResult("No deal judged yet.");
    for (const id of ["ruling-basis", "score", "signing", "move-verdict", "commitment", "claim-ruling", "verify-verdict"]) {
      $(id).textContent = "";
    }
    for (const id of ["revoke-ruling", "phase-controls", "trick", "hands", "revoke-tricks"]) replaceContent($(id));
    replaceContent($("state"), element("p", {}, "Deal or paste a record to see whose turn it is."));
    replaceContent($("picture"), element("p", { className: "quiet" }, "The deal is drawn here."));
    $("counter-line").hidden = true;
    $("download-ruling").disabled = true;
    clearRecordText("Judge the deal to see its record as text.");
    resetLine();
  }

  // ---- fair dealing -------------------------------------------------------------------------------------------

  function newSeed() {
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    $("seed").value = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  }

  async function deal() {
    const body = {
      players: Number($("players").value),
      dealer: Number($("dealer").value),
      hand_number: Number($("hand-number").value || 0),
      server_seed: $("seed").value.trim(),
      client_seeds: [],
    };
    if ($("profile").value !== defaultProfile()) body.profile = $("profile").value;
    const { answer } = await ask(gamePath("deal"), body);
    desk.history = [];
    writeRecord(answer.record);
    $("commitment").textContent = `Commitment ${answer.commitment}: publish it before the play. After the deal, `
      + "reveal the seed: anyone can then deal the same cards again and check them.";
    await judge();
  }

  // ---- judging --------------------------------------------------------------------------------------------------

  // The position first: a record state cannot read is an error for the whole page. A record it reads may still be
  // too early for a ruling (a Hearts deal whose passes are not all made): the ruling then says why, quietly.
  // What only result reads beside a record: the claim that ended the play and the facts the record cannot show.
  // The other operations are asked about the record itself.
  const RESULT_ONLY = ["claim", "reported"];

  function playedRecord(record) {
    const played = { ...record };
    for (const name of RESULT_ONLY) delete played[name];
    return played;
  }

  async function judge() {
    recordTextStale();
    const full = await readRecord();
    const record = playedRecord(full);
    profileFromRecord(record);
    const position = await ask(gamePath("state"), record);
    writeRecord(full);  // laid out one field a line, as the referee read it
    showState(position.answer);
    showRevokeTricks(record);
    clearAnalysis();
    await judgeResult(full);
    try {
      const adjudicated = await ask(gamePath("adjudicate"), record);
      desk.adjudication = adjudicated.answer;
      await showRuling(record, adjudicated);
    } catch (error) {
      if (!(error instanceof DeskError) || error.status !== 422) throw error;
      desk.adjudication = null;
      await notJudgedYet(error.message);
    }
    await drawPicture(record);
    await showRecordText(full);
  }

  // ---- the record as text: the notation, read-only beside the JSON the desk works on ----------------------------

  const textShown = () => !$("record-text-panel").hidden;

  async function toggleRecordText() {
    const show = !textShown();
    $("record-text-panel").hidden = !show;
    $("show-text").setAttribute("aria-expanded", String(show));
    $("show-text").textContent = show ? "Hide the record as text" : "Show the record as text";
    if (!show) return;
    if (!$("record").value.trim()) {
      clearRecordText("No record yet: paste one, open a file, or deal the cards.");
      return;
    }
    await showRecordText(await readRecord());
  }

  // The record's text in the notation's one canonical form (POST notation), with the tags for people its text had.
  async function showRecordText(record) {
    if (!textShown()) return;
    const tags = tagsOf(record);
    const { answer } = await ask(gamePath("notation"), Object.keys(tags).length ? { record, tags } : record,
      { accept: NOTATION });
    $("record-text").value = answer;
    // Tall enough for a whole deal: a record's text is a few dozen short lines.
    $("record-text").rows = Math.min(Math.max(answer.split("\n").length, 6), 32);
    $("record-text-note").textContent = "";
    $("copy-text").disabled = $("download-text").disabled = false;
  }

  function clearRecordText(note) {
    $("record-text").value = "";
    $("record-text-note").textContent = note;
    $("copy-text").disabled = $("download-text").disabled = true;
  }

  // The box changed after the text was written: the text is kept to read, but not copied or saved as the record.
  function recordTextStale() {
    if (!textShown() || !$("record-text").value) return;
    $("record-text-note").textContent = "The record has changed since this text was written: judge the deal to "
      + "write it again.";
    $("copy-text").disabled = $("download-text").disabled = true;
  }

  async function copyRecordText() {
    const text = $("record-text").value;
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      // No clipboard API here (a page not served over HTTPS or from this computer): the older way, the text selected.
      $("record-text").select();
      if (!document.execCommand("copy")) {
        throw new DeskError("The browser would not copy the text: it is selected, copy it with Ctrl+C (⌘C on a Mac).");
      }
    }
    $("record-text-note").textContent = "Copied: the record's text is on the clipboard.";
  }

  function downloadRecordText() {
    saveFile($("record-text").value, `${NOTATION}; charset=utf-8`, `record-${game()}${NOTATION_FILE}`);
  }

  // ---- the result: the deal as it was played, each irregularity put right ---------------------------------------

  const IRREGULARITY_WORDS = {
    revoke: "a revoke", "out-of-turn": "a card played out of turn", "not-held": "a card the seat does not hold",
    "irregular-hand": "an irregular hand", exposure: "a card exposed", claim: "a claim",
    "after-end": "a card after the end of the deal", refused: "an action the rules refuse",
  };

  // The result first: where adjudicate stops at the first broken rule, result plays on past it and says what the
  // deal scores once each irregularity is put right. A record it cannot read yet says why, in place of a result.
  async function judgeResult(record) {
    try {
      const { answer } = await ask(gamePath("result"), record);
      showResult(answer);
    } catch (error) {
      if (!(error instanceof DeskError) || ![404, 405, 422].includes(error.status)) throw error;
      noResult(error.status === 422 ? `No result yet: ${error.message}` : "No result: this referee does not give one.");
    }
  }

  // ---- the analysis: what each card cost (an exact search of every play, so asked only when a person wants it) ---

  function clearAnalysis() {
    $("analysis-explanation").textContent = "";
    replaceContent($("analysis-costs"));
  }

  // Every play that lost something, marked with its cost (in the answer's unit: "1 trick", "3 hearts") and the
  // cards that would have kept the value.
  async function analyse() {
    clearAnalysis();
    try {
      const { answer } = await ask(gamePath("analysis"), playedRecord(await readRecord()));
      $("analysis-explanation").textContent = answer.explanation;
      const costly = answer.plays.filter((play) => play.decided && play.cost > 0);
      const { singular, plural: many } = answer.unit;
      const more = (count) => `${count} more ${count === 1 ? singular : many}`;
      // A negative value is penalty cards still to take, counted against the seat: said as the cards it takes.
      const could = (play) => (play.after < 0
        ? `before this card it could still hold itself to ${more(-play.before)}, after it to ${-play.after}`
        : `before this card it could still guarantee ${more(play.before)}, after it ${play.after}`);
      replaceContent($("analysis-costs"), ...costly.map((play) => element("li", { "data-test": "analysis-cost" },
        `Seat ${play.seat}'s ${play.card} (index ${play.index}) cost ${plural(play.cost, singular, many)}: `
        + `${could(play)}. Best: ${play.best.join(", ")}.`)));
    } catch (error) {
      if (!(error instanceof DeskError) || ![404, 405, 422].includes(error.status)) throw error;
      $("analysis-explanation").textContent = error.status === 422 ? `No analysis: ${error.message}`
        : "No analysis: this referee does not analyse this game.";
    }
  }

  function noResult(words) {
    $("result-panel").classList.remove("settled", "unsettled");
    $("result-verdict").textContent = words;
    for (const id of ["result-explanation", "result-basis"]) $(id).textContent = "";
    for (const id of ["result-score", "result-irregularities"]) replaceContent($(id));
  }

  function showResult(answer) {
    const panel = $("result-panel");
    panel.classList.toggle("settled", answer.settled);
    panel.classList.toggle("unsettled", !answer.settled);
    $("result-verdict").textContent = answer.settled
      ? "Settled: this is the deal's result."
      : "Not settled: the deal has no result yet.";
    $("result-explanation").textContent = answer.explanation;
    $("result-basis").textContent = basisWords(answer);
    replaceContent($("result-score"), ...resultScore(answer));
    replaceContent($("result-irregularities"), ...irregularityList(answer.irregularities));
  }

  // Who each score belongs to: one number a seat, or one a side (a partnership), the side's seats named where the
  // score lists them.
  function scoreHolders(score, count) {
    const seats = desk.state ? desk.state.hands.length : count;
    return [...Array(count).keys()].map((index) => {
      if (count === seats) return `Seat ${index}`;
      const side = Array.isArray(score.sides) && Array.isArray(score.sides[index]) ? score.sides[index] : null;
      return side ? `Side ${index} (seats ${side.join(" and ")})` : `Side ${index}`;
    });
  }

  const numbers = (value) => Array.isArray(value) && value.length > 0 && value.every(Number.isFinite);

  // The settled score as a table a director can read across: what the deal scores each seat or side (what the hand
  // adds, where the game keeps it apart from what was taken) and the totals after it, where the game keeps totals.
  function resultScore(answer) {
    const score = answer.score;
    if (!score) return [];
    const rows = [];
    const deal = numbers(score.hand_scores) ? score.hand_scores : numbers(score.points) ? score.points : null;
    if (deal) rows.push(["This deal", deal]);
    if (numbers(score.totals)) rows.push(["Total after this deal", score.totals]);
    const out = [element("h3", {}, "The score, put right")];
    // Settled, the result's sentence usually says the score's own: said once.
    if (!answer.explanation.includes(score.explanation)) {
      out.push(element("p", { "data-test": "result-score-explanation" }, score.explanation));
    }
    if (rows.length) {
      const holders = scoreHolders(score, rows[0][1].length);
      const head = element("tr", {}, element("td", {}), ...holders.map((holder) => element("th", { scope: "col" }, holder)));
      const body = rows.map(([label, values]) => element("tr", {}, element("th", { scope: "row" }, label),
        ...values.map((value) => element("td", {}, value))));
      out.push(element("table", { className: "score-table", "data-test": "result-score-table" },
        element("caption", { className: "visually-hidden" }, "Each seat's or side's score once put right"),
        element("thead", {}, head), element("tbody", {}, ...body)));
    }
    if (answer.game_over) {
      const winner = Number.isInteger(answer.winner) ? scoreHolders(score, rows.length ? rows[0][1].length : 0)[answer.winner] : null;
      out.push(element("p", { "data-test": "result-game-over" },
        winner ? `The game is over: ${winner.toLowerCase()} wins.` : "The game is over."));
    }
    if (answer.settlement && answer.settlement.explanation) {
      out.push(element("p", { "data-test": "result-settlement" }, `Chips: ${answer.settlement.explanation}`));
    }
    // Where a rectification changed the score, the score before it, for comparison.
    const before = answer.as_played && answer.as_played.score;
    if (before && before.explanation !== score.explanation) {
      out.push(element("p", { className: "quiet", "data-test": "result-as-played" },
        `As the cards fell, before anything was put right: ${before.explanation}`));
    }
    return out;
  }

  function irregularityList(irregularities) {
    if (!irregularities.length) {
      return [element("p", { "data-test": "no-irregularity" }, "No irregularity: every action was one the rules allow.")];
    }
    const items = irregularities.map((found) => {
      const what = IRREGULARITY_WORDS[found.type] || found.type;
      const card = found.card ? ` (${cardName(found.card)})` : "";
      const fixed = found.rectification;
      return element("li", { "data-test": "irregularity", "data-type": found.type },
        element("p", { className: "irregularity-title" },
          element("strong", {}, `Trick ${found.trick + 1}, seat ${found.seat}: ${what}${card}`)),
        element("p", {}, found.explanation),
        element("p", { className: "quiet", "data-test": "irregularity-rule" }, basisWords(found)),
        fixed
          ? element("p", { className: "rectification", "data-test": "rectification" },
            element("strong", {}, "How it was put right: "), fixed.explanation, " ",
            element("span", { className: "quiet", "data-test": "rectification-rule" }, basisWords(fixed)))
          : element("p", { className: "rectification pending", "data-test": "rectification" },
            element("strong", {}, "Not put right: "), "see the result above for what happens now."));
    });
    return [element("h3", {}, `Irregularities (${irregularities.length})`), element("ol", { className: "irregularities" }, ...items)];
  }

  async function notJudgedYet(reason) {
    $("ruling-panel").classList.remove("broken");
    $("ruling").textContent = `Not judged yet: ${reason}`;
    $("ruling-basis").textContent = "The ruling comes once the record holds what the referee needs to judge it.";
    $("score").textContent = "";
    await keepSigned("ruling", "adjudicate", null, null, null);
  }

  function basisWords(ruling) {
    return `Rule ${ruling.rule}: ${BASIS_WORDS[ruling.basis] || ruling.basis}.`;
  }

  async function showRuling(record, { answer, attestation }) {
    $("ruling").textContent = answer.explanation;
    const violation = answer.violation;
    $("ruling-panel").classList.toggle("broken", Boolean(violation));
    $("ruling-basis").textContent = violation
      ? `A rule was broken: seat ${violation.seat}${violation.card ? ` with ${cardName(violation.card)}` : ""}. `
        + basisWords(answer)
      : `No rule broken so far. ${basisWords(answer)}`;
    $("score").textContent = answer.score && answer.score.explanation ? `Score: ${answer.score.explanation}` : "";
    await keepSigned("ruling", "adjudicate", record, answer, attestation);
  }

  // An answer the page asks for once (a game's details, the published keys), asked again after a failure.
  function once(path) {
    if (!desk.fetched[path]) {
      desk.fetched[path] = ask(path).then(({ answer }) => answer, (error) => {
        delete desk.fetched[path];
        throw error;
      });
    }
    return desk.fetched[path];
  }

  // The key an attestation names (its protected header's kid), as the referee publishes it; the key set is asked
  // again when the key is not in it, as after the referee's key was rotated.
  async function signingKey(attestation) {
    const header = attestation.split(".")[0].replace(/-/g, "+").replace(/_/g, "/");
    const { kid } = JSON.parse(atob(header + "=".repeat((4 - (header.length % 4)) % 4)));
    let key = (await once("v1/keys")).keys.find((entry) => entry.kid === kid);
    if (!key) {
      delete desk.fetched["v1/keys"];
      key = (await once("v1/keys")).keys.find((entry) => entry.kid === kid);
    }
    return key;
  }

  // The ruling as the referee signed it (its Referee-Attestation header), ready to download as a file that stands
  // alone: the signed members (the engine and the rules digest from the game's details), the attestation and the
  // key that verifies it, so anyone can check it offline (docs/trust.md). The ruling section says whether the
  // referee signs at all. Revoke proofs and claims draw their own button after their answer.
  async function keepSigned(slot, operation, request, answer, attestation) {
    const id = game();
    delete desk.signed[slot];
    const [details, key] = attestation
      ? await Promise.all([once(`v1/games/${encodeURIComponent(id)}`), signingKey(attestation)]) : [];
    if (key) {
      desk.signed[slot] = {
        game: id, operation, request, answer, engine: details.engine, rules: details.rules_digest, attestation,
        jwks: { keys: [key] },
      };
    }
    if (slot !== "ruling") return;
    $("download-ruling").disabled = !key;
    $("signing").textContent = key
      ? "This ruling is signed: download it, and anyone can check it later, here (section 9) or on their own computer."
      : attestation
        ? "This ruling is signed, but the referee does not publish the key that signed it, so it cannot be checked."
        : "This referee does not sign its rulings (it was started without a signing key), so there is no signed "
          + "ruling to download.";
  }

  // RFC 8785 canonical JSON: object members sorted by their UTF-16 code units (JavaScript's own string order), no
  // whitespace, strings and numbers as JSON.stringify writes them (the ECMAScript rules the RFC adopts).
  function canonical(value) {
    if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
    if (value !== null && typeof value === "object") {
      return `{${Object.keys(value).sort().map((name) => `${JSON.stringify(name)}:${canonical(value[name])}`).join(",")}}`;
    }
    return JSON.stringify(value);
  }

  // A signed ruling as a file, written the one way the checks take (docs/trust.md): canonical JSON and a line feed,
  // so that any byte changed in it, its spacing included, is refused.
  const savedForm = (signed) => `${canonical(signed)}\n`;

  function download(slot) {
    const signed = desk.signed[slot];
    if (!signed) throw new DeskError("There is no signed ruling to download yet.");
    saveFile(savedForm(signed), "application/json", `ruling-${signed.game}-${signed.operation.replace("/", "-")}.json`);
  }

  // ``content`` saved by the browser as a file named ``name``.
  function saveFile(content, type, name) {
    const blob = new Blob([content], { type });
    const link = element("a", { href: URL.createObjectURL(blob), download: name });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  }

  // ---- the position and the controls of each phase --------------------------------------------------------------

  function showState(state) {
    desk.state = state;
    desk.selected = [];
    const lines = [];
    const acting = state.to_act === null || state.to_act === undefined ? null : state.to_act;
    lines.push(element("p", { className: "phase" },
      element("strong", {}, PHASE_WORDS[state.phase] || state.phase),
      acting === null ? "" : ` · seat ${acting} to act`));
    if (state.phase === "play" && acting !== null) {
      const legal = element("p", { "data-test": "legal" }, `Seat ${acting} may play: `);
      for (const card of state.legal) legal.append(cardElement(card, { className: "card legal small" }), " ");
      lines.push(legal);
    }
    lines.push(element("p", { className: "quiet", "data-test": "state-explanation" }, state.explanation));
    if (state.violation) {
      lines.push(element("p", { className: "warning" },
        "The record breaks a rule here, so this is the position before it. Take back the last action or correct "
        + "the record to go on."));
    }
    replaceContent($("state"), ...lines);
    showTrick(state);
    showHands(state);
    showPhaseControls(state);
    fillClaimSeats(state);
  }

  function showTrick(state) {
    if (!state.trick || !state.trick.length) {
      replaceContent($("trick"));
      return;
    }
    const row = element("div", { className: "hand", role: "group", "aria-label": "The trick so far" },
      element("span", { className: "seat" }, "The trick so far"));
    const cards = element("span", { className: "cards" });
    for (const play of state.trick) {
      cards.append(element("span", { className: "played-by" }, element("small", { "aria-hidden": "true" }, `seat ${play.seat}`),
        cardElement(play.card, { label: `${cardName(play.card)}, played by seat ${play.seat}` })));
    }
    row.append(cards);
    replaceContent($("trick"), row);
  }

  function choosing(state) {
    return state.phase === "pass" || (state.phase === "discard" && state.discard && !state.discard.chooses_replacements);
  }

  function showHands(state) {
    const playing = state.phase === "play" && !state.violation;
    const blocks = state.hands.map((hand, seat) => {
      const acting = seat === state.to_act;
      const group = element("div", { className: `hand${acting ? " acting" : ""}`, role: "group",
        "aria-label": `Seat ${seat}'s hand`, "data-seat": seat });
      group.append(element("span", { className: "seat" }, `Seat ${seat}`, acting ? " · to act" : ""));
      const cards = element("span", { className: "cards" });
      for (const card of hand) {
        const legal = playing && acting && state.legal.includes(card);
        const attributes = { tag: "button", className: `card${legal ? " legal" : ""}` };
        if (playing) {
          const button = cardElement(card, attributes);
          button.addEventListener("click", guarded(() => playCard(seat, card)));
          cards.append(button);
        } else if (acting && choosing(state) && !state.violation) {
          const button = cardElement(card, { ...attributes, "aria-pressed": "false" });
          button.addEventListener("click", () => toggleChosen(button, card));
          cards.append(button);
        } else {
          cards.append(cardElement(card));
        }
      }
      group.append(cards);
      return group;
    });
    replaceContent($("hands"), ...blocks);
  }

  function toggleChosen(button, card) {
    const chosen = desk.selected.includes(card);
    desk.selected = chosen ? desk.selected.filter((other) => other !== card) : [...desk.selected, card];
    button.setAttribute("aria-pressed", String(!chosen));
    const confirm = $("confirm-choice");
    if (confirm) confirm.textContent = confirmWords();
  }

  // The chosen cards' action in words, as the button offers it ("Pass") or as done ("passed").
  function confirmWords(done = false) {
    const state = desk.state;
    const chosen = desk.selected.length ? cardList(desk.selected) : "no card";
    if (state.phase === "pass") {
      const way = state.pass.direction === "hold" ? "" : ` to the ${state.pass.direction}`;
      return `${done ? "passed" : "Pass"} ${chosen}${way}`;
    }
    if (!desk.selected.length) return done ? "kept the hand" : "Keep the hand (discard nothing)";
    const count = plural(desk.selected.length, "card", "cards");
    return done ? `discarded ${chosen} and drew ${count}` : `Discard ${chosen} and draw ${count}`;
  }

  function actionButton(label, test, perform) {
    const button = element("button", { type: "button", "data-test": test }, label);
    button.addEventListener("click", guarded(perform));
    return button;
  }

  const ROBBING_WORDS = {
    announce: () => "Announce the ace and keep the hand",
    rob: (choice) => `Rob: take the turned card, give up ${cardName(choice.discard)}`,
    "dealer-keep": () => "Keep the original hand",
    "dealer-rob": (choice) => `Take the turned ace, give up ${cardName(choice.discard)}`,
  };

  function showPhaseControls(state) {
    const controls = [];
    const seat = state.to_act;
    if (state.violation || seat === null || seat === undefined) {
      replaceContent($("phase-controls"));
      return;
    }
    if (Array.isArray(state.choices) && state.choices.length) {
      for (const choice of state.choices) {
        const words = (ROBBING_WORDS[choice.type] || (() => choice.type))(choice);
        controls.push(actionButton(words, `choice-${choice.type}${choice.discard ? `-${choice.discard}` : ""}`,
          () => act((record) => { record.actions = [...(record.actions || []), choice]; },
            { done: `Seat ${seat}: ${words}.`, refused: `Refused: seat ${seat} may not do that now.` })));
      }
    }
    if (state.bid && Array.isArray(state.bid.bids)) {
      for (const value of state.bid.bids) controls.push(actionButton(`Bid ${value}`, `bid-${value}`, () => bid(seat, value)));
      if (state.bid.hold) controls.push(actionButton("Hold (take it at that bid)", "bid-hold", () => bid(seat, "hold")));
      if (state.bid.pass) controls.push(actionButton("Pass", "bid-pass", () => bid(seat, null)));
    } else if (state.bid && Number.isInteger(state.bid.minimum)) {
      const amount = element("input", { type: "number", id: "bid-amount", "data-test": "bid-amount", min: state.bid.minimum,
        value: state.bid.minimum, inputmode: "numeric" });
      controls.push(element("label", {}, "Bid ", amount));
      controls.push(actionButton("Bid", "bid", () => bid(seat, Number(amount.value))));
      if (state.bid.pass) controls.push(actionButton("Pass", "bid-pass", () => bid(seat, null)));
    }
    for (const [field, words] of [["penalty_suit", "Penalty suit"], ["trump_suits", "Trump"]]) {
      if (!Array.isArray(state[field])) continue;
      const target = field === "trump_suits" ? "trump" : "penalty_suit";
      for (const suit of state[field]) {
        controls.push(actionButton(`${words}: ${SUITS[suit][0]} ${SUITS[suit][1]}`, `suit-${suit}`,
          () => act((record) => { record[target] = suit; }, {
            done: `Seat ${seat} named ${SUITS[suit][0]}.`, refused: `Refused: seat ${seat} may not name ${SUITS[suit][0]}.`,
          })));
      }
    }
    if (choosing(state)) {
      const confirm = element("button", { type: "button", id: "confirm-choice", "data-test": "confirm-choice", className: "primary" });
      confirm.addEventListener("click", guarded(() => confirmChosen(seat)));
      const count = state.phase === "pass" ? state.pass.count : null;
      controls.unshift(element("p", {}, state.phase === "pass"
        ? `Seat ${seat}: choose ${plural(count, "card", "cards")} from its hand below, then confirm.`
        : `Seat ${seat}: choose the cards to discard (${state.discard.least} to ${state.discard.most}), then confirm.`));
      controls.push(confirm);
    } else if (state.phase === "discard") {
      controls.push(element("p", {}, "The dealer chooses its replacements from the pack: write this discard in the record."));
    }
    replaceContent($("phase-controls"), ...controls);
    const confirm = $("confirm-choice");
    if (confirm) confirm.textContent = confirmWords();
  }

  function bid(seat, value) {
    const words = value === null ? "pass" : value === "hold" ? "hold" : `bid ${value}`;
    return act((record) => { record.bids = [...(record.bids || []), { seat, bid: value }]; }, {
      done: `Seat ${seat}: ${words}.`, refused: `Refused: seat ${seat} may not ${words} now.`,
    });
  }

  function confirmChosen(seat) {
    const cards = [...desk.selected];
    const words = { done: `Seat ${seat} ${confirmWords(true)}.`, refused: `Refused: seat ${seat} may not do that.` };
    if (desk.state.phase === "pass") {
      return act((record) => {
        const passes = Array.isArray(record.passes) ? [...record.passes] : [];
        while (passes.length < seat) passes.push([]);
        passes[seat] = cards;
        record.passes = passes;
      }, words);
    }
    return act((record) => { record.discards = [...(record.discards || []), { seat, cards }]; }, words);
  }

  function playCard(seat, card) {
    return act((record) => appendPlay(record, seat, card), {
      done: `Seat ${seat} played the ${cardName(card)}.`,
      refused: `Refused: seat ${seat} may not play the ${cardName(card)} now.`,
    });
  }

  // One action added to the record, checked by the referee first (state answers the violation when the rules
  // refuse it): an action refused is explained in the rule's own words and left out of the record.
  async function act(change, words = { done: "Done.", refused: "Refused." }) {
    const before = await readRecord();
    const record = JSON.parse(JSON.stringify(before));
    change(record);
    const { answer } = await ask(gamePath("state"), record);
    if (answer.violation) {
      const verdict = $("move-verdict");
      verdict.className = "verdict refused";
      verdict.textContent = `${words.refused} ${answer.violation.explanation}`;
      return;
    }
    desk.history.push(before);
    writeRecord(record);
    $("move-verdict").className = "verdict";
    $("move-verdict").textContent = words.done;
    await judge();
    focusNext();
  }

  // After an action the hands are drawn anew: put the keyboard on the next thing to do.
  function focusNext() {
    const next = document.querySelector("#hands .hand.acting .card.legal")
      || document.querySelector("#phase-controls button, #hands .hand.acting button");
    if (next) next.focus({ preventScroll: true });
  }

  async function undo() {
    if (!desk.history.length) throw new DeskError("There is nothing to take back: no action was added on this page.");
    writeRecord(desk.history.pop());
    $("move-verdict").textContent = "The last action was taken back.";
    await judge();
  }

  // ---- the picture ----------------------------------------------------------------------------------------------

  async function drawPicture(record) {
    const view = document.querySelector("input[name=picture-view]:checked").value;
    const path = gamePath("picture") + (view === "position" ? "?view=position" : "");
    let drawing;
    try {
      ({ answer: drawing } = await ask(path, record, { accept: "image/svg+xml" }));
    } catch (error) {
      if (error.status === 404 || error.status === 405) {
        replaceContent($("picture"), element("p", { className: "quiet" }, "No picture: this referee does not draw deals."));
        return;
      }
      replaceContent($("picture"), element("p", { className: "warning" }, `No picture: ${error.message}`));
      return;
    }
    replaceContent($("picture"), safeSvg(drawing));
  }

  // The service's own SVG, parsed as SVG (never as HTML) and imported; anything that could run or fetch is dropped.
  function safeSvg(text) {
    // A parsed document keeps the page's Content-Security-Policy, which refuses inline style: the picture's style
    // attributes (its size on a page of its own) are taken out of its tags before parsing; desk.css sizes it here.
    const unstyled = text.replace(/<[^>]*>/g, (tag) => tag.replace(/\sstyle="[^"]*"/g, ""));
    const parsed = new DOMParser().parseFromString(unstyled, "image/svg+xml");
    const root = parsed.documentElement;
    if (!root || root.localName !== "svg" || parsed.getElementsByTagName("parsererror").length) {
      return element("p", { className: "warning" }, "The picture could not be read.");
    }
    for (const unsafe of [...root.querySelectorAll("script, style, foreignObject, iframe")]) unsafe.remove();
    for (const node of [root, ...root.querySelectorAll("*")]) {
      for (const attribute of [...node.attributes]) {
        const name = attribute.name.toLowerCase();
        // Inline style is refused by the page's policy (desk.css sizes the picture); links and handlers go.
        if (name.startsWith("on") || name === "style"
          || ((name === "href" || name === "xlink:href") && !attribute.value.startsWith("#"))) {
          node.removeAttribute(attribute.name);
        }
      }
    }
    const svg = document.importNode(root, true);
    svg.setAttribute("role", "img");
    if (!svg.getAttribute("aria-label")) svg.setAttribute("aria-label", "The deal drawn with its ruling");
    return svg;
  }

  // ---- revoke proofs ------------------------------------------------------------------------------------------

  function recordTricks(record) {
    const plays = playList(record);
    const size = tableSize(record);
    const tricks = [];
    for (let start = 0; start < plays.length; start += size) tricks.push(plays.slice(start, start + size));
    return tricks;
  }

  function showRevokeTricks(record) {
    const tricks = recordTricks(record);
    if (!tricks.length) {
      replaceContent($("revoke-tricks"), element("p", { className: "quiet" }, "No trick has been played yet."));
      return;
    }
    const rows = tricks.map((trick, index) => {
      const row = element("div", { className: "trick-row", role: "group", "aria-label": `Trick ${index + 1}` },
        element("span", { className: "seat" }, `Trick ${index + 1}`));
      for (const play of trick) {
        const button = cardElement(play.card, {
          tag: "button", label: `${cardName(play.card)}, played by seat ${play.seat} to trick ${index + 1}`,
          "data-trick": index,
        });
        button.addEventListener("click", guarded(() => proveRevoke({ trick: index, card: play.card })));
        row.append(element("span", { className: "played-by" }, element("small", { "aria-hidden": "true" }, `seat ${play.seat}`), button));
      }
      return row;
    });
    replaceContent($("revoke-tricks"), ...rows);
  }

  // The trump the deal was played with, as the referee found it (a game field, or named in the auction).
  function trumpOfDeal(record) {
    const adjudication = desk.adjudication || {};
    return adjudication.trump || (adjudication.auction && adjudication.auction.trump) || record.trump
      || (typeof record.turned === "string" ? record.turned[1] : undefined);
  }

  // The record's own fields that the operation also takes (house rules, players, sides, the stock...).
  function sharedFields(record, fields, skip) {
    const shared = {};
    for (const name of fields) {
      if (!skip.includes(name) && name in record) shared[name] = record[name];
    }
    if (fields.has("trump") && trumpOfDeal(record)) shared.trump = trumpOfDeal(record);
    if (fields.has("players") && !("players" in shared) && desk.state) shared.players = desk.state.hands.length;
    return shared;
  }

  async function proveRevoke(suspect) {
    const record = await readRecord();
    if (!desk.state) await judge();
    const { fields } = await requestShape("rulings/revoke-proof");
    const request = { ...sharedFields(record, fields, ["tricks"]), tricks: recordTricks(record) };
    if (!request.tricks.length) throw new DeskError("No trick has been played yet: there is nothing to prove.");
    const { answer, attestation } = await ask(gamePath("rulings/revoke-proof"), request);
    await keepSigned("revoke", "rulings/revoke-proof", request, answer, attestation);
    const out = [];
    for (const button of document.querySelectorAll("#revoke-tricks .card")) button.classList.remove("revoke", "proof", "picked");
    const mark = (trick, card, name) => {
      const button = document.querySelector(`#revoke-tricks .card[data-trick="${trick}"][data-card="${card}"]`);
      if (button) button.classList.add(name);
    };
    if (suspect) {
      mark(suspect.trick, suspect.card, "picked");
      const found = answer.revokes.find((revoke) => revoke.trick === suspect.trick && revoke.card === suspect.card);
      if (found) {
        out.push(element("p", { className: "ruling broken", "data-test": "revoke-verdict" },
          `Revoke proved: ${cardName(found.card)} in trick ${found.trick + 1}.`));
      } else {
        out.push(element("p", { className: "ruling", "data-test": "revoke-verdict" },
          `No revoke is proved with ${cardName(suspect.card)} in trick ${suspect.trick + 1}.`));
      }
    }
    for (const revoke of answer.revokes) {
      mark(revoke.trick, revoke.card, "revoke");
      mark(revoke.proof.trick, revoke.proof.card, "proof");
      out.push(element("p", { "data-test": "revoke-explanation" }, revoke.explanation));
      out.push(element("p", { className: "quiet" }, `What happens now: ${revoke.rectification.explanation}`));
    }
    if (answer.revokes.length) {
      out.push(element("p", { className: "quiet legend" }, "Marked above: ",
        element("span", { className: "swatch revoke" }, "the revoke"), " ",
        element("span", { className: "swatch proof" }, "the later card that proves it")));
    }
    out.push(element("p", { "data-test": "revoke-summary" }, answer.explanation));
    out.push(element("p", { className: "quiet" }, basisWords(answer)));
    out.push(element("div", { className: "buttons" }, downloadButton("revoke")));
    replaceContent($("revoke-ruling"), ...out);
  }

  function downloadButton(slot) {
    const button = element("button", { type: "button", id: `download-${slot}`, "data-test": `download-${slot}`,
      disabled: !desk.signed[slot] }, "Download this signed ruling");
    button.addEventListener("click", guarded(() => download(slot)));
    return button;
  }

  // ---- claims -------------------------------------------------------------------------------------------------

  function fillClaimSeats(state) {
    const seats = [...state.hands.keys()];
    const current = $("claim-seat").value;
    replaceContent($("claim-seat"), ...seats.map((seat) => element("option", { value: seat }, `Seat ${seat}`)));
    $("claim-seat").value = current !== "" && seats.includes(Number(current)) ? current
      : String(state.to_act === null || state.to_act === undefined ? 0 : state.to_act);
    resetClaimCount();
    resetLine();
  }

  // The claim's number, from the position now: every trick left (a claimer usually claims the rest: each seat yet to
  // play to the trick holds one card a trick), or no more penalty cards. Set whenever the position or the kind of
  // claim changes, so a number typed for another record never stays behind.
  function resetClaimCount() {
    if (!desk.state) return;
    $("claim-count").value = $("claim-kind").value === "tricks"
      ? String(Math.max(0, ...desk.state.hands.map((hand) => hand.length))) : "0";
  }

  async function fillClaimKinds() {
    const { claimKinds } = await requestShape("rulings/claim");
    const kinds = [element("option", { value: "tricks" }, "at least this many of the tricks left")];
    if (claimKinds.has("penalty_cards_at_most")) {
      kinds.push(element("option", { value: "penalty_cards_at_most" }, "at most this many more penalty cards"));
    }
    replaceContent($("claim-kind"), ...kinds);
    resetClaimCount();
  }

  // The cards each seat has taken in the tricks complete (a claim in a game scored on the cards taken needs them).
  function capturedCards(state) {
    const captured = state.hands.map(() => []);
    for (const trick of state.tricks) captured[trick.winner].push(...trick.plays.map((play) => play.card));
    return captured;
  }

  // The cards still to be drawn, where the game draws from a stock: the record's stock (or deck) is the pack as it
  // was after the deal, top first, and the referee counts how many are left (stock_left).
  function stockLeft(record) {
    const left = desk.adjudication && desk.adjudication.stock_left;
    const pack = Array.isArray(record.stock) ? record.stock : Array.isArray(record.deck) ? record.deck : null;
    return Number.isInteger(left) && pack ? pack.slice(pack.length - left) : null;
  }

  // A claim judged from the position now, in place of the last claim's answer. A refusal (a line the referee cannot
  // use, a deal not in its play) is said here, where the person is, as well as at the top of the page.
  async function judgeClaim() {
    clearClaimAnswer();
    try {
      await askClaim();
    } catch (error) {
      if (error instanceof DeskError) {
        replaceContent($("claim-ruling"), element("span", { className: "warning", "data-test": "claim-refused" }, error.message));
      }
      throw error;
    }
  }

  async function askClaim() {
    const record = await readRecord();
    if (!desk.state) await judge();
    const state = desk.state;
    if (state.phase !== "play") {
      throw new DeskError("A claim is judged during the play: the deal is not in its play yet, or is over.");
    }
    const { fields } = await requestShape("rulings/claim");
    const request = sharedFields(record, fields, ["hands", "trick", "leader", "claim", "standard", "played"]);
    request.hands = state.hands;
    request.trick = state.trick;
    request.leader = state.trick.length ? state.trick[0].seat : state.to_act;
    if (fields.has("played")) request.played = state.tricks.flatMap((trick) => trick.plays.map((play) => play.card));
    if (fields.has("captured")) request.captured = capturedCards(state);
    delete request.stock;
    const left = stockLeft(record);
    if (fields.has("stock") && left) request.stock = left;
    const seat = Number($("claim-seat").value);
    request.claim = { seat, [$("claim-kind").value]: Number($("claim-count").value) };
    request.standard = $("claim-standard").value;
    // The line as the person built it, even empty: the referee says what is wrong with it, in its own words.
    if (request.standard === STATED_LINE) request.claim.line = [...desk.line];
    const { answer, attestation } = await ask(gamePath("rulings/claim"), request);
    await keepSigned("claim", "rulings/claim", request, answer, attestation);
    const verdict = !answer.decided ? "Not decided." : answer.holds ? "The claim holds." : "The claim fails.";
    replaceContent($("claim-ruling"), element("strong", { "data-test": "claim-verdict" }, verdict), " ", answer.explanation);
    $("claim-ruling").after(element("div", { className: "buttons", id: "claim-download" }, downloadButton("claim")));
    if (answer.counter_line && answer.counter_line.length) {
      desk.counter = {
        record, hands: state.hands, trick: state.trick, line: answer.counter_line, step: 0,
        tricksBefore: state.tricks.length, states: {},
      };
      $("counter-line").hidden = false;
      await showCounterStep();
    } else {
      desk.counter = null;
      $("counter-line").hidden = true;
    }
  }

  function clearClaimAnswer() {
    if ($("claim-download")) $("claim-download").remove();
    replaceContent($("claim-ruling"));
    desk.counter = null;
    $("counter-line").hidden = true;
  }

  // ---- the claimer's stated line (standard stated-line) ---------------------------------------------------------

  // The claimer's statement (Law 70): its cards, from its hand in the position now, clicked in the order it said it
  // will play them. The line starts again whenever the claimer or the position changes: it only ever holds cards the
  // claimer holds now.

  function claimerHand() {
    const hands = desk.state && Array.isArray(desk.state.hands) ? desk.state.hands : [];
    return hands[Number($("claim-seat").value)] || [];
  }

  function resetLine() {
    desk.line = [];
    showLine();
  }

  function showLine() {
    const panel = $("claim-line-panel");
    panel.hidden = $("claim-standard").value !== STATED_LINE;
    const hand = claimerHand();
    const buttons = hand.map((card) => {
      const place = desk.line.indexOf(card);
      const button = cardElement(card, {
        tag: "button", "aria-pressed": String(place >= 0), disabled: place >= 0,
        label: place >= 0 ? `${cardName(card)}, card ${place + 1} of the line` : `${cardName(card)}: add it to the line`,
      });
      button.addEventListener("click", () => addToLine(card));
      return button;
    });
    replaceContent($("claim-line-hand"), ...(buttons.length ? buttons
      : [element("span", { className: "quiet" }, desk.state ? "The claimer holds no card." : "Judge a deal first.")]));
    replaceContent($("claim-line"), ...desk.line.map((card, index) => element("li", { className: "played-by" },
      element("small", { "aria-hidden": "true" }, `${index + 1}.`),
      cardElement(card, { label: `${index + 1}: ${cardName(card)}` }))));
    $("claim-line-words").textContent = desk.line.length
      ? `The line, ${plural(desk.line.length, "card", "cards")} of ${hand.length}: ${cardList(desk.line)}.`
      : `No card in the line yet: click the claimer's cards in the order it said it will play them.`;
    $("claim-line-undo").disabled = !desk.line.length;
    $("claim-line-clear").disabled = !desk.line.length;
  }

  function addToLine(card) {
    if (desk.line.includes(card) || !claimerHand().includes(card)) return;
    desk.line = [...desk.line, card];
    showLine();
    // The keyboard stays in the hand, on the next card still to place, then on the judge button.
    const next = document.querySelector("#claim-line-hand button:not([disabled])") || $("judge-claim");
    next.focus({ preventScroll: true });
  }

  function undoLine() {
    desk.line = desk.line.slice(0, -1);
    showLine();
  }

  // Take back or Clear pressed from the keyboard: when the button pressed is now disabled (the line is empty), the
  // keyboard goes to the hand's first card rather than to nowhere.
  function refocusLine() {
    if (!document.activeElement || !document.activeElement.disabled) return;
    const first = document.querySelector("#claim-line-hand button:not([disabled])");
    if (first) first.focus({ preventScroll: true });
  }

  // The position a step of the counter-line reaches, as the referee reads it: state on the claim's record with the
  // line's cards so far appended. Who won each trick and the score so far are the rules' answers, not the page's.
  async function counterState(step) {
    const counter = desk.counter;
    if (!counter.states[step]) {
      const record = JSON.parse(JSON.stringify(counter.record));
      for (const play of counter.line.slice(0, step)) appendPlay(record, play.seat, play.card);
      counter.states[step] = (await ask(gamePath("state"), record)).answer;
    }
    return counter.states[step];
  }

  async function showCounterStep() {
    const counter = desk.counter;
    const { hands, trick, line, step } = counter;
    const reached = await counterState(step);
    // Next or Previous pressed again (or another claim judged) while this step's position was on its way: the step
    // asked for last is the one to show, whichever answer comes back last.
    if (desk.counter !== counter || counter.step !== step) return;
    const played = line.slice(0, step);
    const gone = new Set(played.map((play) => play.card));
    const size = hands.length;
    const sequence = [...trick, ...played];
    const start = sequence.length ? Math.floor((sequence.length - 1) / size) * size : 0;
    const current = sequence.slice(start);
    const won = reached.tricks.slice(counter.tricksBefore);
    // The trick on the table is the last one won when its last card was just played.
    const taken = current.length === size && won.length ? won[won.length - 1] : null;
    $("counter-step").textContent = step === 0
      ? `The counter-line has ${plural(line.length, "card", "cards")}: press Next card to play them one by one.`
      : `Card ${step} of ${line.length}: seat ${line[step - 1].seat} plays ${cardName(line[step - 1].card)}.`;
    const trickRow = element("div", { className: "hand" },
      element("span", { className: "seat" }, taken ? `Trick · seat ${taken.winner} wins` : "Trick"));
    const trickCards = element("span", { className: "cards" });
    for (const play of current) {
      const wins = taken && play.card === taken.card;
      trickCards.append(element("span", { className: "played-by" }, element("small", { "aria-hidden": "true" }, `seat ${play.seat}`),
        cardElement(play.card, { label: `${cardName(play.card)}, played by seat ${play.seat}${wins ? ", wins the trick" : ""}`,
          className: wins ? "card winner" : "card" })));
    }
    trickRow.append(trickCards);
    const rows = hands.map((hand, seat) => {
      const row = element("div", { className: "hand" }, element("span", { className: "seat" }, `Seat ${seat}`));
      const cards = element("span", { className: "cards" });
      for (const card of hand.filter((held) => !gone.has(held))) cards.append(cardElement(card));
      row.append(cards);
      return row;
    });
    const tricks = won.length
      ? element("ul", { "data-test": "counter-tricks", className: "counter-tricks" }, ...won.map((done, index) =>
        element("li", {}, `Trick ${counter.tricksBefore + index + 1}: seat ${done.winner} wins with the ${cardName(done.card)}.`)))
      : element("p", { "data-test": "counter-tricks", className: "quiet" }, "No trick of the counter-line is complete yet.");
    const score = element("p", { "data-test": "counter-score" },
      reached.score && reached.score.explanation ? `Score so far: ${reached.score.explanation}` : "");
    replaceContent($("counter-position"), trickRow, ...rows, tricks, score);
    $("counter-prev").disabled = step === 0;
    $("counter-next").disabled = step === line.length;
  }

  async function stepCounter(by) {
    if (!desk.counter) return;
    desk.counter.step = Math.min(Math.max(desk.counter.step + by, 0), desk.counter.line.length);
    await showCounterStep();
  }

  // ---- verifying a signed ruling --------------------------------------------------------------------------------

  // The file chosen in ``input``: its name and its content (``read`` of it), or null when none was chosen.
  async function readFile(input, read = (file) => file.text()) {
    const file = input.files && input.files[0];
    if (!file) return null;
    const content = await read(file);
    input.value = "";
    return { name: file.name, content };
  }

  async function verifyUpload() {
    const chosen = await readFile($("verify-upload"), (file) => file.arrayBuffer());
    if (chosen === null) return;
    const bytes = chosen.content;
    let text, signed;
    try {
      // Strict UTF-8 with any byte-order mark kept: the file as it is, not a repair of it.
      text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
    } catch {
      throw new DeskError("That file is not a signed ruling: it is not UTF-8 text.");
    }
    try {
      signed = JSON.parse(text);
    } catch (error) {
      throw new DeskError(`That file is not a signed ruling: it is not JSON (${error.message}).`);
    }
    const { answer } = await ask("v1/attestations/verify", signed);
    // The referee checks what the file says; a file that carries its key is also held to the form it was saved in,
    // as the offline checks hold it.
    const reformatted = answer.valid && Boolean(signed.jwks) && text !== savedForm(signed);
    const genuine = answer.valid && !reformatted;
    const result = genuine ? "Genuine: the referee signed this ruling."
      : reformatted ? "Not genuine: this file was changed after it was saved."
        : "Not genuine: this ruling is not the one the referee signed.";
    const explanation = reformatted
      ? "What it says is what the referee signed, but a signed ruling is written one way (canonical JSON, then a "
        + "line feed) and this file differs from it, if only in its spacing."
      : answer.explanation;
    const verdict = $("verify-verdict");
    verdict.className = genuine ? "verdict genuine" : "verdict refused";
    replaceContent(verdict, element("strong", { "data-test": "verify-result" }, result), " ", explanation);
  }

  // A record file, JSON or its text (a .rrn file is text, whatever it starts with, a comment in braces say).
  async function uploadRecord() {
    const chosen = await readFile($("upload"));
    if (chosen === null) return;
    $("record").value = chosen.content;
    desk.history = [];
    if (chosen.name.toLowerCase().endsWith(NOTATION_FILE) && !isRecordText(chosen.content)) {
      await recordFromText(chosen.content);
    }
    await judge();
  }

  // ---- start ----------------------------------------------------------------------------------------------------

  function start() {
    $("game").addEventListener("change", guarded(async () => { await gameChosen(); await fillClaimKinds(); }));
    $("profile").addEventListener("change", guarded(profileToRecord));
    $("players").addEventListener("change", seatsChanged);
    $("new-seed").addEventListener("click", newSeed);
    $("deal").addEventListener("click", guarded(deal));
    $("adjudicate").addEventListener("click", guarded(async () => { desk.history = []; await judge(); }));
    $("undo").addEventListener("click", guarded(undo));
    $("upload").addEventListener("change", guarded(uploadRecord));
    $("record").addEventListener("input", recordTextStale);
    $("show-text").addEventListener("click", guarded(toggleRecordText));
    $("copy-text").addEventListener("click", guarded(copyRecordText));
    $("download-text").addEventListener("click", guarded(downloadRecordText));
    $("download-ruling").addEventListener("click", guarded(() => download("ruling")));
    $("revoke-all").addEventListener("click", guarded(() => proveRevoke(null)));
    $("judge-claim").addEventListener("click", guarded(judgeClaim));
    $("analyse").addEventListener("click", guarded(analyse));
    $("claim-kind").addEventListener("change", resetClaimCount);
    $("claim-seat").addEventListener("change", resetLine);
    $("claim-standard").addEventListener("change", showLine);
    $("claim-line-undo").addEventListener("click", () => { undoLine(); refocusLine(); });
    $("claim-line-clear").addEventListener("click", () => { resetLine(); refocusLine(); });
    $("counter-prev").addEventListener("click", guarded(() => stepCounter(-1)));
    $("counter-next").addEventListener("click", guarded(() => stepCounter(1)));
    $("verify-upload").addEventListener("change", guarded(verifyUpload));
    for (const radio of document.querySelectorAll("input[name=picture-view]")) {
      radio.addEventListener("change", guarded(async () => {
        if ($("record").value.trim()) await drawPicture(await readRecord());
      }));
    }
    newSeed();
    guarded(async () => {
      await loadGames();
      await fillClaimKinds();
      document.body.dataset.ready = "true";
    })();
  }

  window.addEventListener("error", (event) => showError(`Something went wrong in the page: ${event.message}`));
  window.addEventListener("unhandledrejection", (event) => showError(`Something went wrong in the page: ${event.reason}`));
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
