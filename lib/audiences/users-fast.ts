import type { AdsErrorItem } from "@/lib/ads-kernel/errors";
import { IDENTIFIER_KINDS } from "./normalise";
import { MAX_OPERATIONS, MAX_VALUES } from "./users-body";
import {
  endOperation,
  newFound,
  OP_KEYS,
  PARAM_KEYS,
  startOperation,
  type CheckedOperation,
  type Found,
} from "./users-ops";

/**
 * A users call's body read straight from its bytes when it is written the usual way (what the console
 * and client libraries send: operations of hashed email, phone_number, handle or device_id lists, each
 * value 64 hex digits, keys without escapes, no repeated key). One pass, no JSON.parse, no object per
 * user: 5 MB hold some 60,000 users, and their objects cost more to collect than to check.
 *
 * Anything else (an error, svc_id or partner_user_id, escapes, a BOM, numbers...) answers null, and the
 * caller reads the body as JSON and checks it with checkOperations, which defines every answer: what
 * this function accepts, it reads exactly as that path would (users-fast.test.ts compares the two).
 */
const [QUOTE, COMMA, COLON, OPEN, CLOSE, OPEN_LIST, CLOSE_LIST, SLASH] = [
  34, 44, 58, 123, 125, 91, 93, 92,
];

/** Thrown to leave the fast path; never escapes this module. */
const BAIL = Symbol("bail");

export function fastOperations(b: Uint8Array, now: Date): Found | null {
  let i = 0;
  // Declared with its type, so TypeScript knows code after a bail() is not reached.
  const bail: () => never = () => {
    throw BAIL;
  };
  const ws = () => {
    while (b[i] === 32 || b[i] === 10 || b[i] === 13 || b[i] === 9) i++;
  };
  const expect = (ch: number) => {
    ws();
    if (b[i++] !== ch) bail();
  };
  /** `,` (true) or the closing `close` (false) after an item. */
  const more = (close: number) => {
    ws();
    const ch = b[i++];
    return ch === COMMA ? true : ch === close ? false : bail();
  };
  /** A short string (keys, types, times): printable ASCII without escapes. */
  const text = () => {
    expect(QUOTE);
    const from = i;
    for (; b[i] !== QUOTE; i++)
      if (b[i] === SLASH || !(b[i] >= 32 && b[i] <= 126) || i - from > 64) bail();
    return String.fromCharCode(...b.subarray(from, i++));
  };
  /** The index of the key at `i` among `keys` (ASCII, compared byte by byte: no string is made). */
  const key = (keys: readonly string[]) => {
    expect(QUOTE);
    for (let k = 0; k < keys.length; k++) {
      const name = keys[k];
      let j = 0;
      while (j < name.length && b[i + j] === name.charCodeAt(j)) j++;
      if (j === name.length && b[i + j] === QUOTE) {
        i += j + 1;
        return k;
      }
    }
    return bail();
  };
  /** An object of some of `keys`, each handed to `value` once (a repeated key leaves the fast path). */
  const object = (keys: readonly string[], value: (k: number) => void) => {
    expect(OPEN);
    let seen = 0;
    do {
      const k = key(keys);
      if (seen & (1 << k)) bail();
      seen |= 1 << k;
      expect(COLON);
      value(k);
    } while (more(CLOSE));
  };
  const found = newFound();
  const user = () =>
    object(IDENTIFIER_KINDS, (k) => {
      const sink = found.digests[IDENTIFIER_KINDS[k]];
      expect(OPEN_LIST);
      let values = 0;
      do {
        expect(QUOTE);
        if (b[i + 64] !== QUOTE || !sink.writeHex(b, i)) bail();
        i += 65;
        values++;
      } while (more(CLOSE_LIST));
      if (values > MAX_VALUES) bail();
    });

  try {
    expect(OPEN_LIST);
    do {
      if (found.ops.length === MAX_OPERATIONS) bail();
      let type: string | undefined;
      let users = 0;
      const window: { effective_at?: string; expires_at?: string } = {};
      const errs: AdsErrorItem[] = [];
      const at: { op?: CheckedOperation } = {};
      object(OP_KEYS, (k) => {
        if (OP_KEYS[k] === "operation_type") type = text();
        else if (type === undefined) bail();
        else
          object(PARAM_KEYS, (p) => {
            const param = PARAM_KEYS[p];
            if (param !== "users") {
              if (at.op) bail(); // the window must come before the users
              window[param] = text();
            } else {
              at.op = startOperation(found, type, window, now, errs);
              expect(OPEN_LIST);
              do {
                user();
                users++;
              } while (more(CLOSE_LIST));
            }
          });
      });
      if (!at.op || errs.length) bail();
      endOperation(found, at.op, users, errs);
    } while (more(CLOSE_LIST));
    ws();
    return i === b.length ? found : null;
  } catch (err) {
    if (err === BAIL) return null;
    throw err;
  }
}
