// Checks a signed ruling saved by Referee (the desk's download, or `referee ... --sign-with`) in plain Node
// (node:crypto only), as a third party would, offline: the payload rebuilt as RFC 8785 canonical JSON from the
// file's own members, the Ed25519 signature checked with the one key the file carries.
//
//   node tests/clients/verify-attestation.mjs RULING.json [RULING.json ...]
// RULING.json: {game, operation, request, answer, engine, rules, attestation, jwks} and nothing else, written the
// one way Referee saves it (RFC 8785 canonical JSON of the whole file, then a line feed), so that any byte changed
// in the file, its spacing included, is refused. Prints
// {"valid", "kid", "explanation"} for each file, one line each; exit 0 when every file is valid, 1 otherwise.
// valid means: signed by the key with this kid. That the kid is the referee's is for the reader to compare with
// the keys the referee publishes (GET /v1/keys).
import { createHash, createPublicKey, verify } from "node:crypto";
import { readFileSync } from "node:fs";

const SIGNED = ["game", "operation", "request", "answer", "engine", "rules"];
const MEMBERS = [...SIGNED, "attestation", "jwks"].sort();

// RFC 8785: object members sorted by their UTF-16 code units (JavaScript's own string order), no whitespace,
// strings and numbers written as JSON.stringify writes them (the ECMAScript rules the RFC adopts).
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

const base64url = (buffer) => Buffer.from(buffer).toString("base64url");

// One spelling only (RFC 7515 section 2, RFC 4648 section 3.5): Node's decoder skips characters outside the
// alphabet and ignores the last character's unused bits, so the text must be what encoding its bytes gives back.
function unbase64url(text) {
  if (typeof text !== "string") throw new Error("not a string");
  const bytes = Buffer.from(text, "base64url");
  if (base64url(bytes) !== text) throw new Error("not canonical base64url");
  return bytes;
}

class NotValid extends Error {}

const sameMembers = (value, names) =>
  value !== null && typeof value === "object" && !Array.isArray(value)
  && JSON.stringify(Object.keys(value).sort()) === JSON.stringify([...names].sort());

// Whether the ruling in `file` verifies: NotValid saying why when it does not. `seen.kid`: the key the attestation
// names, once its header is read.
function check(file, seen) {
  const bytes = readFileSync(file);
  let text, ruling;
  try {
    // Strict UTF-8, a byte-order mark kept (JSON.parse then refuses it): the file as saved, not a repair of it.
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
    ruling = JSON.parse(text);
  } catch (error) {
    throw new NotValid(`the file is not UTF-8 JSON (${error.message})`);
  }
  if (!sameMembers(ruling, MEMBERS)) throw new NotValid(`a signed ruling has exactly the members ${MEMBERS.join(", ")}`);
  const parts = typeof ruling.attestation === "string" ? ruling.attestation.split(".") : [];
  if (parts.length !== 3 || parts[1] !== "") throw new NotValid("the attestation is not a detached compact JWS");
  const [protectedHeader, , signature] = parts;
  let header;
  try {
    header = JSON.parse(unbase64url(protectedHeader).toString("utf8"));
  } catch (error) {
    throw new NotValid(`the attestation's header is not base64url JSON (${error.message})`);
  }
  if (header !== null && typeof header === "object" && typeof header.kid === "string") seen.kid = header.kid;
  const keys = ruling.jwks && ruling.jwks.keys;
  if (!sameMembers(ruling.jwks, ["keys"]) || !Array.isArray(keys) || keys.length !== 1) {
    throw new NotValid("the key set must hold exactly the one key that signed");
  }
  const [jwk] = keys;
  if (!sameMembers(jwk, ["kty", "crv", "x", "kid", "alg", "use"]) || jwk.kty !== "OKP" || jwk.crv !== "Ed25519"
    || jwk.alg !== "EdDSA" || jwk.use !== "sig" || typeof jwk.x !== "string") {
    throw new NotValid("the key is not an Ed25519 signing key written as the referee publishes it");
  }
  // RFC 7638: the kid is the SHA-256 of the key's required members, so it names this key and no other.
  const thumbprint = base64url(createHash("sha256").update(canonical({ crv: jwk.crv, kty: jwk.kty, x: jwk.x })).digest());
  if (jwk.kid !== thumbprint) throw new NotValid("the key's kid is not its RFC 7638 thumbprint");
  if (canonical(header) !== canonical({ alg: "EdDSA", kid: thumbprint })) {
    throw new NotValid("the attestation's header is not {alg: EdDSA, kid} naming the key carried");
  }
  let x, signatureBytes;
  try {
    x = unbase64url(jwk.x);
    signatureBytes = unbase64url(signature);
  } catch (error) {
    throw new NotValid(`the key or the signature is not canonical base64url (${error.message})`);
  }
  if (x.length !== 32 || signatureBytes.length !== 64) throw new NotValid("the key or the signature has the wrong length");
  const payload = canonical(Object.fromEntries(SIGNED.map((name) => [name, ruling[name]])));
  const signingInput = Buffer.from(`${protectedHeader}.${base64url(Buffer.from(payload, "utf8"))}`, "ascii");
  let key;
  try {
    key = createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: jwk.x }, format: "jwk" });
  } catch (error) {
    throw new NotValid(`the key cannot verify (${error.message})`);
  }
  if (!verify(null, signingInput, key, signatureBytes)) {
    throw new NotValid("the signature does not match: a signed member differs from what was signed");
  }
  // Every value is the one signed; the bytes must also be the one way they were written (strict UTF-8 text maps
  // to bytes one to one, so comparing the text compares the bytes).
  if (text !== `${canonical(ruling)}\n`) {
    throw new NotValid("the file is not as it was saved: it is not RFC 8785 canonical JSON and a line feed, if only in its spacing");
  }
}

const files = process.argv.slice(2);
if (!files.length) throw new Error("usage: node verify-attestation.mjs RULING.json [RULING.json ...]");
let allValid = true;
for (const file of files) {
  const seen = { kid: null };
  let verdict;
  try {
    check(file, seen);
    verdict = { valid: true, kid: seen.kid, explanation: "signed by the key this file carries: the referee's if GET /v1/keys lists its kid" };
  } catch (error) {
    if (!(error instanceof NotValid)) throw error;
    verdict = { valid: false, kid: seen.kid, explanation: error.message };
    allValid = false;
  }
  process.stdout.write(`${JSON.stringify(verdict)}\n`);
}
process.exit(allValid ? 0 : 1);
