import { z } from "zod";
import type { CardMediaFacts } from "@/lib/db/schema";
import type { AdsErrorCode } from "../../ads-kernel/errors";
import { clearable, hashtag, mediaKey, MAX_CTA_POST, MAX_NAME, MAX_SHORT_TEXT } from "./fields";
import { ratioOk, text, url } from "./fields";

/**
 * Every rule of image and video conversation cards (document 3), in one pure module the API and the
 * console share: the fields, their dependencies (evaluated on the merged record on update) and the
 * media rules on the probed facts of library media. `conversationCardSchema(kind, facts)` is the
 * whole check for a form; the API parses the fields first, then runs `dependencyIssues` and
 * `mediaIssues` once it has read the facts from the account's media library.
 */
export type Kind = "IMAGE" | "VIDEO";
export type RuleIssue = { code: AdsErrorCode; parameter: string; message: string };
const CTAS = ["first", "second", "third", "fourth"] as const;

const required = {
  name: text(MAX_NAME),
  first_cta: hashtag(),
  first_cta_post: text(MAX_CTA_POST),
  thank_you_text: text(MAX_SHORT_TEXT),
  media_key: mediaKey(),
};
const optional = {
  title: text(MAX_SHORT_TEXT),
  second_cta: hashtag(),
  second_cta_post: text(MAX_CTA_POST),
  third_cta: hashtag(),
  third_cta_post: text(MAX_CTA_POST),
  fourth_cta: hashtag(),
  fourth_cta_post: text(MAX_CTA_POST),
  thank_you_url: url(),
  unlocked_image_media_key: mediaKey(),
};
const videoOnly = { poster_media_key: mediaKey(), unlocked_video_media_key: mediaKey() };

function clearAll<S extends Record<string, z.ZodType>>(s: S) {
  // Object.fromEntries forgets the keys: each value is clearable(s[key]), as the type says.
  return Object.fromEntries(Object.entries(s).map(([k, t]) => [k, clearable(t)])) as {
    [K in keyof S]: ReturnType<typeof clearable<S[K]>>;
  };
}

/** POST: required fields required, the rest optional. */
export const imageCreate = z.object(required).extend(z.object(optional).partial().shape);
export const videoCreate = imageCreate.extend(z.object(videoOnly).partial().shape);
/** PUT: every field optional; an optional one is cleared with "" (answered as null). */
export const imageUpdate = z.object(required).partial().extend(clearAll(optional));
export const videoUpdate = imageUpdate.extend(clearAll(videoOnly));
export const createFields = (kind: Kind) => (kind === "VIDEO" ? videoCreate : imageCreate);

type Card = Partial<Record<string, string | null | undefined>>;
const given = (c: Card, k: string) => c[k] !== undefined && c[k] !== null && c[k] !== "";

/** The dependencies between fields, on a whole card (create input, or the row merged with a PUT). */
export function dependencyIssues(c: Card): RuleIssue[] {
  const out: RuleIssue[] = [];
  const missing = (parameter: string, message: string) =>
    out.push({ code: "MISSING_PARAMETER", parameter, message });
  if (!given(c, "title") && !given(c, "second_cta"))
    missing(
      "title",
      "title is required when second_cta is not set (give a title, or a second_cta with its second_cta_post).",
    );
  CTAS.forEach((n, i) => {
    const cta = `${n}_cta`;
    const post = `${n}_cta_post`;
    if (given(c, cta) && !given(c, post))
      missing(
        post,
        `${post} is required when ${cta} is set: the post text used when ${cta} is chosen.`,
      );
    if (given(c, post) && !given(c, cta))
      out.push({
        code: "INVALID_PARAMETER",
        parameter: post,
        message: `${post} is given without ${cta}; set ${cta} or leave ${post} out.`,
      });
    const prev = CTAS[i - 1];
    if (prev && given(c, cta) && !given(c, `${prev}_cta`))
      out.push({
        code: "INVALID_PARAMETER",
        parameter: cta,
        message: `${cta} is set without ${prev}_cta; fill the calls to action in order.`,
      });
  });
  const seen = new Map<string, string>();
  for (const n of CTAS) {
    const tag = c[`${n}_cta`]?.toLowerCase();
    if (!tag) continue;
    const first = seen.get(tag);
    if (first)
      out.push({
        code: "INVALID_PARAMETER",
        parameter: `${n}_cta`,
        message: `${n}_cta repeats ${first} (${c[`${n}_cta`]}); the calls to action of a card must differ.`,
      });
    else seen.set(tag, `${n}_cta`);
  }
  return out;
}

/** What each media parameter must be, per kind of card. */
type MediaRule = { type: "IMAGE" | "VIDEO"; minWidth?: number; ratio?: [number, string] };
export const MEDIA_RULES: Record<Kind, Record<string, MediaRule>> = {
  IMAGE: {
    media_key: { type: "IMAGE", minWidth: 800, ratio: [1.91, "1.91:1 (e.g. 800×419)"] },
    unlocked_image_media_key: { type: "IMAGE", minWidth: 800, ratio: [2.5, "5:2 (e.g. 800×320)"] },
  },
  VIDEO: {
    media_key: { type: "VIDEO", ratio: [16 / 9, "16:9 (e.g. 1280×720)"] },
    poster_media_key: { type: "IMAGE" },
    unlocked_image_media_key: { type: "IMAGE" },
    unlocked_video_media_key: { type: "VIDEO" },
  },
};

/** The media rules on the probed facts; a key without facts is left to the library check. */
export function mediaIssues(kind: Kind, c: Card, facts: CardMediaFacts): RuleIssue[] {
  const out: RuleIssue[] = [];
  for (const [param, rule] of Object.entries(MEDIA_RULES[kind])) {
    const key = c[param];
    const f = key ? facts[key] : undefined;
    if (!key || !f) continue;
    const size = `${f.width ?? "?"}×${f.height ?? "?"} px`;
    const bad = (why: string) =>
      out.push({ code: "INVALID_MEDIA", parameter: param, message: `${param}: ${key} ${why}` });
    if (f.type !== rule.type)
      bad(
        `is ${f.type === "IMAGE" ? "an image" : `a ${f.type}`}; expected ${rule.type === "IMAGE" ? "an image" : "a video"}.`,
      );
    else if (rule.minWidth && (f.width ?? 0) < rule.minWidth)
      bad(`is ${size}; it must be at least ${rule.minWidth} px wide.`);
    else if (rule.ratio && !ratioOk(f.width, f.height, rule.ratio[0]))
      bad(`is ${size}; its aspect ratio must be ${rule.ratio[1]}, within 1%.`);
  }
  return out;
}

/** The whole check for a form: fields, dependencies and, given the library's facts, the media rules. */
export function conversationCardSchema(kind: Kind, facts: CardMediaFacts = {}) {
  return createFields(kind).superRefine((c, ctx) => {
    for (const i of [...dependencyIssues(c), ...mediaIssues(kind, c, facts)])
      ctx.addIssue({
        code: "custom",
        path: [i.parameter],
        message: i.message,
        params: { adsCode: i.code },
      });
  });
}
