import { OAuthError } from "@/lib/http/errors";
import { CATEGORY_HINT, parseCategory, type MediaCategory } from "../categories";
import type { UploadForm } from "./form";

/** Parameter readers of the upload interface: each refusal names the parameter and what it takes. */
export function required(form: UploadForm, name: string, hint: string): string {
  const v = form.param(name);
  if (v === undefined || v.trim() === "")
    throw new OAuthError("MISSING_PARAMETER", `${name} is required: ${hint}.`);
  return v.trim();
}

const bad = (name: string, expected: string, got: string) =>
  new OAuthError(
    "INVALID_PARAMETER",
    `${name} must be ${expected}; got ${JSON.stringify(got.slice(0, 40))}.`,
  );

export function integer(
  form: UploadForm,
  name: string,
  min: number,
  max: number,
  hint: string,
): number {
  const v = required(form, name, hint);
  const n = /^\d{1,15}$/.test(v) ? Number(v) : NaN;
  if (!(n >= min && n <= max)) throw bad(name, `an integer from ${min} to ${max}`, v);
  return n;
}

export function mediaId(form: UploadForm): string {
  const v = required(form, "media_id", "the media_id INIT answered");
  if (!/^\d{1,20}$/.test(v)) throw bad("media_id", "the numeric media_id INIT answered", v);
  return v;
}

export function category(form: UploadForm): MediaCategory | null {
  const v = form.param("media_category");
  if (v === undefined || v.trim() === "") return null;
  const c = parseCategory(v);
  if (!c) throw bad("media_category", `one of ${CATEGORY_HINT}`, v);
  return c;
}

/** additional_owners: up to 100 comma-separated user ids (FACTS), who may use the media too. */
export function additionalOwners(form: UploadForm): string[] {
  const v = form.param("additional_owners");
  if (v === undefined || v.trim() === "") return [];
  const ids = [
    ...new Set(
      v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  const wrong = ids.find((id) => !/^\d{1,20}$/.test(id));
  if (wrong !== undefined)
    throw bad("additional_owners", "comma-separated numeric user ids", wrong);
  if (ids.length > 100) throw bad("additional_owners", "at most 100 user ids", `${ids.length} ids`);
  return ids;
}

/** INIT's media_type: a MIME type; its family must fit the category (image/gif is not a video). */
export function mediaType(form: UploadForm): string {
  const v = required(
    form,
    "media_type",
    "the file's MIME type, e.g. video/mp4 or image/png",
  ).toLowerCase();
  if (!/^(image|video)\/[a-z0-9.+-]{1,60}$/.test(v))
    throw bad("media_type", "an image/* or video/* MIME type", v);
  return v;
}

export function categoryFor(type: string, given: MediaCategory | null): MediaCategory {
  const video = type.startsWith("video/");
  if (!given) return video ? "POST_VIDEO" : type === "image/gif" ? "POST_GIF" : "POST_IMAGE";
  const wantsVideo = given === "POST_VIDEO" || given === "AMPLIFY_VIDEO";
  if (video !== wantsVideo)
    throw new OAuthError(
      "INVALID_PARAMETER",
      `media_type ${type} does not fit media_category ${given}: ${wantsVideo ? "it takes video/*" : "it takes image/*"}.`,
    );
  return given;
}
