import type { AdsErrorItem } from "@/lib/ads-kernel/errors";
import { isDigestHex } from "./digest-sink";
import { isJsonObject } from "@/lib/http/json-object";
import { IDENTIFIER_KINDS, isIdentifierKind } from "./normalise";
import {
  bad,
  endOperation,
  newFound,
  OP_KEYS,
  PARAM_KEYS,
  startOperation,
  unknownKeys,
  type Found,
} from "./users-ops";

export type { CheckedOperation, Found } from "./users-ops";

/**
 * The users call's JSON body checked item by item (document 3, Custom audience users): an array of at
 * most MAX_OPERATIONS operations {operation_type: Update | Delete, params: {users, effective_at?,
 * expires_at?}}; each user an object of string arrays: email, phone_number, handle, device_id and
 * svc_id as SHA-256 hex (after normalisation, lib/audiences/normalise.ts), partner_user_id as is.
 * Errors name the operation's index and the field ("params.users[3].email[0]"). Pure: no database.
 */
export const MAX_OPERATIONS = 2500;
export const MAX_BODY_BYTES = 5_000_000;
const USER_FIELDS = new Set<string>([...IDENTIFIER_KINDS, "svc_id", "partner_user_id"]);
export const MAX_VALUES = 1000;

/** One user object; error paths are built only for errors (a 5 MB call holds some 60,000 users). */
function checkUser(u: unknown, k: number, digests: Found["digests"], errs: AdsErrorItem[]) {
  const at = () => `params.users[${k}]`;
  if (!isJsonObject(u))
    return errs.push(bad(at(), 'Expected a user object such as {"email": ["<sha256 hex>"]}'));
  let fields = 0;
  for (const field in u) {
    fields++;
    const values = u[field];
    if (!USER_FIELDS.has(field)) {
      errs.push(
        bad(`${at()}.${field}`, `Unknown field ${field}; expected ${[...USER_FIELDS].join(", ")}`),
      );
      continue;
    }
    if (!Array.isArray(values) || values.length === 0 || values.length > MAX_VALUES) {
      errs.push(bad(`${at()}.${field}`, `Expected an array of 1 to ${MAX_VALUES} strings`));
      continue;
    }
    const into = isIdentifierKind(field) ? digests[field] : null;
    for (let j = 0; j < values.length; j++) {
      const v = values[j];
      if (field === "partner_user_id") {
        if (typeof v !== "string" || !v || v.length > 256 || v.includes("\u0000"))
          errs.push(
            bad(`${at()}.${field}[${j}]`, "Expected a string of 1 to 256 characters (no NUL)"),
          );
      } else if (typeof v !== "string" || !(into ? into.write(v) : isDigestHex(v))) {
        errs.push(
          bad(
            `${at()}.${field}[${j}]`,
            `Expected the SHA-256 of the normalised value as 64 hex digits, got ${JSON.stringify(String(v).slice(0, 70))}`,
          ),
        );
      }
    }
  }
  if (!fields) errs.push(bad(at(), "A user needs at least one identifier"));
}

export function checkOperations(body: unknown, now: Date): Found | string {
  if (!Array.isArray(body)) return "The body must be a JSON array of operations";
  if (body.length === 0 || body.length > MAX_OPERATIONS)
    return `Expected 1 to ${MAX_OPERATIONS} operations, got ${body.length}`;
  const found = newFound();
  for (const item of body) {
    const errs: AdsErrorItem[] = [];
    const o = isJsonObject(item) ? item : undefined;
    const p = isJsonObject(o?.params) ? o.params : undefined;
    if (o) unknownKeys(o, OP_KEYS, "", errs);
    if (p) unknownKeys(p, PARAM_KEYS, "params.", errs);
    const op = startOperation(found, o?.operation_type, p, now, errs);
    const users = p?.users;
    if (!Array.isArray(users) || users.length === 0)
      errs.push(bad("params.users", "Expected a non-empty array of users"));
    else for (let k = 0; k < users.length; k++) checkUser(users[k], k, found.digests, errs);
    endOperation(found, op, Array.isArray(users) ? users.length : 0, errs);
  }
  return found;
}
