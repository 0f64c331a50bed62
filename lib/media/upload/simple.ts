import { db } from "@/lib/db/client";
import { media } from "@/lib/db/schema";
import { newId } from "@/lib/crypto/tokens";
import { OAuthError } from "@/lib/http/errors";
import { storage } from "../storage";
import { mediaKeyOf } from "../categories";
import { EXPIRY_MS, type MediaRow } from "../rows";
import type { UploadForm } from "./form";
import { additionalOwners, category } from "./params";
import { finalKey, inspectOrRefuse, recordChecked, withFile } from "./store";

/**
 * The simple upload: one request with the file (multipart `media` or base64 `media_data`), an
 * optional media_category (inferred from the bytes when absent) and additional_owners.
 */
export async function simpleUpload(form: UploadForm, userId: string): Promise<MediaRow> {
  const requested = category(form);
  const owners = additionalOwners(form);
  if (!form.file)
    throw new OAuthError(
      "MISSING_PARAMETER",
      "media (a multipart file part) or media_data (base64) is required, or a command (INIT, APPEND, FINALIZE).",
    );
  const checked = await inspectOrRefuse(form.file.key, requested);
  const mediaId = newId();
  const key = finalKey(mediaId, checked.ext);
  await storage().move(form.file.key, key);
  const now = new Date();
  return withFile(key, () =>
    db().transaction(async (tx) => {
      await tx.insert(media).values({
        media_id: mediaId,
        media_key: mediaKeyOf(checked.category, mediaId),
        owner_user_id: userId,
        additional_owners: owners,
        media_type: checked.media_type,
        media_category: checked.category,
        declared_type: null,
        total_bytes: form.file!.bytes,
        state: "uploading",
        created_at: now,
        updated_at: now,
        expires_at: new Date(now.getTime() + EXPIRY_MS),
      });
      return recordChecked(tx, mediaId, checked, key);
    }),
  );
}
