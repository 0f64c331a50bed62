import { z } from "zod";
import type { CardMediaFacts } from "@/lib/db/schema";
import type { cards } from "@/lib/db/schema";
import { baseRecord, baseRecordShape } from "../../ads-kernel/record-base";
import type { RowOf } from "../../ads-kernel/table-types";
import { aspectRatio, factUrl } from "./media-facts";

/**
 * A card as answered (FACTS "Cards and posts"): components (or slides) exactly as sent, each MEDIA and
 * SWIPEABLE_MEDIA component followed by `media_metadata` {key: {type, url, width, height,
 * video_duration, video_aspect_ratio}} (appended as its last key; the sent keys keep their order).
 */
export const mediaMetadataSchema = z.record(
  z.string(),
  z.object({
    type: z.string().describe("IMAGE | VIDEO | GIF"),
    url: z.string().nullable(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    video_duration: z.number().int().nullable().optional().describe("ms, videos only"),
    video_aspect_ratio: z.string().nullable().optional().describe('"16:9", videos only'),
  }),
);

const componentRecord = z
  .record(z.string(), z.unknown())
  .describe("a component as sent; MEDIA and SWIPEABLE_MEDIA add media_metadata");

export const cardRecordSchema = z.object({
  ...baseRecordShape,
  name: z.string(),
  card_type: z.string(),
  card_uri: z.string(),
  components: z.array(componentRecord).optional(),
  slides: z.array(z.array(componentRecord)).optional(),
});
export type CardRecord = z.output<typeof cardRecordSchema>;

export function mediaMetadata(
  keys: string[],
  facts: CardMediaFacts,
): z.output<typeof mediaMetadataSchema> {
  const out: z.output<typeof mediaMetadataSchema> = {};
  for (const key of keys) {
    const f = facts[key];
    if (!f) continue;
    const video = f.type === "VIDEO";
    out[key] = {
      type: f.type,
      url: factUrl(facts, key),
      width: f.width,
      height: f.height,
      ...(video
        ? { video_duration: f.duration_ms, video_aspect_ratio: aspectRatio(f.width, f.height) }
        : {}),
    };
  }
  return out;
}

function withMetadata(c: unknown, facts: CardMediaFacts): Record<string, unknown> {
  // Stored components passed the component checks when written: objects with a string `type`.
  const comp = c as Record<string, unknown>;
  if (comp.type === "MEDIA")
    return { ...comp, media_metadata: mediaMetadata([String(comp.media_key)], facts) };
  if (comp.type === "SWIPEABLE_MEDIA" && Array.isArray(comp.media_keys))
    return { ...comp, media_metadata: mediaMetadata(comp.media_keys.map(String), facts) };
  return comp;
}

export function cardToRecord(row: RowOf<typeof cards>): CardRecord {
  const facts = row.media ?? {};
  return {
    ...baseRecord(row),
    name: row.name,
    card_type: row.card_type,
    card_uri: row.card_uri,
    ...(row.slides
      ? { slides: row.slides.map((s) => s.map((c) => withMetadata(c, facts))) }
      : { components: (row.components ?? []).map((c) => withMetadata(c, facts)) }),
  };
}
