import { z } from "zod";

/** What the filtered-stream rule routes share: both spellings, the rule's view and shape, the answers, the change body. */
export const BASES = ["/2/posts/search", "/2/tweets/search"] as const;

export { ruleView as view } from "@/lib/webhooks/products/rule-store";

export const rule = z.object({ id: z.string(), value: z.string(), tag: z.string().optional() });
export const exampleRule = {
  id: "1273026480692322304",
  value: "cats has:media",
  tag: "cats with media",
};
export const sent = z.iso.datetime();
export const exampleSent = "2026-01-05T10:00:00.000Z";

export const ruleIds = z
  .string()
  .optional()
  .transform((raw) => (raw === undefined ? [] : raw.split(",")))
  .refine((ids) => ids.length <= 1000 && ids.every((id) => /^\d{1,20}$/.test(id)), {
    error: "lists 1 to 1000 rule ids, comma-separated",
  });

export const addAnswer = z.object({
  data: z.array(rule),
  meta: z.object({
    sent,
    summary: z.object({
      created: z.number().int(),
      not_created: z.number().int(),
      valid: z.number().int(),
      invalid: z.number().int(),
    }),
  }),
});
export const deleteAnswer = z.object({
  meta: z.object({
    sent,
    summary: z.object({ deleted: z.number().int(), not_deleted: z.number().int() }),
  }),
  errors: z.array(z.object({ title: z.string(), detail: z.string() })).optional(),
});

/**
 * The change's rules (exactly one of add, delete.ids, delete.values; its problems name the item,
 * as add[2].value) are parseRulesChange's; the document says what each holds.
 */
export const changeBody = z.looseObject({
  add: z
    .unknown()
    .optional()
    .meta({
      type: "array",
      items: { type: "object", properties: { value: { type: "string" }, tag: { type: "string" } } },
      description: "Rules to add: 1 to 1000 of {value, tag?}.",
    }),
  delete: z
    .unknown()
    .optional()
    .meta({
      type: "object",
      properties: {
        ids: { type: "array", items: { type: "string" } },
        values: { type: "array", items: { type: "string" } },
      },
      description: "Rules to delete, by ids or by values (1 to 1000).",
    }),
});
