import { AdsError } from "./errors";
import { hasSurrogateEscape, loneSurrogateMessage, loneSurrogatePath } from "@/lib/http/text-input";

/** How deep a JSON body may nest: a batch item's values sit at depth 4, so 32 leaves room for any real one. */
export const MAX_JSON_DEPTH = 32;

/**
 * The deepest nesting of a JSON text, counted before it is parsed: a body nested thousands of levels
 * deep would overflow the stack of every recursive step after parsing (checks, echo, serialization).
 * Brackets inside strings do not count. Stops counting once past `limit`.
 */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 34 /* " */) {
      // A string is skipped by the engine's search for its closing quote: a users call's 5 MB are
      // almost all digests, so the characters this loop looks at are only the few between strings.
      i = closingQuote(text, i);
      if (i < 0) return deepest; // unterminated: JSON.parse refuses it
    } else if (ch === 123 /* { */ || ch === 91 /* [ */) {
      if (++depth > deepest && (deepest = depth) > limit) return deepest;
    } else if (ch === 125 /* } */ || ch === 93 /* ] */) depth--;
  }
  return deepest;
}

/** The index of the quote closing the string opened at `open` (one not escaped by an odd run of backslashes), or -1. */
function closingQuote(text: string, open: number): number {
  for (let at = text.indexOf('"', open + 1); at >= 0; at = text.indexOf('"', at + 1)) {
    let slashes = 0;
    while (text.charCodeAt(at - 1 - slashes) === 92 /* \\ */) slashes++;
    if (slashes % 2 === 0) return at;
  }
  return -1;
}

/** An endpoint's JSON body parsed after bounding its depth (the kernel's, or a handler's reading its own bytes). */
export const parseJsonBody = (text: string) =>
  parseJson(text, "The body is not valid JSON.", "body");

/**
 * Parses a JSON body after bounding its depth; `what` says what the body must be when it is not JSON.
 * A string holding a lone surrogate (the database refuses it) is refused naming its JSON path after
 * `path` ("" when the body's keys are the parameters' names).
 */
export function parseJson(text: string, what: string, path: string): unknown {
  if (jsonDepth(text) > MAX_JSON_DEPTH)
    throw AdsError.invalid(
      "body",
      `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep; at most ${MAX_JSON_DEPTH} levels are accepted.`,
    );
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw AdsError.invalid("body", what);
  }
  const lone = hasSurrogateEscape(text) ? loneSurrogatePath(value, path) : null;
  if (lone) throw AdsError.invalid(lone, loneSurrogateMessage(lone));
  return value;
}
