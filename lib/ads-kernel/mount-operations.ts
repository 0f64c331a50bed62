import type { Hono } from "hono";
import { handle } from "./handler";
import type { AdsEnv } from "./call";
import { accountScoped, type Operation } from "./operation";

/**
 * Mounts operations on a versioned router. A literal segment beats a parameter at the same place
 * (accounts/:account_id/cards/all before cards/:card_id), whatever order the declarations came in.
 */
export function mountOperations(app: Hono<AdsEnv>, ops: Operation[]): void {
  for (const op of [...ops].sort(literalFirst)) {
    const opts = {
      action: op.action,
      account: accountScoped(op),
      json: op.body !== undefined || op.bodyShape !== undefined,
      deletedAccountWithFlag: op.deletedAccountWithFlag,
      bucket: op.bucket,
      bodyChecked: op.bodyChecked,
      computesOnly: op.computesOnly,
    };
    app[op.method](op.path, handle(op.method, opts, op.run));
  }
}

/**
 * A total order (Array.sort needs one): at the first segment where two paths differ, a literal comes
 * before a parameter. Two paths that can match the same URL differ first exactly there, so the literal
 * one is mounted, and matched, first.
 */
export function literalFirst(a: Operation, b: Operation): number {
  const sa = a.path.split("/");
  const sb = b.path.split("/");
  for (let i = 0; i < Math.min(sa.length, sb.length); i++) {
    if (sa[i] === sb[i]) continue;
    const pa = sa[i].startsWith(":");
    const pb = sb[i].startsWith(":");
    if (pa !== pb) return pa ? 1 : -1;
    return sa[i] < sb[i] ? -1 : 1;
  }
  return sa.length - sb.length;
}
