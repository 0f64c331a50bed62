import net from "node:net";
import { config } from "@/lib/config/env";
import { addressRange, isPublicAddress } from "./address";

export const MAX_WEBHOOK_URL = 200;

/**
 * The webhook URL rules of the spec and FACTS (https, no port, at most 200 characters, publicly
 * reachable), checked on the text of the URL. Names are checked again on the address actually
 * connected to (lib/webhooks/outbound.ts), so a name that resolves to an internal address, now or
 * later (DNS rebinding), is refused there. WEBHOOK_ALLOW_INSECURE_URLS=1 lifts the scheme, port and
 * address rules for local development and tests. Answers null when the URL is acceptable, or what
 * is wrong and what is expected.
 */
export function webhookUrlProblem(
  url: string,
  insecure = config().webhookAllowInsecureUrls,
): string | null {
  if (url.length > MAX_WEBHOOK_URL)
    return `The URL is ${url.length} characters long; it must be at most ${MAX_WEBHOOK_URL}.`;
  if (!URL.canParse(url)) return "The URL is not an absolute URL; expected https://host/path.";
  const u = new URL(url);
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
  if (net.isIP(host) && !isPublicAddress(host))
    return `The URL's address ${host} is ${addressRange(host)}; it must be publicly reachable.`;
  // A public IP literal passes here (an IPv6 one has no dot); names need a dot and no .localhost.
  if (
    !net.isIP(host) &&
    (host === "localhost" || host.endsWith(".localhost") || !host.includes("."))
  )
    return `The host ${host} is not a public name; the URL must be publicly reachable.`;
  return null;
}
