import { and, eq, gt } from "drizzle-orm";
import { z } from "zod";
import { db, type Tx } from "@/lib/db/client";
import { media } from "@/lib/db/schema";
import { config } from "@/lib/config/env";

export type MediaRow = typeof media.$inferSelect;

/** Uploaded media not added to a media library expires after this (FACTS: 24 h). */
export const EXPIRY_MS = 24 * 3600 * 1000;
/** expires_at of media that never expires (added to a media library). */
export const NEVER = new Date("9999-12-31T00:00:00.000Z");

/** Served names: files/<media_id>-<random>.<ext>, answered at {PUBLIC_BASE_URL}/media/<media_id>-<random>.<ext>. */
export const FILES = "files/";
export const mediaUrl = (key: string | null) =>
  key ? `${config().publicBaseUrl}/media/${key.slice(FILES.length)}` : null;

/** A live media row (not expired) the user may use: its owner, or one of its additional owners. */
export async function usableMedia(
  where: { media_id: string } | { media_key: string },
  userId: string,
  opts: { ownerOnly?: boolean; tx?: Tx; lock?: boolean } = {},
): Promise<MediaRow | null> {
  const by =
    "media_id" in where ? eq(media.media_id, where.media_id) : eq(media.media_key, where.media_key);
  const q = (opts.tx ?? db())
    .select()
    .from(media)
    .where(and(by, gt(media.expires_at, new Date())));
  const row = (opts.lock ? await q.for("update") : await q)[0];
  if (!row) return null;
  const mine =
    row.owner_user_id === userId || (!opts.ownerOnly && row.additional_owners.includes(userId));
  return mine ? row : null;
}

/** processing_info.error as stored in the error column (JSON of {name, message}). */
export function storedError(name: string, message: string): string {
  return JSON.stringify({ name, message });
}
const storedErrorShape = z.object({ name: z.string(), message: z.string() });
export function parsedError(text: string | null) {
  try {
    const e = storedErrorShape.parse(JSON.parse(text ?? ""));
    return { code: 1, name: e.name, message: e.message };
  } catch {
    return { code: 1, name: "InvalidMedia", message: text ?? "Processing failed." };
  }
}

/** processing_info of a video (FACTS: state, progress_percent, check_after_secs, error). */
export function processingInfo(row: MediaRow) {
  if (row.media_type !== "VIDEO" || row.state === "uploading") return undefined;
  const waiting = row.state === "pending" || row.state === "in_progress";
  return {
    state: row.state,
    progress_percent: row.progress_percent,
    ...(waiting ? { check_after_secs: row.state === "pending" ? 1 : 2 } : {}),
    ...(row.state === "failed" ? { error: parsedError(row.error) } : {}),
  };
}

/** The upload interface's answer for a media row (FACTS "Media upload"). */
export function uploadAnswer(row: MediaRow): Record<string, unknown> {
  const secs = Math.max(0, Math.floor((row.expires_at.getTime() - Date.now()) / 1000));
  const out: Record<string, unknown> = {
    media_id: row.media_id,
    media_id_string: row.media_id,
    media_key: row.media_key,
    size: row.total_bytes,
    expires_after_secs: row.expires_at.getTime() >= NEVER.getTime() ? null : secs,
  };
  if (row.media_type !== "VIDEO" && row.width && row.height)
    out.image = { image_type: row.content_type, w: row.width, h: row.height };
  if (row.media_type === "VIDEO" && row.state === "succeeded")
    out.video = { video_type: row.content_type };
  const info = processingInfo(row);
  if (info) out.processing_info = info;
  return out;
}

/** JSON text with media_id as the 64-bit integer the reference sends (media_id_string keeps the exact text). */
export function answerJson(answer: Record<string, unknown>): string {
  return JSON.stringify(answer).replace(/^\{"media_id":"(\d+)"/, '{"media_id":$1');
}

export const touch = () => ({ updated_at: new Date() });
