// The referee's client: openapi-fetch's createClient, typed by the referee's openapi.yaml (schema.d.ts), so a path
// or an answer field the spec does not have, or a request field missing or of the wrong type, is a compile error.
import createClient, { type Client, type ClientOptions } from "openapi-fetch";
import type { components, paths } from "./schema.js";

export type { components, operations, paths } from "./schema.js";

/** The spec's named types: `Schemas["HeartsDealRequest"]`, `Schemas["Problem"]`, … */
export type Schemas = components["schemas"];

export type RefereeClient = Client<paths>;

/** A client for the referee at `baseUrl` (for example `http://localhost:8000`). */
export default function createRefereeClient(options: ClientOptions & { baseUrl: string }): RefereeClient {
  return createClient<paths>(options);
}
