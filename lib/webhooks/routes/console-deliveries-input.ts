import { z } from "zod";
import { eventKind } from "@/lib/events/kinds";

/** What the Deliveries tab sends: its filters, the stats' window, a replay, a test event. */
const ID = z.string().regex(/^[0-9A-Za-z_-]{1,64}$/, "must be an id");
const time = z.iso.datetime({ offset: true, error: "must be an ISO 8601 time" }).optional();
const kind = z
  .string()
  .max(64)
  .refine((k) => eventKind(k) !== null, "must be an event kind")
  .optional();

export const deliveriesQuery = z.object({
  webhook_id: ID.optional(),
  state: z
    .enum(["pending", "delivered", "failed"], "must be pending, delivered or failed")
    .optional(),
  kind,
  from: time,
  to: time,
  cursor: z.string().max(200, "must be a cursor this list gave").optional(),
  limit: z.coerce.number().int().min(1).max(100, "must be 1 to 100").optional(),
});

export const statsQuery = z.object({
  webhook_id: ID,
  bucket: z.enum(["minute", "hour", "day"], "must be minute, hour or day").default("hour"),
  from: time,
  to: time,
});

// The dates are checked by replayWindow, in its words (the shape yyyymmddhhmm), whether wrong or
// left out.
const replayDate = z.union([z.string().max(64), z.number()]).optional();
export const replayBody = z.object({ webhook_id: ID, from_date: replayDate, to_date: replayDate });

/** The generator (lib/events/generator.ts) checks each field in its own words. */
export const testEventBody = z
  .object({
    event_type: z.string().max(64),
    user_id: z.string().max(64).optional(),
    webhook_id: z.string().max(64).optional(),
    overrides: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();
