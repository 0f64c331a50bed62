import type { AdsErrorItem } from "@/lib/ads/kernel/errors";
import { IDENTIFIER_KINDS, isSha256Hex, type IdentifierKind } from "./normalise";

/**
 * The users call's JSON body checked item by item (document 3, Custom audience users): an array of at
 * most MAX_OPERATIONS operations {operation_type: Update | Delete, params: {users, effective_at?,
 * expires_at?}}; each user an object of string arrays: email, phone_number, handle, device_id and
 * svc_id as SHA-256 hex (after normalisation, lib/audiences/normalise.ts), partner_user_id as is.
 * Errors name the operation's index and the field ("params.users[3].email[0]"). Pure: no database.
 */
export const MAX_OPERATIONS = 2500;
export const MAX_BODY_BYTES = 5_000_000;
/** expires_at defaults to 13 months after effective_at. */
export const DEFAULT_MONTHS = 13;
const USER_FIELDS = new Set<string>([...IDENTIFIER_KINDS, "svc_id", "partner_user_id"]);
const MAX_VALUES = 1000;

export type CheckedOperation = {
  operation_type: "Update" | "Delete";
  effective_at: Date;
  expires_at: Date;
  users: number;
  /** Binary digests per matchable kind, 32 bytes each. */
  hashes: Record<IdentifierKind, Buffer[]>;
};

type Found = { ops: CheckedOperation[]; errors: AdsErrorItem[][]; users: number };

const bad = (parameter: string, message: string): AdsErrorItem => ({
  code: "INVALID_PARAMETER",
  message,
  parameter,
});

function time(v: unknown, name: string, errs: AdsErrorItem[]): Date | undefined {
  if (v === undefined) return undefined;
  const ok = typeof v === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/.test(v);
  const d = ok ? new Date(v) : undefined;
  if (!d || Number.isNaN(d.getTime()))
    errs.push(bad(`params.${name}`, `Expected ${name} as ISO 8601 UTC, e.g. 2027-01-01T00:00:00Z`));
  return d;
}

function checkUser(u: unknown, at: string, op: CheckedOperation, errs: AdsErrorItem[]) {
  if (!u || typeof u !== "object" || Array.isArray(u))
    return errs.push(bad(at, 'Expected a user object such as {"email": ["<sha256 hex>"]}'));
  const entries = Object.entries(u);
  if (!entries.length) return errs.push(bad(at, "A user needs at least one identifier"));
  for (const [field, values] of entries) {
    if (!USER_FIELDS.has(field)) {
      errs.push(
        bad(`${at}.${field}`, `Unknown field ${field}; expected ${[...USER_FIELDS].join(", ")}`),
      );
      continue;
    }
    if (!Array.isArray(values) || values.length === 0 || values.length > MAX_VALUES) {
      errs.push(bad(`${at}.${field}`, `Expected an array of 1 to ${MAX_VALUES} strings`));
      continue;
    }
    values.forEach((v, k) => {
      if (field === "partner_user_id") {
        if (typeof v !== "string" || !v || v.length > 256)
          errs.push(bad(`${at}.${field}[${k}]`, "Expected a string of 1 to 256 characters"));
      } else if (!isSha256Hex(v)) {
        errs.push(
          bad(
            `${at}.${field}[${k}]`,
            `Expected the SHA-256 of the normalised value as 64 hex digits, got ${JSON.stringify(String(v).slice(0, 70))}`,
          ),
        );
      } else if (field !== "svc_id") op.hashes[field as IdentifierKind].push(Buffer.from(v, "hex"));
    });
  }
}

export function checkOperations(body: unknown, now: Date): Found | string {
  if (!Array.isArray(body)) return "The body must be a JSON array of operations";
  if (body.length === 0 || body.length > MAX_OPERATIONS)
    return `Expected 1 to ${MAX_OPERATIONS} operations, got ${body.length}`;
  const found: Found = { ops: [], errors: [], users: 0 };
  body.forEach((item) => {
    const errs: AdsErrorItem[] = [];
    const o = (item ?? {}) as { operation_type?: unknown; params?: Record<string, unknown> };
    if (o.operation_type !== "Update" && o.operation_type !== "Delete")
      errs.push(bad("operation_type", "Expected operation_type Update or Delete"));
    const p = o.params;
    if (!p || typeof p !== "object" || Array.isArray(p))
      errs.push(bad("params", "Expected params {users, effective_at, expires_at}"));
    const effective = time(p?.effective_at, "effective_at", errs) ?? now;
    const expires = time(p?.expires_at, "expires_at", errs) ?? addMonths(effective, DEFAULT_MONTHS);
    if (expires <= effective)
      errs.push(bad("params.expires_at", "expires_at must be later than effective_at"));
    const op: CheckedOperation = {
      operation_type: o.operation_type === "Delete" ? "Delete" : "Update",
      effective_at: effective,
      expires_at: expires,
      users: 0,
      hashes: { email: [], phone_number: [], handle: [], device_id: [] },
    };
    const users = p?.users;
    if (!Array.isArray(users) || users.length === 0)
      errs.push(bad("params.users", "Expected a non-empty array of users"));
    else users.forEach((u, k) => checkUser(u, `params.users[${k}]`, op, errs));
    op.users = Array.isArray(users) ? users.length : 0;
    found.users += op.users;
    found.ops.push(op);
    found.errors.push(errs.slice(0, 20));
  });
  return found;
}

function addMonths(d: Date, n: number): Date {
  const out = new Date(d);
  out.setUTCMonth(out.getUTCMonth() + n);
  return out;
}
