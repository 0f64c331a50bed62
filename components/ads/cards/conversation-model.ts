import type { CardMediaFacts } from "@/lib/db/schema";
import {
  MAX_CTA_POST,
  MAX_HASHTAG,
  MAX_NAME,
  MAX_SHORT_TEXT,
} from "@/lib/ads/conversation-cards/fields";
import {
  conversationCardSchema,
  dependencyIssues,
  MEDIA_RULES,
} from "@/lib/ads/conversation-cards/rules";
import type { Kind } from "@/lib/ads/conversation-cards/rules";
import type { FieldMap } from "@/components/forms/field-map";
import { mapErrorItems } from "@/components/forms/server-errors";
import {
  allOf,
  needsAspect,
  needsMinWidth,
  needsType,
  type MediaCheck,
} from "@/components/media/media-facts";
import type { CardErrors } from "./card-check";

/**
 * The conversation card builders' model (image and video), on the rules module the interface runs
 * (lib/ads/conversation-cards/rules.ts): the body, the whole check (`conversationCardSchema`), which
 * fields are required and shown given the others (asked of `dependencyIssues` itself), and the media
 * pickers' checks from `MEDIA_RULES`. Pure.
 */
export type { Kind };
export const CTAS = ["first", "second", "third", "fourth"] as const;
export const TEXT_FIELDS = [
  "name",
  "title",
  ...CTAS.flatMap((n) => [`${n}_cta`, `${n}_cta_post`]),
  "thank_you_text",
  "thank_you_url",
] as const;
export type Values = Record<string, string>;

const ALWAYS_REQUIRED = ["name", "first_cta", "first_cta_post", "thank_you_text", "media_key"];
export const MEDIA_FIELDS = (kind: Kind) => Object.keys(MEDIA_RULES[kind]);

const ORDINAL: Record<string, string> = {
  first: "First",
  second: "Second",
  third: "Third",
  fourth: "Fourth",
};
const MEDIA_LABELS: Record<string, string> = {
  media_key: "Card media",
  unlocked_image_media_key: "Unlocked image",
  poster_media_key: "Poster image",
  unlocked_video_media_key: "Unlocked video",
};
export function labelOf(field: string, kind: Kind): string {
  const cta = /^(first|second|third|fourth)_cta(_post)?$/.exec(field);
  if (cta) return `${ORDINAL[cta[1]]} hashtag${cta[2] ? " post text" : ""}`;
  if (field === "media_key") return kind === "VIDEO" ? "Video" : "Image";
  const fixed: Record<string, string> = {
    name: "Name",
    title: "Title",
    thank_you_text: "Thank-you text",
    thank_you_url: "Thank-you URL",
  };
  return fixed[field] ?? MEDIA_LABELS[field] ?? field;
}

export const maxOf = (field: string) =>
  field === "name"
    ? MAX_NAME
    : field.endsWith("_cta")
      ? MAX_HASHTAG
      : field.endsWith("_post")
        ? MAX_CTA_POST
        : MAX_SHORT_TEXT;

export function fieldMap(kind: Kind): FieldMap {
  const names = [...TEXT_FIELDS, ...MEDIA_FIELDS(kind)];
  return Object.fromEntries(names.map((n) => [n, { name: n, label: labelOf(n, kind) }]));
}

const given = (v: string | undefined) => v !== undefined && v.trim() !== "";

/** The body: required fields as typed (so an empty one is named), optional ones when given; on update
 * an emptied optional text is sent as "" (clears it), media left empty are not sent (kept). */
export function toBody(kind: Kind, v: Values, update = false): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of [...TEXT_FIELDS, ...MEDIA_FIELDS(kind)]) {
    const value = (v[f] ?? "").trim();
    if (ALWAYS_REQUIRED.includes(f) || value) out[f] = value;
    else if (update && !f.endsWith("media_key")) out[f] = "";
  }
  return out;
}

/** Required now: always, or because the rules report it missing when it is left empty. */
export function isRequired(field: string, v: Values): boolean {
  if (ALWAYS_REQUIRED.includes(field)) return true;
  return dependencyIssues({ ...v, [field]: "" }).some(
    (i) => i.code === "MISSING_PARAMETER" && i.parameter === field,
  );
}

/** A call to action shows once the one before it is given; its post text once it is given. */
export function isShown(field: string, v: Values): boolean {
  const m = /^(second|third|fourth)_cta$/.exec(field);
  if (m) {
    const previous = CTAS[CTAS.findIndex((n) => n === m[1]) - 1];
    return given(v[field]) || given(v[`${previous}_cta`]);
  }
  const post = /^(\w+)_cta_post$/.exec(field);
  if (post && post[1] !== "first") return given(v[field]) || given(v[`${post[1]}_cta`]);
  return true;
}

/** The picker's check of a media parameter: type, width and shape from MEDIA_RULES. */
export function mediaCheck(kind: Kind, field: string): MediaCheck {
  const rule = MEDIA_RULES[kind][field];
  const checks = [needsType(rule.type)];
  if (rule.minWidth) checks.push(needsMinWidth(rule.minWidth));
  // The rule's ratio is [value, "1.91:1 (e.g. 800×419)"]: its name is the first word.
  if (rule.ratio) checks.push(needsAspect(rule.ratio[1].split(" ")[0]));
  return allOf(...checks);
}

/** The interface's whole check of the card (fields, dependencies, media rules on the library's facts). */
export function checkValues(kind: Kind, v: Values, facts: CardMediaFacts): CardErrors {
  const r = conversationCardSchema(kind, facts).safeParse(toBody(kind, v));
  if (r.success) return { fields: {}, general: [] };
  const items = r.error.issues.map((i) => {
    const parameter = i.path.length ? i.path.map(String).join(".") : undefined;
    const media = parameter && MEDIA_FIELDS(kind).includes(parameter) && !given(v[parameter]);
    return {
      parameter,
      message: media ? `Choose the ${labelOf(parameter, kind).toLowerCase()}.` : i.message,
    };
  });
  return toCardErrors(mapErrorItems(items, fieldMap(kind)));
}

export function toCardErrors(m: ReturnType<typeof mapErrorItems>): CardErrors {
  return {
    fields: Object.fromEntries(m.fields.map((f) => [f.path, f.message])),
    general: m.general,
  };
}
