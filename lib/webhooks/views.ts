import { z } from "zod";

/**
 * What the console API answers about webhooks: the response schemas of its declarations, whose
 * output types the console's pages read.
 */
export const webhookDetailSchema = z.object({
  id: z.string(),
  url: z.string(),
  valid: z.boolean(),
  created_at: z.string(),
  validated_at: z.string().nullable(),
  last_crc_at: z.string().nullable(),
  invalid_reason: z.string().nullable(),
});
export type WebhookDetailView = z.output<typeof webhookDetailSchema>;

/** This server's rules the Webhooks page explains and checks before submitting. */
export const webhookRulesSchema = z.object({
  allow_insecure_urls: z.boolean(),
  timeout_seconds: z.number(),
  limit_per_app: z.number(),
  max_url_length: z.number(),
});

export const crcCheckSchema = z.object({
  trigger: z.string(),
  outcome: z.string(),
  reason: z.string().nullable(),
  status: z.number().nullable(),
  latency_ms: z.number().nullable(),
  response_excerpt: z.string().nullable(),
  checked_at: z.string(),
});

/** "Check now": the outcome is the answer, whatever it was. */
export const checkResultSchema = z.object({
  webhook: webhookDetailSchema,
  outcome: z.string(),
  message: z.string().nullable(),
});
