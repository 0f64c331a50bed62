/**
 * Text that cannot be stored or sent on: bytes that are not UTF-8, and strings holding a lone UTF-16
 * surrogate (a JSON escape such as "\ud800" with no partner), which the database refuses as a
 * server error. Every family's input reader asks here and answers in its own error format.
 */

/** Whether a JSON text may hold a lone surrogate: only then is it worth parsing and walking. */
export const hasSurrogateEscape = (text: string) => /\\u[dD][89a-fA-F]/.test(text);

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const isLone = (s: string) => LONE_SURROGATE.test(s);

/**
 * The JSON path (`a.b[2].c` after `path`, `(body)` for the value itself) of the first string or key
 * holding a lone surrogate in a parsed JSON value, or null. Callers walk only a text for which
 * hasSurrogateEscape holds, so a large body without one costs a single search.
 */
export function loneSurrogatePath(value: unknown, path = ""): string | null {
  if (typeof value === "string") return isLone(value) ? path || "(body)" : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = loneSurrogatePath(value[i], `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (isLone(key)) return at;
      const found = loneSurrogatePath(item, at);
      if (found) return found;
    }
  }
  return null;
}

/** What a client is told about a lone surrogate at `path`. */
export const loneSurrogateMessage = (path: string) =>
  `${JSON.stringify(path).slice(1, -1)} holds a lone surrogate (a \\ud800–\\udfff escape without its pair), which is not a character; expected text of whole Unicode characters.`;

export const BODY_NOT_UTF8 = "The body is not valid UTF-8 text; expected a body encoded as UTF-8.";

/**
 * The name of the first query or form parameter whose name or value, once percent-decoded, is not
 * UTF-8 (`%FF`), or null. A `%` not followed by two hex digits stays literal, as URLSearchParams reads it.
 */
export function notUtf8Param(encoded: string): string | null {
  for (const pair of encoded.split("&")) {
    if (!pair.includes("%")) continue;
    const [name, value = ""] = pair.split(/=(.*)/s);
    const decodedName = decode(name);
    if (decodedName === null) return "(parameter name)";
    if (decode(value) === null) return decodedName;
  }
  return null;
}

function decode(s: string): string | null {
  try {
    return decodeURIComponent(s.replace(/\+/g, " ").replace(/%(?![0-9a-fA-F]{2})/g, "%25"));
  } catch {
    return null;
  }
}

export const paramNotUtf8Message = (name: string) =>
  `${name} is not valid UTF-8 once percent-decoded; expected text encoded as UTF-8 (%C3%A9 for é).`;
