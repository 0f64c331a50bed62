import { cardCreate } from "@/lib/ads/cards/schema";
import type { ApiErrorItem } from "@/components/api";
import type { CardDraft } from "./card-draft";
import { MEDIA_ORDER, toBody } from "./card-draft";

/**
 * The card builder's checks: the API's own body schema (lib/ads/cards/schema.ts, which runs the
 * component checks of components-param.ts) on the body the draft becomes, and the server's answer
 * after saving, both as messages keyed by parameter path ("components[1].destination.url"), in the
 * words of the form. Paths no field shows go to the form's alert. Pure.
 */
export type CardErrors = { fields: Record<string, string>; general: string[] };

const LABELS: [RegExp, string][] = [
  [/^name$/, "Name"],
  [/\.media_keys(\[\d+\])?$/, "Carousel media"],
  [/\.media_key$/, "Media"],
  [/\.title$/, "Title"],
  [/\.destination\.url$/, "Website URL"],
  [/\.label(\.value)?$/, "Button label"],
  [/\.country_code$/, "Country"],
  [/\.ios_app_store_identifier$/, "App Store id"],
  [/\.(googleplay|androidstore)_app_id$/, "Google Play app id"],
  [/\.ios_deep_link$/, "iOS deep link"],
  [/\.(googleplay|androidstore)_deep_link$/, "Android deep link"],
];

export const labelOf = (key: string) => LABELS.find(([re]) => re.test(key))?.[1];

/** The form's key of a parameter: Android's two names for one field are one field here. */
export function fieldKey(parameter: string): string {
  return parameter
    .replace(/androidstore_app_id$/, "googleplay_app_id")
    .replace(/androidstore_deep_link$/, "googleplay_deep_link")
    .replace(/\.label\.value$/, ".label")
    .replace(/(\.media_keys)\[\d+\]$/, "$1");
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The interface's messages in the builder's words: its order rule names component types. */
function plain(message: string): string {
  if (/media components .*come first/i.test(message)) return MEDIA_ORDER;
  return message.replace(/\b(androidstore|googleplay)_app_id\b/g, "Google Play app id");
}

/** "components[1].destination.url: Expected an http(s) URL …" -> "Expected an http(s) URL …". */
export function fieldMessage(parameter: string, message: string): string {
  const label = labelOf(parameter) ?? "This field";
  const text = message.trim();
  if (/\.media_key$/.test(parameter) && /required|Expected a media key/.test(text))
    return "Choose an image or video.";
  if (/\.media_keys$/.test(parameter) && /2 to 6/.test(text))
    return "Choose 2 to 6 images or videos.";
  if (text === `${parameter} is required` || text === `${parameter} is required.`)
    return `${label} is required.`;
  // "components[0].media_keys[2]: …" under the field of components[0].media_keys: the place is the field.
  const rest = text.replace(/^[\w[\].]+: /, (m) => (m.startsWith(parameter) ? "" : m));
  if (rest === "Must not be empty") return `${label} is required.`;
  return capital(plain(rest));
}

/** Error items (schema issues or the server's) onto the keys the form shows, else the alert. */
export function mapCardErrors(
  items: readonly Pick<ApiErrorItem, "message" | "parameter">[],
  shown: ReadonlySet<string>,
): CardErrors {
  const out: CardErrors = { fields: {}, general: [] };
  for (const { message, parameter } of items) {
    const key = parameter ? fieldKey(parameter) : undefined;
    if (key && shown.has(key)) out.fields[key] ??= fieldMessage(key, message);
    else out.general.push(capital(plain(message)));
  }
  return out;
}

/** Every key a field of the draft shows (the keys errors may land on). */
export function shownKeys(d: CardDraft): Set<string> {
  const keys = new Set(["name", d.mode]);
  const app = ["country_code", "ios_app_store_identifier", "googleplay_app_id"];
  const links = ["ios_deep_link", "googleplay_deep_link"];
  if (d.mode === "slides")
    d.slides.forEach((_, i) => {
      keys.add(`slides[${i}][0].media_key`);
      keys.add(`slides[${i}][1].title`);
      keys.add(`slides[${i}][1].destination.url`);
    });
  else
    d.components.forEach((c, i) => {
      const at = `components[${i}]`;
      keys.add(at);
      if (c.type === "MEDIA") keys.add(`${at}.media_key`);
      if (c.type === "SWIPEABLE_MEDIA") keys.add(`${at}.media_keys`);
      if (c.type === "DETAILS") [".title", ".destination.url"].forEach((k) => keys.add(at + k));
      if (c.type === "BUTTON") {
        keys.add(`${at}.label`);
        [...app, ...links].forEach((k) => keys.add(`${at}.destination.${k}`));
      }
    });
  return keys;
}

/** The API's schema on the draft's body: the errors the interface would answer, before sending. */
export function checkDraft(d: CardDraft): CardErrors {
  const r = cardCreate.safeParse(toBody(d));
  if (r.success) return { fields: {}, general: [] };
  const items = r.error.issues.map((i) => ({
    message: i.message,
    parameter: i.path.length ? i.path.map(String).join(".") : undefined,
  }));
  return mapCardErrors(items, shownKeys(d));
}

/** Chosen media no longer in the library (deleted meanwhile): said on their field before sending. */
export function withMissingMedia(
  errors: CardErrors,
  d: CardDraft,
  known: (key: string) => boolean,
) {
  const fields = { ...errors.fields };
  const say = (key: string, keys: string[]) => {
    const gone = keys.filter((k) => k && !known(k));
    if (gone.length && !fields[key])
      fields[key] =
        `${gone.join(", ")} ${gone.length > 1 ? "are" : "is"} no longer in the media library: remove ${gone.length > 1 ? "them" : "it"} or choose another.`;
  };
  if (d.mode === "slides")
    d.slides.forEach((s, i) => say(`slides[${i}][0].media_key`, [s.media_key]));
  else
    d.components.forEach((c, i) => {
      if (c.type === "MEDIA") say(`components[${i}].media_key`, [c.media_key]);
      if (c.type === "SWIPEABLE_MEDIA") say(`components[${i}].media_keys`, c.media_keys);
    });
  return { ...errors, fields };
}
