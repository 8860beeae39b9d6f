// Checks a Referee-Attestation in plain Node (node:crypto only), as a third party would: the payload rebuilt
// as RFC 8785 canonical JSON from the ruling, the Ed25519 signature checked with the published key.
//
//   node tests/clients/verify-attestation.mjs RULING.json JWKS.json
// RULING.json: {game, operation, request, answer, attestation, engine, rules}. Prints {"valid", "kid"};
// exit 0 when valid.
import { createPublicKey, verify } from "node:crypto";
import { readFileSync } from "node:fs";

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

const [rulingFile, jwksFile] = process.argv.slice(2);
const ruling = JSON.parse(readFileSync(rulingFile, "utf8"));
const jwks = JSON.parse(readFileSync(jwksFile, "utf8"));

const [protectedHeader, detached, signature] = ruling.attestation.split(".");
const header = JSON.parse(Buffer.from(protectedHeader, "base64url").toString("utf8"));
const jwk = jwks.keys.find((key) => key.kid === header.kid);
let valid = false;
if (header.alg === "EdDSA" && detached === "" && jwk) {
  const { game, operation, request, answer, engine, rules } = ruling;
  const payload = canonical({ game, operation, request, answer, engine, rules });
  const signingInput = Buffer.from(`${protectedHeader}.${base64url(Buffer.from(payload, "utf8"))}`, "ascii");
  const key = createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x }, format: "jwk" });
  valid = verify(null, signingInput, key, Buffer.from(signature, "base64url"));
}
process.stdout.write(JSON.stringify({ valid, kid: header.kid ?? null }) + "\n");
process.exit(valid ? 0 : 1);
