import type { Component } from "@/lib/ads/cards/components";
import { BUTTON_LABELS } from "@/lib/ads/cards/components";

/**
 * What the card builder edits, and the API body it becomes (document 3's JSON: components, or slides
 * of whole cards). Pure. Every editable value's key is the API parameter path it is sent as
 * ("components[1].destination.url"), so the API's own checks and the server's errors land on it.
 */
export type ButtonLabel = (typeof BUTTON_LABELS)[number];
export type AppFields = {
  country_code: string;
  ios_app_store_identifier: string;
  googleplay_app_id: string;
  ios_deep_link: string;
  googleplay_deep_link: string;
};
export type DraftComponent =
  | { id: string; type: "MEDIA"; media_key: string }
  | { id: string; type: "SWIPEABLE_MEDIA"; media_keys: string[] }
  | { id: string; type: "DETAILS"; title: string; url: string }
  | { id: string; type: "BUTTON"; label: ButtonLabel; app: AppFields };
export type DraftSlide = { id: string; media_key: string; title: string; url: string };
export type CardMode = "components" | "slides";
export type CardDraft = {
  name: string;
  mode: CardMode;
  components: DraftComponent[];
  slides: DraftSlide[];
};

let seq = 0;
export const newId = () => `d${++seq}`;

export const emptyApp = (): AppFields => ({
  country_code: "US",
  ios_app_store_identifier: "",
  googleplay_app_id: "",
  ios_deep_link: "",
  googleplay_deep_link: "",
});

export function newComponent(type: DraftComponent["type"]): DraftComponent {
  const id = newId();
  if (type === "MEDIA") return { id, type, media_key: "" };
  if (type === "SWIPEABLE_MEDIA") return { id, type, media_keys: [] };
  if (type === "DETAILS") return { id, type, title: "", url: "" };
  return { id, type, label: "INSTALL", app: emptyApp() };
}

const isMedia = (c: DraftComponent) => c.type === "MEDIA" || c.type === "SWIPEABLE_MEDIA";

/**
 * The interface takes media components first (lib/ads/cards/components-param.ts): a reorder that
 * would put one after the details or button keeps every media component first, in its new order.
 */
export const mediaFirst = (list: DraftComponent[]): DraftComponent[] => [
  ...list.filter(isMedia),
  ...list.filter((c) => !isMedia(c)),
];

/** The order the builder keeps, in one sentence (shown by the list, and for the interface's refusal). */
export const MEDIA_ORDER =
  "The image, video or carousel always comes first; the website details or app button follow it.";

export const newSlide = (): DraftSlide => ({ id: newId(), media_key: "", title: "", url: "" });

export const newDraft = (): CardDraft => ({
  name: "",
  mode: "components",
  components: [newComponent("MEDIA"), newComponent("DETAILS")],
  slides: [newSlide(), newSlide()],
});

/** Optional app fields are left out when empty (the API refuses empty strings). */
function app(a: AppFields) {
  const out: Record<string, string> = { type: "APP", country_code: a.country_code.trim() };
  for (const k of [
    "googleplay_app_id",
    "ios_app_store_identifier",
    "googleplay_deep_link",
    "ios_deep_link",
  ] as const)
    if (a[k].trim()) out[k] = a[k].trim();
  return out;
}

export function toComponent(c: DraftComponent): Record<string, unknown> {
  switch (c.type) {
    case "MEDIA":
      return { type: c.type, media_key: c.media_key };
    case "SWIPEABLE_MEDIA":
      return { type: c.type, media_keys: c.media_keys };
    case "DETAILS":
      return { type: c.type, title: c.title, destination: { type: "WEBSITE", url: c.url } };
    case "BUTTON":
      return { type: c.type, label: { type: "ENUM", value: c.label }, destination: app(c.app) };
  }
}

export const slideComponents = (s: DraftSlide): Record<string, unknown>[] => [
  { type: "MEDIA", media_key: s.media_key },
  { type: "DETAILS", title: s.title, destination: { type: "WEBSITE", url: s.url } },
];

/** The POST / PUT JSON body. */
export function toBody(d: CardDraft): Record<string, unknown> {
  return d.mode === "slides"
    ? { name: d.name, slides: d.slides.map(slideComponents) }
    : { name: d.name, components: d.components.map(toComponent) };
}

/** The draft's shape as typed components (values unchecked): enough for card_type, which reads types and keys. */
export function shapeOf(d: CardDraft): Component[][] {
  const typed = (c: DraftComponent): Component =>
    c.type === "MEDIA"
      ? { type: c.type, media_key: c.media_key }
      : c.type === "SWIPEABLE_MEDIA"
        ? { type: c.type, media_keys: c.media_keys }
        : c.type === "DETAILS"
          ? { type: c.type, title: c.title, destination: { type: "WEBSITE", url: c.url } }
          : {
              type: c.type,
              label: { type: "ENUM", value: c.label },
              destination: { type: "APP", country_code: c.app.country_code },
            };
  return d.mode === "slides"
    ? d.slides.map((s) => [
        { type: "MEDIA", media_key: s.media_key },
        { type: "DETAILS", title: s.title, destination: { type: "WEBSITE", url: s.url } },
      ])
    : [d.components.map(typed)];
}
