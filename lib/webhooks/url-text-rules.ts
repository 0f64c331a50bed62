import ipaddr from "ipaddr.js";
import { addressRange, isPublicAddress } from "./address";

export const MAX_WEBHOOK_URL = 200;

/** An IP literal as WHATWG URL leaves it in `hostname` (IPv4 always four-part decimal, IPv6 unbracketed). */
const isIpLiteral = (host: string) =>
  ipaddr.IPv4.isValidFourPartDecimal(host) || ipaddr.IPv6.isValid(host);

function parsed(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * The webhook URL rules of the spec and FACTS (https, no port, at most 200 characters, publicly
 * reachable), checked on the text of the URL only. Pure and config-free: the server (url-rules.ts)
 * and the console's form in the browser run this same function, so the form can never promise what
 * the server refuses. `insecure` (WEBHOOK_ALLOW_INSECURE_URLS=1) lifts the scheme, port and address
 * rules. Answers null when the URL is acceptable, or what is wrong and what is expected.
 */
export function webhookUrlTextProblem(url: string, insecure: boolean): string | null {
  if (url.length > MAX_WEBHOOK_URL)
    return `The URL is ${url.length} characters long; it must be at most ${MAX_WEBHOOK_URL}.`;
  const u = parsed(url);
  if (!u) return "The URL is not an absolute URL; expected https://host/path.";
  if (u.username || u.password) return "The URL must not carry a user name or password.";
  if (u.hash) return "The URL must not have a fragment (#…).";
  if (insecure) {
    if (u.protocol !== "https:" && u.protocol !== "http:")
      return `The URL uses ${u.protocol}; it must use https (or http while WEBHOOK_ALLOW_INSECURE_URLS=1).`;
    return null;
  }
  if (u.protocol !== "https:") return `The URL uses ${u.protocol.slice(0, -1)}; it must use https.`;
  if (u.port) return `The URL names port ${u.port}; webhook URLs must not carry a port.`;
  const host = u.hostname.replace(/^\[|\]$/g, "");
  const ip = isIpLiteral(host);
  if (ip && !isPublicAddress(host))
    return `The URL's address ${host} is ${addressRange(host)}; it must be publicly reachable.`;
  // A public IP literal passes here (an IPv6 one has no dot); names need a dot and no .localhost.
  if (!ip && (host === "localhost" || host.endsWith(".localhost") || !host.includes(".")))
    return `The host ${host} is not a public name; the URL must be publicly reachable.`;
  return null;
}
