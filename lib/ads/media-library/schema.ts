import { z } from "zod";
import { int, oneOf, str } from "../../ads-kernel/fields";
import { qParam } from "../../ads-kernel/list";
import { MAX_CURSOR } from "../../ads-kernel/cursor";
import { MEDIA_TYPES } from "@/lib/media/categories";

/** A media_key as the upload interface makes them ("3_…", "16_…", "7_…", "13_…"). */
export const mediaKeyParam = str(64, "media_key").regex(
  /^\d{1,3}_\d{1,20}$/,
  "Expected a media_key from the upload interface, such as 3_1234567890123456789",
);

/** Names of a library entry (limits the reference does not show: docs/creatives.md, "Media"). */
const names = {
  name: str(100, "name").optional(),
  title: str(70, "title").optional(),
  description: str(200, "description").optional(),
  file_name: str(255, "file_name").optional(),
  poster_media_key: mediaKeyParam.optional(),
};

/** POST accounts/:id/media_library (FACTS "Media upload … media library"). */
export const libraryCreate = z.object({ media_key: mediaKeyParam, ...names });
/** PUT accounts/:id/media_library/:media_key: the same but media_key; an empty value clears a field. */
export const libraryUpdate = z.object({
  name: str(100, "name").optional(),
  title: str(70, "title").optional(),
  description: str(200, "description").optional(),
  file_name: str(255, "file_name").optional(),
  poster_media_key: z.union([z.literal(""), mediaKeyParam]).optional(),
});

/** GET accounts/:id/media_library (document 3): count 1–50 (default 20), cursor, media_type, q. */
export const libraryList = z.object({
  count: int({ min: 1, max: 50 }).default(20),
  cursor: z.string().min(1).max(MAX_CURSOR).optional(),
  media_type: oneOf(MEDIA_TYPES).optional(),
  q: qParam,
});

export type LibraryCreate = z.output<typeof libraryCreate>;
export type LibraryUpdate = z.output<typeof libraryUpdate>;
