import { refuseUnknown } from "./entities";
import { idsAndFingerprint } from "./query";
import { answerOf, checkQuestion, type StatsAccount } from "./stats";
import { cachedAnswer, keepAnswer } from "./answer-cache";
import type { StatsParams } from "./schema";

/**
 * The synchronous operation's answer: the shared rule (stats.ts), served from the answer cache while
 * the facts it reads are unchanged. The ids' check and the facts' fingerprint are one statement; the
 * answer, when it has to be computed, after them (so it is never older than the fingerprint it is
 * kept with).
 */
export async function syncStats(account: StatsAccount, p: StatsParams) {
  const checked = checkQuestion(account, p);
  const { q } = checked;
  const { known, fingerprint } = await idsAndFingerprint(q);
  refuseUnknown(account.id, q.entity, q.ids, known);
  const key = JSON.stringify([
    q.accountId,
    account.timezone,
    q.entity,
    q.ids,
    q.placement,
    q.start,
    q.end,
    p.granularity,
    q.metrics,
  ]);
  return cachedAnswer(key, fingerprint) ?? keepAnswer(key, fingerprint, await answerOf(checked));
}
