import { and, desc, eq } from "drizzle-orm";
import { db, type Tx } from "@/lib/db/client";
import { apps, webhookCrcChecks, webhooks } from "@/lib/db/schema";
import { config } from "@/lib/config/env";
import { newId } from "@/lib/crypto/tokens";
import { runCrc, type CrcResult } from "./crc";
import { webhookUrlProblem } from "./url-rules";
import { applyCheck, consumerSecret, ownedWebhook, recordCheck, type WebhookRow } from "./store";
import { crcFailure, WebhookError } from "./errors";
import type { CrcTrigger } from "./validity";
import { now as clockNow } from "@/lib/time/clock";

export { crcFailure, WebhookError } from "./errors";

/**
 * Webhooks of one app: THE rules behind /2/webhooks and the console's dashboard. Every function takes
 * the caller's app id and never reaches another app's webhooks. Errors: WebhookError(reason, detail).
 */
export type WebhookView = { id: string; url: string; valid: boolean; created_at: string };
export type WebhookDetail = WebhookView & {
  validated_at: string | null;
  last_crc_at: string | null;
  invalid_reason: string | null;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const view = (w: WebhookRow): WebhookView => ({
  id: w.id,
  url: w.url,
  valid: w.valid,
  created_at: w.created_at.toISOString(),
});
const detail = (w: WebhookRow): WebhookDetail => ({
  ...view(w),
  validated_at: iso(w.validated_at),
  last_crc_at: iso(w.last_crc_at),
  invalid_reason: w.invalid_reason,
});

/** Limit and duplicate, read in the caller's transaction (after the app row is locked) or before. */
async function checkRoom(q: Pick<Tx, "select">, appId: string, url: string) {
  const mine = await q
    .select({ url: webhooks.url })
    .from(webhooks)
    .where(eq(webhooks.app_id, appId));
  if (mine.some((w) => w.url === url))
    throw new WebhookError("DuplicateUrlFailed", `This app already registered ${url}.`, "url", url);
  const limit = config().webhookLimitPerApp;
  if (mine.length >= limit)
    throw new WebhookError(
      "WebhookLimitExceeded",
      `This app has ${mine.length} webhooks, the most allowed (WEBHOOK_LIMIT_PER_APP=${limit}); delete one first.`,
    );
}

/**
 * Registers a webhook: URL rules, limit and duplicate, then a CRC; saved only when the CRC succeeds
 * (the reference's behaviour). A failed registration keeps no rows: its CRC's outcome, status and
 * answer travel in the problem's detail, where the developer who registers reads them.
 */
export async function registerWebhook(appId: string, url: string): Promise<WebhookView> {
  const ruled = webhookUrlProblem(url);
  if (ruled) throw new WebhookError("UrlValidationFailed", ruled, "url", url);
  // One spelling per URL (lower-case host, a path of at least "/"): duplicates are found whatever the spelling.
  const normal = new URL(url).href;
  const again = webhookUrlProblem(normal);
  if (again) throw new WebhookError("UrlValidationFailed", again, "url", url);
  await checkRoom(db(), appId, normal);
  const crc = await runCrc(normal, await consumerSecret(appId));
  if (crc.outcome !== "ok") throw crcFailure(normal, crc);
  const now = clockNow();
  const row = await db().transaction(async (tx) => {
    // The app's row serializes its registrations: limit and duplicate hold under concurrent POSTs.
    await tx.select({ id: apps.id }).from(apps).where(eq(apps.id, appId)).for("update");
    await checkRoom(tx, appId, normal);
    const [w] = await tx
      .insert(webhooks)
      .values({
        id: newId(),
        app_id: appId,
        url: normal,
        valid: true,
        validated_at: now,
        last_crc_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning();
    await recordCheck(tx, w.id, "registration", crc, now);
    return w;
  });
  return view(row);
}

export async function listWebhooks(appId: string): Promise<WebhookDetail[]> {
  const rows = await db()
    .select()
    .from(webhooks)
    .where(eq(webhooks.app_id, appId))
    .orderBy(webhooks.created_at, webhooks.id);
  return rows.map(detail);
}

/** A CRC now (PUT /2/webhooks/:id, the console's "check now"); the state follows validity.ts. */
export async function revalidateWebhook(
  appId: string,
  id: string,
  trigger: CrcTrigger = "put",
): Promise<{ webhook: WebhookDetail; check: CrcResult }> {
  const w = await ownedWebhook(appId, id);
  const check = await runCrc(w.url, await consumerSecret(appId));
  const saved = await applyCheck(w.id, trigger, check, clockNow());
  if (!saved)
    throw new WebhookError(
      "WebhookIdInvalid",
      "The webhook was deleted meanwhile.",
      "webhook_id",
      id,
    );
  return { webhook: detail(saved), check };
}

export async function deleteWebhook(appId: string, id: string): Promise<void> {
  const w = await ownedWebhook(appId, id);
  await db()
    .delete(webhooks)
    .where(and(eq(webhooks.id, w.id), eq(webhooks.app_id, appId)));
}

/** The webhook's latest checks, newest first (at most 100). */
export async function crcHistory(appId: string, id: string, limit = 20) {
  const w = await ownedWebhook(appId, id);
  const rows = await db()
    .select()
    .from(webhookCrcChecks)
    .where(eq(webhookCrcChecks.webhook_id, w.id))
    .orderBy(desc(webhookCrcChecks.checked_at), desc(webhookCrcChecks.id))
    .limit(Math.min(Math.max(1, Math.trunc(limit) || 1), 100));
  return rows.map((r) => ({
    trigger: r.trigger,
    outcome: r.outcome,
    reason: r.reason,
    status: r.status,
    latency_ms: r.latency_ms,
    response_excerpt: r.response_excerpt,
    checked_at: r.checked_at.toISOString(),
  }));
}
