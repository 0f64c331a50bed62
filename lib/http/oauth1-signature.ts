import crypto from "node:crypto";

/**
 * RFC 5849 section 3.4: the signature base string and HMAC signatures. Pure functions, no I/O,
 * so every rule here is unit-tested against the RFC's own examples.
 */

export type Param = [name: string, value: string];
export type SignatureMethod = "HMAC-SHA1" | "HMAC-SHA256";

/** RFC 3986 unreserved characters stay; everything else is %XX of its UTF-8 bytes (section 3.6). */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (ch) => "%" + ch.charCodeAt(0).toString(16).toUpperCase(),
  );
}

/**
 * Base string URI (3.4.1.2): lowercase scheme and host, default port dropped, path kept as sent,
 * no query or fragment.
 */
export function baseStringUri(url: string): string {
  const u = new URL(url);
  const scheme = u.protocol.toLowerCase();
  const host = u.hostname.toLowerCase();
  const defaultPort =
    (scheme === "http:" && u.port === "80") || (scheme === "https:" && u.port === "443");
  const port = u.port && !defaultPort ? `:${u.port}` : "";
  return `${scheme}//${host}${port}${u.pathname || "/"}`;
}

/** Parameter normalization (3.4.1.3.2): encode, sort by name then value, join. */
export function normalizeParameters(params: Param[]): string {
  return params
    .filter(([name]) => name !== "oauth_signature")
    .map(([n, v]) => [percentEncode(n), percentEncode(v)] as const)
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0))
    .map(([n, v]) => `${n}=${v}`)
    .join("&");
}

export function signatureBaseString(method: string, url: string, params: Param[]): string {
  return [
    method.toUpperCase(),
    percentEncode(baseStringUri(url)),
    percentEncode(normalizeParameters(params)),
  ].join("&");
}

export function signingKey(consumerSecret: string, tokenSecret = ""): string {
  return `${percentEncode(consumerSecret)}&${percentEncode(tokenSecret)}`;
}

export function sign(method: SignatureMethod, baseString: string, key: string): string {
  const algorithm = method === "HMAC-SHA256" ? "sha256" : "sha1";
  return crypto.createHmac(algorithm, key).update(baseString).digest("base64");
}

/**
 * Parses `Authorization: OAuth k="v", ...` (3.5.1). Values are percent-decoded; `realm` is not a
 * signed parameter. Returns null when the header is not of the OAuth scheme or is malformed.
 */
export function parseAuthorizationHeader(header: string | undefined): Param[] | null {
  if (!header) return null;
  const match = /^\s*OAuth\s+(.*)$/is.exec(header);
  if (!match) return null;
  const params: Param[] = [];
  const re = /\s*([^=\s,]+)\s*=\s*"([^"]*)"\s*(,|$)/gy;
  const body = match[1];
  let m: RegExpExecArray | null;
  let consumed = 0;
  while ((m = re.exec(body)) !== null) {
    consumed = re.lastIndex;
    try {
      const name = decodeURIComponent(m[1]);
      if (name.toLowerCase() !== "realm") params.push([name, decodeURIComponent(m[2])]);
    } catch {
      return null;
    }
    if (m[3] === "") break;
  }
  if (body.slice(consumed).trim() !== "") return null;
  return params;
}

/** application/x-www-form-urlencoded pairs in order, `+` as space, repeated names kept (3.4.1.3.1). */
export function parseFormPairs(text: string): Param[] {
  const out: Param[] = [];
  for (const [k, v] of new URLSearchParams(text)) out.push([k, v]);
  return out;
}

/** Builds the Authorization header value for a signed request (used by tests and tooling). */
export function authorizationHeader(params: Param[]): string {
  return "OAuth " + params.map(([n, v]) => `${percentEncode(n)}="${percentEncode(v)}"`).join(", ");
}
