import { eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { media } from "@/lib/db/schema";
import { OAuthError } from "@/lib/http/errors";
import { storage } from "../storage";
import { parseCategory } from "../categories";
import type { MediaRow } from "../rows";
import type { UploadForm } from "./form";
import { tempKey } from "./form";
import { mediaId } from "./params";
import { abandon, chunkFolder, endedUpload, openUpload, segments } from "./chunked";
import { finalKey, inspectOrRefuse, recordChecked, withFile } from "./store";

/** The segments must be 0..n-1 without a gap and add up to total_bytes; else FINALIZE says what is missing. */
async function checkedSegments(row: MediaRow) {
  const list = await segments(row.media_id);
  if (!list.length)
    throw new OAuthError(
      "INVALID_MEDIA",
      `No chunk was received for media_id ${row.media_id}: APPEND segment 0 first.`,
    );
  const missing = list.findIndex((s, i) => s.index !== i);
  if (missing >= 0)
    throw new OAuthError(
      "INVALID_MEDIA",
      `Segment ${missing} is missing (received ${list.map((s) => s.index).join(", ")}): APPEND every segment from 0 without a gap, then FINALIZE.`,
    );
  const sum = list.reduce((n, s) => n + s.size, 0);
  if (sum !== row.total_bytes)
    throw new OAuthError(
      "INVALID_MEDIA",
      `The chunks add up to ${sum} bytes; INIT declared total_bytes ${row.total_bytes}.`,
    );
  return list;
}

/** The segments joined in order (streaming, file by file) and the whole file checked from its bytes. */
async function joinedAndChecked(row: MediaRow) {
  const list = await checkedSegments(row);
  const joined = tempKey();
  try {
    for (const s of list) await storage().append(joined, s.key);
  } catch (err) {
    await storage().delete(joined);
    throw err;
  }
  // INIT stored one of our names, which parses as itself.
  const checked = await inspectOrRefuse(joined, parseCategory(row.media_category));
  return { joined, checked };
}

/**
 * FINALIZE: joins the segments in order (streaming, file by file) and checks the whole file from its
 * bytes. A finished upload answers its record again; a refusal ends the upload (start again with INIT),
 * and a FINALIZE or APPEND after it is refused saying why.
 */
export async function finalize(form: UploadForm, userId: string): Promise<MediaRow> {
  const id = mediaId(form);
  const row = await openUpload(id, userId);
  const ended = endedUpload(row);
  if (ended) throw new OAuthError("INVALID_MEDIA", ended);
  if (row.state !== "uploading") return row;
  const { joined, checked } = await joinedAndChecked(row).catch(async (err) => {
    // A refusal (a missing segment, a byte count, bytes we will not take) ends the upload.
    if (err instanceof OAuthError) await abandon(id, err.detail ?? err.message);
    throw err;
  });
  const key = finalKey(id, checked.ext);
  await storage().move(joined, key);
  const done = await withFile(key, () =>
    db().transaction(async (tx) => {
      // Two FINALIZE calls at once: the second finds the row finished and answers it.
      const current = (
        await tx.select().from(media).where(eq(media.media_id, id)).for("update")
      )[0];
      if (current?.state !== "uploading") throw new FinishedAlready(current);
      return recordChecked(tx, id, checked, key);
    }),
  ).catch((err) => {
    if (err instanceof FinishedAlready && err.row) return err.row;
    throw err;
  });
  await storage().delete(chunkFolder(id));
  return done;
}

class FinishedAlready extends Error {
  constructor(readonly row: MediaRow | undefined) {
    super("finished already");
  }
}
