import { config, type Config } from "@/lib/config/env";

/**
 * The interfaces with a base of their own ({ads_url}, {ads_sandbox_url}, {upload_url}). Each is served
 * here under a fixed mount and published at its configured base (ADS_BASE_URL…), which may be that
 * mount on PUBLIC_BASE_URL (the default), another path, or a host of its own without a path
 * (ads-api.example.com, as on the reference platform). THE one place that maps between the two:
 * server.ts routes by it, signatures are checked against it, and every URL the interfaces emit uses it.
 */
const INTERFACES = [
  { mount: "/ads", base: (c: Config) => c.adsBaseUrl },
  { mount: "/ads-sandbox", base: (c: Config) => c.adsSandboxBaseUrl },
  { mount: "/upload", base: (c: Config) => c.uploadBaseUrl },
] as const;

type Base = { mount: string; url: string; host: string; path: string; defaultPort: string };

const parse = (mount: string, url: string): Base => {
  const u = new URL(url);
  const defaultPort = u.protocol === "https:" ? "443" : "80";
  return { mount, url, host: u.host, path: u.pathname.replace(/\/$/, ""), defaultPort };
};

let cached: { cfg: Config; bases: Base[] } | undefined;
function bases(): Base[] {
  const cfg = config();
  if (cached?.cfg !== cfg)
    cached = { cfg, bases: INTERFACES.map((i) => parse(i.mount, i.base(cfg))) };
  return cached.bases;
}

/**
 * The host a request was sent to: what a proxy in front reports (x-forwarded-host), else the Host
 * header. A client that sets x-forwarded-host itself only reaches another of our own interfaces.
 */
export function requestHost(forwardedHost: string | undefined, host: string | undefined) {
  return forwardedHost?.split(",")[0]?.trim() || host;
}

/** A host names the base's host (its default port may be spelled out or not). */
function sameHost(host: string | undefined, base: Base): boolean {
  const h = host?.toLowerCase();
  return h === base.host || h === `${base.host}:${base.defaultPort}`;
}

const under = (path: string, prefix: string) =>
  path === prefix || path.startsWith(`${prefix}/`) || (prefix === "" && path.startsWith("/"));

/**
 * The path (with its query) this server serves a request at: under an interface's base on its host,
 * the interface's mount (ads-api.example.com/12/accounts → /ads/12/accounts); anything else as sent.
 * The longest matching base wins, so a host-only base takes every path of its host.
 */
export function routedTarget(host: string | undefined, target: string): string {
  const [path, query] = splitTarget(target);
  let best: Base | undefined;
  for (const b of bases())
    if (sameHost(host, b) && under(path, b.path) && b.path.length >= (best?.path.length ?? -1))
      best = b;
  if (!best || best.path === best.mount) return target;
  return best.mount + (path.slice(best.path.length) || "/") + query;
}

function splitTarget(target: string): [string, string] {
  const cut = target.indexOf("?");
  return cut < 0 ? [target, ""] : [target.slice(0, cut), target.slice(cut)];
}

function interfaceOf(pathname: string): Base | undefined {
  return bases()
    .filter((b) => under(pathname, b.mount))
    .sort((a, b) => b.mount.length - a.mount.length)[0];
}

/** The public URL of a served path: an interface's path under its configured base, else PUBLIC_BASE_URL's. */
export function publicUrlOf(pathname: string): string {
  const b = interfaceOf(pathname);
  return b ? b.url + pathname.slice(b.mount.length) : config().publicBaseUrl + pathname;
}

/** The path a request for `pathname` was sent to on `host`: what routedTarget mapped, mapped back. */
export function arrivedPath(host: string | undefined, pathname: string): string {
  const b = interfaceOf(pathname);
  return b && sameHost(host, b) ? b.path + pathname.slice(b.mount.length) : pathname;
}

/** True when a request reached an interface on a host other than PUBLIC_BASE_URL's (its own host). */
export function arrivedOnOwnHost(host: string | undefined, pathname: string): boolean {
  const b = interfaceOf(pathname);
  return !!b && sameHost(host, b) && b.host !== new URL(config().publicBaseUrl).host;
}

/**
 * Bases that would take each other's requests: two interfaces at one address, or a host-only base
 * on PUBLIC_BASE_URL's host (it would take the console's paths). Named for the start-up error.
 */
export function baseConflicts(cfg: Config): string[] {
  const list = INTERFACES.map((i) => parse(i.mount, i.base(cfg)));
  const publicHost = new URL(cfg.publicBaseUrl).host;
  const out: string[] = [];
  list.forEach((b, i) => {
    if (b.path === "" && b.host === publicHost)
      out.push(
        `${b.url} has no path but is PUBLIC_BASE_URL's host; give it a path or a host of its own`,
      );
    const twin = list.slice(i + 1).find((o) => o.host === b.host && o.path === b.path);
    if (twin) out.push(`${b.url} is the base of two interfaces (${b.mount} and ${twin.mount})`);
  });
  return out;
}
