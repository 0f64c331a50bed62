import { and, eq } from "drizzle-orm";
import { db, type Tx } from "@/lib/db/client";
import { apps, webhookCrcChecks, webhooks } from "@/lib/db/schema";
import { decrypt } from "@/lib/crypto/secret-box";
import { newId } from "@/lib/crypto/tokens";
import type { CrcResult } from "./crc";
import { wakeWebhook } from "@/lib/webhooks/delivery/dispatch";
import { nextState, type CrcTrigger, type ValidityState } from "./validity";
import { WebhookError } from "./errors";

/** The rows behind the service: loading, a CRC's result applied through the validity machine, history. */
export type WebhookRow = typeof webhooks.$inferSelect;

export const stateOf = (w: WebhookRow): ValidityState => ({
  valid: w.valid,
  validatedAt: w.validated_at,
  createdAt: w.created_at,
  lastCrcAt: w.last_crc_at,
  invalidReason: w.invalid_reason,
});

export async function consumerSecret(appId: string): Promise<string> {
  const row = (
    await db().select({ enc: apps.consumerSecretEnc }).from(apps).where(eq(apps.id, appId)).limit(1)
  )[0];
  if (!row) throw new WebhookError("WebhookIdInvalid", "The app no longer exists.");
  return decrypt(row.enc);
}

/** Ids are the platform's numeric ids; anything else cannot name a webhook. */
export async function ownedWebhook(appId: string, id: string): Promise<WebhookRow> {
  const row = /^\d{1,20}$/.test(id)
    ? (
        await db()
          .select()
          .from(webhooks)
          .where(and(eq(webhooks.id, id), eq(webhooks.app_id, appId)))
          .limit(1)
      )[0]
    : undefined;
  // An unknown id and another app's id answer alike: ids of other apps are not disclosed.
  if (!row)
    throw new WebhookError(
      "WebhookIdInvalid",
      `No webhook ${JSON.stringify(id.slice(0, 40))} is registered by this app; expected an id from GET /2/webhooks.`,
      "webhook_id",
      id,
    );
  return row;
}

export async function recordCheck(
  tx: Tx,
  webhookId: string,
  trigger: CrcTrigger,
  crc: CrcResult,
  now: Date,
): Promise<void> {
  await tx.insert(webhookCrcChecks).values({
    id: newId(),
    webhook_id: webhookId,
    trigger,
    outcome: crc.outcome,
    reason: crc.reason,
    status: crc.status,
    latency_ms: crc.latencyMs,
    response_excerpt: crc.excerpt,
    checked_at: now,
  });
}

/** Applies one CRC to a saved webhook (row locked), records it; null when the webhook is gone. */
export async function applyCheck(
  webhookId: string,
  trigger: CrcTrigger,
  crc: CrcResult,
  now: Date,
): Promise<WebhookRow | null> {
  return db().transaction(async (tx) => {
    const w = (await tx.select().from(webhooks).where(eq(webhooks.id, webhookId)).for("update"))[0];
    if (!w) return null;
    const next = nextState(stateOf(w), crc, now);
    const rows = await tx
      .update(webhooks)
      .set({
        valid: next.valid,
        validated_at: next.validatedAt,
        last_crc_at: next.lastCrcAt,
        invalid_reason: next.invalidReason,
        updated_at: now,
      })
      .where(eq(webhooks.id, webhookId))
      .returning();
    await recordCheck(tx, webhookId, trigger, crc, now);
    // Deliveries held while the webhook was invalid go now, not at the next minute's sweep.
    if (next.valid && !w.valid) await wakeWebhook(webhookId, { tx });
    return rows[0];
  });
}
