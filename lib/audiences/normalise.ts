/**
 * THE normal form of custom audience identifiers, before SHA-256 (FACTS, Audiences and targeting). The
 * console imports this module in the browser and hashes with WebCrypto, the server builds its
 * population index with it: no node-only imports here, so both sides give the same bytes.
 * Test vectors: lib/audiences/vectors.json (normalise.test.ts checks both hash paths against them).
 */
export const IDENTIFIER_KINDS = ["email", "phone_number", "handle", "device_id"] as const;
export type IdentifierKind = (typeof IDENTIFIER_KINDS)[number];

export function isIdentifierKind(s: string): s is IdentifierKind {
  return IDENTIFIER_KINDS.some((k) => k === s);
}

/** The user object's fields that carry SHA-256 hashes (partner_user_id is sent as is, svc_id too). */
export const HASHED_FIELDS = ["email", "phone_number", "handle", "device_id", "svc_id"] as const;

/**
 * The value as hashed, or null when nothing is left of it. Emails: trimmed, lower-cased. Phones:
 * E.164 digits without "+" (a leading "00" is the international prefix; ten digits without one
 * are read as North American, country code 1). Handles: lower-cased, without a leading "@". Device
 * ids (advertising ids): trimmed, lower-cased.
 */
export function normalise(kind: IdentifierKind, value: string): string | null {
  const v = value.trim();
  let out: string;
  switch (kind) {
    case "email":
      out = v.toLowerCase();
      break;
    case "phone_number": {
      const international = v.startsWith("+") || v.startsWith("00");
      let digits = v.replace(/\D/g, "");
      if (v.startsWith("00")) digits = digits.slice(2);
      if (!international && digits.length === 10) digits = `1${digits}`;
      out = digits;
      break;
    }
    case "handle":
      out = v.replace(/^@/, "").toLowerCase();
      break;
    case "device_id":
      out = v.toLowerCase();
      break;
  }
  return out ? out : null;
}

/**
 * What a value of each kind must look like, in words a person reads (the console refuses other rows
 * before hashing): emails with one "@" and a dot in the domain; phone numbers of phone characters
 * only, 8 to 15 digits with the country code (E.164); handles of letters, digits and "_"; device
 * ids as advertising ids (a UUID: 8-4-4-4-12 hexadecimal digits).
 */
const SHAPES: Record<
  IdentifierKind,
  { ok: (normal: string, raw: string) => boolean; expected: string }
> = {
  email: {
    ok: (n) => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(n),
    expected: "an email address, like maria.garcia@example.com",
  },
  phone_number: {
    ok: (n, raw) => /^[+\d\s().\-/]+$/.test(raw.trim()) && n.length >= 8 && n.length <= 15,
    expected: "a phone number with its country code, like +1 212 555 0100",
  },
  handle: {
    ok: (n) => /^[a-z0-9_]{1,50}$/.test(n),
    expected: "a handle of letters, digits and underscores, like @maria_garcia",
  },
  device_id: {
    ok: (n) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(n),
    expected: "a device id (advertising id), like 6d92078a-8246-4ba4-ae5b-76104861e7dc",
  },
};

/** Why a value is not an identifier of `kind` ("expected …"), or null when it is one. */
export function identifierProblem(kind: IdentifierKind, value: string): string | null {
  const n = normalise(kind, value);
  if (n === null) return "empty once normalised";
  return SHAPES[kind].ok(n, value) ? null : `expected ${SHAPES[kind].expected}`;
}

/** Whether a value is what the users call takes: a SHA-256 digest as 64 hex digits. */
export const isSha256Hex = (value: unknown): value is string =>
  typeof value === "string" && /^[0-9a-fA-F]{64}$/.test(value);

/** SHA-256 of the normal form as 64 lower-case hex digits, with WebCrypto (browser and Node). */
export async function hashIdentifier(kind: IdentifierKind, value: string): Promise<string | null> {
  const n = normalise(kind, value);
  if (n === null) return null;
  const digest = await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(n));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}
