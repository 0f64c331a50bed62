import { parseJsonBody } from "@/lib/ads-kernel/json-body";
import { checkOperations, type Found } from "./users-body";
import { fastOperations } from "./users-fast";

// As the kernel decodes every other body (Hono's text(): a BOM dropped, bad UTF-8 replaced).
const decoder = new TextDecoder();

/**
 * A users call's operations from its body's bytes: straight from the bytes when written the usual
 * way, else parsed as JSON (depth bound, messages as every endpoint's) and checked item by item. A
 * string is a refusal of the whole body.
 */
export function readOperations(bytes: Uint8Array, now: Date): Found | string {
  return fastOperations(bytes, now) ?? checkOperations(parseJsonBody(decoder.decode(bytes)), now);
}
