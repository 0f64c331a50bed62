import { and, eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { media } from "@/lib/db/schema";
import { newId } from "@/lib/crypto/tokens";
import { OAuthError } from "@/lib/http/errors";
import { storage } from "../storage";
import { CATEGORIES, megabytes, mediaKeyOf } from "../categories";
import { EXPIRY_MS, parsedError, storedError, usableMedia, type MediaRow } from "../rows";
import type { UploadForm } from "./form";
import { MAX_CHUNK, MAX_SEGMENT } from "./limits";
import { additionalOwners, category, categoryFor, integer, mediaId, mediaType } from "./params";

/** Chunks of an upload: one file per segment, so an upload survives a restart between APPENDs. */
export const chunkFolder = (id: string) => `chunks/${id}`;
const segmentKey = (id: string, index: number) =>
  `${chunkFolder(id)}/${String(index).padStart(3, "0")}`;

/** INIT: total_bytes, media_type, media_category, additional_owners → a media id in state "uploading". */
export async function init(form: UploadForm, userId: string): Promise<MediaRow> {
  const type = mediaType(form);
  const cat = categoryFor(type, category(form));
  const max = CATEGORIES[cat].maxBytes;
  const total = integer(
    form,
    "total_bytes",
    1,
    Number.MAX_SAFE_INTEGER,
    "the file's size in bytes",
  );
  if (total > max)
    throw new OAuthError(
      "INVALID_PARAMETER",
      `total_bytes ${total} is over ${cat}'s limit of ${megabytes(max)} (${max} bytes).`,
    );
  const owners = additionalOwners(form);
  const id = newId();
  const now = new Date();
  const [row] = await db()
    .insert(media)
    .values({
      media_id: id,
      media_key: mediaKeyOf(cat, id),
      owner_user_id: userId,
      additional_owners: owners,
      media_type: CATEGORIES[cat].mediaType,
      media_category: cat,
      declared_type: type,
      total_bytes: total,
      state: "uploading",
      created_at: now,
      updated_at: now,
      expires_at: new Date(now.getTime() + EXPIRY_MS),
    })
    .returning();
  return row;
}

/** The caller's upload still taking chunks. */
export async function openUpload(id: string, userId: string): Promise<MediaRow> {
  const row = await usableMedia({ media_id: id }, userId, { ownerOnly: true });
  if (!row)
    throw new OAuthError(
      "MEDIA_NOT_FOUND",
      `No upload with media_id ${id} of yours (unknown, expired or another user's).`,
    );
  return row;
}

/** The segment indices stored for an upload, with their sizes. */
export async function segments(
  id: string,
): Promise<{ index: number; key: string; size: number }[]> {
  const keys = await storage().list(chunkFolder(id));
  const out = [];
  for (const key of keys) {
    const index = Number(key.slice(key.lastIndexOf("/") + 1));
    const size = (await storage().stat(key))?.size ?? 0;
    if (Number.isInteger(index)) out.push({ index, key, size });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** APPEND: one segment (0–999, at most 5 MB), stored as its own file; sending an index again replaces it. */
export async function append(form: UploadForm, userId: string): Promise<void> {
  const id = mediaId(form);
  const index = integer(
    form,
    "segment_index",
    0,
    MAX_SEGMENT,
    "the chunk's position, 0 for the first",
  );
  const row = await openUpload(id, userId);
  const ended = endedUpload(row);
  if (ended) throw new OAuthError("INVALID_PARAMETER", ended);
  if (row.state !== "uploading")
    throw new OAuthError(
      "INVALID_PARAMETER",
      `media_id ${id} is finalized already; start a new upload with INIT.`,
    );
  if (!form.file)
    throw new OAuthError(
      "MISSING_PARAMETER",
      "media (a multipart file part) or media_data (base64) is required: the chunk's bytes.",
    );
  if (form.file.bytes > MAX_CHUNK)
    throw new OAuthError(
      "INVALID_MEDIA",
      `A chunk is at most ${megabytes(MAX_CHUNK)}; segment ${index} has ${form.file.bytes} bytes.`,
    );
  const others = (await segments(id)).filter((s) => s.index !== index);
  const sum = others.reduce((n, s) => n + s.size, 0) + form.file.bytes;
  if (sum > row.total_bytes)
    throw new OAuthError(
      "INVALID_MEDIA",
      `The chunks add up to ${sum} bytes, more than total_bytes ${row.total_bytes} declared at INIT.`,
    );
  await storage().move(form.file.key, segmentKey(id, index));
}

/**
 * Ends an upload whose FINALIZE was refused: its chunks are deleted and it is failed with the reason,
 * which STATUS shows and a later APPEND or FINALIZE repeats (endedUpload).
 */
export async function abandon(id: string, reason: string): Promise<void> {
  await storage().delete(chunkFolder(id));
  await db()
    .update(media)
    .set({ state: "failed", error: storedError("InvalidMedia", reason), updated_at: new Date() })
    .where(and(eq(media.media_id, id), eq(media.state, "uploading")));
}

/**
 * Why an upload takes no more APPEND or FINALIZE because its FINALIZE was refused, or null. Such an
 * upload is failed without a file; one whose video failed in processing has its file and answers.
 */
export function endedUpload(row: MediaRow): string | null {
  if (row.state !== "failed" || row.storage_key) return null;
  const reason = parsedError(row.error).message;
  return `media_id ${row.media_id} was refused at FINALIZE: ${reason} The upload is over; start a new upload with INIT.`;
}
