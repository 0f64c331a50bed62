import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { perHandle } from "@/lib/db/prepared";
import { accountUsers, adAccounts, oauthNonces, rateLimitCounters } from "@/lib/db/schema";
import { hitInsert, hitOnConflict } from "@/lib/http/rate-limit";

/**
 * The first statement of an advertising call on an account: the OAuth 1.0a nonce (when there is one),
 * the token's rate-limit hit, and the account in the path with the caller's permissions, in one round
 * trip and one commit instead of three (measured: each write statement cost the server a socket write
 * and the database a commit; bench audience_estimate, docs/benchmarks.md). The answer has one row, or none when
 * the nonce was used before: the hit is counted only for a fresh nonce, as a separate check would.
 * The account's columns are null when it is missing or not the caller's.
 */
const ph = sql.placeholder;

function accountAfter(qb: ReturnType<Db["with"]>, hit: ReturnType<typeof hitCte>) {
  return qb
    .select({ count: hit.count, account: adAccounts, permissions: accountUsers.permissions })
    .from(hit)
    .leftJoin(adAccounts, eq(adAccounts.id, ph("accountId")))
    .leftJoin(
      accountUsers,
      and(eq(accountUsers.accountId, adAccounts.id), eq(accountUsers.userId, ph("userId"))),
    )
    .limit(1);
}

const hitCte = (d: Db) => d.$with("hit").as(hitInsert(d));

/** For callers without a nonce (OAuth 2.0, console sessions). */
export const hitAndAccount = perHandle((d) => {
  const hit = hitCte(d);
  return accountAfter(d.with(hit), hit).prepare("");
});

/** For OAuth 1.0a callers: the nonce first, the hit only if the nonce was fresh. */
export const nonceHitAndAccount = perHandle((d) => {
  const fresh = d.$with("fresh").as(
    d
      .insert(oauthNonces)
      .values({ consumerKey: ph("nonceKey"), nonce: ph("nonce"), timestamp: ph("ts") })
      .onConflictDoNothing()
      .returning({ nonce: oauthNonces.nonce }),
  );
  const hit = d.$with("hit").as(
    d
      .insert(rateLimitCounters)
      .select(
        d
          .select({
            key: sql<string>`${ph("key")}::text`.as("key"),
            windowStart: sql<Date>`${ph("windowStart")}::timestamptz`.as("window_start"),
            count: sql<number>`1`.as("count"),
          })
          .from(fresh),
      )
      .onConflictDoUpdate(hitOnConflict)
      .returning({ count: rateLimitCounters.count }),
  );
  return accountAfter(d.with(fresh, hit), hit).prepare("");
});
