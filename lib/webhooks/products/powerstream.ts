import type { Context } from "hono";
import { z } from "zod";
import { clientIp } from "@/lib/auth/request-middleware";
import type { Caller } from "@/lib/auth/caller";
import { nowMs } from "@/lib/time/clock";
import { openStream } from "./stream-loop";
import { ruleStreamMessages, streamParams } from "./stream-routes";
import { POWERSTREAM_RULES } from "./rule-sets";

/**
 * PowerStream (FACTS "PowerStream", enterprise): the filtered stream's machinery over the app's
 * PowerStream rules. The platform is one datacenter, so every connection is "local"; with
 * localDcOnly=true it says so in two headers and a first connection_metadata message.
 * Its routes take the enterprise tier (lib/usage/credential.ts).
 */
export const DATACENTER = "svc-1";

export const powerStreamParams = streamParams.extend({
  localDcOnly: z
    .enum(["true", "false"], { error: "must be true or false" })
    .optional()
    .transform((v) => v === "true")
    .meta({
      description: "true: only this datacenter's posts, said in headers and a first message",
    }),
});

type Call = { c: Context; caller: Caller; params: z.output<typeof powerStreamParams> };

export const connectionMetadataSchema = z.object({
  type: z.literal("connection_metadata"),
  datacenter: z.string(),
  timestamp: z.number().int(),
});

/** The first message of a localDcOnly connection. */
export const connectionMetadata = (timestamp: number) => ({
  type: "connection_metadata" as const,
  datacenter: DATACENTER,
  timestamp,
});

/** GET /2/powerstream: posts matching the app's PowerStream rules, with matching_rules. */
export async function powerStream({ c, caller: { app }, params }: Call) {
  const local = params.localDcOnly
    ? {
        headers: { "x-powerstream-datacenter": DATACENTER, "x-powerstream-localdconly": "true" },
        opening: connectionMetadata(nowMs()),
      }
    : {};
  return openStream({
    appId: app.id,
    endpoint: "powerstream",
    clientIp: clientIp(c),
    backfillMinutes: params.backfill_minutes,
    messages: ruleStreamMessages(app.id, POWERSTREAM_RULES),
    ...local,
  });
}
