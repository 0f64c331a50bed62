import { and, eq, sql, type WithSubquery } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { perHandle } from "@/lib/db/prepared";
import { accountUsers, adAccounts, oauthNonces, rateLimitCounters } from "@/lib/db/schema";
import { hitInsert, hitOnConflict } from "@/lib/http/rate-limit";

/**
 * The first statement of an advertising call on an account: the OAuth 1.0a nonce (when there is one),
 * the token's rate-limit hit, the account's read hit (a read by a caller tied to the account: one with
 * permissions on it, so that an outsider's refused calls never spend another advertiser's budget), and
 * the account in the path with the caller's permissions, in one round trip and one commit instead of
 * four (measured: each write statement cost the server a socket write and the database a commit;
 * bench audience_estimate, docs/benchmarks.md). The answer has one row, or none when the nonce was
 * used before: the hits are counted only for a fresh nonce, as a separate check would. The account's
 * columns are null when it is missing or not the caller's; `accountCount` when not counted.
 */
const ph = sql.placeholder;

/** The counter row one hit inserts, its key and window start from the placeholders named. */
const hitRow = (key: string, windowStart: string) => ({
  key: sql<string>`${ph(key)}::text`.as("key"),
  windowStart: sql<Date>`${ph(windowStart)}::timestamptz`.as("window_start"),
  count: sql<number>`1`.as("count"),
});

/** The account's read hit, after the token's, when asked (`countAccount`) and the caller is tied. */
function accountHitCte(d: Db, hit: ReturnType<typeof hitCte>) {
  return d.$with("account_hit").as(
    d
      .insert(rateLimitCounters)
      .select(
        d
          .select(hitRow("accountKey", "accountWindowStart"))
          .from(hit)
          .innerJoin(
            accountUsers,
            and(eq(accountUsers.accountId, ph("accountId")), eq(accountUsers.userId, ph("userId"))),
          )
          .where(sql`${ph("countAccount")}::boolean`),
      )
      .onConflictDoUpdate(hitOnConflict)
      .returning({ accountCount: rateLimitCounters.count }),
  );
}

function accountAfter(d: Db, ctes: WithSubquery[], hit: ReturnType<typeof hitCte>) {
  const accountHit = accountHitCte(d, hit);
  return d
    .with(...ctes, accountHit)
    .select({
      count: hit.count,
      accountCount: accountHit.accountCount,
      account: adAccounts,
      permissions: accountUsers.permissions,
    })
    .from(hit)
    .leftJoin(accountHit, sql`true`)
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
  return accountAfter(d, [hit], hit).prepare("");
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
      .select(d.select(hitRow("key", "windowStart")).from(fresh))
      .onConflictDoUpdate(hitOnConflict)
      .returning({ count: rateLimitCounters.count }),
  );
  return accountAfter(d, [fresh, hit], hit).prepare("");
});
