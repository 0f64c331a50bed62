import { IncomingMessage } from "node:http";
import type { Context } from "hono";

/**
 * Node's own request when the server is @hono/node-server, whose bindings (c.env) are
 * {incoming, outgoing}; null in app.request(), where c.env is undefined.
 */
export function nodeIncoming(c: Context): IncomingMessage | null {
  const env: unknown = c.env;
  const incoming = typeof env === "object" && env && "incoming" in env ? env.incoming : null;
  return incoming instanceof IncomingMessage ? incoming : null;
}
