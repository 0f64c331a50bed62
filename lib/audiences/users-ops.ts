import type { AdsErrorItem } from "@/lib/ads-kernel/errors";
import { parseIsoTime } from "@/lib/ads-kernel/iso-time";
import { DigestSink } from "./digest-sink";
import { IDENTIFIER_KINDS, type IdentifierKind } from "./normalise";

/*
 * A users call's operations as they are read (users-body.ts from parsed JSON, users-fast.ts from the
 * bytes): the one place an operation's window, its defaults and rules, and its digests' places live.
 */
/** expires_at defaults to 13 months after effective_at. */
export const DEFAULT_MONTHS = 13;
/** The keys an operation and its params may have; any other is refused (__proto__ included). */
export const OP_KEYS = ["operation_type", "params"] as const;
export const PARAM_KEYS = ["effective_at", "expires_at", "users"] as const;
const UTC_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

export type CheckedOperation = {
  operation_type: "Update" | "Delete";
  effective_at: Date;
  expires_at: Date;
  users: number;
  /** Where this operation's digests of each matchable kind lie in `Found.digests` (byte offsets). */
  ranges: Record<IdentifierKind, [from: number, to: number]>;
};

export type Found = {
  ops: CheckedOperation[];
  errors: AdsErrorItem[][];
  users: number;
  /** The call's digests per kind, binary, in the order sent: consecutive operations are adjacent. */
  digests: Record<IdentifierKind, DigestSink>;
};

export const bad = (parameter: string, message: string): AdsErrorItem => ({
  code: "INVALID_PARAMETER",
  message,
  parameter,
});

/** A time as written, in UTC; an impossible one (2026-02-30, 24:00) is refused, not rolled over. */
function time(v: unknown, name: string, errs: AdsErrorItem[]): Date | undefined {
  if (v === undefined) return undefined;
  const parsed = typeof v === "string" && UTC_TIME.test(v) ? parseIsoTime(v) : undefined;
  if (parsed && "date" in parsed) return parsed.date;
  const expected = `${name} as ISO 8601 UTC, e.g. 2027-01-01T00:00:00Z`;
  errs.push(
    bad(
      `params.${name}`,
      parsed ? `${parsed.error}; expected ${expected}` : `Expected ${expected}`,
    ),
  );
  return undefined;
}

/** Errors for the keys of `o` that are not among `keys`, at `path` + key. */
export function unknownKeys(
  o: object,
  keys: readonly string[],
  path: string,
  errs: AdsErrorItem[],
): void {
  for (const k of Object.keys(o))
    if (!keys.includes(k))
      errs.push(bad(`${path}${k}`, `Unknown field ${k}; expected ${keys.join(", ")}`));
}

/** An empty result: one digest sink per matchable kind. */
export function newFound(): Found {
  const sink = () => new DigestSink();
  const digests = { email: sink(), phone_number: sink(), handle: sink(), device_id: sink() };
  return { ops: [], errors: [], users: 0, digests };
}

/**
 * An operation from its type and params (as sent), its users' digests to follow: the one place the
 * window's defaults and rules live, for both ways a body is read (users-fast.ts).
 */
export function startOperation(
  found: Found,
  type: unknown,
  params: { effective_at?: unknown; expires_at?: unknown } | undefined,
  now: Date,
  errs: AdsErrorItem[],
): CheckedOperation {
  if (type !== "Update" && type !== "Delete")
    errs.push(bad("operation_type", "Expected operation_type Update or Delete"));
  if (!params || typeof params !== "object" || Array.isArray(params))
    errs.push(bad("params", "Expected params {users, effective_at, expires_at}"));
  const effective = time(params?.effective_at, "effective_at", errs) ?? now;
  const expires =
    time(params?.expires_at, "expires_at", errs) ?? addMonths(effective, DEFAULT_MONTHS);
  if (expires <= effective)
    errs.push(bad("params.expires_at", "expires_at must be later than effective_at"));
  const at = (k: IdentifierKind): [number, number] => [found.digests[k].length, 0];
  return {
    operation_type: type === "Delete" ? "Delete" : "Update",
    effective_at: effective,
    expires_at: expires,
    users: 0,
    ranges: {
      email: at("email"),
      phone_number: at("phone_number"),
      handle: at("handle"),
      device_id: at("device_id"),
    },
  };
}

/** Closes an operation whose `users` users have been read. */
export function endOperation(
  found: Found,
  op: CheckedOperation,
  users: number,
  errs: AdsErrorItem[],
) {
  for (const kind of IDENTIFIER_KINDS) op.ranges[kind][1] = found.digests[kind].length;
  op.users = users;
  found.users += users;
  found.ops.push(op);
  found.errors.push(errs.slice(0, 20));
}

export function addMonths(d: Date, n: number): Date {
  const out = new Date(d);
  out.setUTCMonth(out.getUTCMonth() + n);
  return out;
}
