import { z } from "zod";

/**
 * Card components (document 3, FACTS "Naming fix"): one zod schema per component type, discriminated
 * by `type`. Objects are strict, so a misspelt field is refused instead of dropped. The parsed value
 * is only checked: the card keeps the JSON as sent (components-param.ts).
 */
export const BUTTON_LABELS = [
  "BOOK",
  "CONNECT",
  "INSTALL",
  "OPEN",
  "ORDER",
  "PLAY",
  "SHOP",
] as const;

/** How a BUTTON label reads on a card (the preview and the console's builder show these words). */
export const BUTTON_LABEL_WORDS: Record<(typeof BUTTON_LABELS)[number], string> = {
  BOOK: "Book",
  CONNECT: "Connect",
  INSTALL: "Install",
  OPEN: "Open",
  ORDER: "Order",
  PLAY: "Play",
  SHOP: "Shop",
};

/** The words of a label value as sent, or undefined for a value that is not a label. */
export function buttonLabelWord(value: unknown): string | undefined {
  const label = BUTTON_LABELS.find((l) => l === value);
  return label && BUTTON_LABEL_WORDS[label];
}
export const COMPONENT_TYPES = ["MEDIA", "SWIPEABLE_MEDIA", "DETAILS", "BUTTON"] as const;

const mediaKey = z
  .string({ error: "Expected a media key string such as 3_1234567890" })
  .trim()
  .min(1, "Expected a media key such as 3_1234567890")
  .max(64, "A media key has at most 64 characters");

const text = (max: number) =>
  z
    .string({ error: "Expected a string" })
    .trim()
    .min(1, "Must not be empty")
    .max(max, `Must be at most ${max} characters`);

const httpUrl = text(1000).refine((v) => {
  if (!URL.canParse(v)) return false;
  const p = new URL(v).protocol;
  return p === "https:" || p === "http:";
}, "Expected an http(s) URL such as https://example.com/page");

export const mediaComponent = z.strictObject({ type: z.literal("MEDIA"), media_key: mediaKey });

export const swipeableComponent = z.strictObject({
  type: z.literal("SWIPEABLE_MEDIA"),
  media_keys: z
    .array(mediaKey, { error: "Expected an array of 2 to 6 media keys" })
    .min(2, "Expected 2 to 6 media keys")
    .max(6, "Expected 2 to 6 media keys"),
});

export const websiteDestination = z.strictObject({ type: z.literal("WEBSITE"), url: httpUrl });

const appId = text(256);
export const appDestination = z
  .strictObject({
    type: z.literal("APP"),
    country_code: z
      .string({ error: "Expected an ISO 3166-1 alpha-2 country code such as US" })
      .regex(/^[A-Z]{2}$/, "Expected an ISO 3166-1 alpha-2 country code such as US (two capitals)"),
    androidstore_app_id: appId.optional(),
    googleplay_app_id: appId.optional(),
    ios_app_store_identifier: appId.optional(),
    androidstore_deep_link: text(1000).optional(),
    googleplay_deep_link: text(1000).optional(),
    ios_deep_link: text(1000).optional(),
  })
  .superRefine((d, ctx) => {
    const android = d.androidstore_app_id ?? d.googleplay_app_id;
    if (d.androidstore_app_id && d.googleplay_app_id)
      ctx.addIssue({
        code: "custom",
        path: ["googleplay_app_id"],
        message: "Give androidstore_app_id or googleplay_app_id (the same field), not both",
      });
    if (!android && !d.ios_app_store_identifier)
      ctx.addIssue({
        code: "custom",
        path: ["androidstore_app_id"],
        message:
          "An APP destination needs androidstore_app_id or ios_app_store_identifier (or both)",
      });
    for (const link of ["androidstore_deep_link", "googleplay_deep_link"] as const)
      if (d[link] && !android)
        ctx.addIssue({
          code: "custom",
          path: [link],
          message: `${link} is allowed only with androidstore_app_id`,
        });
    if (d.ios_deep_link && !d.ios_app_store_identifier)
      ctx.addIssue({
        code: "custom",
        path: ["ios_deep_link"],
        message: "ios_deep_link is allowed only with ios_app_store_identifier",
      });
  });

export const detailsComponent = z.strictObject({
  type: z.literal("DETAILS"),
  title: text(70),
  destination: websiteDestination,
});

export const buttonComponent = z.strictObject({
  type: z.literal("BUTTON"),
  label: z.strictObject({
    type: z.literal("ENUM"),
    value: z.enum(BUTTON_LABELS, {
      error: (i) => `Expected one of ${BUTTON_LABELS.join(", ")}, got ${JSON.stringify(i.input)}`,
    }),
  }),
  destination: appDestination,
});

export const component = z.discriminatedUnion(
  "type",
  [mediaComponent, swipeableComponent, detailsComponent, buttonComponent],
  { error: () => `Expected a component object whose type is one of ${COMPONENT_TYPES.join(", ")}` },
);

export type Component = z.output<typeof component>;
export type MediaComponent = z.output<typeof mediaComponent>;
export type SwipeableComponent = z.output<typeof swipeableComponent>;
export type DetailsComponent = z.output<typeof detailsComponent>;
export type ButtonComponent = z.output<typeof buttonComponent>;
export const isMediaComponent = (c: Component): c is MediaComponent | SwipeableComponent =>
  c.type === "MEDIA" || c.type === "SWIPEABLE_MEDIA";
