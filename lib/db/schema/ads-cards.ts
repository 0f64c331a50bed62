import { index, json, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { adsRowColumns } from "./ads-columns";

/** Facts of the library media a card names, kept with the card when it is written (records need no join). */
export type CardMediaFacts = Record<
  string,
  {
    type: string;
    width: number | null;
    height: number | null;
    duration_ms: number | null;
    /** Where the bytes (and a video's first-frame poster) are stored: lib/media/rows mediaUrl. */
    storage_key?: string | null;
    poster_storage_key?: string | null;
  }
>;

/**
 * Cards (document 3). `components` or `slides` are stored exactly as sent: `json` (not jsonb) keeps
 * the text, so the order of components, slides and of each object's keys comes back as it was sent.
 * card_type is derived from them (lib/ads/cards). card_uri is "card://" + id.
 */
export const cards = pgTable(
  "ads_cards",
  {
    ...adsRowColumns(),
    name: text("name").notNull(),
    card_type: text("card_type").notNull(),
    card_uri: text("card_uri").notNull(),
    components: json("components").$type<unknown[]>(),
    slides: json("slides").$type<unknown[][]>(),
    media: jsonb("media").$type<CardMediaFacts>().notNull().default({}),
  },
  (t) => [
    index("ads_cards_page").on(t.account_id, t.created_at, t.id),
    index("ads_cards_uri").on(t.card_uri),
  ],
);

/** The columns image and video conversation cards share (document 3). */
const conversationColumns = () => ({
  ...adsRowColumns(),
  card_uri: text("card_uri").notNull(),
  name: text("name").notNull(),
  title: text("title"),
  first_cta: text("first_cta").notNull(),
  first_cta_post: text("first_cta_post").notNull(),
  second_cta: text("second_cta"),
  second_cta_post: text("second_cta_post"),
  third_cta: text("third_cta"),
  third_cta_post: text("third_cta_post"),
  fourth_cta: text("fourth_cta"),
  fourth_cta_post: text("fourth_cta_post"),
  thank_you_text: text("thank_you_text").notNull(),
  thank_you_url: text("thank_you_url"),
  media_key: text("media_key").notNull(),
  unlocked_image_media_key: text("unlocked_image_media_key"),
  media: jsonb("media").$type<CardMediaFacts>().notNull().default({}),
});

/** Image conversation cards: one table per kind, so a card of one kind is never found under the other. */
export const imageConversationCards = pgTable(
  "ads_image_conversation_cards",
  conversationColumns(),
  (t) => [
    index("ads_image_conversation_cards_page").on(t.account_id, t.created_at, t.id),
    index("ads_image_conversation_cards_uri").on(t.card_uri),
  ],
);

/** Video conversation cards: a video media_key, optional poster image and unlocked video. */
export const videoConversationCards = pgTable(
  "ads_video_conversation_cards",
  {
    ...conversationColumns(),
    poster_media_key: text("poster_media_key"),
    unlocked_video_media_key: text("unlocked_video_media_key"),
  },
  (t) => [
    index("ads_video_conversation_cards_page").on(t.account_id, t.created_at, t.id),
    index("ads_video_conversation_cards_uri").on(t.card_uri),
  ],
);
