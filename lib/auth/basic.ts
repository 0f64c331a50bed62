/**
 * HTTP Basic client credentials as OAuth 2.0 sends them (RFC 6749 2.3.1): base64 of
 * urlencode(id) ":" urlencode(secret). Null when absent or malformed; callers choose their error.
 */
export function parseBasic(header: string | undefined): { id: string; secret: string } | null {
  const m = header ? /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header) : null;
  if (!m) return null;
  const decoded = Buffer.from(m[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon <= 0) return null;
  try {
    return {
      id: decodeURIComponent(decoded.slice(0, colon)),
      secret: decodeURIComponent(decoded.slice(colon + 1)),
    };
  } catch {
    return null;
  }
}
