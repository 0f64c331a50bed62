import type { CardRecord } from "@/lib/ads/cards/record";
import { BUTTON_LABELS } from "@/lib/ads/cards/components";
import { emptyApp, newId, newSlide } from "./card-draft";
import type { CardDraft, DraftComponent, DraftSlide } from "./card-draft";

/** A saved card (its record: components as sent) back into the builder's draft, to edit it. Pure. */
type Obj = Record<string, unknown>;
// Records keep components as sent (checked when written): their keys are read as unknown values.
const obj = (v: unknown): Obj => (v && typeof v === "object" ? (v as Obj) : {});
const str = (v: unknown) => (typeof v === "string" ? v : "");

function component(c: Obj): DraftComponent | null {
  const id = newId();
  const dest = obj(c.destination);
  switch (c.type) {
    case "MEDIA":
      return { id, type: "MEDIA", media_key: str(c.media_key) };
    case "SWIPEABLE_MEDIA":
      return {
        id,
        type: "SWIPEABLE_MEDIA",
        media_keys: Array.isArray(c.media_keys) ? c.media_keys.map(str) : [],
      };
    case "DETAILS":
      return { id, type: "DETAILS", title: str(c.title), url: str(dest.url) };
    case "BUTTON": {
      const label = BUTTON_LABELS.find((l) => l === obj(c.label).value) ?? "INSTALL";
      return {
        id,
        type: "BUTTON",
        label,
        app: {
          ...emptyApp(),
          country_code: str(dest.country_code),
          ios_app_store_identifier: str(dest.ios_app_store_identifier),
          googleplay_app_id: str(dest.googleplay_app_id) || str(dest.androidstore_app_id),
          ios_deep_link: str(dest.ios_deep_link),
          googleplay_deep_link: str(dest.googleplay_deep_link) || str(dest.androidstore_deep_link),
        },
      };
    }
    default:
      return null;
  }
}

function slide(list: unknown): DraftSlide {
  const cs = Array.isArray(list) ? list.map(obj) : [];
  const media = cs.find((c) => c.type === "MEDIA");
  const details = cs.find((c) => c.type === "DETAILS");
  return {
    ...newSlide(),
    media_key: str(media?.media_key),
    title: str(details?.title),
    url: str(obj(details?.destination).url),
  };
}

export function draftFromRecord(r: CardRecord): CardDraft {
  if (r.slides)
    return { name: r.name, mode: "slides", components: [], slides: r.slides.map(slide) };
  const components = (r.components ?? [])
    .map(component)
    .filter((c): c is DraftComponent => c !== null);
  return { name: r.name, mode: "components", components, slides: [newSlide(), newSlide()] };
}
