import { z } from "zod";
import { str } from "../../ads-kernel/fields";
import { checkComponents, checkSlides, type Issues } from "./components-param";
import type { Component } from "./components";

/**
 * The JSON bodies of POST and PUT cards (document 3): name (max 80), and exactly one of components
 * or slides. The output keeps `components` / `slides` exactly as sent (stored as JSON text, so order
 * and keys come back as sent); `parseCardBody` gives their checked form for card_type and media.
 */
export const MAX_CARD_NAME = 80;

const name = str(MAX_CARD_NAME, "name").min(1, "Must not be empty");
const shape = {
  components: z
    .unknown()
    .optional()
    .describe(
      "JSON array of 1 to 6 component objects, media first: MEDIA {media_key}, SWIPEABLE_MEDIA {media_keys: 2-6}, DETAILS {title, destination: WEBSITE {url}}, BUTTON {label: {type: ENUM, value}, destination: APP {country_code, androidstore_app_id | ios_app_store_identifier, deep links}}",
    ),
  slides: z
    .unknown()
    .optional()
    .describe(
      "JSON array of 2 to 6 slides, each an array of components of a whole card (MEDIA + DETAILS); instead of components",
    ),
};

type Raw = { components?: unknown; slides?: unknown };

function report(ctx: z.RefinementCtx, issues: Issues) {
  for (const i of issues)
    ctx.addIssue({
      code: "custom",
      path: [i.path],
      message: i.message,
      params: { adsCode: "INVALID_PARAMETER" },
    });
}

/** The checked components or slides of a body (whichever it holds); issues collected in `issues`. */
export function parseCardBody(
  raw: Raw,
  issues: Issues = [],
): { components?: Component[]; slides?: Component[][] } {
  if (raw.components !== undefined)
    return { components: checkComponents(raw.components, "components", issues) };
  if (raw.slides !== undefined) return { slides: checkSlides(raw.slides, "slides", issues) };
  return {};
}

function refineBody(required: boolean) {
  return (v: Raw, ctx: z.RefinementCtx) => {
    const has = (k: keyof Raw) => v[k] !== undefined && v[k] !== null;
    if (has("components") && has("slides"))
      ctx.addIssue({
        code: "custom",
        path: ["slides"],
        message:
          "components and slides are exclusive: send components for a card, or slides (an array of whole cards) for a multi-destination carousel.",
        params: { adsCode: "EXCLUSIVE_PARAMETERS" },
      });
    else if (required && !has("components") && !has("slides"))
      ctx.addIssue({
        code: "custom",
        path: ["components"],
        message:
          "components is required (or slides, for a multi-destination carousel): a JSON array of component objects.",
        params: { adsCode: "MISSING_PARAMETER" },
      });
    else {
      const issues: Issues = [];
      parseCardBody(v, issues);
      report(ctx, issues);
    }
  };
}

// The checks above refused anything that is not an array of component objects (or of such arrays).
const typed = <T extends Raw>(v: T) =>
  v as Omit<T, "components" | "slides"> & { components?: unknown[]; slides?: unknown[][] };

const BODY = {
  error:
    'The body must be a JSON object such as {"name": "Spring", "components": [{"type": "MEDIA", …}]}',
};

export const cardCreate = z
  .object({ name, ...shape }, BODY)
  .superRefine(refineBody(true))
  .transform(typed);

export const cardUpdate = z
  .object({ name: name.optional(), ...shape }, BODY)
  .superRefine(refineBody(false))
  .transform(typed);

export type CardCreate = z.output<typeof cardCreate>;
export type CardUpdate = z.output<typeof cardUpdate>;
