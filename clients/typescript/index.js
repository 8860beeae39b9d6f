// The referee's client: openapi-fetch's createClient, typed by the referee's openapi.yaml (schema.d.ts), so a path
// or an answer field the spec does not have, or a request field missing or of the wrong type, is a compile error.
import createClient from "openapi-fetch";
/** A client for the referee at `baseUrl` (for example `http://localhost:8000`). */
export default function createRefereeClient(options) {
    return createClient(options);
}
